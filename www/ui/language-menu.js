// The language switch of the game menu and the rules pages: English / Türkçe, each written in
// its own language, the current one pressed. The choice is remembered (i18n.js).

import { t, language, setLanguage, LANGUAGES } from './i18n.js';
import { h } from './dom.js';

const NAMES = { en: 'English', tr: 'Türkçe' };

/**
 * A group of one button per language. `onChange(lang)` runs after the language has changed
 * (redraw what is on screen); pressing the current language does nothing. `menu`: the items
 * of a menu (menuitemradio, checked) rather than toggle buttons (pressed).
 */
export function languageSwitch({ onChange, className = 'languages', menu = false }) {
  const current = (lang) => (menu
    ? { role: 'menuitemradio', 'aria-checked': String(lang === language()) }
    : { 'aria-pressed': String(lang === language()) });
  return h('div', { class: className, role: 'group', 'aria-label': t('home.language') },
    LANGUAGES.map((lang) => h('button', {
      type: 'button',
      lang,
      'data-language': lang,
      ...current(lang),
      on: {
        click: () => {
          if (lang === language()) return;
          setLanguage(lang);
          onChange(lang);
        },
      },
    }, NAMES[lang] ?? lang)));
}

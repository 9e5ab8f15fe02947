// The language switch of the home page, the game menu and the rules and lessons pages: a button
// per language, each named in its own language (LANGUAGE_NAMES), the current one pressed. The
// choice is remembered, and a language's catalog is downloaded when it is first chosen (i18n.js).

import { t, language, setLanguage, LANGUAGES, LANGUAGE_NAMES } from './i18n.js';
import { h } from './dom.js';

/**
 * A group of one button per language. `onChange(lang)` runs after the language has changed
 * (redraw what is on screen); pressing the current language does nothing. `menu`: the items
 * of a menu (menuitemradio, checked) rather than toggle buttons (pressed). `prepare(lang)`: what
 * the screen must fetch for the language (its rules text) before it switches. While a catalog
 * downloads, its button says so (`aria-busy`); if it cannot be had (offline before the service
 * worker has it), the language stays as it was and the button is marked `data-failed`.
 */
export function languageSwitch({ onChange, prepare = null, className = 'languages', menu = false }) {
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
        click: async (event) => {
          const button = /** @type {HTMLButtonElement} */ (event.currentTarget);
          if (lang === language() || button.getAttribute('aria-busy') === 'true') return;
          button.setAttribute('aria-busy', 'true');
          button.removeAttribute('data-failed');
          try {
            await prepare?.(lang);
            await setLanguage(lang);
          } catch (error) {
            console.warn(error);
            button.dataset.failed = 'true';
            return;
          } finally {
            button.removeAttribute('aria-busy');
          }
          onChange(lang);
        },
      },
    }, LANGUAGE_NAMES[lang] ?? lang)));
}

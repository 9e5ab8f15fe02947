// The language switch: a native picker on the home page and the rules and lessons pages (one line
// however many languages there are, and the phone's own list to choose from), and the items of
// the game menu. Each language is named in its own words (LANGUAGE_NAMES). The choice is
// remembered, and a language's catalog is downloaded when it is first chosen (i18n.js).

import { t, language, setLanguage, LANGUAGES, LANGUAGE_NAMES } from './i18n.js';
import { h, icon } from './dom.js';

/**
 * Switches to `lang`: `prepare(lang)` (what the screen must fetch for it, such as its rules
 * text), then its catalog, then `onChange(lang)` to redraw what is on screen. While that
 * downloads, `control` says so (`aria-busy`); if it cannot be had (offline before the service
 * worker has it), the language stays as it was, `control` is marked `data-failed` and false is
 * returned.
 * @param {HTMLElement} control
 * @param {string} lang
 * @param {{ onChange: (lang: string) => void, prepare?: ((lang: string) => Promise<unknown>) | null }} how
 */
async function switchTo(control, lang, { onChange, prepare }) {
  control.setAttribute('aria-busy', 'true');
  control.removeAttribute('data-failed');
  try {
    await prepare?.(lang);
    await setLanguage(lang);
  } catch (error) {
    console.warn(error);
    control.dataset.failed = 'true';
    return false;
  } finally {
    control.removeAttribute('aria-busy');
  }
  onChange(lang);
  return true;
}

/**
 * The language picker of a page: a `<select>` (`[data-languages]`) with one option per language,
 * the current one chosen. `onChange(lang)` runs after the language has changed; `prepare(lang)`
 * is what the screen must fetch first. A choice that cannot be had puts the picker back on the
 * language shown. `className`: a class of the page's own for it (the home page's, on its brand
 * colour).
 * @param {{ onChange: (lang: string) => void, prepare?: ((lang: string) => Promise<unknown>) | null, className?: string }} options
 */
export function languagePicker({ onChange, prepare = null, className = '' }) {
  const select = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      {
        'data-languages': '',
        'aria-label': t('home.language'),
        on: {
          change: async () => {
            const lang = select.value;
            if (lang === language()) return;
            if (!(await switchTo(select, lang, { onChange, prepare }))) select.value = language();
          },
        },
      },
      LANGUAGES.map((lang) => h('option', { value: lang, lang }, LANGUAGE_NAMES[lang] ?? lang)),
    )
  );
  select.value = language();
  return h('label', { class: `language-picker ${className}`.trim() }, icon('globe'), select);
}

/**
 * The game menu's languages: one `menuitemradio` button per language (`[data-language]`), the
 * current one checked; choosing the current one does nothing. `onChange(lang)` runs after the
 * language has changed.
 * @param {{ onChange: (lang: string) => void }} options
 */
export function languageMenuItems({ onChange }) {
  return h(
    'div',
    { class: 'menu-languages', role: 'group', 'aria-label': t('home.language') },
    LANGUAGES.map((lang) =>
      h(
        'button',
        {
          type: 'button',
          lang,
          'data-language': lang,
          role: 'menuitemradio',
          'aria-checked': String(lang === language()),
          on: {
            click: async (event) => {
              const button = /** @type {HTMLButtonElement} */ (event.currentTarget);
              if (lang === language() || button.getAttribute('aria-busy') === 'true') return;
              await switchTo(button, lang, { onChange });
            },
          },
        },
        LANGUAGE_NAMES[lang] ?? lang,
      ),
    ),
  );
}

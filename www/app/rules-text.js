// The text of the rules pages (rules.js), restating docs/rules.md for a phone screen: one file per
// language, `www/locales/rules/<lang>.json`, fetched with the first rules page shown in that
// language (the service worker precaches them all). Each game: `lead` (one paragraph under the
// title), `sections` (title + blocks: a string is a paragraph, an array a list; the section with
// `pieces: true` gets the piece pictures after its blocks), `pieces` (one line per picture,
// keyed by the token of the engine's pieceHelp()), `from` (how a picture's cell is named: "d5"
// square, cell or point); and `device`, the section on playing here. The pictures themselves
// come from the engine. tests/unit/catalogs.test.mjs checks every file has every part English has.

import { siteFile } from '../platform/site-file.js';

/** The fetches by language: a promise each, dropped again when the fetch fails. */
const loading = new Map();
/** The texts fetched, by language. */
const texts = new Map();

/** Fetches the rules text of `lang` (once); resolves when it is there for `rulesText`. */
export function loadRulesText(lang) {
  if (!loading.has(lang)) {
    const fetched = fetch(siteFile(`locales/rules/${lang}.json`)).then(async (response) => {
      if (!response.ok) throw new Error(`locales/rules/${lang}.json: ${response.status} ${response.statusText}`);
      texts.set(lang, await response.json());
    });
    fetched.catch(() => loading.delete(lang));
    loading.set(lang, fetched);
  }
  return loading.get(lang);
}

/** The rules text of `lang`, once `loadRulesText(lang)` has resolved. */
export function rulesText(lang) {
  return texts.get(lang);
}

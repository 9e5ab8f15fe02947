// The page's message catalogs for node's tests: i18n.js downloads a catalog in the page, and
// here every catalog of www/locales is read from disk and put in place, so that `setLanguage`
// switches at once. Also the stand-ins for the document and storage that i18n.js touches.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const LOCALES = fileURLToPath(new URL('../www/locales/', import.meta.url));

globalThis.document ??= /** @type {any} */ ({ documentElement: {} });
globalThis.localStorage ??= /** @type {any} */ ({ getItem: () => null, setItem: () => {}, removeItem: () => {} });

/** Each catalog's text, by language tag (`en`, `zh-Hans`…). */
export function catalogTexts() {
  return new Map(
    readdirSync(LOCALES)
      .filter((name) => name.endsWith('.ftl'))
      .map((name) => [name.slice(0, -'.ftl'.length), readFileSync(LOCALES + name, 'utf8')]),
  );
}

/** Loads every catalog into i18n.js; resolves to its module. */
export async function loadCatalogs() {
  const i18n = await import('../www/ui/i18n.js');
  for (const [lang, text] of catalogTexts()) i18n.useCatalog(lang, text);
  return i18n;
}

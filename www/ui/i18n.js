// User-interface strings in English and Turkish. The language comes from a saved choice, else
// from navigator.languages (first of them that we speak), else English. `t(key, params)` looks a
// string up and fills `{name}` placeholders; missing Turkish strings fall back to English. A key
// neither language has is a defect, never a word for the screen: `t` reports it as an error on
// the console (once per key; the browser tests fail on it) and gives the key itself, so the
// defect is plain to see. Code that tries keys which may not exist asks `known` first.

import { EN } from './strings-en.js';
import { TR } from './strings-tr.js';

const STORAGE_KEY = 'tahta.v1.lang';

export const LANGUAGES = ['en', 'tr'];

// Copies: addStrings adds to them, and the modules keep the shared strings alone.
const en = { ...EN };
const TABLES = { en, tr: { ...TR } };

/**
 * Adds strings to a language's table (a game's module keeps its many own strings with it);
 * an existing key is replaced.
 */
export function addStrings(lang, strings) {
  if (TABLES[lang]) Object.assign(TABLES[lang], strings);
}

let current = 'en';

/** Picks the language: the saved choice, else the browser's preferences, else English. */
export function initI18n() {
  let saved = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the browser's languages decide.
  }
  if (saved && LANGUAGES.includes(saved)) {
    current = saved;
  } else {
    const wanted = navigator.languages?.length ? navigator.languages : [navigator.language || 'en'];
    current = 'en';
    for (const tag of wanted) {
      const base = String(tag).toLowerCase().split('-')[0];
      if (LANGUAGES.includes(base)) {
        current = base;
        break;
      }
    }
  }
  document.documentElement.lang = current;
  return current;
}

/** Switches the language and remembers the choice. */
export function setLanguage(lang) {
  if (!LANGUAGES.includes(lang)) return;
  current = lang;
  // The page's language (none under node's test runner, which only reads the strings).
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered; still switched for this visit.
  }
}

export function language() {
  return current;
}

/** True when the current language has a string for `key` (no fallback). */
export function has(key) {
  return Object.prototype.hasOwnProperty.call(TABLES[current], key);
}

/** True when `t(key)` finds a string: the current language's, or English's. */
export function known(key) {
  return has(key) || Object.prototype.hasOwnProperty.call(en, key);
}

/** The words the console error about a missing string begins with (the browser tests look for them). */
export const MISSING_STRING = 'tahta: no string for';

/** Keys already reported missing (each is reported once). */
const reported = new Set();

/** Reports a key that no language has (see the top of this file). */
function reportMissing(key) {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`${MISSING_STRING} "${key}"`);
}

/** Upper-cases the first letter, with the language's rules (Turkish i → İ). */
export function capitalize(text) {
  if (!text) return text;
  return text.charAt(0).toLocaleUpperCase(current) + text.slice(1);
}

/** The string for `key` with `{name}` placeholders filled from `params`. */
export function t(key, params = {}) {
  const text = known(key) ? TABLES[current][key] ?? en[key] : undefined;
  if (typeof text !== 'string') {
    reportMissing(key);
    return key;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** `t` for a count: the `<key>.one` string when `n` is 1 and the language has one. */
export function tn(key, n, params = {}) {
  const one = `${key}.one`;
  return t(n === 1 && (has(one) || (current === 'en' && known(one))) ? one : key, { n, ...params });
}

/** A side's name (`red`), lower case, from the engine's English player name. */
export function sideName(englishName) {
  const key = `side.${englishName}`;
  return known(key) ? t(key) : englishName;
}

/**
 * The parameters every side-related string may use: `side`, `Side` (capitalised) and, in
 * Turkish, `sideLoc` (locative, "kırmızıda").
 */
export function sideParams(englishName) {
  const side = sideName(englishName);
  const locKey = `side.${englishName}.loc`;
  return {
    side,
    Side: capitalize(side),
    sideLoc: has(locKey) ? t(locKey) : side,
    // Accusative (Turkish: "Siyah’ı pat etti").
    sideAcc: has(`side.${englishName}.acc`) ? t(`side.${englishName}.acc`) : side,
  };
}

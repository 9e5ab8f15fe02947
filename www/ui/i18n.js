// The page's words, from one message catalog per language in Project Fluent's format
// (www/locales/<lang>.ftl; README.md, "Messages", says how to add one). Only the language in use
// is downloaded: the first visit picks it from navigator.languages (else English), a choice made
// in the language menu is remembered, and `<html lang>` follows it. The service worker precaches
// every catalog, so a language chosen offline loads too.
//
// `t(key, params)` formats a message with the language's plural rules and number formats (the
// library calls Intl). A key is written with dots (`game.undo`), as the code has always named
// them; its catalog id has hyphens (`game-undo`, see `messageId`). English is the fallback for a
// message a catalog lacks: the site's build puts English's text into the catalog it ships
// (tools/site/build.mjs), and tests/unit/catalogs.test.mjs fails on any such gap. A key no
// catalog has is a defect, never a word for the screen: `t` reports it as an error on the console
// (once per key; the browser tests fail on it) and gives the key itself, so the defect is plain
// to see. Code that tries keys which may not exist asks `known` first.

import { FluentBundle, FluentResource } from '../vendor/fluent-bundle/index.js';
import { siteFile } from '../platform/site-file.js';

const STORAGE_KEY = 'tahta.v1.lang';

/** The languages the page speaks, each a catalog `www/locales/<tag>.ftl`. */
export const LANGUAGES = ['en', 'tr', 'zh-Hans', 'zh-Hant', 'ru', 'pl'];

/** Each language's name in its own words, as the language menu lists it. */
export const LANGUAGE_NAMES = {
  en: 'English',
  tr: 'Türkçe',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  ru: 'Русский',
  pl: 'Polski',
};

/** The catalogs already loaded, by language. */
const bundles = new Map();
let current = 'en';

/** The catalog id of a key: its dots become hyphens and its spaces underscores. */
export function messageId(key) {
  return key.replace(/\./g, '-').replace(/ /g, '_');
}

/**
 * Makes a language's catalog from its Fluent text. Throws on a syntax error (a catalog the
 * page cannot read must not pass for one with missing messages).
 */
export function catalogOf(lang, text) {
  const resource = new FluentResource(text);
  // No Unicode isolation marks around placeables: the texts are short, their placeables are
  // the same script, and the marks would reach the clipboard and the screen readers.
  const bundle = new FluentBundle(lang, { useIsolating: false });
  const errors = bundle.addResource(resource);
  if (errors.length) throw new Error(`${lang}.ftl: ${errors.map((e) => e.message).join('; ')}`);
  return bundle;
}

/** Puts a language's catalog in place from its text (node's tests, which read the files). */
export function useCatalog(lang, text) {
  bundles.set(lang, catalogOf(lang, text));
}

/** Downloads a language's catalog unless it is loaded already. */
async function loadCatalog(lang) {
  if (bundles.has(lang)) return;
  const response = await fetch(siteFile(`locales/${lang}.ftl`));
  if (!response.ok) throw new Error(`locales/${lang}.ftl: HTTP ${response.status}`);
  useCatalog(lang, await response.text());
}

/**
 * The language of ours that best answers a list of the browser's language tags, or null: the
 * same language, and for Chinese the same script (zh-TW and zh-HK read Traditional characters,
 * zh and zh-CN Simplified; Intl.Locale's likely subtags say which).
 */
export function negotiate(wanted, offered = LANGUAGES) {
  for (const tag of wanted) {
    let asked;
    try {
      asked = new Intl.Locale(String(tag)).maximize();
    } catch {
      continue;
    }
    const same = offered.filter((lang) => new Intl.Locale(lang).language === asked.language);
    const script = same.find((lang) => new Intl.Locale(lang).maximize().script === asked.script);
    if (script || same.length === 1) return script ?? same[0];
  }
  return null;
}

/**
 * Picks the language (the saved choice, else the browser's preferences, else English) and
 * loads its catalog. Resolves to the language.
 */
export async function initI18n() {
  let saved = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the browser's languages decide.
  }
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language || 'en'];
  const lang = saved && LANGUAGES.includes(saved) ? saved : (negotiate(wanted) ?? 'en');
  try {
    await loadCatalog(lang);
    showLanguage(lang);
  } catch (error) {
    // Offline before the service worker has the catalog: English, which the page cannot do
    // without, is asked for instead; if that fails too, the page says so (app.js).
    if (lang === 'en') throw error;
    console.error(error);
    await loadCatalog('en');
    showLanguage('en');
  }
  return current;
}

function showLanguage(lang) {
  current = lang;
  // The page's language (none under node's test runner, which only reads the strings).
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * Switches the language, downloading its catalog first, and remembers the choice. Resolves to
 * true once the language is in use, false when it is not one of ours; rejects when its catalog
 * cannot be had (offline, before the service worker has it), the language staying as it was.
 */
export async function setLanguage(lang) {
  if (!LANGUAGES.includes(lang)) return false;
  await loadCatalog(lang);
  showLanguage(lang);
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered; still switched for this visit.
  }
  return true;
}

/** The language in use (a tag of LANGUAGES). */
export function language() {
  return current;
}

/**
 * The language's tag for Intl's formats (dates, times, numbers outside a message): the page's
 * English is British (day before month).
 */
export function intlLocale() {
  return current === 'en' ? 'en-GB' : current;
}

/** The current language's catalog (English's when it is not loaded yet: node's tests). */
function bundle() {
  return bundles.get(current) ?? bundles.get('en');
}

/** True when the current language's catalog has a message for `key`. */
export function has(key) {
  return Boolean(bundle()?.hasMessage(messageId(key)));
}

/** True when `t(key)` finds a message (the shipped catalogs hold English's as a fallback). */
export function known(key) {
  return has(key);
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

/**
 * The message for `key` with its variables filled from `params` (numbers are formatted and
 * select plural forms by the language's rules).
 */
export function t(key, params = {}) {
  const catalog = bundle();
  const message = catalog?.getMessage(messageId(key));
  if (!message?.value) {
    reportMissing(key);
    return key;
  }
  const errors = [];
  const text = catalog.formatPattern(message.value, params, errors);
  // A variable the code did not pass shows as `{$name}`; say so like a missing key.
  if (errors.length) reportMissing(`${key} (${errors.map((e) => e.message).join('; ')})`);
  return text;
}

/**
 * Sentences one after another, as the language writes them: each ended with its full stop
 * (`app.sentence`: "." or "。") unless it ends in a mark already, and joined by `app.sentences`
 * (a space, or none in Chinese). Empty parts are left out.
 */
export function sentences(...texts) {
  return texts
    .filter(Boolean)
    .map((text) => (/[.!?…:;。！？：；]$/.test(text) ? text : t('app.sentence', { text })))
    .reduce((first, second) => (first ? t('app.sentences', { first, second }) : second), '');
}

/** A list in the language's words (`Red and Blue`, `红方和蓝方`), by Intl.ListFormat. */
export function listOf(items) {
  return new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(items);
}

/** `t` for a count `n`: the message chooses its plural form by `$n`. */
export function tn(key, n, params = {}) {
  return t(key, { n, ...params });
}

/** A side's name (`red`), lower case, from the engine's English player name. */
export function sideName(englishName) {
  const key = `side.${englishName}`;
  return known(key) ? t(key) : englishName;
}

/**
 * The parameters every side-related string may use: `side`, `Side` (capitalised), `sideId`
 * (the engine's English name, for a language that selects a form by it) and, in Turkish,
 * `sideLoc` (locative, "kırmızıda") and `sideAcc` (accusative).
 */
export function sideParams(englishName) {
  const side = sideName(englishName);
  const locKey = `side.${englishName}.loc`;
  return {
    side,
    Side: capitalize(side),
    sideId: englishName,
    sideLoc: has(locKey) ? t(locKey) : side,
    // Accusative (Turkish: "Siyah’ı pat etti").
    sideAcc: has(`side.${englishName}.acc`) ? t(`side.${englishName}.acc`) : side,
  };
}

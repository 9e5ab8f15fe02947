// The message catalogs (www/locales/<lang>.ftl, Project Fluent's format; README.md, "Messages"):
// each parses whole, has every message of English's with the variables English's has, and
// chooses a plural form for every plural category of its language; and every key the page's
// code names literally (`t('game.undo')`, `tn('home.continue', n)`) has a message. Keys built at
// run time (`level.${level}`) are checked where they are shown, by the browser tests (the
// harness fails a test whose page looked one up in vain).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { FluentResource } from '../../www/vendor/fluent-bundle/index.js';
import { LANGUAGES, catalogOf, messageId, negotiate } from '../../www/ui/i18n.js';
import { messagesOf, withFallback } from '../../tools/site/catalog-fallback.mjs';
import { catalogTexts, loadCatalogs, LOCALES } from '../catalogs.mjs';

const www = new URL('../../www/', import.meta.url).pathname;
const texts = catalogTexts();
const PLURAL = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** The messages of a catalog as the library reads them, by id. */
function parsed(text) {
  return new Map(new FluentResource(text).body.map((message) => [message.id, message]));
}

/**
 * What a pattern uses: its variables, and for each select on a variable the keys of its
 * variants (`{ vars: Set, selects: [{ on, keys }] }`).
 */
function uses(pattern, found = { vars: new Set(), selects: [] }) {
  if (typeof pattern === 'string' || !pattern) return found;
  for (const element of pattern) {
    if (typeof element === 'string') continue;
    if (element.type === 'var') found.vars.add(element.name);
    if (element.type === 'select') {
      if (element.selector.type === 'var') {
        found.vars.add(element.selector.name);
        found.selects.push({ on: element.selector.name, keys: element.variants.map((v) => String(v.key.value)) });
      }
      for (const variant of element.variants) uses(variant.value, found);
    }
  }
  return found;
}

/**
 * The word a variable stands for, whatever its form: `side` of `Side`, `sideLoc`, `sideId`;
 * `piece` of `pieces`, `pieceDat`, `pieceArticle`; `k` of `KDat`. A translation may use any form
 * of a word English's message uses (the code passes them all).
 */
function root(name) {
  return name.toLowerCase().replace(/(loc|acc|dat|abl|gen|ins|article|id|s)$/, '');
}

function formOf(name, englishVars) {
  return [...englishVars].some((base) => root(base) === root(name));
}

test('every language of the page has a catalog, and every catalog is one of them', () => {
  assert.deepEqual([...texts.keys()].sort(), [...LANGUAGES].sort());
});

for (const [lang, text] of texts) {
  test(`${lang}: the catalog parses whole`, () => {
    assert.doesNotThrow(() => catalogOf(lang, text));
    // The library skips what it cannot read: every entry written must be one it read.
    const read = parsed(text);
    const written = [...messagesOf(text).keys()];
    assert.deepEqual(
      written.filter((id) => !read.has(id)),
      [],
      `${lang}: entries the library could not read`,
    );
    assert.equal(written.length, new Set(written).size, `${lang}: an id written twice`);
  });
}

const english = parsed(texts.get('en'));

for (const [lang, text] of texts) {
  if (lang === 'en') continue;
  test(`${lang}: every message of English's, with its variables and every plural form`, () => {
    const own = parsed(text);
    assert.deepEqual(
      [...english.keys()].filter((id) => !own.has(id)),
      [],
      `${lang}: messages missing`,
    );
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const problems = [];
    for (const [id, message] of own) {
      const theirs = uses(message.value);
      const source = english.get(id);
      if (source) {
        const ours = uses(source.value);
        for (const name of theirs.vars) {
          if (!ours.vars.has(name) && !formOf(name, ours.vars)) problems.push(`${id}: $${name} is not English's`);
        }
        for (const name of ours.vars) {
          const selectorOnly = ours.selects.some((s) => s.on === name) && !usesInText(source.value, name);
          if (!selectorOnly && !theirs.vars.has(name) && ![...theirs.vars].some((v) => formOf(v, [name]))) {
            problems.push(`${id}: $${name} is missing`);
          }
        }
        // A language whose nouns change with the count beyond one and many (Russian, Polish)
        // must choose a form wherever English does.
        const englishCounts = ours.selects.some((s) => s.keys.some((k) => PLURAL.has(k)));
        if (englishCounts && categories.length > 2 && !theirs.selects.some((s) => s.keys.some((k) => PLURAL.has(k)))) {
          problems.push(`${id}: no plural forms`);
        }
      }
      for (const select of theirs.selects) {
        if (!select.keys.some((k) => PLURAL.has(k))) continue;
        const absent = categories.filter((c) => !select.keys.includes(c));
        if (absent.length) problems.push(`${id}: no form for ${absent.join(', ')} of $${select.on}`);
      }
    }
    assert.deepEqual(problems, [], lang);
  });
}

/** Whether a pattern shows a variable's value (not only chooses by it). */
function usesInText(pattern, name) {
  if (typeof pattern === 'string' || !pattern) return false;
  return pattern.some(
    (element) =>
      typeof element !== 'string' &&
      ((element.type === 'var' && element.name === name) ||
        (element.type === 'select' && element.variants.some((v) => usesInText(v.value, name)))),
  );
}

test('English fills in for a message a catalog lacks, in the catalog the site ships', () => {
  const { text, added } = withFallback(
    'a = A\nb =\n    { $n ->\n        [one] B\n       *[other] Bs\n    }\n',
    'a = Ä\n',
  );
  assert.deepEqual(added, ['b']);
  const catalog = catalogOf('tr', text);
  assert.equal(catalog.formatPattern(catalog.getMessage('a').value), 'Ä');
  assert.equal(catalog.formatPattern(catalog.getMessage('b').value, { n: 2 }), 'Bs');
});

/** The page's own JavaScript files (not the built engine under pkg/, nor the vendored library). */
async function sources(dir = www) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'pkg' && entry.name !== 'vendor') files.push(...(await sources(path)));
    else if (entry.isFile() && entry.name.endsWith('.js')) files.push(path);
  }
  return files;
}

test('every key the code names has a message', async () => {
  const named = new Map();
  for (const file of await sources()) {
    const text = await readFile(file, 'utf8');
    for (const [, key] of text.matchAll(/\bt[n]?\(\s*'([a-zA-Z][\w.-]*)'/g)) {
      if (!named.has(key)) named.set(key, relative(www, file));
    }
  }
  assert.ok(named.size > 200, `only ${named.size} keys found: the pattern no longer matches the code`);
  const missing = [...named].filter(([key]) => !english.has(messageId(key))).map(([key, file]) => `${key} (${file})`);
  assert.deepEqual(missing, [], 'keys with no message');
});

/**
 * Where a translated document (a rules text, a lesson's texts) differs in shape from English's:
 * a part missing or extra, a list of another length, an empty text, an id changed.
 */
function shapeProblems(ours, theirs, path = '') {
  if (typeof ours === 'string') {
    if (typeof theirs !== 'string' || !theirs.trim()) return [`${path}: no text`];
    return path.endsWith('.id') && ours !== theirs ? [`${path}: id changed`] : [];
  }
  if (Array.isArray(ours)) {
    if (!Array.isArray(theirs) || theirs.length !== ours.length) return [`${path}: ${ours.length} items in English`];
    return ours.flatMap((item, i) => shapeProblems(item, theirs[i], `${path}[${i}]`));
  }
  if (ours && typeof ours === 'object') {
    if (!theirs || typeof theirs !== 'object') return [`${path}: missing`];
    const extra = Object.keys(theirs)
      .filter((key) => !(key in ours))
      .map((key) => `${path}.${key}: not English's`);
    return [...extra, ...Object.keys(ours).flatMap((key) => shapeProblems(ours[key], theirs[key], `${path}.${key}`))];
  }
  return ours === theirs ? [] : [`${path}: ${JSON.stringify(theirs)} where English has ${JSON.stringify(ours)}`];
}

test("every language has the rules pages, in the shape of English's", async () => {
  const read = async (lang) => JSON.parse(await readFile(`${LOCALES}rules/${lang}.json`, 'utf8'));
  const english = await read('en');
  for (const lang of LANGUAGES) assert.deepEqual(shapeProblems(english, await read(lang)), [], lang);
});

test("the first visit speaks the first of the browser's languages the page has, Chinese by its script", () => {
  const cases = [
    [['zh-CN'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['zh-SG', 'en'], 'zh-Hans'],
    [['zh-Hans-HK'], 'zh-Hans'],
    [['zh-TW'], 'zh-Hant'],
    [['zh-HK'], 'zh-Hant'],
    [['zh-Hant'], 'zh-Hant'],
    [['zh-MO'], 'zh-Hant'],
    [['ru-RU'], 'ru'],
    [['ru-UA', 'uk'], 'ru'],
    [['pl-PL'], 'pl'],
    [['tr-TR'], 'tr'],
    [['en-US'], 'en'],
    [['de-DE', 'pl', 'en'], 'pl'],
    [['fr', 'es'], null],
    [['not a tag', 'ru'], 'ru'],
    [[], null],
  ];
  for (const [wanted, lang] of cases) assert.equal(negotiate(wanted), lang, wanted.join(', '));
});

test("every language has every lesson's texts, the keys of English's", async () => {
  const lessons = new URL('../../www/lessons/', import.meta.url).pathname;
  const read = async (name) => JSON.parse(await readFile(`${lessons}${name}`, 'utf8'));
  for (const variant of ['jungle', 'hex', 'timur', 'sanguo']) {
    const english = await read(`${variant}.en.json`);
    for (const lang of LANGUAGES) {
      assert.deepEqual(shapeProblems(english, await read(`${variant}.${lang}.json`)), [], `${variant} ${lang}`);
    }
  }
});

test("every refusal code of the rooms protocol has a message: the page words the server's codes", async () => {
  // The codes as the protocol crate writes them (`ErrorCode::as_str`).
  const source = await readFile(new URL('../../crates/protocol/src/error.rs', import.meta.url), 'utf8');
  const codes = [...source.matchAll(/ErrorCode::\w+ => "([a-z_]+)"/g)].map(([, code]) => code);
  assert.ok(codes.length >= 10, `only ${codes.length} codes found: the pattern no longer matches error.rs`);
  assert.deepEqual(
    codes.filter((code) => !english.has(messageId(`online.error.${code}`))),
    [],
    'codes without a message',
  );
});

test('sentences and lists are joined as each language writes them', async () => {
  const { setLanguage, sentences, listOf } = await loadCatalogs();
  await setLanguage('en');
  assert.equal(sentences('Red wins', '', 'Checkmate.'), 'Red wins. Checkmate.');
  assert.equal(listOf(['Shu', 'Wu', 'Wei']), 'Shu, Wu and Wei');
  await setLanguage('zh-Hans');
  assert.equal(sentences('红方胜', '将死。'), '红方胜。将死。');
  assert.equal(listOf(['蜀', '吴', '魏']), '蜀、吴和魏');
  await setLanguage('ru');
  assert.equal(listOf(['Шу', 'У', 'Вэй']), 'Шу, У и Вэй');
  await setLanguage('en');
});

test('notifications are written in every language of the page: the service worker and the server know them all', async () => {
  const root = new URL('../../', import.meta.url);
  const quoted = (list) => [...list.matchAll(/['"]([\w-]+)['"]/g)].map((m) => m[1]);
  const worker = await readFile(new URL('sw.js', root), 'utf8');
  assert.deepEqual(quoted(/const PUSH_LANGUAGES = \[([^\]]*)\]/.exec(worker)[1]), LANGUAGES);
  const server = await readFile(new URL('crates/server/src/push/mod.rs', root), 'utf8');
  assert.deepEqual(quoted(/pub const LANGUAGES: \[&str; \d+\] = \[([^\]]*)\]/.exec(server)[1]), LANGUAGES);
});

test('the messages the service worker words notifications with are each one line, as it reads them', () => {
  // sw.js reads a catalog line by line (`id = text`, `{ $name }` variables), without the library.
  const read = /^(push-|past-(youWon|youLost|draw|aborted|rule-)|variant-[\w-]+-name$)/;
  for (const [lang, text] of texts) {
    const oneLine = new Set(
      text
        .split('\n')
        .map((line) => /^([a-zA-Z][\w-]*) = (.+)$/.exec(line)?.[1])
        .filter(Boolean),
    );
    const wanted = [...parsed(text).keys()].filter((id) => read.test(id));
    assert.ok(
      wanted.some((id) => id.startsWith('push-rematch-')),
      `${lang}: the rematch offer's words`,
    );
    assert.deepEqual(
      wanted.filter((id) => !oneLine.has(id)),
      [],
      `${lang}: messages the worker cannot read`,
    );
  }
});

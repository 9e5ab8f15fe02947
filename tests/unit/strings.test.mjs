// Every message key the page's code names literally (`t('game.undo')`, `tn('home.continue', n)`)
// has a string, in English at least (Turkish falls back to English, i18n.js): a key with none
// would reach the screen as it is. Keys built at run time (`level.${level}`) are checked where
// they are shown, by the browser tests (the harness fails a test whose page looked one up in
// vain). Every module that adds strings of its own is loaded first, found by its call to
// addStrings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { known, setLanguage, LANGUAGES } from '../../www/ui/i18n.js';

const www = new URL('../../www/', import.meta.url).pathname;

/** The page's own JavaScript files (not the built engine under pkg/). */
async function sources(dir = www) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'pkg') files.push(...(await sources(path)));
    else if (entry.isFile() && entry.name.endsWith('.js')) files.push(path);
  }
  return files;
}

test('every key the code names has a string, in every language', async () => {
  const files = await sources();
  const texts = new Map(await Promise.all(files.map(async (file) => [file, await readFile(file, 'utf8')])));
  for (const [file, text] of texts) {
    if (/\baddStrings\(/.test(text)) await import(pathToFileURL(file).href);
  }
  const named = new Map();
  for (const [file, text] of texts) {
    for (const [, key] of text.matchAll(/\bt[n]?\(\s*'([a-zA-Z][\w.-]*)'/g)) {
      if (!named.has(key)) named.set(key, relative(www, file));
    }
  }
  assert.ok(named.size > 200, `only ${named.size} keys found: the pattern no longer matches the code`);
  for (const lang of LANGUAGES) {
    setLanguage(lang);
    const missing = [...named].filter(([key]) => !known(key)).map(([key, file]) => `${key} (${file})`);
    assert.deepEqual(missing, [], `${lang}: keys with no string`);
  }
  setLanguage('en');
});

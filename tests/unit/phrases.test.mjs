// The quick phrases: the app's menu offers exactly the ids the server accepts (the list in
// crates/protocol/src/phrase.rs), each with words in every catalog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { PHRASES } from '../../www/online/phrases.js';
import { catalogTexts } from '../catalogs.mjs';

const rust = readFileSync(new URL('../../crates/protocol/src/phrase.rs', import.meta.url), 'utf8');

test('the app offers the protocol’s phrases, in its order', () => {
  const list = rust.match(/pub const PHRASES: \[&str; \d+\] = \[([^\]]*)\]/);
  assert.ok(list, 'PHRASES is found in phrase.rs');
  const ids = [...list[1].matchAll(/"([a-z_]+)"/g)].map((m) => m[1]);
  assert.deepEqual(PHRASES, ids);
});

test('every phrase has words in every catalog', () => {
  const texts = catalogTexts();
  assert.ok(texts.size >= 2);
  for (const [lang, text] of texts) {
    for (const id of PHRASES) {
      assert.match(text, new RegExp(`^online-phrase-${id} = \\S`, 'm'), `${lang}: ${id}`);
    }
  }
});

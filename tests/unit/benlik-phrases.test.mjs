// Benlik's account of what it changed (www/game/benlik-phrases.js) under node's test runner, with the real
// engine: every evaluation feature of every game has a phrase of its own, in each language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../wasm/load.mjs';
import { describeChange, formatPercent } from '../../www/game/benlik-phrases.js';
import { loadCatalogs } from '../catalogs.mjs';

const wasm = await loadEngine();
const { setLanguage, t } = await loadCatalogs();

/** What the page says of a feature it has no phrase for. */
const generic = (id) => t('benlik.generic', { id, pct: formatPercent(2.14), more: t('benlik.more') });

for (const [lang, more, less, fallback] of [
  ['en', /2\.1% more/, /0\.5% less/, 'gives “shiny_new_idea” 1.3% more weight'],
  ['tr', /%2,1 daha çok/, /%0,5 daha az/, '“shiny_new_idea” ölçütüne %1,3 daha çok önem veriyor'],
]) {
  test(`${lang}: every feature of every game has its own phrase`, async () => {
    await setLanguage(lang);
    let features = 0;
    for (const variant of wasm.variants()) {
      const game = new wasm.Game(variant, '');
      for (const { id } of game.features()) {
        features += 1;
        const up = describeChange({ id, percent: 2.14 }, variant);
        const down = describeChange({ id, percent: -0.5 }, variant);
        assert.notEqual(up, generic(id), `${lang}: no phrase for ${variant} ${id}`);
        assert.match(up, more, up);
        assert.match(down, less, down);
      }
      game.free();
    }
    assert.ok(features >= 12, `only ${features} features`);
    assert.equal(describeChange({ id: 'shiny_new_idea', percent: 1.26 }), fallback);
  });
}

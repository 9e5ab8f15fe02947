// `spec(variant)`: the static description of each game the page reads instead of tables of its
// own, and the typed fields of `state()` that come with it. Run by `cargo xtask test` after the
// wasm build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, isTrap } from './load.mjs';

const wasm = await loadEngine();

test('spec() describes each of the four games', () => {
  for (const variant of wasm.variants()) {
    const spec = wasm.spec(variant);
    assert.equal(spec.variant, variant);
    const game = new wasm.Game(variant, '');
    assert.deepEqual(
      spec.players.map((p) => p.letter),
      game.geometry().players.map((p) => p.letter),
    );
    assert.equal(spec.draw_offers, spec.players.length === 2);
    assert.equal(typeof spec.undo_against_bot, 'boolean');
    assert.ok(Array.isArray(spec.zones) && Array.isArray(spec.promotion_order));
    const kinds = new Set(spec.pieces.map((k) => k.kind));
    const state = game.state();
    assert.equal(state.move_number, 1);
    for (const piece of state.pieces) {
      assert.ok(kinds.has(piece.kind), `${variant}: ${piece.kind} is in the spec`);
      assert.equal(typeof piece.letter, 'string');
      assert.equal(typeof piece.royal, 'boolean');
    }
    assert.deepEqual(
      state.extras.alive,
      spec.players.map((p) => p.letter),
    );
  }
  assert.deepEqual(wasm.spec('hex').promotion_order, ['queen', 'rook', 'bishop', 'knight']);
  assert.equal(wasm.spec('hex').undo_against_bot, false);
  assert.equal(wasm.spec('timur').undo_against_bot, true);
  assert.equal(wasm.spec('jungle').undo_against_bot, true);
  assert.equal(wasm.spec('sanguo').undo_against_bot, true);
  assert.deepEqual(
    wasm.spec('jungle').pieces.map((k) => k.strength),
    [8, 7, 6, 5, 4, 3, 2, 1],
  );
});

test('spec() refuses an unknown variant or a non-string with an Error', () => {
  assert.throws(() => wasm.spec('chess'), /unknown variant 'chess'/);
  for (const value of [42, null, undefined, {}, ['hex']]) {
    let error;
    try {
      wasm.spec(value);
    } catch (e) {
      error = e;
    }
    assert.ok(error instanceof Error && !isTrap(error), `spec(${String(value)})`);
  }
  assert.equal(wasm.spec('hex').variant, 'hex');
});

test('state() names the en passant victim and the promotion', () => {
  const game = new wasm.Game('hex', 'k/3/5/7/9/11/4PpP4/11/11/11/K10 w f6 0 1');
  const ep = game.state().moves.find((m) => m.notation === 'e5-f6');
  assert.equal(ep.captures, 'f5');
  assert.equal('promotion' in ep, false);
  const promoting = new wasm.Game('hex', '1/1n1/rP3/7/9/10k/11/11/11/11/K10 w - 0 1');
  const queen = promoting.state().moves.find((m) => m.notation === 'e9-e10=Q');
  assert.equal(queen.promotion, 'queen');
});

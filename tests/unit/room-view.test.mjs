// The seat an online room's board was turned to on this device (www/online/room-view.js): kept
// per room, only the newest 50 rooms, and a corrupt or foreign record reads as none.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';

/** A localStorage of this process's own (node has none). */
const store = new Map();
globalThis.localStorage = {
  getItem: (key) => (store.has(key) ? store.get(key) : null),
  setItem: (key, value) => store.set(key, String(value)),
  removeItem: (key) => store.delete(key),
  key: (i) => [...store.keys()][i] ?? null,
  get length() {
    return store.size;
  },
};

const { rememberedBottom, rememberBottom } = await import('../../www/online/room-view.js');

/** A room id as the server makes them (base62, 22 characters). */
const room = (n) => `Room${String(n).padStart(18, '0')}`;

beforeEach(() => store.clear());

test('a room remembers the seat its board was turned to; another room does not', () => {
  assert.equal(rememberedBottom(room(1)), null);
  rememberBottom(room(1), 'b');
  assert.equal(rememberedBottom(room(1)), 'b');
  rememberBottom(room(1), 'g');
  assert.equal(rememberedBottom(room(1)), 'g');
  assert.equal(rememberedBottom(room(2)), null);
});

test('only the newest 50 rooms are kept', async () => {
  for (let n = 0; n < 60; n++) {
    rememberBottom(room(n), 'b');
    // Each a millisecond later than the one before, so "newest" is well defined.
    await new Promise((resolve) => {
      setTimeout(resolve, 1);
    });
  }
  const kept = JSON.parse(store.get('tahta.v1.roomViews'));
  assert.equal(Object.keys(kept).length, 50);
  assert.equal(rememberedBottom(room(9)), null, 'the oldest are dropped');
  assert.equal(rememberedBottom(room(10)), 'b');
  assert.equal(rememberedBottom(room(59)), 'b');
});

test('a corrupt or foreign record reads as none and is replaced cleanly', () => {
  for (const bad of [
    'not json',
    '[1,2]',
    '"text"',
    JSON.stringify({ [room(1)]: { bottom: 'too long' }, 'bad id!': { bottom: 'b' } }),
  ]) {
    store.set('tahta.v1.roomViews', bad);
    assert.equal(rememberedBottom(room(1)), null, bad);
    rememberBottom(room(2), 'w');
    assert.deepEqual(Object.keys(JSON.parse(store.get('tahta.v1.roomViews'))), [room(2)], bad);
  }
});

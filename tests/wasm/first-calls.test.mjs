// The engine's first calls (makeFirstCalls in www/engine/wasm-module.js), made once as a game's module
// loads so that V8 compiles them off the page's thread: each call in its turn, the move taken
// back, and a failing call never a failure of the warm-up.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadModule } from './load.mjs';
import { makeFirstCalls } from '../../www/engine/wasm-module.js';

for (const variant of ['jungle', 'hex', 'timur', 'sanguo']) {
  test(`${variant}: the first calls and a first move, each after between(), on a game freed after`, async () => {
    const module = await loadModule(variant);
    const calls = [];
    const spy = new Proxy(module, {
      get(target, name) {
        if (name === 'Game') {
          return class extends target.Game {
            constructor(...args) {
              super(...args);
              calls.push('Game');
              for (const method of ['geometry', 'state', 'play', 'position', 'undo', 'free']) {
                const own = this[method].bind(this);
                this[method] = (...a) => {
                  calls.push(method);
                  return own(...a);
                };
              }
            }
          };
        }
        if (name === 'spec') return (...args) => (calls.push('spec'), target.spec(...args));
        return target[name];
      },
    });
    let betweens = 0;
    const between = async () => {
      betweens++;
      calls.push('|');
    };
    await makeFirstCalls(spy, variant, { between, aMove: true });
    assert.deepEqual(calls, [
      '|',
      'spec',
      '|',
      'Game',
      '|',
      'geometry',
      '|',
      'state',
      '|',
      'play',
      '|',
      'state',
      '|',
      'position',
      '|',
      'undo',
      'free',
    ]);
    assert.equal(betweens, 8);

    calls.length = 0;
    await makeFirstCalls(spy, variant);
    assert.deepEqual(
      calls.filter((c) => c !== '|'),
      ['spec', 'Game', 'geometry', 'state', 'free'],
      'no move unless asked',
    );
  });
}

test('a module whose calls throw: the warm-up stops quietly and leaves the errors to the page', async () => {
  const made = [];
  const broken = {
    spec: () => {
      made.push('spec');
      throw new Error('no spec');
    },
    Game: class {
      constructor() {
        made.push('Game');
        throw new Error('no game');
      }
    },
  };
  await makeFirstCalls(broken, 'jungle', { aMove: true });
  assert.deepEqual(made, ['spec', 'Game']);
});

// What differs by engine, checked on the engine TAHTA_ENGINE names: each platform feature the
// app uses is used where the engine has it and done without where it has not, and the game goes
// on either way. What the engine has is printed (the README's table of engines comes from it).
// Run: TAHTA_ENGINE=webkit cargo xtask e2e tests/e2e/engines/platform.test.mjs

import assert from 'node:assert/strict';
import { ENGINE, engineTest, newSession, useSessions } from './session.mjs';
import { gameView, play, waitForBot, waitForRoot } from './play.mjs';

useSessions();

engineTest(`${ENGINE}: wake lock and vibration where the engine has them, a game without them where not`, async (t) => {
  const session = await newSession();
  try {
    await session.open('#/jungle?mode=bot&level=easy&side=r');
    await gameView(session, 'jungle');
    const has = await session.evaluate(() => ({
      wakeLock: typeof navigator.wakeLock?.request === 'function',
      vibrate: typeof navigator.vibrate === 'function',
      share: typeof navigator.share === 'function',
      badge: typeof navigator.setAppBadge === 'function',
      push: typeof PushManager === 'function',
      serviceWorker: 'serviceWorker' in navigator,
      touch: navigator.maxTouchPoints > 0 || 'ontouchstart' in window,
    }));
    t.diagnostic(`${ENGINE} has: ${JSON.stringify(has)}`);
    // Vibration is asked for with each move's sound; the test takes the call where it exists.
    await session.evaluate(() => {
      window.__buzzes = [];
      if (typeof window.navigator.vibrate === 'function') {
        const vibrate = window.navigator.vibrate.bind(window.navigator);
        window.navigator.vibrate = (pattern) => {
          window.__buzzes.push(pattern);
          return vibrate(pattern);
        };
      }
    });
    // Taps are touch where the engine's driver has it (a phone's input), else mouse clicks.
    await session.evaluate(() => {
      window.__pointers = [];
      document.addEventListener('pointerdown', (e) => window.__pointers.push(e.pointerType), true);
    });
    await play(session, 'a3-a4');
    await waitForBot(session, 2, 'r');
    assert.deepEqual(await session.evaluate(() => window.__pointers), Array(2).fill(session.touch ? 'touch' : 'mouse'));
    const buzzes = await session.evaluate(() => window.__buzzes);
    assert.deepEqual(buzzes, has.vibrate ? [12, 12] : [], 'a short buzz for each move where the engine vibrates');

    // The screen is kept on during the game where the engine grants a wake lock.
    const lock = await session.waitFor(
      (wanted) => {
        const state = document.documentElement.dataset.wakeLock ?? 'none';
        return wanted ? state === 'held' && state : state;
      },
      has.wakeLock,
      { what: 'the wake lock held' },
    );
    t.diagnostic(`${ENGINE} wake lock during a game: ${lock}`);
    assert.equal(lock, has.wakeLock ? 'held' : 'none');
    // Resigning ends the game and lets the screen dim.
    await session.tap('button', { text: 'Resign' });
    await session.tap('dialog[open] button', { text: 'Resign' });
    await waitForRoot(session, 'data-result', 'blue wins: resignation');
    if (has.wakeLock) {
      await session.waitFor(() => document.documentElement.dataset.wakeLock === 'released', null, {
        what: 'the lock released',
      });
    }
  } finally {
    await session.close();
  }
});

engineTest(
  `${ENGINE}: the engine's WebAssembly runs SIMD; a browser without it is told so, not left broken`,
  async () => {
    const session = await newSession();
    try {
      await session.open('#/');
      await session.waitForSelector('a.game-card[data-game="hex"]');
      // A browser whose WebAssembly lacks SIMD: the home page has loaded no engine yet, so the
      // first game opened finds it missing.
      await session.evaluate(() => {
        window.WebAssembly.validate = () => false;
      });
      await session.tap('a.game-card[data-game="hex"]');
      await session.waitForSelector('[data-fatal="unsupported"]');
      assert.equal(await session.text('.fatal h1'), 'This browser cannot run the games.');
      assert.match(await session.text('.fatal p'), /WebAssembly lacks SIMD/);
      // The way back works: the home page needs no engine.
      await session.tap('.fatal button', { text: 'Back to the games' });
      await session.waitForSelector('a.game-card[data-game="hex"]');
    } finally {
      await session.close();
    }
  },
);

// What the cross-engine tests do on a game screen, over the driver interface (session.mjs).

import assert from 'node:assert/strict';

/** The game view's root (it carries data-variant, data-turn, data-position, data-result). */
export const ROOT = 'section[data-variant]';

/** Waits for the game view of `variant` and returns its position. */
export async function gameView(session, variant) {
  await session.waitForSelector(`section[data-variant="${variant}"][data-turn]`, { timeout: 60_000 });
  return session.attribute(ROOT, 'data-position');
}

/** The game view's attribute `name`. */
export function rootAttribute(session, name) {
  return session.attribute(ROOT, name);
}

/** Waits until the game view's attribute `name` is `value`. */
export function waitForRoot(session, name, value, timeout = 30_000) {
  return session.waitFor(
    ([attr, wanted]) => document.querySelector('section[data-variant]')?.getAttribute(attr) === wanted,
    [name, value],
    { timeout, what: `${name}="${value}"` },
  );
}

/** The moves in the move list (skipped turns left out). */
export function plies(session) {
  return session.count('.move-list .ply[data-ply]:not(.ply-skip)');
}

/**
 * Plays `from-to` by tapping the two cells (checking that the first selects its piece) and
 * waits until the engine has taken it: the position changes.
 */
export async function play(session, move) {
  const [from, to] = move.split(/-|<>/);
  const before = await rootAttribute(session, 'data-position');
  await session.tap(`[data-cell="${from}"]`);
  await session.waitForSelector(`[data-cell="${from}"][aria-pressed="true"]`);
  await session.tap(`[data-cell="${to}"]`);
  await session.waitFor(
    (old) => {
      const root = document.querySelector('section[data-variant]');
      return root && root.getAttribute('data-position') !== old;
    },
    before,
    { what: `the move ${move} taken` },
  );
}

/**
 * Waits until `count` moves are in the move list, it is `turn`'s turn and the bot is not
 * thinking: the bot has answered.
 */
export async function waitForBot(session, count, turn, timeout = 60_000) {
  await session.waitFor(
    ([n, side]) => {
      const root = document.querySelector('section[data-variant]');
      const moves = document.querySelectorAll('.move-list .ply[data-ply]:not(.ply-skip)').length;
      return root?.dataset.turn === side && !('thinking' in root.dataset) && moves === n;
    },
    [count, turn],
    { timeout, what: `the bot's answer: ${count} moves, ${turn} to move` },
  );
}

/** Asserts the page shows the phone's size where the engine allows it. */
export function assertPhoneSize(session, size) {
  assert.deepEqual(session.viewport, size, `${session.engine} shows the page at ${size.width}×${size.height}`);
}

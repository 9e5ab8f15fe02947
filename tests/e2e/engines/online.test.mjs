// An online game between two sessions of the engine TAHTA_ENGINE names, each a phone of its
// own (its own storage): one creates the room in the app, the other opens the invitation
// link; a move each way, a reload, and the game goes on where it was.
// Run: TAHTA_ENGINE=webkit cargo xtask e2e tests/e2e/engines/online.test.mjs

import assert from 'node:assert/strict';
import { ENGINE, engineTest, newSession, useSessions } from './session.mjs';
import { gameView, plies, rootAttribute, waitForRoot } from './play.mjs';

useSessions();

const CONNECTED = '[data-mode="online"][data-connection="connected"]';

/** Taps a move in an online game once nothing is pending, and waits until it is in the list. */
async function move(session, from, to, count) {
  await session.waitForSelector(`${CONNECTED}:not([data-pending])`);
  await session.tap(`[data-cell="${from}"]`);
  await session.waitForSelector(`[data-cell="${from}"][aria-pressed="true"]`);
  await session.tap(`[data-cell="${to}"]`);
  await waitForPlies(session, count);
}

function waitForPlies(session, count) {
  return session.waitFor(
    (n) => document.querySelectorAll('.move-list .ply[data-ply]:not(.ply-skip)').length === n,
    count,
    { what: `${count} moves in the list` },
  );
}

engineTest(`${ENGINE}: two sessions play Jungle online: a move each way, a reload, one more move`, async () => {
  const host = await newSession();
  const guest = await newSession();
  try {
    await host.open('#/jungle?mode=online');
    // The side is random unless chosen.
    await host.tap('[data-choice="side"] label', { text: 'Red' });
    await host.waitForSelector('[data-choice="side"] input[value="r"]:checked');
    await host.tap('[data-online="create"]');
    await host.waitForSelector('[data-invite="b"]');
    const invitation = (await host.text('[data-invite="b"]')).trim();
    assert.match(invitation, /#\/r\/[0-9A-Za-z]+\/j\/[0-9A-Za-z]+$/);
    assert.equal(await rootAttribute(host, 'data-seat'), 'r');

    await guest.open(invitation);
    await guest.waitForSelector(`${CONNECTED}[data-seat="b"]`);
    await gameView(guest, 'jungle');
    // The invitation leaves the address once used, and leaves the host's screen once taken.
    assert.doesNotMatch(await guest.evaluate(() => location.href), /\/j\//);
    await host.waitFor(() => !document.querySelector('[data-invite="b"]'), null, { what: 'the invitation taken' });

    await move(host, 'a3', 'a4', 1);
    await waitForPlies(guest, 1);
    await move(guest, 'g7', 'g6', 2);
    await waitForPlies(host, 2);
    const position = await rootAttribute(host, 'data-position');
    assert.equal(await rootAttribute(guest, 'data-position'), position);

    await guest.reload();
    await guest.waitForSelector(`${CONNECTED}[data-seat="b"]`);
    await waitForRoot(guest, 'data-position', position);
    assert.equal(await plies(guest), 2);
    await move(host, 'a4', 'a5', 3);
    await waitForPlies(guest, 3);
    assert.equal(await rootAttribute(guest, 'data-turn'), 'b');
  } finally {
    await host.close();
    await guest.close();
  }
});

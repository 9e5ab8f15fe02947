// Game records on the engine TAHTA_ENGINE names: a `?game=` link opens the record's game, the
// Share dialog gives the same record back (which opens the same game again), Share itself
// shares or copies the game's link, and the engine's review marks a blunder.
// Run: TAHTA_ENGINE=firefox cargo xtask e2e tests/e2e/engines/records.test.mjs

import assert from 'node:assert/strict';
import { ENGINE, engineTest, newSession, useSessions } from './session.mjs';
import { gameView, plies, rootAttribute } from './play.mjs';
import { loadEngine } from '../../wasm/load.mjs';

useSessions();

const wasm = await loadEngine();

/** The record of the first legal move, ply after ply, and the position it ends in. */
function recordOf(variant, count) {
  const game = new wasm.Game(variant, '');
  const moves = [];
  for (let i = 0; i < count; i++) {
    const move = game.state().moves[0].notation;
    game.play(move);
    moves.push(move);
  }
  const position = game.position();
  game.free();
  return { text: wasm.writeRecord(variant, [], moves), moves, position };
}

/** Waits for the Share dialog's status line to say something, and returns it. */
function statusAfterShare(session) {
  return session.waitFor(() => document.querySelector('.record-status')?.textContent || null, null, {
    what: 'the status after Share',
  });
}

const gameLink = (variant, text, extra = '') => `#/${variant}?game=${encodeURIComponent(text)}${extra}`;

engineTest(`${ENGINE}: a ?game= link opens the record; Share gives it back and it opens the same game`, async () => {
  const record = recordOf('timur', 7);
  const session = await newSession();
  try {
    await session.open(gameLink('timur', record.text));
    assert.equal(await gameView(session, 'timur'), record.position);
    assert.equal(await plies(session), record.moves.length);
    assert.equal(await session.count('[data-notice]'), 0);

    await session.tap('[data-action="export"]');
    await session.waitForSelector('textarea[data-record]');
    const shown = await session.evaluate(() => document.querySelector('textarea[data-record]').value);
    assert.deepEqual(wasm.parseRecord(shown).moves, record.moves, shown);

    // Share: the system's share sheet where the engine has one, else the link is copied.
    const native = await session.evaluate(() => {
      window.__shared = [];
      if (!window.navigator.share) return false;
      // The share sheet would wait for a person: the test takes the call instead.
      window.navigator.share = async (data) => {
        window.__shared.push(data);
      };
      return true;
    });
    await session.tap('dialog [data-action="share"]');
    if (native) {
      const [shared] = await session.waitFor(() => window.__shared.length && window.__shared, null, {
        what: 'a share',
      });
      assert.match(shared.url, /\?game=/);
    } else {
      assert.equal(await statusAfterShare(session), 'Link copied.');
    }
    // A share sheet the browser refuses copies the link instead.
    await session.evaluate(() => {
      window.navigator.share = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
      document.querySelector('.record-status').textContent = '';
    });
    await session.tap('dialog [data-action="share"]');
    assert.equal(await statusAfterShare(session), 'Link copied.');

    // The record shown opens the same game, from a link as from the dialog.
    await session.open('#/');
    await session.open(gameLink('timur', shown));
    assert.equal(await gameView(session, 'timur'), record.position);
    assert.equal(await plies(session), record.moves.length);
  } finally {
    await session.close();
  }
});

// White's queen goes where Black's queen takes it, unprotected: a blunder at once.
const HEX_BLUNDER = ['e1-b4', 'e10-b4'];

engineTest(`${ENGINE}: the review of a record marks a hanging queen as a blunder`, async () => {
  const text = wasm.writeRecord('hex', [], HEX_BLUNDER);
  const session = await newSession();
  try {
    await session.open(gameLink('hex', text, '&review=1'));
    await gameView(session, 'hex');
    await session.waitForSelector('[data-review="done"]', { timeout: 120_000 });
    assert.equal(
      await session.count('.review-item[data-mark="blunder"][data-ply="1"]'),
      1,
      await session.text('.review'),
    );
    assert.match(await session.text('.review-summary'), /White: blunders 1, mistakes 0/);
    assert.equal(await session.count('.review-chart polyline'), 1);
    await session.tap('.review-item[data-mark="blunder"][data-ply="1"] button');
    assert.equal(await rootAttribute(session, 'data-viewing'), '0');
    assert.equal(await session.count('.board-arrow'), 1);
  } finally {
    await session.close();
  }
});

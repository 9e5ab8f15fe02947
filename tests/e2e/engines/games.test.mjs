// Every game against the bot, face to face, promotion in hexagonal chess and a finished game's
// result: on the engine TAHTA_ENGINE names, through the driver interface (session.mjs), on a
// phone of 360×640 (touch where the engine's driver has it).
// Run: TAHTA_ENGINE=webkit cargo xtask e2e tests/e2e/engines/games.test.mjs

import assert from 'node:assert/strict';
import { ENGINE, PHONE, engineTest, newSession, useSessions } from './session.mjs';
import { gameView, rootAttribute, play, plies, waitForBot, waitForRoot, assertPhoneSize } from './play.mjs';

useSessions();

// The bot's games: the link, the human's side, a first move, and how many moves there are once
// the bot has answered (in Three Kingdoms two computer kingdoms answer Shu).
const AGAINST_THE_BOT = [
  ['jungle', '#/jungle?mode=bot&level=easy&side=r', 'r', 'a3-a4', 2],
  ['hex', '#/hex?mode=bot&level=easy&side=w', 'w', 'e4-e5', 2],
  ['timur', '#/timur?mode=bot&level=easy&side=w', 'w', 'a3-a4', 2],
  ['sanguo', '#/sanguo?mode=bot&seats=human-easy-easy', 'r', 'ra4-ra5', 3],
];

for (const [variant, link, side, move, answered] of AGAINST_THE_BOT) {
  engineTest(`${ENGINE}: ${variant} against the bot: a move and the bot's answer`, async () => {
    const session = await newSession();
    try {
      await session.open(link);
      const start = await gameView(session, variant);
      assertPhoneSize(session, PHONE);
      assert.equal(await rootAttribute(session, 'data-mode'), 'bot');
      assert.equal(await rootAttribute(session, 'data-turn'), side);
      await play(session, move);
      await waitForBot(session, answered, side);
      const now = await rootAttribute(session, 'data-position');
      assert.notEqual(now, start);
      // The board shows the bot's move: its last move is marked on two cells.
      assert.equal(await session.count('[data-cell].last'), 2);
      // The human may move again: one of their pieces can be picked up.
      assert.equal(await rootAttribute(session, 'data-result'), null);
    } finally {
      await session.close();
    }
  });
}

// Red's lion takes Blue's last animal: `red wins: no animals`.
const LAST_CAT = '7/7/7/3c3/3L3/7/7/7/7 r 0 1';

engineTest(`${ENGINE}: face to face, two moves, then a capture ends the game with its result`, async () => {
  const session = await newSession();
  try {
    await session.open('#/jungle?seating=face');
    await gameView(session, 'jungle');
    assert.equal(await rootAttribute(session, 'data-mode'), 'local');
    await play(session, 'a3-a4');
    assert.equal(await rootAttribute(session, 'data-turn'), 'b');
    await play(session, 'g7-g6');
    assert.equal(await rootAttribute(session, 'data-turn'), 'r');
    assert.equal(await session.attribute('[data-cell="g6"]', 'aria-label'), 'g6, blue elephant');

    // A finished game: the result on the root and in its box, and the board takes no more moves.
    await session.open(`#/jungle?position=${encodeURIComponent(LAST_CAT)}&mode=local`);
    await waitForRoot(session, 'data-position', LAST_CAT);
    await play(session, 'd5-d6');
    await waitForRoot(session, 'data-result', 'red wins: no animals');
    await session.waitForSelector('.result-box:not([hidden])');
    assert.equal(await session.text('.result-box h2'), 'Red wins');
    assert.match(await session.text('.result-box'), /no animals left/);
    assert.equal(await plies(session), 1);
  } finally {
    await session.close();
  }
});

// White Ka1, Pe9; Black Kl6, Rd9, Nf10. e9-e10 promotes (four choices).
const PROMOTION = '1/1n1/rP3/7/9/10k/11/11/11/11/K10 w - 0 1';

engineTest(`${ENGINE}: hexagonal chess promotion: the panel offers four pieces, a knight is chosen`, async () => {
  const session = await newSession();
  try {
    await session.open(`#/hex?position=${encodeURIComponent(PROMOTION)}`);
    await gameView(session, 'hex');
    await session.tap('[data-cell="e9"]');
    await session.waitForSelector('[data-cell="e9"][aria-pressed="true"]');
    await session.tap('[data-cell="e10"]');
    await session.waitForSelector('.chooser.promotion:not([hidden]) button.promotion-option');
    assert.deepEqual(
      await session.evaluate(() =>
        [...document.querySelectorAll('.chooser.promotion button.promotion-option')].map((b) => b.innerText.trim()),
      ),
      ['Queen', 'Rook', 'Bishop', 'Knight'],
    );
    await session.tap('.chooser.promotion button.promotion-option', { text: 'Knight' });
    await waitForRoot(session, 'data-turn', 'b');
    assert.equal(await session.attribute('[data-cell="e10"]', 'aria-label'), 'e10, white knight');
    assert.equal(await session.text('.move-list .ply.current'), 'e9-e10=N');
  } finally {
    await session.close();
  }
});

// The app in Turkish, chosen by the browser's language, on the engine TAHTA_ENGINE names: the
// home screen, a game's labels and announcements, a dialog and a result.
// Run: TAHTA_ENGINE=webkit cargo xtask e2e tests/e2e/engines/turkish.test.mjs

import assert from 'node:assert/strict';
import { ENGINE, engineTest, newSession, useSessions } from './session.mjs';
import { gameView, play, waitForRoot } from './play.mjs';

useSessions();

engineTest(`${ENGINE}: a browser that prefers Turkish gets the app in Turkish`, async () => {
  const session = await newSession({ language: 'tr' });
  try {
    await session.open('#/');
    await session.waitForSelector('a.game-card[data-game="jungle"]');
    assert.equal(await session.attribute('html', 'lang'), 'tr');
    assert.match(await session.text('a.game-card[data-game="jungle"]'), /Orman Satrancı/);
    await session.tap('a.game-card[data-game="jungle"]');
    await gameView(session, 'jungle');
    assert.match(await session.text('.status'), /Sıra kırmızıda/);
    assert.equal(await session.attribute('[data-cell="e3"]', 'aria-label'), 'e3, kırmızı leopar');
    await play(session, 'e3-d3');
    assert.equal(await session.text('[aria-live="polite"]'), 'Kırmızı leopar e3 hücresinden d3 hücresine gitti');
    assert.match(await session.text('.status'), /Sıra mavide/);
    await session.tap('button', { text: 'Pes et' });
    await session.waitForSelector('dialog[open]');
    await session.tap('dialog[open] button', { text: 'Pes et' });
    await waitForRoot(session, 'data-result', 'red wins: resignation');
    assert.match(await session.text('.result-box'), /Kırmızı kazandı[\s\S]*Mavi pes etti/);
  } finally {
    await session.close();
  }
});

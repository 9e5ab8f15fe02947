// The offline app on the engine TAHTA_ENGINE names: after one visit the service worker serves
// the app, and the bot plays, with the server stopped. The test runs a tahta-server of its own
// (own-server.mjs), on an origin of its own, so stopping it takes nothing from the other tests
// and no other test's worker answers.
// Run: TAHTA_ENGINE=firefox cargo xtask e2e tests/e2e/engines/offline.test.mjs

import assert from 'node:assert/strict';
import { ENGINE, engineTest, newSession, useSessions } from './session.mjs';
import { gameView, play, waitForBot } from './play.mjs';
import { startOwnServer } from '../own-server.mjs';

useSessions();

engineTest(`${ENGINE}: after one visit, the app opens and the bot plays with the server stopped`, async () => {
  const server = await startOwnServer();
  const session = await newSession();
  try {
    await session.open(`${server.url}#/`);
    await session.waitForSelector('a.game-card[data-game="jungle"]');
    // The worker has installed every file of the build and controls the page.
    const scope = await session.waitFor(
      async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return navigator.serviceWorker.controller && registration?.active?.state === 'activated' && registration.scope;
      },
      null,
      { timeout: 60_000, what: 'a service worker in control' },
    );
    assert.equal(scope, server.url);
    await server.stop();
    assert.equal(
      await fetch(server.url).then(
        () => 'answered',
        () => 'gone',
      ),
      'gone',
      'the server is stopped',
    );

    // The page itself comes from the worker now; then the game's code and engine, which the
    // home page did not load, and the bot's worker.
    await session.reload();
    await session.waitForSelector('a.game-card[data-game="jungle"]');
    await session.open(`${server.url}#/jungle?mode=bot&level=easy&side=r`);
    await gameView(session, 'jungle');
    await play(session, 'a3-a4');
    await waitForBot(session, 2, 'r');
    // A reload, still without a server, resumes the game.
    await session.reload();
    await gameView(session, 'jungle');
    await waitForBot(session, 2, 'r');
  } finally {
    await session.close();
    await server.stop();
  }
});

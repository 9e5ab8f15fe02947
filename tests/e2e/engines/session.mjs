// The small driver interface the cross-engine tests are written against, once, and run on
// Chromium (Playwright), WebKit and Firefox (W3C WebDriver). `TAHTA_ENGINE` names the engine
// (`chromium` unless set); `cargo xtask test` runs these files once per engine.
//
//   const session = await newSession();            // a phone: 360×640, touch where the engine has it
//   await session.open('#/jungle?mode=bot');
//   await session.tap('[data-cell="a3"]');
//   await session.waitFor((n) => document.querySelectorAll('.ply').length === n, 2);
//   assert.equal(await session.attribute('[data-variant]', 'data-turn'), 'r');
//   await session.close();
//
// Scripts given to `evaluate` and `waitFor` run in the page: they must not use anything from the
// test's scope, only their one argument (which must survive JSON). A script that changes what
// the page's own code sees reaches it through `window.` (`window.navigator.share = …`,
// `window.WebAssembly.validate = …`): Firefox runs them in a sandbox over the page, whose bare
// `WebAssembly` is the sandbox's own and whose `navigator.x = …` the page does not see.
//
// Every session records the page's uncaught errors and unhandled rejections; `useSessions()`
// fails a test whose pages had any, after its body, and closes what a test left open.
//
// Tests are declared with `engineTest(name, body)`, which is node:test's `test` but for one
// thing: a run whose browser stopped answering its driver (BrowserStuck: a WebDriver command
// with no answer in two minutes, which WebKitGTK under Xvfb has done on a loaded machine) is
// run once more on fresh sessions, after saying why. A wrong page, a failed assertion or a
// second stuck browser fail the test as any failure does.

import { test, afterEach, after } from 'node:test';
import { ENGINE, BASE_URL, BrowserStuck } from './base-session.mjs';
import * as chromium from './chromium-session.mjs';
import * as webDriver from './webdriver-session.mjs';

export { ENGINE, BASE_URL };

/** The phone the tests play on, in CSS pixels. */
export const PHONE = { width: 360, height: 640 };

const open = new Set();
/** Page errors of sessions closed during the current test. */
let closedErrors = [];

/**
 * A new session of ENGINE, isolated from every other (its own storage, service workers and
 * cookies): a phone of PHONE's size unless `viewport` says otherwise. `language`: the browser's
 * preferred language (`en` unless told).
 */
export async function newSession({ language = 'en', viewport = PHONE } = {}) {
  const made =
    ENGINE === 'chromium'
      ? await chromium.chromiumSession({ language, viewport })
      : await webDriver.webDriverSession(ENGINE, { language, viewport });
  open.add(made);
  const close = made.close.bind(made);
  made.close = async () => {
    if (!open.delete(made)) return;
    closedErrors.push(...(await made.takeErrors().catch(() => [])));
    await close();
  };
  return made;
}

/** Closes every open session, whatever state it is in. */
async function closeAll() {
  await Promise.all([...open].map((session) => session.close().catch(() => {})));
}

/** Stops the engine's shared processes (Chromium's browser, WebKit's display). */
function shutDown() {
  return (ENGINE === 'chromium' ? chromium : webDriver).shutDown();
}

/** A test of this suite: node:test's `test`, run once more if its browser got stuck (above). */
export function engineTest(name, body) {
  test(name, async (t) => {
    try {
      await body(t);
    } catch (error) {
      if (!(error instanceof BrowserStuck)) throw error;
      t.diagnostic(`the browser stopped answering, the test runs once more on fresh sessions: ${error.message}`);
      await closeAll();
      await shutDown();
      await body(t);
    }
  });
}

/** Fails each test whose sessions saw page errors; closes sessions left open at the end. */
export function useSessions() {
  afterEach(async () => {
    const errors = closedErrors;
    closedErrors = [];
    for (const session of open) errors.push(...(await session.takeErrors()));
    if (errors.length) throw new Error(`${ENGINE}: ${errors.length} page error(s):\n  ${errors.join('\n  ')}`);
  });
  after(async () => {
    await closeAll();
    await shutDown();
  });
}

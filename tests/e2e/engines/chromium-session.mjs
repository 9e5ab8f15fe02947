// The driver interface (session.mjs) on Chromium, through Playwright: one headless Chromium per
// test file, a browser context (its own storage and service workers) per session, emulating a
// phone with touch.

import { launchBrowser } from '../harness.mjs';
import { Session, ERROR_COLLECTOR } from './base-session.mjs';

let browser = null;

class ChromiumSession extends Session {
  constructor(context, page, viewport) {
    super();
    this.context = context;
    this.page = page;
    this.touch = true;
    this.viewport = viewport;
  }

  async navigate(url) {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  evaluate(fn, arg) {
    return typeof fn === 'string' ? this.page.evaluate(fn) : this.page.evaluate(fn, arg);
  }

  async tapNth(selector, index) {
    await this.page.locator(selector).nth(index).tap();
  }

  async close() {
    await this.context.close();
  }
}

/** A Chromium session: a phone context of `viewport` at 2×, touch, in `language`. */
export async function chromiumSession({ language, viewport }) {
  // The whole Chromium, not the headless shell of Chromium's own files: these tests read what
  // the engine gives a page (wake lock, the clipboard), which the shell lacks.
  browser ??= await launchBrowser({ full: true });
  const context = await browser.newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: language === 'tr' ? 'tr-TR' : 'en-US',
  });
  // Before the page's own scripts: an error while it loads is seen too.
  await context.addInitScript(ERROR_COLLECTOR);
  const page = await context.newPage();
  return new ChromiumSession(context, page, viewport);
}

/** Closes the browser (the end of a test file). */
export async function shutDown() {
  await browser?.close();
  browser = null;
}

// The driver interface the cross-engine tests are written against (see session.mjs): what every
// engine's session does, over the few calls each engine implements.

import { BASE_URL } from '../harness.mjs';

export { BASE_URL };

/** The engine these tests drive: `chromium`, `webkit` or `firefox`. */
export const ENGINE = process.env.TAHTA_ENGINE || 'chromium';

/**
 * A browser that stopped answering its driver: a command had no answer in its time. The
 * session is dead from then on (every further command fails at once with this) and its
 * browser is killed; the test may be run once more on fresh sessions (session.mjs).
 */
export class BrowserStuck extends Error {}

/**
 * Collects the page's uncaught errors and unhandled rejections in `window.__tahtaErrors`.
 * Installed before the page's scripts where the engine allows it (Chromium), else right after
 * each load (WebDriver has no hook before a page's scripts).
 */
export const ERROR_COLLECTOR = `(() => {
  if (window.__tahtaErrors) return;
  window.__tahtaErrors = [];
  window.addEventListener('error', (e) => window.__tahtaErrors.push(String(e.error?.stack || e.message)));
  window.addEventListener('unhandledrejection', (e) => window.__tahtaErrors.push('unhandled rejection: ' + String(e.reason?.stack || e.reason)));
})();`;

/**
 * What every engine's session does. Subclasses implement `navigate(url)`, `evaluate(fn, arg)`,
 * `tapNth(selector, index)`, `close()`, and set `touch` and `viewport`.
 */
export class Session {
  /** @type {string} */ engine = ENGINE;
  /** Whether taps are touch input (false where the engine's driver has only a mouse). */
  touch = false;
  /** The page's size as measured after opening, `{ width, height }` in CSS pixels. */
  viewport = null;
  /** Errors of pages this session left (a reload or a new address starts a new page). */
  pastErrors = [];

  /** Opens `hash` (a route such as '#/jungle') of the served site, or a full URL; waits for its load. */
  async open(where = '#/') {
    const url = /^https?:/.test(where) ? where : BASE_URL + where;
    await this.keepErrors();
    await this.navigate(url);
    await this.evaluate(ERROR_COLLECTOR);
    this.viewport = await this.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  }

  /**
   * Reloads the page as a player does and waits for the new page's load. The page reloads
   * itself: geckodriver's own Refresh is a forced reload, which no service worker answers.
   */
  async reload() {
    await this.keepErrors();
    await this.evaluate(() => {
      window.__tahtaLeaving = true;
      setTimeout(() => location.reload(), 0);
    });
    await this.waitFor(() => !window.__tahtaLeaving && document.readyState === 'complete', null, {
      what: 'the page reloaded',
    });
    await this.evaluate(ERROR_COLLECTOR);
  }

  /** Keeps the errors of the page about to be left. */
  async keepErrors() {
    try {
      this.pastErrors.push(...(await this.evaluate(() => window.__tahtaErrors ?? [])));
    } catch {
      // No page yet, or one that cannot run scripts (about:blank in some engines).
    }
  }

  /** The page errors seen so far, and clears them. */
  async takeErrors() {
    await this.keepErrors();
    await this.evaluate(() => {
      if (window.__tahtaErrors) window.__tahtaErrors.length = 0;
    }).catch(() => {});
    const errors = this.pastErrors;
    this.pastErrors = [];
    return errors;
  }

  /**
   * Taps (touch) or clicks (mouse) the first element matching `selector`, or with `text` the
   * first whose trimmed text or aria-label is `text`; it is scrolled into view first.
   */
  async tap(selector, { text = null } = {}) {
    const index = await this.waitFor(
      ([css, wanted]) => {
        const found = [...document.querySelectorAll(css)].findIndex((node) => {
          const box = node.getBoundingClientRect();
          const shown = box.width > 0 && box.height > 0 && !node.closest('[hidden]');
          const name = [node.textContent.trim(), node.getAttribute('aria-label')];
          return shown && (wanted === null || name.includes(wanted));
        });
        return found >= 0 ? found : null;
      },
      [selector, text],
      { what: `a visible ${selector}${text ? ` saying “${text}”` : ''}` },
    );
    // In view, still and on top: a page that is still laying itself out (a panel closing, a
    // screen scrolled to its top) or covering the element (a toast, a dialog's backdrop) would
    // take the tap somewhere else. Two readings 100 ms apart agree, and the point the drivers
    // tap (the centre of the element's box) hits the element, as Playwright checks too.
    await this.waitFor(
      ([css, i]) => {
        const node = document.querySelectorAll(css)[i];
        if (!node) return false;
        node.scrollIntoView({ block: 'center' });
        const box = node.getBoundingClientRect();
        const where = [box.x, box.y, box.width, box.height].join();
        const still = window.__tahtaTapBox === where;
        window.__tahtaTapBox = where;
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return still && hit !== null && (hit === node || node.contains(hit));
      },
      [selector, index],
      { what: `${selector} in view, still and not covered` },
    );
    // A tap the page never received (no pointer, mouse or touch event reached it: a driver
    // that dropped its input on a machine too busy) is sent again; one it received is not,
    // since that could be a double tap.
    for (let attempt = 1; ; attempt++) {
      const page = await this.evaluate(() => {
        window.__tahtaTapSeen = 0;
        if (!window.__tahtaTapListening) {
          window.__tahtaTapListening = true;
          for (const kind of ['pointerdown', 'mousedown', 'touchstart']) {
            window.addEventListener(
              kind,
              () => {
                window.__tahtaTapSeen++;
              },
              true,
            );
          }
        }
        window.__tahtaTapPage ??= Math.random();
        return window.__tahtaTapPage;
      });
      await this.tapNth(selector, index);
      const received = await this.waitFor(
        (token) => window.__tahtaTapPage !== token || window.__tahtaTapSeen > 0,
        page,
        { timeout: 3000, what: 'the tap received' },
      ).catch(() => false);
      if (received) return;
      if (attempt === 3) throw new Error(`${this.engine}: the page never received a tap on ${selector} (3 tries)`);
    }
  }

  /** The attribute `name` of the first element matching `selector` (null if absent or none). */
  attribute(selector, name) {
    return this.evaluate(([css, attr]) => document.querySelector(css)?.getAttribute(attr) ?? null, [selector, name]);
  }

  /** The text of the first element matching `selector` as shown (innerText), or null. */
  text(selector) {
    return this.evaluate((css) => document.querySelector(css)?.innerText ?? null, selector);
  }

  /** How many elements match `selector`. */
  count(selector) {
    return this.evaluate((css) => document.querySelectorAll(css).length, selector);
  }

  /**
   * Runs `predicate(arg)` in the page until it returns something other than null, undefined or
   * false, and returns that; throws after `timeout` ms naming `what` and the last error.
   */
  async waitFor(predicate, arg = null, { timeout = 30_000, what = String(predicate) } = {}) {
    const deadline = Date.now() + timeout;
    let lastError = null;
    for (;;) {
      try {
        const value = await this.evaluate(predicate, arg);
        if (value !== null && value !== undefined && value !== false) return value;
        lastError = null;
      } catch (error) {
        if (error instanceof BrowserStuck) throw error;
        // A page being replaced (a reload) cannot run scripts for a moment.
        lastError = error;
      }
      if (Date.now() > deadline) {
        const why = lastError ? ` (last error: ${lastError.message})` : '';
        throw new Error(`${this.engine}: waited ${timeout} ms for ${what}${why}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Waits until an element matches `selector`. */
  waitForSelector(selector, options = {}) {
    return this.waitFor((css) => document.querySelector(css) !== null, selector, { what: selector, ...options });
  }
}

// The driver interface (session.mjs) on WebKit and Firefox, through W3C WebDriver.
//
// The client is selenium-webdriver: the Selenium project's own, which speaks the classic W3C
// protocol both drivers implement (WebKitGTK's WebKitWebDriver has little of WebDriver BiDi, the
// protocol webdriverio's sessions open by default), in five packages where webdriverio brings
// more than a hundred. Its Selenium Manager, which downloads drivers, never runs: every session
// is opened on a driver started here (`usingServer`).
//
// Each session is a driver process of its own with its own browser (both drivers hold one
// session at a time): so sessions are isolated as two phones are. WebKit runs as WebKitGTK's
// MiniBrowser, full screen (no toolbar) in a window the size of the phone, on an Xvfb display
// started once per test file; Firefox runs headless.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Builder } from 'selenium-webdriver';
import firefox from 'selenium-webdriver/firefox.js';
import { Pointer } from 'selenium-webdriver/lib/input.js';
import { BrowserStuck, Session } from './base-session.mjs';

/** Processes started here (drivers, Xvfb), stopped at the end of the file whatever happens. */
const processes = new Set();
process.on('exit', () => {
  for (const child of processes) signalGroup(child, 'SIGKILL');
});

/**
 * Sends `signal` to `child`'s process group: the driver and the browser it started (each
 * process started here leads a group of its own), whether or not the driver is still running.
 */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The whole group has exited already.
  }
}

/** A free loopback port (free when asked: the driver binds it a moment later). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `program` with its output kept (shown if it fails to start), tracked for the exit. */
function start(program, args, env = {}, extraStdio = []) {
  const child = spawn(program, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...extraStdio],
    // A process group of its own, so that stopping a driver stops its browser too.
    detached: true,
  });
  child.output = '';
  const keep = (chunk) => {
    child.output = (child.output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  processes.add(child);
  child.on('exit', () => processes.delete(child));
  child.exited = new Promise((resolve) => child.on('exit', resolve));
  child.on('error', (error) => {
    child.output += `\n${error.message}`;
  });
  return child;
}

/**
 * How long one WebDriver command may take. The drivers bound a script (60 s) and a page load
 * (60 s) themselves, but not a command the browser never answers: without this a stuck
 * browser holds its test until the file's timeout (900 s) and says nothing of why.
 * TAHTA_WEBDRIVER_COMMAND_MS shortens it, to see a stuck browser handled without the wait.
 */
const COMMAND_TIMEOUT = Number(process.env.TAHTA_WEBDRIVER_COMMAND_MS) || 120_000;

/** The driver's and its browser's processes, as `ps` shows them (for a stuck command's report). */
function processTree(child) {
  return new Promise((resolve) => {
    const ps = spawn('ps', ['-e', '--forest', '-o', 'pid,ppid,stat,pcpu,rss,etime,args'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let text = '';
    ps.stdout.on('data', (chunk) => {
      text += chunk;
    });
    ps.on('close', () => {
      const lines = text.split('\n');
      const around = lines.filter((line) => /WebKit|MiniBrowser|firefox|geckodriver|Xvfb/.test(line));
      resolve(around.join('\n') || `(no browser processes; driver pid ${child.pid})`);
    });
    ps.on('error', () => resolve('(ps failed)'));
  });
}

/**
 * `promise` (a WebDriver command, `what`), or BrowserStuck after COMMAND_TIMEOUT naming the
 * command, the driver's last output and the browser's processes.
 */
async function bounded(what, child, promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(async () => {
      reject(
        new BrowserStuck(
          `${what}: no answer from the WebDriver server in ${COMMAND_TIMEOUT} ms\n` +
            `driver output: ${child.output.slice(-1500) || '(none)'}\nprocesses:\n${await processTree(child)}`,
        ),
      );
    }, COMMAND_TIMEOUT);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Stops `child` and whatever it started: asked first, killed after 5 s. */
async function stop(child) {
  if (!child) return;
  if (child.exitCode === null && child.signalCode === null) {
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 5000);
    await child.exited;
    clearTimeout(timer);
  }
  // A browser its driver left behind.
  signalGroup(child, 'SIGKILL');
}

let display = null;

/** The X display of the Xvfb started for this file's WebKit sessions (started on first use). */
async function xDisplay() {
  display ??= (async () => {
    // -displayfd: Xvfb picks a free display and writes its number on fd 3 once it is ready.
    const xvfb = start('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {}, ['pipe']);
    const number = await new Promise((resolve, reject) => {
      let text = '';
      xvfb.stdio[3].on('data', (chunk) => {
        text += chunk;
        if (text.includes('\n')) resolve(text.trim());
      });
      xvfb.on('exit', () => reject(new Error(`Xvfb did not start: ${xvfb.output}`)));
      setTimeout(() => reject(new Error(`Xvfb gave no display in 30 s: ${xvfb.output}`)), 30_000).unref();
    });
    return { xvfb, name: `:${number}` };
  })();
  return (await display).name;
}

/** WebKitGTK's MiniBrowser (`webkit2gtk-driver`'s dependency, under /usr/lib/<arch>/). */
function miniBrowser() {
  if (process.env.TAHTA_MINIBROWSER) return process.env.TAHTA_MINIBROWSER;
  for (const arch of readdirSync('/usr/lib')) {
    const candidate = path.join('/usr/lib', arch, 'webkit2gtk-4.1', 'MiniBrowser');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('no /usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser: apt-get install webkit2gtk-driver');
}

/** geckodriver: TAHTA_GECKODRIVER, else the one `cargo install` put in ~/.cargo/bin, else $PATH. */
function geckodriver() {
  if (process.env.TAHTA_GECKODRIVER) return process.env.TAHTA_GECKODRIVER;
  const cargoHome = process.env.CARGO_HOME || path.join(homedir(), '.cargo');
  const installed = path.join(cargoHome, 'bin', 'geckodriver');
  return existsSync(installed) ? installed : 'geckodriver';
}

/** Firefox: Debian's firefox-esr unless TAHTA_FIREFOX names another. */
const FIREFOX = process.env.TAHTA_FIREFOX || '/usr/bin/firefox-esr';

/** Where the Turkish locale is compiled for WebKit (once; kept in target/ between runs). */
const LOCALES = fileURLToPath(new URL('../../../target/locales/', import.meta.url));

/**
 * The environment that makes WebKitGTK prefer `language`. It takes the page's language from
 * the C library's locale (LC_CTYPE), not from LANGUAGE, and a locale the system has not
 * compiled counts as none (English): Turkish is compiled here from the system's locale
 * sources with `localedef`, as `locale-gen` would, into a folder of our own.
 */
async function webKitLocale(language) {
  if (language !== 'tr') return { LC_ALL: 'C' }; // WebKit's "no locale": en-US
  const name = 'tr_TR.UTF-8';
  if (!existsSync(path.join(LOCALES, name, 'LC_CTYPE'))) {
    mkdirSync(LOCALES, { recursive: true });
    const localedef = start('localedef', ['-i', 'tr_TR', '-f', 'UTF-8', path.join(LOCALES, name)]);
    const code = await localedef.exited;
    if (code !== 0) throw new Error(`localedef could not compile ${name}: ${localedef.output}`);
  }
  return { LOCPATH: LOCALES, LC_ALL: name };
}

/** How each engine's driver is started and what its session asks for. */
const ENGINES = {
  webkit: {
    async driver(port, language) {
      return start('WebKitWebDriver', [`--port=${port}`], {
        DISPLAY: await xDisplay(),
        ...(await webKitLocale(language)),
      });
    },
    capabilities() {
      return {
        browserName: 'MiniBrowser',
        // Full screen hides MiniBrowser's toolbar, which also holds the window to 447 px or
        // more; the window is then sized to the phone.
        'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation', '--full-screen'] },
      };
    },
  },
  firefox: {
    async driver(port) {
      // Its own WebSocket port too: two sessions at once must not both ask for the default one.
      return start(geckodriver(), ['--port', String(port), '--websocket-port', String(await freePort())]);
    },
    capabilities(language) {
      return (
        new firefox.Options()
          .setBinary(FIREFOX)
          .addArguments('-headless')
          .setPreference('intl.accept_languages', language === 'tr' ? 'tr-TR, tr' : 'en-US, en')
          // Touch events, as on a phone: the driver's touch pointer then sends them.
          .setPreference('dom.w3c_touch_events.enabled', 1)
          // Firefox holds its window to 500 px or more (its toolbars' room); a profile whose
          // userChrome.css lifts that lets it be a phone's width.
          .setPreference('toolkit.legacyUserProfileCustomizations.stylesheets', true)
          .setProfile(narrowProfile())
      );
    },
  },
};

let profile = null;

/**
 * A Firefox profile folder holding only a userChrome.css that lets the window be narrow (made
 * once per file; each session gets a copy of it, as geckodriver sends profiles).
 */
function narrowProfile() {
  if (!profile) {
    profile = mkdtempSync(path.join(tmpdir(), 'tahta-firefox-'));
    mkdirSync(path.join(profile, 'chrome'));
    writeFileSync(
      path.join(profile, 'chrome', 'userChrome.css'),
      ':root, #main-window { min-width: 0 !important; min-height: 0 !important; }\n',
    );
  }
  return profile;
}

/** Waits until the driver on `port` answers its status. */
async function driverReady(child, port) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
    } catch {
      // Not listening yet (or not answering yet).
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the WebDriver server did not start: ${child.output}`);
}

class WebDriverSession extends Session {
  /** The BrowserStuck that ended this session, if one did. */
  stuck = null;

  constructor(engine, driver, child, touch) {
    super();
    this.engine = engine;
    this.driver = driver;
    this.child = child;
    this.touch = touch;
  }

  /**
   * Sends a command (`send()`, the driver's call) and waits for its answer, bounded. The first
   * command left unanswered kills the browser, and every later one fails at once with the same
   * error: a dead browser would otherwise cost each of the test's remaining commands (its
   * clean-up's included) the whole COMMAND_TIMEOUT.
   */
  async command(what, send) {
    if (this.stuck) throw this.stuck;
    try {
      return await bounded(what, this.child, send());
    } catch (error) {
      if (error instanceof BrowserStuck) {
        this.stuck = error;
        signalGroup(this.child, 'SIGKILL');
      }
      throw error;
    }
  }

  async navigate(url) {
    await this.command(`opening ${url}`, () => this.driver.get(url));
  }

  evaluate(fn, arg) {
    const [script, args] = typeof fn === 'string' ? [fn, []] : [`return (${fn})(arguments[0]);`, [arg]];
    return this.command(`a script (${script.slice(0, 80)}…)`, () => this.driver.executeScript(script, ...args));
  }

  async tapNth(selector, index) {
    const element = (await this.command(`finding ${selector}`, () => this.driver.findElements({ css: selector })))[
      index
    ];
    if (!element) throw new Error(`${this.engine}: no element ${index} of ${selector}`);
    const pointer = new Pointer('finger', this.touch ? Pointer.Type.TOUCH : Pointer.Type.MOUSE);
    await this.command(`a tap on ${selector}`, () =>
      this.driver
        .actions()
        .insert(pointer, pointer.move({ origin: element }), pointer.press(), pointer.release())
        .perform(),
    );
  }

  /** Ends the session and stops its driver and browser; a browser stuck on the way out is killed, not reported. */
  async close() {
    try {
      if (!this.stuck) await this.command('closing the session', () => this.driver.quit());
    } catch (error) {
      if (!(error instanceof BrowserStuck)) throw error;
      process.stderr.write(`${this.engine}: ${error.message}\n`);
    } finally {
      await stop(this.child);
    }
  }
}

/** A new WebKit or Firefox session of a phone's `viewport`, the browser preferring `language`. */
export async function webDriverSession(engine, { language, viewport }) {
  const setup = ENGINES[engine];
  if (!setup) throw new Error(`unknown engine '${engine}': chromium, webkit or firefox`);
  const port = await freePort();
  const child = await setup.driver(port, language);
  await driverReady(child, port);
  let driver;
  try {
    driver = await bounded(
      'starting the browser',
      child,
      new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(setup.capabilities(language)).build(),
    );
    await bounded('setting timeouts', child, driver.manage().setTimeouts({ script: 60_000, pageLoad: 60_000 }));
    // The window's frame (toolbars) is what the outer size has beyond the page: sized so that
    // the page gets the phone's width and height.
    await bounded(
      'sizing the window',
      child,
      driver.manage().window().setRect({ width: viewport.width, height: viewport.height }),
    );
    const inner = await bounded(
      'measuring the window',
      child,
      driver.executeScript('return [outerWidth - innerWidth, outerHeight - innerHeight]'),
    );
    if (inner[0] || inner[1]) {
      await bounded(
        'sizing the window',
        child,
        driver
          .manage()
          .window()
          .setRect({ width: viewport.width + inner[0], height: viewport.height + inner[1] }),
      );
    }
  } catch (error) {
    await stop(child);
    throw error;
  }
  // WebKitGTK's driver turns a touch pointer into mouse events: it has no touch to give.
  const touch = engine === 'firefox';
  return new WebDriverSession(engine, driver, child, touch);
}

/** Stops Xvfb and removes the profile (the end of a test file); drivers stop with their sessions. */
export async function shutDown() {
  if (profile) rmSync(profile, { recursive: true, force: true });
  profile = null;
  if (display) {
    const { xvfb } = await display.catch(() => ({ xvfb: null }));
    display = null;
    await stop(xvfb);
  }
}

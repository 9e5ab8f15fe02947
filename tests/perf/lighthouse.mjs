// Lighthouse 12 (its default, mobile preset: a mid-range phone on a slow 4G link, simulated
// throttling) against the served site, with the system Chromium: the home page and each game's
// page, each in a fresh browser profile (a first visit). Prints the category scores and the
// load metrics of each, then a table of them; writes each full report to target/lighthouse/
// (`report-<page>.html` and `.json`).
//
//   cargo xtask lighthouse            (builds dist/, serves it, runs this; `npm ci` here first)
//   node tests/perf/lighthouse.mjs <url> [report-dir]
//
// Not part of `cargo xtask test`: scores vary from run to run with the machine's load.
// Lighthouse 12 has no "PWA" category any more (removed in 12.0); installability is checked
// here through Chrome's own check (Page.getInstallabilityErrors), and by
// tests/e2e/offline.test.mjs.

import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const url = process.argv[2];
const reportDir = process.argv[3] ?? 'target/lighthouse';
if (!url) {
  console.error('usage: node tests/perf/lighthouse.mjs <url> [report-dir]');
  process.exit(2);
}

/** The pages measured: the home page, then each game's page. */
const PAGES = [
  { name: 'home', hash: '' },
  { name: 'jungle', hash: '#/jungle' },
  { name: 'hex', hash: '#/hex' },
  { name: 'timur', hash: '#/timur' },
  { name: 'sanguo', hash: '#/sanguo' },
];

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
  'interactive',
  'total-byte-weight',
  'dom-size',
];

/** Lighthouse on one page in a fresh profile; returns its report (lhr), or null if it failed. */
async function measure(page) {
  const profile = mkdtempSync(path.join(tmpdir(), 'tahta-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    userDataDir: profile,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const pageUrl = url + page.hash;
  try {
    const result = await lighthouse(pageUrl, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { lhr, report } = result;
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, `report-${page.name}.html`), report[0]);
    writeFileSync(path.join(reportDir, `report-${page.name}.json`), report[1]);

    console.log(
      `Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} preset, ` +
        `${lhr.configSettings.throttlingMethod} throttling, ${lhr.environment.hostUserAgent}`,
    );
    console.log(`${lhr.finalDisplayedUrl}\n`);
    for (const category of Object.values(lhr.categories)) {
      const score = category.score === null ? '–' : Math.round(category.score * 100);
      console.log(`  ${category.title.padEnd(16)} ${String(score).padStart(3)}`);
    }
    console.log('');
    for (const id of METRICS) {
      const audit = lhr.audits[id];
      if (audit) console.log(`  ${audit.title.padEnd(26)} ${audit.displayValue ?? ''}`);
    }
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => `  ${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    if (failing.length) console.log(`\naudits below 90:\n${failing.join('\n')}`);

    if (page.hash === '') {
      // Chrome's own installability check, on the same page in the same (non-incognito) profile.
      const { default: puppeteer } = await import('puppeteer-core');
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      await tab.goto(pageUrl, { waitUntil: 'load' });
      await tab.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const session = await tab.createCDPSession();
      const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
      console.log(
        `\n  installable (Chrome)  ${
          installabilityErrors.length === 0 ? 'yes' : `no: ${installabilityErrors.map((e) => e.errorId).join(', ')}`
        }`,
      );
      await browser.disconnect();
    }
    console.log(`\nfull report: ${path.join(reportDir, `report-${page.name}.html`)}\n`);
    return lhr;
  } catch (error) {
    console.error(`lighthouse failed on ${pageUrl}: ${error?.stack ?? error}`);
    return null;
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

const rows = [];
for (const page of PAGES) rows.push([page.name, await measure(page)]);

// One line per page: the performance score and the figures it is made of.
const columns = ['performance', 'FCP', 'LCP', 'SI', 'TBT', 'CLS', 'TTI', 'bytes', 'DOM'];
console.log(['page'.padEnd(8), ...columns.map((c) => c.padStart(11))].join(' '));
for (const [name, lhr] of rows) {
  const figure = (id) => {
    const audit = lhr.audits[id];
    if (!audit) return '–';
    if (id === 'total-byte-weight') return `${Math.round(audit.numericValue / 1024)} KiB`;
    if (id === 'dom-size') return String(audit.numericValue);
    return audit.displayValue ?? '–';
  };
  const cells = lhr
    ? [String(Math.round(lhr.categories.performance.score * 100)), ...METRICS.map(figure)]
    : columns.map(() => 'failed');
  console.log([name.padEnd(8), ...cells.map((c) => String(c).padStart(11))].join(' '));
}
process.exit(rows.some(([, lhr]) => lhr === null) ? 1 : 0);

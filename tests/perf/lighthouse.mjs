// Lighthouse 12 (its default, mobile preset: a mid-range phone on a slow 4G link, simulated
// throttling) against the served site, with the system Chromium. Prints the category scores
// and the load metrics; writes the full report to target/lighthouse/.
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

let failed = false;
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: ['html', 'json'],
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { lhr, report } = result;
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, 'report.html'), report[0]);
  writeFileSync(path.join(reportDir, 'report.json'), report[1]);

  console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} preset, ` +
    `${lhr.configSettings.throttlingMethod} throttling, ${lhr.environment.hostUserAgent}`);
  console.log(`${lhr.finalDisplayedUrl}\n`);
  for (const category of Object.values(lhr.categories)) {
    const score = category.score === null ? '–' : Math.round(category.score * 100);
    console.log(`  ${category.title.padEnd(16)} ${String(score).padStart(3)}`);
  }
  console.log('');
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'speed-index',
    'total-blocking-time',
    'cumulative-layout-shift',
    'interactive',
    'total-byte-weight',
  ]) {
    const audit = lhr.audits[id];
    if (audit) console.log(`  ${audit.title.padEnd(26)} ${audit.displayValue ?? ''}`);
  }
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative'
      && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
    .map((a) => `  ${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  if (failing.length) console.log(`\naudits below 90:\n${failing.join('\n')}`);

  // Chrome's own installability check, on the same page in the same (non-incognito) profile.
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const session = await page.createCDPSession();
  const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
  console.log(`\n  installable (Chrome)  ${installabilityErrors.length === 0 ? 'yes' :
    `no: ${installabilityErrors.map((e) => e.errorId).join(', ')}`}`);
  await browser.disconnect();
  console.log(`\nfull report: ${path.join(reportDir, 'report.html')}`);
} catch (error) {
  console.error(`lighthouse failed: ${error?.stack ?? error}`);
  failed = true;
} finally {
  await chrome.kill();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

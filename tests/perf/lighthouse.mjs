// Lighthouse 12 (its default, mobile preset: a mid-range phone on a slow 4G link, simulated
// throttling) against the served site, with the system Chromium: the home page and each game's
// page, each in a fresh browser profile (a first visit). Prints the category scores and the
// load metrics of each, then a table of them; writes each full report to target/lighthouse/
// (`report-<page>.html` and `.json`).
//
//   cargo xtask lighthouse [--pages timur,hex] [--runs 3]   (builds dist/, serves it, runs this)
//   node tests/perf/lighthouse.mjs <url> [report-dir] [--pages …] [--runs N]
//
// With --runs N each page is measured N times, each time in a fresh profile, and the table
// gives each figure's median over the runs (and every run's performance score and TBT, which
// vary most); the report written is the one of the run with the median score.
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

const USAGE = 'usage: node tests/perf/lighthouse.mjs <url> [report-dir] [--pages home,timur] [--runs N]';
const [url, ...rest] = process.argv.slice(2);
const options = { pages: null, runs: 1 };
const positional = [];
for (let i = 0; i < rest.length; i++) {
  if (rest[i] === '--pages') options.pages = (rest[++i] ?? '').split(',').filter(Boolean);
  else if (rest[i] === '--runs') options.runs = Number(rest[++i]);
  else positional.push(rest[i]);
}
const reportDir = positional[0] ?? 'target/lighthouse';
if (!url || !(Number.isInteger(options.runs) && options.runs >= 1 && options.runs <= 15)) {
  console.error(USAGE);
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

const unknownPages = (options.pages ?? []).filter((name) => !PAGES.some((page) => page.name === name));
if (unknownPages.length) {
  console.error(`no page ${unknownPages.join(', ')}; the pages: ${PAGES.map((p) => p.name).join(', ')}\n${USAGE}`);
  process.exit(2);
}

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
    return { lhr, report };
  } catch (error) {
    console.error(`lighthouse failed on ${pageUrl}: ${error?.stack ?? error}`);
    return null;
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The median of numbers (the lower middle one of an even count). */
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * A page's runs as one: the run with the median performance score (its report is kept), with
 * each metric's value replaced by the median over the runs.
 */
function medianRun(page, runs) {
  const measured = runs.filter(Boolean);
  if (measured.length < runs.length) return null;
  const score = (run) => run.lhr.categories.performance.score;
  const chosen = measured.slice().sort((a, b) => score(a) - score(b))[Math.floor((measured.length - 1) / 2)];
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, `report-${page.name}.html`), chosen.report[0]);
  writeFileSync(path.join(reportDir, `report-${page.name}.json`), chosen.report[1]);
  console.log(`full report: ${path.join(reportDir, `report-${page.name}.html`)}\n`);
  const lhr = structuredClone(chosen.lhr);
  lhr.categories.performance.score = median(measured.map(score));
  for (const id of METRICS) {
    const values = measured.map((run) => run.lhr.audits[id]?.numericValue).filter((v) => typeof v === 'number');
    if (!lhr.audits[id] || values.length < measured.length) continue;
    lhr.audits[id].numericValue = median(values);
    lhr.audits[id].displayValue = display(id, median(values));
  }
  if (measured.length > 1) {
    const each = measured.map(
      (run) =>
        `${Math.round(score(run) * 100)} (TBT ${Math.round(run.lhr.audits['total-blocking-time'].numericValue)} ms)`,
    );
    console.log(`${page.name}: ${measured.length} runs, performance ${each.join(', ')}\n`);
  }
  return lhr;
}

/** A metric's value as the table shows it. */
function display(id, value) {
  if (id === 'cumulative-layout-shift') return value.toFixed(3);
  if (id === 'total-byte-weight' || id === 'dom-size') return String(Math.round(value));
  if (id === 'total-blocking-time') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(1)} s`;
}

const rows = [];
for (const page of PAGES.filter((p) => !options.pages || options.pages.includes(p.name))) {
  const runs = [];
  for (let run = 0; run < options.runs; run++) runs.push(await measure(page));
  rows.push([page.name, medianRun(page, runs)]);
}

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

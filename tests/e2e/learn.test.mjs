// The lessons (`#/learn/<variant>`) through the real app: a whole lesson done with three stars in
// each game (English and Turkish), a wrong try explained and its solution shown, a task played
// with the keyboard and what a screen reader hears, the stars kept in this browser and a corrupt
// record of them, the links from the home cards and the rules pages, and every lessons and
// puzzles screen looked at on a phone held upright and sideways in every language of the app
// (nothing cut, no message key).
// Run: cargo xtask e2e tests/e2e/learn.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, browser, phoneContext, openApp, browserLookingButtons } from './harness.mjs';
import { screenProblems } from './screen-problems.mjs';

useBrowser();

const ROOT = new URL('../../', import.meta.url);
const json = (path) => JSON.parse(readFileSync(new URL(path, ROOT), 'utf8'));
const lessonsOf = (variant) => json(`www/lessons/${variant}.json`).lessons;
const textsOf = (variant, lang) => json(`www/lessons/${variant}.${lang}.json`);

const UPRIGHT = { width: 360, height: 640 };
const SIDEWAYS = { width: 640, height: 360 };

/** A phone context in `locale` at `viewport`. */
function phone(locale = 'en-US', viewport = UPRIGHT) {
  return phoneContext(browser(), { locale, viewport });
}

/** Waits for the lesson screen's task `task` to be on the board, playing. */
async function taskShown(page, task) {
  await page.waitForSelector(`main[data-learn][data-task="${task}"][data-status="playing"] [data-cell]`);
}

/**
 * Plays a learner's move (`b3-b4`, `e9-e10=Q`, Timur's `f2<>b8`) by tapping its cells (and the
 * promotion's piece) and waits until the engine has taken it.
 */
async function tapMove(page, move) {
  const [path, promotion] = move.split('=');
  const [from, to] = path.split(/-|<>/);
  const before = await page.locator('[data-moves]').textContent();
  await page.locator(`[data-cell="${from}"]`).tap();
  await page.waitForSelector(`[data-cell="${from}"][aria-pressed="true"]`);
  await page.locator(`[data-cell="${to}"]`).tap();
  if (promotion) await page.locator(`[data-promotion="${promotion}"]`).tap();
  await page.waitForFunction((was) => document.querySelector('[data-moves]')?.textContent !== was, before);
}

/** The first lesson of each game, done whole; the languages alternate. */
const FIRST = [
  ['jungle', 'en-US'],
  ['hex', 'tr-TR'],
  ['timur', 'en-US'],
  ['sanguo', 'tr-TR'],
];

for (const [variant, locale] of FIRST) {
  test(`${variant} (${locale}): the first lesson done with three stars on every task`, async () => {
    const lesson = lessonsOf(variant)[0];
    const texts = textsOf(variant, locale.slice(0, 2));
    const context = await phone(locale);
    const page = await openApp(context, `#/learn/${variant}/${lesson.id}`);
    for (const [i, task] of lesson.tasks.entries()) {
      await taskShown(page, i);
      assert.equal(await page.locator('[data-goal]').textContent(), texts[task.text]);
      // The goal's cells are marked, for the eyes and in the cells' names.
      for (const cell of await page.locator('.learn-mark').evaluateAll((marks) => marks.map((m) => m.dataset.mark))) {
        assert.match(
          await page.locator(`[data-cell="${cell}"]`).getAttribute('aria-label'),
          locale === 'en-US' ? /marked/ : /işaretli/,
        );
      }
      for (const move of task.solution) await tapMove(page, move);
      await page.waitForSelector('main[data-learn][data-status="done"][data-stars="3"]');
      assert.equal(await page.locator('[data-result="done"] .learn-stars').getAttribute('data-stars'), '3');
      if (i < lesson.tasks.length - 1) await page.locator('[data-action="next-task"]').tap();
    }
    // The last task leads on to the next lesson; the list shows the stars, kept in this browser.
    assert.equal(await page.locator('[data-action="next-lesson"]').count(), 1);
    await page.evaluate((v) => {
      location.hash = `#/learn/${v}`;
    }, variant);
    const link = page.locator(`[data-lesson-link="${lesson.id}"]`);
    await link.waitFor();
    assert.equal(await link.getAttribute('data-done'), 'true');
    const most = 3 * lesson.tasks.length;
    assert.match(
      await link.getAttribute('aria-label'),
      new RegExp(locale === 'en-US' ? `${most} of ${most} stars` : `${most} yıldızdan ${most}`),
    );
    const stored = await page.evaluate((v) => JSON.parse(localStorage.getItem(`tahta.v1.learn.${v}`)), variant);
    assert.deepEqual(
      stored.stars[lesson.id],
      lesson.tasks.map(() => 3),
    );
    await context.close();
  });
}

test('a wrong try is explained, its solution shown without stars, and the task starts again', async () => {
  const lesson = lessonsOf('hex').find((l) => l.id === 'double-step');
  const task = lesson.tasks[0];
  const texts = textsOf('hex', 'en');
  const context = await phone();
  const page = await openApp(context, '#/learn/hex/double-step');
  await taskShown(page, 0);
  for (const move of task.wrong_try) await tapMove(page, move);
  await page.waitForSelector('main[data-status="failed"]');
  const said = await page.locator('[data-result="failed"]').textContent();
  assert.ok(said.includes(texts[task.wrong]), said);
  // What is said: the move, then why the try failed.
  assert.ok((await page.locator('[data-learn-status]').textContent()).endsWith(said));
  // … heard, not seen twice: the status line shows the move, the words below it why it failed.
  assert.ok(
    !(await page.locator('[data-learn-status]').evaluate((s) => s.firstChild.textContent)).includes(texts[task.wrong]),
  );
  // The board takes no more moves.
  assert.equal(await page.locator('[data-cell][aria-pressed]').count(), 0);
  await page.locator('[data-action="show-solution"]').tap();
  await page.waitForSelector('main[data-status="done"]', { timeout: 10_000 });
  assert.equal(
    await page.evaluate(() => localStorage.getItem('tahta.v1.learn.hex')),
    null,
    'a solution shown earns no stars',
  );
  await page.locator('[data-action="again"]').tap();
  await taskShown(page, 0);
  await context.close();
});

test('a longer answer earns fewer stars and a word on how to earn three; the best is kept', async () => {
  const context = await phone();
  const page = await openApp(context, '#/learn/jungle/rat');
  await taskShown(page, 0);
  // The rat visits b4 and c5 in five moves, two more than the par.
  for (const move of ['b3-b4', 'b4-b5', 'b5-b6', 'b6-c6', 'c6-c5']) await tapMove(page, move);
  await page.waitForSelector('main[data-status="done"][data-stars="2"]');
  assert.match(await page.locator('.learn-tip').textContent(), /Three stars take 3 moves/);
  const stars = () => page.evaluate(() => JSON.parse(localStorage.getItem('tahta.v1.learn.jungle')).stars.rat);
  assert.deepEqual(await stars(), [2]);
  await page.locator('[data-action="again"]').tap();
  await taskShown(page, 0);
  for (const move of ['b3-b4', 'b4-b5', 'b5-c5']) await tapMove(page, move);
  await page.waitForSelector('main[data-status="done"][data-stars="3"]');
  assert.deepEqual(await stars(), [3]);
  // A worse try afterwards keeps the three stars.
  await page.locator('[data-action="again"]').tap();
  await taskShown(page, 0);
  for (const move of ['b3-b4', 'b4-b5', 'b5-b6', 'b6-c6', 'c6-c5']) await tapMove(page, move);
  await page.waitForSelector('main[data-status="done"][data-stars="2"]');
  assert.deepEqual(await stars(), [3]);
  await context.close();
});

test('a task played with the keyboard, and what a screen reader hears', async () => {
  const context = await phone();
  const page = await openApp(context, '#/learn/jungle/rat');
  await taskShown(page, 0);
  assert.match(await page.locator('[data-cell="c5"]').getAttribute('aria-label'), /^c5, marked$/);
  // The rat swims b3 → b4 → b5 → c5: each cell reached with the arrow keys, taken with Enter.
  await page.locator('[data-cell="b3"]').focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('[data-cell="b3"]').getAttribute('aria-pressed'), 'true');
  for (const [key, cell] of [
    ['ArrowUp', 'b4'],
    ['Enter', null],
    ['Enter', null],
    ['ArrowUp', 'b5'],
    ['Enter', null],
    ['Enter', null],
    ['ArrowRight', 'c5'],
    ['Enter', null],
  ]) {
    await page.keyboard.press(key);
    if (cell) assert.equal(await page.evaluate(() => document.activeElement?.dataset.cell), cell);
  }
  await page.waitForSelector('main[data-status="done"][data-stars="3"]');
  const said = await page.locator('[data-learn-status]').textContent();
  assert.match(said, /^You played Red rat b5-c5\. Done in 3 moves\. 3 stars/);
  assert.equal(await page.locator('[data-learn-status]').getAttribute('aria-live'), 'polite');
  // The next step has the focus.
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'next-task');
  await context.close();
});

test('a corrupt record of the stars is said, kept aside and replaced; nothing else is lost', async () => {
  const context = await phone();
  const page = await openApp(context, '#/');
  const puzzles = JSON.stringify({
    v: 1,
    rating: 1234,
    streak: 2,
    best: 3,
    solved: ['0123abcd'],
    tried: ['0123abcd'],
  });
  await page.evaluate((kept) => {
    localStorage.setItem('tahta.v1.learn.jungle', '{"v":1,"stars":{"rat":[3,"x"');
    localStorage.setItem('tahta.v1.learn.hex', JSON.stringify({ v: 1, stars: { king: [3, 2] } }));
    localStorage.setItem('tahta.v1.puzzles.jungle', kept);
  }, puzzles);
  await page.evaluate(() => {
    location.hash = '#/learn/jungle';
  });
  const notice = page.locator('main[data-learn] [data-notice]');
  await notice.waitFor();
  assert.match(await notice.textContent(), /progress kept in this browser for Jungle could not be read/);
  await page.locator('[data-lesson-link="rat"]').waitFor();
  assert.match(await page.locator('[data-lesson-link="rat"]').getAttribute('aria-label'), /0 of 6 stars/);
  const kept = await page.evaluate(() => ({
    aside: localStorage.getItem('tahta.v1.learn.jungle.unreadable'),
    puzzles: localStorage.getItem('tahta.v1.puzzles.jungle'),
  }));
  assert.equal(kept.aside, '{"v":1,"stars":{"rat":[3,"x"');
  assert.equal(kept.puzzles, puzzles);
  // Another game's record is untouched and still read.
  await page.evaluate(() => {
    location.hash = '#/learn/hex';
  });
  await page.locator('[data-lesson-link="king"]').waitFor();
  assert.match(await page.locator('[data-lesson-link="king"]').getAttribute('aria-label'), /5 of 6 stars/);
  assert.equal(await page.locator('main[data-learn] [data-notice]').count(), 0);
  await context.close();
});

test('the lessons are reached from each home card and each rules page, and lead to the puzzles', async () => {
  const context = await phone();
  const page = await openApp(context, '#/');
  for (const variant of ['jungle', 'hex', 'timur', 'sanguo']) {
    await page.locator(`a[data-learn-link="${variant}"]`).tap();
    await page.waitForSelector(`main[data-learn="${variant}"] .learn-lessons`);
    await page.locator('main[data-learn] [data-action="back"]').tap();
    await page.locator(`a[data-rules-link="${variant}"]`).first().tap();
    await page.locator(`main[data-rules="${variant}"] a[data-learn-link="${variant}"]`).tap();
    await page.waitForSelector(`main[data-learn="${variant}"] .learn-lessons`);
    await page.locator(`a[data-puzzles-link="${variant}"]`).tap();
    await page.waitForSelector(`main[data-puzzles="${variant}"][data-puzzle] [data-cell]`);
    await page.evaluate(() => {
      location.hash = '#/';
    });
    await page.locator('a.game-card[data-game="jungle"]').waitFor();
  }
  await context.close();
});

/** The screens to look at: each with its address and what to do there first. */
const SCREENS = [
  { name: 'the lessons of Timur', hash: '#/learn/timur', ready: 'main[data-learn] .learn-lessons' },
  { name: 'a Jungle lesson', hash: '#/learn/jungle/jumps', ready: 'main[data-status="playing"] [data-cell]' },
  {
    name: 'a Gliński lesson done',
    hash: '#/learn/hex/king',
    ready: 'main[data-status="playing"] [data-cell]',
    then: async (page) => {
      for (const move of lessonsOf('hex')[0].tasks[0].solution) await tapMove(page, move);
      await page.waitForSelector('main[data-status="done"]');
    },
  },
  {
    name: 'a Three Kingdoms lesson failed',
    hash: '#/learn/sanguo/horse',
    ready: 'main[data-status="playing"] [data-cell]',
    then: async (page) => {
      for (const move of lessonsOf('sanguo').find((l) => l.id === 'horse').tasks[0].wrong_try)
        await tapMove(page, move);
      await page.waitForSelector('main[data-status="failed"]');
    },
  },
  {
    name: 'the puzzles of Timur',
    hash: '#/puzzles/timur',
    ready: 'main[data-puzzle][data-status="playing"] [data-cell]',
  },
  {
    name: 'the puzzles of Three Kingdoms',
    hash: '#/puzzles/sanguo',
    ready: 'main[data-puzzle][data-status="playing"] [data-cell]',
  },
];

// Every language of the app, as a browser set to it asks for it (zh-CN: Simplified, zh-TW:
// Traditional Chinese), and the page's language it gets.
const LANGUAGES = {
  'en-US': 'en',
  'tr-TR': 'tr',
  'zh-CN': 'zh-Hans',
  'zh-TW': 'zh-Hant',
  'ru-RU': 'ru',
  'pl-PL': 'pl',
};

for (const [locale, lang] of Object.entries(LANGUAGES)) {
  test(`the lessons and puzzles screens (${locale}): nothing cut, no message key, upright and sideways`, async () => {
    const found = [];
    for (const [size, viewport] of [
      ['360×640', UPRIGHT],
      ['640×360', SIDEWAYS],
    ]) {
      const context = await phone(locale, viewport);
      const page = await openApp(context, '#/');
      await page.waitForFunction((tag) => document.documentElement.lang === tag, lang);
      for (const screen of SCREENS) {
        await page.evaluate(() => {
          location.hash = '#/';
        });
        await page.locator('a.game-card').first().waitFor();
        await page.evaluate((hash) => {
          location.hash = hash;
        }, screen.hash);
        await page.waitForSelector(screen.ready);
        await screen.then?.(page);
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              requestAnimationFrame(() => requestAnimationFrame(resolve));
            }),
        );
        found.push(...(await page.evaluate(screenProblems)).map((p) => `${screen.name}, ${size}: ${p}`));
        found.push(
          ...(await browserLookingButtons(page)).map(
            (b) => `${screen.name}, ${size}: a browser's default button: ${b}`,
          ),
        );
        // The board is whole on the screen's width, and sideways beside the words.
        const board = page.locator('.learn-board svg.board');
        const box = (await board.count()) ? await board.boundingBox() : null;
        if (box)
          assert.ok(
            box.x >= 0 && box.x + box.width <= viewport.width + 1,
            `${screen.name}, ${size}: the board is ${JSON.stringify(box)}`,
          );
      }
      await context.close();
    }
    assert.deepEqual(found, []);
  });
}

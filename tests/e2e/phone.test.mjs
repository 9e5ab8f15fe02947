// What a new player meets on a phone, upright (360×640) and sideways (640×360), touch: face to
// face fits the screen, draw offers face the player who answers, saved games are kept, Benlik
// learns only from real games, move choice by screen reader, sizes of pieces, undo and hint
// against the computer, sound.
// Run: cargo xtask e2e tests/e2e/phone.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browser, openApp, phoneContext, play, useBrowser, waitForRootAttribute } from './harness.mjs';

useBrowser();

const SIDEWAYS = { width: 640, height: 360 };

/** A phone held sideways: 640×360, touch. */
function landscapeContext(b, options = {}) {
  return phoneContext(b, { viewport: SIDEWAYS, ...options });
}

const PHONES = [
  ['360×640', phoneContext],
  ['640×360', landscapeContext],
];

async function withPhone(makeContext, hash, body, options = {}) {
  const context = await makeContext(browser(), options);
  try {
    const page = await openApp(context, hash);
    await page.waitForSelector('section[data-variant][data-turn]');
    await body(page, context);
  } finally {
    await context.close();
  }
}

// ── face to face fits the phone ─────────────────────────────────────────────────────────────

/** Buttons of the game's seats (not the bar's) that are cut off or off the screen. */
function controlsOffScreen(page) {
  return page.evaluate(() => {
    const off = [];
    const selector = '.controls button, .far-buttons button, .sg-seat .sg-resign, .offer button';
    for (const node of document.querySelectorAll(selector)) {
      const r = node.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) {
        off.push(`${node.textContent.trim()} (not shown)`);
        continue;
      }
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
        off.push(
          `${node.textContent.trim() || node.getAttribute('aria-label')} at ${Math.round(r.top)}–${Math.round(r.bottom)}`,
        );
      }
    }
    return off;
  });
}

for (const [name, makeContext] of PHONES) {
  for (const variant of ['jungle', 'hex', 'timur', 'sanguo']) {
    test(`${name}: ${variant} face to face fits without scrolling, every seat's controls on screen`, async () => {
      await withPhone(makeContext, `#/${variant}?seating=face`, async (page) => {
        const sizes = await page.evaluate(() => ({
          tall: document.documentElement.scrollHeight,
          high: innerHeight,
          wide: document.documentElement.scrollWidth,
          width: innerWidth,
        }));
        assert.ok(sizes.tall <= sizes.high, `the page is ${sizes.tall} px tall in ${sizes.high}`);
        assert.ok(sizes.wide <= sizes.width, `the page is ${sizes.wide} px wide in ${sizes.width}`);
        assert.deepEqual(await controlsOffScreen(page), []);
        // Each seat has its buttons: two players a near row and a far row; three a panel each.
        const seats =
          variant === 'sanguo'
            ? await page.locator('.sg-seat .sg-resign').count()
            : (await page.locator('.controls').count()) + (await page.locator('.far-buttons').count());
        assert.equal(seats, variant === 'sanguo' ? 3 : 2);
        // The board is still a board: most of the narrower side.
        const board = await page.locator('svg.board').boundingBox();
        const side = Math.min(name === '360×640' ? 360 : 640, name === '360×640' ? 640 : 360);
        assert.ok(Math.max(board.width, board.height) >= side * 0.6, `the board is ${board.width}×${board.height}`);
      });
    });
  }
}

// ── a draw offer face to face ───────────────────────────────────────────────────────────────

/** The rotation of an element or its nearest turned ancestor, in degrees (0 when upright). */
function turnOf(locator) {
  return locator.evaluate((node) => {
    for (let n = node; n && n instanceof Element; n = n.parentElement) {
      const m = getComputedStyle(n).transform;
      if (m && m !== 'none') {
        const [a, b] = m.slice(7, -1).split(',').map(Number);
        return Math.round((Math.atan2(b, a) * 180) / Math.PI);
      }
    }
    return 0;
  });
}

for (const [name, makeContext] of PHONES) {
  test(`${name}: face to face, a draw offer is asked in words of the player who answers, turned to them`, async () => {
    await withPhone(makeContext, '#/jungle?seating=face', async (page) => {
      const far = page.locator('.far-controls');
      const near = page.locator('.near-offer');
      // The far player (Blue) offers: Red, at the bottom, reads it upright with Accept and Decline.
      await far.getByRole('button', { name: 'Draw?' }).tap();
      await near.waitFor({ state: 'visible' });
      assert.match(await near.innerText(), /Blue offers a draw\./);
      assert.equal(await turnOf(near), 0);
      assert.deepEqual(await controlsOffScreen(page), []);
      await near.getByRole('button', { name: 'Decline' }).tap();
      await near.waitFor({ state: 'hidden' });
      assert.equal(await far.getByRole('button', { name: 'Draw?' }).getAttribute('aria-pressed'), 'false');
      // Red offers: the words and both answers face Blue.
      await page.locator('.controls').getByRole('button', { name: 'Draw?' }).tap();
      const question = far.locator('.far-offer');
      await question.waitFor({ state: 'visible' });
      assert.match(await question.innerText(), /Red offers a draw\./);
      assert.equal(Math.abs(await turnOf(question)), 180);
      assert.equal(await near.isVisible(), false);
      assert.deepEqual(await controlsOffScreen(page), []);
      await question.getByRole('button', { name: 'Blue accepts the draw' }).tap();
      await waitForRootAttribute(page, 'data-result', 'draw: agreement');
    });
  });
}

// ── Benlik learns from real games ───────────────────────────────────────────────────────────

// Red's lion on d8 enters Blue's den at once; Benlik (Blue) never moves.
const DEN_IN_ONE = '6l/3L3/7/7/7/7/7/7/e6 r 0 1';
const BENLIK_LINK = `#/jungle?position=${encodeURIComponent(DEN_IN_ONE)}&mode=bot&level=benlik&side=r`;

test('360×640: a position link never teaches Benlik; a game from the usual start does', async () => {
  const context = await phoneContext(browser());
  try {
    const page = await openApp(context, BENLIK_LINK);
    const games = async () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('tahta.benlik.v1.jungle') ?? '{"games":0}').games);
    const winFromLink = async () => {
      await page.goto(new URL(BENLIK_LINK, page.url()).href);
      await page.reload();
      await page.waitForSelector('section[data-variant][data-turn="r"]');
      await play(page, 'd8-d9');
      await waitForRootAttribute(page, 'data-result', 'red wins: den');
    };
    // A won position from a link: nothing learned, and it says so.
    await winFromLink();
    assert.equal(await games(), 0);
    assert.match(
      (await page.locator('[data-notice]').allInnerTexts()).join('\n'),
      /Benlik learned nothing from this game/,
    );
    // A game from the start (resigned at once) teaches it; a link game after it still does not.
    await page.goto(new URL('#/jungle?mode=bot&level=benlik&side=r', page.url()).href);
    // The new game on screen before the reload: a reload that overtakes it finds the link game
    // still remembered as the one that ended on screen, and shows that one again.
    await page.waitForSelector('section[data-variant]:not([data-result])');
    await page.reload();
    await page.waitForSelector('section[data-variant][data-turn="r"]');
    await page.getByRole('button', { name: 'Resign' }).tap();
    await page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }).tap();
    await waitForRootAttribute(page, 'data-result', 'blue wins: resignation');
    assert.equal(await games(), 1);
    await winFromLink();
    assert.equal(await games(), 1);
  } finally {
    await context.close();
  }
});

// ── saved games are never lost silently ─────────────────────────────────────────────────────

test('360×640: a new game sets the unfinished one aside and offers to continue it; finished games stay viewable', async () => {
  const context = await phoneContext(browser());
  try {
    const page = await openApp(context, '#/jungle');
    await page.waitForSelector('section[data-variant][data-turn]');
    await play(page, 'a3-a4');
    await play(page, 'a7-a6');
    const first = await page.locator('section[data-variant]').getAttribute('data-position');
    // The same game's address opened anew (a bookmark): a fresh board that says a game waits.
    const fresh = await context.newPage();
    await fresh.goto(page.url());
    await fresh.waitForSelector('section[data-variant][data-turn]');
    const offer = fresh.locator('[data-saved-offer]');
    await offer.waitFor();
    assert.match(await offer.innerText(), /You have an unfinished game of Jungle \(2 moves\)\./);
    // A move on the fresh board does not overwrite the other game: both are kept.
    await play(fresh, 'g3-g4');
    const kept = await fresh.evaluate(() => [
      JSON.parse(localStorage.getItem('tahta.v1.game.jungle')).moves.length,
      JSON.parse(localStorage.getItem('tahta.v1.game.jungle.aside')).map((g) => g.moves.length),
    ]);
    assert.deepEqual(kept, [1, [2]]);
    // The new-game panel starts another: two wait now; Continue takes up the newest.
    await fresh.getByRole('button', { name: 'New game' }).tap();
    const panel = fresh.locator('dialog.setup');
    await panel.getByText('Two players on this device', { exact: true }).tap();
    await panel.getByRole('button', { name: 'Start' }).tap();
    await offer.waitFor();
    assert.match(await offer.innerText(), /You have 2 unfinished games of Jungle; the newest has 1 move\./);
    await offer.getByRole('button', { name: 'Continue the unfinished game of Jungle' }).tap();
    await waitForRootAttribute(fresh, 'data-turn', 'b');
    // …and the older one is still there once this one ends: a fresh board offers it.
    await fresh.getByRole('button', { name: 'Resign' }).tap();
    await fresh.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }).tap();
    await waitForRootAttribute(fresh, 'data-result', 'red wins: resignation');
    await fresh.getByRole('button', { name: 'Show board' }).tap();
    await fresh.getByRole('button', { name: 'Back to the games' }).tap();
    await fresh.locator('a.game-card[data-game="jungle"]').tap();
    await offer.waitFor();
    assert.match(await offer.innerText(), /You have an unfinished game of Jungle \(2 moves\)\./);
    await offer.getByRole('button', { name: 'Continue the unfinished game of Jungle' }).tap();
    await waitForRootAttribute(fresh, 'data-position', first);
    // The finished game is viewable after a reload: Past games reopens its end.
    await fresh.reload();
    await fresh.waitForSelector('section[data-variant][data-turn]');
    await fresh.getByRole('button', { name: 'Menu' }).tap();
    await fresh.locator('[data-menu="past-games"]').tap();
    const past = fresh.locator('.past-games li').first();
    await past.waitFor();
    assert.match(await past.innerText(), /Jungle/);
    await page.close();
  } finally {
    await context.close();
  }
});

// ── choosing a move with a screen reader ────────────────────────────────────────────────────

// Red's elephant on a1 may step to a2 or take Blue's elephant on b1.
const ELEPHANTS = '7/7/7/7/7/7/7/7/Ee5 r 0 1';

for (const [locale, words] of [
  [
    'en-US',
    {
      selected: /^Red elephant on a1 selected: 2 moves\.$/,
      move: 'a2, move here',
      capture: /^b1, blue elephant, capture$/,
    },
  ],
  [
    'tr-TR',
    { selected: /^Seçildi: kırmızı fil, a1; 2 hamle\.$/i, move: 'a2, buraya oyna', capture: /^b1, mavi fil, al$/ },
  ],
]) {
  test(`360×640 (${locale}): selecting a piece is announced with its moves, and its targets say what a move there does`, async () => {
    await withPhone(
      phoneContext,
      `#/jungle?position=${encodeURIComponent(ELEPHANTS)}&mode=local`,
      async (page) => {
        const label = (name) => page.locator(`[data-cell="${name}"]`).getAttribute('aria-label');
        const before = await label('a2');
        await page.locator('[data-cell="a1"]').tap();
        await page.waitForSelector('[data-cell="a1"][aria-pressed="true"]');
        assert.match(await page.locator('[data-live]').textContent(), words.selected);
        assert.equal(await label('a2'), words.move);
        assert.match(await label('b1'), words.capture);
        // A cell it cannot reach is labelled as before; so is every cell once the choice is gone.
        assert.doesNotMatch(await label('a3'), /,/);
        await page.locator('[data-cell="a1"]').tap();
        await page.waitForSelector('[data-cell="a1"][aria-pressed="true"]', { state: 'detached' });
        assert.equal(await label('a2'), before);
      },
      { locale },
    );
  });
}

// ── undo and hint against the computer ──────────────────────────────────────────────────────

test('360×640: hexagonal chess against the computer says where Undo would be why there is none, and gives hints', async () => {
  await withPhone(phoneContext, '#/hex?mode=bot&level=easy&side=w', async (page) => {
    const controls = page.locator('.controls');
    assert.equal(await controls.getByRole('button', { name: 'Undo' }).count(), 0);
    const note = controls.locator('[data-no-undo]');
    assert.equal(await note.isVisible(), true);
    assert.match(
      await note.innerText(),
      /^No Undo: against the computer, Hexagonal chess is played as over a real board/,
    );
    await controls.getByRole('button', { name: 'Hint' }).tap();
    await page.waitForSelector('[data-hint="to"]');
    assert.match(await page.locator('[data-hint="from"]').getAttribute('data-cell'), /^[a-l]\d+$/);
  });
});

test('360×640: Timur chess against the computer offers Undo and Hint', async () => {
  await withPhone(phoneContext, '#/timur?mode=bot&level=easy&side=w', async (page) => {
    const controls = page.locator('.controls');
    const root = page.locator('[data-variant="timur"]');
    const start = await root.getAttribute('data-position');
    assert.equal(await controls.locator('[data-no-undo]').count(), 0);
    await controls.getByRole('button', { name: 'Hint' }).tap();
    await page.waitForSelector('[data-hint="to"]');
    const from = await page.locator('[data-hint="from"]').getAttribute('data-cell');
    const to = await page.locator('[data-hint="to"]').getAttribute('data-cell');
    await page.locator(`[data-cell="${from}"]`).tap();
    await page.locator(`[data-cell="${to}"]`).tap();
    // The computer answers; Undo then takes back both moves.
    await page.waitForFunction((s) => {
      const r = document.querySelector('[data-variant="timur"]');
      return r.dataset.turn === 'w' && r.dataset.position !== s;
    }, start);
    const undo = controls.getByRole('button', { name: 'Undo' });
    assert.equal(await undo.isEnabled(), true);
    await undo.tap();
    await page.waitForFunction((s) => document.querySelector('[data-variant="timur"]').dataset.position === s, start);
  });
});

// ── sound and vibration ─────────────────────────────────────────────────────────────────────

test("360×640: a move sounds and buzzes; the menu's Sound switch silences both, remembered", async () => {
  const context = await phoneContext(browser());
  // Counts the notes started and the vibrations asked for.
  await context.addInitScript(() => {
    window.heard = { notes: [], buzz: [] };
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      createOscillator() {
        const osc = super.createOscillator();
        const start = osc.start.bind(osc);
        osc.start = (when) => {
          window.heard.notes.push(osc.frequency.value);
          start(when);
        };
        return osc;
      }
    };
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern) => {
        window.heard.buzz.push(pattern);
        return true;
      },
    });
  });
  try {
    const page = await openApp(context, '#/jungle?mode=local');
    await page.waitForSelector('section[data-variant][data-turn]');
    const heard = () => page.evaluate(() => window.heard);
    await play(page, 'a3-a4');
    let now = await heard();
    assert.equal(now.notes.length, 1);
    assert.deepEqual(now.buzz, [12]);
    // Sound off in the menu: the next move is silent and still.
    await page.getByRole('button', { name: 'Menu' }).tap();
    const item = page.locator('[data-menu="sound"]');
    assert.equal(await item.getAttribute('aria-checked'), 'true');
    await item.tap();
    await play(page, 'g7-g6');
    now = await heard();
    assert.equal(now.notes.length, 1);
    assert.equal(now.buzz.length, 1);
    await page.reload();
    await page.waitForSelector('section[data-variant][data-turn]');
    assert.equal(await page.locator('[data-menu="sound"]').getAttribute('aria-checked'), 'false');
  } finally {
    await context.close();
  }
});

// ── small wrong things ──────────────────────────────────────────────────────────────────────

test('360×640: an unknown rules page names the game asked for', async () => {
  const context = await phoneContext(browser());
  try {
    const page = await openApp(context, '#/rules/nosuch');
    const notice = page.locator('[data-notice]').first();
    await notice.waitFor();
    assert.equal(await notice.innerText(), 'There is no game called “nosuch”.');
  } finally {
    await context.close();
  }
});

test("360×640: a home card's accessible name begins with the words it shows", async () => {
  const context = await phoneContext(browser());
  try {
    const page = await openApp(context, '#/');
    const card = page.locator('a.game-card[data-game="jungle"]');
    await card.waitFor();
    const label = await card.getAttribute('aria-label');
    const name = await card.locator('.game-name').innerText();
    const players = await card.locator('.game-mode').innerText();
    assert.ok(label.startsWith(`${name} · ${players.trim()}`), label);
  } finally {
    await context.close();
  }
});

const LANGUAGES = [
  ['en-US', 'en'],
  ['tr-TR', 'tr'],
];

for (const [locale] of LANGUAGES) {
  test(`360×640 (${locale}): the Three Kingdoms new-game panel names the kingdoms, describes every level and prints no "null"`, async () => {
    const words =
      locale === 'en-US'
        ? {
            newGame: 'New game',
            everyone: 'Everyone on this device',
            bot: 'Against the computer',
            easy: /Easy now and then/,
            hard: /Hard thinks for up to 1\.5 seconds/,
          }
        : {
            newGame: 'Yeni oyun',
            everyone: 'Herkes bu cihazda',
            bot: 'Bilgisayara karşı',
            easy: /Kolay, ara sıra/,
            hard: /Zor, hamle başına/,
          };
    await withPhone(
      phoneContext,
      '#/sanguo',
      async (page) => {
        await page.getByRole('button', { name: words.newGame, exact: true }).tap();
        const panel = page.locator('dialog.setup');
        await panel.getByText(words.everyone, { exact: true }).tap();
        assert.doesNotMatch(await panel.innerText(), /null|undefined/);
        await panel.getByText(words.bot, { exact: true }).tap();
        // The seats are the kingdoms the game shows, not the discs' colours.
        const seats = await panel.locator('.seat-name').allInnerTexts();
        assert.deepEqual(seats, ['Shu', 'Wu', 'Wei']);
        await panel.getByLabel('Wu', { exact: true }).selectOption('easy');
        await panel.getByLabel('Wei', { exact: true }).selectOption('hard');
        const note = await panel.locator('.setup-note[aria-live]').innerText();
        assert.match(note, words.easy);
        assert.match(note, words.hard);
      },
      { locale },
    );
  });

  test(`360×640 (${locale}): the Three Kingdoms seat panels show their whole status`, async () => {
    await withPhone(
      phoneContext,
      '#/sanguo?mode=bot&seats=human-easy-hard',
      async (page) => {
        const cut = await page
          .locator('.sg-seats')
          .evaluate((bar) =>
            [...bar.querySelectorAll('.sg-seat-name, .sg-seat-status')]
              .filter(
                (n) =>
                  n.scrollWidth > n.clientWidth + 0.5 ||
                  n.scrollHeight > n.clientHeight + 0.5 ||
                  n.getBoundingClientRect().right > n.closest('.sg-seat').getBoundingClientRect().right,
              )
              .map((n) => n.textContent),
          );
        assert.deepEqual(cut, []);
        assert.equal(
          await page.locator('.sg-seat[data-seat="r"] .sg-seat-status').innerText(),
          locale === 'en-US' ? 'your move' : 'sıra sizde',
        );
      },
      { locale },
    );
  });
}

for (const [variant, locale, fallback] of [
  ['timur', 'en-US', 'White'],
  ['timur', 'tr-TR', 'Beyaz'],
  ['sanguo', 'en-US', 'Shu'],
  ['jungle', 'tr-TR', 'Kırmızı'],
]) {
  test(`360×640 (${locale}): a bad side in a ${variant} link names the side used, not its letter`, async () => {
    await withPhone(
      phoneContext,
      `#/${variant}?side=purple`,
      async (page) => {
        const text = (await page.locator('[data-notice]').allInnerTexts()).join('\n');
        assert.match(text, new RegExp(`“purple”.*“side”.*“${fallback}”`));
      },
      { locale },
    );
  });
}

// ── pieces big enough to read and to hit ────────────────────────────────────────────────────

/**
 * On a board's drawing, in CSS pixels: the smallest piece (its smaller side), the smallest
 * letter (its font size as drawn) and the smallest of Timur's pawn emblems.
 */
function smallestOn(svg) {
  return svg.evaluate((board) => {
    const least = (list) => (list.length ? Math.min(...list) : null);
    const pieces = [...board.querySelectorAll('.layer-pieces > *')].map((p) => {
      const r = p.getBoundingClientRect();
      return Math.min(r.width, r.height);
    });
    const letters = [...board.querySelectorAll('text')]
      .filter((t) => t.getBBox().width > 0)
      .map((t) => {
        const m = t.getScreenCTM();
        return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      });
    const emblems = [...board.querySelectorAll('.timur-emblem')].map((e) => {
      const r = e.getBoundingClientRect();
      return Math.max(r.width, r.height);
    });
    return { piece: least(pieces), letter: least(letters), emblem: least(emblems), pieces: pieces.length };
  });
}

function assertReadable(sizes, where) {
  assert.ok(sizes.pieces > 0, `${where}: no pieces drawn`);
  assert.ok(sizes.piece >= 24, `${where}: a piece is ${sizes.piece.toFixed(1)} px`);
  if (sizes.letter !== null) assert.ok(sizes.letter >= 10, `${where}: a letter is ${sizes.letter.toFixed(1)} px`);
  if (sizes.emblem !== null) assert.ok(sizes.emblem >= 10, `${where}: a pawn emblem is ${sizes.emblem.toFixed(1)} px`);
}

const ZOOM_WORDS = {
  'en-US': { item: 'Enlarged board', shrink: 'Board at its usual size', menu: 'Menu' },
  'tr-TR': { item: 'Büyük tahta', shrink: 'Tahtayı normal boyuta getir', menu: 'Menü' },
};
const FIRST_MOVES = { jungle: 'a3-a4', hex: 'b1-b2', timur: 'a3-a4', sanguo: 'ra4-ra5' };

for (const [name, makeContext, locale] of [
  [...PHONES[0], 'en-US'],
  [...PHONES[1], 'tr-TR'],
]) {
  for (const variant of ['jungle', 'hex', 'timur', 'sanguo']) {
    test(`${name} (${locale}): ${variant}'s enlarged board has pieces of 24 px and letters of 10 px, and taps still move`, async () => {
      const words = ZOOM_WORDS[locale];
      await withPhone(
        makeContext,
        `#/${variant}`,
        async (page) => {
          const svg = page.locator('svg.board');
          const item = page.locator('[data-menu="zoom"]');
          assert.equal(await item.getAttribute('aria-checked'), 'false');
          await page.getByRole('button', { name: words.menu, exact: true }).tap();
          await page.getByRole('menuitemcheckbox', { name: words.item }).tap();
          assert.equal(await item.getAttribute('aria-checked'), 'true');
          assertReadable(await smallestOn(svg), `${variant} enlarged`);
          // The enlarged drawing scrolls inside the board's place: the page is no wider.
          const frame = await page.locator('.board-zoom').boundingBox();
          const screen = await page.evaluate(() => ({ wide: document.documentElement.scrollWidth, width: innerWidth }));
          assert.ok(screen.wide <= screen.width, `the page is ${screen.wide} px wide`);
          assert.ok(frame.x >= 0 && frame.x + frame.width <= screen.width + 0.5);
          assert.ok((await svg.boundingBox()).width > frame.width * 1.4);
          // Tap, tap: a move as on the usual board.
          const turn = await page.locator('section[data-variant]').getAttribute('data-turn');
          await play(page, FIRST_MOVES[variant]);
          assert.notEqual(await page.locator('section[data-variant]').getAttribute('data-turn'), turn);
          // Back to the usual size from the button over the board.
          await page.getByRole('button', { name: words.shrink }).tap();
          assert.equal(await item.getAttribute('aria-checked'), 'false');
          assert.ok(Math.abs((await svg.boundingBox()).width - frame.width) < 2);
        },
        { locale },
      );
    });
  }
}

test('360×640: spreading two fingers on the Three Kingdoms board enlarges it there, selecting nothing', async () => {
  await withPhone(phoneContext, '#/sanguo', async (page, context) => {
    const box = await page.locator('svg.board').boundingBox();
    const cdp = await context.newCDPSession(page);
    const at = (spread) => [
      { x: box.x + box.width / 2 - spread, y: box.y + box.height * 0.8, id: 0 },
      { x: box.x + box.width / 2 + spread, y: box.y + box.height * 0.8, id: 1 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(15) });
    for (const spread of [25, 40, 60, 80]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(spread) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForSelector('.board-zoom.enlarged');
    assert.equal(await page.locator('[data-menu="zoom"]').getAttribute('aria-checked'), 'true');
    assert.equal(await page.locator('[data-cell][aria-pressed="true"]').count(), 0);
    assertReadable(await smallestOn(page.locator('svg.board')), 'sanguo after a spread');
  });
});

for (const [name, makeContext] of PHONES) {
  test(`${name}: Timur's piece help board is framed on every side, its letters 10 px`, async () => {
    await withPhone(makeContext, '#/timur', async (page) => {
      await page.getByRole('button', { name: 'How the pieces move' }).tap();
      const svg = page.locator('svg.timur-help-board');
      await svg.waitFor();
      const seen = await svg.evaluate((board) => {
        const vb = board.viewBox.baseVal;
        const ctm = board.getScreenCTM();
        const a = new DOMPoint(vb.x, vb.y).matrixTransform(ctm);
        const b = new DOMPoint(vb.x + vb.width, vb.y + vb.height).matrixTransform(ctm);
        const shown = { left: a.x, top: a.y, right: b.x, bottom: b.y };
        const frame = board.querySelector('.timur-help-frame').getBoundingClientRect();
        const cells = [...board.querySelectorAll('.timur-help-cell')].map((c) => c.getBoundingClientRect());
        const around = {
          left: Math.min(...cells.map((c) => c.left)),
          top: Math.min(...cells.map((c) => c.top)),
          right: Math.max(...cells.map((c) => c.right)),
          bottom: Math.max(...cells.map((c) => c.bottom)),
        };
        const letters = [...board.querySelectorAll('text')].map(
          (t) => parseFloat(getComputedStyle(t).fontSize) * ctm.a,
        );
        return { shown, frame: frame.toJSON(), around, letter: Math.min(...letters) };
      });
      const { shown, frame, around } = seen;
      // The frame is drawn inside the picture and shows beyond the cells on all four sides.
      for (const side of ['left', 'top']) {
        assert.ok(frame[side] >= shown[side] - 0.5, `the frame is cut off at the ${side}`);
        assert.ok(frame[side] < around[side] - 1, `no frame at the ${side}`);
      }
      for (const side of ['right', 'bottom']) {
        assert.ok(frame[side] <= shown[side] + 0.5, `the frame is cut off at the ${side}`);
        assert.ok(frame[side] > around[side] + 1, `no frame at the ${side}`);
      }
      assert.ok(seen.letter >= 10, `the help board's letters are ${seen.letter.toFixed(1)} px`);
    });
  });
}

for (const [locale, words] of [
  ['en-US', { face: 'Face to face', table: 'Round the table', jungle: 'Jungle', sanguo: 'Three Kingdoms' }],
  ['tr-TR', { face: 'Karşılıklı', table: 'Masanın etrafında', jungle: 'Orman Satrancı', sanguo: 'Üç Krallık' }],
]) {
  test(`360×640 (${locale}): face to face is one tap from the home screen`, async () => {
    const context = await phoneContext(browser(), { locale });
    try {
      const page = await openApp(context, '#/');
      await page.getByRole('link', { name: `${words.face} · ${words.jungle}` }).tap();
      await page.waitForSelector('section[data-variant="jungle"][data-turn]');
      assert.match(page.url(), /#\/jungle\?seating=face$/);
      assert.equal(await page.locator('.far-buttons').count(), 1);
      await page.goBack();
      await page.getByRole('link', { name: `${words.table} · ${words.sanguo}` }).tap();
      await page.waitForSelector('section[data-variant="sanguo"][data-turn]');
      assert.equal(await page.locator('.sanguo-view.sg-face').count(), 1);
    } finally {
      await context.close();
    }
  });
}

for (const [name, makeContext] of PHONES) {
  for (const variant of ['jungle', 'sanguo']) {
    test(`${name}: three notices leave ${variant}'s board on screen; the others are one tap away`, async () => {
      await withPhone(makeContext, `#/${variant}?colour=red&size=big&seating=sideways`, async (page) => {
        const notices = page.locator('[data-notice]');
        assert.equal(await notices.count(), 3);
        const onScreen = async () => {
          const board = await page.locator('svg.board').boundingBox();
          const high = await page.evaluate(() => innerHeight);
          return board.y >= 0 && board.y + board.height <= high + 0.5;
        };
        assert.ok(await onScreen(), 'the board is pushed below the screen');
        // The newest shows; the two others behind one button.
        assert.match(await notices.first().innerText(), /“sideways” is not a valid value for “seating”/);
        const more = page.getByRole('button', { name: '2 more notices' });
        assert.equal(await more.getAttribute('aria-expanded'), 'false');
        await more.tap();
        for (const i of [0, 1, 2]) assert.equal(await notices.nth(i).isVisible(), true);
        assert.match((await notices.allInnerTexts()).join('\n'), /“colour” is unknown[\s\S]*|“size” is unknown/);
        await page.getByRole('button', { name: 'Show only the newest notice' }).tap();
        // Dismissing the newest brings the next.
        await notices.first().getByRole('button', { name: 'Dismiss' }).tap();
        assert.equal(await notices.count(), 2);
        assert.equal(await notices.first().isVisible(), true);
        assert.equal(await page.getByRole('button', { name: '1 more notice' }).count(), 1);
        assert.ok(await onScreen());
      });
    });
  }
}

test('360×640: undo after a resignation takes back the resignation with the move before it, and says so; with no move nothing is announced', async () => {
  await withPhone(phoneContext, '#/jungle?mode=local', async (page) => {
    const root = page.locator('section[data-variant]');
    const start = await root.getAttribute('data-position');
    const resign = async () => {
      await page.locator('.controls').getByRole('button', { name: 'Resign' }).tap();
      await page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }).tap();
    };
    // Resigning before any move: there is nothing to take back, and Undo cannot be pressed.
    await resign();
    await waitForRootAttribute(page, 'data-result', 'blue wins: resignation');
    assert.equal(await page.locator('.controls').getByRole('button', { name: 'Undo' }).isDisabled(), true);
    assert.equal(await page.locator('[data-live]').textContent(), '');
    // After a move: Undo takes back the resignation and the move, and the words say that.
    await page.goto(new URL('#/jungle?mode=local&seed=1', page.url()).href);
    await page.reload();
    await page.waitForSelector('section[data-variant][data-turn="r"]');
    await play(page, 'a3-a4');
    await resign();
    await waitForRootAttribute(page, 'data-result', 'red wins: resignation');
    await page.getByRole('button', { name: 'Show board' }).tap();
    await page.locator('.controls').getByRole('button', { name: 'Undo' }).tap();
    await page.waitForFunction(() => !document.querySelector('section[data-variant]').hasAttribute('data-result'));
    assert.equal(await root.getAttribute('data-position'), start);
    assert.equal(await page.locator('[data-live]').textContent(), 'Move taken back. Red to move.');
  });
});

for (const [name, makeContext] of PHONES) {
  test(`${name}: Three Kingdoms round the table, the result faces every seat`, async () => {
    await withPhone(makeContext, '#/sanguo?seating=face', async (page) => {
      await page.locator('[data-resign="g"]').tap();
      await page.locator('[data-confirm-resign="g"]').tap();
      await waitForRootAttribute(page, 'data-result', 'red and blue win: resignation');
      const box = page.locator('.result-box');
      const toWu = page.locator('.sg-result-copy[data-seat="g"]');
      const toWei = page.locator('.sg-result-copy[data-seat="b"]');
      // Shu reads the box upright; Wu and Wei each a copy of its words turned to their seat.
      assert.equal(await turnOf(box), 0);
      assert.equal(await turnOf(toWu), -120);
      assert.equal(await turnOf(toWei), 120);
      for (const copy of [toWu, toWei]) {
        assert.equal(await copy.isVisible(), true);
        assert.match(await copy.innerText(), /Shu and Wei share the win/);
      }
      // The three lie apart, on the screen.
      const boxes = [await box.boundingBox(), await toWu.boundingBox(), await toWei.boundingBox()];
      const apart = (a, b) =>
        a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      assert.ok(
        apart(boxes[0], boxes[1]) && apart(boxes[0], boxes[2]) && apart(boxes[1], boxes[2]),
        JSON.stringify(boxes),
      );
      const screen = await page.evaluate(() => [innerWidth, innerHeight]);
      for (const b of boxes)
        assert.ok(b.x >= 0 && b.y >= 0 && b.x + b.width <= screen[0] && b.y + b.height <= screen[1] + 0.5);
      // Show board hides all three.
      await box.getByRole('button', { name: 'Show board' }).tap();
      assert.equal(await toWu.isVisible(), false);
      assert.equal(await toWei.isVisible(), false);
    });
  });
}

for (const [name, makeContext] of PHONES) {
  test(`${name}: Timur face to face, each side's swap and pawn-of-pawns chip faces its player`, async () => {
    await withPhone(makeContext, '#/timur?seating=face', async (page) => {
      const white = page.locator('.timur-side[data-side="w"]');
      const black = page.locator('.timur-side[data-side="b"]');
      assert.equal(await turnOf(white), 0);
      assert.equal(Math.abs(await turnOf(black)), 180);
      // Black's chip is in Black's own turned row; White's in the status line below the board.
      assert.equal(await page.locator('.far-buttons .timur-side[data-side="b"]').count(), 1);
      assert.equal(await page.locator('.far-buttons .timur-side[data-side="w"]').count(), 0);
      assert.deepEqual(await controlsOffScreen(page), []);
      // Its buttons still explain the rule, for Black.
      assert.match(await black.locator('.timur-swap').getAttribute('aria-label'), /Black/);
      await black.locator('.timur-arrivals').tap();
      await page.locator('dialog.timur-help .timur-help-diagram[data-piece="PP"]').waitFor();
    });
  });
}

test('360×640 (tr-TR): an unknown rules page names the game asked for, in Turkish', async () => {
  const context = await phoneContext(browser(), { locale: 'tr-TR' });
  try {
    const page = await openApp(context, '#/rules/nosuch');
    const notice = page.locator('[data-notice]').first();
    await notice.waitFor();
    assert.equal(await notice.innerText(), '“nosuch” adında bir oyun yok.');
  } finally {
    await context.close();
  }
});

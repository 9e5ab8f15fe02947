// What the records, the review and the material line say on a phone: the review numbers and
// writes each move as the move list does, and in Turkish names its marks as Turkish chess players
// do; choosing a marked move brings the board back into view; stepping back shows its label and
// "Back to the game" whole at 360 px; against the computer Undo is off once the game is over;
// the past games say who won, how and against whom in the UI language; the material line shows
// the pieces lost as pictures and says what its number is.
// Run: cargo xtask e2e tests/e2e/review-words.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEVICES, play, useBrowser, withApp, gameRoot, waitForRootAttribute } from './harness.mjs';
import { loadEngine } from '../wasm/load.mjs';

useBrowser();

const wasm = await loadEngine();

/** A game record of `moves` in `variant`. */
function recordOf(variant, moves, tags = []) {
  return wasm.writeRecord(variant, tags, moves);
}

const link = (variant, text, extra = '') => `#/${variant}?game=${encodeURIComponent(text)}${extra}`;

// Two quiet moves, then White's queen goes where Black's queen takes it: White's blunder is the
// third ply, the first move of the list's second row.
const HEX_LATE_BLUNDER = ['k1-k2', 'k7-k6', 'e1-b4', 'e10-b4'];

/** A phone page at `hash` with its game on screen (options go to the context). */
const onPhone = (hash, body, options = {}) =>
  withApp(DEVICES[0], hash, body, { ready: 'section[data-variant][data-turn]', ...options });

/**
 * What the move list shows for each ply: `{ ply: { number, text } }`, the number written as the
 * list's row number with "." for the row's first move and "…" for a later one.
 */
function moveListNumbers(page) {
  return page.evaluate(() => {
    const found = {};
    for (const row of document.querySelectorAll('.move-list .move-row')) {
      const number = row.querySelector('.move-no').textContent.replace('.', '');
      row.querySelectorAll('.ply[data-ply]').forEach((ply, i) => {
        const text = [...ply.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join('');
        found[ply.dataset.ply] = { number: `${number}${i === 0 ? '.' : '…'}`, text };
      });
    }
    return found;
  });
}

test('360×640 (tr-TR): the review numbers moves as the move list does, says vahim hata, and shows the board', async () => {
  const text = recordOf('hex', HEX_LATE_BLUNDER);
  await onPhone(
    link('hex', text, '&review=1'),
    async (page) => {
      await page.waitForSelector('[data-review="done"]', { timeout: 120000 });
      const list = await moveListNumbers(page);
      const items = page.locator('.review-item');
      assert.ok((await items.count()) > 0, await page.locator('.review').innerText());
      for (let i = 0; i < (await items.count()); i++) {
        const item = items.nth(i);
        const { number, text: move } = list[await item.getAttribute('data-ply')];
        assert.ok(
          (await item.innerText()).startsWith(`${number} ${move} `),
          `"${await item.innerText()}" is not "${number} ${move} …"`,
        );
      }
      const blunder = page.locator('.review-item[data-ply="3"]');
      assert.match(await blunder.innerText(), /^2\. e1-b4 \?\? vahim hata · daha iyisi /);
      // The three marks in the words Turkish players use, the same in the list and the summary.
      const review = await page.locator('.review').innerText();
      assert.doesNotMatch(review, /belirsizlik|büyük hata/);
      assert.match(
        await page.locator('.review-summary').innerText(),
        /Beyaz: vahim hata 1, hata \d+, kusurlu hamle \d+/,
      );
      // Chosen with the board scrolled away, the marked move's position comes into view.
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      const before = await page.locator('.board-wrap').boundingBox();
      assert.ok(before.y < 0, 'the board is scrolled away');
      await blunder.locator('button').tap();
      assert.equal(await gameRoot(page).getAttribute('data-viewing'), '2');
      await page.waitForFunction(() => {
        const r = document.querySelector('.board-wrap').getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      });
    },
    { locale: 'tr-TR' },
  );
});

for (const locale of ['en-US', 'tr-TR']) {
  test(`360×640 (${locale}): stepping back shows its label and "Back to the game" whole, on one line`, async () => {
    await onPhone(
      '#/jungle?mode=bot&level=easy&side=r&seed=2',
      async (page) => {
        await play(page, 'a3-a4');
        await page.waitForFunction(
          () =>
            document.querySelectorAll('.move-list .ply[data-ply]').length === 2 &&
            !('thinking' in document.querySelector('section[data-variant]').dataset),
        );
        // The review is there too: the row is as full as it gets.
        await page.locator('[data-action="view-back"]').tap();
        await waitForRootAttribute(page, 'data-viewing', '1');
        const parts = await page.evaluate(() =>
          ['[data-viewing-label]', '[data-action="live"]', '[data-action="review"]', '[data-action="export"]'].map(
            (sel) => {
              const node = document.querySelector(sel);
              const r = node.getBoundingClientRect();
              // The lines its words take: the distinct tops of their boxes.
              const range = document.createRange();
              range.selectNodeContents(node);
              const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
              return {
                sel,
                text: node.textContent,
                left: r.left,
                right: r.right,
                cut: node.scrollWidth > node.clientWidth + 0.5,
                lines,
              };
            },
          ),
        );
        for (const part of parts) {
          assert.equal(part.cut, false, `${part.sel} "${part.text}" is cut`);
          assert.ok(part.left >= 0 && part.right <= 360.5, `${part.sel} is off screen`);
          assert.ok(part.lines <= 1, `${part.sel} "${part.text}" takes ${part.lines} lines`);
        }
        assert.match(parts[0].text, locale === 'en-US' ? /Viewing move 1 of 2/ : /Hamle 1 \/ 2 gösteriliyor/);
      },
      { locale },
    );
  });
}

test('360×640: against the computer, Undo is off once the game is over', async () => {
  await onPhone('#/jungle?mode=bot&level=easy&side=r&seed=4', async (page) => {
    await play(page, 'a3-a4');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.move-list .ply[data-ply]').length === 2 &&
        !('thinking' in document.querySelector('section[data-variant]').dataset),
    );
    const undo = page.locator('.controls').getByRole('button', { name: 'Undo' });
    assert.equal(await undo.isEnabled(), true);
    await page.locator('.controls').getByRole('button', { name: 'Resign' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Resign' }).tap();
    await waitForRootAttribute(page, 'data-result', 'blue wins: resignation');
    assert.equal(await undo.isDisabled(), true);
    // The result stands.
    await undo.tap({ force: true });
    assert.equal(await gameRoot(page).getAttribute('data-result'), 'blue wins: resignation');
    assert.equal(await page.locator('.move-list .ply[data-ply]').count(), 2);
  });
});

test('360×640 (tr-TR): past games say who won, how and against whom in Turkish, with styled Review buttons', async () => {
  await onPhone(
    '#/jungle?mode=bot&level=easy&side=r&seed=6',
    async (page) => {
      // A game kept before its outcome was kept with it: read again from its record.
      const older = recordOf(
        'jungle',
        ['a3-a4', 'g7-g6'],
        [
          ['Seats', 'human hard'],
          ['Result', 'red wins: resignation'],
          ['Ending', 'resign:b'],
        ],
      );
      await page.evaluate(
        (record) =>
          localStorage.setItem(
            'tahta.v1.game.past',
            JSON.stringify([
              {
                variant: 'jungle',
                record,
                result: 'red wins: resignation',
                plies: 2,
                ended: Date.UTC(2024, 4, 3),
              },
            ]),
          ),
        older,
      );
      await play(page, 'a3-a4');
      await page.waitForFunction(
        () =>
          document.querySelectorAll('.move-list .ply[data-ply]').length === 2 &&
          !('thinking' in document.querySelector('section[data-variant]').dataset),
      );
      await page.locator('.controls').getByRole('button', { name: 'Pes et' }).tap();
      await page.getByRole('dialog').getByRole('button', { name: 'Pes et' }).tap();
      await waitForRootAttribute(page, 'data-result', 'blue wins: resignation');
      await page.waitForFunction(() => (localStorage.getItem('tahta.v1.game.past') ?? '').includes('"outcome"'));
      await page.locator('.menu-button').tap();
      await page.locator('[data-menu="past-games"]').tap();
      const entries = page.locator('.past-games > li');
      await entries.first().waitFor();
      assert.equal(await entries.count(), 2);
      const words = await entries.evaluateAll((items) =>
        items.map((li) => ({
          head: li.querySelector('.past-head')?.textContent,
          result: li.querySelector('[data-past-result]')?.textContent,
          against: li.querySelector('[data-past-against]')?.textContent,
        })),
      );
      assert.match(words[0].head, /^Orman Satrancı · /);
      assert.equal(words[0].result, 'Kaybettiniz · pes etme');
      assert.equal(words[0].against, 'Bilgisayara karşı · Kolay');
      assert.equal(words[1].result, 'Kazandınız · pes etme');
      assert.equal(words[1].against, 'Bilgisayara karşı · Zor');
      assert.match(words[1].head, /2024/);
      assert.doesNotMatch(await page.locator('.past-games').innerText(), /wins|resignation/);
      // Review is one of the app's buttons, not the browser's grey one.
      const style = await entries
        .first()
        .getByRole('button', { name: 'İncele' })
        .evaluate((b) => {
          const s = getComputedStyle(b);
          return {
            border: s.borderTopStyle,
            radius: parseFloat(s.borderTopLeftRadius),
            height: b.getBoundingClientRect().height,
          };
        });
      assert.equal(style.border, 'solid');
      assert.ok(style.radius >= 8 && style.height >= 44, JSON.stringify(style));
    },
    { locale: 'tr-TR' },
  );
});

test('360×640: the material line shows the lost pieces as pictures and says what its number is', async () => {
  const text = recordOf('hex', ['e1-b4', 'e10-b4']);
  await onPhone(link('hex', text), async (page) => {
    const white = page.locator('[data-material="w"]');
    const black = page.locator('[data-material="b"]');
    assert.equal(await white.locator('.material-kind[data-lost="queen"] svg.material-piece').count(), 1);
    assert.equal(await black.locator('.material-kind').count(), 0);
    assert.match(await white.innerText(), /White\s+\d+ points on the board/);
    const picture = await white.locator('svg.material-piece').boundingBox();
    assert.ok(picture.width >= 18, `the lost queen is drawn ${picture.width} px wide`);
    assert.match(await white.getAttribute('aria-label'), /White: \d+ points on the board, lost queen/);
  });
});

test("360×640 (tr-TR): Three Kingdoms' material line names the kingdoms, as its seat panels do, not their colours", async () => {
  // Shu's horse and cannon go first; each kingdom then loses a horse and a cannon.
  const text = recordOf('sanguo', ['rb3-bh1', 'gb3-rh1', 'bb3-gh1', 'ri1-rh1', 'gi1-gh1', 'bi1-bh1']);
  await onPhone(
    link('sanguo', text),
    async (page) => {
      const rows = page.locator('[data-material]');
      assert.deepEqual(await rows.locator('.material-name').allTextContents(), ['Shu', 'Wu', 'Wei']);
      assert.match(await page.locator('[data-material="g"]').getAttribute('aria-label'), /^Wu: tahtada \d+ puan, /);
      assert.doesNotMatch(await page.locator('.material').innerText(), /Kırmızı|Yeşil|Mavi/);
    },
    { locale: 'tr-TR' },
  );
});

// "Retry your mistakes": after the engine's review of a game, each mistake and blunder of the
// player's own (a person's seat) comes back as a puzzle: the position before it, on a board of
// its own over the game. A move counts when the review would not mark it, that is when it loses
// less than the review's inaccuracy threshold against the best move: the review's worker judges
// it with the review's own search (bot.js `analyse`), so the verdict is the review's.

import { h } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { engine, Session, specOf } from '../engine/engine.js';
import { openDialog } from '../ui/dialog.js';
import { reviewer } from '../engine/bot.js';
import { learnStyles } from './page.js';
import { TrainerBoard } from './trainer-board.js';

/**
 * A mistake to retry: the move's index in the game (0-based), its mark, how the move list
 * writes it and its number, and the engine's better move.
 * @typedef {{index: number, mark: string, written: string, number: string, best: import('../engine/types.js').Move|null}} Mistake
 */

/**
 * Opens the retry over the game: `variant`, its start position `start`, the `moves` reviewed and
 * the `mistakes` in the order played.
 * @param {{variant: string, start: string, moves: string[], mistakes: Mistake[]}} game
 */
export async function openRetry({ variant, start, moves, mistakes }) {
  await learnStyles;
  const counter = h('p', { class: 'learn-counter', 'data-retry-count': '' });
  const prompt = h('p', { class: 'learn-goal', 'data-goal': '' });
  const slot = h('div', { class: 'learn-board-slot' });
  const status = h('p', { class: 'learn-status', role: 'status', 'aria-live': 'polite', 'data-learn-status': '' });
  const actions = h('div', { class: 'learn-actions' });
  const root = h('div', { class: 'retry', 'data-retry': 'playing' }, counter, prompt, slot, status, actions);
  let board = null;
  let session = null;
  let closed = false;
  let found = 0;
  const spec = specOf(engine, variant);
  const { close } = openDialog({
    title: t('retry.title'),
    className: 'retry-sheet',
    body: [root],
    onClose: () => {
      closed = true;
      reviewer.cancel();
      session?.free();
      board?.destroy();
    },
  });
  const button = (label, action, onClick, primary = false) =>
    h(
      'button',
      {
        type: 'button',
        class: primary ? 'primary' : null,
        'data-action': action,
        on: { click: onClick },
      },
      label,
    );

  /** Mistake `n` on the board, waiting for the player's move. */
  const show = (n) => {
    const mistake = mistakes[n];
    session?.free();
    const created = Session.create(engine, variant, start);
    session = created.session;
    for (const move of moves.slice(0, mistake.index)) session?.play(move);
    const state = session?.state();
    if (!state || state.error) {
      status.textContent = t('retry.failed', { message: created.error ?? state?.error ?? '?' });
      return;
    }
    root.dataset.retry = 'playing';
    root.dataset.mistake = String(n);
    counter.textContent = t('retry.count', { n: n + 1, total: mistakes.length });
    prompt.textContent = t('retry.prompt', {
      number: mistake.number,
      move: mistake.written,
      mark: t(`review.mark.${mistake.mark}`),
    });
    board?.destroy();
    board = new TrainerBoard({
      variant,
      geometry: session.geometry(),
      spec,
      bottom: String(state.turn),
      onMove: (move) => judge(n, state, move),
    });
    slot.replaceChildren(board.element);
    board.show(state);
    status.textContent = '';
    offer(n, false);
  };

  /** The buttons under the board: the engine's move (once wanted), and on to the next. */
  const offer = (n, solved) => {
    const last = n === mistakes.length - 1;
    const onward = last
      ? button(t('retry.close'), 'close-retry', () => close(), solved)
      : button(t('retry.next'), 'next-mistake', () => show(n + 1), solved);
    actions.replaceChildren(
      solved
        ? null
        : button(t('retry.showBest'), 'show-best', () => {
            const best = mistakes[n].best;
            if (!best) return;
            board.arrow(best);
            status.textContent = t('retry.best', { best: best.notation });
          }),
      onward,
    );
    if (solved) onward.focus({ preventScroll: true });
  };

  /** Asks the review's search about the player's `move` in the position `state`. */
  const judge = async (n, state, move) => {
    const mistake = mistakes[n];
    const words = board.moveWords(state, move);
    board.show(state, { playable: false, last: move });
    root.dataset.retry = 'checking';
    status.textContent = t('retry.checking', { move: words });
    let ply;
    try {
      ply = await reviewer.analyse({
        variant,
        position: start,
        moves: moves.slice(0, mistake.index),
        played: move.notation,
        nodes: 0,
      });
    } catch (error) {
      if (closed || error?.name === 'Cancelled') return;
      status.textContent = t('retry.failed', { message: error?.message ?? String(error) });
      board.show(state);
      root.dataset.retry = 'playing';
      return;
    }
    if (closed || root.dataset.mistake !== String(n)) return;
    const best = ply?.best?.notation ?? mistake.best?.notation ?? '';
    if (!ply?.mark) {
      found += 1;
      root.dataset.retry = 'solved';
      const said = [t('retry.good', { move: words, best })];
      if (n === mistakes.length - 1) said.push(t('retry.finished', { found, total: mistakes.length }));
      status.textContent = said.join(' ');
      offer(n, true);
    } else {
      root.dataset.retry = 'missed';
      board.show(state);
      status.textContent = t('retry.bad', { move: words, mark: t(`review.mark.${ply.mark}`) });
    }
  };

  show(0);
}

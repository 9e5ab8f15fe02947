// The puzzles of a game (`#/puzzles/<variant>`): positions from the engine's own games where
// one move is clearly best (the shipped files, docs/puzzles.md). The next puzzle is the one
// nearest the player's rating not tried yet; a move is right when it is the solution's next
// move for the solver, or when it wins the game at once; the other sides' replies are the
// solution's. A miss shows the solution. Rating and streak are kept in this browser.

import { h, icon, bringIntoView } from '../ui/dom.js';
import { t, tn, sentences } from '../ui/i18n.js';
import { Session, specOf } from '../engine/engine.js';
import { loadPuzzles } from './data.js';
import { PuzzleProgress, nextPuzzle } from './progress.js';
import { learnPage } from './page.js';
import { TrainerBoard } from './trainer-board.js';

/** The pause before each reply, and between the moves of a solution shown, in ms. */
const REPLY_MS = 500;

/** A theme's goal in words: `mate-in-2` → "Find the checkmate in 2 moves." */
export function themeGoal(theme) {
  const counted = /^(mate|den|elimination)-in-(\d+)$/.exec(theme);
  if (counted) {
    const key = counted[1] === 'elimination' ? 'eliminationIn' : counted[1];
    return tn(`puzzles.goal.${key}`, Number(counted[2]));
  }
  const known = ['elimination', 'promotion', 'material', 'advantage'];
  return t(`puzzles.goal.${known.includes(theme) ? theme : 'material'}`);
}

/**
 * The puzzles screen of `variant`. Returns the page's element at once and fills it when the
 * puzzles have loaded.
 * @param {object} options
 * @param {object} options.engine  the engine (engine.js), with the game loaded
 * @param {string} options.variant
 * @param {() => void} options.onBack
 * @param {() => void} options.onLanguage
 * @returns {{ element: HTMLElement, ready: Promise<void>, destroy: () => void }}
 */
export function renderPuzzles({ engine, variant, onBack, onLanguage }) {
  const game = t(`variant.${variant}.name`);
  const page = learnPage({
    kicker: t('puzzles.kicker'),
    title: game,
    data: { puzzles: variant },
    onBack,
    onLanguage,
  });
  const progress = new PuzzleProgress(variant);
  if (progress.lost) page.notice(t('learn.progressLost', { game }));
  let screen = null;
  const ready = loadPuzzles(variant)
    .then((puzzles) => {
      if (!puzzles.length) throw new Error(`www/puzzles/${variant}.tsv holds no puzzle`);
      screen = new PuzzleScreen({
        engine,
        variant,
        puzzles,
        progress,
        page,
      });
    })
    .catch((error) => {
      page.notice(t('learn.loadFailed', { message: error?.message ?? String(error) }));
    });
  return { element: page.element, ready, destroy: () => screen?.destroy() };
}

class PuzzleScreen {
  constructor({ engine, variant, puzzles, progress, page }) {
    this.engine = engine;
    this.variant = variant;
    this.puzzles = puzzles;
    this.progress = progress;
    this.page = page;
    this.session = null;
    this.board = null;
    this.timer = null;
    this.stats = h('p', { class: 'learn-stats', 'data-puzzle-stats': '' });
    this.goal = h('p', { class: 'learn-goal', 'data-goal': '' });
    this.about = h('p', { class: 'learn-side' });
    this.feedback = h('div', { class: 'learn-feedback', 'data-feedback': '' });
    this.hintButton = h(
      'button',
      {
        type: 'button',
        'data-action': 'hint',
        on: { click: () => this.hint() },
      },
      icon('hint'),
      h('span', { text: t('puzzles.hint') }),
    );
    this.boardSlot = h('div', { class: 'learn-board-slot' });
    page.body.append(
      h('div', { class: 'learn-task-head' }, this.stats),
      this.goal,
      h(
        'div',
        { class: 'learn-play' },
        this.boardSlot,
        h(
          'div',
          { class: 'learn-side-panel' },
          this.about,
          page.status,
          this.feedback,
          h('div', { class: 'learn-actions' }, this.hintButton),
          h(
            'nav',
            { class: 'learn-links', 'aria-label': t('learn.kicker') },
            h(
              'a',
              { class: 'learn-link', href: `#/learn/${variant}`, 'data-lessons-link': variant },
              t('learn.lessons'),
            ),
            h('a', { class: 'learn-link', href: `#/rules/${variant}`, 'data-rules-link': variant }, t('learn.rules')),
          ),
        ),
      ),
    );
    this.next();
  }

  /** Shows the next puzzle for the player's rating. */
  next() {
    const puzzle = nextPuzzle(this.puzzles, this.progress);
    if (this.puzzles.every((p) => this.progress.solved(p.id))) this.page.notice(t('puzzles.allDone'));
    this.open(puzzle);
  }

  /** Sets `puzzle` up on the board, at its start. */
  open(puzzle) {
    clearTimeout(this.timer);
    this.session?.free();
    const created = Session.create(this.engine, this.variant, puzzle.position);
    if (created.error) {
      this.page.notice(t('learn.loadFailed', { message: created.error }));
      return;
    }
    this.puzzle = puzzle;
    this.session = created.session;
    this.step = 0;
    this.helped = false;
    this.over = false;
    const state = this.session.state();
    this.solver = String(state.turn);
    if (this.board) {
      this.board.destroy();
      this.board.element.remove();
    }
    const geometry = this.session.geometry();
    this.board = new TrainerBoard({
      variant: this.variant,
      geometry,
      spec: specOf(this.engine, this.variant),
      bottom: this.solver,
      onMove: (move) => this.tried(move),
    });
    this.boardSlot.replaceChildren(this.board.element);
    const root = this.page.element;
    root.dataset.puzzle = puzzle.id;
    root.dataset.status = 'playing';
    this.#stepShown(true);
    this.goal.textContent = sentences(
      t('puzzles.toMove', { side: this.board.sideWords(this.solver) }),
      themeGoal(puzzle.theme),
    );
    this.about.textContent = t('puzzles.puzzleRating', { n: rating(puzzle.rating) });
    this.hintButton.hidden = false;
    this.hintButton.disabled = false;
    this.feedback.replaceChildren();
    this.page.say('');
    this.#stats();
    this.board.show(state, { last: null });
  }

  /**
   * The root's `data-step` (how many moves of the solution are on the board) and, while the
   * solver is to move, `data-awaiting` (the browser tests follow a puzzle by them).
   */
  #stepShown(awaiting) {
    const root = this.page.element;
    root.dataset.step = String(this.step);
    if (awaiting) root.dataset.awaiting = String(this.step);
    else delete root.dataset.awaiting;
  }

  #stats() {
    const p = this.progress;
    const solved = this.puzzles.filter((z) => p.solved(z.id)).length;
    const root = this.page.element;
    root.dataset.rating = String(p.rating);
    root.dataset.streak = String(p.streak);
    this.stats.textContent = [
      t('puzzles.rating', { n: rating(p.rating) }),
      t('puzzles.streak', { n: p.streak }),
      t('puzzles.solvedCount', { n: solved, total: this.puzzles.length }),
    ].join(' · ');
  }

  /** The solver's move `move` (from the board): right, or the puzzle is missed. */
  tried(move) {
    if (this.over || !this.session) return;
    const expected = this.puzzle.solution[this.step];
    const before = this.session.state();
    const words = this.board.moveWords(before, move);
    if (this.session.play(move.notation)) return;
    const after = this.session.state();
    // A move that wins at once is as good as the solution's (another mate in one).
    const wins = after.result?.winners?.length === 1 && String(after.result.winners[0]) === this.solver;
    if (move.notation !== expected && !wins) {
      this.session.undo();
      this.#missed(words, expected);
      return;
    }
    this.step += 1;
    this.#stepShown(false);
    this.board.hint(null);
    if (wins || this.step >= this.puzzle.solution.length) {
      this.#solved(after);
      return;
    }
    this.board.show(after, { playable: false });
    this.page.say(sentences(t('learn.played', { move: words }), t('puzzles.right')));
    this.#replies();
  }

  /** Plays the replies of the solution up to the solver's next move, one after the other. */
  #replies() {
    this.timer = setTimeout(() => {
      const move = this.puzzle.solution[this.step];
      const before = this.session.state();
      const notation = before.moves.find((m) => m.notation === move);
      if (this.session.play(move)) return;
      this.step += 1;
      const state = this.session.state();
      const said = t('puzzles.replying', { move: notation ? this.board.moveWords(before, notation) : move });
      this.#stepShown(String(state.turn) === this.solver);
      if (String(state.turn) === this.solver) {
        this.board.show(state);
        this.page.say(sentences(said, t('puzzles.right')));
      } else {
        this.board.show(state, { playable: false });
        this.page.say(said);
        this.#replies();
      }
    }, REPLY_MS);
  }

  #solved(state) {
    this.over = true;
    const change = this.progress.record(this.puzzle.id, this.puzzle.rating, { solved: true, helped: this.helped });
    this.board.show(state, { playable: false });
    this.#stats();
    this.page.element.dataset.status = 'solved';
    const words = this.helped
      ? t('puzzles.solvedHelped', { rating: rating(this.progress.rating) })
      : t('puzzles.solved', { rating: rating(this.progress.rating), change: signed(change) });
    this.#finish(words, 'solved');
  }

  #missed(words, expected) {
    this.over = true;
    this.#stepShown(false);
    const change = this.progress.record(this.puzzle.id, this.puzzle.rating, { solved: false });
    const state = this.session.state();
    this.board.show(state, { playable: false });
    const move = state.moves.find((m) => m.notation === expected);
    this.board.arrow(move ?? null);
    this.#stats();
    this.page.element.dataset.status = 'missed';
    this.#finish(
      sentences(
        t('puzzles.missed', { move: words, rating: rating(this.progress.rating), change: signed(change) }),
        t('puzzles.solution', { line: this.puzzle.solution.slice(this.step).join(', ') }),
      ),
      'missed',
    );
  }

  /** The end of a try: what came of it, Next puzzle, and Show the solution. */
  #finish(words, result) {
    this.hintButton.hidden = true;
    const next = h(
      'button',
      {
        type: 'button',
        class: 'primary',
        'data-action': 'next-puzzle',
        on: { click: () => this.next() },
      },
      t('puzzles.next'),
    );
    this.feedback.replaceChildren(
      h('p', { class: 'learn-result', 'data-result': result, text: words }),
      h(
        'div',
        { class: 'learn-actions' },
        next,
        result === 'missed'
          ? h(
              'button',
              {
                type: 'button',
                'data-action': 'show-solution',
                on: { click: () => this.#showSolution() },
              },
              t('puzzles.showSolution'),
            )
          : null,
      ),
    );
    this.page.say('', words);
    bringIntoView(this.feedback);
    next.focus({ preventScroll: true });
  }

  /** Plays the rest of the solution on the board, a move at a time. */
  #showSolution() {
    clearTimeout(this.timer);
    this.board.arrow(null);
    const play = () => {
      const move = this.puzzle.solution[this.step];
      if (!move || this.session.play(move)) return;
      this.step += 1;
      this.#stepShown(false);
      this.board.show(this.session.state(), { playable: false });
      this.timer = setTimeout(play, REPLY_MS);
    };
    this.timer = setTimeout(play, REPLY_MS / 2);
  }

  /** Marks the piece to move (the puzzle then no longer counts for the rating). */
  hint() {
    if (this.over) return;
    const expected = this.puzzle.solution[this.step];
    const move = this.session.state().moves.find((m) => m.notation === expected);
    if (!move) return;
    this.helped = true;
    this.board.hint({ from: move.from, to: move.from });
    this.page.say(t('puzzles.hintSaid', { cell: move.from }));
  }

  destroy() {
    clearTimeout(this.timer);
    this.session?.free();
    this.session = null;
    this.board?.destroy();
  }
}

/** A rating as players write one: its digits alone (1500, never 1,500 or 1 500). */
function rating(n) {
  return String(n);
}

/** A change of rating with its sign: +12, −8, ±0. */
function signed(n) {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return '±0';
}

// The engine's review of a game, offline in the review worker (engine/bot.js `reviewer`): every
// position searched at the engine's fixed budget, with a progress bar and Cancel; then an SVG
// graph of the evaluation over the game (two players: one curve from the first player's side;
// Three Kingdoms: one curve per kingdom, at its own turns), each move's mark (inaccuracy,
// mistake, blunder: the engine decides, see search/review.rs) in the move list and in a list of
// its own, the better move as an arrow on the board when that position is shown, and a line per
// player counting the marks. Everything the graph shows is said in text too.

import { h } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { svgEl } from '../ui/svg.js';
import { reviewer } from '../engine/bot.js';
import { plyPlaces, plyNumber } from './move-list.js';

/** The graph's vertical scale, in centi-units each way (the engine caps scores at 2000). */
const GRAPH_RANGE = 1000;
const WIDTH = 320;
const HEIGHT = 90;
const MARKS = ['blunder', 'mistake', 'inaccuracy'];
/** The symbol each mark gets next to a move (its words are given as text too). */
const SYMBOLS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/**
 * The engine's review of one position (the wasm facade's `analyse`): who was to move, the
 * evaluation, the best move, the move played and what it lost, its mark.
 * @typedef {object} ReviewPly
 * @property {string} mover
 * @property {number} score
 * @property {{from: string, to: string, notation: string}|null} best
 * @property {string} [played]
 * @property {number} [played_score]
 * @property {number} drop
 * @property {'inaccuracy'|'mistake'|'blunder'|null} mark
 * @property {number} depth
 * @property {number} nodes
 */

export class Review {
  /**
   * @param {object} options
   * @param {import('./controller.js').GameController} options.controller
   * @param {() => void} options.onChange   the review's results changed (redraw marks, arrow)
   * @param {(move: import('../engine/types.js').Move) => string} options.formatPly  a move as the move
   *        list writes it
   * @param {(letter: string) => Record<string, string>} options.sideWords  a side's words for
   *        the summary's strings (the game's own names, as the game view says them)
   * @param {() => void} options.onPick  a marked move was chosen from the list: its position is
   *        shown, and the board should be in view
   */
  constructor({ controller, onChange, formatPly, onPick, sideWords }) {
    this.controller = controller;
    this.sideWords = sideWords;
    this.onChange = onChange;
    this.formatPly = formatPly;
    this.onPick = onPick;
    /** Per position (after 0, 1, … plies) the engine's review, or null: a finished game's end. */
    this.plies = /** @type {Array<ReviewPly|null>} */ ([]);
    /** The moves reviewed (the review stays valid while the game begins with them). */
    this.moves = /** @type {string[]} */ ([]);
    this.running = false;
    this.button = h(
      'button',
      {
        type: 'button',
        class: 'nav-review',
        'data-action': 'review',
        title: t('review.startLabel'),
        on: { click: () => this.start() },
      },
      t('review.start'),
    );
    this.progress = h('progress', { class: 'review-progress', max: 1, value: 0 });
    this.progressText = h('span', { class: 'review-progress-text' });
    this.cancelButton = h(
      'button',
      {
        type: 'button',
        'data-action': 'cancel-review',
        on: { click: () => this.cancel() },
      },
      t('review.cancel'),
    );
    this.running_ = h(
      'div',
      { class: 'review-running', role: 'status' },
      this.progress,
      this.progressText,
      this.cancelButton,
    );
    this.graph = h('div', { class: 'review-graph' });
    this.best = h('p', { class: 'review-best', 'data-review-best': '' });
    this.summary = h('ul', { class: 'review-summary' });
    this.list = h('ol', { class: 'review-marks' });
    // The player's own mistakes again, as puzzles (learn/retry.js, loaded when asked for).
    this.retry = h(
      'button',
      {
        type: 'button',
        class: 'review-retry',
        'data-action': 'retry-mistakes',
        title: t('review.retryLabel'),
        hidden: true,
        on: { click: () => this.#retry() },
      },
      t('review.retry'),
    );
    this.element = h(
      'section',
      { class: 'review', hidden: true, 'aria-label': t('review.title'), 'data-review': '' },
      this.running_,
      this.graph,
      this.best,
      this.summary,
      this.retry,
      this.list,
    );
  }

  /** Whether a finished review covers the game's moves so far. */
  get done() {
    return !this.running && this.plies.length > 0;
  }

  /**
   * Starts (or restarts) the review of the game as played so far; nothing while the engine may
   * not help (a live online game, controller.engineHelp).
   */
  start() {
    const c = this.controller;
    if (this.running || !c.state || !c.engineHelp) return;
    const moves = c.state.history.slice();
    this.running = true;
    this.plies = [];
    this.moves = moves;
    this.element.hidden = false;
    this.element.dataset.review = 'running';
    this.#renderRunning(0, moves.length + 1);
    this.onChange();
    reviewer
      .review(
        {
          variant: c.variant,
          position: c.startPosition,
          moves,
          nodes: 0,
        },
        ({ done, total }) => this.#renderRunning(done, total),
      )
      .then(
        (plies) => {
          if (c.destroyed) return;
          this.running = false;
          this.plies = plies;
          this.element.dataset.review = 'done';
          this.render();
          this.onChange();
        },
        (error) => {
          this.running = false;
          this.element.dataset.review = error?.name === 'Cancelled' ? 'cancelled' : 'failed';
          this.element.hidden = error?.name === 'Cancelled';
          if (error?.name !== 'Cancelled')
            this.best.textContent = t('review.failed', { message: error?.message ?? String(error) });
          this.running_.hidden = true;
          this.onChange();
        },
      );
  }

  cancel() {
    if (this.running) reviewer.cancel();
  }

  /** Forgets a review the game no longer begins with (a move taken back). */
  check() {
    const history = this.controller.state?.history ?? [];
    if (this.done && !this.moves.every((m, i) => history[i] === m)) {
      this.plies = [];
      this.moves = [];
      this.element.hidden = true;
      this.onChange();
    }
  }

  #renderRunning(done, total) {
    this.running_.hidden = false;
    this.progress.max = total;
    this.progress.value = done;
    this.progressText.textContent = t('review.running', { done, total });
    this.graph.replaceChildren();
    this.summary.replaceChildren();
    this.list.replaceChildren();
    this.best.textContent = '';
  }

  /** The mark of the `index`-th move (0-based), or null. */
  markOf(index) {
    return this.done ? (this.plies[index]?.mark ?? null) : null;
  }

  /** The engine's best move in the position after `ply` plies, or null. */
  bestAt(ply) {
    return this.done ? (this.plies[ply]?.best ?? null) : null;
  }

  /** The mark's symbol and words, for the move list. */
  static markText(mark) {
    return { symbol: SYMBOLS[mark] ?? '', words: t(`review.mark.${mark}`) };
  }

  /** The value of position `i` for player `letter` (null when unknown). */
  #valueFor(i, letter) {
    const ply = this.plies[i];
    if (ply) return String(ply.mover) === letter ? ply.score : -ply.score;
    // A finished game's last position: the result says it.
    const result = this.controller.state?.result;
    if (!result || i !== this.plies.length - 1) return null;
    if (result.winners.length === 0) return 0;
    return result.winners.map(String).includes(letter) ? GRAPH_RANGE : -GRAPH_RANGE;
  }

  /** Draws the finished review: graph, the shown position's best move, summary, marked moves. */
  render() {
    if (!this.done) return;
    const c = this.controller;
    this.running_.hidden = true;
    const total = Math.max(1, this.plies.length - 1);
    const x = (i) => (i / total) * WIDTH;
    const y = (v) => HEIGHT / 2 - (Math.max(-GRAPH_RANGE, Math.min(GRAPH_RANGE, v)) / GRAPH_RANGE) * (HEIGHT / 2 - 4);
    const svg = svgEl('svg', {
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      class: 'review-chart',
      role: 'img',
      preserveAspectRatio: 'none',
    });
    svgEl('line', { x1: 0, x2: WIDTH, y1: HEIGHT / 2, y2: HEIGHT / 2, class: 'review-axis' }, svg);
    const letters = c.players.map((p) => String(p.letter));
    // Two players: one curve, the first player's view (the other's is its mirror).
    const curves = letters.length === 2 ? [letters[0]] : letters;
    for (const letter of curves) {
      const points = [];
      for (let i = 0; i < this.plies.length; i++) {
        const ply = this.plies[i];
        // Three Kingdoms: a kingdom's score is known where it is to move.
        if (letters.length > 2 && ply && String(ply.mover) !== letter) continue;
        const v = this.#valueFor(i, letter);
        if (v !== null) points.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`);
      }
      svgEl(
        'polyline',
        {
          points: points.join(' '),
          class: `review-curve owner-${letter}`,
          'data-curve': letter,
          fill: 'none',
        },
        svg,
      );
    }
    const at = c.viewing ?? c.played.length;
    svgEl('line', { x1: x(at), x2: x(at), y1: 0, y2: HEIGHT, class: 'review-now' }, svg);
    for (let i = 0; i < this.plies.length; i++) {
      const mark = this.plies[i]?.mark;
      if (!mark) continue;
      const mover = String(this.plies[i].mover);
      const v = this.#valueFor(i, curves.includes(mover) ? mover : curves[0]) ?? 0;
      svgEl('circle', { cx: x(i), cy: y(v), r: 3.5, class: `review-dot review-${mark}` }, svg);
    }
    svg.addEventListener('click', (event) => {
      const box = svg.getBoundingClientRect();
      if (box.width <= 0) return;
      c.view(Math.round(((event.clientX - box.left) / box.width) * total));
    });
    // The summary, as text for everyone (and the graph's accessible name).
    const counts = new Map(letters.map((l) => [l, { blunder: 0, mistake: 0, inaccuracy: 0 }]));
    for (const ply of this.plies) if (ply?.mark) counts.get(String(ply.mover))[ply.mark] += 1;
    const lines = letters.map((l) => {
      const n = counts.get(l);
      return t('review.summary', {
        ...this.sideWords(l),
        blunders: n.blunder,
        mistakes: n.mistake,
        inaccuracies: n.inaccuracy,
      });
    });
    svg.setAttribute('aria-label', t('review.graph', { summary: lines.join('; ') }));
    this.graph.replaceChildren(svg);
    this.summary.replaceChildren(...lines.map((text, i) => h('li', { class: `owner-${letters[i]}`, text })));
    this.list.replaceChildren();
    this.retry.hidden = this.#mistakes().length === 0;
    // Numbered as the move list numbers them, and written as it writes them.
    const places = plyPlaces(c);
    for (let i = 0; i < this.moves.length; i++) {
      const ply = this.plies[i];
      if (!ply?.mark || !MARKS.includes(ply.mark)) continue;
      const move = c.played[i];
      const written = move ? `${plyNumber(places[i])} ${this.formatPly(move)}` : this.moves[i];
      const words =
        `${written} ${SYMBOLS[ply.mark]} ${t(`review.mark.${ply.mark}`)}` +
        (ply.best ? ` · ${t('review.better', { move: ply.best.notation })}` : '');
      this.list.append(
        h(
          'li',
          { class: `review-item review-${ply.mark}`, 'data-mark': ply.mark, 'data-ply': String(i + 1) },
          h(
            'button',
            {
              type: 'button',
              on: {
                click: () => {
                  c.view(i);
                  this.onPick();
                },
              },
            },
            words,
          ),
        ),
      );
    }
    this.renderShown();
  }

  /** The mistakes and blunders of the people at this device, as "retry your mistakes" takes them. */
  #mistakes() {
    const c = this.controller;
    const places = plyPlaces(c);
    const found = [];
    for (let i = 0; i < this.moves.length; i++) {
      const ply = this.plies[i];
      if (!['mistake', 'blunder'].includes(ply?.mark) || !c.isHuman(String(ply.mover))) continue;
      const move = c.played[i];
      found.push({
        index: i,
        mark: ply.mark,
        written: move ? this.formatPly(move) : this.moves[i],
        number: plyNumber(places[i]),
        best: ply.best ?? null,
      });
    }
    return found;
  }

  async #retry() {
    const c = this.controller;
    const mistakes = this.#mistakes();
    if (!mistakes.length) return;
    const { openRetry } = await import('../learn/retry.js');
    openRetry({
      variant: c.variant,
      start: c.startPosition,
      moves: this.moves.slice(),
      mistakes,
    });
  }

  /** The engine's move in the position on screen, in words. */
  renderShown() {
    if (!this.done) return;
    const c = this.controller;
    const at = c.viewing ?? c.played.length;
    const best = this.bestAt(at);
    this.best.textContent = best ? t('review.best', { move: best.notation }) : '';
    const now = this.graph.querySelector('.review-now');
    if (now) {
      const x = ((at / Math.max(1, this.plies.length - 1)) * WIDTH).toFixed(1);
      now.setAttribute('x1', x);
      now.setAttribute('x2', x);
    }
  }
}

// Three Kingdoms xiangqi (`sanguo`) in the game screen: the table around the board, as the
// game's part (game/extras.js):
//   - the board's drawing: tinted halves, river, palaces, no coordinate labels, its rotation
//     (the bar's turn button brings the next kingdom to the bottom), and face to face each
//     piece turned towards its owner's seat;
//   - seat panels (one per kingdom, its resign button and in-page confirmation), the takeover
//     banner, the menu's follow-the-turn, Latin letters and pieces' key;
//   - "Shu and Wei share the win", and the words of a move with its takeovers.
// The page computes no rules: defeats and takeovers come from the engine's typed state (the
// kingdoms still in play, each piece's home kingdom). The table setup (banner bearers, board
// orientation) adds to the new-game panel through `tableOptions`.

import { t, known, capitalize, sideName, language } from '../../ui/i18n.js';
import { h } from '../../ui/dom.js';
import { pieceName } from '../../board/pieces.js';
import { GameExtras } from '../../game/extras.js';
import { mirrorResultBox } from '../../game/result-copy.js';
import { kingdomEmblem, drawSanguoPiece } from './pieces.js';
import { drawTableBackdrop } from './table.js';
import { LETTERS, COLOURS, kingdomName, kingdomParams, kingdomForm } from './kingdoms.js';
import { readBoardPreference, writeBoardPreference, readLatin, writeLatin } from './table-options.js';
import { SanguoSeats } from './seats.js';
import { piecesLegend, showPiecesKey } from './key.js';

// What games/games.js takes from the game's module, loaded with it: the piece art, the table's
// options in the new-game panel, the kingdoms' names.
export { drawSanguoPiece } from './pieces.js';
export { tableOptions, seatingLabels } from './table-options.js';
export { kingdomName } from './kingdoms.js';

/** Three Kingdoms' part of the game screen (see the top of this file). */
export class SanguoExtras extends GameExtras {
  /** @param {import('../../game/extras.js').ExtrasContext} ctx */
  constructor(ctx) {
    super(ctx);
    const controller = ctx.controller;
    this.controller = controller;
    this.face = !controller.botGame && ctx.seating === 'face';
    this.follow = readBoardPreference() === 'turn';
    this.latin = readLatin();
    this.manualBottom = ctx.bottom();
    this.halves = new Map(); // letter → SVG polygon of its half-board
    const humans = controller.humans;
    this.humans = new Set(humans);
    this.online = controller.online;
    // The one kingdom played at this device, against the computer or online: "your move".
    this.own = (controller.botGame || this.online) && humans.length === 1 ? humans[0] : null;
    // The board stays as the player leaves it (no following the turn) when this device plays
    // one kingdom, or watches an online room.
    this.fixedView = !!this.own || this.online;
    this.seats = new SanguoSeats(this);
  }

  // ── the board ─────────────────────────────────────────────────────────────────────────────

  /** The board's drawing: no coordinates, the table's backdrop, its rotation. */
  boardOptions() {
    return {
      coordinates: false,
      rotation: this.#rotationFor(this.ctx.bottom()),
      decorate: ({ under, point }) => this.#drawBackdrop(under, point),
    };
  }

  drawPiece(piece) {
    const art = drawSanguoPiece(piece, {
      ...this.pieceOptions(piece),
      seat: Math.max(0, LETTERS.indexOf(String(piece.owner))),
      latin: this.latin,
    });
    art.dataset.lang = language();
    return art;
  }

  /** Degrees to turn the drawing so that `letter`'s half is at the bottom. */
  #rotationFor(letter) {
    return -120 * Math.max(0, LETTERS.indexOf(letter));
  }

  pieceOptions(piece) {
    if (!this.face) return {};
    return { angle: -120 * Math.max(0, LETTERS.indexOf(String(piece.owner))) };
  }

  /** A point's spoken name: "gc5, red soldier from Wu". */
  cellLabel(cell, piece, _text) {
    if (!piece) return cell;
    const text = this.#pieceText(piece);
    if (piece.home && piece.home !== piece.owner) {
      return `${cell}, ${t('sanguo.takenFrom', { piece: text, ...kingdomParams(piece.home) })}`;
    }
    return `${cell}, ${text}`;
  }

  #pieceText(piece, { acc = false } = {}) {
    return t('game.pieceOf', {
      side: sideName(COLOURS[String(piece.owner)] ?? String(piece.owner)),
      piece: pieceName('sanguo', piece, { acc }),
    });
  }

  /** The table's backdrop under the engine's lines (table.js); remembers the halves. */
  #drawBackdrop(layer, point) {
    this.halves = drawTableBackdrop(layer, point);
    this.#markHalves();
  }

  #markHalves() {
    const state = this.controller.state;
    const alive = state ? this.controller.alive : LETTERS;
    for (const [k, half] of this.halves) {
      half.classList.toggle('active', !!state && !state.result && String(state.turn) === k);
      half.classList.toggle('out', !alive.includes(k));
    }
  }

  /** Shared strings (an online room's) name the kingdoms, not their colours. */
  sideWords(letter) {
    if (!LETTERS.includes(letter)) return null;
    const name = kingdomName(letter);
    return {
      side: name,
      Side: name,
      sideLoc: kingdomForm(letter, 'loc'),
      sideAcc: kingdomForm(letter, 'acc'),
    };
  }

  /** The bar's turn button: the next kingdom to the bottom (and stop following the turn). */
  flipLabel() {
    return t('sanguo.rotate');
  }

  flip() {
    const board = this.ctx.board();
    const current = LETTERS[((-Math.round(board.rotation / 120) % 3) + 3) % 3];
    this.manualBottom = LETTERS[(LETTERS.indexOf(current) + 1) % 3];
    if (this.follow) this.#setFollow(false);
    board.setRotation(this.#rotationFor(this.manualBottom));
    this.#markHalves();
    return this.manualBottom;
  }

  #setFollow(on) {
    this.follow = on;
    writeBoardPreference(on ? 'turn' : 'fixed');
    this.setFollowChecked?.(on);
    if (on && this.controller.state) this.#orient(this.controller.state);
  }

  /** Turns the board for the kingdom to move, when the table asked for it. */
  #orient(state) {
    if (this.face || this.fixedView) return;
    if (!this.follow) return;
    const turn = String(state.turn);
    if (!this.humans.has(turn) || state.result) return;
    this.ctx.board().setRotation(this.#rotationFor(turn));
  }

  // ── the panels ────────────────────────────────────────────────────────────────────────────

  /** Per-kingdom resignation replaces the shared button; Three Kingdoms has no draw offers. */
  controls(ids) {
    return ids.filter((id) => id !== 'resign' && id !== 'draw');
  }

  mount() {
    const ctx = this.ctx;
    ctx.markRoot('sanguo-view', true);
    ctx.markRoot('sg-face', this.face);
    ctx.markRoot('sg-latin', this.latin);
    this.seats.mount(ctx);
    this.toast = h('div', { class: 'sg-toast', 'aria-hidden': 'true', hidden: true });
    ctx.place(this.toast, 'over-board');
    if (this.face) this.#resultForEverySeat();
    ctx.place(piecesLegend(this.controller.spec), 'after-moves');
  }

  /**
   * Round the table, the result is read from three sides: the box faces Shu, and a copy of
   * its words faces each of Wu and Wei (sanguo.css turns them).
   */
  #resultForEverySeat() {
    const anchor = this.toast;
    const box = anchor.parentElement?.querySelector(':scope > .result-box');
    if (!box) return;
    this.resultMirrors = ['g', 'b'].map((letter) => {
      const copy = h('div', { class: 'sg-result-copy', 'data-seat': letter, hidden: true });
      anchor.before(copy);
      return mirrorResultBox(box, copy);
    });
  }

  destroy() {
    for (const observer of this.resultMirrors ?? []) observer.disconnect();
  }

  /** Follow the turn (people side by side), Latin letters, the pieces' key. */
  menuItems() {
    const items = [];
    if (!this.face && !this.fixedView) {
      items.push({
        text: t('sanguo.followTurn'),
        data: 'follow-turn',
        checked: this.follow,
        first: true,
        action: () => this.#setFollow(!this.follow),
        bind: (set) => {
          this.setFollowChecked = set;
        },
      });
    }
    items.push(
      {
        text: t('sanguo.latin'),
        data: 'latin-letters',
        checked: this.latin,
        action: () => this.#setLatin(!this.latin),
        bind: (set) => {
          this.setLatinChecked = set;
        },
      },
      { text: t('sanguo.pieces'), data: 'pieces', action: () => showPiecesKey(this.controller.spec) },
    );
    return items;
  }

  /** Latin letters or Chinese characters on the pieces (remembered on this device). */
  #setLatin(on) {
    this.latin = on;
    writeLatin(on);
    this.setLatinChecked?.(on);
    this.ctx.markRoot('sg-latin', on);
    this.ctx.redraw();
  }

  /** After every new state, before the board is drawn. */
  update(change) {
    const state = this.controller.state;
    const alive = this.controller.alive;
    if (change?.type !== 'move') this.#hideToast();
    this.#orient(state);
    this.#markHalves();
    this.seats.update(state, alive);
  }

  /**
   * The move just played, and any defeat and takeover it caused, for the live region; a
   * takeover also as a banner over the board.
   */
  announce(change) {
    const { mover, taken, move, before, after } = change;
    const parts = [];
    if (mover) {
      const params = { Piece: capitalize(this.#pieceText(mover)), from: move.from, to: move.to };
      if (taken && String(taken.owner) !== String(mover.owner)) {
        params.captured = this.#pieceText(taken);
        params.capturedAcc = this.#pieceText(taken, { acc: true });
        parts.push(t('sanguo.movedCapture', params));
      } else {
        parts.push(t('sanguo.moved', params));
      }
    }
    const wasAlive = before.extras?.alive ?? LETTERS;
    const nowAlive = after.extras?.alive ?? LETTERS;
    const taker = String(before.turn);
    const defeated = wasAlive.filter((l) => !nowAlive.includes(l));
    const lines = defeated.map((l) => ({
      loser: l,
      text: t('sanguo.takeover', { Loser: kingdomName(l), Winner: kingdomName(taker) }),
    }));
    if (lines.length) this.#showToast(lines, taker);
    else this.#hideToast();
    return [parts.join(''), ...lines.map((l) => l.text)].filter(Boolean).join('. ').replace(/\.\./g, '.');
  }

  #showToast(lines, taker) {
    const toast = this.toast;
    toast.replaceChildren(
      ...lines.map((line) =>
        h(
          'p',
          { class: 'sg-toast-line' },
          kingdomEmblem(line.loser, { cls: 'sg-toast-loser' }),
          h('span', { text: line.text }),
          kingdomEmblem(taker),
        ),
      ),
    );
    toast.dataset.defeated = lines.map((l) => l.loser).join('');
    toast.dataset.taker = taker;
    toast.hidden = false;
    // Restart the fade-out animation.
    toast.classList.remove('shown');
    void toast.offsetWidth;
    toast.classList.add('shown');
  }

  #hideToast() {
    if (!this.toast) return;
    this.toast.hidden = true;
    this.toast.classList.remove('shown');
    delete this.toast.dataset.defeated;
    delete this.toast.dataset.taker;
  }

  // ── the result and the move list ──────────────────────────────────────────────────────────

  describeResult(result) {
    const winners = (result.winners ?? []).map(String).filter((l) => LETTERS.includes(l));
    const names = winners.map(kingdomName);
    let title;
    if (winners.length === 0) {
      title = t('sanguo.result.draw');
    } else if (this.own && winners.includes(this.own)) {
      const others = winners.filter((l) => l !== this.own);
      title = others.length ? t('sanguo.result.youShare', { K: kingdomName(others[0]) }) : t('sanguo.result.youWin');
    } else if (winners.length === 1) {
      title = t('sanguo.result.win', { K: names[0] });
    } else {
      title = t('sanguo.result.shared', { A: names[0], B: names[1] });
    }
    const rule = String(result.rule_id);
    let detail;
    if (rule === 'resignation') {
      const alive = this.controller.alive;
      const loser = alive.find((l) => !winners.includes(l)) ?? LETTERS.find((l) => !winners.includes(l));
      detail = t('sanguo.rule.resignation', { K: kingdomName(loser) });
    } else if (rule === 'last-general') {
      detail = t('sanguo.rule.last-general', { K: names[0] ?? '' });
    } else {
      const key = `sanguo.rule.${rule}`;
      detail = known(key) ? t(key) : rule;
    }
    if (this.own && winners.length && !title.includes(names[0])) {
      detail = `${winners.length > 1 ? t('sanguo.result.shared', { A: names[0], B: names[1] }) : t('sanguo.result.win', { K: names[0] })}. ${detail}`;
    }
    return { title, detail };
  }
}

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
import { h, icon, choiceGroup } from '../../ui/dom.js';
import { pieceName } from '../../board/pieces.js';
import {
  kingdomEmblem, drawSanguoPiece, pieceGlyph, glyphPath,
} from './pieces.js';
import { openDialog } from '../../ui/dialog.js';
import { readText, writeText } from '../../platform/storage.js';
import { GameExtras } from '../../game/extras.js';
import { LEVELS } from '../../game/seats.js';
import { mirrorResultBox } from '../../game/result-copy.js';
import './strings.js';
import { SVG_NS } from '../../ui/svg.js';
import { drawTableBackdrop } from './table.js';

// The game's piece art, loaded with it (games/games.js).
export { drawSanguoPiece } from './pieces.js';

const LETTERS = ['r', 'g', 'b'];
const BOARD_KEY = 'sanguo.board';
const LABELS_KEY = 'sanguo.labels';


// Turkish case endings of the kingdom names (Shu'ya, Wei'den, Wu'da, Wei'i…).
const TR_CASES = {
  r: {
    dat: 'Shu’ya', abl: 'Shu’dan', loc: 'Shu’da', acc: 'Shu’yu',
  },
  g: {
    dat: 'Wu’ya', abl: 'Wu’dan', loc: 'Wu’da', acc: 'Wu’yu',
  },
  b: {
    dat: 'Wei’ye', abl: 'Wei’den', loc: 'Wei’de', acc: 'Wei’i',
  },
};

/** A kingdom's name (Shu, Wu, Wei). */
export function kingdomName(letter) {
  return t(`sanguo.kingdom.${letter}`);
}

function kingdomParams(letter) {
  const tr = language() === 'tr' ? TR_CASES[letter] : null;
  const name = kingdomName(letter);
  return { K: name, KDat: tr?.dat ?? name, KAbl: tr?.abl ?? name };
}

const COLOURS = { r: 'red', g: 'green', b: 'blue' };

/** "Shu (red)". */
export function kingdomWithColour(letter) {
  return t('sanguo.kingdomColour', { K: kingdomName(letter), colour: sideName(COLOURS[letter] ?? letter) });
}

/** The board's orientation for people side by side (remembered on this device). */
function readBoardPreference() {
  return readText(BOARD_KEY) === 'turn' ? 'turn' : 'fixed';
}

/** Latin letters instead of characters on the pieces (remembered on this device). */
function readLatin() {
  return readText(LABELS_KEY) === 'latin';
}

function writeLatin(on) {
  writeText(LABELS_KEY, on ? 'latin' : 'chinese');
}

function writeBoardPreference(value) {
  writeText(BOARD_KEY, value === 'turn' ? 'turn' : 'fixed');
}


/**
 * The table options of the new-game panel: banner bearers on/off (a link parameter,
 * `banners=off`) and, for people on one device side by side, the board's orientation (kept on
 * this device). Returns `{ nodes, render(state), apply(settings) }`.
 */
export function tableOptions(initial) {
  const state = {
    banners: initial.banners === 'off' ? 'off' : 'on',
    board: readBoardPreference(),
  };
  const boardGroup = choiceGroup(t('sanguo.setup.board'), 'board', [
    { value: 'fixed', text: t('sanguo.setup.fixed') },
    { value: 'turn', text: t('sanguo.setup.turn') },
  ], state.board, (v) => { state.board = v; });
  const nodes = [
    choiceGroup(t('sanguo.setup.banners'), 'banners', [
      { value: 'on', text: t('sanguo.setup.on') },
      { value: 'off', text: t('sanguo.setup.off') },
    ], state.banners, (v) => { state.banners = v; }),
    h('p', { class: 'setup-note', 'data-note': 'banners', text: t('sanguo.setup.bannersNote') }),
    boardGroup,
  ];
  return {
    nodes,
    /** Shows the orientation choice only where it applies (local play, side by side). */
    render(setup) {
      boardGroup.hidden = setup.mode === 'bot' || setup.seating === 'face';
    },
    apply(settings) {
      settings.banners = state.banners;
      if (settings.mode !== 'bot' && settings.seating !== 'face') writeBoardPreference(state.board);
    },
  };
}

/** Labels of the seating choice in the new-game panel. */
export function seatingLabels() {
  return { side: t('sanguo.setup.side'), face: t('sanguo.setup.face') };
}

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
    this.seatEls = new Map();
    this.confirming = null;
    const humans = controller.humans;
    this.humans = new Set(humans);
    this.online = controller.online;
    // The one kingdom played at this device, against the computer or online: "your move".
    this.own = (controller.botGame || this.online) && humans.length === 1 ? humans[0] : null;
    // The board stays as the player leaves it (no following the turn) when this device plays
    // one kingdom, or watches an online room.
    this.fixedView = !!this.own || this.online;
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
      ...this.pieceOptions(piece), seat: Math.max(0, LETTERS.indexOf(String(piece.owner))), latin: this.latin,
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
    const tr = language() === 'tr' ? TR_CASES[letter] : null;
    return {
      side: name, Side: name, sideLoc: tr?.loc ?? name, sideAcc: tr?.acc ?? name,
    };
  }

  /** The bar's turn button: the next kingdom to the bottom (and stop following the turn). */
  flipLabel() {
    return t('sanguo.rotate');
  }

  flip() {
    const board = this.ctx.board();
    const current = LETTERS[((-Math.round(board.rotation / 120)) % 3 + 3) % 3];
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
    if (!this.face && !this.online) {
      // Side by side: one Resign button; the seat bar then asks which kingdom resigns (online
      // the room has its own, for this device's kingdom alone).
      this.resignControl = h('button', {
        type: 'button', class: 'control control-flag sg-resign-control', title: t('sanguo.resignWho'),
        on: { click: () => this.#askResignAny() },
      }, icon('flag'), h('span', { class: 'control-text', text: t('game.resign') }));
      ctx.place(this.resignControl, 'controls');
    }
    this.seatBar = h('div', { class: 'sg-seats', role: 'group', 'aria-label': t('setup.seats') });
    for (const letter of LETTERS) this.seatEls.set(letter, this.#buildSeat(letter));
    if (this.face) {
      // Round the table: Wei's and Wu's panels above the board, turned towards their seats;
      // Shu's below, upright.
      this.topSeats = h('div', { class: 'sg-top-seats' }, this.seatEls.get('b').root, this.seatEls.get('g').root);
      ctx.place(this.topSeats, 'above-board');
      ctx.place(this.seatEls.get('r').root, 'below-board');
      this.seatEls.get('r').root.classList.add('sg-bottom-seat');
    } else {
      for (const letter of LETTERS) this.seatBar.append(this.seatEls.get(letter).root);
      ctx.place(this.seatBar, 'after-status');
    }
    this.confirmBar = h('div', { class: 'sg-confirm-bar', role: 'alertdialog', hidden: true });
    this.seatBar.append(this.confirmBar);
    this.toast = h('div', { class: 'sg-toast', 'aria-hidden': 'true', hidden: true });
    ctx.place(this.toast, 'over-board');
    if (this.face) this.#resultForEverySeat();
    ctx.place(this.#legend(), 'after-moves');
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
        text: t('sanguo.followTurn'), data: 'follow-turn', checked: this.follow, first: true,
        action: () => this.#setFollow(!this.follow),
        bind: (set) => { this.setFollowChecked = set; },
      });
    }
    items.push(
      {
        text: t('sanguo.latin'), data: 'latin-letters', checked: this.latin,
        action: () => this.#setLatin(!this.latin),
        bind: (set) => { this.setLatinChecked = set; },
      },
      { text: t('sanguo.pieces'), data: 'pieces', action: () => this.#showPieces() },
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

  /** A key of the characters under the move list: 車 R chariot… (the general and the banner
   *  bearer differ by kingdom). */
  #legend() {
        const items = this.controller.spec.pieces.map(({ letter, kind }) => {
      const glyphs = letter === 'K' || letter === 'B' ? LETTERS.map((k) => pieceGlyph(letter, k)) : [pieceGlyph(letter, 'r')];
      const art = document.createElementNS(SVG_NS, 'svg');
      art.setAttribute('viewBox', `0 0 ${glyphs.length * 100} 100`);
      art.setAttribute('class', `sg-legend-art n${glyphs.length}`);
      glyphs.forEach((g, i) => {
        const c = document.createElementNS(SVG_NS, 'circle');
        c.setAttribute('cx', String(50 + i * 100));
        c.setAttribute('cy', '50');
        c.setAttribute('r', '47');
        c.setAttribute('class', 'sg-legend-disc');
        art.append(c);
        glyphPath(g, { size: 66, x: 50 + i * 100, y: 50, parent: art });
      });
      return h('li', { class: 'sg-legend-item' }, art,
        h('span', {}, h('b', { text: letter }), ` ${pieceName('sanguo', { kind })}`));
    });
    return h('ul', { class: 'sg-legend', 'aria-label': t('sanguo.pieces') }, items);
  }

  #buildSeat(letter) {
    const name = kingdomName(letter);
    const status = h('span', { class: 'sg-seat-status' });
    const robot = icon('robot');
    robot.classList.add('sg-robot');
    const dots = h('span', { class: 'thinking-dots', 'aria-hidden': 'true' }, h('span'), h('span'), h('span'));
    const resign = h('button', {
      type: 'button', class: 'sg-resign', 'data-resign': letter,
      'aria-label': t('sanguo.resignLabel', { K: name }), title: t('sanguo.resignLabel', { K: name }),
      on: { click: () => this.#askResign(letter) },
    }, icon('flag'), h('span', { class: 'sg-resign-text', text: t('sanguo.resign') }));
    const main = h('div', { class: 'sg-seat-main' },
      kingdomEmblem(letter),
      h('div', { class: 'sg-seat-text' },
        h('span', { class: 'sg-seat-name', text: name }),
        h('span', { class: 'sg-seat-line' }, robot, status, dots)),
      resign);
    const confirm = h('div', { class: 'sg-confirm', hidden: true });
    const root = h('div', {
      class: `sg-seat owner-${letter}`,
      role: 'group',
      'aria-label': kingdomWithColour(letter),
      dataset: { seat: letter },
    }, main, confirm);
    return { root, status, resign, confirm, main, robot };
  }

  #askResign(letter) {
    const state = this.controller.state;
    if (!state || state.result) return;
    const others = this.controller.alive.filter((l) => l !== letter).map(kingdomName);
    const outcome = others.length === 1
      ? t('sanguo.resignOutcomeOne', { A: others[0] })
      : t('sanguo.resignOutcomeTwo', { A: others[0], B: others[1] });
    const seat = this.seatEls.get(letter);
    this.#cancelConfirm();
    this.confirming = letter;
    seat.root.classList.add('confirming');
    this.seatBar.classList.add('confirming');
    seat.confirm.replaceChildren(
      h('p', { class: 'sg-confirm-text' },
        h('strong', { text: t('sanguo.resignAsk', { K: kingdomName(letter) }) }), ' ',
        h('span', { class: 'sg-confirm-outcome', text: outcome })),
      h('div', { class: 'sg-confirm-actions' },
        h('button', {
          type: 'button', class: 'primary', 'data-confirm-resign': letter,
          on: { click: () => this.#resign(letter) },
        }, t('sanguo.resignYes')),
        h('button', { type: 'button', on: { click: () => this.#cancelConfirm(true) } }, t('sanguo.resignNo'))),
    );
    seat.main.hidden = true;
    seat.confirm.hidden = false;
    seat.confirm.setAttribute('role', 'alertdialog');
    seat.confirm.setAttribute('aria-label', `${t('sanguo.resignAsk', { K: kingdomName(letter) })} ${outcome}`);
    seat.confirm.querySelector('button.primary')?.focus({ preventScroll: true });
  }

  /** Side by side: which kingdom resigns? Each human kingdom in play has its button. */
  #askResignAny() {
    const state = this.controller.state;
    if (!state || state.result) return;
    const alive = this.controller.alive;
    const turn = String(state.turn);
    const can = alive.filter((l) => this.humans.has(l)).sort((a, b) => (a === turn ? -1 : b === turn ? 1 : 0));
    if (!can.length) return;
    this.#cancelConfirm();
    this.confirming = '*';
    this.seatBar.classList.add('confirming');
    const bar = this.confirmBar;
    const outcome = alive.length > 2 ? t('sanguo.resignShared') : t('sanguo.resignOther');
    bar.setAttribute('aria-label', t('sanguo.resignWho'));
    bar.replaceChildren(
      h('p', { class: 'sg-confirm-text' }, h('strong', { text: t('sanguo.resignWho') }), ' ', h('span', { text: outcome })),
      h('div', { class: 'sg-confirm-actions' },
        can.map((l) => h('button', {
          type: 'button', class: `sg-resign-as owner-${l}`, 'data-confirm-resign': l,
          'aria-label': t('sanguo.resignLabel', { K: kingdomName(l) }),
          on: { click: () => this.#resign(l) },
        }, kingdomEmblem(l), h('span', { text: kingdomName(l) }))),
        h('button', { type: 'button', class: 'sg-keep', on: { click: () => this.#cancelConfirm(true) } }, t('sanguo.resignNo'))),
    );
    bar.hidden = false;
    bar.querySelector('button')?.focus({ preventScroll: true });
  }

  #cancelConfirm(refocus = false) {
    const letter = this.confirming;
    if (!letter) return;
    this.confirming = null;
    if (letter === '*') {
      this.seatBar.classList.remove('confirming');
      this.confirmBar.hidden = true;
      this.confirmBar.replaceChildren();
      if (refocus) this.resignControl?.focus({ preventScroll: true });
      return;
    }
    const seat = this.seatEls.get(letter);
    seat.root.classList.remove('confirming');
    this.seatBar.classList.remove('confirming');
    seat.confirm.hidden = true;
    seat.confirm.replaceChildren();
    seat.main.hidden = false;
    if (refocus) seat.resign.focus({ preventScroll: true });
  }

  #resign(letter) {
    this.#cancelConfirm();
    if (!this.controller.destroyed) this.controller.resign(letter);
  }

  /** After every new state, before the board is drawn. */
  update(change) {
    const state = this.controller.state;
    const alive = this.controller.alive;
    if (change?.type !== 'move') this.#hideToast();
    if (this.confirming && (state.result || (this.confirming !== '*' && !alive.includes(this.confirming)))) this.#cancelConfirm();
    if (this.resignControl) {
      this.resignControl.disabled = !!state.result || !alive.some((l) => this.humans.has(l));
    }
    this.#orient(state);
    this.#markHalves();
    this.#renderSeats(state, alive);
  }

  #renderSeats(state, alive) {
    const result = state.result;
    const winners = (result?.winners ?? []).map(String);
    const takers = this.#takers(state, alive);
    const level = (letter) => this.controller.levelOf(letter);
    for (const letter of LETTERS) {
      const seat = this.seatEls.get(letter);
      const inPlay = alive.includes(letter);
      const seatLevel = level(letter);
      // The computer's seats say its level by a robot; people (here or, online, on another
      // device) say whose move it is.
      const bot = LEVELS.includes(seatLevel);
      let mode;
      let text;
      if (result) {
        if (winners.includes(letter)) {
          mode = 'winner';
          text = t(winners.length > 1 ? 'sanguo.sharesWin' : 'sanguo.wins');
        } else if (!winners.length && inPlay) {
          mode = 'drawn';
          text = t('sanguo.drawn');
        } else {
          mode = 'out';
          text = !inPlay ? t('sanguo.defeated')
            : result.rule_id === 'resignation' ? t('sanguo.resigned') : t('sanguo.lost');
        }
      } else if (!inPlay) {
        mode = 'out';
        text = this.face && takers.get(letter) ? t('sanguo.defeatedBy', kingdomParams(takers.get(letter))) : t('sanguo.defeated');
      } else if (String(state.turn) === letter) {
        mode = 'turn';
        text = bot ? t(`level.${seatLevel}`)
          : this.own === letter ? t('sanguo.yourMove') : t('sanguo.toMove');
      } else {
        mode = 'waiting';
        text = bot ? t(`level.${seatLevel}`) : t('sanguo.waiting');
      }
      seat.root.dataset.state = mode;
      seat.root.toggleAttribute('aria-current', mode === 'turn');
      if (mode === 'turn') seat.root.setAttribute('aria-current', 'true');
      seat.status.textContent = text;
      seat.robot.toggleAttribute('hidden', !bot || mode === 'out');
      seat.root.title = mode === 'out' && takers.get(letter)
        ? `${kingdomName(letter)}: ${t('sanguo.defeatedBy', kingdomParams(takers.get(letter)))}` : '';
      // Online this device resigns with the room's own button, and only its own kingdom.
      seat.resign.hidden = !!result || !inPlay || seatLevel !== 'human' || this.online;
    }
  }

  /** Who holds each defeated kingdom's army (read from the home marks of the pieces). */
  #takers(state, alive) {
    const takers = new Map();
    for (const piece of state.pieces) {
      if (piece.home && piece.home !== piece.owner && !alive.includes(piece.home)) {
        takers.set(piece.home, String(piece.owner));
      }
    }
    return takers;
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
    toast.replaceChildren(...lines.map((line) => h('p', { class: 'sg-toast-line' },
      kingdomEmblem(line.loser, { cls: 'sg-toast-loser' }),
      h('span', { text: line.text }),
      kingdomEmblem(taker))));
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

  // ── the pieces' key ───────────────────────────────────────────────────────────────────────

  #showPieces() {
    const rows = this.controller.spec.pieces.map(({ letter, kind }) => {
      const token = `r${letter}`;
      const picture = document.createElementNS(SVG_NS, 'svg');
      picture.setAttribute('viewBox', '-50 -50 100 104');
      picture.setAttribute('class', 'sg-key-piece');
      picture.setAttribute('aria-hidden', 'true');
      picture.append(drawSanguoPiece({ token, owner: 'r', letter, kind }));
      return h('li', { class: 'sg-key-row' }, picture,
        h('div', {},
          h('strong', { text: `${capitalize(pieceName('sanguo', { kind }))} · ${letter}` }),
          h('span', { text: t(`sanguo.move.${kind}`) })));
    });
    openDialog({
      title: t('sanguo.piecesTitle'),
      className: 'sg-key',
      body: [h('ul', { class: 'sg-key-list' }, rows), h('p', { class: 'setup-note', text: t('sanguo.piecesNote') })],
      actions: [{ text: t('dialog.ok'), primary: true }],
    });
  }
}

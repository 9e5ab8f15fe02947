// Timur chess in the game screen: the game's part (game/extras.js), what the shared screen
// does not know about this game.
//   - the board's look: a walnut frame around the 11×10 board with the two citadels as bastions
//     beside k2 (l2, White's) and a9 (z9, Black's), each marked with a tower, and rank numbers
//     on both sides (the side columns are empty but for the citadels);
//   - a status line per side: the King swap still to use (and "now" when it is playable), and
//     how often the pawn of pawns has reached the last rank (the engine's typed extras);
//   - the piece help: every piece kind, and where it goes from f5 of an empty board, exactly as
//     the engine computes it (`pieceHelp()`), on a small board — dots where it moves, crosses
//     where it only captures; opened from the bar's "?" button, by a long press or right click
//     on a piece, or with the "?" key on a focused cell;
//   - the move list writes the swap as "Kf2⇄c5"; announcements for the swap and for the pawn of
//     pawns sent back from the last rank.
// No rules here: legal moves (the swap `f2<>c5` included) come from the engine's state, and the
// board marks a destination that holds one's own piece as a swap partner.

import { t, tn, capitalize } from '../../ui/i18n.js';
import { h } from '../../ui/dom.js';
import { GameExtras } from '../../game/extras.js';
import { timurPieceSvg } from './pieces.js';
import { helpEntries, openPieceHelp } from './help.js';
import { svgEl as el, SVG_NS as SVG, CELL_UNITS as U } from '../../ui/svg.js';

// The game's piece art, loaded with it (games/games.js).
export { createTimurPieceElement } from './pieces.js';

/** A press this long on a piece opens its help. */
const LONG_PRESS_MS = 550;

// ── the game screen's Timur parts ───────────────────────────────────────────────────────────

/** Timur's part of the game screen (see the top of this file). */
export class TimurExtras extends GameExtras {
  /** @param {import('../../game/extras.js').ExtrasContext} ctx */
  constructor(ctx) {
    super(ctx);
    this.controller = ctx.controller;
    this.pieceText = ctx.pieceText;
    this.sideParams = ctx.sideParams;
    this.help = null; // cached pieceHelp()
    this.dialog = null;
    this.sideEls = new Map();
    this.listening = null;
  }

  // ── board decoration (Board's `decorate` hook, called at each (re)build) ──

  /**
   * Enlarged, a cell of 56 px: the pawns' emblems, the smallest drawing on a piece, read at 10
   * px, and six of the eleven files are in view on a 360 px phone (the common 64 px leaves five).
   */
  zoomCell() {
    return 56;
  }

  /** Options over the board's own: the citadels and the frame are drawn here. */
  boardOptions() {
    // The ranks are numbered in the side columns (decorate); the file letters, larger than the
    // common ones, read at 10 px on a 360 px phone and take more room under the board.
    return { decorate: (layers) => this.decorate(layers), coordinates: 'files', fileRoom: 0.46 };
  }

  /** Frame and bastions under the cells; towers and rank numbers over them. */
  decorate({ under, over, point, cells }) {
    const names = new Set(cells.map((c) => c.name));
    const corners = ['a1', 'k1', 'a10', 'k10'].filter((n) => names.has(n)).map(point);
    if (corners.length < 4) return;
    const half = U / 2;
    const pad = 7;
    const minX = Math.min(...corners.map((p) => p.x)) - half;
    const maxX = Math.max(...corners.map((p) => p.x)) + half;
    const minY = Math.min(...corners.map((p) => p.y)) - half;
    const maxY = Math.max(...corners.map((p) => p.y)) + half;
    const frame = el('g', { class: 'timur-frame' }, under);
    for (const name of ['l2', 'z9']) {
      if (!names.has(name)) continue;
      const p = point(name);
      el(
        'rect',
        {
          class: 'timur-bastion',
          x: p.x - half - pad,
          y: p.y - half - pad,
          width: U + 2 * pad,
          height: U + 2 * pad,
          rx: 10,
        },
        frame,
      );
    }
    el(
      'rect',
      {
        class: 'timur-wall',
        x: minX - pad,
        y: minY - pad,
        width: maxX - minX + 2 * pad,
        height: maxY - minY + 2 * pad,
        rx: 10,
      },
      frame,
    );

    // A tower in each citadel, in its owner's colour, under the pieces.
    for (const [name, owner] of [
      ['l2', 'w'],
      ['z9', 'b'],
    ]) {
      if (!names.has(name)) continue;
      const p = point(name);
      const g = el('g', { class: `timur-tower timur-tower-${owner}`, transform: `translate(${p.x} ${p.y})` }, over);
      el(
        'path',
        {
          d: 'M-30 34 V-34 H-18 V-24 H-6 V-34 H6 V-24 H18 V-34 H30 V34 Z',
        },
        g,
      );
      el('path', { class: 'timur-tower-door', d: 'M-9 34 V14 A9 9 0 0 1 9 14 V34 Z' }, g);
    }

    // Rank numbers in the side columns, beside the a and k files (not where a citadel is).
    const taken = new Set(
      cells.map((c) => {
        const p = point(c.name);
        return `${Math.round(p.x)},${Math.round(p.y)}`;
      }),
    );
    for (let rank = 1; rank <= 10; rank++) {
      for (const edge of ['a', 'k']) {
        const name = `${edge}${rank}`;
        if (!names.has(name)) continue;
        const p = point(name);
        const other = point(edge === 'a' ? 'k1' : 'a1');
        const dir = Math.sign(p.x - other.x) || 1;
        const x = p.x + dir * U;
        if (taken.has(`${Math.round(x)},${Math.round(p.y)}`)) continue;
        const text = el(
          'text',
          {
            class: 'coord timur-rank',
            x: (x - dir * (U / 2 - 24)).toFixed(1),
            y: (p.y + 13).toFixed(1),
            'text-anchor': 'middle',
          },
          over,
        );
        text.textContent = String(rank);
      }
    }
  }

  /** The aria-label of a cell: a citadel says whose it is. */
  cellLabel(cell, _piece, text) {
    if (cell !== 'l2' && cell !== 'z9') return text;
    const side = this.sideParams(cell === 'l2' ? 'w' : 'b');
    return `${text}, ${t('timur.citadelOf', side)}`;
  }

  // ── status line ──

  /** Adds the per-side line under the turn status. */
  mount() {
    const players = this.controller.players;
    const line = h('div', { class: 'timur-sides', role: 'group', 'aria-label': t('timur.sides') });
    // Face to face, the far player's part goes into their own turned row, facing them.
    const faceToFace = this.ctx.seating === 'face' && !this.controller.botGame && players.length === 2;
    const farLine = faceToFace
      ? h('div', { class: 'timur-sides timur-sides-far', role: 'group', 'aria-label': t('timur.sides') })
      : null;
    for (const [seat, player] of players.entries()) {
      const letter = String(player.letter);
      // Each part explains itself: a tap opens the help on the King (the swap) or on the pawn
      // of pawns (its arrivals); the buttons' names say where the side stands.
      const swap = h(
        'button',
        {
          type: 'button',
          class: 'timur-swap',
          on: { click: () => this.openHelp('K') },
        },
        swapIcon(),
        h('span', { class: 'timur-swap-text', 'aria-hidden': 'true', text: t('timur.swap') }),
      );
      const arrivals = h(
        'button',
        {
          type: 'button',
          class: 'timur-arrivals',
          on: { click: () => this.openHelp('PP') },
        },
        timurPieceSvg('pawn', { of: 'pawns', dark: letter === 'b', size: 18 }),
        h('span', { class: 'timur-arrivals-dots', 'aria-hidden': 'true' }, h('i'), h('i'), h('i')),
      );
      const chip = h(
        'span',
        { class: `timur-side timur-side-${letter}`, 'data-side': letter },
        h('span', { class: `timur-side-mark owner-${letter}`, 'aria-hidden': 'true' }),
        swap,
        arrivals,
      );
      this.sideEls.set(letter, { chip, swap, arrivals });
      (farLine && seat === 1 ? farLine : line).append(chip);
    }
    this.ctx.place(line, 'in-status');
    if (farLine) this.ctx.place(farLine, 'far-row');
    this.sidesLine = line;
  }

  /** Shows a new engine state: the swap still to use (and "now"), the arrivals. */
  update() {
    const state = this.controller.state;
    const swapNow = !state.result && state.moves.some((m) => m.swap);
    const rights = state.extras?.swap_rights ?? [];
    const counts = state.extras?.arrivals ?? [];
    for (const [letter, { chip, swap, arrivals }] of this.sideEls) {
      const side = this.sideParams(letter);
      const left = rights.includes(letter);
      const arrived = counts[this.controller.seatOf(letter)] ?? 0;
      const ready = swapNow && String(state.turn) === letter;
      chip.dataset.swap = ready ? 'now' : left ? 'left' : 'used';
      chip.dataset.arrivals = String(arrived);
      swap.querySelector('.timur-swap-text').textContent = t(ready ? 'timur.swapNow' : 'timur.swap');
      arrivals.querySelectorAll('.timur-arrivals-dots i').forEach((dot, i) => {
        dot.classList.toggle('on', i < arrived);
      });
      const swapText = t(ready ? 'timur.swapReady' : left ? 'timur.swapLeft' : 'timur.swapUsed', side);
      const arrivalText = tn('timur.arrivals', arrived, side);
      swap.setAttribute('aria-label', swapText);
      swap.title = swapText;
      arrivals.setAttribute('aria-label', arrivalText);
      arrivals.title = arrivalText;
    }
  }

  // ── move list and announcements ──

  /** A ply as the move list shows it: the swap as "Kf2⇄c5". */
  formatPly(move) {
    return move.swap ? t('timur.swapPly', { from: move.from, to: move.to }) : move.notation;
  }

  /**
   * The announcement of a move the shared wording does not fit (the swap, the pawn of pawns
   * sent back), or null. `before`/`after` are engine states.
   */
  announce({ move, mover, taken, before, after }) {
    if (!mover) return null;
    const Piece = capitalize(this.pieceText(mover));
    if (move.swap) {
      const partner = before.pieces.find((p) => p.cell === move.to);
      return t('timur.swapped', {
        Piece,
        from: move.from,
        to: move.to,
        partner: partner ? this.pieceText(partner) : move.to,
      });
    }
    if (mover.pawn_of !== 'pawns') return null;
    const owner = String(mover.owner);
    const seat = this.controller.seatOf(owner);
    const count = after.extras?.arrivals?.[seat] ?? 0;
    if (count === (before.extras?.arrivals?.[seat] ?? 0)) return null;
    const params = { Piece, to: move.to };
    if (taken) {
      params.captured = this.pieceText(taken);
      params.capturedAcc = this.pieceText(taken, { acc: true });
    }
    const capture = taken ? 'Capture' : '';
    if (count >= 3) return t(`timur.ppBecame${capture}`, params);
    const now = after.pieces.find((p) => String(p.owner) === owner && p.pawn_of === 'pawns');
    if (!now) return t(`timur.ppRemoved${capture}`, params);
    params.cell = now.cell;
    return t(`timur.pp${count === 1 ? 'Returned' : 'Sent'}${capture}`, params);
  }

  // ── piece help ──

  /** The bar's "?" button (opens the help on the selected piece's kind, if any). */
  helpButton() {
    const button = h(
      'button',
      {
        type: 'button',
        class: 'icon-button timur-help-button',
        'aria-label': t('timur.helpLabel'),
        title: t('timur.helpLabel'),
        'aria-haspopup': 'dialog',
        'data-timur-help': '',
        on: {
          click: () => {
            const board = this.ctx.board();
            const piece = board?.selected ? board.pieces.get(board.selected) : null;
            this.openHelp(piece?.token ?? null);
          },
        },
      },
      helpIcon(),
    );
    return button;
  }

  /** Long press / right click on a piece, or "?" on a focused cell: the help on its kind. */
  listen(boardElement) {
    const pieceAt = (target) => {
      const cell = target?.closest?.('[data-cell]')?.dataset.cell;
      return cell ? this.controller.pieceAt(cell) : null;
    };
    const onContext = (e) => {
      const piece = pieceAt(e.target);
      if (!piece) return;
      e.preventDefault();
      this.openHelp(piece.token);
    };
    const onKey = (e) => {
      if (e.key !== '?') return;
      e.preventDefault();
      this.openHelp(pieceAt(e.target)?.token ?? null);
    };
    // A finger held still on a piece (browsers do not all turn that into a context menu).
    let press = null;
    const release = () => {
      if (press) clearTimeout(press.timer);
      press = null;
    };
    const onDown = (e) => {
      release();
      if (e.pointerType !== 'touch') return;
      const piece = pieceAt(e.target);
      if (!piece) return;
      press = {
        x: e.clientX,
        y: e.clientY,
        timer: setTimeout(() => {
          press = null;
          this.openHelp(piece.token);
        }, LONG_PRESS_MS),
      };
    };
    const onMove = (e) => {
      if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > 10) release();
    };
    const events = {
      contextmenu: onContext,
      keydown: onKey,
      pointerdown: onDown,
      pointermove: onMove,
      pointerup: release,
      pointercancel: release,
    };
    for (const [type, fn] of Object.entries(events)) boardElement.addEventListener(type, fn);
    this.listening = () => {
      release();
      for (const [type, fn] of Object.entries(events)) boardElement.removeEventListener(type, fn);
    };
  }

  /** Opens the piece help on a token's kind (any case; null: the king). */
  openHelp(token = null) {
    if (this.dialog) return;
    this.help ??= helpEntries(this.controller.session);
    this.dialog = openPieceHelp(this.help, token, () => {
      this.dialog = null;
    });
  }

  destroy() {
    this.listening?.();
    this.dialog?.close();
  }
}

function swapIcon() {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'timur-swap-icon');
  svg.setAttribute('aria-hidden', 'true');
  el('path', { d: 'M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4' }, svg);
  return svg;
}

function helpIcon() {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'icon icon-help');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  el('circle', { cx: 12, cy: 12, r: 9.5 }, svg);
  el('path', { d: 'M9.2 9.3a2.9 2.9 0 0 1 5.6 1c0 2-2.8 2.4-2.8 4.2' }, svg);
  el('path', { d: 'M12 17.6h.01', 'stroke-width': 2.6 }, svg);
  return svg;
}

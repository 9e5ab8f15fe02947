// The board of a lesson task, a puzzle or a mistake to retry: the game's own board (board.js)
// showing a position of the engine's typed state, with the learner's side at the bottom, the
// goal's marked cells, and a hint. A tap that fits several moves opens the game's chooser (a
// promotion, Timur's swap). It knows no rules: the moves it offers are the state's.

import { h } from '../ui/dom.js';
import { t, capitalize } from '../ui/i18n.js';
import { Board } from '../board/board.js';
import { createPieceElement } from '../board/pieces.js';
import { Chooser } from '../game/chooser.js';
import { targetLabel } from '../game/selection-words.js';
import { pieceText } from '../game/words.js';
import { playerName } from '../games/games.js';
import { svgEl, CELL_UNITS as U } from '../ui/svg.js';

export class TrainerBoard {
  /**
   * @param {object} options
   * @param {string} options.variant
   * @param {import('../engine/types.js').GeometryView} options.geometry  the engine's geometry of the game
   * @param {import('../engine/types.js').Spec} options.spec      the engine's spec of the game
   * @param {string} options.bottom    the letter of the side drawn at the bottom (the learner)
   * @param {(move: import('../game/types.js').Move) => void} options.onMove  a move was chosen
   */
  constructor({ variant, geometry, spec, bottom, onMove }) {
    this.variant = variant;
    this.spec = spec;
    this.onMove = onMove;
    this.players = geometry.players.map((p) => String(p.letter));
    this.names = new Map(geometry.players.map((p) => [String(p.letter), p.name]));
    this.moves = [];
    this.marks = [];
    const seat = Math.max(0, this.players.indexOf(bottom));
    this.board = new Board({
      geometry,
      title: t('game.board', { game: t(`variant.${variant}.name`) }),
      // Three Kingdoms turns its drawing to bring a kingdom down; two players turn it over.
      flipped: this.players.length === 2 && seat === 1,
      rotation: this.players.length === 3 ? -120 * seat : 0,
      coordinates: variant !== 'sanguo',
      labelFor: (cell, piece, target) => {
        let text = piece ? `${cell}, ${this.pieceWords(piece)}` : cell;
        if (this.marks.includes(cell)) text = t('learn.marked', { label: text });
        return targetLabel(text, target);
      },
      drawPiece: (piece) =>
        createPieceElement(spec, piece, { seat: Math.max(0, this.players.indexOf(String(piece.owner))) }),
      onMove: (from, to) => this.#chosen(from, to),
    });
    this.markLayer = svgEl('g', { class: 'learn-marks', 'aria-hidden': 'true' });
    this.board.element.insertBefore(this.markLayer, this.board.pieceLayer);
    this.chooser = new Chooser({ onCancel: () => this.chooser.hide() });
    this.element = h('div', { class: 'learn-board' }, this.board.element, this.chooser.element);
    this.element.style.setProperty('--board-aspect', String(this.board.aspect));
  }

  /** "red lion": a piece with its side, in the UI language (as the game screen says it). */
  pieceWords(piece) {
    return pieceText(
      { variant: this.variant, playerName: (letter) => this.names.get(String(letter)) ?? String(letter) },
      piece,
    );
  }

  /** The name of a side as its game says it (Shu, Red). */
  sideWords(letter) {
    const player = { letter, name: this.names.get(String(letter)) ?? String(letter) };
    return playerName(this.variant, player);
  }

  /** A move in words: "Red lion c3–c7". */
  moveWords(state, move) {
    const piece = state.pieces.find((p) => p.cell === move.from);
    return piece ? `${capitalize(this.pieceWords(piece))} ${move.notation}` : move.notation;
  }

  /**
   * Shows `state` (the engine's typed state). `playable`: whether the learner may move now;
   * `marks`: the cells the goal points at; `last`: the move to mark as the last one.
   */
  show(state, { playable = true, marks = [], last = state.last ?? null } = {}) {
    this.chooser.hide();
    this.state = state;
    this.moves = playable ? state.moves : [];
    this.marks = marks;
    this.board.update({
      pieces: state.pieces,
      moves: this.moves,
      last,
      check: state.check ?? [],
      turn: state.turn,
    });
    this.markLayer.replaceChildren();
    for (const cell of marks) {
      const p = this.board.point(cell);
      if (!p || Number.isNaN(p.x)) continue;
      svgEl(
        'circle',
        {
          class: 'learn-mark',
          'data-mark': cell,
          cx: p.x,
          cy: p.y,
          r: 0.4 * U,
        },
        this.markLayer,
      );
    }
  }

  /** Marks the cells of a move to suggest (a hint), or clears them. */
  hint(move) {
    this.board.setHint(move?.from ?? null, move?.to ?? null);
  }

  /** Shows an arrow for a move (the engine's better move), or clears it. */
  arrow(move) {
    this.board.setArrow(move?.from ?? null, move?.to ?? null);
  }

  #chosen(from, to) {
    const candidates = this.moves.filter((m) => m.from === from && m.to === to);
    if (candidates.length === 1) {
      this.onMove(candidates[0]);
    } else if (candidates.length > 1 && candidates.every((m) => m.promotion)) {
      const piece = this.state.pieces.find((p) => p.cell === from);
      const seat = Math.max(0, this.players.indexOf(String(piece?.owner)));
      this.chooser.showPromotion(
        this.spec,
        candidates.map((m) => ({ move: m, kind: m.promotion })),
        piece,
        seat,
        (m) => {
          this.chooser.hide();
          this.onMove(m);
        },
      );
    } else if (candidates.length > 1) {
      this.chooser.showMoves(candidates, (m) => {
        this.chooser.hide();
        this.onMove(m);
      });
    }
  }

  destroy() {
    this.board.destroy();
  }
}

// Two people on one device (the link's `seating=side|face`), the parts the shared game view
// leaves to this module:
//
//   side by side   an option (new-game panel and game menu, remembered on this device) turns
//                  the board after every move so that the side to move plays from the bottom;
//                  the turn waits until the move's slide has finished.
//   face to face   the phone lies between the players. The game view already turns the far
//                  player's pieces and gives them their own row of buttons (draw, resign),
//                  turned towards them; this module adds to that row what the near player has
//                  below the board — the status line and Undo — and shows the result box twice,
//                  once for each player (the far copy turned, and hidden from screen readers,
//                  which read the near one). The near player's status line moves below the
//                  board, next to their buttons.
//
// Three Kingdoms has its own table (games/sanguo/sanguo.js: seat panels round the board, "follow the turn"),
// so none of this applies to it. Everything here reads the game view's DOM and never changes
// how a game is played.

import { t } from '../ui/i18n.js';
import { h } from '../ui/dom.js';
import { readText, writeText } from '../platform/storage.js';
import { mirrorResultBox } from './result-copy.js';
import { loadStyleSheet } from '../platform/style-sheet.js';

const FLIP_KEY = 'flipEveryMove';

/**
 * The stylesheet of these parts (same origin, as the CSP asks), asked for as the module loads.
 * The app waits for it before it draws a game screen (app/game-screens.js): a sheet that arrived
 * after the screen was drawn would have the browser style and lay out the whole screen again.
 */
export const seatingStyles = typeof document === 'undefined' ? Promise.resolve() : loadStyleSheet('game/seating.css');

/** True when the board should turn after every move (side by side, this device). */
export function flipEveryMove() {
  return readText(FLIP_KEY) === 'on';
}

/** Remembers the choice (if storage refuses, it still applies to this game). */
function setFlipEveryMove(on) {
  writeText(FLIP_KEY, on ? 'on' : 'off');
}

/** Games with two players seated side by side or face to face (not Three Kingdoms' table). */
function twoSeats(variant, players) {
  return variant !== 'sanguo' && players.length === 2;
}

/**
 * The new-game panel's "turn the board after every move" switch, shown for two players side by
 * side. Returns `{ node, sync(seating) }`, or null for games it does not apply to.
 */
export function flipOption(variant, players) {
  if (!twoSeats(variant, players)) return null;
  const input = h('input', {
    type: 'checkbox',
    'data-option': 'flip-every-move',
    checked: flipEveryMove(),
    on: { change: () => setFlipEveryMove(input.checked) },
  });
  const node = h(
    'label',
    { class: 'setup-switch' },
    input,
    h(
      'span',
      { class: 'setup-switch-text' },
      h('span', { text: t('seating.flipEveryMove') }),
      h('span', { class: 'setup-switch-note', text: t('seating.flipEveryMoveNote') }),
    ),
  );
  return {
    node,
    sync(seating) {
      node.hidden = seating === 'face';
    },
  };
}

/** The extra seating behaviour of one game view (see the top of this file). */
export class Seating {
  /**
   * @param {object} parts  the game screen's parts this module works with
   * @param {import('./controller.js').GameController} parts.controller
   * @param {string} parts.seating   'side' or 'face'
   * @param {import('../board/board.js').Board} parts.board
   * @param {HTMLElement} parts.root   the screen's root (its data-position changes each move)
   * @param {import('./menu.js').Menu} parts.menu
   * @param {HTMLElement} parts.status  the status line
   * @param {HTMLButtonElement} parts.undoButton
   * @param {HTMLElement|undefined} parts.farControls  face to face: the far player's buttons
   * @param {HTMLElement|null} parts.farDrawButton
   * @param {HTMLElement} parts.resultBox
   */
  constructor(parts) {
    this.parts = parts;
    this.observers = [];
    this.flipTimer = null;
    this.destroyed = false;
    const { controller } = parts;
    // Online each device is one seat, with its own board turned its way (not this module's).
    const local = !controller.botGame && !controller.online && twoSeats(controller.variant, controller.players);
    this.face = local && parts.seating === 'face';
    this.side = local && !this.face;
    if (this.side) this.#setUpSide();
    if (this.face) this.#setUpFace();
  }

  // ── side by side: the board turns to the player to move ────────────────────────────────

  #setUpSide() {
    const { menu, root } = this.parts;
    this.flipping = flipEveryMove();
    const check = menu.add({
      text: t('seating.flipEveryMove'),
      data: 'flip-every-move',
      checked: this.flipping,
      first: true,
      action: () => {
        this.flipping = !this.flipping;
        setFlipEveryMove(this.flipping);
        check(this.flipping);
        if (this.flipping) this.#turnToMover();
      },
    });
    // Every new position (a move, an undo) sets data-position on the root.
    this.#observe(root, { attributes: true, attributeFilter: ['data-position'] }, () => {
      if (this.flipping) this.#turnToMoverAfterSlide();
    });
    if (this.flipping) this.#turnToMover();
  }

  /** Turns the board once the pieces have stopped moving. */
  #turnToMoverAfterSlide() {
    const layer = this.parts.board.pieceLayer;
    let running = [];
    try {
      running = layer?.getAnimations?.({ subtree: true }) ?? [];
    } catch {
      running = [];
    }
    if (running.length === 0) {
      this.#turnToMover();
      return;
    }
    Promise.all(running.map((a) => a.finished.catch(() => null))).then(() => this.#turnToMover());
  }

  #turnToMover() {
    const { controller, board } = this.parts;
    if (this.destroyed || controller.destroyed || !this.flipping || !controller.state) return;
    // The side to move plays from the bottom; once the game is over the board stays put.
    if (controller.state.result) return;
    const flipped = controller.seatOf(controller.state.turn) % 2 === 1;
    board.setFlipped(flipped);
    board.element.dataset.flipped = String(flipped);
  }

  // ── face to face: the far player's status, undo and result box ─────────────────────────

  #setUpFace() {
    const parts = this.parts;
    parts.root.classList.add('face-seating');
    const far = parts.farControls;
    if (!far) return;

    // The status line, turned with the far row (the near one is read by screen readers).
    this.farBadge = h('span', { class: 'turn-badge', 'aria-hidden': 'true' });
    this.farText = h('span', { class: 'status-text' });
    this.farStatus = h('div', { class: 'status far-status', 'aria-hidden': 'true' }, this.farBadge, this.farText);
    far.prepend(this.farStatus);
    const status = parts.status;
    const text = /** @type {HTMLElement} */ (status.querySelector('.status-text'));
    const badge = /** @type {HTMLElement} */ (status.querySelector('.turn-badge'));
    const mirrorStatus = () => {
      this.farText.textContent = text.textContent;
      this.farBadge.className = badge.className;
      this.farBadge.hidden = badge.hidden;
      this.farStatus.className = `${status.className} far-status`;
    };
    this.#observe(status, { attributes: true, childList: true, subtree: true, characterData: true }, mirrorStatus);
    mirrorStatus();

    // Undo: the same action as the near player's button.
    const undo = parts.undoButton;
    this.farUndo = h(
      'button',
      {
        type: 'button',
        class: undo.className,
        title: undo.title || null,
        on: { click: () => undo.click() },
      },
      ...[...undo.childNodes].map((n) => n.cloneNode(true)),
    );
    parts.farDrawButton?.before(this.farUndo);
    const mirrorUndo = () => {
      this.farUndo.disabled = undo.disabled;
    };
    this.#observe(undo, { attributes: true, attributeFilter: ['disabled'] }, mirrorUndo);
    mirrorUndo();

    // The result box, once more for the far player.
    const box = parts.resultBox;
    // (Its own class, not .result-box: the page keeps exactly one result box.)
    this.farBox = h('div', { class: 'result-far', hidden: true });
    box.classList.add('result-near');
    box.after(this.farBox);
    this.observers.push(mirrorResultBox(box, this.farBox));
  }

  #observe(node, options, callback) {
    const observer = new MutationObserver(() => {
      if (!this.destroyed) callback();
    });
    observer.observe(node, options);
    this.observers.push(observer);
  }

  destroy() {
    this.destroyed = true;
    for (const o of this.observers) o.disconnect();
    this.observers = [];
  }
}

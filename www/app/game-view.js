// A game screen: it wires the game controller (game/controller.js: what may happen) to the
// renderers (the board, the status line, the move list, the result box, the chooser, the menu)
// and to the game's own part (game/extras.js). It never decides what is legal and keeps no game
// state of its own.
//
// DOM contract: the root carries `data-variant`, `data-mode` (`local`/`bot`), `data-turn`
// (letter of the side to move), `data-position` and, once the game is over, `data-result` (the
// engine's result text); `data-thinking` (the letter of the side the computer is thinking for)
// while it thinks, when the board takes no input; face to face, `data-moves-panel` (`near` or
// `far`) names the player who has the moves' panel open. The last move is announced in the
// `aria-live="polite"` region. Buttons are real <button>s with accessible names; the bar's button
// that turns the board is `data-action="turn-board"`. A hint marks its two cells with
// `data-hint="from"` / `data-hint="to"`.

import { BoardZoom } from '../board/zoom.js';
import { t } from '../ui/i18n.js';
import { h, usingKeyboard } from '../ui/dom.js';
import { bot } from '../engine/bot.js';
import { Seating } from '../game/seating.js';
import { GameController, REMOTE } from '../game/controller.js';
import { GameExtras } from '../game/extras.js';
import { sideOf } from '../game/words.js';
import { StatusLine } from '../game/status.js';
import { ResultBox } from '../game/result-box.js';
import { Chooser } from '../game/chooser.js';
import { Menu } from '../game/menu.js';
import { BenlikPlay } from '../game/benlik-play.js';
import { runAtOnce } from '../platform/next-task.js';
import { measureStage, workOf, buildInStages } from './staged-build.js';
import { Material } from '../game/material.js';
import { GameRecords } from '../game/record.js';
import { DrawOffers } from '../game/offers.js';
import { NoticeStack } from '../game/notice-stack.js';
import { GameControls } from './game-controls.js';
import { renderGame, showChange } from './game-render.js';
import { fillGameMenu, screenFrame, boardRoom } from './game-frame.js';
import { gameExtras } from './game-extras.js';
import { movesParts, movesBox, toggleMovesPanel } from './game-moves.js';
import { makeBoard, cancelChooser, firstBottom, turnBoard } from './game-board.js';

export class GameView {
  /**
   * @param {object} options
   * @param {import('../engine/engine.js').Session} options.session  the game (owned by the view from now)
   * @param {import('../engine/types.js').GeometryView} options.geometry  the engine's board
   * @param {import('../engine/types.js').Spec} options.spec  the engine's spec of the game
   * @param {{seating: string, seed?: number|null}} options.settings
   * @param {Array<string>|null} [options.seats]  per player 'human' or a level; null: people only
   * @param {string} [options.start]  the position string the game began from ('' = usual start)
   * @param {string[]} options.notices  messages to show above the board
   * @param {() => void} options.onNewGame  the same kind of game again
   * @param {() => void} options.onSetup  open the new-game panel
   * @param {() => void} options.onHome
   * @param {string[]} [options.replay]  moves to play first (a saved game being resumed)
   * @param {(state: object) => void} [options.onChange]  called with each new engine state
   * @param {(record: string) => void} [options.onEnded]  the game ended here; its record
   * @param {typeof GameExtras} [options.Extras]  the game's own part of the screen (games/games.js)
   * @param {import('./game-setup.js').GameSetup['room']} [options.online]  an online room (its connection already
   *        welcomed, the welcome's snapshot, and online/online-part.js's OnlinePart, loaded with
   *        the room so that games on one device do not load it)
   * @param {Array<[string, string]>} [options.recordTags]  the tags of the record it was opened from
   * @param {number} [options.importedPlies]  plies that came from a record (not played here)
   * @param {{staged?: boolean}} [how]  staged: only the game's controller now, the screen later
   *        (what GameView.staged does)
   */
  constructor(
    {
      session,
      geometry,
      spec,
      settings,
      Extras = GameExtras,
      seats = null,
      start = '',
      notices = [],
      onNewGame,
      onSetup = null,
      onHome,
      replay = [],
      onChange = null,
      online = null,
      recordTags = [],
      importedPlies = 0,
      onEnded = null,
    },
    { staged = false } = {},
  ) {
    this.geometry = geometry;
    this.variant = geometry.variant;
    this.settings = settings;
    this.onNewGame = onNewGame;
    this.onSetup = onSetup ?? onNewGame;
    this.onHome = onHome;
    this.onChange = onChange;
    this.destroyed = false;
    if (online) {
      // This device plays its seat; the others are played on other devices.
      seats = spec.players.map((p) => (String(p.letter) === online.seat ? 'human' : REMOTE));
    }
    const controller = new GameController({
      session,
      spec,
      seats,
      seed: settings.seed ?? null,
      start,
      replay,
      bot,
    });
    this.controller = controller;
    if (controller.replayFailed) notices = [...notices, t('notice.resumeFailed')];
    this.benlik = new BenlikPlay(controller, (text) => this.addNotice(text), { start, importedPlies });
    this.records = new GameRecords({
      controller,
      recordTags,
      importedPlies,
      notice: (text) => this.addNotice(text),
      onKept: onEnded,
    });
    notices = [...notices, ...this.benlik.load()];
    /** A side's words for strings: the game's own names where it has them (Three Kingdoms'
     *  kingdoms), else its colour's. */
    this.sideWords = (letter) => this.extras.sideWords(letter) ?? sideOf(controller, letter);

    this.extras = gameExtras(this, Extras, online, () => this.#render(null));
    /** The seat drawn at the bottom of the board as the screen opens (see #firstBottom). */
    this.bottomSeat = firstBottom(this);
    // Each stage is work that yields wherever it may pause (see runInSlices in platform/next-task.js).
    /** @type {[string, () => Iterator<unknown>|void][]} */
    const steps = [
      [
        'board',
        () => {
          this.board = makeBoard(this);
        },
      ],
      ['parts', () => this.#building(notices)],
      ['menu and bar', () => this.#assembling()],
      ['cells', () => this.board.drawCells()],
      [
        'first drawing',
        () => {
          controller.subscribe((change) => showChange(this, change));
          return renderGame(this, null);
        },
      ],
      [
        'seating and start',
        () => {
          // Two people on one device: turning the board each move, the far player's parts.
          this.seating = new Seating({
            controller,
            seating: settings.seating,
            board: this.board,
            root: this.root,
            menu: this.menu,
            status: this.status.element,
            undoButton: this.buttons.undo,
            farControls: this.farControls,
            farDrawButton: this.farButtons?.draw ?? null,
            resultBox: this.resultBox.element,
          });
          controller.start();
        },
      ],
    ];
    if (staged) this.#steps = steps;
    else for (const [, step] of steps) runAtOnce(workOf(step()));
  }

  /** What is left to build of a screen made by `GameView.staged`, by name. */
  #steps = null;

  /**
   * A game screen built over many short tasks instead of one: the game's controller, then the
   * board's frame, the parts around it, the menu and bar, the board's cells, the first drawing,
   * and the start of play, in slices of a few milliseconds (runInSlices in platform/next-task.js): a cell
   * or a piece at a time where that is the work. Why: the whole screen takes a phone a few
   * hundred milliseconds to build, and as one task, or a few, it is a page that does not answer
   * for that long (Lighthouse counts every task's time past 50 ms as blocking time). Nothing is
   * on the page until it resolves.
   * @param {ConstructorParameters<typeof GameView>[0]} options  as for the constructor
   * @param {() => boolean} [wanted]  false once the screen is no longer wanted (the player has
   *        gone to another page meanwhile): the half-built screen is destroyed
   * @returns {Promise<GameView|null>}  the screen, or null when it was no longer wanted
   */
  static async staged(options, wanted = () => true) {
    const start = performance.now();
    const view = new GameView(options, { staged: true });
    measureStage('controller', start);
    const built = await buildInStages(view.#steps, wanted);
    view.#steps = null;
    if (built) return view;
    view.destroy();
    return null;
  }

  get element() {
    return this.root;
  }

  /** The engine's current state. */
  get state() {
    return this.controller.state;
  }

  /** The position string the game began from ('' = the usual start). */
  get startPosition() {
    return this.controller.startPosition;
  }

  get seats() {
    return this.controller.seats;
  }

  // ── structure ─────────────────────────────────────────────────────────────────────────────

  /** Face to face on one device: the far player (the second seat) has own, turned buttons. */
  get #faceToFace() {
    const c = this.controller;
    return !c.botGame && this.settings.seating === 'face' && c.players.length === 2;
  }

  /**
   * The parts around the board: notices, status line, moves, result box, chooser, controls;
   * yielding between them.
   */
  *#building(notices) {
    const controller = this.controller;
    this.notices = new NoticeStack();
    for (const text of notices) this.addNotice(text);
    this.status = new StatusLine();
    this.offerRow = h('div', { class: 'offer', hidden: true });
    const moves = movesParts(this, () => this.#render(null));
    this.moveList = moves.moveList;
    this.review = moves.review;
    this.navigator = moves.navigator;
    yield;
    this.material = new Material(controller, this.sideWords);
    this.resultBox = new ResultBox({
      onNewGame: () => this.onNewGame(),
      onDismiss: () => {
        this.resultBox.dismiss();
        if (usingKeyboard()) this.buttons.new.focus({ preventScroll: true });
      },
    });
    this.chooser = new Chooser({ onCancel: () => cancelChooser(this) });
    this.announcer = h('p', { class: 'visually-hidden', 'aria-live': 'polite', 'data-live': '' });
    /** What the live region last said of a selection (cleared when the selection is). */
    this.selectionSaid = '';
    this.zoom = new BoardZoom(this.board.element, {
      onSpread: () => this.board.deselect(),
      cellPx: this.extras.zoomCell(),
      room: () => boardRoom(this),
    });
    this.boardWrap = h('div', { class: 'board-wrap' }, this.zoom.element, this.resultBox.element, this.chooser.element);
    this.boardWrap.style.setProperty('--board-aspect', String(this.board.aspect));
    yield;

    const part = new GameControls({
      controller,
      faceToFace: this.#faceToFace,
      filter: (ids) => this.extras.controls(ids),
      onSetup: () => this.onSetup(),
      onMoves: (who) => toggleMovesPanel(this, who),
      onDraw: (letter) => this.#offerDraw(letter),
      destroyed: () => this.destroyed,
    });
    this.controlsPart = part;
    this.buttons = part.buttons;
    this.farButtons = part.farButtons;
    this.controls = part.element;
    this.farControls = part.farRow;
    this.offers = new DrawOffers({
      controller,
      row: this.offerRow,
      farControls: this.farControls ?? null,
      nearControls: this.farControls ? this.controls : null,
      nearLetter: () => part.nearLetter(),
      farLetter: () => part.farLetter(),
      answer: (letter) => this.#offerDraw(letter),
    });
  }

  /** The menu, the top bar and the screen's root around the parts; yielding between them. */
  *#assembling() {
    const controller = this.controller;
    const extras = this.extras;
    this.menu = new Menu();
    this.sound = fillGameMenu(this);
    yield;

    this.movesBox = movesBox(this);
    const frame = screenFrame(this, () => turnBoard(this));
    this.flipButton = frame.flip;
    this.bar = frame.bar;
    this.main = frame.main;
    this.root = frame.root;
    if (controller.botGame) this.root.dataset.seats = controller.seats.join('-');
    yield;
    extras.mount();
    for (const item of extras.menuItems()) {
      const set = this.menu.add(item);
      item.bind?.(set);
    }
    this.root.addEventListener('keydown', (e) => {
      this.menu.onKey(e);
      this.navigator.onKey(e, this.board.element);
    });
  }

  /** Which player has the moves' panel open face to face (game-moves.js): 'near', 'far' or null. */
  movesPanel = null;

  /** Shows a message above the board until dismissed. */
  addNotice(text) {
    this.notices.add(text);
  }

  // ── showing the state ─────────────────────────────────────────────────────────────────────

  /** Draws everything from the controller's state; `change` says what led to it (game-render.js). */
  #render(change) {
    runAtOnce(renderGame(this, change));
  }

  /** The record of the game on screen: `{ text }` or `{ error }`. */
  record() {
    return this.records.text();
  }

  /** Starts the engine's review (a past game reopened asks for it). */
  startReview() {
    this.review.start();
  }

  // ── actions ───────────────────────────────────────────────────────────────────────────────

  /** `letter` presses its draw button. */
  #offerDraw(letter) {
    const outcome = this.controller.draw(letter);
    if (outcome === 'offered' && !this.farControls)
      this.offerRow.querySelector('button')?.focus({ preventScroll: true });
  }

  destroy() {
    this.destroyed = true;
    // A screen given up half-built (GameView.staged) lacks its later parts.
    this.review?.cancel();
    this.seating?.destroy();
    this.sound?.destroy();
    this.menu?.destroy();
    this.zoom?.destroy();
    this.notices?.destroy();
    this.extras.destroy();
    this.board?.destroy();
    this.controller.destroy();
    this.root?.remove();
  }
}

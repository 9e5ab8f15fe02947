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

import { Board } from '../board/board.js';
import { BoardZoom } from '../board/zoom.js';
import { createPieceElement } from '../board/pieces.js';
import { t, capitalize, sideName, language } from '../ui/i18n.js';
import { h, icon, usingKeyboard, gameTitle } from '../ui/dom.js';
import { bot } from '../engine/bot.js';
import { Seating } from '../game/seating.js';
import { GameController, botLevel, REMOTE } from '../game/controller.js';
import { GameExtras, combineExtras } from '../game/extras.js';
import {
  pieceText, sideOf, describeResult, moveText,
} from '../game/words.js';
import { targetLabel, selectionText } from '../game/selection-words.js';
import { StatusLine } from '../game/status.js';
import { ResultBox } from '../game/result-box.js';
import { Chooser } from '../game/chooser.js';
import { Menu } from '../game/menu.js';
import { BenlikPlay } from '../game/benlik-play.js';
import { confirmResign } from '../game/confirm.js';
import { describeEngineError } from '../game/engine-errors.js';
import { nextTask, runInSlices, runAtOnce } from '../platform/next-task.js';
import { renderMoveList as drawMoves, listenMoveList } from '../game/move-list.js';
import { Navigator } from '../game/navigator.js';
import { Material } from '../game/material.js';
import { Review } from '../game/review.js';
import { GameRecords } from '../game/record.js';
import { DrawOffers } from '../game/offers.js';
import { GameSound } from '../game/sound.js';
import { NoticeStack } from '../game/notice-stack.js';
import { openPastGames, clearPast } from './past-games.js';

/**
 * Records a stage of a staged game screen's build (`GameView.staged`) that began at `start` as a
 * User Timing measure, "tahta: game screen, <stage>": a performance trace or a Lighthouse report
 * (its "User Timing" audit) then says which stage a task was. A stage spans the slices it took,
 * and the pauses between them.
 */
function measureStage(stage, start) {
  try {
    performance.measure(`tahta: game screen, ${stage}`, { start });
  } catch {
    // A browser without measure options: nothing is recorded.
  }
}

/** A stage's work as an iterator: what it returned if that is one, else nothing left to do. */
function workOf(result) {
  return result && typeof result[Symbol.iterator] === 'function' ? result : [][Symbol.iterator]();
}

export class GameView {
  /**
   * @param {object} options
   * @param {import('../engine/engine.js').Session} options.session  the game (owned by the view from now)
   * @param {object} options.geometry  the engine's GeometryView
   * @param {import('../game/types.js').Spec} options.spec  the engine's spec of the game
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
   * @param {{id: string, seat: string|null, connection: object, snapshot: object,
   *   OnlinePart: Function}|null} [options.online]  an online room (its connection already
   *        welcomed, the welcome's snapshot, and online/online-part.js's OnlinePart, loaded with
   *        the room so that games on one device do not load it)
   * @param {Array<[string, string]>} [options.recordTags]  the tags of the record it was opened from
   * @param {number} [options.importedPlies]  plies that came from a record (not played here)
   * @param {{staged?: boolean}} [how]  staged: only the game's controller now, the screen later
   *        (what GameView.staged does)
   */
  constructor({
    session, geometry, spec, settings, Extras = GameExtras, seats = null, start = '', notices = [], onNewGame, onSetup = null, onHome,
    replay = [], onChange = null, online = null, recordTags = [], importedPlies = 0, onEnded = null,
  }, { staged = false } = {}) {

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
      session, spec, seats, seed: settings.seed ?? null, start, replay, bot,
    });
    this.controller = controller;
    if (online) controller.resync(online.snapshot.moves, online.snapshot.endings ?? []);
    if (controller.replayFailed) notices = [...notices, t('notice.resumeFailed')];
    this.benlik = new BenlikPlay(controller, (text) => this.addNotice(text), { start, importedPlies });
    this.records = new GameRecords({
      controller, recordTags, importedPlies, notice: (text) => this.addNotice(text), onKept: onEnded,
    });
    notices = [...notices, ...this.benlik.load()];
    /** A side's words for strings: the game's own names where it has them (Three Kingdoms'
     *  kingdoms), else its colour's. */
    this.sideWords = (letter) => this.extras.sideWords(letter) ?? sideOf(controller, letter);

    const ctx = {
      controller,
      seating: settings.seating === 'face' ? 'face' : 'side',
      board: () => this.board,
      bottom: () => this.bottomSeat,
      pieceText: (piece, options) => pieceText(controller, piece, options),
      sideParams: (letter) => this.sideWords(letter),
      announce: (text) => { this.announcer.textContent = text; },
      notice: (text) => this.addNotice(text),
      place: (node, where) => this.#place(node, where),
      markRoot: (className, on) => this.root.classList.toggle(className, on),
      redraw: () => this.#render(null),
    };
    const parts = [new Extras(ctx)];
    if (online) {
      parts.push(new online.OnlinePart(ctx, {
        ...online,
        setData: (name, value) => {
          if (value === null || value === undefined) delete this.root.dataset[name];
          else this.root.dataset[name] = String(value);
        },
      }));
    }
    this.extras = parts.length === 1 ? parts[0] : combineExtras(parts);
    /** The seat drawn at the bottom of the board as the screen opens (see #firstBottom). */
    this.bottomSeat = this.#firstBottom();
    // Each stage is work that yields wherever it may pause (see runInSlices in platform/next-task.js).
    /** @type {[string, () => Iterator<unknown>|void][]} */
    const steps = [
      ['board', () => this.#buildBoard()],
      ['parts', () => this.#building(notices)],
      ['menu and bar', () => this.#assembling()],
      ['cells', () => this.board.drawCells()],
      ['first drawing', () => {
        controller.subscribe((change) => this.#onChange(change));
        return this.#rendering(null);
      }],
      ['seating and start', () => {
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
      }],
    ];
    if (staged) this.#steps = steps;
    else for (const [, step] of steps) runAtOnce(workOf(step()));
  }

  /** What is left to build of a screen made by `GameView.staged`, by name. */
  #steps = null;

  /** The stages of `steps` as one piece of work, each recorded as a User Timing measure. */
  static *#stages(steps) {
    for (const [name, step] of steps) {
      const start = performance.now();
      yield* workOf(step());
      measureStage(name, start);
      yield;
    }
  }

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
    await nextTask();
    const built = wanted() && (await runInSlices(GameView.#stages(view.#steps), { wanted })).done;
    if (!built) {
      view.destroy();
      return null;
    }
    view.#steps = null;
    // What the caller does with the screen (its menu's last items, putting it on the page) in a
    // task of its own too.
    await nextTask();
    if (!wanted()) {
      view.destroy();
      return null;
    }
    return view;
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

  /** Whom the main controls act for: the player at the bottom when face to face, else the side to move. */
  #nearLetter() {
    return this.#faceToFace ? String(this.controller.players[0].letter) : String(this.state?.turn ?? '');
  }

  #farLetter() {
    return String(this.controller.players[1]?.letter ?? '');
  }

  /**
   * The seat whose side of the board is at the bottom as the screen opens: what the game's part
   * says (an online room: the side this device turned it to), else the one person at this device
   * (against the computer, or online), else the first seat (people sharing the device, watchers).
   */
  #firstBottom() {
    const controller = this.controller;
    const humans = controller.humans;
    const own = (controller.botGame || controller.online) && humans.length === 1 ? humans[0] : null;
    return this.extras.bottomSeat() ?? own ?? String(controller.players[0]?.letter ?? '');
  }

  /** The bar's turn button: the game's part turns the board its way, or it is turned over. */
  #turnBoard() {
    let bottom = this.extras.flip();
    if (bottom === null) {
      this.board.setFlipped(!this.board.flipped);
      bottom = String(this.controller.players[this.board.flipped ? 1 : 0]?.letter ?? '');
    }
    this.extras.turned(bottom);
  }

  /** The board, its cells left to draw (Board.drawCells). */
  #buildBoard() {
    const controller = this.controller;
    const extras = this.extras;
    const gameName = t(`variant.${this.variant}.name`);
    const facing = !controller.botGame && this.settings.seating === 'face';
    // Two players: the board is turned over when the second seat is to be at the bottom.
    const flipped = controller.players.length === 2 && controller.seatOf(this.bottomSeat) === 1;
    this.board = new Board({
      geometry: this.geometry,
      flipped,
      title: t('game.board', { game: gameName }),
      labelFor: (cell, piece, target) => {
        const text = piece ? `${cell}, ${pieceText(controller, piece)}` : cell;
        return targetLabel(extras.cellLabel(cell, piece, text), target);
      },
      onSelect: (cell, count) => {
        const piece = cell ? controller.pieceAt(cell) : null;
        const said = this.announcer.textContent;
        if (piece) this.announcer.textContent = this.selectionSaid = selectionText(pieceText(controller, piece), cell, count);
        else if (said && said === this.selectionSaid) this.announcer.textContent = '';
      },
      drawPiece: (piece) => extras.drawPiece(piece) ?? createPieceElement(controller.spec, piece, {
        seat: controller.seatOf(piece.owner),
        turned: facing && controller.seatOf(piece.owner) % 2 === 1,
      }),
      onMove: (from, to, how) => this.#chooseMove(from, to, how),
      ...extras.boardOptions(),
    }, { deferred: true });
    extras.listen(this.board.element);
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
    this.moveList = h('ol', { class: 'move-list', 'aria-label': t('game.moves') });
    this.moveList.style.setProperty('--players', String(Math.max(1, controller.players.length)));
    listenMoveList(this.moveList, (ply) => controller.view(ply));
    this.review = new Review({
      controller,
      onChange: () => this.#render(null),
      formatPly: (move) => this.extras.formatPly(move),
      onPick: () => this.#revealBoard(),
      sideWords: this.sideWords,
    });
    this.navigator = new Navigator({
      controller, reviewButton: this.review.button, onExport: () => this.records.export({ turned: this.movesPanel === 'far' }),
    });
    yield;
    this.material = new Material(controller, this.sideWords);
    this.resultBox = new ResultBox({
      onNewGame: () => this.onNewGame(),
      onDismiss: () => {
        this.resultBox.dismiss();
        if (usingKeyboard()) this.buttons.new.focus({ preventScroll: true });
      },
    });
    this.chooser = new Chooser({ onCancel: () => this.#cancelChooser() });
    this.announcer = h('p', { class: 'visually-hidden', 'aria-live': 'polite', 'data-live': '' });
    this.zoom = new BoardZoom(this.board.element, {
      onSpread: () => this.board.deselect(),
      cellPx: this.extras.zoomCell(),
      room: () => this.#boardRoom(),
    });
    this.boardWrap = h('div', { class: 'board-wrap' }, this.zoom.element, this.resultBox.element, this.chooser.element);
    this.boardWrap.style.setProperty('--board-aspect', String(this.board.aspect));
    yield;

    this.#buildControls();
    this.offers = new DrawOffers({
      controller,
      row: this.offerRow,
      farControls: this.farControls ?? null,
      nearControls: this.farControls ? this.controls : null,
      nearLetter: () => this.#nearLetter(),
      farLetter: () => this.#farLetter(),
      answer: (letter) => this.#offerDraw(letter),
    });
  }

  /** The menu, the top bar and the screen's root around the parts; yielding between them. */
  *#assembling() {
    const controller = this.controller;
    const extras = this.extras;
    const gameName = t(`variant.${this.variant}.name`);
    this.menu = new Menu();
    this.menu.add({ text: t('menu.newGame'), data: 'new-game', action: () => this.onSetup() });
    this.sound = new GameSound(controller, this.menu);
    this.zoom.addToGame(this.menu, this.boardWrap);
    // Benlik learns from games against it on this device: nothing of it applies online.
    if (!controller.online) {
      this.menu.add({ text: t('menu.benlikLearned'), data: 'benlik-learned', action: () => this.benlik.showLearned() });
      this.menu.add({ text: t('menu.benlikReset'), data: 'benlik-reset', action: () => this.benlik.confirmReset() });
    }
    // A record opened here gets the engine's review: not while an online game is being played.
    this.menu.add({
      text: t('menu.import'), data: 'import', action: () => this.records.open(''), shown: () => controller.engineHelp,
    });
    this.menu.add({ text: t('menu.pastGames'), data: 'past-games', action: () => openPastGames() });
    this.menu.add({
      text: t('menu.clearPast'), data: 'clear-past', action: () => { clearPast(); this.addNotice(t('past.cleared')); },
    });
    yield;

    const flipLabel = extras.flipLabel() ?? t('game.flipLabel');
    const flip = h('button', {
      type: 'button', class: 'icon-button', 'aria-label': flipLabel, title: flipLabel, 'data-action': 'turn-board',
      on: { click: () => this.#turnBoard() },
    }, icon('flip'));
    const back = h('button', {
      type: 'button', class: 'icon-button', 'aria-label': t('game.back'), title: t('game.back'),
      on: { click: () => this.onHome() },
    }, icon('back'));
    const level = botLevel(controller.seats);
    const subtitle = !controller.botGame ? null
      : controller.players.length === 2 ? t('game.against', { level: t(`level.${level}`) }) : t('game.againstMany');
    const title = gameTitle(gameName, subtitle);
    this.flipButton = flip;
    this.bar = h('header', { class: 'bar' }, back, title, extras.helpButton(), flip, this.menu.button, this.menu.element);
    this.movesBox = h('div', { class: 'moves-box', id: `moves-${++movesBoxes}` },
      this.navigator.element, this.moveList, this.material.element, this.review.element);
    this.main = h('div', { class: 'game-main' },
      this.status.element,
      this.offerRow,
      this.boardWrap,
      this.controls,
      this.offers.nearRow,
      this.movesBox,
    );
    for (const button of this.#movesToggles()) button.setAttribute('aria-controls', this.movesBox.id);
    this.root = h('section', {
      class: controller.botGame ? 'game-view bot-game' : 'game-view',
      'aria-label': gameName,
      dataset: { variant: this.variant, mode: controller.botGame ? 'bot' : 'local' },
    },
    this.bar,
    this.notices.element,
    this.main,
    this.announcer,
    this.resultBox.announcer,
    );
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

  /** The control row, and face to face the far player's turned buttons. */
  #buildControls() {
    const controller = this.controller;
    const bots = controller.botGame;
    const face = this.#faceToFace;
    this.buttons = {
      undo: controlButton('undo', t('game.undo'), t(bots ? 'game.undoBotLabel' : 'game.undoLabel'), () => this.#undo()),
      hint: controlButton('hint', t('game.hint'), t('game.hintLabel'), () => controller.requestHint()),
      draw: controlButton('draw', t('game.offerDraw'), '', () => this.#offerDraw()),
      resign: controlButton('flag', t('game.resign'), '', () => this.#resign()),
      moves: face ? movesToggle(() => this.#showMoves('near')) : null,
      new: controlButton('restart', t('game.newGame'), t('game.newGameLabel'), () => this.onSetup()),
    };
    // Face to face the moves (stepping, review, sharing) are a panel each player opens.
    const wanted = bots
      ? [controller.undoAllowed ? 'undo' : null, 'hint', 'resign', 'new']
      : ['undo', controller.spec.draw_offers ? 'draw' : null, 'resign', face ? 'moves' : null, 'new'];
    const shown = this.extras.controls(wanted.filter((id) => id !== null));
    // Where Undo would be, why there is none.
    const noUndo = bots && !controller.undoAllowed && !controller.online
      ? h('p', { class: 'controls-note', 'data-no-undo': '', text: t('game.noUndoBot', { game: t(`variant.${this.variant}.name`) }) })
      : null;
    this.controls = h('div', { class: 'controls' }, shown.map((id) => this.buttons[id]), noUndo);
    if (this.#faceToFace) {
      const far = this.#farLetter();
      this.farButtons = {
        draw: controlButton('draw', t('game.offerDraw'), '', () => this.#offerDraw(far)),
        resign: controlButton('flag', t('game.resign'), '', () => this.#resign(far)),
        moves: movesToggle(() => this.#showMoves('far')),
      };
      this.farControls = h('div', {
        class: 'far-buttons', role: 'group', 'aria-label': capitalize(sideName(controller.playerName(far))),
      }, this.farButtons.draw, this.farButtons.resign, this.farButtons.moves);
    }
  }

  /** The buttons that open the moves' panel face to face (none otherwise). */
  #movesToggles() {
    return [this.buttons.moves, this.farButtons?.moves].filter(Boolean);
  }

  /** Which player has the moves' panel open face to face: 'near', 'far' or null. */
  movesPanel = null;

  /**
   * Face to face: opens the moves' panel (the move list, stepping, the review and sharing) for
   * `who`, turned towards them: below the near player's buttons, or in the far player's row;
   * closes it when it is already theirs. Only one player has it at a time.
   */
  #showMoves(who) {
    const next = this.movesPanel === who ? null : who;
    this.movesPanel = next;
    if (next === 'far') this.farControls.append(this.movesBox);
    else this.main.append(this.movesBox);
    if (next) this.root.dataset.movesPanel = next;
    else delete this.root.dataset.movesPanel;
    this.buttons.moves?.setAttribute('aria-expanded', String(next === 'near'));
    this.farButtons?.moves.setAttribute('aria-expanded', String(next === 'far'));
    if (!next) this.controller.view(null);
  }

  /** Puts a node of the game's own part where it asked (see `Place` in game/extras.js). */
  #place(node, where) {
    switch (where) {
      case 'in-status':
        this.status.element.classList.add('has-extras');
        this.status.element.append(node);
        break;
      case 'after-status': this.status.element.after(node); break;
      case 'above-board': this.boardWrap.before(node); break;
      case 'below-board': this.boardWrap.after(node); break;
      case 'over-board': this.boardWrap.append(node); break;
      case 'after-moves': this.moveList.after(node); break;
      case 'online': this.offerRow.after(node); break;
      case 'bar': this.flipButton.before(node); break;
      case 'far-row': this.farControls?.prepend(node); break;
      case 'controls': this.buttons.new.before(node); break;
      default: throw new Error(`no place called ${where}`);
    }
  }

  /**
   * The height the enlarged board may take: the screen's, less what is above the board and,
   * where they are below it, the buttons, which stay in view. Face to face the board already
   * fills what the screen leaves it: null.
   */
  #boardRoom() {
    if (this.settings.seating === 'face' && !this.controller.botGame) return null;
    const wrap = this.boardWrap.getBoundingClientRect();
    const controls = this.controls.getBoundingClientRect();
    const below = controls.top >= wrap.bottom - 1 ? controls.height + 8 : 0;
    return innerHeight - (wrap.top + scrollY) - below - 8;
  }

  /** Scrolls the page so that all of the board is in view (a position chosen below it). */
  #revealBoard() {
    const box = this.boardWrap.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= innerHeight) return;
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    this.boardWrap.scrollIntoView({ block: box.height > innerHeight ? 'start' : 'center', behavior: smooth ? 'smooth' : 'auto' });
  }

  /** Shows a message above the board until dismissed. */
  addNotice(text) {
    this.notices.add(text);
  }

  // ── showing the state ─────────────────────────────────────────────────────────────────────

  #onChange(change) {
    if (this.destroyed) return;
    switch (change.type) {
      case 'error':
        this.addNotice(change.source === 'bot'
          ? t('notice.botFailed', { message: change.message })
          : t('notice.engineError', { message: describeEngineError(change.info ?? { message: change.message }) }));
        if (change.source === 'engine') this.#render(null);
        else this.#renderButtons();
        break;
      case 'pending':
        this.#renderStatus();
        this.#renderButtons();
        break;
      case 'draw':
        this.#renderOffer();
        this.#renderButtons();
        break;
      case 'hint':
        this.#showHint(change.move);
        break;
      case 'thought':
        this.#showThought(change.reply);
        break;
      case 'view':
        this.#render(null);
        break;
      default:
        this.#render(change);
    }
  }

  /** Draws everything from the controller's state; `change` says what led to it. */
  #render(change) {
    runAtOnce(this.#rendering(change));
  }

  /** What #render does, yielding as it places the pieces (see Board.updating). */
  *#rendering(change) {
    const controller = this.controller;
    const state = controller.state;
    if (!state) return;
    if (change?.type === 'undo') this.benlik.forgetChanges();
    if (state.result) this.benlik.learn(state);
    if (change?.type === 'move') {
      // The announcement first: a game may word a move its own way.
      this.announcer.textContent = this.extras.announce(change) ?? moveText(controller, change);
    }
    this.extras.update(change);
    const root = this.root;
    root.dataset.turn = String(state.turn);
    root.dataset.position = state.position;
    if (state.result) root.dataset.result = state.result.text;
    else delete root.dataset.result;
    // An earlier position looked at is drawn instead of the live one, which goes on unseen.
    const shown = controller.shown;
    const viewing = controller.viewing !== null;
    if (viewing) root.dataset.viewing = String(controller.viewing);
    else delete root.dataset.viewing;
    yield* this.board.updating({
      pieces: shown.pieces,
      moves: controller.playable,
      last: shown.last ?? null,
      check: shown.check,
      turn: String(shown.turn),
      animate: change?.type === 'move' && !viewing ? change.animate : null,
    });
    yield;
    this.review.check();
    const best = viewing ? this.review.bestAt(controller.viewing) : null;
    if (best) this.board.setArrow(best.from, best.to);
    this.material.render(shown);
    this.navigator.render();
    this.review.renderShown();
    this.#renderStatus();
    yield;
    drawMoves(this.moveList, controller, (move) => this.extras.formatPly(move), (i) => {
      const mark = this.review.markOf(i);
      return mark ? Review.markText(mark) : null;
    });
    this.records.keepIfFinished();
    this.#renderResult();
    this.#renderOffer();
    this.chooser.hide();
    this.onChange?.(state);
    this.#renderButtons();
    if (change?.type === 'undo') {
      this.announcer.textContent = t('game.undone', sideOf(controller, state.turn));
    }
  }

  #resultWords(result) {
    return this.extras.describeResult(result) ?? describeResult(this.controller, result);
  }

  #renderStatus() {
    const controller = this.controller;
    const result = controller.state.result;
    this.status.render(controller, result ? this.#resultWords(result).title : null);
    if (controller.pending?.kind === 'bot') this.root.dataset.thinking = controller.pending.letter;
    else delete this.root.dataset.thinking;
  }

  #renderResult() {
    const result = this.state.result;
    const appeared = this.resultBox.render(result, result ? this.#resultWords(result) : null, this.benlik.changes);
    if (appeared && usingKeyboard()) this.resultBox.newGameButton.focus({ preventScroll: true });
  }

  #renderButtons() {
    const controller = this.controller;
    const state = controller.state;
    if (!state) return;
    const over = !!state.result;
    const b = this.buttons;
    b.undo.disabled = !controller.canUndo;
    b.resign.disabled = over;
    if (controller.botGame) {
      b.hint.disabled = !controller.canHint;
      b.hint.setAttribute('aria-busy', String(controller.pending?.kind === 'hint'));
      b.resign.title = t('game.resignBotLabel');
      return;
    }
    const actor = this.#nearLetter();
    b.resign.title = t('game.resignLabel', sideOf(controller, actor));
    this.offers.buttonState(b.draw, actor, over);
    if (this.farButtons) {
      const far = this.#farLetter();
      this.offers.buttonState(this.farButtons.draw, far, over);
      this.farButtons.resign.disabled = over;
      this.farButtons.resign.title = t('game.resignLabel', sideOf(controller, far));
    }
  }

  #renderOffer() {
    this.offers.render();
  }

  #showHint(move) {
    this.board.setHint(move.from, move.to);
    const piece = this.controller.pieceAt(move.from);
    this.announcer.textContent = t('game.hintAnnounce', {
      piece: piece ? pieceText(this.controller, piece) : move.from, from: move.from, to: move.to,
    });
  }

  #showThought(reply) {
    const seconds = (reply.elapsed_ms / 1000).toLocaleString(language() === 'tr' ? 'tr-TR' : 'en-GB', {
      minimumFractionDigits: 1, maximumFractionDigits: 1,
    });
    this.status.setThought(t('game.thought', { s: seconds, depth: reply.depth }));
    this.root.dataset.botMs = String(Math.round(reply.elapsed_ms));
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

  #chooseMove(from, to, how = {}) {
    const controller = this.controller;
    const choice = controller.choice(from, to);
    const play = (move) => controller.play(move, how);
    if (choice.play) {
      play(choice.play);
    } else if (choice.promotion) {
      const piece = controller.pieceAt(from);
      const owner = piece ? String(piece.owner) : String(controller.state.turn);
      this.chooser.showPromotion(controller.spec, choice.promotion, { owner }, controller.seatOf(owner), play);
    } else if (choice.choose) {
      this.chooser.showMoves(choice.choose, play);
    }
  }

  /** Closes the chooser without moving: the board stays as it was. */
  #cancelChooser() {
    this.chooser.hide();
    this.board.deselect();
    if (usingKeyboard()) this.board.element.querySelector('[data-cell][tabindex="0"]')?.focus({ preventScroll: true });
  }

  #undo() {
    this.controller.undo();
  }

  #resign(who = null) {
    const controller = this.controller;
    const state = controller.state;
    if (!state || state.result) return;
    // Against bots the human to move (or the first human) resigns. People on one device: the
    // player asked confirms in the page, turned towards the far player when it is theirs.
    let letter;
    let text;
    let turned = false;
    if (controller.botGame) {
      const humans = controller.humans;
      letter = controller.isHuman(state.turn) ? String(state.turn) : humans[0] ?? '';
      text = t(controller.players.length - humans.length === 1 ? 'game.resignConfirmText' : 'game.resignConfirmTextMany');
    } else {
      letter = who ?? this.#nearLetter();
      const others = controller.players.filter((p) => String(p.letter) !== letter);
      text = others.length === 1
        ? t('game.resignConfirmLocal', { Loser: sideOf(controller, letter).Side, Winner: sideOf(controller, others[0].letter).Side })
        : t('game.resignConfirmTextMany');
      turned = Boolean(who) && who === this.#farLetter() && this.#faceToFace;
    }
    confirmResign({
      text,
      turned,
      onResign: () => {
        if (!this.destroyed) controller.resign(letter);
      },
    });
  }

  /** `letter` presses its draw button. */
  #offerDraw(letter = this.#nearLetter()) {
    const outcome = this.controller.draw(letter);
    if (outcome === 'offered' && !this.farControls) this.offerRow.querySelector('button')?.focus({ preventScroll: true });
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

/** Gives each screen's moves' box an id of its own (the face-to-face toggles name it). */
let movesBoxes = 0;

/** Face to face, a player's button that opens and closes the moves' panel for them. */
function movesToggle(onClick) {
  const button = controlButton('list', t('game.moves'), t('game.movesPanelLabel'), onClick);
  button.setAttribute('aria-expanded', 'false');
  button.dataset.action = 'moves-panel';
  return button;
}

// A control button: its accessible name is its visible text; `label` becomes its tooltip.
function controlButton(iconName, text, label, onClick) {
  return h('button', {
    type: 'button',
    class: `control control-${iconName}`,
    title: label || null,
    on: { click: onClick },
  }, icon(iconName), h('span', { class: 'control-text', text }));
}

// A game screen: board, turn indicator, move list, controls, result box. It shows what the
// engine's state says and sends the engine move strings; it never decides what is legal.
//
// Two kinds of game: people only (seats null: undo, draw offers, resignation), or against the
// computer (seats: one entry per player, 'human' or a level). The computer's moves come from the
// bot's Web Worker (bot.js); while it thinks the root carries `data-thinking` (the letter of the
// side thinking) and the board takes no input. New game, undo, resignation and leaving the view
// cancel the search.
//
// DOM contract: the root carries `data-variant`, `data-turn` (letter of the side to move) and,
// once the game is over, `data-result` (the engine's result text). The last move is announced in
// the `aria-live="polite"` region. Buttons are real <button>s with accessible names. A hint marks
// its two cells with `data-hint="from"` / `data-hint="to"`.

import { Board } from './board.js';
import { TimurUI } from './timur.js';
import { createPieceElement, pieceName, describePiece } from './pieces.js';
import { t, tn, capitalize, sideName, sideParams, language } from './i18n.js';
import { h, icon, usingKeyboard, pictureSvg } from './dom.js';
import { bot, Cancelled } from './bot.js';
import { openDialog } from './dialog.js';
import { botLevel } from './setup.js';
import { SanguoUI } from './sanguo.js';
import { Seating } from './seating.js';
import {
  loadBenlik, saveBenlik, resetBenlik, featuresOf, summary,
} from './benlik.js';

/** Games in which the player may not take moves back against the computer (seed 002). */
const NO_UNDO_AGAINST_BOT = new Set(['hex', 'timur']);
/** The computer's move is shown no sooner than this after the player's (the slide finishes). */
const BOT_MIN_MS = 250;

export class GameView {
  /**
   * @param {object} options
   * @param {import('./engine.js').Session} options.session  the game (owned by the view from now)
   * @param {object} options.geometry  the engine's GeometryView
   * @param {{seating: string, seed?: number|null}} options.settings
   * @param {Array<string>|null} [options.seats]  per player 'human' or a level; null: people only
   * @param {string} [options.start]  the position string the game began from ('' = usual start)
   * @param {string[]} options.notices  messages to show above the board
   * @param {() => void} options.onNewGame  the same kind of game again
   * @param {() => void} options.onSetup  open the new-game panel
   * @param {() => void} options.onHome
   * @param {string[]} [options.replay]  moves to play first (a saved game being resumed)
   * @param {(state: object) => void} [options.onChange]  called with each new engine state
   */
  constructor({
    session, geometry, settings, seats = null, start = '', notices = [], onNewGame, onSetup = null, onHome,
    replay = [], onChange = null,
  }) {
    this.session = session;
    this.geometry = geometry;
    this.variant = geometry.variant;
    this.settings = settings;
    this.seats = seats;
    this.startPosition = start;
    this.onNewGame = onNewGame;
    this.onSetup = onSetup ?? onNewGame;
    this.onHome = onHome;
    this.players = geometry.players;
    this.seat = new Map(this.players.map((p, i) => [String(p.letter), i]));
    // Two people on one device: each player has a draw button; the game is drawn once every
    // player's offer stands. An offer stands until withdrawn, declined, or answered by a move.
    this.drawOffers = new Set();
    this.resultDismissed = false;
    this.state = null;
    this.pending = null; // { kind: 'bot'|'hint', letter }
    this.hint = null;
    this.movers = []; // the letter that played each move of the history
    this.learned = false;
    this.benlikChanges = null;
    this.destroyed = false;

    const first = session.state();
    this.startTurn = first.error ? this.players[0]?.letter : first.turn;
    this.startNumber = moveNumberOf(first.position);
    this.onChange = onChange;
    for (const move of replay) {
      const turn = session.state().turn;
      if (session.play(move) === null) {
        this.movers.push(String(turn));
        continue;
      }
      while (session.undo());
      this.movers = [];
      notices = [...notices, t('notice.resumeFailed')];
      break;
    }

    if (this.seats?.includes('benlik')) notices = [...notices, ...this.#loadBenlik()];

    this.ui = this.#variantUI();
    this.#build(notices);
    // Against the computer, the human plays from the bottom of the board.
    if (this.botGame && this.players.length === 2 && this.seats[1] === 'human' && this.seats[0] !== 'human') {
      this.board.setFlipped(true);
    }
    this.refresh();
    // Two people on one device: turning the board each move, the far player's parts (seating.js).
    this.seating = new Seating(this);
  }

  get element() {
    return this.root;
  }

  /** True when the computer plays a seat. */
  get botGame() {
    return Array.isArray(this.seats) && this.seats.some((s) => s !== 'human');
  }

  #isHuman(letter) {
    if (!this.botGame) return true;
    return this.seats[this.seat.get(String(letter)) ?? 0] === 'human';
  }

  #levelOf(letter) {
    return this.botGame ? this.seats[this.seat.get(String(letter)) ?? 0] : 'human';
  }

  get #undoAllowed() {
    return !this.botGame || !NO_UNDO_AGAINST_BOT.has(this.variant);
  }

  // ── structure ─────────────────────────────────────────────────────────────────────────────

  /**
   * This game's own parts of the view, or null: Timur's citadels, swap and pawn-of-pawns status
   * and piece help (timur.js); Three Kingdoms' seat panels, takeovers, board and pieces
   * (sanguo.js). Each implements any of these hooks, all optional:
   *   boardOptions()               options over the board's own (drawing, labels, rotation)
   *   cellLabel(cell, text)        adds to a cell's spoken name
   *   listen(boardElement)         its own events on the board (long press for piece help)
   *   mountStatus(status, players) a line of its own under the turn status
   *   helpButton()                 a button for the top bar
   *   build()                      its parts of the page, once the view's are made
   *   update(state)                each new engine state, before the board is drawn
   *   formatPly(notation)          a ply as the move list shows it
   *   renderMoves(list)            draws the whole move list itself (returns true)
   *   announce({ move, mover, taken, before, after })  words for a move, or null
   *   describeResult(result)       the result box's title and text, or null
   *   flip()                       the bar's turn button
   *   destroy()
   */
  #variantUI() {
    if (this.variant === 'sanguo') return new SanguoUI(this);
    if (this.variant === 'timur') {
      return new TimurUI({
        session: this.session,
        pieceText: (piece, options) => this.#pieceText(piece, options),
        sideParams: (letter) => sideParams(this.#playerName(letter)),
        board: () => this.board,
      });
    }
    return null;
  }

  #build(notices) {
    const gameName = t(`variant.${this.variant}.name`);
    this.board = new Board({
      geometry: this.geometry,
      title: t('game.board', { game: gameName }),
      labelFor: (cell, piece) => {
        const text = piece ? `${cell}, ${this.#pieceText(piece)}` : cell;
        return this.ui?.cellLabel ? this.ui.cellLabel(cell, text) : text;
      },
      decorate: null,
      drawPiece: (piece) =>
        createPieceElement(this.variant, piece, {
          seat: this.seat.get(String(piece.owner)) ?? 0,
          turned: !this.botGame && this.settings.seating === 'face'
            && (this.seat.get(String(piece.owner)) ?? 0) % 2 === 1,
        }),
      onMove: (from, to, how) => this.#chooseMove(from, to, how),
      ...this.ui?.boardOptions?.(),
    });
    this.ui?.listen?.(this.board.element);

    this.noticeList = h('div', { class: 'notices' });
    for (const text of notices) this.addNotice(text);

    this.turnBadge = h('span', { class: 'turn-badge', 'aria-hidden': 'true' });
    this.statusText = h('span', { class: 'status-text' });
    this.thinkingDots = h('span', { class: 'thinking-dots', 'aria-hidden': 'true', hidden: true },
      h('span'), h('span'), h('span'));
    this.status = h('div', { class: 'status' }, this.turnBadge, this.statusText, this.thinkingDots);
    this.ui?.mountStatus?.(this.status, this.players);

    this.offerRow = h('div', { class: 'offer', hidden: true });

    this.moveList = h('ol', { class: 'move-list', 'aria-label': t('game.moves') });
    this.moveList.style.setProperty('--players', String(Math.max(1, this.players.length)));
    const bots = this.botGame;
    this.undoButton = button('undo', t('game.undo'), t(bots ? 'game.undoBotLabel' : 'game.undoLabel'), () => this.#undo());
    this.hintButton = button('hint', t('game.hint'), t('game.hintLabel'), () => this.#hint());
    this.drawButton = button('draw', t('game.offerDraw'), '', () => this.#offerDraw());
    this.resignButton = button('flag', t('game.resign'), '', () => this.#resign());
    this.newButton = button('restart', t('game.newGame'), t('game.newGameLabel'), () => this.onSetup());
    const controls = bots
      ? [this.#undoAllowed ? this.undoButton : null, this.#undoAllowed ? this.hintButton : null, this.resignButton, this.newButton]
      : [this.undoButton, this.drawButton, this.resignButton, this.newButton];
    const shown = controls.filter(Boolean);
    this.controls = h('div', { class: 'controls' }, shown);
    this.controls.style.setProperty('--controls', String(shown.length));
    if (this.#faceToFace) {
      const far = this.#farLetter();
      this.farDrawButton = button('draw', t('game.offerDraw'), '', () => this.#offerDraw(far));
      this.farResignButton = button('flag', t('game.resign'), '', () => this.#resign(far));
      this.farControls = h('div', {
        class: 'far-buttons', role: 'group', 'aria-label': capitalize(sideName(this.#playerName(far))),
      }, this.farDrawButton, this.farResignButton);
    }

    this.resultTitle = h('h2', { class: 'result-title', id: 'result-title' });
    this.resultDetail = h('p', { class: 'result-detail' });
    this.resultLearned = h('div', { class: 'benlik-changes', hidden: true });
    this.resultBox = h('div', {
      class: 'result-box', role: 'dialog', 'aria-labelledby': 'result-title', hidden: true,
    },
    this.resultTitle,
    this.resultDetail,
    this.resultLearned,
    h('div', { class: 'result-actions' },
      h('button', { type: 'button', class: 'primary', on: { click: () => this.onNewGame() } }, t('game.newGame')),
      h('button', { type: 'button', on: { click: () => this.#dismissResult() } }, t('game.showBoard')),
    ));

    this.chooser = h('div', { class: 'chooser', role: 'dialog', 'aria-label': t('game.chooseMove'), hidden: true });

    this.announcer = h('p', { class: 'visually-hidden', 'aria-live': 'polite', 'data-live': '' });
    // The end of the game is announced separately, so the move announcement stays exactly the move.
    this.resultAnnouncer = h('p', { class: 'visually-hidden', role: 'status' });

    this.boardWrap = h('div', { class: 'board-wrap' }, this.board.element, this.resultBox, this.chooser);
    this.boardWrap.style.setProperty('--board-aspect', String(this.board.aspect));

    const flip = h('button', {
      type: 'button', class: 'icon-button', 'aria-label': t('game.flipLabel'), title: t('game.flipLabel'),
      on: { click: () => (this.ui?.flip ? this.ui.flip() : this.board.setFlipped(!this.board.flipped)) },
    }, icon('flip'));
    const back = h('button', {
      type: 'button', class: 'icon-button', 'aria-label': t('game.back'), title: t('game.back'),
      on: { click: () => this.onHome() },
    }, icon('back'));
    this.menuButton = h('button', {
      type: 'button', class: 'icon-button menu-button', 'aria-label': t('menu.label'), title: t('menu.label'),
      'aria-expanded': 'false', 'aria-haspopup': 'true',
      on: { click: () => this.#toggleMenu() },
    }, icon('menu'));
    this.menu = this.#buildMenu();

    const level = botLevel(this.seats);
    const subtitle = !bots ? null
      : this.players.length === 2 ? t('game.against', { level: t(`level.${level}`) }) : t('game.againstMany');
    const title = h('h1', { class: 'bar-title' },
      h('span', { class: 'bar-game', text: gameName }),
      subtitle ? h('span', { class: 'bar-sub', text: subtitle }) : null);

    this.root = h('section', {
      class: bots ? 'game-view bot-game' : 'game-view',
      'aria-label': gameName,
      dataset: { variant: this.variant, mode: bots ? 'bot' : 'local' },
    },
    h('header', { class: 'bar' }, back, title, this.ui?.helpButton?.() ?? null, flip, this.menuButton, this.menu),
    this.noticeList,
    h('div', { class: 'game-main' },
      this.status,
      this.offerRow,
      this.boardWrap,
      this.controls,
      h('div', { class: 'moves-box' }, this.moveList),
    ),
    this.announcer,
    this.resultAnnouncer,
    );
    if (bots) this.root.dataset.seats = this.seats.join('-');
    this.ui?.build?.();
    this.root.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || this.menu.hidden) return;
      const inside = this.menu.contains(document.activeElement);
      this.#closeMenu();
      if (inside) this.menuButton.focus();
    });
    this.onDocumentPointer = (e) => {
      if (this.menu.hidden) return;
      if (this.menu.contains(e.target) || this.menuButton.contains(e.target)) return;
      this.#closeMenu();
    };
    document.addEventListener('pointerdown', this.onDocumentPointer, true);
  }

  #buildMenu() {
    const item = (text, action, data) => h('button', {
      type: 'button', class: 'menu-item', 'data-menu': data,
      on: {
        click: () => {
          this.#closeMenu();
          action();
        },
      },
    }, text);
    const menu = h('div', { class: 'menu', hidden: true, role: 'group', 'aria-label': t('menu.label') },
      item(t('menu.newGame'), () => this.onSetup(), 'new-game'),
      item(t('menu.benlikLearned'), () => this.#showLearned(), 'benlik-learned'),
      item(t('menu.benlikReset'), () => this.#confirmReset(), 'benlik-reset'),
    );
    return menu;
  }

  #toggleMenu() {
    if (this.menu.hidden) {
      this.menu.hidden = false;
      this.menuButton.setAttribute('aria-expanded', 'true');
      if (usingKeyboard()) this.menu.querySelector('button')?.focus();
    } else {
      this.#closeMenu();
    }
  }

  #closeMenu() {
    this.menu.hidden = true;
    this.menuButton.setAttribute('aria-expanded', 'false');
  }

  /** Shows a message above the board until dismissed. */
  addNotice(text) {
    const notice = h('div', { class: 'notice', role: 'alert', 'data-notice': '' },
      h('p', { text }),
      h('button', {
        type: 'button', class: 'icon-button', 'aria-label': t('notice.close'), title: t('notice.close'),
        on: { click: () => notice.remove() },
      }, icon('close')),
    );
    this.noticeList.append(notice);
  }

  // ── Benlik ────────────────────────────────────────────────────────────────────────────────

  /** Loads Benlik's weights for this game; returns the notices to show. */
  #loadBenlik() {
    const loaded = loadBenlik(this.session);
    const game = t(`variant.${this.variant}.name`);
    const notices = [];
    this.benlik = {
      letter: String(this.players[this.seats.indexOf('benlik')]?.letter ?? ''),
      weights: loaded.weights,
      games: loaded.games,
    };
    if (loaded.status === 'corrupt') {
      notices.push(t('notice.benlikCorrupt', { game }));
      if (!saveBenlik(this.session, loaded.weights, 0)) notices.push(t('notice.benlikStorage'));
    } else if (loaded.status === 'unavailable') {
      notices.push(t('notice.benlikStorage'));
    }
    return notices;
  }

  /** After a finished game against Benlik (once per game): learn, store, and say what changed. */
  #learn(state) {
    if (this.learned || !this.benlik || !this.seats.includes('human')) return;
    this.learned = true;
    const updated = this.session.benlikUpdate(this.benlik.letter, this.benlik.weights);
    if (!Array.isArray(updated)) {
      this.addNotice(t('notice.engineError', { message: updated?.error ?? '?' }));
      return;
    }
    const games = this.benlik.games + 1;
    if (!saveBenlik(this.session, updated, games)) this.addNotice(t('notice.benlikSaveFailed'));
    this.benlik = { ...this.benlik, weights: updated, games };
    const winners = (state.result.winners || []).map(String);
    const humanWon = winners.some((w) => this.#isHuman(w)) && !winners.includes(this.benlik.letter);
    if (humanWon) {
      const features = featuresOf(this.session);
      this.benlikChanges = features ? summary(features.ids, features.base, updated, this.variant) : [];
    }
  }

  /** "What Benlik has learned": the stored record of this game, in words. */
  #showLearned() {
    const loaded = loadBenlik(this.session);
    const game = t(`variant.${this.variant}.name`);
    const body = [];
    if (loaded.status === 'corrupt') body.push(h('p', { text: t('notice.benlikCorrupt', { game }) }));
    if (loaded.status === 'unavailable') body.push(h('p', { text: t('notice.benlikStorage') }));
    const features = featuresOf(this.session);
    const lines = features ? summary(features.ids, features.base, loaded.weights, this.variant) : [];
    if (loaded.status === 'corrupt') saveBenlik(this.session, loaded.weights, 0);
    if (loaded.games === 0 && lines.length === 0) {
      body.push(h('p', { text: t('benlik.none', { game }) }));
    } else if (lines.length === 0) {
      body.push(h('p', { text: tn('benlik.unchanged', loaded.games) }));
    } else {
      body.push(
        h('p', { text: tn('benlik.after', loaded.games) }),
        h('ul', { class: 'benlik-list' }, lines.map((line) => h('li', { text: line }))),
      );
    }
    body.push(h('p', { class: 'setup-note', text: t('benlik.limits') }));
    openDialog({
      title: t('benlik.title', { game }),
      className: 'benlik-dialog',
      body,
      actions: [{ text: t('dialog.ok'), primary: true }],
    });
  }

  #confirmReset() {
    const game = t(`variant.${this.variant}.name`);
    const done = (ok, message) => {
      this.addNotice(ok ? message : t('notice.benlikStorage'));
      if (ok && this.benlik) {
        const features = featuresOf(this.session);
        this.benlik = { ...this.benlik, weights: features ? features.base.slice() : [], games: 0 };
      }
    };
    openDialog({
      title: t('benlik.resetTitle'),
      className: 'benlik-dialog',
      body: [h('p', { text: t('benlik.resetText') })],
      actions: [
        {
          text: t('benlik.resetGame', { game }),
          primary: true,
          data: 'reset-game',
          onClick: () => done(resetBenlik(this.variant), t('notice.benlikReset', { game })),
        },
        {
          text: t('benlik.resetAll'),
          data: 'reset-all',
          onClick: () => done(resetBenlik(null), t('notice.benlikResetAll')),
        },
        { text: t('dialog.cancel'), data: 'cancel' },
      ],
    });
  }

  // ── showing the state ─────────────────────────────────────────────────────────────────────

  /** Reads the engine's state and redraws everything from it. */
  refresh(animate = null) {
    const state = this.session.state();
    if (state.error) {
      this.addNotice(t('notice.engineError', { message: state.error }));
      return;
    }
    this.state = state;
    this.ui?.update?.(state);
    const root = this.root;
    root.dataset.turn = String(state.turn);
    root.dataset.position = state.position;
    if (state.result) root.dataset.result = state.result.text;
    else delete root.dataset.result;
    if (state.result) {
      this.#cancelRequest();
      if (this.botGame && this.benlik) this.#learn(state);
    }

    const humanTurn = this.#isHuman(state.turn);
    this.board.update({
      pieces: state.pieces,
      moves: state.result || !humanTurn ? [] : state.moves,
      last: state.last ?? null,
      check: state.check ?? [],
      turn: String(state.turn),
      animate,
    });
    this.hint = null;
    this.#renderStatus();
    this.#renderMoves();
    this.#renderResult();
    this.#renderOffer();
    this.#hideChooser();
    this.onChange?.(state);
    this.#updateButtons();
    this.#maybeStartBot();
  }

  #updateButtons() {
    const state = this.state;
    if (!state) return;
    const over = !!state.result;
    if (this.botGame) {
      const humanMoved = this.movers.some((letter) => this.#isHuman(letter));
      // Undo takes back moves (a resignation goes with the move before it): none, nothing to undo.
      this.undoButton.disabled = !humanMoved;
      this.hintButton.disabled = over || !this.#isHuman(state.turn) || this.pending?.kind === 'hint';
      this.hintButton.setAttribute('aria-busy', String(this.pending?.kind === 'hint'));
      this.resignButton.disabled = over;
      this.resignButton.title = t('game.resignBotLabel');
    } else {
      this.undoButton.disabled = state.history.length === 0;
      this.resignButton.disabled = over;
      const actor = this.#nearLetter();
      const side = sideParams(this.#playerName(actor));
      this.resignButton.title = t('game.resignLabel', side);
      this.#drawButtonState(this.drawButton, actor, over);
      if (this.farControls) {
        const far = this.#farLetter();
        this.#drawButtonState(this.farDrawButton, far, over);
        this.farResignButton.disabled = over;
        this.farResignButton.title = t('game.resignLabel', sideParams(this.#playerName(far)));
      }
    }
  }

  /** Face to face on one device: the far player (the second seat) has own, turned buttons. */
  get #faceToFace() {
    return !this.botGame && this.settings.seating === 'face' && this.players.length === 2;
  }

  /** Whom the main controls act for: the player at the bottom when face to face, else the side to move. */
  #nearLetter() {
    return this.#faceToFace ? String(this.players[0].letter) : String(this.state?.turn ?? '');
  }

  #farLetter() {
    return String(this.players[1]?.letter ?? '');
  }

  /** A player's draw button: pressed while the offer stands; "Accept draw" when answering. */
  #drawButtonState(button, letter, over) {
    const offered = this.drawOffers.has(letter);
    const answering = !offered && this.drawOffers.size > 0;
    const side = sideParams(this.#playerName(letter));
    button.disabled = over;
    button.setAttribute('aria-pressed', String(offered));
    button.classList.toggle('answer', answering);
    button.title = t(offered ? 'game.withdrawDrawLabel' : answering ? 'game.acceptDrawLabel' : 'game.offerDrawLabel', side);
    if (this.#faceToFace) {
      const text = button.querySelector('.control-text');
      if (text) text.textContent = t(answering ? 'game.acceptDraw' : 'game.offerDraw');
    }
  }

  #playerName(letter) {
    return this.players.find((p) => String(p.letter) === String(letter))?.name ?? String(letter);
  }

  #pieceText(piece, { acc = false } = {}) {
    return t('game.pieceOf', {
      side: sideName(this.#playerName(piece.owner)),
      piece: pieceName(this.variant, piece.token, { acc }),
    });
  }

  #renderStatus() {
    const state = this.state;
    const seat = this.seat.get(String(state.turn)) ?? 0;
    this.turnBadge.className = `turn-badge seat-${seat} owner-${state.turn}`;
    this.status.classList.toggle('over', !!state.result);
    const thinking = this.pending?.kind === 'bot';
    this.status.classList.toggle('thinking', thinking);
    this.thinkingDots.hidden = !thinking;
    if (thinking) this.root.dataset.thinking = this.pending.letter;
    else delete this.root.dataset.thinking;
    if (state.result) {
      const { title } = this.#describeResult(state.result);
      this.statusText.textContent = title;
      this.turnBadge.hidden = true;
      return;
    }
    this.turnBadge.hidden = false;
    const side = sideParams(this.#playerName(state.turn));
    if (!this.botGame) {
      this.statusText.textContent = t('game.toMove', side);
    } else if (!this.#isHuman(state.turn)) {
      const many = this.players.length > 2 ? 'Many' : '';
      this.statusText.textContent = t(thinking ? `game.botThinking${many}` : `game.botToMove${many}`, side);
    } else if (this.seats.filter((s) => s === 'human').length === 1) {
      this.statusText.textContent = t('game.yourMove', side);
    } else {
      this.statusText.textContent = t('game.toMove', side);
    }
    // Chess-like games: say so when the side to move is in check.
    this.status.classList.toggle('in-check', (state.check ?? []).length > 0);
    if ((state.check ?? []).length > 0) this.statusText.textContent += t('game.checkSuffix');
  }

  #renderMoves() {
    if (this.ui?.renderMoves?.(this.moveList)) return;
    const list = this.moveList;
    list.replaceChildren();
    const history = this.state.history;
    if (history.length === 0) {
      list.append(h('li', { class: 'move-empty', text: t('game.noMoves') }));
      return;
    }
    const count = Math.max(1, this.players.length);
    const offset = this.seat.get(String(this.startTurn)) ?? 0;
    let row = null;
    for (let i = 0; i < history.length; i++) {
      const index = offset + i;
      if (row === null || index % count === 0) {
        row = h('li', { class: 'move-row' },
          h('span', { class: 'move-no', text: `${this.startNumber + Math.floor(index / count)}.` }));
        list.append(row);
        if (i === 0) for (let k = 0; k < index % count; k++) row.append(h('span', { class: 'ply ply-skip', text: '…' }));
      }
      const ply = h('span', { class: 'ply', text: this.ui?.formatPly ? this.ui.formatPly(history[i]) : history[i] });
      if (i === history.length - 1) ply.classList.add('current');
      row.append(ply);
    }
    // Keep the newest move in view (the list scrolls sideways on phones, down on wide screens).
    list.scrollLeft = list.scrollWidth;
    list.scrollTop = list.scrollHeight;
  }

  #describeResult(result) {
    const own = this.ui?.describeResult?.(result);
    if (own) return own;
    const winners = (result.winners || []).map(String);
    const names = winners.map((w) => capitalize(sideName(this.#playerName(w))));
    let title;
    const humans = this.botGame ? this.seats.filter((s) => s === 'human').length : 0;
    if (result.rule === 'stalemate' && winners.length === 1) {
      title = t('result.stalemate');
    } else if (humans === 1 && winners.length === 1) {
      title = t(this.#isHuman(winners[0]) ? 'result.youWin' : 'result.botWins');
    } else if (winners.length === 1) {
      title = t('result.win', sideParams(this.#playerName(winners[0])));
    } else if (winners.length > 1) {
      const joined = names.reduce((a, b) => (a ? t('result.and', { a, b }) : b), '');
      title = t('result.wins', { Sides: joined });
    } else {
      title = t('result.draw');
    }
    const losers = this.players.filter((p) => !winners.includes(String(p.letter)));
    const rule = String(result.rule);
    let detail;
    let m;
    if (rule === 'stalemate' && winners.length === 1 && losers.length >= 1) {
      // Who stalemated whom, with the ¾–¼ score (hex chess: stalemate is not a draw).
      const loser = sideParams(losers[0].name);
      detail = t('result.stalemateScore', {
        Winner: names[0],
        Loser: loser.Side,
        loser: loser.side,
        LoserAcc: capitalize(loser.sideAcc),
      });
    } else if (t(`rule.${this.variant}.${rule}`) !== `rule.${this.variant}.${rule}`) {
      // A game's own wording of a shared rule name (hex: `50-move` counts pawn moves too).
      detail = t(`rule.${this.variant}.${rule}`);
    } else if (rule === 'resignation') {
      detail = losers.length === 1
        ? t('rule.resignation', { Loser: capitalize(sideName(losers[0].name)) })
        : t('rule.resignationShort');
    } else if ((m = /^(\d+)-move$/.exec(rule))) {
      detail = t('rule.plies', { n: m[1] });
    } else if ((m = /^(\d+) plies$/.exec(rule))) {
      detail = t('rule.plies', { n: Math.round(Number(m[1]) / 2) });
    } else {
      const key = `rule.${rule}`;
      const text = t(key);
      detail = text === key ? rule : text;
    }
    if (humans === 1 && winners.length === 1 && !title.startsWith(names[0])) {
      detail = `${t('result.win', sideParams(this.#playerName(winners[0])))}. ${detail}`;
    }
    return { title, detail };
  }

  #renderResult() {
    const result = this.state.result;
    if (!result) {
      this.resultBox.hidden = true;
      this.resultDismissed = false;
      this.resultAnnouncer.textContent = '';
      this.resultLearned.hidden = true;
      return;
    }
    const { title, detail } = this.#describeResult(result);
    this.resultTitle.textContent = title;
    this.resultDetail.textContent = detail;
    this.resultBox.dataset.winners = (result.winners || []).join('');
    const changes = this.benlikChanges;
    this.resultLearned.hidden = !changes;
    if (changes) {
      this.resultLearned.replaceChildren(
        h('p', { class: 'benlik-head', text: t(changes.length ? 'benlik.learnedFromGame' : 'benlik.unchangedGame') }),
        changes.length ? h('ul', { class: 'benlik-list' }, changes.map((line) => h('li', { text: line }))) : null,
      );
    }
    const wasHidden = this.resultBox.hidden;
    this.resultBox.hidden = this.resultDismissed;
    if (wasHidden && !this.resultBox.hidden) {
      const learned = changes?.length ? ` ${t('benlik.learnedFromGame')} ${changes.join('; ')}.` : '';
      this.resultAnnouncer.textContent = `${title}. ${detail}${learned}`;
      if (usingKeyboard()) this.resultBox.querySelector('button.primary')?.focus({ preventScroll: true });
    }
  }

  #dismissResult() {
    this.resultDismissed = true;
    this.resultBox.hidden = true;
    if (usingKeyboard()) this.newButton.focus({ preventScroll: true });
  }

  #renderOffer() {
    const row = this.offerRow;
    row.replaceChildren();
    row.classList.toggle('far-controls', !!this.farControls);
    if (this.farControls) {
      // Face to face: this row is the far player's, turned towards them.
      row.hidden = !!this.state.result;
      const near = String(this.players[0].letter);
      const note = this.drawOffers.has(near) && !this.drawOffers.has(this.#farLetter())
        ? h('p', { text: t('game.drawOffered', sideParams(this.#playerName(near))) }) : null;
      row.append(note ?? '', this.farControls);
      return;
    }
    const offer = [...this.drawOffers][0];
    if (offer === undefined || this.state.result) {
      row.hidden = true;
      return;
    }
    const offering = sideParams(this.#playerName(offer));
    const other = this.players.find((p) => String(p.letter) !== offer);
    const answering = sideParams(other?.name ?? '');
    row.hidden = false;
    row.append(
      h('p', { text: t('game.drawOffered', offering) }),
      h('button', {
        type: 'button', class: 'primary', 'aria-label': t('game.acceptDrawLabel', answering),
        on: { click: () => this.#offerDraw(String(other?.letter ?? '')) },
      }, t('game.acceptDraw')),
      h('button', {
        type: 'button',
        on: {
          click: () => {
            this.drawOffers.clear();
            this.#renderOffer();
            this.#updateButtons();
          },
        },
      }, t('game.declineDraw')),
    );
  }

  // ── the computer ──────────────────────────────────────────────────────────────────────────

  /** The seed of the search for the current ply: random, or from the link's `seed=`. */
  #seed(salt = 0) {
    const ply = this.state?.history.length ?? 0;
    if (Number.isFinite(this.settings.seed)) return this.settings.seed * 1000 + ply * 2 + salt;
    return Math.floor(Math.random() * 2 ** 32);
  }

  #request(level, weights, salt) {
    return bot.move({
      variant: this.variant,
      position: this.startPosition,
      moves: this.state.history,
      level,
      movetimeMs: 0,
      seed: this.#seed(salt),
      weights,
    });
  }

  /** Stops the search in flight, if any. */
  #cancelRequest() {
    if (!this.pending) return;
    this.pending = null;
    bot.cancel();
    if (this.state) {
      this.#renderStatus();
      this.#updateButtons();
    }
  }

  #maybeStartBot() {
    const state = this.state;
    if (this.destroyed || !this.botGame || !state || state.result || this.pending) return;
    if (this.#isHuman(state.turn)) return;
    const letter = String(state.turn);
    const level = this.#levelOf(letter);
    const weights = level === 'benlik' && this.benlik ? this.benlik.weights : [];
    const pending = { kind: 'bot', letter, position: state.position };
    this.pending = pending;
    this.#renderStatus();
    this.#updateButtons();
    const started = performance.now();
    this.#request(level, weights, 0).then(async (reply) => {
      const wait = BOT_MIN_MS - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => { setTimeout(resolve, wait); });
      if (this.pending !== pending || this.destroyed) return;
      this.pending = null;
      const move = reply && this.state.moves.find((m) => m.notation === reply.notation);
      if (!move) {
        this.#renderStatus();
        this.addNotice(t('notice.botFailed', { message: reply ? `${reply.notation}?` : '—' }));
        this.#updateButtons();
        return;
      }
      const seconds = (reply.elapsed_ms / 1000).toLocaleString(language() === 'tr' ? 'tr-TR' : 'en-GB', {
        minimumFractionDigits: 1, maximumFractionDigits: 1,
      });
      const thought = t('game.thought', { s: seconds, depth: reply.depth });
      this.status.title = thought;
      this.status.setAttribute('aria-description', thought);
      this.root.dataset.botMs = String(Math.round(reply.elapsed_ms));
      this.#play(move);
    }, (error) => {
      if (error instanceof Cancelled || this.pending !== pending) return;
      this.pending = null;
      this.#renderStatus();
      this.#updateButtons();
      this.addNotice(t('notice.botFailed', { message: error?.message ?? String(error) }));
    });
  }

  /** Asks the computer (Normal) for a move for the player and marks it on the board. */
  #hint() {
    const state = this.state;
    if (!state || state.result || this.pending || !this.#isHuman(state.turn)) return;
    const pending = { kind: 'hint', letter: String(state.turn), position: state.position };
    this.pending = pending;
    this.#updateButtons();
    this.#request('normal', [], 1).then((reply) => {
      if (this.pending !== pending || this.destroyed) return;
      this.pending = null;
      this.#updateButtons();
      const move = reply && this.state.moves.find((m) => m.notation === reply.notation);
      if (!move) return;
      this.hint = move;
      this.board.setHint(move.from, move.to);
      const piece = this.state.pieces.find((p) => p.cell === move.from);
      this.announcer.textContent = t('game.hintAnnounce', {
        piece: piece ? this.#pieceText(piece) : move.from, from: move.from, to: move.to,
      });
    }, (error) => {
      if (error instanceof Cancelled || this.pending !== pending) return;
      this.pending = null;
      this.#updateButtons();
      this.addNotice(t('notice.botFailed', { message: error?.message ?? String(error) }));
    });
  }

  // ── actions ───────────────────────────────────────────────────────────────────────────────

  #chooseMove(from, to, how = {}) {
    if (!this.state || this.state.result || !this.#isHuman(this.state.turn)) return;
    const candidates = this.state.moves.filter((m) => m.from === from && m.to === to);
    if (candidates.length === 1) {
      this.#play(candidates[0], how);
    } else if (candidates.length > 1) {
      this.#showChooser(candidates, how);
    }
  }

  /** Several moves share from and to (promotions): the player picks one. */
  #showChooser(candidates, how) {
    const box = this.chooser;
    const promotions = candidates.map((m) => /=([A-Za-z]+)$/.exec(m.notation)?.[1]);
    if (promotions.every(Boolean)) {
      this.#showPromotion(candidates, promotions, how);
      return;
    }
    box.classList.remove('promotion');
    box.replaceChildren(
      h('p', { text: t('game.chooseMove') }),
      h('div', { class: 'chooser-options' },
        candidates.map((m) => h('button', {
          type: 'button', on: { click: () => this.#play(m, how) },
        }, m.notation))),
      h('button', { type: 'button', on: { click: () => this.#hideChooser() } }, t('game.cancel')),
    );
    box.hidden = false;
    box.querySelector('button')?.focus({ preventScroll: true });
  }

  /**
   * The promotion panel: one button per piece the pawn may become, each with its picture
   * (strongest first); Cancel (or Escape) takes the move back before it is made.
   */
  #showPromotion(candidates, letters, how) {
    const box = this.chooser;
    const mover = this.state.pieces.find((p) => p.cell === candidates[0].from);
    const owner = mover ? String(mover.owner) : String(this.state.turn);
    const seat = this.seat.get(owner) ?? 0;
    const order = 'QRBNKAEFGVWCST';
    const rank = (letter) => {
      const i = order.indexOf(letter.toUpperCase());
      return i < 0 ? order.length : i;
    };
    const options = candidates
      .map((move, i) => ({ move, letter: letters[i] }))
      .sort((a, b) => rank(a.letter) - rank(b.letter));
    const buttons = options.map(({ move, letter }) => {
      const token = seat % 2 === 1 ? letter.toLowerCase() : letter.toUpperCase();
      const info = describePiece(this.variant, token);
      const name = capitalize(pieceName(this.variant, token));
      const picture = pictureSvg('promotion-piece');
      picture.append(createPieceElement(this.variant, { cell: move.to, owner, token, kind: info.kind }, { seat }));
      return h('button', {
        type: 'button', class: 'promotion-option', 'data-promotion': letter.toUpperCase(),
        on: { click: () => this.#play(move, how) },
      }, picture, h('span', { class: 'promotion-name', text: name }));
    });
    box.classList.add('promotion');
    box.setAttribute('aria-label', t('game.promote'));
    box.replaceChildren(
      h('p', { text: t('game.promote') }),
      h('div', { class: 'chooser-options promotion-options' }, buttons),
      h('button', { type: 'button', class: 'chooser-cancel', on: { click: () => this.#cancelChooser() } }, t('game.cancel')),
    );
    box.onkeydown = (e) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        this.#cancelChooser();
      }
    };
    box.hidden = false;
    // Keyboard players land on the queen; after a tap the panel itself takes the focus (so
    // Escape still cancels) without a ring that looks like a preselection.
    box.tabIndex = -1;
    if (usingKeyboard()) box.querySelector('button')?.focus({ preventScroll: true });
    else box.focus({ preventScroll: true });
  }

  /** Closes the chooser without moving: the board stays as it was. */
  #cancelChooser() {
    this.#hideChooser();
    this.board.deselect();
    if (usingKeyboard()) this.board.element.querySelector('[data-cell][tabindex="0"]')?.focus({ preventScroll: true });
  }

  #hideChooser() {
    this.chooser.hidden = true;
    this.chooser.replaceChildren();
    this.chooser.classList.remove('promotion');
    this.chooser.setAttribute('aria-label', t('game.chooseMove'));
  }

  #play(move, how = {}) {
    if (this.pending?.kind === 'hint') this.#cancelRequest();
    const pieces = new Map(this.state.pieces.map((p) => [p.cell, p]));
    const mover = pieces.get(move.from);
    const target = pieces.get(move.to);
    const turn = String(this.state.turn);
    const error = this.session.play(move.notation);
    if (error) {
      this.addNotice(t('notice.engineError', { message: error }));
      this.refresh();
      return;
    }
    this.movers.push(turn);
    // A move answers the other side's draw offer (declined by playing on); one's own stands.
    for (const letter of [...this.drawOffers]) if (letter !== turn) this.drawOffers.delete(letter);
    // The announcement first: refresh may start the computer's search.
    if (mover) {
      const params = {
        Piece: capitalize(this.#pieceText(mover)),
        from: move.from,
        to: move.to,
      };
      // What the move took and what the mover became, read from the new state (en passant
      // takes a piece from another cell; a promotion changes the piece on the destination).
      const after = this.session.state();
      const now = new Map((after.pieces ?? []).map((p) => [p.cell, p]));
      let taken = target && String(target.owner) !== String(mover.owner) ? target : null;
      if (!taken) {
        taken = this.state.pieces.find((p) => p.cell !== move.from && p.cell !== move.to
          && String(p.owner) !== String(mover.owner) && !now.has(p.cell)) ?? null;
      }
      const landed = now.get(move.to);
      const promoted = landed && String(landed.owner) === String(mover.owner) && landed.token !== mover.token;
      if (taken) {
        params.captured = this.#pieceText(taken);
        params.capturedAcc = this.#pieceText(taken, { acc: true });
      }
      if (promoted) {
        params.piece = pieceName(this.variant, landed.token);
        params.pieceDat = pieceName(this.variant, landed.token, { dat: true });
      }
      const key = `game.moved${taken ? 'Capture' : ''}${promoted ? 'Promoted' : ''}`;
      // A game may word a move its own way (chess pieces are taken, Jungle's animals eaten).
      const own = `game.${this.variant}.${key.slice(5)}`;
      const special = this.ui?.announce?.({ move, mover, taken, before: this.state, after }) ?? null;
      this.announcer.textContent = special ?? (t(own) !== own ? t(own, params) : t(key, params));
    }
    this.refresh(how.dragged ? null : { from: move.from, to: move.to });
  }

  /** Takes back one ply; against the computer, back to the player's last move. */
  #undo() {
    this.#cancelRequest();
    if (!this.botGame) {
      if (!this.session.undo()) return;
      this.movers.length = Math.max(0, this.session.state().history?.length ?? 0);
    } else {
      if (!this.#undoAllowed) return;
      // Each undo takes back one ply (and a resignation made after it), back to a human's turn.
      let changed = false;
      while (this.session.undo()) {
        changed = true;
        const after = this.session.state();
        this.movers.length = after.history?.length ?? 0;
        if (this.#isHuman(after.turn)) break;
      }
      if (!changed) return;
    }
    this.drawOffers.clear();
    this.benlikChanges = null;
    this.refresh();
    this.announcer.textContent = t('game.undone', sideParams(this.#playerName(this.state.turn)));
  }

  #resign(who = null) {
    if (!this.state || this.state.result) return;
    // Against bots the human to move (or the first human) resigns. People on one device: the
    // player asked confirms in the page, turned towards the far player when it is theirs.
    let letter;
    let text;
    let turned = false;
    if (this.botGame) {
      const humans = this.players.filter((p) => this.#isHuman(p.letter));
      letter = this.#isHuman(this.state.turn) ? String(this.state.turn) : String(humans[0]?.letter ?? '');
      text = t(this.players.length - humans.length === 1 ? 'game.resignConfirmText' : 'game.resignConfirmTextMany');
    } else {
      letter = who ?? this.#nearLetter();
      const loser = sideParams(this.#playerName(letter));
      const others = this.players.filter((p) => String(p.letter) !== letter);
      const winner = others.length === 1 ? sideParams(others[0].name) : null;
      text = winner ? t('game.resignConfirmLocal', { Loser: loser.Side, Winner: winner.Side }) : t('game.resignConfirmTextMany');
      turned = Boolean(who) && who === this.#farLetter() && this.#faceToFace;
    }
    openDialog({
      title: t('game.resignConfirm'),
      className: `confirm${turned ? ' turned' : ''}`,
      body: [h('p', { text })],
      actions: [
        {
          text: t('game.resign'),
          primary: true,
          data: 'resign',
          onClick: () => {
            if (!this.state || this.state.result || this.destroyed) return;
            this.#cancelRequest();
            const error = this.session.resign(letter);
            if (error) this.addNotice(t('notice.engineError', { message: error }));
            this.drawOffers.clear();
            this.refresh();
          },
        },
        { text: t('game.keepPlaying'), data: 'cancel' },
      ],
    });
  }

  /** `letter` presses its draw button: offers, accepts (every offer stands: drawn) or withdraws. */
  #offerDraw(letter = this.#nearLetter()) {
    if (!this.state || this.state.result || !letter) return;
    if (this.drawOffers.has(letter)) {
      this.drawOffers.delete(letter);
    } else {
      this.drawOffers.add(letter);
      if (this.players.every((p) => this.drawOffers.has(String(p.letter)))) {
        this.#acceptDraw();
        return;
      }
    }
    this.#renderOffer();
    this.#updateButtons();
    if (!this.farControls && this.drawOffers.size > 0) this.offerRow.querySelector('button')?.focus({ preventScroll: true });
  }

  #acceptDraw() {
    const error = this.session.agreeDraw();
    if (error) this.addNotice(t('notice.engineError', { message: error }));
    this.drawOffers.clear();
    this.refresh();
  }

  destroy() {
    this.destroyed = true;
    this.seating?.destroy();
    this.#cancelRequest();
    document.removeEventListener('pointerdown', this.onDocumentPointer, true);
    this.ui?.destroy?.();
    this.board.destroy();
    this.session.free();
    this.root.remove();
  }
}

// A control button: its accessible name is its visible text; `label` becomes its tooltip.
function button(iconName, text, label, onClick) {
  return h('button', {
    type: 'button',
    class: `control control-${iconName}`,
    title: label || null,
    on: { click: onClick },
  }, icon(iconName), h('span', { class: 'control-text', text }));
}

/** The move number written at the end of a position string, or 1. */
function moveNumberOf(position) {
  const last = String(position ?? '').trim().split(/\s+/).pop();
  const n = Number.parseInt(last, 10);
  return Number.isFinite(n) && n > 0 && String(n) === last ? n : 1;
}

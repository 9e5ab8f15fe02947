// A game screen: board, turn indicator, move list, controls, result box. It shows what the
// engine's state says and sends the engine move strings; it never decides what is legal.
//
// DOM contract: the root carries `data-variant`, `data-turn` (letter of the side to move) and,
// once the game is over, `data-result` (the engine's result text). The last move is announced in
// the `aria-live="polite"` region. Buttons are real <button>s with accessible names.

import { Board } from './board.js';
import { createPieceElement, pieceName } from './pieces.js';
import { t, capitalize, sideName, sideParams } from './i18n.js';
import { h, icon, usingKeyboard } from './dom.js';

export class GameView {
  /**
   * @param {object} options
   * @param {import('./engine.js').Session} options.session  the game (owned by the view from now)
   * @param {object} options.geometry  the engine's GeometryView
   * @param {{seating: string}} options.settings
   * @param {string[]} options.notices  messages to show above the board
   * @param {() => void} options.onNewGame
   * @param {() => void} options.onHome
   * @param {string[]} [options.replay]  moves to play first (a saved game being resumed)
   * @param {(state: object) => void} [options.onChange]  called with each new engine state
   */
  constructor({ session, geometry, settings, notices = [], onNewGame, onHome, replay = [], onChange = null }) {
    this.session = session;
    this.geometry = geometry;
    this.variant = geometry.variant;
    this.settings = settings;
    this.onNewGame = onNewGame;
    this.onHome = onHome;
    this.players = geometry.players;
    this.seat = new Map(this.players.map((p, i) => [String(p.letter), i]));
    this.drawOffer = null;
    this.resultDismissed = false;
    this.state = null;

    const first = session.state();
    this.startTurn = first.error ? this.players[0]?.letter : first.turn;
    this.startNumber = moveNumberOf(first.position);
    this.onChange = onChange;
    for (const move of replay) {
      if (session.play(move) === null) continue;
      while (session.undo());
      notices = [...notices, t('notice.resumeFailed')];
      break;
    }

    this.#build(notices);
    this.refresh();
  }

  get element() {
    return this.root;
  }

  // ── structure ─────────────────────────────────────────────────────────────────────────────

  #build(notices) {
    const gameName = t(`variant.${this.variant}.name`);
    this.board = new Board({
      geometry: this.geometry,
      title: t('game.board', { game: gameName }),
      labelFor: (cell, piece) => (piece ? `${cell}, ${this.#pieceText(piece)}` : cell),
      drawPiece: (piece) =>
        createPieceElement(this.variant, piece, {
          seat: this.seat.get(String(piece.owner)) ?? 0,
          turned: this.settings.seating === 'face' && (this.seat.get(String(piece.owner)) ?? 0) % 2 === 1,
        }),
      onMove: (from, to, how) => this.#chooseMove(from, to, how),
    });

    this.noticeList = h('div', { class: 'notices' });
    for (const text of notices) this.addNotice(text);

    this.turnBadge = h('span', { class: 'turn-badge', 'aria-hidden': 'true' });
    this.statusText = h('span', { class: 'status-text' });
    this.status = h('div', { class: 'status' }, this.turnBadge, this.statusText);

    this.offerRow = h('div', { class: 'offer', hidden: true });

    this.moveList = h('ol', { class: 'move-list', 'aria-label': t('game.moves') });
    this.moveList.style.setProperty('--players', String(Math.max(1, this.players.length)));
    this.undoButton = button('undo', t('game.undo'), t('game.undoLabel'), () => this.#undo());
    this.drawButton = button('draw', t('game.offerDraw'), '', () => this.#offerDraw());
    this.resignButton = button('flag', t('game.resign'), '', () => this.#resign());
    this.newButton = button('restart', t('game.newGame'), null, () => this.onNewGame());
    this.controls = h('div', { class: 'controls' },
      this.undoButton, this.drawButton, this.resignButton, this.newButton);

    this.resultTitle = h('h2', { class: 'result-title', id: 'result-title' });
    this.resultDetail = h('p', { class: 'result-detail' });
    this.resultBox = h('div', {
      class: 'result-box', role: 'dialog', 'aria-labelledby': 'result-title', hidden: true,
    },
    this.resultTitle,
    this.resultDetail,
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
      on: { click: () => this.board.setFlipped(!this.board.flipped) },
    }, icon('flip'));
    const back = h('button', {
      type: 'button', class: 'icon-button', 'aria-label': t('game.back'), title: t('game.back'),
      on: { click: () => this.onHome() },
    }, icon('back'));

    this.root = h('section', {
      class: 'game-view',
      'aria-label': gameName,
      dataset: { variant: this.variant },
    },
    h('header', { class: 'bar' }, back, h('h1', { class: 'bar-title' }, gameName), flip),
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

  // ── showing the state ─────────────────────────────────────────────────────────────────────

  /** Reads the engine's state and redraws everything from it. */
  refresh(animate = null) {
    const state = this.session.state();
    if (state.error) {
      this.addNotice(t('notice.engineError', { message: state.error }));
      return;
    }
    this.state = state;
    const root = this.root;
    root.dataset.turn = String(state.turn);
    root.dataset.position = state.position;
    if (state.result) root.dataset.result = state.result.text;
    else delete root.dataset.result;

    this.board.update({
      pieces: state.pieces,
      moves: state.result ? [] : state.moves,
      last: state.last ?? null,
      check: state.check ?? [],
      turn: String(state.turn),
      animate,
    });
    this.#renderStatus();
    this.#renderMoves();
    this.#renderResult();
    this.#renderOffer();
    this.#hideChooser();
    this.onChange?.(state);

    const over = !!state.result;
    this.undoButton.disabled = state.history.length === 0 && !over;
    this.resignButton.disabled = over;
    this.drawButton.disabled = over || this.drawOffer !== null;
    const side = sideParams(this.#playerName(state.turn));
    this.resignButton.title = t('game.resignLabel', side);
    this.drawButton.title = t('game.offerDrawLabel', side);
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
    if (state.result) {
      const { title } = this.#describeResult(state.result);
      this.statusText.textContent = title;
      this.turnBadge.hidden = true;
    } else {
      this.turnBadge.hidden = false;
      this.statusText.textContent = t('game.toMove', sideParams(this.#playerName(state.turn)));
    }
  }

  #renderMoves() {
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
      const ply = h('span', { class: 'ply', text: history[i] });
      if (i === history.length - 1) ply.classList.add('current');
      row.append(ply);
    }
    // Keep the newest move in view (the list scrolls sideways on phones, down on wide screens).
    list.scrollLeft = list.scrollWidth;
    list.scrollTop = list.scrollHeight;
  }

  #describeResult(result) {
    const winners = (result.winners || []).map(String);
    const names = winners.map((w) => capitalize(sideName(this.#playerName(w))));
    let title;
    if (result.rule === 'stalemate' && winners.length === 1) {
      title = t('result.stalemate');
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
      detail = `${t('rule.stalemate')} ${t('result.stalemateScore', {
        Winner: names[0],
        loser: sideName(losers[0].name),
      })}`;
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
    return { title, detail };
  }

  #renderResult() {
    const result = this.state.result;
    if (!result) {
      this.resultBox.hidden = true;
      this.resultDismissed = false;
      this.resultAnnouncer.textContent = '';
      return;
    }
    const { title, detail } = this.#describeResult(result);
    this.resultTitle.textContent = title;
    this.resultDetail.textContent = detail;
    this.resultBox.dataset.winners = (result.winners || []).join('');
    const wasHidden = this.resultBox.hidden;
    this.resultBox.hidden = this.resultDismissed;
    if (wasHidden && !this.resultBox.hidden) {
      this.resultAnnouncer.textContent = `${title}. ${detail}`;
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
    if (this.drawOffer === null || this.state.result) {
      row.hidden = true;
      return;
    }
    const offering = sideParams(this.#playerName(this.drawOffer));
    const others = this.players.filter((p) => String(p.letter) !== this.drawOffer);
    const answering = sideParams(others[0]?.name ?? '');
    row.hidden = false;
    row.append(
      h('p', { text: t('game.drawOffered', offering) }),
      h('button', {
        type: 'button', class: 'primary', 'aria-label': t('game.acceptDrawLabel', answering),
        on: { click: () => this.#acceptDraw() },
      }, t('game.acceptDraw')),
      h('button', {
        type: 'button',
        on: { click: () => { this.drawOffer = null; this.#renderOffer(); this.drawButton.disabled = false; } },
      }, t('game.declineDraw')),
    );
  }

  // ── actions ───────────────────────────────────────────────────────────────────────────────

  #chooseMove(from, to, how = {}) {
    if (!this.state || this.state.result) return;
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

  #hideChooser() {
    this.chooser.hidden = true;
    this.chooser.replaceChildren();
  }

  #play(move, how = {}) {
    const pieces = new Map(this.state.pieces.map((p) => [p.cell, p]));
    const mover = pieces.get(move.from);
    const target = pieces.get(move.to);
    const error = this.session.play(move.notation);
    if (error) {
      this.addNotice(t('notice.engineError', { message: error }));
      this.refresh();
      return;
    }
    this.drawOffer = null;
    this.refresh(how.dragged ? null : { from: move.from, to: move.to });
    if (mover) {
      const params = {
        Piece: capitalize(this.#pieceText(mover)),
        from: move.from,
        to: move.to,
      };
      const captured = target && String(target.owner) !== String(mover.owner);
      this.announcer.textContent = captured
        ? t('game.movedCapture', {
          ...params,
          captured: this.#pieceText(target),
          capturedAcc: this.#pieceText(target, { acc: true }),
        })
        : t('game.moved', params);
    }
  }

  #undo() {
    if (!this.session.undo()) return;
    this.drawOffer = null;
    this.refresh();
    this.announcer.textContent = t('game.undone', sideParams(this.#playerName(this.state.turn)));
  }

  #resign() {
    if (!this.state || this.state.result) return;
    const error = this.session.resign(String(this.state.turn));
    if (error) this.addNotice(t('notice.engineError', { message: error }));
    this.drawOffer = null;
    this.refresh();
  }

  #offerDraw() {
    if (!this.state || this.state.result) return;
    this.drawOffer = String(this.state.turn);
    this.drawButton.disabled = true;
    this.#renderOffer();
    this.offerRow.querySelector('button')?.focus({ preventScroll: true });
  }

  #acceptDraw() {
    const error = this.session.agreeDraw();
    if (error) this.addNotice(t('notice.engineError', { message: error }));
    this.drawOffer = null;
    this.refresh();
  }

  destroy() {
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

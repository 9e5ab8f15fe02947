// Three Kingdoms' seat panels: one per kingdom, saying whose move it is, the computer's level, a
// defeat and who took the army, and each with its Resign button and in-page confirmation (side
// by side, one Resign button asks which kingdom resigns). Part of SanguoExtras (sanguo.js).

import { t, sentences } from '../../ui/i18n.js';
import { h, icon } from '../../ui/dom.js';
import { LEVELS } from '../../game/seats.js';
import { kingdomEmblem } from './pieces.js';
import { LETTERS, kingdomName, kingdomParams, kingdomWithColour } from './kingdoms.js';

export class SanguoSeats {
  /** @param {import('./sanguo.js').SanguoExtras} extras  the game's part, whose seats these are */
  constructor(extras) {
    this.extras = extras;
    this.seatEls = new Map();
    /** The kingdom whose resignation is being confirmed, '*' while asking which, or null. */
    this.confirming = null;
  }

  /** Builds the panels and places them: round the table face to face, else in a bar. */
  mount(ctx) {
    if (!this.extras.face && !this.extras.online) {
      // Side by side: one Resign button; the seat bar then asks which kingdom resigns (online
      // the room has its own, for this device's kingdom alone).
      this.resignControl = h(
        'button',
        {
          type: 'button',
          class: 'control control-flag sg-resign-control',
          title: t('sanguo.resignWho'),
          on: { click: () => this.#askResignAny() },
        },
        icon('flag'),
        h('span', { class: 'control-text', text: t('game.resign') }),
      );
      ctx.place(this.resignControl, 'controls');
    }
    this.seatBar = h('div', { class: 'sg-seats', role: 'group', 'aria-label': t('setup.seats') });
    for (const letter of LETTERS) this.seatEls.set(letter, this.#build(letter));
    if (this.extras.face) {
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
  }

  /** After every new state: the panels say it, and a confirmation that no longer applies goes. */
  update(state, alive) {
    if (this.confirming && (state.result || (this.confirming !== '*' && !alive.includes(this.confirming))))
      this.#cancelConfirm();
    if (this.resignControl) {
      this.resignControl.disabled = !!state.result || !alive.some((l) => this.extras.humans.has(l));
    }
    this.#render(state, alive);
  }

  #build(letter) {
    const name = kingdomName(letter);
    const status = h('span', { class: 'sg-seat-status' });
    const robot = icon('robot');
    robot.classList.add('sg-robot');
    const dots = h('span', { class: 'thinking-dots', 'aria-hidden': 'true' }, h('span'), h('span'), h('span'));
    const resign = h(
      'button',
      {
        type: 'button',
        class: 'sg-resign',
        'data-resign': letter,
        'aria-label': t('sanguo.resignLabel', { K: name }),
        title: t('sanguo.resignLabel', { K: name }),
        on: { click: () => this.#askResign(letter) },
      },
      icon('flag'),
      h('span', { class: 'sg-resign-text', text: t('sanguo.resign') }),
    );
    const main = h(
      'div',
      { class: 'sg-seat-main' },
      kingdomEmblem(letter),
      h(
        'div',
        { class: 'sg-seat-text' },
        h('span', { class: 'sg-seat-name', text: name }),
        h('span', { class: 'sg-seat-line' }, robot, status, dots),
      ),
      resign,
    );
    const confirm = h('div', { class: 'sg-confirm', hidden: true });
    const root = h(
      'div',
      {
        class: `sg-seat owner-${letter}`,
        role: 'group',
        'aria-label': kingdomWithColour(letter),
        dataset: { seat: letter },
      },
      main,
      confirm,
    );
    return { root, status, resign, confirm, main, robot };
  }

  #askResign(letter) {
    const state = this.extras.controller.state;
    if (!state || state.result) return;
    const others = this.extras.controller.alive.filter((l) => l !== letter).map(kingdomName);
    const outcome =
      others.length === 1
        ? t('sanguo.resignOutcomeOne', { A: others[0] })
        : t('sanguo.resignOutcomeTwo', { A: others[0], B: others[1] });
    const seat = this.seatEls.get(letter);
    this.#cancelConfirm();
    this.confirming = letter;
    seat.root.classList.add('confirming');
    this.seatBar.classList.add('confirming');
    seat.confirm.replaceChildren(
      h(
        'p',
        { class: 'sg-confirm-text' },
        h('strong', { text: t('sanguo.resignAsk', { K: kingdomName(letter) }) }),
        ' ',
        h('span', { class: 'sg-confirm-outcome', text: outcome }),
      ),
      h(
        'div',
        { class: 'sg-confirm-actions' },
        h(
          'button',
          {
            type: 'button',
            class: 'primary',
            'data-confirm-resign': letter,
            on: { click: () => this.#resign(letter) },
          },
          t('sanguo.resignYes'),
        ),
        h('button', { type: 'button', on: { click: () => this.#cancelConfirm(true) } }, t('sanguo.resignNo')),
      ),
    );
    seat.main.hidden = true;
    seat.confirm.hidden = false;
    seat.confirm.setAttribute('role', 'alertdialog');
    seat.confirm.setAttribute('aria-label', sentences(t('sanguo.resignAsk', { K: kingdomName(letter) }), outcome));
    seat.confirm.querySelector('button.primary')?.focus({ preventScroll: true });
  }

  /** Side by side: which kingdom resigns? Each human kingdom in play has its button. */
  #askResignAny() {
    const state = this.extras.controller.state;
    if (!state || state.result) return;
    const alive = this.extras.controller.alive;
    const turn = String(state.turn);
    const can = alive.filter((l) => this.extras.humans.has(l)).sort((a, b) => (a === turn ? -1 : b === turn ? 1 : 0));
    if (!can.length) return;
    this.#cancelConfirm();
    this.confirming = '*';
    this.seatBar.classList.add('confirming');
    const bar = this.confirmBar;
    const outcome = alive.length > 2 ? t('sanguo.resignShared') : t('sanguo.resignOther');
    bar.setAttribute('aria-label', t('sanguo.resignWho'));
    bar.replaceChildren(
      h(
        'p',
        { class: 'sg-confirm-text' },
        h('strong', { text: t('sanguo.resignWho') }),
        ' ',
        h('span', { text: outcome }),
      ),
      h(
        'div',
        { class: 'sg-confirm-actions' },
        can.map((l) =>
          h(
            'button',
            {
              type: 'button',
              class: `sg-resign-as owner-${l}`,
              'data-confirm-resign': l,
              'aria-label': t('sanguo.resignLabel', { K: kingdomName(l) }),
              on: { click: () => this.#resign(l) },
            },
            kingdomEmblem(l),
            h('span', { text: kingdomName(l) }),
          ),
        ),
        h(
          'button',
          { type: 'button', class: 'sg-keep', on: { click: () => this.#cancelConfirm(true) } },
          t('sanguo.resignNo'),
        ),
      ),
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
    if (!this.extras.controller.destroyed) this.extras.controller.resign(letter);
  }

  #render(state, alive) {
    const result = state.result;
    const winners = (result?.winners ?? []).map(String);
    const takers = this.#takers(state, alive);
    const level = (letter) => this.extras.controller.levelOf(letter);
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
          text = !inPlay
            ? t('sanguo.defeated')
            : result.rule_id === 'resignation'
              ? t('sanguo.resigned')
              : t('sanguo.lost');
        }
      } else if (!inPlay) {
        mode = 'out';
        text =
          this.extras.face && takers.get(letter)
            ? t('sanguo.defeatedBy', kingdomParams(takers.get(letter)))
            : t('sanguo.defeated');
      } else if (String(state.turn) === letter) {
        mode = 'turn';
        text = bot ? t(`level.${seatLevel}`) : this.extras.own === letter ? t('sanguo.yourMove') : t('sanguo.toMove');
      } else {
        mode = 'waiting';
        text = bot ? t(`level.${seatLevel}`) : t('sanguo.waiting');
      }
      seat.root.dataset.state = mode;
      seat.root.toggleAttribute('aria-current', mode === 'turn');
      if (mode === 'turn') seat.root.setAttribute('aria-current', 'true');
      seat.status.textContent = text;
      seat.robot.toggleAttribute('hidden', !bot || mode === 'out');
      seat.root.title =
        mode === 'out' && takers.get(letter)
          ? `${kingdomName(letter)}: ${t('sanguo.defeatedBy', kingdomParams(takers.get(letter)))}`
          : '';
      // Online this device resigns with the room's own button, and only its own kingdom.
      seat.resign.hidden = !!result || !inPlay || seatLevel !== 'human' || this.extras.online;
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
}

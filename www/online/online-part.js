// An online room in the game screen: the part (game/extras.js shape) that draws the room's
// session (room-session.js: the connection, the seats, clocks, offers, the move on its way) and
// forwards taps to it. Moves made here are shown at once, marked "sending…" until the server
// acknowledges them; the other devices' moves arrive through the session and are played on the
// controller like any move (slide, last-move mark, announcement).
//
// DOM contract (browser tests): the root carries `data-mode="online"`, `data-room` (the room
// id), `data-seat` (the player letter; absent for a watcher), `data-connection`
// (`connected|reconnecting|offline`) and `data-pending="1"` while a move is unacknowledged;
// each clock is `[data-clock="<letter>"]` with `data-ms`; each invitation
// `[data-invite="<letter>"]` whose text is the whole link; the takeback and rematch buttons are
// `[data-action="takeback"]` and `[data-action="rematch"]`; quick phrases as phrases.js draws
// them; `data-premove` as premove.js sets it.

import { h } from '../ui/dom.js';
import { t, known } from '../ui/i18n.js';
import { openDialog } from '../ui/dialog.js';
import { GameExtras } from '../game/extras.js';
import { confirmResign } from '../game/confirm.js';
import { roomLink } from './api.js';
import { heldSeat } from './seats.js';
import { NotifyControls } from './notify-controls.js';
import { rememberedBottom, rememberBottom } from './room-view.js';
import { formatClock, formatDaysClock, formatDue } from './clock-text.js';
import { RoomSession } from './room-session.js';
import { linkRow } from './link-row.js';
import { controlButton } from './buttons.js';
import { OfferControls } from './offer-controls.js';
import { PhrasePanel } from './phrases.js';
import { invitations, liveNotices } from './room-messages.js';
import { Premove } from './premove.js';

/** Below this many milliseconds a running clock is urgent. */
const URGENT_MS = 10_000;
/** How often running clocks and countdowns are redrawn. */
const TICK_MS = 100;

export class OnlinePart extends GameExtras {
  /**
   * @param {import('../game/extras.js').ExtrasContext} ctx
   * @param {object} room
   * @param {string} room.id
   * @param {string|null} room.seat   this device's seat letter, or null to watch
   * @param {import('./connection.js').RoomConnection} room.connection  already welcomed
   * @param {import('./room-types.js').Snapshot} room.snapshot    the welcome's snapshot
   * @param {(name: string, value: string|null) => void} room.setData  sets (or with null
   *        removes) a root data attribute
   */
  constructor(ctx, room) {
    super(ctx);
    this.controller = ctx.controller;
    this.room = room.id;
    this.seat = room.seat;
    this.setData = room.setData;
    this.session = new RoomSession({
      id: room.id,
      seat: room.seat,
      connection: room.connection,
      snapshot: room.snapshot,
      controller: ctx.controller,
    });
    this.session.subscribe((change) => this.#sessionChanged(change));
    this.offerControls = new OfferControls(ctx, this.session, room.id);
    this.notify = new NotifyControls(room.id, () => {
      this.messageKey = null;
      this.#render();
    });
    this.onPageHide = () => this.session.leave();
    globalThis.addEventListener?.('pagehide', this.onPageHide);
  }

  /** What the session said: words for the player, a redrawing. */
  #sessionChanged(change) {
    switch (change.type) {
      case 'refused':
        // The server's code is what the page words; its English message only for a code this
        // page does not know yet.
        this.ctx.notice(
          known(`online.error.${change.code}`)
            ? t(`online.error.${change.code}`)
            : t('online.refused', { message: change.message }),
        );
        break;
      case 'shutdown':
        this.ctx.notice(t('online.serverRestart'));
        break;
      case 'taken':
        this.ctx.announce(t('online.taken', this.#side(change.seat)));
        break;
      case 'drawOffered':
        this.ctx.announce(t('online.drawOfferedBy', this.#side(change.seat)));
        break;
      case 'takebackAsked':
      case 'takenBack':
      case 'rematchOffered':
      case 'rematch':
        // A move made in advance was meant for a position a takeback has undone.
        if (change.type === 'takenBack') this.premoves?.cancel();
        this.offerControls.changed(change);
        this.#render();
        break;
      case 'said':
        this.phrases?.said(change.seat, change.id, change.at);
        break;
      case 'hold':
        // The room opened (or closed): the board takes moves now (or no longer).
        if (this.bar) this.ctx.redraw();
        break;
      case 'connection':
        this.setData('connection', change.state);
        this.#render();
        break;
      default:
        this.#render();
        this.#checkPremove();
    }
  }

  // ── the game screen's hooks ───────────────────────────────────────────────────────────────

  /** Online, the shared buttons are the room's own: resign, draw and abort go to the server. */
  controls(ids) {
    return ids.filter((id) => id === 'new');
  }

  /**
   * The board shows this device's seat at the bottom (a watcher's: the first seat), unless it
   * was turned by hand in this room before (remembered across reloads).
   */
  bottomSeat() {
    const remembered = rememberedBottom(this.room);
    const letters = this.controller.players.map((p) => String(p.letter));
    return letters.includes(remembered) ? remembered : this.seat;
  }

  turned(letter) {
    rememberBottom(this.room, letter);
  }

  /** While it is not this seat's move (clocked rooms): a move may be made in advance. */
  premoveInput() {
    return this.premoves?.input() ?? null;
  }

  premove(from, to) {
    return this.premoves?.set(from, to) ?? false;
  }

  /** Escape takes a move made in advance back (a press elsewhere too: premove.js). */
  listen(element) {
    element.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Escape') this.premoves?.cancel();
      },
      { capture: true },
    );
  }

  menuItems() {
    if (!this.seat) return [];
    return [
      { text: t('online.continueElsewhere'), data: 'continue-elsewhere', action: () => this.#continueElsewhere() },
      this.notify.menuItem(),
    ];
  }

  mount() {
    const ctx = this.ctx;
    ctx.markRoot('online-view', true);
    this.setData('mode', 'online');
    this.setData('room', this.room);
    this.setData('seat', this.seat);
    this.setData('connection', this.session.connectionState);
    this.clockEls = new Map();
    const seats = this.controller.players.map((p) => {
      const letter = String(p.letter);
      const clock = h('span', {
        class: 'online-clock',
        'data-clock': letter,
        role: 'timer',
        'aria-label': t('online.clockOf', this.#side(letter)),
      });
      const dot = h('span', { class: 'online-presence', 'aria-hidden': 'true' });
      const name = h('span', {
        class: 'online-seat-name',
        text: `${this.#side(letter).Side}${letter === this.seat ? ` (${t('online.you')})` : ''}`,
      });
      const el = h('div', { class: `online-seat owner-${letter}`, 'data-online-seat': letter }, dot, name, clock);
      this.clockEls.set(letter, { el, clock, dot });
      return el;
    });
    this.connectionEl = h('span', { class: 'online-connection', role: 'status' });
    this.sendingEl = h('span', { class: 'online-sending', hidden: true, text: t('online.sending') });
    // A game by days says when the move is due, on the wall clock.
    this.dueEl = h('span', { class: 'online-due', 'data-due': '', hidden: true });
    this.messageEl = h('div', { class: 'online-message' });
    this.phrases = new PhrasePanel({
      seat: this.seat,
      say: (id) => this.session.say(id),
      sideParams: (letter) => this.#side(letter),
      seatElement: (letter) => this.clockEls.get(letter)?.el ?? null,
      announce: (text) => ctx.announce(text),
    });
    this.bar = h(
      'div',
      { class: 'online-bar' },
      h('div', { class: 'online-seats' }, seats),
      h('div', { class: 'online-line' }, this.connectionEl, this.sendingEl, this.dueEl),
      this.messageEl,
      this.phrases.root,
    );
    ctx.place(this.bar, 'online');
    if (this.seat) {
      this.premoves = new Premove({
        controller: this.controller,
        session: this.session,
        seat: this.seat,
        board: () => ctx.board(),
        mark: (value) => this.setData('premove', value),
        dropped: (move) => ctx.notice(t('online.premoveDropped', { move })),
      });
      this.resignButton = controlButton('flag', t('online.resign'), () => this.#askResign());
      this.drawButton = controlButton('draw', t('online.offerDraw'), () => this.session.draw());
      this.abortButton = controlButton('close', t('online.abort'), () => this.session.abort());
      this.abortButton.title = t('online.abortLabel');
      const [takeback, rematch] = this.offerControls.buttons();
      const buttons = [this.abortButton, takeback, this.drawButton, this.resignButton, rematch];
      for (const button of buttons) ctx.place(button, 'controls');
    }
    this.ticker = setInterval(() => this.#tick(), TICK_MS);
    this.#render();
  }

  /** After every new state of the game (this device's moves go to the server by the session). */
  update() {
    this.#render();
    this.#checkPremove();
  }

  /** A move made in advance is played (or dropped) once the screen has drawn the new state. */
  #checkPremove() {
    if (this.premoves?.queued) setTimeout(() => this.premoves?.check(), 0);
  }

  destroy() {
    clearInterval(this.ticker);
    this.phrases?.destroy();
    this.premoves?.stop();
    globalThis.removeEventListener?.('pagehide', this.onPageHide);
    this.session.close();
  }

  // ── actions ───────────────────────────────────────────────────────────────────────────────

  #askResign() {
    if (!this.session.live) return;
    confirmResign({ text: t('game.resignConfirmText'), onResign: () => this.session.resign() });
  }

  #continueElsewhere() {
    const held = heldSeat(this.room);
    if (!held) return;
    const link = roomLink(this.room, { token: held.token });
    openDialog({
      title: t('online.continueTitle'),
      className: 'online-dialog',
      body: [h('p', { class: 'online-warning', text: t('online.continueWarning') }), linkRow(link, 'seat-link')],
      actions: [{ text: t('dialog.ok'), primary: true }],
    });
  }

  // ── drawing ───────────────────────────────────────────────────────────────────────────────

  #side(letter) {
    return this.ctx.sideParams(letter);
  }

  #tick() {
    const session = this.session;
    const byDays = !!session.clock?.days;
    let due = '';
    for (const [letter, { clock }] of this.clockEls) {
      const ms = session.remaining(letter);
      if (ms === null) {
        clock.hidden = true;
        continue;
      }
      clock.hidden = false;
      clock.dataset.ms = String(Math.round(ms));
      const text = byDays ? formatDaysClock(ms) : formatClock(ms);
      if (clock.textContent !== text) clock.textContent = text;
      const running = session.isRunning(letter);
      clock.classList.toggle('running', running);
      clock.classList.toggle('urgent', running && ms < URGENT_MS);
      if (byDays && running) due = t('online.dueBy', { ...this.#side(letter), time: formatDue(ms) });
    }
    this.dueEl.hidden = !due;
    if (this.dueEl.textContent !== due) this.dueEl.textContent = due;
    this.#renderMessage();
  }

  #render() {
    if (!this.bar) return;
    const { controller, session } = this;
    this.setData('pending', session.pending ? '1' : null);
    this.sendingEl.hidden = !session.pending;
    const state = session.connectionState;
    this.connectionEl.dataset.state = state;
    this.connectionEl.textContent = t(`online.${state}`);
    for (const [letter, { el, dot }] of this.clockEls) {
      const seat = session.seatOf(letter);
      el.classList.toggle('turn', session.live && String(controller.state.turn) === letter);
      el.classList.toggle('out', !!seat?.out || !controller.alive.includes(letter));
      dot.dataset.online = seat?.online || letter === this.seat ? 'yes' : 'no';
    }
    if (this.seat) {
      const live = session.live;
      const drawOffer = session.drawOffer;
      this.resignButton.disabled = !live || !controller.alive.includes(this.seat);
      const twoPlayers = controller.players.length === 2;
      this.drawButton.hidden = !twoPlayers;
      const offeredByMe = drawOffer === this.seat;
      this.drawButton.disabled = !live || offeredByMe;
      this.drawButton.querySelector('.control-text').textContent = t(
        offeredByMe ? 'online.drawOffered' : drawOffer ? 'online.acceptDraw' : 'online.offerDraw',
      );
      this.drawButton.classList.toggle('answer', !!drawOffer && !offeredByMe);
      this.abortButton.hidden = !session.abortable;
      this.offerControls.render();
    }
    this.#tick();
  }

  #renderMessage() {
    const { controller, session } = this;
    // Called ten times a second: the message is rebuilt only when what it says changes (the
    // room's state, an offer, a countdown's whole seconds), so focus and clicks hold and a
    // phone does no work between those changes.
    const seconds = (at) => session.secondsTo(at);
    const { status, drawOffer, firstMoveBy, goneAt, waitingOn } = session;
    const key = JSON.stringify([
      status,
      session.seats.map((seat) => seat.taken),
      drawOffer,
      controller.over,
      controller.alive,
      controller.state.turn,
      firstMoveBy === null ? null : seconds(firstMoveBy),
      [...goneAt].map(([letter, at]) => [letter, seconds(at), waitingOn.has(letter)]),
      this.notify.state,
      this.notify.note,
      session.offers.takeback,
      session.offers.rematch,
    ]);
    if (key === this.messageKey) return;
    this.messageKey = key;
    const parts = [];
    if (status === 'waiting') {
      parts.push(...invitations(this.room, session, (letter) => this.#side(letter)));
    } else if (!this.seat && status === 'live') {
      parts.push(h('p', { text: t('online.watching') }));
    }
    if (session.live) parts.push(...liveNotices(session, this.seat, (letter) => this.#side(letter)));
    parts.push(...this.offerControls.parts());
    parts.push(...this.notify.parts(this.seat, controller.over));
    this.messageEl.replaceChildren(...parts);
  }
}

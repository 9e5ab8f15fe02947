// An online room in the game screen: the part (game/extras.js shape) that connects the game
// controller to the room's server. Moves made here are shown at once, marked "sending…" until
// the server acknowledges them, and resent after a reconnect; the other devices' moves arrive
// as events and are played on the controller like any move (slide, last-move mark,
// announcement). The server's log is the truth: a refusal comes with a snapshot and the game is
// put back as the log has it.
//
// DOM contract (browser tests): the root carries `data-mode="online"`, `data-seat` (the player
// letter; absent for a watcher), `data-connection` (`connected|reconnecting|offline`) and
// `data-pending="1"` while a move is unacknowledged; each clock is `[data-clock="<letter>"]`
// with `data-ms`; each invitation `[data-invite="<letter>"]` whose text is the whole link.

import { h, icon } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { openDialog } from '../ui/dialog.js';
import { GameExtras } from '../game/extras.js';
import { confirmResign } from '../game/confirm.js';
import { roomLink } from './api.js';
import { heldSeat } from './seats.js';
import { rememberedBottom, rememberBottom } from './room-view.js';
import { formatClock } from './clock-text.js';
import './strings.js';

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
   * @param {object} room.snapshot    the welcome's snapshot
   * @param {(text: string) => void} room.setData  sets (or with null removes) a root data attribute
   */
  constructor(ctx, room) {
    super(ctx);
    this.controller = ctx.controller;
    this.room = room.id;
    this.seat = room.seat;
    this.connection = room.connection;
    this.setData = room.setData;
    this.snapshot = room.snapshot;
    /** The last durable event applied. */
    this.v = room.snapshot.v;
    this.status = room.snapshot.status;
    this.seats = room.snapshot.seats;
    this.drawOffer = room.snapshot.draw_offer ?? null;
    this.clock = room.snapshot.clock ?? null;
    this.clocks = room.snapshot.clocks ?? null;
    this.running = room.snapshot.running ?? null;
    this.clocksAt = performance.now();
    this.firstMoveBy = room.snapshot.first_move_in_ms === undefined ? null : performance.now() + room.snapshot.first_move_in_ms;
    this.goneAt = new Map(); // letter → performance.now() at which the seat may be claimed
    this.waitingOn = new Set(); // letters whose countdown the player chose to wait out
    /** The ack id of the move sent and not yet acknowledged, or null. */
    this.pendingAck = null;
    this.#readPresence(room.snapshot.seats);
    this.controller.hold = this.status !== 'live';
    this.connection.onFrame = (frame) => this.#receive(frame);
    this.connection.onState = (state) => this.#connectionState(state);
    this.onPageHide = () => {
      if (this.seat && this.status === 'live') this.connection.send({ t: 'leave' });
    };
    globalThis.addEventListener?.('pagehide', this.onPageHide);
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

  menuItems() {
    if (!this.seat) return [];
    return [{ text: t('online.continueElsewhere'), data: 'continue-elsewhere', action: () => this.#continueElsewhere() }];
  }

  mount() {
    const ctx = this.ctx;
    ctx.markRoot('online-view', true);
    this.setData('mode', 'online');
    this.setData('seat', this.seat);
    this.setData('connection', this.connection.state);
    this.clockEls = new Map();
    const seats = this.controller.players.map((p) => {
      const letter = String(p.letter);
      const clock = h('span', {
        class: 'online-clock', 'data-clock': letter, role: 'timer',
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
    this.messageEl = h('div', { class: 'online-message' });
    this.bar = h('div', { class: 'online-bar' },
      h('div', { class: 'online-seats' }, seats),
      h('div', { class: 'online-line' }, this.connectionEl, this.sendingEl),
      this.messageEl);
    ctx.place(this.bar, 'online');
    if (this.seat) {
      this.resignButton = controlButton('flag', t('online.resign'), () => this.#askResign());
      this.drawButton = controlButton('draw', t('online.offerDraw'), () => this.#draw());
      this.abortButton = controlButton('close', t('online.abort'), () => this.#send({ t: 'abort' }));
      this.abortButton.title = t('online.abortLabel');
      for (const button of [this.abortButton, this.drawButton, this.resignButton]) ctx.place(button, 'controls');
    }
    this.ticker = setInterval(() => this.#tick(), TICK_MS);
    this.#render();
  }

  /** A move made on this device goes to the server. */
  update(change) {
    if (change?.type === 'move' && change.local && this.seat) {
      this.pendingAck = this.connection.send({ t: 'move', n: change.n, mv: change.move.notation });
      this.pendingMove = change.n;
    }
    this.#render();
  }

  destroy() {
    clearInterval(this.ticker);
    globalThis.removeEventListener?.('pagehide', this.onPageHide);
    this.connection.close();
  }

  // ── frames from the server ────────────────────────────────────────────────────────────────

  #receive(frame) {
    switch (frame.t) {
      case 'welcome':
        if (frame.snapshot) this.#applySnapshot(frame.snapshot);
        break;
      case 'ev':
        this.#applyEvent(frame);
        break;
      case 'ack':
        if (frame.a === this.pendingAck) this.pendingAck = null;
        break;
      case 'err':
        if (frame.a !== undefined && frame.a === this.pendingAck) this.pendingAck = null;
        if (frame.code !== 'rate_limited') this.ctx.notice(t('online.refused', { message: frame.message ?? frame.code }));
        if (frame.snapshot) this.#applySnapshot(frame.snapshot);
        break;
      case 'presence':
        this.#readPresence(frame.seats);
        break;
      case 'shutdown':
        this.ctx.notice(t('online.serverRestart'));
        break;
      default:
        break;
    }
    this.#render();
  }

  #applySnapshot(snapshot) {
    this.v = snapshot.v;
    this.status = snapshot.status;
    this.seats = snapshot.seats;
    this.drawOffer = snapshot.draw_offer ?? null;
    this.#setClocks(snapshot.clocks, snapshot.running);
    this.firstMoveBy = snapshot.first_move_in_ms === undefined ? null : performance.now() + snapshot.first_move_in_ms;
    this.#readPresence(snapshot.seats);
    // A move of ours the server has not stored stays pending: it is resent, not lost.
    if (this.pendingAck === null) this.controller.resync(snapshot.moves, snapshot.endings ?? []);
  }

  #applyEvent(ev) {
    if (ev.v <= this.v) return;
    this.v = ev.v;
    // Only the latest event carries the room's state (replayed ones leave it empty).
    if (ev.status) this.status = ev.status;
    if (ev.status) this.firstMoveBy = ev.first_move_in_ms === undefined ? null : performance.now() + ev.first_move_in_ms;
    if (ev.clocks) this.#setClocks(ev.clocks, ev.running ?? null);
    else if (ev.running !== undefined) this.running = ev.running;
    const controller = this.controller;
    switch (ev.kind) {
      case 'seat': {
        const seat = this.seats.find((s) => s.letter === ev.seat);
        if (seat) seat.taken = true;
        if (ev.seat && ev.seat !== this.seat) this.ctx.announce(t('online.taken', this.#side(ev.seat)));
        break;
      }
      case 'move': {
        const history = controller.state.history;
        if (ev.n < history.length) {
          // Our own move coming back (or one already played): it is stored now.
          if (history[ev.n] === ev.mv && ev.n === this.pendingMove) this.pendingAck = null;
          if (history[ev.n] !== ev.mv) this.#resyncSoon();
        } else if (ev.n === history.length) {
          if (!controller.applyRemote(ev.mv)) this.#resyncSoon();
        } else {
          this.#resyncSoon();
        }
        this.drawOffer = this.drawOffer && this.drawOffer !== ev.seat ? null : this.drawOffer;
        break;
      }
      case 'draw':
        this.drawOffer = ev.op === 'offer' ? ev.seat ?? null : null;
        if (ev.op === 'offer' && ev.seat !== this.seat) this.ctx.announce(t('online.drawOfferedBy', this.#side(ev.seat)));
        break;
      case 'end':
        if (ev.ending) controller.endAs(ev.ending);
        this.drawOffer = null;
        break;
      default:
        break;
    }
  }

  /** A move the log has that this device cannot place: ask the server for the whole state. */
  #resyncSoon() {
    this.connection.since = 0;
    this.connection.reconnect();
  }

  #setClocks(clocks, running) {
    this.clocks = clocks ?? null;
    this.running = running ?? null;
    this.clocksAt = performance.now();
  }

  #readPresence(seats) {
    const now = performance.now();
    for (const seat of seats ?? []) {
      const known = this.seats.find((s) => s.letter === seat.letter);
      if (known) Object.assign(known, seat);
      if (seat.gone_in_ms === undefined || seat.gone_in_ms === null) {
        this.goneAt.delete(seat.letter);
        this.waitingOn.delete(seat.letter);
      } else {
        this.goneAt.set(seat.letter, now + seat.gone_in_ms);
      }
    }
  }

  #connectionState(state) {
    this.setData('connection', state);
    this.#render();
  }

  // ── actions ───────────────────────────────────────────────────────────────────────────────

  #send(action) {
    this.connection.send(action);
  }

  #askResign() {
    if (this.status !== 'live' || this.controller.over) return;
    confirmResign({ text: t('game.resignConfirmText'), onResign: () => this.#send({ t: 'resign' }) });
  }

  #draw() {
    if (this.drawOffer && this.drawOffer !== this.seat) this.#send({ t: 'draw', op: 'accept' });
    else if (!this.drawOffer) this.#send({ t: 'draw', op: 'offer' });
  }

  #continueElsewhere() {
    const held = heldSeat(this.room);
    if (!held) return;
    const link = roomLink(this.room, { token: held.token });
    openDialog({
      title: t('online.continueTitle'),
      className: 'online-dialog',
      body: [
        h('p', { class: 'online-warning', text: t('online.continueWarning') }),
        linkRow(link, 'seat-link'),
      ],
      actions: [{ text: t('dialog.ok'), primary: true }],
    });
  }

  // ── drawing ───────────────────────────────────────────────────────────────────────────────

  #side(letter) {
    return this.ctx.sideParams(letter);
  }

  /** Milliseconds left on `letter`'s clock now, counting down the running one locally. */
  #remaining(letter) {
    if (!this.clocks) return null;
    const i = this.controller.seatOf(letter);
    const base = this.clocks[i] ?? 0;
    const running = this.running === letter && this.status === 'live' && !this.controller.over;
    return Math.max(0, running ? base - (performance.now() - this.clocksAt) : base);
  }

  #tick() {
    for (const [letter, { clock }] of this.clockEls) {
      const ms = this.#remaining(letter);
      if (ms === null) {
        clock.hidden = true;
        continue;
      }
      clock.hidden = false;
      clock.dataset.ms = String(Math.round(ms));
      const text = formatClock(ms);
      if (clock.textContent !== text) clock.textContent = text;
      const running = this.running === letter && this.status === 'live' && !this.controller.over;
      clock.classList.toggle('running', running);
      clock.classList.toggle('urgent', running && ms < URGENT_MS);
    }
    this.#renderMessage();
  }

  #render() {
    if (!this.bar) return;
    const controller = this.controller;
    const hold = this.status !== 'live';
    if (controller.hold !== hold) {
      // The room opened (or closed): the board takes moves now (or no longer).
      controller.hold = hold;
      this.ctx.redraw();
      return;
    }
    this.setData('pending', this.pendingAck !== null ? '1' : null);
    this.sendingEl.hidden = this.pendingAck === null;
    const state = this.connection.state;
    this.connectionEl.dataset.state = state;
    this.connectionEl.textContent = t(`online.${state}`);
    for (const [letter, { el, dot }] of this.clockEls) {
      const seat = this.seats.find((s) => s.letter === letter);
      el.classList.toggle('turn', !controller.over && String(controller.state.turn) === letter && this.status === 'live');
      el.classList.toggle('out', !!seat?.out || !controller.alive.includes(letter));
      dot.dataset.online = seat?.online || letter === this.seat ? 'yes' : 'no';
    }
    if (this.seat) {
      const live = this.status === 'live' && !controller.over;
      this.resignButton.disabled = !live || !controller.alive.includes(this.seat);
      const twoPlayers = controller.players.length === 2;
      this.drawButton.hidden = !twoPlayers;
      const offeredByMe = this.drawOffer === this.seat;
      this.drawButton.disabled = !live || offeredByMe;
      this.drawButton.querySelector('.control-text').textContent = t(
        offeredByMe ? 'online.drawOffered' : this.drawOffer ? 'online.acceptDraw' : 'online.offerDraw',
      );
      this.drawButton.classList.toggle('answer', !!this.drawOffer && !offeredByMe);
      this.abortButton.hidden = !this.#abortable();
    }
    this.#tick();
  }

  /** A game may be called off until every seat in play has made a first move. */
  #abortable() {
    if (this.status !== 'live' && this.status !== 'waiting') return false;
    if (this.controller.over) return false;
    const moved = new Set(this.controller.movers);
    return this.controller.alive.some((letter) => !moved.has(letter));
  }

  #renderMessage() {
    const controller = this.controller;
    // Called ten times a second: the message is rebuilt only when what it says changes (the
    // room's state, an offer, a countdown's whole seconds), so focus and clicks hold and a
    // phone does no work between those changes.
    const now = performance.now();
    const seconds = (at) => Math.max(0, Math.ceil((at - now) / 1000));
    const key = JSON.stringify([
      this.status, this.seats.map((seat) => seat.taken), this.drawOffer, controller.over,
      controller.alive, controller.state.turn,
      this.firstMoveBy === null ? null : seconds(this.firstMoveBy),
      [...this.goneAt].map(([letter, at]) => [letter, seconds(at), this.waitingOn.has(letter)]),
    ]);
    if (key === this.messageKey) return;
    this.messageKey = key;
    const parts = [];
    if (this.status === 'waiting') {
      parts.push(...this.#invitations());
    } else if (!this.seat && this.status === 'live') {
      parts.push(h('p', { text: t('online.watching') }));
    }
    if (this.status === 'live' && !controller.over) {
      if (this.drawOffer && this.drawOffer !== this.seat && this.seat) {
        parts.push(h('p', { text: t('online.drawOfferedBy', this.#side(this.drawOffer)) }),
          h('div', { class: 'online-actions' },
            h('button', { type: 'button', class: 'primary', 'data-online': 'accept-draw', on: { click: () => this.#send({ t: 'draw', op: 'accept' }) } }, t('online.acceptDraw')),
            h('button', { type: 'button', 'data-online': 'decline-draw', on: { click: () => this.#send({ t: 'draw', op: 'decline' }) } }, t('online.declineDraw'))));
      }
      if (this.firstMoveBy !== null) {
        const s = seconds(this.firstMoveBy);
        parts.push(h('p', { class: 'online-first-move', text: t('online.firstMove', { ...this.#side(controller.state.turn), s }) }));
      }
      for (const [letter, at] of this.goneAt) {
        if (letter === this.seat || !controller.alive.includes(letter)) continue;
        const s = seconds(at);
        if (!this.seat) {
          // A watcher claims nothing: only who has left.
          parts.push(h('p', { class: 'online-gone', 'data-gone': letter, text: t('online.goneNow', this.#side(letter)) }));
        } else if (s > 0) {
          parts.push(h('p', { class: 'online-gone', 'data-gone': letter, text: t('online.gone', { ...this.#side(letter), s }) }));
        } else if (!this.waitingOn.has(letter)) {
          parts.push(h('p', { class: 'online-gone', 'data-gone': letter, text: t('online.goneNow', this.#side(letter)) }),
            h('div', { class: 'online-actions' },
              h('button', { type: 'button', class: 'primary', 'data-online': 'claim-win', on: { click: () => this.#send({ t: 'claim', what: 'win' }) } }, t('online.claimWin')),
              controller.players.length === 2
                ? h('button', { type: 'button', 'data-online': 'claim-draw', on: { click: () => this.#send({ t: 'claim', what: 'draw' }) } }, t('online.claimDraw'))
                : null,
              h('button', { type: 'button', 'data-online': 'keep-waiting', on: { click: () => { this.waitingOn.add(letter); this.#renderMessage(); } } }, t('online.keepWaiting'))));
        }
      }
    }
    this.messageEl.replaceChildren(...parts);
  }

  /** The waiting room: one invitation link per free seat, with Share and Copy. */
  #invitations() {
    const held = heldSeat(this.room);
    const invites = held?.invites ?? {};
    const free = this.seats.filter((s) => !s.taken);
    const parts = [h('p', { text: t(free.length > 1 ? 'online.waitingMany' : 'online.waiting') })];
    for (const seat of free) {
      const invite = invites[seat.letter];
      if (!invite) continue;
      parts.push(h('div', { class: 'online-invite' },
        h('span', { class: 'online-invite-for', text: t('online.inviteFor', this.#side(seat.letter)) }),
        linkRow(roomLink(this.room, { invite }), 'invite', seat.letter, t('online.shareText', { game: t(`variant.${this.controller.variant}.name`) }))));
    }
    return parts;
  }
}

/** A link shown whole, with Share (where the browser has it) and Copy (with "copied"). */
function linkRow(link, kind, letter = null, shareText = null) {
  const attrs = { class: 'online-link', [`data-${kind}`]: letter ?? '' };
  const text = h('code', attrs, link);
  const done = h('span', { class: 'online-copied', role: 'status' });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      done.textContent = t('online.copied');
    } catch {
      // No clipboard here: the link is selected for the player to copy.
      const range = document.createRange();
      range.selectNodeContents(text);
      const selection = getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
  };
  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title: 'Tahta', text: shareText ?? '', url: link });
        return;
      } catch (error) {
        if (error?.name === 'AbortError') return;
      }
    }
    await copy();
  };
  return h('div', { class: 'online-link-row' },
    text,
    h('div', { class: 'online-actions' },
      h('button', { type: 'button', class: 'primary', 'data-share': letter ?? kind, on: { click: share } }, t('online.share')),
      h('button', { type: 'button', 'data-copy': letter ?? kind, on: { click: copy } }, t('online.copy')),
      done));
}

/** A control button like the game screen's own (icon and visible name). */
function controlButton(iconName, text, onClick) {
  return h('button', { type: 'button', class: `control control-${iconName}`, on: { click: onClick } },
    icon(iconName), h('span', { class: 'control-text', text }));
}

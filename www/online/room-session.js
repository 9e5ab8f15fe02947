// An online room as a model, without a DOM: its connection (connection.js) and its state kept
// from the server's frames (room-state.js: the last event applied, seats and presence, clocks, a
// draw offer, the countdowns, this device's move still unacknowledged). It feeds the game
// controller the server's log and takes the controller's moves for this device's seat (`seat`;
// null watches) to the server. The log is the truth: a refusal comes with a snapshot and the game
// is put back as the log has it, unless a move of ours is still on its way (it is resent). The
// screens (online-part.js) draw it and forward taps to its actions, as the controller has them on
// one device; takeback requests and rematch offers are kept in `offers` (room-offers.js).

/** @typedef {import('./room-types.js').Snapshot} Snapshot */
/** @typedef {import('./room-types.js').SessionChange} SessionChange */

import { takeBackLastMove } from './room-offers.js';
import { RoomState } from './room-state.js';

export class RoomSession extends RoomState {
  /**
   * @param {object} options
   * @param {string} options.id  the room
   * @param {string|null} options.seat  this device's seat letter, or null to watch
   * @param {import('./connection.js').RoomConnection} options.connection  already welcomed
   * @param {Snapshot} options.snapshot  the welcome's snapshot
   * @param {import('../game/controller.js').GameController} options.controller  the room's game
   * @param {() => number} [options.now]  milliseconds, for the clocks and countdowns
   */
  constructor({ id, seat, connection, snapshot, controller, now = () => performance.now() }) {
    super({ seat, snapshot, controller, now });
    this.id = id;
    this.connection = connection;
    this.#rematchMade();
    /** @type {Set<(change: SessionChange) => void>} */
    this.listeners = new Set();
    // The game as the room's log has it.
    controller.resync(snapshot.moves ?? [], snapshot.endings ?? []);
    controller.hold = this.hold;
    connection.onFrame = (frame) => this.receive(frame);
    connection.onState = (state) => this.#emit({ type: 'connection', state });
    // This device's moves go to the server as the controller plays them.
    this.unsubscribe = controller.subscribe((change) => {
      if (change.type === 'move' && change.local && this.seat) this.#sendMove(change);
    });
  }

  /** Registers a listener for every change; returns the function that removes it. */
  subscribe(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  #emit(change) {
    for (const listener of [...this.listeners]) listener(change);
  }

  /** The connection's state: connected, reconnecting or offline. */
  get connectionState() {
    return this.connection.state;
  }

  // ── this device's actions ─────────────────────────────────────────────────────────────────

  #sendMove(change) {
    this.pendingAck = this.connection.send({ t: 'move', n: change.n, mv: change.move.notation });
    this.pendingMove = change.n;
    this.#emit({ type: 'changed' });
  }

  /** This device's player resigns (after the screen has asked). */
  resign() {
    if (this.seat && this.live) this.connection.send({ t: 'resign' });
  }

  /** This device's draw button: offers a draw, or accepts the other player's offer. */
  draw() {
    if (!this.seat || !this.live) return;
    if (this.drawOffer && this.drawOffer !== this.seat) this.connection.send({ t: 'draw', op: 'accept' });
    else if (!this.drawOffer) this.connection.send({ t: 'draw', op: 'offer' });
  }

  /** Declines the other player's draw offer. */
  declineDraw() {
    if (this.seat && this.drawOffer && this.drawOffer !== this.seat) this.connection.send({ t: 'draw', op: 'decline' });
  }

  /** Asks to take back this device's last move, or agrees to another player's request. */
  takeback() {
    if (!this.seat || !this.live) return;
    if (this.toAnswer(this.offers.takeback)) this.connection.send({ t: 'takeback', op: 'accept' });
    else if (this.canAskTakeback) this.connection.send({ t: 'takeback', op: 'ask' });
  }

  /** Refuses another player's takeback request (or withdraws one's own). */
  declineTakeback() {
    if (this.seat && this.offers.takeback) this.connection.send({ t: 'takeback', op: 'decline' });
  }

  /** Offers a rematch once the game is over, or agrees to the standing offer. */
  rematchOffer() {
    if (this.canRematch) this.connection.send({ t: 'rematch', op: this.offers.rematch ? 'accept' : 'offer' });
  }

  /** Refuses the standing rematch offer (or withdraws one's own). */
  declineRematch() {
    if (this.seat && this.offers.rematch) this.connection.send({ t: 'rematch', op: 'decline' });
  }

  /** Calls the game off (before every seat has moved). */
  abort() {
    if (this.seat && this.abortable) this.connection.send({ t: 'abort' });
  }

  /**
   * Claims the game of a player gone past their countdown: `win`, or `draw` (two players).
   * @param {'win'|'draw'} what
   */
  claim(what) {
    if (this.seat && this.live) this.connection.send({ t: 'claim', what });
  }

  /**
   * Waits on for the gone player `letter` instead of claiming.
   * @param {string} letter
   */
  keepWaiting(letter) {
    this.waitingOn.add(letter);
    this.#emit({ type: 'changed' });
  }

  /**
   * Says a quick phrase (its id, phrases.js) to everyone in the room; players only.
   * @param {string} id
   */
  say(id) {
    if (this.seat) this.connection.send({ t: 'say', id });
  }

  /** The page is going away: a live player says so (the others see the countdown at once). */
  leave() {
    if (this.seat && this.status === 'live') this.connection.send({ t: 'leave' });
  }

  /** Stops for good: the connection closes. */
  close() {
    this.unsubscribe();
    this.listeners.clear();
    this.connection.close();
  }

  // ── frames from the server ────────────────────────────────────────────────────────────────

  /** A frame from the server (the connection hands each over). */
  receive(frame) {
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
        if (frame.code !== 'rate_limited')
          this.#emit({ type: 'refused', code: frame.code, message: frame.message ?? frame.code });
        if (frame.snapshot) this.#applySnapshot(frame.snapshot);
        break;
      case 'presence':
        this.readPresence(frame.seats);
        break;
      case 'shutdown':
        this.#emit({ type: 'shutdown' });
        break;
      default:
        break;
    }
    this.#holdMoves();
    this.#emit({ type: 'changed' });
  }

  /** The board takes moves while the room is live, and no longer once it is not. */
  #holdMoves() {
    if (this.controller.hold === this.hold) return;
    this.controller.hold = this.hold;
    this.#emit({ type: 'hold', hold: this.hold });
  }

  #applySnapshot(snapshot) {
    this.v = snapshot.v;
    this.status = snapshot.status;
    this.seats = snapshot.seats ?? [];
    this.drawOffer = snapshot.draw_offer ?? null;
    this.offers.read(snapshot);
    this.#rematchMade();
    this.setClocks(snapshot.clocks, snapshot.running);
    this.firstMoveBy = this.countdown(snapshot.first_move_in_ms);
    this.readPresence(snapshot.seats);
    // A move of ours the server has not stored stays pending: it is resent, not lost.
    if (this.pendingAck === null) this.controller.resync(snapshot.moves, snapshot.endings ?? []);
  }

  #applyEvent(ev) {
    if (ev.v <= this.v) return;
    this.v = ev.v;
    // Only the latest event carries the room's state (replayed ones leave it empty).
    if (ev.status) {
      this.status = ev.status;
      this.firstMoveBy = this.countdown(ev.first_move_in_ms);
    }
    if (ev.clocks) this.setClocks(ev.clocks, ev.running ?? null);
    else if (ev.running !== undefined) this.running = ev.running;
    const controller = this.controller;
    switch (ev.kind) {
      case 'seat': {
        const seat = this.seatOf(ev.seat);
        if (seat) seat.taken = true;
        if (ev.seat && ev.seat !== this.seat) this.#emit({ type: 'taken', seat: ev.seat });
        break;
      }
      case 'move': {
        const history = controller.state.history;
        if (ev.n < history.length) {
          // Our own move coming back (or one already played): it is stored now.
          if (history[ev.n] === ev.mv && ev.n === this.pendingMove) this.pendingAck = null;
          if (history[ev.n] !== ev.mv) this.#resync();
        } else if (ev.n === history.length) {
          if (!controller.applyRemote(ev.mv)) this.#resync();
        } else {
          this.#resync();
        }
        // A move answers the other side's draw offer (declined by playing on).
        if (this.drawOffer && this.drawOffer !== ev.seat) this.drawOffer = null;
        // A takeback request is for the last move only.
        this.offers.moved();
        break;
      }
      case 'draw':
        this.drawOffer = ev.op === 'offer' ? (ev.seat ?? null) : null;
        if (ev.op === 'offer' && ev.seat !== this.seat) this.#emit({ type: 'drawOffered', seat: ev.seat });
        break;
      case 'end':
        if (ev.ending) controller.endAs(ev.ending);
        this.drawOffer = null;
        this.offers.moved();
        break;
      case 'takeback':
        this.#takebackStep(ev);
        break;
      case 'rematch':
        this.#rematchStep(ev);
        break;
      case 'say':
        // `at`: the server's Unix time, so the screen can tell a phrase just said from one
        // replayed after a reconnection.
        if (ev.seat && ev.id) this.#emit({ type: 'said', seat: ev.seat, id: ev.id, at: ev.at ?? 0 });
        break;
      default:
        break;
    }
  }

  /** A rematch made while this device was away moves it on too (once its screen listens). */
  #rematchMade() {
    const room = this.offers.rematchRoom;
    if (room) queueMicrotask(() => this.#emit({ type: 'rematch', room }));
  }

  #takebackStep(ev) {
    const step = this.offers.takebackStep(ev, this.controller.alive);
    if (step === 'asked' && ev.seat !== this.seat) this.#emit({ type: 'takebackAsked', seat: ev.seat });
    if (step === 'undone') {
      takeBackLastMove(this.controller);
      this.#emit({ type: 'takenBack' });
    }
  }

  #rematchStep(ev) {
    const step = this.offers.rematchStep(ev);
    if (step === 'offered' && ev.seat !== this.seat) this.#emit({ type: 'rematchOffered', seat: ev.seat });
    if (step === 'made') this.#emit({ type: 'rematch', room: ev.room });
  }

  /** A move the log has that this device cannot place: ask the server for the whole state. */
  #resync() {
    this.connection.since = 0;
    this.connection.reconnect();
  }
}

// An online room's state as this device knows it from the server, and what it says: the last
// event applied, the status, seats and presence, clocks, a draw offer, takeback requests and
// rematch offers (room-offers.js), the first move's and a gone player's countdowns, this device's
// move still unacknowledged; whether anyone may move, the time left on each clock, what this
// device's player may ask now. No DOM and no connection: the room's session (room-session.js)
// keeps it up to date from the server's frames.

/** @typedef {import('./room-types.js').Snapshot} Snapshot */

import { RoomOffers, toAnswer } from './room-offers.js';
import { readPresence } from './room-presence.js';

export class RoomState {
  /**
   * @param {object} options
   * @param {string|null} options.seat  this device's seat letter, or null to watch
   * @param {Snapshot} options.snapshot  the welcome's snapshot
   * @param {import('../game/controller.js').GameController} options.controller  the room's game
   * @param {() => number} options.now  milliseconds, for the clocks and countdowns
   */
  constructor({ seat, snapshot, controller, now }) {
    this.seat = seat;
    this.controller = controller;
    this.now = now;
    /** The last durable event applied. */
    this.v = snapshot.v;
    this.status = snapshot.status;
    this.seats = snapshot.seats ?? [];
    this.drawOffer = snapshot.draw_offer ?? null;
    /** Takeback requests and rematch offers. */
    this.offers = new RoomOffers(snapshot);
    /** The clock's settings, as the room was made. */
    this.clock = snapshot.clock ?? null;
    this.clocks = null;
    this.running = null;
    this.clocksAt = now();
    this.setClocks(snapshot.clocks, snapshot.running);
    this.firstMoveBy = this.countdown(snapshot.first_move_in_ms);
    /** Letter → the time (as `now`) at which that gone player's seat may be claimed. */
    this.goneAt = new Map();
    /** Letters whose countdown this device chose to wait out. */
    this.waitingOn = new Set();
    /** The ack id of this device's move sent and not yet acknowledged, or null. */
    this.pendingAck = null;
    /** The ply number of that move. */
    this.pendingMove = null;
    this.readPresence(this.seats);
  }

  /** True while nobody may move: the room waits for players, or its game is over. */
  get hold() {
    return this.status !== 'live';
  }

  /** True while the game is under way. */
  get live() {
    return this.status === 'live' && !this.controller.over;
  }

  /** True while this device's move is on its way to the server. */
  get pending() {
    return this.pendingAck !== null;
  }

  /** The seat `letter` as the room has it (`{ letter, taken, online, out, gone_in_ms }`). */
  seatOf(letter) {
    return this.seats.find((s) => s.letter === letter) ?? null;
  }

  /** Milliseconds left on `letter`'s clock now, counting the running one down; null: no clocks. */
  remaining(letter) {
    if (!this.clocks) return null;
    const base = this.clocks[this.controller.seatOf(letter)] ?? 0;
    return Math.max(0, this.isRunning(letter) ? base - (this.now() - this.clocksAt) : base);
  }

  /** Whether `letter`'s clock is running now. */
  isRunning(letter) {
    return this.running === letter && this.live;
  }

  /** Whole seconds left of a countdown that ends at `at` (as `now`). */
  secondsTo(at) {
    return Math.max(0, Math.ceil((at - this.now()) / 1000));
  }

  /** Whether this device's player may ask to take back the last move: theirs, none asked. */
  get canAskTakeback() {
    const movers = this.controller.movers;
    return (
      !!this.seat &&
      this.live &&
      this.offers.takebacks &&
      !this.offers.takeback &&
      !this.pending &&
      movers.length > 0 &&
      movers[movers.length - 1] === this.seat
    );
  }

  /** Whether this device's player is to answer the standing `offer` (another's). */
  toAnswer(offer) {
    return toAnswer(offer, this.seat);
  }

  /** True once the game is over (with a result, or called off). */
  get over() {
    return this.status === 'ended' || this.status === 'aborted' || (this.status === 'live' && this.controller.over);
  }

  /** Whether this device's player may offer (or agree to) a rematch. */
  get canRematch() {
    const { rematch, rematchRoom } = this.offers;
    return !!this.seat && this.over && !rematchRoom && (!rematch || this.toAnswer(rematch));
  }

  /** A game may be called off until every seat in play has made a first move. */
  get abortable() {
    if (this.status !== 'live' && this.status !== 'waiting') return false;
    if (this.controller.over) return false;
    const moved = new Set(this.controller.movers);
    return this.controller.alive.some((letter) => !moved.has(letter));
  }

  // ── what the server says ──────────────────────────────────────────────────────────────────

  /** The clocks' times as the server gave them (in seat order), `running` counting from now. */
  setClocks(clocks, running) {
    this.clocks = clocks ?? null;
    this.running = running ?? null;
    this.clocksAt = this.now();
  }

  /** When (as `now`) a countdown of `ms` from now ends; null for no countdown. */
  countdown(ms) {
    return ms === undefined || ms === null ? null : this.now() + ms;
  }

  /** Each seat's presence as the server gave it (a snapshot's or a presence frame's seats). */
  readPresence(seats) {
    readPresence(seats ?? [], this.now(), this);
  }
}

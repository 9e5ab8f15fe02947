// Requests between the players of an online room, as the room's log has them: whether the room
// allows takebacks, the standing takeback request, the standing rematch offer, and the room an
// agreed rematch is played in. The room session (room-session.js) feeds it the snapshots and the
// `takeback` and `rematch` events, and tells the screens what each step meant.

/**
 * A standing request: the seat that made it and the seats that agreed since.
 * @typedef {{by: string, agreed: string[]}} Offer
 */

export class RoomOffers {
  /** @param {import('./room-types.js').Snapshot} snapshot */
  constructor(snapshot) {
    this.read(snapshot);
  }

  /** Everything as a snapshot has it. */
  read(snapshot) {
    /** Whether a player may ask to take back a move. */
    this.takebacks = !!snapshot.takebacks;
    /** @type {Offer|null} */
    this.takeback = snapshot.takeback ?? null;
    /** @type {Offer|null} */
    this.rematch = snapshot.rematch ?? null;
    /** @type {string|null} */
    this.rematchRoom = snapshot.rematch_room ?? null;
  }

  /** A move was played or the game ended: a takeback request was for the move before. */
  moved() {
    this.takeback = null;
  }

  /**
   * A logged takeback step. `alive`: the letters in play. Returns `asked`, `undone` (every
   * other seat in play agreed: the last move is taken back) or null.
   * @param {{seat: string, op: string}} ev
   * @param {string[]} alive
   */
  takebackStep(ev, alive) {
    if (ev.op === 'ask') {
      this.takeback = { by: ev.seat, agreed: [] };
      return 'asked';
    }
    if (ev.op !== 'accept' || !this.takeback) {
      this.takeback = null;
      return null;
    }
    const { by, agreed } = this.takeback;
    agreed.push(ev.seat);
    if (!alive.every((letter) => letter === by || agreed.includes(letter))) return null;
    this.takeback = null;
    return 'undone';
  }

  /**
   * A logged rematch step. Returns `offered`, `made` (the event names the new room) or null.
   * @param {{seat: string, op: string, room?: string}} ev
   */
  rematchStep(ev) {
    if (ev.room) {
      this.rematch = null;
      this.rematchRoom = ev.room;
      return 'made';
    }
    if (ev.op === 'offer') {
      this.rematch = { by: ev.seat, agreed: [] };
      return 'offered';
    }
    if (ev.op === 'accept' && this.rematch) this.rematch.agreed.push(ev.seat);
    else this.rematch = null;
    return null;
  }
}

/** Whether `seat` (null: a watcher) is to answer `offer`: it stands, and `seat` has not agreed. */
export function toAnswer(offer, seat) {
  return !!seat && !!offer && offer.by !== seat && !offer.agreed.includes(seat);
}

/**
 * Takes the last move back in `controller`, as an agreed takeback does on the server: the game
 * replayed without it, the endings before it kept.
 * @param {import('../game/controller.js').GameController} controller
 */
export function takeBackLastMove(controller) {
  const moves = [];
  const endings = [];
  for (const step of controller.log) {
    if (step.move) moves.push(step.move);
    else endings.push({ n: moves.length, ending: step.ending });
  }
  moves.pop();
  controller.resync(
    moves,
    endings.filter((e) => e.n <= moves.length),
  );
}

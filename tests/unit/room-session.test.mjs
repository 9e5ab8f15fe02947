// An online room's session (www/online/room-session.js) under node's test runner: the real
// connection (www/online/connection.js) over a fake WebSocket playing the server's part, and the
// real game controller with the real engine (tests/wasm/load.mjs). Moves sent and acknowledged,
// resent after a reconnect, a refusal whose snapshot wins, a resync from `since`, the clocks,
// Three Kingdoms' endings, a watcher, takeback requests and rematches.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../wasm/load.mjs';
import { Session, specOf } from '../../www/engine/engine.js';
import { GameController, REMOTE } from '../../www/game/controller.js';
import { RoomConnection } from '../../www/online/connection.js';
import { RoomSession } from '../../www/online/room-session.js';

const wasm = await loadEngine();

// Wu to move; gc4-gc5 gd3-gc3 gd5-gd1 defeats Wu (Shu takes over its army).
const SANGUO_ENDGAME = '9/9/9/9/3rK5|3rR5/2gS6/3bS5/9/3gK5|9/bS8/8rR/gR8/4bK4 g rgb 0 40';

/** A WebSocket the test answers for the server: what the client sent, and frames to send it. */
class FakeSocket {
  static opened = [];

  constructor(url) {
    this.url = url;
    this.readyState = 0;
    /** Every frame the client sent, parsed. */
    this.sent = [];
    FakeSocket.opened.push(this);
  }

  send(text) {
    this.sent.push(JSON.parse(text));
  }

  close() {
    this.readyState = 3;
  }

  /** The server accepts the connection: the client says hello. */
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }

  /** A frame from the server. */
  frame(frame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** The connection breaks. */
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

/** Every session opened: each is closed at the end, also after a failed test (no timer stays). */
const opened = [];
after(() => {
  for (const session of opened) session.close();
});

/** The server's snapshot of a room of `variant`: live, no moves, unless told otherwise. */
function snapshot(variant, fields = {}) {
  const players = specOf(wasm, variant).players.map((p) => String(p.letter));
  return {
    v: 3,
    variant,
    start: '',
    moves: [],
    endings: [],
    status: 'live',
    clocks: null,
    running: null,
    clock: null,
    seats: players.map((letter) => ({ letter, taken: true, online: true })),
    draw_offer: null,
    ...fields,
  };
}

/**
 * A room of `variant` as the page opens it: the connection welcomed with `snap`, the controller
 * (this device plays `seat`, the room every other seat; null: a watcher) and the session, with
 * every change each tells recorded. `clock` is the session's time in milliseconds.
 */
function openRoom(variant, { seat = null, snap = snapshot(variant) } = {}) {
  FakeSocket.opened = [];
  const connection = new RoomConnection({
    url: 'ws://test/ws/room',
    room: 'room',
    token: seat ? 'token' : null,
    onFrame: () => {},
    onState: () => {},
    socket: FakeSocket,
    events: null,
  });
  const socket = FakeSocket.opened[0];
  socket.accept();
  socket.frame({ t: 'welcome', seat, v: snap.v, snapshot: snap });
  const created = Session.create(wasm, variant, snap.start);
  assert.ok(created.session, created.error);
  const spec = specOf(wasm, variant);
  const seats = spec.players.map((p) => (String(p.letter) === seat ? 'human' : REMOTE));
  const controller = new GameController({ session: created.session, spec, seats, start: snap.start });
  const clock = { ms: 1000 };
  const session = new RoomSession({ id: 'room', seat, connection, snapshot: snap, controller, now: () => clock.ms });
  const told = [];
  session.subscribe((change) => told.push(change));
  opened.push(session);
  return { connection, socket, controller, session, told, clock };
}

/** The first legal move of the position, as the engine lists it. */
function firstMove(controller) {
  return controller.state.moves[0];
}

test('a move made here goes to the server and waits, "sending", until it is acknowledged', () => {
  const { socket, controller, session } = openRoom('jungle', { seat: 'r' });
  assert.deepEqual(socket.sent[0], { t: 'hello', room: 'room', proto: 1, token: 'token' });
  const move = firstMove(controller);
  controller.play(move);
  const sent = socket.sent.at(-1);
  assert.deepEqual(sent, { t: 'move', n: 0, mv: move.notation, a: sent.a });
  assert.equal(session.pending, true);
  socket.frame({ t: 'ev', v: 4, kind: 'move', seat: 'r', n: 0, mv: move.notation, status: 'live' });
  socket.frame({ t: 'ack', a: sent.a, v: 4 });
  assert.equal(session.pending, false);
  assert.equal(session.v, 4);
  assert.deepEqual(controller.state.history, [move.notation]);
  session.close();
});

test('after a broken connection the move is resent once welcomed again, from the last event seen', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] });
  const { socket, controller, session, connection } = openRoom('jungle', { seat: 'r' });
  const move = firstMove(controller);
  controller.play(move);
  const sent = socket.sent.at(-1);
  socket.drop();
  assert.equal(connection.state, 'reconnecting');
  t.mock.timers.tick(1000);
  const again = FakeSocket.opened.at(-1);
  assert.notEqual(again, socket);
  again.accept();
  assert.deepEqual(again.sent[0], { t: 'hello', room: 'room', proto: 1, token: 'token', since: 3 });
  // The server missed the move: no snapshot (it is near), the resend follows the welcome.
  again.frame({ t: 'welcome', seat: 'r', v: 3 });
  assert.deepEqual(again.sent.at(-1), sent);
  assert.equal(session.pending, true);
  assert.deepEqual(controller.state.history, [move.notation], 'the move stays on the board');
  again.frame({ t: 'ack', a: sent.a, v: 4 });
  assert.equal(session.pending, false);
  session.close();
});

test("a refusal with a snapshot: the server's log wins and the refusal is told", () => {
  const { socket, controller, session, told } = openRoom('jungle', { seat: 'r' });
  const move = firstMove(controller);
  controller.play(move);
  const sent = socket.sent.at(-1);
  socket.frame({
    t: 'err',
    a: sent.a,
    code: 'stale',
    message: 'the room moved on',
    v: 5,
    snapshot: snapshot('jungle', { v: 5, status: 'live' }),
  });
  assert.equal(session.pending, false);
  assert.deepEqual(controller.state.history, [], 'the game is put back as the log has it');
  assert.equal(session.v, 5);
  assert.ok(told.some((c) => c.type === 'refused' && c.message === 'the room moved on'));
  session.close();
});

test('an event that does not follow on: the session asks for the whole state again (since 0)', () => {
  const { socket, controller, session } = openRoom('jungle', { seat: 'b' });
  const moves = [];
  const replay = Session.create(wasm, 'jungle', '').session;
  for (let i = 0; i < 2; i++) {
    const mv = replay.state().moves[0].notation;
    replay.play(mv);
    moves.push(mv);
  }
  replay.free();
  // Ply 1 arrives before ply 0.
  socket.frame({ t: 'ev', v: 5, kind: 'move', seat: 'b', n: 1, mv: moves[1], status: 'live' });
  const fresh = FakeSocket.opened.at(-1);
  assert.notEqual(fresh, socket, 'a new connection');
  fresh.accept();
  assert.equal(fresh.sent[0].since, undefined, 'from the start: a snapshot is wanted');
  fresh.frame({ t: 'welcome', seat: 'b', v: 5, snapshot: snapshot('jungle', { v: 5, moves }) });
  assert.deepEqual(controller.state.history, moves);
  assert.equal(session.v, 5);
  session.close();
});

test('clocks: the running one counts down between events, the other stands; a waiting room holds moves', () => {
  const snap = snapshot('jungle', { status: 'waiting', clocks: [60_000, 50_000], running: null });
  const { socket, controller, session, told, clock } = openRoom('jungle', { seat: 'r', snap });
  assert.equal(controller.hold, true);
  assert.deepEqual(controller.playable, [], 'nobody moves before the room is full');
  socket.frame({ t: 'ev', v: 4, kind: 'seat', seat: 'b', status: 'live', clocks: [60_000, 50_000], running: 'r' });
  assert.equal(controller.hold, false);
  assert.ok(told.some((c) => c.type === 'hold' && c.hold === false));
  assert.ok(told.some((c) => c.type === 'taken' && c.seat === 'b'));
  clock.ms += 1500;
  assert.equal(session.remaining('r'), 58_500);
  assert.equal(session.remaining('b'), 50_000);
  assert.equal(session.isRunning('r'), true);
  const move = firstMove(controller);
  controller.play(move);
  socket.frame({
    t: 'ev',
    v: 5,
    kind: 'move',
    seat: 'r',
    n: 0,
    mv: move.notation,
    status: 'live',
    clocks: [58_600, 50_000],
    running: 'b',
  });
  clock.ms += 2000;
  assert.equal(session.remaining('r'), 58_600);
  assert.equal(session.remaining('b'), 48_000);
  session.close();
});

test('three kingdoms: a defeated kingdom leaving lets play go on; a resignation of the last two ends it', () => {
  const snap = snapshot('sanguo', { start: SANGUO_ENDGAME });
  const { socket, controller, session } = openRoom('sanguo', { seat: 'r', snap });
  const moves = ['gc4-gc5', 'gd3-gc3', 'gd5-gd1'];
  moves.forEach((mv, n) => {
    socket.frame({ t: 'ev', v: 4 + n, kind: 'move', seat: String(controller.state.turn), n, mv, status: 'live' });
  });
  assert.deepEqual(controller.state.history, moves);
  assert.deepEqual(controller.alive, ['r', 'b'], 'Wu is defeated, Shu took its army');
  socket.frame({ t: 'ev', v: 7, kind: 'end', seat: 'g', ending: 'left:g', status: 'live' });
  assert.ok(!controller.state.result, 'a defeated kingdom leaving changes nothing');
  assert.equal(session.live, true);
  socket.frame({ t: 'ev', v: 8, kind: 'end', seat: 'b', ending: 'resign:b', status: 'over' });
  assert.deepEqual(controller.state.result?.winners.map(String), ['r']);
  assert.equal(session.live, false);
  assert.equal(controller.hold, true);
  assert.deepEqual(
    controller.log.filter((step) => step.ending),
    [{ ending: 'left:g' }, { ending: 'resign:b' }],
  );
  session.close();
});

test("a watcher: plays nothing, sends nothing, sees the players' moves and draw offers", () => {
  const { socket, controller, session, told } = openRoom('jungle', { seat: null });
  assert.deepEqual(socket.sent[0], { t: 'hello', room: 'room', proto: 1 });
  assert.deepEqual(controller.playable, []);
  const move = firstMove(controller);
  socket.frame({ t: 'ev', v: 4, kind: 'move', seat: 'r', n: 0, mv: move.notation, status: 'live' });
  assert.deepEqual(controller.state.history, [move.notation]);
  socket.frame({ t: 'ev', v: 5, kind: 'draw', seat: 'b', op: 'offer', status: 'live' });
  assert.equal(session.drawOffer, 'b');
  assert.ok(told.some((c) => c.type === 'drawOffered' && c.seat === 'b'));
  session.draw();
  session.resign();
  session.claim('win');
  assert.equal(socket.sent.length, 1, 'only the hello');
  // An old event again (a replay after a reconnect) changes nothing.
  socket.frame({ t: 'ev', v: 4, kind: 'move', seat: 'r', n: 0, mv: move.notation, status: 'live' });
  assert.deepEqual(controller.state.history, [move.notation]);
  session.close();
});

test('draw, abort and claims: each tap is one action to the server, only when it applies', () => {
  const { socket, controller, session } = openRoom('jungle', { seat: 'r' });
  session.abort();
  assert.equal(socket.sent.at(-1).t, 'abort', 'no seat has moved yet');
  socket.frame({ t: 'ev', v: 4, kind: 'draw', seat: 'b', op: 'offer', status: 'live' });
  session.draw();
  assert.deepEqual({ ...socket.sent.at(-1), a: 0 }, { t: 'draw', op: 'accept', a: 0 });
  session.declineDraw();
  assert.deepEqual({ ...socket.sent.at(-1), a: 0 }, { t: 'draw', op: 'decline', a: 0 });
  socket.frame({ t: 'presence', seats: [{ letter: 'b', taken: true, online: false, gone_in_ms: 0 }] });
  assert.equal(session.secondsTo(session.goneAt.get('b')), 0);
  session.claim('win');
  assert.deepEqual({ ...socket.sent.at(-1), a: 0 }, { t: 'claim', what: 'win', a: 0 });
  session.keepWaiting('b');
  assert.ok(session.waitingOn.has('b'));
  controller.endAs('resign:b');
  const before = socket.sent.length;
  session.abort();
  session.resign();
  assert.equal(socket.sent.length, before, 'nothing once the game is over');
  session.close();
});

test('takebacks: only the last mover asks, the other agrees, and the move goes here too', () => {
  const { socket, controller, session, told } = openRoom('jungle', {
    seat: 'r',
    snap: snapshot('jungle', { takebacks: true }),
  });
  const sent = () => ({ ...socket.sent.at(-1), a: 0 });
  session.takeback();
  assert.equal(socket.sent.length, 1, 'no move to take back');
  const move = firstMove(controller);
  controller.play(move);
  socket.frame({ t: 'ack', a: socket.sent.at(-1).a, v: 4 });
  assert.ok(session.canAskTakeback);
  session.takeback();
  assert.deepEqual(sent(), { t: 'takeback', op: 'ask', a: 0 });
  socket.frame({ t: 'ev', v: 5, kind: 'takeback', seat: 'r', op: 'ask', status: 'live' });
  assert.ok(!session.canAskTakeback, 'one request at a time');
  socket.frame({ t: 'ev', v: 6, kind: 'takeback', seat: 'b', op: 'accept', status: 'live', to_move: 'r' });
  assert.deepEqual(controller.state.history, []);
  assert.equal(session.offers.takeback, null);
  assert.ok(told.some((c) => c.type === 'takenBack'));

  // The opponent's request: this device agrees or declines.
  controller.play(firstMove(controller));
  socket.frame({ t: 'ack', a: socket.sent.at(-1).a, v: 7 });
  const reply = controller.state.moves[0].notation;
  socket.frame({ t: 'ev', v: 8, kind: 'move', seat: 'b', n: 1, mv: reply, status: 'live' });
  assert.ok(!session.canAskTakeback, 'the last move is not ours');
  socket.frame({ t: 'ev', v: 9, kind: 'takeback', seat: 'b', op: 'ask', status: 'live' });
  assert.ok(told.some((c) => c.type === 'takebackAsked' && c.seat === 'b'));
  session.takeback();
  assert.deepEqual(sent(), { t: 'takeback', op: 'accept', a: 0 });
  session.declineTakeback();
  assert.deepEqual(sent(), { t: 'takeback', op: 'decline', a: 0 });
  socket.frame({ t: 'ev', v: 10, kind: 'takeback', seat: 'r', op: 'decline', status: 'live' });
  assert.equal(session.offers.takeback, null);
  assert.equal(controller.state.history.length, 2);
  session.close();
});

test('takebacks off: the button has nothing to send', () => {
  const { socket, controller, session } = openRoom('jungle', { seat: 'r' });
  controller.play(firstMove(controller));
  socket.frame({ t: 'ack', a: socket.sent.at(-1).a, v: 4 });
  const before = socket.sent.length;
  session.takeback();
  assert.equal(socket.sent.length, before);
  session.close();
});

test('rematch: offered once over, agreed by all, and the new room is told (from an event or a snapshot)', async () => {
  const { socket, controller, session, told } = openRoom('jungle', { seat: 'r' });
  session.rematchOffer();
  assert.equal(socket.sent.length, 1, 'not while the game is on');
  socket.frame({ t: 'ev', v: 4, kind: 'end', seat: 'b', ending: 'resign:b', status: 'ended' });
  assert.ok(controller.over);
  assert.ok(session.canRematch);
  socket.frame({ t: 'ev', v: 5, kind: 'rematch', seat: 'b', op: 'offer', status: 'ended' });
  assert.ok(told.some((c) => c.type === 'rematchOffered' && c.seat === 'b'));
  assert.ok(session.toAnswer(session.offers.rematch));
  session.rematchOffer();
  assert.deepEqual({ ...socket.sent.at(-1), a: 0 }, { t: 'rematch', op: 'accept', a: 0 });
  socket.frame({ t: 'ev', v: 6, kind: 'rematch', seat: 'r', op: 'accept', room: 'NEWROOM', status: 'ended' });
  assert.ok(told.some((c) => c.type === 'rematch' && c.room === 'NEWROOM'));
  assert.ok(!session.canRematch, 'made already');
  session.close();

  // A device that was away hears of it from the snapshot.
  const late = openRoom('jungle', {
    seat: null,
    snap: snapshot('jungle', { status: 'ended', rematch_room: 'NEWROOM' }),
  });
  await Promise.resolve();
  assert.ok(late.told.some((c) => c.type === 'rematch' && c.room === 'NEWROOM'));
  late.session.close();
});

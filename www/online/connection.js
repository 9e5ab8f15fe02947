// One room's WebSocket, kept alive: it says `hello` with the seat token and the last event it
// saw, hands every server frame to its listener, reconnects at once when the page comes back
// (`online`, `visibilitychange`) and otherwise with backoff and jitter, and resends the
// actions the server has not acknowledged yet (the server acknowledges a resend again without
// storing it twice). No DOM: the page and `node --test` both use it.

/** Protocol version spoken with the server. */
export const PROTOCOL = 1;

/** Reconnection delays: doubled from the first up to the last, each with up to 30% jitter. */
const BACKOFF_MS = [500, 30_000];
/** A ping every so often keeps the server's lag measure fresh and notices a dead socket. */
const PING_MS = 10_000;

/**
 * @typedef {object} ConnectionOptions
 * @property {string} url        the socket's address (`wss://host/ws/<room>`)
 * @property {string} room       the room id
 * @property {string|null} token the seat token, or null to watch
 * @property {(frame: any) => void} onFrame      every frame from the server, parsed
 * @property {(state: 'connected'|'reconnecting'|'offline') => void} onState
 * @property {typeof WebSocket} [socket]         the WebSocket class (tests may pass another)
 * @property {{addEventListener: Function, removeEventListener: Function}|null} [events]
 *           where `online`/`visibilitychange` come from (the window), or null
 */

export class RoomConnection {
  /** @param {ConnectionOptions} options */
  constructor({
    url,
    room,
    token,
    onFrame,
    onState,
    socket = globalThis.WebSocket,
    events = globalThis.window ?? null,
  }) {
    this.url = url;
    this.room = room;
    this.token = token;
    this.onFrame = onFrame;
    this.onState = onState;
    this.Socket = socket;
    this.events = events;
    /** The last durable event number seen (sent as `since` on reconnect). */
    this.since = 0;
    /** Actions sent and not yet acknowledged, by ack id, in order: resent after a reconnect. */
    this.unacked = new Map();
    this.nextAck = 1;
    this.ws = null;
    this.welcomed = false;
    this.closed = false;
    this.attempt = 0;
    this.timer = null;
    this.pinger = null;
    this.state = 'reconnecting';
    this.onWake = () => {
      if (this.closed) return;
      if (globalThis.document?.visibilityState === 'hidden') return;
      if (!this.welcomed) this.#reconnectNow();
    };
    // The device says the network is gone: a socket would die anyway (often silently, after
    // a long timeout), so it is dropped now; moves made meanwhile wait as "sending…" and go
    // when the network is back (`online` reconnects at once).
    this.onOffline = () => {
      if (this.closed) return;
      this.#drop();
      this.#setState('offline');
    };
    this.events?.addEventListener('online', this.onWake);
    this.events?.addEventListener('offline', this.onOffline);
    globalThis.document?.addEventListener?.('visibilitychange', this.onWake);
    this.#open();
  }

  #setState(state) {
    if (this.state === state) return;
    this.state = state;
    this.onState(state);
  }

  #open() {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = null;
    let ws;
    try {
      ws = new this.Socket(this.url);
    } catch {
      this.#retry();
      return;
    }
    this.ws = ws;
    this.welcomed = false;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      const hello = { t: 'hello', room: this.room, proto: PROTOCOL };
      if (this.token) hello.token = this.token;
      if (this.since > 0) hello.since = this.since;
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (event) => {
      if (this.ws !== ws) return;
      let frame;
      try {
        frame = JSON.parse(String(event.data));
      } catch {
        return;
      }
      this.#receive(frame);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.welcomed = false;
      clearInterval(this.pinger);
      this.#retry();
    };
    ws.onerror = () => {
      // A close follows; it decides.
    };
  }

  #receive(frame) {
    if (typeof frame?.v === 'number' && (frame.t === 'ev' || frame.t === 'welcome')) {
      this.since = Math.max(this.since, frame.v);
    }
    if (frame.t === 'welcome') {
      this.welcomed = true;
      this.attempt = 0;
      this.#setState('connected');
      clearInterval(this.pinger);
      this.pinger = setInterval(() => this.#raw({ t: 'ping' }), PING_MS);
      this.onFrame(frame);
      // What was sent before the break goes again: the server acknowledges a resend once more.
      for (const action of this.unacked.values()) this.#raw(action);
      return;
    }
    if (frame.t === 'ack' || (frame.t === 'err' && frame.a !== undefined)) this.unacked.delete(frame.a);
    if (frame.t === 'shutdown') {
      // The server is stopping: come back a little after it says it will be back.
      this.#setState('reconnecting');
    }
    this.onFrame(frame);
  }

  #raw(frame) {
    if (this.ws && this.welcomed && this.ws.readyState === 1) this.ws.send(JSON.stringify(frame));
  }

  #retry() {
    if (this.closed) return;
    const offline = globalThis.navigator?.onLine === false;
    this.#setState(offline ? 'offline' : 'reconnecting');
    const [first, last] = BACKOFF_MS;
    const base = Math.min(last, first * 2 ** this.attempt);
    this.attempt += 1;
    const delay = base * (0.7 + Math.random() * 0.3);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.#open(), delay);
  }

  /** Forgets the current socket without waiting for it to close. */
  #drop() {
    const old = this.ws;
    this.ws = null;
    this.welcomed = false;
    clearInterval(this.pinger);
    try {
      old?.close();
    } catch {
      // Already gone.
    }
  }

  #reconnectNow() {
    clearTimeout(this.timer);
    this.timer = null;
    // Not welcomed: whatever the old socket is doing (opening while the network was down, or
    // already dead), a fresh one is quicker than waiting for it to fail.
    this.#drop();
    this.attempt = 0;
    this.#open();
  }

  /** Drops the socket and connects again at once (from `since`; 0 asks for a snapshot). */
  reconnect() {
    this.#reconnectNow();
  }

  /**
   * Sends a game action (`move`, `resign`, `abort`, `draw`, `claim`, `leave`) with a fresh ack
   * id; it is resent after a reconnect until the server answers it. Returns the ack id.
   */
  send(action) {
    const a = this.nextAck++;
    const frame = { ...action, a };
    this.unacked.set(a, frame);
    this.#raw(frame);
    return a;
  }

  /** Stops for good (leaving the room's page). */
  close() {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.pinger);
    this.events?.removeEventListener('online', this.onWake);
    this.events?.removeEventListener('offline', this.onOffline);
    globalThis.document?.removeEventListener?.('visibilitychange', this.onWake);
    const ws = this.ws;
    this.ws = null;
    try {
      ws?.close();
    } catch {
      // Already gone.
    }
  }
}

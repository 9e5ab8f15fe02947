// The rooms' HTTP API (crates/server/README.md): create a room, claim a seat, read a room's
// public summary, list the open games and take a seat in one, list the live public games. Every call resolves to the answer or to `{ error: {code, message} }`, with
// `offline` when the network is down, so the page can say plainly what happened.

/** The server's address for a path of the API (the site and the rooms share one origin). */
function url(path) {
  return new URL(path, globalThis.location?.href ?? 'http://localhost/').href;
}

async function call(method, path, body) {
  if (globalThis.navigator?.onLine === false) return { error: { code: 'offline', message: 'offline' } };
  let response;
  try {
    response = await fetch(url(path), {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      cache: 'no-store',
    });
  } catch (error) {
    return { error: { code: 'offline', message: String(error?.message ?? error) } };
  }
  if (response.status === 204) return {};
  let json = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (!response.ok) {
    const code = typeof json?.code === 'string' ? json.code : `http_${response.status}`;
    return { error: { code, message: typeof json?.message === 'string' ? json.message : response.statusText } };
  }
  return json ?? { error: { code: 'bad_answer', message: 'the server answered nothing readable' } };
}

/**
 * Creates a room: `{variant, clock: {base_s, inc_s}|null, seat: letter|'random', banners?, open?}` →
 * `{room, seat, token, invites: {letter: invite}}`.
 */
export function createRoom(request) {
  return call('POST', 'api/rooms', request);
}

/** Claims a free seat with an invite → `{seat, token}`. */
export function claimSeat(room, invite) {
  return call('POST', `api/rooms/${encodeURIComponent(room)}/claim`, { invite });
}

/** Takes a free seat of an open game (no invite) → `{seat, token}`. */
export function takeSeat(room) {
  return call('POST', `api/open/${encodeURIComponent(room)}/take`, {});
}

/**
 * The open games waiting for players, newest first →
 * `{games: [{room, variant, clock, creator, free, created_at}], next?}`.
 */
export function openGames() {
  return call('GET', 'api/open');
}

/**
 * The live public games, newest first →
 * `{games: [{room, variant, clock, seats: [letter], plies, created_at}], next?}`.
 */
export function liveGames() {
  return call('GET', 'api/live');
}

/** A room's public summary → `{variant, status, seats, clock, result?, to_move?, clocks?, plies}`. */
export function roomSummary(room) {
  return call('GET', `api/rooms/${encodeURIComponent(room)}`);
}

/** The server's VAPID public key for push subscriptions → `{key}`. */
export function pushKey() {
  return call('GET', 'api/push/key');
}

/** Has the seat of `token` notified through `subscription` (a PushSubscription's JSON) → `{}`. */
export function subscribePush(room, token, subscription, lang) {
  return call('PUT', `api/rooms/${encodeURIComponent(room)}/push`, { token, subscription, lang });
}

/** Stops notifying the seat of `token` → `{}`. */
export function unsubscribePush(room, token) {
  return call('DELETE', `api/rooms/${encodeURIComponent(room)}/push`, { token });
}

/** The WebSocket address of a room. */
export function socketUrl(room) {
  const address = new URL(`ws/${encodeURIComponent(room)}`, globalThis.location?.href ?? 'http://localhost/');
  address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:';
  return address.href;
}

/** The page's links to a room (in the hash, so no server log sees the secrets). */
export function roomLink(room, { invite = null, token = null } = {}) {
  const base = `${globalThis.location?.origin ?? ''}${globalThis.location?.pathname ?? '/'}#/r/${room}`;
  if (invite) return `${base}/j/${invite}`;
  if (token) return `${base}/s/${token}`;
  return base;
}

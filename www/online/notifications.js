// "Your move" notifications for a seat held on this device (Web Push, through the service
// worker): asked for only when it helps — after creating or joining a room, and from the room's
// menu — never on page load. Turning them on asks the browser's permission, subscribes the
// worker's push manager with the server's key and gives the subscription to the server with
// the seat token; turning them off tells the server to forget it.

import { pushKey, subscribePush, unsubscribePush } from './api.js';
import { heldSeat, setSeatPush } from './seats.js';
import { language } from '../ui/i18n.js';

/** Whether this browser can be notified (service worker, Push API, notifications). */
export function notificationsSupported() {
  return 'serviceWorker' in navigator && 'PushManager' in globalThis && 'Notification' in globalThis;
}

/** A VAPID key in base64url as the bytes `applicationServerKey` takes. */
function keyBytes(base64url) {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/**
 * Turns notifications on for the seat this device holds in `room`. Resolves to `on`, or to
 * `{problem: 'unsupported'|'denied'|'failed', message?}`.
 * @param {string} room
 */
export async function enableNotifications(room) {
  const held = heldSeat(room);
  if (!held || !notificationsSupported()) return { problem: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    setSeatPush(room, 'off');
    return { problem: 'denied' };
  }
  const key = await pushKey();
  if (key.error) return { problem: 'failed', message: key.error.message };
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.key) }));
    const answer = await subscribePush(room, held.token, subscription.toJSON(), language());
    if (answer.error) return { problem: 'failed', message: answer.error.message };
  } catch (error) {
    return { problem: 'failed', message: String(error?.message ?? error) };
  }
  setSeatPush(room, 'on');
  return 'on';
}

/** Turns notifications off for the seat held in `room` (the server forgets the subscription). */
export async function disableNotifications(room) {
  const held = heldSeat(room);
  if (!held) return;
  setSeatPush(room, 'off');
  await unsubscribePush(room, held.token);
}

/** Tells the service worker which rooms wait for this device's move (the app's badge). */
export function reportMovesWaiting(rooms) {
  navigator.serviceWorker?.controller?.postMessage({ type: 'MOVES_WAITING', rooms });
  const badge = /** @type {any} */ (navigator);
  if (!badge.setAppBadge) return;
  (rooms.length ? badge.setAppBadge(rooms.length) : badge.clearAppBadge()).catch(() => {});
}

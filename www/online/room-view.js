// The seat an online room's board shows at the bottom on this device once its player (or a
// watcher) has turned it by hand, remembered per room across reloads (`tahta.v1.roomViews`:
// room → `{bottom, at}`). Only the newest rooms are kept, so the record stays small however many
// rooms this browser has seen. A corrupt record reads as none and disturbs nothing else.

import { readJson, writeJson } from '../platform/storage.js';
import { isCapability } from './seats.js';

const KEY = 'roomViews';
/** How many rooms' choices are kept (the newest). */
const KEEP = 50;

/** Every remembered choice, `{room: {bottom, at}}`, the unreadable ones left out. */
function choices() {
  const value = readJson(KEY);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const kept = {};
  for (const [room, choice] of Object.entries(value)) {
    if (!isCapability(room) || typeof choice?.bottom !== 'string' || choice.bottom.length !== 1) continue;
    kept[room] = { bottom: choice.bottom, at: Number(choice.at) || 0 };
  }
  return kept;
}

/** The seat letter this browser last turned `room`'s board to, or null. */
export function rememberedBottom(room) {
  return choices()[room]?.bottom ?? null;
}

/** Remembers that `room`'s board shows `letter`'s seat at the bottom on this device. */
export function rememberBottom(room, letter) {
  const all = choices();
  all[room] = { bottom: String(letter), at: Date.now() };
  const newest = Object.entries(all)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, KEEP);
  writeJson(KEY, Object.fromEntries(newest));
}

// What an address says: its path's parts and its parameters, and which lessons or puzzles it
// names. The router (app.js) decides what to show from these.

import { GAMES } from '../engine/variants.js';

/** `#/jungle?position=…` → `{ parts: ['jungle'], params: URLSearchParams }`. */
export function parseHash(hash) {
  const text = hash.replace(/^#/, '');
  const q = text.indexOf('?');
  const path = q >= 0 ? text.slice(0, q) : text;
  const query = q >= 0 ? text.slice(q + 1) : '';
  let params;
  try {
    params = new URLSearchParams(query);
  } catch {
    params = new URLSearchParams();
  }
  return { parts: path.split('/').filter(Boolean), params };
}

/** `#/learn/<variant>[/<lesson>]` or `#/puzzles/<variant>`: `{ kind, variant, lessonId }`, or null. */
export function learnRoute(parts) {
  const [kind, variant, lesson] = parts;
  if (!GAMES.includes(variant)) return null;
  if (kind === 'learn' && parts.length <= 3) return { kind, variant, lessonId: lesson ?? null };
  if (kind === 'puzzles' && parts.length === 2) return { kind, variant, lessonId: null };
  return null;
}

// Benlik's memory: its learned evaluation weights, one localStorage record per game, and the
// plain-words summary of how they differ from the engine's base weights.
//
// Key `tahta.benlik.v1.<variant>`, value
//   { "version": 1, "variant": "jungle", "games": N, "weights": [...], "features": [ids...] }
// A record is used only if it parses, names this variant and distinct feature ids (at least one
// of the engine's), and the engine accepts its weights, matched to its features by id
// (`checkWeights`: finite, within 30% of the base). A feature the record does not name starts
// from its base weight, so what was learned survives a change of the feature list. Anything
// else is reported as unreadable and replaced by the base weights; no other key is touched.
// Storage that throws (private mode, quota) never stops a game.

import { t, has, known, intlLocale } from '../ui/i18n.js';

export const BENLIK_PREFIX = 'tahta.benlik.v1.';
const VERSION = 1;

export function benlikKey(variant) {
  return BENLIK_PREFIX + variant;
}

/** The engine's features of a session as `{ ids, base }`, or null if it cannot say. */
export function featuresOf(session) {
  const list = session.features();
  if (!Array.isArray(list) || list.length === 0) return null;
  return { ids: list.map((f) => String(f.id)), base: list.map((f) => Number(f.base)) };
}

/**
 * Reads Benlik's record for the session's variant.
 * Returns `{ status, weights, games }`: status `absent` (nothing stored: base weights),
 * `ok`, `corrupt` (unusable record: base weights) or `unavailable` (storage cannot be read).
 */
export function loadBenlik(session) {
  const variant = session.variant;
  const features = featuresOf(session);
  const base = { weights: features ? features.base.slice() : [], games: 0 };
  let text;
  try {
    text = localStorage.getItem(benlikKey(variant));
  } catch {
    return { status: 'unavailable', ...base };
  }
  if (text === null) return { status: 'absent', ...base };
  const record = parseRecord(text, variant, features, session);
  if (!record) return { status: 'corrupt', ...base };
  return { status: 'ok', weights: record.weights, games: record.games };
}

function parseRecord(text, variant, features, session) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!features || !value || typeof value !== 'object' || Array.isArray(value)) return null;
  if (value.version !== VERSION || value.variant !== variant) return null;
  const { games, weights: stored, features: ids } = value;
  if (!Number.isSafeInteger(games) || games < 0) return null;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return null;
  if (new Set(ids).size !== ids.length) return null;
  if (!Array.isArray(stored) || stored.length !== ids.length) return null;
  if (!stored.every((w) => typeof w === 'number' && Number.isFinite(w))) return null;
  // Weights are matched by feature id, so a record saved before the engine gained, lost or
  // reordered features keeps what it learned: a feature it does not name starts from its base
  // weight. A record naming none of the engine's features is someone else's.
  const position = new Map(ids.map((id, i) => [id, i]));
  if (!features.ids.some((id) => position.has(id))) return null;
  const weights = features.ids.map((id, i) => (position.has(id) ? stored[position.get(id)] : features.base[i]));
  const problem = session.checkWeights(weights);
  if (problem !== null) return null;
  return { games, weights };
}

/** Stores Benlik's record; returns true if it was stored. */
export function saveBenlik(session, weights, games) {
  const features = featuresOf(session);
  if (!features) return false;
  const record = {
    version: VERSION,
    variant: session.variant,
    games,
    weights: Array.from(weights, Number),
    features: features.ids,
  };
  try {
    localStorage.setItem(benlikKey(session.variant), JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/** Forgets what Benlik learned in one game (`variant`) or in every game (null). True if done. */
export function resetBenlik(variant = null) {
  try {
    if (variant) {
      localStorage.removeItem(benlikKey(variant));
      return true;
    }
    const keys = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(BENLIK_PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * How `weights` differ from `base`, largest first: `[{ id, percent }]`, changes under 0.05%
 * left out (as the engine's `benlik::changes`).
 */
export function changes(ids, base, weights) {
  const list = [];
  ids.forEach((id, i) => {
    const b = base[i];
    const w = weights[i];
    if (!b || !Number.isFinite(w)) return;
    const percent = ((w - b) / Math.abs(b)) * 100;
    if (Math.abs(percent) >= 0.05) list.push({ id, percent, index: i });
  });
  list.sort((a, b) => Math.abs(b.percent) - Math.abs(a.percent) || a.index - b.index);
  return list.map(({ id, percent }) => ({ id, percent }));
}

/** "2.1%" / "%2,1": a percentage in the UI language, one decimal. */
export function formatPercent(value) {
  const number = Math.abs(value).toLocaleString(intlLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return t('benlik.percent', { n: number });
}

/**
 * One change in plain words: "values rooks 2.1% more", "merkeze %1,4 daha az önem veriyor".
 *
 * Phrases are found by feature id, in this order (add a key to ui/i18n.js to extend the table):
 *   0. `benlik.f.<variant>.<id>` — a phrase for this feature of one game only;
 *   1. `benlik.f.<id>` — a phrase for exactly this feature;
 *   2. `material.<piece>` — `benlik.material` with the piece's name (`piece.<piece>`, its plural
 *      `piece.<piece>.pl` in English, its dative `piece.<piece>.dat` in Turkish);
 *   3. `benlik.generic` with the id itself.
 * Each phrase may use {pct} (the formatted percentage) and {more} (`benlik.more`/`benlik.less`).
 */
export function describeChange({ id, percent }, variant = '') {
  const params = { pct: formatPercent(percent), more: t(percent >= 0 ? 'benlik.more' : 'benlik.less'), id };
  for (const key of [`benlik.f.${variant}.${id}`, `benlik.f.${id}`]) {
    if (known(key)) return t(key, params);
  }
  const m = /^material\.(\w+)$/.exec(id);
  if (m && known(`piece.${m[1]}`)) {
    const piece = m[1];
    const name = t(`piece.${piece}`);
    // The dative where the language has one (Turkish: "file … değer veriyor").
    return t('benlik.material', {
      ...params,
      piece: name,
      pieceDat: has(`piece.${piece}.dat`) ? t(`piece.${piece}.dat`) : name,
    });
  }
  return t('benlik.generic', params);
}

/** The summary the player sees: up to `limit` changes, largest first, in words. */
export function summary(ids, base, weights, variant = '', limit = 5) {
  return changes(ids, base, weights)
    .slice(0, limit)
    .map((change) => describeChange(change, variant));
}

/** How many finished games Benlik has learned from in `variant` (0 if none or unreadable). */
export function benlikGames(variant) {
  try {
    const value = JSON.parse(localStorage.getItem(benlikKey(variant)) ?? 'null');
    if (value?.version === VERSION && value.variant === variant && Number.isSafeInteger(value.games)) {
      return Math.max(0, value.games);
    }
  } catch {
    // Unreadable: nothing learned that can be used.
  }
  return 0;
}

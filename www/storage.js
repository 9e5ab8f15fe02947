// localStorage under versioned keys. Every read is checked: a missing, corrupt or foreign value
// reads as null and never disturbs the other keys. Writes that fail (private mode, quota) are
// dropped silently: the app works without storage.

const PREFIX = 'tahta.v1.';

function read(key) {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    if (value === null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Not stored; nothing else depends on it.
  }
}

/**
 * The saved game in progress of a variant: `{ start, moves, seating }` (start: the position
 * string it began from, '' for the usual start), or null.
 */
export function loadGame(variant) {
  const value = read(`game.${variant}`);
  if (!value || typeof value !== 'object') return null;
  const { start, moves, seating } = value;
  if (typeof start !== 'string' || !Array.isArray(moves) || moves.length === 0) return null;
  if (!moves.every((m) => typeof m === 'string' && m.length < 32)) return null;
  return { start, moves, seating: seating === 'face' ? 'face' : 'side' };
}

/** Saves (or, with null, forgets) the game in progress of a variant. */
export function saveGame(variant, game) {
  write(`game.${variant}`, game);
}

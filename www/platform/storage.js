// localStorage under versioned keys. Every read is checked: a missing, corrupt or foreign value
// reads as null and never disturbs the other keys. Writes that fail (private mode, quota) are
// dropped silently: the app works without storage.

const PREFIX = 'tahta.v1.';

/**
 * A setting stored as plain text under `tahta.v1.<key>` (language, board preferences), or null
 * when missing or unreadable.
 * @param {string} key
 */
export function readText(key) {
  try {
    return localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

/** Stores (or with null removes) a plain-text setting; false when storage refused it. */
export function writeText(key, value) {
  try {
    if (value === null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, value);
    return true;
  } catch {
    return false;
  }
}

/** The full localStorage key of a setting (for modules that keep records of their own). */
export function storageKey(key) {
  return PREFIX + key;
}

/** A JSON value stored under `tahta.v1.<key>`, or null when missing or corrupt. */
export function readJson(key) {
  return read(key);
}

/** Stores a JSON value (null removes it); false when storage refused it. */
export function writeJson(key, value) {
  return write(key, value);
}

/** The keys (without the prefix) that start with `start`, e.g. every online room's. */
export function keysWith(start) {
  const found = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX + start)) found.push(key.slice(PREFIX.length));
    }
  } catch {
    // No storage: nothing held.
  }
  return found;
}

/** The JSON value under `tahta.v1.<key>`, or null when missing or corrupt. */
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
    return true;
  } catch {
    // Not stored; nothing else depends on it.
    return false;
  }
}

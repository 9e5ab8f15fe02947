// The screen stays on while a game is in progress (Screen Wake Lock API, where the browser has
// it). The app says what it wants — `holdWakeLock()` while a game is under way,
// `releaseWakeLock()` when it ends or the player leaves the game screen — and this module keeps
// the lock in step: the browser drops the lock whenever the page is hidden, so it is asked for
// again when the page becomes visible. Nothing here throws: without the API, or when the
// browser refuses (battery saver, permissions), the game simply goes on.

let wanted = false;
let sentinel = null; // the WakeLockSentinel held, if any
let requesting = false;

function api() {
  try {
    const lock = typeof navigator !== 'undefined' ? navigator.wakeLock : null;
    return lock && typeof lock.request === 'function' ? lock : null;
  } catch {
    return null;
  }
}

function mark(state) {
  try {
    document.documentElement.dataset.wakeLock = state;
  } catch {
    // No document (a worker): nothing to show.
  }
}

async function acquire() {
  if (!wanted || sentinel || requesting) return;
  if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return;
  const lock = api();
  if (!lock) return;
  requesting = true;
  let got = null;
  try {
    got = await lock.request('screen');
  } catch {
    got = null; // refused: not an error for the player
  }
  requesting = false;
  if (!got) return;
  if (!wanted) {
    // The game ended while the request was under way.
    drop(got);
    return;
  }
  sentinel = got;
  mark('held');
  try {
    got.addEventListener?.('release', () => {
      if (sentinel !== got) return;
      // Released by the browser (the page was hidden): asked for again when visible.
      sentinel = null;
      mark('released');
    });
  } catch {
    // A sentinel without events: we release it ourselves.
  }
}

function drop(lock) {
  try {
    const done = lock.release?.();
    if (done && typeof done.catch === 'function') done.catch(() => {});
  } catch {
    // Already released.
  }
}

/** A game is in progress: keep the screen on (now, and again whenever the page comes back). */
export function holdWakeLock() {
  wanted = true;
  acquire();
}

/** No game in progress (it ended, or the player left the game screen): let the screen dim. */
export function releaseWakeLock() {
  wanted = false;
  const lock = sentinel;
  sentinel = null;
  if (lock) {
    drop(lock);
    mark('released');
  }
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') acquire();
  });
}

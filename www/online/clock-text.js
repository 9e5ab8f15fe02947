// A clock's reading as players expect it: `4:59`, `1:02:03` past an hour, and tenths in the
// last ten seconds (`0:07.4`).

/** @param {number} ms  remaining milliseconds (negative reads as 0) */
export function formatClock(ms) {
  const left = Math.max(0, ms);
  if (left < 10_000) {
    const tenths = Math.floor(left / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const seconds = Math.floor(left / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

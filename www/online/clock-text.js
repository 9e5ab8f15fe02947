// A clock's reading as players expect it: `4:59`, `1:02:03` past an hour, and tenths in the
// last ten seconds (`0:07.4`). A game by days reads in days and hours (`2 d 5 h`), then hours
// and minutes (`5 h 12 min`), and in its last hour as a live clock does.

import { t, tn, intlLocale } from '../ui/i18n.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

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

/**
 * A clock of a game by days: whole days and hours, then hours and minutes.
 * @param {number} ms  remaining milliseconds (negative reads as 0)
 */
export function formatDaysClock(ms) {
  const left = Math.max(0, ms);
  if (left >= DAY_MS) {
    return t('online.clockDays', { d: Math.floor(left / DAY_MS), h: Math.floor((left % DAY_MS) / HOUR_MS) });
  }
  if (left >= HOUR_MS) {
    return t('online.clockHours', { h: Math.floor(left / HOUR_MS), m: Math.floor((left % HOUR_MS) / 60_000) });
  }
  return formatClock(left);
}

/**
 * The wall-clock time `ms` from now, as a move's due time: weekday, date and time in the
 * page's language (`Fri 5 Dec, 14:05`).
 * @param {number} ms  milliseconds from now
 * @param {number} [now]  Unix milliseconds now
 */
export function formatDue(ms, now = Date.now()) {
  return new Intl.DateTimeFormat(intlLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(now + Math.max(0, ms)));
}

/**
 * A time control in words: `5+3`, `1 day`, `3 days`; none: the words for no clock.
 * @param {{base_s?: number, inc_s?: number, days?: number}|null} clock
 */
export function clockName(clock) {
  if (!clock) return t('online.noClock');
  if (clock.days) return tn('online.days', clock.days);
  return `${Math.round((clock.base_s ?? 0) / 60)}+${clock.inc_s ?? 0}`;
}

// How clocks read (www/online/clock-text.js): a live clock in minutes and seconds, a game by days
// in days and hours, then hours and minutes, and its name in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCatalogs } from '../catalogs.mjs';
import { formatClock, formatDaysClock, clockName } from '../../www/online/clock-text.js';

const { setLanguage } = await loadCatalogs();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

test('a game by days reads in days and hours, then hours and minutes, then as a live clock', async () => {
  await setLanguage('en');
  assert.equal(formatDaysClock(2 * DAY + 5 * HOUR + 59 * MIN), '2 d 5 h');
  assert.equal(formatDaysClock(DAY), '1 d 0 h');
  assert.equal(formatDaysClock(DAY - 1), '23 h 59 min');
  assert.equal(formatDaysClock(5 * HOUR + 12 * MIN + 30_000), '5 h 12 min');
  assert.equal(formatDaysClock(HOUR - 1000), formatClock(HOUR - 1000));
  assert.equal(formatDaysClock(-5), '0:00.0');
  await setLanguage('tr');
  assert.equal(formatDaysClock(2 * DAY + 5 * HOUR), '2 g 5 sa');
  assert.equal(formatDaysClock(5 * HOUR + 12 * MIN), '5 sa 12 dk');
  await setLanguage('en');
});

test('a time control is named in words', async () => {
  await setLanguage('en');
  assert.equal(clockName({ days: 1 }), '1 day');
  assert.equal(clockName({ days: 3 }), '3 days');
  assert.equal(clockName({ base_s: 300, inc_s: 3 }), '5+3');
  assert.equal(clockName(null), 'None');
  await setLanguage('tr');
  assert.equal(clockName({ days: 1 }), '1 gün');
  assert.equal(clockName({ days: 14 }), '14 gün');
  await setLanguage('ru');
  assert.equal(clockName({ days: 1 }), '1 день');
  assert.equal(clockName({ days: 3 }), '3 дня');
  assert.equal(clockName({ days: 5 }), '5 дней');
  assert.equal(formatDaysClock(2 * DAY + 5 * HOUR), '2 д 5 ч');
  await setLanguage('en');
});

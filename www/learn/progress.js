// What this browser remembers of the lessons and puzzles, one key per game so that one game's
// record cannot spoil another's:
//   tahta.v1.learn.<variant>    { v: 1, stars: { <lesson id>: [stars of task 1, 2, …] } }
//   tahta.v1.puzzles.<variant>  { v: 1, rating, streak, best, solved: [id…], tried: [id…] }
// A value that cannot be read is reported (`lost`), kept aside under `<key>.unreadable` before
// anything is written over it, and replaced by a fresh record; the other keys are not touched.

import { readText, writeText } from '../platform/storage.js';

/** A player's puzzle rating before any puzzle. */
export const START_RATING = 1000;
/** How far one puzzle moves the rating at most (the Elo system's K). */
export const RATING_STEP = 32;

/**
 * A record read from storage: `{ value, lost }`, `lost` true when there was something that
 * could not be read. `check(parsed)` returns the record, or null when it is not one.
 */
function readRecord(key, fresh, check) {
  const text = readText(key);
  if (text === null) return { value: fresh(), lost: false };
  let value = null;
  try {
    value = check(JSON.parse(text));
  } catch {
    value = null;
  }
  if (value) return { value, lost: false };
  // Kept aside, once, so a later write loses nothing the player might want back.
  if (readText(`${key}.unreadable`) === null) writeText(`${key}.unreadable`, text);
  return { value: fresh(), lost: true };
}

const isStars = (n) => Number.isInteger(n) && n >= 0 && n <= 3;
const isId = (s) => typeof s === 'string' && /^[0-9a-f]{8}$/.test(s);

/** The stars earned in the lessons of one game. */
export class LessonProgress {
  /** @param {string} variant */
  constructor(variant) {
    this.key = `learn.${variant}`;
    const { value, lost } = readRecord(
      this.key,
      () => ({ v: 1, stars: {} }),
      (data) => {
        if (data?.v !== 1 || typeof data.stars !== 'object' || data.stars === null || Array.isArray(data.stars))
          return null;
        const ok = Object.values(data.stars).every((list) => Array.isArray(list) && list.every(isStars));
        return ok ? { v: 1, stars: data.stars } : null;
      },
    );
    this.data = value;
    /** True when the stored record could not be read (the page says so). */
    this.lost = lost;
  }

  /** The stars of each task of a lesson (0: not done yet). */
  starsOf(lessonId, tasks) {
    const kept = Object.hasOwn(this.data.stars, lessonId) ? this.data.stars[lessonId] : [];
    return Array.from({ length: tasks }, (_, i) => kept[i] ?? 0);
  }

  /** Records `stars` for a task, keeping the best earned so far. */
  record(lessonId, task, stars) {
    const list = Object.hasOwn(this.data.stars, lessonId) ? this.data.stars[lessonId].slice() : [];
    while (list.length <= task) list.push(0);
    list[task] = Math.max(list[task], stars);
    this.data.stars[lessonId] = list;
    writeText(this.key, JSON.stringify(this.data));
  }
}

/** The player's puzzles of one game: rating, streak, the puzzles solved and tried. */
export class PuzzleProgress {
  /** @param {string} variant */
  constructor(variant) {
    this.key = `puzzles.${variant}`;
    const fresh = () => ({
      v: 1,
      rating: START_RATING,
      streak: 0,
      best: 0,
      solved: [],
      tried: [],
    });
    const { value, lost } = readRecord(this.key, fresh, (data) => {
      const whole = (n) => Number.isInteger(n) && n >= 0 && n < 10000;
      if (data?.v !== 1 || !whole(data.rating) || !whole(data.streak) || !whole(data.best)) return null;
      if (!Array.isArray(data.solved) || !data.solved.every(isId)) return null;
      if (!Array.isArray(data.tried) || !data.tried.every(isId)) return null;
      return data;
    });
    this.data = value;
    this.lost = lost;
  }

  get rating() {
    return this.data.rating;
  }

  get streak() {
    return this.data.streak;
  }

  /** Whether the puzzle `id` was solved here. */
  solved(id) {
    return this.data.solved.includes(id);
  }

  /** Whether the puzzle `id` was tried here (solved or missed). */
  tried(id) {
    return this.data.tried.includes(id);
  }

  /**
   * Records a try of a puzzle rated `puzzleRating`: solved or not, and whether help (a hint,
   * the solution) was taken, which leaves the rating and the streak as they are for a solve.
   * Returns the rating's change.
   */
  record(id, puzzleRating, { solved, helped = false }) {
    const d = this.data;
    const before = d.rating;
    if (!d.tried.includes(id)) d.tried.push(id);
    if (solved && !d.solved.includes(id)) d.solved.push(id);
    if (!solved || !helped) {
      const expected = 1 / (1 + 10 ** ((puzzleRating - d.rating) / 400));
      d.rating = Math.max(100, Math.round(d.rating + RATING_STEP * ((solved ? 1 : 0) - expected)));
      d.streak = solved ? d.streak + 1 : 0;
      d.best = Math.max(d.best, d.streak);
    }
    writeText(this.key, JSON.stringify(d));
    return d.rating - before;
  }
}

/**
 * The next puzzle for a player rated `rating`: among those not tried here (all of them again
 * once every one was), the one whose rating is nearest, the file's order breaking ties, so the
 * same progress always gives the same next puzzle. Null for an empty list.
 * @param {import('./data.js').Puzzle[]} puzzles
 */
export function nextPuzzle(puzzles, progress) {
  const fresh = puzzles.filter((p) => !progress.tried(p.id));
  const pool = fresh.length ? fresh : puzzles.filter((p) => !progress.solved(p.id));
  const from = pool.length ? pool : puzzles;
  let best = null;
  for (const p of from) {
    if (!best || Math.abs(p.rating - progress.rating) < Math.abs(best.rating - progress.rating)) best = p;
  }
  return best;
}

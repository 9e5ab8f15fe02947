// What the lessons and puzzles keep in this browser (www/learn/progress.js) under node's test
// runner, on a localStorage of the test's own: the best stars kept, the puzzle rating moved as
// the Elo system moves it and left alone after help, the next puzzle nearest the rating, and a
// record that cannot be read reported, kept aside and replaced without touching another key.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';

/** A localStorage in memory. */
class MemoryStorage {
  #items = new Map();
  get length() {
    return this.#items.size;
  }
  key(i) {
    return [...this.#items.keys()][i] ?? null;
  }
  getItem(key) {
    return this.#items.has(key) ? this.#items.get(key) : null;
  }
  setItem(key, value) {
    this.#items.set(key, String(value));
  }
  removeItem(key) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
}
globalThis.localStorage = new MemoryStorage();

const { LessonProgress, PuzzleProgress, nextPuzzle, START_RATING } = await import('../../www/learn/progress.js');

beforeEach(() => localStorage.clear());

test('a task keeps the best stars earned, per game', () => {
  const jungle = new LessonProgress('jungle');
  assert.equal(jungle.lost, false);
  assert.deepEqual(jungle.starsOf('rat', 2), [0, 0]);
  jungle.record('rat', 1, 2);
  jungle.record('rat', 1, 3);
  jungle.record('rat', 1, 1);
  assert.deepEqual(new LessonProgress('jungle').starsOf('rat', 2), [0, 3]);
  assert.deepEqual(new LessonProgress('hex').starsOf('rat', 2), [0, 0]);
});

test('a record that cannot be read is said, kept aside once and replaced; other keys stay', () => {
  for (const bad of ['{"v":1,"stars":{"rat":[3,', '{"v":2,"stars":{}}', '{"v":1,"stars":{"rat":[4]}}', '[]', 'null']) {
    localStorage.clear();
    localStorage.setItem('tahta.v1.learn.jungle', bad);
    localStorage.setItem('tahta.v1.learn.hex', '{"v":1,"stars":{"king":[3]}}');
    const progress = new LessonProgress('jungle');
    assert.equal(progress.lost, true, bad);
    assert.deepEqual(progress.starsOf('rat', 1), [0]);
    progress.record('rat', 0, 2);
    assert.equal(localStorage.getItem('tahta.v1.learn.jungle.unreadable'), bad);
    assert.deepEqual(JSON.parse(localStorage.getItem('tahta.v1.learn.jungle')).stars, { rat: [2] });
    assert.deepEqual(new LessonProgress('hex').starsOf('king', 1), [3]);
    // Read again, the new record is fine, and what was kept aside is not overwritten.
    localStorage.setItem('tahta.v1.learn.jungle', 'garbage');
    assert.equal(new LessonProgress('jungle').lost, true);
    assert.equal(localStorage.getItem('tahta.v1.learn.jungle.unreadable'), bad);
  }
  localStorage.setItem('tahta.v1.puzzles.hex', '{"v":1,"rating":-5,"streak":0,"best":0,"solved":[],"tried":[]}');
  assert.equal(new PuzzleProgress('hex').lost, true);
  assert.equal(new PuzzleProgress('hex').rating, START_RATING);
});

test('the rating moves as the Elo system does; help leaves it and the streak as they were', () => {
  const p = new PuzzleProgress('jungle');
  assert.equal(p.rating, 1000);
  // Against an equal rating the expectation is one half: ±16.
  assert.equal(p.record('aaaaaaaa', 1000, { solved: true }), 16);
  assert.equal(p.streak, 1);
  // A much harder puzzle solved gains nearly the whole step; an easy one missed loses it.
  assert.equal(p.record('bbbbbbbb', 1816, { solved: true }), 32);
  assert.equal(p.record('cccccccc', 300, { solved: false }), -32);
  assert.equal(p.streak, 0);
  assert.equal(p.record('dddddddd', 1000, { solved: true, helped: true }), 0);
  assert.equal(p.streak, 0);
  const kept = new PuzzleProgress('jungle');
  assert.equal(kept.rating, 1016);
  assert.deepEqual(kept.data.solved, ['aaaaaaaa', 'bbbbbbbb', 'dddddddd']);
  assert.deepEqual(kept.data.tried, ['aaaaaaaa', 'bbbbbbbb', 'cccccccc', 'dddddddd']);
  assert.equal(kept.data.best, 2);
});

test('the next puzzle is the untried one nearest the rating, then the unsolved, then any', () => {
  const puzzles = [
    { id: '00000001', rating: 700 },
    { id: '00000002', rating: 1100 },
    { id: '00000003', rating: 900 },
    { id: '00000004', rating: 1500 },
  ];
  const p = new PuzzleProgress('hex');
  // 900 and 1100 are as near to 1000: the file's order decides.
  assert.equal(nextPuzzle(puzzles, p).id, '00000002');
  p.record('00000002', 1100, { solved: false });
  assert.equal(nextPuzzle(puzzles, p).id, '00000003');
  for (const z of puzzles) p.record(z.id, z.rating, { solved: z.id !== '00000004' });
  assert.equal(nextPuzzle(puzzles, p).id, '00000004');
  p.record('00000004', 1500, { solved: true });
  assert.ok(nextPuzzle(puzzles, p));
  assert.equal(nextPuzzle([], p), null);
});

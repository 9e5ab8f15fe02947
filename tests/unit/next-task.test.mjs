// Sliced work (www/platform/next-task.js) under node's test runner, on a clock the test moves: work runs
// on until a slice has used its budget and only then pauses; it is given up at a pause once no
// longer wanted; run at once, the same work never pauses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nextTask, runAtOnce, runInSlices } from '../../www/platform/next-task.js';

/** Work of `steps` steps of `stepMs` each on `clock`, noting each step and where it stopped. */
function* steps(clock, log, count, stepMs) {
  try {
    for (let i = 0; i < count; i++) {
      clock.now += stepMs;
      log.push(i);
      yield;
    }
    return 'finished';
  } finally {
    log.push('end');
  }
}

test('work pauses once per spent budget, not at every yield, and returns what it returns', async () => {
  const clock = { now: 0 };
  const log = [];
  const result = await runInSlices(steps(clock, log, 10, 3), {
    budgetMs: 8,
    now: () => clock.now,
    pause: async () => log.push('pause'),
  });
  assert.deepEqual(result, { done: true, value: 'finished' });
  // 3 ms a step: a slice reaches 8 ms at its third step.
  assert.deepEqual(log, [0, 1, 2, 'pause', 3, 4, 5, 'pause', 6, 7, 8, 'pause', 9, 'end']);
});

test('a step longer than the budget is a slice of its own', async () => {
  const clock = { now: 0 };
  const log = [];
  await runInSlices(steps(clock, log, 3, 20), {
    budgetMs: 8,
    now: () => clock.now,
    pause: async () => log.push('pause'),
  });
  assert.deepEqual(log, [0, 'pause', 1, 'pause', 2, 'pause', 'end']);
});

test('work no longer wanted at a pause is given up, its finally run, and nothing more done', async () => {
  const clock = { now: 0 };
  const log = [];
  let pauses = 0;
  const result = await runInSlices(steps(clock, log, 10, 5), {
    budgetMs: 8,
    now: () => clock.now,
    pause: async () => {
      pauses += 1;
    },
    wanted: () => pauses < 2,
  });
  assert.deepEqual(result, { done: false });
  assert.deepEqual(log, [0, 1, 2, 3, 'end']);
});

test("run at once, the same work goes to its end in the caller's task", () => {
  const clock = { now: 0 };
  const log = [];
  assert.equal(runAtOnce(steps(clock, log, 4, 50)), 'finished');
  assert.deepEqual(log, [0, 1, 2, 3, 'end']);
});

test('nextTask resolves after what is already queued, and keeps nothing waiting after it', async () => {
  const order = [];
  queueMicrotask(() => order.push('microtask'));
  const task = nextTask().then(() => order.push('next task'));
  order.push('now');
  await task;
  assert.deepEqual(order, ['now', 'microtask', 'next task']);
  // Many in a row: none is held back, as nested timers are, and the test process ends after.
  for (let i = 0; i < 50; i++) await nextTask();
});

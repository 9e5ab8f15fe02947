// Yielding the page's thread between parts of a long piece of work, so that each part is a task
// of its own (a phone answers a tap between two tasks, not within one).
//
// Long work is written as a generator that yields wherever it may pause (after each cell drawn,
// each piece placed). `runInSlices` runs it over as many tasks as it needs, each about
// `SLICE_MS` long whatever the device's pace; `runAtOnce` runs the same code to its end in the
// caller's task, for the times a pause would be wrong (a board redrawn after a move).

/**
 * How long one slice of sliced work runs before the page's thread is let go. A task under 50 ms
 * is not "long" (what a phone's user notices, what Lighthouse counts as blocking time); Lighthouse
 * simulates a phone four times slower than the machine it watches, so a slice must stay well
 * under 12.5 ms there, and on a real phone this keeps a tap answered within a frame or two.
 */
export const SLICE_MS = 8;

/**
 * Resolves in a task of its own, once the page's thread has had the chance to do anything else:
 * a message to oneself, which every browser runs as a plain new task. Not `setTimeout(0)`:
 * browsers hold a timer set from inside a fifth nested timer back by 4 ms, which a build of many
 * slices would pay at every slice.
 * @returns {Promise<void>}
 */
export function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `work` (an iterator that yields wherever it may pause) to its end, pausing for the next
 * task once a slice of it has run `budgetMs`. After each pause, `wanted()` says whether to go
 * on; if not, the work is given up (its iterator's `return()` runs, with any `finally` of it).
 * @template T
 * @param {Iterator<unknown, T>} work
 * @param {object} [how]
 * @param {number} [how.budgetMs]  the length of a slice (SLICE_MS)
 * @param {() => boolean} [how.wanted]  false once the work's result is no longer wanted
 * @param {() => number} [how.now]  the clock, in ms (tests give their own)
 * @param {() => Promise<void>} [how.pause]  what a pause waits for (nextTask)
 * @returns {Promise<{done: true, value: T} | {done: false}>}  `done: false` when given up
 */
export async function runInSlices(
  work,
  { budgetMs = SLICE_MS, wanted = () => true, now = () => performance.now(), pause = nextTask } = {},
) {
  let sliceStart = now();
  for (;;) {
    const step = work.next();
    if (step.done) return { done: true, value: step.value };
    if (now() - sliceStart < budgetMs) continue;
    await pause();
    if (!wanted()) {
      work.return?.(undefined);
      return { done: false };
    }
    sliceStart = now();
  }
}

/**
 * Runs `work` (as for runInSlices) to its end in the caller's task, and returns what it returns.
 * @template T
 * @param {Iterator<unknown, T>} work
 * @returns {T}
 */
export function runAtOnce(work) {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

// A game screen built over many short tasks instead of one (GameView.staged): its stages, each
// work that yields wherever it may pause, run in slices of a few milliseconds (runInSlices in
// platform/next-task.js), each recorded as a User Timing measure.

import { nextTask, runInSlices } from '../platform/next-task.js';

/**
 * Records a stage of a staged game screen's build (`GameView.staged`) that began at `start` as a
 * User Timing measure, "tahta: game screen, <stage>": a performance trace or a Lighthouse report
 * (its "User Timing" audit) then says which stage a task was. A stage spans the slices it took,
 * and the pauses between them.
 */
export function measureStage(stage, start) {
  try {
    performance.measure(`tahta: game screen, ${stage}`, { start });
  } catch {
    // A browser without measure options: nothing is recorded.
  }
}

/** A stage's work as an iterator: what it returned if that is one, else nothing left to do. */
export function workOf(result) {
  return result && typeof result[Symbol.iterator] === 'function' ? result : [][Symbol.iterator]();
}

/** The stages of `steps` as one piece of work, each recorded as a User Timing measure. */
function* stagesOf(steps) {
  for (const [name, step] of steps) {
    const start = performance.now();
    yield* workOf(step());
    measureStage(name, start);
    yield;
  }
}

/**
 * Runs `steps` (`[name, work]`) in slices, a task apart from what came before and what comes
 * after. True when they all ran and the screen is still `wanted`.
 * @param {[string, () => Iterator<unknown>|void][]} steps
 * @param {() => boolean} wanted
 */
export async function buildInStages(steps, wanted) {
  await nextTask();
  const built = wanted() && (await runInSlices(stagesOf(steps), { wanted })).done;
  if (!built) return false;
  // What the caller does with the screen (its menu's last items, putting it on the page) in a
  // task of its own too.
  await nextTask();
  return wanted();
}

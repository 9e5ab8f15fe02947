// Yielding the page's thread between parts of a long piece of work, so that each part is a task
// of its own (a phone answers a tap between two tasks, not within one).

/** Resolves in a task of its own, once the page's thread has had the chance to do anything else. */
export function nextTask() {
  return new Promise((resolve) => setTimeout(resolve));
}

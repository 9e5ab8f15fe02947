// The lessons of a game (`#/learn/<variant>`: the list, with the stars earned) and one lesson
// (`#/learn/<variant>/<lesson id>`: its tasks one after the other). A task runs in the engine
// (`LessonTask`, crates/engine/src/lessons.rs): the engine offers the moves, answers for the
// other side when the task says so, and judges the goal from its own answers, so any correct
// answer counts. Stars for the fewest moves are kept in this browser (progress.js).

import { h, bringIntoView } from '../ui/dom.js';
import { t, tn, sentences } from '../ui/i18n.js';
import { Session, specOf, errorInfo } from '../engine/engine.js';
import { describeEngineError } from '../game/engine-errors.js';
import { loadLessons } from './data.js';
import { LessonProgress } from './progress.js';
import { learnPage, starRow } from './page.js';
import { TrainerBoard } from './trainer-board.js';

/** How long each move of a solution shown stays on the board before the next, in ms. */
const SOLUTION_STEP_MS = 700;

/** The engine's geometry and spec of `variant`, or the engine's error. */
function gameShape(engine, variant) {
  const created = Session.create(engine, variant, '');
  if (created.error) return { error: created.error };
  const geometry = created.session.geometry();
  created.session.free();
  const spec = specOf(engine, variant);
  if (geometry.error || spec.error) return { error: geometry.error ?? spec.error };
  return { geometry, spec };
}

/**
 * The lessons screen of `variant`: the list, or the lesson `lessonId` when given. Returns the
 * page's element at once and fills it when the lessons have loaded.
 * @param {object} options
 * @param {object} options.engine  the engine (engine.js), with the game loaded
 * @param {string} options.variant
 * @param {string|null} options.lessonId
 * @param {() => void} options.onBack
 * @param {() => void} options.onLanguage  the language changed: draw the screen again
 * @returns {{ element: HTMLElement, ready: Promise<void>, destroy: () => void }}
 */
export function renderLessons({ engine, variant, lessonId, onBack, onLanguage }) {
  const game = t(`variant.${variant}.name`);
  const page = learnPage({
    kicker: t('learn.kicker'),
    title: game,
    data: { learn: variant, ...(lessonId ? { lesson: lessonId } : {}) },
    onBack,
    onLanguage,
  });
  const progress = new LessonProgress(variant);
  if (progress.lost) page.notice(t('learn.progressLost', { game }));
  let screen = null;
  const ready = loadLessons(variant).then(
    (lessons) => {
      if (!lessonId) {
        page.body.append(...lessonList(variant, lessons, progress));
        return;
      }
      const index = lessons.lessons.findIndex((l) => l.id === lessonId);
      const shape = gameShape(engine, variant);
      if (index < 0 || shape.error) {
        page.notice(
          index < 0 ? t('learn.noLesson', { id: lessonId, game }) : t('learn.loadFailed', { message: shape.error }),
        );
        page.body.append(...lessonList(variant, lessons, progress));
        return;
      }
      screen = new LessonScreen({
        engine,
        variant,
        lessons,
        index,
        progress,
        page,
        geometry: shape.geometry,
        spec: shape.spec,
      });
    },
    (error) => {
      page.notice(t('learn.loadFailed', { message: error?.message ?? String(error) }));
    },
  );
  return {
    element: page.element,
    ready,
    destroy: () => screen?.destroy(),
  };
}

/** The list of a game's lessons, each with its stars, and the links to the puzzles and rules. */
function lessonList(variant, { lessons, text }, progress) {
  let earned = 0;
  let total = 0;
  const items = lessons.map((lesson) => {
    const stars = progress.starsOf(lesson.id, lesson.tasks.length);
    const got = stars.reduce((a, b) => a + b, 0);
    const most = 3 * lesson.tasks.length;
    earned += got;
    total += most;
    const words = t('learn.stars', { n: got, total: most });
    return h(
      'li',
      {},
      h(
        'a',
        {
          class: 'learn-lesson-link',
          href: `#/learn/${variant}/${lesson.id}`,
          'data-lesson-link': lesson.id,
          'aria-label': t('learn.lessonLabel', { title: text(lesson.title), stars: words }),
          'data-done': got === most ? 'true' : null,
        },
        h('span', { class: 'learn-lesson-title', text: text(lesson.title) }),
        h(
          'span',
          { class: 'learn-lesson-stars' },
          starRow(Math.round((got / Math.max(1, most)) * 3)),
          h('span', { class: 'learn-lesson-count', text: t('learn.starsShort', { n: got, total: most }) }),
        ),
      ),
    );
  });
  return [
    h('p', { class: 'learn-lead', text: t('learn.lead') }),
    h('p', { class: 'learn-total', 'data-learn-total': String(earned) }, t('learn.stars', { n: earned, total })),
    h(
      'nav',
      { class: 'learn-links', 'aria-label': t('learn.kicker') },
      h('a', { class: 'learn-link', href: `#/puzzles/${variant}`, 'data-puzzles-link': variant }, t('learn.puzzles')),
      h('a', { class: 'learn-link', href: `#/rules/${variant}`, 'data-rules-link': variant }, t('learn.rules')),
    ),
    h('ol', { class: 'learn-lessons' }, items),
  ];
}

/** One lesson on screen: its tasks in turn, each on the engine's board. */
class LessonScreen {
  constructor({ engine, variant, lessons, index, progress, page, geometry, spec }) {
    this.engine = engine;
    this.variant = variant;
    this.lessons = lessons;
    this.lesson = lessons.lessons[index];
    this.index = index;
    this.progress = progress;
    this.page = page;
    this.geometry = geometry;
    this.spec = spec;
    this.taskIndex = 0;
    this.run = null;
    this.board = null;
    this.timer = null;
    const text = lessons.text;
    this.counter = h('p', { class: 'learn-counter' });
    this.taskStars = h('span', { class: 'learn-task-stars' });
    this.goal = h('p', { class: 'learn-goal', 'data-goal': '' });
    this.side = h('p', { class: 'learn-side' });
    this.moves = h('p', { class: 'learn-moves', 'data-moves': '' });
    this.feedback = h('div', { class: 'learn-feedback', 'data-feedback': '' });
    this.boardSlot = h('div', { class: 'learn-board-slot' });
    page.body.append(
      h(
        'section',
        { class: 'learn-lesson', 'aria-labelledby': 'learn-lesson-title' },
        h('h2', { id: 'learn-lesson-title', class: 'learn-lesson-heading', text: text(this.lesson.title) }),
        h('p', { class: 'learn-intro', text: text(this.lesson.intro) }),
        h('div', { class: 'learn-task-head' }, this.counter, this.taskStars),
        this.goal,
      ),
      h(
        'div',
        { class: 'learn-play' },
        this.boardSlot,
        h('div', { class: 'learn-side-panel' }, this.side, this.moves, page.status, this.feedback),
      ),
    );
    this.start(0);
  }

  get task() {
    return this.lesson.tasks[this.taskIndex];
  }

  /** Starts task `i` afresh (`showing`: play its solution on the board, for the eyes). */
  start(i, { showing = false } = {}) {
    clearTimeout(this.timer);
    this.taskIndex = i;
    this.showing = showing;
    this.run?.free();
    this.run = null;
    const text = this.lessons.text;
    const task = this.task;
    let view;
    try {
      this.run = new this.engine.LessonTask(this.variant, task);
      view = this.run.view();
    } catch (error) {
      this.page.notice(t('learn.loadFailed', { message: describeEngineError(errorInfo(error)) }));
      return;
    }
    this.page.element.dataset.task = String(i);
    this.counter.textContent = t('learn.task', { n: i + 1, total: this.lesson.tasks.length });
    this.goal.textContent = text(task.text);
    if (!this.board) {
      this.board = new TrainerBoard({
        variant: this.variant,
        geometry: this.geometry,
        spec: this.spec,
        bottom: String(view.learner),
        onMove: (move) => this.play(move),
      });
      this.boardSlot.append(this.board.element);
    }
    this.side.textContent = t('learn.you', { side: this.board.sideWords(String(view.learner)) });
    this.page.say(showing ? t('learn.solution', { moves: task.solution.join(', ') }) : '');
    this.render(view);
    if (showing) this.#playSolution(0);
  }

  /** Plays the learner's `move` in the engine and shows what came of it. */
  play(move) {
    if (!this.run || this.showing) return;
    const before = this.run.view();
    let view;
    try {
      view = this.run.play(move.notation);
    } catch (error) {
      this.page.say(t('learn.refused', { message: describeEngineError(errorInfo(error)) }));
      return;
    }
    const said = [t('learn.played', { move: this.board.moveWords(before.state, move) })];
    if (view.replies.length) said.push(t('learn.replied', { moves: view.replies.join(', ') }));
    this.render(view, said);
  }

  /** Plays the solution's moves one by one, each after a pause (Show a solution). */
  #playSolution(step) {
    const moves = this.task.solution;
    if (step >= moves.length || !this.run) return;
    this.timer = setTimeout(() => {
      try {
        this.render(this.run.play(moves[step]));
      } catch {
        return;
      }
      this.#playSolution(step + 1);
    }, SOLUTION_STEP_MS);
  }

  /** Draws the task as the engine's `view` has it, with `said` (words of the last move). */
  render(view, said = []) {
    const task = this.task;
    const text = this.lessons.text;
    const root = this.page.element;
    root.dataset.status = view.status;
    root.dataset.stars = String(view.stars);
    this.board.show(view.state, { playable: view.status === 'playing' && !this.showing, marks: view.marks });
    this.moves.textContent = t('learn.moves', { n: view.moves, limit: view.limit, par: view.par });
    const stars = this.progress.starsOf(this.lesson.id, this.lesson.tasks.length);
    this.taskStars.replaceChildren(starRow(stars[this.taskIndex]));
    this.feedback.replaceChildren();
    /** What came of the task, shown below the board: said after the move for screen readers. */
    const heard = [];
    const button = (label, action, onClick, primary = false) =>
      h(
        'button',
        {
          type: 'button',
          class: primary ? 'primary' : null,
          'data-action': action,
          on: { click: onClick },
        },
        label,
      );
    if (view.status === 'done') {
      if (!this.showing) this.progress.record(this.lesson.id, this.taskIndex, view.stars);
      const stored = this.progress.starsOf(this.lesson.id, this.lesson.tasks.length);
      this.taskStars.replaceChildren(starRow(stored[this.taskIndex]));
      const words = [tn('learn.done', view.moves), tn('learn.earned', view.stars)];
      const last = this.taskIndex === this.lesson.tasks.length - 1;
      if (last) {
        const got = stored.reduce((a, b) => a + b, 0);
        words.push(t('learn.lessonDone', { stars: t('learn.stars', { n: got, total: 3 * stored.length }) }));
      }
      const nextLesson = this.lessons.lessons[this.index + 1];
      this.feedback.append(
        h('p', { class: 'learn-result', 'data-result': 'done' }, starRow(view.stars), ` ${sentences(...words)}`),
        view.stars < 3 ? h('p', { class: 'learn-tip', text: t('learn.fewer', { par: view.par }) }) : null,
        h(
          'div',
          { class: 'learn-actions' },
          last
            ? nextLesson
              ? h(
                  'a',
                  {
                    class: 'button primary',
                    href: `#/learn/${this.variant}/${nextLesson.id}`,
                    'data-action': 'next-lesson',
                  },
                  t('learn.nextLesson'),
                )
              : h(
                  'a',
                  { class: 'button primary', href: `#/learn/${this.variant}`, 'data-action': 'all-lessons' },
                  t('learn.allLessons'),
                )
            : button(t('learn.next'), 'next-task', () => this.start(this.taskIndex + 1), true),
          button(t('learn.again'), 'again', () => this.start(this.taskIndex)),
        ),
      );
      heard.push(...words);
    } else if (view.status === 'playing' && view.moves > 0 && !this.showing) {
      this.feedback.append(
        h(
          'div',
          { class: 'learn-actions' },
          button(t('learn.again'), 'again', () => this.start(this.taskIndex)),
        ),
      );
    } else if (view.status === 'failed') {
      const words = [t(`learn.failure.${view.failure}`), text(task.wrong)];
      this.feedback.append(
        h('p', { class: 'learn-result', 'data-result': 'failed', text: sentences(...words) }),
        h(
          'div',
          { class: 'learn-actions' },
          button(t('learn.again'), 'again', () => this.start(this.taskIndex), true),
          button(t('learn.showSolution'), 'show-solution', () => this.start(this.taskIndex, { showing: true })),
        ),
      );
      heard.push(...words);
    }
    if (said.length || heard.length) this.page.say(sentences(...said), sentences(...heard));
    // What came of the task is shown (below the board, it may be off a phone's screen), and
    // keyboard players go on from its first button.
    if (view.status !== 'playing' && !this.showing) {
      bringIntoView(this.feedback);
      this.feedback.querySelector('button, a')?.focus({ preventScroll: true });
    }
  }

  destroy() {
    clearTimeout(this.timer);
    this.run?.free();
    this.run = null;
    this.board?.destroy();
  }
}

// The screens a player reads rather than plays: a game's rules page, its lessons and its
// puzzles, each loaded when first opened (loading.js) and redrawn in a language just chosen.

import { engine } from '../engine/engine.js';
import { t } from '../ui/i18n.js';
import { page, clear } from './page.js';
import { loaded } from './loading.js';

/** The rules page of a variant; `back` returns to where the player came from. */
export function showRules(variant, fromApp) {
  clear({ park: !!page.view, keepParked: true });
  document.title = `${t('rules.title', { game: t(`variant.${variant}.name`) })} · ${t('app.name')}`;
  page.root.append(
    loaded.rules.renderRules({
      engine,
      variant,
      onBack: () => {
        if (fromApp) history.back();
        else location.hash = '#/';
      },
      onLanguage: () => showRules(variant, fromApp),
    }),
  );
  page.root.querySelector('h1')?.focus({ preventScroll: true });
}

/** The lessons (`kind` 'learn', one lesson when `lessonId` is given) or puzzles of a variant. */
export function showLearn(kind, variant, lessonId = null) {
  clear();
  const game = t(`variant.${variant}.name`);
  const render = kind === 'learn' ? loaded.learn.renderLessons : loaded.learn.renderPuzzles;
  const screen = render({
    engine,
    variant,
    lessonId,
    // Up one level: from a lesson to the game's lessons, from those (or the puzzles) home.
    onBack: () => {
      location.hash = lessonId ? `#/learn/${variant}` : '#/';
    },
    onLanguage: () => showLearn(kind, variant, lessonId),
  });
  page.screen = screen;
  document.title = `${t(kind === 'learn' ? 'learn.title' : 'puzzles.title', { game })} · ${t('app.name')}`;
  page.root.append(screen.element);
  page.root.querySelector('h1')?.focus({ preventScroll: true });
}

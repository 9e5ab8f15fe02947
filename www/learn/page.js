// The frame the lessons and puzzles screens share: the bar with Back and the screen's title, the
// language switch, a place for notices and a status line that a screen reader reads out.

import { h, iconButton, notice } from '../ui/dom.js';
import { t, sentences } from '../ui/i18n.js';
import { languagePicker } from '../ui/language-menu.js';
import { loadStyleSheet } from '../platform/style-sheet.js';

/** The screens' stylesheet, applied before a screen is drawn. */
export const learnStyles = typeof document === 'undefined' ? Promise.resolve() : loadStyleSheet('learn/learn.css');

/**
 * A screen: `{ element, body, status, notice, say }`; the screen places `status` (a live region)
 * where its words belong. `kicker`: the small line over the title;
 * `title`: the title; `data`: the root's data attributes; `onBack`, `onLanguage`.
 */
export function learnPage({ kicker, title, data, onBack, onLanguage }) {
  const notices = h('div', { class: 'notices learn-notices' });
  const status = h('p', { class: 'learn-status', role: 'status', 'aria-live': 'polite', 'data-learn-status': '' });
  const body = h('div', { class: 'learn-body' });
  const element = h(
    'main',
    { class: 'text-page learn-page', dataset: data },
    h(
      'header',
      { class: 'bar text-page-bar' },
      iconButton('back', t('learn.back'), () => onBack(), { 'data-action': 'back' }),
      h(
        'h1',
        { class: 'bar-title', tabindex: '-1' },
        h('span', { class: 'bar-sub', text: kicker }),
        h('span', { class: 'bar-game', text: title }),
      ),
      h('span', { class: 'text-page-bar-end', 'aria-hidden': 'true' }),
    ),
    h(
      'div',
      { class: 'learn-frame' },
      h('div', { class: 'text-page-top' }, languagePicker({ onChange: () => onLanguage() })),
      notices,
      body,
    ),
  );
  return {
    element,
    body,
    status,
    /** Adds a message for the player, with a button to dismiss it. */
    notice: (text) => notices.append(notice(text, t('notice.close'))),
    /**
     * Says `shown` in the status line, and after it `heard`, words the screen already shows
     * elsewhere (what came of a task) that only screen readers need to hear there: the live
     * region reads both out, the eyes see them once.
     */
    say: (shown, heard = '') => {
      const seen = sentences(shown);
      const unseen = sentences(shown, heard).slice(seen.length);
      status.replaceChildren(seen, unseen ? h('span', { class: 'visually-hidden', text: unseen }) : '');
    },
  };
}

/** "★★☆": `n` of `total` stars, for the eyes (the words are given beside it). */
export function starRow(n, total = 3) {
  return h(
    'span',
    { class: 'learn-stars', 'aria-hidden': 'true', 'data-stars': String(n) },
    '★'.repeat(n),
    h('span', { class: 'learn-star-off', text: '☆'.repeat(Math.max(0, total - n)) }),
  );
}

// Three Kingdoms' table set-up: its options in the new-game panel (banner bearers, the board's
// orientation) and the choices this device remembers (the orientation, Latin letters).

import { t } from '../../ui/i18n.js';
import { h, choiceGroup } from '../../ui/dom.js';
import { readText, writeText } from '../../platform/storage.js';

const BOARD_KEY = 'sanguo.board';
const LABELS_KEY = 'sanguo.labels';

/** The board's orientation for people side by side (remembered on this device). */
export function readBoardPreference() {
  return readText(BOARD_KEY) === 'turn' ? 'turn' : 'fixed';
}

/** Latin letters instead of characters on the pieces (remembered on this device). */
export function readLatin() {
  return readText(LABELS_KEY) === 'latin';
}

/** Remembers Latin letters (or characters) on the pieces. */
export function writeLatin(on) {
  writeText(LABELS_KEY, on ? 'latin' : 'chinese');
}

/** Remembers the board's orientation for people side by side. */
export function writeBoardPreference(value) {
  writeText(BOARD_KEY, value === 'turn' ? 'turn' : 'fixed');
}

/**
 * The table options of the new-game panel: banner bearers on/off (a link parameter,
 * `banners=off`) and, for people on one device side by side, the board's orientation (kept on
 * this device). Returns `{ nodes, render(state), apply(settings) }`.
 */
export function tableOptions(initial) {
  const state = {
    banners: initial.banners === 'off' ? 'off' : 'on',
    board: readBoardPreference(),
  };
  const boardGroup = choiceGroup(
    t('sanguo.setup.board'),
    'board',
    [
      { value: 'fixed', text: t('sanguo.setup.fixed') },
      { value: 'turn', text: t('sanguo.setup.turn') },
    ],
    state.board,
    (v) => {
      state.board = v;
    },
  );
  const nodes = [
    choiceGroup(
      t('sanguo.setup.banners'),
      'banners',
      [
        { value: 'on', text: t('sanguo.setup.on') },
        { value: 'off', text: t('sanguo.setup.off') },
      ],
      state.banners,
      (v) => {
        state.banners = v;
      },
    ),
    h('p', { class: 'setup-note', 'data-note': 'banners', text: t('sanguo.setup.bannersNote') }),
    boardGroup,
  ];
  return {
    nodes,
    /** Shows the orientation choice only where it applies (local play, side by side). */
    render(setup) {
      boardGroup.hidden = setup.mode === 'bot' || setup.seating === 'face';
    },
    apply(settings) {
      settings.banners = state.banners;
      if (settings.mode !== 'bot' && settings.seating !== 'face') writeBoardPreference(state.board);
    },
  };
}

/** Labels of the seating choice in the new-game panel. */
export function seatingLabels() {
  return { side: t('sanguo.setup.side'), face: t('sanguo.setup.face') };
}

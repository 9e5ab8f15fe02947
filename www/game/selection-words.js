// What a screen reader hears while a move is chosen: the piece selected and how many moves it
// has, and on each cell it may go to, what going there does.

import { t, tn, capitalize } from '../ui/i18n.js';

/** A cell's label as a destination of the selected piece (`target`: 'move', 'capture', 'swap'). */
export function targetLabel(label, target) {
  return target ? t(`select.target.${target}`, { label }) : label;
}

/** The announcement of a selection: the piece, its cell, its number of moves. */
export function selectionText(piece, cell, count) {
  const name = capitalize(piece);
  return count === 0 ? t('select.none', { piece: name, cell }) : tn('select.selected', count, { piece: name, cell });
}

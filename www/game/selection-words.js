// What a screen reader hears while a move is chosen: the piece selected and how many moves it
// has, and on each cell it may go to, what going there does.

import { t, tn, addStrings, capitalize } from '../ui/i18n.js';

addStrings('en', {
  'select.selected.one': '{piece} on {cell} selected: 1 move.',
  'select.selected': '{piece} on {cell} selected: {n} moves.',
  'select.none': '{piece} on {cell} has no move.',
  'select.target.move': '{label}, move here',
  'select.target.capture': '{label}, capture',
  'select.target.swap': '{label}, swap places',
});
addStrings('tr', {
  'select.selected.one': 'Seçildi: {piece}, {cell}; 1 hamle.',
  'select.selected': 'Seçildi: {piece}, {cell}; {n} hamle.',
  'select.none': '{piece}, {cell}: hamlesi yok.',
  'select.target.move': '{label}, buraya oyna',
  'select.target.capture': '{label}, al',
  'select.target.swap': '{label}, yer değiştir',
});

/** A cell's label as a destination of the selected piece (`target`: 'move', 'capture', 'swap'). */
export function targetLabel(label, target) {
  return target ? t(`select.target.${target}`, { label }) : label;
}

/** The announcement of a selection: the piece, its cell, its number of moves. */
export function selectionText(piece, cell, count) {
  const name = capitalize(piece);
  return count === 0 ? t('select.none', { piece: name, cell }) : tn('select.selected', count, { piece: name, cell });
}

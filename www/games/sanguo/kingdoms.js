// The three kingdoms by their player letters: their names (with the forms a language's sentences
// need, such as Turkish's cases, from its catalog: sanguo.kingdom.<letter>.dat…) and colours.

import { t, has, sideName } from '../../ui/i18n.js';

/** The kingdoms' letters in their order of play: Shu, Wu, Wei. */
export const LETTERS = ['r', 'g', 'b'];

/** A kingdom's name (Shu, Wu, Wei). */
export function kingdomName(letter) {
  return t(`sanguo.kingdom.${letter}`);
}

/** A kingdom's name for the strings, with its Turkish case endings (`K`, `KDat`, `KAbl`). */
export function kingdomParams(letter) {
  return { K: kingdomName(letter), KDat: kingdomForm(letter, 'dat'), KAbl: kingdomForm(letter, 'abl') };
}

/**
 * A kingdom's name in a case of the language's (`dat`, `abl`, `loc`, `acc`: Turkish's Shu'ya,
 * Wei'den, Wu'da, Wei'i), or its name where the language has no such form.
 */
export function kingdomForm(letter, form) {
  const key = `sanguo.kingdom.${letter}.${form}`;
  return has(key) ? t(key) : kingdomName(letter);
}

/** Each kingdom's colour, as the engine names the player. */
export const COLOURS = { r: 'red', g: 'green', b: 'blue' };

/** "Shu (red)". */
export function kingdomWithColour(letter) {
  return t('sanguo.kingdomColour', { K: kingdomName(letter), colour: sideName(COLOURS[letter] ?? letter) });
}

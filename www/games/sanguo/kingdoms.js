// The three kingdoms by their player letters: their names (with their Turkish cases) and colours.

import { t, sideName, language } from '../../ui/i18n.js';

/** The kingdoms' letters in their order of play: Shu, Wu, Wei. */
export const LETTERS = ['r', 'g', 'b'];

// Turkish case endings of the kingdom names (Shu'ya, Wei'den, Wu'da, Wei'i…).
export const TR_CASES = {
  r: {
    dat: 'Shu’ya', abl: 'Shu’dan', loc: 'Shu’da', acc: 'Shu’yu',
  },
  g: {
    dat: 'Wu’ya', abl: 'Wu’dan', loc: 'Wu’da', acc: 'Wu’yu',
  },
  b: {
    dat: 'Wei’ye', abl: 'Wei’den', loc: 'Wei’de', acc: 'Wei’i',
  },
};

/** A kingdom's name (Shu, Wu, Wei). */
export function kingdomName(letter) {
  return t(`sanguo.kingdom.${letter}`);
}

/** A kingdom's name for the strings, with its Turkish case endings (`K`, `KDat`, `KAbl`). */
export function kingdomParams(letter) {
  const tr = language() === 'tr' ? TR_CASES[letter] : null;
  const name = kingdomName(letter);
  return { K: name, KDat: tr?.dat ?? name, KAbl: tr?.abl ?? name };
}

/** Each kingdom's colour, as the engine names the player. */
export const COLOURS = { r: 'red', g: 'green', b: 'blue' };

/** "Shu (red)". */
export function kingdomWithColour(letter) {
  return t('sanguo.kingdomColour', { K: kingdomName(letter), colour: sideName(COLOURS[letter] ?? letter) });
}

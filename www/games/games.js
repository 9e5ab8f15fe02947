// The games the front end shows, and each game's own modules — its part of the game screen
// (game/extras.js), its piece art, its options in the new-game panel, its styles — loaded the
// first time that game is shown (its page, its rules, an online room of it). The home page
// loads none of them and a game's page only its own; the service worker still precaches them
// all, so every game plays offline after the first visit.

import { setPieceArt } from '../board/pieces.js';
import { loadStyleSheet } from '../platform/style-sheet.js';
import { capitalize, sideName } from '../ui/i18n.js';

/**
 * What a game adds to the common screens; every member is optional.
 * @typedef {object} GameParts
 * @property {typeof import('../game/extras.js').GameExtras} [Extras]  its part of the game screen
 * @property {(piece: object, info: {kind: string, pawnOf: string|null},
 *   options: {seat: number, turned: boolean}) => Element|null} [drawPiece]  its piece art
 *   (null for a piece it does not draw: the common token)
 * @property {(initial: object) => {nodes: Node[], render: Function, apply: Function}} [tableOptions]
 *   its own options in the new-game panel
 * @property {() => {side: string, face: string}} [seatingLabels]  its words for the seating choice
 * @property {(letter: string) => string} [playerName]  its name for a player, where it is not the
 *   side's colour (Three Kingdoms' kingdoms)
 */

/**
 * Each game's loader, in the home page's order. A game's code is one `import()` of the module
 * named after it (which re-exports its piece art) and its stylesheet is `<game>.css`: the site's
 * build bundles that module into one file with what only it uses, and a game's page asks for both
 * as it starts (tools/site/build.mjs).
 */
const LOADERS = {
  jungle: async () => ({}),
  hex: async () => {
    const { createFigurineElement } = await import('./hex/hex.js');
    return { drawPiece: createFigurineElement };
  },
  timur: async () => {
    const [{ TimurExtras, createTimurPieceElement }] = await Promise.all([
      import('./timur/timur.js'),
      loadStyleSheet('games/timur/timur.css'),
    ]);
    return { Extras: TimurExtras, drawPiece: createTimurPieceElement };
  },
  sanguo: async () => {
    const [{ SanguoExtras, tableOptions, seatingLabels, kingdomName, drawSanguoPiece }] = await Promise.all([
      import('./sanguo/sanguo.js'),
      loadStyleSheet('games/sanguo/sanguo.css'),
    ]);
    return {
      Extras: SanguoExtras,
      drawPiece: (piece, _info, { seat }) => drawSanguoPiece(piece, { seat }),
      tableOptions,
      seatingLabels,
      playerName: kingdomName,
    };
  },
};

/** Each game's parts, loading or loaded. */
const loading = new Map();
/** Each game's parts, once loaded. */
const loaded = new Map();

/** The parts of `variant` if loadGameParts has loaded them, else none. */
export function gameParts(variant) {
  return loaded.get(variant) ?? {};
}

/**
 * Loads the modules of `variant` (once) and gives its piece art to board/pieces.js.
 * @param {string} variant  one of GAMES
 * @returns {Promise<GameParts>}
 */
export function loadGameParts(variant) {
  if (!loading.has(variant)) {
    const load = LOADERS[variant] ?? (async () => ({}));
    loading.set(
      variant,
      load().then(
        (parts) => {
          if (parts.drawPiece) setPieceArt(variant, parts.drawPiece);
          loaded.set(variant, parts);
          return parts;
        },
        (error) => {
          // A failed download (offline before the first visit finished) may succeed later.
          loading.delete(variant);
          throw error;
        },
      ),
    );
  }
  return loading.get(variant);
}

/**
 * A player's name as its game says it, capitalised: Three Kingdoms' kingdoms (Shu), else the
 * side's colour (White), from the engine's player `{ letter, name }`. (The game's parts must be
 * loaded for its own names.)
 */
export function playerName(variant, player) {
  return gameParts(variant).playerName?.(String(player.letter)) ?? capitalize(sideName(player.name));
}

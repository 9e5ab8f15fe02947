// The games Tahta plays, by the engine's variant ids, in the home page's order. Kept below the
// engine and everything else, so that any layer can name the games without loading a game's own
// parts (games/games.js) or the engine.

/** The games' ids (the engine's variant ids), in the home page's order. */
export const GAMES = Object.freeze(['jungle', 'hex', 'timur', 'sanguo']);

// Hexagonal chess's own part of the page, loaded when the game is opened (games/games.js): its pieces
// are the chess figurines. Every game with parts of its own has its module named after it
// (games/<game>/<game>.js), which is how the site's build knows what a game's page loads.

export { createFigurineElement } from '../chess-pieces.js';

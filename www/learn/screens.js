// What the lessons and puzzles screens need beyond the home page's modules, gathered in one
// module that app.js loads when the first of them opens (the site's build makes it a file of
// its own, so nothing of it is on the home page or a game's page).

export { renderLessons } from './lessons-view.js';
export { renderPuzzles } from './puzzles-view.js';
export { learnStyles } from './page.js';

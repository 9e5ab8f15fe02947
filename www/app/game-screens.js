// What a game's page needs beyond the home page's modules, gathered in one module that app.js
// loads when the first game screen opens: one file for the browser to fetch (the site's build
// bundles each module loaded this way with what only it uses), and nothing of it on the home page.

export { openGame } from './open-game.js';
export { linkSetup, roomSetup } from './game-setup.js';
export { settingsQuery } from './setup.js';
export { openSetup } from './new-game-panel.js';
export { benlikGames } from '../game/benlik-phrases.js';
export { seatingStyles } from '../game/seating.js';

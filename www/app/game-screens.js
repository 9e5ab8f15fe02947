// What a game's page needs beyond the home page's modules, gathered in one module that app.js
// loads when the first game screen opens: one file for the browser to fetch (the site's build
// bundles each module loaded this way with what only it uses), and nothing of it on the home page.

export { GameView } from './game-view.js';
export { readSettings, resolveSeats, settingsQuery, openSetup } from './setup.js';
export { continueOffer } from '../game/saved-offer.js';
export { describeEngineError } from '../game/engine-errors.js';
export { readRecord, otherGameOf, seatsOf } from '../game/record.js';
export { benlikGames } from '../game/benlik-phrases.js';
export { seatingStyles } from '../game/seating.js';

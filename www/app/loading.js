// What the app's pages load when they are first shown: the engine of a game, the game screens'
// modules, a game's own parts, the rules pages; and every game's engine for the home page's
// thumbnails, once the offline app has downloaded them.

import { engine, loadEngine } from '../engine/engine.js';
import { GAMES } from '../engine/variants.js';
import { loadGameParts } from '../games/games.js';
import { drawThumbnails } from './home.js';
import { showFatal } from './page.js';
import { loadRulesText } from './rules-text.js';
import { language } from '../ui/i18n.js';

/**
 * The modules loaded so far: `screens`, the game screens' (game-screens.js, filled by
 * prepareGame: the home page loads none of them), and `rules`, the rules pages' (rules.js, loaded
 * with the first; the rules text of the page's language is fetched with it, rules-text.js), and `learn`, the lessons and puzzles screens'
 * (learn/screens.js, loaded with the first).
 * @type {{screens: any, rules: any, learn: any}}
 */
export const loaded = { screens: null, rules: null, learn: null };

/** Whether the home page's thumbnails can be drawn: every game's engine is loaded. */
let allEngines = false;

/** Whether every game's engine is loaded. */
export function everyEngineLoaded() {
  return allEngines;
}

let loadingScreens = null;
/**
 * The modules every game screen uses (game-screens.js), loaded with the first one, and their
 * stylesheet, applied before a screen is drawn.
 */
function loadScreens() {
  loadingScreens ??= import('./game-screens.js')
    .then(async (modules) => {
      await modules.seatingStyles;
      return modules;
    })
    .catch((error) => {
      loadingScreens = null;
      throw error;
    });
  return loadingScreens;
}

/**
 * Loads what the pages of `variant` need (the engine, the game screens' modules, the game's own
 * parts) before one is drawn. Returns the game's parts, or null when something could not be
 * loaded (the page then says so).
 */
export async function prepareGame(variant) {
  try {
    const [, screens, parts] = await Promise.all([loadEngine(variant), loadScreens(), loadGameParts(variant)]);
    loaded.screens = screens;
    return parts;
  } catch (error) {
    showFatal(error);
    return null;
  }
}

/**
 * Loads what the rules page of `variant` needs, with the rules text of the page's language;
 * false when something could not be loaded.
 */
export async function prepareRules(variant) {
  try {
    [, , loaded.rules] = await Promise.all([
      loadEngine(variant),
      loadGameParts(variant),
      import('./rules.js'),
      loadRulesText(language()),
    ]);
    return true;
  } catch (error) {
    showFatal(error);
    return false;
  }
}

/** Loads what the lessons or puzzles of `variant` need; false when something could not be loaded. */
export async function prepareLearn(variant) {
  try {
    [, , loaded.learn] = await Promise.all([
      loadEngine(variant),
      loadGameParts(variant),
      import('../learn/screens.js'),
    ]);
    await loaded.learn.learnStyles;
    return true;
  } catch (error) {
    showFatal(error);
    return false;
  }
}

/**
 * Resolves once the offline app's first install is over (at once when it is installed, or when
 * the browser has none): the service worker downloads the engine then, so the home page, which
 * only wants it for its thumbnails, waits for that instead of downloading it a second time.
 */
function offlineAppInstalled() {
  const container = navigator.serviceWorker;
  if (!container || container.controller) return Promise.resolve();
  return /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      container.addEventListener('controllerchange', () => resolve(), { once: true });
    })
  );
}

/** Draws the home page's thumbnails once every game's engine is at hand (see offlineAppInstalled). */
export async function thumbnailsWhenReady(home) {
  if (!allEngines) {
    await offlineAppInstalled();
    try {
      await Promise.all(GAMES.map(loadEngine));
    } catch {
      return; // No thumbnails; a game's page will say what failed.
    }
    allEngines = true;
  }
  if (home.isConnected) drawThumbnails(home, engine);
}

// Start-up and the hash router.
//   #/                     home
//   #/<variant>            a new game of that variant
//   #/<variant>?position=…&mode=local|bot&level=…&side=…&seating=side|face&banners=on|off
// Unknown or invalid parameters show a notice and fall back to defaults.

import { loadEngine, listVariants, Session, errorText } from './engine.js';
import { initI18n, t } from './i18n.js';
import { h } from './dom.js';
import { GameView } from './game-view.js';
import { renderHome } from './home-view.js';
import { loadGame, saveGame } from './storage.js';

const app = document.getElementById('app');
let engine = null;
let variants = [];
let view = null; // the current GameView, if any
// A reload of a game page resumes the saved game instead of starting afresh.
const reloaded = performance.getEntriesByType?.('navigation')?.[0]?.type === 'reload';
let firstRoute = true;

const LEVELS = ['easy', 'normal', 'hard', 'benlik'];

/** `#/jungle?position=…` → `{ parts: ['jungle'], params: URLSearchParams }`. */
function parseHash(hash) {
  const text = hash.replace(/^#/, '');
  const q = text.indexOf('?');
  const path = q >= 0 ? text.slice(0, q) : text;
  const query = q >= 0 ? text.slice(q + 1) : '';
  let params;
  try {
    params = new URLSearchParams(query);
  } catch {
    params = new URLSearchParams();
  }
  return { parts: path.split('/').filter(Boolean), params };
}

/**
 * Reads a game's URL parameters. Returns the settings to use and the notices to show.
 * Supported now: mode=local, seating=side|face, position. The others are understood and
 * explained, and the defaults are used.
 */
export function readSettings(params, variant, players) {
  const notices = [];
  const settings = { mode: 'local', seating: 'side', position: '' };
  const letters = players.map((p) => String(p.letter));
  const seen = new Set();
  let botAsked = false;
  const botOnly = [];
  const bad = (name, value, fallback) => notices.push(t('notice.badValue', { name, value, fallback }));
  for (const [name, value] of params) {
    if (seen.has(name)) continue;
    seen.add(name);
    switch (name) {
      case 'position':
        settings.position = value.trim();
        break;
      case 'mode':
        if (value === 'bot') botAsked = true;
        else if (value !== 'local') bad(name, value, 'local');
        break;
      case 'level':
        if (!LEVELS.includes(value)) bad(name, value, 'normal');
        else botOnly.push(name);
        break;
      case 'side':
        if (value !== 'random' && !letters.includes(value)) bad(name, value, letters[0] ?? '');
        else botOnly.push(name);
        break;
      case 'seating':
        if (value === 'side' || value === 'face') settings.seating = value;
        else bad(name, value, 'side');
        break;
      case 'banners':
        if (value !== 'on' && value !== 'off') bad(name, value, 'on');
        else if (variant !== 'sanguo') notices.push(t('notice.bannersOnly'));
        else if (value === 'off') notices.push(t('notice.bannersUnsupported'));
        break;
      default:
        notices.push(t('notice.unknownParam', { name }));
    }
  }
  if (botAsked) notices.unshift(t('notice.botUnavailable'));
  else for (const name of botOnly) notices.push(t('notice.botOnly', { name }));
  return { settings, notices };
}

function clear() {
  if (view) {
    view.destroy();
    view = null;
  }
  app.replaceChildren();
}

function showHome(notices = []) {
  clear();
  document.title = t('app.name');
  app.append(renderHome({
    engine,
    variants,
    notices,
    saved: (variant) => loadGame(variant),
    onLanguage: () => showHome(),
    onContinue: (variant) => {
      const saved = loadGame(variant);
      history.pushState(null, '', `#/${variant}`);
      startGame(variant, new URLSearchParams(), { resume: saved });
    },
  }));
  app.querySelector('h1')?.focus({ preventScroll: true });
}

/**
 * Starts a game of `variant` with the link's parameters (`quiet`: no notices about them;
 * `resume`: a saved game `{ start, moves, seating }` to continue).
 */
function startGame(variant, params, { quiet = false, resume = null } = {}) {
  clear();
  const notices = [];
  // The start position first: it also tells us the players, for reading `side=`.
  let created = Session.create(engine, variant, '');
  if (created.error) {
    showHome([t('notice.engineError', { message: created.error })]);
    return;
  }
  const geometry = created.session.geometry();
  if (geometry.error) {
    created.session.free();
    showHome([t('notice.engineError', { message: geometry.error })]);
    return;
  }
  const { settings, notices: paramNotices } = readSettings(params, variant, geometry.players);
  if (!quiet) notices.push(...paramNotices);
  if (resume && !params.has('position')) {
    settings.position = resume.start;
    if (!params.has('seating')) settings.seating = resume.seating;
  } else {
    resume = null;
  }
  let start = '';
  if (settings.position) {
    const fromLink = Session.create(engine, variant, settings.position);
    if (fromLink.error) {
      notices.push(t(resume ? 'notice.resumeFailed' : 'notice.badPosition', { message: fromLink.error }));
      resume = null;
    } else {
      created.session.free();
      created = fromLink;
      start = settings.position;
    }
  }
  // The game is saved once a move is played in it; until then an older saved game is kept.
  let touched = !!resume;
  view = new GameView({
    session: created.session,
    geometry,
    settings,
    notices,
    onHome: () => {
      location.hash = '#/';
    },
    replay: resume ? resume.moves : [],
    onChange: (state) => {
      if (state.history.length > 0 && !state.result) {
        touched = true;
        saveGame(variant, { start, moves: state.history, seating: settings.seating });
      } else if (touched) {
        saveGame(variant, null);
      }
    },
    onNewGame: () => {
      saveGame(variant, null);
      const kept = new URLSearchParams(params);
      kept.delete('position');
      const query = kept.toString();
      const hash = `#/${variant}${query ? `?${query}` : ''}`;
      if (location.hash !== hash) history.replaceState(null, '', hash);
      startGame(variant, kept, { quiet: true });
    },
  });
  document.title = `${t(`variant.${variant}.name`)} · ${t('app.name')}`;
  app.append(view.element);
}

function route() {
  const { parts, params } = parseHash(location.hash);
  if (parts.length === 0) {
    firstRoute = false;
    showHome();
    return;
  }
  let id = parts[0];
  try {
    id = decodeURIComponent(id);
  } catch {
    // Malformed escape: shown as written.
  }
  const resume = firstRoute && reloaded && !params.has('position') ? loadGame(id) : null;
  firstRoute = false;
  if (parts.length === 1 && variants.includes(id)) {
    startGame(id, params, { resume });
    return;
  }
  showHome([t('notice.unknownGame', { id: parts.join('/') })]);
}

function showFatal(error) {
  clear();
  app.append(h('main', { class: 'fatal', role: 'alert' },
    h('h1', { text: t('app.engineFailed') }),
    h('p', { text: t('app.engineFailedHint') }),
    h('p', { class: 'fatal-detail', text: errorText(error) }),
    h('button', { type: 'button', class: 'primary', on: { click: () => location.reload() } }, t('app.reload')),
  ));
}

async function main() {
  initI18n();
  app.replaceChildren(h('p', { class: 'loading', role: 'status', text: t('app.loading') }));
  try {
    engine = await loadEngine();
  } catch (error) {
    showFatal(error);
    return;
  }
  variants = listVariants(engine);
  window.addEventListener('hashchange', route);
  route();
  document.documentElement.dataset.ready = 'true';
}

main();

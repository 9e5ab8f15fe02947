// The home screen: the games, each with a name, a one-line description and a thumbnail of its
// start position drawn from the engine's own geometry (once the engine is loaded: the home page
// is drawn without it).

import { t, tn, known } from '../ui/i18n.js';
import { languagePicker } from '../ui/language-menu.js';
import { h, icon, notice } from '../ui/dom.js';
import { Session } from '../engine/engine.js';
import { svgEl } from '../ui/svg.js';

/** A small picture of a variant's start position, or null if the engine cannot start it. */
function thumbnail(engine, variant) {
  const { session } = Session.create(engine, variant, '');
  if (!session) return null;
  const geometry = session.geometry();
  const state = session.state();
  session.free();
  if (geometry.error || state.error || !geometry.cells?.length) return null;
  const cells = geometry.cells;
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  const minX = Math.min(...xs);
  const maxY = Math.max(...ys);
  const w = Math.max(...xs) - minX + 1;
  const hgt = maxY - Math.min(...ys) + 1;
  const svg = svgEl('svg', {
    viewBox: `-0.1 -0.1 ${w + 0.2} ${hgt + 0.2}`,
    class: `thumb shape-${geometry.shape} variant-${variant}`,
    'aria-hidden': 'true',
    focusable: 'false',
  });
  const at = new Map();
  for (const c of cells) {
    const x = c.x - minX + 0.5;
    const y = maxY - c.y + 0.5;
    at.set(c.name, [x, y]);
    const zones = c.zones.map((z) => `zone-${z}`).join(' ');
    if (geometry.shape === 'hex') {
      const r = 0.57;
      const pts = [0, 1, 2, 3, 4, 5].map(
        (i) => `${x + r * Math.cos((Math.PI / 3) * i)},${y + r * Math.sin((Math.PI / 3) * i)}`,
      );
      svgEl('polygon', { points: pts.join(' '), class: `thumb-cell ${zones}` }, svg);
    } else if (geometry.shape === 'point') {
      svgEl('circle', { cx: x, cy: y, r: 0.12, class: `thumb-cell ${zones}` }, svg);
    } else {
      svgEl('rect', { x: x - 0.5, y: y - 0.5, width: 1, height: 1, class: `thumb-cell ${zones}` }, svg);
    }
  }
  const seats = new Map(geometry.players.map((p, i) => [String(p.letter), i]));
  for (const piece of state.pieces) {
    const p = at.get(piece.cell);
    if (!p) continue;
    svgEl(
      'circle',
      {
        cx: p[0],
        cy: p[1],
        r: 0.34,
        class: `thumb-piece seat-${seats.get(String(piece.owner)) ?? 0}`,
      },
      svg,
    );
  }
  return svg;
}

/**
 * Renders the home screen.
 * @param {object} options
 * @param {object|null} options.engine  the wasm module, if loaded (else no thumbnails yet)
 * @param {readonly string[]} options.variants  playable variant ids, in menu order
 * @param {string[]} options.notices
 * @param {(variant: string) => {moves: string[]}|null} options.saved  the saved game of a variant, if any
 * @param {() => void} options.onLanguage  called after the language changed
 * @param {(variant: string) => void} options.onContinue  resume the saved game of a variant
 * @param {(variant: string) => void} options.onSetup  open the new-game panel of a variant
 * @param {Node[]|null} [options.online]  the online sections: this browser's games, the open games
 */
export function renderHome({ engine, variants, notices = [], saved, onLanguage, onContinue, onSetup, online = null }) {
  const noticeList = h(
    'div',
    { class: 'notices' },
    notices.map((text) => notice(text, t('notice.close'))),
  );

  const languages = languagePicker({ className: 'languages', onChange: () => onLanguage() });

  const list = h(
    'ul',
    { class: 'game-list' },
    variants.map((id) => {
      const shownName = known(`variant.${id}.name`) ? t(`variant.${id}.name`) : id;
      const game = saved(id);
      const resume =
        game &&
        h(
          'button',
          {
            type: 'button',
            class: 'continue',
            'data-continue': id,
            on: { click: () => onContinue(id) },
          },
          icon('play'),
          h('span', { text: tn('home.continue', game.moves.length) }),
        );
      const setup = h(
        'button',
        {
          type: 'button',
          class: 'setup-open',
          'data-setup': id,
          title: t('home.setupLabel'),
          on: { click: () => onSetup(id) },
        },
        icon('robot'),
        h('span', { text: t(id === 'sanguo' ? 'home.tableSetup' : 'home.setup') }),
        h('span', { class: 'visually-hidden', text: ` · ${shownName}` }),
      );
      // Two (or three) people round the phone lying between them: straight to that seating.
      const faceText = t(id === 'sanguo' ? 'home.roundTable' : 'home.face');
      const face = h(
        'a',
        { class: 'face-open', href: `#/${id}?seating=face`, 'data-face-link': id },
        icon('flip'),
        h('span', { text: faceText }),
        h('span', { class: 'visually-hidden', text: ` · ${shownName}` }),
      );
      return h(
        'li',
        { class: game ? 'game-item has-saved' : 'game-item' },
        h(
          'a',
          {
            class: 'game-card',
            href: `#/${id}`,
            'data-game': id,
            // The visible words first, in their order, then what the link does.
            'aria-label': t('home.cardLabel', {
              game: shownName,
              players: t(id === 'sanguo' ? 'home.threePlayers' : 'home.twoPlayers'),
            }),
          },
          h('span', { class: 'game-art', 'data-art': id }),
          h(
            'span',
            { class: 'game-text' },
            h('span', { class: 'game-name', text: shownName }),
            h('span', { class: 'game-desc', text: known(`variant.${id}.desc`) ? t(`variant.${id}.desc`) : '' }),
            h(
              'span',
              { class: 'game-mode' },
              icon('play'),
              h('span', { text: t(id === 'sanguo' ? 'home.threePlayers' : 'home.twoPlayers') }),
            ),
          ),
        ),
        face,
        h(
          'div',
          { class: 'game-actions' },
          resume,
          setup,
          h(
            'a',
            {
              class: 'online-open',
              href: `#/${id}?mode=online`,
              'data-online-link': id,
              title: t('online.play'),
            },
            h('span', { text: t('online.playShort') }),
            h('span', { class: 'visually-hidden', text: ` · ${shownName}` }),
          ),
          h(
            'a',
            {
              class: 'learn-open',
              href: `#/learn/${id}`,
              'data-learn-link': id,
              title: t('home.learnLabel', { game: shownName }),
            },
            h('span', { text: t('home.learn') }),
            h('span', { class: 'visually-hidden', text: ` · ${shownName}` }),
          ),
          h(
            'a',
            {
              class: 'rules-open',
              href: `#/rules/${id}`,
              'data-rules-link': id,
              title: t('home.rulesLabel', { game: shownName }),
            },
            h('span', { text: t('home.rules') }),
            h('span', { class: 'visually-hidden', text: ` · ${shownName}` }),
          ),
        ),
      );
    }),
  );

  const home = h(
    'main',
    { class: 'home' },
    h(
      'header',
      { class: 'home-head' },
      h(
        'div',
        { class: 'brand' },
        h('img', { class: 'brand-mark', src: 'www/icon.svg', alt: '', width: 32, height: 32 }),
        h('h1', { text: t('app.name'), tabindex: '-1' }),
      ),
      languages,
    ),
    h('p', { class: 'tagline', text: t('app.tagline') }),
    noticeList,
    online,
    h('h2', { class: 'home-heading', text: t('home.heading') }),
    list,
  );
  if (engine) drawThumbnails(home, engine);
  return home;
}

/** Draws the thumbnails of the home screen `home` with the engine (the wasm module). */
export function drawThumbnails(home, engine) {
  for (const art of home.querySelectorAll('.game-art[data-art]')) {
    if (!art.firstChild) art.replaceChildren(thumbnail(engine, art.dataset.art) ?? '');
  }
}

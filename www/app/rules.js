// A rules page per game (`#/rules/<variant>`): the board, how each piece moves, the special
// rules and how the game ends, in the UI language (text in rules-text.js). The pictures of the
// pieces are not drawn by hand: each is the game's own board (board/board.js, from the engine's
// geometry) with the piece on the cell of the engine's `pieceHelp()` entry, a dot on every cell
// it can move to and a cross where it can only capture — exactly what the engine computes.

import { t, capitalize, language } from '../ui/i18n.js';
import { h, icon, iconButton } from '../ui/dom.js';
import { Session, specOf } from '../engine/engine.js';
import { Board } from '../board/board.js';
import { createPieceElement, pieceName } from '../board/pieces.js';
import { openDialog } from '../ui/dialog.js';
import { languagePicker } from '../ui/language-menu.js';
import { loadRulesText, rulesText } from './rules-text.js';
import { svgEl, CELL_UNITS as U } from '../ui/svg.js';
import { loadStyleSheet } from '../platform/style-sheet.js';

/** The board's user units per cell (board/board.js). */

// This page's stylesheet, loaded with the module (same origin, as the CSP asks).
if (typeof document !== 'undefined') loadStyleSheet('app/rules.css');

/**
 * The pictures of a game, in groups: `{ group, figures: [{ token, name?, about }] }`, `token`
 * keying the engine's pieceHelp() entry and `about` the text's line. Timur's ten ordinary pawns
 * move alike and share one picture; everything else has its own.
 */
function figureGroups(variant, text, help) {
  const one = (token, about = token, name = null) => ({ token, about, name });
  if (variant === 'timur') {
    /** @type {[string, {token: string, about: string, name: string|null}[]][]} */
    const groups = [
      ['main', ['K', 'F', 'V', 'R', 'N', 'E', 'C', 'W', 'T', 'G'].map((k) => one(k))],
      ['royal', ['S', 'A'].map((k) => one(k))],
      ['pawns', [one('PR', 'PAWNS', text.pawnsName), one('PP')]],
      ['large', ['M', 'L', 'B', 'X'].map((k) => one(k))],
    ];
    return groups.map(([group, figures]) => ({
      group: text.groups?.[group] ?? null,
      figures: figures.filter((f) => help.has(f.token)),
    }));
  }
  return [{ group: null, figures: [...help.keys()].map((k) => one(k)) }];
}

/** The art of a piece of the first player, centred on (0, 0). */
function pieceArt(spec, piece) {
  return createPieceElement(spec, piece, { seat: 0 });
}

/** A piece help entry of the engine as a piece of the first player on its cell. */
function helpPiece(spec, entry, owner) {
  const token = spec.variant === 'sanguo' ? `${owner}${entry.token}` : entry.token;
  return {
    cell: entry.from,
    owner,
    token,
    kind: entry.name,
    letter: String(entry.token)[0],
    pawn_of: entry.pawn_of ?? undefined,
  };
}

/**
 * One picture: the game's board with the piece on `entry.from`, dots on `entry.moves` and
 * crosses on `entry.captures_only`. A picture for the eyes: its accessible name lists the cells.
 */
function pieceDiagram(spec, geometry, entry, owner, name) {
  const board = new Board({
    geometry,
    labelFor: () => '',
    drawPiece: (piece) => pieceArt(spec, piece),
    onMove: () => {},
    coordinates: false,
  });
  board.update({
    pieces: [helpPiece(spec, entry, owner)],
    moves: [],
    last: null,
    check: [],
    turn: '',
  });
  const svg = board.element;
  svg.classList.add('rules-board');
  svg.setAttribute('role', 'img');
  svg.removeAttribute('aria-label');
  // Not a playable board: its cells are no buttons and take no focus.
  for (const cell of /** @type {NodeListOf<SVGElement>} */ (svg.querySelectorAll('[data-cell]'))) {
    cell.dataset.rulesCell = cell.dataset.cell;
    cell.removeAttribute('data-cell');
    cell.removeAttribute('role');
    cell.removeAttribute('tabindex');
    cell.removeAttribute('aria-label');
  }
  svg.querySelector('.focus-ring')?.remove();
  const origin = board.point(entry.from);
  const under = svgEl('g', { class: 'rules-origin', 'aria-hidden': 'true' });
  svg.insertBefore(under, board.pieceLayer);
  const r = (geometry.shape === 'point' ? 0.42 : 0.5) * U;
  if (geometry.shape === 'hex') {
    const pts = [0, 1, 2, 3, 4, 5].map((i) => {
      const a = (Math.PI / 3) * i;
      const s = U / Math.sqrt(3);
      return `${(origin.x + s * Math.cos(a)).toFixed(1)},${(origin.y + s * Math.sin(a)).toFixed(1)}`;
    });
    svgEl('polygon', { points: pts.join(' ') }, under);
  } else if (geometry.shape === 'point') {
    svgEl('circle', { cx: origin.x, cy: origin.y, r }, under);
  } else {
    svgEl('rect', { x: origin.x - r, y: origin.y - r, width: 2 * r, height: 2 * r }, under);
  }
  const marks = svgEl('g', { class: 'rules-marks', 'aria-hidden': 'true' }, svg);
  for (const cell of entry.moves) {
    const p = board.point(cell);
    if (!p || Number.isNaN(p.x)) continue;
    svgEl('circle', { class: 'rules-dot', 'data-move': cell, cx: p.x, cy: p.y, r: 0.2 * U }, marks);
  }
  for (const cell of entry.captures_only) {
    const p = board.point(cell);
    if (!p || Number.isNaN(p.x)) continue;
    const s = 0.2 * U;
    svgEl(
      'path',
      {
        class: 'rules-cross',
        'data-capture': cell,
        d: `M${p.x - s} ${p.y - s}L${p.x + s} ${p.y + s}M${p.x + s} ${p.y - s}L${p.x - s} ${p.y + s}`,
      },
      marks,
    );
  }
  let label = t('rules.figure', {
    Piece: capitalize(name),
    piece: name,
    from: entry.from,
    cells: entry.moves.join(', '),
  });
  if (entry.captures_only.length)
    label = t('rules.figureCaptures', { text: label, cells: entry.captures_only.join(', ') });
  svg.setAttribute('aria-label', label);
  svg.dataset.piece = entry.token;
  return svg;
}

/**
 * A piece's picture on its own, over the page: the whole board as large as the screen allows,
 * under the piece's name, until closed.
 */
function showPicture(picture, title) {
  const copy = /** @type {SVGSVGElement} */ (picture.cloneNode(true));
  copy.classList.add('rules-board-large');
  const box = picture.viewBox.baseVal;
  const frame = h('div', { class: 'rules-large-frame' }, copy);
  frame.style.setProperty('--picture-aspect', String(box && box.height ? box.width / box.height : 1));
  openDialog({ title, className: 'rules-large', body: [frame] });
}

/** Paragraphs and lists of a section's blocks. */
function blocks(list) {
  return list.map((block) =>
    Array.isArray(block)
      ? h(
          'ul',
          { class: 'rules-list' },
          block.map((line) => h('li', { text: line })),
        )
      : h('p', { text: block }),
  );
}

/** The piece pictures of a variant, or a note saying why there are none. */
function pieceFigures(engine, variant, text) {
  const created = Session.create(engine, variant, '');
  if (created.error) return [h('p', { class: 'rules-note', text: t('rules.unavailable', { message: created.error }) })];
  const { session } = created;
  const geometry = session.geometry();
  const list = session.pieceHelp();
  const spec = specOf(engine, variant);
  session.free();
  if (geometry.error || spec.error || !Array.isArray(list)) {
    const message = geometry.error ?? spec.error ?? list?.error ?? '?';
    return [h('p', { class: 'rules-note', text: t('rules.unavailable', { message }) })];
  }
  const owner = String(geometry.players[0]?.letter ?? '');
  const help = new Map(list.map((e) => [String(e.token), e]));
  const legend = h(
    'p',
    { class: 'rules-legend', 'aria-hidden': 'true' },
    h('span', { class: 'rules-legend-item' }, h('span', { class: 'rules-legend-dot' }), t('rules.legendMove')),
    list.some((e) => e.captures_only.length)
      ? h(
          'span',
          { class: 'rules-legend-item' },
          h('span', { class: 'rules-legend-cross', text: '✕' }),
          t('rules.legendCapture'),
        )
      : null,
  );
  const groups = figureGroups(variant, text, help).filter((g) => g.figures.length);
  return [
    legend,
    ...groups.map(({ group, figures }) =>
      h(
        'div',
        { class: 'rules-figure-group' },
        group ? h('h3', { class: 'rules-group-title', text: group }) : null,
        h(
          'div',
          { class: 'rules-figures' },
          figures.map(({ token, about, name }) => {
            const entry = help.get(token);
            const named = name ?? pieceName(variant, helpPiece(spec, entry, owner));
            const figure = h('figure', { class: 'rules-figure', 'data-help-piece': token });
            const picture = pieceDiagram(spec, geometry, entry, owner, named);
            const title = name ?? capitalize(named);
            // A picture of a big board is small on a phone: it opens as large as the screen allows.
            // Its button sits under it, never over a dot.
            const enlarge = () => showPicture(picture, title);
            figure.append(
              h(
                'div',
                { class: 'rules-picture', on: { click: enlarge } },
                picture,
                h(
                  'button',
                  {
                    type: 'button',
                    class: 'rules-enlarge',
                    'aria-label': t('rules.enlargeLabel'),
                    'aria-haspopup': 'dialog',
                    on: {
                      click: (event) => {
                        event.stopPropagation();
                        enlarge();
                      },
                    },
                  },
                  icon('zoomIn'),
                  h('span', { text: t('rules.enlarge') }),
                ),
              ),
              h(
                'figcaption',
                {},
                h('span', { class: 'rules-piece-name', text: name ?? capitalize(named) }),
                h('span', { class: 'rules-piece-from', text: t(`rules.on.${variant}`, { cell: entry.from }) }),
                h('span', { class: 'rules-piece-about', text: text.pieces?.[about] ?? '' }),
              ),
            );
            return figure;
          }),
        ),
      ),
    ),
  ];
}

/**
 * The rules page of `variant`.
 * @param {object} options
 * @param {object} options.engine  the wasm module
 * @param {string} options.variant
 * @param {() => void} options.onBack
 * @param {() => void} options.onLanguage  called after the language changed (draw the page again)
 */
export function renderRules({ engine, variant, onBack, onLanguage }) {
  const lang = language();
  // Fetched before the page is drawn (prepareRules) and before a language switch takes effect.
  const { [variant]: text, device } = rulesText(lang);
  const game = t(`variant.${variant}.name`);
  const sections = [
    ...(text?.sections ?? []),
    { id: 'device', title: device.title, blocks: variant === 'sanguo' ? [device.sanguo] : device.blocks },
  ];
  const sectionEls = new Map();
  const contents = h(
    'nav',
    { class: 'rules-contents', 'aria-label': t('rules.contents') },
    sections.map((s) =>
      h(
        'button',
        {
          type: 'button',
          class: 'rules-chip',
          'data-goto': s.id,
          on: {
            click: () => {
              const target = sectionEls.get(s.id);
              target?.scrollIntoView({ block: 'start', behavior: 'smooth' });
              target?.querySelector('h2')?.focus({ preventScroll: true });
            },
          },
        },
        s.title,
      ),
    ),
  );
  const body = sections.map((s) => {
    const node = h(
      'section',
      { class: 'rules-section', 'data-section': s.id, 'aria-labelledby': `rules-${s.id}` },
      h('h2', { id: `rules-${s.id}`, tabindex: '-1', text: s.title }),
      blocks(s.blocks ?? []),
      s.pieces ? pieceFigures(engine, variant, text) : null,
    );
    sectionEls.set(s.id, node);
    return node;
  });
  const back = iconButton('back', t('rules.back'), () => onBack());
  return h(
    'main',
    { class: 'text-page rules-page', 'data-rules': variant, lang },
    h(
      'header',
      { class: 'bar text-page-bar' },
      back,
      h(
        'h1',
        { class: 'bar-title', tabindex: '-1' },
        h('span', { class: 'bar-sub', text: t('rules.kicker') }),
        h('span', { class: 'bar-game', text: game }),
      ),
      h('span', { class: 'text-page-bar-end', 'aria-hidden': 'true' }),
    ),
    h(
      'div',
      { class: 'rules-body' },
      h('div', { class: 'text-page-top' }, languagePicker({ prepare: loadRulesText, onChange: () => onLanguage() })),
      h('p', { class: 'rules-lead', text: text?.lead ?? '' }),
      h(
        'p',
        { class: 'rules-learn' },
        h(
          'a',
          { class: 'rules-learn-link', href: `#/learn/${variant}`, 'data-learn-link': variant },
          t('rules.learn', { game }),
        ),
      ),
      contents,
      body,
      h(
        'p',
        { class: 'rules-play' },
        h(
          'a',
          { class: 'rules-play-link', href: `#/${variant}`, 'data-play': variant },
          icon('play'),
          h('span', { text: t('rules.play', { game }) }),
        ),
      ),
    ),
  );
}

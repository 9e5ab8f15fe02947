// Timur chess's piece help: every piece kind, and where it goes from f5 of an empty board, exactly
// as the engine computes it (`pieceHelp()`), on a small board: dots where it moves, crosses where
// it only captures.

import { t, capitalize, has } from '../../ui/i18n.js';
import { h } from '../../ui/dom.js';
import { openDialog } from '../../ui/dialog.js';
import { pieceName } from '../../board/pieces.js';
import { svgEl as el, SVG_NS as SVG, CELL_UNITS as U } from '../../ui/svg.js';
import { drawTimurPiece, timurPieceSvg } from './pieces.js';

/** White tokens in the order the help lists them, in groups. */
/**
 * A piece kind of the engine's piece help: where it stands and where it goes on an empty board.
 * @typedef {object} HelpEntry
 * @property {string} token  its token in the position string
 * @property {string} name  the engine's kind id
 * @property {string|null} [pawn_of]  the kind a pawn becomes
 * @property {string} from  the cell it stands on
 * @property {string[]} moves  where it moves (and captures)
 * @property {string[]} [captures_only]  where it only captures
 */

/** @type {[string, string[]][]} */
const HELP_GROUPS = [
  ['main', ['K', 'F', 'V', 'R', 'N', 'E', 'C', 'W', 'T', 'G']],
  ['royal', ['S', 'A']],
  ['pawns', ['PK', 'PF', 'PV', 'PR', 'PN', 'PE', 'PC', 'PW', 'PT', 'PG', 'PP']],
  ['large', ['M', 'L', 'B', 'X']],
];

/** A piece help entry of the engine as a piece the page can name and draw. */
function helpPiece(entry) {
  return { kind: entry.name, pawn_of: entry.pawn_of ?? undefined, letter: entry.token };
}

/** The art of a help entry: `{ kind, of }` for drawTimurPiece. */
function artOf(entry) {
  return entry.pawn_of ? { kind: 'pawn', of: entry.pawn_of } : { kind: entry.name, of: null };
}

/** The one-line description of a help entry's piece in the UI language. */
function aboutPiece(entry) {
  const becomes = entry.pawn_of;
  if (!becomes) return t(`timur.about.${entry.name}`);
  if (becomes === 'pawns') return t('timur.about.pawns');
  const name = pieceName('timur', { kind: becomes });
  const articleKey = `timur.article.${becomes}`;
  return t('timur.about.pawn', {
    piece: name,
    pieceDat: pieceName('timur', { kind: becomes }, { dat: true }),
    pieceArticle: has(articleKey) ? t(articleKey) : t('timur.article', { piece: name }),
  });
}

/** The small board of the help: the piece on its cell, dots and crosses from the engine. */
function helpBoard(_token, entry, label) {
  const files = 'abcdefghijk';
  const size = 40;
  // Room at the left for the rank numbers ("10" whole).
  const margin = 30;
  // Room for the frame round the cells, on every side.
  const pad = 4;
  const width = files.length * size + margin;
  // The file letters under the frame, and below them room for the tails of g and j.
  const fileBaseline = 10 * size + pad + 14;
  const height = fileBaseline + 8;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 ${-pad} ${width + pad} ${height + pad}`);
  svg.setAttribute('class', 'timur-help-board');
  svg.setAttribute('role', 'img');
  const moves = new Set(entry?.moves ?? []);
  const captures = new Set(entry?.captures_only ?? []);
  const describe = [...moves].join(' ');
  svg.setAttribute('aria-label', `${label}: ${describe}${captures.size ? ` · ✕ ${[...captures].join(' ')}` : ''}`);
  const at = (name) => {
    const f = files.indexOf(name[0]);
    const r = Number(name.slice(1)) - 1;
    return { x: margin + f * size + size / 2, y: (9 - r) * size + size / 2 };
  };
  el(
    'rect',
    {
      class: 'timur-help-frame',
      x: margin - pad,
      y: -pad,
      width: files.length * size + 2 * pad,
      height: 10 * size + 2 * pad,
      rx: 4,
    },
    svg,
  );
  for (let r = 1; r <= 10; r++) {
    for (let f = 0; f < files.length; f++) {
      const name = `${files[f]}${r}`;
      const p = at(name);
      el(
        'rect',
        {
          class: `timur-help-cell${(f + r) % 2 ? ' alt' : ''}`,
          x: p.x - size / 2,
          y: p.y - size / 2,
          width: size,
          height: size,
        },
        svg,
      );
    }
    const label = el(
      'text',
      { class: 'timur-help-coord', x: (margin - pad) / 2, y: at(`a${r}`).y + 5, 'text-anchor': 'middle' },
      svg,
    );
    label.textContent = String(r);
  }
  for (let f = 0; f < files.length; f++) {
    const label = el(
      'text',
      { class: 'timur-help-coord', x: at(`${files[f]}1`).x, y: fileBaseline, 'text-anchor': 'middle' },
      svg,
    );
    label.textContent = files[f];
  }
  for (const name of moves) {
    const p = at(name);
    el('circle', { class: 'timur-help-move', 'data-help-cell': name, cx: p.x, cy: p.y, r: size * 0.2 }, svg);
  }
  for (const name of captures) {
    const p = at(name);
    const s = size * 0.2;
    el(
      'path',
      {
        class: 'timur-help-capture',
        'data-help-cell': name,
        d: `M${p.x - s} ${p.y - s} L${p.x + s} ${p.y + s} M${p.x + s} ${p.y - s} L${p.x - s} ${p.y + s}`,
      },
      svg,
    );
  }
  if (entry) {
    const p = at(entry.from);
    el('rect', { class: 'timur-help-origin', x: p.x - size / 2, y: p.y - size / 2, width: size, height: size }, svg);
    const { kind, of } = artOf(entry);
    const g = el('g', { transform: `translate(${p.x} ${p.y}) scale(${(size / U) * 0.96})` }, svg);
    drawTimurPiece(g, kind, { of });
  }
  return svg;
}

/** The engine's piece help of a game (its `pieceHelp()`), by upper-case token; none if it fails. */
export function helpEntries(session) {
  let list = [];
  try {
    list = session.pieceHelp();
  } catch {
    list = [];
  }
  return new Map((Array.isArray(list) ? list : []).map((e) => [String(e.token).toUpperCase(), e]));
}

/**
 * Opens the piece help on a token's kind (any case; null: the king).
 * @param {Map<string, HelpEntry>} entries  the engine's piece help by upper-case token (helpEntries)
 * @param {string|null} token
 * @param {() => void} onClose  the dialog was closed
 * @returns {{close: () => void}} the dialog
 */
export function openPieceHelp(entries, token, onClose) {
  let current = token ? String(token).toUpperCase() : 'K';
  if (!entries.has(current)) current = 'K';
  const diagram = h('div', { class: 'timur-help-diagram' });
  const name = h('h3', { class: 'timur-help-name' });
  const about = h('p', { class: 'timur-help-about' });
  const from = h('p', { class: 'timur-help-from' });
  const caption = h('div', { class: 'timur-help-caption', 'aria-live': 'polite' }, name, about, from);
  const legend = h(
    'p',
    { class: 'timur-help-legend', 'aria-hidden': 'true' },
    h('span', { class: 'timur-legend-item' }, h('span', { class: 'timur-legend-dot' }), t('timur.help.moves')),
    h(
      'span',
      { class: 'timur-legend-item' },
      h('span', { class: 'timur-legend-cross', text: '✕' }),
      t('timur.help.captures'),
    ),
  );
  const buttons = new Map();
  const show = (key) => {
    current = key;
    const entry = entries.get(key);
    const title = capitalize(pieceName('timur', helpPiece(entry)));
    name.textContent = title;
    about.textContent = aboutPiece(entry);
    from.textContent = entry ? t('timur.help.from', { cell: entry.from }) : '';
    diagram.replaceChildren(helpBoard(key, entry, t('timur.help.board', { piece: title })));
    diagram.dataset.piece = key;
    for (const [k, b] of buttons) b.setAttribute('aria-pressed', String(k === key));
  };
  const groups = HELP_GROUPS.map(([group, tokens]) =>
    h(
      'div',
      { class: 'timur-help-group' },
      h('h3', { class: 'timur-help-group-name', text: t(`timur.help.${group}`) }),
      h(
        'div',
        { class: 'timur-help-kinds' },
        tokens
          .filter((k) => entries.has(k))
          .map((k) => {
            const entry = entries.get(k);
            const { kind, of } = artOf(entry);
            const label = capitalize(pieceName('timur', helpPiece(entry)));
            const b = h(
              'button',
              {
                type: 'button',
                class: 'timur-help-kind',
                'data-help-piece': k,
                'aria-label': label,
                title: label,
                on: { click: () => show(k) },
              },
              timurPieceSvg(kind, { of, size: 34 }),
            );
            buttons.set(k, b);
            return b;
          }),
      ),
    ),
  );
  show(current);
  const dialog = openDialog({
    title: t('timur.help.title'),
    className: 'timur-help',
    body: [
      h(
        'div',
        { class: 'timur-help-layout' },
        diagram,
        h('div', { class: 'timur-help-list', role: 'group', 'aria-label': t('timur.help.kinds') }, groups),
        h('div', { class: 'timur-help-text' }, caption, legend),
      ),
    ],
    onClose,
  });
  const chosen = buttons.get(current);
  chosen?.focus({ preventScroll: true });
  chosen?.scrollIntoView({ block: 'nearest', inline: 'center' });
  return dialog;
}

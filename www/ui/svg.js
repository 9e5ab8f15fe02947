// The one helper that builds SVG elements, and the board's unit. Every drawing module (board,
// pieces, rules pictures) uses these instead of its own copies.

/** The SVG namespace. */
export const SVG_NS = 'http://www.w3.org/2000/svg';

/** User units per cell spacing on every board, and the size of a piece's drawing box. */
export const CELL_UNITS = 100;

/**
 * Creates an SVG element with `attrs` set as attributes (values turned into strings) and, when
 * `parent` is given, appends it there.
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} name
 * @param {Record<string, string|number>} [attrs]
 * @param {Node|null} [parent]
 * @returns {SVGElementTagNameMap[K]}
 */
export function svgEl(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (parent) parent.appendChild(node);
  return node;
}

/**
 * The class naming a piece's kind on the board (`kind-<first word of the engine's kind id>`:
 * `kind-knight`, `kind-banner` for a banner bearer, `kind-war` for a war engine).
 * @param {string} kind
 */
export function kindClass(kind) {
  return `kind-${String(kind).split(' ')[0]}`;
}

/** The id of the page's one sprite of shared drawings (see useDrawing). */
const SPRITE_ID = 'tahta-drawings';

/**
 * A `<use>` of the drawing `id` (with `attrs`), which `draw(group)` draws the first time it is
 * asked for into the page's one sprite: a hidden <svg> at the end of the body. A piece drawn
 * this way costs its board two or three elements instead of its dozen shapes, however many times
 * it stands there and however often the board is drawn again.
 * @param {string} id  unique in the page
 * @param {(group: SVGGElement) => void} draw
 * @param {Record<string, string|number>} [attrs]
 * @returns {SVGUseElement}
 */
export function useDrawing(id, draw, attrs = {}) {
  let sprite = /** @type {SVGSVGElement|null} */ (/** @type {unknown} */ (document.getElementById(SPRITE_ID)));
  if (!sprite) {
    sprite = svgEl('svg', {
      id: SPRITE_ID,
      class: 'drawings',
      width: 0,
      height: 0,
      'aria-hidden': 'true',
      focusable: 'false',
    });
    svgEl('defs', {}, sprite);
    document.body.append(sprite);
  }
  if (!document.getElementById(id)) draw(svgEl('g', { id }, sprite.firstChild));
  return svgEl('use', { href: `#${id}`, ...attrs });
}

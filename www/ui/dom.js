// Small DOM helpers: element building without innerHTML, and the UI's line icons.

const SVG = 'http://www.w3.org/2000/svg';

// Input modality: focus rings and automatic focus moves are for keyboard users only, not
// after a tap or a click.
let keyboardMode = false;
// (Guarded so the modules that import this one also load under `node --test`.)
if (typeof document !== 'undefined') {
  document.addEventListener(
    'keydown',
    () => {
      keyboardMode = true;
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    () => {
      keyboardMode = false;
    },
    true,
  );
}

/** True while the player is using the keyboard (since the last key press, until a pointer). */
export function usingKeyboard() {
  return keyboardMode;
}

/**
 * Creates an element. `attrs`: attributes, except `class`, `text` (textContent), `on` (an object
 * of event listeners) and `dataset`. Children may be nodes, strings or null.
 */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key === 'on') for (const [type, fn] of Object.entries(value)) node.addEventListener(type, fn);
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child);
  }
  return node;
}

/**
 * A game screen's title for its bar: the game's name and, under it, `subtitle` if any. The
 * game's page shows it while it loads as well (app/app.js), so both are written here once.
 */
export function gameTitle(gameName, subtitle = null) {
  return h(
    'h1',
    { class: 'bar-title' },
    h('span', { class: 'bar-game', text: gameName }),
    subtitle ? h('span', { class: 'bar-sub', text: subtitle }) : null,
  );
}

// 24×24 stroke icons.
const ICONS = {
  back: ['M15 18l-6-6 6-6'],
  undo: ['M9 14L4 9l5-5', 'M4 9h10.5a5.5 5.5 0 0 1 0 11H11'],
  flag: ['M5 21V4', 'M5 4h12l-2.5 4.5L17 13H5'],
  draw: { text: '½' },
  restart: ['M3 12a9 9 0 1 0 3-6.7', 'M3 4v5h5'],
  flip: ['M7 20V4', 'M3 8l4-4 4 4', 'M17 4v16', 'M13 16l4 4 4-4'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  play: ['M8 5l11 7-11 7z'],
  hint: ['M9 18h6', 'M10 21h4', 'M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z'],
  menu: ['M4 7h16', 'M4 12h16', 'M4 17h16'],
  zoomIn: ['M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13z', 'M15.5 15.5L20 20', 'M10.5 7.5v6', 'M7.5 10.5h6'],
  zoomOut: ['M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13z', 'M15.5 15.5L20 20', 'M7.5 10.5h6'],
  list: ['M9 6h11', 'M9 12h11', 'M9 18h11', 'M4.5 6h.01', 'M4.5 12h.01', 'M4.5 18h.01'],
  globe: [
    'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z',
    'M3 12h18',
    'M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9',
    'M12 3C9.5 5.6 8.2 8.6 8.2 12s1.3 6.4 3.8 9',
  ],
  robot: ['M6 9h12v10H6z', 'M12 5v4', 'M9.5 13h.01', 'M14.5 13h.01', 'M10 16.5h4'],
};

/**
 * An empty standalone `<svg>` for a piece picture (pieces are drawn on a 100-unit square around
 * the origin), hidden from assistive technology: the control around it carries the name.
 * `size`: CSS pixels square, or null to let the stylesheet size it.
 */
export function pictureSvg(className, size = null) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '-50 -50 100 100');
  if (size !== null) {
    svg.setAttribute('width', String(size));
    svg.setAttribute('height', String(size));
  }
  svg.setAttribute('class', className);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  return svg;
}

let choiceCounter = 0;

/**
 * A group of radio buttons drawn as a segmented control (`.choice`): `options` are
 * `{ value, text }`, `value` the chosen one; `onChange(value)` on every choice.
 */
export function choiceGroup(legend, name, options, value, onChange) {
  const id = `choice-${name}-${++choiceCounter}`;
  return h(
    'fieldset',
    { class: 'choice', 'data-choice': name },
    h('legend', { text: legend }),
    h(
      'div',
      { class: 'choice-options' },
      options.map((o) =>
        h(
          'label',
          { class: 'choice-option' },
          h('input', {
            type: 'radio',
            name: id,
            value: o.value,
            checked: o.value === value,
            on: { change: () => onChange(o.value) },
          }),
          h('span', { text: o.text }),
        ),
      ),
    ),
  );
}

/** An inline SVG icon, hidden from assistive technology (its button carries the name). */
export function icon(name) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', `icon icon-${name}`);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const spec = ICONS[name] || [];
  if (spec.text) {
    const text = document.createElementNS(SVG, 'text');
    text.setAttribute('x', '12');
    text.setAttribute('y', '19');
    text.setAttribute('text-anchor', 'middle');
    text.setAttribute('class', 'icon-glyph');
    text.textContent = spec.text;
    svg.appendChild(text);
    return svg;
  }
  for (const d of spec) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.appendChild(path);
  }
  return svg;
}

/**
 * A message for the player with a Dismiss button (`data-notice`, announced as an alert); the
 * caller puts it where notices go. `closeLabel`: the button's name in the UI language.
 */
export function notice(text, closeLabel) {
  const node = h(
    'div',
    { class: 'notice', role: 'alert', 'data-notice': '' },
    h('p', { text }),
    iconButton('close', closeLabel, () => node.remove()),
  );
  return node;
}

/**
 * A button that shows only the icon `name`: `label` is its accessible name and its tooltip.
 * `attrs` adds attributes (a `data-action`, say).
 * @param {string} name
 * @param {string} label
 * @param {(event: Event) => void} onClick
 * @param {Record<string, string>} [attrs]
 */
export function iconButton(name, label, onClick, attrs = {}) {
  return h(
    'button',
    { type: 'button', class: 'icon-button', 'aria-label': label, title: label, ...attrs, on: { click: onClick } },
    icon(name),
  );
}

/**
 * Scrolls the page just enough to show `element` whole (nothing if it is on screen already):
 * what came of a move, below a board that fills a phone's screen. Smoothly, unless the reader
 * asked for less motion.
 * @param {Element | null | undefined} element
 */
export function bringIntoView(element) {
  element?.scrollIntoView({ block: 'nearest', behavior: motionReduced() ? 'auto' : 'smooth' });
}

/** Whether the reader asked for less motion (no slides, no smooth scrolling). */
export function motionReduced() {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Calls `refresh` now, and again whenever the page becomes visible, for as long as `element`
 * is in the page: a list read from the server kept current when the player comes back to it.
 * @param {Element} element
 * @param {() => unknown} refresh
 */
export function refreshWhenVisible(element, refresh) {
  const onVisible = () => {
    if (!element.isConnected) document.removeEventListener('visibilitychange', onVisible);
    else if (document.visibilityState === 'visible') refresh();
  };
  document.addEventListener('visibilitychange', onVisible);
  refresh();
}

// The buttons of an online room's screen: controls beside the game screen's own, and the
// buttons of the room's message.

import { h, icon } from '../ui/dom.js';

/** A control button like the game screen's own (icon and visible name). */
export function controlButton(iconName, text, onClick) {
  return h(
    'button',
    { type: 'button', class: `control control-${iconName}`, on: { click: onClick } },
    icon(iconName),
    h('span', { class: 'control-text', text }),
  );
}

/** A button of the room's message (accepting a draw, claiming, waiting on), named by `data-online`. */
export function actionButton(name, text, onClick, primary = false) {
  return h(
    'button',
    { type: 'button', class: primary ? 'primary' : null, 'data-online': name, on: { click: onClick } },
    text,
  );
}

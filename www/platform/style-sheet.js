// Stylesheets that load with the part of the page that needs them (a game, the install prompt),
// not with the first page.

import { siteFile } from './site-file.js';

/**
 * Adds the stylesheet at `path` (under www/) to the page once; resolves when it applies (or
 * failed to load), so that what it styles is never drawn unstyled first.
 * @param {string} path  e.g. `games/timur/timur.css`
 * @returns {Promise<void>}
 */
export function loadStyleSheet(path) {
  const href = siteFile(path).href;
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
}

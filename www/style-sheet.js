// Stylesheets that load with the part of the page that needs them (a game, the install prompt),
// not with the first page.

/**
 * Adds the stylesheet `name` of this directory to the page once; resolves when it applies (or
 * failed to load), so that what it styles is never drawn unstyled first.
 * @param {string} name  e.g. `timur.css`
 * @returns {Promise<void>}
 */
export function loadStyleSheet(name) {
  const href = new URL(name, import.meta.url).href;
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

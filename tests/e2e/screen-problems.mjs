// What is wrong on a screen of the app, for the browser tests that walk the screens
// (screens.test.mjs, learn.test.mjs): run in the page with `page.evaluate(screenProblems)`.

/**
 * What is wrong on the screen, in words: visible text cut or off screen, message keys. Runs in
 * the page.
 */
export function screenProblems() {
  const problems = [];
  const width = innerWidth;
  const height = innerHeight;
  const KEY = /\b[a-z][a-zA-Z]*(?:\.[a-zA-Z][\w-]*)+/;
  const shown = (el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const clips = (style) => ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
  const scrolls = (style) =>
    ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
  const ownText = (el) =>
    [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim())
      .map((n) => n.textContent.trim())
      .join(' ');
  /**
   * Whether the point at height `y` under `top` is only scrolled beneath a bar stuck to the top
   * of the screen (sticky or fixed): the page is scrolled, and scrolling back shows what is there.
   */
  const scrolledUnder = (top, y) => {
    if (window.scrollY <= 0) return false;
    for (let node = top; node instanceof Element; node = node.parentElement) {
      const { position } = getComputedStyle(node);
      if (position !== 'sticky' && position !== 'fixed') continue;
      const bar = node.getBoundingClientRect();
      return bar.top <= 1 && y <= bar.bottom;
    }
    return false;
  };
  const name = (el, text) =>
    `"${text.slice(0, 40)}" (${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''})`;
  /**
   * Why the text of `el` (its range's box `rect`) cannot be seen whole, or null: walking up, a
   * box that clips (overflow hidden) must hold it; a scroll container shows what it holds when
   * scrolled, so from there on it is the container that must be seen; at the top, the screen
   * (which never scrolls sideways, and not at all when the page is no taller than the screen or
   * the element is fixed).
   */
  const lost = (el, rect) => {
    let target = rect;
    let fixed = false;
    const outside = (outer, x, y) =>
      (x && (target.left < outer.left - 1 || target.right > outer.right + 1)) ||
      (y && (target.top < outer.top - 1 || target.bottom > outer.bottom + 1));
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === 'fixed') fixed = true;
      const clipX = ['hidden', 'clip'].includes(style.overflowX);
      const clipY = ['hidden', 'clip'].includes(style.overflowY);
      if ((clipX || clipY) && outside(node.getBoundingClientRect(), clipX, clipY)) return 'clipped';
      if (scrolls(style)) target = node.getBoundingClientRect();
    }
    const screenY = fixed || document.documentElement.scrollHeight <= height;
    if (outside({ left: 0, right: width, top: 0, bottom: height }, true, screenY)) return 'off screen';
    return null;
  };
  /** The part of the screen where `el` can be seen now: the screen cut by every box it is in that
   *  clips or scrolls. */
  const inView = (el) => {
    const view = { left: 0, top: 0, right: width, bottom: height };
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const r = node.getBoundingClientRect();
      view.left = Math.max(view.left, r.left);
      view.top = Math.max(view.top, r.top);
      view.right = Math.min(view.right, r.right);
      view.bottom = Math.min(view.bottom, r.bottom);
    }
    return view;
  };
  /** The boxes of the lines of text `el` shows (none of its screen-reader-only words). */
  const seenLines = (el) => {
    const lines = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim() || node.parentElement.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      lines.push(...[...range.getClientRects()].filter((l) => l.width > 0 && l.height > 0));
    }
    return lines;
  };
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('svg, .visually-hidden, script, style, template')) continue;
    const button = el.matches('button, a[href], select, input:not([type="checkbox"], [type="radio"]), .control-text');
    const text = (button ? el.innerText || el.value || '' : ownText(el)).trim();
    if (!text || !shown(el)) continue;
    const style = getComputedStyle(el);
    if (KEY.test(ownText(el))) problems.push(`message key on screen: ${name(el, text)}`);
    // Its box: text running past it (overflow shown or clipped, "…" or not).
    if (el.clientWidth > 0 && !scrolls(style) && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`cut (${el.scrollWidth} px of text in ${el.clientWidth}): ${name(el, text)}`);
      continue;
    }
    if (el.clientHeight > 0 && clips(style) && !scrolls(style) && el.scrollHeight > el.clientHeight + 2) {
      problems.push(`cut (${el.scrollHeight} px high in ${el.clientHeight}): ${name(el, text)}`);
      continue;
    }
    // Its text: within every box that clips it, and on the screen. Words only for screen
    // readers (`.visually-hidden`, "· Jungle" after a card's "Rules") are no text on screen.
    const lines = seenLines(el);
    if (!lines.length) continue;
    const r = {
      left: Math.min(...lines.map((l) => l.left)),
      top: Math.min(...lines.map((l) => l.top)),
      right: Math.max(...lines.map((l) => l.right)),
      bottom: Math.max(...lines.map((l) => l.bottom)),
    };
    const why = lost(el, r);
    const where = `(${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)})`;
    if (why) {
      problems.push(`${why} ${where}: ${name(el, text)}`);
      continue;
    }
    // Not under another element (the open menu aside): what the screen shows at the middle of
    // its first and last lines, where they are in view, is the element or a part of it.
    const view = inView(el);
    for (const line of [lines[0], lines[lines.length - 1]]) {
      const x = line.left + line.width / 2;
      const y = line.top + line.height / 2;
      if (x < view.left || y < view.top || x >= view.right || y >= view.bottom) continue;
      const top = document.elementFromPoint(x, y);
      if (top && !el.contains(top) && !top.contains(el) && !top.closest('.menu') && !scrolledUnder(top, y)) {
        problems.push(`covered by ${name(top, top.innerText?.trim() ?? '')} ${where}: ${name(el, text)}`);
        break;
      }
    }
  }
  return [...new Set(problems)];
}

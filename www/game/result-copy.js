// A copy of the result box for a player across the table, turned to them by its stylesheet:
// the same words, hidden and shown with the box, its buttons pressing the box's own. The copy
// is hidden from assistive technology: the box itself is the one announced.

/**
 * Keeps `copy` a copy of the result box `box` from now on. Returns the observer (disconnect it
 * when the screen goes).
 * @param {HTMLElement} box
 * @param {HTMLElement} copy
 */
export function mirrorResultBox(box, copy) {
  copy.setAttribute('aria-hidden', 'true');
  const mirror = () => {
    copy.replaceChildren(...[...box.childNodes].map((n) => n.cloneNode(true)));
    for (const node of copy.querySelectorAll('[id]')) node.removeAttribute('id');
    const originals = [...box.querySelectorAll('button')];
    [...copy.querySelectorAll('button')].forEach((b, i) => {
      b.tabIndex = -1;
      b.addEventListener('click', () => originals[i]?.click());
    });
    copy.hidden = box.hidden;
    copy.dataset.winners = box.dataset.winners ?? '';
  };
  const observer = new MutationObserver(mirror);
  observer.observe(box, { attributes: true, childList: true, subtree: true, characterData: true });
  mirror();
  return observer;
}

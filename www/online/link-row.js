// A link shown whole with its Share and Copy buttons and its QR code (for a phone across the
// table: `[data-qr="<letter or kind>"]`, drawn by qr.js once loaded): a room's invitations, and
// the link that continues a seat on another device.

import { h } from '../ui/dom.js';
import { t } from '../ui/i18n.js';

/** A link shown whole, with Share (where the browser has it) and Copy (with "copied"). */
export function linkRow(link, kind, letter = null, shareText = null) {
  const attrs = { class: 'online-link', [`data-${kind}`]: letter ?? '' };
  const text = h('code', attrs, link);
  const done = h('span', { class: 'online-copied', role: 'status' });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      done.textContent = t('online.copied');
    } catch {
      // No clipboard here: the link is selected for the player to copy.
      const range = document.createRange();
      range.selectNodeContents(text);
      const selection = getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
  };
  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title: 'Tahta', text: shareText ?? '', url: link });
        return;
      } catch (error) {
        if (error?.name === 'AbortError') return;
      }
    }
    await copy();
  };
  const qr = h('div', { class: 'online-qr', 'data-qr': letter ?? kind });
  import('./qr.js')
    .then(({ qrSvg }) => qr.replaceChildren(qrSvg(link, t('online.qrLabel'))))
    // Without the module (an old cache offline) the link, Share and Copy still do.
    .catch(() => qr.remove());
  return h(
    'div',
    { class: 'online-link-row' },
    qr,
    text,
    h(
      'div',
      { class: 'online-actions' },
      h(
        'button',
        { type: 'button', class: 'primary', 'data-share': letter ?? kind, on: { click: share } },
        t('online.share'),
      ),
      h('button', { type: 'button', 'data-copy': letter ?? kind, on: { click: copy } }, t('online.copy')),
      done,
    ),
  );
}

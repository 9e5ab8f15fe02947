// In-page dialogs (native <dialog>, modal): confirmations, the new-game panel, Benlik's summary.
// No window.confirm/alert: they block the page and cannot be styled or translated reliably.

import { h, iconButton } from './dom.js';
import { t } from './i18n.js';

const open = new Set();

/**
 * Opens a modal dialog.
 * @param {object} options
 * @param {string} options.title
 * @param {Array<Node|string|null>} [options.body]
 * @param {Array<{text: string, primary?: boolean, onClick?: () => (boolean|void), data?: string}>} [options.actions]
 *        a button per action; the dialog closes after its onClick unless it returns false
 * @param {string} [options.className]
 * @param {() => void} [options.onClose]
 * @returns {{ dialog: HTMLDialogElement, close: () => void }}
 */
export function openDialog({ title, body = [], actions = [], className = '', onClose = null }) {
  const titleId = `dialog-title-${Math.random().toString(36).slice(2, 9)}`;
  const dialog = h('dialog', { class: `sheet ${className}`.trim(), 'aria-labelledby': titleId });
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    open.delete(close);
    if (dialog.open) dialog.close();
    dialog.remove();
    onClose?.();
  };
  const buttons = actions.map((action) =>
    h(
      'button',
      {
        type: 'button',
        class: action.primary ? 'primary' : null,
        'data-action': action.data ?? null,
        on: {
          click: () => {
            if (action.onClick?.() === false) return;
            close();
          },
        },
      },
      action.text,
    ),
  );
  dialog.append(
    h(
      'div',
      { class: 'sheet-head' },
      h('h2', { id: titleId, text: title }),
      iconButton('close', t('dialog.close'), close),
    ),
    h('div', { class: 'sheet-body' }, body),
    // (Node.append would write a null out as the text "null".)
    ...(buttons.length ? [h('div', { class: 'sheet-actions' }, buttons)] : []),
  );
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  // A tap on the backdrop (outside the dialog's box) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const r = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
    if (!inside) close();
  });
  document.body.append(dialog);
  open.add(close);
  dialog.showModal();
  // The first action (or the close button) takes the focus, not a random field.
  (dialog.querySelector('.sheet-actions button.primary') || dialog.querySelector('button'))?.focus({
    preventScroll: true,
  });
  return { dialog, close };
}

/** Closes every open dialog (when the page changes view). */
export function closeDialogs() {
  for (const close of [...open]) close();
}

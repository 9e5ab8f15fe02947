// Game records in the page: the record of the game on screen (the engine writes and reads the
// text, see docs/records.md), the `#/<variant>?game=…` link, and the dialog that shows a record
// with Copy and Share and opens a pasted one.

import { h } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { openDialog } from '../ui/dialog.js';
import { engine, loadEngine, optionStart, parseRecord, writeRecord } from '../engine/engine.js';
import { GAMES } from '../engine/variants.js';
import { SEATS } from './controller.js';
import { addPastGame } from './saved-games.js';

/** Today as the record's `Date` writes it (YYYY-MM-DD, local time). */
export function recordDate(date = new Date()) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The tags of the game on screen, `[[name, value]…]`. `kept`: tags the game was opened with
 * (an imported record's `Date`), kept as they were.
 * @param {object} engine  the wasm module
 * @param {import('./controller.js').GameController} controller
 * @param {Array<[string, string]>} [kept]
 */
export function recordTags(engine, controller, kept = []) {
  const keptValue = (name) => kept.find(([n]) => n === name)?.[1];
  const tags = [['Date', keptValue('Date') ?? recordDate()]];
  if (controller.botGame) tags.push(['Seats', controller.seats.join(' ')]);
  const start = controller.startPosition;
  if (start) {
    const bannersOff = optionStart(engine, controller.variant, 'banners=off');
    if (bannersOff && start === bannersOff) tags.push(['Option', 'banners=off']);
    else tags.push(['Start', start]);
  }
  const result = controller.state?.result;
  if (result && controller.ending) tags.push(['Ending', controller.ending]);
  if (result) tags.push(['Result', result.text]);
  return tags;
}

/** The record's text of the game on screen, or `{ error }`. */
export async function recordText(controller, kept = []) {
  await loadEngine(controller.variant);
  return writeRecord(engine, controller.variant, recordTags(engine, controller, kept), controller.state.history);
}

/**
 * Who played a game, as the past games keep it: the computer's levels (and the person's side
 * when one person played them), an online room, or people on this device.
 * @param {import('./controller.js').GameController} controller
 */
function pastOpponents(controller) {
  if (controller.online) return { online: true };
  if (!controller.botGame) return {};
  const humans = controller.humans;
  return { bots: controller.seats.filter((s) => s !== 'human'), you: humans.length === 1 ? humans[0] : null };
}

/** The link that opens a record (at its last position). */
export function gameLink(variant, text, extra = '') {
  return `#/${variant}?game=${encodeURIComponent(text)}${extra}`;
}

/**
 * The seats of a record's `Seats` tag (`human hard`) when they fit `players` players, else
 * null (people only).
 */
export function seatsOf(tags, players) {
  const value = tags.find(([n]) => n === 'Seats')?.[1];
  if (!value) return null;
  const seats = value.trim().split(/\s+/);
  if (seats.length !== players || !seats.every((s) => SEATS.includes(s)) || !seats.includes('human')) return null;
  return seats;
}

/**
 * The game of a record that `readRecord` refused only because its game's engine is not loaded
 * here (each game has its own), or null: the engine refuses it as an unknown variant named in
 * its `Variant` tag, which is one of the site's games.
 */
export function otherGameOf(read) {
  const named = read.kind === 'unknown-variant' ? read.params?.variant : null;
  return GAMES.includes(named) ? named : null;
}

/**
 * Reads a record of any game, loading its game's engine first if need be: what `readRecord`
 * returns, or its `{ error }`.
 */
async function readAnyRecord(text) {
  const read = readRecord(engine, text);
  const other = read.error ? otherGameOf(read) : null;
  if (!other) return read;
  try {
    await loadEngine(other);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  return readRecord(engine, text);
}

/** Reads a record: `{ variant, tags, moves, start, ending }` or `{ error, kind, params }`. */
export function readRecord(engine, text) {
  const parsed = parseRecord(engine, text);
  if (parsed.error) return parsed;
  const tags = Array.from(parsed.tags, ([n, v]) => [String(n), String(v)]);
  return {
    variant: String(parsed.variant),
    tags,
    moves: Array.from(parsed.moves, String),
    start: String(parsed.start ?? ''),
    ending: tags.find(([n]) => n === 'Ending')?.[1] ?? null,
  };
}

async function copyText(text, field) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (an insecure page, an old browser): the selection and the old
    // command still work where the field is on screen.
    if (!field) return false;
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/**
 * Shows a record with Copy and Share, and opens a record pasted in its place.
 * @param {object} options
 * @param {string} options.text      the record of the game on screen ('' for none)
 * @param {string} options.title     the game's name, for Share
 * @param {(record: {variant: string}, text: string) => void} options.onOpen   a pasted record was read
 * @param {boolean} [options.turned]  face the far player (who asked for it, face to face)
 */
export function openRecordDialog({ text, title, onOpen, turned = false }) {
  const field = h('textarea', {
    'data-record': '',
    rows: 10,
    spellcheck: 'false',
    autocapitalize: 'off',
    autocomplete: 'off',
    'aria-label': t('record.title'),
  });
  field.value = text;
  const status = h('p', { class: 'record-status', role: 'status', 'aria-live': 'polite' });
  const say = (words, error = false) => {
    status.textContent = words;
    status.classList.toggle('record-error', error);
  };
  const current = () => field.value.trim();
  /** The record in the field, read (null, with the reason shown, when it cannot be). */
  const readPasted = async () => {
    const read = await readAnyRecord(current());
    if (!read.error) return read;
    say(t('record.bad', { message: read.error }), true);
    return null;
  };
  const dialog = openDialog({
    title: t('record.title'),
    className: turned ? 'record-dialog turned' : 'record-dialog',
    body: [h('p', { class: 'record-hint', text: t('record.hint') }), field, status],
    actions: [
      {
        text: t('record.copy'),
        data: 'copy',
        onClick: () => {
          copyText(field.value, field).then((ok) => say(t(ok ? 'record.copied' : 'record.copyFailed'), !ok));
          return false;
        },
      },
      {
        text: t('record.share'),
        data: 'share',
        onClick: () => {
          readPasted().then((read) => {
            if (!read) return;
            const url = new URL(gameLink(read.variant, current()), location.href).href;
            const copyLink = () =>
              copyText(url, null).then((ok) => say(t(ok ? 'record.linkCopied' : 'record.copyFailed'), !ok));
            if (!navigator.share) {
              copyLink();
              return;
            }
            // A share sheet the browser refuses (no share target, a gesture it no longer
            // counts) copies the link instead; one the player closed is left closed.
            navigator.share({ title, text: field.value, url }).catch((error) => {
              if (error?.name !== 'AbortError') copyLink();
            });
          });
          return false;
        },
      },
      {
        text: t('record.open'),
        data: 'import',
        primary: !text,
        onClick: () => {
          const text = current();
          readPasted().then((read) => {
            if (!read) return;
            dialog.close();
            onOpen(read, text);
          });
          return false;
        },
      },
    ],
  });
}

/**
 * The records of the game on screen: its text, the Share dialog, and keeping it among the past
 * games once it is finished here (a record opened finished is not kept again).
 */
export class GameRecords {
  /**
   * @param {object} options
   * @param {import('./controller.js').GameController} options.controller
   * @param {Array<[string, string]>} options.recordTags  tags of the record it was opened from
   * @param {number} options.importedPlies   plies that came from a record
   * @param {(text: string) => void} options.notice
   * @param {(record: string) => void} [options.onKept]  the finished game's record was kept
   */
  constructor({ controller, recordTags, importedPlies, notice, onKept = null }) {
    this.onKept = onKept;
    this.controller = controller;
    this.recordTags = recordTags;
    this.importedPlies = importedPlies;
    this.notice = notice;
    this.kept = false;
  }

  /** The record's text: `{ text }` or `{ error }`. */
  text() {
    return recordText(this.controller, this.recordTags);
  }

  /** Keeps the game among the past games once it is over (once). */
  async keepIfFinished() {
    const c = this.controller;
    const result = c.state?.result;
    if (this.kept || !result || c.state.history.length <= this.importedPlies) return;
    this.kept = true;
    const { text } = await this.text();
    if (!text) return;
    addPastGame({
      variant: c.variant,
      record: text,
      result: result.text,
      plies: c.played.length,
      ended: Date.now(),
      // What the list says in the language of the day it is shown.
      outcome: {
        players: c.players.map((p) => [String(p.letter), String(p.name)]),
        winners: result.winners.map(String),
        rule: String(result.rule_id),
      },
      opponents: pastOpponents(c),
    });
    this.onKept?.(text);
  }

  /**
   * Opens the Share dialog with the game's record (`turned`: facing the far player); none while
   * the engine may not help.
   */
  async export({ turned = false } = {}) {
    if (!this.controller.engineHelp) return;
    const { text, error } = await this.text();
    if (error) this.notice(t('notice.engineError', { message: error }));
    this.open(text ?? '', { turned });
  }

  /**
   * Opens the record dialog with `text`; a record opened from it replaces the game. `turned`:
   * facing the far player, face to face.
   */
  open(text, { turned = false } = {}) {
    openRecordDialog({
      text,
      turned,
      title: t('record.shareTitle', { game: t(`variant.${this.controller.variant}.name`) }),
      onOpen: (read, pasted) => {
        location.hash = gameLink(read.variant, pasted);
      },
    });
  }
}

// Benlik in a game screen: its weights loaded for the game, learning once after a finished game
// against a person (see `learn` for which games teach it), "what Benlik has learned" and the reset, with what changed in the result box
// when the person won. The weights and their checks live in benlik-phrases.js.

import { h } from '../ui/dom.js';
import { t, tn } from '../ui/i18n.js';
import { openDialog } from '../ui/dialog.js';
import { loadBenlik, saveBenlik, resetBenlik, featuresOf, summary } from './benlik-phrases.js';

export class BenlikPlay {
  /**
   * @param {import('./controller.js').GameController} controller
   * @param {(text: string) => void} notice  shows a message above the board
   * @param {object} [origin]
   * @param {string} [origin.start]  the position it began from ('' for the usual start)
   * @param {number} [origin.importedPlies]  plies that came from a record (not played here)
   */
  constructor(controller, notice, { start = '', importedPlies = 0 } = {}) {
    /** Whether the game began at the usual start with every move played here. */
    this.fromStart = !start && !importedPlies;
    this.importedPlies = importedPlies;
    this.controller = controller;
    this.notice = notice;
    this.variant = controller.variant;
    this.playing = !!controller.seats?.includes('benlik');
    this.learned = false;
    /** What changed after a game the person won (lines), or null. */
    this.changes = null;
    this.record = null;
  }

  get #game() {
    return t(`variant.${this.variant}.name`);
  }

  /** Loads the weights when Benlik plays; returns notices about corrupt or missing storage. */
  load() {
    if (!this.playing) return [];
    const controller = this.controller;
    const loaded = loadBenlik(controller.session);
    const notices = [];
    this.record = {
      letter: String(controller.players[controller.seats.indexOf('benlik')]?.letter ?? ''),
      weights: loaded.weights,
      games: loaded.games,
    };
    controller.benlikWeights = loaded.weights;
    if (loaded.status === 'corrupt') {
      notices.push(t('notice.benlikCorrupt', { game: this.#game }));
      if (!saveBenlik(controller.session, loaded.weights, 0)) notices.push(t('notice.benlikStorage'));
    } else if (loaded.status === 'unavailable') {
      notices.push(t('notice.benlikStorage'));
    }
    return notices;
  }

  /**
   * After a finished game against Benlik (once per game): learn, store, and say what changed.
   * Only a game Benlik played from the usual start teaches it (a saved one taken up again
   * included): one that began elsewhere (a position link, an imported record) could be a won
   * position set up to steer it, so it teaches nothing, and the player is told why.
   */
  learn(state) {
    const controller = this.controller;
    if (this.learned || !this.record || !state.result || controller.humans.length === 0) return;
    this.learned = true;
    if (!this.fromStart) {
      // A record opened already finished was not played here at all: nothing to say.
      if (state.history.length > this.importedPlies) this.notice(t('notice.benlikNotFromStart'));
      return;
    }
    const updated = controller.session.benlikUpdate(this.record.letter, this.record.weights);
    if (!Array.isArray(updated)) {
      this.notice(t('notice.engineError', { message: updated?.error ?? '?' }));
      return;
    }
    const games = this.record.games + 1;
    if (!saveBenlik(controller.session, updated, games)) this.notice(t('notice.benlikSaveFailed'));
    this.record = { ...this.record, weights: updated, games };
    controller.benlikWeights = updated;
    const winners = state.result.winners.map(String);
    const humanWon = winners.some((w) => controller.isHuman(w)) && !winners.includes(this.record.letter);
    if (humanWon) {
      const features = featuresOf(controller.session);
      this.changes = features ? summary(features.ids, features.base, updated, this.variant) : [];
    }
  }

  /** A move taken back: what the result box said about learning no longer holds. */
  forgetChanges() {
    this.changes = null;
  }

  /** "What Benlik has learned": the stored record of this game, in words. */
  showLearned() {
    const session = this.controller.session;
    const loaded = loadBenlik(session);
    const game = this.#game;
    const body = [];
    if (loaded.status === 'corrupt') body.push(h('p', { text: t('notice.benlikCorrupt', { game }) }));
    if (loaded.status === 'unavailable') body.push(h('p', { text: t('notice.benlikStorage') }));
    const features = featuresOf(session);
    const lines = features ? summary(features.ids, features.base, loaded.weights, this.variant) : [];
    if (loaded.status === 'corrupt') saveBenlik(session, loaded.weights, 0);
    if (loaded.games === 0 && lines.length === 0) {
      body.push(h('p', { text: t('benlik.none', { game }) }));
    } else if (lines.length === 0) {
      body.push(h('p', { text: tn('benlik.unchanged', loaded.games) }));
    } else {
      body.push(
        h('p', { text: tn('benlik.after', loaded.games) }),
        h(
          'ul',
          { class: 'benlik-list' },
          lines.map((line) => h('li', { text: line })),
        ),
      );
    }
    body.push(h('p', { class: 'setup-note', text: t('benlik.limits') }));
    openDialog({
      title: t('benlik.title', { game }),
      className: 'benlik-dialog',
      body,
      actions: [{ text: t('dialog.ok'), primary: true }],
    });
  }

  /** Asks whether to forget this game's or every game's learning. */
  confirmReset() {
    const game = this.#game;
    const done = (ok, message) => {
      this.notice(ok ? message : t('notice.benlikStorage'));
      if (ok && this.record) {
        const features = featuresOf(this.controller.session);
        this.record = { ...this.record, weights: features ? features.base.slice() : [], games: 0 };
        this.controller.benlikWeights = this.record.weights;
      }
    };
    openDialog({
      title: t('benlik.resetTitle'),
      className: 'benlik-dialog',
      body: [h('p', { text: t('benlik.resetText') })],
      actions: [
        {
          text: t('benlik.resetGame', { game }),
          primary: true,
          data: 'reset-game',
          onClick: () => done(resetBenlik(this.variant), t('notice.benlikReset', { game })),
        },
        {
          text: t('benlik.resetAll'),
          data: 'reset-all',
          onClick: () => done(resetBenlik(null), t('notice.benlikResetAll')),
        },
        { text: t('dialog.cancel'), data: 'cancel' },
      ],
    });
  }
}

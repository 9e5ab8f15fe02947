// The game screen's control row (Undo, Hint, Draw?, Resign, the moves' panel, New game) and, two
// people face to face, the far player's own turned row: the buttons, when each may be pressed,
// and what pressing does (Resign asks first). The controller decides; these only forward taps.

import { t, capitalize, sideName } from '../ui/i18n.js';
import { h, icon } from '../ui/dom.js';
import { confirmResign } from '../game/confirm.js';
import { sideOf } from '../game/words.js';

/** Gives each screen's moves' box an id of its own (the face-to-face toggles name it). */
let movesBoxes = 0;

export class GameControls {
  /**
   * @param {object} options
   * @param {import('../game/controller.js').GameController} options.controller
   * @param {boolean} options.faceToFace  two people face to face: the far player has own buttons
   * @param {(ids: string[]) => string[]} options.filter  the game's part's choice of buttons
   * @param {() => void} options.onSetup  New game: the new-game panel
   * @param {(who: 'near'|'far') => void} options.onMoves  a player's moves' panel button
   * @param {(letter: string) => void} options.onDraw  a player's Draw? button
   * @param {() => boolean} options.destroyed  the screen is gone: a late confirmation does nothing
   */
  constructor({ controller, faceToFace, filter, onSetup, onMoves, onDraw, destroyed }) {
    this.controller = controller;
    this.faceToFace = faceToFace;
    this.destroyed = destroyed;
    this.onDraw = onDraw;
    const bots = controller.botGame;
    this.buttons = {
      undo: controlButton('undo', t('game.undo'), t(bots ? 'game.undoBotLabel' : 'game.undoLabel'), () =>
        controller.undo(),
      ),
      hint: controlButton('hint', t('game.hint'), t('game.hintLabel'), () => controller.requestHint()),
      draw: controlButton('draw', t('game.offerDraw'), '', () => onDraw(this.nearLetter())),
      resign: controlButton('flag', t('game.resign'), '', () => this.resign()),
      moves: faceToFace ? movesToggle(() => onMoves('near')) : null,
      new: controlButton('restart', t('game.newGame'), t('game.newGameLabel'), onSetup),
    };
    // Face to face the moves (stepping, review, sharing) are a panel each player opens.
    const wanted = bots
      ? [controller.undoAllowed ? 'undo' : null, 'hint', 'resign', 'new']
      : ['undo', controller.spec.draw_offers ? 'draw' : null, 'resign', faceToFace ? 'moves' : null, 'new'];
    const shown = filter(wanted.filter((id) => id !== null));
    // Where Undo would be, why there is none.
    const noUndo =
      bots && !controller.undoAllowed && !controller.online
        ? h('p', {
            class: 'controls-note',
            'data-no-undo': '',
            text: t('game.noUndoBot', { game: t(`variant.${controller.variant}.name`) }),
          })
        : null;
    /** The row under the board. */
    this.element = h(
      'div',
      { class: 'controls' },
      shown.map((id) => this.buttons[id]),
      noUndo,
    );
    this.farButtons = null;
    /** Face to face, the far player's row (above the board, turned towards them). */
    this.farRow = null;
    if (faceToFace) {
      const far = this.farLetter();
      this.farButtons = {
        draw: controlButton('draw', t('game.offerDraw'), '', () => onDraw(far)),
        resign: controlButton('flag', t('game.resign'), '', () => this.resign(far)),
        moves: movesToggle(() => onMoves('far')),
      };
      this.farRow = h(
        'div',
        {
          class: 'far-buttons',
          role: 'group',
          'aria-label': capitalize(sideName(controller.playerName(far))),
        },
        this.farButtons.draw,
        this.farButtons.resign,
        this.farButtons.moves,
      );
    }
    /** The id of the moves' box the face-to-face toggles open. */
    this.movesBoxId = `moves-${++movesBoxes}`;
    for (const button of this.movesToggles()) button.setAttribute('aria-controls', this.movesBoxId);
  }

  /** Whom the main controls act for: the player at the bottom when face to face, else the side to move. */
  nearLetter() {
    return this.faceToFace ? String(this.controller.players[0].letter) : String(this.controller.state?.turn ?? '');
  }

  /** The second seat: the far player face to face. */
  farLetter() {
    return String(this.controller.players[1]?.letter ?? '');
  }

  /** The buttons that open the moves' panel face to face (none otherwise). */
  movesToggles() {
    return [this.buttons.moves, this.farButtons?.moves].filter(Boolean);
  }

  /** Says which player has the moves' panel open ('near', 'far' or null). */
  showMovesOpen(who) {
    this.buttons.moves?.setAttribute('aria-expanded', String(who === 'near'));
    this.farButtons?.moves.setAttribute('aria-expanded', String(who === 'far'));
  }

  /**
   * Which buttons may be pressed now.
   * @param {import('../game/offers.js').DrawOffers} offers  the draw offers' part, for Draw?
   */
  render(offers) {
    const controller = this.controller;
    const state = controller.state;
    if (!state) return;
    const over = !!state.result;
    const b = this.buttons;
    b.undo.disabled = !controller.canUndo;
    b.resign.disabled = over;
    if (controller.botGame) {
      b.hint.disabled = !controller.canHint;
      b.hint.setAttribute('aria-busy', String(controller.pending?.kind === 'hint'));
      b.resign.title = t('game.resignBotLabel');
      return;
    }
    const actor = this.nearLetter();
    b.resign.title = t('game.resignLabel', sideOf(controller, actor));
    offers.buttonState(b.draw, actor, over);
    if (this.farButtons) {
      const far = this.farLetter();
      offers.buttonState(this.farButtons.draw, far, over);
      this.farButtons.resign.disabled = over;
      this.farButtons.resign.title = t('game.resignLabel', sideOf(controller, far));
    }
  }

  /**
   * Resign: against bots the human to move (or the first human) resigns; people on one device:
   * the player asked confirms in the page, turned towards the far player when it is theirs.
   */
  resign(who = null) {
    const controller = this.controller;
    const state = controller.state;
    if (!state || state.result) return;
    let letter;
    let text;
    let turned = false;
    if (controller.botGame) {
      const humans = controller.humans;
      letter = controller.isHuman(state.turn) ? String(state.turn) : (humans[0] ?? '');
      text = t(
        controller.players.length - humans.length === 1 ? 'game.resignConfirmText' : 'game.resignConfirmTextMany',
      );
    } else {
      letter = who ?? this.nearLetter();
      const others = controller.players.filter((p) => String(p.letter) !== letter);
      text =
        others.length === 1
          ? t('game.resignConfirmLocal', {
              Loser: sideOf(controller, letter).Side,
              Winner: sideOf(controller, others[0].letter).Side,
            })
          : t('game.resignConfirmTextMany');
      turned = Boolean(who) && who === this.farLetter() && this.faceToFace;
    }
    confirmResign({
      text,
      turned,
      onResign: () => {
        if (!this.destroyed()) controller.resign(letter);
      },
    });
  }
}

/** Face to face, a player's button that opens and closes the moves' panel for them. */
function movesToggle(onClick) {
  const button = controlButton('list', t('game.moves'), t('game.movesPanelLabel'), onClick);
  button.setAttribute('aria-expanded', 'false');
  button.dataset.action = 'moves-panel';
  return button;
}

/** A control button: its accessible name is its visible text; `label` becomes its tooltip. */
function controlButton(iconName, text, label, onClick) {
  return h(
    'button',
    {
      type: 'button',
      class: `control control-${iconName}`,
      title: label || null,
      on: { click: onClick },
    },
    icon(iconName),
    h('span', { class: 'control-text', text }),
  );
}

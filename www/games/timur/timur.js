// Timur chess in the game screen: the game's part (game/extras.js), what the shared screen
// does not know about this game.
//   - the board's look: a walnut frame around the 11×10 board with the two citadels as bastions
//     beside k2 (l2, White's) and a9 (z9, Black's), each marked with a tower, and rank numbers
//     on both sides (the side columns are empty but for the citadels);
//   - a status line per side: the King swap still to use (and "now" when it is playable), and
//     how often the pawn of pawns has reached the last rank (the engine's typed extras);
//   - the piece help: every piece kind, and where it goes from f5 of an empty board, exactly as
//     the engine computes it (`pieceHelp()`), on a small board — dots where it moves, crosses
//     where it only captures; opened from the bar's "?" button, by a long press or right click
//     on a piece, or with the "?" key on a focused cell;
//   - the move list writes the swap as "Kf2⇄c5"; announcements for the swap and for the pawn of
//     pawns sent back from the last rank.
// No rules here: legal moves (the swap `f2<>c5` included) come from the engine's state, and the
// board marks a destination that holds one's own piece as a swap partner.

import { t, tn, capitalize, has, addStrings } from '../../ui/i18n.js';
import { h } from '../../ui/dom.js';
import { openDialog } from '../../ui/dialog.js';
import { pieceName } from '../../board/pieces.js';
import { GameExtras } from '../../game/extras.js';
import { drawTimurPiece, timurPieceSvg } from './pieces.js';
import { svgEl as el, SVG_NS as SVG, CELL_UNITS as U } from '../../ui/svg.js';

// The game's piece art, loaded with it (games/games.js).
export { createTimurPieceElement } from './pieces.js';

const LONG_PRESS_MS = 550;


// ── strings ─────────────────────────────────────────────────────────────────────────────────

addStrings('en', {
  'piece.pawnOf.prince': 'pawn of the king',
  'piece.pawnOf.general': 'pawn of the general',
  'piece.pawnOf.vizier': 'pawn of the vizier',
  'game.timur.movedPromoted': '{Piece} moved from {from} to {to} and was promoted to {piece}',
  'game.timur.movedCapturePromoted': '{Piece} moved from {from} to {to}, captured the {captured} and was promoted to {piece}',
  'timur.swapPly': 'K{from}⇄{to}',
  'timur.swapped': '{Piece} on {from} swapped places with the {partner} on {to}',
  'timur.ppReturned': '{Piece} reached {to} and returned to {cell}',
  'timur.ppReturnedCapture': '{Piece} reached {to}, captured the {captured} and returned to {cell}',
  'timur.ppSent': '{Piece} reached {to} again and was sent to {cell}',
  'timur.ppSentCapture': '{Piece} reached {to} again, captured the {captured} and was sent to {cell}',
  'timur.ppRemoved': '{Piece} reached {to} but found no free cell to return to and left the board',
  'timur.ppRemovedCapture': '{Piece} reached {to}, captured the {captured}, but found no free cell to return to and left the board',
  'timur.ppBecame': '{Piece} reached {to} for the third time and became an adventitious king',
  'timur.ppBecameCapture': '{Piece} reached {to} for the third time, captured the {captured} and became an adventitious king',
  'timur.sides': 'King swaps and pawn of pawns',
  'timur.swap': 'swap',
  'timur.swapNow': 'swap!',
  'timur.swapLeft': '{Side}: the King swap is still unused.',
  'timur.swapUsed': '{Side}: the King swap has been used.',
  'timur.swapReady': '{Side}: the King is attacked — tap it to swap it with one of your pieces (marked ⇄).',
  'timur.arrivals': '{Side}: the pawn of pawns has reached the last rank {n} times (3 make it an adventitious king).',
  'timur.arrivals.one': '{Side}: the pawn of pawns has reached the last rank once (3 make it an adventitious king).',
  'timur.citadelOf': '{side} citadel',
  'timur.help': 'Pieces',
  'timur.helpLabel': 'How the pieces move',
  'timur.help.title': 'How the pieces move',
  'timur.help.from': 'From {cell} on an empty board, as White.',
  'timur.help.moves': 'moves (and captures) there',
  'timur.help.captures': 'captures only',
  'timur.help.kinds': 'Piece kinds',
  'timur.help.main': 'Pieces',
  'timur.help.royal': 'Royal pieces from promotion',
  'timur.help.pawns': 'Pawns',
  'timur.help.large': 'Large variant',
  'timur.help.board': 'Moves of the {piece}',
  'timur.about.king': 'One step in any direction. Royal: lose it to checkmate. Once a game, when attacked, it may swap places with one of its own pieces.',
  'timur.about.general': 'One step diagonally.',
  'timur.about.vizier': 'One step straight: forward, back or sideways.',
  'timur.about.rook': 'Any distance in a straight line.',
  'timur.about.knight': 'Leaps in an L: two cells straight, then one to the side.',
  'timur.about.elephant': 'Leaps exactly two cells diagonally, over anything in between.',
  'timur.about.camel': 'Leaps three cells one way and one the other: a long L.',
  'timur.about.war engine': 'Leaps exactly two cells straight, over anything in between.',
  'timur.about.picket': 'Diagonally any distance, but at least two cells; it cannot jump.',
  'timur.about.giraffe': 'One step diagonally, then three or more cells straight on, away from its start; it cannot jump.',
  'timur.about.prince': 'Moves like the king and is royal too. The pawn of the king becomes a prince.',
  'timur.about.adventitious king': 'Moves like the king; royal. The pawn of pawns becomes one on its third arrival. It may shelter in its own citadel.',
  'timur.about.pawn': 'One step forward; captures one step diagonally forward. On the last rank it becomes {pieceArticle}.',
  'timur.about.pawns': 'Moves like a pawn. The first time it reaches the last rank it goes back to its start cell, the second time to the pawn of the king’s start cell; the third time it becomes an adventitious king.',
  'timur.about.sea monster': 'Large variant. One step straight.',
  'timur.about.lion': 'Large variant. Leaps one to three cells along any straight or diagonal line, over anything in between.',
  'timur.about.bull': 'Large variant. Leaps three cells one way and two the other.',
  'timur.about.explorer': 'Large variant. Leaps exactly three cells diagonally.',
  'timur.article.elephant': 'an elephant',
  'timur.article': 'a {piece}',
  'rule.timur.checkmate': 'Checkmate.',
  'rule.timur.no-moves': 'The side to move had no legal move — in Timur chess that loses, even without check.',
  'rule.timur.citadel': 'A king entered the opponent’s citadel.',
  'rule.timur.no-progress': '50 moves by each side without a capture or a pawn move.',
  'rule.timur.threefold': 'The same position occurred for the third time.',
});

addStrings('tr', {
  'game.timur.movedCapture': '{Piece} {from} hücresinden {to} hücresine gitti ve {capturedAcc} aldı',
  'game.timur.movedPromoted': '{Piece} {from} hücresinden {to} hücresine gitti ve {pieceDat} dönüştü',
  'game.timur.movedCapturePromoted': '{Piece} {from} hücresinden {to} hücresine gitti, {capturedAcc} aldı ve {pieceDat} dönüştü',
  'timur.swapPly': 'Ş{from}⇄{to}',
  'timur.swapped': '{Piece} ({from}) ile {partner} ({to}) yer değiştirdi',
  'timur.ppReturned': '{Piece} {to} hücresine ulaştı ve {cell} hücresine geri döndü',
  'timur.ppReturnedCapture': '{Piece} {to} hücresine ulaştı, {capturedAcc} aldı ve {cell} hücresine geri döndü',
  'timur.ppSent': '{Piece} {to} hücresine yeniden ulaştı ve {cell} hücresine gönderildi',
  'timur.ppSentCapture': '{Piece} {to} hücresine yeniden ulaştı, {capturedAcc} aldı ve {cell} hücresine gönderildi',
  'timur.ppRemoved': '{Piece} {to} hücresine ulaştı ama dönecek boş hücre bulamadı ve tahtadan çıktı',
  'timur.ppRemovedCapture': '{Piece} {to} hücresine ulaştı, {capturedAcc} aldı ama dönecek boş hücre bulamadı ve tahtadan çıktı',
  'timur.ppBecame': '{Piece} {to} hücresine üçüncü kez ulaştı ve maceracı şah oldu',
  'timur.ppBecameCapture': '{Piece} {to} hücresine üçüncü kez ulaştı, {capturedAcc} aldı ve maceracı şah oldu',
  'timur.sides': 'Şah takası ve piyonların piyonu',
  'timur.swap': 'takas',
  'timur.swapNow': 'takas!',
  'timur.swapLeft': '{Side}: şah takası hakkı duruyor.',
  'timur.swapUsed': '{Side}: şah takası hakkı kullanıldı.',
  'timur.swapReady': '{Side}: şah tehdit altında — şaha dokunup onu taşlarınızdan biriyle (⇄ işaretli) yer değiştirebilirsiniz.',
  'timur.arrivals': '{Side}: piyonların piyonu son sıraya {n} kez ulaştı (3. kezde maceracı şah olur).',
  'timur.citadelOf': '{side} hisar',
  'timur.help': 'Taşlar',
  'timur.helpLabel': 'Taşlar nasıl gider?',
  'timur.help.title': 'Taşlar nasıl gider?',
  'timur.help.from': 'Boş tahtada {cell} hücresinden, beyaz taş olarak.',
  'timur.help.moves': 'gider (ve orada alır)',
  'timur.help.captures': 'yalnızca alır',
  'timur.help.kinds': 'Taş türleri',
  'timur.help.main': 'Taşlar',
  'timur.help.royal': 'Terfiyle gelen kraliyet taşları',
  'timur.help.pawns': 'Piyonlar',
  'timur.help.large': 'Büyük varyant',
  'timur.help.board': '{piece} hamleleri',
  'timur.about.king': 'Her yöne bir kare gider. Kraliyet taşıdır: mat edilirse oyun biter. Oyunda bir kez, tehdit altındayken kendi taşlarından biriyle yer değiştirebilir.',
  'timur.about.general': 'Çapraz olarak yalnızca bir kare gider.',
  'timur.about.vizier': 'Düz olarak (ileri, geri ya da yana) yalnızca bir kare gider.',
  'timur.about.rook': 'Düz çizgide istediği kadar gider.',
  'timur.about.knight': 'L biçiminde sıçrar: iki kare düz, sonra bir kare yana.',
  'timur.about.elephant': 'Çapraz olarak tam iki kare sıçrar; aradaki taşın üstünden atlar.',
  'timur.about.camel': 'Bir yöne üç, öbür yöne bir kare sıçrar: uzun bir L.',
  'timur.about.war engine': 'Düz olarak tam iki kare sıçrar; aradaki taşın üstünden atlar.',
  'timur.about.picket': 'Çapraz olarak istediği kadar gider ama en az iki kare; atlayamaz.',
  'timur.about.giraffe': 'Önce bir kare çapraz, sonra başladığı yerden uzaklaşarak en az üç kare düz gider; atlayamaz.',
  'timur.about.prince': 'Şah gibi gider ve o da kraliyet taşıdır. Şah piyonu son sıraya varınca şehzade olur.',
  'timur.about.adventitious king': 'Şah gibi gider; kraliyet taşıdır. Piyonların piyonu üçüncü varışında bu taş olur. Kendi hisarına sığınabilir.',
  'timur.about.pawn': 'Bir kare ileri gider; bir kare çapraz ileri alır. Son sıraya varınca {pieceDat} dönüşür.',
  'timur.about.pawns': 'Piyon gibi gider. Son sıraya ilk varışında kendi başlangıç karesine, ikincisinde şah piyonunun başlangıç karesine döner; üçüncüsünde maceracı şah olur.',
  'timur.about.sea monster': 'Büyük varyant. Düz olarak bir kare gider.',
  'timur.about.lion': 'Büyük varyant. Düz ya da çapraz her yöne bir ila üç kare sıçrar; aradaki taşların üstünden atlar.',
  'timur.about.bull': 'Büyük varyant. Bir yöne üç, öbür yöne iki kare sıçrar.',
  'timur.about.explorer': 'Büyük varyant. Çapraz olarak tam üç kare sıçrar.',
  'rule.timur.checkmate': 'Şah mat.',
  'rule.timur.no-moves': 'Sırası gelen tarafın yapabileceği hamle kalmadı; Timur satrancında bu, şah tehdit altında olmasa da yenilgidir.',
  'rule.timur.citadel': 'Bir şah rakibin hisarına girdi.',
  'rule.timur.no-progress': 'İki taraf da 50’şer hamle boyunca taş almadı ve piyon yürütmedi.',
  'rule.timur.threefold': 'Aynı pozisyon üçüncü kez oluştu.',
});

// ── piece kinds ─────────────────────────────────────────────────────────────────────────────

/** White tokens in the order the help lists them, in groups. */
const HELP_GROUPS = [
  ['main', ['K', 'F', 'V', 'R', 'N', 'E', 'C', 'W', 'T', 'G']],
  ['royal', ['S', 'A']],
  ['pawns', ['PK', 'PF', 'PV', 'PR', 'PN', 'PE', 'PC', 'PW', 'PT', 'PG', 'PP']],
  ['large', ['M', 'L', 'B', 'X']],
];

/** A piece help entry of the engine as a piece the page can name and draw. */
function helpPiece(entry) {
  return { kind: entry.name, pawn_of: entry.pawn_of ?? undefined, letter: entry.token };
}

/** The art of a help entry: `{ kind, of }` for drawTimurPiece. */
function artOf(entry) {
  return entry.pawn_of ? { kind: 'pawn', of: entry.pawn_of } : { kind: entry.name, of: null };
}

/** The one-line description of a help entry's piece in the UI language. */
function aboutPiece(entry) {
  const becomes = entry.pawn_of;
  if (!becomes) return t(`timur.about.${entry.name}`);
  if (becomes === 'pawns') return t('timur.about.pawns');
  const name = pieceName('timur', { kind: becomes });
  const articleKey = `timur.article.${becomes}`;
  return t('timur.about.pawn', {
    piece: name,
    pieceDat: pieceName('timur', { kind: becomes }, { dat: true }),
    pieceArticle: has(articleKey) ? t(articleKey) : t('timur.article', { piece: name }),
  });
}

// ── the game screen's Timur parts ───────────────────────────────────────────────────────────

/** Timur's part of the game screen (see the top of this file). */
export class TimurExtras extends GameExtras {
  /** @param {import('../../game/extras.js').ExtrasContext} ctx */
  constructor(ctx) {
    super(ctx);
    this.controller = ctx.controller;
    this.pieceText = ctx.pieceText;
    this.sideParams = ctx.sideParams;
    this.help = null; // cached pieceHelp()
    this.dialog = null;
    this.sideEls = new Map();
    this.listening = null;
  }

  // ── board decoration (Board's `decorate` hook, called at each (re)build) ──

  /**
   * Enlarged, a cell of 56 px: the pawns' emblems, the smallest drawing on a piece, read at 10
   * px, and six of the eleven files are in view on a 360 px phone (the common 64 px leaves five).
   */
  zoomCell() {
    return 56;
  }

  /** Options over the board's own: the citadels and the frame are drawn here. */
  boardOptions() {
    // The ranks are numbered in the side columns (decorate); the file letters, larger than the
    // common ones, read at 10 px on a 360 px phone and take more room under the board.
    return { decorate: (layers) => this.decorate(layers), coordinates: 'files', fileRoom: 0.46 };
  }

  /** Frame and bastions under the cells; towers and rank numbers over them. */
  decorate({ under, over, point, cells }) {
    const names = new Set(cells.map((c) => c.name));
    const corners = ['a1', 'k1', 'a10', 'k10'].filter((n) => names.has(n)).map(point);
    if (corners.length < 4) return;
    const half = U / 2;
    const pad = 7;
    const minX = Math.min(...corners.map((p) => p.x)) - half;
    const maxX = Math.max(...corners.map((p) => p.x)) + half;
    const minY = Math.min(...corners.map((p) => p.y)) - half;
    const maxY = Math.max(...corners.map((p) => p.y)) + half;
    const frame = el('g', { class: 'timur-frame' }, under);
    for (const name of ['l2', 'z9']) {
      if (!names.has(name)) continue;
      const p = point(name);
      el('rect', {
        class: 'timur-bastion', x: p.x - half - pad, y: p.y - half - pad, width: U + 2 * pad, height: U + 2 * pad, rx: 10,
      }, frame);
    }
    el('rect', {
      class: 'timur-wall', x: minX - pad, y: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad, rx: 10,
    }, frame);

    // A tower in each citadel, in its owner's colour, under the pieces.
    for (const [name, owner] of [['l2', 'w'], ['z9', 'b']]) {
      if (!names.has(name)) continue;
      const p = point(name);
      const g = el('g', { class: `timur-tower timur-tower-${owner}`, transform: `translate(${p.x} ${p.y})` }, over);
      el('path', {
        d: 'M-30 34 V-34 H-18 V-24 H-6 V-34 H6 V-24 H18 V-34 H30 V34 Z',
      }, g);
      el('path', { class: 'timur-tower-door', d: 'M-9 34 V14 A9 9 0 0 1 9 14 V34 Z' }, g);
    }

    // Rank numbers in the side columns, beside the a and k files (not where a citadel is).
    const taken = new Set(cells.map((c) => {
      const p = point(c.name);
      return `${Math.round(p.x)},${Math.round(p.y)}`;
    }));
    for (let rank = 1; rank <= 10; rank++) {
      for (const edge of ['a', 'k']) {
        const name = `${edge}${rank}`;
        if (!names.has(name)) continue;
        const p = point(name);
        const other = point(edge === 'a' ? 'k1' : 'a1');
        const dir = Math.sign(p.x - other.x) || 1;
        const x = p.x + dir * U;
        if (taken.has(`${Math.round(x)},${Math.round(p.y)}`)) continue;
        const text = el('text', {
          class: 'coord timur-rank', x: (x - dir * (U / 2 - 24)).toFixed(1), y: (p.y + 13).toFixed(1), 'text-anchor': 'middle',
        }, over);
        text.textContent = String(rank);
      }
    }
  }

  /** The aria-label of a cell: a citadel says whose it is. */
  cellLabel(cell, _piece, text) {
    if (cell !== 'l2' && cell !== 'z9') return text;
    const side = this.sideParams(cell === 'l2' ? 'w' : 'b');
    return `${text}, ${t('timur.citadelOf', side)}`;
  }

  // ── status line ──

  /** Adds the per-side line under the turn status. */
  mount() {
    const players = this.controller.players;
    const line = h('div', { class: 'timur-sides', role: 'group', 'aria-label': t('timur.sides') });
    // Face to face, the far player's part goes into their own turned row, facing them.
    const faceToFace = this.ctx.seating === 'face' && !this.controller.botGame && players.length === 2;
    const farLine = faceToFace ? h('div', { class: 'timur-sides timur-sides-far', role: 'group', 'aria-label': t('timur.sides') }) : null;
    for (const [seat, player] of players.entries()) {
      const letter = String(player.letter);
      // Each part explains itself: a tap opens the help on the King (the swap) or on the pawn
      // of pawns (its arrivals); the buttons' names say where the side stands.
      const swap = h('button', {
        type: 'button', class: 'timur-swap', on: { click: () => this.openHelp('K') },
      }, swapIcon(), h('span', { class: 'timur-swap-text', 'aria-hidden': 'true', text: t('timur.swap') }));
      const arrivals = h('button', {
        type: 'button', class: 'timur-arrivals', on: { click: () => this.openHelp('PP') },
      },
      timurPieceSvg('pawn', { of: 'pawns', dark: letter === 'b', size: 18 }),
      h('span', { class: 'timur-arrivals-dots', 'aria-hidden': 'true' }, h('i'), h('i'), h('i')));
      const chip = h('span', { class: `timur-side timur-side-${letter}`, 'data-side': letter },
        h('span', { class: `timur-side-mark owner-${letter}`, 'aria-hidden': 'true' }), swap, arrivals);
      this.sideEls.set(letter, { chip, swap, arrivals });
      (farLine && seat === 1 ? farLine : line).append(chip);
    }
    this.ctx.place(line, 'in-status');
    if (farLine) this.ctx.place(farLine, 'far-row');
    this.sidesLine = line;
  }

  /** Shows a new engine state: the swap still to use (and "now"), the arrivals. */
  update() {
    const state = this.controller.state;
    const swapNow = !state.result && state.moves.some((m) => m.swap);
    const rights = state.extras?.swap_rights ?? [];
    const counts = state.extras?.arrivals ?? [];
    for (const [letter, { chip, swap, arrivals }] of this.sideEls) {
      const side = this.sideParams(letter);
      const left = rights.includes(letter);
      const arrived = counts[this.controller.seatOf(letter)] ?? 0;
      const ready = swapNow && String(state.turn) === letter;
      chip.dataset.swap = ready ? 'now' : left ? 'left' : 'used';
      chip.dataset.arrivals = String(arrived);
      swap.querySelector('.timur-swap-text').textContent = t(ready ? 'timur.swapNow' : 'timur.swap');
      arrivals.querySelectorAll('.timur-arrivals-dots i').forEach((dot, i) => {
        dot.classList.toggle('on', i < arrived);
      });
      const swapText = t(ready ? 'timur.swapReady' : left ? 'timur.swapLeft' : 'timur.swapUsed', side);
      const arrivalText = tn('timur.arrivals', arrived, side);
      swap.setAttribute('aria-label', swapText);
      swap.title = swapText;
      arrivals.setAttribute('aria-label', arrivalText);
      arrivals.title = arrivalText;
    }
  }

  // ── move list and announcements ──

  /** A ply as the move list shows it: the swap as "Kf2⇄c5". */
  formatPly(move) {
    return move.swap ? t('timur.swapPly', { from: move.from, to: move.to }) : move.notation;
  }

  /**
   * The announcement of a move the shared wording does not fit (the swap, the pawn of pawns
   * sent back), or null. `before`/`after` are engine states.
   */
  announce({ move, mover, taken, before, after }) {
    if (!mover) return null;
    const Piece = capitalize(this.pieceText(mover));
    if (move.swap) {
      const partner = before.pieces.find((p) => p.cell === move.to);
      return t('timur.swapped', {
        Piece, from: move.from, to: move.to, partner: partner ? this.pieceText(partner) : move.to,
      });
    }
    if (mover.pawn_of !== 'pawns') return null;
    const owner = String(mover.owner);
    const seat = this.controller.seatOf(owner);
    const count = after.extras?.arrivals?.[seat] ?? 0;
    if (count === (before.extras?.arrivals?.[seat] ?? 0)) return null;
    const params = { Piece, to: move.to };
    if (taken) {
      params.captured = this.pieceText(taken);
      params.capturedAcc = this.pieceText(taken, { acc: true });
    }
    const capture = taken ? 'Capture' : '';
    if (count >= 3) return t(`timur.ppBecame${capture}`, params);
    const now = after.pieces.find((p) => String(p.owner) === owner && p.pawn_of === 'pawns');
    if (!now) return t(`timur.ppRemoved${capture}`, params);
    params.cell = now.cell;
    return t(`timur.pp${count === 1 ? 'Returned' : 'Sent'}${capture}`, params);
  }

  // ── piece help ──

  /** The bar's "?" button (opens the help on the selected piece's kind, if any). */
  helpButton() {
    const button = h('button', {
      type: 'button', class: 'icon-button timur-help-button', 'aria-label': t('timur.helpLabel'), title: t('timur.helpLabel'),
      'aria-haspopup': 'dialog', 'data-timur-help': '',
      on: {
        click: () => {
          const board = this.ctx.board();
          const piece = board?.selected ? board.pieces.get(board.selected) : null;
          this.openHelp(piece?.token ?? null);
        },
      },
    }, helpIcon());
    return button;
  }

  /** Long press / right click on a piece, or "?" on a focused cell: the help on its kind. */
  listen(boardElement) {
    const pieceAt = (target) => {
      const cell = target?.closest?.('[data-cell]')?.dataset.cell;
      return cell ? this.controller.pieceAt(cell) : null;
    };
    const onContext = (e) => {
      const piece = pieceAt(e.target);
      if (!piece) return;
      e.preventDefault();
      this.openHelp(piece.token);
    };
    const onKey = (e) => {
      if (e.key !== '?') return;
      e.preventDefault();
      this.openHelp(pieceAt(e.target)?.token ?? null);
    };
    // A finger held still on a piece (browsers do not all turn that into a context menu).
    let press = null;
    const release = () => {
      if (press) clearTimeout(press.timer);
      press = null;
    };
    const onDown = (e) => {
      release();
      if (e.pointerType !== 'touch') return;
      const piece = pieceAt(e.target);
      if (!piece) return;
      press = {
        x: e.clientX,
        y: e.clientY,
        timer: setTimeout(() => {
          press = null;
          this.openHelp(piece.token);
        }, LONG_PRESS_MS),
      };
    };
    const onMove = (e) => {
      if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > 10) release();
    };
    const events = {
      contextmenu: onContext, keydown: onKey, pointerdown: onDown, pointermove: onMove,
      pointerup: release, pointercancel: release,
    };
    for (const [type, fn] of Object.entries(events)) boardElement.addEventListener(type, fn);
    this.listening = () => {
      release();
      for (const [type, fn] of Object.entries(events)) boardElement.removeEventListener(type, fn);
    };
  }

  #helpEntries() {
    if (!this.help) {
      let list = [];
      try {
        list = this.controller.session.pieceHelp();
      } catch {
        list = [];
      }
      this.help = new Map((Array.isArray(list) ? list : []).map((e) => [String(e.token).toUpperCase(), e]));
    }
    return this.help;
  }

  /** Opens the piece help on a token's kind (any case; null: the king). */
  openHelp(token = null) {
    if (this.dialog) return;
    const entries = this.#helpEntries();
    let current = token ? String(token).toUpperCase() : 'K';
    if (!entries.has(current)) current = 'K';
    const diagram = h('div', { class: 'timur-help-diagram' });
    const name = h('h3', { class: 'timur-help-name' });
    const about = h('p', { class: 'timur-help-about' });
    const from = h('p', { class: 'timur-help-from' });
    const caption = h('div', { class: 'timur-help-caption', 'aria-live': 'polite' }, name, about, from);
    const legend = h('p', { class: 'timur-help-legend', 'aria-hidden': 'true' },
      h('span', { class: 'timur-legend-item' }, h('span', { class: 'timur-legend-dot' }), t('timur.help.moves')),
      h('span', { class: 'timur-legend-item' }, h('span', { class: 'timur-legend-cross', text: '✕' }), t('timur.help.captures')));
    const buttons = new Map();
    const show = (key) => {
      current = key;
      const entry = entries.get(key);
      const title = capitalize(pieceName('timur', helpPiece(entry)));
      name.textContent = title;
      about.textContent = aboutPiece(entry);
      from.textContent = entry ? t('timur.help.from', { cell: entry.from }) : '';
      diagram.replaceChildren(helpBoard(key, entry, t('timur.help.board', { piece: title })));
      diagram.dataset.piece = key;
      for (const [k, b] of buttons) b.setAttribute('aria-pressed', String(k === key));
    };
    const groups = HELP_GROUPS.map(([group, tokens]) => h('div', { class: 'timur-help-group' },
      h('h3', { class: 'timur-help-group-name', text: t(`timur.help.${group}`) }),
      h('div', { class: 'timur-help-kinds' }, tokens.filter((k) => entries.has(k)).map((k) => {
        const entry = entries.get(k);
        const { kind, of } = artOf(entry);
        const label = capitalize(pieceName('timur', helpPiece(entry)));
        const b = h('button', {
          type: 'button', class: 'timur-help-kind', 'data-help-piece': k,
          'aria-label': label, title: label,
          on: { click: () => show(k) },
        }, timurPieceSvg(kind, { of, size: 34 }));
        buttons.set(k, b);
        return b;
      }))));
    show(current);
    this.dialog = openDialog({
      title: t('timur.help.title'),
      className: 'timur-help',
      body: [
        h('div', { class: 'timur-help-layout' },
          diagram,
          h('div', { class: 'timur-help-list', role: 'group', 'aria-label': t('timur.help.kinds') }, groups),
          h('div', { class: 'timur-help-text' }, caption, legend)),
      ],
      onClose: () => {
        this.dialog = null;
      },
    });
    const chosen = buttons.get(current);
    chosen?.focus({ preventScroll: true });
    chosen?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }

  destroy() {
    this.listening?.();
    this.dialog?.close();
  }
}

/** The small board of the help: the piece on its cell, dots and crosses from the engine. */
function helpBoard(_token, entry, label) {
  const files = 'abcdefghijk';
  const size = 40;
  // Room at the left for the rank numbers ("10" whole).
  const margin = 30;
  // Room for the frame round the cells, on every side.
  const pad = 4;
  const width = files.length * size + margin;
  // The file letters under the frame, and below them room for the tails of g and j.
  const fileBaseline = 10 * size + pad + 14;
  const height = fileBaseline + 8;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 ${-pad} ${width + pad} ${height + pad}`);
  svg.setAttribute('class', 'timur-help-board');
  svg.setAttribute('role', 'img');
  const moves = new Set(entry?.moves ?? []);
  const captures = new Set(entry?.captures_only ?? []);
  const describe = [...moves].join(' ');
  svg.setAttribute('aria-label', `${label}: ${describe}${captures.size ? ` · ✕ ${[...captures].join(' ')}` : ''}`);
  const at = (name) => {
    const f = files.indexOf(name[0]);
    const r = Number(name.slice(1)) - 1;
    return { x: margin + f * size + size / 2, y: (9 - r) * size + size / 2 };
  };
  el('rect', {
    class: 'timur-help-frame', x: margin - pad, y: -pad, width: files.length * size + 2 * pad, height: 10 * size + 2 * pad, rx: 4,
  }, svg);
  for (let r = 1; r <= 10; r++) {
    for (let f = 0; f < files.length; f++) {
      const name = `${files[f]}${r}`;
      const p = at(name);
      el('rect', {
        class: `timur-help-cell${(f + r) % 2 ? ' alt' : ''}`, x: p.x - size / 2, y: p.y - size / 2, width: size, height: size,
      }, svg);
    }
    const label = el('text', { class: 'timur-help-coord', x: (margin - pad) / 2, y: at(`a${r}`).y + 5, 'text-anchor': 'middle' }, svg);
    label.textContent = String(r);
  }
  for (let f = 0; f < files.length; f++) {
    const label = el('text', { class: 'timur-help-coord', x: at(`${files[f]}1`).x, y: fileBaseline, 'text-anchor': 'middle' }, svg);
    label.textContent = files[f];
  }
  for (const name of moves) {
    const p = at(name);
    el('circle', { class: 'timur-help-move', 'data-help-cell': name, cx: p.x, cy: p.y, r: size * 0.2 }, svg);
  }
  for (const name of captures) {
    const p = at(name);
    const s = size * 0.2;
    el('path', {
      class: 'timur-help-capture', 'data-help-cell': name, d: `M${p.x - s} ${p.y - s} L${p.x + s} ${p.y + s} M${p.x + s} ${p.y - s} L${p.x - s} ${p.y + s}`,
    }, svg);
  }
  if (entry) {
    const p = at(entry.from);
    el('rect', { class: 'timur-help-origin', x: p.x - size / 2, y: p.y - size / 2, width: size, height: size }, svg);
    const { kind, of } = artOf(entry);
    const g = el('g', { transform: `translate(${p.x} ${p.y}) scale(${(size / U) * 0.96})` }, svg);
    drawTimurPiece(g, kind, { of });
  }
  return svg;
}

function swapIcon() {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'timur-swap-icon');
  svg.setAttribute('aria-hidden', 'true');
  el('path', { d: 'M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4' }, svg);
  return svg;
}

function helpIcon() {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'icon icon-help');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  el('circle', { cx: 12, cy: 12, r: 9.5 }, svg);
  el('path', { d: 'M9.2 9.3a2.9 2.9 0 0 1 5.6 1c0 2-2.8 2.4-2.8 4.2' }, svg);
  el('path', { d: 'M12 17.6h.01', 'stroke-width': 2.6 }, svg);
  return svg;
}

// Three Kingdoms xiangqi (`sanguo`) in the game view: the table around the board. Kept in its own
// module; the shared game view calls it through a few hooks (`#variantUI` in game-view.js):
//
//   boardOptions()          the board's drawing: tinted halves, river, palaces (`decorate`),
//                           no coordinate labels, and its rotation
//   pieceOptions(piece)     face to face, each piece faces its owner's seat
//   build()                 seat panels (one per kingdom, its resign button and in-page
//                           confirmation), the takeover banner, menu items
//   update(state)           each new engine state: seats, whose turn, rotation, announcements
//   describeResult(result)  "Shu and Wei share the win"
//   renderMoves(list)       the move list in kingdom columns (defeated kingdoms are skipped)
//   flip()                  the bar's turn button: the next kingdom to the bottom
//
// The page still computes no rules: defeats and takeovers are read from the engine's state (the
// alive set of the position string, and piece tokens such as `rS(g)`: owned by Shu, home Wu).
// The table setup (banner bearers, board orientation) adds to the new-game panel through
// `tableOptions`.

import { t, addStrings, capitalize, sideName, language } from './i18n.js';
import { h, icon, choiceGroup } from './dom.js';
import { pieceName } from './pieces.js';
import {
  parseToken, kingdomEmblem, drawSanguoPiece, pieceGlyph, glyphPath,
} from './sanguo-pieces.js';
import { openDialog } from './dialog.js';

// This game's stylesheet, loaded with the module (same origin, as the CSP asks).
if (typeof document !== 'undefined' && !document.querySelector('link[data-sanguo-css]')) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('./sanguo.css', import.meta.url).href;
  link.dataset.sanguoCss = '';
  document.head.append(link);
}

const LETTERS = ['r', 'g', 'b'];
const BOARD_KEY = 'tahta.v1.sanguo.board';
const LABELS_KEY = 'tahta.v1.sanguo.labels';
/** Extra margin of the drawn board beyond the outer points, in point spacings. */
const MARGIN = 0.48;

const STRINGS = {
  en: {
    'sanguo.kingdom.r': 'Shu',
    'sanguo.kingdom.g': 'Wu',
    'sanguo.kingdom.b': 'Wei',
    'sanguo.kingdomColour': '{K} ({colour})',
    'sanguo.toMove': 'to move',
    'sanguo.yourMove': 'your move',
    'sanguo.waiting': 'in play',
    'sanguo.computer': 'computer · {level}',
    'sanguo.defeated': 'defeated',
    'sanguo.defeatedBy': 'defeated · army to {K}',
    'sanguo.wins': 'wins',
    'sanguo.sharesWin': 'shares the win',
    'sanguo.resigned': 'resigned',
    'sanguo.lost': 'lost',
    'sanguo.drawn': 'draw',
    'sanguo.resign': 'Resign',
    'sanguo.resignLabel': '{K} resigns',
    'sanguo.resignAsk': '{K}: resign?',
    'sanguo.resignOutcomeOne': '{A} wins the game.',
    'sanguo.resignOutcomeTwo': 'The game ends: {A} and {B} share the win.',
    'sanguo.resignYes': 'Resign',
    'sanguo.resignNo': 'Keep playing',
    'sanguo.resignWho': 'Who resigns?',
    'sanguo.resignShared': 'The game ends and the other two kingdoms share the win.',
    'sanguo.resignOther': 'The game ends and the other kingdom wins.',
    'sanguo.takeover': '{Loser} was defeated; {Winner} takes over its pieces.',
    'sanguo.result.win': '{K} wins',
    'sanguo.result.shared': '{A} and {B} share the win',
    'sanguo.result.youWin': 'You win',
    'sanguo.result.youShare': 'You share the win with {K}',
    'sanguo.result.draw': 'Draw',
    'sanguo.rule.last general': '{K} has the last general standing.',
    'sanguo.rule.resignation': '{K} resigned.',
    'sanguo.rule.threefold': 'The same position occurred for the third time.',
    'sanguo.rule.180 plies': '180 moves in a row without a capture or a defeat.',
    'sanguo.moved': '{Piece} moved from {from} to {to}',
    'sanguo.movedCapture': '{Piece} moved from {from} to {to} and captured the {captured}',
    'sanguo.takenFrom': '{piece} from {K}',
    'sanguo.rotate': 'Turn the board: the next kingdom at the bottom',
    'sanguo.followTurn': 'Kingdom to move at the bottom',
    'sanguo.pieces': 'The pieces',
    'sanguo.latin': 'Latin letters on the pieces',
    'sanguo.piecesTitle': 'Three Kingdoms pieces',
    'sanguo.piecesNote': 'Disc colour is the owner. A dot on the rim: taken over from that kingdom, still moving as a piece of its home half.',
    'sanguo.move.general': 'one step along a line, inside its palace',
    'sanguo.move.advisor': 'one step along a palace diagonal',
    'sanguo.move.elephant': 'two diagonal steps, not over a piece; never crosses the river',
    'sanguo.move.horse': 'one step straight, then one diagonal outward; blocked by a piece next to it',
    'sanguo.move.chariot': 'any distance along a line',
    'sanguo.move.cannon': 'like a chariot; captures by jumping exactly one piece',
    'sanguo.move.soldier': 'one step forward; sideways too once across the river',
    'sanguo.move.banner': 'two points straight, then one diagonal outward; cannot jump',
    'sanguo.setup.banners': 'Banner bearers',
    'sanguo.setup.on': 'On',
    'sanguo.setup.off': 'Off',
    'sanguo.setup.board': 'Board',
    'sanguo.setup.fixed': 'Shu at the bottom',
    'sanguo.setup.turn': 'Mover at the bottom',
    'sanguo.setup.side': 'Side by side',
    'sanguo.setup.face': 'Round the table',
    'home.threePlayers': 'Three players on this device',
    'home.tableSetup': 'Table setup…',
  },
  tr: {
    'sanguo.kingdom.r': 'Shu',
    'sanguo.kingdom.g': 'Wu',
    'sanguo.kingdom.b': 'Wei',
    'sanguo.kingdomColour': '{K} ({colour})',
    'sanguo.toMove': 'sırası',
    'sanguo.yourMove': 'sıra sizde',
    'sanguo.waiting': 'oyunda',
    'sanguo.computer': 'bilgisayar · {level}',
    'sanguo.defeated': 'yenildi',
    'sanguo.defeatedBy': 'yenildi · ordusu {KDat}',
    'sanguo.wins': 'kazandı',
    'sanguo.sharesWin': 'galibiyeti paylaştı',
    'sanguo.resigned': 'pes etti',
    'sanguo.lost': 'kaybetti',
    'sanguo.drawn': 'berabere',
    'sanguo.resign': 'Pes et',
    'sanguo.resignLabel': '{K} pes ediyor',
    'sanguo.resignAsk': '{K} pes etsin mi?',
    'sanguo.resignOutcomeOne': 'Oyunu {A} kazanır.',
    'sanguo.resignOutcomeTwo': 'Oyun biter; {A} ile {B} galibiyeti paylaşır.',
    'sanguo.resignYes': 'Pes et',
    'sanguo.resignNo': 'Devam et',
    'sanguo.resignWho': 'Kim pes ediyor?',
    'sanguo.resignShared': 'Oyun biter; öbür iki krallık galibiyeti paylaşır.',
    'sanguo.resignOther': 'Oyun biter; öbür krallık kazanır.',
    'sanguo.takeover': '{Loser} yenildi; {Winner} onun taşlarını devralıyor.',
    'sanguo.result.win': '{K} kazandı',
    'sanguo.result.shared': '{A} ile {B} galibiyeti paylaştı',
    'sanguo.result.youWin': 'Kazandınız',
    'sanguo.result.youShare': 'Galibiyeti {K} ile paylaştınız',
    'sanguo.result.draw': 'Berabere',
    'sanguo.rule.last general': 'Tahtada generali kalan son krallık {K}.',
    'sanguo.rule.resignation': '{K} pes etti.',
    'sanguo.rule.threefold': 'Aynı konum üçüncü kez oluştu.',
    'sanguo.rule.180 plies': 'Art arda 180 hamle boyunca taş alınmadı ve hiçbir krallık yenilmedi.',
    'sanguo.moved': '{Piece} {from} noktasından {to} noktasına gitti',
    'sanguo.movedCapture': '{Piece} {from} noktasından {to} noktasına gitti ve {capturedAcc} aldı',
    'sanguo.takenFrom': '{piece} ({KAbl} gelen)',
    'sanguo.rotate': 'Tahtayı döndür: sıradaki krallık altta',
    'sanguo.followTurn': 'Sırası gelen krallık altta',
    'sanguo.pieces': 'Taşlar',
    'sanguo.latin': 'Taşlarda Latin harfleri',
    'sanguo.piecesTitle': 'Üç Krallık taşları',
    'sanguo.piecesNote': 'Taşın rengi sahibini gösterir. Kenardaki nokta: o krallıktan devralınmış; yine kendi yarısının taşı gibi hareket eder.',
    'sanguo.move.general': 'sarayının içinde bir çizgi boyunca bir adım',
    'sanguo.move.advisor': 'saray köşegeni boyunca bir adım',
    'sanguo.move.elephant': 'iki çapraz adım, taş üzerinden atlamaz; nehri hiç geçmez',
    'sanguo.move.horse': 'bir düz adım, sonra dışa doğru bir çapraz; yanındaki taş onu engeller',
    'sanguo.move.chariot': 'bir çizgi boyunca istediği kadar',
    'sanguo.move.cannon': 'savaş arabası gibi gider; tam bir taşın üzerinden atlayarak alır',
    'sanguo.move.soldier': 'bir adım ileri; nehri geçince yana da',
    'sanguo.move.banner': 'iki nokta düz, sonra dışa doğru bir çapraz; atlayamaz',
    'sanguo.setup.banners': 'Sancaktarlar',
    'sanguo.setup.on': 'Açık',
    'sanguo.setup.off': 'Kapalı',
    'sanguo.setup.board': 'Tahta',
    'sanguo.setup.fixed': 'Shu altta',
    'sanguo.setup.turn': 'Sırası gelen altta',
    'sanguo.setup.side': 'Yan yana',
    'sanguo.setup.face': 'Masanın etrafında',
    'home.threePlayers': 'Bu cihazda üç kişi',
    'home.tableSetup': 'Masa kurulumu…',
  },
};
for (const [lang, strings] of Object.entries(STRINGS)) addStrings(lang, strings);

// Turkish case endings of the kingdom names (Shu'ya, Wei'den…).
const TR_CASES = {
  r: { dat: 'Shu’ya', abl: 'Shu’dan' },
  g: { dat: 'Wu’ya', abl: 'Wu’dan' },
  b: { dat: 'Wei’ye', abl: 'Wei’den' },
};

/** A kingdom's name (Shu, Wu, Wei). */
export function kingdomName(letter) {
  return t(`sanguo.kingdom.${letter}`);
}

function kingdomParams(letter) {
  const tr = language() === 'tr' ? TR_CASES[letter] : null;
  const name = kingdomName(letter);
  return { K: name, KDat: tr?.dat ?? name, KAbl: tr?.abl ?? name };
}

const COLOURS = { r: 'red', g: 'green', b: 'blue' };

/** "Shu (red)". */
export function kingdomWithColour(letter) {
  return t('sanguo.kingdomColour', { K: kingdomName(letter), colour: sideName(COLOURS[letter] ?? letter) });
}

function readBoardPreference() {
  try {
    return localStorage.getItem(BOARD_KEY) === 'turn' ? 'turn' : 'fixed';
  } catch {
    return 'fixed';
  }
}

function readLatin() {
  try {
    return localStorage.getItem(LABELS_KEY) === 'latin';
  } catch {
    return false;
  }
}

function writeLatin(on) {
  try {
    localStorage.setItem(LABELS_KEY, on ? 'latin' : 'chinese');
  } catch {
    // Not remembered.
  }
}

function writeBoardPreference(value) {
  try {
    localStorage.setItem(BOARD_KEY, value === 'turn' ? 'turn' : 'fixed');
  } catch {
    // Not remembered; the choice still holds for this game.
  }
}

/** Letters of the kingdoms still in play, from a position string (`… r rgb 0 1`). */
function aliveOf(position) {
  const fields = String(position ?? '').trim().split(/\s+/);
  const alive = fields[2] ?? 'rgb';
  return LETTERS.filter((l) => alive.includes(l));
}

function lerp(a, b, s) {
  return { x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s };
}

/**
 * The table options of the new-game panel: banner bearers on/off (a link parameter,
 * `banners=off`) and, for people on one device side by side, the board's orientation (kept on
 * this device). Returns `{ nodes, render(state), apply(settings) }`.
 */
export function tableOptions(initial) {
  const state = {
    banners: initial.banners === 'off' ? 'off' : 'on',
    board: readBoardPreference(),
  };
  const boardGroup = choiceGroup(t('sanguo.setup.board'), 'board', [
    { value: 'fixed', text: t('sanguo.setup.fixed') },
    { value: 'turn', text: t('sanguo.setup.turn') },
  ], state.board, (v) => { state.board = v; });
  const nodes = [
    choiceGroup(t('sanguo.setup.banners'), 'banners', [
      { value: 'on', text: t('sanguo.setup.on') },
      { value: 'off', text: t('sanguo.setup.off') },
    ], state.banners, (v) => { state.banners = v; }),
    boardGroup,
  ];
  return {
    nodes,
    /** Shows the orientation choice only where it applies (local play, side by side). */
    render(setup) {
      boardGroup.hidden = setup.mode === 'bot' || setup.seating === 'face';
    },
    apply(settings) {
      settings.banners = state.banners;
      if (settings.mode !== 'bot' && settings.seating !== 'face') writeBoardPreference(state.board);
    },
  };
}

/** Labels of the seating choice in the new-game panel. */
export function seatingLabels() {
  return { side: t('sanguo.setup.side'), face: t('sanguo.setup.face') };
}

export class SanguoUI {
  /** @param {import('./game-view.js').GameView} view  the game view, before it builds its DOM */
  constructor(view) {
    this.view = view;
    this.face = !view.botGame && view.settings.seating === 'face';
    this.follow = readBoardPreference() === 'turn';
    this.latin = readLatin();
    this.manualBottom = 'r';
    this.halves = new Map(); // letter → SVG polygon of its half-board
    this.seatEls = new Map();
    this.confirming = null;
    const humans = view.botGame ? LETTERS.filter((l, i) => view.seats[i] === 'human') : LETTERS;
    this.humans = new Set(humans);
    // Against the computer with one person: that person's kingdom sits at the bottom.
    this.soloHuman = view.botGame && humans.length === 1 ? humans[0] : null;
  }

  // ── the board ─────────────────────────────────────────────────────────────────────────────

  /** Options for the board, over the view's own: drawing, labels, pieces, rotation. */
  boardOptions() {
    return {
      coordinates: false,
      rotation: this.#rotationFor(this.soloHuman ?? 'r'),
      decorate: ({ under, point }) => this.#drawBackdrop(under, point),
      labelFor: (cell, piece) => this.#cellLabel(cell, piece),
      drawPiece: (piece) => {
        const art = drawSanguoPiece(piece, {
          ...this.pieceOptions(piece), seat: Math.max(0, LETTERS.indexOf(String(piece.owner))), latin: this.latin,
        });
        art.dataset.lang = language();
        return art;
      },
    };
  }

  /** Degrees to turn the drawing so that `letter`'s half is at the bottom. */
  #rotationFor(letter) {
    return -120 * Math.max(0, LETTERS.indexOf(letter));
  }

  pieceOptions(piece) {
    if (!this.face) return {};
    return { angle: -120 * Math.max(0, LETTERS.indexOf(String(piece.owner))) };
  }

  /** A point's spoken name: "gc5, red soldier from Wu". */
  #cellLabel(cell, piece) {
    if (!piece) return cell;
    const parsed = parseToken(piece.token);
    const text = this.#pieceText(piece);
    if (parsed && parsed.home !== parsed.owner) {
      return `${cell}, ${t('sanguo.takenFrom', { piece: text, ...kingdomParams(parsed.home) })}`;
    }
    return `${cell}, ${text}`;
  }

  #pieceText(piece, { acc = false } = {}) {
    return t('game.pieceOf', {
      side: sideName(COLOURS[String(piece.owner)] ?? String(piece.owner)),
      piece: pieceName('sanguo', piece.token, { acc }),
    });
  }

  /** Halves tinted by kingdom, the river between them, palaces; under the engine's lines. */
  #drawBackdrop(layer, point) {
    const svg = (name, attrs) => {
      const node = document.createElementNS('http://www.w3.org/2000/svg', name);
      for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
      layer.appendChild(node);
      return node;
    };
    const P = (k, name) => point(`${k}${name}`);
    // Inside a half the engine places points bilinearly (files a–e and e–i): fractional
    // files and ranks give the palace's corners.
    const at = (k, f, r) => {
      const side = f <= 4 ? 'a' : 'i';
      const u = Math.abs(f - 4) / 4;
      return lerp(lerp(P(k, 'e1'), P(k, `${side}1`), u), lerp(P(k, 'e5'), P(k, `${side}5`), u), r / 4);
    };
    const m = MARGIN * 100; // the board's user units: 100 per point spacing
    // A line through p and q moved by m away from `inside`.
    const offset = (p, q, inside) => {
      const dx = q.x - p.x;
      const dy = q.y - p.y;
      const len = Math.hypot(dx, dy) || 1;
      let nx = -dy / len;
      let ny = dx / len;
      if ((inside.x - p.x) * nx + (inside.y - p.y) * ny > 0) [nx, ny] = [-nx, -ny];
      return [{ x: p.x + nx * m, y: p.y + ny * m }, { x: q.x + nx * m, y: q.y + ny * m }];
    };
    const meet = ([a, b], [c, d]) => {
      const den = (a.x - b.x) * (c.y - d.y) - (a.y - b.y) * (c.x - d.x);
      if (Math.abs(den) < 1e-9) return b;
      const t1 = ((a.x - c.x) * (c.y - d.y) - (a.y - c.y) * (c.x - d.x)) / den;
      return { x: a.x + t1 * (b.x - a.x), y: a.y + t1 * (b.y - a.y) };
    };
    const poly = (pts) => pts.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
    const shapes = LETTERS.map((k) => {
      const inside = P(k, 'e3');
      const back = offset(P(k, 'a1'), P(k, 'i1'), inside);
      const left = offset(P(k, 'a1'), P(k, 'a5'), inside);
      const right = offset(P(k, 'i1'), P(k, 'i5'), inside);
      const corners = [meet(back, left), meet(back, right)];
      const half = [
        ...corners,
        meet(right, [P(k, 'e5'), P(k, 'i5')]),
        P(k, 'e5'),
        meet(left, [P(k, 'e5'), P(k, 'a5')]),
      ];
      return { k, corners, half };
    });
    const outline = shapes.flatMap((s) => s.corners);
    svg('polygon', { class: 'sg-water', points: poly(outline) });
    svg('polygon', { class: 'sg-waves', points: poly(outline) });
    this.halves.clear();
    for (const { k, half } of shapes) {
      this.halves.set(k, svg('polygon', { class: `sg-half owner-${k}`, points: poly(half) }));
      svg('polygon', {
        class: `sg-palace owner-${k}`,
        points: poly([at(k, 3, 0), at(k, 5, 0), at(k, 5, 2), at(k, 3, 2)]),
      });
    }
    svg('polygon', { class: 'sg-outline', points: poly(outline) });
    this.#markHalves();
  }

  #markHalves() {
    const state = this.view.state;
    const alive = state ? aliveOf(state.position) : LETTERS;
    for (const [k, half] of this.halves) {
      half.classList.toggle('active', !!state && !state.result && String(state.turn) === k);
      half.classList.toggle('out', !alive.includes(k));
    }
  }

  /** The bar's turn button: the next kingdom to the bottom (and stop following the turn). */
  flip() {
    const board = this.view.board;
    const current = LETTERS[((-Math.round(board.rotation / 120)) % 3 + 3) % 3];
    this.manualBottom = LETTERS[(LETTERS.indexOf(current) + 1) % 3];
    if (this.follow) this.#setFollow(false);
    board.setRotation(this.#rotationFor(this.manualBottom));
    this.#markHalves();
  }

  #setFollow(on) {
    this.follow = on;
    writeBoardPreference(on ? 'turn' : 'fixed');
    this.followItem?.setAttribute('aria-checked', String(on));
    if (on && this.view.state) this.#orient(this.view.state);
  }

  /** Turns the board for the kingdom to move, when the table asked for it. */
  #orient(state) {
    if (this.face || this.soloHuman) return;
    if (!this.follow) return;
    const turn = String(state.turn);
    if (!this.humans.has(turn) || state.result) return;
    this.view.board.setRotation(this.#rotationFor(turn));
  }

  // ── the panels ────────────────────────────────────────────────────────────────────────────

  build() {
    const view = this.view;
    view.root.classList.add('sanguo-view');
    view.root.classList.toggle('sg-face', this.face);
    view.root.classList.toggle('sg-latin', this.latin);
    // Per-kingdom resignation replaces the shared buttons; Three Kingdoms has no draw offers.
    view.resignButton.hidden = true;
    view.drawButton.hidden = true;
    if (!this.face) {
      // Side by side: one Resign button; the seat bar then asks which kingdom resigns.
      this.resignControl = h('button', {
        type: 'button', class: 'control control-flag sg-resign-control', title: t('sanguo.resignWho'),
        on: { click: () => this.#askResignAny() },
      }, icon('flag'), h('span', { class: 'control-text', text: t('game.resign') }));
      view.newButton.before(this.resignControl);
    }
    const shown = [...view.controls.children].filter((b) => !b.hidden).length;
    view.controls.style.setProperty('--controls', String(shown));

    this.seatBar = h('div', { class: 'sg-seats', role: 'group', 'aria-label': t('setup.seats') });
    for (const letter of LETTERS) {
      const seat = this.#buildSeat(letter);
      this.seatEls.set(letter, seat);
    }
    if (this.face) {
      // Round the table: Wei's and Wu's panels above the board, turned towards their seats;
      // Shu's below, upright.
      this.topSeats = h('div', { class: 'sg-top-seats' }, this.seatEls.get('b').root, this.seatEls.get('g').root);
      view.boardWrap.before(this.topSeats);
      view.boardWrap.after(this.seatEls.get('r').root);
      this.seatEls.get('r').root.classList.add('sg-bottom-seat');
    } else {
      for (const letter of LETTERS) this.seatBar.append(this.seatEls.get(letter).root);
      view.status.after(this.seatBar);
    }
    view.status.classList.add('sg-status');
    // The bar's turn button turns the board by a third.
    const flip = [...view.root.querySelectorAll('header.bar button')].find((b) => b.getAttribute('aria-label') === t('game.flipLabel'));
    if (flip) {
      flip.setAttribute('aria-label', t('sanguo.rotate'));
      flip.title = t('sanguo.rotate');
    }

    this.confirmBar = h('div', { class: 'sg-confirm-bar', role: 'alertdialog', hidden: true });
    this.seatBar.append(this.confirmBar);

    this.toast = h('div', { class: 'sg-toast', 'aria-hidden': 'true', hidden: true });
    view.boardWrap.append(this.toast);

    // Menu: follow the turn, and the pieces' key.
    const item = (text, action, data, extra = {}) => h('button', {
      type: 'button', class: 'menu-item', 'data-menu': data, ...extra,
      on: {
        click: () => {
          view.menu.hidden = true;
          view.menuButton.setAttribute('aria-expanded', 'false');
          action();
        },
      },
    }, text);
    if (!this.face && !this.soloHuman) {
      this.followItem = item(t('sanguo.followTurn'), () => this.#setFollow(!this.follow), 'follow-turn', {
        role: 'menuitemcheckbox', 'aria-checked': String(this.follow),
      });
      view.menu.prepend(this.followItem);
    }
    this.latinItem = item(t('sanguo.latin'), () => this.#setLatin(!this.latin), 'latin-letters', {
      role: 'menuitemcheckbox', 'aria-checked': String(this.latin),
    });
    view.menu.append(this.latinItem, item(t('sanguo.pieces'), () => this.#showPieces(), 'pieces'));
    view.moveList.after(this.#legend());
  }

  /** Latin letters or Chinese characters on the pieces (remembered on this device). */
  #setLatin(on) {
    this.latin = on;
    writeLatin(on);
    this.latinItem?.setAttribute('aria-checked', String(on));
    this.view.root.classList.toggle('sg-latin', on);
    this.view.refresh();
  }

  /** A key of the characters under the move list: 車 R chariot… (the general and the banner
   *  bearer differ by kingdom). */
  #legend() {
    const SVGNS = 'http://www.w3.org/2000/svg';
    const items = ['K', 'A', 'E', 'H', 'R', 'C', 'S', 'B'].map((letter) => {
      const glyphs = letter === 'K' || letter === 'B' ? LETTERS.map((k) => pieceGlyph(letter, k)) : [pieceGlyph(letter, 'r')];
      const art = document.createElementNS(SVGNS, 'svg');
      art.setAttribute('viewBox', `0 0 ${glyphs.length * 100} 100`);
      art.setAttribute('class', `sg-legend-art n${glyphs.length}`);
      glyphs.forEach((g, i) => {
        const c = document.createElementNS(SVGNS, 'circle');
        c.setAttribute('cx', String(50 + i * 100));
        c.setAttribute('cy', '50');
        c.setAttribute('r', '47');
        c.setAttribute('class', 'sg-legend-disc');
        art.append(c);
        glyphPath(g, { size: 66, x: 50 + i * 100, y: 50, parent: art });
      });
      return h('li', { class: 'sg-legend-item' }, art,
        h('span', {}, h('b', { text: letter }), ` ${pieceName('sanguo', `r${letter}`)}`));
    });
    return h('ul', { class: 'sg-legend', 'aria-label': t('sanguo.pieces') }, items);
  }

  #buildSeat(letter) {
    const name = kingdomName(letter);
    const status = h('span', { class: 'sg-seat-status' });
    const robot = icon('robot');
    robot.classList.add('sg-robot');
    const dots = h('span', { class: 'thinking-dots', 'aria-hidden': 'true' }, h('span'), h('span'), h('span'));
    const resign = h('button', {
      type: 'button', class: 'sg-resign', 'data-resign': letter,
      'aria-label': t('sanguo.resignLabel', { K: name }), title: t('sanguo.resignLabel', { K: name }),
      on: { click: () => this.#askResign(letter) },
    }, icon('flag'), h('span', { class: 'sg-resign-text', text: t('sanguo.resign') }));
    const main = h('div', { class: 'sg-seat-main' },
      kingdomEmblem(letter),
      h('div', { class: 'sg-seat-text' },
        h('span', { class: 'sg-seat-name', text: name }),
        h('span', { class: 'sg-seat-line' }, robot, status, dots)),
      resign);
    const confirm = h('div', { class: 'sg-confirm', hidden: true });
    const root = h('div', {
      class: `sg-seat owner-${letter}`,
      role: 'group',
      'aria-label': kingdomWithColour(letter),
      dataset: { seat: letter },
    }, main, confirm);
    return { root, status, resign, confirm, main, robot };
  }

  #askResign(letter) {
    const state = this.view.state;
    if (!state || state.result) return;
    const others = aliveOf(state.position).filter((l) => l !== letter).map(kingdomName);
    const outcome = others.length === 1
      ? t('sanguo.resignOutcomeOne', { A: others[0] })
      : t('sanguo.resignOutcomeTwo', { A: others[0], B: others[1] });
    const seat = this.seatEls.get(letter);
    this.#cancelConfirm();
    this.confirming = letter;
    seat.root.classList.add('confirming');
    this.seatBar.classList.add('confirming');
    seat.confirm.replaceChildren(
      h('p', { class: 'sg-confirm-text' },
        h('strong', { text: t('sanguo.resignAsk', { K: kingdomName(letter) }) }), ' ',
        h('span', { class: 'sg-confirm-outcome', text: outcome })),
      h('div', { class: 'sg-confirm-actions' },
        h('button', {
          type: 'button', class: 'primary', 'data-confirm-resign': letter,
          on: { click: () => this.#resign(letter) },
        }, t('sanguo.resignYes')),
        h('button', { type: 'button', on: { click: () => this.#cancelConfirm(true) } }, t('sanguo.resignNo'))),
    );
    seat.main.hidden = true;
    seat.confirm.hidden = false;
    seat.confirm.setAttribute('role', 'alertdialog');
    seat.confirm.setAttribute('aria-label', `${t('sanguo.resignAsk', { K: kingdomName(letter) })} ${outcome}`);
    seat.confirm.querySelector('button.primary')?.focus({ preventScroll: true });
  }

  /** Side by side: which kingdom resigns? Each human kingdom in play has its button. */
  #askResignAny() {
    const state = this.view.state;
    if (!state || state.result) return;
    const alive = aliveOf(state.position);
    const turn = String(state.turn);
    const can = alive.filter((l) => this.humans.has(l)).sort((a, b) => (a === turn ? -1 : b === turn ? 1 : 0));
    if (!can.length) return;
    this.#cancelConfirm();
    this.confirming = '*';
    this.seatBar.classList.add('confirming');
    const bar = this.confirmBar;
    const outcome = alive.length > 2 ? t('sanguo.resignShared') : t('sanguo.resignOther');
    bar.setAttribute('aria-label', t('sanguo.resignWho'));
    bar.replaceChildren(
      h('p', { class: 'sg-confirm-text' }, h('strong', { text: t('sanguo.resignWho') }), ' ', h('span', { text: outcome })),
      h('div', { class: 'sg-confirm-actions' },
        can.map((l) => h('button', {
          type: 'button', class: `sg-resign-as owner-${l}`, 'data-confirm-resign': l,
          'aria-label': t('sanguo.resignLabel', { K: kingdomName(l) }),
          on: { click: () => this.#resign(l) },
        }, kingdomEmblem(l), h('span', { text: kingdomName(l) }))),
        h('button', { type: 'button', class: 'sg-keep', on: { click: () => this.#cancelConfirm(true) } }, t('sanguo.resignNo'))),
    );
    bar.hidden = false;
    bar.querySelector('button')?.focus({ preventScroll: true });
  }

  #cancelConfirm(refocus = false) {
    const letter = this.confirming;
    if (!letter) return;
    this.confirming = null;
    if (letter === '*') {
      this.seatBar.classList.remove('confirming');
      this.confirmBar.hidden = true;
      this.confirmBar.replaceChildren();
      if (refocus) this.resignControl?.focus({ preventScroll: true });
      return;
    }
    const seat = this.seatEls.get(letter);
    seat.root.classList.remove('confirming');
    this.seatBar.classList.remove('confirming');
    seat.confirm.hidden = true;
    seat.confirm.replaceChildren();
    seat.main.hidden = false;
    if (refocus) seat.resign.focus({ preventScroll: true });
  }

  #resign(letter) {
    this.#cancelConfirm();
    const view = this.view;
    if (!view.state || view.state.result || view.destroyed) return;
    const error = view.session.resign(letter);
    if (error) view.addNotice(t('notice.engineError', { message: error }));
    view.refresh();
  }

  /** After every new state, before the board is drawn. */
  update(state) {
    const before = this.lastState;
    this.lastState = state;
    const alive = aliveOf(state.position);
    if (this.confirming && (state.result || (this.confirming !== '*' && !alive.includes(this.confirming)))) this.#cancelConfirm();
    if (this.resignControl) {
      this.resignControl.disabled = !!state.result || !alive.some((l) => this.humans.has(l));
    }
    this.#orient(state);
    this.#markHalves();
    this.#renderSeats(state, alive);
    this.#announce(state, before);
  }

  #renderSeats(state, alive) {
    const result = state.result;
    const winners = (result?.winners ?? []).map(String);
    const takers = this.#takers(state, alive);
    const level = (letter) => (this.view.botGame ? this.view.seats[LETTERS.indexOf(letter)] : 'human');
    for (const letter of LETTERS) {
      const seat = this.seatEls.get(letter);
      const inPlay = alive.includes(letter);
      const seatLevel = level(letter);
      let mode;
      let text;
      if (result) {
        if (winners.includes(letter)) {
          mode = 'winner';
          text = t(winners.length > 1 ? 'sanguo.sharesWin' : 'sanguo.wins');
        } else if (!winners.length && inPlay) {
          mode = 'drawn';
          text = t('sanguo.drawn');
        } else {
          mode = 'out';
          text = !inPlay ? t('sanguo.defeated')
            : result.rule === 'resignation' ? t('sanguo.resigned') : t('sanguo.lost');
        }
      } else if (!inPlay) {
        mode = 'out';
        text = this.face && takers.get(letter) ? t('sanguo.defeatedBy', kingdomParams(takers.get(letter))) : t('sanguo.defeated');
      } else if (String(state.turn) === letter) {
        mode = 'turn';
        text = seatLevel !== 'human' ? t(`level.${seatLevel}`)
          : this.soloHuman === letter ? t('sanguo.yourMove') : t('sanguo.toMove');
      } else {
        mode = 'waiting';
        text = seatLevel !== 'human' ? t(`level.${seatLevel}`) : t('sanguo.waiting');
      }
      seat.root.dataset.state = mode;
      seat.root.toggleAttribute('aria-current', mode === 'turn');
      if (mode === 'turn') seat.root.setAttribute('aria-current', 'true');
      seat.status.textContent = text;
      seat.robot.toggleAttribute('hidden', seatLevel === 'human' || mode === 'out');
      seat.root.title = mode === 'out' && takers.get(letter)
        ? `${kingdomName(letter)}: ${t('sanguo.defeatedBy', kingdomParams(takers.get(letter)))}` : '';
      seat.resign.hidden = !!result || !inPlay || seatLevel !== 'human';
    }
  }

  /** Who holds each defeated kingdom's army (read from the home marks of the pieces). */
  #takers(state, alive) {
    const takers = new Map();
    for (const piece of state.pieces ?? []) {
      const parsed = parseToken(piece.token);
      if (parsed && parsed.home !== parsed.owner && !alive.includes(parsed.home)) {
        takers.set(parsed.home, parsed.owner);
      }
    }
    return takers;
  }

  /**
   * The move just played, and any defeat and takeover it caused, in the live region; a
   * takeover also as a banner over the board.
   */
  #announce(state, before) {
    const grew = before && (state.history?.length ?? 0) === (before.history?.length ?? 0) + 1;
    if (!grew || !state.last) {
      if (!before || (state.history?.length ?? 0) < (before.history?.length ?? 0)) this.#hideToast();
      return;
    }
    const pieces = new Map((before.pieces ?? []).map((p) => [p.cell, p]));
    const mover = pieces.get(state.last.from);
    const target = pieces.get(state.last.to);
    const parts = [];
    if (mover) {
      const params = { Piece: capitalize(this.#pieceText(mover)), from: state.last.from, to: state.last.to };
      if (target && String(target.owner) !== String(mover.owner)) {
        params.captured = this.#pieceText(target);
        params.capturedAcc = this.#pieceText(target, { acc: true });
        parts.push(t('sanguo.movedCapture', params));
      } else {
        parts.push(t('sanguo.moved', params));
      }
    }
    const wasAlive = aliveOf(before.position);
    const nowAlive = aliveOf(state.position);
    const taker = String(before.turn);
    const defeated = wasAlive.filter((l) => !nowAlive.includes(l));
    const lines = defeated.map((l) => ({
      loser: l,
      text: t('sanguo.takeover', { Loser: kingdomName(l), Winner: kingdomName(taker) }),
    }));
    const text = [parts.join(''), ...lines.map((l) => l.text)].filter(Boolean).join('. ').replace(/\.\./g, '.');
    this.view.announcer.textContent = text;
    if (lines.length) this.#showToast(lines, taker);
    else this.#hideToast();
  }

  #showToast(lines, taker) {
    const toast = this.toast;
    toast.replaceChildren(...lines.map((line) => h('p', { class: 'sg-toast-line' },
      kingdomEmblem(line.loser, { cls: 'sg-toast-loser' }),
      h('span', { text: line.text }),
      kingdomEmblem(taker))));
    toast.dataset.defeated = lines.map((l) => l.loser).join('');
    toast.dataset.taker = taker;
    toast.hidden = false;
    // Restart the fade-out animation.
    toast.classList.remove('shown');
    void toast.offsetWidth;
    toast.classList.add('shown');
  }

  #hideToast() {
    if (!this.toast) return;
    this.toast.hidden = true;
    this.toast.classList.remove('shown');
    delete this.toast.dataset.defeated;
    delete this.toast.dataset.taker;
  }

  // ── the result and the move list ──────────────────────────────────────────────────────────

  describeResult(result) {
    const winners = (result.winners ?? []).map(String).filter((l) => LETTERS.includes(l));
    const names = winners.map(kingdomName);
    const humans = [...this.humans];
    let title;
    if (winners.length === 0) {
      title = t('sanguo.result.draw');
    } else if (this.view.botGame && humans.length === 1 && winners.includes(humans[0])) {
      const others = winners.filter((l) => l !== humans[0]);
      title = others.length ? t('sanguo.result.youShare', { K: kingdomName(others[0]) }) : t('sanguo.result.youWin');
    } else if (winners.length === 1) {
      title = t('sanguo.result.win', { K: names[0] });
    } else {
      title = t('sanguo.result.shared', { A: names[0], B: names[1] });
    }
    const rule = String(result.rule);
    let detail;
    if (rule === 'resignation') {
      const state = this.view.state;
      const alive = state ? aliveOf(state.position) : [];
      const loser = alive.find((l) => !winners.includes(l)) ?? LETTERS.find((l) => !winners.includes(l));
      detail = t('sanguo.rule.resignation', { K: kingdomName(loser) });
    } else if (rule === 'last general') {
      detail = t('sanguo.rule.last general', { K: names[0] ?? '' });
    } else {
      const key = `sanguo.rule.${rule}`;
      detail = t(key) !== key ? t(key) : rule;
    }
    if (this.view.botGame && humans.length === 1 && winners.length && !title.includes(names[0])) {
      detail = `${winners.length > 1 ? t('sanguo.result.shared', { A: names[0], B: names[1] }) : t('sanguo.result.win', { K: names[0] })}. ${detail}`;
    }
    return { title, detail };
  }

  /** The move list in three columns, Shu, Wu, Wei; a defeated kingdom's turn shows a dash. */
  renderMoves(list) {
    const view = this.view;
    const history = view.state.history;
    list.replaceChildren();
    list.style.setProperty('--players', '3');
    if (history.length === 0) {
      list.append(h('li', { class: 'move-empty', text: t('game.noMoves') }));
      return true;
    }
    let number = view.startNumber ?? 1;
    let row = null;
    let last = -1;
    for (let i = 0; i < history.length; i++) {
      const letter = String(view.movers[i] ?? '');
      const index = Math.max(0, LETTERS.indexOf(letter));
      if (row === null || index <= last) {
        if (row !== null) number += 1;
        row = h('li', { class: 'move-row' }, h('span', { class: 'move-no', text: `${number}.` }));
        list.append(row);
        last = -1;
      }
      for (let k = last + 1; k < index; k++) row.append(h('span', { class: 'ply ply-skip', text: '—' }));
      const ply = h('span', { class: `ply sg-ply owner-${letter}`, text: history[i] });
      if (i === history.length - 1) ply.classList.add('current');
      row.append(ply);
      last = index;
    }
    list.scrollLeft = list.scrollWidth;
    list.scrollTop = list.scrollHeight;
    return true;
  }

  // ── the pieces' key ───────────────────────────────────────────────────────────────────────

  #showPieces() {
    const rows = ['K', 'A', 'E', 'H', 'R', 'C', 'S', 'B'].map((letter) => {
      const token = `r${letter}`;
      const picture = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      picture.setAttribute('viewBox', '-50 -50 100 104');
      picture.setAttribute('class', 'sg-key-piece');
      picture.setAttribute('aria-hidden', 'true');
      picture.append(drawSanguoPiece({ token, owner: 'r', cell: '' }));
      const kind = { K: 'general', A: 'advisor', E: 'elephant', H: 'horse', R: 'chariot', C: 'cannon', S: 'soldier', B: 'banner' }[letter];
      return h('li', { class: 'sg-key-row' }, picture,
        h('div', {},
          h('strong', { text: `${capitalize(pieceName('sanguo', token))} · ${letter}` }),
          h('span', { text: t(`sanguo.move.${kind}`) })));
    });
    openDialog({
      title: t('sanguo.piecesTitle'),
      className: 'sg-key',
      body: [h('ul', { class: 'sg-key-list' }, rows), h('p', { class: 'setup-note', text: t('sanguo.piecesNote') })],
      actions: [{ text: t('dialog.ok'), primary: true }],
    });
  }
}

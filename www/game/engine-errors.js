// The engine's errors in the player's language. The engine throws an English message with a
// machine-readable `kind` (`illegal-move`) and `params` (`move`, `cell`, `player`…); this
// module keeps a text for every kind in each language and fills it from the params, so a
// Turkish page does not show an English sentence inside a Turkish one. Kinds that cover
// several rules (a piece in the wrong place, a position that cannot arise) also carry a
// `reason` param, and each reason has its own text.
//
// English is the exception: the engine's own message is the most precise English there is
// (it names every detail the params hold and sometimes more), so it is shown as it is; the
// English texts below are what other languages fall back to for a missing key, and what is
// shown when an error came without a message.

import { addStrings, t, has, known, language, sideName, capitalize } from '../ui/i18n.js';

const EN = {
  'engineError.unknown-variant': "unknown game '{variant}' (known: {known})",
  'engineError.unknown-option': "unknown table option '{option}' for {variant}",
  'engineError.bad-field-count': 'expected {expected} fields ({fields}), found {found}',
  'engineError.bad-board': 'the board field is malformed',
  'engineError.bad-board.ranks': "expected {expected} ranks separated by '/', found {found}",
  'engineError.bad-board.halves': "expected {expected} halves separated by '|', found {found}",
  'engineError.bad-board.cells': 'expected {expected} cells on rank {rank}, found {found}',
  'engineError.bad-board.empty-count': "bad empty-cell count '{text}' on rank {rank}",
  'engineError.bad-piece': "unknown piece '{text}'",
  'engineError.bad-turn': "side to move must be one of {expected}, found '{found}'",
  'engineError.bad-number': "{field} must be a whole number, found '{found}'",
  'engineError.bad-counter': '{field} is {found}, but the limit is {limit}',
  'engineError.bad-field': "bad {field}: '{found}'",
  'engineError.too-many-pieces': '{Player} has too many pieces of kind {piece} (at most {limit})',
  'engineError.missing-piece': '{Player} has no {piece}',
  'engineError.bad-placement': 'the {player} {piece} on {cell} cannot stand there',
  'engineError.bad-placement.water': 'the {player} {piece} on {cell} is in the water; only rats swim',
  'engineError.bad-placement.own-den': 'the {player} {piece} on {cell} is in its own den',
  'engineError.bad-placement.promotion-cell': 'the {player} {piece} on {cell} stands on its promotion cell',
  'engineError.bad-placement.behind-start': 'the {player} {piece} on {cell} stands behind its start cells',
  'engineError.bad-placement.promotion-rank': 'the {player} {piece} on {cell} stands on its promotion rank',
  'engineError.bad-placement.outside-palace': 'the {player} {piece} on {cell} is outside its palace',
  'engineError.bad-placement.advisor-point': 'the {player} {piece} on {cell} is not on a palace diagonal point',
  'engineError.bad-placement.outside-home-half': 'the {player} {piece} on {cell} is outside its home half',
  'engineError.bad-placement.elephant-point': 'the {player} {piece} on {cell} is not on an elephant point',
  'engineError.bad-placement.soldier-point': 'the {player} {piece} on {cell} cannot stand there in its home half',
  'engineError.bad-placement.citadel-not-royal': 'the {player} {piece} in {cell}: only royals may stand in a citadel',
  'engineError.bad-placement.own-citadel': 'the {player} {piece} in {cell}: only the adventitious king may enter its own citadel',
  'engineError.bad-placement.citadel-not-highest': "the {player} {piece} in {cell}: only the side's highest royal may enter the opponent's citadel",
  'engineError.impossible-position': 'this position cannot arise in a game',
  'engineError.impossible-position.check-not-to-move': "{Player}'s king on {cell} is in check, but {side} is to move",
  'engineError.impossible-position.den-entered': "{Player} is in {opponent}'s den, so {player} cannot be the side to move",
  'engineError.impossible-position.citadel-entered': '{Player} entered the citadel {cell} and ended the game, so {player} cannot be the side to move',
  'engineError.impossible-position.both-citadels': 'both citadels hold an enemy royal; the game ends at the first',
  'engineError.impossible-position.en-passant-not-passed': "en passant cell {cell} is not a cell a {player} pawn's double step passes over",
  'engineError.impossible-position.en-passant-occupied': 'en passant cell {cell} is occupied',
  'engineError.impossible-position.en-passant-origin-occupied': 'en passant cell {cell}: {origin} must be empty',
  'engineError.impossible-position.en-passant-no-pawn': 'en passant cell {cell} needs the {player} pawn that just double-stepped on {landing}',
  'engineError.impossible-position.en-passant-clock': 'en passant cell {cell} needs halfmove clock 0, found {found}',
  'engineError.impossible-position.owner-defeated': '{Player} is not among the alive kingdoms, so it owns no pieces',
  'engineError.impossible-position.home-alive': '{Home} is still alive, so its pieces cannot have been taken over',
  'engineError.impossible-position.general-taken-over': 'a general is never taken over ({cell})',
  'engineError.impossible-position.side-defeated': '{Player} is to move but is not among the alive kingdoms',
  'engineError.impossible-position.prince-and-pawn-of-king': '{Player} has a prince and the pawn of the king; the prince can only come from that pawn',
  'engineError.impossible-position.pawn-of-pawns-arrivals': "{Player}'s pawn of pawns on {cell} has already arrived 3 times",
  'engineError.impossible-position.adventitious-king-arrivals': "{Player}'s adventitious king on {cell} needs 3 pawn-of-pawns arrivals, found {found}",
  'engineError.malformed-move': "malformed move '{move}': expected <from>-<to> with cell names",
  'engineError.unknown-cell': "unknown cell '{cell}' in move '{move}'",
  'engineError.no-piece-there': "illegal move '{move}': no piece on {cell}",
  'engineError.not-your-piece': "illegal move '{move}': the piece on {cell} is {owner}'s, and {side} is to move",
  'engineError.illegal-move': "illegal move '{move}': the {piece} on {from} cannot go to {to}",
  'engineError.bad-suffix': "illegal move '{move}': that move needs a different suffix here (one of: {options})",
  'engineError.game-over': 'the game is over ({result})',
  'engineError.game-not-over': 'the game is not over yet',
  'engineError.bad-ending': "unknown ending '{text}'",
  'engineError.ending-refused': 'that ending is not possible now',
  'engineError.ending-refused.two-players': 'a draw claim against a player who left needs two players',
  'engineError.ending-refused.too-late': 'too late to abort: every player has made a first move',
  'engineError.unknown-player': "unknown player '{player}'",
  'engineError.bad-time-limit': 'the time limit must be a finite number of milliseconds, 0 or more, found {found}',
  'engineError.bad-weights': 'unusable bot weights for {variant}: {reason}',
  'engineError.unknown-level': "unknown level '{level}'",
  'engineError.wrong-type': '{name} must be a {expected}, found {found}',
  'engineError.bad-record': 'The game record cannot be read.',
};

addStrings('en', EN);

addStrings('tr', {
  'engineError.unknown-variant': "bilinmeyen oyun '{variant}' (bilinenler: {known})",
  'engineError.unknown-option': "{variant} için bilinmeyen masa seçeneği '{option}'",
  'engineError.bad-field-count': '{expected} alan bekleniyordu ({fields}), {found} alan var',
  'engineError.bad-board': 'tahta alanı hatalı',
  'engineError.bad-board.ranks': "'/' ile ayrılmış {expected} sıra bekleniyordu, {found} sıra var",
  'engineError.bad-board.halves': "'|' ile ayrılmış {expected} yarı bekleniyordu, {found} yarı var",
  'engineError.bad-board.cells': '{rank}. sırada {expected} hücre bekleniyordu, {found} hücre var',
  'engineError.bad-board.empty-count': "{rank}. sırada hatalı boş hücre sayısı '{text}'",
  'engineError.bad-piece': "bilinmeyen taş '{text}'",
  'engineError.bad-turn': "sıra {expected} harflerinden biri olmalı, '{found}' yazılmış",
  'engineError.bad-number': "{field} bir tam sayı olmalı, '{found}' yazılmış",
  'engineError.bad-counter': '{field} {found}, ama sınır {limit}',
  'engineError.bad-field': "hatalı {field}: '{found}'",
  'engineError.too-many-pieces': '{Player} tarafında bu türden ({piece}) çok fazla taş var (en çok {limit})',
  'engineError.missing-piece': '{Player} tarafında {piece} yok',
  'engineError.bad-placement': '{cell} hücresindeki {player} {piece} orada duramaz',
  'engineError.bad-placement.water': '{cell} hücresindeki {player} {piece} suda; yalnızca fareler yüzer',
  'engineError.bad-placement.own-den': '{cell} hücresindeki {player} {piece} kendi ininde',
  'engineError.bad-placement.promotion-cell': '{cell} hücresindeki {player} {piece} terfi hücresinde duruyor',
  'engineError.bad-placement.behind-start': '{cell} hücresindeki {player} {piece} başlangıç hücrelerinin gerisinde',
  'engineError.bad-placement.promotion-rank': '{cell} hücresindeki {player} {piece} terfi sırasında duruyor',
  'engineError.bad-placement.outside-palace': '{cell} noktasındaki {player} {piece} sarayının dışında',
  'engineError.bad-placement.advisor-point': '{cell} noktasındaki {player} {piece} sarayın çapraz noktalarından birinde değil',
  'engineError.bad-placement.outside-home-half': '{cell} noktasındaki {player} {piece} kendi yarısının dışında',
  'engineError.bad-placement.elephant-point': '{cell} noktasındaki {player} {piece} bir fil noktasında değil',
  'engineError.bad-placement.soldier-point': '{cell} noktasındaki {player} {piece} kendi yarısında orada duramaz',
  'engineError.bad-placement.citadel-not-royal': '{cell} kalesindeki {player} {piece}: kalede yalnızca şah taşları durabilir',
  'engineError.bad-placement.own-citadel': '{cell} kalesindeki {player} {piece}: kendi kalesine yalnızca türeme şah girebilir',
  'engineError.bad-placement.citadel-not-highest': '{cell} kalesindeki {player} {piece}: rakibin kalesine yalnızca en yüksek şah taşı girebilir',
  'engineError.impossible-position': 'bu konum bir oyunda ortaya çıkamaz',
  'engineError.impossible-position.check-not-to-move': '{Player} şahı {cell} hücresinde şah altında, ama sıra {side} tarafta',
  'engineError.impossible-position.den-entered': '{Player} {opponent} tarafın inine girdi, bu yüzden sıra {player} tarafta olamaz',
  'engineError.impossible-position.citadel-entered': '{Player} {cell} kalesine girerek oyunu bitirdi, bu yüzden sıra {player} tarafta olamaz',
  'engineError.impossible-position.both-citadels': 'iki kalede de rakip şah taşı var; oyun ilkinde biter',
  'engineError.impossible-position.en-passant-not-passed': 'geçerken alma hücresi {cell}, bir {player} piyonun çift adımının geçtiği hücre değil',
  'engineError.impossible-position.en-passant-occupied': 'geçerken alma hücresi {cell} dolu',
  'engineError.impossible-position.en-passant-origin-occupied': 'geçerken alma hücresi {cell}: {origin} boş olmalı',
  'engineError.impossible-position.en-passant-no-pawn': 'geçerken alma hücresi {cell}, {landing} hücresinde az önce çift adım atmış {player} piyon gerektirir',
  'engineError.impossible-position.en-passant-clock': 'geçerken alma hücresi {cell}, yarım hamle sayacının 0 olmasını gerektirir, {found} yazılmış',
  'engineError.impossible-position.owner-defeated': '{Player} yaşayan krallıklar arasında değil, bu yüzden taşı olamaz',
  'engineError.impossible-position.home-alive': '{Home} hâlâ yaşıyor, bu yüzden taşları ele geçirilmiş olamaz',
  'engineError.impossible-position.general-taken-over': 'bir general asla ele geçirilmez ({cell})',
  'engineError.impossible-position.side-defeated': 'sıra {player} tarafta ama o yaşayan krallıklar arasında değil',
  'engineError.impossible-position.prince-and-pawn-of-king': '{Player} tarafında hem şehzade hem şahın piyonu var; şehzade yalnızca o piyondan doğar',
  'engineError.impossible-position.pawn-of-pawns-arrivals': '{Player} tarafın {cell} hücresindeki piyonların piyonu zaten 3 kez vardı',
  'engineError.impossible-position.adventitious-king-arrivals': '{Player} tarafın {cell} hücresindeki türeme şahı 3 varış gerektirir, {found} yazılmış',
  'engineError.malformed-move': "hatalı hamle '{move}': hücre adlarıyla <nereden>-<nereye> bekleniyordu",
  'engineError.unknown-cell': "'{move}' hamlesinde bilinmeyen hücre '{cell}'",
  'engineError.no-piece-there': "geçersiz hamle '{move}': {cell} hücresinde taş yok",
  'engineError.not-your-piece': "geçersiz hamle '{move}': {cell} hücresindeki taş {owner} tarafın, sıra {side} tarafta",
  'engineError.illegal-move': "geçersiz hamle '{move}': {from} hücresindeki {piece} {to} hücresine gidemez",
  'engineError.bad-suffix': "geçersiz hamle '{move}': bu hamle burada başka bir ek ister ({options})",
  'engineError.game-over': 'oyun bitti ({result})',
  'engineError.game-not-over': 'oyun henüz bitmedi',
  'engineError.bad-ending': "bilinmeyen bitiş '{text}'",
  'engineError.ending-refused': 'bu bitiş şu anda mümkün değil',
  'engineError.ending-refused.two-players': 'ayrılan oyuncuya karşı beraberlik istemek için iki oyuncu olmalı',
  'engineError.ending-refused.too-late': 'iptal için çok geç: her oyuncu ilk hamlesini yaptı',
  'engineError.unknown-player': "bilinmeyen oyuncu '{player}'",
  'engineError.bad-time-limit': 'süre sınırı 0 ya da daha büyük, sonlu bir milisaniye sayısı olmalı, {found} verildi',
  'engineError.bad-weights': '{variant} için bot ağırlıkları kullanılamaz: {reason}',
  'engineError.unknown-level': "bilinmeyen seviye '{level}'",
  'engineError.wrong-type': '{name} bir {expected} olmalı, {found} verildi',
  'engineError.bad-record': 'Oyun kaydı okunamıyor.',
});

/** Params that name a side (`red`) and are shown in the page's language. */
const SIDE_PARAMS = ['player', 'owner', 'side', 'opponent', 'home'];

/** A piece name from the engine (`lion`) in the page's language, or as it came. */
function pieceText(name) {
  const key = `piece.${name}`;
  return has(key) ? t(key) : name;
}

/**
 * The params of an engine error made ready for a text: sides and pieces translated, and each
 * side param also capitalised (`{Player}`) for the start of a sentence.
 */
function localParams(params) {
  const out = { ...params };
  for (const name of SIDE_PARAMS) {
    if (typeof params[name] !== 'string') continue;
    out[name] = sideName(params[name]);
    out[capitalize(name)] = capitalize(out[name]);
  }
  if (typeof params.piece === 'string') out.piece = pieceText(params.piece);
  return out;
}

/**
 * The text of an engine error (`{ message, kind, params }`, as `errorInfo` in engine/engine.js gives
 * it) in the current language. English shows the engine's own message; another language
 * uses the text of the error's kind (and reason), filled from its params. An error of a kind
 * this module does not know, or without a kind, shows the English message.
 */
export function describeEngineError(info) {
  const message = typeof info?.message === 'string' ? info.message : String(info ?? '');
  const kind = typeof info?.kind === 'string' ? info.kind : null;
  const params = info?.params && typeof info.params === 'object' ? info.params : {};
  if (!kind) return message;
  if (language() === 'en' && message) return message;
  const base = `engineError.${kind}`;
  const withReason = typeof params.reason === 'string' ? `${base}.${params.reason}` : null;
  // A kind (or reason) no language has words for is said in the engine's own words.
  const key = withReason && known(withReason) ? withReason : base;
  return known(key) ? t(key, localParams(params)) : message;
}

/** The kinds this module has texts for (a test checks the engine throws no other). */
export function knownErrorKinds() {
  const kinds = Object.keys(EN).map((key) => key.split('.')[1]);
  return [...new Set(kinds)];
}

// User-interface strings in English and Turkish. The language comes from a saved choice, else
// from navigator.languages (first of them that we speak), else English. `t(key, params)` looks a
// string up and fills `{name}` placeholders; missing Turkish strings fall back to English.

const STORAGE_KEY = 'tahta.v1.lang';

export const LANGUAGES = ['en', 'tr'];

const en = {
  'app.name': 'Tahta',
  'app.tagline': 'Traditional board games for two (or three) on one phone.',
  'app.loading': 'Loading…',
  'app.engineFailed': 'The game engine could not be loaded.',
  'app.engineFailedHint': 'Reload the page to try again.',
  'app.reload': 'Reload',
  'home.heading': 'Choose a game',
  'home.twoPlayers': 'Two players on this device',
  'home.language': 'Language',
  'home.play': 'Play {game}',
  'home.continue': 'Continue the game · {n} moves',

  'variant.jungle.name': 'Jungle',
  'variant.jungle.desc': 'Stronger animals eat weaker ones; the first into the enemy den wins.',
  'variant.hex.name': 'Hexagonal chess',
  'variant.hex.desc': 'Gliński’s chess on a board of 91 hexagons.',
  'variant.timur.name': 'Timur chess',
  'variant.timur.desc': 'Tamerlane’s great chess, with camels, giraffes and citadels.',
  'variant.sanguo.name': 'Three Kingdoms',
  'variant.sanguo.desc': 'Chinese chess for three: Shu, Wu and Wei.',

  'side.red': 'red',
  'side.blue': 'blue',
  'side.white': 'white',
  'side.black': 'black',
  'side.green': 'green',

  'game.back': 'Back to the games',
  'game.board': '{game} board',
  'game.toMove': '{Side} to move',
  'game.moves': 'Moves',
  'game.noMoves': 'No moves yet',
  'game.undo': 'Undo',
  'game.undoLabel': 'Take back the last move',
  'game.resign': 'Resign',
  'game.resignLabel': '{Side} resigns',
  'game.offerDraw': 'Draw?',
  'game.offerDrawLabel': '{Side} offers a draw',
  'game.drawOffered': '{Side} offers a draw.',
  'game.acceptDraw': 'Accept',
  'game.acceptDrawLabel': '{Side} accepts the draw',
  'game.declineDraw': 'Decline',
  'game.newGame': 'New game',
  'game.flip': 'Flip',
  'game.flipLabel': 'Turn the board around',
  'game.showBoard': 'Show board',
  'game.over': 'Game over',
  'game.moved': '{Piece} moved from {from} to {to}',
  'game.movedCapture': '{Piece} moved from {from} to {to} and captured the {captured}',
  'game.undone': 'Move taken back. {Side} to move.',
  'game.chooseMove': 'Choose the move',
  'game.cancel': 'Cancel',
  'game.pieceOf': '{side} {piece}',

  'result.win': '{Side} wins',
  'result.wins': '{Sides} win',
  'result.and': '{a} and {b}',
  'result.draw': 'Draw',
  'result.stalemate': 'Stalemate',
  'result.stalemateScore': '{Winner} ¾, {loser} ¼',
  'rule.den': 'An animal entered the enemy den.',
  'rule.no animals': 'The other side has no animals left.',
  'rule.no moves': 'The side to move had no legal move.',
  'rule.checkmate': 'Checkmate.',
  'rule.stalemate': 'The side to move had no legal move but was not in check.',
  'rule.citadel': 'A king entered the enemy citadel.',
  'rule.threefold': 'The same position occurred for the third time.',
  'rule.plies': '{n} moves by each side without a capture.',
  'rule.bare kings': 'Only the two kings are left.',
  'rule.resignation': '{Loser} resigned.',
  'rule.resignationShort': 'By resignation.',
  'rule.agreement': 'Agreed by both players.',
  'rule.last general': 'The last general standing.',

  'notice.close': 'Dismiss',
  'notice.badPosition': 'The position in the link could not be used: {message}. The game starts from the usual position.',
  'notice.unknownParam': 'The link setting “{name}” is unknown and was ignored.',
  'notice.badValue': '“{value}” is not a valid value for “{name}”; using “{fallback}”.',
  'notice.botUnavailable': 'Playing against the computer is not available yet: this is a game for two players on this device.',
  'notice.botOnly': 'The link setting “{name}” only applies to games against the computer and was ignored.',
  'notice.bannersOnly': 'The link setting “banners” only applies to Three Kingdoms and was ignored.',
  'notice.bannersUnsupported': 'Switching the banner bearers off is not available yet.',
  'notice.unknownGame': 'There is no game called “{id}”.',
  'notice.engineError': 'The engine reported a problem: {message}',
  'notice.resumeFailed': 'The saved game could not be restored; a new game starts.',

  // Pieces: lower case, as inside a sentence.
  'piece.elephant': 'elephant',
  'piece.lion': 'lion',
  'piece.tiger': 'tiger',
  'piece.leopard': 'leopard',
  'piece.wolf': 'wolf',
  'piece.dog': 'dog',
  'piece.cat': 'cat',
  'piece.rat': 'rat',
  'piece.king': 'king',
  'piece.queen': 'queen',
  'piece.rook': 'rook',
  'piece.bishop': 'bishop',
  'piece.knight': 'knight',
  'piece.pawn': 'pawn',
  'piece.general': 'general',
  'piece.ferz': 'general',
  'piece.vizier': 'vizier',
  'piece.camel': 'camel',
  'piece.engine': 'war engine',
  'piece.picket': 'picket',
  'piece.giraffe': 'giraffe',
  'piece.prince': 'prince',
  'piece.adventitious': 'adventitious king',
  'piece.monster': 'sea monster',
  'piece.bull': 'bull',
  'piece.explorer': 'explorer',
  'piece.pawnOf': 'pawn of {kind}s',
  'piece.pawnOfPawns': 'pawn of pawns',
  'piece.advisor': 'advisor',
  'piece.horse': 'horse',
  'piece.chariot': 'chariot',
  'piece.cannon': 'cannon',
  'piece.soldier': 'soldier',
  'piece.banner': 'banner bearer',
  'piece.unknown': 'piece {token}',
};

// Turkish. Pieces carry their accusative form too (`piece.X.acc`), for "… ve mavi fareyi yedi".
// Sides carry the locative (`side.X.loc`) for "Sıra kırmızıda".
const tr = {
  'app.name': 'Tahta',
  'app.tagline': 'Tek telefonda iki (ya da üç) kişilik geleneksel masa oyunları.',
  'app.loading': 'Yükleniyor…',
  'app.engineFailed': 'Oyun motoru yüklenemedi.',
  'app.engineFailedHint': 'Yeniden denemek için sayfayı yenileyin.',
  'app.reload': 'Yenile',
  'home.heading': 'Bir oyun seçin',
  'home.twoPlayers': 'Bu cihazda iki kişi',
  'home.language': 'Dil',
  'home.play': '{game} oyna',
  'home.continue': 'Oyuna devam et · {n} hamle',

  'variant.jungle.name': 'Orman Satrancı',
  'variant.jungle.desc': 'Güçlü hayvan zayıfı yer; rakibin inine ilk giren kazanır.',
  'variant.hex.name': 'Altıgen Satranç',
  'variant.hex.desc': '91 altıgenden oluşan tahtada Gliński satrancı.',
  'variant.timur.name': 'Timur Satrancı',
  'variant.timur.desc': 'Develeri, zürafaları ve kaleleriyle Timur’un büyük satrancı.',
  'variant.sanguo.name': 'Üç Krallık',
  'variant.sanguo.desc': 'Üç kişilik Çin satrancı: Shu, Wu ve Wei.',

  'side.red': 'kırmızı',
  'side.red.loc': 'kırmızıda',
  'side.blue': 'mavi',
  'side.blue.loc': 'mavide',
  'side.white': 'beyaz',
  'side.white.loc': 'beyazda',
  'side.black': 'siyah',
  'side.black.loc': 'siyahta',
  'side.green': 'yeşil',
  'side.green.loc': 'yeşilde',

  'game.back': 'Oyunlara dön',
  'game.board': '{game} tahtası',
  'game.toMove': 'Sıra {sideLoc}',
  'game.moves': 'Hamleler',
  'game.noMoves': 'Henüz hamle yok',
  'game.undo': 'Geri al',
  'game.undoLabel': 'Son hamleyi geri al',
  'game.resign': 'Pes et',
  'game.resignLabel': '{Side} pes ediyor',
  'game.offerDraw': 'Berabere?',
  'game.offerDrawLabel': '{Side} beraberlik teklif ediyor',
  'game.drawOffered': '{Side} beraberlik teklif ediyor.',
  'game.acceptDraw': 'Kabul et',
  'game.acceptDrawLabel': '{Side} beraberliği kabul ediyor',
  'game.declineDraw': 'Reddet',
  'game.newGame': 'Yeni oyun',
  'game.flip': 'Çevir',
  'game.flipLabel': 'Tahtayı çevir',
  'game.showBoard': 'Tahtayı göster',
  'game.over': 'Oyun bitti',
  'game.moved': '{Piece} {from} hücresinden {to} hücresine gitti',
  'game.movedCapture': '{Piece} {from} hücresinden {to} hücresine gitti ve {capturedAcc} yedi',
  'game.undone': 'Hamle geri alındı. Sıra {sideLoc}.',
  'game.chooseMove': 'Hamleyi seçin',
  'game.cancel': 'Vazgeç',
  'game.pieceOf': '{side} {piece}',

  'result.win': '{Side} kazandı',
  'result.wins': '{Sides} kazandı',
  'result.and': '{a} ve {b}',
  'result.draw': 'Berabere',
  'result.stalemate': 'Pat',
  'result.stalemateScore': '{Winner} ¾, {loser} ¼',
  'rule.den': 'Bir hayvan rakibin inine girdi.',
  'rule.no animals': 'Rakibin hiç hayvanı kalmadı.',
  'rule.no moves': 'Sırası gelen tarafın yapabileceği hamle kalmadı.',
  'rule.checkmate': 'Şah mat.',
  'rule.stalemate': 'Sırası gelen tarafın hamlesi kalmadı ama şahı tehdit altında değildi.',
  'rule.citadel': 'Bir şah rakibin kalesine girdi.',
  'rule.threefold': 'Aynı pozisyon üçüncü kez oluştu.',
  'rule.plies': 'İki taraf da {n} hamle boyunca taş yemedi.',
  'rule.bare kings': 'Tahtada yalnızca iki şah kaldı.',
  'rule.resignation': '{Loser} pes etti.',
  'rule.resignationShort': 'Rakip pes etti.',
  'rule.agreement': 'İki oyuncu beraberlikte anlaştı.',
  'rule.last general': 'Ayakta kalan son general.',

  'notice.close': 'Kapat',
  'notice.badPosition': 'Bağlantıdaki pozisyon kullanılamadı: {message}. Oyun normal başlangıç pozisyonundan başlıyor.',
  'notice.unknownParam': 'Bağlantıdaki “{name}” ayarı tanınmadı ve yok sayıldı.',
  'notice.badValue': '“{value}”, “{name}” için geçerli bir değer değil; “{fallback}” kullanılıyor.',
  'notice.botUnavailable': 'Bilgisayara karşı oynamak henüz mümkün değil; oyun bu cihazda iki kişilik olarak başlıyor.',
  'notice.botOnly': 'Bağlantıdaki “{name}” ayarı yalnızca bilgisayara karşı oyunlarda geçerli; yok sayıldı.',
  'notice.bannersOnly': 'Bağlantıdaki “banners” ayarı yalnızca Üç Krallık için geçerli; yok sayıldı.',
  'notice.bannersUnsupported': 'Sancaktarları kapatmak henüz mümkün değil.',
  'notice.unknownGame': '“{id}” adında bir oyun yok.',
  'notice.engineError': 'Oyun motoru bir sorun bildirdi: {message}',
  'notice.resumeFailed': 'Kaydedilen oyun geri yüklenemedi; yeni bir oyun başlıyor.',

  'piece.elephant': 'fil', 'piece.elephant.acc': 'fili',
  'piece.lion': 'aslan', 'piece.lion.acc': 'aslanı',
  'piece.tiger': 'kaplan', 'piece.tiger.acc': 'kaplanı',
  'piece.leopard': 'leopar', 'piece.leopard.acc': 'leoparı',
  'piece.wolf': 'kurt', 'piece.wolf.acc': 'kurdu',
  'piece.dog': 'köpek', 'piece.dog.acc': 'köpeği',
  'piece.cat': 'kedi', 'piece.cat.acc': 'kediyi',
  'piece.rat': 'fare', 'piece.rat.acc': 'fareyi',
  'piece.king': 'şah', 'piece.king.acc': 'şahı',
  'piece.queen': 'vezir', 'piece.queen.acc': 'veziri',
  'piece.rook': 'kale', 'piece.rook.acc': 'kaleyi',
  'piece.bishop': 'fil', 'piece.bishop.acc': 'fili',
  'piece.knight': 'at', 'piece.knight.acc': 'atı',
  'piece.pawn': 'piyon', 'piece.pawn.acc': 'piyonu',
  'piece.general': 'general', 'piece.general.acc': 'generali',
  'piece.ferz': 'ferz', 'piece.ferz.acc': 'ferzi',
  'piece.vizier': 'vezir', 'piece.vizier.acc': 'veziri',
  'piece.camel': 'deve', 'piece.camel.acc': 'deveyi',
  'piece.engine': 'mancınık', 'piece.engine.acc': 'mancınığı',
  'piece.picket': 'gözcü', 'piece.picket.acc': 'gözcüyü',
  'piece.giraffe': 'zürafa', 'piece.giraffe.acc': 'zürafayı',
  'piece.prince': 'şehzade', 'piece.prince.acc': 'şehzadeyi',
  'piece.adventitious': 'maceracı şah', 'piece.adventitious.acc': 'maceracı şahı',
  'piece.monster': 'deniz canavarı', 'piece.monster.acc': 'deniz canavarını',
  'piece.bull': 'boğa', 'piece.bull.acc': 'boğayı',
  'piece.explorer': 'kâşif', 'piece.explorer.acc': 'kâşifi',
  'piece.pawnOf': '{kind} piyonu', 'piece.pawnOf.acc': '{kind} piyonunu',
  'piece.pawnOfPawns': 'piyonların piyonu', 'piece.pawnOfPawns.acc': 'piyonların piyonunu',
  'piece.advisor': 'danışman', 'piece.advisor.acc': 'danışmanı',
  'piece.horse': 'at', 'piece.horse.acc': 'atı',
  'piece.chariot': 'savaş arabası', 'piece.chariot.acc': 'savaş arabasını',
  'piece.cannon': 'top', 'piece.cannon.acc': 'topu',
  'piece.soldier': 'er', 'piece.soldier.acc': 'eri',
  'piece.banner': 'sancaktar', 'piece.banner.acc': 'sancaktarı',
  'piece.unknown': '{token} taşı', 'piece.unknown.acc': '{token} taşını',
};

const TABLES = { en, tr };

let current = 'en';

/** Picks the language: the saved choice, else the browser's preferences, else English. */
export function initI18n() {
  let saved = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the browser's languages decide.
  }
  if (saved && LANGUAGES.includes(saved)) {
    current = saved;
  } else {
    const wanted = navigator.languages?.length ? navigator.languages : [navigator.language || 'en'];
    current = 'en';
    for (const tag of wanted) {
      const base = String(tag).toLowerCase().split('-')[0];
      if (LANGUAGES.includes(base)) {
        current = base;
        break;
      }
    }
  }
  document.documentElement.lang = current;
  return current;
}

/** Switches the language and remembers the choice. */
export function setLanguage(lang) {
  if (!LANGUAGES.includes(lang)) return;
  current = lang;
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered; still switched for this visit.
  }
}

export function language() {
  return current;
}

/** True when the current language has a string for `key` (no fallback). */
export function has(key) {
  return Object.prototype.hasOwnProperty.call(TABLES[current], key);
}

/** Upper-cases the first letter, with the language's rules (Turkish i → İ). */
export function capitalize(text) {
  if (!text) return text;
  return text.charAt(0).toLocaleUpperCase(current) + text.slice(1);
}

/** The string for `key` with `{name}` placeholders filled from `params`. */
export function t(key, params = {}) {
  let text = TABLES[current][key] ?? en[key];
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** A side's name (`red`), lower case, from the engine's English player name. */
export function sideName(englishName) {
  const key = `side.${englishName}`;
  return has(key) || en[key] ? t(key) : englishName;
}

/**
 * The parameters every side-related string may use: `side`, `Side` (capitalised) and, in
 * Turkish, `sideLoc` (locative, "kırmızıda").
 */
export function sideParams(englishName) {
  const side = sideName(englishName);
  const locKey = `side.${englishName}.loc`;
  return {
    side,
    Side: capitalize(side),
    sideLoc: has(locKey) ? t(locKey) : side,
  };
}

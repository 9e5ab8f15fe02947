// User-interface strings in English and Turkish. The language comes from a saved choice, else
// from navigator.languages (first of them that we speak), else English. `t(key, params)` looks a
// string up and fills `{name}` placeholders; missing Turkish strings fall back to English. A key
// neither language has is a defect, never a word for the screen: `t` reports it as an error on
// the console (once per key; the browser tests fail on it) and gives the key itself, so the
// defect is plain to see. Code that tries keys which may not exist asks `known` first.

const STORAGE_KEY = 'tahta.v1.lang';

export const LANGUAGES = ['en', 'tr'];

const en = {
  'app.name': 'Tahta',
  'app.tagline': 'Traditional board games for two (or three) on one phone.',
  'app.loading': 'Loading…',
  'app.engineFailed': 'The game engine could not be loaded.',
  'app.engineFailedHint': 'Reload the page to try again.',
  'app.reload': 'Reload',
  'app.engineUnsupported': 'This browser cannot run the games.',
  'app.engineUnsupportedHint': 'Its WebAssembly lacks {feature}, which Tahta’s game engine needs. Safari (on iPhones and iPads from iOS 16.4), Chrome 91, Firefox 89 and later have it: update the browser, or open Tahta in another one.',
  'home.heading': 'Choose a game',
  'home.twoPlayers': 'Two players on this device',
  'home.threePlayers': 'Three players on this device',
  'home.tableSetup': 'Table setup…',
  'menu.rules': 'Rules',
  'home.rules': 'Rules',
  'home.rulesLabel': 'Rules of {game}',
  'home.language': 'Language',
  'home.play': 'Play {game}',
  'home.cardLabel': '{game} · {players} · Play',
  'home.continue': 'Continue the game · {n} moves',
  'home.continue.one': 'Continue the game · 1 move',
  'home.setup': 'Against the computer…',
  'home.setupLabel': 'Choose the opponent: the computer, at one of four levels, or people on this device',
  'home.face': 'Face to face',
  'home.roundTable': 'Round the table',

  'dialog.close': 'Close',
  'dialog.ok': 'OK',
  'dialog.cancel': 'Cancel',

  'setup.title': 'New game · {game}',
  'setup.opponent': 'Opponent',
  'setup.bot': 'Against the computer',
  'setup.local': 'Two players on this device',
  'setup.localMany': 'Everyone on this device',
  'setup.level': 'Level',
  'setup.side': 'You play',
  'setup.random': 'Random',
  'setup.seats': 'Players',
  'setup.human': 'Human',
  'setup.seating': 'Seating',
  'setup.sideBySide': 'Side by side',
  'setup.face': 'Face to face',
  'setup.start': 'Start',
  'setup.cancel': 'Cancel',
  'setup.benlikGames': 'So far it has learned from {n} of your games.',
  'setup.benlikGames.one': 'So far it has learned from one of your games.',
  'setup.needHuman': 'At least one seat must be a human player.',
  'setup.unfinished': 'You have an unfinished game of {game} ({n} moves). A new game sets it aside: you can go back to it later.',
  'setup.unfinished.one': 'You have an unfinished game of {game} (1 move). A new game sets it aside: you can go back to it later.',
  'setup.unfinishedHere': 'This game is not finished ({n} moves). A new game sets it aside: you can go back to it later.',
  'setup.unfinishedHere.one': 'This game is not finished (1 move). A new game sets it aside: you can go back to it later.',
  'setup.keepPlaying': 'Back to this game',
  'setup.benlikNote': 'Benlik plays like Hard and learns from every game you play against it.',
  'setup.online': 'Play a friend online',

  'level.easy': 'Easy',
  'level.normal': 'Normal',
  'level.hard': 'Hard',
  'level.benlik': 'Benlik',
  'level.easy.about': 'Easy now and then plays a weaker move on purpose.',
  'level.normal.about': 'Normal sees short-term tactics and works out exchanges.',
  'level.hard.about': 'Hard thinks for up to 1.5 seconds a move; on a slow device it looks less far ahead.',
  'level.benlik.about': 'Benlik thinks like Hard, and after every game adjusts its judgement a little to the way you play.',

  'menu.label': 'Menu',
  'menu.newGame': 'New game…',
  'menu.benlikLearned': 'What Benlik has learned',
  'menu.benlikReset': 'Reset Benlik…',

  'benlik.title': 'What Benlik has learned · {game}',
  'benlik.none': 'Benlik has not finished a game of {game} with you yet: it plays with its starting settings.',
  'benlik.unchanged': 'After {n} games, its settings have hardly changed.',
  'benlik.unchanged.one': 'After one game, its settings have hardly changed.',
  'benlik.after': 'After {n} games, compared with its starting settings, Benlik now:',
  'benlik.after.one': 'After one game, compared with its starting settings, Benlik now:',
  'benlik.limits': 'One game changes a setting by at most 3%, and no setting ever moves more than 30% from where it started.',
  'benlik.learnedFromGame': 'Compared with its starting settings, Benlik now:',
  'benlik.unchangedGame': 'Benlik’s settings have hardly changed.',
  'benlik.resetTitle': 'Reset Benlik?',
  'benlik.resetText': 'Benlik forgets what it has learned from your games and plays with its starting settings again.',
  'benlik.resetGame': 'Reset for {game}',
  'benlik.resetAll': 'Reset for all games',
  'benlik.percent': '{n}%',
  'benlik.more': 'more',
  'benlik.less': 'less',
  // How a change reads: {pct} the percentage, {more} "more"/"less". Material: {pieces}.
  'benlik.material': 'values {pieces} {pct} {more}',
  'benlik.generic': 'gives “{id}” {pct} {more} weight',
  'benlik.f.advance': 'cares {pct} {more} about moving its animals forward',
  'benlik.f.den_attack': 'cares {pct} {more} about closing in on your den',
  'benlik.f.den_guard': 'cares {pct} {more} about guarding its own den',
  'benlik.f.jumper_on_bank': 'cares {pct} {more} about lions and tigers waiting to jump the river',
  'benlik.f.mobility': 'cares {pct} {more} about keeping its pieces free to move',
  'benlik.f.pawn_advance': 'cares {pct} {more} about pushing its pawns',
  'benlik.f.centre': 'cares {pct} {more} about the centre',
  'benlik.f.center': 'cares {pct} {more} about the centre',
  'benlik.f.king_shelter': 'cares {pct} {more} about sheltering its king',
  'benlik.f.king_attack': 'cares {pct} {more} about attacking your king',
  'benlik.f.king_safety': 'cares {pct} {more} about its king’s safety',
  'benlik.f.passed_pawns': 'cares {pct} {more} about pawns with a free road ahead',
  'benlik.f.citadel': 'cares {pct} {more} about reaching the citadel',
  'benlik.f.palace_guard': 'cares {pct} {more} about guarding its palace',
  'benlik.f.river': 'cares {pct} {more} about crossing the river',
  'benlik.f.spare_royal': 'values a spare royal (prince or adventitious king) {pct} {more}',
  'benlik.f.material.war_engine': 'values war engines {pct} {more}',
  'benlik.f.material.large': 'values its great pieces (sea monster, lion, bull, explorer) {pct} {more}',
  'benlik.f.material.banner_bearer': 'values banner bearers {pct} {more}',
  'benlik.f.crossed_soldier': 'cares {pct} {more} about soldiers that have crossed into another kingdom',
  'benlik.f.general_guard': 'cares {pct} {more} about guarding its general in the palace',
  'benlik.f.pressure': 'cares {pct} {more} about pressing into the other kingdoms',
  'benlik.f.takeover.prey': 'cares {pct} {more} about threatening the kingdom that plays after it',
  'benlik.f.takeover.safety': 'cares {pct} {more} about keeping enemy pieces out of its own half',
  'benlik.f.takeover.rival_spared': 'cares {pct} {more} about sparing the kingdom that plays before it',

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
  'game.movesPanelLabel': 'The moves: step through them, review or share the game',
  'game.undo': 'Undo',
  'game.undoLabel': 'Take back the last move',
  'game.undoBotLabel': 'Take back your last move and the computer’s reply',
  'game.hint': 'Hint',
  'game.hintLabel': 'Show a good move',
  'game.hintAnnounce': 'Hint: {piece} from {from} to {to}',
  'game.newGameLabel': 'Choose the opponent and start again',
  'game.resignBotLabel': 'Give up this game',
  'game.resignConfirm': 'Resign this game?',
  'game.resignConfirmText': 'The computer wins the game.',
  'game.resignConfirmTextMany': 'The other players win the game.',
  'game.resignConfirmLocal': 'If {Loser} resigns, {Winner} wins the game.',
  'game.keepPlaying': 'Keep playing',
  'game.against': 'against {level}',
  'game.againstMany': 'against the computer',
  'game.yourMove': 'Your move ({side})',
  'game.botToMove': 'The computer is to move',
  'game.botThinking': 'The computer is thinking',
  'game.botToMoveMany': '{Side} (computer) is to move',
  'game.botThinkingMany': '{Side} is thinking',
  'game.thought': 'The computer thought for {s} s (depth {depth})',
  'game.resign': 'Resign',
  'game.resignLabel': '{Side} resigns',
  'game.offerDraw': 'Draw?',
  'game.noUndoBot': 'No Undo: against the computer, {game} is played as over a real board — a move made stands.',
  'game.offerDrawLabel': '{Side} offers a draw',
  'game.drawOffered': '{Side} offers a draw.',
  'game.acceptDraw': 'Accept',
  'game.acceptDrawLabel': '{Side} accepts the draw',
  'game.withdrawDrawLabel': '{Side} takes the draw offer back',
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
  'result.youWin': 'You win',
  'result.botWins': 'The computer wins',
  'result.wins': '{Sides} win',
  'result.and': '{a} and {b}',
  'result.draw': 'Draw',
  'result.stalemate': 'Stalemate',
  'result.stalemateScore': '{Winner} 3/4, {Loser} 1/4 — {Winner} stalemated {Loser}',
  // Hexagonal chess.
  'rule.hex.fifty-moves': '50 moves by each side without a capture or a pawn move.',
  'game.promote': 'Promote the pawn to',
  'game.checkSuffix': ' · check!',
  'game.movedPromoted': '{Piece} moved from {from} to {to} and was promoted to a {piece}',
  'game.movedCapturePromoted': '{Piece} moved from {from} to {to}, captured the {captured} and was promoted to a {piece}',
  'rule.den': 'An animal entered the enemy den.',
  'rule.no-animals': 'The other side has no animals left.',
  'rule.no-moves': 'The side to move had no legal move.',
  'rule.checkmate': 'Checkmate.',
  'rule.stalemate': 'The side to move had no legal move but was not in check.',
  'rule.citadel': 'A king entered the enemy citadel.',
  'rule.threefold': 'The same position occurred for the third time.',
  'rule.no-progress': '{n} moves by each side without a capture.',
  'rule.bare-kings': 'Only the two kings are left.',
  'rule.resignation': '{Loser} resigned.',
  'rule.resignationShort': 'By resignation.',
  'rule.agreement': 'Agreed by both players.',
  'rule.last-general': 'The last general standing.',

  'notice.close': 'Dismiss',
  'notice.badPosition': 'The position in the link could not be used: {message}. The game starts from the usual position.',
  'notice.unknownParam': 'The link setting “{name}” is unknown and was ignored.',
  'notice.badValue': '“{value}” is not a valid value for “{name}”; using “{fallback}”.',
  'notice.badSeats': '“{value}” does not give a player for each of the {n} seats; one human plays against the computer.',
  'notice.noHuman': 'At least one seat must be a human player: you play the first seat.',
  'notice.botFailed': 'The computer could not move: {message}',
  'notice.benlikCorrupt': 'Benlik’s saved settings for {game} were unreadable and were reset.',
  'notice.benlikStorage': 'This browser does not let Benlik store anything: it plays with its starting settings and forgets what it learns.',
  'notice.benlikSaveFailed': 'Benlik could not save what it learned from this game (the browser’s storage is full or unavailable).',
  'notice.benlikNotFromStart': 'Benlik learned nothing from this game: it learns only from games played from the usual start, not from a position set up by a link or a record.',
  'notice.benlikReset': 'Benlik has forgotten what it learned in {game}.',
  'notice.benlikResetAll': 'Benlik has forgotten what it learned in every game.',
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
  'piece.wolf.pl': 'wolves',
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
  'piece.timur.general': 'general',
  'piece.vizier': 'vizier',
  'piece.camel': 'camel',
  'piece.war engine': 'war engine',
  'piece.picket': 'picket',
  'piece.giraffe': 'giraffe',
  'piece.prince': 'prince',
  'piece.adventitious king': 'adventitious king',
  'piece.sea monster': 'sea monster',
  'piece.bull': 'bull',
  'piece.explorer': 'explorer',
  'piece.pawnOf': 'pawn of {kind}s',
  'piece.pawnOfPawns': 'pawn of pawns',
  'piece.advisor': 'advisor',
  'piece.horse': 'horse',
  'piece.chariot': 'chariot',
  'piece.cannon': 'cannon',
  'piece.soldier': 'soldier',
  'piece.banner bearer': 'banner bearer',
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
  'app.engineUnsupported': 'Bu tarayıcı oyunları çalıştıramıyor.',
  'app.engineUnsupportedHint': 'Tarayıcının WebAssembly desteğinde Tahta’nın oyun motorunun gerektirdiği {feature} yok. Safari (iPhone ve iPad’lerde iOS 16.4’ten itibaren), Chrome 91, Firefox 89 ve sonraki sürümlerde var: tarayıcıyı güncelleyin ya da Tahta’yı başka bir tarayıcıda açın.',
  'home.heading': 'Bir oyun seçin',
  'home.twoPlayers': 'Bu cihazda iki kişi',
  'home.threePlayers': 'Bu cihazda üç kişi',
  'home.tableSetup': 'Masa kurulumu…',
  'menu.rules': 'Kurallar',
  'home.rules': 'Kurallar',
  'home.rulesLabel': '{game} kuralları',
  'home.language': 'Dil',
  'home.play': '{game} oyna',
  'home.cardLabel': '{game} · {players} · Oyna',
  'home.continue': 'Oyuna devam et · {n} hamle',
  'home.setup': 'Bilgisayara karşı…',
  'home.setupLabel': 'Rakibi seçin: dört seviyeden birinde bilgisayar ya da bu cihazdaki kişiler',
  'home.face': 'Karşılıklı',
  'home.roundTable': 'Masanın etrafında',

  'dialog.close': 'Kapat',
  'dialog.ok': 'Tamam',
  'dialog.cancel': 'Vazgeç',

  'setup.title': 'Yeni oyun · {game}',
  'setup.opponent': 'Rakip',
  'setup.bot': 'Bilgisayara karşı',
  'setup.local': 'Bu cihazda iki kişi',
  'setup.localMany': 'Herkes bu cihazda',
  'setup.level': 'Seviye',
  'setup.side': 'Tarafınız',
  'setup.random': 'Rastgele',
  'setup.seats': 'Oyuncular',
  'setup.human': 'İnsan',
  'setup.seating': 'Oturma düzeni',
  'setup.sideBySide': 'Yan yana',
  'setup.face': 'Karşılıklı',
  'setup.start': 'Başla',
  'setup.cancel': 'Vazgeç',
  'setup.benlikGames': 'Şimdiye kadar {n} oyununuzdan öğrendi.',
  'setup.needHuman': 'En az bir oyuncu insan olmalı.',
  'setup.unfinished': 'Bitmemiş bir {game} oyununuz var ({n} hamle). Yeni oyun onu kenara koyar: sonra ona dönebilirsiniz.',
  'setup.unfinishedHere': 'Bu oyun bitmedi ({n} hamle). Yeni oyun onu kenara koyar: sonra ona dönebilirsiniz.',
  'setup.keepPlaying': 'Bu oyuna dön',
  'setup.benlikNote': 'Benlik, Zor gibi oynar ve ona karşı oynadığınız her oyundan öğrenir.',
  'setup.online': 'Arkadaşla çevrim içi',

  'level.easy': 'Kolay',
  'level.normal': 'Normal',
  'level.hard': 'Zor',
  'level.benlik': 'Benlik',
  'level.easy.about': 'Kolay, ara sıra bilerek zayıf bir hamle yapar.',
  'level.normal.about': 'Normal, kısa vadeli taktikleri görür ve taş almaları hesaplar.',
  'level.hard.about': 'Zor, hamle başına en çok 1,5 saniye düşünür; yavaş cihazlarda daha az ileriye bakar.',
  'level.benlik.about': 'Benlik, Zor ile aynı şekilde düşünür ama her oyundan sonra oynayışınıza göre değerlendirmesini biraz ayarlar.',

  'menu.label': 'Menü',
  'menu.newGame': 'Yeni oyun…',
  'menu.benlikLearned': 'Benlik neler öğrendi?',
  'menu.benlikReset': 'Benlik’i sıfırla…',

  'benlik.title': 'Benlik neler öğrendi? · {game}',
  'benlik.none': 'Benlik sizinle henüz bir {game} oyununu bitirmedi; başlangıç ayarlarıyla oynuyor.',
  'benlik.unchanged': '{n} oyundan sonra ayarları neredeyse hiç değişmedi.',
  'benlik.after': '{n} oyundan sonra Benlik, başlangıç ayarlarına göre artık:',
  'benlik.limits': 'Bir oyunda bir ayar en çok %3 değişir; hiçbir ayar başlangıç değerinden %30’dan fazla uzaklaşmaz.',
  'benlik.learnedFromGame': 'Benlik başlangıç ayarlarına göre artık:',
  'benlik.unchangedGame': 'Benlik’in ayarları neredeyse hiç değişmedi.',
  'benlik.resetTitle': 'Benlik sıfırlansın mı?',
  'benlik.resetText': 'Benlik oyunlarınızdan öğrendiklerini unutur ve yeniden başlangıç ayarlarıyla oynar.',
  'benlik.resetGame': '{game} için sıfırla',
  'benlik.resetAll': 'Bütün oyunlar için sıfırla',
  'benlik.percent': '%{n}',
  'benlik.more': 'çok',
  'benlik.less': 'az',
  'benlik.material': '{pieceDat} {pct} daha {more} değer veriyor',
  'benlik.generic': '“{id}” ölçütüne {pct} daha {more} önem veriyor',
  'benlik.f.advance': 'hayvanlarını ileri sürmeye {pct} daha {more} önem veriyor',
  'benlik.f.den_attack': 'inize yaklaşmaya {pct} daha {more} önem veriyor',
  'benlik.f.den_guard': 'kendi inini korumaya {pct} daha {more} önem veriyor',
  'benlik.f.jumper_on_bank': 'nehrin üstünden atlamaya hazır aslan ve kaplanlara {pct} daha {more} önem veriyor',
  'benlik.f.mobility': 'taşlarının hareket serbestliğine {pct} daha {more} önem veriyor',
  'benlik.f.pawn_advance': 'piyonlarını ilerletmeye {pct} daha {more} önem veriyor',
  'benlik.f.centre': 'merkeze {pct} daha {more} önem veriyor',
  'benlik.f.center': 'merkeze {pct} daha {more} önem veriyor',
  'benlik.f.king_shelter': 'şahını korunaklı tutmaya {pct} daha {more} önem veriyor',
  'benlik.f.king_attack': 'şahınıza saldırmaya {pct} daha {more} önem veriyor',
  'benlik.f.king_safety': 'şahının güvenliğine {pct} daha {more} önem veriyor',
  'benlik.f.passed_pawns': 'önü açık piyonlara {pct} daha {more} önem veriyor',
  'benlik.f.citadel': 'hisara ulaşmaya {pct} daha {more} önem veriyor',
  'benlik.f.palace_guard': 'sarayını korumaya {pct} daha {more} önem veriyor',
  'benlik.f.river': 'nehri geçmeye {pct} daha {more} önem veriyor',
  'benlik.f.spare_royal': 'yedek şaha (şehzade ya da maceracı şah) {pct} daha {more} değer veriyor',
  'benlik.f.material.war_engine': 'mancınığa {pct} daha {more} değer veriyor',
  'benlik.f.material.large': 'büyük taşlarına (deniz canavarı, aslan, boğa, kâşif) {pct} daha {more} değer veriyor',
  'benlik.f.timur.material.general': 'ferze {pct} daha {more} değer veriyor',
  'benlik.f.material.banner_bearer': 'sancaktara {pct} daha {more} değer veriyor',
  'benlik.f.crossed_soldier': 'başka bir krallığın topraklarına geçmiş erlere {pct} daha {more} önem veriyor',
  'benlik.f.general_guard': 'generalini sarayında korumaya {pct} daha {more} önem veriyor',
  'benlik.f.pressure': 'öbür krallıkların topraklarına baskı yapmaya {pct} daha {more} önem veriyor',
  'benlik.f.takeover.prey': 'kendinden sonra oynayan krallığı tehdit etmeye {pct} daha {more} önem veriyor',
  'benlik.f.takeover.safety': 'düşman taşlarını kendi yarısından uzak tutmaya {pct} daha {more} önem veriyor',
  'benlik.f.takeover.rival_spared': 'kendinden önce oynayan krallığı yıpratmamaya {pct} daha {more} önem veriyor',

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
  'side.white.acc': "beyaz'ı",
  'side.black': 'siyah',
  'side.black.loc': 'siyahta',
  'side.black.acc': "siyah'ı",
  'side.green': 'yeşil',
  'side.green.loc': 'yeşilde',

  'game.back': 'Oyunlara dön',
  'game.board': '{game} tahtası',
  'game.toMove': 'Sıra {sideLoc}',
  'game.moves': 'Hamleler',
  'game.noMoves': 'Henüz hamle yok',
  'game.movesPanelLabel': 'Hamleler: aralarında gezin, oyunu inceleyin ya da paylaşın',
  'game.undo': 'Geri al',
  'game.undoLabel': 'Son hamleyi geri al',
  'game.undoBotLabel': 'Son hamlenizi ve bilgisayarın cevabını geri al',
  'game.hint': 'İpucu',
  'game.hintLabel': 'İyi bir hamle göster',
  'game.hintAnnounce': 'İpucu: {piece}, {from} hücresinden {to} hücresine',
  'game.newGameLabel': 'Rakibi seçip yeniden başla',
  'game.resignBotLabel': 'Bu oyundan vazgeç',
  'game.resignConfirm': 'Pes etmek istiyor musunuz?',
  'game.resignConfirmText': 'Oyunu bilgisayar kazanır.',
  'game.resignConfirmTextMany': 'Oyunu diğer oyuncular kazanır.',
  'game.resignConfirmLocal': '{Loser} pes ederse oyunu {Winner} kazanır.',
  'game.keepPlaying': 'Oynamaya devam et',
  'game.against': 'Rakip: {level}',
  'game.againstMany': 'Bilgisayara karşı',
  'game.yourMove': 'Sıra sizde ({side})',
  'game.botToMove': 'Sıra bilgisayarda',
  'game.botThinking': 'Bilgisayar düşünüyor',
  'game.botToMoveMany': 'Sıra {sideLoc} (bilgisayar)',
  'game.botThinkingMany': '{Side} düşünüyor',
  'game.thought': 'Bilgisayar {s} saniye düşündü (derinlik {depth})',
  'game.resign': 'Pes et',
  'game.resignLabel': '{Side} pes ediyor',
  'game.offerDraw': 'Berabere?',
  'game.noUndoBot': 'Geri alma yok: bilgisayara karşı {game} gerçek bir tahtadaki gibi oynanır — yapılan hamle geri alınmaz.',
  'game.offerDrawLabel': '{Side} beraberlik teklif ediyor',
  'game.drawOffered': '{Side} beraberlik teklif ediyor.',
  'game.acceptDraw': 'Kabul et',
  'game.acceptDrawLabel': '{Side} beraberliği kabul ediyor',
  'game.withdrawDrawLabel': '{Side} beraberlik teklifini geri alıyor',
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
  'result.youWin': 'Kazandınız',
  'result.botWins': 'Bilgisayar kazandı',
  'result.wins': '{Sides} kazandı',
  'result.and': '{a} ve {b}',
  'result.draw': 'Berabere',
  'result.stalemate': 'Pat',
  'result.stalemateScore': '{Winner} ¾, {Loser} ¼ — {Winner}, {LoserAcc} pat etti',
  // Altıgen satranç.
  'rule.hex.fifty-moves': 'İki taraf da 50’şer hamle boyunca taş almadı ve piyon yürütmedi.',
  'game.promote': 'Piyon neye terfi etsin?',
  'game.checkSuffix': ' · şah!',
  'game.movedPromoted': '{Piece} {from} hücresinden {to} hücresine gitti ve {pieceDat} terfi etti',
  'game.movedCapturePromoted': '{Piece} {from} hücresinden {to} hücresine gitti, {capturedAcc} aldı ve {pieceDat} terfi etti',
  'game.hex.movedCapture': '{Piece} {from} hücresinden {to} hücresine gitti ve {capturedAcc} aldı',
  'rule.den': 'Bir hayvan rakibin inine girdi.',
  'rule.no-animals': 'Rakibin hiç hayvanı kalmadı.',
  'rule.no-moves': 'Sırası gelen tarafın yapabileceği hamle kalmadı.',
  'rule.checkmate': 'Şah mat.',
  'rule.stalemate': 'Sırası gelen tarafın hamlesi kalmadı ama şahı tehdit altında değildi.',
  'rule.citadel': 'Bir şah rakibin kalesine girdi.',
  'rule.threefold': 'Aynı pozisyon üçüncü kez oluştu.',
  'rule.no-progress': 'İki taraf da {n} hamle boyunca taş yemedi.',
  'rule.bare-kings': 'Tahtada yalnızca iki şah kaldı.',
  'rule.resignation': '{Loser} pes etti.',
  'rule.resignationShort': 'Rakip pes etti.',
  'rule.agreement': 'İki oyuncu beraberlikte anlaştı.',
  'rule.last-general': 'Ayakta kalan son general.',

  'notice.close': 'Kapat',
  'notice.badPosition': 'Bağlantıdaki pozisyon kullanılamadı: {message}. Oyun normal başlangıç pozisyonundan başlıyor.',
  'notice.unknownParam': 'Bağlantıdaki “{name}” ayarı tanınmadı ve yok sayıldı.',
  'notice.badValue': '“{value}”, “{name}” için geçerli bir değer değil; “{fallback}” kullanılıyor.',
  'notice.badSeats': '“{value}” {n} oyuncunun her biri için bir oyuncu belirtmiyor; bilgisayara karşı bir kişi oynuyor.',
  'notice.noHuman': 'En az bir oyuncu insan olmalı; ilk sırayı siz oynuyorsunuz.',
  'notice.botFailed': 'Bilgisayar hamle yapamadı: {message}',
  'notice.benlikCorrupt': 'Benlik’in {game} için kayıtlı ayarları okunamadı ve sıfırlandı.',
  'notice.benlikStorage': 'Bu tarayıcı Benlik’in bir şey kaydetmesine izin vermiyor; Benlik başlangıç ayarlarıyla oynar ve öğrendiklerini unutur.',
  'notice.benlikSaveFailed': 'Benlik bu oyundan öğrendiklerini kaydedemedi (tarayıcının depolama alanı dolu ya da kullanılamıyor).',
  'notice.benlikNotFromStart': 'Benlik bu oyundan bir şey öğrenmedi: yalnız olağan başlangıçtan oynanan oyunlardan öğrenir, bir bağlantı ya da kayıtla kurulan konumdan değil.',
  'notice.benlikReset': 'Benlik, {game} oyununda öğrendiklerini unuttu.',
  'notice.benlikResetAll': 'Benlik bütün oyunlarda öğrendiklerini unuttu.',
  'notice.botOnly': 'Bağlantıdaki “{name}” ayarı yalnızca bilgisayara karşı oyunlarda geçerli; yok sayıldı.',
  'notice.bannersOnly': 'Bağlantıdaki “banners” ayarı yalnızca Üç Krallık için geçerli; yok sayıldı.',
  'notice.bannersUnsupported': 'Sancaktarları kapatmak henüz mümkün değil.',
  'notice.unknownGame': '“{id}” adında bir oyun yok.',
  'notice.engineError': 'Oyun motoru bir sorun bildirdi: {message}',
  'notice.resumeFailed': 'Kaydedilen oyun geri yüklenemedi; yeni bir oyun başlıyor.',

  'piece.elephant': 'fil', 'piece.elephant.acc': 'fili', 'piece.elephant.dat': 'file',
  'piece.lion': 'aslan', 'piece.lion.acc': 'aslanı', 'piece.lion.dat': 'aslana',
  'piece.tiger': 'kaplan', 'piece.tiger.acc': 'kaplanı', 'piece.tiger.dat': 'kaplana',
  'piece.leopard': 'leopar', 'piece.leopard.acc': 'leoparı', 'piece.leopard.dat': 'leopara',
  'piece.wolf': 'kurt', 'piece.wolf.acc': 'kurdu', 'piece.wolf.dat': 'kurda',
  'piece.dog': 'köpek', 'piece.dog.acc': 'köpeği', 'piece.dog.dat': 'köpeğe',
  'piece.cat': 'kedi', 'piece.cat.acc': 'kediyi', 'piece.cat.dat': 'kediye',
  'piece.rat': 'fare', 'piece.rat.acc': 'fareyi', 'piece.rat.dat': 'fareye',
  'piece.king': 'şah', 'piece.king.acc': 'şahı', 'piece.king.dat': 'şaha',
  'piece.queen': 'vezir', 'piece.queen.acc': 'veziri', 'piece.queen.dat': 'vezire',
  'piece.rook': 'kale', 'piece.rook.acc': 'kaleyi', 'piece.rook.dat': 'kaleye',
  'piece.bishop': 'fil', 'piece.bishop.acc': 'fili', 'piece.bishop.dat': 'file',
  'piece.knight': 'at', 'piece.knight.acc': 'atı', 'piece.knight.dat': 'ata',
  'piece.pawn': 'piyon', 'piece.pawn.acc': 'piyonu', 'piece.pawn.dat': 'piyona',
  'piece.general': 'general', 'piece.general.acc': 'generali', 'piece.general.dat': 'generale',
  'piece.timur.general': 'ferz', 'piece.timur.general.acc': 'ferzi', 'piece.timur.general.dat': 'ferze',
  'piece.vizier': 'vezir', 'piece.vizier.acc': 'veziri', 'piece.vizier.dat': 'vezire',
  'piece.camel': 'deve', 'piece.camel.acc': 'deveyi', 'piece.camel.dat': 'deveye',
  'piece.war engine': 'mancınık', 'piece.war engine.acc': 'mancınığı', 'piece.war engine.dat': 'mancınığa',
  'piece.picket': 'gözcü', 'piece.picket.acc': 'gözcüyü', 'piece.picket.dat': 'gözcüye',
  'piece.giraffe': 'zürafa', 'piece.giraffe.acc': 'zürafayı', 'piece.giraffe.dat': 'zürafaya',
  'piece.prince': 'şehzade', 'piece.prince.acc': 'şehzadeyi', 'piece.prince.dat': 'şehzadeye',
  'piece.adventitious king': 'maceracı şah', 'piece.adventitious king.acc': 'maceracı şahı', 'piece.adventitious king.dat': 'maceracı şaha',
  'piece.sea monster': 'deniz canavarı', 'piece.sea monster.acc': 'deniz canavarını', 'piece.sea monster.dat': 'deniz canavarına',
  'piece.bull': 'boğa', 'piece.bull.acc': 'boğayı', 'piece.bull.dat': 'boğaya',
  'piece.explorer': 'kâşif', 'piece.explorer.acc': 'kâşifi', 'piece.explorer.dat': 'kâşife',
  'piece.pawnOf': '{kind} piyonu', 'piece.pawnOf.acc': '{kind} piyonunu',
  'piece.pawnOfPawns': 'piyonların piyonu', 'piece.pawnOfPawns.acc': 'piyonların piyonunu',
  'piece.advisor': 'danışman', 'piece.advisor.acc': 'danışmanı', 'piece.advisor.dat': 'danışmana',
  'piece.horse': 'at', 'piece.horse.acc': 'atı', 'piece.horse.dat': 'ata',
  'piece.chariot': 'savaş arabası', 'piece.chariot.acc': 'savaş arabasını', 'piece.chariot.dat': 'savaş arabasına',
  'piece.cannon': 'top', 'piece.cannon.acc': 'topu', 'piece.cannon.dat': 'topa',
  'piece.soldier': 'er', 'piece.soldier.acc': 'eri', 'piece.soldier.dat': 'ere',
  'piece.banner bearer': 'sancaktar', 'piece.banner bearer.acc': 'sancaktarı', 'piece.banner bearer.dat': 'sancaktara',
  'piece.unknown': '{token} taşı', 'piece.unknown.acc': '{token} taşını',
};

const TABLES = { en, tr };

/**
 * Adds strings to a language's table (a game's module keeps its many own strings with it);
 * an existing key is replaced.
 */
export function addStrings(lang, strings) {
  if (TABLES[lang]) Object.assign(TABLES[lang], strings);
}

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
  // The page's language (none under node's test runner, which only reads the strings).
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
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

/** True when `t(key)` finds a string: the current language's, or English's. */
export function known(key) {
  return has(key) || Object.prototype.hasOwnProperty.call(en, key);
}

/** The words the console error about a missing string begins with (the browser tests look for them). */
export const MISSING_STRING = 'tahta: no string for';

/** Keys already reported missing (each is reported once). */
const reported = new Set();

/** Reports a key that no language has (see the top of this file). */
function reportMissing(key) {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`${MISSING_STRING} "${key}"`);
}

/** Upper-cases the first letter, with the language's rules (Turkish i → İ). */
export function capitalize(text) {
  if (!text) return text;
  return text.charAt(0).toLocaleUpperCase(current) + text.slice(1);
}

/** The string for `key` with `{name}` placeholders filled from `params`. */
export function t(key, params = {}) {
  const text = known(key) ? TABLES[current][key] ?? en[key] : undefined;
  if (typeof text !== 'string') {
    reportMissing(key);
    return key;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** `t` for a count: the `<key>.one` string when `n` is 1 and the language has one. */
export function tn(key, n, params = {}) {
  const one = `${key}.one`;
  return t(n === 1 && (has(one) || (current === 'en' && known(one))) ? one : key, { n, ...params });
}

/** A side's name (`red`), lower case, from the engine's English player name. */
export function sideName(englishName) {
  const key = `side.${englishName}`;
  return known(key) ? t(key) : englishName;
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
    // Accusative (Turkish: "Siyah’ı pat etti").
    sideAcc: has(`side.${englishName}.acc`) ? t(`side.${englishName}.acc`) : side,
  };
}

// The text of the rules pages (rules.js), in English and Turkish, restating
// docs/rules.md for a phone screen. Each game: `lead` (one paragraph
// under the title), `sections` (title + blocks: a string is a paragraph, an array a list; the
// section with `pieces: true` gets the piece pictures after its blocks), `pieces` (one line per
// picture, keyed by the token of the engine's pieceHelp()), `from` (how a picture's cell is
// named: "d5" square, cell or point). The pictures themselves come from the engine.

export const RULES_TEXT = {
  en: {
    jungle: {
      lead: 'A two-player game from China, also called Dou Shou Qi, “the game of fighting animals”. Each side has eight animals; the stronger eat the weaker, and the first animal to walk into the other side’s den wins.',
      sections: [
        {
          id: 'board',
          title: 'The board',
          blocks: [
            [
              '7 files (a–g) and 9 ranks (1–9). Red sits at the bottom and moves first; Blue sits at the top.',
              'Two rivers in the middle, each two cells wide and three long (b4–c6 and e4–f6). The middle file and the two outer files are land.',
              'Each side has a den in the middle of its back rank — Red d1, Blue d9 — with three traps around it: Red’s on c1, e1 and d2, Blue’s on c9, e9 and d8.',
            ],
          ],
        },
        {
          id: 'pieces',
          title: 'The animals and how they move',
          pieces: true,
          blocks: [
            'Each side has eight animals, strongest first: elephant 8, lion 7, tiger 6, leopard 5, wolf 4, dog 3, cat 2, rat 1. The number is printed on every piece.',
            'An animal moves one cell up, down, left or right — never diagonally — and only the rat may enter the water. In each picture the animal stands on d5, between the two rivers, on an empty board; the dots are the cells it can go to.',
          ],
        },
        {
          id: 'special',
          title: 'Eating',
          blocks: [
            [
              'An animal eats an enemy animal by moving onto it, if its own strength is equal or higher.',
              'The rat eats the elephant, but the elephant never eats the rat — unless the rat stands in one of the elephant’s own side’s traps.',
              'A rat in the water cannot eat an animal on land, and a rat on land cannot eat a rat in the water; two rats in the water may eat each other.',
              'An animal standing in one of its opponent’s traps has strength 0: any enemy animal may eat it. In its own side’s traps an animal keeps its strength.',
              'A lion or tiger may eat on the cell where its jump over a river lands.',
              'No animal may enter its own den.',
            ],
          ],
        },
        {
          id: 'end',
          title: 'How the game ends',
          blocks: [
            [
              'Moving any animal into the opponent’s den wins at once.',
              'A side that has lost all its animals, or cannot move on its turn, loses.',
              'Draw: the same position occurs for the third time with the same side to move, or 100 moves by each side pass without a capture.',
              'A player may resign. Two players on one device may also agree a draw: when both press Draw?, the game is drawn.',
            ],
          ],
        },
      ],
      pieces: {
        E: 'Strength 8. One step in a straight line. It cannot eat the rat.',
        L: 'Strength 7. One step, or a jump straight across a river to the first land cell beyond it; a rat in the water on the way blocks the jump.',
        T: 'Strength 6. Steps and jumps across the rivers like the lion.',
        P: 'Strength 5. One step in a straight line; it cannot enter the water.',
        W: 'Strength 4. One step in a straight line; it cannot enter the water.',
        D: 'Strength 3. One step in a straight line; it cannot enter the water.',
        C: 'Strength 2. One step in a straight line; it cannot enter the water.',
        R: 'Strength 1. The only swimmer: it enters, crosses and leaves the rivers. It can eat the elephant.',
      },
    },

    hex: {
      lead: 'The hexagonal chess of Władysław Gliński (1936): chess on a board of 91 hexagonal cells. Each side has a king, a queen, two rooks, three bishops, two knights and nine pawns; there is no castling.',
      sections: [
        {
          id: 'board',
          title: 'The board',
          blocks: [
            [
              '91 cells in three shades; two cells that share an edge never have the same shade.',
              '11 files, a to l without j, from left to right, of 6, 7, 8, 9, 10, 11, 10, 9, 8, 7 and 6 cells. Ranks count upwards from 1 in every file. The centre is f6.',
              'White sits at the bottom and moves first; Black sits at the top. White starts with K g1, Q e1, R c1 i1, N d1 h1, B f1 f2 f3 and pawns on b1 c2 d3 e4 f5 g4 h3 i2 k1; Black’s army mirrors it.',
            ],
          ],
        },
        {
          id: 'pieces',
          title: 'How the pieces move',
          pieces: true,
          blocks: [
            'In the pictures each piece stands on f6, the centre, of an empty board (the pawn on f5, one of White’s pawn start cells). Dots mark the cells it can reach; crosses the cells where it can only capture. On an empty board the queen reaches 42 cells, the rook 30, and the bishop, knight and king 12 each. Other pieces block the way or can be captured.',
          ],
        },
        {
          id: 'special',
          title: 'Pawns',
          blocks: [
            [
              'A pawn steps one cell straight forward onto an empty cell. It captures on the two cells beside the one in front of it (60° to the left or right), never straight ahead.',
              'From its side’s start cells — White b1 c2 d3 e4 f5 g4 h3 i2 k1, Black b7 c7 d7 e7 f7 g7 h7 i7 k7 — a pawn may step two cells if both are empty. A pawn that reaches one of these cells by capturing may double-step from there again.',
              'En passant: right after a double step, an enemy pawn that could have captured on the skipped cell may capture there, removing the pawn that stepped. Only on the very next move.',
              'A pawn that reaches the last cell of its file is promoted to a queen, rook, bishop or knight; a panel asks which.',
            ],
          ],
        },
        {
          id: 'end',
          title: 'How the game ends',
          blocks: [
            [
              'Checkmate wins.',
              'Stalemate is not a draw: the player who stalemates scores ¾ and the stalemated player ¼, as Gliński ruled. The result box says who stalemated whom.',
              'Draw: the same position for the third time; 50 moves by each side without a capture or a pawn move; or only the two kings left. No other shortage of material draws by itself.',
              'A player may resign. Two players on one device may also agree a draw: when both press Draw?, the game is drawn.',
            ],
          ],
        },
      ],
      pieces: {
        K: 'One step to any of its 12 neighbours: the six cells that share an edge and the six beyond its corners. No castling.',
        Q: 'Slides like a rook and like a bishop: along twelve lines.',
        R: 'Slides any distance in a straight line through one of the cell’s six edges.',
        B: 'Slides through one of the cell’s six corners. It always stays on its own shade, so the three bishops start on the three shades.',
        N: 'Two cells straight through an edge, then one more turned by 60°. It jumps over pieces and changes shade with every move.',
        P: 'One cell forward (two from a start cell); captures on the two cells beside the one in front.',
      },
    },

    timur: {
      lead: 'Tamerlane chess, shatranj al-kabir: the great chess of Timur’s time. A board of 10 × 11 squares and two citadels, 28 pieces a side, and pawns that each belong to a piece.',
      sections: [
        {
          id: 'board',
          title: 'The board',
          blocks: [
            [
              '10 ranks (1–10) and 11 files (a–k). Beside the board are two citadels: White’s to the right of k2, Black’s to the left of a9.',
              'White starts on ranks 1 to 3 and moves first; Black’s army is White’s turned round.',
              'Each side has a king, a general (ferz), a vizier, two rooks, two knights, two elephants, two camels, two war engines, two pickets, two giraffes and eleven pawns. White’s pawns on rank 3, from a to k: pawn of pawns, of war engines, of camels, of elephants, of the general, of the king, of the vizier, of giraffes, of pickets, of knights and of rooks.',
            ],
          ],
        },
        {
          id: 'pieces',
          title: 'How the pieces move',
          pieces: true,
          blocks: [
            'In the pictures each piece stands on f5 of an empty board, as White. Dots mark where it goes (and captures); crosses where it can only capture. The leapers jump over anything in between; the rook, picket and giraffe cannot jump.',
          ],
        },
        {
          id: 'special',
          title: 'Special rules',
          blocks: [
            [
              'Promotion: a pawn that reaches the last rank becomes the piece it belongs to — the pawn of rooks a rook, the pawn of the king a prince, and so on. Pawns never step two squares and there is no en passant.',
              'The pawn of pawns: the first time it reaches the last rank it goes back to its own start square (White a3, Black k8); the second time to the pawn of the king’s start square (f3, f8); the third time it becomes an adventitious king where it arrived. If the square it should go to is taken, it goes to the nearest empty square of its own third rank, then second, then first.',
              'Royal pieces are the king, the prince and the adventitious king. A side with a single royal may never leave it attacked. While a side has two or more, they may be attacked and captured like any other piece.',
              'King swap: once a game, when its king is attacked, a side may instead swap the king with any of its own pieces. Nothing is swapped into or out of a citadel, and a pawn is never swapped onto its last rank.',
              'Citadels: only a royal piece may enter a citadel, by a king’s step. A royal that enters the opponent’s citadel ends the game in a draw at once (only the side’s highest royal may do it). The adventitious king may also shelter in its own citadel, where nothing can attack it.',
            ],
          ],
        },
        {
          id: 'end',
          title: 'How the game ends',
          blocks: [
            [
              'A side that has no legal move on its turn loses: checkmate, and stalemate too — in Timur chess stalemate is a loss.',
              'Draw: a royal enters the opponent’s citadel; the same position occurs for the third time; or 50 moves by each side pass without a capture or a pawn move.',
              'A player may resign. Two players on one device may also agree a draw: when both press Draw?, the game is drawn.',
            ],
          ],
        },
      ],
      groups: {
        main: 'The pieces',
        royal: 'Royal pieces that come from promotion',
        pawns: 'Pawns',
        large: 'Pieces of the large variant (not in the usual start)',
      },
      pieces: {
        K: 'One step in any direction. Royal. Once a game, when attacked, it may swap places with one of its own pieces.',
        F: 'One step diagonally.',
        V: 'One step straight: forward, back or sideways.',
        R: 'Any distance in a straight line.',
        N: 'Leaps in an L: two squares straight, then one to the side.',
        E: 'Leaps exactly two squares diagonally.',
        C: 'Leaps three squares one way and one the other: a long L.',
        W: 'Leaps exactly two squares straight.',
        T: 'Any distance diagonally, but at least two squares; it cannot jump.',
        G: 'One step diagonally, then three or more squares straight on, away from where it started; it cannot jump.',
        S: 'Moves like the king and is royal too. The pawn of the king becomes a prince.',
        A: 'Moves like the king; royal. The pawn of pawns becomes one on its third arrival. It may shelter in its own citadel.',
        PAWNS: 'One step forward; captures one step diagonally forward. On the last rank each pawn becomes its own piece.',
        PP: 'Moves like a pawn. On the last rank it goes back to its start square, then to the pawn of the king’s; the third time it becomes an adventitious king.',
        M: 'Sea monster: one step straight.',
        L: 'Lion: leaps one to three squares along any straight or diagonal line.',
        B: 'Bull: leaps three squares one way and two the other.',
        X: 'Explorer: leaps exactly three squares diagonally.',
      },
      pawnsName: 'Pawns (all ten kinds)',
    },

    sanguo: {
      lead: 'Chinese chess for three. Shu (red), Wu (green) and Wei (blue) each lead a full xiangqi army on their own half of a hexagonal board. Defeat a kingdom and its army becomes yours; the last kingdom with a general wins.',
      sections: [
        {
          id: 'board',
          title: 'The board',
          blocks: [
            [
              'Three half-boards of 9 × 5 points (135 points) around a hexagon. Each half has its own palace: the 3 × 3 points in the middle of its back, with diagonals.',
              'A three-armed river separates the halves. Across each arm the right half of one kingdom’s bank faces the left half of its neighbour’s, so most files lead to one neighbour only. The three middle points of the banks form a small triangle at the centre, joined to each other.',
              'Points are named by kingdom (r, g, b), file a–i from that kingdom’s left and rank 1–5 from its back: re1 is where Shu’s general starts.',
              'Shu moves first, then Wu, then Wei — anticlockwise round the board. A defeated kingdom is skipped.',
            ],
          ],
        },
        {
          id: 'pieces',
          title: 'How the pieces move',
          pieces: true,
          blocks: [
            'Each kingdom has a general, two advisors, two elephants, two horses, two chariots, two cannons, five soldiers and, unless the table setup leaves them out, two banner bearers. In the pictures each piece stands in Shu’s half of an empty board; the dots are the points it can go to. Lines fork at the central triangle: a chariot, cannon or soldier coming up the middle file may go on into either neighbour’s middle file.',
          ],
        },
        {
          id: 'special',
          title: 'Check, defeat and takeover',
          blocks: [
            [
              'A kingdom may not end its move with its general attacked by either opponent, nor facing an opponent’s general along an open line (also through the triangle). Generals never capture by “flying”.',
              'If one opponent’s move opens a line onto a general for the other opponent, that opponent may capture the general on its turn.',
              'A kingdom with no legal move on its turn — in check or not — is defeated: its general leaves the board and the kingdom that made the last move takes over all its other pieces.',
              'A kingdom whose general is captured is defeated as well, and the captor takes over its army.',
              'Taken-over pieces keep moving as before: their home half, palace and “forward” stay those of the kingdom they started with.',
            ],
          ],
        },
        {
          id: 'end',
          title: 'How the game ends',
          blocks: [
            [
              'The last kingdom with a general wins.',
              'Draw: the same position for the third time, or 180 moves in a row without a capture or a defeat.',
              'A kingdom that resigns loses and the game ends: if one other kingdom is left it wins; if two are left they share the win.',
            ],
          ],
        },
      ],
      pieces: {
        K: 'One point along a line, inside its own palace.',
        A: 'One point diagonally, along the palace’s diagonals; it never leaves the palace.',
        E: 'Exactly two points diagonally; blocked if the point between is taken. It never leaves its own half.',
        H: 'One point straight (which must be empty), then one diagonally outwards.',
        R: 'Any distance along a line, across the river too.',
        C: 'Moves like a chariot; captures by jumping over exactly one piece of any side.',
        S: 'One point forward; once outside its own half also one sideways. Never backwards.',
        B: 'Two points straight (both empty), then one diagonally outwards; it cannot jump.',
      },
    },

    device: {
      title: 'Playing here',
      blocks: [
        [
          'Against the computer: Easy, Normal, Hard or Benlik, which plays like Hard and adjusts itself a little to the way you play after every game.',
          'Two players on one device, side by side: you both look at the board from the same side; in the new-game panel or the menu you can have the board turn after every move.',
          'Face to face: put the phone between you. The far player’s pieces, buttons and result box are turned towards them.',
          'While a game is in progress the screen does not dim, where the browser allows it. A game in progress is kept on this device and comes back after a reload.',
        ],
      ],
      sanguo: [
        'Against the computer: choose who plays each kingdom — a person, or the computer at one of four levels.',
        'Everyone on one device: side by side, the board can turn to the kingdom to move; round the table, each kingdom’s panel and pieces face its own seat.',
        'While a game is in progress the screen does not dim, where the browser allows it. A game in progress is kept on this device and comes back after a reload.',
      ],
    },
  },

  tr: {
    jungle: {
      lead: 'Çin’den gelen iki kişilik bir oyun; Çincede Dou Shou Qi, yani “hayvan dövüşü satrancı” diye bilinir. Her tarafın sekiz hayvanı vardır; güçlü hayvan zayıfı yer ve rakibin inine ilk giren kazanır.',
      sections: [
        {
          id: 'board',
          title: 'Tahta',
          blocks: [
            [
              'Tahtada 7 sütun (a–g) ve 9 sıra (1–9) vardır. Kırmızı altta oturur ve ilk hamleyi yapar; Mavi üstte oturur.',
              'Ortada iki nehir vardır; her biri iki kare genişliğinde ve üç kare uzunluğundadır (b4–c6 ve e4–f6). Ortadaki sütun ile iki kenar sütunu karadır.',
              'Her tarafın arka sırasının ortasında bir in vardır — Kırmızı’nınki d1’de, Mavi’ninki d9’da — ve her inin çevresinde üç tuzak bulunur: Kırmızı’nın tuzakları c1, e1 ve d2’de, Mavi’ninkiler c9, e9 ve d8’dedir.',
            ],
          ],
        },
        {
          id: 'pieces',
          title: 'Hayvanlar ve hareketleri',
          pieces: true,
          blocks: [
            'Her tarafın en güçlüden en zayıfa sekiz hayvanı vardır: fil 8, aslan 7, kaplan 6, leopar 5, kurt 4, köpek 3, kedi 2, fare 1. Güç numarası her taşın üstünde yazar.',
            'Hayvanlar yukarı, aşağı, sola ya da sağa bir kare gider; çapraz gidemez. Suya yalnızca fare girebilir. Şekillerde hayvan boş tahtada, iki nehrin arasındaki d5 karesinde durur; noktalar gidebileceği kareleri gösterir.',
          ],
        },
        {
          id: 'special',
          title: 'Taş yeme',
          blocks: [
            [
              'Bir hayvan, gücü kendi gücüne eşit ya da daha düşük olan bir rakip hayvanın karesine giderek onu yer.',
              'Fare fili yiyebilir, fil ise fareyi yiyemez; yalnız fare, filin kendi tarafının tuzaklarından birinde duruyorsa fil onu yiyebilir.',
              'Sudaki fare karadaki bir hayvanı yiyemez, karadaki fare de sudaki fareyi yiyemez; sudaki iki fare birbirini yiyebilir.',
              'Rakibin tuzaklarından birinde duran hayvanın gücü 0 sayılır: rakibin herhangi bir hayvanı onu yiyebilir. Kendi tarafının tuzaklarında hayvanlar güçlerini korur.',
              'Aslan ve kaplan, nehrin üstünden sıçrayıp indikleri karedeki hayvanı da yiyebilir.',
              'Hiçbir hayvan kendi inine giremez.',
            ],
          ],
        },
        {
          id: 'end',
          title: 'Oyun nasıl biter?',
          blocks: [
            [
              'Herhangi bir hayvanını rakibin inine sokan oyuncu hemen kazanır.',
              'Bütün hayvanlarını kaybeden ya da sırası geldiğinde hamle yapamayan taraf kaybeder.',
              'Beraberlik: aynı pozisyon, sıra aynı taraftayken üçüncü kez oluşursa ya da iki taraf 100’er hamle boyunca hiç taş yemezse oyun berabere biter.',
              'Oyuncu pes edebilir. Aynı cihazda oynayan iki kişi beraberlikte de anlaşabilir: ikisi de Berabere? düğmesine basarsa oyun berabere biter.',
            ],
          ],
        },
      ],
      pieces: {
        E: 'Güç 8. Düz bir kare gider. Fareyi yiyemez.',
        L: 'Güç 7. Bir kare gider ya da nehrin üstünden dümdüz sıçrayıp karşı kıyıdaki ilk kara karesine iner; yoldaki suda bir fare varsa sıçrayamaz.',
        T: 'Güç 6. Aslan gibi gider ve nehirlerin üstünden sıçrar.',
        P: 'Güç 5. Düz bir kare gider; suya giremez.',
        W: 'Güç 4. Düz bir kare gider; suya giremez.',
        D: 'Güç 3. Düz bir kare gider; suya giremez.',
        C: 'Güç 2. Düz bir kare gider; suya giremez.',
        R: 'Güç 1. Yüzebilen tek hayvandır: nehre girer, içinde ilerler ve çıkar. Fili yiyebilir.',
      },
    },

    hex: {
      lead: 'Władysław Gliński’nin 1936’da tasarladığı altıgen satranç: 91 altıgen hücreli bir tahtada oynanan satranç. Her oyuncunun bir şahı, bir veziri, iki kalesi, üç fili, iki atı ve dokuz piyonu vardır; rok yoktur.',
      sections: [
        {
          id: 'board',
          title: 'Tahta',
          blocks: [
            [
              'Tahta üç tona boyanmış 91 hücreden oluşur; kenarı paylaşan iki hücre hiçbir zaman aynı tonda olmaz.',
              'Soldan sağa 11 dosya vardır: a’dan l’ye, j harfi kullanılmaz. Dosyalarda sırasıyla 6, 7, 8, 9, 10, 11, 10, 9, 8, 7 ve 6 hücre bulunur. Sıralar her dosyada aşağıdan yukarı 1’den başlayarak sayılır. Tahtanın ortası f6’dır.',
              'Beyaz altta oturur ve oyuna o başlar; Siyah üstte oturur. Beyaz’ın dizilişi: şah g1, vezir e1, kaleler c1 ve i1, atlar d1 ve h1, filler f1, f2 ve f3, piyonlar b1 c2 d3 e4 f5 g4 h3 i2 k1. Siyah’ın dizilişi bunun aynadaki görüntüsüdür.',
            ],
          ],
        },
        {
          id: 'pieces',
          title: 'Taşlar nasıl hareket eder?',
          pieces: true,
          blocks: [
            'Şekillerde her taş boş tahtanın ortasındaki f6 hücresinde durur (piyon ise Beyaz’ın piyon başlangıç hücrelerinden f5’te). Noktalar taşın gidebildiği hücreleri, çarpılar yalnızca taş alarak gidebildiği hücreleri gösterir. Boş tahtada vezir 42, kale 30, fil, at ve şah ise 12’şer hücreye gidebilir; tahtada başka taşlar varsa yolu keserler ya da alınabilirler.',
          ],
        },
        {
          id: 'special',
          title: 'Piyonlar',
          blocks: [
            [
              'Piyon boş bir hücreye dümdüz bir hücre ilerler. Taşı, önündeki hücrenin iki yanındaki hücrelerde (60 derece solda ya da sağda) alır; dümdüz ileride alamaz.',
              'Başlangıç hücrelerindeki piyon — Beyaz için b1 c2 d3 e4 f5 g4 h3 i2 k1, Siyah için b7 c7 d7 e7 f7 g7 h7 i7 k7 — iki hücre de boşsa iki hücre ilerleyebilir. Taş alarak bu hücrelerden birine varan piyon oradan yeniden çift adım atabilir.',
              'Geçerken alma: çift adımın hemen ardından, atlanan hücrede taş alabilecek durumdaki rakip piyon o hücreye giderek çift adım atan piyonu alabilir. Bu hak yalnızca bir sonraki hamlede vardır.',
              'Dosyasının son hücresine varan piyon vezire, kaleye, file ya da ata terfi eder; hangisini istediğinizi bir panel sorar.',
            ],
          ],
        },
        {
          id: 'end',
          title: 'Oyun nasıl biter?',
          blocks: [
            [
              'Mat eden kazanır.',
              'Pat beraberlik değildir: Gliński’nin kuralına göre pat yapan oyuncu ¾, pat olan oyuncu ¼ puan alır. Sonuç kutusu kimin kimi pat ettiğini yazar.',
              'Beraberlik: aynı pozisyon üçüncü kez oluşursa, iki taraf 50’şer hamle boyunca taş almaz ve piyon yürütmezse ya da tahtada yalnızca iki şah kalırsa oyun berabere biter. Başka az taş durumlarında oyun kendiliğinden berabere bitmez.',
              'Oyuncu pes edebilir. Aynı cihazda oynayan iki kişi beraberlikte de anlaşabilir: ikisi de Berabere? düğmesine basarsa oyun berabere biter.',
            ],
          ],
        },
      ],
      pieces: {
        K: 'On iki komşu hücreden birine gider: kenarını paylaştığı altı hücreye ya da köşelerinin ötesindeki altı hücreye. Rok yoktur.',
        Q: 'Kale gibi ve fil gibi kayar: on iki hat boyunca.',
        R: 'Hücresinin altı kenarından birinin yönünde, düz bir hat boyunca istediği kadar kayar.',
        B: 'Hücresinin altı köşesinden birinin yönünde kayar. Hep kendi tonunda kalır; bu yüzden üç fil üç ayrı tonda başlar.',
        N: 'Bir kenar yönünde iki hücre gider, sonra 60 derece dönüp bir hücre daha ilerler. Taşların üstünden atlar ve her hamlede hücre tonu değişir.',
        P: 'Bir hücre ileri gider (başlangıç hücresinden iki); önündeki hücrenin iki yanındaki hücrelerde taş alır.',
      },
    },

    timur: {
      lead: 'Timur Satrancı, Arapça adıyla şatranc el-kebir: Timur döneminin büyük satrancı. 10 × 11 karelik bir tahta, iki hisar, her tarafta 28 taş ve her biri bir taşa ait piyonlar.',
      sections: [
        {
          id: 'board',
          title: 'Tahta',
          blocks: [
            [
              'Tahtada 10 sıra (1–10) ve 11 sütun (a–k) vardır. Tahtanın iki yanında birer hisar bulunur: Beyaz’ın hisarı k2’nin sağında, Siyah’ınki a9’un solundadır.',
              'Beyaz 1–3. sıralarda başlar ve ilk hamleyi yapar; Siyah’ın dizilişi Beyaz’ınkinin ters çevrilmiş hâlidir.',
              'Her tarafın bir şahı, bir ferzi, bir veziri, iki kalesi, iki atı, iki fili, iki devesi, iki mancınığı, iki gözcüsü, iki zürafası ve on bir piyonu vardır. Beyaz’ın 3. sıradaki piyonları a’dan k’ye: piyonların piyonu, mancınık, deve, fil, ferz, şah, vezir, zürafa, gözcü, at ve kale piyonu.',
            ],
          ],
        },
        {
          id: 'pieces',
          title: 'Taşlar nasıl hareket eder?',
          pieces: true,
          blocks: [
            'Şekillerde her taş boş tahtanın f5 karesinde, beyaz taş olarak durur. Noktalar taşın gidebildiği (ve taş alabildiği) kareleri, çarpılar yalnızca taş alarak gidebildiği kareleri gösterir. Sıçrayan taşlar aradaki taşların üstünden atlar; kale, gözcü ve zürafa atlayamaz.',
          ],
        },
        {
          id: 'special',
          title: 'Özel kurallar',
          blocks: [
            [
              'Terfi: son sıraya varan piyon ait olduğu taşa dönüşür — kale piyonu kaleye, şah piyonu şehzadeye, öbürleri de kendi taşlarına. Piyonlar çift adım atmaz, geçerken alma da yoktur.',
              'Piyonların piyonu: son sıraya ilk varışında kendi başlangıç karesine (Beyaz a3, Siyah k8), ikincisinde şah piyonunun başlangıç karesine (f3, f8) döner; üçüncüsünde vardığı karede maceracı şah olur. Gitmesi gereken kare doluysa kendi 3. sırasındaki, sonra 2., sonra 1. sırasındaki en yakın boş kareye gider.',
              'Kraliyet taşları şah, şehzade ve maceracı şahtır. Tek kraliyet taşı olan taraf onu hiçbir zaman tehdit altında bırakamaz. İki ya da daha fazlası olan tarafın kraliyet taşları ise öbür taşlar gibi tehdit edilip alınabilir.',
              'Şah takası: oyunda bir kez, şahı tehdit altındayken taraf hamle yapmak yerine şahıyla kendi taşlarından birinin yerini değiştirebilir. Takasla hisara taş girmez ya da hisardan taş çıkmaz; piyon da takasla son sırasına götürülemez.',
              'Hisarlar: hisara yalnızca kraliyet taşları, şah adımıyla girebilir. Rakibin hisarına giren kraliyet taşı oyunu hemen berabere bitirir (bunu yalnızca tarafın en yüksek kraliyet taşı yapabilir). Maceracı şah kendi hisarına da sığınabilir; orada hiçbir taş ona saldıramaz.',
            ],
          ],
        },
        {
          id: 'end',
          title: 'Oyun nasıl biter?',
          blocks: [
            [
              'Sırası geldiğinde yasal hamlesi kalmayan taraf kaybeder: mat olduğunda da, pat olduğunda da. Timur Satrancı’nda pat yenilgidir.',
              'Beraberlik: bir kraliyet taşı rakibin hisarına girerse, aynı pozisyon üçüncü kez oluşursa ya da iki taraf 50’şer hamle boyunca taş almaz ve piyon yürütmezse oyun berabere biter.',
              'Oyuncu pes edebilir. Aynı cihazda oynayan iki kişi beraberlikte de anlaşabilir: ikisi de Berabere? düğmesine basarsa oyun berabere biter.',
            ],
          ],
        },
      ],
      groups: {
        main: 'Taşlar',
        royal: 'Terfiyle gelen kraliyet taşları',
        pawns: 'Piyonlar',
        large: 'Büyük varyantın taşları (olağan dizilişte yoktur)',
      },
      pieces: {
        K: 'Her yöne bir kare gider. Kraliyet taşıdır. Oyunda bir kez, tehdit altındayken kendi taşlarından biriyle yer değiştirebilir.',
        F: 'Çapraz olarak bir kare gider.',
        V: 'Düz olarak bir kare gider: ileri, geri ya da yana.',
        R: 'Düz çizgide istediği kadar gider.',
        N: 'L biçiminde sıçrar: iki kare düz, sonra bir kare yana.',
        E: 'Çapraz olarak tam iki kare sıçrar.',
        C: 'Bir yöne üç, öbür yöne bir kare sıçrar: uzun bir L.',
        W: 'Düz olarak tam iki kare sıçrar.',
        T: 'Çapraz olarak istediği kadar gider ama en az iki kare; atlayamaz.',
        G: 'Önce bir kare çapraz, sonra başladığı yerden uzaklaşarak en az üç kare düz gider; atlayamaz.',
        S: 'Şah gibi gider ve o da kraliyet taşıdır. Şah piyonu son sıraya varınca şehzade olur.',
        A: 'Şah gibi gider; kraliyet taşıdır. Piyonların piyonu üçüncü varışında bu taşa dönüşür. Kendi hisarına sığınabilir.',
        PAWNS: 'Bir kare ileri gider; bir kare çapraz ileride taş alır. Son sıraya varan piyon kendi taşına dönüşür.',
        PP: 'Piyon gibi gider. Son sıraya ilk varışında kendi başlangıç karesine, ikincisinde şah piyonunun başlangıç karesine döner; üçüncüsünde maceracı şah olur.',
        M: 'Deniz canavarı: düz olarak bir kare gider.',
        L: 'Aslan: düz ya da çapraz her yöne bir ila üç kare sıçrar.',
        B: 'Boğa: bir yöne üç, öbür yöne iki kare sıçrar.',
        X: 'Kâşif: çapraz olarak tam üç kare sıçrar.',
      },
      pawnsName: 'Piyonlar (on türün hepsi)',
    },

    sanguo: {
      lead: 'Üç kişilik Çin satrancı. Shu (kırmızı), Wu (yeşil) ve Wei (mavi), altıgen bir tahtanın kendi yarısında eksiksiz bir xiangqi ordusunu yönetir. Bir krallığı yenen onun ordusunu devralır; generali tahtada kalan son krallık kazanır.',
      sections: [
        {
          id: 'board',
          title: 'Tahta',
          blocks: [
            [
              'Bir altıgenin çevresinde 9 × 5 noktalık üç yarım tahta vardır (toplam 135 nokta). Her yarının kendi sarayı vardır: arka kenarının ortasındaki, köşegenleri çizili 3 × 3 nokta.',
              'Yarıları üç kollu bir nehir ayırır. Her kolun iki yakasında, bir krallığın kıyısının sağ yarısı komşusunun kıyısının sol yarısına bakar; bu yüzden çoğu dikey yalnızca bir komşuya çıkar. Kıyıların üç orta noktası, ortada birbirine bağlı küçük bir üçgen oluşturur.',
              'Noktalar krallık harfi (r, g, b), o krallığın solundan sayılan a–i dikeyi ve arka kenarından sayılan 1–5 sırasıyla adlandırılır: re1, Shu’nun generalinin başladığı noktadır.',
              'Önce Shu, sonra Wu, sonra Wei oynar; tahtanın çevresinde saat yönünün tersine. Yenilmiş krallığın sırası atlanır.',
            ],
          ],
        },
        {
          id: 'pieces',
          title: 'Taşlar nasıl hareket eder?',
          pieces: true,
          blocks: [
            'Her krallığın bir generali, iki danışmanı, iki fili, iki atı, iki savaş arabası, iki topu, beş eri ve masa kurulumunda kapatılmadıysa iki sancaktarı vardır. Şekillerde her taş boş tahtada Shu’nun yarısında durur; noktalar gidebildiği noktaları gösterir. Çizgiler ortadaki üçgende çatallanır: orta dikeyden yukarı çıkan savaş arabası, top ya da er, iki komşudan birinin orta dikeyine devam edebilir.',
          ],
        },
        {
          id: 'special',
          title: 'Şah, yenilgi ve devralma',
          blocks: [
            [
              'Bir krallık hamlesini generali rakiplerden birinin saldırısı altındayken ya da açık bir çizgi boyunca (ortadaki üçgenden geçerek de olsa) bir rakip generalle karşı karşıyayken bitiremez. Generaller “uçarak” taş almaz.',
              'Bir rakibin hamlesi öbür rakibe bir generale giden çizgiyi açarsa, o rakip kendi sırasında generali alabilir.',
              'Sırası geldiğinde yasal hamlesi kalmayan krallık, şahta olsun olmasın, yenilir: generali tahtadan çıkar ve son hamleyi yapan krallık öbür bütün taşlarını devralır.',
              'Generali alınan krallık da yenilir; generali alan krallık ordusunu devralır.',
              'Devralınan taşlar eskisi gibi hareket eder: yarıları, sarayları ve “ileri” yönleri, ilk ait oldukları krallığınki olarak kalır.',
            ],
          ],
        },
        {
          id: 'end',
          title: 'Oyun nasıl biter?',
          blocks: [
            [
              'Generali tahtada kalan son krallık kazanır.',
              'Beraberlik: aynı pozisyon üçüncü kez oluşursa ya da art arda 180 hamle boyunca taş alınmaz ve hiçbir krallık yenilmezse oyun berabere biter.',
              'Pes eden krallık kaybeder ve oyun biter: geriye tek krallık kaldıysa o kazanır, iki krallık kaldıysa galibiyeti paylaşırlar.',
            ],
          ],
        },
      ],
      pieces: {
        K: 'Çizgi boyunca bir nokta gider; kendi sarayından çıkamaz.',
        A: 'Sarayın köşegenleri boyunca çapraz bir nokta gider; saraydan çıkamaz.',
        E: 'Çapraz olarak tam iki nokta gider; aradaki nokta doluysa gidemez. Kendi yarısından çıkamaz.',
        H: 'Önce düz bir nokta (bu nokta boş olmalı), sonra dışa doğru çapraz bir nokta gider.',
        R: 'Çizgi boyunca istediği kadar gider; nehri de geçer.',
        C: 'Savaş arabası gibi gider; taşı, aradaki tam bir taşın (kimin olursa olsun) üstünden atlayarak alır.',
        S: 'Bir nokta ileri gider; kendi yarısından çıkınca yana da bir nokta gidebilir. Geri gitmez.',
        B: 'Düz iki nokta (ikisi de boş olmalı), sonra dışa doğru çapraz bir nokta gider; atlayamaz.',
      },
    },

    device: {
      title: 'Bu uygulamada oynamak',
      blocks: [
        [
          'Bilgisayara karşı: Kolay, Normal, Zor ya da Benlik. Benlik, Zor gibi düşünür ve her oyundan sonra oynayışınıza göre kendini biraz ayarlar.',
          'Aynı cihazda iki kişi, yan yana: ikiniz de tahtaya aynı yönden bakarsınız; isterseniz yeni oyun panelinden ya da menüden tahtanın her hamleden sonra çevrilmesini seçebilirsiniz.',
          'Karşılıklı: telefonu ortaya koyun. Karşıdaki oyuncunun taşları, düğmeleri ve sonuç kutusu ona doğru döner.',
          'Tarayıcınız destekliyorsa oyun sürerken ekran kararmaz. Süren oyun bu cihazda saklanır ve sayfa yenilenince geri gelir.',
        ],
      ],
      sanguo: [
        'Bilgisayara karşı: her krallığı kimin oynayacağını seçin — bir kişi ya da dört seviyeden birinde bilgisayar.',
        'Herkes aynı cihazda: yan yana oynarken tahta sırası gelen krallığa dönebilir; masanın etrafında oynarken her krallığın paneli ve taşları kendi oturduğu yere bakar.',
        'Tarayıcınız destekliyorsa oyun sürerken ekran kararmaz. Süren oyun bu cihazda saklanır ve sayfa yenilenince geri gelir.',
      ],
    },
  },
};

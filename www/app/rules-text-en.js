// The rules pages' text in English (its form: rules-text.js).

export const RULES_EN = {
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
};

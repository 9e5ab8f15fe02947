# Tahta's messages in English, the language every message has. The format and how to add a message: README.md, "Messages".

## the app

app-name = Tahta
app-tagline = Traditional board games for two (or three) on one phone.
app-sentence = { $text }.
app-sentences = { $first } { $second }
app-loading = Loading…
app-engineFailed = The game engine could not be loaded.
app-engineFailedHint = Reload the page to try again.
app-reload = Reload
app-engineUnsupported = This browser cannot run the games.
app-engineUnsupportedHint = Its WebAssembly lacks { $feature }, which Tahta’s game engine needs. Safari (on iPhones and iPads from iOS 16.4), Chrome 91, Firefox 89 and later have it: update the browser, or open Tahta in another one.
home-heading = Choose a game
home-twoPlayers = Two players on this device
home-threePlayers = Three players on this device
home-tableSetup = Table setup…
menu-rules = Rules
home-rules = Rules
home-rulesLabel = Rules of { $game }
home-learn = Learn
home-learnLabel = { $game }: lessons and puzzles
home-language = Language
home-play = Play { $game }
home-cardLabel = { $game } · { $players } · Play
home-continue =
    { $n ->
        [one] Continue the game · 1 move
       *[other] Continue the game · { $n } moves
    }
home-setup = Against the computer…
home-setupLabel = Choose the opponent: the computer, at one of four levels, or people on this device
home-face = Face to face
home-roundTable = Round the table
dialog-close = Close
dialog-ok = OK
dialog-cancel = Cancel
setup-title = New game · { $game }
setup-opponent = Opponent
setup-bot = Against the computer
setup-local = Two players on this device
setup-localMany = Everyone on this device
setup-level = Level
setup-side = You play
setup-random = Random
setup-seats = Players
setup-human = Human
setup-seating = Seating
setup-sideBySide = Side by side
setup-face = Face to face
setup-start = Start
setup-cancel = Cancel
setup-benlikGames =
    { $n ->
        [one] So far it has learned from one of your games.
       *[other] So far it has learned from { $n } of your games.
    }
setup-needHuman = At least one seat must be a human player.
setup-unfinished =
    { $n ->
        [one] You have an unfinished game of { $game } (1 move). A new game sets it aside: you can go back to it later.
       *[other] You have an unfinished game of { $game } ({ $n } moves). A new game sets it aside: you can go back to it later.
    }
setup-unfinishedHere =
    { $n ->
        [one] This game is not finished (1 move). A new game sets it aside: you can go back to it later.
       *[other] This game is not finished ({ $n } moves). A new game sets it aside: you can go back to it later.
    }
setup-keepPlaying = Back to this game
setup-benlikNote = Benlik plays like Hard and learns from every game you play against it.
setup-online = Play a friend online
level-easy = Easy
level-normal = Normal
level-hard = Hard
level-benlik = Benlik
level-easy-about = Easy now and then plays a weaker move on purpose.
level-normal-about = Normal sees short-term tactics and works out exchanges.
level-hard-about = Hard thinks for up to 1.5 seconds a move; on a slow device it looks less far ahead.
level-benlik-about = Benlik thinks like Hard, and after every game adjusts its judgement a little to the way you play.
menu-label = Menu
menu-newGame = New game…
menu-benlikLearned = What Benlik has learned
menu-benlikReset = Reset Benlik…
benlik-title = What Benlik has learned · { $game }
benlik-none = Benlik has not finished a game of { $game } with you yet: it plays with its starting settings.
benlik-unchanged =
    { $n ->
        [one] After one game, its settings have hardly changed.
       *[other] After { $n } games, its settings have hardly changed.
    }
benlik-after =
    { $n ->
        [one] After one game, compared with its starting settings, Benlik now:
       *[other] After { $n } games, compared with its starting settings, Benlik now:
    }
benlik-limits = One game changes a setting by at most 3%, and no setting ever moves more than 30% from where it started.
benlik-learnedFromGame = Compared with its starting settings, Benlik now:
benlik-unchangedGame = Benlik’s settings have hardly changed.
benlik-resetTitle = Reset Benlik?
benlik-resetText = Benlik forgets what it has learned from your games and plays with its starting settings again.
benlik-resetGame = Reset for { $game }
benlik-resetAll = Reset for all games
benlik-percent = { $n }%
benlik-more = more
benlik-less = less
benlik-material = values the { $piece } { $pct } { $more }
benlik-generic = gives “{ $id }” { $pct } { $more } weight
benlik-f-advance = cares { $pct } { $more } about moving its animals forward
benlik-f-den_attack = cares { $pct } { $more } about closing in on your den
benlik-f-den_guard = cares { $pct } { $more } about guarding its own den
benlik-f-jumper_on_bank = cares { $pct } { $more } about lions and tigers waiting to jump the river
benlik-f-mobility = cares { $pct } { $more } about keeping its pieces free to move
benlik-f-pawn_advance = cares { $pct } { $more } about pushing its pawns
benlik-f-centre = cares { $pct } { $more } about the centre
benlik-f-center = cares { $pct } { $more } about the centre
benlik-f-king_shelter = cares { $pct } { $more } about sheltering its king
benlik-f-king_attack = cares { $pct } { $more } about attacking your king
benlik-f-king_safety = cares { $pct } { $more } about its king’s safety
benlik-f-passed_pawns = cares { $pct } { $more } about pawns with a free road ahead
benlik-f-citadel = cares { $pct } { $more } about reaching the citadel
benlik-f-palace_guard = cares { $pct } { $more } about guarding its palace
benlik-f-river = cares { $pct } { $more } about crossing the river
benlik-f-spare_royal = values a spare royal (prince or adventitious king) { $pct } { $more }
benlik-f-material-war_engine = values war engines { $pct } { $more }
benlik-f-material-large = values its great pieces (sea monster, lion, bull, explorer) { $pct } { $more }
benlik-f-material-banner_bearer = values banner bearers { $pct } { $more }
benlik-f-crossed_soldier = cares { $pct } { $more } about soldiers that have crossed into another kingdom
benlik-f-general_guard = cares { $pct } { $more } about guarding its general in the palace
benlik-f-pressure = cares { $pct } { $more } about pressing into the other kingdoms
benlik-f-takeover-prey = cares { $pct } { $more } about threatening the kingdom that plays after it
benlik-f-takeover-safety = cares { $pct } { $more } about keeping enemy pieces out of its own half
benlik-f-takeover-rival_spared = cares { $pct } { $more } about sparing the kingdom that plays before it
variant-jungle-name = Jungle
variant-jungle-desc = Stronger animals eat weaker ones; the first into the enemy den wins.
variant-hex-name = Hexagonal chess
variant-hex-desc = Gliński’s chess on a board of 91 hexagons.
variant-timur-name = Timur chess
variant-timur-desc = Tamerlane’s great chess, with camels, giraffes and citadels.
variant-sanguo-name = Three Kingdoms
variant-sanguo-desc = Chinese chess for three: Shu, Wu and Wei.
side-red = red
side-blue = blue
side-white = white
side-black = black
side-green = green
game-back = Back to the games
game-board = { $game } board
game-toMove = { $Side } to move
game-moves = Moves
game-noMoves = No moves yet
game-movesPanelLabel = The moves: step through them, review or share the game
game-undo = Undo
game-undoLabel = Take back the last move
game-undoBotLabel = Take back your last move and the computer’s reply
game-hint = Hint
game-hintLabel = Show a good move
game-hintAnnounce = Hint: { $piece } from { $from } to { $to }
game-newGameLabel = Choose the opponent and start again
game-resignBotLabel = Give up this game
game-resignConfirm = Resign this game?
game-resignConfirmText = The computer wins the game.
game-resignConfirmTextMany = The other players win the game.
game-resignConfirmLocal = If { $Loser } resigns, { $Winner } wins the game.
game-keepPlaying = Keep playing
game-against = against { $level }
game-againstMany = against the computer
game-yourMove = Your move ({ $side })
game-botToMove = The computer is to move
game-botThinking = The computer is thinking
game-botToMoveMany = { $Side } (computer) is to move
game-botThinkingMany = { $Side } is thinking
game-thought = The computer thought for { $s } s (depth { $depth })
game-resign = Resign
game-resignLabel = { $Side } resigns
game-offerDraw = Draw?
game-noUndoBot = No Undo: against the computer, { $game } is played as over a real board — a move made stands.
game-offerDrawLabel = { $Side } offers a draw
game-drawOffered = { $Side } offers a draw.
game-acceptDraw = Accept
game-acceptDrawLabel = { $Side } accepts the draw
game-withdrawDrawLabel = { $Side } takes the draw offer back
game-declineDraw = Decline
game-newGame = New game
game-flip = Flip
game-flipLabel = Turn the board around
game-showBoard = Show board
game-over = Game over
game-moved = { $Piece } moved from { $from } to { $to }
game-movedCapture = { $Piece } moved from { $from } to { $to } and captured the { $captured }
game-undone = Move taken back. { $Side } to move.
game-chooseMove = Choose the move
game-cancel = Cancel
game-pieceOf = { $side } { $piece }
result-win = { $Side } wins
result-youWin = You win
result-botWins = The computer wins
result-wins = { $Sides } win
result-draw = Draw
result-stalemate = Stalemate
result-stalemateScore = { $Winner } 3/4, { $Loser } 1/4 — { $Winner } stalemated { $Loser }
rule-hex-fifty-moves = 50 moves by each side without a capture or a pawn move.
game-promote = Promote the pawn to
game-checkSuffix = { " " }· check!
game-movedPromoted = { $Piece } moved from { $from } to { $to } and was promoted to a { $piece }
game-movedCapturePromoted = { $Piece } moved from { $from } to { $to }, captured the { $captured } and was promoted to a { $piece }
rule-den = An animal entered the enemy den.
rule-no-animals = The other side has no animals left.
rule-no-moves = The side to move had no legal move.
rule-checkmate = Checkmate.
rule-stalemate = The side to move had no legal move but was not in check.
rule-citadel = A king entered the enemy citadel.
rule-threefold = The same position occurred for the third time.
rule-no-progress = { $n } moves by each side without a capture.
rule-bare-kings = Only the two kings are left.
rule-resignation = { $Loser } resigned.
rule-resignationShort = By resignation.
rule-agreement = Agreed by both players.
rule-last-general = The last general standing.
notice-close = Dismiss
notice-badPosition = The position in the link could not be used: { $message }. The game starts from the usual position.
notice-unknownParam = The link setting “{ $name }” is unknown and was ignored.
notice-badValue = “{ $value }” is not a valid value for “{ $name }”; using “{ $fallback }”.
notice-badSeats = “{ $value }” does not give a player for each of the { $n } seats; one human plays against the computer.
notice-noHuman = At least one seat must be a human player: you play the first seat.
notice-botFailed = The computer could not move: { $message }
notice-benlikCorrupt = Benlik’s saved settings for { $game } were unreadable and were reset.
notice-benlikStorage = This browser does not let Benlik store anything: it plays with its starting settings and forgets what it learns.
notice-benlikSaveFailed = Benlik could not save what it learned from this game (the browser’s storage is full or unavailable).
notice-benlikNotFromStart = Benlik learned nothing from this game: it learns only from games played from the usual start, not from a position set up by a link or a record.
notice-benlikReset = Benlik has forgotten what it learned in { $game }.
notice-benlikResetAll = Benlik has forgotten what it learned in every game.
notice-botOnly = The link setting “{ $name }” only applies to games against the computer and was ignored.
notice-bannersOnly = The link setting “banners” only applies to Three Kingdoms and was ignored.
notice-bannersUnsupported = Switching the banner bearers off is not available yet.
notice-unknownGame = There is no game called “{ $id }”.
notice-engineError = The engine reported a problem: { $message }
notice-resumeFailed = The saved game could not be restored; a new game starts.
piece-elephant = elephant
piece-lion = lion
piece-tiger = tiger
piece-leopard = leopard
piece-wolf = wolf
piece-dog = dog
piece-cat = cat
piece-rat = rat
piece-king = king
piece-queen = queen
piece-rook = rook
piece-bishop = bishop
piece-knight = knight
piece-pawn = pawn
piece-general = general
piece-timur-general = general
piece-vizier = vizier
piece-camel = camel
piece-war_engine = war engine
piece-picket = picket
piece-giraffe = giraffe
piece-prince = prince
piece-adventitious_king = adventitious king
piece-sea_monster = sea monster
piece-bull = bull
piece-explorer = explorer
piece-pawnOf = pawn of { $kind }s
piece-pawnOfPawns = pawn of pawns
piece-advisor = advisor
piece-horse = horse
piece-chariot = chariot
piece-cannon = cannon
piece-soldier = soldier
piece-banner_bearer = banner bearer
piece-unknown = piece { $token }

## app/rules

rules-title = { $game }: rules
rules-kicker = Rules
rules-back = Back
rules-contents = On this page
rules-play = Play { $game }
rules-legendMove = goes there (and captures there)
rules-legendCapture = captures only
rules-figure = { $Piece } on { $from } can go to { $cells }
rules-figureCaptures = { $text }; it captures only on { $cells }
rules-unavailable = The pictures of the pieces could not be drawn: { $message }
rules-on-jungle = on { $cell }
rules-on-hex = on { $cell }
rules-on-timur = on { $cell }
rules-on-sanguo = on { $cell }
rules-enlarge = Enlarge
rules-enlargeLabel = Enlarge the picture
rules-learn = Learn { $game } step by step: lessons and puzzles

## board/zoom

zoom-board = Enlarged board
zoom-shrink = Board at its usual size

## game/engine-errors

engineError-unknown-variant = unknown game '{ $variant }' (known: { $known })
engineError-unknown-option = unknown table option '{ $option }' for { $variant }
engineError-bad-field-count = expected { $expected } fields ({ $fields }), found { $found }
engineError-bad-board = the board field is malformed
engineError-bad-board-ranks = expected { $expected } ranks separated by '/', found { $found }
engineError-bad-board-halves = expected { $expected } halves separated by '|', found { $found }
engineError-bad-board-cells = expected { $expected } cells on rank { $rank }, found { $found }
engineError-bad-board-empty-count = bad empty-cell count '{ $text }' on rank { $rank }
engineError-bad-piece = unknown piece '{ $text }'
engineError-bad-turn = side to move must be one of { $expected }, found '{ $found }'
engineError-bad-number = { $field } must be a whole number, found '{ $found }'
engineError-bad-counter = { $field } is { $found }, but the limit is { $limit }
engineError-bad-field = bad { $field }: '{ $found }'
engineError-too-many-pieces = { $Player } has too many pieces of kind { $piece } (at most { $limit })
engineError-missing-piece = { $Player } has no { $piece }
engineError-bad-placement = the { $player } { $piece } on { $cell } cannot stand there
engineError-bad-placement-water = the { $player } { $piece } on { $cell } is in the water; only rats swim
engineError-bad-placement-own-den = the { $player } { $piece } on { $cell } is in its own den
engineError-bad-placement-promotion-cell = the { $player } { $piece } on { $cell } stands on its promotion cell
engineError-bad-placement-behind-start = the { $player } { $piece } on { $cell } stands behind its start cells
engineError-bad-placement-promotion-rank = the { $player } { $piece } on { $cell } stands on its promotion rank
engineError-bad-placement-outside-palace = the { $player } { $piece } on { $cell } is outside its palace
engineError-bad-placement-advisor-point = the { $player } { $piece } on { $cell } is not on a palace diagonal point
engineError-bad-placement-outside-home-half = the { $player } { $piece } on { $cell } is outside its home half
engineError-bad-placement-elephant-point = the { $player } { $piece } on { $cell } is not on an elephant point
engineError-bad-placement-soldier-point = the { $player } { $piece } on { $cell } cannot stand there in its home half
engineError-bad-placement-citadel-not-royal = the { $player } { $piece } in { $cell }: only royals may stand in a citadel
engineError-bad-placement-own-citadel = the { $player } { $piece } in { $cell }: only the adventitious king may enter its own citadel
engineError-bad-placement-citadel-not-highest = the { $player } { $piece } in { $cell }: only the side's highest royal may enter the opponent's citadel
engineError-impossible-position = this position cannot arise in a game
engineError-impossible-position-check-not-to-move = { $Player }'s king on { $cell } is in check, but { $side } is to move
engineError-impossible-position-den-entered = { $Player } is in { $opponent }'s den, so { $player } cannot be the side to move
engineError-impossible-position-citadel-entered = { $Player } entered the citadel { $cell } and ended the game, so { $player } cannot be the side to move
engineError-impossible-position-both-citadels = both citadels hold an enemy royal; the game ends at the first
engineError-impossible-position-en-passant-not-passed = en passant cell { $cell } is not a cell a { $player } pawn's double step passes over
engineError-impossible-position-en-passant-occupied = en passant cell { $cell } is occupied
engineError-impossible-position-en-passant-origin-occupied = en passant cell { $cell }: { $origin } must be empty
engineError-impossible-position-en-passant-no-pawn = en passant cell { $cell } needs the { $player } pawn that just double-stepped on { $landing }
engineError-impossible-position-en-passant-clock = en passant cell { $cell } needs halfmove clock 0, found { $found }
engineError-impossible-position-owner-defeated = { $Player } is not among the alive kingdoms, so it owns no pieces
engineError-impossible-position-home-alive = { $Home } is still alive, so its pieces cannot have been taken over
engineError-impossible-position-general-taken-over = a general is never taken over ({ $cell })
engineError-impossible-position-side-defeated = { $Player } is to move but is not among the alive kingdoms
engineError-impossible-position-prince-and-pawn-of-king = { $Player } has a prince and the pawn of the king; the prince can only come from that pawn
engineError-impossible-position-pawn-of-pawns-arrivals = { $Player }'s pawn of pawns on { $cell } has already arrived 3 times
engineError-impossible-position-adventitious-king-arrivals = { $Player }'s adventitious king on { $cell } needs 3 pawn-of-pawns arrivals, found { $found }
engineError-malformed-move = malformed move '{ $move }': expected <from>-<to> with cell names
engineError-unknown-cell = unknown cell '{ $cell }' in move '{ $move }'
engineError-no-piece-there = illegal move '{ $move }': no piece on { $cell }
engineError-not-your-piece = illegal move '{ $move }': the piece on { $cell } is { $owner }'s, and { $side } is to move
engineError-illegal-move = illegal move '{ $move }': the { $piece } on { $from } cannot go to { $to }
engineError-bad-suffix = illegal move '{ $move }': that move needs a different suffix here (one of: { $options })
engineError-game-over = the game is over ({ $result })
engineError-game-not-over = the game is not over yet
engineError-bad-ending = unknown ending '{ $text }'
engineError-ending-refused = that ending is not possible now
engineError-ending-refused-two-players = a draw claim against a player who left needs two players
engineError-ending-refused-too-late = too late to abort: every player has made a first move
engineError-unknown-player = unknown player '{ $player }'
engineError-bad-time-limit = the time limit must be a finite number of milliseconds, 0 or more, found { $found }
engineError-bad-weights = unusable bot weights for { $variant }: { $reason }
engineError-unknown-level = unknown level '{ $level }'
engineError-wrong-type = { $name } must be a { $expected }, found { $found }
engineError-bad-record = The game record cannot be read.

## game/notice-stack

notice-more =
    { $n ->
        [one] 1 more notice
       *[other] { $n } more notices
    }
notice-fewer = Show only the newest notice

## game/records-strings

view-back = Previous move
view-forward = Next move
view-viewing = Viewing move { $n } of { $total }
view-start = Viewing the start position
view-live = Back to the game
view-plyLabel = Show the position after { $move }
material-label = Material
material-side = { $Side }: { $points } points on the board
material-points = { $n } points on the board
material-lost = lost { $pieces }
material-none = nothing lost
record-export = Share
record-exportLabel = Export or share the game record
record-title = Game record
record-hint = Copy the record or share it; or paste a record here and open it.
record-copy = Copy
record-share = Share
record-open = Open
record-copied = Copied.
record-linkCopied = Link copied.
record-copyFailed = Could not copy: select the text and copy it.
record-bad = That record could not be opened: { $message }
record-otherGame = That is a record of { $game }.
record-shareTitle = { $game } · Tahta
menu-import = Open a game record
menu-pastGames = Past games
menu-clearPast = Clear past games
past-title = Past games
past-none = No finished games yet.
past-open = Review
past-cleared = Past games cleared.
past-youWon = You won
past-youLost = You lost
past-draw = Draw
past-aborted = Called off
past-won = { $Side } won
past-wonMany = { $Sides } won
past-against = Against the computer · { $levels }
past-online = Online
past-local = People on this device
past-rule-agreement = agreed
past-rule-bare-kings = only the kings left
past-rule-checkmate = checkmate
past-rule-citadel = citadel entered
past-rule-den = den entered
past-rule-fifty-moves = 50-move rule
past-rule-last-general = last general standing
past-rule-left = a player left
past-rule-no-animals = no animals left
past-rule-no-moves = no move left
past-rule-no-progress = no captures for too long
past-rule-resignation = resignation
past-rule-stalemate = stalemate
past-rule-threefold = threefold repetition
past-rule-time = on time
review-start = Review
review-startLabel = Review the game with the engine
review-running = Reviewing… { $done } of { $total }
review-cancel = Cancel
review-title = Engine review
review-graph = Evaluation over the game: { $summary }
review-mark-inaccuracy = inaccuracy
review-mark-mistake = mistake
review-mark-blunder = blunder
review-better = better { $move }
review-summary = { $Side }: blunders { $blunders }, mistakes { $mistakes }, inaccuracies { $inaccuracies }
review-best = Engine: { $move }
review-failed = The review failed: { $message }
review-retry = Retry your mistakes
review-retryLabel = Play each of your mistakes and blunders of this game again, as a puzzle

## game/saved-offer

saved-waiting =
    { $n ->
        [one] You have an unfinished game of { $game } ({ $moves }).
       *[other] You have { $n } unfinished games of { $game }; the newest has { $moves }.
    }
saved-moves =
    { $n ->
        [one] 1 move
       *[other] { $n } moves
    }
saved-continue = Continue
saved-continueLabel = Continue the unfinished game of { $game }

## game/seating

seating-flipEveryMove = Turn the board after every move
seating-flipEveryMoveNote = The player to move always plays from the bottom.

## game/selection-words

select-selected =
    { $n ->
        [one] { $piece } on { $cell } selected: 1 move.
       *[other] { $piece } on { $cell } selected: { $n } moves.
    }
select-none = { $piece } on { $cell } has no move.
select-target-move = { $label }, move here
select-target-capture = { $label }, capture
select-target-swap = { $label }, swap places

## game/sound

menu-sound = Sound

## games/sanguo/strings

sanguo-kingdom-r = Shu
sanguo-kingdom-g = Wu
sanguo-kingdom-b = Wei
sanguo-kingdomColour = { $K } ({ $colour })
sanguo-toMove = to move
sanguo-yourMove = your move
sanguo-waiting = in play
sanguo-computer = computer · { $level }
sanguo-defeated = defeated
sanguo-defeatedBy = defeated · army to { $K }
sanguo-wins = wins
sanguo-sharesWin = shares the win
sanguo-resigned = resigned
sanguo-lost = lost
sanguo-drawn = draw
sanguo-resign = Resign
sanguo-resignLabel = { $K } resigns
sanguo-resignAsk = { $K }: resign?
sanguo-resignOutcomeOne = { $A } wins the game.
sanguo-resignOutcomeTwo = The game ends: { $A } and { $B } share the win.
sanguo-resignYes = Resign
sanguo-resignNo = Keep playing
sanguo-resignWho = Who resigns?
sanguo-resignShared = The game ends and the other two kingdoms share the win.
sanguo-resignOther = The game ends and the other kingdom wins.
sanguo-takeover = { $Loser } was defeated; { $Winner } takes over its pieces.
sanguo-result-win = { $K } wins
sanguo-result-shared = { $A } and { $B } share the win
sanguo-result-youWin = You win
sanguo-result-youShare = You share the win with { $K }
sanguo-result-draw = Draw
sanguo-rule-last-general = { $K } has the last general standing.
sanguo-rule-resignation = { $K } resigned.
sanguo-rule-threefold = The same position occurred for the third time.
sanguo-rule-no-progress = 180 moves in a row without a capture or a defeat.
sanguo-moved = { $Piece } moved from { $from } to { $to }
sanguo-movedCapture = { $Piece } moved from { $from } to { $to } and captured the { $captured }
sanguo-takenFrom = { $piece } from { $K }
sanguo-rotate = Turn the board: the next kingdom at the bottom
sanguo-followTurn = Kingdom to move at the bottom
sanguo-pieces = The pieces
sanguo-latin = Latin letters on the pieces
sanguo-piecesTitle = Three Kingdoms pieces
sanguo-piecesNote = Disc colour is the owner. A dot on the rim: taken over from that kingdom, still moving as a piece of its home half.
sanguo-move-general = one step along a line, inside its palace
sanguo-move-advisor = one step along a palace diagonal
sanguo-move-elephant = two diagonal steps, not over a piece; never crosses the river
sanguo-move-horse = one step straight, then one diagonal outward; blocked by a piece next to it
sanguo-move-chariot = any distance along a line
sanguo-move-cannon = like a chariot; captures by jumping exactly one piece
sanguo-move-soldier = one step forward; sideways too once across the river
sanguo-move-banner = two points straight, then one diagonal outward; cannot jump
sanguo-setup-banners = Banner bearers
sanguo-setup-bannersNote = Two more pieces per kingdom: two points straight, then one diagonal outward. Off: the classic set.
sanguo-setup-on = On
sanguo-setup-off = Off
sanguo-setup-board = Board
sanguo-setup-fixed = Shu at the bottom
sanguo-setup-turn = Mover at the bottom
sanguo-setup-side = Side by side
sanguo-setup-face = Round the table

## games/timur/strings

piece-pawnOf-prince = pawn of the king
piece-pawnOf-general = pawn of the general
piece-pawnOf-vizier = pawn of the vizier
game-timur-movedPromoted = { $Piece } moved from { $from } to { $to } and was promoted to { $piece }
game-timur-movedCapturePromoted = { $Piece } moved from { $from } to { $to }, captured the { $captured } and was promoted to { $piece }
timur-swapPly = K{ $from }⇄{ $to }
timur-swapped = { $Piece } on { $from } swapped places with the { $partner } on { $to }
timur-ppReturned = { $Piece } reached { $to } and returned to { $cell }
timur-ppReturnedCapture = { $Piece } reached { $to }, captured the { $captured } and returned to { $cell }
timur-ppSent = { $Piece } reached { $to } again and was sent to { $cell }
timur-ppSentCapture = { $Piece } reached { $to } again, captured the { $captured } and was sent to { $cell }
timur-ppRemoved = { $Piece } reached { $to } but found no free cell to return to and left the board
timur-ppRemovedCapture = { $Piece } reached { $to }, captured the { $captured }, but found no free cell to return to and left the board
timur-ppBecame = { $Piece } reached { $to } for the third time and became an adventitious king
timur-ppBecameCapture = { $Piece } reached { $to } for the third time, captured the { $captured } and became an adventitious king
timur-sides = King swaps and pawn of pawns
timur-swap = swap
timur-swapNow = swap!
timur-swapLeft = { $Side }: the King swap is still unused.
timur-swapUsed = { $Side }: the King swap has been used.
timur-swapReady = { $Side }: the King is attacked — tap it to swap it with one of your pieces (marked ⇄).
timur-arrivals =
    { $n ->
        [one] { $Side }: the pawn of pawns has reached the last rank once (3 make it an adventitious king).
       *[other] { $Side }: the pawn of pawns has reached the last rank { $n } times (3 make it an adventitious king).
    }
timur-citadelOf = { $side } citadel
timur-help = Pieces
timur-helpLabel = How the pieces move
timur-help-title = How the pieces move
timur-help-from = From { $cell } on an empty board, as White.
timur-help-moves = moves (and captures) there
timur-help-captures = captures only
timur-help-kinds = Piece kinds
timur-help-main = Pieces
timur-help-royal = Royal pieces from promotion
timur-help-pawns = Pawns
timur-help-large = Large variant
timur-help-board = Moves of the { $piece }
timur-about-king = One step in any direction. Royal: lose it to checkmate. Once a game, when attacked, it may swap places with one of its own pieces.
timur-about-general = One step diagonally.
timur-about-vizier = One step straight: forward, back or sideways.
timur-about-rook = Any distance in a straight line.
timur-about-knight = Leaps in an L: two cells straight, then one to the side.
timur-about-elephant = Leaps exactly two cells diagonally, over anything in between.
timur-about-camel = Leaps three cells one way and one the other: a long L.
timur-about-war_engine = Leaps exactly two cells straight, over anything in between.
timur-about-picket = Diagonally any distance, but at least two cells; it cannot jump.
timur-about-giraffe = One step diagonally, then three or more cells straight on, away from its start; it cannot jump.
timur-about-prince = Moves like the king and is royal too. The pawn of the king becomes a prince.
timur-about-adventitious_king = Moves like the king; royal. The pawn of pawns becomes one on its third arrival. It may shelter in its own citadel.
timur-about-pawn = One step forward; captures one step diagonally forward. On the last rank it becomes { $pieceArticle }.
timur-about-pawns = Moves like a pawn. The first time it reaches the last rank it goes back to its start cell, the second time to the pawn of the king’s start cell; the third time it becomes an adventitious king.
timur-about-sea_monster = Large variant. One step straight.
timur-about-lion = Large variant. Leaps one to three cells along any straight or diagonal line, over anything in between.
timur-about-bull = Large variant. Leaps three cells one way and two the other.
timur-about-explorer = Large variant. Leaps exactly three cells diagonally.
timur-article-elephant = an elephant
timur-article = a { $piece }
rule-timur-checkmate = Checkmate.
rule-timur-no-moves = The side to move had no legal move — in Timur chess that loses, even without check.
rule-timur-citadel = A king entered the opponent’s citadel.
rule-timur-no-progress = 50 moves by each side without a capture or a pawn move.
rule-timur-threefold = The same position occurred for the third time.

## learn/strings

learn-kicker = Lessons
learn-title = { $game }: lessons
learn-lead = One short lesson per piece and per rule. The engine checks every task, so any correct answer counts; the fewer moves, the more stars.
learn-back = Back
learn-stars = { $n } of { $total } stars
learn-starsShort = { $n }/{ $total }
learn-lessonLabel = { $title }: { $stars }
learn-puzzles = Puzzles
learn-rules = Rules
learn-lessons = Lessons
learn-task = Task { $n } of { $total }
learn-you = You play { $side }.
learn-moves = Moves: { $n } of at most { $limit } · three stars in { $par }
learn-done =
    { $n ->
        [one] Done in 1 move.
       *[other] Done in { $n } moves.
    }
learn-earned =
    { $n ->
        [one] 1 star
       *[other] { $n } stars
    }
learn-fewer = Three stars take { $par } moves: try again to do it in fewer.
learn-failure-out-of-moves = No moves left for this task.
learn-failure-game-over = The game ended without the goal.
learn-failure-piece-lost = A piece of yours was taken.
learn-again = Try again
learn-next = Next task
learn-nextLesson = Next lesson
learn-allLessons = All lessons
learn-showSolution = Show a solution
learn-solution = A solution: { $moves }
learn-lessonDone = Lesson complete: { $stars }.
learn-marked = { $label }, marked
learn-played = You played { $move }.
learn-replied = Answer: { $moves }.
learn-refused = Not allowed here: { $message }
learn-progressLost = The progress kept in this browser for { $game } could not be read, so it starts afresh. Nothing else was changed.
learn-loadFailed = This could not be loaded: { $message }
learn-noLesson = There is no lesson "{ $id }" in { $game }.
puzzles-kicker = Puzzles
puzzles-title = { $game }: puzzles
puzzles-rating = Your rating: { $n }
puzzles-streak = Streak: { $n }
puzzles-solvedCount = Solved: { $n } of { $total }
puzzles-puzzleRating = Puzzle rated { $n }
puzzles-toMove = { $side } to move.
puzzles-goal-mate =
    { $n ->
        [one] Find the checkmate in one move.
       *[other] Find the checkmate in { $n } moves.
    }
puzzles-goal-den =
    { $n ->
        [one] Reach the den in one move.
       *[other] Reach the den in { $n } moves.
    }
puzzles-goal-eliminationIn =
    { $n ->
        [one] Knock out the last rival in one move.
       *[other] Knock out the last rival in { $n } moves.
    }
puzzles-goal-elimination = Knock out a kingdom and take over its army.
puzzles-goal-promotion = Win material: a promotion is on the way.
puzzles-goal-material = Win material.
puzzles-goal-advantage = Find the one move that keeps the upper hand.
puzzles-right = Right. Keep going.
puzzles-solved = Solved! Your rating: { $rating } ({ $change }).
puzzles-solvedHelped = Solved with help: your rating stays at { $rating }.
puzzles-missed = Not this time: { $move } misses it. Your rating: { $rating } ({ $change }).
puzzles-solution = The solution: { $line }
puzzles-hint = Hint
puzzles-hintSaid = Move the piece on { $cell }.
puzzles-showSolution = Show the solution
puzzles-next = Next puzzle
puzzles-replying = The answer: { $move }.
puzzles-allDone = You have solved every puzzle of this game in this browser: they come round again.
retry-title = Retry your mistakes
retry-count = Mistake { $n } of { $total }
retry-prompt = You played { $number } { $move }: a { $mark }. Find a better move.
retry-checking = The engine is looking at { $move }…
retry-good = { $move } is good: as good as the engine’s { $best }, or nearly.
retry-bad = { $move } is still a { $mark }. Try another move, or see the engine’s.
retry-best = The engine’s move: { $best }.
retry-showBest = Show the engine’s move
retry-next = Next mistake
retry-finished = That was every mistake: { $found } of { $total } put right.
retry-close = Back to the game
retry-failed = The engine could not look at the move: { $message }

## online/strings

online-play = Play a friend online
online-playShort = Online
online-setupTitle = { $game } with a friend online
online-clock = Clock
online-noClock = None
online-side = Your side
online-random = Random
online-banners = Banner bearers
online-create = Create the room
online-creating = Creating the room…
online-note = You get a link to send to your friend. No sign-up: the link is the invitation.
online-needsNetwork = Playing online needs the network, and this device is offline. Games on this device and against the computer work offline.
online-failed = The room could not be created: { $message }
online-connecting = Connecting to the room…
online-waiting = Waiting for your friend to open the invitation.
online-waitingMany = Waiting for your friends: one invitation per seat.
online-inviteFor = Invitation for { $Side }
online-share = Share
online-copy = Copy
online-copied = Copied
online-qrLabel = QR code of the link: scan it with another phone
online-who = Who can join
online-whoLink = Only with the link
online-whoOpen = Anyone: list it under Open games
online-openGames = Open games
online-openBy = { $Side } waits
online-liveGames = Games being played
online-watch = Watch
online-livePlies =
    { $n ->
        [0] no moves yet
        [one] { $n } move
       *[other] { $n } moves
    }
online-notOpen = Somebody took that game first. You can watch it.
online-premoveDropped = Your move made in advance ({ $move }) was not possible: it was dropped.
online-shareText = Play { $game } with me on Tahta
online-taken = { $Side } has joined.
online-you = you
online-connected = Connected
online-reconnecting = Reconnecting…
online-offline = Offline — your moves are sent when the network is back
online-sending = sending…
online-watching = You are watching this game.
online-resign = Resign
online-offerDraw = Offer a draw
online-drawOffered = Draw offered
online-drawOfferedBy = { $Side } offers a draw.
online-acceptDraw = Accept the draw
online-declineDraw = Decline
online-takeback = Take back
online-takebackAsked = Takeback asked
online-takebackAskedBy = { $Side } asks to take back their last move.
online-acceptTakeback = Allow the takeback
online-declineTakeback = Decline
online-takenBack = The last move was taken back.
online-rematch = Rematch
online-rematchOffered = Rematch offered
online-rematchOfferedBy = { $Side } offers a rematch.
online-acceptRematch = Accept the rematch
online-declineRematch = Decline
online-takebacks = Takebacks
online-takebacksOn = Allowed
online-takebacksOff = Not allowed
online-abort = Abort
online-abortLabel = Call the game off (possible until everyone has moved)
online-firstMove = { $Side } must make a first move within { $s } s, or the game is called off.
online-gone = { $Side } has left the game. You may claim it in { $s } s.
online-goneNow = { $Side } has left the game.
online-claimWin = Claim the win
online-claimDraw = Claim a draw
online-keepWaiting = Keep waiting
online-continueElsewhere = Continue on another device
online-continueTitle = Continue on another device
online-continueWarning = This link is the key to your seat: whoever opens it can play your moves. Open it only on your own devices.
online-yourGames = Your online games
online-yourTurn = Your move
online-theirTurn = Waiting for { $Side }
online-statusWaiting = Waiting for players
online-statusEnded = Over
online-statusAborted = Called off
online-unreachable = not reachable now
online-forget = Remove
online-forgetLabel = Remove { $game } from your online games
online-roomMissing = There is no such room. Check the link.
online-expired = This invitation has expired (rooms wait 30 days for players).
online-seatTaken = That seat has already been taken. You can watch the game.
online-badInvite = This invitation is not valid for that room.
online-refused = The server refused: { $message }
online-serverRestart = The server is restarting; the game continues in a moment.
online-clockOf = { $Side }’s clock
online-byDays = By days
online-perMove = Time per move
online-days =
    { $n ->
        [one] 1 day
       *[other] { $n } days
    }
online-clockDays = { $d } d { $h } h
online-clockHours = { $h } h { $m } min
online-dueBy = { $Side } to move by { $time }
online-daysNote = A game by days: each move gives the next player the whole time again. Nobody has to wait at the table.
online-finishedGames = Finished games
online-lastMove = last move { $mv }
online-notify = Notify me of my moves
online-notifyOff = Stop notifications
online-notifyAsk = Get a notification when it is your move, even with this page closed?
online-notifyYes = Turn on
online-notifyNo = Not now
online-notifyOn = Notifications are on for this game.
online-notifyDenied = This browser blocks notifications from this site. Allow them in its settings to be told of your moves.
online-notifyFailed = Notifications could not be turned on: { $message }
online-notifyUnsupported = This browser cannot show notifications for this site (on an iPhone: add Tahta to the home screen first).
push-yourMove-title = { $game }: your move
push-yourMove-body = Your opponent played { $mv }.
push-ended-title = { $game }: the game is over
push-ended-body = { $result }
push-offer-title = { $game }: a draw is offered
push-offer-body = Your opponent offers a draw.
push-rematch-title = { $game }: a rematch is offered
push-rematch-body = Your opponent offers a rematch.
push-joined-title = { $game }: the game has started
push-joined-body = Every seat is taken.
online-error-bad_message = The server could not read what this page sent. Reload the page.
online-error-unknown_type = The server does not know that request. Reload the page.
online-error-hello_first = The connection to the room was not set up. Reload the page.
online-error-bad_token = This seat's key is not valid in this room.
online-error-not_a_player = Only the players of this game can do that.
online-error-not_your_turn = It is not your turn.
online-error-illegal_move = The server refused that move.
online-error-stale = The game moved on before your move arrived; the board shows it as it is now.
online-error-game_over = The game is over.
online-error-not_allowed = That is not possible now.
online-error-rate_limited = Too much at once: wait a moment.
online-error-room_not_found = There is no such room. Check the link.
online-error-expired = This invitation has expired (rooms wait 30 days for players).
online-error-server_busy = The server is busy and nothing was changed: try again.
online-error-bad_proto = This page is older than the server: reload it.
online-phrases = Say…
online-phrasesTitle = Quick phrases
online-said = { $Side }: { $phrase }
online-phraseLog = Messages ({ $n })
online-mutePhrases = Hide the others’ messages
online-unmutePhrases = Show the others’ messages
online-phrase-hello = Hello!
online-phrase-good_luck = Good luck!
online-phrase-have_fun = Have fun!
online-phrase-nice_move = Nice move!
online-phrase-oops = Oops!
online-phrase-one_moment = One moment, please.
online-phrase-your_move = Your move.
online-phrase-thanks = Thanks!
online-phrase-well_played = Well played!
online-phrase-good_game = Good game!
online-phrase-rematch = Rematch?
online-phrase-bye = Bye!
rule-time = The time ran out.
rule-left = A player left the game and the win was claimed.
rule-aborted = The game was called off before everyone had moved.
rule-leftDraw = A player left the game and a draw was claimed.
result-aborted = Game called off

# Komunikaty Tahty po polsku. Format i jak dodać komunikat: README.md, „Messages”.

## the app

app-name = Tahta
app-tagline = Tradycyjne gry planszowe dla dwóch (albo trzech) osób na jednym telefonie.
app-sentence = { $text }.
app-sentences = { $first } { $second }
app-loading = Wczytywanie…
app-engineFailed = Nie udało się wczytać silnika gry.
app-engineFailedHint = Odśwież stronę, aby spróbować ponownie.
app-reload = Odśwież
app-engineUnsupported = Ta przeglądarka nie może uruchomić gier.
app-engineUnsupportedHint = Jej WebAssembly nie obsługuje { $feature }, a silnik gry Tahty tego potrzebuje. Mają to Safari (na iPhone’ach i iPadach od iOS 16.4), Chrome 91, Firefox 89 i nowsze: zaktualizuj przeglądarkę albo otwórz Tahtę w innej.
home-heading = Wybierz grę
home-twoPlayers = Dwie osoby na tym urządzeniu
home-threePlayers = Trzy osoby na tym urządzeniu
home-tableSetup = Ustawienia stołu…
menu-rules = Zasady
home-rules = Zasady
home-rulesLabel = Zasady gry { $game }
home-learn = Nauka
home-learnLabel = { $game }: lekcje i zadania
home-language = Język
home-play = Graj: { $game }
home-cardLabel = { $game } · { $players } · Graj
home-continue =
    { $n ->
        [one] Dokończ partię · { $n } ruch
        [few] Dokończ partię · { $n } ruchy
        [many] Dokończ partię · { $n } ruchów
       *[other] Dokończ partię · { $n } ruchu
    }
home-setup = Z komputerem…
home-setupLabel = Wybierz przeciwnika: komputer na jednym z czterech poziomów albo ludzi na tym urządzeniu
home-face = Twarzą w twarz
home-roundTable = Wokół stołu
dialog-close = Zamknij
dialog-ok = OK
dialog-cancel = Anuluj
setup-title = Nowa partia · { $game }
setup-opponent = Przeciwnik
setup-bot = Z komputerem
setup-local = Dwie osoby na tym urządzeniu
setup-localMany = Wszyscy na tym urządzeniu
setup-level = Poziom
setup-side = Grasz
setup-random = Losowo
setup-seats = Gracze
setup-human = Człowiek
setup-seating = Usadzenie
setup-sideBySide = Obok siebie
setup-face = Twarzą w twarz
setup-start = Start
setup-cancel = Anuluj
setup-benlikGames =
    { $n ->
        [one] Dotąd nauczył się z { $n } twojej partii.
        [few] Dotąd nauczył się z { $n } twoich partii.
        [many] Dotąd nauczył się z { $n } twoich partii.
       *[other] Dotąd nauczył się z { $n } twojej partii.
    }
setup-needHuman = Co najmniej jedno miejsce musi zająć człowiek.
setup-unfinished =
    { $n ->
        [one] Masz nieukończoną partię gry { $game } ({ $n } ruch). Nowa partia odłoży ją na bok: możesz do niej wrócić później.
        [few] Masz nieukończoną partię gry { $game } ({ $n } ruchy). Nowa partia odłoży ją na bok: możesz do niej wrócić później.
        [many] Masz nieukończoną partię gry { $game } ({ $n } ruchów). Nowa partia odłoży ją na bok: możesz do niej wrócić później.
       *[other] Masz nieukończoną partię gry { $game } ({ $n } ruchu). Nowa partia odłoży ją na bok: możesz do niej wrócić później.
    }
setup-unfinishedHere =
    { $n ->
        [one] Ta partia nie jest skończona ({ $n } ruch). Nowa partia odłoży ją na bok: możesz do niej wrócić później.
        [few] Ta partia nie jest skończona ({ $n } ruchy). Nowa partia odłoży ją na bok: możesz do niej wrócić później.
        [many] Ta partia nie jest skończona ({ $n } ruchów). Nowa partia odłoży ją na bok: możesz do niej wrócić później.
       *[other] Ta partia nie jest skończona ({ $n } ruchu). Nowa partia odłoży ją na bok: możesz do niej wrócić później.
    }
setup-keepPlaying = Wróć do tej partii
setup-benlikNote = Benlik gra jak „Trudny” i uczy się z każdej partii, którą z nim rozegrasz.
setup-online = Zagraj ze znajomym przez sieć
level-easy = Łatwy
level-normal = Średni
level-hard = Trudny
level-benlik = Benlik
level-easy-about = „Łatwy” od czasu do czasu celowo robi słabszy ruch.
level-normal-about = „Średni” widzi krótką taktykę i przelicza wymiany.
level-hard-about = „Trudny” myśli do 1,5 sekundy nad ruchem; na wolnym urządzeniu patrzy mniej daleko.
level-benlik-about = Benlik myśli jak „Trudny”, a po każdej partii trochę dopasowuje swoje oceny do twojego stylu gry.
menu-label = Menu
menu-newGame = Nowa partia…
menu-benlikLearned = Czego nauczył się Benlik
menu-benlikReset = Zresetuj Benlika…
benlik-title = Czego nauczył się Benlik · { $game }
benlik-none = Benlik nie skończył jeszcze z tobą żadnej partii gry { $game }: gra z ustawieniami początkowymi.
benlik-unchanged =
    { $n ->
        [one] Po { $n } partii jego ustawienia prawie się nie zmieniły.
        [few] Po { $n } partiach jego ustawienia prawie się nie zmieniły.
        [many] Po { $n } partiach jego ustawienia prawie się nie zmieniły.
       *[other] Po { $n } partii jego ustawienia prawie się nie zmieniły.
    }
benlik-after =
    { $n ->
        [one] Po { $n } partii, w porównaniu z ustawieniami początkowymi, Benlik teraz:
        [few] Po { $n } partiach, w porównaniu z ustawieniami początkowymi, Benlik teraz:
        [many] Po { $n } partiach, w porównaniu z ustawieniami początkowymi, Benlik teraz:
       *[other] Po { $n } partii, w porównaniu z ustawieniami początkowymi, Benlik teraz:
    }
benlik-limits = Jedna partia zmienia ustawienie najwyżej o 3%, a żadne ustawienie nigdy nie odchodzi od początkowego o więcej niż 30%.
benlik-learnedFromGame = W porównaniu z ustawieniami początkowymi Benlik teraz:
benlik-unchangedGame = Ustawienia Benlika prawie się nie zmieniły.
benlik-resetTitle = Zresetować Benlika?
benlik-resetText = Benlik zapomni, czego nauczył się z twoich partii, i znów będzie grał z ustawieniami początkowymi.
benlik-resetGame = Zresetuj dla gry { $game }
benlik-resetAll = Zresetuj dla wszystkich gier
benlik-percent = { $n }%
benlik-more = bardziej
benlik-less = mniej
benlik-material = { $more } ceni bierkę „{ $piece }” (o { $pct })
benlik-generic = { $more } ceni „{ $id }” (o { $pct })
benlik-f-advance = { $more } dba o wysuwanie swoich zwierząt naprzód (o { $pct })
benlik-f-den_attack = { $more } dba o podchodzenie do twojej jamy (o { $pct })
benlik-f-den_guard = { $more } dba o obronę własnej jamy (o { $pct })
benlik-f-jumper_on_bank = { $more } ceni lwy i tygrysy czekające nad rzeką na skok (o { $pct })
benlik-f-mobility = { $more } dba o swobodę ruchu swoich bierek (o { $pct })
benlik-f-pawn_advance = { $more } dba o pchanie pionów (o { $pct })
benlik-f-centre = { $more } ceni centrum (o { $pct })
benlik-f-center = { $more } ceni centrum (o { $pct })
benlik-f-king_shelter = { $more } dba o osłonę swojego króla (o { $pct })
benlik-f-king_attack = { $more } dba o atak na twojego króla (o { $pct })
benlik-f-king_safety = { $more } dba o bezpieczeństwo swojego króla (o { $pct })
benlik-f-passed_pawns = { $more } ceni wolne piony (o { $pct })
benlik-f-citadel = { $more } dba o dotarcie do cytadeli (o { $pct })
benlik-f-palace_guard = { $more } dba o obronę swojego pałacu (o { $pct })
benlik-f-river = { $more } dba o przekraczanie rzeki (o { $pct })
benlik-f-spare_royal = { $more } ceni zapasową figurę królewską (księcia albo przybranego króla) (o { $pct })
benlik-f-material-war_engine = { $more } ceni machiny wojenne (o { $pct })
benlik-f-material-large = { $more } ceni swoje wielkie figury (potwora morskiego, lwa, byka, odkrywcę) (o { $pct })
benlik-f-material-banner_bearer = { $more } ceni chorążych (o { $pct })
benlik-f-crossed_soldier = { $more } ceni żołnierzy, którzy weszli do innego królestwa (o { $pct })
benlik-f-general_guard = { $more } dba o ochronę generała w pałacu (o { $pct })
benlik-f-pressure = { $more } dba o napór na inne królestwa (o { $pct })
benlik-f-takeover-prey = { $more } dba o zagrażanie królestwu, które gra po nim (o { $pct })
benlik-f-takeover-safety = { $more } dba o to, by wrogie bierki nie wchodziły na jego połowę (o { $pct })
benlik-f-takeover-rival_spared = { $more } dba o oszczędzanie królestwa, które gra przed nim (o { $pct })
variant-jungle-name = Dżungla
variant-jungle-desc = Silniejsze zwierzęta zjadają słabsze; kto pierwszy wejdzie do jamy wroga, wygrywa.
variant-hex-name = Szachy heksagonalne
variant-hex-desc = Szachy Glińskiego na planszy z 91 sześciokątów.
variant-timur-name = Szachy Timura
variant-timur-desc = Wielkie szachy Tamerlana, z wielbłądami, żyrafami i cytadelami.
variant-sanguo-name = Trzy Królestwa
variant-sanguo-desc = Chińskie szachy dla trojga: Shu, Wu i Wei.
side-red = czerwone
side-blue = niebieskie
side-white = białe
side-black = czarne
side-green = zielone
game-back = Wróć do gier
game-board = Plansza: { $game }
game-toMove = Grają { $side }
game-moves = Ruchy
game-noMoves = Jeszcze nie ma ruchów
game-movesPanelLabel = Ruchy: przeglądaj je po kolei, przeanalizuj partię albo ją udostępnij
game-undo = Cofnij
game-undoLabel = Cofnij ostatni ruch
game-undoBotLabel = Cofnij swój ostatni ruch i odpowiedź komputera
game-hint = Podpowiedź
game-hintLabel = Pokaż dobry ruch
game-hintAnnounce = Podpowiedź: { $piece } z { $from } na { $to }
game-newGameLabel = Wybierz przeciwnika i zacznij od nowa
game-resignBotLabel = Poddaj tę partię
game-resignConfirm = Poddać partię?
game-resignConfirmText = Partię wygra komputer.
game-resignConfirmTextMany = Partię wygrają pozostali gracze.
game-resignConfirmLocal = Jeśli { $Loser } się poddadzą, wygrają { $Winner }.
game-keepPlaying = Graj dalej
game-against = z poziomem „{ $level }”
game-againstMany = z komputerem
game-yourMove = Twój ruch ({ $side })
game-botToMove = Ruch komputera
game-botThinking = Komputer myśli
game-botToMoveMany = Grają { $side } (komputer)
game-botThinkingMany = { $Side } myślą
game-thought = Komputer myślał { $s } s (głębokość { $depth })
game-resign = Poddaj się
game-resignLabel = { $Side } poddają się
game-offerDraw = Remis?
game-noUndoBot = Bez cofania: z komputerem { $game } rozgrywa się jak przy prawdziwej planszy — wykonany ruch zostaje.
game-offerDrawLabel = { $Side } proponują remis
game-drawOffered = { $Side } proponują remis.
game-acceptDraw = Przyjmij
game-acceptDrawLabel = { $Side } przyjmują remis
game-withdrawDrawLabel = { $Side } wycofują propozycję remisu
game-declineDraw = Odrzuć
game-newGame = Nowa partia
game-flip = Obróć
game-flipLabel = Obróć planszę
game-showBoard = Pokaż planszę
game-over = Koniec partii
game-moved = { $Piece } z { $from } na { $to }
game-movedCapture = { $Piece } z { $from } na { $to }, bicie: { $captured }
game-undone = Ruch cofnięty. Grają { $side }.
game-chooseMove = Wybierz ruch
game-cancel = Anuluj
game-pieceOf = { $piece } ({ $side })
result-win = { $Side } wygrały
result-youWin = Wygrywasz
result-botWins = Wygrywa komputer
result-wins = { $Sides } wygrały
result-draw = Remis
result-stalemate = Pat
result-stalemateScore = { $Winner } 3/4, { $Loser } 1/4 — { $Winner } dały pata
rule-hex-fifty-moves = 50 ruchów każdej strony bez bicia i bez ruchu pionem.
game-promote = Promuj piona na
game-checkSuffix = { " " }· szach!
game-movedPromoted = { $Piece } z { $from } na { $to }, promocja: { $piece }
game-movedCapturePromoted = { $Piece } z { $from } na { $to }, bicie: { $captured }, promocja: { $piece }
rule-den = Zwierzę weszło do jamy przeciwnika.
rule-no-animals = Drugiej stronie nie zostały żadne zwierzęta.
rule-no-moves = Strona na ruchu nie miała żadnego dozwolonego ruchu.
rule-checkmate = Mat.
rule-stalemate = Strona na ruchu nie miała dozwolonego ruchu, ale nie była szachowana.
rule-citadel = Król wszedł do cytadeli przeciwnika.
rule-threefold = Ta sama pozycja powtórzyła się po raz trzeci.
rule-no-progress =
    { $n ->
        [one] Po { $n } ruchu każdej strony bez bicia.
        [few] Po { $n } ruchy każdej strony bez bicia.
        [many] Po { $n } ruchów każdej strony bez bicia.
       *[other] Po { $n } ruchu każdej strony bez bicia.
    }
rule-bare-kings = Zostały tylko dwa króle.
rule-resignation = { $Loser } poddały się.
rule-resignationShort = Przez poddanie.
rule-agreement = Za zgodą obu graczy.
rule-last-general = Ostatni ocalały generał.
notice-close = Zamknij
notice-badPosition = Nie udało się użyć pozycji z linku: { $message }. Partia zaczyna się od zwykłej pozycji.
notice-unknownParam = Ustawienie linku „{ $name }” jest nieznane i zostało pominięte.
notice-badValue = „{ $value }” to nieprawidłowa wartość dla „{ $name }”; używam „{ $fallback }”.
notice-badSeats = „{ $value }” nie podaje gracza dla każdego z miejsc ({ $n }); jeden człowiek gra z komputerem.
notice-noHuman = Co najmniej jedno miejsce musi zająć człowiek: grasz na pierwszym miejscu.
notice-botFailed = Komputer nie mógł wykonać ruchu: { $message }
notice-benlikCorrupt = Zapisane ustawienia Benlika dla gry { $game } były nieczytelne i zostały zresetowane.
notice-benlikStorage = Ta przeglądarka nie pozwala Benlikowi niczego zapisać: gra z ustawieniami początkowymi i zapomina, czego się nauczy.
notice-benlikSaveFailed = Benlik nie mógł zapisać, czego nauczył się w tej partii (pamięć przeglądarki jest pełna lub niedostępna).
notice-benlikNotFromStart = Benlik niczego się z tej partii nie nauczył: uczy się tylko z partii rozpoczętych od zwykłej pozycji, a nie od pozycji z linku lub zapisu.
notice-benlikReset = Benlik zapomniał, czego nauczył się w grze { $game }.
notice-benlikResetAll = Benlik zapomniał, czego nauczył się we wszystkich grach.
notice-botOnly = Ustawienie linku „{ $name }” dotyczy tylko partii z komputerem i zostało pominięte.
notice-bannersOnly = Ustawienie linku „banners” dotyczy tylko Trzech Królestw i zostało pominięte.
notice-bannersUnsupported = Wyłączenie chorążych nie jest jeszcze dostępne.
notice-unknownGame = Nie ma gry o nazwie „{ $id }”.
notice-engineError = Silnik zgłosił problem: { $message }
notice-resumeFailed = Nie udało się przywrócić zapisanej partii; zaczyna się nowa.
piece-elephant = słoń
piece-lion = lew
piece-tiger = tygrys
piece-leopard = lampart
piece-wolf = wilk
piece-dog = pies
piece-cat = kot
piece-rat = szczur
piece-king = król
piece-queen = hetman
piece-rook = wieża
piece-bishop = goniec
piece-knight = skoczek
piece-pawn = pion
piece-general = generał
piece-timur-general = ferz
piece-vizier = wezyr
piece-camel = wielbłąd
piece-war_engine = machina wojenna
piece-picket = strażnik
piece-giraffe = żyrafa
piece-prince = książę
piece-adventitious_king = przybrany król
piece-sea_monster = potwór morski
piece-bull = byk
piece-explorer = odkrywca
piece-pawnOf = pion ({ $kind })
piece-pawnOfPawns = pion pionów
piece-advisor = doradca
piece-horse = koń
piece-chariot = rydwan
piece-cannon = armata
piece-soldier = żołnierz
piece-banner_bearer = chorąży
piece-unknown = bierka { $token }

## app/rules

rules-title = { $game }: zasady
rules-kicker = Zasady
rules-back = Wstecz
rules-contents = Na tej stronie
rules-play = Graj: { $game }
rules-legendMove = idzie tu (i tu bije)
rules-legendCapture = tylko bije
rules-figure = { $Piece } na { $from } może pójść na { $cells }
rules-figureCaptures = { $text }; tylko bije na { $cells }
rules-unavailable = Nie udało się narysować bierek: { $message }
rules-on-jungle = na { $cell }
rules-on-hex = na { $cell }
rules-on-timur = na { $cell }
rules-on-sanguo = na { $cell }
rules-enlarge = Powiększ
rules-enlargeLabel = Powiększ rysunek
rules-learn = Naucz się gry { $game } krok po kroku: lekcje i zadania

## board/zoom

zoom-board = Powiększona plansza
zoom-shrink = Plansza w zwykłym rozmiarze

## game/engine-errors

engineError-unknown-variant = nieznana gra „{ $variant }” (znane: { $known })
engineError-unknown-option = nieznana opcja stołu „{ $option }” dla { $variant }
engineError-bad-field-count = oczekiwano pól: { $expected } ({ $fields }), znaleziono: { $found }
engineError-bad-board = pole planszy jest źle zapisane
engineError-bad-board-ranks = oczekiwano rzędów oddzielonych „/”: { $expected }, znaleziono: { $found }
engineError-bad-board-halves = oczekiwano połówek oddzielonych „|”: { $expected }, znaleziono: { $found }
engineError-bad-board-cells = w rzędzie { $rank } oczekiwano pól: { $expected }, znaleziono: { $found }
engineError-bad-board-empty-count = zła liczba pustych pól „{ $text }” w rzędzie { $rank }
engineError-bad-piece = nieznana bierka „{ $text }”
engineError-bad-turn = strona na ruchu musi być jedną z { $expected }, a jest „{ $found }”
engineError-bad-number = { $field } musi być liczbą całkowitą, a jest „{ $found }”
engineError-bad-counter = { $field } wynosi { $found }, ale limit to { $limit }
engineError-bad-field = złe pole { $field }: „{ $found }”
engineError-too-many-pieces = Strona { $Player } ma za dużo bierek rodzaju „{ $piece }” (najwyżej { $limit })
engineError-missing-piece = Strona { $Player } nie ma bierki „{ $piece }”
engineError-bad-placement = { $piece } ({ $player }) na { $cell } nie może tam stać
engineError-bad-placement-water = { $piece } ({ $player }) na { $cell } stoi w wodzie; pływają tylko szczury
engineError-bad-placement-own-den = { $piece } ({ $player }) na { $cell } stoi we własnej jamie
engineError-bad-placement-promotion-cell = { $piece } ({ $player }) na { $cell } stoi na swoim polu promocji
engineError-bad-placement-behind-start = { $piece } ({ $player }) na { $cell } stoi za swoimi polami startowymi
engineError-bad-placement-promotion-rank = { $piece } ({ $player }) na { $cell } stoi na swojej linii promocji
engineError-bad-placement-outside-palace = { $piece } ({ $player }) na { $cell } stoi poza swoim pałacem
engineError-bad-placement-advisor-point = { $piece } ({ $player }) na { $cell } nie stoi na ukośnym punkcie pałacu
engineError-bad-placement-outside-home-half = { $piece } ({ $player }) na { $cell } stoi poza swoją połową
engineError-bad-placement-elephant-point = { $piece } ({ $player }) na { $cell } nie stoi na punkcie słonia
engineError-bad-placement-soldier-point = { $piece } ({ $player }) na { $cell } nie może tam stać na swojej połowie
engineError-bad-placement-citadel-not-royal = { $piece } ({ $player }) na { $cell }: w cytadeli mogą stać tylko figury królewskie
engineError-bad-placement-own-citadel = { $piece } ({ $player }) na { $cell }: do własnej cytadeli może wejść tylko przybrany król
engineError-bad-placement-citadel-not-highest = { $piece } ({ $player }) na { $cell }: do cytadeli przeciwnika może wejść tylko najwyższa figura królewska strony
engineError-impossible-position = ta pozycja nie może powstać w partii
engineError-impossible-position-check-not-to-move = król strony { $Player } na { $cell } jest szachowany, a na ruchu są { $side }
engineError-impossible-position-den-entered = { $Player } są już w jamie strony { $opponent }, więc na ruchu nie mogą być { $player }
engineError-impossible-position-citadel-entered = { $Player } weszły do cytadeli { $cell } i zakończyły partię, więc na ruchu nie mogą być { $player }
engineError-impossible-position-both-citadels = w obu cytadelach stoi wroga figura królewska; partia kończy się na pierwszej
engineError-impossible-position-en-passant-not-passed = pole bicia w przelocie { $cell } nie jest polem, przez które przechodzi pion strony { $player } w podwójnym ruchu
engineError-impossible-position-en-passant-occupied = pole bicia w przelocie { $cell } jest zajęte
engineError-impossible-position-en-passant-origin-occupied = pole bicia w przelocie { $cell }: { $origin } musi być puste
engineError-impossible-position-en-passant-no-pawn = pole bicia w przelocie { $cell } wymaga piona strony { $player }, który właśnie zrobił podwójny ruch na { $landing }
engineError-impossible-position-en-passant-clock = pole bicia w przelocie { $cell } wymaga licznika półruchów 0, a jest { $found }
engineError-impossible-position-owner-defeated = { $Player } nie należą do żywych królestw, więc nie mają bierek
engineError-impossible-position-home-alive = { $Home } wciąż grają, więc ich bierki nie mogły zostać przejęte
engineError-impossible-position-general-taken-over = generała nigdy się nie przejmuje ({ $cell })
engineError-impossible-position-side-defeated = na ruchu są { $Player }, ale nie należą do żywych królestw
engineError-impossible-position-prince-and-pawn-of-king = strona { $Player } ma i księcia, i piona króla; książę może powstać tylko z tego piona
engineError-impossible-position-pawn-of-pawns-arrivals = pion pionów strony { $Player } na { $cell } już trzy razy doszedł do ostatniej linii
engineError-impossible-position-adventitious-king-arrivals = przybrany król strony { $Player } na { $cell } wymaga 3 dojść piona pionów, a jest { $found }
engineError-malformed-move = źle zapisany ruch „{ $move }”: oczekiwano <skąd>-<dokąd> z nazwami pól
engineError-unknown-cell = nieznane pole „{ $cell }” w ruchu „{ $move }”
engineError-no-piece-there = niedozwolony ruch „{ $move }”: na { $cell } nie ma bierki
engineError-not-your-piece = niedozwolony ruch „{ $move }”: bierka na { $cell } należy do strony { $owner }, a na ruchu są { $side }
engineError-illegal-move = niedozwolony ruch „{ $move }”: { $piece } z { $from } nie może pójść na { $to }
engineError-bad-suffix = niedozwolony ruch „{ $move }”: ten ruch wymaga tu innej końcówki (jednej z: { $options })
engineError-game-over = partia jest skończona ({ $result })
engineError-game-not-over = partia jeszcze się nie skończyła
engineError-bad-ending = nieznane zakończenie „{ $text }”
engineError-ending-refused = takie zakończenie nie jest teraz możliwe
engineError-ending-refused-two-players = żądanie remisu wobec gracza, który odszedł, wymaga partii dwóch graczy
engineError-ending-refused-too-late = za późno na anulowanie: każdy gracz wykonał już pierwszy ruch
engineError-unknown-player = nieznany gracz „{ $player }”
engineError-bad-time-limit = limit czasu musi być skończoną liczbą milisekund, 0 lub więcej, a jest { $found }
engineError-bad-weights = wagi bota dla { $variant } są nieużyteczne: { $reason }
engineError-unknown-level = nieznany poziom „{ $level }”
engineError-wrong-type = { $name } musi być typu { $expected }, a jest { $found }
engineError-bad-record = Nie da się odczytać zapisu partii.

## game/notice-stack

notice-more =
    { $n ->
        [one] Jeszcze { $n } powiadomienie
        [few] Jeszcze { $n } powiadomienia
        [many] Jeszcze { $n } powiadomień
       *[other] Jeszcze { $n } powiadomienia
    }
notice-fewer = Pokaż tylko najnowsze powiadomienie

## game/records-strings

view-back = Poprzedni ruch
view-forward = Następny ruch
view-viewing = Ruch { $n } z { $total }
view-start = Pozycja początkowa
view-live = Wróć do partii
view-plyLabel = Pokaż pozycję po { $move }
material-label = Materiał
material-side =
    { $points ->
        [one] { $Side }: { $points } punkt na planszy
        [few] { $Side }: { $points } punkty na planszy
        [many] { $Side }: { $points } punktów na planszy
       *[other] { $Side }: { $points } punktu na planszy
    }
material-points =
    { $n ->
        [one] { $n } punkt na planszy
        [few] { $n } punkty na planszy
        [many] { $n } punktów na planszy
       *[other] { $n } punktu na planszy
    }
material-lost = stracone: { $pieces }
material-none = nic nie stracono
record-export = Udostępnij
record-exportLabel = Wyeksportuj lub udostępnij zapis partii
record-title = Zapis partii
record-hint = Skopiuj zapis lub go udostępnij; albo wklej tu zapis i go otwórz.
record-copy = Kopiuj
record-share = Udostępnij
record-open = Otwórz
record-copied = Skopiowano.
record-linkCopied = Link skopiowany.
record-copyFailed = Nie udało się skopiować: zaznacz tekst i skopiuj go.
record-bad = Nie udało się otworzyć tego zapisu: { $message }
record-otherGame = To zapis partii gry { $game }.
record-shareTitle = { $game } · Tahta
menu-import = Otwórz zapis partii
menu-pastGames = Rozegrane partie
menu-clearPast = Wyczyść rozegrane partie
past-title = Rozegrane partie
past-none = Nie ma jeszcze skończonych partii.
past-open = Analiza
past-cleared = Rozegrane partie usunięte.
past-youWon = Wygrana
past-youLost = Przegrana
past-draw = Remis
past-aborted = Odwołana
past-won = { $Side } wygrały
past-wonMany = { $Sides } wygrały
past-against = Z komputerem · { $levels }
past-online = Przez sieć
past-local = Ludzie na tym urządzeniu
past-rule-agreement = za zgodą
past-rule-bare-kings = zostały same króle
past-rule-checkmate = mat
past-rule-citadel = wejście do cytadeli
past-rule-den = wejście do jamy
past-rule-fifty-moves = zasada 50 ruchów
past-rule-last-general = ostatni generał
past-rule-left = gracz odszedł
past-rule-no-animals = brak zwierząt
past-rule-no-moves = brak ruchów
past-rule-no-progress = zbyt długo bez bicia
past-rule-resignation = poddanie
past-rule-stalemate = pat
past-rule-threefold = trzykrotne powtórzenie
past-rule-time = na czas
review-start = Analiza
review-startLabel = Przeanalizuj partię silnikiem
review-running = Analiza… { $done } z { $total }
review-cancel = Anuluj
review-title = Analiza silnika
review-graph = Ocena w trakcie partii: { $summary }
review-mark-inaccuracy = niedokładność
review-mark-mistake = błąd
review-mark-blunder = poważny błąd
review-better = lepiej { $move }
review-summary = { $Side }: poważne błędy { $blunders }, błędy { $mistakes }, niedokładności { $inaccuracies }
review-best = Silnik: { $move }
review-failed = Analiza się nie udała: { $message }
review-retry = Popraw swoje błędy
review-retryLabel = Zagraj jeszcze raz każdy swój błąd i poważny błąd z tej partii, jak zadanie

## game/saved-offer

saved-waiting =
    { $n ->
        [one] Masz nieukończoną partię gry { $game } ({ $moves }).
        [few] Masz { $n } nieukończone partie gry { $game }; najnowsza ma { $moves }.
        [many] Masz { $n } nieukończonych partii gry { $game }; najnowsza ma { $moves }.
       *[other] Masz { $n } nieukończonej partii gry { $game }; najnowsza ma { $moves }.
    }
saved-moves =
    { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
        [many] { $n } ruchów
       *[other] { $n } ruchu
    }
saved-continue = Dokończ
saved-continueLabel = Dokończ nieukończoną partię gry { $game }

## game/seating

seating-flipEveryMove = Obracaj planszę po każdym ruchu
seating-flipEveryMoveNote = Gracz na ruchu zawsze gra od dołu.

## game/selection-words

select-selected =
    { $n ->
        [one] Wybrano: { $piece } na { $cell }, { $n } ruch.
        [few] Wybrano: { $piece } na { $cell }, { $n } ruchy.
        [many] Wybrano: { $piece } na { $cell }, { $n } ruchów.
       *[other] Wybrano: { $piece } na { $cell }, { $n } ruchu.
    }
select-none = { $piece } na { $cell } nie ma ruchu.
select-target-move = { $label }, ruch tutaj
select-target-capture = { $label }, bicie
select-target-swap = { $label }, zamiana miejscami

## game/sound

menu-sound = Dźwięk

## games/sanguo/strings

sanguo-kingdom-r = Shu
sanguo-kingdom-g = Wu
sanguo-kingdom-b = Wei
sanguo-kingdomColour = { $K } ({ $colour })
sanguo-toMove = na ruchu
sanguo-yourMove = twój ruch
sanguo-waiting = w grze
sanguo-computer = komputer · { $level }
sanguo-defeated = pokonane
sanguo-defeatedBy = pokonane · armia dla { $K }
sanguo-wins = wygrywa
sanguo-sharesWin = dzieli zwycięstwo
sanguo-resigned = poddało się
sanguo-lost = przegrało
sanguo-drawn = remis
sanguo-resign = Poddaj się
sanguo-resignLabel = { $K } poddaje się
sanguo-resignAsk = { $K }: poddać się?
sanguo-resignOutcomeOne = Partię wygrywa { $A }.
sanguo-resignOutcomeTwo = Partia się kończy: { $A } i { $B } dzielą zwycięstwo.
sanguo-resignYes = Poddaj się
sanguo-resignNo = Graj dalej
sanguo-resignWho = Kto się poddaje?
sanguo-resignShared = Partia się kończy, a dwa pozostałe królestwa dzielą zwycięstwo.
sanguo-resignOther = Partia się kończy i wygrywa drugie królestwo.
sanguo-takeover = { $Loser } pokonane; { $Winner } przejmuje jego bierki.
sanguo-result-win = { $K } wygrywa
sanguo-result-shared = { $A } i { $B } dzielą zwycięstwo
sanguo-result-youWin = Wygrywasz
sanguo-result-youShare = Dzielisz zwycięstwo z { $K }
sanguo-result-draw = Remis
sanguo-rule-last-general = { $K } ma ostatniego ocalałego generała.
sanguo-rule-resignation = { $K } poddało się.
sanguo-rule-threefold = Ta sama pozycja powtórzyła się po raz trzeci.
sanguo-rule-no-progress = 180 ruchów z rzędu bez bicia i bez porażki.
sanguo-moved = { $Piece } z { $from } na { $to }
sanguo-movedCapture = { $Piece } z { $from } na { $to }, bicie: { $captured }
sanguo-takenFrom = { $piece } od { $K }
sanguo-rotate = Obróć planszę: następne królestwo na dole
sanguo-followTurn = Królestwo na ruchu na dole
sanguo-pieces = Bierki
sanguo-latin = Łacińskie litery na bierkach
sanguo-piecesTitle = Bierki Trzech Królestw
sanguo-piecesNote = Kolor krążka to właściciel. Kropka na brzegu: przejęta od tego królestwa, nadal chodzi jak bierka swojej rodzimej połowy.
sanguo-move-general = jeden krok po linii, w obrębie pałacu
sanguo-move-advisor = jeden krok po przekątnej pałacu
sanguo-move-elephant = dwa kroki po skosie, nie przez bierkę; nigdy nie przekracza rzeki
sanguo-move-horse = jeden krok prosto, potem jeden po skosie na zewnątrz; blokuje go bierka obok
sanguo-move-chariot = dowolnie daleko po linii
sanguo-move-cannon = jak rydwan; bije, przeskakując dokładnie jedną bierkę
sanguo-move-soldier = jeden krok naprzód; za rzeką także w bok
sanguo-move-banner = dwa punkty prosto, potem jeden po skosie na zewnątrz; nie przeskakuje
sanguo-setup-banners = Chorążowie
sanguo-setup-bannersNote = Dwie bierki więcej w każdym królestwie: dwa punkty prosto, potem jeden po skosie na zewnątrz. Wył.: zestaw klasyczny.
sanguo-setup-on = Wł.
sanguo-setup-off = Wył.
sanguo-setup-board = Plansza
sanguo-setup-fixed = Shu na dole
sanguo-setup-turn = Na dole ten, kto ma ruch
sanguo-setup-side = Obok siebie
sanguo-setup-face = Wokół stołu

## games/timur/strings

piece-pawnOf-prince = pion króla
piece-pawnOf-general = pion ferza
piece-pawnOf-vizier = pion wezyra
piece-pawnOf-rook = pion wieży
piece-pawnOf-knight = pion skoczka
piece-pawnOf-elephant = pion słonia
piece-pawnOf-camel = pion wielbłąda
piece-pawnOf-war_engine = pion machiny wojennej
piece-pawnOf-giraffe = pion żyrafy
piece-pawnOf-picket = pion strażnika
piece-pawnOf-sea_monster = pion potwora morskiego
piece-pawnOf-lion = pion lwa
piece-pawnOf-bull = pion byka
piece-pawnOf-explorer = pion odkrywcy
game-timur-movedPromoted = { $Piece } z { $from } na { $to }, promocja: { $piece }
game-timur-movedCapturePromoted = { $Piece } z { $from } na { $to }, bicie: { $captured }, promocja: { $piece }
timur-swapPly = K{ $from }⇄{ $to }
timur-swapped = { $Piece } z { $from } zamienił się miejscami z bierką „{ $partner }” na { $to }
timur-ppReturned = { $Piece } doszedł do { $to } i wrócił na { $cell }
timur-ppReturnedCapture = { $Piece } doszedł do { $to }, bicie: { $captured }; wrócił na { $cell }
timur-ppSent = { $Piece } znów doszedł do { $to } i został odesłany na { $cell }
timur-ppSentCapture = { $Piece } znów doszedł do { $to }, bicie: { $captured }; odesłany na { $cell }
timur-ppRemoved = { $Piece } doszedł do { $to }, ale nie znalazł wolnego pola do powrotu i zszedł z planszy
timur-ppRemovedCapture = { $Piece } doszedł do { $to }, bicie: { $captured }; nie znalazł wolnego pola do powrotu i zszedł z planszy
timur-ppBecame = { $Piece } po raz trzeci doszedł do { $to } i został przybranym królem
timur-ppBecameCapture = { $Piece } po raz trzeci doszedł do { $to }, bicie: { $captured }; został przybranym królem
timur-sides = Zamiana króla i pion pionów
timur-swap = zamiana
timur-swapNow = zamiana!
timur-swapLeft = { $Side }: zamiana króla nie została jeszcze użyta.
timur-swapUsed = { $Side }: zamiana króla została już użyta.
timur-swapReady = { $Side }: król jest atakowany — dotknij go, aby zamienić go miejscami z jedną z twoich bierek (oznaczonych ⇄).
timur-arrivals =
    { $n ->
        [one] { $Side }: pion pionów doszedł do ostatniej linii { $n } raz (po 3 razach zostaje przybranym królem).
        [few] { $Side }: pion pionów doszedł do ostatniej linii { $n } razy (po 3 razach zostaje przybranym królem).
        [many] { $Side }: pion pionów doszedł do ostatniej linii { $n } razy (po 3 razach zostaje przybranym królem).
       *[other] { $Side }: pion pionów doszedł do ostatniej linii { $n } razy (po 3 razach zostaje przybranym królem).
    }
timur-citadelOf = cytadela: { $side }
timur-help = Bierki
timur-helpLabel = Jak chodzą bierki
timur-help-title = Jak chodzą bierki
timur-help-from = Z { $cell } na pustej planszy, jako białe.
timur-help-moves = idzie tu (i tu bije)
timur-help-captures = tylko bije
timur-help-kinds = Rodzaje bierek
timur-help-main = Bierki
timur-help-royal = Figury królewskie z promocji
timur-help-pawns = Piony
timur-help-large = Wariant wielki
timur-help-board = Ruchy bierki „{ $piece }”
timur-about-king = Jedno pole w dowolną stronę. Figura królewska: mat oznacza przegraną. Raz na partię, gdy jest atakowany, może zamienić się miejscami z jedną ze swoich bierek.
timur-about-general = Jedno pole po skosie.
timur-about-vizier = Jedno pole prosto: naprzód, wstecz lub w bok.
timur-about-rook = Dowolnie daleko po linii prostej.
timur-about-knight = Skacze w kształcie litery L: dwa pola prosto, potem jedno w bok.
timur-about-elephant = Skacze dokładnie o dwa pola po skosie, nad wszystkim, co pomiędzy.
timur-about-camel = Skacze o trzy pola w jedną stronę i jedno w drugą: długie L.
timur-about-war_engine = Skacze dokładnie o dwa pola prosto, nad wszystkim, co pomiędzy.
timur-about-picket = Po skosie dowolnie daleko, ale co najmniej dwa pola; nie przeskakuje.
timur-about-giraffe = Jedno pole po skosie, potem trzy lub więcej pól prosto, od miejsca startu; nie przeskakuje.
timur-about-prince = Chodzi jak król i też jest figurą królewską. Pion króla staje się księciem.
timur-about-adventitious_king = Chodzi jak król; figura królewska. Pion pionów staje się nim przy trzecim dojściu. Może schronić się we własnej cytadeli.
timur-about-pawn = Jedno pole naprzód; bije jedno pole po skosie naprzód. Na ostatniej linii zmienia się w bierkę „{ $piece }”.
timur-about-pawns = Chodzi jak pion. Za pierwszym razem, gdy dojdzie do ostatniej linii, wraca na swoje pole startowe, za drugim na pole startowe piona króla; za trzecim zostaje przybranym królem.
timur-about-sea_monster = Wariant wielki. Jedno pole prosto.
timur-about-lion = Wariant wielki. Skacze o jedno do trzech pól po dowolnej linii prostej lub ukośnej, nad wszystkim, co pomiędzy.
timur-about-bull = Wariant wielki. Skacze o trzy pola w jedną stronę i dwa w drugą.
timur-about-explorer = Wariant wielki. Skacze dokładnie o trzy pola po skosie.
timur-article-elephant = słoń
timur-article = { $piece }
rule-timur-checkmate = Mat.
rule-timur-no-moves = Strona na ruchu nie miała dozwolonego ruchu — w szachach Timura to przegrana, nawet bez szacha.
rule-timur-citadel = Król wszedł do cytadeli przeciwnika.
rule-timur-no-progress = 50 ruchów każdej strony bez bicia i bez ruchu pionem.
rule-timur-threefold = Ta sama pozycja powtórzyła się po raz trzeci.

## learn/strings

learn-kicker = Lekcje
learn-title = { $game }: lekcje
learn-lead = Jedna krótka lekcja na każdą bierkę i każdą zasadę. Silnik sprawdza każde zadanie, więc liczy się każda poprawna odpowiedź; im mniej ruchów, tym więcej gwiazdek.
learn-back = Wstecz
learn-stars =
    { $total ->
        [one] { $n } z { $total } gwiazdki
        [few] { $n } z { $total } gwiazdek
        [many] { $n } z { $total } gwiazdek
       *[other] { $n } z { $total } gwiazdki
    }
learn-starsShort = { $n }/{ $total }
learn-lessonLabel = { $title }: { $stars }
learn-puzzles = Zadania
learn-rules = Zasady
learn-lessons = Lekcje
learn-task = Zadanie { $n } z { $total }
learn-you = Grasz: { $side }.
learn-moves = Ruchy: { $n } z { $limit } · trzy gwiazdki za { $par }
learn-done =
    { $n ->
        [one] Zrobione w { $n } ruchu.
        [few] Zrobione w { $n } ruchach.
        [many] Zrobione w { $n } ruchach.
       *[other] Zrobione w { $n } ruchu.
    }
learn-earned =
    { $n ->
        [one] { $n } gwiazdka
        [few] { $n } gwiazdki
        [many] { $n } gwiazdek
       *[other] { $n } gwiazdki
    }
learn-fewer =
    { $par ->
        [one] Trzy gwiazdki wymagają { $par } ruchu: spróbuj jeszcze raz, krócej.
        [few] Trzy gwiazdki wymagają { $par } ruchów: spróbuj jeszcze raz, krócej.
        [many] Trzy gwiazdki wymagają { $par } ruchów: spróbuj jeszcze raz, krócej.
       *[other] Trzy gwiazdki wymagają { $par } ruchu: spróbuj jeszcze raz, krócej.
    }
learn-failure-out-of-moves = Skończyły się ruchy na to zadanie.
learn-failure-game-over = Partia się skończyła, a cel nie został osiągnięty.
learn-failure-piece-lost = Twoja bierka została zbita.
learn-again = Spróbuj jeszcze raz
learn-next = Następne zadanie
learn-nextLesson = Następna lekcja
learn-allLessons = Wszystkie lekcje
learn-showSolution = Pokaż rozwiązanie
learn-solution = Rozwiązanie: { $moves }
learn-lessonDone = Lekcja ukończona: { $stars }.
learn-marked = { $label }, zaznaczone
learn-played = Zagrano { $move }.
learn-replied = Odpowiedź: { $moves }.
learn-refused = Tu tak nie można: { $message }
learn-progressLost = Postępów w grze { $game } zapisanych w tej przeglądarce nie da się odczytać, więc zaczynają się od nowa. Nic innego nie zmieniono.
learn-loadFailed = Nie udało się wczytać: { $message }
learn-noLesson = W grze { $game } nie ma lekcji „{ $id }”.
puzzles-kicker = Zadania
puzzles-title = { $game }: zadania
puzzles-rating = Twój ranking: { $n }
puzzles-streak = Seria: { $n }
puzzles-solvedCount = Rozwiązane: { $n } z { $total }
puzzles-puzzleRating = Ranking zadania: { $n }
puzzles-toMove = Grają { $side }.
puzzles-goal-mate =
    { $n ->
        [one] Znajdź mata w { $n } ruchu.
        [few] Znajdź mata w { $n } ruchach.
        [many] Znajdź mata w { $n } ruchach.
       *[other] Znajdź mata w { $n } ruchu.
    }
puzzles-goal-den =
    { $n ->
        [one] Wejdź do jamy w { $n } ruchu.
        [few] Wejdź do jamy w { $n } ruchach.
        [many] Wejdź do jamy w { $n } ruchach.
       *[other] Wejdź do jamy w { $n } ruchu.
    }
puzzles-goal-eliminationIn =
    { $n ->
        [one] Wyeliminuj ostatniego rywala w { $n } ruchu.
        [few] Wyeliminuj ostatniego rywala w { $n } ruchach.
        [many] Wyeliminuj ostatniego rywala w { $n } ruchach.
       *[other] Wyeliminuj ostatniego rywala w { $n } ruchu.
    }
puzzles-goal-elimination = Wyeliminuj królestwo i przejmij jego armię.
puzzles-goal-promotion = Zdobądź materiał: zbliża się promocja.
puzzles-goal-material = Zdobądź materiał.
puzzles-goal-advantage = Znajdź jedyny ruch, który utrzymuje przewagę.
puzzles-right = Dobrze. Dalej.
puzzles-solved = Rozwiązane! Twój ranking: { $rating } ({ $change }).
puzzles-solvedHelped = Rozwiązane z pomocą: twój ranking zostaje { $rating }.
puzzles-missed = Nie tym razem: { $move } to nie to. Twój ranking: { $rating } ({ $change }).
puzzles-solution = Rozwiązanie: { $line }
puzzles-hint = Podpowiedź
puzzles-hintSaid = Rusz bierkę z { $cell }.
puzzles-showSolution = Pokaż rozwiązanie
puzzles-next = Następne zadanie
puzzles-replying = Odpowiedź: { $move }.
puzzles-allDone = Rozwiązano w tej przeglądarce wszystkie zadania tej gry: będą pojawiać się od nowa.
retry-title = Popraw swoje błędy
retry-count = Błąd { $n } z { $total }
retry-prompt = Zagrano { $number } { $move }: { $mark }. Znajdź lepszy ruch.
retry-checking = Silnik sprawdza { $move }…
retry-good = { $move } jest dobry: tak dobry jak { $best } silnika, albo prawie.
retry-bad = { $move } to wciąż { $mark }. Spróbuj innego ruchu albo zobacz ruch silnika.
retry-best = Ruch silnika: { $best }.
retry-showBest = Pokaż ruch silnika
retry-next = Następny błąd
retry-finished = To były wszystkie błędy: poprawiono { $found } z { $total }.
retry-close = Wróć do partii
retry-failed = Silnik nie mógł ocenić ruchu: { $message }

## online/strings

online-play = Zagraj ze znajomym przez sieć
online-playShort = Przez sieć
online-setupTitle = { $game } ze znajomym przez sieć
online-clock = Zegar
online-noClock = Bez zegara
online-side = Twoja strona
online-random = Losowo
online-banners = Chorążowie
online-create = Utwórz pokój
online-creating = Tworzenie pokoju…
online-note = Dostaniesz link do wysłania znajomemu. Bez rejestracji: link jest zaproszeniem.
online-needsNetwork = Gra przez sieć wymaga połączenia, a to urządzenie jest offline. Partie na tym urządzeniu i z komputerem działają offline.
online-failed = Nie udało się utworzyć pokoju: { $message }
online-connecting = Łączenie z pokojem…
online-waiting = Czekamy, aż znajomy otworzy zaproszenie.
online-waitingMany = Czekamy na znajomych: jedno zaproszenie na każde miejsce.
online-inviteFor = Zaproszenie: { $side }
online-share = Udostępnij
online-copy = Kopiuj
online-copied = Skopiowano
online-qrLabel = Kod QR linku: zeskanuj go innym telefonem
online-who = Kto może dołączyć
online-whoLink = Tylko z linkiem
online-whoOpen = Każdy: na liście „Otwarte gry”
online-openGames = Otwarte gry
online-openBy = Strona twórcy: { $Side }
online-liveGames = Trwające partie
online-watch = Oglądaj
online-livePlies =
    { $n ->
        [0] jeszcze bez ruchów
        [one] { $n } ruch
        [few] { $n } ruchy
        [many] { $n } ruchów
       *[other] { $n } ruchu
    }
online-notOpen = Ktoś zajął tę grę przed tobą. Możesz ją oglądać.
online-premoveDropped = Twój ruch zaplanowany z wyprzedzeniem ({ $move }) był niemożliwy i został anulowany.
online-shareText = Zagraj ze mną w { $game } w Tahcie
online-taken = { $Side } dołączyły.
online-you = ty
online-connected = Połączono
online-reconnecting = Ponowne łączenie…
online-offline = Offline — twoje ruchy zostaną wysłane, gdy wróci sieć
online-sending = wysyłanie…
online-watching = Oglądasz tę partię.
online-resign = Poddaj się
online-offerDraw = Zaproponuj remis
online-drawOffered = Zaproponowano remis
online-drawOfferedBy = { $Side } proponują remis.
online-acceptDraw = Przyjmij remis
online-declineDraw = Odrzuć
online-takeback = Cofnij ruch
online-takebackAsked = Poproszono o cofnięcie
online-takebackAskedBy = { $Side } proszą o cofnięcie ostatniego ruchu.
online-acceptTakeback = Zgódź się na cofnięcie
online-declineTakeback = Odrzuć
online-takenBack = Ostatni ruch został cofnięty.
online-rematch = Rewanż
online-rematchOffered = Zaproponowano rewanż
online-rematchOfferedBy = { $Side } proponują rewanż.
online-acceptRematch = Przyjmij rewanż
online-declineRematch = Odrzuć
online-takebacks = Cofanie ruchów
online-takebacksOn = Dozwolone
online-takebacksOff = Niedozwolone
online-abort = Odwołaj
online-abortLabel = Odwołaj partię (możliwe, dopóki wszyscy nie wykonali ruchu)
online-firstMove = { $Side } muszą wykonać pierwszy ruch w ciągu { $s } s, inaczej partia zostanie odwołana.
online-gone = { $Side } opuściły partię. Za { $s } s możesz zażądać wygranej.
online-goneNow = { $Side } opuściły partię.
online-claimWin = Zażądaj wygranej
online-claimDraw = Zażądaj remisu
online-keepWaiting = Czekaj dalej
online-continueElsewhere = Kontynuuj na innym urządzeniu
online-continueTitle = Kontynuuj na innym urządzeniu
online-continueWarning = Ten link to klucz do twojego miejsca: kto go otworzy, może wykonywać twoje ruchy. Otwieraj go tylko na własnych urządzeniach.
online-yourGames = Twoje partie przez sieć
online-yourTurn = Twój ruch
online-theirTurn = Czekamy: { $side }
online-statusWaiting = Czekamy na graczy
online-statusEnded = Skończona
online-statusAborted = Odwołana
online-unreachable = teraz nieosiągalny
online-forget = Usuń
online-forgetLabel = Usuń { $game } ze swoich partii przez sieć
online-roomMissing = Nie ma takiego pokoju. Sprawdź link.
online-expired = To zaproszenie wygasło (pokoje czekają na graczy 30 dni).
online-seatTaken = To miejsce jest już zajęte. Możesz oglądać partię.
online-badInvite = To zaproszenie nie pasuje do tego pokoju.
online-refused = Serwer odmówił: { $message }
online-serverRestart = Serwer się restartuje; partia za chwilę będzie kontynuowana.
online-clockOf = Zegar: { $side }
online-byDays = Na dni
online-perMove = Czas na ruch
online-days =
    { $n ->
        [one] { $n } dzień
        [few] { $n } dni
        [many] { $n } dni
       *[other] { $n } dnia
    }
online-clockDays = { $d } d { $h } h
online-clockHours = { $h } h { $m } min
online-dueBy = { $Side }: ruch do { $time }
online-daysNote = Partia na dni: każdy ruch daje następnemu graczowi znów cały czas. Nikt nie musi czekać przy planszy.
online-finishedGames = Skończone partie
online-lastMove = ostatni ruch { $mv }
online-notify = Powiadamiaj o moim ruchu
online-notifyOff = Wyłącz powiadomienia
online-notifyAsk = Dostawać powiadomienie, gdy przyjdzie twój ruch, nawet przy zamkniętej stronie?
online-notifyYes = Włącz
online-notifyNo = Nie teraz
online-notifyOn = Powiadomienia dla tej partii są włączone.
online-notifyDenied = Ta przeglądarka blokuje powiadomienia z tej strony. Zezwól na nie w jej ustawieniach, aby wiedzieć o swoich ruchach.
online-notifyFailed = Nie udało się włączyć powiadomień: { $message }
online-notifyUnsupported = Ta przeglądarka nie może pokazywać powiadomień tej strony (na iPhonie najpierw dodaj Tahtę do ekranu początkowego).
push-yourMove-title = { $game }: twój ruch
push-yourMove-body = Przeciwnik zagrał { $mv }.
push-ended-title = { $game }: partia się skończyła
push-ended-body = { $result }
push-offer-title = { $game }: propozycja remisu
push-offer-body = Przeciwnik proponuje remis.
push-rematch-title = { $game }: propozycja rewanżu
push-rematch-body = Przeciwnik proponuje rewanż.
push-joined-title = { $game }: partia się zaczęła
push-joined-body = Wszystkie miejsca są zajęte.
online-error-bad_message = Serwer nie mógł odczytać tego, co wysłała strona. Odśwież stronę.
online-error-unknown_type = Serwer nie zna takiego żądania. Odśwież stronę.
online-error-hello_first = Nie nawiązano połączenia z pokojem. Odśwież stronę.
online-error-bad_token = Klucz tego miejsca nie pasuje do tego pokoju.
online-error-not_a_player = To mogą robić tylko gracze tej partii.
online-error-not_your_turn = To nie twój ruch.
online-error-illegal_move = Serwer nie przyjął tego ruchu.
online-error-stale = Partia poszła naprzód, zanim dotarł twój ruch; plansza pokazuje obecną pozycję.
online-error-game_over = Partia się skończyła.
online-error-not_allowed = To teraz niemożliwe.
online-error-rate_limited = Za dużo naraz: poczekaj chwilę.
online-error-room_not_found = Nie ma takiego pokoju. Sprawdź link.
online-error-expired = To zaproszenie wygasło (pokoje czekają na graczy 30 dni).
online-error-server_busy = Serwer jest zajęty i nic się nie zmieniło: spróbuj ponownie.
online-error-bad_proto = Ta strona jest starsza niż serwer: odśwież ją.
online-phrases = Powiedz…
online-phrasesTitle = Szybkie zwroty
online-said = { $Side }: { $phrase }
online-phraseLog = Wiadomości ({ $n })
online-mutePhrases = Ukryj wiadomości innych
online-unmutePhrases = Pokazuj wiadomości innych
online-phrase-hello = Cześć!
online-phrase-good_luck = Powodzenia!
online-phrase-have_fun = Miłej gry!
online-phrase-nice_move = Dobry ruch!
online-phrase-oops = Ups!
online-phrase-one_moment = Chwileczkę.
online-phrase-your_move = Twój ruch.
online-phrase-thanks = Dzięki!
online-phrase-well_played = Dobrze zagrane!
online-phrase-good_game = Dobra gra!
online-phrase-rematch = Rewanż?
online-phrase-bye = Na razie!
rule-time = Skończył się czas.
rule-left = Gracz opuścił partię i zażądano wygranej.
rule-aborted = Partię odwołano, zanim wszyscy wykonali ruch.
rule-leftDraw = Gracz opuścił partię i zażądano remisu.
result-aborted = Partia odwołana

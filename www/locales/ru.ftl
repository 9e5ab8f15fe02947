# Сообщения Tahta на русском. Формат и как добавить сообщение: README.md, «Messages».

## the app

app-name = Tahta
app-tagline = Традиционные настольные игры для двоих (или троих) на одном телефоне.
app-sentence = { $text }.
app-sentences = { $first } { $second }
app-loading = Загрузка…
app-engineFailed = Не удалось загрузить игровой движок.
app-engineFailedHint = Перезагрузите страницу, чтобы попробовать ещё раз.
app-reload = Перезагрузить
app-engineUnsupported = Этот браузер не может запускать игры.
app-engineUnsupportedHint = В его WebAssembly нет { $feature }, а движку Tahta это нужно. Есть в Safari (на iPhone и iPad с iOS 16.4), Chrome 91, Firefox 89 и новее: обновите браузер или откройте Tahta в другом.
home-heading = Выберите игру
home-twoPlayers = Двое на этом устройстве
home-threePlayers = Трое на этом устройстве
home-tableSetup = Настройки стола…
menu-rules = Правила
home-rules = Правила
home-rulesLabel = Правила игры «{ $game }»
home-learn = Учиться
home-learnLabel = { $game }: уроки и задачи
home-language = Язык
home-play = Играть: { $game }
home-cardLabel = { $game } · { $players } · Играть
home-continue =
    { $n ->
        [one] Продолжить партию · { $n } ход
        [few] Продолжить партию · { $n } хода
        [many] Продолжить партию · { $n } ходов
       *[other] Продолжить партию · { $n } хода
    }
home-setup = Против компьютера…
home-setupLabel = Выберите соперника: компьютер одного из четырёх уровней или людей на этом устройстве
home-face = Лицом к лицу
home-roundTable = Вокруг стола
dialog-close = Закрыть
dialog-ok = OK
dialog-cancel = Отмена
setup-title = Новая партия · { $game }
setup-opponent = Соперник
setup-bot = Против компьютера
setup-local = Двое на этом устройстве
setup-localMany = Все на этом устройстве
setup-level = Уровень
setup-side = Вы играете за
setup-random = Случайно
setup-seats = Игроки
setup-human = Человек
setup-seating = Рассадка
setup-sideBySide = Рядом
setup-face = Лицом к лицу
setup-start = Начать
setup-cancel = Отмена
setup-benlikGames =
    { $n ->
        [one] Пока он учился на { $n } вашей партии.
        [few] Пока он учился на { $n } ваших партиях.
        [many] Пока он учился на { $n } ваших партиях.
       *[other] Пока он учился на { $n } ваших партии.
    }
setup-needHuman = Хотя бы одно место должен занять человек.
setup-unfinished =
    { $n ->
        [one] У вас есть неоконченная партия «{ $game }» ({ $n } ход). Новая партия отложит её: к ней можно вернуться позже.
        [few] У вас есть неоконченная партия «{ $game }» ({ $n } хода). Новая партия отложит её: к ней можно вернуться позже.
        [many] У вас есть неоконченная партия «{ $game }» ({ $n } ходов). Новая партия отложит её: к ней можно вернуться позже.
       *[other] У вас есть неоконченная партия «{ $game }» ({ $n } хода). Новая партия отложит её: к ней можно вернуться позже.
    }
setup-unfinishedHere =
    { $n ->
        [one] Эта партия не окончена ({ $n } ход). Новая партия отложит её: к ней можно вернуться позже.
        [few] Эта партия не окончена ({ $n } хода). Новая партия отложит её: к ней можно вернуться позже.
        [many] Эта партия не окончена ({ $n } ходов). Новая партия отложит её: к ней можно вернуться позже.
       *[other] Эта партия не окончена ({ $n } хода). Новая партия отложит её: к ней можно вернуться позже.
    }
setup-keepPlaying = Вернуться к этой партии
setup-benlikNote = Бенлик играет как «Сильный» и учится на каждой партии, которую вы с ним сыграли.
setup-online = Играть с другом по сети
level-easy = Лёгкий
level-normal = Средний
level-hard = Сильный
level-benlik = Бенлик
level-easy-about = «Лёгкий» иногда нарочно делает более слабый ход.
level-normal-about = «Средний» видит ближайшую тактику и просчитывает размены.
level-hard-about = «Сильный» думает над ходом до 1,5 секунды; на медленном устройстве он видит не так далеко.
level-benlik-about = Бенлик думает как «Сильный», а после каждой партии понемногу подстраивает свои оценки под вашу игру.
menu-label = Меню
menu-newGame = Новая партия…
menu-benlikLearned = Чему научился Бенлик
menu-benlikReset = Сбросить Бенлика…
benlik-title = Чему научился Бенлик · { $game }
benlik-none = Бенлик ещё не доиграл с вами ни одной партии в «{ $game }»: он играет с начальными настройками.
benlik-unchanged =
    { $n ->
        [one] После { $n } партии его настройки почти не изменились.
        [few] После { $n } партий его настройки почти не изменились.
        [many] После { $n } партий его настройки почти не изменились.
       *[other] После { $n } партии его настройки почти не изменились.
    }
benlik-after =
    { $n ->
        [one] После { $n } партии, по сравнению с начальными настройками, Бенлик теперь:
        [few] После { $n } партий, по сравнению с начальными настройками, Бенлик теперь:
        [many] После { $n } партий, по сравнению с начальными настройками, Бенлик теперь:
       *[other] После { $n } партии, по сравнению с начальными настройками, Бенлик теперь:
    }
benlik-limits = Одна партия меняет настройку не больше чем на 3 %, и ни одна настройка никогда не уходит от начальной больше чем на 30 %.
benlik-learnedFromGame = По сравнению с начальными настройками Бенлик теперь:
benlik-unchangedGame = Настройки Бенлика почти не изменились.
benlik-resetTitle = Сбросить Бенлика?
benlik-resetText = Бенлик забудет, чему научился на ваших партиях, и снова будет играть с начальными настройками.
benlik-resetGame = Сбросить для игры «{ $game }»
benlik-resetAll = Сбросить для всех игр
benlik-percent = { $n } %
benlik-more = больше
benlik-less = меньше
benlik-material = ценит фигуру «{ $piece }» на { $pct } { $more }
benlik-generic = придаёт «{ $id }» на { $pct } { $more } веса
benlik-f-advance = на { $pct } { $more } стремится продвигать своих животных вперёд
benlik-f-den_attack = на { $pct } { $more } стремится подобраться к вашему логову
benlik-f-den_guard = на { $pct } { $more } заботится об охране своего логова
benlik-f-jumper_on_bank = на { $pct } { $more } ценит львов и тигров, готовых перепрыгнуть реку
benlik-f-mobility = на { $pct } { $more } заботится о свободе ходов своих фигур
benlik-f-pawn_advance = на { $pct } { $more } стремится продвигать пешки
benlik-f-centre = на { $pct } { $more } ценит центр
benlik-f-center = на { $pct } { $more } ценит центр
benlik-f-king_shelter = на { $pct } { $more } заботится об укрытии своего короля
benlik-f-king_attack = на { $pct } { $more } стремится атаковать вашего короля
benlik-f-king_safety = на { $pct } { $more } заботится о безопасности своего короля
benlik-f-passed_pawns = на { $pct } { $more } ценит проходные пешки
benlik-f-citadel = на { $pct } { $more } стремится дойти до цитадели
benlik-f-palace_guard = на { $pct } { $more } заботится об охране своего дворца
benlik-f-river = на { $pct } { $more } стремится перейти реку
benlik-f-spare_royal = ценит запасную королевскую фигуру (принца или приобретённого короля) на { $pct } { $more }
benlik-f-material-war_engine = ценит осадные машины на { $pct } { $more }
benlik-f-material-large = ценит свои большие фигуры (морское чудище, лев, бык, разведчик) на { $pct } { $more }
benlik-f-material-banner_bearer = ценит знаменосцев на { $pct } { $more }
benlik-f-crossed_soldier = на { $pct } { $more } ценит солдат, перешедших в чужое царство
benlik-f-general_guard = на { $pct } { $more } заботится об охране генерала во дворце
benlik-f-pressure = на { $pct } { $more } стремится давить на другие царства
benlik-f-takeover-prey = на { $pct } { $more } стремится угрожать царству, которое ходит после него
benlik-f-takeover-safety = на { $pct } { $more } заботится о том, чтобы чужие фигуры не заходили на его половину
benlik-f-takeover-rival_spared = на { $pct } { $more } стремится щадить царство, которое ходит перед ним
variant-jungle-name = Джунгли
variant-jungle-desc = Сильные звери едят слабых; кто первым войдёт в логово врага, тот победил.
variant-hex-name = Шестиугольные шахматы
variant-hex-desc = Шахматы Глинского на доске из 91 шестиугольника.
variant-timur-name = Шахматы Тимура
variant-timur-desc = Большие шахматы Тамерлана: с верблюдами, жирафами и цитаделями.
variant-sanguo-name = Три царства
variant-sanguo-desc = Китайские шахматы на троих: Шу, У и Вэй.
side-red = красные
side-blue = синие
side-white = белые
side-black = чёрные
side-green = зелёные
game-back = К списку игр
game-board = Доска: { $game }
game-toMove = Ходят { $side }
game-moves = Ходы
game-noMoves = Ходов пока нет
game-movesPanelLabel = Ходы: просмотр по одному, разбор партии и отправка записи
game-undo = Отменить
game-undoLabel = Отменить последний ход
game-undoBotLabel = Отменить ваш последний ход и ответ компьютера
game-hint = Подсказка
game-hintLabel = Показать хороший ход
game-hintAnnounce = Подсказка: { $piece } с { $from } на { $to }
game-newGameLabel = Выбрать соперника и начать заново
game-resignBotLabel = Сдать эту партию
game-resignConfirm = Сдать партию?
game-resignConfirmText = Партию выиграет компьютер.
game-resignConfirmTextMany = Партию выиграют остальные игроки.
game-resignConfirmLocal = Если { $Loser } сдадутся, выиграют { $Winner }.
game-keepPlaying = Играть дальше
game-against = против уровня «{ $level }»
game-againstMany = против компьютера
game-yourMove = Ваш ход ({ $side })
game-botToMove = Ходит компьютер
game-botThinking = Компьютер думает
game-botToMoveMany = Ходят { $side } (компьютер)
game-botThinkingMany = { $Side } думают
game-thought = Компьютер думал { $s } с (глубина { $depth })
game-resign = Сдаться
game-resignLabel = { $Side } сдаются
game-offerDraw = Ничья?
game-noUndoBot = Без отмены: против компьютера в «{ $game }» играют как за настоящей доской — сделанный ход остаётся.
game-offerDrawLabel = { $Side } предлагают ничью
game-drawOffered = { $Side } предлагают ничью.
game-acceptDraw = Принять
game-acceptDrawLabel = { $Side } принимают ничью
game-withdrawDrawLabel = { $Side } забирают предложение ничьей
game-declineDraw = Отклонить
game-newGame = Новая партия
game-flip = Повернуть
game-flipLabel = Развернуть доску
game-showBoard = Показать доску
game-over = Партия окончена
game-moved = { $Piece } с { $from } на { $to }
game-movedCapture = { $Piece } с { $from } на { $to }, взятие: { $captured }
game-undone = Ход отменён. Ходят { $side }.
game-chooseMove = Выберите ход
game-cancel = Отмена
game-pieceOf = { $piece } ({ $side })
result-win = { $Side } выиграли
result-youWin = Вы выиграли
result-botWins = Выиграл компьютер
result-wins = { $Sides } выиграли
result-draw = Ничья
result-stalemate = Пат
result-stalemateScore = { $Winner } — 3/4, { $Loser } — 1/4: { $Winner } поставили пат
rule-hex-fifty-moves = 50 ходов каждой стороны без взятий и ходов пешкой.
game-promote = Превратить пешку в
game-checkSuffix = { " " }· шах!
game-movedPromoted = { $Piece } с { $from } на { $to }, превращение: { $piece }
game-movedCapturePromoted = { $Piece } с { $from } на { $to }, взятие: { $captured }, превращение: { $piece }
rule-den = Зверь вошёл в логово противника.
rule-no-animals = У другой стороны не осталось зверей.
rule-no-moves = У стороны, чей ход, не было ни одного возможного хода.
rule-checkmate = Мат.
rule-stalemate = У стороны, чей ход, не было возможных ходов, но и шаха не было.
rule-citadel = Король вошёл в цитадель противника.
rule-threefold = Одна и та же позиция повторилась в третий раз.
rule-no-progress =
    { $n ->
        [one] По { $n } ходу каждой стороны без взятий.
        [few] По { $n } хода каждой стороны без взятий.
        [many] По { $n } ходов каждой стороны без взятий.
       *[other] По { $n } хода каждой стороны без взятий.
    }
rule-bare-kings = Остались только два короля.
rule-resignation = { $Loser } сдались.
rule-resignationShort = Сдача.
rule-agreement = По согласию игроков.
rule-last-general = Остался последний генерал.
notice-close = Скрыть
notice-badPosition = Позицию из ссылки не удалось использовать: { $message }. Партия начинается с обычной позиции.
notice-unknownParam = Параметр ссылки «{ $name }» неизвестен и пропущен.
notice-badValue = «{ $value }» — недопустимое значение для «{ $name }»; используется «{ $fallback }».
notice-badSeats = «{ $value }» не задаёт игрока для каждого из мест ({ $n }); один человек играет против компьютера.
notice-noHuman = Хотя бы одно место должен занять человек: вы играете за первое место.
notice-botFailed = Компьютер не смог сделать ход: { $message }
notice-benlikCorrupt = Сохранённые настройки Бенлика для «{ $game }» не читались и были сброшены.
notice-benlikStorage = Этот браузер не даёт Бенлику ничего сохранять: он играет с начальными настройками и забывает то, чему научился.
notice-benlikSaveFailed = Бенлик не смог сохранить то, чему научился в этой партии (хранилище браузера заполнено или недоступно).
notice-benlikNotFromStart = Бенлик ничему не научился в этой партии: он учится только на партиях с обычной начальной позиции, а не с позиции из ссылки или записи.
notice-benlikReset = Бенлик забыл, чему научился в «{ $game }».
notice-benlikResetAll = Бенлик забыл, чему научился во всех играх.
notice-botOnly = Параметр ссылки «{ $name }» действует только в партиях против компьютера и пропущен.
notice-bannersOnly = Параметр ссылки «banners» действует только в «Трёх царствах» и пропущен.
notice-bannersUnsupported = Отключить знаменосцев пока нельзя.
notice-unknownGame = Игры «{ $id }» нет.
notice-engineError = Движок сообщил о проблеме: { $message }
notice-resumeFailed = Сохранённую партию не удалось восстановить; начинается новая.
piece-elephant = слон
piece-lion = лев
piece-tiger = тигр
piece-leopard = леопард
piece-wolf = волк
piece-dog = собака
piece-cat = кошка
piece-rat = крыса
piece-king = король
piece-queen = ферзь
piece-rook = ладья
piece-bishop = слон
piece-knight = конь
piece-pawn = пешка
piece-general = генерал
piece-timur-general = ферзь
piece-vizier = визирь
piece-camel = верблюд
piece-war_engine = осадная машина
piece-picket = дозорный
piece-giraffe = жираф
piece-prince = принц
piece-adventitious_king = приобретённый король
piece-sea_monster = морское чудище
piece-bull = бык
piece-explorer = разведчик
piece-pawnOf = пешка ({ $kind })
piece-pawnOfPawns = пешка пешек
piece-advisor = советник
piece-horse = конь
piece-chariot = колесница
piece-cannon = пушка
piece-soldier = солдат
piece-banner_bearer = знаменосец
piece-unknown = фигура { $token }

## app/rules

rules-title = { $game }: правила
rules-kicker = Правила
rules-back = Назад
rules-contents = На этой странице
rules-play = Играть: { $game }
rules-legendMove = ходит сюда (и бьёт здесь)
rules-legendCapture = только бьёт
rules-figure = { $Piece } на { $from } может пойти на { $cells }
rules-figureCaptures = { $text }; только бьёт на { $cells }
rules-unavailable = Не удалось нарисовать фигуры: { $message }
rules-on-jungle = на { $cell }
rules-on-hex = на { $cell }
rules-on-timur = на { $cell }
rules-on-sanguo = на { $cell }
rules-enlarge = Увеличить
rules-enlargeLabel = Увеличить рисунок
rules-learn = Учитесь играть в «{ $game }» шаг за шагом: уроки и задачи

## board/zoom

zoom-board = Увеличенная доска
zoom-shrink = Доска обычного размера

## game/engine-errors

engineError-unknown-variant = неизвестная игра «{ $variant }» (известны: { $known })
engineError-unknown-option = неизвестный параметр стола «{ $option }» для { $variant }
engineError-bad-field-count = ожидалось полей: { $expected } ({ $fields }), найдено: { $found }
engineError-bad-board = поле доски записано неверно
engineError-bad-board-ranks = ожидалось рядов через «/»: { $expected }, найдено: { $found }
engineError-bad-board-halves = ожидалось половин через «|»: { $expected }, найдено: { $found }
engineError-bad-board-cells = в ряду { $rank } ожидалось клеток: { $expected }, найдено: { $found }
engineError-bad-board-empty-count = неверное число пустых клеток «{ $text }» в ряду { $rank }
engineError-bad-piece = неизвестная фигура «{ $text }»
engineError-bad-turn = очередь хода должна быть одной из { $expected }, а записано «{ $found }»
engineError-bad-number = { $field } должно быть целым числом, а записано «{ $found }»
engineError-bad-counter = { $field } равно { $found }, но предел — { $limit }
engineError-bad-field = неверное поле { $field }: «{ $found }»
engineError-too-many-pieces = У стороны { $Player } слишком много фигур вида «{ $piece }» (не больше { $limit })
engineError-missing-piece = У стороны { $Player } нет фигуры «{ $piece }»
engineError-bad-placement = { $piece } ({ $player }) на { $cell } не может там стоять
engineError-bad-placement-water = { $piece } ({ $player }) на { $cell } стоит в воде; плавают только крысы
engineError-bad-placement-own-den = { $piece } ({ $player }) на { $cell } стоит в своём логове
engineError-bad-placement-promotion-cell = { $piece } ({ $player }) на { $cell } стоит на своём поле превращения
engineError-bad-placement-behind-start = { $piece } ({ $player }) на { $cell } стоит позади своих начальных полей
engineError-bad-placement-promotion-rank = { $piece } ({ $player }) на { $cell } стоит на своей линии превращения
engineError-bad-placement-outside-palace = { $piece } ({ $player }) на { $cell } стоит вне своего дворца
engineError-bad-placement-advisor-point = { $piece } ({ $player }) на { $cell } стоит не на диагональном пункте дворца
engineError-bad-placement-outside-home-half = { $piece } ({ $player }) на { $cell } стоит вне своей половины доски
engineError-bad-placement-elephant-point = { $piece } ({ $player }) на { $cell } стоит не на пункте слона
engineError-bad-placement-soldier-point = { $piece } ({ $player }) на { $cell } не может стоять там на своей половине
engineError-bad-placement-citadel-not-royal = { $piece } ({ $player }) на { $cell }: в цитадели могут стоять только королевские фигуры
engineError-bad-placement-own-citadel = { $piece } ({ $player }) на { $cell }: в свою цитадель может войти только приобретённый король
engineError-bad-placement-citadel-not-highest = { $piece } ({ $player }) на { $cell }: в цитадель противника может войти только старшая королевская фигура стороны
engineError-impossible-position = такая позиция не может возникнуть в партии
engineError-impossible-position-check-not-to-move = король стороны { $Player } на { $cell } под шахом, но ходят { $side }
engineError-impossible-position-den-entered = { $Player } уже в логове стороны { $opponent }, поэтому ход не может быть за стороной { $player }
engineError-impossible-position-citadel-entered = { $Player } вошли в цитадель { $cell } и закончили партию, поэтому ход не может быть за стороной { $player }
engineError-impossible-position-both-citadels = в обеих цитаделях стоит королевская фигура противника; партия кончается на первой
engineError-impossible-position-en-passant-not-passed = поле взятия на проходе { $cell } не то поле, через которое проходит пешка стороны { $player } при двойном ходе
engineError-impossible-position-en-passant-occupied = поле взятия на проходе { $cell } занято
engineError-impossible-position-en-passant-origin-occupied = поле взятия на проходе { $cell }: { $origin } должно быть пустым
engineError-impossible-position-en-passant-no-pawn = для поля взятия на проходе { $cell } нужна пешка стороны { $player }, только что сделавшая двойной ход на { $landing }
engineError-impossible-position-en-passant-clock = для поля взятия на проходе { $cell } счётчик полуходов должен быть 0, а записано { $found }
engineError-impossible-position-owner-defeated = { $Player } нет среди живых царств, поэтому у них нет фигур
engineError-impossible-position-home-alive = { $Home } ещё в игре, поэтому их фигуры не могли быть захвачены
engineError-impossible-position-general-taken-over = генерала никогда не захватывают ({ $cell })
engineError-impossible-position-side-defeated = ходят { $Player }, но их нет среди живых царств
engineError-impossible-position-prince-and-pawn-of-king = у стороны { $Player } есть и принц, и пешка короля; принц может появиться только из этой пешки
engineError-impossible-position-pawn-of-pawns-arrivals = пешка пешек стороны { $Player } на { $cell } уже трижды доходила до последней линии
engineError-impossible-position-adventitious-king-arrivals = приобретённому королю стороны { $Player } на { $cell } нужны 3 прихода пешки пешек, а записано { $found }
engineError-malformed-move = ход «{ $move }» записан неверно: нужно <откуда>-<куда> с названиями клеток
engineError-unknown-cell = неизвестная клетка «{ $cell }» в ходе «{ $move }»
engineError-no-piece-there = невозможный ход «{ $move }»: на { $cell } нет фигуры
engineError-not-your-piece = невозможный ход «{ $move }»: фигура на { $cell } принадлежит стороне { $owner }, а ходят { $side }
engineError-illegal-move = невозможный ход «{ $move }»: { $piece } с { $from } не может пойти на { $to }
engineError-bad-suffix = невозможный ход «{ $move }»: здесь у этого хода должно быть другое окончание (одно из: { $options })
engineError-game-over = партия окончена ({ $result })
engineError-game-not-over = партия ещё не окончена
engineError-bad-ending = неизвестный исход «{ $text }»
engineError-ending-refused = такой исход сейчас невозможен
engineError-ending-refused-two-players = потребовать ничью против ушедшего игрока можно только в партии двоих
engineError-ending-refused-too-late = отменять поздно: каждый игрок уже сделал первый ход
engineError-unknown-player = неизвестный игрок «{ $player }»
engineError-bad-time-limit = лимит времени должен быть конечным числом миллисекунд, 0 или больше, а записано { $found }
engineError-bad-weights = веса бота для { $variant } не годятся: { $reason }
engineError-unknown-level = неизвестный уровень «{ $level }»
engineError-wrong-type = { $name } должно быть типа { $expected }, а получено { $found }
engineError-bad-record = Запись партии не читается.

## game/notice-stack

notice-more =
    { $n ->
        [one] Ещё { $n } уведомление
        [few] Ещё { $n } уведомления
        [many] Ещё { $n } уведомлений
       *[other] Ещё { $n } уведомления
    }
notice-fewer = Показывать только последнее уведомление

## game/records-strings

view-back = Предыдущий ход
view-forward = Следующий ход
view-viewing = Просмотр хода { $n } из { $total }
view-start = Просмотр начальной позиции
view-live = Вернуться к партии
view-plyLabel = Показать позицию после { $move }
material-label = Материал
material-side =
    { $points ->
        [one] { $Side }: { $points } очко на доске
        [few] { $Side }: { $points } очка на доске
        [many] { $Side }: { $points } очков на доске
       *[other] { $Side }: { $points } очка на доске
    }
material-points =
    { $n ->
        [one] { $n } очко на доске
        [few] { $n } очка на доске
        [many] { $n } очков на доске
       *[other] { $n } очка на доске
    }
material-lost = потеряно: { $pieces }
material-none = ничего не потеряно
record-export = Запись
record-exportLabel = Сохранить запись партии или поделиться ею
record-title = Запись партии
record-hint = Скопируйте запись или поделитесь ею; или вставьте сюда запись и откройте её.
record-copy = Копировать
record-share = Поделиться
record-open = Открыть
record-copied = Скопировано.
record-linkCopied = Ссылка скопирована.
record-copyFailed = Не удалось скопировать: выделите текст и скопируйте его.
record-bad = Эту запись не удалось открыть: { $message }
record-otherGame = Это запись партии в «{ $game }».
record-shareTitle = { $game } · Tahta
menu-import = Открыть запись партии
menu-pastGames = Сыгранные партии
menu-clearPast = Очистить сыгранные партии
past-title = Сыгранные партии
past-none = Оконченных партий пока нет.
past-open = Разбор
past-cleared = Сыгранные партии удалены.
past-youWon = Вы выиграли
past-youLost = Вы проиграли
past-draw = Ничья
past-aborted = Отменена
past-won = { $Side } выиграли
past-wonMany = { $Sides } выиграли
past-against = Против компьютера · { $levels }
past-online = По сети
past-local = Люди на этом устройстве
past-rule-agreement = по согласию
past-rule-bare-kings = остались одни короли
past-rule-checkmate = мат
past-rule-citadel = вход в цитадель
past-rule-den = вход в логово
past-rule-fifty-moves = правило 50 ходов
past-rule-last-general = последний генерал
past-rule-left = игрок ушёл
past-rule-no-animals = не осталось зверей
past-rule-no-moves = нет ходов
past-rule-no-progress = слишком долго без взятий
past-rule-resignation = сдача
past-rule-stalemate = пат
past-rule-threefold = троекратное повторение
past-rule-time = по времени
review-start = Разбор
review-startLabel = Разобрать партию с движком
review-running = Разбор… { $done } из { $total }
review-cancel = Отмена
review-title = Разбор движком
review-graph = Оценка по ходу партии: { $summary }
review-mark-inaccuracy = неточность
review-mark-mistake = ошибка
review-mark-blunder = грубая ошибка
review-better = лучше { $move }
review-summary = { $Side }: грубых ошибок { $blunders }, ошибок { $mistakes }, неточностей { $inaccuracies }
review-best = Движок: { $move }
review-failed = Разбор не удался: { $message }
review-retry = Переиграть свои ошибки
review-retryLabel = Сыграть каждую свою ошибку и грубую ошибку этой партии заново, как задачу

## game/saved-offer

saved-waiting =
    { $n ->
        [one] У вас есть неоконченная партия «{ $game }» ({ $moves }).
        [few] У вас { $n } неоконченные партии «{ $game }»; в последней { $moves }.
        [many] У вас { $n } неоконченных партий «{ $game }»; в последней { $moves }.
       *[other] У вас { $n } неоконченной партии «{ $game }»; в последней { $moves }.
    }
saved-moves =
    { $n ->
        [one] { $n } ход
        [few] { $n } хода
        [many] { $n } ходов
       *[other] { $n } хода
    }
saved-continue = Продолжить
saved-continueLabel = Продолжить неоконченную партию «{ $game }»

## game/seating

seating-flipEveryMove = Поворачивать доску после каждого хода
seating-flipEveryMoveNote = Тот, чей ход, всегда играет снизу.

## game/selection-words

select-selected =
    { $n ->
        [one] { $piece } на { $cell } выбран: { $n } ход.
        [few] { $piece } на { $cell } выбран: { $n } хода.
        [many] { $piece } на { $cell } выбран: { $n } ходов.
       *[other] { $piece } на { $cell } выбран: { $n } хода.
    }
select-none = { $piece } на { $cell }: ходов нет.
select-target-move = { $label }, ход сюда
select-target-capture = { $label }, взятие
select-target-swap = { $label }, обмен местами

## game/sound

menu-sound = Звук

## games/sanguo/strings

sanguo-kingdom-r = Шу
sanguo-kingdom-g = У
sanguo-kingdom-b = Вэй
sanguo-kingdomColour = { $K } ({ $colour })
sanguo-toMove = ходит
sanguo-yourMove = ваш ход
sanguo-waiting = в игре
sanguo-computer = компьютер · { $level }
sanguo-defeated = побеждено
sanguo-defeatedBy = побеждено · войско у { $K }
sanguo-wins = побеждает
sanguo-sharesWin = делит победу
sanguo-resigned = сдалось
sanguo-lost = проиграло
sanguo-drawn = ничья
sanguo-resign = Сдаться
sanguo-resignLabel = { $K } сдаётся
sanguo-resignAsk = { $K }: сдаться?
sanguo-resignOutcomeOne = Партию выигрывает { $A }.
sanguo-resignOutcomeTwo = Партия кончается: { $A } и { $B } делят победу.
sanguo-resignYes = Сдаться
sanguo-resignNo = Играть дальше
sanguo-resignWho = Кто сдаётся?
sanguo-resignShared = Партия кончается, и два других царства делят победу.
sanguo-resignOther = Партия кончается, и побеждает другое царство.
sanguo-takeover = { $Loser } побеждено; { $Winner } забирает его фигуры.
sanguo-result-win = { $K } побеждает
sanguo-result-shared = { $A } и { $B } делят победу
sanguo-result-youWin = Вы выиграли
sanguo-result-youShare = Вы делите победу с { $K }
sanguo-result-draw = Ничья
sanguo-rule-last-general = У царства { $K } остался последний генерал.
sanguo-rule-resignation = { $K } сдалось.
sanguo-rule-threefold = Одна и та же позиция повторилась в третий раз.
sanguo-rule-no-progress = 180 ходов подряд без взятий и без поражений.
sanguo-moved = { $Piece } с { $from } на { $to }
sanguo-movedCapture = { $Piece } с { $from } на { $to }, взятие: { $captured }
sanguo-takenFrom = { $piece } из { $K }
sanguo-rotate = Повернуть доску: следующее царство снизу
sanguo-followTurn = Снизу царство, чей ход
sanguo-pieces = Фигуры
sanguo-latin = Латинские буквы на фигурах
sanguo-piecesTitle = Фигуры «Трёх царств»
sanguo-piecesNote = Цвет фишки — её владелец. Точка на ободке: фигура захвачена у того царства и ходит как фигура своей родной половины.
sanguo-move-general = на один шаг по линии, внутри своего дворца
sanguo-move-advisor = на один шаг по диагонали дворца
sanguo-move-elephant = на два шага по диагонали, не через фигуру; никогда не переходит реку
sanguo-move-horse = на шаг прямо, затем на шаг по диагонали наружу; его блокирует соседняя фигура
sanguo-move-chariot = на любое расстояние по линии
sanguo-move-cannon = как колесница; бьёт, перепрыгивая ровно через одну фигуру
sanguo-move-soldier = на шаг вперёд; за рекой ещё и в сторону
sanguo-move-banner = на два пункта прямо, затем на один по диагонали наружу; прыгать не может
sanguo-setup-banners = Знаменосцы
sanguo-setup-bannersNote = Ещё две фигуры у каждого царства: два пункта прямо, затем один по диагонали наружу. Выкл.: классический набор.
sanguo-setup-on = Вкл.
sanguo-setup-off = Выкл.
sanguo-setup-board = Доска
sanguo-setup-fixed = Шу снизу
sanguo-setup-turn = Снизу тот, чей ход
sanguo-setup-side = Рядом
sanguo-setup-face = Вокруг стола

## games/timur/strings

piece-pawnOf-prince = пешка короля
piece-pawnOf-general = пешка ферзя
piece-pawnOf-vizier = пешка визиря
piece-pawnOf-rook = пешка ладьи
piece-pawnOf-knight = пешка коня
piece-pawnOf-elephant = пешка слона
piece-pawnOf-camel = пешка верблюда
piece-pawnOf-war_engine = пешка осадной машины
piece-pawnOf-giraffe = пешка жирафа
piece-pawnOf-picket = пешка дозорного
piece-pawnOf-sea_monster = пешка морского чудища
piece-pawnOf-lion = пешка льва
piece-pawnOf-bull = пешка быка
piece-pawnOf-explorer = пешка разведчика
game-timur-movedPromoted = { $Piece } с { $from } на { $to }, превращение: { $piece }
game-timur-movedCapturePromoted = { $Piece } с { $from } на { $to }, взятие: { $captured }, превращение: { $piece }
timur-swapPly = Кр{ $from }⇄{ $to }
timur-swapped = { $Piece } на { $from } поменялся местами с фигурой «{ $partner }» на { $to }
timur-ppReturned = { $Piece } дошла до { $to } и вернулась на { $cell }
timur-ppReturnedCapture = { $Piece } дошла до { $to }, взятие: { $captured }; вернулась на { $cell }
timur-ppSent = { $Piece } снова дошла до { $to } и отправлена на { $cell }
timur-ppSentCapture = { $Piece } снова дошла до { $to }, взятие: { $captured }; отправлена на { $cell }
timur-ppRemoved = { $Piece } дошла до { $to }, но свободной клетки для возврата не нашлось, и она ушла с доски
timur-ppRemovedCapture = { $Piece } дошла до { $to }, взятие: { $captured }; свободной клетки для возврата не нашлось, и она ушла с доски
timur-ppBecame = { $Piece } в третий раз дошла до { $to } и стала приобретённым королём
timur-ppBecameCapture = { $Piece } в третий раз дошла до { $to }, взятие: { $captured }; стала приобретённым королём
timur-sides = Обмен королём и пешка пешек
timur-swap = обмен
timur-swapNow = обмен!
timur-swapLeft = { $Side }: обмен королём ещё не использован.
timur-swapUsed = { $Side }: обмен королём уже использован.
timur-swapReady = { $Side }: король под ударом — коснитесь его, чтобы поменять его местами с одной из ваших фигур (отмечены ⇄).
timur-arrivals =
    { $n ->
        [one] { $Side }: пешка пешек дошла до последней линии { $n } раз (после 3 она станет приобретённым королём).
        [few] { $Side }: пешка пешек дошла до последней линии { $n } раза (после 3 она станет приобретённым королём).
        [many] { $Side }: пешка пешек дошла до последней линии { $n } раз (после 3 она станет приобретённым королём).
       *[other] { $Side }: пешка пешек дошла до последней линии { $n } раза (после 3 она станет приобретённым королём).
    }
timur-citadelOf = цитадель: { $side }
timur-help = Фигуры
timur-helpLabel = Как ходят фигуры
timur-help-title = Как ходят фигуры
timur-help-from = С { $cell } на пустой доске, за белых.
timur-help-moves = ходит (и бьёт) сюда
timur-help-captures = только бьёт
timur-help-kinds = Виды фигур
timur-help-main = Фигуры
timur-help-royal = Королевские фигуры из превращения
timur-help-pawns = Пешки
timur-help-large = Большой вариант
timur-help-board = Ходы фигуры «{ $piece }»
timur-about-king = На одну клетку в любую сторону. Королевская фигура: мат ей — проигрыш. Раз за партию, когда король под ударом, он может поменяться местами с одной из своих фигур.
timur-about-general = На одну клетку по диагонали.
timur-about-vizier = На одну клетку прямо: вперёд, назад или вбок.
timur-about-rook = На любое расстояние по прямой.
timur-about-knight = Прыгает буквой «Г»: две клетки прямо, затем одна в сторону.
timur-about-elephant = Прыгает ровно на две клетки по диагонали, через всё, что между.
timur-about-camel = Прыгает на три клетки в одну сторону и на одну в другую: длинная «Г».
timur-about-war_engine = Прыгает ровно на две клетки прямо, через всё, что между.
timur-about-picket = По диагонали на любое расстояние, но не меньше двух клеток; прыгать не может.
timur-about-giraffe = На одну клетку по диагонали, затем на три и больше клеток прямо, прочь от начала хода; прыгать не может.
timur-about-prince = Ходит как король и тоже королевская фигура. Пешка короля превращается в принца.
timur-about-adventitious_king = Ходит как король; королевская фигура. Пешка пешек становится им при третьем приходе. Может укрыться в своей цитадели.
timur-about-pawn = На одну клетку вперёд; бьёт на одну клетку по диагонали вперёд. На последней линии превращается в фигуру «{ $piece }».
timur-about-pawns = Ходит как пешка. В первый раз дойдя до последней линии, возвращается на своё начальное поле, во второй — на начальное поле пешки короля; в третий становится приобретённым королём.
timur-about-sea_monster = Большой вариант. На одну клетку прямо.
timur-about-lion = Большой вариант. Прыгает на одну—три клетки по любой прямой или диагонали, через всё, что между.
timur-about-bull = Большой вариант. Прыгает на три клетки в одну сторону и на две в другую.
timur-about-explorer = Большой вариант. Прыгает ровно на три клетки по диагонали.
timur-article-elephant = слон
timur-article = { $piece }
rule-timur-checkmate = Мат.
rule-timur-no-moves = У стороны, чей ход, не было возможных ходов — в шахматах Тимура это поражение, даже без шаха.
rule-timur-citadel = Король вошёл в цитадель противника.
rule-timur-no-progress = 50 ходов каждой стороны без взятий и ходов пешкой.
rule-timur-threefold = Одна и та же позиция повторилась в третий раз.

## learn/strings

learn-kicker = Уроки
learn-title = { $game }: уроки
learn-lead = Короткий урок на каждую фигуру и каждое правило. Движок проверяет каждое задание, так что засчитывается любой верный ответ; чем меньше ходов, тем больше звёзд.
learn-back = Назад
learn-stars =
    { $total ->
        [one] { $n } из { $total } звезды
        [few] { $n } из { $total } звёзд
        [many] { $n } из { $total } звёзд
       *[other] { $n } из { $total } звезды
    }
learn-starsShort = { $n }/{ $total }
learn-lessonLabel = { $title }: { $stars }
learn-puzzles = Задачи
learn-rules = Правила
learn-lessons = Уроки
learn-task = Задание { $n } из { $total }
learn-you = Вы играете за { $side }.
learn-moves = Ходов: { $n } из { $limit } · три звезды за { $par }
learn-done =
    { $n ->
        [one] Сделано за { $n } ход.
        [few] Сделано за { $n } хода.
        [many] Сделано за { $n } ходов.
       *[other] Сделано за { $n } хода.
    }
learn-earned =
    { $n ->
        [one] { $n } звезда
        [few] { $n } звезды
        [many] { $n } звёзд
       *[other] { $n } звезды
    }
learn-fewer =
    { $par ->
        [one] Три звезды — за { $par } ход: попробуйте ещё раз, быстрее.
        [few] Три звезды — за { $par } хода: попробуйте ещё раз, быстрее.
        [many] Три звезды — за { $par } ходов: попробуйте ещё раз, быстрее.
       *[other] Три звезды — за { $par } хода: попробуйте ещё раз, быстрее.
    }
learn-failure-out-of-moves = Ходы для этого задания кончились.
learn-failure-game-over = Партия кончилась, а цель не достигнута.
learn-failure-piece-lost = Вашу фигуру взяли.
learn-again = Ещё раз
learn-next = Следующее задание
learn-nextLesson = Следующий урок
learn-allLessons = Все уроки
learn-showSolution = Показать решение
learn-solution = Решение: { $moves }
learn-lessonDone = Урок пройден: { $stars }.
learn-marked = { $label }, отмечено
learn-played = Вы сыграли { $move }.
learn-replied = Ответ: { $moves }.
learn-refused = Здесь так нельзя: { $message }
learn-progressLost = Успехи в «{ $game }», сохранённые в этом браузере, не читаются, поэтому начинаются заново. Больше ничего не изменено.
learn-loadFailed = Не удалось загрузить: { $message }
learn-noLesson = В «{ $game }» нет урока «{ $id }».
puzzles-kicker = Задачи
puzzles-title = { $game }: задачи
puzzles-rating = Ваш рейтинг: { $n }
puzzles-streak = Серия: { $n }
puzzles-solvedCount = Решено: { $n } из { $total }
puzzles-puzzleRating = Рейтинг задачи: { $n }
puzzles-toMove = Ходят { $side }.
puzzles-goal-mate =
    { $n ->
        [one] Найдите мат в { $n } ход.
        [few] Найдите мат в { $n } хода.
        [many] Найдите мат в { $n } ходов.
       *[other] Найдите мат в { $n } хода.
    }
puzzles-goal-den =
    { $n ->
        [one] Войдите в логово за { $n } ход.
        [few] Войдите в логово за { $n } хода.
        [many] Войдите в логово за { $n } ходов.
       *[other] Войдите в логово за { $n } хода.
    }
puzzles-goal-eliminationIn =
    { $n ->
        [one] Выбейте последнего соперника за { $n } ход.
        [few] Выбейте последнего соперника за { $n } хода.
        [many] Выбейте последнего соперника за { $n } ходов.
       *[other] Выбейте последнего соперника за { $n } хода.
    }
puzzles-goal-elimination = Выбейте царство из игры и заберите его войско.
puzzles-goal-promotion = Выиграйте материал: на подходе превращение.
puzzles-goal-material = Выиграйте материал.
puzzles-goal-advantage = Найдите единственный ход, сохраняющий перевес.
puzzles-right = Верно. Продолжайте.
puzzles-solved = Решено! Ваш рейтинг: { $rating } ({ $change }).
puzzles-solvedHelped = Решено с подсказкой: ваш рейтинг остаётся { $rating }.
puzzles-missed = Не в этот раз: { $move } — не то. Ваш рейтинг: { $rating } ({ $change }).
puzzles-solution = Решение: { $line }
puzzles-hint = Подсказка
puzzles-hintSaid = Ходите фигурой на { $cell }.
puzzles-showSolution = Показать решение
puzzles-next = Следующая задача
puzzles-replying = Ответ: { $move }.
puzzles-allDone = Вы решили в этом браузере все задачи этой игры: они пойдут по второму кругу.
retry-title = Переиграть свои ошибки
retry-count = Ошибка { $n } из { $total }
retry-prompt = Вы сыграли { $number } { $move }: { $mark }. Найдите ход получше.
retry-checking = Движок смотрит на { $move }…
retry-good = { $move } — хороший ход: не хуже хода движка { $best } или почти.
retry-bad = { $move } — всё ещё { $mark }. Попробуйте другой ход или посмотрите ход движка.
retry-best = Ход движка: { $best }.
retry-showBest = Показать ход движка
retry-next = Следующая ошибка
retry-finished = Это были все ошибки: исправлено { $found } из { $total }.
retry-close = Вернуться к партии
retry-failed = Движок не смог оценить ход: { $message }

## online/strings

online-play = Играть с другом по сети
online-playShort = По сети
online-setupTitle = { $game } с другом по сети
online-clock = Часы
online-noClock = Без часов
online-side = Ваша сторона
online-random = Случайно
online-banners = Знаменосцы
online-create = Создать комнату
online-creating = Комната создаётся…
online-note = Вы получите ссылку, чтобы отправить её другу. Без регистрации: ссылка и есть приглашение.
online-needsNetwork = Для игры по сети нужна сеть, а это устройство не в сети. Партии на этом устройстве и против компьютера работают без сети.
online-failed = Не удалось создать комнату: { $message }
online-connecting = Подключение к комнате…
online-waiting = Ждём, когда ваш друг откроет приглашение.
online-waitingMany = Ждём ваших друзей: по приглашению на каждое место.
online-inviteFor = Приглашение за { $side }
online-share = Поделиться
online-copy = Копировать
online-copied = Скопировано
online-qrLabel = QR-код ссылки: отсканируйте его другим телефоном
online-who = Кто может присоединиться
online-whoLink = Только по ссылке
online-whoOpen = Любой: в списке «Открытые игры»
online-openGames = Открытые игры
online-openBy = Сторона создателя: { $Side }
online-liveGames = Идущие партии
online-watch = Смотреть
online-livePlies =
    { $n ->
        [0] ходов ещё нет
        [one] { $n } ход
        [few] { $n } хода
        [many] { $n } ходов
       *[other] { $n } хода
    }
online-notOpen = Кто-то занял эту игру раньше вас. Вы можете смотреть её.
online-premoveDropped = Ваш заранее сделанный ход ({ $move }) оказался невозможен и отменён.
online-shareText = Сыграй со мной в «{ $game }» в Tahta
online-taken = { $Side } присоединились.
online-you = вы
online-connected = Подключено
online-reconnecting = Переподключение…
online-offline = Нет сети — ваши ходы отправятся, когда она вернётся
online-sending = отправка…
online-watching = Вы смотрите эту партию.
online-resign = Сдаться
online-offerDraw = Предложить ничью
online-drawOffered = Ничья предложена
online-drawOfferedBy = { $Side } предлагают ничью.
online-acceptDraw = Принять ничью
online-declineDraw = Отклонить
online-takeback = Вернуть ход
online-takebackAsked = Просьба вернуть ход отправлена
online-takebackAskedBy = { $Side } просят вернуть свой последний ход.
online-acceptTakeback = Разрешить вернуть ход
online-declineTakeback = Отклонить
online-takenBack = Последний ход возвращён.
online-rematch = Реванш
online-rematchOffered = Реванш предложен
online-rematchOfferedBy = { $Side } предлагают реванш.
online-acceptRematch = Принять реванш
online-declineRematch = Отклонить
online-takebacks = Возврат ходов
online-takebacksOn = Разрешён
online-takebacksOff = Запрещён
online-abort = Отменить
online-abortLabel = Отменить партию (можно, пока не все сделали ход)
online-firstMove = { $Side } должны сделать первый ход за { $s } с, иначе партия отменяется.
online-gone = { $Side } покинули партию. Вы сможете потребовать её через { $s } с.
online-goneNow = { $Side } покинули партию.
online-claimWin = Потребовать победу
online-claimDraw = Потребовать ничью
online-keepWaiting = Ждать дальше
online-continueElsewhere = Продолжить на другом устройстве
online-continueTitle = Продолжить на другом устройстве
online-continueWarning = Эта ссылка — ключ к вашему месту: кто её откроет, сможет делать ваши ходы. Открывайте её только на своих устройствах.
online-yourGames = Ваши сетевые партии
online-yourTurn = Ваш ход
online-theirTurn = Ждём: { $side }
online-statusWaiting = Ждём игроков
online-statusEnded = Окончена
online-statusAborted = Отменена
online-unreachable = сейчас недоступно
online-forget = Убрать
online-forgetLabel = Убрать «{ $game }» из ваших сетевых партий
online-roomMissing = Такой комнаты нет. Проверьте ссылку.
online-expired = Срок приглашения истёк (комнаты ждут игроков 30 дней).
online-seatTaken = Это место уже занято. Вы можете смотреть партию.
online-badInvite = Это приглашение не подходит к этой комнате.
online-refused = Сервер отказал: { $message }
online-serverRestart = Сервер перезапускается; партия продолжится через мгновение.
online-clockOf = Часы: { $side }
online-byDays = По дням
online-perMove = Время на ход
online-days =
    { $n ->
        [one] { $n } день
        [few] { $n } дня
        [many] { $n } дней
       *[other] { $n } дня
    }
online-clockDays = { $d } д { $h } ч
online-clockHours = { $h } ч { $m } мин
online-dueBy = { $Side }: ход до { $time }
online-daysNote = Игра по дням: каждый ход снова даёт следующему игроку всё время. Никому не нужно ждать за доской.
online-finishedGames = Оконченные партии
online-lastMove = последний ход { $mv }
online-notify = Сообщать о моём ходе
online-notifyOff = Выключить уведомления
online-notifyAsk = Получать уведомление, когда ваш ход, даже при закрытой странице?
online-notifyYes = Включить
online-notifyNo = Не сейчас
online-notifyOn = Уведомления для этой партии включены.
online-notifyDenied = Этот браузер запрещает уведомления от сайта. Разрешите их в настройках, чтобы узнавать о своём ходе.
online-notifyFailed = Не удалось включить уведомления: { $message }
online-notifyUnsupported = Этот браузер не может показывать уведомления сайта (на iPhone сначала добавьте Tahta на экран «Домой»).
push-yourMove-title = { $game }: ваш ход
push-yourMove-body = Соперник сыграл { $mv }.
push-ended-title = { $game }: партия окончена
push-ended-body = { $result }
push-offer-title = { $game }: предложена ничья
push-offer-body = Соперник предлагает ничью.
push-rematch-title = { $game }: предложен реванш
push-rematch-body = Соперник предлагает реванш.
push-joined-title = { $game }: партия началась
push-joined-body = Все места заняты.
online-error-bad_message = Сервер не смог прочитать то, что отправила страница. Перезагрузите страницу.
online-error-unknown_type = Сервер не знает такого запроса. Перезагрузите страницу.
online-error-hello_first = Соединение с комнатой не установлено. Перезагрузите страницу.
online-error-bad_token = Ключ этого места не подходит к этой комнате.
online-error-not_a_player = Это могут делать только игроки этой партии.
online-error-not_your_turn = Сейчас не ваш ход.
online-error-illegal_move = Сервер не принял этот ход.
online-error-stale = Партия ушла вперёд, пока шёл ваш ход; на доске — текущая позиция.
online-error-game_over = Партия окончена.
online-error-not_allowed = Сейчас это невозможно.
online-error-rate_limited = Слишком много запросов сразу: подождите немного.
online-error-room_not_found = Такой комнаты нет. Проверьте ссылку.
online-error-expired = Срок приглашения истёк (комнаты ждут игроков 30 дней).
online-error-server_busy = Сервер занят, ничего не изменилось: попробуйте ещё раз.
online-error-bad_proto = Эта страница старее сервера: перезагрузите её.
online-phrases = Сказать…
online-phrasesTitle = Быстрые фразы
online-said = { $Side }: { $phrase }
online-phraseLog = Сообщения ({ $n })
online-mutePhrases = Скрыть сообщения соперников
online-unmutePhrases = Показывать сообщения соперников
online-phrase-hello = Привет!
online-phrase-good_luck = Удачи!
online-phrase-have_fun = Приятной игры!
online-phrase-nice_move = Хороший ход!
online-phrase-oops = Ой!
online-phrase-one_moment = Минутку, пожалуйста.
online-phrase-your_move = Ваш ход.
online-phrase-thanks = Спасибо!
online-phrase-well_played = Хорошо сыграно!
online-phrase-good_game = Хорошая игра!
online-phrase-rematch = Реванш?
online-phrase-bye = Пока!
rule-time = Время вышло.
rule-left = Игрок покинул партию, и была потребована победа.
rule-aborted = Партия отменена до того, как все сделали ход.
rule-leftDraw = Игрок покинул партию, и была потребована ничья.
result-aborted = Партия отменена

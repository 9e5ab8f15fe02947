//! The engine as JavaScript sees it. No rules live here: each call forwards to the engine and
//! turns its plain views into JS objects (serde-wasm-bindgen) or its errors into JS `Error`s.
//! An engine error also carries `kind` (a stable id such as `illegal-move`) and `params` (a
//! plain object of strings: `move`, `cell`…), so the page can word it in the player's
//! language; `message` stays the engine's English text.
//!
//! The site builds one module per game, each with that game's Cargo feature alone
//! (`www/pkg/<game>/`): a module knows only its game and refuses the others as unknown variants,
//! with the variant named in `params`; parseRecord does the same for a record of another game.
//!
//! ```js
//! import init, { Game, variants } from './pkg/jungle/tahta_wasm.js';
//! await init();
//! const game = new Game('jungle', '');      // '' = start position; throws on a bad position
//! game.geometry();  // { variant, shape, cells: [{name, x, y, zones}], players: [{letter, name}] }
//! game.state();     // { variant, turn, position, move_number, extras, pieces, moves, last,
//!                   //   check, result, history }
//! game.play('a3-a4'); // throws Error('illegal move …') with kind 'illegal-move', changes nothing
//! game.undo();        // true if a move (and any resignation after it) was taken back
//! game.botMove('hard', 0, seed, []); // { notation, score, depth, nodes, elapsed_ms } | null
//! game.resign('r'); game.agreeDraw(); game.features(); bench('jungle', 1500);
//! game.benlikUpdate('b', weights); game.checkWeights(weights); // Benlik learning
//! optionStart('sanguo', 'banners=off'); // the start position string for a table option
//! errorKinds(); // ['unknown-variant', …, 'illegal-move', …]: every error kind id
//! game.pieceHelp(); // [{token, name, from, moves, captures_only}] for help panels and rules pages
//! spec('hex');      // { variant, players, pieces: [{letter, kind, royal…}], zones, promotion_order… }
//! game.analyse('e2-e4', 150000, 0); // { mover, score, best, drop, mark, … } | null (review)
//! parseRecord(text); // { variant, tags: [[name, value]…], moves, start } or throws the reason
//! writeRecord('hex', [['Date', '2025-05-04']], ['f5-f6']); // the record's text
//! const task = new LessonTask('jungle', lessons.lessons[0].tasks[0]); // a task of a lesson file
//! task.view();        // { state, learner, status: 'playing'|'done'|'failed', failure?, moves,
//!                     //   par, limit, stars, marks, replies }
//! task.play('b3-b4'); // the learner's move, the others' replies; returns the new view
//! ```
//!
//! A puzzle screen needs no engine call of its own: a puzzle file (docs/puzzles.md) is text,
//! a move is right when it is the solution's next solver move, and `new Game(variant,
//! position)` shows the position and plays the replies. "Retry your mistakes" asks the review's
//! own question of each candidate move, `game.analyse(move, 0, 0)` on the position before the
//! mistake: the move counts when its `mark` is `null`, that is when it loses less than the
//! review's inaccuracy threshold against the best move.

use tahta_engine::lessons::{Task, TaskRun};
use tahta_engine::record::Record;
use tahta_engine::search::levels::Level;
use tahta_engine::session::Ending;
use tahta_engine::{AnySession, ErrorKind, ParseError, Variant};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`: present in pages, workers and Node alike.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsValue> {
    serde_wasm_bindgen::to_value(value).map_err(|e| JsError::new(&e.to_string()).into())
}

/// An engine error as a JS `Error` with `kind` and `params` set: the message alone is
/// English, and a page in another language needs the id and the details to word it.
/// Setting a property on a fresh `Error` cannot fail, so the results of `Reflect::set` are
/// not looked at.
fn engine_error(error: ParseError) -> JsValue {
    let js = js_sys::Error::new(&error.message);
    let params = js_sys::Object::new();
    for (name, value) in &error.params {
        let _ = js_sys::Reflect::set(&params, &JsValue::from_str(name), &JsValue::from_str(value));
    }
    let _ = js_sys::Reflect::set(&js, &"kind".into(), &error.kind.id().into());
    let _ = js_sys::Reflect::set(&js, &"params".into(), &params);
    js.into()
}

/// What a JS value is, for error messages: `number`, `null`, `object`…
fn kind_of(value: &JsValue) -> String {
    if value.is_null() {
        return "null".into();
    }
    value.js_typeof().as_string().unwrap_or_default()
}

/// A string argument. Parameters are taken as `JsValue` and read here because the bindings
/// generated for `&str` copy whatever they get into wasm memory unchecked (release builds
/// check no types), and a number or an object there traps the module: "memory access out of
/// bounds". Asking JS for the string checks the type, for the cost of one call.
fn text(value: &JsValue, name: &'static str) -> Result<String, JsValue> {
    value.as_string().ok_or_else(|| {
        let found = kind_of(value);
        engine_error(
            ParseError::new(
                ErrorKind::WrongType,
                format!("{name} must be a string, found {found}"),
            )
            .with("name", name)
            .with("expected", "string")
            .with("found", found),
        )
    })
}

/// A weights argument: a `Float32Array` or an array of numbers (empty: the base weights).
/// Read through serde, which checks the value and each element, for the reason given at
/// `text`: the bindings for `Vec<f32>` trust the value's `length`.
fn weights(value: &JsValue) -> Result<Vec<f32>, JsValue> {
    serde_wasm_bindgen::from_value(value.clone()).map_err(|_| {
        let found = kind_of(value);
        engine_error(
            ParseError::new(
                ErrorKind::WrongType,
                format!("weights must be a Float32Array or an array of numbers, found {found}"),
            )
            .with("name", "weights")
            .with("expected", "numbers")
            .with("found", found),
        )
    })
}

/// Ids of the playable variants, in menu order.
#[wasm_bindgen]
pub fn variants() -> Vec<String> {
    Variant::ALL.iter().map(|v| v.id().to_string()).collect()
}

/// The ids of every kind of error the engine throws (`illegal-move`…), so the page's tests can
/// check it has a text for each.
#[wasm_bindgen(js_name = errorKinds)]
pub fn error_kinds() -> Vec<String> {
    ErrorKind::ALL.iter().map(|k| k.id().to_string()).collect()
}

/// A game in progress.
#[wasm_bindgen]
pub struct Game {
    session: Box<dyn AnySession>,
}

#[wasm_bindgen]
impl Game {
    /// Starts `variant` from `position` (empty string: the start position).
    #[wasm_bindgen(constructor)]
    pub fn new(variant: JsValue, position: JsValue) -> Result<Game, JsValue> {
        let variant = Variant::parse(&text(&variant, "variant")?).map_err(engine_error)?;
        let position = text(&position, "position")?;
        let position = Some(position.trim()).filter(|p| !p.is_empty());
        let session = variant.new_session(position).map_err(engine_error)?;
        Ok(Game { session })
    }

    /// The board to draw.
    pub fn geometry(&self) -> Result<JsValue, JsValue> {
        to_js(&self.session.geometry())
    }

    /// The current position, legal moves, last move, check and result.
    pub fn state(&self) -> Result<JsValue, JsValue> {
        to_js(&self.session.state())
    }

    /// The position string.
    pub fn position(&self) -> String {
        self.session.position()
    }

    /// Plays a move string; throws with the reason if it is not legal.
    pub fn play(&mut self, mv: JsValue) -> Result<(), JsValue> {
        let mv = text(&mv, "move")?;
        self.session.play(&mv).map_err(engine_error)
    }

    /// Takes back the last move, and a resignation or agreed draw made after it; false (and
    /// nothing changes) if no move was played.
    pub fn undo(&mut self) -> bool {
        self.session.undo()
    }

    /// The player with this letter resigns.
    pub fn resign(&mut self, player: JsValue) -> Result<(), JsValue> {
        let letter = text(&player, "player")?.chars().next().unwrap_or(' ');
        self.session.resign(letter).map_err(engine_error)
    }

    /// Ends the game drawn by agreement.
    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsValue> {
        self.session.agree_draw().map_err(engine_error)
    }

    /// Ends the game off the board as an online room's log says: `resign:<p>`, `time:<p>`,
    /// `left:<p>`, `left-draw:<p>`, `agreement` or `abort`, so the page shows the same result
    /// as the server.
    pub fn end(&mut self, ending: JsValue) -> Result<(), JsValue> {
        let ending = Ending::parse(&text(&ending, "ending")?).map_err(engine_error)?;
        self.session.end(ending).map_err(engine_error)
    }

    /// Perft from the current position (for benchmarks in the browser).
    pub fn perft(&mut self, depth: u32) -> f64 {
        self.session.perft(depth) as f64
    }

    /// The bot's move for the side to move: `{notation, score, depth, nodes, elapsed_ms}`, or
    /// `null` when the game is over. `level` is `easy|normal|hard|benlik`; `movetime_ms` 0
    /// means the level's own budget, and no level thinks beyond its ceiling whatever is asked
    /// (a time that is negative or not finite throws); `weights` (may be empty) replaces the
    /// base weights, and throws unless `checkWeights` accepts it.
    #[wasm_bindgen(js_name = botMove)]
    pub fn bot_move(
        &mut self,
        level: JsValue,
        movetime_ms: f64,
        seed: f64,
        weights: JsValue,
    ) -> Result<JsValue, JsValue> {
        let level = text(&level, "level")?;
        let level = Level::parse(&level).ok_or_else(|| {
            engine_error(
                ParseError::new(ErrorKind::UnknownLevel, format!("unknown level '{level}'"))
                    .with("level", &level),
            )
        })?;
        let weights = self::weights(&weights)?;
        // 0 asks for the level's own budget; anything else goes to the engine, which refuses
        // NaN, infinities and negative times.
        let movetime = (movetime_ms != 0.0).then_some(movetime_ms);
        let weights = (!weights.is_empty()).then_some(weights.as_slice());
        let reply = self
            .session
            .bot_move(level, movetime, seed as u64, weights, &performance_now)
            .map_err(engine_error)?;
        to_js(&reply)
    }

    /// Benlik's new weights after this finished game; `benlik` is the bot's player letter and
    /// `weights` those it played with (empty: the base weights).
    #[wasm_bindgen(js_name = benlikUpdate)]
    pub fn benlik_update(&self, benlik: JsValue, weights: JsValue) -> Result<Vec<f32>, JsValue> {
        let letter = text(&benlik, "player")?.chars().next().unwrap_or(' ');
        let weights = self::weights(&weights)?;
        let base: Vec<f32> = self.session.features().iter().map(|f| f.base).collect();
        let weights = if weights.is_empty() { base } else { weights };
        self.session
            .benlik_update(letter, &weights)
            .map_err(engine_error)
    }

    /// Why a stored Benlik weight vector is unusable for this variant (not a list of numbers,
    /// wrong length, not finite, beyond the 30% drift limit), or `undefined` if it is fine.
    #[wasm_bindgen(js_name = checkWeights)]
    pub fn check_weights(&self, weights: JsValue) -> Option<String> {
        let weights = match self::weights(&weights) {
            Ok(weights) => weights,
            Err(_) => return Some(format!("not a list of numbers ({})", kind_of(&weights))),
        };
        let base: Vec<f32> = self.session.features().iter().map(|f| f.base).collect();
        tahta_engine::benlik::validate(&base, &weights).err()
    }

    /// Where each piece kind goes from a central cell of an empty board:
    /// `[{token, name, from, moves: [cell…], captures_only: [cell…]}]`.
    #[wasm_bindgen(js_name = pieceHelp)]
    pub fn piece_help(&self) -> Result<JsValue, JsValue> {
        to_js(&self.session.piece_help())
    }

    /// The evaluation features `[{id, base}]` of this variant.
    pub fn features(&self) -> Result<JsValue, JsValue> {
        to_js(&self.session.features())
    }

    /// The game review of the current position: `{mover, score, best: {from, to, notation},
    /// played?, played_score?, drop, mark: 'inaccuracy'|'mistake'|'blunder'|null, depth,
    /// nodes}`, or `null` when the game is over. `played` (a move string, or '' for none) is
    /// the move played here; the search takes `nodes` nodes, or `movetime_ms` when not 0.
    pub fn analyse(
        &mut self,
        played: JsValue,
        nodes: f64,
        movetime_ms: f64,
    ) -> Result<JsValue, JsValue> {
        let played = text(&played, "played")?;
        let played = Some(played.trim()).filter(|p| !p.is_empty());
        let nodes = if nodes.is_finite() && nodes >= 1.0 {
            nodes as u64
        } else {
            tahta_engine::search::review::REVIEW_NODES
        };
        let movetime = (movetime_ms != 0.0).then_some(movetime_ms);
        let found = self
            .session
            .analyse(played, nodes, movetime, &performance_now)
            .map_err(engine_error)?;
        to_js(&found)
    }
}

/// A lesson task being played: the learner's moves go in, the engine answers for the others
/// (or lets the learner move again) and judges the goal from its own answers.
#[wasm_bindgen]
pub struct LessonTask {
    run: TaskRun,
}

#[wasm_bindgen]
impl LessonTask {
    /// Starts `task`, one object of a lesson file's `tasks` (`www/lessons/<variant>.json`), in
    /// `variant`'s module; throws when it is not a task, its position is not legal or its goal
    /// does not fit the position.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: JsValue, task: JsValue) -> Result<LessonTask, JsValue> {
        let variant = Variant::parse(&text(&variant, "variant")?).map_err(engine_error)?;
        let task: Task = serde_wasm_bindgen::from_value(task).map_err(|e| {
            engine_error(
                ParseError::new(ErrorKind::WrongType, format!("not a lesson task: {e}"))
                    .with("name", "task")
                    .with("expected", "lesson task")
                    .with("found", e.to_string()),
            )
        })?;
        let run = TaskRun::new(variant, task).map_err(engine_error)?;
        Ok(LessonTask { run })
    }

    /// Where the task stands: `{state, learner, status, failure?, moves, par, limit, stars,
    /// marks, replies}` (`state` as `Game.state()`, with the moves the learner may make now).
    pub fn view(&self) -> Result<JsValue, JsValue> {
        to_js(&self.run.view())
    }

    /// Plays the learner's move and the others' replies; returns the new view. Throws, changing
    /// nothing, for a move not allowed now (the engine's reason, as `Game.play` gives it).
    pub fn play(&mut self, mv: JsValue) -> Result<JsValue, JsValue> {
        let mv = text(&mv, "move")?;
        self.run.play(&mv).map_err(engine_error)?;
        self.view()
    }
}

/// A game record as read: `{variant, tags: [[name, value]…], moves: [move…], start}` (start:
/// the position string it began from, '' for the usual start). Throws the reason, naming the
/// line or the move, when the text is not a record of a game that replays.
#[wasm_bindgen(js_name = parseRecord)]
pub fn parse_record(record: JsValue) -> Result<JsValue, JsValue> {
    #[derive(serde::Serialize)]
    struct Parsed {
        variant: &'static str,
        tags: Vec<(String, String)>,
        moves: Vec<String>,
        start: String,
    }
    let record = Record::parse(&text(&record, "record")?).map_err(engine_error)?;
    let start = record.start().map_err(engine_error)?.unwrap_or_default();
    to_js(&Parsed {
        variant: record.variant.id(),
        tags: record.tags,
        moves: record.moves,
        start,
    })
}

/// The text of a game record of `variant` with `tags` (`[[name, value]…]`, written in that
/// order after `Game`) and `moves`; throws when the moves do not replay.
#[wasm_bindgen(js_name = writeRecord)]
pub fn write_record(variant: JsValue, tags: JsValue, moves: JsValue) -> Result<String, JsValue> {
    let variant = Variant::parse(&text(&variant, "variant")?).map_err(engine_error)?;
    let tags: Vec<(String, String)> = serde_wasm_bindgen::from_value(tags).map_err(|_| {
        JsValue::from(JsError::new(
            "tags must be a list of [name, value] pairs of strings",
        ))
    })?;
    let moves: Vec<String> = serde_wasm_bindgen::from_value(moves)
        .map_err(|_| JsValue::from(JsError::new("moves must be a list of strings")))?;
    let record = Record {
        variant,
        tags,
        moves,
    };
    // What is written must read back: a bad tag value (an unknown option, a broken start)
    // fails here rather than in the player's hands later.
    let written = record.write().map_err(engine_error)?;
    Record::parse(&written).map_err(engine_error)?;
    Ok(written)
}

/// The start position for a table option (`banners=off` in Three Kingdoms), or `undefined`
/// when the option keeps the standard start; throws for an unknown option.
#[wasm_bindgen(js_name = optionStart)]
pub fn option_start(variant: JsValue, option: JsValue) -> Result<Option<String>, JsValue> {
    let variant = Variant::parse(&text(&variant, "variant")?).map_err(engine_error)?;
    let start = variant
        .option_start(&text(&option, "option")?)
        .map_err(engine_error)?;
    Ok(start.map(str::to_string))
}

/// What never changes in a variant: `{variant, players: [{letter, name}], pieces: [{letter,
/// kind, strength?, royal, promotes?}], zones, undo_against_bot, draw_offers,
/// promotion_order}`; throws for an unknown variant.
#[wasm_bindgen]
pub fn spec(variant: JsValue) -> Result<JsValue, JsValue> {
    let variant = Variant::parse(&text(&variant, "variant")?).map_err(engine_error)?;
    to_js(&variant.spec())
}

/// The benchmark workload of `tahta bench` for one variant: `[{name, nodes, ms, depth}]`;
/// throws for a time limit that is negative or not finite.
#[wasm_bindgen]
pub fn bench(variant: JsValue, movetime_ms: f64) -> Result<JsValue, JsValue> {
    let variant = Variant::parse(&text(&variant, "variant")?).map_err(engine_error)?;
    let lines = tahta_engine::session::bench(variant, movetime_ms, &performance_now)
        .map_err(engine_error)?;
    to_js(&lines)
}

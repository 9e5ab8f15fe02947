//! Game-independent search: iterative deepening alpha-beta with principal-variation search,
//! a transposition table, move ordering (hash move, captures by victim then attacker, killer
//! moves, history), late move reductions, and where the game allows them null-move pruning
//! (see `NULL_MOVE_MIN_DEPTH`), reverse futility pruning (`REVERSE_FUTILITY_MAX_DEPTH`) and
//! late move pruning (`LATE_MOVE_MAX_DEPTH`), quiescence on captures (and on check evasions
//! where a game has check), a cache of static evaluations, a time limit, a node limit and a
//! stop flag.
//!
//! Scores are always from the *root player's* point of view: nodes where the root player moves
//! maximise, all other nodes minimise. With two players this is plain minimax.
//!
//! With three players it is Best-Reply Search (Schadd & Winands 2011) in its BRS+ form (Esser,
//! Gras, Winands, Schadd & Lanctot 2013). Between two moves of the root player, only *one*
//! opponent is searched — whichever has the most damaging reply — while the other plays its
//! *ordering move* (the first move of our move ordering: hash move, best capture, killer…),
//! or at the Hard level the move its own evaluation prefers, pieces hung or saved counted (an
//! opponent model, see `taken_reply`).
//! The whole opponent round counts as one ply of depth. Why not the paranoid search, where
//! every opponent searches every move against the root player: its tree grows with b³ per
//! round, so in 1.5 s it sees the root player move only twice, and it assumes two opponents
//! who coordinate perfectly, which makes it passive; measured against the paranoid Normal it
//! was barely better. BRS+ keeps every move real and in turn order (plain BRS lets the other
//! opponent pass, which creates positions the rules never allow, such as a general left in
//! check), and keeps alpha-beta: each opponent round is one minimising node whose children
//! are "first opponent searched, second plays its ordering move" and the reverse.
//!
//! Measured with `tahta match sanguo`, neither search alone made the deeper Hard level clearly
//! stronger than Normal: in Three Kingdoms the first takeover decides the game. What moved it
//! was keeping opponents' captures of each other out of quiescence (see `quiesce`) together
//! with the evaluation's takeover features: from par to about 60% of the points against two
//! Normals at the real budget; then the opponent model for Hard (see `taken_reply`, which gives
//! its measurements).

pub mod arena;
pub mod levels;
pub mod review;
pub mod table;

use crate::eval::{evaluate, weighted_sum, Evaluate};
use crate::game::{GameMove, Outcome, Player};
use crate::topology::Cell;
use crate::zobrist;
use std::sync::atomic::{AtomicBool, Ordering};
use table::{Bound, Entry, Table};

/// Score of a won game at the root; a win in `n` plies scores `MATE - n`.
pub const MATE: i32 = 1_000_000;
const INFINITY: i32 = 2 * MATE;
/// Scores beyond this are wins or losses at a known distance.
pub const MATE_BOUND: i32 = MATE - 10_000;
/// Deepest ply the search (with quiescence) may reach.
const MAX_PLY: usize = 128;
/// Value of a hex stalemate (¾ for the stalemating side) relative to a draw.
const PARTIAL_RESULT_SCALE: f64 = 4000.0;

/// What a draw costs the root player when more than two play, in centi-units. The round of
/// opponent replies makes a quiet position's search score negative (two opponents move for each
/// of our moves, and the worse reply is assumed), so a draw scored as 0 looked better than
/// playing on, and the bots repeated moves into threefold draws from the opening. With three
/// players a draw is no result for anyone, so every seat plays on unless clearly lost.
const MULTI_PLAYER_CONTEMPT: i32 = 300;

/// A new iteration starts only before this share of the time budget has gone: an iteration
/// costs several times the previous one, so one started later would rarely finish, and an
/// unfinished iteration is time thrown away.
const NEXT_ITERATION_BEFORE: f64 = 0.45;

/// Late move reductions: quiet moves ordered late are rarely best, so they are first searched
/// less deeply and searched again at full depth only if they surprise. Moves before this index
/// are never reduced: they are the hash move and the best captures, the ones most likely to be
/// best or to cut off, where a reduced search would mostly have to be redone.
const LMR_FIRST_REDUCED: usize = 3;
/// Nodes with less depth left are not reduced: a reduction there drops the move straight into
/// quiescence, which looks at captures only, so a quiet move's threat would not be seen at all.
const LMR_MIN_DEPTH: i32 = 3;
/// From this index on, at `LMR_DEEP_MIN_DEPTH` or more, a quiet move is reduced by two plies
/// instead of one: that far down the ordering a cut-off is rare enough that the ply saved on
/// every such move outweighs the occasional re-search.
const LMR_DEEP_FROM: usize = 8;
/// The least depth left for the two-ply reduction, so the reduced search still has at least
/// three plies before quiescence.
const LMR_DEEP_MIN_DEPTH: i32 = 5;

/// Null-move pruning: where the side to move, already at or past the window's far bound by
/// its static evaluation, would still be there after passing the turn and a search
/// `NULL_MOVE_REDUCTION` plies shallower than its moves would get, the node is cut off without
/// searching its moves. A real move is nearly always better than passing, so a pass that holds
/// the bound means a move would; the game says where that is too risky (zugzwang, see
/// `Evaluate::null_move_allowed`). Nodes with less depth left are not pruned so: their
/// reduced search would be quiescence alone, which misses quiet threats.
const NULL_MOVE_MIN_DEPTH: i32 = 3;
/// Plies by which the search after a pass is shallower than a move's (besides the pass's own
/// ply); one more from `NULL_MOVE_DEEP_FROM` plies left, where a cut-off saves the most.
const NULL_MOVE_REDUCTION: i32 = 2;
/// See `NULL_MOVE_REDUCTION`.
const NULL_MOVE_DEEP_FROM: i32 = 7;

/// Reverse futility pruning (also called static null-move pruning): at a null-window node with
/// at most this many plies left, where the side to move's static evaluation beats the bound by
/// the game's margin for every ply left (`Evaluate::reverse_futility_margin`), the node is cut
/// off at once with that evaluation. So near the leaves a position already well won for the
/// side to move is not searched move by move to prove it; deeper, a margin large enough to be
/// safe would rarely be met, and null moves take over.
pub const REVERSE_FUTILITY_MAX_DEPTH: i32 = 3;

/// Late move pruning: at a null-window node with at most this many plies left, not in check,
/// the quiet moves ordered after the first `late_move_count(depth)` are not searched (checks
/// excepted). With hash move, captures, killers and history first, a cut-off that late in the
/// order is rare, and near the leaves a late quiet move costs as much as a good one.
pub const LATE_MOVE_MAX_DEPTH: i32 = 3;

/// How many moves a node with `depth` plies left searches before late move pruning.
fn late_move_count(depth: i32) -> usize {
    (3 + 2 * depth * depth) as usize
}

/// The evaluation cache has `2^EVAL_CACHE_BITS` slots (16 bytes each: 1 MiB).
const EVAL_CACHE_BITS: u32 = 16;

/// How many moves of a node `Searcher::pick` finds one at a time before sorting the rest.
const PICKED_ONE_BY_ONE: usize = 3;

/// History scores are divided by this at the start of each search: what cut off in the last
/// move's search still orders this one, but fades within a few moves as the position changes.
const HISTORY_AGING: i32 = 8;
/// The history bonus of a quiet move that cut off with `depth` plies left: depth², so cut-offs
/// found by deep searches, which refute more of the tree, outweigh the many shallow ones.
fn history_bonus(depth: i32) -> i32 {
    depth * depth
}

/// Move ordering keys (`order_key`), from first searched: the hash move, then tactical moves
/// from `ORDER_TACTICAL` up (by victim, then cheapest attacker), the two killers at
/// `ORDER_KILLER` and one below, then quiet moves by history, capped below the killers.
const ORDER_TACTICAL: i32 = 1 << 28;
/// See `ORDER_TACTICAL`.
const ORDER_KILLER: i32 = 1 << 27;
/// The most a history score counts for in move ordering: it stays below the killers'.
const HISTORY_CAP: i32 = (1 << 26) - 1;

/// What stays the same through one call of `Searcher::search`: the clock and the stop flag.
#[derive(Clone, Copy)]
struct SearchContext<'a> {
    /// Milliseconds from any fixed origin.
    now: &'a dyn Fn() -> f64,
    /// Raised from elsewhere to end the search early.
    stop: Option<&'a AtomicBool>,
}

/// One node of the main search: how deep to search it, how far from the root it is, its
/// window, and where it stands in an opponent round.
#[derive(Clone, Copy)]
struct Node {
    /// Plies left before quiescence.
    depth: i32,
    /// Plies from the root.
    ply: usize,
    /// Lower bound of the window.
    alpha: i32,
    /// Upper bound of the window.
    beta: i32,
    /// Whether the opponent round's searched reply is still to be chosen.
    reply: Reply,
}

/// Within an opponent round of Best-Reply Search: whether the one searched reply is still to
/// be chosen (`Open`) or has been chosen, so this opponent plays the one move `taken_reply`
/// gives it (`Taken`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reply {
    Open,
    Taken,
}

/// A pruning technique that can be turned off (`Searcher::set_pruning`), only to measure what
/// it is worth: the levels search with every one on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pruning {
    /// Null-move pruning (see `NULL_MOVE_MIN_DEPTH`), where the game allows a pass
    /// (`Evaluate::null_move_allowed`).
    NullMoves,
    /// Reverse futility pruning (see `REVERSE_FUTILITY_MAX_DEPTH`), where the game gives a
    /// margin (`Evaluate::reverse_futility_margin`).
    ReverseFutility,
    /// Late move pruning (see `LATE_MOVE_MAX_DEPTH`), where the game allows it
    /// (`Evaluate::late_move_pruning`).
    LateMoves,
}

impl Pruning {
    /// Every technique.
    pub const ALL: [Pruning; 3] = [
        Pruning::NullMoves,
        Pruning::ReverseFutility,
        Pruning::LateMoves,
    ];

    /// The technique's id (`null-moves`, `reverse-futility`, `late-moves`).
    pub fn id(self) -> &'static str {
        match self {
            Pruning::NullMoves => "null-moves",
            Pruning::ReverseFutility => "reverse-futility",
            Pruning::LateMoves => "late-moves",
        }
    }

    /// Reads a technique's id.
    pub fn parse(id: &str) -> Option<Pruning> {
        Pruning::ALL.into_iter().find(|p| p.id() == id)
    }
}

/// When to stop searching.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Deepest iteration.
    pub depth: u32,
    /// Node budget (stop once exceeded).
    pub nodes: u64,
    /// Time budget in milliseconds, measured with the clock passed to `search`.
    pub time_ms: Option<f64>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            depth: 64,
            nodes: u64::MAX,
            time_ms: None,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult<M> {
    /// The move to play (`None` only when there is no legal move).
    pub best: Option<M>,
    /// Its score from the root player's point of view, in centi-units.
    pub score: i32,
    /// Deepest completed iteration.
    pub depth: u32,
    /// Nodes visited (including quiescence).
    pub nodes: u64,
    /// Milliseconds spent.
    pub elapsed_ms: f64,
    /// Scores of the root moves after the last completed iteration, best first
    /// (exact for the first, bounds for the others).
    pub root_scores: Vec<(M, i32)>,
    /// The root scores of the last iteration that finished, best first: unlike `root_scores`,
    /// never a mix of two depths, so two moves' scores compare (the game review needs that).
    /// Empty when no iteration finished.
    pub completed_scores: Vec<(M, i32)>,
    /// After each iteration that finished, in order: its best move and the nodes searched
    /// so far, so a caller can tell from which depth (and for how much work) the search has
    /// held on to its final choice (the puzzles' rating).
    pub iterations: Vec<(M, u64)>,
}

/// A reusable searcher for one game type: keeps its tables between moves.
pub struct Searcher<G: Evaluate> {
    table: Table<G::Move>,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    weights: Vec<f32>,
    scratch: Vec<f32>,
    move_lists: Vec<Vec<G::Move>>,
    root_keys: Vec<u64>,
    root: Player,
    nodes: u64,
    limits: Limits,
    started: f64,
    aborted: bool,
    quiescence: bool,
    exact_root: bool,
    opponent_model: bool,
    /// Whether null-move pruning is on (where the game allows it).
    null_moves: bool,
    /// Whether reverse futility pruning is on (where the game gives a margin).
    reverse_futility: bool,
    /// Whether late move pruning is on (where the game allows it).
    late_moves: bool,
    /// `passed[ply]`: the move into this ply was a pass (no two passes in a row).
    passed: Vec<bool>,
    /// The opponent model's scored moves (gain, index), kept to avoid allocating per node.
    model_gains: Vec<(f32, usize)>,
    /// The opponent model's moving pieces with what each risks where it stands.
    model_standing: Vec<(Cell, f32)>,
    /// Hashes of the game's positions before the root, then of the current search line:
    /// a position seen before scores as a draw, so the side that is ahead avoids repeating.
    line: Vec<u64>,
    /// How many entries of `line` are the game's history (before the root).
    history_len: usize,
    /// The ordering keys of each ply's moves (see `rank`), kept to avoid allocating per node.
    order_keys: Vec<Vec<i64>>,
    /// A copy of the moves `order` reorders, kept between calls so that no node allocates.
    order_copy: Vec<G::Move>,
    /// Static evaluations of recent quiescence positions, by key (see `static_eval`).
    eval_cache: Vec<(u64, i32)>,
}

impl<G: Evaluate> Searcher<G> {
    /// A searcher with a transposition table of `2^table_bits` entries and the given weights.
    pub fn new(table_bits: u32, weights: Vec<f32>) -> Self {
        assert_eq!(weights.len(), G::features().len(), "one weight per feature");
        Searcher {
            table: Table::new(table_bits),
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; 256 * 256],
            scratch: vec![0.0; weights.len()],
            weights,
            move_lists: (0..=MAX_PLY).map(|_| Vec::with_capacity(128)).collect(),
            root_keys: zobrist::keys(0x5EA5C4, 8),
            root: 0,
            nodes: 0,
            limits: Limits::default(),
            started: 0.0,
            aborted: false,
            quiescence: true,
            exact_root: false,
            opponent_model: false,
            null_moves: true,
            reverse_futility: true,
            late_moves: true,
            passed: vec![false; MAX_PLY + 2],
            model_gains: Vec::with_capacity(128),
            model_standing: Vec::with_capacity(32),
            line: Vec::with_capacity(1024),
            history_len: 0,
            eval_cache: vec![(0, 0); 1 << EVAL_CACHE_BITS],
            order_keys: (0..=MAX_PLY).map(|_| Vec::with_capacity(128)).collect(),
            order_copy: Vec::with_capacity(128),
        }
    }

    /// Whether more than two play (Three Kingdoms), where the opponents are two.
    fn multi_player() -> bool {
        G::player_letters().len() > 2
    }

    /// Score of a draw (by repetition or by a rule) for the root player.
    fn draw_score() -> i32 {
        if Self::multi_player() {
            -MULTI_PLAYER_CONTEMPT
        } else {
            0
        }
    }

    /// Turns a pruning technique off or on again; every one is on at first, in the games it
    /// applies to (see `Pruning`).
    pub fn set_pruning(&mut self, pruning: Pruning, on: bool) {
        match pruning {
            Pruning::NullMoves => self.null_moves = on,
            Pruning::ReverseFutility => self.reverse_futility = on,
            Pruning::LateMoves => self.late_moves = on,
        }
    }

    /// Turns quiescence search off (the weakest level searches without it).
    pub fn set_quiescence(&mut self, on: bool) {
        self.quiescence = on;
    }

    /// Searches every root move with a full window, so `root_scores` are all exact (slower;
    /// the Easy level needs real scores to choose a weaker move that does not lose).
    pub fn set_exact_root(&mut self, on: bool) {
        self.exact_root = on;
    }

    /// In a Best-Reply round, makes the opponent that is not searched play the move its own
    /// evaluation prefers one ply ahead instead of its ordering move (see `taken_reply`).
    pub fn set_opponent_model(&mut self, on: bool) {
        self.opponent_model = on;
    }

    /// Tells the searcher the hashes of the positions played before the root (oldest first,
    /// the root itself excluded), so it can see repetitions of them.
    pub fn set_history(&mut self, hashes: &[u64]) {
        self.line.clear();
        self.line.extend_from_slice(hashes);
        self.history_len = hashes.len();
    }

    /// Whether the current position occurred before in the game or on the search line.
    fn repeats(&self, hash: u64) -> bool {
        self.line.iter().rev().any(|&h| h == hash)
    }

    /// Forgets what earlier searches left behind — the transposition table, killers, history,
    /// cached evaluations and the game's history — so the next search gives what a new
    /// searcher's would, without allocating one. Puzzles need that: a puzzle is verified alone,
    /// so the generator must search it exactly as a later check will.
    pub fn reset(&mut self) {
        self.table.clear();
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.fill(0);
        self.eval_cache.fill((0, 0));
        self.set_history(&[]);
    }

    /// Replaces the evaluation weights.
    pub fn set_weights(&mut self, weights: Vec<f32>) {
        assert_eq!(weights.len(), self.weights.len());
        self.weights = weights;
        self.table.clear();
        self.eval_cache.fill((0, 0));
    }

    /// Static evaluation of `game` for `player` with this searcher's weights.
    pub fn evaluate(&mut self, game: &G, player: Player) -> i32 {
        evaluate(game, player, &self.weights, &mut self.scratch)
    }

    /// Searches `game` (restored on return) and returns the best move found.
    ///
    /// `now` returns milliseconds from any fixed origin (the wasm build passes the browser's
    /// clock); `stop` can be raised from elsewhere to end the search early.
    pub fn search(
        &mut self,
        game: &mut G,
        limits: Limits,
        now: &dyn Fn() -> f64,
        stop: Option<&AtomicBool>,
        root_order_seed: u64,
    ) -> SearchResult<G::Move> {
        self.root = game.side_to_move();
        self.nodes = 0;
        self.limits = limits;
        self.started = now();
        self.aborted = false;
        for k in &mut self.killers {
            *k = [None; 2];
        }
        self.history.iter_mut().for_each(|h| *h /= HISTORY_AGING);
        let ctx = SearchContext { now, stop };

        let mut root_moves = Vec::new();
        game.legal_moves(&mut root_moves);
        // A seeded shuffle of the root moves: equal-scoring moves are then chosen differently
        // from game to game, yet the same seed always gives the same game.
        let mut rng = zobrist::SplitMix64::new(root_order_seed);
        for i in (1..root_moves.len()).rev() {
            root_moves.swap(i, rng.below(i + 1));
        }
        let mut result = SearchResult {
            best: root_moves.first().copied(),
            score: 0,
            depth: 0,
            nodes: 0,
            elapsed_ms: 0.0,
            root_scores: root_moves.iter().map(|&m| (m, 0)).collect(),
            completed_scores: Vec::new(),
            iterations: Vec::new(),
        };
        if root_moves.len() <= 1 {
            result.elapsed_ms = now() - self.started;
            return result;
        }
        let mut scored: Vec<(G::Move, i32)> = result.root_scores.clone();
        self.line.truncate(self.history_len);
        self.line.push(game.hash());
        for depth in 1..=limits.depth.max(1) {
            let mut alpha = -INFINITY;
            let beta = INFINITY;
            let mut best_score = -INFINITY;
            let mut completed = 0;
            for (i, entry) in scored.iter_mut().enumerate() {
                let mv = entry.0;
                game.make(mv);
                let mut score;
                let child = |alpha: i32, beta: i32| Node {
                    depth: depth as i32 - 1,
                    ply: 1,
                    alpha,
                    beta,
                    reply: Reply::Open,
                };
                if i == 0 || self.exact_root {
                    score = self.alphabeta(game, child(-INFINITY, beta), ctx);
                } else {
                    score = self.alphabeta(game, child(alpha, alpha + 1), ctx);
                    if score > alpha && !self.aborted {
                        score = self.alphabeta(game, child(alpha, beta), ctx);
                    }
                }
                game.unmake();
                if self.aborted {
                    break;
                }
                entry.1 = score;
                completed += 1;
                if score > best_score {
                    best_score = score;
                }
                if score > alpha {
                    alpha = score;
                }
            }
            if completed == 0 {
                break;
            }
            // Stable sort: the best move first, then the others in their previous order, so
            // the next iteration searches the principal move first.
            let (done, _) = scored.split_at_mut(completed);
            done.sort_by_key(|e| std::cmp::Reverse(e.1));
            let best = scored[0];
            result.best = Some(best.0);
            result.score = best.1;
            result.root_scores = scored.clone();
            if self.aborted {
                break;
            }
            result.depth = depth;
            result.completed_scores = scored.clone();
            result.iterations.push((best.0, self.nodes));
            if best.1.abs() >= MATE_BOUND {
                break; // a forced result: searching deeper cannot change it
            }
            if let Some(budget) = limits.time_ms {
                if now() - self.started > budget * NEXT_ITERATION_BEFORE {
                    break;
                }
            }
            if self.nodes >= limits.nodes {
                break;
            }
        }
        result.nodes = self.nodes;
        result.elapsed_ms = now() - self.started;
        result
    }

    fn out_of_budget(&mut self, ctx: SearchContext) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes >= self.limits.nodes {
            self.aborted = true;
        } else if self.nodes & 1023 == 0 {
            let timed_out = self
                .limits
                .time_ms
                .is_some_and(|t| (ctx.now)() - self.started >= t);
            let stopped = ctx.stop.is_some_and(|s| s.load(Ordering::Relaxed));
            self.aborted = timed_out || stopped;
        }
        self.aborted
    }

    /// The evaluation of `game` for the root player, from `eval_cache` when this position was
    /// evaluated lately. Why a cache: quiescence evaluates nearly every node it visits, and
    /// iterative deepening and transpositions bring the same positions back many times; the
    /// evaluation (mobility above all) was the largest part of a search's time. The key is the
    /// position's hash with the root player's key, as in the transposition table, and the
    /// weights do not change during a search (`set_weights` empties the cache).
    fn static_eval(&mut self, game: &G) -> i32 {
        let key = game.hash() ^ self.root_keys[self.root as usize];
        let slot = key as usize & ((1 << EVAL_CACHE_BITS) - 1);
        let (stored, score) = self.eval_cache[slot];
        if stored == key {
            return score;
        }
        let score = evaluate(game, self.root, &self.weights, &mut self.scratch);
        self.eval_cache[slot] = (key, score);
        score
    }

    /// The score of a finished game for the root player, preferring quick wins and slow losses.
    fn outcome_score(&self, outcome: &Outcome, ply: usize) -> i32 {
        if matches!(outcome, Outcome::Draw { .. }) {
            return Self::draw_score();
        }
        let value = outcome.score(self.root) * 2.0 - 1.0; // −1 loss … +1 win
        if value >= 1.0 {
            MATE - ply as i32
        } else if value <= -1.0 {
            -(MATE - ply as i32)
        } else {
            (value * PARTIAL_RESULT_SCALE) as i32
        }
    }

    fn to_table(score: i32, ply: usize) -> i32 {
        if score >= MATE_BOUND {
            score + ply as i32
        } else if score <= -MATE_BOUND {
            score - ply as i32
        } else {
            score
        }
    }

    fn from_table(score: i32, ply: usize) -> i32 {
        if score >= MATE_BOUND {
            score - ply as i32
        } else if score <= -MATE_BOUND {
            score + ply as i32
        } else {
            score
        }
    }

    /// How early a move is searched: hash move, tactical moves by victim value then cheapest
    /// attacker, killers, then quiet moves by history.
    fn order_key(&self, game: &G, mv: G::Move, hash_move: Option<G::Move>, ply: usize) -> i32 {
        let killers = self.killers[ply];
        if Some(mv) == hash_move {
            return i32::MAX;
        }
        if game.is_tactical(mv) {
            return ORDER_TACTICAL + (game.capture_value(mv) << 8) - game.mover_value(mv) / 16;
        }
        if Some(mv) == killers[0] {
            return ORDER_KILLER;
        }
        if Some(mv) == killers[1] {
            return ORDER_KILLER - 1;
        }
        self.history[mv.from() as usize * 256 + mv.to() as usize].min(HISTORY_CAP)
    }

    /// Orders `moves` in place, first searched first: every move `pick` would give, at once
    /// (where the whole order is needed before the first move is searched).
    fn order(&mut self, game: &G, moves: &mut [G::Move], hash_move: Option<G::Move>, ply: usize) {
        self.rank(game, moves, hash_move, ply);
        let keys = &mut self.order_keys[ply];
        keys.sort_unstable_by(|a, b| b.cmp(a));
        let unordered = &mut self.order_copy;
        unordered.clear();
        unordered.extend_from_slice(moves);
        for (slot, &key) in moves.iter_mut().zip(keys.iter()) {
            *slot = unordered[0xFFFF - (key & 0xFFFF) as usize];
        }
    }

    /// Ranks `moves` for `pick`: one key per move in `order_keys[ply]`, the move's `order_key`
    /// above its index in `moves`, so keys are distinct and a greater key comes first, with
    /// ties in list order as a stable sort would leave them.
    fn rank(&mut self, game: &G, moves: &[G::Move], hash_move: Option<G::Move>, ply: usize) {
        let mut keys = std::mem::take(&mut self.order_keys[ply]);
        keys.clear();
        keys.extend(moves.iter().enumerate().map(|(i, &m)| {
            let key = self.order_key(game, m, hash_move, ply) as i64;
            key << 16 | (0xFFFF - i as i64)
        }));
        self.order_keys[ply] = keys;
    }

    /// The `i`-th move of `moves` in the order `rank` gave them, for `i` counting up from 0.
    /// Why not sort at once: most nodes cut off on their first move or two, so the first
    /// `PICKED_ONE_BY_ONE` are found by a scan each, and only a node that gets that far sorts
    /// what is left.
    fn pick(&mut self, moves: &[G::Move], ply: usize, i: usize) -> G::Move {
        let keys = &mut self.order_keys[ply];
        match i.cmp(&PICKED_ONE_BY_ONE) {
            std::cmp::Ordering::Less => {
                let best = (i..keys.len()).max_by_key(|&j| keys[j]).unwrap_or(i);
                keys.swap(i, best);
            }
            std::cmp::Ordering::Equal => keys[i..].sort_unstable_by(|a, b| b.cmp(a)),
            std::cmp::Ordering::Greater => {}
        }
        moves[0xFFFF - (keys[i] & 0xFFFF) as usize]
    }

    /// The index in `moves` of the move searched first (see `order_key`), without sorting.
    fn ordering_index(
        &self,
        game: &G,
        moves: &[G::Move],
        hash_move: Option<G::Move>,
        ply: usize,
    ) -> usize {
        moves
            .iter()
            .enumerate()
            .max_by_key(|&(i, &m)| {
                (
                    self.order_key(game, m, hash_move, ply),
                    std::cmp::Reverse(i),
                )
            })
            .map_or(0, |(i, _)| i)
    }

    /// The index in `moves` of the one move an opponent plays in a Best-Reply round while the
    /// other opponent is the one searched: its ordering move (the move it would search first),
    /// or with the opponent model the move that scores best by its own evaluation one ply ahead,
    /// counting what the moved piece risks where it lands and what it risked where it stood
    /// (the ordering move on a tie).
    ///
    /// Why a model: the ordering move (hash move, else the biggest capture) says nothing about
    /// where that opponent is going. In Three Kingdoms the kingdom not searched is usually busy
    /// with its own prey — the next kingdom attacking the previous one — and that race decides
    /// the game: the previous kingdom falling to the next one was Hard's most common way to
    /// lose. With the model Hard sees that attack build up move by move. Measured at the real
    /// budget against two Normals (`tahta match sanguo --a hard --b normal --games 20`, seeds
    /// 1001 and 2002), Hard scored 66.7% of the points head-to-head instead of 60.3%; 69.8%
    /// once the first opponent of a round, when not searched, was modelled too (see `alphabeta`).
    ///
    /// Cost: scoring a move by making it and evaluating the whole board took two thirds of
    /// Hard's time, and a ply. Most moves now tell the change they make without being made
    /// (`Evaluate::feature_change`); checks still are made, since a mate changes far more than
    /// the moved pieces (scoring them like quiet moves, the modelled opponents stopped mating:
    /// 52.6% on the same seeds). `tahta bench sanguo`: 0.7 M nodes/s instead of 0.33 M.
    ///
    /// Why the exchanges (`Evaluate::exchange_risk`): scored one ply ahead, a capture of a
    /// defended soldier by a chariot looked like a gain, and a move elsewhere looked as good
    /// with a chariot left hanging, so the modelled opponent gave pieces away that the real
    /// one, searching, keeps; Hard then planned on material it never got. Looked at only for
    /// the few moves whose score could still be the best. Same seeds: 72.9% with the risk where
    /// a piece lands, 80.3% with the risk where it stood too (69.8% without); over 80 games
    /// (seeds 1001 to 4004) 82.7%, Hard winning 55. About 0.55 M nodes/s in the middle game
    /// instead of 0.7 M, yet a ply deeper there in 1.5 s.
    ///
    /// `ordering` is the index of the ordering move (`ordering_index`; 0 in a sorted list).
    fn taken_reply(&mut self, game: &mut G, moves: &[G::Move], ordering: usize) -> usize {
        if !self.opponent_model {
            return ordering;
        }
        // What each moving piece stands to lose where it is now: moving it away saves that.
        let mut standing = std::mem::take(&mut self.model_standing);
        standing.clear();
        for m in moves {
            if !standing.iter().any(|&(c, _)| c == m.from()) {
                let loss = self.exchange_loss(game, m.from(), m.from());
                standing.push((m.from(), loss));
            }
        }
        // Scores are changes of the mover's evaluation. Most moves tell theirs without being
        // made (`Evaluate::feature_change`, a few additions instead of a make, a scan of the
        // board and an unmake); the others are made and evaluated against the position now.
        let mover = game.side_to_move();
        let mut before = None;
        let mut gain = |s: &mut Self, m: G::Move| -> f32 {
            if game.feature_change(m, mover, &mut s.scratch) {
                return weighted_sum(&s.scratch, &s.weights);
            }
            let before = *before.get_or_insert_with(|| {
                game.feature_values(mover, &mut s.scratch);
                weighted_sum(&s.scratch, &s.weights)
            });
            game.make(m);
            game.feature_values(mover, &mut s.scratch);
            game.unmake();
            weighted_sum(&s.scratch, &s.weights) - before
        };
        let saved = |m: G::Move| {
            standing
                .iter()
                .find(|e| e.0 == m.from())
                .map_or(0.0, |e| -e.1)
        };
        let mut gains = std::mem::take(&mut self.model_gains);
        gains.clear();
        gains.extend(
            moves
                .iter()
                .enumerate()
                .map(|(i, &m)| (gain(self, m) + saved(m), i)),
        );
        // Best first; on a tie the ordering move, then the list order.
        gains.sort_unstable_by(|a, b| {
            b.0.total_cmp(&a.0)
                .then((a.1 != ordering).cmp(&(b.1 != ordering)))
                .then(a.1.cmp(&b.1))
        });
        // A move's score is that less what the moved piece then risks where it lands (never a
        // gain): looked at in order, until no later move can beat the best score.
        let mut best = (f32::NEG_INFINITY, ordering);
        for &(bound, i) in &gains {
            if bound <= best.0 {
                break;
            }
            let score = bound + self.exchange_loss(game, moves[i].from(), moves[i].to());
            if score > best.0 {
                best = (score, i);
            }
        }
        self.model_gains = gains;
        self.model_standing = standing;
        best.1
    }

    /// The weighted `Evaluate::exchange_risk` of the piece on `from` once on `to`, at most 0.
    fn exchange_loss(&mut self, game: &G, from: Cell, to: Cell) -> f32 {
        if game.exchange_risk(from, to, &mut self.scratch) {
            weighted_sum(&self.scratch, &self.weights).min(0.0)
        } else {
            0.0
        }
    }

    /// Whether another opponent of the root player moves after the side to move and before the
    /// root player moves again (only in three-player games, while all three are in play).
    fn opponent_follows(&self, game: &G) -> bool {
        let players = G::player_letters().len() as Player;
        let mut p = (game.side_to_move() + 1) % players;
        while p != self.root {
            if !game.is_eliminated(p) {
                return true;
            }
            p = (p + 1) % players;
        }
        false
    }

    /// Depth left after `game`'s last move: a move of the root player uses one ply, and so does
    /// a whole opponent round (it ends when the root player is to move again).
    fn child_depth(&self, game: &G, depth: i32, root_moved: bool) -> i32 {
        if root_moved || game.side_to_move() == self.root {
            depth - 1
        } else {
            depth
        }
    }

    /// The index in the move order from which `node`'s quiet moves are left out by late move
    /// pruning (see `LATE_MOVE_MAX_DEPTH`), or None where none is. `depth` is the node's depth
    /// after any check extension.
    fn late_move_limit(&self, node: &Node, depth: i32, in_check: bool) -> Option<usize> {
        let applies = G::late_move_pruning()
            && self.late_moves
            && depth <= LATE_MOVE_MAX_DEPTH
            && !in_check
            && node.beta - node.alpha == 1
            && node.reply == Reply::Open
            && node.alpha.abs() < MATE_BOUND;
        applies.then(|| late_move_count(depth))
    }

    /// The score that cuts `node` off by reverse futility pruning (see
    /// `REVERSE_FUTILITY_MAX_DEPTH`), or None where it does not apply. `depth` is the node's
    /// depth after any check extension.
    fn reverse_futility_cutoff(
        &mut self,
        game: &G,
        node: &Node,
        depth: i32,
        in_check: bool,
    ) -> Option<i32> {
        let margin = G::reverse_futility_margin()?;
        // Never near a mate score: the evaluation knows nothing of mates.
        if !self.reverse_futility
            || depth > REVERSE_FUTILITY_MAX_DEPTH
            || in_check
            || node.beta - node.alpha != 1
            || node.reply != Reply::Open
            || node.alpha.abs() >= MATE_BOUND
        {
            return None;
        }
        let eval = self.static_eval(game);
        let lead = margin * depth;
        let cut = if game.side_to_move() == self.root {
            eval - lead >= node.beta
        } else {
            eval + lead <= node.alpha
        };
        cut.then_some(eval)
    }

    /// The score that cuts `node` off by null-move pruning (see `NULL_MOVE_MIN_DEPTH`), or
    /// None where it does not apply or the pass does not hold the bound. `depth` is the node's
    /// depth after any check extension. Only null-window nodes are pruned so: on the principal
    /// variation an exact score is wanted, not a bound.
    fn null_move_cutoff(
        &mut self,
        game: &mut G,
        node: &Node,
        depth: i32,
        in_check: bool,
        ctx: SearchContext,
    ) -> Option<i32> {
        let Node {
            ply, alpha, beta, ..
        } = *node;
        if !self.null_moves
            || depth < NULL_MOVE_MIN_DEPTH
            || in_check
            || beta - alpha != 1
            || node.reply != Reply::Open
            || self.passed[ply]
            || !game.null_move_allowed()
        {
            return None;
        }
        let maximizing = game.side_to_move() == self.root;
        let eval = self.static_eval(game);
        if (maximizing && eval < beta) || (!maximizing && eval > alpha) {
            return None;
        }
        let reduction = NULL_MOVE_REDUCTION + (depth >= NULL_MOVE_DEEP_FROM) as i32;
        game.make_null();
        self.passed[ply + 1] = true;
        let child = Node {
            depth: depth - 1 - reduction,
            ply: ply + 1,
            alpha,
            beta,
            reply: Reply::Open,
        };
        let score = self.alphabeta(game, child, ctx);
        self.passed[ply + 1] = false;
        game.unmake_null();
        if self.aborted {
            return Some(0); // thrown away, as every score of an aborted search
        }
        // A mate found after a pass is not a mate the position has: the bound is all it shows.
        if maximizing && score >= beta {
            Some(if score >= MATE_BOUND { beta } else { score })
        } else if !maximizing && score <= alpha {
            Some(if score <= -MATE_BOUND { alpha } else { score })
        } else {
            None
        }
    }

    /// The score of `node` in `game` for the root player (see the module doc): alpha-beta with
    /// principal-variation search, late move reductions and, with three players, the opponent
    /// rounds of Best-Reply Search.
    fn alphabeta(&mut self, game: &mut G, node: Node, ctx: SearchContext) -> i32 {
        let Node {
            depth,
            ply,
            mut alpha,
            mut beta,
            reply,
        } = node;
        if self.out_of_budget(ctx) {
            return 0;
        }
        if game.is_eliminated(self.root) {
            return -(MATE - ply as i32);
        }
        if game.is_terminal_without_movegen() {
            self.nodes += 1;
            return game.outcome().map_or(0, |o| self.outcome_score(&o, ply));
        }
        if self.repeats(game.hash()) {
            self.nodes += 1;
            return Self::draw_score();
        }
        let in_check = game.in_check();
        let depth = if in_check && reply == Reply::Open && ply < MAX_PLY / 2 {
            depth + 1
        } else {
            depth
        };
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(game, ply, alpha, beta, ctx);
        }
        self.nodes += 1;
        let key = game.hash() ^ self.root_keys[self.root as usize];
        // The table holds values of whole opponent rounds; a forced ordering move is not one.
        let entry = self.table.probe(key);
        if let (Some(e), Reply::Open) = (entry, reply) {
            if e.depth as i32 >= depth {
                let score = Self::from_table(e.score, ply);
                match e.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }
        if let Some(score) = self.reverse_futility_cutoff(game, &node, depth, in_check) {
            return score;
        }
        if let Some(score) = self.null_move_cutoff(game, &node, depth, in_check, ctx) {
            return score;
        }
        let mut moves = std::mem::take(&mut self.move_lists[ply]);
        moves.clear();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            self.move_lists[ply] = moves;
            return game.outcome().map_or(0, |o| self.outcome_score(&o, ply));
        }
        let hash_move = entry.and_then(|e| e.best);
        let maximizing = game.side_to_move() == self.root;
        // An opponent with another opponent after it in this round either is the one searched
        // (every move; the next plays the one move `taken_reply` gives it) or is not searched
        // and plays the one move `taken_reply` gives it first (and the next is searched):
        // child 0 is the latter, children 1.. the former.
        let branches = !maximizing && reply == Reply::Open && self.opponent_follows(game);
        // Moves are taken best first from `pick`, except where the whole order is needed at once.
        let picked = reply == Reply::Open && !branches;
        if reply == Reply::Taken {
            let ordering = self.ordering_index(game, &moves, hash_move, ply);
            let first = self.taken_reply(game, &moves, ordering);
            moves.swap(0, first);
            moves.truncate(1);
        } else if branches {
            self.order(game, &mut moves, hash_move, ply);
        } else {
            self.rank(game, &moves, hash_move, ply);
        }
        let unsearched = if branches {
            self.taken_reply(game, &moves, 0) // sorted: the ordering move is first
        } else {
            0
        };
        let children = moves.len() + branches as usize;
        let (alpha_orig, beta_orig) = (alpha, beta);
        let mut best_score = if maximizing { -INFINITY } else { INFINITY };
        let mut best_move = None;
        self.line.push(game.hash());
        let killers = self.killers[ply];
        let late_from = if branches {
            None
        } else {
            self.late_move_limit(&node, depth, in_check)
        };
        for i in 0..children {
            let (mv, child_reply) = match (branches, i) {
                (true, 0) => (moves[unsearched], Reply::Open),
                (true, _) => (moves[i - 1], Reply::Taken),
                (false, _) if picked => (self.pick(&moves, ply, i), reply),
                (false, _) => (moves[i], reply),
            };
            // Late move reductions (see `LMR_FIRST_REDUCED`); killers are quiet but proved
            // themselves, and a check evasion is forced, so neither is reduced.
            // Quiet and not a killer: what late move reductions and pruning may touch.
            let quiet =
                || !game.is_tactical(mv) && killers[0] != Some(mv) && killers[1] != Some(mv);
            let reduction =
                if i >= LMR_FIRST_REDUCED && depth >= LMR_MIN_DEPTH && !in_check && quiet() {
                    if i >= LMR_DEEP_FROM && depth >= LMR_DEEP_MIN_DEPTH {
                        2
                    } else {
                        1
                    }
                } else {
                    0
                };
            let late = late_from.is_some_and(|from| i >= from) && quiet();
            game.make(mv);
            // A check is searched however late: it may be a mate, or win what it attacks.
            if late && !game.in_check() {
                game.unmake();
                continue;
            }
            let next = self.child_depth(game, depth, maximizing);
            let child_reply = if game.side_to_move() == self.root {
                Reply::Open
            } else {
                child_reply
            };
            let mut search = |s: &mut Self, depth: i32, alpha: i32, beta: i32| {
                let child = Node {
                    depth,
                    ply: ply + 1,
                    alpha,
                    beta,
                    reply: child_reply,
                };
                s.alphabeta(game, child, ctx)
            };
            let score = if i == 0 {
                search(self, next, alpha, beta)
            } else if maximizing {
                let mut s = search(self, next - reduction, alpha, alpha + 1);
                if reduction > 0 && s > alpha && !self.aborted {
                    s = search(self, next, alpha, alpha + 1);
                }
                if s > alpha && s < beta && !self.aborted {
                    search(self, next, alpha, beta)
                } else {
                    s
                }
            } else {
                let mut s = search(self, next - reduction, beta - 1, beta);
                if reduction > 0 && s < beta && !self.aborted {
                    s = search(self, next, beta - 1, beta);
                }
                if s < beta && s > alpha && !self.aborted {
                    search(self, next, alpha, beta)
                } else {
                    s
                }
            };
            game.unmake();
            if self.aborted {
                self.line.pop();
                self.move_lists[ply] = moves;
                return 0;
            }
            let improves = if maximizing {
                score > best_score
            } else {
                score < best_score
            };
            if improves {
                best_score = score;
                best_move = Some(mv);
            }
            if maximizing {
                alpha = alpha.max(score);
            } else {
                beta = beta.min(score);
            }
            if alpha >= beta {
                if !game.is_tactical(mv) {
                    let slot = &mut self.killers[ply];
                    if slot[0] != Some(mv) {
                        slot[1] = slot[0];
                        slot[0] = Some(mv);
                    }
                    let h = &mut self.history[mv.from() as usize * 256 + mv.to() as usize];
                    *h += history_bonus(depth);
                }
                break;
            }
        }
        self.line.pop();
        self.move_lists[ply] = moves;
        if reply == Reply::Taken {
            return best_score;
        }
        let bound = if best_score <= alpha_orig {
            Bound::Upper
        } else if best_score >= beta_orig {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.store(Entry {
            key,
            score: Self::to_table(best_score, ply),
            depth: depth as i16,
            bound,
            best: best_move,
        });
        best_score
    }

    /// Searches captures (all moves when in check) until the position is quiet, so the
    /// evaluation is never taken in the middle of an exchange.
    fn quiesce(
        &mut self,
        game: &mut G,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        ctx: SearchContext,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_budget(ctx) {
            return 0;
        }
        if game.is_eliminated(self.root) {
            return -(MATE - ply as i32);
        }
        if game.is_terminal_without_movegen() {
            return game.outcome().map_or(0, |o| self.outcome_score(&o, ply));
        }
        let maximizing = game.side_to_move() == self.root;
        let in_check = game.in_check();
        let mut best_score = if maximizing { -INFINITY } else { INFINITY };
        if !in_check || ply >= MAX_PLY {
            let stand = self.static_eval(game);
            if !self.quiescence || ply >= MAX_PLY {
                return stand;
            }
            if maximizing {
                if stand >= beta {
                    return stand;
                }
                alpha = alpha.max(stand);
            } else {
                if stand <= alpha {
                    return stand;
                }
                beta = beta.min(stand);
            }
            best_score = stand;
        }
        let mut moves = std::mem::take(&mut self.move_lists[ply]);
        moves.clear();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            self.move_lists[ply] = moves;
            return game.outcome().map_or(0, |o| self.outcome_score(&o, ply));
        }
        if !in_check {
            // With three players, an opponent's capture of the other opponent's piece only
            // helps the root player, so the opponent minimising its score does not prefer it
            // to standing pat: searching it only multiplies the quiescence tree (leaving it out
            // halves the nodes of a six-ply search and takes Hard a ply deeper in the middle
            // game). The exception, an opponent taking the other's general (and army), is left
            // to the main search's opponent rounds; letting quiescence see it too measured the
            // same (6 and 7 wins in 15 games at 300 ms).
            let others_fight = Self::multi_player() && !maximizing;
            let root = self.root;
            moves.retain(|&m| {
                game.is_tactical(m)
                    && !(others_fight && game.captured_owner(m).is_some_and(|o| o != root))
            });
        }
        self.rank(game, &moves, None, ply);
        for i in 0..moves.len() {
            let mv = self.pick(&moves, ply, i);
            game.make(mv);
            let score = self.quiesce(game, ply + 1, alpha, beta, ctx);
            game.unmake();
            if self.aborted {
                break;
            }
            if maximizing {
                best_score = best_score.max(score);
                alpha = alpha.max(score);
            } else {
                best_score = best_score.min(score);
                beta = beta.min(score);
            }
            if alpha >= beta {
                break;
            }
        }
        self.move_lists[ply] = moves;
        best_score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::base_weights;
    use crate::game::Game;
    use crate::jungle::Jungle;
    use crate::sanguo::{Sanguo, SanguoMove};

    fn best_move(position: &str, depth: u32) -> String {
        let mut game = Jungle::from_position(position).unwrap();
        let mut searcher = Searcher::<Jungle>::new(16, base_weights::<Jungle>());
        let limits = Limits {
            depth,
            ..Limits::default()
        };
        let result = searcher.search(&mut game, limits, &|| 0.0, None, 7);
        assert_eq!(game.to_position(), position, "search restores the position");
        game.move_to_string(result.best.unwrap())
    }

    #[test]
    fn takes_the_den_when_it_can() {
        assert_eq!(best_move("l6/3L3/7/7/7/7/7/7/e6 r 0 1", 3), "d8-d9");
    }

    #[test]
    fn stops_the_opponent_entering_its_den() {
        // Blue's lion in red's trap on d2 enters the den d1 next move unless red takes it
        // (strength 0 in the trap): the elephant on c2 must.
        assert_eq!(best_move("6t/7/7/7/7/7/7/2El3/7 r 0 1", 4), "c2-d2");
    }

    #[test]
    fn wins_free_material() {
        assert_eq!(best_move("6t/7/7/7/3c3/3L3/7/7/7 r 0 1", 3), "d4-d5");
    }

    #[test]
    fn same_seed_same_move_and_node_limit_holds() {
        let mut game = Jungle::start();
        let mut a = Searcher::<Jungle>::new(16, base_weights::<Jungle>());
        let mut b = Searcher::<Jungle>::new(16, base_weights::<Jungle>());
        let limits = Limits {
            nodes: 20_000,
            ..Limits::default()
        };
        let ra = a.search(&mut game, limits, &|| 0.0, None, 3);
        let rb = b.search(&mut game, limits, &|| 0.0, None, 3);
        assert_eq!(ra.best, rb.best);
        assert!(ra.nodes <= 20_000 + 1, "{}", ra.nodes);
    }

    #[test]
    fn picked_and_ordered_moves_come_in_the_sorted_order() {
        let mut rng = zobrist::SplitMix64::new(3);
        let mut searcher = Searcher::<Jungle>::new(10, base_weights::<Jungle>());
        let mut game = Jungle::start();
        let mut moves = Vec::new();
        for ply in 0..60 {
            moves.clear();
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            // Some history, a killer and a hash move, so every kind of key is in play.
            for (i, m) in moves.iter().enumerate() {
                searcher.history[m.from() as usize * 256 + m.to() as usize] = (i as i32 * 7) % 5;
            }
            searcher.killers[1] = [moves.last().copied(), None];
            let hash_move = moves.get(rng.below(moves.len())).copied();
            // The order as a stable sort by descending key gives it.
            let mut sorted = moves.clone();
            sorted.sort_by_cached_key(|&m| {
                std::cmp::Reverse(searcher.order_key(&game, m, hash_move, 1))
            });
            searcher.rank(&game, &moves, hash_move, 1);
            let picked: Vec<_> = (0..moves.len())
                .map(|i| searcher.pick(&moves, 1, i))
                .collect();
            assert_eq!(picked, sorted, "picked, ply {ply}");
            let mut ordered = moves.clone();
            searcher.order(&game, &mut ordered, hash_move, 1);
            assert_eq!(ordered, sorted, "ordered, ply {ply}");
            game.make(moves[rng.below(moves.len())]);
        }
    }

    #[test]
    fn raised_stop_flag_ends_the_search_at_once() {
        let mut game = Jungle::start();
        let mut s = Searcher::<Jungle>::new(16, base_weights::<Jungle>());
        let stop = AtomicBool::new(true);
        let r = s.search(&mut game, Limits::default(), &|| 0.0, Some(&stop), 1);
        assert!(r.best.is_some());
        assert!(r.nodes <= 1024, "{}", r.nodes);
    }

    /// A Three Kingdoms position, its legal moves and a searcher with the base weights.
    fn model_setup(position: &str) -> (Sanguo, Vec<SanguoMove>, Searcher<Sanguo>) {
        let game = Sanguo::from_position(position).unwrap();
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let searcher = Searcher::new(10, base_weights::<Sanguo>());
        (game, moves, searcher)
    }

    /// The move `taken_reply` gives the side to move, with no hash move.
    fn taken<G: Evaluate>(searcher: &mut Searcher<G>, game: &mut G, moves: &[G::Move]) -> G::Move {
        let index = searcher.ordering_index(game, moves, None, 1);
        moves[searcher.taken_reply(game, moves, index)]
    }

    #[test]
    fn the_opponent_model_plays_what_its_own_evaluation_prefers() {
        // Wu's chariot on a4 of Wei's half can take Shu's soldier beside it (Wu's ordering
        // move: the only capture) or go deeper into Wei's half, Wu's prey, towards Wei's
        // palace ranks: by Wu's own evaluation (the takeover race) that is worth more.
        let position = "9/9/9/9/3rK5|9/9/9/9/3gK5|9/gRrS7/9/9/3bK5 g rgb 0 1";
        let (mut game, moves, mut searcher) = model_setup(position);
        let ordering = taken(&mut searcher, &mut game, &moves);
        assert!(
            game.is_tactical(ordering),
            "{}",
            game.move_to_string(ordering)
        );
        searcher.set_opponent_model(true);
        let modelled = taken(&mut searcher, &mut game, &moves);
        assert!(
            !game.is_tactical(modelled),
            "{}",
            game.move_to_string(modelled)
        );
        assert_eq!(modelled.from(), ordering.from(), "the chariot moves");
        assert_eq!(
            game.to_position(),
            position,
            "the model restores the position"
        );
    }

    #[test]
    fn the_opponent_model_saves_a_piece_left_hanging() {
        // Wu's horse on a3 of Shu's half can take Shu's cannon on b1 for free, but Wu's
        // chariot on a4 of Wei's half is attacked by Wei's horse on b2: the model moves it.
        let position = "9/9/gH8/9/1rC1rK5|9/9/9/9/3gK5|9/gR8/9/1bH7/3bK5 g rgb 0 1";
        let (mut game, moves, mut searcher) = model_setup(position);
        let chariot = moves
            .iter()
            .find(|&&m| game.move_to_string(m).starts_with("ba4-"))
            .expect("the chariot moves")
            .from();
        let mut change = vec![0.0; Sanguo::features().len()];
        assert!(game.exchange_risk(chariot, chariot, &mut change));
        assert_eq!(
            change[4], -1.0,
            "the chariot is lost where it stands: {change:?}"
        );
        searcher.set_opponent_model(true);
        let modelled = taken(&mut searcher, &mut game, &moves);
        let text = game.move_to_string(modelled);
        assert_eq!(modelled.from(), chariot, "{text}");
        assert!(
            !game.exchange_risk(chariot, modelled.to(), &mut change),
            "{text}"
        );
    }

    #[test]
    fn the_opponent_model_does_not_hang_the_piece_it_moves() {
        // Wu's chariot on a4 of Wei's half can take Shu's cannon on b4, the biggest gain one
        // ply ahead, but Wei's horse on c2 then takes the chariot (nothing of Wu's takes back).
        let position = "9/9/9/9/3rK5|9/9/9/9/3gK5|9/gRrC7/9/2bH6/3bK5 g rgb 0 1";
        let (mut game, moves, mut searcher) = model_setup(position);
        let capture = moves
            .iter()
            .position(|&m| game.move_to_string(m) == "ba4-bb4")
            .expect("the capture is legal");
        searcher.set_opponent_model(true);
        let mut change = vec![0.0; Sanguo::features().len()];
        assert!(game.feature_change(moves[capture], 1, &mut change));
        let gain = weighted_sum(&change, &searcher.weights);
        for (i, &m) in moves.iter().enumerate() {
            if i != capture && game.feature_change(m, 1, &mut change) {
                let other = weighted_sum(&change, &searcher.weights);
                assert!(other < gain, "{} gains {other}", game.move_to_string(m));
            }
        }
        let (from, to) = (moves[capture].from(), moves[capture].to());
        assert!(game.exchange_risk(from, to, &mut change));
        assert_eq!(change[4], -1.0, "the chariot is lost: {change:?}");
        let modelled = taken(&mut searcher, &mut game, &moves);
        assert_ne!(modelled, moves[capture]);
        assert!(
            !game.exchange_risk(modelled.from(), modelled.to(), &mut change),
            "{}",
            game.move_to_string(modelled)
        );
    }
}

//! Making puzzles from the engine's own games: bots of mixed levels play from the start, and
//! every position of their games is looked at (`Judge::glance`), searched (`Judge::find`) and
//! verified (`Judge::verify`) in turn.

use super::judge::{Judge, Reject};
use super::{id_of, Puzzle};
use crate::eval::{base_weights, Evaluate};
#[cfg(feature = "hex")]
use crate::hex::Hex;
#[cfg(feature = "jungle")]
use crate::jungle::Jungle;
#[cfg(feature = "sanguo")]
use crate::sanguo::Sanguo;
use crate::search::levels::{choose_within, Level};
use crate::search::{Limits, Searcher};
use crate::session::{with_game, Variant};
#[cfg(feature = "timur")]
use crate::timur::Timur;
use crate::zobrist::SplitMix64;
use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The levels a seat is drawn from, one per seat and game: Easy blunders (it plays a weaker
/// move one time in three), which is where most tactics come from; Normal and the node-bound
/// Hard make the positions around them sound, and their own slips subtler.
const LEVELS: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];
/// The most nodes a bot of the generator's games searches for a move, whatever its level:
/// nodes, not time, so the games are the same on every machine. Hard plays to this budget;
/// Easy and Normal stop at their own depths (two and three plies), and this only caps them
/// where those cost more (Timur's crowded middle games). Small: the games only have to be
/// varied and full of slips, and playing them was most of a generation's time.
const BOT_NODES: u64 = 6_000;
/// Positions of the first plies are not looked at: nothing has happened yet.
const FIRST_PLY: usize = 6;
/// A game is cut off after this many plies (80 moves each): the tactics of the bots' games
/// come from their openings and middle games, and Timur's long endings of many pieces cost
/// more to play and look at than they give.
const MAX_PLIES: usize = 160;
/// At most this many puzzles from one game, so a file is not a few games' worth of one long
/// ending.
const MAX_PER_GAME: usize = 3;
/// Transposition-table size of the bots: 2^16 entries, enough for their budgets.
const BOT_TABLE_BITS: u32 = 16;

/// How far a generation has got, for a progress line.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// Games finished and added, in game order.
    pub games: usize,
    /// Games to play.
    pub of: usize,
    /// Puzzles kept so far.
    pub kept: usize,
}

/// What a generation produced, and what it looked at.
#[derive(Clone, Debug, Default)]
pub struct Generation {
    /// The puzzles kept, in the order they were found.
    pub puzzles: Vec<Puzzle>,
    /// Games played.
    pub games: usize,
    /// Positions looked at (each once per game).
    pub positions: u64,
    /// Positions the quick look passed on to the finding search.
    pub glanced: u64,
    /// Positions where the finding search saw one clearly best move: the candidates.
    pub candidates: u64,
    /// Why candidates were dropped, with counts.
    pub dropped: BTreeMap<String, u64>,
    /// Milliseconds spent, by the clock given: playing the games, the quick looks, the
    /// finding searches (with the proofs of forced wins) and the verifications.
    pub ms: Phases,
}

/// Time spent in each phase of a generation, in milliseconds.
#[derive(Clone, Copy, Debug, Default)]
pub struct Phases {
    /// The bots choosing their moves.
    pub playing: f64,
    /// The quick looks (`PUZZLE_GLANCE_NODES`).
    pub glancing: f64,
    /// The finding searches and proofs.
    pub finding: f64,
    /// The verifications.
    pub verifying: f64,
}

/// How many games to play, and when to stop.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// The most games to play.
    pub games: usize,
    /// Stop after the first game (in game order) by which this many puzzles are kept; the
    /// games after it are not part of the result. `None`: play every game.
    pub enough: Option<usize>,
}

/// Plays up to `budget.games` games of `variant` from `seed` and keeps the puzzles that
/// verify. The same variant, budget and seed give the same puzzles on any machine, with any
/// number of `jobs` (threads, each taking the next game not yet started): every game depends on
/// the seed and its number alone, and the games' puzzles are put together in game order, a
/// position found again in a later game dropped, up to the game that makes `budget.enough`.
/// `now`, a millisecond clock, only times the phases (`Generation::ms`, summed over the
/// threads).
pub fn generate(
    variant: Variant,
    budget: Budget,
    seed: u64,
    jobs: usize,
    now: &(dyn Fn() -> f64 + Sync),
    progress: &mut dyn FnMut(Progress),
) -> Generation {
    with_game!(variant, G => generate_for::<G>(budget, seed, jobs, now, progress))
}

fn generate_for<G: Evaluate>(
    budget: Budget,
    seed: u64,
    jobs: usize,
    now: &(dyn Fn() -> f64 + Sync),
    progress: &mut dyn FnMut(Progress),
) -> Generation {
    let games = budget.games;
    let jobs = jobs.clamp(1, games.max(1));
    let next_game = AtomicUsize::new(0);
    let enough = AtomicBool::new(false);
    let mut out = Generation::default();
    std::thread::scope(|scope| {
        let (sender, receiver) = std::sync::mpsc::channel();
        for _ in 0..jobs {
            let sender = sender.clone();
            let (next_game, enough) = (&next_game, &enough);
            scope.spawn(move || {
                let mut judge = Judge::<G>::default();
                loop {
                    let g = next_game.fetch_add(1, Ordering::Relaxed);
                    if g >= games || enough.load(Ordering::Relaxed) {
                        return;
                    }
                    let game_seed = seed
                        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                        .wrapping_add(g as u64);
                    let mut found = Generation::default();
                    play_one::<G>(&mut judge, game_seed, now, &mut found);
                    if sender.send((g, found)).is_err() {
                        return;
                    }
                }
            });
        }
        drop(sender);
        // Games finish in any order; they are added in game order, so the result is the same
        // whatever the threads did.
        let mut waiting: BTreeMap<usize, Generation> = BTreeMap::new();
        let mut ids = HashSet::new();
        for (g, found) in receiver {
            waiting.insert(g, found);
            while let Some(found) = waiting.remove(&out.games) {
                if !enough.load(Ordering::Relaxed) {
                    add_game(&mut out, &mut ids, found);
                    if budget.enough.is_some_and(|n| out.puzzles.len() >= n) {
                        enough.store(true, Ordering::Relaxed);
                    }
                }
                if enough.load(Ordering::Relaxed) {
                    break;
                }
            }
            progress(Progress {
                games: out.games,
                of: games,
                kept: out.puzzles.len(),
            });
        }
    });
    out
}

/// Adds one game's findings to the result, in game order.
fn add_game(out: &mut Generation, ids: &mut HashSet<String>, found: Generation) {
    out.games += 1;
    out.positions += found.positions;
    out.glanced += found.glanced;
    out.candidates += found.candidates;
    for (reason, count) in found.dropped {
        *out.dropped.entry(reason).or_default() += count;
    }
    out.ms.playing += found.ms.playing;
    out.ms.glancing += found.ms.glancing;
    out.ms.finding += found.ms.finding;
    out.ms.verifying += found.ms.verifying;
    for puzzle in found.puzzles {
        if ids.insert(puzzle.id.clone()) {
            out.puzzles.push(puzzle);
        } else {
            *out.dropped.entry("found again".to_string()).or_default() += 1;
        }
    }
}

/// Plays one game, looking for puzzles in each position.
fn play_one<G: Evaluate>(
    judge: &mut Judge<G>,
    seed: u64,
    now: &dyn Fn() -> f64,
    out: &mut Generation,
) {
    // Each position once in a game (a repeated one is no new puzzle).
    let mut seen = HashSet::new();
    let mut rng = SplitMix64::new(seed);
    let players = G::player_letters().len();
    let levels: Vec<Level> = (0..players)
        .map(|_| LEVELS[rng.below(LEVELS.len())])
        .collect();
    let mut bots: Vec<Searcher<G>> = (0..players)
        .map(|_| Searcher::new(BOT_TABLE_BITS, base_weights::<G>()))
        .collect();
    let mut game = G::start();
    let mut hashes = Vec::new();
    let mut kept = 0;
    // Positions of a kept puzzle's line come next in the game, often: not a new puzzle.
    let mut quiet_until = 0;
    for ply in 0..MAX_PLIES {
        if game.outcome().is_some() {
            break;
        }
        let seat = game.side_to_move() as usize;
        let level = levels[seat];
        // The clock here never moves: only depth and nodes bound the search.
        let limits = Limits {
            nodes: BOT_NODES,
            time_ms: None,
            ..level.limits(None)
        };
        bots[seat].set_history(&hashes);
        let started = now();
        let move_seed = seed.wrapping_add(ply as u64 * 0x2545_F491);
        let chosen = choose_within(
            &mut bots[seat],
            &mut game,
            level,
            limits,
            &|| 0.0,
            None,
            move_seed,
        );
        out.ms.playing += now() - started;
        if ply >= FIRST_PLY && ply >= quiet_until && kept < MAX_PER_GAME {
            // The bot has just searched this position: where its search has quiescence (all
            // but Easy's), what it saw is the quick look, for nothing.
            let seen_by_bot = (level != Level::Easy).then(|| {
                let best = chosen.root_scores.first().map_or(chosen.score, |e| e.1);
                let mover = game.side_to_move();
                best - bots[seat].evaluate(&game, mover)
            });
            if let Some(puzzle) = examine(judge, &game, seen_by_bot, &mut seen, now, out) {
                quiet_until = ply + puzzle.solution.len();
                out.puzzles.push(puzzle);
                kept += 1;
            }
        }
        let Some(mv) = chosen.best else { break };
        hashes.push(game.hash());
        game.make(mv);
    }
}

/// Looks for a puzzle in the game's current position, taken alone (from its position
/// string, as a player and `--check` will see it).
fn examine<G: Evaluate>(
    judge: &mut Judge<G>,
    game: &G,
    seen_by_bot: Option<i32>,
    seen: &mut HashSet<u64>,
    now: &dyn Fn() -> f64,
    out: &mut Generation,
) -> Option<Puzzle> {
    let position = game.to_position();
    let start = G::from_position(&position).ok()?;
    if !seen.insert(start.hash()) {
        return None;
    }
    out.positions += 1;
    let started = now();
    let glanced = match seen_by_bot {
        Some(gain) => judge.worth_a_look(gain),
        None => judge.glance(&start),
    };
    out.ms.glancing += now() - started;
    if !glanced {
        return None;
    }
    out.glanced += 1;
    let started = now();
    let found = judge.find(&start);
    out.ms.finding += now() - started;
    let found = match found {
        Ok(found) => found,
        Err(reject) => {
            // Positions where nothing stands out are the common case: only the others are
            // candidates that were dropped.
            if !matches!(reject, Reject::NothingStandsOut | Reject::NoChoice) {
                out.candidates += 1;
                *out.dropped.entry(reject.kind().to_string()).or_default() += 1;
            }
            return None;
        }
    };
    out.candidates += 1;
    let started = now();
    let verified = judge.verify(&start, &found.line, found.theme);
    out.ms.verifying += now() - started;
    match verified {
        Ok(rating) => {
            let mut replay = start.clone();
            let solution = found
                .line
                .iter()
                .map(|&mv| {
                    let text = replay.move_to_string(mv);
                    replay.make(mv);
                    text
                })
                .collect();
            Some(Puzzle {
                id: id_of(&position),
                rating,
                theme: found.theme,
                position,
                solution,
            })
        }
        Err(reject) => {
            *out.dropped
                .entry(format!("verify: {}", reject.kind()))
                .or_default() += 1;
            None
        }
    }
}

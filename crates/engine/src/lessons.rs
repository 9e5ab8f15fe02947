//! Lessons: for each game, short lessons of a few tasks on small positions, each with a goal
//! the engine checks from its own answers — the legal moves, check, the result — never against
//! a stored list of moves, so any correct answer counts.
//!
//! The lessons are data (`www/lessons/<variant>.json`, their texts in
//! `www/lessons/<variant>.<language>.json`, docs/lessons.md); a page runs a task through
//! `TaskRun`, which the wasm facade wraps. The learner is the side to move in the task's
//! position. In a task without replies the others stand still: after each of the learner's
//! moves the turn comes straight back (the position's side to move is set to the learner
//! again), and a move that would attack a royal piece is left out, since the other side would
//! have to answer it. In a task with replies the others answer with the engine's best move,
//! searched with a node budget so the answer is the same on every device.

use crate::game::{ErrorKind, ParseError};
use crate::session::{AnySession, MoveView, StateView, Variant};
use serde::{Deserialize, Serialize};

/// The node budget of the others' replies: the positions are small, and a fixed budget (no
/// clock) makes every device answer alike.
pub const REPLY_NODES: u64 = 5_000;

/// The most moves a task allows beyond its par when it names no limit of its own.
pub const SPARE_MOVES: u32 = 4;

/// A game's lessons, as `www/lessons/<variant>.json` holds them.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct LessonFile {
    /// The format's version: 1.
    pub format: u32,
    /// The game (`jungle`…).
    pub variant: String,
    /// The lessons, in the order they are taught.
    pub lessons: Vec<Lesson>,
}

/// One lesson: a piece kind or a rule, taught by a few tasks.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// Stable id, for the page's address and the player's progress (`rat`, `den`).
    pub id: String,
    /// Text id of the lesson's title.
    pub title: String,
    /// Text id of what the lesson teaches, shown before the first task.
    pub intro: String,
    /// The tasks, in order.
    pub tasks: Vec<Task>,
}

/// One task: a position, a goal, and the words around them.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Task {
    /// The position string; the side to move is the learner.
    pub position: String,
    /// What the learner must do.
    pub goal: Goal,
    /// Text id of the goal in words.
    pub text: String,
    /// Text id of the explanation shown after a wrong try.
    pub wrong: String,
    /// Whether the others answer each move (`engine`) or stand still (`none`, the default).
    #[serde(default)]
    pub replies: Replies,
    /// The fewest moves that meet the goal: three stars (a test searches for it).
    pub par: u32,
    /// The most moves allowed; `par + SPARE_MOVES` when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// One answer that meets the goal in `par` moves (the learner's moves only): a test plays
    /// it, and a page may show it.
    pub solution: Vec<String>,
    /// One try that does not meet the goal (the learner's moves): a test plays it.
    pub wrong_try: Vec<String>,
}

/// How the others behave in a task.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Replies {
    /// They stand still: the learner moves again and again.
    #[default]
    None,
    /// Each answers with the engine's best move (`REPLY_NODES`).
    Engine,
}

/// What a task asks, checked from the engine's answers after each of the learner's moves.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Goal {
    /// The learner's piece that starts on `piece` stands on every one of `cells` in turn, in
    /// any order (collecting the marks).
    Visit {
        /// The piece's start cell.
        piece: String,
        /// The cells to visit.
        cells: Vec<String>,
    },
    /// A piece of the learner's (of kind `piece` when given, e.g. `king`) ends a move on one
    /// of `cells`.
    Reach {
        /// The cells, any one of them.
        cells: Vec<String>,
        /// The kind of piece (the engine's English kind id), any when absent.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        piece: Option<String>,
    },
    /// Every rival piece standing on `cells` at the start is taken by the learner.
    Capture {
        /// The cells of the pieces to take.
        cells: Vec<String>,
    },
    /// A move of the learner's attacks a rival's royal piece.
    Check,
    /// The learner starts in check; after its move and the others' replies it has lost no
    /// piece (getting out of check the safe way).
    Escape,
    /// The game ends with the learner the only winner (by `rule`, a rule id such as `den` or
    /// `checkmate`, when given).
    Win {
        /// The rule id, any when absent.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
    },
    /// The game ends by `rule` (a rule id: `stalemate`, `citadel`…) without the learner losing.
    End {
        /// The rule id.
        rule: String,
    },
    /// A piece of the learner's changes kind by moving (a promotion), into `piece` when given.
    Promote {
        /// The kind it must become, any when absent.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        piece: Option<String>,
    },
    /// A rival is knocked out (Three Kingdoms: its army is the learner's now).
    Eliminate,
}

/// Where a task stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// The goal is not met yet and moves are left.
    Playing,
    /// The goal is met.
    Done,
    /// The try is over without the goal: see `Failure`.
    Failed,
}

/// Why a try failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Failure {
    /// The task's limit of moves is used up.
    OutOfMoves,
    /// The game ended without the goal.
    GameOver,
    /// The piece to move, or one of the learner's, was taken.
    PieceLost,
}

/// Stars for meeting a goal in `moves` moves whose par is `par`: three at par, two within two
/// moves more, one beyond.
pub fn stars(moves: u32, par: u32) -> u8 {
    if moves <= par {
        3
    } else if moves <= par + 2 {
        2
    } else {
        1
    }
}

/// A task as a page shows it.
#[derive(Clone, Debug, Serialize)]
pub struct TaskView {
    /// The position, with the moves the learner may make now (in a task without replies, the
    /// moves that attack a royal piece are left out).
    pub state: StateView,
    /// Letter of the learner.
    pub learner: char,
    /// Where the task stands.
    pub status: Status,
    /// Why the try failed, once it has.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failure: Option<Failure>,
    /// The learner's moves so far.
    pub moves: u32,
    /// The fewest moves that meet the goal.
    pub par: u32,
    /// The most moves allowed.
    pub limit: u32,
    /// Stars earned (1 to 3) once the goal is met, else 0.
    pub stars: u8,
    /// The cells the goal still points at: cells to visit or reach, pieces to take.
    pub marks: Vec<String>,
    /// The others' replies to the learner's last move, in order.
    pub replies: Vec<String>,
}

/// A task being played.
pub struct TaskRun {
    variant: Variant,
    task: Task,
    learner: char,
    session: Box<dyn AnySession>,
    moves: u32,
    /// Visit: where the piece stands now (`None` once taken).
    tracked: Option<String>,
    /// Visit: the cells still to visit; capture: the cells of the pieces still to take.
    marks: Vec<String>,
    /// Escape: how many pieces the learner had at the start.
    pieces_at_start: usize,
    status: Status,
    failure: Option<Failure>,
    replies: Vec<String>,
    last: Option<MoveView>,
}

impl TaskRun {
    /// Starts `task` of `variant`: an error when the position is not legal, or the goal does
    /// not fit it (a cell that does not exist, no learner's piece on a visit's start cell, no
    /// rival piece to capture, an escape from no check, a game already over).
    pub fn new(variant: Variant, task: Task) -> Result<TaskRun, ParseError> {
        let session = variant.new_session(Some(&task.position))?;
        let state = session.state();
        if state.result.is_some() {
            return Err(bad_task("the task's position is already decided"));
        }
        let learner = state.turn;
        let cells: Vec<String> = session
            .geometry()
            .cells
            .into_iter()
            .map(|c| c.name)
            .collect();
        let known = |cell: &String| -> Result<(), ParseError> {
            if cells.contains(cell) {
                Ok(())
            } else {
                Err(
                    bad_task(format!("the goal names '{cell}', not a cell of this board"))
                        .with("cell", cell),
                )
            }
        };
        let owner_at = |cell: &str| {
            state
                .pieces
                .iter()
                .find(|p| p.cell == cell)
                .map(|p| p.owner)
        };
        let (tracked, marks) = match &task.goal {
            Goal::Visit { piece, cells } => {
                known(piece)?;
                cells.iter().try_for_each(known)?;
                if owner_at(piece) != Some(learner) {
                    return Err(bad_task(format!("no piece of the learner's on {piece}")));
                }
                (Some(piece.clone()), cells.clone())
            }
            Goal::Reach { cells, .. } => {
                cells.iter().try_for_each(known)?;
                (None, cells.clone())
            }
            Goal::Capture { cells } => {
                cells.iter().try_for_each(known)?;
                if let Some(cell) = cells
                    .iter()
                    .find(|c| owner_at(c).is_none_or(|o| o == learner))
                {
                    return Err(bad_task(format!("no rival piece to capture on {cell}")));
                }
                (None, cells.clone())
            }
            Goal::Escape if state.check.is_empty() => {
                return Err(bad_task("an escape task must start in check"));
            }
            _ => (None, Vec::new()),
        };
        if task.par == 0 || task.solution.is_empty() {
            return Err(bad_task("a task needs a par of at least 1 and a solution"));
        }
        let pieces_at_start = count_pieces(&state, learner);
        Ok(TaskRun {
            variant,
            task,
            learner,
            session,
            moves: 0,
            tracked,
            marks,
            pieces_at_start,
            status: Status::Playing,
            failure: None,
            replies: Vec::new(),
            last: None,
        })
    }

    /// The task.
    pub fn task(&self) -> &Task {
        &self.task
    }

    /// The most moves the task allows.
    pub fn limit(&self) -> u32 {
        self.task.limit.unwrap_or(self.task.par + SPARE_MOVES)
    }

    /// The learner's moves allowed now (none once the task is over).
    pub fn legal_moves(&self) -> Vec<String> {
        if self.status != Status::Playing {
            return Vec::new();
        }
        let moves = self.session.legal_moves();
        if self.task.replies == Replies::Engine {
            return moves;
        }
        moves
            .into_iter()
            .filter(|mv| self.stand_still_after(mv).is_some())
            .collect()
    }

    /// In a task without replies: the session after the learner's `mv` with the turn back to
    /// the learner (or the game over), or `None` when `mv` attacks a royal piece, which the
    /// other side would have to answer.
    fn stand_still_after(&self, mv: &str) -> Option<Box<dyn AnySession>> {
        let mut after = self
            .variant
            .new_session(Some(&self.session.position()))
            .ok()?;
        after.play(mv).ok()?;
        if after.outcome().is_some() {
            return Some(after);
        }
        if !after.state().check.is_empty() {
            return None;
        }
        let passed = pass_to(self.variant, &after.position(), self.learner);
        self.variant.new_session(Some(&passed)).ok()
    }

    /// Plays the learner's move, then the others' replies (or gives the turn straight back),
    /// and judges the goal. An error, changing nothing, for a move not allowed now.
    pub fn play(&mut self, mv: &str) -> Result<(), ParseError> {
        if self.status != Status::Playing {
            return Err(ParseError::new(
                ErrorKind::GameOver,
                "this task is over: start it again to try once more",
            ));
        }
        let mv = mv.trim();
        let before = self.session.state();
        if !self.legal_moves().iter().any(|m| m == mv) {
            // The engine's own reason when the move is illegal in the game itself.
            self.session.play(mv)?;
            self.session.undo();
            return Err(ParseError::new(
                ErrorKind::IllegalMove,
                format!(
                    "{mv} is not allowed in this task: the other side does not move here, so a \
                     move that attacks a royal piece is left out"
                ),
            )
            .with("move", mv)
            .with("reason", "attacks-royal"));
        }
        let view = before
            .moves
            .iter()
            .find(|m| m.notation == mv)
            .cloned()
            .ok_or_else(|| bad_task("the move vanished from the legal moves"))?;
        self.replies.clear();
        self.moves += 1;
        self.session.play(mv)?;
        let after = self.session.state();
        self.judge_move(&before, &after, &view);
        self.last = Some(view);
        if self.status == Status::Playing {
            self.answer();
        }
        let now = self.session.state();
        self.judge_after_replies(&now);
        Ok(())
    }

    /// The goals a learner's move meets or spoils, judged right after it.
    fn judge_move(&mut self, before: &StateView, after: &StateView, mv: &MoveView) {
        let learner = self.learner;
        let ours = |cell: &str, kind: Option<&str>| {
            after
                .pieces
                .iter()
                .any(|p| p.cell == cell && p.owner == learner && kind.is_none_or(|k| k == p.kind))
        };
        let met = match &self.task.goal {
            Goal::Visit { .. } => {
                if self.tracked.as_deref() == Some(mv.from.as_str()) {
                    self.tracked = Some(mv.to.clone());
                    self.marks.retain(|c| *c != mv.to);
                }
                self.marks.is_empty()
            }
            Goal::Reach { cells, piece } => cells.iter().any(|c| ours(c, piece.as_deref())),
            Goal::Capture { .. } => {
                if let Some(taken) = &mv.captures {
                    self.marks.retain(|c| c != taken);
                }
                self.marks.is_empty()
            }
            Goal::Check => after.check.iter().any(|cell| {
                after
                    .pieces
                    .iter()
                    .any(|p| p.cell == *cell && p.owner != learner)
            }),
            Goal::Escape => false,
            Goal::Win { rule } => after.result.as_ref().is_some_and(|r| {
                r.winners == [learner] && rule.as_deref().is_none_or(|id| id == r.rule_id)
            }),
            Goal::End { rule } => after
                .result
                .as_ref()
                .is_some_and(|r| r.rule_id == rule && r.scores[self.player_index()] >= 0.5),
            Goal::Promote { piece } => {
                let kind_before = before
                    .pieces
                    .iter()
                    .find(|p| p.cell == mv.from)
                    .map(|p| p.kind);
                after.pieces.iter().any(|p| {
                    p.cell == mv.to
                        && p.owner == learner
                        && Some(p.kind) != kind_before
                        && piece.as_deref().is_none_or(|k| k == p.kind)
                })
            }
            Goal::Eliminate => after.extras.alive.len() < before.extras.alive.len(),
        };
        if met {
            self.status = Status::Done;
        }
    }

    /// The others answer (a task with replies) or stand still (the turn comes back).
    fn answer(&mut self) {
        if self.session.outcome().is_some() {
            return;
        }
        match self.task.replies {
            Replies::None => {
                let passed = pass_to(self.variant, &self.session.position(), self.learner);
                if let Ok(session) = self.variant.new_session(Some(&passed)) {
                    self.session = session;
                }
            }
            Replies::Engine => {
                while self.session.outcome().is_none() && self.session.turn() != self.learner {
                    let Ok(Some(found)) = self.session.analyse(None, REPLY_NODES, None, &|| 0.0)
                    else {
                        break;
                    };
                    let Some(best) = found.best else { break };
                    if let Some(cell) = self.marks.iter_mut().find(|c| **c == best.from) {
                        // A piece to take stepped away: the mark follows it.
                        if matches!(self.task.goal, Goal::Capture { .. }) {
                            *cell = best.to.clone();
                        }
                    }
                    if self.session.play(&best.notation).is_err() {
                        break;
                    }
                    if self.tracked.as_deref() == Some(best.to.as_str()) {
                        self.tracked = None;
                    }
                    self.replies.push(best.notation);
                }
            }
        }
    }

    /// The goals judged once the others have answered, and the ways a try ends.
    fn judge_after_replies(&mut self, now: &StateView) {
        if self.status != Status::Playing {
            return;
        }
        let lost = count_pieces(now, self.learner) < self.pieces_at_start;
        if self.task.goal == Goal::Escape && self.moves > 0 {
            if lost {
                self.fail(Failure::PieceLost);
            } else if now
                .result
                .as_ref()
                .is_some_and(|r| !r.winners.contains(&self.learner))
            {
                self.fail(Failure::GameOver);
            } else {
                self.status = Status::Done;
            }
            return;
        }
        if matches!(self.task.goal, Goal::Visit { .. }) && self.tracked.is_none() {
            self.fail(Failure::PieceLost);
        } else if now.result.is_some() {
            self.fail(Failure::GameOver);
        } else if self.moves >= self.limit() {
            self.fail(Failure::OutOfMoves);
        }
    }

    fn fail(&mut self, failure: Failure) {
        self.status = Status::Failed;
        self.failure = Some(failure);
    }

    fn player_index(&self) -> usize {
        self.variant
            .spec()
            .players
            .iter()
            .position(|p| p.letter == self.learner)
            .unwrap_or(0)
    }

    /// Where the task stands, for the page.
    pub fn view(&self) -> TaskView {
        let mut state = self.session.state();
        let allowed = self.legal_moves();
        state.moves.retain(|m| allowed.contains(&m.notation));
        if self.last.is_some() && self.replies.is_empty() {
            state.last = self.last.clone();
        }
        let marks = match &self.task.goal {
            Goal::Visit { .. } | Goal::Capture { .. } => self.marks.clone(),
            Goal::Reach { cells, .. } => cells.clone(),
            _ => Vec::new(),
        };
        TaskView {
            state,
            learner: self.learner,
            status: self.status,
            failure: self.failure,
            moves: self.moves,
            par: self.task.par,
            limit: self.limit(),
            stars: if self.status == Status::Done {
                stars(self.moves, self.task.par)
            } else {
                0
            },
            marks,
            replies: self.replies.clone(),
        }
    }

    /// Where the task stands.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The learner's moves so far.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// A copy of this run at its current point, for searching ahead (the par's test).
    pub fn fork(&self) -> Result<TaskRun, ParseError> {
        Ok(TaskRun {
            variant: self.variant,
            task: self.task.clone(),
            learner: self.learner,
            session: self.variant.new_session(Some(&self.session.position()))?,
            moves: self.moves,
            tracked: self.tracked.clone(),
            marks: self.marks.clone(),
            pieces_at_start: self.pieces_at_start,
            status: self.status,
            failure: self.failure,
            replies: self.replies.clone(),
            last: self.last.clone(),
        })
    }

    /// What decides the rest of the run: the position and the goal's progress (the par's
    /// test keys positions it has seen on it).
    pub fn key(&self) -> String {
        format!(
            "{} {:?} {:?}",
            self.session.position(),
            self.tracked,
            self.marks
        )
    }
}

/// The position string with `learner` to move again: every game's second field is the side to
/// move (docs/rules.md §6.1); in hex the en passant right a double step gave the other side is
/// gone once it has passed.
fn pass_to(variant: Variant, position: &str, learner: char) -> String {
    let mut fields: Vec<String> = position.split(' ').map(str::to_string).collect();
    if fields.len() > 1 {
        fields[1] = learner.to_string();
    }
    #[cfg(feature = "hex")]
    if variant == Variant::Hex && fields.len() > 2 {
        fields[2] = "-".to_string();
    }
    let _ = variant;
    fields.join(" ")
}

fn count_pieces(state: &StateView, player: char) -> usize {
    state.pieces.iter().filter(|p| p.owner == player).count()
}

fn bad_task(message: impl Into<String>) -> ParseError {
    ParseError::new(ErrorKind::BadField, message)
}

/// The fewest learner moves that meet `task`'s goal and one such sequence, searching every
/// sequence of allowed moves (the others' replies are the engine's, so the same each time) of
/// at most `most` moves; `None` when none meets it. Positions reached twice are searched once.
pub fn fewest_moves(
    variant: Variant,
    task: &Task,
    most: u32,
) -> Result<Option<Vec<String>>, ParseError> {
    let start = TaskRun::new(variant, task.clone())?;
    let mut frontier = vec![(start, Vec::new())];
    let mut seen = std::collections::HashSet::new();
    for _ in 1..=most {
        let mut next = Vec::new();
        for (run, path) in &frontier {
            for mv in run.legal_moves() {
                let mut child = run.fork()?;
                child.play(&mv)?;
                let mut line: Vec<String> = path.clone();
                line.push(mv);
                match child.status() {
                    Status::Done => return Ok(Some(line)),
                    Status::Playing if seen.insert(child.key()) => next.push((child, line)),
                    _ => {}
                }
            }
        }
        frontier = next;
    }
    Ok(None)
}

/// Everything wrong with a task of `variant`: a position or goal that does not fit, a solution
/// that does not meet the goal in `par` moves, a wrong try that meets it, or a par that is not
/// the fewest moves. Empty when the task is sound.
pub fn check_task(variant: Variant, task: &Task) -> Vec<String> {
    let mut problems = Vec::new();
    let mut run = match TaskRun::new(variant, task.clone()) {
        Ok(run) => run,
        Err(e) => return vec![format!("cannot start: {e}")],
    };
    for (i, mv) in task.solution.iter().enumerate() {
        if let Err(e) = run.play(mv) {
            problems.push(format!("solution move {} ({mv}): {e}", i + 1));
            break;
        }
    }
    if run.status() != Status::Done || run.moves() != task.par {
        let shortest = fewest_moves(variant, task, run.limit()).ok().flatten();
        problems.push(format!(
            "the solution ends {:?} after {} moves, not done in the par of {} (a shortest \
             solution: {})",
            run.status(),
            run.moves(),
            task.par,
            shortest.map_or("none within the limit".to_string(), |l| l.join(" "))
        ));
    }
    match TaskRun::new(variant, task.clone()) {
        Ok(mut wrong) => {
            for (i, mv) in task.wrong_try.iter().enumerate() {
                if let Err(e) = wrong.play(mv) {
                    problems.push(format!("wrong try move {} ({mv}): {e}", i + 1));
                    break;
                }
            }
            if task.wrong_try.is_empty() || wrong.status() == Status::Done {
                problems.push("the wrong try meets the goal".to_string());
            }
        }
        Err(e) => problems.push(format!("cannot start: {e}")),
    }
    if task.par > 1 {
        match fewest_moves(variant, task, task.par - 1) {
            Ok(Some(line)) => problems.push(format!(
                "{} moves meet the goal, fewer than the par: {}",
                line.len(),
                line.join(" ")
            )),
            Ok(None) => {}
            Err(e) => problems.push(format!("searching the par: {e}")),
        }
    }
    problems
}

//! The exhaustive proof behind a forced-win puzzle: every move of every player looked at,
//! nothing pruned, so "wins in n" and "only this move wins in n" are facts of the rules, not
//! of a search's judgement.

use crate::game::{Game, Outcome, Player};

/// The proof needed more nodes than it may spend (`PUZZLE_PROOF_NODES`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct OverBudget;

/// A proof's node count against its cap.
pub(super) struct Prover {
    nodes: u64,
    cap: u64,
}

impl Prover {
    /// A prover that may visit `cap` positions in all.
    pub(super) fn new(cap: u64) -> Self {
        Prover { nodes: 0, cap }
    }

    /// Whether `solver` wins `game` (restored on return) by force with at most `moves` more
    /// moves of its own, whatever every other player replies. Counting the solver's moves
    /// rather than plies keeps three-player games right when a kingdom falls mid-line.
    pub(super) fn wins_within<G: Game>(
        &mut self,
        game: &mut G,
        solver: Player,
        moves: usize,
    ) -> Result<bool, OverBudget> {
        self.nodes += 1;
        if self.nodes > self.cap {
            return Err(OverBudget);
        }
        if let Some(outcome) = game.outcome() {
            return Ok(solver_wins(&outcome, solver));
        }
        let ours = game.side_to_move() == solver;
        if ours && moves == 0 {
            return Ok(false);
        }
        let left = if ours { moves - 1 } else { moves };
        let mut list = Vec::new();
        game.legal_moves(&mut list);
        for mv in list {
            game.make(mv);
            let won = self.wins_within(game, solver, left);
            game.unmake();
            // The solver needs one winning move; the others need one escape.
            match (won?, ours) {
                (true, true) => return Ok(true),
                (false, false) => return Ok(false),
                _ => {}
            }
        }
        Ok(!ours)
    }

    /// The solver's moves in `game` (its turn) that win by force with at most `moves` moves
    /// of its own, this one included.
    pub(super) fn winning_moves<G: Game>(
        &mut self,
        game: &mut G,
        moves: usize,
    ) -> Result<Vec<G::Move>, OverBudget> {
        let solver = game.side_to_move();
        let mut list = Vec::new();
        game.legal_moves(&mut list);
        let mut winning = Vec::new();
        for mv in list {
            game.make(mv);
            let won = self.wins_within(game, solver, moves.saturating_sub(1));
            game.unmake();
            if won? {
                winning.push(mv);
            }
        }
        Ok(winning)
    }
}

/// Whether `outcome` is a win of `solver` alone.
pub(super) fn solver_wins(outcome: &Outcome, solver: Player) -> bool {
    matches!(outcome, Outcome::Win { winners, .. } if winners[..] == [solver])
}

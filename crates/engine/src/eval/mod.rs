//! Evaluation: for each game, a weighted sum of named features.
//!
//! Every game lists its features (material per piece kind, advancement, den or king safety…)
//! with a base weight each. The search multiplies feature values by a weight vector passed in,
//! so the adaptive Benlik level can change the weights, and the names are what the player sees
//! in its summary of what it learned.

#[cfg(feature = "hex")]
pub mod hex;
#[cfg(feature = "jungle")]
pub mod jungle;
#[cfg(feature = "sanguo")]
pub mod sanguo;
#[cfg(feature = "timur")]
pub mod timur;

use crate::game::{Game, Player};
use crate::topology::Cell;

/// One evaluation feature.
#[derive(Clone, Copy, Debug)]
pub struct Feature {
    /// Stable id (`material.rat`, `advance`), used in stored weights.
    pub id: &'static str,
    /// Base weight, in centi-units per unit of the feature's value.
    pub base: f32,
}

/// Positional knowledge the search needs about a game, kept apart from its rules.
pub trait Evaluate: Game {
    /// The named features, in the order of weight vectors.
    fn features() -> &'static [Feature];

    /// Writes each feature's value for `player` into `out` (length `features().len()`):
    /// what `player` has minus what its opponents have, so a positive weighted sum is good
    /// for `player`.
    fn feature_values(&self, player: Player, out: &mut [f32]);

    /// Writes into `out` how `mv` would change each feature value for `player`, without making
    /// it, and returns true; or returns false when the game cannot tell that cheaply (the
    /// default), and the caller makes the move and evaluates instead. Used by the opponent
    /// model, which scores every move of an opponent. A game returns false for any move that
    /// may do more than move and capture pieces (a takeover, a check that may be mate), so the
    /// model still sees those; a rare consequence that is costly to foresee (in Three Kingdoms,
    /// a stalemate the move causes) may be left out.
    fn feature_change(&self, _mv: Self::Move, _player: Player, _out: &mut [f32]) -> bool {
        false
    }

    /// Writes into `out` how the features of the side to move would change if its piece on
    /// `from`, once moved to `to` (or left where it is, when `to` is `from`), were then lost in
    /// a one-step exchange there (taken by the least valuable attacker, which may be taken
    /// back), and returns true; returns false when nothing is at risk there, or when the game
    /// does not tell (the default). Used by the opponent model, so that the opponent it plays
    /// neither hangs a piece nor leaves one hanging that the real one, searching, would save.
    fn exchange_risk(&self, _from: Cell, _to: Cell, _out: &mut [f32]) -> bool {
        false
    }

    /// Whether a move changes material (a capture, or a promotion): searched in quiescence.
    fn is_tactical(&self, mv: Self::Move) -> bool;

    /// Rough value of what the move captures (0 if nothing), for ordering captures.
    fn capture_value(&self, mv: Self::Move) -> i32;

    /// Rough value of the moving piece, for ordering captures (least valuable attacker first).
    fn mover_value(&self, mv: Self::Move) -> i32;

    /// The owner of the piece the move captures, if any (needed only by three-player games,
    /// where a capture between two opponents of the searching player is not its concern).
    fn captured_owner(&self, _mv: Self::Move) -> Option<Player> {
        None
    }

    /// Whether the side to move is in check (games without check: never).
    fn in_check(&self) -> bool {
        false
    }

    /// Whether `player` has been knocked out while the game goes on (three-player games).
    fn is_eliminated(&self, _player: Player) -> bool {
        false
    }

    /// Whether the search may prune here by passing the turn (a *null move*, see
    /// `make_null`), asked only when the side to move is not in check: in chess, when that
    /// side has a piece other than its king and pawns. Why that piece: null-move pruning
    /// assumes that moving is never worse than passing, which fails in zugzwang, and zugzwang
    /// is an endgame of kings and pawns. A game that answers false everywhere (the default) is
    /// searched without null moves.
    fn null_move_allowed(&self) -> bool {
        false
    }

    /// Passes the turn: the other side moves next, nothing else changes but what a pass
    /// clears (an en passant right) and the hash. Called only where `null_move_allowed` is
    /// true, and always undone by `unmake_null` before anything else is made or unmade.
    fn make_null(&mut self) {}

    /// Undoes `make_null`.
    fn unmake_null(&mut self) {}

    /// The margin of reverse futility pruning, in centi-units per ply left, or None where the
    /// search should not prune so (the default). See `search::REVERSE_FUTILITY_MAX_DEPTH`: a
    /// side whose static evaluation beats the window by this much for every ply left is taken
    /// to keep that lead, so the margin is about what the opponent can win back in one ply of
    /// quiet play, above what quiescence sees.
    fn reverse_futility_margin() -> Option<i32> {
        None
    }

    /// Whether the search may leave out a node's late quiet moves near the leaves (see
    /// `search::LATE_MOVE_MAX_DEPTH`): where the move ordering puts the moves that matter
    /// first, and quiet moves far down it seldom do. False by default.
    fn late_move_pruning() -> bool {
        false
    }
}

/// The base weights of a game.
pub fn base_weights<G: Evaluate>() -> Vec<f32> {
    G::features().iter().map(|f| f.base).collect()
}

/// The weighted sum of features for `player`, in centi-units.
pub fn evaluate<G: Evaluate>(
    game: &G,
    player: Player,
    weights: &[f32],
    scratch: &mut [f32],
) -> i32 {
    game.feature_values(player, scratch);
    weighted_sum(scratch, weights).round() as i32
}

/// Feature values times their weights, summed (in centi-units).
pub fn weighted_sum(values: &[f32], weights: &[f32]) -> f32 {
    values.iter().zip(weights).map(|(v, w)| v * w).sum()
}

//! Benlik ("self"): the bot level that adapts its evaluation weights to the player, game by
//! game.
//!
//! # The learning rule: TD(λ) on relative weights
//!
//! After a finished game, Benlik looks at the positions where the *player* was to move — the
//! positions the player's choices led to and chose from. For each such position `t` it has
//! the evaluation's feature values φ(t) (Benlik's point of view) and turns the weighted sum
//! into a prediction of the result, `P_t = tanh(eval_t / SCALE)` in (−1, 1). The game's real
//! result `r` (+1 Benlik won, −1 lost, 0 drew, ¾–¼ in between) closes the sequence. The
//! temporal differences `d_t = P_{t+1} − P_t` (and `r − P_last` at the end) say how wrong each
//! prediction proved; TD(λ) (Sutton 1988; used for chess by KnightCap's TDLeaf(λ), Baxter,
//! Tridgell & Weaver 2000) moves each weight along the gradient of the predictions, with each
//! position's error summed over the later differences discounted by λ:
//!
//! `Δu_i = η/N · Σ_t ∂P_t/∂u_i · Σ_{j≥t} λ^{j−t} d_j`
//!
//! Weights are parametrised relative to their base, `w_i = base_i · (1 + u_i)`, so every
//! feature learns on the same scale whatever its unit (a rook's value and a centre bonus
//! differ by a factor of a hundred) and the limits below are simply bounds on `u`.
//!
//! So when the player keeps reaching positions Benlik thought good for itself and then wins,
//! the features that made them look good lose weight; features that foretold the player's
//! success gain weight. Benlik comes to value what this player's play shows to matter.
//!
//! # Limits (enforced exactly, whatever the input)
//! - In one game each weight changes by at most 3% of its value before the game.
//! - No weight ever drifts more than 30% from its base value.
//! - Non-finite inputs (a corrupt record, absurd scores) change nothing.

/// Largest relative change of one weight in one game.
pub const MAX_STEP: f32 = 0.03;
/// Largest relative drift of a weight from its base value.
pub const MAX_DRIFT: f32 = 0.30;
/// Evaluation units mapped to a prediction of ±0.76 (tanh 1): about a rook's worth.
const SCALE: f32 = 600.0;
/// Learning rate in relative-weight units.
const LEARNING_RATE: f32 = 0.5;
/// TD(λ) discount: how far back a late surprise is blamed on earlier positions.
const LAMBDA: f32 = 0.7;

/// Checks a stored weight vector against the base weights: right length, finite, and within
/// the drift limit. Returns a message naming the first problem.
pub fn validate(base: &[f32], weights: &[f32]) -> Result<(), String> {
    if weights.len() != base.len() {
        return Err(format!(
            "expected {} weights, found {}",
            base.len(),
            weights.len()
        ));
    }
    for (i, (&w, &b)) in weights.iter().zip(base).enumerate() {
        if !w.is_finite() {
            return Err(format!("weight {i} is not a finite number"));
        }
        if (w - b).abs() > b.abs() * MAX_DRIFT * 1.0001 + 1e-6 {
            return Err(format!(
                "weight {i} ({w}) is more than 30% away from its base ({b})"
            ));
        }
    }
    Ok(())
}

/// One TD(λ) update after a game.
///
/// - `base`: the base weights; `current`: the weights Benlik played the game with.
/// - `positions`: the feature values (Benlik's point of view) of each position where the
///   player was to move, in game order.
/// - `result`: Benlik's score in the game, 0 (loss) … 1 (win).
///
/// Returns the new weights, within both limits. Invalid input returns `current` clamped into
/// the limits (or the base weights if `current` is unusable).
pub fn update(base: &[f32], current: &[f32], positions: &[Vec<f32>], result: f64) -> Vec<f32> {
    let current: Vec<f32> = if validate(base, current).is_ok() {
        current.to_vec()
    } else {
        base.to_vec()
    };
    let usable = result.is_finite()
        && positions
            .iter()
            .all(|p| p.len() == base.len() && p.iter().all(|v| v.is_finite()));
    if !usable || positions.is_empty() {
        return current;
    }
    let reward = (result.clamp(0.0, 1.0) * 2.0 - 1.0) as f32;
    let predictions: Vec<f32> = positions
        .iter()
        .map(|phi| {
            let eval: f32 = phi.iter().zip(&current).map(|(v, w)| v * w).sum();
            (eval / SCALE).tanh()
        })
        .collect();
    let n = predictions.len();
    let differences: Vec<f32> = (0..n)
        .map(|t| {
            if t + 1 < n {
                predictions[t + 1] - predictions[t]
            } else {
                reward - predictions[t]
            }
        })
        .collect();
    // Σ_{j≥t} λ^{j−t} d_j for every t, computed backwards in one pass.
    let mut discounted = vec![0.0f32; n];
    let mut running = 0.0f32;
    for t in (0..n).rev() {
        running = differences[t] + LAMBDA * running;
        discounted[t] = running;
    }
    let mut new_weights = current.clone();
    for i in 0..base.len() {
        // ∂P_t/∂u_i = (1 − P_t²) · base_i · φ_i(t) / SCALE
        let gradient: f32 = (0..n)
            .map(|t| {
                (1.0 - predictions[t] * predictions[t]) * base[i] * positions[t][i] / SCALE
                    * discounted[t]
            })
            .sum();
        let delta_u = LEARNING_RATE * gradient / n as f32;
        let proposed = current[i] + base[i] * delta_u;
        new_weights[i] = clamp_weight(base[i], current[i], proposed);
    }
    new_weights
}

/// Applies both limits: at most `MAX_STEP` of the current value per game, at most
/// `MAX_DRIFT` of the base value in total.
fn clamp_weight(base: f32, current: f32, proposed: f32) -> f32 {
    let proposed = if proposed.is_finite() {
        proposed
    } else {
        current
    };
    let step = current.abs() * MAX_STEP;
    let drift = base.abs() * MAX_DRIFT;
    let stepped = proposed.clamp(current - step, current + step);
    stepped.clamp(base - drift, base + drift)
}

/// Relative change of each weight from its base, in percent (for the player's summary),
/// largest first, as `(feature index, percent)`. Changes below 0.05% are left out.
pub fn changes(base: &[f32], weights: &[f32]) -> Vec<(usize, f32)> {
    let mut list: Vec<(usize, f32)> = base
        .iter()
        .zip(weights)
        .enumerate()
        .filter(|(_, (b, _))| **b != 0.0)
        .map(|(i, (b, w))| (i, (w - b) / b.abs() * 100.0))
        .filter(|(_, pct)| pct.abs() >= 0.05)
        .collect();
    list.sort_by(|a, b| b.1.abs().total_cmp(&a.1.abs()).then(a.0.cmp(&b.0)));
    list
}

#[cfg(test)]
mod tests {
    use super::*;

    fn within_limits(base: &[f32], before: &[f32], after: &[f32]) {
        for i in 0..base.len() {
            assert!(
                (after[i] - before[i]).abs() <= before[i].abs() * MAX_STEP * 1.0001 + 1e-4,
                "step {i}"
            );
            assert!(
                (after[i] - base[i]).abs() <= base[i].abs() * MAX_DRIFT * 1.0001 + 1e-4,
                "drift {i}"
            );
        }
    }

    #[test]
    fn limits_hold_for_extreme_and_long_games() {
        let base = vec![100.0, 5.0, 900.0, 30.0];
        let mut weights = base.clone();
        // A very long game with huge feature values, lost again and again: the same game 500
        // times must drift no further than 30%, and no step may pass 3%.
        let positions: Vec<Vec<f32>> = (0..5000)
            .map(|t| vec![1e6, -1e6, (t % 7) as f32, 1e3])
            .collect();
        for _ in 0..500 {
            let next = update(&base, &weights, &positions, 0.0);
            within_limits(&base, &weights, &next);
            weights = next;
        }
        assert!(validate(&base, &weights).is_ok());
        // Ordinary positions lost 500 times in a row push some weight right to the 30% wall.
        let mut weights = base.clone();
        let positions: Vec<Vec<f32>> = (0..80).map(|_| vec![1.0, -2.0, 0.5, 3.0]).collect();
        for _ in 0..500 {
            let next = update(&base, &weights, &positions, 0.0);
            within_limits(&base, &weights, &next);
            weights = next;
        }
        assert!(validate(&base, &weights).is_ok());
        assert!(
            weights
                .iter()
                .zip(&base)
                .any(|(w, b)| ((w - b) / b).abs() > 0.29),
            "{weights:?}"
        );
    }

    #[test]
    fn bad_input_changes_nothing_and_never_panics() {
        let base = vec![100.0, 5.0];
        let w = vec![101.0, 5.0];
        assert_eq!(update(&base, &w, &[vec![f32::NAN, 1.0]], 1.0), w);
        assert_eq!(update(&base, &w, &[vec![1.0]], 1.0), w);
        assert_eq!(update(&base, &w, &[vec![1.0, 1.0]], f64::INFINITY), w);
        assert_eq!(update(&base, &w, &[], 1.0), w);
        // A corrupt current vector falls back to the base.
        assert_eq!(update(&base, &[1e9, 5.0], &[], 1.0), base);
        assert!(validate(&base, &[f32::INFINITY, 5.0]).is_err());
        assert!(validate(&base, &[140.0, 5.0]).is_err());
        assert!(validate(&base, &[100.0]).is_err());
    }

    #[test]
    fn update_is_deterministic() {
        let base = vec![100.0, 5.0, 60.0];
        let positions: Vec<Vec<f32>> = (0..40)
            .map(|t| vec![(t % 3) as f32, t as f32 / 10.0, -1.0])
            .collect();
        assert_eq!(
            update(&base, &base, &positions, 0.25),
            update(&base, &base, &positions, 0.25)
        );
    }

    #[test]
    fn learns_in_the_direction_the_results_show() {
        // Benlik kept having more of feature 0 (thinking it was ahead) and lost: feature 0 was
        // worth less than it thought. Feature 1 was against Benlik and it lost: no reason to
        // value it less — its weight must rise.
        let base = vec![100.0, 50.0];
        let positions: Vec<Vec<f32>> = (0..30).map(|_| vec![2.0, -1.0]).collect();
        let after = update(&base, &base, &positions, 0.0);
        assert!(after[0] < base[0], "{after:?}");
        assert!(after[1] > base[1], "{after:?}");
        // And a win with the same positions confirms the weights upwards.
        let after_win = update(&base, &base, &positions, 1.0);
        assert!(after_win[0] > base[0], "{after_win:?}");
    }

    #[test]
    fn changes_are_listed_largest_first() {
        let list = changes(&[100.0, 10.0, 50.0], &[102.0, 9.0, 50.0]);
        assert_eq!(list.len(), 2);
        assert_eq!(list[0].0, 1);
        assert!((list[0].1 + 10.0).abs() < 1e-3);
        assert!((list[1].1 - 2.0).abs() < 1e-3);
    }
}

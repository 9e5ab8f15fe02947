//! Jungle evaluation: material per animal, progress towards the enemy den, pressure on it,
//! guarding one's own den, and lions and tigers placed to jump.

use super::{Evaluate, Feature};
use crate::game::{Game, GameMove, Player};
use crate::jungle::{Jungle, JungleMove};
use crate::topology::Cell;

/// Base values chosen from common Jungle engine practice: the rat is worth more than its
/// strength suggests (it swims and kills the elephant); lion and tiger jump the rivers.
const MATERIAL: [f32; 9] = [0.0, 450.0, 200.0, 300.0, 400.0, 500.0, 800.0, 900.0, 1000.0];

const FEATURES: &[Feature] = &[
    Feature {
        id: "material.rat",
        base: MATERIAL[1],
    },
    Feature {
        id: "material.cat",
        base: MATERIAL[2],
    },
    Feature {
        id: "material.dog",
        base: MATERIAL[3],
    },
    Feature {
        id: "material.wolf",
        base: MATERIAL[4],
    },
    Feature {
        id: "material.leopard",
        base: MATERIAL[5],
    },
    Feature {
        id: "material.tiger",
        base: MATERIAL[6],
    },
    Feature {
        id: "material.lion",
        base: MATERIAL[7],
    },
    Feature {
        id: "material.elephant",
        base: MATERIAL[8],
    },
    // Ranks advanced towards the enemy den, summed over animals.
    Feature {
        id: "advance",
        base: 6.0,
    },
    // (4 − distance)² for each animal within three steps of the enemy den.
    Feature {
        id: "den_attack",
        base: 30.0,
    },
    // Own animals within two steps of their own den.
    Feature {
        id: "den_guard",
        base: 20.0,
    },
    // Lions and tigers standing on a river bank, ready to jump.
    Feature {
        id: "jumper_on_bank",
        base: 15.0,
    },
];

const MATERIAL_FEATURES: usize = 8;
const ADVANCE: usize = 8;
const DEN_ATTACK: usize = 9;
const DEN_GUARD: usize = 10;
const JUMPER: usize = 11;

fn distance(a: Cell, b: Cell) -> i32 {
    let (af, ar) = Jungle::coordinates(a);
    let (bf, br) = Jungle::coordinates(b);
    (af as i32 - bf as i32).abs() + (ar as i32 - br as i32).abs()
}

fn on_bank(cell: Cell) -> bool {
    let (file, rank) = Jungle::coordinates(cell);
    let near = |f: i32, r: i32| {
        (0..7).contains(&f) && (0..9).contains(&r) && Jungle::is_water((r * 7 + f) as Cell)
    };
    let (f, r) = (file as i32, rank as i32);
    !Jungle::is_water(cell)
        && (near(f + 1, r) || near(f - 1, r) || near(f, r + 1) || near(f, r - 1))
}

impl Evaluate for Jungle {
    fn features() -> &'static [Feature] {
        FEATURES
    }

    fn feature_values(&self, player: Player, out: &mut [f32]) {
        out.fill(0.0);
        for cell in 0..63 as Cell {
            let Some((owner, strength)) = self.animal(cell) else {
                continue;
            };
            let sign = if owner == player { 1.0 } else { -1.0 };
            out[strength as usize - 1] += sign;
            let (_, rank) = Jungle::coordinates(cell);
            let progress = if owner == 0 { rank } else { 8 - rank };
            out[ADVANCE] += sign * progress as f32;
            let to_enemy_den = distance(cell, Jungle::den(1 - owner));
            if to_enemy_den <= 3 {
                out[DEN_ATTACK] += sign * ((4 - to_enemy_den) * (4 - to_enemy_den)) as f32;
            }
            if distance(cell, Jungle::den(owner)) <= 2 {
                out[DEN_GUARD] += sign;
            }
            if (strength == 6 || strength == 7) && on_bank(cell) {
                out[JUMPER] += sign;
            }
        }
        debug_assert_eq!(MATERIAL_FEATURES, 8);
    }

    fn is_tactical(&self, mv: JungleMove) -> bool {
        self.animal(mv.to()).is_some() || mv.to() == Jungle::den(1 - self.side_to_move())
    }

    fn capture_value(&self, mv: JungleMove) -> i32 {
        self.animal(mv.to())
            .map_or(0, |(_, s)| MATERIAL[s as usize] as i32)
    }

    fn mover_value(&self, mv: JungleMove) -> i32 {
        self.animal(mv.from())
            .map_or(0, |(_, s)| MATERIAL[s as usize] as i32)
    }
}

//! The piece kinds of Timur chess: tokens, English names, and how a square's byte encodes them.

use crate::game::{ErrorKind, ParseError, Player};

/// Every piece kind, the large-variant ones and the eleven pawns included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum PieceKind {
    /// Şah: one step any direction; royal.
    King,
    /// Şehzade, the promoted pawn of the king: moves like the king; royal.
    Prince,
    /// Maceracı şah, the pawn of pawns after its third arrival: moves like the king; royal;
    /// the only piece that may enter its own citadel.
    AdventitiousKing,
    /// Ferz: one diagonal step.
    General,
    /// Vezir: one orthogonal step.
    Vizier,
    /// Kale: orthogonal slider.
    Rook,
    /// At: (1,2) leaper.
    Knight,
    /// Fil (pil): (2,2) leaper.
    Elephant,
    /// Deve: (1,3) leaper.
    Camel,
    /// Mancınık (dabbaba): (0,2) leaper.
    WarEngine,
    /// Gözcü (talia): diagonal slider that travels at least two cells.
    Picket,
    /// Zürafa: one diagonal step, then at least three cells straight on, never jumping.
    Giraffe,
    /// Lukhm (large variant): one orthogonal step.
    SeaMonster,
    /// Aslan (large variant): leaps 1–3 cells along the eight queen lines.
    Lion,
    /// Boğa (large variant): (2,3) leaper.
    Bull,
    /// Kâşif (large variant): (3,3) leaper.
    Explorer,
    /// Pawn of the king (promotes to prince).
    PawnOfKing,
    /// Pawn of the general.
    PawnOfGeneral,
    /// Pawn of the vizier.
    PawnOfVizier,
    /// Pawn of rooks.
    PawnOfRooks,
    /// Pawn of knights.
    PawnOfKnights,
    /// Pawn of elephants.
    PawnOfElephants,
    /// Pawn of camels.
    PawnOfCamels,
    /// Pawn of war engines.
    PawnOfWarEngines,
    /// Pawn of pickets.
    PawnOfPickets,
    /// Pawn of giraffes.
    PawnOfGiraffes,
    /// Pawn of pawns: returns twice, then becomes an adventitious king.
    PawnOfPawns,
}

/// Token (White's, `K` or `PR`; Black's is the same in lowercase) and English name of a piece
/// kind.
pub type PieceInfo = crate::kinds::PieceInfo<PieceKind>;

/// Every piece kind in `PieceKind` order, with its token and English name.
pub const PIECES: [PieceInfo; 27] = {
    use PieceKind::*;
    [
        PieceInfo::new(King, "K", "king"),
        PieceInfo::new(Prince, "S", "prince"),
        PieceInfo::new(AdventitiousKing, "A", "adventitious king"),
        PieceInfo::new(General, "F", "general"),
        PieceInfo::new(Vizier, "V", "vizier"),
        PieceInfo::new(Rook, "R", "rook"),
        PieceInfo::new(Knight, "N", "knight"),
        PieceInfo::new(Elephant, "E", "elephant"),
        PieceInfo::new(Camel, "C", "camel"),
        PieceInfo::new(WarEngine, "W", "war engine"),
        PieceInfo::new(Picket, "T", "picket"),
        PieceInfo::new(Giraffe, "G", "giraffe"),
        PieceInfo::new(SeaMonster, "M", "sea monster"),
        PieceInfo::new(Lion, "L", "lion"),
        PieceInfo::new(Bull, "B", "bull"),
        PieceInfo::new(Explorer, "X", "explorer"),
        PieceInfo::new(PawnOfKing, "PK", "pawn of the king"),
        PieceInfo::new(PawnOfGeneral, "PF", "pawn of the general"),
        PieceInfo::new(PawnOfVizier, "PV", "pawn of the vizier"),
        PieceInfo::new(PawnOfRooks, "PR", "pawn of rooks"),
        PieceInfo::new(PawnOfKnights, "PN", "pawn of knights"),
        PieceInfo::new(PawnOfElephants, "PE", "pawn of elephants"),
        PieceInfo::new(PawnOfCamels, "PC", "pawn of camels"),
        PieceInfo::new(PawnOfWarEngines, "PW", "pawn of war engines"),
        PieceInfo::new(PawnOfPickets, "PT", "pawn of pickets"),
        PieceInfo::new(PawnOfGiraffes, "PG", "pawn of giraffes"),
        PieceInfo::new(PawnOfPawns, "PP", "pawn of pawns"),
    ]
};

impl PieceKind {
    /// Every kind, in declaration order.
    pub const ALL: [PieceKind; 27] = {
        let mut all = [PieceKind::King; 27];
        let mut i = 0;
        while i < 27 {
            all[i] = PIECES[i].kind;
            i += 1;
        }
        all
    };

    /// Token, name and kind.
    pub fn info(self) -> &'static PieceInfo {
        &PIECES[self as usize]
    }

    /// King, prince or adventitious king.
    #[inline]
    pub fn is_royal(self) -> bool {
        (self as u8) <= PieceKind::AdventitiousKing as u8
    }

    /// One of the eleven pawns.
    #[inline]
    pub fn is_pawn(self) -> bool {
        self as u8 >= PieceKind::PawnOfKing as u8
    }

    /// What a pawn becomes on its last rank (the pawn of pawns is handled apart).
    pub fn promotion(self) -> Option<PieceKind> {
        use PieceKind::*;
        Some(match self {
            PawnOfKing => Prince,
            PawnOfGeneral => General,
            PawnOfVizier => Vizier,
            PawnOfRooks => Rook,
            PawnOfKnights => Knight,
            PawnOfElephants => Elephant,
            PawnOfCamels => Camel,
            PawnOfWarEngines => WarEngine,
            PawnOfPickets => Picket,
            PawnOfGiraffes => Giraffe,
            _ => return None,
        })
    }

    /// Rank among royals for the citadel draw: higher enters the opponent's citadel first.
    pub fn royal_rank(self) -> u8 {
        match self {
            PieceKind::King => 3,
            PieceKind::Prince => 2,
            PieceKind::AdventitiousKing => 1,
            _ => 0,
        }
    }

    /// The upper-case letter that starts the kind's token (`P` for every pawn).
    pub fn letter(self) -> char {
        self.info().letter()
    }

    /// For a pawn, what it is the pawn of: the kind it promotes to (the prince for the pawn
    /// of the king), or `pawns` for the pawn of pawns; `None` for other kinds.
    pub fn pawn_of(self) -> Option<&'static str> {
        match self {
            PieceKind::PawnOfPawns => Some("pawns"),
            _ => self.promotion().map(|k| k.info().name),
        }
    }

    /// The kind whose White token is `token`.
    pub fn from_token(token: &str) -> Option<PieceKind> {
        PIECES.iter().find(|p| p.token == token).map(|p| p.kind)
    }
}

/// A square's content: 0 empty, else `kind + 1 + 32 * owner`.
pub type Square = u8;

/// The square byte of a player's piece.
#[inline]
pub const fn square(owner: Player, kind: PieceKind) -> Square {
    kind as u8 + 1 + (owner << 5)
}

/// The owner of a non-empty square.
#[inline]
pub fn owner(sq: Square) -> Player {
    sq >> 5
}

/// The kind on a non-empty square.
#[inline]
pub fn kind(sq: Square) -> PieceKind {
    PieceKind::ALL[((sq & 31) - 1) as usize]
}

/// The position-string token of a non-empty square.
pub fn token(sq: Square) -> String {
    let t = kind(sq).info().token;
    if owner(sq) == 0 {
        t.to_string()
    } else {
        t.to_ascii_lowercase()
    }
}

/// Reads one piece token at the start of `text`: the piece and the bytes used.
pub fn read_token(text: &str) -> Result<(Square, usize), ParseError> {
    let bad = |token: String, message: String| {
        Err(ParseError::new(ErrorKind::BadPiece, message).with("text", token))
    };
    let mut chars = text.chars();
    let Some(c) = chars.next() else {
        return bad(String::new(), "missing piece".to_string());
    };
    let player: Player = if c.is_ascii_uppercase() { 0 } else { 1 };
    let upper = c.to_ascii_uppercase();
    if upper == 'P' {
        let Some(second) = chars.next() else {
            return bad(
                c.to_string(),
                format!("pawn token '{c}' needs a second letter (one of KFVRNECWTGP)"),
            );
        };
        let token = format!("P{}", second.to_ascii_uppercase());
        return match PieceKind::from_token(&token) {
            Some(k)
                if second.is_ascii_alphabetic() && second.is_ascii_uppercase() == (player == 0) =>
            {
                Ok((square(player, k), 2))
            }
            Some(_) if second.is_ascii_alphabetic() => bad(
                format!("{c}{second}"),
                format!(
                    "pawn token '{c}{second}' mixes cases; write both letters in the side's case"
                ),
            ),
            _ => bad(
                format!("{c}{second}"),
                format!(
                    "unknown pawn '{c}{second}' (the second letter must be one of KFVRNECWTGP)"
                ),
            ),
        };
    }
    match PieceKind::from_token(&upper.to_string()) {
        Some(k) if c.is_ascii_alphabetic() => Ok((square(player, k), c.len_utf8())),
        _ => bad(
            c.to_string(),
            format!(
                "unknown piece '{c}' (expected one of KSAFVRNECWTGMLBX or a pawn P?, uppercase \
                 white, lowercase black)"
            ),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_round_trip() {
        for (i, info) in PIECES.iter().enumerate() {
            assert_eq!(info.kind as usize, i);
            for player in 0..2 {
                let sq = square(player, info.kind);
                assert_eq!((owner(sq), kind(sq)), (player, info.kind));
                let t = token(sq);
                assert_eq!(read_token(&t), Ok((sq, t.len())));
            }
        }
        assert!(read_token("Pr")
            .unwrap_err()
            .message
            .contains("mixes cases"));
        assert!(read_token("PZ")
            .unwrap_err()
            .message
            .contains("unknown pawn"));
        assert!(read_token("P")
            .unwrap_err()
            .message
            .contains("second letter"));
        assert!(read_token("Q")
            .unwrap_err()
            .message
            .contains("unknown piece 'Q'"));
        assert!(read_token("é")
            .unwrap_err()
            .message
            .contains("unknown piece"));
    }
}

//! DimTom's seating document (dimtom.github.io/web_schedule), the one mafiaratings'
//! `import_dimtom_op` (`api/ops/event.php`) reads: `games[]`, each with its ten `players`
//! (numbered from 0) in seats 1–10, and `rounds[]`, each naming its tables' games by their
//! index in `games` (`gameIds`), table 0 first.
//!
//! ```json
//! { "rounds": [ { "gameIds": [0, 1] }, … ],
//!   "games": [ { "players": [3, 17, 0, 9, 12, 5, 19, 8, 1, 14] }, … ] }
//! ```
//!
//! We write the games in the order of the rounds (round 0's tables are games 0, 1, …). A
//! document read back must be a whole seating: every game named once by one round, ten
//! players a game, nobody twice in a round, everyone the same number of games, and the sizes
//! of [`Shape::new`](super::Shape::new). Other fields are ignored.

use super::seating::{Seating, SeatingError, Table, SEATS};
use serde::{Deserialize, Serialize};

/// The document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DimTom {
    pub rounds: Vec<DimTomRound>,
    pub games: Vec<DimTomGame>,
}

/// A round: its tables' games, by index in [`DimTom::games`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DimTomRound {
    #[serde(rename = "gameIds")]
    pub game_ids: Vec<usize>,
}

/// A game: its players in seats 1–10.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DimTomGame {
    pub players: Vec<usize>,
}

impl DimTom {
    /// The seating as DimTom's document.
    #[must_use]
    pub fn from_seating(seating: &Seating) -> DimTom {
        let mut games = Vec::new();
        let rounds = seating
            .rounds()
            .iter()
            .map(|round| DimTomRound {
                game_ids: round
                    .iter()
                    .map(|table| {
                        games.push(DimTomGame {
                            players: table.to_vec(),
                        });
                        games.len() - 1
                    })
                    .collect(),
            })
            .collect();
        DimTom { rounds, games }
    }

    /// The document as a seating.
    ///
    /// # Errors
    /// A round naming a game that is not there, a game named twice or never, a game without
    /// ten players, or any refusal of [`Seating::from_rounds`].
    pub fn to_seating(&self) -> Result<Seating, SeatingError> {
        let mut used = vec![false; self.games.len()];
        let mut rounds = Vec::with_capacity(self.rounds.len());
        for (r, round) in self.rounds.iter().enumerate() {
            let mut tables = Vec::with_capacity(round.game_ids.len());
            for &id in &round.game_ids {
                let game = self.games.get(id).ok_or(SeatingError::UnknownGame {
                    round: r,
                    game: id,
                    games: self.games.len(),
                })?;
                if std::mem::replace(&mut used[id], true) {
                    return Err(SeatingError::GameTwice { game: id });
                }
                let table: Table =
                    game.players
                        .as_slice()
                        .try_into()
                        .map_err(|_| SeatingError::GameSize {
                            game: id,
                            players: game.players.len(),
                        })?;
                tables.push(table);
            }
            rounds.push(tables);
        }
        if let Some(game) = used.iter().position(|&u| !u) {
            return Err(SeatingError::GameUnused { game });
        }
        debug_assert!(rounds.iter().flatten().all(|t| t.len() == SEATS));
        Seating::from_rounds(rounds)
    }

    /// The document as JSON text, indented.
    #[must_use]
    pub fn to_text(&self) -> String {
        crate::json::to_string_pretty(self)
    }

    /// Reads a seating from DimTom's JSON text.
    ///
    /// # Errors
    /// Not JSON of this shape ([`SeatingError::Json`], with the parser's words), or a document
    /// that is not a whole seating ([`DimTom::to_seating`]).
    pub fn read(text: &str) -> Result<Seating, SeatingError> {
        let doc: DimTom = crate::json::from_str(text).map_err(SeatingError::Json)?;
        doc.to_seating()
    }
}

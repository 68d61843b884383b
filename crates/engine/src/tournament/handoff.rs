//! What goes between the organiser's phone and a table's (issue 50): the organiser gives a
//! table its [`Ticket`] (the tournament, the table, its games with the names by seat, the
//! rules), and the table hands back its [`Results`] (each finished game's whole log, with
//! the game's id). Both are small versioned JSON documents; `link::handoff::codes` carries
//! either as numbered QR texts (its `Assembly` gives the JSON back), or a file carries it
//! whole. The table's host's private notes stay on the table's phone.

use super::doc::{read_doc, DocError, GameStatus, Span, Tournament};
use crate::game::Game;
use crate::log::GameLog;
use crate::rules::Preset;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The `format` field of a table's ticket.
pub const TICKET_FORMAT: &str = "mafia-host-tournament-table";
/// The `format` field of a table's results.
pub const RESULTS_FORMAT: &str = "mafia-host-tournament-results";
/// The version of both that this engine writes and reads.
pub const HANDOFF_VERSION: u32 = 1;

/// What the organiser gives a table: its games, each with the names in seats 1–10.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ticket {
    pub format: String,
    pub version: u32,
    /// The tournament's id: the results name it back.
    pub tournament: u64,
    /// The tournament's name, to show.
    pub name: String,
    pub preset: Preset,
    /// The table, from 0.
    pub table: u32,
    pub games: Vec<TicketGame>,
}

/// One game of a ticket.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TicketGame {
    pub game: u32,
    pub round: u32,
    /// The players' names in seats 1–10.
    pub seats: Vec<String>,
}

/// What a table hands back: its finished games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Results {
    pub format: String,
    pub version: u32,
    /// The tournament's id, from the ticket.
    pub tournament: u64,
    pub results: Vec<Reported>,
}

/// One finished game: where it was played and its whole log (replayed by the organiser's
/// phone, so its points are the app's own).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reported {
    pub game: u32,
    pub round: u32,
    pub table: u32,
    pub log: GameLog,
    /// When it was played, as the table's phone knew it (the rating site needs the times).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played: Option<Span>,
}

impl Reported {
    /// The report with the times it was played (the save's start, the moment it ended).
    #[must_use]
    pub fn played_at(mut self, start_ms: u64, end_ms: u64) -> Reported {
        self.played = Some(Span {
            start_ms,
            end_ms: end_ms.max(start_ms),
        });
        self
    }
}

/// Why a ticket cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TicketError {
    /// No such table.
    NoTable { table: u32, tables: u32 },
    /// No such round, or the table does not play in it (a short last round).
    NoGame { table: u32, round: u32 },
}

impl fmt::Display for TicketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TicketError::NoTable { table, tables } => write!(
                f,
                "there is no table {table}: the tables are numbered 0 to {}",
                tables.saturating_sub(1)
            ),
            TicketError::NoGame { table, round } => {
                write!(f, "table {table} has no game in round {round}")
            }
        }
    }
}

impl std::error::Error for TicketError {}

impl Tournament {
    /// Table `table`'s ticket for `rounds` (every round of the tournament when empty; a
    /// short last round where the table does not play is left out then).
    ///
    /// # Errors
    /// No such table, or a round named in which the table has no game.
    pub fn ticket(&self, table: u32, rounds: &[u32]) -> Result<Ticket, TicketError> {
        if table >= self.tables {
            return Err(TicketError::NoTable {
                table,
                tables: self.tables,
            });
        }
        let mut games = Vec::new();
        for g in &self.games {
            if g.table == table && (rounds.is_empty() || rounds.contains(&g.round)) {
                games.push(TicketGame {
                    game: g.id,
                    round: g.round,
                    seats: g
                        .seats
                        .iter()
                        .map(|&id| self.name_of(id).to_string())
                        .collect(),
                });
            }
        }
        if let Some(&round) = rounds
            .iter()
            .find(|&&r| !games.iter().any(|g| g.round == r))
        {
            return Err(TicketError::NoGame { table, round });
        }
        Ok(Ticket {
            format: TICKET_FORMAT.to_string(),
            version: HANDOFF_VERSION,
            tournament: self.id,
            name: self.name.clone(),
            preset: self.preset,
            table,
            games,
        })
    }

    /// The ticket, and its games marked as handed to `phone` (the organiser's name for it).
    ///
    /// # Errors
    /// As [`Tournament::ticket`]; then nothing is marked.
    pub fn hand_out(
        &mut self,
        table: u32,
        rounds: &[u32],
        phone: &str,
    ) -> Result<Ticket, TicketError> {
        let ticket = self.ticket(table, rounds)?;
        for tg in &ticket.games {
            if let Some(g) = self.games.get_mut(tg.game as usize) {
                g.owner = Some(phone.to_string());
            }
        }
        Ok(ticket)
    }

    /// The games still without a counted result, and those whose different results wait for
    /// the organiser's choice: `(pending, disputed)`, by id.
    pub fn open_games(&self) -> (Vec<u32>, Vec<u32>) {
        let of = |s: GameStatus| -> Vec<u32> {
            self.games
                .iter()
                .filter(|g| g.status() == s)
                .map(|g| g.id)
                .collect()
        };
        (of(GameStatus::Pending), of(GameStatus::Disputed))
    }
}

impl Ticket {
    /// Reads a ticket (scanned or opened from a file).
    ///
    /// # Errors
    /// Not a ticket, damaged, or of a newer version.
    pub fn from_json(text: &str) -> Result<Ticket, DocError> {
        read_doc(text, TICKET_FORMAT, HANDOFF_VERSION)
    }

    /// Compact JSON (for the codes; `link::handoff::codes` takes it as it is).
    pub fn to_json(&self) -> String {
        crate::json::to_string(self)
    }

    /// The ticket's game `game`.
    pub fn game(&self, game: u32) -> Option<&TicketGame> {
        self.games.iter().find(|g| g.game == game)
    }

    /// Results holding nothing yet, to [`Results::add`] the table's games to.
    pub fn results(&self) -> Results {
        Results {
            format: RESULTS_FORMAT.to_string(),
            version: HANDOFF_VERSION,
            tournament: self.tournament,
            results: Vec::new(),
        }
    }

    /// The report of the ticket's game `game` played as `played`: its whole log without the
    /// host's private notes. `None` when the ticket has no such game.
    pub fn report(&self, game: u32, played: &Game) -> Option<Reported> {
        let g = self.game(game)?;
        let mut log = GameLog::of(played);
        log.notes = None;
        Some(Reported {
            game,
            round: g.round,
            table: self.table,
            log,
            played: None,
        })
    }
}

impl Results {
    /// Adds a report, replacing an earlier one of the same game (the table's last word).
    pub fn add(&mut self, reported: Reported) {
        match self.results.iter_mut().find(|r| r.game == reported.game) {
            Some(r) => *r = reported,
            None => self.results.push(reported),
        }
    }

    /// Reads a table's results (scanned or opened from a file).
    ///
    /// # Errors
    /// Not results, damaged, or of a newer version.
    pub fn from_json(text: &str) -> Result<Results, DocError> {
        read_doc(text, RESULTS_FORMAT, HANDOFF_VERSION)
    }

    /// Compact JSON (for the codes and the file).
    pub fn to_json(&self) -> String {
        crate::json::to_string(self)
    }
}

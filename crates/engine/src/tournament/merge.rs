//! The tables' results merged into the organiser's tournament (issue 50). Merging is a pure
//! function of the set of results received: the same result twice is one, the results in
//! any order give the same document, and nothing received is lost.
//!
//! For each game the document keeps the set of different results received (the host's notes
//! never come; two results are the same when their logs are equal):
//!
//! * one result: it counts;
//! * two or more, the organiser not having chosen: none counts, all are kept (`others`, in
//!   the order of their compact JSON) until the organiser chooses ([`Tournament::choose`]);
//! * once chosen: the choice counts, every other result received is kept beside it.
//!
//! A result for a game the tournament does not have, at another round or table, with other
//! names at the seats, that does not replay or has not ended is refused by name and changes
//! nothing; results of another tournament are refused whole.

use super::doc::{order_key, ResultError, Tournament};
use super::handoff::{Reported, Results};
use crate::log::GameLog;
use std::fmt;

/// What merging did with one reported game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Merged {
    /// The game's first result: it counts.
    Added,
    /// Already received: nothing changed.
    Same,
    /// A result different from one received before: kept beside it, for the organiser.
    Disputed,
    /// Refused, nothing changed.
    Refused(ResultError),
}

/// One reported game's outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub game: u32,
    pub merged: Merged,
}

/// Why a table's results are refused whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OtherTournament {
    pub found: u64,
    pub expected: u64,
}

impl fmt::Display for OtherTournament {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "these results are of another tournament ({}), not this one ({})",
            self.found, self.expected
        )
    }
}

impl std::error::Error for OtherTournament {}

/// Why the organiser's choice is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChooseError {
    UnknownGame {
        game: u32,
    },
    /// The result chosen is not one received for the game.
    NotReceived {
        game: u32,
    },
}

impl fmt::Display for ChooseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChooseError::UnknownGame { game } => write!(f, "there is no game {game}"),
            ChooseError::NotReceived { game } => {
                write!(f, "game {game} has no such result to choose")
            }
        }
    }
}

impl std::error::Error for ChooseError {}

/// `tournament` with `results` merged in, and what became of each reported game (in the
/// order reported).
///
/// # Errors
/// Results of another tournament: nothing merged.
pub fn merge(
    tournament: &Tournament,
    results: &Results,
) -> Result<(Tournament, Vec<Outcome>), OtherTournament> {
    let mut t = tournament.clone();
    let outcomes = t.merge(results)?;
    Ok((t, outcomes))
}

impl Tournament {
    /// Merges a table's results in place ([`fn@merge`]).
    ///
    /// # Errors
    /// Results of another tournament: nothing merged.
    pub fn merge(&mut self, results: &Results) -> Result<Vec<Outcome>, OtherTournament> {
        if results.tournament != self.id {
            return Err(OtherTournament {
                found: results.tournament,
                expected: self.id,
            });
        }
        Ok(results
            .results
            .iter()
            .map(|r| Outcome {
                game: r.game,
                merged: self.merge_one(r),
            })
            .collect())
    }

    /// Merges one reported game.
    pub fn merge_one(&mut self, r: &Reported) -> Merged {
        if let Err(e) = self.place_fits(r).and_then(|()| self.fits(r.game, &r.log)) {
            return Merged::Refused(e);
        }
        let mut log = r.log.clone();
        log.notes = None;
        let games = self.games.len();
        let Some(g) = self.games.get_mut(r.game as usize) else {
            return Merged::Refused(ResultError::UnknownGame {
                game: r.game,
                games,
            });
        };
        if let Some(span) = r.played {
            g.played = Some(g.played.map_or(span, |p| p.join(span)));
        }
        if g.result.as_ref() == Some(&log) || g.others.contains(&log) {
            return Merged::Same;
        }
        match g.result.take() {
            None if g.others.is_empty() => {
                g.result = Some(log);
                return Merged::Added;
            }
            // The one result counted so far now has a rival: neither counts.
            Some(first) if !g.chosen => insert(&mut g.others, first),
            kept => g.result = kept,
        }
        insert(&mut g.others, log);
        Merged::Disputed
    }

    /// The round and table a report says, against the seating's.
    fn place_fits(&self, r: &Reported) -> Result<(), ResultError> {
        let g = self
            .games
            .get(r.game as usize)
            .ok_or(ResultError::UnknownGame {
                game: r.game,
                games: self.games.len(),
            })?;
        if (g.round, g.table) != (r.round, r.table) {
            return Err(ResultError::Place {
                game: r.game,
                round: r.round,
                table: r.table,
                expected_round: g.round,
                expected_table: g.table,
            });
        }
        Ok(())
    }

    /// The organiser chooses which of a game's results counts (`pick`, one received for
    /// it); every other stays kept beside it. Choosing again changes the choice.
    ///
    /// # Errors
    /// No such game, or `pick` is not one of its results.
    pub fn choose(&mut self, game: u32, pick: &GameLog) -> Result<(), ChooseError> {
        let g = self
            .games
            .get_mut(game as usize)
            .ok_or(ChooseError::UnknownGame { game })?;
        if g.result.as_ref() != Some(pick) && !g.others.contains(pick) {
            return Err(ChooseError::NotReceived { game });
        }
        let mut all: Vec<GameLog> = g.others.drain(..).chain(g.result.take()).collect();
        let i = all.iter().position(|l| l == pick).unwrap_or(0);
        let picked = all.remove(i);
        g.result = Some(picked);
        g.chosen = true;
        all.sort_by_cached_key(order_key);
        g.others = all;
        Ok(())
    }
}

/// Puts `log` into `others` at its place in the fixed order.
fn insert(others: &mut Vec<GameLog>, log: GameLog) {
    let key = order_key(&log);
    let at = others.partition_point(|o| order_key(o) < key);
    others.insert(at, log);
}

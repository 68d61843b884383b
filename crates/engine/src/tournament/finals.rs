//! The final (issue 50): after the last qualifying round the top N of the standings go to a
//! final of K games at one table, seats rotated so that each finalist sits each part of the
//! table fairly; the final's standings by the tournament's rule, points carried over from
//! the qualifying games or not (`docs/tournament.md`, "The final"; `docs/decisions.md`).
//!
//! The final's games join the document's games after the qualifying ones (`final_game`), one
//! round each at table 0, so a table's ticket, its results and merging treat them as any
//! game. The qualifying standings never count them; the final's standings count only them.

use super::doc::{FinalRule, GameStatus, Tournament, TournamentError, TournamentGame};
use super::seating::SEATS;
use super::standings::Standings;
use crate::evening::Standing;
use std::fmt;

/// The most games a final may have.
pub const MOST_FINAL_GAMES: u32 = 20;

/// Why the final cannot be set or begun.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FinalError {
    /// The final's games are already made: its rule and its players no longer change.
    Begun,
    /// The top must be at least one table's ten and at most the tournament's players.
    Top { top: u32, players: usize },
    /// Between 1 and [`MOST_FINAL_GAMES`] games.
    Games { games: u32 },
    /// Qualifying games without a result that counts (none yet, or a dispute unchosen).
    Pending { games: Vec<u32> },
    /// The cut falls inside players equal on every tie-break: the organiser settles it (by
    /// lot, as the tournament's rules say) and names the finalists.
    Tie { place: usize, tied: Vec<u32> },
    /// The finalists named are not the rule's number of different players of the
    /// tournament.
    Finalists { named: usize, top: u32 },
}

impl fmt::Display for FinalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FinalError::Begun => write!(f, "the final has begun: its rule and players are set"),
            FinalError::Top { top, players } => write!(
                f,
                "a final of {top} players: give between {SEATS} and {players} (the tournament's players)"
            ),
            FinalError::Games { games } => write!(
                f,
                "a final of {games} games: give between 1 and {MOST_FINAL_GAMES}"
            ),
            FinalError::Pending { games } => {
                write!(f, "{} qualifying games have no result yet", games.len())
            }
            FinalError::Tie { place, tied } => write!(
                f,
                "place {place} is shared by {} players equal on every tie-break: name the finalists",
                tied.len()
            ),
            FinalError::Finalists { named, top } => write!(
                f,
                "{named} different players named for a final of {top}"
            ),
        }
    }
}

impl std::error::Error for FinalError {}

/// The seats of a final: game `g` seats finalist `(s + g·N/K) mod N` at seat `s + 1`, the
/// finalists given in their qualifying order (N of them, K games); with more than ten, those
/// past seat 10 sit that game out. Over K games each finalist's seats are spread evenly
/// round the table (ten games of ten finalists: each seat once; five: once in each pair of
/// seats 1–2, 3–4, …).
pub fn final_seats(finalists: &[u32], games: u32) -> Vec<Vec<u32>> {
    let n = finalists.len();
    let k = games.max(1) as usize;
    (0..k)
        .map(|g| {
            let offset = g * n / k;
            (0..SEATS.min(n))
                .map(|s| finalists[(s + offset) % n])
                .collect()
        })
        .collect()
}

impl Tournament {
    /// The qualifying games (all but the final's).
    pub fn qualifying(&self) -> &[TournamentGame] {
        let end = self
            .games
            .iter()
            .position(|g| g.final_game)
            .unwrap_or(self.games.len());
        &self.games[..end]
    }

    /// The final's games (none before it begins).
    pub fn final_games(&self) -> &[TournamentGame] {
        &self.games[self.qualifying().len()..]
    }

    /// The qualifying rounds.
    pub fn qualifying_rounds(&self) -> u32 {
        self.qualifying().last().map_or(0, |g| g.round + 1)
    }

    /// Sets who goes to the final and how it is played.
    ///
    /// # Errors
    /// The final has begun; a top under ten or over the players; no games or too many.
    pub fn set_final_rule(&mut self, rule: FinalRule) -> Result<(), FinalError> {
        if !self.final_games().is_empty() {
            return Err(FinalError::Begun);
        }
        if rule.top < SEATS as u32 || rule.top as usize > self.players.len() {
            return Err(FinalError::Top {
                top: rule.top,
                players: self.players.len(),
            });
        }
        if rule.games == 0 || rule.games > MOST_FINAL_GAMES {
            return Err(FinalError::Games { games: rule.games });
        }
        self.final_rule = rule;
        Ok(())
    }

    /// `Err` naming the qualifying games still without a counted result.
    fn all_qualifying_done(&self) -> Result<(), FinalError> {
        let open: Vec<u32> = self
            .qualifying()
            .iter()
            .filter(|g| g.status() != GameStatus::Done)
            .map(|g| g.id)
            .collect();
        if open.is_empty() {
            Ok(())
        } else {
            Err(FinalError::Pending { games: open })
        }
    }

    /// The qualifying standings' top N, in order.
    ///
    /// # Errors
    /// Qualifying games still without a counted result; the cut inside a tie.
    pub fn finalists(&self) -> Result<Vec<u32>, FinalError> {
        self.all_qualifying_done()?;
        self.finalists_of(&self.standings())
    }

    /// [`Tournament::finalists`] from the qualifying standings already drawn (`standings`,
    /// [`Tournament::standings`]): a screen that shows them does not replay every game twice.
    ///
    /// # Errors
    /// As [`Tournament::finalists`].
    pub fn finalists_of(&self, standings: &Standings) -> Result<Vec<u32>, FinalError> {
        self.all_qualifying_done()?;
        let top = self.final_rule.top as usize;
        let rows = &standings.grid.rows;
        if rows.len() < top {
            return Err(FinalError::Top {
                top: self.final_rule.top,
                players: rows.len(),
            });
        }
        if let Some(next) = rows.get(top) {
            let last = &rows[top - 1].standing;
            if next.standing.rank == last.rank {
                let tied = rows
                    .iter()
                    .zip(&standings.players)
                    .filter(|(r, _)| r.standing.rank == last.rank)
                    .map(|(_, &id)| id)
                    .collect();
                return Err(FinalError::Tie {
                    place: last.rank,
                    tied,
                });
            }
        }
        Ok(standings.players[..top].to_vec())
    }

    /// The finalists once the organiser has settled a tie at the cut: those placed above the
    /// shared place, then the tied players `chosen` (by lot, as the tournament's rules say),
    /// all in their qualifying order. Without a tie, [`Tournament::finalists`] as it is and
    /// `chosen` unused.
    ///
    /// # Errors
    /// Qualifying games still without a counted result; `chosen` not exactly the places left
    /// at the cut, or naming a player outside the tie ([`FinalError::Finalists`], `named`
    /// counting the sure finalists and the tied players chosen).
    pub fn finalists_settled(&self, chosen: &[u32]) -> Result<Vec<u32>, FinalError> {
        let (place, tied) = match self.finalists() {
            Err(FinalError::Tie { place, tied }) => (place, tied),
            other => return other,
        };
        let standings = self.standings();
        let above = standings
            .grid
            .rows
            .iter()
            .filter(|r| r.standing.rank < place)
            .count();
        let mut picked: Vec<u32> = chosen.to_vec();
        picked.sort_unstable();
        picked.dedup();
        let named = above + picked.iter().filter(|id| tied.contains(id)).count();
        let top = self.final_rule.top;
        if named != top as usize || picked.len() != chosen.len() || named - above != picked.len() {
            return Err(FinalError::Finalists { named, top });
        }
        Ok(standings
            .grid
            .rows
            .iter()
            .zip(&standings.players)
            .filter(|(r, id)| r.standing.rank < place || picked.contains(id))
            .map(|(_, &id)| id)
            .collect())
    }

    /// Makes the final's games for `finalists` (in their qualifying order, as
    /// [`Tournament::finalists`] gives them, or as the organiser settled a tie), seated by
    /// [`final_seats`].
    ///
    /// # Errors
    /// Begun already; qualifying games without a counted result; not the rule's number of
    /// different players of the tournament.
    pub fn begin_final(&mut self, finalists: &[u32]) -> Result<(), FinalError> {
        if !self.final_games().is_empty() {
            return Err(FinalError::Begun);
        }
        self.all_qualifying_done()?;
        let mut distinct = finalists.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        let known = finalists.iter().all(|&id| self.number(id).is_some());
        if distinct.len() != finalists.len()
            || !known
            || finalists.len() != self.final_rule.top as usize
        {
            return Err(FinalError::Finalists {
                named: distinct.len(),
                top: self.final_rule.top,
            });
        }
        let first_round = self.qualifying_rounds();
        for (k, seats) in final_seats(finalists, self.final_rule.games)
            .into_iter()
            .enumerate()
        {
            self.games.push(TournamentGame {
                id: self.games.len() as u32,
                round: first_round + k as u32,
                table: 0,
                seats,
                owner: None,
                result: None,
                chosen: false,
                others: Vec::new(),
                played: None,
                final_game: true,
            });
        }
        Ok(())
    }

    /// The final's standings: its counted games, and with [`FinalRule::carry`] each
    /// finalist's qualifying line added (`evening::grid_with`); only finalists are ranked.
    pub fn final_standings(&self) -> Standings {
        let finals: Vec<u32> = self.final_games().iter().map(|g| g.id).collect();
        let finalists: Vec<u32> = {
            let mut ids: Vec<u32> = self
                .final_games()
                .iter()
                .flat_map(|g| g.seats.iter().copied())
                .collect();
            ids.sort_unstable();
            ids.dedup();
            ids
        };
        let carried: Vec<Standing> = if self.final_rule.carry && !finals.is_empty() {
            let q = self.standings();
            q.grid
                .rows
                .iter()
                .zip(&q.players)
                .filter(|(_, id)| finalists.contains(id))
                .map(|(r, _)| r.standing.clone())
                .collect()
        } else {
            Vec::new()
        };
        self.standings_of(|g| g.final_game, &carried)
    }

    /// Whether the final's games are as [`Tournament::begin_final`] makes them.
    pub(crate) fn check_final(&self) -> Result<(), TournamentError> {
        let q = self.qualifying().len();
        let first_round = self.qualifying_rounds();
        let finals = self.final_games();
        if finals.len() > MOST_FINAL_GAMES as usize {
            return Err(TournamentError::Final {
                game: finals[MOST_FINAL_GAMES as usize].id,
            });
        }
        for (k, g) in finals.iter().enumerate() {
            let mut seats = g.seats.clone();
            seats.sort_unstable();
            seats.dedup();
            let fine = g.final_game
                && g.id as usize == q + k
                && g.round == first_round + k as u32
                && g.table == 0
                && seats.len() == SEATS
                && g.seats.len() == SEATS
                && g.seats.iter().all(|&id| self.number(id).is_some());
            if !fine {
                return Err(TournamentError::Final { game: g.id });
            }
        }
        Ok(())
    }
}

//! What the organiser's phone shows of a tournament as results come in (issue 50), as values
//! the screen only draws:
//!
//! * [`Intake`] — a text received (scanned or a file) read as a table's results and merged:
//!   unreadable, another tournament's (refused whole, nothing changed), or each reported
//!   game's [`Outcome`];
//! * [`Counted`] — the counted games' final states kept between repaints: a merge changes
//!   one game, so the standings replay only the games whose counted result changed
//!   ([`Tournament::standings_kept`], the same value as [`Tournament::standings`]);
//! * [`Rounds`] — the grid of rounds × tables: which game, who sits where, whether it has
//!   reported, is disputed, or counts (and who won);
//! * [`Card`] — one player's card: in each round, the table and the seat (or a rest);
//! * [`Dispute`] — a disputed game's results side by side: who won, who left and how, each
//!   seat's points, and where they differ.

use super::doc::{GameStatus, Tournament};
use super::handoff::Results;
use super::merge::{OtherTournament, Outcome};
use super::standings::Standings;
use super::DocError;
use crate::event::{Exit, Moment, Winner};
use crate::log::GameLog;
use crate::save::open_log;
use crate::scoring;
use crate::setup::{Seat, Team};
use crate::state::GameState;
use serde::Serialize;

/// What became of a text received as a table's results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Intake {
    /// Not a table's results (damaged, another document, a newer version): nothing changed.
    Unreadable(DocError),
    /// Results of another tournament: refused whole, nothing changed.
    Other(OtherTournament),
    /// Merged: what became of each reported game, in the order reported.
    Merged(Vec<Outcome>),
}

impl Intake {
    /// Whether the tournament may have changed (some game added or disputed).
    pub fn changed(&self) -> bool {
        match self {
            Intake::Merged(outcomes) => outcomes
                .iter()
                .any(|o| matches!(o.merged, super::Merged::Added | super::Merged::Disputed)),
            Intake::Unreadable(_) | Intake::Other(_) => false,
        }
    }
}

impl Tournament {
    /// Reads `text` as a table's results and merges them in place; a text that is not
    /// results, or results of another tournament, change nothing.
    pub fn take(&mut self, text: &str) -> Intake {
        match Results::from_json(text) {
            Err(e) => Intake::Unreadable(e),
            Ok(results) => match self.merge(&results) {
                Err(other) => Intake::Other(other),
                Ok(outcomes) => Intake::Merged(outcomes),
            },
        }
    }
}

/// The counted games' final states, kept between repaints: for each game, the log that
/// counted when its state was made, and the state (each seat's name the roster's).
#[derive(Clone, Debug, Default)]
pub struct Counted {
    /// The tournament and the roster's names the states were made with: another
    /// tournament, or a name changed, and nothing kept is used.
    of: Option<(u64, Vec<String>)>,
    kept: Vec<Option<(GameLog, GameState)>>,
    /// How many games were replayed by the last [`Tournament::standings_kept`].
    replayed: usize,
}

impl Counted {
    /// How many games the last standings replayed (the others were kept).
    pub fn replayed(&self) -> usize {
        self.replayed
    }
}

impl Tournament {
    /// Game `id`'s final state as it counts, each seat's name the roster's.
    pub(crate) fn counted_state(&self, id: u32) -> Option<GameState> {
        let g = self.games.get(id as usize)?;
        let game = open_log(g.result.as_ref()?).ok()?;
        let mut state = game.state().clone();
        for p in &mut state.players {
            let id = g.seats.get(usize::from(p.seat).checked_sub(1)?)?;
            p.name = self.name_of(*id).to_string();
        }
        Some(state)
    }

    /// The qualifying standings ([`Tournament::standings`]), replaying only the games whose
    /// counted result is not the one `kept` holds; `kept` is brought up to date.
    pub fn standings_kept(&self, kept: &mut Counted) -> Standings {
        let of = (
            self.id,
            self.players.iter().map(|p| p.name.clone()).collect(),
        );
        if kept.of.as_ref() != Some(&of) {
            kept.kept.clear();
            kept.of = Some(of);
        }
        kept.kept.resize(self.games.len(), None);
        kept.replayed = 0;
        let mut states = Vec::new();
        for g in &self.games {
            let slot = &mut kept.kept[g.id as usize];
            match (&g.result, slot.as_ref()) {
                (None, _) => *slot = None,
                (Some(log), Some((was, _))) if was == log => {}
                (Some(log), _) => {
                    kept.replayed += 1;
                    *slot = self.counted_state(g.id).map(|s| (log.clone(), s));
                }
            }
            if let Some((_, s)) = slot.as_ref().filter(|_| !g.final_game) {
                states.push((g.id, s.clone()));
            }
        }
        self.standings_over(states, |g| !g.final_game, &[])
    }
}

/// One table of one round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundTable {
    pub game: u32,
    /// The players' ids in seats 1–10.
    pub seats: Vec<u32>,
    pub status: GameStatus,
    /// Who won, when the game counts (`None` also for a game annulled by a protest).
    pub winner: Option<Winner>,
    /// The phone the game was handed to.
    pub owner: Option<String>,
}

/// One round: its tables in order (`None`: a table that does not play in a short last
/// round).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Round {
    pub round: u32,
    pub tables: Vec<Option<RoundTable>>,
}

impl Round {
    /// How many of the round's games have not reported.
    pub fn pending(&self) -> usize {
        self.tables
            .iter()
            .flatten()
            .filter(|t| t.status == GameStatus::Pending)
            .count()
    }
}

/// The grid of rounds × tables.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rounds {
    pub tables: u32,
    pub rounds: Vec<Round>,
}

impl Tournament {
    /// The grid of rounds × tables, each game's winner taken from `standings` (made from
    /// this tournament: nothing is replayed here).
    pub fn round_grid(&self, standings: &Standings) -> Rounds {
        let count = self.games.iter().map(|g| g.round + 1).max().unwrap_or(0);
        let mut rounds: Vec<Round> = (0..count)
            .map(|round| Round {
                round,
                tables: vec![None; self.tables as usize],
            })
            .collect();
        for g in &self.games {
            let winner = standings
                .games
                .iter()
                .position(|&id| id == g.id)
                .and_then(|i| standings.grid.games.get(i))
                .and_then(|c| c.winner);
            let at = rounds
                .get_mut(g.round as usize)
                .and_then(|r| r.tables.get_mut(g.table as usize));
            if let Some(at) = at {
                *at = Some(RoundTable {
                    game: g.id,
                    seats: g.seats.clone(),
                    status: g.status(),
                    winner,
                    owner: g.owner.clone(),
                });
            }
        }
        Rounds {
            tables: self.tables,
            rounds,
        }
    }
}

/// Where a player sits in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Place {
    pub game: u32,
    /// The table, from 0.
    pub table: u32,
    pub seat: Seat,
}

/// One player's card: «где я сижу в каждом туре».
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Card {
    pub player: u32,
    pub name: String,
    /// The tournament's name.
    pub tournament: String,
    /// One per round, in order: the place, or `None` when the player sits the round out.
    pub rounds: Vec<Option<Place>>,
}

impl Tournament {
    /// Player `id`'s card; `None` when there is no such player.
    pub fn card(&self, id: u32) -> Option<Card> {
        self.players.iter().find(|p| p.id == id)?;
        let count = self.games.iter().map(|g| g.round + 1).max().unwrap_or(0);
        let mut rounds = vec![None; count as usize];
        for g in &self.games {
            if let Some(i) = g.seats.iter().position(|&p| p == id) {
                rounds[g.round as usize] = Some(Place {
                    game: g.id,
                    table: g.table,
                    seat: Seat::try_from(i + 1).unwrap_or(Seat::MAX),
                });
            }
        }
        Some(Card {
            player: id,
            name: self.name_of(id).to_string(),
            tournament: self.name.clone(),
            rounds,
        })
    }
}

/// How a seat left a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Left {
    pub seat: Seat,
    pub exit: Exit,
    pub at: Moment,
}

/// One of a disputed game's results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Side {
    /// The result itself (what [`Tournament::choose`] takes).
    pub log: GameLog,
    /// It counts now (the organiser chose it).
    pub counts: bool,
    /// Who won; `None` when the game counts for nothing (annulled by a protest).
    pub winner: Option<Winner>,
    /// Who left, in order, and how.
    pub left: Vec<Left>,
    /// Each seat's points (hundredths), seats 1–10; all zero when the game counts for nothing.
    pub points: Vec<i32>,
}

/// A game's different results side by side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Dispute {
    pub game: u32,
    pub round: u32,
    pub table: u32,
    /// The names in seats 1–10 (the roster's).
    pub names: Vec<String>,
    /// The counted result first (when one is chosen), then the others in the document's order.
    pub sides: Vec<Side>,
}

impl Dispute {
    /// The sides name different winners.
    pub fn winner_differs(&self) -> bool {
        self.sides.windows(2).any(|w| w[0].winner != w[1].winner)
    }

    /// The sides have different people leaving, or leaving differently.
    pub fn left_differs(&self) -> bool {
        self.sides.windows(2).any(|w| w[0].left != w[1].left)
    }

    /// How seat `seat` left the game on side `side`; `None`: it stayed to the end.
    pub fn left(&self, side: usize, seat: Seat) -> Option<Left> {
        self.sides
            .get(side)?
            .left
            .iter()
            .find(|l| l.seat == seat)
            .copied()
    }

    /// Seat `seat` has different points, or left differently (or only on one side), on
    /// different sides.
    pub fn seat_differs(&self, seat: Seat) -> bool {
        self.points_differ(seat)
            || (1..self.sides.len()).any(|i| self.left(i, seat) != self.left(0, seat))
    }

    /// Seat `seat` (1–10) has different points on different sides.
    pub fn points_differ(&self, seat: Seat) -> bool {
        let i = usize::from(seat).saturating_sub(1);
        self.sides
            .windows(2)
            .any(|w| w[0].points.get(i) != w[1].points.get(i))
    }
}

impl Tournament {
    /// Game `game`'s results side by side, when more than one different result was received
    /// for it (disputed, or chosen with others kept); `None` otherwise.
    pub fn dispute(&self, game: u32) -> Option<Dispute> {
        let g = self.games.get(game as usize)?;
        if g.others.is_empty() {
            return None;
        }
        let counted = g.result.iter().map(|l| (l, true));
        let sides = counted
            .chain(g.others.iter().map(|l| (l, false)))
            .filter_map(|(log, counts)| {
                let state = open_log(log).ok()?.state().clone();
                Some(side(log, counts, &state, &self.scoring.points))
            })
            .collect();
        Some(Dispute {
            game: g.id,
            round: g.round,
            table: g.table,
            names: g
                .seats
                .iter()
                .map(|&id| self.name_of(id).to_string())
                .collect(),
            sides,
        })
    }

    /// The games that had more than one different result, by id (disputed or chosen).
    pub fn disputes(&self) -> Vec<u32> {
        self.games
            .iter()
            .filter(|g| !g.others.is_empty())
            .map(|g| g.id)
            .collect()
    }
}

fn side(log: &GameLog, counts: bool, state: &GameState, points: &scoring::Scoring) -> Side {
    let winner = scoring::result(state).ok().map(|t| match t {
        Some(Team::Red) => Winner::Red,
        Some(Team::Black) => Winner::Black,
        None => Winner::Draw,
    });
    let scores = scoring::score(state, points).unwrap_or_default();
    Side {
        log: log.clone(),
        counts,
        winner,
        left: state
            .eliminations
            .iter()
            .map(|e| Left {
                seat: e.seat,
                exit: e.exit,
                at: e.at,
            })
            .collect(),
        points: state
            .players
            .iter()
            .map(|p| {
                scores
                    .iter()
                    .find(|s| s.seat == p.seat)
                    .map_or(0, |s| i32::from(s.total))
            })
            .collect(),
    }
}

//! The tournament's standings as results come in (issue 50): the evening's arithmetic
//! (`evening::grid`: R-SCORE's points per game, Ci, R-EVE-3's tie-breaks, each said) over
//! the games whose result counts, in the order of their ids. Nothing here adds points: the
//! tournament only says which games count and who each seat is.

use super::doc::{GameStatus, Tournament, TournamentGame};
use crate::evening::{grid_with, Grid, Standing};
use crate::state::GameState;
use serde::Serialize;

/// The standings and the grid of the games counted so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Standings {
    /// The evening's grid: rows ranked with their tie-breaks, one column per game counted.
    pub grid: Grid,
    /// The player's id of each row of `grid`.
    pub players: Vec<u32>,
    /// The game's id of each column of `grid`.
    pub games: Vec<u32>,
    /// Players in no counted game yet (not ranked), by id.
    pub waiting: Vec<u32>,
    /// Games without a result, by id.
    pub pending: Vec<u32>,
    /// Games whose different results wait for the organiser's choice, by id.
    pub disputed: Vec<u32>,
}

impl Tournament {
    /// The counted games' final states, by game id, each seat's name the roster's (a table
    /// may have typed a name in another case).
    pub fn states(&self) -> Vec<(u32, GameState)> {
        self.states_of(|_| true)
    }

    /// [`Tournament::states`] of the games `keep` keeps.
    fn states_of(&self, keep: impl Fn(&TournamentGame) -> bool) -> Vec<(u32, GameState)> {
        self.games
            .iter()
            .filter(|g| keep(g))
            .filter_map(|g| Some((g.id, self.counted_state(g.id)?)))
            .collect()
    }

    /// R-EVE-1..3 over the tournament's counted qualifying games (the final's are
    /// [`Tournament::final_standings`]).
    pub fn standings(&self) -> Standings {
        self.standings_of(|g| !g.final_game, &[])
    }

    /// The standings of the games `keep` keeps, `carried` lines added (`evening::grid_with`).
    pub(crate) fn standings_of(
        &self,
        keep: impl Fn(&TournamentGame) -> bool,
        carried: &[Standing],
    ) -> Standings {
        self.standings_over(self.states_of(&keep), keep, carried)
    }

    /// The standings over `counted`, the final states of the games `keep` keeps (by game
    /// id, in order), `carried` lines added.
    pub(crate) fn standings_over(
        &self,
        counted: Vec<(u32, GameState)>,
        keep: impl Fn(&TournamentGame) -> bool,
        carried: &[Standing],
    ) -> Standings {
        let (games, states): (Vec<u32>, Vec<GameState>) = counted.into_iter().unzip();
        let grid = grid_with(&states, &self.scoring, carried);
        let players: Vec<u32> = grid
            .rows
            .iter()
            .map(|r| {
                self.players
                    .iter()
                    .find(|p| p.name == r.standing.name)
                    .map_or(u32::MAX, |p| p.id)
            })
            .collect();
        let waiting = self
            .players
            .iter()
            .map(|p| p.id)
            .filter(|id| !players.contains(id))
            .collect();
        let of = |status: GameStatus| -> Vec<u32> {
            self.games
                .iter()
                .filter(|g| keep(g) && g.status() == status)
                .map(|g| g.id)
                .collect()
        };
        Standings {
            grid,
            players,
            games,
            waiting,
            pending: of(GameStatus::Pending),
            disputed: of(GameStatus::Disputed),
        }
    }
}

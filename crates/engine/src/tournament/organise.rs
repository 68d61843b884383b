//! What the organiser's phone does to a tournament before its games are played (issue 50):
//! the creation form read and checked ([`Draft`]: the players one a line, `Имя / Команда`),
//! the teams as the seating's numbers, and a swap of two players by hand written back into
//! the document ([`Tournament::swap`]), refused for a game that has a result. Pure: the
//! screen (`ui::tournament`) only draws these values.

use super::doc::{Tournament, TournamentError};
use super::seating::{Rated, SeatingError, Shape};
use crate::evening::tidy_name;
use crate::roster::{first_repeat, same_name};
use crate::rules::Preset;

/// Between a player's name and their team on one line of the form.
pub const TEAM_MARK: char = '/';

/// The creation form as the organiser typed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    pub name: String,
    /// One player a line; a team after [`TEAM_MARK`]; blank lines are skipped.
    pub players: String,
    pub tables: usize,
    pub games: usize,
    pub preset: Preset,
}

/// Why the form does not make a tournament. Each is said in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DraftError {
    /// The tournament has no name.
    NoName,
    /// Rules other than Sport and Club: a tournament's tables seat ten.
    Preset(Preset),
    /// A line with a team but no name (its number, from 1).
    NoPlayerName { line: usize },
    /// Two lines name one player (as the roster compares names: case and spaces aside):
    /// their numbers, from 1, and the name.
    Repeated {
        first: usize,
        again: usize,
        name: String,
    },
    /// The numbers do not make a seating (too few players for the tables, seats that do
    /// not fill tables of ten, a number out of range).
    Seating(SeatingError),
}

/// A form that makes a tournament: the names tidied, each one's team, the teams as the
/// seating's numbers, and the seating's shape.
#[derive(Clone, Debug, PartialEq)]
pub struct Checked {
    pub name: String,
    pub preset: Preset,
    pub names: Vec<String>,
    pub teams: Vec<Option<String>>,
    pub team_numbers: Vec<Option<u32>>,
    pub shape: Shape,
}

/// One line of the players' text: the name and the team, tidied (`None` when the line is
/// blank).
pub fn read_line(line: &str) -> Option<(String, Option<String>)> {
    let (name, team) = match line.split_once(TEAM_MARK) {
        Some((n, t)) => (n, Some(tidy_name(t)).filter(|t| !t.is_empty())),
        None => (line, None),
    };
    let name = tidy_name(name);
    (!name.is_empty() || team.is_some()).then_some((name, team))
}

/// Each line's number (from 1) with what it names, blank lines skipped.
pub fn read_players(text: &str) -> Vec<(usize, String, Option<String>)> {
    text.lines()
        .enumerate()
        .filter_map(|(i, l)| read_line(l).map(|(n, t)| (i + 1, n, t)))
        .collect()
}

/// The teams as numbers, one team one number (names compared as the roster compares
/// them), in the order they first appear; empty when nobody has a team.
pub fn team_numbers(teams: &[Option<String>]) -> Vec<Option<u32>> {
    if teams.iter().all(Option::is_none) {
        return Vec::new();
    }
    let mut names: Vec<&str> = Vec::new();
    teams
        .iter()
        .map(|t| {
            let t = t.as_deref()?;
            let i = match names.iter().position(|n| same_name(n, t)) {
                Some(i) => i,
                None => {
                    names.push(t);
                    names.len() - 1
                }
            };
            Some(i as u32)
        })
        .collect()
}

impl Draft {
    /// Reads and checks the form.
    ///
    /// # Errors
    /// The first fault found, in the form's order: the name, the rules, the lines, then the
    /// numbers.
    pub fn check(&self) -> Result<Checked, DraftError> {
        let name = tidy_name(&self.name);
        if name.is_empty() {
            return Err(DraftError::NoName);
        }
        if !matches!(self.preset, Preset::Sport | Preset::Club) {
            return Err(DraftError::Preset(self.preset));
        }
        let lines = read_players(&self.players);
        // The first line in order that is wrong: no name, or a name said before.
        let empty = lines.iter().position(|(_, n, _)| n.is_empty());
        let repeat = first_repeat(lines.iter().map(|(_, n, _)| n.as_str()));
        match (empty, repeat) {
            (Some(e), r) if r.is_none_or(|(_, b)| e <= b) => {
                return Err(DraftError::NoPlayerName { line: lines[e].0 });
            }
            (_, Some((a, b))) => {
                return Err(DraftError::Repeated {
                    first: lines[a].0,
                    again: lines[b].0,
                    name: lines[b].1.clone(),
                });
            }
            _ => {}
        }
        let shape =
            Shape::new(lines.len(), self.tables, self.games).map_err(DraftError::Seating)?;
        let names: Vec<String> = lines.iter().map(|(_, n, _)| n.clone()).collect();
        let teams: Vec<Option<String>> = lines.into_iter().map(|(_, _, t)| t).collect();
        Ok(Checked {
            name,
            preset: self.preset,
            team_numbers: team_numbers(&teams),
            names,
            teams,
            shape,
        })
    }
}

/// Why a swap by hand is not written into the tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SwapError {
    /// The seating refuses it (a player sitting the round out, the same player, no such
    /// round or player).
    Seating(SeatingError),
    /// A game it would change has a result (or results) already: its id.
    Played { game: u32 },
    /// The document is not a seating (never for one made or read here).
    Tournament(TournamentError),
}

impl Tournament {
    /// Players `a` and `b` (numbers: places in [`Tournament::players`]) trade table and seat
    /// in `round`, written into the games; the new seating with its scores and clashes.
    ///
    /// # Errors
    /// A swap the seating refuses, or one that would change a game with a result received:
    /// the document is unchanged.
    pub fn swap(&mut self, round: usize, a: usize, b: usize) -> Result<Rated, SwapError> {
        let seating = self.seating().map_err(SwapError::Tournament)?;
        let rated = seating
            .swap(&self.teams(), round, a, b)
            .map_err(SwapError::Seating)?;
        let before = &seating.rounds()[round];
        let after = &rated.seating.rounds()[round];
        let changed: Vec<usize> = (0..before.len())
            .filter(|&t| before[t] != after[t])
            .collect();
        let games: Vec<usize> = changed
            .iter()
            .filter_map(|&t| {
                self.games
                    .iter()
                    .position(|g| g.round as usize == round && g.table as usize == t)
            })
            .collect();
        if let Some(&g) = games
            .iter()
            .find(|&&g| self.games[g].result.is_some() || !self.games[g].others.is_empty())
        {
            return Err(SwapError::Played {
                game: self.games[g].id,
            });
        }
        for (&t, &g) in changed.iter().zip(&games) {
            self.games[g].seats = after[t].iter().map(|&p| self.players[p].id).collect();
        }
        Ok(rated)
    }
}

impl Tournament {
    /// Another seating for the same players (DimTom's document read back), in place of the
    /// games, while no game has a result; the name, rules, numbers and players stay.
    ///
    /// # Errors
    /// A game with a result received (`Played`), or a seating of another number of players
    /// (`Tournament`): the document is unchanged.
    pub fn reseat(&mut self, seating: &super::seating::Seating) -> Result<(), SwapError> {
        if let Some(g) = self
            .games
            .iter()
            .find(|g| g.result.is_some() || !g.others.is_empty())
        {
            return Err(SwapError::Played { game: g.id });
        }
        if seating.players() != self.players.len() {
            return Err(SwapError::Tournament(TournamentError::PlayersCount {
                players: self.players.len(),
                seated: seating.players(),
            }));
        }
        let names: Vec<String> = self.players.iter().map(|p| p.name.clone()).collect();
        let teams: Vec<Option<String>> = self.players.iter().map(|p| p.team.clone()).collect();
        let mut next = Tournament::new(self.id, &self.name, self.preset, &names, &teams, seating)
            .map_err(SwapError::Tournament)?;
        // The players keep their ids (a result names them), the games their owners' marks go.
        for (p, q) in next.players.iter_mut().zip(&self.players) {
            p.id = q.id;
        }
        for g in &mut next.games {
            for s in &mut g.seats {
                *s = self.players[*s as usize].id;
            }
        }
        next.scoring = self.scoring;
        next.final_rule = self.final_rule;
        next.check().map_err(SwapError::Tournament)?;
        *self = next;
        Ok(())
    }
}

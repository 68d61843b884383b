//! A table's phone in a tournament (issue 50): what it keeps between the organiser's ticket
//! and the results it hands back ([`TableKeep`]: the ticket, the results so far, and which
//! ticket game the game on the phone is), which ticket game is next, the set-up's line-up
//! of a ticket game ([`Lineup`]), whether a played game still fits its ticket game, and a
//! second ticket taken ([`Take`]: another tournament's is asked about, never put in silently).
//! Pure: the app stores [`TableKeep::to_json`] under `backup::Setting::TournamentTable`.

use super::doc::DocError;
use super::handoff::{Reported, Results, Ticket, TicketGame};
use crate::game::Game;
use crate::roster::same_name;
use crate::rules::{Preset, Rules};
use crate::setup::{Composition, Setup};
use serde::{Deserialize, Serialize};

/// The players at a tournament's table.
pub const TABLE_PLAYERS: usize = 10;

/// What a table's phone keeps: its ticket, its results, the ticket game under way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableKeep {
    pub ticket: Ticket,
    /// The reports made so far (the file and the codes the organiser takes).
    pub results: Results,
    /// The ticket game the host started from the table's screen, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub playing: Option<Playing>,
}

/// The ticket game started on this phone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Playing {
    /// The ticket game's id.
    pub game: u32,
    /// The played game's id (its save's, when it started); `None` while it is being set up.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<u64>,
}

/// A ticket game as the set-up takes it: the ticket's rules, its ten names in its order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lineup {
    pub preset: Preset,
    pub rules: Rules,
    /// Names by seat, seat 1 first.
    pub names: Vec<String>,
    pub composition: Composition,
}

/// What taking a ticket does to what the phone keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Take {
    /// Nothing was kept: the ticket is kept, no results yet.
    New(TableKeep),
    /// The same tournament's ticket (the same one again, or the next rounds): the ticket is
    /// taken, the results so far and the game under way stay.
    Updated(TableKeep),
    /// Another tournament's ticket while one is kept: the host is asked first; yes gives
    /// [`TableKeep::new`] of it (the kept results go with the old ticket).
    Ask { kept: String, new: String },
}

/// Why a finished game is not reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotReported {
    /// No ticket game was started for it on this phone.
    NotStarted,
    /// The game is not over yet.
    NotOver,
    /// Its names or rules were changed in the set-up: it is not the ticket's game.
    Changed,
}

impl TableKeep {
    /// A ticket just taken: no results, no game under way.
    pub fn new(ticket: Ticket) -> TableKeep {
        let results = ticket.results();
        TableKeep {
            ticket,
            results,
            playing: None,
        }
    }

    /// What taking `ticket` does when `kept` is on the phone.
    pub fn take(kept: Option<&TableKeep>, ticket: Ticket) -> Take {
        match kept {
            None => Take::New(TableKeep::new(ticket)),
            Some(k) if k.ticket.tournament == ticket.tournament => {
                let mut k = k.clone();
                k.ticket = ticket;
                Take::Updated(k)
            }
            Some(k) => Take::Ask {
                kept: k.ticket.name.clone(),
                new: ticket.name,
            },
        }
    }

    /// Reads what the phone kept.
    ///
    /// # Errors
    /// The text is not a kept table (damaged, or written by another app).
    pub fn from_json(text: &str) -> Result<TableKeep, DocError> {
        let keep: TableKeep =
            crate::json::from_str(text).map_err(|detail| DocError::Malformed { detail })?;
        let ticket = Ticket::from_json(&keep.ticket.to_json())?;
        Results::from_json(&keep.results.to_json())?;
        if keep.results.tournament != ticket.tournament {
            return Err(DocError::Malformed {
                detail: "the results are another tournament's".to_string(),
            });
        }
        Ok(keep)
    }

    /// Compact JSON, for the storage.
    pub fn to_json(&self) -> String {
        crate::json::to_string(self)
    }

    /// Whether the ticket game `game` has a report.
    pub fn is_reported(&self, game: u32) -> bool {
        self.results.results.iter().any(|r| r.game == game)
    }

    /// The first ticket game, in the ticket's order, not reported yet.
    pub fn next(&self) -> Option<&TicketGame> {
        self.ticket.games.iter().find(|g| !self.is_reported(g.game))
    }

    /// The set-up of the ticket game `game`: the ticket's rules, its names in its seats.
    pub fn lineup(&self, game: u32) -> Option<Lineup> {
        let g = self.ticket.game(game)?;
        let preset = self.ticket.preset;
        Some(Lineup {
            preset,
            rules: Rules::preset(preset),
            names: g.seats.clone(),
            composition: Composition::standard(preset, g.seats.len()),
        })
    }

    /// The host starts the ticket game `game` (the set-up opens): `false` when the ticket
    /// has no such game.
    pub fn start(&mut self, game: u32) -> bool {
        if self.ticket.game(game).is_none() {
            return false;
        }
        self.playing = Some(Playing { game, id: None });
        true
    }

    /// The set-up was left for another game (not the ticket's): nothing is under way.
    pub fn forget_start(&mut self) {
        if self.playing.is_some_and(|p| p.id.is_none()) {
            self.playing = None;
        }
    }

    /// The game started from the set-up the ticket game opened (its id): it is the ticket
    /// game's from now on. `false` when no ticket game was being set up.
    pub fn bind(&mut self, id: u64) -> bool {
        match &mut self.playing {
            Some(p) if p.id.is_none() => {
                p.id = Some(id);
                true
            }
            _ => false,
        }
    }

    /// The ticket game the played game `id` is, if it is one.
    pub fn game_of(&self, id: u64) -> Option<u32> {
        self.playing.filter(|p| p.id == Some(id)).map(|p| p.game)
    }

    /// Whether `setup` is the ticket game `game` as the ticket has it: its rules and its
    /// names in its seats (names compared as the roster compares them).
    pub fn fits(&self, game: u32, setup: &Setup) -> bool {
        let Some(g) = self.ticket.game(game) else {
            return false;
        };
        setup.preset == self.ticket.preset
            && setup.players.len() == g.seats.len()
            && setup
                .players
                .iter()
                .zip(&g.seats)
                .all(|(p, name)| same_name(&p.name, name))
    }

    /// Reports the played game `id` (its save's id: the moment it began, in ms), ended by
    /// `end_ms`: its report, with those times for the rating site, joins the results
    /// (replacing an earlier one of the same game). Nothing changes when it is refused.
    ///
    /// # Errors
    /// Not a ticket game started here, not over, or changed so it is not the ticket's game.
    pub fn report(&mut self, id: u64, played: &Game, end_ms: u64) -> Result<Reported, NotReported> {
        let game = self.game_of(id).ok_or(NotReported::NotStarted)?;
        if !played.state().is_over() {
            return Err(NotReported::NotOver);
        }
        if !self.fits(game, played.setup()) {
            return Err(NotReported::Changed);
        }
        let reported = self
            .ticket
            .report(game, played)
            .ok_or(NotReported::NotStarted)?
            .played_at(id, end_ms);
        self.results.add(reported.clone());
        Ok(reported)
    }
}

//! The evening as a document (`docs/evening.md`, `docs/evening.schema.json`): its players,
//! preset and scoring numbers, the seats drawn for the next game, and its finished games as
//! whole game logs, in order. Saved after every change; exported and imported whole.

use super::grid::{grid, Grid};
use super::seats::draw_seats;
use super::standings::{standings, EveningScoring, Standing};
use crate::log::{GameLog, HeaderVersion, LogHeader};
use crate::read_error::ReadError;
use crate::rng::RandomSource;
use crate::roster::same_name;
use crate::rules::Preset;
use crate::save::{open_log, OpenError};
use crate::setup::NAME_MAX;
use crate::GameState;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The `format` field of every evening.
pub const EVENING_FORMAT: &str = "mafia-host-evening";
/// The version this engine writes and reads.
pub const EVENING_VERSION: u32 = 1;
/// The most players an evening holds (a big Home table's 30 and their guests).
pub const EVENING_PLAYERS_MAX: usize = 60;

/// A series of games with the same people.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Evening {
    pub format: String,
    pub version: u32,
    /// When it began (ms since 1970): its identity.
    pub id: u64,
    pub preset: Preset,
    pub scoring: EveningScoring,
    /// Everyone of the evening, in the order they came (a guest last).
    pub players: Vec<String>,
    /// Players sitting the next game out (a table of ten, twelve people).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resting: Vec<String>,
    /// The seats drawn for the next game (names by seat, seat 1 first); empty: none drawn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seating: Vec<String>,
    /// The set-up of the evening's next game is open: the game it starts is the evening's.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dealing: bool,
    /// The id of the evening's game being played, until it ends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub playing: Option<u64>,
    /// Finished games, in the order they were played.
    #[serde(default)]
    pub games: Vec<EveningGame>,
}

/// One game of the evening: its id (as in saves and history) and its whole log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EveningGame {
    pub id: u64,
    pub game: GameLog,
}

/// Why an evening's text does not open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EveningError {
    /// Not JSON, or not shaped like an evening.
    Malformed { detail: ReadError },
    /// JSON, but not a Mafia Host evening.
    NotAnEvening,
    /// An evening of a version this engine does not read.
    UnknownVersion { found: String },
    /// One of its games does not open (1-based, as the host counts games).
    Game { number: usize, error: OpenError },
}

impl fmt::Display for EveningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EveningError::Malformed { detail } => write!(f, "the evening is malformed: {detail}"),
            EveningError::NotAnEvening => write!(
                f,
                "this is not a Mafia Host evening (its \"format\" is not \"{EVENING_FORMAT}\")"
            ),
            EveningError::UnknownVersion { found } => write!(
                f,
                "evening version {found} is not supported; this app reads version {EVENING_VERSION}"
            ),
            EveningError::Game { number, error } => write!(f, "game {number}: {error}"),
        }
    }
}

impl std::error::Error for EveningError {}

/// Why a player cannot join the evening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JoinRefusal {
    Empty,
    /// Already one of the evening's players.
    Taken,
    Full,
}

/// A name as the evening keeps it: single spaces, at most `NAME_MAX` characters, no
/// control characters.
pub fn tidy_name(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .filter(|c| !c.is_control())
        .take(NAME_MAX)
        .collect()
}

/// Whether `name` played the game (names compared as the roster compares them).
fn played(g: &EveningGame, name: &str) -> bool {
    g.game
        .setup
        .players
        .iter()
        .any(|p| same_name(&p.name, name))
}

impl Evening {
    /// A new evening with its players (tidied; empty and repeated names are dropped).
    pub fn new(id: u64, preset: Preset, players: &[String]) -> Evening {
        let mut e = Evening {
            format: EVENING_FORMAT.to_string(),
            version: EVENING_VERSION,
            id,
            preset,
            scoring: EveningScoring::for_preset(preset),
            players: Vec::new(),
            resting: Vec::new(),
            seating: Vec::new(),
            dealing: false,
            playing: None,
            games: Vec::new(),
        };
        for p in players {
            let _ = e.join(p);
        }
        e
    }

    /// Adds a player (a guest mid-evening). Names are compared as the roster compares them
    /// (`roster::same_name`: spaces and the case of Latin and Cyrillic letters aside).
    ///
    /// # Errors
    /// An empty name, one already here, or a full evening.
    pub fn join(&mut self, name: &str) -> Result<String, JoinRefusal> {
        let name = tidy_name(name);
        if name.is_empty() {
            return Err(JoinRefusal::Empty);
        }
        if self.has(&name) {
            return Err(JoinRefusal::Taken);
        }
        if self.players.len() >= EVENING_PLAYERS_MAX {
            return Err(JoinRefusal::Full);
        }
        self.players.push(name.clone());
        self.seating.clear();
        Ok(name)
    }

    fn has(&self, name: &str) -> bool {
        self.players.iter().any(|p| same_name(p, name))
    }

    /// Who plays the next game: the players not resting, in the order they came.
    pub fn next_players(&self) -> Vec<String> {
        self.players
            .iter()
            .filter(|p| !self.resting.contains(p))
            .cloned()
            .collect()
    }

    /// The player sits the next game out, or comes back to it. The drawn seats go.
    pub fn toggle_rest(&mut self, name: &str) {
        if let Some(i) = self.resting.iter().position(|p| p == name) {
            self.resting.remove(i);
        } else if self.players.iter().any(|p| p == name) {
            self.resting.push(name.to_string());
        }
        self.seating.clear();
    }

    /// Each finished game's seating: names by seat.
    pub fn seatings(&self) -> Vec<Vec<String>> {
        self.games
            .iter()
            .map(|g| {
                g.game
                    .setup
                    .players
                    .iter()
                    .map(|p| p.name.clone())
                    .collect()
            })
            .collect()
    }

    /// R-EVE-4: draws the next game's seats among the players not resting.
    pub fn draw(&mut self, rng: &mut dyn RandomSource) {
        self.seating = draw_seats(&self.next_players(), &self.seatings(), rng);
    }

    /// The finished games' states, in order. Every game opened when the evening was read,
    /// so none is missing.
    pub fn states(&self) -> Vec<GameState> {
        self.games
            .iter()
            .filter_map(|g| open_log(&g.game).ok())
            .map(|g| g.state().clone())
            .collect()
    }

    /// R-EVE-1..3: the standings after the games so far.
    pub fn standings(&self) -> Vec<Standing> {
        standings(&self.states(), &self.scoring)
    }

    /// Issue 39: the standings with each player's games (the sheet's grid).
    pub fn grid(&self) -> Grid {
        grid(&self.states(), &self.scoring)
    }

    /// The evening's game `id` is being played (its set-up was opened from the evening).
    pub fn begin(&mut self, id: u64) {
        self.dealing = false;
        self.playing = Some(id);
        self.seating.clear();
    }

    /// A finished game joins the evening if it is the one being played, or replaces an
    /// earlier copy of itself (fixed after its end). Returns whether anything changed.
    pub fn record(&mut self, id: u64, game: &GameLog) -> bool {
        if let Some(g) = self.games.iter_mut().find(|g| g.id == id) {
            if g.game == *game {
                return false;
            }
            g.game = game.clone();
            return true;
        }
        if self.playing != Some(id) {
            return false;
        }
        self.playing = None;
        self.games.push(EveningGame {
            id,
            game: game.clone(),
        });
        self.rotate_rest();
        true
    }

    /// How many of the evening's finished games `name` sat out (a guest who came later:
    /// the games before too, so who has played least plays first).
    pub fn rests(&self, name: &str) -> usize {
        self.games.iter().filter(|g| !played(g, name)).count()
    }

    /// Issue 48: after a game that some sat out, as many sit the next one out, in turn:
    /// those who have sat out fewest of the evening's games, then whose last rest is longest
    /// ago, then in the order they came; so everyone rests once before anyone twice. Nobody
    /// sat out the last game (the whole evening played): nobody sits out the next. The host
    /// still changes it by hand ([`Evening::toggle_rest`]).
    fn rotate_rest(&mut self) {
        let Some(last) = self.games.last() else {
            return;
        };
        // The table's size, not the names: a name changed in the set-up is still one seat.
        let k = self
            .players
            .len()
            .saturating_sub(last.game.setup.players.len());
        let last_rest = |name: &str| self.games.iter().rposition(|g| !played(g, name));
        let mut order: Vec<(usize, Option<usize>, usize)> = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (self.rests(p), last_rest(p), i))
            .collect();
        // `None` (never sat out) sorts before any game.
        order.sort();
        let mut chosen: Vec<usize> = order.into_iter().take(k).map(|(_, _, i)| i).collect();
        chosen.sort_unstable();
        self.resting = chosen
            .into_iter()
            .map(|i| self.players[i].clone())
            .collect();
        self.seating.clear();
    }

    /// Reads an evening: the header first (an unknown version is named), then the whole
    /// document, then every game in it must replay.
    ///
    /// # Errors
    /// Not JSON, not an evening, a version this engine does not read, or a game that does
    /// not open.
    pub fn from_json(text: &str) -> Result<Evening, EveningError> {
        let malformed = |detail: String| EveningError::Malformed {
            detail: ReadError::from_reader(&detail),
        };
        let header = LogHeader::read(text).map_err(|e| match e {
            None => EveningError::NotAnEvening,
            Some(d) => malformed(d),
        })?;
        if header.format.as_deref() != Some(EVENING_FORMAT) {
            return Err(EveningError::NotAnEvening);
        }
        match &header.version {
            Some(HeaderVersion::Number(v)) if *v == u64::from(EVENING_VERSION) => {}
            other => {
                return Err(EveningError::UnknownVersion {
                    found: other
                        .as_ref()
                        .map_or_else(|| "missing".to_string(), HeaderVersion::shown),
                })
            }
        }
        let evening: Evening = crate::json::from_str_exact(text).map_err(malformed)?;
        for (i, g) in evening.games.iter().enumerate() {
            let header = LogHeader {
                format: Some(g.game.format.clone()),
                version: Some(HeaderVersion::Number(u64::from(g.game.version))),
            };
            header
                .check()
                .map_err(OpenError::Log)
                .and_then(|()| open_log(&g.game).map(|_| ()))
                .map_err(|error| EveningError::Game {
                    number: i + 1,
                    error,
                })?;
        }
        Ok(evening)
    }

    /// The evening as pretty JSON.
    pub fn to_json(&self) -> String {
        crate::json::to_string_pretty(self)
    }
}

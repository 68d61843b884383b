//! The tournament as a document (`docs/tournament.md`, `docs/tournament.schema.json`): its
//! name, preset and scoring numbers (the evening's), the players with their ids and teams,
//! the number of tables, and every game of the seating — its round, its table, the players
//! in seats 1–10 by id, the phone it was handed to, and the results received for it. Saved
//! after every change, written once and read back exactly; a damaged document or one of a
//! newer version is refused by what is wrong with it ([`TournamentError`]), never guessed at.

use super::seating::{Seating, SeatingError, Table, SEATS};
use crate::evening::{tidy_name, EveningScoring};
use crate::log::{plain, GameLog, HeaderVersion, LogHeader};
use crate::roster::{first_repeat, same_name};
use crate::rules::Preset;
use crate::save::{open_log, OpenError};
use crate::scoring::{self, NoScore};
use crate::setup::Seat;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The `format` field of every tournament.
pub const TOURNAMENT_FORMAT: &str = "mafia-host-tournament";
/// The version this engine writes and reads.
pub const TOURNAMENT_VERSION: u32 = 1;

/// A tournament of several tables.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tournament {
    pub format: String,
    pub version: u32,
    /// When it was made (ms since 1970): its identity. A table's results name it.
    pub id: u64,
    pub name: String,
    /// The rules every table plays (Sport or Club, as an evening has them).
    pub preset: Preset,
    /// The evening's numbers: points, Ci.
    pub scoring: EveningScoring,
    /// The most tables of a round.
    pub tables: u32,
    /// Everyone, in order; a player's place in this list is their number in the seating
    /// (and in DimTom's document).
    pub players: Vec<Entrant>,
    /// Every game, round by round, table 0 first: a game's `id` is its place in this list.
    /// The final's games, once it has begun, come last (`final_game`).
    pub games: Vec<TournamentGame>,
    /// Who goes to the final, how many games it has, whether points carry over
    /// ([`FinalRule`]; written only when it differs from the default).
    #[serde(default, skip_serializing_if = "FinalRule::is_default")]
    pub final_rule: FinalRule,
}

/// Who goes to the final, how many games it has, whether points carry over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FinalRule {
    /// The top N of the qualifying standings (at least ten: one table).
    pub top: u32,
    /// The final's games, all at one table.
    pub games: u32,
    /// The qualifying points (each finalist's whole qualifying line, Ci included) are added
    /// to the final's; otherwise the final's games alone rank the finalists.
    pub carry: bool,
}

impl Default for FinalRule {
    /// Ten finalists, five games (each finalist once in every pair of seats: 1–2, 3–4, …),
    /// points carried over (`docs/decisions.md`: five games at one table alone would undo a
    /// day's play).
    fn default() -> Self {
        FinalRule {
            top: 10,
            games: 5,
            carry: true,
        }
    }
}

impl FinalRule {
    pub fn is_default(&self) -> bool {
        *self == FinalRule::default()
    }
}

/// A player of the tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entrant {
    pub id: u32,
    pub name: String,
    /// The player's club or team: players of one team do not share a table where the
    /// seating can avoid it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team: Option<String>,
}

/// One game of the tournament and what is known of its result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TournamentGame {
    /// Its place in [`Tournament::games`], from 0.
    pub id: u32,
    /// From 0.
    pub round: u32,
    /// The table's place in its round, from 0.
    pub table: u32,
    /// The players' ids in seats 1–10.
    pub seats: Vec<u32>,
    /// The phone (as the organiser named it) the game was handed to; a result is taken from
    /// any phone all the same (a phone may break and another take the table over).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
    /// The result that counts: the one result received, or the one the organiser chose.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameLog>,
    /// The organiser chose `result` among several different ones.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub chosen: bool,
    /// The other different results received, none of them counted, in a fixed order (by
    /// their compact JSON): two or more and no `result` while the organiser has not chosen.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub others: Vec<GameLog>,
    /// When it was played: the earliest start and the latest end of every result received
    /// (so the order results come in leaves no trace).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played: Option<Span>,
    /// A game of the final (at table 0, one round each, after the qualifying rounds).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub final_game: bool,
}

/// When a game was played, in ms since 1970.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Span {
    pub start_ms: u64,
    pub end_ms: u64,
}

impl Span {
    /// The span covering both.
    #[must_use]
    pub fn join(self, other: Span) -> Span {
        Span {
            start_ms: self.start_ms.min(other.start_ms),
            end_ms: self.end_ms.max(other.end_ms),
        }
    }
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum GameStatus {
    /// No result yet.
    Pending,
    /// A result counts.
    Done,
    /// Different results came and the organiser has not chosen: none counts.
    Disputed,
}

impl GameStatus {
    /// Its name for a screen's markup (`data-status`): pending, done, disputed.
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Pending => "pending",
            GameStatus::Done => "done",
            GameStatus::Disputed => "disputed",
        }
    }
}

impl TournamentGame {
    pub fn status(&self) -> GameStatus {
        match (&self.result, self.others.is_empty()) {
            (Some(_), _) => GameStatus::Done,
            (None, true) => GameStatus::Pending,
            (None, false) => GameStatus::Disputed,
        }
    }
}

/// Why a document (a tournament, a table's ticket, a table's results) does not open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DocError {
    /// Not JSON, or not shaped like the document (the parser's words).
    Malformed { detail: String },
    /// JSON, but another kind of document (its `format` is not the one expected).
    Foreign { expected: &'static str },
    /// Written by a newer version of the app than this one reads.
    Newer { found: u64, reads: u32 },
    /// A version that is missing, not a whole number, or older than any written.
    BadVersion { found: String },
}

impl fmt::Display for DocError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DocError::Malformed { detail } => write!(f, "the document is malformed: {detail}"),
            DocError::Foreign { expected } => write!(
                f,
                "this is not the document expected (its \"format\" is not \"{expected}\")"
            ),
            DocError::Newer { found, reads } => write!(
                f,
                "version {found} was written by a newer app; this app reads version {reads}: \
                 update the app, the document is kept as it is"
            ),
            DocError::BadVersion { found } => {
                write!(
                    f,
                    "the document's \"version\" is {found}, not one this app wrote"
                )
            }
        }
    }
}

/// Reads a versioned document: the header first (another format or version is named), then
/// the whole document, refusing any field it does not have.
pub(crate) fn read_doc<T: DeserializeOwned + Serialize>(
    text: &str,
    format: &'static str,
    version: u32,
) -> Result<T, DocError> {
    let malformed = |detail: String| DocError::Malformed {
        detail: plain(&detail),
    };
    let header = LogHeader::read(text).map_err(|e| match e {
        None => DocError::Foreign { expected: format },
        Some(d) => malformed(d),
    })?;
    if header.format.as_deref() != Some(format) {
        return Err(DocError::Foreign { expected: format });
    }
    match &header.version {
        Some(HeaderVersion::Number(v)) if *v == u64::from(version) => {}
        Some(HeaderVersion::Number(v)) if *v > u64::from(version) => {
            return Err(DocError::Newer {
                found: *v,
                reads: version,
            })
        }
        other => {
            return Err(DocError::BadVersion {
                found: other
                    .as_ref()
                    .map_or_else(|| "missing".to_string(), HeaderVersion::shown),
            })
        }
    }
    crate::json::from_str_exact(text).map_err(malformed)
}

/// Why a reported game does not fit the tournament's game (on merging it, or in a document
/// read back).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultError {
    /// No game of this tournament has this id.
    UnknownGame { game: u32, games: usize },
    /// The round or table said does not match the game's.
    Place {
        game: u32,
        round: u32,
        table: u32,
        expected_round: u32,
        expected_table: u32,
    },
    /// Not ten players.
    Size { game: u32, players: usize },
    /// Played by other rules than the tournament's.
    Preset {
        game: u32,
        found: Preset,
        expected: Preset,
    },
    /// The name at a seat is not the seating's.
    Seat {
        game: u32,
        seat: Seat,
        found: String,
        expected: String,
    },
    /// The log does not replay.
    Open { game: u32, error: OpenError },
    /// The game has not ended.
    NotOver { game: u32 },
}

impl fmt::Display for ResultError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultError::UnknownGame { game, games } => write!(
                f,
                "game {game} is not one of this tournament's {games} games (numbered from 0)"
            ),
            ResultError::Place {
                game,
                round,
                table,
                expected_round,
                expected_table,
            } => write!(
                f,
                "game {game} is said to be round {round}, table {table}; the seating has it at \
                 round {expected_round}, table {expected_table}"
            ),
            ResultError::Size { game, players } => {
                write!(f, "game {game} has {players} players, not {SEATS}")
            }
            ResultError::Preset {
                game,
                found,
                expected,
            } => write!(
                f,
                "game {game} was played by the {found:?} rules, the tournament's are {expected:?}"
            ),
            ResultError::Seat {
                game,
                seat,
                found,
                expected,
            } => write!(
                f,
                "game {game}: seat {seat} is «{found}», the seating has «{expected}» there"
            ),
            ResultError::Open { game, error } => write!(f, "game {game} does not open: {error}"),
            ResultError::NotOver { game } => write!(f, "game {game} has not ended"),
        }
    }
}

/// Why a tournament cannot be made or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentError {
    /// Not a tournament document, damaged, or of a newer version.
    Doc(DocError),
    /// An empty name, or one already given to another player.
    PlayerName { id: u32, name: String },
    /// Two players with one id.
    PlayerId { id: u32 },
    /// The seating's players are not the roster's.
    PlayersCount { players: usize, seated: usize },
    /// One team entry per player, or none.
    TeamsLength { teams: usize, players: usize },
    /// A game not at its place: its id is not its index, or the games do not go round by
    /// round, table by table, from 0.
    GameOrder { game: u32 },
    /// A game whose seats are not ten players of the roster.
    Seats { game: u32 },
    /// The games are not a seating (a player twice in a round, unequal games, sizes).
    Seating(SeatingError),
    /// A result kept for a game does not fit it.
    Result(ResultError),
    /// A game's results are not in a state merging makes (a choice without a result, one
    /// result counted beside others unchosen, others unordered or repeated).
    Results { game: u32 },
    /// A game of the final out of place: not after every qualifying game, not at table 0 in
    /// a round of its own, not ten different players, or more games than the final's rule.
    Final { game: u32 },
    /// A game the phone keeps under its own key (`kept`) is missing, does not read, or is
    /// another game's text.
    Kept { game: u32, error: KeptError },
}

impl fmt::Display for TournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TournamentError::Doc(e) => write!(f, "{e}"),
            TournamentError::PlayerName { id, name } if name.is_empty() => {
                write!(f, "player {id} has no name")
            }
            TournamentError::PlayerName { id, name } => {
                write!(f, "player {id}'s name «{name}» is another player's")
            }
            TournamentError::PlayerId { id } => write!(f, "two players have the id {id}"),
            TournamentError::PlayersCount { players, seated } => write!(
                f,
                "{players} players in the roster, but the seating seats {seated}"
            ),
            TournamentError::TeamsLength { teams, players } => write!(
                f,
                "{teams} team entries for {players} players: give one entry per player"
            ),
            TournamentError::GameOrder { game } => write!(
                f,
                "game {game} is out of place: the games go round by round, table by table"
            ),
            TournamentError::Seats { game } => write!(
                f,
                "game {game} does not seat {SEATS} players of the tournament"
            ),
            TournamentError::Seating(e) => write!(f, "{e}"),
            TournamentError::Result(e) => write!(f, "{e}"),
            TournamentError::Results { game } => {
                write!(f, "game {game}'s results are not as merging leaves them")
            }
            TournamentError::Final { game } => write!(
                f,
                "game {game} of the final is out of place: the final's games come last, \
                 one round each at table 0, ten players each"
            ),
            TournamentError::Kept { game, error } => {
                write!(
                    f,
                    "game {game} as this phone keeps it does not read: {error}"
                )
            }
        }
    }
}

impl std::error::Error for TournamentError {}
impl std::error::Error for ResultError {}
impl std::error::Error for DocError {}
/// Why a game kept under its own key does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeptError {
    /// Its key is missing (or empty).
    Missing,
    /// Not a game's JSON (the parser's words).
    Doc(DocError),
    /// Another game's text: its `id` is `found`.
    Other { found: u32 },
}

impl fmt::Display for KeptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeptError::Missing => write!(f, "it is missing"),
            KeptError::Doc(e) => write!(f, "{e}"),
            KeptError::Other { found } => write!(f, "its key holds game {found}"),
        }
    }
}

impl std::error::Error for KeptError {}

/// The compact JSON of a log: the fixed order of different results.
pub(crate) fn order_key(log: &GameLog) -> String {
    crate::json::to_string(log)
}

impl Tournament {
    /// A tournament of `names` (tidied; teams empty or one per player, `None` without one)
    /// seated by `seating` (player `i` of the seating is `names[i]`), nothing played yet.
    ///
    /// # Errors
    /// An empty or repeated name, a seating of another number of players, teams not one per
    /// player.
    pub fn new(
        id: u64,
        name: &str,
        preset: Preset,
        names: &[String],
        teams: &[Option<String>],
        seating: &Seating,
    ) -> Result<Tournament, TournamentError> {
        if !teams.is_empty() && teams.len() != names.len() {
            return Err(TournamentError::TeamsLength {
                teams: teams.len(),
                players: names.len(),
            });
        }
        let players = names
            .iter()
            .enumerate()
            .map(|(i, n)| Entrant {
                id: i as u32,
                name: tidy_name(n),
                team: teams
                    .get(i)
                    .cloned()
                    .flatten()
                    .map(|t| tidy_name(&t))
                    .filter(|t| !t.is_empty()),
            })
            .collect();
        let mut games = Vec::new();
        for (r, round) in seating.rounds().iter().enumerate() {
            for (t, table) in round.iter().enumerate() {
                games.push(TournamentGame {
                    id: games.len() as u32,
                    round: r as u32,
                    table: t as u32,
                    seats: table.iter().map(|&p| p as u32).collect(),
                    owner: None,
                    result: None,
                    chosen: false,
                    others: Vec::new(),
                    played: None,
                    final_game: false,
                });
            }
        }
        let t = Tournament {
            format: TOURNAMENT_FORMAT.to_string(),
            version: TOURNAMENT_VERSION,
            id,
            name: tidy_name(name),
            preset,
            scoring: EveningScoring::for_preset(preset),
            tables: seating.tables() as u32,
            players,
            games,
            final_rule: FinalRule::default(),
        };
        t.check()?;
        Ok(t)
    }

    /// The players' teams as numbers (one team, one number), for the seating's team rule.
    pub fn teams(&self) -> Vec<Option<u32>> {
        let mut names: Vec<&str> = Vec::new();
        self.players
            .iter()
            .map(|p| {
                let t = p.team.as_deref()?;
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

    /// The number (place in [`Tournament::players`]) of the player with this id.
    pub fn number(&self, id: u32) -> Option<usize> {
        self.players.iter().position(|p| p.id == id)
    }

    /// The name of the player with this id ("" for none).
    pub fn name_of(&self, id: u32) -> &str {
        self.number(id)
            .map_or("", |i| self.players[i].name.as_str())
    }

    /// The rounds of tables, players by number, as the seating holds them.
    fn rounds(&self) -> Result<Vec<Vec<Table>>, TournamentError> {
        let mut rounds: Vec<Vec<Table>> = Vec::new();
        for (i, g) in self.qualifying().iter().enumerate() {
            let in_place = g.id as usize == i
                && match rounds.len().checked_sub(1) {
                    None => g.round == 0 && g.table == 0,
                    Some(last) => {
                        (g.round as usize == last && g.table as usize == rounds[last].len())
                            || (g.round as usize == last + 1 && g.table == 0)
                    }
                };
            if !in_place {
                return Err(TournamentError::GameOrder { game: g.id });
            }
            let seats: Option<Vec<usize>> = g.seats.iter().map(|&id| self.number(id)).collect();
            let table: Table = seats
                .and_then(|s| s.try_into().ok())
                .ok_or(TournamentError::Seats { game: g.id })?;
            if g.round as usize == rounds.len() {
                rounds.push(Vec::new());
            }
            if let Some(r) = rounds.last_mut() {
                r.push(table);
            }
        }
        Ok(rounds)
    }

    /// The seating the games make.
    ///
    /// # Errors
    /// The games are not a seating (never for a tournament made or read here).
    pub fn seating(&self) -> Result<Seating, TournamentError> {
        let seating = Seating::check(self.rounds()?, Some(self.tables as usize))
            .map_err(TournamentError::Seating)?;
        if seating.players() != self.players.len() {
            return Err(TournamentError::PlayersCount {
                players: self.players.len(),
                seated: seating.players(),
            });
        }
        Ok(seating)
    }

    /// Whether `log` is a result of game `game` of this tournament: its preset, ten players, the
    /// seating's names by seat (compared as the roster compares names), a log that replays to
    /// its end.
    ///
    /// # Errors
    /// What does not fit, by name.
    pub fn fits(&self, game: u32, log: &GameLog) -> Result<(), ResultError> {
        let g = self
            .games
            .get(game as usize)
            .ok_or(ResultError::UnknownGame {
                game,
                games: self.games.len(),
            })?;
        if log.setup.preset != self.preset {
            return Err(ResultError::Preset {
                game,
                found: log.setup.preset,
                expected: self.preset,
            });
        }
        let players = &log.setup.players;
        if players.len() != SEATS {
            return Err(ResultError::Size {
                game,
                players: players.len(),
            });
        }
        for p in players {
            let expected = usize::from(p.seat)
                .checked_sub(1)
                .and_then(|s| g.seats.get(s))
                .map_or("", |&id| self.name_of(id));
            if !same_name(&p.name, expected) {
                return Err(ResultError::Seat {
                    game,
                    seat: p.seat,
                    found: p.name.clone(),
                    expected: expected.to_string(),
                });
            }
        }
        let played = open_log(log).map_err(|error| ResultError::Open { game, error })?;
        if scoring::result(played.state()) == Err(NoScore::NotOver) {
            return Err(ResultError::NotOver { game });
        }
        Ok(())
    }

    /// Everything a document must hold: names and ids, the games as a seating, each kept
    /// result fitting its game, and each game's results as merging leaves them.
    ///
    /// # Errors
    /// The first thing that does not hold.
    pub fn check(&self) -> Result<(), TournamentError> {
        // The first player whose number or name is not theirs alone (or who has no name).
        let mut ids = std::collections::HashSet::new();
        let id_again = self.players.iter().position(|p| !ids.insert(p.id));
        let name_again = first_repeat(self.players.iter().map(|p| p.name.as_str())).map(|(_, i)| i);
        let no_name = self.players.iter().position(|p| p.name.is_empty());
        let first = [id_again, name_again, no_name].into_iter().flatten().min();
        if let Some(i) = first {
            let p = &self.players[i];
            return Err(if id_again == Some(i) {
                TournamentError::PlayerId { id: p.id }
            } else {
                TournamentError::PlayerName {
                    id: p.id,
                    name: p.name.clone(),
                }
            });
        }
        self.seating()?;
        self.check_final()?;
        for g in &self.games {
            let keys: Vec<String> = g.others.iter().map(order_key).collect();
            let ordered = keys.windows(2).all(|w| w[0] < w[1]);
            let shape = match (&g.result, g.chosen) {
                (None, true) => false,
                (None, false) => g.others.len() != 1,
                (Some(_), false) => g.others.is_empty(),
                (Some(r), true) => !keys.contains(&order_key(r)),
            };
            if !ordered || !shape {
                return Err(TournamentError::Results { game: g.id });
            }
            for log in g.result.iter().chain(&g.others) {
                self.fits(g.id, log).map_err(TournamentError::Result)?;
            }
        }
        Ok(())
    }

    /// Reads a tournament: the header first (another format or a newer version is named),
    /// then the whole document, then everything [`Tournament::check`] asks.
    ///
    /// # Errors
    /// As `read_doc` (the header, the shape) and [`Tournament::check`].
    pub fn from_json(text: &str) -> Result<Tournament, TournamentError> {
        let t: Tournament =
            read_doc(text, TOURNAMENT_FORMAT, TOURNAMENT_VERSION).map_err(TournamentError::Doc)?;
        t.check()?;
        Ok(t)
    }

    /// The tournament as pretty JSON (its file, for a person to read too).
    pub fn to_json(&self) -> String {
        crate::json::to_string_pretty(self)
    }

    /// The tournament as compact JSON (what the phone keeps: the same document, read the same
    /// way, about a third smaller for a 200-game tournament and quicker to write).
    pub fn to_compact_json(&self) -> String {
        crate::json::to_string(self)
    }
}

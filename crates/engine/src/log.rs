//! The game log: a versioned document holding the set-up and the host's actions
//! (documented in `docs/game-log.md`). Saves, exports and `replay` all use it.

use super::action::HostAction;
use super::game::{Game, NOTE_MAX};
pub use super::read_error::plain;
use super::read_error::{ReadError, ReadFault};
use super::rules::{Preset, Rules};
use super::setup::{Composition, Player, Role, Seat, SeatFault, Setup, SetupError};
use super::table::{Decision, Motion};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The `format` field of every game log.
pub const LOG_FORMAT: &str = "mafia-host-game-log";
/// The version this engine writes. Version 2 (issue 22) changed the presets' switches
/// (`Rules::preset_of_version`); version 1 logs are read with version 1's presets. Version 3
/// added the face-down deck (`setup.face_down`, players without `role`, the `cards`
/// action); its presets are version 2's. Version 4 added the game played without a host
/// (`setup.hostless`, issue 41); its presets are version 2's. Version 5 (issue 48) changed
/// the presets: Sport's best move in the morning, no draw after quiet rounds in Club and Home.
/// The table's decisions without a host (`table`, issue 48 §5) are an optional field that
/// changes nothing a log already meant, so the version stays (as with `notes`).
pub const LOG_VERSION: u32 = 5;
/// The oldest version this engine reads.
pub const LOG_VERSION_MIN: u32 = 1;

/// The set-up as a log stores it. `rules` may be left out: the preset's switches apply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogSetup {
    pub preset: Preset,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<Rules>,
    pub players: Vec<LogPlayer>,
    /// A deck dealt face down: its cards, learned on night 1 (`cards` actions). The
    /// players then have no `role`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub face_down: Option<Composition>,
    /// Played without a host (version 4, issue 41): left out when false, so a host's log
    /// reads as before.
    #[serde(default, skip_serializing_if = "is_false")]
    pub hostless: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A player as a log stores one: `role` is left out when the deck is face down.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogPlayer {
    pub seat: Seat,
    #[serde(default)]
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<Role>,
}

/// The host's private note on a seat, as a log stores one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogNote {
    pub seat: Seat,
    pub text: String,
}

/// A whole game as data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameLog {
    pub format: String,
    pub version: u32,
    pub setup: LogSetup,
    pub actions: Vec<HostAction>,
    /// The host's notes on seats, in seat order; left out when there are none, so a log
    /// without notes is written exactly as before they existed. Not rules data: `replay`
    /// never reads them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<Vec<LogNote>>,
    /// Without a host, the motions the table voted on (version 6, `engine::table`), in
    /// order; left out when there are none. Not rules data: `replay` never reads them (a
    /// carried removal is an action too, a carried undo took its entry away).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<Vec<Decision>>,
}

/// Read first, leniently, so that an unknown version gets a clear message rather than a
/// parse error about some field.
#[derive(Clone, Debug, Deserialize)]
pub struct LogHeader {
    pub format: Option<String>,
    pub version: Option<HeaderVersion>,
}

/// Keeps `version` lenient: any value is read, only a whole number is a version.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum HeaderVersion {
    Number(u64),
    /// A number that is not whole (`1.5`, `-1`): kept to be named in the refusal.
    Fraction(f64),
    /// A text (`"1"`): kept to be named in the refusal.
    Text(String),
    Other(serde::de::IgnoredAny),
}

impl HeaderVersion {
    /// The value as the file has it, for a refusal.
    pub fn shown(&self) -> String {
        match self {
            HeaderVersion::Number(v) => v.to_string(),
            HeaderVersion::Fraction(v) => v.to_string(),
            HeaderVersion::Text(t) => format!("\"{t}\""),
            HeaderVersion::Other(_) => "not a number".to_string(),
        }
    }
}

/// Why a game log cannot be loaded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LogError {
    /// Not JSON, or not shaped like a game log.
    Malformed { detail: ReadError },
    /// JSON, but not a Mafia Host game log.
    NotALog,
    /// A game log of a version this engine does not read.
    UnknownVersion { found: String, supported: u32 },
    /// A game log whose `version` is missing (`None`) or not a whole number: the format is
    /// right, the version is what is wrong.
    BadVersion { found: Option<String> },
    /// The set-up breaks a rule.
    Setup { error: SetupError },
}

impl fmt::Display for LogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LogError::Malformed { detail } => write!(f, "the game log is malformed: {detail}"),
            LogError::NotALog => write!(
                f,
                "this is not a Mafia Host game log (its \"format\" is not \"{LOG_FORMAT}\")"
            ),
            LogError::BadVersion { found: None } => write!(
                f,
                "the game log has no \"version\" (this app writes version {LOG_VERSION})"
            ),
            LogError::BadVersion { found: Some(v) } => write!(
                f,
                "the game log's \"version\" is {v}, not a whole number (this app reads versions 1 to {LOG_VERSION})"
            ),
            LogError::UnknownVersion { found, supported } => write!(
                f,
                "game log version {found} is not supported; this app reads versions 1 to {supported}"
            ),
            LogError::Setup { error } => write!(f, "the game log's set-up is refused: {error}"),
        }
    }
}

impl std::error::Error for LogError {}

impl LogError {
    /// The text is whole, but has a field the format does not (a typo, a field of another
    /// action): not a damaged text.
    pub fn is_unknown_field(&self) -> bool {
        matches!(self, LogError::Malformed { detail }
            if matches!(detail.fault, ReadFault::UnknownField { .. } | ReadFault::ActionWithoutField { .. }))
    }
}

impl LogHeader {
    /// Checks the format name and version.
    ///
    /// # Errors
    /// Not a game log, or a version this engine does not read.
    pub fn check(&self) -> Result<(), LogError> {
        if self.format.as_deref() != Some(LOG_FORMAT) {
            return Err(LogError::NotALog);
        }
        match &self.version {
            Some(HeaderVersion::Number(v))
                if (u64::from(LOG_VERSION_MIN)..=u64::from(LOG_VERSION)).contains(v) =>
            {
                Ok(())
            }
            Some(HeaderVersion::Number(v)) => Err(LogError::UnknownVersion {
                found: v.to_string(),
                supported: LOG_VERSION,
            }),
            // No version, or one that is not a whole number: not something this app
            // wrote, and the refusal names the version, not the format.
            None => Err(LogError::BadVersion { found: None }),
            Some(v) => Err(LogError::BadVersion {
                found: Some(v.shown()),
            }),
        }
    }

    /// Reads the header of `text`. Text that is not a JSON object at all (a list, a
    /// number, an empty file) is not a game log rather than a malformed one.
    ///
    /// # Errors
    /// `None`: not a JSON object; `Some(detail)`: an object cut short or broken.
    pub fn read(text: &str) -> Result<LogHeader, Option<String>> {
        if !text.trim_start().starts_with('{') {
            return Err(None);
        }
        crate::json::from_str(text).map_err(|e| Some(plain(&e)))
    }
}

impl GameLog {
    /// The log of a game so far.
    pub fn of(game: &Game) -> GameLog {
        let setup = game.setup();
        GameLog {
            format: LOG_FORMAT.to_string(),
            version: LOG_VERSION,
            setup: LogSetup {
                preset: setup.preset,
                rules: Some(setup.rules.clone()),
                players: setup
                    .players
                    .iter()
                    .map(|p| LogPlayer {
                        seat: p.seat,
                        name: p.name.clone(),
                        role: setup.face_down.is_none().then_some(p.role),
                    })
                    .collect(),
                face_down: setup.face_down,
                hostless: setup.hostless,
            },
            actions: game.actions().to_vec(),
            notes: (!game.notes().is_empty()).then(|| {
                game.notes()
                    .iter()
                    .map(|(&seat, text)| LogNote {
                        seat,
                        text: text.clone(),
                    })
                    .collect()
            }),
            table: (!game.table().is_empty()).then(|| game.table().to_vec()),
        }
    }

    /// The table's decisions are ones a game makes: every seat named is at the table.
    ///
    /// # Errors
    /// `Malformed`, naming the decision.
    pub fn check_table(&self) -> Result<(), LogError> {
        let at_table = |seat: Seat| self.setup.players.iter().any(|p| p.seat == seat);
        for (i, d) in self.table.iter().flatten().enumerate() {
            let named = match d.motion {
                Motion::Remove { seat, .. } => Some(seat),
                Motion::Undo => None,
            };
            if let Some(seat) = named
                .into_iter()
                .chain(d.hands.iter().copied())
                .find(|&s| !at_table(s))
            {
                return Err(LogError::Malformed {
                    detail: ReadError::found(ReadFault::DecisionSeatAbsent {
                        decision: i + 1,
                        seat,
                    }),
                });
            }
        }
        Ok(())
    }

    /// The notes are ones a game keeps: each at a seat of the set-up, one per seat, at
    /// most [`NOTE_MAX`] characters.
    ///
    /// # Errors
    /// `Malformed`, naming the note.
    pub fn check_notes(&self) -> Result<(), LogError> {
        let mut seen = Vec::new();
        for n in self.notes.iter().flatten() {
            let fault = if !self.setup.players.iter().any(|p| p.seat == n.seat) {
                ReadFault::NoteSeatAbsent { seat: n.seat }
            } else if seen.contains(&n.seat) {
                ReadFault::TwoNotes { seat: n.seat }
            } else if n.text.chars().count() > NOTE_MAX {
                ReadFault::NoteTooLong {
                    seat: n.seat,
                    chars: n.text.chars().count(),
                    max: NOTE_MAX,
                }
            } else {
                seen.push(n.seat);
                continue;
            };
            return Err(LogError::Malformed {
                detail: ReadError::found(fault),
            });
        }
        Ok(())
    }

    /// The validated set-up of this log.
    ///
    /// # Errors
    /// The set-up breaks R-ROLE-2/3/4.
    pub fn setup(&self) -> Result<Setup, LogError> {
        let face_down = self.setup.face_down;
        let mut players = Vec::with_capacity(self.setup.players.len());
        for p in &self.setup.players {
            let role = match (p.role, face_down) {
                (Some(role), None) => role,
                (None, Some(_)) => Role::Civilian,
                (None, None) => {
                    return Err(LogError::Setup {
                        error: SetupError::Seats {
                            fault: SeatFault::NoRole { seat: p.seat },
                        },
                    })
                }
                (Some(_), Some(_)) => {
                    return Err(LogError::Setup {
                        error: SetupError::Seats {
                            fault: SeatFault::RoleWithFaceDown { seat: p.seat },
                        },
                    })
                }
            };
            players.push(Player {
                seat: p.seat,
                name: p.name.clone(),
                role,
            });
        }
        let setup = Setup {
            preset: self.setup.preset,
            rules: self
                .setup
                .rules
                .clone()
                .unwrap_or_else(|| Rules::preset_of_version(self.setup.preset, self.version)),
            players,
            face_down,
            hostless: self.setup.hostless,
        };
        setup
            .validate()
            .map_err(|error| LogError::Setup { error })?;
        Ok(setup)
    }

    /// Reads a game log from JSON text: the header first, then the whole document.
    ///
    /// # Errors
    /// Malformed JSON, not a game log, an unknown version, or a bad shape.
    pub fn from_json(text: &str) -> Result<GameLog, LogError> {
        let malformed = |detail: String| LogError::Malformed {
            detail: ReadError::from_reader(&detail),
        };
        let header = LogHeader::read(text).map_err(|e| e.map_or(LogError::NotALog, malformed))?;
        header.check()?;
        let log: GameLog = crate::json::from_str_exact(text).map_err(malformed)?;
        log.check_notes()?;
        log.check_table()?;
        Ok(log)
    }

    /// The log as pretty JSON.
    pub fn to_json(&self) -> String {
        crate::json::to_string_pretty(self)
    }
}

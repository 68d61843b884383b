//! The game log: a versioned document holding the set-up and the host's actions
//! (documented in `docs/game-log.md`). Saves, exports and `replay` all use it.

use super::action::HostAction;
use super::game::Game;
use super::rules::{Preset, Rules};
use super::setup::{Player, Setup, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The `format` field of every game log.
pub const LOG_FORMAT: &str = "mafia-host-game-log";
/// The version this engine writes and reads.
pub const LOG_VERSION: u32 = 1;

/// The set-up as a log stores it. `rules` may be left out: the preset's switches apply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogSetup {
    pub preset: Preset,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<Rules>,
    pub players: Vec<Player>,
}

/// A whole game as data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameLog {
    pub format: String,
    pub version: u32,
    pub setup: LogSetup,
    pub actions: Vec<HostAction>,
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
    Other(serde::de::IgnoredAny),
}

/// Why a game log cannot be loaded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LogError {
    /// Not JSON, or not shaped like a game log.
    Malformed { detail: String },
    /// JSON, but not a Mafia Host game log.
    NotALog,
    /// A game log of a version this engine does not read.
    UnknownVersion { found: String, supported: u32 },
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
            LogError::UnknownVersion { found, supported } => write!(
                f,
                "game log version {found} is not supported; this app reads version {supported}"
            ),
            LogError::Setup { error } => write!(f, "the game log's set-up is refused: {error}"),
        }
    }
}

impl std::error::Error for LogError {}

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
            Some(HeaderVersion::Number(v)) if *v == u64::from(LOG_VERSION) => Ok(()),
            Some(HeaderVersion::Number(v)) => Err(LogError::UnknownVersion {
                found: v.to_string(),
                supported: LOG_VERSION,
            }),
            _ => Err(LogError::UnknownVersion {
                found: "(missing or not a number)".to_string(),
                supported: LOG_VERSION,
            }),
        }
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
                players: setup.players.clone(),
            },
            actions: game.actions().to_vec(),
        }
    }

    /// The validated set-up of this log.
    ///
    /// # Errors
    /// The set-up breaks R-ROLE-2/3/4.
    pub fn setup(&self) -> Result<Setup, LogError> {
        let setup = Setup {
            preset: self.setup.preset,
            rules: self
                .setup
                .rules
                .clone()
                .unwrap_or_else(|| Rules::preset(self.setup.preset)),
            players: self.setup.players.clone(),
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
        let malformed = |detail: String| LogError::Malformed { detail };
        let header: LogHeader = crate::json::from_str(text).map_err(malformed)?;
        header.check()?;
        crate::json::from_str(text).map_err(malformed)
    }

    /// The log as pretty JSON.
    pub fn to_json(&self) -> String {
        crate::json::to_string_pretty(self)
    }
}

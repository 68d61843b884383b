//! The autosave envelope and opening a game log as a game (documented in `docs/saves.md`).
//!
//! A save is one JSON object: `{"format": "mafia-host-save", "version": 1, "id": …,
//! "saved_at": …, "tab": "…", "game": <game log>}`. The game log inside is the engine's
//! game log (`docs/game-log.md`), so a save, an export and `replay` read the same thing.
//! A bare game log is read as a save too (the app wrote bare logs before the envelope).

use super::game::{Game, NoteError, ReplayError, ReplayFailure};
use super::log::{GameLog, HeaderVersion, LogError, LogHeader, LOG_FORMAT};
use super::read_error::{ReadError, ReadFault};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The `format` field of every save.
pub const SAVE_FORMAT: &str = "mafia-host-save";
/// The envelope version this engine writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// A saved game: the game log and what the app needs around it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Save {
    pub format: String,
    pub version: u32,
    /// The game's identity: when it started (ms since 1970). History keeps one entry per id.
    #[serde(default)]
    pub id: u64,
    /// When this save was written (ms since 1970).
    #[serde(default)]
    pub saved_at: u64,
    /// Which tab wrote it (a random word per page load); another tab's write is noticed.
    #[serde(default)]
    pub tab: String,
    pub game: GameLog,
    /// In the save slot only: the game screen's step as the host left it (its input, what
    /// was said, the timer), as the app's JSON text, written with the game in one write
    /// (`docs/saves.md`). Never in the history, a file or a backup's history.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<String>,
}

impl Save {
    /// The save of a game so far.
    pub fn of(game: &Game, id: u64, saved_at: u64, tab: &str) -> Save {
        Save {
            format: SAVE_FORMAT.to_string(),
            version: SAVE_VERSION,
            id,
            saved_at,
            tab: tab.to_string(),
            game: GameLog::of(game),
            step: None,
        }
    }

    /// The save as JSON. Pretty, like `GameLog::to_json`: one formatter in the wasm, not two.
    pub fn to_json(&self) -> String {
        crate::json::to_string_pretty(self)
    }

    /// Reads a save: the envelope's format and version first, then its game log.
    ///
    /// # Errors
    /// Not JSON, not a save, a version this engine does not read, or a bad game log.
    pub fn from_json(text: &str) -> Result<Save, OpenError> {
        let malformed = |detail: String| {
            OpenError::Log(LogError::Malformed {
                detail: ReadError::from_reader(&detail),
            })
        };
        // The lenient header first (no JSON value type: it would double the wasm's
        // deserialising code), so an unknown version is named rather than a field.
        let header = LogHeader::read(text).map_err(|e| e.map_or(OpenError::NotASave, malformed))?;
        match header.format.as_deref() {
            Some(LOG_FORMAT) => {
                let game = GameLog::from_json(text).map_err(OpenError::Log)?;
                return Ok(Save {
                    format: SAVE_FORMAT.to_string(),
                    version: SAVE_VERSION,
                    id: 0,
                    saved_at: 0,
                    tab: String::new(),
                    game,
                    step: None,
                });
            }
            Some(SAVE_FORMAT) => {}
            _ => return Err(OpenError::NotASave),
        }
        match header.version {
            Some(HeaderVersion::Number(v)) if v == u64::from(SAVE_VERSION) => {}
            Some(HeaderVersion::Number(v)) => {
                return Err(OpenError::UnknownVersion {
                    found: v.to_string(),
                    supported: SAVE_VERSION,
                })
            }
            // No version, or not a whole number: the format is right, the version is what is
            // wrong, and the refusal names it (issue 39 §4.3).
            None => return Err(OpenError::BadVersion { found: None }),
            Some(v) => {
                return Err(OpenError::BadVersion {
                    found: Some(v.shown()),
                })
            }
        }
        let save: Save = crate::json::from_str_exact(text).map_err(malformed)?;
        // The game log inside gets the game log's own checks and messages.
        LogHeader {
            format: Some(save.game.format.clone()),
            version: Some(HeaderVersion::Number(u64::from(save.game.version))),
        }
        .check()
        .map_err(OpenError::Log)?;
        save.game.check_notes().map_err(OpenError::Log)?;
        Ok(save)
    }

    /// Replays the saved game.
    ///
    /// # Errors
    /// The set-up is refused, or an action no longer fits the rules.
    pub fn open(&self) -> Result<Game, OpenError> {
        open_log(&self.game)
    }
}

/// Why a save or an imported game log does not open as a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OpenError {
    /// The game log itself cannot be read (the same errors as `replay`).
    Log(LogError),
    /// JSON, but neither a save nor a game log.
    NotASave,
    /// A save envelope of a version this engine does not read.
    UnknownVersion { found: String, supported: u32 },
    /// A save envelope whose `version` is missing (`None`) or not a whole number.
    BadVersion { found: Option<String> },
    /// The game log reads, but an action in it is refused on replay.
    Refused(ReplayError),
}

impl fmt::Display for OpenError {
    /// The same words as `cargo run --bin replay` prints.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpenError::Log(e) => write!(f, "{e}"),
            OpenError::NotASave => write!(
                f,
                "this is not a Mafia Host save or game log (its \"format\" is neither \"{SAVE_FORMAT}\" nor \"{LOG_FORMAT}\")"
            ),
            OpenError::UnknownVersion { found, supported } => write!(
                f,
                "save version {found} is not supported; this app reads version {supported}"
            ),
            OpenError::BadVersion { found: None } => write!(
                f,
                "the save has no \"version\" (this app writes version {SAVE_VERSION})"
            ),
            OpenError::BadVersion { found: Some(v) } => write!(
                f,
                "the save's \"version\" is {v}, not a whole number (this app reads version {SAVE_VERSION})"
            ),
            OpenError::Refused(e) => write!(f, "action {} refused: {}", e.index, e.error),
        }
    }
}

impl std::error::Error for OpenError {}

/// Replays a game log into a game; every action must still fit the rules. The host's notes
/// come with it.
///
/// # Errors
/// The set-up is refused, or an action is refused (its index and the rule).
pub fn open_log(log: &GameLog) -> Result<Game, OpenError> {
    let setup = log.setup().map_err(OpenError::Log)?;
    log.check_notes().map_err(OpenError::Log)?;
    log.check_table().map_err(OpenError::Log)?;
    let mut game = Game::replay(setup, &log.actions).map_err(|f| match f {
        ReplayFailure::Setup(error) => OpenError::Log(LogError::Setup { error }),
        ReplayFailure::Refused { error, .. } => OpenError::Refused(error),
    })?;
    // The host's notes are not actions: they come back beside the replay.
    for n in log.notes.iter().flatten() {
        game.set_note(n.seat, &n.text).map_err(|e| match e {
            NoteError::NotAtTable { seat } => OpenError::Log(LogError::Malformed {
                detail: ReadError::found(ReadFault::NoSuchSeat { seat }),
            }),
        })?;
    }
    // So are the table's decisions.
    for d in log.table.iter().flatten() {
        game.keep_decision(d.clone());
    }
    Ok(game)
}

/// Reads a game log's text (an export, or a save) and replays it.
///
/// # Errors
/// As [`Save::from_json`] and [`open_log`].
/// The id under which `history` holds the game of `save` already (issue 48): its own id,
/// or, for a file without one (an exported game log, `id` 0), the entry whose game has the
/// same set-up and the same entries. An import of a game's own file then replaces that entry
/// instead of adding it a second time. `None`: a game the history does not hold.
pub fn held_id(history: &[Save], save: &Save) -> Option<u64> {
    if save.id != 0 {
        return history.iter().find(|h| h.id == save.id).map(|h| h.id);
    }
    history
        .iter()
        .rev()
        .find(|h| {
            h.id != 0 && h.game.setup == save.game.setup && h.game.actions == save.game.actions
        })
        .map(|h| h.id)
}

pub fn open_text(text: &str) -> Result<(Save, Game), OpenError> {
    let save = Save::from_json(text)?;
    let game = save.open()?;
    Ok((save, game))
}

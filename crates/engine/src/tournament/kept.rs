//! The tournament as the organiser's phone keeps it (`docs/tournament.md`, "How the phone
//! keeps it"): a small **base** under [`TOURNAMENT_KEY`] and **one key per game**
//! (`TOURNAMENT_KEY` + `.game.<id>`, [`game_key`]), so that merging one table's result
//! writes that game's text and the base, not the whole 200-game document again.
//!
//! The base is the document with its `games` empty, wrapped so that an older release, which
//! reads [`TOURNAMENT_KEY`] as a whole `mafia-host-tournament`, refuses it by its format
//! (and keeps it word for word) instead of opening a tournament without its games:
//!
//! ```json
//! {"format":"mafia-host-tournament-kept","version":1,"id":1733600000000,"games":200,
//!  "written":17,"doc":{"format":"mafia-host-tournament","version":1,...,"games":[]}}
//! ```
//!
//! `id` is the tournament's, `games` the number of game keys (`0..games`), `written` a
//! counter bumped by every save (so a save that changes only a game still changes the base,
//! and another tab can tell its base is no longer the one it wrote). Each game key holds
//! that [`TournamentGame`]'s compact JSON; its `id` must be its place.
//!
//! A whole document under [`TOURNAMENT_KEY`] (what earlier releases wrote, a restored
//! backup, a bench) still reads exactly as before ([`read`] says it is [`Read::Whole`]); the
//! store then writes it split. Pure: the store (`web::tournament`) passes the keys' texts in
//! and writes what [`plan`] says.

use super::doc::{read_doc, DocError, KeptError, Tournament, TournamentError, TournamentGame};
use crate::backup::TOURNAMENT_KEY;
use crate::log::LogHeader;
use serde::{Deserialize, Serialize};

/// The `format` of the base.
pub const KEPT_FORMAT: &str = "mafia-host-tournament-kept";
/// The version of the base this engine writes and reads.
pub const KEPT_VERSION: u32 = 1;

/// What a game key starts with: [`TOURNAMENT_KEY`] and `.game.`.
pub fn game_prefix() -> String {
    format!("{TOURNAMENT_KEY}.game.")
}

/// The key of game `id`.
pub fn game_key(id: u32) -> String {
    format!("{TOURNAMENT_KEY}.game.{id}")
}

/// The game a key is the key of (`None`: not a game key).
pub fn game_of_key(key: &str) -> Option<u32> {
    let rest = key.strip_prefix(TOURNAMENT_KEY)?.strip_prefix(".game.")?;
    // Only the form `game_key` writes: digits, no sign, no leading zero.
    if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if rest.len() > 1 && rest.starts_with('0') {
        return None;
    }
    rest.parse().ok()
}

/// The base as written and read.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Base {
    format: String,
    version: u32,
    id: u64,
    games: u32,
    written: u64,
    doc: Tournament,
}

/// The document without its games (cloning the rest, which is small). Every field is named,
/// so a field added to [`Tournament`] is a compile error here, not a field lost.
fn without_games(t: &Tournament) -> Tournament {
    let Tournament {
        format,
        version,
        id,
        name,
        preset,
        scoring,
        tables,
        players,
        games: _,
        final_rule,
    } = t;
    Tournament {
        format: format.clone(),
        version: *version,
        id: *id,
        name: name.clone(),
        preset: *preset,
        scoring: *scoring,
        tables: *tables,
        players: players.clone(),
        games: Vec::new(),
        final_rule: *final_rule,
    }
}

/// The base's text for `t`, its counter `written`.
pub fn base_text(t: &Tournament, written: u64) -> String {
    crate::json::to_string(&Base {
        format: KEPT_FORMAT.to_string(),
        version: KEPT_VERSION,
        id: t.id,
        games: t.games.len() as u32,
        written,
        doc: without_games(t),
    })
}

/// One game's text under its key.
pub fn game_text(g: &TournamentGame) -> String {
    crate::json::to_string(g)
}

/// The whole tournament split: the base's text and every game's key and text.
pub fn split(t: &Tournament, written: u64) -> (String, Vec<(String, String)>) {
    let games = t
        .games
        .iter()
        .map(|g| (game_key(g.id), game_text(g)))
        .collect();
    (base_text(t, written), games)
}

/// What this tab knows is stored: the base's text as it wrote or read it, its counter, and
/// the games under their keys as written (`None`: not known, every game is written again and
/// the keys are looked over for games past the end).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    pub base: String,
    pub written: u64,
    pub games: Option<Vec<TournamentGame>>,
}

/// What a save writes: the changed games' keys and texts first, then the base (written last,
/// so a base always names games already written); then the keys of games past the end are
/// removed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub base: String,
    pub written: u64,
    /// The games written, by id, with their keys and texts.
    pub games: Vec<(u32, String, String)>,
    /// The keys of games the tournament no longer has (known from `last`; when the games
    /// stored are not known, the store looks its keys over with [`stale_keys`]).
    pub remove: Vec<String>,
}

/// What to write to keep `t`, given what was last written (`None`: nothing known). Only a
/// game that differs from the one last written is serialized.
pub fn plan(t: &Tournament, last: Option<&Kept>) -> Plan {
    let written = last.map_or(1, |k| k.written.wrapping_add(1));
    let known = last.and_then(|k| k.games.as_deref());
    let games = t
        .games
        .iter()
        .filter(|g| known.and_then(|k| k.get(g.id as usize)) != Some(g))
        .map(|g| (g.id, game_key(g.id), game_text(g)))
        .collect();
    let remove = known.map_or_else(Vec::new, |k| {
        (t.games.len()..k.len())
            .map(|id| game_key(id as u32))
            .collect()
    });
    Plan {
        base: base_text(t, written),
        written,
        games,
        remove,
    }
}

impl Kept {
    /// What is stored after `plan` for `t` was written: the changed games taken over (only
    /// they are cloned), the games past the end dropped.
    pub fn after(last: Option<Kept>, t: &Tournament, plan: &Plan) -> Kept {
        let mut games = last.and_then(|k| k.games).unwrap_or_default();
        games.truncate(t.games.len());
        for (id, _, _) in &plan.games {
            let id = *id as usize;
            if id < games.len() {
                games[id] = t.games[id].clone();
            } else if id == games.len() {
                games.push(t.games[id].clone());
            }
        }
        let whole = games.len() == t.games.len();
        Kept {
            base: plan.base.clone(),
            written: plan.written,
            games: whole.then_some(games),
        }
    }
}

/// Of `keys`, those of games at or past `count` (a tournament replaced by a smaller one, or a
/// whole document written over the base): to be removed.
pub fn stale_keys<'a>(keys: impl IntoIterator<Item = &'a str>, count: usize) -> Vec<String> {
    let prefix = game_prefix();
    keys.into_iter()
        .filter(|k| k.starts_with(&prefix) && game_of_key(k).is_none_or(|id| id as usize >= count))
        .map(str::to_string)
        .collect()
}

/// What the tournament key holds, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Read {
    /// A whole document (an earlier release's, a restored backup's): to be written split.
    Whole(Tournament),
    /// The split form, with what is stored.
    Kept(Tournament, Kept),
}

impl Read {
    pub fn tournament(&self) -> &Tournament {
        match self {
            Read::Whole(t) | Read::Kept(t, _) => t,
        }
    }

    pub fn into_tournament(self) -> Tournament {
        match self {
            Read::Whole(t) | Read::Kept(t, _) => t,
        }
    }
}

/// Why the kept tournament does not open: the key whose text failed, that text (`None`: the
/// key is missing), and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failed {
    pub key: String,
    pub text: Option<String>,
    pub error: TournamentError,
}

/// Whether `text` is the split form's base (by its `format`; anything else is read as a
/// whole document, as before).
pub fn is_base(text: &str) -> bool {
    LogHeader::read(text).is_ok_and(|h| h.format.as_deref() == Some(KEPT_FORMAT))
}

/// The tournament from the base and its game keys, not checked (no game replayed), with what
/// is stored.
fn gather(
    base: &str,
    get: impl Fn(&str) -> Option<String>,
) -> Result<(Tournament, Kept), Box<Failed>> {
    let failed = |key: String, text: Option<String>, error: TournamentError| {
        Box::new(Failed { key, text, error })
    };
    let b: Base = read_doc(base, KEPT_FORMAT, KEPT_VERSION).map_err(|e| {
        failed(
            TOURNAMENT_KEY.to_string(),
            Some(base.to_string()),
            TournamentError::Doc(e),
        )
    })?;
    let mismatch = if b.id != b.doc.id {
        Some("its \"id\" is not its document's")
    } else if !b.doc.games.is_empty() {
        Some("its document's \"games\" are not empty")
    } else {
        None
    };
    if let Some(detail) = mismatch {
        let error = TournamentError::Doc(DocError::Malformed {
            detail: detail.to_string(),
        });
        return Err(failed(
            TOURNAMENT_KEY.to_string(),
            Some(base.to_string()),
            error,
        ));
    }
    let mut t = b.doc;
    // The count is the text's word: no room is taken for it before its games are there.
    let mut games = Vec::new();
    for id in 0..b.games {
        let key = game_key(id);
        let piece = |error: KeptError| TournamentError::Kept { game: id, error };
        let Some(text) = get(&key).filter(|t| !t.trim().is_empty()) else {
            return Err(failed(key, None, piece(KeptError::Missing)));
        };
        let g: TournamentGame = match crate::json::from_str_exact(&text) {
            Ok(g) => g,
            Err(detail) => {
                let e = KeptError::Doc(DocError::Malformed {
                    detail: crate::log::plain(&detail),
                });
                return Err(failed(key, Some(text), piece(e)));
            }
        };
        if g.id != id {
            let e = KeptError::Other { found: g.id };
            return Err(failed(key, Some(text), piece(e)));
        }
        games.push(g);
    }
    t.games = games.clone();
    let kept = Kept {
        base: base.to_string(),
        written: b.written,
        games: Some(games),
    };
    Ok((t, kept))
}

/// Reads the tournament kept under [`TOURNAMENT_KEY`] (its text `base`) and, for the split
/// form, its game keys (`get`), checked as [`Tournament::from_json`] checks a document.
///
/// # Errors
/// The key that failed, its text and why: the base as a document is refused
/// ([`TournamentError::Doc`]: another format, a newer version, damaged); a game key missing,
/// damaged or holding another game ([`TournamentError::Kept`], naming the game); or the
/// tournament assembled does not hold together ([`Tournament::check`]).
pub fn read(base: &str, get: impl Fn(&str) -> Option<String>) -> Result<Read, Box<Failed>> {
    if !is_base(base) {
        return Tournament::from_json(base)
            .map(Read::Whole)
            .map_err(|error| {
                Box::new(Failed {
                    key: TOURNAMENT_KEY.to_string(),
                    text: Some(base.to_string()),
                    error,
                })
            });
    }
    let (t, kept) = gather(base, get)?;
    t.check().map_err(|error| {
        Box::new(Failed {
            key: TOURNAMENT_KEY.to_string(),
            text: Some(base.to_string()),
            error,
        })
    })?;
    Ok(Read::Kept(t, kept))
}

/// Reads as [`read`] does and gives the tournament.
///
/// # Errors
/// As [`read`].
pub fn assemble(
    base: &str,
    get: impl Fn(&str) -> Option<String>,
) -> Result<Tournament, Box<Failed>> {
    read(base, get).map(Read::into_tournament)
}

/// The whole document's compact text (as [`Tournament::to_compact_json`] writes it), for a
/// backup or to keep among the texts that did not open: a whole document under the key is
/// given word for word; the split form is put together without replaying its games.
///
/// # Errors
/// The split form's base or a game key does not read (as [`read`], without its check).
pub fn whole_text(base: &str, get: impl Fn(&str) -> Option<String>) -> Result<String, Box<Failed>> {
    if !is_base(base) {
        return Ok(base.to_string());
    }
    gather(base, get).map(|(t, _)| t.to_compact_json())
}

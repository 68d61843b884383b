//! The organiser's tournament's store (issue 50, `docs/tournament.md`): one key, the
//! document's text. A text that does not open (damaged, or a newer version's) is kept word
//! for word, shown, and never written over until the organiser deletes it; a tournament
//! replaced by a file goes among the kept texts first, so nothing is lost.

use super::storage::{get, is_well_formed, keep_rejected, remove, set};
use crate::engine::backup::TOURNAMENT_KEY;
use crate::engine::tournament::{DocError, Tournament, TournamentError};

/// What the tournament key holds.
pub enum Stored {
    None,
    Open(Box<Tournament>),
    /// Its text, as the browser holds it, and why it does not open.
    Damaged(String, TournamentError),
}

/// The tournament kept on this phone.
pub fn load() -> Stored {
    let Some(text) = get(TOURNAMENT_KEY).filter(|t| !t.trim().is_empty()) else {
        return Stored::None;
    };
    if !is_well_formed(TOURNAMENT_KEY) {
        let error = TournamentError::Doc(DocError::Malformed {
            detail: "invalid unicode code point".to_string(),
        });
        return Stored::Damaged(text, error);
    }
    match Tournament::from_json(&text) {
        Ok(t) => Stored::Open(Box::new(t)),
        Err(e) => Stored::Damaged(text, e),
    }
}

/// Writes the tournament; `false` when the browser refused (storage full) or a damaged
/// text is in the key (kept until the organiser deletes it).
pub fn save(t: &Tournament) -> bool {
    if matches!(load(), Stored::Damaged(..)) {
        return false;
    }
    set(TOURNAMENT_KEY, &t.to_json())
}

/// Puts `t` in place of the tournament kept here, which goes among the kept texts word for
/// word first; `false` (nothing changed) when the browser refused.
pub fn replace(t: &Tournament) -> bool {
    keep_rejected(TOURNAMENT_KEY) && set(TOURNAMENT_KEY, &t.to_json())
}

/// Deletes the tournament (or the damaged text) from this phone.
pub fn delete() -> bool {
    remove(TOURNAMENT_KEY)
}

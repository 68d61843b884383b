//! The organiser's tournament's store (issue 50, `docs/tournament.md`): one key, the
//! document's text. A text that does not open (damaged, or a newer version's) is kept word
//! for word, shown, and never written over until the organiser deletes it; a tournament
//! replaced by a file goes among the kept texts first, so nothing is lost.

use super::storage::{get, is_well_formed, keep_rejected, remove, set};
use crate::engine::backup::TOURNAMENT_KEY;
use crate::engine::tournament::{DocError, Tournament, TournamentError};

thread_local! {
    /// The text this tab last read whole from the key or wrote there: the key still holding
    /// it is this tab's tournament, not a damaged text, and a save need not read it again.
    static KNOWN: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

fn remember(text: String) {
    KNOWN.with(|k| *k.borrow_mut() = Some(text));
}

/// Writes `text` to the key, remembered as this tab's when the browser took it.
fn write(text: String) -> bool {
    let ok = set(TOURNAMENT_KEY, &text);
    if ok {
        remember(text);
    }
    ok
}

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
        Ok(t) => {
            remember(text);
            Stored::Open(Box::new(t))
        }
        Err(e) => Stored::Damaged(text, e),
    }
}

/// Writes the tournament; `false` when the browser refused (storage full) or a damaged
/// text is in the key (kept until the organiser deletes it).
///
/// The key still holding what this tab last read or wrote is known whole: only a text that
/// changed since (another tab, another release) is read again to tell — reading a 200-game
/// tournament replays every game, a second at 4× on a phone.
pub fn save(t: &Tournament) -> bool {
    let ours = get(TOURNAMENT_KEY).is_none_or(|now| {
        now.trim().is_empty() || KNOWN.with(|k| k.borrow().as_deref() == Some(now.as_str()))
    });
    if !ours && matches!(load(), Stored::Damaged(..)) {
        return false;
    }
    write(t.to_compact_json())
}

/// Puts `t` in place of the tournament kept here, which goes among the kept texts word for
/// word first; `false` (nothing changed) when the browser refused.
pub fn replace(t: &Tournament) -> bool {
    keep_rejected(TOURNAMENT_KEY) && write(t.to_compact_json())
}

/// Deletes the tournament (or the damaged text) from this phone.
pub fn delete() -> bool {
    remove(TOURNAMENT_KEY)
}

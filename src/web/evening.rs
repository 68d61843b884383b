//! The evening's store (`docs/evening.md`): the evening under way in one key, past evenings
//! as their texts in another. A text that does not open is kept word for word, shown, and
//! never written over until the host deletes it (like a damaged save, `docs/saves.md`).

use super::storage::{get, is_well_formed, remove, set};
use crate::engine::backup::{EVENINGS_KEY, EVENING_KEY};
use crate::engine::evening::{Evening, EveningError};
use crate::engine::{GameLog, ReadError, ReadFault, Save};

/// What the evening key holds.
pub enum Stored {
    None,
    Open(Box<Evening>),
    /// Its text, as the browser holds it, and why it does not open.
    Damaged(String, EveningError),
}

/// The evening under way.
pub fn load() -> Stored {
    let Some(text) = get(EVENING_KEY).filter(|t| !t.trim().is_empty()) else {
        return Stored::None;
    };
    if !is_well_formed(EVENING_KEY) {
        let error = EveningError::Malformed {
            detail: ReadError::found(ReadFault::BrokenCharacter),
        };
        return Stored::Damaged(text, error);
    }
    match Evening::from_json(&text) {
        Ok(e) => Stored::Open(Box::new(e)),
        Err(e) => Stored::Damaged(text, e),
    }
}

/// Whether the browser holds an evening under way (or a damaged one), without reading it.
pub fn stored() -> bool {
    get(EVENING_KEY).is_some_and(|t| !t.trim().is_empty())
}

/// The evening under way, if one opens.
pub fn current() -> Option<Evening> {
    match load() {
        Stored::Open(e) => Some(*e),
        _ => None,
    }
}

/// Writes the evening; `false` when the browser refused or a damaged text is in the key
/// (kept until the host deletes it).
pub fn save(e: &Evening) -> bool {
    if matches!(load(), Stored::Damaged(..)) {
        return false;
    }
    set(EVENING_KEY, &e.to_json())
}

/// Changes the evening under way and writes it when `f` says it changed something.
/// `false` when there is no evening, nothing changed, or the write failed.
pub fn update(f: impl FnOnce(&mut Evening) -> bool) -> bool {
    let Some(mut e) = current() else {
        return false;
    };
    f(&mut e) && save(&e)
}

/// A game has started: it is the evening's if its set-up was opened from the evening.
pub fn game_started(id: u64) {
    update(|e| {
        if !e.dealing {
            return false;
        }
        e.begin(id);
        true
    });
}

/// A new game not from the evening: the evening's set-up is no longer open.
pub fn not_dealing() {
    update(|e| std::mem::replace(&mut e.dealing, false));
}

/// A finished game's save: it joins the evening if it is the evening's game.
pub fn game_over(id: u64, game: &GameLog) {
    update(|e| e.record(id, game));
}

/// Whether the game `id` is one of the evening's (being played or finished).
pub fn holds(id: u64) -> bool {
    current().is_some_and(|e| e.playing == Some(id) || e.games.iter().any(|g| g.id == id))
}

/// Begins an evening with a finished game as its first. `false` when an evening is under
/// way (or damaged), or the write failed.
pub fn from_game(save: &Save, id: u64) -> bool {
    if !matches!(load(), Stored::None) {
        return false;
    }
    let names: Vec<String> = save
        .game
        .setup
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect();
    let mut e = Evening::new(id, save.game.setup.preset, &names);
    e.playing = Some(save.id);
    e.record(save.id, &save.game);
    save_new(&e)
}

/// Writes a new evening into the empty key.
pub fn save_new(e: &Evening) -> bool {
    matches!(load(), Stored::None) && set(EVENING_KEY, &e.to_json())
}

/// The past evenings' texts, oldest first; `Err` with the key's text when the list itself
/// does not read (it is then kept as it is, and nothing is added to it).
pub fn past() -> Result<Vec<String>, String> {
    match get(EVENINGS_KEY) {
        None => Ok(Vec::new()),
        Some(t) if is_well_formed(EVENINGS_KEY) => {
            crate::json::from_str::<Vec<String>>(&t).map_err(|_| t)
        }
        Some(t) => Err(t),
    }
}

/// Adds an evening's text to the past ones. `false` when the write failed or the list is
/// damaged.
pub fn keep_past(text: &str) -> bool {
    let Ok(mut all) = past() else {
        return false;
    };
    all.push(text.to_string());
    set(EVENINGS_KEY, &crate::json::to_string(&all))
}

/// Ends the evening under way: its text moves to the past ones first, then leaves the key.
/// `false` (and nothing moved) when either write fails.
pub fn end() -> bool {
    let Some(text) = get(EVENING_KEY) else {
        return false;
    };
    keep_past(&text) && remove(EVENING_KEY)
}

/// Deletes the damaged text in the evening key (the host has seen it and asked).
pub fn delete_damaged() -> bool {
    matches!(load(), Stored::Damaged(..)) && remove(EVENING_KEY)
}

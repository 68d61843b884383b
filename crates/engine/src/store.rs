//! The app's key-value storage as a trait (issue 49): `web::storage::Local` is the browser's
//! `localStorage`, [`MemStore`] its twin in memory (for tests; it counts writes). What the
//! app writes, and when, is decided here over either: the save slot's one write of a tap
//! ([`write_slot`]) and the history's keep ([`keep_in_history`]). The keys are
//! `engine::backup`'s; the texts are those of `docs/saves.md`, unchanged.

use super::backup::{HISTORY_CAP, HISTORY_KEY, SAVE_KEY, STEP_KEY};
use super::save::Save;
use std::collections::BTreeMap;

/// Why the storage did not take a write: shown to the host (the save failed banner).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The browser gives no storage (blocked, private mode).
    Unavailable,
    /// The storage refused the text (full).
    Full,
}

/// Texts under keys.
pub trait Store {
    /// The text under `key`, if any (an unreadable storage holds none).
    fn get(&self, key: &str) -> Option<String>;
    /// Stores `value` under `key`.
    ///
    /// # Errors
    /// The storage refused it.
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    /// Deletes `key`.
    ///
    /// # Errors
    /// The storage refused it.
    fn remove(&mut self, key: &str) -> Result<(), StoreError>;
}

/// A storage in memory: the tests' `localStorage`. Every `set` and `remove` is counted in
/// `writes`, taken or not; `full` refuses them all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemStore {
    pub map: BTreeMap<String, String>,
    pub writes: usize,
    pub full: bool,
}

impl Store for MemStore {
    fn get(&self, key: &str) -> Option<String> {
        self.map.get(key).cloned()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        self.writes += 1;
        if self.full {
            return Err(StoreError::Full);
        }
        self.map.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.writes += 1;
        if self.full {
            return Err(StoreError::Full);
        }
        self.map.remove(key);
        Ok(())
    }
}

/// A tap's one write of the save slot (`ui::keep`): the game and the game screen's `step`
/// in one envelope; a finished game keeps no step. The first time a step is written
/// (`*old_gone` false), the step an earlier release kept under its own key goes (it is in
/// the slot now): a second write, once, and only where that key is held.
///
/// # Errors
/// The storage refused the save.
pub fn write_slot(
    store: &mut impl Store,
    mut save: Save,
    step: Option<String>,
    over: bool,
    old_gone: &mut bool,
) -> Result<(), StoreError> {
    save.step = step.filter(|_| !over);
    store.set(SAVE_KEY, &save.to_json())?;
    if save.step.is_some() && !std::mem::replace(old_gone, true) && store.get(STEP_KEY).is_some() {
        let _ = store.remove(STEP_KEY);
    }
    Ok(())
}

/// What a history write did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stored {
    Kept,
    /// Kept, and the oldest game was dropped to stay within [`HISTORY_CAP`].
    DroppedOldest,
    /// The storage refused the write, or the history does not read (`history` is `None`):
    /// it is never written over.
    Failed,
}

/// Puts a finished game into the history as read (`history`, oldest first; `None` when it
/// does not read), replacing the entry with the same id, else adding it and dropping the
/// oldest beyond [`HISTORY_CAP`]: one write.
pub fn keep_in_history(store: &mut impl Store, history: Option<Vec<Save>>, save: &Save) -> Stored {
    let Some(mut list) = history else {
        return Stored::Failed;
    };
    let mut dropped = false;
    match list.iter().position(|v| save.id != 0 && v.id == save.id) {
        Some(i) => list[i] = save.clone(),
        None => {
            list.push(save.clone());
            while list.len() > HISTORY_CAP {
                list.remove(0);
                dropped = true;
            }
        }
    }
    // Pretty, like every save: one JSON formatter in the wasm.
    match store.set(HISTORY_KEY, &crate::json::to_string_pretty(&list)) {
        Err(_) => Stored::Failed,
        Ok(()) if dropped => Stored::DroppedOldest,
        Ok(()) => Stored::Kept,
    }
}

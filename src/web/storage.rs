//! `localStorage`. A blocked or full storage behaves as an empty one: reads give `None`,
//! writes report `false`.

use web_sys::Storage;

/// Where the game in progress is saved.
pub const SAVE_KEY: &str = "mafia-host.save.v1";

fn local() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The value under `key`, if storage is available and holds one.
pub fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Stores `value` under `key`; `false` when the browser refused.
pub fn set(key: &str, value: &str) -> bool {
    local().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Whether a game is saved and can be continued.
pub fn has_save() -> bool {
    get(SAVE_KEY).is_some_and(|s| !s.is_empty())
}

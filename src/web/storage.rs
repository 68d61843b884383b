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

/// The names of the last game's players, by seat (a JSON array of strings).
pub const PLAYERS_KEY: &str = "mafia-host.players.v1";

/// The names remembered from the last game; empty when none (or unreadable).
pub fn player_names() -> Vec<String> {
    get(PLAYERS_KEY)
        .and_then(|s| serde_json::from_str::<Vec<String>>(&s).ok())
        .unwrap_or_default()
}

/// Remembers the names for the next game; `false` when the browser refused.
pub fn remember_player_names(names: &[String]) -> bool {
    serde_json::to_string(names).is_ok_and(|json| set(PLAYERS_KEY, &json))
}

//! `localStorage`. A blocked or full storage behaves as an empty one: reads give `None`,
//! writes report `false`. The keys and what they hold are in `docs/saves.md`.

use web_sys::Storage;

/// Where the game in progress is saved (a save envelope, `engine::save`).
pub const SAVE_KEY: &str = "mafia-host.save.v1";
/// The game screen's step as the host left it (marked hands, picked seats, what was said),
/// with the game's id and length (`ui::game::ctx`).
pub const STEP_KEY: &str = "mafia-host.step.v1";
/// The set-up as the host left it, after every tap (`ui::setup`); gone once the game starts.
pub const SETUP_KEY: &str = "mafia-host.setup.v1";
/// Finished games: a JSON array of save envelopes, oldest first.
pub const HISTORY_KEY: &str = "mafia-host.history.v1";
/// Saves that did not open, kept word for word: a JSON array of strings.
pub const REJECTED_KEY: &str = "mafia-host.rejected.v1";

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

/// Deletes `key`; `false` when the browser refused.
pub fn remove(key: &str) -> bool {
    local().is_some_and(|s| s.remove_item(key).is_ok())
}

/// The names of the last game's players, by seat (a JSON array of strings).
pub const PLAYERS_KEY: &str = "mafia-host.players.v1";

/// The names remembered from the last game; empty when none (or unreadable).
pub fn player_names() -> Vec<String> {
    get(PLAYERS_KEY)
        .and_then(|s| crate::json::from_str::<Vec<String>>(&s).ok())
        .unwrap_or_default()
}

/// Remembers the names for the next game; `false` when the browser refused.
pub fn remember_player_names(names: &[String]) -> bool {
    set(PLAYERS_KEY, &crate::json::to_string(&names))
}

/// The kept texts of saves that did not open. A value that is not our array is itself
/// kept as one text.
pub fn rejected() -> Vec<String> {
    match get(REJECTED_KEY) {
        None => Vec::new(),
        Some(s) => crate::json::from_str::<Vec<String>>(&s).unwrap_or_else(|_| vec![s]),
    }
}

/// Replaces the kept texts; `false` when the browser refused.
pub fn set_rejected(texts: &[String]) -> bool {
    if texts.is_empty() {
        return remove(REJECTED_KEY);
    }
    set(REJECTED_KEY, &crate::json::to_string(&texts))
}

/// Calls `f(key, new_value)` when another tab of the app changes storage.
pub fn on_change_elsewhere(f: impl Fn(String, Option<String>) + 'static) {
    use wasm_bindgen::{closure::Closure, JsCast};
    let Some(w) = web_sys::window() else { return };
    let cb = Closure::<dyn Fn(web_sys::StorageEvent)>::new(move |e: web_sys::StorageEvent| {
        if let Some(key) = e.key() {
            f(key, e.new_value());
        }
    });
    let _ = w.add_event_listener_with_callback("storage", cb.as_ref().unchecked_ref());
    cb.forget();
}

/// Marks, for this tab only (`sessionStorage`), that the next page load should go straight
/// back into the saved game (the host took an update mid-game).
pub fn mark_resume() {
    if let Some(s) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) {
        let _ = s.set_item(RESUME_KEY, "1");
    }
}

/// Whether this load follows [`mark_resume`]; the mark is used up.
pub fn take_resume() -> bool {
    let Some(s) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) else {
        return false;
    };
    let marked = s.get_item(RESUME_KEY).ok().flatten().is_some();
    let _ = s.remove_item(RESUME_KEY);
    marked
}

const RESUME_KEY: &str = "mafia-host.resume";

/// The host's scoring numbers (`Scoring::to_text`); absent: the defaults.
pub const SCORING_KEY: &str = "mafia-host.scoring.v1";
/// The known players (`Roster::to_text`).
pub const ROSTER_KEY: &str = "mafia-host.roster.v1";

/// The scoring numbers the host set; the defaults when none (or unreadable).
pub fn scoring() -> crate::engine::scoring::Scoring {
    get(SCORING_KEY)
        .and_then(|s| crate::engine::scoring::Scoring::from_text(&s))
        .unwrap_or_default()
}

/// Remembers the scoring numbers; `false` when the browser refused.
pub fn set_scoring(s: &crate::engine::scoring::Scoring) -> bool {
    set(SCORING_KEY, &s.to_text())
}

/// The stored roster, if there is one.
pub fn roster() -> Option<crate::engine::roster::Roster> {
    get(ROSTER_KEY).map(|s| crate::engine::roster::Roster::from_text(&s))
}

/// Stores the roster; `false` when the browser refused.
pub fn set_roster(r: &crate::engine::roster::Roster) -> bool {
    set(ROSTER_KEY, &r.to_text())
}

//! `localStorage`. A blocked or full storage behaves as an empty one: reads give `None`,
//! writes report `false`. The keys and what they hold are in `docs/saves.md`.

use crate::engine::store::{Store, StoreError};
use wasm_bindgen::JsCast;
use web_sys::Storage;

use crate::engine::backup::{DOING_KEY, RESUME_KEY};
/// The keys, each written once (`engine::backup`): the game in progress (a save envelope),
/// the game screen's step an earlier release kept apart, the set-up as the host left it
/// (`ui::setup`), the finished games, the saves that did not open (kept word for word), the
/// known players.
pub use crate::engine::backup::{
    HISTORY_KEY, REJECTED_KEY, ROSTER_KEY, SAVE_KEY, SETUP_KEY, STEP_KEY,
};

fn local() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// This tab's own storage (`sessionStorage`): kept over a reload, not shared with other tabs.
fn session() -> Option<Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// The value under `key`, if storage is available and holds one.
pub fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Stores `value` under `key`; `false` when the browser refused.
pub fn set(key: &str, value: &str) -> bool {
    Local.set(key, value).is_ok()
}

/// Deletes `key`; `false` when the browser refused.
pub fn remove(key: &str) -> bool {
    Local.remove(key).is_ok()
}

/// `localStorage` as the app's [`Store`] (`engine::store`: what is written, and when).
pub struct Local;

impl Store for Local {
    fn get(&self, key: &str) -> Option<String> {
        get(key)
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        let s = local().ok_or(StoreError::Unavailable)?;
        s.set_item(key, value).map_err(|_| StoreError::Full)
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        let s = local().ok_or(StoreError::Unavailable)?;
        s.remove_item(key).map_err(|_| StoreError::Unavailable)
    }
}

/// The names of the last game's players, by seat (a JSON array of strings).
pub const PLAYERS_KEY: &str = crate::engine::backup::Setting::LastPlayers.key();

/// The names remembered from the last game; empty when none (or unreadable).
pub fn player_names() -> Vec<String> {
    // The browser's JSON and a plain walk, not serde's reader: a new set-up opens from the
    // main module, which then carries no serde reader (nor its error messages' formatting).
    use wasm_bindgen::JsCast;
    let Some(value) = get(PLAYERS_KEY).and_then(|s| js_sys::JSON::parse(&s).ok()) else {
        return Vec::new();
    };
    let Ok(list) = value.dyn_into::<js_sys::Array>() else {
        return Vec::new();
    };
    let names: Option<Vec<String>> = list.iter().map(|v| v.as_string()).collect();
    names.unwrap_or_default()
}

/// Remembers the names for the next game; `false` when the browser refused.
pub fn remember_player_names(names: &[String]) -> bool {
    set(PLAYERS_KEY, &crate::json::to_string(&names))
}

/// The value under `key` as the browser holds it: a JS string, every UTF-16 unit kept (a
/// Rust `String` would turn a lone surrogate into U+FFFD).
fn get_exact(key: &str) -> Option<js_sys::JsString> {
    use wasm_bindgen::JsCast;
    let store = local()?;
    let get = js_sys::Reflect::get(&store, &"getItem".into()).ok()?;
    let get: &js_sys::Function = get.dyn_ref()?;
    get.call1(&store, &key.into()).ok()?.dyn_into().ok()
}

/// The kept texts as the browser holds them. A value that is not our array is itself kept as
/// one text.
fn rejected_exact() -> js_sys::Array {
    let Some(raw) = get_exact(REJECTED_KEY) else {
        return js_sys::Array::new();
    };
    match js_sys::JSON::parse(&String::from(raw.clone())) {
        // Our own writes are always well formed (see `set_rejected_exact`).
        Ok(v) if js_sys::Array::is_array(&v) && raw.is_valid_utf16() => v.into(),
        _ => js_sys::Array::of1(&raw),
    }
}

/// Writes the kept texts; `false` when the browser refused. `JSON.stringify` escapes a lone
/// surrogate, so every text is stored exactly (docs/saves.md).
fn set_rejected_exact(list: &js_sys::Array) -> bool {
    if list.length() == 0 {
        return remove(REJECTED_KEY);
    }
    match js_sys::JSON::stringify(list) {
        Ok(text) => set(REJECTED_KEY, &String::from(text)),
        Err(_) => false,
    }
}

/// The kept texts of saves (and stores) that did not open, for showing, downloading and
/// copying: a lone surrogate, which no UTF-8 text can hold, is written as its JSON escape
/// (`\udc00`), so the exported text is exact (JSON.parse gives back what was stored) and
/// nothing turns into U+FFFD.
pub fn rejected() -> Vec<String> {
    rejected_exact()
        .iter()
        .filter_map(|v| v.dyn_into::<js_sys::JsString>().ok())
        .map(|s| escaped(&s))
        .collect()
}

/// `s` with each lone surrogate written as `\uXXXX`; every other character as it is.
fn escaped(s: &js_sys::JsString) -> String {
    char::decode_utf16(s.iter())
        .map(|c| match c {
            Ok(c) => c.to_string(),
            Err(e) => format!("\\u{:04x}", e.unpaired_surrogate()),
        })
        .collect()
}

/// Moves the text under `key` into the kept texts exactly as the browser holds it (lone
/// surrogates included), then removes `key`; `false` (and `key` untouched) when the
/// browser refused the write.
pub fn keep_rejected(key: &str) -> bool {
    let Some(raw) = get_exact(key) else {
        return true;
    };
    let list = rejected_exact();
    if !list.includes(&raw, 0) {
        list.push(&raw);
        if !set_rejected_exact(&list) {
            return false;
        }
    }
    remove(key)
}

/// The kept text shown as `shown` (`rejected`), as the browser holds it, every UTF-16 unit
/// kept; a text still in the save slot too. For its Download and Copy (`web::files`), which
/// give the very text, not its escaped form (issue 39 §4.4).
pub fn rejected_exact_of(shown: &str) -> Option<js_sys::JsString> {
    rejected_exact()
        .iter()
        .filter_map(|v| v.dyn_into::<js_sys::JsString>().ok())
        .chain(get_exact(SAVE_KEY))
        .find(|s| escaped(s) == shown)
}

/// Forgets the kept text shown as `shown`; the others stay exactly as they are.
pub fn forget_rejected(shown: &str) -> bool {
    let list = rejected_exact();
    let kept: js_sys::Array = list
        .iter()
        .filter(|v| {
            v.dyn_ref::<js_sys::JsString>()
                .is_none_or(|s| escaped(s) != shown)
        })
        .collect();
    set_rejected_exact(&kept)
}

/// Whether the value under `key` holds a lone surrogate (a `String` would not show it).
pub fn is_well_formed(key: &str) -> bool {
    get_exact(key).is_none_or(|s| s.is_valid_utf16())
}

/// The value under `key` read once, and whether it is well formed (no lone surrogate, which
/// the `String` given turns into U+FFFD).
pub fn get_checked(key: &str) -> Option<(String, bool)> {
    let raw = get_exact(key)?;
    let ok = raw.is_valid_utf16();
    Some((String::from(raw), ok))
}

/// The keys of `localStorage` that start with `prefix`.
pub fn keys_with_prefix(prefix: &str) -> Vec<String> {
    let Some(store) = local() else {
        return Vec::new();
    };
    (0..store.length().unwrap_or(0))
        .filter_map(|i| store.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .collect()
}

/// Puts `text` among the kept texts (once); `false` when the browser refused the write.
pub fn keep_rejected_text(text: &str) -> bool {
    let raw = js_sys::JsString::from(text);
    let list = rejected_exact();
    if list.includes(&raw, 0) {
        return true;
    }
    list.push(&raw);
    set_rejected_exact(&list)
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
    if let Some(s) = session() {
        let _ = s.set_item(RESUME_KEY, "1");
    }
}

/// What storage holds at start-up, as far as the first screen goes (`route::start` decides
/// it, for `ui::root` and `ui::app` alike): the save slot holds something (Continue, a
/// damaged save to show, a finished game for the history), damaged saves kept to show, an
/// evening under way (its games, its deal), what this tab was doing, an update taken
/// mid-game, a set-up left half-way; `early_tap`: New game tapped on index.html's start
/// screen. With `take_resume`, the update's mark is used up (the app, once: a later load
/// starts afresh).
pub fn held(early_tap: bool, take_resume: bool) -> crate::route::Held {
    let resume = if take_resume {
        self::take_resume()
    } else {
        session().is_some_and(|s| s.get_item(RESUME_KEY).ok().flatten().is_some())
    };
    let held = |key| get(key).is_some_and(|t| !t.trim().is_empty());
    crate::route::Held {
        save: held(SAVE_KEY),
        rejected: held(REJECTED_KEY),
        evening: held(crate::engine::backup::EVENING_KEY),
        doing: doing(),
        resume,
        setup: get(SETUP_KEY).is_some(),
        early_tap,
    }
}

/// Whether this load follows [`mark_resume`]; the mark is used up.
fn take_resume() -> bool {
    let Some(s) = session() else {
        return false;
    };
    let marked = s.get_item(RESUME_KEY).ok().flatten().is_some();
    let _ = s.remove_item(RESUME_KEY);
    marked
}

/// What this tab was doing (`route::Doing`), kept over a reload of the same tab only
/// (sessionStorage, `DOING_KEY`): a reload goes back to it by itself, a new tab starts at
/// the start screen (where Continue is the big button).
pub fn set_doing(what: Option<crate::route::Doing>) {
    if let Some(s) = session() {
        let _ = match what {
            Some(w) => s.set_item(DOING_KEY, w.code()),
            None => s.remove_item(DOING_KEY),
        };
    }
}

fn doing() -> Option<crate::route::Doing> {
    crate::route::Doing::of(&session()?.get_item(DOING_KEY).ok().flatten()?)
}

/// The host's scoring numbers (`Scoring::to_text`); absent: the defaults.
pub const SCORING_KEY: &str = crate::engine::backup::Setting::Scoring.key();

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

/// The stored roster, if there is one; `Err` with its text when it is damaged (not what
/// `Roster::to_text` writes: a lone surrogate, or a control character other than tab and
/// newline). A damaged roster is shown and kept, never written over.
pub fn roster() -> Option<Result<crate::engine::roster::Roster, String>> {
    let text = get(ROSTER_KEY)?;
    if !is_well_formed(ROSTER_KEY) || !crate::engine::roster::Roster::is_roster_text(&text) {
        return Some(Err(text));
    }
    Some(Ok(crate::engine::roster::Roster::from_text(&text)))
}

/// Stores the roster; `false` when the browser refused, or when the stored one is damaged
/// (it is kept until the host deletes it).
pub fn set_roster(r: &crate::engine::roster::Roster) -> bool {
    if matches!(roster(), Some(Err(_))) {
        return false;
    }
    set(ROSTER_KEY, &r.to_text())
}

/// Whether the browser keeps this site's storage for good (`navigator.storage`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Persistent: the browser will not evict it by itself.
    Persisted,
    /// Best effort: it may be evicted under pressure (or, in Safari, after seven days).
    BestEffort,
    /// The browser has no Storage API to say.
    Unknown,
}

async fn storage_call(name: &str) -> Kept {
    let Ok(promise) = super::feature::call(&["navigator", "storage", name], &[]) else {
        return Kept::Unknown;
    };
    let Ok(promise) = promise.dyn_into::<js_sys::Promise>() else {
        return Kept::Unknown;
    };
    match wasm_bindgen_futures::JsFuture::from(promise).await {
        Ok(v) if v.as_bool() == Some(true) => Kept::Persisted,
        Ok(_) => Kept::BestEffort,
        Err(_) => Kept::Unknown,
    }
}

/// Asks the browser to keep the app's storage for good (when a game starts: the history,
/// the evenings and the roster are a club's records); what it answered.
pub async fn ask_to_keep() -> Kept {
    storage_call("persist").await
}

/// Whether the browser keeps the app's storage for good, without asking.
pub async fn kept() -> Kept {
    storage_call("persisted").await
}

/// Every key of the app's (`mafia-host.`) in `localStorage` with its text, for a backup
/// (`engine::backup`). A text the browser holds with a lone surrogate is left out (a Rust
/// string would change it): the count of those is returned beside.
pub fn snapshot() -> (std::collections::BTreeMap<String, String>, usize) {
    let mut map = std::collections::BTreeMap::new();
    let mut left_out = 0;
    for key in keys_with_prefix(crate::engine::backup::PREFIX) {
        match get_checked(&key) {
            Some((v, true)) => {
                map.insert(key, v);
            }
            Some((_, false)) => left_out += 1,
            None => {}
        }
    }
    whole_tournament(&mut map);
    (map, left_out)
}

/// The organiser's tournament in `map` as one whole document under its key, as a backup holds
/// it (`web::tournament` keeps it as a base and a key per game): the game keys are left out.
/// When its keys do not put together (one damaged or missing), they stay as they are, so
/// nothing is lost.
fn whole_tournament(map: &mut std::collections::BTreeMap<String, String>) {
    use crate::engine::backup::TOURNAMENT_KEY;
    use crate::engine::tournament::kept;
    let Some(base) = map.get(TOURNAMENT_KEY) else {
        return;
    };
    let Ok(whole) = kept::whole_text(base, |k| map.get(k).cloned()) else {
        return;
    };
    let prefix = kept::game_prefix();
    map.retain(|k, _| !k.starts_with(&prefix));
    map.insert(TOURNAMENT_KEY.to_string(), whole);
}

/// Writes each key of `after` whose text differs from `before`; nothing is removed.
/// `false` when the browser refused a write.
pub fn write_changed(
    before: &std::collections::BTreeMap<String, String>,
    after: &std::collections::BTreeMap<String, String>,
) -> bool {
    after
        .iter()
        .filter(|(k, v)| before.get(*k) != Some(*v))
        .fold(true, |ok, (k, v)| set(k, v) && ok)
}

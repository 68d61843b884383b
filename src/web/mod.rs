//! Browser edges: the only code that touches `window`. Each returns plain values, so the
//! UI never handles a `JsValue`, and a missing API (private mode, old browser) reads as
//! "nothing there" instead of a panic.

pub mod ambience;
pub mod back;
pub mod clock;
pub mod evening;
pub mod feature;
pub mod fetch;
pub mod files;
pub mod fit;
pub mod lang;
pub mod random;
pub mod rtc;
pub mod scan;
pub mod sound;
pub mod storage;
pub mod sw;
pub mod tournament;
pub mod voice;
pub mod wake;

/// Milliseconds since 1970 (for save ids and dates).
pub fn epoch_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// Back to the top of the page (a new screen opens at its top, e.g. the protocol).
pub fn scroll_top() {
    if let Some(w) = web_sys::window() {
        w.scroll_to_with_x_and_y(0.0, 0.0);
    }
}

/// A random word naming this page load (which tab wrote a save).
pub fn tab_id() -> String {
    format!("{:x}", (js_sys::Math::random() * 4_294_967_296.0) as u64)
}

/// `ms` (since 1970) as local `YYYY-MM-DD HH:MM`.
pub fn local_time(ms: u64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date(),
        d.get_hours(),
        d.get_minutes()
    )
}

/// Now as a file-name stamp: `YYYY-MM-DD-HHMM`.
pub fn file_stamp() -> String {
    local_time(epoch_ms()).replace(' ', "-").replace(':', "")
}

/// The start screen's hero in `index.html` (`#shell`), painted before the wasm arrives.
/// The app never redraws it: it shows it on the start screen only.
fn shell(id: &str) -> Option<web_sys::Element> {
    web_sys::window()?.document()?.get_element_by_id(id)
}

/// Shows or hides the static hero.
pub fn show_shell(show: bool) {
    if let Some(el) = shell("shell") {
        let _ = if show {
            el.remove_attribute("hidden")
        } else {
            el.set_attribute("hidden", "")
        };
    }
}

/// index.html's first-visit start screen (`#early`), drawn before the wasm when nothing of
/// the app's is stored: taken away, and whether New game was tapped on it meanwhile.
pub fn take_early_tap() -> bool {
    let Some(el) = shell("early") else {
        return false;
    };
    let tapped = el.get_attribute("data-tap").as_deref() == Some("new-game");
    el.remove();
    tapped
}

/// The static hero's words, in the language the host chose.
pub fn shell_words(title: &str, tagline: &str) {
    for (id, words) in [("shell-title", title), ("shell-tagline", tagline)] {
        if let Some(el) = shell(id) {
            if el.text_content().as_deref() != Some(words) {
                el.set_text_content(Some(words));
            }
        }
    }
}

/// A named moment on the page's performance timeline (`performance.mark`), read by the
/// benchmarks (Lighthouse's user timings, bench/wire.mjs).
pub fn mark(name: &str) {
    if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
        let _ = p.mark(name);
    }
}

/// [`mark`], unless the page has that mark already (the start binary's `app-usable`).
pub fn mark_once(name: &str) {
    let had = web_sys::window()
        .and_then(|w| w.performance())
        .is_some_and(|p| p.get_entries_by_name(name).length() > 0);
    if !had {
        mark(name);
    }
}

/// Opens the browser's print dialog (print, or save as PDF).
pub fn print_page() {
    if let Some(w) = web_sys::window() {
        let _ = w.print();
    }
}

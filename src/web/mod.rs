//! Browser edges: the only code that touches `window`. Each returns plain values, so the
//! UI never handles a `JsValue`, and a missing API (private mode, old browser) reads as
//! "nothing there" instead of a panic.

pub mod clock;
pub mod files;
pub mod lang;
pub mod random;
pub mod sound;
pub mod storage;
pub mod sw;
pub mod voice;
pub mod wake;

/// Milliseconds since 1970 (for save ids and dates).
pub fn epoch_ms() -> u64 {
    js_sys::Date::now() as u64
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

/// Removes the static start screen `index.html` paints before the wasm arrives.
pub fn remove_shell() {
    if let Some(shell) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("shell"))
    {
        shell.remove();
    }
}

/// Opens the browser's print dialog (print, or save as PDF).
pub fn print_page() {
    if let Some(w) = web_sys::window() {
        let _ = w.print();
    }
}

//! Browser edges: the only code that touches `window`. Each returns plain values, so the
//! UI never handles a `JsValue`, and a missing API (private mode, old browser) reads as
//! "nothing there" instead of a panic.

pub mod clock;
pub mod lang;
pub mod random;
pub mod sound;
pub mod storage;

/// Removes the static start screen `index.html` paints before the wasm arrives.
pub fn remove_shell() {
    if let Some(shell) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("shell"))
    {
        shell.remove();
    }
}

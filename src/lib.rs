//! Mafia Host: an offline phone app that runs a game of Mafia for the host.
//!
//! * [`engine`] — the rules, pure Rust (serde only), compiled and tested natively.
//! * [`host`] — the host's table as values: what a tap means, what each tile and the main
//!   button show, what is said; pure Rust over the engine and the words.
//! * [`link`] — what carries a game between devices by QR codes, pure Rust: the QR encoder
//!   and reader, a game log cut into codes (hand-off), the players' screen's pairing codes.
//! * [`words`] — every word the app shows and the host says, RU and EN; imports only the engine.
//! * [`route`] — where the app is (its screen) as a value, and where Back goes from there.
//! * [`json`] — JSON text to values and back: serde_json natively, the browser's JSON in wasm.
//! * `ui` and `web` — the Leptos app and the browser edges, built only for wasm32.

//!
//! `engine`, `words`, `host` and `link` are crates of their own (`crates/`, issue 49 §4), so
//! an import that runs back up a layer does not compile; they are re-exported here under the
//! names the app and the tests have always used.

pub use engine;
pub use engine::json;
pub use host;
pub use link;
pub use words;

pub mod route;

#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod web;

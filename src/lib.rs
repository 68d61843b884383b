//! Mafia Host: an offline phone app that runs a game of Mafia for the host.
//!
//! * [`engine`] — the rules, pure Rust (serde only), compiled and tested natively.
//! * `ui` and `web` — the Leptos app and the browser edges, built only for wasm32.

pub mod engine;

#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod web;

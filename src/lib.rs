//! Mafia Host: an offline phone app that runs a game of Mafia for the host.
//!
//! * [`engine`] — the rules, pure Rust (serde only), compiled and tested natively.
//! * [`host`] — the host's table as values: what a tap means, what each tile and the main
//!   button show, what is said; pure Rust over the engine and the words.
//! * [`qr`] and [`handoff`] — a QR code encoder and the game log cut into codes, pure Rust.
//! * [`qr_read`] — reading QR codes from a grayscale picture (rqrr), pure Rust.
//! * [`words`] — every word the app shows and the host says, RU and EN; imports only the engine.
//! * [`pair`] — the players' screen's pairing codes (WebRTC descriptions in QR codes), pure Rust.
//! * [`json`] — JSON text to values and back: serde_json natively, the browser's JSON in wasm.
//! * `ui` and `web` — the Leptos app and the browser edges, built only for wasm32.

pub mod engine;
pub mod handoff;
pub mod host;
pub mod json;
pub mod pair;
pub mod qr;
pub mod qr_read;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod web;

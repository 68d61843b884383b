//! What carries a game from one device to another, with no server: QR codes and the texts in
//! them, pure Rust (native and wasm).
//!
//! * [`qr`] — the QR code encoder; [`qr_read`] — reading codes from a grayscale picture (rqrr).
//! * [`handoff`] — a game log cut into numbered codes for another phone (`docs/handoff.md`).
//! * [`pair`] — the players' screen's pairing codes, WebRTC descriptions in QR codes
//!   (`docs/players-screen.md`).

pub mod handoff;
pub mod pair;
pub mod qr;
pub mod qr_read;

//! Browser edges: the only code that touches `window`. Each returns plain values, so the
//! UI never handles a `JsValue`, and a missing API (private mode, old browser) reads as
//! "nothing there" instead of a panic.

pub mod clock;
pub mod lang;
pub mod random;
pub mod sound;
pub mod storage;

//! Time for timers: a monotonic clock in milliseconds. Timers keep a deadline, not a
//! countdown, so a throttled background tab still shows the right time.

/// Milliseconds since the page loaded; 0 where no clock is available.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

//! Time for timers: a monotonic clock in milliseconds. Timers keep a deadline, not a
//! countdown, so a throttled background tab still shows the right time.

/// Milliseconds since the page loaded; 0 where no clock is available.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Resolves after `ms` milliseconds (at once where there is no window).
pub async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        } else {
            let _ = resolve.call0(&wasm_bindgen::JsValue::NULL);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// Runs `f` once this turn's tasks are done (the effects already set off included), before
/// the browser draws or takes the next event: after a resolved promise's reaction, a
/// microtask. Through the futures' executor and `JsFuture`, which the app has anyway, rather
/// than Leptos's `queue_microtask`, whose closure of its own cost 3.8 KB gzip over the wasm
/// files (BENCHMARKS.md, issue 40).
pub fn after_this_turn(f: impl FnOnce() + 'static) {
    wasm_bindgen_futures::spawn_local(async move {
        let turn = js_sys::Promise::resolve(&wasm_bindgen::JsValue::UNDEFINED);
        let _ = wasm_bindgen_futures::JsFuture::from(turn).await;
        f();
    });
}

/// Where "timers start by themselves" is remembered ("0": off; on by default).
const AUTO_KEY: &str = crate::engine::backup::Setting::TimerAuto.key();

/// A speech's, a last word's, the agreement's, a check's and the best move's timer start
/// with their step.
pub fn auto_start() -> bool {
    super::storage::get(AUTO_KEY).as_deref() != Some("0")
}

pub fn set_auto_start(on: bool) {
    let _ = super::storage::set(AUTO_KEY, if on { "1" } else { "0" });
}

/// Where "the vote's 2 seconds start by themselves" is remembered ("1": on; off by default).
const VOTE_AUTO_KEY: &str = crate::engine::backup::Setting::VoteWindowAuto.key();

/// The vote's 2-second window starts by itself once the question has been read
/// (`ui::game::caller::VoteWindow`); off, it waits for the host's tap.
pub fn vote_window_auto() -> bool {
    super::storage::get(VOTE_AUTO_KEY).as_deref() == Some("1")
}

pub fn set_vote_window_auto(on: bool) {
    let _ = super::storage::set(VOTE_AUTO_KEY, if on { "1" } else { "0" });
}

/// Milliseconds since 1970, for a deadline that outlives the page (a reload).
pub fn epoch_ms() -> f64 {
    js_sys::Date::now()
}

/// [`epoch_ms`] as whole milliseconds: the clock of a night turn without a host.
pub fn wall_ms() -> u64 {
    epoch_ms().max(0.0) as u64
}

//! Counting aids the host starts with a tap: at the mafia's shot, a steady caller that
//! counts the living seats in order (R-NIGHT-1: the mafia shoot on the number); at each
//! vote, the 2-second window that ends with «Спасибо» (R-VOTE-1), which then becomes the
//! host's line on the screen (`Ctx::thank`). A call is spoken when the voice is on and the
//! device has one, and is a beat otherwise; the number also shows on screen.

use crate::host::screen::Action;
use std::time::Duration;

use leptos::prelude::*;

use super::ctx::ClockSave;
use super::ctx::Ctx;
use crate::ui::tr;
use crate::web::{clock, sound, voice};
use crate::words::Msg;

/// What a caller calls: `words` one after another, `pace` apart, the first after `pace`.
#[derive(Clone)]
pub struct Call {
    pub words: Vec<String>,
    pub pace: Duration,
}

impl Call {
    /// The living seats in order, one a second (000: «объявляет номера игроков по очереди»).
    pub fn seats(living: &[crate::engine::Seat]) -> Call {
        Call {
            words: living.iter().map(|s| s.to_string()).collect(),
            pace: Duration::from_millis(1000),
        }
    }
}

/// The 2 seconds of a vote after the question (R-VOTE-1): one tap; at their end «Спасибо»
/// is the host's line, large on the screen and spoken (the voice reads the step's words; a
/// beat without it). With «2 с — сами» on (`clock::vote_window_auto`) they start by
/// themselves once the question has been read: when the voice has said it, or, silent, after
/// `read_ms`, the time it takes to read it aloud (`reading_ms`).
#[component]
pub fn VoteWindow(read_ms: f64) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let running = RwSignal::new(false);
    let handle: StoredValue<Option<TimeoutHandle>> = StoredValue::new(None);
    // `try_`: a timer's callback, or the cleanup, may come once the step's values are gone.
    let stop = move || {
        if let Some(h) = handle.try_get_value().flatten() {
            h.clear();
        }
        let _ = handle.try_set_value(None);
    };
    on_cleanup(stop);
    let start = move || {
        stop();
        sound::unlock();
        running.set(true);
        // The players' screen counts the same 2 seconds (the step's clock goes to it).
        ctx.send(Action::Clock(Some(ClockSave {
            total: WINDOW_MS,
            until: Some(clock::epoch_ms() + WINDOW_MS),
            left: WINDOW_MS,
        })));
        let end = move || {
            // The step is gone (its values disposed): its window ends with it.
            if handle.try_set_value(None).is_some() {
                return;
            }
            running.try_set(false);
            // Over: the players' screen says «Спасибо» with the host.
            ctx.send(Action::Clock(Some(ClockSave {
                total: WINDOW_MS,
                until: None,
                left: 0.0,
            })));
            let code = lang.get_untracked().code();
            if !(ctx.voice.get_untracked() && voice::available(code)) {
                sound::beat();
            }
            ctx.send(Action::Thank);
        };
        if let Ok(h) = set_timeout_with_handle(end, Duration::from_millis(WINDOW_MS as u64)) {
            handle.set_value(Some(h));
        }
    };
    if clock::vote_window_auto() && !ctx.step.with_untracked(|s| s.thanked) {
        let shown = clock::now_ms();
        let waiting: StoredValue<Option<IntervalHandle>> = StoredValue::new(None);
        let done = move || {
            if let Some(h) = waiting.try_get_value().flatten() {
                h.clear();
            }
            let _ = waiting.try_set_value(None);
        };
        let look = move || {
            let passed = clock::now_ms() - shown;
            let code = lang.get_untracked().code();
            let read = if ctx.voice.get_untracked() && voice::available(code) {
                // The voice begins within a moment of the step; read once it has finished.
                passed >= VOICE_START_MS && !voice::speaking()
            } else {
                passed >= read_ms
            };
            if read && waiting.try_get_value().flatten().is_some() {
                done();
                if !running.get_untracked() && !ctx.thanked() {
                    start();
                }
            }
        };
        if let Ok(h) = set_interval_with_handle(look, Duration::from_millis(100)) {
            waiting.set_value(Some(h));
        }
        on_cleanup(done);
    }
    view! {
        <div class="caller">
            <button
                type="button"
                class="btn secondary small"
                class:active=move || running.get()
                data-testid="vote-window"
                disabled=move || ctx.thanked()
                on:click=move |_| start()
            >
                {tr(lang, Msg::VoteWindow)}
            </button>
        </div>
    }
}

/// The vote's window after the question (R-VOTE-1).
const WINDOW_MS: f64 = 2000.0;

/// How long after the step a voice has begun to speak.
const VOICE_START_MS: f64 = 700.0;

/// How long `words` take to read aloud: 0.4 s a word (150 words a minute, a judge's even
/// pace), and the 0.4 s a new step waits for taps.
pub fn reading_ms(words: &str) -> f64 {
    400.0 + 400.0 * words.split_whitespace().count() as f64
}

#[component]
pub fn Caller(call: Call, label: Msg) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    // The index of the word last called; None: not running.
    let at: RwSignal<Option<usize>> = RwSignal::new(None);
    let handle: StoredValue<Option<IntervalHandle>> = StoredValue::new(None);
    // `try_`: a tick, or the cleanup, may come once the step's values are gone.
    let stop = move || {
        if let Some(h) = handle.try_get_value().flatten() {
            h.clear();
        }
        let _ = handle.try_set_value(None);
    };
    on_cleanup(stop);
    let words = StoredValue::new(call.words);
    let pace = call.pace;
    let start = move |_| {
        stop();
        sound::unlock();
        at.set(Some(0));
        let n = words.with_value(Vec::len);
        let next = std::cell::Cell::new(0usize);
        let tick = move || {
            let k = next.get();
            if k >= n {
                return;
            }
            // The step is gone (its values disposed): nothing more to call.
            let Some(word) = words.try_with_value(|w| w.get(k).cloned()).flatten() else {
                return;
            };
            let code = lang.get_untracked().code();
            if ctx.voice.get_untracked() && voice::available(code) {
                voice::say(&word, code);
            } else {
                sound::beat();
            }
            next.set(k + 1);
            at.try_set(Some(k + 1));
            if k + 1 >= n {
                stop();
            }
        };
        if let Ok(h) = set_interval_with_handle(tick, pace) {
            handle.set_value(Some(h));
        }
    };
    let shown = move || {
        at.get()
            .and_then(|k| k.checked_sub(1))
            .map(|k| words.with_value(|w| w[k].clone()))
    };
    view! {
        <div class="caller">
            <button type="button" class="btn secondary small" data-testid="caller" on:click=start>
                {tr(lang, label)}
            </button>
            <output class="called" data-testid="called">{shown}</output>
        </div>
    }
}

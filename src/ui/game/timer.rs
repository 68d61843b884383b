//! The step's timer: the largest thing on screen while it runs. It keeps a deadline, not
//! a countdown, so a throttled tab still shows the right time; it never blocks an action.
//! In the last seconds (the engine's `warn_at`: 10 s, 5 s for tie speeches) it ticks each
//! second, and it sounds and vibrates when time is up, unless the host muted it.

use crate::host::screen::Action;
use crate::ui::tr;
use std::time::Duration;

use leptos::prelude::*;

use super::ctx::ClockSave;
use super::ctx::Ctx;
use crate::engine::{Timer, TimerKind};
use crate::web::{clock, sound};
use crate::words::{t, Msg};

#[component]
pub fn StepTimer(timer: Timer, night: bool) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let total_ms = f64::from(timer.seconds) * 1000.0;
    // When running: the deadline; when paused: the time left. A reload finds the clock as
    // it was (the step's saved clock); a new step's speech, last word, agreement or check
    // starts by itself unless the host turned that off.
    let start = clock::now_ms();
    let restored = ctx
        .clock
        .with_untracked(|c| c.as_ref().is_some_and(|c| c.total == total_ms));
    let (until, left) = match ctx.clock.get_untracked() {
        Some(c) if c.total == total_ms => {
            // Never more than the step's length (a restored backup's clock: issue 48).
            let (running, left) =
                crate::host::clock_left(total_ms, c.until, c.left, clock::epoch_ms());
            (running.map(|r| start + r), left)
        }
        _ => {
            let auto = clock::auto_start()
                && matches!(
                    timer.kind,
                    TimerKind::Speech
                        | TimerKind::ShortSpeech
                        | TimerKind::TieSpeech
                        | TimerKind::LastWord
                        | TimerKind::Agreement
                        | TimerKind::Check
                        | TimerKind::BestMove
                );
            (auto.then_some(start + total_ms), total_ms)
        }
    };
    if until.is_some() {
        sound::unlock();
    }
    let deadline = RwSignal::new(until);
    let left_ms = RwSignal::new(left);
    let now = RwSignal::new(start);
    // The clock is saved with the step, as a deadline since 1970.
    Effect::new(move |_| {
        let until = deadline
            .get()
            .map(|d| d - clock::now_ms() + clock::epoch_ms());
        ctx.send(Action::Clock(Some(ClockSave {
            total: total_ms,
            until,
            left: left_ms.get(),
        })));
    });
    // The last whole second a cue was played for (so each plays once). A clock found as it
    // was (a reload) has played the cue of the second it is in already: a step whose time
    // ran out does not sound the end again.
    let first = until.map_or(left, |u| (u - start).max(0.0));
    let cued = RwSignal::new(if restored {
        (first / 1000.0).ceil() as u32
    } else {
        u32::MAX
    });
    let muted = RwSignal::new(sound::muted());

    if let Ok(handle) =
        set_interval_with_handle(move || now.set(clock::now_ms()), Duration::from_millis(200))
    {
        on_cleanup(move || handle.clear());
    }

    let remaining = move || match deadline.get() {
        Some(d) => (d - now.get()).max(0.0),
        None => left_ms.get(),
    };
    let seconds = move || (remaining() / 1000.0).ceil() as u32;
    // Whether the time is up, for the step (`Ctx::early_out`); the step's next timer says
    // it anew.
    Effect::new(move |_| {
        let up = remaining() <= 0.0;
        if ctx.time_up.get_untracked() != up {
            ctx.send(Action::TimeUp(up));
        }
    });
    on_cleanup(move || {
        if ctx.time_up.try_get_untracked() == Some(true) {
            ctx.send(Action::TimeUp(false));
        }
    });
    let warn =
        move || timer.warn_at > 0 && seconds() <= u32::from(timer.warn_at) && remaining() > 0.0;
    Effect::new(move |_| {
        let s = seconds();
        if deadline.get_untracked().is_none() || cued.get_untracked() == s {
            return;
        }
        if remaining() <= 0.0 {
            cued.set(s);
            sound::end();
        } else if warn() {
            cued.set(s);
            sound::tick();
        }
    });
    let running = move || deadline.get().is_some();
    let toggle = move |_| match deadline.get_untracked() {
        Some(d) => {
            left_ms.set((d - clock::now_ms()).max(0.0));
            deadline.set(None);
        }
        None => {
            sound::unlock();
            deadline.set(Some(clock::now_ms() + left_ms.get_untracked()));
        }
    };
    let plus10 = move |_| match deadline.get_untracked() {
        Some(d) => deadline.set(Some(d + 10_000.0)),
        None => left_ms.update(|l| *l += 10_000.0),
    };
    let reset = move |_| {
        deadline.set(None);
        left_ms.set(total_ms);
        cued.set(u32::MAX);
    };
    let toggle_sound = move |_| {
        let m = !muted.get_untracked();
        sound::set_muted(m);
        muted.set(m);
    };
    view! {
        <div class="timer" class:night=night class:warn=warn class:done={move || remaining() <= 0.0}>
            <output class="clock" data-testid="timer">
                {move || {
                    let s = seconds();
                    format!("{}:{:02}", s / 60, s % 60)
                }}
            </output>
            <div class="timer-buttons">
                <button
                    type="button"
                    class="btn secondary small"
                    data-testid="timer-toggle"
                    aria-label=move || t(lang.get(), if running() { Msg::Pause } else { Msg::Start })
                    on:click=toggle
                >
                    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                        {move || if running() {
                            view! { <path d="M6 5h4v14H6zM14 5h4v14h-4z" fill="currentColor" /> }.into_any()
                        } else {
                            view! { <path d="M7 4l13 8-13 8z" fill="currentColor" /> }.into_any()
                        }}
                    </svg>
                </button>
                <button type="button" class="btn secondary small" on:click=plus10>
                    "+10"
                </button>
                <button type="button" class="btn secondary small" on:click=reset>
                    "↺"
                </button>
                <button
                    type="button"
                    class="btn secondary small sound"
                    class:off=move || muted.get()
                    data-testid="sound"
                    aria-pressed=move || (!muted.get()).to_string()
                    aria-label=tr(lang, Msg::TimerSound)
                    on:click=toggle_sound
                >
                    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
                        {move || if muted.get() {
                            view! { <path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" stroke-width="2" fill="none" /> }.into_any()
                        } else {
                            view! { <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" stroke-width="2" fill="none" /> }.into_any()
                        }}
                    </svg>
                </button>
            </div>
        </div>
    }
}

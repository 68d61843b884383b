//! The step's timer: the largest thing on screen while it runs. It keeps a deadline, not
//! a countdown, so a throttled tab still shows the right time; it never blocks an action.

use std::time::Duration;

use leptos::prelude::*;

use super::Ctx;
use crate::engine::Timer;
use crate::ui::i18n::Lang;
use crate::web::clock;

#[component]
pub fn StepTimer(timer: Timer, night: bool) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let total_ms = f64::from(timer.seconds) * 1000.0;
    // When running: the deadline; when paused: the time left.
    let deadline = RwSignal::new(None::<f64>);
    let left_ms = RwSignal::new(total_ms);
    let now = RwSignal::new(clock::now_ms());
    let warned = RwSignal::new(false);

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
    let warn =
        move || timer.warn_at > 0 && seconds() <= u32::from(timer.warn_at) && remaining() > 0.0;
    Effect::new(move |_| {
        if warn() && deadline.get_untracked().is_some() && !warned.get_untracked() {
            warned.set(true);
            clock::buzz();
        }
    });
    let running = move || deadline.get().is_some();
    let toggle = move |_| match deadline.get_untracked() {
        Some(d) => {
            left_ms.set((d - clock::now_ms()).max(0.0));
            deadline.set(None);
        }
        None => deadline.set(Some(clock::now_ms() + left_ms.get_untracked())),
    };
    let plus10 = move |_| match deadline.get_untracked() {
        Some(d) => deadline.set(Some(d + 10_000.0)),
        None => left_ms.update(|l| *l += 10_000.0),
    };
    let reset = move |_| {
        deadline.set(None);
        left_ms.set(total_ms);
        warned.set(false);
    };
    let ru = move || lang.get() == Lang::Ru;
    view! {
        <div class="timer" class:night=night class:warn=warn class:done={move || remaining() <= 0.0}>
            <output class="clock" data-testid="timer">
                {move || {
                    let s = seconds();
                    format!("{}:{:02}", s / 60, s % 60)
                }}
            </output>
            <div class="timer-buttons">
                <button type="button" class="btn secondary small" data-testid="timer-toggle" on:click=toggle>
                    {move || match (running(), ru()) {
                        (true, true) => "Пауза",
                        (true, false) => "Pause",
                        (false, true) => "Старт",
                        (false, false) => "Start",
                    }}
                </button>
                <button type="button" class="btn secondary small" on:click=plus10>
                    "+10"
                </button>
                <button type="button" class="btn secondary small" on:click=reset>
                    "↺"
                </button>
            </div>
        </div>
    }
}

//! A game without a host, at night (issue 41, `host::hostless`): the phone goes round the
//! table. The neutral pass screen, then the holder's turn: what their role may see in
//! `hostless::TURN_LINES` lines at fixed places, two taps on the game's own seat grid
//! (`SeatGrid`, through `Ctx::send(Action::Tap)` and the screen value's one tap guard), «Готово», which only hides the
//! turn. Every turn lasts exactly `hostless::TURN_SECONDS` by the phone's wall clock and
//! closes itself (`hostless::settle`, at each tick). Drawn from `hostless::screen`; the
//! round, the turn open and its taps included, is `Ctx`'s and saved at every tap.

use crate::host::screen::Action;
use std::time::Duration;

use leptos::prelude::*;

use super::ctx::Ctx;
use super::seats::SeatGrid;
use crate::host::hostless::{self, Screen, Task, TURN_LINES};
use crate::web::clock;
use crate::words::{self as text, HostlessText};

/// The pass screen's «Я — игрок №N» waits this long after it appears: the second tap of a
/// doubled «Готово» never opens the next player's turn in the hand of the one before.
const PASS_SETTLE_MS: f64 = 800.0;

#[component]
pub fn NightRound() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let now = RwSignal::new(clock::wall_ms());
    // The turn closes itself when its time is up, whatever the holder does.
    let tick = move || {
        let at = clock::wall_ms();
        // The screen is drawn again once a second, not at every tick. A tick that comes
        // after the round was entered (the screen gone) does nothing.
        let second = at - at % 1000;
        match now.try_get_untracked() {
            None => return,
            Some(shown) if shown != second => {
                now.try_set(second);
            }
            Some(_) => {}
        }
        if let Some(round) = ctx.night_round() {
            let settled = hostless::settle(&round, at);
            if settled != round {
                ctx.send(Action::Tick);
            }
        }
    };
    tick();
    if let Ok(handle) = set_interval_with_handle(tick, Duration::from_millis(200)) {
        on_cleanup(move || handle.clear());
    }
    let screen = Memo::new(move |_| {
        let round = ctx.night_round()?;
        let at = now.get();
        ctx.game()
            .with(|g| g.as_ref().map(|g| hostless::screen(g, &round, at)))
    });
    // When the pass screen of this seat appeared (a hurried «Готово» is not its tap).
    let shown_at = StoredValue::new(clock::now_ms());
    Effect::new(move |prev: Option<Option<u8>>| {
        let pass = screen.with(|s| match s {
            Some(Screen::Pass(p)) => Some(p.seat),
            _ => None,
        });
        if pass.is_some() && prev.flatten() != pass {
            shown_at.set_value(clock::now_ms());
        }
        pass
    });
    let say = move |t: HostlessText<'_>| text::hostless(lang.get(), t);
    let its_me = move || {
        if clock::now_ms() - shown_at.get_value() < PASS_SETTLE_MS {
            return;
        }
        ctx.send(Action::OpenTurn);
    };
    let done = move || ctx.send(Action::HideTurn);
    // The seconds left, drawn once a second (`now` is the second's start): never more than
    // the turn's own.
    let secs = |ms: u64| {
        u16::try_from(ms.div_ceil(1000))
            .map_or(hostless::TURN_SECONDS, |s| s.min(hostless::TURN_SECONDS))
    };

    let top = move || match screen.get() {
        Some(Screen::Pass(pass)) => {
            let (nightfall, [title, hint, _]) = hostless::pass_lines(lang.get(), &pass);
            view! {
                <div class="round-pass" data-testid="pass" data-seat=pass.seat>
                    {nightfall.map(|n| view! { <p class="round-nightfall" data-testid="nightfall">{n}</p> })}
                    <p class="round-title">{title}</p>
                    <p class="hint">{hint}</p>
                </div>
            }
            .into_any()
        }
        Some(Screen::Turn(view)) => {
            let lines = hostless::turn_lines(lang.get(), &view);
            let next = view.next_task();
            let task = next.map_or_else(String::new, task_key);
            view! {
                <div class="round-turn" data-testid="turn" data-seat=view.seat data-task=task data-taps=view.taps.len()>
                    <div class="round-lines" data-lines=TURN_LINES>
                        {lines.into_iter().map(|l| view! { <p class="round-line">{l}</p> }).collect_view()}
                    </div>
                    <p class="round-clock" data-testid="turn-clock">{say(HostlessText::Wait(secs(view.left_ms)))}</p>
                    <p class="round-refusal" role="status" data-testid="turn-refusal">
                        {move || ctx.round_refusal.get().map(|r| say(hostless::refusal_words(r)))}
                    </p>
                </div>
            }
            .into_any()
        }
        Some(Screen::Hidden { seat, left_ms }) => view! {
            <div class="round-pass" data-testid="hidden" data-seat=seat>
                <p class="round-title">{say(HostlessText::Hidden(secs(left_ms)))}</p>
            </div>
        }
        .into_any(),
        Some(Screen::Done) | None => ().into_any(),
    };
    let foot = move || match screen.get() {
        Some(Screen::Pass(pass)) => {
            let (_, [.., button]) = hostless::pass_lines(lang.get(), &pass);
            view! {
                <button type="button" class="btn primary its-me" data-testid="its-me" on:click=move |_| its_me()>
                    {button}
                </button>
            }
            .into_any()
        }
        Some(Screen::Turn(view)) => {
            let ready = view.next_task().is_none();
            view! {
                <button type="button" class="btn primary" class:idle=!ready data-testid="turn-done" on:click=move |_| done()>
                    {say(HostlessText::Done)}
                </button>
            }
            .into_any()
        }
        Some(Screen::Hidden { .. }) => view! {
            <button type="button" class="btn primary idle" data-testid="turn-hidden" disabled>
                {say(HostlessText::Done)}
            </button>
        }
        .into_any(),
        Some(Screen::Done) | None => ().into_any(),
    };
    // The words above, the game's own seat grid where it is by day, the footer below: the
    // grid never moves between the pass screen, the turn and the day.
    view! {
        <div class="stage round" data-testid="round">{top}</div>
        <SeatGrid />
        <footer class="actions game-actions">
            // The day's tools row, unseen: the grid stands exactly where it does by day.
            <div class="tools round-spacer" aria-hidden="true">
                <button type="button" class="btn secondary small more" tabindex="-1" disabled>"⋯"</button>
            </div>
            {foot}
        </footer>
    }
}

/// The task of the next tap, for a reader of the page (the e2e tests): never on the table's
/// view, only on the turn's, held.
fn task_key(task: Task) -> String {
    match task {
        Task::Shoot => "shoot".into(),
        Task::DonCheck => "don-check".into(),
        Task::SheriffCheck => "sheriff-check".into(),
        Task::Heal => "heal".into(),
        Task::Silence => "silence".into(),
        Task::Plan(n) => format!("plan-{n}"),
        Task::Tap(seat) => format!("tap-{seat}"),
    }
}

//! A game without a host, at night (issue 41, `host::hostless`): the phone goes round the
//! table. The neutral pass screen, then the holder's turn: what their role may see, two
//! seat taps, «Готово» once the turn's seconds have run. Drawn from `hostless::screen`;
//! what a tap means is `hostless::tap` / `hostless::finish`'s. The turn open on the phone is
//! this component's alone and never saved: a reload comes back to its pass screen.

use std::time::Duration;

use leptos::prelude::*;

use super::ctx::{SAME_TAP_MS, SETTLE_MS};
use super::Ctx;
use crate::engine::Seat;
use crate::host::hostless::{self, Screen, Task};
use crate::web::clock;
use crate::words::{self as text, HostlessText};

/// The pass screen's «Я — игрок №N» waits this long after it appears: the second tap of a
/// doubled «Готово» never opens the next player's turn in the hand of the one before.
const PASS_SETTLE_MS: f64 = 800.0;

/// The turn open on the phone: its taps, when it opened and when it was last tapped.
#[derive(Clone, Debug, PartialEq)]
struct Held {
    taps: Vec<Seat>,
    opened: f64,
    tapped: f64,
}

impl Held {
    /// One intention, one entry, as on the host's screen: a seat tapped while the turn has
    /// just opened is the second tap of «Я — игрок №N» (the grid stands where the button
    /// was), and the same seat again within `SAME_TAP_MS` of the tap it took is a doubled
    /// tap, not the Don's check on the seat he has just shot — unless the screen asks for
    /// that seat again («Коснитесь №X» twice at a table of five).
    fn hurried(&self, seat: Seat, next: Option<Task>, now: f64) -> bool {
        let asked = next == Some(Task::Tap(seat));
        now - self.opened < SETTLE_MS
            || (!asked && self.taps.last() == Some(&seat) && now - self.tapped < SAME_TAP_MS as f64)
    }
}

#[component]
pub fn NightRound() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let held = RwSignal::new(None::<Held>);
    let refusal = RwSignal::new(None::<String>);
    let now = RwSignal::new(clock::now_ms());
    let shown_at = StoredValue::new(clock::now_ms());
    if let Ok(handle) =
        set_interval_with_handle(move || now.set(clock::now_ms()), Duration::from_millis(250))
    {
        on_cleanup(move || handle.clear());
    }
    let screen = Memo::new(move |_| {
        let round = ctx.night_round()?;
        held.with(|h| {
            ctx.game().with(|g| {
                g.as_ref()
                    .map(|g| hostless::screen(g, &round, h.as_ref().map(|h| &h.taps[..])))
            })
        })
    });
    let say = move |t: HostlessText<'_>| text::hostless(lang.get(), t);
    let elapsed = move || {
        held.with(|h| {
            h.as_ref()
                .map_or(0, |h| ((now.get() - h.opened) / 1000.0).max(0.0) as u16)
        })
    };

    let its_me = move || {
        if clock::now_ms() - shown_at.get_value() < PASS_SETTLE_MS {
            return;
        }
        refusal.set(None);
        held.set(Some(Held {
            taps: Vec::new(),
            opened: clock::now_ms(),
            tapped: f64::NEG_INFINITY,
        }));
    };
    let tap = move |seat: Seat| {
        let (Some(round), Some(taps)) = (ctx.night_round(), held.with_untracked(|h| h.clone()))
        else {
            return;
        };
        let at = clock::now_ms();
        let next = screen.with_untracked(|s| match s {
            Some(Screen::Turn(v)) => v.tasks.get(v.taps.len()).copied(),
            _ => None,
        });
        if taps.hurried(seat, next, at) {
            return;
        }
        let result = ctx.game().with_untracked(|g| {
            g.as_ref()
                .map(|g| hostless::tap(g, &round, &taps.taps, seat))
        });
        match result {
            Some(Ok(after)) => {
                refusal.set(None);
                held.set(Some(Held {
                    taps: after,
                    tapped: at,
                    ..taps
                }));
            }
            Some(Err(r)) => refusal.set(Some(say(hostless::refusal_words(r)))),
            None => {}
        }
    };
    let done = move || {
        let (Some(round), Some(taps)) = (ctx.night_round(), held.with_untracked(|h| h.clone()))
        else {
            return;
        };
        let result = ctx.game().with_untracked(|g| {
            g.as_ref()
                .map(|g| hostless::finish(g, &round, &taps.taps, elapsed()))
        });
        match result {
            Some(Ok(round)) => {
                refusal.set(None);
                held.set(None);
                shown_at.set_value(clock::now_ms());
                ctx.keep_round(round);
            }
            Some(Err(r)) => refusal.set(Some(say(hostless::refusal_words(r)))),
            None => {}
        }
    };

    let seats = move || {
        ctx.state
            .with(|s| s.as_ref().map_or(0, |s| s.players.len()))
    };
    view! {
        <div class="round" data-testid="round">
            {move || match screen.get() {
                Some(Screen::Pass(pass)) => {
                    let [title, hint, button] = hostless::pass_lines(lang.get(), &pass);
                    view! {
                        <div class="round-pass" data-testid="pass" data-seat=pass.seat>
                            <p class="round-title">{title}</p>
                            <p class="hint">{hint}</p>
                            <button
                                type="button"
                                class="btn primary its-me"
                                data-testid="its-me"
                                on:click=move |_| its_me()
                            >
                                {button}
                            </button>
                        </div>
                    }
                    .into_any()
                }
                Some(Screen::Turn(view)) => {
                    let lines = hostless::turn_lines(lang.get(), &view);
                    let taps = view.taps.clone();
                    let next = view.tasks.get(view.taps.len()).copied();
                    let task = next.map_or_else(String::new, task_key);
                    let left = move || hostless::TURN_SECONDS.saturating_sub(elapsed());
                    let ready = move || left() == 0 && next.is_none();
                    view! {
                        <div class="round-turn" data-testid="turn" data-seat=view.seat data-task=task data-taps=view.taps.len()>
                            <div class="round-lines">
                                {lines.into_iter().map(|l| view! { <p>{l}</p> }).collect_view()}
                            </div>
                            <div class="seats" data-layout=super::seats::layout(seats()) data-testid="turn-seats">
                                {(1..=seats() as Seat)
                                    .map(|seat| {
                                        let picked = taps.contains(&seat);
                                        // Who has left is the table's knowledge: shown as by day.
                                        let out = ctx.state.with_untracked(|s| {
                                            s.as_ref().is_some_and(|s| !s.is_alive(seat))
                                        });
                                        view! {
                                            <button
                                                type="button"
                                                class="seat"
                                                class:picked=picked
                                                class:out=out
                                                data-seat=seat
                                                aria-pressed=picked.to_string()
                                                on:click=move |_| tap(seat)
                                            >
                                                <span class="seat-no">{seat}</span>
                                            </button>
                                        }
                                    })
                                    .collect_view()}
                            </div>
                            <p class="round-refusal" role="status" data-testid="turn-refusal">{move || refusal.get()}</p>
                            <footer class="actions game-actions">
                                <button
                                    type="button"
                                    class="btn primary"
                                    class:idle=move || !ready()
                                    data-testid="turn-done"
                                    on:click=move |_| done()
                                >
                                    {move || match left() {
                                        0 => say(HostlessText::Done),
                                        n => say(HostlessText::Wait(n)),
                                    }}
                                </button>
                            </footer>
                        </div>
                    }
                    .into_any()
                }
                Some(Screen::Done) | None => ().into_any(),
            }}
        </div>
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
        Task::Tap(seat) => format!("tap-{seat}"),
    }
}

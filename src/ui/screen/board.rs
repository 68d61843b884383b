//! The players' screen's picture: a [`PublicView`] drawn large for a table at 2–3 m. It
//! reads nothing but the view (`engine::public`), so it cannot show what the view does not
//! hold; its words come from `words::board`.

use leptos::prelude::*;

use crate::engine::next::TimerKind;
use crate::engine::public::{Phase, PublicView, SeatView};
use crate::engine::{next::colours, Seat};
use crate::words::{board, role, BoardWord, Lang};

/// A view as it arrived: the picture, and when it came (`performance.now()`), from which a
/// running timer counts down by itself until the next message.
#[derive(Clone, Debug, PartialEq)]
pub struct Arrived {
    pub view: PublicView,
    /// The message as it came (the page's `data-view`, for a reader of the page).
    pub text: String,
    pub at_ms: f64,
}

/// The picture. `now_ms` ticks while a timer runs.
#[component]
pub fn Board(
    #[prop(into)] lang: Signal<Lang>,
    #[prop(into)] arrived: Signal<Option<Arrived>>,
    /// The screen's own controls, at the phase line's end (its language, Back).
    children: Children,
) -> impl IntoView {
    let now = RwSignal::new(crate::web::clock::now_ms());
    // The countdown between two messages: a tick four times a second while a timer runs.
    let ticking = Memo::new(move |_| {
        arrived.with(|a| {
            a.as_ref()
                .and_then(|a| a.view.timer)
                .and_then(|t| t.clock)
                .is_some_and(|c| c.running)
        })
    });
    let tick = StoredValue::new_local(None::<gloo_timers::callback::Interval>);
    Effect::new(move |_| {
        if ticking.get() {
            now.set(crate::web::clock::now_ms());
            tick.set_value(Some(gloo_timers::callback::Interval::new(250, move || {
                now.try_set(crate::web::clock::now_ms());
            })));
        } else {
            tick.set_value(None);
        }
    });
    on_cleanup(move || {
        let _ = tick.try_set_value(None);
    });

    let v = move || arrived.with(|a| a.as_ref().map(|a| a.view.clone()));
    let word = move |w: BoardWord<'_>| board(lang.get(), w);
    let night = move || {
        arrived.with(|a| {
            a.as_ref()
                .is_some_and(|a| matches!(a.view.phase, Phase::Night { .. }))
        })
    };

    let phase = move || {
        v().map(|v| word(BoardWord::Phase(v.phase)))
            .unwrap_or_default()
    };
    let timer = move || {
        let a = arrived.get()?;
        let t = a.view.timer?;
        let window = t.kind == TimerKind::VoteWindow;
        // The vote's 2 seconds show once the host starts them, not before (R-VOTE-1).
        if window && t.clock.is_none() {
            return None;
        }
        let left_ms = match t.clock {
            Some(c) if c.running => (f64::from(c.remaining_ms) - (now.get() - a.at_ms)).max(0.0),
            Some(c) => f64::from(c.remaining_ms),
            None => f64::from(t.seconds) * 1000.0,
        };
        // A second shows until it has fully passed (59.2 s left reads 0:60 → 1:00).
        let secs = (left_ms / 1000.0).ceil() as u32;
        if window {
            // They count down, then end in the host's «Спасибо».
            let text = if secs == 0 {
                word(BoardWord::ThankYou)
            } else {
                format!("{}:{:02}", secs / 60, secs % 60)
            };
            return Some((t.kind, text, false, secs == 0));
        }
        Some((
            t.kind,
            format!("{}:{:02}", secs / 60, secs % 60),
            secs <= 10,
            false,
        ))
    };

    view! {
        <section class="screen board" class:night=night data-testid="board">
            <header class="board-top">
                <h1 class="board-phase" data-testid="board-phase">{phase}</h1>
                <div class="board-bar">{children()}</div>
            </header>
            <div class="board-now" data-testid="board-now">
                {move || {
                    let v = v()?;
                    if let Phase::Night { .. } = v.phase {
                        return Some(view! { <p class="board-night">{word(BoardWord::NightLine)}</p> }.into_any());
                    }
                    if let Some(w) = v.winner {
                        return Some(view! {
                            <p class="board-winner" data-testid="board-winner">
                                {word(BoardWord::Winner(w, colours(v.preset)))}
                            </p>
                        }.into_any());
                    }
                    let speaker = v.speaker.map(|s| {
                        let name = v.seats.iter().find(|p| p.seat == s).map(|p| p.name.clone()).unwrap_or_default();
                        view! {
                            <p class="board-speaker" data-testid="board-speaker">{word(BoardWord::Speaker(s))}</p>
                            <p class="board-name">{name}</p>
                        }
                    });
                    let voting = v.vote.as_ref().and_then(|x| x.on).map(|s| view! {
                        <p class="board-speaker" data-testid="board-voting">{word(BoardWord::VotingOn(s))}</p>
                    });
                    Some(view! { {speaker} {voting} }.into_any())
                }}
                {move || timer().map(|(kind, text, warn, thanks)| view! {
                    <p class="board-timer" class:warn=warn class:thanks=thanks data-testid="board-timer">{text}</p>
                    <p class="board-timer-kind">{word(BoardWord::Timer(kind))}</p>
                })}
            </div>
            <div class="board-facts" data-testid="board-facts">
                // At the end: the winner and every role on the seats; the day's ballot is done.
                {move || v().filter(|v| v.winner.is_none()).map(|v| facts(lang.get(), &v))}
            </div>
            {move || v().map(|v| {
                let cols = match v.seats.len() {
                    0..=10 => 5,
                    11..=20 => 5,
                    _ => 6,
                };
                let speaking = v.speaker.or(v.vote.as_ref().and_then(|x| x.on));
                let nominated: Vec<Seat> = if v.winner.is_some() {
                    Vec::new()
                } else {
                    v.ballot.iter().map(|n| n.target).collect()
                };
                view! {
                    <ol class="board-seats" class:many={v.seats.len() > 12} data-testid="board-seats" data-cols=cols>
                        {v.seats.iter().map(|s| seat_tile(lang.get(), s, speaking == Some(s.seat), nominated.contains(&s.seat))).collect_view()}
                    </ol>
                }
            })}
        </section>
    }
}

/// The lines beside the timer: the morning's news, the ballot with who nominated, the
/// counts, a tie, «все покидают?», why nobody left, the best move.
fn facts(lang: Lang, v: &PublicView) -> impl IntoView {
    let word = |w: BoardWord<'_>| board(lang, w);
    let mut lines: Vec<(&'static str, String)> = Vec::new();
    if let Some(m) = v.morning {
        match (m.killed, m.kill_prevented) {
            (Some(s), _) => lines.push(("news", word(BoardWord::Killed(s)))),
            (None, true) => lines.push(("news", word(BoardWord::KillFoiled))),
            (None, false) => lines.push(("news", word(BoardWord::NobodyKilled))),
        }
        if let Some(s) = m.silenced {
            lines.push(("news", word(BoardWord::Silenced(s))));
        }
    }
    if let Some(b) = &v.best_move {
        lines.push(("best-move", word(BoardWord::BestMove(b))));
    }
    for (round, count) in v.counts.iter().enumerate() {
        let parts: Vec<String> = count
            .iter()
            .map(|c| format!("{} — {}", c.seat, word(BoardWord::Hands(c.votes))))
            .collect();
        lines.push((
            "count",
            format!(
                "{}: {}",
                word(BoardWord::Count { revote: round > 0 }),
                parts.join(", ")
            ),
        ));
    }
    if let Some(tie) = &v.tie {
        lines.push(("tie", word(BoardWord::Tie(tie))));
    }
    if let Some(vote) = &v.vote {
        if !vote.abstain.is_empty() {
            lines.push(("not-voting", word(BoardWord::NotVoting(&vote.abstain))));
        }
    }
    if let Some(a) = v.all_leave {
        lines.push(("all-leave", word(BoardWord::AllLeave(a))));
    }
    if let Some(why) = v.no_exit {
        lines.push(("no-exit", word(BoardWord::NoExit(why))));
    }
    // The ballot, in order, each nominee with who nominated and, in the count, its hands.
    let ballot = (!v.ballot.is_empty()).then(|| {
        let hands = |seat: Seat| {
            v.vote.as_ref().and_then(|x| {
                let i = x.candidates.iter().position(|c| *c == seat)?;
                x.counts.get(i).copied()
            })
        };
        view! {
            <div class="board-ballot" data-testid="board-ballot">
                <h2>{word(BoardWord::Ballot)}</h2>
                <ol>
                    {v.ballot.iter().map(|n| view! {
                        <li data-seat=n.target>
                            <b>{n.target}</b>
                            <small>{word(BoardWord::NominatedBy(n.by))}</small>
                            {hands(n.target).map(|h| view! { <em data-testid="board-hands">{word(BoardWord::Hands(h))}</em> })}
                        </li>
                    }).collect_view()}
                </ol>
            </div>
        }
    });
    view! {
        {ballot}
        {lines.into_iter().map(|(kind, text)| view! { <p class="board-line" data-kind=kind>{text}</p> }).collect_view()}
    }
}

fn seat_tile(lang: Lang, s: &SeatView, speaking: bool, nominated: bool) -> impl IntoView {
    let out = s.out.map(|o| {
        view! {
            <span class="out-how">{board(lang, BoardWord::Out(o.how))}</span>
            <span class="out-when">{board(lang, BoardWord::When(o.at))}</span>
        }
    });
    // A number and its word, large enough to read from the far end of the table.
    let fouls = (s.fouls > 0).then(|| {
        view! {
            <span class="fouls" data-testid="board-fouls">
                {board(lang, BoardWord::Fouls(s.fouls))}
            </span>
        }
    });
    view! {
        <li
            class="board-seat"
            class:out=s.out.is_some()
            class:speaking=speaking
            class:nominated=nominated
            data-seat=s.seat
            data-fouls=s.fouls
        >
            <span class="num">{s.seat}</span>
            <span class="name">{s.name.clone()}</span>
            {fouls}
            {out}
            {s.role.map(|r| view! { <span class="role" data-testid="board-role">{role(lang, r)}</span> })}
        </li>
    }
}

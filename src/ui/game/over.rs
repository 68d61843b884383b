//! Game over: the winner, every role, eliminations by day and night, checks, best move.

use leptos::prelude::*;

use super::{text, Ctx};
use crate::engine::{HostAction, Remedy, Seat, Team};
use crate::ui::i18n::Lang;

#[component]
pub fn GameOver(
    #[prop(into)] on_again: Callback<()>,
    #[prop(into)] on_exit: Callback<()>,
) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let ru = move || lang.get() == Lang::Ru;
    let s = move || ctx.state.get();
    let winner = move || {
        s().and_then(|s| s.winner)
            .map(|w| text::winner_text(lang.get(), w))
            .unwrap_or_default()
    };
    let roles = move || {
        s().map(|s| {
            s.players
                .iter()
                .map(|p| {
                    let role = text::role(lang.get(), p.role);
                    let team = text::team(lang.get(), p.role.team());
                    let out = s
                        .eliminations
                        .iter()
                        .find(|e| e.seat == p.seat)
                        .map(|e| text::exit_when(lang.get(), e.exit, e.at))
                        .unwrap_or_default();
                    let black = p.role.team() == crate::engine::Team::Black;
                    view! {
                        <li class="protocol-row" class:black=black>
                            <span class="seat-no">{p.seat}</span>
                            <span class="who">{p.name.clone()}</span>
                            <span class="role">{format!("{role} ({team})")}</span>
                            <span class="out">{out}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let checks = move || {
        s().map(|s| {
            s.checks
                .iter()
                .map(|c| {
                    let by = text::role(lang.get(), c.by);
                    let night = if ru() {
                        format!("Ночь {}", c.night)
                    } else {
                        format!("Night {}", c.night)
                    };
                    let answer = text::check_answer(lang.get(), c.by, c.target, c.found);
                    view! { <li>{format!("{night} · {by}: {answer}")}</li> }
                })
                .collect_view()
        })
    };
    let best_move = move || {
        s().and_then(|s| s.best_move).map(|b| {
            let seats = b
                .seats
                .iter()
                .map(|x| format!("№{x}"))
                .collect::<Vec<_>>()
                .join(", ");
            if ru() {
                format!("Лучший ход №{}: {seats} — чёрных: {}", b.by, b.blacks)
            } else {
                format!("Best move by {}: {seats} — blacks: {}", b.by, b.blacks)
            }
        })
    };
    view! {
        <div class="over">
            <h2 class="winner" data-testid="winner">{winner}</h2>
            <ol class="protocol">{roles}</ol>
            <ul class="checks">{checks}</ul>
            {move || best_move().map(|b| view! { <p class="best-move">{b}</p> })}
            <Protest />
            <nav class="actions">
                <button type="button" class="btn secondary" on:click=move |_| on_exit.run(())>
                    {move || if ru() { "В меню" } else { "Menu" }}
                </button>
                <button type="button" class="btn primary" data-testid="again" on:click=move |_| on_again.run(())>
                    {move || if ru() { "Новая игра с теми же игроками" } else { "New game, same players" }}
                </button>
            </nav>
        </div>
    }
}

fn remedy_text(ru: bool, r: Remedy) -> &'static str {
    match (ru, r) {
        (true, Remedy::Annul) => "аннулировать",
        (true, Remedy::Replay) => "переиграть",
        (true, Remedy::RedWins) => "победа красных",
        (true, Remedy::BlackWins) => "победа чёрных",
        (false, Remedy::Annul) => "annul",
        (false, Remedy::Replay) => "replay",
        (false, Remedy::RedWins) => "red wins",
        (false, Remedy::BlackWins) => "black wins",
    }
}

/// R-WIN-3: a protest after the game, put to the table's vote; the protocol keeps it.
#[component]
fn Protest() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let ru = move || lang.get() == Lang::Ru;
    let open = RwSignal::new(false);
    let team = RwSignal::new(Team::Red);
    let remedy = RwSignal::new(Remedy::Replay);
    let votes: RwSignal<Vec<Seat>> = RwSignal::new(Vec::new());
    let seats = move || {
        ctx.state
            .with(|s| s.as_ref().map_or(0, |s| s.players.len()) as Seat)
    };
    let records = move || {
        ctx.state.with(|s| {
            s.as_ref()
                .map(|s| {
                    s.protests
                        .iter()
                        .map(|p| {
                            let (who, verdict) = match (ru(), p.upheld) {
                                (true, true) => (text::team(Lang::Ru, p.team), "поддержан"),
                                (true, false) => (text::team(Lang::Ru, p.team), "отклонён"),
                                (false, true) => (text::team(Lang::En, p.team), "upheld"),
                                (false, false) => (text::team(Lang::En, p.team), "rejected"),
                            };
                            let line = if ru() {
                                format!(
                                    "Протест ({who}) — {}: {verdict}",
                                    remedy_text(true, p.remedy)
                                )
                            } else {
                                format!(
                                    "Protest ({who}) — {}: {verdict}",
                                    remedy_text(false, p.remedy)
                                )
                            };
                            view! { <li>{line}</li> }
                        })
                        .collect_view()
                })
                .unwrap_or_default()
        })
    };
    let choice = move |label: String, on: Signal<bool>, pick: Callback<()>| {
        view! {
            <button
                type="button"
                class="btn secondary small"
                class:active=move || on.get()
                aria-pressed=move || on.get().to_string()
                on:click=move |_| pick.run(())
            >
                {label}
            </button>
        }
    };
    view! {
        <section class="protest">
            <ul class="checks" data-testid="protests">{records}</ul>
            <button type="button" class="btn secondary" data-testid="protest-toggle" on:click=move |_| open.update(|o| *o = !*o)>
                {move || if ru() { "Протест (R-WIN-3)" } else { "Protest (R-WIN-3)" }}
            </button>
            <Show when=move || open.get()>
                <p class="hint">
                    {move || if ru() {
                        "Кто протестует, что просит, и кто голосует «за» (нужна вся команда и один соперник)."
                    } else {
                        "Who protests, what they ask, and who votes for it (the whole team plus one opponent)."
                    }}
                </p>
                <div class="tools">
                    {move || [Team::Red, Team::Black].into_iter().map(|t| {
                        choice(
                            text::team(lang.get(), t).to_string(),
                            Signal::derive(move || team.get() == t),
                            Callback::new(move |_| team.set(t)),
                        )
                    }).collect_view()}
                </div>
                <div class="tools">
                    {move || [Remedy::Annul, Remedy::Replay, Remedy::RedWins, Remedy::BlackWins].into_iter().map(|r| {
                        choice(
                            remedy_text(ru(), r).to_string(),
                            Signal::derive(move || remedy.get() == r),
                            Callback::new(move |_| remedy.set(r)),
                        )
                    }).collect_view()}
                </div>
                <div class="seats" class:many={move || seats() > 12}>
                    {move || (1..=seats()).map(|seat| {
                        view! {
                            <button
                                type="button"
                                class="seat"
                                class:picked=move || votes.with(|v| v.contains(&seat))
                                data-protest-seat=seat
                                on:click=move |_| votes.update(|v| {
                                    if let Some(i) = v.iter().position(|&x| x == seat) { v.remove(i); } else { v.push(seat); }
                                })
                            >
                                <span class="seat-no">{seat}</span>
                            </button>
                        }
                    }).collect_view()}
                </div>
                <button
                    type="button"
                    class="btn primary"
                    data-testid="protest-submit"
                    on:click=move |_| {
                        ctx.act(HostAction::Protest {
                            team: team.get_untracked(),
                            votes_for: votes.get_untracked(),
                            remedy: remedy.get_untracked(),
                        });
                        votes.set(Vec::new());
                        open.set(false);
                    }
                >
                    {move || if ru() { "Записать протест" } else { "Record the protest" }}
                </button>
            </Show>
        </section>
    }
}

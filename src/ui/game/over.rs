//! Game over: the winner, every role, eliminations by day and night, checks, best move.

use leptos::prelude::*;

use super::{text, Ctx};
use crate::engine::Moment;
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
                        .map(|e| {
                            let when = match (e.at, ru()) {
                                (Moment::Day(d), true) => format!("день {d}"),
                                (Moment::Day(d), false) => format!("day {d}"),
                                (Moment::Night(n), true) => format!("ночь {n}"),
                                (Moment::Night(n), false) => format!("night {n}"),
                            };
                            format!("{} · {when}", text::exit(lang.get(), e.exit))
                        })
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

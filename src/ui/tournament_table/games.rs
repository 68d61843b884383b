//! The ticket's games, in its order: each game's round and table, its ten names by seat,
//! whether it is the next, in play or has its result, and «Начать» for those without one
//! (the next game's the primary button).

use leptos::prelude::*;

use crate::engine::tournament::TableKeep;
use crate::ui::tr;
use crate::words::{t, tf, Lang, Msg, TableWord, Text};

#[component]
pub fn GamesList(
    lang: ReadSignal<Lang>,
    keep: TableKeep,
    /// «Начать» on a ticket game (its id).
    #[prop(into)]
    on_start: Callback<(u32,)>,
) -> impl IntoView {
    let next = keep.next().map(|g| g.game);
    let playing = keep.playing.map(|p| p.game);
    let all_played = next.is_none();
    let table = keep.ticket.table;
    let games = keep
        .ticket
        .games
        .iter()
        .map(|g| {
            let id = g.game;
            let reported = keep.is_reported(id);
            let badge = if reported {
                Some(TableWord::ReportedBadge)
            } else if playing == Some(id) {
                Some(TableWord::PlayingBadge)
            } else if next == Some(id) {
                Some(TableWord::NextBadge)
            } else {
                None
            };
            let round = g.round;
            let names = g
                .seats
                .iter()
                .enumerate()
                .map(|(i, name)| {
                    view! {
                        <li class="table-seat">
                            <span class="seat-no">{i + 1}</span>
                            <span class="who">{name.clone()}</span>
                        </li>
                    }
                })
                .collect_view();
            let primary = next == Some(id);
            view! {
                <li class="table-game" class:next=primary data-testid="table-game" data-game=id>
                    <h3 class="table-game-head">
                        <span data-testid="table-game-head">{move || tf(lang.get(), Text::TableGame { round, table })}</span>
                        {badge.map(|b| view! { <span class="table-badge" data-testid="table-badge">{move || t(lang.get(), Msg::Table(b))}</span> })}
                    </h3>
                    <ol class="table-seats">{names}</ol>
                    {(!reported).then(|| view! {
                        <button
                            type="button"
                            class=if primary { "btn primary" } else { "btn secondary" }
                            data-testid="table-start"
                            on:click=move |_| on_start.run((id,))
                        >
                            {tr(lang, Msg::Table(TableWord::Start))}
                        </button>
                    })}
                </li>
            }
        })
        .collect_view();
    view! {
        <h2 class="table-head">{tr(lang, Msg::Table(TableWord::Games))}</h2>
        {all_played.then(|| view! { <p class="notice" role="status" data-testid="table-all-played">{tr(lang, Msg::Table(TableWord::AllPlayed))}</p> })}
        <ol class="table-games" data-testid="table-games">{games}</ol>
    }
}

//! The players across games (issue 6): the roster kept on the phone (rename, delete) and
//! each player's statistics over the finished games of the history
//! (`engine::roster::stats`).

use leptos::prelude::*;

use super::game::text;
use super::i18n::{t, Lang, Msg};
use super::saves;
use super::tr;
use crate::engine::roster::{stats, PlayerStats, Renamed, Roster, RosterError};
use crate::engine::{GameState, Role};
use crate::web;

/// The stored roster; the first time, one made from the names of the history's games.
pub fn load_roster() -> Roster {
    web::storage::roster().unwrap_or_else(|| {
        let mut r = Roster::default();
        for g in saves::finished_games() {
            r.add_names(g.players.iter().map(|p| p.name.as_str()));
        }
        r
    })
}

/// Adds a game's names to the roster (a new game's set-up).
pub fn remember_names<'a>(names: impl IntoIterator<Item = &'a str>) {
    let mut r = load_roster();
    if r.add_names(names) || web::storage::roster().is_none() {
        let _ = web::storage::set_roster(&r);
    }
}

/// "Мирный 2/3 · Дон 1/1": wins/games in each role played.
fn by_role(lang: Lang, s: &PlayerStats) -> String {
    Role::ALL
        .into_iter()
        .filter_map(|r| {
            let x = s.role(r);
            (x.games > 0).then(|| format!("{} {}/{}", text::role(lang, r), x.wins, x.games))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

#[component]
pub fn PlayersScreen(lang: ReadSignal<Lang>, #[prop(into)] on_back: Callback<()>) -> impl IntoView {
    let games: StoredValue<Vec<GameState>> = StoredValue::new(saves::finished_games());
    let roster = RwSignal::new(load_roster());
    let editing: RwSignal<Option<String>> = RwSignal::new(None);
    let draft = RwSignal::new(String::new());
    let notice: RwSignal<Option<(Msg, bool)>> = RwSignal::new(None);
    let save = move |r: Roster| {
        let ok = web::storage::set_roster(&r);
        roster.set(r);
        if !ok {
            notice.set(Some((Msg::NotSaved, true)));
        }
    };
    let apply = move || {
        let Some(old) = editing.get_untracked() else {
            return;
        };
        let mut r = roster.get_untracked();
        match r.rename(&old, &draft.get_untracked()) {
            Ok(how) => {
                notice.set((how == Renamed::Merged).then_some((Msg::Merged, false)));
                editing.set(None);
                save(r);
            }
            Err(RosterError::Empty) => notice.set(Some((Msg::RenameEmpty, true))),
            Err(RosterError::Unknown) => editing.set(None),
        }
    };
    let list = move || {
        let l = lang.get();
        let all = games.with_value(|g| roster.with(|r| stats(r, g)));
        all.into_iter()
            .map(|s| {
                let name = s.name.clone();
                let is_editing = {
                    let name = name.clone();
                    move || editing.get().as_deref() == Some(name.as_str())
                };
                let line = format!(
                    "{}: {} · {}: {} · {}: {} · {}: {}",
                    t(l, Msg::StatGames),
                    s.games,
                    t(l, Msg::StatWins),
                    s.wins,
                    t(l, Msg::StatBestMoves),
                    s.best_moves,
                    t(l, Msg::StatFouls),
                    s.fouls,
                );
                let roles = by_role(l, &s);
                let start_edit = {
                    let name = name.clone();
                    move |_| {
                        draft.set(name.clone());
                        notice.set(None);
                        editing.set(Some(name.clone()));
                    }
                };
                let delete = {
                    let name = name.clone();
                    move |_| {
                        let mut r = roster.get_untracked();
                        r.delete(&name);
                        notice.set(None);
                        save(r);
                    }
                };
                view! {
                    <li class="player" data-player=s.name.clone()>
                        <Show
                            when=is_editing
                            fallback=move || view! {
                                <div class="player-head">
                                    <span class="player-name">{name.clone()}</span>
                                    <button type="button" class="btn ghost small" on:click=start_edit.clone()>
                                        {tr(lang, Msg::Rename)}
                                    </button>
                                </div>
                            }
                        >
                            <div class="player-head">
                                <input
                                    class="name-input"
                                    type="text"
                                    maxlength="40"
                                    data-testid="rename-input"
                                    aria-label=move || t(lang.get(), Msg::Rename)
                                    prop:value=move || draft.get()
                                    on:input=move |ev| draft.set(event_target_value(&ev))
                                    on:keydown=move |ev| {
                                        if ev.key() == "Enter" {
                                            apply();
                                        }
                                    }
                                />
                                <button type="button" class="btn primary small" data-testid="rename-save" on:click=move |_| apply()>
                                    {tr(lang, Msg::Save)}
                                </button>
                                <button type="button" class="btn ghost small" data-testid="player-delete" on:click=delete.clone()>
                                    {tr(lang, Msg::Delete)}
                                </button>
                            </div>
                        </Show>
                        <p class="player-stats" data-testid="player-stats">{line}</p>
                        <p class="player-roles" data-testid="player-roles">{roles}</p>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="screen players">
            <header class="topbar">
                <button type="button" class="btn ghost small" on:click=move |_| on_back.run(())>
                    {tr(lang, Msg::Back)}
                </button>
                <h1 class="screen-title">{tr(lang, Msg::PlayersTitle)}</h1>
            </header>
            <p class="hint left">
                {move || if roster.with(|r| r.players.is_empty()) {
                    t(lang.get(), Msg::PlayersEmpty)
                } else {
                    t(lang.get(), Msg::PlayersHint)
                }}
            </p>
            {move || notice.get().map(|(m, bad)| view! {
                <p class=if bad { "error" } else { "hint left" } role="status" data-testid="players-notice">
                    {tr(lang, m)}
                </p>
            })}
            <ul class="player-list" data-testid="players">{list}</ul>
        </section>
    }
}

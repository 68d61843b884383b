//! The players across games (issue 6): the roster kept on the phone (rename, delete) and
//! each player's statistics over the finished games of the history
//! (`engine::roster::stats`).

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;

use super::saves;
use crate::engine::roster::{stats, PlayerStats, Renamed, Roster, RosterError};
use crate::engine::{GameState, Role};
use crate::web;
use crate::words as text;
use crate::words::{t, Lang, Msg, StartWord};

/// The stored roster; the first time, one made from the names of the history's games.
/// A damaged store is not read as names (the Players screen shows it, kept as it is).
pub fn load_roster() -> Roster {
    web::storage::roster()
        .and_then(Result::ok)
        .unwrap_or_else(|| {
            let mut r = Roster::default();
            for g in saves::finished_games() {
                r.add_names(g.players.iter().map(|p| p.name.as_str()));
            }
            r
        })
}

/// The roster's names, suggested in the set-up.
pub fn known_names() -> Vec<String> {
    load_roster().names()
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

/// What the screen may say after a change, and whether it is a refusal.
const NOTICES: [(Msg, bool); 4] = [
    (Msg::NotSaved, true),
    (Msg::RenameEmpty, true),
    (Msg::Merged, false),
    (Msg::StartScreen(StartWord::NameCut), false),
];
const NOT_SAVED: usize = 0;
const EMPTY: usize = 1;
const MERGED: usize = 2;
const CUT: usize = 3;

/// The roster with each player's statistics. The language cannot change on this screen
/// (the switch is on the start screen), so words are not reactive here.
#[component]
pub fn PlayersScreen(lang: ReadSignal<Lang>, #[prop(into)] on_back: Callback<()>) -> impl IntoView {
    let l = lang.get_untracked();
    let games: Vec<GameState> = saves::finished_games();
    // Signal types the app already has (no new signal code in the wasm): the roster itself
    // lives in storage and `version` counts its changes; the name being renamed, the name
    // typed, and the notice shown (an index into NOTICES).
    let version = RwSignal::new(0u32);
    let roster = move || {
        version.track();
        load_roster()
    };
    let editing: RwSignal<Option<String>> = RwSignal::new(None);
    let draft: RwSignal<Option<String>> = RwSignal::new(None);
    let notice: RwSignal<Option<usize>> = RwSignal::new(None);
    let save = move |r: Roster| {
        if !web::storage::set_roster(&r) {
            notice.set(Some(NOT_SAVED));
        }
        version.update(|v| *v += 1);
    };
    let apply = move || {
        let Some(old) = editing.get_untracked() else {
            return;
        };
        let mut r = load_roster();
        match r.rename(&old, draft.get_untracked().as_deref().unwrap_or_default()) {
            Ok(how) => {
                notice.set((how == Renamed::Merged).then_some(MERGED));
                editing.set(None);
                save(r);
            }
            Err(RosterError::Empty) => notice.set(Some(EMPTY)),
            Err(RosterError::Unknown) => editing.set(None),
        }
    };
    let head = move |name: String| {
        if editing.with(|e| e.as_deref() == Some(name.as_str())) {
            let delete = move |_| {
                let mut r = load_roster();
                r.delete(&name);
                notice.set(None);
                editing.set(None);
                save(r);
            };
            view! {
                <div class="player-head editing">
                    <input
                        class="name-input"
                        type="text"
                        data-testid="rename-input"
                        aria-label=t(l, Msg::Rename)
                        prop:value=move || draft.get().unwrap_or_default()
                        on:input=move |ev| {
                            // Characters, not UTF-16 units; a cut is said.
                            let (name, cut) = crate::engine::cut_name(&event_target_value(&ev));
                            draft.set(Some(name));
                            if cut {
                                notice.set(Some(CUT));
                            }
                        }
                        on:keydown=move |ev| {
                            if ev.key() == "Enter" {
                                apply();
                            }
                        }
                    />
                    <button type="button" class="btn primary small" data-testid="rename-save" on:click=move |_| apply()>
                        {t(l, Msg::Save)}
                    </button>
                    <button type="button" class="btn ghost small" data-testid="player-delete" on:click=delete>
                        {t(l, Msg::Delete)}
                    </button>
                </div>
            }
            .into_any()
        } else {
            let edit = {
                let name = name.clone();
                move |_| {
                    draft.set(Some(name.clone()));
                    notice.set(None);
                    editing.set(Some(name.clone()));
                }
            };
            view! {
                <div class="player-head">
                    <span class="player-name">{crate::engine::isolated(&name)}</span>
                    <button type="button" class="btn ghost small" on:click=edit>
                        {t(l, Msg::Rename)}
                    </button>
                </div>
            }
            .into_any()
        }
    };
    let list = move || {
        let all = stats(&roster(), &games);
        all.into_iter()
            .map(|s| {
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
                let top = head(s.name.clone());
                view! {
                    <li class="player" data-player=s.name>
                        {top}
                        <p class="player-stats" data-testid="player-stats">{line}</p>
                        <p class="player-roles" data-testid="player-roles">{roles}</p>
                    </li>
                }
            })
            .collect_view()
    };
    // A damaged store is said so, with its text to download or copy, and is never written
    // over: renames are refused ("not saved") until the host deletes it.
    let damaged = move || {
        version.track();
        web::storage::roster().and_then(Result::err).map(|text| {
            let name = format!("mafia-host-players-{}.txt", web::file_stamp());
            view! {
                <section class="save-notice" role="alert" data-testid="roster-damaged">
                    <h2>{t(l, Msg::RosterBroken)}</h2>
                    <p class="hint">{t(l, Msg::StoreKept)}</p>
                    <saves::TextOut lang text file_name=name mime="text/plain">
                        <button
                            type="button"
                            class="btn ghost small"
                            data-testid="roster-discard"
                            on:click=move |_| {
                                let _ = web::storage::remove(web::storage::ROSTER_KEY);
                                version.update(|v| *v += 1);
                            }
                        >
                            {t(l, Msg::Delete)}
                        </button>
                    </saves::TextOut>
                </section>
            }
        })
    };
    view! {
        <section class="screen players">
            <header class="topbar">
                <button type="button" class="btn ghost small" on:click=move |_| on_back.run(())>
                    {t(l, Msg::StartScreen(StartWord::Back))}
                </button>
                <h1 class="screen-title">{t(l, Msg::PlayersTitle)}</h1>
            </header>
            {damaged}
            <p class="hint left">
                {move || {
                    let empty = roster().players.is_empty();
                    t(l, if empty { Msg::PlayersEmpty } else { Msg::PlayersHint })
                }}
            </p>
            {move || notice.get().and_then(|i| NOTICES.get(i)).map(|&(m, bad)| view! {
                <p class=if bad { "error" } else { "hint left" } role="status" data-testid="players-notice">
                    {t(l, m)}
                </p>
            })}
            <ul class="player-list" data-testid="players">{list}</ul>
        </section>
    }
}

/// The players across games, in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn players_screen(lang: ReadSignal<Lang>, on_back: Callback<()>) -> Drawn {
    Ok(view! { <PlayersScreen lang on_back /> }.into_any())
}

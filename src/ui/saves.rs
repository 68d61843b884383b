//! Saves around the game: the history of finished games, a damaged save kept word for
//! word, and opening a game file. The rulings are in `docs/saves.md`.

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;

use super::tr;
use crate::engine::{open_text, LogError, OpenError, Preset, Save, Winner};
use crate::web;
use crate::web::storage::HISTORY_KEY;
use crate::words::{t, Lang, Msg, StartWord};

/// The history as stored, oldest first; its text when it does not read.
fn history_values() -> Result<Vec<Save>, String> {
    match web::storage::get(HISTORY_KEY) {
        None => Ok(Vec::new()),
        Some(text) if !web::storage::is_well_formed(HISTORY_KEY) => Err(text),
        Some(text) => crate::json::from_str_exact::<Vec<Save>>(&text).map_err(|_| text),
    }
}

/// The finished game `id` in the history.
pub fn finished(id: u64) -> Option<Save> {
    history_values()
        .ok()?
        .into_iter()
        .find(|s| s.id == id && s.open().is_ok_and(|g| g.state().is_over()))
}

/// Whether the history holds the game `id` (a game without an id never counts as held).
pub fn in_history(id: u64) -> bool {
    id != 0 && history_values().is_ok_and(|list| list.iter().any(|s| s.id == id))
}

/// The id under which the history holds the game of `save` already, a file without an id
/// included (`engine::save::held_id`, issue 48).
pub fn held(save: &Save) -> Option<u64> {
    crate::engine::save::held_id(&history_values().ok()?, save)
}

pub use crate::engine::store::Stored;

/// Puts a finished game into the history, replacing the entry with the same id
/// (`engine::store::keep_in_history`). A history that does not read is never written over:
/// the History screen shows it with its text, and the finished game stays in the save slot
/// meanwhile.
pub fn keep_in_history(save: &Save) -> Stored {
    crate::engine::store::keep_in_history(&mut web::storage::Local, history_values().ok(), save)
}

/// The readable games of the history, newest first.
fn history() -> Vec<Save> {
    let mut games: Vec<Save> = history_values().unwrap_or_default();
    games.reverse();
    games
}

/// The states of the history's games that open and are over, oldest first (for the
/// players' statistics).
pub fn finished_games() -> Vec<crate::engine::GameState> {
    history_values()
        .unwrap_or_default()
        .iter()
        .filter_map(|s| s.open().ok())
        .filter(|g| g.state().is_over())
        .map(|g| g.state().clone())
        .collect()
}

/// Why a text does not open, in the host's words (the technical line comes from the engine).
pub fn why(lang: Lang, e: &OpenError) -> &'static str {
    let m = match e {
        OpenError::Log(e) if e.is_unknown_field() => Msg::WhyUnknownField,
        OpenError::Log(LogError::Malformed { .. }) => Msg::WhyMalformed,
        OpenError::Log(LogError::NotALog) | OpenError::NotASave => Msg::WhyNotASave,
        // The format is right, the version is not a whole number: the headline says so, as
        // the line under it does (issue 39 §4.3).
        OpenError::Log(LogError::BadVersion { .. }) | OpenError::BadVersion { .. } => {
            Msg::WhyBadVersion
        }
        // Only a higher version number is a newer app's; version 0 was never written.
        OpenError::Log(LogError::UnknownVersion { found, supported })
        | OpenError::UnknownVersion { found, supported } => {
            if found
                .parse::<u64>()
                .is_ok_and(|v| v > u64::from(*supported))
            {
                Msg::WhyNewer
            } else {
                Msg::WhyNotASave
            }
        }
        OpenError::Log(LogError::Setup { .. }) => Msg::WhySetup,
        OpenError::Refused(_) => Msg::WhyRefused,
    };
    t(lang, m)
}

/// Download and Copy buttons for a text, with what became of the copy.
#[component]
pub fn TextOut(
    lang: ReadSignal<Lang>,
    text: String,
    file_name: String,
    mime: &'static str,
    /// The text as the browser holds it (a kept save: a lone surrogate included), given
    /// by Download and Copy instead of `text`, its escaped form (issue 39 §4.4).
    #[prop(default = None)]
    exact: Option<js_sys::JsString>,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let copied: RwSignal<Option<bool>> = RwSignal::new(None);
    let to_copy = text.clone();
    // A lone surrogate in it: the clipboard writes U+FFFD for it, and says so.
    let broken = exact.as_ref().is_some_and(|e| !e.is_valid_utf16());
    let exact = StoredValue::new_local(exact);
    view! {
        <div class="tools">
            <button
                type="button"
                class="btn secondary small"
                data-testid="download"
                on:click=move |_| {
                    exact.with_value(|e| match e {
                        Some(e) => web::files::download_exact(&file_name, mime, e),
                        None => web::files::download(&file_name, mime, &text),
                    });
                }
            >
                {tr(lang, Msg::Download)}
            </button>
            <button
                type="button"
                class="btn secondary small"
                data-testid="copy"
                on:click=move |_| {
                    let text = to_copy.clone();
                    let raw = exact.get_value();
                    leptos::task::spawn_local(async move {
                        let ok = match raw {
                            Some(raw) => web::files::copy_exact(&raw).await,
                            None => web::files::copy(&text).await,
                        };
                        copied.set(Some(ok));
                    });
                }
            >
                {tr(lang, Msg::Copy)}
            </button>
            {children.map(|c| c())}
        </div>
        {move || {
            copied
                .get()
                .map(|ok| {
                    let m = match (ok, broken) {
                        (true, false) => Msg::Copied,
                        (true, true) => Msg::CopiedBroken,
                        (false, _) => Msg::CopyFailed,
                    };
                    view! { <p class="hint" role="status" data-testid="copy-status">{tr(lang, m)}</p> }
                })
        }}
    }
}

/// A save that did not open: what is wrong, and its text to download or copy.
#[component]
pub fn DamagedSave(
    lang: ReadSignal<Lang>,
    text: String,
    /// The text could not be moved aside (storage full) and still fills the save slot, so
    /// nothing is saved until the host downloads it and deletes it.
    #[prop(optional)]
    stuck: bool,
    #[prop(into)] on_delete: Callback<()>,
) -> impl IntoView {
    let error = open_text(&text).err();
    let detail = {
        let error = error.clone();
        move || {
            error
                .as_ref()
                .map(|e| crate::words::open_error(lang.get(), e))
                .unwrap_or_default()
        }
    };
    let reason = move || {
        error
            .as_ref()
            .map(|e| why(lang.get(), e))
            .unwrap_or_default()
    };
    let name = format!("mafia-host-save-{}.txt", web::file_stamp());
    let exact = web::storage::rejected_exact_of(&text);
    view! {
        <section class="save-notice" role="alert" data-testid="damaged-save">
            <h2>{tr(lang, Msg::SaveBroken)}</h2>
            <p>{reason}</p>
            <p class="detail" data-testid="damaged-detail">{detail}</p>
            <p class="hint" data-testid="damaged-hint">
                {tr(lang, if stuck { Msg::SaveStuck } else { Msg::SaveKept })}
            </p>
            <TextOut lang text file_name=name mime="text/plain" exact=exact>
                <button
                    type="button"
                    class="btn ghost small"
                    data-testid="discard"
                    on:click=move |_| on_delete.run(())
                >
                    {tr(lang, Msg::Delete)}
                </button>
            </TextOut>
        </section>
    }
}

/// Drops one kept damaged text; the rest stay exactly as stored.
pub fn forget_rejected(kept: RwSignal<Vec<String>>, text: &str) {
    if web::storage::forget_rejected(text) {
        kept.update(|k| k.retain(|x| x != text));
    }
}

fn preset_word(lang: Lang, p: Preset) -> &'static str {
    t(lang, Msg::StartScreen(StartWord::PresetName(p)))
}

fn winner_word(lang: Lang, w: Option<Winner>) -> &'static str {
    // An unfinished game put aside by «New game» (issue 15) has no winner.
    t(lang, w.map_or(Msg::Unfinished, Msg::WinnerShort))
}

/// The finished games, newest first; a tap opens one on its game-over screen.
#[component]
pub fn HistoryScreen(
    lang: ReadSignal<Lang>,
    #[prop(into)] on_open: Callback<(Save,)>,
    /// Opens a finished game's protocol.
    #[prop(into)]
    on_protocol: Callback<(Save,)>,
    /// The players and their statistics over these games.
    #[prop(into)]
    on_players: Callback<()>,
    #[prop(into)] on_back: Callback<()>,
) -> impl IntoView {
    let games = history();
    // A history that does not read is said so, with its text; never "no games yet".
    let damaged = history_values().err();
    let empty = games.is_empty() && damaged.is_none();
    let damaged = damaged.map(|text| {
        let name = format!("mafia-host-history-{}.txt", web::file_stamp());
        view! {
            <section class="save-notice" role="alert" data-testid="history-damaged">
                <h2>{tr(lang, Msg::HistoryBroken)}</h2>
                <p class="hint">{tr(lang, Msg::StoreKept)}</p>
                <TextOut lang text file_name=name mime="text/plain">
                    <button
                        type="button"
                        class="btn ghost small"
                        data-testid="history-discard"
                        on:click=move |_| {
                            let _ = web::storage::remove(HISTORY_KEY);
                            on_back.run(());
                        }
                    >
                        {tr(lang, Msg::Delete)}
                    </button>
                </TextOut>
            </section>
        }
    });
    let rows = games
        .into_iter()
        .map(|save| {
            let winner = save.open().ok().and_then(|g| g.state().winner);
            // When the game started (its id); opening it again does not change that.
            let when = web::local_time(if save.id > 0 { save.id } else { save.saved_at });
            let preset = save.game.setup.preset;
            let players = save.game.setup.players.len();
            let line = move || {
                let l = lang.get();
                format!(
                    "{} · {players} · {}",
                    preset_word(l, preset),
                    winner_word(l, winner)
                )
            };
            let for_protocol = save.clone();
            view! {
                <li class="history-item">
                    <button
                        type="button"
                        class="btn secondary history-row"
                        on:click=move |_| on_open.run((save.clone(),))
                    >
                        <span class="when">{when}</span>
                        <span class="what">{line}</span>
                    </button>
                    {winner.is_some().then(|| view! {
                        <button
                            type="button"
                            class="btn secondary small history-protocol"
                            data-testid="history-protocol"
                            on:click=move |_| on_protocol.run((for_protocol.clone(),))
                        >
                            {tr(lang, Msg::Protocol)}
                        </button>
                    })}
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="screen history">
            <header class="topbar">
                <button type="button" class="btn ghost small" on:click=move |_| on_back.run(())>
                    {tr(lang, Msg::StartScreen(StartWord::Back))}
                </button>
                <h1 class="screen-title">{tr(lang, Msg::HistoryTitle)}</h1>
            </header>
            <button type="button" class="btn secondary" data-testid="players-open" on:click=move |_| on_players.run(())>
                {tr(lang, Msg::Players)}
            </button>
            {damaged}
            <Show when=move || empty>
                <p class="hint">{tr(lang, Msg::HistoryEmpty)}</p>
            </Show>
            <ol class="history-list" data-testid="history">{rows}</ol>
        </section>
    }
}

/// The history, in the `more` chunk; its preload fetches that chunk (`lazy::prefetch`).
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_more))]
pub fn history_screen(
    lang: ReadSignal<Lang>,
    on_open: Callback<(Save,)>,
    on_protocol: Callback<(Save,)>,
    on_players: Callback<()>,
    on_back: Callback<()>,
) -> Drawn {
    Ok(view! { <HistoryScreen lang on_open on_protocol on_players on_back /> }.into_any())
}

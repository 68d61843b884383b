//! The banners over every screen: not saving, another tab took the game, a finished game
//! the history could not take, the history's oldest game dropped, a new version ready.
//! `keep::Keep` owns their signals; this draws them and passes the host's taps back.

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;

use super::saves;
use super::tr;
use crate::engine::{Game, GameLog, Save};
use crate::web;
use crate::words::{t, Lang, Msg};

/// The banners' signals (`keep::Keep` owns them).
#[derive(Clone, Copy)]
pub struct BannerState {
    pub save_failed: RwSignal<bool>,
    /// Another tab wrote the save: `Some(true)` it continued this game, `Some(false)` it
    /// started another one.
    pub other_tab: RwSignal<Option<bool>>,
    pub not_in_history: RwSignal<Option<Save>>,
    pub not_kept: RwSignal<bool>,
    pub history_dropped: RwSignal<bool>,
    pub update_ready: RwSignal<bool>,
    /// The game on screen, to read.
    pub game: ReadSignal<Option<Game>>,
}

impl BannerState {
    /// Whether a banner is up (reactive).
    pub fn any(&self) -> bool {
        self.save_failed.get()
            || self.locked()
            || self.not_in_history.with(Option::is_some)
            || self.history_dropped.get()
            || self.update_ready.get()
    }

    /// Whether this tab is locked because another tab took the game (reactive).
    pub fn locked(&self) -> bool {
        self.other_tab.with(Option::is_some)
    }
}

#[component]
pub fn Banners(
    lang: ReadSignal<Lang>,
    state: BannerState,
    /// The host takes the game over in this tab.
    #[prop(into)]
    on_take_over: Callback<()>,
    /// Whether a game is being played here (a reload for the update goes back into it).
    #[prop(into)]
    in_game: Callback<(), bool>,
) -> impl IntoView {
    let BannerState {
        save_failed,
        other_tab,
        not_in_history,
        not_kept,
        history_dropped,
        update_ready,
        game,
    } = state;
    view! {
        <Show when=move || save_failed.get()>
            <div class="banner warn" role="alert" data-testid="save-failed">
                <p>{tr(lang, Msg::SaveFailed)}</p>
                <button type="button" class="btn ghost small" on:click=move |_| save_failed.set(false)>
                    {tr(lang, Msg::Dismiss)}
                </button>
            </div>
        </Show>
        {move || other_tab.get().map(|same| {
            let log = move || {
                game.with_untracked(|g| g.as_ref().map(|g| GameLog::of(g).to_json()))
                    .unwrap_or_default()
            };
            // One tab owns the game: this one no longer saves it, so it takes no tap — the
            // notice covers the whole screen — until the host takes the game over here,
            // which reopens the latest save (the other tab then stops in turn).
            view! {
                <div class="tab-lock" data-testid="other-tab-lock">
                <div class="banner warn" role="alert" data-testid="other-tab">
                    <p>{tr(lang, if same { Msg::OtherTab } else { Msg::OtherTabNewGame })}</p>
                    <button type="button" class="btn primary small" data-testid="other-tab-take" on:click=move |_| on_take_over.run(())>
                        {tr(lang, Msg::TakeOver)}
                    </button>
                    <Show when=move || !same>
                        <button
                            type="button"
                            class="btn secondary small"
                            data-testid="other-tab-download"
                            on:click=move |_| {
                                let name = format!("mafia-host-{}.json", web::file_stamp());
                                web::files::download(&name, "application/json", &log());
                            }
                        >
                            {tr(lang, Msg::Download)}
                        </button>
                    </Show>
                </div>
                </div>
            }
        })}
        {move || not_in_history.get().map(|save| {
            let text = save.game.to_json();
            let name = format!("mafia-host-{}.json", web::file_stamp());
            view! {
                <div class="banner warn" role="alert" data-testid="not-in-history">
                    <p>{move || t(lang.get(), if not_kept.get() { Msg::FinishedNotSaved } else { Msg::NotInHistory })}</p>
                    <saves::TextOut lang text file_name=name mime="application/json">
                        <button type="button" class="btn ghost small" on:click=move |_| not_in_history.set(None)>
                            {tr(lang, Msg::Dismiss)}
                        </button>
                    </saves::TextOut>
                </div>
            }
        })}
        <Show when=move || history_dropped.get()>
            <div class="banner" role="status" data-testid="history-dropped">
                <p>{tr(lang, Msg::HistoryDropped)}</p>
                <button type="button" class="btn ghost small" on:click=move |_| history_dropped.set(false)>
                    {tr(lang, Msg::Dismiss)}
                </button>
            </div>
        </Show>
        <Show when=move || update_ready.get()>
            <div class="banner" role="status" data-testid="update">
                <p>{tr(lang, Msg::UpdateReady)}</p>
                <div class="tools">
                    <button type="button" class="btn ghost small" on:click=move |_| update_ready.set(false)>
                        {tr(lang, Msg::Later)}
                    </button>
                    <button type="button" class="btn primary small" data-testid="reload" on:click=move |_| {
                        // Mid-game, the reload goes straight back into the saved game.
                        if in_game.run(()) {
                            web::storage::mark_resume();
                        }
                        web::sw::apply_update();
                    }>
                        {tr(lang, Msg::Reload)}
                    </button>
                </div>
            </div>
        </Show>
    }
}

/// The banners over every screen (`Banners`), drawn while one is up, in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn banners(
    lang: ReadSignal<Lang>,
    state: BannerState,
    on_take_over: Callback<()>,
    in_game: Callback<(), bool>,
) -> Drawn {
    Ok(view! { <Banners lang state on_take_over in_game /> }.into_any())
}

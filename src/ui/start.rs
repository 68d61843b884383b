//! The start screen: the language, Continue and New game. Its hero (emblem, title,
//! tagline) is index.html's `#shell`, drawn before the wasm arrives and kept (ui::App).

use leptos::prelude::*;

use super::lang_switch::LangSwitch;
use super::tr;
use crate::words::{Lang, Msg};

#[component]
pub fn StartScreen(
    lang: ReadSignal<Lang>,
    #[prop(into)] on_lang: Callback<(Lang,)>,
    /// Whether a saved game exists, read when the screen opens.
    has_save: bool,
    #[prop(into)] on_new_game: Callback<()>,
    #[prop(into)] on_continue: Callback<()>,
    /// Notices and the smaller tools (history, open a file), above the main actions.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    view! {
        <section class="screen start">
            <header class="topbar">
                <LangSwitch lang on_lang />
            </header>
            {children.map(|c| c())}
            <nav class="actions">
                <button
                    type="button"
                    class="btn secondary"
                    data-testid="continue"
                    disabled=!has_save
                    on:click=move |_| on_continue.run(())
                >
                    {tr(lang, Msg::Continue)}
                </button>
                <Show when=move || !has_save>
                    <p class="hint">{tr(lang, Msg::NoSavedGame)}</p>
                </Show>
                <button type="button" class="btn primary" on:click=move |_| on_new_game.run(())>
                    {tr(lang, Msg::NewGame)}
                </button>
            </nav>
        </section>
    }
}

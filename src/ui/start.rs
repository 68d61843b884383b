//! The start screen: the title, the language, Continue and New game.

use leptos::prelude::*;

use super::i18n::{Lang, Msg};
use super::lang_switch::LangSwitch;
use super::tr;

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
            <div class="hero">
                <img class="emblem" src="icons/icon.svg" alt="" width="112" height="112" />
                <h1>{tr(lang, Msg::AppTitle)}</h1>
                <p class="tagline">{tr(lang, Msg::Tagline)}</p>
            </div>
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

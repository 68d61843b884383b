//! The start screen: the language, Continue and New game. Its hero (emblem, title,
//! tagline) is index.html's `#shell`, drawn before the wasm arrives and kept (ui::App).

use leptos::prelude::*;

use super::lang_switch::LangSwitch;
use super::word;
use crate::web;
use crate::words::{start, Lang, StartWord};

/// The page in the host's language: its `lang`, its title, and index.html's hero.
pub(crate) fn show_lang(lang: Lang) {
    let title = start(lang, StartWord::AppTitle);
    web::lang::apply_to_document(lang.code(), title);
    web::shell_words(title, start(lang, StartWord::Tagline));
}

#[component]
pub fn StartScreen(
    lang: ReadSignal<Lang>,
    #[prop(into)] on_lang: Callback<(Lang,)>,
    /// The saved game, if one is unfinished, in a host's words (preset, phase, players),
    /// read when the screen opens.
    saved: Option<String>,
    #[prop(into)] on_new_game: Callback<()>,
    #[prop(into)] on_continue: Callback<()>,
    /// A tool in the top bar, beside the language (the evening): drawn by the app only, in
    /// the bar's fixed height, so it never moves the main actions.
    #[prop(optional, into)]
    top: Option<ViewFn>,
    /// Notices and the smaller tools (history, open a file), above the main actions.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    view! {
        <section class="screen start">
            <header class="topbar">
                {top.map(|f| f.run())}
                <LangSwitch lang on_lang />
            </header>
            {children.map(|c| c())}
            // An unfinished game: Continue is the big button and says which game it is.
            <nav class="actions">
                {match saved {
                    Some(which) => view! {
                        <button
                            type="button"
                            class="btn primary continue"
                            data-testid="continue"
                            on:click=move |_| on_continue.run(())
                        >
                            <span>{word(lang, StartWord::Continue)}</span>
                            <span class="continue-which" data-testid="continue-which">{which}</span>
                        </button>
                        <button type="button" class="btn secondary" on:click=move |_| on_new_game.run(())>
                            {word(lang, StartWord::NewGame)}
                        </button>
                    }
                    .into_any(),
                    None => view! {
                        <button type="button" class="btn secondary" data-testid="continue" disabled=true>
                            {word(lang, StartWord::Continue)}
                        </button>
                        <p class="hint">{word(lang, StartWord::NoSavedGame)}</p>
                        <button type="button" class="btn primary" on:click=move |_| on_new_game.run(())>
                            {word(lang, StartWord::NewGame)}
                        </button>
                    }
                    .into_any(),
                }}
            </nav>
        </section>
    }
}

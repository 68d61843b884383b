//! The Leptos app. Screens draw state and pass the host's taps on; they hold no game rules.

mod i18n;
mod lang_switch;
mod setup;
mod start;

use leptos::prelude::*;

use crate::web;
use i18n::{t, Lang, Msg};
use setup::SetupScreen;
use start::StartScreen;

/// Mounts the app into `<body>`.
pub fn mount() {
    leptos::mount::mount_to_body(App);
}

/// Which screen is up. Game screens will be picked from the engine's phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Screen {
    Start,
    Setup,
}

/// A reactive text: `tr(lang, msg)` in a view follows the language switch.
fn tr(lang: ReadSignal<Lang>, msg: Msg) -> impl Fn() -> &'static str + Copy + 'static {
    move || t(lang.get(), msg)
}

#[component]
fn App() -> impl IntoView {
    let stored = web::lang::stored();
    let browser = web::lang::browser();
    let (lang, set_lang) = signal(Lang::initial(stored.as_deref(), browser.as_deref()));
    let (screen, set_screen) = signal(Screen::Start);

    Effect::new(move |_| {
        let lang = lang.get();
        web::lang::apply_to_document(lang.code(), t(lang, Msg::AppTitle));
    });

    let choose_lang = move |l: Lang| {
        set_lang.set(l);
        web::lang::remember(l.code());
    };

    view! {
        <main class="app">
            {move || match screen.get() {
                Screen::Start => {
                    view! {
                        <StartScreen
                            lang
                            on_lang=choose_lang
                            has_save=web::storage::has_save()
                            on_new_game=move || set_screen.set(Screen::Setup)
                        />
                    }
                        .into_any()
                }
                Screen::Setup => {
                    view! { <SetupScreen lang on_back=move || set_screen.set(Screen::Start) /> }
                        .into_any()
                }
            }}
        </main>
    }
}

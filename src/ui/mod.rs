//! The Leptos app. Screens draw state and pass the host's taps on; they hold no game rules.

mod game;
mod i18n;
mod lang_switch;
mod setup;
mod start;

use leptos::prelude::*;

use crate::engine::{Game, GameLog, Setup};
use crate::web;
use game::GameScreen;
use i18n::{t, Lang, Msg};
use setup::SetupScreen;
use start::StartScreen;

/// Mounts the app into `<body>`.
pub fn mount() {
    web::remove_shell();
    leptos::mount::mount_to_body(App);
}

/// Which screen is up. Inside a game, the engine's stage picks the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Screen {
    Start,
    Setup,
    Game,
}

/// The saved game, if the save holds one that still replays.
fn load_saved_game() -> Option<Game> {
    let text = web::storage::get(web::storage::SAVE_KEY)?;
    let log = GameLog::from_json(&text).ok()?;
    let setup = log.setup().ok()?;
    match Game::replay(setup, &log.actions) {
        Ok(game) => Some(game),
        // Keep every action before the refused one: nothing the host entered is lost
        // beyond what no longer fits the rules.
        Err(crate::engine::ReplayFailure::Refused { game, .. }) => Some(*game),
        Err(crate::engine::ReplayFailure::Setup(_)) => None,
    }
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
    // The finished game a "new game with the same players" starts from.
    let again: RwSignal<Option<Setup>> = RwSignal::new(None);
    // The game in progress. `None` until a game starts or is continued.
    let game: RwSignal<Option<Game>> = RwSignal::new(None);

    // Autosave: every change of the game writes its log.
    Effect::new(move |_| {
        game.with(|g| {
            if let Some(g) = g {
                let _ = web::storage::set(web::storage::SAVE_KEY, &GameLog::of(g).to_json());
            }
        })
    });

    let start_game = move |setup: Setup| {
        if let Ok(g) = Game::new(setup) {
            game.set(Some(g));
            set_screen.set(Screen::Game);
        }
    };
    let continue_game = move || {
        if let Some(g) = load_saved_game() {
            game.set(Some(g));
            set_screen.set(Screen::Game);
        }
    };

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
                            has_save=load_saved_game().is_some()
                            on_new_game=move || {
                                again.set(None);
                                set_screen.set(Screen::Setup)
                            }
                            on_continue=move || continue_game()
                        />
                    }
                        .into_any()
                }
                Screen::Setup => {
                    view! {
                        <SetupScreen
                            lang
                            again=again.get_untracked()
                            on_back=move || set_screen.set(Screen::Start)
                            on_start=move |setup: Setup| start_game(setup)
                        />
                    }
                        .into_any()
                }
                Screen::Game => {
                    view! {
                        <GameScreen
                            lang
                            game
                            on_exit=move || set_screen.set(Screen::Start)
                            on_again=move || {
                                again.set(game.with_untracked(|g| g.as_ref().map(|g| g.setup().clone())));
                                set_screen.set(Screen::Setup)
                            }
                        />
                    }
                        .into_any()
                }
            }}
        </main>
    }
}

//! The first screens (issue 25): what a first visit needs before anything else — the start
//! screen and the set-up — are drawn by the wasm's main module, so New game and the rule
//! choice answer as soon as it is there. Everything else (the game, the saves, every other
//! screen) is the app (`App`), a wasm chunk fetched while the host sets up
//! (`app::app`); it takes over the moment the host leaves these two screens, carrying out
//! what they asked for (`Intent`), and it draws the first screen itself whenever there is
//! something to decide first (a save, a game or a set-up under way, a damaged save kept, an
//! evening: `route::start`). On a first visit index.html draws this start
//! screen's actions before the wasm (`#early`); a New game tapped there opens the set-up here.

use leptos::prelude::*;

use super::app::{app, preload_app, Intent};
use super::lazy;
use super::saves::preload_more;
use super::setup::{preload_setup, Opening, SetupScreen};
use super::start::{show_lang, StartScreen};
use super::start_tools::StartTools;
use super::{word, Screen};
use crate::engine::Setup;
use crate::route;
use crate::web;
use crate::words::{Lang, StartWord};

/// Mounts the app into `<body>` (`Root`). The start screen's buttons answer a tap once it is
/// drawn, by the main module or by the app: the moment the benchmarks call `app-usable`
/// (BENCHMARKS.md), marked by whichever draws it first.
pub fn mount() {
    leptos::mount::mount_to_body(Root);
}

/// Which of the first screens is up, or `None` once the app has taken over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum First {
    Start,
    Setup,
}

#[component]
fn Root() -> impl IntoView {
    let stored = web::lang::stored();
    let browser = web::lang::browser();
    let (lang, set_lang) = signal(Lang::initial(stored.as_deref(), browser.as_deref()));
    Effect::new(move |_| show_lang(lang.get()));
    let on_lang = Callback::new(move |(l,): (Lang,)| {
        set_lang.set(l);
        web::lang::remember(l.code());
    });
    // index.html's first-visit start screen gives way to this one; New game tapped on it
    // opens the set-up.
    // The app draws the first screen when there is something to decide first; the same
    // start-up as the app's (`route::start`).
    let start = route::start(&web::storage::held(web::take_early_tap(), false));
    let first = RwSignal::new((!start.by_app).then(|| match start.first {
        route::First::Setup => {
            super::setup::forget();
            First::Setup
        }
        _ => First::Start,
    }));
    // What the app carries out when it takes over (nothing when it draws the first screen).
    let intent: RwSignal<Option<Intent>> = RwSignal::new(None);
    let hand_over = move |i: Intent| {
        intent.set(Some(i));
        // The app shows the hero where it draws its start screen.
        web::show_shell(false);
        first.set(None);
    };
    // While these screens are up: the hero on the start screen only, each screen at its top,
    // a reload of a set-up goes back to it (the app does the same for its screens).
    Effect::new(move |prev: Option<Option<First>>| {
        let now = first.get();
        if let Some(f) = now {
            web::show_shell(f == First::Start);
            web::storage::set_doing((f == First::Setup).then_some(route::Doing::Setup));
            if prev.is_some_and(|p| p != now) {
                web::scroll_top();
            }
        }
        now
    });
    // The start screen's smaller tools come in a task of their own; then the app's chunk
    // (and the others), then the service worker, whose precache finds them in the HTTP cache.
    let settled = RwSignal::new(false);
    if first.get_untracked().is_some() {
        // The start screen is drawn (the app marks it where it draws the first screen).
        Effect::new(|_| web::mark_once("app-usable"));
        set_timeout(
            move || {
                settled.set(true);
                leptos::task::spawn_local(async move {
                    lazy::prefetch(preload_setup(), preload_app(), preload_more()).await;
                    web::sw::register(|| {});
                });
            },
            std::time::Duration::ZERO,
        );
    }
    let go = move |to: Screen| hand_over(Intent::Go(to));
    view! {
        <main class="app">
            {move || match first.get() {
                Some(First::Start) => view! {
                    <StartScreen
                        lang
                        on_lang
                        saved=None
                        on_new_game=move || {
                            super::setup::forget();
                            first.set(Some(First::Setup));
                        }
                        on_continue=|| {}
                        top=move || view! {
                            <Show when=move || settled.get()>
                                <button type="button" class="btn secondary small topbar-tool" data-testid="evening-open" on:click=move |_| go(Screen::Evening)>
                                    {word(lang, StartWord::Evening)}
                                </button>
                                <button type="button" class="btn secondary small topbar-tool" data-testid="tournament-open" on:click=move |_| go(Screen::Tournament)>
                                    {word(lang, StartWord::Tournament)}
                                </button>
                            </Show>
                        }
                    >
                        <Show when=move || settled.get()>
                            <StartTools
                                lang
                                go=move |(to,): (Screen,)| go(to)
                                on_file=move |(text,): (Option<String>,)| hand_over(Intent::File(text))
                            />
                        </Show>
                    </StartScreen>
                }
                .into_any(),
                Some(First::Setup) => view! {
                    <SetupScreen
                        lang
                        opening=Opening::new()
                        on_back=move || first.set(Some(First::Start))
                        on_start=move |(setup,): (Setup,)| hand_over(Intent::Play(setup))
                        known=None
                    />
                }
                .into_any(),
                None => {
                    let intent = intent.get_untracked();
                    lazy::screen(lang, move || app(lang, on_lang, intent.clone()))
                }
            }}
        </main>
    }
}

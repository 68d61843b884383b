//! The app: everything after the first screens (`root`), a wasm chunk of its own (`app`).
//! A shell of its screens: which one is up (`screens`), what their taps do between them
//! (`session`), and where the game is kept (`keep`: autosave, history, another tab's writes).

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use super::keep::Keep;
use super::lazy::{self, Drawn, Frame};
use super::saves::preload_more;
use super::session::Session;
use super::setup::preload_setup;
use super::why::{self, Why};
use super::{back_at, banners, screens, Screen};
use crate::engine::Setup;
use crate::route::{self, Route};
use crate::web;
use crate::words::Lang;

/// What the host asked for on the first screens, carried out by the app when it takes over.
#[derive(Clone, Debug)]
pub enum Intent {
    /// The set-up is dealt: the game begins.
    Play(Setup),
    /// A start screen's tool: its screen.
    Go(Screen),
    /// A game file picked on the start screen (`None`: it could not be read as text).
    File(Option<String>),
}

/// The app, in its chunk (`app`): `root` draws it once the first screens give way.
#[wasm_split(app, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_app))]
pub fn app(lang: ReadSignal<Lang>, on_lang: Callback<(Lang,)>, intent: Option<Intent>) -> Drawn {
    Ok(view! { <App lang on_lang intent /> }.into_any())
}

/// Everything after the first screens (`root`): drawn from its wasm chunk (`app`).
#[component]
fn App(
    lang: ReadSignal<Lang>,
    /// The host chose a language.
    on_lang: Callback<(Lang,)>,
    /// What the host asked for on the main module's first screens, if they were up.
    intent: Option<Intent>,
) -> impl IntoView {
    // The start screen is drawn (the app drew the first screen itself).
    Effect::new(|_| web::mark_once("app-usable"));
    let keep = Keep::new();
    // The game screen's step is saved with the game (`Keep::save_step`).
    provide_context(keep);
    let s = Session::new(lang, keep);
    let screen = s.screen;
    // The start screen's hero is index.html's, painted before the wasm arrived: the app
    // keeps it (a redraw would be a later, second paint of the same words), shows it on
    // the start screen only, and speaks the host's language in it.
    Effect::new(move |_| web::show_shell(screen.get() == Screen::Start));
    // Each screen opens at its top (the protocol after a long game over, say).
    Effect::new(move |prev: Option<Screen>| {
        let now = screen.get();
        if prev.is_some_and(|p| p != now) {
            web::scroll_top();
        }
        now
    });

    // The first task draws what the host needs first (the hero is index.html's; Continue and
    // New game). The start screen's smaller tools, the other-tab listener and the service
    // worker follow in a task of their own, so no start-up task blocks the page for long
    // (BENCHMARKS.md, TBT).
    let settled = RwSignal::new(false);
    let update_ready = keep.banners.update_ready;
    set_timeout(
        move || {
            settled.set(true);
            keep.watch_other_tabs(screen);
            // The other screens' chunks, then the service worker: its precache finds the
            // chunks in the HTTP cache and a first visit downloads each file once (when the
            // first screens were the main module's, it registered already; again is harmless
            // and watches for a new version).
            leptos::task::spawn_local(async move {
                lazy::prefetch(preload_setup(), preload_app(), preload_more()).await;
                web::sw::register(move || update_ready.set(true));
            });
        },
        std::time::Duration::ZERO,
    );

    // The screen stays on while a game is played.
    let playing = Memo::new(move |_| {
        screen.get() == Screen::Game
            && !keep.kept.get().archived
            && keep
                .game
                .with(|g| g.as_ref().is_some_and(|g| !g.state().is_over()))
    });
    Effect::new(move |_| web::wake::keep_awake(playing.get()));

    // A reload of a tab that was playing reopens its game by itself (so does an update
    // taken mid-game), on its screen, with the step as the host left it (`ui::game::ctx`):
    // no Continue tap. A reload at game over comes back to the result (the save slot keeps
    // the finished game; the history already holds it, under the same id, so it stays there
    // once). A set-up left half-way goes on where it was. A new tab starts at the start
    // screen, where Continue is the big button (one tab owns a game). The same start-up as
    // `root`'s (`route::start`); when the first screens were up, the app carries out what
    // the host asked there, on top.
    let start = route::start(&web::storage::held(false, true));
    if start.by_app {
        s.open_first(start.first);
    }
    keep.remember_doing(screen, playing);

    let why = Why::provide(lang, on_lang);
    // The phone's Back on a screen that has one: where that screen's own Back goes (the
    // app's layer of the route, below the screen's own).
    back_at(
        move || s.route(),
        move |to: Route| {
            if to.screen != screen.get_untracked() {
                s.go(to.screen);
            }
        },
        || {},
    );
    match intent {
        Some(Intent::Play(setup)) => s.start_game(setup),
        Some(Intent::Go(to)) => s.go(to),
        Some(Intent::File(text)) => s.on_file(text),
        None => {}
    }

    let banners = keep.banners;
    let on_take_over = Callback::new(move |()| s.take_over());
    let in_game = Callback::new(move |()| keep.own_game(screen.get_untracked()));
    view! {
        // Drawn by the `more` chunk, and only while one is up: while it comes, another tab's
        // lock covers the screen at once (`Frame::Layer`), the other banners wait unseen.
        <Show when=move || banners.any()>
            {move || {
                let frame = if banners.locked() { Frame::Layer } else { Frame::Quiet };
                lazy::part(lang, frame, move || banners::banners(lang, banners, on_take_over, in_game))
            }}
        </Show>
        {move || screens::draw(s, screen.get(), settled, on_lang)}
        <Show when=move || why.is_open()>
            {lazy::part(lang, Frame::Quiet, why::why_panel)}
        </Show>
    }
}

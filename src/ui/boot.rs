//! The start binary's screen (issue 16): `src/start.rs` is a second, small wasm that the page
//! loads first. It draws the start screen under index.html's hero, so New game answers a tap
//! before the app (`src/main.rs`, several times its size) has arrived. It reaches only the
//! start screen, its words (`words::start`) and the storage reads below, nothing of the
//! engine or the other screens.
//!
//! A tap on New game before the app is there shows the set-up's frame at once and is written
//! on the start binary's element (`data-intent`); the app, when it mounts, takes that element
//! away and carries the tap out (`take`). The start binary draws nothing when the app has
//! something to decide first (a save, a game or set-up under way, an update taken mid-game):
//! the app draws that screen itself.

use leptos::prelude::*;

use super::start::{show_lang, LoadingFrame, StartScreen};
use crate::web;
use crate::words::Lang;

/// The selector of the start binary's element (`data-boot`).
const BOOT: &str = "[data-boot]";
/// New game was tapped before the app arrived.
const NEW_GAME: &str = "new-game";

/// What the host tapped on the start binary's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    NewGame,
}

/// The start binary's entry: draws the start screen unless the app draws the first screen.
pub fn mount() {
    if web::storage::app_decides_start() {
        return;
    }
    leptos::mount::mount_to_body(Boot);
    web::mark("app-usable");
}

#[component]
fn Boot() -> impl IntoView {
    let stored = web::lang::stored();
    let browser = web::lang::browser();
    let (lang, set_lang) = signal(Lang::initial(stored.as_deref(), browser.as_deref()));
    let asked = RwSignal::new(false);
    Effect::new(move |_| show_lang(lang.get()));
    Effect::new(move |_| web::show_shell(!asked.get()));
    view! {
        <main class="app" data-boot="" data-intent=move || asked.get().then_some(NEW_GAME)>
            <Show
                when=move || !asked.get()
                fallback=move || view! { <LoadingFrame lang /> }
            >
                <StartScreen
                    lang
                    on_lang=move |l: Lang| {
                        set_lang.set(l);
                        web::lang::remember(l.code());
                    }
                    saved=None
                    on_new_game=move || asked.set(true)
                    on_continue=|| {}
                />
            </Show>
        </main>
    }
}

/// Called by the app as it mounts: removes the start binary's screen and returns the tap it
/// recorded, if any. The app's own start screen (or the tapped screen) takes its place in the
/// same task, so nothing is painted in between.
pub fn take() -> Option<Intent> {
    let doc = web_sys::window()?.document()?;
    let el = doc.query_selector(BOOT).ok()??;
    let intent = el.get_attribute("data-intent");
    el.remove();
    (intent.as_deref() == Some(NEW_GAME)).then_some(Intent::NewGame)
}

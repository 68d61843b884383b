//! The screens that arrive after the first paint (issue 16). The first download holds the
//! framework, the app's root and the start screen; every other screen is a wasm chunk
//! (`scripts/split.js` cuts the wasm at the split points below). `prefetch` fetches the chunks
//! right after the start screen is drawn, so a tap on New game or Continue finds its screen
//! there; a screen whose chunk is not there yet (a first visit on a slow network) shows its
//! frame at once and fills in when the chunk arrives, and nothing a host does waits on it.
//!
//! Each function here draws one screen from its props. Their arguments cross into the chunk
//! as they are (concrete types, no generics): signals, callbacks and plain values.

use std::future::Future;

use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use send_wrapper::SendWrapper;

use super::evening::EveningScreen;
use super::game::GameScreen;
use super::players::PlayersScreen;
use super::practice::{PracticeBanner, PracticeScreen};
use super::protocol::ProtocolScreen;
use super::saves::HistoryScreen;
use super::scan::ScanScreen;
use super::screen::PublicScreen;
use super::settings::SettingsScreen;
use super::setup::{Again, SetupScreen};
use super::start::LoadingFrame;
use super::Kept;
use crate::engine::practice::Case;
use crate::engine::{Game, Save, Setup};
use crate::words::Lang;

/// A chunk that could not be fetched (no network, a failed request). The screen keeps its
/// frame and tries again.
#[derive(Debug)]
pub struct Unloaded;

impl From<SplitLoaderError> for Unloaded {
    fn from(_: SplitLoaderError) -> Self {
        Unloaded
    }
}

type Drawn = Result<AnyView, Unloaded>;

// `play`: what a game needs (set-up, the game, its protocol). `more`: the start screen's
// other tools. Code both use is put in a chunk of its own by the splitter.

#[wasm_split(play, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_play))]
pub fn setup(
    lang: ReadSignal<Lang>,
    again: Option<Again>,
    on_back: Callback<()>,
    on_start: Callback<(Setup,)>,
) -> Drawn {
    Ok(view! { <SetupScreen lang again on_back on_start /> }.into_any())
}

#[wasm_split(play, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn game(
    lang: ReadSignal<Lang>,
    game: RwSignal<Option<Game>>,
    kept: RwSignal<Kept>,
    on_exit: Callback<()>,
    on_protocol: Callback<()>,
    on_again: Callback<()>,
    on_evening: Callback<()>,
) -> Drawn {
    // A practice game is no evening's.
    let id = kept.with_untracked(|k| if k.practice.is_some() { 0 } else { k.id });
    Ok(view! {
        {move || kept.get().practice.map(|case| view! { <PracticeBanner lang case /> })}
        <GameScreen lang game id on_exit on_protocol on_again on_evening />
    }
    .into_any())
}

#[wasm_split(play, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn protocol(lang: ReadSignal<Lang>, game: Game, id: u64, on_back: Callback<()>) -> Drawn {
    Ok(view! { <ProtocolScreen lang game id on_back /> }.into_any())
}

#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_more))]
pub fn history(
    lang: ReadSignal<Lang>,
    on_open: Callback<(Save,)>,
    on_protocol: Callback<(Save,)>,
    on_players: Callback<()>,
    on_back: Callback<()>,
) -> Drawn {
    Ok(view! { <HistoryScreen lang on_open on_protocol on_players on_back /> }.into_any())
}

#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn practice(
    lang: ReadSignal<Lang>,
    failed: Option<Case>,
    on_pick: Callback<(Case,)>,
    on_back: Callback<()>,
) -> Drawn {
    Ok(view! { <PracticeScreen lang failed on_pick on_back /> }.into_any())
}

#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn scan(lang: ReadSignal<Lang>, on_back: Callback<()>, on_text: Callback<(String,)>) -> Drawn {
    Ok(view! { <ScanScreen lang on_back on_text /> }.into_any())
}

#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn settings(lang: ReadSignal<Lang>, on_back: Callback<()>) -> Drawn {
    Ok(view! { <SettingsScreen lang on_back /> }.into_any())
}

#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn evening(
    lang: ReadSignal<Lang>,
    on_deal: Callback<(Again,)>,
    on_continue: Callback<()>,
    on_back: Callback<()>,
) -> Drawn {
    Ok(view! { <EveningScreen lang on_deal on_continue on_back /> }.into_any())
}

#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn players(lang: ReadSignal<Lang>, on_back: Callback<()>) -> Drawn {
    Ok(view! { <PlayersScreen lang on_back /> }.into_any())
}

/// This device as the players' screen (issue 24).
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn players_screen(
    lang: ReadSignal<Lang>,
    on_lang: Callback<(Lang,)>,
    on_back: Callback<()>,
) -> Drawn {
    Ok(view! { <PublicScreen lang on_lang on_back /> }.into_any())
}

/// The code reader (the camera and the QR decoder, `ui::reader`): a chunk of its own, so the
/// game's and the other screens' chunks do not carry the decoder and its tables; fetched
/// with the others after the first render, drawn where a reader is shown (`reader::Reader`).
#[wasm_split(reader, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_reader))]
pub fn code_reader(
    lang: Signal<Lang>,
    on_code: Callback<(String,)>,
    no_camera: Option<crate::words::Msg>,
) -> Drawn {
    Ok(view! { <super::reader::CodeReader lang on_code no_camera /> }.into_any())
}

/// Fetches the chunks in the background, the game's first: called once the start screen
/// is drawn. A chunk that fails here is fetched again when its screen opens.
pub async fn prefetch() {
    let _ = preload_play().await;
    let _ = preload_more().await;
    let _ = preload_reader().await;
}

/// A screen drawn by a chunk: its content as soon as the chunk is there (at once when it
/// already is), meanwhile the screen's empty frame. A failed fetch is tried again every
/// second while the screen is up.
pub fn screen<F, Fut>(lang: ReadSignal<Lang>, draw: F) -> AnyView
where
    F: Fn() -> Fut + 'static,
    Fut: Future<Output = Drawn> + 'static,
{
    let ready = RwSignal::new(false);
    let content = Suspend::new(SendWrapper::new(async move {
        loop {
            if let Ok(view) = draw().await {
                ready.set(true);
                return view;
            }
            crate::web::clock::sleep(1_000).await;
        }
    }));
    view! {
        {content}
        <Show when=move || !ready.get()>
            <LoadingFrame lang />
        </Show>
    }
    .into_any()
}

//! The code that arrives after the first screens (issue 25). The main module holds the
//! framework, the root, the start screen and the set-up's rules (`ui::root`); the set-up's
//! later steps (`setup`), the app (`app`) and the start screen's other tools with the game's
//! rarely opened parts and the code reader (`more`) are wasm chunks (`scripts/split.js` cuts
//! the wasm at the split points below). `prefetch` fetches them right after the start screen
//! is drawn, `setup` and `app` together, then `more`; a
//! chunk not there yet shows its screen's frame at once and fills in when it arrives, and
//! nothing a host does waits on it.
//!
//! Each function here draws one screen from its props. Their arguments cross into the chunk
//! as they are (concrete types, no generics): signals, callbacks and plain values.

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use send_wrapper::SendWrapper;

use super::banners::{BannerState, Banners};
use super::evening::EveningScreen;
use super::notices::{Notices, StartNotices};
use super::players::PlayersScreen;
use super::practice::PracticeScreen;
use super::root::Intent;
use super::saves::HistoryScreen;
use super::scan::ScanScreen;
use super::screen::PublicScreen;
use super::settings::SettingsScreen;
use super::setup::{Again, Choices, Step};
use super::start::LoadingFrame;
use super::App;
use crate::engine::practice::Case;
use crate::engine::public::{self, Clock};
use crate::engine::{Game, GameState, Save, Setup};
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

// `app`: everything after the first screens (the root draws the start screen and the set-up
// from the main module). `more`: the start screen's other tools, the game's rarely opened
// parts, and the code reader (every screen that reads a code is drawn here). Code two of them
// use is put in a chunk of its own by the splitter.

#[wasm_split(app, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_app))]
pub fn app(lang: ReadSignal<Lang>, on_lang: Callback<(Lang,)>, intent: Option<Intent>) -> Drawn {
    Ok(view! { <App lang on_lang intent /> }.into_any())
}

/// A set-up step after the rules (`setup::later_step`): the main module draws the start
/// screen and the rules; the rest of the set-up is fetched first, while the rules are chosen.
#[wasm_split(setup, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_setup))]
pub fn setup_step(
    lang: ReadSignal<Lang>,
    step: Step,
    choices: Choices,
    known: Option<Vec<String>>,
    go: Callback<(Step,)>,
    start: Callback<(Setup,)>,
) -> Drawn {
    Ok(super::setup::later_step(
        lang, step, choices, known, go, start,
    ))
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

/// A finished game's protocol (from game over or the history).
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn protocol(lang: ReadSignal<Lang>, game: Game, id: u64, on_back: Callback<()>) -> Drawn {
    Ok(view! { <super::protocol::ProtocolScreen lang game id on_back /> }.into_any())
}

// The game's rarely opened parts: game over, the hand-off, the fix card and the players'
// screen's sheet are in `more`, off the game's own path (fetched right after it, long before
// a game can end or a fix be made). They read the game from its context (`game::Ctx`).

#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn game_over(
    on_again: Callback<()>,
    on_exit: Callback<()>,
    on_protocol: Callback<()>,
    on_evening: Callback<()>,
    id: u64,
) -> Drawn {
    Ok(
        view! { <super::game::over::GameOver on_again on_exit on_protocol on_evening id /> }
            .into_any(),
    )
}

#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn hand_off() -> Drawn {
    Ok(view! { <super::game::handoff::HandOff /> }.into_any())
}

#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn screen_sheet() -> Drawn {
    Ok(view! { <super::game::screen_link::ScreenSheet /> }.into_any())
}

#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn edit_card() -> Drawn {
    Ok(view! { <super::game::edit::EditCard /> }.into_any())
}

/// What the evening under way hears from the app (`ui::note_evening`).
#[derive(Clone)]
pub enum EveningNote {
    /// A game has started (`web::evening::game_started`).
    Started(u64),
    /// A new game not from the evening (`web::evening::not_dealing`).
    NotDealing,
    /// A game has ended, with its log (`web::evening::game_over`).
    Over(u64, crate::engine::GameLog),
    /// The host opens the evening from a finished game: unless the game is the evening's,
    /// an evening begins with it (`web::evening::from_game`; the evening's id).
    FromGame(Box<Save>, u64),
}

/// The evening's document is read and written here, in `more`, with the evening's screen.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn evening_note(note: EveningNote) -> Result<(), Unloaded> {
    use crate::web::evening;
    match note {
        EveningNote::Started(id) => evening::game_started(id),
        EveningNote::NotDealing => evening::not_dealing(),
        EveningNote::Over(id, log) => evening::game_over(id, &log),
        EveningNote::FromGame(save, at) => {
            if !evening::holds(save.id) {
                evening::from_game(&save, at);
            }
        }
    }
    Ok(())
}

/// The banners over every screen (`banners::Banners`), drawn while one is up.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn banners(
    lang: ReadSignal<Lang>,
    state: BannerState,
    on_take_over: Callback<()>,
    in_game: Callback<(), bool>,
) -> Drawn {
    Ok(view! { <Banners lang state on_take_over in_game /> }.into_any())
}

/// The sheet over the game's words: the log, the other tools, the rulings, a seat's note
/// (`game::sheet_body`).
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn game_sheet(kind: super::game::SheetBody) -> Drawn {
    Ok(super::game::sheet_body(kind))
}

/// The "Why?" panel (`why::WhyPanel`), drawn while a rule is open.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn why_panel() -> Drawn {
    Ok(view! { <super::why::WhyPanel /> }.into_any())
}

/// The line above a practice game (`practice::PracticeBanner`).
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn practice_banner(lang: ReadSignal<Lang>, case: Case) -> Drawn {
    Ok(view! { <super::practice::PracticeBanner lang case /> }.into_any())
}

/// The app's start screen's notices (`notices::StartNotices`): damaged saves, an import
/// that would replace the game, New game over an unfinished one, a file that does not open.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn start_notices(
    lang: ReadSignal<Lang>,
    notices: Notices,
    on_replace: Callback<(Save, Game)>,
    on_abandoned: Callback<()>,
) -> Drawn {
    Ok(view! { <StartNotices lang notices on_replace on_abandoned /> }.into_any())
}

/// What a linked players' screen is sent (`engine::public`, as `wire` writes it), for the
/// game's feed (`game::feed`): the projection lives with the sheet that opens a link.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn public_text(state: GameState, clock: Option<Clock>) -> Result<String, Unloaded> {
    Ok(public::wire(&public::view(&state, clock)))
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

/// Fetches the chunks in the background, the game's first: called once the start screen
/// is drawn. The set-up's later steps and the app are asked for together, so the network is
/// never idle between them (a chunk's round trip, its compiling and the main module's turn
/// to ask for the next one): the app comes in sooner, while the set-up's steps still come
/// long before a host new to the app has read the rules (BENCHMARKS.md, issue 25). Then the
/// other tools. A chunk that fails here is fetched again when its screen opens.
pub async fn prefetch() {
    let setup = async {
        if preload_setup().await.is_ok() {
            crate::web::mark_once("chunk-setup");
        }
    };
    let app = async {
        if preload_app().await.is_ok() {
            crate::web::mark_once("chunk-app");
        }
    };
    futures::future::join(setup, app).await;
    let _ = preload_more().await;
}

/// A screen drawn by a chunk: its content as soon as the chunk is there (at once when it
/// already is), meanwhile the screen's empty frame. A failed fetch is tried again every
/// second while the screen is up.
pub fn screen<F, Fut>(lang: ReadSignal<Lang>, draw: F) -> AnyView
where
    F: Fn() -> Fut + 'static,
    Fut: Future<Output = Drawn> + 'static,
{
    part(lang, Frame::Screen, draw)
}

/// Where a part drawn by a chunk waits for it.
#[derive(Clone, Copy)]
pub enum Frame {
    /// A whole screen (`LoadingFrame`).
    Screen,
    /// A layer over the whole game (the hand-off's and the players' screen's sheets).
    Layer,
    /// A place inside the game's words (the fix card).
    Inline,
    /// A part that may well be empty (the start screen's notices): nothing while it waits.
    Quiet,
}

/// `screen` for a part of a screen, waiting in `frame`. Each call site's future is boxed
/// here, so the waiting and the frame (`drawn`) are built once for every part, not once per
/// call site (BENCHMARKS.md, issue 25: 16 copies of the same code in the app's chunk).
pub fn part<F, Fut>(lang: ReadSignal<Lang>, frame: Frame, draw: F) -> AnyView
where
    F: Fn() -> Fut + 'static,
    Fut: Future<Output = Drawn> + 'static,
{
    drawn(lang, frame, Box::new(move || Box::pin(draw())))
}

/// What a part draws, as one type for every part.
type Draw = Box<dyn Fn() -> Pin<Box<dyn Future<Output = Drawn>>>>;

fn drawn(lang: ReadSignal<Lang>, frame: Frame, draw: Draw) -> AnyView {
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
    let class = match frame {
        Frame::Screen => "screen loading",
        Frame::Layer => "handoff loading",
        Frame::Inline => "loading-inline",
        Frame::Quiet => return content.into_any(),
    };
    view! {
        {content}
        <Show when=move || !ready.get()>
            <LoadingFrame lang class />
        </Show>
    }
    .into_any()
}

//! The code that arrives after the first screens (issue 25): the machinery of the split
//! points. The main module holds the framework, the root, the start screen and the set-up's
//! rules (`ui::root`); the set-up's later steps (`setup`), the app (`app`) and the start
//! screen's other tools with the game's rarely opened parts and the code reader (`more`) are
//! wasm chunks, cut by `scripts/split.js` at the split points (`#[wasm_split(chunk, ..)]`),
//! each declared beside the component it draws: `app::app`, `setup::setup_step`,
//! `saves::history`, `game::over::game_over`, … `prefetch` fetches the chunks right after the
//! start screen is drawn, `setup` and `app` together, then `more`; a chunk not there yet
//! shows its screen's frame at once and fills in when it arrives (`part`), and nothing a
//! host does waits on it.
//!
//! A split point draws one screen from its props (`Drawn`). Its arguments cross into the
//! chunk as they are (concrete types, no generics): signals, callbacks and plain values.
//! This file imports none of the app's screens: every split point imports it.

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use send_wrapper::SendWrapper;

use super::word;
use crate::words::{Lang, StartWord};

/// A chunk that could not be fetched (no network, a failed request). The screen keeps its
/// frame and tries again.
#[derive(Debug)]
pub struct Unloaded;

impl From<SplitLoaderError> for Unloaded {
    fn from(_: SplitLoaderError) -> Self {
        Unloaded
    }
}

/// What a split point returns: its screen, or `Unloaded` when its chunk could not be fetched.
pub type Drawn = Result<AnyView, Unloaded>;

/// A chunk's preload (`#[wasm_split(.., preload(name))]`): fetches it without drawing.
type Loaded = Result<(), SplitLoaderError>;

/// Fetches the chunks in the background, the game's first: called once the start screen
/// is drawn. The set-up's later steps and the app are asked for together, so the network is
/// never idle between them (a chunk's round trip, its compiling and the main module's turn
/// to ask for the next one): the app comes in sooner, while the set-up's steps still come
/// long before a host new to the app has read the rules (BENCHMARKS.md, issue 25). Then the
/// other tools. A chunk that fails here is fetched again when its screen opens.
/// The three are the chunks' preloads (`setup::preload_setup`, `app::preload_app`,
/// `saves::preload_more`): a future does nothing until it is awaited.
pub async fn prefetch(
    setup: impl Future<Output = Loaded>,
    app: impl Future<Output = Loaded>,
    more: impl Future<Output = Loaded>,
) {
    let setup = async {
        if setup.await.is_ok() {
            crate::web::mark_once("chunk-setup");
        }
    };
    let app = async {
        if app.await.is_ok() {
            crate::web::mark_once("chunk-app");
        }
    };
    futures::future::join(setup, app).await;
    if more.await.is_ok() {
        crate::web::mark_once("chunk-more");
    }
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

/// A screen's frame while its code is on its way (a chunk of the app on a first visit): at
/// once, so a tap is seen to be taken; the word fades in only if the wait is long enough to
/// notice (style/main.css). index.html draws the same frame for a New game tapped before the
/// wasm: a change here is a change there.
/// `class`: the frame's own (a whole screen's by default; `Frame` names the others).
#[component]
pub fn LoadingFrame(
    lang: ReadSignal<Lang>,
    #[prop(default = "screen loading")] class: &'static str,
) -> impl IntoView {
    view! {
        <section class=class aria-busy="true" data-testid="screen-loading">
            <p class="loading-note" role="status">{word(lang, StartWord::Loading)}</p>
        </section>
    }
}

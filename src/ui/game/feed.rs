//! The players' screen from the host's side (issue 24, `docs/players-screen.md`): while a
//! link is open, the game's public view (`engine::public::view`, as `wire` writes it) goes
//! down it after every change of the game and every start or pause of the step's timer, and
//! again whole when a link opens. Sending never waits and never fails (`web::rtc::send`): a
//! closed screen costs the host nothing (`screen_link.rs` says a lost link).
//!
//! The picture is written by `public_text`, in the chunk of the screen's sheet that
//! opens a link (issue 25: the projection is not on the game's path). A link opens only from
//! that sheet, so the chunk is there whenever a picture is asked for, and the pictures come
//! back in the order they were asked for (each call resolves on the chunk's one load).

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos::wasm_split::wasm_split;

use super::ctx::{ClockSave, Ctx};
use crate::engine::public::{self, Clock};
use crate::engine::GameState;
use crate::ui::lazy::Unloaded;
use crate::web::rtc::{self, Link};

/// The step's timer as the players' screen counts it: what is left now, and whether it runs.
fn clock_of(c: ClockSave) -> Clock {
    let left = match c.until {
        Some(until) => until - crate::web::clock::epoch_ms(),
        None => c.left,
    };
    Clock {
        remaining_ms: left.clamp(0.0, f64::from(u32::MAX)) as u32,
        running: c.until.is_some(),
    }
}

/// Starts the feed for this game screen; the last text sent while a link is open (the
/// page's `data-public`, for a reader of the page: it is what the table sees).
pub fn feed(ctx: Ctx, link: RwSignal<Link>) -> ReadSignal<Option<String>> {
    let (sent, set_sent) = signal(None::<String>);
    // Each picture is sent once: a link that opens gets the picture whole (the last one was
    // forgotten when the link went), a change that draws the same picture sends nothing.
    Effect::new(move |_| {
        if link.get() != Link::Open {
            set_sent.set(None);
            return;
        }
        let clock = ctx.clock.get().map(clock_of);
        let Some(state) = ctx.state.get() else { return };
        spawn_local(async move {
            let Ok(text) = public_text(state, clock).await else {
                return;
            };
            let new = link.get_untracked() == Link::Open
                && sent.with_untracked(|s| s.as_deref() != Some(text.as_str()));
            if new {
                rtc::send(&text);
                set_sent.set(Some(text));
            }
        });
    });
    sent
}

/// What a linked players' screen is sent (`engine::public`, as `wire` writes it), in the
/// `more` chunk: the projection lives with the sheet that opens a link.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn public_text(state: GameState, clock: Option<Clock>) -> Result<String, Unloaded> {
    Ok(public::wire(&public::view(&state, clock)))
}

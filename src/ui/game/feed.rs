//! The players' screen from the host's side (issue 24, `docs/players-screen.md`): while a
//! link is open, the game's public view (`engine::public::view`, as `wire` writes it) goes
//! down it after every change of the game and every start or pause of the step's timer, and
//! again whole when a link opens. Sending never waits and never fails (`web::rtc::send`): a
//! closed screen costs the host nothing (`screen_link.rs` says a lost link).

use leptos::prelude::*;

use super::ctx::{ClockSave, Ctx};
use crate::engine::public::{self, Clock};
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
pub fn feed(ctx: Ctx, link: RwSignal<Link>) -> Memo<Option<String>> {
    let text = Memo::new(move |_| {
        if link.get() != Link::Open {
            return None;
        }
        let clock = ctx.clock.get().map(clock_of);
        ctx.state
            .with(|s| s.as_ref().map(|s| public::wire(&public::view(s, clock))))
    });
    // A memo sends once per different picture; a link that opens sends the picture whole.
    Effect::new(move |_| {
        if let Some(t) = text.get() {
            rtc::send(&t);
        }
    });
    text
}

//! A long list drawn a few parts at a time, a turn of the screen apart: a phone at 4× took
//! ~80 ms to draw a round's hundred names and ~600 ms a 200-player standings at once, over
//! the 50 ms a tap may hold the screen (bench/tournament, bench/tournament-merge). The first
//! parts are drawn at once; the rest follow, `more` each turn, until all are.

use leptos::prelude::*;

use crate::web;

/// How many parts of a list are drawn by now (`shows(k)`, reactive).
#[derive(Clone, Copy)]
pub struct Turns {
    shown: RwSignal<usize>,
    first: usize,
    more: usize,
}

impl Turns {
    /// `first` parts at once, then `more` each turn.
    pub fn new(first: usize, more: usize) -> Turns {
        Turns {
            shown: RwSignal::new(first),
            first,
            more: more.max(1),
        }
    }

    /// Starts again from the first parts, for a list of `all` parts drawn anew (call it
    /// where the list is built). A restart while an earlier run goes on only draws the parts
    /// sooner: each run ends once its own list is all shown.
    pub fn restart(self, all: usize) {
        self.shown.set(self.first);
        if all <= self.first {
            return;
        }
        leptos::task::spawn_local(async move {
            loop {
                web::clock::sleep(0).await;
                match self.shown.try_get_untracked() {
                    Some(n) if n < all => self.shown.set(n + self.more),
                    // All drawn, or the view gone.
                    _ => return,
                }
            }
        });
    }

    /// Whether part `k` (from 0) is drawn by now.
    pub fn shows(self, k: usize) -> bool {
        k < self.shown.get()
    }
}

//! Counting aids the host starts with a tap: at the mafia's shot, a steady caller that
//! counts the seats 1..N (R-NIGHT-1: the mafia shoot on the number); at each vote, the
//! 2-second window that ends with «Спасибо» (R-VOTE-1). The call is spoken when the voice is
//! on and the device has one, and is a beat otherwise; the number also shows on screen.

use std::time::Duration;

use leptos::prelude::*;

use super::Ctx;
use crate::ui::tr;
use crate::web::{sound, voice};
use crate::words::{t, Lang, Msg};

/// What a caller calls: `words` one after another, `pace` apart, the first after `pace`.
#[derive(Clone)]
pub struct Call {
    pub words: Vec<String>,
    pub pace: Duration,
}

impl Call {
    /// The seats 1..=n, one a second.
    pub fn seats(n: usize) -> Call {
        Call {
            words: (1..=n).map(|s| s.to_string()).collect(),
            pace: Duration::from_millis(1000),
        }
    }

    /// The 2-second window of a vote, ended by «Спасибо» ("Thank you").
    pub fn vote_window(lang: Lang) -> Call {
        Call {
            words: vec![t(lang, Msg::ThankYou).to_string()],
            pace: Duration::from_millis(2000),
        }
    }
}

#[component]
pub fn Caller(call: Call, label: Msg) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    // The index of the word last called; None: not running.
    let at: RwSignal<Option<usize>> = RwSignal::new(None);
    let handle: StoredValue<Option<IntervalHandle>> = StoredValue::new(None);
    let stop = move || {
        if let Some(h) = handle.get_value() {
            h.clear();
        }
        handle.set_value(None);
    };
    on_cleanup(stop);
    let words = StoredValue::new(call.words);
    let pace = call.pace;
    let start = move |_| {
        stop();
        sound::unlock();
        at.set(Some(0));
        let n = words.with_value(Vec::len);
        let next = std::cell::Cell::new(0usize);
        let tick = move || {
            let k = next.get();
            if k >= n {
                return;
            }
            let word = words.with_value(|w| w[k].clone());
            let code = lang.get_untracked().code();
            if ctx.voice.get_untracked() && voice::available(code) {
                voice::say(&word, code);
            } else {
                sound::beat();
            }
            next.set(k + 1);
            at.set(Some(k + 1));
            if k + 1 >= n {
                stop();
            }
        };
        if let Ok(h) = set_interval_with_handle(tick, pace) {
            handle.set_value(Some(h));
        }
    };
    let shown = move || {
        at.get()
            .and_then(|k| k.checked_sub(1))
            .map(|k| words.with_value(|w| w[k].clone()))
    };
    view! {
        <div class="caller">
            <button type="button" class="btn secondary small" data-testid="caller" on:click=start>
                {tr(lang, label)}
            </button>
            <output class="called" data-testid="called">{shown}</output>
        </div>
    }
}

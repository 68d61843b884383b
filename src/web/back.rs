//! The phone's Back (the History API). The app keeps one history entry of its own above the
//! page's: Back pops it, the topmost view that takes Back (a sheet, a set-up step, the game,
//! a players' screen) does what Back means there, and the entry is pushed again, so Back
//! never leaves the app from inside it. Where nothing takes it (the start screen), the page
//! goes back for real: the app is left, as a phone's Back leaves an app at its start.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::{closure::Closure, JsCast, JsValue};

type Taker = Rc<dyn Fn() -> bool>;

thread_local! {
    /// Who takes Back, the latest last: each returns whether it took it.
    static TAKERS: RefCell<Vec<(u32, Taker)>> = const { RefCell::new(Vec::new()) };
    static NEXT: Cell<u32> = const { Cell::new(1) };
    static ARMED: Cell<bool> = const { Cell::new(false) };
}

/// One view's hold on Back, to give up with [`release`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Taken(u32);

const MARK: &str = "mafia-host";

fn history() -> Option<web_sys::History> {
    web_sys::window()?.history().ok()
}

/// Whether the entry the page is at is the app's own.
fn at_mark(h: &web_sys::History) -> bool {
    h.state().ok().and_then(|s| s.as_string()).as_deref() == Some(MARK)
}

fn push_mark() {
    if let Some(h) = history() {
        if !at_mark(&h) {
            let _ = h.push_state(&JsValue::from_str(MARK), "");
        }
    }
}

/// Listens for Back once per page and puts the app's entry on top.
fn arm() {
    if ARMED.with(|a| a.replace(true)) {
        return;
    }
    let Some(w) = web_sys::window() else { return };
    let on_pop = Closure::<dyn Fn()>::new(|| {
        // The latest taker first; the list is copied so a taker may release or take.
        let takers: Vec<Taker> =
            TAKERS.with(|t| t.borrow().iter().rev().map(|t| t.1.clone()).collect());
        if takers.iter().any(|take| take()) {
            push_mark();
        } else if let Some(h) = history() {
            // Nothing here takes Back: leave the app the way the phone meant.
            let _ = h.back();
        }
    });
    let _ = w.add_event_listener_with_callback("popstate", on_pop.as_ref().unchecked_ref());
    on_pop.forget();
    push_mark();
}

/// `take` is asked first when Back is pressed, until [`release`]: it returns whether it
/// took Back (closed a sheet, went a step back, asked a question).
pub fn take(take: impl Fn() -> bool + 'static) -> Taken {
    arm();
    let id = NEXT.with(|n| n.replace(n.get() + 1));
    TAKERS.with(|t| t.borrow_mut().push((id, Rc::new(take))));
    // A view that takes Back after the page went back for real puts the entry back.
    push_mark();
    Taken(id)
}

/// Gives up a hold on Back.
pub fn release(taken: Taken) {
    TAKERS.with(|t| t.borrow_mut().retain(|(id, _)| *id != taken.0));
}

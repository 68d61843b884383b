//! The phone's Back (the History API), driven by where the app is (`route`). The app keeps
//! one history entry of its own above the page's. Each view that Back changes holds a layer
//! of the route while it is up (`route::Layer`: the app's screen, a set-up step, a sheet, a
//! question); Back pops the entry, `route::phone_back` reads the layers and says which one
//! takes it and what it becomes, that view is told, and the entry is pushed again, so Back
//! never leaves the app from inside it. Where no layer takes it (the start screen), the page
//! goes back for real: the app is left, as a phone's Back leaves an app at its start.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::{closure::Closure, JsCast, JsValue};

use crate::route::{self, Back, Layer};

/// A view's layer as it is now, and what it does when Back reaches it.
type Read = Rc<dyn Fn() -> Layer>;
type Apply = Rc<dyn Fn(Back<Layer>)>;

thread_local! {
    /// The layers up, the lowest first (each view's, in the order they were drawn).
    static LAYERS: RefCell<Vec<(u32, Read, Apply)>> = const { RefCell::new(Vec::new()) };
    static NEXT: Cell<u32> = const { Cell::new(1) };
    static ARMED: Cell<bool> = const { Cell::new(false) };
}

/// One view's layer, to give up with [`release`].
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
        // Copied, so the view told may give up its layer or take one.
        let up: Vec<(Layer, Apply)> = LAYERS.with(|l| {
            l.borrow()
                .iter()
                .map(|(_, read, apply)| (read(), apply.clone()))
                .collect()
        });
        let layers: Vec<Layer> = up.iter().map(|(l, _)| *l).collect();
        match route::phone_back(&layers) {
            Some((i, back)) => {
                (up[i].1)(back);
                push_mark();
            }
            // No layer takes Back: leave the app the way the phone meant.
            None => {
                if let Some(h) = history() {
                    let _ = h.back();
                }
            }
        }
    });
    let _ = w.add_event_listener_with_callback("popstate", on_pop.as_ref().unchecked_ref());
    on_pop.forget();
    push_mark();
}

/// A view's layer, `read` as it is when Back is pressed, until [`release`]; `apply` is
/// called with what Back does to it when it is the layer that takes it (never
/// [`Back::Pass`]).
pub fn take(read: impl Fn() -> Layer + 'static, apply: impl Fn(Back<Layer>) + 'static) -> Taken {
    arm();
    let id = NEXT.with(|n| n.replace(n.get() + 1));
    LAYERS.with(|l| l.borrow_mut().push((id, Rc::new(read), Rc::new(apply))));
    // A view that takes Back after the page went back for real puts the entry back.
    push_mark();
    Taken(id)
}

/// Gives up a layer.
pub fn release(taken: Taken) {
    LAYERS.with(|l| l.borrow_mut().retain(|(id, _, _)| *id != taken.0));
}

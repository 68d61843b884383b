//! The Screen Wake Lock: the screen stays on during a game. The browser drops the lock when
//! the tab is hidden; it is asked for again when the tab is visible, and at the host's next
//! tap while it is not held (WebKit refuses a request made without a tap: after a reload or
//! a return to the app, the first tap takes it). Where the API is missing or refuses,
//! nothing else happens.

use std::cell::RefCell;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    type Sentinel;
    #[wasm_bindgen(js_namespace = ["navigator", "wakeLock"], js_name = request, catch)]
    fn request_lock(kind: &str) -> Result<js_sys::Promise, JsValue>;
    #[wasm_bindgen(method, catch)]
    fn release(this: &Sentinel) -> Result<js_sys::Promise, JsValue>;
}

thread_local! {
    static WANTED: RefCell<bool> = const { RefCell::new(false) };
    static HELD: RefCell<Option<Sentinel>> = const { RefCell::new(None) };
    static LISTENING: RefCell<bool> = const { RefCell::new(false) };
    static PENDING: RefCell<bool> = const { RefCell::new(false) };
}

fn visible() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.visibility_state() == web_sys::VisibilityState::Visible)
}

fn acquire() {
    if !WANTED.with(|w| *w.borrow())
        || !visible()
        || HELD.with(|h| h.borrow().is_some())
        || PENDING.with(|p| *p.borrow())
        || !super::feature::has(&["navigator", "wakeLock", "request"])
    {
        return;
    }
    let Ok(promise) = request_lock("screen") else {
        return;
    };
    PENDING.with(|p| *p.borrow_mut() = true);
    let ok = Closure::once(|s: JsValue| {
        PENDING.with(|p| *p.borrow_mut() = false);
        let s: Sentinel = s.unchecked_into();
        if WANTED.with(|w| *w.borrow()) {
            HELD.with(|h| *h.borrow_mut() = Some(s));
        } else if let Ok(p) = s.release() {
            ignore(&p);
        }
    });
    let failed = Closure::once(|_: JsValue| PENDING.with(|p| *p.borrow_mut() = false));
    let _ = promise.then2(&ok, &failed);
    ok.forget();
    failed.forget();
}

fn ignore(p: &js_sys::Promise) {
    let failed = Closure::once(|_: JsValue| {});
    let _ = p.catch(&failed);
    failed.forget();
}

fn listen() {
    if LISTENING.with(|l| l.replace(true)) {
        return;
    }
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let cb = Closure::<dyn Fn()>::new(|| {
        if visible() {
            // The browser released the old lock when the tab was hidden.
            HELD.with(|h| h.borrow_mut().take());
            if WANTED.with(|w| *w.borrow()) {
                acquire();
            }
        }
    });
    let _ = doc.add_event_listener_with_callback("visibilitychange", cb.as_ref().unchecked_ref());
    cb.forget();
    // A tap is a user gesture: a lock refused without one (or never asked) is asked for
    // again then. Captured before any button handles it; cheap when the lock is held.
    let tap = Closure::<dyn Fn()>::new(acquire);
    let _ = doc.add_event_listener_with_callback_and_bool(
        "pointerup",
        tap.as_ref().unchecked_ref(),
        true,
    );
    let _ =
        doc.add_event_listener_with_callback_and_bool("keyup", tap.as_ref().unchecked_ref(), true);
    tap.forget();
}

/// Keeps the screen on (`true`) or lets it sleep again (`false`).
pub fn keep_awake(on: bool) {
    WANTED.with(|w| *w.borrow_mut() = on);
    if on {
        listen();
        acquire();
    } else if let Some(s) = HELD.with(|h| h.borrow_mut().take()) {
        if let Ok(p) = s.release() {
            ignore(&p);
        }
    }
}

//! Fits the words above the seats into the room they have (issue 14): whenever what is
//! shown there changes size, the plainest type size at which nothing needs a scroll. The
//! seats never move for it; the words get smaller instead (`style/game.css`, `data-fit`).

use send_wrapper::SendWrapper;
use wasm_bindgen::{closure::Closure, JsCast};
use web_sys::{HtmlElement, MutationObserver, MutationObserverInit, ResizeObserver};

/// The densest level `style/game.css` has (4: the host's hint under the words gives way,
/// the words to say and the buttons never do).
const DENSEST: u8 = 4;

/// Sets `data-fit` on `area` to the first level (0: the usual type) at which its content
/// needs no scroll; the densest level if none does (the area then scrolls, a last resort).
fn fit(area: &HtmlElement) {
    for level in 0..=DENSEST {
        let _ = area.set_attribute("data-fit", &level.to_string());
        if area.scroll_height() <= area.client_height() + 1 {
            return;
        }
    }
}

/// Keeps `area` fitted while its `content` changes (a new step's words, a notice, a hint:
/// at once, before the next paint) or either changes size (a turned phone, a font: at the
/// next frame, since a fit inside the size's own notification would resize what it watches
/// there and then, which browsers report as an error, Firefox as a page error). The
/// returned value stops it when dropped.
pub fn keep_fitted(area: HtmlElement, content: &HtmlElement) -> Option<Fitted> {
    let target = area.clone();
    let callback = Closure::<dyn FnMut()>::new(move || fit(&target));
    let target = area.clone();
    let later = Closure::<dyn FnMut()>::new(move || {
        let area = target.clone();
        // A one-shot closure, freed once called: a frame after the fit was stopped finds a
        // detached area, which it fits harmlessly.
        let once = Closure::once_into_js(move || fit(&area));
        if let Some(w) = web_sys::window() {
            let _ = w.request_animation_frame(once.unchecked_ref());
        }
    });
    let resized = ResizeObserver::new(later.as_ref().unchecked_ref()).ok()?;
    resized.observe(&area);
    resized.observe(content);
    let changed = MutationObserver::new(callback.as_ref().unchecked_ref()).ok()?;
    let what = MutationObserverInit::new();
    what.set_child_list(true);
    what.set_subtree(true);
    what.set_character_data(true);
    what.set_attributes(true);
    changed.observe_with_options(content, &what).ok()?;
    fit(&area);
    Some(Fitted(SendWrapper::new((
        resized, changed, callback, later,
    ))))
}

/// What watches the area: the two observers and their callbacks.
type Watch = (
    ResizeObserver,
    MutationObserver,
    Closure<dyn FnMut()>,
    Closure<dyn FnMut()>,
);

/// A running fit; dropping it disconnects the observers.
pub struct Fitted(SendWrapper<Watch>);

impl Drop for Fitted {
    fn drop(&mut self) {
        self.0 .0.disconnect();
        self.0 .1.disconnect();
    }
}

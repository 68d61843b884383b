//! The language preference: the host's own choice, remembered in `localStorage`, and the
//! browser's language as the fallback. Codes are BCP 47 tags such as `ru` or `en-US`.

use super::storage;

const LANG_KEY: &str = crate::engine::backup::Setting::Language.key();

/// The language the host chose earlier, if any.
pub fn stored() -> Option<String> {
    storage::get(LANG_KEY)
}

/// Remembers the host's choice for the next visit.
pub fn remember(code: &str) {
    // A refused write only means the choice is not remembered; the switch still works.
    let _ = storage::set(LANG_KEY, code);
}

/// The browser's preferred language (`navigator.language`).
pub fn browser() -> Option<String> {
    web_sys::window()?.navigator().language()
}

/// Marks the page's language and title, for screen readers and the task switcher.
pub fn apply_to_document(code: &str, title: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(root) = doc.document_element() {
        let _ = root.set_attribute("lang", code);
    }
    doc.set_title(title);
}

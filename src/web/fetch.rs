//! Static files of the app fetched when first needed (the service worker serves them
//! offline, like every file of the build).

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The text at `url` (relative to the app), or `None` when it cannot be had.
pub async fn text(url: &str) -> Option<String> {
    let promise = web_sys::window()?.fetch_with_str(url);
    let response: web_sys::Response = JsFuture::from(promise).await.ok()?.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

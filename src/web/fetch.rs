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

/// A JSON object of strings as key–value pairs, parsed by the browser (no JSON code in the
/// wasm for it); `None` when the text is not such an object. Non-string values are skipped.
pub fn string_pairs(json: &str) -> Option<Vec<(String, String)>> {
    let value = js_sys::JSON::parse(json).ok()?;
    let object: js_sys::Object = value.dyn_into().ok()?;
    let pairs = js_sys::Object::entries(&object)
        .iter()
        .filter_map(|pair| {
            let pair: js_sys::Array = pair.dyn_into().ok()?;
            Some((pair.get(0).as_string()?, pair.get(1).as_string()?))
        })
        .collect();
    Some(pairs)
}

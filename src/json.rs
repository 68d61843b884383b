//! JSON text to values and back. Natively (tests, the replay tool) this is serde_json; in the
//! browser it is the browser's own `JSON.parse` and `JSON.stringify` with serde_wasm_bindgen
//! between them and the serde types, so the wasm carries no JSON parser or printer of its own
//! (serde_json was 12.7 KB gzip of it: BENCHMARKS.md). The engine reads and writes its game
//! logs and saves through here; on failure a reader gives the parser's words.

use serde::{de::DeserializeOwned, Serialize};

/// Reads `T` from JSON text.
///
/// # Errors
/// The text is not JSON, or not the shape of `T`: the parser's words.
#[cfg(not(target_arch = "wasm32"))]
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// `value` as compact JSON (empty if it cannot be written, which no type here does).
#[cfg(not(target_arch = "wasm32"))]
pub fn to_string<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// `value` as JSON indented by two spaces, for files a person may read.
#[cfg(not(target_arch = "wasm32"))]
pub fn to_string_pretty<T: Serialize>(value: &T) -> String {
    serde_json::to_string_pretty(value).unwrap_or_default()
}

/// Reads `T` from JSON text.
///
/// # Errors
/// The text is not JSON, or not the shape of `T`: the parser's words.
#[cfg(target_arch = "wasm32")]
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    use wasm_bindgen::JsCast;
    let value = js_sys::JSON::parse(text).map_err(|e| {
        e.dyn_ref::<js_sys::Error>()
            .map_or_else(|| "not JSON".to_string(), |e| String::from(e.message()))
    })?;
    serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
}

/// `value` as compact JSON (empty if it cannot be written, which no type here does).
#[cfg(target_arch = "wasm32")]
pub fn to_string<T: Serialize>(value: &T) -> String {
    stringify(value, None)
}

/// `value` as JSON indented by two spaces, for files a person may read.
#[cfg(target_arch = "wasm32")]
pub fn to_string_pretty<T: Serialize>(value: &T) -> String {
    stringify(value, Some(2))
}

#[cfg(target_arch = "wasm32")]
fn stringify<T: Serialize>(value: &T, indent: Option<u32>) -> String {
    // JSON-compatible: maps as objects, `None` as null, 64-bit integers as numbers.
    let Ok(js) = value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()) else {
        return String::new();
    };
    let text = match indent {
        Some(n) => js_sys::JSON::stringify_with_replacer_and_space(
            &js,
            &wasm_bindgen::JsValue::NULL,
            &wasm_bindgen::JsValue::from(n),
        ),
        None => js_sys::JSON::stringify(&js),
    };
    text.ok().and_then(|t| t.as_string()).unwrap_or_default()
}

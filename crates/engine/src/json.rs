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

/// Reads `T` from JSON text, refusing any field `T` does not have, at any depth. Natively
/// the types' own `#[serde(deny_unknown_fields)]` does it; in the wasm, serde_wasm_bindgen
/// reads a struct by looking up the names it knows and never sees the others, so the text's
/// objects are compared with `T` written back: a key it does not write, with a value other
/// than `null` (an absent option), is refused.
///
/// # Errors
/// As [`from_str`], and "unknown field `x`".
#[cfg(not(target_arch = "wasm32"))]
pub fn from_str_exact<T: DeserializeOwned + Serialize>(text: &str) -> Result<T, String> {
    from_str(text)
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
    serde_wasm_bindgen::from_value(value).map_err(message)
}

/// A reader's words without the JavaScript `Error: ` its message is wrapped in.
#[cfg(target_arch = "wasm32")]
fn message(e: serde_wasm_bindgen::Error) -> String {
    let text = e.to_string();
    text.strip_prefix("Error: ").unwrap_or(&text).to_string()
}

/// Reads `T` from JSON text, refusing any field `T` does not have, at any depth (see the
/// native twin above).
///
/// # Errors
/// As [`from_str`], and "unknown field `x`".
#[cfg(target_arch = "wasm32")]
pub fn from_str_exact<T: DeserializeOwned + Serialize>(text: &str) -> Result<T, String> {
    use wasm_bindgen::JsCast;
    let read = js_sys::JSON::parse(text).map_err(|e| {
        e.dyn_ref::<js_sys::Error>()
            .map_or_else(|| "not JSON".to_string(), |e| String::from(e.message()))
    })?;
    let value: T = serde_wasm_bindgen::from_value(read.clone()).map_err(message)?;
    let written = value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(message)?;
    match unknown_field(&read, &written) {
        Some(name) => Err(format!("unknown field `{name}`")),
        None => Ok(value),
    }
}

/// The first key of `read` (at any depth) that `written` does not have, unless its value is
/// [`empty`].
#[cfg(target_arch = "wasm32")]
fn unknown_field(read: &wasm_bindgen::JsValue, written: &wasm_bindgen::JsValue) -> Option<String> {
    use js_sys::{Array, Object, Reflect};
    use wasm_bindgen::JsCast;
    if let (Some(r), Some(w)) = (read.dyn_ref::<Array>(), written.dyn_ref::<Array>()) {
        return r
            .iter()
            .zip(w.iter())
            .find_map(|(r, w)| unknown_field(&r, &w));
    }
    if !read.is_object() || read.is_array() {
        return None;
    }
    let r: &Object = read.unchecked_ref();
    for key in Object::keys(r).iter() {
        let value = Reflect::get(read, &key).unwrap_or(wasm_bindgen::JsValue::NULL);
        let has = written.is_object() && Reflect::has(written, &key).unwrap_or(false);
        if !has {
            if empty(&value) {
                continue;
            }
            return Some(key.as_string().unwrap_or_default());
        }
        let theirs = Reflect::get(written, &key).unwrap_or(wasm_bindgen::JsValue::NULL);
        if let Some(name) = unknown_field(&value, &theirs) {
            return Some(name);
        }
    }
    None
}

/// A value a type here leaves out when it writes itself (`skip_serializing_if`: an absent
/// option, `false`, an empty list): one such key that `T` did not write back is a field it has
/// at its default, and carries nothing that reading it could lose. An empty object is not one
/// (no type skips a map): `"rulez": {}` is a field the format lacks. (Natively,
/// `deny_unknown_fields` refuses an unknown key whatever its value.)
#[cfg(target_arch = "wasm32")]
fn empty(value: &wasm_bindgen::JsValue) -> bool {
    use js_sys::Array;
    use wasm_bindgen::JsCast;
    value.is_null()
        || value.as_bool() == Some(false)
        || value.dyn_ref::<Array>().is_some_and(|a| a.length() == 0)
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

//! Which optional browser features this browser has. Every optional feature (vibration,
//! wake lock, voice, Web Share, clipboard, camera, `BarcodeDetector`, WebRTC, Web Audio,
//! IndexedDB, `storage.persist`) is looked up here before it is used, and a call that can
//! throw goes through [`call`], which returns a `Result`: a browser's missing feature never
//! reaches the wasm as an exception (an exception thrown through the wasm leaves its state
//! half-changed, and the next call traps: Safari's and Firefox's missing `vibrate` once
//! stopped every timer cue after the first).

use wasm_bindgen::{JsCast, JsValue};

/// The value at `path` from the global object (`["navigator", "vibrate"]`), if every step
/// of it is there (neither `undefined` nor `null`).
pub fn get(path: &[&str]) -> Option<JsValue> {
    let mut at: JsValue = js_sys::global().into();
    for name in path {
        if at.is_undefined() || at.is_null() {
            return None;
        }
        at = js_sys::Reflect::get(&at, &JsValue::from_str(name)).ok()?;
    }
    (!at.is_undefined() && !at.is_null()).then_some(at)
}

/// Whether this browser has the value at `path` (a function, an object, a constructor).
pub fn has(path: &[&str]) -> bool {
    get(path).is_some()
}

/// Whether `name` is a function of `object` (`navigator.share`, `mediaDevices.getUserMedia`).
pub fn has_method(object: &JsValue, name: &str) -> bool {
    js_sys::Reflect::get(object, &JsValue::from_str(name)).is_ok_and(|f| f.is_function())
}

/// Calls the function at `path` on the object before it (`navigator.vibrate(pattern)`):
/// `Err` when the browser has no such function or the call threw.
pub fn call(path: &[&str], args: &[JsValue]) -> Result<JsValue, JsValue> {
    let (name, owner) = path
        .split_last()
        .ok_or_else(|| JsValue::from_str("no path"))?;
    let this = get(owner).ok_or_else(|| JsValue::from_str("missing"))?;
    let f = js_sys::Reflect::get(&this, &JsValue::from_str(name))?;
    let f: &js_sys::Function = f
        .dyn_ref()
        .ok_or_else(|| JsValue::from_str("not a function"))?;
    let args: js_sys::Array = args.iter().collect();
    f.apply(&this, &args)
}

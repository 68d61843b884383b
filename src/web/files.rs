//! Getting text out of the app and in: a file download, the Web Share API, the clipboard,
//! and reading a file the host picked. A missing API reads as `false`, never a panic.

use wasm_bindgen::{prelude::*, JsCast};
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = ["navigator", "clipboard"], js_name = writeText, catch)]
    fn clipboard_write(text: &str) -> Result<js_sys::Promise, JsValue>;
    #[wasm_bindgen(js_namespace = ["navigator", "clipboard"], js_name = writeText, catch)]
    fn clipboard_write_exact(text: &js_sys::JsString) -> Result<js_sys::Promise, JsValue>;
}

fn blob(text: &str, mime: &str) -> Option<web_sys::Blob> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(mime);
    web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).ok()
}

/// Saves `text` as a file named `name`; `false` when the browser cannot.
pub fn download(name: &str, mime: &str, text: &str) -> bool {
    blob(text, mime).is_some_and(|b| download_blob(name, &b))
}

/// Saves a text the browser holds (`JsString`) as a file, every UTF-16 unit kept: a
/// well-formed text as UTF-8, as `download` does; one with a lone surrogate, which no UTF-8
/// file can hold, as UTF-16LE after a byte order mark (issue 39 §4.4, docs/saves.md), so
/// the file's units are the stored text's, one for one.
pub fn download_exact(name: &str, mime: &str, text: &js_sys::JsString) -> bool {
    if text.is_valid_utf16() {
        return download(name, mime, &String::from(text));
    }
    let units: Vec<u16> = std::iter::once(0xFEFF).chain(text.iter()).collect();
    let bytes: Vec<u8> = units.iter().flat_map(|u| u.to_le_bytes()).collect();
    let array = js_sys::Uint8Array::from(bytes.as_slice());
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(&format!("{mime};charset=utf-16le"));
    web_sys::Blob::new_with_u8_array_sequence_and_options(&js_sys::Array::of1(&array), &opts)
        .is_ok_and(|b| download_blob(name, &b))
}

fn download_blob(name: &str, blob: &web_sys::Blob) -> bool {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else {
        return false;
    };
    let ok = doc
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok())
        .map(|a| {
            a.set_href(&url);
            a.set_download(name);
            a.click();
        })
        .is_some();
    let _ = web_sys::Url::revoke_object_url(&url);
    ok
}

fn share_data(name: &str, mime: &str, text: &str) -> Option<web_sys::ShareData> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let opts = web_sys::FilePropertyBag::new();
    opts.set_type(mime);
    let file = web_sys::File::new_with_str_sequence_and_options(&parts, name, &opts).ok()?;
    let data = web_sys::ShareData::new();
    data.set_files(&js_sys::Array::of1(&file));
    data.set_title(name);
    Some(data)
}

/// Whether `navigator[name]` is a function in this browser.
fn navigator_has(name: &str) -> bool {
    super::feature::get(&["navigator"]).is_some_and(|nav| super::feature::has_method(&nav, name))
}

/// Whether this browser can share a file like this one (the Web Share API, level 2).
pub fn can_share(name: &str, mime: &str, text: &str) -> bool {
    if !navigator_has("share") || !navigator_has("canShare") {
        return false;
    }
    let Some(w) = web_sys::window() else {
        return false;
    };
    share_data(name, mime, text).is_some_and(|d| w.navigator().can_share_with_data(&d))
}

/// Opens the phone's share sheet with the file; `false` if it did not share.
pub async fn share(name: &str, mime: &str, text: &str) -> bool {
    let Some(w) = web_sys::window() else {
        return false;
    };
    let Some(data) = share_data(name, mime, text) else {
        return false;
    };
    JsFuture::from(w.navigator().share_with_data(&data))
        .await
        .is_ok()
}

/// Copies a text the browser holds, as it is (a lone surrogate included: the clipboard
/// itself writes U+FFFD for it, the one unit no clipboard text can hold); `false` when the
/// browser refused or has no clipboard.
pub async fn copy_exact(text: &js_sys::JsString) -> bool {
    match clipboard_write_exact(text) {
        Ok(p) => JsFuture::from(p).await.is_ok(),
        Err(_) => false,
    }
}

/// Copies `text` to the clipboard; `false` when the browser refused or has no clipboard.
pub async fn copy(text: &str) -> bool {
    match clipboard_write(text) {
        Ok(p) => JsFuture::from(p).await.is_ok(),
        Err(_) => false,
    }
}

/// The text of the first file picked in a file input; `None` when none or unreadable.
async fn read_picked(input: &web_sys::HtmlInputElement) -> Option<String> {
    let file = input.files()?.get(0)?;
    JsFuture::from(file.text()).await.ok()?.as_string()
}

/// Reads the file picked in `input`, clears the input (the same file can be picked again)
/// and hands over its text, `None` when it cannot be read as text.
pub fn take_picked(input: web_sys::HtmlInputElement, then: impl FnOnce(Option<String>) + 'static) {
    wasm_bindgen_futures::spawn_local(async move {
        let text = read_picked(&input).await;
        input.set_value("");
        then(text);
    });
}

//! Reading QR codes with the camera: `getUserMedia` and the browser's `BarcodeDetector`
//! (Chromium on Android has it; desktop Linux Chromium and Firefox do not). A missing API
//! reads as "not available", never a panic.

use wasm_bindgen::{prelude::*, JsCast};
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen]
extern "C" {
    type BarcodeDetector;
    #[wasm_bindgen(constructor, catch)]
    fn new(options: &JsValue) -> Result<BarcodeDetector, JsValue>;
    #[wasm_bindgen(method, catch)]
    fn detect(this: &BarcodeDetector, source: &JsValue) -> Result<js_sys::Promise, JsValue>;
}

fn has(target: &JsValue, name: &str) -> bool {
    js_sys::Reflect::get(target, &JsValue::from_str(name)).is_ok_and(|v| !v.is_undefined())
}

/// Whether this browser can read QR codes from the camera.
pub fn available() -> bool {
    let Some(w) = web_sys::window() else {
        return false;
    };
    let nav: JsValue = w.navigator().into();
    let media = js_sys::Reflect::get(&nav, &JsValue::from_str("mediaDevices")).ok();
    has(&w.into(), "BarcodeDetector")
        && media.is_some_and(|m| !m.is_undefined() && has(&m, "getUserMedia"))
}

/// An open camera and a QR detector.
pub struct Scanner {
    detector: BarcodeDetector,
    stream: web_sys::MediaStream,
}

impl Scanner {
    /// Opens the back camera into `video`.
    ///
    /// # Errors
    /// No detector, no camera, or the host refused the camera.
    pub async fn open(video: &web_sys::HtmlVideoElement) -> Result<Scanner, String> {
        let error = |e: JsValue| {
            js_sys::Reflect::get(&e, &JsValue::from_str("name"))
                .ok()
                .and_then(|n| n.as_string())
                .unwrap_or_else(|| "error".to_string())
        };
        let options = js_sys::Object::new();
        let formats = js_sys::Array::of1(&JsValue::from_str("qr_code"));
        js_sys::Reflect::set(&options, &JsValue::from_str("formats"), &formats).map_err(error)?;
        let detector = BarcodeDetector::new(&options).map_err(error)?;
        let media = web_sys::window()
            .ok_or("no window")?
            .navigator()
            .media_devices()
            .map_err(error)?;
        let camera = js_sys::Object::new();
        js_sys::Reflect::set(
            &camera,
            &JsValue::from_str("facingMode"),
            &JsValue::from_str("environment"),
        )
        .map_err(error)?;
        let constraints = web_sys::MediaStreamConstraints::new();
        constraints.set_video(&camera);
        let stream: web_sys::MediaStream = JsFuture::from(
            media
                .get_user_media_with_constraints(&constraints)
                .map_err(error)?,
        )
        .await
        .map_err(error)?
        .unchecked_into();
        video.set_src_object(Some(&stream));
        if let Ok(p) = video.play() {
            let _ = JsFuture::from(p).await;
        }
        Ok(Scanner { detector, stream })
    }

    /// The texts of the QR codes in the video's current frame.
    pub async fn read(&self, video: &web_sys::HtmlVideoElement) -> Vec<String> {
        let Ok(p) = self.detector.detect(video) else {
            return Vec::new();
        };
        let Ok(found) = JsFuture::from(p).await else {
            return Vec::new();
        };
        js_sys::Array::from(&found)
            .iter()
            .filter_map(|c| js_sys::Reflect::get(&c, &JsValue::from_str("rawValue")).ok())
            .filter_map(|v| v.as_string())
            .collect()
    }

    /// Turns the camera off.
    pub fn close(&self) {
        for t in self.stream.get_tracks().iter() {
            if let Ok(t) = t.dyn_into::<web_sys::MediaStreamTrack>() {
                t.stop();
            }
        }
    }
}

/// Waits `ms` milliseconds (between two reads of the camera).
pub async fn pause(ms: i32) {
    let p = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = JsFuture::from(p).await;
}

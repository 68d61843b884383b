//! Reading QR codes: the camera (`getUserMedia`), read by the browser's `BarcodeDetector`
//! where it has one (Chromium on Android) and otherwise by `crate::link::qr_read` in the wasm
//! from the video's current frame drawn into a canvas (desktop Linux and Windows Chromium,
//! Firefox, older Safari); and a picked photo of a code, always read in the wasm. A missing
//! API reads as "not available", never a panic.

use wasm_bindgen::{prelude::*, JsCast};
use wasm_bindgen_futures::JsFuture;

use crate::link::qr_read;

/// A camera frame is read at most this many pixels on its longer side.
const FRAME_SIDE: u32 = 800;
/// A photo is read at this longer side first, then at the frame's size when no code is
/// found (a code that fills the photo reads better smaller: its modules are sharper).
const PHOTO_SIDE: u32 = 1600;

#[wasm_bindgen]
extern "C" {
    type BarcodeDetector;
    #[wasm_bindgen(constructor, catch)]
    fn new(options: &JsValue) -> Result<BarcodeDetector, JsValue>;
    #[wasm_bindgen(method, catch)]
    fn detect(this: &BarcodeDetector, source: &JsValue) -> Result<js_sys::Promise, JsValue>;
}

/// An error's `name` (`NotAllowedError`, `NotFoundError`, …), or "error".
fn name_of(e: JsValue) -> String {
    js_sys::Reflect::get(&e, &JsValue::from_str("name"))
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_else(|| "error".to_string())
}

/// Whether this browser has a camera API (`navigator.mediaDevices.getUserMedia`); the
/// codes are read with or without `BarcodeDetector`.
pub fn available() -> bool {
    super::feature::get(&["navigator", "mediaDevices"])
        .is_some_and(|m| super::feature::has_method(&m, "getUserMedia"))
}

/// Whether an error from `Scanner::open` means the camera was refused (by the host or by
/// the page's permissions), rather than absent or failing.
pub fn refused(name: &str) -> bool {
    matches!(
        name,
        "NotAllowedError" | "SecurityError" | "PermissionDeniedError"
    )
}

/// A canvas to draw a picture into and read its pixels back.
struct Canvas {
    element: web_sys::HtmlCanvasElement,
    context: web_sys::CanvasRenderingContext2d,
}

impl Canvas {
    fn new() -> Result<Canvas, String> {
        let element: web_sys::HtmlCanvasElement = web_sys::window()
            .and_then(|w| w.document())
            .ok_or("no document")?
            .create_element("canvas")
            .map_err(name_of)?
            .dyn_into()
            .map_err(|_| "no canvas")?;
        // Read back on every frame: a canvas kept in memory is faster for that.
        let options = js_sys::Object::new();
        let _ = js_sys::Reflect::set(
            &options,
            &JsValue::from_str("willReadFrequently"),
            &JsValue::TRUE,
        );
        let context = element
            .get_context_with_context_options("2d", &options)
            .map_err(name_of)?
            .ok_or("no 2d context")?
            .dyn_into()
            .map_err(|_| "no 2d context")?;
        Ok(Canvas { element, context })
    }

    /// Draws a picture at `width`×`height` (on white, so a transparent one reads as on
    /// paper) and reads the QR codes in it.
    fn read(
        &self,
        width: u32,
        height: u32,
        draw: impl FnOnce(&web_sys::CanvasRenderingContext2d) -> Result<(), JsValue>,
    ) -> Vec<String> {
        if width == 0 || height == 0 {
            return Vec::new();
        }
        if self.element.width() != width || self.element.height() != height {
            self.element.set_width(width);
            self.element.set_height(height);
        }
        let (w, h) = (f64::from(width), f64::from(height));
        self.context.set_fill_style_str("#fff");
        self.context.fill_rect(0.0, 0.0, w, h);
        if draw(&self.context).is_err() {
            return Vec::new();
        }
        let Ok(image) = self.context.get_image_data(0.0, 0.0, w, h) else {
            return Vec::new();
        };
        let luma = qr_read::luma_of_rgba(&image.data());
        qr_read::read(&luma, width as usize, height as usize)
    }
}

/// An open camera and how its frames are read.
pub struct Scanner {
    detector: Option<BarcodeDetector>,
    canvas: Option<Canvas>,
    stream: web_sys::MediaStream,
}

impl Scanner {
    /// Opens the back camera into `video`.
    ///
    /// # Errors
    /// No camera, or the host refused it: the error's name (`NotAllowedError`, …).
    pub async fn open(video: &web_sys::HtmlVideoElement) -> Result<Scanner, String> {
        let window = web_sys::window().ok_or("no window")?;
        let detector = super::feature::has(&["BarcodeDetector"])
            .then(|| {
                let options = js_sys::Object::new();
                let formats = js_sys::Array::of1(&JsValue::from_str("qr_code"));
                js_sys::Reflect::set(&options, &JsValue::from_str("formats"), &formats).ok()?;
                BarcodeDetector::new(&options).ok()
            })
            .flatten();
        let media = window.navigator().media_devices().map_err(name_of)?;
        let camera = js_sys::Object::new();
        js_sys::Reflect::set(
            &camera,
            &JsValue::from_str("facingMode"),
            &JsValue::from_str("environment"),
        )
        .map_err(name_of)?;
        let constraints = web_sys::MediaStreamConstraints::new();
        constraints.set_video(&camera);
        let stream: web_sys::MediaStream = JsFuture::from(
            media
                .get_user_media_with_constraints(&constraints)
                .map_err(name_of)?,
        )
        .await
        .map_err(name_of)?
        .unchecked_into();
        video.set_src_object(Some(&stream));
        if let Ok(p) = video.play() {
            let _ = JsFuture::from(p).await;
        }
        Ok(Scanner {
            detector,
            canvas: None,
            stream,
        })
    }

    /// The texts of the QR codes in the video's current frame: the detector's, or, where
    /// there is none or it fails, the wasm's from the frame drawn at most `FRAME_SIDE` px.
    pub async fn read(&mut self, video: &web_sys::HtmlVideoElement) -> Vec<String> {
        if let Some(detector) = &self.detector {
            if let Some(found) = detected(detector, video).await {
                return found;
            }
        }
        let (width, height) = (video.video_width(), video.video_height());
        if width == 0 || height == 0 {
            return Vec::new();
        }
        if self.canvas.is_none() {
            self.canvas = Canvas::new().ok();
        }
        let Some(canvas) = &self.canvas else {
            return Vec::new();
        };
        let (w, h) = qr_read::fit(width, height, FRAME_SIDE);
        canvas.read(w, h, |c| {
            c.draw_image_with_html_video_element_and_dw_and_dh(
                video,
                0.0,
                0.0,
                f64::from(w),
                f64::from(h),
            )
        })
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

/// The detector's codes in the frame, or `None` when it cannot read it.
async fn detected(
    detector: &BarcodeDetector,
    video: &web_sys::HtmlVideoElement,
) -> Option<Vec<String>> {
    let found = JsFuture::from(detector.detect(video).ok()?).await.ok()?;
    Some(
        js_sys::Array::from(&found)
            .iter()
            .filter_map(|c| js_sys::Reflect::get(&c, &JsValue::from_str("rawValue")).ok())
            .filter_map(|v| v.as_string())
            .collect(),
    )
}

/// A picked picture, decoded by `createImageBitmap` (no object URL: the page's
/// Content-Security-Policy allows no `blob:` images, `docs/hosting.md`).
struct Picture(web_sys::ImageBitmap);

impl Picture {
    async fn open(file: &web_sys::File) -> Result<Picture, String> {
        let window = web_sys::window().ok_or("no window")?;
        let bitmap = JsFuture::from(
            window
                .create_image_bitmap_with_blob(file)
                .map_err(name_of)?,
        )
        .await
        .map_err(name_of)?;
        Ok(Picture(bitmap.unchecked_into()))
    }
}

impl Drop for Picture {
    fn drop(&mut self) {
        self.0.close();
    }
}

/// The texts of the QR codes in a picked photo: drawn at most `PHOTO_SIDE` px on its longer
/// side, and when no code is found there, at most `FRAME_SIDE`.
///
/// # Errors
/// The file does not open as a picture: the error's name.
pub async fn read_photo(file: web_sys::File) -> Result<Vec<String>, String> {
    let picture = Picture::open(&file).await?;
    let (width, height) = (picture.0.width(), picture.0.height());
    if width == 0 || height == 0 {
        return Err("EncodingError".to_string());
    }
    let canvas = Canvas::new()?;
    let mut tried = Vec::new();
    for side in [PHOTO_SIDE, FRAME_SIDE] {
        let (w, h) = qr_read::fit(width, height, side);
        if tried.contains(&(w, h)) {
            continue;
        }
        tried.push((w, h));
        let found = canvas.read(w, h, |c| {
            c.draw_image_with_image_bitmap_and_dw_and_dh(
                &picture.0,
                0.0,
                0.0,
                f64::from(w),
                f64::from(h),
            )
        });
        if !found.is_empty() {
            return Ok(found);
        }
        // Let the page breathe between two reads of a large photo.
        pause(0).await;
    }
    Ok(Vec::new())
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

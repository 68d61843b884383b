//! Reading QR codes, for any screen that receives them (the hand-off's receiving screen,
//! the players' screen's pairing): the camera's picture while the component is up (the
//! camera stops when it goes), read by `web::scan` (the browser's detector, or the wasm's
//! `qr_read`), and a button that picks a photo of a code, e.g. one taken with the device's
//! own camera app, which works with no camera API at all. Each code read goes to `on_code`,
//! once for as long as the same code stays in front of the camera.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::web;
use crate::words::{t, Lang, Msg};

/// What became of the camera.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Camera {
    /// Opening or open.
    On,
    /// This device has no camera API.
    Absent,
    /// The host (or the page's permissions) refused it.
    Refused(String),
    /// It did not open (no camera, in use, …).
    Failed(String),
}

/// Every screen that reads codes is drawn by the `more` chunk, and the reader with them.
#[component]
pub fn Reader(
    #[prop(into)] lang: Signal<Lang>,
    /// Called with each code text read (a code read again right after itself is not given again).
    #[prop(into)]
    on_code: Callback<(String,)>,
    /// The line shown where the device has no camera (`None`: pick a photo of the code).
    #[prop(optional)]
    no_camera: Option<Msg>,
) -> impl IntoView {
    let camera = RwSignal::new(if web::scan::available() {
        Camera::On
    } else {
        Camera::Absent
    });
    // What became of the last photo picked: reading, no code in it, not a picture.
    let photo: RwSignal<Option<Msg>> = RwSignal::new(None);
    let last: StoredValue<Option<String>> = StoredValue::new(None);
    // The reading runs while the component is up; after that its signals are gone.
    let alive = Arc::new(AtomicBool::new(true));
    let give = {
        let alive = alive.clone();
        Callback::new(move |(code,): (String,)| {
            if !alive.load(Ordering::Relaxed) {
                return;
            }
            if last.with_value(|l| l.as_deref() == Some(code.as_str())) {
                return;
            }
            last.set_value(Some(code.clone()));
            on_code.try_run((code,));
        })
    };

    let video = NodeRef::<leptos::html::Video>::new();
    if camera.get_untracked() == Camera::On {
        let alive = alive.clone();
        video.on_load(move |v| {
            let v: web_sys::HtmlVideoElement = v.unchecked_into();
            leptos::task::spawn_local(async move {
                let mut scanner = match web::scan::Scanner::open(&v).await {
                    Ok(s) if !alive.load(Ordering::Relaxed) => return s.close(),
                    Ok(s) => s,
                    Err(name) => {
                        if alive.load(Ordering::Relaxed) {
                            camera.set(if web::scan::refused(&name) {
                                Camera::Refused(name)
                            } else {
                                Camera::Failed(name)
                            });
                        }
                        return;
                    }
                };
                while alive.load(Ordering::Relaxed) {
                    let found = scanner.read(&v).await;
                    for code in found {
                        give.run((code,));
                    }
                    web::scan::pause(250).await;
                }
                scanner.close();
            });
        });
    }
    on_cleanup({
        let alive = alive.clone();
        move || alive.store(false, Ordering::Relaxed)
    });

    let input = NodeRef::<leptos::html::Input>::new();
    let on_change = move |_| {
        let Some(el) = input.get_untracked() else {
            return;
        };
        let el: web_sys::HtmlInputElement = el.unchecked_into();
        let files: Vec<web_sys::File> = el
            .files()
            .map(|list| (0..list.length()).filter_map(|k| list.get(k)).collect())
            .unwrap_or_default();
        // The same photo may be picked again.
        el.set_value("");
        if files.is_empty() {
            return;
        }
        let alive = alive.clone();
        photo.set(Some(Msg::PhotoReading));
        leptos::task::spawn_local(async move {
            for file in files {
                let read = web::scan::read_photo(file).await;
                if !alive.load(Ordering::Relaxed) {
                    return;
                }
                match read {
                    Ok(found) if found.is_empty() => photo.set(Some(Msg::NoCodeInPhoto)),
                    Ok(found) => {
                        photo.set(None);
                        for code in found {
                            give.run((code,));
                        }
                    }
                    Err(_) => photo.set(Some(Msg::NotAPicture)),
                }
                if !alive.load(Ordering::Relaxed) {
                    return;
                }
            }
        });
    };

    let word = move |msg: Msg| move || t(lang.get(), msg);
    let camera_line = move || match camera.get() {
        Camera::On => None,
        Camera::Absent => Some(
            view! {
                <p class="save-notice" data-testid="camera-absent">
                    {word(no_camera.unwrap_or(Msg::NoCameraHere))}
                </p>
            }
            .into_any(),
        ),
        Camera::Refused(name) | Camera::Failed(name) => {
            let msg = if web::scan::refused(&name) {
                Msg::CameraRefused
            } else {
                Msg::CameraFailed
            };
            Some(
                view! {
                    <p class="refusal" role="alert" data-testid="camera-error" data-error=name>
                        {word(msg)}
                    </p>
                }
                .into_any(),
            )
        }
    };

    view! {
        <div class="reader" data-testid="code-reader">
            <Show when=move || camera.get() == Camera::On>
                <video class="reader-video" node_ref=video autoplay muted playsinline></video>
            </Show>
            {camera_line}
            <label class="btn secondary reader-photo">
                {word(Msg::PickCodePhoto)}
                <input
                    type="file"
                    accept="image/*"
                    multiple
                    class="reader-file"
                    data-testid="code-photo"
                    node_ref=input
                    on:change=on_change
                />
            </label>
            {move || photo.get().map(|msg| view! {
                <p class="reader-status" role="status" data-testid="photo-status">{word(msg)}</p>
            })}
        </div>
    }
}

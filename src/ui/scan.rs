//! Receiving a handed-off game by its QR codes: the camera and the browser's
//! `BarcodeDetector` read the codes in any order (`crate::handoff::Assembly`); the
//! assembled game log goes to the same import as a file. Where the browser cannot read
//! codes, the screen says so and offers the file.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::pick_file::PickFile;
use crate::handoff::{Assembly, CodeError};
use crate::ui::tr;
use crate::web;
use crate::words::{t, tf, Lang, Msg, Text};

#[component]
pub fn ScanScreen(
    lang: ReadSignal<Lang>,
    #[prop(into)] on_back: Callback<()>,
    /// The game log, once every code is read (or a file picked).
    #[prop(into)]
    on_text: Callback<(String,)>,
) -> impl IntoView {
    let available = web::scan::available();
    let assembly = RwSignal::new(Assembly::default());
    let problem: RwSignal<Option<CodeError>> = RwSignal::new(None);
    let camera_error: RwSignal<Option<String>> = RwSignal::new(None);
    let video = NodeRef::<leptos::html::Video>::new();
    // The reading loop runs while the screen is up.
    let alive = Arc::new(AtomicBool::new(true));

    if available {
        let alive_loop = alive.clone();
        video.on_load(move |v| {
            let v: web_sys::HtmlVideoElement = v.unchecked_into();
            leptos::task::spawn_local(async move {
                let scanner = match web::scan::Scanner::open(&v).await {
                    Ok(s) if !alive_loop.load(Ordering::Relaxed) => return s.close(),
                    Ok(s) => s,
                    Err(name) => {
                        if alive_loop.load(Ordering::Relaxed) {
                            camera_error.set(Some(name));
                        }
                        return;
                    }
                };
                while alive_loop.load(Ordering::Relaxed) {
                    let found = scanner.read(&v).await;
                    // The screen may have closed while the frame was read: its signals are gone.
                    if !alive_loop.load(Ordering::Relaxed) {
                        break;
                    }
                    for code in found {
                        let mut a = assembly.get_untracked();
                        match a.add(&code) {
                            Ok(_) => {
                                problem.set(None);
                                let done = a.json();
                                assembly.set(a);
                                match done {
                                    Some(Ok(text)) => {
                                        alive_loop.store(false, Ordering::Relaxed);
                                        scanner.close();
                                        on_text.run((text,));
                                        return;
                                    }
                                    Some(Err(e)) => {
                                        problem.set(Some(e));
                                        assembly.set(Assembly::default());
                                    }
                                    None => {}
                                }
                            }
                            // The sender's game went on (its codes changed), or another
                            // game's code: the newest code wins, the reading starts again.
                            Err(CodeError::OtherGame) => {
                                let mut fresh = Assembly::default();
                                let _ = fresh.add(&code);
                                assembly.set(fresh);
                                problem.set(Some(CodeError::OtherGame));
                            }
                            Err(e) => problem.set(Some(e)),
                        }
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

    // A file that cannot be read is left unread, as a code that cannot be read is.
    let on_file = move |text: Option<String>| {
        if let Some(text) = text {
            on_text.run((text,));
        }
    };
    let progress = move || {
        let a = assembly.get();
        let read = a.read().len();
        tf(
            lang.get(),
            Text::CodesRead {
                read,
                total: a.total(),
            },
        )
    };
    let problem_text = move || {
        problem.get().map(|e| {
            t(
                lang.get(),
                match e {
                    CodeError::Foreign => Msg::CodeForeign,
                    CodeError::OtherGame => Msg::CodeOtherGame,
                    CodeError::Damaged => Msg::CodesDamaged,
                },
            )
        })
    };

    view! {
        <section class="screen scan" data-testid="scan">
            <header class="topbar">
                <h1 class="screen-title">{tr(lang, Msg::ReceiveGame)}</h1>
            </header>
            {if available {
                view! {
                    <video class="scan-video" node_ref=video autoplay muted playsinline></video>
                    <p class="lead" role="status" data-testid="scan-progress">{progress}</p>
                    {move || problem_text().map(|p| view! { <p class="refusal" role="alert">{p}</p> })}
                    {move || camera_error.get().map(|name| view! {
                        <p class="refusal" role="alert" data-testid="camera-error">
                            {tr(lang, Msg::NoCamera)}
                            " (" {name.clone()} ")"
                        </p>
                    })}
                }
                    .into_any()
            } else {
                view! {
                    <p class="save-notice" data-testid="scan-unavailable">
                        {tr(lang, Msg::NoBarcodeDetector)}
                    </p>
                }
                    .into_any()
            }}
            <nav class="actions">
                <PickFile
                    class="btn secondary"
                    testid="scan-file"
                    on_text=on_file
                >
                    {tr(lang, Msg::OpenFile)}
                </PickFile>
                <button type="button" class="btn primary" data-testid="scan-back" on:click=move |_| on_back.run(())>
                    {tr(lang, Msg::Back)}
                </button>
            </nav>
        </section>
    }
}

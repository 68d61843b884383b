//! Receiving a handed-off game by its QR codes: `CodeReader` reads them (the camera, read by
//! the browser's detector or in the wasm, or picked photos of the codes) in any order
//! (`crate::link::handoff::Assembly`); the assembled game log goes to the same import as a file.
//! Where the device has no camera, the screen says so: a photo of each code, or the file.

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;

use super::pick_file::PickFile;
use super::reader::Reader;
use crate::link::handoff::{Assembly, CodeError};
use crate::ui::tr;
use crate::web;
use crate::words::{t, tf, Lang, Msg, StartWord, Text};

#[component]
pub fn ScanScreen(
    lang: ReadSignal<Lang>,
    #[prop(into)] on_back: Callback<()>,
    /// The game log, once every code is read (or a file picked).
    #[prop(into)]
    on_text: Callback<(String,)>,
) -> impl IntoView {
    // A file that cannot be read is left unread, as a code that cannot be read is.
    let on_file = move |text: Option<String>| {
        if let Some(text) = text {
            on_text.run((text,));
        }
    };
    view! {
        <section class="screen scan" data-testid="scan">
            <header class="topbar">
                <h1 class="screen-title">{tr(lang, Msg::ReceiveGame)}</h1>
            </header>
            <Codes lang on_text no_camera=Msg::NoCameraScan once=true />
            <nav class="actions">
                <PickFile
                    class="btn secondary"
                    testid="scan-file"
                    on_text=on_file
                >
                    {tr(lang, Msg::StartScreen(StartWord::OpenFile))}
                </PickFile>
                <button type="button" class="btn primary" data-testid="scan-back" on:click=move |_| on_back.run(())>
                    {tr(lang, Msg::StartScreen(StartWord::Back))}
                </button>
            </nav>
        </section>
    }
}

/// A numbered sequence of hand-off codes read (`link::handoff::Assembly`, in any order,
/// by the camera or photos of them): how many are read, what is wrong with a code, and the
/// whole text to `on_text` once every code is in. Whatever the sequence carries (a game
/// log, a table's results) is the receiver's to read.
#[component]
pub fn Codes(
    lang: ReadSignal<Lang>,
    /// The assembled text, once every code of a sequence is read.
    #[prop(into)]
    on_text: Callback<(String,)>,
    /// The line shown where the device has no camera.
    no_camera: Msg,
    /// `true`: once a text is given, later codes are left (the screen moves on);
    /// `false`: the reading starts again for the next sequence.
    once: bool,
) -> impl IntoView {
    let camera = web::scan::available();
    let assembly = RwSignal::new(Assembly::default());
    let problem: RwSignal<Option<CodeError>> = RwSignal::new(None);
    // Once the text is read, later codes (a photo still being read) are left.
    let done = RwSignal::new(false);
    let on_code = move |code: String| {
        if done.get_untracked() {
            return;
        }
        let mut a = assembly.get_untracked();
        match a.add(&code) {
            Ok(_) => {
                problem.set(None);
                let json = a.json();
                assembly.set(a);
                match json {
                    Some(Ok(text)) => {
                        if once {
                            done.set(true);
                        } else {
                            assembly.set(Assembly::default());
                        }
                        on_text.run((text,));
                    }
                    Some(Err(e)) => {
                        problem.set(Some(e));
                        assembly.set(Assembly::default());
                    }
                    None => {}
                }
            }
            // The sender's game went on (its codes changed), or another sequence's code:
            // the newest code wins, the reading starts again.
            Err(CodeError::OtherGame) => {
                let mut fresh = Assembly::default();
                let _ = fresh.add(&code);
                assembly.set(fresh);
                problem.set(Some(CodeError::OtherGame));
            }
            Err(e) => problem.set(Some(e)),
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
        <Reader lang=lang on_code=on_code no_camera=no_camera />
        {move || (camera || assembly.get().total() > 0).then(|| view! {
            <p class="lead" role="status" data-testid="scan-progress">{progress}</p>
        })}
        {move || problem_text().map(|p| view! { <p class="refusal" role="alert">{p}</p> })}
    }
}

/// Receiving a handed-off game, in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn scan_screen(
    lang: ReadSignal<Lang>,
    on_back: Callback<()>,
    on_text: Callback<(String,)>,
) -> Drawn {
    Ok(view! { <ScanScreen lang on_back on_text /> }.into_any())
}

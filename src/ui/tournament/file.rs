//! The tournament's files: the whole document saved and opened (versioned JSON; a damaged
//! file or a newer version's refused by name, another tournament replaced only when the
//! organiser says so, the one here kept among the texts that did not open), DimTom's
//! seating given and taken (`engine::tournament::DimTom`) while no game has a result, and
//! the tournament ended (deleted from the phone, asked first).

use leptos::prelude::*;

use super::{file_name, w, Pick, Picked, TourCtx};
use crate::engine::tournament::{DimTom, DocError, Tournament, TournamentError};
use crate::ui::saves::TextOut;
use crate::web;
use crate::words::{TourText, TourWord as W};

const MIME: &str = "application/json";

/// A picked tournament file read: the tournament, or the refusal in words.
fn read(ctx: TourCtx, text: Picked) -> Option<Tournament> {
    let read = match text {
        Some(text) => Tournament::from_json(&text),
        None => Err(TournamentError::Doc(DocError::Malformed {
            detail: "the file cannot be read as text".to_string(),
        })),
    };
    match read {
        Ok(t) => Some(t),
        Err(e) => {
            ctx.say(ctx.text(TourText::Tournament(&e)));
            None
        }
    }
}

/// «Открыть файл турнира» when no tournament is kept here.
#[component]
pub fn OpenFile() -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    let on_text = move |(text,): (Picked,)| {
        if let Some(t) = read(ctx, text) {
            if !ctx.put(t.clone()) {
                ctx.doc.set(Some(t));
            }
            ctx.say(ctx.word(W::Imported).to_string());
        }
    };
    view! {
        <div class="tour-row">
            <Pick testid="tour-import" input_testid="tour-import-file" word=W::Import on_text />
        </div>
        {move || ctx.said.get().map(|s| view! { <p class="hint warn" role="alert" data-testid="tour-said">{s}</p> })}
        <p class="hint left" hidden=move || ctx.said.with(Option::is_some)>{w(lang, W::DimTomLine)}</p>
    }
}

/// The file section of an open tournament.
#[component]
pub fn Files() -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    // A tournament from a file, waiting for «Заменить?».
    let asking: RwSignal<Option<Tournament>> = RwSignal::new(None);
    let ending = RwSignal::new(false);
    // The phone's Back answers a question up with «no».
    crate::ui::back_closes(
        move || asking.with_untracked(Option::is_some) || ending.get_untracked(),
        move || {
            asking.set(None);
            ending.set(false);
        },
    );
    let on_import = move |(text,): (Picked,)| {
        let Some(t) = read(ctx, text) else { return };
        let same = ctx.doc.with_untracked(|h| h.as_ref() == Some(&t));
        if same {
            ctx.say(ctx.word(W::Imported).to_string());
        } else {
            ctx.said.set(None);
            asking.set(Some(t));
        }
    };
    let replace = move |_| {
        let Some(t) = asking.get_untracked() else {
            return;
        };
        asking.set(None);
        if web::tournament::replace(&t) {
            ctx.not_saved.set(false);
            ctx.doc.set(Some(t));
            ctx.say(ctx.word(W::Imported).to_string());
        } else {
            ctx.not_saved.set(true);
        }
    };
    let on_dimtom = move |(text,): (Picked,)| {
        let seating = match text.as_deref().map(DimTom::read) {
            Some(Ok(s)) => s,
            Some(Err(e)) => return ctx.say(ctx.text(TourText::Seating(&e))),
            None => {
                let e = crate::engine::tournament::SeatingError::Json(
                    "the file cannot be read as text".to_string(),
                );
                return ctx.say(ctx.text(TourText::Seating(&e)));
            }
        };
        match ctx.try_change(|t| t.reseat(&seating)) {
            Ok(true) => ctx.say(ctx.word(W::Reseated).to_string()),
            Ok(false) => {}
            Err(e) => ctx.say(ctx.text(TourText::Swap(&e))),
        }
    };
    let json = move || {
        ctx.doc
            .with(|t| t.as_ref().map(Tournament::to_json).unwrap_or_default())
    };
    let dimtom = move || {
        ctx.doc.with(|t| {
            t.as_ref()
                .and_then(|t| t.seating().ok())
                .map(|s| DimTom::from_seating(&s).to_text())
                .unwrap_or_default()
        })
    };
    view! {
        <div class="tour-files" data-testid="tour-files">
            <Show
                when=move || asking.with(Option::is_some)
                fallback=move || view! {
                    <h3>{w(lang, W::Export)}</h3>
                    {move || view! { <TextOut lang text=json() file_name=file_name("tournament") mime=MIME /> }}
                    <div class="tour-row">
                        <Pick testid="tour-import" input_testid="tour-import-file" word=W::Import on_text=on_import />
                    </div>
                    <h3>{w(lang, W::DimTomExport)}</h3>
                    <p class="hint left">{w(lang, W::DimTomLine)}</p>
                    {move || view! { <TextOut lang text=dimtom() file_name=file_name("dimtom") mime=MIME /> }}
                    <div class="tour-row">
                        <Pick testid="tour-dimtom-import" input_testid="tour-dimtom-file" word=W::DimTomImport on_text=on_dimtom />
                    </div>
                    <Show
                        when=move || ending.get()
                        fallback=move || view! {
                            <button type="button" class="btn ghost" data-testid="tour-end" on:click=move |_| ending.set(true)>
                                {w(lang, W::End)}
                            </button>
                        }
                    >
                        <div class="confirm" role="alertdialog" data-testid="tour-end-ask">
                            <p>{w(lang, W::EndAsk)}</p>
                            <div class="tour-row">
                                <button type="button" class="btn primary" data-testid="tour-end-yes" on:click=move |_| {
                                    if web::tournament::delete() {
                                        ctx.said.set(None);
                                        ctx.doc.set(None);
                                    }
                                    ending.set(false);
                                }>
                                    {w(lang, W::EndYes)}
                                </button>
                                <button type="button" class="btn secondary" on:click=move |_| ending.set(false)>
                                    {w(lang, W::Keep)}
                                </button>
                            </div>
                        </div>
                    </Show>
                }
            >
                <div class="confirm" role="alertdialog" data-testid="tour-replace-ask">
                    <h3>{w(lang, W::ReplaceTitle)}</h3>
                    <p>{move || {
                        let here = ctx.doc.with(|t| t.as_ref().map(|t| t.name.clone()).unwrap_or_default());
                        let file = asking.with(|t| t.as_ref().map(|t| t.name.clone()).unwrap_or_default());
                        ctx.text(TourText::ReplaceAsk { here: &here, file: &file })
                    }}</p>
                    <div class="tour-row">
                        <button type="button" class="btn primary" data-testid="tour-replace-yes" on:click=replace>
                            {w(lang, W::Replace)}
                        </button>
                        <button type="button" class="btn secondary" data-testid="tour-replace-no" on:click=move |_| asking.set(None)>
                            {w(lang, W::Keep)}
                        </button>
                    </div>
                </div>
            </Show>
        </div>
    }
}

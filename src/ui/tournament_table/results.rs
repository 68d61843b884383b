//! The table's results for the organiser: the codes (`ui::qr_pages::QrPages`, the
//! hand-off's own drawing) and the file; nothing while no game has its result.

use leptos::prelude::*;

use crate::engine::tournament::TableKeep;
use crate::link::handoff;
use crate::ui::qr_pages::QrPages;
use crate::ui::tr;
use crate::web;
use crate::words::{tf, Lang, Msg, TableWord, Text};

const MIME: &str = "application/json";

#[component]
pub fn ResultsPanel(
    lang: ReadSignal<Lang>,
    keep: TableKeep,
    /// The code on screen (`None`: the codes are hidden).
    page: RwSignal<Option<usize>>,
) -> impl IntoView {
    if keep.results.results.is_empty() {
        return ().into_any();
    }
    let json = keep.results.to_json();
    let codes = handoff::codes(&json);
    let too_long = codes.as_ref().err().map(|e| e.parts);
    let shown = codes.unwrap_or_default();
    let name = format!(
        "mafia-host-results-{}-table-{}.json",
        keep.ticket.tournament,
        keep.ticket.table + 1
    );
    let download = move |_| {
        web::files::download(&name, MIME, &json);
    };
    let w = move |w: TableWord| tr(lang, Msg::Table(w));
    view! {
        <div class="table-results" data-testid="table-results">
            <h2 class="table-head">{w(TableWord::ResultsTitle)}</h2>
            <Show
                when=move || page.get().is_some()
                fallback=move || view! {
                    {match too_long {
                        None => view! {
                            <button type="button" class="btn secondary" data-testid="table-results-qr" on:click=move |_| page.set(Some(0))>
                                {w(TableWord::ShowResults)}
                            </button>
                        }.into_any(),
                        Some(n) => view! {
                            <p class="hint left" data-testid="table-too-long">
                                {move || tf(lang.get(), Text::TooLongForCodes { needed: n, max: handoff::MAX_PARTS })}
                            </p>
                        }.into_any(),
                    }}
                }
            >
                <QrPages lang codes=shown.clone() page no_hint=true />
            </Show>
            <button type="button" class="btn secondary" data-testid="table-results-file" on:click=download.clone()>
                {w(TableWord::DownloadResults)}
            </button>
            <p class="hint left">{w(TableWord::ResultsHint)}</p>
        </div>
    }
    .into_any()
}

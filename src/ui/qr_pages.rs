//! Numbered QR codes shown one at a time (`link::handoff::codes`): the hand-off's and a
//! tournament table's results. Apart from both, so neither screen imports the other's.

use crate::link::qr::{Ecc, Qr};
use crate::ui::tr;
use crate::words::{tf, Lang, Msg, Text};
use leptos::prelude::*;

/// A text's numbered codes (`handoff::codes`), one at a time, with the count, the scanning
/// hint, ‹ › and «Скрыть коды»: the hand-off's (`ui::game::handoff`), and a tournament
/// table's results (`ui::tournament_table`). `page`: the code on screen (from 0), `None` once hidden.
#[component]
pub fn QrPages(
    lang: ReadSignal<Lang>,
    codes: Vec<String>,
    page: RwSignal<Option<usize>>,
    /// Without the hand-off's line on how the other phone scans (the caller says its own).
    #[prop(optional)]
    no_hint: bool,
) -> impl IntoView {
    let total = codes.len();
    // Code k: its text and its picture.
    let code = move |k: usize| {
        let text = codes.get(k).cloned().unwrap_or_default();
        let svg = Qr::encode(text.as_bytes(), Ecc::L, None)
            .map(|q| q.svg())
            .unwrap_or_default();
        (text, svg)
    };
    move || {
        let k = page.get().unwrap_or(0);
        let (text, svg) = code(k);
        let (first, last, single) = (k == 0, k + 1 >= total, total < 2);
        view! {
            <figure class="qr" data-testid="qr" data-code=text inner_html=svg></figure>
            <p class="qr-count" data-testid="qr-count">
                {move || tf(lang.get(), Text::CodeOf(k + 1, total))}
            </p>
            <p class="hint" hidden=no_hint>
                {tr(lang, if total > 1 { Msg::ScanHintMany } else { Msg::ScanHintOne })}
            </p>
            <div class="qr-nav" hidden=single>
                <button type="button" class="btn secondary" data-testid="qr-prev" disabled=first on:click=move |_| page.set(Some(k - 1))>
                    {tr(lang, Msg::PrevArrow)}
                </button>
                <button type="button" class="btn secondary" data-testid="qr-next" disabled=last on:click=move |_| page.set(Some(k + 1))>
                    {tr(lang, Msg::NextArrow)}
                </button>
            </div>
            <button type="button" class="btn ghost" data-testid="qr-hide" on:click=move |_| page.set(None)>
                {tr(lang, Msg::HideCodes)}
            </button>
        }
    }
}

//! Handing the game in progress to another phone: the game file (download or the share
//! sheet) and the QR codes to scan (`docs/handoff.md`). The screen shows no role; the
//! host is told that the file and the codes hold them.

use crate::host::screen::Action;
use crate::ui::tr;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;

use super::ctx::Ctx;
use crate::engine::GameLog;
use crate::link::handoff;
use crate::ui::qr_pages::QrPages;
use crate::web;
use crate::words::{tf, Msg, Text};

const MIME: &str = "application/json";

#[component]
pub fn HandOff() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let json = ctx
        .game()
        .with_untracked(|g| g.as_ref().map(|g| GameLog::of(g).to_json()))
        .unwrap_or_default();
    let name = format!("mafia-host-{}.json", web::file_stamp());
    let shareable = web::files::can_share(&name, MIME, &json);
    let codes = handoff::codes(&json);
    // The code on screen (0-based); `None` while the codes are not shown.
    let page: RwSignal<Option<usize>> = RwSignal::new(None);
    let total = codes.as_ref().map_or(0, Vec::len);
    let too_long = codes.as_ref().err().map(|e| e.parts);

    let download = {
        let (name, json) = (name.clone(), json.clone());
        move |_| {
            web::files::download(&name, MIME, &json);
        }
    };
    let share = move |_| {
        let (name, json) = (name.clone(), json.clone());
        leptos::task::spawn_local(async move {
            web::files::share(&name, MIME, &json).await;
        });
    };
    let shown = codes.clone().unwrap_or_default();

    view! {
        <section class="handoff" data-testid="handoff">
            // The title gives its room to the code, so the screen fits without scrolling.
            <Show when=move || page.get().is_none()>
                <h2 class="lead">{tr(lang, Msg::HandOffHeading)}</h2>
            </Show>
            <p class="save-notice handoff-warn" role="note">
                {tr(lang, Msg::HandOffWarning)}
            </p>
            <Show
                when=move || page.get().is_some()
                fallback=move || {
                    let (download, share) = (download.clone(), share.clone());
                    view! {
                    <div class="handoff-tools">
                        <button type="button" class="btn secondary" data-testid="handoff-download" on:click=download.clone()>
                            {tr(lang, Msg::DownloadGame)}
                        </button>
                        <Show when=move || shareable>
                            <button type="button" class="btn secondary" data-testid="handoff-share" on:click=share.clone()>
                                {tr(lang, Msg::SendFile)}
                            </button>
                        </Show>
                        <p class="hint left">
                            {tr(lang, Msg::HandOffFileHint)}
                        </p>
                        {move || match too_long {
                            None => view! {
                                <button type="button" class="btn secondary" data-testid="handoff-qr" on:click=move |_| page.set(Some(0))>
                                    {move || tf(lang.get(), Text::ShowCodes(total))}
                                </button>
                            }.into_any(),
                            Some(n) => view! {
                                <p class="hint left" data-testid="handoff-too-long">
                                    {move || tf(lang.get(), Text::TooLongForCodes { needed: n, max: handoff::MAX_PARTS })}
                                </p>
                            }.into_any(),
                        }}
                    </div>
                    }
                }
            >
                <QrPages lang codes=shown.clone() page />
            </Show>
            <button type="button" class="btn primary" data-testid="handoff-close" on:click=move |_| ctx.send(Action::Open(super::ctx::Sheet::None))>
                {tr(lang, Msg::BackToGame)}
            </button>
        </section>
    }
}

/// The hand-off sheet, in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn hand_off() -> Drawn {
    Ok(view! { <HandOff /> }.into_any())
}

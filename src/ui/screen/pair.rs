//! Pairing from the players' screen's side (issue 24, `docs/players-screen.md`): scan the
//! host's offer and show the answer's code; or, remembering a host, show a re-pair code at
//! once (one scan by the host), with a way to scan another host's code instead.

use crate::ui::game::screen_link::{error_word, qr_svg, take_code};
use crate::ui::reader::Reader;
use crate::web::rtc::{self, Link, RtcError};
use crate::words::{t, Lang, Msg, StartWord};
use leptos::prelude::*;

#[derive(Clone, PartialEq, Eq)]
enum Mode {
    /// Reading the host's offer.
    Scan,
    /// The answer's code, for the host to scan.
    Answer(String),
    /// The re-pair code for the remembered host.
    Repair(String),
    /// A code being made.
    Making,
}

#[component]
pub fn PairPanel(#[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    // Without WebRTC this device cannot be a players' screen: said once, nothing to scan.
    if !rtc::available() {
        return view! {
            <section class="pair-panel" data-testid="pair-panel">
                <h2 class="lead">{move || t(lang.get(), Msg::StartScreen(StartWord::ScreenOpen))}</h2>
                <p class="refusal" role="status" data-testid="screen-unavailable">{move || t(lang.get(), Msg::PairUnavailable)}</p>
            </section>
        }
        .into_any();
    }
    let link = RwSignal::new(rtc::screen_status());
    let mode = RwSignal::new(Mode::Scan);
    let error: RwSignal<Option<Msg>> = RwSignal::new(None);
    let busy = RwSignal::new(false);

    // A re-pair code for the remembered host, or the reader when there is none.
    let repair = move || {
        mode.try_set(Mode::Making);
        leptos::task::spawn_local(async move {
            let next = match rtc::screen_repair().await {
                Some(Ok(code)) => Mode::Repair(code),
                Some(Err(e)) => {
                    error.try_set(Some(error_word(e)));
                    Mode::Scan
                }
                None => Mode::Scan,
            };
            mode.try_set(next);
        });
    };
    let w = rtc::screen_on_status(move |l| {
        link.try_set(l);
        // A lost link shows a fresh re-pair code at once.
        if l == Link::Lost && rtc::screen_remembers() {
            repair();
        }
    });
    on_cleanup(move || rtc::unwatch(w));
    if link.get_untracked() != Link::Open && rtc::screen_remembers() {
        repair();
    }

    let on_code = Callback::new(move |(code,): (String,)| {
        take_code(
            busy,
            error,
            move || async move { rtc::screen_answer(&code).await },
            move |answered| match answered {
                Ok(answer) => {
                    mode.try_set(Mode::Answer(answer));
                }
                Err(RtcError::WrongSide) => {
                    error.try_set(Some(Msg::PairScreenCode));
                }
                Err(e) => {
                    error.try_set(Some(error_word(e)));
                }
            },
        );
    });
    let scan = move |_| {
        error.set(None);
        mode.set(Mode::Scan);
    };
    let word = move |m: Msg| move || t(lang.get(), m);

    view! {
        <section class="pair-panel" data-testid="pair-panel">
            <h2 class="lead">{word(Msg::StartScreen(StartWord::ScreenOpen))}</h2>
            {move || match link.get() {
                Link::Open => Some(view! {
                    <p class="screen-status on" role="status" data-testid="screen-linked">{word(Msg::ScreenLinked)}</p>
                }.into_any()),
                Link::Lost => Some(view! {
                    <p class="screen-status lost" role="status" data-testid="screen-unlinked">{word(Msg::ScreenUnlinked)}</p>
                }.into_any()),
                Link::Idle | Link::Waiting => None,
            }}
            {move || error.get().map(|m| view! {
                <p class="refusal" role="alert" data-testid="pair-error">{word(m)}</p>
            })}
            {move || {
                if link.get() == Link::Open {
                    return None;
                }
                Some(match mode.get() {
                    Mode::Scan => view! {
                        <p class="hint">{word(Msg::ScreenScanHostHint)}</p>
                        <Reader lang on_code />
                    }.into_any(),
                    Mode::Making => view! {
                        <p class="hint">{word(Msg::ScreenMaking)}</p>
                    }.into_any(),
                    Mode::Answer(code) => {
                        let svg = qr_svg(&code);
                        view! {
                            <figure class="qr screen-qr" data-testid="screen-answer" data-code=code inner_html=svg></figure>
                            <p class="hint">{word(Msg::ScreenAnswerHint)}</p>
                            <button type="button" class="btn secondary" data-testid="pair-scan-host" on:click=scan>
                                {word(Msg::ScreenScanHost)}
                            </button>
                        }.into_any()
                    }
                    Mode::Repair(code) => {
                        let svg = qr_svg(&code);
                        view! {
                            <figure class="qr screen-qr" data-testid="screen-repair" data-code=code inner_html=svg></figure>
                            <p class="hint">{word(Msg::ScreenRepairHint)}</p>
                            <button type="button" class="btn secondary" data-testid="pair-scan-host" on:click=scan>
                                {word(Msg::ScreenScanHost)}
                            </button>
                        }.into_any()
                    }
                })
            }}
        </section>
    }
    .into_any()
}

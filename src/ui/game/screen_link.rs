//! The players' screen from the host's side (issue 24, `docs/players-screen.md`): the
//! link's state, the offer's code for a first pairing, and one reader for the screen's
//! code, its answer or its re-pair code (`web::rtc`). A sheet over the whole game, which
//! goes on underneath; the game never waits on the link.

use crate::host::screen::Action;
use crate::ui::reader::Reader;
use crate::ui::tr;
use crate::web::rtc::{self, Link, RtcError};
use crate::words::{t, Msg, StartWord};
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;
use std::cell::RefCell;

use super::ctx::{Ctx, Sheet};

thread_local! {
    /// The offer's code now shown, while its connection waits for an answer: the sheet
    /// shows it again when reopened.
    static OFFER: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The host's link as a signal, for the game screen and this sheet.
#[derive(Clone, Copy)]
pub struct ScreenLink(pub RwSignal<Link>);

/// Watches the host's link while the game screen is up (`provide_context` it).
pub fn watch() -> ScreenLink {
    let link = RwSignal::new(rtc::host_status());
    let w = rtc::host_on_status(move |l| {
        if l == Link::Open {
            OFFER.with(|o| *o.borrow_mut() = None);
        }
        link.try_set(l);
    });
    on_cleanup(move || rtc::unwatch(w));
    ScreenLink(link)
}

/// The words for the link's state.
pub fn status_word(link: Link) -> Msg {
    match link {
        Link::Idle => Msg::ScreenIdle,
        Link::Waiting => Msg::ScreenWaiting,
        Link::Open => Msg::ScreenOn,
        Link::Lost => Msg::ScreenLost,
    }
}

/// Takes a code the camera read (the host's sheet and the screen's panel alike), one at a
/// time: a code read while the last is still being taken is dropped, and the error line
/// clears as one begins; `then` gets what taking it came to.
pub fn take_code<T, Fut>(
    busy: RwSignal<bool>,
    error: RwSignal<Option<Msg>>,
    take: impl FnOnce() -> Fut + 'static,
    then: impl FnOnce(T) + 'static,
) where
    T: 'static,
    Fut: std::future::Future<Output = T> + 'static,
{
    if busy.get_untracked() {
        return;
    }
    busy.set(true);
    error.set(None);
    leptos::task::spawn_local(async move {
        let done = take().await;
        busy.try_set(false);
        then(done);
    });
}

/// What went wrong, in the host's words.
pub fn error_word(e: RtcError) -> Msg {
    use crate::link::pair::PairError;
    match e {
        RtcError::Unavailable => Msg::PairUnavailable,
        RtcError::Refused => Msg::PairRefused,
        RtcError::Code(PairError::Foreign) => Msg::PairForeign,
        RtcError::Code(PairError::Version) => Msg::PairVersion,
        RtcError::Code(PairError::Damaged) => Msg::PairDamaged,
        RtcError::Code(PairError::Sdp(_)) => Msg::PairSdp,
        RtcError::WrongSide => Msg::PairHostCode,
        RtcError::NoOffer => Msg::PairNoOffer,
        RtcError::HostChanged => Msg::PairHostChanged,
    }
}

/// The code as a QR picture (an `<svg>`).
pub fn qr_svg(text: &str) -> String {
    crate::link::qr::Qr::encode(text.as_bytes(), crate::link::qr::Ecc::L, None)
        .map(|q| q.svg())
        .unwrap_or_default()
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// The offer's code (or the link's state when it is open).
    Show,
    /// Reading the screen's code.
    Scan,
}

#[component]
pub fn ScreenSheet() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    // Without WebRTC no code is made and none can be read: the sheet says so once, and
    // offers only the way back to the game (which never needed the link).
    if !rtc::available() {
        return view! {
            <section class="handoff screen-link" data-testid="screen-sheet">
                <h2 class="lead screen-link-title">{tr(lang, Msg::StartScreen(StartWord::ScreenOpen))}</h2>
                <p class="refusal" role="status" data-testid="screen-unavailable">{tr(lang, Msg::PairUnavailable)}</p>
                <p class="hint">{tr(lang, Msg::ScreenUnavailableHint)}</p>
                <button type="button" class="btn primary" data-testid="screen-close" on:click=move |_| ctx.send(Action::Open(Sheet::None))>
                    {tr(lang, Msg::BackToGame)}
                </button>
            </section>
        }
        .into_any();
    }
    let link = expect_context::<ScreenLink>().0;
    let mode = RwSignal::new(Mode::Show);
    let offer: RwSignal<Option<String>> = RwSignal::new(OFFER.with(|o| o.borrow().clone()));
    let error: RwSignal<Option<Msg>> = RwSignal::new(None);
    let busy = RwSignal::new(false);

    let make_offer = move || {
        offer.set(None);
        OFFER.with(|o| *o.borrow_mut() = None);
        leptos::task::spawn_local(async move {
            match rtc::host_offer().await {
                Ok(code) => {
                    OFFER.with(|o| *o.borrow_mut() = Some(code.clone()));
                    offer.try_set(Some(code));
                }
                Err(e) => {
                    error.try_set(Some(error_word(e)));
                }
            }
        });
    };
    // Opened without a link or an offer waiting: a fresh offer at once.
    if link.get_untracked() != Link::Open && offer.get_untracked().is_none() {
        make_offer();
    }

    let on_code = Callback::new(move |(code,): (String,)| {
        take_code(
            busy,
            error,
            move || async move { rtc::host_take(&code).await },
            move |taken| match taken {
                Ok(()) => {
                    mode.try_set(Mode::Show);
                }
                Err(RtcError::HostChanged) => {
                    error.try_set(Some(Msg::PairHostChanged));
                    mode.try_set(Mode::Show);
                    make_offer();
                }
                Err(e) => {
                    error.try_set(Some(error_word(e)));
                }
            },
        );
    });

    let status = move || t(lang.get(), status_word(link.get()));
    view! {
        <section class="handoff screen-link" data-testid="screen-sheet">
            <h2 class="lead screen-link-title">{tr(lang, Msg::StartScreen(StartWord::ScreenOpen))}</h2>
            <p
                class="screen-status"
                class:on=move || link.get() == Link::Open
                class:lost=move || link.get() == Link::Lost
                role="status"
                data-testid="screen-status"
                data-link=move || format!("{:?}", link.get()).to_ascii_lowercase()
            >
                {status}
            </p>
            {move || error.get().map(|m| view! {
                <p class="refusal" role="alert" data-testid="screen-error">{move || t(lang.get(), m)}</p>
            })}
            {move || match (mode.get(), link.get()) {
                (Mode::Scan, _) => view! {
                    <p class="hint">{tr(lang, Msg::ScreenScanScreenHint)}</p>
                    <Reader lang on_code />
                    <button type="button" class="btn secondary" data-testid="screen-show-offer"
                        on:click=move |_| { error.set(None); mode.set(Mode::Show); }>
                        {tr(lang, Msg::ScreenShowOffer)}
                    </button>
                }.into_any(),
                (Mode::Show, Link::Open) if offer.get().is_none() => view! {
                    <p class="hint">{tr(lang, Msg::ScreenOnHint)}</p>
                    <button type="button" class="btn secondary" data-testid="screen-again"
                        on:click=move |_| { error.set(None); make_offer(); }>
                        {tr(lang, Msg::ScreenPairAgain)}
                    </button>
                }.into_any(),
                (Mode::Show, _) => view! {
                    {move || match offer.get() {
                        Some(code) => {
                            let svg = qr_svg(&code);
                            view! {
                                <figure class="qr screen-qr" data-testid="screen-offer" data-code=code inner_html=svg></figure>
                            }.into_any()
                        }
                        None => view! { <p class="hint screen-qr-wait">{tr(lang, Msg::ScreenMaking)}</p> }.into_any(),
                    }}
                    <p class="hint">{tr(lang, Msg::ScreenOfferHint)}</p>
                    <button type="button" class="btn secondary" data-testid="screen-scan"
                        on:click=move |_| { error.set(None); mode.set(Mode::Scan); }>
                        {tr(lang, Msg::ScreenScanScreen)}
                    </button>
                }.into_any(),
            }}
            <button type="button" class="btn primary" data-testid="screen-close" on:click=move |_| ctx.send(Action::Open(Sheet::None))>
                {tr(lang, Msg::BackToGame)}
            </button>
        </section>
    }
    .into_any()
}

/// Over the table while the link is lost: a tap opens the sheet (one scan re-pairs).
#[component]
pub fn LostLine() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let link = expect_context::<ScreenLink>().0;
    view! {
        <Show when=move || link.get() == Link::Lost>
            <button type="button" class="screen-lost" data-testid="screen-lost" role="status"
                on:click=move |_| ctx.send(Action::Open(Sheet::Screen))>
                {tr(lang, Msg::ScreenLost)}
            </button>
        </Show>
    }
}

/// The players' screen's sheet, in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn screen_sheet() -> Drawn {
    Ok(view! { <ScreenSheet /> }.into_any())
}

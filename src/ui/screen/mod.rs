//! This device as the players' screen (issue 24): paired with the host's phone over WebRTC
//! (`pair.rs`, `web::rtc`), it draws each public view the host's phone sends (`board.rs`).
//! It sends nothing the host's phone acts on; the host's phone is the game's only writer.

pub mod board;
pub mod pair;

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;

use super::lang_switch::LangSwitch;
use super::tr;
use crate::engine::public::PublicView;
use crate::route::Public;
use crate::web::rtc::{self, Link};
use crate::words::{board as word, BoardWord, Lang, Msg, StartWord};
use board::{Arrived, Board};
use pair::PairPanel;

#[component]
pub fn PublicScreen(
    lang: ReadSignal<Lang>,
    #[prop(into)] on_lang: Callback<(Lang,)>,
    #[prop(into)] on_back: Callback<()>,
) -> impl IntoView {
    let arrived: RwSignal<Option<Arrived>> = RwSignal::new(None);
    let link = RwSignal::new(rtc::screen_status());
    let watch = rtc::screen_on_status(move |l| {
        let _ = link.try_set(l);
    });
    on_cleanup(move || {
        rtc::unwatch(watch);
        rtc::screen_on_message(|_| ());
    });
    rtc::screen_on_message(move |text| {
        // Only a whole public view is drawn; anything else is left unread and the last
        // picture stays.
        if let Ok(view) = crate::json::from_str::<PublicView>(&text) {
            let _ = arrived.try_set(Some(Arrived {
                view,
                text,
                at_ms: crate::web::clock::now_ms(),
            }));
        }
    });
    // Leaving the players' screen closes the link (the host's phone says so); the host
    // stays remembered, so coming back shows the code to re-pair.
    let on_back = Callback::new(move |()| {
        rtc::screen_close();
        on_back.run(());
    });
    // The phone's Back: while linked, asks before it unpairs (asked again, it stays);
    // unlinked, back to the start screen.
    let asking = RwSignal::new(false);
    crate::ui::back_at(
        move || Public {
            linked: link.get_untracked() == Link::Open,
            asking: asking.get_untracked(),
        },
        move |p: Public| asking.set(p.asking),
        move || on_back.run(()),
    );
    // Which picture: pairing, waiting for a game, or the board (redrawn only when this
    // changes; the board follows the views itself).
    let mode = Memo::new(move |_| (link.get() == Link::Open, arrived.with(Option::is_some)));
    view! {
        <div
            class="public-screen"
            data-testid="public-screen"
            data-view=move || arrived.with(|a| a.as_ref().map(|a| a.text.clone()))
        >
            <Show when=move || asking.get()>
                <div class="public-ask" role="alertdialog" data-testid="public-leave-ask">
                    <p class="lead">{tr(lang, Msg::ScreenLeaveAsk)}</p>
                    <button type="button" class="btn primary" data-testid="public-stay" on:click=move |_| asking.set(false)>
                        {tr(lang, Msg::ScreenStay)}
                    </button>
                    <button type="button" class="btn secondary" data-testid="public-leave" on:click=move |_| on_back.run(())>
                        {tr(lang, Msg::ScreenLeaveYes)}
                    </button>
                </div>
            </Show>
            {move || if !mode.get().0 {
                view! { <div class="public-bar"><Controls lang on_lang on_back /></div><PairPanel lang /> }.into_any()
            } else if mode.get().1 {
                view! { <Board lang arrived><Linked lang /><Controls lang on_lang on_back /></Board> }.into_any()
            } else {
                view! { <div class="public-bar"><Linked lang /><Controls lang on_lang on_back /></div><p class="public-wait">{move || word(lang.get(), BoardWord::Waiting)}</p> }.into_any()
            }}
        </div>
    }
}

/// The screen's own language and its way back to the start screen: small, in a corner.
#[component]
fn Controls(
    lang: ReadSignal<Lang>,
    on_lang: Callback<(Lang,)>,
    on_back: Callback<()>,
) -> impl IntoView {
    view! {
        <LangSwitch lang on_lang />
        <button type="button" class="btn ghost small" data-testid="public-back" on:click=move |_| on_back.run(())>
            {tr(lang, Msg::StartScreen(StartWord::Back))}
        </button>
    }
}

/// The link is open: a green dot that says so (for a reader of the page, in words).
#[component]
fn Linked(lang: ReadSignal<Lang>) -> impl IntoView {
    view! {
        <span class="public-linked" role="status" data-testid="screen-linked" title=tr(lang, Msg::ScreenLinked) aria-label=tr(lang, Msg::ScreenLinked)></span>
    }
}

/// This device as the players' screen (issue 24), in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn public_screen(
    lang: ReadSignal<Lang>,
    on_lang: Callback<(Lang,)>,
    on_back: Callback<()>,
) -> Drawn {
    Ok(view! { <PublicScreen lang on_lang on_back /> }.into_any())
}

//! The Leptos app, mounted by `root::mount`. Screens draw state and pass the host's taps on;
//! they hold no game rules.

mod app;
mod backup;
mod banners;
mod evening;
mod game;
mod keep;
mod lang_switch;
mod lazy;
mod notices;
mod pick_file;
mod players;
mod practice;
mod protocol;
mod qr_pages;
mod reader;
pub mod root;
mod saves;
mod scan;
mod screen;
mod screens;
mod session;
mod settings;
mod setup;
mod start;
mod start_tools;
mod tournament;
mod tournament_table;
mod turns;
mod why;

use leptos::prelude::*;

use crate::route;
use crate::web;
use crate::words::{start, t, Lang, Msg, StartWord};

/// Which screen is up (`route`, a value with its Back).
pub use crate::route::Screen;

/// While the calling view is up, the phone's Back is its when it reaches it (`web::back`):
/// a view that keeps what Back does to itself (`route::Layer::Own`, the game screen), it
/// always takes it; `take`'s answer is not asked.
pub(crate) fn on_back(take: impl Fn() -> bool + 'static) {
    let taken = web::back::take(
        || route::Layer::Own,
        move |_| {
            let _ = take();
        },
    );
    on_cleanup(move || web::back::release(taken));
}

/// While the calling view is up, its part of where the app is (`at`, read when Back is
/// pressed) is a layer of the route (`route::Part`): where the phone's Back goes from it is
/// `route`'s; `to` makes the view what Back says (a sheet closed, a step back, a question
/// asked), `exit` is the view's own Back.
pub(crate) fn back_at<P: route::Part>(
    at: impl Fn() -> P + 'static,
    to: impl Fn(P) + 'static,
    exit: impl Fn() + 'static,
) {
    let taken = web::back::take(
        move || at().layer(),
        move |back| match back {
            route::Back::To(layer) => {
                if let Some(p) = P::of(layer) {
                    to(p);
                }
            }
            route::Back::Exit => exit(),
            route::Back::Pass => {}
        },
    );
    on_cleanup(move || web::back::release(taken));
}

/// While the calling view is up, the phone's Back closes what it holds open over its screen
/// (a sheet, a camera, a question: `open` says whether one is, `close` closes it) before
/// Back reaches the screen (`route::Layer::Sheet`).
pub(crate) fn back_closes(open: impl Fn() -> bool + 'static, close: impl Fn() + 'static) {
    back_at(
        open,
        move |open: bool| {
            if !open {
                close();
            }
        },
        || {},
    );
}

/// A reactive text: `tr(lang, msg)` in a view follows the language switch.
pub(crate) fn tr(lang: ReadSignal<Lang>, msg: Msg) -> impl Fn() -> &'static str + Copy + 'static {
    move || t(lang.get(), msg)
}

/// A start screen's word that follows the language switch: only `words::start`, so the main
/// module (`root`: the start screen, the rules, the frames of what is on its way) carries no
/// other words. One function for every such word, so its text is drawn by one code.
pub(crate) fn word(lang: ReadSignal<Lang>, w: StartWord) -> impl Fn() -> &'static str + Copy {
    move || start(lang.get(), w)
}

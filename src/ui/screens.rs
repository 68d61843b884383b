//! The app's screens, each drawn with its callbacks into the session (`Session`): the start
//! screen from the app's own code, the set-up and the game, the others from their chunk
//! (`lazy::screen`).

use leptos::prelude::*;

use super::lazy::{self, Frame};
use super::notices::{self, Notices};
use super::session::Session;
use super::start::StartScreen;
use super::start_tools::StartTools;
use super::{
    evening, game, players, practice, protocol, saves, scan, screen, settings, setup, tournament,
    tournament_table, tr, Screen,
};
use crate::engine::practice::Case;
use crate::engine::{Game, Save, Setup};
use crate::words::{EveningWord, Lang, Msg, StartWord};

/// The screen `to`, drawn afresh each time it opens.
pub fn draw(
    s: Session,
    to: Screen,
    settled: RwSignal<bool>,
    on_lang: Callback<(Lang,)>,
) -> AnyView {
    let lang = s.lang;
    // Each screen's own Back (`route::Route::back`).
    let on_back = Callback::new(move |()| s.go_back());
    match to {
        Screen::Start => start(s, settled, on_lang),
        Screen::Setup => {
            let again = s.again.get_untracked();
            let on_begin = Callback::new(move |(setup,): (Setup,)| s.start_game(setup));
            let known = Some(players::known_names());
            let opening = setup::Opening::of(again.as_ref());
            view! { <setup::SetupScreen lang opening on_back on_start=on_begin known /> }.into_any()
        }
        Screen::History => {
            let on_open = Callback::new(move |(save,): (Save,)| {
                if let Ok(g) = save.open() {
                    s.open_saved(save, g);
                }
            });
            let on_protocol = Callback::new(move |(save,): (Save,)| {
                if let Ok(g) = save.open() {
                    s.show_protocol(save, g, true);
                }
            });
            let on_players = s.to(Screen::Players);
            lazy::screen(lang, move || {
                saves::history_screen(lang, on_open, on_protocol, on_players, on_back)
            })
        }
        Screen::Practice => {
            let failed = s.practice_failed.get();
            let on_pick = Callback::new(move |(case,): (Case,)| s.practice(case));
            lazy::screen(lang, move || {
                practice::practice_screen(lang, failed, on_pick, on_back)
            })
        }
        Screen::Scan => {
            let on_text = Callback::new(move |(text,): (String,)| s.import(text));
            lazy::screen(lang, move || scan::scan_screen(lang, on_back, on_text))
        }
        Screen::TournamentTable => {
            let report_now = s.table_report.get_untracked();
            s.table_report.set(false);
            let keep = s.keep;
            // The finished game on the phone: the one on screen, else the save slot's.
            let finished = keep
                .game
                .with_untracked(|g| g.clone().filter(|g| g.state().is_over()))
                .map(|g| (keep.kept.get_untracked().id, g))
                .or_else(|| super::keep::saved_over().map(|(save, g)| (save.id, g)));
            let on_start =
                Callback::new(move |(l,): (crate::engine::tournament::Lineup,)| s.table_game(l));
            lazy::screen(lang, move || {
                tournament_table::table_screen(
                    lang,
                    finished.clone(),
                    report_now,
                    on_start,
                    on_back,
                )
            })
        }
        Screen::Settings => lazy::screen(lang, move || settings::settings_screen(lang, on_back)),
        Screen::Evening => {
            let on_deal = Callback::new(move |(a,): (setup::Again,)| {
                tournament_table::forget_start();
                s.again.set(Some(a));
                setup::forget();
                s.go(Screen::Setup)
            });
            let on_continue = Callback::new(move |()| s.continue_game());
            lazy::screen(lang, move || {
                evening::evening_screen(lang, on_deal, on_continue, on_back)
            })
        }
        Screen::Public => lazy::screen(lang, move || screen::public_screen(lang, on_lang, on_back)),
        Screen::Players => lazy::screen(lang, move || players::players_screen(lang, on_back)),
        Screen::Tournament => {
            // A judge's phone at a table opens its ticket from here.
            let on_table = Callback::new(move |()| s.go(Screen::TournamentTable));
            lazy::screen(lang, move || {
                tournament::tournament_screen(lang, on_back, on_table)
            })
        }
        Screen::Protocol => match s.protocol.get_untracked() {
            Some((save, g)) => {
                let id = save.id;
                lazy::screen(lang, move || {
                    protocol::protocol_screen(lang, g.clone(), id, on_back)
                })
            }
            None => view! { <p class="hint">{tr(lang, Msg::HistoryEmpty)}</p> }.into_any(),
        },
        Screen::Game => in_game(s, on_back),
    }
}

/// The start screen: Continue and New game, the notices, the smaller tools once settled.
fn start(s: Session, settled: RwSignal<bool>, on_lang: Callback<(Lang,)>) -> AnyView {
    let (lang, keep) = (s.lang, s.keep);
    let _ = keep.refresh.get();
    let b = keep.banners;
    let notices = Notices {
        rejected: keep.rejected,
        blocked: keep.blocked,
        warned: keep.warned,
        save_failed: b.save_failed,
        pending: s.pending,
        abandon_asked: s.abandon_asked,
        not_in_history: b.not_in_history,
        import_error: s.import_error,
    };
    let on_replace = Callback::new(move |(save, g): (Save, Game)| s.open_saved(save, g));
    let on_abandoned = s.to(Screen::Setup);
    let saved = notices::continue_line(lang.get_untracked());
    view! {
        <StartScreen
            lang
            on_lang
            saved
            on_new_game=move || s.new_game()
            on_continue=move || s.continue_game()
            top=move || view! {
                <Show when=move || settled.get()>
                    <button type="button" class="btn secondary small topbar-tool" data-testid="evening-open" on:click=move |_| s.go(Screen::Evening)>
                        {tr(lang, Msg::Evening(EveningWord::Title))}
                    </button>
                    <button type="button" class="btn secondary small topbar-tool" data-testid="tournament-open" on:click=move |_| s.go(Screen::Tournament)>
                        {tr(lang, Msg::StartScreen(StartWord::Tournament))}
                    </button>
                </Show>
            }
        >
            <Show when=move || settled.get()>
                {lazy::part(lang, Frame::Quiet, move || notices::start_notices(lang, notices, on_replace, on_abandoned))}
                <StartTools
                    lang
                    go=move |(to,): (Screen,)| {
                        s.import_error.set(None);
                        s.go(to)
                    }
                    on_file=move |(text,): (Option<String>,)| s.on_file(text)
                />
            </Show>
        </StartScreen>
    }
    .into_any()
}

/// The game screen, with a practice case's line above it.
fn in_game(s: Session, on_exit: Callback<()>) -> AnyView {
    let (lang, keep) = (s.lang, s.keep);
    let game = keep.game;
    let on_protocol = Callback::new(move |()| {
        if let Some(g) = game.with_untracked(Clone::clone) {
            let save = Save::of(&g, keep.kept.get_untracked().id, 0, "");
            s.show_protocol(save, g, false);
        }
    });
    let on_again = Callback::new(move |()| {
        s.again
            .set(game.with_untracked(|g| g.as_ref().map(|g| setup::Again::of(g.setup()))));
        s.go(Screen::Setup)
    });
    let on_evening = Callback::new(move |()| {
        let id = keep.kept.get_untracked().id;
        let to_evening = move || s.go(Screen::Evening);
        match game.with_untracked(Clone::clone) {
            Some(g) => super::keep::note_evening(
                evening::EveningNote::FromGame(
                    Box::new(Save::of(&g, id, 0, "")),
                    crate::web::epoch_ms(),
                ),
                to_evening,
            ),
            None => to_evening(),
        }
    });
    // A practice game is no evening's.
    let id = keep
        .kept
        .with_untracked(|k| if k.practice.is_some() { 0 } else { k.id });
    let on_table = Callback::new(move |()| {
        s.table_report.set(true);
        s.go(Screen::TournamentTable)
    });
    view! {
        {move || keep.kept.get().practice.map(|case| lazy::part(lang, Frame::Quiet, move || practice::practice_banner(lang, case)))}
        <game::GameScreen lang game id on_exit on_protocol on_again on_evening on_table />
    }
    .into_any()
}

//! What the app's taps do between its screens: start, continue or open a game, import a
//! file or scanned codes, a practice case, New game over an unfinished one, a protocol.
//! The game itself is kept by `keep` (its storage) and changed by the game screen's `Ctx`.

use leptos::prelude::*;

use super::evening::EveningNote;
use super::keep::{note_evening, saved_game, saved_over, Keep, Kept};
use super::{players, practice, setup, Screen};
use crate::engine::practice::Case;
use crate::engine::tournament::Lineup;
use crate::engine::{open_text, Game, LogError, OpenError, ReadError, ReadFault, Save, Setup};
use crate::route::{First, Route};
use crate::web;
use crate::words::Lang;

/// The app's state between screens (signals: `Copy`, shared by every screen's callbacks).
#[derive(Clone, Copy)]
pub struct Session {
    pub lang: ReadSignal<Lang>,
    pub keep: Keep,
    pub screen: ReadSignal<Screen>,
    set_screen: WriteSignal<Screen>,
    /// The finished game a "new game with the same players" starts from.
    pub again: RwSignal<Option<setup::Again>>,
    /// The game whose protocol is up (its save holds its id), and whether it was opened
    /// from the history (Back returns there; else to game over).
    pub protocol: RwSignal<Option<(Save, Game)>>,
    pub protocol_from_history: RwSignal<bool>,
    /// The practice case that did not open, shown on the practice list.
    pub practice_failed: RwSignal<Option<Case>>,
    /// An imported game that would replace an unfinished saved one waits for the host's yes.
    pub pending: RwSignal<Option<(Save, Game)>>,
    /// «New game» over an unfinished game: asked before it is put aside.
    pub abandon_asked: RwSignal<bool>,
    pub import_error: RwSignal<Option<OpenError>>,
    /// Game over's «Результат для организатора»: the table's screen makes the result at once.
    pub table_report: RwSignal<bool>,
}

impl Session {
    pub fn new(lang: ReadSignal<Lang>, keep: Keep) -> Session {
        let (screen, set_screen) = signal(Screen::Start);
        Session {
            lang,
            keep,
            screen,
            set_screen,
            again: RwSignal::new(None),
            protocol: RwSignal::new(None),
            protocol_from_history: RwSignal::new(false),
            practice_failed: RwSignal::new(None),
            pending: RwSignal::new(None),
            abandon_asked: RwSignal::new(false),
            import_error: RwSignal::new(None),
            table_report: RwSignal::new(false),
        }
    }

    pub fn go(self, to: Screen) {
        self.set_screen.set(to);
    }

    /// A callback that opens `to`.
    pub fn to(self, to: Screen) -> Callback<()> {
        Callback::new(move |()| self.go(to))
    }

    fn open(self, g: Game, k: Kept) {
        self.keep.open(g, k);
        self.go(Screen::Game);
    }

    pub fn show_protocol(self, save: Save, g: Game, from_history: bool) {
        self.protocol.set(Some((save, g)));
        self.protocol_from_history.set(from_history);
        self.go(Screen::Protocol);
    }

    pub fn start_game(self, setup: Setup) {
        players::remember_names(setup.players.iter().map(|p| p.name.as_str()));
        if let Ok(g) = Game::new(setup) {
            let id = web::epoch_ms();
            // A ticket game's set-up: the game is that ticket game's.
            super::tournament_table::bind_started(id);
            web::rtc::host_new_game();
            // The first game is the moment the app's data becomes a club's records.
            leptos::task::spawn_local(async {
                web::storage::ask_to_keep().await;
            });
            note_evening(EveningNote::Started(id), || ());
            self.open(g, Kept::own(id));
        }
    }

    pub fn continue_game(self) {
        if let Some((save, g)) = saved_game() {
            let id = if save.id == 0 {
                web::epoch_ms()
            } else {
                save.id
            };
            self.open(g, Kept::own(id));
        }
    }

    /// The finished game in the save slot, on its game-over screen, kept where it was: the
    /// autosave writes it to the history under its own id again (replacing, never adding).
    pub fn reopen_over(self) {
        if let Some((save, g)) = saved_over() {
            self.open(g, Kept::own(save.id));
        }
    }

    pub fn open_saved(self, save: Save, g: Game) {
        let archived = g.state().is_over();
        // A game's own file (no id) opened again is the history's game, not a second one.
        let id = match save.id {
            0 => super::saves::held(&save).unwrap_or_else(web::epoch_ms),
            id => id,
        };
        self.open(
            g,
            Kept {
                id,
                archived,
                practice: None,
            },
        );
    }

    pub fn import(self, text: String) {
        match open_text(&text) {
            Ok((save, g)) => {
                self.import_error.set(None);
                // Any import that takes the place of an unfinished game asks first, an older
                // save of the same game included; only the very same game does not.
                let replaces = !g.state().is_over()
                    && saved_game().is_some_and(|(_, had)| had.actions() != g.actions());
                if replaces {
                    self.pending.set(Some((save, g)));
                    self.go(Screen::Start);
                } else {
                    self.open_saved(save, g);
                }
            }
            Err(e) => {
                self.import_error.set(Some(e));
                self.go(Screen::Start);
            }
        }
    }

    pub fn on_file(self, text: Option<String>) {
        match text {
            Some(text) => self.import(text),
            None => self
                .import_error
                .set(Some(OpenError::Log(LogError::Malformed {
                    detail: ReadError::found(ReadFault::NotText),
                }))),
        }
    }

    /// A tournament table's game: the set-up at the players' step with the ticket's rules and
    /// names in the ticket's seats; an unfinished game here is asked about first, as New game
    /// asks.
    pub fn table_game(self, l: Lineup) {
        self.again.set(Some(setup::Again {
            preset: l.preset,
            rules: l.rules,
            names: l.names,
            composition: l.composition,
            evening_seats: false,
            ticket_seats: true,
        }));
        setup::forget();
        let lost = self
            .keep
            .banners
            .not_in_history
            .with_untracked(Option::is_some);
        if saved_game().is_some() || lost {
            self.abandon_asked.set(true);
            self.go(Screen::Start);
        } else {
            self.go(Screen::Setup);
        }
    }

    /// A practice case starts a real game at its moment; it is never saved.
    pub fn practice(self, case: Case) {
        let lang = self.lang.get_untracked();
        match case.start(|seat| practice::player(lang, seat)) {
            Ok(g) => {
                self.practice_failed.set(None);
                self.open(
                    g,
                    Kept {
                        id: 0,
                        archived: false,
                        practice: Some(case),
                    },
                );
            }
            Err(_) => self.practice_failed.set(Some(case)),
        }
    }

    pub fn new_game(self) {
        self.again.set(None);
        super::tournament_table::forget_start();
        note_evening(EveningNote::NotDealing, || ());
        setup::forget();
        // An unfinished game, or a finished one the history could not take, is not dropped
        // silently: ask first.
        let lost = self
            .keep
            .banners
            .not_in_history
            .with_untracked(Option::is_some);
        if saved_game().is_some() || lost {
            self.abandon_asked.set(true);
        } else {
            self.go(Screen::Setup);
        }
    }

    /// The host takes the game over in this tab (another tab had written the save).
    pub fn take_over(self) {
        if saved_game().is_some() {
            self.continue_game();
        } else {
            self.keep.banners.other_tab.set(None);
            self.go(Screen::Start);
        }
    }

    /// The screen up and where it was opened from: the app's layer of the route (the
    /// phone's Back reaches it below the screen's own layers: `route::Route::phone_back`).
    pub fn route(self) -> Route {
        Route {
            screen: self.screen.get_untracked(),
            from_history: self.protocol_from_history.get_untracked(),
        }
    }

    /// A screen's own Back (`Route::back`).
    pub fn go_back(self) {
        if let Some(r) = self.route().back() {
            self.go(r.screen);
        }
    }

    /// Opens the screen of `first` (`route::start`): the saved game continued, the
    /// finished one on its game over, a set-up, the players' screen; the start screen is up.
    pub fn open_first(self, first: First) {
        match first {
            First::Game => self.continue_game(),
            First::Over => self.reopen_over(),
            First::Setup => self.go(Screen::Setup),
            First::Public => self.go(Screen::Public),
            First::Tournament => self.go(Screen::Tournament),
            First::Table => self.go(Screen::TournamentTable),
            First::Start => {}
        }
    }
}

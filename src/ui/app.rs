//! The app: everything after the first screens (`root`), a wasm chunk of its own (`app`).
//! Which screen is up, the game in progress and where it is kept, autosave, continue,
//! import, the banners' state.

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use super::banners::{self, BannerState};
use super::evening::{self, EveningNote};
use super::lazy::{self, Drawn, Frame};
use super::notices::{self, Notices};
use super::saves::{self, preload_more, Stored};
use super::setup::{self, preload_setup};
use super::start::StartScreen;
use super::start_tools::StartTools;
use super::why::{self, Why};
use super::{game, on_back, players, practice, protocol, saved_game, scan, screen, settings, tr, Screen};
use crate::engine::practice::Case;
use crate::engine::{open_text, Game, LogError, OpenError, Save, Setup};
use crate::web;
use crate::web::storage::SAVE_KEY;
use crate::words::{Lang, Msg};

/// What the host asked for on the first screens, carried out by the app when it takes over.
#[derive(Clone, Debug)]
pub enum Intent {
    /// The set-up is dealt: the game begins.
    Play(Setup),
    /// A start screen's tool: its screen.
    Go(Screen),
    /// A game file picked on the start screen (`None`: it could not be read as text).
    File(Option<String>),
}

/// The app, in its chunk (`app`): `root` draws it once the first screens give way.
#[wasm_split(app, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_app))]
pub fn app(lang: ReadSignal<Lang>, on_lang: Callback<(Lang,)>, intent: Option<Intent>) -> Drawn {
    Ok(view! { <App lang on_lang intent /> }.into_any())
}

/// Where the game on screen is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Kept {
    /// The game's id in saves and history (when it started, ms since 1970).
    id: u64,
    /// A finished game opened from the history or a file: it is kept in the history only,
    /// so it never replaces the game in progress.
    archived: bool,
    /// A practice case: never saved, never kept in the history.
    practice: Option<Case>,
}

/// Everything after the first screens (`root`): drawn from its wasm chunk (`app`).
#[component]
pub(crate) fn App(
    lang: ReadSignal<Lang>,
    /// The host chose a language.
    on_lang: Callback<(Lang,)>,
    /// What the host asked for on the main module's first screens, if they were up.
    intent: Option<Intent>,
) -> impl IntoView {
    let (screen, set_screen) = signal(Screen::Start);
    // The start screen is drawn (the app drew the first screen itself).
    Effect::new(|_| web::mark_once("app-usable"));
    // The finished game a "new game with the same players" starts from.
    let again: RwSignal<Option<setup::Again>> = RwSignal::new(None);
    // The game in progress. `None` until a game starts or is continued.
    let game: RwSignal<Option<Game>> = RwSignal::new(None);
    let kept = RwSignal::new(Kept {
        id: 0,
        archived: false,
        practice: None,
    });
    // The practice case that did not open, shown on the practice list.
    let practice_failed: RwSignal<Option<Case>> = RwSignal::new(None);
    let tab = web::tab_id();
    // The start screen's hero is index.html's, painted before the wasm arrived: the app
    // keeps it (a redraw would be a later, second paint of the same words), shows it on
    // the start screen only, and speaks the host's language in it.
    Effect::new(move |_| web::show_shell(screen.get() == Screen::Start));
    // Each screen opens at its top (the protocol after a long game over, say).
    Effect::new(move |prev: Option<Screen>| {
        let now = screen.get();
        if prev.is_some_and(|p| p != now) {
            web::scroll_top();
        }
        now
    });
    // The game whose protocol is up (its save holds its id), and whether it was opened
    // from the history (Back returns there; else to game over). Signal types the app
    // already has, so the wasm gets no new signal code.
    let protocol: RwSignal<Option<(Save, Game)>> = RwSignal::new(None);
    let protocol_from_history = RwSignal::new(false);
    let show_protocol = move |save: Save, g: Game, from_history: bool| {
        protocol.set(Some((save, g)));
        protocol_from_history.set(from_history);
        set_screen.set(Screen::Protocol);
    };

    // A save that does not open is never overwritten: its text moves to the kept list
    // (and stays in the save slot if even that write fails: then nothing is saved).
    // The text moves exactly as the browser holds it (a lone surrogate included).
    let blocked = RwSignal::new(false);
    if let Some(text) = web::storage::get(SAVE_KEY).filter(|t| !t.trim().is_empty()) {
        let damaged = !web::storage::is_well_formed(SAVE_KEY) || open_text(&text).is_err();
        if damaged && !web::storage::keep_rejected(SAVE_KEY) {
            blocked.set(true);
        }
    }
    let rejected = RwSignal::new(web::storage::rejected());
    if blocked.get_untracked() {
        // Still in the save slot: shown all the same.
        if let Some(text) = web::storage::get(SAVE_KEY) {
            rejected.update(|r| r.push(text));
        }
    }
    // A finished game whose history write failed is still in the save slot: it goes into the
    // history now, or the host is told and offered its file (never lost on a reload).
    let not_in_history: RwSignal<Option<Save>> = RwSignal::new(None);
    // That game is not in the save slot either (the storage is full): a reload would lose
    // it, so the banner says so and offers its file (issue 22 §5.3).
    let not_kept = RwSignal::new(false);
    if let Some((save, g)) = web::storage::get(SAVE_KEY).and_then(|t| open_text(&t).ok()) {
        if g.state().is_over() && !saves::in_history(save.id) {
            if let Stored::Failed = saves::keep_in_history(&save) {
                not_in_history.set(Some(save));
            }
        }
    }

    let save_failed = RwSignal::new(false);
    let warned = RwSignal::new(false);
    let history_dropped = RwSignal::new(false);
    // Another tab wrote the save: `Some(true)` it continued this game, `Some(false)` it
    // started another one. Either way this tab stops saving.
    let other_tab: RwSignal<Option<bool>> = RwSignal::new(None);
    let update_ready = RwSignal::new(false);
    let import_error: RwSignal<Option<OpenError>> = RwSignal::new(None);
    // Bumped when another tab changes the save, so the start screen reads it again.
    let refresh = RwSignal::new(0u32);

    // Autosave: every change of the game writes it inside the save envelope.
    let me = tab.clone();
    Effect::new(move |_| {
        game.with(|g| {
            let Some(g) = g else { return };
            if other_tab.with_untracked(Option::is_some) {
                return;
            }
            let k = kept.get_untracked();
            if k.practice.is_some() {
                return;
            }
            let save = Save::of(g, k.id, web::epoch_ms(), &me);
            let mut ok = true;
            let mut history_failed = false;
            if g.state().is_over() {
                note_evening(EveningNote::Over(k.id, save.game.clone()), || ());
                match saves::keep_in_history(&save) {
                    Stored::Kept => {}
                    Stored::DroppedOldest => history_dropped.set(true),
                    // Not in the history, but in the save slot (written below): the host is
                    // told and offered the file.
                    Stored::Failed => {
                        history_failed = true;
                        not_in_history.set(Some(save.clone()));
                    }
                }
            }
            if !k.archived {
                ok &= !blocked.get_untracked() && web::storage::set(SAVE_KEY, &save.to_json());
            }
            // Neither the history nor the slot took the finished game: it is only here.
            not_kept.set(history_failed && !ok);
            if !ok && !warned.get_untracked() {
                warned.set(true);
                save_failed.set(true);
            }
        })
    });

    // The first task draws what the host needs first (the hero is index.html's; Continue and
    // New game). The start screen's smaller tools, the other-tab listener and the service
    // worker follow in a task of their own, so no start-up task blocks the page for long
    // (BENCHMARKS.md, TBT).
    let settled = RwSignal::new(false);
    set_timeout(
        move || {
            settled.set(true);
            // Two tabs: when another tab writes the save, this one stops saving and says so.
            let me = tab;
            web::storage::on_change_elsewhere(move |key, value| {
                if key != SAVE_KEY {
                    return;
                }
                refresh.update(|n| *n += 1);
                let playing = screen.get_untracked() == Screen::Game
                    && game.with_untracked(Option::is_some)
                    && !kept.get_untracked().archived
                    && kept.get_untracked().practice.is_none();
                let theirs = value.as_deref().and_then(|v| Save::from_json(v).ok());
                if playing && theirs.as_ref().is_none_or(|s| s.tab != me) {
                    let same = theirs.is_some_and(|s| s.id == kept.get_untracked().id);
                    other_tab.set(Some(same));
                }
            });
            // The other screens' chunks, then the service worker: its precache finds the
            // chunks in the HTTP cache and a first visit downloads each file once (when the
            // first screens were the main module's, it registered already; again is harmless
            // and watches for a new version).
            leptos::task::spawn_local(async move {
                lazy::prefetch(preload_setup(), preload_app(), preload_more()).await;
                web::sw::register(move || update_ready.set(true));
            });
        },
        std::time::Duration::ZERO,
    );

    // The screen stays on while a game is played.
    let playing = Memo::new(move |_| {
        screen.get() == Screen::Game
            && !kept.get().archived
            && game.with(|g| g.as_ref().is_some_and(|g| !g.state().is_over()))
    });
    Effect::new(move |_| web::wake::keep_awake(playing.get()));

    let open = move |g: Game, k: Kept| {
        other_tab.set(None);
        kept.set(k);
        game.set(Some(g));
        set_screen.set(Screen::Game);
    };
    let start_game = move |setup: Setup| {
        players::remember_names(setup.players.iter().map(|p| p.name.as_str()));
        if let Ok(g) = Game::new(setup) {
            let id = web::epoch_ms();
            web::rtc::host_new_game();
            // The first game is the moment the app's data becomes a club's records.
            leptos::task::spawn_local(async {
                web::storage::ask_to_keep().await;
            });
            note_evening(EveningNote::Started(id), || ());
            open(
                g,
                Kept {
                    id,
                    archived: false,
                    practice: None,
                },
            );
        }
    };
    let continue_game = move || {
        if let Some((save, g)) = saved_game() {
            let id = if save.id == 0 {
                web::epoch_ms()
            } else {
                save.id
            };
            open(
                g,
                Kept {
                    id,
                    archived: false,
                    practice: None,
                },
            );
        }
    };
    // The finished game in the save slot, on its game-over screen, kept where it was: the
    // autosave writes it to the history under its own id again (replacing, never adding).
    let reopen_over = move || {
        let over = web::storage::get(SAVE_KEY)
            .and_then(|t| open_text(&t).ok())
            .filter(|(save, g)| save.id != 0 && g.state().is_over());
        if let Some((save, g)) = over {
            open(
                g,
                Kept {
                    id: save.id,
                    archived: false,
                    practice: None,
                },
            );
        }
    };
    let open_saved = move |save: Save, g: Game| {
        let over = g.state().is_over();
        let id = if save.id == 0 {
            web::epoch_ms()
        } else {
            save.id
        };
        open(
            g,
            Kept {
                id,
                archived: over,
                practice: None,
            },
        );
    };
    // An imported game that would replace an unfinished saved one waits for the host's yes.
    let pending: RwSignal<Option<(Save, Game)>> = RwSignal::new(None);
    // «New game» over an unfinished game: asked before it is put aside.
    let abandon_asked = RwSignal::new(false);
    let import = move |text: String| match open_text(&text) {
        Ok((save, g)) => {
            import_error.set(None);
            // Any import that takes the place of an unfinished game asks first, an older
            // save of the same game included; only the very same game does not.
            let replaces = !g.state().is_over()
                && saved_game().is_some_and(|(_, had)| had.actions() != g.actions());
            if replaces {
                pending.set(Some((save, g)));
                set_screen.set(Screen::Start);
            } else {
                open_saved(save, g);
            }
        }
        Err(e) => {
            import_error.set(Some(e));
            set_screen.set(Screen::Start);
        }
    };

    // A reload of a tab that was playing reopens its game by itself (so does an update
    // taken mid-game), on its screen, with the step as the host left it (`ui::game::ctx`):
    // no Continue tap. A set-up left half-way goes on where it was. A new tab starts at the
    // start screen, where Continue is the big button (one tab owns a game).
    let doing = web::storage::doing();
    if web::storage::take_resume() || doing.as_deref() == Some("game") {
        continue_game();
    } else if doing.as_deref() == Some("over") {
        // A reload at game over comes back to the result (the save slot keeps the finished
        // game; the history already holds it, under the same id, so it stays there once).
        reopen_over();
    } else if doing.as_deref() == Some("setup") && setup::saved() {
        set_screen.set(Screen::Setup);
    } else if doing.as_deref() == Some("screen") {
        set_screen.set(Screen::Public);
    }
    Effect::new(move |_| {
        let doing = match screen.get() {
            Screen::Game if playing.get() && kept.with(|k| k.practice.is_none()) => Some("game"),
            // Game over of the game just played (not one opened from the history): a
            // reload shows the result again, not the start screen.
            Screen::Game
                if kept.with(|k| !k.archived && k.practice.is_none() && k.id != 0)
                    && game.with(|g| g.as_ref().is_some_and(|g| g.state().is_over())) =>
            {
                Some("over")
            }
            Screen::Setup => Some("setup"),
            // A players' screen reloaded comes back as one, showing its code to re-pair.
            Screen::Public => Some("screen"),
            _ => None,
        };
        web::storage::set_doing(doing);
    });

    let choose_lang = move |l: Lang| on_lang.run((l,));
    let why = Why::provide(lang, Callback::new(move |(l,): (Lang,)| choose_lang(l)));
    // The phone's Back on a screen that has one: where that screen's own Back goes. The
    // set-up, the game and the players' screen take Back themselves (above this); the
    // start screen leaves the app.
    on_back(move || {
        let to = match screen.get_untracked() {
            Screen::Start => return false,
            Screen::Setup | Screen::Game | Screen::Public => return true,
            Screen::History
            | Screen::Practice
            | Screen::Scan
            | Screen::Settings
            | Screen::Evening => Screen::Start,
            Screen::Players => Screen::History,
            Screen::Protocol if protocol_from_history.get_untracked() => Screen::History,
            Screen::Protocol => Screen::Game,
        };
        set_screen.set(to);
        true
    });
    // A practice case starts a real game at its moment; it is never saved.
    let practice = move |case: Case| {
        let lang = lang.get_untracked();
        match case.start(|seat| practice::player(lang, seat)) {
            Ok(g) => {
                practice_failed.set(None);
                open(
                    g,
                    Kept {
                        id: 0,
                        archived: false,
                        practice: Some(case),
                    },
                );
            }
            Err(_) => practice_failed.set(Some(case)),
        }
    };

    let on_file = move |text: Option<String>| match text {
        Some(text) => import(text),
        None => import_error.set(Some(OpenError::Log(LogError::Malformed {
            detail: "the file cannot be read as text".to_string(),
        }))),
    };

    let new_game = move || {
        again.set(None);
        note_evening(EveningNote::NotDealing, || ());
        setup::forget();
        // An unfinished game, or a finished one the history could not take, is not dropped
        // silently: ask first.
        if saved_game().is_some() || not_in_history.with_untracked(Option::is_some) {
            abandon_asked.set(true);
        } else {
            set_screen.set(Screen::Setup)
        }
    };
    match intent {
        Some(Intent::Play(setup)) => start_game(setup),
        Some(Intent::Go(to)) => set_screen.set(to),
        Some(Intent::File(text)) => on_file(text),
        None => {}
    }

    let banners = BannerState {
        save_failed,
        other_tab,
        not_in_history,
        not_kept,
        history_dropped,
        update_ready,
        game,
    };
    let on_take_over = Callback::new(move |()| {
        if saved_game().is_some() {
            continue_game();
        } else {
            other_tab.set(None);
            set_screen.set(Screen::Start);
        }
    });
    let in_game = Callback::new(move |()| {
        let k = kept.get_untracked();
        screen.get_untracked() == Screen::Game && !k.archived && k.practice.is_none()
    });
    view! {
        // Drawn by the `more` chunk, and only while one is up: while it comes, another tab's
        // lock covers the screen at once (`Frame::Layer`), the other banners wait unseen.
        <Show when=move || banners.any()>
            {move || {
                let frame = if banners.locked() { Frame::Layer } else { Frame::Quiet };
                lazy::part(lang, frame, move || banners::banners(lang, banners, on_take_over, in_game))
            }}
        </Show>
            {move || match screen.get() {
                Screen::Start => {
                    let _ = refresh.get();
                    let notices = Notices { rejected, blocked, warned, save_failed, pending, abandon_asked, not_in_history, import_error };
                    let on_replace = Callback::new(move |(save, g): (Save, Game)| open_saved(save, g));
                    let on_abandoned = Callback::new(move |()| set_screen.set(Screen::Setup));
                    let saved = notices::continue_line(lang.get_untracked());
                    view! {
                        <StartScreen
                            lang
                            on_lang=choose_lang
                            saved
                            on_new_game=new_game
                            on_continue=move || continue_game()
                            top=move || view! {
                                <Show when=move || settled.get()>
                                    <button type="button" class="btn secondary small topbar-tool" data-testid="evening-open" on:click=move |_| set_screen.set(Screen::Evening)>
                                        {tr(lang, Msg::Evening(crate::words::EveningWord::Title))}
                                    </button>
                                </Show>
                            }
                        >
                            <Show when=move || settled.get()>
                            {lazy::part(lang, Frame::Quiet, move || notices::start_notices(lang, notices, on_replace, on_abandoned))}
                            <StartTools
                                lang
                                go=move |(to,): (Screen,)| {
                                    import_error.set(None);
                                    set_screen.set(to)
                                }
                                on_file=move |(text,): (Option<String>,)| on_file(text)
                            />
                            </Show>
                        </StartScreen>
                    }
                        .into_any()
                }
                Screen::Setup => {
                    let again = again.get_untracked();
                    let on_back = Callback::new(move |()| set_screen.set(Screen::Start));
                    let on_start = Callback::new(move |(setup,): (Setup,)| start_game(setup));
                    let known = Some(players::known_names());
                    let opening = setup::Opening::of(again.as_ref());
                    view! { <setup::SetupScreen lang opening on_back on_start known /> }.into_any()
                }
                Screen::History => {
                    let on_open = Callback::new(move |(save,): (Save,)| {
                        if let Ok(g) = save.open() {
                            open_saved(save, g);
                        }
                    });
                    let on_protocol = Callback::new(move |(save,): (Save,)| {
                        if let Ok(g) = save.open() {
                            show_protocol(save, g, true);
                        }
                    });
                    let on_players = Callback::new(move |()| set_screen.set(Screen::Players));
                    let on_back = Callback::new(move |()| set_screen.set(Screen::Start));
                    lazy::screen(lang, move || saves::history_screen(lang, on_open, on_protocol, on_players, on_back))
                }
                Screen::Practice => {
                    let failed = practice_failed.get();
                    let on_pick = Callback::new(move |(case,): (Case,)| practice(case));
                    let on_back = Callback::new(move |()| set_screen.set(Screen::Start));
                    lazy::screen(lang, move || practice::practice_screen(lang, failed, on_pick, on_back))
                }
                Screen::Scan => {
                    let on_back = Callback::new(move |()| set_screen.set(Screen::Start));
                    let on_text = Callback::new(move |(text,): (String,)| import(text));
                    lazy::screen(lang, move || scan::scan_screen(lang, on_back, on_text))
                }
                Screen::Settings => {
                    let on_back = Callback::new(move |()| set_screen.set(Screen::Start));
                    lazy::screen(lang, move || settings::settings_screen(lang, on_back))
                }
                Screen::Evening => {
                    let on_deal = Callback::new(move |(a,): (setup::Again,)| {
                        again.set(Some(a));
                        setup::forget();
                        set_screen.set(Screen::Setup)
                    });
                    let on_continue = Callback::new(move |()| continue_game());
                    let on_back = Callback::new(move |()| set_screen.set(Screen::Start));
                    lazy::screen(lang, move || evening::evening_screen(lang, on_deal, on_continue, on_back))
                }
                Screen::Public => {
                    let on_lang = Callback::new(move |(l,): (Lang,)| choose_lang(l));
                    let on_back = Callback::new(move |()| set_screen.set(Screen::Start));
                    lazy::screen(lang, move || screen::public_screen(lang, on_lang, on_back))
                }
                Screen::Players => {
                    let on_back = Callback::new(move |()| set_screen.set(Screen::History));
                    lazy::screen(lang, move || players::players_screen(lang, on_back))
                }
                Screen::Protocol => match protocol.get_untracked() {
                    Some((save, g)) => {
                        let on_back = Callback::new(move |()| {
                            let back = if protocol_from_history.get_untracked() { Screen::History } else { Screen::Game };
                            set_screen.set(back)
                        });
                        let id = save.id;
                        lazy::screen(lang, move || protocol::protocol_screen(lang, g.clone(), id, on_back))
                    }
                    None => view! { <p class="hint">{tr(lang, Msg::HistoryEmpty)}</p> }.into_any(),
                },
                Screen::Game => {
                    let on_exit = Callback::new(move |()| set_screen.set(Screen::Start));
                    let on_protocol = Callback::new(move |()| {
                        if let Some(g) = game.get_untracked() {
                            let save = Save::of(&g, kept.get_untracked().id, 0, "");
                            show_protocol(save, g, false);
                        }
                    });
                    let on_again = Callback::new(move |()| {
                        again.set(game.with_untracked(|g| g.as_ref().map(|g| setup::Again::of(g.setup()))));
                        set_screen.set(Screen::Setup)
                    });
                    let on_evening = Callback::new(move |()| {
                        let id = kept.get_untracked().id;
                        let to_evening = move || set_screen.set(Screen::Evening);
                        match game.get_untracked() {
                            Some(g) => note_evening(EveningNote::FromGame(Box::new(Save::of(&g, id, 0, "")), web::epoch_ms()), to_evening),
                            None => to_evening(),
                        }
                    });
                    // A practice game is no evening's.
                    let id = kept.with_untracked(|k| if k.practice.is_some() { 0 } else { k.id });
                    view! {
                        {move || kept.get().practice.map(|case| lazy::part(lang, Frame::Quiet, move || practice::practice_banner(lang, case)))}
                        <game::GameScreen lang game id on_exit on_protocol on_again on_evening />
                    }
                    .into_any()
                }
            }}
        <Show when=move || why.is_open()>
            {lazy::part(lang, Frame::Quiet, why::why_panel)}
        </Show>
    }
}

/// Tells the evening under way of a game's start or end, or begins one from a finished game
/// (`evening::evening_note`: the evening's document and its reader are in the `more` chunk,
/// off the game's path), then runs `then`. Nothing is fetched when the browser holds no
/// evening and none is begun. A chunk that cannot be fetched is asked for again every second.
fn note_evening(note: EveningNote, then: impl FnOnce() + 'static) {
    if !matches!(note, EveningNote::FromGame(..)) && !web::evening::stored() {
        then();
        return;
    }
    leptos::task::spawn_local(async move {
        while evening::evening_note(note.clone()).await.is_err() {
            web::clock::sleep(1_000).await;
        }
        then();
    });
}

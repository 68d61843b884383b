//! The Leptos app. Screens draw state and pass the host's taps on; they hold no game rules.

mod game;
mod i18n;
mod lang_switch;
mod pick_file;
mod players;
mod practice;
mod protocol;
mod saves;
mod scan;
mod settings;
mod setup;
mod start;
mod why;

use leptos::prelude::*;

use crate::engine::practice::Case;
use crate::engine::{open_text, Game, GameLog, LogError, OpenError, Save, Setup};
use crate::web;
use crate::web::storage::SAVE_KEY;
use game::GameScreen;
use i18n::{t, Lang, Msg};
use pick_file::PickFile;
use players::PlayersScreen;
use practice::{PracticeBanner, PracticeScreen};
use protocol::ProtocolScreen;
use saves::{DamagedSave, HistoryScreen, Stored};
use scan::ScanScreen;
use settings::SettingsScreen;
use setup::SetupScreen;
use start::StartScreen;
use why::{Why, WhyPanel};

/// Mounts the app into `<body>`.
pub fn mount() {
    leptos::mount::mount_to_body(App);
}

/// Which screen is up. Inside a game, the engine's stage picks the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Screen {
    Start,
    Setup,
    Game,
    History,
    Practice,
    /// Receiving a handed-off game by its QR codes.
    Scan,
    Settings,
    Players,
    /// A finished game's protocol (`App`'s `protocol` holds the game).
    Protocol,
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

/// The saved game, if the save holds one that opens and is not over.
fn saved_game() -> Option<(Save, Game)> {
    let text = web::storage::get(SAVE_KEY)?;
    open_text(&text).ok().filter(|(_, g)| !g.state().is_over())
}

/// A reactive text: `tr(lang, msg)` in a view follows the language switch.
fn tr(lang: ReadSignal<Lang>, msg: Msg) -> impl Fn() -> &'static str + Copy + 'static {
    move || t(lang.get(), msg)
}

#[component]
fn App() -> impl IntoView {
    let stored = web::lang::stored();
    let browser = web::lang::browser();
    let (lang, set_lang) = signal(Lang::initial(stored.as_deref(), browser.as_deref()));
    let (screen, set_screen) = signal(Screen::Start);
    // The finished game a "new game with the same players" starts from.
    let again: RwSignal<Option<Setup>> = RwSignal::new(None);
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
    Effect::new(move |_| {
        let l = lang.get();
        web::shell_words(t(l, Msg::AppTitle), t(l, Msg::Tagline));
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
    let rejected = RwSignal::new(web::storage::rejected());
    let blocked = RwSignal::new(false);
    if let Some(text) = web::storage::get(SAVE_KEY).filter(|t| !t.trim().is_empty()) {
        if open_text(&text).is_err() {
            rejected.update(|r| {
                if !r.contains(&text) {
                    r.push(text.clone());
                }
            });
            if web::storage::set_rejected(&rejected.get_untracked()) {
                let _ = web::storage::remove(SAVE_KEY);
            } else {
                blocked.set(true);
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
            if g.state().is_over() {
                match saves::keep_in_history(&save) {
                    Stored::Kept => {}
                    Stored::DroppedOldest => history_dropped.set(true),
                    Stored::Failed => ok = false,
                }
            }
            if !k.archived {
                ok &= !blocked.get_untracked() && web::storage::set(SAVE_KEY, &save.to_json());
            }
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
            web::sw::register(move || update_ready.set(true));
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
            open(
                g,
                Kept {
                    id: web::epoch_ms(),
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
    let import = move |text: String| match open_text(&text) {
        Ok((save, g)) => {
            import_error.set(None);
            let replaces = !g.state().is_over()
                && saved_game().is_some_and(|(s, _)| s.id == 0 || s.id != save.id);
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

    // A running game reopens by itself after a reload (or an update taken mid-game), on its
    // screen, with the step as the host left it (`ui::game::ctx`): no Continue tap.
    web::storage::take_resume();
    continue_game();
    // A set-up left half-way (a reload during the deal) goes on where it was.
    if screen.get_untracked() == Screen::Start && setup::saved() {
        set_screen.set(Screen::Setup);
    }

    Effect::new(move |_| {
        let lang = lang.get();
        web::lang::apply_to_document(lang.code(), t(lang, Msg::AppTitle));
    });

    let choose_lang = move |l: Lang| {
        set_lang.set(l);
        web::lang::remember(l.code());
    };
    Why::provide(lang, Callback::new(move |(l,): (Lang,)| choose_lang(l)));
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

    view! {
        <main class="app">
            <Show when=move || save_failed.get()>
                <div class="banner warn" role="alert" data-testid="save-failed">
                    <p>{tr(lang, Msg::SaveFailed)}</p>
                    <button type="button" class="btn ghost small" on:click=move |_| save_failed.set(false)>
                        {tr(lang, Msg::Dismiss)}
                    </button>
                </div>
            </Show>
            {move || other_tab.get().map(|same| {
                let log = move || {
                    game.with_untracked(|g| g.as_ref().map(|g| GameLog::of(g).to_json()))
                        .unwrap_or_default()
                };
                view! {
                    <div class="banner warn" role="alert" data-testid="other-tab">
                        <p>{tr(lang, if same { Msg::OtherTab } else { Msg::OtherTabNewGame })}</p>
                        <Show when=move || !same>
                            <button
                                type="button"
                                class="btn secondary small"
                                data-testid="other-tab-download"
                                on:click=move |_| {
                                    let name = format!("mafia-host-{}.json", web::file_stamp());
                                    web::files::download(&name, "application/json", &log());
                                }
                            >
                                {tr(lang, Msg::Download)}
                            </button>
                        </Show>
                    </div>
                }
            })}
            <Show when=move || history_dropped.get()>
                <div class="banner" role="status" data-testid="history-dropped">
                    <p>{tr(lang, Msg::HistoryDropped)}</p>
                    <button type="button" class="btn ghost small" on:click=move |_| history_dropped.set(false)>
                        {tr(lang, Msg::Dismiss)}
                    </button>
                </div>
            </Show>
            <Show when=move || update_ready.get()>
                <div class="banner" role="status" data-testid="update">
                    <p>{tr(lang, Msg::UpdateReady)}</p>
                    <div class="tools">
                        <button type="button" class="btn ghost small" on:click=move |_| update_ready.set(false)>
                            {tr(lang, Msg::Later)}
                        </button>
                        <button type="button" class="btn primary small" data-testid="reload" on:click=move |_| {
                            // Mid-game, the reload goes straight back into the saved game.
                            let k = kept.get_untracked();
                            if screen.get_untracked() == Screen::Game && !k.archived && k.practice.is_none() {
                                web::storage::mark_resume();
                            }
                            web::sw::apply_update();
                        }>
                            {tr(lang, Msg::Reload)}
                        </button>
                    </div>
                </div>
            </Show>
            {move || match screen.get() {
                Screen::Start => {
                    let _ = refresh.get();
                    // Which game Continue goes back to: preset, phase, players.
                    let saved = saved_game().map(|(_, g)| {
                        let lang = lang.get_untracked();
                        let s = g.state();
                        let players = s.players.len();
                        format!(
                            "{} · {} · {}",
                            t(lang, Msg::PresetName(g.setup().preset)),
                            game::text::phase(lang, &s.stage, s.day_number, s.night_number),
                            if lang == Lang::Ru { format!("игроков: {players}") } else { format!("{players} players") },
                        )
                    });
                    view! {
                        <StartScreen
                            lang
                            on_lang=choose_lang
                            saved
                            on_new_game=move || {
                                again.set(None);
                                setup::forget();
                                set_screen.set(Screen::Setup)
                            }
                            on_continue=move || continue_game()
                        >
                            <Show when=move || settled.get()>
                            <For
                                each=move || rejected.get()
                                key=|text| text.clone()
                                children=move |text| {
                                    let gone = text.clone();
                                    view! {
                                        <DamagedSave
                                            lang
                                            text
                                            on_delete=move || saves::forget_rejected(rejected, &gone)
                                        />
                                    }
                                }
                            />
                            {move || pending.with(|p| p.as_ref().map(|(_, g)| g.actions().len())).map(|n| view! {
                                <section class="save-notice" role="alert" data-testid="replace-confirm">
                                    <h2>{tr(lang, Msg::ReplaceTitle)}</h2>
                                    <p>{move || {
                                        let entries = match lang.get() {
                                            Lang::Ru => format!("{n} {}", i18n::plural_ru(n, "запись", "записи", "записей")),
                                            Lang::En if n == 1 => "1 entry".to_string(),
                                            Lang::En => format!("{n} entries"),
                                        };
                                        t(lang.get(), Msg::ReplaceBody).replace("{n}", &entries)
                                    }}</p>
                                    <div class="tools">
                                        <button type="button" class="btn secondary small" data-testid="replace-no" on:click=move |_| pending.set(None)>
                                            {tr(lang, Msg::Cancel)}
                                        </button>
                                        <button type="button" class="btn primary small" data-testid="replace-yes" on:click=move |_| {
                                            if let Some((save, g)) = pending.get_untracked() {
                                                pending.set(None);
                                                open_saved(save, g);
                                            }
                                        }>
                                            {tr(lang, Msg::Replace)}
                                        </button>
                                    </div>
                                </section>
                            })}
                            {move || import_error.get().map(|e| view! {
                                <section class="save-notice" role="alert" data-testid="import-error">
                                    <h2>{tr(lang, Msg::ImportFailed)}</h2>
                                    <p>{saves::why(lang.get(), &e)}</p>
                                    <p class="detail">{e.to_string()}</p>
                                </section>
                            })}
                            <div class="tools">
                                <button type="button" class="btn secondary small" data-testid="history-open" on:click=move |_| set_screen.set(Screen::History)>
                                    {tr(lang, Msg::History)}
                                </button>
                                <button type="button" class="btn secondary small" data-testid="practice-open" on:click=move |_| set_screen.set(Screen::Practice)>
                                    {tr(lang, Msg::Practice)}
                                </button>
                                <button type="button" class="btn secondary small" data-testid="settings-open" on:click=move |_| set_screen.set(Screen::Settings)>
                                    {tr(lang, Msg::Settings)}
                                </button>
                                <PickFile
                                    class="btn secondary small"
                                    testid="import"
                                    input_testid="import-file"
                                    on_text=on_file
                                >
                                    {tr(lang, Msg::OpenFile)}
                                </PickFile>
                                <button type="button" class="btn secondary small" data-testid="scan-open" on:click=move |_| {
                                    import_error.set(None);
                                    set_screen.set(Screen::Scan)
                                }>
                                    {tr(lang, Msg::ScanCodes)}
                                </button>
                            </div>
                            </Show>
                        </StartScreen>
                    }
                        .into_any()
                }
                Screen::Setup => {
                    view! {
                        <SetupScreen
                            lang
                            again=again.get_untracked()
                            on_back=move || set_screen.set(Screen::Start)
                            on_start=move |setup: Setup| start_game(setup)
                        />
                    }
                        .into_any()
                }
                Screen::History => {
                    view! {
                        <HistoryScreen
                            lang
                            on_open=move |save: Save| {
                                if let Ok(g) = save.open() {
                                    open_saved(save, g);
                                }
                            }
                            on_protocol=move |save: Save| {
                                if let Ok(g) = save.open() {
                                    show_protocol(save, g, true);
                                }
                            }
                            on_players=move || set_screen.set(Screen::Players)
                            on_back=move || set_screen.set(Screen::Start)
                        />
                    }
                        .into_any()
                }
                Screen::Practice => {
                    view! {
                        <PracticeScreen
                            lang
                            failed=practice_failed.get()
                            on_pick=move |case: Case| practice(case)
                            on_back=move || set_screen.set(Screen::Start)
                        />
                    }
                        .into_any()
                }
                Screen::Scan => {
                    view! {
                        <ScanScreen
                            lang
                            on_back=move || set_screen.set(Screen::Start)
                            on_text=move |text: String| import(text)
                        />
                    }
                        .into_any()
                }
                Screen::Settings => {
                    view! { <SettingsScreen lang on_back=move || set_screen.set(Screen::Start) /> }.into_any()
                }
                Screen::Players => {
                    view! { <PlayersScreen lang on_back=move || set_screen.set(Screen::History) /> }.into_any()
                }
                Screen::Protocol => match protocol.get_untracked() {
                    Some((save, g)) => view! {
                        <ProtocolScreen
                            lang
                            game=g
                            id=save.id
                            on_back=move || {
                                let back = if protocol_from_history.get_untracked() { Screen::History } else { Screen::Game };
                                set_screen.set(back)
                            }
                        />
                    }
                    .into_any(),
                    None => view! { <p class="hint">{tr(lang, Msg::HistoryEmpty)}</p> }.into_any(),
                },
                Screen::Game => {
                    view! {
                        {move || kept.get().practice.map(|case| view! { <PracticeBanner lang case /> })}
                        <GameScreen
                            lang
                            game
                            id=kept.get_untracked().id
                            on_exit=move || set_screen.set(Screen::Start)
                            on_protocol=move || {
                                if let Some(g) = game.get_untracked() {
                                    let save = Save::of(&g, kept.get_untracked().id, 0, "");
                                    show_protocol(save, g, false);
                                }
                            }
                            on_again=move || {
                                again.set(game.with_untracked(|g| g.as_ref().map(|g| g.setup().clone())));
                                set_screen.set(Screen::Setup)
                            }
                        />
                    }
                        .into_any()
                }
            }}
            <WhyPanel />
        </main>
    }
}

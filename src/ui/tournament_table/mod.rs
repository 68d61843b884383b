//! A tournament's table (issue 50, one phone per table): the organiser's ticket taken by
//! one scan or a file (a damaged or foreign one refused in words, another tournament's
//! asked about first), the table's games with their names by seat and the rules, «Начать»
//! into the normal set-up with the ticket's names seated, and the finished game's result
//! for the organiser, kept with the earlier ones and handed back as numbered QR codes
//! (`ui::qr_pages::QrPages`) or a file. What is kept and why is `engine::tournament::table`;
//! its storage key is `backup::Setting::TournamentTable` (in the backup with the settings).
//! The games list is `games.rs`, the results `results.rs`.

mod games;
mod results;

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::engine::backup::Setting;
use crate::engine::tournament::{DocError, Lineup, NotReported, TableKeep, Take, Ticket};
use crate::engine::Game;
use crate::link::handoff::{Assembly, CodeError};
use crate::ui::lazy::Drawn;
use crate::ui::pick_file::PickFile;
use crate::ui::reader::Reader;
use crate::ui::tr;
use crate::web;
use crate::words::{t, tf, Lang, Msg, StartWord, TableWord, Text};

/// Where the table's keep is stored.
const KEY: &str = Setting::TournamentTable.key();

/// What the phone holds under [`KEY`].
enum Stored {
    Nothing,
    Kept(TableKeep),
    /// A text that does not read (kept among the rejected texts when a ticket replaces it).
    Damaged,
}

fn stored() -> Stored {
    match web::storage::get(KEY) {
        None => Stored::Nothing,
        Some(text) => match TableKeep::from_json(&text) {
            Ok(k) => Stored::Kept(k),
            Err(_) => Stored::Damaged,
        },
    }
}

fn kept() -> Option<TableKeep> {
    match stored() {
        Stored::Kept(k) => Some(k),
        _ => None,
    }
}

fn store(k: &TableKeep) -> bool {
    web::storage::set(KEY, &k.to_json())
}

/// A game just started (`ui::session`): if the host opened its set-up from a ticket game,
/// it is that game's from now on.
pub fn bind_started(id: u64) {
    if let Some(mut k) = kept() {
        if k.bind(id) {
            let _ = store(&k);
        }
    }
}

/// A set-up opened for another game (New game, the evening's): no ticket game is set up.
pub fn forget_start() {
    if let Some(mut k) = kept() {
        let before = k.playing;
        k.forget_start();
        if k.playing != before {
            let _ = store(&k);
        }
    }
}

/// Whether the game `id` is a ticket game started on this phone (game over offers its
/// result for the organiser).
pub fn is_table_game(id: u64) -> bool {
    id != 0 && kept().is_some_and(|k| k.game_of(id).is_some())
}

/// What the screen says after a tap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Note {
    /// A notice (the ticket taken, updated).
    Done(TableWord),
    /// A refusal: nothing changed.
    Refused(TableWord),
}

fn refusal(e: &DocError) -> TableWord {
    match e {
        DocError::Malformed { .. } => TableWord::RefusedMalformed,
        DocError::Foreign { .. } => TableWord::RefusedForeign,
        DocError::Newer { .. } => TableWord::RefusedNewer,
        DocError::BadVersion { .. } => TableWord::RefusedBadVersion,
    }
}

fn not_reported(e: NotReported) -> TableWord {
    match e {
        NotReported::NotStarted => TableWord::NotStarted,
        NotReported::NotOver => TableWord::NotOver,
        NotReported::Changed => TableWord::Changed,
    }
}

/// Another tournament's ticket, waiting for the host's answer.
#[derive(Clone)]
struct Asked {
    ticket: Ticket,
    kept: String,
    new: String,
}

#[component]
pub fn TableScreen(
    lang: ReadSignal<Lang>,
    /// The finished game on the phone, with its id, if there is one.
    finished: Option<(u64, Game)>,
    /// Opened from game over's «Результат для организатора»: the result is made at once.
    report_now: bool,
    /// «Начать»: the set-up with the ticket game's line-up.
    #[prop(into)]
    on_start: Callback<(Lineup,)>,
    #[prop(into)] on_back: Callback<()>,
) -> impl IntoView {
    let first = stored();
    let damaged = RwSignal::new(matches!(first, Stored::Damaged));
    let keep: RwSignal<Option<TableKeep>> = RwSignal::new(match first {
        Stored::Kept(k) => Some(k),
        _ => None,
    });
    let note: RwSignal<Option<Note>> = RwSignal::new(None);
    let asked: RwSignal<Option<Asked>> = RwSignal::new(None);
    let scanning = RwSignal::new(false);
    // The results' code on screen (`None`: the codes are not shown).
    let page: RwSignal<Option<usize>> = RwSignal::new(None);
    // The phone's Back closes the camera, the codes or the question first.
    crate::ui::back_closes(
        move || {
            scanning.get_untracked()
                || page.with_untracked(Option::is_some)
                || asked.with_untracked(Option::is_some)
        },
        move || {
            scanning.set(false);
            page.set(None);
            asked.set(None);
        },
    );

    let put = move |k: TableKeep, done: TableWord| {
        // A kept text that did not read is not dropped: it joins the texts kept word for word.
        if damaged.get_untracked() && !web::storage::keep_rejected(KEY) {
            note.set(Some(Note::Refused(TableWord::NotSaved)));
            return;
        }
        if store(&k) {
            damaged.set(false);
            keep.set(Some(k));
            page.set(None);
            note.set(Some(Note::Done(done)));
        } else {
            note.set(Some(Note::Refused(TableWord::NotSaved)));
        }
    };
    let take = move |text: String| {
        scanning.set(false);
        asked.set(None);
        match Ticket::from_json(&text) {
            Err(e) => note.set(Some(Note::Refused(refusal(&e)))),
            Ok(ticket) => match TableKeep::take(keep.get_untracked().as_ref(), ticket.clone()) {
                Take::New(k) => put(k, TableWord::Taken),
                Take::Updated(k) => put(k, TableWord::Updated),
                Take::Ask { kept, new } => {
                    note.set(None);
                    asked.set(Some(Asked { ticket, kept, new }));
                }
            },
        }
    };
    let replace = move |_| {
        if let Some(a) = asked.get_untracked() {
            asked.set(None);
            put(TableKeep::new(a.ticket), TableWord::Taken);
        }
    };

    // The camera's codes, in any order; a finished sequence is one ticket.
    let assembly = RwSignal::new(Assembly::default());
    let on_code = move |code: String| {
        let mut a = assembly.get_untracked();
        match a.add(&code) {
            Ok(_) => match a.json() {
                Some(Ok(text)) => {
                    assembly.set(Assembly::default());
                    take(text);
                }
                Some(Err(_)) => {
                    assembly.set(Assembly::default());
                    note.set(Some(Note::Refused(TableWord::RefusedCode)));
                }
                None => assembly.set(a),
            },
            Err(CodeError::OtherGame) => {
                let mut fresh = Assembly::default();
                let _ = fresh.add(&code);
                assembly.set(fresh);
            }
            Err(_) => note.set(Some(Note::Refused(TableWord::RefusedCode))),
        }
    };
    let on_file = move |text: Option<String>| match text {
        Some(text) => take(text),
        None => note.set(Some(Note::Refused(TableWord::RefusedMalformed))),
    };

    let start = Callback::new(move |(game,): (u32,)| {
        let Some(mut k) = keep.get_untracked() else {
            return;
        };
        let Some(lineup) = k.lineup(game) else {
            return;
        };
        if k.start(game) && store(&k) {
            keep.set(Some(k));
            on_start.run((lineup,));
        } else {
            note.set(Some(Note::Refused(TableWord::NotSaved)));
        }
    });

    // The finished game's result, added to the results and shown as codes.
    let finished_id = finished.as_ref().map(|(id, _)| *id);
    let report = Callback::new(move |()| {
        let (Some((id, g)), Some(mut k)) = (finished.clone(), keep.get_untracked()) else {
            return;
        };
        match k.report(id, &g, web::clock::wall_ms()) {
            Ok(_) if store(&k) => {
                keep.set(Some(k));
                note.set(None);
                page.set(Some(0));
            }
            Ok(_) => note.set(Some(Note::Refused(TableWord::NotSaved))),
            Err(e) => note.set(Some(Note::Refused(not_reported(e)))),
        }
    });
    if report_now {
        report.run(());
    }
    // The finished game is a ticket game of this phone whose result is not made yet.
    let can_report = move || {
        finished_id.is_some_and(|id| {
            keep.with(|k| {
                k.as_ref()
                    .and_then(|k| k.game_of(id).map(|g| !k.is_reported(g)))
                    .unwrap_or(false)
            })
        })
    };

    let head = move || {
        keep.with(|k| {
            k.as_ref().map(|k| {
                tf(
                    lang.get(),
                    Text::TableTicket {
                        name: &k.ticket.name,
                        table: k.ticket.table,
                        games: k.ticket.games.len(),
                    },
                )
            })
        })
    };
    let rules = move || {
        keep.with(|k| {
            k.as_ref().map(|k| {
                t(
                    lang.get(),
                    Msg::StartScreen(StartWord::PresetName(k.ticket.preset)),
                )
            })
        })
    };
    let note_view = move || {
        note.get().map(|n| match n {
            Note::Done(w) => view! { <p class="notice" role="status" data-testid="table-note">{t(lang.get(), Msg::Table(w))}</p> }.into_any(),
            Note::Refused(w) => view! { <p class="refusal" role="alert" data-testid="table-refusal">{t(lang.get(), Msg::Table(w))}</p> }.into_any(),
        })
    };
    let ask_view = move || {
        asked.get().map(|a| {
            view! {
                <div class="table-ask" role="alertdialog" data-testid="table-ask">
                    <p class="lead">{move || tf(lang.get(), Text::TableAsk { kept: &a.kept, new: &a.new })}</p>
                    <div class="actions">
                        <button type="button" class="btn secondary" data-testid="table-keep-old" on:click=move |_| asked.set(None)>
                            {tr(lang, Msg::Table(TableWord::KeepOld))}
                        </button>
                        <button type="button" class="btn primary" data-testid="table-replace" on:click=replace>
                            {tr(lang, Msg::Table(TableWord::Replace))}
                        </button>
                    </div>
                </div>
            }
        })
    };
    let w = move |w: TableWord| tr(lang, Msg::Table(w));

    view! {
        <section class="screen tournament-table" data-testid="tournament-table">
            <header class="topbar">
                <button type="button" class="btn ghost small" data-testid="table-back" on:click=move |_| on_back.run(())>
                    {tr(lang, Msg::StartScreen(StartWord::Back))}
                </button>
                <h1 class="screen-title">{tr(lang, Msg::StartScreen(StartWord::TournamentTable))}</h1>
            </header>
            {move || head().map(|h| view! { <p class="lead table-head" data-testid="table-ticket">{h}</p> })}
            {move || rules().map(|r| view! { <p class="hint left" data-testid="table-rules">{r}</p> })}
            <Show when=move || damaged.get()>
                <p class="refusal" role="alert" data-testid="table-damaged">{w(TableWord::KeptDamaged)}</p>
            </Show>
            <Show when=move || keep.with(Option::is_none) && !damaged.get()>
                <p class="hint left" data-testid="table-empty">{w(TableWord::Empty)}</p>
            </Show>
            {note_view}
            {ask_view}
            <Show when=can_report>
                <button type="button" class="btn primary" data-testid="table-report" on:click=move |_| report.run(())>
                    {w(TableWord::Report)}
                </button>
            </Show>
            {move || keep.get().map(|k| view! { <results::ResultsPanel lang keep=k page /> })}
            <Show when=move || page.get().is_none()>
                {move || keep.get().map(|k| view! { <games::GamesList lang keep=k on_start=start /> })}
            </Show>
            <Show when=move || scanning.get()>
                <p class="hint left">{w(TableWord::ScanHint)}</p>
                <Reader lang=lang on_code=on_code no_camera=Msg::NoCameraScan />
            </Show>
            // While the results' codes are up, nothing else is taken.
            <nav class="actions table-take" hidden=move || page.get().is_some()>
                <PickFile class="btn secondary" testid="table-file" input_testid="table-file-input" on_text=on_file>
                    {w(TableWord::OpenTicketFile)}
                </PickFile>
                <button type="button" class="btn secondary" data-testid="table-scan" on:click=move |_| scanning.update(|s| *s = !*s)>
                    {move || if scanning.get() { w(TableWord::CloseCamera)() } else { w(TableWord::ScanTicket)() }}
                </button>
            </nav>
        </section>
    }
}

/// A tournament's table, in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn table_screen(
    lang: ReadSignal<Lang>,
    finished: Option<(u64, Game)>,
    report_now: bool,
    on_start: Callback<(Lineup,)>,
    on_back: Callback<()>,
) -> Drawn {
    Ok(view! { <TableScreen lang finished report_now on_start on_back /> }.into_any())
}

//! The organiser's tournament (issue 50): one screen on the organiser's phone, reached from
//! the start screen's top bar. With no tournament kept it shows the creation form
//! (`create.rs`: the name, the players one a line with an optional team, tables, games per
//! player, the rules; the seating made by the engine's optimizer in slices, its progress
//! shown); with one, its sections as tabs ([`Section`]): the seating per round with its
//! scores and swaps by hand (`seating.rs`), the tickets handed to the tables as QR codes
//! and files (`handout.rs`), the results received (`results.rs`), the standings
//! (`standings.rs`), the final (`final_.rs`: its rule, finalists, games and standings),
//! and the files: the whole document, DimTom's seating (`file.rs`).
//! A kept text that does not open is shown word for word with its reason and its file.
//! The arithmetic is all `engine::tournament`'s; the store is `web::tournament`.
//!
//! # The contract for the parts (results, standings, …)
//!
//! Every part is a component without props of its own that takes [`TourCtx`] with
//! `expect_context::<TourCtx>()` (the shell provides it while a tournament is open):
//!
//! * `ctx.doc` — the tournament, `Some` while a section is drawn; read it with
//!   `ctx.doc.with(|t| …)` (tracked) so the part redraws after every change;
//! * `ctx.change(|t| …)` — the one way to change it: applies `f` to a copy, writes the
//!   document to storage at once (`web::tournament::save`) and only then shows it; when the
//!   browser refuses the write (storage full) nothing changes, `ctx.not_saved` is set and
//!   the screen says so and offers the file (`file.rs`). `ctx.try_change` is the same for a
//!   change that may be refused by the engine (its `Err` is returned, nothing written);
//! * `ctx.said` — one line the screen shows under the tabs (a refusal, what was done):
//!   set it with words from `words::tour` / `Msg::Tour`;
//! * `ctx.lang` — the language.
//!
//! The results part (`results.rs`, `Section::Results`) and the standings part
//! (`standings.rs`, `Section::Standings`) are each one component, `Results` and
//! `Standings`, drawn by [`Sections`]; they may grow (a scan of a table's results, a
//! choice between disputed results, the standings per round) without touching this file.

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

mod create;
mod file;
mod final_;
mod handout;
mod results;
mod seating;
mod standings;

use super::lazy::Drawn;
use super::pick_file::PickFile;
use super::saves::TextOut;
use super::tr;
use crate::engine::tournament::Tournament;
use crate::web;
use crate::web::tournament::Stored;
use crate::words::{self, Lang, Msg, StartWord, TourText, TourWord as W};

/// The organiser's tournament as the parts share it (see the module's comment).
#[derive(Clone, Copy)]
pub struct TourCtx {
    pub lang: ReadSignal<Lang>,
    /// The tournament open on this phone; `None` before one is made or opened.
    pub doc: RwSignal<Option<Tournament>>,
    /// The browser refused the last write (storage full): said, and the file offered.
    pub not_saved: RwSignal<bool>,
    /// One line said under the tabs (a refusal, what was done).
    pub said: RwSignal<Option<String>>,
}

impl TourCtx {
    /// Changes the tournament and saves it at once; `false` (nothing changed) when there is
    /// none or the browser refused the write.
    pub fn change(&self, f: impl FnOnce(&mut Tournament)) -> bool {
        self.try_change(|t| {
            f(t);
            Ok::<(), ()>(())
        })
        .unwrap_or(false)
    }

    /// Changes the tournament by a change the engine may refuse: `Err` is the refusal
    /// (nothing written); `Ok(false)` when the browser refused the write (nothing changed).
    pub fn try_change<E>(
        &self,
        f: impl FnOnce(&mut Tournament) -> Result<(), E>,
    ) -> Result<bool, E> {
        let Some(mut t) = self.doc.get_untracked() else {
            return Ok(false);
        };
        f(&mut t)?;
        Ok(self.put(t))
    }

    /// Keeps `t` as the tournament (a new one, or one read from a file): saved, then shown.
    pub fn put(&self, t: Tournament) -> bool {
        let saved = web::tournament::save(&t);
        self.not_saved.set(!saved);
        if saved {
            self.doc.set(Some(t));
        }
        saved
    }

    /// A line said under the tabs.
    pub fn say(&self, text: String) {
        self.said.set(Some(text));
    }

    pub fn word(&self, w: W) -> &'static str {
        words::t(self.lang.get_untracked(), Msg::Tour(w))
    }

    pub fn text(&self, text: TourText<'_>) -> String {
        words::tour(self.lang.get_untracked(), text)
    }
}

/// The sections of an open tournament, the tabs' order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    Seating,
    HandOut,
    Results,
    Standings,
    Final,
    File,
}

impl Section {
    pub const ALL: [Section; 6] = [
        Section::Seating,
        Section::HandOut,
        Section::Results,
        Section::Standings,
        Section::Final,
        Section::File,
    ];

    fn word(self) -> W {
        match self {
            Section::Seating => W::SecSeating,
            Section::HandOut => W::SecHandOut,
            Section::Results => W::SecResults,
            Section::Standings => W::SecStandings,
            Section::Final => W::SecFinal,
            Section::File => W::SecFile,
        }
    }

    fn testid(self) -> &'static str {
        match self {
            Section::Seating => "tour-tab-seating",
            Section::HandOut => "tour-tab-handout",
            Section::Results => "tour-tab-results",
            Section::Standings => "tour-tab-standings",
            Section::Final => "tour-tab-final",
            Section::File => "tour-tab-file",
        }
    }
}

pub(super) fn w(lang: ReadSignal<Lang>, word: W) -> impl Fn() -> &'static str + Copy + 'static {
    tr(lang, Msg::Tour(word))
}

/// The file name of a tournament's document (`what`: "tournament", "dimtom", a ticket).
pub(super) fn file_name(what: &str) -> String {
    format!("mafia-host-{what}-{}.json", web::file_stamp())
}

#[component]
pub fn TournamentScreen(
    lang: ReadSignal<Lang>,
    #[prop(into)] on_back: Callback<()>,
    /// To the table's phone («Стол турнира»): a judge's phone takes its ticket there.
    #[prop(into)]
    on_table: Callback<()>,
) -> impl IntoView {
    let ctx = TourCtx {
        lang,
        doc: RwSignal::new(None),
        not_saved: RwSignal::new(false),
        said: RwSignal::new(None),
    };
    provide_context(ctx);
    // A kept text that does not open, and why.
    let damaged: RwSignal<Option<(String, String)>> = RwSignal::new(None);
    let read = move || match web::tournament::load() {
        Stored::None => {
            ctx.doc.set(None);
            damaged.set(None);
        }
        Stored::Open(t) => {
            ctx.doc.set(Some(*t));
            damaged.set(None);
        }
        Stored::Damaged(text, e) => {
            ctx.doc.set(None);
            damaged.set(Some((
                text,
                words::tour(lang.get_untracked(), TourText::Tournament(&e)),
            )));
        }
    };
    read();
    let section = RwSignal::new(Section::Seating);
    // Whether a tournament is open: a memo, so a change of the tournament does not draw the
    // sections afresh (the round shown, a tab's choices stay).
    let open = Memo::new(move |_| ctx.doc.with(Option::is_some));
    view! {
        <section class="screen tournament" data-testid="tournament">
            <h1 class="lead">{tr(lang, Msg::StartScreen(StartWord::Tournament))}</h1>
            {move || match damaged.get() {
                Some((text, why)) => view! {
                    <div class="tour-damaged" data-testid="tour-damaged">
                        <p class="save-notice" role="alert">{w(lang, W::Damaged)}</p>
                        <p class="hint left" data-testid="tour-damaged-why">{why}</p>
                        <pre class="kept-text">{text.clone()}</pre>
                        <TextOut lang text file_name=file_name("tournament") mime="application/json" />
                        <button type="button" class="btn ghost small" data-testid="tour-damaged-delete" on:click=move |_| {
                            web::tournament::delete();
                            read();
                        }>
                            {w(lang, W::DeleteDamaged)}
                        </button>
                    </div>
                }.into_any(),
                None if open.get() => view! { <Sections section /> }.into_any(),
                None => view! {
                    <p class="hint left">{w(lang, W::StartLine)}</p>
                    <create::Create />
                    <file::OpenFile />
                }.into_any(),
            }}
            <Show when=move || ctx.not_saved.get()>
                <p class="save-notice" role="alert" data-testid="tour-not-saved">{w(lang, W::NotSaved)}</p>
                {move || ctx.doc.get().map(|t| view! {
                    <TextOut lang text=t.to_json() file_name=file_name("tournament") mime="application/json" />
                })}
            </Show>
            <nav class="actions">
                <button type="button" class="btn secondary" data-testid="tour-back" on:click=move |_| on_back.run(())>
                    {tr(lang, Msg::StartScreen(StartWord::Back))}
                </button>
                <button type="button" class="btn secondary" data-testid="table-open" on:click=move |_| on_table.run(())>
                    {tr(lang, Msg::StartScreen(StartWord::TournamentTable))}
                </button>
            </nav>
        </section>
    }
}

/// An open tournament: its line, the tabs, the line said, the section up.
#[component]
fn Sections(section: RwSignal<Section>) -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    let summary = move || {
        ctx.doc.with(|t| {
            t.as_ref().map(|t| {
                let games = t.games.len() * 10 / t.players.len().max(1);
                let rounds = t.games.last().map_or(0, |g| g.round as usize + 1);
                words::tour(
                    lang.get(),
                    TourText::Summary {
                        players: t.players.len(),
                        tables: t.tables as usize,
                        games,
                        rounds,
                    },
                )
            })
        })
    };
    let tabs = Section::ALL
        .into_iter()
        .map(|s| {
            view! {
                <button
                    type="button"
                    role="tab"
                    class="tour-tab"
                    data-testid=s.testid()
                    aria-selected=move || (section.get() == s).to_string()
                    on:click=move |_| {
                        ctx.said.set(None);
                        section.set(s);
                    }
                >
                    {w(lang, s.word())}
                </button>
            }
        })
        .collect_view();
    view! {
        <h2 class="tour-name" data-testid="tour-name">{move || ctx.doc.with(|t| t.as_ref().map(|t| t.name.clone()))}</h2>
        <p class="hint left" data-testid="tour-summary">{summary}</p>
        <div class="tour-tabs" role="tablist">{tabs}</div>
        {move || ctx.said.get().map(|s| view! { <p class="hint left" role="status" data-testid="tour-said">{s}</p> })}
        {move || match section.get() {
            Section::Seating => view! { <seating::SeatingView /> }.into_any(),
            Section::HandOut => view! { <handout::HandOut /> }.into_any(),
            Section::Results => view! { <results::Results /> }.into_any(),
            Section::Standings => view! { <standings::Standings /> }.into_any(),
            Section::Final => view! { <final_::Final /> }.into_any(),
            Section::File => view! { <file::Files /> }.into_any(),
        }}
    }
}

/// A file picked for the tournament: its text, or `None` when it could not be read.
pub(super) type Picked = Option<String>;

/// The button that picks a file.
#[component]
pub(super) fn Pick(
    testid: &'static str,
    input_testid: &'static str,
    word: W,
    #[prop(into)] on_text: Callback<(Picked,)>,
) -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    view! {
        <PickFile class="btn secondary" testid input_testid on_text=on_text>
            {w(ctx.lang, word)}
        </PickFile>
    }
}

/// The tournament's screen, in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn tournament_screen(
    lang: ReadSignal<Lang>,
    on_back: Callback<()>,
    on_table: Callback<()>,
) -> Drawn {
    Ok(view! { <TournamentScreen lang on_back on_table /> }.into_any())
}

//! A new tournament: the form (its name, the players one a line with an optional team after
//! a slash, tables, games per player, Sport or Club), checked by the engine
//! (`engine::tournament::Draft`) and refused in words; then the seating made on the phone
//! by the engine's optimizer, a slice at a time between the screen's frames, its progress
//! shown, «Взять как есть» taking the seating as far as it got, «Отменить» dropping it.

use leptos::prelude::*;

use super::{w, TourCtx};
use crate::engine::tournament::{Checked, Draft, Rated, SeatingError, Tournament};
use crate::engine::Preset;
use crate::ui::tr;
use crate::web;
use crate::words::{self, t, Msg, StartWord, TourText, TourWord as W};

/// What the seating run is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Run {
    Idle,
    /// Under way: per cent done.
    Working(u32),
}

/// What the organiser asked of a run under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ask {
    Go,
    TakeNow,
    Cancel,
}

#[component]
pub fn Create() -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    let name = RwSignal::new(String::new());
    let players = RwSignal::new(String::new());
    let tables = RwSignal::new("2".to_string());
    let games = RwSignal::new("3".to_string());
    let preset = RwSignal::new(Preset::Sport);
    let refused: RwSignal<Option<String>> = RwSignal::new(None);
    let run = RwSignal::new(Run::Idle);
    let ask = RwSignal::new(Ask::Go);
    let count =
        move || players.with(|p| crate::engine::tournament::organise::read_players(p).len());
    let number = |s: RwSignal<String>| s.with(|s| s.trim().parse::<usize>().unwrap_or(0));
    let seat = move |_| {
        let draft = Draft {
            name: name.get_untracked(),
            players: players.get_untracked(),
            tables: number(tables),
            games: number(games),
            preset: preset.get_untracked(),
        };
        match draft.check() {
            Err(e) => refused.set(Some(words::tour(lang.get_untracked(), TourText::Draft(&e)))),
            Ok(checked) => {
                refused.set(None);
                ask.set(Ask::Go);
                run.set(Run::Working(0));
                leptos::task::spawn_local(async move {
                    let id = web::epoch_ms();
                    let made = make(&checked, id, run, ask).await;
                    if run.try_set(Run::Idle).is_some() {
                        // The screen was left meanwhile.
                        return;
                    }
                    match made {
                        None => {}
                        Some(Err(e)) => refused.set(Some(words::tour(
                            lang.get_untracked(),
                            TourText::Seating(&e),
                        ))),
                        Some(Ok(rated)) => {
                            // The document made in a turn of its own, then saved and drawn
                            // in the next (each under the 50 ms a phone's screen allows).
                            web::clock::sleep(0).await;
                            if ask.try_get_untracked().is_none() {
                                return;
                            }
                            match Tournament::new(
                                id,
                                &checked.name,
                                checked.preset,
                                &checked.names,
                                &checked.teams,
                                &rated.seating,
                            ) {
                                Ok(t) => {
                                    web::clock::sleep(0).await;
                                    if ask.try_get_untracked().is_none() {
                                        return;
                                    }
                                    if !ctx.put(t.clone()) {
                                        // Storage full: the tournament is shown all the same, with its file.
                                        ctx.doc.set(Some(t));
                                    }
                                }
                                Err(e) => refused.set(Some(words::tour(
                                    lang.get_untracked(),
                                    TourText::Tournament(&e),
                                ))),
                            }
                        }
                    }
                });
            }
        }
    };
    let presets = [Preset::Sport, Preset::Club];
    let working = move || matches!(run.get(), Run::Working(_));
    view! {
        <div class="tour-create" data-testid="tour-create">
            <h2>{w(lang, W::NewTitle)}</h2>
            <label class="field">
                <span>{w(lang, W::Name)}</span>
                <input
                    type="text"
                    data-testid="tour-name-input"
                    maxlength="80"
                    autocomplete="off"
                    placeholder=move || t(lang.get(), Msg::Tour(W::NamePlaceholder))
                    prop:value=move || name.get()
                    on:input=move |ev| {
                        refused.set(None);
                        name.set(event_target_value(&ev));
                    }
                />
            </label>
            <label class="field">
                <span>{w(lang, W::Players)} " · " <span data-testid="tour-count">{move || words::tour(lang.get(), TourText::Counted(count()))}</span></span>
                <textarea
                    class="tour-players"
                    data-testid="tour-players"
                    rows="8"
                    autocomplete="off"
                    placeholder=move || t(lang.get(), Msg::Tour(W::PlayersPlaceholder))
                    prop:value=move || players.get()
                    on:input=move |ev| {
                        refused.set(None);
                        players.set(event_target_value(&ev));
                    }
                ></textarea>
            </label>
            <p class="hint left">{w(lang, W::PlayersHint)}</p>
            <div class="tour-numbers">
                <label class="field">
                    <span>{w(lang, W::Tables)}</span>
                    <input type="number" inputmode="numeric" min="2" max="20" data-testid="tour-tables" prop:value=move || tables.get() on:input=move |ev| {
                        refused.set(None);
                        tables.set(event_target_value(&ev));
                    } />
                </label>
                <label class="field">
                    <span>{w(lang, W::Games)}</span>
                    <input type="number" inputmode="numeric" min="1" max="50" data-testid="tour-games" prop:value=move || games.get() on:input=move |ev| {
                        refused.set(None);
                        games.set(event_target_value(&ev));
                    } />
                </label>
            </div>
            <h3>{w(lang, W::Rules)}</h3>
            <div class="segmented" role="radiogroup" data-testid="tour-preset">
                {presets
                    .into_iter()
                    .map(|p| view! {
                        <button
                            type="button"
                            role="radio"
                            class="seg"
                            aria-checked=move || (preset.get() == p).to_string()
                            aria-pressed=move || (preset.get() == p).to_string()
                            on:click=move |_| preset.set(p)
                        >
                            {tr(lang, Msg::StartScreen(StartWord::PresetName(p)))}
                        </button>
                    })
                    .collect_view()}
            </div>
            {move || refused.get().map(|r| view! { <p class="hint warn" role="alert" data-testid="tour-refused">{r}</p> })}
            <Show
                when=working
                fallback=move || view! {
                    <button type="button" class="btn primary" data-testid="tour-seat" on:click=seat>
                        {w(lang, W::Seat)}
                    </button>
                }
            >
                <div class="tour-progress" data-testid="tour-progress" role="status">
                    <progress max="100" value=move || match run.get() { Run::Working(p) => p, Run::Idle => 0 }></progress>
                    <p>{move || match run.get() {
                        Run::Working(p) => words::tour(lang.get(), TourText::Progress(p)),
                        Run::Idle => String::new(),
                    }}</p>
                    <div class="tour-row">
                        <button type="button" class="btn secondary small" data-testid="tour-take-now" on:click=move |_| ask.set(Ask::TakeNow)>
                            {w(lang, W::TakeNow)}
                        </button>
                        <button type="button" class="btn ghost small" data-testid="tour-cancel" on:click=move |_| ask.set(Ask::Cancel)>
                            {w(lang, W::Cancel)}
                        </button>
                    </div>
                </div>
            </Show>
        </div>
    }
}

/// How long one slice of the optimizer runs before the screen gets the phone back (ms).
const SLICE_MS: f64 = 20.0;

/// Moves tried between two looks at the clock within a slice: few enough that the slice
/// ends near its 20 ms on a slow phone (2 000 took a phone at 4× up to 80 ms in the numbers
/// phase); the optimizer keeps its bookkeeping between calls, so small steps cost nothing.
const MOVES: u64 = 250;

/// Makes the seating for a checked form: the engine's optimizer worked for about
/// `SLICE_MS` at a time, the progress drawn and the organiser's taps taken between slices
/// (a timer's turn). `None` when cancelled; «Взять как есть» finishes with the seating as
/// far as it got (whole all the same, only less improved).
async fn make(
    c: &Checked,
    seed: u64,
    run: RwSignal<Run>,
    ask: RwSignal<Ask>,
) -> Option<Result<Rated, SeatingError>> {
    use crate::engine::tournament::{Budget, Optimizer};
    let s = c.shape;
    let mut opt = match Optimizer::new(
        s.players,
        s.tables,
        s.games,
        &c.team_numbers,
        seed,
        Budget::default_for(&s),
    ) {
        Ok(o) => o,
        Err(e) => return Some(Err(e)),
    };
    loop {
        // The screen draws the progress and takes taps here.
        web::clock::sleep(0).await;
        // The screen left (its signals gone): as a cancel.
        match ask.try_get_untracked().unwrap_or(Ask::Cancel) {
            Ask::Cancel => return None,
            Ask::TakeNow => break,
            Ask::Go => {}
        }
        let started = web::clock::now_ms();
        let mut done = false;
        while !done && web::clock::now_ms() - started < SLICE_MS {
            done = opt.work(MOVES);
        }
        let _ = run.try_set(Run::Working(((opt.progress() * 100.0) as u32).min(100)));
        if done {
            break;
        }
    }
    // The scores in a turn of their own, not after the last slice.
    web::clock::sleep(0).await;
    Some(opt.finish())
}

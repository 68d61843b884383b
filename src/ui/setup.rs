//! Set-up: the rules preset, the players (count, names, seat draw), the line-up with the
//! advanced rules, and the deal. Each step has a Back; the deal ends in `on_start`.
//!
//! The screens decide nothing: the line-up comes from `Composition::standard` and is
//! checked by `Composition::validate`; the deal is `Setup::deal` (or `Setup::with_roles`
//! for physical cards) over the browser's cryptographic random source.

mod deal;
mod lineup;
mod step;

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;
use serde::{Deserialize, Serialize};

use super::word;
use crate::engine::setup::draw_seats;
use crate::engine::{Composition, Preset, Rules, Setup};
use crate::web;
use crate::words::{start, start_text, Lang, StartText, StartWord};
use deal::{deal_step, DealModeStep, Table};
pub use deal::{DealMode, DealProgress};
use lineup::LineupStep;
use step::{StepActions, StepHeader};

/// The most seats a table has (R-ROLE-3).
const MAX_PLAYERS: usize = 30;
/// The fewest seats a Home or Party table has (R-ROLE-3).
const MIN_PLAYERS: usize = 5;
/// The seats of a Sport or Club table (R-ROLE-2).
const FIXED_PLAYERS: usize = 10;

/// The set-up steps, in order (`route`: where Back goes from each).
pub use crate::route::SetupStep as Step;

/// Everything the host has chosen so far. All fields are signals, so the struct is `Copy`.
#[derive(Clone, Copy)]
pub struct Choices {
    preset: RwSignal<Preset>,
    /// The player count of a Home or Party table (Sport and Club are always 10).
    count: RwSignal<usize>,
    /// Names by seat, `MAX_PLAYERS` long; only the first `players()` are used.
    names: RwSignal<Vec<String>>,
    composition: RwSignal<Composition>,
    /// The (preset, players) the composition was proposed for; a change re-proposes it.
    composition_for: RwSignal<Option<(Preset, usize)>>,
    rules: RwSignal<Rules>,
    deal_mode: RwSignal<DealMode>,
    /// How far the deal has gone (saved, so a reload half-way goes on from there).
    deal: RwSignal<DealProgress>,
    /// The names sit in the seats the evening drew (R-EVE-4): the set-up's own draw, which
    /// knows nothing of the evening's earlier seats, is not offered over them (issue 39).
    evening_seats: RwSignal<bool>,
    /// The names sit in a tournament ticket's seats (issue 50): not drawn again either.
    ticket_seats: RwSignal<bool>,
}

/// The set-up as the host left it, after every tap (`web::storage::SETUP_KEY`).
#[derive(Serialize, Deserialize)]
struct SetupSave {
    step: Step,
    preset: Preset,
    count: usize,
    names: Vec<String>,
    composition: Composition,
    composition_for: Option<(Preset, usize)>,
    rules: Rules,
    deal_mode: DealMode,
    deal: DealProgress,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    evening_seats: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    ticket_seats: bool,
}

/// The stored roster's names (none when it is damaged or not made yet).
pub fn stored_names() -> Vec<String> {
    match web::storage::roster() {
        Some(Ok(r)) => r.names(),
        _ => Vec::new(),
    }
}

/// The set-up is over (a game started) or left for the start screen.
pub fn forget() {
    let _ = web::storage::remove(web::storage::SETUP_KEY);
}

fn restore() -> Option<(Step, Choices)> {
    let text = web::storage::get(web::storage::SETUP_KEY)?;
    let s: SetupSave = crate::json::from_str(&text).ok()?;
    let mut names = s.names;
    names.resize(MAX_PLAYERS.max(names.len()), String::new());
    let choices = Choices {
        preset: RwSignal::new(s.preset),
        count: RwSignal::new(s.count.clamp(MIN_PLAYERS, MAX_PLAYERS)),
        names: RwSignal::new(names),
        composition: RwSignal::new(s.composition),
        composition_for: RwSignal::new(s.composition_for),
        rules: RwSignal::new(s.rules),
        deal_mode: RwSignal::new(s.deal_mode),
        deal: RwSignal::new(s.deal),
        evening_seats: RwSignal::new(s.evening_seats),
        ticket_seats: RwSignal::new(s.ticket_seats),
    };
    Some((s.step, choices))
}

impl Choices {
    fn new() -> Choices {
        let mut names = web::storage::player_names();
        let remembered = names.len();
        names.resize(MAX_PLAYERS, String::new());
        let count = if (MIN_PLAYERS..=MAX_PLAYERS).contains(&remembered) {
            remembered
        } else {
            FIXED_PLAYERS
        };
        Choices {
            preset: RwSignal::new(Preset::Sport),
            count: RwSignal::new(count),
            names: RwSignal::new(names),
            composition: RwSignal::new(Composition::standard(Preset::Sport, FIXED_PLAYERS)),
            composition_for: RwSignal::new(None),
            rules: RwSignal::new(Rules::preset(Preset::Sport)),
            deal_mode: RwSignal::new(DealMode::PassPhone),
            deal: RwSignal::new(DealProgress::default()),
            evening_seats: RwSignal::new(false),
            ticket_seats: RwSignal::new(false),
        }
    }

    /// The choices of a game to come: a finished game's preset, rules, line-up and players
    /// (in their old seats, which the host may draw again), or an evening's next game.
    fn again(previous: &Again) -> Choices {
        let choices = Choices::new();
        let n = previous.names.len();
        let mut names = previous.names.clone();
        names.resize(MAX_PLAYERS.max(n), String::new());
        choices.preset.set(previous.preset);
        choices.count.set(n.clamp(MIN_PLAYERS, MAX_PLAYERS));
        choices.names.set(names);
        choices.composition.set(previous.composition);
        choices.composition_for.set(Some((previous.preset, n)));
        choices.rules.set(previous.rules.clone());
        choices.evening_seats.set(previous.evening_seats);
        choices.ticket_seats.set(previous.ticket_seats);
        choices
    }

    fn fixed_count(preset: Preset) -> bool {
        matches!(preset, Preset::Sport | Preset::Club)
    }

    /// The number of seats at the table.
    fn players(&self) -> usize {
        if Choices::fixed_count(self.preset.get()) {
            FIXED_PLAYERS
        } else {
            self.count.get()
        }
    }

    fn pick_preset(&self, p: Preset) {
        if self.preset.get_untracked() != p {
            self.preset.set(p);
            self.rules.set(Rules::preset(p));
        }
    }

    /// The names of the seated players, trimmed.
    fn seated_names(&self) -> Vec<String> {
        let n = self.players();
        self.names
            .with(|v| v.iter().take(n).map(|s| s.trim().to_string()).collect())
    }

    /// Proposes the calculator's composition unless the host already edited one for this
    /// preset and player count.
    fn propose_composition(&self) {
        let key = (self.preset.get_untracked(), untrack(|| self.players()));
        if self.composition_for.get_untracked() != Some(key) {
            self.composition.set(Composition::standard(key.0, key.1));
            self.composition_for.set(Some(key));
        }
    }
}

/// What a new game takes from an earlier one or from the evening: the set-up opens at the
/// players' step with these.
#[derive(Clone, Debug, PartialEq)]
pub struct Again {
    pub preset: Preset,
    pub rules: Rules,
    /// Names by seat.
    pub names: Vec<String>,
    pub composition: Composition,
    /// The names are in the seats the evening drew.
    pub evening_seats: bool,
    /// The names are in a tournament ticket's seats.
    pub ticket_seats: bool,
}

impl Again {
    /// A finished game's set-up, for the next game with the same players.
    pub fn of(setup: &Setup) -> Again {
        Again {
            preset: setup.preset,
            rules: setup.rules.clone(),
            names: setup.players.iter().map(|p| p.name.clone()).collect(),
            composition: setup.composition(),
            evening_seats: false,
            ticket_seats: false,
        }
    }

    /// The evening's next game: its seats as drawn (or its players in order), the rules and
    /// line-up of its last game when the table is the same size.
    pub fn evening(e: &crate::engine::evening::Evening) -> Again {
        let names = if e.seating.is_empty() {
            e.next_players()
        } else {
            e.seating.clone()
        };
        let n = names.len();
        let last = e.games.last().and_then(|g| g.game.setup().ok());
        let same = last.as_ref().filter(|s| s.players.len() == n);
        Again {
            preset: e.preset,
            rules: same.map_or_else(|| Rules::preset(e.preset), |s| s.rules.clone()),
            composition: same
                .map_or_else(|| Composition::standard(e.preset, n), Setup::composition),
            evening_seats: !e.seating.is_empty(),
            ticket_seats: false,
            names,
        }
    }
}

/// Where a set-up opens: its step and what was chosen so far.
#[derive(Clone, Copy)]
pub struct Opening {
    step: Step,
    choices: Choices,
}

impl Opening {
    /// A new set-up, at the rules.
    pub fn new() -> Opening {
        Opening {
            step: Step::Preset,
            choices: Choices::new(),
        }
    }

    /// The app's set-up: a finished game's (or the evening's) players, line-up and rules at
    /// the players' step, else the set-up a reload left half-way, else a new one. (The main
    /// module's first screens open only new ones: this reads a saved set-up, which needs
    /// serde's readers.)
    pub fn of(again: Option<&Again>) -> Opening {
        match (again, restore()) {
            (Some(previous), _) => Opening {
                step: Step::Players,
                choices: Choices::again(previous),
            },
            (None, Some((step, choices))) => Opening { step, choices },
            (None, None) => Opening::new(),
        }
    }
}

#[component]
pub fn SetupScreen(
    lang: ReadSignal<Lang>,
    /// The step it opens at, with what was chosen so far ([`Opening`]).
    opening: Opening,
    #[prop(into)] on_back: Callback<()>,
    /// Called with the dealt, validated set-up when the host starts the game.
    #[prop(into)]
    on_start: Callback<(Setup,)>,
    /// The known players' names, suggested as names are typed: the app's roster
    /// (`players::known_names`); `None` on the main module's first screens, where the players'
    /// step reads the stored one ([`stored_names`], from the set-up's chunk: the roster made
    /// from the history needs the whole engine, and reading any stored text needs serde's).
    known: Option<Vec<String>>,
) -> impl IntoView {
    let step = RwSignal::new(opening.step);
    let choices = opening.choices;
    // Every tap of the set-up is saved: a reload comes back to the same step.
    Effect::new(move |_| {
        let save = SetupSave {
            step: step.get(),
            preset: choices.preset.get(),
            count: choices.count.get(),
            names: choices.names.get(),
            composition: choices.composition.get(),
            composition_for: choices.composition_for.get(),
            rules: choices.rules.get(),
            deal_mode: choices.deal_mode.get(),
            deal: choices.deal.get(),
            evening_seats: choices.evening_seats.get(),
            ticket_seats: choices.ticket_seats.get(),
        };
        let _ = web::storage::set(web::storage::SETUP_KEY, &crate::json::to_string(&save));
    });
    let go = Callback::new(move |(s,): (Step,)| {
        // The deal is made anew whenever its step opens again.
        if s != Step::Deal {
            choices.deal.set(DealProgress::default());
        }
        step.set(s)
    });
    let start = Callback::new(move |(setup,): (Setup,)| {
        let names: Vec<String> = setup.players.iter().map(|p| p.name.clone()).collect();
        web::storage::remember_player_names(&names);
        forget();
        on_start.run((setup,));
    });
    let on_back = Callback::new(move |()| {
        forget();
        on_back.run(());
    });
    // The phone's Back is the step's own Back: one step back, and from the rules to the
    // start screen.
    super::back_at(
        move || step.get_untracked(),
        move |s| go.run((s,)),
        move || on_back.run(()),
    );

    // The rules come with the main module; the later steps are a chunk of their own
    // (`setup_step`), fetched first, while the host chooses the rules.
    view! {
        <section class="screen setup">
            {move || match step.get() {
                Step::Preset => {
                    view! {
                        <PresetStep
                            lang
                            choices
                            on_back=move || on_back.run(())
                            on_next=move || go.run((Step::Players,))
                        />
                    }
                        .into_any()
                }
                later => {
                    let known = known.clone();
                    super::lazy::screen(lang, move || {
                        setup_step(lang, later, choices, known.clone(), go, start)
                    })
                }
            }}
        </section>
    }
}

/// A set-up step after the rules (`later_step`), in the `setup` chunk: the main module draws
/// the start screen and the rules; the rest of the set-up is fetched first, while the rules
/// are chosen.
#[wasm_split(setup, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_setup))]
pub fn setup_step(
    lang: ReadSignal<Lang>,
    step: Step,
    choices: Choices,
    known: Option<Vec<String>>,
    go: Callback<(Step,)>,
    start: Callback<(Setup,)>,
) -> Drawn {
    Ok(later_step(lang, step, choices, known, go, start))
}

/// A set-up step after the rules, drawn from its chunk (`setup_step`).
pub fn later_step(
    lang: ReadSignal<Lang>,
    step: Step,
    choices: Choices,
    known: Option<Vec<String>>,
    go: Callback<(Step,)>,
    start: Callback<(Setup,)>,
) -> AnyView {
    let go = move |s: Step| go.run((s,));
    let known = known.unwrap_or_else(stored_names);
    match step {
        // The rules are SetupScreen's own; nothing is asked for them here.
        Step::Preset => ().into_any(),
        Step::Players => view! {
            <PlayersStep
                lang
                choices
                known
                on_back=move || go(Step::Preset)
                on_next=move || {
                    let _ = web::storage::remember_player_names(
                        &choices.seated_names(),
                    );
                    choices.propose_composition();
                    go(Step::Lineup)
                }
            />
        }
        .into_any(),
        Step::Lineup => view! {
            <LineupStep
                lang
                preset=choices.preset.get_untracked()
                players=untrack(|| choices.players())
                composition=choices.composition
                rules=choices.rules
                on_back=move || go(Step::Players)
                on_next=move || go(Step::DealMode)
            />
        }
        .into_any(),
        Step::DealMode => view! {
            <DealModeStep
                lang
                mode=choices.deal_mode
                on_back=move || go(Step::Lineup)
                on_next=move || go(Step::Deal)
            />
        }
        .into_any(),
        Step::Deal => {
            let table = Table {
                preset: choices.preset.get_untracked(),
                rules: choices.rules.get_untracked(),
                names: untrack(|| choices.seated_names()),
                composition: choices.composition.get_untracked(),
            };
            let on_back = Callback::new(move |()| go(Step::DealMode));
            let mode = choices.deal_mode.get_untracked();
            deal_step(lang, mode, table, choices.deal, on_back, start)
        }
    }
}

/// The keyboard's «next» on a name goes to the next seat's name (the last one closes the
/// keyboard).
fn next_name(ev: leptos::ev::KeyboardEvent) {
    use wasm_bindgen::JsCast;
    if ev.key() != "Enter" {
        return;
    }
    ev.prevent_default();
    let here = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok());
    let next = here
        .as_ref()
        .and_then(|e| e.closest("li").ok().flatten())
        .and_then(|li| li.next_element_sibling())
        .and_then(|li| li.query_selector("input").ok().flatten())
        .and_then(|i| i.dyn_into::<web_sys::HtmlElement>().ok());
    match (next, here) {
        (Some(next), _) => {
            let _ = next.focus();
        }
        (None, Some(here)) => {
            let _ = here.blur();
        }
        (None, None) => {}
    }
}

#[component]
fn PresetStep(
    lang: ReadSignal<Lang>,
    choices: Choices,
    #[prop(into)] on_back: Callback<()>,
    #[prop(into)] on_next: Callback<()>,
) -> impl IntoView {
    let chosen = choices.preset;
    view! {
        <StepHeader lang title=StartWord::NewGame step=1 />
        <h2 class="lead" id="preset-label">
            {word(lang, StartWord::ChooseRules)}
        </h2>
        <div class="presets" role="radiogroup" aria-labelledby="preset-label">
            {Preset::ALL
                .into_iter()
                .map(|p| {
                    view! {
                        <PresetCard
                            lang
                            preset=p
                            checked=Signal::derive(move || chosen.get() == p)
                            on_pick=move || choices.pick_preset(p)
                        />
                    }
                })
                .collect_view()}
        </div>
        <StepActions lang on_back on_next />
    }
}

#[component]
fn PresetCard(
    lang: ReadSignal<Lang>,
    preset: Preset,
    checked: Signal<bool>,
    #[prop(into)] on_pick: Callback<()>,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class="card"
            role="radio"
            aria-checked=move || checked.get().to_string()
            on:click=move |_| on_pick.run(())
        >
            <span class="card-name">{word(lang, StartWord::PresetName(preset))}</span>
            <span class="card-line">{word(lang, StartWord::PresetLine(preset))}</span>
        </button>
    }
}

#[component]
fn PlayersStep(
    lang: ReadSignal<Lang>,
    choices: Choices,
    known: Vec<String>,
    #[prop(into)] on_back: Callback<()>,
    #[prop(into)] on_next: Callback<()>,
) -> impl IntoView {
    let fixed = Choices::fixed_count(choices.preset.get_untracked());
    let count = choices.count;
    let names = choices.names;
    let evening_seats = choices.evening_seats;
    let ticket_seats = choices.ticket_seats;
    let drawn = RwSignal::new(false);
    // The seat whose typed name was just cut to the limit.
    let name_cut: RwSignal<Option<u8>> = RwSignal::new(None);
    let draw = move |_| {
        let n = untrack(|| choices.players());
        let Some(mut rng) = web::random::CryptoRandom::new() else {
            return;
        };
        names.update(|v| {
            let seated = draw_seats(&v[..n], &mut rng);
            v[..n].clone_from_slice(&seated);
        });
        drawn.set(true);
    };
    let step_count = move |delta: isize| {
        count.update(|c| {
            *c = c
                .saturating_add_signed(delta)
                .clamp(MIN_PLAYERS, MAX_PLAYERS)
        });
        drawn.set(false);
        // Another table size: the evening's seats are no longer the table's.
        evening_seats.set(false);
        ticket_seats.set(false);
    };

    view! {
        <StepHeader lang title=StartWord::StepPlayers step=2 />
        {if fixed {
            view! {
                <p class="count-fixed">
                    {move || start_text(lang.get(), StartText::Players(FIXED_PLAYERS))}
                </p>
            }
                .into_any()
        } else {
            view! {
                <div class="stepper-row">
                    <span class="stepper-label" id="count-label">
                        {word(lang, StartWord::PlayerCount)}
                    </span>
                    <div class="stepper" role="group" aria-labelledby="count-label">
                        <button
                            type="button"
                            class="step-btn"
                            aria-label=word(lang, StartWord::FewerPlayers)
                            disabled=move || { count.get() <= MIN_PLAYERS }
                            on:click=move |_| step_count(-1)
                        >
                            "−"
                        </button>
                        <output class="step-value" aria-live="polite">
                            {move || count.get()}
                        </output>
                        <button
                            type="button"
                            class="step-btn"
                            aria-label=word(lang, StartWord::MorePlayers)
                            disabled=move || { count.get() >= MAX_PLAYERS }
                            on:click=move |_| step_count(1)
                        >
                            "+"
                        </button>
                    </div>
                </div>
            }
                .into_any()
        }}
        <p class="hint left">{word(lang, StartWord::NamesHint)}</p>
        // The known players, suggested as names are typed.
        <datalist id="roster-names">
            {known.into_iter().map(|name| view! { <option value=name></option> }).collect_view()}
        </datalist>
        <ol class="seat-list">
            {move || {
                let n = if fixed { FIXED_PLAYERS } else { count.get() };
                (0..n)
                    .map(|i| {
                        let seat = (i + 1) as u8;
                        view! {
                            <li class="seat-row">
                                <span class="seat-no" aria-hidden="true">
                                    {seat}
                                </span>
                                <input
                                    type="text"
                                    class="name-input"
                                    autocomplete="off"
                                    autocapitalize="words"
                                    list="roster-names"
                                    enterkeyhint="next"
                                    aria-label=move || start_text(lang.get(), StartText::Seat(seat))
                                    placeholder=move || start_text(lang.get(), StartText::NameOf(seat))
                                    prop:value=move || names.with(|v| v[i].clone())
                                    on:input=move |ev| {
                                        // Counted in characters, not UTF-16 units (no
                                        // `maxlength`): a cut is said, not silent.
                                        let (value, cut) = crate::engine::cut_name(&event_target_value(&ev));
                                        names.update(|v| v[i] = value);
                                        name_cut.set(cut.then_some(seat));
                                        drawn.set(false);
                                    }
                                    on:keydown=next_name
                                />
                            </li>
                        }
                    })
                    .collect_view()
            }}
        </ol>
        {move || name_cut.get().map(|_| view! {
            <p class="notice" role="status" data-testid="name-cut">
                {start(lang.get(), StartWord::NameCut)}
            </p>
        })}
        <Show
            when=move || !evening_seats.get() && !ticket_seats.get()
            fallback=move || view! {
                <p class="notice" role="status" data-testid="seats-from-evening">
                    {word(lang, if ticket_seats.get() { StartWord::SeatsFromTicket } else { StartWord::SeatsFromEvening })}
                </p>
            }
        >
            <button type="button" class="btn secondary draw" data-testid="draw-seats" on:click=draw>
                {word(lang, StartWord::DrawSeats)}
            </button>
        </Show>
        <Show when=move || drawn.get()>
            <p class="notice" role="status">
                {word(lang, StartWord::SeatsDrawn)}
            </p>
        </Show>
        <StepActions lang on_back on_next />
    }
}

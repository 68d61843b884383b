//! The evening (issue 23): several games with the same people. Its screen begins one, shows
//! the standings after every game, lets a guest join or a player sit a game out, draws the
//! next game's seats and opens its set-up, and gives the evening's sheet (print, text, CSV)
//! and files. The arithmetic is the engine's (`engine::evening`); the store is
//! `web::evening`. The screen's state is one value, [`Panel`], that resets when it opens.

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use super::lazy::{Drawn, Unloaded};
use super::pick_file::PickFile;
use super::saves::TextOut;
use super::setup::Again;
use super::tr;
use crate::engine::evening::{Evening, EveningScoring, Grid, GridGame, GridRow, JoinRefusal};
use crate::engine::scoring::{parse_points, PointsError};
use crate::engine::{open_text, Preset};
// What the evening's screen shows besides its main view (`route`: where Back goes from it).
use crate::route::EveningPanel as Panel;
use crate::web;
use crate::web::evening::Stored;
use crate::words::{self, t, tf, EveningWord as W, Lang, Msg, StartWord, Text};

/// A change of the evening under way; `Err` is the refusal said on the screen.
type Change = Box<dyn FnOnce(&mut Evening) -> Result<(), W>>;

/// The table sizes a preset allows: Sport and Club seat ten, Home and Party five to thirty.
fn table(preset: Preset) -> (usize, usize) {
    match preset {
        Preset::Sport | Preset::Club => (10, 10),
        Preset::Home | Preset::Party => (5, 30),
    }
}

fn w(lang: ReadSignal<Lang>, word: W) -> impl Fn() -> &'static str + Copy + 'static {
    tr(lang, Msg::Evening(word))
}

fn refusal(r: JoinRefusal) -> W {
    match r {
        JoinRefusal::Empty => W::RefusedEmpty,
        JoinRefusal::Taken => W::RefusedTaken,
        JoinRefusal::Full => W::RefusedFull,
    }
}

pub(crate) fn pts(lang: Lang, h: i32) -> String {
    words::points(lang, i16::try_from(h).unwrap_or(i16::MAX))
}

fn file_name(e: &Evening, what: &str, ext: &str) -> String {
    let _ = e;
    format!("mafia-host-{what}-{}.{ext}", web::file_stamp())
}

#[component]
pub fn EveningScreen(
    lang: ReadSignal<Lang>,
    /// Opens the set-up of the evening's next game.
    #[prop(into)]
    on_deal: Callback<(Again,)>,
    /// Goes back into the evening's game being played.
    #[prop(into)]
    on_continue: Callback<()>,
    #[prop(into)] on_back: Callback<()>,
) -> impl IntoView {
    // The evening's game that ended when the store could not take it (storage full) is in
    // the history: it joins the evening now.
    if let Some(id) = web::evening::current().and_then(|e| e.playing) {
        if let Some(save) = super::saves::finished(id) {
            web::evening::game_over(id, &save.game);
        }
    }
    // Bumped after every write, so the screen reads the store again.
    let version = RwSignal::new(0u32);
    let panel = RwSignal::new(Panel::Main);
    // The phone's Back: from the sheet or «Закончить вечер?» back to the evening; from the
    // evening, where its Back goes.
    super::back_at(
        move || panel.get_untracked(),
        move |p| panel.set(p),
        move || on_back.run(()),
    );
    let said: RwSignal<Option<W>> = RwSignal::new(None);
    let refused: RwSignal<Option<W>> = RwSignal::new(None);
    let changed = move || version.update(|v| *v += 1);
    let on_file = move |text: Option<String>| {
        let Some(text) = text else { return };
        match Evening::from_json(&text) {
            Ok(e) => {
                if web::evening::save_new(&e) {
                    said.set(None);
                } else if web::evening::keep_past(&text) {
                    said.set(Some(W::ImportedToPast));
                }
                changed();
            }
            Err(_) => said.set(Some(W::Damaged)),
        }
    };
    view! {
        <section class="screen evening" data-testid="evening">
            {move || {
                let _ = version.get();
                match web::evening::load() {
                    Stored::Damaged(text, error) => {
                        view! { <DamagedEvening lang text error on_delete=move || changed() /> }.into_any()
                    }
                    Stored::None => match panel.get() {
                        Panel::Past(i) => {
                            view! { <PastEvening lang index=i on_back=move || panel.set(Panel::Main) /> }.into_any()
                        }
                        _ => {
                            view! {
                                <NewEvening lang on_begun=move || changed() />
                                <PastEvenings lang on_open=move |i: usize| panel.set(Panel::Past(i)) />
                            }
                                .into_any()
                        }
                    },
                    Stored::Open(e) => match panel.get() {
                        Panel::Sheet => {
                            view! { <Sheet lang evening=*e file=None on_back=move || panel.set(Panel::Main) /> }.into_any()
                        }
                        Panel::Past(i) => {
                            view! { <PastEvening lang index=i on_back=move || panel.set(Panel::Main) /> }.into_any()
                        }
                        // The past evenings are there while an evening is under way too
                        // (issue 48).
                        Panel::Main | Panel::Ending => {
                            view! {
                                <Current lang evening=*e panel on_deal on_continue said=refused on_changed=move || changed() />
                                <PastEvenings lang on_open=move |i: usize| panel.set(Panel::Past(i)) />
                            }
                                .into_any()
                        }
                    },
                }
            }}
            {move || said.get().map(|word| view! { <p class="hint" role="status" data-testid="evening-said">{w(lang, word)}</p> })}
            // The sheet and a past evening have their own one «Назад», to the evening.
            <Show when=move || matches!(panel.get(), Panel::Main | Panel::Ending)>
                <nav class="actions no-print">
                    <button type="button" class="btn secondary" data-testid="evening-back" on:click=move |_| on_back.run(())>
                        {tr(lang, Msg::StartScreen(StartWord::Back))}
                    </button>
                    <PickFile class="btn ghost small" testid="evening-import" input_testid="evening-import-file" on_text=on_file>
                        {w(lang, W::OpenFile)}
                    </PickFile>
                </nav>
            </Show>
        </section>
    }
}

/// An evening text that does not open: kept word for word, with its reason, its file and a
/// Delete the host taps after taking it.
#[component]
fn DamagedEvening(
    lang: ReadSignal<Lang>,
    text: String,
    error: crate::engine::evening::EveningError,
    #[prop(into)] on_delete: Callback<()>,
) -> impl IntoView {
    let name = format!("mafia-host-evening-{}.txt", web::file_stamp());
    let error = move || crate::words::evening_error(lang.get(), &error);
    view! {
        <section class="save-notice" role="alert" data-testid="damaged-evening">
            <h2>{w(lang, W::Damaged)}</h2>
            <p class="detail" data-testid="damaged-evening-detail">{error}</p>
            <p class="hint">{w(lang, W::DamagedKept)}</p>
            <TextOut lang text file_name=name mime="text/plain">
                <button
                    type="button"
                    class="btn ghost small"
                    data-testid="damaged-evening-delete"
                    on:click=move |_| {
                        web::evening::delete_damaged();
                        on_delete.run(());
                    }
                >
                    {tr(lang, Msg::Delete)}
                </button>
            </TextOut>
        </section>
    }
}

/// A list of names with an input to add one, and the roster's names a tap away.
#[component]
fn NewEvening(lang: ReadSignal<Lang>, #[prop(into)] on_begun: Callback<()>) -> impl IntoView {
    let preset = RwSignal::new(Preset::Sport);
    // The last game's players are most likely tonight's.
    let draft = RwSignal::new(Evening::new(
        0,
        Preset::Sport,
        &web::storage::player_names(),
    ));
    let said: RwSignal<Option<W>> = RwSignal::new(None);
    let roster: Vec<String> = super::players::load_roster()
        .players
        .iter()
        .map(|k| k.name.clone())
        .collect();
    let has_roster = !roster.is_empty();
    let add = move |name: &str| match draft.try_update(|e| e.join(name)) {
        Some(Err(r)) => said.set(Some(refusal(r))),
        _ => said.set(None),
    };
    let count_ok = move || {
        let (min, _) = table(preset.get());
        draft.with(|e| e.players.len() >= min)
    };
    // Points: Sport and Club count them, Home and Party when the host says so.
    let count: RwSignal<Option<bool>> = RwSignal::new(None);
    let counts = move || {
        count
            .get()
            .unwrap_or_else(|| EveningScoring::for_preset(preset.get()).count_points)
    };
    // Ci's cap and share as the host types them ("0,4"); 0 switches Ci off.
    let cap = RwSignal::new(words::points(lang.get_untracked(), 40));
    let share = RwSignal::new(words::points(lang.get_untracked(), 40));
    let ci_error = move || {
        [cap.get(), share.get()]
            .iter()
            .find_map(|t| match parse_points(t) {
                Err(e) => Some(e),
                Ok(h) if h < 0 => Some(PointsError::NotANumber),
                Ok(_) => None,
            })
    };
    let begin = move |_| {
        let (Ok(ci_cap), Ok(ci_share)) = (
            parse_points(&cap.get_untracked()),
            parse_points(&share.get_untracked()),
        ) else {
            return;
        };
        let mut e = Evening::new(
            web::epoch_ms(),
            preset.get_untracked(),
            &draft.get_untracked().players,
        );
        e.scoring.count_points = untrack(counts);
        e.scoring.points = web::storage::scoring();
        e.scoring.ci_cap = ci_cap;
        e.scoring.ci_share = ci_share;
        if web::evening::save_new(&e) {
            on_begun.run(());
        }
    };
    let presets = [Preset::Sport, Preset::Club, Preset::Home, Preset::Party];
    view! {
        <h1>{w(lang, W::Title)}</h1>
        <p class="hint">{w(lang, W::StartLine)}</p>
        <h2>{w(lang, W::Preset)}</h2>
        <div class="segmented" role="radiogroup" data-testid="evening-preset">
            {presets
                .into_iter()
                .map(|p| {
                    view! {
                        <button
                            type="button"
                            role="radio"
                            class="seg"
                            aria-checked=move || (preset.get() == p).to_string()
                            aria-pressed=move || (preset.get() == p).to_string()
                            on:click=move |_| {
                                preset.set(p);
                                count.set(None);
                            }
                        >
                            {tr(lang, Msg::StartScreen(StartWord::PresetName(p)))}
                        </button>
                    }
                })
                .collect_view()}
        </div>
        <label class="switch-line">
            <input
                type="checkbox"
                data-testid="evening-points"
                prop:checked=counts
                on:change=move |ev| count.set(Some(event_target_checked(&ev)))
            />
            <span>{w(lang, W::CountPoints)}</span>
        </label>
        <Show when=counts>
            <div class="ci-numbers">
                <label>
                    <span>{w(lang, W::CiCap)}</span>
                    <input type="text" inputmode="decimal" data-testid="evening-ci-cap" prop:value=move || cap.get() on:input=move |ev| cap.set(event_target_value(&ev)) />
                </label>
                <label>
                    <span>{w(lang, W::CiShare)}</span>
                    <input type="text" inputmode="decimal" data-testid="evening-ci-share" prop:value=move || share.get() on:input=move |ev| share.set(event_target_value(&ev)) />
                </label>
            </div>
            <p class="hint">{w(lang, W::CiHelp)}</p>
            {move || ci_error().map(|e| view! { <p class="hint warn" role="alert" data-testid="evening-ci-error">{tr(lang, super::settings::why(e))}</p> })}
        </Show>
        <h2>{w(lang, W::Players)} " " <span data-testid="evening-count">{move || draft.with(|e| e.players.len())}</span></h2>
        <ol class="evening-names" data-testid="evening-names">
            {move || {
                draft
                    .get()
                    .players
                    .into_iter()
                    .map(|name| {
                        let gone = name.clone();
                        view! {
                            <li>
                                <span>{name}</span>
                                <button
                                    type="button"
                                    class="btn ghost small"
                                    aria-label=move || t(lang.get(), Msg::Delete)
                                    on:click=move |_| draft.update(|e| e.players.retain(|p| *p != gone))
                                >
                                    "×"
                                </button>
                            </li>
                        }
                    })
                    .collect_view()
            }}
        </ol>
        <AddName lang on_add=move |name: String| add(&name) />
        {move || said.get().map(|word| view! { <p class="hint warn" role="alert" data-testid="evening-refused">{w(lang, word)}</p> })}
        <Show when=move || has_roster>
            <h3>{w(lang, W::FromRoster)}</h3>
            <div class="chips" data-testid="evening-roster">
                {
                    let roster = roster.clone();
                    move || {
                        roster
                            .iter()
                            .filter(|n| draft.with(|e| !e.players.contains(n)))
                            .cloned()
                            .map(|name| {
                                let n = name.clone();
                                view! {
                                    <button type="button" class="btn ghost small chip" on:click=move |_| add(&n)>
                                        {name}
                                    </button>
                                }
                            })
                            .collect_view()
                    }
                }
            </div>
        </Show>
        <button type="button" class="btn primary" data-testid="evening-begin" disabled=move || !count_ok() || (counts() && ci_error().is_some()) on:click=begin>
            {w(lang, W::Begin)}
        </button>
    }
}

/// A name field and its Add button (Enter adds too).
#[component]
fn AddName(lang: ReadSignal<Lang>, #[prop(into)] on_add: Callback<(String,)>) -> impl IntoView {
    let text = RwSignal::new(String::new());
    let add = move || {
        on_add.run((text.get_untracked(),));
        text.set(String::new());
    };
    view! {
        <form class="add-name" on:submit=move |ev| {
            ev.prevent_default();
            add();
        }>
            <input
                type="text"
                data-testid="evening-name"
                maxlength="60"
                autocomplete="off"
                placeholder=move || t(lang.get(), Msg::Evening(W::NamePlaceholder))
                prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))
            />
            <button type="submit" class="btn secondary small" data-testid="evening-add">
                {w(lang, W::AddPlayer)}
            </button>
        </form>
    }
}

/// The evening under way: the game on, the standings, the games, the next game's players
/// and seats, the sheet and the files.
#[component]
fn Current(
    lang: ReadSignal<Lang>,
    evening: Evening,
    panel: RwSignal<Panel>,
    on_deal: Callback<(Again,)>,
    on_continue: Callback<()>,
    /// What a change was refused for: the screen's, so it outlives the redraw the change
    /// makes.
    said: RwSignal<Option<W>>,
    #[prop(into)] on_changed: Callback<()>,
) -> impl IntoView {
    let e = evening;
    let grid = e.grid();
    let (min, max) = table(e.preset);
    let playing = e.next_players().len();
    let fits = (min..=max).contains(&playing);
    // The evening's game under way, if the save slot holds it unfinished.
    let on_now = e.playing.is_some_and(|id| {
        web::storage::get(web::storage::SAVE_KEY)
            .and_then(|t| open_text(&t).ok())
            .is_some_and(|(s, g)| s.id == id && !g.state().is_over())
    });
    let write = move |f: Change| {
        let mut result = Ok(());
        let saved = web::evening::update(|e| {
            result = f(e);
            result.is_ok()
        });
        said.set(match result {
            Err(word) => Some(word),
            Ok(()) if !saved => Some(W::NotSaved),
            Ok(()) => None,
        });
        on_changed.run(());
    };
    let head = tf(
        lang.get_untracked(),
        Text::EveningHead(e.preset, e.games.len()),
    );
    let count_points = e.scoring.count_points;
    let games_played = !e.games.is_empty();
    let seating = e.seating.clone();
    let drawn = !seating.is_empty();
    let again = Again::evening(&e);
    let rest_list = e.resting.clone();
    let players = e.players.clone();
    let json = e.to_json();
    let rating = e.clone();
    let rating_name = file_name(&e, "rating", "json");
    let rating_said: RwSignal<Vec<String>> = RwSignal::new(Vec::new());
    let names = file_name(&e, "evening", "json");
    let deal = move |_| {
        let again = again.clone();
        if web::evening::update(|e| {
            e.dealing = true;
            true
        }) {
            on_deal.run((again,));
        } else {
            said.set(Some(W::NotSaved));
        }
    };
    view! {
        <h1>{w(lang, W::Title)}</h1>
        <p class="evening-head" data-testid="evening-head">{head}</p>
        <Show when=move || on_now>
            <div class="save-notice" data-testid="evening-game-on">
                <p>{w(lang, W::GameOn)}</p>
                <button type="button" class="btn primary small" data-testid="evening-continue" on:click=move |_| on_continue.run(())>
                    {tr(lang, Msg::StartScreen(crate::words::StartWord::Continue))}
                </button>
            </div>
        </Show>
        <h2>{w(lang, W::Standings)}</h2>
        <Standings lang rows=grid.rows.clone() count_points />
        <Show when=move || games_played>
            <h2>{w(lang, W::Games)}</h2>
            <GameList lang preset=e.preset games=grid.games.clone() />
        </Show>
        <h2>{w(lang, W::NextGame)}</h2>
        <p class="hint">{w(lang, W::NextLine)}</p>
        <div class="chips" data-testid="evening-players">
            {players
                .into_iter()
                .map(|name| {
                    let rests = rest_list.contains(&name);
                    let n = name.clone();
                    let data = name.clone();
                    view! {
                        <button
                            type="button"
                            class="btn secondary small chip"
                            class:resting=rests
                            aria-pressed=(!rests).to_string()
                            data-name=data
                            on:click=move |_| {
                                let n = n.clone();
                                write(Box::new(move |e| {
                                    e.toggle_rest(&n);
                                    Ok(())
                                }))
                            }
                        >
                            {name}
                            {rests.then(|| view! { <small>" · " {w(lang, W::Rests)}</small> })}
                        </button>
                    }
                })
                .collect_view()}
        </div>
        <AddName lang on_add=move |name: String| write(Box::new(move |e| e.join(&name).map(|_| ()).map_err(refusal))) />
        {move || said.get().map(|word| view! { <p class="hint warn" role="alert" data-testid="evening-refused">{w(lang, word)}</p> })}
        <p class="hint" class:warn=!fits data-testid="evening-table">
            {move || tf(lang.get(), Text::NextTable { playing, min, max })}
        </p>
        <Show when=move || drawn>
            <h3>{w(lang, W::SeatsTitle)}</h3>
            <ol class="evening-seats" data-testid="evening-seating">
                {seating
                    .iter()
                    .enumerate()
                    .map(|(i, name)| {
                        view! {
                            <li data-seat=i + 1>
                                <span class="seat-no">{i + 1}</span>
                                <span class="who">{name.clone()}</span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        </Show>
        <div class="tools">
            <button
                type="button"
                class="btn secondary"
                data-testid="evening-draw"
                disabled=!fits || on_now
                on:click=move |_| {
                    write(Box::new(|e| {
                        match web::random::CryptoRandom::new() {
                            Some(mut rng) => e.draw(&mut rng),
                            None => {
                                let mut rng = crate::engine::SplitMix64(web::epoch_ms());
                                e.draw(&mut rng)
                            }
                        }
                        Ok(())
                    }))
                }
            >
                {w(lang, if drawn { W::Redraw } else { W::Draw })}
            </button>
            <button type="button" class="btn primary" data-testid="evening-deal" disabled=!fits || on_now on:click=deal>
                {w(lang, W::Deal)}
            </button>
        </div>
        <div class="tools">
            <button type="button" class="btn secondary small" data-testid="evening-sheet" on:click=move |_| panel.set(Panel::Sheet)>
                {w(lang, W::Sheet)}
            </button>
            <button
                type="button"
                class="btn secondary small"
                data-testid="evening-file"
                on:click=move |_| {
                    web::files::download(&names, "application/json", &json);
                }
            >
                {w(lang, W::File)}
            </button>
            <button
                type="button"
                class="btn secondary small"
                data-testid="evening-rating"
                on:click=move |_| {
                    let (text, skipped) = rating_file(&rating, lang.get_untracked());
                    web::files::download(&rating_name, "application/json", &text);
                    rating_said.set(skipped);
                }
            >
                {w(lang, W::Rating)}
            </button>
            <button type="button" class="btn ghost small" data-testid="evening-end" on:click=move |_| panel.set(Panel::Ending)>
                {w(lang, W::End)}
            </button>
        </div>
        <For each=move || rating_said.get() key=|line| line.clone() let:line>
            <p class="hint warn" role="status" data-testid="rating-skipped">{line}</p>
        </For>
        <Show when=move || panel.get() == Panel::Ending>
            <section class="save-notice" role="alert" data-testid="evening-end-confirm">
                <h2>{w(lang, W::EndTitle)}</h2>
                <p>{w(lang, W::EndBody)}</p>
                <div class="tools">
                    <button type="button" class="btn secondary small" data-testid="evening-end-no" on:click=move |_| panel.set(Panel::Main)>
                        {tr(lang, Msg::Cancel)}
                    </button>
                    <button
                        type="button"
                        class="btn primary small"
                        data-testid="evening-end-yes"
                        on:click=move |_| {
                            panel.set(Panel::Main);
                            if !web::evening::end() {
                                said.set(Some(W::Damaged));
                            }
                            on_changed.run(());
                        }
                    >
                        {w(lang, W::End)}
                    </button>
                </div>
            </section>
        </Show>
    }
}

/// The evening's games in the rating site's format (`docs/export.md`), as one JSON array,
/// and a line for each game the format cannot hold.
fn rating_file(e: &Evening, lang: Lang) -> (String, Vec<String>) {
    use crate::engine::export::{mafiaratings, Played};
    let mut games = Vec::new();
    let mut skipped = Vec::new();
    let now = crate::web::epoch_ms();
    for (i, g) in e.games.iter().enumerate() {
        let Ok(game) = crate::engine::open_log(&g.game) else {
            continue;
        };
        // A game ended before the next one began (the last one: before now).
        let end = e.games.get(i + 1).map_or(now, |next| next.id.min(now));
        let played = Played {
            start_ms: g.id,
            end_ms: Some(end),
            language: lang.code().to_string(),
        };
        match mafiaratings(&game, &played) {
            Ok(r) => games.push(r),
            Err(why) => skipped.push(tf(
                lang,
                Text::RatingSkipped {
                    game: i + 1,
                    why: &why,
                },
            )),
        }
    }
    (crate::json::to_string_pretty(&games), skipped)
}

/// A long standings' lines drawn in one turn of the screen.
const LINES_A_TURN: usize = 15;

/// The standings as the phone shows them: the columns a host reads at the table, each short
/// name's legend under them, and the tie-break that decided each place at equal points.
#[component]
pub(crate) fn Standings(
    lang: ReadSignal<Lang>,
    rows: Vec<GridRow>,
    count_points: bool,
    /// A long table's lines drawn [`LINES_A_TURN`] at a time (a tournament's hundreds of
    /// players); without, all at once.
    #[prop(optional)]
    turns: Option<crate::ui::turns::Turns>,
) -> impl IntoView {
    if rows.is_empty() {
        return view! { <p class="hint" data-testid="standings-empty">{w(lang, W::NoGamesYet)}</p> }.into_any();
    }
    // The line whose parts are open (tap a line; tap again to close).
    let open: RwSignal<Option<String>> = RwSignal::new(None);
    let cols = if count_points { 8 } else { 7 };
    let has_ties = rows.iter().any(|r| r.tie_break.is_some());
    let ties = TieBreaks(TieBreaksProps {
        lang,
        rows: rows.clone(),
        count_points,
    });
    let line = move |r: GridRow| {
        let l = r.standing;
        let lg = lang.get_untracked();
        let last = if count_points {
            pts(lg, l.total)
        } else {
            l.survived.to_string()
        };
        let ci = pts(lg, l.ci);
        let name = l.name.clone();
        let me = l.name.clone();
        let (wp, bm, pen, ex, c, first, survived) = (
            l.win_points,
            l.best_move,
            l.penalty,
            l.extra,
            l.ci,
            l.first_killed,
            l.survived,
        );
        let parts = move || {
            let lg = lang.get();
            let (win, best, penalty, extra, ci) = (
                pts(lg, wp),
                pts(lg, bm),
                pts(lg, pen),
                pts(lg, ex),
                pts(lg, c),
            );
            tf(
                lg,
                Text::PointParts {
                    win: &win,
                    best: &best,
                    penalty: &penalty,
                    extra: &extra,
                    ci: &ci,
                    first,
                    survived,
                },
            )
        };
        let shown = {
            let me = me.clone();
            Memo::new(move |_| open.with(|o| o.as_deref() == Some(me.as_str())))
        };
        let data = name.clone();
        let tied = r.tie_break.is_some();
        view! {
            <tr
                data-rank=l.rank
                data-name=data
                class="line"
                class:tied=tied
                aria-expanded=move || shown.get().to_string()
                on:click=move |_| open.update(|o| *o = if o.as_deref() == Some(me.as_str()) { None } else { Some(me.clone()) })
            >
                <td class="num">{l.rank}</td>
                <td class="who">{name}</td>
                <td class="num" data-col="games">{l.games}</td>
                <td class="num" data-col="wins">{l.wins}</td>
                <td class="num">{format!("{}/{}", l.wins_red, l.wins_black)}</td>
                <td class="num">{format!("{}/{}", l.wins_sheriff, l.wins_don)}</td>
                {count_points.then(|| view! { <td class="num" data-col="ci">{ci}</td> })}
                <td class="num total" data-col="total">{last}</td>
            </tr>
            <Show when=move || shown.get()>
                <tr class="parts" data-testid="standing-parts">
                    <td colspan=cols>{parts}</td>
                </tr>
            </Show>
        }
    };
    // The lines in parts; a part is drawn once its turn has come (at once without turns).
    let parts: Vec<Vec<GridRow>> = rows.chunks(LINES_A_TURN).map(<[GridRow]>::to_vec).collect();
    if let Some(turns) = turns {
        turns.restart(parts.len());
    }
    let rows = parts
        .into_iter()
        .enumerate()
        .map(|(k, part)| {
            move || {
                turns
                    .is_none_or(|t| t.shows(k))
                    .then(|| part.clone().into_iter().map(line).collect_view())
            }
        })
        .collect_view();
    // Each header says what it is short for (also read out by a screen reader).
    let th = move |word: W| {
        let title = words::standings_legend(lang.get_untracked(), count_points)
            .into_iter()
            .find(|(s, _)| *s == t(lang.get_untracked(), Msg::Evening(word)))
            .map(|(_, m)| m);
        view! { <th><abbr title=title>{w(lang, word)}</abbr></th> }
    };
    view! {
        <table class="standings" data-testid="standings">
            <thead>
                <tr>
                    {th(W::ColRank)}
                    <th class="who">{w(lang, W::ColName)}</th>
                    {th(W::ColGames)}
                    {th(W::ColWins)}
                    {th(W::ColRedBlack)}
                    {th(W::ColSheriffDon)}
                    {count_points.then(|| th(W::ColCi))}
                    {th(if count_points { W::ColPoints } else { W::ColSurvived })}
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
        <p class="legend" data-testid="standings-legend">
            {move || {
                words::standings_legend(lang.get(), count_points)
                    .into_iter()
                    .map(|(short, long)| view! { <span class="key"><b>{short}</b>" — "{long}</span> })
                    .collect_view()
            }}
            {has_ties.then(|| view! { <span class="key"><b>"*"</b>" — "{w(lang, W::LegTieMark)}</span> })}
        </p>
        {ties}
    }
    .into_any()
}

/// The tie-breaks that decided places at equal points, one sentence each; nothing when none
/// did.
#[component]
fn TieBreaks(lang: ReadSignal<Lang>, rows: Vec<GridRow>, count_points: bool) -> impl IntoView {
    let ties: Vec<(usize, String, crate::engine::evening::TieBreak)> = rows
        .into_iter()
        .filter_map(|r| r.tie_break.map(|tb| (r.standing.rank, r.standing.name, tb)))
        .collect();
    (!ties.is_empty()).then(|| {
        view! {
            <div class="tie-breaks" data-testid="tie-breaks">
                <h3>{w(lang, W::TieBreaks)}</h3>
                <ul>
                    {ties
                        .into_iter()
                        .map(|(rank, name, tb)| {
                            view! {
                                <li data-rank=rank>{move || words::tie_break(lang.get(), &name, &tb, count_points)}</li>
                            }
                        })
                        .collect_view()}
                </ul>
            </div>
        }
    })
}

#[component]
fn GameList(lang: ReadSignal<Lang>, preset: Preset, games: Vec<GridGame>) -> impl IntoView {
    let colours = crate::engine::next::colours(preset);
    view! {
        <ol class="evening-games" data-testid="evening-games">
            {games
                .into_iter()
                .map(|g| {
                    view! {
                        <li>
                            {move || {
                                let l = lang.get();
                                let what = g.winner.map_or(t(l, Msg::Evening(W::Annulled)), |v| words::winner_text(l, v, colours));
                                format!("{} — {what}", tf(l, Text::GameNo(g.number)))
                            }}
                        </li>
                    }
                })
                .collect_view()}
        </ol>
    }
}

/// The per-game grid (issue 39): a player × game table as a paper sheet has, drawn from
/// the engine's [`Grid`]; the name column stays in view while the games scroll sideways.
#[component]
fn GameGrid(lang: ReadSignal<Lang>, grid: Grid) -> impl IntoView {
    let points = grid.count_points;
    let l = lang.get_untracked();
    let heads = grid
        .games
        .iter()
        .map(|g| view! { <th class="game" data-game=g.number>{g.number}</th> })
        .collect_view();
    let rows = grid
        .rows
        .iter()
        .map(|r| {
            let cells = r
                .cells
                .iter()
                .enumerate()
                .map(|(i, c)| match c {
                    None => view! { <td class="cell out" data-game=i + 1>"—"</td> }.into_any(),
                    Some(c) => {
                        let text = words::grid_cell(l, c, points);
                        let marks = text.marks.join(" · ");
                        view! {
                            <td class="cell" class:won=c.won data-game=i + 1>
                                <span class="cell-head">{text.head}</span>
                                <span class="cell-main">{text.main}</span>
                                {(!marks.is_empty()).then(|| view! { <span class="cell-marks">{marks}</span> })}
                            </td>
                        }
                        .into_any()
                    }
                })
                .collect_view();
            let s = &r.standing;
            let last = if points { pts(l, s.total) } else { s.wins.to_string() };
            view! {
                <tr data-name=s.name.clone()>
                    <td class="num rank">{s.rank}</td>
                    <td class="who">{s.name.clone()}</td>
                    {cells}
                    <td class="num total">{last}</td>
                </tr>
            }
        })
        .collect_view();
    let legend = words::grid_legend(l, &grid)
        .into_iter()
        .map(|(short, long)| view! { <span class="key"><b>{short}</b>" — "{long}</span> })
        .collect_view();
    view! {
        <div class="grid-scroll">
            <table class="evening-grid" data-testid="evening-grid">
                <thead>
                    <tr>
                        <th class="num rank">{w(lang, W::ColRank)}</th>
                        <th class="who">{w(lang, W::ColName)}</th>
                        {heads}
                        <th class="num total">{w(lang, if points { W::ColPoints } else { W::ColWins })}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
        <p class="legend grid-legend" data-testid="grid-legend">
            {legend}
            {points.then(|| view! { <span class="key">{w(lang, W::LegWonBold)}</span> })}
        </p>
    }
}

/// The evening's sheet: one A4 page (print CSS) with the standings, the tie-breaks, the
/// per-game grid and each game's result; a text to share, a CSV, and for a past evening its
/// file. One «Назад», to the evening. On a phone the standings show the columns read there
/// (issue 48; all sixteen in print and the CSV); the grid's games scroll sideways in their
/// own box with the names kept in view; the sheet itself never scrolls sideways.
#[component]
fn Sheet(
    lang: ReadSignal<Lang>,
    evening: Evening,
    /// A past evening's text, offered as its file; `None` for the evening under way (its
    /// file is on the evening's screen).
    file: Option<String>,
    #[prop(into)] on_back: Callback<()>,
) -> impl IntoView {
    let e = evening;
    let grid = e.grid();
    let won: Vec<_> = grid.games.iter().map(|g| g.winner).collect();
    let lines: Vec<_> = grid.rows.iter().map(|r| r.standing.clone()).collect();
    let l = lang.get_untracked();
    let text = words::evening_text(l, &e, &lines, &won);
    let csv = words::evening_csv(l, &grid);
    let csv_name = file_name(&e, "evening", "csv");
    let json_name = file_name(&e, "evening", "json");
    let copied: RwSignal<Option<bool>> = RwSignal::new(None);
    let head = tf(l, Text::EveningHead(e.preset, e.games.len()));
    let date = web::local_time(e.id);
    let count_points = grid.count_points;
    // On a phone the columns a host reads there (issue 48: sixteen ran off a 390 px screen);
    // every column in print and in the CSV.
    let narrow = move |i: usize| !words::evening_phone_column(i, count_points);
    let rows = lines
        .iter()
        .map(|s| {
            let cells = words::evening_cells(l, s);
            view! {
                <tr>
                    {cells
                        .into_iter()
                        .enumerate()
                        .map(|(i, c)| view! { <td class:wide=narrow(i)>{c}</td> })
                        .collect_view()}
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="sheet evening-sheet" data-testid="evening-sheet-page">
            <h1>{w(lang, W::Sheet)}</h1>
            <p class="sheet-line">{format!("{date} · {head}")}</p>
            <div class="grid-scroll">
                <table class="sheet-standings">
                    <thead>
                        <tr>
                            {words::EVENING_COLUMNS
                                .into_iter()
                                .enumerate()
                                .map(|(i, c)| {
                                    // On a phone the compensation's header reads «Ci», as clubs
                                    // write it (the full word stays its text, and in print).
                                    let short = (c == words::EveningWord::CsvCi).then_some("Ci");
                                    view! { <th class:wide=narrow(i) data-short=short>{w(lang, c)}</th> }
                                })
                                .collect_view()}
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            <p class="hint sheet-narrow no-print" data-testid="sheet-narrow">{w(lang, W::SheetNarrow)}</p>
            <TieBreaks lang rows=grid.rows.clone() count_points />
            <h2>{w(lang, W::GridTitle)}</h2>
            <GameGrid lang grid=grid.clone() />
            <h2>{w(lang, W::Games)}</h2>
            <GameList lang preset=e.preset games=grid.games.clone() />
        </div>
        <div class="tools no-print">
            <button type="button" class="btn primary small" data-testid="evening-print" on:click=move |_| web::print_page()>
                {w(lang, W::Print)}
            </button>
            <button
                type="button"
                class="btn secondary small"
                data-testid="evening-copy"
                on:click=move |_| {
                    let text = text.clone();
                    leptos::task::spawn_local(async move {
                        copied.set(Some(web::files::copy(&text).await));
                    });
                }
            >
                {w(lang, W::CopyText)}
            </button>
            <button
                type="button"
                class="btn secondary small"
                data-testid="evening-csv"
                on:click=move |_| {
                    web::files::download(&csv_name, "text/csv", &csv);
                }
            >
                {w(lang, W::Csv)}
            </button>
            {file.map(|json| view! {
                <button
                    type="button"
                    class="btn secondary small"
                    data-testid="evening-file"
                    on:click=move |_| {
                        web::files::download(&json_name, "application/json", &json);
                    }
                >
                    {w(lang, W::File)}
                </button>
            })}
        </div>
        {move || copied.get().map(|ok| view! {
            <p class="hint no-print" role="status" data-testid="copy-status">{tr(lang, if ok { Msg::Copied } else { Msg::CopyFailed })}</p>
        })}
        <nav class="actions no-print">
            <button type="button" class="btn secondary" data-testid="evening-sheet-back" on:click=move |_| on_back.run(())>
                {tr(lang, Msg::StartScreen(StartWord::Back))}
            </button>
        </nav>
    }
}

/// A past evening (issue 39), read-only: its standings with their legend and tie-breaks,
/// then its sheet (the grid, the games), printable again, with its CSV and file. Nothing in
/// it changes the evening and no game starts from it.
#[component]
fn PastEvening(
    lang: ReadSignal<Lang>,
    index: usize,
    #[prop(into)] on_back: Callback<()>,
) -> impl IntoView {
    let text = web::evening::past()
        .ok()
        .and_then(|list| list.get(index).cloned());
    let Some(e) = text.as_deref().and_then(|t| Evening::from_json(t).ok()) else {
        // Gone or no longer readable (another tab changed the list): back to the list.
        on_back.run(());
        return ().into_any();
    };
    let date = web::local_time(e.id);
    let line = tf(
        lang.get_untracked(),
        Text::PastEvening {
            date: &date,
            preset: e.preset,
            games: e.games.len(),
        },
    );
    let grid = e.grid();
    view! {
        <div class="no-print past-head" data-testid="past-evening">
            <h1>{w(lang, W::PastTitle)}</h1>
            <p class="evening-head">{line}</p>
            <p class="hint">{w(lang, W::PastReadOnly)}</p>
            <h2>{w(lang, W::Standings)}</h2>
            <Standings lang rows=grid.rows.clone() count_points=grid.count_points />
        </div>
        <Sheet lang evening=e file=text on_back />
    }
    .into_any()
}

/// Past evenings: each one's date, preset and games, opened read-only, and its file.
#[component]
fn PastEvenings(
    lang: ReadSignal<Lang>,
    #[prop(into)] on_open: Callback<(usize,)>,
) -> impl IntoView {
    let list = web::evening::past();
    match list {
        Err(text) => {
            let name = format!("mafia-host-evenings-{}.txt", web::file_stamp());
            view! {
                <section class="save-notice" role="alert" data-testid="damaged-evenings">
                    <h2>{w(lang, W::Damaged)}</h2>
                    <p class="hint">{w(lang, W::DamagedKept)}</p>
                    <TextOut lang text file_name=name mime="text/plain" />
                </section>
            }
            .into_any()
        }
        Ok(list) if list.is_empty() => ().into_any(),
        Ok(list) => {
            let items = list
                .into_iter()
                .enumerate()
                .rev()
                .map(|(i, text)| {
                    let opened = Evening::from_json(&text);
                    let what = match &opened {
                        Ok(e) => {
                            let date = web::local_time(e.id);
                            tf(
                                lang.get_untracked(),
                                Text::PastEvening {
                                    date: &date,
                                    preset: e.preset,
                                    games: e.games.len(),
                                },
                            )
                        }
                        Err(err) => words::evening_error(lang.get_untracked(), err),
                    };
                    let readable = opened.is_ok();
                    let name = format!("mafia-host-evening-{}.json", web::file_stamp());
                    view! {
                        <li>
                            <p>{what}</p>
                            <Show when=move || readable>
                                <button type="button" class="btn primary small" data-testid="past-open" on:click=move |_| on_open.run((i,))>
                                    {w(lang, W::OpenPast)}
                                </button>
                            </Show>
                            <TextOut lang text file_name=name mime="application/json" />
                        </li>
                    }
                })
                .collect_view();
            view! {
                <h2>{w(lang, W::Past)}</h2>
                <ul class="past-evenings" data-testid="past-evenings">{items}</ul>
            }
            .into_any()
        }
    }
}

/// The evening's screen, in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn evening_screen(
    lang: ReadSignal<Lang>,
    on_deal: Callback<(Again,)>,
    on_continue: Callback<()>,
    on_back: Callback<()>,
) -> Drawn {
    Ok(view! { <EveningScreen lang on_deal on_continue on_back /> }.into_any())
}

/// What the evening under way hears from the app (`app::note_evening`).
#[derive(Clone)]
pub enum EveningNote {
    /// A game has started (`web::evening::game_started`).
    Started(u64),
    /// A new game not from the evening (`web::evening::not_dealing`).
    NotDealing,
    /// A game has ended, with its log (`web::evening::game_over`).
    Over(u64, crate::engine::GameLog),
    /// The host opens the evening from a finished game: unless the game is the evening's,
    /// an evening begins with it (`web::evening::from_game`; the evening's id).
    FromGame(Box<crate::engine::Save>, u64),
}

/// The evening's document is read and written here, in `more`, with the evening's screen.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn evening_note(note: EveningNote) -> Result<(), Unloaded> {
    use crate::web::evening;
    match note {
        EveningNote::Started(id) => evening::game_started(id),
        EveningNote::NotDealing => evening::not_dealing(),
        EveningNote::Over(id, log) => evening::game_over(id, &log),
        EveningNote::FromGame(save, at) => {
            if !evening::holds(save.id) {
                evening::from_game(&save, at);
            }
        }
    }
    Ok(())
}

//! The final (`Section::Final`, issue 50): its rule (the top N of the qualifying, its games,
//! the qualifying points carried over or not; refused in words by `FinalError`), the
//! finalists `Tournament::finalists` proposes with their qualifying places, or what stands
//! in the way (the open games; a tie at the cut, settled by tapping the tied players who go,
//! `Tournament::finalists_settled`), the button that begins it (`begin_final`), then its
//! games (ten names by seat, the rotation visible) and its standings, printable like the
//! qualifying's (`ui::evening::Standings` over `Tournament::final_standings`).

use leptos::prelude::*;

use super::{w, TourCtx};
use crate::engine::tournament::{FinalError, FinalRule, GameStatus, Standings as Table};
use crate::ui::evening::Standings as Lines;
use crate::web;
use crate::words::{self, TourText, TourWord as W};

/// The qualifying standings and who goes to the final (or why not yet).
type Proposal = (Table, Result<Vec<u32>, FinalError>);

#[component]
pub fn Final() -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    let rule = ctx
        .doc
        .with_untracked(|t| t.as_ref().map(|t| t.final_rule).unwrap_or_default());
    let top = RwSignal::new(rule.top.to_string());
    let games = RwSignal::new(rule.games.to_string());
    let carry = RwSignal::new(rule.carry);
    // The tied players tapped to go through.
    let chosen: RwSignal<Vec<u32>> = RwSignal::new(Vec::new());
    let begun = Memo::new(move |_| {
        ctx.doc
            .with(|t| t.as_ref().is_some_and(|t| !t.final_games().is_empty()))
    });
    // Once begun the proposal is not shown: nothing replayed for it. Before, each change of
    // the document replays the qualifying games once (not once more for the finalists).
    let proposal: Memo<Option<Proposal>> = Memo::new(move |_| {
        if begun.get() {
            return None;
        }
        ctx.doc.with(|t| {
            t.as_ref().map(|t| {
                let standings = t.standings();
                let finalists = t.finalists_of(&standings);
                (standings, finalists)
            })
        })
    });
    let name = move |id: u32| {
        ctx.doc
            .with_untracked(|t| t.as_ref().map(|t| t.name_of(id).to_string()))
            .unwrap_or_default()
    };
    let set_rule = move |_| {
        // A number that does not read is a top or a count of none, refused in words.
        let rule = FinalRule {
            top: top.get_untracked().trim().parse().unwrap_or(0),
            games: games.get_untracked().trim().parse().unwrap_or(0),
            carry: carry.get_untracked(),
        };
        match ctx.try_change(|t| t.set_final_rule(rule)) {
            Ok(true) => {
                chosen.set(Vec::new());
                ctx.say(ctx.word(W::FinalRuleSet).to_string());
            }
            Ok(false) => {}
            Err(e) => ctx.say(ctx.text(TourText::Final(&e))),
        }
    };
    let begin = move |_| {
        let picked = chosen.get_untracked();
        match ctx.try_change(|t| {
            let finalists = t.finalists_settled(&picked)?;
            t.begin_final(&finalists)
        }) {
            Ok(true) => ctx.say(ctx.word(W::FinalBegun).to_string()),
            Ok(false) => {}
            Err(e) => ctx.say(ctx.text(TourText::Final(&e))),
        }
    };
    let place_line = move |id: u32, rank: usize| {
        view! {
            <li data-testid="final-finalist" data-player=id>
                <span class="name">{name(id)}</span>
                " — "
                <span class="hint">{move || words::tour(lang.get(), TourText::QualPlace(rank))}</span>
            </li>
        }
    };
    let finalists = move || {
        if begun.get() {
            return None;
        }
        proposal.with(|p| {
            let (standings, proposed) = p.as_ref()?;
            let rank_of = |id: u32| {
                standings
                    .players
                    .iter()
                    .position(|&p| p == id)
                    .map_or(0, |i| standings.grid.rows[i].standing.rank)
            };
            let begin_button = move || {
                view! {
                    <button type="button" class="btn primary" data-testid="final-begin" on:click=begin>
                        {w(lang, W::FinalBegin)}
                    </button>
                }
            };
            Some(match proposed {
                Ok(list) => {
                    let lines = list
                        .iter()
                        .map(|&id| place_line(id, rank_of(id)))
                        .collect_view();
                    view! {
                        <ol class="final-finalists" data-testid="final-finalists">{lines}</ol>
                        {begin_button()}
                    }
                    .into_any()
                }
                Err(FinalError::Tie { place, tied }) => {
                    let place = *place;
                    let sure = standings
                        .players
                        .iter()
                        .zip(&standings.grid.rows)
                        .filter(|(_, r)| r.standing.rank < place)
                        .map(|(&id, r)| place_line(id, r.standing.rank))
                        .collect_view();
                    let places = ctx.doc.with_untracked(|t| {
                        t.as_ref().map_or(0, |t| t.final_rule.top as usize)
                    })
                        .saturating_sub(
                            standings
                                .grid
                                .rows
                                .iter()
                                .filter(|r| r.standing.rank < place)
                                .count(),
                        );
                    let err = FinalError::Tie {
                        place,
                        tied: tied.clone(),
                    };
                    let why = move || words::tour(lang.get(), TourText::Final(&err));
                    let chips = tied
                        .iter()
                        .map(|&id| {
                            let on = move || chosen.with(|c| c.contains(&id));
                            view! {
                                <button
                                    type="button"
                                    class="btn secondary chip"
                                    data-testid="final-tied"
                                    data-player=id
                                    aria-pressed=move || on().to_string()
                                    on:click=move |_| chosen.update(|c| {
                                        if let Some(i) = c.iter().position(|&p| p == id) {
                                            c.remove(i);
                                        } else {
                                            c.push(id);
                                        }
                                    })
                                >
                                    {name(id)}
                                </button>
                            }
                        })
                        .collect_view();
                    view! {
                        <ol class="final-finalists" data-testid="final-finalists">{sure}</ol>
                        <p class="hint left" data-testid="final-tie">{why}</p>
                        <p class="hint left">{w(lang, W::FinalTieHint)}</p>
                        <div class="chips">{chips}</div>
                        <p class="hint left" data-testid="final-tie-count">
                            {move || words::tour(lang.get(), TourText::TieChosen { chosen: chosen.with(Vec::len), places })}
                        </p>
                        {begin_button()}
                    }
                    .into_any()
                }
                Err(e) => {
                    let e = e.clone();
                    view! {
                        <p class="hint left" data-testid="final-blocked">
                            {move || words::tour(lang.get(), TourText::Final(&e))}
                        </p>
                    }
                    .into_any()
                }
            })
        })
    };
    view! {
        <div class="tour-final tour-standings sheet" data-testid="tour-final">
            <section class="no-print final-rule">
                <h3>{w(lang, W::FinalRule)}</h3>
                <label class="field">
                    <span>{w(lang, W::FinalTop)}</span>
                    <input
                        type="number"
                        inputmode="numeric"
                        data-testid="final-top"
                        prop:disabled=move || begun.get()
                        prop:value=move || top.get()
                        on:input=move |ev| top.set(event_target_value(&ev))
                    />
                </label>
                <label class="field">
                    <span>{w(lang, W::FinalGames)}</span>
                    <input
                        type="number"
                        inputmode="numeric"
                        data-testid="final-games"
                        prop:disabled=move || begun.get()
                        prop:value=move || games.get()
                        on:input=move |ev| games.set(event_target_value(&ev))
                    />
                </label>
                <label class="check">
                    <input
                        type="checkbox"
                        data-testid="final-carry"
                        prop:disabled=move || begun.get()
                        prop:checked=move || carry.get()
                        on:change=move |ev| carry.set(event_target_checked(&ev))
                    />
                    <span>{w(lang, W::FinalCarry)}</span>
                </label>
                <Show when=move || !begun.get()>
                    <button type="button" class="btn secondary" data-testid="final-set-rule" on:click=set_rule>
                        {w(lang, W::FinalSetRule)}
                    </button>
                </Show>
            </section>
            // Once the final is begun its games name the finalists.
            <Show when=move || !begun.get()>
                <section class="no-print">
                    <h3>{w(lang, W::Finalists)}</h3>
                    {finalists}
                </section>
            </Show>
            <Show when=move || begun.get()>
                <FinalGames />
                <FinalTable />
            </Show>
        </div>
    }
}

/// The final's games: each its round, its state and the ten names by seat.
#[component]
fn FinalGames() -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    let games = move || {
        ctx.doc.with(|t| {
            let t = t.as_ref()?;
            Some(
                t.final_games()
                    .iter()
                    .enumerate()
                    .map(|(k, g)| {
                        let names: Vec<String> = g
                            .seats
                            .iter()
                            .map(|&id| t.name_of(id).to_string())
                            .collect();
                        let round = g.round as usize + 1;
                        let status = g.status();
                        let state = move || {
                            let word = match status {
                                GameStatus::Pending => W::Pending,
                                GameStatus::Done => W::Done,
                                GameStatus::Disputed => W::Disputed,
                            };
                            words::t(lang.get(), words::Msg::Tour(word))
                        };
                        let head = move || {
                            let l = lang.get();
                            format!(
                                "{} · {} · {}",
                                words::tour(l, TourText::FinalGameNo(k + 1)),
                                words::tour(l, TourText::RoundNo(round)),
                                words::tour(l, TourText::TableNo(1)),
                            )
                        };
                        let seats = names
                            .into_iter()
                            .enumerate()
                            .map(|(s, n)| view! { <li data-seat=s + 1>{n}</li> })
                            .collect_view();
                        view! {
                            <article class="tour-table final-game" data-testid="final-game" data-game=g.id data-status=status.as_str()>
                                <h4>{head}" — "{state}</h4>
                                <ol class="final-seats">{seats}</ol>
                            </article>
                        }
                    })
                    .collect_view(),
            )
        })
    };
    view! {
        <section class="final-games no-print">
            <h3 data-testid="final-games-top">{w(lang, W::FinalGamesTitle)}</h3>
            {games}
        </section>
    }
}

/// The final's standings, printable.
#[component]
fn FinalTable() -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    let table = Memo::new(move |_| ctx.doc.with(|t| t.as_ref().map(|t| t.final_standings())));
    view! {
        <section class="final-standings" data-testid="final-standings">
            <h2>{w(lang, W::FinalStandings)}</h2>
            {move || table.with(|s| s.as_ref().map(|s| {
                view! { <Lines lang rows=s.grid.rows.clone() count_points=s.grid.count_points /> }
            }))}
            <div class="tools no-print">
                <button type="button" class="btn primary small" data-testid="final-print" on:click=move |_| web::print_page()>
                    {w(lang, W::FinalPrint)}
                </button>
            </div>
        </section>
    }
}

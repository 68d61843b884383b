//! The seating, a round at a time: each table's ten names by seat, who sits the round out,
//! the three scores beside the rating site's limits, the team clashes; two players of a
//! round swapped by hand (tap one, then the other), written into the document at once
//! (`Tournament::swap`), refused in words for a game that has a result.

use leptos::prelude::*;

use super::{w, TourCtx};
use crate::engine::tournament::{Rated, Scores, SEATS};
use crate::ui::turns::Turns;
use crate::words::{self, TourText, TourWord as W};

/// Tables drawn at once when a round is drawn, then this many more each turn of the screen.
const FIRST_TABLES: usize = 3;
const MORE_TABLES: usize = 3;

#[component]
pub fn SeatingView() -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    let round = RwSignal::new(0usize);
    // The first player tapped for a swap: (round, player number).
    let picked: RwSignal<Option<(usize, usize)>> = RwSignal::new(None);
    let rated = Memo::new(move |_| {
        ctx.doc.with(|t| {
            let t = t.as_ref()?;
            t.seating().ok()?.rate(&t.teams()).ok()
        })
    });
    let rounds = move || rated.with(|r| r.as_ref().map_or(0, |r| r.seating.rounds().len()));
    let name = move |p: usize| {
        ctx.doc
            .with_untracked(|t| {
                t.as_ref()
                    .and_then(|t| t.players.get(p))
                    .map(|e| e.name.clone())
            })
            .unwrap_or_default()
    };
    let tap = move |r: usize, p: usize| match picked.get_untracked() {
        Some((pr, a)) if pr == r && a == p => picked.set(None),
        Some((pr, a)) if pr == r => {
            picked.set(None);
            match ctx.try_change(|t| t.swap(r, a, p).map(|_| ())) {
                Ok(true) => ctx.say(ctx.text(TourText::Swapped(&name(a), &name(p)))),
                Ok(false) => {}
                Err(e) => ctx.say(ctx.text(TourText::Swap(&e))),
            }
        }
        _ => {
            picked.set(Some((r, p)));
            ctx.say(ctx.text(TourText::SwapFrom(&name(p))));
        }
    };
    // The round's tables drawn a few at a time, a turn of the screen apart, each time the
    // tables are drawn anew (`ui::turns`).
    let turns = Turns::new(FIRST_TABLES, MORE_TABLES);
    let round_tabs = move || {
        (0..rounds())
            .map(|r| {
                view! {
                    <button
                        type="button"
                        class="btn secondary chip tour-round"
                        data-testid="tour-round"
                        aria-pressed=move || (round.get() == r).to_string()
                        on:click=move |_| {
                            picked.set(None);
                            round.set(r);
                        }
                    >
                        {r + 1}
                    </button>
                }
            })
            .collect_view()
    };
    view! {
        <div class="tour-seating" data-testid="tour-seating">
            {move || rated.with(|r| r.as_ref().map(|r| scores(ctx, r)))}
            <h3>{w(lang, W::Round)}</h3>
            <div class="chips tour-rounds">{round_tabs}</div>
            <p class="hint left">{w(lang, W::SwapHint)}</p>
            <Show when=move || picked.get().is_some()>
                <button type="button" class="btn ghost small" data-testid="tour-swap-cancel" on:click=move |_| {
                    picked.set(None);
                    ctx.said.set(None);
                }>
                    {w(lang, W::SwapCancel)}
                </button>
            </Show>
            {move || {
                let r = round.get().min(rounds().saturating_sub(1));
                rated.with(|rated| rated.as_ref().map(|rated| {
                    let s = &rated.seating;
                    let tables = s.rounds()[r].clone();
                    turns.restart(tables.len());
                    let played: Vec<bool> = ctx.doc.with(|t| {
                        let t = t.as_ref();
                        (0..tables.len())
                            .map(|k| {
                                t.and_then(|t| t.games.iter().find(|g| g.round as usize == r && g.table as usize == k))
                                    .is_some_and(|g| g.result.is_some() || !g.others.is_empty())
                            })
                            .collect()
                    });
                    let out = s.sitting_out(r);
                    let player = move |p: usize, seat: Option<usize>| {
                        let chosen = move || picked.get() == Some((r, p));
                        view! {
                            <li>
                                <button
                                    type="button"
                                    class="tour-player"
                                    data-testid="tour-player"
                                    data-player=p
                                    aria-pressed=move || chosen().to_string()
                                    on:click=move |_| tap(r, p)
                                >
                                    {seat.map(|s| view! { <span class="tour-seat">{s}</span> })}
                                    <span class="tour-pname">{name(p)}</span>
                                </button>
                            </li>
                        }
                    };
                    let tables_view = tables
                        .iter()
                        .enumerate()
                        .map(|(k, table)| {
                            let done = played[k];
                            let table = *table;
                            let drawn = move || view! {
                                <section class="tour-table" data-testid="tour-table">
                                    <h4>
                                        {move || words::tour(lang.get(), TourText::TableNo(k + 1))}
                                        {done.then(|| view! { " · " <span class="tour-played">{w(lang, W::Played)}</span> })}
                                    </h4>
                                    <ol class="tour-names">
                                        {(0..SEATS).map(|i| player(table[i], Some(i + 1))).collect_view()}
                                    </ol>
                                </section>
                            };
                            view! { <Show when=move || turns.shows(k)>{drawn()}</Show> }
                        })
                        .collect_view();
                    view! {
                        <h3 data-testid="tour-round-title">{move || words::tour(lang.get(), TourText::RoundNo(r + 1))}</h3>
                        <div class="tour-tables">{tables_view}</div>
                        {(!out.is_empty()).then(|| view! {
                            <section class="tour-table tour-out" data-testid="tour-out">
                                <h4>{w(lang, W::SitsOut)}</h4>
                                <ul class="tour-names">{out.iter().map(|&p| player(p, None)).collect_view()}</ul>
                            </section>
                        })}
                    }
                }))
            }}
        </div>
    }
}

/// The three scores beside their limits, and the team clashes.
fn scores(ctx: TourCtx, r: &Rated) -> impl IntoView {
    let lang = ctx.lang;
    let s = &r.seating;
    let bound = Scores::acceptable(s.players(), s.tables(), s.games());
    let row = move |word: W, score: f64, limit: f64, testid: &'static str| {
        let fine = score <= limit;
        view! {
            <tr data-testid=testid data-within=fine.to_string()>
                <th scope="row">{w(lang, word)}</th>
                <td>{move || words::tour(lang.get(), TourText::Score { score, bound: limit })}</td>
                <td class=if fine { "tour-fine" } else { "tour-bad" }>{w(lang, if fine { W::Within } else { W::Beyond })}</td>
            </tr>
        }
    };
    let names = ctx.doc.with_untracked(|t| {
        t.as_ref()
            .map(|t| t.players.iter().map(|p| p.name.clone()).collect::<Vec<_>>())
            .unwrap_or_default()
    });
    let has_teams = ctx.doc.with_untracked(|t| {
        t.as_ref()
            .is_some_and(|t| t.players.iter().any(|p| p.team.is_some()))
    });
    let clashes = r
        .clashes
        .iter()
        .map(|c| {
            let (a, b) = (names[c.a].clone(), names[c.b].clone());
            let (round, table) = (c.round + 1, c.table + 1);
            view! {
                <li>{move || words::tour(lang.get(), TourText::Clash { round, table, a: &a, b: &b })}</li>
            }
        })
        .collect_view();
    let no_clash = r.clashes.is_empty();
    view! {
        <div class="tour-scores" data-testid="tour-scores">
            <h3>{w(lang, W::Scores)}</h3>
            <table>
                <tbody>
                    {row(W::Pairs, r.scores.pairs, bound.pairs, "tour-score-pairs")}
                    {row(W::Numbers, r.scores.numbers, bound.numbers, "tour-score-numbers")}
                    {row(W::TablesScore, r.scores.tables, bound.tables, "tour-score-tables")}
                </tbody>
            </table>
            <p class="hint left">{w(lang, W::ScoresHelp)}</p>
            {(has_teams && no_clash).then(|| view! { <p class="hint left" data-testid="tour-no-clash">{w(lang, W::NoClashes)}</p> })}
            <ul class="tour-clashes" data-testid="tour-clashes">{clashes}</ul>
        </div>
    }
}

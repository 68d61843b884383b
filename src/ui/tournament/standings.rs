//! The standings part (`Section::Standings`): the tournament's standings as results come in
//! — place, name, games, wins, Ci, points, each tie-break said (the evening's own drawing,
//! `ui::evening::Standings`, over `Tournament::standings_kept`: a repaint replays only the
//! game that changed) — how many games count and wait, the players with no counted game;
//! then the rounds × tables grid (who plays where, which games have not reported, the
//! disputed marked), printable on A4; and a player's card «где я сижу в каждом туре»,
//! printed or shown as a QR code of its text.

use std::cell::RefCell;

use leptos::prelude::*;

use super::TourCtx;
use crate::engine::tournament::{Counted, GameStatus, Round, Rounds, Standings as Table};
use crate::link::qr::{Ecc, Qr};
use crate::ui::evening::Standings as Lines;
use crate::ui::turns::Turns;
use crate::web;
use crate::words::{self, ResultsText as R};

thread_local! {
    /// The counted games' final states, kept between repaints (and between openings of the
    /// section): `Counted` itself notices another tournament or a renamed player.
    static KEPT: RefCell<Counted> = RefCell::new(Counted::default());
}

fn standings_of(t: &crate::engine::tournament::Tournament) -> (Table, Rounds) {
    let s = KEPT.with(|k| t.standings_kept(&mut k.borrow_mut()));
    let rounds = t.round_grid(&s);
    (s, rounds)
}

#[component]
pub fn Standings() -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    let board = Memo::new(move |_| ctx.doc.with(|t| t.as_ref().map(standings_of)));
    // What a print takes: the standings and the grid, or the card alone.
    let card_only = RwSignal::new(false);
    let r = move |text: R<'static>| move || words::results(lang.get(), text);
    let head = move || {
        board.with(|b| {
            b.as_ref().map(|(s, _)| {
                let games = ctx.doc.with(|t| t.as_ref().map_or(0, |t| t.games.len()));
                words::results(
                    lang.get(),
                    R::Progress {
                        counted: s.games.len(),
                        games,
                        pending: s.pending.len(),
                        disputed: s.disputed.len(),
                    },
                )
            })
        })
    };
    let table = move || {
        board.with(|b| {
            b.as_ref().map(|(s, _)| {
                // Hundreds of lines: drawn a part a turn of the screen (`ui::turns`).
                let turns = Turns::new(1, 1);
                view! { <Lines lang rows=s.grid.rows.clone() count_points=s.grid.count_points turns /> }
            })
        })
    };
    let waiting = move || {
        board.with(|b| {
            let (s, _) = b.as_ref()?;
            if s.waiting.is_empty() {
                return None;
            }
            let names = ctx.doc.with(|t| {
                t.as_ref()
                    .map(|t| {
                        s.waiting
                            .iter()
                            .map(|&id| t.name_of(id).to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    })
                    .unwrap_or_default()
            });
            let n = s.waiting.len();
            Some(view! {
                <p class="hint left" data-testid="standings-waiting">
                    {move || words::results(lang.get(), R::Waiting(n))}": "{names}
                </p>
            })
        })
    };
    view! {
        <div class="tour-standings sheet" class:print-card=move || card_only.get() data-testid="tour-standings">
            <h2>{r(R::Standings)}</h2>
            <p class="sheet-line" data-testid="standings-progress">{head}</p>
            {table}
            {waiting}
            <h2>{r(R::RoundsTitle)}</h2>
            {move || board.with(|b| b.as_ref().map(|(_, rounds)| view! { <RoundGrid rounds=rounds.clone() /> }))}
            <p class="legend">{r(R::RoundsLegend)}</p>
            <div class="tools no-print">
                <button type="button" class="btn primary small" data-testid="standings-print" on:click=move |_| {
                    card_only.set(false);
                    web::print_page();
                }>
                    {r(R::Print)}
                </button>
            </div>
            <PlayerCard card_only />
        </div>
    }
}

/// The rounds × tables grid: a block per round, a line per table with its state (the
/// winner's letter, waiting, disputed) and the ten names by seat.
#[component]
fn RoundGrid(rounds: Rounds) -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    let tour = move |text| words::tour(lang.get(), text);
    let grid = move |round: Round| {
        let pending = round.pending();
        let n = round.round as usize + 1;
        let lines = round
            .tables
            .into_iter()
            .enumerate()
            .filter_map(|(table, t)| Some((table, t?)))
            .map(|(table, t)| {
                let names = ctx.doc.with_untracked(|d| {
                    d.as_ref()
                        .map(|d| {
                            t.seats
                                .iter()
                                .enumerate()
                                .map(|(i, &id)| format!("{} {}", i + 1, d.name_of(id)))
                                .collect::<Vec<_>>()
                                .join(" · ")
                        })
                        .unwrap_or_default()
                });
                let status = t.status;
                let winner = t.winner;
                let state = move || {
                    let l = lang.get();
                    match (status, winner) {
                        (GameStatus::Pending, _) => words::results(l, R::Pending),
                        (GameStatus::Disputed, _) => words::results(l, R::DisputedMark),
                        (GameStatus::Done, Some(w)) => words::results(l, R::Won(w)),
                        (GameStatus::Done, None) => "—".to_string(),
                    }
                };
                let kind = status.as_str();
                view! {
                    <tr class=format!("round-table {kind}") data-game=t.game data-status=kind>
                        <th class="num">{move || tour(words::TourText::TableNo(table + 1))}</th>
                        <td class="state">{state}</td>
                        <td class="names">{names}</td>
                    </tr>
                }
            })
            .collect_view();
        view! {
            <table class="round-grid" data-testid="round-grid" data-round=n data-pending=pending>
                <caption>{move || tour(words::TourText::RoundNo(n))}</caption>
                <tbody>{lines}</tbody>
            </table>
        }
    };
    // A round a turn of the screen, after the standings' lines (`ui::turns`).
    let turns = Turns::new(0, 1);
    turns.restart(rounds.rounds.len());
    rounds
        .rounds
        .into_iter()
        .enumerate()
        .map(|(k, round)| move || turns.shows(k).then(|| grid(round.clone())))
        .collect_view()
}

/// A player's card: chosen from the list, a line a round (table and seat, or a rest), its
/// QR code (the same text), printable.
#[component]
fn PlayerCard(card_only: RwSignal<bool>) -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    let chosen: RwSignal<Option<u32>> = RwSignal::new(None);
    let players = move || {
        ctx.doc.with(|t| {
            t.as_ref()
                .map(|t| {
                    t.players
                        .iter()
                        .map(|p| (p.id, p.name.clone()))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    let card = move || {
        let id = chosen.get()?;
        ctx.doc.with(|t| t.as_ref()?.card(id))
    };
    view! {
        <section class="player-card-part">
            <h2 class="no-print">{move || words::results(lang.get(), R::Cards)}</h2>
            <label class="no-print">
                {move || words::results(lang.get(), R::CardPick)}
                <select
                    data-testid="card-player"
                    on:change=move |ev| chosen.set(event_target_value(&ev).parse().ok())
                >
                    <option value="" selected=move || chosen.get().is_none()>"—"</option>
                    {move || players()
                        .into_iter()
                        .map(|(id, name)| view! { <option value=id.to_string() selected=move || chosen.get() == Some(id)>{name}</option> })
                        .collect_view()}
                </select>
            </label>
            {move || card().map(|c| {
                let l = lang.get();
                let text = words::card_text(l, &c);
                let svg = Qr::encode(text.as_bytes(), Ecc::L, None).map(|q| q.svg());
                let lines = c
                    .rounds
                    .iter()
                    .enumerate()
                    .map(|(round, place)| {
                        let line = words::results(l, R::CardRound { round: u32::try_from(round).unwrap_or(u32::MAX), place: *place });
                        view! { <li class:rest=place.is_none()>{line}</li> }
                    })
                    .collect_view();
                view! {
                    <article class="player-card" data-testid="player-card">
                        <p class="sheet-line">{c.tournament.clone()}</p>
                        <h3>{words::results(l, R::CardTitle(&c.name))}</h3>
                        <ol class="card-rounds">{lines}</ol>
                        {match svg {
                            Some(svg) => view! {
                                <figure class="qr card-qr" data-testid="card-qr" data-code=text inner_html=svg></figure>
                            }.into_any(),
                            None => view! { <p class="hint">{words::results(l, R::CardTooLong)}</p> }.into_any(),
                        }}
                        <button type="button" class="btn secondary small no-print" data-testid="card-print" on:click=move |_| {
                            card_only.set(true);
                            web::print_page();
                        }>
                            {words::results(l, R::CardPrint)}
                        </button>
                    </article>
                }
            })}
        </section>
    }
}

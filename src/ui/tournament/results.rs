//! The results part (`Section::Results`): a table's results taken in — by the camera (the
//! hand-off's numbered codes, `ui::scan::Codes`) or a file — and what became of each
//! reported game said; then every game with different results side by side (who won, who
//! left and how, each seat's points, what differs marked) for the organiser to choose one.
//! Reading and merging are the engine's (`Tournament::take`, `Tournament::dispute`,
//! `Tournament::choose`); this part applies them through `TourCtx::try_change`, which saves.

use leptos::prelude::*;

use super::TourCtx;
use crate::engine::tournament::{Dispute, GameStatus, Intake, Merged};
use crate::ui::pick_file::PickFile;
use crate::ui::scan::Codes;
use crate::words::{self, Lang, Msg, ResultsText as R};

/// What the last thing taken in became.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Said {
    Intake(Intake),
    /// A picked file that does not read as text.
    FileUnread,
    Chosen {
        game: u32,
        version: usize,
    },
    NotChosen,
}

fn said_lines(lang: Lang, said: &Said) -> Vec<(&'static str, String)> {
    let one = |kind, text| vec![(kind, words::results(lang, text))];
    match said {
        Said::Intake(Intake::Unreadable(e)) => one("refused", R::Unreadable(e)),
        Said::Intake(Intake::Other(_)) => one("refused", R::OtherTournament),
        Said::Intake(Intake::Merged(out)) if out.is_empty() => one("same", R::NoGames),
        Said::Intake(Intake::Merged(out)) => out
            .iter()
            .map(|o| {
                let kind = match o.merged {
                    Merged::Added => "added",
                    Merged::Same => "same",
                    Merged::Disputed => "disputed",
                    Merged::Refused(_) => "refused",
                };
                let text = R::Outcome {
                    game: o.game,
                    merged: &o.merged,
                };
                (kind, words::results(lang, text))
            })
            .collect(),
        Said::FileUnread => one("refused", R::FileUnread),
        Said::Chosen { game, version } => one(
            "added",
            R::Chosen {
                game: *game,
                version: *version,
            },
        ),
        Said::NotChosen => one("refused", R::NotChosen),
    }
}

#[component]
pub fn Results() -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    let said: RwSignal<Option<Said>> = RwSignal::new(None);
    let scanning = RwSignal::new(false);
    // The phone's Back closes the camera first.
    crate::ui::back_closes(
        move || scanning.get_untracked(),
        move || scanning.set(false),
    );
    // A text received: read and merged by the engine on a copy, written only when a game
    // was added or disputed; a refusal changes nothing.
    let take = move |text: String| {
        let mut got = None;
        let _ = ctx.try_change(|t| {
            let intake = t.take(&text);
            let changed = intake.changed();
            got = Some(intake);
            if changed {
                Ok(())
            } else {
                Err(())
            }
        });
        said.set(got.map(Said::Intake));
    };
    let on_file = move |text: Option<String>| match text {
        Some(text) => take(text),
        None => said.set(Some(Said::FileUnread)),
    };
    let r = move |text: R<'static>| move || words::results(lang.get(), text);
    let disputes = Memo::new(move |_| {
        ctx.doc.with(|t| {
            t.as_ref()
                .map(|t| {
                    t.disputes()
                        .into_iter()
                        .filter_map(|g| t.dispute(g))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    let open = move || {
        ctx.doc.with(|t| {
            t.as_ref().map_or(0, |t| {
                t.games
                    .iter()
                    .filter(|g| g.status() == GameStatus::Disputed)
                    .count()
            })
        })
    };
    view! {
        <div class="tour-results" data-testid="tour-results">
            <h2>{r(R::Title)}</h2>
            <p class="hint left">{r(R::Hint)}</p>
            <div class="tools">
                <button
                    type="button"
                    class="btn primary small"
                    data-testid="results-scan"
                    aria-pressed=move || scanning.get().to_string()
                    on:click=move |_| scanning.update(|s| *s = !*s)
                >
                    {move || words::results(lang.get(), if scanning.get() { R::StopScan } else { R::Scan })}
                </button>
                <PickFile class="btn secondary small" testid="results-file" input_testid="results-file-input" on_text=on_file>
                    {r(R::OpenFile)}
                </PickFile>
            </div>
            <Show when=move || scanning.get()>
                <div class="results-camera" data-testid="results-camera">
                    <Codes lang on_text=move |(text,): (String,)| take(text) no_camera=Msg::NoCameraResults once=false />
                </div>
            </Show>
            {move || said.get().map(|s| view! {
                <div class="intake" data-testid="results-said" role="status">
                    <h3>{r(R::LastIntake)}</h3>
                    <ul>
                        {said_lines(lang.get(), &s)
                            .into_iter()
                            .map(|(kind, text)| view! { <li class=format!("outcome {kind}") data-outcome=kind>{text}</li> })
                            .collect_view()}
                    </ul>
                </div>
            })}
            {move || {
                let list = disputes.get();
                lang.track();
                (!list.is_empty()).then(|| view! {
                    <h2 data-testid="disputes-title">{move || words::results(lang.get(), R::Disputes(open()))}</h2>
                    {list
                        .into_iter()
                        .map(|d| view! { <DisputeCard dispute=d said /> })
                        .collect_view()}
                })
            }}
        </div>
    }
}

/// One game's different results side by side: a column per result, a row per seat with its
/// points, the winner and who left above; what differs between them marked; a button under
/// each result that makes it count.
#[component]
fn DisputeCard(dispute: Dispute, said: RwSignal<Option<Said>>) -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    let l = lang.get_untracked();
    let colours = ctx
        .doc
        .with_untracked(|t| t.as_ref().map(|t| crate::engine::next::colours(t.preset)))
        .unwrap_or(true);
    let d = dispute;
    let game = d.game;
    let chosen = d.sides.iter().any(|s| s.counts);
    let heads = (1..=d.sides.len())
        .map(|n| view! { <th class="side">{words::results(l, R::Version(n))}</th> })
        .collect_view();
    let winners = d
        .sides
        .iter()
        .map(|s| {
            let won = s.winner.map_or_else(
                || words::results(l, R::Annulled),
                |w| words::winner_text(l, w, colours).to_string(),
            );
            view! { <td class="side" class:differs=d.winner_differs()>{won}</td> }
        })
        .collect_view();
    let seats = d
        .names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let seat = u8::try_from(i + 1).unwrap_or(u8::MAX);
            let differ = d.seat_differs(seat);
            let cells = d
                .sides
                .iter()
                .enumerate()
                .map(|(k, s)| {
                    let p = s.points.get(i).copied().unwrap_or(0);
                    let left = d.left(k, seat).map(|e| words::exit_when(l, e.exit, e.at));
                    view! {
                        <td class="side">
                            <span class="pts">{crate::ui::evening::pts(l, p)}</span>
                            {left.map(|x| view! { <span class="how">{x}</span> })}
                        </td>
                    }
                })
                .collect_view();
            view! {
                <tr class:differs=differ data-seat=seat>
                    <td class="num">{seat}</td>
                    <td class="who">{name.clone()}</td>
                    {cells}
                </tr>
            }
        })
        .collect_view();
    let buttons = d
        .sides
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let n = i + 1;
            let log = s.log.clone();
            let counts = s.counts;
            let choose = move |_| {
                let log = log.clone();
                let out = ctx.try_change(move |t| t.choose(game, &log));
                said.set(Some(match out {
                    Ok(_) => Said::Chosen { game, version: n },
                    Err(_) => Said::NotChosen,
                }));
            };
            if counts {
                view! { <p class="counts" data-testid="dispute-counts">{words::results(l, R::Counts)}</p> }.into_any()
            } else {
                view! {
                    <button type="button" class="btn secondary small" data-testid="dispute-choose" data-version=n on:click=choose>
                        {words::results(l, R::Choose(n))}
                    </button>
                }
                .into_any()
            }
        })
        .collect_view();
    view! {
        <article class="dispute" class:open=!chosen data-testid="dispute" data-game=game>
            <h3>{words::results(l, R::DisputeOf { game: d.game, round: d.round, table: d.table })}</h3>
            {(!chosen).then(|| view! { <p class="hint left">{words::results(l, R::DisputeHint)}</p> })}
            <div class="grid-scroll">
                <table class="dispute-sides">
                    <thead>
                        <tr>
                            <th class="num">{words::results(l, R::SeatCol)}</th>
                            <th class="who">{words::results(l, R::PlayerCol)}</th>
                            {heads}
                        </tr>
                    </thead>
                    <tbody>
                        <tr class="winner-row">
                            <td></td>
                            <td class="who"></td>
                            {winners}
                        </tr>
                        {seats}
                    </tbody>
                </table>
            </div>
            <p class="hint left cells-hold">{words::results(l, R::CellsHold)}</p>
            <div class="dispute-choose">{buttons}</div>
        </article>
    }
    .into_any()
}

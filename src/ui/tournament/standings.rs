//! The standings part (`Section::Standings`): the engine's standings over the games whose
//! result counts (`Tournament::standings`: the evening's points, Ci and tie-breaks), each
//! place, name, games and points; the players with no counted game yet below. The grid per
//! game and the standings per round grow here (branch `tour-res`), over `TourCtx`.

use leptos::prelude::*;

use super::{w, TourCtx};
use crate::words::{self, TourWord as W};

#[component]
pub fn Standings() -> impl IntoView {
    let ctx = expect_context::<TourCtx>();
    let lang = ctx.lang;
    let standings = Memo::new(move |_| ctx.doc.with(|t| t.as_ref().map(|t| t.standings())));
    move || {
        standings.with(|s| {
            let s = s.as_ref()?;
            let names = ctx.doc.with(|t| {
                t.as_ref()
                    .map(|t| {
                        s.waiting
                            .iter()
                            .map(|&id| t.name_of(id).to_string())
                            .collect::<Vec<_>>()
                    })
                    .unwrap_or_default()
            });
            let rows = s
                .grid
                .rows
                .iter()
                .map(|r| {
                    let l = &r.standing;
                    let points =
                        words::points(lang.get(), i16::try_from(l.total).unwrap_or(i16::MAX));
                    view! {
                        <tr data-testid="tour-standing">
                            <td>{l.rank}</td>
                            <td>{l.name.clone()}</td>
                            <td>{l.games}</td>
                            <td>{points}</td>
                        </tr>
                    }
                })
                .collect_view();
            let empty = s.grid.rows.is_empty();
            Some(view! {
                <div class="tour-standings" data-testid="tour-standings">
                    {empty.then(|| view! { <p class="hint left">{w(lang, W::NoStandings)}</p> })}
                    <table hidden=empty>
                        <tbody>{rows}</tbody>
                    </table>
                    {(!names.is_empty()).then(|| view! {
                        <h3>{w(lang, W::Waiting)}</h3>
                        <p class="hint left">{names.join(", ")}</p>
                    })}
                </div>
            })
        })
    }
}

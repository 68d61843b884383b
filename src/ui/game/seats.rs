//! The table: one big tile per seat, the same place on every screen.

use crate::host::screen::Action;
use crate::words as text;
use leptos::prelude::*;

use super::ctx::{Ctx, TapMode};
use crate::engine::Seat;
use crate::host::{self, tile::SeatTile, tile::Status};
use crate::words::{t, tf, Msg, Text};

#[component]
pub fn SeatGrid() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    // A memo: the tiles are built once per game, not again on every action (each tile
    // follows the state through its own small closures).
    let seats = Memo::new(move |_| {
        ctx.state
            .with(|s| s.as_ref().map_or(0, |s| s.players.len()))
    });
    view! {
        <div
            class="seats"
            class:many={move || seats.get() > 12}
            data-testid="seats"
            data-layout=move || layout(seats.get())
            aria-disabled=move || ctx.settling.get().then_some("true")
        >
            {move || (1..=seats.get() as Seat).map(|seat| view! { <SeatTile seat /> }).collect_view()}
        </div>
    }
}

/// The table's columns and tile height for `n` seats (`style/game.css`, `data-layout`):
/// one size for the whole game, small enough that 30 seats, the words and the footer fit a
/// 360×740 phone, never under 48 px.
pub(super) fn layout(n: usize) -> &'static str {
    match n {
        0..=10 => "5x72",
        11..=15 => "5x64",
        16..=20 => "5x56",
        21..=24 => "6x56",
        _ => "6x52",
    }
}

#[component]
fn SeatTile(seat: Seat) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    // What the tile shows (`host::tile`), as a memo: a tile's parts change only when their
    // own seat's facts do. The night's news stays off it until the check's answer moment
    // is over (the engine decides: the shot waits for «Доброе утро», issue 39 §3.3).
    let tile = Memo::new(move |_| {
        // Face up without a host, by day: the face-up value's tile.
        if let Some(tile) = ctx.face.with(|f| {
            f.as_ref()
                .and_then(|f| f.tiles.get(usize::from(seat).wrapping_sub(1)).cloned())
        }) {
            return Some(tile);
        }
        let answering = ctx.answer_moment().is_some();
        ctx.state
            .with(|s| s.as_ref().map(|s| host::tile::tile(s, seat, answering)))
    });
    let part = move |read: fn(&SeatTile) -> bool| tile.with(|t| t.as_ref().is_some_and(read));
    let alive = move || part(|t| t.alive);
    let picked = move || ctx.marked(seat);
    let fouls = move || tile.with(|t| t.as_ref().map_or(0, |t| t.fouls));
    let status = move || {
        let lang = lang.get();
        tile.with(|tile| {
            Some(match tile.as_ref()?.status? {
                Status::Exit(e) => t(lang, Msg::ExitTile(e)).to_string(),
                Status::Silenced => t(lang, Msg::Silenced).to_string(),
                Status::VotedFor(c) => tf(lang, Text::VotedFor(c)),
                Status::NominatedBy(by) => tf(lang, Text::NominatedBy(by)),
            })
        })
    };
    let role = move || {
        ctx.peek.get().then(|| {
            tile.with(|t| {
                t.as_ref()
                    .map(|t| t.role.map_or("?", |r| text::role(lang.get(), r)))
            })
        })?
    };
    // A memo: the name changes only with its own seat's player.
    let name = Memo::new(move |_| {
        ctx.state
            .with(|s| {
                s.as_ref()
                    .and_then(|s| s.player(seat))
                    .map(|p| crate::engine::isolated(&p.name))
            })
            .unwrap_or_default()
    }); // While the note sheet is open (and only then), a seat with a note has a small corner
        // mark: the table never sees which seats the host wrote about.
    let noted = move || ctx.noting() && ctx.note(seat).is_some();
    let label = move || {
        let state = if alive() { "" } else { " (out)" };
        format!("{seat}{state}")
    };
    view! {
        <button
            type="button"
            class="seat"
            class:out=move || !alive()
            class:killed=move || part(SeatTile::killed)
            class:speaking=move || part(|t| t.speaking)
            class:picked=picked
            class:voted=move || part(|t| t.voted_for.is_some())
            class:abstains=move || part(|t| t.abstains)
            class:nominee=move || part(|t| t.nominated_by.is_some())
            class:foul-mode=move || ctx.step.with(|s| s.mode != TapMode::Normal)
            class:noted=noted
            data-seat=seat
            aria-label=label
            aria-pressed=move || picked().to_string()
            on:click=move |_| ctx.send(Action::Tap(seat))
        >
            <span class="seat-no">{seat}</span>
            <span class="seat-name">{name}</span>
            <span class="seat-status">{status}</span>
            <span class="fouls" aria-label=move || format!("fouls {}", fouls())>
                {move || (0..fouls()).map(|_| "●").collect::<String>()}
            </span>
            {move || role().map(|r| view! { <span class="seat-role">{r}</span> })}
        </button>
    }
}

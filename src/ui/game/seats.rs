//! The table: one big tile per seat, the same place on every screen.

use crate::words as text;
use leptos::prelude::*;

use super::{Ctx, TapMode};
use crate::engine::{Exit, Seat, Stage};
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
fn layout(n: usize) -> &'static str {
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
    // Memos: a tile's parts change only when their own seat's facts do.
    let player = Memo::new(move |_| {
        ctx.state
            .with(|s| s.as_ref().and_then(|s| s.player(seat).cloned()))
    });
    let player = move || player.get();
    // The seat's fate as the host's screen may show it now (the engine decides: the
    // night's shot waits for «Доброе утро», issue 39 §3.3).
    // The night's news stays off the tile until the check's answer moment is over.
    let tile = Memo::new(move |_| {
        let answering = ctx.answer_moment().is_some();
        ctx.state.with(|s| {
            s.as_ref()
                .map(|s| s.tile_when(seat, answering && s.night_unsaid()))
        })
    });
    let alive = move || tile.get().is_some_and(|t| t.alive);
    let exit = move || tile.get().and_then(|t| t.exit);
    let speaking = move || {
        ctx.state.with(|s| {
            s.as_ref().is_some_and(|s| match &s.stage {
                Stage::Speech { seat: x, .. }
                | Stage::LastWord { seat: x, .. }
                | Stage::TieSpeech { seat: x, .. } => *x == seat,
                Stage::Voting(r) => r.next_candidate() == Some(seat),
                _ => false,
            })
        })
    };
    let picked = move || ctx.marked(seat);
    // The ballot shows only while it is open: the speeches and the vote (not at night, nor
    // during the last word of who the vote sent out).
    let nominated_by = move || {
        ctx.state.with(|s| {
            s.as_ref()
                .filter(|s| {
                    matches!(
                        s.stage,
                        Stage::Speech { .. }
                            | Stage::Discussion { .. }
                            | Stage::Voting(_)
                            | Stage::TieSpeech { .. }
                            | Stage::AllLeave { .. }
                    )
                })
                .and_then(|s| s.day.ballot.iter().find(|n| n.target == seat).map(|n| n.by))
        })
    };
    let silenced = move || tile.get().is_some_and(|t| t.silenced);
    // A count: the candidate this seat's hand was marked for (one vote, never changed).
    let voted_for = move || {
        ctx.state.with(|s| match s.as_ref().map(|s| &s.stage) {
            Some(Stage::Voting(round)) => round.vote_of(seat),
            _ => None,
        })
    };
    // A count this living seat does not vote in (a Club revote's tied, R-VOTE-6): greyed,
    // so the host does not look for its hand (issue 39 §3.8).
    let abstains = move || {
        ctx.state.with(|s| match s.as_ref().map(|s| (&s.stage, s)) {
            Some((Stage::Voting(round), s)) => {
                s.player(seat).is_some_and(|p| p.alive) && !round.voters.contains(&seat)
            }
            _ => false,
        })
    };
    let fouls = move || player().map_or(0, |p| p.fouls);
    let status = move || {
        let lang = lang.get();
        if let Some(e) = exit() {
            return Some(t(lang, Msg::ExitTile(e)).to_string());
        }
        if silenced() {
            return Some(t(lang, Msg::Silenced).to_string());
        }
        if let Some(c) = voted_for() {
            return Some(tf(lang, Text::VotedFor(c)));
        }
        nominated_by().map(|by| tf(lang, Text::NominatedBy(by)))
    };
    // A face-down deck on night 1: a card not learned yet is shown as unknown, not as the
    // placeholder civilian.
    let unknown = move || {
        ctx.state.with(|s| {
            s.as_ref().is_some_and(|s| {
                s.face_down.is_some()
                    && s.player(seat)
                        .is_some_and(|p| p.role == crate::engine::Role::Civilian)
            })
        })
    };
    let role = move || {
        (ctx.peek.get())
            .then(|| {
                if unknown() {
                    Some("?")
                } else {
                    player().map(|p| text::role(lang.get(), p.role))
                }
            })
            .flatten()
    };
    let name = move || {
        player()
            .map(|p| crate::engine::isolated(&p.name))
            .unwrap_or_default()
    };
    // While the note sheet is open (and only then), a seat with a note has a small corner
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
            class:killed=move || exit() == Some(Exit::Killed)
            class:speaking=speaking
            class:picked=picked
            class:voted=move || voted_for().is_some()
            class:abstains=abstains
            class:nominee=move || nominated_by().is_some()
            class:foul-mode=move || ctx.step.with(|s| s.mode != TapMode::Normal)
            class:noted=noted
            data-seat=seat
            aria-label=label
            aria-pressed=move || picked().to_string()
            on:click=move |_| ctx.tap(seat)
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

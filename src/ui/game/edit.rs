//! Fixing an earlier entry of the game's log: the host re-enters it on the seat grid, sees
//! what the engine's replay would change, and applies it (`Game::correct`) or cancels.
//! Only the shape of an entry is handled here (which seats it names); the rules stay in
//! the engine.

use crate::ui::tr;
use crate::words as text;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::ui::lazy::Drawn;

use super::Ctx;
use crate::engine::{Game, GameState, HostAction, Seat};
use crate::words::{t, tf, Lang, Msg, StartText, Text};

/// Whether an entry can be re-entered (others can only be deleted).
pub fn editable(a: &HostAction) -> bool {
    !matches!(
        a,
        HostAction::Next
            | HostAction::Withdraw { .. }
            | HostAction::RepeatBallot
            | HostAction::ShootEach { .. }
            | HostAction::Protest { .. }
    )
}

/// The draft an edit starts from. Night entries start blank, so that opening one never
/// shows what was entered (R-NIGHT privacy: checks and shots do not stay on screen).
pub fn first_draft(a: &HostAction) -> Option<HostAction> {
    let secret = matches!(
        a,
        HostAction::Shoot { .. }
            | HostAction::DonCheck { .. }
            | HostAction::SheriffCheck { .. }
            | HostAction::Heal { .. }
            | HostAction::Silence { .. }
    );
    (!secret).then(|| a.clone())
}

/// The seats an entry names, to light them on the grid.
pub fn seats(a: &HostAction) -> Vec<Seat> {
    match a {
        HostAction::Vote { voters, .. } | HostAction::AllLeave { voters } => voters.clone(),
        HostAction::BestMove { seats } => seats.clone(),
        HostAction::Nominate { target, .. } => vec![*target],
        HostAction::Shoot { target } => target.iter().copied().collect(),
        HostAction::Foul { seat }
        | HostAction::Remove { seat, .. }
        | HostAction::HandLift { seat, .. }
        | HostAction::DonCheck { target: seat }
        | HostAction::SheriffCheck { target: seat }
        | HostAction::Heal { target: seat }
        | HostAction::Silence { target: seat } => vec![*seat],
        _ => Vec::new(),
    }
}

fn toggle(list: &[Seat], seat: Seat, limit: usize) -> Vec<Seat> {
    let mut list = list.to_vec();
    if let Some(i) = list.iter().position(|&x| x == seat) {
        list.remove(i);
    } else if list.len() < limit {
        list.push(seat);
        list.sort_unstable();
    }
    list
}

/// The entry `a` with `seat` tapped: a voter or best-move seat toggles; a single seat is
/// replaced.
pub fn with_seat(a: &HostAction, seat: Seat) -> HostAction {
    match a.clone() {
        HostAction::Vote { candidate, voters } => HostAction::Vote {
            candidate,
            voters: toggle(&voters, seat, usize::MAX),
        },
        HostAction::VoteCount { candidate, .. } => HostAction::Vote {
            candidate,
            voters: vec![seat],
        },
        HostAction::AllLeave { voters } => HostAction::AllLeave {
            voters: toggle(&voters, seat, usize::MAX),
        },
        HostAction::AllLeaveCount { .. } => HostAction::AllLeave { voters: vec![seat] },
        HostAction::BestMove { seats } => HostAction::BestMove {
            seats: toggle(&seats, seat, 3),
        },
        HostAction::Nominate { by, .. } => HostAction::Nominate { by, target: seat },
        HostAction::Shoot { .. } => HostAction::Shoot { target: Some(seat) },
        HostAction::Foul { .. } => HostAction::Foul { seat },
        HostAction::Remove { reason, .. } => HostAction::Remove { seat, reason },
        HostAction::HandLift { after_thanks, .. } => HostAction::HandLift { seat, after_thanks },
        HostAction::DonCheck { .. } => HostAction::DonCheck { target: seat },
        HostAction::SheriffCheck { .. } => HostAction::SheriffCheck { target: seat },
        HostAction::Heal { .. } => HostAction::Heal { target: seat },
        HostAction::Silence { .. } => HostAction::Silence { target: seat },
        other => other,
    }
}

/// A vote entry as a count of hands, moved by `delta`; `None` for other entries.
pub fn with_count(a: &HostAction, delta: i16) -> Option<HostAction> {
    let step = |n: usize| (i16::try_from(n).unwrap_or(0) + delta).clamp(0, 30) as u8;
    Some(match a {
        HostAction::Vote { candidate, voters } => HostAction::VoteCount {
            candidate: *candidate,
            count: step(voters.len()),
        },
        HostAction::VoteCount { candidate, count } => HostAction::VoteCount {
            candidate: *candidate,
            count: step(usize::from(*count)),
        },
        HostAction::AllLeave { voters } => HostAction::AllLeaveCount {
            count: step(voters.len()),
        },
        HostAction::AllLeaveCount { count } => HostAction::AllLeaveCount {
            count: step(usize::from(*count)),
        },
        _ => return None,
    })
}

/// What the table looks like: who left and when, and the phase (or the winner).
fn outline(lang: Lang, s: &GameState) -> (String, String) {
    let out = s
        .eliminations
        .iter()
        .map(|e| {
            let seat = tf(lang, Text::Start(StartText::Seat(e.seat)));
            format!("{seat} {}", text::exit_when(lang, e.exit, e.at))
        })
        .collect::<Vec<_>>()
        .join("; ");
    let now = match s.winner {
        Some(w) => text::winner_text(lang, w, crate::engine::next::colours(s.preset)).to_string(),
        None => text::phase(lang, &s.stage, s.day_number, s.night_number),
    };
    (out, now)
}

/// What a correction changes, in lines for the host: the later entries whose events
/// differ, who left, and where the game stands now.
/// `applied`: the correction is made (past tense) rather than proposed.
pub fn changes(
    lang: Lang,
    before: &GameState,
    after: &GameState,
    changed: &[usize],
    applied: bool,
) -> Vec<String> {
    let (before, after) = (outline(lang, before), outline(lang, after));
    let list = changed
        .iter()
        .map(|i| (i + 1).to_string())
        .collect::<Vec<_>>()
        .join(", ");
    text::changes(lang, &list, &before, &after, applied)
}

/// The outcome of a correction, before it is applied.
#[derive(Clone, PartialEq)]
enum Preview {
    Same,
    Fits(Vec<String>),
    /// Entry `index` would no longer fit (`later`: it in words, with its phase).
    Breaks {
        index: usize,
        why: String,
        later: String,
    },
}

/// The outcome of replacing entry `index` with `draft`, or of deleting it (`None`).
fn preview(lang: Lang, game: &Game, index: usize, draft: Option<&HostAction>) -> Preview {
    if draft.is_some() && game.actions().get(index) == draft {
        return Preview::Same;
    }
    let mut fixed = game.clone();
    let result = match draft {
        Some(d) => fixed.correct(index, d.clone()),
        None => fixed.remove_entry(index),
    };
    match result {
        Ok(c) => {
            let later: Vec<usize> = c
                .changed
                .into_iter()
                .filter(|&i| i != index || draft.is_none())
                .collect();
            Preview::Fits(changes(lang, game.state(), fixed.state(), &later, false))
        }
        Err(e) => {
            // The later entry as the log shows it (`index` counts the entries as they are).
            let at = e.index;
            Preview::Breaks {
                index: e.index,
                why: text::refusal(lang, &e.error),
                later: super::ctx::entry_words(lang, game, at),
            }
        }
    }
}

/// The entry being fixed (its old and new value) or deleted: what the replay changes,
/// apply / cancel. Nothing changes in the game until Apply (or Delete).
#[component]
pub fn EditCard() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let editing = Memo::new(move |_| ctx.editing());
    let index = move || editing.with(|e| e.as_ref().map_or(0, |e| e.0));
    let deleting = move || editing.with(|e| e.as_ref().is_some_and(|e| e.2));
    let draft = move || editing.with(|e| e.as_ref().and_then(|e| e.1.clone()));
    let original = move || {
        ctx.game()
            .with(|g| g.as_ref().and_then(|g| g.actions().get(index()).cloned()))
    };
    let title = move || {
        let label = original()
            .map(|a| text::action_label(lang.get(), &a))
            .unwrap_or_default();
        tf(
            lang.get(),
            Text::EditTitle {
                n: index() + 1,
                label: &label,
                deleting: deleting(),
            },
        )
    };
    let fixing = move || !deleting();
    let is_shot = move || fixing() && matches!(original(), Some(HostAction::Shoot { .. }));
    let counts = move || fixing() && original().is_some_and(|a| with_count(&a, 0).is_some());
    let how = move || {
        let m = match original().filter(|_| fixing()) {
            None => Msg::EditHowDelete,
            Some(
                HostAction::Vote { .. }
                | HostAction::VoteCount { .. }
                | HostAction::AllLeave { .. }
                | HostAction::AllLeaveCount { .. },
            ) => Msg::EditHowCount,
            Some(HostAction::BestMove { .. }) => Msg::EditHowBestMove,
            Some(_) => Msg::EditHowSeat,
        };
        t(lang.get(), m)
    };
    let draft_label = move || {
        draft().map(|d| {
            let what = match &d {
                HostAction::Shoot { target: Some(s) } => {
                    tf(lang.get(), Text::Start(StartText::Seat(*s)))
                }
                HostAction::Shoot { target: None } => t(lang.get(), Msg::MissLower).to_string(),
                HostAction::DonCheck { target }
                | HostAction::SheriffCheck { target }
                | HostAction::Heal { target }
                | HostAction::Silence { target } => {
                    tf(lang.get(), Text::Start(StartText::Seat(*target)))
                }
                HostAction::BestMove { seats } => {
                    let head = text::action_label(lang.get(), &d);
                    format!("{head}: {}", tf(lang.get(), Text::Seats(seats)))
                }
                other => text::action_label(lang.get(), other),
            };
            tf(lang.get(), Text::Becomes(&what))
        })
    };
    let step = move |delta: i16| {
        let draft = editing.get_untracked().and_then(|e| e.1).or_else(original);
        if let Some(d) = draft.and_then(|d| with_count(&d, delta)) {
            ctx.set_draft(d);
        }
    };
    // One replay of a copy per change of the draft, shared by the preview and Apply.
    let result = Memo::new(move |_| {
        let lang = lang.get();
        let (i, draft, deleting) = editing.get()?;
        if draft.is_none() && !deleting {
            return None;
        }
        ctx.game()
            .with(|g| g.as_ref().map(|g| preview(lang, g, i, draft.as_ref())))
    });
    let outcome = move || {
        let lang = lang.get();
        let i = index();
        let p = result.get()?;
        Some(match p {
            Preview::Same => view! {
                <p class="hint" data-testid="edit-preview">
                    {t(lang, Msg::EditSame)}
                </p>
            }
            .into_any(),
            Preview::Fits(lines) => view! {
                <ul class="notices" data-testid="edit-preview">
                    {lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                </ul>
            }
            .into_any(),
            Preview::Breaks { index, why, later } => view! {
                <p class="refusal" data-testid="edit-preview">
                    {tf(lang, Text::EditBreaks { later: (index != i).then_some(later.as_str()), why: &why })}
                </p>
            }
            .into_any(),
        })
    };
    let can_apply = move || result.with(|r| matches!(r, Some(Preview::Fits(_))));
    view! {
        <div class="edit-card" data-testid="edit">
            <h2 class="lead">{title}</h2>
            <p class="hint">{how}</p>
            <div class="tools">
                <Show when=is_shot>
                    <button
                        type="button"
                        class="btn secondary small"
                        data-testid="edit-miss"
                        on:click=move |_| {
                            ctx.set_draft(HostAction::Shoot { target: None });
                        }
                    >
                        {tr(lang, Msg::Miss)}
                    </button>
                </Show>
                <Show when=counts>
                    <button type="button" class="btn secondary small" data-testid="edit-minus" on:click=move |_| step(-1)>
                        "−"
                    </button>
                    <button type="button" class="btn secondary small" data-testid="edit-plus" on:click=move |_| step(1)>
                        "+"
                    </button>
                </Show>
            </div>
            {move || draft_label().map(|l| view! { <p class="say" data-testid="edit-draft">{l}</p> })}
            {outcome}
            <div class="tools">
                <button type="button" class="btn secondary small" data-testid="edit-cancel" on:click=move |_| ctx.stop_edit()>
                    {tr(lang, Msg::Cancel)}
                </button>
                <super::hold::HoldButton
                    class="btn primary small"
                    testid="edit-apply"
                    hold=Signal::derive(move || ctx.at_night())
                    disabled=Signal::derive(move || !can_apply())
                    on_done=move || ctx.apply_edit()
                >
                    {move || t(lang.get(), if deleting() { Msg::Delete } else { Msg::Apply })}
                </super::hold::HoldButton>
            </div>
        </div>
    }
}

/// The fix card, in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn edit_card() -> Drawn {
    Ok(view! { <EditCard /> }.into_any())
}

//! Fixing an earlier entry of the game's log, as values: which entries can be re-entered,
//! the draft an edit starts from, a seat or a count tapped into the draft, and what the
//! engine's replay would change (`ui/game/edit.rs`'s card shows it). Only the shape of an
//! entry is handled here (which seats it names); the rules stay in the engine.

use engine::{Game, GameState, HostAction, Seat, BEST_MOVE_SEATS};
use words as text;
use words::{t, tf, Lang, Msg, StartText, Text};

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
    (!a.is_night_secret()).then(|| a.clone())
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

/// How the entry `original` is re-entered, as the card says it (`None`: it is deleted): a
/// count by its hands or number, a best move by up to three seats, any other by one seat.
pub fn how(original: Option<&HostAction>) -> Msg {
    match original {
        None => Msg::EditHowDelete,
        Some(a) if a.is_count() => Msg::EditHowCount,
        Some(HostAction::BestMove { .. }) => Msg::EditHowBestMove,
        Some(_) => Msg::EditHowSeat,
    }
}

/// The draft in words, after «станет»: a night entry by its seat alone (the card is the
/// host's; the seat is what was tapped), a best move with its seats, any other as the log
/// names it.
pub fn draft_words(lang: Lang, d: &HostAction) -> String {
    let seat = |s: Seat| tf(lang, Text::Start(StartText::Seat(s)));
    match d {
        HostAction::Shoot { target: None } => t(lang, Msg::MissLower).to_string(),
        HostAction::Shoot { target: Some(s) }
        | HostAction::DonCheck { target: s }
        | HostAction::SheriffCheck { target: s }
        | HostAction::Heal { target: s }
        | HostAction::Silence { target: s } => seat(*s),
        HostAction::BestMove { seats } => {
            let head = text::action_label(lang, d);
            format!("{head}: {}", tf(lang, Text::Seats(seats)))
        }
        other => text::action_label(lang, other),
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
            seats: toggle(&seats, seat, BEST_MOVE_SEATS),
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
        Some(w) => text::winner_text(lang, w, engine::next::colours(s.preset)).to_string(),
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
    text::changes(lang, &numbers(changed), &before, &after, applied)
}

/// The outcome of a correction, before it is applied.
#[derive(Clone, Debug, PartialEq)]
pub enum Preview {
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
pub fn preview(lang: Lang, game: &Game, index: usize, draft: Option<&HostAction>) -> Preview {
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
                later: entry_words(lang, game, at),
            }
        }
    }
}

/// Entry numbers as the log shows them (from 1): "5, 6".
pub fn numbers(indices: &[usize]) -> String {
    indices
        .iter()
        .map(|i| (i + 1).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Entry `at` in a host's words, with the phase it was entered in: «Ночь 2: выстрел в №5».
pub fn entry_words(lang: Lang, g: &Game, at: usize) -> String {
    let Some(action) = g.actions().get(at) else {
        return (at + 1).to_string();
    };
    let label = text::action_label(lang, action);
    match Game::replay(g.setup().clone(), &g.actions()[..at]) {
        Ok(before) => {
            let s = before.state();
            let phase = text::phase(lang, &s.stage, s.day_number, s.night_number);
            format!("{phase}: {label}")
        }
        Err(_) => label,
    }
}

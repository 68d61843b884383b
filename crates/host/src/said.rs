//! What is said about a change of the game, in one language: a refusal with its rule, the
//! automatic decisions with their rule ids, a check's held answer, what the host says
//! aloud at once. The screen keeps one [`Lines`] per language (`ui/game/ctx.rs`'s `Said`).

use engine::rules::AnswerGesture;
use engine::{Game, GameEvent, GameState, ReplayError, Role, RuleError, RuleId};
use words as text;
use words::{t, tf, Lang, Msg, Text};

use super::{edit, Question};

/// What was said about the last change, in one language.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Lines {
    /// The engine's last refusal: its rule ("Why?") and its words.
    pub refusal: Option<(RuleId, String)>,
    /// The automatic decisions of the last change, with their rule ids ("Why?"), and other
    /// notes for the host (no rule).
    pub notices: Vec<(Option<RuleId>, String)>,
    /// A check's answer, shown only while the host holds it.
    pub answer: Option<String>,
    /// What the host says aloud at once (a foul, a silent exit, an accepted best move).
    pub spoken: Vec<String>,
}

/// What the app says after an accepted action: its automatic decisions and a check's answer
/// with the gesture that gives it.
pub fn said_after(lang: Lang, events: &[GameEvent], gesture: AnswerGesture) -> Lines {
    Lines {
        refusal: None,
        spoken: text::announce(lang, events),
        notices: events
            .iter()
            .filter_map(|e| text::explain(lang, e))
            .map(|(rule, line)| (Some(rule), line))
            .collect(),
        answer: events.iter().find_map(|e| match e {
            GameEvent::DonChecked {
                target, is_sheriff, ..
            } => Some(text::held_answer(
                lang,
                Role::Don,
                *target,
                *is_sheriff,
                gesture,
            )),
            GameEvent::SheriffChecked { target, black, .. } => Some(text::held_answer(
                lang,
                Role::Sheriff,
                *target,
                *black,
                gesture,
            )),
            _ => None,
        }),
    }
}

/// What the table decided on a motion without a host (issue 48 §5), said aloud; a carried
/// removal's own words after it (`events`: what it made).
pub fn decided(lang: Lang, d: &engine::Decision, events: &[GameEvent]) -> Lines {
    let line = text::hostless(
        lang,
        text::HostlessText::Decided {
            hands: d.hands.len(),
            living: d.living,
            carried: d.carried,
        },
    );
    let after = said_after(lang, events, AnswerGesture::Nod);
    Lines {
        spoken: std::iter::once(line).chain(after.spoken).collect(),
        ..after
    }
}

/// A refusal, said in words with its rule; nothing else.
pub fn refused(lang: Lang, e: &RuleError) -> Lines {
    Lines {
        refusal: Some((e.rule, text::refusal(lang, e))),
        ..Lines::default()
    }
}

/// The words of a question asked before a press is taken ([`super::Outcome::Ask`]).
pub fn question(lang: Lang, q: Question) -> String {
    match q {
        Question::LoneExit(seat) => tf(lang, Text::ConfirmLoneExit(seat)),
        Question::EarlyCount => t(lang, Msg::EarlyAccepted).to_string(),
    }
}

/// Entry `index` deleted; `changed`: the later entries whose events changed.
pub fn deleted(lang: Lang, index: usize, changed: &[usize]) -> Lines {
    let changed = edit::numbers(changed);
    let line = tf(
        lang,
        Text::EntryDeleted {
            n: index + 1,
            changed: &changed,
        },
    );
    Lines {
        notices: vec![(None, line)],
        ..Lines::default()
    }
}

/// Entry `index` fixed: what the replay changed from `before` to `after` (`changed`: every
/// entry whose events changed, `index` among them).
pub fn fixed(
    lang: Lang,
    before: &GameState,
    after: &GameState,
    index: usize,
    changed: &[usize],
) -> Lines {
    let later: Vec<usize> = changed.iter().copied().filter(|&i| i != index).collect();
    let lines = edit::changes(lang, before, after, &later, true);
    let head = tf(lang, Text::EntryFixed(index + 1));
    Lines {
        notices: std::iter::once(head)
            .chain(lines)
            .map(|l| (None, l))
            .collect(),
        ..Lines::default()
    }
}

/// Why a deletion (or a fix) of entry `index` cannot be made: a later entry would no
/// longer fit, named in words, and what to change first. Nothing has changed.
pub fn refused_fix(lang: Lang, g: &Game, index: usize, e: &ReplayError, deleted: bool) -> Lines {
    let why = text::refusal(lang, &e.error);
    let n = index + 1;
    // The later entry as the log shows it (`e.index` counts the entries as they are).
    let later = edit::entry_words(lang, g, e.index);
    let message = tf(
        lang,
        Text::EntryCannotChange {
            n,
            later: &later,
            deleted,
            why: &why,
        },
    );
    Lines {
        refusal: Some((e.error.rule, message)),
        ..Lines::default()
    }
}

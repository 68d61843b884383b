//! The host's inputs. A game log is the set-up plus a list of these.

use super::setup::{Seat, Team};
use serde::{Deserialize, Serialize};

/// Why the host removed a player (R-FOUL-3). The fourth foul removes by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RemovalReason {
    /// Oath, bet, appeal to religion (000 r.2).
    Oath,
    /// Profanity or insults (r.22).
    Insult,
    /// Peeking at night (r.4).
    Peeking,
    /// Signalling to the Sheriff or the Don at night (r.12–13).
    Signalling,
    /// Refusing to show hands at the count (002).
    RefusedHands,
    /// A protest lodged before the end of the game (r.25).
    EarlyProtest,
    /// Anything else the host judges worth a removal.
    Other,
}

/// The verdict a protest asks for (R-WIN-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Remedy {
    Annul,
    Replay,
    RedWins,
    BlackWins,
}

/// One black's shot in a blind night (R-NIGHT-1): `target` None is no shot or a shot between
/// numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlackShot {
    pub shooter: Seat,
    pub target: Option<Seat>,
}

/// Everything the host can enter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
pub enum HostAction {
    /// The host moves on: the next first-night step, the end of a speech, of the morning
    /// announcement, of the discussion, of a last word; a night step the role skips.
    Next,
    /// R-DAY-3: `by` nominates `target` (in `by`'s own speech, or in open discussion).
    Nominate { by: Seat, target: Seat },
    /// R-DAY-4: `by` withdraws their nomination within their own speech.
    Withdraw { by: Seat },
    /// R-DAY-6: repeat the ballot at a player's request.
    RepeatBallot,
    /// R-VOTE-1/2: the seats whose hands were up for `candidate`.
    Vote { candidate: Seat, voters: Vec<Seat> },
    /// R-VOTE-1/2: only the count of hands up for `candidate`.
    VoteCount { candidate: Seat, count: u8 },
    /// R-VOTE-7: the seats voting for "all leave".
    AllLeave { voters: Vec<Seat> },
    /// R-VOTE-7: the count voting for "all leave".
    AllLeaveCount { count: u8 },
    /// R-FOUL-1: a warning.
    Foul { seat: Seat },
    /// R-FOUL-3: an immediate removal.
    Remove { seat: Seat, reason: RemovalReason },
    /// R-FOUL-3 `hand_lift`: a hand lifted before "Спасибо" during a count.
    HandLift { seat: Seat },
    /// R-NIGHT-1: the night's result: a seat or a miss (`None`).
    Shoot { target: Option<Seat> },
    /// R-NIGHT-1 blind: each black's shot; the engine decides the result.
    ShootEach { shots: Vec<BlackShot> },
    /// R-NIGHT-2
    DonCheck { target: Seat },
    /// R-NIGHT-3
    SheriffCheck { target: Seat },
    /// R-NIGHT-4
    Heal { target: Seat },
    /// R-NIGHT-5
    Silence { target: Seat },
    /// R-LAST-3: the three seats named.
    BestMove { seats: Vec<Seat> },
    /// R-WIN-3: a protest after the game: `team` protests, `votes_for` are the seats that
    /// supported it, `remedy` what it asks for.
    Protest {
        team: Team,
        votes_for: Vec<Seat>,
        remedy: Remedy,
    },
}

impl HostAction {
    /// The seat an action is chiefly about, for short labels ("Undo: foul on seat 7").
    pub fn seat(&self) -> Option<Seat> {
        match self {
            HostAction::Nominate { target, .. } => Some(*target),
            HostAction::Withdraw { by } => Some(*by),
            HostAction::Vote { candidate, .. } | HostAction::VoteCount { candidate, .. } => {
                Some(*candidate)
            }
            HostAction::Foul { seat }
            | HostAction::Remove { seat, .. }
            | HostAction::HandLift { seat } => Some(*seat),
            HostAction::Shoot { target } => *target,
            HostAction::DonCheck { target }
            | HostAction::SheriffCheck { target }
            | HostAction::Heal { target }
            | HostAction::Silence { target } => Some(*target),
            _ => None,
        }
    }
}

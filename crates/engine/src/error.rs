//! Refusals: an action that breaks a rule comes back as a value, never a panic.

use super::rules::RuleId;
use super::setup::{Role, Seat};
use serde::Serialize;
use std::fmt;

/// What exactly was refused. The UI translates these; `Display` gives English.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "refusal", rename_all = "snake_case")]
pub enum Refusal {
    /// The action does not fit this moment of the game; `expected` names what does.
    NotNow {
        expected: &'static str,
    },
    GameIsOver,
    NoSuchSeat {
        seat: Seat,
    },
    NotAlive {
        seat: Seat,
    },
    NotTheSpeaker {
        by: Seat,
        speaker: Seat,
    },
    CannotSpeak {
        seat: Seat,
    },
    AlreadyNominated {
        by: Seat,
    },
    AlreadyOnBallot {
        target: Seat,
    },
    NothingToWithdraw {
        by: Seat,
    },
    WrongCandidate {
        expected: Seat,
        got: Seat,
    },
    NotAVoter {
        seat: Seat,
    },
    VotedTwice {
        seat: Seat,
    },
    /// R-VOTE-2: `seat` has voted for `candidate` in this round; one vote, never changed.
    AlreadyVotedFor {
        seat: Seat,
        candidate: Seat,
    },
    /// R-VOTE-9: a removal has cancelled today's vote; no nominations.
    NoVoteToday,
    TooManyVotes {
        count: u8,
        remaining: u8,
    },
    NotABlack {
        seat: Seat,
    },
    RoleOut {
        role: Role,
    },
    HealRepeat {
        seat: Seat,
    },
    BestMoveSeats,
    /// R-FOUL-3 `hand_lift: removal` (000 r.8–9): the vote ended at «Спасибо»; a hand taken
    /// off after it is legal and its vote counts.
    LiftAfterThanks {
        seat: Seat,
    },
    ProtestOnlyAfterGame,
    /// Extra points are given after the game, at most ±5 points a player.
    ExtraPoints,
    /// A face-down deck (R-N0-1/2): the seats that woke as `role` are entered before the
    /// night moves on.
    CardsFirst {
        role: Role,
    },
    /// A face-down deck: `want` seats woke as `role`, not `got` (R-ROLE-2/3).
    CardsCount {
        role: Role,
        want: u8,
        got: u8,
    },
    /// A face-down deck: `seat` cannot hold `role` (the Don is one of the blacks who woke
    /// at the договорка; a red role is none of them, and not a role met already).
    CardsTeam {
        seat: Seat,
        role: Role,
    },
}

/// A refused host action: the rule that refused it and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RuleError {
    pub rule: RuleId,
    #[serde(flatten)]
    pub refusal: Refusal,
}

impl RuleError {
    pub fn new(rule: RuleId, refusal: Refusal) -> RuleError {
        RuleError { rule, refusal }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Refusal::*;
        match self {
            NotNow { expected } => write!(f, "not now: the game expects {expected}"),
            GameIsOver => write!(f, "the game is over"),
            NoSuchSeat { seat } => write!(f, "there is no seat {seat} at this table"),
            NotAlive { seat } => write!(f, "seat {seat} has left the game"),
            NotTheSpeaker { by, speaker } => write!(
                f,
                "seat {by} can nominate only in their own speech; seat {speaker} is speaking"
            ),
            CannotSpeak { seat } => {
                write!(f, "seat {seat} has no speech today and cannot nominate")
            }
            AlreadyNominated { by } => write!(f, "seat {by} has already nominated today"),
            AlreadyOnBallot { target } => {
                write!(f, "seat {target} is already on the ballot: pick another")
            }
            NothingToWithdraw { by } => write!(f, "seat {by} has no nomination to withdraw"),
            WrongCandidate { expected, got } => write!(
                f,
                "votes go in ballot order: seat {expected} is next, not seat {got}"
            ),
            NotAVoter { seat } => write!(f, "seat {seat} does not vote in this count"),
            VotedTwice { seat } => write!(f, "seat {seat} has already voted"),
            NoVoteToday => write!(
                f,
                "there is no vote today (a player was removed before the result): no nominations"
            ),
            AlreadyVotedFor { seat, candidate } => {
                write!(f, "seat {seat} has already voted for seat {candidate}")
            }
            TooManyVotes { count, remaining } => {
                write!(f, "{count} votes, but only {remaining} are left to cast")
            }
            NotABlack { seat } => write!(f, "seat {seat} is not a living black and does not shoot"),
            RoleOut { role } => write!(f, "the {role:?} has left the game and makes no move"),
            HealRepeat { seat } => {
                write!(f, "the Doctor may not heal seat {seat} two nights in a row")
            }
            BestMoveSeats => write!(
                f,
                "a best move names one to three different seats, other than the speaker's own"
            ),
            LiftAfterThanks { seat } => write!(
                f,
                "the vote ended at “Thank you”: after it player {seat} may take the hand off, and the vote counts (000 r.8)"
            ),
            ProtestOnlyAfterGame => write!(
                f,
                "a protest is heard only after the game; lodged earlier it is a removal (R-FOUL-3)"
            ),
            CardsFirst { role } => {
                write!(f, "first the seats that woke as the {role:?}: tap them")
            }
            CardsCount { role, want, got } => {
                write!(f, "{want} seats wake as the {role:?}, not {got}")
            }
            CardsTeam { seat, role } => write!(f, "seat {seat} cannot hold the {role:?}'s card"),
            ExtraPoints => write!(
                f,
                "extra points are given after the game, at most 5 points either way a player"
            ),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.rule, self.refusal)
    }
}

impl std::error::Error for RuleError {}

//! What happened: the facts a host action produced. The game state is a fold of these.

use super::action::{BlackShot, Remedy, RemovalReason};
use super::rules::RuleId;
use super::setup::{Role, Seat, Team};
use serde::{Deserialize, Serialize};

/// How a player left the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Exit {
    VotedOut,
    Killed,
    Removed,
}

/// Why the host removed a player (R-FOUL-3), said with the removal (issue 39 §3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RemovedFor {
    /// The host's own removal, with the reason the host gave.
    Host(RemovalReason),
    /// Without a host: the table's decision, by a majority of the living (issue 48 §5),
    /// with the reason put to it.
    Table(RemovalReason),
    /// The fourth foul (000 r.24).
    FourthFoul,
    /// A hand lifted before «Спасибо» (000 r.9).
    HandLift,
}

/// A day or a night, by number. Night 1 is the first night; day 1 follows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Moment {
    Day(u32),
    Night(u32),
}

/// The steps of the first night (R-N0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstNightStep {
    /// R-N0-1: the mafia meet and agree (договорка).
    Agreement,
    /// R-N0-2
    DonMeets,
    /// R-N0-2
    SheriffMeets,
    /// R-N0-2 (Party)
    DoctorMeets,
    /// R-N0-2 (Party)
    SilencerMeets,
}

/// The steps of a night from the second on (R-NIGHT), in the order they are called.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NightStep {
    Shot,
    DonCheck,
    SheriffCheck,
    Doctor,
    Silencer,
    BestMove,
}

/// Why a last word is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LastWordCause {
    Killed,
    VotedOut,
}

/// Why a speech turn was skipped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SkipWhy {
    /// R-FOUL-2: third foul.
    SpeechLost,
    /// R-NIGHT-5
    Silenced,
}

/// Why a day ends with nobody voted out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoExitWhy {
    /// R-VOTE-3
    NoCandidates,
    /// R-VOTE-3
    SingleCandidateFirstDay,
    /// R-VOTE-4 `no_vote`
    SingleCandidateNoVote,
    /// R-VOTE-9
    Cancelled,
    /// R-VOTE-7a
    WholeTableTie,
    /// R-VOTE-8
    HalfTableLimit,
    /// R-VOTE-7
    AllStay,
}

/// Why the night's shot was a kill or a miss (R-NIGHT-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ShotWhy {
    /// The host entered the result.
    Entered,
    /// Every living black shot the same seat.
    Unanimous,
    /// Blacks shot different seats, or one did not shoot.
    Mismatch,
}

/// The winner, or a draw (R-WIN).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    Red,
    Black,
    Draw,
}

/// Everything that happens in a game. Automatic decisions carry the rule that made them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum GameEvent {
    FirstNightStep {
        step: FirstNightStep,
        rule: RuleId,
    },
    /// R-N0-1/2, a face-down deck: the seats that woke as `role` (the договорка: every
    /// black, as `Mafia` until the Don shows himself).
    CardsSeen {
        role: Role,
        seats: Vec<Seat>,
        rule: RuleId,
    },
    /// R-ROLE-2/3: the first night is over and every card of the face-down deck is known;
    /// the seats that did not wake are civilians.
    DeckKnown {
        rule: RuleId,
    },
    /// R-N0-4 / R-DAY-2: "Доброе утро"; with the night's news.
    DayStarted {
        day: u32,
        opener: Seat,
        killed: Option<Seat>,
        kill_prevented: bool,
        silenced: Option<Seat>,
        rule: RuleId,
    },
    LastWordStarted {
        seat: Seat,
        cause: LastWordCause,
        seconds: u16,
        queue: Vec<Seat>,
        rule: RuleId,
    },
    LastWordSkipped {
        seat: Seat,
        rule: RuleId,
    },
    SpeechStarted {
        seat: Seat,
        seconds: u16,
        nominate_only: bool,
        rule: RuleId,
    },
    SpeechSkipped {
        seat: Seat,
        why: SkipWhy,
        rule: RuleId,
    },
    DiscussionStarted {
        seconds: u16,
        rule: RuleId,
    },
    Nominated {
        by: Seat,
        target: Seat,
        rule: RuleId,
    },
    NominationWithdrawn {
        by: Seat,
        target: Seat,
        rule: RuleId,
    },
    NominationDropped {
        by: Seat,
        target: Seat,
        rule: RuleId,
    },
    BallotRepeated {
        candidates: Vec<Seat>,
        rule: RuleId,
    },
    VotingStarted {
        candidates: Vec<Seat>,
        voters: Vec<Seat>,
        revote: bool,
        rule: RuleId,
    },
    VotesCast {
        candidate: Seat,
        voters: Option<Vec<Seat>>,
        count: u8,
        rule: RuleId,
    },
    /// R-VOTE-2: those who did not vote give their votes to the last candidate.
    VotesToLast {
        candidate: Seat,
        count: u8,
        rule: RuleId,
    },
    Tally {
        results: Vec<(Seat, u8)>,
        rule: RuleId,
    },
    TieDeclared {
        tied: Vec<Seat>,
        rule: RuleId,
    },
    TieSpeechStarted {
        seat: Seat,
        seconds: u16,
        queue: Vec<Seat>,
        tied: Vec<Seat>,
        rule: RuleId,
    },
    TieSpeechSkipped {
        seat: Seat,
        rule: RuleId,
    },
    AllLeaveAsked {
        tied: Vec<Seat>,
        rule: RuleId,
    },
    AllLeaveDecided {
        votes_for: u8,
        living: u8,
        passed: bool,
        rule: RuleId,
    },
    NoExit {
        why: NoExitWhy,
        rule: RuleId,
    },
    Eliminated {
        seat: Seat,
        exit: Exit,
        at: Moment,
        rule: RuleId,
        /// A removal's reason (`exit: removed` only).
        #[serde(skip_serializing_if = "Option::is_none")]
        removed: Option<RemovedFor>,
    },
    RoleRevealed {
        seat: Seat,
        role: Role,
        rule: RuleId,
    },
    Fouled {
        seat: Seat,
        fouls: u8,
        rule: RuleId,
    },
    SpeechLost {
        seat: Seat,
        day: u32,
        rule: RuleId,
    },
    VoteCancelled {
        rule: RuleId,
    },
    NightFell {
        night: u32,
        rule: RuleId,
    },
    NightStepStarted {
        step: NightStep,
        rule: RuleId,
    },
    ShotResolved {
        target: Option<Seat>,
        shots: Vec<BlackShot>,
        why: ShotWhy,
        rule: RuleId,
    },
    DonChecked {
        target: Seat,
        is_sheriff: bool,
        rule: RuleId,
    },
    SheriffChecked {
        target: Seat,
        black: bool,
        rule: RuleId,
    },
    Healed {
        target: Seat,
        rule: RuleId,
    },
    SilenceChosen {
        target: Seat,
        rule: RuleId,
    },
    /// R-LAST-3 with `best_move_at` = morning: the killed player, named by the morning's
    /// words, makes the best move before the farewell minute.
    BestMoveCalled {
        seat: Seat,
        rule: RuleId,
    },
    BestMoveMade {
        by: Seat,
        seats: Vec<Seat>,
        blacks: u8,
        rule: RuleId,
    },
    KillPrevented {
        target: Seat,
        rule: RuleId,
    },
    Silenced {
        seat: Seat,
        day: u32,
        rule: RuleId,
    },
    QuietPeriods {
        count: u8,
        rule: RuleId,
    },
    GameEnded {
        winner: Winner,
        rule: RuleId,
    },
    ProtestDecided {
        team: Team,
        votes_for: Vec<Seat>,
        remedy: Remedy,
        upheld: bool,
        rule: RuleId,
    },
    /// RULES.md "Scoring": the host's extra points for a player, in tenths.
    ExtraPointsGiven {
        seat: Seat,
        tenths: i8,
        rule: RuleId,
    },
}

impl GameEvent {
    /// The rule behind this event.
    pub fn rule(&self) -> RuleId {
        use GameEvent::*;
        match self {
            FirstNightStep { rule, .. }
            | CardsSeen { rule, .. }
            | DeckKnown { rule }
            | DayStarted { rule, .. }
            | LastWordStarted { rule, .. }
            | LastWordSkipped { rule, .. }
            | SpeechStarted { rule, .. }
            | SpeechSkipped { rule, .. }
            | DiscussionStarted { rule, .. }
            | Nominated { rule, .. }
            | NominationWithdrawn { rule, .. }
            | NominationDropped { rule, .. }
            | BallotRepeated { rule, .. }
            | VotingStarted { rule, .. }
            | VotesCast { rule, .. }
            | VotesToLast { rule, .. }
            | Tally { rule, .. }
            | TieDeclared { rule, .. }
            | TieSpeechStarted { rule, .. }
            | TieSpeechSkipped { rule, .. }
            | AllLeaveAsked { rule, .. }
            | AllLeaveDecided { rule, .. }
            | NoExit { rule, .. }
            | Eliminated { rule, .. }
            | RoleRevealed { rule, .. }
            | Fouled { rule, .. }
            | SpeechLost { rule, .. }
            | VoteCancelled { rule, .. }
            | NightFell { rule, .. }
            | NightStepStarted { rule, .. }
            | ShotResolved { rule, .. }
            | DonChecked { rule, .. }
            | SheriffChecked { rule, .. }
            | Healed { rule, .. }
            | SilenceChosen { rule, .. }
            | BestMoveCalled { rule, .. }
            | BestMoveMade { rule, .. }
            | KillPrevented { rule, .. }
            | Silenced { rule, .. }
            | QuietPeriods { rule, .. }
            | GameEnded { rule, .. }
            | ProtestDecided { rule, .. }
            | ExtraPointsGiven { rule, .. } => *rule,
        }
    }

    /// True for events that hold a secret of the night (checks, shots, heals), which the
    /// UI must not leave on screen.
    pub fn is_secret(&self) -> bool {
        matches!(
            self,
            GameEvent::ShotResolved { .. }
                | GameEvent::DonChecked { .. }
                | GameEvent::SheriffChecked { .. }
                | GameEvent::Healed { .. }
                | GameEvent::SilenceChosen { .. }
                | GameEvent::KillPrevented { .. }
        )
    }
}

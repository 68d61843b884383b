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

/// Everything the host can enter. In a game log each is an object whose `action` field
/// names it (docs/game-log.md); it is read through [`RawAction`], a flat record, which
/// costs the wasm bundle far less code than serde's internally tagged enum reader.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case", try_from = "RawAction")]
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
    /// R-FOUL-3 `hand_lift`: a hand taken off the table during a count; `after_thanks`:
    /// after the host's «Спасибо» (legal where the vote ends there, 000 r.8), left out of a
    /// log when false (before it, as every log before the field meant).
    HandLift {
        seat: Seat,
        #[serde(default, skip_serializing_if = "is_false")]
        after_thanks: bool,
    },
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
    /// R-N0-1/2, a face-down deck (`Setup::face_down`): the seats that woke at this step of
    /// the first night (the договорка: every black; a role's meeting: its one seat). It
    /// moves the night on, as `Next` does with a known deck.
    Cards { seats: Vec<Seat> },
    /// R-WIN-3: a protest after the game: `team` protests, `votes_for` are the seats that
    /// supported it, `remedy` what it asks for.
    Protest {
        team: Team,
        votes_for: Vec<Seat>,
        remedy: Remedy,
    },
    /// RULES.md "Scoring": the host's extra points for a player after the game, in tenths
    /// of a point (negative takes points away).
    ExtraPoints { seat: Seat, tenths: i8 },
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// R-LAST-3: the best move names at most this many seats.
pub const BEST_MOVE_SEATS: usize = 3;

impl HostAction {
    /// A night entry only the awake roles may know (a shot, a check, a heal, a silence):
    /// never shown again on the host's screen while the table can see it (R-NIGHT privacy).
    pub fn is_night_secret(&self) -> bool {
        matches!(
            self,
            HostAction::Shoot { .. }
                | HostAction::ShootEach { .. }
                | HostAction::DonCheck { .. }
                | HostAction::SheriffCheck { .. }
                | HostAction::Heal { .. }
                | HostAction::Silence { .. }
        )
    }

    /// The entry that ends a count: its «Принято» (R-VOTE-2, R-VOTE-7).
    pub fn is_count(&self) -> bool {
        matches!(
            self,
            HostAction::Vote { .. }
                | HostAction::VoteCount { .. }
                | HostAction::AllLeave { .. }
                | HostAction::AllLeaveCount { .. }
        )
    }
}

/// The name of an action in a game log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum ActionName {
    Next,
    Nominate,
    Withdraw,
    RepeatBallot,
    Vote,
    VoteCount,
    AllLeave,
    AllLeaveCount,
    Foul,
    Remove,
    HandLift,
    Shoot,
    ShootEach,
    DonCheck,
    SheriffCheck,
    Heal,
    Silence,
    BestMove,
    Cards,
    Protest,
    ExtraPoints,
}

impl ActionName {
    /// The name as a game log spells it: `DonCheck` is `don_check`.
    fn name(self) -> String {
        let mut out = String::new();
        for (i, c) in format!("{self:?}").chars().enumerate() {
            if c.is_ascii_uppercase() && i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        }
        out
    }
}

/// A game log's action object as read: every field any action has, each optional.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawAction {
    action: ActionName,
    by: Option<Seat>,
    target: Option<Seat>,
    candidate: Option<Seat>,
    voters: Option<Vec<Seat>>,
    count: Option<u8>,
    seat: Option<Seat>,
    reason: Option<RemovalReason>,
    shots: Option<Vec<BlackShot>>,
    seats: Option<Vec<Seat>>,
    team: Option<Team>,
    votes_for: Option<Vec<Seat>>,
    remedy: Option<Remedy>,
    tenths: Option<i8>,
    after_thanks: Option<bool>,
}

impl TryFrom<RawAction> for HostAction {
    type Error = String;

    fn try_from(r: RawAction) -> Result<HostAction, String> {
        fn need<T>(v: Option<T>, field: &str, action: ActionName) -> Result<T, String> {
            v.ok_or_else(|| format!("action `{}` needs the field `{field}`", action.name()))
        }
        let a = r.action;
        // A field of another action is refused like an unknown one: nothing in a log is
        // read and then dropped.
        let present = [
            ("by", r.by.is_some()),
            ("target", r.target.is_some()),
            ("candidate", r.candidate.is_some()),
            ("voters", r.voters.is_some()),
            ("count", r.count.is_some()),
            ("seat", r.seat.is_some()),
            ("reason", r.reason.is_some()),
            ("shots", r.shots.is_some()),
            ("seats", r.seats.is_some()),
            ("team", r.team.is_some()),
            ("votes_for", r.votes_for.is_some()),
            ("remedy", r.remedy.is_some()),
            ("tenths", r.tenths.is_some()),
            ("after_thanks", r.after_thanks.is_some()),
        ];
        let fields: &[&str] = match a {
            ActionName::Next | ActionName::RepeatBallot => &[],
            ActionName::Nominate => &["by", "target"],
            ActionName::Withdraw => &["by"],
            ActionName::Vote => &["candidate", "voters"],
            ActionName::VoteCount => &["candidate", "count"],
            ActionName::AllLeave => &["voters"],
            ActionName::AllLeaveCount => &["count"],
            ActionName::Foul => &["seat"],
            ActionName::HandLift => &["seat", "after_thanks"],
            ActionName::Remove => &["seat", "reason"],
            ActionName::Shoot
            | ActionName::DonCheck
            | ActionName::SheriffCheck
            | ActionName::Heal
            | ActionName::Silence => &["target"],
            ActionName::ShootEach => &["shots"],
            ActionName::BestMove | ActionName::Cards => &["seats"],
            ActionName::Protest => &["team", "votes_for", "remedy"],
            ActionName::ExtraPoints => &["seat", "tenths"],
        };
        if let Some((f, _)) = present.iter().find(|(f, p)| *p && !fields.contains(f)) {
            return Err(format!("action `{}` has no field `{f}`", a.name()));
        }
        Ok(match a {
            ActionName::Next => HostAction::Next,
            ActionName::Nominate => HostAction::Nominate {
                by: need(r.by, "by", a)?,
                target: need(r.target, "target", a)?,
            },
            ActionName::Withdraw => HostAction::Withdraw {
                by: need(r.by, "by", a)?,
            },
            ActionName::RepeatBallot => HostAction::RepeatBallot,
            ActionName::Vote => HostAction::Vote {
                candidate: need(r.candidate, "candidate", a)?,
                voters: need(r.voters, "voters", a)?,
            },
            ActionName::VoteCount => HostAction::VoteCount {
                candidate: need(r.candidate, "candidate", a)?,
                count: need(r.count, "count", a)?,
            },
            ActionName::AllLeave => HostAction::AllLeave {
                voters: need(r.voters, "voters", a)?,
            },
            ActionName::AllLeaveCount => HostAction::AllLeaveCount {
                count: need(r.count, "count", a)?,
            },
            ActionName::Foul => HostAction::Foul {
                seat: need(r.seat, "seat", a)?,
            },
            ActionName::Remove => HostAction::Remove {
                seat: need(r.seat, "seat", a)?,
                reason: need(r.reason, "reason", a)?,
            },
            ActionName::HandLift => HostAction::HandLift {
                seat: need(r.seat, "seat", a)?,
                after_thanks: r.after_thanks.unwrap_or(false),
            },
            // A missing or null target is a miss.
            ActionName::Shoot => HostAction::Shoot { target: r.target },
            ActionName::ShootEach => HostAction::ShootEach {
                shots: need(r.shots, "shots", a)?,
            },
            ActionName::DonCheck => HostAction::DonCheck {
                target: need(r.target, "target", a)?,
            },
            ActionName::SheriffCheck => HostAction::SheriffCheck {
                target: need(r.target, "target", a)?,
            },
            ActionName::Heal => HostAction::Heal {
                target: need(r.target, "target", a)?,
            },
            ActionName::Silence => HostAction::Silence {
                target: need(r.target, "target", a)?,
            },
            ActionName::BestMove => HostAction::BestMove {
                seats: need(r.seats, "seats", a)?,
            },
            ActionName::Cards => HostAction::Cards {
                seats: need(r.seats, "seats", a)?,
            },
            ActionName::Protest => HostAction::Protest {
                team: need(r.team, "team", a)?,
                votes_for: need(r.votes_for, "votes_for", a)?,
                remedy: need(r.remedy, "remedy", a)?,
            },
            ActionName::ExtraPoints => HostAction::ExtraPoints {
                seat: need(r.seat, "seat", a)?,
                tenths: need(r.tenths, "tenths", a)?,
            },
        })
    }
}

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

/// Everything the host can enter, each variant once: the macro below writes the enum and
/// its reader from this one list.
macro_rules! host_actions {
    ($(
        $(#[$doc:meta])*
        $name:ident = $log:literal $({
            $( $(#[$fmeta:meta])* $field:ident : $ty:ty $(= $default:ident)? ),* $(,)?
        })?
    ),* $(,)?) => {
        /// Everything the host can enter. In a game log each is an object whose `action`
        /// field names it (docs/game-log.md); it is read through [`RawAction`], a flat record,
        /// which costs the wasm bundle far less code than serde's internally tagged enum
        /// reader.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(tag = "action", rename_all = "snake_case", try_from = "RawAction")]
        pub enum HostAction {
            $( $(#[$doc])* $name $({ $( $(#[$fmeta])* $field: $ty ),* })? ),*
        }

        /// The names of the actions in a game log, in the order above.
        const ACTION_NAMES: &[&str] = &[$($log),*];

        impl HostAction {
            /// The fields a log's action object of this name may have (None: no such action).
            fn fields_of(name: &str) -> Option<&'static [&'static str]> {
                match name {
                    $( $log => Some(&[$($(stringify!($field)),*)?]), )*
                    _ => None,
                }
            }

            /// The action a log's object names, its fields taken from `r`.
            fn read(r: RawAction) -> Result<HostAction, String> {
                let a = r.action.as_str();
                Ok(match a {
                    $( $log => HostAction::$name $({
                        $( $field: host_actions!(@take r.$field, stringify!($field), a $(, $default)?) ),*
                    })?, )*
                    _ => return Err(unknown_action(a)),
                })
            }
        }
    };
    (@take $v:expr, $f:expr, $a:expr, default) => { $v.unwrap_or_default() };
    (@take $v:expr, $f:expr, $a:expr) => { Take::take($v, $f, $a)? };
}

host_actions! {
    /// The host moves on: the next first-night step, the end of a speech, of the morning
    /// announcement, of the discussion, of a last word; a night step the role skips.
    Next = "next",
    /// R-DAY-3: `by` nominates `target` (in `by`'s own speech, or in open discussion).
    Nominate = "nominate" { by: Seat, target: Seat },
    /// R-DAY-4: `by` withdraws their nomination within their own speech.
    Withdraw = "withdraw" { by: Seat },
    /// R-DAY-6: repeat the ballot at a player's request.
    RepeatBallot = "repeat_ballot",
    /// R-VOTE-1/2: the seats whose hands were up for `candidate`.
    Vote = "vote" { candidate: Seat, voters: Vec<Seat> },
    /// R-VOTE-1/2: only the count of hands up for `candidate`.
    VoteCount = "vote_count" { candidate: Seat, count: u8 },
    /// R-VOTE-7: the seats voting for "all leave".
    AllLeave = "all_leave" { voters: Vec<Seat> },
    /// R-VOTE-7: the count voting for "all leave".
    AllLeaveCount = "all_leave_count" { count: u8 },
    /// R-FOUL-1: a warning.
    Foul = "foul" { seat: Seat },
    /// R-FOUL-3: an immediate removal.
    Remove = "remove" { seat: Seat, reason: RemovalReason },
    /// R-FOUL-3 `hand_lift`: a hand taken off the table during a count; `after_thanks`:
    /// after the host's «Спасибо» (legal where the vote ends there, 000 r.8), left out of a
    /// log when false (before it, as every log before the field meant).
    HandLift = "hand_lift" {
        seat: Seat,
        #[serde(default, skip_serializing_if = "is_false")]
        after_thanks: bool = default,
    },
    /// R-NIGHT-1: the night's result: a seat or a miss (`None`; a missing or null target is
    /// a miss).
    Shoot = "shoot" { target: Option<Seat> },
    /// R-NIGHT-1 blind: each black's shot; the engine decides the result.
    ShootEach = "shoot_each" { shots: Vec<BlackShot> },
    /// R-NIGHT-2
    DonCheck = "don_check" { target: Seat },
    /// R-NIGHT-3
    SheriffCheck = "sheriff_check" { target: Seat },
    /// R-NIGHT-4
    Heal = "heal" { target: Seat },
    /// R-NIGHT-5
    Silence = "silence" { target: Seat },
    /// R-LAST-3: the three seats named.
    BestMove = "best_move" { seats: Vec<Seat> },
    /// R-N0-1/2, a face-down deck (`Setup::face_down`): the seats that woke at this step of
    /// the first night (the договорка: every black; a role's meeting: its one seat). It
    /// moves the night on, as `Next` does with a known deck.
    Cards = "cards" { seats: Vec<Seat> },
    /// R-WIN-3: a protest after the game: `team` protests, `votes_for` are the seats that
    /// supported it, `remedy` what it asks for.
    Protest = "protest" {
        team: Team,
        votes_for: Vec<Seat>,
        remedy: Remedy,
    },
    /// RULES.md "Scoring": the host's extra points for a player after the game, in tenths
    /// of a point (negative takes points away).
    ExtraPoints = "extra_points" { seat: Seat, tenths: i8 },
}

/// An action name no action has, said as serde says an unknown name (the words read it:
/// `words::ru`, `engine::log`).
fn unknown_action(a: &str) -> String {
    let names: Vec<String> = ACTION_NAMES.iter().map(|n| format!("`{n}`")).collect();
    format!(
        "unknown variant `{a}`, expected one of {}",
        names.join(", ")
    )
}

/// A field of a log's action as the action holds it: required (`Seat`) or optional
/// (`Option<Seat>`, a shot's missing target is a miss).
trait Take<T>: Sized {
    fn take(v: Option<T>, field: &str, action: &str) -> Result<Self, String>;
}

impl<T> Take<T> for T {
    fn take(v: Option<T>, field: &str, action: &str) -> Result<T, String> {
        v.ok_or_else(|| format!("action `{action}` needs the field `{field}`"))
    }
}

impl<T> Take<T> for Option<T> {
    fn take(v: Option<T>, _: &str, _: &str) -> Result<Option<T>, String> {
        Ok(v)
    }
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

/// A game log's action object as read: every field any action has, each optional.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawAction {
    action: String,
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
        let a = r.action.as_str();
        let Some(fields) = HostAction::fields_of(a) else {
            return Err(unknown_action(a));
        };
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
        if let Some((f, _)) = present.iter().find(|(f, p)| *p && !fields.contains(f)) {
            return Err(format!("action `{a}` has no field `{f}`"));
        }
        HostAction::read(r)
    }
}

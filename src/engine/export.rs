//! A finished game in the game format mafiaratings documents for pushing a game from a
//! client to a rating site (szotin/mafiaratings `game_sample.js`), described field by field
//! with its mapping in `docs/export.md` and checked by `docs/export.schema.json`.
//!
//! Our game log stays the source of truth: this is a view of it. Seats, roles, fouls, the
//! ballots, shots and checks come from [`Protocol`]; what the protocol does not keep (who
//! shot whom in a blind night, whose hand went up in each count, who voted for «все
//! покидают?») is read here from the events and, for the all-leave hands, from the host's
//! actions, which alone hold those seats.
//!
//! The format counts players and rounds from 0: player `i` is our seat `i + 1`; round `k`
//! is our night `k + 1` (night 0 there is the first night, when nobody is shot) and the day
//! after it, our day `k + 1`.

use super::action::HostAction;
use super::event::{GameEvent, Moment};
use super::game::Game;
use super::protocol::{Period, Protocol};
use super::scoring::{self, NoScore};
use super::setup::{Role, Seat, Team};
use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use std::fmt;

/// When and in what language the game was played: the app knows these, the game log does
/// not (a save's `id` is its start).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The start, in milliseconds since 1970 (a save's `id`). The format requires it.
    pub start_ms: u64,
    /// The end, in milliseconds since 1970 (a finished game's last save), if known.
    pub end_ms: Option<u64>,
    /// Two-letter code of the language spoken at the table; the format assumes "ru".
    pub language: String,
}

/// Why a game cannot be exported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ExportError {
    /// The game goes on: the format needs a winner.
    NotOver,
    /// An upheld protest annulled the game or ordered a replay (R-WIN-3): there is no
    /// result to rate.
    Annulled,
    /// The format's roles are civ, maf, sheriff and don only: a Doctor or a Silencer
    /// (Party, or a Home deck with them) has no word there.
    Role { seat: Seat, role: Role },
    /// No start time (a game opened from a bare log): the format requires one.
    NoStartTime,
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExportError::NotOver => write!(f, "the game is not over: there is no winner yet"),
            ExportError::Annulled => write!(
                f,
                "an upheld protest annulled the game or ordered a replay: there is no result"
            ),
            ExportError::Role { seat, role } => write!(
                f,
                "seat {seat} is a {role:?}: the rating format knows civ, maf, sheriff and don only"
            ),
            ExportError::NoStartTime => write!(f, "the game's start time is not known"),
        }
    }
}

impl std::error::Error for ExportError {}

/// `winner`: who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RatingWinner {
    Civ,
    Maf,
    Tie,
}

/// `players[i].role`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RatingRole {
    Civ,
    Maf,
    Sheriff,
    Don,
}

/// A player index of the format: our seat minus one.
pub type Index = u8;

/// An object keyed `"player_<i>"`, in the order given (a ballot's order, or by index).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerMap<T>(pub Vec<(Index, T)>);

impl<T: Serialize> Serialize for PlayerMap<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (i, v) in &self.0 {
            map.serialize_entry(&format!("player_{i}"), v)?;
        }
        map.end()
    }
}

impl<T: Copy> PlayerMap<T> {
    /// The value at player `i`.
    pub fn get(&self, i: Index) -> Option<T> {
        self.0.iter().find(|(k, _)| *k == i).map(|(_, v)| *v)
    }
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RatingPlayer {
    /// The name at our table; the club's site matches it to its user (`user_id` / `user`
    /// are the site's, which we do not know).
    pub nickname: String,
    pub role: RatingRole,
    /// R-FOUL-1: fouls at the end of the game; left out when 0, as the format does.
    #[serde(skip_serializing_if = "is_zero")]
    pub warnings: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// `night.shooting`: the player killed, or, when the mafia missed, each shooter's target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Shooting {
    Killed(Index),
    /// A miss: shooter → target for each black whose shot was a seat (an empty object when
    /// the host entered only «промах»).
    Shots(PlayerMap<Index>),
}

/// One night.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RatingNight {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shooting: Option<Shooting>,
    /// The Don's check.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub don: Option<Index>,
    /// The Sheriff's check.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sheriff: Option<Index>,
}

/// One count of a revote series: voter → candidate, or, last, voter → for «все покидают?».
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Ballot {
    Votes(PlayerMap<Index>),
    AllLeave(PlayerMap<bool>),
}

/// `day.voting`: one count, or the counts of a tie and its revotes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Voting {
    Once(PlayerMap<Index>),
    Revotes(Vec<Ballot>),
}

/// One day.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RatingDay {
    /// Nominator → nominee, in ballot order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nominating: Option<PlayerMap<Index>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub voting: Option<Voting>,
}

/// One round: night `k` and day `k`; a part with nothing recorded is left out.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RatingRound {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub night: Option<RatingNight>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub day: Option<RatingDay>,
}

/// A game in the format of mafiaratings' `game_sample.js`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RatingGame {
    /// UNIX time, seconds.
    pub start_time: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end_time: Option<u64>,
    pub language: String,
    pub winner: RatingWinner,
    pub players: Vec<RatingPlayer>,
    pub rounds: Vec<RatingRound>,
}

impl RatingGame {
    /// The game as the JSON text a rating site takes.
    pub fn to_json(&self) -> String {
        crate::json::to_string_pretty(self)
    }
}

/// `game` in mafiaratings' format.
///
/// # Errors
/// The game is not over or was annulled, a seat holds a role the format has no word for,
/// or the start time is unknown (0).
pub fn mafiaratings(game: &Game, played: &Played) -> Result<RatingGame, ExportError> {
    let state = game.state();
    let winner = match scoring::result(state) {
        Err(NoScore::NotOver) => return Err(ExportError::NotOver),
        Err(NoScore::Annulled) => return Err(ExportError::Annulled),
        Ok(Some(Team::Red)) => RatingWinner::Civ,
        Ok(Some(Team::Black)) => RatingWinner::Maf,
        Ok(None) => RatingWinner::Tie,
    };
    let protocol = Protocol::of(game);
    let players = protocol
        .seats
        .iter()
        .map(|s| {
            let role = match s.role {
                Role::Civilian => RatingRole::Civ,
                Role::Mafia => RatingRole::Maf,
                Role::Sheriff => RatingRole::Sheriff,
                Role::Don => RatingRole::Don,
                role @ (Role::Doctor | Role::Silencer) => {
                    return Err(ExportError::Role { seat: s.seat, role })
                }
            };
            Ok(RatingPlayer {
                nickname: s.name.clone(),
                role,
                warnings: s.fouls,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    if played.start_ms == 0 {
        return Err(ExportError::NoStartTime);
    }
    let hands = Hands::of(game);
    let mut rounds: Vec<RatingRound> = Vec::new();
    for p in &protocol.periods {
        let (k, part) = match p.at {
            Moment::Night(n) => (n.saturating_sub(1), night(p, &hands)),
            Moment::Day(d) => (d.saturating_sub(1), day(p, d, &hands)),
        };
        let Some(part) = part else { continue };
        let k = k as usize;
        if rounds.len() <= k {
            rounds.resize_with(k + 1, RatingRound::default);
        }
        match part {
            Part::Night(n) => rounds[k].night = Some(n),
            Part::Day(d) => rounds[k].day = Some(d),
        }
    }
    Ok(RatingGame {
        start_time: played.start_ms / 1000,
        end_time: played.end_ms.map(|ms| ms / 1000),
        language: played.language.clone(),
        winner,
        players,
        rounds,
    })
}

/// `game` in mafiaratings' format, as JSON text.
///
/// # Errors
/// As [`mafiaratings`].
pub fn to_json(game: &Game, played: &Played) -> Result<String, ExportError> {
    mafiaratings(game, played).map(|g| g.to_json())
}

enum Part {
    Night(RatingNight),
    Day(RatingDay),
}

fn index(seat: Seat) -> Index {
    seat.saturating_sub(1)
}

fn night(p: &Period, hands: &Hands) -> Option<Part> {
    let Moment::Night(n) = p.at else { return None };
    let shooting = p.shot.map(|shot| match shot {
        Some(seat) => Shooting::Killed(index(seat)),
        None => Shooting::Shots(PlayerMap(
            hands
                .shots
                .iter()
                .filter(|(night, _, _)| *night == n)
                .map(|&(_, shooter, target)| (index(shooter), index(target)))
                .collect(),
        )),
    });
    let check = |by: Role| {
        p.checks
            .iter()
            .find(|c| c.by == by)
            .map(|c| index(c.target))
    };
    let out = RatingNight {
        shooting,
        don: check(Role::Don),
        sheriff: check(Role::Sheriff),
    };
    let empty = out.shooting.is_none() && out.don.is_none() && out.sheriff.is_none();
    (!empty).then_some(Part::Night(out))
}

fn day(p: &Period, d: u32, hands: &Hands) -> Option<Part> {
    let nominating = (!p.nominations.is_empty()).then(|| {
        PlayerMap(
            p.nominations
                .iter()
                .map(|n| (index(n.by), index(n.target)))
                .collect(),
        )
    });
    let voting = hands
        .days
        .iter()
        .find(|h| h.day == d)
        .and_then(DayHands::voting);
    let out = RatingDay { nominating, voting };
    (out.nominating.is_some() || out.voting.is_some()).then_some(Part::Day(out))
}

/// One finished count: each voter's candidate, or `None` when a candidate's hands were
/// entered as a number only.
type Count = Option<Vec<(Seat, Seat)>>;

/// A day's counts and its «все покидают?».
struct DayHands {
    day: u32,
    counts: Vec<Count>,
    /// `Some(None)`: asked, entered as a number only; `Some(Some(v))`: each voter's answer.
    all_leave: Option<Option<Vec<(Seat, bool)>>>,
}

impl DayHands {
    /// The day's voting, when every hand of every count was entered by seat; the revotes
    /// without the all-leave answers when only those were a number.
    fn voting(&self) -> Option<Voting> {
        let mut counts = Vec::with_capacity(self.counts.len());
        for c in &self.counts {
            let mut c = c.clone()?;
            c.sort_unstable();
            counts.push(PlayerMap(
                c.into_iter().map(|(v, t)| (index(v), index(t))).collect(),
            ));
        }
        if counts.is_empty() {
            return None;
        }
        if counts.len() == 1 && self.all_leave.is_none() {
            return counts.pop().map(Voting::Once);
        }
        let mut series: Vec<Ballot> = counts.into_iter().map(Ballot::Votes).collect();
        if let Some(Some(answers)) = &self.all_leave {
            let mut answers = answers.clone();
            answers.sort_unstable();
            series.push(Ballot::AllLeave(PlayerMap(
                answers
                    .into_iter()
                    .map(|(v, yes)| (index(v), yes))
                    .collect(),
            )));
        }
        Some(Voting::Revotes(series))
    }
}

/// What the protocol does not keep: each black's shot in the nights that missed, and the
/// hands of each count.
struct Hands {
    /// (night, shooter, target) of the blind nights.
    shots: Vec<(u32, Seat, Seat)>,
    days: Vec<DayHands>,
}

impl Hands {
    fn of(game: &Game) -> Hands {
        let rules = &game.setup().rules;
        let mut alive: Vec<Seat> = game.setup().players.iter().map(|p| p.seat).collect();
        let mut night = 1;
        let mut shots = Vec::new();
        let mut days: Vec<DayHands> = Vec::new();
        // The count under way: its voters and the hands so far.
        let mut open: Option<(Vec<Seat>, Count)> = None;
        let mut tied: Vec<Seat> = Vec::new();
        for (i, action) in game.actions().iter().enumerate() {
            for e in game.batch(i).unwrap_or(&[]) {
                match e {
                    GameEvent::NightFell { night: n, .. } => night = *n,
                    GameEvent::DayStarted { day, .. } => {
                        open = None;
                        days.push(DayHands {
                            day: *day,
                            counts: Vec::new(),
                            all_leave: None,
                        });
                    }
                    GameEvent::ShotResolved { shots: s, .. } => shots.extend(
                        s.iter()
                            .filter_map(|b| b.target.map(|t| (night, b.shooter, t))),
                    ),
                    GameEvent::VotingStarted { voters, .. } => {
                        open = Some((voters.clone(), Some(Vec::new())));
                    }
                    GameEvent::VotesCast {
                        candidate, voters, ..
                    } => {
                        if let Some((_, count)) = &mut open {
                            match (voters, count.as_mut()) {
                                (Some(seats), Some(hands)) => {
                                    hands.extend(seats.iter().map(|&v| (v, *candidate)))
                                }
                                _ => *count = None,
                            }
                        }
                    }
                    GameEvent::VotesToLast { candidate, .. } => {
                        // R-VOTE-2: every voter not yet counted votes for the last candidate.
                        if let Some((voters, Some(hands))) = &mut open {
                            let rest: Vec<Seat> = voters
                                .iter()
                                .copied()
                                .filter(|v| !hands.iter().any(|(h, _)| h == v))
                                .collect();
                            hands.extend(rest.into_iter().map(|v| (v, *candidate)));
                        }
                    }
                    GameEvent::Tally { .. } => {
                        if let (Some((_, count)), Some(d)) = (open.take(), days.last_mut()) {
                            d.counts.push(count);
                        }
                    }
                    GameEvent::VoteCancelled { .. } => open = None,
                    GameEvent::AllLeaveAsked { tied: t, .. } => tied = t.clone(),
                    GameEvent::AllLeaveDecided { .. } => {
                        // R-VOTE-7: who may answer; the action holds whose hands were up.
                        let answers = match action {
                            HostAction::AllLeave { voters } => Some(
                                alive
                                    .iter()
                                    .copied()
                                    .filter(|s| {
                                        rules.tied_players_vote_on_all_leave || !tied.contains(s)
                                    })
                                    .map(|s| (s, voters.contains(&s)))
                                    .collect(),
                            ),
                            _ => None,
                        };
                        if let Some(d) = days.last_mut() {
                            d.all_leave = Some(answers);
                        }
                    }
                    GameEvent::Eliminated { seat, .. } => alive.retain(|s| s != seat),
                    _ => {}
                }
            }
        }
        Hands { shots, days }
    }
}

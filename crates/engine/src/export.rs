//! A finished game in the game format mafiaratings' current server reads (szotin/mafiaratings
//! `api/ops/game.php`, checked by `Game::check` and described by `Game::api_help` in
//! `include/game.php`), field by field with its source in `docs/export.md` and as a JSON
//! Schema in `docs/export.schema.json`.
//!
//! Our game log stays the source of truth: this is a view of it, read from the events (and,
//! for the «все покидают?» hands, from the host's actions, which alone hold those seats),
//! with the state folded beside them to know the moment of each foul and removal.
//!
//! The format is per player: each of the ten players carries their death, warnings, the
//! rounds the Don and the Sheriff checked them, their best move (`legacy`) and, per round,
//! whom they nominated, voted for and (a black) shot. Players are numbered 1–10 (our seats);
//! rounds from 0: round `k` is our night `k + 1` and our day `k + 1` (its night 0 is our
//! first night, when nobody is shot).

use super::action::HostAction;
use super::event::NoExitWhy;
use super::event::{Exit, FirstNightStep, GameEvent, LastWordCause, Moment, NightStep};
use super::game::Game;
use super::rules::Preset;
use super::scoring::{self, NoScore};
use super::setup::{Role, Seat, Team};
use super::state::{GameState, Stage};
use serde::Serialize;
use std::fmt;

/// When and in what language the game was played: the app knows these, the game log does
/// not (a save's `id` is its start).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The start, in milliseconds since 1970 (a save's `id`). The server requires it.
    pub start_ms: u64,
    /// The end, in milliseconds since 1970. The server requires it.
    pub end_ms: Option<u64>,
    /// Two-letter code of the language spoken at the table; the server assumes "ru".
    pub language: String,
}

/// Why a game cannot be exported: the site's checker would refuse it, or rate it wrongly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ExportError {
    /// The game goes on: there is no `winner`.
    NotOver,
    /// An upheld protest annulled the game or ordered a replay (R-WIN-3): no result.
    Annulled,
    /// A Party game: open roles, an eyes-open mafia and the all-reds-out win are not the
    /// tournament game the site rates.
    Party,
    /// The site's games have exactly ten players ("Field players must be an array of size
    /// 10").
    Seats { count: usize },
    /// A role the site has no word for (its roles are civ, sheriff, maf, don).
    Role { seat: Seat, role: Role },
    /// Ten players, but not six civilians, one Sheriff, two mafia and one Don, which the
    /// site's checker requires ("This game has N civilians. Must be 6.").
    Composition {
        civilians: u8,
        sheriffs: u8,
        mafia: u8,
        dons: u8,
    },
    /// `start_ms` is 0 (a game opened from a bare log has no save `id`).
    NoStartTime,
    /// No end time, or one before the start.
    NoEndTime,
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExportError::NotOver => write!(f, "the game is not over: there is no winner yet"),
            ExportError::Annulled => write!(
                f,
                "an upheld protest annulled the game or ordered a replay: there is no result"
            ),
            ExportError::Party => write!(f, "the rating site does not rate Party games"),
            ExportError::Seats { count } => write!(
                f,
                "the game has {count} players: the rating site takes games of ten"
            ),
            ExportError::Role { seat, role } => write!(
                f,
                "seat {seat} is a {role:?}: the rating site knows civ, maf, sheriff and don only"
            ),
            ExportError::Composition {
                civilians,
                sheriffs,
                mafia,
                dons,
            } => write!(
                f,
                "the deck is {civilians} civilians, {sheriffs} sheriffs, {mafia} mafia and {dons} dons: \
                 the rating site takes 6, 1, 2 and 1"
            ),
            ExportError::NoStartTime => write!(f, "the game's start time is not known"),
            ExportError::NoEndTime => write!(f, "the game's end time is not known"),
        }
    }
}

impl std::error::Error for ExportError {}

/// `winner`.
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

/// `death.type`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum DeathType {
    /// Voted out.
    Day,
    /// Killed by the mafia.
    Night,
    /// The fourth foul (R-FOUL-3/4).
    Warnings,
    /// Removed by the host (R-FOUL-3).
    KickOut,
}

/// A moment of the game (the site's "gametime"): `time` is one of the site's words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameTime {
    pub round: u32,
    pub time: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub speaker: Option<Seat>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub voting_round: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nominee: Option<Seat>,
}

/// `death`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Death {
    pub round: u32,
    #[serde(rename = "type")]
    pub kind: DeathType,
    /// When a removal happened (`kickOut` only, as the site's own client writes it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time: Option<GameTime>,
}

/// One entry of a round's `voting` series: a vote for a candidate, or, last, the answer to
/// «все покидают?».
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum VoteItem {
    For(Seat),
    KillAll(bool),
}

/// `voting[round]`: one vote, or the votes of a tie's counts (and the all-leave answer).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Vote {
    One(Seat),
    Series(Vec<VoteItem>),
}

/// One player.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RatingPlayer {
    /// The name at our table (the site's user `id` we do not know).
    pub name: String,
    pub role: RatingRole,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub death: Option<Death>,
    /// R-FOUL-1: the moment of each foul (features `w` and `r`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<GameTime>,
    /// The round the Don checked this player.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub don: Option<u32>,
    /// The round the Sheriff checked this player.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sheriff: Option<u32>,
    /// R-LAST-3: the three seats the first killed named.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legacy: Option<Vec<Seat>>,
    /// The host's extra points (RULES.md "Scoring").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bonus: Option<f64>,
    /// Per round from 0: the seat this player nominated.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub nominating: Vec<Option<Seat>>,
    /// Per round from 0: how this player voted.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub voting: Vec<Option<Vote>>,
    /// A black only, per night from round 1 (`shooting[0]` is round 1): the seat shot.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub shooting: Vec<Option<Seat>>,
}

/// A game in the format of mafiaratings' server (`api_help`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RatingGame {
    /// The letters of what the record holds (`feature_flags_help`).
    pub features: String,
    /// UNIX time, seconds (as the site's own client writes it).
    pub start_time: u64,
    pub end_time: u64,
    pub language: String,
    pub winner: RatingWinner,
    pub players: Vec<RatingPlayer>,
    /// A tournament's table, from 1 (the site's `tableNum`); left out for a single game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table_num: Option<u32>,
    /// A tournament's round, from 1 (the site's `gameNum`: «Стол 2, игра 3»); left out for
    /// a single game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_num: Option<u32>,
}

impl RatingGame {
    /// The game as the JSON text the site takes.
    pub fn to_json(&self) -> String {
        crate::json::to_string_pretty(self)
    }
}

/// Why the game cannot go to the site, before anything is built.
fn refusal(state: &GameState) -> Result<RatingWinner, ExportError> {
    let winner = match scoring::result(state) {
        Err(NoScore::NotOver) => return Err(ExportError::NotOver),
        Err(NoScore::Annulled) => return Err(ExportError::Annulled),
        Ok(Some(Team::Red)) => RatingWinner::Civ,
        Ok(Some(Team::Black)) => RatingWinner::Maf,
        Ok(None) => RatingWinner::Tie,
    };
    if state.preset == Preset::Party {
        return Err(ExportError::Party);
    }
    if state.players.len() != 10 {
        return Err(ExportError::Seats {
            count: state.players.len(),
        });
    }
    if let Some(p) = state
        .players
        .iter()
        .find(|p| matches!(p.role, Role::Doctor | Role::Silencer))
    {
        return Err(ExportError::Role {
            seat: p.seat,
            role: p.role,
        });
    }
    let count = |r: Role| {
        u8::try_from(state.players.iter().filter(|p| p.role == r).count()).unwrap_or(u8::MAX)
    };
    let (civilians, sheriffs, mafia, dons) = (
        count(Role::Civilian),
        count(Role::Sheriff),
        count(Role::Mafia),
        count(Role::Don),
    );
    if (civilians, sheriffs, mafia, dons) != (6, 1, 2, 1) {
        return Err(ExportError::Composition {
            civilians,
            sheriffs,
            mafia,
            dons,
        });
    }
    Ok(winner)
}

/// The round of a moment: our night `n` and day `n` are round `n - 1`.
fn round_of(at: Moment) -> u32 {
    match at {
        Moment::Night(n) | Moment::Day(n) => n.saturating_sub(1),
    }
}

fn time(round: u32, time: &'static str) -> GameTime {
    GameTime {
        round,
        time,
        speaker: None,
        voting_round: None,
        nominee: None,
    }
}

/// The site's gametime of `s`'s present moment (a foul or a removal entered now).
/// `counts` is the number of counts the day has finished so far (the site's `votingRound`).
fn game_time(s: &GameState, counts: u32) -> GameTime {
    let night = s.night_number.saturating_sub(1);
    let day = s.day_number.saturating_sub(1);
    match &s.stage {
        Stage::FirstNight { step } => time(
            0,
            match step {
                FirstNightStep::Agreement => "arrangement",
                FirstNightStep::DonMeets => "don",
                FirstNightStep::SheriffMeets => "sheriff",
                FirstNightStep::DoctorMeets | FirstNightStep::SilencerMeets => "relaxed sitting",
            },
        ),
        Stage::Night { step } => time(
            night,
            match step {
                NightStep::Shot => "shooting",
                NightStep::DonCheck => "don",
                NightStep::SheriffCheck => "sheriff",
                NightStep::Doctor | NightStep::Silencer | NightStep::BestMove => "night end",
            },
        ),
        Stage::Morning => time(day, "day start"),
        Stage::BestMove { seat } => GameTime {
            speaker: Some(*seat),
            ..time(day, "night kill speaking")
        },
        Stage::LastWord {
            seat,
            cause: LastWordCause::Killed,
            ..
        } => GameTime {
            speaker: Some(*seat),
            ..time(day, "night kill speaking")
        },
        Stage::LastWord {
            seat,
            cause: LastWordCause::VotedOut,
            ..
        } => GameTime {
            speaker: Some(*seat),
            ..time(day, "day kill speaking")
        },
        Stage::Speech { seat, .. } => GameTime {
            speaker: Some(*seat),
            ..time(day, "speaking")
        },
        Stage::TieSpeech { seat, .. } => GameTime {
            speaker: Some(*seat),
            voting_round: Some(counts),
            ..time(day, "speaking")
        },
        Stage::Discussion { .. } => time(day, "voting start"),
        Stage::Voting(v) => GameTime {
            voting_round: Some(counts),
            nominee: v.next_candidate().or_else(|| v.candidates.last().copied()),
            ..time(day, "voting")
        },
        Stage::AllLeave { .. } => GameTime {
            voting_round: Some(counts.saturating_sub(1)),
            ..time(day, "voting kill all")
        },
        Stage::GameOver => time(day.max(night), "end"),
    }
}

/// One finished count: each voter's candidate, or `None` when a candidate's hands were
/// entered as a number only.
type Count = Option<Vec<(Seat, Seat)>>;

/// One day's votes.
#[derive(Default)]
struct DayVotes {
    counts: Vec<Count>,
    /// `Some(None)`: asked, entered as a number; `Some(Some(v))`: each voter's answer.
    all_leave: Option<Option<Vec<(Seat, bool)>>>,
    cancelled: bool,
}

/// `game` in mafiaratings' format.
///
/// # Errors
/// The game is not over or was annulled, is a Party game, has other than ten players or the
/// site's deck (6 civilians, a Sheriff, 2 mafia, a Don), or a time is not known.
pub fn mafiaratings(game: &Game, played: &Played) -> Result<RatingGame, ExportError> {
    let state = game.state();
    let winner = refusal(state)?;
    if played.start_ms == 0 {
        return Err(ExportError::NoStartTime);
    }
    let end_ms = match played.end_ms {
        Some(end) if end >= played.start_ms => end,
        _ => return Err(ExportError::NoEndTime),
    };
    let rules = &game.setup().rules;
    let mut players: Vec<RatingPlayer> = state
        .players
        .iter()
        .map(|p| RatingPlayer {
            name: p.name.clone(),
            role: match p.role {
                Role::Mafia => RatingRole::Maf,
                Role::Sheriff => RatingRole::Sheriff,
                Role::Don => RatingRole::Don,
                _ => RatingRole::Civ,
            },
            death: None,
            warnings: Vec::new(),
            don: None,
            sheriff: None,
            legacy: None,
            bonus: None,
            nominating: Vec::new(),
            voting: Vec::new(),
            shooting: Vec::new(),
        })
        .collect();
    let at = |seat: Seat| usize::from(seat.saturating_sub(1));

    let mut s = GameState::new(game.setup());
    let mut days: Vec<DayVotes> = Vec::new();
    let mut open: Option<(Vec<Seat>, Count)> = None;
    let mut tied: Vec<Seat> = Vec::new();
    let mut removal_time: Vec<(Seat, GameTime)> = Vec::new();
    let mut shots_known = true;
    let mut unvoted_single = false;
    // Rounds whose vote the site takes as cancelled by a removal (its is_voting_canceled).
    let mut site_cancels: Vec<usize> = Vec::new();
    for (i, action) in game.actions().iter().enumerate() {
        for e in game.batch(i).unwrap_or(&[]) {
            let counts_so_far = days
                .last()
                .map_or(0, |d| u32::try_from(d.counts.len()).unwrap_or(0));
            match e {
                GameEvent::DayStarted { .. } => {
                    open = None;
                    days.push(DayVotes::default());
                }
                GameEvent::Fouled { seat, .. } => {
                    let p = &mut players[at(*seat)];
                    if p.warnings.len() < 4 {
                        p.warnings.push(game_time(&s, counts_so_far));
                    }
                }
                GameEvent::Eliminated {
                    seat,
                    exit: Exit::Removed,
                    ..
                } => {
                    removal_time.push((*seat, game_time(&s, counts_so_far)));
                    // The site (FIIM) cancels the next day's vote after a removal at night
                    // or after the day's result; R-VOTE-9 does not.
                    let night = matches!(s.stage, Stage::FirstNight { .. } | Stage::Night { .. });
                    let after_result = s.day.vote_decided
                        || matches!(
                            s.stage,
                            Stage::LastWord {
                                cause: LastWordCause::VotedOut,
                                ..
                            }
                        );
                    if night {
                        site_cancels.push(s.night_number.saturating_sub(1) as usize);
                    } else if after_result {
                        site_cancels.push(s.day_number as usize);
                    }
                }
                GameEvent::Eliminated {
                    seat,
                    exit: Exit::VotedOut,
                    ..
                } if open.is_none() && days.last().is_some_and(|d| d.counts.is_empty()) => {
                    // R-VOTE-4: a single candidate on a later day leaves without a count;
                    // every vote is theirs (R-VOTE-2: votes not cast go to the last one).
                    let count = s.living().into_iter().map(|v| (v, *seat)).collect();
                    if let Some(d) = days.last_mut() {
                        d.counts.push(Some(count));
                    }
                }
                GameEvent::NoExit {
                    why: NoExitWhy::SingleCandidateNoVote,
                    ..
                } => unvoted_single = true,
                GameEvent::ShotResolved { target, shots, .. } => {
                    let round = s.night_number.saturating_sub(1);
                    let blacks: Vec<Seat> = s
                        .players
                        .iter()
                        .filter(|p| p.alive && p.role.team() == Team::Black)
                        .map(|p| p.seat)
                        .collect();
                    for b in blacks {
                        let shot = if shots.is_empty() {
                            if target.is_none() {
                                // A miss entered as «промах»: whom each shot is not known.
                                shots_known = false;
                            }
                            *target
                        } else {
                            shots.iter().find(|x| x.shooter == b).and_then(|x| x.target)
                        };
                        if round >= 1 {
                            let list = &mut players[at(b)].shooting;
                            let k = round as usize - 1;
                            if list.len() <= k {
                                list.resize(k + 1, None);
                            }
                            list[k] = shot;
                        }
                    }
                }
                GameEvent::DonChecked { target, .. } => {
                    let p = &mut players[at(*target)];
                    p.don = p.don.or(Some(s.night_number.saturating_sub(1)));
                }
                GameEvent::SheriffChecked { target, .. } => {
                    let p = &mut players[at(*target)];
                    p.sheriff = p.sheriff.or(Some(s.night_number.saturating_sub(1)));
                }
                GameEvent::BestMoveMade { by, seats, .. } => {
                    players[at(*by)].legacy = Some(seats.clone());
                }
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
                GameEvent::VoteCancelled { .. } => {
                    open = None;
                    if let Some(d) = days.last_mut() {
                        d.cancelled = true;
                    }
                }
                GameEvent::AllLeaveAsked { tied: t, .. } => tied = t.clone(),
                GameEvent::AllLeaveDecided { .. } => {
                    let answers = match action {
                        HostAction::AllLeave { voters } => Some(
                            s.living()
                                .into_iter()
                                .filter(|v| {
                                    rules.tied_players_vote_on_all_leave || !tied.contains(v)
                                })
                                .map(|v| (v, voters.contains(&v)))
                                .collect(),
                        ),
                        _ => None,
                    };
                    if let Some(d) = days.last_mut() {
                        d.all_leave = Some(answers);
                    }
                }
                GameEvent::ExtraPointsGiven { seat, tenths, .. } => {
                    let p = &mut players[at(*seat)];
                    let before = p.bonus.map_or(0, |b| (b * 10.0).round() as i32);
                    let sum = before + i32::from(*tenths);
                    p.bonus = (sum != 0).then(|| f64::from(sum) / 10.0);
                }
                _ => {}
            }
            s.fold(e);
        }
    }

    // Deaths: how and when each player left.
    for e in &state.eliminations {
        let round = round_of(e.at);
        let fouls = state.player(e.seat).map_or(0, |p| p.fouls);
        let (kind, time) = match e.exit {
            Exit::Killed => (DeathType::Night, None),
            Exit::VotedOut => (DeathType::Day, None),
            Exit::Removed if fouls >= 4 => (DeathType::Warnings, None),
            Exit::Removed => (
                DeathType::KickOut,
                removal_time
                    .iter()
                    .find(|(seat, _)| *seat == e.seat)
                    .map(|(_, t)| t.clone())
                    .or_else(|| Some(time(round, "end"))),
            ),
        };
        players[at(e.seat)].death = Some(Death { round, kind, time });
    }
    // The site takes a legacy only from a player killed at night in round 1 or before.
    for p in &mut players {
        let fits = p
            .death
            .as_ref()
            .is_some_and(|d| d.kind == DeathType::Night && d.round <= 1);
        if !fits {
            p.legacy = None;
        }
    }

    // Nominations: the ballot as it stood when the vote came (R-DAY-3/4).
    let protocol = super::protocol::Protocol::of(game);
    for period in &protocol.periods {
        let Moment::Day(d) = period.at else { continue };
        let round = d.saturating_sub(1) as usize;
        for n in &period.nominations {
            let list = &mut players[at(n.by)].nominating;
            if list.len() <= round {
                list.resize(round + 1, None);
            }
            list[round] = Some(n.target);
        }
    }

    // Votes: each player's per round, when every count's hands were entered by seat.
    let votes_known = days
        .iter()
        .filter(|d| !d.cancelled)
        .all(|d| d.counts.iter().all(Option::is_some));
    // A vote held on a day the site takes as cancelled: the site would set its votes aside.
    let site_differs = site_cancels.iter().any(|&r| {
        days.get(r)
            .is_some_and(|d| !d.cancelled && !d.counts.is_empty())
    });
    let votes_known = votes_known && !site_differs;
    let kill_all_known = days
        .iter()
        .filter(|d| !d.cancelled)
        .all(|d| !matches!(d.all_leave, Some(None)));
    if votes_known {
        for (r, d) in days.iter().enumerate() {
            if d.cancelled || d.counts.is_empty() {
                continue;
            }
            for p in 1..=10u8 {
                let mut series: Vec<VoteItem> = d
                    .counts
                    .iter()
                    .filter_map(|c| {
                        c.as_ref()
                            .and_then(|c| c.iter().find(|(v, _)| *v == p).map(|(_, t)| *t))
                    })
                    .map(VoteItem::For)
                    .collect();
                if let Some(Some(answers)) = &d.all_leave {
                    if let Some((_, yes)) = answers.iter().find(|(v, _)| *v == p) {
                        series.push(VoteItem::KillAll(*yes));
                    }
                }
                // On a day of more than one count, a player who voted in the first only
                // (tied, R-VOTE-6) is still a series: the site's init_votings cannot mix a
                // bare number with the series of the same candidate.
                let vote = match series.as_slice() {
                    [] => continue,
                    [VoteItem::For(t)] if d.counts.len() == 1 => Vote::One(*t),
                    _ => Vote::Series(series),
                };
                let list = &mut players[at(p)].voting;
                if list.len() <= r {
                    list.resize(r + 1, None);
                }
                list[r] = Some(vote);
            }
        }
    }

    let mut features = String::from("gsdutc");
    if rules.best_move {
        features.push('l');
    }
    if shots_known {
        features.push('h');
    } else {
        players.iter_mut().for_each(|p| p.shooting.clear());
    }
    if votes_known {
        features.push('v');
        if kill_all_known {
            features.push('k');
        }
    }
    if unvoted_single {
        // A single candidate not voted on after day 1 (Club, R-VOTE-4): the site would
        // expect every living player's vote in that round.
        players.iter_mut().for_each(|p| p.nominating.clear());
    } else {
        features.push('n');
    }
    features.push_str("wr");
    if votes_known && !kill_all_known {
        for p in &mut players {
            for v in p.voting.iter_mut().flatten() {
                if let Vote::Series(items) = v {
                    items.retain(|i| matches!(i, VoteItem::For(_)));
                }
            }
        }
    }
    for p in &mut players {
        while p.shooting.last() == Some(&None) {
            p.shooting.pop();
        }
    }

    Ok(RatingGame {
        features,
        start_time: played.start_ms / 1000,
        end_time: end_ms / 1000,
        language: played.language.clone(),
        winner,
        players,
        table_num: None,
        game_num: None,
    })
}

/// `game` in mafiaratings' format, as JSON text.
///
/// # Errors
/// As [`mafiaratings`].
pub fn to_json(game: &Game, played: &Played) -> Result<String, ExportError> {
    mafiaratings(game, played).map(|g| g.to_json())
}

//! The evening's standings (R-EVE-1 to R-EVE-3): the numbers it counts with, each player's
//! line over the finished games (R-SCORE points, the first-killed compensation Ci) and the
//! order of the lines, its tie-breaks named.

use crate::event::{Exit, Moment};
use crate::scoring::{self, Scoring};
use crate::setup::{Role, Team};
use crate::state::GameState;
use serde::{Deserialize, Serialize};

/// The evening's numbers: R-SCORE's points per game and the first-killed compensation, in
/// hundredths (0 = off).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EveningScoring {
    /// R-SCORE's points count (Sport, Club); off, the standings are wins and survivals
    /// (Home, Party), unless the host switches them on.
    pub count_points: bool,
    pub points: Scoring,
    /// Ci's cap: the most a first-killed red gets for one game (FIIM: 0.4).
    pub ci_cap: i16,
    /// Ci's share of games, in hundredths (FIIM: 0.4): `i × cap / round(N × share)`.
    pub ci_share: i16,
}

impl EveningScoring {
    /// A preset's evening: Sport and Club count points, Home and Party wins and survivals.
    pub fn for_preset(preset: crate::rules::Preset) -> EveningScoring {
        use crate::rules::Preset;
        EveningScoring {
            count_points: matches!(preset, Preset::Sport | Preset::Club),
            ..EveningScoring::default()
        }
    }
}

impl Default for EveningScoring {
    fn default() -> EveningScoring {
        EveningScoring {
            count_points: true,
            points: Scoring::default(),
            ci_cap: 40,
            ci_share: 40,
        }
    }
}

/// One player's line in the standings. Points are in hundredths.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Standing {
    /// 1 for the first; players equal on every tie-break share a rank.
    pub rank: usize,
    pub name: String,
    pub games: u32,
    pub wins: u32,
    pub wins_red: u32,
    pub wins_black: u32,
    pub wins_sheriff: u32,
    pub wins_don: u32,
    /// Games in which the player was killed on the first night with a shot.
    pub first_killed: u32,
    /// Games the player was still at the table at the end of.
    pub survived: u32,
    pub win_points: i32,
    pub best_move: i32,
    /// Removals by four fouls or by the host (negative).
    pub penalty: i32,
    pub extra: i32,
    /// The first-killed compensation.
    pub ci: i32,
    pub total: i32,
}

impl Standing {
    /// Adds `other`'s games and points to this line (its rank is set again by [`rank`]).
    pub fn add(&mut self, other: &Standing) {
        self.games += other.games;
        self.wins += other.wins;
        self.wins_red += other.wins_red;
        self.wins_black += other.wins_black;
        self.wins_sheriff += other.wins_sheriff;
        self.wins_don += other.wins_don;
        self.first_killed += other.first_killed;
        self.survived += other.survived;
        self.win_points += other.win_points;
        self.best_move += other.best_move;
        self.penalty += other.penalty;
        self.extra += other.extra;
        self.ci += other.ci;
        self.total += other.total;
    }
}

/// The night the first shot of a game is fired: night 1 is the договорка, with no shot
/// (R-N0-3).
const FIRST_SHOT_NIGHT: u32 = 2;

/// Whether `seat` was killed on the first night with a shot.
pub(super) fn killed_first(state: &GameState, seat: u8) -> bool {
    state.eliminations.iter().any(|e| {
        e.seat == seat && e.exit == Exit::Killed && e.at == Moment::Night(FIRST_SHOT_NIGHT)
    })
}

/// `x` rounded half away from zero, for hundredths: `round(N × share)` of Ci.
fn round_hundredths(x: i32) -> i32 {
    (x + 50).div_euclid(100)
}

/// R-EVE-1: the standings of the evening's finished games, in order, each player by name.
/// A game annulled by a protest (R-WIN-3) or not finished counts for nothing. Points per game
/// are R-SCORE's; a red player killed on the first night with a shot, in a game red lost,
/// also gets Ci = min(cap, i × cap / round(N × share)) (R-EVE-2), where `i` is how often the
/// player was killed first this evening and `N` how many games they played (a zero
/// denominator gives the cap). Ranked by total, then R-EVE-3's tie-breaks: extra + penalty +
/// best-move points, wins, wins as Sheriff or Don, first-night deaths.
pub fn standings(games: &[GameState], scoring: &EveningScoring) -> Vec<Standing> {
    let mut lines: Vec<Standing> = Vec::new();
    // For Ci, counted after the whole evening: the games each player lost killed first.
    let mut lost_first: Vec<u32> = Vec::new();
    for state in games {
        let Ok(winners) = scoring::result(state) else {
            continue;
        };
        let Ok(scores) = scoring::score(state, &scoring.points) else {
            continue;
        };
        for (p, s) in state.players.iter().zip(scores) {
            let i = match lines.iter().position(|l| l.name == p.name) {
                Some(i) => i,
                None => {
                    lines.push(Standing {
                        rank: 0,
                        name: p.name.clone(),
                        games: 0,
                        wins: 0,
                        wins_red: 0,
                        wins_black: 0,
                        wins_sheriff: 0,
                        wins_don: 0,
                        first_killed: 0,
                        survived: 0,
                        win_points: 0,
                        best_move: 0,
                        penalty: 0,
                        extra: 0,
                        ci: 0,
                        total: 0,
                    });
                    lost_first.push(0);
                    lines.len() - 1
                }
            };
            let line = &mut lines[i];
            let team = p.role.team();
            let won = winners == Some(team);
            line.games += 1;
            if won {
                line.wins += 1;
                match team {
                    Team::Red => line.wins_red += 1,
                    Team::Black => line.wins_black += 1,
                }
                match p.role {
                    Role::Sheriff => line.wins_sheriff += 1,
                    Role::Don => line.wins_don += 1,
                    _ => {}
                }
            }
            if p.alive {
                line.survived += 1;
            }
            if killed_first(state, p.seat) {
                line.first_killed += 1;
                if team == Team::Red && winners == Some(Team::Black) {
                    lost_first[i] += 1;
                }
            }
            line.win_points += i32::from(s.win);
            line.best_move += i32::from(s.best_move);
            line.penalty += i32::from(s.penalty);
            line.extra += i32::from(s.extra);
        }
    }
    for (line, lost) in lines.iter_mut().zip(lost_first) {
        if scoring.count_points {
            line.ci = i32::try_from(lost).unwrap_or(0) * ci(line, scoring);
            line.total = line.win_points + line.best_move + line.penalty + line.extra + line.ci;
        } else {
            line.win_points = 0;
            line.best_move = 0;
            line.penalty = 0;
            line.extra = 0;
        }
    }
    rank(&mut lines, scoring.count_points);
    lines
}

/// R-EVE-3: orders the lines and gives each its rank: with points by total, then extra +
/// penalty + best-move points, wins, wins as Sheriff or Don, first-night deaths; without
/// (Home, Party) by wins, then games survived. Lines equal on all of them share a rank (the
/// next rank skips, 1, 2, 2, 4).
pub fn rank(lines: &mut [Standing], points: bool) {
    lines.sort_by_key(|l| std::cmp::Reverse(key(l, points)));
    let mut rank = 0;
    for i in 0..lines.len() {
        if i == 0 || key(&lines[i], points) != key(&lines[i - 1], points) {
            rank = i + 1;
        }
        lines[i].rank = rank;
    }
}

/// R-EVE-3: what orders the standings, most important first. With points: the total,
/// then extra + penalty + best-move points, wins, wins as Sheriff or Don, first-night
/// deaths, games survived; without (Home, Party): wins, games survived, wins as Sheriff or
/// Don, first-night deaths. The first is the place itself; the others are tie-breaks.
pub fn criteria(points: bool) -> &'static [Criterion] {
    use Criterion::*;
    if points {
        &[
            Total,
            ExtraPenaltyBest,
            Wins,
            SheriffDonWins,
            FirstKilled,
            Survived,
        ]
    } else {
        &[Wins, Survived, SheriffDonWins, FirstKilled]
    }
}

/// R-EVE-2: one game's Ci for this player.
pub(super) fn ci(line: &Standing, scoring: &EveningScoring) -> i32 {
    let cap = i32::from(scoring.ci_cap);
    if cap <= 0 || line.first_killed == 0 {
        return 0;
    }
    let games = i32::try_from(line.games).unwrap_or(i32::MAX);
    let share = round_hundredths(games.saturating_mul(i32::from(scoring.ci_share)));
    if share <= 0 {
        return cap;
    }
    let i = i32::try_from(line.first_killed).unwrap_or(i32::MAX);
    (i.saturating_mul(cap) / share).min(cap)
}

/// R-EVE-3: what ranks a line, most first ([`criteria`]), padded to one length.
fn key(l: &Standing, points: bool) -> [i32; 6] {
    let mut k = [0; 6];
    for (slot, c) in k.iter_mut().zip(criteria(points)) {
        *slot = c.of(l);
    }
    k
}

/// One criterion of R-EVE-3's order ([`criteria`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Criterion {
    /// The total of points (with points, the place itself).
    Total,
    /// Extra + penalty + best-move points (hundredths).
    ExtraPenaltyBest,
    Wins,
    /// Wins as Sheriff or Don.
    SheriffDonWins,
    /// Games killed on the first night with a shot.
    FirstKilled,
    /// Games still at the table at their end.
    Survived,
}

impl Criterion {
    /// This criterion's value for a line (points in hundredths).
    pub fn of(self, l: &Standing) -> i32 {
        let n = |x: u32| i32::try_from(x).unwrap_or(i32::MAX);
        match self {
            Criterion::Total => l.total,
            Criterion::ExtraPenaltyBest => l.extra + l.penalty + l.best_move,
            Criterion::Wins => n(l.wins),
            Criterion::SheriffDonWins => n(l.wins_sheriff + l.wins_don),
            Criterion::FirstKilled => n(l.first_killed),
            Criterion::Survived => n(l.survived),
        }
    }

    /// Whether the value is points in hundredths (else a count).
    pub fn is_points(self) -> bool {
        matches!(self, Criterion::Total | Criterion::ExtraPenaltyBest)
    }
}

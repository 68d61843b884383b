//! RULES.md "Scoring" (Sport, optional, clubs differ): points per player after a game.
//! Every number is a setting; points are kept in hundredths so 0.25 stays exact.

use super::action::Remedy;
use super::event::{Exit, Winner};
use super::setup::{Seat, Team};
use super::state::GameState;
use serde::{Deserialize, Serialize};

/// The points of RULES.md "Scoring", in hundredths of a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scoring {
    /// Each player of the winning team.
    pub win: i16,
    /// A red player's best move naming three blacks.
    pub best_move_three: i16,
    /// A red player's best move naming two blacks.
    pub best_move_two: i16,
    /// Removed by the fourth warning (R-FOUL-1).
    pub four_fouls: i16,
    /// Removed by the host (disqualification, R-FOUL-3).
    pub disqualified: i16,
}

impl Default for Scoring {
    /// The numbers RULES.md gives: +1, +0.4, +0.25, −0.5, −0.5.
    fn default() -> Scoring {
        Scoring {
            win: 100,
            best_move_three: 40,
            best_move_two: 25,
            four_fouls: -50,
            disqualified: -50,
        }
    }
}

/// One player's points, in hundredths.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatScore {
    pub seat: Seat,
    pub win: i16,
    pub best_move: i16,
    pub penalty: i16,
    /// The host's extra points (given in tenths, kept here in hundredths).
    pub extra: i16,
    pub total: i16,
}

/// Why a finished game gives no points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum NoScore {
    /// The game goes on.
    NotOver,
    /// An upheld protest annulled the game or ordered a replay (R-WIN-3).
    Annulled,
}

/// The team that won for scoring: an upheld protest's verdict (R-WIN-3) overrides the
/// table's; a draw has none.
pub fn result(state: &GameState) -> Result<Option<Team>, NoScore> {
    let Some(winner) = state.winner else {
        return Err(NoScore::NotOver);
    };
    match state
        .protests
        .iter()
        .rev()
        .find(|p| p.upheld)
        .map(|p| p.remedy)
    {
        Some(Remedy::Annul | Remedy::Replay) => Err(NoScore::Annulled),
        Some(Remedy::RedWins) => Ok(Some(Team::Red)),
        Some(Remedy::BlackWins) => Ok(Some(Team::Black)),
        None => Ok(match winner {
            Winner::Red => Some(Team::Red),
            Winner::Black => Some(Team::Black),
            Winner::Draw => None,
        }),
    }
}

/// Every seat's points after the game.
///
/// # Errors
/// The game is not over, or a protest annulled it.
pub fn score(state: &GameState, points: &Scoring) -> Result<Vec<SeatScore>, NoScore> {
    let winners = result(state)?;
    Ok(state
        .players
        .iter()
        .map(|p| {
            let team = p.role.team();
            let win = if winners == Some(team) { points.win } else { 0 };
            let best_move = match &state.best_move {
                Some(b) if b.by == p.seat && team == Team::Red => match b.blacks {
                    3 => points.best_move_three,
                    2 => points.best_move_two,
                    _ => 0,
                },
                _ => 0,
            };
            let removed = state
                .eliminations
                .iter()
                .any(|e| e.seat == p.seat && e.exit == Exit::Removed);
            let penalty = match (removed, p.fouls >= 4) {
                (false, _) => 0,
                (true, true) => points.four_fouls,
                (true, false) => points.disqualified,
            };
            let extra = state
                .extra_points
                .iter()
                .filter(|(s, _)| *s == p.seat)
                .map(|(_, t)| i16::from(*t) * 10)
                .sum();
            SeatScore {
                seat: p.seat,
                win,
                best_move,
                penalty,
                extra,
                total: win + best_move + penalty + extra,
            }
        })
        .collect())
}

/// Hundredths as a point figure: 140 → "1.4", −50 → "−0.5", 125 → "1.25".
pub fn points(h: i16) -> String {
    let sign = if h < 0 { "−" } else { "" };
    let a = h.unsigned_abs();
    let (whole, frac) = (a / 100, a % 100);
    match frac {
        0 => format!("{sign}{whole}"),
        f if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
        f => format!("{sign}{whole}.{f:02}"),
    }
}

/// The largest number of points a setting may hold, either way (hundredths): ±10 points.
pub const POINTS_LIMIT: i16 = 1000;

/// Why a typed number of points is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum PointsError {
    Empty,
    /// Not a number such as "0.4", "-0,5" or "1".
    NotANumber,
    /// More than two decimals: points are kept in hundredths.
    TooPrecise,
    /// Beyond ±10 points ([`POINTS_LIMIT`]).
    TooLarge,
}

/// A number of points as the host types it, in hundredths: "0.4" and "0,4" → 40,
/// "−0.5" and "-0.5" → −50, "+1" → 100, "0.25" → 25.
///
/// # Errors
/// Empty, not a number, more than two decimals, or beyond ±10 points.
pub fn parse_points(text: &str) -> Result<i16, PointsError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(PointsError::Empty);
    }
    let (negative, digits) = match t.strip_prefix(['-', '−']) {
        Some(rest) => (true, rest),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let (whole, frac) = match digits.split_once(['.', ',']) {
        Some((w, f)) => (w, f),
        None => (digits, ""),
    };
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && frac.is_empty()) || !all_digits(whole) || !all_digits(frac) {
        return Err(PointsError::NotANumber);
    }
    if frac.len() > 2 {
        return Err(PointsError::TooPrecise);
    }
    if whole.len() > 2 {
        return Err(PointsError::TooLarge);
    }
    let whole: i16 = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| PointsError::NotANumber)?
    };
    let frac: i16 = match frac.len() {
        0 => 0,
        1 => frac.parse::<i16>().map_err(|_| PointsError::NotANumber)? * 10,
        _ => frac.parse().map_err(|_| PointsError::NotANumber)?,
    };
    let h = whole * 100 + frac;
    if h > POINTS_LIMIT {
        return Err(PointsError::TooLarge);
    }
    Ok(if negative { -h } else { h })
}

impl Scoring {
    /// The five numbers in hundredths, in the order win, best move with three blacks, with
    /// two, four fouls, disqualified.
    pub fn numbers(&self) -> [i16; 5] {
        [
            self.win,
            self.best_move_three,
            self.best_move_two,
            self.four_fouls,
            self.disqualified,
        ]
    }

    /// The settings as stored ([`Scoring::to_text`]); `None` when the text is not five
    /// whole hundredths within ±10 points (then the app uses the defaults). Plain text
    /// rather than JSON keeps serde's reader for this type out of the wasm.
    pub fn from_text(text: &str) -> Option<Scoring> {
        let fits = |h: &i16| (-POINTS_LIMIT..=POINTS_LIMIT).contains(h);
        let n: Vec<i16> = text
            .split_whitespace()
            .map(|x| x.parse().ok().filter(fits))
            .collect::<Option<_>>()?;
        match n[..] {
            [win, best_move_three, best_move_two, four_fouls, disqualified] => Some(Scoring {
                win,
                best_move_three,
                best_move_two,
                four_fouls,
                disqualified,
            }),
            _ => None,
        }
    }

    /// The numbers in hundredths, space-separated: "100 40 25 -50 -50".
    pub fn to_text(&self) -> String {
        self.numbers().map(|h| h.to_string()).join(" ")
    }
}

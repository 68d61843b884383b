//! The evening's per-game grid (issue 39): a paper sheet's player × game table. Each cell is
//! one player's game — the seat, the role, the points and their parts, Ci — or empty when
//! the player sat that game out; each row is a standings line with the tie-break that put it
//! above the next line at equal points (R-EVE-3). The screen and the files only draw it.

use super::standings::{
    ci, criteria, killed_first, rank, standings, Criterion, EveningScoring, Standing,
};
use crate::event::Winner;
use crate::scoring;
use crate::setup::{Role, Seat, Team};
use crate::state::GameState;
use serde::Serialize;

/// Why a line stands above the next at equal points (equal wins without points): the first
/// tie-break where they differ, and both values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TieBreak {
    pub by: Criterion,
    /// The next line's name: the one this line is placed above.
    pub over: String,
    /// This line's value of `by`.
    pub mine: i32,
    /// The next line's.
    pub theirs: i32,
}

/// One player's game. Points in hundredths; all zero in an evening without points and in a
/// game that counts for nothing (`counted` false).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GridCell {
    pub seat: Seat,
    pub role: Role,
    /// The player's team won (by the protest's verdict where one was upheld).
    pub won: bool,
    /// The game counts (not annulled by a protest, R-WIN-3).
    pub counted: bool,
    pub first_killed: bool,
    pub survived: bool,
    pub win: i32,
    pub best_move: i32,
    pub penalty: i32,
    pub extra: i32,
    /// The first-killed compensation for this game (R-EVE-2).
    pub ci: i32,
    pub total: i32,
}

/// One game, a column of the grid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GridGame {
    /// 1-based, as the host counts games.
    pub number: usize,
    /// The result that counts: the table's, or an upheld protest's verdict; `None` when the
    /// game counts for nothing (annulled, or not over).
    pub winner: Option<Winner>,
    /// How many played it.
    pub players: usize,
}

/// A standings line with its games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GridRow {
    pub standing: Standing,
    /// Set when this line is placed above the next one by a tie-break.
    pub tie_break: Option<TieBreak>,
    /// One per game, in order; `None`: sat that game out.
    pub cells: Vec<Option<GridCell>>,
}

/// The whole grid: the games, and the standings in order with each player's games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Grid {
    pub count_points: bool,
    pub games: Vec<GridGame>,
    pub rows: Vec<GridRow>,
}

/// Issue 39 / R-EVE-1..3: the standings of the evening's games with each player's games
/// beside them. A row's cells add up to its standing: the sum of the cells' totals is the
/// line's total, Ci included.
pub fn grid(games: &[GameState], scoring: &EveningScoring) -> Grid {
    grid_with(games, scoring, &[])
}

/// [`grid`] with lines brought from earlier games (a tournament's final with the qualifying
/// points carried over): each is added to the line of the same name, or stands alone when
/// that player has no game here, and all are ranked again. The cells are `games`' only, so a
/// row's cells add up to its standing less what it carried.
pub fn grid_with(games: &[GameState], scoring: &EveningScoring, carried: &[Standing]) -> Grid {
    let mut lines = standings(games, scoring);
    let points = scoring.count_points;
    if !carried.is_empty() {
        for c in carried {
            match lines.iter_mut().find(|l| l.name == c.name) {
                Some(line) => line.add(c),
                None => lines.push(c.clone()),
            }
        }
        rank(&mut lines, points);
    }
    let columns: Vec<GridGame> = games
        .iter()
        .enumerate()
        .map(|(i, g)| GridGame {
            number: i + 1,
            winner: scoring::result(g).ok().map(|t| match t {
                Some(Team::Red) => Winner::Red,
                Some(Team::Black) => Winner::Black,
                None => Winner::Draw,
            }),
            players: g.players.len(),
        })
        .collect();
    let mut rows: Vec<GridRow> = lines
        .iter()
        .map(|line| GridRow {
            standing: line.clone(),
            tie_break: None,
            cells: games.iter().map(|g| cell(g, line, scoring)).collect(),
        })
        .collect();
    let order = criteria(points);
    for i in 0..rows.len().saturating_sub(1) {
        let (a, b) = (&rows[i].standing, &rows[i + 1].standing);
        // Only where the place itself (the first criterion) is equal.
        if order[0].of(a) != order[0].of(b) {
            continue;
        }
        let decided = order[1..]
            .iter()
            .find(|c| c.of(a) != c.of(b))
            .map(|&c| TieBreak {
                by: c,
                over: b.name.clone(),
                mine: c.of(a),
                theirs: c.of(b),
            });
        rows[i].tie_break = decided;
    }
    Grid {
        count_points: points,
        games: columns,
        rows,
    }
}

/// `line`'s player's game `state`, or `None` when they did not play it.
fn cell(state: &GameState, line: &Standing, scoring: &EveningScoring) -> Option<GridCell> {
    let p = state.players.iter().find(|p| p.name == line.name)?;
    let result = scoring::result(state);
    let counted = result.is_ok();
    let team = p.role.team();
    let won = result.is_ok_and(|w| w == Some(team));
    let first = killed_first(state, p.seat);
    let mut c = GridCell {
        seat: p.seat,
        role: p.role,
        won,
        counted,
        first_killed: first,
        survived: p.alive,
        win: 0,
        best_move: 0,
        penalty: 0,
        extra: 0,
        ci: 0,
        total: 0,
    };
    if !scoring.count_points {
        return Some(c);
    }
    if let Ok(scores) = scoring::score(state, &scoring.points) {
        if let Some(s) = scores.iter().find(|s| s.seat == p.seat) {
            c.win = i32::from(s.win);
            c.best_move = i32::from(s.best_move);
            c.penalty = i32::from(s.penalty);
            c.extra = i32::from(s.extra);
        }
        if first && team == Team::Red && result == Ok(Some(Team::Black)) {
            c.ci = ci(line, scoring);
        }
    }
    c.total = c.win + c.best_move + c.penalty + c.extra + c.ci;
    Some(c)
}

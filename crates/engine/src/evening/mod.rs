//! The evening's arithmetic (issue 23, "engine first"): several games with the same people
//! → standings (R-SCORE points per game, the first-killed compensation "Ci", tie-breaks) and
//! a seat draw for the next game that spreads the seats over the evening. Pure functions
//! over finished games; the rules are written in `docs/decisions.md` ("The evening").
//!
//! `standings.rs` the lines and their order, `grid.rs` the sheet's player × game grid,
//! `seats.rs` the next game's seats, `doc.rs` the evening kept; this file only hands them on.

mod doc;
mod grid;
mod seats;
mod standings;

pub use doc::{
    tidy_name, Evening, EveningError, EveningGame, JoinRefusal, EVENING_FORMAT,
    EVENING_PLAYERS_MAX, EVENING_VERSION,
};
pub use grid::{grid, grid_with, Grid, GridCell, GridGame, GridRow, TieBreak};
pub use seats::draw_seats;
pub use standings::{criteria, rank, standings, Criterion, EveningScoring, Standing};

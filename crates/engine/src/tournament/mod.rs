//! A tournament of several tables (issue 50). This slice is the seating, pure Rust:
//!
//! * [`seating`] — the [`Seating`] (rounds of tables of ten, everyone else sitting out), its
//!   checks and refusals, its three scores as the rating site mafiaratings computes them and
//!   their bounds, the team rule's clashes, and a swap of two players by hand;
//! * [`optimize`] — a seating made for PLAYERS × TABLES × GAMES and improved by simulated
//!   annealing (pairs first, then tables, then seat numbers), seeded, with a budget passed in;
//! * [`dimtom`] — DimTom's JSON (`rounds[].gameIds`, `games[].players`), the format the rating
//!   site's `import_dimtom` reads, written and read back.
//!
//! `docs/tournament.md` describes the scores, their bounds and the `seating` command.

pub mod dimtom;
pub mod optimize;
pub mod seating;

pub use dimtom::DimTom;
pub use optimize::{seat, Budget};
pub use seating::{Clash, Rated, Scores, Seating, SeatingError, Shape, SEATS};

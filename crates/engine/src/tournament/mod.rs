//! A tournament of several tables (issue 50), pure Rust, no screens yet:
//!
//! * [`seating`] — the [`Seating`] (rounds of tables of ten, everyone else sitting out), its
//!   checks and refusals, its three scores as the rating site mafiaratings computes them and
//!   their bounds, the team rule's clashes, and a swap of two players by hand;
//! * [`optimize`] — a seating made for PLAYERS × TABLES × GAMES and improved by simulated
//!   annealing (pairs first, then tables, then seat numbers), seeded, with a budget passed in;
//! * [`dimtom`] — DimTom's JSON (`rounds[].gameIds`, `games[].players`), the format the rating
//!   site's `import_dimtom` reads, written and read back;
//! * [`doc`] — the [`Tournament`] document: players with ids and teams, every game's round,
//!   table, seats, owner and results received; versioned, checked when read;
//! * [`handoff`] — a table's [`Ticket`] (its games, names by seat) and its [`Results`] (each
//!   finished game's whole log), the JSON that `link::handoff` carries as QR codes;
//! * [`mod@merge`] — results merged into the document: idempotent, order-independent, a
//!   different result for a game kept for the organiser to choose, a foreign one refused;
//! * [`standings`] — the evening's grid and tie-breaks over the games counted so far;
//! * [`table`] — what a table's phone keeps: its ticket, its results, the ticket game under
//!   way, the next game and its line-up.
//!
//! `docs/tournament.md` describes the scores, their bounds and the `seating` command.

pub mod dimtom;
pub mod doc;
pub mod handoff;
pub mod merge;
pub mod optimize;
pub mod seating;
pub mod standings;
pub mod table;

pub use dimtom::DimTom;
pub use doc::{
    DocError, Entrant, GameStatus, ResultError, Tournament, TournamentError, TournamentGame,
    TOURNAMENT_FORMAT, TOURNAMENT_VERSION,
};
pub use handoff::{
    Reported, Results, Ticket, TicketError, TicketGame, HANDOFF_VERSION, RESULTS_FORMAT,
    TICKET_FORMAT,
};
pub use merge::{merge, ChooseError, Merged, OtherTournament, Outcome};
pub use optimize::{seat, Budget};
pub use seating::{Clash, Rated, Scores, Seating, SeatingError, Shape, SEATS};
pub use standings::Standings;
pub use table::{Lineup, NotReported, Playing, TableKeep, Take, TABLE_PLAYERS};

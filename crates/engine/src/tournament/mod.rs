//! A tournament of several tables (issue 50), pure Rust:
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
//! * [`board`] — what the organiser's screen draws: a received text taken in, the counted
//!   games kept between repaints, the rounds × tables grid, a player's card, a dispute's
//!   results side by side;
//! * [`organise`] — the organiser's form read and checked (a player a line, `Имя / Команда`)
//!   and a swap by hand written back into the document;
//! * [`rating`] — the counted games in the rating site's format with their table and round;
//! * [`finals`] — the final: its rule (top N, K games, points carried or not), the
//!   finalists, their rotated seats and the final's standings.
//! * [`kept`] — the organiser's tournament as the phone keeps it: a small base and one key
//!   per game, so a result merged writes that game and the base; a whole document still read;
//! * [`table`] — what a table's phone keeps: its ticket, its results, the ticket game under
//!   way, the next game and its line-up.
//!
//! `docs/tournament.md` describes the scores, their bounds and the `seating` command.

pub mod board;
pub mod dimtom;
pub mod doc;
pub mod finals;
pub mod handoff;
pub mod kept;
pub mod merge;
pub mod optimize;
pub mod organise;
pub mod rating;
pub mod seating;
pub mod standings;
pub mod table;

pub use board::{Card, Counted, Dispute, Intake, Left, Place, Round, RoundTable, Rounds, Side};
pub use dimtom::DimTom;
pub use doc::{
    DocError, Entrant, FinalRule, GameStatus, KeptError, ResultError, Span, Tournament,
    TournamentError, TournamentGame, TOURNAMENT_FORMAT, TOURNAMENT_VERSION,
};
pub use finals::{final_seats, FinalError, MOST_FINAL_GAMES};
pub use handoff::{
    Reported, Results, Ticket, TicketError, TicketGame, HANDOFF_VERSION, RESULTS_FORMAT,
    TICKET_FORMAT,
};
pub use kept::{Kept, Plan, Read, KEPT_FORMAT, KEPT_VERSION};
pub use merge::{merge, ChooseError, Merged, OtherTournament, Outcome};
pub use optimize::{seat, Budget, Optimizer};
pub use organise::{Checked, Draft, DraftError, SwapError, TEAM_MARK};
pub use seating::{Clash, Rated, Scores, Seating, SeatingError, Shape, SEATS};
pub use standings::Standings;
pub use table::{Lineup, NotReported, Playing, TableKeep, Take, TABLE_PLAYERS};

//! The seating of a tournament: rounds; in each round up to TABLES tables of exactly ten
//! players, seats 1–10; everyone else sits out that round. Every player plays exactly GAMES
//! games, never at two tables of one round.
//!
//! Players, rounds, tables (within a round) and games are numbered from 0, as in DimTom's
//! document; a table's array index 0 is seat 1.
//!
//! # The scores (as mafiaratings' `include/seating.php` computes them)
//!
//! With P players, T tables, G games per player; lower is better, 0 is perfect.
//!
//! * **Pairs.** `m(a, b)` = how many games players `a` and `b` played together. The expected
//!   number is `E = 9·G / (P − 1)` (each game a player meets 9 of the P − 1 others). For each
//!   pair `a < b`: `(m − E)²`. With teams (the site's restriction groups), a pair of one team
//!   counts `(10·m)²` (expected 0, ten times heavier), and a pair whose lower player `a` has
//!   `k` teammates expects `E_a = 9·G / (P − 1 − k)` instead of `E`. The score is the sum,
//!   or 0 when every term is below 1.
//! * **Numbers.** `n(p, s)` = how many times player `p` sat in seat `s` (1–10). Per player:
//!   singles `Σ_s 4·w_s·(G/10 − n(p, s))²` with `w` = 4 for seat 1, 3 for seat 2, 2 for
//!   seat 10 and 1 for the others; pairs of seats (1–2, 3–4, …, 9–10)
//!   `Σ 2·(G/5 − n(p, s) − n(p, s + 1))²`; halves (1–5, 6–10) `Σ (G/2 − Σ_half n(p, s))²`.
//!   The score is the sum over players, or 0 when every squared difference is below 1.
//! * **Tables.** `t(p, j)` = how many times player `p` sat at table `j` (its place in the
//!   round). `Σ_p Σ_j (G/T − t(p, j))²`, or 0 when no `G/T − t(p, j)` reaches 1 (the site
//!   compares the difference, not its square); always 0 with fewer than 3 tables.
//!
//! # The bounds
//!
//! The worst scores (`tens` = ⌊P/10⌋, `E` as above, `e₁ = G/10`, `e₂ = G/5`, `e₃ = G/2`,
//! `e_t = G/T`):
//!
//! * pairs: `E²·50·tens·(tens − 1) + (E − G)²·45·tens` (ten groups of ten that always play
//!   together);
//! * numbers: `P·(1344·e₁² + 40·e₂² + 2·e₃²)` (everyone always in seat 1);
//! * tables: `P·(e_t²·(T − 1) + (e_t − G)²)` (everyone always at one table).
//!
//! The worst acceptable: pairs `worst · 4 / (G + 2)`, numbers `12·P`, tables `worst / 5`.

use std::fmt;

/// Seats at a table.
pub const SEATS: usize = 10;
/// The fewest and most players, tables and games per player a seating is made for.
pub const PLAYERS: std::ops::RangeInclusive<usize> = 20..=200;
pub const TABLES: std::ops::RangeInclusive<usize> = 2..=20;
pub const GAMES: std::ops::RangeInclusive<usize> = 1..=50;

/// One table of a round: the players in seats 1–10.
pub type Table = [usize; SEATS];

/// Why a seating cannot be made, read, scored or changed. Said in words by `Display`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatingError {
    /// PLAYERS outside 20–200.
    Players { players: usize },
    /// TABLES outside 2–20.
    Tables { tables: usize },
    /// GAMES outside 1–50.
    Games { games: usize },
    /// Fewer players than the seats of all tables of a round.
    TooFewPlayers { players: usize, tables: usize },
    /// PLAYERS·GAMES seats do not fill whole tables of ten.
    NotDivisible { players: usize, games: usize },
    /// A seating with no rounds.
    NoRounds,
    /// A round with no tables.
    EmptyRound { round: usize },
    /// A round with more tables than the seating's TABLES.
    TooManyTables {
        round: usize,
        tables: usize,
        most: usize,
    },
    /// A player at two tables (or two seats) of one round.
    TwiceInRound { round: usize, player: usize },
    /// A player who plays a different number of games than the others.
    UnequalGames {
        player: usize,
        games: usize,
        expected: usize,
    },
    /// The teams list is not one entry per player.
    TeamsLength { teams: usize, players: usize },
    /// A round number past the last round.
    NoSuchRound { round: usize, rounds: usize },
    /// A player number past the last player.
    NoSuchPlayer { player: usize, players: usize },
    /// A player swapped with themself.
    SamePlayer { player: usize },
    /// A swap with a player who sits the round out.
    SitsOut { round: usize, player: usize },
    /// A document that is not DimTom's JSON: the parser's words.
    Json(String),
    /// A round that names a game the document does not have.
    UnknownGame {
        round: usize,
        game: usize,
        games: usize,
    },
    /// A game named by two rounds, or twice by one.
    GameTwice { game: usize },
    /// A game no round names.
    GameUnused { game: usize },
    /// A game without exactly ten players.
    GameSize { game: usize, players: usize },
}

impl fmt::Display for SeatingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SeatingError::*;
        match self {
            Players { players } => write!(
                f,
                "{players} players: a seating is made for {} to {} players",
                PLAYERS.start(),
                PLAYERS.end()
            ),
            Tables { tables } => write!(
                f,
                "{tables} tables: a seating is made for {} to {} tables",
                TABLES.start(),
                TABLES.end()
            ),
            Games { games } => write!(
                f,
                "{games} games per player: a seating is made for {} to {} games per player",
                GAMES.start(),
                GAMES.end()
            ),
            TooFewPlayers { players, tables } => write!(
                f,
                "{players} players cannot fill {tables} tables of ten: {} players are needed",
                tables * SEATS
            ),
            NotDivisible { players, games } => write!(
                f,
                "{players} players × {games} games = {} seats, which is not a multiple of 10: \
                 the tables of ten cannot all be full (change the players or the games)",
                players * games
            ),
            NoRounds => write!(f, "the seating has no rounds"),
            EmptyRound { round } => write!(f, "round {round} has no tables"),
            TooManyTables {
                round,
                tables,
                most,
            } => write!(
                f,
                "round {round} has {tables} tables, more than the {most} there are"
            ),
            TwiceInRound { round, player } => {
                write!(f, "player {player} is seated twice in round {round}")
            }
            UnequalGames {
                player,
                games,
                expected,
            } => write!(
                f,
                "player {player} plays {games} games, not {expected} like the others"
            ),
            TeamsLength { teams, players } => write!(
                f,
                "{teams} team entries for {players} players: give one entry per player"
            ),
            NoSuchRound { round, rounds } => write!(
                f,
                "there is no round {round}: the rounds are numbered 0 to {}",
                rounds.saturating_sub(1)
            ),
            NoSuchPlayer { player, players } => write!(
                f,
                "there is no player {player}: the players are numbered 0 to {}",
                players.saturating_sub(1)
            ),
            SamePlayer { player } => write!(f, "player {player} cannot swap with themself"),
            SitsOut { round, player } => write!(
                f,
                "player {player} sits out round {round}: swapping them in would give one \
                 player a game more and the other a game fewer"
            ),
            Json(words) => write!(f, "this is not a DimTom seating document: {words}"),
            UnknownGame { round, game, games } => write!(
                f,
                "round {round} names game {game}, but the document has {games} games"
            ),
            GameTwice { game } => write!(f, "game {game} is played in more than one place"),
            GameUnused { game } => write!(f, "game {game} is in no round"),
            GameSize { game, players } => {
                write!(f, "game {game} has {players} players, not {SEATS}")
            }
        }
    }
}

impl std::error::Error for SeatingError {}

/// The shape of a seating asked for: its rounds and how many tables each has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub players: usize,
    pub tables: usize,
    pub games: usize,
    /// ⌈PLAYERS·GAMES / (10·TABLES)⌉.
    pub rounds: usize,
    /// The games (tables) of all rounds: PLAYERS·GAMES / 10.
    pub total_tables: usize,
}

impl Shape {
    /// Checks PLAYERS, TABLES and GAMES, refusing what cannot be seated.
    ///
    /// # Errors
    /// A number outside its range, fewer players than one round's seats, or PLAYERS·GAMES
    /// not a multiple of 10.
    pub fn new(players: usize, tables: usize, games: usize) -> Result<Shape, SeatingError> {
        if !PLAYERS.contains(&players) {
            return Err(SeatingError::Players { players });
        }
        if !TABLES.contains(&tables) {
            return Err(SeatingError::Tables { tables });
        }
        if !GAMES.contains(&games) {
            return Err(SeatingError::Games { games });
        }
        if players < tables * SEATS {
            return Err(SeatingError::TooFewPlayers { players, tables });
        }
        if !(players * games).is_multiple_of(SEATS) {
            return Err(SeatingError::NotDivisible { players, games });
        }
        let total_tables = players * games / SEATS;
        Ok(Shape {
            players,
            tables,
            games,
            rounds: total_tables.div_ceil(tables),
            total_tables,
        })
    }

    /// The tables of round `round`: TABLES, but fewer in the last round when the games do not
    /// fill it.
    #[must_use]
    pub fn tables_in(&self, round: usize) -> usize {
        (self.total_tables - round * self.tables).min(self.tables)
    }
}

/// A checked seating: every player plays the same number of games, at most once a round,
/// at tables of ten distinct players. Made by [`crate::tournament::seat`], read by
/// [`Seating::from_rounds`] or [`crate::tournament::DimTom`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seating {
    players: usize,
    tables: usize,
    games: usize,
    rounds: Vec<Vec<Table>>,
}

impl Seating {
    /// Reads rounds of tables, finding PLAYERS (the highest number + 1), TABLES (the most
    /// tables of a round) and GAMES, and checking the seating.
    ///
    /// # Errors
    /// No rounds, an empty round, a player twice in a round, players with different numbers
    /// of games (a number never seated plays 0), or numbers outside the ranges of
    /// [`Shape::new`].
    pub fn from_rounds(rounds: Vec<Vec<Table>>) -> Result<Seating, SeatingError> {
        Self::check(rounds, None)
    }

    /// As [`Seating::from_rounds`], with TABLES given (a round may have fewer).
    pub(crate) fn check(
        rounds: Vec<Vec<Table>>,
        tables: Option<usize>,
    ) -> Result<Seating, SeatingError> {
        if rounds.is_empty() {
            return Err(SeatingError::NoRounds);
        }
        if let Some(round) = rounds.iter().position(Vec::is_empty) {
            return Err(SeatingError::EmptyRound { round });
        }
        let most = rounds.iter().map(Vec::len).max().unwrap_or(0);
        let tables = tables.unwrap_or(most);
        if let Some(round) = rounds.iter().position(|r| r.len() > tables) {
            return Err(SeatingError::TooManyTables {
                round,
                tables: rounds[round].len(),
                most: tables,
            });
        }
        let players = rounds
            .iter()
            .flatten()
            .flatten()
            .max()
            .map_or(0, |&p| p + 1);
        if !PLAYERS.contains(&players) {
            return Err(SeatingError::Players { players });
        }
        if !TABLES.contains(&tables) {
            return Err(SeatingError::Tables { tables });
        }
        if players < tables * SEATS {
            return Err(SeatingError::TooFewPlayers { players, tables });
        }
        let mut played = vec![0usize; players];
        let mut seen = vec![usize::MAX; players];
        for (r, round) in rounds.iter().enumerate() {
            for &p in round.iter().flatten() {
                if seen[p] == r {
                    return Err(SeatingError::TwiceInRound {
                        round: r,
                        player: p,
                    });
                }
                seen[p] = r;
                played[p] += 1;
            }
        }
        let games = played[0];
        if let Some(player) = played.iter().position(|&g| g != games) {
            return Err(SeatingError::UnequalGames {
                player,
                games: played[player],
                expected: games,
            });
        }
        if !GAMES.contains(&games) {
            return Err(SeatingError::Games { games });
        }
        Ok(Seating {
            players,
            tables,
            games,
            rounds,
        })
    }

    /// A seating whose checks its maker has kept (the optimizer's moves keep them).
    pub(crate) fn trusted(shape: &Shape, rounds: Vec<Vec<Table>>) -> Seating {
        Seating {
            players: shape.players,
            tables: shape.tables,
            games: shape.games,
            rounds,
        }
    }

    #[must_use]
    pub fn players(&self) -> usize {
        self.players
    }

    /// The most tables of a round.
    #[must_use]
    pub fn tables(&self) -> usize {
        self.tables
    }

    /// Games per player.
    #[must_use]
    pub fn games(&self) -> usize {
        self.games
    }

    /// The rounds: each a list of tables, each the players in seats 1–10.
    #[must_use]
    pub fn rounds(&self) -> &[Vec<Table>] {
        &self.rounds
    }

    /// Where `player` sits in `round`: (table, seat index 0–9), or `None` if they sit out.
    #[must_use]
    pub fn place(&self, round: usize, player: usize) -> Option<(usize, usize)> {
        let tables = self.rounds.get(round)?;
        tables.iter().enumerate().find_map(|(t, table)| {
            table
                .iter()
                .position(|&p| p == player)
                .map(|seat| (t, seat))
        })
    }

    /// The players who sit out `round`, in order.
    #[must_use]
    pub fn sitting_out(&self, round: usize) -> Vec<usize> {
        let mut seated = vec![false; self.players];
        if let Some(tables) = self.rounds.get(round) {
            for &p in tables.iter().flatten() {
                seated[p] = true;
            }
        }
        (0..self.players).filter(|&p| !seated[p]).collect()
    }

    /// How many games each pair played together, `players × players`, symmetric.
    #[must_use]
    pub fn meetings(&self) -> Vec<u32> {
        let n = self.players;
        let mut m = vec![0u32; n * n];
        for table in self.rounds.iter().flatten() {
            for (i, &a) in table.iter().enumerate() {
                for &b in &table[i + 1..] {
                    m[a * n + b] += 1;
                    m[b * n + a] += 1;
                }
            }
        }
        m
    }

    /// The three scores, with `teams` (one entry per player, or empty for none) as the site's
    /// restriction groups.
    ///
    /// # Errors
    /// `teams` neither empty nor one per player.
    pub fn scores(&self, teams: &[Option<u32>]) -> Result<Scores, SeatingError> {
        check_teams(teams, self.players)?;
        Ok(Scores {
            pairs: self.pairs_score(teams),
            numbers: self.numbers_score(),
            tables: self.tables_score(),
        })
    }

    fn pairs_score(&self, teams: &[Option<u32>]) -> f64 {
        let costs = PairCosts::site(self.players, self.games, teams);
        let m = self.meetings();
        let n = self.players;
        let mut score = 0.0;
        let mut perfect = true;
        for a in 0..n {
            for b in a + 1..n {
                let term = costs.term(a * n + b, f64::from(m[a * n + b]));
                perfect &= term < 1.0;
                score += term;
            }
        }
        if perfect {
            0.0
        } else {
            score
        }
    }

    /// `n(p, s)`: how many times each player sat in each seat, `players × 10`.
    pub(crate) fn seat_counts(&self) -> Vec<[u32; SEATS]> {
        let mut counts = vec![[0u32; SEATS]; self.players];
        for table in self.rounds.iter().flatten() {
            for (s, &p) in table.iter().enumerate() {
                counts[p][s] += 1;
            }
        }
        counts
    }

    fn numbers_score(&self) -> f64 {
        let mut score = 0.0;
        let mut perfect = true;
        for counts in self.seat_counts() {
            let (cost, p) = numbers_cost(&counts, self.games);
            score += cost;
            perfect &= p;
        }
        if perfect {
            0.0
        } else {
            score
        }
    }

    fn tables_score(&self) -> f64 {
        if self.tables < 3 {
            return 0.0;
        }
        let t = self.tables;
        let mut counts = vec![0u32; self.players * t];
        for round in &self.rounds {
            for (j, table) in round.iter().enumerate() {
                for &p in table {
                    counts[p * t + j] += 1;
                }
            }
        }
        let expected = self.games as f64 / t as f64;
        let mut score = 0.0;
        let mut perfect = true;
        for &c in &counts {
            let diff = expected - f64::from(c);
            perfect &= diff < 1.0;
            score += diff * diff;
        }
        if perfect {
            0.0
        } else {
            score
        }
    }

    /// The pairs of one team at one table: the team rule broken.
    ///
    /// # Errors
    /// `teams` neither empty nor one per player.
    pub fn clashes(&self, teams: &[Option<u32>]) -> Result<Vec<Clash>, SeatingError> {
        check_teams(teams, self.players)?;
        let mut out = Vec::new();
        if teams.is_empty() {
            return Ok(out);
        }
        for (r, round) in self.rounds.iter().enumerate() {
            for (t, table) in round.iter().enumerate() {
                for (i, &a) in table.iter().enumerate() {
                    for &b in &table[i + 1..] {
                        if let (Some(x), Some(y)) = (teams[a], teams[b]) {
                            if x == y {
                                out.push(Clash {
                                    round: r,
                                    table: t,
                                    a: a.min(b),
                                    b: a.max(b),
                                });
                            }
                        }
                    }
                }
            }
        }
        Ok(out)
    }

    /// The seating with its scores and clashes.
    ///
    /// # Errors
    /// `teams` neither empty nor one per player.
    pub fn rate(self, teams: &[Option<u32>]) -> Result<Rated, SeatingError> {
        let scores = self.scores(teams)?;
        let clashes = self.clashes(teams)?;
        Ok(Rated {
            seating: self,
            scores,
            clashes,
        })
    }

    /// Swaps players `a` and `b` in round `round` by hand: each takes the other's table and
    /// seat (at one table, their seats). The scores and clashes are those of the new seating.
    ///
    /// # Errors
    /// No such round or player, `a == b`, either sits the round out (a swap with a player
    /// sitting out would make their games unequal), or `teams` neither empty nor one per
    /// player.
    pub fn swap(
        &self,
        teams: &[Option<u32>],
        round: usize,
        a: usize,
        b: usize,
    ) -> Result<Rated, SeatingError> {
        if round >= self.rounds.len() {
            return Err(SeatingError::NoSuchRound {
                round,
                rounds: self.rounds.len(),
            });
        }
        for player in [a, b] {
            if player >= self.players {
                return Err(SeatingError::NoSuchPlayer {
                    player,
                    players: self.players,
                });
            }
        }
        if a == b {
            return Err(SeatingError::SamePlayer { player: a });
        }
        check_teams(teams, self.players)?;
        let (ta, sa) = self
            .place(round, a)
            .ok_or(SeatingError::SitsOut { round, player: a })?;
        let (tb, sb) = self
            .place(round, b)
            .ok_or(SeatingError::SitsOut { round, player: b })?;
        let mut next = self.clone();
        next.rounds[round][ta][sa] = b;
        next.rounds[round][tb][sb] = a;
        next.rate(teams)
    }
}

/// The three scores of a seating (or their bounds). Lower is better.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scores {
    pub pairs: f64,
    pub numbers: f64,
    pub tables: f64,
}

impl Scores {
    /// The worst scores for PLAYERS × TABLES × GAMES (see the module's comment).
    #[must_use]
    pub fn worst(players: usize, tables: usize, games: usize) -> Scores {
        let (p, t, g) = (players as f64, tables as f64, games as f64);
        let tens = (players / SEATS) as f64;
        let e = g * 9.0 / (p - 1.0);
        let (e1, e2, e3) = (g / 10.0, g / 5.0, g / 2.0);
        let et = g / t;
        Scores {
            pairs: e * e * 50.0 * tens * (tens - 1.0) + (e - g) * (e - g) * tens * 45.0,
            numbers: p * (e1 * e1 * 1344.0 + e2 * e2 * 40.0 + 2.0 * e3 * e3),
            tables: p * (et * et * (t - 1.0) + (et - g) * (et - g)),
        }
    }

    /// The worst acceptable scores: pairs `worst·4/(GAMES + 2)`, numbers `12·PLAYERS`,
    /// tables `worst/5`.
    #[must_use]
    pub fn acceptable(players: usize, tables: usize, games: usize) -> Scores {
        let worst = Scores::worst(players, tables, games);
        Scores {
            pairs: worst.pairs * 4.0 / (games as f64 + 2.0),
            numbers: 12.0 * players as f64,
            tables: worst.tables / 5.0,
        }
    }

    /// Every score at or below its bound.
    #[must_use]
    pub fn within(&self, bounds: &Scores) -> bool {
        self.pairs <= bounds.pairs && self.numbers <= bounds.numbers && self.tables <= bounds.tables
    }
}

/// Two players of one team at one table: round, table, and the two players (`a < b`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clash {
    pub round: usize,
    pub table: usize,
    pub a: usize,
    pub b: usize,
}

/// A seating with its scores and the team rule's clashes.
#[derive(Clone, Debug, PartialEq)]
pub struct Rated {
    pub seating: Seating,
    pub scores: Scores,
    pub clashes: Vec<Clash>,
}

pub(crate) fn check_teams(teams: &[Option<u32>], players: usize) -> Result<(), SeatingError> {
    if teams.is_empty() || teams.len() == players {
        Ok(())
    } else {
        Err(SeatingError::TeamsLength {
            teams: teams.len(),
            players,
        })
    }
}

/// Each pair's term `weight·(m − expected)²`, both orders of a pair holding the value of
/// (lower, higher) as the site computes it.
pub(crate) struct PairCosts {
    pub weight: Vec<f64>,
    pub expected: Vec<f64>,
}

impl PairCosts {
    /// The site's terms, a pair of one team weighing `team_weight` (the site: 100, i.e.
    /// `(10·m)²`).
    pub fn new(players: usize, games: usize, teams: &[Option<u32>], team_weight: f64) -> Self {
        let n = players;
        let g = games as f64;
        let mates: Vec<usize> = (0..n)
            .map(|p| match teams.get(p).copied().flatten() {
                Some(x) => teams
                    .iter()
                    .enumerate()
                    .filter(|&(q, &y)| q != p && y == Some(x))
                    .count(),
                None => 0,
            })
            .collect();
        let mut weight = vec![1.0; n * n];
        let mut expected = vec![0.0; n * n];
        for (a, &k) in mates.iter().enumerate() {
            // The site keeps an own expectation only while someone is left to meet.
            let e = if k > 0 && n - 1 > k {
                g * 9.0 / (n - 1 - k) as f64
            } else {
                g * 9.0 / (n - 1) as f64
            };
            for b in a + 1..n {
                let team = match (
                    teams.get(a).copied().flatten(),
                    teams.get(b).copied().flatten(),
                ) {
                    (Some(x), Some(y)) => x == y,
                    _ => false,
                };
                let (w, ex) = if team { (team_weight, 0.0) } else { (1.0, e) };
                for i in [a * n + b, b * n + a] {
                    weight[i] = w;
                    expected[i] = ex;
                }
            }
        }
        PairCosts { weight, expected }
    }

    pub fn site(players: usize, games: usize, teams: &[Option<u32>]) -> Self {
        Self::new(players, games, teams, 100.0)
    }

    pub fn term(&self, i: usize, m: f64) -> f64 {
        let d = m - self.expected[i];
        self.weight[i] * d * d
    }
}

/// Seat weights of the numbers' singles: seat 1 ×4, seat 2 ×3, seat 10 ×2, the others ×1.
const SEAT_WEIGHT: [f64; SEATS] = [4.0, 3.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 2.0];

/// One player's part of the numbers score from their seat counts, and whether every squared
/// difference is below 1.
pub(crate) fn numbers_cost(counts: &[u32; SEATS], games: usize) -> (f64, bool) {
    let g = games as f64;
    let mut cost = 0.0;
    let mut perfect = true;
    for (s, &c) in counts.iter().enumerate() {
        let d = g / 10.0 - f64::from(c);
        let d = d * d;
        perfect &= d < 1.0;
        cost += d * SEAT_WEIGHT[s] * 4.0;
    }
    for pair in counts.chunks(2) {
        let d = g / 5.0 - f64::from(pair[0] + pair[1]);
        let d = d * d;
        perfect &= d < 1.0;
        cost += d * 2.0;
    }
    for half in counts.chunks(5) {
        let d = g / 2.0 - f64::from(half.iter().sum::<u32>());
        let d = d * d;
        perfect &= d < 1.0;
        cost += d;
    }
    (cost, perfect)
}

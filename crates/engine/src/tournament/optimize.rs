//! A seating made and improved: [`seat`].
//!
//! 1. **Who plays when.** Round by round, the players with the most games still to play take
//!    the round's seats (ties broken at random), so everyone plays exactly GAMES games and at
//!    most once a round. The round's players are dealt to its tables one after another
//!    (table 0, 1, …, 0, 1, …), grouped by team, so that a team with no more players in the
//!    round than it has tables never shares one.
//! 2. **Pairs.** Simulated annealing over two moves, each keeping the invariants: two players
//!    of one round at different tables change tables; or a player `a` seated in round `r`
//!    and sitting out `r'` trades with `b` seated in `r'` and sitting out `r` (each keeps
//!    their number of games). The cost is the site's pairs score (without its «perfect is 0»),
//!    a pair of one team at one table weighing [`TEAM_WEIGHT`]·m² so that the team rule comes
//!    first, plus the tables score weighed by [`TABLES_WEIGHT`] against the two scores' bounds
//!    (the same moves choose the tables).
//! 3. **Tables.** Which group of ten sits at which table of its round does not change the
//!    pairs: the groups of a round swap tables, annealing the tables score.
//! 4. **Numbers.** Nor does the order at a table: two players of a table swap seats,
//!    annealing the numbers score.
//!
//! Everything is deterministic given the seed (the engine's [`SplitMix64`]); the budget is a
//! number of tried moves and a `stop` closure asked now and then (pure code reads no clock:
//! the caller's closure may).

use super::seating::{
    check_teams, numbers_cost, PairCosts, Rated, Scores, Seating, SeatingError, Shape, Table, SEATS,
};
use std::ops::Range;

use crate::rng::{below, shuffle, RandomSource, SplitMix64};

/// The optimizer's weight of a meeting of two players of one team (the site's score: 100).
pub const TEAM_WEIGHT: f64 = 10_000.0;

/// The tables score's weight in the pairs phase, as a share of the two scores' bounds
/// (`Scores::acceptable`: pairs bound / tables bound): the moves that pair players also
/// choose their tables (the tables phase alone, with the groups fixed, cannot spread them
/// enough). Measured over the sizes of `docs/tournament.md`: a fixed weight of 2 left the
/// pairs at 100 × 10 × 10 above the site's, one of 1 the tables at 30 × 3 × 3 past their
/// bound; weighed against the bounds, both hold.
pub const TABLES_WEIGHT: f64 = 0.125;

/// Moves tried in each phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub pairs: u64,
    pub tables: u64,
    pub numbers: u64,
}

impl Budget {
    /// `moves` in all: 60 % pairs, 10 % tables, 30 % numbers.
    #[must_use]
    pub fn split(moves: u64) -> Budget {
        Budget {
            pairs: moves / 10 * 6,
            tables: moves / 10,
            numbers: moves / 10 * 3,
        }
    }

    /// The command line's default: 1000 moves per seat of the whole tournament (1 000 000 for
    /// 100 players × 10 games), at least 200 000 and at most 3 000 000.
    #[must_use]
    pub fn default_for(shape: &Shape) -> Budget {
        Budget::split(((shape.players * shape.games) as u64 * 1000).clamp(200_000, 3_000_000))
    }
}

/// Makes a seating for PLAYERS × TABLES × GAMES and improves it within `budget`; `teams` is
/// one optional team per player (or empty). `stop` is asked before every 4096 moves: once it
/// says `true`, the improving ends. Every move keeps the seating valid, so a stopped seating
/// is whole, only less improved. The same as an [`Optimizer`] worked to its end.
///
/// # Errors
/// As [`Shape::new`], or `teams` neither empty nor one per player.
pub fn seat(
    players: usize,
    tables: usize,
    games: usize,
    teams: &[Option<u32>],
    seed: u64,
    budget: Budget,
    stop: &mut dyn FnMut() -> bool,
) -> Result<Rated, SeatingError> {
    let mut optimizer = Optimizer::new(players, tables, games, teams, seed, budget)?;
    while !stop() && !optimizer.work(4096) {}
    optimizer.finish()
}

/// A seating being made, a slice of moves at a time, so that a phone's screen answers between
/// slices (issue 50: the main thread never blocked for more than 50 ms). Worked to its end in
/// slices of any sizes, it gives exactly the seating [`seat`] gives: a phase's bookkeeping
/// (who meets whom, who sat where) is built once when the phase begins and kept between
/// slices, and the moves, their temperatures and the random numbers follow one another as in
/// one run.
pub struct Optimizer {
    shape: Shape,
    teams: Vec<Option<u32>>,
    rng: SplitMix64,
    /// The rounds, except while the pairs phase holds them (in its [`Book`]).
    rounds: Vec<Vec<Table>>,
    budget: Budget,
    /// Moves tried so far, over the three phases in their order.
    done: u64,
    /// The bookkeeping of the phase under way.
    book: Book,
}

impl std::fmt::Debug for Optimizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Optimizer")
            .field("shape", &self.shape)
            .field("done", &self.done)
            .field("budget", &self.budget)
            .finish_non_exhaustive()
    }
}

/// A phase's bookkeeping, kept from one slice to the next.
enum Book {
    /// No phase begun yet, or all of them over.
    Idle,
    Pairs(Box<Pairs>),
    Tables(TablesBook),
    Numbers(NumbersBook),
}

impl Book {
    /// The phase it keeps (0 pairs, 1 tables, 2 numbers).
    fn phase(&self) -> Option<u8> {
        match self {
            Book::Idle => None,
            Book::Pairs(_) => Some(0),
            Book::Tables(_) => Some(1),
            Book::Numbers(_) => Some(2),
        }
    }
}

impl Optimizer {
    /// The first seating (step 1), nothing improved yet.
    ///
    /// # Errors
    /// As [`Shape::new`], or `teams` neither empty nor one per player.
    pub fn new(
        players: usize,
        tables: usize,
        games: usize,
        teams: &[Option<u32>],
        seed: u64,
        budget: Budget,
    ) -> Result<Optimizer, SeatingError> {
        let shape = Shape::new(players, tables, games)?;
        check_teams(teams, players)?;
        let mut rng = SplitMix64(seed);
        let rounds = initial(&shape, teams, &mut rng);
        Ok(Optimizer {
            shape,
            teams: teams.to_vec(),
            rng,
            rounds,
            budget,
            done: 0,
            book: Book::Idle,
        })
    }

    /// All the moves of the budget.
    #[must_use]
    pub fn total(&self) -> u64 {
        self.budget.pairs + self.budget.tables + self.budget.numbers
    }

    /// The share of the budget tried, 0 to 1.
    #[must_use]
    pub fn progress(&self) -> f64 {
        let total = self.total();
        if total == 0 {
            1.0
        } else {
            self.done as f64 / total as f64
        }
    }

    /// Tries up to `moves` more moves; `true` once the whole budget is tried.
    pub fn work(&mut self, moves: u64) -> bool {
        let b = self.budget;
        let mut left = moves;
        while left > 0 && self.done < self.total() {
            let (start, end, phase) = if self.done < b.pairs {
                (0, b.pairs, 0)
            } else if self.done < b.pairs + b.tables {
                (b.pairs, b.pairs + b.tables, 1)
            } else {
                (b.pairs + b.tables, self.total(), 2)
            };
            self.enter(phase);
            let from = self.done - start;
            let to = (from + left).min(end - start);
            let rng = &mut self.rng;
            match &mut self.book {
                Book::Pairs(st) => improve_pairs(st, rng, from..to, b.pairs),
                Book::Tables(tb) => improve_tables(tb, &mut self.rounds, rng, from..to, b.tables),
                Book::Numbers(nb) => {
                    improve_numbers(nb, &mut self.rounds, rng, from..to, b.numbers);
                }
                Book::Idle => {}
            }
            left -= to - from;
            self.done += to - from;
        }
        let over = self.done >= self.total();
        if over {
            self.leave();
        }
        over
    }

    /// Builds `phase`'s bookkeeping from the rounds, unless it is the one kept.
    fn enter(&mut self, phase: u8) {
        if self.book.phase() == Some(phase) {
            return;
        }
        self.leave();
        self.book = match phase {
            0 => Book::Pairs(Box::new(Pairs::new(
                &self.shape,
                &self.teams,
                std::mem::take(&mut self.rounds),
            ))),
            1 => Book::Tables(TablesBook::new(&self.shape, &self.rounds)),
            _ => Book::Numbers(NumbersBook::new(&self.shape, &self.rounds)),
        };
    }

    /// Drops the bookkeeping, the rounds given back to the optimizer.
    fn leave(&mut self) {
        if let Book::Pairs(st) = std::mem::replace(&mut self.book, Book::Idle) {
            self.rounds = st.rounds;
        }
    }

    /// The rounds as they stand, wherever they are kept.
    fn rounds(&self) -> &[Vec<Table>] {
        match &self.book {
            Book::Pairs(st) => &st.rounds,
            _ => &self.rounds,
        }
    }

    /// The seating as it stands (whole and valid at every moment).
    #[must_use]
    pub fn seating(&self) -> Seating {
        Seating::trusted(&self.shape, self.rounds().to_vec())
    }

    /// The seating as it stands, with its scores.
    ///
    /// # Errors
    /// Only as [`Seating::rate`] does (teams not one per player, checked in [`Optimizer::new`]).
    pub fn finish(mut self) -> Result<Rated, SeatingError> {
        self.leave();
        Seating::trusted(&self.shape, self.rounds).rate(&self.teams)
    }
}

/// A uniform number in [0, 1).
fn unit(rng: &mut dyn RandomSource) -> f64 {
    f64::from(rng.next_u32()) / 4_294_967_296.0
}

/// Whether a move changing the cost by `delta` is taken at temperature `temp`.
fn accept(delta: f64, temp: f64, rng: &mut dyn RandomSource) -> bool {
    delta <= 0.0 || unit(rng) < (-delta / temp).exp()
}

/// The temperature after `done` of `total` moves, from `hot` down to `cold` geometrically.
fn temperature(hot: f64, cold: f64, done: u64, total: u64) -> f64 {
    hot * (cold / hot).powf(done as f64 / total.max(1) as f64)
}

fn pick(rng: &mut dyn RandomSource, n: usize) -> usize {
    below(rng, n as u32) as usize
}

/// Step 1: who plays each round and at which table.
fn initial(shape: &Shape, teams: &[Option<u32>], rng: &mut dyn RandomSource) -> Vec<Vec<Table>> {
    let team = |p: usize| teams.get(p).copied().flatten();
    let mut size = std::collections::BTreeMap::<u32, usize>::new();
    for p in 0..shape.players {
        if let Some(t) = team(p) {
            *size.entry(t).or_default() += 1;
        }
    }
    let mut left = vec![shape.games; shape.players];
    let mut rounds = Vec::with_capacity(shape.rounds);
    for r in 0..shape.rounds {
        let k = shape.tables_in(r);
        let mut order: Vec<usize> = (0..shape.players).collect();
        shuffle(&mut order, rng);
        order.sort_by_key(|&p| std::cmp::Reverse(left[p]));
        let mut playing: Vec<usize> = order[..k * SEATS].to_vec();
        for &p in &playing {
            left[p] -= 1;
        }
        // Teams together, the biggest first; players without a team last.
        playing.sort_by_key(|&p| match team(p) {
            Some(t) => (0, std::cmp::Reverse(size[&t]), t),
            None => (1, std::cmp::Reverse(0), 0),
        });
        let mut round = vec![[0usize; SEATS]; k];
        for (i, &p) in playing.iter().enumerate() {
            round[i % k][i / k] = p;
        }
        for table in &mut round {
            shuffle(table, rng);
        }
        rounds.push(round);
    }
    rounds
}

/// The pairs phase's state: who meets whom, where everyone sits each round (the rounds
/// themselves held here while the phase lasts).
struct Pairs {
    n: usize,
    costs: PairCosts,
    meet: Vec<u32>,
    /// `place[r * n + p]`: (table, seat) of `p` in round `r`, `None` when sitting out.
    place: Vec<Option<(usize, usize)>>,
    rounds: Vec<Vec<Table>>,
    /// Whether some player sits a round out (more players than one round's seats).
    sit_outs: bool,
    /// `at[p * tables + t]`: how many times `p` sat at table `t`.
    at: Vec<u32>,
    tables: usize,
    /// GAMES / TABLES, and the tables score's weight in this phase's cost.
    at_expected: f64,
    at_weight: f64,
}

impl Pairs {
    /// The bookkeeping of `rounds`.
    fn new(shape: &Shape, teams: &[Option<u32>], rounds: Vec<Vec<Table>>) -> Pairs {
        let n = shape.players;
        let mut place = vec![None; shape.rounds * n];
        for (r, round) in rounds.iter().enumerate() {
            for (t, table) in round.iter().enumerate() {
                for (s, &p) in table.iter().enumerate() {
                    place[r * n + p] = Some((t, s));
                }
            }
        }
        let meet = Seating::trusted(shape, rounds.clone()).meetings();
        let tables = shape.tables;
        let mut at = vec![0u32; n * tables];
        for round in &rounds {
            for (t, table) in round.iter().enumerate() {
                for &p in table {
                    at[p * tables + t] += 1;
                }
            }
        }
        Pairs {
            n,
            costs: PairCosts::new(n, shape.games, teams, TEAM_WEIGHT),
            meet,
            place,
            rounds,
            // With no more players than one round's seats, all play every round.
            sit_outs: n > shape.tables * SEATS,
            at,
            tables,
            at_expected: shape.games as f64 / tables as f64,
            // The site counts tables only from 3 on.
            at_weight: if tables >= 3 {
                let bound = Scores::acceptable(n, tables, shape.games);
                TABLES_WEIGHT * bound.pairs / bound.tables.max(1.0)
            } else {
                0.0
            },
        }
    }

    /// Adds `d` (±1) to `p`'s meetings with the others at `table` (all but seat `skip`),
    /// returning the change of the cost.
    fn shift(&mut self, p: usize, r: usize, t: usize, skip: usize, d: i32) -> f64 {
        let mut delta = 0.0;
        for s in 0..SEATS {
            if s == skip {
                continue;
            }
            let q = self.rounds[r][t][s];
            let i = p * self.n + q;
            let m = f64::from(self.meet[i]);
            let diff = m - self.costs.expected[i];
            delta += self.costs.weight[i] * (2.0 * f64::from(d) * diff + 1.0);
            let next = self.meet[i].wrapping_add_signed(d);
            self.meet[i] = next;
            self.meet[q * self.n + p] = next;
        }
        delta
    }

    /// Adds `d` (±1) to `p`'s games at table `t`, returning the change of the cost.
    fn at_table(&mut self, p: usize, t: usize, d: i32) -> f64 {
        let i = p * self.tables + t;
        let before = self.at_expected - f64::from(self.at[i]);
        let after = before - f64::from(d);
        self.at[i] = self.at[i].wrapping_add_signed(d);
        self.at_weight * (after * after - before * before)
    }

    /// Seats `p` at round `r`, table `t`, seat `s` (whoever sat there is forgotten).
    fn put(&mut self, p: usize, r: usize, t: usize, s: usize) {
        self.rounds[r][t][s] = p;
        self.place[r * self.n + p] = Some((t, s));
    }

    /// `a` at (r, t, s) and `b` at (r, u, v) change places (t ≠ u); the cost's change.
    fn swap(&mut self, r: usize, (t, s): (usize, usize), (u, v): (usize, usize)) -> f64 {
        let a = self.rounds[r][t][s];
        let b = self.rounds[r][u][v];
        let mut delta = self.shift(a, r, t, s, -1) + self.shift(b, r, u, v, -1);
        self.put(b, r, t, s);
        self.put(a, r, u, v);
        delta += self.shift(b, r, t, s, 1) + self.shift(a, r, u, v, 1);
        delta
            + self.at_table(a, t, -1)
            + self.at_table(a, u, 1)
            + self.at_table(b, u, -1)
            + self.at_table(b, t, 1)
    }

    /// The player at (r, t, s) gives the seat to `b` (sitting out `r`); the cost's change.
    fn replace(&mut self, r: usize, (t, s): (usize, usize), b: usize) -> f64 {
        let a = self.rounds[r][t][s];
        let delta = self.shift(a, r, t, s, -1);
        self.place[r * self.n + a] = None;
        self.put(b, r, t, s);
        delta + self.shift(b, r, t, s, 1) + self.at_table(a, t, -1) + self.at_table(b, t, 1)
    }
}

/// Step 2: the pairs annealed.
fn improve_pairs(st: &mut Pairs, rng: &mut dyn RandomSource, slice: Range<u64>, moves: u64) {
    let n = st.n;
    let sit_outs = st.sit_outs;
    let rounds_n = st.rounds.len();
    for i in slice {
        let temp = temperature(1.5, 0.02, i, moves);
        let r = pick(rng, rounds_n);
        let k = st.rounds[r].len();
        if sit_outs && (k < 2 || below(rng, 3) == 0) {
            // a seated in r and out in r2 trades with b seated in r2 and out in r.
            let (t, s) = (pick(rng, k), pick(rng, SEATS));
            let a = st.rounds[r][t][s];
            let r2 = pick(rng, rounds_n);
            if r2 == r || st.place[r2 * n + a].is_some() {
                continue;
            }
            let (u, v) = (pick(rng, st.rounds[r2].len()), pick(rng, SEATS));
            let b = st.rounds[r2][u][v];
            if st.place[r * n + b].is_some() {
                continue;
            }
            let delta = st.replace(r, (t, s), b) + st.replace(r2, (u, v), a);
            if !accept(delta, temp, rng) {
                st.replace(r2, (u, v), b);
                st.replace(r, (t, s), a);
            }
        } else if k >= 2 {
            let t = pick(rng, k);
            let u = (t + 1 + pick(rng, k - 1)) % k;
            let (s, v) = (pick(rng, SEATS), pick(rng, SEATS));
            let delta = st.swap(r, (t, s), (u, v));
            if !accept(delta, temp, rng) {
                st.swap(r, (t, s), (u, v));
            }
        }
    }
}

/// Step 3's bookkeeping: how many times each player sat at each table.
struct TablesBook {
    /// `count[p * tables + t]`.
    count: Vec<u32>,
    tables: usize,
    /// GAMES / TABLES.
    expected: f64,
    /// The rounds of two tables or more (the only ones whose groups can swap).
    many: Vec<usize>,
}

impl TablesBook {
    fn new(shape: &Shape, rounds: &[Vec<Table>]) -> TablesBook {
        let tn = shape.tables;
        let mut count = vec![0u32; shape.players * tn];
        for round in rounds {
            for (j, table) in round.iter().enumerate() {
                for &p in table {
                    count[p * tn + j] += 1;
                }
            }
        }
        TablesBook {
            count,
            tables: tn,
            expected: shape.games as f64 / tn as f64,
            many: (0..rounds.len())
                .filter(|&r| rounds[r].len() >= 2)
                .collect(),
        }
    }
}

/// Step 3: the groups of each round swap tables, annealing the tables score.
fn improve_tables(
    book: &mut TablesBook,
    rounds: &mut [Vec<Table>],
    rng: &mut dyn RandomSource,
    slice: Range<u64>,
    moves: u64,
) {
    let TablesBook {
        count,
        tables: tn,
        expected: e,
        many,
    } = book;
    let (tn, e) = (*tn, *e);
    // The change of (e − c)² when c moves by d.
    let step = |c: u32, d: f64| {
        let before = e - f64::from(c);
        let after = before - d;
        after * after - before * before
    };
    if many.is_empty() {
        return;
    }
    for i in slice {
        let temp = temperature(1.0, 0.01, i, moves);
        let r = many[pick(rng, many.len())];
        let k = rounds[r].len();
        let t = pick(rng, k);
        let u = (t + 1 + pick(rng, k - 1)) % k;
        let mut delta = 0.0;
        for &p in &rounds[r][t] {
            delta += step(count[p * tn + t], -1.0) + step(count[p * tn + u], 1.0);
        }
        for &p in &rounds[r][u] {
            delta += step(count[p * tn + u], -1.0) + step(count[p * tn + t], 1.0);
        }
        if accept(delta, temp, rng) {
            for &p in &rounds[r][t] {
                count[p * tn + t] -= 1;
                count[p * tn + u] += 1;
            }
            for &p in &rounds[r][u] {
                count[p * tn + u] -= 1;
                count[p * tn + t] += 1;
            }
            rounds[r].swap(t, u);
        }
    }
}

/// Step 4's bookkeeping: each player's games in each seat, and their numbers cost.
struct NumbersBook {
    counts: Vec<[u32; SEATS]>,
    cost: Vec<f64>,
    games: usize,
    /// Every (round, table).
    all: Vec<(usize, usize)>,
}

impl NumbersBook {
    fn new(shape: &Shape, rounds: &[Vec<Table>]) -> NumbersBook {
        let mut counts = vec![[0u32; SEATS]; shape.players];
        for table in rounds.iter().flatten() {
            for (s, &p) in table.iter().enumerate() {
                counts[p][s] += 1;
            }
        }
        let g = shape.games;
        NumbersBook {
            cost: counts.iter().map(|c| annealed_numbers(c, g)).collect(),
            counts,
            games: g,
            all: rounds
                .iter()
                .enumerate()
                .flat_map(|(r, round)| (0..round.len()).map(move |t| (r, t)))
                .collect(),
        }
    }
}

/// What the numbers phase anneals for one player: the site's cost, and [`IMPERFECT`] more
/// while the player is not "perfect" — the site's score is 0 only when every player is, and
/// the sum of all the costs as soon as one is not (past the bound at 45 × 3 × 6 and
/// 150 × 12 × 8 for a single player left imperfect).
fn annealed_numbers(counts: &[u32; SEATS], games: usize) -> f64 {
    let (cost, perfect) = numbers_cost(counts, games);
    if perfect {
        cost
    } else {
        cost + IMPERFECT
    }
}

/// The numbers phase's price of a player not "perfect" (see [`annealed_numbers`]).
const IMPERFECT: f64 = 50.0;

/// Step 4: two players of a table swap seats, annealing the numbers score.
fn improve_numbers(
    book: &mut NumbersBook,
    rounds: &mut [Vec<Table>],
    rng: &mut dyn RandomSource,
    slice: Range<u64>,
    moves: u64,
) {
    let NumbersBook {
        counts,
        cost,
        games: g,
        all,
    } = book;
    let g = *g;
    for i in slice {
        let temp = temperature(8.0, 0.05, i, moves);
        let (r, t) = all[pick(rng, all.len())];
        let s = pick(rng, SEATS);
        let v = (s + 1 + pick(rng, SEATS - 1)) % SEATS;
        let (a, b) = (rounds[r][t][s], rounds[r][t][v]);
        let mut ca = counts[a];
        ca[s] -= 1;
        ca[v] += 1;
        let mut cb = counts[b];
        cb[v] -= 1;
        cb[s] += 1;
        let (na, nb) = (annealed_numbers(&ca, g), annealed_numbers(&cb, g));
        let delta = na - cost[a] + nb - cost[b];
        if accept(delta, temp, rng) {
            counts[a] = ca;
            counts[b] = cb;
            cost[a] = na;
            cost[b] = nb;
            rounds[r][t].swap(s, v);
        }
    }
}

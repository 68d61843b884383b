//! `cargo run --release --bin seating -- PLAYERS TABLES GAMES [SEED]`: makes a tournament's
//! seating (`docs/tournament.md`), prints it as DimTom's JSON on stdout and its three scores
//! with their worst acceptable bounds on stderr.
//!
//! `seating --score FILE` reads a seating made elsewhere (DimTom's JSON; `-` for standard
//! input) and prints its three scores the same way (`bench/seating-site.mjs` scores the rating
//! site's own optimizer with it).
//!
//! Exit code 0: the seating is made and every score is within its bound; 1: made, but a score
//! is past its bound; 2: the arguments are refused (said in words).

use mafia_host::engine::tournament::{seat, Budget, DimTom, Scores, Seating, Shape};
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage: seating PLAYERS TABLES GAMES [SEED]  |  seating --score FILE";

fn number(arg: &str, what: &str) -> Result<u64, String> {
    arg.parse()
        .map_err(|_| format!("{what} must be a whole number, not «{arg}»\n{USAGE}"))
}

/// The three scores beside their bounds on stderr; whether all are within.
fn report(seating: &Seating) -> Result<bool, String> {
    let (players, tables, games) = (seating.players(), seating.tables(), seating.games());
    let bounds = Scores::acceptable(players, tables, games);
    let s = seating.scores(&[]).map_err(|e| e.to_string())?;
    let line = |name: &str, score: f64, bound: f64| {
        let ok = if score <= bound {
            "ok"
        } else {
            "PAST THE BOUND"
        };
        eprintln!("{name:8} {score:12.2}  (worst acceptable {bound:.2}) {ok}");
    };
    line("pairs", s.pairs, bounds.pairs);
    line("numbers", s.numbers, bounds.numbers);
    line("tables", s.tables, bounds.tables);
    Ok(s.within(&bounds))
}

/// `--score FILE`: a seating read from DimTom's JSON, scored.
fn score(file: &str) -> Result<bool, String> {
    let text = if file == "-" {
        std::io::read_to_string(std::io::stdin()).map_err(|e| e.to_string())?
    } else {
        std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?
    };
    let seating = DimTom::read(&text).map_err(|e| format!("{file}: {e}"))?;
    eprintln!(
        "{} players, {} tables, {} games each: {} rounds, read from {file}",
        seating.players(),
        seating.tables(),
        seating.games(),
        seating.rounds().len()
    );
    report(&seating)
}

fn run(args: &[String]) -> Result<bool, String> {
    if args.len() == 2 && args[0] == "--score" {
        return score(&args[1]);
    }
    if args.len() < 3 || args.len() > 4 {
        return Err(USAGE.to_string());
    }
    let size = |i: usize, what: &str| -> Result<usize, String> {
        usize::try_from(number(&args[i], what)?).map_err(|e| e.to_string())
    };
    let players = size(0, "PLAYERS")?;
    let tables = size(1, "TABLES")?;
    let games = size(2, "GAMES")?;
    let seed = match args.get(3) {
        Some(s) => number(s, "SEED")?,
        None => 1,
    };
    let shape = Shape::new(players, tables, games).map_err(|e| e.to_string())?;
    let started = Instant::now();
    let rated = seat(
        players,
        tables,
        games,
        &[],
        seed,
        Budget::default_for(&shape),
        &mut || false,
    )
    .map_err(|e| e.to_string())?;
    let took = started.elapsed();
    println!("{}", DimTom::from_seating(&rated.seating).to_text());
    eprintln!(
        "{players} players, {tables} tables, {games} games each: {} rounds, seed {seed}, {:.2} s",
        shape.rounds,
        took.as_secs_f64()
    );
    report(&rated.seating)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(words) => {
            eprintln!("{words}");
            ExitCode::from(2)
        }
    }
}

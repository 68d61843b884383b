//! Engine benchmark, natively (release profile): plays GAMES random games per preset (default
//! 10 000; Sport and Club at 10 seats, Home and Party at 5–30) with the random host of
//! `engine::simulate` (`Dice`, `random_action`, the one the property tests use), three rounds
//! of the same seeds, and prints the time per game (mean of the median round, and the median
//! and p95 of single games) and per accepted action. No invariants are checked here: that is
//! `tests/random_games.rs`. Run by `bench/engine` (after `bench/replay_bench.rs`).

use mafia_host::engine::rng::below;
use mafia_host::engine::simulate::{random_action, Dice};
use mafia_host::engine::*;
use std::time::Instant;

const MAX_ACTIONS: usize = 20_000;
const ROUNDS: usize = 3;

/// One random game to its end: (accepted actions, refused actions, ended).
fn play(preset: Preset, seed: u64, sizes: (u32, u32)) -> (usize, usize, bool) {
    let mut d = Dice(SplitMix64(seed));
    let n = (sizes.0 + below(&mut d.0, sizes.1 - sizes.0 + 1)) as usize;
    let setup = d.deal(preset, n).expect("a standard set-up deals");
    let mut game = Game::new(setup).expect("a game");
    let (mut accepted, mut refused) = (0, 0);
    for _ in 0..MAX_ACTIONS {
        if game.state().is_over() {
            break;
        }
        let action = random_action(game.state(), &mut d);
        match game.act(action) {
            Ok(_) => accepted += 1,
            Err(_) => refused += 1,
        }
    }
    (accepted, refused, game.state().is_over())
}

fn main() {
    let games: u64 = std::env::var("GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    println!(
        "| preset | seats | games | actions a game (mean) | time a game (mean, median round) | median | p95 | per accepted action | rounds (s) |"
    );
    println!("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
    for (preset, sizes) in [
        (Preset::Sport, (10, 10)),
        (Preset::Club, (10, 10)),
        (Preset::Home, (5, 30)),
        (Preset::Party, (5, 30)),
    ] {
        let mut rounds = Vec::with_capacity(ROUNDS);
        let mut singles = Vec::with_capacity(games as usize);
        let (mut accepted, mut unended) = (0usize, 0u64);
        for round in 0..ROUNDS {
            let t_round = Instant::now();
            for seed in 0..games {
                let t0 = Instant::now();
                let (acc, _refused, ended) = play(preset, seed, sizes);
                let dt = t0.elapsed().as_secs_f64();
                if round == 0 {
                    singles.push(dt);
                    accepted += acc;
                    unended += u64::from(!ended);
                }
            }
            rounds.push(t_round.elapsed().as_secs_f64());
        }
        let mut sorted = rounds.clone();
        sorted.sort_by(f64::total_cmp);
        let round = sorted[ROUNDS / 2];
        singles.sort_by(f64::total_cmp);
        let q = |p: usize| singles[(singles.len() * p / 100).min(singles.len() - 1)] * 1e6;
        let per_game = round / games as f64 * 1e6;
        let per_action = round / accepted as f64 * 1e9;
        println!(
            "| {preset:?} | {}–{} | {games} | {:.0} | {per_game:.0} µs | {:.0} µs | {:.0} µs | {per_action:.0} ns | {} |",
            sizes.0,
            sizes.1,
            accepted as f64 / games as f64,
            q(50),
            q(95),
            rounds
                .iter()
                .map(|r| format!("{r:.2}"))
                .collect::<Vec<_>>()
                .join(" / ")
        );
        if unended > 0 {
            println!("({unended} {preset:?} games did not end within {MAX_ACTIONS} actions)");
        }
    }
}

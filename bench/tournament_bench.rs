//! Tournament benchmark, natively (release profile): a tournament of 200 players at 20
//! tables, 10 games each (200 games), every game a random Sport game (the random host of
//! `engine::simulate`); then the times of what the organiser's phone does when a result is
//! scanned in with 199 already counted — merging it (its log replayed and checked) and the
//! standings (every counted game replayed, the evening's grid) — and of reading the whole
//! document back, with the document's size and the codes each game's results take
//! (`link::handoff`). Issue 50 asks ≤ 100 ms for the merge and the repaint on a phone; this
//! is the native floor of it. `cargo run --release --example tournament_bench`.
//! With `BENCH_OUT=DIR` it also writes the browser's measure of the same moment
//! (`bench/tournament-merge`): `tournament-199.json`, the document with 199 results counted,
//! and `results-200.json`, the last table's results file.

use mafia_host::engine::simulate::played_out;
use mafia_host::engine::tournament::*;
use mafia_host::engine::*;
use mafia_host::link::handoff;
use std::time::Instant;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let names: Vec<String> = (1..=200).map(|i| format!("Игрок {i}")).collect();
    let rated = seat(200, 20, 10, &[], 1, Budget::split(200_000), &mut || false).expect("seated");
    let mut t = Tournament::new(1, "Bench", Preset::Sport, &names, &[], &rated.seating)
        .expect("a tournament");
    let mut reports = Vec::new();
    let mut codes = Vec::new();
    for g in t.games.clone() {
        let ticket = t.ticket(g.table, &[g.round]).expect("a ticket");
        let seats = ticket.games[0].seats.clone();
        let played = played_out(&seats, u64::from(g.id) + 1).expect("a game that ends");
        let mut results = ticket.results();
        results.add(ticket.report(g.id, &played).expect("the ticket's game"));
        codes.push(handoff::codes(&results.to_json()).map_or(99, |c| c.len()));
        reports.push(results);
    }
    let last = reports.pop().expect("200 games");
    for r in &reports {
        t.merge(r).expect("this tournament");
    }
    let text = t.to_json();
    if let Ok(dir) = std::env::var("BENCH_OUT") {
        let dir = std::path::Path::new(&dir);
        std::fs::create_dir_all(dir).expect("BENCH_OUT made");
        std::fs::write(dir.join("tournament-199.json"), &text).expect("written");
        std::fs::write(dir.join("results-200.json"), last.to_json()).expect("written");
        println!("written to {}", dir.display());
    }
    let mut merge_ms = Vec::new();
    let mut standings_ms = Vec::new();
    let mut read_ms = Vec::new();
    let mut kept_ms = Vec::new();
    for _ in 0..7 {
        let start = Instant::now();
        let (done, out) = merge(&t, &last).expect("this tournament");
        merge_ms.push(start.elapsed().as_secs_f64() * 1000.0);
        assert_eq!(out[0].merged, Merged::Added);
        let start = Instant::now();
        let s = done.standings();
        standings_ms.push(start.elapsed().as_secs_f64() * 1000.0);
        assert_eq!(s.games.len(), 200);
        // The screen's repaint: the 199 games' states kept from the repaint before.
        let mut kept = Counted::default();
        t.standings_kept(&mut kept);
        let start = Instant::now();
        let k = done.standings_kept(&mut kept);
        kept_ms.push(start.elapsed().as_secs_f64() * 1000.0);
        assert_eq!((kept.replayed(), &k), (1, &s));
        let start = Instant::now();
        Tournament::from_json(&text).expect("reads back");
        read_ms.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    codes.sort_unstable();
    println!(
        "200 players × 200 games: merge one result {:.2} ms, standings {:.2} ms (with 199 games kept: {:.2} ms), \
         document read back (every result replayed) {:.2} ms (medians of 7); \
         document {} KB; codes per game's results: min {}, median {}, max {}",
        median(merge_ms),
        median(standings_ms),
        median(kept_ms),
        median(read_ms),
        text.len() / 1024,
        codes[0],
        codes[codes.len() / 2],
        codes[codes.len() - 1],
    );
}

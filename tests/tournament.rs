//! Issue 50, the tournament beyond its seating (`docs/tournament.md`): the document fits
//! `docs/tournament.schema.json` (checked by boon, not by us) and reads back exactly; a
//! damaged or newer document is refused by name, never with a panic; a table's ticket and
//! results go through the QR hand-off and back; merging is idempotent, order-independent,
//! refuses by name and loses nothing (property-tested over random tournaments of random
//! games); the standings of a small tournament are computed by hand.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::SPORT_ROLES;
use mafia_host::engine::evening::Criterion;
use mafia_host::engine::rng::below;
use mafia_host::engine::tournament::*;
use mafia_host::engine::*;
use mafia_host::link::handoff::{self, Assembly, MAX_PARTS};
use proptest::prelude::*;
use serde_json::Value;

fn path(p: &str) -> String {
    format!("{}/{p}", env!("CARGO_MANIFEST_DIR"))
}

/// boon over the tournament's schema (with the game log's and the evening's it refers to);
/// `at` is the root ("") or a `$defs` entry ("#/$defs/ticket").
fn schema_check(doc: &Value, at: &str) -> Result<(), String> {
    let mut schemas = boon::Schemas::new();
    let mut compiler = boon::Compiler::new();
    for name in ["game-log", "evening", "tournament"] {
        let file = format!("docs/{name}.schema.json");
        let v: Value =
            serde_json::from_str(&std::fs::read_to_string(path(&file)).unwrap()).unwrap();
        compiler
            .add_resource(&format!("https://mafia-host.invalid/{file}"), v)
            .unwrap();
    }
    let id = compiler
        .compile(
            &format!("https://mafia-host.invalid/docs/tournament.schema.json{at}"),
            &mut schemas,
        )
        .unwrap();
    schemas.validate(doc, id).map_err(|e| format!("{e:#}"))
}

fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("Игрок {i}")).collect()
}

/// One round of two tables: players 0–9 at table 0, 10–19 at table 1, seat 1 first.
fn two_tables() -> Tournament {
    let seating = Seating::from_rounds(vec![vec![
        std::array::from_fn(|s| s),
        std::array::from_fn(|s| 10 + s),
    ]])
    .unwrap();
    Tournament::new(
        1_700_000_000_000,
        "Кубок",
        Preset::Sport,
        &names(20),
        &[],
        &seating,
    )
    .unwrap()
}

/// A Sport game of `seats` (names by seat, SPORT_ROLES: blacks 3, 7, 9, Sheriff 5): seat 1
/// shot on night 2, then the host removes `removed` in the morning, in order, until the
/// game ends.
fn played(seats: &[String], removed: &[Seat]) -> Game {
    let setup = Setup::with_roles(
        Preset::Sport,
        Rules::preset(Preset::Sport),
        seats,
        &SPORT_ROLES,
    )
    .unwrap();
    let mut g = Game::new(setup).unwrap();
    while !matches!(
        g.state().stage,
        Stage::Night {
            step: NightStep::Shot
        }
    ) {
        g.act(HostAction::Next).unwrap();
    }
    g.act(HostAction::Shoot { target: Some(1) }).unwrap();
    while !matches!(g.state().stage, Stage::Morning) {
        g.act(HostAction::Next).unwrap();
    }
    for &seat in removed {
        if !g.state().is_over() {
            g.act(HostAction::Remove {
                seat,
                reason: RemovalReason::Insult,
            })
            .unwrap();
        }
    }
    g
}

/// Red wins: the three blacks removed.
fn red_wins(seats: &[String]) -> Game {
    let g = played(seats, &[3, 7, 9]);
    assert_eq!(g.state().winner, Some(Winner::Red));
    g
}

/// Black wins: three reds removed after seat 1's death (three against three).
fn black_wins(seats: &[String]) -> Game {
    let g = played(seats, &[2, 4, 5]);
    assert_eq!(g.state().winner, Some(Winner::Black));
    g
}

/// A random game of `seats` to its end (the random host of the property tests).
fn random_game(seats: &[String], seed: u64) -> Game {
    mafia_host::engine::simulate::played_out(seats, seed).unwrap_or_else(|| red_wins(seats))
}

fn report(t: &Tournament, game: u32, g: &Game) -> Reported {
    let tg = &t.games[game as usize];
    let ticket = t.ticket(tg.table, &[tg.round]).unwrap();
    ticket.report(game, g).unwrap()
}

fn results_of(t: &Tournament, reports: Vec<Reported>) -> Results {
    Results {
        format: RESULTS_FORMAT.to_string(),
        version: HANDOFF_VERSION,
        tournament: t.id,
        results: reports,
    }
}

fn seats_of(t: &Tournament, game: u32) -> Vec<String> {
    t.games[game as usize]
        .seats
        .iter()
        .map(|&id| t.name_of(id).to_string())
        .collect()
}

/// The small tournament with every kind of result: game 0 counted, game 1 disputed between
/// two results, the table phones named, teams given.
fn busy() -> Tournament {
    let seating = Seating::from_rounds(vec![
        vec![std::array::from_fn(|s| s), std::array::from_fn(|s| 10 + s)],
        vec![
            std::array::from_fn(|s| (s * 2) % 20),
            std::array::from_fn(|s| (s * 2 + 1) % 20),
        ],
    ])
    .unwrap();
    let teams: Vec<Option<String>> = (0..20)
        .map(|i| (i % 4 == 0).then(|| format!("Клуб {}", i % 3)))
        .collect();
    let mut t = Tournament::new(
        5,
        "Кубок «Осень»",
        Preset::Sport,
        &names(20),
        &teams,
        &seating,
    )
    .unwrap();
    t.hand_out(0, &[], "Стол 1").unwrap();
    let r0 = report(&t, 0, &red_wins(&seats_of(&t, 0)));
    let r1 = report(&t, 1, &red_wins(&seats_of(&t, 1)));
    let r1b = report(&t, 1, &black_wins(&seats_of(&t, 1)));
    t.merge(&results_of(&t, vec![r0, r1, r1b])).unwrap();
    t
}

#[test]
fn a_tournament_written_by_the_engine_fits_the_schema_and_reads_back_exactly() {
    let mut t = busy();
    assert_eq!(t.games[1].status(), GameStatus::Disputed);
    for doc in [two_tables(), t.clone(), {
        let pick = t.games[1].others[1].clone();
        t.choose(1, &pick).unwrap();
        t.clone()
    }] {
        let text = doc.to_json();
        schema_check(&serde_json::from_str(&text).unwrap(), "").unwrap();
        let back = Tournament::from_json(&text).unwrap();
        assert_eq!(back, doc);
        assert_eq!(back.to_json(), text, "written once, read back exactly");
        // What the phone keeps: the same document, compact.
        let kept = doc.to_compact_json();
        assert!(kept.len() < text.len() && !kept.contains('\n'));
        assert_eq!(Tournament::from_json(&kept).unwrap(), doc);
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&kept).unwrap(),
            serde_json::from_str::<serde_json::Value>(&text).unwrap()
        );
    }
    assert_eq!(t.games[1].status(), GameStatus::Done);
    assert!(t.games[1].chosen);
    assert_eq!(t.games[0].owner.as_deref(), Some("Стол 1"));
    assert_eq!(t.games[2].owner.as_deref(), Some("Стол 1"));
    assert_eq!(t.games[1].owner, None);
    // The teams as the seating's team rule reads them.
    let teams = t.teams();
    assert_eq!(
        (teams[0], teams[4], teams[8], teams[12]),
        (Some(0), Some(1), Some(2), Some(0))
    );
    assert_eq!(teams[1], None);
    assert_eq!(t.seating().unwrap().games(), 2);
}

#[test]
fn a_damaged_foreign_or_newer_document_is_refused_by_name() {
    let t = busy();
    let text = t.to_json();
    let mut v: Value = serde_json::from_str(&text).unwrap();
    let with = |f: &dyn Fn(&mut Value)| {
        let mut w = v.clone();
        f(&mut w);
        Tournament::from_json(&w.to_string())
    };
    assert_eq!(
        with(&|w| w["version"] = 2.into()),
        Err(TournamentError::Doc(DocError::Newer { found: 2, reads: 1 }))
    );
    assert!(matches!(
        with(&|w| w["version"] = "1".into()),
        Err(TournamentError::Doc(DocError::BadVersion { .. }))
    ));
    assert!(matches!(
        with(&|w| w["version"] = 0.into()),
        Err(TournamentError::Doc(DocError::BadVersion { .. }))
    ));
    assert_eq!(
        with(&|w| w["format"] = "mafia-host-evening".into()),
        Err(TournamentError::Doc(DocError::Foreign {
            expected: TOURNAMENT_FORMAT
        }))
    );
    assert!(matches!(
        with(&|w| w["surprise"] = 1.into()),
        Err(TournamentError::Doc(DocError::Malformed { .. }))
    ));
    assert!(matches!(
        Tournament::from_json(&text[..text.len() / 2]),
        Err(TournamentError::Doc(DocError::Malformed { .. }))
    ));
    assert!(matches!(
        Tournament::from_json("[1, 2]"),
        Err(TournamentError::Doc(DocError::Foreign { .. }))
    ));
    assert_eq!(
        with(&|w| w["players"][3]["name"] = "игрок 1".into()),
        Err(TournamentError::PlayerName {
            id: 3,
            name: "игрок 1".into()
        })
    );
    assert_eq!(
        with(&|w| w["players"][3]["id"] = 0.into()),
        Err(TournamentError::PlayerId { id: 0 })
    );
    // Both wrong: the first player in order is named (a name before a number, and back).
    assert_eq!(
        with(&|w| {
            w["players"][3]["name"] = "игрок 1".into();
            w["players"][5]["id"] = 0.into();
        }),
        Err(TournamentError::PlayerName {
            id: 3,
            name: "игрок 1".into()
        })
    );
    assert_eq!(
        with(&|w| {
            w["players"][5]["name"] = "".into();
            w["players"][3]["id"] = 0.into();
        }),
        Err(TournamentError::PlayerId { id: 0 })
    );
    assert_eq!(
        with(&|w| w["games"][2]["id"] = 3.into()),
        Err(TournamentError::GameOrder { game: 3 })
    );
    assert_eq!(
        with(&|w| w["games"][2]["seats"][0] = 77.into()),
        Err(TournamentError::Seats { game: 2 })
    );
    // Player 10 twice in round 0.
    assert_eq!(
        with(&|w| w["games"][0]["seats"][0] = 10.into()),
        Err(TournamentError::Seating(SeatingError::TwiceInRound {
            round: 0,
            player: 10
        }))
    );
    // A kept result whose seats are not the game's: game 0's result put on game 2.
    assert!(matches!(
        with(&|w| w["games"][2]["result"] = w["games"][0]["result"].clone()),
        Err(TournamentError::Result(ResultError::Seat { game: 2, .. }))
    ));
    // A disputed game cannot also count one result.
    assert_eq!(
        with(&|w| w["games"][1]["result"] = w["games"][1]["others"][0].clone()),
        Err(TournamentError::Results { game: 1 })
    );
    // Others out of their fixed order.
    assert_eq!(
        with(&|w| {
            let o = w["games"][1]["others"].as_array_mut().unwrap();
            o.reverse();
        }),
        Err(TournamentError::Results { game: 1 })
    );
    // And the schema refuses the shapes it can see.
    v["games"][0]["seats"] = serde_json::json!([1, 2, 3]);
    assert!(schema_check(&v, "").is_err());
    // Every refusal is said in words.
    assert!(TournamentError::Doc(DocError::Newer { found: 2, reads: 1 })
        .to_string()
        .contains("newer"));
}

#[test]
fn a_tables_ticket_and_results_go_through_the_qr_hand_off_and_back() {
    let mut t = busy();
    let ticket = t.hand_out(1, &[1], "Стол 2").unwrap();
    assert_eq!(ticket.games.len(), 1);
    assert_eq!(ticket.games[0].game, 3);
    assert_eq!(ticket.games[0].seats, seats_of(&t, 3));
    assert_eq!(t.games[3].owner.as_deref(), Some("Стол 2"));
    schema_check(
        &serde_json::from_str(&ticket.to_json()).unwrap(),
        "#/$defs/ticket",
    )
    .unwrap();
    let carried = |json: &str| -> (String, usize) {
        let codes = handoff::codes(json).unwrap();
        let mut a = Assembly::default();
        for c in codes.iter().rev() {
            a.add(c).unwrap();
        }
        (a.json().unwrap().unwrap(), codes.len())
    };
    let (back, parts) = carried(&ticket.to_json());
    assert_eq!(parts, 1, "a table's ticket is one code");
    assert_eq!(Ticket::from_json(&back).unwrap(), ticket);

    // The table plays its game (with a private note) and hands the result back.
    let mut g = black_wins(&ticket.games[0].seats);
    g.set_note(2, "тихо").unwrap();
    let mut results = ticket.results();
    results.add(ticket.report(3, &g).unwrap());
    results.add(ticket.report(3, &g).unwrap());
    assert_eq!(results.results.len(), 1, "the same game once");
    assert_eq!(results.results[0].log.notes, None, "the host's notes stay");
    assert!(ticket.report(0, &g).is_none(), "not this ticket's game");
    schema_check(
        &serde_json::from_str(&results.to_json()).unwrap(),
        "#/$defs/results",
    )
    .unwrap();
    let (back, parts) = carried(&results.to_json());
    assert!(parts <= MAX_PARTS);
    println!(
        "one game's results: {parts} codes, {} bytes of JSON",
        back.len()
    );
    let back = Results::from_json(&back).unwrap();
    assert_eq!(back, results);
    assert_eq!(
        t.merge(&back).unwrap(),
        vec![Outcome {
            game: 3,
            merged: Merged::Added
        }]
    );
    // Refusals of the hand-off's documents.
    assert_eq!(
        Results::from_json(&ticket.to_json()),
        Err(DocError::Foreign {
            expected: RESULTS_FORMAT
        })
    );
    assert_eq!(
        t.ticket(2, &[]),
        Err(TicketError::NoTable {
            table: 2,
            tables: 2
        })
    );
    assert_eq!(
        t.ticket(0, &[5]),
        Err(TicketError::NoGame { table: 0, round: 5 })
    );
    assert_eq!(t.ticket(0, &[]).unwrap().games.len(), 2);
}

#[test]
fn merging_adds_keeps_disputes_and_refuses_by_name() {
    let t0 = two_tables();
    let seats0 = seats_of(&t0, 0);
    let win = report(&t0, 0, &red_wins(&seats0));
    let loss = report(&t0, 0, &black_wins(&seats0));
    let (t1, out) = merge(&t0, &results_of(&t0, vec![win.clone()])).unwrap();
    assert_eq!(out[0].merged, Merged::Added);
    assert_eq!(t1.games[0].status(), GameStatus::Done);
    // The same result again: nothing changes.
    let (t2, out) = merge(&t1, &results_of(&t1, vec![win.clone()])).unwrap();
    assert_eq!((out[0].merged.clone(), &t2), (Merged::Same, &t1));
    // A different one: both kept, neither counts, until the organiser chooses.
    let (mut t3, out) = merge(&t2, &results_of(&t2, vec![loss.clone()])).unwrap();
    assert_eq!(out[0].merged, Merged::Disputed);
    assert_eq!(t3.games[0].status(), GameStatus::Disputed);
    assert_eq!(t3.games[0].others.len(), 2);
    assert!(t3.standings().grid.games.is_empty());
    assert_eq!(t3.standings().disputed, vec![0]);
    t3.choose(0, &loss.log).unwrap();
    assert_eq!(t3.games[0].result.as_ref(), Some(&loss.log));
    assert_eq!(t3.games[0].others, vec![win.log.clone()]);
    // After the choice, either result again changes nothing.
    let (t4, _) = merge(&t3, &results_of(&t3, vec![win.clone(), loss.clone()])).unwrap();
    assert_eq!(t4, t3);
    // Choosing what never came is refused.
    let other = report(&t0, 1, &red_wins(&seats_of(&t0, 1)));
    assert_eq!(
        t3.clone().choose(0, &other.log),
        Err(ChooseError::NotReceived { game: 0 })
    );

    // Refused by name, nothing changed.
    let refused = |r: Reported| {
        let (t, out) = merge(&t1, &results_of(&t1, vec![r])).unwrap();
        assert_eq!(t, t1, "a refusal changes nothing");
        match &out[0].merged {
            Merged::Refused(e) => e.clone(),
            m => panic!("{m:?} was not refused"),
        }
    };
    let mut r = win.clone();
    r.game = 9;
    assert_eq!(refused(r), ResultError::UnknownGame { game: 9, games: 2 });
    let mut r = win.clone();
    r.table = 1;
    assert!(matches!(
        refused(r),
        ResultError::Place {
            game: 0,
            table: 1,
            ..
        }
    ));
    let mut r = win.clone();
    r.game = 1;
    r.table = 1;
    assert_eq!(
        refused(r),
        ResultError::Seat {
            game: 1,
            seat: 1,
            found: "Игрок 1".into(),
            expected: "Игрок 11".into()
        }
    );
    let unfinished = {
        let mut g = Game::new(
            Setup::with_roles(
                Preset::Sport,
                Rules::preset(Preset::Sport),
                &seats0,
                &SPORT_ROLES,
            )
            .unwrap(),
        )
        .unwrap();
        g.act(HostAction::Next).unwrap();
        report(&t0, 0, &g)
    };
    assert_eq!(refused(unfinished), ResultError::NotOver { game: 0 });
    let mut r = win.clone();
    r.log.setup.preset = Preset::Club;
    assert_eq!(
        refused(r),
        ResultError::Preset {
            game: 0,
            found: Preset::Club,
            expected: Preset::Sport
        }
    );
    let mut r = win.clone();
    r.log
        .actions
        .insert(0, HostAction::Shoot { target: Some(3) });
    assert!(matches!(refused(r), ResultError::Open { game: 0, .. }));
    // Another tournament's results: refused whole.
    let mut foreign = results_of(&t0, vec![win.clone()]);
    foreign.tournament += 1;
    assert_eq!(
        merge(&t0, &foreign),
        Err(OtherTournament {
            found: t0.id + 1,
            expected: t0.id
        })
    );
    // A name typed in another case and spacing at the table is the roster's player.
    let mut seats = seats0.clone();
    seats[0] = " игрок   1 ".to_string();
    let (t5, out) = merge(
        &t0,
        &results_of(&t0, vec![report(&t0, 0, &red_wins(&seats))]),
    )
    .unwrap();
    assert_eq!(out[0].merged, Merged::Added);
    let s = t5.standings();
    assert!(s.grid.rows.iter().any(|r| r.standing.name == "Игрок 1"));
}

/// The standings of two tables, one game each, by hand (points in hundredths, the evening's
/// default numbers: a win 1, a removal −0.5, Ci's cap 0.4 with N = 1 game: round(1 × 0.4) =
/// 0, so the cap):
///
/// * table 0 (players 0–9), red wins: reds (seats 1, 2, 4, 5, 6, 8, 10) 100 each, seat 1 shot
///   first but red won (no Ci); blacks (seats 3, 7, 9) removed, −50 each;
/// * table 1 (players 10–19), black wins: blacks 100 each (seat 7, player 16, the Don);
///   seat 1 (player 10) shot first in a game red lost, Ci 40; seats 2, 4, 5 removed, −50;
///   seats 6, 8, 10: 0.
///
/// Order (R-EVE-3: total, extra + penalty + best move, wins, wins as Sheriff or Don,
/// first-night deaths, survived): 100 and a Sheriff's or Don's win — player 4 (table 0's
/// Sheriff) and player 16 (table 1's Don), equal on all, rank 1; then player 0 (killed
/// first), rank 3; the other seven on 100, rank 4; player 10 on 40, rank 11; players 15, 17,
/// 19 on 0, rank 12; the six removed on −50, rank 15.
#[test]
fn the_standings_of_a_small_tournament_are_the_ones_computed_by_hand() {
    let t0 = two_tables();
    let r0 = report(&t0, 0, &red_wins(&seats_of(&t0, 0)));
    let r1 = report(&t0, 1, &black_wins(&seats_of(&t0, 1)));
    // Half-way: game 1 not reported, its players waiting.
    let (half, _) = merge(&t0, &results_of(&t0, vec![r0.clone()])).unwrap();
    let s = half.standings();
    assert_eq!(s.pending, vec![1]);
    assert_eq!(s.waiting, (10..20).collect::<Vec<u32>>());
    assert_eq!(s.games, vec![0]);
    let (t, _) = merge(&t0, &results_of(&t0, vec![r1, r0])).unwrap();
    let s = t.standings();
    assert!(s.pending.is_empty() && s.waiting.is_empty() && s.disputed.is_empty());
    assert_eq!(s.games, vec![0, 1]);
    let table: Vec<(u32, usize, i32, i32)> = s
        .players
        .iter()
        .zip(&s.grid.rows)
        .map(|(&id, r)| (id, r.standing.rank, r.standing.total, r.standing.ci))
        .collect();
    let expected: Vec<(u32, usize, i32, i32)> = [
        (4, 1, 100, 0),
        (16, 1, 100, 0),
        (0, 3, 100, 0),
        (1, 4, 100, 0),
        (3, 4, 100, 0),
        (5, 4, 100, 0),
        (7, 4, 100, 0),
        (9, 4, 100, 0),
        (12, 4, 100, 0),
        (18, 4, 100, 0),
        (10, 11, 40, 40),
        (15, 12, 0, 0),
        (17, 12, 0, 0),
        (19, 12, 0, 0),
        (2, 15, -50, 0),
        (6, 15, -50, 0),
        (8, 15, -50, 0),
        (11, 15, -50, 0),
        (13, 15, -50, 0),
        (14, 15, -50, 0),
    ]
    .to_vec();
    assert_eq!(table, expected);
    // The tie-breaks said: the Don's win over player 0, player 0's first death over the rest.
    let tie = |i: usize| {
        s.grid.rows[i]
            .tie_break
            .as_ref()
            .map(|b| (b.by, b.mine, b.theirs))
    };
    assert_eq!(tie(0), None, "equal on everything: a shared place");
    assert_eq!(tie(1), Some((Criterion::SheriffDonWins, 1, 0)));
    assert_eq!(tie(2), Some((Criterion::FirstKilled, 1, 0)));
    assert_eq!(tie(9), None, "40 is a lower total, not a tie-break");
    // Each row's cells add up to its line, and sit in the game the player played.
    for (id, row) in s.players.iter().zip(&s.grid.rows) {
        let played: Vec<usize> = (0..2).filter(|&c| row.cells[c].is_some()).collect();
        assert_eq!(played, vec![usize::from(*id >= 10)]);
        let sum: i32 = row.cells.iter().flatten().map(|c| c.total).sum();
        assert_eq!(sum, row.standing.total);
    }
}

/// A random tournament, every game's results (one or two different ones), the reports in a
/// random order with repeats and a foreign one, cut into a table's bundles at random.
struct Case {
    start: Tournament,
    reports: Vec<Reported>,
}

fn case(seed: u64) -> Case {
    let mut rng = SplitMix64(seed);
    let (players, games) = [(20, 1), (20, 2), (30, 1), (30, 2)][below(&mut rng, 4) as usize];
    let rated = seat(
        players,
        2,
        games,
        &[],
        seed,
        Budget::split(2_000),
        &mut || false,
    )
    .unwrap();
    let start = Tournament::new(
        seed,
        "Случайный",
        Preset::Sport,
        &names(players),
        &[],
        &rated.seating,
    )
    .unwrap();
    let mut reports = Vec::new();
    for g in &start.games {
        let seats = seats_of(&start, g.id);
        let variants = 1 + below(&mut rng, 2);
        for v in 0..variants {
            let game = random_game(&seats, seed ^ (u64::from(g.id) << 8) ^ u64::from(v));
            let r = report(&start, g.id, &game);
            for _ in 0..1 + below(&mut rng, 3) {
                reports.push(r.clone());
            }
        }
    }
    // A game the tournament does not have.
    let mut stray = reports[0].clone();
    stray.game = start.games.len() as u32 + 3;
    reports.push(stray);
    Case { start, reports }
}

fn shuffled(v: &[Reported], rng: &mut SplitMix64) -> Vec<Reported> {
    let mut v = v.to_vec();
    for i in (1..v.len()).rev() {
        v.swap(i, below(rng, i as u32 + 1) as usize);
    }
    v
}

/// Merges `reports` cut into bundles at random.
fn merge_all(start: &Tournament, reports: &[Reported], rng: &mut SplitMix64) -> Tournament {
    let mut t = start.clone();
    let mut rest = reports;
    while !rest.is_empty() {
        let k = 1 + below(rng, rest.len().min(4) as u32) as usize;
        t.merge(&results_of(start, rest[..k].to_vec())).unwrap();
        rest = &rest[k..];
    }
    t
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Merging is a pure function of the set of results received: any order, any repeats,
    /// any bundling give the same document and the same standings; merging it all again
    /// changes nothing; the document stays whole and reads back.
    #[test]
    fn merging_is_a_function_of_the_set_of_results(seed in any::<u64>()) {
        let Case { start, reports } = case(seed);
        let mut rng = SplitMix64(seed ^ 0x5EED);
        let a = merge_all(&start, &shuffled(&reports, &mut rng), &mut rng);
        let b = merge_all(&start, &shuffled(&reports, &mut rng), &mut rng);
        prop_assert_eq!(&a, &b);
        prop_assert_eq!(a.standings(), b.standings());
        let again = merge_all(&a, &reports, &mut rng);
        prop_assert_eq!(&again, &a);
        a.check().unwrap();
        prop_assert_eq!(Tournament::from_json(&a.to_json()).unwrap(), a.clone());
        // Nothing received is lost: every distinct result is kept, and a game counts one
        // exactly when one distinct result came.
        for g in &a.games {
            let mut distinct: Vec<&GameLog> = Vec::new();
            for r in reports.iter().filter(|r| r.game == g.id) {
                if !distinct.contains(&&r.log) {
                    distinct.push(&r.log);
                }
            }
            let kept: Vec<&GameLog> = g.result.iter().chain(&g.others).collect();
            prop_assert_eq!(kept.len(), distinct.len());
            for d in &distinct {
                prop_assert!(kept.contains(d));
            }
            prop_assert_eq!(g.status() == GameStatus::Done, distinct.len() == 1);
        }
        // The standings count the games that count.
        let s = a.standings();
        let done = a.games.iter().filter(|g| g.status() == GameStatus::Done).count();
        prop_assert_eq!(s.games.len(), done);
        prop_assert_eq!(s.pending.len(), 0);
        // The organiser's choices, then everything once more in another order: the choices
        // stand, nothing else moves.
        let mut chosen = a.clone();
        for g in &a.games {
            if let Some(pick) = g.others.last() {
                chosen.choose(g.id, pick).unwrap();
            }
        }
        chosen.check().unwrap();
        let again = merge_all(&chosen, &shuffled(&reports, &mut rng), &mut rng);
        prop_assert_eq!(&again, &chosen);
        prop_assert!(chosen.games.iter().all(|g| g.status() == GameStatus::Done));
    }

    /// A damaged tournament's text is refused, never with a panic.
    #[test]
    fn damaged_text_never_panics(seed in any::<u64>(), cut in 0usize..4000, byte in any::<u8>()) {
        let t = two_tables();
        let mut text = t.to_json().into_bytes();
        let at = cut % text.len();
        text[at] = byte;
        let text = String::from_utf8_lossy(&text);
        let _ = Tournament::from_json(&text);
        let _ = Results::from_json(&text);
        let _ = Ticket::from_json(&text);
        let _ = seed;
    }
}

#[test]
fn a_text_taken_in_is_merged_or_refused_whole_and_nothing_changes_on_a_refusal() {
    let t0 = two_tables();
    let win = report(&t0, 0, &red_wins(&seats_of(&t0, 0)));
    let loss = report(&t0, 0, &black_wins(&seats_of(&t0, 0)));
    let text = results_of(&t0, vec![win.clone()]).to_json();
    let mut t = t0.clone();
    let intake = t.take(&text);
    assert_eq!(
        intake,
        Intake::Merged(vec![Outcome {
            game: 0,
            merged: Merged::Added
        }])
    );
    assert!(intake.changed());
    let once = t.clone();
    // The same again: said, nothing changed.
    let again = t.take(&text);
    assert!(!again.changed());
    assert_eq!(
        again,
        Intake::Merged(vec![Outcome {
            game: 0,
            merged: Merged::Same
        }])
    );
    assert_eq!(t, once);
    // Damaged, another document, another tournament: refused, nothing changed.
    for bad in [
        text[..text.len() / 2].to_string(),
        t0.ticket(0, &[]).unwrap().to_json(),
        t0.to_json(),
        "".to_string(),
    ] {
        assert!(
            matches!(t.take(&bad), Intake::Unreadable(_)),
            "{bad:.60} was read"
        );
        assert_eq!(t, once);
    }
    let mut foreign = results_of(&t0, vec![loss.clone()]);
    foreign.tournament += 1;
    assert_eq!(
        t.take(&foreign.to_json()),
        Intake::Other(OtherTournament {
            found: t0.id + 1,
            expected: t0.id
        })
    );
    assert_eq!(t, once);
    // A different result for the same game: disputed.
    let disputed = t.take(&results_of(&t0, vec![loss]).to_json());
    assert!(disputed.changed());
    assert_eq!(t.games[0].status(), GameStatus::Disputed);
}

#[test]
fn the_kept_standings_replay_only_the_games_that_changed_and_equal_the_whole_replay() {
    let mut t = busy();
    let mut kept = Counted::default();
    assert_eq!(t.standings_kept(&mut kept), t.standings());
    assert_eq!(kept.replayed(), 1, "game 0 counts, game 1 is disputed");
    assert_eq!(t.standings_kept(&mut kept), t.standings());
    assert_eq!(kept.replayed(), 0, "nothing changed: nothing replayed");
    // A new game counted: only it is replayed.
    let r2 = report(&t, 2, &random_game(&seats_of(&t, 2), 7));
    t.merge(&results_of(&t, vec![r2])).unwrap();
    assert_eq!(t.standings_kept(&mut kept), t.standings());
    assert_eq!(kept.replayed(), 1);
    // The dispute chosen: that game is replayed, and choosing the other result again too.
    let pick = t.games[1].others[0].clone();
    t.choose(1, &pick).unwrap();
    assert_eq!(t.standings_kept(&mut kept), t.standings());
    assert_eq!(kept.replayed(), 1);
    let other = t.games[1].others[0].clone();
    t.choose(1, &other).unwrap();
    assert_eq!(t.standings_kept(&mut kept), t.standings());
    assert_eq!(kept.replayed(), 1);
    // A game that stops counting (a rival result of game 0) leaves the kept standings.
    let rival = report(&t, 0, &black_wins(&seats_of(&t, 0)));
    t.merge(&results_of(&t, vec![rival])).unwrap();
    let s = t.standings_kept(&mut kept);
    assert_eq!(s, t.standings());
    assert_eq!(kept.replayed(), 0);
    assert_eq!(s.games, vec![1, 2]);
    // A player renamed, or another tournament: nothing kept is used.
    t.players[0].name = "Аня".to_string();
    assert_eq!(t.standings_kept(&mut kept), t.standings());
    assert_eq!(kept.replayed(), 2);
    let other = two_tables();
    assert_eq!(other.standings_kept(&mut kept), other.standings());
    assert_eq!(kept.replayed(), 0, "two_tables has no result");
}

#[test]
fn the_rounds_grid_says_each_tables_game_players_and_state() {
    let t = busy();
    let s = t.standings();
    let grid = t.round_grid(&s);
    assert_eq!(grid.tables, 2);
    assert_eq!(grid.rounds.len(), 2);
    let at = |r: usize, table: usize| grid.rounds[r].tables[table].clone().unwrap();
    assert_eq!(at(0, 0).game, 0);
    assert_eq!(at(0, 0).status, GameStatus::Done);
    assert_eq!(at(0, 0).winner, Some(Winner::Red));
    assert_eq!(at(0, 0).owner.as_deref(), Some("Стол 1"));
    assert_eq!(at(0, 0).seats, (0..10).collect::<Vec<u32>>());
    assert_eq!(at(0, 1).status, GameStatus::Disputed);
    assert_eq!(at(0, 1).winner, None, "a disputed game counts for nothing");
    assert_eq!(at(1, 0).status, GameStatus::Pending);
    assert_eq!(at(1, 1).game, 3);
    assert_eq!(
        at(1, 1).seats,
        (0..10).map(|s| (s * 2 + 1) % 20).collect::<Vec<u32>>()
    );
    assert_eq!(grid.rounds[0].pending(), 0);
    assert_eq!(grid.rounds[1].pending(), 2);
}

#[test]
fn a_players_card_says_the_table_and_seat_of_each_round_or_a_rest() {
    let t = busy();
    let card = t.card(1).unwrap();
    assert_eq!(card.name, "Игрок 2");
    assert_eq!(card.tournament, "Кубок «Осень»");
    assert_eq!(
        card.rounds,
        vec![
            Some(Place {
                game: 0,
                table: 0,
                seat: 2
            }),
            Some(Place {
                game: 3,
                table: 1,
                seat: 1
            }),
        ]
    );
    assert_eq!(t.card(20), None);
    // Two tables a round, thirty players: ten rest each round.
    let table = |first: usize| -> [usize; 10] { std::array::from_fn(|s| first + s) };
    let seating = Seating::from_rounds(vec![
        vec![table(0), table(10)],
        vec![table(20), table(0)],
        vec![table(10), table(20)],
    ])
    .unwrap();
    let t = Tournament::new(2, "Лига", Preset::Sport, &names(30), &[], &seating).unwrap();
    let place = |game, table, seat| Some(Place { game, table, seat });
    assert_eq!(
        t.card(12).unwrap().rounds,
        vec![place(1, 1, 3), None, place(4, 0, 3)]
    );
    assert_eq!(
        t.card(25).unwrap().rounds,
        vec![None, place(2, 0, 6), place(5, 1, 6)]
    );
}

#[test]
fn a_disputes_results_stand_side_by_side_with_what_differs() {
    let mut t = busy();
    assert_eq!(t.dispute(0), None, "one result: no dispute");
    assert_eq!(t.disputes(), vec![1]);
    let d = t.dispute(1).unwrap();
    assert_eq!((d.game, d.round, d.table), (1, 0, 1));
    assert_eq!(d.names, seats_of(&t, 1));
    assert_eq!(d.sides.len(), 2);
    assert!(d.sides.iter().all(|s| !s.counts));
    let mut winners: Vec<_> = d.sides.iter().map(|s| s.winner).collect();
    winners.sort_by_key(|w| format!("{w:?}"));
    assert_eq!(winners, vec![Some(Winner::Black), Some(Winner::Red)]);
    assert!(d.winner_differs() && d.left_differs());
    let red = d
        .sides
        .iter()
        .find(|s| s.winner == Some(Winner::Red))
        .unwrap();
    let black = d
        .sides
        .iter()
        .find(|s| s.winner == Some(Winner::Black))
        .unwrap();
    // Seat 1 shot on night 2 on both sides; then the blacks, or three reds, removed.
    assert_eq!(red.left[0].seat, 1);
    assert_eq!(red.left[0].exit, Exit::Killed);
    let removed = |s: &Side| -> Vec<Seat> { s.left[1..].iter().map(|l| l.seat).collect() };
    assert_eq!(removed(red), vec![3, 7, 9]);
    assert_eq!(removed(black), vec![2, 4, 5]);
    // Seat 3 is black: nothing when red wins, the win (less the removal) when black wins.
    assert_eq!(red.points.len(), 10);
    assert!(black.points[2] > red.points[2]);
    assert!(d.points_differ(3));
    assert!(d.points_differ(1), "seat 1 is red: it won with red only");
    // Seat 1 was shot on both sides, on the same night; seat 3 removed on one side only.
    let (ri, bi) = (
        d.sides
            .iter()
            .position(|s| s.winner == Some(Winner::Red))
            .unwrap(),
        d.sides
            .iter()
            .position(|s| s.winner == Some(Winner::Black))
            .unwrap(),
    );
    assert_eq!(d.left(ri, 1), d.left(bi, 1));
    assert_eq!(d.left(ri, 1).map(|l| l.exit), Some(Exit::Killed));
    assert_eq!(d.left(ri, 3).map(|l| l.exit), Some(Exit::Removed));
    assert_eq!(d.left(bi, 3), None);
    assert!(d.seat_differs(3) && d.seat_differs(2));
    // Chosen: the choice first, counted; the dispute still shows both.
    let pick = black.log.clone();
    t.choose(1, &pick).unwrap();
    let d = t.dispute(1).unwrap();
    assert!(d.sides[0].counts && !d.sides[1].counts);
    assert_eq!(d.sides[0].log, pick);
}

// ---------------------------------------------------------------------------------------
// The final.

/// Over its games, each finalist sits each part of the table fairly: ten games of ten
/// finalists, every seat once; from four games on (no rotation of three can), every finalist at least once in seats
/// 1–3, 4–7 and 8–10; with more than ten finalists, the games shared out within one.
#[test]
fn the_finals_seats_rotate_round_the_table() {
    let ten: Vec<u32> = (0..10).collect();
    let seats = final_seats(&ten, 10);
    for id in &ten {
        let mut at: Vec<usize> = seats
            .iter()
            .map(|g| g.iter().position(|p| p == id).unwrap())
            .collect();
        at.sort_unstable();
        assert_eq!(at, (0..10).collect::<Vec<_>>(), "finalist {id}");
    }
    // Five games: once in each pair of seats 1–2, 3–4, …
    let five = final_seats(&ten, 5);
    for id in &ten {
        let mut pairs: Vec<usize> = five
            .iter()
            .map(|g| g.iter().position(|p| p == id).unwrap() / 2)
            .collect();
        pairs.sort_unstable();
        assert_eq!(pairs, vec![0, 1, 2, 3, 4], "finalist {id}");
    }
    for n in 10..=16u32 {
        let finalists: Vec<u32> = (100..100 + n).collect();
        for k in 1..=MOST_FINAL_GAMES {
            let games = final_seats(&finalists, k);
            assert_eq!(games.len(), k as usize);
            let mut played = vec![0usize; n as usize];
            for g in &games {
                let mut d = g.clone();
                d.sort_unstable();
                d.dedup();
                assert_eq!(d.len(), 10, "ten different finalists a game ({n}, {k})");
                for p in g {
                    played[(p - 100) as usize] += 1;
                }
            }
            let (lo, hi) = (played.iter().min().unwrap(), played.iter().max().unwrap());
            assert!(hi - lo <= 1, "games shared out ({n}, {k}): {played:?}");
            if n == 10 && k >= 4 {
                for id in &finalists {
                    let parts: Vec<usize> = games
                        .iter()
                        .map(|g| match g.iter().position(|p| p == id).unwrap() {
                            0..=2 => 0,
                            3..=6 => 1,
                            _ => 2,
                        })
                        .collect();
                    for part in 0..3 {
                        assert!(parts.contains(&part), "{id} in part {part} ({k} games)");
                    }
                }
            }
        }
    }
}

/// The qualifying games reported, the top ten (the standings computed by hand above) go to a
/// final of five games; its results come in as any table's; its standings with and without
/// the qualifying points; the qualifying standings untouched by it.
#[test]
fn the_final_takes_the_top_ten_and_ranks_them_by_its_rule() {
    let t0 = two_tables();
    let r0 = report(&t0, 0, &red_wins(&seats_of(&t0, 0)));
    let r1 = report(&t0, 1, &black_wins(&seats_of(&t0, 1)));
    let (half, _) = merge(&t0, &results_of(&t0, vec![r0.clone()])).unwrap();
    assert_eq!(
        half.finalists(),
        Err(FinalError::Pending { games: vec![1] })
    );
    let mut t = merge(&t0, &results_of(&t0, vec![r0, r1])).unwrap().0;
    let qualifying = t.standings();
    // The rule: between ten and the players, 1 to 20 games.
    let rule = FinalRule::default();
    assert_eq!((rule.top, rule.games, rule.carry), (10, 5, true));
    for (bad, err) in [
        (
            FinalRule { top: 9, ..rule },
            FinalError::Top {
                top: 9,
                players: 20,
            },
        ),
        (
            FinalRule { top: 21, ..rule },
            FinalError::Top {
                top: 21,
                players: 20,
            },
        ),
        (
            FinalRule { games: 0, ..rule },
            FinalError::Games { games: 0 },
        ),
        (
            FinalRule { games: 21, ..rule },
            FinalError::Games { games: 21 },
        ),
    ] {
        assert_eq!(t.clone().set_final_rule(bad), Err(err));
    }
    // A cut inside a shared place is the organiser's to settle: players 15, 17, 19 share 12th.
    let mut twelve = t.clone();
    twelve
        .set_final_rule(FinalRule { top: 12, ..rule })
        .unwrap();
    assert_eq!(
        twelve.finalists(),
        Err(FinalError::Tie {
            place: 12,
            tied: vec![15, 17, 19]
        })
    );
    let top = t.finalists().unwrap();
    assert_eq!(top, vec![4, 16, 0, 1, 3, 5, 7, 9, 12, 18]);
    // The Final tab's way: the standings it shows, the finalists from them.
    assert_eq!(t.finalists_of(&qualifying), Ok(top.clone()));
    assert_eq!(twelve.finalists_of(&twelve.standings()), twelve.finalists());
    assert_eq!(
        half.finalists_of(&half.standings()),
        Err(FinalError::Pending { games: vec![1] })
    );
    assert_eq!(
        t.begin_final(&top[..9]),
        Err(FinalError::Finalists { named: 9, top: 10 })
    );
    let mut twice = top.clone();
    twice[9] = 4;
    assert_eq!(
        t.begin_final(&twice),
        Err(FinalError::Finalists { named: 9, top: 10 })
    );
    t.begin_final(&top).unwrap();
    assert_eq!(t.begin_final(&top), Err(FinalError::Begun));
    assert_eq!(t.set_final_rule(rule), Err(FinalError::Begun));
    assert_eq!(t.qualifying().len(), 2);
    let finals: Vec<(u32, u32, u32)> = t
        .final_games()
        .iter()
        .map(|g| (g.id, g.round, g.table))
        .collect();
    assert_eq!(
        finals,
        vec![(2, 1, 0), (3, 2, 0), (4, 3, 0), (5, 4, 0), (6, 5, 0)]
    );
    assert_eq!(
        t.final_games()[1].seats,
        vec![0, 1, 3, 5, 7, 9, 12, 18, 4, 16]
    );
    // The document with its final: the schema, read back exactly; a final game moved is refused.
    let text = t.to_json();
    schema_check(&serde_json::from_str(&text).unwrap(), "").unwrap();
    assert_eq!(Tournament::from_json(&text).unwrap(), t);
    let mut moved = t.clone();
    moved.games[3].table = 1;
    assert_eq!(moved.check(), Err(TournamentError::Final { game: 3 }));
    let mut early = t.clone();
    early.games.swap(1, 2);
    early.games[1].id = 1;
    early.games[2].id = 2;
    assert!(early.check().is_err());
    // Nothing played yet: every finalist carries their qualifying line.
    let empty = t.final_standings();
    assert_eq!(empty.pending, vec![2, 3, 4, 5, 6]);
    assert_eq!(empty.players.len(), 10);
    for (id, row) in empty.players.iter().zip(&empty.grid.rows) {
        let i = qualifying.players.iter().position(|p| p == id).unwrap();
        assert_eq!(row.standing.total, qualifying.grid.rows[i].standing.total);
        assert!(row.cells.is_empty());
    }
    // The final played: red wins games 2–4, black 5–6, reported by the final's table.
    let reports: Vec<Reported> = (2..7)
        .map(|g| {
            let seats = seats_of(&t, g);
            let game = if g < 5 {
                red_wins(&seats)
            } else {
                black_wins(&seats)
            };
            let ticket = t.ticket(0, &[g - 1]).unwrap();
            ticket.report(g, &game).unwrap()
        })
        .collect();
    t.merge(&results_of(&t, reports)).unwrap();
    assert_eq!(
        t.standings(),
        qualifying,
        "the final never counts in the qualifying"
    );
    let carried = t.final_standings();
    assert_eq!(carried.games, vec![2, 3, 4, 5, 6]);
    assert!(carried.pending.is_empty());
    let mut plain = t.clone();
    plain.final_rule.carry = false;
    let alone = plain.final_standings();
    assert_eq!(alone.players.len(), 10);
    let mut ranked: Vec<u32> = carried.players.clone();
    ranked.sort_unstable();
    let mut finalists = top.clone();
    finalists.sort_unstable();
    assert_eq!(ranked, finalists, "only the finalists are ranked");
    let line = |s: &Standings, id: u32| {
        let i = s.players.iter().position(|&p| p == id).unwrap();
        s.grid.rows[i].clone()
    };
    for &id in &top {
        let q = line(&qualifying, id).standing;
        let a = line(&alone, id);
        let c = line(&carried, id);
        let cells: i32 = a.cells.iter().flatten().map(|c| c.total).sum();
        assert_eq!(a.standing.total, cells, "the final alone: its cells");
        assert_eq!(c.standing.total, q.total + a.standing.total, "player {id}");
        assert_eq!(c.standing.games, q.games + 5);
        assert_eq!(c.cells, a.cells, "the final's games only, in both");
    }
    // Ranks follow the totals in both.
    for s in [&carried, &alone] {
        let totals: Vec<i32> = s.grid.rows.iter().map(|r| r.standing.total).collect();
        assert!(totals.windows(2).all(|w| w[0] >= w[1]), "{totals:?}");
    }
}

/// A tie at the cut settled by hand: the players above the shared place go, then the tied
/// players the organiser chose, in qualifying order; too few, too many or someone outside
/// the tie refused by count; without a tie the standings' top as it is.
#[test]
fn a_tie_at_the_cut_is_settled_by_the_organisers_choice() {
    let t = qualified();
    // Without a tie: the top ten, whatever is chosen.
    assert_eq!(t.finalists_settled(&[]), t.finalists());
    let mut twelve = t.clone();
    twelve
        .set_final_rule(FinalRule {
            top: 12,
            ..FinalRule::default()
        })
        .unwrap();
    let q = twelve.standings();
    let above: Vec<u32> = q
        .grid
        .rows
        .iter()
        .zip(&q.players)
        .filter(|(r, _)| r.standing.rank < 12)
        .map(|(_, &id)| id)
        .collect();
    assert_eq!(above.len(), 11);
    let settled = twelve.finalists_settled(&[19]).unwrap();
    let mut expected = above.clone();
    expected.push(19);
    assert_eq!(settled, expected, "the sure ones first, then the chosen");
    // 17 is placed before 19 in the standings: chosen, it keeps that order.
    assert_eq!(twelve.finalists_settled(&[17]).unwrap()[11], 17);
    for (chosen, named) in [
        (vec![], 11),
        (vec![15, 17], 13),
        (vec![4], 11),
        (vec![15, 15], 12),
    ] {
        assert_eq!(
            twelve.finalists_settled(&chosen),
            Err(FinalError::Finalists { named, top: 12 }),
            "{chosen:?}"
        );
    }
    twelve.begin_final(&settled).unwrap();
    assert_eq!(twelve.final_games().len(), 5);
    assert!(twelve.final_games().iter().all(|g| g.seats.len() == 10));
    // Open qualifying games stand in the way as before.
    let t0 = two_tables();
    let r0 = report(&t0, 0, &red_wins(&seats_of(&t0, 0)));
    let half = merge(&t0, &results_of(&t0, vec![r0])).unwrap().0;
    assert_eq!(
        half.finalists_settled(&[19]),
        Err(FinalError::Pending { games: vec![1] })
    );
}

/// Two tables' one round, both results in: table 1 red, table 2 black.
fn qualified() -> Tournament {
    let t0 = two_tables();
    let r0 = report(&t0, 0, &red_wins(&seats_of(&t0, 0)));
    let r1 = report(&t0, 1, &black_wins(&seats_of(&t0, 1)));
    merge(&t0, &results_of(&t0, vec![r0, r1])).unwrap().0
}

/// The e2e's tournament (`tests/e2e/tournament-final.spec.js`): every qualifying game has
/// its result, no final yet; written by the engine, the committed file must be the same.
#[test]
fn the_final_e2e_fixture_is_the_engines_own() {
    let t = qualified();
    assert!(t.final_games().is_empty());
    assert!(t.finalists().is_ok());
    let text = t.to_json();
    schema_check(&serde_json::from_str(&text).unwrap(), "").unwrap();
    let file = path("tests/e2e/fixtures/tournament-final.json");
    let committed = std::fs::read_to_string(&file).unwrap_or_default();
    if committed != text {
        std::fs::write(&file, &text).unwrap();
        panic!("{file} was stale: written again, commit it");
    }
}

/// The counted games in the rating site's format: as a single game exports, with the table
/// and round from 1 and the times the table reported (the earliest start and latest end of
/// every copy received, whatever their order); a result without times is refused by name.
#[test]
fn the_counted_games_go_to_the_rating_site_with_their_table_and_round() {
    let t0 = two_tables();
    let g0 = red_wins(&seats_of(&t0, 0));
    let g1 = black_wins(&seats_of(&t0, 1));
    let r0 = report(&t0, 0, &g0).played_at(1_700_000_100_000, 1_700_003_700_000);
    let r0_late = report(&t0, 0, &g0).played_at(1_700_000_200_000, 1_700_004_000_000);
    let r1 = report(&t0, 1, &g1);
    for order in [
        vec![r0.clone(), r0_late.clone(), r1.clone()],
        vec![r1.clone(), r0_late.clone(), r0.clone(), r0_late.clone()],
    ] {
        let (t, _) = merge(&t0, &results_of(&t0, order)).unwrap();
        assert_eq!(
            t.games[0].played,
            Some(Span {
                start_ms: 1_700_000_100_000,
                end_ms: 1_700_004_000_000
            })
        );
        let text = t.to_json();
        schema_check(&serde_json::from_str(&text).unwrap(), "").unwrap();
        let games = t.rating_games("ru");
        assert_eq!(games.len(), 2);
        let (id, first) = &games[0];
        assert_eq!(*id, 0);
        let first = first.as_ref().unwrap();
        let single = export::mafiaratings(
            &g0,
            &export::Played {
                start_ms: 1_700_000_100_000,
                end_ms: Some(1_700_004_000_000),
                language: "ru".into(),
            },
        )
        .unwrap();
        assert_eq!((first.table_num, first.game_num), (Some(1), Some(1)));
        let json: Value = serde_json::from_str(&first.to_json()).unwrap();
        assert_eq!(
            (json["tableNum"].as_u64(), json["gameNum"].as_u64()),
            (Some(1), Some(1))
        );
        assert_eq!(first.start_time, 1_700_000_100);
        let mut plain = first.clone();
        (plain.table_num, plain.game_num) = (None, None);
        assert_eq!(
            plain, single,
            "the single game's export, table and round aside"
        );
        let names: Vec<&str> = first.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(
            names,
            seats_of(&t, 0)
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>()
        );
        assert_eq!(games[1], (1, Err(export::ExportError::NoStartTime)));
    }
}

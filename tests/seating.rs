//! Issue 50, the seating of a tournament (`docs/tournament.md`): the invariants over random
//! sizes, the three scores on small seatings computed by hand from mafiaratings' formulas
//! (`include/seating.php`), the team rule, the swap by hand, DimTom's document, and a table
//! of sizes whose optimized seatings stay within the site's worst acceptable scores.
//! Native only (proptest does not build for wasm32).
#![cfg(not(target_arch = "wasm32"))]

use mafia_host::engine::tournament::{
    seat, Budget, DimTom, Optimizer, Rated, Scores, Seating, SeatingError, Shape, SEATS,
};
use proptest::prelude::*;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9 * b.abs().max(1.0)
}

fn made(players: usize, tables: usize, games: usize, teams: &[Option<u32>], moves: u64) -> Rated {
    seat(
        players,
        tables,
        games,
        teams,
        7,
        Budget::split(moves),
        &mut || false,
    )
    .unwrap()
}

/// A table of players `first..first + 10`, rotated by `turn` (seat 1 holds `first + turn`).
fn ten(first: usize, turn: usize) -> [usize; SEATS] {
    std::array::from_fn(|s| first + (s + turn) % SEATS)
}

/// The invariants of a made seating, checked from its rounds alone.
fn check_invariants(rated: &Rated, players: usize, tables: usize, games: usize) {
    let s = &rated.seating;
    assert_eq!(
        (s.players(), s.tables(), s.games()),
        (players, tables, games)
    );
    let shape = Shape::new(players, tables, games).unwrap();
    assert_eq!(s.rounds().len(), (players * games).div_ceil(SEATS * tables));
    assert_eq!(s.rounds().len(), shape.rounds);
    let mut played = vec![0; players];
    for (r, round) in s.rounds().iter().enumerate() {
        assert!(!round.is_empty() && round.len() <= tables, "round {r}");
        assert_eq!(round.len(), shape.tables_in(r));
        let mut seen = vec![false; players];
        for &p in round.iter().flatten() {
            assert!(p < players);
            assert!(!seen[p], "player {p} twice in round {r}");
            seen[p] = true;
            played[p] += 1;
        }
        assert_eq!(
            s.sitting_out(r).len(),
            players - round.len() * SEATS,
            "round {r}"
        );
    }
    assert!(played.iter().all(|&g| g == games), "{played:?}");
    // Read back, it is the same seating.
    assert_eq!(Seating::from_rounds(s.rounds().to_vec()).as_ref(), Ok(s));
    assert_eq!(s.scores(&[]).unwrap(), rated.scores);
}

// ---------------------------------------------------------------------------------------
// Refusals of the sizes.

#[test]
fn impossible_sizes_are_refused_in_words() {
    let e = Shape::new(21, 2, 5).unwrap_err();
    assert_eq!(
        e,
        SeatingError::NotDivisible {
            players: 21,
            games: 5
        }
    );
    let words = e.to_string();
    assert!(
        words.contains("105 seats") && words.contains("not a multiple of 10"),
        "{words}"
    );
    assert_eq!(
        seat(21, 2, 5, &[], 1, Budget::split(100), &mut || false).unwrap_err(),
        e
    );
    assert_eq!(
        Shape::new(19, 2, 10),
        Err(SeatingError::Players { players: 19 })
    );
    assert_eq!(
        Shape::new(201, 2, 10),
        Err(SeatingError::Players { players: 201 })
    );
    assert_eq!(
        Shape::new(40, 1, 10),
        Err(SeatingError::Tables { tables: 1 })
    );
    assert_eq!(
        Shape::new(200, 21, 10),
        Err(SeatingError::Tables { tables: 21 })
    );
    assert_eq!(Shape::new(40, 2, 0), Err(SeatingError::Games { games: 0 }));
    let few = Shape::new(50, 6, 10).unwrap_err();
    assert_eq!(
        few,
        SeatingError::TooFewPlayers {
            players: 50,
            tables: 6
        }
    );
    assert!(few.to_string().contains("60 players are needed"));
    assert_eq!(
        seat(20, 2, 2, &[Some(1)], 1, Budget::split(100), &mut || false).unwrap_err(),
        SeatingError::TeamsLength {
            teams: 1,
            players: 20
        }
    );
}

#[test]
fn rounds_are_the_ceiling_and_only_the_last_is_short() {
    // 30 × 5 = 150 seats = 15 games over 2 tables: 8 rounds, the last with one table.
    let shape = Shape::new(30, 2, 5).unwrap();
    assert_eq!((shape.rounds, shape.total_tables), (8, 15));
    assert_eq!(
        (0..8).map(|r| shape.tables_in(r)).collect::<Vec<_>>(),
        [2, 2, 2, 2, 2, 2, 2, 1]
    );
    check_invariants(&made(30, 2, 5, &[], 20_000), 30, 2, 5);
}

// ---------------------------------------------------------------------------------------
// Invariants over random sizes.

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn every_player_plays_games_games_once_a_round(
        tables in 2usize..=20,
        extra in 0usize..=60,
        games in 1usize..=12,
        seed in any::<u64>(),
    ) {
        let players = (tables * SEATS + extra).clamp(20, 200);
        prop_assume!(players >= tables * SEATS);
        let result = seat(players, tables, games, &[], seed, Budget::split(5_000), &mut || false);
        if !(players * games).is_multiple_of(SEATS) {
            prop_assert_eq!(result.unwrap_err(), SeatingError::NotDivisible { players, games });
        } else {
            check_invariants(&result.unwrap(), players, tables, games);
        }
    }

    #[test]
    fn a_stopped_optimizer_still_gives_a_whole_seating(seed in any::<u64>(), after in 0u32..4) {
        let mut asked = 0;
        let mut stop = || { asked += 1; asked > after };
        let rated = seat(45, 3, 4, &[], seed, Budget::split(1_000_000), &mut stop).unwrap();
        check_invariants(&rated, 45, 3, 4);
    }
}

#[test]
fn the_same_seed_gives_the_same_seating() {
    let a = made(45, 3, 6, &[], 50_000);
    let b = made(45, 3, 6, &[], 50_000);
    assert_eq!(a, b);
    let c = seat(45, 3, 6, &[], 8, Budget::split(50_000), &mut || false).unwrap();
    assert_ne!(a.seating, c.seating);
}

/// The phone works the optimizer in slices between paints: any slicing gives the one run's
/// seating, the progress only grows, and a seating taken midway is whole.
#[test]
fn slices_of_any_size_give_the_one_run() {
    let teams: Vec<Option<u32>> = (0..45).map(|p| (p % 9 == 0).then_some(1)).collect();
    let budget = Budget::split(30_000);
    let whole = seat(45, 3, 6, &teams, 11, budget, &mut || false).unwrap();
    for sizes in [&[1u64, 4095, 17_000][..], &[7, 1_000_000], &[2999, 3001]] {
        let mut o = Optimizer::new(45, 3, 6, &teams, 11, budget).unwrap();
        let mut last = o.progress();
        assert_eq!(last, 0.0);
        let mut i = 0;
        while !o.work(sizes[i % sizes.len()]) {
            assert!(o.progress() > last && o.progress() < 1.0);
            last = o.progress();
            check_invariants(&o.seating().rate(&[]).unwrap(), 45, 3, 6);
            i += 1;
        }
        assert_eq!(o.progress(), 1.0);
        assert!(o.work(10), "worked out stays worked out");
        assert_eq!(o.finish().unwrap(), whole, "slices {sizes:?}");
    }
    // Stopped at once: the first seating, whole.
    let stopped = seat(45, 3, 6, &teams, 11, budget, &mut || true).unwrap();
    check_invariants(&stopped.seating.clone().rate(&[]).unwrap(), 45, 3, 6);
    assert_ne!(stopped, whole);
}

// ---------------------------------------------------------------------------------------
// The scores, by hand from the site's formulas.

/// 20 players, 2 tables, 1 game: table 0 = players 0–9, table 1 = 10–19.
fn one_round() -> Seating {
    Seating::from_rounds(vec![vec![ten(0, 0), ten(10, 0)]]).unwrap()
}

/// The same round twice, everyone in the same seat (player p in seat p mod 10 + 1).
fn same_round_twice() -> Seating {
    Seating::from_rounds(vec![
        vec![ten(0, 0), ten(10, 0)],
        vec![ten(0, 0), ten(10, 0)],
    ])
    .unwrap()
}

#[test]
fn pairs_score_by_hand() {
    // One round, G = 1, E = 9·1/19. 90 pairs met once: (1 − 9/19)² = 100/361 < 1; 100 pairs
    // never: (9/19)² = 81/361 < 1. Every term below 1: the site calls it perfect, 0.
    assert_eq!(one_round().scores(&[]).unwrap().pairs, 0.0);

    // The same round twice, G = 2, E = 18/19. 90 pairs met twice: (2 − 18/19)² = 400/361
    // (≥ 1: not perfect); 100 pairs never: (18/19)² = 324/361.
    // 90·400/361 + 100·324/361 = (36000 + 32400)/361 = 68400/361 ≈ 189.47.
    let s = same_round_twice().scores(&[]).unwrap();
    assert!(close(s.pairs, 68400.0 / 361.0), "{}", s.pairs);
}

#[test]
fn pairs_score_with_a_team_by_hand() {
    // One round; players 0 and 1 are one team, both at table 0.
    let mut teams = vec![None; 20];
    teams[0] = Some(7);
    teams[1] = Some(7);
    // Pair (0, 1), one team, met once: (10·1)² = 100.
    // Player 0 has k = 1 teammate: E₀ = 9/(19 − 1) = 1/2. Pairs (0, b), b = 2–9, met once:
    // 8·(1 − 1/2)² = 2; b = 10–19, never: 10·(1/2)² = 2.5. Player 1 likewise: 4.5.
    // Pairs a < b of players 2–19 expect E = 9/19: 28 (table 0) + 45 (table 1) met once,
    // 8·10 = 80 never: (73·100 + 80·81)/361 = 13780/361.
    // Total: 100 + 4.5 + 4.5 + 13780/361 = (109·361 + 13780)/361 = 53129/361 ≈ 147.17.
    let s = one_round().scores(&teams).unwrap();
    assert!(close(s.pairs, 53129.0 / 361.0), "{}", s.pairs);
    let rated = one_round().rate(&teams).unwrap();
    assert_eq!(rated.clashes.len(), 1);
    assert_eq!((rated.clashes[0].a, rated.clashes[0].b), (0, 1));
}

#[test]
fn numbers_score_by_hand() {
    // The same round twice: each player sat twice in one seat s. G = 2: e₁ = 0.2, e₂ = 0.4,
    // e₃ = 1. Seat weights w: seat 1 → 4, seat 2 → 3, seat 10 → 2, others 1; Σw = 16.
    // Singles: 4·(w_s·(0.2 − 2)² + (16 − w_s)·0.2²) = 4·(3.24·w_s + 0.64 − 0.04·w_s)
    //        = 12.8·w_s + 2.56.
    // Pairs of seats: 2·((0.4 − 2)² + 4·0.4²) = 2·(2.56 + 0.64) = 6.4.
    // Halves: (1 − 2)² + (1 − 0)² = 2.
    // A player: 12.8·w_s + 10.96; two players per seat:
    // 2·(12.8·16 + 10·10.96) = 2·(204.8 + 109.6) = 628.8.
    let s = same_round_twice().scores(&[]).unwrap();
    assert!(close(s.numbers, 628.8), "{}", s.numbers);

    // Ten rounds, table 0 rotated by the round: everyone in each seat once, every
    // difference 0.
    let rotated: Vec<_> = (0..10).map(|r| vec![ten(0, r), ten(10, r)]).collect();
    let s = Seating::from_rounds(rotated).unwrap().scores(&[]).unwrap();
    assert_eq!(s.numbers, 0.0);
    // Both tables hold the same ten every round: pairs met 10 times, E = 90/19.
    // 90·(10 − 90/19)² + 100·(90/19)² = (90·10000 + 100·8100)/361 = 1710000/361.
    assert!(close(s.pairs, 1_710_000.0 / 361.0), "{}", s.pairs);
    // 20 players, 10 games, 2 tables: the worst pairs score, tens = 2, E = 90/19:
    // (90/19)²·50·2·1 + (90/19 − 10)²·2·45 = (810000 + 90·10000)/361 = 1710000/361:
    // two groups of ten that always play together are the worst, as the site says.
    assert!(close(Scores::worst(20, 2, 10).pairs, 1_710_000.0 / 361.0));
}

#[test]
fn tables_score_by_hand() {
    // 30 players, 3 tables, 3 games, each group always at its own table: E_t = 1.
    // Own table: 1 − 3 = −2 → 4; the two others: 1 − 0 = 1 → 1 each (≥ 1: not perfect).
    // 30·(4 + 1 + 1) = 180, which is also the worst: 30·(1²·2 + (1 − 3)²) = 180.
    let fixed: Vec<_> = (0..3)
        .map(|_| vec![ten(0, 0), ten(10, 0), ten(20, 0)])
        .collect();
    let s = Seating::from_rounds(fixed).unwrap().scores(&[]).unwrap();
    assert_eq!(s.tables, 180.0);
    assert_eq!(Scores::worst(30, 3, 3).tables, 180.0);
    assert_eq!(Scores::acceptable(30, 3, 3).tables, 36.0);
    // The groups move round the tables: everyone at each table once, 0.
    let moving: Vec<_> = (0..3)
        .map(|r| {
            let mut round = vec![ten(0, 0), ten(10, 0), ten(20, 0)];
            round.rotate_left(r);
            round
        })
        .collect();
    let s = Seating::from_rounds(moving).unwrap().scores(&[]).unwrap();
    assert_eq!(s.tables, 0.0);
    // With 2 tables the site does not count tables.
    assert_eq!(same_round_twice().scores(&[]).unwrap().tables, 0.0);
}

#[test]
fn bounds_by_hand() {
    // 100 × 10 × 10: tens = 10, E = 90/99 = 10/11.
    // Worst pairs: (10/11)²·50·10·9 + (10/11 − 10)²·10·45 = 450000/121 + 4500000/121
    //            = 4950000/121 ≈ 40909.09; acceptable ·4/(10 + 2) = 4950000/363 ≈ 13636.36.
    // Worst numbers (e₁ = 1, e₂ = 2, e₃ = 5): 100·(1344 + 40·4 + 2·25) = 155400;
    // acceptable 12·100 = 1200.
    // Worst tables (e_t = 1): 100·(1·9 + 9²) = 9000; acceptable 9000/5 = 1800.
    let w = Scores::worst(100, 10, 10);
    assert!(close(w.pairs, 4_950_000.0 / 121.0));
    assert!(close(w.numbers, 155_400.0));
    assert!(close(w.tables, 9000.0));
    let a = Scores::acceptable(100, 10, 10);
    assert!(close(a.pairs, 4_950_000.0 / 363.0));
    assert!(close(a.numbers, 1200.0));
    assert!(close(a.tables, 1800.0));
}

// ---------------------------------------------------------------------------------------
// The team rule.

#[test]
fn teams_no_bigger_than_the_tables_never_share_one() {
    // 30 players, 3 tables, everyone every round: ten teams of three.
    let teams: Vec<_> = (0..30).map(|p| Some(p as u32 / 3)).collect();
    let rated = made(30, 3, 4, &teams, 100_000);
    check_invariants_with_teams(&rated, &teams, 30, 3, 4);
    assert!(rated.clashes.is_empty(), "{:?}", rated.clashes);
    // 45 players, 3 tables, some sit out: teams of three and of two, some players alone.
    let teams: Vec<_> = (0..45)
        .map(|p| match p {
            0..=17 => Some(p as u32 / 3),
            18..=29 => Some(100 + p as u32 / 2),
            _ => None,
        })
        .collect();
    let rated = made(45, 3, 6, &teams, 100_000);
    check_invariants_with_teams(&rated, &teams, 45, 3, 6);
    assert!(rated.clashes.is_empty(), "{:?}", rated.clashes);
}

fn check_invariants_with_teams(
    rated: &Rated,
    teams: &[Option<u32>],
    players: usize,
    tables: usize,
    games: usize,
) {
    let rate_alone = Rated {
        seating: rated.seating.clone(),
        scores: rated.seating.scores(&[]).unwrap(),
        clashes: vec![],
    };
    check_invariants(&rate_alone, players, tables, games);
    assert_eq!(rated.seating.scores(teams).unwrap(), rated.scores);
    assert_eq!(rated.seating.clashes(teams).unwrap(), rated.clashes);
}

#[test]
fn a_team_bigger_than_the_tables_shares_as_little_as_it_must() {
    // 20 players, 2 tables, everyone plays both rounds; players 0, 1, 2 are one team: in
    // each round two of them must share a table, and only two.
    let mut teams = vec![None; 20];
    for t in &mut teams[..3] {
        *t = Some(1);
    }
    let rated = made(20, 2, 2, &teams, 50_000);
    check_invariants_with_teams(&rated, &teams, 20, 2, 2);
    assert_eq!(rated.clashes.len(), 2, "{:?}", rated.clashes);
    let rounds: Vec<_> = rated.clashes.iter().map(|c| c.round).collect();
    assert_eq!(rounds, [0, 1]);
    for c in &rated.clashes {
        assert!(c.a < c.b && c.b < 3);
        let table = rated.seating.rounds()[c.round][c.table];
        assert!(table.contains(&c.a) && table.contains(&c.b));
    }
}

// ---------------------------------------------------------------------------------------
// The swap by hand.

#[test]
fn a_swap_by_hand_moves_two_players_and_rescores() {
    let teams: Vec<_> = (0..30).map(|p| Some(p as u32 % 10)).collect();
    let before = made(30, 2, 2, &teams, 20_000);
    let s = &before.seating;
    // Two players of round 1 at different tables.
    let round = &s.rounds()[1];
    let (a, b) = (round[0][3], round[1][7]);
    let after = s.swap(&teams, 1, a, b).unwrap();
    assert_eq!(after.seating.place(1, a), Some((1, 7)));
    assert_eq!(after.seating.place(1, b), Some((0, 3)));
    for r in [0, 2] {
        assert_eq!(after.seating.rounds()[r], s.rounds()[r]);
    }
    assert_eq!(after.scores, after.seating.scores(&teams).unwrap());
    assert_eq!(after.clashes, after.seating.clashes(&teams).unwrap());
    check_invariants_with_teams(&after, &teams, 30, 2, 2);
    // Swapped back, it is the seating we had.
    assert_eq!(after.seating.swap(&teams, 1, a, b).unwrap(), before);
    // At one table, two players change seats only.
    let (c, d) = (round[0][0], round[0][9]);
    let seats = s.swap(&teams, 1, c, d).unwrap();
    assert_eq!(seats.seating.place(1, c), Some((0, 9)));
    // Seats at one table change neither who meets whom nor who sits at which table.
    assert_eq!(seats.scores.pairs, before.scores.pairs);
    assert_eq!(seats.scores.tables, before.scores.tables);
    assert_eq!(seats.scores, seats.seating.scores(&teams).unwrap());

    // Refusals.
    let out = s.sitting_out(1)[0];
    assert_eq!(
        s.swap(&teams, 1, a, out).unwrap_err(),
        SeatingError::SitsOut {
            round: 1,
            player: out
        }
    );
    assert!(s
        .swap(&teams, 1, a, out)
        .unwrap_err()
        .to_string()
        .contains("sits out round 1"));
    assert_eq!(
        s.swap(&teams, 1, a, a).unwrap_err(),
        SeatingError::SamePlayer { player: a }
    );
    assert_eq!(
        s.swap(&teams, 3, a, b).unwrap_err(),
        SeatingError::NoSuchRound {
            round: 3,
            rounds: 3
        }
    );
    assert_eq!(
        s.swap(&teams, 1, a, 30).unwrap_err(),
        SeatingError::NoSuchPlayer {
            player: 30,
            players: 30
        }
    );
}

// ---------------------------------------------------------------------------------------
// DimTom's document.

#[test]
fn dimtom_round_trip() {
    let rated = made(57, 3, 10, &[], 30_000);
    let doc = DimTom::from_seating(&rated.seating);
    assert_eq!(doc.games.len(), 57);
    assert_eq!(doc.rounds[0].game_ids, [0, 1, 2]);
    let text = doc.to_text();
    assert!(text.contains("\"gameIds\"") && text.contains("\"players\""));
    assert_eq!(DimTom::read(&text), Ok(rated.seating.clone()));
    // The rounds may name the games in any order, and other fields are ignored.
    let shuffled = r#"{"version": 3, "rounds": [{"gameIds": [1, 0]}, {"gameIds": [2, 3]}],
      "games": [
        {"players": [10,11,12,13,14,15,16,17,18,19], "id": 9},
        {"players": [0,1,2,3,4,5,6,7,8,9]},
        {"players": [0,11,2,13,4,15,6,17,8,19]},
        {"players": [10,1,12,3,14,5,16,7,18,9]}]}"#;
    let s = DimTom::read(shuffled).unwrap();
    assert_eq!((s.players(), s.tables(), s.games()), (20, 2, 2));
    // Round 0's table 0 is game 1.
    assert_eq!(s.rounds()[0], [ten(0, 0), ten(10, 0)]);
}

#[test]
fn dimtom_refusals_in_words() {
    let game = |first: usize| format!("{{\"players\": {:?}}}", ten(first, 0));
    let doc = |rounds: &str, games: &[String]| {
        format!("{{\"rounds\": {rounds}, \"games\": [{}]}}", games.join(","))
    };
    let two = [game(0), game(10)];
    let refusal = |text: &str| DimTom::read(text).unwrap_err();

    let e = refusal("{\"rounds\": [");
    assert!(matches!(e, SeatingError::Json(_)));
    assert!(e
        .to_string()
        .starts_with("this is not a DimTom seating document"));
    assert!(matches!(refusal("{\"games\": []}"), SeatingError::Json(_)));
    assert!(matches!(
        refusal(&doc("[{\"gameIds\": [-1]}]", &two)),
        SeatingError::Json(_)
    ));
    assert_eq!(refusal(&doc("[]", &[])), SeatingError::NoRounds);
    assert_eq!(
        refusal(&doc("[{\"gameIds\": [0, 2]}]", &two)),
        SeatingError::UnknownGame {
            round: 0,
            game: 2,
            games: 2
        }
    );
    assert_eq!(
        refusal(&doc("[{\"gameIds\": [0, 1]}, {\"gameIds\": [1, 0]}]", &two)),
        SeatingError::GameTwice { game: 1 }
    );
    assert_eq!(
        refusal(&doc("[{\"gameIds\": [0]}]", &two)),
        SeatingError::GameUnused { game: 1 }
    );
    let nine = "{\"players\": [10,11,12,13,14,15,16,17,18]}".to_string();
    let e = refusal(&doc("[{\"gameIds\": [0, 1]}]", &[game(0), nine]));
    assert_eq!(
        e,
        SeatingError::GameSize {
            game: 1,
            players: 9
        }
    );
    assert_eq!(e.to_string(), "game 1 has 9 players, not 10");
    // Player 9 at both tables of round 0.
    let twice = "{\"players\": [10,11,12,13,14,15,16,17,19,9]}".to_string();
    let e = refusal(&doc("[{\"gameIds\": [0, 1]}]", &[game(0), twice]));
    assert_eq!(
        e,
        SeatingError::TwiceInRound {
            round: 0,
            player: 9
        }
    );
    assert_eq!(e.to_string(), "player 9 is seated twice in round 0");
    // Players 0–9 play twice, 10–19 once.
    let e = refusal(&doc(
        "[{\"gameIds\": [0, 1]}, {\"gameIds\": [2]}]",
        &[game(0), game(10), game(0)],
    ));
    assert_eq!(
        e,
        SeatingError::UnequalGames {
            player: 10,
            games: 1,
            expected: 2
        }
    );
    assert_eq!(
        e.to_string(),
        "player 10 plays 1 games, not 2 like the others"
    );
    // Ten players only.
    assert_eq!(
        refusal(&doc("[{\"gameIds\": [0]}]", &[game(0)])),
        SeatingError::Players { players: 10 }
    );
}

// ---------------------------------------------------------------------------------------
// Sizes from 20 × 2 × 6 to 150 × 12 × 8: all three scores within the site's bounds.

#[test]
fn optimized_seatings_are_within_the_bounds() {
    let cases = [
        (20, 2, 6),
        (20, 2, 10),
        (25, 2, 4),
        (30, 2, 5),
        // The e2e tests' tournament: the tables bound is tight at three games.
        (30, 3, 3),
        (30, 3, 10),
        (40, 3, 5),
        // One player left imperfect puts the numbers past their bound here (the site's
        // score is 0 only when every player is perfect).
        (45, 3, 6),
        (57, 3, 10),
        (60, 5, 8),
        (75, 6, 8),
        (100, 10, 10),
        (150, 12, 8),
    ];
    for (players, tables, games) in cases {
        let rated = made(players, tables, games, &[], 1_000_000);
        check_invariants(&rated, players, tables, games);
        let bounds = Scores::acceptable(players, tables, games);
        assert!(
            rated.scores.within(&bounds),
            "{players}×{tables}×{games}: {:?} past {bounds:?}",
            rated.scores
        );
    }
}

/// The command line: a seating made as DimTom's JSON with its scores, read back by
/// `--score` to the same scores; a refusal said with exit code 2.
#[test]
fn the_seating_command_makes_and_scores() {
    use std::process::{Command, Stdio};
    let bin = env!("CARGO_BIN_EXE_seating");
    let made = Command::new(bin)
        .args(["20", "2", "6", "3"])
        .output()
        .unwrap();
    assert_eq!(made.status.code(), Some(0));
    let json = String::from_utf8(made.stdout).unwrap();
    let seating = DimTom::read(&json).unwrap();
    assert_eq!(
        (seating.players(), seating.tables(), seating.games()),
        (20, 2, 6)
    );
    let said = String::from_utf8(made.stderr).unwrap();
    let scores = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| {
                ["pairs", "numbers", "tables"]
                    .iter()
                    .any(|w| l.starts_with(w))
            })
            .map(str::to_string)
            .collect()
    };
    assert_eq!(scores(&said).len(), 3, "{said}");
    let pairs = seating.scores(&[]).unwrap().pairs;
    assert!(said.contains(&format!("{pairs:.2}")), "{said}");
    let mut child = Command::new(bin)
        .args(["--score", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(json.as_bytes())
        .unwrap();
    let scored = child.wait_with_output().unwrap();
    assert_eq!(scored.status.code(), Some(0));
    assert_eq!(
        scores(&String::from_utf8(scored.stderr).unwrap()),
        scores(&said)
    );
    let refused = Command::new(bin).args(["25", "3", "6"]).output().unwrap();
    assert_eq!(refused.status.code(), Some(2));
    assert!(!String::from_utf8(refused.stderr).unwrap().is_empty());
    let damaged = Command::new(bin)
        .args(["--score", "/nonexistent/seating.json"])
        .output()
        .unwrap();
    assert_eq!(damaged.status.code(), Some(2));
}

//! The evening's arithmetic (issue 23, engine first; rules R-EVE-1..4 in docs/decisions.md):
//! the standings of scripted Sport games computed by hand, the first-killed compensation,
//! each tie-break, and the seat draw's spread.

mod common;

use common::SPORT_ROLES;
use mafia_host::engine::evening::{
    draw_seats, grid, rank, standings, Criterion, EveningScoring, GridCell, GridRow, Standing,
    TieBreak,
};
use mafia_host::engine::*;

const NAMES: [&str; 10] = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"];

/// A Sport game with A..J at seats 1..10 (blacks C, G (Don), I; Sheriff E): a quiet day 1,
/// `kill` shot on night 2 (the first night with a shot), then `removed` removed by the host
/// until the game ends, then the host's extra points.
fn game(kill: Seat, removed: &[Seat], extra: &[(Seat, i8)]) -> GameState {
    game_of(Preset::Sport, kill, removed, extra)
}

fn game_of(preset: Preset, kill: Seat, removed: &[Seat], extra: &[(Seat, i8)]) -> GameState {
    let names: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    let setup = Setup::with_roles(preset, Rules::preset(preset), &names, &SPORT_ROLES).unwrap();
    let mut g = Game::new(setup).unwrap();
    while !matches!(
        g.state().stage,
        Stage::Night {
            step: NightStep::Shot
        }
    ) {
        g.act(HostAction::Next).unwrap();
    }
    g.act(HostAction::Shoot { target: Some(kill) }).unwrap();
    while !matches!(g.state().stage, Stage::Morning) {
        g.act(HostAction::Next).unwrap();
    }
    for &seat in removed {
        g.act(HostAction::Remove {
            seat,
            reason: RemovalReason::Insult,
        })
        .unwrap();
    }
    assert!(g.state().is_over(), "the game ends with the removals");
    for &(seat, tenths) in extra {
        g.act(HostAction::ExtraPoints { seat, tenths }).unwrap();
    }
    g.state().clone()
}

fn line<'a>(table: &'a [Standing], name: &str) -> &'a Standing {
    table.iter().find(|l| l.name == name).unwrap()
}

#[test]
fn r_eve_1_3_the_standings_of_three_sport_games_as_computed_by_hand() {
    // 1: A killed first, the three blacks removed: red wins (+1 each red, −0.5 each black).
    // 2, 3: B killed first, A, D, E removed: parity, black wins (+1 each black, −0.5 each).
    // 3: D gets +1.5 from the host.
    let games = [
        game(1, &[3, 7, 9], &[]),
        game(2, &[1, 4, 5], &[]),
        game(2, &[1, 4, 5], &[(4, 15)]),
    ];
    assert_eq!(games[0].winner, Some(Winner::Red));
    assert_eq!(games[1].winner, Some(Winner::Black));
    let table = standings(&games, &EveningScoring::default());
    // B: 3 games, killed first twice, both lost by red: Ci = min(0.4, 2 × 0.4 / round(1.2))
    // = 0.4 a game, 0.8 in all, on top of game 1's win.
    let b = line(&table, "B");
    assert_eq!((b.games, b.first_killed, b.ci, b.total), (3, 2, 80, 180));
    // A was killed first in a game red won: no Ci.
    let a = line(&table, "A");
    assert_eq!((a.first_killed, a.ci, a.penalty, a.total), (1, 0, -100, 0));
    let d = line(&table, "D");
    assert_eq!((d.extra, d.total), (150, 150));
    let g = line(&table, "G");
    assert_eq!((g.wins, g.wins_black, g.wins_don, g.total), (2, 2, 2, 150));
    assert_eq!(line(&table, "E").wins_sheriff, 1);
    let order: Vec<(usize, &str)> = table.iter().map(|l| (l.rank, l.name.as_str())).collect();
    assert_eq!(
        order,
        vec![
            (1, "B"),
            // 1.5 each: D's extra + penalty + best move (+0.5) beats −0.5; then the Don's
            // two wins put G before C and I, who are equal on everything.
            (2, "D"),
            (3, "G"),
            (4, "C"),
            (4, "I"),
            // 1 each, equal on everything.
            (6, "F"),
            (6, "H"),
            (6, "J"),
            // 0 each: E won as the Sheriff.
            (9, "E"),
            (10, "A"),
        ]
    );
    // Ci off: B's total is the game's points alone.
    let off = EveningScoring {
        ci_cap: 0,
        ..EveningScoring::default()
    };
    assert_eq!(line(&standings(&games, &off), "B").total, 100);
}

#[test]
fn r_eve_1_3_a_five_game_sport_evening_computed_by_hand() {
    // Blacks C, G (Don), I; the Sheriff E. Each game: who is shot on night 2, who the host
    // removes until it ends, and the host's extra points (tenths).
    let games = [
        game(1, &[3, 7, 9], &[]),         // red wins; A killed first
        game(2, &[1, 4, 5], &[]),         // black wins; B killed first, red lost
        game(2, &[1, 4, 5], &[(3, 20)]),  // black wins; B again; C +2.0
        game(1, &[3, 7, 9], &[(10, -5)]), // red wins; A again; J −0.5
        game(6, &[3, 7, 9], &[(4, 10)]),  // red wins; F killed first; D +1.0
    ];
    let t = standings(&games, &EveningScoring::default());
    // (total, extra + penalty + best move, wins, Sheriff + Don wins, first killed, Ci), by
    // hand: a red won 3 games (3 points), a black 2; each removal −0.5.
    let by_hand = [
        // B: 3 wins, killed first in both lost games: N = 5, round(5 × 0.4) = 2, so each
        // lost game gives min(0.4, 2 × 0.4 / 2) = 0.4.
        ("B", 380, 0, 3, 0, 2, 80),
        ("D", 300, 0, 3, 0, 0, 0), // 3 − 1 (two removals) + 1 (extra)
        ("F", 300, 0, 3, 0, 1, 0), // killed first in a game red won: no Ci
        ("H", 300, 0, 3, 0, 0, 0),
        ("C", 250, 50, 2, 0, 0, 0),  // 2 − 1.5 + 2
        ("J", 250, -50, 3, 0, 0, 0), // 3 − 0.5
        ("A", 200, -100, 3, 0, 2, 0),
        ("E", 200, -100, 3, 3, 0, 0),
        ("G", 50, -150, 2, 2, 0, 0),
        ("I", 50, -150, 2, 0, 0, 0),
    ];
    for (name, total, x, wins, special, first, ci) in by_hand {
        let l = line(&t, name);
        assert_eq!(
            (
                l.total,
                l.extra + l.penalty + l.best_move,
                l.wins,
                l.wins_sheriff + l.wins_don,
                l.first_killed,
                l.ci
            ),
            (total, x, wins, special, first, ci),
            "{name}"
        );
        assert_eq!(l.games, 5);
    }
    let order: Vec<(usize, &str)> = t.iter().map(|l| (l.rank, l.name.as_str())).collect();
    assert_eq!(
        order,
        vec![
            (1, "B"),
            // 3 points each, equal on extra + penalty + best move, wins, Sheriff and Don:
            // F's first-night death puts F first; H outlived D (5 games survived to 3).
            (2, "F"),
            (3, "H"),
            (4, "D"),
            // 2.5 each: C's extra + penalty + best move (+0.5) beats J's (−0.5).
            (5, "C"),
            (6, "J"),
            // 2 each, equal to the wins: E's wins as the Sheriff.
            (7, "E"),
            (8, "A"),
            // 0.5 each: G's wins as the Don.
            (9, "G"),
            (10, "I"),
        ]
    );
}

/// A Sport game with `seats` (names by seat; blacks at 3, 7 (Don) and 9, the Sheriff at 5):
/// `kill` shot on night 2, then `removed` removed by the host until the game ends.
fn seated(seats: [&str; 10], kill: Seat, removed: &[Seat]) -> GameState {
    let names: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
    let setup = Setup::with_roles(
        Preset::Sport,
        Rules::preset(Preset::Sport),
        &names,
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
    g.act(HostAction::Shoot { target: Some(kill) }).unwrap();
    while !matches!(g.state().stage, Stage::Morning) {
        g.act(HostAction::Next).unwrap();
    }
    for &seat in removed {
        g.act(HostAction::Remove {
            seat,
            reason: RemovalReason::Insult,
        })
        .unwrap();
    }
    assert!(g.state().is_over());
    g.state().clone()
}

#[test]
fn r_eve_2_3_a_five_game_evening_where_wins_break_a_tie_that_ci_made() {
    // Four black wins (seat 2 shot, reds 1, 4, 5 removed: parity) and a red win (blacks
    // removed). P is shot first in three lost games, Q in one; Q won twice (once as a
    // black), P once.
    let black = |s: [&str; 10]| seated(s, 2, &[1, 4, 5]);
    let games = [
        black(["A", "P", "Q", "B", "C", "D", "E", "F", "G", "H"]),
        black(["A", "P", "B", "C", "D", "Q", "E", "F", "G", "H"]),
        black(["A", "P", "B", "C", "D", "E", "F", "Q", "G", "H"]),
        black(["A", "Q", "B", "C", "D", "P", "E", "F", "G", "H"]),
        seated(
            ["A", "B", "C", "P", "D", "Q", "E", "F", "G", "H"],
            2,
            &[3, 7, 9],
        ),
    ];
    assert_eq!(games[4].winner, Some(Winner::Red));
    let t = standings(&games, &EveningScoring::default());
    let (p, q) = (line(&t, "P"), line(&t, "Q"));
    // By hand. N = 5 for both: round(5 × 0.4) = 2. P: killed first 3 times, in 3 lost
    // games: each gives min(0.4, 3 × 0.4 / 2) = 0.4, so Ci 1.2, and 1 win: 2.2. Q: killed
    // first once, in a lost game: 1 × 0.4 / 2 = 0.2, and 2 wins: 2.2.
    assert_eq!((p.wins, p.first_killed, p.ci, p.total), (1, 3, 120, 220));
    assert_eq!(
        (q.wins, q.wins_black, q.first_killed, q.ci, q.total),
        (2, 1, 1, 20, 220)
    );
    assert_eq!(
        p.extra + p.penalty + p.best_move,
        q.extra + q.penalty + q.best_move
    );
    // Equal on total and on extra + penalty + best move: the wins decide.
    assert!(q.rank < p.rank, "Q {} before P {}", q.rank, p.rank);
}

#[test]
fn r_eve_2_ci_with_one_game_is_the_cap() {
    // One game: round(1 × 0.4) = 0, so the cap applies.
    let table = standings(&[game(2, &[1, 4, 5], &[])], &EveningScoring::default());
    assert_eq!(line(&table, "B").ci, 40);
    // Five games, killed first once in a lost game: 1 × 0.4 / round(2.0) = 0.2.
    let mut games = vec![game(2, &[1, 4, 5], &[])];
    for _ in 0..4 {
        games.push(game(1, &[3, 7, 9], &[]));
    }
    let b = line(&standings(&games, &EveningScoring::default()), "B").clone();
    assert_eq!((b.games, b.first_killed, b.ci), (5, 1, 20));
}

fn blank(name: &str) -> Standing {
    Standing {
        rank: 0,
        name: name.into(),
        games: 3,
        wins: 1,
        wins_red: 1,
        wins_black: 0,
        wins_sheriff: 0,
        wins_don: 0,
        first_killed: 0,
        survived: 0,
        win_points: 100,
        best_move: 0,
        penalty: 0,
        extra: 0,
        ci: 0,
        total: 100,
    }
}

#[test]
fn r_eve_3_each_tie_break_in_its_order() {
    let mut lines = vec![
        blank("equal-1"),
        // The same total; fewer first-night deaths than "deaths".
        blank("equal-2"),
        Standing {
            first_killed: 1,
            ..blank("deaths")
        },
        // A win as the Sheriff ranks above first-night deaths.
        Standing {
            wins_sheriff: 1,
            ..blank("sheriff")
        },
        // More wins rank above a Sheriff's win.
        Standing {
            wins: 2,
            wins_red: 2,
            win_points: 60,
            extra: 40,
            ..blank("wins")
        },
        // Extra + penalty + best move rank above wins.
        Standing {
            best_move: 40,
            win_points: 60,
            ..blank("best move")
        },
        // The total first.
        Standing {
            total: 101,
            ..blank("total")
        },
    ];
    rank(&mut lines, true);
    let order: Vec<(usize, &str)> = lines.iter().map(|l| (l.rank, l.name.as_str())).collect();
    assert_eq!(
        order,
        vec![
            (1, "total"),
            (2, "wins"),
            (3, "best move"),
            (4, "sheriff"),
            (5, "deaths"),
            (6, "equal-1"),
            (6, "equal-2"),
        ]
    );
}

/// Ten games of ten players drawn from `seed`: the seatings, and how many neighbours of a
/// game sat side by side again in the next.
fn evening_of_draws(seed: u64) -> (Vec<Vec<String>>, usize) {
    let players: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    let mut rng = SplitMix64(seed);
    let mut before: Vec<Vec<String>> = Vec::new();
    let mut repeated = 0;
    for _ in 0..10 {
        let seating = draw_seats(&players, &before, &mut rng);
        let mut sorted = seating.clone();
        sorted.sort();
        assert_eq!(sorted, players, "everyone seated once");
        if let Some(last) = before.last() {
            let beside = |t: &[String], a: &str, b: &str| {
                (0..t.len()).any(|i| {
                    let (x, y) = (&t[i], &t[(i + 1) % t.len()]);
                    (x == a && y == b) || (x == b && y == a)
                })
            };
            repeated += (0..10)
                .filter(|&i| beside(last, &seating[i], &seating[(i + 1) % 10]))
                .count();
        }
        before.push(seating);
    }
    (before, repeated)
}

#[test]
fn r_eve_4_ten_draws_give_every_player_every_seat_once() {
    let mut repeated = 0;
    for seed in 0..20 {
        let (games, r) = evening_of_draws(seed);
        repeated += r;
        for name in NAMES {
            let mut seats: Vec<usize> = games
                .iter()
                .map(|g| g.iter().position(|x| x == name).unwrap())
                .collect();
            seats.sort_unstable();
            assert_eq!(
                seats,
                (0..10).collect::<Vec<_>>(),
                "seed {seed}: {name}'s seats"
            );
        }
        // The eleventh game starts a new round: any seat again, everyone seated.
        let next = draw_seats(
            &NAMES.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
            &games,
            &mut SplitMix64(seed),
        );
        assert_eq!(next.len(), 10);
    }
    // By chance a neighbour sits beside them again about 2 times in 9 (20 a ten-game
    // evening, 400 in twenty); the draw keeps it far below, the last games of a round
    // having few seats left to choose from.
    assert!(repeated <= 100, "{repeated} neighbours kept in 20 evenings");
}

#[test]
fn r_eve_4_a_guest_joins_and_seats_set_by_hand_are_taken_as_they_are() {
    let mut players: Vec<String> = NAMES[..9].iter().map(|s| s.to_string()).collect();
    let mut rng = SplitMix64(7);
    // Seats set by hand twice the same way: the draw still seats everyone.
    let by_hand = vec![players.clone(), players.clone()];
    let seating = draw_seats(&players, &by_hand, &mut rng);
    let mut sorted = seating.clone();
    sorted.sort();
    assert_eq!(sorted, players);
    // Nobody keeps a seat had in this round.
    for (i, name) in seating.iter().enumerate() {
        assert_ne!(&by_hand[0][i], name, "{name} kept seat {}", i + 1);
    }
    players.push("Guest".into());
    let ten = draw_seats(&players, &by_hand, &mut rng);
    assert_eq!(ten.len(), 10);
    assert!(ten.contains(&"Guest".to_string()));
}

#[test]
fn r_eve_5_the_deal_is_fresh_and_uniform_every_game() {
    // 20 000 Sport deals: each role falls on each seat as often as chance allows (a
    // chi-square over the ten seats, 9 degrees of freedom, under 27.88: p = 0.001).
    let names: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    let deck = Composition::standard(Preset::Sport, 10);
    let mut rng = SplitMix64(42);
    let deals = 20_000u32;
    let roles = [Role::Civilian, Role::Sheriff, Role::Mafia, Role::Don];
    let mut counts = [[0u32; 4]; 10];
    for _ in 0..deals {
        let s = Setup::deal(
            Preset::Sport,
            Rules::preset(Preset::Sport),
            &names,
            deck,
            &mut rng,
        )
        .unwrap();
        for p in &s.players {
            let r = roles.iter().position(|&r| r == p.role).unwrap();
            counts[usize::from(p.seat) - 1][r] += 1;
        }
    }
    for (r, &role) in roles.iter().enumerate() {
        let expected = f64::from(deals) * f64::from(deck.count(role)) / 10.0;
        let chi2: f64 = counts
            .iter()
            .map(|seat| (f64::from(seat[r]) - expected).powi(2) / expected)
            .sum();
        assert!(chi2 < 27.88, "{role:?}: chi-square {chi2:.1}");
    }
}

#[test]
fn r_eve_1_3_a_home_evening_counts_wins_then_games_survived() {
    // The same two games at a Home table: no Sport points unless switched on.
    let games = [
        game_of(Preset::Home, 1, &[3, 7, 9], &[]),
        game_of(Preset::Home, 2, &[1, 4, 5], &[]),
    ];
    let scoring = EveningScoring::for_preset(Preset::Home);
    assert!(!scoring.count_points);
    let table = standings(&games, &scoring);
    assert!(table
        .iter()
        .all(|l| l.total == 0 && l.penalty == 0 && l.ci == 0));
    // Everyone won once; F, H and J sat to the end of both games.
    let order: Vec<(usize, &str, u32)> = table
        .iter()
        .map(|l| (l.rank, l.name.as_str(), l.survived))
        .collect();
    assert_eq!(
        order,
        vec![
            (1, "F", 2),
            (1, "H", 2),
            (1, "J", 2),
            // One game survived each: the Sheriff's and the Don's wins first, then B, killed
            // first in game 2.
            (4, "E", 1),
            (4, "G", 1),
            (6, "B", 1),
            (7, "C", 1),
            (7, "D", 1),
            (7, "I", 1),
            (10, "A", 0),
        ]
    );
    // Switched on, the Home evening counts R-SCORE's points as Sport does.
    let on = EveningScoring {
        count_points: true,
        ..scoring
    };
    assert_eq!(line(&standings(&games, &on), "A").penalty, -50);
}

fn row<'a>(g: &'a mafia_host::engine::evening::Grid, name: &str) -> &'a GridRow {
    g.rows.iter().find(|r| r.standing.name == name).unwrap()
}

fn tie(by: Criterion, over: &str, mine: i32, theirs: i32) -> Option<TieBreak> {
    Some(TieBreak {
        by,
        over: over.into(),
        mine,
        theirs,
    })
}

#[test]
fn issue_39_the_grid_of_three_sport_games_computed_by_hand() {
    // The evening of r_eve_1_3_the_standings_of_three_sport_games_as_computed_by_hand.
    let games = [
        game(1, &[3, 7, 9], &[]),
        game(2, &[1, 4, 5], &[]),
        game(2, &[1, 4, 5], &[(4, 15)]),
    ];
    let g = grid(&games, &EveningScoring::default());
    assert!(g.count_points);
    let winners: Vec<_> = g
        .games
        .iter()
        .map(|c| (c.number, c.winner, c.players))
        .collect();
    assert_eq!(
        winners,
        vec![
            (1, Some(Winner::Red), 10),
            (2, Some(Winner::Black), 10),
            (3, Some(Winner::Black), 10)
        ]
    );
    // The rows are the standings, in their order.
    let names: Vec<&str> = g.rows.iter().map(|r| r.standing.name.as_str()).collect();
    assert_eq!(names, ["B", "D", "G", "C", "I", "F", "H", "J", "E", "A"]);
    assert_eq!(
        g.rows[0].standing,
        standings(&games, &EveningScoring::default())[0]
    );
    // B, seat 2, a civilian: won game 1 (+1); killed first in games 2 and 3, both lost by
    // red: Ci 0.4 in each (R-EVE-2), by hand.
    let b = row(&g, "B");
    let cell = |win, first, w, ci| GridCell {
        seat: 2,
        role: Role::Civilian,
        won: win,
        counted: true,
        first_killed: first,
        survived: !first,
        win: w,
        best_move: 0,
        penalty: 0,
        extra: 0,
        ci,
        total: w + ci,
    };
    assert_eq!(
        b.cells,
        vec![
            Some(cell(true, false, 100, 0)),
            Some(cell(false, true, 0, 40)),
            Some(cell(false, true, 0, 40)),
        ]
    );
    // D, seat 4: removed in games 2 and 3 (−0.5 each), +1.5 from the host in game 3.
    let d: Vec<(i32, i32, i32, bool)> = row(&g, "D")
        .cells
        .iter()
        .map(|c| {
            let c = c.as_ref().unwrap();
            (c.penalty, c.extra, c.total, c.survived)
        })
        .collect();
    assert_eq!(
        d,
        [
            (0, 0, 100, true),
            (-50, 0, -50, false),
            (-50, 150, 100, false)
        ]
    );
    // The Don, seat 7.
    let don = row(&g, "G").cells[1].clone().unwrap();
    assert_eq!(
        (don.seat, don.role, don.won, don.win),
        (7, Role::Don, true, 100)
    );
    // Every row's cells add up to its line.
    for r in &g.rows {
        let cells: Vec<&GridCell> = r.cells.iter().flatten().collect();
        assert_eq!(cells.len() as u32, r.standing.games, "{}", r.standing.name);
        let sum = |f: fn(&GridCell) -> i32| cells.iter().map(|c| f(c)).sum::<i32>();
        assert_eq!(sum(|c| c.total), r.standing.total, "{}", r.standing.name);
        assert_eq!(sum(|c| c.ci), r.standing.ci, "{}", r.standing.name);
        assert_eq!(
            sum(|c| c.penalty),
            r.standing.penalty,
            "{}",
            r.standing.name
        );
    }
    // The tie-breaks that decided places at equal points (R-EVE-3), on the line placed
    // above: D over G at 1.5 by extra + penalty + best move (1.5 − 1 against −0.5); G over
    // C by the Don's two wins; E over A at 0 by the Sheriff's win. C and I are equal on
    // everything (one place, no tie-break); I and F differ in points.
    let ties: Vec<(&str, Option<TieBreak>)> = g
        .rows
        .iter()
        .map(|r| (r.standing.name.as_str(), r.tie_break.clone()))
        .collect();
    assert_eq!(
        ties,
        vec![
            ("B", None),
            ("D", tie(Criterion::ExtraPenaltyBest, "G", 50, -50)),
            ("G", tie(Criterion::SheriffDonWins, "C", 2, 0)),
            ("C", None),
            ("I", None),
            ("F", None),
            ("H", None),
            ("J", None),
            ("E", tie(Criterion::SheriffDonWins, "A", 1, 0)),
            ("A", None),
        ]
    );
}

#[test]
fn issue_39_the_grid_shows_who_sat_a_game_out_and_the_wins_that_broke_a_ci_tie() {
    // The evening of r_eve_2_3_a_five_game_evening_where_wins_break_a_tie_that_ci_made,
    // with K playing game 1 in A's seat.
    let black = |s: [&str; 10]| seated(s, 2, &[1, 4, 5]);
    let games = [
        black(["K", "P", "Q", "B", "C", "D", "E", "F", "G", "H"]),
        black(["A", "P", "B", "C", "D", "Q", "E", "F", "G", "H"]),
        black(["A", "P", "B", "C", "D", "E", "F", "Q", "G", "H"]),
        black(["A", "Q", "B", "C", "D", "P", "E", "F", "G", "H"]),
        seated(
            ["A", "B", "C", "P", "D", "Q", "E", "F", "G", "H"],
            2,
            &[3, 7, 9],
        ),
    ];
    let g = grid(&games, &EveningScoring::default());
    let seats = |name: &str| -> Vec<Option<Seat>> {
        row(&g, name)
            .cells
            .iter()
            .map(|c| c.as_ref().map(|c| c.seat))
            .collect()
    };
    assert_eq!(seats("A"), [None, Some(1), Some(1), Some(1), Some(1)]);
    assert_eq!(seats("K"), [Some(1), None, None, None, None]);
    assert_eq!(seats("Q"), [Some(3), Some(6), Some(8), Some(2), Some(6)]);
    // P's Ci, 0.4 in each of the three lost games it was shot first in (by hand, as in
    // the standings' test), none in games 4 and 5.
    let p_ci: Vec<i32> = row(&g, "P")
        .cells
        .iter()
        .map(|c| c.as_ref().unwrap().ci)
        .collect();
    assert_eq!(p_ci, [40, 40, 40, 0, 0]);
    let p_first: Vec<bool> = row(&g, "P")
        .cells
        .iter()
        .map(|c| c.as_ref().unwrap().first_killed)
        .collect();
    assert_eq!(p_first, [true, true, true, false, false]);
    // Q and P end at 2.2 each: Q is above by wins, 2 against 1.
    assert_eq!(row(&g, "Q").tie_break, tie(Criterion::Wins, "P", 2, 1));
    let (q, p) = (
        g.rows.iter().position(|r| r.standing.name == "Q").unwrap(),
        g.rows.iter().position(|r| r.standing.name == "P").unwrap(),
    );
    assert_eq!(q + 1, p);
}

#[test]
fn issue_39_a_home_evening_grid_has_no_points_and_its_tie_breaks_follow_wins() {
    let games = [
        game_of(Preset::Home, 1, &[3, 7, 9], &[]),
        game_of(Preset::Home, 2, &[1, 4, 5], &[]),
    ];
    let g = grid(&games, &EveningScoring::for_preset(Preset::Home));
    assert!(!g.count_points);
    assert!(g
        .rows
        .iter()
        .flat_map(|r| r.cells.iter().flatten())
        .all(|c| c.total == 0 && c.win == 0 && c.penalty == 0 && c.ci == 0));
    // B won game 1 and was shot first in game 2.
    let b: Vec<(bool, bool, bool)> = row(&g, "B")
        .cells
        .iter()
        .map(|c| {
            let c = c.as_ref().unwrap();
            (c.won, c.first_killed, c.survived)
        })
        .collect();
    assert_eq!(b, [(true, false, true), (false, true, false)]);
    // At one win each: J over E by games survived, G over B by the Don's win, B over C by
    // the first-night death, I over A by games survived.
    assert_eq!(row(&g, "J").tie_break, tie(Criterion::Survived, "E", 2, 1));
    assert_eq!(
        row(&g, "G").tie_break,
        tie(Criterion::SheriffDonWins, "B", 1, 0)
    );
    assert_eq!(
        row(&g, "B").tie_break,
        tie(Criterion::FirstKilled, "C", 1, 0)
    );
    assert_eq!(row(&g, "I").tie_break, tie(Criterion::Survived, "A", 1, 0));
    assert_eq!(row(&g, "F").tie_break, None);
}

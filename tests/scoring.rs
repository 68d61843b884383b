//! RULES.md "Scoring" (Sport, optional): win, best move, removals, the host's extras, and
//! protests that change or annul the result.

mod common;

use common::*;
use mafia_host::engine::scoring::{points, result, score, NoScore, Scoring};
use mafia_host::engine::*;

/// A Sport game to a red win: seat 2 is shot on night 2 and names the three blacks; on
/// day 2 seat 10 fouls out, seat 6 is disqualified, and the three blacks are removed.
fn red_win() -> Table {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: Some(2) });
    t.act(HostAction::DonCheck { target: 5 });
    t.act(HostAction::SheriffCheck { target: 9 });
    t.act(HostAction::BestMove {
        seats: vec![3, 7, 9],
    });
    while matches!(t.stage(), Stage::Night { .. }) {
        t.next();
    }
    t.reach_speeches();
    for _ in 0..4 {
        t.act(HostAction::Foul { seat: 10 });
    }
    for seat in [6, 3, 7, 9] {
        t.act(HostAction::Remove {
            seat,
            reason: RemovalReason::Oath,
        });
    }
    assert_eq!(t.state().winner, Some(Winner::Red));
    t
}

fn totals(t: &Table, s: &Scoring) -> Vec<(Seat, i16)> {
    score(t.state(), s)
        .expect("scored")
        .into_iter()
        .map(|x| (x.seat, x.total))
        .collect()
}

#[test]
fn scoring_win_best_move_four_fouls_and_disqualification() {
    let t = red_win();
    let s = score(t.state(), &Scoring::default()).unwrap();
    let by = |seat: Seat| s.iter().find(|x| x.seat == seat).unwrap().clone();
    assert_eq!((by(2).win, by(2).best_move, by(2).total), (100, 40, 140));
    assert_eq!((by(10).penalty, by(10).total), (-50, 50), "fourth foul");
    assert_eq!((by(6).penalty, by(6).total), (-50, 50), "disqualified");
    assert_eq!(by(1).total, 100);
    for black in [3, 7, 9] {
        assert_eq!((by(black).win, by(black).total), (0, -50));
    }
}

#[test]
fn scoring_numbers_are_settings() {
    let t = red_win();
    let s = Scoring {
        win: 200,
        best_move_three: 50,
        best_move_two: 30,
        four_fouls: -100,
        disqualified: -70,
    };
    let total = totals(&t, &s);
    assert!(total.contains(&(2, 250)));
    assert!(total.contains(&(10, 100)));
    assert!(total.contains(&(6, 130)));
    assert!(total.contains(&(3, -70)));
}

#[test]
fn scoring_best_move_with_two_blacks_and_none_for_a_black_or_one_black() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: Some(2) });
    t.next();
    t.next();
    t.act(HostAction::BestMove {
        seats: vec![3, 7, 1],
    });
    while matches!(t.stage(), Stage::Night { .. }) {
        t.next();
    }
    t.reach_speeches();
    for seat in [3, 7, 9] {
        t.act(HostAction::Remove {
            seat,
            reason: RemovalReason::Insult,
        });
    }
    let s = score(t.state(), &Scoring::default()).unwrap();
    assert_eq!(s[1].best_move, 25, "two blacks named: +0.25");
    assert_eq!(s[1].total, 125);
}

#[test]
fn scoring_extra_points_only_after_the_game_within_five_points() {
    let mut t = Table::sport_night();
    t.through_first_night();
    let e = t.refused(HostAction::ExtraPoints { seat: 5, tenths: 3 });
    assert_eq!(e.rule, RuleId::Score);
    let mut t = red_win();
    t.act(HostAction::ExtraPoints { seat: 5, tenths: 3 });
    t.act(HostAction::ExtraPoints {
        seat: 5,
        tenths: -1,
    });
    t.act(HostAction::ExtraPoints { seat: 9, tenths: 5 });
    assert_eq!(
        t.refused(HostAction::ExtraPoints {
            seat: 5,
            tenths: 51
        })
        .rule,
        RuleId::Score
    );
    assert_eq!(
        t.refused(HostAction::ExtraPoints {
            seat: 11,
            tenths: 1
        })
        .rule,
        RuleId::Role4
    );
    let total = totals(&t, &Scoring::default());
    assert!(total.contains(&(5, 120)));
    assert!(total.contains(&(9, 0)));
    // The extras survive undo of something else and are replayed from the log.
    let log = GameLog::of(&t.game).to_json();
    let again = GameLog::from_json(&log).unwrap();
    let g = Game::replay(again.setup().unwrap(), &again.actions).unwrap();
    assert_eq!(
        score(g.state(), &Scoring::default()).unwrap(),
        score(t.state(), &Scoring::default()).unwrap()
    );
}

#[test]
fn scoring_follows_an_upheld_protest_r_win_3() {
    let mut t = red_win();
    // The whole black team plus one red: upheld, black wins.
    t.act(HostAction::Protest {
        team: Team::Black,
        votes_for: vec![3, 7, 9, 1],
        remedy: Remedy::BlackWins,
    });
    assert_eq!(result(t.state()), Ok(Some(Team::Black)));
    let total = totals(&t, &Scoring::default());
    assert!(total.contains(&(3, 50)));
    assert!(total.contains(&(1, 0)));
    // A later upheld annulment leaves no score.
    t.act(HostAction::Protest {
        team: Team::Red,
        votes_for: vec![1, 2, 4, 5, 6, 8, 10, 3],
        remedy: Remedy::Annul,
    });
    assert_eq!(
        score(t.state(), &Scoring::default()),
        Err(NoScore::Annulled)
    );
}

#[test]
fn scoring_none_before_the_end() {
    let mut t = Table::sport_night();
    t.through_first_night();
    assert_eq!(score(t.state(), &Scoring::default()), Err(NoScore::NotOver));
}

#[test]
fn scoring_points_are_written_as_a_host_reads_them() {
    assert_eq!(points(140), "1.4");
    assert_eq!(points(125), "1.25");
    assert_eq!(points(-50), "−0.5");
    assert_eq!(points(100), "1");
    assert_eq!(points(0), "0");
    assert_eq!(points(-5), "−0.05");
}

#[test]
fn scoring_settings_read_as_the_host_types_them() {
    use mafia_host::engine::scoring::{parse_points, PointsError};
    assert_eq!(parse_points("0.4"), Ok(40));
    assert_eq!(parse_points(" 0,25 "), Ok(25));
    assert_eq!(parse_points("−0.5"), Ok(-50));
    assert_eq!(parse_points("-0,5"), Ok(-50));
    assert_eq!(parse_points("+1"), Ok(100));
    assert_eq!(parse_points(",5"), Ok(50));
    assert_eq!(parse_points("2."), Ok(200));
    assert_eq!(parse_points("10"), Ok(1000));
    assert_eq!(parse_points(""), Err(PointsError::Empty));
    assert_eq!(parse_points("abc"), Err(PointsError::NotANumber));
    assert_eq!(parse_points("-"), Err(PointsError::NotANumber));
    assert_eq!(parse_points("1.2.3"), Err(PointsError::NotANumber));
    assert_eq!(parse_points("0.125"), Err(PointsError::TooPrecise));
    assert_eq!(parse_points("10.01"), Err(PointsError::TooLarge));
    assert_eq!(parse_points("-999"), Err(PointsError::TooLarge));
}

#[test]
fn scoring_settings_stored_and_read_back_out_of_range_refused() {
    let s = Scoring {
        win: 150,
        ..Scoring::default()
    };
    assert_eq!(s.to_text(), "150 40 25 -50 -50");
    assert_eq!(Scoring::from_text(&s.to_text()), Some(s));
    let far = Scoring {
        win: 5000,
        ..Scoring::default()
    };
    assert_eq!(Scoring::from_text(&far.to_text()), None);
    assert_eq!(Scoring::from_text("100 40 25 -50"), None, "four numbers");
    assert_eq!(Scoring::from_text("100 40 25 -50 -50 1"), None, "six");
    assert_eq!(
        Scoring::from_text("1 0.4 25 -50 -50"),
        None,
        "not hundredths"
    );
    assert_eq!(Scoring::from_text(""), None);
}

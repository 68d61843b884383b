//! The protocol (issue 6): who played what, fouls, who left on which day or night and how,
//! each day's nominations and counts of votes, each night's shot, checks and best move.

mod common;

use common::*;
use mafia_host::engine::protocol::{AllLeaveLine, Period, Protocol};
use mafia_host::engine::state::{BestMoveRecord, CheckRecord, Elimination, Nomination};
use mafia_host::engine::*;

/// Day 1: 1 nominates 3, 2 nominates 6, 4 nominates 8 and withdraws; 3 gets 4 votes, 6
/// the other 6 and leaves. Night 2: seat 2 is shot, the Don checks 5, the Sheriff 9, seat
/// 2 names 3, 7, 9. Day 2: seat 10 fouls twice, seat 8 is disqualified, then the three
/// blacks are removed: red wins.
fn scripted() -> Table {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    while let Some(seat) = t.speaker() {
        match seat {
            1 => drop(t.act(HostAction::Nominate { by: 1, target: 3 })),
            2 => drop(t.act(HostAction::Nominate { by: 2, target: 6 })),
            4 => {
                t.act(HostAction::Nominate { by: 4, target: 8 });
                t.act(HostAction::Withdraw { by: 4 });
            }
            _ => {}
        }
        t.next();
    }
    t.votes(&[&[1, 2, 4, 5]]);
    while !matches!(t.stage(), Stage::Night { .. }) {
        t.next();
    }
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
    t.act(HostAction::Foul { seat: 10 });
    t.act(HostAction::Foul { seat: 10 });
    for (seat, reason) in [
        (8, RemovalReason::Insult),
        (3, RemovalReason::Oath),
        (7, RemovalReason::Oath),
        (9, RemovalReason::Oath),
    ] {
        t.act(HostAction::Remove { seat, reason });
    }
    assert_eq!(t.state().winner, Some(Winner::Red));
    t
}

fn day(p: &Protocol, d: u32) -> &Period {
    p.periods
        .iter()
        .find(|x| x.at == Moment::Day(d))
        .expect("the day is in the protocol")
}

fn night(p: &Protocol, n: u32) -> Option<&Period> {
    p.periods.iter().find(|x| x.at == Moment::Night(n))
}

#[test]
fn protocol_seats_roles_fouls_and_exits() {
    let p = Protocol::of(&scripted().game);
    assert_eq!(p.winner, Some(Winner::Red));
    assert_eq!(p.seats.len(), 10);
    let seat = |n: Seat| p.seats.iter().find(|s| s.seat == n).unwrap();
    assert_eq!(seat(7).role, Role::Don);
    assert_eq!(seat(5).role, Role::Sheriff);
    assert_eq!(seat(1).name, "Player 1");
    assert_eq!(seat(10).fouls, 2);
    assert_eq!(seat(1).exit, None);
    let exit = |n: Seat| seat(n).exit.map(|e| (e.exit, e.at));
    assert_eq!(exit(6), Some((Exit::VotedOut, Moment::Day(1))));
    assert_eq!(exit(2), Some((Exit::Killed, Moment::Night(2))));
    assert_eq!(exit(8), Some((Exit::Removed, Moment::Day(2))));
}

#[test]
fn protocol_day_nominations_without_the_withdrawn_and_the_counts_r_day_4_r_vote_2() {
    let p = Protocol::of(&scripted().game);
    let d1 = day(&p, 1);
    assert_eq!(
        d1.nominations,
        vec![
            Nomination { by: 1, target: 3 },
            Nomination { by: 2, target: 6 }
        ]
    );
    // The last candidate gets every vote not cast (R-VOTE-2).
    assert_eq!(d1.counts, vec![vec![(3, 4), (6, 6)]]);
    assert_eq!(
        d1.out,
        vec![Elimination {
            seat: 6,
            exit: Exit::VotedOut,
            at: Moment::Day(1)
        }]
    );
    let d2 = day(&p, 2);
    assert!(d2.nominations.is_empty() && d2.counts.is_empty());
    assert_eq!(
        d2.out.iter().map(|e| e.seat).collect::<Vec<_>>(),
        vec![8, 3, 7, 9]
    );
}

#[test]
fn protocol_nights_shot_checks_and_best_move_in_order() {
    let p = Protocol::of(&scripted().game);
    // The first night has no shot and nobody left: it is not a line of the protocol.
    assert!(night(&p, 1).is_none());
    let order: Vec<Moment> = p.periods.iter().map(|x| x.at).collect();
    assert_eq!(
        order,
        vec![Moment::Day(1), Moment::Night(2), Moment::Day(2)]
    );
    let n2 = night(&p, 2).unwrap();
    assert_eq!(n2.shot, Some(Some(2)));
    assert_eq!(
        n2.checks,
        vec![
            CheckRecord {
                night: 2,
                by: Role::Don,
                target: 5,
                found: true
            },
            CheckRecord {
                night: 2,
                by: Role::Sheriff,
                target: 9,
                found: true
            }
        ]
    );
    assert_eq!(
        n2.best_move,
        Some(BestMoveRecord {
            by: 2,
            seats: vec![3, 7, 9],
            blacks: 3
        })
    );
    assert_eq!(n2.out.iter().map(|e| e.seat).collect::<Vec<_>>(), vec![2]);
}

#[test]
fn protocol_a_miss_and_a_tie_with_its_revote_r_vote_6() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 5)]);
    // 5 votes each: a tie, tie speeches, then the revote.
    t.votes(&[&[1, 2, 4, 6, 8]]);
    t.finish_speeches();
    t.votes(&[&[1, 2, 4, 6, 8, 10]]);
    while !matches!(t.stage(), Stage::Night { .. }) {
        t.next();
    }
    t.night(None);
    let p = Protocol::of(&t.game);
    assert_eq!(
        day(&p, 1).counts,
        vec![vec![(3, 5), (5, 5)], vec![(3, 6), (5, 4)]]
    );
    assert_eq!(day(&p, 1).out.first().map(|e| e.seat), Some(3));
    assert_eq!(night(&p, 2).unwrap().shot, Some(None), "a miss");
    assert!(night(&p, 2).unwrap().out.is_empty());
}

#[test]
fn protocol_all_leave_vote_r_vote_7() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 5)]);
    t.votes(&[&[1, 2, 4, 6, 8]]);
    t.finish_speeches();
    t.votes(&[&[1, 2, 4, 6, 8]]);
    assert!(
        matches!(t.stage(), Stage::AllLeave { .. }),
        "{:?}",
        t.stage()
    );
    t.act(HostAction::AllLeaveCount { count: 6 });
    let p = Protocol::of(&t.game);
    let line = day(&p, 1).all_leave.unwrap();
    assert_eq!(
        line,
        AllLeaveLine {
            votes_for: 6,
            living: 10,
            passed: true
        }
    );
}

#[test]
fn protocol_is_the_same_after_a_replay_of_the_log() {
    let t = scripted();
    let log = GameLog::from_json(&GameLog::of(&t.game).to_json()).unwrap();
    let g = Game::replay(log.setup().unwrap(), &log.actions).unwrap();
    assert_eq!(Protocol::of(&g), Protocol::of(&t.game));
}

/// The browser test (tests/e2e/protocol.spec.js) plays this very game from its log.
#[test]
fn protocol_e2e_fixture_is_the_scripted_game() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/protocol-sport.json"
    );
    let log = GameLog::of(&scripted().game).to_json();
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        std::fs::write(path, format!("{}\n", log.trim())).expect("write the fixture");
    }
    let stored = std::fs::read_to_string(path).expect("tests/data/protocol-sport.json");
    assert_eq!(stored.trim(), log.trim());
}

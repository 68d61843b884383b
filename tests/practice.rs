//! Practice cases (crates/engine/src/practice.rs): each starts a real game at its moment, and the
//! host's move there meets the rule the case is about.

mod common;

use common::{has_rule, no_exit_why};
use mafia_host::engine::event::{NightStep, NoExitWhy};
use mafia_host::engine::practice::Case;
use mafia_host::engine::*;

fn start(case: Case) -> Game {
    case.start(|s| format!("P{s}"))
        .unwrap_or_else(|e| panic!("{case:?} does not start: {e:?}"))
}

fn act(g: &mut Game, a: HostAction) -> Vec<GameEvent> {
    match g.act(a.clone()) {
        Ok(e) => e.to_vec(),
        Err(e) => panic!("{a:?} refused: {e}"),
    }
}

#[test]
fn every_case_starts_unfinished_with_nothing_of_the_host_yet_undone() {
    for case in Case::ALL {
        let g = start(case);
        assert!(!g.state().is_over(), "{case:?}");
        assert!(
            !g.actions().is_empty(),
            "{case:?} starts at the first night"
        );
        // The log replays to the same state: the case is a plain game log.
        let again = Game::replay(g.setup().clone(), g.actions()).expect("replays");
        assert_eq!(again.state(), g.state(), "{case:?}");
    }
}

#[test]
fn r_vote_7_repeated_tie_the_same_five_five_asks_all_leave() {
    let mut g = start(Case::RepeatedTie);
    let Stage::Voting(round) = &g.state().stage else {
        panic!("not at the revote: {:?}", g.state().stage)
    };
    assert!(round.revote);
    assert_eq!(round.candidates, vec![2, 4]);
    act(
        &mut g,
        HostAction::Vote {
            candidate: 2,
            voters: vec![1, 3, 5, 6, 7],
        },
    );
    // The last candidate is called too; the host's «Принято» gives it the rest (R-VOTE-2).
    let ev = act(
        &mut g,
        HostAction::Vote {
            candidate: 4,
            voters: vec![],
        },
    );
    assert!(has_rule(&ev, RuleId::Vote7));
    assert_eq!(g.state().stage, Stage::AllLeave { tied: vec![2, 4] });
    // 6 of 10 for: more than half, both leave.
    let ev = act(&mut g, HostAction::AllLeaveCount { count: 6 });
    assert!(ev
        .iter()
        .any(|e| matches!(e, GameEvent::AllLeaveDecided { passed: true, .. })));
    assert!(!g.state().is_alive(2) && !g.state().is_alive(4));
}

#[test]
fn r_vote_9_removal_in_the_vote_cancels_it() {
    let mut g = start(Case::RemovalInVote);
    let Stage::Voting(round) = &g.state().stage else {
        panic!("not voting: {:?}", g.state().stage)
    };
    assert_eq!(round.next_candidate(), Some(4));
    let ev = act(
        &mut g,
        HostAction::Remove {
            seat: 6,
            reason: RemovalReason::Other,
        },
    );
    assert!(has_rule(&ev, RuleId::Vote9));
    assert!(matches!(g.state().stage, Stage::Night { .. }));
    assert_eq!(g.state().living_count(), 9);
}

#[test]
fn r_vote_8_half_table_all_tied_again_nobody_leaves() {
    let mut g = start(Case::HalfTable);
    assert!(matches!(&g.state().stage, Stage::Voting(r) if r.revote && r.candidates.len() == 5));
    let ev = one_hand_each(&mut g);
    assert_eq!(no_exit_why(&ev), Some(NoExitWhy::HalfTableLimit));
    assert!(has_rule(&ev, RuleId::Vote8));
    assert_eq!(g.state().living_count(), 5);
}

#[test]
fn r_last_3_the_first_shot_after_one_exit_earns_the_best_move() {
    let mut g = start(Case::BestMove);
    assert_eq!(g.state().night_number, 2);
    assert_eq!(g.state().living_count(), 9);
    assert_eq!(
        g.state().stage,
        Stage::Night {
            step: NightStep::Shot
        }
    );
    act(&mut g, HostAction::Shoot { target: Some(4) });
    act(&mut g, HostAction::DonCheck { target: 1 });
    act(&mut g, HostAction::SheriffCheck { target: 3 });
    // Sport's best move is made in the morning (issue 48), once the kill is announced.
    assert_eq!(g.state().stage, Stage::Morning);
    act(&mut g, HostAction::Next);
    assert_eq!(g.state().stage, Stage::BestMove { seat: 4 });
    let ev = act(
        &mut g,
        HostAction::BestMove {
            seats: vec![3, 7, 9],
        },
    );
    assert!(has_rule(&ev, RuleId::Last3));
}

#[test]
fn r_vote_7a_whole_table_tie_ends_the_day_at_once() {
    let mut g = start(Case::WholeTableTie);
    assert!(matches!(&g.state().stage, Stage::Voting(r) if !r.revote && r.candidates.len() == 5));
    let ev = one_hand_each(&mut g);
    assert_eq!(no_exit_why(&ev), Some(NoExitWhy::WholeTableTie));
    assert!(matches!(g.state().stage, Stage::Night { .. }));
}

#[test]
fn each_case_names_its_rule_and_a_distinct_id() {
    let ids: std::collections::HashSet<_> = Case::ALL.iter().map(|c| c.id()).collect();
    assert_eq!(ids.len(), Case::ALL.len());
    assert_eq!(Case::RepeatedTie.rule(), RuleId::Vote7);
    assert_eq!(Case::HalfTable.rule(), RuleId::Vote8);
}

/// Seats 1–4 each put one hand on the table, for candidates 2–5 in turn, and the last
/// candidate, 1, gets the hand not cast; the events of the last count.
fn one_hand_each(g: &mut Game) -> Vec<GameEvent> {
    let mut ev = Vec::new();
    for (candidate, voter) in [(2, 1), (3, 2), (4, 3), (5, 4), (1, 5)] {
        ev = act(
            g,
            HostAction::Vote {
                candidate,
                voters: vec![voter],
            },
        );
    }
    ev
}

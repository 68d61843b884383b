//! R-VOTE (voting) and R-LAST (last words).

mod common;
use common::*;
use mafia_host::engine::event::NoExitWhy;
use mafia_host::engine::rules::SingleCandidate;
use mafia_host::engine::*;

/// Sport, day 1 with 1 nominating 3 and 2 nominating 7: at the vote.
fn day1_vote_on_3_and_7(t: &mut Table) {
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    let Stage::Voting(round) = t.stage() else {
        panic!("{:?}", t.stage())
    };
    assert_eq!(round.candidates, [3, 7]);
}

#[test]
fn r_vote_1_candidates_are_put_in_ballot_order() {
    let mut t = Table::sport_night();
    day1_vote_on_3_and_7(&mut t);
    let step = t.state().next_step();
    assert_eq!(
        step.say,
        Script::VoteFor {
            candidate: 3,
            candidates: vec![3, 7],
            first: true,
            revote: false,
            abstain: vec![],
        }
    );
    assert_eq!(step.timer.map(|t| t.seconds), Some(2));
    let e = t.refused(HostAction::Vote {
        candidate: 7,
        voters: vec![1],
    });
    assert!(matches!(
        e.refusal,
        Refusal::WrongCandidate {
            expected: 3,
            got: 7
        }
    ));
}

#[test]
fn r_vote_2_those_who_did_not_vote_go_to_the_last_candidate() {
    let mut t = Table::sport_night();
    day1_vote_on_3_and_7(&mut t);
    let ev = t.votes(&[&[1, 2, 4, 5, 6, 8]]);
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::VotesToLast {
            candidate: 7,
            count: 4,
            rule: RuleId::Vote2
        }
    )));
    assert!(ev
        .iter()
        .any(|e| matches!(e, GameEvent::Tally { results, .. } if results == &[(3, 6), (7, 4)])));
    assert!(!t.alive(3) && t.alive(7));
}

#[test]
fn r_vote_2_one_vote_each_never_changed() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7), (4, 9)]);
    t.votes(&[&[1, 2]]);
    let e = t.refused(HostAction::Vote {
        candidate: 7,
        voters: vec![2, 5],
    });
    assert!(matches!(
        e.refusal,
        Refusal::AlreadyVotedFor {
            seat: 2,
            candidate: 3
        }
    ));
    let e = t.refused(HostAction::Vote {
        candidate: 7,
        voters: vec![5, 5],
    });
    assert!(matches!(e.refusal, Refusal::VotedTwice { seat: 5 }));
    let e = t.refused(HostAction::VoteCount {
        candidate: 7,
        count: 9,
    });
    assert!(matches!(
        e.refusal,
        Refusal::TooManyVotes {
            count: 9,
            remaining: 8
        }
    ));
    // A count works as well as seats.
    t.act(HostAction::VoteCount {
        candidate: 7,
        count: 3,
    });
    // The last candidate, 9, is called too; the host's «Принято» gives it the remaining 5.
    assert_eq!(t.state().next_step().last_count, Some(5));
    t.act(HostAction::Vote {
        candidate: 9,
        voters: vec![],
    });
    assert!(!t.alive(9));
}

#[test]
fn r_vote_3_no_candidate_no_vote() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    let mut ev = Vec::new();
    while t.speaker().is_some() {
        ev.extend(t.next());
    }
    assert_eq!(no_exit_why(&ev), Some(NoExitWhy::NoCandidates));
    assert!(has_rule(&ev, RuleId::Vote3));
    assert!(matches!(t.stage(), Stage::Night { .. }));
}

#[test]
fn r_vote_3_day_one_single_candidate_no_vote() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    t.act(HostAction::Nominate { by: 1, target: 7 });
    let mut ev = Vec::new();
    while t.speaker().is_some() {
        ev.extend(t.next());
    }
    assert_eq!(no_exit_why(&ev), Some(NoExitWhy::SingleCandidateFirstDay));
    assert!(t.alive(7));
}

fn to_day_2(t: &mut Table) {
    t.through_first_night();
    t.speeches(&[]);
    t.night(None);
}

#[test]
fn r_vote_4_later_day_single_candidate_eliminated() {
    let mut t = Table::sport_night();
    to_day_2(&mut t);
    t.speeches(&[(4, 7)]);
    assert!(!t.alive(7));
    assert!(matches!(
        t.stage(),
        Stage::LastWord {
            seat: 7,
            cause: LastWordCause::VotedOut,
            ..
        }
    ));
    let out = t.state().eliminations.last().copied().unwrap();
    assert_eq!(
        (out.seat, out.exit, out.at),
        (7, Exit::VotedOut, Moment::Day(2))
    );
}

#[test]
fn r_vote_4_later_day_single_candidate_no_vote_switch() {
    let mut t = Table::sport_with(|r| r.single_candidate_later_days = SingleCandidate::NoVote);
    to_day_2(&mut t);
    t.speeches(&[(4, 7)]);
    assert!(t.alive(7));
    assert!(matches!(t.stage(), Stage::Night { .. }));
    assert!(t.state().day.vote_decided);
}

#[test]
fn r_vote_5_the_leader_leaves_with_a_last_word() {
    let mut t = Table::sport_night();
    day1_vote_on_3_and_7(&mut t);
    t.votes(&[&[1, 2, 4, 5, 6, 8]]);
    assert_eq!(
        t.stage(),
        &Stage::LastWord {
            seat: 3,
            cause: LastWordCause::VotedOut,
            seconds: 60,
            queue: vec![]
        }
    );
    t.next();
    assert!(matches!(
        t.stage(),
        Stage::Night {
            step: NightStep::Shot
        }
    ));
}

#[test]
fn r_vote_6_tie_speeches_in_ballot_order_then_a_revote_among_the_tied() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7), (4, 9)]);
    // 3: 4 votes, 7: 4 votes, 9: the remaining 2.
    let ev = t.votes(&[&[1, 2, 4, 5], &[6, 8, 9, 10]]);
    assert!(ev
        .iter()
        .any(|e| matches!(e, GameEvent::TieDeclared { tied, .. } if tied == &[3, 7])));
    assert!(matches!(
        t.stage(),
        Stage::TieSpeech {
            seat: 3,
            seconds: 30,
            ..
        }
    ));
    assert_eq!(
        t.state().next_step().timer.map(|t| (t.kind, t.warn_at)),
        Some((TimerKind::TieSpeech, 5))
    );
    t.next();
    assert!(matches!(t.stage(), Stage::TieSpeech { seat: 7, .. }));
    t.next();
    let Stage::Voting(round) = t.stage() else {
        panic!()
    };
    assert_eq!(round.candidates, [3, 7]);
    assert!(round.revote);
    assert_eq!(
        round.voters.len(),
        10,
        "Sport: tied players vote in the revote"
    );
    // One leader after the revote leaves.
    t.votes(&[&[1, 2, 4, 5, 6, 8]]);
    assert!(!t.alive(3));
}

#[test]
fn r_vote_6_tied_players_do_not_vote_in_the_club_revote_and_their_votes_are_not_handed_on() {
    let mut t = Table::club();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    t.votes(&[&[1, 2, 4, 5, 6]]);
    t.finish_speeches();
    let Stage::Voting(round) = t.stage().clone() else {
        panic!()
    };
    assert_eq!(round.voters.len(), 8);
    assert!(!round.voters.contains(&3) && !round.voters.contains(&7));
    let e = t.refused(HostAction::Vote {
        candidate: 3,
        voters: vec![7],
    });
    assert!(matches!(e.refusal, Refusal::NotAVoter { seat: 7 }));
    let ev = t.votes(&[&[1, 2, 4, 5, 6]]);
    // 8 voters: 5 for 3, the other 3 go to 7; the tied players' 2 votes are absent.
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::VotesToLast {
            candidate: 7,
            count: 3,
            ..
        }
    )));
    assert!(!t.alive(3));
    // The exclusion held for that revote only: next day's vote has all living voters.
    t.finish_speeches();
    t.night(None);
    t.speeches(&[(4, 9), (5, 10)]);
    let Stage::Voting(round) = t.stage() else {
        panic!()
    };
    assert_eq!(round.voters.len(), 9);
}

#[test]
fn r_vote_6_a_smaller_tie_in_the_revote_gets_its_own_speeches_and_revote() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[(1, 2), (2, 4), (3, 6), (5, 8)]);
    t.act(HostAction::VoteCount {
        candidate: 2,
        count: 3,
    });
    t.act(HostAction::VoteCount {
        candidate: 4,
        count: 3,
    });
    t.act(HostAction::VoteCount {
        candidate: 6,
        count: 3,
    });
    t.act(HostAction::VoteCount {
        candidate: 8,
        count: 0,
    });
    // 8 gets the 1 not cast. Tie of 2, 4, 6.
    assert!(matches!(t.stage(), Stage::TieSpeech { seat: 2, .. }));
    t.finish_speeches();
    // Revote: 2: 2 votes, 4: 4 votes, 6: the remaining 4 → a smaller tie of 4 and 6.
    let ev = t.votes(&[&[1, 3], &[5, 7, 8, 9]]);
    assert!(ev
        .iter()
        .any(|e| matches!(e, GameEvent::TieDeclared { tied, .. } if tied == &[4, 6])));
    assert!(matches!(t.stage(), Stage::TieSpeech { seat: 4, .. }));
    t.finish_speeches();
    // The same two tie again: only "all leave?" is asked.
    let ev = t.votes(&[&[1, 2, 3, 5, 7]]);
    assert!(ev
        .iter()
        .any(|e| matches!(e, GameEvent::AllLeaveAsked { tied, .. } if tied == &[4, 6])));
}

/// The seeds' example: a tie, a revote, a second tie, then "all leave?".
fn to_all_leave(t: &mut Table) {
    day1_vote_on_3_and_7(t);
    t.votes(&[&[1, 2, 4, 5, 6]]);
    t.finish_speeches();
    let ev = t.votes(&[&[1, 2, 4, 5, 6]]);
    assert!(has_rule(&ev, RuleId::Vote7));
    assert_eq!(t.stage(), &Stage::AllLeave { tied: vec![3, 7] });
    assert_eq!(
        t.state().next_step().say,
        Script::AllLeave {
            tied: vec![3, 7],
            abstain: false
        }
    );
}

#[test]
fn r_vote_7_all_leave_with_an_equal_split_keeps_everyone() {
    let mut t = Table::sport_night();
    to_all_leave(&mut t);
    let ev = t.act(HostAction::AllLeave {
        voters: vec![1, 2, 3, 4, 5],
    });
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::AllLeaveDecided {
            votes_for: 5,
            living: 10,
            passed: false,
            ..
        }
    )));
    assert_eq!(no_exit_why(&ev), Some(NoExitWhy::AllStay));
    assert!(t.alive(3) && t.alive(7));
    assert!(matches!(t.stage(), Stage::Night { .. }));
}

/// Issue 39 §3.4: «все покидают?» passed — the host says that both leave, by majority;
/// issue 39 §3.9: the count first, then «Принято».
#[test]
fn r_vote_7_passed_is_said_both_leave_by_majority() {
    use mafia_host::words::{announce, Lang};
    let mut t = Table::sport_night();
    to_all_leave(&mut t);
    let ev = t.act(HostAction::AllLeave {
        voters: vec![1, 2, 3, 4, 5, 6],
    });
    assert_eq!(
        announce(Lang::Ru, &ev),
        ["6 голосов. Принято. Большинством голосов оба игрока — №3 и №7 — покидают игру."]
    );
    assert_eq!(
        announce(Lang::En, &ev),
        ["6 votes. Accepted. By a majority, players 3 and 7 both leave."]
    );
    // Not passed: the count only; the night's words say that all stay.
    let mut t = Table::sport_night();
    to_all_leave(&mut t);
    let ev = t.act(HostAction::AllLeave {
        voters: vec![1, 2, 3, 4, 5],
    });
    assert_eq!(announce(Lang::Ru, &ev), ["5 голосов. Принято."]);
}

#[test]
fn r_vote_7_nobody_voting_keeps_everyone() {
    let mut t = Table::sport_night();
    to_all_leave(&mut t);
    t.act(HostAction::AllLeaveCount { count: 0 });
    assert!(t.alive(3) && t.alive(7));
}

#[test]
fn r_vote_7_more_than_half_sends_all_tied_out_with_last_words_in_ballot_order() {
    let mut t = Table::sport_night();
    to_all_leave(&mut t);
    // Tied players vote too.
    t.act(HostAction::AllLeave {
        voters: vec![1, 2, 3, 4, 5, 6],
    });
    assert!(!t.alive(3) && !t.alive(7));
    assert_eq!(
        t.stage(),
        &Stage::LastWord {
            seat: 3,
            cause: LastWordCause::VotedOut,
            seconds: 60,
            queue: vec![7]
        }
    );
    t.next();
    assert!(matches!(t.stage(), Stage::LastWord { seat: 7, .. }));
    let e = t.refused(HostAction::AllLeaveCount { count: 3 });
    assert_eq!(e.rule, RuleId::Vote7);
}

#[test]
fn r_vote_7a_a_first_count_tying_every_living_player_ends_the_day() {
    // Home, 5 players, everyone nominated, one vote each.
    let roles = [
        Role::Civilian,
        Role::Don,
        Role::Civilian,
        Role::Sheriff,
        Role::Civilian,
    ];
    // R-VOTE-7a is on in Sport only (issue 13, docs/decisions.md): a Home table switches it on.
    assert!(!Rules::preset(Preset::Home).whole_table_tie_ends_day);
    assert!(Rules::preset(Preset::Sport).whole_table_tie_ends_day);
    let mut rules = Rules::preset(Preset::Home);
    rules.whole_table_tie_ends_day = true;
    let mut t = Table::new(Preset::Home, rules, &roles);
    t.through_first_night();
    t.speeches(&[(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)]);
    let ev = t.votes(&[&[1], &[2], &[3], &[4]]);
    assert_eq!(no_exit_why(&ev), Some(NoExitWhy::WholeTableTie));
    assert!(has_rule(&ev, RuleId::Vote7a));
    assert_eq!(t.state().living_count(), 5);
    assert!(matches!(t.stage(), Stage::Night { .. }));
}

#[test]
fn r_vote_8_half_table_limit_bites_when_more_than_half_are_tied() {
    // The same table with R-VOTE-7a off: tie speeches, the same five tie again, and
    // "all leave?" would send 5 of 5 out: more than half, so nobody leaves.
    let roles = [
        Role::Civilian,
        Role::Don,
        Role::Civilian,
        Role::Sheriff,
        Role::Civilian,
    ];
    let mut rules = Rules::preset(Preset::Home);
    rules.whole_table_tie_ends_day = false;
    let mut t = Table::new(Preset::Home, rules, &roles);
    t.through_first_night();
    t.speeches(&[(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)]);
    t.votes(&[&[1], &[2], &[3], &[4]]);
    assert!(matches!(t.stage(), Stage::TieSpeech { .. }));
    t.finish_speeches();
    let ev = t.votes(&[&[1], &[2], &[3], &[4]]);
    assert_eq!(no_exit_why(&ev), Some(NoExitWhy::HalfTableLimit));
    assert!(has_rule(&ev, RuleId::Vote8));
    assert_eq!(t.state().living_count(), 5);
}

#[test]
fn r_vote_8_exactly_half_may_still_be_asked_to_leave() {
    // Home, 6 players: three tied 2 : 2 : 2 twice; 3 of 6 is exactly half: asked.
    let roles = [
        Role::Civilian,
        Role::Don,
        Role::Civilian,
        Role::Sheriff,
        Role::Civilian,
        Role::Civilian,
    ];
    let mut t = Table::new(Preset::Home, Rules::preset(Preset::Home), &roles);
    t.through_first_night();
    t.speeches(&[(1, 2), (2, 3), (3, 4)]);
    t.votes(&[&[1, 5], &[2, 6]]);
    t.finish_speeches();
    let ev = t.votes(&[&[1, 5], &[2, 6]]);
    assert!(ev
        .iter()
        .any(|e| matches!(e, GameEvent::AllLeaveAsked { tied, .. } if tied == &[2, 3, 4])));
    // 4 of 6 is more than half: all three leave; the Don among them: red wins.
    let ev = t.act(HostAction::AllLeaveCount { count: 4 });
    assert_eq!(winner(&ev), Some((Winner::Red, RuleId::Win1)));
}

#[test]
fn r_vote_9_a_removal_before_the_result_cancels_the_days_vote() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    t.act(HostAction::Nominate { by: 1, target: 3 });
    t.next();
    t.act(HostAction::Nominate { by: 2, target: 7 });
    let ev = t.remove(10, RemovalReason::Insult);
    assert!(has_rule(&ev, RuleId::Vote9));
    let mut ev = Vec::new();
    while t.speaker().is_some() {
        ev.extend(t.next());
    }
    assert_eq!(no_exit_why(&ev), Some(NoExitWhy::Cancelled));
    assert!(t.alive(3) && t.alive(7));
}

#[test]
fn r_vote_9_a_removal_during_the_count_ends_the_voting() {
    let mut t = Table::sport_with(|r| r.hand_lift = mafia_host::engine::rules::HandLift::Removal);
    day1_vote_on_3_and_7(&mut t);
    let ev = t.act(HostAction::HandLift {
        seat: 5,
        after_thanks: false,
    });
    assert!(!t.alive(5));
    assert_eq!(no_exit_why(&ev), Some(NoExitWhy::Cancelled));
    assert!(matches!(t.stage(), Stage::Night { .. }));
}

#[test]
fn r_vote_9_a_removal_after_the_result_or_at_night_cancels_nothing() {
    let mut t = Table::sport_night();
    day1_vote_on_3_and_7(&mut t);
    t.votes(&[&[1, 2, 4, 5, 6, 8]]);
    // During 3's last word.
    let ev = t.remove(10, RemovalReason::Insult);
    assert!(!has_rule(&ev, RuleId::Vote9));
    t.finish_speeches();
    let ev = t.remove(8, RemovalReason::Peeking);
    assert!(!has_rule(&ev, RuleId::Vote9));
    t.night(None);
    assert!(!t.state().day.vote_cancelled);
}

#[test]
fn r_last_1_last_word_lengths_follow_the_switches() {
    let mut t = Table::club();
    day1_vote_on_3_and_7(&mut t);
    t.votes(&[&[1, 2, 4, 5, 6, 8]]);
    assert!(matches!(
        t.stage(),
        Stage::LastWord {
            seat: 3,
            seconds: 30,
            ..
        }
    ));
    let mut t = Table::sport_with(|r| {
        r.last_word_kill_seconds = 45;
        r.best_move_at = rules::BestMoveAt::Night;
    });
    to_day_2_with_kill(&mut t, 4);
    assert_eq!(
        t.state().next_step().say,
        Script::GoodMorning {
            day: 2,
            sleeps: None,
            killed: Some(4),
            role: None,
            kill_prevented: false,
            silenced: None
        }
    );
    t.next();
    assert_eq!(
        t.stage(),
        &Stage::LastWord {
            seat: 4,
            cause: LastWordCause::Killed,
            seconds: 45,
            queue: vec![]
        }
    );
    t.next();
    assert_eq!(t.speaker(), Some(2));
}

fn to_day_2_with_kill(t: &mut Table, seat: Seat) {
    t.through_first_night();
    t.speeches(&[]);
    t.night(Some(seat));
}

#[test]
fn r_last_2_a_removed_player_leaves_silently() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    let ev = t.remove(1, RemovalReason::Oath);
    assert!(!ev
        .iter()
        .any(|e| matches!(e, GameEvent::LastWordStarted { .. })));
    assert_eq!(
        t.speaker(),
        Some(2),
        "the removed speaker's speech ends at once"
    );
}

/// R-LAST-3: a best move names one to three seats, none twice, not the giver's own (seat 2).
fn best_move_refusals(t: &mut Table) {
    let e = t.refused(HostAction::BestMove {
        seats: vec![2, 3, 7],
    });
    assert_eq!(e.rule, RuleId::Last3);
    t.refused(HostAction::BestMove {
        seats: vec![3, 3, 7],
    });
    t.refused(HostAction::BestMove {
        seats: vec![3, 4, 7, 9],
    });
}

#[test]
fn r_last_3_best_move_after_the_checks_for_the_first_killed_with_at_most_one_gone() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: Some(2) });
    t.act(HostAction::DonCheck { target: 5 });
    t.act(HostAction::SheriffCheck { target: 9 });
    assert_eq!(
        t.stage(),
        &Stage::Night {
            step: NightStep::BestMove
        }
    );
    let step = t.state().next_step();
    assert_eq!(
        step.say,
        Script::BestMove {
            seat: 2,
            seconds: 20,
            // The Sheriff's answer is a gesture; «Засыпает Шериф» opens the best move.
            sleeps: Some(Role::Sheriff),
            morning: false,
        }
    );
    assert_eq!(
        step.answer,
        Some(Answer {
            by: Role::Sheriff,
            target: 9,
            found: true
        })
    );
    assert_eq!(step.timer.map(|t| t.seconds), Some(20));
    best_move_refusals(&mut t);
    let ev = t.act(HostAction::BestMove {
        seats: vec![3, 7, 10],
    });
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::BestMoveMade {
            by: 2,
            blacks: 2,
            ..
        }
    )));
    assert_eq!(t.state().best_move.as_ref().map(|b| b.blacks), Some(2));
    assert_eq!(t.stage(), &Stage::Morning);
    assert!(!t.alive(2));
}

#[test]
fn r_last_3_no_best_move_when_two_left_before_night_two_or_switch_off() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    t.remove(10, RemovalReason::Oath);
    t.speeches(&[]);
    // Only one left so far: still granted.
    let mut t2 = t.game.clone();
    t2.act(HostAction::Shoot { target: Some(2) }).unwrap();
    t2.act(HostAction::Next).unwrap();
    t2.act(HostAction::Next).unwrap();
    assert_eq!(
        t2.state().stage,
        Stage::Night {
            step: NightStep::BestMove
        }
    );
    // A second removal before night 2's shot... happens at night 2 itself: still granted,
    // the rule counts who left before night 2. Two gone on day 1 is what denies it:
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    t.remove(10, RemovalReason::Oath);
    t.remove(8, RemovalReason::Oath);
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: Some(2) });
    t.next();
    t.next();
    assert_eq!(t.stage(), &Stage::Morning);
    let mut t = Table::sport_with(|r| r.best_move = false);
    t.through_first_night();
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: Some(2) });
    t.next();
    t.next();
    assert_eq!(t.stage(), &Stage::Morning);
}

#[test]
fn r_vote_2_a_count_may_take_every_vote_left() {
    // The hands counted, not marked: all ten for the first candidate is a whole vote, not
    // too many (the boundary of R-VOTE-2's "one vote each").
    let mut t = Table::sport_night();
    day1_vote_on_3_and_7(&mut t);
    t.act(HostAction::VoteCount {
        candidate: 3,
        count: 10,
    });
    // The last candidate is called with nobody left to vote.
    let ev = t.act(HostAction::Vote {
        candidate: 7,
        voters: Vec::new(),
    });
    assert!(ev
        .iter()
        .any(|e| matches!(e, GameEvent::Tally { results, .. } if results == &[(3, 10), (7, 0)])));
    assert!(!t.alive(3) && t.alive(7));
    // One more than is left is refused.
    let mut t = Table::sport_night();
    day1_vote_on_3_and_7(&mut t);
    let e = t.refused(HostAction::VoteCount {
        candidate: 3,
        count: 11,
    });
    assert_eq!(e.rule, RuleId::Vote2);
}

#[test]
fn r_vote_7_every_voter_for_all_leave_is_counted_not_refused() {
    // All ten (the tied included, Sport) vote for «все покидают?»: both leave.
    let mut t = Table::sport_night();
    to_all_leave(&mut t);
    let ev = t.act(HostAction::AllLeaveCount { count: 10 });
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::AllLeaveDecided {
            votes_for: 10,
            living: 10,
            passed: true,
            ..
        }
    )));
    assert!(!t.alive(3) && !t.alive(7));
    // Eleven is more than there are voters.
    let mut t = Table::sport_night();
    to_all_leave(&mut t);
    let e = t.refused(HostAction::AllLeaveCount { count: 11 });
    assert_eq!(e.rule, RuleId::Vote7);
}

#[test]
fn r_vote_1_each_candidates_voting_window_is_2_s_with_no_warning() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    let step = t.state().next_step();
    assert_eq!(step.seat, Some(3));
    assert_eq!(
        step.timer,
        Some(Timer {
            kind: TimerKind::VoteWindow,
            seconds: 2,
            warn_at: 0
        })
    );
}

#[test]
fn r_last_1_the_last_word_spotlights_its_seat_and_a_short_timer_warns_at_half_time() {
    let mut t = Table::sport_with(|r| r.last_word_vote_seconds = 10);
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    t.votes(&[&[1, 2, 4, 5, 6, 8]]);
    assert!(matches!(t.stage(), Stage::LastWord { seat: 3, .. }));
    let step = t.state().next_step();
    assert_eq!(step.seat, Some(3));
    // 10 s is under twice the 10 s warning: it warns at half time instead.
    assert_eq!(
        step.timer,
        Some(Timer {
            kind: TimerKind::LastWord,
            seconds: 10,
            warn_at: 5
        })
    );
}

/// Night 2 of a Sport game whose best move is made in the morning (FIIM practice): seat 2
/// shot, the Don and the Sheriff checked.
fn morning_best_move_table() -> Table {
    let mut t = Table::sport_with(|r| r.best_move_at = rules::BestMoveAt::Morning);
    t.through_first_night();
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: Some(2) });
    t.act(HostAction::DonCheck { target: 5 });
    t.act(HostAction::SheriffCheck { target: 9 });
    t
}

/// Issue 39 §3.9: with `best_move_at` = morning there is no night step; the morning names
/// the killed player, who then makes the best move, and only then speaks the farewell minute.
#[test]
fn r_last_3_in_the_morning_the_killed_player_names_three_before_the_farewell_minute() {
    let mut t = morning_best_move_table();
    // The Sheriff's check ends the night: no best move while the table is masked.
    assert_eq!(t.stage(), &Stage::Morning);
    assert_eq!(t.state().day.killed, Some(2));
    t.next();
    assert_eq!(t.stage(), &Stage::BestMove { seat: 2 });
    let step = t.state().next_step();
    assert_eq!(
        step.say,
        Script::BestMove {
            seat: 2,
            seconds: 20,
            sleeps: None,
            morning: true,
        }
    );
    assert_eq!(step.rule, RuleId::Last3);
    assert_eq!(step.seat, Some(2));
    assert!(!step.night);
    assert_eq!(step.expect, vec![Expect::BestMove, Expect::Next]);
    assert_eq!(step.timer.map(|t| t.seconds), Some(20));
    use mafia_host::words::{phase, say, Lang};
    assert_eq!(
        say(Lang::Ru, &step.say),
        "Игрок №2, лучший ход: назовите три номера — 20 секунд."
    );
    assert_eq!(
        say(Lang::En, &step.say),
        "Player 2, your best move: name three players — 20 seconds."
    );
    assert_eq!(phase(Lang::Ru, t.stage(), 2, 2), "День 2 · лучший ход");
    // The same checks as at night: one to three other seats, none twice.
    best_move_refusals(&mut t);
    t.act(HostAction::BestMove {
        seats: vec![3, 7, 10],
    });
    let made = t.state().best_move.as_ref().map(|b| (b.by, b.blacks));
    assert_eq!(made, Some((2, 2)));
    // Then the farewell minute.
    assert!(matches!(
        t.stage(),
        Stage::LastWord {
            seat: 2,
            cause: LastWordCause::Killed,
            ..
        }
    ));
}

#[test]
fn r_last_3_in_the_morning_next_passes_to_the_farewell_minute_and_later_kills_get_none() {
    let mut t = morning_best_move_table();
    t.next();
    assert_eq!(t.stage(), &Stage::BestMove { seat: 2 });
    t.next();
    assert!(matches!(
        t.stage(),
        Stage::LastWord {
            seat: 2,
            cause: LastWordCause::Killed,
            ..
        }
    ));
    assert!(t.state().best_move.is_none());
    // Night 3's kill is no first shot: its morning goes straight to the last word.
    t.next();
    t.speeches(&[]);
    t.night(Some(4));
    t.next();
    assert!(matches!(
        t.stage(),
        Stage::LastWord {
            seat: 4,
            cause: LastWordCause::Killed,
            ..
        }
    ));
    // Two gone before night 2: not granted in the morning either.
    let mut t = Table::sport_with(|r| r.best_move_at = rules::BestMoveAt::Morning);
    t.through_first_night();
    t.reach_speeches();
    t.remove(10, RemovalReason::Oath);
    t.remove(8, RemovalReason::Oath);
    t.speeches(&[]);
    t.night(Some(2));
    t.next();
    assert!(matches!(t.stage(), Stage::LastWord { seat: 2, .. }));
}

/// Issue 48: a new Sport game takes the best move in the morning (FIIM, RULES.md R-LAST-3:
/// 000 and 003 give the killed player's words in the morning); the night stays a switch.
/// Sport's default was the night up to log version 4, and a log of that version that names
/// only its preset keeps it.
#[test]
fn r_last_3_a_new_sport_game_takes_the_best_move_in_the_morning() {
    use rules::{BestMoveAt, RuleSwitch};
    assert_eq!(
        Rules::preset(Preset::Sport).best_move_at,
        BestMoveAt::Morning
    );
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: Some(2) });
    t.act(HostAction::DonCheck { target: 5 });
    t.act(HostAction::SheriffCheck { target: 9 });
    assert_eq!(t.stage(), &Stage::Morning);
    t.next();
    assert_eq!(t.stage(), &Stage::BestMove { seat: 2 });
    // The night is a setting, and the preset of every version before 5.
    for v in 1..=4 {
        let old = Rules::preset_of_version(Preset::Sport, v);
        assert_eq!(old.best_move_at, BestMoveAt::Night, "version {v}");
    }
    for v in 2..=4 {
        assert_eq!(
            Rules::preset_of_version(Preset::Sport, v),
            Rules {
                best_move_at: BestMoveAt::Night,
                ..Rules::preset(Preset::Sport)
            },
            "version {v}: only the moment differs"
        );
    }
    assert_eq!(
        Rules::preset_of_version(Preset::Sport, 5),
        Rules::preset(Preset::Sport)
    );
    let mut t = Table::sport_with(|r| r.best_move_at = BestMoveAt::Night);
    t.through_first_night();
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: Some(2) });
    t.act(HostAction::DonCheck { target: 5 });
    t.act(HostAction::SheriffCheck { target: 9 });
    t.reach_night_best_move();
    assert!(RuleSwitch::ALL.contains(&RuleSwitch::BestMoveAt));
}

/// The switch is one of the set-up's; off (at night) in the presets without a best move.
#[test]
fn r_last_3_the_moment_is_a_switch() {
    use rules::{BestMoveAt, RuleSwitch};
    for p in [Preset::Club, Preset::Home, Preset::Party] {
        assert_eq!(Rules::preset(p).best_move_at, BestMoveAt::Night);
    }
    let mut r = Rules::preset(Preset::Sport);
    assert!(RuleSwitch::ALL.contains(&RuleSwitch::BestMoveAt));
    assert_eq!(RuleSwitch::BestMoveAt.field(), "best_move_at");
    RuleSwitch::BestMoveAt.set(&mut r, 1);
    assert_eq!(r.best_move_at, BestMoveAt::Morning);
    assert_eq!(RuleSwitch::BestMoveAt.get(&r), 1);
    RuleSwitch::BestMoveAt.set(&mut r, 0);
    assert_eq!(r.best_move_at, BestMoveAt::Night);
    // A log's rules without the field read as at night (every log before the switch).
    let mut json = serde_json::to_value(Rules::preset(Preset::Sport)).unwrap();
    json.as_object_mut().unwrap().remove("best_move_at");
    let back: Rules = serde_json::from_value(json).unwrap();
    assert_eq!(back.best_move_at, BestMoveAt::Night);
}

//! R-N0 (first night) and R-DAY (speeches and nominations).

mod common;
use common::*;
use mafia_host::engine::event::{FirstNightStep, SkipWhy};
use mafia_host::engine::rules::Discussion;
use mafia_host::engine::*;

#[test]
fn r_n0_1_the_first_night_opens_with_the_agreement_and_a_60_s_timer() {
    let t = Table::sport_night();
    assert_eq!(
        t.stage(),
        &Stage::FirstNight {
            step: FirstNightStep::Agreement
        }
    );
    let next = t.state().next_step();
    assert_eq!(
        next.say,
        Script::MafiaAgreement {
            agreement: true,
            seconds: 60,
            don: true
        }
    );
    assert_eq!(next.wake, Some(Role::Mafia));
    assert_eq!(
        next.timer.map(|t| (t.kind, t.seconds)),
        Some((TimerKind::Agreement, 60))
    );
    assert!(next.night);
}

#[test]
fn r_n0_1_no_shot_on_the_first_night() {
    let mut t = Table::sport_night();
    let e = t.refused(HostAction::Shoot { target: Some(2) });
    assert!(matches!(e.refusal, Refusal::NotNow { .. }));
}

#[test]
fn r_n0_2_don_then_sheriff_meet_the_host() {
    let mut t = Table::sport_night();
    t.next();
    assert_eq!(
        t.stage(),
        &Stage::FirstNight {
            step: FirstNightStep::DonMeets
        }
    );
    assert_eq!(t.state().next_step().wake, Some(Role::Don));
    t.next();
    assert_eq!(
        t.stage(),
        &Stage::FirstNight {
            step: FirstNightStep::SheriffMeets
        }
    );
    t.next();
    assert_eq!(t.stage(), &Stage::Morning);
}

#[test]
fn r_n0_2_party_doctor_and_silencer_wake_so_the_host_learns_them() {
    let roles = [
        Role::Civilian,
        Role::Doctor,
        Role::Mafia,
        Role::Silencer,
        Role::Civilian,
        Role::Mafia,
        Role::Civilian,
    ];
    let mut t = Table::new(Preset::Party, Rules::preset(Preset::Party), &roles);
    t.next();
    assert_eq!(
        t.stage(),
        &Stage::FirstNight {
            step: FirstNightStep::DoctorMeets
        }
    );
    t.next();
    assert_eq!(
        t.stage(),
        &Stage::FirstNight {
            step: FirstNightStep::SilencerMeets
        }
    );
    t.next();
    assert_eq!(t.stage(), &Stage::Morning);
}

#[test]
fn r_n0_3_no_checks_on_the_first_night() {
    let mut t = Table::sport_night();
    t.next();
    let e = t.refused(HostAction::DonCheck { target: 5 });
    assert!(matches!(e.refusal, Refusal::NotNow { .. }));
    t.next();
    t.refused(HostAction::SheriffCheck { target: 7 });
}

#[test]
fn r_n0_4_good_morning_starts_day_one_with_nobody_killed() {
    let mut t = Table::sport_night();
    t.through_first_night();
    let step = t.state().next_step();
    assert_eq!(
        step.say,
        Script::GoodMorning {
            day: 1,
            sleeps: Some(Role::Sheriff),
            killed: None,
            role: None,
            kill_prevented: false,
            silenced: None
        }
    );
    assert_eq!(step.rule, RuleId::N0_4);
    assert_eq!(t.state().living_count(), 10);
}

#[test]
fn r_day_1_speeches_one_at_a_time_in_seat_order_60_s_each() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    assert_eq!(
        t.stage(),
        &Stage::Speech {
            seat: 1,
            seconds: 60,
            nominate_only: false
        }
    );
    let order = t.speeches(&[]);
    assert_eq!(order, (1..=10).collect::<Vec<_>>());
}

#[test]
fn r_day_1_open_discussion_has_one_overall_timer_and_anyone_nominates() {
    let mut t = Table::sport_with(|r| r.discussion = Discussion::Open);
    t.through_first_night();
    t.next();
    assert!(matches!(t.stage(), Stage::Discussion { seconds: 300 }));
    assert_eq!(
        t.state().next_step().timer.map(|t| t.kind),
        Some(TimerKind::Discussion)
    );
    t.act(HostAction::Nominate { by: 8, target: 2 });
    t.act(HostAction::Nominate { by: 4, target: 9 });
    t.act(HostAction::Withdraw { by: 8 });
    t.act(HostAction::Nominate { by: 8, target: 3 });
    let ballot: Vec<_> = t.state().day.ballot.iter().map(|n| n.target).collect();
    assert_eq!(ballot, [9, 3]);
    t.next();
    assert!(matches!(t.stage(), Stage::Voting(_)));
}

#[test]
fn r_day_2_later_days_open_with_the_next_living_seat_after_the_last_opener() {
    let mut t = Table::sport_night();
    t.through_first_night();
    assert_eq!(t.state().day.opener, 1);
    t.speeches(&[]);
    // Night 2: seat 2 is killed, so day 2 is opened by seat 3 (2 has left).
    t.night(Some(2));
    // Best move of seat 2 was offered (night 2): it was skipped by `night`.
    assert_eq!(t.state().day.opener, 3);
    t.speeches(&[]);
    // Night 3: miss. Day 3 counts from seat 3: seat 4.
    t.night(None);
    assert_eq!(t.state().day.opener, 4);
    t.reach_speeches();
    assert_eq!(t.speaker(), Some(4));
    // The day's order wraps round and skips the dead seat 2.
    let order = t.speeches(&[]);
    assert_eq!(order, [4, 5, 6, 7, 8, 9, 10, 1, 3]);
}

#[test]
fn r_day_2_the_opener_counts_from_a_seat_that_has_since_left() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    // Seat 1 opened day 1 and is removed in it: day 2 still opens with seat 2.
    t.remove(1, RemovalReason::Insult);
    t.speeches(&[]);
    t.night(None);
    assert_eq!(t.state().day.opener, 2);
}

#[test]
fn r_day_3_only_the_speaker_nominates_once_a_day_a_living_player_not_on_the_ballot() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    let e = t.refused(HostAction::Nominate { by: 2, target: 5 });
    assert_eq!(e.rule, RuleId::Day3);
    assert!(matches!(
        e.refusal,
        Refusal::NotTheSpeaker { by: 2, speaker: 1 }
    ));
    t.act(HostAction::Nominate { by: 1, target: 5 });
    let e = t.refused(HostAction::Nominate { by: 1, target: 6 });
    assert!(matches!(e.refusal, Refusal::AlreadyNominated { by: 1 }));
    t.next();
    let e = t.refused(HostAction::Nominate { by: 2, target: 5 });
    assert!(matches!(e.refusal, Refusal::AlreadyOnBallot { target: 5 }));
    assert!(e.to_string().contains("pick another"));
    let e = t.refused(HostAction::Nominate { by: 2, target: 11 });
    assert!(matches!(e.refusal, Refusal::NoSuchSeat { seat: 11 }));
    t.act(HostAction::Nominate { by: 2, target: 3 });
    t.next();
    t.act(HostAction::Nominate { by: 3, target: 2 });
    let ballot = t.ballot();
    assert_eq!(
        ballot,
        [(1, 5), (2, 3), (3, 2)],
        "the ballot keeps acceptance order"
    );
}

#[test]
fn r_day_3_a_player_who_left_cannot_be_nominated() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    t.remove(6, RemovalReason::Oath);
    let e = t.refused(HostAction::Nominate { by: 1, target: 6 });
    assert!(matches!(e.refusal, Refusal::NotAlive { seat: 6 }));
}

#[test]
fn r_day_4_a_player_withdraws_their_own_nomination_within_their_speech() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    let e = t.refused(HostAction::Withdraw { by: 1 });
    assert!(matches!(e.refusal, Refusal::NothingToWithdraw { by: 1 }));
    t.act(HostAction::Nominate { by: 1, target: 5 });
    t.act(HostAction::Withdraw { by: 1 });
    assert!(t.state().day.ballot.is_empty());
    t.act(HostAction::Nominate { by: 1, target: 6 });
    t.next();
    // Seat 1's speech is over: the withdrawal is refused.
    let e = t.refused(HostAction::Withdraw { by: 1 });
    assert_eq!(e.rule, RuleId::Day4);
}

#[test]
fn r_day_5_a_player_without_a_speech_skips_it_and_cannot_nominate() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.fouls(2, 3);
    t.reach_speeches();
    let ev = t.next(); // seat 1 ends; seat 2 is skipped
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::SpeechSkipped {
            seat: 2,
            why: SkipWhy::SpeechLost,
            ..
        }
    )));
    assert_eq!(t.speaker(), Some(3));
    let e = t.refused(HostAction::Nominate { by: 2, target: 5 });
    assert!(matches!(e.refusal, Refusal::NotTheSpeaker { .. }));
}

#[test]
fn r_day_5_foul3_may_nominate_gives_a_turn_with_no_speech() {
    let mut t = Table::sport_with(|r| r.foul3_may_nominate = true);
    t.through_first_night();
    t.fouls(2, 3);
    t.reach_speeches();
    t.next();
    assert_eq!(
        t.stage(),
        &Stage::Speech {
            seat: 2,
            seconds: 0,
            nominate_only: true
        }
    );
    assert_eq!(t.state().next_step().timer, None);
    t.act(HostAction::Nominate { by: 2, target: 7 });
    assert_eq!(t.state().day.ballot.len(), 1);
}

#[test]
fn r_day_6_repeating_the_ballot_changes_nothing() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    t.act(HostAction::Nominate { by: 1, target: 4 });
    let before = t.state().clone();
    let ev = t.act(HostAction::RepeatBallot);
    assert!(
        matches!(&ev[..], [GameEvent::BallotRepeated { candidates, .. }] if candidates == &[4])
    );
    assert_eq!(&before, t.state());
}

#[test]
fn r_n0_4_and_r_night_6_day_one_starts_by_the_first_morning_later_days_by_the_night() {
    let mut t = Table::sport_night();
    let mut ev = Vec::new();
    while matches!(t.stage(), Stage::FirstNight { .. }) {
        ev = t.next();
    }
    assert!(
        ev.iter().any(|e| matches!(
            e,
            GameEvent::DayStarted {
                day: 1,
                rule: RuleId::N0_4,
                ..
            }
        )),
        "{ev:?}"
    );
    t.speeches(&[]);
    let mut ev = t.act(HostAction::Shoot { target: None });
    while matches!(t.stage(), Stage::Night { .. }) {
        ev.extend(t.next());
    }
    assert!(
        ev.iter().any(|e| matches!(
            e,
            GameEvent::DayStarted {
                day: 2,
                rule: RuleId::Night6,
                ..
            }
        )),
        "{ev:?}"
    );
}

#[test]
fn r_day_1_a_full_speech_runs_the_speech_timer_on_its_speaker_warning_at_10_s() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    let step = t.state().next_step();
    assert_eq!(step.seat, Some(1));
    assert_eq!(
        step.timer,
        Some(Timer {
            kind: TimerKind::Speech,
            seconds: 60,
            warn_at: 10
        })
    );
}

#[test]
fn r_day_3_a_nomination_out_of_its_moment_names_what_the_moment_expects() {
    let mut t = Table::sport_night();
    let e = t.refused(HostAction::Nominate { by: 1, target: 5 });
    assert_eq!(e.rule, RuleId::Day3);
    assert!(
        matches!(
            e.refusal,
            Refusal::NotNow {
                expected: "the next first-night step"
            }
        ),
        "{e:?}"
    );
    t.through_first_night();
    let e = t.refused(HostAction::Nominate { by: 1, target: 5 });
    assert!(
        matches!(
            e.refusal,
            Refusal::NotNow {
                expected: "the morning announcement"
            }
        ),
        "{e:?}"
    );
    assert!(e.to_string().contains("the morning announcement"), "{e}");
}

#[test]
fn r_day_5_in_open_discussion_a_player_without_a_speech_nominates_only_by_the_switch() {
    for may_nominate in [false, true] {
        let mut t = Table::sport_with(|r| {
            r.discussion = Discussion::Open;
            r.foul3_may_nominate = may_nominate;
        });
        t.through_first_night();
        // Third foul in the morning: today's speech is lost.
        t.fouls(2, 3);
        t.next();
        assert!(matches!(t.stage(), Stage::Discussion { .. }));
        if may_nominate {
            t.act(HostAction::Nominate { by: 2, target: 7 });
            assert_eq!(t.state().day.ballot.len(), 1);
        } else {
            let e = t.refused(HostAction::Nominate { by: 2, target: 7 });
            assert_eq!(e.rule, RuleId::Day5);
            assert!(matches!(e.refusal, Refusal::CannotSpeak { seat: 2 }));
            // Anyone else still nominates.
            t.act(HostAction::Nominate { by: 4, target: 7 });
        }
    }
}

/// R-VOTE-9 (issue 22 §1.5): once a removal has cancelled the day's vote, nominations are
/// refused for the rest of the day; a log of version 1 (the switch off) replays as entered.
#[test]
fn r_vote_9_no_nominations_after_a_cancelled_vote() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    t.remove(4, RemovalReason::Insult);
    let by = t.speaker().expect("a speaker");
    let e = t.refused(HostAction::Nominate { by, target: 6 });
    assert_eq!(e.rule, RuleId::Vote9);
    assert!(matches!(e.refusal, Refusal::NoVoteToday));
    assert_eq!(
        mafia_host::words::refusal(mafia_host::words::Lang::Ru, &e),
        "R-VOTE-9: голосования сегодня не будет (игрок удалён до итогов) — выставлять некого"
    );
    let mut old = Table::sport_with(|r| r.cancelled_vote_closes_ballot = false);
    old.through_first_night();
    old.reach_speeches();
    old.remove(4, RemovalReason::Insult);
    let by = old.speaker().expect("a speaker");
    old.act(HostAction::Nominate { by, target: 6 });
    assert!(!Rules::preset_of_version(Preset::Sport, 1).cancelled_vote_closes_ballot);
    assert!(Rules::preset(Preset::Sport).cancelled_vote_closes_ballot);
}

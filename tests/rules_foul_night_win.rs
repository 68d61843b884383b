//! R-FOUL (fouls and removals), R-NIGHT (nights) and R-WIN (end of game).

mod common;
use common::*;
use mafia_host::engine::event::{NoExitWhy, ShotWhy, SkipWhy};
use mafia_host::engine::rules::{BlackWin, HandLift, QuietResult};
use mafia_host::engine::*;

// ----- R-FOUL ------------------------------------------------------------------------

#[test]
fn r_foul_1_warnings_count_up_on_living_players_only() {
    let mut t = Table::sport_night();
    let ev = t.act(HostAction::Foul { seat: 4 });
    assert!(matches!(
        &ev[..],
        [GameEvent::Fouled {
            seat: 4,
            fouls: 1,
            rule: RuleId::Foul1
        }]
    ));
    t.act(HostAction::Foul { seat: 4 });
    assert_eq!(t.state().player(4).unwrap().fouls, 2);
    t.remove(6, RemovalReason::Peeking);
    let e = t.refused(HostAction::Foul { seat: 6 });
    assert!(matches!(e.refusal, Refusal::NotAlive { seat: 6 }));
}

#[test]
fn r_foul_2_third_foul_before_the_speech_takes_todays_speech() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    t.fouls(5, 3);
    assert_eq!(t.state().player(5).unwrap().speech_lost_day, Some(1));
    let order = t.speeches(&[]);
    assert!(!order.contains(&5));
}

#[test]
fn r_foul_2_third_foul_during_or_after_the_speech_or_at_night_takes_the_next_days() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    t.act(HostAction::Foul { seat: 1 });
    t.act(HostAction::Foul { seat: 1 });
    t.act(HostAction::Foul { seat: 1 });
    assert_eq!(
        t.state().player(1).unwrap().speech_lost_day,
        Some(2),
        "during own speech"
    );
    t.speeches(&[]);
    t.act(HostAction::Foul { seat: 2 });
    t.act(HostAction::Foul { seat: 2 });
    t.act(HostAction::Foul { seat: 2 });
    assert_eq!(
        t.state().player(2).unwrap().speech_lost_day,
        Some(2),
        "at night 2"
    );
    t.night(None);
    let order = t.speeches(&[]);
    assert!(!order.contains(&1) && !order.contains(&2), "{order:?}");
}

#[test]
fn r_foul_2_short_speech_with_three_or_four_left() {
    // Home, 5 players; one removed leaves 4; a third foul then cuts the speech to 30 s.
    let roles = [
        Role::Civilian,
        Role::Don,
        Role::Civilian,
        Role::Sheriff,
        Role::Civilian,
    ];
    let mut rules = Rules::preset(Preset::Home);
    rules.foul3_short_speech = true;
    let mut t = Table::new(Preset::Home, rules, &roles);
    t.through_first_night();
    t.remove(5, RemovalReason::Oath);
    t.fouls(1, 3);
    t.reach_speeches();
    assert_eq!(
        t.stage(),
        &Stage::Speech {
            seat: 1,
            seconds: 30,
            nominate_only: false
        }
    );
    assert_eq!(
        t.state().next_step().timer.map(|t| t.kind),
        Some(TimerKind::ShortSpeech)
    );
}

#[test]
fn r_foul_2_a_lost_speech_keeps_the_tie_speech() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    t.fouls(3, 3);
    t.votes(&[&[1, 2, 4, 5, 6]]);
    assert!(matches!(t.stage(), Stage::TieSpeech { seat: 3, .. }));
}

#[test]
fn r_foul_3_fourth_foul_removes_silently() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    t.fouls(6, 3);
    let ev = t.act(HostAction::Foul { seat: 6 });
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::Eliminated {
            seat: 6,
            exit: Exit::Removed,
            rule: RuleId::Foul3,
            ..
        }
    )));
    assert!(!t.alive(6));
}

#[test]
fn r_foul_3_hand_lift_is_a_removal_or_a_counted_warning() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    t.act(HostAction::HandLift {
        seat: 4,
        after_thanks: false,
    });
    assert!(!t.alive(4));
    let mut t = Table::sport_with(|r| r.hand_lift = HandLift::Warning);
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    t.act(HostAction::HandLift {
        seat: 4,
        after_thanks: false,
    });
    assert!(t.alive(4));
    assert_eq!(t.state().player(4).unwrap().fouls, 1);
    // The vote still counts: 4 may vote and the count goes on.
    t.votes(&[&[1, 2, 4, 5, 6, 8]]);
    assert!(!t.alive(3));
    // A hand lift outside a count is refused.
    let e = t.refused(HostAction::HandLift {
        seat: 5,
        after_thanks: false,
    });
    assert_eq!(e.rule, RuleId::Foul3);
}

/// Issue 39 §3.1: 000 r.8–9 ends the Sport vote at «Спасибо» — a hand taken off after it is
/// legal and its vote counts; before it, the player is removed. Club (002) keeps the hands
/// on the table until «Принято»: a lift either side of «Спасибо» is a counted warning.
#[test]
fn r_foul_3_sport_lift_after_thanks_is_legal_club_lift_is_a_warning_either_side() {
    // Sport: after «Спасибо», nothing happens and the vote stands.
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    let before = t.state().clone();
    let e = t.refused(HostAction::HandLift {
        seat: 4,
        after_thanks: true,
    });
    assert_eq!(e.rule, RuleId::Foul3);
    assert!(matches!(e.refusal, Refusal::LiftAfterThanks { seat: 4 }));
    assert_eq!(t.state(), &before);
    assert!(t.alive(4));
    assert_eq!(t.state().player(4).unwrap().fouls, 0);
    // 4's vote is counted as marked and the count goes on to its end.
    t.votes(&[&[1, 2, 4, 5, 6, 8]]);
    assert!(!t.alive(3));
    // Before «Спасибо» (a log's `hand_lift` without the field means it): removal.
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    let a: HostAction =
        serde_json::from_str(r#"{"action":"hand_lift","seat":4}"#).expect("a hand lift");
    assert_eq!(
        a,
        HostAction::HandLift {
            seat: 4,
            after_thanks: false
        }
    );
    t.act(a);
    assert!(!t.alive(4));
    // Club: after «Спасибо» too it is a warning, and the vote counts.
    for after_thanks in [false, true] {
        let mut t = Table::club();
        t.through_first_night();
        t.speeches(&[(1, 3), (2, 7)]);
        t.act(HostAction::HandLift {
            seat: 4,
            after_thanks,
        });
        assert!(t.alive(4));
        assert_eq!(t.state().player(4).unwrap().fouls, 1);
    }
    // The moment is kept in the log only when it is after «Спасибо».
    let after = HostAction::HandLift {
        seat: 4,
        after_thanks: true,
    };
    let text = serde_json::to_string(&after).expect("json");
    assert_eq!(
        text,
        r#"{"action":"hand_lift","seat":4,"after_thanks":true}"#
    );
    assert_eq!(
        serde_json::from_str::<HostAction>(&text).expect("read"),
        after
    );
}

#[test]
fn r_foul_4_a_removed_players_nomination_is_dropped_and_the_win_checked() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    t.act(HostAction::Nominate { by: 1, target: 4 });
    let ev = t.remove(1, RemovalReason::Insult);
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::NominationDropped {
            by: 1,
            target: 4,
            rule: RuleId::Foul4
        }
    )));
    assert!(t.state().day.ballot.is_empty());
    // Removing the three blacks ends the game at once.
    t.remove(3, RemovalReason::Insult);
    t.remove(7, RemovalReason::Insult);
    let ev = t.remove(9, RemovalReason::Insult);
    assert_eq!(winner(&ev), Some((Winner::Red, RuleId::Win1)));
}

#[test]
fn r_foul_2_the_short_speech_needs_both_the_switch_and_three_or_four_left() {
    let roles = [
        Role::Civilian,
        Role::Don,
        Role::Civilian,
        Role::Sheriff,
        Role::Civilian,
    ];
    // Switch off, four left: the speech is lost, not cut.
    let mut t = Table::new(Preset::Home, Rules::preset(Preset::Home), &roles);
    t.through_first_night();
    t.remove(5, RemovalReason::Oath);
    t.fouls(1, 3);
    let ev = t.next();
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::SpeechSkipped {
            seat: 1,
            why: SkipWhy::SpeechLost,
            ..
        }
    )));
    assert_eq!(t.speaker(), Some(2));
    // Switch on, five left: the speech is lost too.
    let mut rules = Rules::preset(Preset::Home);
    rules.foul3_short_speech = true;
    let mut t = Table::new(Preset::Home, rules, &roles);
    t.through_first_night();
    t.fouls(1, 3);
    t.next();
    assert_eq!(t.speaker(), Some(2));
}

#[test]
fn r_foul_4_removing_a_nominated_player_drops_only_the_nominations_naming_them() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    t.act(HostAction::Nominate { by: 1, target: 4 });
    t.next();
    t.act(HostAction::Nominate { by: 2, target: 5 });
    let ev = t.remove(4, RemovalReason::Insult);
    let dropped: Vec<_> = ev
        .iter()
        .filter_map(|e| match e {
            GameEvent::NominationDropped { by, target, .. } => Some((*by, *target)),
            _ => None,
        })
        .collect();
    assert_eq!(dropped, [(1, 4)]);
    let ballot = t.ballot();
    assert_eq!(ballot, [(2, 5)]);
}

#[test]
fn r_foul_3_a_removal_at_night_is_recorded_at_that_night() {
    let removed_at = |ev: &[GameEvent]| {
        ev.iter().find_map(|e| match e {
            GameEvent::Eliminated {
                exit: Exit::Removed,
                at,
                ..
            } => Some(*at),
            _ => None,
        })
    };
    let mut t = Table::sport_night();
    let ev = t.remove(4, RemovalReason::Oath);
    assert_eq!(removed_at(&ev), Some(Moment::Night(1)));
    t.through_first_night();
    t.reach_speeches();
    let ev = t.remove(6, RemovalReason::Oath);
    assert_eq!(removed_at(&ev), Some(Moment::Day(1)));
    t.speeches(&[]);
    let ev = t.remove(8, RemovalReason::Oath);
    assert_eq!(removed_at(&ev), Some(Moment::Night(2)));
}

// ----- R-NIGHT -----------------------------------------------------------------------

fn to_night_2(t: &mut Table) {
    t.through_first_night();
    t.speeches(&[]);
    assert_eq!(
        t.stage(),
        &Stage::Night {
            step: NightStep::Shot
        }
    );
}

#[test]
fn r_night_1_blind_kill_only_when_every_living_black_shoots_the_same_seat() {
    let mut t = Table::sport_night();
    to_night_2(&mut t);
    let shots = |a, b, c| {
        vec![
            BlackShot {
                shooter: 3,
                target: a,
            },
            BlackShot {
                shooter: 7,
                target: b,
            },
            BlackShot {
                shooter: 9,
                target: c,
            },
        ]
    };
    let mut g = t.game.clone();
    let ev = g
        .act(HostAction::ShootEach {
            shots: shots(Some(4), Some(4), Some(5)),
        })
        .unwrap()
        .to_vec();
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::ShotResolved {
            target: None,
            why: ShotWhy::Mismatch,
            ..
        }
    )));
    let mut g = t.game.clone();
    g.act(HostAction::ShootEach {
        shots: shots(Some(4), None, Some(4)),
    })
    .unwrap();
    assert_eq!(
        g.state().night.shot,
        Some(None),
        "a black who did not shoot makes a miss"
    );
    let mut g = t.game.clone();
    g.act(HostAction::ShootEach {
        shots: shots(Some(4), Some(4), Some(4))
            .into_iter()
            .take(2)
            .collect(),
    })
    .unwrap();
    assert_eq!(g.state().night.shot, Some(None), "a missing shot is a miss");
    let e = t.refused(HostAction::ShootEach {
        shots: vec![BlackShot {
            shooter: 4,
            target: Some(2),
        }],
    });
    assert!(matches!(e.refusal, Refusal::NotABlack { seat: 4 }));
    let ev = t.act(HostAction::ShootEach {
        shots: shots(Some(9), Some(9), Some(9)),
    });
    assert!(
        ev.iter().any(|e| matches!(
            e,
            GameEvent::ShotResolved {
                target: Some(9),
                why: ShotWhy::Unanimous,
                ..
            }
        )),
        "a black may be shot"
    );
    while matches!(t.stage(), Stage::Night { .. }) {
        t.next();
    }
    assert!(!t.alive(9));
}

#[test]
fn r_night_1_eyes_open_mafia_name_one_victim() {
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
    t.through_first_night();
    t.next();
    assert!(matches!(t.stage(), Stage::Discussion { .. }));
    t.next();
    assert_eq!(
        t.state().next_step().say,
        Script::MafiaShoot {
            blind: false,
            day_end: Some(NoExitWhy::NoCandidates)
        }
    );
    let e = t.refused(HostAction::ShootEach {
        shots: vec![BlackShot {
            shooter: 3,
            target: Some(1),
        }],
    });
    assert_eq!(e.rule, RuleId::Night1);
    t.act(HostAction::Shoot { target: Some(1) });
    assert_eq!(
        t.stage(),
        &Stage::Night {
            step: NightStep::Doctor
        }
    );
}

#[test]
fn r_night_1a_the_kill_lands_at_the_end_of_the_night_and_a_dead_role_is_still_called() {
    let mut t = Table::sport_night();
    to_night_2(&mut t);
    // The mafia shoot their own Don; the Don still checks tonight.
    t.act(HostAction::Shoot { target: Some(7) });
    assert!(t.alive(7));
    let ev = t.act(HostAction::DonCheck { target: 5 });
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::DonChecked {
            target: 5,
            is_sheriff: true,
            ..
        }
    )));
    t.act(HostAction::SheriffCheck { target: 1 });
    t.next(); // best move declined
    assert!(!t.alive(7));
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: None });
    // Roles hidden: the dead Don is still called, the host waits, and no check is taken.
    assert_eq!(
        t.stage(),
        &Stage::Night {
            step: NightStep::DonCheck
        }
    );
    assert_eq!(
        t.state().next_step().say,
        Script::RoleWakes {
            role: Role::Don,
            sleeps: Some(Role::Mafia)
        }
    );
    // R-NIGHT-1a: called in the same words as a living Don; only the host sees it is out.
    assert!(t.state().next_step().out);
    let e = t.refused(HostAction::DonCheck { target: 5 });
    assert!(matches!(e.refusal, Refusal::RoleOut { role: Role::Don }));
    assert_eq!(e.rule, RuleId::Night1a);
    t.next();
    assert_eq!(
        t.stage(),
        &Stage::Night {
            step: NightStep::SheriffCheck
        }
    );
}

#[test]
fn r_night_1a_with_roles_revealed_a_dead_role_is_not_called() {
    let mut t = Table::sport_with(|r| {
        r.reveal_on_elimination = true;
        r.best_move_at = mafia_host::engine::rules::BestMoveAt::Night;
    });
    to_night_2(&mut t);
    t.act(HostAction::Shoot { target: Some(7) });
    t.next();
    t.next();
    t.next();
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: None });
    assert_eq!(
        t.stage(),
        &Stage::Night {
            step: NightStep::SheriffCheck
        }
    );
}

#[test]
fn r_night_2_the_don_learns_whether_the_target_is_the_sheriff() {
    let mut t = Table::sport_night();
    to_night_2(&mut t);
    t.act(HostAction::Shoot { target: None });
    let mut g = t.game.clone();
    let ev = g.act(HostAction::DonCheck { target: 4 }).unwrap().to_vec();
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::DonChecked {
            target: 4,
            is_sheriff: false,
            rule: RuleId::Night2
        }
    )));
    assert!(ev.iter().any(|e| e.is_secret()));
    // What the whole table hears is no secret: the night falling, a nomination.
    let mut day = Table::sport_night();
    day.through_first_night();
    day.next();
    let said = day.act(HostAction::Nominate { by: 1, target: 3 });
    assert!(!said.is_empty() && said.iter().all(|e| !e.is_secret()));
    // One check a night: the step moves on.
    assert_eq!(
        g.state().stage,
        Stage::Night {
            step: NightStep::SheriffCheck
        }
    );
    assert!(g.act(HostAction::DonCheck { target: 5 }).is_err());
}

#[test]
fn r_night_3_the_sheriff_learns_red_or_black_the_don_being_black() {
    let mut t = Table::sport_night();
    to_night_2(&mut t);
    t.act(HostAction::Shoot { target: None });
    t.next();
    let ev = t.act(HostAction::SheriffCheck { target: 7 });
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::SheriffChecked {
            target: 7,
            black: true,
            ..
        }
    )));
    assert_eq!(t.state().checks.len(), 1);
    assert_eq!(t.stage(), &Stage::Morning, "a miss: no best move");
}

fn party_table() -> Table {
    // Doctor 2, Silencer 4, mafia 3 and 6.
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
    t.through_first_night();
    t.next();
    t.next(); // the open discussion ends with no nomination
    t
}

#[test]
fn r_night_4_a_healed_target_survives_and_the_doctor_may_not_repeat() {
    let mut t = party_table();
    t.act(HostAction::Shoot { target: Some(5) });
    t.act(HostAction::Heal { target: 5 });
    let ev = t.act(HostAction::Next); // the Silencer passes
    assert!(ev
        .iter()
        .any(|e| matches!(e, GameEvent::KillPrevented { target: 5, .. })));
    assert!(t.alive(5));
    let step = t.state().next_step();
    assert_eq!(
        step.say,
        Script::GoodMorning {
            day: 2,
            sleeps: Some(Role::Silencer),
            killed: None,
            role: None,
            kill_prevented: true,
            silenced: None
        }
    );
    t.next();
    t.next();
    t.act(HostAction::Shoot { target: Some(5) });
    let e = t.refused(HostAction::Heal { target: 5 });
    assert!(matches!(e.refusal, Refusal::HealRepeat { seat: 5 }));
    t.act(HostAction::Heal { target: 2 });
    t.next();
    assert!(!t.alive(5));
}

#[test]
fn r_night_5_the_silenced_player_may_not_speak_next_day_but_votes() {
    let mut t = party_table();
    t.act(HostAction::Shoot { target: None });
    t.act(HostAction::Heal { target: 1 });
    t.act(HostAction::Silence { target: 7 });
    let step = t.state().next_step();
    assert_eq!(
        step.say,
        Script::GoodMorning {
            day: 2,
            sleeps: Some(Role::Silencer),
            killed: None,
            role: None,
            kill_prevented: false,
            silenced: Some(7)
        }
    );
    t.next();
    let e = t.refused(HostAction::Nominate { by: 7, target: 1 });
    assert_eq!(e.rule, RuleId::Night5);
    t.act(HostAction::Nominate { by: 1, target: 7 });
    t.act(HostAction::Nominate { by: 5, target: 3 });
    t.next();
    // 7 votes for 7 — silenced players still vote.
    t.votes(&[&[7, 1, 2, 4]]);
    assert!(!t.alive(7));
    // No last word for a player silenced today.
    assert!(matches!(t.stage(), Stage::Night { .. }));
}

#[test]
fn r_night_5_silenced_players_skip_their_speech() {
    let roles = [
        Role::Civilian,
        Role::Doctor,
        Role::Mafia,
        Role::Silencer,
        Role::Civilian,
        Role::Mafia,
        Role::Civilian,
    ];
    let mut rules = Rules::preset(Preset::Party);
    rules.discussion = mafia_host::engine::rules::Discussion::Speeches;
    let mut t = Table::new(Preset::Party, rules, &roles);
    t.through_first_night();
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: None });
    t.act(HostAction::Heal { target: 1 });
    t.act(HostAction::Silence { target: 3 });
    t.reach_speeches();
    let mut ev = Vec::new();
    while t.speaker().is_some() {
        ev.extend(t.next());
    }
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::SpeechSkipped {
            seat: 3,
            why: SkipWhy::Silenced,
            ..
        }
    )));
}

#[test]
fn r_night_6_morning_announces_the_kill_or_a_good_morning() {
    let mut t = Table::sport_night();
    to_night_2(&mut t);
    t.night(None);
    assert_eq!(
        t.state().next_step().say,
        Script::GoodMorning {
            day: 2,
            sleeps: Some(Role::Sheriff),
            killed: None,
            role: None,
            kill_prevented: false,
            silenced: None
        }
    );
    t.speeches(&[]);
    t.night(Some(8));
    assert_eq!(
        t.state().next_step().say,
        Script::GoodMorning {
            day: 3,
            sleeps: Some(Role::Sheriff),
            killed: Some(8),
            role: None,
            kill_prevented: false,
            silenced: None
        }
    );
    let out = t.state().eliminations.last().copied().unwrap();
    assert_eq!(
        (out.seat, out.exit, out.at),
        (8, Exit::Killed, Moment::Night(3))
    );
}

/// Night 2, seat 2 shot: on to the best move.
fn to_best_move(t: &mut Table) {
    to_night_2(t);
    t.act(HostAction::Shoot { target: Some(2) });
    while t.stage()
        != &(Stage::Night {
            step: NightStep::BestMove,
        })
    {
        t.next();
    }
}

#[test]
fn r_last_3_a_removal_during_the_best_move_ends_it_only_if_the_giver_is_removed() {
    // Another player is removed: the best move is still to come.
    let mut t = Table::sport_night();
    to_best_move(&mut t);
    t.remove(4, RemovalReason::Insult);
    assert_eq!(
        t.stage(),
        &Stage::Night {
            step: NightStep::BestMove
        }
    );
    t.act(HostAction::BestMove {
        seats: vec![3, 7, 9],
    });
    assert_eq!(t.stage(), &Stage::Morning);
    assert_eq!(t.state().day.killed, Some(2));
    // The giver is removed: no best move, the night ends at once and nobody is killed.
    let mut t = Table::sport_night();
    to_best_move(&mut t);
    t.remove(2, RemovalReason::Insult);
    assert_eq!(t.stage(), &Stage::Morning);
    assert_eq!(t.state().day.killed, None);
}

#[test]
fn r_night_2_a_check_runs_a_10_s_timer_with_no_warning() {
    let mut t = Table::sport_night();
    to_night_2(&mut t);
    t.act(HostAction::Shoot { target: None });
    let step = t.state().next_step();
    assert_eq!(step.wake, Some(Role::Don));
    assert_eq!(
        step.timer,
        Some(Timer {
            kind: TimerKind::Check,
            seconds: 10,
            warn_at: 0
        })
    );
}

// ----- R-WIN -------------------------------------------------------------------------

#[test]
fn r_win_1_red_wins_when_no_black_remains() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    t.remove(3, RemovalReason::Oath);
    t.remove(9, RemovalReason::Oath);
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: Some(7) });
    t.next();
    // Two left before night 2: no best move; the Sheriff's step ends the night.
    let ev = t.next();
    assert_eq!(winner(&ev), Some((Winner::Red, RuleId::Win1)));
    assert_eq!(
        t.state().next_step().say,
        Script::GameOver {
            winner: Winner::Red,
            colours: true,
            // Decided as the night ended: the night is closed before the result.
            morning: Some(Box::new(Script::GoodMorning {
                day: 2,
                sleeps: Some(Role::Sheriff),
                killed: Some(7),
                role: None,
                kill_prevented: false,
                silenced: None,
            })),
        }
    );
    let e = t.refused(HostAction::Next);
    assert!(matches!(e.refusal, Refusal::GameIsOver));
}

#[test]
fn r_win_2_three_reds_against_three_blacks_is_a_black_win() {
    let mut t = Table::sport_night();
    for seat in [1, 2, 4] {
        t.act(HostAction::Remove {
            seat,
            reason: RemovalReason::Peeking,
        });
    }
    assert!(!t.state().is_over());
    let ev = t.remove(6, RemovalReason::Peeking);
    assert_eq!(winner(&ev), Some((Winner::Black, RuleId::Win2)));
}

/// Night 2's shot of a Sport game with three reds removed on day 1: 4 reds, 3 blacks, so a
/// kill makes it 3 against 3.
fn four_reds_at_night_2() -> Table {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    for s in [1, 4, 8] {
        t.remove(s, RemovalReason::Oath);
    }
    t.speeches(&[]);
    t
}

/// Issue 39 §3.3: the night's shot brings parity, but the game ends for the table only once
/// the night is closed: the Sheriff, awake for the check, gets the answer and is sent to
/// sleep, «Доброе утро» names the killed player, then the result. Before, the state went
/// straight to the result with the Sheriff still awake (no answer moment, the kill shown).
#[test]
fn r_win_2_a_game_decided_by_the_nights_shot_is_said_after_the_night_is_closed() {
    let mut t = four_reds_at_night_2();
    t.act(HostAction::Shoot { target: Some(6) });
    t.act(HostAction::DonCheck { target: 2 });
    let ev = t.act(HostAction::SheriffCheck { target: 3 });
    assert_eq!(winner(&ev), Some((Winner::Black, RuleId::Win2)));
    let s = t.state();
    assert!(s.is_over());
    assert!(s.dawn);
    let step = s.next_step();
    // The Sheriff's answer is still to be given: the night is on at the table.
    assert_eq!(
        step.answer,
        Some(Answer {
            by: Role::Sheriff,
            target: 3,
            found: true
        })
    );
    assert!(s.night_unsaid());
    assert!(
        s.tile(6).alive,
        "the shot is not on the grid while the Sheriff is awake"
    );
    assert!(!s.tile_when(6, false).alive);
    let morning = Script::GoodMorning {
        day: 2,
        sleeps: Some(Role::Sheriff),
        killed: Some(6),
        role: None,
        kill_prevented: false,
        silenced: None,
    };
    assert_eq!(
        step.say,
        Script::GameOver {
            winner: Winner::Black,
            colours: true,
            morning: Some(Box::new(morning)),
        }
    );
    use mafia_host::words::{say, Lang};
    assert_eq!(
        say(Lang::Ru, &step.say),
        "Засыпает Шериф. Доброе утро! Все просыпаются. Этой ночью был убит игрок №6. Игра окончена. Победа чёрных."
    );
    // A removal in the middle of the night ends the game at once, said aloud: no morning.
    let mut t = four_reds_at_night_2();
    t.act(HostAction::Shoot { target: None });
    t.remove(6, RemovalReason::Peeking);
    let s = t.state();
    assert!(s.is_over() && !s.dawn);
    assert_eq!(s.next_step().answer, None);
    assert!(matches!(
        s.next_step().say,
        Script::GameOver { morning: None, .. }
    ));
}

#[test]
fn r_win_2_all_reds_out_switch_plays_on_at_parity() {
    let mut t = Table::sport_with(|r| r.black_win = BlackWin::AllRedsOut);
    for seat in [1, 2, 4, 6] {
        t.act(HostAction::Remove {
            seat,
            reason: RemovalReason::Peeking,
        });
    }
    assert!(!t.state().is_over());
    for seat in [5, 8] {
        t.act(HostAction::Remove {
            seat,
            reason: RemovalReason::Peeking,
        });
    }
    let ev = t.remove(10, RemovalReason::Peeking);
    assert_eq!(winner(&ev), Some((Winner::Black, RuleId::Win2)));
}

#[test]
fn r_win_2_a_win_ends_the_game_at_once_without_last_words() {
    let mut t = Table::sport_night();
    for seat in [1, 2, 4] {
        t.act(HostAction::Remove {
            seat,
            reason: RemovalReason::Peeking,
        });
    }
    t.through_first_night();
    t.speeches(&[]);
    let ev = {
        t.act(HostAction::Shoot { target: Some(6) });
        t.next();
        t.next()
    };
    // 3 blacks and 3 reds after the kill: black wins in the morning, no last word.
    assert_eq!(winner(&ev), Some((Winner::Black, RuleId::Win2)));
    assert!(!ev
        .iter()
        .any(|e| matches!(e, GameEvent::LastWordStarted { .. })));
}

fn quiet_game(t: &mut Table) -> Vec<GameEvent> {
    t.through_first_night();
    let mut all = Vec::new();
    for _ in 0..3 {
        t.speeches(&[]);
        if t.state().is_over() {
            break;
        }
        t.act(HostAction::Shoot { target: None });
        while matches!(t.stage(), Stage::Night { .. }) {
            all.extend(t.next());
        }
        if t.state().is_over() {
            break;
        }
    }
    all
}

#[test]
fn r_win_2a_three_quiet_days_and_nights_end_in_a_draw() {
    let mut t = Table::sport_night();
    let ev = quiet_game(&mut t);
    assert_eq!(winner(&ev), Some((Winner::Draw, RuleId::Win2a)));
    assert_eq!(t.state().day_number, 3);
    assert_eq!(t.state().night_number, 4);
}

/// Issue 48: a new Club or Home game plays quiet rounds on until one side wins (000 l.49,
/// 002 4.6.1); the draw stays a setting. A log of version 4 or older that names only its
/// preset keeps the draw it was played with.
#[test]
fn r_win_2a_club_and_home_have_no_draw_by_default_and_older_logs_keep_theirs() {
    for preset in [Preset::Club, Preset::Home] {
        let mut t = Table::new(preset, Rules::preset(preset), &SPORT_ROLES);
        let ev = quiet_game(&mut t);
        assert_eq!(winner(&ev), None, "{preset:?}");
        assert!(!t.state().is_over(), "{preset:?}");
        assert_eq!(t.state().night_number, 4);
        for v in 1..=4 {
            let old = Rules::preset_of_version(preset, v);
            assert_eq!(old.draw_after_quiet_rounds, 3, "{preset:?} version {v}");
            let mut t = Table::new(preset, old, &SPORT_ROLES);
            let ev = quiet_game(&mut t);
            assert_eq!(winner(&ev), Some((Winner::Draw, RuleId::Win2a)));
        }
        let mut t = Table::new(
            preset,
            Rules {
                draw_after_quiet_rounds: 3,
                ..Rules::preset(preset)
            },
            &SPORT_ROLES,
        );
        let ev = quiet_game(&mut t);
        assert_eq!(winner(&ev), Some((Winner::Draw, RuleId::Win2a)));
    }
}

#[test]
fn r_win_2a_clubs_may_give_red_the_win_or_switch_it_off() {
    let mut t = Table::sport_with(|r| r.quiet_rounds_result = QuietResult::RedWins);
    let ev = quiet_game(&mut t);
    assert_eq!(winner(&ev), Some((Winner::Red, RuleId::Win2a)));
    let mut t = Table::sport_with(|r| r.draw_after_quiet_rounds = 0);
    quiet_game(&mut t);
    assert!(!t.state().is_over());
    let mut t = Table::sport_with(|r| r.draw_after_quiet_rounds = 1);
    t.through_first_night();
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: None });
    let ev = t.act(HostAction::Next);
    let ev2 = t.act(HostAction::Next);
    assert!(winner(&ev).or(winner(&ev2)).is_some());
}

#[test]
fn r_win_2a_an_elimination_resets_the_count() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[]);
    t.night(None);
    t.speeches(&[]);
    t.night(Some(2)); // night 3 kills: the count starts again
    assert_eq!(t.state().quiet_periods, 0);
    t.speeches(&[]);
    t.night(None);
    assert!(!t.state().is_over());
}

#[test]
fn r_win_3_a_protest_after_the_game_needs_the_whole_team_plus_one_opponent() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    let e = t.refused(HostAction::Protest {
        team: Team::Black,
        votes_for: vec![3, 7, 9, 1],
        remedy: Remedy::Replay,
    });
    assert_eq!(e.rule, RuleId::Win3);
    for seat in [3, 7, 9] {
        t.act(HostAction::Remove {
            seat,
            reason: RemovalReason::Oath,
        });
    }
    let ev = t.act(HostAction::Protest {
        team: Team::Black,
        votes_for: vec![3, 7, 9],
        remedy: Remedy::Replay,
    });
    assert!(ev
        .iter()
        .any(|e| matches!(e, GameEvent::ProtestDecided { upheld: false, .. })));
    let ev = t.act(HostAction::Protest {
        team: Team::Black,
        votes_for: vec![3, 7, 9, 1],
        remedy: Remedy::Annul,
    });
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::ProtestDecided {
            upheld: true,
            remedy: Remedy::Annul,
            ..
        }
    )));
    assert_eq!(t.state().protests.len(), 2);
}

#[test]
fn score_extra_points_only_after_the_game_and_within_five_points_either_way() {
    let mut t = Table::sport_night();
    t.through_first_night();
    let e = t.refused(HostAction::ExtraPoints { seat: 5, tenths: 3 });
    assert!(matches!(e.refusal, Refusal::ExtraPoints));
    for seat in [3, 7, 9] {
        t.act(HostAction::Remove {
            seat,
            reason: RemovalReason::Oath,
        });
    }
    assert!(t.state().is_over());
    t.act(HostAction::ExtraPoints { seat: 5, tenths: 3 });
    t.act(HostAction::ExtraPoints {
        seat: 1,
        tenths: -50,
    });
    t.act(HostAction::ExtraPoints {
        seat: 2,
        tenths: 50,
    });
    for tenths in [51, -51] {
        let e = t.refused(HostAction::ExtraPoints { seat: 5, tenths });
        assert_eq!(e.rule, RuleId::Score);
    }
    assert_eq!(t.state().extra_points, [(5, 3), (1, -50), (2, 50)]);
}

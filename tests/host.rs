//! The host's table as values (`src/host`, issue 40): what a tap on a seat and the main
//! button mean at every `Stage` of every preset, which taps are refused or asked about
//! first and why, what each seat's tile shows, the re-entry of an earlier entry, what is
//! said. Named after the rule ids and stages (TESTING.md: stage → tests); then a property
//! over the random games (`engine::simulate`).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::*;
use mafia_host::engine::event::FirstNightStep;
use mafia_host::engine::rules::{HandLift, MafiaNight};
use mafia_host::engine::simulate::{random_action, Dice};
use mafia_host::engine::*;
use mafia_host::host::edit::{self, Preview};
use mafia_host::host::said::{self, Lines};
use mafia_host::host::tile::{tile, SeatTile, Status};
use mafia_host::host::{
    button, clock_left, kept_in_count, press, shot, tap, touch, Label, Outcome, Press, Question,
    Step, StepInput, TapMode,
};
use mafia_host::words::{refusal, Lang};

/// The screen's moments besides the input.
#[derive(Clone, Copy, Default)]
struct Moment {
    answering: bool,
    window: bool,
}

/// The step of `g` now, with the screen's input and moment, handed to `f`.
fn at_step<R>(g: &Game, input: &StepInput, m: Moment, f: impl FnOnce(&Step) -> R) -> R {
    let next = g.state().next_step();
    f(&Step {
        game: g,
        next: &next,
        input,
        answering: m.answering,
        window: m.window,
    })
}

fn tap_in(g: &Game, input: &StepInput, m: Moment, seat: Seat) -> Outcome {
    at_step(g, input, m, |step| tap(step, seat))
}

fn button_in(g: &Game, input: &StepInput, m: Moment) -> Option<(Label, Press)> {
    at_step(g, input, m, button)
}

fn press_in(g: &Game, input: &StepInput, m: Moment, p: &Press) -> Outcome {
    at_step(g, input, m, |step| press(step, p))
}

fn tap0(t: &Table, seat: Seat) -> Outcome {
    tap_in(&t.game, &StepInput::default(), Moment::default(), seat)
}

fn button0(t: &Table) -> Option<(Label, Press)> {
    button_in(&t.game, &StepInput::default(), Moment::default())
}

fn act(action: HostAction) -> Outcome {
    Outcome::Act {
        action,
        refused: None,
    }
}

fn picked(seats: &[Seat]) -> StepInput {
    StepInput {
        picked: seats.to_vec(),
        ..StepInput::default()
    }
}

fn input_of(o: Outcome) -> StepInput {
    match o {
        Outcome::Input { input, .. } => input,
        other => panic!("not an input: {other:?}"),
    }
}

/// Enters what a tap or a press means, as the screen does; panics on a refusal.
fn enter(t: &mut Table, o: Outcome) {
    match o {
        Outcome::Act { action, .. } => {
            t.act(action);
        }
        other => panic!("nothing to enter: {other:?}"),
    }
}

fn party() -> Table {
    Table::new(
        Preset::Party,
        Rules::preset(Preset::Party),
        &[
            Role::Civilian,
            Role::Mafia,
            Role::Civilian,
            Role::Civilian,
            Role::Mafia,
            Role::Doctor,
            Role::Civilian,
            Role::Silencer,
            Role::Mafia,
            Role::Civilian,
        ],
    )
}

fn home() -> Table {
    Table::new(Preset::Home, Rules::preset(Preset::Home), &SPORT_ROLES)
}

fn preset_table(p: Preset) -> Table {
    match p {
        Preset::Sport => Table::sport(),
        Preset::Club => Table::club(),
        Preset::Home => home(),
        Preset::Party => party(),
    }
}

const PRESETS: [Preset; 4] = [Preset::Sport, Preset::Club, Preset::Home, Preset::Party];

// ---- Stage::FirstNight (R-N0-1/2) ----

#[test]
fn first_night_an_open_deck_takes_no_seat_tap_and_next_moves_on() {
    for p in PRESETS {
        let t = preset_table(p);
        assert!(matches!(t.stage(), Stage::FirstNight { .. }), "{p:?}");
        for seat in 1..=10 {
            assert_eq!(tap0(&t, seat), Outcome::None, "{p:?}");
        }
        let (label, press) = button0(&t).expect("a main button");
        assert_eq!(label, Label::Next(t.stage().clone()));
        assert_eq!(press, Press::Act(HostAction::Next));
    }
}

#[test]
fn r_n0_1_a_face_down_deck_marks_the_agreement_then_one_tap_enters_a_role() {
    let mut t = face_down(Preset::Sport, 10);
    assert_eq!(
        t.stage(),
        &Stage::FirstNight {
            step: FirstNightStep::Agreement
        }
    );
    // The договорка: seats are marked, a number of hands gives way, a refusal is over.
    let counted = StepInput {
        count: Some(2),
        ..StepInput::default()
    };
    let o = tap_in(&t.game, &counted, Moment::default(), 3);
    assert_eq!(
        o,
        Outcome::Input {
            input: picked(&[3]),
            clear_refusal: true
        }
    );
    let marked = picked(&[3, 7, 9]);
    assert_eq!(
        input_of(tap_in(&t.game, &marked, Moment::default(), 7)).picked,
        vec![3, 9]
    );
    // «Договорились · 3 из 3» enters them.
    let (label, press) = button_in(&t.game, &marked, Moment::default()).expect("agreed");
    assert_eq!(label, Label::AgreedCards { marked: 3, want: 3 });
    assert_eq!(
        press,
        Press::Act(HostAction::Cards {
            seats: vec![3, 7, 9]
        })
    );
    let o = press_in(&t.game, &marked, Moment::default(), &press);
    enter(&mut t, o);
    // R-N0-2: the Don's one seat is its tap; no button while one card is wanted.
    assert_eq!(t.state().next_step().cards, Some(1));
    assert_eq!(button0(&t), None);
    assert_eq!(tap0(&t, 7), act(HostAction::Cards { seats: vec![7] }));
    let o = tap0(&t, 7);
    enter(&mut t, o);
}

// ---- Stage::Morning, LastWord, TieSpeech, GameOver: the main button only ----

#[test]
fn morning_and_last_word_take_only_the_main_button() {
    for p in PRESETS {
        let mut t = preset_table(p);
        t.through_first_night();
        assert_eq!(t.stage(), &Stage::Morning);
        assert_eq!(tap0(&t, 1), Outcome::None);
        assert_eq!(
            button0(&t),
            Some((Label::Next(Stage::Morning), Press::Act(HostAction::Next)))
        );
        let o = press_in(
            &t.game,
            &StepInput::default(),
            Moment::default(),
            &Press::Act(HostAction::Next),
        );
        enter(&mut t, o);
        assert!(
            matches!(t.stage(), Stage::Speech { .. } | Stage::Discussion { .. }),
            "{p:?}"
        );
    }
}

#[test]
fn r_day_3_a_speech_tap_is_the_speakers_nomination() {
    let mut t = Table::sport();
    t.through_first_night();
    t.reach_speeches();
    let by = t.speaker().expect("a speaker");
    assert_eq!(tap0(&t, 4), act(HostAction::Nominate { by, target: 4 }));
    let o = tap0(&t, 4);
    enter(&mut t, o);
    assert_eq!(t.ballot(), vec![(by, 4)]);
    // The speaker's «Дальше».
    assert_eq!(button0(&t).map(|b| b.1), Some(Press::Act(HostAction::Next)));
}

// ---- Stage::Discussion (R-VOTE-4: Party's open discussion) ----

#[test]
fn r_vote_4_discussion_picks_the_nominator_then_the_target() {
    let mut t = party();
    t.through_first_night();
    t.reach_speeches();
    assert!(matches!(t.stage(), Stage::Discussion { .. }));
    let none = StepInput::default();
    let by = input_of(tap_in(&t.game, &none, Moment::default(), 2));
    assert_eq!(by.picked, vec![2]);
    // The same seat again lets it go; another is the target.
    assert_eq!(
        input_of(tap_in(&t.game, &by, Moment::default(), 2)).picked,
        Vec::<Seat>::new()
    );
    let o = tap_in(&t.game, &by, Moment::default(), 4);
    assert_eq!(
        o,
        Outcome::Act {
            action: HostAction::Nominate { by: 2, target: 4 },
            refused: Some(StepInput::default())
        }
    );
    enter(&mut t, o);
    // Day 1: a lone candidate does not leave (R-VOTE-4), nothing to ask.
    let next = Press::Act(HostAction::Next);
    assert_eq!(
        press_in(&t.game, &none, Moment::default(), &next),
        act(HostAction::Next)
    );
    // A later day: ending the discussion with a lone candidate asks first, then ends it.
    t.next();
    while !matches!(t.stage(), Stage::Discussion { .. }) {
        if t.stage()
            == &(Stage::Night {
                step: NightStep::Shot,
            })
        {
            t.act(HostAction::Shoot { target: None });
        } else {
            t.next();
        }
    }
    t.act(HostAction::Nominate { by: 2, target: 4 });
    let asked = press_in(&t.game, &none, Moment::default(), &next);
    let Outcome::Ask {
        input,
        rule,
        question,
    } = asked
    else {
        panic!("not asked: {asked:?}")
    };
    assert_eq!(question, Question::LoneExit(4));
    assert_eq!(rule, RuleId::Vote4);
    assert!(input.confirm_exit);
    assert_eq!(
        press_in(&t.game, &input, Moment::default(), &next),
        act(HostAction::Next)
    );
    for lang in [Lang::Ru, Lang::En] {
        assert!(said::question(lang, question).contains('4'));
    }
}

#[test]
fn r_vote_4_two_candidates_end_the_discussion_without_asking() {
    let mut t = party();
    t.through_first_night();
    t.reach_speeches();
    t.act(HostAction::Nominate { by: 1, target: 4 });
    t.act(HostAction::Nominate { by: 2, target: 6 });
    let next = Press::Act(HostAction::Next);
    assert_eq!(
        press_in(&t.game, &StepInput::default(), Moment::default(), &next),
        act(HostAction::Next)
    );
}

// ---- Stage::Voting (R-VOTE-1/2/6) ----

fn at_vote(preset: Preset) -> Table {
    let mut t = preset_table(preset);
    t.through_first_night();
    if preset == Preset::Party {
        t.reach_speeches();
        t.act(HostAction::Nominate { by: 1, target: 4 });
        t.act(HostAction::Nominate { by: 2, target: 8 });
        t.next();
    } else {
        t.speeches(&[(1, 4), (2, 8)]);
    }
    assert!(
        matches!(t.stage(), Stage::Voting(_)),
        "{preset:?}: {:?}",
        t.stage()
    );
    t
}

#[test]
fn r_vote_2_hands_are_marked_counted_and_accepted() {
    for p in PRESETS {
        let mut t = at_vote(p);
        let m = Moment::default();
        // Marked, let go; a count gives way to the seats.
        let one = input_of(tap_in(&t.game, &StepInput::default(), m, 1));
        assert_eq!(one.picked, vec![1]);
        let two = input_of(tap_in(&t.game, &one, m, 3));
        assert_eq!(two.picked, vec![1, 3]);
        assert_eq!(input_of(tap_in(&t.game, &two, m, 1)).picked, vec![3]);
        let (label, press) = button_in(&t.game, &two, m).expect("«Принято»");
        assert_eq!(label, Label::Accepted(2));
        assert_eq!(
            press,
            Press::Act(HostAction::Vote {
                candidate: 4,
                voters: vec![1, 3]
            })
        );
        // A number of hands instead.
        let counted = StepInput {
            count: Some(5),
            ..StepInput::default()
        };
        assert_eq!(
            button_in(&t.game, &counted, m),
            Some((
                Label::Accepted(5),
                Press::Act(HostAction::VoteCount {
                    candidate: 4,
                    count: 5
                })
            ))
        );
        let o = press_in(&t.game, &two, m, &press);
        enter(&mut t, o);
        // The last candidate: the hands not cast are on the button (R-VOTE-2).
        let last = t.state().next_step().last_count.expect("the last count");
        assert_eq!(
            button0(&t),
            Some((
                Label::Accepted(usize::from(last)),
                Press::Act(HostAction::Vote {
                    candidate: 8,
                    voters: vec![]
                })
            ))
        );
        // Seat 1 voted for 4: refused at the tap, in the words «Принято» would use.
        match tap0(&t, 1) {
            Outcome::Refuse(e) => {
                assert_eq!(e.rule, RuleId::Vote2);
                assert_eq!(
                    e.refusal,
                    Refusal::AlreadyVotedFor {
                        seat: 1,
                        candidate: 4
                    }
                );
            }
            other => panic!("{p:?}: not refused: {other:?}"),
        }
        // A seat marked before may always be let go.
        let marked = picked(&[1]);
        assert_eq!(
            input_of(tap_in(&t.game, &marked, m, 1)).picked,
            Vec::<Seat>::new()
        );
        // A seat that does not exist is refused.
        assert!(matches!(tap0(&t, 11), Outcome::Refuse(_)));
    }
}

#[test]
fn r_vote_1_accepted_before_the_two_seconds_asks_once() {
    for p in PRESETS {
        let t = at_vote(p);
        let hands = picked(&[1, 3]);
        let (_, press) = button_in(&t.game, &hands, Moment::default()).expect("«Принято»");
        let running = Moment {
            window: true,
            ..Moment::default()
        };
        // The window still runs: asked, the marks kept.
        let asked = press_in(&t.game, &hands, running, &press);
        let Outcome::Ask {
            input,
            rule,
            question,
        } = asked
        else {
            panic!("{p:?}: not asked: {asked:?}")
        };
        assert_eq!((rule, question), (RuleId::Vote1, Question::EarlyCount));
        assert_eq!(input.picked, vec![1, 3]);
        assert!(input.asked_early);
        // The second press records.
        let Press::Act(action) = press.clone() else {
            panic!("an action")
        };
        assert_eq!(
            press_in(&t.game, &input, running, &press),
            act(action.clone())
        );
        // Without the window (not started, or run out) the first press records.
        assert_eq!(
            press_in(&t.game, &hands, Moment::default(), &press),
            act(action)
        );
        // Only a count asks: «Дальше» of a speech does not.
        let mut s = at_vote(p);
        s.votes(&[&[1, 2, 3, 5, 6, 7]]);
        let next = Press::Act(HostAction::Next);
        if s.state().next_step().expect.contains(&Expect::Next) {
            assert_eq!(
                press_in(&s.game, &StepInput::default(), running, &next),
                act(HostAction::Next)
            );
        }
    }
    for lang in [Lang::Ru, Lang::En] {
        assert!(!said::question(lang, Question::EarlyCount).is_empty());
    }
}

#[test]
fn r_vote_6_a_revote_greys_the_tied_and_refuses_their_hands_in_club() {
    let t = tied_4_and_8(Table::club());
    let Stage::Voting(round) = t.stage().clone() else {
        panic!("a revote: {:?}", t.stage())
    };
    assert!(!round.voters.contains(&4));
    let grey = tile(t.state(), 4, false);
    assert!(grey.abstains);
    assert!(!tile(t.state(), 1, false).abstains);
    match tap0(&t, 4) {
        Outcome::Refuse(e) => assert_eq!(e.rule, RuleId::Vote6),
        other => panic!("not refused: {other:?}"),
    }
}

// ---- Modes: a foul, a removal, a hand lifted (R-FOUL-1/3/4) ----

#[test]
fn r_foul_modes_read_the_tap_as_the_mode_says() {
    let sport = at_vote(Preset::Sport);
    let club = at_vote(Preset::Club);
    assert_eq!(club.state().rules.hand_lift, HandLift::Warning);
    let m = Moment::default();
    let mode = |mode: TapMode, reason: Option<RemovalReason>, thanked: bool| StepInput {
        mode,
        reason,
        thanked,
        ..StepInput::default()
    };
    let lift = |after_thanks: bool| HostAction::HandLift {
        seat: 6,
        after_thanks,
    };
    let remove = |reason: RemovalReason| HostAction::Remove { seat: 6, reason };
    for (table, input, want) in [
        (
            &sport,
            mode(TapMode::Foul, None, false),
            HostAction::Foul { seat: 6 },
        ),
        (
            &sport,
            mode(TapMode::Remove, None, false),
            remove(RemovalReason::Other),
        ),
        (
            &sport,
            mode(TapMode::Remove, Some(RemovalReason::Insult), false),
            remove(RemovalReason::Insult),
        ),
        // Sport: a lift entered is one before «Спасибо», even after it.
        (&sport, mode(TapMode::HandLift, None, true), lift(false)),
        // Club: the moment is kept.
        (&club, mode(TapMode::HandLift, None, true), lift(true)),
        (&club, mode(TapMode::HandLift, None, false), lift(false)),
    ] {
        assert_eq!(tap_in(&table.game, &input, m, 6), act(want), "{input:?}");
    }
}

#[test]
fn r_foul_3_a_lifted_hand_in_club_keeps_the_marks_and_counts() {
    let mut t = at_vote(Preset::Club);
    let kept = StepInput {
        mode: TapMode::HandLift,
        picked: vec![1, 2],
        thanked: true,
        ..StepInput::default()
    };
    t.act(HostAction::HandLift {
        seat: 6,
        after_thanks: true,
    });
    assert!(t.state().stage.is_count(), "a warning leaves the count");
    let after = kept_in_count(t.state(), &kept, Some(6));
    assert_eq!(after.mode, TapMode::Normal);
    assert_eq!(after.picked, vec![1, 2, 6]);
    assert!(after.thanked);
    // A foul: the marks stay, nothing added; a count of hands takes no seat.
    assert_eq!(kept_in_count(t.state(), &kept, None).picked, vec![1, 2]);
    let counted = StepInput {
        count: Some(2),
        ..kept.clone()
    };
    assert!(kept_in_count(t.state(), &counted, Some(6)).picked == vec![1, 2]);
    // A seat already marked is not marked twice; one that may not vote is not added.
    assert_eq!(kept_in_count(t.state(), &kept, Some(2)).picked, vec![1, 2]);
    assert_eq!(kept_in_count(t.state(), &kept, Some(11)).picked, vec![1, 2]);
}

// ---- Stage::AllLeave (R-VOTE-7) ----

#[test]
fn r_vote_7_all_leave_marks_hands_and_accepts_them() {
    let mut t = tied_4_and_8(Table::sport());
    t.votes(&[&[1, 2, 3, 5, 6]]);
    assert!(
        matches!(t.stage(), Stage::AllLeave { .. }),
        "{:?}",
        t.stage()
    );
    let one = input_of(tap_in(&t.game, &StepInput::default(), Moment::default(), 1));
    assert_eq!(one.picked, vec![1]);
    assert_eq!(
        button_in(&t.game, &one, Moment::default()),
        Some((
            Label::Accepted(1),
            Press::Act(HostAction::AllLeave { voters: vec![1] })
        ))
    );
    assert!(matches!(tap0(&t, 11), Outcome::Refuse(_)));
}

// ---- Stage::Night (R-NIGHT-1..5, R-LAST-3) ----

fn at_night(mut t: Table) -> Table {
    t.through_first_night();
    t.speeches(&[]);
    while !matches!(t.stage(), Stage::Night { .. }) {
        t.next();
    }
    t
}

#[test]
fn r_night_1_a_shot_is_one_tap_and_a_miss_the_button() {
    for p in PRESETS {
        let mut t = at_night(preset_table(p));
        assert_eq!(
            t.stage(),
            &Stage::Night {
                step: NightStep::Shot
            }
        );
        assert_eq!(tap0(&t, 4), act(HostAction::Shoot { target: Some(4) }));
        assert_eq!(
            button0(&t),
            Some((Label::Miss, Press::Act(HostAction::Shoot { target: None })))
        );
        let o = tap0(&t, 4);
        enter(&mut t, o);
    }
}

#[test]
fn r_night_1_blind_each_blacks_shot_in_seat_order_from_the_engine() {
    let t = at_night(Table::sport());
    assert_eq!(t.state().rules.mafia_night, MafiaNight::Blind);
    let shooters = t.state().shooters();
    assert_eq!(shooters, vec![3, 7, 9]);
    let each = StepInput {
        shots: Some(Vec::new()),
        ..StepInput::default()
    };
    let m = Moment::default();
    let first = input_of(tap_in(&t.game, &each, m, 4));
    assert_eq!(first.shots, Some(vec![Some(4)]));
    // One black did not shoot: the button.
    let (label, press) = button_in(&t.game, &first, m).expect("no shot");
    assert_eq!((label, &press), (Label::NoShotThisOne, &Press::NoShot));
    let second = input_of(press_in(&t.game, &first, m, &press));
    assert_eq!(second.shots, Some(vec![Some(4), None]));
    // The last black's tap enters the night.
    assert_eq!(
        tap_in(&t.game, &second, m, 4),
        act(HostAction::ShootEach {
            shots: vec![
                BlackShot {
                    shooter: 3,
                    target: Some(4)
                },
                BlackShot {
                    shooter: 7,
                    target: None
                },
                BlackShot {
                    shooter: 9,
                    target: Some(4)
                },
            ]
        })
    );
    let mut t2 = at_night(Table::sport());
    let next = t2.state().next_step();
    let o = shot(
        &Step {
            game: &t2.game,
            next: &next,
            input: &second,
            answering: false,
            window: false,
        },
        Some(4),
    );
    enter(&mut t2, o);
    // Undo brings the shots back but the last.
    assert_eq!(
        StepInput::of(t2.game.actions().last().unwrap()).shots,
        Some(vec![Some(4), None])
    );
}

#[test]
fn r_night_2_3_checks_are_one_tap_and_the_answer_moment_takes_only_onward() {
    let mut t = at_night(Table::sport());
    t.act(HostAction::Shoot { target: Some(4) });
    assert_eq!(
        t.stage(),
        &Stage::Night {
            step: NightStep::DonCheck
        }
    );
    assert_eq!(tap0(&t, 5), act(HostAction::DonCheck { target: 5 }));
    let o = tap0(&t, 5);
    enter(&mut t, o);
    let answering = Moment {
        answering: true,
        ..Moment::default()
    };
    assert_eq!(
        tap_in(&t.game, &StepInput::default(), answering, 1),
        Outcome::None
    );
    assert_eq!(
        button_in(&t.game, &StepInput::default(), answering),
        Some((Label::Onward, Press::EndAnswer))
    );
    assert_eq!(
        press_in(&t.game, &StepInput::default(), answering, &Press::EndAnswer),
        Outcome::EndAnswer
    );
    assert_eq!(
        t.stage(),
        &Stage::Night {
            step: NightStep::SheriffCheck
        }
    );
    assert_eq!(tap0(&t, 7), act(HostAction::SheriffCheck { target: 7 }));
}

#[test]
fn r_night_4_5_the_doctor_and_the_silencer_are_one_tap() {
    let mut t = at_night(party());
    t.act(HostAction::Shoot { target: Some(4) });
    let mut seen = Vec::new();
    while let Stage::Night { step } = t.stage().clone() {
        let o = tap0(&t, 10);
        let want = match step {
            NightStep::DonCheck => HostAction::DonCheck { target: 10 },
            NightStep::SheriffCheck => HostAction::SheriffCheck { target: 10 },
            NightStep::Doctor => HostAction::Heal { target: 10 },
            NightStep::Silencer => HostAction::Silence { target: 10 },
            other => panic!("unexpected {other:?}"),
        };
        assert_eq!(o, act(want));
        seen.push(step);
        enter(&mut t, o);
    }
    assert!(seen.contains(&NightStep::Doctor) && seen.contains(&NightStep::Silencer));
}

/// A Sport table whose best move is made in the morning, at seat 1's best move (shot on
/// night 2 after a quiet day 1).
fn morning_best_move_of_1() -> Table {
    let mut t = Table::sport_with(|r| r.best_move_at = rules::BestMoveAt::Morning);
    t.through_first_night();
    t.quiet_day_then_shot(1);
    while matches!(t.stage(), Stage::Night { .. }) {
        t.next();
    }
    t.next();
    assert_eq!(t.stage(), &Stage::BestMove { seat: 1 });
    t
}

/// R-LAST-3 in the morning (`best_move_at`, issue 39 §3.9): the killed player's three seats
/// are marked as at night, and «Принято» enters them; with none marked the button passes.
#[test]
fn r_last_3_in_the_morning_the_best_move_marks_three_and_the_button_enters_them() {
    let mut t = morning_best_move_of_1();
    let m = Moment::default();
    assert_eq!(
        button0(&t).map(|b| b.0),
        Some(Label::Next(t.stage().clone()))
    );
    let three = picked(&[2, 3, 4]);
    assert_eq!(
        input_of(tap_in(&t.game, &three, m, 5)).picked,
        vec![2, 3, 4]
    );
    assert_eq!(input_of(tap_in(&t.game, &three, m, 3)).picked, vec![2, 4]);
    let (label, press) = button_in(&t.game, &three, m).expect("«Принято»");
    assert_eq!(label, Label::AcceptedBestMove);
    let o = press_in(&t.game, &three, m, &press);
    enter(&mut t, o);
    assert_eq!(
        t.state().best_move.as_ref().map(|b| b.by),
        Some(1),
        "the best move is entered"
    );
    assert!(matches!(t.stage(), Stage::LastWord { seat: 1, .. }));
}

#[test]
fn r_last_3_the_best_move_marks_at_most_three_seats() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.quiet_day_then_shot(1);
    t.reach_night_best_move();
    let m = Moment::default();
    assert_eq!(
        button0(&t).map(|b| b.0),
        Some(Label::Next(t.stage().clone()))
    );
    let three = picked(&[2, 3, 4]);
    // A fourth is not taken (BEST_MOVE_SEATS); a marked one is let go.
    let o = tap_in(&t.game, &three, m, 5);
    assert_eq!(
        o,
        Outcome::Input {
            input: three.clone(),
            clear_refusal: false
        }
    );
    assert_eq!(input_of(tap_in(&t.game, &three, m, 3)).picked, vec![2, 4]);
    assert_eq!(
        input_of(tap_in(&t.game, &picked(&[2]), m, 3)).picked,
        vec![2, 3]
    );
    let (label, press) = button_in(&t.game, &three, m).expect("«Принято»");
    assert_eq!(label, Label::AcceptedBestMove);
    assert_eq!(
        press,
        Press::Act(HostAction::BestMove {
            seats: vec![2, 3, 4]
        })
    );
    let o = press_in(&t.game, &three, m, &press);
    enter(&mut t, o);
    assert_eq!(
        StepInput::of(t.game.actions().last().unwrap()).picked,
        vec![2, 3, 4]
    );
}

#[test]
fn game_over_takes_no_tap_and_has_no_button() {
    let mut t = Table::sport();
    t.act(HostAction::Remove {
        seat: 3,
        reason: RemovalReason::Other,
    });
    t.act(HostAction::Remove {
        seat: 7,
        reason: RemovalReason::Other,
    });
    t.act(HostAction::Remove {
        seat: 9,
        reason: RemovalReason::Other,
    });
    assert_eq!(t.stage(), &Stage::GameOver);
    assert_eq!(tap0(&t, 1), Outcome::None);
    assert_eq!(button0(&t), None);
}

#[test]
fn undo_brings_each_entry_back_as_it_was_entered() {
    let of = StepInput::of;
    assert_eq!(
        of(&HostAction::Vote {
            candidate: 4,
            voters: vec![1, 2]
        })
        .picked,
        vec![1, 2]
    );
    assert_eq!(
        of(&HostAction::AllLeave { voters: vec![5] }).picked,
        vec![5]
    );
    assert_eq!(
        of(&HostAction::VoteCount {
            candidate: 4,
            count: 3
        })
        .count,
        Some(3)
    );
    assert_eq!(
        of(&HostAction::ShootEach { shots: vec![] }).shots,
        Some(vec![])
    );
    assert_eq!(of(&HostAction::Next), StepInput::default());
}

// ---- The seat tiles ----

#[test]
fn tiles_show_the_speaker_the_ballot_the_votes_and_the_exits() {
    let mut t = Table::sport();
    t.through_first_night();
    t.reach_speeches();
    let by = t.speaker().unwrap();
    assert!(tile(t.state(), by, false).speaking);
    assert!(!tile(t.state(), by + 1, false).speaking);
    t.act(HostAction::Nominate { by, target: 4 });
    let four = tile(t.state(), 4, false);
    assert_eq!(four.nominated_by, Some(by));
    assert_eq!(four.status, Some(Status::NominatedBy(by)));
    t.speeches(&[(2, 8)]);
    // The count: the candidate counted speaks, a marked hand shows its candidate.
    assert!(tile(t.state(), 4, false).speaking);
    t.votes_before_last(&[&[1, 2, 3, 5, 6, 7]]);
    let one = tile(t.state(), 1, false);
    assert_eq!(one.voted_for, Some(4));
    assert_eq!(one.status, Some(Status::VotedFor(4)));
    assert!(tile(t.state(), 8, false).speaking);
    t.votes(&[]);
    // Seat 4 leaves: its exit is its status, the ballot closes.
    t.finish_speeches();
    let out = tile(t.state(), 4, false);
    assert!(!out.alive);
    assert!(matches!(out.status, Some(Status::Exit(_))));
    assert!(!out.killed());
    assert_eq!(tile(t.state(), 8, false).nominated_by, None);
    assert_eq!(tile(t.state(), 1, false).fouls, 0);
    t.fouls(1, 2);
    assert_eq!(tile(t.state(), 1, false).fouls, 2);
    // The roles, for «Роли».
    assert_eq!(tile(t.state(), 3, false).role, Some(Role::Mafia));
    assert_eq!(tile(t.state(), 5, false).role, Some(Role::Sheriff));
}

#[test]
fn r_night_1a_the_shot_stays_off_the_tile_until_good_morning() {
    let mut t = at_night(Table::club());
    t.act(HostAction::Shoot { target: Some(4) });
    while matches!(t.stage(), Stage::Night { .. }) {
        match t.stage() {
            Stage::Night {
                step: NightStep::SheriffCheck,
            } => {
                t.act(HostAction::SheriffCheck { target: 7 });
            }
            _ => {
                t.next();
            }
        }
    }
    assert!(t.state().night_unsaid());
    let held = tile(t.state(), 4, true);
    assert!(held.alive && held.status.is_none() && !held.killed());
    let said = tile(t.state(), 4, false);
    assert!(said.killed() && !said.alive);
    assert_eq!(said.status, Some(Status::Exit(Exit::Killed)));
}

#[test]
fn r_night_5_the_silenced_seat_says_so_after_the_morning() {
    let mut t = at_night(party());
    t.act(HostAction::Shoot { target: None });
    while let Stage::Night { step } = t.stage().clone() {
        if step == NightStep::Silencer {
            t.act(HostAction::Silence { target: 10 });
        } else {
            t.next();
        }
    }
    let s = tile(t.state(), 10, false);
    assert!(s.silenced);
    assert_eq!(s.status, Some(Status::Silenced));
}

#[test]
fn a_face_down_card_not_learned_is_unknown_on_the_tile() {
    let mut t = face_down(Preset::Sport, 10);
    assert_eq!(tile(t.state(), 3, false).role, None);
    t.act(HostAction::Cards {
        seats: vec![3, 7, 9],
    });
    assert_eq!(tile(t.state(), 3, false).role, Some(Role::Mafia));
    assert_eq!(tile(t.state(), 1, false).role, None);
}

// ---- Fixing an entry (ui/game/edit.rs's card) ----

#[test]
fn edit_an_entry_is_re_entered_by_its_seats() {
    let vote = HostAction::Vote {
        candidate: 4,
        voters: vec![1, 3],
    };
    assert!(edit::editable(&vote));
    for a in [
        HostAction::Next,
        HostAction::Withdraw { by: 1 },
        HostAction::RepeatBallot,
        HostAction::ShootEach { shots: vec![] },
    ] {
        assert!(!edit::editable(&a), "{a:?}");
    }
    // Night entries start blank: opening one never shows what was entered.
    assert_eq!(edit::first_draft(&vote), Some(vote.clone()));
    for a in [
        HostAction::Shoot { target: Some(4) },
        HostAction::DonCheck { target: 5 },
        HostAction::SheriffCheck { target: 7 },
        HostAction::Heal { target: 1 },
        HostAction::Silence { target: 2 },
    ] {
        assert_eq!(edit::first_draft(&a), None, "{a:?}");
        assert_eq!(edit::seats(&a).len(), 1);
    }
    assert_eq!(edit::seats(&vote), vec![1, 3]);
    assert_eq!(
        edit::seats(&HostAction::Shoot { target: None }),
        Vec::<Seat>::new()
    );
    assert_eq!(
        edit::seats(&HostAction::Nominate { by: 1, target: 4 }),
        vec![4]
    );
    assert_eq!(edit::seats(&HostAction::Next), Vec::<Seat>::new());
    // A voter toggles, sorted; a single seat is replaced.
    assert_eq!(
        edit::with_seat(&vote, 2),
        HostAction::Vote {
            candidate: 4,
            voters: vec![1, 2, 3]
        }
    );
    assert_eq!(
        edit::with_seat(&vote, 1),
        HostAction::Vote {
            candidate: 4,
            voters: vec![3]
        }
    );
    assert_eq!(
        edit::with_seat(
            &HostAction::VoteCount {
                candidate: 4,
                count: 3
            },
            6
        ),
        HostAction::Vote {
            candidate: 4,
            voters: vec![6]
        }
    );
    assert_eq!(
        edit::with_seat(&HostAction::AllLeaveCount { count: 3 }, 6),
        HostAction::AllLeave { voters: vec![6] }
    );
    assert_eq!(
        edit::with_seat(&HostAction::AllLeave { voters: vec![6] }, 6),
        HostAction::AllLeave { voters: vec![] }
    );
    let best = HostAction::BestMove {
        seats: vec![2, 3, 4],
    };
    assert_eq!(edit::with_seat(&best, 5), best, "three at most");
    assert_eq!(
        edit::with_seat(&best, 3),
        HostAction::BestMove { seats: vec![2, 4] }
    );
    for (a, b) in [
        (
            HostAction::Nominate { by: 1, target: 4 },
            HostAction::Nominate { by: 1, target: 6 },
        ),
        (
            HostAction::Shoot { target: None },
            HostAction::Shoot { target: Some(6) },
        ),
        (HostAction::Foul { seat: 1 }, HostAction::Foul { seat: 6 }),
        (
            HostAction::Remove {
                seat: 1,
                reason: RemovalReason::Insult,
            },
            HostAction::Remove {
                seat: 6,
                reason: RemovalReason::Insult,
            },
        ),
        (
            HostAction::HandLift {
                seat: 1,
                after_thanks: true,
            },
            HostAction::HandLift {
                seat: 6,
                after_thanks: true,
            },
        ),
        (
            HostAction::DonCheck { target: 1 },
            HostAction::DonCheck { target: 6 },
        ),
        (
            HostAction::SheriffCheck { target: 1 },
            HostAction::SheriffCheck { target: 6 },
        ),
        (
            HostAction::Heal { target: 1 },
            HostAction::Heal { target: 6 },
        ),
        (
            HostAction::Silence { target: 1 },
            HostAction::Silence { target: 6 },
        ),
        (HostAction::Next, HostAction::Next),
    ] {
        assert_eq!(edit::with_seat(&a, 6), b);
        assert_eq!(
            edit::seats(&b).len(),
            usize::from(b != HostAction::Next),
            "{b:?}"
        );
    }
    // A count moves by one, within 0..=30.
    assert_eq!(
        edit::with_count(&vote, 1),
        Some(HostAction::VoteCount {
            candidate: 4,
            count: 3
        })
    );
    assert_eq!(
        edit::with_count(
            &HostAction::VoteCount {
                candidate: 4,
                count: 0
            },
            -1
        ),
        Some(HostAction::VoteCount {
            candidate: 4,
            count: 0
        })
    );
    assert_eq!(
        edit::with_count(
            &HostAction::VoteCount {
                candidate: 4,
                count: 30
            },
            1
        ),
        Some(HostAction::VoteCount {
            candidate: 4,
            count: 30
        })
    );
    assert_eq!(
        edit::with_count(&HostAction::AllLeave { voters: vec![1, 2] }, -1),
        Some(HostAction::AllLeaveCount { count: 1 })
    );
    assert_eq!(
        edit::with_count(&HostAction::AllLeaveCount { count: 4 }, 2),
        Some(HostAction::AllLeaveCount { count: 6 })
    );
    assert_eq!(edit::with_count(&HostAction::Next, 1), None);
}

/// The fix's card says how the entry is re-entered and what the draft becomes; a night
/// entry's draft is its seat alone, a miss a word, a best move its seats.
#[test]
fn edit_the_card_says_how_to_re_enter_and_what_the_draft_becomes() {
    use mafia_host::words::Msg;
    let vote = HostAction::Vote {
        candidate: 4,
        voters: vec![1, 2],
    };
    let best = HostAction::BestMove { seats: vec![2, 5] };
    assert_eq!(edit::how(None), Msg::EditHowDelete);
    for count in [
        vote.clone(),
        HostAction::VoteCount {
            candidate: 4,
            count: 3,
        },
        HostAction::AllLeave { voters: vec![1] },
        HostAction::AllLeaveCount { count: 2 },
    ] {
        assert_eq!(edit::how(Some(&count)), Msg::EditHowCount, "{count:?}");
    }
    assert_eq!(edit::how(Some(&best)), Msg::EditHowBestMove);
    assert_eq!(
        edit::how(Some(&HostAction::Shoot { target: Some(3) })),
        Msg::EditHowSeat
    );
    assert_eq!(
        edit::how(Some(&HostAction::Foul { seat: 3 })),
        Msg::EditHowSeat
    );
    for (lang, seat, miss, best_words) in [
        (Lang::Ru, "№7", "промах", "№2, №5"),
        (Lang::En, "7", "miss", "2 and 5"),
    ] {
        for night in [
            HostAction::Shoot { target: Some(7) },
            HostAction::DonCheck { target: 7 },
            HostAction::SheriffCheck { target: 7 },
            HostAction::Heal { target: 7 },
            HostAction::Silence { target: 7 },
        ] {
            let w = edit::draft_words(lang, &night);
            assert!(w.contains(seat), "{lang:?} {night:?}: {w}");
            // The card names the seat only: no role, no check, no shot in words.
            assert!(w.len() <= 12, "{lang:?} {night:?}: {w}");
        }
        let m = edit::draft_words(lang, &HostAction::Shoot { target: None });
        assert!(m.to_lowercase().contains(miss), "{lang:?}: {m}");
        let b = edit::draft_words(lang, &best);
        assert!(b.contains(best_words), "{lang:?}: {b}");
        assert_eq!(
            edit::draft_words(lang, &vote),
            mafia_host::words::action_label(lang, &vote)
        );
    }
}

/// Day 1: 4 and 8 nominated, five hands for 4 and five for 8 (a tie), the tied seats'
/// speeches heard: the revote next.
fn tied_4_and_8(mut t: Table) -> Table {
    t.through_first_night();
    t.speeches(&[(1, 4), (2, 8)]);
    t.votes(&[&[1, 2, 3, 5, 6]]);
    t.finish_speeches();
    t
}

/// Sport, day 1: seat 1 nominated 4 and seat 2 nominated 8; with the log index of the
/// nomination of 4.
fn nominated_4_and_8() -> (Table, usize) {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[(1, 4), (2, 8)]);
    let at = t
        .game
        .actions()
        .iter()
        .position(|a| matches!(a, HostAction::Nominate { target: 4, .. }))
        .unwrap();
    (t, at)
}

#[test]
fn edit_the_preview_says_what_the_replay_changes_or_why_it_cannot() {
    let (t, at) = nominated_4_and_8();
    let same = t.game.actions()[at].clone();
    for lang in [Lang::Ru, Lang::En] {
        assert_eq!(edit::preview(lang, &t.game, at, Some(&same)), Preview::Same);
        // Another target: fits, with its lines.
        let other = HostAction::Nominate { by: 1, target: 6 };
        match edit::preview(lang, &t.game, at, Some(&other)) {
            Preview::Fits(lines) => assert!(!lines.is_empty()),
            p => panic!("{p:?}"),
        }
        // Nominating seat 8 twice breaks the later nomination of 8.
        let twice = HostAction::Nominate { by: 1, target: 8 };
        match edit::preview(lang, &t.game, at, Some(&twice)) {
            Preview::Breaks { index, why, later } => {
                assert!(index > at);
                assert!(!why.is_empty() && !later.is_empty());
            }
            p => panic!("{p:?}"),
        }
        // Deleting it: fits.
        assert!(matches!(
            edit::preview(lang, &t.game, at, None),
            Preview::Fits(_)
        ));
    }
    // Applied: the lines say so; a refusal names the later entry.
    let before = t.state().clone();
    let mut fixed = t.game.clone();
    let c = fixed
        .correct(at, HostAction::Nominate { by: 1, target: 6 })
        .expect("fits");
    let l = said::fixed(Lang::Ru, &before, fixed.state(), at, &c.changed);
    assert!(l.notices[0].1.contains(&(at + 1).to_string()));
    assert!(l.notices.len() > 1);
    let e = t
        .game
        .clone()
        .correct(at, HostAction::Nominate { by: 1, target: 8 })
        .expect_err("breaks");
    let r = said::refused_fix(Lang::En, &t.game, at, &e, false);
    assert_eq!(r.refusal.as_ref().map(|x| x.0), Some(e.error.rule));
    let d = said::deleted(Lang::Ru, 2, &[4, 5]);
    assert!(d.notices[0].1.contains('3') && d.notices[0].1.contains("5, 6"));
    assert_eq!(edit::entry_words(Lang::Ru, &t.game, 999), "1000");
    assert!(edit::entry_words(Lang::Ru, &t.game, at).contains(':'));
}

#[test]
fn said_after_a_check_holds_its_answer_and_a_refusal_its_rule() {
    let mut t = at_night(Table::sport());
    t.act(HostAction::Shoot { target: Some(4) });
    let events = t.act(HostAction::DonCheck { target: 5 });
    for lang in [Lang::Ru, Lang::En] {
        let l = said::said_after(lang, &events, t.state().rules.answer_gesture);
        assert!(l.answer.is_some());
        assert_eq!(l.refusal, None);
    }
    let events = t.act(HostAction::SheriffCheck { target: 7 });
    assert!(
        said::said_after(Lang::Ru, &events, t.state().rules.answer_gesture)
            .answer
            .is_some()
    );
    let e = t.refused(HostAction::Nominate { by: 1, target: 2 });
    let r: Lines = said::refused(Lang::Ru, &e);
    assert_eq!(r.refusal.map(|x| x.0), Some(e.rule));
    // A foul is said aloud; a nomination's notices carry their rule.
    let mut d = Table::sport();
    d.through_first_night();
    d.reach_speeches();
    let ev = d.act(HostAction::Foul { seat: 2 });
    assert!(
        !said::said_after(Lang::Ru, &ev, d.state().rules.answer_gesture)
            .spoken
            .is_empty()
    );
}

// ---- Property: every step of every preset, random games ----

fn games() -> u64 {
    std::env::var("HOST_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(12)
}

/// The inputs a host may have entered at a step: none, each mode, a seat marked, a count, a
/// blind night's shots begun, «Спасибо» said.
fn inputs(s: &GameState) -> Vec<StepInput> {
    let first = s.living().first().copied().unwrap_or(1);
    vec![
        StepInput::default(),
        StepInput {
            mode: TapMode::Foul,
            ..StepInput::default()
        },
        StepInput {
            mode: TapMode::Remove,
            reason: Some(RemovalReason::Peeking),
            ..StepInput::default()
        },
        StepInput {
            mode: TapMode::HandLift,
            thanked: true,
            ..StepInput::default()
        },
        picked(&[first]),
        StepInput {
            count: Some(2),
            ..StepInput::default()
        },
        StepInput {
            shots: Some(Vec::new()),
            ..StepInput::default()
        },
    ]
}

/// A tap's or a press's outcome is an action the engine accepts, or a refusal in words.
fn sound(g: &Game, o: &Outcome, what: &str) {
    let words = |e: &RuleError| {
        for lang in [Lang::Ru, Lang::En] {
            assert!(
                !refusal(lang, e).trim().is_empty(),
                "{what}: {e:?} has no words"
            );
        }
    };
    match o {
        Outcome::Act { action, .. } => {
            let mut copy = g.clone();
            if let Err(e) = copy.act(action.clone()) {
                words(&e);
                assert_eq!(
                    copy.state(),
                    g.state(),
                    "{what}: a refusal changed the state"
                );
            }
        }
        Outcome::Refuse(e) => words(e),
        Outcome::Ask { question, .. } => {
            for lang in [Lang::Ru, Lang::En] {
                assert!(!said::question(lang, *question).is_empty());
            }
        }
        Outcome::Input { input, .. } => {
            let n = g.state().players.len() as Seat;
            assert!(input.picked.iter().all(|&x| (1..=n).contains(&x)), "{what}");
        }
        Outcome::Decide(put) => {
            // The table's vote: decided on a copy, never a panic; a refusal in words.
            let mut copy = g.clone();
            if let Err(e) = copy.decide(put.motion, &put.hands) {
                words(&e);
            }
        }
        Outcome::None | Outcome::EndAnswer => {}
    }
}

/// The same game with this night's secret entries (shots, checks, a heal, a silence)
/// pointed elsewhere; `None` where the engine does not take it.
fn other_night(g: &Game) -> Option<Game> {
    let actions = g.actions();
    let night = g.state().night_number;
    // The entries made during this night.
    let mut probe = Game::new(g.setup().clone()).ok()?;
    let mut tonight = Vec::new();
    for a in actions {
        let s = probe.state();
        tonight.push(matches!(s.stage, Stage::Night { .. }) && s.night_number == night);
        probe.act(a.clone()).ok()?;
    }
    let n = g.state().players.len() as Seat;
    let elsewhere = |s: Seat| if s == n { 1 } else { s + 1 };
    let changed: Vec<HostAction> = actions
        .iter()
        .enumerate()
        .map(|(i, a)| {
            if !tonight[i] || !a.is_night_secret() {
                return a.clone();
            }
            match a {
                HostAction::Shoot { target } => HostAction::Shoot {
                    target: target.map_or(Some(elsewhere(1)), |_| None),
                },
                HostAction::ShootEach { shots } => HostAction::ShootEach {
                    shots: shots
                        .iter()
                        .map(|x| BlackShot {
                            shooter: x.shooter,
                            target: None,
                        })
                        .collect(),
                },
                HostAction::DonCheck { target } => HostAction::DonCheck {
                    target: elsewhere(*target),
                },
                HostAction::SheriffCheck { target } => HostAction::SheriffCheck {
                    target: elsewhere(*target),
                },
                HostAction::Heal { target } => HostAction::Heal {
                    target: elsewhere(*target),
                },
                HostAction::Silence { target } => HostAction::Silence {
                    target: elsewhere(*target),
                },
                other => other.clone(),
            }
        })
        .collect();
    if changed.as_slice() == actions {
        return None;
    }
    let other = Game::replay(g.setup().clone(), &changed).ok()?;
    (other.state().stage == g.state().stage).then_some(other)
}

/// The tiles the host's screen shows now (the answer moment held where there is one).
fn tiles(s: &GameState) -> Vec<SeatTile> {
    let answering = s.next_step().answer.is_some();
    (1..=s.players.len() as Seat)
        .map(|x| tile(s, x, answering))
        .collect()
}

fn walk(preset: Preset, n: usize, seed: u64, counts: &mut [usize; 9]) {
    let mut d = Dice(SplitMix64(seed));
    let mut g = Game::new(d.deal(preset, n).expect("a table")).expect("a game");
    for _ in 0..3000 {
        let s = g.state().clone();
        if s.is_over() {
            break;
        }
        counts[stage_index(&s.stage)] += 1;
        let next = s.next_step();
        for input in inputs(&s) {
            for m in [
                Moment::default(),
                Moment {
                    window: true,
                    answering: false,
                },
                Moment {
                    answering: next.answer.is_some(),
                    window: false,
                },
            ] {
                let step = Step {
                    game: &g,
                    next: &next,
                    input: &input,
                    answering: m.answering,
                    window: m.window,
                };
                for seat in 1..=n as Seat {
                    sound(
                        &g,
                        &tap(&step, seat),
                        &format!("{preset:?} tap {seat} at {:?}", s.stage),
                    );
                }
                if let Some((_, p)) = button(&step) {
                    let o = press(&step, &p);
                    sound(&g, &o, &format!("{preset:?} press at {:?}", s.stage));
                    // Asked once: the next press goes on.
                    if let Outcome::Ask { input: asked, .. } = &o {
                        let again = Step {
                            input: asked,
                            ..step
                        };
                        assert!(!matches!(press(&again, &p), Outcome::Ask { .. }));
                    }
                }
            }
        }
        // At night nothing on the tiles depends on a secret entry.
        let night = next.night || s.night_unsaid();
        if night {
            if let Some(other) = other_night(&g) {
                assert_eq!(tiles(&s), tiles(other.state()), "{preset:?} {:?}", s.stage);
                counts[8] += 1;
            }
        }
        let action = random_action(&s, &mut d);
        let _ = g.act(action);
    }
}

fn stage_index(s: &Stage) -> usize {
    match s {
        Stage::FirstNight { .. } => 0,
        Stage::Morning | Stage::LastWord { .. } | Stage::BestMove { .. } => 1,
        Stage::Speech { .. } | Stage::Discussion { .. } => 2,
        Stage::Voting(_) => 3,
        Stage::TieSpeech { .. } => 4,
        Stage::AllLeave { .. } => 5,
        Stage::Night { .. } => 6,
        Stage::GameOver => 7,
    }
}

#[test]
fn every_tap_at_every_step_of_random_games_is_an_entry_or_a_refusal_in_words() {
    for (preset, sizes) in [
        (Preset::Sport, 10..=10),
        (Preset::Club, 10..=10),
        (Preset::Home, 6..=14),
        (Preset::Party, 7..=14),
    ] {
        let mut counts = [0usize; 9];
        for seed in 0..games() {
            let n = sizes.start() + (seed as usize % (sizes.end() - sizes.start() + 1));
            walk(preset, n, 0x40_0000 + seed, &mut counts);
        }
        // Every stage but the end was walked (AllLeave only where a tie comes twice).
        for (i, c) in counts.iter().enumerate().take(7) {
            if i != 5 {
                assert!(*c > 0, "{preset:?}: stage {i} never reached");
            }
        }
        // Night screens were compared with another night's secrets.
        assert!(counts[8] > 0, "{preset:?}: no night compared");
    }
}

#[test]
fn edit_a_vote_fixed_names_the_later_entries_and_who_leaves_instead() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[(1, 4), (2, 8)]);
    t.votes(&[&[1, 2, 3, 5, 6, 7]]);
    assert!(!t.alive(4) && t.alive(8));
    let at = t
        .game
        .actions()
        .iter()
        .position(|a| matches!(a, HostAction::Vote { candidate: 4, .. }))
        .unwrap();
    let fix = HostAction::Vote {
        candidate: 4,
        voters: vec![1],
    };
    let Preview::Fits(lines) = edit::preview(Lang::Ru, &t.game, at, Some(&fix)) else {
        panic!("the fix fits")
    };
    // The last candidate's entry after it changes, not the fixed one itself; 8 leaves.
    assert_eq!(lines[0], format!("Изменятся записи: {}.", at + 2));
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Выбыли: было — №4") && l.contains("станет — №8")),
        "{lines:?}"
    );
    let before = t.state().clone();
    let mut fixed = t.game.clone();
    let c = fixed.correct(at, fix).expect("fits");
    assert!(c.changed.contains(&at));
    let l = said::fixed(Lang::Ru, &before, fixed.state(), at, &c.changed);
    assert_eq!(l.notices[0].1, format!("Запись {} исправлена.", at + 1));
    assert_eq!(l.notices[1].1, format!("Изменились записи: {}.", at + 2));
    assert!(l.notices.iter().all(|(rule, _)| rule.is_none()));
    // Deleting it: the last candidate's entry would no longer fit, named by its place.
    match edit::preview(Lang::Ru, &t.game, at, None) {
        Preview::Breaks { index, later, .. } => {
            assert_eq!(index, at + 1);
            assert_eq!(later, edit::entry_words(Lang::Ru, &t.game, at + 1));
        }
        p => panic!("{p:?}"),
    }
}

#[test]
fn r_last_3_a_best_move_opened_for_a_fix_lights_its_seats() {
    // The killed player's best move, entered at night, opened again from the log: it starts
    // from what was entered (not a night secret) and lights its three seats on the grid.
    let mut t = Table::sport_night();
    t.through_first_night();
    t.quiet_day_then_shot(1);
    t.reach_night_best_move();
    t.act(HostAction::BestMove {
        seats: vec![2, 5, 9],
    });
    let at = t.game.actions().len() - 1;
    let entry = t.game.actions()[at].clone();
    assert!(edit::editable(&entry));
    assert_eq!(edit::first_draft(&entry), Some(entry.clone()));
    assert_eq!(edit::seats(&entry), vec![2, 5, 9]);
    // A fourth seat is not taken; a lit one is let go, and the fix fits.
    assert_eq!(edit::with_seat(&entry, 7), entry);
    let fix = edit::with_seat(&entry, 5);
    assert_eq!(edit::seats(&fix), vec![2, 9]);
    assert!(matches!(
        edit::preview(Lang::Ru, &t.game, at, Some(&fix)),
        Preview::Fits(_)
    ));
}

#[test]
fn edit_a_fix_refused_names_the_entry_and_the_later_one_in_words() {
    let (t, at) = nominated_4_and_8();
    // Nominating 8 twice: the later nomination of 8 no longer fits.
    let e = t
        .game
        .clone()
        .correct(at, HostAction::Nominate { by: 1, target: 8 })
        .expect_err("breaks");
    let later = edit::entry_words(Lang::En, &t.game, e.index);
    let why = refusal(Lang::En, &e.error);
    let r = said::refused_fix(Lang::En, &t.game, at, &e, false);
    assert_eq!(
        r.refusal,
        Some((
            e.error.rule,
            format!(
                "Entry {} cannot be fixed so: the later entry “{later}” would no longer fit ({why}). Fix or delete “{later}” first.",
                at + 1
            )
        ))
    );
    assert!(r.notices.is_empty() && r.spoken.is_empty() && r.answer.is_none());
    let later = edit::entry_words(Lang::Ru, &t.game, e.index);
    let why = refusal(Lang::Ru, &e.error);
    let r = said::refused_fix(Lang::Ru, &t.game, at, &e, true);
    assert_eq!(
        r.refusal.map(|x| x.1),
        Some(format!(
            "Нельзя удалить запись {}: после неё запись «{later}» больше не подходит ({why}). Сначала исправьте или удалите «{later}».",
            at + 1
        ))
    );
}

#[test]
fn tiles_a_last_word_and_a_tie_speech_are_spoken_and_civilians_shown_as_such() {
    let mut t = Table::club();
    t.through_first_night();
    assert_eq!(tile(t.state(), 1, false).role, Some(Role::Civilian));
    t.speeches(&[(1, 4), (2, 8)]);
    t.votes(&[&[1, 2, 3, 5, 6]]);
    let Stage::TieSpeech { seat, .. } = t.stage().clone() else {
        panic!("a tie: {:?}", t.stage())
    };
    assert!(tile(t.state(), seat, false).speaking);
    assert!(!tile(t.state(), 1, false).speaking);
    // The ballot stays shown through the tie's speeches.
    assert_eq!(tile(t.state(), 4, false).nominated_by, Some(1));
    let mut s = Table::sport();
    s.through_first_night();
    s.speeches(&[(1, 4), (2, 8)]);
    s.votes(&[&[1, 2, 3, 5, 6, 7]]);
    assert!(matches!(s.stage(), Stage::LastWord { seat: 4, .. }));
    assert!(tile(s.state(), 4, false).speaking);
    assert!(!tile(s.state(), 8, false).speaking);
    // The ballot is closed during the last word.
    assert_eq!(tile(s.state(), 8, false).nominated_by, None);
}

#[test]
fn the_step_input_keeps_its_saved_shape() {
    // ui/game/ctx.rs saves it in mafia-host.step.v1: the early ask is written only when set,
    // so a save of an earlier release reads the same.
    let plain = mafia_host::json::to_string(&StepInput::default());
    assert!(!plain.contains("asked_early"), "{plain}");
    let asked = StepInput {
        asked_early: true,
        ..StepInput::default()
    };
    let text = mafia_host::json::to_string(&asked);
    assert!(text.contains("\"asked_early\":true"), "{text}");
    let back: StepInput = mafia_host::json::from_str(&text).expect("reads back");
    assert_eq!(back, asked);
    let old: StepInput =
        mafia_host::json::from_str(r#"{"mode":"Normal","picked":[1],"count":null,"shots":null}"#)
            .expect("an earlier release's input");
    assert_eq!(old, picked(&[1]));
}

#[test]
fn said_after_a_vote_explains_its_decisions_with_their_rules() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[(1, 4), (2, 8)]);
    let events = t.votes(&[&[1, 2, 3, 5, 6, 7]]);
    for lang in [Lang::Ru, Lang::En] {
        let l = said::said_after(lang, &events, t.state().rules.answer_gesture);
        assert!(!l.notices.is_empty());
        assert!(l
            .notices
            .iter()
            .all(|(rule, line)| rule.is_some() && !line.is_empty()));
        assert!(!l.spoken.is_empty());
        assert_eq!(l.answer, None);
    }
}

// ---- Issue 48: one intention, one vote; a restored clock ----

/// Touches on one seat at the given times (ms), each read with the input and the last
/// touch the ones before left, as the screen does; the seats marked after them.
fn touches(g: &Game, start: &StepInput, seat: Seat, at: &[f64]) -> Vec<Seat> {
    let window = 400.0;
    let (mut input, mut last) = (start.clone(), None);
    for &now in at {
        let (o, next) = at_step(g, &input, Moment::default(), |step| {
            touch(step, seat, last, now, window)
        });
        last = next;
        if let Outcome::Input { input: i, .. } = o {
            input = i;
        }
    }
    input.picked
}

#[test]
fn issue_48_a_fingers_bounce_on_a_seat_is_one_touch_a_later_tap_takes_the_mark_off() {
    let t = at_vote(Preset::Sport);
    let none = StepInput::default();
    // One touch: one hand.
    assert_eq!(touches(&t.game, &none, 3, &[1000.0]), vec![3]);
    // Two touches 40 ms apart: one hand, not none (tap alone toggles it off again).
    let two = at_step(&t.game, &input_of(tap0(&t, 3)), Moment::default(), |s| {
        tap(s, 3)
    });
    assert!(input_of(two).picked.is_empty(), "tap alone: on and off");
    assert_eq!(touches(&t.game, &none, 3, &[1000.0, 1040.0]), vec![3]);
    // Three touches of one bounce: still one.
    assert_eq!(
        touches(&t.game, &none, 3, &[1000.0, 1040.0, 1080.0]),
        vec![3]
    );
    // A deliberate second tap after the window takes the hand off; a third puts it back.
    assert!(touches(&t.game, &none, 3, &[1000.0, 1500.0]).is_empty());
    assert_eq!(
        touches(&t.game, &none, 3, &[1000.0, 1500.0, 2100.0]),
        vec![3]
    );
    // Another seat right after is another hand.
    let (o, last) = at_step(&t.game, &none, Moment::default(), |s| {
        touch(s, 3, None, 1000.0, 400.0)
    });
    let one = input_of(o);
    let (o, _) = at_step(&t.game, &one, Moment::default(), |s| {
        touch(s, 5, last, 1040.0, 400.0)
    });
    assert_eq!(input_of(o).picked, vec![3, 5]);
    // A clock set back (a later touch reads earlier) is no bounce.
    assert!(touches(&t.game, &none, 3, &[1000.0, 900.0]).is_empty());
}

#[test]
fn issue_48_a_best_moves_seat_touched_twice_at_once_stays_marked() {
    let t = morning_best_move_of_1();
    let two = picked(&[2, 4]);
    assert_eq!(touches(&t.game, &two, 7, &[0.0, 40.0]), vec![2, 4, 7]);
    assert_eq!(touches(&t.game, &two, 4, &[0.0, 40.0]), vec![2]);
    assert_eq!(touches(&t.game, &two, 4, &[0.0, 40.0, 600.0]), vec![2, 4]);
}

#[test]
fn issue_48_a_restored_clock_never_shows_more_than_its_steps_length() {
    let minute = 60_000.0;
    let now = 1_764_608_400_000.0;
    // Running: a deadline 9:53 away on a one-minute speech is the whole minute.
    assert_eq!(
        clock_left(minute, Some(now + 593_000.0), minute, now),
        (Some(minute), minute)
    );
    // As saved: 20 s left is 20 s; past its deadline, nothing.
    assert_eq!(
        clock_left(minute, Some(now + 20_000.0), minute, now).0,
        Some(20_000.0)
    );
    assert_eq!(
        clock_left(minute, Some(now - 5_000.0), minute, now).0,
        Some(0.0)
    );
    // Paused: what was left, at most the step's length, at least nothing.
    assert_eq!(clock_left(minute, None, 12_000.0, now), (None, 12_000.0));
    assert_eq!(clock_left(minute, None, 593_000.0, now), (None, minute));
    assert_eq!(clock_left(minute, None, -3.0, now), (None, 0.0));
    assert_eq!(clock_left(minute, None, f64::NAN, now), (None, minute));
}

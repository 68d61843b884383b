//! The game screen as one value (issue 49 §1, `host::screen`): what a tap, a press, undo, a
//! fix, a note, a check's answer and a reload do to the screen and the game, with the clock
//! passed in, tested without a browser. The time rules are the host's (TESTING.md): a new
//! step's 400 ms, a seat that moved the game on waits 1 s, «Принято»'s burst is one gesture.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::*;
use mafia_host::engine::rng::SplitMix64;
use mafia_host::engine::simulate::Dice;
use mafia_host::engine::*;
use mafia_host::host::screen::{
    Action, Change, Effect, Now, Recent, Screen, Sheet, Wake, SAME_PRESS_MS, SAME_TAP_MS, SETTLE_MS,
};
use mafia_host::host::{Press, TapMode, Tool};
use mafia_host::words::Lang;

const ID: u64 = 1_700_000_000_000;

/// A screen's clock: `mono` from the page's start, `wall` from 1970, moved on together.
#[derive(Clone, Copy)]
struct Clock(f64);

impl Clock {
    fn now(self) -> Now {
        Now {
            mono: self.0,
            wall: 1.7e12 + self.0,
        }
    }

    fn after(&mut self, ms: f64) -> Now {
        self.0 += ms;
        self.now()
    }
}

/// The screen of `g` opened at `c` with nothing saved, its first wait over.
fn opened(g: &Game, c: &mut Clock) -> Screen {
    let (screen, _) = Screen::open(g, ID, None, None, c.now());
    c.after(SETTLE_MS);
    screen
}

fn changes(fx: &[Effect]) -> usize {
    fx.iter().filter(|e| **e == Effect::Game).count()
}

/// What the game keeps: its entries, notes and the table's decisions.
fn kept(g: &Game) -> String {
    format!("{:?}|{:?}|{:?}", g.actions(), g.notes(), g.table())
}

/// The main button pressed as it says now (`host::button`), if the step has one.
fn main_button(s: &Screen, g: &Game, now: Now) -> Option<Action> {
    let next = g.state().next_step();
    s.with_step(g, &next, now, mafia_host::host::button)
        .map(|(_, press)| Action::Press(press))
}

fn sheriff(t: &Table) -> Seat {
    t.state()
        .players
        .iter()
        .find(|p| p.role == Role::Sheriff)
        .map(|p| p.seat)
        .unwrap()
}

/// Sport at night 1's Sheriff's check (the shot and the Don's check entered).
fn at_sheriff_check() -> Table {
    let mut t = Table::sport();
    t.through_first_night();
    t.quiet_day_then_shot(1);
    while !matches!(
        t.stage(),
        Stage::Night {
            step: event::NightStep::SheriffCheck
        }
    ) {
        t.next();
    }
    t
}

#[test]
fn a_new_step_ignores_taps_for_400_ms_then_takes_them() {
    let mut t = Table::sport();
    t.through_first_night();
    t.reach_speeches();
    let mut c = Clock(10_000.0);
    let (mut s, fx) = Screen::open(&t.game, ID, None, None, c.now());
    assert!(s.settling, "the first step's words fade in");
    assert_eq!(
        fx,
        vec![Effect::After {
            ms: SETTLE_MS as u64,
            wake: Wake::Settled(1)
        }]
    );
    // A nomination tapped at once: the second tap of «Начать игру» or Continue.
    let before = kept(&t.game);
    let speaker = t.speaker().unwrap();
    let target = if speaker == 5 { 6 } else { 5 };
    s.update(&mut t.game, Action::Tap(target), c.after(SETTLE_MS - 1.0));
    assert_eq!(kept(&t.game), before, "a tap inside the wait is nothing");
    s.update(&mut t.game, Action::Wake(Wake::Settled(1)), c.now());
    assert!(!s.settling);
    let fx = s.update(&mut t.game, Action::Tap(target), c.after(1.0));
    assert_eq!(changes(&fx), 1, "one tap, one entry");
    assert_eq!(
        t.game.actions().last(),
        Some(&HostAction::Nominate {
            by: speaker,
            target
        })
    );
}

#[test]
fn a_stale_wake_does_not_end_a_later_wait() {
    let mut t = Table::sport();
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    // «Дальше» moves the game on: a new wait, generation 2.
    let fx = s.update(
        &mut t.game,
        Action::Press(Press::Act(HostAction::Next)),
        c.now(),
    );
    assert_eq!(changes(&fx), 1);
    assert!(fx.contains(&Effect::After {
        ms: SETTLE_MS as u64,
        wake: Wake::Settled(2)
    }));
    s.update(&mut t.game, Action::Wake(Wake::Settled(1)), c.now());
    assert!(s.settling, "the first step's end is not the second's");
    s.update(&mut t.game, Action::Wake(Wake::Settled(2)), c.now());
    assert!(!s.settling);
}

#[test]
fn a_seat_that_moved_the_game_on_waits_a_second_before_it_is_taken_again() {
    let mut t = at_sheriff_check();
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    let length = t.game.actions().len();
    let target = if sheriff(&t) == 4 { 5 } else { 4 };
    let fx = s.update(&mut t.game, Action::Tap(target), c.now());
    assert_eq!(changes(&fx), 1, "the check is entered");
    assert_eq!(t.game.actions().len(), length + 1);
    assert_eq!(s.recent, Some(Recent::Seat(target)));
    // The doubled tap, after the new step's 400 ms, inside the second.
    let fx = s.update(
        &mut t.game,
        Action::Tap(target),
        c.after(SAME_TAP_MS as f64 - 1.0),
    );
    assert_eq!(changes(&fx), 0, "the same intention is not the next step's");
    assert_eq!(t.game.actions().len(), length + 1);
}

#[test]
fn a_check_s_answer_is_held_until_the_host_moves_on_and_a_reload_after_does_not_bring_it_back() {
    let mut t = at_sheriff_check();
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    let target = if sheriff(&t) == 4 { 5 } else { 4 };
    s.update(
        &mut t.game,
        Action::Change(Change::Act(HostAction::SheriffCheck { target })),
        c.now(),
    );
    let next = t.state().next_step();
    assert_eq!(s.answer_moment(Some(&next)), Some(Role::Sheriff));
    assert!(s.said.of(Lang::Ru).answer.is_some() && s.said.of(Lang::En).answer.is_some());
    // A reload in the moment: the answer is back, the check is not asked again.
    let saved = s.save(ID, t.game.actions().len());
    let (back, _) = Screen::open(&t.game, ID, Some(&saved), None, c.now());
    assert_eq!(back.said, s.said);
    assert_eq!(back.answer_moment(Some(&next)), Some(Role::Sheriff));
    // «Дальше» inside the wait is the check's doubled tap: nothing.
    let fx = s.update(&mut t.game, Action::EndAnswer, c.after(1.0));
    assert!(fx.is_empty() && s.said.of(Lang::Ru).answer.is_some());
    let fx = s.update(&mut t.game, Action::EndAnswer, c.after(SETTLE_MS));
    let length = t.game.actions().len();
    assert!(fx.contains(&Effect::AnswerSeen(length)));
    assert_eq!(s.answer_moment(Some(&next)), None);
    // A reload with no step saved (another game's slot), the moment already seen: gone.
    let (after, _) = Screen::open(
        &t.game,
        ID + 1,
        Some(&saved),
        Some(&length.to_string()),
        c.now(),
    );
    assert_eq!(after.said.of(Lang::Ru).answer, None);
    // Not seen: the answer comes back from the game.
    let (unseen, _) = Screen::open(&t.game, ID + 1, None, None, c.now());
    assert!(unseen.said.of(Lang::Ru).answer.is_some());
}

#[test]
fn undo_gives_the_entry_back_as_the_step_s_input_and_brings_the_answer_moment_back() {
    let mut t = at_sheriff_check();
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    let target = if sheriff(&t) == 4 { 5 } else { 4 };
    s.update(&mut t.game, Action::Tap(target), c.now());
    s.update(&mut t.game, Action::EndAnswer, c.after(SETTLE_MS));
    s.update(
        &mut t.game,
        Action::Press(Press::Act(HostAction::Next)),
        c.after(SETTLE_MS),
    );
    let length = t.game.actions().len();
    let fx = s.update(&mut t.game, Action::Undo, c.after(SETTLE_MS));
    assert_eq!(changes(&fx), 1);
    assert_eq!(t.game.actions().len(), length - 1);
    let next = t.state().next_step();
    assert_eq!(s.answer_moment(Some(&next)), Some(Role::Sheriff));
    // Undo again: the check itself; its step asks again, no answer held.
    s.update(&mut t.game, Action::EndAnswer, c.after(SETTLE_MS));
    s.update(&mut t.game, Action::Undo, c.after(SETTLE_MS));
    assert_eq!(t.game.actions().len(), length - 2);
    assert_eq!(s.said.of(Lang::Ru).answer, None);
}

#[test]
fn undo_of_a_count_gives_its_hands_back_to_fix_one() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[(1, 5), (2, 6)]);
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    s.update(&mut t.game, Action::Tap(3), c.now());
    s.update(&mut t.game, Action::Tap(4), c.after(SETTLE_MS));
    let press = main_button(&s, &t.game, c.now()).unwrap();
    let fx = s.update(&mut t.game, press, c.after(SETTLE_MS));
    assert_eq!(changes(&fx), 1);
    assert!(
        s.step.marks().is_empty(),
        "the next candidate's count starts empty"
    );
    s.update(
        &mut t.game,
        Action::Undo,
        c.after(SETTLE_MS + SAME_PRESS_MS as f64),
    );
    assert_eq!(s.step.marks(), &[3, 4]);
}

#[test]
fn a_hurried_burst_on_accepted_is_one_candidate_s_count() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[(1, 5), (2, 6)]);
    assert!(matches!(t.stage(), Stage::Voting(_)), "{:?}", t.stage());
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    let count = |t: &Table| match t.stage() {
        Stage::Voting(r) => r.tally.len(),
        _ => usize::MAX,
    };
    // What the main button says and does now, pressed.
    let press = |s: &Screen, t: &Table, now: Now| main_button(s, &t.game, now).unwrap();
    let a = press(&s, &t, c.now());
    let fx = s.update(&mut t.game, a, c.now());
    assert_eq!(changes(&fx), 1);
    assert_eq!(count(&t), 1);
    assert_eq!(s.recent, Some(Recent::Count));
    // Every tap of the burst inside 0.65 s of the one before starts the wait over.
    for _ in 0..4 {
        let now = c.after(SAME_PRESS_MS as f64 - 50.0);
        let a = press(&s, &t, now);
        let fx = s.update(&mut t.game, a, now);
        assert_eq!(changes(&fx), 0);
    }
    assert_eq!(count(&t), 1, "the burst was one «Принято»");
    // 0.65 s after the burst's last tap, exactly: the next candidate's «Принято».
    let now = c.after(SAME_PRESS_MS as f64);
    let a = press(&s, &t, now);
    let fx = s.update(&mut t.game, a, now);
    assert_eq!(changes(&fx), 1);
}

#[test]
fn a_main_button_that_is_not_a_count_does_not_wait_like_one_and_undo_waits_out_a_new_step() {
    let mut t = Table::sport();
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    let next = || Action::Press(Press::Act(HostAction::Next));
    assert_eq!(changes(&s.update(&mut t.game, next(), c.now())), 1);
    assert_eq!(s.recent, None, "«Дальше» leaves no sign");
    let now = c.after(SETTLE_MS + 50.0);
    assert_eq!(
        changes(&s.update(&mut t.game, next(), now)),
        1,
        "taken after 0.45 s"
    );
    let length = t.game.actions().len();
    let fx = s.update(&mut t.game, Action::Undo, c.after(SETTLE_MS - 1.0));
    assert_eq!(
        changes(&fx),
        0,
        "undo inside a new step's wait is the tap before's"
    );
    let fx = s.update(&mut t.game, Action::Undo, c.after(1.0));
    assert_eq!(changes(&fx), 1);
    assert_eq!(t.game.actions().len(), length - 1);
}

#[test]
fn done_hides_a_night_turn_once_its_taps_are_made() {
    use mafia_host::host::hostless::{next_task, Task};
    let mut g = hostless_sport();
    let mut c = Clock(0.0);
    let mut s = opened(&g, &mut c);
    s.update(&mut g, Action::OpenTurn, c.now());
    s.update(&mut g, Action::HideTurn, c.after(SETTLE_MS));
    assert!(
        s.round_refusal.is_some(),
        "no tap made yet: refused on the turn's line"
    );
    while let Some(Task::Tap(seat)) = next_task(g.state(), s.round.as_ref().unwrap()) {
        s.update(&mut g, Action::Tap(seat), c.after(SAME_TAP_MS as f64));
    }
    s.update(&mut g, Action::HideTurn, c.after(SETTLE_MS));
    assert_eq!(s.round_refusal, None);
    assert!(s
        .round
        .clone()
        .and_then(|r| r.open)
        .is_some_and(|o| o.hidden));
}

#[test]
fn a_foul_in_a_count_keeps_the_marked_hands() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[(1, 5), (2, 6)]);
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    s.update(&mut t.game, Action::Tap(3), c.now());
    s.update(&mut t.game, Action::Tap(4), c.after(SETTLE_MS));
    assert_eq!(s.step.marks(), &[3, 4]);
    s.update(
        &mut t.game,
        Action::Tool(Tool::Mode(TapMode::Foul)),
        c.now(),
    );
    let fx = s.update(&mut t.game, Action::Tap(8), c.after(SETTLE_MS));
    assert_eq!(changes(&fx), 1, "the foul is entered");
    assert_eq!(s.step.marks(), &[3, 4], "the hands counted so far stay");
}

#[test]
fn a_finger_s_bounce_on_a_hand_is_one_touch() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[(1, 5), (2, 6)]);
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    s.update(&mut t.game, Action::Tap(3), c.now());
    s.update(&mut t.game, Action::Tap(3), c.after(SETTLE_MS - 100.0));
    assert_eq!(s.step.marks(), &[3], "a bounce does not take the hand off");
    s.update(&mut t.game, Action::Tap(3), c.after(SETTLE_MS));
    assert!(s.step.marks().is_empty(), "a second tap later does");
}

#[test]
fn a_fix_is_drafted_on_the_seats_and_applied_once() {
    let mut t = Table::sport();
    t.through_first_night();
    t.reach_speeches();
    let speaker = t.speaker().unwrap();
    let target = if speaker == 5 { 6 } else { 5 };
    t.act(HostAction::Nominate {
        by: speaker,
        target,
    });
    let index = t.game.actions().len() - 1;
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    s.update(&mut t.game, Action::Open(Sheet::Log), c.now());
    s.update(&mut t.game, Action::StartEdit(index), c.now());
    let other = if target == 7 { 8 } else { 7 };
    let fx = s.update(&mut t.game, Action::Tap(other), c.now());
    assert_eq!(
        changes(&fx),
        0,
        "a seat tapped in a fix is its draft, not an entry"
    );
    assert!(
        matches!(&s.sheet, Sheet::Fix { draft: Some(HostAction::Nominate { target: x, .. }), .. } if *x == other)
    );
    let fx = s.update(&mut t.game, Action::ApplyEdit, c.now());
    assert_eq!(changes(&fx), 1);
    assert_eq!(
        t.game.actions()[index],
        HostAction::Nominate {
            by: speaker,
            target: other
        }
    );
    assert_eq!(s.sheet, Sheet::None, "a change closes the sheet");
    // Back from a deletion to the log; a deletion's seats are not taps.
    s.update(&mut t.game, Action::StartDelete(index), c.now());
    let fx = s.update(&mut t.game, Action::Tap(2), c.now());
    assert_eq!(changes(&fx), 0);
    s.update(&mut t.game, Action::StopEdit, c.now());
    assert_eq!(s.sheet, Sheet::Log);
}

#[test]
fn a_note_names_its_seat_by_a_tap_and_leaves_the_step_as_it_was() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[(1, 5), (2, 6)]);
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    s.update(&mut t.game, Action::Tap(3), c.now());
    s.update(&mut t.game, Action::Peek(true), c.now());
    s.update(
        &mut t.game,
        Action::Open(Sheet::Note { seat: None }),
        c.now(),
    );
    assert!(!s.peek, "opening a sheet ends the peek");
    let fx = s.update(&mut t.game, Action::Tap(9), c.after(SETTLE_MS));
    assert_eq!(changes(&fx), 0);
    assert_eq!(s.sheet, Sheet::Note { seat: Some(9) });
    let fx = s.update(
        &mut t.game,
        Action::Change(Change::Note {
            seat: 9,
            text: "смотрел на 3".into(),
        }),
        c.now(),
    );
    assert_eq!(changes(&fx), 1);
    assert_eq!(t.game.note(9), Some("смотрел на 3"));
    assert_eq!(s.sheet, Sheet::None);
    assert_eq!(s.step.marks(), &[3], "the marked hand stays");
}

#[test]
fn a_save_comes_back_only_to_its_own_game_at_its_own_length() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[(1, 5), (2, 6)]);
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    s.update(&mut t.game, Action::Tap(3), c.now());
    s.update(&mut t.game, Action::Tap(7), c.after(SETTLE_MS));
    let length = t.game.actions().len();
    let saved = s.save(ID, length);
    let (back, _) = Screen::open(&t.game, ID, Some(&saved), None, c.now());
    assert_eq!(
        (&back.step, &back.said, back.clock),
        (&s.step, &s.said, s.clock)
    );
    let (other, _) = Screen::open(&t.game, ID + 1, Some(&saved), None, c.now());
    assert!(
        other.step.marks().is_empty(),
        "another game's step is not this one's"
    );
    let (stale, _) = Screen::open(&t.game, ID, Some(&s.save(ID, length - 1)), None, c.now());
    assert!(
        stale.step.marks().is_empty(),
        "a step of an earlier length is not now's"
    );
    let (broken, _) = Screen::open(&t.game, ID, Some("{\"id\":"), None, c.now());
    assert!(
        broken.step.marks().is_empty(),
        "a damaged step is a new step, not a panic"
    );
}

#[test]
fn without_a_host_undo_is_put_to_the_table_and_nobody_alone_takes_an_entry_back() {
    let mut setup = setup(Preset::Sport, Rules::preset(Preset::Sport), &SPORT_ROLES);
    setup.hostless = true;
    let mut g = Game::new(setup).unwrap();
    while g.state().is_over() || mafia_host::host::hostless::in_round(g.state()) {
        // The first night without a host: the host's entries stand in for the round.
        g.act(HostAction::Next).unwrap();
    }
    // By day: a nomination, then undo.
    let mut c = Clock(0.0);
    let mut s = opened(&g, &mut c);
    while !matches!(g.state().stage, Stage::Speech { .. }) {
        s.update(
            &mut g,
            Action::Press(Press::Act(HostAction::Next)),
            c.after(SETTLE_MS),
        );
    }
    let speaker = match g.state().stage {
        Stage::Speech { seat, .. } => seat,
        _ => unreachable!(),
    };
    let target = if speaker == 5 { 6 } else { 5 };
    s.update(&mut g, Action::Tap(target), c.after(SETTLE_MS));
    let length = g.actions().len();
    let fx = s.update(&mut g, Action::Undo, c.after(SAME_TAP_MS as f64));
    assert_eq!(changes(&fx), 0, "undo alone changes nothing");
    assert_eq!(g.actions().len(), length);
    let put = s.step.put.clone().expect("the undo is put to the table");
    assert_eq!(put.motion, Motion::Undo);
}

/// Random taps, presses, tools, undos and sheets at random moments over random Sport and
/// Club games: the screen never panics, an action changes the game at most once and says
/// so exactly when it does, and a save read back is the same step.
#[test]
fn random_taps_change_the_game_only_with_one_effect_and_every_step_survives_a_reload() {
    for seed in 0..60u64 {
        let mut d = Dice(SplitMix64(seed));
        let mut t = if seed % 2 == 0 {
            Table::sport()
        } else {
            Table::club()
        };
        let mut c = Clock(0.0);
        let mut s = opened(&t.game, &mut c);
        for _ in 0..400 {
            if t.state().is_over() {
                break;
            }
            let n = t.state().players.len();
            let action = match d.seat(8) {
                1..=3 => Action::Tap(d.seat(n)),
                4 => Action::Undo,
                5 => Action::Tool(match d.seat(4) {
                    1 => Tool::Mode(TapMode::Foul),
                    2 => Tool::Count(1),
                    3 => Tool::EachShot,
                    _ => Tool::Mode(TapMode::HandLift),
                }),
                6 => Action::EndAnswer,
                7 => Action::Toggle(Sheet::Tools),
                _ => main_button(&s, &t.game, c.now())
                    .unwrap_or(Action::Press(Press::Act(HostAction::Next))),
            };
            let before = kept(&t.game);
            let fx = s.update(
                &mut t.game,
                action.clone(),
                c.after(d.seat(9) as f64 * 100.0),
            );
            let changed = kept(&t.game) != before;
            assert!(changes(&fx) <= 1, "seed {seed}: {action:?} gave {fx:?}");
            assert_eq!(changed, changes(&fx) == 1, "seed {seed}: {action:?}");
            let length = t.game.actions().len();
            let (back, _) = Screen::open(&t.game, ID, Some(&s.save(ID, length)), None, c.now());
            assert_eq!(back.step, s.step, "seed {seed}");
            assert_eq!(back.said, s.said, "seed {seed}");
        }
    }
}

#[test]
fn the_seats_marked_are_the_fix_s_draft_the_note_s_seat_or_the_step_s_picks() {
    use mafia_host::host::screen::marked;
    use mafia_host::host::StepInput;
    let picks = StepInput {
        picked: vec![2, 5],
        ..StepInput::default()
    };
    let on = |sheet: &Sheet| {
        (1..=10)
            .filter(|&x| marked(sheet, None, &picks, x))
            .collect::<Vec<_>>()
    };
    assert_eq!(on(&Sheet::None), vec![2, 5]);
    assert_eq!(
        on(&Sheet::Log),
        vec![2, 5],
        "the log over the seats keeps the picks"
    );
    let draft = Sheet::Fix {
        index: 0,
        draft: Some(HostAction::Nominate { by: 1, target: 7 }),
    };
    assert_eq!(on(&draft), vec![7], "the fix's draft, not the step's picks");
    let none = Sheet::Fix {
        index: 0,
        draft: None,
    };
    assert!(
        on(&none).is_empty(),
        "a fix with nothing re-entered marks nothing"
    );
    assert_eq!(on(&Sheet::Note { seat: Some(9) }), vec![9]);
    assert!(on(&Sheet::Note { seat: None }).is_empty());
}

/// A hostless table of Sport's ten, its first night a round of turns.
fn hostless_sport() -> Game {
    let mut s = setup(Preset::Sport, Rules::preset(Preset::Sport), &SPORT_ROLES);
    s.hostless = true;
    Game::new(s).unwrap()
}

#[test]
fn a_reload_brings_back_the_step_s_clock_and_a_night_turn_with_its_taps() {
    let mut t = Table::sport();
    t.through_first_night();
    t.reach_speeches();
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    let clock = mafia_host::host::screen::ClockSave {
        total: 60_000.0,
        until: Some(c.now().wall + 42_000.0),
        left: 42_000.0,
    };
    s.update(&mut t.game, Action::Clock(Some(clock)), c.now());
    let saved = s.save(ID, t.game.actions().len());
    let (back, _) = Screen::open(&t.game, ID, Some(&saved), None, c.now());
    assert_eq!(back.clock, Some(clock));

    // Without a host: the first seat's turn opened and a seat tapped, then a reload.
    let mut g = hostless_sport();
    let mut c = Clock(0.0);
    let mut s = opened(&g, &mut c);
    assert!(s.night_round(&g).is_some(), "the first night is a round");
    s.update(&mut g, Action::OpenTurn, c.now());
    let open = s
        .round
        .clone()
        .and_then(|r| r.open)
        .expect("the turn is open");
    assert_eq!(open.taps, Vec::<Seat>::new());
    // The seat the turn asks for first.
    let round = s.round.clone().unwrap();
    let Some(mafia_host::host::hostless::Task::Tap(seat)) =
        mafia_host::host::hostless::next_task(g.state(), &round)
    else {
        panic!("a turn begins with a tap")
    };
    s.update(&mut g, Action::Tap(seat), c.after(SETTLE_MS));
    let open = s.round.clone().and_then(|r| r.open).unwrap();
    assert_eq!(open.taps, vec![seat]);
    let saved = s.save(ID, g.actions().len());
    let (back, _) = Screen::open(&g, ID, Some(&saved), None, c.now());
    let again = back
        .round
        .and_then(|r| r.open)
        .expect("the turn comes back open");
    assert_eq!(
        (again.taps, again.opened),
        (open.taps, open.opened),
        "with its taps and its time"
    );
    assert!(!again.shown, "behind its pass screen");
}

#[test]
fn a_sheet_s_button_opens_it_and_closes_it_when_it_is_the_one_open() {
    let mut t = Table::sport();
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    s.update(&mut t.game, Action::Toggle(Sheet::Tools), c.now());
    assert_eq!(s.sheet, Sheet::Tools);
    s.update(&mut t.game, Action::Toggle(Sheet::Notices), c.now());
    assert_eq!(
        s.sheet,
        Sheet::Notices,
        "another sheet's button opens that one"
    );
    s.update(&mut t.game, Action::Toggle(Sheet::Notices), c.now());
    assert_eq!(s.sheet, Sheet::None);
}

#[test]
fn a_deletion_asked_for_is_applied_once_and_closes_its_card() {
    let mut t = Table::sport();
    t.through_first_night();
    t.reach_speeches();
    let speaker = t.speaker().unwrap();
    let target = if speaker == 5 { 6 } else { 5 };
    t.act(HostAction::Nominate {
        by: speaker,
        target,
    });
    let length = t.game.actions().len();
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    s.update(&mut t.game, Action::StartDelete(length - 1), c.now());
    let fx = s.update(&mut t.game, Action::ApplyEdit, c.now());
    assert_eq!(changes(&fx), 1);
    assert_eq!(t.game.actions().len(), length - 1);
    assert_eq!(s.sheet, Sheet::None);
    let fx = s.update(&mut t.game, Action::ApplyEdit, c.now());
    assert_eq!(changes(&fx), 0, "nothing is asked for any more");
}

#[test]
fn a_night_turn_closes_by_itself_when_its_seconds_are_up_and_not_before() {
    use mafia_host::host::hostless::TURN_MS;
    let mut g = hostless_sport();
    let mut c = Clock(0.0);
    let mut s = opened(&g, &mut c);
    s.update(&mut g, Action::OpenTurn, c.now());
    let open = s.round.clone().unwrap();
    s.update(&mut g, Action::Tick, c.after(TURN_MS as f64 - 1000.0));
    assert_eq!(s.round, Some(open), "a second to go: still open");
    s.update(&mut g, Action::Tick, c.after(1000.0));
    let round = s.round.clone().unwrap();
    assert!(round.open.is_none(), "its time is up: closed");
    assert_eq!(round.turns.len(), 1, "with the taps it had");
}

#[test]
fn a_tap_s_waiting_sign_ends_with_its_own_wait_not_an_earlier_one() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[(1, 5), (2, 6)]);
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    let press = |c: &mut Clock, s: &mut Screen, t: &mut Table| {
        let p = main_button(s, &t.game, c.now()).unwrap();
        s.update(&mut t.game, p, c.now())
    };
    let first = press(&mut c, &mut s, &mut t);
    let wake = |fx: &[Effect]| {
        fx.iter()
            .find_map(|e| match e {
                Effect::After {
                    wake: w @ Wake::Forget(_),
                    ..
                } => Some(*w),
                _ => None,
            })
            .expect("the sign's wait")
    };
    let old = wake(&first);
    c.after(SAME_PRESS_MS as f64 - 100.0);
    let again = press(&mut c, &mut s, &mut t);
    let new = wake(&again);
    assert_ne!(old, new);
    s.update(&mut t.game, Action::Wake(old), c.now());
    assert_eq!(s.recent, Some(Recent::Count), "the burst's sign stays");
    s.update(&mut t.game, Action::Wake(new), c.now());
    assert_eq!(s.recent, None);
}

#[test]
fn the_phone_s_back_closes_the_open_sheet_else_asks_to_leave_and_asked_again_stays() {
    let mut t = Table::sport();
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    s.update(&mut t.game, Action::Open(Sheet::Log), c.now());
    s.update(&mut t.game, Action::Back, c.now());
    assert_eq!(s.sheet, Sheet::None, "the log closes first");
    s.update(&mut t.game, Action::Back, c.now());
    assert_eq!(s.sheet, Sheet::Leave, "then the game asks before the menu");
    s.update(&mut t.game, Action::Back, c.now());
    assert_eq!(s.sheet, Sheet::None, "Back again: the host stays");
    assert_eq!(t.game.actions().len(), 0, "nothing of the game changed");
}

#[test]
fn the_shot_s_seat_tapped_again_within_a_second_is_not_the_don_s_check() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[]);
    while !matches!(t.stage(), Stage::Night { .. }) {
        t.next();
    }
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    let length = t.game.actions().len();
    let fx = s.update(&mut t.game, Action::Tap(5), c.now());
    assert_eq!(changes(&fx), 1, "the shot");
    assert!(
        matches!(
            t.stage(),
            Stage::Night {
                step: event::NightStep::DonCheck
            }
        ),
        "{:?}",
        t.stage()
    );
    let fx = s.update(&mut t.game, Action::Tap(5), c.after(SETTLE_MS + 100.0));
    assert_eq!(changes(&fx), 0, "the doubled tap is the shot's");
    assert_eq!(t.game.actions().len(), length + 1);
    // A second after the shot, exactly: the Don's check.
    let fx = s.update(
        &mut t.game,
        Action::Tap(5),
        c.after(SAME_TAP_MS as f64 - SETTLE_MS - 100.0),
    );
    assert_eq!(changes(&fx), 1, "a second later it is the Don's check");
}

#[test]
fn accepted_inside_the_count_s_two_seconds_is_asked_first_and_after_them_is_taken() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[(1, 5), (2, 6)]);
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    let window = mafia_host::host::screen::ClockSave {
        total: 2000.0,
        until: Some(c.now().wall + 2000.0),
        left: 2000.0,
    };
    s.update(&mut t.game, Action::Clock(Some(window)), c.now());
    let press = |c: &Clock, s: &mut Screen, t: &mut Table| {
        let p = main_button(s, &t.game, c.now()).unwrap();
        s.update(&mut t.game, p, c.now())
    };
    let fx = press(&c, &mut s, &mut t);
    assert_eq!(changes(&fx), 0, "inside the 2 s: asked first");
    assert!(s.said.of(Lang::Ru).refusal.is_some());
    // The same count with its 2 s over (the deadline a moment ago): taken at once.
    let mut t2 = Table {
        game: t.game.clone(),
    };
    let mut c2 = Clock(c.0);
    let mut s2 = opened(&t2.game, &mut c2);
    let over = mafia_host::host::screen::ClockSave {
        until: Some(c2.now().wall),
        ..window
    };
    s2.update(&mut t2.game, Action::Clock(Some(over)), c2.now());
    let fx = press(&c2, &mut s2, &mut t2);
    assert_eq!(changes(&fx), 1, "its 2 s are over: taken");
}

#[test]
fn a_refusal_is_said_and_an_undo_of_nothing_leaves_what_was_said() {
    let mut t = Table::sport();
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    let told = mafia_host::host::screen::Said::new(|_| mafia_host::host::said::Lines {
        notices: vec![(None, "note".into())],
        ..Default::default()
    });
    s.update(&mut t.game, Action::Tell(told.clone()), c.now());
    s.update(&mut t.game, Action::Change(Change::Undo), c.now());
    assert_eq!(
        s.said, told,
        "nothing to take back: nothing said over the note"
    );
    // An entry the engine refuses is said, in both languages.
    s.update(
        &mut t.game,
        Action::Change(Change::Act(HostAction::SheriffCheck { target: 3 })),
        c.now(),
    );
    assert!(s.said.of(Lang::Ru).refusal.is_some() && s.said.of(Lang::En).refusal.is_some());
}

#[test]
fn a_hand_lifted_early_in_a_club_count_is_a_warning_and_counts_as_marked() {
    let mut t = Table::club();
    t.through_first_night();
    t.speeches(&[(1, 5), (2, 6)]);
    assert!(matches!(t.stage(), Stage::Voting(_)));
    let mut c = Clock(0.0);
    let mut s = opened(&t.game, &mut c);
    s.update(&mut t.game, Action::Tap(3), c.now());
    s.update(
        &mut t.game,
        Action::Tool(Tool::Mode(TapMode::HandLift)),
        c.after(SETTLE_MS),
    );
    let fx = s.update(&mut t.game, Action::Tap(4), c.after(SETTLE_MS));
    assert_eq!(changes(&fx), 1, "the hand lift is entered");
    assert!(matches!(
        t.game.actions().last(),
        Some(HostAction::HandLift { seat: 4, .. })
    ));
    assert_eq!(
        s.step.marks(),
        &[3, 4],
        "the lifted hand is a vote, the others stay"
    );
    assert_eq!(s.step.mode, TapMode::Normal);
}

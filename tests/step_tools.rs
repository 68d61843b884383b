//! Issue 49 §1, a slice: what a tap on one of the step's tools does to the step's input is
//! the host module's (`StepInput::with_tool`), tested here without a browser; the views only
//! pass the tool on.

mod common;

use common::*;
use mafia_host::engine::*;
use mafia_host::host::{Put, StepInput, TapMode, Tool};

#[test]
fn a_mode_button_turns_its_mode_on_and_off_and_another_mode_replaces_it() {
    let t = Table::sport();
    let s = t.state();
    let none = StepInput::default();
    let foul = none.with_tool(Tool::Mode(TapMode::Foul), s);
    assert_eq!(foul.mode, TapMode::Foul);
    assert_eq!(
        foul.with_tool(Tool::Mode(TapMode::Foul), s).mode,
        TapMode::Normal
    );
    assert_eq!(
        foul.with_tool(Tool::Mode(TapMode::Remove), s).mode,
        TapMode::Remove
    );
    // A hand lift is offered only where the rules take one (a count under way): on the first
    // night its button is not there, and a stray tap on where it was changes nothing.
    assert!(legal(s).hand_lift.is_empty());
    assert_eq!(
        none.with_tool(Tool::Mode(TapMode::HandLift), s).mode,
        TapMode::Normal
    );
    let mut v = Table::sport();
    v.through_first_night();
    v.speeches(&[(1, 3), (2, 7)]);
    while !matches!(v.stage(), Stage::Voting(_)) {
        v.next();
    }
    let s = v.state();
    assert!(!legal(s).hand_lift.is_empty());
    let lift = none.with_tool(Tool::Mode(TapMode::HandLift), s);
    assert_eq!(lift.mode, TapMode::HandLift);
    assert_eq!(
        lift.with_tool(Tool::Mode(TapMode::HandLift), s).mode,
        TapMode::Normal
    );
}

#[test]
fn a_reason_is_chosen_and_the_blind_nights_each_shot_toggles() {
    let t = Table::sport();
    let s = t.state();
    let input = StepInput::default().with_tool(Tool::Reason(RemovalReason::Peeking), s);
    assert_eq!(input.reason, Some(RemovalReason::Peeking));
    let each = input.with_tool(Tool::EachShot, s);
    assert_eq!(each.shots, Some(Vec::new()));
    assert_eq!(each.with_tool(Tool::EachShot, s).shots, None);
}

#[test]
fn the_count_stays_within_the_living_and_gives_the_marked_seats_up() {
    let mut t = Table::sport();
    t.through_first_night();
    t.remove(6, RemovalReason::Other);
    let s = t.state();
    let marked = StepInput {
        picked: vec![1, 2],
        ..StepInput::default()
    };
    let one = marked.with_tool(Tool::Count(1), s);
    assert_eq!((one.count, one.picked.len()), (Some(1), 0));
    assert_eq!(one.with_tool(Tool::Count(-1), s).count, Some(0));
    assert_eq!(
        one.with_tool(Tool::Count(-1), s)
            .with_tool(Tool::Count(-1), s)
            .count,
        Some(0),
        "never below none"
    );
    let mut all = StepInput::default();
    for _ in 0..40 {
        all = all.with_tool(Tool::Count(1), s);
    }
    assert_eq!(all.count, Some(9), "never more than the nine living");
}

#[test]
fn a_motion_put_to_the_table_is_withdrawn_and_keeps_the_mode_until_then() {
    let t = Table::sport();
    let s = t.state();
    let put = StepInput {
        picked: vec![4],
        put: Some(Put {
            motion: Motion::Undo,
            hands: vec![1, 2],
        }),
        ..StepInput::default()
    };
    assert_eq!(
        put.with_tool(Tool::Mode(TapMode::Foul), s),
        put,
        "decided first"
    );
    let back = put.with_tool(Tool::Withdraw, s);
    assert_eq!(back.put, None);
    assert_eq!(back.picked, vec![4], "the step's own input as it was");
}

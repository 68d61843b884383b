//! Issue 48 §5: without a host nobody alone removes a player or takes an entry back. The
//! motion is put to the table, the living raise their hands, one player marks them, and
//! more than half of the living carries it; every motion voted on is kept in the log
//! (`table`, optional) and printed in the protocol. With a host, the removal and the undo are the
//! host's own, as before.

mod common;

use common::*;
use mafia_host::engine::protocol::Protocol;
use mafia_host::engine::table::{carries, needed};
use mafia_host::engine::*;
use mafia_host::host::hostless::{face_up, put_lines, Who};
use mafia_host::host::{self, Label, Outcome, Press, Put, Step, StepInput, TapMode};
use mafia_host::words::{self, Lang};

/// A game without a host at day 1's first speech (the first night entered as the host's
/// entries: the engine does not tell them apart).
fn hostless_day() -> Table {
    let mut s = setup(Preset::Sport, Rules::preset(Preset::Sport), &SPORT_ROLES);
    s.hostless = true;
    let mut t = Table {
        game: Game::new(s).unwrap(),
    };
    t.through_first_night();
    t.reach_speeches();
    t
}

fn with_step<R>(g: &Game, input: &StepInput, f: impl FnOnce(&Step) -> R) -> R {
    let next = g.state().next_step();
    f(&Step {
        game: g,
        next: &next,
        input,
        answering: false,
        window: false,
    })
}

fn tap(g: &Game, input: &StepInput, seat: Seat) -> Outcome {
    with_step(g, input, |step| host::tap(step, seat))
}

fn input_of(o: Outcome) -> StepInput {
    match o {
        Outcome::Input { input, .. } => input,
        other => panic!("not a new input: {other:?}"),
    }
}

/// The removal mode's tap puts the motion; `hands` are then marked one tap each.
fn put_removal(g: &Game, seat: Seat, reason: RemovalReason, hands: &[Seat]) -> StepInput {
    let mut input = StepInput {
        mode: TapMode::Remove,
        reason: Some(reason),
        ..StepInput::default()
    };
    input = input_of(tap(g, &input, seat));
    for &h in hands {
        input = input_of(tap(g, &input, h));
    }
    input
}

fn press_decide(g: &Game, input: &StepInput) -> Put {
    let (label, press) = with_step(g, input, host::button).unwrap();
    assert_eq!(press, Press::Decide);
    assert!(matches!(label, Label::TableHands { .. }), "{label:?}");
    match with_step(g, input, |step| host::press(step, &press)) {
        Outcome::Decide(put) => put,
        other => panic!("not a decision: {other:?}"),
    }
}

#[test]
fn a_majority_is_more_than_half_of_the_living() {
    assert_eq!(needed(10), 6);
    assert_eq!(needed(7), 4);
    assert_eq!(needed(2), 2);
    assert!(!carries(5, 10), "half is not a majority");
    assert!(carries(6, 10));
    assert!(carries(4, 7));
    assert!(!carries(3, 7));
}

#[test]
fn a_removal_without_a_host_is_put_to_the_table_and_nobody_alone_removes() {
    let t = hostless_day();
    let g = &t.game;
    let entries = g.actions().len();
    // The removal mode's tap on seat 6 enters nothing: it puts the motion.
    let input = put_removal(g, 6, RemovalReason::Oath, &[]);
    assert_eq!(g.actions().len(), entries);
    let put = input.put.clone().expect("the motion is put");
    assert_eq!(
        put.motion,
        Motion::Remove {
            seat: 6,
            reason: RemovalReason::Oath
        }
    );
    assert_eq!(
        input.mode,
        TapMode::Normal,
        "the mode is over once the motion is put"
    );
    // The face-up screen says it aloud and who taps: one player marks the hands.
    let f = face_up(g, &input).unwrap();
    assert_eq!(f.who, Who::Counter);
    assert_eq!(f.rule, RuleId::Foul3, "the removal's «Why?»");
    let up = f.put.clone().unwrap();
    assert_eq!((up.hands, up.need, up.living), (0, 6, 10));
    assert_eq!(
        put_lines(Lang::Ru, &up),
        [
            "Предложено удалить игрока №6 за клятву. Кто за? Поднимите руки.".to_string(),
            "Решает большинство живых: нужно 6 из 10.".to_string()
        ]
    );
    assert_eq!(
        put_lines(Lang::En, &up)[0],
        "It is proposed to remove player 6 for swearing an oath. Who is for? Raise your hands."
    );
    assert_eq!(
        f.button,
        Some(Label::TableHands {
            hands: 0,
            living: 10
        })
    );
    // Hands marked, and a second tap lets one go.
    let input = input_of(tap(g, &input, 1));
    let input = input_of(tap(g, &input, 2));
    let input = input_of(tap(g, &input, 2));
    assert_eq!(input.put.as_ref().unwrap().hands, vec![1]);
    assert_eq!(input.marks(), &[1]);
}

#[test]
fn the_table_decides_by_a_majority_and_every_decision_is_kept() {
    let mut t = hostless_day();
    let entries = t.game.actions().len();
    // Five of ten: not carried, nothing changes but the record.
    let input = put_removal(&t.game, 6, RemovalReason::Insult, &[1, 2, 3, 4, 5]);
    let put = press_decide(&t.game, &input);
    let before = t.game.state().clone();
    let d = t.game.decide(put.motion, &put.hands).unwrap();
    assert!(!d.carried);
    assert_eq!(t.game.state(), &before);
    assert_eq!(t.game.actions().len(), entries);
    assert_eq!(t.game.table().len(), 1);
    assert_eq!(
        host::said::decided(Lang::Ru, &d, &[]).spoken,
        vec!["Решение стола: за 5 из 10 — не принято. Всё остаётся как было.".to_string()]
    );
    // Six of ten: carried, the player leaves by the table's decision.
    let input = put_removal(&t.game, 6, RemovalReason::Other, &[1, 2, 3, 4, 5, 7]);
    let put = press_decide(&t.game, &input);
    let d = t.game.decide(put.motion, &put.hands).unwrap();
    assert!(d.carried);
    assert!(!t.alive(6));
    assert_eq!(t.game.actions().len(), entries + 1);
    let events = t.game.batch(entries).unwrap().to_vec();
    assert!(events.iter().any(|e| matches!(
        e,
        GameEvent::Eliminated {
            seat: 6,
            removed: Some(RemovedFor::Table(RemovalReason::Other)),
            ..
        }
    )));
    let said = host::said::decided(Lang::Ru, &d, &events).spoken.join(" ");
    assert!(
        said.starts_with("Решение стола: за 6 из 10 — принято."),
        "{said}"
    );
    assert!(said.contains("по решению стола"), "{said}");
    assert!(!said.contains("ведущ"), "{said}");
    let said_en = host::said::decided(Lang::En, &d, &events).spoken.join(" ");
    assert!(said_en.contains("by the table's decision"), "{said_en}");
    assert!(!said_en.contains("host"), "{said_en}");
    assert_eq!(t.game.table().len(), 2);
    // A hand of a seat that has left is not counted.
    let input = put_removal(&t.game, 1, RemovalReason::Other, &[2, 3]);
    assert_eq!(
        tap(&t.game, &input, 6),
        Outcome::Refuse(RuleError::new(RuleId::Foul3, Refusal::NotAlive { seat: 6 }))
    );
    let d = t.game.decide(Motion::Undo, &[6, 6, 2]).unwrap();
    assert_eq!(d.hands, vec![2], "a seat that has left, and a seat twice");
}

#[test]
fn an_undo_without_a_host_is_put_to_the_table_and_a_refused_one_changes_nothing() {
    let mut t = hostless_day();
    // A nomination by the speaker, then an undo put.
    let speaker = t.speaker().unwrap();
    let target = if speaker == 4 { 5 } else { 4 };
    t.act(HostAction::Nominate {
        by: speaker,
        target,
    });
    let entries = t.game.actions().len();
    let input = StepInput::default().put_undo(&t.game).expect("a day entry");
    assert_eq!(input.put.as_ref().unwrap().motion, Motion::Undo);
    assert_eq!(StepInput::default().put_undo(&t.game).unwrap(), input);
    assert_eq!(input.put_undo(&t.game), None, "one motion at a time");
    let up = face_up(&t.game, &input).unwrap().put.unwrap();
    let line = &put_lines(Lang::Ru, &up)[0];
    assert!(
        line.starts_with("Предложено вернуться на шаг назад"),
        "{line}"
    );
    assert!(line.contains(&format!("№{target}")), "{line}");
    // Withdrawn unvoted: nothing decided, nothing kept.
    assert_eq!(input.withdrawn(), StepInput::default());
    // Refused: the nomination stays.
    let d = t.game.decide(Motion::Undo, &[1, 2]).unwrap();
    assert!(!d.carried);
    assert_eq!(t.game.actions().len(), entries);
    // Carried: taken back, and the decision stays on record.
    let d = t.game.decide(Motion::Undo, &[1, 2, 3, 4, 5, 6]).unwrap();
    assert!(d.carried);
    assert_eq!(t.game.actions().len(), entries - 1);
    assert_eq!(t.game.table().len(), 2);
    // With a host there is no motion: «Отменить» is the host's own.
    let mut host = Table::sport();
    host.through_first_night();
    host.next();
    assert_eq!(StepInput::default().put_undo(&host.game), None);
    // And the removal mode removes at once.
    let input = StepInput {
        mode: TapMode::Remove,
        ..StepInput::default()
    };
    assert!(matches!(
        tap(&host.game, &input, 6),
        Outcome::Act {
            action: HostAction::Remove { seat: 6, .. },
            ..
        }
    ));
}

#[test]
fn the_decisions_are_written_in_the_log_read_back_and_printed() {
    let mut t = hostless_day();
    t.game
        .decide(
            Motion::Remove {
                seat: 6,
                reason: RemovalReason::Oath,
            },
            &[1, 2, 3],
        )
        .unwrap();
    t.game
        .decide(
            Motion::Remove {
                seat: 6,
                reason: RemovalReason::Oath,
            },
            &[1, 2, 3, 4, 5, 7, 8],
        )
        .unwrap();
    let log = GameLog::of(&t.game);
    assert_eq!(log.version, 5, "an optional field: the version stays");
    let json = log.to_json();
    assert!(json.contains("\"table\""), "{json}");
    let back = GameLog::from_json(&json).unwrap();
    let reopened = open_log(&back).unwrap();
    assert_eq!(reopened.table(), t.game.table());
    assert_eq!(reopened.state(), t.game.state());
    // A game without a motion writes no `table`, exactly as before.
    let quiet = hostless_day();
    assert!(!GameLog::of(&quiet.game).to_json().contains("\"table\""));
    // A decision naming a seat not at the table is refused by name.
    let at = json.find("\"table\"").unwrap();
    let bad = format!(
        "{}{}",
        &json[..at],
        json[at..].replacen("\"seat\": 6", "\"seat\": 60", 1)
    );
    let e = GameLog::from_json(&bad).unwrap_err();
    assert!(e.to_string().contains("seat 60"), "{e}");
    let ru = words::open_error(Lang::Ru, &OpenError::Log(e));
    assert!(
        ru.contains("решение стола №1 называет место №60"),
        "said in Russian: {ru}"
    );
    // The protocol prints them, in order.
    let p = Protocol::of(&reopened);
    assert_eq!(p.table.len(), 2);
    let line = words::hostless(Lang::Ru, words::HostlessText::DecisionLine(&p.table[0]));
    assert_eq!(
        line,
        "день 1: удалить №6 за клятву — за 3 из 10, не принято"
    );
    let line = words::hostless(Lang::En, words::HostlessText::DecisionLine(&p.table[1]));
    assert_eq!(
        line,
        "day 1: remove player 6 for swearing an oath: 7 of 10 for, carried"
    );
}

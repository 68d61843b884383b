//! Issue 39 §3.3: nothing on the host's screen at night changes with the shot. The awake
//! Don or Sheriff can see the host's phone; the shot is said only by «Доброе утро». Two
//! games that differ only in the night's shot must show the same screen at every step of
//! that night, the last check's answer moment (the Sheriff still awake) included: the same
//! step (words, timer, who wakes, what is expected, the answer), the same seat tiles
//! (`GameState::tile`, what `ui/game/seats.rs` draws) and the same lines said at once.

mod common;
use common::*;
use mafia_host::engine::next::Tile;
use mafia_host::engine::*;
use mafia_host::words::{announce, explain, say, Lang};

#[derive(Debug, PartialEq)]
struct Screen {
    /// The step, or `None` during a check's answer moment: the screen shows the answer and
    /// the checker's sleep, not the next step's words (`ui/game/mod.rs`, `step_words`).
    step: Option<NextStep>,
    answer: Option<Answer>,
    words: [String; 2],
    tiles: Vec<Tile>,
    said: Vec<String>,
}

/// The screens a state gives: a check's answer moment first where there is one, then the
/// step itself if it is still the night's.
fn screens(t: &Table, events: &[GameEvent]) -> Vec<Screen> {
    let step = t.state().next_step();
    let mut out = Vec::new();
    if step.answer.is_some() {
        out.push(Screen {
            step: None,
            answer: step.answer,
            words: Default::default(),
            ..screen(t, events)
        });
    }
    if step.night {
        out.push(screen(t, events));
    }
    out
}

fn screen(t: &Table, events: &[GameEvent]) -> Screen {
    let s = t.state();
    let step = s.next_step();
    let mut said = Vec::new();
    for lang in [Lang::Ru, Lang::En] {
        said.extend(announce(lang, events));
        said.extend(
            events
                .iter()
                .filter_map(|e| explain(lang, e))
                .map(|(r, l)| format!("{r:?} {l}")),
        );
    }
    Screen {
        words: [say(Lang::Ru, &step.say), say(Lang::En, &step.say)],
        answer: None,
        step: Some(step),
        tiles: (1..=s.players.len() as Seat).map(|x| s.tile(x)).collect(),
        said,
    }
}

/// Every screen of the night from the shot to the end of the last check's answer moment
/// (the checks point at `don` and `sheriff`).
fn night_screens(mut t: Table, shot: Option<Seat>, don: Seat, sheriff: Seat) -> Vec<Screen> {
    assert!(matches!(
        t.stage(),
        Stage::Night {
            step: NightStep::Shot
        }
    ));
    let mut out = vec![screen(&t, &[])];
    let mut events = t.act(HostAction::Shoot { target: shot });
    loop {
        out.extend(screens(&t, &events));
        let step = t.state().next_step();
        // The answer moment that ends the night is the last screen before the morning.
        if !step.night {
            assert!(
                step.answer.is_some(),
                "the night ends with a check's answer"
            );
            assert_eq!(t.stage(), &Stage::Morning);
            break;
        }
        let action = if step.expect.contains(&Expect::DonCheck) {
            HostAction::DonCheck { target: don }
        } else if step.expect.contains(&Expect::SheriffCheck) {
            HostAction::SheriffCheck { target: sheriff }
        } else {
            HostAction::Next
        };
        events = t.act(action);
    }
    out
}

/// Night 2 of a table after a quiet first day.
fn night_2(mut t: Table) -> Table {
    t.through_first_night();
    t.speeches(&[]);
    t
}

fn same_for_every_shot(table: impl Fn() -> Table, shots: &[Option<Seat>]) {
    let first = night_screens(table(), shots[0], 5, 7);
    assert!(
        first.len() >= 4,
        "shot, Don, Sheriff, the answer: {first:#?}"
    );
    for &shot in &shots[1..] {
        let other = night_screens(table(), shot, 5, 7);
        assert_eq!(first.len(), other.len());
        for (i, (a, b)) in first.iter().zip(&other).enumerate() {
            // The shot screen itself is before the entry: every screen after it is compared.
            assert_eq!(
                a, b,
                "screen {i} differs between {:?} and {shot:?}",
                shots[0]
            );
        }
    }
}

#[test]
fn club_night_2_shows_nothing_of_the_shot_before_the_morning() {
    // 8 and 2 are red, 5 the Sheriff (R-NIGHT-1a: shot tonight, still checks), 9 black.
    same_for_every_shot(
        || night_2(Table::club()),
        &[Some(8), Some(2), Some(5), Some(9), None],
    );
}

#[test]
fn sport_without_a_best_move_shows_nothing_of_the_shot_before_the_morning() {
    same_for_every_shot(
        || night_2(Table::sport_with(|r| r.best_move = false)),
        &[Some(8), Some(2), Some(5), None],
    );
}

#[test]
fn sport_night_3_shows_nothing_of_the_shot_before_the_morning() {
    // Night 2 took seat 1 (and its best move); night 3 has no best move.
    let table = || {
        let mut t = night_2(Table::sport_night());
        t.night(Some(1));
        if matches!(t.stage(), Stage::Night { .. }) {
            unreachable!("the night is over");
        }
        t.speeches(&[]);
        t
    };
    same_for_every_shot(table, &[Some(8), Some(2), Some(5), None]);
}

/// The morning shows it: the tile of the seat shot says so once «Доброе утро» is the step.
#[test]
fn the_shot_shows_with_the_morning() {
    let mut t = night_2(Table::club());
    t.act(HostAction::Shoot { target: Some(8) });
    t.act(HostAction::DonCheck { target: 5 });
    t.act(HostAction::SheriffCheck { target: 7 });
    let s = t.state();
    assert!(s.night_unsaid());
    assert!(s.tile(8).alive);
    // The answer given, the same state is the morning's: the UI draws it from the step
    // without the answer moment. `Game`'s next entry (the morning's «Дальше») shows it too.
    t.next();
    let s = t.state();
    assert!(!s.night_unsaid());
    assert_eq!(
        s.tile(8),
        Tile {
            alive: false,
            exit: Some(Exit::Killed),
            silenced: false
        }
    );
}

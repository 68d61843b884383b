//! The game log format, undo and corrections (replays), and the `replay` command.

mod common;
use common::*;
use mafia_host::engine::log::{LOG_FORMAT, LOG_VERSION};
use mafia_host::engine::*;
use serde_json::Value;
use std::process::Command;

const EXAMPLE: &str = "docs/examples/sport-red-win.json";

fn replay(path: &str) -> (i32, Value) {
    let out = Command::new(env!("CARGO_BIN_EXE_replay"))
        .arg(path)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run replay");
    let json: Value = serde_json::from_slice(&out.stdout).expect("replay prints one JSON object");
    (out.status.code().unwrap_or(-1), json)
}

#[test]
fn the_documented_example_replays_to_a_red_win() {
    let (code, out) = replay(EXAMPLE);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out["phase"], "game_over");
    assert_eq!(out["winner"], "red");
    assert_eq!(out["day"], 3);
    assert_eq!(out["alive"], serde_json::json!([1, 2, 6, 8, 10]));
    assert_eq!(
        out["eliminated"],
        serde_json::json!([
            {"seat": 9, "how": "voted_out", "day": 1},
            {"seat": 4, "how": "killed", "night": 2},
            {"seat": 7, "how": "voted_out", "day": 2},
            {"seat": 5, "how": "killed", "night": 3},
            {"seat": 3, "how": "voted_out", "day": 3}
        ])
    );
    assert!(out["error"].is_null());
    let events = out["events"].as_array().unwrap();
    assert!(events
        .iter()
        .any(|e| e["event"] == "votes_to_last" && e["rule"] == "R-VOTE-2"));
    assert!(events
        .iter()
        .any(|e| e["event"] == "best_move_made" && e["blacks"] == 2));
    assert!(events
        .iter()
        .any(|e| e["event"] == "eliminated" && e["rule"] == "R-VOTE-4"));
    assert_eq!(events.last().unwrap()["rule"], "R-WIN-1");
}

#[test]
fn the_example_is_quoted_whole_in_the_format_doc() {
    let doc = std::fs::read_to_string("docs/game-log.md").unwrap();
    let example = std::fs::read_to_string(EXAMPLE).unwrap();
    assert!(
        doc.contains(example.trim()),
        "docs/game-log.md must quote {EXAMPLE} exactly"
    );
}

#[test]
fn a_refused_action_exits_1_with_its_index_rule_and_message() {
    let (code, out) = replay("tests/data/refused-vote-order.json");
    assert_eq!(code, 1);
    assert_eq!(out["error"]["index"], 16);
    assert_eq!(out["error"]["rule"], "R-VOTE-1");
    assert!(out["error"]["message"]
        .as_str()
        .unwrap()
        .contains("ballot order"));
    assert_eq!(out["phase"], "voting");
}

#[test]
fn unreadable_logs_exit_2_with_a_clear_message() {
    for (path, words) in [
        (
            "tests/data/unknown-version.json",
            "version 99 is not supported",
        ),
        ("tests/data/malformed.json", "malformed"),
        ("tests/data/nine-players.json", "exactly 10"),
        ("tests/data/no-such-file.json", "cannot read"),
    ] {
        let (code, out) = replay(path);
        assert_eq!(code, 2, "{path}");
        let msg = out["error"]["message"].as_str().unwrap();
        assert!(msg.contains(words), "{path}: {msg}");
        // Exit 2 prints only `error`: its message and the rule (a refused set-up's R-ROLE).
        assert_eq!(out.as_object().unwrap().len(), 1, "{out}");
        let rule = if path.contains("nine-players") {
            serde_json::json!("R-ROLE-2")
        } else {
            Value::Null
        };
        assert_eq!(out["error"]["rule"], rule, "{path}");
    }
}

#[test]
fn a_refused_set_up_names_its_rule() {
    let home = |roles: &[Role]| Setup {
        preset: Preset::Home,
        rules: Rules::preset(Preset::Home),
        players: roles
            .iter()
            .enumerate()
            .map(|(i, &role)| Player {
                seat: u8::try_from(i + 1).unwrap(),
                name: String::new(),
                role,
            })
            .collect(),
        face_down: None,
        hostless: false,
    };
    let c = Role::Civilian;
    let cases = [
        (home(&[c, c, c, c]), RuleId::Role3),
        // 13 players, one black: under 10 %.
        (
            home(&[&[c; 11][..], &[Role::Sheriff, Role::Don]].concat()),
            RuleId::Role3,
        ),
    ];
    for (setup, rule) in cases {
        let e = setup.validate().unwrap_err();
        assert_eq!(e.rule(), rule, "{e}");
        assert!(e.to_string().starts_with(rule.as_str()), "{e}");
    }
    let mut sport = Table::sport().game.setup().clone();
    sport.players[0].role = Role::Mafia;
    let e = sport.validate().unwrap_err();
    assert_eq!(e.rule(), RuleId::Role2, "{e}");
    assert!(e.to_string().starts_with("R-ROLE-2:"), "{e}");
    let mut seats = Table::sport().game.setup().clone();
    seats.players[0].seat = 2;
    assert_eq!(seats.validate().unwrap_err().rule(), RuleId::Role4);
}

#[test]
fn logs_round_trip_and_check_their_header() {
    let text = std::fs::read_to_string(EXAMPLE).unwrap();
    let log = GameLog::from_json(&text).unwrap();
    let game = Game::replay(log.setup().unwrap(), &log.actions).unwrap();
    let again = GameLog::of(&game);
    assert_eq!(again.format, LOG_FORMAT);
    assert_eq!(again.version, LOG_VERSION);
    let reread = GameLog::from_json(&again.to_json()).unwrap();
    assert_eq!(reread, again);
    assert_eq!(GameLog::from_json("[1, 2]"), Err(LogError::NotALog));
    assert_eq!(GameLog::from_json(""), Err(LogError::NotALog));
    assert_eq!(GameLog::from_json("{}"), Err(LogError::NotALog));
    // A version that is missing or not a whole number is not this app's file, not "newer":
    // the refusal names the version, not the format (issue 22 §5.4).
    for (version, found) in [
        (r#""one""#, Some(r#""one""#)),
        (r#""1""#, Some(r#""1""#)),
        ("1.5", Some("1.5")),
        ("-1", Some("-1")),
        ("null", None),
    ] {
        let text = format!(r#"{{"format": "mafia-host-game-log", "version": {version}}}"#);
        let e = GameLog::from_json(&text).unwrap_err();
        let shown = found.map(str::to_string);
        assert_eq!(e, LogError::BadVersion { found: shown }, "{version}");
        assert!(!e.to_string().contains("format"), "{e}");
        assert!(e.to_string().contains("\"version\""), "{e}");
    }
    let e = GameLog::from_json(r#"{"format": "mafia-host-game-log"}"#).unwrap_err();
    assert_eq!(e, LogError::BadVersion { found: None });
    assert_eq!(
        e.to_string(),
        r#"the game log has no "version" (this app writes version 5)"#
    );
    let e = GameLog::from_json(
        r#"{"format": "mafia-host-game-log", "version": 2, "setup": {"preset": "sport", "players": []}, "actions": [], "comments": 1}"#,
    )
    .unwrap_err();
    assert!(e.is_unknown_field(), "{e}");
    // `notes` is a field now (the host's notes, tests/notes.rs): a number there is a wrong
    // shape, not an unknown field.
    let e = GameLog::from_json(
        r#"{"format": "mafia-host-game-log", "version": 2, "setup": {"preset": "sport", "players": []}, "actions": [], "notes": 1}"#,
    )
    .unwrap_err();
    assert!(
        matches!(e, LogError::Malformed { .. }) && !e.is_unknown_field(),
        "{e}"
    );
    let e = GameLog::from_json(r#"{"format": "mafia-host-game-log", "version": 1, "setup": 3}"#)
        .unwrap_err();
    assert!(matches!(e, LogError::Malformed { .. }));
}

#[test]
fn undo_is_a_replay_of_all_but_the_last_action() {
    let mut t = Table::sport();
    t.through_first_night();
    t.reach_speeches();
    let before = t.state().clone();
    t.act(HostAction::Nominate { by: 1, target: 4 });
    t.act(HostAction::Foul { seat: 3 });
    assert_eq!(t.game.undo(), Some(HostAction::Foul { seat: 3 }));
    assert_eq!(
        t.game.undo(),
        Some(HostAction::Nominate { by: 1, target: 4 })
    );
    assert_eq!(t.state(), &before);
    let mut fresh = Game::new(t.game.setup().clone()).unwrap();
    assert_eq!(fresh.undo(), None);
}

#[test]
fn correcting_an_earlier_entry_replays_the_rest_and_says_what_changed() {
    let text = std::fs::read_to_string(EXAMPLE).unwrap();
    let log = GameLog::from_json(&text).unwrap();
    let mut game = Game::replay(log.setup().unwrap(), &log.actions).unwrap();
    // The Sheriff checked 7 on night 2; the host fixes it to 10: the rest still fits.
    let c = game
        .correct(21, HostAction::SheriffCheck { target: 10 })
        .unwrap();
    assert_eq!(c.changed, vec![21]);
    assert_eq!(game.state().checks[1].target, 10);
    assert!(!game.state().checks[1].found);
    assert_eq!(game.state().winner, Some(Winner::Red));
    // Fixing day 1's vote so 3 leaves instead of 9 changes what follows: night 2's shot by
    // seat 3 no longer fits, and the game is left as it was.
    let before = game.state().clone();
    let e = game
        .correct(
            16,
            HostAction::Vote {
                candidate: 9,
                voters: vec![1],
            },
        )
        .unwrap_err();
    assert_eq!(e.index, 19);
    assert_eq!(e.error.rule, RuleId::Night1);
    assert_eq!(game.state(), &before);
}

#[test]
fn every_action_round_trips_through_the_log_format() {
    let all = vec![
        HostAction::Next,
        HostAction::Nominate { by: 1, target: 2 },
        HostAction::Withdraw { by: 1 },
        HostAction::RepeatBallot,
        HostAction::Vote {
            candidate: 3,
            voters: vec![1, 2],
        },
        HostAction::VoteCount {
            candidate: 3,
            count: 4,
        },
        HostAction::AllLeave { voters: vec![5] },
        HostAction::AllLeaveCount { count: 6 },
        HostAction::Foul { seat: 7 },
        HostAction::Remove {
            seat: 8,
            reason: RemovalReason::Peeking,
        },
        HostAction::HandLift {
            seat: 9,
            after_thanks: false,
        },
        HostAction::Shoot { target: Some(10) },
        HostAction::Shoot { target: None },
        HostAction::ShootEach {
            shots: vec![BlackShot {
                shooter: 3,
                target: None,
            }],
        },
        HostAction::DonCheck { target: 1 },
        HostAction::SheriffCheck { target: 2 },
        HostAction::Heal { target: 3 },
        HostAction::Silence { target: 4 },
        HostAction::BestMove {
            seats: vec![1, 2, 3],
        },
        HostAction::Protest {
            team: Team::Red,
            votes_for: vec![1],
            remedy: Remedy::Replay,
        },
    ];
    for a in &all {
        let json = serde_json::to_string(a).unwrap();
        let back: HostAction = serde_json::from_str(&json).unwrap();
        assert_eq!(&back, a, "{json}");
    }
    let e = serde_json::from_str::<HostAction>(r#"{"action": "nominate", "by": 1}"#).unwrap_err();
    assert!(e.to_string().contains("needs the field `target`"), "{e}");
    let e = serde_json::from_str::<HostAction>(r#"{"action": "vote", "candidat": 1}"#).unwrap_err();
    assert!(e.to_string().contains("unknown field"), "{e}");
    let e = serde_json::from_str::<HostAction>(r#"{"action": "dance"}"#)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("unknown variant `dance`, expected one of `next`, "),
        "{e}"
    );
    // Every action's name is offered, as the log spells it.
    for a in &all {
        let json: serde_json::Value = serde_json::to_value(a).unwrap();
        let name = json["action"].as_str().unwrap();
        assert!(e.contains(&format!("`{name}`")), "{name} missing from: {e}");
    }
}

#[test]
fn removing_a_mistaken_entry_replays_the_rest_or_says_what_no_longer_fits() {
    let mut t = Table::sport();
    t.through_first_night();
    t.reach_speeches();
    t.act(HostAction::Foul { seat: 4 });
    let foul_at = t.game.actions().len() - 1;
    t.speeches(&[(1, 3), (2, 7)]);
    let nominate_at = t
        .game
        .actions()
        .iter()
        .position(|a| matches!(a, HostAction::Nominate { by: 2, .. }))
        .unwrap();
    t.votes(&[&[1, 2, 4, 5, 6, 8]]);
    assert!(!t.alive(3));
    // The foul was given to the wrong player: delete it; everything after still fits.
    let c = t.game.remove_entry(foul_at).unwrap();
    assert!(c.changed.is_empty(), "{c:?}");
    assert_eq!(t.state().player(4).unwrap().fouls, 0);
    assert!(!t.alive(3));
    // Deleting seat 2's nomination leaves one candidate on day 1: no vote, and the
    // recorded votes no longer fit.
    let before = t.state().clone();
    let e = t.game.remove_entry(nominate_at - 1).unwrap_err();
    assert_eq!(e.error.rule, RuleId::Vote1);
    assert_eq!(t.state(), &before);
}

/// The example with `edit` applied to its JSON value.
fn example_with(edit: impl FnOnce(&mut Value)) -> String {
    let mut v: Value = serde_json::from_str(&std::fs::read_to_string(EXAMPLE).unwrap()).unwrap();
    edit(&mut v);
    v.to_string()
}

#[test]
fn unknown_fields_are_refused_at_every_depth_not_dropped() {
    for (edit, field) in [
        (
            Box::new(|v: &mut Value| {
                v["actions"][19] = serde_json::json!({"action": "shoot", "targte": 5})
            }) as Box<dyn FnOnce(&mut Value)>,
            "targte",
        ),
        (
            Box::new(|v: &mut Value| v["setup"]["rulez"] = serde_json::json!({})),
            "rulez",
        ),
        (
            Box::new(|v: &mut Value| v["comment"] = serde_json::json!("x")),
            "comment",
        ),
        (
            Box::new(|v: &mut Value| v["setup"]["players"][0]["nick"] = serde_json::json!("A")),
            "nick",
        ),
        (
            Box::new(|v: &mut Value| {
                v["actions"][19]["shots"][0]["shooterr"] = serde_json::json!(3)
            }),
            "shooterr",
        ),
    ] {
        let text = example_with(edit);
        let e = GameLog::from_json(&text).unwrap_err();
        assert!(
            matches!(&e, LogError::Malformed { detail } if detail.fault == ReadFault::UnknownField { field: field.to_string() }),
            "{field}: {e}"
        );
    }
}

#[test]
fn a_field_of_another_action_is_refused_too() {
    let text =
        example_with(|v| v["actions"][0] = serde_json::json!({"action": "next", "target": 5}));
    let e = GameLog::from_json(&text).unwrap_err();
    assert!(
        e.to_string()
            .contains("action `next` has no field `target`"),
        "{e}"
    );
    // Each action is named as a log spells it (mutation testing found the name unchecked).
    for (json, words) in [
        (
            r#"{"action": "don_check"}"#,
            "action `don_check` needs the field `target`",
        ),
        (
            r#"{"action": "all_leave_count"}"#,
            "action `all_leave_count` needs the field `count`",
        ),
        (
            r#"{"action": "foul", "seat": 1, "by": 2}"#,
            "action `foul` has no field `by`",
        ),
    ] {
        let e = serde_json::from_str::<HostAction>(json).unwrap_err();
        assert!(e.to_string().contains(words), "{e}");
    }
    // A null is an absent field: a miss may say so.
    let text =
        example_with(|v| v["actions"][36] = serde_json::json!({"action": "shoot", "target": null}));
    let log = GameLog::from_json(&text).unwrap();
    assert_eq!(log.actions[36], HostAction::Shoot { target: None });
}

#[test]
fn a_bad_value_is_named_in_a_hosts_words_not_in_rusts_types() {
    for (edit, words) in [
        (
            Box::new(|v: &mut Value| v["actions"][4]["by"] = serde_json::json!(-1.0))
                as Box<dyn FnOnce(&mut Value)>,
            "a whole number from 0 to 255",
        ),
        (
            Box::new(|v: &mut Value| v["setup"] = serde_json::json!(3)),
            "an object",
        ),
        (
            Box::new(|v: &mut Value| v["actions"] = serde_json::json!({})),
            "a list",
        ),
        (
            Box::new(|v: &mut Value| v["setup"]["preset"] = serde_json::json!("chess")),
            "unknown value `chess`",
        ),
    ] {
        let e = GameLog::from_json(&example_with(edit))
            .unwrap_err()
            .to_string();
        // The place in the file is kept after the words (mutation testing found it unchecked).
        assert!(e.contains(" at line 1 column "), "{e}");
        assert!(e.contains(words), "{e}");
        for rust in [
            "u8",
            "struct",
            "LogSetup",
            "GameLog",
            "invalid type",
            "variant",
            "sequence",
        ] {
            assert!(!e.contains(rust), "{rust} in: {e}");
        }
    }
}

#[test]
fn removing_an_entry_names_what_changed_and_what_no_longer_fits_in_the_old_logs_places() {
    let mut t = Table::sport();
    t.through_first_night();
    t.reach_speeches();
    t.act(HostAction::Foul { seat: 4 });
    let first_foul = t.game.actions().len() - 1;
    t.next();
    t.act(HostAction::Foul { seat: 4 });
    let second_foul = t.game.actions().len() - 1;
    t.act(HostAction::Foul { seat: 6 });
    assert_eq!(t.state().player(4).unwrap().fouls, 2);
    // Without the first foul, only the second one's events differ (a first foul now); the
    // entry keeps its place in the old log.
    let c = t.game.remove_entry(first_foul).unwrap();
    assert_eq!(c.changed, vec![second_foul]);
    assert_eq!(t.state().player(4).unwrap().fouls, 1);
    assert_eq!(t.game.actions().len(), second_foul + 1);

    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    let first_vote = t.game.actions().len();
    let nominate_1 = t
        .game
        .actions()
        .iter()
        .position(|a| matches!(a, HostAction::Nominate { by: 1, .. }))
        .unwrap();
    t.votes(&[&[1, 2, 4, 5, 6, 8]]);
    // Without seat 1's nomination, seat 7 is alone on day 1: the first vote no longer fits,
    // named by its place in the log as it was.
    let before = t.state().clone();
    let e = t.game.remove_entry(nominate_1).unwrap_err();
    assert_eq!(e.index, first_vote);
    assert_eq!(e.error.rule, RuleId::Vote1);
    assert_eq!(t.state(), &before);
    // Past the end there is nothing to remove.
    let c = t.game.remove_entry(first_vote + 10).unwrap();
    assert!(c.changed.is_empty());
    assert_eq!(t.state(), &before);
}

#[test]
fn the_game_keeps_each_actions_events_in_order() {
    let mut t = Table::sport();
    let first = t.next();
    let second = t.act(HostAction::Next);
    assert!(!first.is_empty() && !second.is_empty());
    assert_eq!(t.game.actions(), [HostAction::Next, HostAction::Next]);
    assert_eq!(t.game.batch(0), Some(&first[..]));
    assert_eq!(t.game.batch(1), Some(&second[..]));
    assert_eq!(t.game.batch(2), None);
    let all: Vec<_> = t.game.events().cloned().collect();
    assert_eq!(all, [first, second].concat());
    let again = Game::replay(t.game.setup().clone(), t.game.actions()).unwrap();
    assert_eq!(again.state(), t.state());
    assert_eq!(
        t.game.setup(),
        &setup(Preset::Sport, Rules::preset(Preset::Sport), &SPORT_ROLES)
    );
}

/// Issue 41: a game played without a host says so in its log (version 4), and the flag
/// comes back when the log is read; a hosted game's log does not name it.
#[test]
fn a_hostless_game_says_so_in_its_log_and_reads_back_hostless() {
    let mut setup = setup(Preset::Sport, Rules::preset(Preset::Sport), &SPORT_ROLES);
    let hosted = GameLog::of(&Game::new(setup.clone()).unwrap()).to_json();
    assert!(!hosted.contains("hostless"), "{hosted}");
    setup.hostless = true;
    let game = Game::new(setup).unwrap();
    let log = GameLog::of(&game);
    assert_eq!(log.version, mafia_host::engine::log::LOG_VERSION);
    let text = log.to_json();
    assert!(text.contains("\"hostless\": true"), "{text}");
    let back = GameLog::from_json(&text).unwrap();
    assert!(back.setup.hostless);
    assert!(back.setup().unwrap().hostless);
}

//! The autosave envelope (docs/saves.md): what opens, and the clear error of what does not.

use mafia_host::engine::save::{SAVE_FORMAT, SAVE_VERSION};
use mafia_host::engine::*;
use std::process::Command;

const EXAMPLE: &str = include_str!("../docs/examples/sport-red-win.json");
const REFUSED: &str = include_str!("data/refused-vote-order.json");

fn example_game() -> Game {
    let log = GameLog::from_json(EXAMPLE).expect("example reads");
    open_log(&log).expect("example replays")
}

#[test]
fn a_save_round_trips_with_its_id_and_tab() {
    let game = example_game();
    let save = Save::of(&game, 1_700_000_000_000, 1_700_000_100_000, "tab-a");
    let text = save.to_json();
    let (back, replayed) = open_text(&text).expect("the save opens");
    assert_eq!(back, save);
    assert_eq!(back.format, SAVE_FORMAT);
    assert_eq!(back.version, SAVE_VERSION);
    assert_eq!(replayed.actions(), game.actions());
    assert_eq!(replayed.state(), game.state());
}

/// Issue 40: the save slot holds the game screen's step with the game (one write per tap).
/// A save with one opens with it; a save made for the history or a file has none, and its
/// text has no `step` field at all (what earlier releases read).
#[test]
fn the_save_slot_carries_the_step_and_other_saves_none() {
    let game = example_game();
    let plain = Save::of(&game, 1_700_000_000_000, 1_700_000_100_000, "tab-a");
    assert_eq!(plain.step, None);
    assert!(!plain.to_json().contains("\"step\""));
    let step = r#"{"id":1700000000000,"entries":3,"step":{"mode":"Normal","picked":[1,2]}}"#;
    let slot = Save {
        step: Some(step.to_string()),
        ..plain.clone()
    };
    let (back, replayed) = open_text(&slot.to_json()).expect("a save with its step opens");
    assert_eq!(back.step.as_deref(), Some(step));
    assert_eq!(Save { step: None, ..back }, plain);
    assert_eq!(replayed.actions(), game.actions());
}

#[test]
fn a_bare_game_log_opens_as_a_save() {
    let (save, game) = open_text(EXAMPLE).expect("a bare log opens");
    assert_eq!(save.id, 0);
    assert!(game.state().is_over());
}

#[test]
fn text_that_is_not_json_is_malformed() {
    let err = open_text("{\"format\": \"mafia-host-save\", \"vers").unwrap_err();
    assert!(
        matches!(err, OpenError::Log(LogError::Malformed { .. })),
        "{err:?}"
    );
    assert!(
        err.to_string().starts_with("the game log is malformed"),
        "{err}"
    );
}

#[test]
fn a_truncated_save_is_malformed() {
    let text = Save::of(&example_game(), 1, 2, "t").to_json();
    let err = open_text(&text[..text.len() / 2]).unwrap_err();
    assert!(
        matches!(err, OpenError::Log(LogError::Malformed { .. })),
        "{err:?}"
    );
}

#[test]
fn a_future_save_version_is_named() {
    let mut value: serde_json::Value =
        serde_json::from_str(&Save::of(&example_game(), 1, 2, "t").to_json()).unwrap();
    value["version"] = serde_json::json!(2);
    let err = open_text(&value.to_string()).unwrap_err();
    assert_eq!(
        err,
        OpenError::UnknownVersion {
            found: "2".into(),
            supported: SAVE_VERSION
        }
    );
    assert_eq!(
        err.to_string(),
        "save version 2 is not supported; this app reads version 1"
    );
}

#[test]
fn a_future_game_log_version_inside_a_save_is_named() {
    let mut value: serde_json::Value =
        serde_json::from_str(&Save::of(&example_game(), 1, 2, "t").to_json()).unwrap();
    value["game"]["version"] = serde_json::json!(7);
    let err = open_text(&value.to_string()).unwrap_err();
    assert!(
        err.to_string()
            .contains("game log version 7 is not supported"),
        "{err}"
    );
}

#[test]
fn other_json_is_not_a_save() {
    let err = open_text("{\"events\": []}").unwrap_err();
    assert_eq!(err, OpenError::NotASave);
}

#[test]
fn a_refused_action_is_reported_as_replay_reports_it() {
    let err = open_text(REFUSED).unwrap_err();
    let OpenError::Refused(ref e) = err else {
        panic!("expected a refusal, got {err:?}")
    };
    let out = Command::new(env!("CARGO_BIN_EXE_replay"))
        .arg("tests/data/refused-vote-order.json")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run replay");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.trim(), format!("replay: {err}"));
    assert!(err
        .to_string()
        .starts_with(&format!("action {} refused: ", e.index)));
}

#[test]
fn a_log_error_reads_as_replay_prints_it() {
    for file in [
        "malformed.json",
        "unknown-version.json",
        "nine-players.json",
    ] {
        let text =
            std::fs::read_to_string(format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR")))
                .unwrap();
        let err = open_text(&text).unwrap_err();
        let out = Command::new(env!("CARGO_BIN_EXE_replay"))
            .arg(format!("tests/data/{file}"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("run replay");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr.trim(), format!("replay: {err}"), "{file}");
    }
}

#[test]
fn a_save_whose_version_is_missing_or_not_whole_names_the_version_not_the_format() {
    // Issue 39 §4.3: the refusal names the version, as a game log's does (its format is
    // right), and is not "a newer version" either.
    let mut value: serde_json::Value =
        serde_json::from_str(&Save::of(&example_game(), 1, 2, "t").to_json()).unwrap();
    value.as_object_mut().unwrap().remove("version");
    let none = open_text(&value.to_string()).unwrap_err();
    assert_eq!(none, OpenError::BadVersion { found: None });
    assert_eq!(
        none.to_string(),
        "the save has no \"version\" (this app writes version 1)"
    );
    for (version, shown) in [
        (serde_json::json!("1"), "\"1\""),
        (serde_json::json!(1.5), "1.5"),
    ] {
        value["version"] = version;
        let err = open_text(&value.to_string()).unwrap_err();
        assert_eq!(
            err,
            OpenError::BadVersion {
                found: Some(shown.to_string())
            }
        );
        assert!(
            err.to_string().starts_with(&format!(
                "the save's \"version\" is {shown}, not a whole number"
            )),
            "{err}"
        );
    }
    // A list, a number, an empty file: not a save, not "malformed".
    for text in ["[1, 2]", "3", "", "  \"x\""] {
        assert_eq!(
            open_text(text).unwrap_err(),
            OpenError::NotASave,
            "{text:?}"
        );
    }
}

#[test]
fn an_unknown_field_in_a_save_is_refused() {
    let mut value: serde_json::Value =
        serde_json::from_str(&Save::of(&example_game(), 1, 2, "t").to_json()).unwrap();
    value["game"]["actions"][18] = serde_json::json!({"action": "shoot", "targte": 5});
    let err = open_text(&value.to_string()).unwrap_err();
    assert!(err.to_string().contains("unknown field `targte`"), "{err}");
    let mut value: serde_json::Value =
        serde_json::from_str(&Save::of(&example_game(), 1, 2, "t").to_json()).unwrap();
    value["note"] = serde_json::json!("x");
    let err = open_text(&value.to_string()).unwrap_err();
    assert!(err.to_string().contains("unknown field `note`"), "{err}");
}

/// Issue 48: a game's own exported file (a bare log, no id) imported again is the game the
/// history holds, not another: its id is the history's. A save with an id is matched by id;
/// another game, or the same set-up played otherwise, is not held.
#[test]
fn a_games_own_file_imported_again_is_held_under_its_history_id() {
    use mafia_host::engine::save::held_id;
    let game = example_game();
    let kept = Save::of(&game, 1_700_000_000_000, 1_700_000_100_000, "tab-a");
    let other = Save::of(&game, 1_700_000_500_000, 1_700_000_600_000, "tab-b");
    let mut shorter = Save::of(&game, 1_700_000_900_000, 1_700_000_950_000, "tab-c");
    shorter.game.actions.pop();
    let history = vec![shorter.clone(), kept.clone()];
    // The exported file is the game log alone: it opens with id 0.
    let file = GameLog::of(&game).to_json();
    let (imported, _) = open_text(&file).expect("the file opens");
    assert_eq!(imported.id, 0);
    assert_eq!(held_id(&history, &imported), Some(kept.id));
    // A save is matched by its id.
    assert_eq!(held_id(&history, &kept), Some(kept.id));
    assert_eq!(held_id(&history, &other), None);
    // Not the same entries: not held.
    let mut fewer = imported.clone();
    fewer.game.actions.truncate(3);
    assert_eq!(held_id(&history, &fewer), None);
    assert_eq!(held_id(&[], &imported), None);
}

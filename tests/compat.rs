//! A log that replayed to an outcome in an earlier release replays to the same outcome now
//! (issue 22 §4). `tests/data/compat/<release>/` holds logs written by earlier releases,
//! each beside the outcome that release's own `replay` gave (`NAME.outcome.json`):
//! - `b5bb532/`: the first release's presets (log version 1, before issue 13), each log
//!   naming only its preset, as `docs/game-log.md` allows, plus that release's documented
//!   example;
//! - `236d832/`: the last release before log version 2, each log as the app writes it
//!   (every switch in `rules`);
//! - `bc19aa2/`: log version 2; `90ce293/`: log version 3, the last before the hostless
//!   game's version 4 (issue 41);
//! - `eac6b62/`: log version 4, the last before issue 48's presets (version 5), each log
//!   naming only its preset.
//!
//! The games were played by each release's own random host (`engine::simulate`), every
//! other one cut short (a save of an unfinished game has an outcome too);
//! `tests/data/compat/README.md` says how to add a release.

use mafia_host::engine::{Game, GameLog};
use serde_json::Value;
use std::path::PathBuf;
use std::process::Command;

const FIELDS: [&str; 6] = ["phase", "day", "night", "alive", "eliminated", "winner"];

fn logs(release: &str) -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/compat")
        .join(release);
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "json")
                && !p.to_string_lossy().ends_with(".outcome.json")
        })
        .collect();
    out.sort();
    out
}

/// The outcome `replay` gives now: its exit code and the fields that say how the game stands.
fn outcome(path: &PathBuf) -> (i32, Value) {
    let out = Command::new(env!("CARGO_BIN_EXE_replay"))
        .arg(path)
        .output()
        .expect("run replay");
    let json: Value = serde_json::from_slice(&out.stdout).expect("replay prints one JSON object");
    let fields = FIELDS
        .iter()
        .map(|&k| (k.to_string(), json[k].clone()))
        .collect::<serde_json::Map<_, _>>();
    (out.status.code().unwrap_or(-1), Value::Object(fields))
}

fn recorded(path: &std::path::Path) -> Value {
    let file = path.with_extension("outcome.json");
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    serde_json::from_str(&text).expect("an outcome")
}

fn same_outcomes(release: &str, at_least: usize) {
    let logs = logs(release);
    assert!(logs.len() >= at_least, "{release}: {} logs", logs.len());
    for path in &logs {
        let (code, now) = outcome(path);
        assert_eq!(code, 0, "{}: {now}", path.display());
        assert_eq!(now, recorded(path), "{}", path.display());
    }
}

#[test]
fn logs_of_the_first_release_naming_only_their_preset_replay_to_the_same_outcome() {
    same_outcomes("b5bb532", 33);
}

#[test]
fn logs_the_app_wrote_before_version_2_replay_to_the_same_outcome() {
    same_outcomes("236d832", 32);
}

#[test]
fn logs_the_app_wrote_in_version_2_replay_to_the_same_outcome() {
    same_outcomes("bc19aa2", 32);
}

#[test]
fn logs_the_app_wrote_in_version_3_replay_to_the_same_outcome() {
    same_outcomes("90ce293", 32);
}

/// Issue 48 changed the presets (log version 5): logs of version 4 that name only their
/// preset keep Sport's best move at night and Club's and Home's draw after quiet rounds.
#[test]
fn logs_the_app_wrote_in_version_4_naming_only_their_preset_replay_to_the_same_outcome() {
    same_outcomes("eac6b62", 32);
}

/// The corpus would catch the fault it was made for: read with version 5's presets, the
/// Sport games whose best move was made at night do not replay as they were played.
#[test]
fn read_with_version_5_presets_version_4_sport_logs_with_a_night_best_move_would_differ() {
    let mut differ = 0;
    for path in logs("eac6b62") {
        let text = std::fs::read_to_string(&path).expect("a log");
        let mut log = GameLog::from_json(&text).expect("a version 4 log");
        assert_eq!(log.version, 4);
        assert!(log.setup.rules.is_none(), "{}", path.display());
        let then = Game::replay(log.setup().expect("its set-up"), &log.actions).expect("replays");
        log.version = 5;
        let now = Game::replay(log.setup().expect("its set-up"), &log.actions);
        if now.map_or(true, |g| g.state() != then.state()) {
            differ += 1;
        }
    }
    assert!(differ >= 4, "{differ} logs differ with today's presets");
}

/// A version 3 log reads as a game with a host, and written again it is a today's log
/// that does not name `hostless` at all (a host's log is unchanged but for its version).
#[test]
fn a_version_3_log_is_a_hosted_game_and_is_written_without_the_hostless_field() {
    for path in logs("90ce293") {
        let text = std::fs::read_to_string(&path).expect("a log");
        let log = GameLog::from_json(&text).expect("a version 3 log");
        assert_eq!(log.version, 3);
        assert!(!log.setup.hostless);
        let game = Game::replay(log.setup().expect("its set-up"), &log.actions).expect("replays");
        assert!(!game.setup().hostless);
        let again = GameLog::of(&game).to_json();
        assert!(!again.contains("hostless"), "{}", path.display());
        assert!(again.contains(&format!(
            "\"version\": {}",
            mafia_host::engine::log::LOG_VERSION
        )));
    }
}

/// The corpus would catch the fault it was made for: read with today's presets, some of the
/// first release's logs are refused (the last candidate's count was then automatic).
#[test]
fn read_with_todays_presets_the_first_releases_logs_would_not_replay() {
    let refused = logs("b5bb532")
        .iter()
        .filter(|path| {
            let text = std::fs::read_to_string(path).expect("a log");
            let mut log = GameLog::from_json(&text).expect("a version 1 log");
            assert_eq!(log.version, 1);
            assert!(
                log.setup.rules.is_none(),
                "{} names only its preset",
                path.display()
            );
            log.version = mafia_host::engine::log::LOG_VERSION;
            let setup = log.setup().expect("its set-up");
            Game::replay(setup, &log.actions).is_err()
        })
        .count();
    assert!(refused > 0, "every log replays with today's presets too");
}

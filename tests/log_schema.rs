//! The game log as a contract: `docs/game-log.schema.json` is checked with a JSON Schema
//! validator that is not ours (boon, draft 2020-12) against every example and fixture log,
//! random games' logs, and the files the engine refuses for their shape, so a club's tools
//! can check a file with the schema alone and get the engine's answer on its shape.
#![cfg(not(target_arch = "wasm32"))]

use mafia_host::engine::simulate::{random_action, Dice};
use mafia_host::engine::*;
use serde_json::{json, Value};

const SCHEMA: &str = "docs/game-log.schema.json";

fn path(p: &str) -> String {
    format!("{}/{p}", env!("CARGO_MANIFEST_DIR"))
}

struct Checker {
    schemas: boon::Schemas,
    id: boon::SchemaIndex,
}

impl Checker {
    fn new() -> Checker {
        let schema: Value =
            serde_json::from_str(&std::fs::read_to_string(path(SCHEMA)).unwrap()).unwrap();
        let mut schemas = boon::Schemas::new();
        let mut compiler = boon::Compiler::new();
        compiler.add_resource(SCHEMA, schema).unwrap();
        let id = compiler.compile(SCHEMA, &mut schemas).unwrap();
        Checker { schemas, id }
    }

    fn check(&self, log: &Value) -> Result<(), String> {
        self.schemas
            .validate(log, self.id)
            .map_err(|e| format!("{e:#}"))
    }
}

fn read(p: &str) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path(p)).unwrap()).unwrap()
}

#[test]
fn every_example_and_fixture_log_fits_the_schema() {
    let c = Checker::new();
    let mut logs = vec![
        "docs/examples/sport-red-win.json".to_string(),
        "bench/data/sport-500.json".to_string(),
    ];
    // The logs earlier releases wrote (tests/compat.rs) fit it too.
    for dir in [
        "docs/examples",
        "tests/data",
        "tests/data/compat/b5bb532",
        "tests/data/compat/236d832",
    ] {
        for e in std::fs::read_dir(path(dir)).unwrap() {
            let e = e.unwrap();
            let name = e.file_name().into_string().unwrap();
            if e.file_type().unwrap().is_file()
                && name.ends_with(".json")
                && !name.ends_with(".outcome.json")
            {
                logs.push(format!("{dir}/{name}"));
            }
        }
    }
    logs.sort();
    logs.dedup();
    for log in logs {
        let text = std::fs::read_to_string(path(&log)).unwrap();
        let engine = GameLog::from_json(&text);
        let value: Result<Value, _> = serde_json::from_str(&text);
        match (&engine, value) {
            // A file the engine reads fits the schema.
            (Ok(_), Ok(v)) => c.check(&v).unwrap_or_else(|e| panic!("{log}: {e}")),
            // A file the engine refuses for its shape or version does not.
            (Err(LogError::Malformed { .. } | LogError::UnknownVersion { .. }), Ok(v)) => {
                assert!(c.check(&v).is_err(), "{log} fits the schema but {engine:?}");
            }
            (Err(LogError::Malformed { .. }), Err(_)) => {}
            other => panic!("{log}: {other:?}"),
        }
    }
}

/// A game played by the random host to its end (or 5 000 actions): Sport and Club at 10
/// seats, Home and Party at 5–30 by `seed`; the dice start from `dice`.
fn random_game(preset: Preset, seed: u64, dice: u64) -> (usize, Game) {
    let mut d = Dice(SplitMix64(dice));
    let n = match preset {
        Preset::Sport | Preset::Club => 10,
        _ => 5 + usize::try_from(seed % 26).unwrap(),
    };
    let mut game = Game::new(d.deal(preset, n).unwrap()).unwrap();
    for _ in 0..5_000 {
        if game.state().is_over() {
            break;
        }
        let a = random_action(game.state(), &mut d);
        let _ = game.act(a);
    }
    (n, game)
}

#[test]
fn the_logs_of_random_games_fit_the_schema() {
    let c = Checker::new();
    for preset in Preset::ALL {
        for seed in 0..40u64 {
            let (n, mut game) = random_game(preset, seed, seed * 7 + 1);
            // Every other game with the host's notes, one of them as long as a note gets.
            if seed % 2 == 1 {
                let seat = u8::try_from(n).unwrap();
                game.set_note(1, "claimed Sheriff day 2").unwrap();
                game.set_note(seat, &"Я".repeat(NOTE_MAX + 10)).unwrap();
            }
            let log: Value = serde_json::from_str(&GameLog::of(&game).to_json()).unwrap();
            c.check(&log)
                .unwrap_or_else(|e| panic!("{preset:?} {n} seed {seed}: {e}"));
        }
    }
}

/// A change made to a log's JSON.
type Edit = Box<dyn Fn(&mut Value)>;

#[test]
fn what_the_engine_refuses_for_its_shape_the_schema_refuses_too() {
    let c = Checker::new();
    let example = read("docs/examples/sport-red-win.json");
    let edits: Vec<(&str, Edit)> = vec![
        (
            "a misspelt field",
            Box::new(|v| v["actions"][18] = json!({"action": "shoot", "targte": 5})),
        ),
        (
            "an unknown set-up field",
            Box::new(|v| v["setup"]["rulez"] = json!({})),
        ),
        (
            "an unknown top-level field",
            Box::new(|v| v["comment"] = json!("x")),
        ),
        (
            "another action's field",
            Box::new(|v| v["actions"][0] = json!({"action": "next", "target": 5})),
        ),
        (
            "a missing field",
            Box::new(|v| v["actions"][4] = json!({"action": "nominate", "by": 1})),
        ),
        (
            "an unknown action",
            Box::new(|v| v["actions"][0] = json!({"action": "dance"})),
        ),
        (
            "a negative seat",
            Box::new(|v| v["actions"][4]["by"] = json!(-1)),
        ),
        (
            "a fractional seat",
            Box::new(|v| v["actions"][4]["by"] = json!(1.5)),
        ),
        (
            "an unknown role",
            Box::new(|v| v["setup"]["players"][0]["role"] = json!("king")),
        ),
        (
            "a partial rules object",
            Box::new(|v| v["setup"]["rules"] = json!({"best_move": true})),
        ),
        ("another format", Box::new(|v| v["format"] = json!("mafia"))),
        ("another version", Box::new(|v| v["version"] = json!(6))),
        (
            "hostless as a text",
            Box::new(|v| v["setup"]["hostless"] = json!("yes")),
        ),
        (
            "a player without a role, and no face-down deck",
            Box::new(|v| {
                v["setup"]["players"][0]
                    .as_object_mut()
                    .unwrap()
                    .remove("role");
            }),
        ),
        (
            "a face-down deck, and players with roles",
            Box::new(|v| {
                v["setup"]["face_down"] = json!({"civilians": 6, "sheriff": 1, "doctor": 0, "silencer": 0, "mafia": 2, "don": 1});
            }),
        ),
        (
            "no version",
            Box::new(|v| {
                v.as_object_mut().unwrap().remove("version");
            }),
        ),
        (
            "a note longer than the limit",
            Box::new(|v| v["notes"] = json!([{"seat": 1, "text": "Я".repeat(NOTE_MAX + 1)}])),
        ),
        (
            "a note with an unknown field",
            Box::new(|v| v["notes"] = json!([{"seat": 1, "text": "x", "by": 2}])),
        ),
        (
            "a note without its text",
            Box::new(|v| v["notes"] = json!([{"seat": 1}])),
        ),
        (
            "notes as an object",
            Box::new(|v| v["notes"] = json!({"1": "x"})),
        ),
        (
            "a name longer than the limit",
            Box::new(|v| {
                v["setup"]["players"][0]["name"] = json!("Я".repeat(NAME_MAX + 1));
            }),
        ),
    ];
    for (what, edit) in edits {
        let mut v = example.clone();
        edit(&mut v);
        let engine = GameLog::from_json(&v.to_string()).and_then(|l| l.setup().map(|_| ()));
        assert!(engine.is_err(), "engine took {what}");
        assert!(c.check(&v).is_err(), "schema took {what}");
    }
    // And what both take: a miss without a target, a null target, a name at the limit, a
    // note at the limit.
    let mut v = example.clone();
    v["notes"] = json!([{"seat": 1, "text": "Я".repeat(NOTE_MAX)}, {"seat": 10, "text": "<b>"}]);
    v["actions"][36] = json!({"action": "shoot"});
    v["setup"]["players"][0]["name"] = json!("Я".repeat(NAME_MAX));
    v["setup"]["players"][1]
        .as_object_mut()
        .unwrap()
        .remove("name");
    GameLog::from_json(&v.to_string()).unwrap().setup().unwrap();
    c.check(&v).unwrap();
}

/// Every event name and every `phase` `replay` can print is documented in
/// docs/game-log.md's tables.
#[test]
fn every_event_and_phase_is_documented() {
    let doc = std::fs::read_to_string(path("docs/game-log.md")).unwrap();
    let mut names = std::collections::BTreeSet::new();
    for preset in Preset::ALL {
        for seed in 0..300u64 {
            let (_, game) = random_game(preset, seed, seed * 13 + 5);
            for e in game.events() {
                let v = serde_json::to_value(e).unwrap();
                names.insert(v["event"].as_str().unwrap().to_string());
            }
        }
    }
    // Random games reach nearly all of them; the enum has 40.
    assert!(names.len() >= 30, "{names:?}");
    for name in &names {
        assert!(
            doc.contains(&format!("| `{name}` |")),
            "event `{name}` is not in docs/game-log.md"
        );
    }
    let replay = std::fs::read_to_string(path("src/bin/replay.rs")).unwrap();
    for phase in replay
        .split("=> \"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
    {
        if ["voted_out", "killed", "removed"].contains(&phase) {
            continue;
        }
        assert!(
            doc.contains(&format!("`{phase}`")),
            "phase `{phase}` is not in docs/game-log.md"
        );
    }
}

//! Issue 23 item 6: a game in mafiaratings' client game format (`game_sample.js`,
//! `docs/export.md`). Every documented example, fixture and random game that can be
//! exported is checked with a JSON Schema validator that is not ours (boon) against
//! `docs/export.schema.json`, narrowed to the game's own player count, and against the game
//! it came from; one game is checked value by value; built games check the mapping's edges.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::*;
use mafia_host::engine::export::{self, ExportError, Played};
use mafia_host::engine::simulate::{random_action, Dice};
use mafia_host::engine::*;
use serde_json::{json, Value};

const SCHEMA: &str = "docs/export.schema.json";

fn path(p: &str) -> String {
    format!("{}/{p}", env!("CARGO_MANIFEST_DIR"))
}

fn played() -> Played {
    Played {
        start_ms: 1_764_600_000_000,
        end_ms: Some(1_764_603_600_500),
        language: "ru".to_string(),
    }
}

/// The game's export as JSON, through the same text the app writes.
fn export(game: &Game) -> Result<Value, ExportError> {
    let text = export::to_json(game, &played())?;
    Ok(serde_json::from_str(&text).expect("the export is JSON"))
}

/// The schema with `$defs/index` and `$defs/key` narrowed to players 0..n-1.
fn check_schema(v: &Value, n: usize) -> Result<(), String> {
    let mut schema: Value =
        serde_json::from_str(&std::fs::read_to_string(path(SCHEMA)).unwrap()).unwrap();
    schema["$defs"]["index"]["maximum"] = json!(n - 1);
    let keys: Vec<String> = (0..n).map(|i| i.to_string()).collect();
    schema["$defs"]["key"]["pattern"] = json!(format!("^player_({})$", keys.join("|")));
    let mut schemas = boon::Schemas::new();
    let mut compiler = boon::Compiler::new();
    compiler.add_resource(SCHEMA, schema).unwrap();
    let id = compiler.compile(SCHEMA, &mut schemas).unwrap();
    schemas.validate(v, id).map_err(|e| format!("{e:#}"))
}

fn key(seat: Seat) -> String {
    format!("player_{}", seat - 1)
}

/// The export against the game it came from: the schema, the players, the winner, each
/// night's kill and checks, each day's ballot, and the shape of a revote series.
fn check(game: &Game, v: &Value) -> Result<(), String> {
    let state = game.state();
    let n = state.players.len();
    check_schema(v, n)?;
    let players = v["players"].as_array().unwrap();
    for (p, out) in state.players.iter().zip(players) {
        let role = match p.role {
            Role::Civilian => "civ",
            Role::Mafia => "maf",
            Role::Sheriff => "sheriff",
            Role::Don => "don",
            other => return Err(format!("seat {} is a {other:?}", p.seat)),
        };
        if out["role"] != role || out["nickname"] != p.name.as_str() {
            return Err(format!("seat {}: {out}", p.seat));
        }
        if out.get("warnings").map_or(0, |w| w.as_u64().unwrap()) != u64::from(p.fouls) {
            return Err(format!("seat {} has {} fouls: {out}", p.seat, p.fouls));
        }
    }
    let winner = match scoring::result(state) {
        Ok(Some(Team::Red)) => "civ",
        Ok(Some(Team::Black)) => "maf",
        Ok(None) => "tie",
        Err(e) => return Err(format!("exported with {e:?}")),
    };
    if v["winner"] != winner {
        return Err(format!("winner {} for {winner}", v["winner"]));
    }
    let rounds = v["rounds"].as_array().unwrap();
    let typed = export::mafiaratings(game, &played()).map_err(|e| e.to_string())?;
    let protocol = protocol::Protocol::of(game);
    for p in &protocol.periods {
        let (k, part) = match p.at {
            Moment::Night(night) => (night - 1, "night"),
            Moment::Day(day) => (day - 1, "day"),
        };
        let got = rounds
            .get(k as usize)
            .and_then(|r| r.get(part))
            .cloned()
            .unwrap_or(Value::Null);
        if part == "night" {
            // The shot as the host entered it (a kill, unless the target was removed
            // before the morning); a kill is always the shot.
            let killed = p.out.iter().find(|e| e.exit == Exit::Killed);
            let fits = match p.shot {
                Some(Some(seat)) => {
                    got["shooting"] == json!(seat - 1) && killed.is_none_or(|e| e.seat == seat)
                }
                Some(None) => got["shooting"].is_object() && killed.is_none(),
                None => got.get("shooting").is_none() && killed.is_none(),
            };
            if !fits {
                return Err(format!("night {}: {got} for {:?}", k + 1, p.shot));
            }
            for c in &p.checks {
                let field = if c.by == Role::Don { "don" } else { "sheriff" };
                if got[field] != json!(c.target - 1) {
                    return Err(format!("night {} {field}: {got}", k + 1));
                }
            }
        } else {
            let ballot: Vec<(u8, u8)> = p
                .nominations
                .iter()
                .map(|n| (n.by - 1, n.target - 1))
                .collect();
            // In ballot order, in the typed value that the text is written from.
            let nominating = typed
                .rounds
                .get(k as usize)
                .and_then(|r| r.day.as_ref())
                .and_then(|d| d.nominating.as_ref())
                .map(|m| m.0.clone())
                .unwrap_or_default();
            let mut in_text: Vec<(String, Value)> = got["nominating"]
                .as_object()
                .map(|o| o.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
                .unwrap_or_default();
            in_text.sort_by(|a, b| a.0.cmp(&b.0));
            let mut keyed: Vec<(String, Value)> = ballot
                .iter()
                .map(|&(by, target)| (format!("player_{by}"), json!(target)))
                .collect();
            keyed.sort_by(|a, b| a.0.cmp(&b.0));
            if nominating != ballot || in_text != keyed {
                return Err(format!("day {}: ballot {ballot:?}, got {got}", k + 1));
            }
            if let Some(series) = got["voting"].as_array() {
                let leave = series.iter().position(|b| {
                    b.as_object()
                        .is_some_and(|o| o.values().all(Value::is_boolean))
                });
                if leave.is_some_and(|i| i + 1 != series.len()) {
                    return Err(format!("day {}: all-leave not last: {got}", k + 1));
                }
            }
            if got["voting"].is_object() && p.counts.len() != 1 {
                return Err(format!("day {}: one count for {:?}", k + 1, p.counts));
            }
        }
    }
    Ok(())
}

/// Exports `game` and checks it, or says why it may not be exported.
fn export_or_refusal(game: &Game, name: &str) -> Option<Value> {
    let state = game.state();
    let odd_role = state
        .players
        .iter()
        .find(|p| matches!(p.role, Role::Doctor | Role::Silencer));
    match (export(game), scoring::result(state), odd_role) {
        (Ok(v), Ok(_), None) => {
            check(game, &v).unwrap_or_else(|e| panic!("{name}: {e}\n{v:#}"));
            Some(v)
        }
        (Err(ExportError::Role { seat, role }), _, Some(p)) => {
            assert_eq!((seat, role), (p.seat, p.role), "{name}");
            None
        }
        (Err(ExportError::NotOver), Err(scoring::NoScore::NotOver), _) => None,
        (Err(ExportError::Annulled), Err(scoring::NoScore::Annulled), _) => None,
        (out, result, role) => panic!("{name}: {out:?} for {result:?}, {role:?}"),
    }
}

fn logs_in(dir: &str) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(path(dir))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".json") && !n.ends_with(".outcome.json"))
        .map(|n| format!("{dir}/{n}"))
        .collect();
    out.sort();
    out
}

#[test]
fn every_documented_example_exports_and_fits_the_format() {
    let examples = logs_in("docs/examples");
    assert!(!examples.is_empty());
    for log in examples {
        let text = std::fs::read_to_string(path(&log)).unwrap();
        let (_, game) = open_text(&text).unwrap_or_else(|e| panic!("{log}: {e}"));
        assert!(game.state().is_over(), "{log} is a finished game");
        assert!(export_or_refusal(&game, &log).is_some(), "{log} exports");
    }
}

#[test]
fn every_fixture_and_earlier_release_log_exports_or_is_refused_for_its_reason() {
    let mut exported = 0;
    let mut refused_roles = 0;
    for dir in [
        "tests/data",
        "tests/data/compat/b5bb532",
        "tests/data/compat/236d832",
        "tests/data/compat/bc19aa2",
    ] {
        for log in logs_in(dir) {
            let text = std::fs::read_to_string(path(&log)).unwrap();
            let Ok((_, game)) = open_text(&text) else {
                continue;
            };
            match export_or_refusal(&game, &log) {
                Some(_) => exported += 1,
                None if matches!(export(&game), Err(ExportError::Role { .. })) => {
                    refused_roles += 1
                }
                None => {}
            }
        }
    }
    assert!(exported >= 20, "{exported} logs exported");
    assert!(refused_roles >= 8, "{refused_roles} Party logs refused");
}

/// A game played by the random host to its end (or 5 000 actions).
fn random_game(preset: Preset, seed: u64) -> Game {
    let mut d = Dice(SplitMix64(seed * 11 + 3));
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
    game
}

#[test]
fn random_games_export_and_fit_the_format_or_are_refused_for_their_reason() {
    let mut exported = 0;
    let mut series = 0;
    for preset in Preset::ALL {
        for seed in 0..60u64 {
            let game = random_game(preset, seed);
            if let Some(v) = export_or_refusal(&game, &format!("{preset:?} seed {seed}")) {
                exported += 1;
                series += v["rounds"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|r| r["day"]["voting"].is_array())
                    .count();
            }
        }
    }
    assert!(exported >= 100, "{exported} random games exported");
    assert!(series > 0, "no random game had a revote");
}

#[test]
fn the_red_win_example_value_by_value() {
    let text = std::fs::read_to_string(path("docs/examples/sport-red-win.json")).unwrap();
    let (_, game) = open_text(&text).unwrap();
    let g = export::mafiaratings(&game, &played()).unwrap();
    let v = export(&game).unwrap();
    assert_eq!(v["start_time"], 1_764_600_000);
    assert_eq!(v["end_time"], 1_764_603_600);
    assert_eq!(v["language"], "ru");
    assert_eq!(v["winner"], "civ");
    let roles: Vec<&str> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["role"].as_str().unwrap())
        .collect();
    assert_eq!(
        roles,
        ["civ", "civ", "maf", "civ", "sheriff", "civ", "don", "civ", "maf", "civ"]
    );
    assert_eq!(v["players"][0], json!({"nickname": "Анна", "role": "civ"}));
    // Round 0: the first night (nothing to say) and day 1: 1 nominates 9, 2 nominates 3;
    // 1, 2, 4, 5, 6, 8 vote for 9, the rest's votes go to 3 (R-VOTE-2).
    assert_eq!(
        v["rounds"][0],
        json!({"day": {
            "nominating": {"player_0": 8, "player_1": 2},
            "voting": {
                "player_0": 8, "player_1": 8, "player_2": 2, "player_3": 8, "player_4": 8,
                "player_5": 8, "player_6": 2, "player_7": 8, "player_8": 2, "player_9": 2
            }
        }})
    );
    // Round 1: night 2 both living blacks shoot 4, the Don checks 5, the Sheriff 7; day 2:
    // 5 nominates 7, 6 nominates 3, and 7 leaves.
    assert_eq!(
        v["rounds"][1]["night"],
        json!({"shooting": 3, "don": 4, "sheriff": 6})
    );
    assert_eq!(
        v["rounds"][1]["day"]["nominating"],
        json!({"player_4": 6, "player_5": 2})
    );
    assert_eq!(v["rounds"][1]["day"]["voting"]["player_2"], 2);
    assert_eq!(v["rounds"][1]["day"]["voting"]["player_6"], 2);
    assert_eq!(v["rounds"][1]["day"]["voting"]["player_9"], 6);
    assert!(v["rounds"][1]["day"]["voting"].get("player_3").is_none());
    // Round 2: the Sheriff (5) is shot and checks 3; day 3: 6 nominates 3, the single
    // candidate leaves without a vote (R-VOTE-4), so there is no "voting".
    assert_eq!(
        v["rounds"][2],
        json!({"night": {"shooting": 4, "sheriff": 2}, "day": {"nominating": {"player_5": 2}}})
    );
    assert_eq!(v["rounds"].as_array().unwrap().len(), 3);
    // The typed value says the same.
    assert_eq!(
        g.rounds[1].night.as_ref().unwrap().shooting,
        Some(export::Shooting::Killed(3))
    );
    // The best move (4 named 3, 7, 8) has no field in the format.
    assert!(!text_of(&v).contains("best"));
}

fn text_of(v: &Value) -> String {
    v.to_string()
}

/// Sport day 1 at the vote on 3 and 7 (1 nominates 3, 2 nominates 7).
fn day1_vote_on_3_and_7(t: &mut Table) {
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    assert!(matches!(t.stage(), Stage::Voting(_)));
}

/// The rest of a game: the three blacks removed, red wins.
fn red_wins(t: &mut Table) {
    for seat in [3, 7, 9] {
        if t.alive(seat) && !t.state().is_over() {
            t.remove(seat, RemovalReason::Oath);
        }
    }
    assert_eq!(t.state().winner, Some(Winner::Red));
}

#[test]
fn a_tie_revote_and_all_leave_by_seat_give_the_series_with_every_answer() {
    let mut t = Table::sport();
    day1_vote_on_3_and_7(&mut t);
    t.votes(&[&[1, 2, 4, 5, 6]]);
    t.finish_speeches();
    t.votes(&[&[1, 2, 4, 5, 6]]);
    assert_eq!(t.stage(), &Stage::AllLeave { tied: vec![3, 7] });
    t.act(HostAction::AllLeave {
        voters: vec![1, 2, 3],
    });
    while !matches!(t.stage(), Stage::Night { .. }) {
        t.next();
    }
    t.night(Some(2));
    t.reach_speeches();
    red_wins(&mut t);
    let v = export(&t.game).unwrap();
    check(&t.game, &v).unwrap();
    let count = json!({
        "player_0": 2, "player_1": 2, "player_2": 6, "player_3": 2, "player_4": 2,
        "player_5": 2, "player_6": 6, "player_7": 6, "player_8": 6, "player_9": 6
    });
    let mut answers = serde_json::Map::new();
    for seat in 1..=10u8 {
        answers.insert(key(seat), json!(seat <= 3));
    }
    assert_eq!(
        v["rounds"][0]["day"]["voting"],
        json!([count, count, Value::Object(answers)])
    );
    assert_eq!(v["rounds"][1]["night"], json!({"shooting": 1}));
}

#[test]
fn club_all_leave_answers_only_from_those_not_tied() {
    let mut t = Table::club();
    day1_vote_on_3_and_7(&mut t);
    t.votes(&[&[1, 2, 4, 5, 6]]);
    t.finish_speeches();
    let ballot = |t: &Table| match t.stage() {
        Stage::Voting(r) => r.voters.clone(),
        s => panic!("{s:?}"),
    };
    let revoters = ballot(&t);
    t.votes(&[&[1, 2, 4, 5]]);
    assert_eq!(t.stage(), &Stage::AllLeave { tied: vec![3, 7] });
    t.act(HostAction::AllLeave { voters: vec![1] });
    while !matches!(t.stage(), Stage::Night { .. }) {
        t.next();
    }
    t.night(None);
    t.reach_speeches();
    red_wins(&mut t);
    let v = export(&t.game).unwrap();
    check(&t.game, &v).unwrap();
    let series = v["rounds"][0]["day"]["voting"].as_array().unwrap().clone();
    let answers = series.last().unwrap().as_object().unwrap();
    assert!(!answers.contains_key("player_2") && !answers.contains_key("player_6"));
    assert_eq!(answers.len(), 8);
    assert_eq!(answers["player_0"], true);
    assert_eq!(answers["player_1"], false);
    // The revote's hands are those of its voters only.
    assert_eq!(series[1].as_object().unwrap().len(), revoters.len());
}

#[test]
fn all_leave_by_count_keeps_the_revotes_without_the_answers() {
    let mut t = Table::sport();
    day1_vote_on_3_and_7(&mut t);
    t.votes(&[&[1, 2, 4, 5, 6]]);
    t.finish_speeches();
    t.votes(&[&[1, 2, 4, 5, 6]]);
    t.act(HostAction::AllLeaveCount { count: 2 });
    while !matches!(t.stage(), Stage::Night { .. }) {
        t.next();
    }
    t.night(None);
    t.reach_speeches();
    red_wins(&mut t);
    let v = export(&t.game).unwrap();
    check(&t.game, &v).unwrap();
    let series = v["rounds"][0]["day"]["voting"].as_array().unwrap();
    assert_eq!(series.len(), 2);
    assert!(series.iter().all(|b| b["player_0"] == 2));
}

#[test]
fn counts_entered_as_numbers_leave_the_voting_out_and_keep_the_ballot() {
    let mut t = Table::sport();
    day1_vote_on_3_and_7(&mut t);
    t.act(HostAction::VoteCount {
        candidate: 3,
        count: 6,
    });
    t.act(HostAction::Vote {
        candidate: 7,
        voters: vec![],
    });
    assert!(!t.alive(3));
    while !matches!(t.stage(), Stage::Night { .. }) {
        t.next();
    }
    t.night(Some(1));
    t.reach_speeches();
    red_wins(&mut t);
    let v = export(&t.game).unwrap();
    check(&t.game, &v).unwrap();
    assert_eq!(
        v["rounds"][0]["day"],
        json!({"nominating": {"player_0": 2, "player_1": 6}})
    );
}

#[test]
fn a_blind_miss_gives_each_shot_and_a_plain_miss_an_empty_object() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[]);
    t.act(HostAction::ShootEach {
        shots: vec![
            BlackShot {
                shooter: 3,
                target: Some(1),
            },
            BlackShot {
                shooter: 7,
                target: Some(2),
            },
            BlackShot {
                shooter: 9,
                target: None,
            },
        ],
    });
    while matches!(t.stage(), Stage::Night { .. }) {
        t.next();
    }
    assert!(t.alive(1) && t.alive(2));
    t.speeches(&[]);
    t.night(None);
    t.reach_speeches();
    red_wins(&mut t);
    let v = export(&t.game).unwrap();
    check(&t.game, &v).unwrap();
    assert_eq!(
        v["rounds"][1]["night"],
        json!({"shooting": {"player_2": 0, "player_6": 1}})
    );
    assert_eq!(v["rounds"][2]["night"], json!({"shooting": {}}));
    // Day 1 and day 2 had no nominations: their rounds hold nothing of the day.
    assert_eq!(v["rounds"][0], json!({}));
}

#[test]
fn fouls_are_warnings_and_a_fourth_foul_removes_with_warnings_4() {
    let mut t = Table::sport();
    t.through_first_night();
    t.reach_speeches();
    t.fouls(4, 2);
    t.fouls(8, 4);
    assert!(!t.alive(8));
    red_wins(&mut t);
    let v = export(&t.game).unwrap();
    check(&t.game, &v).unwrap();
    assert_eq!(v["players"][3]["warnings"], 2);
    assert_eq!(v["players"][7]["warnings"], 4);
    assert!(v["players"][0].get("warnings").is_none());
}

#[test]
fn a_home_table_of_twelve_numbers_its_players_0_to_11() {
    let mut roles = vec![Role::Civilian; 12];
    roles[0] = Role::Don;
    roles[5] = Role::Mafia;
    roles[10] = Role::Mafia;
    roles[11] = Role::Sheriff;
    let mut t = Table::new(Preset::Home, Rules::preset(Preset::Home), &roles);
    t.through_first_night();
    t.speeches(&[(12, 11), (2, 1)]);
    while !t.state().is_over() {
        match t.stage() {
            Stage::Voting(r) => {
                let c = r.next_candidate().unwrap();
                t.act(HostAction::Vote {
                    candidate: c,
                    voters: vec![],
                });
            }
            Stage::Night {
                step: NightStep::Shot,
            } => drop(t.act(HostAction::Shoot { target: None })),
            Stage::Speech { .. } | Stage::Discussion { .. } => {
                for seat in [1, 6, 11] {
                    if t.alive(seat) && !t.state().is_over() {
                        t.remove(seat, RemovalReason::Other);
                    }
                }
            }
            _ => drop(t.next()),
        }
    }
    let v = export(&t.game).unwrap();
    check(&t.game, &v).unwrap();
    assert_eq!(v["players"].as_array().unwrap().len(), 12);
    assert_eq!(v["players"][11]["role"], "sheriff");
    assert_eq!(v["rounds"][0]["day"]["nominating"]["player_11"], 10);
    // The narrowed schema refuses a 13th player's index.
    let mut bad = v.clone();
    bad["rounds"][0]["day"]["nominating"]["player_12"] = json!(0);
    assert!(check_schema(&bad, 12).is_err());
}

/// A change made to an export's JSON.
type Edit = fn(&mut Value);

#[test]
fn the_schema_refuses_what_the_format_does_not_have() {
    let text = std::fs::read_to_string(path("docs/examples/sport-red-win.json")).unwrap();
    let (_, game) = open_text(&text).unwrap();
    let good = export(&game).unwrap();
    check_schema(&good, 10).unwrap();
    let edits: [(&str, Edit); 8] = [
        ("a role we have but the format has not", |v| {
            v["players"][0]["role"] = json!("doctor")
        }),
        ("the sample's abbreviation", |v| {
            v["players"][4]["role"] = json!("srf")
        }),
        ("a seat number rather than an index", |v| {
            v["rounds"][1]["night"]["shooting"] = json!(10)
        }),
        ("a key without the underscore", |v| {
            v["rounds"][0]["day"]["nominating"] = json!({"player0": 8})
        }),
        ("no winner", |v| {
            drop(v.as_object_mut().unwrap().remove("winner"))
        }),
        ("a winner by colour", |v| v["winner"] = json!("red")),
        ("a best move", |v| {
            v["players"][3]["legacy"] = json!([2, 6, 7])
        }),
        ("two sets of all-leave answers", |v| {
            v["rounds"][0]["day"]["voting"] =
                json!([{"player_0": true}, {"player_0": 8}, {"player_1": true}])
        }),
    ];
    for (what, edit) in edits {
        let mut v = good.clone();
        edit(&mut v);
        assert!(check_schema(&v, 10).is_err(), "{what} fits the schema");
    }
}

#[test]
fn a_game_is_refused_when_the_format_cannot_hold_it() {
    // Not over.
    let mut t = Table::sport();
    t.through_first_night();
    assert_eq!(export(&t.game), Err(ExportError::NotOver));
    // Annulled by an upheld protest (R-WIN-3).
    red_wins(&mut t);
    assert!(export(&t.game).is_ok());
    t.act(HostAction::Protest {
        team: Team::Red,
        votes_for: vec![1, 2, 4, 5, 6, 8, 10, 3],
        remedy: Remedy::Annul,
    });
    assert_eq!(export(&t.game), Err(ExportError::Annulled));
    // An upheld verdict is the result the site gets.
    let mut t = Table::sport();
    t.through_first_night();
    t.reach_speeches();
    red_wins(&mut t);
    t.act(HostAction::Protest {
        team: Team::Black,
        votes_for: vec![3, 7, 9, 1],
        remedy: Remedy::BlackWins,
    });
    assert_eq!(export(&t.game).unwrap()["winner"], "maf");
    // No start time.
    let none = Played {
        start_ms: 0,
        ..played()
    };
    assert_eq!(
        export::mafiaratings(&t.game, &none),
        Err(ExportError::NoStartTime)
    );
    // A Party table: the Doctor has no word in the format.
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
    while matches!(t.stage(), Stage::FirstNight { .. }) {
        t.next();
    }
    t.reach_speeches();
    for seat in [3, 6] {
        t.remove(seat, RemovalReason::Other);
    }
    assert!(t.state().is_over());
    assert_eq!(
        export(&t.game),
        Err(ExportError::Role {
            seat: 2,
            role: Role::Doctor
        })
    );
    assert!(ExportError::Role {
        seat: 2,
        role: Role::Doctor
    }
    .to_string()
    .contains("seat 2"));
}

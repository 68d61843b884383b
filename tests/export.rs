//! Issue 39 §2: a game in the format of mafiaratings' current server (`Game::api_help`,
//! `docs/export.md`). Every documented example, fixture, earlier release's log and random
//! game that can be exported is checked with a JSON Schema validator that is not ours
//! (boon) against `docs/export.schema.json`, and against the game it came from; built games
//! check each field: deaths with round and type, votes, nominations, shots, checks, the best
//! move, fouls with their moments, removals, the feature letters, and the refusals.
//!
//! `writes_every_export_for_the_sites_checker` writes all these exports to a directory
//! (`MAFIARATINGS_EXPORTS`, or a temporary one) for `scripts/check-mafiaratings.sh`, which
//! runs the site's own `Game::check` on them (not part of `make test`: it needs the site's
//! code, which has no licence).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::*;
use mafia_host::engine::export::{self, ExportError, Played};
use mafia_host::engine::simulate::{random_action, Dice};
use mafia_host::engine::*;
use mafia_host::words::{tf, Lang, Text};
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

fn check_schema(v: &Value) -> Result<(), String> {
    let schema: Value =
        serde_json::from_str(&std::fs::read_to_string(path(SCHEMA)).unwrap()).unwrap();
    let mut schemas = boon::Schemas::new();
    let mut compiler = boon::Compiler::new();
    compiler.add_resource(SCHEMA, schema).unwrap();
    let id = compiler.compile(SCHEMA, &mut schemas).unwrap();
    schemas.validate(v, id).map_err(|e| format!("{e:#}"))
}

fn round_of(at: Moment) -> u32 {
    match at {
        Moment::Night(n) | Moment::Day(n) => n - 1,
    }
}

/// The export against the game it came from: the schema, the players, the winner, each
/// death, fouls, checks, the ballot of each day, and the letters that say what it holds.
fn check(game: &Game, v: &Value) -> Result<(), String> {
    check_schema(v)?;
    let state = game.state();
    let features = v["features"].as_str().unwrap_or_default();
    for letter in ['g', 's', 'd', 'u', 't', 'c', 'w', 'r'] {
        if !features.contains(letter) {
            return Err(format!("features {features} without {letter}"));
        }
    }
    let players = v["players"].as_array().unwrap();
    for (p, out) in state.players.iter().zip(players) {
        let role = match p.role {
            Role::Civilian => "civ",
            Role::Mafia => "maf",
            Role::Sheriff => "sheriff",
            Role::Don => "don",
            other => return Err(format!("seat {} is a {other:?}", p.seat)),
        };
        if out["role"] != role || out["name"] != p.name.as_str() {
            return Err(format!("seat {}: {out}", p.seat));
        }
        let warnings = out
            .get("warnings")
            .map_or(0, |w| w.as_array().unwrap().len());
        if warnings != usize::from(p.fouls) {
            return Err(format!("seat {} has {} fouls: {out}", p.seat, p.fouls));
        }
        let exit = state.eliminations.iter().find(|e| e.seat == p.seat);
        let death = out.get("death");
        match (exit, death) {
            (None, None) => {}
            (Some(e), Some(d)) => {
                let kind = match e.exit {
                    Exit::Killed => "night",
                    Exit::VotedOut => "day",
                    Exit::Removed if p.fouls >= 4 => "warnings",
                    Exit::Removed => "kickOut",
                };
                if d["type"] != kind || d["round"] != round_of(e.at) {
                    return Err(format!("seat {} left {e:?}: {d}", p.seat));
                }
                if (kind == "kickOut") != d.get("time").is_some() {
                    return Err(format!("seat {}: a removal's time: {d}", p.seat));
                }
            }
            _ => return Err(format!("seat {}: {exit:?} but death {death:?}", p.seat)),
        }
        if out.get("shooting").is_some() && p.role.team() != Team::Black {
            return Err(format!("seat {} is red and shoots", p.seat));
        }
    }
    for c in &state.checks {
        let field = if c.by == Role::Don { "don" } else { "sheriff" };
        let got = &players[usize::from(c.target - 1)][field];
        if got.as_u64().is_none_or(|r| r > u64::from(c.night - 1)) {
            return Err(format!(
                "night {} {field} check of {}: {got}",
                c.night, c.target
            ));
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
    if features.contains('n') {
        for p in &protocol::Protocol::of(game).periods {
            let Moment::Day(d) = p.at else { continue };
            for n in &p.nominations {
                let got = &players[usize::from(n.by - 1)]["nominating"][(d - 1) as usize];
                if got != &json!(n.target) {
                    return Err(format!("day {d}: {} nominated {}: {got}", n.by, n.target));
                }
            }
        }
    }
    Ok(())
}

/// Exports `game` and checks it, or checks the reason it may not be exported.
fn export_or_refusal(game: &Game, name: &str) -> Option<Value> {
    let state = game.state();
    let result = scoring::result(state);
    match export(game) {
        Ok(v) => {
            check(game, &v).unwrap_or_else(|e| panic!("{name}: {e}\n{v:#}"));
            Some(v)
        }
        Err(ExportError::NotOver) => {
            assert_eq!(result, Err(scoring::NoScore::NotOver), "{name}");
            None
        }
        Err(ExportError::Annulled) => {
            assert_eq!(result, Err(scoring::NoScore::Annulled), "{name}");
            None
        }
        Err(ExportError::Party) => {
            assert_eq!(state.preset, Preset::Party, "{name}");
            None
        }
        Err(ExportError::Seats { count }) => {
            assert_eq!(count, state.players.len(), "{name}");
            assert_ne!(count, 10, "{name}");
            None
        }
        Err(ExportError::Role { seat, role }) => {
            assert_eq!(state.player(seat).map(|p| p.role), Some(role), "{name}");
            None
        }
        Err(ExportError::Composition { .. }) => {
            let roles: Vec<Role> = state.players.iter().map(|p| p.role).collect();
            assert_ne!(Composition::of(&roles).mafia, u8::MAX, "{name}");
            None
        }
        Err(e) => panic!("{name}: {e}"),
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

/// Every example and fixture game that opens: (its path, the game).
fn corpus() -> Vec<(String, Game)> {
    let mut out = Vec::new();
    for dir in [
        "docs/examples",
        "tests/data",
        "tests/data/compat/b5bb532",
        "tests/data/compat/236d832",
        "tests/data/compat/bc19aa2",
    ] {
        for log in logs_in(dir) {
            let text = std::fs::read_to_string(path(&log)).unwrap();
            if let Ok((_, game)) = open_text(&text) {
                out.push((log, game));
            }
        }
    }
    out
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
    let mut refused = 0;
    for (log, game) in corpus() {
        match export_or_refusal(&game, &log) {
            Some(_) => exported += 1,
            None if game.state().is_over() => refused += 1,
            None => {}
        }
    }
    assert!(exported >= 20, "{exported} logs exported");
    assert!(refused >= 8, "{refused} finished logs refused");
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
                series += v["players"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|p| {
                        p["voting"]
                            .as_array()
                            .is_some_and(|r| r.iter().any(Value::is_array))
                    })
                    .count();
            }
        }
    }
    assert!(exported >= 100, "{exported} random games exported");
    assert!(series > 0, "no random game had a revote");
}

/// The exports `scripts/check-mafiaratings.sh` gives the site's checker: every example and
/// fixture game, and random Sport, Club and ten-seat Home games, one file each.
#[test]
fn writes_every_export_for_the_sites_checker() {
    let dir = std::env::var("MAFIARATINGS_EXPORTS").map_or_else(
        |_| std::env::temp_dir().join(format!("mafia-host-exports-{}", std::process::id())),
        std::path::PathBuf::from,
    );
    std::fs::create_dir_all(&dir).unwrap();
    let mut games: Vec<(String, Game)> = corpus()
        .into_iter()
        .map(|(log, g)| (log.replace('/', "_"), g))
        .collect();
    for preset in [Preset::Sport, Preset::Club, Preset::Home] {
        for seed in 0..40u64 {
            let mut d = Dice(SplitMix64(seed * 7 + 1));
            let mut game = Game::new(d.deal(preset, 10).unwrap()).unwrap();
            for _ in 0..5_000 {
                if game.state().is_over() {
                    break;
                }
                let a = random_action(game.state(), &mut d);
                let _ = game.act(a);
            }
            games.push((
                format!("random-{preset:?}-{seed}.json").to_lowercase(),
                game,
            ));
        }
    }
    let mut written = 0;
    for (name, game) in &games {
        if let Ok(text) = export::to_json(game, &played()) {
            std::fs::write(dir.join(name), text).unwrap();
            written += 1;
        }
    }
    assert!(written >= 100, "{written} exports written");
    if std::env::var("MAFIARATINGS_EXPORTS").is_err() {
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn the_red_win_example_value_by_value() {
    let text = std::fs::read_to_string(path("docs/examples/sport-red-win.json")).unwrap();
    let (_, game) = open_text(&text).unwrap();
    let v = export(&game).unwrap();
    assert_eq!(v["startTime"], 1_764_600_000);
    assert_eq!(v["endTime"], 1_764_603_600);
    assert_eq!(v["language"], "ru");
    assert_eq!(v["winner"], "civ");
    assert_eq!(v["features"], "gsdutclhvknwr");
    let p = v["players"].as_array().unwrap();
    let roles: Vec<&str> = p.iter().map(|p| p["role"].as_str().unwrap()).collect();
    assert_eq!(
        roles,
        ["civ", "civ", "maf", "civ", "sheriff", "civ", "don", "civ", "maf", "civ"]
    );
    // Day 1 (round 0): 1 nominates 9, 2 nominates 3; 1, 2, 4, 5, 6, 8 vote for 9, the rest
    // for 3 (R-VOTE-2); 9 leaves. Night 2 (round 1): 4 is shot by both living blacks, leaves
    // the best move 3, 7, 8; the Don checks 5, the Sheriff 7. Day 2: 5 nominates 7, 6
    // nominates 3; 7 leaves. Night 3: the Sheriff (5) is shot and checks 3; day 3: 6
    // nominates 3, the single candidate leaves (R-VOTE-4): every vote is theirs.
    assert_eq!(
        p[0],
        json!({"name": "Анна", "role": "civ", "nominating": [9], "voting": [9, 7, 3]})
    );
    assert_eq!(p[8]["death"], json!({"round": 0, "type": "day"}));
    assert_eq!(
        p[3],
        json!({"name": p[3]["name"], "role": "civ", "death": {"round": 1, "type": "night"},
               "legacy": [3, 7, 8], "voting": [9]})
    );
    assert_eq!(p[6]["death"], json!({"round": 1, "type": "day"}));
    assert_eq!(p[6]["sheriff"], 1);
    assert_eq!(p[4]["don"], 1);
    assert_eq!(p[4]["death"], json!({"round": 2, "type": "night"}));
    assert_eq!(p[2]["sheriff"], 2);
    assert_eq!(p[2]["shooting"], json!([4, 5]));
    assert_eq!(p[6]["shooting"], json!([4]));
    assert_eq!(p[2]["death"], json!({"round": 2, "type": "day"}));
    assert_eq!(p[4]["nominating"], json!([null, 7]));
    assert_eq!(p[5]["nominating"], json!([null, 3, 3]));
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
fn a_night_kill_is_a_death_in_its_round_and_every_black_shot_the_victim() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[]);
    t.night(Some(2));
    t.reach_speeches();
    red_wins(&mut t);
    let v = export(&t.game).unwrap();
    check(&t.game, &v).unwrap();
    assert_eq!(
        v["players"][1]["death"],
        json!({"round": 1, "type": "night"})
    );
    for black in [2, 6, 8] {
        assert_eq!(
            v["players"][black]["shooting"],
            json!([2]),
            "seat {}",
            black + 1
        );
    }
    // Removed for an oath (R-FOUL-3): kicked out, with the moment (seat 3 in round 1's day,
    // before anyone spoke).
    let death = &v["players"][2]["death"];
    assert_eq!(death["type"], "kickOut");
    assert_eq!(death["round"], 1);
    assert_eq!(death["time"]["round"], 1);
}

#[test]
fn a_vote_gives_each_players_nomination_and_vote_and_the_voted_out_a_day_death() {
    let mut t = Table::sport();
    day1_vote_on_3_and_7(&mut t);
    t.votes(&[&[1, 2, 4, 5, 6, 8]]);
    t.finish_speeches();
    t.night(None);
    t.reach_speeches();
    red_wins(&mut t);
    let v = export(&t.game).unwrap();
    check(&t.game, &v).unwrap();
    let p = &v["players"];
    assert_eq!(p[0]["nominating"], json!([3]));
    assert_eq!(p[1]["nominating"], json!([7]));
    for seat in [1, 2, 4, 5, 6, 8] {
        assert_eq!(p[seat - 1]["voting"], json!([3]), "seat {seat}");
    }
    for seat in [3, 7, 9, 10] {
        assert_eq!(p[seat - 1]["voting"], json!([7]), "seat {seat}");
    }
    assert_eq!(p[2]["death"], json!({"round": 0, "type": "day"}));
    // A miss entered as «промах» only: whom each black shot is not known, so no shooting.
    assert!(!v["features"].as_str().unwrap().contains('h'));
    assert!(p[6].get("shooting").is_none());
}

#[test]
fn a_tie_revote_and_all_leave_by_seat_give_each_players_series_with_their_answer() {
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
    assert!(v["features"].as_str().unwrap().contains("vk"));
    let p = &v["players"];
    assert_eq!(p[0]["voting"], json!([[3, 3, true]]));
    assert_eq!(p[3]["voting"], json!([[3, 3, false]]));
    assert_eq!(p[2]["voting"], json!([[7, 7, true]]));
    assert_eq!(p[9]["voting"], json!([[7, 7, false]]));
    // Nobody left on day 1 (1, 2, 3 of 10 is not a majority): seat 2 killed in night 2.
    assert_eq!(p[1]["death"], json!({"round": 1, "type": "night"}));
    assert_eq!(p[8]["shooting"], json!([2]));
}

#[test]
fn all_leave_by_count_keeps_the_votes_without_the_answers_and_without_k() {
    let mut t = Table::sport();
    day1_vote_on_3_and_7(&mut t);
    t.votes(&[&[1, 2, 4, 5, 6]]);
    t.finish_speeches();
    t.votes(&[&[1, 2, 4, 5, 6]]);
    t.act(HostAction::AllLeaveCount { count: 2 });
    while !matches!(t.stage(), Stage::Night { .. }) {
        t.next();
    }
    t.night(Some(2));
    t.reach_speeches();
    red_wins(&mut t);
    let v = export(&t.game).unwrap();
    check(&t.game, &v).unwrap();
    let f = v["features"].as_str().unwrap();
    assert!(f.contains('v') && !f.contains('k'), "{f}");
    assert_eq!(v["players"][0]["voting"], json!([[3, 3]]));
}

#[test]
fn counts_entered_as_numbers_leave_the_voting_out_and_keep_the_nominations() {
    let mut t = Table::sport();
    day1_vote_on_3_and_7(&mut t);
    t.act(HostAction::VoteCount {
        candidate: 3,
        count: 6,
    });
    t.votes(&[]);
    t.finish_speeches();
    t.night(Some(2));
    t.reach_speeches();
    red_wins(&mut t);
    let v = export(&t.game).unwrap();
    check(&t.game, &v).unwrap();
    let f = v["features"].as_str().unwrap();
    assert!(!f.contains('v') && f.contains('n'), "{f}");
    assert!(v["players"][0].get("voting").is_none());
    assert_eq!(v["players"][0]["nominating"], json!([3]));
}

#[test]
fn fouls_are_warnings_with_their_moments_and_a_fourth_foul_a_death_by_warnings() {
    let mut t = Table::sport();
    t.through_first_night();
    t.reach_speeches();
    let speaker = t.speaker().unwrap();
    t.fouls(4, 2);
    t.fouls(9, 4);
    let v = export(&{
        red_wins(&mut t);
        t.game.clone()
    })
    .unwrap();
    check(&t.game, &v).unwrap();
    let moment = json!({"round": 0, "time": "speaking", "speaker": speaker});
    assert_eq!(v["players"][3]["warnings"], json!([moment, moment]));
    assert_eq!(v["players"][8]["warnings"].as_array().unwrap().len(), 4);
    assert_eq!(
        v["players"][8]["death"],
        json!({"round": 0, "type": "warnings"})
    );
}

#[test]
fn a_club_single_candidate_not_voted_on_leaves_the_nominations_out() {
    let mut t = Table::club();
    t.through_first_night();
    t.speeches(&[]);
    t.night(Some(2));
    t.speeches(&[(1, 3)]);
    let v = export(&{
        red_wins(&mut t);
        t.game.clone()
    })
    .unwrap();
    check(&t.game, &v).unwrap();
    let f = v["features"].as_str().unwrap();
    assert!(!f.contains('n') && !f.contains('l'), "{f}");
}

/// A change made to an export's JSON.
type Change = fn(&mut Value);

#[test]
fn the_schema_refuses_what_the_format_does_not_have() {
    let text = std::fs::read_to_string(path("docs/examples/sport-red-win.json")).unwrap();
    let (_, game) = open_text(&text).unwrap();
    let v = export(&game).unwrap();
    check_schema(&v).unwrap();
    let broken: [(&str, Change); 6] = [
        ("nine players", |v| {
            v["players"].as_array_mut().unwrap().pop();
        }),
        ("a player 11", |v| {
            v["players"][0]["nominating"] = json!([11])
        }),
        ("the 2018 field", |v| v["start_time"] = json!(1)),
        ("a death type", |v| {
            v["players"][8]["death"]["type"] = json!("shot");
        }),
        ("a role", |v| v["players"][0]["role"] = json!("doctor")),
        ("a gametime without votingRound", |v| {
            v["players"][0]["warnings"] = json!([{"round": 0, "time": "voting"}]);
        }),
    ];
    for (what, change) in broken {
        let mut b = v.clone();
        change(&mut b);
        assert!(check_schema(&b).is_err(), "{what} passed");
    }
}

/// Ten Home seats dealt with `roles`, played to a red win by removals.
fn home(roles: &[Role]) -> Game {
    let mut t = Table::new(Preset::Home, Rules::preset(Preset::Home), roles);
    t.through_first_night();
    t.reach_speeches();
    let blacks: Vec<Seat> = t
        .state()
        .players
        .iter()
        .filter(|p| p.role.team() == Team::Black)
        .map(|p| p.seat)
        .collect();
    for seat in blacks {
        if !t.state().is_over() {
            t.remove(seat, RemovalReason::Other);
        }
    }
    assert!(t.state().is_over());
    t.game
}

#[test]
fn a_game_the_site_cannot_take_is_refused_in_words_that_say_why() {
    use Role::*;
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
    // Home with twelve seats: the site's games have ten players.
    let twelve = [
        Civilian, Civilian, Mafia, Civilian, Sheriff, Civilian, Don, Civilian, Mafia, Civilian,
        Civilian, Civilian,
    ];
    let seats = ExportError::Seats { count: 12 };
    assert_eq!(export(&home(&twelve)), Err(seats.clone()));
    // Home with ten seats but three mafia and a Don.
    let heavy = [
        Civilian, Civilian, Mafia, Civilian, Sheriff, Civilian, Don, Mafia, Mafia, Civilian,
    ];
    let deck = ExportError::Composition {
        civilians: 5,
        sheriffs: 1,
        mafia: 3,
        dons: 1,
    };
    assert_eq!(export(&home(&heavy)), Err(deck.clone()));
    // Home with ten seats of the site's deck goes.
    assert!(export(&home(&common::SPORT_ROLES)).is_ok());
    // A Party game, even of ten.
    let party = [
        Civilian, Doctor, Mafia, Silencer, Civilian, Mafia, Civilian, Civilian, Civilian, Civilian,
    ];
    let mut t = Table::new(Preset::Party, Rules::preset(Preset::Party), &party);
    while matches!(t.stage(), Stage::FirstNight { .. }) {
        t.next();
    }
    t.reach_speeches();
    for seat in [3, 6] {
        t.remove(seat, RemovalReason::Other);
    }
    assert!(t.state().is_over());
    assert_eq!(export(&t.game), Err(ExportError::Party));
    // The words, in both languages, say why.
    let said = |lang, why: &ExportError| tf(lang, Text::RatingSkipped { game: 0, why });
    assert!(said(Lang::Ru, &seats).contains("12 игроков"));
    assert!(said(Lang::Ru, &seats).contains("на десятерых"));
    assert!(said(Lang::En, &seats).contains("12 players"));
    assert!(said(Lang::En, &seats).contains("games of ten"));
    assert!(said(Lang::Ru, &ExportError::Party).contains("«Вечеринки»"));
    assert!(said(Lang::En, &ExportError::Party).contains("Party"));
    assert!(said(Lang::Ru, &deck).contains("мафии 3"));
    assert!(said(Lang::En, &deck).contains("3 mafia"));
    // No start or end time.
    let game = home(&common::SPORT_ROLES);
    for (p, e) in [
        (
            Played {
                start_ms: 0,
                ..played()
            },
            ExportError::NoStartTime,
        ),
        (
            Played {
                end_ms: None,
                ..played()
            },
            ExportError::NoEndTime,
        ),
    ] {
        assert_eq!(export::mafiaratings(&game, &p).map(|_| ()), Err(e));
    }
}

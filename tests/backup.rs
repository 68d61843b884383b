//! One backup file of everything the app keeps (issue 38, docs/backup.md): every text comes
//! back word for word, a restore merges by ids and replaces only what the host chose, a
//! file that is not a whole backup of this version is refused by what is wrong with it, and
//! what the engine writes fits `docs/backup.schema.json` (checked by boon, not by us).
#![cfg(not(target_arch = "wasm32"))]

use mafia_host::engine::backup::*;
use mafia_host::engine::evening::Evening;
use mafia_host::engine::roster::Roster;
use mafia_host::engine::*;
use proptest::prelude::*;
use serde_json::Value;
use std::collections::BTreeMap;

type Map = BTreeMap<String, String>;

fn path(p: &str) -> String {
    format!("{}/{p}", env!("CARGO_MANIFEST_DIR"))
}

/// The finished game of `docs/examples/sport-red-win.json`.
fn finished_log() -> GameLog {
    GameLog::from_json(&std::fs::read_to_string(path("docs/examples/sport-red-win.json")).unwrap())
        .unwrap()
}

/// The same game after its first `n` actions (a prefix of an accepted game replays).
fn partial_log(n: usize) -> GameLog {
    let mut log = finished_log();
    log.actions.truncate(n);
    log
}

fn save(log: GameLog, id: u64) -> Save {
    Save {
        format: "mafia-host-save".to_string(),
        version: 1,
        id,
        saved_at: id + 3_600_000,
        tab: "3f2a9c1e".to_string(),
        game: log,
        step: None,
    }
}

/// The history's text as `ui::saves` writes it.
fn history(saves: &[Save]) -> String {
    serde_json::to_string_pretty(saves).unwrap()
}

fn names() -> Vec<String> {
    finished_log()
        .setup
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect()
}

/// An evening begun at `id` whose first game is the example's, played as `game`.
fn evening(id: u64, game: u64) -> Evening {
    let mut e = Evening::new(id, Preset::Sport, &names());
    e.playing = Some(game);
    e.record(game, &finished_log());
    e
}

const G1: u64 = 1_764_450_000_000;
const G2: u64 = 1_764_456_000_000;
const G3: u64 = 1_764_460_000_000;
const NOW: u64 = 1_764_700_000_000;
const E1: u64 = 1_764_440_000_000;
const E2: u64 = 1_764_608_400_000;

/// A phone as the app leaves it: a game in progress, the history, an evening under way and
/// a past one, the roster, a kept damaged save, settings, and keys no backup holds.
fn phone() -> Map {
    let mut r = Roster::default();
    r.add_names(names().iter().map(String::as_str));
    r.rename("Борис", "Боря").unwrap();
    let step = format!(r#"{{"id":{NOW},"entries":12,"step":{{"mode":"Normal"}}}}"#);
    [
        ("mafia-host.save.v1", save(partial_log(12), NOW).to_json()),
        ("mafia-host.step.v1", step),
        ("mafia-host.answer-seen.v1", "9".to_string()),
        (
            "mafia-host.history.v1",
            history(&[save(finished_log(), G1), save(partial_log(30), G2)]),
        ),
        ("mafia-host.evening.v1", evening(E2, G2).to_json()),
        (
            "mafia-host.evenings.v1",
            serde_json::to_string(&[evening(E1, G1).to_json()]).unwrap(),
        ),
        ("mafia-host.roster.v1", r.to_text()),
        (
            "mafia-host.rejected.v1",
            serde_json::to_string(&["{\"format\": \"mafia-host-save\", \"vers"]).unwrap(),
        ),
        ("mafia-host.lang.v1", "en".to_string()),
        ("mafia-host.timer-auto.v1", "0".to_string()),
        ("mafia-host.muted.v1", "1".to_string()),
        ("mafia-host.scoring.v1", "100 40 25 -50 -50".to_string()),
        (
            "mafia-host.players.v1",
            serde_json::to_string(&names()).unwrap(),
        ),
        (
            "mafia-host.pair-host.v1",
            "abcdefgh 0123456789abcdef01234567".to_string(),
        ),
        ("another-app.key", "theirs".to_string()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect()
}

/// The keys of `map` a backup holds.
fn backed(map: &Map) -> Map {
    map.iter()
        .filter(|(k, _)| backed_up(k))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect()
}

fn through_file(b: &Backup) -> Backup {
    Backup::from_json(&b.to_json()).unwrap()
}

fn history_ids(map: &Map) -> Vec<u64> {
    serde_json::from_str::<Vec<Save>>(&map["mafia-host.history.v1"])
        .unwrap()
        .iter()
        .map(|s| s.id)
        .collect()
}

struct Checker {
    schemas: boon::Schemas,
    id: boon::SchemaIndex,
}

impl Checker {
    fn new() -> Checker {
        let file = "docs/backup.schema.json";
        let schema: Value =
            serde_json::from_str(&std::fs::read_to_string(path(file)).unwrap()).unwrap();
        let mut schemas = boon::Schemas::new();
        let mut compiler = boon::Compiler::new();
        compiler.add_resource(file, schema).unwrap();
        let id = compiler.compile(file, &mut schemas).unwrap();
        Checker { schemas, id }
    }

    fn check(&self, text: &str) -> Result<(), String> {
        let v: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        self.schemas
            .validate(&v, self.id)
            .map_err(|e| format!("{e:#}"))
    }
}

#[test]
fn round_trip_gives_back_every_text_word_for_word() {
    let map = phone();
    let b = Backup::of(&map, NOW);
    assert_eq!(b.format, "mafia-host-backup");
    // Grouped by ids, each text as it was stored.
    assert_eq!(b.game.as_ref().unwrap().id, Some(NOW));
    let games = b.history.as_ref().unwrap().items.as_ref().unwrap();
    assert_eq!(
        games.iter().map(|e| e.id).collect::<Vec<_>>(),
        [Some(G1), Some(G2)]
    );
    assert_eq!(
        b.history.as_ref().unwrap().text,
        None,
        "written as the app writes it"
    );
    assert_eq!(b.evening.as_ref().unwrap().id, Some(E2));
    let past = b.evenings.as_ref().unwrap().items.as_ref().unwrap();
    assert_eq!(past[0].id, Some(E1));
    let roster = b.roster.as_ref().unwrap().items.as_ref().unwrap();
    assert_eq!(roster[1].name, "Боря");
    assert_eq!(roster[1].line, "Боря\tБорис");
    assert_eq!(b.settings.len(), 5, "{:?}", b.settings);
    assert!(!b.settings.contains_key("mafia-host.pair-host.v1"));
    // Back through the file, onto an empty phone: the same keys, the same texts.
    let again = through_file(&b);
    assert_eq!(again, b);
    assert_eq!(apply(&Map::new(), &again, &Choices::none()), backed(&map));
    assert_eq!(b.to_map(), backed(&map));
    // Restored onto the same phone: nothing to do, nothing changed.
    let p = plan(&map, &again);
    assert!(p.is_empty(), "{p:?}");
    assert_eq!(apply(&map, &again, &Choices::all(&p)), map);
}

#[test]
fn texts_that_do_not_read_are_kept_whole() {
    let mut map = phone();
    map.insert(
        "mafia-host.history.v1".into(),
        "[{\"format\": \"mafia-host-save\", \"version\": 2}]".into(),
    );
    map.insert("mafia-host.evenings.v1".into(), "not json".into());
    map.insert("mafia-host.roster.v1".into(), "Анна\u{0}".into());
    map.insert("mafia-host.rejected.v1".into(), "a bare text".into());
    map.insert(
        "mafia-host.evening.v1".into(),
        "{\"format\": \"mafia-host-evening\", \"version\": 9, \"id\": 7}".into(),
    );
    map.insert("mafia-host.history.v1".into(), " [ ] ".into());
    let b = Backup::of(&map, NOW);
    assert_eq!(b.evenings.as_ref().unwrap().items, None);
    assert_eq!(b.roster.as_ref().unwrap().items, None);
    assert_eq!(b.evening.as_ref().unwrap().id, Some(7));
    // A history that reads but was written otherwise keeps its text too.
    assert_eq!(b.history.as_ref().unwrap().items, Some(vec![]));
    assert_eq!(b.history.as_ref().unwrap().text.as_deref(), Some(" [ ] "));
    assert_eq!(
        apply(&Map::new(), &through_file(&b), &Choices::none()),
        backed(&map)
    );
}

#[test]
fn a_restore_merges_the_history_evenings_and_roster_by_ids() {
    let a = phone();
    let mut b: Map = Map::new();
    b.insert(
        "mafia-host.history.v1".into(),
        history(&[save(partial_log(30), G2), save(finished_log(), G3)]),
    );
    b.insert("mafia-host.roster.v1".into(), "анна\nЛев".to_string());
    b.insert("mafia-host.lang.v1".into(), "en".into());
    let backup = through_file(&Backup::of(&a, NOW));
    let p = plan(&b, &backup);
    assert!(p.replaces.is_empty(), "{p:?}");
    assert!(p.adds.contains(&Add::History(G1)));
    assert!(!p.adds.contains(&Add::History(G2)), "the same game is here");
    assert!(p.adds.contains(&Add::Game(NOW)));
    assert!(p.adds.contains(&Add::Evening(Some(E2))));
    assert!(p.adds.contains(&Add::PastEvening(Some(E1))));
    assert!(p.adds.contains(&Add::Player("Боря".into())));
    assert!(
        !p.adds.contains(&Add::Player("Анна".into())),
        "«анна» is here"
    );
    assert!(!p.adds.contains(&Add::Setting("mafia-host.lang.v1".into())));
    let out = apply(&b, &backup, &Choices::none());
    // Oldest first, whichever phone each came from.
    assert_eq!(history_ids(&out), [G1, G2, G3]);
    assert_eq!(out["mafia-host.save.v1"], a["mafia-host.save.v1"]);
    assert_eq!(out["mafia-host.step.v1"], a["mafia-host.step.v1"]);
    assert_eq!(out["mafia-host.evening.v1"], a["mafia-host.evening.v1"]);
    let roster = Roster::from_text(&out["mafia-host.roster.v1"]);
    assert_eq!(roster.players[0].name, "анна", "the one here stays");
    assert_eq!(roster.players[1].name, "Лев");
    assert_eq!(roster.players[2].name, "Боря");
    assert_eq!(roster.players[2].aliases, ["Борис"]);
    // The merged stores read as the app reads them.
    assert!(Evening::from_json(&out["mafia-host.evening.v1"]).is_ok());
    let past: Vec<String> = serde_json::from_str(&out["mafia-host.evenings.v1"]).unwrap();
    assert_eq!(Evening::from_json(&past[0]).unwrap().id, E1);
    // A second restore adds nothing.
    assert!(plan(&out, &backup).is_empty());
}

#[test]
fn nothing_here_is_replaced_unless_the_host_chose_it() {
    let a = phone();
    let backup = through_file(&Backup::of(&a, NOW));
    let mut b = Map::new();
    let here_game = save(partial_log(5), G3).to_json();
    b.insert("mafia-host.save.v1".into(), here_game.clone());
    b.insert(
        "mafia-host.history.v1".into(),
        history(&[save(partial_log(20), G2)]),
    );
    b.insert(
        "mafia-host.evening.v1".into(),
        evening(E1 + 1, G1).to_json(),
    );
    b.insert("mafia-host.roster.v1".into(), "Боря".into());
    b.insert("mafia-host.lang.v1".into(), "ru".into());
    let p = plan(&b, &backup);
    let mut offered = p.replaces.clone();
    offered.sort();
    assert_eq!(
        offered,
        [
            Replace::Game,
            Replace::Evening,
            Replace::History(G2),
            Replace::Player("Боря".into()),
            Replace::Setting("mafia-host.lang.v1".into()),
        ]
    );
    // Nothing chosen: every text here stays; the additions go in, and the backup's evening
    // joins the past evenings (as opening an evening file does).
    let out = apply(&b, &backup, &Choices::none());
    for k in [
        "mafia-host.save.v1",
        "mafia-host.evening.v1",
        "mafia-host.lang.v1",
    ] {
        assert_eq!(out[k], b[k], "{k}");
    }
    assert_eq!(out["mafia-host.roster.v1"].lines().next(), Some("Боря"));
    assert!(p.adds.contains(&Add::EveningToPast(Some(E2))));
    let past: Vec<String> = serde_json::from_str(&out["mafia-host.evenings.v1"]).unwrap();
    assert_eq!(past.len(), 2);
    assert_eq!(past[1], a["mafia-host.evening.v1"]);
    assert_eq!(history_ids(&out), [G1, G2]);
    let here_g2 = &serde_json::from_str::<Vec<Save>>(&out["mafia-host.history.v1"]).unwrap()[1];
    assert_eq!(here_g2.game.actions.len(), 20);
    // Only the game chosen: the backup's is in progress, the one here is in the history.
    let one = Choices {
        replace: [Replace::Game].into(),
    };
    let out = apply(&b, &backup, &one);
    assert_eq!(out["mafia-host.save.v1"], a["mafia-host.save.v1"]);
    assert_eq!(out["mafia-host.lang.v1"], "ru");
    assert_eq!(history_ids(&out), [G1, G2, G3]);
    // Everything chosen.
    let out = apply(&b, &backup, &Choices::all(&p));
    assert_eq!(out["mafia-host.lang.v1"], "en");
    assert_eq!(out["mafia-host.evening.v1"], a["mafia-host.evening.v1"]);
    let past: Vec<String> = serde_json::from_str(&out["mafia-host.evenings.v1"]).unwrap();
    assert_eq!(
        Evening::from_json(&past[1]).unwrap().id,
        E1 + 1,
        "the one here is past"
    );
    let games = serde_json::from_str::<Vec<Save>>(&out["mafia-host.history.v1"]).unwrap();
    assert_eq!(games[1].game.actions.len(), 30, "the backup's copy of G2");
    assert_eq!(
        out["mafia-host.roster.v1"].lines().next(),
        Some("Боря\tБорис")
    );
}

#[test]
fn a_damaged_store_is_never_dropped() {
    let a = phone();
    let backup = through_file(&Backup::of(&a, NOW));
    let mut b = Map::new();
    b.insert("mafia-host.history.v1".into(), "{damaged".into());
    let p = plan(&b, &backup);
    assert!(p
        .replaces
        .contains(&Replace::Store("mafia-host.history.v1".into())));
    assert_eq!(
        apply(&b, &backup, &Choices::none())["mafia-host.history.v1"],
        "{damaged"
    );
    let out = apply(&b, &backup, &Choices::all(&p));
    assert_eq!(history_ids(&out), [G1, G2]);
    let kept: Vec<String> = serde_json::from_str(&out["mafia-host.rejected.v1"]).unwrap();
    assert!(kept.contains(&"{damaged".to_string()), "{kept:?}");
    // The backup's damaged list cannot merge into a good one here: it is kept.
    let mut a2 = a.clone();
    a2.insert("mafia-host.evenings.v1".into(), "not a list".into());
    let backup2 = through_file(&Backup::of(&a2, NOW));
    let out = apply(&a, &backup2, &Choices::none());
    assert_eq!(out["mafia-host.evenings.v1"], a["mafia-host.evenings.v1"]);
    let kept: Vec<String> = serde_json::from_str(&out["mafia-host.rejected.v1"]).unwrap();
    assert!(kept.contains(&"not a list".to_string()));
    // A damaged game in progress replaced by the host's choice is kept too.
    let mut c = Map::new();
    c.insert("mafia-host.save.v1".into(), "{\"half".into());
    let out = apply(&c, &backup, &Choices::all(&plan(&c, &backup)));
    assert_eq!(out["mafia-host.save.v1"], a["mafia-host.save.v1"]);
    assert!(out["mafia-host.rejected.v1"].contains("{\\\"half"));
}

#[test]
fn the_history_keeps_its_cap_and_says_what_goes() {
    let backup = through_file(&Backup::of(&phone(), NOW));
    let many: Vec<Save> = (0..50).map(|i| save(finished_log(), G2 + 1 + i)).collect();
    let b: Map = [("mafia-host.history.v1".to_string(), history(&many))].into();
    let p = plan(&b, &backup);
    // G1 and G2 are older than every game here: they go in and drop out at once.
    assert_eq!(p.dropped, [G1, G2]);
    let out = apply(&b, &backup, &Choices::none());
    assert_eq!(
        history_ids(&out),
        many.iter().map(|s| s.id).collect::<Vec<_>>()
    );
}

#[test]
fn a_file_that_is_not_a_whole_backup_is_refused() {
    let good = Backup::of(&phone(), NOW).to_json();
    let refused = |text: &str| Backup::from_json(text).unwrap_err();
    assert!(matches!(
        refused(&good[..good.len() / 2]),
        BackupError::Malformed { .. }
    ));
    assert_eq!(refused(""), BackupError::NotABackup { format: None });
    assert_eq!(refused("[1, 2]"), BackupError::NotABackup { format: None });
    let log = std::fs::read_to_string(path("docs/examples/sport-red-win.json")).unwrap();
    assert_eq!(
        refused(&log),
        BackupError::NotABackup {
            format: Some("mafia-host-game-log".into())
        }
    );
    let newer = good.replacen("\"version\": 1", "\"version\": 2", 1);
    assert_eq!(
        refused(&newer),
        BackupError::UnknownVersion { found: "2".into() }
    );
    assert_eq!(
        refused(r#"{"format": "mafia-host-backup", "made": 1}"#),
        BackupError::UnknownVersion {
            found: "missing".into()
        }
    );
    let unknown = good.replacen("\"made\"", "\"mood\": 1, \"made\"", 1);
    let e = refused(&unknown);
    assert!(e.to_string().contains("unknown field `mood`"), "{e}");
    // Parts that contradict their texts.
    let mut b = Backup::of(&phone(), NOW);
    b.history.as_mut().unwrap().items.as_mut().unwrap()[0].id = Some(5);
    assert!(refused(&b.to_json()).to_string().contains("history game 1"));
    let mut b = Backup::of(&phone(), NOW);
    b.settings
        .insert("mafia-host.history.v1".into(), "[]".into());
    assert!(refused(&b.to_json())
        .to_string()
        .contains("is not a setting"));
    let mut b = Backup::of(&phone(), NOW);
    b.settings.insert("elsewhere".into(), "x".into());
    assert!(matches!(
        refused(&b.to_json()),
        BackupError::Malformed { .. }
    ));
    let mut b = Backup::of(&phone(), NOW);
    b.roster.as_mut().unwrap().items.as_mut().unwrap()[0].name = "Someone".into();
    assert!(refused(&b.to_json()).to_string().contains("player 1"));
    // A refused file changes nothing: there is nothing to apply.
    let here = phone();
    let after = Backup::from_json(&newer)
        .map(|b| apply(&here, &b, &Choices::none()))
        .unwrap_or_else(|_| here.clone());
    assert_eq!(after, here);
}

#[test]
fn the_example_is_what_the_engine_makes_and_every_backup_fits_the_schema() {
    // The example: the game in progress is the example game's first 12 entries, the
    // history and the evening hold it finished.
    let mut map = phone();
    map.retain(|k, _| backed_up(k) && k != "mafia-host.step.v1");
    let made = Backup::of(&map, NOW).to_json() + "\n";
    let file = path("docs/backup.example.json");
    if std::env::var_os("UPDATE_EXAMPLES").is_some() {
        std::fs::write(&file, &made).unwrap();
    }
    let example = std::fs::read_to_string(&file).unwrap();
    assert_eq!(example, made, "UPDATE_EXAMPLES=1 cargo test --test backup");
    let c = Checker::new();
    c.check(&example).unwrap();
    assert!(Backup::from_json(&example).is_ok());
    let mut damaged = phone();
    damaged.insert("mafia-host.history.v1".into(), "{".into());
    damaged.insert("mafia-host.roster.v1".into(), "\u{1}".into());
    damaged.insert("mafia-host.evenings.v1".into(), "[1]".into());
    for m in [phone(), damaged, Map::new()] {
        c.check(&Backup::of(&m, 0).to_json()).unwrap();
    }
    // What the engine refuses for its shape, the schema refuses too.
    let bad = example.replacen("\"made\"", "\"mood\": 1, \"made\"", 1);
    assert!(c.check(&bad).is_err());
    let bad = example.replacen("\"version\": 1", "\"version\": 2", 1);
    assert!(c.check(&bad).is_err());
}

/// A text for a key: junk, empty, or one of the app's own.
fn text() -> impl Strategy<Value = String> {
    let own = vec![
        save(partial_log(12), NOW).to_json(),
        history(&[save(finished_log(), G1)]),
        evening(E1, G1).to_json(),
        serde_json::to_string(&[evening(E2, G2).to_json()]).unwrap(),
        "Анна\tАня\nБорис".to_string(),
        "[]".to_string(),
        "1".to_string(),
    ];
    prop_oneof![
        any::<String>(),
        "[\\[\\]{}\":,0-9a-z \\n\\t]{0,40}",
        proptest::sample::select(own),
    ]
}

fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        proptest::sample::select(vec![
            "mafia-host.save.v1",
            "mafia-host.step.v1",
            "mafia-host.answer-seen.v1",
            "mafia-host.setup.v1",
            "mafia-host.history.v1",
            "mafia-host.rejected.v1",
            "mafia-host.roster.v1",
            "mafia-host.evening.v1",
            "mafia-host.evenings.v1",
            "mafia-host.lang.v1",
            "mafia-host.muted.v1",
            "mafia-host.pair-host.v1",
        ])
        .prop_map(String::from),
        "mafia-host\\.[a-z.]{0,8}",
        "[a-z.]{0,8}",
    ]
}

fn phone_map() -> impl Strategy<Value = Map> {
    proptest::collection::btree_map(key(), text(), 0..10)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_text_is_read_or_refused_without_a_panic(t in any::<String>()) {
        let _ = Backup::from_json(&t);
    }

    #[test]
    fn a_damaged_backup_file_is_refused_or_read_never_a_panic(
        cut in 0usize..4000, byte in any::<u8>()
    ) {
        let mut text = Backup::of(&phone(), NOW).to_json().into_bytes();
        let at = cut % text.len();
        text[at] = byte;
        let text = String::from_utf8_lossy(&text);
        if let Ok(b) = Backup::from_json(&text) {
            let _ = apply(&phone(), &b, &Choices::all(&plan(&phone(), &b)));
        }
    }

    #[test]
    fn every_phone_round_trips_and_a_restore_loses_nothing_here(
        a in phone_map(), b in phone_map(), pick in any::<u64>()
    ) {
        let backup = Backup::from_json(&Backup::of(&a, NOW).to_json()).unwrap();
        prop_assert_eq!(apply(&Map::new(), &backup, &Choices::none()), backed(&a));
        let p = plan(&b, &backup);
        let out = apply(&b, &backup, &Choices::none());
        // Not chosen, nothing here changes: its single texts stay (a blank save slot or
        // evening key holds nothing), its kept texts stay.
        for k in ["mafia-host.save.v1", "mafia-host.setup.v1", "mafia-host.evening.v1"] {
            if let Some(v) = b.get(k).filter(|v| k.ends_with("setup.v1") || !v.trim().is_empty()) {
                prop_assert_eq!(out.get(k), Some(v));
            }
        }
        for (k, v) in &b {
            if !backed_up(k) || k.ends_with("lang.v1") || k.ends_with("muted.v1") {
                prop_assert_eq!(out.get(k), Some(v));
            }
        }
        let kept = |m: &Map| Backup::of(m, 0).rejected.and_then(|l| l.items).unwrap_or_default();
        let after = kept(&out);
        prop_assert!(kept(&b).iter().all(|t| after.contains(t)));
        // Some replacements chosen: no panic, and the additions are still in.
        let some = Choices {
            replace: p.replaces.iter().filter(|_| pick % 2 == 0).cloned().collect(),
        };
        let _ = apply(&b, &backup, &some);
        prop_assert!(Backup::from_json(&Backup::of(&out, 0).to_json()).is_ok());
    }

    #[test]
    fn a_phone_restored_from_its_own_backup_is_unchanged(a in phone_map()) {
        let backup = Backup::from_json(&Backup::of(&a, NOW).to_json()).unwrap();
        let p = plan(&a, &backup);
        prop_assert!(p.is_empty(), "{:?}", p);
        prop_assert_eq!(apply(&a, &backup, &Choices::all(&p)), a);
    }
}

/// A restore names a setting it would replace as Settings does, never by its storage key; a
/// key the app does not know (a later release's) is named by its key.
#[test]
fn a_replaced_setting_is_named_in_the_hosts_words() {
    use mafia_host::words::{backup_line, backup_replace, Lang};
    let mut there = Map::new();
    let mut here = Map::new();
    for s in Setting::ALL {
        assert!(s.key().starts_with(PREFIX), "{s:?}");
        there.insert(s.key().to_string(), "1".to_string());
        here.insert(s.key().to_string(), "0".to_string());
    }
    there.insert("mafia-host.later.v9".into(), "1".into());
    here.insert("mafia-host.later.v9".into(), "0".into());
    let p = plan(&here, &through_file(&Backup::of(&there, NOW)));
    assert_eq!(p.replaces.len(), Setting::ALL.len() + 1, "{:?}", p.replaces);
    let lines = |lang| -> Vec<String> {
        p.replaces
            .iter()
            .map(|r| backup_line(lang, &backup_replace(r, |d| d.to_string())))
            .collect()
    };
    let ru = lines(Lang::Ru);
    let en = lines(Lang::En);
    for (i, s) in Setting::ALL.iter().enumerate() {
        let bare = s.key().strip_prefix(PREFIX).unwrap();
        assert!(
            !ru.iter().any(|l| l.contains(bare)),
            "{s:?} named by its key: {ru:?}"
        );
        assert!(
            !en.iter().any(|l| l.contains(bare)),
            "{s:?} named by its key: {en:?}"
        );
        assert_ne!(Setting::of(s.key()), None);
        assert_eq!(
            Setting::ALL.iter().position(|x| x.key() == s.key()),
            Some(i),
            "one key each"
        );
    }
    assert!(ru.contains(&"настройку «Язык»".to_string()), "{ru:?}");
    assert!(en.contains(&"the setting “Language”".to_string()), "{en:?}");
    assert!(ru.contains(&"настройку later.v9".to_string()), "{ru:?}");
    assert!(en.contains(&"the setting later.v9".to_string()), "{en:?}");
}

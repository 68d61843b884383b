//! Issue 50, the organiser's tournament as the phone keeps it (`engine::tournament::kept`,
//! `docs/tournament.md`): a base and a key per game that put together give back the very
//! document; a save after one result merged writes that game's key and the base, nothing
//! else; a whole document (an earlier release's, a restored backup) reads as before; a
//! missing, damaged or misplaced game's key is refused naming the game, never with a panic;
//! an older release refuses the base by its format.
#![cfg(not(target_arch = "wasm32"))]

use mafia_host::engine::backup::TOURNAMENT_KEY;
use mafia_host::engine::tournament::kept::{
    self, assemble, game_key, game_of_key, plan, read, split, stale_keys, whole_text, Failed,
};
use mafia_host::engine::tournament::*;
use mafia_host::words::{tour, Lang, TourText};
use std::collections::BTreeMap;

const DIR: &str = "tests/e2e/fixtures/tournament";

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("{}/{DIR}/{name}", env!("CARGO_MANIFEST_DIR")))
        .expect("a fixture")
}

/// The e2e fixture's tournament (20 players, 2 tables, 2 rounds), nothing played.
fn fresh() -> Tournament {
    Tournament::from_json(&fixture("tournament.json")).expect("the fixture reads")
}

fn merged(mut t: Tournament, files: &[&str]) -> Tournament {
    for f in files {
        let r = Results::from_json(&fixture(f)).expect("results");
        t.merge(&r).expect("this tournament's");
    }
    t
}

/// Table 1's two games counted, table 2's first game disputed between two results, a phone
/// named.
fn busy() -> Tournament {
    let mut t = merged(
        fresh(),
        &[
            "results-table1.json",
            "results-table2.json",
            "results-conflict.json",
        ],
    );
    t.games[3].owner = Some("Стол 2".to_string());
    t
}

/// The keys of a phone's storage.
type Keys = BTreeMap<String, String>;

fn stored(t: &Tournament, written: u64) -> Keys {
    let (base, games) = split(t, written);
    let mut keys: Keys = games.into_iter().collect();
    keys.insert(TOURNAMENT_KEY.to_string(), base);
    keys
}

fn read_keys(keys: &Keys) -> Result<Read, Box<Failed>> {
    read(&keys[TOURNAMENT_KEY], |k| keys.get(k).cloned())
}

/// Writes `p` into `keys` as `web::tournament` does.
fn apply(keys: &mut Keys, p: &Plan) {
    for (_, k, v) in &p.games {
        keys.insert(k.clone(), v.clone());
    }
    keys.insert(TOURNAMENT_KEY.to_string(), p.base.clone());
    for k in &p.remove {
        keys.remove(k);
    }
}

#[test]
fn a_tournament_split_and_put_together_is_the_very_document() {
    for t in [fresh(), busy()] {
        let keys = stored(&t, 7);
        assert_eq!(keys.len(), 1 + t.games.len());
        for (id, g) in t.games.iter().enumerate() {
            let text = &keys[&game_key(id as u32)];
            assert_eq!(text, &kept::game_text(g));
            assert_eq!(game_of_key(&game_key(id as u32)), Some(id as u32));
        }
        match read_keys(&keys).expect("reads") {
            Read::Kept(back, k) => {
                assert_eq!(back, t);
                assert_eq!(k.written, 7);
                assert_eq!(k.base, keys[TOURNAMENT_KEY]);
                assert_eq!(k.games.as_deref(), Some(t.games.as_slice()));
            }
            Read::Whole(_) => panic!("the split form read as a whole document"),
        }
        let base = &keys[TOURNAMENT_KEY];
        assert_eq!(
            assemble(base, |k| keys.get(k).cloned()).expect("assembles"),
            t
        );
        // The whole text is the document's compact JSON, word for word.
        assert_eq!(
            whole_text(base, |k| keys.get(k).cloned()).expect("whole"),
            t.to_compact_json()
        );
        // The base is small: the document without its games.
        assert!(base.len() < 4_000, "{}", base.len());
        assert!(!base.contains("\"seats\""));
        let header: serde_json::Value = serde_json::from_str(base).unwrap();
        assert_eq!(header["format"], KEPT_FORMAT);
        assert_eq!(header["version"], KEPT_VERSION);
        assert_eq!(header["id"], t.id);
        assert_eq!(header["games"], t.games.len());
        assert_eq!(header["written"], 7);
        assert_eq!(header["doc"]["games"], serde_json::json!([]));
    }
}

#[test]
fn an_older_release_refuses_the_base_by_its_format() {
    let keys = stored(&busy(), 1);
    assert_eq!(
        Tournament::from_json(&keys[TOURNAMENT_KEY]),
        Err(TournamentError::Doc(DocError::Foreign {
            expected: TOURNAMENT_FORMAT
        }))
    );
}

#[test]
fn a_save_after_one_result_merged_writes_that_game_and_the_base() {
    let start = merged(fresh(), &["results-table1.json"]);
    let mut keys = stored(&start, 3);
    let Read::Kept(t, last) = read_keys(&keys).expect("reads") else {
        panic!("the split form read as a whole document");
    };
    // Table 2's first game (id 1) comes in.
    let after = merged(t, &["results-table2.json"]);
    let p = plan(&after, Some(&last));
    let ids: Vec<u32> = p.games.iter().map(|(id, _, _)| *id).collect();
    assert_eq!(ids, vec![1]);
    assert_eq!(p.games[0].1, game_key(1));
    assert_eq!(p.games[0].2, kept::game_text(&after.games[1]));
    assert!(p.remove.is_empty());
    assert_eq!(p.written, 4);
    assert_ne!(p.base, last.base);
    let before = keys.clone();
    apply(&mut keys, &p);
    let changed: Vec<&String> = keys
        .iter()
        .filter(|(k, v)| before.get(*k) != Some(*v))
        .map(|(k, _)| k)
        .collect();
    assert_eq!(changed, vec![TOURNAMENT_KEY, &game_key(1)]);
    // What the store remembers is what is stored now.
    let now = Kept::after(Some(last), &after, &p);
    let Read::Kept(back, read_now) = read_keys(&keys).expect("reads") else {
        panic!("whole");
    };
    assert_eq!(back, after);
    assert_eq!(now, read_now);
    // Nothing changed: no game written, the base's counter bumped all the same.
    let again = plan(&after, Some(&now));
    assert!(again.games.is_empty());
    assert_ne!(again.base, now.base);
    // The dispute and the organiser's choice: one game each time.
    let disputed = merged(after.clone(), &["results-conflict.json"]);
    let p = plan(&disputed, Some(&now));
    assert_eq!(p.games.iter().map(|g| g.0).collect::<Vec<_>>(), vec![1]);
    let now = Kept::after(Some(now), &disputed, &p);
    let mut chosen = disputed.clone();
    let pick = chosen.games[1].others[0].clone();
    chosen.choose(1, &pick).expect("a result of the dispute");
    let p = plan(&chosen, Some(&now));
    assert_eq!(p.games.iter().map(|g| g.0).collect::<Vec<_>>(), vec![1]);
    // A phone named for a game: that game, and only the base when the rest changes.
    let mut named = chosen.clone();
    named.games[2].owner = Some("Стол 1".to_string());
    named.name = "Кубок лета".to_string();
    let now = Kept::after(Some(now), &chosen, &p);
    let p = plan(&named, Some(&now));
    assert_eq!(p.games.iter().map(|g| g.0).collect::<Vec<_>>(), vec![2]);
    assert!(p.base.contains("Кубок лета"));
}

#[test]
fn nothing_known_writes_every_game_and_a_smaller_tournament_removes_the_rest() {
    let t = busy();
    let p = plan(&t, None);
    assert_eq!(p.games.len(), t.games.len());
    assert_eq!(p.written, 1);
    assert!(p.remove.is_empty());
    let now = Kept::after(None, &t, &p);
    assert_eq!(now.games.as_deref(), Some(t.games.as_slice()));
    // A smaller tournament (two of the four games) in its place.
    let mut small = t.clone();
    small.games.truncate(2);
    let p = plan(&small, Some(&now));
    assert!(p.games.is_empty());
    assert_eq!(p.remove, vec![game_key(2), game_key(3)]);
    let mut keys = stored(&t, 1);
    apply(&mut keys, &p);
    assert_eq!(keys.len(), 3);
    let after = Kept::after(Some(now), &small, &p);
    assert_eq!(after.games.as_deref(), Some(small.games.as_slice()));
    // The keys looked over when nothing is known: games past the end, and anything under the
    // games' prefix that is not a game's key; never the base or the table's key.
    let others = [
        TOURNAMENT_KEY.to_string(),
        "mafia-host.tournament-table.v1".to_string(),
        game_key(0),
        game_key(1),
        game_key(2),
        game_key(10),
        format!("{TOURNAMENT_KEY}.game.01"),
        format!("{TOURNAMENT_KEY}.game.x"),
    ];
    assert_eq!(
        stale_keys(others.iter().map(String::as_str), 2),
        vec![
            game_key(2),
            game_key(10),
            format!("{TOURNAMENT_KEY}.game.01"),
            format!("{TOURNAMENT_KEY}.game.x"),
        ]
    );
    assert_eq!(game_of_key(&format!("{TOURNAMENT_KEY}.game.-1")), None);
    assert_eq!(game_of_key(TOURNAMENT_KEY), None);
}

#[test]
fn a_whole_document_reads_as_before() {
    let t = busy();
    for text in [t.to_compact_json(), t.to_json(), fixture("tournament.json")] {
        let mut keys: Keys = [(TOURNAMENT_KEY.to_string(), text.clone())].into();
        // A game's key left from before does not count.
        keys.insert(game_key(0), "{}".to_string());
        let read = read_keys(&keys).expect("reads");
        assert_eq!(
            read,
            Read::Whole(Tournament::from_json(&text).expect("reads"))
        );
        assert!(!kept::is_base(&text));
        // Its whole text is the text itself, word for word (a backup keeps it as it is).
        assert_eq!(whole_text(&text, |k| keys.get(k).cloned()).unwrap(), text);
        // Written split with nothing known: every game, and then it reads split.
        let p = plan(read.tournament(), None);
        assert_eq!(p.games.len(), read.tournament().games.len());
        let mut split_keys = Keys::new();
        apply(&mut split_keys, &p);
        assert!(
            matches!(read_keys(&split_keys), Ok(Read::Kept(back, _)) if &back == read.tournament())
        );
    }
    // A newer version's whole document and a damaged one: refused as before, the text given.
    let newer = r#"{"format":"mafia-host-tournament","version":9,"id":5,"name":"Будущий"}"#;
    let e = read(newer, |_| None).unwrap_err();
    assert_eq!(e.key, TOURNAMENT_KEY);
    assert_eq!(e.text.as_deref(), Some(newer));
    assert_eq!(
        e.error,
        TournamentError::Doc(DocError::Newer { found: 9, reads: 1 })
    );
    assert!(matches!(
        read("{not json", |_| None).map_err(|f| f.error),
        Err(TournamentError::Doc(
            DocError::Foreign { .. } | DocError::Malformed { .. }
        ))
    ));
}

#[test]
fn a_missing_damaged_or_misplaced_game_is_refused_naming_it() {
    let t = busy();
    let keys = stored(&t, 2);
    let refused = |keys: &Keys| read_keys(keys).unwrap_err();

    let mut missing = keys.clone();
    missing.remove(&game_key(2));
    let e = refused(&missing);
    assert_eq!(e.key, game_key(2));
    assert_eq!(e.text, None);
    assert_eq!(
        e.error,
        TournamentError::Kept {
            game: 2,
            error: KeptError::Missing
        }
    );
    assert!(whole_text(&keys[TOURNAMENT_KEY], |k| missing.get(k).cloned()).is_err());

    let mut damaged = keys.clone();
    let cut = damaged[&game_key(1)][..40].to_string();
    damaged.insert(game_key(1), cut.clone());
    let e = refused(&damaged);
    assert_eq!(e.key, game_key(1));
    assert_eq!(e.text.as_deref(), Some(cut.as_str()));
    assert!(matches!(
        e.error,
        TournamentError::Kept {
            game: 1,
            error: KeptError::Doc(DocError::Malformed { .. })
        }
    ));
    assert!(e.error.to_string().contains("game 1"));
    assert!(tour(Lang::Ru, TourText::Tournament(&e.error)).contains("игра 2"));
    assert!(tour(Lang::En, TourText::Tournament(&e.error)).contains("game 2"));

    let mut swapped = keys.clone();
    let zero = swapped[&game_key(0)].clone();
    let three = swapped[&game_key(3)].clone();
    swapped.insert(game_key(0), three);
    swapped.insert(game_key(3), zero);
    let e = refused(&swapped);
    assert_eq!(
        e.error,
        TournamentError::Kept {
            game: 0,
            error: KeptError::Other { found: 3 }
        }
    );
    assert!(tour(Lang::Ru, TourText::Tournament(&e.error)).contains("игра 4"));
    // The largest id a text can say, and a base that says four billion games: refused in
    // words, no room taken for them, no overflow.
    let mut far = keys.clone();
    let mut g = t.games[0].clone();
    g.id = u32::MAX;
    far.insert(game_key(0), kept::game_text(&g));
    let e = refused(&far);
    assert_eq!(
        e.error,
        TournamentError::Kept {
            game: 0,
            error: KeptError::Other { found: u32::MAX }
        }
    );
    assert!(tour(Lang::En, TourText::Tournament(&e.error)).contains("4294967296"));
    let mut many: serde_json::Value = serde_json::from_str(&keys[TOURNAMENT_KEY]).unwrap();
    many["games"] = serde_json::json!(u32::MAX);
    let mut k = keys.clone();
    k.insert(TOURNAMENT_KEY.to_string(), many.to_string());
    assert_eq!(refused(&k).key, game_key(4));

    // A game's key that reads but does not fit the tournament: refused by the document's
    // check, as a whole document would be.
    let mut moved = keys.clone();
    let mut g = t.games[1].clone();
    g.round = 5;
    moved.insert(game_key(1), kept::game_text(&g));
    assert!(matches!(
        refused(&moved).error,
        TournamentError::GameOrder { game: 1 }
    ));

    // A base whose id is not its document's, or whose document keeps games.
    let base: serde_json::Value = serde_json::from_str(&keys[TOURNAMENT_KEY]).unwrap();
    let mut other = base.clone();
    other["id"] = serde_json::json!(99);
    let mut full = base.clone();
    full["doc"]["games"] = serde_json::to_value(&t.games).unwrap();
    for b in [other, full] {
        let mut k = keys.clone();
        k.insert(TOURNAMENT_KEY.to_string(), b.to_string());
        let e = refused(&k);
        assert_eq!(e.key, TOURNAMENT_KEY);
        assert!(matches!(
            e.error,
            TournamentError::Doc(DocError::Malformed { .. })
        ));
    }
    // A newer base is refused by its version.
    let mut newer = base.clone();
    newer["version"] = serde_json::json!(2);
    let mut k = keys.clone();
    k.insert(TOURNAMENT_KEY.to_string(), newer.to_string());
    assert_eq!(
        refused(&k).error,
        TournamentError::Doc(DocError::Newer { found: 2, reads: 1 })
    );
}

#[test]
fn a_damaged_base_or_game_never_panics() {
    let keys = stored(&busy(), 5);
    for key in [TOURNAMENT_KEY.to_string(), game_key(1)] {
        let text = keys[&key].clone().into_bytes();
        for at in (0..text.len()).step_by(7) {
            for byte in [b'"', b'{', b'9', b'x', 0xFF] {
                let mut t = text.clone();
                t[at] = byte;
                let mut k = keys.clone();
                k.insert(key.clone(), String::from_utf8_lossy(&t).into_owned());
                let _ = read_keys(&k);
                let _ = whole_text(&k[TOURNAMENT_KEY], |x| k.get(x).cloned());
            }
        }
    }
}

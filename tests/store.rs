//! The storage's policy over a [`MemStore`] (issue 49, `engine::store`): one write of the
//! save slot per tap over random games, the history's keep, a full storage as an error.

use mafia_host::engine::backup::{HISTORY_CAP, HISTORY_KEY, SAVE_KEY, STEP_KEY};
use mafia_host::engine::simulate::{random_action, Dice};
use mafia_host::engine::store::{keep_in_history, write_slot, MemStore, Store, StoreError, Stored};
use mafia_host::engine::*;

const PRESETS: [(Preset, usize); 4] = [
    (Preset::Sport, 10),
    (Preset::Club, 10),
    (Preset::Home, 7),
    (Preset::Party, 12),
];

/// The history as stored.
fn history(store: &MemStore) -> Vec<Save> {
    serde_json::from_str(&store.get(HISTORY_KEY).unwrap_or_else(|| "[]".into())).unwrap()
}

/// Keeps `save` in the history as it reads now.
fn keep(store: &mut MemStore, save: &Save) -> Stored {
    let list = history(store);
    keep_in_history(store, Some(list), save)
}

/// Plays a random game as the app does: every tap (an accepted action or a refusal, which
/// changes what was said) writes the save slot once; the tap that ends the game writes the
/// history once more.
fn play(preset: Preset, n: usize, seed: u64) -> (usize, bool) {
    let mut d = Dice(SplitMix64(seed));
    let mut game = Game::new(d.deal(preset, n).unwrap()).unwrap();
    let mut store = MemStore::default();
    let mut old_gone = false;
    let mut taps = 0;
    while !game.state().is_over() && taps < 2_000 {
        let action = random_action(game.state(), &mut d);
        let accepted = game.act(action.clone()).is_ok();
        taps += 1;
        let before = store.writes;
        let over = game.state().is_over();
        let step = format!("{{\"tap\":{taps},\"accepted\":{accepted}}}");
        let save = Save::of(&game, seed, taps as u64, "tab");
        write_slot(&mut store, save, Some(step.clone()), over, &mut old_gone).unwrap();
        assert_eq!(store.writes - before, 1, "one write for {action:?}");
        // The slot opens as the same game, with the step (none once over).
        let (kept, g) = open_text(&store.get(SAVE_KEY).unwrap()).unwrap();
        assert_eq!(g.actions(), game.actions());
        assert_eq!(kept.step, (!over).then_some(step));
        if over {
            let save = Save::of(&game, seed, 0, "tab");
            assert_eq!(keep(&mut store, &save), Stored::Kept);
            assert_eq!(store.writes - before, 2, "the game over: its history too");
            assert_eq!(history(&store), [save]);
        }
    }
    (taps, game.state().is_over())
}

#[test]
fn one_write_of_the_save_slot_per_tap_over_random_games() {
    let (mut taps, mut over) = (0, 0);
    for seed in 0..40u64 {
        let (preset, n) = PRESETS[seed as usize % PRESETS.len()];
        let (t, o) = play(preset, n, seed);
        taps += t;
        over += usize::from(o);
    }
    assert!(taps > 1_000, "{taps} taps played");
    assert!(over > 30, "{over} games reached their end");
}

fn game_of(seed: u64) -> Game {
    Game::new(Dice(SplitMix64(seed)).deal(Preset::Sport, 10).unwrap()).unwrap()
}

#[test]
fn the_step_an_earlier_release_kept_goes_once_in_the_first_write() {
    let mut store = MemStore::default();
    store.set(STEP_KEY, "{}").unwrap();
    store.writes = 0;
    let mut old_gone = false;
    let save = Save::of(&game_of(1), 7, 0, "t");
    write_slot(
        &mut store,
        save.clone(),
        Some("{}".into()),
        false,
        &mut old_gone,
    )
    .unwrap();
    assert_eq!((store.writes, store.get(STEP_KEY)), (2, None));
    assert!(old_gone);
    store.set(STEP_KEY, "{}").unwrap();
    write_slot(&mut store, save, Some("{}".into()), false, &mut old_gone).unwrap();
    assert_eq!(store.writes, 4, "asked once only");
    assert!(store.get(STEP_KEY).is_some());
}

#[test]
fn a_full_storage_is_an_error_and_writes_nothing() {
    let mut store = MemStore {
        full: true,
        ..MemStore::default()
    };
    let save = Save::of(&game_of(2), 7, 0, "t");
    let mut old_gone = false;
    assert_eq!(
        write_slot(&mut store, save.clone(), None, false, &mut old_gone),
        Err(StoreError::Full)
    );
    assert_eq!(
        keep_in_history(&mut store, Some(Vec::new()), &save),
        Stored::Failed
    );
    assert!(store.map.is_empty());
    assert_eq!(store.writes, 2);
}

#[test]
fn the_history_replaces_by_id_and_drops_the_oldest_beyond_its_cap() {
    let mut store = MemStore::default();
    let g = game_of(3);
    for id in 1..=HISTORY_CAP as u64 {
        let got = keep(&mut store, &Save::of(&g, id, 0, ""));
        assert_eq!(got, Stored::Kept);
    }
    let again = Save::of(&g, 5, 99, "");
    assert_eq!(keep(&mut store, &again), Stored::Kept);
    assert_eq!(history(&store)[4], again);
    let new = Save::of(&g, 1_000, 0, "");
    assert_eq!(keep(&mut store, &new), Stored::DroppedOldest);
    let list = history(&store);
    assert_eq!(
        (list.len(), list[0].id, list[HISTORY_CAP - 1].id),
        (HISTORY_CAP, 2, 1_000)
    );
    // A history that does not read is never written over.
    let before = store.clone();
    assert_eq!(keep_in_history(&mut store, None, &new), Stored::Failed);
    assert_eq!(store, before);
}

//! Where the game is kept (`docs/saves.md`), in one place: the game in progress (`Playing`,
//! the only type that can write it), the autosave into the save slot, the history, another
//! tab's writes, a save that does not open, and what this tab was doing (a reload goes back
//! to it). The screens read from here; none of them writes the game's storage.
//!
//! One write per tap: a tap changes the game, the game screen's step (`game::ctx`: its input,
//! what was said, the timer), or both; each asks for the save slot to be written
//! (`Keep::queue`), and the write happens once, at the end of the tap's turn, with the game
//! and the step in one save envelope (its `step`): `engine::store::write_slot`, tested
//! natively over a `MemStore`. A step saved by an earlier release under its own key
//! (`web::storage::STEP_KEY`) is read when the slot has none (`saved_step`).

use leptos::prelude::*;

use super::banners::BannerState;
use super::evening::{evening_note, EveningNote};
use super::saves::{self, Stored};
use super::Screen;
use crate::engine::practice::Case;
use crate::engine::store::write_slot;
use crate::engine::{open_text, Game, Save};
use crate::route::Doing;
use crate::web;
use crate::web::storage::{SAVE_KEY, STEP_KEY};

/// The game on screen. Its signal is private: a game is put here by `Keep::open` and changed
/// only through `maybe_update` (the game screen's `Ctx::send`, the one writer of a tap's change);
/// everyone else reads it.
#[derive(Clone, Copy)]
pub struct Playing(RwSignal<Option<Game>>);

impl Playing {
    /// The game, to read (reactive).
    pub fn read(self) -> ReadSignal<Option<Game>> {
        self.0.read_only()
    }

    pub fn with<O>(self, f: impl FnOnce(&Option<Game>) -> O) -> O {
        self.0.with(f)
    }

    pub fn with_untracked<O>(self, f: impl FnOnce(&Option<Game>) -> O) -> O {
        self.0.with_untracked(f)
    }

    /// A change of the game in progress (`game::Ctx`, which runs `host::screen`): readers
    /// are told only when `f` says it changed the game (`host::screen::Effect::Game`).
    /// `None`: the game's screen is gone.
    pub fn maybe_update(self, f: impl FnOnce(&mut Option<Game>) -> bool) -> Option<()> {
        self.0.try_maybe_update(|g| (f(g), ())).map(|_| ())
    }
}

/// Where the game on screen is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kept {
    /// The game's id in saves and history (when it started, ms since 1970).
    pub id: u64,
    /// A finished game opened from the history or a file: it is kept in the history only,
    /// so it never replaces the game in progress.
    pub archived: bool,
    /// A practice case: never saved, never kept in the history.
    pub practice: Option<Case>,
}

impl Kept {
    /// The game in progress (or just finished) of this tab: saved, in the history when over.
    pub fn own(id: u64) -> Kept {
        Kept {
            id,
            archived: false,
            practice: None,
        }
    }
}

/// The saved game, if the save holds one that opens and is not over.
pub(crate) fn saved_game() -> Option<(Save, Game)> {
    let text = web::storage::get(SAVE_KEY)?;
    open_text(&text).ok().filter(|(_, g)| !g.state().is_over())
}

/// The finished game in the save slot (a reload at game over comes back to it).
pub fn saved_over() -> Option<(Save, Game)> {
    web::storage::get(SAVE_KEY)
        .and_then(|t| open_text(&t).ok())
        .filter(|(save, g)| save.id != 0 && g.state().is_over())
}

/// The game screen's step saved with the game in the save slot, or else the one an earlier
/// release saved under its own key: `game::ctx` restores it when it is the game's.
pub fn saved_step() -> Option<String> {
    let in_slot = web::storage::get(SAVE_KEY)
        .and_then(|t| Save::from_json(&t).ok())
        .and_then(|s| s.step);
    in_slot.or_else(|| web::storage::get(STEP_KEY))
}

/// What the next write of the save slot holds besides the game.
#[derive(Default)]
struct Slot {
    /// The game changed since the last write (the history and the evening hear of it too).
    game_changed: bool,
    /// The game screen's step as JSON text (`game::ctx`), written with the game.
    step: Option<String>,
    /// A write is asked for, at the end of this turn.
    queued: bool,
    /// The step an earlier release kept under its own key is gone (it is in the slot now).
    old_step_gone: bool,
}

/// The game's storage and what the banners say of it.
#[derive(Clone, Copy)]
pub struct Keep {
    pub game: Playing,
    pub kept: RwSignal<Kept>,
    pub banners: BannerState,
    /// The save slot holds a text that does not open and could not be moved out: nothing is
    /// saved while it is there.
    pub blocked: RwSignal<bool>,
    /// The kept texts that did not open (`web::storage::rejected`).
    pub rejected: RwSignal<Vec<String>>,
    /// The host was told that a save failed.
    pub warned: RwSignal<bool>,
    /// Bumped when another tab changes the save, so the start screen reads it again.
    pub refresh: RwSignal<u32>,
    slot: StoredValue<Slot>,
}

impl Keep {
    /// The checks of the save slot at start, and the autosave.
    pub fn new() -> Keep {
        let game = Playing(RwSignal::new(None));
        // A save that does not open is never overwritten: its text moves to the kept list
        // (and stays in the save slot if even that write fails: then nothing is saved).
        // The text moves exactly as the browser holds it (a lone surrogate included).
        let blocked = RwSignal::new(false);
        if let Some(text) = web::storage::get(SAVE_KEY).filter(|t| !t.trim().is_empty()) {
            let damaged = !web::storage::is_well_formed(SAVE_KEY) || open_text(&text).is_err();
            if damaged && !web::storage::keep_rejected(SAVE_KEY) {
                blocked.set(true);
            }
        }
        let rejected = RwSignal::new(web::storage::rejected());
        if blocked.get_untracked() {
            // Still in the save slot: shown all the same.
            if let Some(text) = web::storage::get(SAVE_KEY) {
                rejected.update(|r| r.push(text));
            }
        }
        // A finished game whose history write failed is still in the save slot: it goes
        // into the history now, or the host is told and offered its file (never lost on a
        // reload).
        let not_in_history: RwSignal<Option<Save>> = RwSignal::new(None);
        if let Some((save, g)) = web::storage::get(SAVE_KEY).and_then(|t| open_text(&t).ok()) {
            if g.state().is_over() && !saves::in_history(save.id) {
                let save = Save { step: None, ..save };
                if let Stored::Failed = saves::keep_in_history(&save) {
                    not_in_history.set(Some(save));
                }
            }
        }
        let keep = Keep {
            game,
            kept: RwSignal::new(Kept::own(0)),
            banners: BannerState {
                save_failed: RwSignal::new(false),
                // Another tab wrote the save: `Some(true)` it continued this game,
                // `Some(false)` it started another one. Either way this tab stops saving.
                other_tab: RwSignal::new(None),
                not_in_history,
                // That game is not in the save slot either (the storage is full): a reload
                // would lose it, so the banner says so and offers its file (issue 22 §5.3).
                not_kept: RwSignal::new(false),
                history_dropped: RwSignal::new(false),
                update_ready: RwSignal::new(false),
                game: game.read(),
            },
            blocked,
            rejected,
            warned: RwSignal::new(false),
            refresh: RwSignal::new(0),
            slot: StoredValue::new(Slot::default()),
        };
        keep.autosave();
        keep
    }

    /// Every change of the game writes it inside the save envelope.
    fn autosave(self) {
        Effect::new(move |_| {
            self.game.with(|_| ());
            self.slot.update_value(|s| s.game_changed = true);
            self.queue();
        });
    }

    /// The game screen's step changed (`game::ctx`): it is written with the game.
    pub fn save_step(self, text: String) {
        self.slot.update_value(|s| s.step = Some(text));
        self.queue();
    }

    /// Asks for one write of the save slot at the end of this turn: the game's change and the
    /// step's, made by one tap, are one write.
    fn queue(self) {
        let first = self
            .slot
            .try_update_value(|s| !std::mem::replace(&mut s.queued, true));
        if first == Some(true) {
            // Once the turn's tasks are done (the effects the tap set off included), before
            // the browser draws or takes the next event.
            web::clock::after_this_turn(move || self.write());
        }
    }

    fn write(self) {
        let Some((changed, step)) = self.slot.try_update_value(|s| {
            s.queued = false;
            (std::mem::take(&mut s.game_changed), s.step.clone())
        }) else {
            return;
        };
        let b = self.banners;
        self.game.with_untracked(|g| {
            let Some(g) = g else { return };
            if b.other_tab.with_untracked(Option::is_some) {
                return;
            }
            let k = self.kept.get_untracked();
            if k.practice.is_some() {
                return;
            }
            let save = Save::of(g, k.id, web::epoch_ms(), &web::tab_id());
            let over = g.state().is_over();
            let mut ok = true;
            let mut history_failed = false;
            if over && changed {
                note_evening(EveningNote::Over(k.id, save.game.clone()), || ());
                match saves::keep_in_history(&save) {
                    Stored::Kept => {}
                    Stored::DroppedOldest => b.history_dropped.set(true),
                    // Not in the history, but in the save slot (written below): the host is
                    // told and offered the file.
                    Stored::Failed => {
                        history_failed = true;
                        b.not_in_history.set(Some(save.clone()));
                    }
                }
            }
            if !k.archived {
                // The game and the step in one write (`engine::store::write_slot`).
                let mut gone = self.slot.with_value(|s| s.old_step_gone);
                ok &= !self.blocked.get_untracked()
                    && write_slot(&mut web::storage::Local, save, step, over, &mut gone).is_ok();
                self.slot.update_value(|s| s.old_step_gone = gone);
            }
            if changed {
                // Neither the history nor the slot took the finished game: it is only here.
                b.not_kept.set(history_failed && !ok);
            }
            if !ok && !self.warned.get_untracked() {
                self.warned.set(true);
                b.save_failed.set(true);
            }
        });
    }

    /// Two tabs: when another tab writes the save, this one stops saving and says so.
    pub fn watch_other_tabs(self, screen: ReadSignal<Screen>) {
        let me = web::tab_id();
        web::storage::on_change_elsewhere(move |key, value| {
            if key != SAVE_KEY {
                return;
            }
            self.refresh.update(|n| *n += 1);
            let k = self.kept.get_untracked();
            let playing = screen.get_untracked() == Screen::Game
                && self.game.with_untracked(Option::is_some)
                && !k.archived
                && k.practice.is_none();
            let theirs = value.as_deref().and_then(|v| Save::from_json(v).ok());
            if playing && theirs.as_ref().is_none_or(|s| s.tab != me) {
                let same = theirs.is_some_and(|s| s.id == k.id);
                self.banners.other_tab.set(Some(same));
            }
        });
    }

    /// Puts a game on screen, kept as `k`.
    pub fn open(self, g: Game, k: Kept) {
        self.banners.other_tab.set(None);
        // The step of the game on screen before is not this one's.
        self.slot.update_value(|s| s.step = None);
        self.kept.set(k);
        self.game.0.set(Some(g));
    }

    /// This tab's own game is on screen (not one from the history, not a practice case).
    pub fn own_game(self, screen: Screen) -> bool {
        let k = self.kept.get_untracked();
        screen == Screen::Game && !k.archived && k.practice.is_none()
    }

    /// Remembers what this tab is doing, for a reload (`route::start`).
    pub fn remember_doing(self, screen: ReadSignal<Screen>, playing: Memo<bool>) {
        Effect::new(move |_| {
            let doing = match screen.get() {
                Screen::Game if playing.get() && self.kept.with(|k| k.practice.is_none()) => {
                    Some(Doing::Game)
                }
                // Game over of the game just played (not one opened from the history): a
                // reload shows the result again, not the start screen.
                Screen::Game
                    if self
                        .kept
                        .with(|k| !k.archived && k.practice.is_none() && k.id != 0)
                        && self
                            .game
                            .with(|g| g.as_ref().is_some_and(|g| g.state().is_over())) =>
                {
                    Some(Doing::Over)
                }
                Screen::Setup => Some(Doing::Setup),
                // A players' screen reloaded comes back as one, showing its code to re-pair.
                Screen::Public => Some(Doing::Public),
                // A tournament's organiser or table reloaded comes back to it.
                Screen::Tournament => Some(Doing::Tournament),
                Screen::TournamentTable => Some(Doing::Table),
                _ => None,
            };
            web::storage::set_doing(doing);
        });
    }
}

/// Tells the evening under way of a game's start or end, or begins one from a finished game
/// (`evening::evening_note`: the evening's document and its reader are in the `more` chunk,
/// off the game's path), then runs `then`. Nothing is fetched when the browser holds no
/// evening and none is begun. A chunk that cannot be fetched is asked for again every second.
pub fn note_evening(note: EveningNote, then: impl FnOnce() + 'static) {
    if !matches!(note, EveningNote::FromGame(..)) && !web::evening::stored() {
        then();
        return;
    }
    leptos::task::spawn_local(async move {
        while evening_note(note.clone()).await.is_err() {
            web::clock::sleep(1_000).await;
        }
        then();
    });
}

//! The game screen's context and its one writer. Every change of the game goes through
//! [`Ctx::apply`]: it calls the engine, and on success replaces the step's input whole (the
//! tap mode, picked seats, counted hands, a blind night's shots: default for a new entry),
//! sets what was said (refusal, notices, the held answer) as one value and closes any
//! sheet. The game is a `keep::Playing` (its signal private to that type), held privately
//! here, so no view can write the game. The host's notes on seats are written here too
//! (`Change::Note`), beside the log's entries.
//!
//! The step's input and what was said are saved with the game (`ui::keep`: one write of the
//! save slot per tap), so a reload brings back marked hands, picked seats, the held answer and
//! the notices exactly.

use leptos::prelude::*;
use serde::{Deserialize, Serialize};

use crate::engine::rules::{AnswerGesture, HandLift};
use crate::engine::{Game, GameState, HostAction, NextStep, Role, RuleId, Seat, Stage, TimerKind};
use crate::host::hostless::{self, NightRound};
use crate::host::{self, edit, said, Outcome, Press};
use crate::ui::keep::{self, Keep, Playing};
use crate::web::{clock, storage};
use crate::words as text;
use crate::words::Lang;

// Where the game's length is kept when the host moved on from a check's answer moment.
use crate::engine::backup::ANSWER_SEEN_KEY;

pub use crate::host::said::Lines;
pub use crate::host::{StepInput, TapMode};

/// The step's timer as the host left it: running until `until` (ms since 1970), or paused
/// with `left` ms to go.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClockSave {
    pub total: f64,
    pub until: Option<f64>,
    pub left: f64,
}

/// What was said about the last change, written in each language, so a language switch in
/// the middle of a game shows the same lines in the new one: one value, replaced whole.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Said {
    ru: Lines,
    en: Lines,
}

impl Said {
    /// The same lines, written in each language.
    pub fn new(mut lines: impl FnMut(Lang) -> Lines) -> Said {
        Said {
            ru: lines(Lang::Ru),
            en: lines(Lang::En),
        }
    }

    /// The lines in `lang`.
    pub fn of(&self, lang: Lang) -> &Lines {
        match lang {
            Lang::Ru => &self.ru,
            Lang::En => &self.en,
        }
    }

    /// Changes the lines in each language alike.
    pub fn each(&mut self, mut change: impl FnMut(Lang, &mut Lines)) {
        change(Lang::Ru, &mut self.ru);
        change(Lang::En, &mut self.en);
    }
}

/// What is open over the game screen: at most one sheet at a time, closed by every change
/// of the game.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Sheet {
    #[default]
    None,
    /// The game's log, to fix or delete an entry.
    Log,
    /// Entry `index` being fixed; its new value as re-entered so far.
    Fix {
        index: usize,
        draft: Option<HostAction>,
    },
    /// Entry `index` about to be deleted.
    Delete { index: usize },
    /// The seldom used tools («⋯»).
    Tools,
    /// The notices of the last change, in full.
    Notices,
    /// Handing the game to another phone.
    HandOff,
    /// The players' screen's link (issue 24).
    Screen,
    /// The host's private note on a seat: `None` until a seat is tapped (the seat grid
    /// picks it, so nothing covers the seats).
    Note { seat: Option<Seat> },
    /// The phone's Back during a game: leave for the menu? (the game is kept).
    Leave,
}

/// A change of the game.
#[derive(Clone, Debug, PartialEq)]
pub enum Change {
    Act(HostAction),
    Undo,
    /// Entry `index` replaced by `action`; the rest replayed.
    Fix {
        index: usize,
        action: HostAction,
    },
    /// Entry `index` deleted; the rest replayed.
    Delete {
        index: usize,
    },
    /// The host's note on `seat` written (an empty text clears it). Not an entry of the
    /// log: the step, its input and what was said stay as they are.
    Note {
        seat: Seat,
        text: String,
    },
    /// A game without a host: the night round, every seat's turn done, entered as the
    /// host's actions (`hostless::enter_round`), all or none.
    Round(NightRound),
    /// A game without a host: the table's vote on a motion (`Game::decide`, issue 48 §5).
    Decide(host::Put),
}

/// A new step ignores taps this long (a double tap's second tap is meant for the step
/// before), the game's first step too (the second tap of «Начать игру»).
pub const SETTLE_MS: f64 = 400.0;

/// Everything the game's components share.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub lang: ReadSignal<Lang>,
    game: Playing,
    pub state: Memo<Option<GameState>>,
    pub next: Memo<Option<NextStep>>,
    /// What the host has entered for this step.
    pub step: RwSignal<StepInput>,
    /// What was said about the last change.
    pub said: RwSignal<Said>,
    /// The sheet open over the screen.
    pub sheet: RwSignal<Sheet>,
    /// The step's timer (`timer.rs`), saved with the step; `None` for a new step.
    pub clock: RwSignal<Option<ClockSave>>,
    /// The step's timer has run out (its `StepTimer` says so; a step without one: false).
    pub time_up: RwSignal<bool>,
    /// Roles shown on the seats while the host holds "peek".
    pub peek: RwSignal<bool>,
    /// Night calls and announcements are spoken (web::voice).
    pub voice: RwSignal<bool>,
    /// The night's ambience is wanted (web::ambience); it sounds only at night.
    pub ambience: RwSignal<bool>,
    /// A new step has just begun: taps are ignored until this clock time (`SETTLE_MS`).
    settle_until: StoredValue<f64>,
    /// Bumped at every new step: the step's words fade in while taps wait.
    pub settling: RwSignal<bool>,
    settle_gen: StoredValue<u32>,
    /// What a tap just entered and moved the game on with, for `SAME_TAP_MS`: the same
    /// tap again meanwhile is the same intention, not the next step's entry.
    pub recent: RwSignal<Option<Recent>>,
    recent_gen: StoredValue<u32>,
    /// When «Принято» was last tapped in a count (taken or part of its burst), for
    /// `SAME_PRESS_MS`: measured on the clock, not by the timer that lifts the sign.
    pressed_at: StoredValue<f64>,
    /// The last touch that marked or unmarked a seat, for `host::touch` (issue 48): the same
    /// seat again within `SETTLE_MS` is a finger's bounce.
    touched: StoredValue<Option<host::Touch>>,
    /// A game without a host (issue 41): the phone runs it, passed round at night, face up
    /// by day; nothing of the night on its screen by day.
    pub hostless: bool,
    /// A game without a host: the night's turns done so far and the turn open, every tap
    /// saved with the step (a reload brings the same turn back behind its pass screen), and
    /// the Don's order of shots between the rounds.
    round: RwSignal<Option<NightRound>>,
    /// A game without a host: why the turn's last tap was not taken, on the turn's own
    /// line (never aloud); cleared when a turn opens and at a taken tap.
    pub round_refusal: RwSignal<Option<hostless::Refuse>>,
    /// A game without a host, by day: what the face-up screen shows and says
    /// (`hostless::face_up`, the value whose secrecy `tests/hostless.rs` tests). The day's
    /// words, rule, timer, main button, who taps and seat tiles are drawn from it.
    pub face: Memo<Option<hostless::FaceUp>>,
}

/// A tap that moved the game on, shown for a moment (the tile or the button waits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recent {
    /// A seat at night: the shot's seat is not the Don's check, the heal is not the
    /// Silencer's choice. Dropped without a sign on the tile: at night a tile that looked
    /// different for a second would show which seat was shot.
    Seat(Seat),
    /// «Принято» in a count: the next candidate's «Принято» is not the same tap's.
    Count,
}

/// How long the same tap again is the same intention (a double tap half a second apart):
/// the seat's tile waits this long; every other tap is taken once the step has been on
/// screen for `SETTLE_MS`.
pub const SAME_TAP_MS: u64 = 1000;

/// «Принято» again within this long of the last tap on it is the same intention (a double
/// tap half a second apart): each such tap starts the wait over, so a burst of taps is one
/// gesture, and the first tap after a pause is the next candidate's «Принято» (issue 39
/// §4.1: a hurried double tap on the last candidate 0.7 s after the one before used to fall
/// whole inside a fixed second and record nothing). The last candidate's «Принято» waits
/// the same way: the button of the step after the count is not the burst's to press (a
/// third tap of a hurried triple tap, late on a busy phone, once recorded there).
pub const SAME_PRESS_MS: u64 = 650;

/// The step a tap belongs to: a new one begins when this changes.
fn step_key(g: &Game) -> (u32, u32, Stage, usize) {
    let s = g.state();
    // A nomination or a foul leaves the step as it was; the number of fouls is not in it.
    let stage = match &s.stage {
        Stage::Speech { seat, seconds, .. } => Stage::Speech {
            seat: *seat,
            seconds: *seconds,
            nominate_only: false,
        },
        other => other.clone(),
    };
    let alive = s.players.iter().filter(|p| p.alive).count();
    (s.day_number, s.night_number, stage, alive)
}

impl Ctx {
    pub fn new(lang: ReadSignal<Lang>, game: Playing, id: u64) -> Ctx {
        let state = Memo::new(move |_| game.with(|g| g.as_ref().map(|g| g.state().clone())));
        let next = Memo::new(move |_| state.with(|s| s.as_ref().map(GameState::next_step)));
        let entries = game.with_untracked(|g| g.as_ref().map_or(0, |g| g.actions().len()));
        let restored = restore(id, entries);
        let fresh = restored.is_none();
        let (step, said, clock, round) = restored.unwrap_or_default();
        let hostless = game.with_untracked(|g| g.as_ref().is_some_and(|g| g.setup().hostless));
        let round = game.with_untracked(|g| {
            g.as_ref()
                .filter(|_| hostless)
                .map(|g| NightRound::restore(g, round))
        });
        let step = RwSignal::new(step);
        let face = Memo::new(move |_| {
            if !hostless {
                return None;
            }
            game.with(|g| step.with(|i| hostless::face_up(g.as_ref()?, i)))
        });
        let ctx = Ctx {
            lang,
            game,
            state,
            next,
            step,
            said: RwSignal::new(said),
            sheet: RwSignal::new(Sheet::None),
            clock: RwSignal::new(clock),
            time_up: RwSignal::new(false),
            peek: RwSignal::new(false),
            // Without a host the phone's voice leads the day where the device has one.
            voice: RwSignal::new(hostless || crate::web::voice::enabled()),
            ambience: RwSignal::new(crate::web::ambience::enabled()),
            settle_until: StoredValue::new(0.0),
            settling: RwSignal::new(false),
            settle_gen: StoredValue::new(0),
            recent: RwSignal::new(None),
            recent_gen: StoredValue::new(0),
            pressed_at: StoredValue::new(f64::NEG_INFINITY),
            touched: StoredValue::new(None),
            hostless,
            round: RwSignal::new(round),
            round_refusal: RwSignal::new(None),
            face,
        };
        // The game's first screen: the second tap of a double tap on «Начать игру» (or
        // Continue) is not this step's.
        ctx.settle(clock::now_ms());
        // No step saved with this game (an import, a hand-off): a check's answer moment
        // comes back from the game, unless the host had moved on from it.
        // A finished game opens on its result (issue 39 §3.3, §4.2).
        let over_now = game.with_untracked(|g| g.as_ref().is_some_and(|g| g.state().is_over()));
        if fresh && !over_now && storage::get(ANSWER_SEEN_KEY) != Some(entries.to_string()) {
            ctx.answer_of_step();
        }
        // Every tap is saved: the step's input and what was said, with the game's length.
        // Not for a finished game (one opened from the history is always one) or a practice
        // case (id 0): their screen must not write over the step of the game in progress,
        // which Continue brings back as it was (issue 39 §3.5).
        let keep = use_context::<Keep>();
        Effect::new(move |_| {
            let over = game.with(|g| g.as_ref().is_none_or(|g| g.state().is_over()));
            if over || id == 0 {
                return;
            }
            let entries = game.with(|g| g.as_ref().map_or(0, |g| g.actions().len()));
            let saved = StepSave {
                id,
                entries,
                step: ctx.step.get(),
                said: ctx.said.with(|s| SaidSave::of(s.of(Lang::Ru))),
                said_en: Some(ctx.said.with(|s| SaidSave::of(s.of(Lang::En)))),
                clock: ctx.clock.get(),
                round: ctx.round.get(),
            };
            if let Some(keep) = keep {
                keep.save_step(crate::json::to_string(&saved));
            }
        });
        ctx
    }

    /// Whether the last entry may be taken back (`hostless::undoable`).
    pub fn undoable(&self) -> bool {
        self.game
            .with(|g| g.as_ref().is_some_and(hostless::undoable))
    }

    /// A game without a host: the night round under way, or `None` (a day, a host's game).
    pub fn night_round(&self) -> Option<NightRound> {
        if !self.hostless {
            return None;
        }
        let round = self.round.get().unwrap_or_default();
        self.game.with(|g| {
            g.as_ref()
                .filter(|g| hostless::in_round(g.state()))
                .map(|g| round.at_moment(g))
        })
    }

    /// A tap of the round (a turn opened, a seat tapped, hidden, closed by its time): the
    /// round kept at once (saved with the step); after the last seat's turn, entered.
    pub fn keep_round(&self, round: NightRound) {
        let done = self.game.with_untracked(|g| {
            g.as_ref()
                .is_some_and(|g| hostless::next_seat(g.state(), &round).is_none())
        });
        self.round.set(Some(round.clone()));
        if done {
            self.apply(Change::Round(round));
        }
    }

    /// The game, to read.
    pub fn game(&self) -> ReadSignal<Option<Game>> {
        self.game.read()
    }

    /// A check's answer moment is up: the answer is given and the checker sent to sleep
    /// before the next step's words. `said.answer` holds it until the host moves on.
    pub fn answer_moment(&self) -> Option<Role> {
        let by = self
            .next
            .with(|n| n.as_ref().and_then(|n| n.answer).map(|a| a.by))?;
        self.said_with(|s| s.answer.is_some()).then_some(by)
    }

    /// The answer of the check the step starts with, as the host sees it (after an undo
    /// too: the moment comes back from the game), becomes what was said.
    fn answer_of_step(&self) {
        // Without a host nobody holds an answer: the checker saw it on their own turn.
        if self.hostless {
            return;
        }
        let answer = self
            .next
            .with_untracked(|n| n.as_ref().and_then(|n| n.answer));
        let gesture = self.gesture();
        self.said.update(|s| {
            s.each(|lang, l| {
                l.answer = answer.map(|a| text::held_answer(lang, a.by, a.target, a.found, gesture))
            })
        });
    }

    /// The answer is given and the checker asleep: on to the next step's words. Remembered
    /// with the game's length, so a reload after this does not bring the moment back.
    pub fn end_answer(&self) {
        if self.settling_now() {
            return;
        }
        self.hide_answer();
        // The next step's words come in: a double tap's second tap is not theirs.
        self.settle(clock::now_ms());
    }

    /// The town sleeps: the night palette, the ambience, and holds instead of taps. A
    /// check's answer moment is still the night, the morning's words come after it.
    /// «Дальше» on a role's night step (a check, the Doctor, the Silencer) before its
    /// seconds are up: it needs a hold, so the table never hears a shorter step when the
    /// role has left (R-TIME). A living role's step asks the same, so the screen is the
    /// same either way.
    pub fn early_next(&self) -> bool {
        self.answer_moment().is_none()
            && self.next.with(|n| {
                n.as_ref()
                    .and_then(|n| n.timer.as_ref())
                    .is_some_and(|t| t.kind == TimerKind::Check)
            })
            && !self.time_up.get()
    }

    pub fn at_night(&self) -> bool {
        self.next.with(|n| n.as_ref().is_some_and(|n| n.night)) || self.answer_moment().is_some()
    }

    /// A step has just begun: this tap is ignored. The wait does not start over, so a tap
    /// made once the step has been on screen for `SETTLE_MS` is always taken.
    pub fn settling_now(&self) -> bool {
        clock::now_ms() < self.settle_until.get_value()
    }

    fn settle(&self, now: f64) {
        self.settle_until.set_value(now + SETTLE_MS);
        self.settle_gen.update_value(|g| *g = g.wrapping_add(1));
        let gen = self.settle_gen.get_value();
        self.settling.set(true);
        let (settling, settle_gen) = (self.settling, self.settle_gen);
        set_timeout(
            move || {
                if settle_gen.try_get_value() == Some(gen) {
                    settling.try_set(false);
                }
            },
            std::time::Duration::from_millis(SETTLE_MS as u64),
        );
    }

    /// The one writer of the game. Returns whether the change was made.
    pub fn apply(&self, change: Change) -> bool {
        if let Change::Note { seat, text } = change {
            return self.write_note(seat, &text);
        }
        let mut outcome: Option<Result<(StepInput, Said), Said>> = None;
        let mut moved = false;
        let undone = change == Change::Undo;
        // A motion decided: the step's own input comes back whole (a count's marked hands
        // included), never the count's kept hands with the motion still in them.
        let decided = matches!(change, Change::Decide(_));
        let lifted = match &change {
            Change::Act(HostAction::HandLift { seat, .. }) => Some(*seat),
            _ => None,
        };
        let kept = self.step.get_untracked();
        let mut next_round = None;
        self.game.update(|g| {
            let Some(g) = g else { return };
            let before = step_key(g);
            let gesture = g.state().rules.answer_gesture;
            outcome = Some(match change {
                Change::Act(action) => match g.act(action) {
                    Ok(events) => Ok((
                        StepInput::default(),
                        Said::new(|lang| said::said_after(lang, events, gesture)),
                    )),
                    Err(e) => Err(Said::new(|lang| said::refused(lang, &e))),
                },
                Change::Undo => match g.actions().last().cloned() {
                    Some(last) => {
                        g.undo();
                        Ok((StepInput::of(&last), Said::default()))
                    }
                    None => Err(Said::default()),
                },
                Change::Delete { index } => match g.remove_entry(index) {
                    Ok(c) => Ok((
                        StepInput::default(),
                        Said::new(|lang| said::deleted(lang, index, &c.changed)),
                    )),
                    Err(e) => Err(Said::new(|lang| {
                        said::refused_fix(lang, g, index, &e, true)
                    })),
                },
                Change::Fix { index, action } => {
                    let before = g.state().clone();
                    match g.correct(index, action) {
                        Ok(c) => Ok((
                            StepInput::default(),
                            Said::new(|lang| {
                                said::fixed(lang, &before, g.state(), index, &c.changed)
                            }),
                        )),
                        Err(e) => Err(Said::new(|lang| {
                            said::refused_fix(lang, g, index, &e, false)
                        })),
                    }
                }
                // Written by `write_note`, above.
                Change::Note { .. } => Err(Said::default()),
                // Nothing is said of the night: the morning's words say what the table may
                // know (the round's entries are never on the face-up screen).
                Change::Decide(put) => {
                    let last = g.actions().last().cloned();
                    match g.decide(put.motion, &put.hands) {
                        Ok(d) => {
                            let events = match (d.carried, put.motion) {
                                (true, crate::engine::Motion::Remove { .. }) => {
                                    g.batch(d.entries).map(<[_]>::to_vec).unwrap_or_default()
                                }
                                _ => Vec::new(),
                            };
                            let input = match (d.carried, put.motion, last) {
                                (true, crate::engine::Motion::Undo, Some(last)) => {
                                    StepInput::of(&last)
                                }
                                (true, _, _) => StepInput::default(),
                                (false, _, _) => kept.withdrawn(),
                            };
                            Ok((input, Said::new(|lang| said::decided(lang, &d, &events))))
                        }
                        Err(e) => Err(Said::new(|lang| said::refused(lang, &e))),
                    }
                }
                Change::Round(round) => match hostless::enter_round(g, &round) {
                    Ok((_, next)) => {
                        next_round = Some(next);
                        Ok((StepInput::default(), Said::default()))
                    }
                    Err(e) => Err(Said::new(|lang| said::refused(lang, &e))),
                },
            });
            moved = step_key(g) != before;
        });
        if let Some(next) = next_round {
            self.round.set(Some(next));
        }
        match outcome {
            Some(Ok((step, said))) => {
                if moved {
                    self.clock.set(None);
                }
                let step = if self.counting() && !moved && !undone && !decided {
                    // A foul or a hand lifted early (a warning) in a count: the marked hands
                    // stay (`host::kept_in_count`).
                    let kept = &kept;
                    self.game.with_untracked(|g| {
                        g.as_ref().map_or_else(StepInput::default, |g| {
                            host::kept_in_count(g.state(), kept, lifted)
                        })
                    })
                } else {
                    step
                };
                self.step.set(step);
                self.said.set(said);
                if undone {
                    // Undo back to a check's answer moment brings the moment back.
                    self.answer_of_step();
                }
                self.sheet.set(Sheet::None);
                self.peek.set(false);
                if moved {
                    self.settle(clock::now_ms());
                }
                true
            }
            Some(Err(said)) => {
                if said != Said::default() {
                    self.said.set(said);
                }
                false
            }
            None => false,
        }
    }

    pub fn act(&self, action: HostAction) {
        self.apply(Change::Act(action));
    }

    /// `Change::Note`: the note is written into the game (so the autosave keeps it with the
    /// game) and its sheet closes; the step's input, what was said and the timer are left
    /// as they were (a note in the middle of a count keeps the marked hands).
    fn write_note(&self, seat: Seat, text: &str) -> bool {
        let mut written = false;
        self.game.update(|g| {
            if let Some(g) = g {
                written = g.set_note(seat, text).is_ok();
            }
        });
        if written {
            self.sheet.set(Sheet::None);
        }
        written
    }

    /// The note sheet is open.
    pub fn noting(&self) -> bool {
        self.sheet.with(|s| matches!(s, Sheet::Note { .. }))
    }

    /// The host's note on `seat`, if there is one.
    pub fn note(&self, seat: Seat) -> Option<String> {
        self.game
            .with(|g| g.as_ref().and_then(|g| g.note(seat).map(str::to_string)))
    }

    /// The count's 2 seconds are over: «Спасибо» is the host's line now (what was said of
    /// the last count has been said).
    pub fn thank(&self) {
        if self.counting() {
            self.step.update(|s| s.thanked = true);
            self.said.update(|s| s.each(|_, l| l.spoken.clear()));
        }
    }

    /// R-FOUL-3: this game's `hand_lift` switch (the hand-lift button's words).
    pub fn hand_lift(&self) -> HandLift {
        self.state
            .with(|s| s.as_ref().map_or(HandLift::Removal, |s| s.rules.hand_lift))
    }

    /// The count is at «Спасибо»: the hands are being counted.
    pub fn thanked(&self) -> bool {
        self.step.with(|s| s.thanked)
            && self
                .state
                .with(|s| s.as_ref().is_some_and(|s| s.stage.is_count()))
    }

    /// A note for the host that is not about the game (e.g. no voice on this device).
    pub fn tell(&self, line: impl Fn(Lang) -> String) {
        self.said.set(Said::new(|lang| Lines {
            notices: vec![(None, line(lang))],
            ..Lines::default()
        }));
    }

    /// What was said, in the language shown.
    pub fn said_with<T>(&self, read: impl FnOnce(&Lines) -> T) -> T {
        let lang = self.lang.get();
        self.said.with(|s| read(s.of(lang)))
    }

    /// The host hid the check's answer: the answer moment is over.
    pub fn hide_answer(&self) {
        if self
            .said
            .with_untracked(|s| s.of(Lang::Ru).answer.is_some())
        {
            let length = self
                .game
                .with_untracked(|g| g.as_ref().map_or(0, |g| g.actions().len()));
            let _ = storage::set(ANSWER_SEEN_KEY, &length.to_string());
        }
        self.said.update(|s| s.each(|_, l| l.answer = None));
    }

    /// Opens entry `index` of the log for fixing.
    pub fn start_edit(&self, index: usize) {
        let original = self
            .game
            .with_untracked(|g| g.as_ref().and_then(|g| g.actions().get(index).cloned()));
        let Some(original) = original else { return };
        self.sheet.set(Sheet::Fix {
            index,
            draft: edit::first_draft(&original),
        });
    }

    /// Asks to delete entry `index`: the card shows what the replay would change first.
    pub fn start_delete(&self, index: usize) {
        self.sheet.set(Sheet::Delete { index });
    }

    /// The fix or the deletion being prepared.
    pub fn editing(&self) -> Option<(usize, Option<HostAction>, bool)> {
        self.sheet.with(|s| match s {
            Sheet::Fix { index, draft } => Some((*index, draft.clone(), false)),
            Sheet::Delete { index } => Some((*index, None, true)),
            _ => None,
        })
    }

    /// The new value of the entry being fixed.
    pub fn set_draft(&self, action: HostAction) {
        self.sheet.update(|s| {
            if let Sheet::Fix { draft, .. } = s {
                *draft = Some(action);
            }
        });
    }

    /// Back from a fix or a deletion to the log.
    pub fn stop_edit(&self) {
        if self.editing().is_some() {
            self.sheet.set(Sheet::Log);
        }
    }

    /// Opens `sheet`, or closes it when it is the one open.
    pub fn toggle_sheet(&self, sheet: Sheet) {
        self.sheet
            .update(|s| *s = if *s == sheet { Sheet::None } else { sheet });
    }

    /// Applies the fix or the deletion being prepared.
    pub fn apply_edit(&self) {
        match self.sheet.get_untracked() {
            Sheet::Delete { index } => {
                self.apply(Change::Delete { index });
            }
            Sheet::Fix {
                index,
                draft: Some(action),
            } => {
                self.apply(Change::Fix { index, action });
            }
            _ => {}
        }
    }

    /// Where the screen is, as the host module reads it (`host::Step`), for `read`.
    fn with_step<T>(&self, read: impl FnOnce(&host::Step) -> T) -> Option<T> {
        let answering = self.answer_moment().is_some();
        // The count's 2 seconds were started and have not run out (`caller::VoteWindow`).
        let window = !self.step.with_untracked(|s| s.thanked)
            && self
                .clock
                .get_untracked()
                .is_some_and(|c| c.until.is_some_and(|u| u > clock::epoch_ms()));
        self.game.with_untracked(|g| {
            let g = g.as_ref()?;
            self.next.with_untracked(|next| {
                let next = next.as_ref()?;
                self.step.with_untracked(|input| {
                    Some(read(&host::Step {
                        game: g,
                        next,
                        input,
                        answering,
                        window,
                    }))
                })
            })
        })
    }

    /// Does what a tap means (`host::tap`, `host::press`). Returns whether the game changed.
    fn run(&self, outcome: Outcome) -> bool {
        match outcome {
            Outcome::None => false,
            Outcome::Input {
                input,
                clear_refusal,
            } => {
                self.step.set(input);
                if clear_refusal {
                    self.said.update(|s| s.each(|_, l| l.refusal = None));
                }
                false
            }
            Outcome::Act { action, refused } => {
                let done = self.apply(Change::Act(action));
                if let (false, Some(input)) = (done, refused) {
                    self.step.set(input);
                }
                done
            }
            Outcome::Refuse(e) => {
                self.said
                    .update(|s| s.each(|lang, l| l.refusal = said::refused(lang, &e).refusal));
                false
            }
            Outcome::Ask {
                input,
                rule,
                question,
            } => {
                self.step.set(input);
                // The question is a step of its own: a double tap's second tap does not
                // answer it.
                self.settle(clock::now_ms());
                self.said.update(|s| {
                    s.each(|lang, l| l.refusal = Some((rule, said::question(lang, question))))
                });
                false
            }
            Outcome::EndAnswer => {
                self.end_answer();
                false
            }
            Outcome::Decide(put) => self.apply(Change::Decide(put)),
        }
    }

    /// The main button's words and what it does now (`host::button`).
    pub fn button(&self) -> Option<(host::Label, Press)> {
        let (label, press) = self.with_step(host::button).flatten()?;
        if !self.hostless {
            return Some((label, press));
        }
        // Face up: the words are the face-up value's.
        let label = self.face.with(|f| f.as_ref().map(|f| f.button.clone()))?;
        Some((label?, press))
    }

    /// The main button (`host::button`'s press). «Принято» that moves a count on to the
    /// next candidate keeps the button waiting a moment.
    pub fn press(&self, press: Press) {
        let count = matches!(&press, Press::Act(a) if a.is_count());
        let now = clock::now_ms();
        if now - self.pressed_at.get_value() < SAME_PRESS_MS as f64 {
            // The same gesture as the «Принято» just taken, whether it moved the count on or
            // ended it (the last candidate's, and the step after it on the same button): it
            // goes on waiting from this tap.
            self.pressed_at.set_value(now);
            self.mark_recent(Recent::Count);
            return;
        }
        if self.settling_now() {
            return;
        }
        let Some(outcome) = self.with_step(|step| host::press(step, &press)) else {
            return;
        };
        if self.run(outcome) && count {
            self.pressed_at.set_value(now);
            self.mark_recent(Recent::Count);
        }
    }

    /// How this game's host answers a check (R-NIGHT-2/3).
    fn gesture(&self) -> AnswerGesture {
        self.state.with_untracked(|s| {
            s.as_ref()
                .map_or(AnswerGesture::Nod, |s| s.rules.answer_gesture)
        })
    }

    /// The game is at a count (a vote or «все покидают?»).
    fn counting(&self) -> bool {
        self.state
            .with_untracked(|s| s.as_ref().is_some_and(|s| s.stage.is_count()))
    }

    /// Undo, from the top bar. Without a host nobody alone takes an entry back: the undo
    /// is put to the table (issue 48 §5).
    pub fn undo(&self) {
        if self.settling_now() || !self.undoable() {
            return;
        }
        if self.hostless {
            let put = self.game.with_untracked(|g| {
                g.as_ref()
                    .and_then(|g| self.step.with_untracked(|i| i.put_undo(g)))
            });
            if let Some(input) = put {
                self.step.set(input);
                self.sheet.set(Sheet::None);
                self.settle(clock::now_ms());
            }
            return;
        }
        self.apply(Change::Undo);
    }

    /// A tap on one of the step's tools: the step's input as `host` says
    /// (`StepInput::with_tool`).
    pub fn tool(&self, tool: host::Tool) {
        let Some(input) = self.state.with_untracked(|s| {
            s.as_ref()
                .map(|s| self.step.with_untracked(|i| i.with_tool(tool, s)))
        }) else {
            return;
        };
        self.step.set(input);
    }

    /// Without a host: a motion is put to the table.
    pub fn put(&self) -> bool {
        self.step.with(|s| s.put.is_some())
    }

    /// What a tap on `seat` means now. A tap that moves the game on keeps its seat waiting
    /// for `SAME_TAP_MS` (`Recent`).
    pub fn tap(&self, seat: Seat) {
        if self.recent.get_untracked() == Some(Recent::Seat(seat)) {
            return;
        }
        let gen = self.settle_gen.get_value();
        self.tap_now(seat);
        if self.settle_gen.get_value() != gen {
            self.mark_recent(Recent::Seat(seat));
        }
    }

    /// `what` moved the game on just now: the same tap waits a moment.
    fn mark_recent(&self, what: Recent) {
        self.recent.set(Some(what));
        self.recent_gen.update_value(|g| *g = g.wrapping_add(1));
        let gen = self.recent_gen.get_value();
        let (recent, recent_gen) = (self.recent, self.recent_gen);
        set_timeout(
            move || {
                if recent_gen.try_get_value() == Some(gen) {
                    recent.try_set(None);
                }
            },
            std::time::Duration::from_millis(match what {
                Recent::Seat(_) => SAME_TAP_MS,
                Recent::Count => SAME_PRESS_MS,
            }),
        );
    }

    fn tap_now(&self, seat: Seat) {
        // The note sheet is open: the tap says which seat the note is about, nothing else.
        if self.noting() {
            self.sheet.set(Sheet::Note { seat: Some(seat) });
            return;
        }
        if let Some((index, draft, deleting)) = self.editing() {
            if deleting {
                return;
            }
            let base = draft.or_else(|| {
                self.game
                    .with_untracked(|g| g.as_ref().and_then(|g| g.actions().get(index).cloned()))
            });
            if let Some(base) = base {
                self.set_draft(edit::with_seat(&base, seat));
            }
            return;
        }
        if self.settling_now() {
            return;
        }
        if let Some(round) = self.night_round() {
            self.round_tap(&round, seat);
            return;
        }
        let (now, last) = (clock::now_ms(), self.touched.get_value());
        if let Some((outcome, touched)) =
            self.with_step(|step| host::touch(step, seat, last, now, SETTLE_MS))
        {
            self.touched.set_value(touched);
            self.run(outcome);
        }
    }

    /// The seats marked on the table now: the step's picks, the fix's draft, or the note's
    /// seat.
    pub fn marked(&self, seat: Seat) -> bool {
        self.sheet
            .with(|s| match s {
                Sheet::Fix { draft: Some(d), .. } => Some(edit::seats(d).contains(&seat)),
                Sheet::Fix { .. } => Some(false),
                // The note's seat only: the step's picks are not what the sheet is about.
                Sheet::Note { seat: at } => Some(*at == Some(seat)),
                _ => None,
            })
            .or_else(|| {
                // A night round: the turn's own taps, on the holder's screen only.
                let round = self.night_round()?;
                let open = round.open.filter(|o| o.shown)?;
                Some(open.taps.contains(&seat))
            })
            .unwrap_or_else(|| self.step.with(|s| s.marks().contains(&seat)))
    }

    /// «Я — игрок №N» now (the wall clock): the turn opens, or comes back with its taps
    /// after a reload; the grid waits `SETTLE_MS` (the button's second tap lands there).
    pub fn open_turn(&self) {
        let now = clock::wall_ms();
        let Some(round) = self.night_round() else {
            return;
        };
        let opened = self
            .game
            .with_untracked(|g| g.as_ref().map(|g| hostless::open(g, &round, now)));
        if let Some(Ok(round)) = opened {
            self.round_refusal.set(None);
            self.settle(clock::now_ms());
            self.keep_round(round);
        }
    }

    /// «Готово» on a turn: hidden until its time is up (`hostless::done`).
    pub fn hide_turn(&self) {
        let Some(round) = self.night_round() else {
            return;
        };
        match hostless::done(&round) {
            Ok(round) => {
                self.round_refusal.set(None);
                self.keep_round(round);
            }
            Err(r) => self.round_refusal.set(Some(r)),
        }
    }

    /// A seat tapped on a turn: kept at once (`hostless::tap`), or refused on the turn's
    /// line. A seat taken waits `SAME_TAP_MS` (a doubled tap is not the Don's check on the
    /// seat he has just shot), unless the turn asks for that seat next.
    fn round_tap(&self, round: &NightRound, seat: Seat) {
        let now = clock::wall_ms();
        let result = self
            .game
            .with_untracked(|g| g.as_ref().map(|g| hostless::tap(g, round, seat, now)));
        match result {
            Some(Ok(after)) => {
                self.round_refusal.set(None);
                let next = self
                    .game
                    .with_untracked(|g| hostless::next_task(g.as_ref()?.state(), &after));
                if next != Some(hostless::Task::Tap(seat)) {
                    self.mark_recent(Recent::Seat(seat));
                }
                self.keep_round(after);
            }
            Some(Err(r)) => self.round_refusal.set(Some(r)),
            None => {}
        }
    }
}

/// The step's input and what was said, saved after every tap.
#[derive(Serialize, Deserialize)]
struct StepSave {
    id: u64,
    entries: usize,
    step: StepInput,
    /// What was said, in Russian (an earlier release's: in the language it was shown in).
    said: SaidSave,
    /// What was said, in English (none from an earlier release: `said` is shown in both).
    #[serde(default)]
    said_en: Option<SaidSave>,
    clock: Option<ClockSave>,
    /// A game without a host: the night's turns done (none from an earlier release).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    round: Option<NightRound>,
}

#[derive(Default, Serialize, Deserialize)]
struct SaidSave {
    refusal: Option<(String, String)>,
    notices: Vec<(Option<String>, String)>,
    answer: Option<String>,
    #[serde(default)]
    spoken: Vec<String>,
}

impl SaidSave {
    fn of(s: &Lines) -> SaidSave {
        SaidSave {
            refusal: s.refusal.clone().map(|(r, l)| (r.to_string(), l)),
            notices: s
                .notices
                .iter()
                .map(|(r, l)| (r.map(|r| r.to_string()), l.clone()))
                .collect(),
            answer: s.answer.clone(),
            spoken: s.spoken.clone(),
        }
    }

    fn lines(self) -> Lines {
        Lines {
            refusal: self
                .refusal
                .and_then(|(r, l)| Some((RuleId::parse(&r)?, l))),
            notices: self
                .notices
                .into_iter()
                .map(|(r, l)| (r.and_then(|r| RuleId::parse(&r)), l))
                .collect(),
            answer: self.answer,
            spoken: self.spoken,
        }
    }
}

/// The saved step of game `id`, if it belongs to the game as it is now.
type Restored = (StepInput, Said, Option<ClockSave>, Option<NightRound>);

fn restore(id: u64, entries: usize) -> Option<Restored> {
    let text = keep::saved_step()?;
    let saved: StepSave = crate::json::from_str(&text).ok()?;
    (saved.id == id && saved.entries == entries).then(|| {
        let ru = saved.said.lines();
        let en = saved.said_en.map_or_else(|| ru.clone(), SaidSave::lines);
        (saved.step, Said { ru, en }, saved.clock, saved.round)
    })
}

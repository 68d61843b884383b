//! The game screen's context: the game (a `keep::Playing`, held privately here, so no view
//! can write it), the screen's state as one value (`host::screen::Screen`, in one signal,
//! read through a memo per part so a tap redraws only what changed), and the runner of
//! that value's effects (a timer to come back with, the answer-seen mark). Every tap and
//! every change of the game is an `Action` sent through [`Ctx::send`]: `Screen::update`
//! decides, natively tested (`tests/screen.rs`); this file only passes the clock in.
//!
//! The step's input and what was said are saved with the game (`ui::keep`: one write of the
//! save slot per tap, `Screen::save`), so a reload brings back marked hands, picked seats,
//! the held answer and the notices exactly.

use leptos::prelude::*;

use crate::engine::rules::HandLift;
use crate::engine::{Game, GameState, HostAction, NextStep, Role, Seat, TimerKind};
use crate::host::hostless::{self, NightRound};
use crate::host::screen::{self as value, Now, Screen};
use crate::host::{self, Press};
use crate::ui::keep::{self, Keep, Playing};
use crate::web::{clock, storage};
use crate::words::Lang;

// Where the game's length is kept when the host moved on from a check's answer moment.
use crate::engine::backup::ANSWER_SEEN_KEY;

pub use crate::host::said::Lines;
pub use crate::host::screen::{Action, Change, ClockSave, Recent, Said, Sheet};
pub use crate::host::{StepInput, TapMode};

/// Everything the game's components share.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub lang: ReadSignal<Lang>,
    game: Playing,
    pub state: Memo<Option<GameState>>,
    pub next: Memo<Option<NextStep>>,
    /// The tools row's modes the game accepts now (`host::Offered`, each kind asked alone of
    /// the rules).
    pub offered: Memo<host::Offered>,
    /// The screen's state, one value; written only by `send`.
    screen: RwSignal<Screen>,
    /// What the host has entered for this step.
    pub step: Memo<StepInput>,
    /// What was said about the last change.
    pub said: Memo<Said>,
    /// The sheet open over the screen.
    pub sheet: Memo<Sheet>,
    /// The step's timer (`timer.rs`), saved with the step; `None` for a new step.
    pub clock: Memo<Option<ClockSave>>,
    /// The step's timer has run out (its `StepTimer` says so; a step without one: false).
    pub time_up: Memo<bool>,
    /// Roles shown on the seats while the host holds "peek".
    pub peek: Memo<bool>,
    /// Night calls and announcements are spoken (web::voice).
    pub voice: RwSignal<bool>,
    /// The night's ambience is wanted (web::ambience); it sounds only at night.
    pub ambience: RwSignal<bool>,
    /// A new step has just begun: the step's words fade in while taps wait.
    pub settling: Memo<bool>,
    /// What a tap just entered and moved the game on with, for `SAME_TAP_MS`.
    pub recent: Memo<Option<Recent>>,
    /// A game without a host (issue 41): the phone runs it, passed round at night, face up
    /// by day; nothing of the night on its screen by day.
    pub hostless: bool,
    /// A game without a host: the night's turns done so far and the turn open.
    round: Memo<Option<NightRound>>,
    /// A game without a host: why the turn's last tap was not taken, on the turn's own
    /// line (never aloud).
    pub round_refusal: Memo<Option<hostless::Refuse>>,
    /// A game without a host, by day: what the face-up screen shows and says
    /// (`hostless::face_up`, the value whose secrecy `tests/hostless.rs` tests). The day's
    /// words, rule, timer, main button, who taps and seat tiles are drawn from it.
    pub face: Memo<Option<hostless::FaceUp>>,
}

/// The clocks now, as the screen's value reads them.
fn now() -> Now {
    Now {
        mono: clock::now_ms(),
        wall: clock::epoch_ms(),
    }
}

impl Ctx {
    pub fn new(lang: ReadSignal<Lang>, game: Playing, id: u64) -> Ctx {
        let state = Memo::new(move |_| game.with(|g| g.as_ref().map(|g| g.state().clone())));
        let next = Memo::new(move |_| state.with(|s| s.as_ref().map(GameState::next_step)));
        let offered = Memo::new(move |_| {
            state.with(|s| s.as_ref().map(host::Offered::of).unwrap_or_default())
        });
        let saved = keep::saved_step();
        let seen = storage::get(ANSWER_SEEN_KEY);
        let opened = game.with_untracked(|g| {
            g.as_ref()
                .map(|g| Screen::open(g, id, saved.as_deref(), seen.as_deref(), now()))
        });
        let (screen, effects) = opened.unwrap_or_else(|| (Screen::new(false), Vec::new()));
        let hostless = screen.hostless;
        let screen = RwSignal::new(screen);
        let step = Memo::new(move |_| screen.with(|s| s.step.clone()));
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
            offered,
            screen,
            step,
            said: Memo::new(move |_| screen.with(|s| s.said.clone())),
            sheet: Memo::new(move |_| screen.with(|s| s.sheet.clone())),
            clock: Memo::new(move |_| screen.with(|s| s.clock)),
            time_up: Memo::new(move |_| screen.with(|s| s.time_up)),
            peek: Memo::new(move |_| screen.with(|s| s.peek)),
            // Without a host the phone's voice leads the day where the device has one.
            voice: RwSignal::new(hostless || crate::web::voice::enabled()),
            ambience: RwSignal::new(crate::web::ambience::enabled()),
            settling: Memo::new(move |_| screen.with(|s| s.settling)),
            recent: Memo::new(move |_| screen.with(|s| s.recent)),
            hostless,
            round: Memo::new(move |_| screen.with(|s| s.round.clone())),
            round_refusal: Memo::new(move |_| screen.with(|s| s.round_refusal)),
            face,
        };
        ctx.run(effects);
        // Every tap is saved: the step's input and what was said, with the game's length.
        // Not for a finished game (one opened from the history is always one) or a practice
        // case (id 0): their screen must not write over the step of the game in progress,
        // which Continue brings back as it was (issue 39 §3.5). The text is made again
        // whenever the screen or the game changes and written only when it differs: a new
        // step's wait ending, a sheet or the peek write nothing.
        let keep = use_context::<Keep>();
        let text = Memo::new(move |_| {
            let over = game.with(|g| g.as_ref().is_none_or(|g| g.state().is_over()));
            if over || id == 0 {
                return None;
            }
            let entries = game.with(|g| g.as_ref().map_or(0, |g| g.actions().len()));
            Some(screen.with(|s| s.save(id, entries)))
        });
        Effect::new(move |_| {
            if let (Some(text), Some(keep)) = (text.get(), keep) {
                keep.save_step(text);
            }
        });
        ctx
    }

    /// The one way the screen and the game change: `action` now, through
    /// `Screen::update`; the game's readers are told only when it changed.
    pub fn send(&self, action: Action) {
        self.changes(action);
    }

    /// [`Ctx::send`], and whether the game changed.
    pub fn changes(&self, action: Action) -> bool {
        let Some(mut screen) = self.screen.try_get_untracked() else {
            return false;
        };
        let now = now();
        let mut effects = Vec::new();
        self.game.maybe_update(|g| {
            let Some(g) = g else { return false };
            effects = screen.update(g, action, now);
            effects.contains(&value::Effect::Game)
        });
        self.screen.try_set(screen);
        let changed = effects.contains(&value::Effect::Game);
        self.run(effects);
        changed
    }

    /// The effects besides the value: timers that come back as actions, the answer-seen
    /// mark.
    fn run(&self, effects: Vec<value::Effect>) {
        let ctx = *self;
        for effect in effects {
            match effect {
                value::Effect::Game => {}
                value::Effect::After { ms, wake } => set_timeout(
                    move || ctx.send(Action::Wake(wake)),
                    std::time::Duration::from_millis(ms),
                ),
                value::Effect::AnswerSeen(length) => {
                    let _ = storage::set(ANSWER_SEEN_KEY, &length.to_string());
                }
            }
        }
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
        self.round.track();
        let screen = self.screen;
        self.game
            .with(|g| screen.with_untracked(|s| s.night_round(g.as_ref()?)))
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
        self.said
            .with(|s| s.of(Lang::Ru).answer.is_some())
            .then_some(by)
    }

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

    /// The town sleeps: the night palette, the ambience, and holds instead of taps. A
    /// check's answer moment is still the night, the morning's words come after it.
    pub fn at_night(&self) -> bool {
        self.next.with(|n| n.as_ref().is_some_and(|n| n.night)) || self.answer_moment().is_some()
    }

    pub fn apply(&self, change: Change) -> bool {
        self.changes(Action::Change(change))
    }

    pub fn act(&self, action: HostAction) {
        self.apply(Change::Act(action));
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
        self.send(Action::Tell(Said::new(|lang| Lines {
            notices: vec![(None, line(lang))],
            ..Lines::default()
        })));
    }

    /// What was said, in the language shown.
    pub fn said_with<T>(&self, read: impl FnOnce(&Lines) -> T) -> T {
        let lang = self.lang.get();
        self.said.with(|s| read(s.of(lang)))
    }

    /// The fix or the deletion being prepared.
    pub fn editing(&self) -> Option<(usize, Option<HostAction>, bool)> {
        self.sheet.track();
        self.screen.with_untracked(Screen::editing)
    }

    /// The main button's words and what it does now (`host::button`).
    pub fn button(&self) -> Option<(host::Label, Press)> {
        let wall = clock::epoch_ms();
        let now = Now { mono: 0.0, wall };
        let (label, press) = self.game.with_untracked(|g| {
            let g = g.as_ref()?;
            self.next.with_untracked(|next| {
                let next = next.as_ref()?;
                self.screen
                    .with_untracked(|s| s.with_step(g, next, now, host::button))
            })
        })?;
        if !self.hostless {
            return Some((label, press));
        }
        // Face up: the words are the face-up value's.
        let label = self.face.with(|f| f.as_ref().map(|f| f.button.clone()))?;
        Some((label?, press))
    }

    /// Without a host: a motion is put to the table.
    pub fn put(&self) -> bool {
        self.step.with(|s| s.put.is_some())
    }

    /// The seats marked on the table now: the step's picks, the fix's draft, the note's
    /// seat, or a night turn's own taps.
    pub fn marked(&self, seat: Seat) -> bool {
        let round = self.night_round();
        self.sheet.with(|sheet| {
            self.step
                .with(|step| host::screen::marked(sheet, round.as_ref(), step, seat))
        })
    }
}

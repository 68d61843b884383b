//! The game screen as one value (issue 49 §1): the step's input, what was said, the sheet
//! open, the step's clock, a night round without a host, and the screen's own time rules (a
//! new step's 400 ms, a seat that moved the game on, «Принято»'s burst, a finger's bounce),
//! changed only by [`Screen::update`] with the clock passed in. It returns what the screen
//! must do besides ([`Effect`]: a timer to come back with, the answer-seen mark, the game
//! changed), so undo, fixes, counts and the night round are tested natively
//! (`tests/screen.rs`). `ui::game::ctx` holds this value in one signal and runs the effects;
//! what it saves after every tap is this value ([`Screen::save`]), and a reload reads it back
//! ([`Screen::restore`]).

use serde::{Deserialize, Serialize};

use crate as host;
use crate::hostless::{self, NightRound};
use crate::said::{self, Lines};
use crate::{edit, Outcome, Press, Put, StepInput, Tool, Touch};
use engine::rules::AnswerGesture;
use engine::{Game, GameState, HostAction, Motion, NextStep, Role, RuleId, Seat, Stage};
use words as text;
use words::Lang;

/// A new step ignores taps this long (a double tap's second tap is meant for the step
/// before), the game's first step too (the second tap of «Начать игру»).
pub const SETTLE_MS: f64 = 400.0;

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
    Decide(Put),
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

/// The clocks a screen's moment is read on, passed in: `mono` ms on the page's monotonic
/// clock (a new step's wait, a burst, a bounce), `wall` ms since 1970 (a step's timer, a
/// night turn's seconds: they outlive a reload).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Now {
    pub mono: f64,
    pub wall: f64,
}

/// What the host (or, without a host, the table) did on the game screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A seat of the grid tapped.
    Tap(Seat),
    /// The main button pressed (`host::button`'s press).
    Press(Press),
    /// Undo, from the top bar (without a host: put to the table).
    Undo,
    /// One of the step's tools.
    Tool(Tool),
    /// A change of the game made directly (a sheet's button, a question's answer).
    Change(Change),
    /// A sheet opened (or closed: `Sheet::None`); the roles' peek ends.
    Open(Sheet),
    /// The sheet opened, or closed when it is the one open.
    Toggle(Sheet),
    /// The phone's Back: it never leaves a game unasked. It closes the open sheet, else asks
    /// whether to leave for the menu (`Sheet::Leave`; asked again, it stays).
    Back,
    /// The roles shown on the seats while the host holds "peek".
    Peek(bool),
    /// The count's 2 seconds are over: «Спасибо» is the host's line now.
    Thank,
    /// The check's answer given and the checker asleep: on to the next step's words.
    EndAnswer,
    /// Entry `index` of the log opened for fixing.
    StartEdit(usize),
    /// Entry `index` about to be deleted.
    StartDelete(usize),
    /// The new value of the entry being fixed.
    Draft(HostAction),
    /// Back from a fix or a deletion to the log.
    StopEdit,
    /// The fix or the deletion prepared, applied.
    ApplyEdit,
    /// The step's timer as its component left it.
    Clock(Option<ClockSave>),
    /// The step's timer has run out (or not).
    TimeUp(bool),
    /// A note for the host that is not about the game (e.g. no voice on this device).
    Tell(Said),
    /// Without a host: «Я — игрок №N», the turn opens.
    OpenTurn,
    /// Without a host: «Готово» on a turn.
    HideTurn,
    /// Without a host: the round's clock ticked (a turn whose time is up closes).
    Tick,
    /// The host hid the check's answer: the answer moment is over.
    HideAnswer,
    /// A wait the screen asked for (`Effect::After`) is over.
    Wake(Wake),
}

/// A wait that ends by itself, with the generation it was started with (a later wait of the
/// same kind makes it stale).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wake {
    /// A new step's wait is over: its words are in.
    Settled(u32),
    /// A tap's waiting sign is over.
    Forget(u32),
}

/// What the screen does besides changing its value.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// The game was changed (an entry, a fix, a note, the table's decision).
    Game,
    /// Send `Action::Wake(wake)` back after `ms` milliseconds.
    After { ms: u64, wake: Wake },
    /// The host moved on from the check's answer of the game at this length: a reload does
    /// not bring the moment back (`engine::backup::ANSWER_SEEN_KEY`).
    AnswerSeen(usize),
}

/// The game screen's state: one value, changed by [`Screen::update`].
#[derive(Clone, Debug, PartialEq)]
pub struct Screen {
    /// What the host has entered for this step.
    pub step: StepInput,
    /// What was said about the last change.
    pub said: Said,
    /// The sheet open over the screen.
    pub sheet: Sheet,
    /// The step's timer, saved with the step; `None` for a new step.
    pub clock: Option<ClockSave>,
    /// The step's timer has run out (its `StepTimer` says so; a step without one: false).
    pub time_up: bool,
    /// Roles shown on the seats while the host holds "peek".
    pub peek: bool,
    /// The step's words fade in while a new step's taps wait.
    pub settling: bool,
    /// What a tap just entered and moved the game on with, shown a moment.
    pub recent: Option<Recent>,
    /// A game without a host (issue 41).
    pub hostless: bool,
    /// A game without a host: the night's turns done so far and the turn open, and the
    /// Don's order of shots between the rounds.
    pub round: Option<NightRound>,
    /// A game without a host: why the turn's last tap was not taken, on the turn's own line.
    pub round_refusal: Option<hostless::Refuse>,
    /// Taps are ignored until this `mono` time (`SETTLE_MS`).
    settle_until: f64,
    settle_gen: u32,
    /// The `recent` tap waits until this `mono` time.
    recent_until: f64,
    recent_gen: u32,
    /// When «Принято» was last tapped in a count (taken or part of its burst).
    pressed_at: f64,
    /// The last touch that marked or unmarked a seat (`host::touch`).
    touched: Option<Touch>,
}

/// The step a tap belongs to: a new one begins when this changes.
pub fn step_key(g: &Game) -> (u32, u32, Stage, usize) {
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

/// The seats marked on the table now: the fix's draft, the note's seat, a night turn's own
/// taps (on the holder's screen only), else the step's picks.
pub fn marked(sheet: &Sheet, round: Option<&NightRound>, step: &StepInput, seat: Seat) -> bool {
    match sheet {
        Sheet::Fix { draft: Some(d), .. } => return edit::seats(d).contains(&seat),
        Sheet::Fix { .. } => return false,
        // The note's seat only: the step's picks are not what the sheet is about.
        Sheet::Note { seat: at } => return *at == Some(seat),
        _ => {}
    }
    if let Some(open) = round.and_then(|r| r.open.as_ref()).filter(|o| o.shown) {
        return open.taps.contains(&seat);
    }
    step.marks().contains(&seat)
}

impl Screen {
    /// A new step's screen, nothing entered, nothing said, no sheet, no wait.
    pub fn new(hostless: bool) -> Screen {
        Screen {
            step: StepInput::default(),
            said: Said::default(),
            sheet: Sheet::None,
            clock: None,
            time_up: false,
            peek: false,
            settling: false,
            recent: None,
            hostless,
            round: None,
            round_refusal: None,
            settle_until: f64::NEG_INFINITY,
            settle_gen: 0,
            recent_until: f64::NEG_INFINITY,
            recent_gen: 0,
            pressed_at: f64::NEG_INFINITY,
            touched: None,
        }
    }

    /// The screen of `game` as a reload finds it: the saved step (`saved`, the text
    /// [`Screen::save`] wrote) if it belongs to game `id` at its length, else a new step; a
    /// check's answer comes back from the game unless the host had moved on from it
    /// (`answer_seen`: the game's length when he did) or the game is over. The first step
    /// waits `SETTLE_MS` too (the second tap of «Начать игру» or Continue).
    pub fn open(
        game: &Game,
        id: u64,
        saved: Option<&str>,
        answer_seen: Option<&str>,
        now: Now,
    ) -> (Screen, Vec<Effect>) {
        let entries = game.actions().len();
        let restored = saved.and_then(|t| restore(t, id, entries));
        let fresh = restored.is_none();
        let (step, said, clock, round) = restored.unwrap_or_default();
        let hostless = game.setup().hostless;
        let mut screen = Screen {
            step,
            said,
            clock,
            round: hostless.then(|| NightRound::restore(game, round)),
            ..Screen::new(hostless)
        };
        let mut fx = Vec::new();
        screen.settle(now, &mut fx);
        let seen = answer_seen == Some(entries.to_string().as_str());
        if fresh && !game.state().is_over() && !seen {
            screen.answer_of_step(game);
        }
        (screen, fx)
    }

    /// What is saved after every tap: this value, with the game's id and length (the
    /// envelope's `step`, `docs/saves.md`). The screen's own moments are not kept.
    pub fn save(&self, id: u64, entries: usize) -> String {
        engine::json::to_string(&StepSave {
            id,
            entries,
            step: self.step.clone(),
            said: SaidSave::of(self.said.of(Lang::Ru)),
            said_en: Some(SaidSave::of(self.said.of(Lang::En))),
            clock: self.clock,
            round: self.round.clone(),
        })
    }

    /// The one way the screen changes: `action` at `now` on `game`.
    pub fn update(&mut self, game: &mut Game, action: Action, now: Now) -> Vec<Effect> {
        let mut fx = Vec::new();
        match action {
            Action::Tap(seat) => self.tap(game, seat, now, &mut fx),
            Action::Press(press) => self.press(game, press, now, &mut fx),
            Action::Undo => self.undo(game, now, &mut fx),
            Action::Tool(tool) => self.step = self.step.with_tool(tool, game.state()),
            Action::Change(change) => {
                self.apply(game, change, now, &mut fx);
            }
            Action::Open(sheet) => {
                self.peek = false;
                self.sheet = sheet;
            }
            Action::Toggle(sheet) => {
                self.sheet = if self.sheet == sheet {
                    Sheet::None
                } else {
                    sheet
                };
            }
            Action::Back => {
                self.peek = false;
                self.sheet = match self.sheet {
                    Sheet::None => Sheet::Leave,
                    _ => Sheet::None,
                };
            }
            Action::Peek(on) => self.peek = on,
            Action::Thank => {
                if game.state().stage.is_count() {
                    self.step.thanked = true;
                    self.said.each(|_, l| l.spoken.clear());
                }
            }
            Action::EndAnswer => self.end_answer(game, now, &mut fx),
            Action::StartEdit(index) => {
                if let Some(original) = game.actions().get(index) {
                    self.sheet = Sheet::Fix {
                        index,
                        draft: edit::first_draft(original),
                    };
                }
            }
            Action::StartDelete(index) => self.sheet = Sheet::Delete { index },
            Action::Draft(action) => {
                if let Sheet::Fix { draft, .. } = &mut self.sheet {
                    *draft = Some(action);
                }
            }
            Action::StopEdit => {
                if self.editing().is_some() {
                    self.sheet = Sheet::Log;
                }
            }
            Action::ApplyEdit => match self.sheet.clone() {
                Sheet::Delete { index } => {
                    self.apply(game, Change::Delete { index }, now, &mut fx);
                }
                Sheet::Fix {
                    index,
                    draft: Some(action),
                } => {
                    self.apply(game, Change::Fix { index, action }, now, &mut fx);
                }
                _ => {}
            },
            Action::Clock(clock) => self.clock = clock,
            Action::TimeUp(up) => self.time_up = up,
            Action::Tell(said) => self.said = said,
            Action::OpenTurn => self.open_turn(game, now, &mut fx),
            Action::HideTurn => self.hide_turn(game, now, &mut fx),
            Action::Tick => {
                if let Some(round) = self.night_round(game) {
                    let settled = hostless::settle(&round, now.wall as u64);
                    if settled != round {
                        self.keep_round(game, settled, now, &mut fx);
                    }
                }
            }
            Action::HideAnswer => self.hide_answer(game, &mut fx),
            Action::Wake(Wake::Settled(gen)) => {
                if gen == self.settle_gen {
                    self.settling = false;
                }
            }
            Action::Wake(Wake::Forget(gen)) => {
                if gen == self.recent_gen {
                    self.recent = None;
                }
            }
        }
        fx
    }

    /// A step has just begun: a tap now is ignored. The wait does not start over, so a tap
    /// made once the step has been on screen for `SETTLE_MS` is always taken.
    pub fn settling_at(&self, now: Now) -> bool {
        now.mono < self.settle_until
    }

    fn settle(&mut self, now: Now, fx: &mut Vec<Effect>) {
        self.settle_until = now.mono + SETTLE_MS;
        self.settle_gen = self.settle_gen.wrapping_add(1);
        self.settling = true;
        fx.push(Effect::After {
            ms: SETTLE_MS as u64,
            wake: Wake::Settled(self.settle_gen),
        });
    }

    /// `what` moved the game on just now: the same tap waits a moment.
    fn mark_recent(&mut self, what: Recent, now: Now, fx: &mut Vec<Effect>) {
        let ms = match what {
            Recent::Seat(_) => SAME_TAP_MS,
            Recent::Count => SAME_PRESS_MS,
        };
        self.recent = Some(what);
        self.recent_until = now.mono + ms as f64;
        self.recent_gen = self.recent_gen.wrapping_add(1);
        fx.push(Effect::After {
            ms,
            wake: Wake::Forget(self.recent_gen),
        });
    }

    /// A game without a host: the night round under way, or `None` (a day, a host's game).
    pub fn night_round(&self, game: &Game) -> Option<NightRound> {
        if !self.hostless || !hostless::in_round(game.state()) {
            return None;
        }
        Some(self.round.clone().unwrap_or_default().at_moment(game))
    }

    /// A check's answer moment is up: the answer is given and the checker sent to sleep
    /// before the next step's words; `said.answer` holds it until the host moves on.
    pub fn answer_moment(&self, next: Option<&NextStep>) -> Option<Role> {
        let by = next.and_then(|n| n.answer).map(|a| a.by)?;
        self.said.of(Lang::Ru).answer.is_some().then_some(by)
    }

    /// The fix or the deletion being prepared: its entry, its draft, whether it deletes.
    pub fn editing(&self) -> Option<(usize, Option<HostAction>, bool)> {
        match &self.sheet {
            Sheet::Fix { index, draft } => Some((*index, draft.clone(), false)),
            Sheet::Delete { index } => Some((*index, None, true)),
            _ => None,
        }
    }

    /// Where the screen is, as `host` reads it, for `read`; `next` is the game's next step.
    pub fn with_step<T>(
        &self,
        game: &Game,
        next: &NextStep,
        now: Now,
        read: impl FnOnce(&host::Step) -> T,
    ) -> T {
        let answering = self.answer_moment(Some(next)).is_some();
        // The count's 2 seconds were started and have not run out (`caller::VoteWindow`).
        let window = !self.step.thanked
            && self
                .clock
                .is_some_and(|c| c.until.is_some_and(|u| u > now.wall));
        read(&host::Step {
            game,
            next,
            input: &self.step,
            answering,
            window,
        })
    }

    /// The answer of the check the step starts with, as the host sees it (after an undo
    /// too: the moment comes back from the game), becomes what was said. Without a host
    /// nobody holds an answer: the checker saw it on their own turn.
    fn answer_of_step(&mut self, game: &Game) {
        if self.hostless {
            return;
        }
        let answer = game.state().next_step().answer;
        let gesture = gesture(game.state());
        self.said.each(|lang, l| {
            l.answer = answer.map(|a| text::held_answer(lang, a.by, a.target, a.found, gesture))
        });
    }

    fn end_answer(&mut self, game: &Game, now: Now, fx: &mut Vec<Effect>) {
        if self.settling_at(now) {
            return;
        }
        self.hide_answer(game, fx);
        // The next step's words come in: a double tap's second tap is not theirs.
        self.settle(now, fx);
    }

    /// The answer moment is over; remembered with the game's length, so a reload after
    /// this does not bring the moment back.
    fn hide_answer(&mut self, game: &Game, fx: &mut Vec<Effect>) {
        if self.said.of(Lang::Ru).answer.is_some() {
            fx.push(Effect::AnswerSeen(game.actions().len()));
        }
        self.said.each(|_, l| l.answer = None);
    }

    /// The one writer of the game. Returns whether the change was made.
    fn apply(&mut self, game: &mut Game, change: Change, now: Now, fx: &mut Vec<Effect>) -> bool {
        if let Change::Note { seat, text } = change {
            let written = game.set_note(seat, &text).is_ok();
            if written {
                self.sheet = Sheet::None;
                fx.push(Effect::Game);
            }
            return written;
        }
        let undone = change == Change::Undo;
        // A motion decided: the step's own input comes back whole (a count's marked hands
        // included), never the count's kept hands with the motion still in them.
        let decided = matches!(change, Change::Decide(_));
        let lifted = match &change {
            Change::Act(HostAction::HandLift { seat, .. }) => Some(*seat),
            _ => None,
        };
        let counting = game.state().stage.is_count();
        let before = step_key(game);
        let gesture = gesture(game.state());
        let outcome: Result<(StepInput, Said), Said> = match change {
            Change::Act(action) => match game.act(action) {
                Ok(events) => Ok((
                    StepInput::default(),
                    Said::new(|lang| said::said_after(lang, events, gesture)),
                )),
                Err(e) => Err(Said::new(|lang| said::refused(lang, &e))),
            },
            Change::Undo => match game.actions().last().cloned() {
                Some(last) => {
                    game.undo();
                    Ok((StepInput::of(&last), Said::default()))
                }
                None => Err(Said::default()),
            },
            Change::Delete { index } => match game.remove_entry(index) {
                Ok(c) => Ok((
                    StepInput::default(),
                    Said::new(|lang| said::deleted(lang, index, &c.changed)),
                )),
                Err(e) => Err(Said::new(|lang| {
                    said::refused_fix(lang, game, index, &e, true)
                })),
            },
            Change::Fix { index, action } => {
                let was = game.state().clone();
                match game.correct(index, action) {
                    Ok(c) => Ok((
                        StepInput::default(),
                        Said::new(|lang| said::fixed(lang, &was, game.state(), index, &c.changed)),
                    )),
                    Err(e) => Err(Said::new(|lang| {
                        said::refused_fix(lang, game, index, &e, false)
                    })),
                }
            }
            Change::Note { .. } => Err(Said::default()),
            // Nothing is said of the night: the morning's words say what the table may know
            // (the round's entries are never on the face-up screen).
            Change::Decide(put) => {
                let last = game.actions().last().cloned();
                match game.decide(put.motion, &put.hands) {
                    Ok(d) => {
                        let events = match (d.carried, put.motion) {
                            (true, Motion::Remove { .. }) => {
                                game.batch(d.entries).map(<[_]>::to_vec).unwrap_or_default()
                            }
                            _ => Vec::new(),
                        };
                        let input = match (d.carried, put.motion, last) {
                            (true, Motion::Undo, Some(last)) => StepInput::of(&last),
                            (true, _, _) => StepInput::default(),
                            (false, _, _) => self.step.withdrawn(),
                        };
                        Ok((input, Said::new(|lang| said::decided(lang, &d, &events))))
                    }
                    Err(e) => Err(Said::new(|lang| said::refused(lang, &e))),
                }
            }
            Change::Round(round) => match hostless::enter_round(game, &round) {
                Ok((_, next)) => {
                    self.round = Some(next);
                    Ok((StepInput::default(), Said::default()))
                }
                Err(e) => Err(Said::new(|lang| said::refused(lang, &e))),
            },
        };
        let moved = step_key(game) != before;
        match outcome {
            Ok((step, said)) => {
                fx.push(Effect::Game);
                if moved {
                    self.clock = None;
                }
                self.step = if counting && !moved && !undone && !decided {
                    // A foul or a hand lifted early (a warning) in a count: the marked hands
                    // stay (`host::kept_in_count`).
                    host::kept_in_count(game.state(), &self.step, lifted)
                } else {
                    step
                };
                self.said = said;
                if undone {
                    // Undo back to a check's answer moment brings the moment back.
                    self.answer_of_step(game);
                }
                self.sheet = Sheet::None;
                self.peek = false;
                if moved {
                    self.settle(now, fx);
                }
                true
            }
            Err(said) => {
                if said != Said::default() {
                    self.said = said;
                }
                false
            }
        }
    }

    /// Does what a tap means (`host::tap`, `host::press`). Returns whether the game changed.
    fn run(&mut self, game: &mut Game, outcome: Outcome, now: Now, fx: &mut Vec<Effect>) -> bool {
        match outcome {
            Outcome::None => false,
            Outcome::Input {
                input,
                clear_refusal,
            } => {
                self.step = input;
                if clear_refusal {
                    self.said.each(|_, l| l.refusal = None);
                }
                false
            }
            Outcome::Act { action, refused } => {
                let done = self.apply(game, Change::Act(action), now, fx);
                if let (false, Some(input)) = (done, refused) {
                    self.step = input;
                }
                done
            }
            Outcome::Refuse(e) => {
                self.said
                    .each(|lang, l| l.refusal = said::refused(lang, &e).refusal);
                false
            }
            Outcome::Ask {
                input,
                rule,
                question,
            } => {
                self.step = input;
                // The question is a step of its own: a double tap's second tap does not
                // answer it.
                self.settle(now, fx);
                self.said
                    .each(|lang, l| l.refusal = Some((rule, said::question(lang, question))));
                false
            }
            Outcome::EndAnswer => {
                self.end_answer(game, now, fx);
                false
            }
            Outcome::Decide(put) => self.apply(game, Change::Decide(put), now, fx),
        }
    }

    /// The main button. «Принято» that moves a count on to the next candidate keeps the
    /// button waiting a moment; a burst of taps on it is one gesture.
    fn press(&mut self, game: &mut Game, press: Press, now: Now, fx: &mut Vec<Effect>) {
        let count = matches!(&press, Press::Act(a) if a.is_count());
        if now.mono - self.pressed_at < SAME_PRESS_MS as f64 {
            // The same gesture as the «Принято» just taken, whether it moved the count on or
            // ended it (the last candidate's, and the step after it on the same button): it
            // goes on waiting from this tap.
            self.pressed_at = now.mono;
            self.mark_recent(Recent::Count, now, fx);
            return;
        }
        if self.settling_at(now) {
            return;
        }
        let next = game.state().next_step();
        let outcome = self.with_step(game, &next, now, |step| host::press(step, &press));
        if self.run(game, outcome, now, fx) && count {
            self.pressed_at = now.mono;
            self.mark_recent(Recent::Count, now, fx);
        }
    }

    /// Undo, from the top bar. Without a host nobody alone takes an entry back: the undo
    /// is put to the table (issue 48 §5).
    fn undo(&mut self, game: &mut Game, now: Now, fx: &mut Vec<Effect>) {
        if self.settling_at(now) || !hostless::undoable(game) {
            return;
        }
        if self.hostless {
            if let Some(input) = self.step.put_undo(game) {
                self.step = input;
                self.sheet = Sheet::None;
                self.settle(now, fx);
            }
            return;
        }
        self.apply(game, Change::Undo, now, fx);
    }

    /// A tap on `seat`. A tap that moves the game on keeps its seat waiting for
    /// `SAME_TAP_MS` (`Recent`).
    fn tap(&mut self, game: &mut Game, seat: Seat, now: Now, fx: &mut Vec<Effect>) {
        if self.recent == Some(Recent::Seat(seat)) && now.mono < self.recent_until {
            return;
        }
        let gen = self.settle_gen;
        self.tap_now(game, seat, now, fx);
        if self.settle_gen != gen {
            self.mark_recent(Recent::Seat(seat), now, fx);
        }
    }

    fn tap_now(&mut self, game: &mut Game, seat: Seat, now: Now, fx: &mut Vec<Effect>) {
        // The note sheet is open: the tap says which seat the note is about, nothing else.
        if matches!(self.sheet, Sheet::Note { .. }) {
            self.sheet = Sheet::Note { seat: Some(seat) };
            return;
        }
        if let Some((index, draft, deleting)) = self.editing() {
            if deleting {
                return;
            }
            if let Some(base) = draft.or_else(|| game.actions().get(index).cloned()) {
                if let Sheet::Fix { draft, .. } = &mut self.sheet {
                    *draft = Some(edit::with_seat(&base, seat));
                }
            }
            return;
        }
        if self.settling_at(now) {
            return;
        }
        if let Some(round) = self.night_round(game) {
            self.round_tap(game, &round, seat, now, fx);
            return;
        }
        let next = game.state().next_step();
        let (outcome, touched) = self.with_step(game, &next, now, |step| {
            host::touch(step, seat, self.touched, now.mono, SETTLE_MS)
        });
        self.touched = touched;
        self.run(game, outcome, now, fx);
    }

    /// A tap of the round (a turn opened, a seat tapped, hidden, closed by its time): the
    /// round kept at once (saved with the step); after the last seat's turn, entered.
    fn keep_round(&mut self, game: &mut Game, round: NightRound, now: Now, fx: &mut Vec<Effect>) {
        let done = hostless::next_seat(game.state(), &round).is_none();
        self.round = Some(round.clone());
        if done {
            self.apply(game, Change::Round(round), now, fx);
        }
    }

    /// «Я — игрок №N» now (the wall clock): the turn opens, or comes back with its taps
    /// after a reload; the grid waits `SETTLE_MS` (the button's second tap lands there).
    fn open_turn(&mut self, game: &mut Game, now: Now, fx: &mut Vec<Effect>) {
        let Some(round) = self.night_round(game) else {
            return;
        };
        if let Ok(round) = hostless::open(game, &round, now.wall as u64) {
            self.round_refusal = None;
            self.settle(now, fx);
            self.keep_round(game, round, now, fx);
        }
    }

    /// «Готово» on a turn: hidden until its time is up (`hostless::done`).
    fn hide_turn(&mut self, game: &mut Game, now: Now, fx: &mut Vec<Effect>) {
        let Some(round) = self.night_round(game) else {
            return;
        };
        match hostless::done(&round) {
            Ok(round) => {
                self.round_refusal = None;
                self.keep_round(game, round, now, fx);
            }
            Err(r) => self.round_refusal = Some(r),
        }
    }

    /// A seat tapped on a turn: kept at once (`hostless::tap`), or refused on the turn's
    /// line. A seat taken waits `SAME_TAP_MS` (a doubled tap is not the Don's check on the
    /// seat he has just shot), unless the turn asks for that seat next.
    fn round_tap(
        &mut self,
        game: &mut Game,
        round: &NightRound,
        seat: Seat,
        now: Now,
        fx: &mut Vec<Effect>,
    ) {
        match hostless::tap(game, round, seat, now.wall as u64) {
            Ok(after) => {
                self.round_refusal = None;
                if hostless::next_task(game.state(), &after) != Some(hostless::Task::Tap(seat)) {
                    self.mark_recent(Recent::Seat(seat), now, fx);
                }
                self.keep_round(game, after, now, fx);
            }
            Err(r) => self.round_refusal = Some(r),
        }
    }
}

/// How this game's host answers a check (R-NIGHT-2/3).
fn gesture(s: &GameState) -> AnswerGesture {
    s.rules.answer_gesture
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

fn restore(text: &str, id: u64, entries: usize) -> Option<Restored> {
    let saved: StepSave = engine::json::from_str(text).ok()?;
    (saved.id == id && saved.entries == entries).then(|| {
        let ru = saved.said.lines();
        let en = saved.said_en.map_or_else(|| ru.clone(), SaidSave::lines);
        (saved.step, Said { ru, en }, saved.clock, saved.round)
    })
}

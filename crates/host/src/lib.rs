//! The host's table as values (issue 40): for a game and the step's input, what a tap on a
//! seat means, what the main button says and does, which taps are refused or asked about
//! first, what each seat's tile shows ([`tile`]) and what is said after a change
//! ([`said`]); the re-entry of an earlier entry ([`edit`]). Pure like the engine (no
//! Leptos, no `web-sys`), built natively and for wasm, imports only the engine and the
//! words, and tested natively (`tests/host.rs`). The game screen's state and its time (a
//! new step's 400 ms, «Принято»'s 0.65 s burst) are a value here too ([`screen`],
//! `tests/screen.rs`); `ui/game/` keeps one signal of it, the clock and the markup. The rules themselves stay in the engine: an [`Outcome::Act`] is
//! checked by `Game::act` like any entry.

pub mod edit;
pub mod hostless;
pub mod said;
pub mod screen;
pub mod tile;

use serde::{Deserialize, Serialize};

use engine::event::{FirstNightStep, NightStep};
use engine::rules::HandLift;
use engine::{
    BlackShot, Expect, Game, GameEvent, GameState, HostAction, Motion, NextStep, Refusal,
    RemovalReason, RuleError, RuleId, Seat, Stage, BEST_MOVE_SEATS,
};

/// How a seat tap is read, besides what the stage expects.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TapMode {
    #[default]
    Normal,
    Foul,
    Remove,
    /// R-FOUL-3 `hand_lift`: the seat tapped took its hand off the table before
    /// «Спасибо» (a count only).
    HandLift,
}

/// What the host has entered for the current step and not yet sent: one value, replaced
/// whole by every change of the game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct StepInput {
    pub mode: TapMode,
    /// Seats picked for the current entry (voters, best move, the nominator in discussion).
    pub picked: Vec<Seat>,
    /// A vote entered as a number of hands instead of seats (`None`: seats are tapped).
    pub count: Option<u8>,
    /// A blind night's shots entered one black at a time, in seat order (R-NIGHT-1);
    /// `None`: the host enters the night's result as one seat or a miss.
    pub shots: Option<Vec<Option<Seat>>>,
    /// A count: the 2 seconds after the question are over and «Спасибо» said (R-VOTE-1);
    /// the hands are marked until «Принято».
    #[serde(default)]
    pub thanked: bool,
    /// Open discussion: ending it now sends a lone candidate out at once (R-VOTE-4); the
    /// host was asked, and the next tap of the main button confirms.
    #[serde(default)]
    pub confirm_exit: bool,
    /// The removal mode: the reason the host chose, said with the removal (R-FOUL-3);
    /// `None` until one is chosen (then the host's own decision).
    #[serde(default)]
    pub reason: Option<RemovalReason>,
    /// A count: «Принято» was pressed while the 2-second window was still running; the
    /// host was asked, and the next press records (issue 39 §3.8).
    #[serde(default, skip_serializing_if = "is_false")]
    pub asked_early: bool,
    /// Without a host (issue 48 §5): a removal or an undo put to the table, and the hands
    /// marked for it. The step's own input stays beside it (a count's marked hands), and
    /// comes back when the table has decided.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub put: Option<Put>,
}

/// A tap on one of the step's tools (the tools row, the step's own chips): what it changes
/// in the step's input is [`StepInput::with_tool`], decided here, never in a view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// A tap mode's button: on, or off again when it is on.
    Mode(TapMode),
    /// The removal's reason chip (R-FOUL-3).
    Reason(RemovalReason),
    /// A blind night's «each black's shot»: on (no shot entered yet) or off.
    EachShot,
    /// The count's − or + (a vote entered as a number of hands).
    Count(i8),
    /// Without a host: the motion put to the table withdrawn unvoted.
    Withdraw,
}

/// A motion put to the table and the raised hands marked so far (seats, in tap order).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Put {
    pub motion: Motion,
    #[serde(default)]
    pub hands: Vec<Seat>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A tap mode is offered in `legal`: a foul, a removal or a hand lift is accepted for some
/// seat now. The normal mode always is.
/// The tools row's modes offered in `s`: [`offered`] with each kind asked alone of the game
/// (`engine::legal::any`), not the whole of `engine::legal` — what a screen asks on every
/// change of the game.
pub fn offered_in(mode: TapMode, s: &GameState) -> bool {
    use engine::legal::any;
    match mode {
        TapMode::Normal => true,
        TapMode::Foul => any(s, |seat| HostAction::Foul { seat }),
        TapMode::Remove => any(s, |seat| HostAction::Remove {
            seat,
            reason: engine::RemovalReason::Other,
        }),
        TapMode::HandLift => any(s, |seat| HostAction::HandLift {
            seat,
            after_thanks: false,
        }),
    }
}

/// The tools row's modes offered in one state of the game: what a screen keeps as a memo.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Offered {
    pub foul: bool,
    pub remove: bool,
    pub hand_lift: bool,
}

impl Offered {
    /// The modes offered in `s` ([`offered_in`]).
    pub fn of(s: &GameState) -> Offered {
        Offered {
            foul: offered_in(TapMode::Foul, s),
            remove: offered_in(TapMode::Remove, s),
            hand_lift: offered_in(TapMode::HandLift, s),
        }
    }

    /// Whether `mode` is offered.
    pub fn mode(self, mode: TapMode) -> bool {
        match mode {
            TapMode::Normal => true,
            TapMode::Foul => self.foul,
            TapMode::Remove => self.remove,
            TapMode::HandLift => self.hand_lift,
        }
    }
}

/// Whether the tools row offers `mode` where the game accepts `legal`.
pub fn offered(mode: TapMode, legal: &engine::Legal) -> bool {
    match mode {
        TapMode::Normal => true,
        TapMode::Foul => !legal.foul.is_empty(),
        TapMode::Remove => !legal.remove.is_empty(),
        TapMode::HandLift => !legal.hand_lift.is_empty(),
    }
}

impl StepInput {
    /// The seats marked on the grid: a motion's hands while one is put, else the picks.
    pub fn marks(&self) -> &[Seat] {
        self.put.as_ref().map_or(&self.picked, |p| &p.hands)
    }

    /// The input after a tap on one of the step's tools, in the game `s`. While a motion is
    /// put to the table it is decided (or withdrawn) first: a mode does not change.
    pub fn with_tool(&self, tool: Tool, s: &GameState) -> StepInput {
        let mut input = self.clone();
        match tool {
            Tool::Mode(_) if self.put.is_some() => {}
            // A mode is offered only where the game takes its entry (`engine::legal`); off
            // again is always allowed.
            Tool::Mode(mode) if self.mode != mode && !offered_in(mode, s) => {}
            Tool::Mode(mode) => {
                input.mode = if self.mode == mode {
                    TapMode::Normal
                } else {
                    mode
                };
            }
            Tool::Reason(reason) => input.reason = Some(reason),
            Tool::EachShot => {
                input.shots = match self.shots {
                    Some(_) => None,
                    None => Some(Vec::new()),
                };
            }
            Tool::Count(step) => {
                // A number of hands gives way to the seats marked, and is never more than
                // the hands the count takes (R-VOTE-2: the living who have not voted yet).
                input.picked.clear();
                let most = engine::legal::vote_most(s).map_or(
                    i16::try_from(s.living_count()).unwrap_or(i16::MAX),
                    i16::from,
                );
                let now = i16::from(self.count.unwrap_or(0));
                let next = (now + i16::from(step)).clamp(0, most);
                input.count = u8::try_from(next).ok();
            }
            Tool::Withdraw => return self.withdrawn(),
        }
        input
    }

    /// The motion withdrawn unvoted: the step's own input as it was.
    pub fn withdrawn(&self) -> StepInput {
        StepInput {
            put: None,
            ..self.clone()
        }
    }

    /// The motion put: the tools row's mode is over.
    pub(crate) fn putting(&self, motion: Motion) -> StepInput {
        StepInput {
            mode: TapMode::Normal,
            reason: None,
            put: Some(Put {
                motion,
                hands: Vec::new(),
            }),
            ..self.clone()
        }
    }

    /// The input that made `action`, for undo: the entry comes back as it was entered, so
    /// one wrong hand is one tap to fix.
    pub fn of(action: &HostAction) -> StepInput {
        match action {
            HostAction::Vote { voters, .. } | HostAction::AllLeave { voters } => StepInput {
                picked: voters.clone(),
                ..StepInput::default()
            },
            HostAction::VoteCount { count, .. } => StepInput {
                count: Some(*count),
                ..StepInput::default()
            },
            HostAction::BestMove { seats } => StepInput {
                picked: seats.clone(),
                ..StepInput::default()
            },
            HostAction::ShootEach { shots } => StepInput {
                // Every shot but the last: the last black's tap sends the night again.
                shots: Some(
                    shots
                        .iter()
                        .take(shots.len().saturating_sub(1))
                        .map(|s| s.target)
                        .collect(),
                ),
                ..StepInput::default()
            },
            _ => StepInput::default(),
        }
    }

    /// `seat` picked or let go (a vote's hand, a best-move seat, a card), at most `limit`
    /// seats; a number of hands gives way to the seats.
    fn toggled(&self, seat: Seat, limit: usize) -> StepInput {
        let mut input = StepInput {
            count: None,
            ..self.clone()
        };
        if let Some(i) = input.picked.iter().position(|&x| x == seat) {
            input.picked.remove(i);
        } else if input.picked.len() < limit {
            input.picked.push(seat);
        }
        input
    }
}

/// Where the host's screen is: the game, its next step, the step's input, and the
/// screen's own moments.
#[derive(Clone, Copy, Debug)]
pub struct Step<'a> {
    pub game: &'a Game,
    /// `game.state().next_step()` (the screen keeps it; passed so it is made once).
    pub next: &'a NextStep,
    pub input: &'a StepInput,
    /// A check's answer moment is up: the answer shown, the checker still awake.
    pub answering: bool,
    /// A count's 2-second window has been started and has not run out.
    pub window: bool,
}

impl Step<'_> {
    fn state(&self) -> &GameState {
        self.game.state()
    }

    /// The count is at «Спасибо»: the hands are being counted.
    pub fn thanked(&self) -> bool {
        self.input.thanked && self.state().stage.is_count()
    }
}

/// A question asked before a press is taken: said as a refusal, the next press goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Ending the discussion sends this lone candidate out at once (R-VOTE-4).
    LoneExit(Seat),
    /// «Принято» while the count's 2 seconds still run (R-VOTE-1, issue 39 §3.8).
    EarlyCount,
}

/// What a tap (on a seat or the main button) means.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// Nothing: the tap means nothing now.
    None,
    /// The step's input changes, nothing is entered; `clear_refusal`: a refusal said before
    /// is over.
    Input {
        input: StepInput,
        clear_refusal: bool,
    },
    /// The action to enter; if the engine refuses it, the input becomes `refused` (if any).
    Act {
        action: HostAction,
        refused: Option<StepInput>,
    },
    /// Refused at the tap, in the engine's words; nothing changes.
    Refuse(RuleError),
    /// Without a host, the table's vote on a motion: decided by `Game::decide`.
    Decide(Put),
    /// Asked first: the input becomes `input`, the question is said with `rule`, and the
    /// next press goes on.
    Ask {
        input: StepInput,
        rule: RuleId,
        question: Question,
    },
    /// The check's answer is given and the checker asleep: on to the next step's words.
    EndAnswer,
}

fn act(action: HostAction) -> Outcome {
    Outcome::Act {
        action,
        refused: None,
    }
}

/// A touch that marked or unmarked a seat (a hand in a count, a best move's seat, a
/// договорка's seat…), and when: on the screen's clock, in ms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Touch {
    pub seat: Seat,
    pub at: f64,
}

/// What a touch on `seat` at `now` means (issue 48): [`tap`]'s meaning, except that a touch
/// on the seat whose mark the last touch changed, less than `window` ms after it, is that
/// touch again (a finger's bounce: one intention, one vote) and means nothing. A second tap
/// after the window takes the mark off, as a tap does. The screen gives the window (the
/// wait of a new step, `screen::SETTLE_MS`, the same reason: a double touch's second
/// touch belongs to the first) and remembers the touch returned, for every toggle alike.
pub fn touch(
    step: &Step,
    seat: Seat,
    last: Option<Touch>,
    now: f64,
    window: f64,
) -> (Outcome, Option<Touch>) {
    let bounce = last.is_some_and(|t| t.seat == seat && now - t.at < window && now >= t.at);
    let outcome = tap(step, seat);
    let toggles = matches!(&outcome, Outcome::Input { input, .. }
        if input.marks().contains(&seat) != step.input.marks().contains(&seat));
    match (toggles, bounce) {
        (true, true) => (Outcome::None, last),
        (true, false) => (outcome, Some(Touch { seat, at: now })),
        (false, _) => (outcome, last),
    }
}

/// A step's clock as a reload or a restored backup finds it (issue 48): the time left is
/// never more than the step's length (a backup made on another clock once showed 9:53 of a
/// one-minute speech) and never less than nothing. `total` and `left` in ms; `until` the
/// saved deadline and `now`, both in ms since 1970. Returns the time left of a running
/// clock (`None`: paused) and the paused clock's time left.
pub fn clock_left(total: f64, until: Option<f64>, left: f64, now: f64) -> (Option<f64>, f64) {
    // `min` first: a value that is not a number becomes the whole length.
    let cap = |ms: f64| ms.min(total).max(0.0);
    (until.map(|u| cap(u - now)), cap(left))
}

/// What a tap on `seat` means now.
pub fn tap(step: &Step, seat: Seat) -> Outcome {
    // A check's answer moment takes only «Дальше»: the next role has not woken yet.
    if step.answering {
        return Outcome::None;
    }
    let s = step.state();
    let input = step.input;
    if let Some(put) = &input.put {
        // A motion's count: the living seats' raised hands, marked and let go.
        if !s.is_alive(seat) {
            return Outcome::Refuse(RuleError::new(RuleId::Foul3, Refusal::NotAlive { seat }));
        }
        let mut hands = put.hands.clone();
        match hands.iter().position(|&h| h == seat) {
            Some(i) => {
                hands.remove(i);
            }
            None => hands.push(seat),
        }
        return Outcome::Input {
            input: StepInput {
                put: Some(Put {
                    motion: put.motion,
                    hands,
                }),
                ..input.clone()
            },
            clear_refusal: true,
        };
    }
    match input.mode {
        TapMode::Foul => return act(HostAction::Foul { seat }),
        TapMode::Remove => {
            let reason = input.reason.unwrap_or(RemovalReason::Other);
            if !s.hostless {
                return act(HostAction::Remove { seat, reason });
            }
            // Without a host nobody alone removes a player: it is put to the table.
            if !s.is_alive(seat) {
                return Outcome::Refuse(RuleError::new(RuleId::Foul3, Refusal::NotAlive { seat }));
            }
            return Outcome::Input {
                input: input.putting(Motion::Remove { seat, reason }),
                clear_refusal: true,
            };
        }
        TapMode::HandLift => {
            // Sport (000 r.8–9): the button names «Спасибо», so every lift entered is one
            // before it (a lift after it is legal and not entered). Club: the moment is kept
            // for the log; a lift either side is the same warning.
            let after_thanks = s.rules.hand_lift == HandLift::Warning && step.thanked();
            return act(HostAction::HandLift { seat, after_thanks });
        }
        TapMode::Normal => {}
    }
    let pick = |limit: usize, clear_refusal: bool| Outcome::Input {
        input: input.toggled(seat, limit),
        clear_refusal,
    };
    match &s.stage {
        // A face-down deck: the seats that woke. At the договорка they are marked, then
        // «Договорились» enters them; a role's one seat is entered by its tap.
        Stage::FirstNight { step: at } => match step.next.cards {
            Some(_) if *at == FirstNightStep::Agreement => pick(usize::MAX, true),
            Some(_) => act(HostAction::Cards { seats: vec![seat] }),
            None => Outcome::None,
        },
        Stage::Speech { seat: by, .. } => act(HostAction::Nominate {
            by: *by,
            target: seat,
        }),
        Stage::Discussion { .. } => match input.picked.first().copied() {
            None => Outcome::Input {
                input: StepInput {
                    picked: vec![seat],
                    ..input.clone()
                },
                clear_refusal: false,
            },
            Some(by) => {
                let let_go = StepInput {
                    picked: Vec::new(),
                    ..input.clone()
                };
                if by == seat {
                    Outcome::Input {
                        input: let_go,
                        clear_refusal: false,
                    }
                } else {
                    // Refused (said at once): the nominator is let go, so the next tap
                    // starts the next nomination instead of being read as its target.
                    Outcome::Act {
                        action: HostAction::Nominate { by, target: seat },
                        refused: Some(let_go),
                    }
                }
            }
        },
        Stage::Voting(_) | Stage::AllLeave { .. } => {
            // A seat that has voted this round, or does not vote in it, is refused at the
            // tap, in the words «Принято» would use (R-VOTE-2, R-VOTE-6, R-VOTE-7); a
            // marked seat may always be let go.
            match s.may_mark(seat) {
                Err(e) if !input.picked.contains(&seat) => Outcome::Refuse(e),
                _ => pick(usize::MAX, true),
            }
        }
        Stage::Night { step: at } => match at {
            NightStep::Shot if input.shots.is_some() => shot(step, Some(seat)),
            NightStep::Shot => act(HostAction::Shoot { target: Some(seat) }),
            NightStep::DonCheck => act(HostAction::DonCheck { target: seat }),
            NightStep::SheriffCheck => act(HostAction::SheriffCheck { target: seat }),
            NightStep::Doctor => act(HostAction::Heal { target: seat }),
            NightStep::Silencer => act(HostAction::Silence { target: seat }),
            NightStep::BestMove => pick(BEST_MOVE_SEATS, false),
        },
        // R-LAST-3 in the morning (`best_move_at`): the same three seats as at night.
        Stage::BestMove { .. } => pick(BEST_MOVE_SEATS, false),
        _ => Outcome::None,
    }
}

/// A blind night (R-NIGHT-1): the next black's shot (`None`: none, or between numbers);
/// after the last black's the night is entered and the engine decides it.
pub fn shot(step: &Step, target: Option<Seat>) -> Outcome {
    let shooters = step.state().shooters();
    let mut shots = step.input.shots.clone().unwrap_or_default();
    shots.push(target);
    if shots.len() < shooters.len() {
        return Outcome::Input {
            input: StepInput {
                shots: Some(shots),
                ..step.input.clone()
            },
            clear_refusal: false,
        };
    }
    let shots = shooters
        .into_iter()
        .zip(shots)
        .map(|(shooter, target)| BlackShot { shooter, target })
        .collect();
    act(HostAction::ShootEach { shots })
}

/// The main button's words, as a key the screen turns into text.
#[derive(Clone, Debug, PartialEq)]
pub enum Label {
    /// «Дальше» after a check's answer.
    Onward,
    /// «Принято: N голосов».
    Accepted(usize),
    /// «Договорились · marked из want».
    AgreedCards { marked: usize, want: usize },
    /// The best move's «Принято».
    AcceptedBestMove,
    /// A blind night: this black did not shoot, or shot between numbers.
    NoShotThisOne,
    /// «Промах».
    Miss,
    /// The step's own «Дальше» (its words depend on the stage).
    Next(Stage),
    /// Without a host, a motion's count: «За: 3 из 7».
    TableHands { hands: usize, living: usize },
}

/// What the main button does.
#[derive(Clone, Debug, PartialEq)]
pub enum Press {
    Act(HostAction),
    /// One black's shot of a blind night: none, or between numbers.
    NoShot,
    /// A check's answer given and the checker asleep: on to the next step's words.
    EndAnswer,
    /// Without a host: the table's hands counted, the motion decided.
    Decide,
}

/// The main button: its words and what it does; `None`: no button now.
pub fn button(step: &Step) -> Option<(Label, Press)> {
    if step.answering {
        // «Дон засыпает» said: on to the next step's words.
        return Some((Label::Onward, Press::EndAnswer));
    }
    let s = step.state();
    let next = step.next;
    let input = step.input;
    if let Some(put) = &input.put {
        let living = s.living_count();
        return Some((
            Label::TableHands {
                hands: put.hands.iter().filter(|&&h| s.is_alive(h)).count(),
                living,
            },
            Press::Decide,
        ));
    }
    let picked = || input.picked.clone();
    let (label, action) = match &s.stage {
        Stage::Voting(round) => {
            let candidate = round.next_candidate()?;
            match (next.last_count, input.count) {
                // R-VOTE-2: the last candidate gets its hands and every vote not cast; the
                // count is on the button, one tap for «Принято».
                (Some(n), _) => (
                    Label::Accepted(usize::from(n)),
                    HostAction::Vote {
                        candidate,
                        voters: picked(),
                    },
                ),
                (None, Some(count)) => (
                    Label::Accepted(usize::from(count)),
                    HostAction::VoteCount { candidate, count },
                ),
                (None, None) => (
                    Label::Accepted(input.picked.len()),
                    HostAction::Vote {
                        candidate,
                        voters: picked(),
                    },
                ),
            }
        }
        Stage::AllLeave { .. } => (
            Label::Accepted(input.picked.len()),
            HostAction::AllLeave { voters: picked() },
        ),
        // A face-down deck's договорка: «Договорились» enters the blacks marked.
        Stage::FirstNight { .. } if next.expect.contains(&Expect::Cards) => {
            let want = next.cards?;
            if want == 1 {
                return None;
            }
            (
                Label::AgreedCards {
                    marked: input.picked.len(),
                    want: usize::from(want),
                },
                HostAction::Cards { seats: picked() },
            )
        }
        Stage::Night {
            step: NightStep::BestMove,
        }
        | Stage::BestMove { .. }
            if !input.picked.is_empty() =>
        {
            (
                Label::AcceptedBestMove,
                HostAction::BestMove { seats: picked() },
            )
        }
        Stage::Night {
            step: NightStep::Shot,
        } if input.shots.is_some() => return Some((Label::NoShotThisOne, Press::NoShot)),
        Stage::Night {
            step: NightStep::Shot,
        } => (Label::Miss, HostAction::Shoot { target: None }),
        stage if next.expect.contains(&Expect::Next) => {
            (Label::Next(stage.clone()), HostAction::Next)
        }
        _ => return None,
    };
    Some((label, Press::Act(action)))
}

/// What a press of the main button means (its `Press` from [`button`]): the action, or a
/// question asked first.
pub fn press(step: &Step, press: &Press) -> Outcome {
    match press {
        Press::EndAnswer => Outcome::EndAnswer,
        Press::Decide => match &step.input.put {
            Some(put) => Outcome::Decide(put.clone()),
            None => Outcome::None,
        },
        Press::NoShot => shot(step, None),
        Press::Act(action) => {
            if *action == HostAction::Next {
                if let Some(asked) = ask_before_exit(step) {
                    return asked;
                }
            }
            if action.is_count() && step.window && !step.input.asked_early {
                // «Принято» before the 2 seconds have run: the hands may still be going up.
                // Asked once; the next press records (issue 39 §3.8).
                return Outcome::Ask {
                    input: StepInput {
                        asked_early: true,
                        ..step.input.clone()
                    },
                    rule: RuleId::Vote1,
                    question: Question::EarlyCount,
                };
            }
            act(action.clone())
        }
    }
}

/// Open discussion: if ending it sends a player out at once (a lone candidate,
/// R-VOTE-4), the first press only asks; the next one ends it. The engine decides it: the
/// end is tried on a copy of the game.
fn ask_before_exit(step: &Step) -> Option<Outcome> {
    if !matches!(step.state().stage, Stage::Discussion { .. }) || step.input.confirm_exit {
        return None;
    }
    let mut copy = step.game.clone();
    let events = copy.act(HostAction::Next).ok()?;
    let (seat, rule) = events.iter().find_map(|e| match e {
        GameEvent::Eliminated { seat, rule, .. } => Some((*seat, *rule)),
        _ => None,
    })?;
    Some(Outcome::Ask {
        input: StepInput {
            confirm_exit: true,
            ..step.input.clone()
        },
        rule,
        question: Question::LoneExit(seat),
    })
}

/// The input after an accepted entry that left a count where it was (a foul, a hand
/// lifted early as a warning): the marked hands stay, and a lifted hand's vote counts for
/// the candidate being counted (002: «Голос в случае отрыва руки при этом засчитывается»).
/// `after`: the state once the entry is made.
pub fn kept_in_count(after: &GameState, kept: &StepInput, lifted: Option<Seat>) -> StepInput {
    let mut kept = StepInput {
        mode: TapMode::Normal,
        ..kept.clone()
    };
    if let Some(seat) = lifted {
        if after.may_mark(seat).is_ok() && kept.count.is_none() && !kept.picked.contains(&seat) {
            kept.picked.push(seat);
        }
    }
    kept
}

//! The game screens. Everything here is drawn from the engine's state and its next step;
//! a tap becomes a `HostAction` for `Game::act`. No rule is decided here.

mod caller;
mod edit;
mod handoff;
mod hold;
mod over;
mod seats;
mod timer;

use crate::ui::tr;
use crate::words as text;
use leptos::prelude::*;

use super::why::WhyChip;
use crate::engine::event::NightStep;
use crate::engine::{
    BlackShot, Expect, Game, GameEvent, GameState, HostAction, NextStep, RemovalReason,
    ReplayError, Role, RuleId, Script, Seat, Stage, Team, TimerKind,
};
use crate::words::{t, tf, Lang, Msg, Text};
use over::GameOver;
use seats::SeatGrid;
use timer::StepTimer;

/// How a seat tap is read, besides what the stage expects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TapMode {
    Normal,
    Foul,
    Remove,
}

/// Where the game's length is kept when the host moved on from a check's answer moment.
const ANSWER_SEEN_KEY: &str = "mafia-host.answer-seen.v1";

/// Everything the game's components share.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub lang: ReadSignal<Lang>,
    pub game: RwSignal<Option<Game>>,
    pub state: Memo<Option<GameState>>,
    pub next: Memo<Option<NextStep>>,
    pub mode: RwSignal<TapMode>,
    /// Seats picked for the current entry (voters, best move, the nominator in discussion).
    pub picked: RwSignal<Vec<Seat>>,
    /// A vote entered as a number of hands instead of seats (`None`: seats are tapped).
    pub count: RwSignal<Option<u8>>,
    /// The engine's last refusal: its rule ("Why?") and its words.
    pub error: RwSignal<Option<(RuleId, String)>>,
    /// The automatic decisions of the last action, with their rule ids ("Why?"), and
    /// other notes for the host (no rule).
    pub notices: RwSignal<Vec<(Option<RuleId>, String)>>,
    /// A check's answer, shown only while the host holds it.
    pub secret: RwSignal<Option<String>>,
    /// Roles shown on the seats while the host holds "peek".
    pub peek: RwSignal<bool>,
    /// The game's log is open for corrections.
    pub show_log: RwSignal<bool>,
    /// The log entry being fixed, and its new value as re-entered so far.
    pub edit: RwSignal<Option<usize>>,
    pub draft: RwSignal<Option<HostAction>>,
    /// The entry under `edit` is to be deleted rather than fixed.
    pub deleting: RwSignal<bool>,
    /// Night calls and announcements are spoken (web::voice).
    pub voice: RwSignal<bool>,
    /// The night's ambience is wanted (web::ambience); it sounds only at night.
    pub ambience: RwSignal<bool>,
    /// A blind night's shots entered one black at a time, in seat order (R-NIGHT-1);
    /// `None`: the host enters the night's result as one seat or a miss.
    pub shots: RwSignal<Option<Vec<Option<Seat>>>>,
    /// The hand-off screen (file and QR codes) is up instead of the game.
    pub handoff: RwSignal<bool>,
}

impl Ctx {
    /// A check's answer moment is up (issue 13): the answer is given and the checker sent to
    /// sleep before the next step's words. `secret` holds the answer until the host moves on.
    pub fn answer_moment(&self) -> Option<Role> {
        let by = self
            .next
            .with(|n| n.as_ref().and_then(|n| n.answer).map(|a| a.by))?;
        self.secret.with(Option::is_some).then_some(by)
    }

    /// The answer of the check the step starts with, as the host sees it (after a reload or
    /// an undo too: the moment comes back from the game).
    fn answer_of_step(&self) -> Option<String> {
        let lang = self.lang.get_untracked();
        self.next.with_untracked(|n| {
            n.as_ref()
                .and_then(|n| n.answer)
                .map(|a| text::check_answer(lang, a.by, a.target, a.found))
        })
    }

    /// The answer is given and the checker asleep: on to the next step's words. Remembered
    /// with the game's length, so a reload after this does not bring the moment back.
    pub fn end_answer(&self) {
        let length = self
            .game
            .with_untracked(|g| g.as_ref().map_or(0, |g| g.actions().len()));
        let _ = crate::web::storage::set(ANSWER_SEEN_KEY, &length.to_string());
        self.secret.set(None);
    }

    /// The town sleeps: the night palette, the ambience, and holds instead of taps. A
    /// check's answer moment is still the night, the morning's words come after it.
    pub fn at_night(&self) -> bool {
        self.next.with(|n| n.as_ref().is_some_and(|n| n.night)) || self.answer_moment().is_some()
    }

    /// Sends a host action to the engine; a refusal is shown, nothing else changes.
    pub fn act(&self, action: HostAction) {
        let lang = self.lang.get_untracked();
        let mut result: Result<Vec<GameEvent>, (RuleId, String)> = Ok(Vec::new());
        self.game.update(|g| {
            if let Some(g) = g {
                result = g
                    .act(action)
                    .map(|e| e.to_vec())
                    .map_err(|e| (e.rule, text::refusal(lang, &e)));
            }
        });
        match result {
            Ok(events) => {
                self.error.set(None);
                self.picked.set(Vec::new());
                self.count.set(None);
                self.mode.set(TapMode::Normal);
                self.shots.set(None);
                self.notices.set(
                    events
                        .iter()
                        .filter_map(|e| text::explain(lang, e))
                        .map(|(rule, line)| (Some(rule), line))
                        .collect(),
                );
                self.secret.set(events.iter().find_map(|e| match e {
                    GameEvent::DonChecked {
                        target, is_sheriff, ..
                    } => Some(text::check_answer(lang, Role::Don, *target, *is_sheriff)),
                    GameEvent::SheriffChecked { target, black, .. } => {
                        Some(text::check_answer(lang, Role::Sheriff, *target, *black))
                    }
                    _ => None,
                }));
            }
            Err(message) => self.error.set(Some(message)),
        }
    }

    pub fn undo(&self) {
        // An entry being fixed may be the one undone: the edit closes.
        self.stop_edit();
        self.game.update(|g| {
            if let Some(g) = g {
                g.undo();
            }
        });
        self.error.set(None);
        self.notices.set(Vec::new());
        self.secret.set(self.answer_of_step());
        self.picked.set(Vec::new());
        self.shots.set(None);
    }

    /// Deletes an earlier entry made by mistake; the rest is replayed, and the host is
    /// told what changed, or which later entry no longer fits (then nothing changes).
    pub fn remove_entry(&self, index: usize) {
        let mut outcome = None;
        self.game.update(|g| {
            if let Some(g) = g {
                outcome = Some(g.remove_entry(index));
            }
        });
        match outcome {
            Some(Ok(c)) => {
                let lang = self.lang.get_untracked();
                let n = index + 1;
                let changed = c
                    .changed
                    .iter()
                    .map(|i| (i + 1).to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                let line = tf(
                    lang,
                    Text::EntryDeleted {
                        n,
                        changed: &changed,
                    },
                );
                self.secret.set(None);
                self.picked.set(Vec::new());
                self.error.set(None);
                self.notices.set(vec![(None, line)]);
                self.show_log.set(false);
            }
            Some(Err(e)) => self.refused_fix(index, &e, true),
            None => {}
        }
    }

    /// Opens entry `index` of the log for fixing.
    pub fn start_edit(&self, index: usize) {
        let original = self
            .game
            .with_untracked(|g| g.as_ref().and_then(|g| g.actions().get(index).cloned()));
        let Some(original) = original else { return };
        let draft = edit::first_draft(&original);
        self.picked
            .set(draft.as_ref().map(edit::seats).unwrap_or_default());
        self.draft.set(draft);
        self.deleting.set(false);
        self.mode.set(TapMode::Normal);
        self.edit.set(Some(index));
    }

    /// Asks to delete entry `index`: the card shows what the replay would change first.
    pub fn start_delete(&self, index: usize) {
        self.draft.set(None);
        self.picked.set(Vec::new());
        self.deleting.set(true);
        self.mode.set(TapMode::Normal);
        self.edit.set(Some(index));
    }

    pub fn stop_edit(&self) {
        self.edit.set(None);
        self.deleting.set(false);
        self.draft.set(None);
        self.picked.set(Vec::new());
    }

    /// Replaces the entry being fixed with the draft (`Game::correct`), replays the rest,
    /// and tells the host what changed.
    pub fn apply_edit(&self) {
        if self.deleting.get_untracked() {
            if let Some(index) = self.edit.get_untracked() {
                self.stop_edit();
                self.remove_entry(index);
            }
            return;
        }
        let (Some(index), Some(draft)) = (self.edit.get_untracked(), self.draft.get_untracked())
        else {
            return;
        };
        let lang = self.lang.get_untracked();
        let mut outcome = None;
        self.game.update(|g| {
            if let Some(g) = g {
                let before = g.state().clone();
                outcome = Some(g.correct(index, draft).map(|c| {
                    let later: Vec<usize> = c.changed.into_iter().filter(|&i| i != index).collect();
                    edit::changes(lang, &before, g.state(), &later, true)
                }));
            }
        });
        match outcome {
            Some(Ok(lines)) => {
                self.stop_edit();
                let head = tf(lang, Text::EntryFixed(index + 1));
                self.error.set(None);
                self.secret.set(None);
                self.notices.set(
                    std::iter::once(head)
                        .chain(lines)
                        .map(|l| (None, l))
                        .collect(),
                );
                self.show_log.set(false);
            }
            Some(Err(e)) => self.refused_fix(index, &e, false),
            None => {}
        }
    }

    /// Tells the host why a deletion (or a fix) of entry `index` cannot be made: a later
    /// entry would no longer fit. Nothing has changed.
    fn refused_fix(&self, index: usize, e: &ReplayError, deleted: bool) {
        let lang = self.lang.get_untracked();
        let why = text::refusal(lang, &e.error);
        let (n, later) = (index + 1, e.index + 1);
        self.secret.set(None);
        self.picked.set(Vec::new());
        let message = tf(
            lang,
            Text::EntryCannotChange {
                n,
                later,
                deleted,
                why: &why,
            },
        );
        self.error.set(Some((e.error.rule, message)));
    }

    /// The living blacks, in seat order: the shooters of a blind night.
    fn shooters(&self) -> Vec<Seat> {
        self.state.with_untracked(|s| {
            s.as_ref().map_or_else(Vec::new, |s| {
                s.players
                    .iter()
                    .filter(|p| p.alive && p.role.team() == Team::Black)
                    .map(|p| p.seat)
                    .collect()
            })
        })
    }

    /// Records the next black's shot; after the last one the engine decides the night.
    pub fn add_shot(&self, target: Option<Seat>) {
        let shooters = self.shooters();
        let mut shots = self.shots.get_untracked().unwrap_or_default();
        shots.push(target);
        if shots.len() < shooters.len() {
            self.shots.set(Some(shots));
            return;
        }
        let shots = shooters
            .into_iter()
            .zip(shots)
            .map(|(shooter, target)| BlackShot { shooter, target })
            .collect();
        self.act(HostAction::ShootEach { shots });
    }

    /// What a tap on `seat` means now.
    pub fn tap(&self, seat: Seat) {
        if let Some(index) = self.edit.get_untracked() {
            if self.deleting.get_untracked() {
                return;
            }
            let base = self.draft.get_untracked().or_else(|| {
                self.game
                    .with_untracked(|g| g.as_ref().and_then(|g| g.actions().get(index).cloned()))
            });
            if let Some(base) = base {
                let draft = edit::with_seat(&base, seat);
                self.picked.set(edit::seats(&draft));
                self.draft.set(Some(draft));
            }
            return;
        }
        match self.mode.get_untracked() {
            TapMode::Foul => return self.act(HostAction::Foul { seat }),
            TapMode::Remove => {
                return self.act(HostAction::Remove {
                    seat,
                    reason: RemovalReason::Other,
                })
            }
            TapMode::Normal => {}
        }
        let Some(stage) = self
            .state
            .with_untracked(|s| s.as_ref().map(|s| s.stage.clone()))
        else {
            return;
        };
        let toggle = |picked: RwSignal<Vec<Seat>>, limit: usize| {
            picked.update(|p| {
                if let Some(i) = p.iter().position(|&x| x == seat) {
                    p.remove(i);
                } else if p.len() < limit {
                    p.push(seat);
                }
            })
        };
        match stage {
            Stage::Speech { seat: by, .. } => self.act(HostAction::Nominate { by, target: seat }),
            Stage::Discussion { .. } => match self.picked.get_untracked().first().copied() {
                None => self.picked.set(vec![seat]),
                Some(by) if by == seat => self.picked.set(Vec::new()),
                Some(by) => self.act(HostAction::Nominate { by, target: seat }),
            },
            Stage::Voting(_) | Stage::AllLeave { .. } => {
                self.count.set(None);
                toggle(self.picked, usize::MAX)
            }
            Stage::Night { step } => match step {
                NightStep::Shot if self.shots.with_untracked(Option::is_some) => {
                    self.add_shot(Some(seat))
                }
                NightStep::Shot => self.act(HostAction::Shoot { target: Some(seat) }),
                NightStep::DonCheck => self.act(HostAction::DonCheck { target: seat }),
                NightStep::SheriffCheck => self.act(HostAction::SheriffCheck { target: seat }),
                NightStep::Doctor => self.act(HostAction::Heal { target: seat }),
                NightStep::Silencer => self.act(HostAction::Silence { target: seat }),
                NightStep::BestMove => toggle(self.picked, 3),
            },
            _ => {}
        }
    }
}

#[component]
pub fn GameScreen(
    lang: ReadSignal<Lang>,
    game: RwSignal<Option<Game>>,
    #[prop(into)] on_exit: Callback<()>,
    /// A new game with the same players.
    #[prop(into)]
    on_again: Callback<()>,
    /// The finished game's protocol.
    #[prop(into)]
    on_protocol: Callback<()>,
) -> impl IntoView {
    let state = Memo::new(move |_| game.with(|g| g.as_ref().map(|g| g.state().clone())));
    let next = Memo::new(move |_| state.with(|s| s.as_ref().map(GameState::next_step)));
    let ctx = Ctx {
        lang,
        game,
        state,
        next,
        mode: RwSignal::new(TapMode::Normal),
        picked: RwSignal::new(Vec::new()),
        count: RwSignal::new(None),
        error: RwSignal::new(None),
        notices: RwSignal::new(Vec::new()),
        secret: RwSignal::new(None),
        peek: RwSignal::new(false),
        show_log: RwSignal::new(false),
        edit: RwSignal::new(None),
        draft: RwSignal::new(None),
        deleting: RwSignal::new(false),
        shots: RwSignal::new(None),
        handoff: RwSignal::new(false),
        voice: RwSignal::new(crate::web::voice::enabled()),
        ambience: RwSignal::new(crate::web::ambience::enabled()),
    };
    provide_context(ctx);
    // A reload in the middle of a check brings its answer moment back.
    // A reload in the middle of a check brings its answer moment back; once the host has
    // moved on from it (remembered with the game's length), a reload does not.
    let length = ctx
        .game
        .with_untracked(|g| g.as_ref().map_or(0, |g| g.actions().len()));
    if crate::web::storage::get(ANSWER_SEEN_KEY) != Some(length.to_string()) {
        ctx.secret.set(ctx.answer_of_step());
    }

    // The voice reads each new step's words (the answer moment's «Дон засыпает» first), and
    // the current ones when switched on: exactly the lines of docs/script, never a hint.
    Effect::new(move |prev: Option<(String, bool)>| {
        let lang = lang.get();
        let words = match ctx.answer_moment() {
            Some(role) => text::say(lang, &crate::engine::Script::RoleSleeps { role }),
            None => next
                .with(|n| n.as_ref().map(|n| text::say(lang, &n.say)))
                .unwrap_or_default(),
        };
        let on = ctx.voice.get();
        let changed = prev
            .as_ref()
            .is_none_or(|(w, was_on)| *w != words || !*was_on);
        if on && changed && !words.is_empty() {
            crate::web::voice::say(&words, lang.code());
        }
        (words, on)
    });
    on_cleanup(crate::web::voice::stop);

    let is_night = move || ctx.at_night();
    // The step a timer belongs to. Another speaker, the next call of the night, a day or a
    // night later: a fresh timer. An entry that leaves the step as it was (a nomination or a
    // foul during a speech) leaves the running clock running, and nothing is rebuilt.
    let timed_step = Memo::new(move |_| {
        let step = state.with(|s| {
            s.as_ref()
                .map(|s| (s.day_number, s.night_number, s.stage.clone()))
        })?;
        let timer = next
            .with(|n| n.as_ref().and_then(|n| n.timer))
            // The 2 s voting window is the host's «Спасибо», not a clock.
            .filter(|t| t.kind != TimerKind::VoteWindow);
        Some((step, timer, is_night()))
    });
    let over = move || state.with(|s| s.as_ref().is_some_and(GameState::is_over));
    // The night's ambience fades in when the town falls asleep and out at «Доброе утро».
    Effect::new(move |_| crate::web::ambience::play(is_night() && ctx.ambience.get()));
    on_cleanup(crate::web::ambience::stop);

    view! {
        <section class="screen game" class:night=is_night>
            <TopBar on_exit />
            <Show
                when=over
                fallback=move || {
                    view! {
                        <Script />
                        <Show when=move || ctx.secret.with(Option::is_some)>
                            <SecretAnswer />
                        </Show>
                        {move || {
                            timed_step
                                .get()
                                .and_then(|(_, timer, night)| Some((timer?, night)))
                                .map(|(timer, night)| view! { <StepTimer timer night /> })
                        }}
                        <ErrorLine />
                        <Notices />
                        <Show when=move || ctx.show_log.get()>
                            <LogPanel />
                        </Show>
                        <SeatGrid />
                        <Show when=move || ctx.edit.with(Option::is_none)>
                            <Actions />
                        </Show>
                    }
                }
            >
                <GameOver on_again on_exit on_protocol />
            </Show>
            // Over the whole game, which goes on underneath (a running timer keeps running).
            <Show when=move || ctx.handoff.get()>
                <handoff::HandOff />
            </Show>
        </section>
    }
}

#[component]
fn TopBar(#[prop(into)] on_exit: Callback<()>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let phase = move || {
        ctx.state.with(|s| {
            s.as_ref()
                .map(|s| text::phase(lang.get(), &s.stage, s.day_number, s.night_number))
                .unwrap_or_default()
        })
    };
    let last = move || {
        ctx.game.with(|g| {
            g.as_ref()
                .and_then(|g| g.actions().last().cloned())
                .map(|a| text::action_label(lang.get(), &a))
        })
    };
    // Two lines: the verb, then what it takes back (cut short on a narrow phone).
    let undo_head = tr(lang, Msg::UndoHead);
    view! {
        <header class="game-top">
            <button
                type="button"
                class="btn ghost small"
                aria-label=tr(lang, Msg::Menu)
                on:click=move |_| on_exit.run(())
            >
                "☰"
            </button>
            <button
                type="button"
                class="phase-button"
                data-testid="log-toggle"
                aria-label=tr(lang, Msg::GameLog)
                on:click=move |_| {
                    ctx.stop_edit();
                    ctx.show_log.update(|v| *v = !*v)
                }
            >
                <h1 class="phase" data-testid="phase">{phase}</h1>
            </button>
            <hold::HoldButton
                class="btn ghost small undo"
                testid="undo"
                hold=Signal::derive(move || ctx.at_night())
                disabled=Signal::derive(move || last().is_none())
                on_done=move || ctx.undo()
            >
                <span class="undo-head">{undo_head}</span>
                {move || last().map(|l| view! { <span class="undo-what">{l}</span> })}
            </hold::HoldButton>
        </header>
    }
}

#[component]
fn Script() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    // A check's answer moment shows the checker's sleep, not the next step's words.
    let moment = Memo::new(move |_| ctx.answer_moment());
    let say = move || match moment.get() {
        Some(role) => text::say(lang.get(), &crate::engine::Script::RoleSleeps { role }),
        None => ctx.next.with(|n| {
            n.as_ref()
                .map(|n| text::say(lang.get(), &n.say))
                .unwrap_or_default()
        }),
    };
    let wake = move || {
        if moment.get().is_some() {
            return None;
        }
        ctx.next
            .with(|n| n.as_ref().and_then(|n| n.wake))
            .map(|r| text::wake_line(lang.get(), r))
    };
    let hint = move || {
        if let Some(by) = moment.get() {
            return Some(text::answer_hint(lang.get(), by));
        }
        let stage = ctx.state.with(|s| s.as_ref().map(|s| s.stage.clone()))?;
        ctx.next
            .with(|n| n.as_ref().and_then(|n| text::hint(lang.get(), n, &stage)))
    };
    let rule = Memo::new(move |_| ctx.next.with(|n| n.as_ref().map(|n| n.rule)));
    // The counting aid of the step, as a memo: drawn anew at the night's shot and for each
    // vote entered (so its count starts over), not on every other entry.
    let calling = Memo::new(move |_| {
        ctx.state.with(|s| {
            let s = s.as_ref()?;
            match &s.stage {
                Stage::Night {
                    step: NightStep::Shot,
                } => Some((s.stage.clone(), s.players.len())),
                Stage::Voting(_) | Stage::AllLeave { .. } => Some((s.stage.clone(), 0)),
                _ => None,
            }
        })
    });
    view! {
        <div class="script">
            {move || wake().map(|w| view! { <p class="wake">{w}</p> })}
            // The vote's opening (002: the ballot said twice) is long: smaller type, so the
            // table stays in view.
            <p class="say" class:long={move || say().chars().count() > 110} data-testid="say">{say}</p>
            {move || hint().map(|h| view! { <p class="hint">{h}</p> })}
            <div class="script-foot">
                <p class="rule">{move || rule.get().map(|rule| view! { <WhyChip rule /> })}</p>
                {move || {
                    match calling.get() {
                        Some((Stage::Night { step: NightStep::Shot }, n)) => Some(view! {
                            <caller::Caller
                                call=caller::Call::seats(n)
                                label=Msg::CallNumbers
                            />
                        }.into_any()),
                        Some((Stage::Voting(_) | Stage::AllLeave { .. }, _)) => {
                            Some(view! {
                                <caller::Caller
                                    call=caller::Call::vote_window(lang.get_untracked())
                                    label=Msg::VoteWindow
                                />
                            }.into_any())
                        }
                        _ => None,
                    }
                }}
            </div>
        </div>
    }
}

#[component]
fn SecretAnswer() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let shown = RwSignal::new(false);
    view! {
        <div class="secret">
            <button
                type="button"
                class="btn hold"
                data-testid="hold-answer"
                on:pointerdown=move |_| shown.set(true)
                on:pointerup=move |_| shown.set(false)
                on:pointerleave=move |_| shown.set(false)
                on:pointercancel=move |_| shown.set(false)
            >
                {move || {
                    if shown.get() {
                        ctx.secret.get().unwrap_or_default()
                    } else {
                        t(lang.get(), Msg::HoldForAnswer).to_string()
                    }
                }}
            </button>
            <button type="button" class="btn ghost small" on:click=move |_| ctx.secret.set(None)>
                {tr(lang, Msg::Hide)}
            </button>
        </div>
    }
}

#[component]
fn ErrorLine() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        ctx.error.get().map(|(rule, e)| {
            view! {
                <div class="refusal" role="alert" data-testid="refusal">
                    <p>{e}</p>
                    <WhyChip rule />
                </div>
            }
        })
    }
}

/// The game's log, newest first: an entry made by mistake can be fixed or deleted.
#[component]
fn LogPanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let entries = move || {
        ctx.game.with(|g| {
            g.as_ref()
                .map(|g| {
                    g.actions()
                        .iter()
                        .enumerate()
                        .map(|(i, a)| {
                            // The entry's automatic decisions, each with its "Why?".
                            let why: Vec<(RuleId, String)> = g
                                .batch(i)
                                .unwrap_or_default()
                                .iter()
                                .filter_map(|e| text::explain(lang.get(), e))
                                .collect();
                            (i, a, why)
                        })
                        .filter(|(_, a, why)| **a != HostAction::Next || !why.is_empty())
                        .map(|(i, a, why)| {
                            (i, text::action_label(lang.get(), a), edit::editable(a), why)
                        })
                        .rev()
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    let list = move || {
        view! {
            <h2 class="lead">{tr(lang, Msg::LogTitle)}</h2>
            <ol class="log-list">
                {move || {
                    entries()
                        .into_iter()
                        .map(|(i, label, editable, why)| {
                            view! {
                                <li class="log-entry">
                                    <span class="log-no">{i + 1}</span>
                                    <span class="log-label">{label}</span>
                                    <span class="log-tools">
                                        {editable.then(|| view! {
                                            <button
                                                type="button"
                                                class="btn secondary small"
                                                data-testid=format!("fix-{}", i + 1)
                                                on:click=move |_| ctx.start_edit(i)
                                            >
                                                {tr(lang, Msg::Fix)}
                                            </button>
                                        })}
                                        <button
                                            type="button"
                                            class="btn secondary small"
                                            data-testid=format!("delete-{}", i + 1)
                                            on:click=move |_| ctx.start_delete(i)
                                        >
                                            {tr(lang, Msg::Delete)}
                                        </button>
                                    </span>
                                    // The entry's automatic decisions, a row of their own.
                                    {why
                                        .into_iter()
                                        .map(|(rule, line)| view! { <span class="log-why"><WhyChip rule line /></span> })
                                        .collect_view()}
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
        }
    };
    view! {
        <section class="log-panel" data-testid="log">
            <Show when=move || ctx.edit.with(Option::is_some) fallback=list>
                <edit::EditCard />
            </Show>
        </section>
    }
}

#[component]
fn Notices() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let notices = ctx.notices.get();
        (!notices.is_empty()).then(|| {
            view! {
                <ul class="notices" data-testid="notices">
                    {notices
                        .into_iter()
                        .map(|(rule, line)| match rule {
                            Some(rule) => view! { <li><WhyChip rule line /></li> }.into_any(),
                            None => view! { <li>{line}</li> }.into_any(),
                        })
                        .collect_view()}
                </ul>
            }
        })
    }
}

/// What the main button does.
#[derive(Clone, PartialEq)]
enum Primary {
    Act(HostAction),
    /// One black's shot of a blind night: none, or between numbers.
    NoShot,
    /// A check's answer given and the checker asleep: the next step's words.
    EndAnswer,
}

/// The bottom: the one obvious next step, and the secondary tools.
#[component]
fn Actions() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let expects = move |e: Expect| {
        ctx.next
            .with(|n| n.as_ref().is_some_and(|n| n.expect.contains(&e)))
    };
    // One copy of the stage per entry, for every part of the footer that follows it.
    let stage = Memo::new(move |_| ctx.state.with(|s| s.as_ref().map(|s| s.stage.clone())));
    let picked = move || ctx.picked.with(Vec::len);

    // The main button's words and what it does, as a memo: the button is drawn once and
    // only its words change from step to step.
    let primary = Memo::new(move |_| -> Option<(String, Primary)> {
        let stage = stage.get()?;
        let lang = lang.get();
        if ctx.answer_moment().is_some() {
            // «Дон засыпает» said: on to the next step's words.
            return Some((t(lang, Msg::Onward).to_string(), Primary::EndAnswer));
        }
        let last_count = ctx.next.with(|n| n.as_ref().and_then(|n| n.last_count));
        let (label, action): (String, HostAction) = match &stage {
            Stage::Voting(round) => {
                let candidate = round.next_candidate()?;
                if let Some(n) = last_count {
                    // R-VOTE-2: the last candidate gets its hands and every vote not cast;
                    // the count is on the button, one tap for «Принято».
                    let voters = ctx.picked.get();
                    (
                        tf(lang, Text::Accepted(usize::from(n))),
                        HostAction::Vote { candidate, voters },
                    )
                } else if let Some(count) = ctx.count.get() {
                    let label = tf(lang, Text::Accepted(count as usize));
                    (label, HostAction::VoteCount { candidate, count })
                } else {
                    let voters = ctx.picked.get();
                    let label = tf(lang, Text::Accepted(voters.len()));
                    (label, HostAction::Vote { candidate, voters })
                }
            }
            Stage::AllLeave { .. } => {
                let voters = ctx.picked.get();
                (
                    tf(lang, Text::Accepted(voters.len())),
                    HostAction::AllLeave { voters },
                )
            }
            Stage::Night {
                step: NightStep::BestMove,
            } if picked() > 0 => (
                t(lang, Msg::AcceptedBestMove).to_string(),
                HostAction::BestMove {
                    seats: ctx.picked.get(),
                },
            ),
            Stage::Night {
                step: NightStep::Shot,
            } if ctx.shots.with(Option::is_some) => {
                return Some((t(lang, Msg::NoShotThisOne).to_string(), Primary::NoShot));
            }
            Stage::Night {
                step: NightStep::Shot,
            } => (
                t(lang, Msg::Miss).to_string(),
                HostAction::Shoot { target: None },
            ),
            s if expects(Expect::Next) => (text::next_label(lang, s), HostAction::Next),
            _ => return None,
        };
        Some((label, Primary::Act(action)))
    });
    let primary_label = move || primary.with(|p| p.as_ref().map(|(l, _)| l.clone()));
    let primary_tap = move |_| match primary.get_untracked() {
        Some((_, Primary::Act(action))) => ctx.act(action),
        Some((_, Primary::NoShot)) => ctx.add_shot(None),
        Some((_, Primary::EndAnswer)) => ctx.end_answer(),
        None => {}
    };
    // R-NIGHT-1 blind: the shots of each black instead of the result.
    let blind = Memo::new(move |_| {
        ctx.next.with(|n| {
            n.as_ref()
                .is_some_and(|n| matches!(n.say, Script::MafiaShoot { blind: true, .. }))
        })
    });
    let each_shot = move || {
        blind.get().then(|| {
            let entered = ctx.shots.with(|s| s.as_ref().map(Vec::len));
            view! {
                <button
                    type="button"
                    class="btn secondary small"
                    class:active=entered.is_some()
                    data-testid="shots-each"
                    on:click=move |_| {
                        ctx.shots.update(|s| *s = if s.is_some() { None } else { Some(Vec::new()) })
                    }
                >
                    {tr(lang, Msg::EachBlackShot)}
                </button>
                {entered.map(|k| {
                    let line = tf(lang.get(), Text::ShotsEntered(k));
                    view! { <p class="hint mode-hint" data-testid="shots-hint">{line}</p> }
                })}
            }
        })
    };

    // The speaker who has a nomination to withdraw.
    let withdrawer = Memo::new(move |_| {
        let Some(Stage::Speech { seat, .. }) = stage.get() else {
            return None;
        };
        ctx.state
            .with(|s| {
                s.as_ref()
                    .is_some_and(|s| s.day.ballot.iter().any(|n| n.by == seat))
            })
            .then_some(seat)
    });
    let withdraw = move || {
        withdrawer.get().map(|seat| {
            view! {
                <button
                    type="button"
                    class="btn secondary small"
                    on:click=move |_| ctx.act(HostAction::Withdraw { by: seat })
                >
                    {tr(lang, Msg::WithdrawNomination)}
                </button>
            }
        })
    };
    let in_day = move || stage.with(|s| !matches!(s, None | Some(Stage::GameOver)));
    let mode_button = move |mode: TapMode, label: Msg, testid: &'static str| {
        view! {
            <button
                type="button"
                class="btn secondary small"
                class:active=move || ctx.mode.get() == mode
                data-testid=testid
                on:click=move |_| {
                    ctx.mode.update(|m| *m = if *m == mode { TapMode::Normal } else { mode })
                }
            >
                {tr(lang, label)}
            </button>
        }
    };
    let mode_hint = move || match ctx.mode.get() {
        TapMode::Normal => None,
        TapMode::Foul => Some(t(lang.get(), Msg::FoulModeHint)),
        TapMode::Remove => Some(t(lang.get(), Msg::RemoveModeHint)),
    };
    // A vote as a number: − / + instead of tapping seats.
    let voting = Memo::new(move |_| stage.with(|s| matches!(s, Some(Stage::Voting(_)))));
    let counter = move || {
        voting.get().then(|| {
            let step = move |d: i16| {
                ctx.picked.set(Vec::new());
                ctx.count.update(|c| {
                    let now = i16::from(c.unwrap_or(0));
                    *c = Some((now + d).clamp(0, 30) as u8);
                })
            };
            view! {
                <div class="counter">
                    <button type="button" class="btn secondary small" data-testid="count-minus" on:click=move |_| step(-1)>
                        "−"
                    </button>
                    <span class="count-label">
                        {move || match ctx.count.get() {
                            Some(n) => n.to_string(),
                            None => t(lang.get(), Msg::HandCount).to_string(),
                        }}
                    </span>
                    <button type="button" class="btn secondary small" data-testid="count-plus" on:click=move |_| step(1)>
                        "+"
                    </button>
                </div>
            }
        })
    };
    let any_vote = Memo::new(move |_| {
        stage.with(|s| matches!(s, Some(Stage::Voting(_) | Stage::AllLeave { .. })))
    });
    let hand_lift = move || {
        any_vote.get().then(|| {
            view! {
                <button
                    type="button"
                    class="btn secondary small"
                    title=tr(lang, Msg::HandLiftHelp)
                    on:click=move |_| {
                        if let Some(&seat) = ctx.picked.get_untracked().last() {
                            ctx.act(HostAction::HandLift { seat });
                        }
                    }
                >
                    {tr(lang, Msg::HandLiftEarly)}
                </button>
            }
        })
    };

    let more = RwSignal::new(false);
    view! {
        <footer class="actions game-actions">
            {move || mode_hint().map(|h| view! { <p class="hint mode-hint">{h}</p> })}
            <div class="tools">
                <Show when=in_day>
                    {mode_button(TapMode::Foul, Msg::FoulMode, "foul-mode")}
                    {mode_button(TapMode::Remove, Msg::RemoveMode, "remove-mode")}
                </Show>
                {withdraw}
                {each_shot}
                {counter}
                <button
                    type="button"
                    class="btn secondary small peek"
                    data-testid="peek"
                    on:pointerdown=move |_| ctx.peek.set(true)
                    on:pointerup=move |_| ctx.peek.set(false)
                    on:pointerleave=move |_| ctx.peek.set(false)
                    on:pointercancel=move |_| ctx.peek.set(false)
                >
                    {tr(lang, Msg::RolesHold)}
                </button>
                <button
                    type="button"
                    class="btn secondary small more"
                    class:active=move || more.get()
                    data-testid="more"
                    aria-expanded=move || more.get().to_string()
                    aria-label=tr(lang, Msg::MoreTools)
                    on:click=move |_| more.update(|m| *m = !*m)
                >
                    "⋯"
                </button>
            </div>
            // The tools a host needs seldom (a hand lifted early in a vote, voice, night
            // sound, hand-off), folded so the table keeps its room on a phone.
            <Show when=move || more.get()>
                <div class="tools tools-more">
                    {hand_lift}
                    <button
                        type="button"
                        class="btn secondary small"
                        class:active=move || ctx.voice.get()
                        data-testid="voice"
                        aria-pressed=move || ctx.voice.get().to_string()
                        on:click=move |_| {
                            let lang = lang.get_untracked();
                            let on = !ctx.voice.get_untracked();
                            if on && !crate::web::voice::available(lang.code()) {
                                ctx.notices.set(vec![(None, t(lang, Msg::NoVoice).to_string())]);
                                return;
                            }
                            crate::web::voice::set_enabled(on);
                            ctx.voice.set(on);
                        }
                    >
                        {tr(lang, Msg::Voice)}
                    </button>
                    <Show when=move || ctx.at_night()>
                        <button
                            type="button"
                            class="btn secondary small"
                            class:active=move || ctx.ambience.get()
                            data-testid="ambience"
                            aria-pressed=move || ctx.ambience.get().to_string()
                            title=tr(lang, Msg::NightSoundHelp)
                            on:click=move |_| {
                                let on = !ctx.ambience.get_untracked();
                                crate::web::ambience::set_enabled(on);
                                ctx.ambience.set(on);
                            }
                        >
                            {tr(lang, Msg::NightSound)}
                        </button>
                    </Show>
                    <button
                        type="button"
                        class="btn secondary small"
                        data-testid="handoff-open"
                        title=tr(lang, Msg::HandOffHelp)
                        on:click=move |_| {
                            ctx.secret.set(None);
                            ctx.peek.set(false);
                            ctx.handoff.set(true);
                        }
                    >
                        {tr(lang, Msg::HandOff)}
                    </button>
                </div>
            </Show>
            <Show when=move || primary.with(Option::is_some)>
                <button
                    type="button"
                    class="btn primary"
                    data-testid="primary"
                    // What the main button is for, for the e2e helpers: the last candidate's
                    // «Принято», a check's answer moment.
                    data-step=move || {
                        if ctx.answer_moment().is_some() {
                            "answer"
                        } else if ctx.next.with(|n| n.as_ref().is_some_and(|n| n.last_count.is_some())) {
                            "last-candidate"
                        } else {
                            ""
                        }
                    }
                    on:click=primary_tap
                >
                    {primary_label}
                </button>
            </Show>
        </footer>
    }
}

//! The game screens. Everything here is drawn from the engine's state and its next step;
//! a tap becomes a `HostAction` for `Game::act`. No rule is decided here.

mod caller;
mod ctx;
pub(crate) mod edit;
mod feed;
pub(crate) mod handoff;
mod hold;
pub(crate) mod over;
mod round;
pub mod screen_link;
mod seats;
mod timer;

use crate::host::screen::Action;
use crate::ui::keep::Playing;
use crate::ui::lazy::{self, Drawn, Frame};
use crate::ui::tr;
use crate::words as text;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use super::why::WhyChip;
use crate::engine::event::NightStep;
use crate::engine::{GameState, HostAction, Role, RuleId, Script, Stage, TimerKind};
use crate::host::hostless;
use crate::host::{Label, Press, Tool};
use crate::words::{t, tf, Lang, Msg, StartWord, Text};
use ctx::Change;
pub use ctx::{Ctx, Recent, Sheet, TapMode};
use seats::SeatGrid;
use timer::StepTimer;

#[component]
pub fn GameScreen(
    lang: ReadSignal<Lang>,
    game: Playing,
    #[prop(into)] on_exit: Callback<()>,
    /// A new game with the same players.
    #[prop(into)]
    on_again: Callback<()>,
    /// The finished game's protocol.
    #[prop(into)]
    on_protocol: Callback<()>,
    /// The evening's standings after this game (an evening begun with it if none is on).
    #[prop(into)]
    on_evening: Callback<()>,
    /// A tournament table's game: its result for the organiser (`ui::tournament_table`).
    #[prop(into)]
    on_table: Callback<()>,
    /// The game's id (its save's), for the step saved with it.
    id: u64,
) -> impl IntoView {
    let ctx = Ctx::new(lang, game, id);
    let (state, next) = (ctx.state, ctx.next);
    provide_context(ctx);
    provide_context(Exit(on_exit));
    // The phone's Back never leaves a game unasked: it closes the open sheet, else asks
    // whether to leave for the menu (asked again, it stays). After the game too (issue 48):
    // the game-over «Отменить» is there only while the game is.
    crate::ui::on_back(move || {
        ctx.send(Action::Back);
        true
    });
    provide_context(screen_link::watch());
    let public = feed::feed(ctx, expect_context::<screen_link::ScreenLink>().0);

    // A game without a host, at night: the phone goes round (`round.rs`), not the host's
    // screen.
    let in_round = Memo::new(move |_| {
        ctx.hostless
            && ctx
                .state
                .with(|s| s.as_ref().is_some_and(hostless::in_round))
    });
    // The voice reads each new step's words (the answer moment's «Дон засыпает» first), and
    // the current ones when switched on: exactly the lines of docs/script, never a hint.
    Effect::new(move |prev: Option<(String, bool)>| {
        let lang = lang.get();
        // A night round without a host: nothing said, the same silence for every seat.
        let step_words = if in_round.get() {
            // Nightfall, said as a host would, on the round's first pass screen only.
            ctx.night_round()
                .filter(|r| r.turns.is_empty() && r.open.is_none())
                .map(|_| text::hostless(lang, text::HostlessText::Nightfall))
                .unwrap_or_default()
        } else {
            step_words(ctx, lang)
        };
        // What the host says at once after the entry (a foul, a silent exit), then the step.
        let words = ctx
            .said_with(|s| {
                s.spoken
                    .iter()
                    .cloned()
                    .chain([step_words])
                    .collect::<Vec<_>>()
            })
            .join(" ");
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
        let timer = if ctx.hostless {
            ctx.face.with(|f| f.as_ref().and_then(|f| f.timer))
        } else {
            next.with(|n| n.as_ref().and_then(|n| n.timer))
        }
        // The 2 s voting window is the host's «Спасибо», not a clock; a check's answer
        // moment is the check's, not the next step's: no clock yet.
        .filter(|t| t.kind != TimerKind::VoteWindow && ctx.answer_moment().is_none());
        Some((step, timer, is_night()))
    });
    // A game decided as its night ended shows its result once the check's answer is given
    // and the checker sent to sleep (issue 39 §3.3): until then the night is on.
    // Without a host, an undo put to the table at game over brings the seats back for the
    // hands (issue 48 §5).
    let over = move || {
        state.with(|s| s.as_ref().is_some_and(GameState::is_over))
            && ctx.answer_moment().is_none()
            && !ctx.put()
    };
    // The night's ambience fades in when the town falls asleep and out at «Доброе утро».
    Effect::new(move |_| crate::web::ambience::play(is_night() && ctx.ambience.get()));
    on_cleanup(crate::web::ambience::stop);

    // The words above the seats take a smaller type rather than a scroll (web/fit.rs).
    let (flow, fit) = (
        NodeRef::<leptos::html::Div>::new(),
        NodeRef::<leptos::html::Div>::new(),
    );
    let fitted = StoredValue::new_local(None::<crate::web::fit::Fitted>);
    Effect::new(move |_| {
        if let (Some(area), Some(content)) = (flow.get(), fit.get()) {
            let area: web_sys::HtmlElement = area.into();
            fitted.set_value(crate::web::fit::keep_fitted(area, &content));
        }
    });

    view! {
        <section
            class="screen game"
            class:night=is_night
            class:playing=move || !over()
            class:settling=move || ctx.settling.get()
            class:hostless=ctx.hostless
            // What the players' screen was sent last, while one is linked: the table's view.
            data-public=move || public.get()
            // What the step takes (the engine's `Expect`s), for a reader of the page.
            data-expect=move || {
                // A check's answer moment takes only the main button.
                if ctx.answer_moment().is_some() {
                    return "Next".to_string();
                }
                next.with(|n| {
                    n.as_ref()
                        .map(|n| n.expect.iter().map(|e| format!("{e:?}")).collect::<Vec<_>>().join(" "))
                        .unwrap_or_default()
                })
            }
        >
            <TopBar on_exit />
            <screen_link::LostLine />
            <Show
                when=over
                fallback=move || {
                    view! {
                        <Show when=move || !in_round.get() fallback=|| view! { <round::NightRound /> }>
                        // Above the table: the words, the timer, what was said. It takes the
                        // room left and scrolls inside itself; it never pushes the seats.
                        <div class="stage">
                            <div class="stage-flow" node_ref=flow>
                                <div class="stage-fit" node_ref=fit>
                                <Script />
                                <Show when=move || ctx.said_with(|s| s.answer.is_some())>
                                    <SecretAnswer />
                                </Show>
                                {move || {
                                    timed_step
                                        .get()
                                        .and_then(|(_, timer, night)| Some((timer?, night)))
                                        .map(|(timer, night)| view! { <StepTimer timer night /> })
                                }}
                                <StepTools />
                                <ErrorLine />
                                <Notices />
                                </div>
                            </div>
                            <SheetView />
                        </div>
                        <SeatGrid />
                        <Actions />
                        </Show>
                    }
                }
            >
                // Back's question over the game's end (the other sheets are the game's).
                <Show when=move || ctx.sheet.with(|s| *s == Sheet::Leave)>
                    <div class="stage over-leave">
                        <SheetView />
                    </div>
                </Show>
                {lazy::part(
                    lang,
                    Frame::Screen,
                    move || over::game_over(on_again, on_exit, on_protocol, on_evening, on_table, id),
                )}
            </Show>
            // Over the whole game, which goes on underneath (a running timer keeps running).
            <Show when=move || ctx.sheet.with(|s| *s == Sheet::HandOff)>
                {lazy::part(lang, Frame::Layer, handoff::hand_off)}
            </Show>
            <Show when=move || ctx.sheet.with(|s| *s == Sheet::Screen)>
                {lazy::part(lang, Frame::Layer, screen_link::screen_sheet)}
            </Show>
        </section>
    }
}

/// The sheet open over the words (never over the seats: a fix is re-entered on them).
#[component]
fn SheetView() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let kind = Memo::new(move |_| ctx.sheet.with(SheetBody::of));
    move || {
        let kind = kind.get()?;
        let title = match kind {
            SheetBody::Log => Msg::LogTitle,
            SheetBody::Tools => Msg::SheetMore,
            SheetBody::Rulings => Msg::SheetRulings,
            SheetBody::Note => Msg::Note,
            SheetBody::Leave => Msg::LeaveGameAsk,
        };
        // The body is drawn by the `more` chunk (fetched right after the game's), off the
        // game's path: a sheet is opened long after a game starts. Back's question is
        // drawn at once (a Back may come before that chunk).
        let body = if kind == SheetBody::Leave {
            view! { <LeaveQuestion /> }.into_any()
        } else {
            lazy::part(lang, Frame::Inline, move || game_sheet(kind)).into_any()
        };
        Some(view! {
            <div class="game-sheet" data-testid="sheet">
                // The sheet's name and its close on one line: no empty band above.
                <div class="sheet-head">
                    <h2 class="sheet-title">{tr(lang, title)}</h2>
                    <button
                        type="button"
                        class="btn ghost small sheet-close"
                        data-testid="sheet-close"
                        aria-label=tr(lang, Msg::Close)
                        on:click=move |_| ctx.send(Action::Open(Sheet::None))
                    >
                        "✕"
                    </button>
                </div>
                {body}
            </div>
        })
    }
}

/// What the sheet over the words shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SheetBody {
    /// The game's log (an entry being fixed or deleted too).
    Log,
    /// The seldom used tools («⋯»).
    Tools,
    /// The automatic decisions.
    Rulings,
    /// A seat's note.
    Note,
    /// Leave the game for the menu? (the phone's Back).
    Leave,
}

/// The game screen's way to the menu (the game is kept), for the Back question.
#[derive(Clone, Copy)]
struct Exit(Callback<()>);

impl SheetBody {
    /// The body `sheet` shows over the words, if any (the hand-off and the players'
    /// screen are layers of their own).
    fn of(sheet: &Sheet) -> Option<SheetBody> {
        match sheet {
            Sheet::None | Sheet::HandOff | Sheet::Screen => None,
            Sheet::Log | Sheet::Fix { .. } | Sheet::Delete { .. } => Some(SheetBody::Log),
            Sheet::Tools => Some(SheetBody::Tools),
            Sheet::Notices => Some(SheetBody::Rulings),
            Sheet::Note { .. } => Some(SheetBody::Note),
            Sheet::Leave => Some(SheetBody::Leave),
        }
    }
}

/// The body of the sheet over the words (the log, the other tools, the rulings, a seat's
/// note), in the `more` chunk.
#[wasm_split(more, wasm_split_path = ::leptos::wasm_split, fallible)]
pub(crate) fn game_sheet(kind: SheetBody) -> Drawn {
    Ok(match kind {
        SheetBody::Log => view! { <LogPanel /> }.into_any(),
        SheetBody::Tools => view! { <MoreTools /> }.into_any(),
        SheetBody::Rulings => view! { <NoticeList /> }.into_any(),
        SheetBody::Note => view! { <NotePanel /> }.into_any(),
        SheetBody::Leave => view! { <LeaveQuestion /> }.into_any(),
    })
}

/// The phone's Back during a game: the game is kept; leave for the menu, or stay.
#[component]
fn LeaveQuestion() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let Exit(on_exit) = expect_context::<Exit>();
    let lang = ctx.lang;
    view! {
        <p class="hint">
            {move || {
                let over = ctx.state.with(|s| s.as_ref().is_some_and(GameState::is_over));
                tr(lang, if over { Msg::LeaveOverHint } else { Msg::LeaveGameHint })()
            }}
        </p>
        <div class="sheet-actions">
            <button type="button" class="btn primary" data-testid="leave-stay" on:click=move |_| ctx.send(Action::Open(Sheet::None))>
                {tr(lang, Msg::StayInGame)}
            </button>
            <button type="button" class="btn secondary" data-testid="leave-yes" on:click=move |_| on_exit.run(())>
                {tr(lang, Msg::LeaveGameYes)}
            </button>
        </div>
    }
}

#[component]
fn TopBar(#[prop(into)] on_exit: Callback<()>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let phase = move || {
        // A check's answer moment belongs to the night, though the game is at the next
        // step (the morning after the Sheriff's check): the header says the night.
        let answer = ctx.answer_moment().is_some();
        ctx.state.with(|s| {
            s.as_ref()
                .map(|s| {
                    let night = Stage::Night {
                        step: NightStep::SheriffCheck,
                    };
                    // (The best move's own heading comes after the answer, too.)
                    let stage = if answer { &night } else { &s.stage };
                    text::phase(lang.get(), stage, s.day_number, s.night_number)
                })
                .unwrap_or_default()
        })
    };
    let last = move || {
        if !ctx.undoable() {
            return None;
        }
        ctx.game().with(|g| {
            g.as_ref()
                .and_then(|g| g.actions().last().cloned())
                .map(|a| match a {
                    // «Отменить / шаг вперёд» read as two opposite verbs: say where it goes.
                    HostAction::Next => t(lang.get(), Msg::UndoToLastStep).to_string(),
                    a => text::undo_label(lang.get(), &a),
                })
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
                    // Face up without a host: the log holds the night's secrets.
                    if ctx.hostless {
                        return;
                    }
                    let open = ctx.sheet.with(|s| matches!(s, Sheet::Log | Sheet::Fix { .. } | Sheet::Delete { .. }));
                    ctx.send(Action::Open(if open { Sheet::None } else { Sheet::Log }));
                }
            >
                <h1 class="phase" data-testid="phase">{phase}</h1>
            </button>
            // Waits with the seats while a new step settles (a double tap undoes once).
            // Not in a night round without a host: nothing of it may be taken back.
            <span
                class="undo-wrap"
                aria-disabled=move || ctx.settling.get().then_some("true")
                hidden=move || ctx.night_round().is_some()
            >
            <hold::HoldButton
                class="btn ghost small undo"
                testid="undo"
                hold=Signal::derive(move || ctx.at_night())
                disabled=Signal::derive(move || last().is_none())
                on_done=move || ctx.send(Action::Undo)
            >
                <span class="undo-head">{undo_head}</span>
                {move || last().map(|l| view! { <span class="undo-what">{l}</span> })}
            </hold::HoldButton>
            </span>
        </header>
    }
}

/// The host's line now: the step's words, or a moment within the step (a check's answer:
/// nothing, the answer is a gesture; a count's 2 seconds over: «Спасибо»).
fn step_words(ctx: Ctx, lang: Lang) -> String {
    if ctx.answer_moment().is_some() {
        // The answer is a gesture: nothing is said until «Засыпает Дон» of the next words.
        return String::new();
    }
    if ctx.thanked() {
        return text::say(lang, &Script::ThankYou);
    }
    if ctx.hostless {
        // Face up: the face-up value's words (nobody woke, so nobody is sent to sleep), or
        // the motion put to the table.
        return ctx
            .face
            .with(|f| {
                f.as_ref().map(|f| match &f.put {
                    Some(put) => {
                        let [said, _] = hostless::put_lines(lang, put);
                        said
                    }
                    None => text::say(lang, &f.say),
                })
            })
            .unwrap_or_default();
    }
    ctx.next
        .with(|n| n.as_ref().map(|n| text::say(lang, &n.say)))
        .unwrap_or_default()
}

#[component]
fn Script() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    // A check's answer moment shows the checker's sleep, not the next step's words.
    let moment = Memo::new(move |_| ctx.answer_moment());
    let say = move || step_words(ctx, lang.get());
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
        if ctx.hostless {
            return ctx.face.with(|f| {
                f.as_ref().map(|f| match &f.put {
                    // A motion: who decides, and how many hands it needs.
                    Some(put) => {
                        let [_, needs] = hostless::put_lines(lang.get(), put);
                        format!(
                            "{needs} {}",
                            text::hostless(lang.get(), hostless::who_words(f.who))
                        )
                    }
                    None => text::hostless(lang.get(), hostless::who_words(f.who)),
                })
            });
        }
        let stage = ctx.state.with(|s| s.as_ref().map(|s| s.stage.clone()))?;
        ctx.next
            .with(|n| n.as_ref().and_then(|n| text::hint(lang.get(), n, &stage)))
    };
    // The answer moment is the check's (R-NIGHT-2, R-NIGHT-3), not the next step's.
    let rule = Memo::new(move |_| match moment.get() {
        Some(Role::Don) => Some(RuleId::Night2),
        Some(_) => Some(RuleId::Night3),
        None if ctx.hostless => ctx.face.with(|f| f.as_ref().map(|f| f.rule)),
        None => ctx.next.with(|n| n.as_ref().map(|n| n.rule)),
    });
    // The counting aid of the step, as a memo: drawn anew at the night's shot and for each
    // vote entered (so its count starts over), not on every other entry.
    let calling = Memo::new(move |_| {
        ctx.state.with(|s| {
            let s = s.as_ref()?;
            match &s.stage {
                Stage::Night {
                    step: NightStep::Shot,
                } => Some((s.stage.clone(), s.living())),
                Stage::Voting(_) | Stage::AllLeave { .. } => Some((s.stage.clone(), Vec::new())),
                _ => None,
            }
        })
    });
    view! {
        <div class="script">
            // Said at once after the last entry: a foul, a silent exit, an accepted best move.
            {move || {
                let spoken = ctx.said_with(|s| s.spoken.join(" "));
                (!spoken.is_empty()).then(|| view! { <p class="announce" data-testid="announce">{spoken}</p> })
            }}
            {move || wake().map(|w| view! { <p class="wake">{w}</p> })}
            // The vote's opening (002: the ballot said twice) is long: smaller type.
            <p
                class="say"
                class:long={move || say().chars().count() > 110}
                class:thanked=move || ctx.thanked()
                data-testid="say"
            >
                {say}
            </p>
            {move || hint().map(|h| view! { <p class="hint">{h}</p> })}
            <div class="script-foot">
                <p class="rule">{move || rule.get().map(|rule| view! { <WhyChip rule /> })}</p>
                {move || {
                    match calling.get() {
                        Some((Stage::Night { step: NightStep::Shot }, living)) => Some(view! {
                            <caller::Caller
                                call=caller::Call::seats(&living)
                                label=Msg::CallNumbers
                            />
                        }.into_any()),
                        Some((Stage::Voting(_) | Stage::AllLeave { .. }, _)) => {
                            let read_ms = caller::reading_ms(&untrack(say));
                            Some(view! { <caller::VoteWindow read_ms /> }.into_any())
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
                        ctx.said_with(|s| s.answer.clone()).unwrap_or_default()
                    } else {
                        t(lang.get(), Msg::HoldForAnswer).to_string()
                    }
                }}
            </button>
            <button type="button" class="btn ghost small" on:click=move |_| ctx.send(Action::HideAnswer)>
                {tr(lang, Msg::Hide)}
            </button>
        </div>
    }
}

#[component]
fn ErrorLine() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        ctx.said_with(|s| s.refusal.clone()).map(|(rule, e)| {
            // One chip: «R-VOTE-2 · №4 уже голосовал ?», its "Why?" the rule's text.
            let prefix = format!("{rule}: ");
            let line = e.strip_prefix(prefix.as_str()).unwrap_or(&e).to_string();
            view! {
                <div class="refusal" role="alert" data-testid="refusal">
                    <WhyChip rule line />
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
        ctx.game().with(|g| {
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
                            (
                                i,
                                text::action_label(lang.get(), a),
                                crate::host::edit::editable(a),
                                why,
                            )
                        })
                        .rev()
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    let list = move || {
        view! {
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
                                                on:click=move |_| ctx.send(Action::StartEdit(i))
                                            >
                                                {tr(lang, Msg::Fix)}
                                            </button>
                                        })}
                                        <button
                                            type="button"
                                            class="btn secondary small"
                                            data-testid=format!("delete-{}", i + 1)
                                            on:click=move |_| ctx.send(Action::StartDelete(i))
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
            <Show when=move || ctx.editing().is_some() fallback=list>
                {lazy::part(lang, Frame::Inline, edit::edit_card)}
            </Show>
        </section>
    }
}

/// What was said about the last change, folded into one line above the seats; the line
/// opens the whole list as a sheet.
#[component]
fn Notices() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        // A check's answer moment is the checker's: what the tap decided (a game decided as
        // the night ended, R-WIN-2) waits for the night to be closed (issue 39 §3.3).
        if ctx.answer_moment().is_some() {
            return None;
        }
        // One line, whatever the notices say: how many, the first one's rule; the sheet
        // has them all, each with its "Why?".
        let (first, n) = ctx.said_with(|s| {
            let first = s
                .notices
                .first()
                .map(|(rule, _)| rule.map(|r| r.to_string()));
            (first, s.notices.len())
        });
        first.map(|first| {
            let count = tf(ctx.lang.get(), Text::Rulings(n));
            let first = match first {
                Some(rule) => format!("{count} · {rule}"),
                None => count,
            };
            let more = "›";
            view! {
                <button
                    type="button"
                    class="notice-line"
                    data-testid="notice-line"
                    on:click=move |_| ctx.send(Action::Toggle(Sheet::Notices))
                >
                    <span class="notice-first">{first}</span>
                    <span class="notice-more">{more}</span>
                </button>
            }
        })
    }
}

/// Every notice of the last change, each with its "Why?".
#[component]
fn NoticeList() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let notices = ctx.said_with(|s| s.notices.clone());
        view! {
            // A notice's "Why?" opens the rule's text; the sheet gives way to it, so the
            // step's timer and tools are in reach under the rule.
            <ul class="notices" data-testid="notices" on:click=move |_| ctx.send(Action::Open(Sheet::None))>
                {notices
                    .into_iter()
                    .map(|(rule, line)| match rule {
                        Some(rule) => view! { <li><WhyChip rule line /></li> }.into_any(),
                        None => view! { <li>{line}</li> }.into_any(),
                    })
                    .collect_view()}
            </ul>
        }
    }
}

/// The stage, once per entry, for every part of the screen that follows it.
fn stage_memo(ctx: Ctx) -> Memo<Option<Stage>> {
    Memo::new(move |_| ctx.state.with(|s| s.as_ref().map(|s| s.stage.clone())))
}

/// The step's own tools, above the seats: what a seat tap means now (foul, removal), a
/// nomination to withdraw, each black's shot, a vote as a number of hands.
#[component]
fn StepTools() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let stage = stage_memo(ctx);
    // R-NIGHT-1 blind: the shots of each black instead of the result.
    let blind = Memo::new(move |_| {
        ctx.next.with(|n| {
            n.as_ref()
                .is_some_and(|n| matches!(n.say, Script::MafiaShoot { blind: true, .. }))
        })
    });
    let each_shot = move || {
        blind.get().then(|| {
            let entered = ctx.step.with(|s| s.shots.as_ref().map(Vec::len));
            view! {
                <button
                    type="button"
                    class="btn secondary small"
                    class:active=entered.is_some()
                    data-testid="shots-each"
                    on:click=move |_| {
                        ctx.send(Action::Tool(Tool::EachShot))
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
                    data-testid="withdraw"
                    on:click=move |_| { ctx.act(HostAction::Withdraw { by: seat }); }
                >
                    {tr(lang, Msg::WithdrawNomination)}
                </button>
            }
        })
    };
    let mode_hint = move || match ctx.step.with(|s| s.mode) {
        TapMode::Normal => None,
        TapMode::Foul => Some(t(lang.get(), Msg::FoulModeHint).to_string()),
        // Without a host the tap puts the removal to the table (issue 48 §5).
        TapMode::Remove if ctx.hostless => Some(text::hostless(
            lang.get(),
            text::HostlessText::PutRemoveHint,
        )),
        TapMode::Remove => Some(t(lang.get(), Msg::RemoveModeHint).to_string()),
        TapMode::HandLift => Some(t(lang.get(), Msg::HandLiftHelp(ctx.hand_lift())).to_string()),
    };
    // A vote as a number: − / + instead of tapping seats.
    let voting = Memo::new(move |_| stage.with(|s| matches!(s, Some(Stage::Voting(_)))));
    // A hand taken off the table early: a tap mode, then the seat (R-FOUL-3 `hand_lift`).
    let lift_offered = Memo::new(move |_| ctx.offered.get().hand_lift);
    let hand_lift = move || {
        lift_offered.get().then(|| {
            view! {
                <button
                    type="button"
                    class="btn secondary small"
                    class:active=move || ctx.step.with(|s| s.mode == TapMode::HandLift)
                    data-testid="hand-lift"
                    on:click=move |_| {
                        ctx.send(Action::Tool(Tool::Mode(TapMode::HandLift)))
                    }
                >
                    {move || t(lang.get(), Msg::HandLiftEarly(ctx.hand_lift()))}
                </button>
            }
        })
    };
    let counter = move || {
        voting.get().then(|| {
            let step = move |d: i8| ctx.send(Action::Tool(Tool::Count(d)));
            view! {
                <div class="counter">
                    <button type="button" class="btn secondary small" data-testid="count-minus" on:click=move |_| step(-1)>
                        "−"
                    </button>
                    <span class="count-label">
                        {move || match ctx.step.with(|s| s.count) {
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
    // The removal's reason (R-FOUL-3), said with it: one chip each, chosen before the seat.
    let reasons = move || {
        (ctx.step.with(|s| s.mode) == TapMode::Remove).then(|| {
            use crate::engine::RemovalReason as R;
            [R::Insult, R::Peeking, R::Oath, R::Signalling, R::RefusedHands, R::EarlyProtest, R::Other]
                .into_iter()
                .map(|r| {
                    view! {
                        <button
                            type="button"
                            class="btn secondary small"
                            class:active=move || ctx.step.with(|s| s.reason == Some(r))
                            data-testid=format!("reason-{}", crate::json::to_string(&r).trim_matches('"'))
                            on:click=move |_| ctx.send(Action::Tool(Tool::Reason(r)))
                        >
                            {tr(lang, Msg::Reason(r))}
                        </button>
                    }
                })
                .collect_view()
        })
    };
    // Without a host: the motion put to the table may be withdrawn unvoted.
    let unput = move || {
        ctx.put().then(|| {
            view! {
                <button type="button" class="btn secondary small" data-testid="withdraw-motion" on:click=move |_| ctx.send(Action::Tool(Tool::Withdraw))>
                    {move || text::hostless(lang.get(), text::HostlessText::PutWithdraw)}
                </button>
            }
        })
    };
    view! {
        {move || mode_hint().map(|h| view! { <p class="hint mode-hint">{h}</p> })}
        <div class="tools step-tools">
            {unput}
            {reasons}
            {withdraw}
            {each_shot}
            {hand_lift}
            {counter}
        </div>
    }
}

/// The tools a host needs seldom (voice, the timers' start, night sound, a note on a seat,
/// hand-off): a sheet behind «⋯», closed by the next entry.
#[component]
fn MoreTools() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let auto = RwSignal::new(crate::web::clock::auto_start());
    let vote_auto = RwSignal::new(crate::web::clock::vote_window_auto());
    view! {
        <div class="tools tools-more" data-testid="tools-more">
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
                        ctx.tell(|lang| t(lang, Msg::NoVoice).to_string());
                        return;
                    }
                    crate::web::voice::set_enabled(on);
                    ctx.voice.set(on);
                }
            >
                {tr(lang, Msg::Voice)}
            </button>
            <button
                type="button"
                class="btn secondary small"
                class:active=move || auto.get()
                data-testid="timer-auto"
                aria-pressed=move || auto.get().to_string()
                on:click=move |_| {
                    let on = !auto.get_untracked();
                    crate::web::clock::set_auto_start(on);
                    auto.set(on);
                }
            >
                {tr(lang, Msg::TimerAuto)}
            </button>
            <button
                type="button"
                class="btn secondary small"
                class:active=move || vote_auto.get()
                data-testid="vote-window-auto"
                aria-pressed=move || vote_auto.get().to_string()
                on:click=move |_| {
                    let on = !vote_auto.get_untracked();
                    crate::web::clock::set_vote_window_auto(on);
                    vote_auto.set(on);
                }
            >
                {tr(lang, Msg::VoteWindowAuto)}
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
                data-testid="note-open"
                hidden=ctx.hostless
                title=tr(lang, Msg::NoteHelp)
                on:click=move |_| {
                    ctx.send(Action::Peek(false));
                    ctx.send(Action::Open(Sheet::Note { seat: None }));
                }
            >
                {tr(lang, Msg::Note)}
            </button>
            <button
                type="button"
                class="btn secondary small"
                data-testid="handoff-open"
                hidden=ctx.hostless
                title=tr(lang, Msg::HandOffHelp)
                on:click=move |_| {
                    ctx.send(Action::HideAnswer);
                    ctx.send(Action::Peek(false));
                    ctx.send(Action::Open(Sheet::HandOff));
                }
            >
                {tr(lang, Msg::HandOff)}
            </button>
            <button
                type="button"
                class="btn secondary small"
                data-testid="screen-open"
                title=tr(lang, Msg::ScreenOpenHelp)
                on:click=move |_| {
                    ctx.send(Action::HideAnswer);
                    ctx.send(Action::Peek(false));
                    ctx.send(Action::Open(Sheet::Screen));
                }
            >
                {tr(lang, Msg::StartScreen(StartWord::ScreenOpen))}
            </button>
        </div>
    }
}

/// The host's private note on a seat, in the sheet over the words: a seat tap picks the
/// seat (the grid stays where it is, uncovered), then the text is typed and saved
/// (`Change::Note`). Only here is a note's text ever shown during the game.
#[component]
fn NotePanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;
    let seat = Memo::new(move |_| {
        ctx.sheet.with(|s| match s {
            Sheet::Note { seat } => *seat,
            _ => None,
        })
    });
    move || {
        let Some(seat) = seat.get() else {
            return view! {
                <p class="hint note-pick" data-testid="note-pick">{tr(lang, Msg::NotePickSeat)}</p>
            }
            .into_any();
        };
        let saved = untrack(|| ctx.note(seat)).unwrap_or_default();
        let had = !saved.is_empty();
        let name = ctx
            .state
            .with_untracked(|s| {
                s.as_ref()
                    .and_then(|s| s.player(seat))
                    .map(|p| crate::engine::isolated(&p.name))
            })
            .unwrap_or_default();
        let draft = RwSignal::new(saved);
        let field = NodeRef::<leptos::html::Textarea>::new();
        // The host tapped the seat to write: the field takes the typing at once.
        Effect::new(move |_| {
            if let Some(el) = field.get() {
                let _ = el.focus();
            }
        });
        let save = move || {
            ctx.apply(Change::Note {
                seat,
                text: draft.get_untracked(),
            });
        };
        view! {
            <div class="note-panel" data-testid="note-panel" data-seat=seat>
                <p class="note-seat">
                    <span class="note-no">{move || tf(lang.get(), Text::NoteSeat(seat))}</span>
                    <span class="note-name">{name}</span>
                </p>
                <textarea
                    class="note-text"
                    data-testid="note-text"
                    node_ref=field
                    rows="4"
                    maxlength=crate::engine::NOTE_MAX.to_string()
                    placeholder=tr(lang, Msg::NotePlaceholder)
                    aria-label=move || tf(lang.get(), Text::NoteSeat(seat))
                    prop:value=move || draft.get()
                    on:input=move |ev| draft.set(event_target_value(&ev))
                ></textarea>
                <div class="tools note-tools">
                    {had.then(|| view! {
                        <button
                            type="button"
                            class="btn secondary small"
                            data-testid="note-clear"
                            on:click=move |_| { ctx.apply(Change::Note { seat, text: String::new() }); }
                        >
                            {tr(lang, Msg::NoteClear)}
                        </button>
                    })}
                    <button
                        type="button"
                        class="btn primary small"
                        data-testid="note-save"
                        on:click=move |_| save()
                    >
                        {tr(lang, Msg::NoteSave)}
                    </button>
                </div>
            </div>
        }
        .into_any()
    }
}

/// The bottom, the same on every step: the one obvious next step and four tools.
#[component]
fn Actions() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = ctx.lang;

    // The main button's words and what it does (`host::button`), as a memo: the button is
    // drawn once and only its words change from step to step.
    let primary = Memo::new(move |_| -> Option<(String, Press)> {
        let lang = lang.get();
        // Tracked: the button follows the game, the input and the answer moment.
        ctx.state.track();
        ctx.next.track();
        ctx.step.track();
        ctx.said.track();
        let (label, press) = ctx.button()?;
        let label = match label {
            Label::Onward => t(lang, Msg::Onward).to_string(),
            Label::Accepted(n) => tf(lang, Text::Accepted(n)),
            Label::AgreedCards { marked, want } => tf(lang, Text::AgreedCards(marked, want)),
            Label::AcceptedBestMove => t(lang, Msg::AcceptedBestMove).to_string(),
            Label::NoShotThisOne => t(lang, Msg::NoShotThisOne).to_string(),
            Label::Miss => t(lang, Msg::Miss).to_string(),
            Label::Next(stage) => text::next_label(lang, &stage),
            Label::TableHands { hands, living } => {
                text::hostless(lang, text::HostlessText::PutHands { hands, living })
            }
        };
        Some((label, press))
    });
    let primary_label = move || primary.with(|p| p.as_ref().map(|(l, _)| l.clone()));
    let primary_tap = move || {
        if let Some((_, press)) = primary.get_untracked() {
            ctx.send(Action::Press(press));
        }
    };
    let mode_button = move |mode: TapMode, label: Msg, testid: &'static str| {
        view! {
            <button
                type="button"
                class="btn secondary small"
                class:active=move || ctx.step.with(|s| s.mode == mode)
                data-testid=testid
                // Offered where the game takes its entry (`engine::legal`); a motion put to
                // the table is decided first (issue 48 §5).
                disabled=move || !ctx.offered.get().mode(mode) || ctx.put()
                on:click=move |_| {
                    ctx.send(Action::Tool(Tool::Mode(mode)))
                }
            >
                {tr(lang, label)}
            </button>
        }
    };
    let more = move || ctx.sheet.with(|s| *s == Sheet::Tools);
    view! {
        <footer class="actions game-actions" aria-disabled=move || ctx.settling.get().then_some("true")>
            <div class="tools">
                {mode_button(TapMode::Foul, Msg::FoulMode, "foul-mode")}
                {mode_button(TapMode::Remove, Msg::RemoveMode, "remove-mode")}
                <button
                    type="button"
                    class="btn secondary small peek"
                    data-testid="peek"
                    // Without a host the screen lies face up: no roles, no notes, no log.
                    hidden=ctx.hostless
                    on:pointerdown=move |_| ctx.send(Action::Peek(true))
                    on:pointerup=move |_| ctx.send(Action::Peek(false))
                    on:pointerleave=move |_| ctx.send(Action::Peek(false))
                    on:pointercancel=move |_| ctx.send(Action::Peek(false))
                >
                    {tr(lang, Msg::Roles)}
                    // It shows the roles only while held: it says so (issue 39 §3.8).
                    <span class="hold-hint" data-testid="peek-hint">{tr(lang, Msg::HoldLabel)}</span>
                </button>
                <button
                    type="button"
                    class="btn secondary small more"
                    class:active=more
                    data-testid="more"
                    aria-expanded=move || more().to_string()
                    aria-label=tr(lang, Msg::MoreTools)
                    on:click=move |_| ctx.send(Action::Toggle(Sheet::Tools))
                >
                    "⋯"
                </button>
            </div>
            // A role's «Дальше» before its seconds are up needs a hold (`Ctx::early_next`).
            <hold::HoldButton
                class="btn primary"
                testid="primary"
                hold=Signal::derive(move || ctx.early_next())
                // A fix, or a note being written, is finished (or closed) first.
                disabled=Signal::derive(move || primary.with(Option::is_none) || ctx.editing().is_some() || ctx.noting())
                on_done=move || primary_tap()
                {..}
                class:idle=move || primary.with(Option::is_none)
                class:long=move || primary.with(|p| p.as_ref().is_some_and(|(l, _)| l.chars().count() > 19))
                // «Принято» just moved the count on: its second tap waits (`ctx::Recent`).
                aria-disabled=move || (ctx.recent.get() == Some(Recent::Count)).then_some("true")
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
            >
                {primary_label}
            </hold::HoldButton>
        </footer>
    }
}

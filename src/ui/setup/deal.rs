//! Set-up step 4: how the roles are dealt, then the deal itself — pass-and-play (each
//! player holds a face-down card to see their role) or physical cards (the host marks each
//! seat's card). A role is on screen only while its card is held.

use leptos::prelude::*;

use super::lineup::role_code;
use super::step::{StepActions, StepHeader};
use crate::engine::{Composition, Preset, Role, Rules, Setup};
use crate::route::Deal;
use crate::ui::word;
use crate::web;
use crate::words::say::quiet_rule;
use crate::words::{start_text, DealHow, DealLine, Lang, StartText, StartWord};

/// How the roles are dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DealMode {
    /// Pass-and-play: each player opens their own card on the phone.
    PassPhone,
    /// The host deals a deck and marks each seat's card.
    Physical,
    /// The host deals a deck face down and learns the cards on night 1, as a judge does.
    FaceDown,
    /// No host (issue 41): pass-and-play, and the phone runs the game (`host::hostless`).
    Hostless,
}

/// The deal so far: the pass-and-play deal made when its step opened and the seat it is
/// at, or the physical cards marked so far.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DealProgress {
    pub dealt: Option<Setup>,
    pub index: usize,
    pub phase: Phase,
    pub roles: Vec<Role>,
}

#[component]
pub fn DealModeStep(
    lang: ReadSignal<Lang>,
    mode: RwSignal<DealMode>,
    #[prop(into)] on_back: Callback<()>,
    #[prop(into)] on_next: Callback<()>,
) -> impl IntoView {
    let card = move |m: DealMode, name: StartWord, line: StartWord| {
        view! {
            <button
                type="button"
                class="card"
                role="radio"
                aria-checked=move || (mode.get() == m).to_string()
                on:click=move |_| mode.set(m)
            >
                <span class="card-name">{word(lang, name)}</span>
                <span class="card-line">{word(lang, line)}</span>
            </button>
        }
    };
    view! {
        <StepHeader lang title=StartWord::StepDeal step=4 />
        <h2 class="lead" id="deal-label">
            {word(lang, StartWord::DealHow)}
        </h2>
        <div class="presets" role="radiogroup" aria-labelledby="deal-label">
            {card(DealMode::PassPhone, StartWord::DealPass, StartWord::DealPassLine)}
            {card(DealMode::Physical, StartWord::DealCards, StartWord::DealCardsLine)}
            {card(DealMode::FaceDown, StartWord::DealFaceDown, StartWord::DealFaceDownLine)}
            {card(DealMode::Hostless, StartWord::DealHostless, StartWord::DealHostlessLine)}
        </div>
        <StepActions lang on_back on_next />
    }
}

/// What every deal deals: the table the earlier steps chose.
pub struct Table {
    pub preset: Preset,
    pub rules: Rules,
    pub names: Vec<String>,
    pub composition: Composition,
}

/// The deal of `mode`, over `table`; `progress` is the deal so far, kept over a reload.
pub fn deal_step(
    lang: ReadSignal<Lang>,
    mode: DealMode,
    table: Table,
    progress: RwSignal<DealProgress>,
    on_back: Callback<()>,
    on_start: Callback<(Setup,)>,
) -> AnyView {
    match mode {
        DealMode::PassPhone => {
            view! { <DealStep lang table progress on_back on_start /> }.into_any()
        }
        DealMode::Physical => {
            view! { <PhysicalCardsStep lang table progress on_back on_start /> }.into_any()
        }
        DealMode::FaceDown => {
            view! { <FaceDownStep lang table progress on_back on_start /> }.into_any()
        }
        // The same pass-and-play deal; the game it starts has no host (issue 41).
        DealMode::Hostless => {
            let on_start = Callback::new(move |(setup,): (Setup,)| {
                on_start.run((Setup {
                    hostless: true,
                    ..setup
                },));
            });
            view! { <DealStep lang table progress on_back on_start hostless=true /> }.into_any()
        }
    }
}

/// What a role does, in one line, on its card.
fn duty(lang: Lang, role: Role) -> &'static str {
    crate::words::start(lang, StartWord::RoleDuty(role))
}

/// Where the pass-and-play deal is for the current seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    #[default]
    /// "Pass the phone to seat k".
    Pass,
    /// The face-down deck: the player taps a card.
    Deck,
    /// The chosen card: held, it shows the role.
    Card,
    /// Every seat has seen its card.
    Done,
}

/// Pass-and-play. The deal is `Setup::deal` over the browser's cryptographic random
/// source, made once when this step opens; the cards only reveal it seat by seat.
#[component]
pub fn DealStep(
    lang: ReadSignal<Lang>,
    table: Table,
    /// The deal so far: made once when this step opens, kept over a reload.
    progress: RwSignal<DealProgress>,
    #[prop(into)] on_back: Callback<()>,
    #[prop(into)] on_start: Callback<(Setup,)>,
    /// The game it starts has no host: nothing says the phone is back with one.
    #[prop(optional)]
    hostless: bool,
) -> impl IntoView {
    // A table that shows a card when its player leaves (Party) says so after the deal.
    let reveal = table.rules.reveal_on_elimination;
    // R-WIN-2a, said before the first card where the table plays it (issue 48 §11); the
    // same at a table without a host, whose phone says the deal.
    let quiet = quiet_rule(table.preset, &table.rules);
    let kept = progress.with_untracked(|p| p.dealt.clone());
    let dealt = match (kept, web::random::CryptoRandom::new()) {
        (Some(setup), _) => Ok(setup),
        (None, Some(mut rng)) => Setup::deal(
            table.preset,
            table.rules,
            &table.names,
            table.composition,
            &mut rng,
        )
        .map_err(|e| start_text(lang.get_untracked(), StartText::Error(&e))),
        (None, None) => {
            Err(crate::words::start(lang.get_untracked(), StartWord::NoRandom).to_string())
        }
    };
    let setup = match dealt {
        Ok(setup) => StoredValue::new(setup),
        Err(message) => {
            return view! {
                <StepHeader lang title=StartWord::StepDeal step=4 />
                <p class="error" role="alert">
                    {message}
                </p>
                <nav class="actions">
                    <button type="button" class="btn secondary" on:click=move |_| on_back.run(())>
                        {word(lang, StartWord::Back)}
                    </button>
                </nav>
            }
            .into_any();
        }
    };
    let seats = setup.with_value(|s| s.players.len());
    let (at, was) = progress.with_untracked(|p| (p.index.min(seats.saturating_sub(1)), p.phase));
    let index = RwSignal::new(at);
    let phase = RwSignal::new(was);
    // The deal and how far it has gone are saved with the set-up.
    Effect::new(move |_| {
        let (index, phase) = (index.get(), phase.get());
        progress.update(|p| {
            p.dealt = Some(setup.get_value());
            p.index = index;
            p.phase = phase;
        });
    });
    let held = RwSignal::new(false);
    let seen = RwSignal::new(false);
    let seat = move || (index.get() + 1) as u8;
    // Back after a player has seen a card deals again: the host is asked first.
    let asking = RwSignal::new(false);
    let back = move || {
        if index.get_untracked() > 0 || phase.get_untracked() == Phase::Done {
            asking.set(true);
        } else {
            on_back.run(());
        }
    };
    // The phone's Back is this Back (asked again, it stays), never a deal dropped unasked.
    crate::ui::back_at(
        move || Deal::Phone {
            seen: index.get_untracked() > 0 || phase.get_untracked() == Phase::Done,
            asking: asking.get_untracked(),
        },
        move |d| {
            if let Deal::Phone { asking: a, .. } = d {
                asking.set(a);
            }
        },
        move || on_back.run(()),
    );
    let name_of =
        move || setup.with_value(|s| crate::engine::isolated(&s.players[index.get()].name));

    let show = move |_| held.set(true);
    let hide = move |_| {
        if held.get_untracked() {
            seen.set(true);
        }
        held.set(false);
    };
    let next_seat = move |_| {
        held.set(false);
        seen.set(false);
        if index.get_untracked() + 1 >= seats {
            phase.set(Phase::Done);
        } else {
            index.update(|i| *i += 1);
            phase.set(Phase::Pass);
        }
    };

    view! {
        <StepHeader lang title=StartWord::StepDeal step=4 />
        <Show when=move || asking.get()>
            <section class="save-notice" role="alert" data-testid="redeal-confirm">
                <p>
                    {word(lang, StartWord::RedealWarning)}
                </p>
                <div class="tools">
                    <button type="button" class="btn secondary small" data-testid="redeal-yes" on:click=move |_| on_back.run(())>
                        {word(lang, StartWord::RedealYes)}
                    </button>
                    <button type="button" class="btn primary small" data-testid="redeal-no" on:click=move |_| asking.set(false)>
                        {word(lang, StartWord::RedealStay)}
                    </button>
                </div>
            </section>
        </Show>
        {move || match phase.get() {
            Phase::Pass => {
                view! {
                    <div class="deal-stage pass">
                        <DealSay lang line=Signal::derive(move || DealLine::turn(seat(), DealHow::Phone, quiet)) />
                        <p class="big-say">{move || start_text(lang.get(), StartText::PassTo(seat()))}</p>
                        <p class="deal-name">{name_of}</p>
                        <p class="hint">{word(lang, StartWord::PassHint)}</p>
                    </div>
                    <nav class="actions row">
                        <button
                            type="button"
                            class="btn secondary"
                            data-testid="deal-back"
                            on:click=move |_| back()
                        >
                            {word(lang, StartWord::Back)}
                        </button>
                        <button
                            type="button"
                            class="btn primary"
                            on:click=move |_| phase.set(Phase::Deck)
                        >
                            {move || start_text(lang.get(), StartText::IAmSeat(seat()))}
                        </button>
                    </nav>
                }
                    .into_any()
            }
            Phase::Deck => {
                let left = seats - index.get_untracked();
                view! {
                    <div class="deal-stage">
                        <p class="big-say">{word(lang, StartWord::PickCard)}</p>
                        <p class="deal-seat">{move || start_text(lang.get(), StartText::Seat(seat()))}</p>
                        <div class="deck">
                            {(0..left)
                                .map(|_| {
                                    view! {
                                        <button
                                            type="button"
                                            class="card-back"
                                            aria-label=word(lang, StartWord::CardBack)
                                            on:click=move |_| phase.set(Phase::Card)
                                        ></button>
                                    }
                                })
                                .collect_view()}
                        </div>
                    </div>
                    <nav class="actions">
                        <button
                            type="button"
                            class="btn secondary"
                            on:click=move |_| phase.set(Phase::Pass)
                        >
                            {word(lang, StartWord::Back)}
                        </button>
                    </nav>
                }
                    .into_any()
            }
            Phase::Card => {
                view! {
                    <div class="deal-stage">
                        <p class="deal-seat">{move || start_text(lang.get(), StartText::Seat(seat()))}</p>
                        <button
                            type="button"
                            class="hold-card"
                            class:held=move || held.get()
                            on:pointerdown=show
                            on:pointerup=hide
                            on:pointerleave=hide
                            on:pointercancel=hide
                            on:contextmenu=move |ev| ev.prevent_default()
                        >
                            <Show
                                when=move || held.get()
                                fallback=move || {
                                    view! {
                                        <span class="hold-text">{word(lang, StartWord::HoldToSee)}</span>
                                    }
                                }
                            >
                                <span class="hold-label">{word(lang, StartWord::YourRole)}</span>
                                <span class="hold-role">
                                    {move || {
                                        let role = setup
                                            .with_value(|s| s.players[index.get()].role);
                                        word(lang, StartWord::RoleName(role))()
                                    }}
                                </span>
                                <span class="hold-duty">
                                    {move || {
                                        let role = setup
                                            .with_value(|s| s.players[index.get()].role);
                                        duty(lang.get(), role)
                                    }}
                                </span>
                            </Show>
                        </button>
                    </div>
                    <nav class="actions">
                        <button
                            type="button"
                            class="btn primary"
                            disabled=move || !seen.get()
                            on:click=next_seat
                        >
                            {word(lang, StartWord::GotIt)}
                        </button>
                    </nav>
                }
                    .into_any()
            }
            Phase::Done => {
                view! {
                    <div class="deal-stage">
                        <DealSay lang line=Signal::derive(|| DealLine::Done) />
                        <p class="big-say">{word(lang, StartWord::AllDealt)}</p>
                        <p class="hint">
                            {word(
                                lang,
                                match (hostless, reveal) {
                                    (true, true) => StartWord::AllDealtHostlessReveal,
                                    (true, false) => StartWord::AllDealtHostless,
                                    (false, _) => StartWord::AllDealtHint,
                                },
                            )}
                        </p>
                    </div>
                    <nav class="actions row">
                        <button
                            type="button"
                            class="btn secondary"
                            data-testid="deal-back"
                            on:click=move |_| back()
                        >
                            {word(lang, StartWord::Back)}
                        </button>
                        <button
                            type="button"
                            class="btn primary"
                            on:click=move |_| on_start.run((setup.get_value(),))
                        >
                            {word(lang, StartWord::StartGame)}
                        </button>
                    </nav>
                }
                    .into_any()
            }
        }}
    }
    .into_any()
}

/// Physical cards: the host marks the card each seat got; `Setup::with_roles` checks it.
#[component]
pub fn PhysicalCardsStep(
    lang: ReadSignal<Lang>,
    table: Table,
    /// The cards marked so far, kept over a reload.
    progress: RwSignal<DealProgress>,
    #[prop(into)] on_back: Callback<()>,
    #[prop(into)] on_start: Callback<(Setup,)>,
) -> impl IntoView {
    let Table {
        preset,
        rules,
        names,
        composition,
    } = table;
    let quiet = quiet_rule(preset, &rules);
    let seats = composition.total();
    let roles: RwSignal<Vec<Role>> =
        RwSignal::new(progress.with_untracked(|p| p.roles.iter().copied().take(seats).collect()));
    Effect::new(move |_| {
        let marked = roles.get();
        progress.update(|p| p.roles = marked);
    });
    let names = StoredValue::new(names);
    let back = move || {
        if roles.with_untracked(|r| r.is_empty()) {
            on_back.run(());
        } else {
            roles.update(|r| {
                r.pop();
            });
        }
    };
    // The phone's Back is this Back: the last card marked is taken off.
    crate::ui::back_at(
        move || Deal::Marked(roles.with_untracked(Vec::len)),
        move |d| {
            if let Deal::Marked(n) = d {
                roles.update(|r| r.truncate(n));
            }
        },
        move || on_back.run(()),
    );
    let left = move |r: Role| {
        let used = roles.with(|v| v.iter().filter(|&&x| x == r).count());
        (composition.count(r) as usize).saturating_sub(used) as u8
    };
    let checked =
        move || names.with_value(|n| Setup::with_roles(preset, rules.clone(), n, &roles.get()));
    let seat = move || (roles.with(|r| r.len()) + 1) as u8;

    view! {
        <StepHeader lang title=StartWord::StepDeal step=4 />
        {move || {
            if roles.with(|r| r.len()) < seats {
                view! {
                    <div class="deal-stage">
                        <DealSay lang line=Signal::derive(move || DealLine::turn(seat(), DealHow::Deck, quiet)) />
                        <p class="big-say">{move || start_text(lang.get(), StartText::WhichCard(seat()))}</p>
                        <p class="deal-name">
                            {move || {
                                names
                                    .with_value(|n| n.get(seat() as usize - 1).cloned())
                                    .unwrap_or_default()
                            }}
                        </p>
                        <p class="hint">{word(lang, StartWord::CardsHint)}</p>
                        <div class="role-pick">
                            {Role::ALL
                                .into_iter()
                                .filter(|&r| composition.count(r) > 0)
                                .map(|r| {
                                    view! {
                                        <button
                                            type="button"
                                            class="btn secondary role-btn"
                                            data-role=role_code(r)
                                            disabled=move || left(r) == 0
                                            on:click=move |_| roles.update(|v| v.push(r))
                                        >
                                            <span class="role-btn-name">
                                                {word(lang, StartWord::RoleName(r))}
                                            </span>
                                            <span class="role-btn-left">
                                                {move || start_text(lang.get(), StartText::Left(left(r)))}
                                            </span>
                                        </button>
                                    }
                                })
                                .collect_view()}
                        </div>
                    </div>
                    <nav class="actions">
                        <button type="button" class="btn secondary" on:click=move |_| back()>
                            {word(lang, StartWord::Back)}
                        </button>
                    </nav>
                }
                    .into_any()
            } else {
                let result = checked();
                let ok = result.is_ok();
                let message = result.as_ref().err().map(|e| start_text(lang.get(), StartText::Error(e)));
                let setup = StoredValue::new(result.ok());
                view! {
                    <div class="deal-stage">
                        <DealSay lang line=Signal::derive(|| DealLine::Done) />
                        <p class="big-say">{word(lang, StartWord::CardsDone)}</p>
                        {message
                            .map(|m| {
                                view! {
                                    <p class="error" role="alert">
                                        {m}
                                    </p>
                                }
                            })}
                        <p class="hint">{word(lang, StartWord::AllDealtHint)}</p>
                    </div>
                    <nav class="actions row">
                        <button type="button" class="btn secondary" on:click=move |_| back()>
                            {word(lang, StartWord::Back)}
                        </button>
                        <button
                            type="button"
                            class="btn primary"
                            disabled=!ok
                            on:click=move |_| {
                                if let Some(s) = setup.get_value() {
                                    on_start.run((s,));
                                }
                            }
                        >
                            {word(lang, StartWord::StartGame)}
                        </button>
                    </nav>
                }
                    .into_any()
            }
        }}
    }
}

/// A deal's call longer than this many characters takes smaller type.
const LONG_CALL: usize = 150;

/// The host's line at this moment of the deal, to say aloud (`words::DealLine`).
#[component]
fn DealSay(lang: ReadSignal<Lang>, #[prop(into)] line: Signal<DealLine>) -> impl IntoView {
    let said = Memo::new(move |_| start_text(lang.get(), StartText::Deal(line.get())));
    view! {
        // The first call, opened by a rule said before play (the draw after quiet rounds),
        // takes smaller type: the seats' cards stay on a 360×740 screen without a scroll.
        <p
            class="say deal-say"
            class:long=move || said.with(|s| s.chars().count() > LONG_CALL)
            data-testid="deal-say"
        >
            {move || said.get()}
        </p>
    }
}

/// Physical cards dealt face down, the judge's way: the host calls each seat in turn to pick
/// a card, see it and hand it back, and sees no card; the game learns them on night 1 from
/// the seats that wake (`Setup::face_down`, `HostAction::Cards`). How far the calls have gone
/// is saved with the set-up.
#[component]
pub fn FaceDownStep(
    lang: ReadSignal<Lang>,
    table: Table,
    progress: RwSignal<DealProgress>,
    #[prop(into)] on_back: Callback<()>,
    #[prop(into)] on_start: Callback<(Setup,)>,
) -> impl IntoView {
    let quiet = quiet_rule(table.preset, &table.rules);
    let made = Setup::face_down(table.preset, table.rules, &table.names, table.composition);
    let message = made
        .as_ref()
        .err()
        .map(|e| start_text(lang.get_untracked(), StartText::Error(e)));
    let setup = StoredValue::new(made.ok());
    let seats = table.composition.total();
    // How many seats have been called and have handed their card back.
    let called = RwSignal::new(progress.with_untracked(|p| {
        if p.phase == Phase::Done {
            seats
        } else {
            p.index.min(seats)
        }
    }));
    Effect::new(move |_| {
        let k = called.get();
        progress.update(|p| {
            p.index = k.min(seats.saturating_sub(1));
            p.phase = if k >= seats { Phase::Done } else { Phase::Pass };
        });
    });
    let done = move || called.get() >= seats;
    let line = Signal::derive(move || {
        let k = called.get();
        if k >= seats {
            DealLine::Done
        } else {
            DealLine::turn((k + 1) as u8, DealHow::FaceDown, quiet)
        }
    });
    let back = move || {
        if called.get_untracked() == 0 {
            on_back.run(());
        } else {
            called.update(|k| *k -= 1);
        }
    };
    // The phone's Back is this Back: the last seat called is called again.
    crate::ui::back_at(
        move || Deal::Called(called.get_untracked()),
        move |d| {
            if let Deal::Called(k) = d {
                called.set(k);
            }
        },
        move || on_back.run(()),
    );
    view! {
        <StepHeader lang title=StartWord::StepDeal step=4 />
        <div class="deal-stage">
            <DealSay lang line />
            <Show when=done>
                <p class="big-say">{word(lang, StartWord::FaceDownDealt)}</p>
                <p class="hint">{word(lang, StartWord::FaceDownHint)}</p>
            </Show>
            {message.map(|m| view! { <p class="error" role="alert">{m}</p> })}
        </div>
        <StepActions
            lang
            on_back=back
            on_next=move || {
                if !done() {
                    called.update(|k| *k += 1);
                } else if let Some(s) = setup.get_value() {
                    on_start.run((s,));
                }
            }
            next=Signal::derive(move || if done() { StartWord::StartGame } else { StartWord::Next })
            enabled=Signal::derive(move || setup.with_value(Option::is_some))
        />
    }
}

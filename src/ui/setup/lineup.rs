//! Set-up step 3: the line-up (the calculator's proposal for Home and Party, fixed for
//! Sport and Club) and the "Advanced rules" fold with every switch of `Rules`.

use leptos::prelude::*;

use super::step::{StepActions, StepHeader};
use crate::engine::rules::RuleSwitch;
use crate::engine::setup::black_range;
use crate::engine::{Composition, Preset, Role, Rules};
use crate::ui::word;
use crate::words::{start, start_text, Lang, StartText, StartWord};

#[component]
pub fn LineupStep(
    lang: ReadSignal<Lang>,
    preset: Preset,
    players: usize,
    composition: RwSignal<Composition>,
    rules: RwSignal<Rules>,
    #[prop(into)] on_back: Callback<()>,
    #[prop(into)] on_next: Callback<()>,
) -> impl IntoView {
    let editable = matches!(preset, Preset::Home | Preset::Party);
    let check = move || composition.get().validate(preset);
    let valid = Signal::derive(move || check().is_ok());
    let (min_black, max_black) = black_range(players);
    // Mafia and civilians trade places: the table keeps its player count.
    let more_mafia = move |_| {
        composition.update(|c| {
            if c.civilians > 0 {
                c.civilians -= 1;
                c.mafia += 1;
            }
        })
    };
    let fewer_mafia = move |_| {
        composition.update(|c| {
            if c.mafia > 0 {
                c.mafia -= 1;
                c.civilians += 1;
            }
        })
    };

    let roles = Role::ALL
        .into_iter()
        .filter(|&r| composition.with_untracked(|c| c.count(r) > 0) || r == Role::Mafia)
        .map(|r| {
            let count = move || composition.with(|c| c.count(r));
            let control = if editable && r == Role::Mafia {
                view! {
                    <div class="stepper small" role="group" aria-label=word(lang, StartWord::RoleName(r))>
                        <button
                            type="button"
                            class="step-btn"
                            aria-label=word(lang, StartWord::FewerMafia)
                            disabled=move || {
                                composition.with(|c| c.mafia == 0 || c.blacks() <= min_black)
                            }
                            on:click=fewer_mafia
                        >
                            "−"
                        </button>
                        <output class="step-value" data-role="mafia">
                            {count}
                        </output>
                        <button
                            type="button"
                            class="step-btn"
                            aria-label=word(lang, StartWord::MoreMafia)
                            disabled=move || {
                                composition.with(|c| c.civilians == 0 || c.blacks() >= max_black)
                            }
                            on:click=more_mafia
                        >
                            "+"
                        </button>
                    </div>
                }
                .into_any()
            } else {
                view! { <span class="role-count" data-role=role_code(r)>{count}</span> }.into_any()
            };
            view! {
                <li class="role-row" class:black=r.team() == crate::engine::Team::Black>
                    <span class="role-name">{word(lang, StartWord::RoleName(r))}</span>
                    {control}
                </li>
            }
        })
        .collect_view();

    view! {
        <StepHeader lang title=StartWord::StepLineup step=3 />
        <h2 class="lead">
            {move || {
                format!(
                    "{} · {}",
                    start(lang.get(), StartWord::PresetName(preset)),
                    start_text(lang.get(), StartText::Players(players)),
                )
            }}
        </h2>
        <p class="hint left">
            {word(lang, if editable { StartWord::LineupCalculator } else { StartWord::LineupFixed })}
        </p>
        <ul class="roles" aria-label=word(lang, StartWord::Lineup)>
            {roles}
        </ul>
        <Show when=move || editable>
            <p class="hint left blacks">
                {move || {
                    start_text(
                        lang.get(),
                        StartText::Blacks {
                            blacks: composition.with(|c| c.blacks()),
                            min: min_black,
                            max: max_black,
                        },
                    )
                }}
            </p>
        </Show>
        {move || {
            check()
                .err()
                .map(|e| {
                    view! {
                        <p class="error" role="alert">
                            {start_text(lang.get(), StartText::Error(&e))}
                        </p>
                    }
                })
        }}
        <AdvancedRules lang rules />
        <StepActions lang on_back on_next enabled=valid />
    }
}

/// A stable name of a role for tests and styles.
pub fn role_code(r: Role) -> &'static str {
    match r {
        Role::Civilian => "civilian",
        Role::Sheriff => "sheriff",
        Role::Doctor => "doctor",
        Role::Silencer => "silencer",
        Role::Mafia => "mafia",
        Role::Don => "don",
    }
}

/// One choice of a switch: the value it sets and its label.
#[derive(Clone, Copy)]
enum Choice {
    /// A label from `Msg`.
    Word(u16, StartWord),
    /// A number of seconds.
    Seconds(u16),
    /// A number of rounds, 0 = off.
    Rounds(u16),
}

impl Choice {
    fn value(self) -> u16 {
        match self {
            Choice::Word(v, _) | Choice::Seconds(v) | Choice::Rounds(v) => v,
        }
    }

    fn label(self, lang: Lang) -> String {
        match self {
            Choice::Word(_, m) => start(lang, m).to_string(),
            Choice::Seconds(s) => start_text(lang, StartText::Seconds(s)),
            Choice::Rounds(r) => start_text(lang, StartText::Rounds(r as u8)),
        }
    }
}

/// The choices of a switch, as the fold shows them.
fn choices(sw: RuleSwitch) -> Vec<Choice> {
    let yes_no = vec![
        Choice::Word(0, StartWord::Off),
        Choice::Word(1, StartWord::On),
    ];
    match sw {
        RuleSwitch::Reveal
        | RuleSwitch::TiedVote
        | RuleSwitch::TiedVoteAllLeave
        | RuleSwitch::WholeTableTie
        | RuleSwitch::Foul3Nominate
        | RuleSwitch::Foul3Short
        | RuleSwitch::BestMove => yes_no,
        RuleSwitch::Discussion => {
            vec![
                Choice::Word(0, StartWord::OptSpeeches),
                Choice::Word(1, StartWord::OptOpen),
            ]
        }
        RuleSwitch::MafiaNight => {
            vec![
                Choice::Word(0, StartWord::OptBlind),
                Choice::Word(1, StartWord::OptEyesOpen),
            ]
        }
        RuleSwitch::SingleCandidate => {
            vec![
                Choice::Word(0, StartWord::OptEliminated),
                Choice::Word(1, StartWord::OptNoVote),
            ]
        }
        RuleSwitch::LastWordSeconds => {
            vec![Choice::Seconds(30), Choice::Seconds(60)]
        }
        RuleSwitch::HandLift => {
            vec![
                Choice::Word(0, StartWord::OptRemoval),
                Choice::Word(1, StartWord::OptWarning),
            ]
        }
        RuleSwitch::BlackWin => {
            vec![
                Choice::Word(0, StartWord::OptParity),
                Choice::Word(1, StartWord::OptAllRedsOut),
            ]
        }
        RuleSwitch::QuietRounds => (0..=4).filter(|&r| r != 1).map(Choice::Rounds).collect(),
        RuleSwitch::QuietResult => {
            vec![
                Choice::Word(0, StartWord::OptDraw),
                Choice::Word(1, StartWord::OptRedWins),
            ]
        }
        RuleSwitch::AnswerGesture => {
            vec![
                Choice::Word(0, StartWord::OptNod),
                Choice::Word(1, StartWord::OptThumb),
            ]
        }
        RuleSwitch::BestMoveAt => {
            vec![
                Choice::Word(0, StartWord::OptAtNight),
                Choice::Word(1, StartWord::OptInMorning),
            ]
        }
    }
}

/// The "Advanced rules" fold: every switch, a one-line explanation, a segmented control.
#[component]
fn AdvancedRules(lang: ReadSignal<Lang>, rules: RwSignal<Rules>) -> impl IntoView {
    view! {
        <details class="advanced">
            <summary>{word(lang, StartWord::AdvancedRules)}</summary>
            <p class="hint left">{word(lang, StartWord::AdvancedHint)}</p>
            <ul class="switches">
                {RuleSwitch::ALL
                    .into_iter()
                    .map(|sw| {
                        let label_id = format!("sw-{}", sw.field());
                        view! {
                            <li class="switch" data-switch=sw.field()>
                                <span class="switch-name" id=label_id.clone()>
                                    {word(lang, StartWord::SwitchName(sw))}
                                </span>
                                <span class="switch-help">{word(lang, StartWord::SwitchHelp(sw))}</span>
                                <div class="segmented" role="group" aria-labelledby=label_id>
                                    {choices(sw)
                                        .into_iter()
                                        .map(|c| {
                                            let v = c.value();
                                            view! {
                                                <button
                                                    type="button"
                                                    class="seg"
                                                    aria-pressed=move || {
                                                        rules.with(|r| sw.get(r) == v).to_string()
                                                    }
                                                    on:click=move |_| rules.update(|r| sw.set(r, v))
                                                >
                                                    {move || c.label(lang.get())}
                                                </button>
                                            }
                                        })
                                        .collect_view()}
                                </div>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </details>
    }
}

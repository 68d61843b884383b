//! The host's next step: what to say, which timer to run, whom to wake, what to enter.
//! The UI draws this and needs no rule of its own.

use super::event::{FirstNightStep, LastWordCause, NightStep, Winner};
use super::rules::{MafiaNight, RuleId};
use super::setup::{Role, Seat};
use super::state::{GameState, Stage};
use serde::Serialize;

/// Which timer runs now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TimerKind {
    Agreement,
    Speech,
    ShortSpeech,
    Discussion,
    TieSpeech,
    LastWord,
    Check,
    BestMove,
    VoteWindow,
}

/// A timer: its length and when to warn (R-TIME).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Timer {
    pub kind: TimerKind,
    pub seconds: u16,
    pub warn_at: u16,
}

/// What the host should say now (the UI holds the words in each language).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "say", rename_all = "snake_case")]
pub enum Script {
    /// R-N0-1: "Наступает ночь… Мафия, проснитесь": the договорка.
    MafiaAgreement,
    /// R-N0-2
    RoleMeetsHost {
        role: Role,
    },
    /// R-N0-4 / R-NIGHT-6
    GoodMorning {
        day: u32,
        killed: Option<Seat>,
        kill_prevented: bool,
        silenced: Option<Seat>,
    },
    LastWord {
        seat: Seat,
        cause: LastWordCause,
    },
    Speech {
        seat: Seat,
        nominate_only: bool,
    },
    OpenDiscussion,
    /// R-VOTE-1: "Кто за то, чтобы нашу игру покинул игрок №…?"
    VoteFor {
        candidate: Seat,
        candidates: Vec<Seat>,
        is_last: bool,
    },
    TieSpeech {
        seat: Seat,
        tied: Vec<Seat>,
    },
    /// R-VOTE-7: "Кто за то, чтобы все голосуемые покинули игру?"
    AllLeave {
        tied: Vec<Seat>,
    },
    /// R-NIGHT-1
    MafiaShoot {
        blind: bool,
    },
    /// R-NIGHT-2/3/4/5: the role wakes (a role that left is still called: R-NIGHT-1a).
    RoleWakes {
        role: Role,
        out: bool,
    },
    /// R-LAST-3
    BestMove {
        seat: Seat,
    },
    GameOver {
        winner: Winner,
    },
}

/// What the host may enter now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Expect {
    Next,
    Nominate,
    Votes,
    AllLeaveVotes,
    Shot,
    DonCheck,
    SheriffCheck,
    Heal,
    Silence,
    BestMove,
    Protest,
}

/// The host's next step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NextStep {
    pub say: Script,
    pub rule: RuleId,
    pub timer: Option<Timer>,
    /// The role to wake, at night.
    pub wake: Option<Role>,
    /// The seat in the spotlight (speaker, candidate, best-move giver).
    pub seat: Option<Seat>,
    pub expect: Vec<Expect>,
    pub night: bool,
}

fn timer(kind: TimerKind, seconds: u16) -> Option<Timer> {
    let warn_at = match kind {
        TimerKind::TieSpeech | TimerKind::ShortSpeech => 5,
        TimerKind::Check | TimerKind::VoteWindow => 0,
        _ => 10,
    };
    (seconds > 0).then_some(Timer {
        kind,
        seconds,
        warn_at: warn_at.min(seconds / 2),
    })
}

impl GameState {
    /// What the host should do next.
    pub fn next_step(&self) -> NextStep {
        let r = &self.rules;
        let step = |say, rule, timer, expect: Vec<Expect>| NextStep {
            say,
            rule,
            timer,
            wake: None,
            seat: None,
            expect,
            night: false,
        };
        match &self.stage {
            Stage::FirstNight { step: s } => {
                let (say, wake, rule, t) = match s {
                    FirstNightStep::Agreement => (
                        Script::MafiaAgreement,
                        Some(Role::Mafia),
                        RuleId::N0_1,
                        timer(TimerKind::Agreement, r.agreement_seconds),
                    ),
                    FirstNightStep::DonMeets => meet(Role::Don),
                    FirstNightStep::SheriffMeets => meet(Role::Sheriff),
                    FirstNightStep::DoctorMeets => meet(Role::Doctor),
                    FirstNightStep::SilencerMeets => meet(Role::Silencer),
                };
                NextStep {
                    wake,
                    night: true,
                    ..step(say, rule, t, vec![Expect::Next])
                }
            }
            Stage::Morning => step(
                Script::GoodMorning {
                    day: self.day.number,
                    killed: self.day.killed,
                    kill_prevented: self.day.kill_prevented,
                    silenced: self.day.silenced,
                },
                if self.day.number == 1 {
                    RuleId::N0_4
                } else {
                    RuleId::Night6
                },
                None,
                vec![Expect::Next],
            ),
            Stage::LastWord {
                seat,
                cause,
                seconds,
                ..
            } => NextStep {
                seat: Some(*seat),
                ..step(
                    Script::LastWord {
                        seat: *seat,
                        cause: *cause,
                    },
                    RuleId::Last1,
                    timer(TimerKind::LastWord, *seconds),
                    vec![Expect::Next],
                )
            },
            Stage::Speech {
                seat,
                seconds,
                nominate_only,
            } => {
                let kind = if *seconds < r.speech_seconds {
                    TimerKind::ShortSpeech
                } else {
                    TimerKind::Speech
                };
                NextStep {
                    seat: Some(*seat),
                    ..step(
                        Script::Speech {
                            seat: *seat,
                            nominate_only: *nominate_only,
                        },
                        RuleId::Day1,
                        timer(kind, *seconds),
                        vec![Expect::Nominate, Expect::Next],
                    )
                }
            }
            Stage::Discussion { seconds } => step(
                Script::OpenDiscussion,
                RuleId::Day1,
                timer(TimerKind::Discussion, *seconds),
                vec![Expect::Nominate, Expect::Next],
            ),
            Stage::Voting(round) => {
                let candidate = round.next_candidate().unwrap_or_default();
                NextStep {
                    seat: Some(candidate),
                    ..step(
                        Script::VoteFor {
                            candidate,
                            candidates: round.candidates.clone(),
                            is_last: round.tally.len() + 1 == round.candidates.len(),
                        },
                        RuleId::Vote1,
                        timer(TimerKind::VoteWindow, 2),
                        vec![Expect::Votes],
                    )
                }
            }
            Stage::TieSpeech {
                seat,
                seconds,
                tied,
                ..
            } => NextStep {
                seat: Some(*seat),
                ..step(
                    Script::TieSpeech {
                        seat: *seat,
                        tied: tied.clone(),
                    },
                    RuleId::Vote6,
                    timer(TimerKind::TieSpeech, *seconds),
                    vec![Expect::Next],
                )
            },
            Stage::AllLeave { tied } => step(
                Script::AllLeave { tied: tied.clone() },
                RuleId::Vote7,
                None,
                vec![Expect::AllLeaveVotes],
            ),
            Stage::Night { step: s } => {
                let wakes = |role: Role, rule, expect| {
                    let out = !self.seats_with(role).iter().any(|&x| self.is_alive(x));
                    NextStep {
                        wake: Some(role),
                        night: true,
                        ..step(
                            Script::RoleWakes { role, out },
                            rule,
                            timer(TimerKind::Check, r.check_seconds),
                            if out {
                                vec![Expect::Next]
                            } else {
                                vec![expect, Expect::Next]
                            },
                        )
                    }
                };
                match s {
                    NightStep::Shot => NextStep {
                        wake: Some(Role::Mafia),
                        night: true,
                        ..step(
                            Script::MafiaShoot {
                                blind: r.mafia_night == MafiaNight::Blind,
                            },
                            RuleId::Night1,
                            None,
                            vec![Expect::Shot],
                        )
                    },
                    NightStep::DonCheck => wakes(Role::Don, RuleId::Night2, Expect::DonCheck),
                    NightStep::SheriffCheck => {
                        wakes(Role::Sheriff, RuleId::Night3, Expect::SheriffCheck)
                    }
                    NightStep::Doctor => wakes(Role::Doctor, RuleId::Night4, Expect::Heal),
                    NightStep::Silencer => wakes(Role::Silencer, RuleId::Night5, Expect::Silence),
                    NightStep::BestMove => {
                        let seat = self.night.shot.flatten().unwrap_or_default();
                        NextStep {
                            seat: Some(seat),
                            night: true,
                            ..step(
                                Script::BestMove { seat },
                                RuleId::Last3,
                                timer(TimerKind::BestMove, r.best_move_seconds),
                                vec![Expect::BestMove, Expect::Next],
                            )
                        }
                    }
                }
            }
            Stage::GameOver => {
                let winner = self.winner.unwrap_or(Winner::Draw);
                step(
                    Script::GameOver { winner },
                    RuleId::Win1,
                    None,
                    vec![Expect::Protest],
                )
            }
        }
    }
}

fn meet(role: Role) -> (Script, Option<Role>, RuleId, Option<Timer>) {
    (
        Script::RoleMeetsHost { role },
        Some(role),
        RuleId::N0_2,
        None,
    )
}

//! The host's next step: what to say, which timer to run, whom to wake, what to enter.
//! The UI draws this and needs no rule of its own.

use super::event::{Exit, FirstNightStep, LastWordCause, NightStep, NoExitWhy, Winner};
use super::rules::{MafiaNight, Preset, RuleId};
use super::setup::{Role, Seat};
use super::state::{GameState, Stage};
use serde::{Deserialize, Serialize};

/// Which timer runs now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// What the host should say now (the words, in each language, are in `words`).
/// Every role that wakes is sent to sleep by name before the next one wakes (`sleeps`);
/// durations come from the game's rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "say", rename_all = "snake_case")]
pub enum Script {
    /// R-N0-1: «Наступает ночь. Все надевают маски. Просыпается мафия»: on a blind table the
    /// договорка of `seconds` (the Don shows himself where there is one); with eyes open
    /// (Party, 002) the mafia only meet each other.
    MafiaAgreement {
        agreement: bool,
        seconds: u16,
        don: bool,
    },
    /// R-N0-2: the previous role sleeps, this one wakes and meets the host.
    RoleMeetsHost {
        role: Role,
        sleeps: Option<Role>,
    },
    /// R-N0-4 / R-NIGHT-6: «Доброе утро! Город просыпается» and the night's news.
    GoodMorning {
        day: u32,
        sleeps: Option<Role>,
        killed: Option<Seat>,
        /// The killed player's role, where roles are revealed (R-ROLE-6).
        role: Option<Role>,
        kill_prevented: bool,
        silenced: Option<Seat>,
    },
    /// R-LAST-1: a voted-out player leaves («Игрок №8 покидает игру») with their role where
    /// roles are revealed; a killed one was announced by the morning.
    LastWord {
        seat: Seat,
        cause: LastWordCause,
        seconds: u16,
        role: Option<Role>,
    },
    Speech {
        seat: Seat,
        nominate_only: bool,
    },
    OpenDiscussion {
        seconds: u16,
    },
    /// R-VOTE-1 (002): before the first count «Дневное обсуждение завершено. Город приступает к
    /// голосованию. На голосование выставлены… Повторяю: …»; before a revote
    /// «Переголосование. На голосовании…»; then for each candidate, the last one included,
    /// «Кто за то, чтобы нашу игру покинул игрок №…?»
    VoteFor {
        candidate: Seat,
        candidates: Vec<Seat>,
        first: bool,
        revote: bool,
        /// The candidates who do not vote in this count (a Club revote, R-VOTE-6: 002
        /// «Игроки №… не голосуют»), said before the first call.
        abstain: Vec<Seat>,
    },
    /// R-VOTE-6: the tie is announced once, then each tied player speaks.
    TieSpeech {
        seat: Seat,
        tied: Vec<Seat>,
        first: bool,
        seconds: u16,
    },
    /// R-VOTE-7: "Кто за то, чтобы все голосуемые покинули игру?"
    AllLeave {
        tied: Vec<Seat>,
        /// The tied do not vote on it (Club, 002: «Игроки, попавшие в автокатастрофу, не
        /// принимают участие в голосовании»).
        abstain: bool,
    },
    /// R-NIGHT-1: the day's end when nobody was voted out (`day_end`), «Наступает ночь. Все
    /// надевают маски», then the mafia: «Мафия выходит на охоту» (blind: they shoot with
    /// closed eyes while the host calls the numbers) or wake and choose (eyes open).
    MafiaShoot {
        blind: bool,
        day_end: Option<NoExitWhy>,
    },
    /// R-NIGHT-2/3/4/5: the previous role sleeps, this one wakes. A role that has left is
    /// called in exactly the same words (R-NIGHT-1a).
    RoleWakes {
        role: Role,
        sleeps: Option<Role>,
    },
    /// R-VOTE-1: the 2 seconds after the question are over, the hands stay on the table
    /// until «Принято» (002: «По истечении 2-х секунд Ведущий объявляет: «Спасибо»»). A
    /// moment of the count, as the host marks the hands.
    ThankYou,
    /// R-LAST-3: at night after «Засыпает Шериф», or in the morning after the killed
    /// player is named (`morning`, `best_move_at`), before the farewell minute.
    BestMove {
        seat: Seat,
        seconds: u16,
        sleeps: Option<Role>,
        morning: bool,
    },
    GameOver {
        winner: Winner,
        /// The table speaks of red and black (Sport, Club); Home and Party name the town
        /// and the mafia only (001).
        colours: bool,
        /// A game decided as a night ended: the morning's words (`Script::GoodMorning`, the
        /// checker sent to sleep first) are said before the result (issue 39 §3.3).
        morning: Option<Box<Script>>,
    },
}

/// A check's answer (R-NIGHT-2/3), given by a nod before the checker sleeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Answer {
    pub by: Role,
    pub target: Seat,
    /// Don: is the Sheriff; Sheriff: is black.
    pub found: bool,
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
    /// A face-down deck on night 1: the seats that woke (`HostAction::Cards`).
    Cards,
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
    /// The check just answered: before this step the host gives the answer and sends the
    /// checker to sleep (`Script::RoleSleeps`), a moment of its own.
    pub answer: Option<Answer>,
    /// The role called now has left the game (R-NIGHT-1a): called the same, for the host's
    /// eyes only.
    pub out: bool,
    /// A vote's last candidate: the count it gets (its hands and every vote not cast,
    /// R-VOTE-2), for the host's «Принято».
    pub last_count: Option<u8>,
    /// A face-down deck on night 1: how many seats wake now, the cards the host learns
    /// (`Expect::Cards`).
    pub cards: Option<u8>,
}

/// What a seat's tile on the host's screen shows of the seat's fate (`ui/game/seats.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Tile {
    pub alive: bool,
    /// How the seat left, if it has.
    pub exit: Option<Exit>,
    /// Silenced for today (R-NIGHT-5).
    pub silenced: bool,
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
    /// The check whose answer the host gives now, before the checker sleeps.
    fn answer(&self) -> Option<Answer> {
        let night_end = self.stage == Stage::Morning || (self.is_over() && self.dawn);
        if !matches!(self.stage, Stage::FirstNight { .. } | Stage::Night { .. }) && !night_end {
            return None;
        }
        let (by, check) = match self.to_sleep? {
            Role::Don => (Role::Don, self.night.don_check?),
            Role::Sheriff => (Role::Sheriff, self.night.sheriff_check?),
            _ => return None,
        };
        Some(Answer {
            by,
            target: check.0,
            found: check.1,
        })
    }

    /// The night is still on at the table: the last check's answer moment, the checker
    /// awake, though the engine has already ended the night (R-NIGHT-1a). The night's
    /// news (who was shot, who is silenced) is not on the host's screen until the morning's
    /// words: an awake checker could read it there (issue 39 §3.3).
    pub fn night_unsaid(&self) -> bool {
        (self.stage == Stage::Morning || self.is_over()) && self.answer().is_some()
    }

    /// The seat the morning announces as killed: today's, or, in a game decided as its night
    /// ended (no day began), that night's kill.
    fn news_killed(&self) -> Option<Seat> {
        if !self.dawn {
            return self.day.killed;
        }
        let night = super::event::Moment::Night(self.night_number);
        self.eliminations
            .iter()
            .find(|e| e.exit == Exit::Killed && e.at == night)
            .map(|e| e.seat)
    }

    /// The morning's words of a game decided as its night ended (`GameState::dawn`): the
    /// role awake sent to sleep, «Доброе утро» and who was killed, said before the result.
    fn dawn_words(&self) -> Option<Script> {
        if !self.dawn {
            return None;
        }
        let killed = self.news_killed();
        let shot = self.night.shot.flatten();
        Some(Script::GoodMorning {
            day: self.night_number,
            sleeps: self.sleeps(),
            killed,
            role: killed.and_then(|k| self.revealed(k)),
            kill_prevented: killed.is_none() && shot.is_some() && self.night.heal == shot,
            silenced: None,
        })
    }

    /// A seat's tile as the host's screen shows it now: the night's shot appears only with
    /// «Доброе утро».
    pub fn tile(&self, seat: Seat) -> Tile {
        self.tile_when(seat, self.night_unsaid())
    }

    /// A seat's tile, the night's news kept off it while `unsaid`: the screen passes
    /// [`Self::night_unsaid`] while the check's answer moment is still up, and `false` once
    /// the host has moved on to «Доброе утро» (the engine's state is the same until the next
    /// action; the moment is the screen's).
    pub fn tile_when(&self, seat: Seat, unsaid: bool) -> Tile {
        let news = |s: Option<Seat>| unsaid && s == Some(seat);
        if news(self.news_killed()) {
            return Tile {
                alive: true,
                exit: None,
                silenced: false,
            };
        }
        Tile {
            alive: self.is_alive(seat),
            exit: self
                .eliminations
                .iter()
                .find(|e| e.seat == seat)
                .map(|e| e.exit),
            silenced: !news(self.day.silenced)
                && self
                    .player(seat)
                    .is_some_and(|p| p.silenced_day == Some(self.day_number)),
        }
    }

    /// The role the host sends to sleep at the start of this step's words. After a check,
    /// the answer's moment comes first (a gesture, nothing said), then these words:
    /// «Засыпает Дон» is said only once the answer is given.
    fn sleeps(&self) -> Option<Role> {
        self.to_sleep
    }

    fn revealed(&self, seat: Seat) -> Option<Role> {
        self.rules
            .reveal_on_elimination
            .then(|| self.player(seat).map(|p| p.role))
            .flatten()
    }

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
            answer: self.answer(),
            out: false,
            last_count: None,
            cards: None,
        };
        match &self.stage {
            Stage::FirstNight { step: s } => {
                let meet = |role: Role| {
                    (
                        Script::RoleMeetsHost {
                            role,
                            sleeps: self.sleeps(),
                        },
                        Some(role),
                        RuleId::N0_2,
                        None,
                    )
                };
                let (say, wake, rule, t) = match s {
                    FirstNightStep::Agreement => {
                        let agreement = r.mafia_night == MafiaNight::Blind;
                        (
                            Script::MafiaAgreement {
                                agreement,
                                seconds: r.agreement_seconds,
                                don: self.has_role(Role::Don),
                            },
                            Some(Role::Mafia),
                            RuleId::N0_1,
                            timer(TimerKind::Agreement, r.agreement_seconds),
                        )
                    }
                    FirstNightStep::DonMeets => meet(Role::Don),
                    FirstNightStep::SheriffMeets => meet(Role::Sheriff),
                    FirstNightStep::DoctorMeets => meet(Role::Doctor),
                    FirstNightStep::SilencerMeets => meet(Role::Silencer),
                };
                // A face-down deck: the seats that wake are its cards, entered in place of
                // «Дальше».
                let cards = self.face_down.map(|deck| match s {
                    FirstNightStep::Agreement => deck.mafia + deck.don,
                    _ => 1,
                });
                NextStep {
                    wake,
                    night: true,
                    cards,
                    ..step(
                        say,
                        rule,
                        t,
                        vec![if cards.is_some() {
                            Expect::Cards
                        } else {
                            Expect::Next
                        }],
                    )
                }
            }
            Stage::Morning => step(
                Script::GoodMorning {
                    day: self.day.number,
                    sleeps: self.sleeps(),
                    killed: self.day.killed,
                    role: self.day.killed.and_then(|k| self.revealed(k)),
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
                        seconds: *seconds,
                        role: match cause {
                            LastWordCause::VotedOut => self.revealed(*seat),
                            LastWordCause::Killed => None,
                        },
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
                Script::OpenDiscussion { seconds: *seconds },
                RuleId::Day1,
                timer(TimerKind::Discussion, *seconds),
                vec![Expect::Nominate, Expect::Next],
            ),
            Stage::Voting(round) => {
                let candidate = round.next_candidate().unwrap_or_default();
                let is_last = round.tally.len() + 1 == round.candidates.len();
                NextStep {
                    seat: Some(candidate),
                    last_count: is_last.then(|| round.remaining()),
                    ..step(
                        Script::VoteFor {
                            candidate,
                            candidates: round.candidates.clone(),
                            first: round.tally.is_empty(),
                            revote: round.revote,
                            abstain: round
                                .candidates
                                .iter()
                                .copied()
                                .filter(|c| !round.voters.contains(c))
                                .collect(),
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
                queue,
            } => NextStep {
                seat: Some(*seat),
                ..step(
                    Script::TieSpeech {
                        seat: *seat,
                        tied: tied.clone(),
                        first: queue.len() + 1 == tied.len(),
                        seconds: *seconds,
                    },
                    RuleId::Vote6,
                    timer(TimerKind::TieSpeech, *seconds),
                    vec![Expect::Next],
                )
            },
            Stage::AllLeave { tied } => step(
                Script::AllLeave {
                    tied: tied.clone(),
                    abstain: !r.tied_players_vote_on_all_leave,
                },
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
                        out,
                        ..step(
                            Script::RoleWakes {
                                role,
                                sleeps: self.sleeps(),
                            },
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
                    NightStep::Shot => {
                        let blind = r.mafia_night == MafiaNight::Blind;
                        NextStep {
                            // A blind mafia shoot with closed eyes: nobody is woken.
                            wake: (!blind).then_some(Role::Mafia),
                            night: true,
                            ..step(
                                Script::MafiaShoot {
                                    blind,
                                    day_end: self.day.no_exit,
                                },
                                RuleId::Night1,
                                None,
                                vec![Expect::Shot],
                            )
                        }
                    }
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
                                Script::BestMove {
                                    seat,
                                    seconds: r.best_move_seconds,
                                    sleeps: self.sleeps(),
                                    morning: false,
                                },
                                RuleId::Last3,
                                timer(TimerKind::BestMove, r.best_move_seconds),
                                vec![Expect::BestMove, Expect::Next],
                            )
                        }
                    }
                }
            }
            Stage::BestMove { seat } => NextStep {
                seat: Some(*seat),
                ..step(
                    Script::BestMove {
                        seat: *seat,
                        seconds: r.best_move_seconds,
                        sleeps: None,
                        morning: true,
                    },
                    RuleId::Last3,
                    timer(TimerKind::BestMove, r.best_move_seconds),
                    vec![Expect::BestMove, Expect::Next],
                )
            },
            Stage::GameOver => {
                let winner = self.winner.unwrap_or(Winner::Draw);
                step(
                    Script::GameOver {
                        winner,
                        colours: colours(self.preset),
                        morning: self.dawn_words().map(Box::new),
                    },
                    RuleId::Win1,
                    None,
                    vec![Expect::Protest],
                )
            }
        }
    }
}

/// Whether a table of `preset` names the teams by their colours (Sport, Club).
pub fn colours(preset: Preset) -> bool {
    matches!(preset, Preset::Sport | Preset::Club)
}

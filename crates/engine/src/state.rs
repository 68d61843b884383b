//! The game state and the fold that builds it from events.

use super::action::Remedy;
use super::event::{
    Exit, FirstNightStep, GameEvent, LastWordCause, Moment, NightStep, NoExitWhy, Winner,
};
use super::rules::{Preset, Rules};
use super::setup::{Composition, Role, Seat, Setup, Team};
use serde::Serialize;

/// One player as the game goes on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerState {
    pub seat: Seat,
    pub name: String,
    pub role: Role,
    pub alive: bool,
    pub fouls: u8,
    /// R-FOUL-2: the day whose speech this player has lost.
    pub speech_lost_day: Option<u32>,
    /// R-NIGHT-5: the day this player may not speak.
    pub silenced_day: Option<u32>,
}

/// One elimination, for the protocol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Elimination {
    pub seat: Seat,
    pub exit: Exit,
    pub at: Moment,
}

/// A nomination on the ballot (R-DAY-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Nomination {
    pub by: Seat,
    pub target: Seat,
}

/// One count of votes (R-VOTE-1/2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VoteRound {
    /// Candidates in ballot order.
    pub candidates: Vec<Seat>,
    /// Who may vote in this count.
    pub voters: Vec<Seat>,
    /// Votes per candidate entered so far, in ballot order.
    pub tally: Vec<u8>,
    /// Seats known to have voted (when the host tapped seats rather than a count).
    pub voted: Vec<Seat>,
    /// For each seat of `voted`, at the same index, the candidate it voted for.
    pub voted_for: Vec<Seat>,
    /// Votes counted so far.
    pub counted: u8,
    pub revote: bool,
}

impl VoteRound {
    /// The candidate whose votes the host enters next.
    pub fn next_candidate(&self) -> Option<Seat> {
        self.candidates.get(self.tally.len()).copied()
    }

    /// Votes not yet cast, which R-VOTE-2 gives to the last candidate.
    pub fn remaining(&self) -> u8 {
        (self.voters.len() as u8).saturating_sub(self.counted)
    }

    /// The candidate `seat` voted for in this round, if the host tapped its hand.
    pub fn vote_of(&self, seat: Seat) -> Option<Seat> {
        let i = self.voted.iter().position(|&v| v == seat)?;
        self.voted_for.get(i).copied()
    }
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum Stage {
    FirstNight {
        step: FirstNightStep,
    },
    /// "Доброе утро" and the night's news.
    Morning,
    LastWord {
        seat: Seat,
        cause: LastWordCause,
        seconds: u16,
        queue: Vec<Seat>,
    },
    Speech {
        seat: Seat,
        seconds: u16,
        nominate_only: bool,
    },
    Discussion {
        seconds: u16,
    },
    Voting(VoteRound),
    TieSpeech {
        seat: Seat,
        seconds: u16,
        queue: Vec<Seat>,
        tied: Vec<Seat>,
    },
    AllLeave {
        tied: Vec<Seat>,
    },
    /// R-LAST-3 with `best_move_at` = morning: after «Доброе утро» named the killed player,
    /// before their last word.
    BestMove {
        seat: Seat,
    },
    Night {
        step: NightStep,
    },
    GameOver,
}

impl Stage {
    /// A count is under way: the hands for a candidate (R-VOTE-1/2) or for «все
    /// покидают?» (R-VOTE-7).
    pub fn is_count(&self) -> bool {
        matches!(self, Stage::Voting(_) | Stage::AllLeave { .. })
    }

    /// The role awake at this step of a night: the one the host sends to sleep next.
    pub fn awake(&self) -> Option<Role> {
        match self {
            Stage::FirstNight { step } => Some(match step {
                FirstNightStep::Agreement => Role::Mafia,
                FirstNightStep::DonMeets => Role::Don,
                FirstNightStep::SheriffMeets => Role::Sheriff,
                FirstNightStep::DoctorMeets => Role::Doctor,
                FirstNightStep::SilencerMeets => Role::Silencer,
            }),
            Stage::Night { step } => match step {
                NightStep::Shot => Some(Role::Mafia),
                NightStep::DonCheck => Some(Role::Don),
                NightStep::SheriffCheck => Some(Role::Sheriff),
                NightStep::Doctor => Some(Role::Doctor),
                NightStep::Silencer => Some(Role::Silencer),
                NightStep::BestMove => None,
            },
            _ => None,
        }
    }
}

/// The current day's record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct DayRecord {
    pub number: u32,
    pub opener: Seat,
    pub killed: Option<Seat>,
    pub kill_prevented: bool,
    pub silenced: Option<Seat>,
    pub ballot: Vec<Nomination>,
    /// Seats whose speech turn has come (spoken or skipped) today.
    pub spoken: Vec<Seat>,
    pub discussion_started: bool,
    /// R-VOTE-9
    pub vote_cancelled: bool,
    /// The vote's result is announced (or there is none): removals no longer cancel it.
    pub vote_decided: bool,
    /// The last tied set (R-VOTE-6/7).
    pub last_tie: Option<Vec<Seat>>,
    pub tallies: Vec<Vec<(Seat, u8)>>,
    /// Why nobody left by the vote today, once that is decided (the host says it before
    /// the night falls).
    pub no_exit: Option<NoExitWhy>,
    /// R-VOTE-7: the count of «все покидают?», once the host has entered it.
    pub all_leave: Option<AllLeaveCount>,
}

/// R-VOTE-7: the hands for «Кто за то, чтобы все голосуемые покинули игру?».
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct AllLeaveCount {
    pub votes_for: u8,
    /// Those who may vote on it.
    pub voters: u8,
    pub passed: bool,
}

/// The current night's record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct NightRecord {
    pub number: u32,
    /// `Some(None)` is a miss.
    pub shot: Option<Option<Seat>>,
    pub don_check: Option<(Seat, bool)>,
    pub sheriff_check: Option<(Seat, bool)>,
    pub heal: Option<Seat>,
    pub silence: Option<Seat>,
    /// The seats fouled tonight, with the fouls they had at nightfall: the players' screen
    /// keeps the table as it was when the night fell (`engine::public`).
    pub dusk_fouls: Vec<(Seat, u8)>,
}

/// A check, for the protocol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CheckRecord {
    pub night: u32,
    pub by: Role,
    pub target: Seat,
    /// Don: is the Sheriff; Sheriff: is black.
    pub found: bool,
}

/// R-LAST-3, for the protocol.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BestMoveRecord {
    pub by: Seat,
    pub seats: Vec<Seat>,
    pub blacks: u8,
}

/// R-WIN-3, for the protocol.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ProtestRecord {
    pub team: Team,
    pub votes_for: Vec<Seat>,
    pub remedy: Remedy,
    pub upheld: bool,
}

/// The whole state of a game: a fold of its events over the set-up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameState {
    /// The rule system (the win line names colours only where the cards do: Sport, Club).
    pub preset: Preset,
    /// A face-down deck still being learned on night 1 (`Setup::face_down`): its cards.
    /// `None` once they are known (`GameEvent::DeckKnown`), or when they always were.
    pub face_down: Option<Composition>,
    /// Played without a host (issue 41): a removal is the table's decision (issue 48 §5).
    pub hostless: bool,
    pub rules: Rules,
    pub players: Vec<PlayerState>,
    pub stage: Stage,
    pub day: DayRecord,
    pub night: NightRecord,
    /// Number of the current (or last) night; the first night is 1.
    pub night_number: u32,
    pub day_number: u32,
    pub eliminations: Vec<Elimination>,
    pub checks: Vec<CheckRecord>,
    pub best_move: Option<BestMoveRecord>,
    /// R-NIGHT-4: the last heal (night, seat).
    pub last_heal: Option<(u32, Seat)>,
    /// R-WIN-2a: days and nights in a row with nobody leaving.
    pub quiet_periods: u8,
    pub period_had_exit: bool,
    pub winner: Option<Winner>,
    /// The game ended as a night ended (`ends_at_dawn`): the morning is said before the
    /// result, the checker sent to sleep first.
    pub dawn: bool,
    /// The role woken in the previous step of a night, which the host sends to sleep by
    /// name before anyone else wakes (R-N0-2, R-NIGHT-2/3: «Дон засыпает»).
    pub to_sleep: Option<Role>,
    pub protests: Vec<ProtestRecord>,
    /// RULES.md "Scoring": the host's extra points, in tenths, in the order given.
    pub extra_points: Vec<(Seat, i8)>,
}

impl GameState {
    /// The state before the first event: night 1, the mafia about to wake.
    pub fn new(setup: &Setup) -> GameState {
        GameState {
            preset: setup.preset,
            face_down: setup.face_down,
            hostless: setup.hostless,
            rules: setup.rules.clone(),
            players: setup
                .players
                .iter()
                .map(|p| PlayerState {
                    seat: p.seat,
                    name: p.name.clone(),
                    role: p.role,
                    alive: true,
                    fouls: 0,
                    speech_lost_day: None,
                    silenced_day: None,
                })
                .collect(),
            stage: Stage::FirstNight {
                step: FirstNightStep::Agreement,
            },
            day: DayRecord::default(),
            night: NightRecord {
                number: 1,
                ..NightRecord::default()
            },
            night_number: 1,
            day_number: 0,
            eliminations: Vec::new(),
            checks: Vec::new(),
            best_move: None,
            last_heal: None,
            quiet_periods: 0,
            period_had_exit: false,
            winner: None,
            dawn: false,
            to_sleep: None,
            protests: Vec::new(),
            extra_points: Vec::new(),
        }
    }

    /// Folds a list of events over the initial state of `setup`.
    pub fn from_events<'a>(
        setup: &Setup,
        events: impl IntoIterator<Item = &'a GameEvent>,
    ) -> GameState {
        let mut s = GameState::new(setup);
        for e in events {
            s.fold(e);
        }
        s
    }

    pub fn player(&self, seat: Seat) -> Option<&PlayerState> {
        seat.checked_sub(1)
            .and_then(|i| self.players.get(i as usize))
    }

    fn player_mut(&mut self, seat: Seat) -> Option<&mut PlayerState> {
        seat.checked_sub(1)
            .and_then(move |i| self.players.get_mut(i as usize))
    }

    pub fn is_alive(&self, seat: Seat) -> bool {
        self.player(seat).is_some_and(|p| p.alive)
    }

    pub fn living(&self) -> Vec<Seat> {
        self.players
            .iter()
            .filter(|p| p.alive)
            .map(|p| p.seat)
            .collect()
    }

    /// R-NIGHT-1: who shoots at night, the living blacks, in seat order (a blind night's
    /// shots are entered one black at a time in this order).
    pub fn shooters(&self) -> Vec<Seat> {
        self.players
            .iter()
            .filter(|p| p.alive && p.role.team() == Team::Black)
            .map(|p| p.seat)
            .collect()
    }

    pub fn living_count(&self) -> usize {
        self.players.iter().filter(|p| p.alive).count()
    }

    pub fn living_of(&self, team: Team) -> usize {
        self.players
            .iter()
            .filter(|p| p.alive && p.role.team() == team)
            .count()
    }

    /// Seats holding `role`, living or not.
    pub fn seats_with(&self, role: Role) -> Vec<Seat> {
        self.players
            .iter()
            .filter(|p| p.role == role)
            .map(|p| p.seat)
            .collect()
    }

    /// Whether the deck has `role` (while a face-down deck is learned: its cards).
    pub fn has_role(&self, role: Role) -> bool {
        match self.face_down {
            Some(deck) => deck.count(role) > 0,
            None => self.players.iter().any(|p| p.role == role),
        }
    }

    pub fn is_over(&self) -> bool {
        matches!(self.stage, Stage::GameOver)
    }

    /// The game is being decided at the end of a night: by the night's kill (a kill takes
    /// effect only as the night ends, R-NIGHT-1a) or by quiet rounds counted then (R-WIN-2a);
    /// not by a removal in the middle of the night.
    fn ends_at_dawn(&self) -> bool {
        let night = self.night_number;
        matches!(self.stage, Stage::Night { .. })
            && (self
                .eliminations
                .last()
                .is_some_and(|e| e.exit == Exit::Killed && e.at == Moment::Night(night))
                || (self.rules.draw_after_quiet_rounds > 0
                    && self.quiet_periods >= self.rules.draw_after_quiet_rounds.saturating_mul(2)))
    }

    /// Applies one event. Events come from the engine, so they always fit the state.
    pub fn fold(&mut self, e: &GameEvent) {
        use GameEvent as E;
        match e {
            E::FirstNightStep { .. } | E::NightStepStarted { .. } | E::DayStarted { .. } => {
                self.to_sleep = self.stage.awake();
            }
            E::NightFell { .. } => self.to_sleep = None,
            // A game decided as the night ends (the shot, quiet rounds) keeps the role awake
            // at its last step: the host closes the night before the result (issue 39 §3.3).
            E::GameEnded { .. } => {
                self.to_sleep = self.ends_at_dawn().then(|| self.stage.awake()).flatten();
            }
            _ => {}
        }
        match e {
            E::FirstNightStep { step, .. } => self.stage = Stage::FirstNight { step: *step },
            E::CardsSeen { role, seats, .. } => {
                for &seat in seats {
                    if let Some(p) = self.player_mut(seat) {
                        p.role = *role;
                    }
                }
            }
            E::DeckKnown { .. } => self.face_down = None,
            E::DayStarted {
                day,
                opener,
                killed,
                kill_prevented,
                silenced,
                ..
            } => {
                self.day_number = *day;
                self.day = DayRecord {
                    number: *day,
                    opener: *opener,
                    killed: *killed,
                    kill_prevented: *kill_prevented,
                    silenced: *silenced,
                    ..DayRecord::default()
                };
                self.period_had_exit = false;
                self.stage = Stage::Morning;
            }
            E::LastWordStarted {
                seat,
                cause,
                seconds,
                queue,
                ..
            } => {
                self.stage = Stage::LastWord {
                    seat: *seat,
                    cause: *cause,
                    seconds: *seconds,
                    queue: queue.clone(),
                }
            }
            E::SpeechStarted {
                seat,
                seconds,
                nominate_only,
                ..
            } => {
                self.day.spoken.push(*seat);
                self.stage = Stage::Speech {
                    seat: *seat,
                    seconds: *seconds,
                    nominate_only: *nominate_only,
                };
            }
            E::SpeechSkipped { seat, .. } => self.day.spoken.push(*seat),
            E::DiscussionStarted { seconds, .. } => {
                self.day.discussion_started = true;
                self.stage = Stage::Discussion { seconds: *seconds };
            }
            E::Nominated { by, target, .. } => self.day.ballot.push(Nomination {
                by: *by,
                target: *target,
            }),
            E::NominationWithdrawn { by, target, .. } | E::NominationDropped { by, target, .. } => {
                self.day
                    .ballot
                    .retain(|n| !(n.by == *by && n.target == *target))
            }
            E::VotingStarted {
                candidates,
                voters,
                revote,
                ..
            } => {
                self.stage = Stage::Voting(VoteRound {
                    candidates: candidates.clone(),
                    voters: voters.clone(),
                    tally: Vec::new(),
                    voted: Vec::new(),
                    voted_for: Vec::new(),
                    counted: 0,
                    revote: *revote,
                })
            }
            E::VotesCast { count, .. } | E::VotesToLast { count, .. } => {
                if let Stage::Voting(round) = &mut self.stage {
                    round.tally.push(*count);
                    round.counted = round.counted.saturating_add(*count);
                    if let E::VotesCast {
                        voters: Some(seats),
                        candidate,
                        ..
                    } = e
                    {
                        round.voted.extend(seats);
                        round.voted_for.extend(seats.iter().map(|_| *candidate));
                    }
                }
            }
            E::Tally { results, .. } => self.day.tallies.push(results.clone()),
            E::TieDeclared { tied, .. } => self.day.last_tie = Some(tied.clone()),
            E::TieSpeechStarted {
                seat,
                seconds,
                queue,
                tied,
                ..
            } => {
                self.stage = Stage::TieSpeech {
                    seat: *seat,
                    seconds: *seconds,
                    queue: queue.clone(),
                    tied: tied.clone(),
                }
            }
            E::AllLeaveAsked { tied, .. } => self.stage = Stage::AllLeave { tied: tied.clone() },
            E::AllLeaveDecided {
                votes_for,
                living,
                passed,
                ..
            } => {
                self.day.vote_decided = true;
                self.day.all_leave = Some(AllLeaveCount {
                    votes_for: *votes_for,
                    voters: *living,
                    passed: *passed,
                });
            }
            E::NoExit { why, .. } => {
                self.day.vote_decided = true;
                self.day.no_exit = Some(*why);
            }
            E::Eliminated { seat, exit, at, .. } => {
                if let Some(p) = self.player_mut(*seat) {
                    p.alive = false;
                }
                self.eliminations.push(Elimination {
                    seat: *seat,
                    exit: *exit,
                    at: *at,
                });
                self.period_had_exit = true;
                if *exit == Exit::VotedOut {
                    self.day.vote_decided = true;
                }
            }
            E::Fouled { seat, fouls, .. } => {
                let night = matches!(self.stage, Stage::FirstNight { .. } | Stage::Night { .. });
                if night && !self.night.dusk_fouls.iter().any(|(s, _)| s == seat) {
                    let before = self.player(*seat).map_or(0, |p| p.fouls);
                    self.night.dusk_fouls.push((*seat, before));
                }
                if let Some(p) = self.player_mut(*seat) {
                    p.fouls = *fouls;
                }
            }
            E::SpeechLost { seat, day, .. } => {
                if let Some(p) = self.player_mut(*seat) {
                    p.speech_lost_day = Some(*day);
                }
            }
            E::VoteCancelled { .. } => self.day.vote_cancelled = true,
            E::NightFell { night, .. } => {
                self.night_number = *night;
                self.night = NightRecord {
                    number: *night,
                    ..NightRecord::default()
                };
                self.period_had_exit = false;
                self.stage = Stage::Night {
                    step: NightStep::Shot,
                };
            }
            E::NightStepStarted { step, .. } => self.stage = Stage::Night { step: *step },
            E::ShotResolved { target, .. } => self.night.shot = Some(*target),
            E::DonChecked {
                target, is_sheriff, ..
            } => {
                self.night.don_check = Some((*target, *is_sheriff));
                self.checks.push(CheckRecord {
                    night: self.night_number,
                    by: Role::Don,
                    target: *target,
                    found: *is_sheriff,
                });
            }
            E::SheriffChecked { target, black, .. } => {
                self.night.sheriff_check = Some((*target, *black));
                self.checks.push(CheckRecord {
                    night: self.night_number,
                    by: Role::Sheriff,
                    target: *target,
                    found: *black,
                });
            }
            E::Healed { target, .. } => {
                self.night.heal = Some(*target);
                self.last_heal = Some((self.night_number, *target));
            }
            E::SilenceChosen { target, .. } => self.night.silence = Some(*target),
            E::BestMoveMade {
                by, seats, blacks, ..
            } => {
                self.best_move = Some(BestMoveRecord {
                    by: *by,
                    seats: seats.clone(),
                    blacks: *blacks,
                })
            }
            E::Silenced { seat, day, .. } => {
                if let Some(p) = self.player_mut(*seat) {
                    p.silenced_day = Some(*day);
                }
            }
            E::QuietPeriods { count, .. } => self.quiet_periods = *count,
            E::GameEnded { winner, .. } => {
                self.dawn = self.ends_at_dawn();
                self.winner = Some(*winner);
                self.stage = Stage::GameOver;
            }
            E::BestMoveCalled { seat, .. } => self.stage = Stage::BestMove { seat: *seat },
            E::ProtestDecided {
                team,
                votes_for,
                remedy,
                upheld,
                ..
            } => self.protests.push(ProtestRecord {
                team: *team,
                votes_for: votes_for.clone(),
                remedy: *remedy,
                upheld: *upheld,
            }),
            E::ExtraPointsGiven { seat, tenths, .. } => self.extra_points.push((*seat, *tenths)),
            E::LastWordSkipped { .. }
            | E::BallotRepeated { .. }
            | E::TieSpeechSkipped { .. }
            | E::RoleRevealed { .. }
            | E::KillPrevented { .. } => {}
        }
    }
}

//! What the host says, decided once for every language (issue 40): which sentences, in what
//! order, and whether one is said at all. Each step's script ([`script`]) and each entry's
//! announcement ([`announce`]) is a list of [`Part`]s; the same for what only the host
//! reads: the rulings explained ([`ruling`]), the hint ([`hint`]), the protocol's lines of a
//! day or a night ([`period`]), what a fix changes ([`changes`]). `ru.rs` and `en.rs` only
//! turn each part, ruling, hint or line into words (one exhaustive `match` per family, so
//! one without a translation does not compile) and keep what their grammar needs (plurals,
//! cases, word order, "and" lists). A line said aloud is its parts joined by a space.

use engine::event::{FirstNightStep, NightStep, NoExitWhy, SkipWhy};
use engine::protocol::{AllLeaveLine, Period};
use engine::rules::QuietResult;
use engine::state::{BestMoveRecord, CheckRecord, Elimination, Nomination};
use engine::{
    Exit, GameEvent, LastWordCause, Moment, NextStep, Preset, RemovedFor, Role, RuleId, Rules,
    Script, Seat, Stage, Winner,
};

/// R-WIN-2a said before play (issue 48 §11): where quiet rounds end the game
/// (`draw_after_quiet_rounds` on: Sport by default), the deal's first line opens with it,
/// a tournament rule the table hears before the cards: «До начала игры: если три дня и три
/// ночи подряд никто не покидает игру, объявляется ничья.»
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuietRule {
    /// Days and nights in a row, of each, with nobody leaving.
    pub rounds: u8,
    /// What they end in: a draw, or the red team's win where the club rules so.
    pub winner: Winner,
    /// The win named by the cards' colours (Sport, Club).
    pub colours: bool,
}

/// What the deal says of R-WIN-2a at a table of `preset` with `rules`: nothing where the
/// switch is off (Club, Home and Party by default).
pub fn quiet_rule(preset: Preset, rules: &Rules) -> Option<QuietRule> {
    (rules.draw_after_quiet_rounds > 0).then(|| QuietRule {
        rounds: rules.draw_after_quiet_rounds,
        winner: match rules.quiet_rounds_result {
            QuietResult::Draw => Winner::Draw,
            QuietResult::RedWins => Winner::Red,
        },
        colours: engine::next::colours(preset),
    })
}

/// One sentence (or a fixed group of them) the host says aloud, with its data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// The previous role goes to sleep before the next wakes: «Засыпает Дон.».
    Sleeps(Role),
    /// R-N0-1: a blind table's договорка of `seconds`.
    MafiaAgree(u16),
    /// …and the Don, where there is one, shows himself.
    DonShows,
    /// R-N0-1, eyes open (Party): the mafia only meet.
    MafiaMeet,
    /// R-N0-2: a role wakes and meets the host.
    MeetsHost(Role),
    /// R-N0-4 / R-NIGHT-6: the morning; `wake`: «Все просыпаются» said with it (not after
    /// a night nobody was shot, 000 l.45: the host goes straight to the news, issue 48).
    GoodMorning {
        wake: bool,
    },
    /// The night's victim.
    Killed(Seat),
    /// R-ROLE-6: the card of a player who left, where roles are revealed.
    Card {
        seat: Seat,
        role: Role,
    },
    /// R-NIGHT-4: the shot was saved (the Doctor never named).
    KillFoiled,
    /// Nobody was shot.
    NobodyHurt,
    /// R-NIGHT-5
    Silenced(Seat),
    /// R-LAST-1: a killed player's last word (the morning named them).
    LastWordTo {
        seat: Seat,
        seconds: u16,
    },
    /// A player leaves the game (voted out).
    Leaves(Seat),
    /// The last word of the player just named as leaving.
    LastWord {
        seat: Seat,
        seconds: u16,
    },
    /// R-DAY-1: a speech.
    Speech(Seat),
    /// R-FOUL-2: three fouls: no speech, but a nomination.
    NominateOnly(Seat),
    /// A discussion of `seconds`, nominations open.
    Discussion(u16),
    /// R-VOTE-1: the first count opens: the ballot, said twice.
    VoteOpens(Vec<Seat>),
    /// R-VOTE-6: a revote opens: the ballot, said twice.
    RevoteOpens(Vec<Seat>),
    /// Seats that do not vote in this count.
    NotVoting(Vec<Seat>),
    /// «Кто за то, чтобы нашу игру покинул игрок №…?»
    WhoFor(Seat),
    /// R-VOTE-6: the tie and its speeches of `seconds` each.
    Tie {
        tied: Vec<Seat>,
        seconds: u16,
    },
    /// R-VOTE-7: the votes split again.
    TieAgain,
    /// R-VOTE-7: «Кто за то, чтобы все голосуемые покинули игру?»
    WhoForAll(Vec<Seat>),
    /// Why nobody leaves today, before the night.
    NoVote(NoExitWhy),
    /// R-NIGHT-1: the night falls.
    NightFalls,
    /// Blind: the mafia shoot with closed eyes.
    MafiaHunts,
    /// Eyes open: the mafia wake and choose.
    MafiaChooses,
    /// R-NIGHT-2/3/4/5: a role wakes.
    Wakes(Role),
    /// What each night role looks for.
    DonTask,
    SheriffTask,
    DoctorTask,
    SilencerTask,
    /// R-VOTE-1: the 2 seconds are over.
    ThankYou,
    /// R-LAST-3: at night («Лучший ход: игрок №…») or in the morning, to the player by
    /// name before the farewell minute (`morning`, the `best_move_at` switch).
    BestMove {
        seat: Seat,
        seconds: u16,
        morning: bool,
    },
    GameOver {
        winner: Winner,
        colours: bool,
    },
    /// R-FOUL-1: a seat's foul, its `fouls`th (4 and more: the fourth).
    Foul {
        seat: Seat,
        fouls: u8,
    },
    /// R-FOUL-2: the third foul takes the next speech.
    SpeechLost(Seat),
    /// R-LAST-2: a removed player leaves in silence, and why.
    Removed {
        seat: Seat,
        why: Option<RemovedFor>,
    },
    /// R-LAST-3: the best move accepted, repeated.
    BestMoveAccepted(Vec<Seat>),
    /// 002: a nomination taken.
    NominationAccepted(Seat),
    /// 002: a count closed: «5 голосов. Принято.»
    VotesAccepted(usize),
    /// R-VOTE-7 passed: the tied leave.
    AllOut(Vec<Seat>),
    /// The count's result, each candidate's votes.
    Tally(Vec<(Seat, u8)>),
    /// R-VOTE-4: a single nominee leaves without a vote.
    LoneNominee(Seat),
    /// R-VOTE-9: a removal before the result cancels the vote.
    NoVoteToday,
}

/// The sentences of a step's script, in order.
pub fn script(s: &Script) -> Vec<Part> {
    let mut out = Vec::new();
    let sleeps = |out: &mut Vec<Part>, r: &Option<Role>| out.extend(r.map(Part::Sleeps));
    match s {
        Script::MafiaAgreement {
            agreement: true,
            seconds,
            don,
        } => {
            out.push(Part::MafiaAgree(*seconds));
            if *don {
                out.push(Part::DonShows);
            }
        }
        Script::MafiaAgreement { .. } => out.push(Part::MafiaMeet),
        Script::RoleMeetsHost { role, sleeps: z } => {
            sleeps(&mut out, z);
            out.push(Part::MeetsHost(*role));
        }
        Script::GoodMorning {
            day,
            sleeps: z,
            killed,
            role,
            kill_prevented,
            silenced,
        } => {
            sleeps(&mut out, z);
            // 000 l.45: after a miss the host says that the morning is truly good and that
            // nobody was hurt; the first morning (000 l.25, 001, 4.2.5), a kill and a foiled
            // shot (002: «весь город просыпается») have everyone wake.
            let miss = *day > 1 && killed.is_none() && !*kill_prevented;
            out.push(Part::GoodMorning { wake: !miss });
            if *day > 1 {
                match killed {
                    Some(k) => {
                        out.push(Part::Killed(*k));
                        out.extend(role.map(|role| Part::Card { seat: *k, role }));
                    }
                    None if *kill_prevented => out.push(Part::KillFoiled),
                    None => out.push(Part::NobodyHurt),
                }
            }
            out.extend(silenced.map(Part::Silenced));
        }
        Script::LastWord {
            seat,
            cause: LastWordCause::Killed,
            seconds,
            ..
        } => out.push(Part::LastWordTo {
            seat: *seat,
            seconds: *seconds,
        }),
        Script::LastWord {
            seat,
            seconds,
            role,
            ..
        } => {
            out.push(Part::Leaves(*seat));
            out.extend(role.map(|role| Part::Card { seat: *seat, role }));
            out.push(Part::LastWord {
                seat: *seat,
                seconds: *seconds,
            });
        }
        Script::Speech {
            seat,
            nominate_only: false,
        } => out.push(Part::Speech(*seat)),
        Script::Speech { seat, .. } => out.push(Part::NominateOnly(*seat)),
        Script::OpenDiscussion { seconds } => out.push(Part::Discussion(*seconds)),
        Script::VoteFor {
            candidate,
            candidates,
            first,
            revote,
            abstain,
        } => {
            if *first {
                out.push(if *revote {
                    Part::RevoteOpens(candidates.clone())
                } else {
                    Part::VoteOpens(candidates.clone())
                });
                if !abstain.is_empty() {
                    out.push(Part::NotVoting(abstain.clone()));
                }
            }
            out.push(Part::WhoFor(*candidate));
        }
        Script::TieSpeech {
            seat,
            tied,
            first,
            seconds,
        } => {
            if *first {
                out.push(Part::Tie {
                    tied: tied.clone(),
                    seconds: *seconds,
                });
            }
            out.push(Part::Speech(*seat));
        }
        Script::AllLeave { tied, abstain } => {
            out.push(Part::TieAgain);
            if *abstain {
                out.push(Part::NotVoting(tied.clone()));
            }
            out.push(Part::WhoForAll(tied.clone()));
        }
        Script::MafiaShoot { blind, day_end } => {
            // A vote cancelled by a removal (R-VOTE-9) was said when the removal was
            // announced («Голосования сегодня не будет.»): not again at nightfall.
            out.extend(
                day_end
                    .filter(|why| *why != NoExitWhy::Cancelled)
                    .map(Part::NoVote),
            );
            out.push(Part::NightFalls);
            out.push(if *blind {
                Part::MafiaHunts
            } else {
                Part::MafiaChooses
            });
        }
        Script::RoleWakes { role, sleeps: z } => {
            sleeps(&mut out, z);
            out.push(Part::Wakes(*role));
            out.push(match role {
                Role::Don => Part::DonTask,
                Role::Sheriff => Part::SheriffTask,
                Role::Doctor => Part::DoctorTask,
                Role::Silencer | Role::Mafia | Role::Civilian => Part::SilencerTask,
            });
        }
        Script::ThankYou => out.push(Part::ThankYou),
        Script::BestMove {
            seat,
            seconds,
            sleeps: z,
            morning,
        } => {
            sleeps(&mut out, z);
            out.push(Part::BestMove {
                seat: *seat,
                seconds: *seconds,
                morning: *morning,
            });
        }
        Script::GameOver {
            winner,
            colours,
            morning,
        } => {
            // A game decided as its night ended: the morning's words come first.
            out.extend(morning.as_deref().map(script).unwrap_or_default());
            out.push(Part::GameOver {
                winner: *winner,
                colours: *colours,
            });
        }
    }
    out
}

/// What the host says aloud at once after an entry (R-FOUL, R-LAST-2, R-LAST-3, 002's
/// «Принято»): one line per event that is announced, each line its sentences.
pub fn announce(events: &[GameEvent]) -> Vec<Vec<Part>> {
    events
        .iter()
        .filter_map(|e| announce_one(e, events))
        .collect()
}

fn announce_one(e: &GameEvent, all: &[GameEvent]) -> Option<Vec<Part>> {
    let card = |seat: Seat| revealed(all, seat).map(|role| Part::Card { seat, role });
    Some(match e {
        GameEvent::Fouled { seat, fouls, .. } => vec![Part::Foul {
            seat: *seat,
            fouls: *fouls,
        }],
        GameEvent::SpeechLost { seat, .. } => vec![Part::SpeechLost(*seat)],
        GameEvent::Eliminated {
            seat,
            exit: Exit::Removed,
            removed,
            ..
        } => {
            // Where roles are revealed (R-ROLE-6), with the card.
            let mut line = vec![Part::Removed {
                seat: *seat,
                why: *removed,
            }];
            line.extend(card(*seat));
            line
        }
        GameEvent::BestMoveMade { seats, .. } => vec![Part::BestMoveAccepted(seats.clone())],
        // 002: a nomination is taken «со словами «Я выставляю кандидатуру игрока №…»».
        GameEvent::Nominated { target, .. } => vec![Part::NominationAccepted(*target)],
        // 002: the count ends with «Принято», for every candidate, the last one included.
        GameEvent::VotesCast { count, .. } | GameEvent::VotesToLast { count, .. } => {
            vec![Part::VotesAccepted(usize::from(*count))]
        }
        // R-VOTE-7: passed, the table hears that they all leave, and why.
        GameEvent::AllLeaveDecided {
            votes_for, passed, ..
        } => {
            let mut line = vec![Part::VotesAccepted(usize::from(*votes_for))];
            let out = voted_out(all);
            if *passed && !out.is_empty() {
                line.push(Part::AllOut(out));
            }
            line
        }
        // The result, said: the next step's words then say the decision.
        GameEvent::Tally { results, .. } => vec![Part::Tally(results.clone())],
        GameEvent::Eliminated {
            seat,
            exit: Exit::VotedOut,
            rule: RuleId::Vote4,
            ..
        } => vec![Part::LoneNominee(*seat)],
        // Voted out and the game is over: no last word follows to say it.
        GameEvent::Eliminated {
            seat,
            exit: Exit::VotedOut,
            ..
        } if game_ends(all) => {
            let mut line = vec![Part::Leaves(*seat)];
            line.extend(card(*seat));
            line
        }
        // R-VOTE-9: said once, with the removal, whether the day goes on or night falls
        // (the night's words do not say it again); not when the removal ends the game.
        GameEvent::VoteCancelled { .. } if !game_ends(all) => vec![Part::NoVoteToday],
        _ => return None,
    })
}

/// The game ends among `events`.
fn game_ends(events: &[GameEvent]) -> bool {
    events
        .iter()
        .any(|e| matches!(e, GameEvent::GameEnded { .. }))
}

/// The seats voted out among `events`, in order.
fn voted_out(events: &[GameEvent]) -> Vec<Seat> {
    events
        .iter()
        .filter_map(|e| match e {
            GameEvent::Eliminated {
                seat,
                exit: Exit::VotedOut,
                ..
            } => Some(*seat),
            _ => None,
        })
        .collect()
}

/// The card shown among `events` for `seat` (R-ROLE-6), if any.
fn revealed(events: &[GameEvent], seat: Seat) -> Option<Role> {
    events.iter().find_map(|e| match e {
        GameEvent::RoleRevealed { seat: s, role, .. } if *s == seat => Some(*role),
        _ => None,
    })
}

/// An automatic decision the screen explains after a tap, with its rule id
/// (`words::explain`); night secrets are never explained.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ruling<'a> {
    /// R-VOTE-2: the votes not cast go to the last candidate.
    VotesToLast {
        candidate: Seat,
        count: u8,
    },
    /// Each candidate's votes.
    Tally(&'a [(Seat, u8)]),
    /// R-VOTE-6: a tie: speeches and a revote.
    Tie(&'a [Seat]),
    /// R-VOTE-7: the same tie again: does everyone tied leave?
    TieAgain(&'a [Seat]),
    /// R-VOTE-7: the answer, `passed` when more than half of the living voted for it.
    AllLeave {
        votes_for: u8,
        living: u8,
        passed: bool,
    },
    NoExit(NoExitWhy),
    /// R-VOTE-9
    VoteCancelled,
    SpeechSkipped {
        seat: Seat,
        why: SkipWhy,
    },
    /// R-FOUL-2: the third foul.
    SpeechLost {
        seat: Seat,
        day: u32,
    },
    /// R-FOUL-3 / R-LAST-2
    Removed {
        seat: Seat,
        why: Option<RemovedFor>,
    },
    /// R-VOTE-4
    LoneNominee(Seat),
    /// R-ROLE-6
    Card {
        seat: Seat,
        role: Role,
    },
    Winner(Winner),
}

/// The ruling the screen explains for `e`, if any.
pub fn ruling(e: &GameEvent) -> Option<Ruling<'_>> {
    Some(match e {
        GameEvent::VotesToLast {
            candidate, count, ..
        } => Ruling::VotesToLast {
            candidate: *candidate,
            count: *count,
        },
        GameEvent::Tally { results, .. } => Ruling::Tally(results),
        GameEvent::TieDeclared { tied, .. } => Ruling::Tie(tied),
        GameEvent::AllLeaveAsked { tied, .. } => Ruling::TieAgain(tied),
        GameEvent::AllLeaveDecided {
            votes_for,
            living,
            passed,
            ..
        } => Ruling::AllLeave {
            votes_for: *votes_for,
            living: *living,
            passed: *passed,
        },
        GameEvent::NoExit { why, .. } => Ruling::NoExit(*why),
        GameEvent::VoteCancelled { .. } => Ruling::VoteCancelled,
        GameEvent::SpeechSkipped { seat, why, .. } => Ruling::SpeechSkipped {
            seat: *seat,
            why: *why,
        },
        GameEvent::SpeechLost { seat, day, .. } => Ruling::SpeechLost {
            seat: *seat,
            day: *day,
        },
        GameEvent::Eliminated {
            seat,
            exit: Exit::Removed,
            removed,
            ..
        } => Ruling::Removed {
            seat: *seat,
            why: *removed,
        },
        GameEvent::Eliminated {
            seat,
            exit: Exit::VotedOut,
            rule: RuleId::Vote4,
            ..
        } => Ruling::LoneNominee(*seat),
        GameEvent::RoleRevealed { seat, role, .. } => Ruling::Card {
            seat: *seat,
            role: *role,
        },
        GameEvent::GameEnded { winner, .. } => Ruling::Winner(*winner),
        _ => return None,
    })
}

/// The hint under the script, for the host's eyes only: what to tap now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// A face-down deck, the mafia's agreement: tap the `n` seats that opened their eyes.
    CardsAgreement(u8),
    /// A face-down deck: tap the seat that woke, this role's.
    CardsWake(Role),
    /// A speech: tap the candidate.
    Nominate,
    /// The discussion: tap who nominates, then the candidate.
    NominateBy,
    /// R-VOTE-2: the last candidate's count is known (`n` votes).
    LastCount(u8),
    /// R-VOTE-1: the hands, «Спасибо», «Принято».
    Hands,
    /// R-VOTE-7: the same for «Все покидают?».
    AllLeaveHands,
    /// R-NIGHT-1, eyes closed: call the seats.
    BlindShot,
    Shot,
    /// R-LAST-3
    BestMove,
    /// R-NIGHT-2–5: the seat the role points at (the same words whether it is alive).
    PointsAt(Role),
}

/// The hint of `step` at `stage`, if it has one.
pub fn hint(step: &NextStep, stage: &Stage) -> Option<Hint> {
    Some(match stage {
        Stage::FirstNight {
            step: FirstNightStep::Agreement,
        } if step.cards.is_some() => Hint::CardsAgreement(step.cards.unwrap_or_default()),
        Stage::FirstNight { .. } if step.cards.is_some() => Hint::CardsWake(step.wake?),
        Stage::Speech { .. } => Hint::Nominate,
        Stage::Discussion { .. } => Hint::NominateBy,
        Stage::Voting(_) => match step.last_count {
            Some(n) => Hint::LastCount(n),
            None => Hint::Hands,
        },
        Stage::AllLeave { .. } => Hint::AllLeaveHands,
        Stage::Night {
            step: NightStep::Shot,
        } if step.wake.is_none() => Hint::BlindShot,
        Stage::Night {
            step: NightStep::Shot,
        } => Hint::Shot,
        Stage::Night {
            step: NightStep::BestMove,
        } => Hint::BestMove,
        Stage::Night { .. } => Hint::PointsAt(step.wake?),
        _ => return None,
    })
}

/// One line of a night or a day in the protocol, in the order they happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeriodLine<'a> {
    Nominated(&'a [Nomination]),
    /// A day with no nomination and no count.
    NobodyNominated,
    /// A count of votes: the first, or a revote.
    Count {
        revote: bool,
        votes: &'a [(Seat, u8)],
    },
    AllLeave(AllLeaveLine),
    Shot(Seat),
    Miss,
    Check(&'a CheckRecord),
    BestMove(&'a BestMoveRecord),
    Out(&'a [Elimination]),
    /// A day nobody left.
    NobodyLeft,
}

/// The lines of one day or night of the protocol.
pub fn period(p: &Period) -> Vec<PeriodLine<'_>> {
    let day = matches!(p.at, Moment::Day(_));
    let mut lines = Vec::new();
    if !p.nominations.is_empty() {
        lines.push(PeriodLine::Nominated(&p.nominations));
    } else if day && p.counts.is_empty() {
        lines.push(PeriodLine::NobodyNominated);
    }
    for (i, votes) in p.counts.iter().enumerate() {
        lines.push(PeriodLine::Count {
            revote: i > 0,
            votes,
        });
    }
    lines.extend(p.all_leave.map(PeriodLine::AllLeave));
    lines.extend(p.shot.map(|s| s.map_or(PeriodLine::Miss, PeriodLine::Shot)));
    lines.extend(p.checks.iter().map(PeriodLine::Check));
    lines.extend(p.best_move.as_ref().map(PeriodLine::BestMove));
    if !p.out.is_empty() {
        lines.push(PeriodLine::Out(&p.out));
    } else if day {
        lines.push(PeriodLine::NobodyLeft);
    }
    lines
}

/// One line of what a fix of the log changes (`words::changes`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change<'a> {
    /// The later entries whose events differ: "5, 6".
    Entries(&'a str),
    /// Who is out, before and after (`None`: nobody).
    Out {
        before: Option<&'a str>,
        after: Option<&'a str>,
    },
    /// Where the game stands, before and after.
    Now { before: &'a str, after: &'a str },
    /// Nothing else changes.
    Unchanged,
}

/// What a fix changes: `changed` the later entries, `before`/`after` who is out and where
/// the game stands.
pub fn changes<'a>(
    changed: &'a str,
    before: &'a (String, String),
    after: &'a (String, String),
) -> Vec<Change<'a>> {
    let nobody = |s: &'a str| Some(s).filter(|s| !s.is_empty());
    let mut lines = Vec::new();
    if !changed.is_empty() {
        lines.push(Change::Entries(changed));
    }
    if before.0 != after.0 {
        lines.push(Change::Out {
            before: nobody(&before.0),
            after: nobody(&after.0),
        });
    }
    if before.1 != after.1 {
        lines.push(Change::Now {
            before: &before.1,
            after: &after.1,
        });
    }
    if lines.is_empty() {
        lines.push(Change::Unchanged);
    }
    lines
}

/// The main button's words for moving on, by stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextWord {
    /// The mafia's agreement is over: «Договорились».
    Agreed,
    Next,
    StartDay,
    /// A last word or a tie speech is over.
    ThankYou,
    /// A speech is over, the next speaker's turn.
    ThankYouNext,
    EndDiscussion,
    NoBestMove,
    /// A night role's step moved on without a seat.
    NextNoChoice,
}

/// The main button's words at `stage`.
pub fn next_word(stage: &Stage) -> NextWord {
    match stage {
        Stage::FirstNight {
            step: FirstNightStep::Agreement,
        } => NextWord::Agreed,
        Stage::FirstNight { .. } => NextWord::Next,
        Stage::Morning => NextWord::StartDay,
        Stage::LastWord { .. } | Stage::TieSpeech { .. } => NextWord::ThankYou,
        Stage::Speech { .. } => NextWord::ThankYouNext,
        Stage::Discussion { .. } => NextWord::EndDiscussion,
        Stage::Night {
            step: NightStep::BestMove,
        }
        | Stage::BestMove { .. } => NextWord::NoBestMove,
        Stage::Night { .. } => NextWord::NextNoChoice,
        Stage::Voting(_) | Stage::AllLeave { .. } | Stage::GameOver => NextWord::Next,
    }
}

/// The phase line at the top of the game's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhaseLine {
    /// Night 1, the roles meet.
    FirstNight,
    /// The best move is said aloud to the table, under its own heading; the other night
    /// steps are one heading, so a glance tells nobody who wakes.
    NightBestMove(u32),
    Night(u32),
    GameOver,
    Day(u32, DayPart),
}

/// The part of a day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DayPart {
    Morning,
    LastWord,
    Speeches,
    Discussion,
    Voting,
    Revote,
    TieSpeeches,
    AllLeave,
    /// R-LAST-3 in the morning (`best_move_at`).
    BestMove,
}

/// The phase line at `stage` of day `day` / night `night`.
pub fn phase(stage: &Stage, day: u32, night: u32) -> PhaseLine {
    let part = match stage {
        Stage::FirstNight { .. } => return PhaseLine::FirstNight,
        Stage::Night {
            step: NightStep::BestMove,
        } => return PhaseLine::NightBestMove(night),
        Stage::Night { .. } => return PhaseLine::Night(night),
        Stage::GameOver => return PhaseLine::GameOver,
        Stage::Morning => DayPart::Morning,
        Stage::LastWord { .. } => DayPart::LastWord,
        Stage::Speech { .. } => DayPart::Speeches,
        Stage::Discussion { .. } => DayPart::Discussion,
        Stage::Voting(r) if r.revote => DayPart::Revote,
        Stage::Voting(_) => DayPart::Voting,
        Stage::TieSpeech { .. } => DayPart::TieSpeeches,
        Stage::AllLeave { .. } => DayPart::AllLeave,
        Stage::BestMove { .. } => DayPart::BestMove,
    };
    PhaseLine::Day(day, part)
}

/// Who plays the next game of an evening against the seats the preset has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableLine {
    /// As many as the table takes.
    Playing(usize),
    /// A preset of a fixed table, and not that many.
    Fixed {
        playing: usize,
        seats: usize,
    },
    TooFew {
        playing: usize,
        min: usize,
    },
    TooMany {
        playing: usize,
        max: usize,
    },
}

/// `playing` players against a table of `min`–`max` seats.
pub fn table(playing: usize, min: usize, max: usize) -> TableLine {
    if min == max && playing != min {
        TableLine::Fixed {
            playing,
            seats: min,
        }
    } else if playing < min {
        TableLine::TooFew { playing, min }
    } else if playing > max {
        TableLine::TooMany { playing, max }
    } else {
        TableLine::Playing(playing)
    }
}

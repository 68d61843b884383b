//! What the host says, decided once for every language (issue 40): which sentences, in what
//! order, and whether one is said at all. Each step's script ([`script`]) and each entry's
//! announcement ([`announce`]) is a list of [`Part`]s; `ru.rs` and `en.rs` only turn each
//! part into a sentence (one exhaustive `match`, so a part without a translation does not
//! compile) and keep what their grammar needs (plurals, cases, word order, "and" lists).
//! A line is its parts' sentences joined by a space.

use crate::engine::event::NoExitWhy;
use crate::engine::{
    Exit, GameEvent, LastWordCause, RemovedFor, Role, RuleId, Script, Seat, Winner,
};

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
    /// R-N0-4 / R-NIGHT-6: the morning.
    GoodMorning,
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
    /// R-LAST-3
    BestMove {
        seat: Seat,
        seconds: u16,
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
            out.push(Part::GoodMorning);
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
            out.extend(day_end.map(Part::NoVote));
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
        } => {
            sleeps(&mut out, z);
            out.push(Part::BestMove {
                seat: *seat,
                seconds: *seconds,
            });
        }
        Script::GameOver { winner, colours } => out.push(Part::GameOver {
            winner: *winner,
            colours: *colours,
        }),
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
        // R-VOTE-9, said when it happens; when the day ends with it, the night's words say it.
        GameEvent::VoteCancelled { .. } if !day_ends(all) => vec![Part::NoVoteToday],
        _ => return None,
    })
}

/// The game ends among `events`.
fn game_ends(events: &[GameEvent]) -> bool {
    events
        .iter()
        .any(|e| matches!(e, GameEvent::GameEnded { .. }))
}

/// The day ends among `events` with nobody (more) leaving: the night's words say why.
fn day_ends(events: &[GameEvent]) -> bool {
    events
        .iter()
        .any(|e| matches!(e, GameEvent::NoExit { .. } | GameEvent::GameEnded { .. }))
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

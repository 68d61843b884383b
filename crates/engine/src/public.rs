//! The players' screen (issue 24): what everyone at the table may see, drawn from the game
//! state by one pure function, [`view`].
//!
//! A [`PublicView`] holds only what a player at the table legitimately knows: the phase,
//! the speaker and their timer, who nominated whom, the counts said after «Принято», the
//! tie, the «все покидают?» count, why nobody left, each seat's fouls, who is out and how,
//! roles only where R-ROLE-6 shows them (on elimination in Party, otherwise at the end),
//! the morning's news (the kill, an attempt foiled by the Doctor, R-NIGHT-4, never naming
//! whom; the silenced player, announced in the morning, R-NIGHT-5), the best move once the
//! morning has come (R-LAST-3), and at the end the winner and every role.
//!
//! **At night it is one picture** from «Наступает ночь» to «Доброе утро»: «Ночь N», the
//! table as it was when the night fell, and how the day before it ended. Nothing that
//! happens at night shows before the morning — not the shot, a check, the Doctor's or the
//! Silencer's choice, a dead role's pause, and not even a foul or a removal given at night
//! (they show from the morning on), so the screen cannot change while the players are
//! masked (`docs/decisions.md`, "The players' screen (issue 24)").
//!
//! There are no words in it: phases and exits are enum values the players' screen puts
//! words on, seats are numbers, names are as the host typed them. The message sent to the
//! players' screens is exactly [`wire`] of the view, and it goes one way: nothing in it is
//! read back by the host's phone.

use super::event::{Exit, LastWordCause, Moment, NoExitWhy, Winner};
use super::next::TimerKind;
use super::rules::Preset;
use super::setup::{Role, Seat};
use super::state::{GameState, Stage};
use serde::{Deserialize, Serialize};

/// What the players' screen shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicView {
    /// The rule system (the screen names the teams by colour in Sport and Club only).
    pub preset: Preset,
    pub phase: Phase,
    /// Every seat, in seat order.
    pub seats: Vec<SeatView>,
    /// Who speaks now: a speech, a last word, a tie speech.
    pub speaker: Option<Seat>,
    /// The running step's timer (never at night).
    pub timer: Option<TimerView>,
    /// The night's news, said at «Доброе утро», kept through the day; none on day 1 (the
    /// first night is the acquaintance: nobody is shot).
    pub morning: Option<MorningNews>,
    /// Today's nominations in ballot order, with who made each (R-DAY-3).
    pub ballot: Vec<Nomination>,
    /// The count under way (R-VOTE-1/2).
    pub vote: Option<VoteView>,
    /// Today's finished counts, in order (the revotes after the first).
    pub counts: Vec<Vec<Votes>>,
    /// The last tied set (R-VOTE-6/7).
    pub tie: Option<Vec<Seat>>,
    /// R-VOTE-7: the count of «все покидают?» once it is said.
    pub all_leave: Option<AllLeave>,
    /// Why nobody left by today's vote, once decided.
    pub no_exit: Option<NoExitWhy>,
    /// R-LAST-3, from the morning after it was made.
    pub best_move: Option<BestMove>,
    pub winner: Option<Winner>,
}

/// Where the game stands, as the players' screen's phase line says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// From «Наступает ночь» to «Доброе утро», the first night included.
    Night {
        night: u32,
    },
    /// «Доброе утро» and the night's news.
    Morning {
        day: u32,
    },
    LastWord {
        day: u32,
        cause: LastWordCause,
    },
    Speech {
        day: u32,
    },
    /// R-DAY-1 `open`: one discussion.
    Discussion {
        day: u32,
    },
    Vote {
        day: u32,
        revote: bool,
    },
    TieSpeech {
        day: u32,
    },
    /// R-VOTE-7: «Кто за то, чтобы все голосуемые покинули игру?»
    AllLeave {
        day: u32,
    },
    GameOver,
}

/// One seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    pub name: String,
    /// Warnings, as announced (R-FOUL-1).
    pub fouls: u8,
    pub out: Option<Out>,
    /// Only where the rules show it: on elimination with `reveal_on_elimination`
    /// (R-ROLE-6), and every seat's at the end.
    pub role: Option<Role>,
}

/// How and when a player left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Out {
    pub how: OutHow,
    pub at: Moment,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutHow {
    Killed,
    VotedOut,
    /// R-FOUL-3: the fourth warning.
    FourFouls,
    /// R-FOUL-3: removed by the host at once (a hand lift, an oath, …).
    Removed,
}

/// A timer as the engine knows it: its kind and full length. The engine has no clock; the
/// host's phone passes its own as [`Clock`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimerView {
    pub kind: TimerKind,
    pub seconds: u16,
    /// Where the host's timer stands when the view was made; `None` before it has started
    /// (the screen shows the full length, still).
    pub clock: Option<Clock>,
}

/// The host's timer at the moment of the view. With it the players' screen counts down by
/// itself between two messages: `remaining_ms` from when the message came, while `running`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    pub remaining_ms: u32,
    pub running: bool,
}

/// The night's news (R-NIGHT-6, R-NIGHT-4, R-NIGHT-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MorningNews {
    pub killed: Option<Seat>,
    /// R-NIGHT-4: the mafia's shot was foiled; whom the Doctor saved is never said.
    pub kill_prevented: bool,
    /// R-NIGHT-5: who may not speak today.
    pub silenced: Option<Seat>,
}

/// A nomination: `by` put `target` on the ballot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Nomination {
    pub by: Seat,
    pub target: Seat,
}

/// The count under way: the candidates in ballot order and the votes said so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoteView {
    pub candidates: Vec<Seat>,
    /// Votes per candidate said after «Принято», in ballot order (shorter than
    /// `candidates` until the count is over).
    pub counts: Vec<u8>,
    /// The candidate asked about now («Кто за то, чтобы нашу игру покинул игрок №…?»).
    pub on: Option<Seat>,
    pub revote: bool,
    /// The candidates who do not vote in this count (a Club revote, R-VOTE-6).
    pub abstain: Vec<Seat>,
}

/// One candidate's votes in a finished count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Votes {
    pub seat: Seat,
    pub votes: u8,
}

/// R-VOTE-7: the «все покидают?» count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AllLeave {
    pub votes_for: u8,
    /// How many may vote on it.
    pub voters: u8,
    pub passed: bool,
}

/// R-LAST-3: the three seats named (how many are black is left out: it tells roles).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BestMove {
    pub by: Seat,
    pub seats: Vec<Seat>,
}

/// What the players may see of `state`. `clock` is the host's timer for the current step
/// (its remaining time and whether it runs); the engine has none. It is an argument rather
/// than a field the host's screen fills in afterwards so that this function alone decides
/// when a timer shows: never at night (a check's 10 seconds would tell that a role is being
/// called), only for a step that has a timer.
pub fn view(state: &GameState, clock: Option<Clock>) -> PublicView {
    let night = matches!(state.stage, Stage::FirstNight { .. } | Stage::Night { .. });
    let over = state.is_over();
    let day = state.day.number;
    let phase = match &state.stage {
        Stage::FirstNight { .. } => Phase::Night { night: 1 },
        Stage::Night { .. } => Phase::Night {
            night: state.night_number,
        },
        // The best move in the morning is said to the table before the farewell minute.
        Stage::Morning | Stage::BestMove { .. } => Phase::Morning { day },
        Stage::LastWord { cause, .. } => Phase::LastWord { day, cause: *cause },
        Stage::Speech { .. } => Phase::Speech { day },
        Stage::Discussion { .. } => Phase::Discussion { day },
        Stage::Voting(round) => Phase::Vote {
            day,
            revote: round.revote,
        },
        Stage::TieSpeech { .. } => Phase::TieSpeech { day },
        Stage::AllLeave { .. } => Phase::AllLeave { day },
        Stage::GameOver => Phase::GameOver,
    };
    let speaker = match &state.stage {
        Stage::Speech { seat, .. }
        | Stage::LastWord { seat, .. }
        | Stage::TieSpeech { seat, .. } => Some(*seat),
        _ => None,
    };
    let timer = if night || over {
        None
    } else {
        state.next_step().timer.map(|t| TimerView {
            kind: t.kind,
            seconds: t.seconds,
            clock: clock.map(|c| Clock {
                remaining_ms: c.remaining_ms.min(u32::from(t.seconds) * 1000),
                running: c.running,
            }),
        })
    };
    let in_day = !night && !over;
    let vote = match &state.stage {
        Stage::Voting(round) => Some(VoteView {
            candidates: round.candidates.clone(),
            counts: round.tally.clone(),
            on: round.next_candidate(),
            revote: round.revote,
            abstain: round
                .candidates
                .iter()
                .copied()
                .filter(|c| !round.voters.contains(c))
                .collect(),
        }),
        _ => None,
    };
    PublicView {
        preset: state.preset,
        phase,
        seats: seats(state, night, over),
        speaker,
        timer,
        // The first night is the acquaintance (R-N0): nobody is shot in it, so day 1 has no
        // news, not «nobody was killed» (issue 39 §3.7).
        morning: (in_day && day > 1).then_some(MorningNews {
            killed: state.day.killed,
            kill_prevented: state.day.kill_prevented,
            silenced: state.day.silenced,
        }),
        // A removal at night drops its nominations from yesterday's ballot: the night's
        // picture leaves the ballot out.
        ballot: if night {
            Vec::new()
        } else {
            state
                .day
                .ballot
                .iter()
                .map(|n| Nomination {
                    by: n.by,
                    target: n.target,
                })
                .collect()
        },
        vote,
        counts: state
            .day
            .tallies
            .iter()
            .map(|t| {
                t.iter()
                    .map(|&(seat, votes)| Votes { seat, votes })
                    .collect()
            })
            .collect(),
        tie: state.day.last_tie.clone(),
        all_leave: state.day.all_leave.map(|a| AllLeave {
            votes_for: a.votes_for,
            voters: a.voters,
            passed: a.passed,
        }),
        no_exit: state.day.no_exit,
        // R-LAST-3: made on night 2, said to the table from the morning.
        best_move: state
            .best_move
            .as_ref()
            .filter(|_| !(night && state.night_number <= 2))
            .map(|b| BestMove {
                by: b.by,
                seats: b.seats.clone(),
            }),
        winner: state.winner,
    }
}

/// The seats; at night as they were at nightfall.
fn seats(state: &GameState, night: bool, over: bool) -> Vec<SeatView> {
    let tonight = Moment::Night(state.night_number);
    state
        .players
        .iter()
        .map(|p| {
            let out = state
                .eliminations
                .iter()
                .find(|e| e.seat == p.seat)
                .filter(|e| !(night && e.at == tonight));
            let fouls = if night {
                state
                    .night
                    .dusk_fouls
                    .iter()
                    .find(|(s, _)| *s == p.seat)
                    .map_or(p.fouls, |&(_, f)| f)
            } else {
                p.fouls
            };
            // A face-down deck not yet learned (a game over on night 1): no card is known.
            let known = state.face_down.is_none();
            let role = if known && (over || (out.is_some() && state.rules.reveal_on_elimination)) {
                Some(p.role)
            } else {
                None
            };
            SeatView {
                seat: p.seat,
                name: p.name.clone(),
                fouls,
                out: out.map(|e| Out {
                    how: match e.exit {
                        Exit::Killed => OutHow::Killed,
                        Exit::VotedOut => OutHow::VotedOut,
                        Exit::Removed if p.fouls >= 4 => OutHow::FourFouls,
                        Exit::Removed => OutHow::Removed,
                    },
                    at: e.at,
                }),
                role,
            }
        })
        .collect()
}

/// The message sent to the players' screens: exactly the view as JSON, nothing beside it.
pub fn wire(view: &PublicView) -> String {
    crate::json::to_string(view)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::{Game, HostAction, Rules, Setup};

    #[test]
    fn the_wire_is_the_serialised_view_and_reads_back_the_same() {
        let names: Vec<String> = (1..=10).map(|i| format!("Игрок {i}")).collect();
        let setup = Setup::deal(
            Preset::Sport,
            Rules::preset(Preset::Sport),
            &names,
            crate::Composition::standard(Preset::Sport, 10),
            &mut crate::SplitMix64(7),
        )
        .expect("a table");
        let mut game = Game::new(setup).expect("a game");
        for _ in 0..6 {
            game.act(HostAction::Next).expect("the first night goes on");
        }
        let v = view(
            game.state(),
            Some(Clock {
                remaining_ms: 41_500,
                running: true,
            }),
        );
        assert!(v.timer.is_some_and(|t| t.clock.is_some()), "{v:?}");
        let text = wire(&v);
        assert_eq!(text, serde_json::to_string(&v).expect("JSON"));
        let back: PublicView = crate::json::from_str(&text).expect("reads back");
        assert_eq!(back, v);
    }
}

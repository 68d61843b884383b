//! What the game accepts now (issue 49 §4), asked of [`decide`] itself one candidate action
//! at a time, so it cannot disagree with the rules: the host's tools (which tap modes and
//! counts are offered), the screen's buttons and the random host all read this one answer.
//!
//! Every action of one seat (or none) is tried for every seat at the table. The actions of
//! several seats at once are described by the seats each may hold: a vote's voters, the
//! best move's seats, a count's largest number. A face-down deck's cards and a blind
//! night's shots of every black are not listed: their step names what it expects (the
//! deck, the blacks in seat order).

use crate::action::{HostAction, RemovalReason, BEST_MOVE_SEATS};
use crate::decide::decide;
use crate::setup::Seat;
use crate::state::{GameState, Stage};

/// What the game accepts now. Seats are in seat order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Legal {
    /// The step can be ended ("next").
    pub next: bool,
    /// R-DAY-6: the ballot can be read out again.
    pub repeat_ballot: bool,
    /// R-FOUL-1: the seats a foul is accepted for.
    pub foul: Vec<Seat>,
    /// R-FOUL-3: the seats a removal is accepted for (the reason does not change who).
    pub remove: Vec<Seat>,
    /// R-FOUL-3 `hand_lift`: the seats whose hand taken off the table before «Спасибо» is
    /// accepted now.
    pub hand_lift: Vec<Seat>,
    /// R-DAY-3/5: the nominations accepted, `(by, target)`.
    pub nominate: Vec<(Seat, Seat)>,
    /// R-DAY-4: the seats whose nomination can be withdrawn.
    pub withdraw: Vec<Seat>,
    /// R-NIGHT-1: the seats the night's result can name.
    pub shoot: Vec<Seat>,
    /// R-NIGHT-1: a miss is accepted.
    pub miss: bool,
    /// R-NIGHT-2.
    pub don_check: Vec<Seat>,
    /// R-NIGHT-3.
    pub sheriff_check: Vec<Seat>,
    /// The Doctor's heal (Party).
    pub heal: Vec<Seat>,
    /// The Silencer's choice (Party).
    pub silence: Vec<Seat>,
    /// R-VOTE-1/2: the count under way — its candidate, the seats that may still raise a
    /// hand for them, and the largest number of hands accepted.
    pub vote: Option<Count>,
    /// R-VOTE-7: «все покидают?» — the seats that may raise a hand and the largest number.
    pub all_leave: Option<Count>,
    /// R-LAST-3: the seats the best move can name.
    pub best_move: Vec<Seat>,
}

/// A count of hands accepted now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Count {
    /// The candidate the hands are for (none for «все покидают?»).
    pub candidate: Option<Seat>,
    /// The seats whose hand is accepted.
    pub voters: Vec<Seat>,
    /// The largest number of hands accepted as a count.
    pub most: u8,
}

impl Legal {
    /// A foul or a removal can be entered now: the tools row's modes are offered.
    pub fn fouls(&self) -> bool {
        !self.foul.is_empty() || !self.remove.is_empty()
    }

    /// Nothing at all is accepted (the game is over).
    pub fn nothing(&self) -> bool {
        *self == Legal::default()
    }

    /// R-LAST-3: `seats` as a best move is accepted: one to three seats, each once, each
    /// one the best move may name.
    pub fn takes_best_move(&self, seats: &[Seat]) -> bool {
        !seats.is_empty()
            && seats.len() <= BEST_MOVE_SEATS
            && once_each(seats)
            && seats.iter().all(|s| self.best_move.contains(s))
    }
}

impl Count {
    /// `voters` as the hands of this count is accepted: each once, each one that may
    /// vote, no more than the count takes.
    pub fn takes(&self, voters: &[Seat]) -> bool {
        voters.len() <= usize::from(self.most)
            && once_each(voters)
            && voters.iter().all(|v| self.voters.contains(v))
    }
}

fn once_each(seats: &[Seat]) -> bool {
    seats
        .iter()
        .enumerate()
        .all(|(i, s)| !seats[..i].contains(s))
}

/// The seats at the table for which `make(seat)` is accepted now: one kind of action of
/// [`legal`], asked alone (the random host asks only the kind it is about to enter).
pub fn accepted(state: &GameState, make: impl Fn(Seat) -> HostAction) -> Vec<Seat> {
    state
        .players
        .iter()
        .map(|p| p.seat)
        .filter(|&s| decide(state, &make(s)).is_ok())
        .collect()
}

/// Whether `make(seat)` is accepted now for some seat at the table: [`accepted`] not
/// empty, asked until the first seat that is.
pub fn any(state: &GameState, make: impl Fn(Seat) -> HostAction) -> bool {
    state
        .players
        .iter()
        .any(|p| decide(state, &make(p.seat)).is_ok())
}

/// R-VOTE-2: the largest number of hands the count under way accepts for its candidate
/// ([`Legal::vote`]'s `most`); `None` when no count is under way.
pub fn vote_most(state: &GameState) -> Option<u8> {
    let Stage::Voting(round) = &state.stage else {
        return None;
    };
    let candidate = round.next_candidate()?;
    most(state, &|count| HostAction::VoteCount { candidate, count })
}

/// The largest count `make(count)` accepted, from the number of seats down.
fn most(state: &GameState, make: &dyn Fn(u8) -> HostAction) -> Option<u8> {
    let n = u8::try_from(state.players.len()).unwrap_or(u8::MAX);
    (0..=n).rev().find(|&c| decide(state, &make(c)).is_ok())
}

/// R-DAY-3/5: the nominations accepted now by `by` (every seat when `None`), `(by, target)`.
pub fn nominations(state: &GameState, by: Option<Seat>) -> Vec<(Seat, Seat)> {
    if !matches!(state.stage, Stage::Speech { .. } | Stage::Discussion { .. }) {
        return Vec::new();
    }
    let seats: Vec<Seat> = state.players.iter().map(|p| p.seat).collect();
    let mut all = Vec::new();
    for &from in seats.iter().filter(|&&s| by.is_none_or(|b| b == s)) {
        for &target in &seats {
            if decide(state, &HostAction::Nominate { by: from, target }).is_ok() {
                all.push((from, target));
            }
        }
    }
    all
}

/// What `state` accepts now.
pub fn legal(state: &GameState) -> Legal {
    let ok = |a: &HostAction| decide(state, a).is_ok();
    let each = |make: &dyn Fn(Seat) -> HostAction| -> Vec<Seat> { accepted(state, make) };
    let mut legal = Legal {
        next: ok(&HostAction::Next),
        repeat_ballot: ok(&HostAction::RepeatBallot),
        foul: each(&|seat| HostAction::Foul { seat }),
        remove: each(&|seat| HostAction::Remove {
            seat,
            reason: RemovalReason::Other,
        }),
        hand_lift: each(&|seat| HostAction::HandLift {
            seat,
            after_thanks: false,
        }),
        withdraw: each(&|by| HostAction::Withdraw { by }),
        shoot: each(&|seat| HostAction::Shoot { target: Some(seat) }),
        miss: ok(&HostAction::Shoot { target: None }),
        don_check: each(&|target| HostAction::DonCheck { target }),
        sheriff_check: each(&|target| HostAction::SheriffCheck { target }),
        heal: each(&|target| HostAction::Heal { target }),
        silence: each(&|target| HostAction::Silence { target }),
        best_move: each(&|seat| HostAction::BestMove { seats: vec![seat] }),
        ..Legal::default()
    };
    // A nomination is only ever tried where the stage takes one.
    legal.nominate = nominations(state, None);
    if let Stage::Voting(round) = &state.stage {
        if let Some(candidate) = round.next_candidate() {
            let voters = each(&|v| HostAction::Vote {
                candidate,
                voters: vec![v],
            });
            if let Some(most) = vote_most(state) {
                legal.vote = Some(Count {
                    candidate: Some(candidate),
                    voters,
                    most,
                });
            }
        }
    }
    if let Stage::AllLeave { .. } = state.stage {
        let voters = each(&|v| HostAction::AllLeave { voters: vec![v] });
        if let Some(most) = most(state, &|count| HostAction::AllLeaveCount { count }) {
            legal.all_leave = Some(Count {
                candidate: None,
                voters,
                most,
            });
        }
    }
    legal
}

//! What each seat's tile on the host's screen shows (`ui/game/seats.rs` draws it): the
//! seat's fate as the engine lets the screen show it now ([`GameState::tile_when`]: the
//! night's news waits for «Доброе утро»), who speaks, the ballot, the count's marks.

use engine::{Exit, GameState, Role, Seat, Stage};

/// The line under a seat's name, the first that applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// How the seat left.
    Exit(Exit),
    /// Silenced for today (R-NIGHT-5).
    Silenced,
    /// A count: the candidate this seat's hand was marked for.
    VotedFor(Seat),
    /// On the ballot, nominated by this seat.
    NominatedBy(Seat),
}

/// One seat's tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatTile {
    pub alive: bool,
    pub exit: Option<Exit>,
    /// Speaking now, or the candidate being counted.
    pub speaking: bool,
    /// A count: the candidate this seat's hand was marked for (one vote, never changed).
    pub voted_for: Option<Seat>,
    /// A count this living seat does not vote in (a Club revote's tied, R-VOTE-6): greyed,
    /// so the host does not look for its hand (issue 39 §3.8).
    pub abstains: bool,
    /// On the ballot while it is open (the speeches and the vote), nominated by this seat.
    pub nominated_by: Option<Seat>,
    pub silenced: bool,
    pub fouls: u8,
    /// The role shown while the host holds «Роли»; `None`: a face-down card not learned
    /// yet (shown as unknown, not as the placeholder civilian).
    pub role: Option<Role>,
    pub status: Option<Status>,
}

impl SeatTile {
    /// Left the game by the night's shot.
    pub fn killed(&self) -> bool {
        self.exit == Some(Exit::Killed)
    }
}

/// The tile of `seat` in `s`. `answering`: a check's answer moment is still up on the
/// screen (the night's news stays off the tiles until it is over).
pub fn tile(s: &GameState, seat: Seat, answering: bool) -> SeatTile {
    let fate = s.tile_when(seat, answering && s.night_unsaid());
    let player = s.player(seat);
    let speaking = match &s.stage {
        Stage::Speech { seat: x, .. }
        | Stage::LastWord { seat: x, .. }
        | Stage::TieSpeech { seat: x, .. } => *x == seat,
        Stage::Voting(r) => r.next_candidate() == Some(seat),
        _ => false,
    };
    let ballot_open = matches!(
        s.stage,
        Stage::Speech { .. }
            | Stage::Discussion { .. }
            | Stage::Voting(_)
            | Stage::TieSpeech { .. }
            | Stage::AllLeave { .. }
    );
    let nominated_by = ballot_open
        .then(|| s.day.ballot.iter().find(|n| n.target == seat).map(|n| n.by))
        .flatten();
    let (voted_for, abstains) = match &s.stage {
        Stage::Voting(round) => (
            round.vote_of(seat),
            s.is_alive(seat) && !round.voters.contains(&seat),
        ),
        _ => (None, false),
    };
    let unknown = s.face_down.is_some() && player.is_some_and(|p| p.role == Role::Civilian);
    let status = match (fate.exit, voted_for, nominated_by) {
        (Some(e), _, _) => Some(Status::Exit(e)),
        _ if fate.silenced => Some(Status::Silenced),
        (None, Some(c), _) => Some(Status::VotedFor(c)),
        (None, None, by) => by.map(Status::NominatedBy),
    };
    SeatTile {
        alive: fate.alive,
        exit: fate.exit,
        speaking,
        voted_for,
        abstains,
        nominated_by,
        silenced: fate.silenced,
        fouls: player.map_or(0, |p| p.fouls),
        role: player.filter(|_| !unknown).map(|p| p.role),
        status,
    }
}

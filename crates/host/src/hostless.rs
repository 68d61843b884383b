//! A game without a host (issue 41): the same steps, the same engine, another driver.
//!
//! **The night** is a round of turns: the phone goes to every seat still in the game, in
//! seat order ([`order`]). Every turn has the same shape whatever the role: «Я — игрок №N» on
//! the pass screen, two seat taps, and exactly [`TURN_SECONDS`] by the phone's clock, after
//! which the turn closes itself ([`settle`]); «Готово» only hides it early. A role's taps are its night's choice (a shot, a check, a heal, a silence);
//! any other tap is the task shown on the screen, «Коснитесь №X», at a seat a fixed rule
//! gives ([`task_seat`]), so neither the order, the taps nor the time tell a role. What a
//! turn shows is [`TurnView`]: only what that role may see. Between two turns the neutral
//! [`Pass`] screen. The round's turns are kept as a [`NightRound`] (in the save beside the
//! log); when the last seat is done they become the `HostAction`s a host would enter
//! ([`round_actions`]), and the engine decides the night as it does for a host (R-NIGHT-1:
//! the blacks' shots must agree, otherwise a miss).
//!
//! **The day** is led by the phone lying face up: [`face_up`] is what its screen shows and
//! says at each step (the host's own next step, with nothing of the night on it) and who
//! at the table taps what ([`Who`]).
//!
//! Pure like the engine; tested natively (`tests/hostless.rs`). `docs/hostless.md` says how
//! a table plays it; `docs/decisions.md` why each choice.

use serde::{Deserialize, Serialize};

use engine::event::NightStep;
use engine::next::{Answer, Script, Timer};
use engine::public::{self, PublicView};
use engine::rules::MafiaNight;
use engine::{
    BlackShot, Expect, Game, GameEvent, GameState, HostAction, Role, RuleError, RuleId, Seat,
    Stage, Team,
};

use words::{self, HostlessText, Lang};

use super::tile::SeatTile;
use super::{button, Label, Step, StepInput};

/// Every night turn lasts exactly this long by the phone's clock, whatever the role and
/// whatever the holder does (issue 48 §1): at its end the turn closes itself and the next
/// pass screen comes; «Готово» only hides it early.
pub const TURN_SECONDS: u16 = 20;
/// [`TURN_SECONDS`] in milliseconds, the unit of the turn's clock.
pub const TURN_MS: u64 = TURN_SECONDS as u64 * 1000;
/// Every night turn takes this many seat taps, whatever the role.
pub const SEAT_TAPS: usize = 2;
/// A turn's screen has exactly this many lines, at the same places, whatever the role and
/// the night (issue 48 §6): a glance at the size of the text tells nothing.
pub const TURN_LINES: usize = 7;
/// The longest of a turn's lines, in characters: each line has a fixed box on the screen,
/// two lines of type high, and this fits it at 360 px.
pub const LINE_CHARS: usize = 96;

/// What one seat tap of a turn is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// A black's shot (R-NIGHT-1): any seat; a seat that has left is a miss.
    Shoot,
    /// The Don's check (R-NIGHT-2): a living seat.
    DonCheck,
    /// The Sheriff's check (R-NIGHT-3): a living seat.
    SheriffCheck,
    /// The Doctor's heal (R-NIGHT-4): a living seat, not last night's.
    Heal,
    /// The Silencer's choice (R-NIGHT-5): a living seat.
    Silence,
    /// The Don on the first night: the seat the mafia shoots on night `n` (002 4.2.1: the
    /// Don sets the order of shots for the nights ahead), any seat but a black's.
    Plan(u32),
    /// Nothing to choose: tap the seat shown (the same tap, so the turn looks the same).
    Tap(Seat),
}

/// The seat a turn's `k`-th task tap is shown, when the tap chooses nothing: a fixed rule
/// of the seat, the night and the tap, shown on the screen («Коснитесь №X»), the same
/// whatever the role.
pub fn task_seat(seat: Seat, night: u32, k: usize, seats: usize) -> Seat {
    let n = seats.max(1);
    let x = (usize::from(seat) + night as usize * 3 + k * 5) % n;
    u8::try_from(x + 1).unwrap_or(1)
}

/// The turn on the phone now: its taps, each kept the moment it is made (issue 48 §2), and
/// when it opened by the phone's wall clock, so a reload gives the same player the same
/// turn with the same taps, the same answer and the clock where it was.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Open {
    pub taps: Vec<Seat>,
    /// Milliseconds since 1970 when «Я — игрок №N» opened it; it closes [`TURN_MS`] later.
    pub opened: u64,
    /// «Готово» pressed: the neutral screen until the turn's time is up.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hidden: bool,
    /// The holder has the turn on the screen now. Never saved: a reload comes back to the
    /// pass screen, and «Я — игрок №N» opens the same turn again.
    #[serde(skip)]
    pub shown: bool,
}

/// A night round under way: the turns done, in turn order (`turns[i]` is the taps of the
/// `i`-th seat in [`order`]: the seats still in the game, in seat order), and the turn open
/// now. Kept in the save beside the log, saved at every tap; none of it is in the log until
/// the round ends. Between two rounds it carries the Don's order of shots.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NightRound {
    /// The log's length when the round began: a round kept for another moment of the
    /// game is not this one.
    pub at: usize,
    /// The turns done; a turn whose time ran out keeps only the taps made (fewer than
    /// [`SEAT_TAPS`]).
    pub turns: Vec<Vec<Seat>>,
    /// The turn on the phone now.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub open: Option<Open>,
    /// The Don's order of shots, set on the first night: `plan[i]` for night `i + 2` (the
    /// first night, night 1, has no shot).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plan: Vec<Seat>,
    /// 2: `turns` holds the living seats' turns only (issue 48 §7). Absent (an earlier
    /// release's save): one turn for every seat, living or not, `turns[i]` seat `i + 1`'s.
    #[serde(default = "order_v1", skip_serializing_if = "is_v1")]
    pub order: u8,
}

fn order_v1() -> u8 {
    1
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_v1(v: &u8) -> bool {
    *v == 1
}

/// The order the phone goes round: the seats still in the game, in seat order (issue 48
/// §7: who has left is public, so skipping them tells nothing).
pub fn order(s: &GameState) -> Vec<Seat> {
    s.players
        .iter()
        .filter(|p| p.alive)
        .map(|p| p.seat)
        .collect()
}

/// Whether the game stands in a night round: the first night or a later night's choices
/// (a night's best move, R-LAST-3, is made face up, by the seat named).
pub fn in_round(s: &GameState) -> bool {
    match s.stage {
        Stage::FirstNight { .. } => true,
        Stage::Night { step } => step != NightStep::BestMove,
        _ => false,
    }
}

impl StepInput {
    /// Without a host, «Отменить» puts the undo to the table (issue 48 §5): `None` when
    /// there is nothing the table may take back ([`undoable`]) or a motion is already put.
    pub fn put_undo(&self, game: &Game) -> Option<StepInput> {
        (game.setup().hostless && self.put.is_none() && undoable(game))
            .then(|| self.putting(engine::Motion::Undo))
    }
}

/// Whether the last entry of `game` may be taken back (the top bar's undo, which names it).
/// With a host, whenever there is one. Without a host, never during the night's round nor
/// into it: the round's entries are the players' secrets, and the phone lies face up, so
/// the button would name a shot or a check to the table and undo would open the round again.
pub fn undoable(game: &Game) -> bool {
    if game.actions().is_empty() {
        return false;
    }
    if !game.setup().hostless {
        return true;
    }
    if in_round(game.state()) {
        return false;
    }
    // The state before the last entry: a fold of the earlier events, no rule replayed.
    let mut before = game.clone();
    before.undo();
    !in_round(before.state())
}

impl NightRound {
    /// A new round at this moment of `game`, carrying the Don's order of shots of `before`.
    pub fn start(game: &Game) -> NightRound {
        NightRound {
            at: game.actions().len(),
            turns: Vec::new(),
            open: None,
            plan: Vec::new(),
            order: 2,
        }
    }

    /// This round, or a new one if it belongs to another moment of `game` (the Don's order
    /// of shots carried over).
    pub fn at_moment(self, game: &Game) -> NightRound {
        if self.at == game.actions().len() {
            return self;
        }
        NightRound {
            plan: self.plan,
            ..NightRound::start(game)
        }
    }

    /// The round a reload comes back to: the saved one if it belongs to this moment of the
    /// game and every turn in it still fits; otherwise its turns up to the first that does
    /// not (a save edited by hand), or a new round, the Don's order of shots kept. The turn
    /// that was open comes back open, behind its pass screen, its time still running. A
    /// round of an earlier release (a turn for every seat) keeps the living seats' turns.
    pub fn restore(game: &Game, saved: Option<NightRound>) -> NightRound {
        let Some(mut saved) = saved else {
            return NightRound::start(game);
        };
        let s = game.state();
        if saved.order != 2 {
            saved.turns = saved
                .turns
                .into_iter()
                .zip(1u8..)
                .filter(|(_, seat)| s.is_alive(*seat))
                .map(|(t, _)| t)
                .collect();
            saved.order = 2;
        }
        let mut round = NightRound {
            plan: saved.plan.clone(),
            ..NightRound::start(game)
        };
        if saved.at != round.at || !in_round(s) {
            return round;
        }
        let fits = |round: &NightRound, taps: &[Seat]| {
            let Some(seat) = next_seat(s, round) else {
                return false;
            };
            taps.len() <= SEAT_TAPS
                && tasks(s, seat)
                    .iter()
                    .zip(taps)
                    .all(|(t, &x)| check(s, *t, x).is_ok())
        };
        for taps in saved.turns {
            if !fits(&round, &taps) {
                return round;
            }
            round.turns.push(taps);
        }
        if let Some(open) = saved.open.filter(|o| fits(&round, &o.taps)) {
            round.open = Some(Open {
                shown: false,
                ..open
            });
        }
        round
    }

    /// The turn's taps of `seat` tonight, if its turn has come.
    fn taps_of(&self, s: &GameState, seat: Seat) -> Option<&[Seat]> {
        let i = order(s).iter().position(|&x| x == seat)?;
        self.turns.get(i).map(Vec::as_slice)
    }
}

/// Whose turn it is: the next seat in [`order`], or `None` when every seat has had its
/// turn.
pub fn next_seat(s: &GameState, round: &NightRound) -> Option<Seat> {
    order(s).get(round.turns.len()).copied()
}

/// The night as the turns count it: 0 for the first night, then the engine's number.
fn night_of(s: &GameState) -> u32 {
    match s.stage {
        Stage::FirstNight { .. } => 0,
        _ => s.night_number,
    }
}

/// The two tasks of `seat`'s turn tonight.
pub fn tasks(s: &GameState, seat: Seat) -> [Task; SEAT_TAPS] {
    let night = night_of(s);
    let n = s.players.len();
    let shown = |k| Task::Tap(task_seat(seat, night, k, n));
    let alive = s.is_alive(seat);
    let role = s.player(seat).map(|p| p.role);
    if !alive {
        return [shown(0), shown(1)];
    }
    if night == 0 {
        return match role {
            Some(Role::Don) if s.rules.mafia_night == MafiaNight::Blind => {
                [Task::Plan(2), Task::Plan(3)]
            }
            _ => [shown(0), shown(1)],
        };
    }
    match role {
        Some(Role::Don) => [Task::Shoot, Task::DonCheck],
        Some(Role::Mafia) => [Task::Shoot, shown(1)],
        Some(Role::Sheriff) => [Task::SheriffCheck, shown(1)],
        Some(Role::Doctor) => [Task::Heal, shown(1)],
        Some(Role::Silencer) => [Task::Silence, shown(1)],
        Some(Role::Civilian) | None => [shown(0), shown(1)],
    }
}

/// Why a turn's tap is not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refuse {
    /// The task is to tap this seat.
    TapShown(Seat),
    /// No such seat at the table.
    NotAtTable(Seat),
    /// The seat has left the game: a check, a heal or a silence needs a living one.
    Out(Seat),
    /// R-NIGHT-4: the Doctor healed this seat last night.
    HealRepeat(Seat),
    /// The Don's order of shots names a black seat.
    PlanBlack(Seat),
    /// Both taps are made: «Готово».
    TapsDone,
    /// «Готово» before both taps are made.
    TapsLeft(usize),
    /// No turn is open on the phone (its time ran out, or «Готово» hid it).
    NoTurn,
}

/// Whether `tapped` fits `task` now.
fn check(s: &GameState, task: Task, tapped: Seat) -> Result<(), Refuse> {
    if tapped == 0 || usize::from(tapped) > s.players.len() {
        return Err(Refuse::NotAtTable(tapped));
    }
    match task {
        Task::Tap(x) if x != tapped => Err(Refuse::TapShown(x)),
        // A shot may be at any seat: one that has left is a miss.
        Task::Tap(_) | Task::Shoot => Ok(()),
        Task::Plan(_)
            if s.player(tapped)
                .is_some_and(|p| p.role.team() == Team::Black) =>
        {
            Err(Refuse::PlanBlack(tapped))
        }
        Task::Plan(_) => Ok(()),
        Task::DonCheck | Task::SheriffCheck | Task::Silence | Task::Heal if !s.is_alive(tapped) => {
            Err(Refuse::Out(tapped))
        }
        Task::Heal if s.last_heal == Some((s.night_number.saturating_sub(1), tapped)) => {
            Err(Refuse::HealRepeat(tapped))
        }
        Task::DonCheck | Task::SheriffCheck | Task::Silence | Task::Heal => Ok(()),
    }
}

/// The neutral screen between two turns: it shows nothing of the turn before.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pass {
    pub seat: Seat,
    pub name: String,
    /// 0: the first night.
    pub night: u32,
    pub seats: usize,
    /// The round's first turn: nightfall is said («Наступает ночь. Все надевают маски.»).
    pub nightfall: bool,
}

/// What the holder of the phone sees on their turn: only what their role may see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnView {
    pub seat: Seat,
    /// 0: the first night.
    pub night: u32,
    pub role: Role,
    pub alive: bool,
    pub tasks: [Task; SEAT_TAPS],
    /// The taps made so far.
    pub taps: Vec<Seat>,
    /// A living black's turn: every black seat (the Don marked by his role); on the first
    /// night this is the договорка (R-N0-1), the blacks learning each other.
    pub blacks: Vec<(Seat, Role)>,
    /// A living black's turn on a later night: the Don's order of shots (`plan[i]` for
    /// night `i + 2`, 002 4.2.1).
    pub plan: Vec<Seat>,
    /// The first night of a blind table with a Don: he sets the order of shots.
    pub plan_by_don: bool,
    /// A living black's turn on a later night: the shots of the blacks whose turns came
    /// before (seat, target), so the later ones can agree (R-NIGHT-1).
    pub shots_before: Vec<(Seat, Seat)>,
    /// The check's answer once its seat is tapped (R-NIGHT-2/3): on this screen only.
    pub answer: Option<Answer>,
    /// The seconds the turn lasts ([`TURN_SECONDS`]).
    pub seconds: u16,
    /// The milliseconds left of the turn.
    pub left_ms: u64,
}

impl TurnView {
    /// The task of the turn's next tap; `None` once both are made.
    pub fn next_task(&self) -> Option<Task> {
        self.tasks.get(self.taps.len()).copied()
    }
}

/// The task of the next tap of the turn open in `round`; `None`: no turn open, or both taps
/// made.
pub fn next_task(s: &GameState, round: &NightRound) -> Option<Task> {
    let seat = next_seat(s, round)?;
    let taps = round.open.as_ref()?.taps.len();
    tasks(s, seat).get(taps).copied()
}

/// Where the night round stands for the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// «Передайте телефон №N».
    Pass(Pass),
    /// The holder's turn.
    Turn(TurnView),
    /// «Готово» pressed early: the same neutral screen for every seat until the turn's
    /// time is up (the milliseconds left).
    Hidden { seat: Seat, left_ms: u64 },
    /// Every seat has had its turn: the round is entered ([`enter_round`]).
    Done,
}

/// The milliseconds left of a turn opened at `opened`, at `now`.
pub fn left_ms(opened: u64, now: u64) -> u64 {
    (opened + TURN_MS).saturating_sub(now)
}

/// The round at `now`: a turn whose time has run out is closed with the taps it has, what
/// was not tapped entered as its rule says (no shot from that black, no check, no heal, no
/// silence: `docs/decisions.md`). Call it at every tick and before any tap.
pub fn settle(round: &NightRound, now: u64) -> NightRound {
    let mut round = round.clone();
    if let Some(open) = round.open.take_if(|o| left_ms(o.opened, now) == 0) {
        round.turns.push(open.taps);
    }
    round
}

/// The screen of the round at `now` (after [`settle`]).
pub fn screen(game: &Game, round: &NightRound, now: u64) -> Screen {
    let s = game.state();
    let Some(seat) = next_seat(s, round) else {
        return Screen::Done;
    };
    match &round.open {
        Some(o) if o.hidden => Screen::Hidden {
            seat,
            left_ms: left_ms(o.opened, now),
        },
        Some(o) if o.shown => {
            let mut v = view(s, round, seat, &o.taps);
            v.left_ms = left_ms(o.opened, now);
            Screen::Turn(v)
        }
        _ => Screen::Pass(Pass {
            seat,
            name: s.player(seat).map(|p| p.name.clone()).unwrap_or_default(),
            night: night_of(s),
            seats: s.players.len(),
            nightfall: round.turns.is_empty() && round.open.is_none(),
        }),
    }
}

/// «Я — игрок №N» at `now`: the turn opens, its clock starting; after a reload the turn
/// that was open comes back with its taps and its clock.
///
/// # Errors
/// Every seat has had its turn.
pub fn open(game: &Game, round: &NightRound, now: u64) -> Result<NightRound, Refuse> {
    next_seat(game.state(), round).ok_or(Refuse::TapsDone)?;
    let mut round = round.clone();
    let open = round.open.get_or_insert(Open {
        taps: Vec::new(),
        opened: now,
        hidden: false,
        shown: false,
    });
    if !open.hidden {
        open.shown = true;
    }
    Ok(round)
}

/// `seat`'s turn as its holder sees it.
pub fn view(s: &GameState, round: &NightRound, seat: Seat, taps: &[Seat]) -> TurnView {
    let tasks = tasks(s, seat);
    let player = s.player(seat);
    let role = player.map_or(Role::Civilian, |p| p.role);
    let alive = s.is_alive(seat);
    let night = night_of(s);
    let black = alive && role.team() == Team::Black;
    let blacks = if black {
        s.players
            .iter()
            .filter(|p| p.role.team() == Team::Black && p.alive)
            .map(|p| (p.seat, p.role))
            .collect()
    } else {
        Vec::new()
    };
    // The first night has no shot task, so its blacks see none.
    let shots_before = if black {
        order(s)
            .into_iter()
            .filter(|&by| tasks_of(s, by)[0] == Task::Shoot)
            .filter_map(|by| Some((by, *round.taps_of(s, by)?.first()?)))
            .collect()
    } else {
        Vec::new()
    };
    let answer = tasks.iter().zip(taps).find_map(|(task, &target)| {
        let p = s.player(target)?;
        match task {
            Task::DonCheck => Some(Answer {
                by: Role::Don,
                target,
                found: p.role == Role::Sheriff,
            }),
            Task::SheriffCheck => Some(Answer {
                by: Role::Sheriff,
                target,
                found: p.role.team() == Team::Black,
            }),
            _ => None,
        }
    });
    TurnView {
        seat,
        night,
        role,
        alive,
        tasks,
        taps: taps.to_vec(),
        blacks,
        plan: if black && night > 0 {
            round.plan.clone()
        } else {
            Vec::new()
        },
        plan_by_don: night == 0
            && s.rules.mafia_night == MafiaNight::Blind
            && !s.seats_with(Role::Don).is_empty(),
        shots_before,
        answer,
        seconds: TURN_SECONDS,
        left_ms: TURN_MS,
    }
}

fn tasks_of(s: &GameState, seat: Seat) -> [Task; SEAT_TAPS] {
    tasks(s, seat)
}

/// A seat tap on the turn open now, at `now`: the round with the tap kept (saved at once:
/// a reload never takes a check or a shot back), or why not.
///
/// # Errors
/// No turn is open, the tap does not fit the task, or both taps are made.
pub fn tap(game: &Game, round: &NightRound, seat: Seat, now: u64) -> Result<NightRound, Refuse> {
    let s = game.state();
    let mut round = settle(round, now);
    let by = next_seat(s, &round).ok_or(Refuse::TapsDone)?;
    let open = round
        .open
        .as_mut()
        .filter(|o| o.shown && !o.hidden)
        .ok_or(Refuse::NoTurn)?;
    let task = *tasks(s, by).get(open.taps.len()).ok_or(Refuse::TapsDone)?;
    check(s, task, seat)?;
    open.taps.push(seat);
    Ok(round)
}

/// «Готово» on the turn open now: the turn is hidden behind the neutral screen until its
/// time is up; it never ends the turn early.
///
/// # Errors
/// No turn is open, or a tap is missing.
pub fn done(round: &NightRound) -> Result<NightRound, Refuse> {
    let mut round = round.clone();
    let open = round
        .open
        .as_mut()
        .filter(|o| o.shown && !o.hidden)
        .ok_or(Refuse::NoTurn)?;
    if open.taps.len() < SEAT_TAPS {
        return Err(Refuse::TapsLeft(SEAT_TAPS - open.taps.len()));
    }
    open.hidden = true;
    open.shown = false;
    Ok(round)
}

/// The Don's order of shots set on the first night's round (none at an eyes-open table).
fn plan_of(s: &GameState, round: &NightRound) -> Vec<Seat> {
    if night_of(s) != 0 {
        return round.plan.clone();
    }
    s.seats_with(Role::Don)
        .into_iter()
        .find_map(|don| {
            let taps = round.taps_of(s, don)?;
            tasks(s, don)
                .iter()
                .any(|t| matches!(t, Task::Plan(_)))
                .then(|| taps.to_vec())
        })
        .unwrap_or_default()
}

/// Each seat's taps tonight, by seat (the order of the round's start).
fn taps_by_seat(s: &GameState, round: &NightRound) -> Vec<(Seat, Vec<Seat>)> {
    order(s)
        .into_iter()
        .zip(round.turns.iter().cloned())
        .collect()
}

fn taps_at(by_seat: &[(Seat, Vec<Seat>)], seat: Seat, k: usize) -> Option<Seat> {
    by_seat
        .iter()
        .find(|(x, _)| *x == seat)
        .and_then(|(_, t)| t.get(k).copied())
}

/// R-NIGHT-1 without a host: the shot of each living black, in seat order (a seat that has
/// left is a shot at nobody; a black whose turn ran out without one shot nobody).
fn black_shots(s: &GameState, by_seat: &[(Seat, Vec<Seat>)]) -> Vec<BlackShot> {
    s.shooters()
        .into_iter()
        .map(|shooter| {
            let target = taps_at(by_seat, shooter, 0).filter(|&t| s.is_alive(t));
            BlackShot { shooter, target }
        })
        .collect()
}

/// The tap of the living holder of `role` tonight, at `k` (none if their turn ran out
/// before it).
fn role_tap(s: &GameState, by_seat: &[(Seat, Vec<Seat>)], role: Role, k: usize) -> Option<Seat> {
    let seat = s.seats_with(role).into_iter().find(|&x| s.is_alive(x))?;
    taps_at(by_seat, seat, k)
}

/// The whole round as the actions a host would enter, in the engine's order. Blind
/// (Sport, Club, Home): each black's shot (`shoot_each`), the engine deciding (R-NIGHT-1:
/// the same living seat from every living black, otherwise a miss). Eyes open (Party):
/// the agreed seat, or a miss when the blacks' shots differ (`docs/decisions.md`).
///
/// # Errors
/// The round is not complete, or the engine refuses an action (a save edited by hand).
pub fn round_actions(game: &Game, round: &NightRound) -> Result<Vec<HostAction>, RuleError> {
    let mut copy = game.clone();
    let mut out = Vec::new();
    if next_seat(game.state(), round).is_some() {
        return Ok(out);
    }
    let by_seat = taps_by_seat(game.state(), round);
    while in_round(copy.state()) {
        let s = copy.state();
        let expect = s.next_step().expect;
        let action = match s.stage {
            Stage::Night {
                step: NightStep::Shot,
            } => {
                let shots = black_shots(s, &by_seat);
                if s.rules.mafia_night == MafiaNight::Blind {
                    HostAction::ShootEach { shots }
                } else {
                    let first = shots.first().and_then(|x| x.target);
                    let agreed = shots.iter().all(|x| x.target == first);
                    HostAction::Shoot {
                        target: first.filter(|_| agreed),
                    }
                }
            }
            Stage::Night { step } => {
                let (role, k, want): (Role, usize, fn(Seat) -> HostAction) = match step {
                    NightStep::DonCheck => (Role::Don, 1, |t| HostAction::DonCheck { target: t }),
                    NightStep::SheriffCheck => {
                        (Role::Sheriff, 0, |t| HostAction::SheriffCheck { target: t })
                    }
                    NightStep::Doctor => (Role::Doctor, 0, |t| HostAction::Heal { target: t }),
                    _ => (Role::Silencer, 0, |t| HostAction::Silence { target: t }),
                };
                let asked = expect.iter().any(|e| {
                    matches!(
                        e,
                        Expect::DonCheck | Expect::SheriffCheck | Expect::Heal | Expect::Silence
                    )
                });
                match role_tap(s, &by_seat, role, k) {
                    Some(t) if asked => want(t),
                    _ => HostAction::Next,
                }
            }
            _ => HostAction::Next,
        };
        copy.act(action.clone())?;
        out.push(action);
    }
    Ok(out)
}

/// Enters a complete round into `game` (the actions of [`round_actions`]), all or none.
/// Returns the events and the round for the next night (the Don's order of shots kept).
///
/// # Errors
/// The engine refuses an action; the game is left as it was.
pub fn enter_round(
    game: &mut Game,
    round: &NightRound,
) -> Result<(Vec<GameEvent>, NightRound), RuleError> {
    let actions = round_actions(game, round)?;
    let plan = plan_of(game.state(), round);
    let mut copy = game.clone();
    let mut events = Vec::new();
    for a in actions {
        events.extend(copy.act(a)?.iter().cloned());
    }
    *game = copy;
    let next = NightRound {
        plan,
        ..NightRound::start(game)
    };
    Ok((events, next))
}

/// Who at the table taps on a face-up step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// The speaker: taps a seat to nominate it, the main button to end the speech.
    Speaker(Seat),
    /// Open discussion: a player taps their own seat, then the seat they nominate.
    Nominator,
    /// A count: one player taps the seats whose hands are up, then «Принято», the
    /// whole table watching.
    Counter,
    /// The seat named: the best move's three seats (R-LAST-3).
    Named(Seat),
    /// Anyone at the table presses the main button when the step is over.
    Anyone,
}

/// What the phone lying face up shows and says: the host's own step, with nothing of the
/// night on it.
#[derive(Clone, Debug, PartialEq)]
pub struct FaceUp {
    /// What the whole table may see (`engine::public`).
    pub public: PublicView,
    /// The seats' tiles as the face-up screen draws them (`host::tile`), no role on any.
    pub tiles: Vec<SeatTile>,
    /// What the phone says aloud (`words::say`), no role sent to sleep.
    pub say: Script,
    pub rule: RuleId,
    pub timer: Option<Timer>,
    /// The main button's words (`host::button`); `None`: none now.
    pub button: Option<Label>,
    pub who: Who,
    /// Any player may tap a foul on a seat, the table seeing it (R-FOUL-1).
    pub foul_by_anyone: bool,
    /// A removal or an undo put to the table (issue 48 §5): said instead of the step's
    /// words until the table has decided.
    pub put: Option<PutUp>,
}

/// A motion put to the table, as the phone face up says it.
#[derive(Clone, Debug, PartialEq)]
pub struct PutUp {
    pub motion: engine::Motion,
    /// An undo: the entry it takes back (a day's entry: never one of the night's round).
    pub last: Option<HostAction>,
    /// The living hands marked so far.
    pub hands: usize,
    /// More than half of the living.
    pub need: usize,
    pub living: usize,
}

/// The script as a phone face up says it: nobody woke, so nobody is sent to sleep.
pub fn spoken(script: Script) -> Script {
    match script {
        Script::GoodMorning {
            day,
            killed,
            role,
            kill_prevented,
            silenced,
            ..
        } => Script::GoodMorning {
            day,
            sleeps: None,
            killed,
            role,
            kill_prevented,
            silenced,
        },
        Script::BestMove {
            seat,
            seconds,
            morning,
            ..
        } => Script::BestMove {
            seat,
            seconds,
            sleeps: None,
            morning,
        },
        Script::GameOver {
            winner,
            colours,
            morning,
        } => Script::GameOver {
            winner,
            colours,
            morning: morning.map(|m| Box::new(spoken(*m))),
        },
        other => other,
    }
}

/// The face-up screen now, with the step's input (`None` during a night round).
pub fn face_up(game: &Game, input: &StepInput) -> Option<FaceUp> {
    let s = game.state();
    if in_round(s) {
        return None;
    }
    let next = s.next_step();
    let step = Step {
        game,
        next: &next,
        input,
        answering: false,
        window: false,
    };
    let put = input.put.as_ref().map(|p| {
        let living = s.living_count();
        PutUp {
            motion: p.motion,
            last: match p.motion {
                engine::Motion::Undo => game.actions().last().cloned(),
                engine::Motion::Remove { .. } => None,
            },
            hands: p.hands.iter().filter(|&&h| s.is_alive(h)).count(),
            need: engine::table::needed(living),
            living,
        }
    });
    let who = match &s.stage {
        _ if put.is_some() => Who::Counter,
        Stage::Speech { seat, .. } => Who::Speaker(*seat),
        Stage::Discussion { .. } => Who::Nominator,
        Stage::Voting(_) | Stage::AllLeave { .. } => Who::Counter,
        Stage::BestMove { seat } => Who::Named(*seat),
        Stage::Night {
            step: NightStep::BestMove,
        } => Who::Named(next.seat.unwrap_or_default()),
        _ => Who::Anyone,
    };
    let tiles = (1..=s.players.len())
        .filter_map(|seat| u8::try_from(seat).ok())
        .map(|seat| SeatTile {
            role: None,
            ..super::tile::tile(s, seat, false)
        })
        .collect();
    Some(FaceUp {
        public: public::view(s, None),
        tiles,
        say: spoken(next.say.clone()),
        // A removal put to the table: its «Why?» is the removal's rule (R-FOUL-3).
        rule: match put.as_ref().map(|p| p.motion) {
            Some(engine::Motion::Remove { .. }) => RuleId::Foul3,
            _ => next.rule,
        },
        timer: next.timer,
        button: button(&step).map(|(label, _)| label),
        who,
        foul_by_anyone: !s.is_over(),
        put,
    })
}

/// The words key of a task.
pub fn task_words(task: Task) -> HostlessText<'static> {
    match task {
        Task::Shoot => HostlessText::Shoot,
        Task::DonCheck => HostlessText::DonCheck,
        Task::SheriffCheck => HostlessText::SheriffCheck,
        Task::Heal => HostlessText::Heal,
        Task::Silence => HostlessText::Silence,
        Task::Plan(night) => HostlessText::PlanTap(night),
        Task::Tap(seat) => HostlessText::TapShown(seat),
    }
}

/// The words key of a refused tap or «Готово».
pub fn refusal_words(r: Refuse) -> HostlessText<'static> {
    match r {
        Refuse::TapShown(seat) => HostlessText::TapShown(seat),
        Refuse::NotAtTable(seat) => HostlessText::NotAtTable(seat),
        Refuse::Out(seat) => HostlessText::Out(seat),
        Refuse::HealRepeat(seat) => HostlessText::HealRepeat(seat),
        Refuse::PlanBlack(seat) => HostlessText::PlanBlack(seat),
        Refuse::TapsDone => HostlessText::TapsDone,
        Refuse::TapsLeft(n) => HostlessText::TapsLeft(n),
        Refuse::NoTurn => HostlessText::NoTurn,
    }
}

/// The words key of who taps on a face-up step.
pub fn who_words(who: Who) -> HostlessText<'static> {
    match who {
        Who::Speaker(seat) => HostlessText::WhoSpeaker(seat),
        Who::Nominator => HostlessText::WhoNominator,
        Who::Counter => HostlessText::WhoCounter,
        Who::Named(seat) => HostlessText::WhoNamed(seat),
        Who::Anyone => HostlessText::WhoAnyone,
    }
}

/// A motion put to the table in words (issue 48 §5): what the phone says aloud, and the
/// line under it (a majority of the living decides).
pub fn put_lines(lang: Lang, put: &PutUp) -> [String; 2] {
    let said = match put.motion {
        engine::Motion::Remove { seat, reason } => {
            words::hostless(lang, HostlessText::PutRemove { seat, reason })
        }
        engine::Motion::Undo => {
            let what = match &put.last {
                Some(HostAction::Next) | None => {
                    words::t(lang, words::Msg::UndoToLastStep).to_string()
                }
                Some(a) => words::undo_label(lang, a),
            };
            words::hostless(lang, HostlessText::PutUndo(&what))
        }
    };
    let needs = HostlessText::PutNeeds {
        need: put.need,
        living: put.living,
    };
    [said, words::hostless(lang, needs)]
}

/// The pass screen in words: nightfall on the round's first (said aloud too), its title,
/// the hint under it (how the phone goes round), its button.
pub fn pass_lines(lang: Lang, pass: &Pass) -> (Option<String>, [String; 3]) {
    let nightfall = pass
        .nightfall
        .then(|| words::hostless(lang, HostlessText::Nightfall));
    (
        nightfall,
        [
            words::hostless(
                lang,
                HostlessText::PassTo {
                    seat: pass.seat,
                    name: &pass.name,
                },
            ),
            words::hostless(lang, HostlessText::PassHint(pass.seat)),
            words::hostless(lang, HostlessText::ItsMe(pass.seat)),
        ],
    )
}

/// «Уже выстрелили: …» in its line's [`LINE_CHARS`] (issue 48; a 30-seat table has up to
/// 12 blacks): each shot with its shooter while that fits; otherwise each seat shot with
/// its count, the most shot first; otherwise as many of those as fit, then «и ещё N», the
/// shots not listed.
fn shots_line(lang: Lang, shots: &[(Seat, Seat)]) -> String {
    let fits = |l: &String| l.chars().count() <= LINE_CHARS;
    let each = words::hostless(lang, HostlessText::ShotsBefore(shots));
    if fits(&each) {
        return each;
    }
    let mut at: Vec<(Seat, usize)> = Vec::new();
    for &(_, target) in shots {
        match at.iter_mut().find(|(seat, _)| *seat == target) {
            Some((_, n)) => *n += 1,
            None => at.push((target, 1)),
        }
    }
    at.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    (0..=at.len())
        .rev()
        .map(|k| {
            let more = at[k..].iter().map(|(_, n)| n).sum();
            words::hostless(lang, HostlessText::ShotsAt { at: &at[..k], more })
        })
        .find(fits)
        .unwrap_or_default()
}

/// A turn in words, as its holder reads it: always [`TURN_LINES`] lines at the same places
/// (issue 48 §6), whatever the role and the night: the night; the role; who the holder
/// knows; the договорка; the shots before; a check's answer; the task of the next tap.
/// A role with nothing to know in a line reads a line of the same kind.
pub fn turn_lines(lang: Lang, v: &TurnView) -> [String; TURN_LINES] {
    let say = |t| words::hostless(lang, t);
    let black = v.alive && !v.blacks.is_empty();
    let plans = v.tasks.iter().any(|t| matches!(t, Task::Plan(_)));
    let role = if v.alive {
        say(HostlessText::YouAre(v.role))
    } else {
        say(HostlessText::YouLeft)
    };
    let known = if black {
        say(HostlessText::Blacks(&v.blacks))
    } else {
        say(HostlessText::Unknown)
    };
    let agreement = match (black, v.night) {
        (true, 0) if plans => say(HostlessText::PlanAsk),
        (true, 0) if v.plan_by_don => say(HostlessText::PlanByDon),
        (true, 0) => say(HostlessText::MustAgree),
        (true, _) => say(HostlessText::Plan(&v.plan)),
        (false, _) => say(HostlessText::Quiet),
    };
    let before = match (black, v.night) {
        (true, 0) => say(HostlessText::Agreement),
        (true, _) => shots_line(lang, &v.shots_before),
        (false, _) => say(HostlessText::SameTime(v.seconds)),
    };
    let checks = v
        .tasks
        .iter()
        .any(|t| matches!(t, Task::DonCheck | Task::SheriffCheck));
    let answer = match v.answer {
        Some(a) => words::check_answer(lang, a.by, a.target, a.found),
        None if checks => say(HostlessText::AnswerHere),
        None => say(HostlessText::NoCheck),
    };
    let task = v
        .next_task()
        .map_or_else(|| say(HostlessText::TurnMade), |t| say(task_words(t)));
    [
        say(HostlessText::Night(v.night)),
        role,
        known,
        agreement,
        before,
        answer,
        task,
    ]
}

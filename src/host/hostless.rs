//! A game without a host (issue 41): the same steps, the same engine, another driver.
//!
//! **The night** is a round of turns: the phone goes to every seat, living or not, in seat
//! order. Every turn has the same shape whatever the role: «Я — игрок №N» on the pass screen, two
//! seat taps, and «Готово», which is taken only once [`TURN_SECONDS`] have run since the
//! turn opened. A role's taps are its night's choice (a shot, a check, a heal, a silence);
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

use crate::engine::event::NightStep;
use crate::engine::next::{Answer, Script, Timer};
use crate::engine::public::{self, PublicView};
use crate::engine::rules::MafiaNight;
use crate::engine::{
    BlackShot, Expect, Game, GameEvent, GameState, HostAction, Role, RuleError, RuleId, Seat,
    Stage, Team,
};

use crate::words::{self, HostlessText, Lang};

use super::{button, Label, Step, StepInput};

/// Every night turn lasts this long, whatever the role: «Готово» is taken only after it.
pub const TURN_SECONDS: u16 = 20;
/// Every night turn takes this many seat taps, whatever the role.
pub const SEAT_TAPS: usize = 2;

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

/// A night round under way: the turns done, in seat order (`turns[i]` is seat `i + 1`'s two
/// taps). Kept in the save beside the log; none of it is in the log until the round ends.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NightRound {
    /// The log's length when the round began: a round kept for another moment of the
    /// game is not this one.
    pub at: usize,
    pub turns: Vec<[Seat; SEAT_TAPS]>,
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
    /// A new round at this moment of `game`.
    pub fn start(game: &Game) -> NightRound {
        NightRound {
            at: game.actions().len(),
            turns: Vec::new(),
        }
    }

    /// The round a reload comes back to: the saved one if it belongs to this moment of the
    /// game and every turn in it still fits; otherwise its turns up to the first that does
    /// not (a save edited by hand), or a new round. `None`: no night round now.
    pub fn restore(game: &Game, saved: Option<NightRound>) -> Option<NightRound> {
        if !in_round(game.state()) {
            return None;
        }
        let mut round = NightRound::start(game);
        let Some(saved) = saved.filter(|r| r.at == round.at) else {
            return Some(round);
        };
        let s = game.state();
        for taps in saved.turns.into_iter().take(s.players.len()) {
            let seat = next_seat(s, &round).unwrap_or_default();
            let tasks = tasks(s, seat);
            if tasks
                .iter()
                .zip(taps)
                .any(|(t, x)| check(s, *t, x).is_err())
            {
                break;
            }
            round.turns.push(taps);
        }
        Some(round)
    }
}

/// Whose turn it is: the next seat in order, or `None` when every seat has had its turn.
pub fn next_seat(s: &GameState, round: &NightRound) -> Option<Seat> {
    let next = round.turns.len() + 1;
    (next <= s.players.len()).then(|| u8::try_from(next).ok())?
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
    if night == 0 || !alive {
        return [shown(0), shown(1)];
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
    /// Both taps are made: «Готово».
    TapsDone,
    /// «Готово» before both taps are made.
    TapsLeft(usize),
    /// «Готово» before the turn's time has run: this many seconds more.
    Wait(u16),
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
    /// A living black's turn on a later night: the shots of the blacks whose turns came
    /// before (seat, target), so the later ones can agree (R-NIGHT-1).
    pub shots_before: Vec<(Seat, Seat)>,
    /// The check's answer once its seat is tapped (R-NIGHT-2/3): on this screen only.
    pub answer: Option<Answer>,
    /// The seconds the turn lasts ([`TURN_SECONDS`]).
    pub seconds: u16,
}

/// Where the night round stands for the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// «Передайте телефон №N».
    Pass(Pass),
    /// The holder's turn.
    Turn(TurnView),
    /// Every seat has had its turn: the round is entered ([`enter_round`]).
    Done,
}

/// The screen of the round: `held` is the turn open on the phone now with its taps (`None`:
/// the pass screen). A reload passes `None`: it always comes back to a pass screen.
pub fn screen(game: &Game, round: &NightRound, held: Option<&[Seat]>) -> Screen {
    let s = game.state();
    let Some(seat) = next_seat(s, round) else {
        return Screen::Done;
    };
    match held {
        None => Screen::Pass(Pass {
            seat,
            name: s.player(seat).map(|p| p.name.clone()).unwrap_or_default(),
            night: night_of(s),
            seats: s.players.len(),
        }),
        Some(taps) => Screen::Turn(view(s, round, seat, taps)),
    }
}

/// `seat`'s turn as its holder sees it.
pub fn view(s: &GameState, round: &NightRound, seat: Seat, taps: &[Seat]) -> TurnView {
    let tasks = tasks(s, seat);
    let player = s.player(seat);
    let role = player.map_or(Role::Civilian, |p| p.role);
    let alive = s.is_alive(seat);
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
        round
            .turns
            .iter()
            .enumerate()
            .filter_map(|(i, t)| {
                let by = u8::try_from(i + 1).ok()?;
                (tasks_of(s, by)[0] == Task::Shoot).then_some((by, t[0]))
            })
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
        night: night_of(s),
        role,
        alive,
        tasks,
        taps: taps.to_vec(),
        blacks,
        shots_before,
        answer,
        seconds: TURN_SECONDS,
    }
}

fn tasks_of(s: &GameState, seat: Seat) -> [Task; SEAT_TAPS] {
    tasks(s, seat)
}

/// A seat tap on the turn open now (`taps`: the taps made): the taps after it, or why not.
///
/// # Errors
/// The tap does not fit the task, or both taps are made.
pub fn tap(
    game: &Game,
    round: &NightRound,
    taps: &[Seat],
    seat: Seat,
) -> Result<Vec<Seat>, Refuse> {
    let s = game.state();
    let by = next_seat(s, round).ok_or(Refuse::TapsDone)?;
    let tasks = tasks(s, by);
    let task = *tasks.get(taps.len()).ok_or(Refuse::TapsDone)?;
    check(s, task, seat)?;
    let mut out = taps.to_vec();
    out.push(seat);
    Ok(out)
}

/// «Готово» on the turn open now, `elapsed` seconds after it opened: the round with the turn
/// kept, and on to the next pass screen (or [`Screen::Done`]).
///
/// # Errors
/// A tap is missing, or the turn's seconds have not run.
pub fn finish(
    game: &Game,
    round: &NightRound,
    taps: &[Seat],
    elapsed: u16,
) -> Result<NightRound, Refuse> {
    let s = game.state();
    next_seat(s, round).ok_or(Refuse::TapsDone)?;
    let done: [Seat; SEAT_TAPS] = taps
        .try_into()
        .map_err(|_| Refuse::TapsLeft(SEAT_TAPS.saturating_sub(taps.len())))?;
    if elapsed < TURN_SECONDS {
        return Err(Refuse::Wait(TURN_SECONDS - elapsed));
    }
    let mut round = round.clone();
    round.turns.push(done);
    Ok(round)
}

/// R-NIGHT-1 without a host: the shot of each living black, in seat order (a seat that has
/// left is a shot at nobody).
fn black_shots(s: &GameState, round: &NightRound) -> Vec<BlackShot> {
    s.shooters()
        .into_iter()
        .map(|shooter| {
            let target = round
                .turns
                .get(usize::from(shooter) - 1)
                .map(|t| t[0])
                .filter(|&t| s.is_alive(t));
            BlackShot { shooter, target }
        })
        .collect()
}

/// The tap of the living holder of `role` tonight, at `k`.
fn role_tap(s: &GameState, round: &NightRound, role: Role, k: usize) -> Option<Seat> {
    let seat = s.seats_with(role).into_iter().find(|&x| s.is_alive(x))?;
    round.turns.get(usize::from(seat) - 1).map(|t| t[k])
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
    while in_round(copy.state()) {
        let s = copy.state();
        let expect = s.next_step().expect;
        let action = match s.stage {
            Stage::Night {
                step: NightStep::Shot,
            } => {
                let shots = black_shots(s, round);
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
                match role_tap(s, round, role, k) {
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
///
/// # Errors
/// The engine refuses an action; the game is left as it was.
pub fn enter_round(game: &mut Game, round: &NightRound) -> Result<Vec<GameEvent>, RuleError> {
    let actions = round_actions(game, round)?;
    let mut copy = game.clone();
    let mut events = Vec::new();
    for a in actions {
        events.extend(copy.act(a)?.iter().cloned());
    }
    *game = copy;
    Ok(events)
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
    /// What the whole table may see (`engine::public`), the seats' tiles among it.
    pub public: PublicView,
    /// What the phone says aloud (`words::say`), no role sent to sleep.
    pub say: Script,
    pub rule: RuleId,
    pub timer: Option<Timer>,
    /// The main button's words (`host::button`); `None`: none now.
    pub button: Option<Label>,
    pub who: Who,
    /// Any player may tap a foul on a seat, the table seeing it (R-FOUL-1).
    pub foul_by_anyone: bool,
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
    let who = match &s.stage {
        Stage::Speech { seat, .. } => Who::Speaker(*seat),
        Stage::Discussion { .. } => Who::Nominator,
        Stage::Voting(_) | Stage::AllLeave { .. } => Who::Counter,
        Stage::BestMove { seat } => Who::Named(*seat),
        Stage::Night {
            step: NightStep::BestMove,
        } => Who::Named(next.seat.unwrap_or_default()),
        _ => Who::Anyone,
    };
    Some(FaceUp {
        public: public::view(s, None),
        say: spoken(next.say.clone()),
        rule: next.rule,
        timer: next.timer,
        button: button(&step).map(|(label, _)| label),
        who,
        foul_by_anyone: !s.is_over(),
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
        Refuse::TapsDone => HostlessText::TapsDone,
        Refuse::TapsLeft(n) => HostlessText::TapsLeft(n),
        Refuse::Wait(s) => HostlessText::Wait(s),
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

/// The pass screen in words: its title, the hint under it, its button.
pub fn pass_lines(lang: Lang, pass: &Pass) -> [String; 3] {
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
    ]
}

/// A turn in words, top to bottom, as its holder reads it: the night, the role, what the
/// role may know (the blacks, the shots before, a check's answer), the task of the next
/// tap (none once both are made).
pub fn turn_lines(lang: Lang, v: &TurnView) -> Vec<String> {
    let say = |t| words::hostless(lang, t);
    let mut out = vec![say(HostlessText::Night(v.night))];
    if v.alive {
        out.push(say(HostlessText::YouAre(v.role)));
    } else {
        out.push(say(HostlessText::YouLeft));
    }
    if !v.blacks.is_empty() {
        if v.night == 0 {
            out.push(say(HostlessText::Agreement));
        }
        out.push(say(HostlessText::Blacks(&v.blacks)));
        if v.night > 0 {
            out.push(say(HostlessText::ShotsBefore(&v.shots_before)));
            out.push(say(HostlessText::MustAgree));
        }
    }
    if let Some(a) = v.answer {
        out.push(words::check_answer(lang, a.by, a.target, a.found));
    }
    if let Some(task) = v.tasks.get(v.taps.len()) {
        out.push(say(task_words(*task)));
    }
    out
}

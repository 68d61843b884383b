//! Russian: the app's first language.

use super::grammar::{comma, plural_ru};
use super::keys::{
    BackupLine, BoardWord, DealLine, EveningWord, HostlessText, Msg, ResultsText, StartText,
    StartWord, TableWord, Text, TourText, TourWord,
};
use super::say::{Change, DayPart, Hint, NextWord, Part, PeriodLine, PhaseLine, Ruling, TableLine};
use engine::event::{NoExitWhy, SkipWhy};
use engine::next::TimerKind;
use engine::public::{OutHow, Phase};
use engine::read_error::{At, Needs, ReadError, ReadFault};
use engine::rules::{HandLift, RuleSwitch};
use engine::Motion;
use engine::Remedy;
use engine::{
    Exit, HostAction, Moment, Preset, Refusal, RemovalReason, RemovedFor, Role, Seat, SetupError,
    Team, Winner,
};

pub(super) fn votes(n: usize) -> String {
    format!("{n} {}", plural_ru(n, "голос", "голоса", "голосов"))
}

pub(super) fn role(r: Role) -> &'static str {
    match r {
        Role::Civilian => "Мирный",
        _ => role_full(r),
    }
}

/// A role as the evening's grid writes it in a cell.
pub(super) fn role_short(r: Role) -> &'static str {
    match r {
        Role::Civilian => "Мир",
        Role::Sheriff => "Шер",
        Role::Doctor => "Док",
        Role::Silencer => "Ман",
        Role::Mafia => "Маф",
        Role::Don => "Дон",
    }
}

pub(super) fn role_full(r: Role) -> &'static str {
    match r {
        Role::Civilian => "Мирный житель",
        Role::Sheriff => "Шериф",
        Role::Doctor => "Доктор",
        Role::Silencer => "Маньяк",
        Role::Mafia => "Мафия",
        Role::Don => "Дон",
    }
}

pub(super) fn role_object(r: Role) -> &'static str {
    match r {
        Role::Don => "Дона",
        Role::Sheriff => "Шерифа",
        Role::Doctor => "Доктора",
        Role::Silencer => "Маньяка",
        Role::Civilian => "мирного жителя",
        Role::Mafia => "мафию",
    }
}

pub(super) fn phase(p: PhaseLine) -> String {
    let (day, part) = match p {
        PhaseLine::FirstNight => return "Ночь 1 · знакомство".into(),
        PhaseLine::NightBestMove(night) => return format!("Ночь {night} · лучший ход"),
        PhaseLine::Night(night) => return format!("Ночь {night}"),
        PhaseLine::GameOver => return "Игра окончена".into(),
        PhaseLine::Day(day, part) => (day, part),
    };
    let part = match part {
        DayPart::Morning => "утро",
        DayPart::LastWord => "последнее слово",
        DayPart::Speeches => "речи",
        DayPart::Discussion => "обсуждение",
        DayPart::Revote => "переголосование",
        DayPart::Voting => "голосование",
        DayPart::TieSpeeches => "автокатастрофа",
        DayPart::AllLeave => "все покидают?",
        DayPart::BestMove => "лучший ход",
    };
    format!("День {day} · {part}")
}

/// Seats as read aloud in a list: «№4 и №8», «№3, №5 и №9».
fn seats_and(seats: &[Seat]) -> String {
    match seats {
        [rest @ .., last] if !rest.is_empty() => format!("{} и №{last}", seats_list(rest)),
        _ => seats_list(seats),
    }
}

fn seats_list(seats: &[Seat]) -> String {
    comma(seats, |s| format!("№{s}"))
}

/// A length of time as said aloud: "одна минута", "30 секунд", "полторы минуты".
fn duration(seconds: u16) -> String {
    let n = usize::from(seconds);
    match seconds {
        60 => "одна минута".into(),
        90 => "полторы минуты".into(),
        120 => "две минуты".into(),
        // A few minutes in words, as said: «пять минут».
        s if s % 60 == 0 && (3..=10).contains(&(s / 60)) => {
            let m = usize::from(s / 60);
            let word = [
                "три",
                "четыре",
                "пять",
                "шесть",
                "семь",
                "восемь",
                "девять",
                "десять",
            ][m - 3];
            format!("{word} {}", plural_ru(m, "минута", "минуты", "минут"))
        }
        s if s % 60 == 0 => {
            let m = usize::from(s / 60);
            format!("{m} {}", plural_ru(m, "минута", "минуты", "минут"))
        }
        _ => format!("{n} {}", plural_ru(n, "секунда", "секунды", "секунд")),
    }
}

/// Why nobody leaves today, as the host says it before the night.
fn no_vote(why: NoExitWhy) -> &'static str {
    match why {
        NoExitWhy::NoCandidates => "Кандидатур нет — голосования нет.",
        NoExitWhy::SingleCandidateFirstDay => {
            "В первый день выставлена одна кандидатура — она не голосуется."
        }
        NoExitWhy::SingleCandidateNoVote => {
            "Выставлена одна кандидатура — она снимается с голосования."
        }
        NoExitWhy::Cancelled => "Игрок удалён — голосования сегодня нет.",
        NoExitWhy::WholeTableTie => "Голоса разделились на весь стол — никто не покидает игру.",
        NoExitWhy::HalfTableLimit => {
            "Больше половины стола не может покинуть игру — все голосуемые остаются."
        }
        NoExitWhy::AllStay => "Все голосуемые остаются в игре.",
    }
}

/// «Мафия засыпает.», «Засыпает Дон.», «Засыпает Шериф.» (000, 001), «Доктор засыпает.» (002)
fn sleeps(r: Role) -> String {
    match r {
        Role::Don | Role::Sheriff => format!("Засыпает {}.", role(r)),
        _ => format!("{} засыпает.", role(r)),
    }
}

/// One sentence the host says (`say::Part`), in Russian.
pub(super) fn part(p: &Part) -> String {
    match p {
        Part::Sleeps(r) => sleeps(*r),
        Part::MafiaAgree(seconds) => {
            // A heading, then what they have: «Просыпается мафия. У вас минута на договорку.»
            let time = match seconds {
                60 => "минута".to_string(),
                s => duration(*s),
            };
            format!("Просыпается мафия. У вас {time} на договорку.")
        }
        Part::DonShows => "Дон, покажите себя.".into(),
        Part::MafiaMeet => "Просыпается мафия и знакомится.".into(),
        Part::MeetsHost(r) => format!("Просыпается {} и знакомится с ведущим.", role(*r)),
        Part::GoodMorning { wake: true } => "Доброе утро! Все просыпаются.".into(),
        Part::GoodMorning { wake: false } => "Доброе утро!".into(),
        Part::Killed(k) => format!("Этой ночью был убит игрок №{k}."),
        Part::Card { role: r, .. } => format!("Его карта — {}.", role_full(*r)),
        Part::KillFoiled => "Ночью было покушение, но мафия промахнулась.".into(),
        Part::NobodyHurt => "Этой ночью никто не убит.".into(),
        Part::Silenced(x) => format!("Игрок №{x} сегодня молчит."),
        Part::LastWordTo { seat, seconds } => {
            format!("Последнее слово игроку №{seat} — {}.", duration(*seconds))
        }
        Part::Leaves(seat) => format!("Игрок №{seat} покидает игру."),
        Part::LastWord { seconds, .. } => format!("Последнее слово — {}.", duration(*seconds)),
        Part::Speech(seat) => format!("Слово игроку №{seat}."),
        Part::NominateOnly(seat) => {
            format!("Игрок №{seat} без речи (3 фола), но может выставить кандидатуру.")
        }
        Part::Discussion(seconds) => format!(
            "У вас {} на обсуждение. Выставляйте кандидатуры.",
            duration(*seconds)
        ),
        Part::VoteOpens(candidates) => {
            let list = seats_list(candidates);
            format!(
                "Дневное обсуждение завершено. Город приступает к голосованию. На голосование выставлены игроки {list}. Повторяю: {list}."
            )
        }
        Part::RevoteOpens(candidates) => {
            let list = seats_list(candidates);
            format!("Переголосование. На голосовании игроки {list}. Повторяю: {list}.")
        }
        Part::NotVoting(seats) => format!("Игроки {} не голосуют.", seats_list(seats)),
        Part::WhoFor(candidate) => {
            format!("Кто за то, чтобы нашу игру покинул игрок №{candidate}?")
        }
        Part::Tie { tied, seconds } => format!(
            "Автокатастрофа: игроки {}. Оправдательная речь — {} каждому.",
            seats_list(tied),
            duration(*seconds)
        ),
        Part::TieAgain => "Голоса снова разделились поровну.".into(),
        Part::WhoForAll(tied) => format!(
            "Кто за то, чтобы все голосуемые — игроки {} — покинули игру?",
            seats_list(tied)
        ),
        Part::NoVote(why) => no_vote(*why).into(),
        Part::NightFalls => "Наступает ночь. Все надевают маски.".into(),
        Part::MafiaHunts => "Мафия выходит на охоту.".into(),
        Part::MafiaChooses => "Просыпается мафия и выбирает жертву.".into(),
        Part::Wakes(r) => format!("Просыпается {}.", role(*r)),
        Part::DonTask => "Дон ищет Шерифа.".into(),
        Part::SheriffTask => "Шериф ищет мафию.".into(),
        Part::DoctorTask => "Кого вы лечите?".into(),
        Part::SilencerTask => "Кто сегодня молчит?".into(),
        Part::ThankYou => "Спасибо.".into(),
        Part::BestMove {
            seat,
            seconds,
            morning: false,
        } => format!(
            "Лучший ход: игрок №{seat} называет три номера — {}.",
            duration(*seconds)
        ),
        Part::BestMove {
            seat,
            seconds,
            morning: true,
        } => format!(
            "Игрок №{seat}, лучший ход: назовите три номера — {}.",
            duration(*seconds)
        ),
        Part::GameOver { winner, colours } => {
            format!("Игра окончена. {}.", winner_text(*winner, *colours))
        }
        Part::Foul { seat, fouls } => match fouls {
            1 => format!("Игроку №{seat} — фол."),
            2 => format!("Игроку №{seat} — второй фол."),
            3 => format!("Игроку №{seat} — третий фол."),
            _ => format!("Игроку №{seat} — четвёртый фол."),
        },
        Part::SpeechLost(seat) => format!("Игрок №{seat} пропускает ближайшую речь."),
        Part::Removed { seat, why } => removed_line(*seat, *why),
        Part::BestMoveAccepted(seats) => format!("Принято: {}.", seats_list(seats)),
        Part::NominationAccepted(target) => format!("Принято: №{target}."),
        // The count first, then the word that closes it: «5 голосов. Принято.»
        Part::VotesAccepted(n) => format!("{}. Принято.", votes(*n)),
        Part::AllOut(out) => {
            let who = if out.len() == 2 {
                "оба игрока"
            } else {
                "все голосуемые"
            };
            format!(
                "Большинством голосов {who} — {} — покидают игру.",
                seats_and(out)
            )
        }
        Part::Tally(results) => {
            let parts: Vec<String> = results.iter().map(|(s, n)| format!("№{s} — {n}")).collect();
            format!("За {}.", parts.join(", за "))
        }
        Part::LoneNominee(seat) => format!("Выставлен один игрок — №{seat}. Он покидает игру."),
        Part::NoVoteToday => "Голосования сегодня не будет.".into(),
    }
}

pub(super) fn winner_text(w: Winner, colours: bool) -> &'static str {
    match (w, colours) {
        (Winner::Red, true) => "Победа красных",
        (Winner::Black, true) => "Победа чёрных",
        (Winner::Red, false) => "Победа мирных жителей",
        (Winner::Black, false) => "Победа мафии",
        (Winner::Draw, _) => "Ничья",
    }
}

pub(super) fn team(t: Team) -> &'static str {
    match t {
        Team::Red => "красный",
        Team::Black => "чёрный",
    }
}

pub(super) fn exit(e: Exit) -> &'static str {
    match e {
        Exit::VotedOut => "заголосован",
        Exit::Killed => "убит",
        Exit::Removed => "удалён",
    }
}

pub(super) fn moment(at: Moment) -> String {
    match at {
        Moment::Day(d) => format!("день {d}"),
        Moment::Night(n) => format!("ночь {n}"),
    }
}

pub(super) fn action_label(a: &HostAction) -> String {
    match a {
        HostAction::Next => "шаг вперёд".into(),
        HostAction::Nominate { by, target } => format!("№{by} выставил №{target}"),
        HostAction::Withdraw { by } => format!("№{by} снял кандидатуру"),
        HostAction::RepeatBallot => "повтор списка".into(),
        HostAction::Vote { candidate, voters } => {
            format!("за №{candidate}: {}", votes(voters.len()))
        }
        HostAction::VoteCount { candidate, count } => {
            format!("за №{candidate}: {}", votes(*count as usize))
        }
        HostAction::AllLeave { voters } => format!("все покидают: {}", votes(voters.len())),
        HostAction::AllLeaveCount { count } => {
            format!("все покидают: {}", votes(*count as usize))
        }
        HostAction::Foul { seat } => format!("фол №{seat}"),
        HostAction::Remove { seat, .. } => format!("удаление №{seat}"),
        HostAction::HandLift { seat, .. } => format!("рука №{seat}"),
        // Night entries are secrets: the label does not say what they were.
        HostAction::Shoot { .. } | HostAction::ShootEach { .. } => "выстрел".into(),
        HostAction::DonCheck { .. } => "проверка Дона".into(),
        HostAction::SheriffCheck { .. } => "проверка Шерифа".into(),
        HostAction::Heal { .. } => "лечение".into(),
        HostAction::Silence { .. } => "молчание".into(),
        HostAction::BestMove { .. } => "лучший ход".into(),
        HostAction::Cards { .. } => "кто проснулся".into(),
        HostAction::Protest { .. } => "протест".into(),
        HostAction::ExtraPoints { seat, tenths } => {
            let p = engine::scoring::points(i16::from(*tenths) * 10);
            format!("доп. баллы №{seat}: {p}")
        }
    }
}

/// A vote under «↶ Отменить», without a count (`words::undo_label`).
/// «Все покидают?» under «↶ Отменить», without a count.
pub(super) fn votes_all_leave() -> String {
    "«все покидают?»".into()
}

pub(super) fn votes_for(candidate: Seat) -> String {
    format!("голоса за №{candidate}")
}

pub(super) fn tap(a: &HostAction) -> String {
    let list = |seats: &[Seat]| seats_list(seats);
    match a {
        HostAction::Nominate { by, target } => format!("№{by} выставляет №{target}"),
        HostAction::Vote { candidate, voters } if voters.is_empty() => {
            format!("за №{candidate}: рук нет")
        }
        HostAction::Vote { candidate, voters } => format!(
            "за №{candidate}: {} ({})",
            votes(voters.len()),
            list(voters)
        ),
        HostAction::AllLeave { voters } => format!(
            "за то, чтобы все покинули игру: {} ({})",
            votes(voters.len()),
            list(voters)
        ),
        HostAction::HandLift {
            seat,
            after_thanks: false,
        } => format!("№{seat} убрал руку со стола до «Спасибо»"),
        HostAction::HandLift { seat, .. } => format!("№{seat} убрал руку со стола после «Спасибо»"),
        HostAction::Shoot { target: Some(t) } => format!("выстрел: №{t}"),
        HostAction::Shoot { target: None } => "промах".into(),
        HostAction::DonCheck { target } => format!("Дон указал на №{target}"),
        HostAction::SheriffCheck { target } => format!("Шериф указал на №{target}"),
        HostAction::Heal { target } => format!("Доктор лечит №{target}"),
        HostAction::Silence { target } => format!("Маньяк выбрал №{target}"),
        HostAction::BestMove { seats } => format!("лучший ход: {}", list(seats)),
        HostAction::Cards { seats } if seats.len() == 1 => format!("проснулся №{}", seats[0]),
        HostAction::Cards { seats } => format!("проснулись: {}", list(seats)),
        other => action_label(other),
    }
}

pub(super) fn next_label(w: NextWord) -> &'static str {
    match w {
        NextWord::Agreed => "Договорились",
        NextWord::Next => "Дальше",
        NextWord::StartDay => "Начать день",
        NextWord::ThankYou => "Спасибо",
        NextWord::ThankYouNext => "Спасибо — следующий",
        NextWord::EndDiscussion => "Завершить обсуждение",
        NextWord::NoBestMove => "Без лучшего хода",
        NextWord::NextNoChoice => "Дальше (без выбора)",
    }
}

pub(super) fn refusal(r: &Refusal) -> String {
    use Refusal::*;
    match r {
        NotNow { .. } => "сейчас это не к месту".to_string(),
        GameIsOver => "игра окончена".to_string(),
        NoSuchSeat { seat } => format!("за столом нет места №{seat}"),
        NotAlive { seat } => format!("игрок №{seat} уже покинул игру"),
        NotTheSpeaker { by, speaker } => {
            format!("№{by} выставляет только в свою речь; говорит №{speaker}")
        }
        CannotSpeak { seat } => format!("у игрока №{seat} сегодня нет речи — выставлять нельзя"),
        AlreadyNominated { by } => format!(
            "№{by} сегодня уже выставлял; чтобы выставить другого, сначала «Снять выставление»"
        ),
        AlreadyOnBallot { target } => format!("№{target} уже выставлен — выберите другого"),
        NothingToWithdraw { by } => format!("№{by} никого не выставлял"),
        WrongCandidate { expected, got } => {
            format!("голосуем по порядку: сейчас №{expected}, не №{got}")
        }
        NotAVoter { seat } => format!("№{seat} не голосует в этом голосовании"),
        VotedTwice { seat } => format!("№{seat} уже голосовал"),
        AlreadyVotedFor { seat, candidate } => format!("№{seat} уже голосовал за №{candidate}"),
        NoVoteToday => {
            "голосования сегодня не будет (игрок удалён до итогов) — выставлять некого".to_string()
        }
        TooManyVotes { count, remaining } => {
            format!("{count} — больше, чем осталось голосов ({remaining})")
        }
        NotABlack { seat } => format!("№{seat} не стреляет"),
        RoleOut { role: r } => format!("{} выбыл и не ходит", role(*r)),
        HealRepeat { seat } => format!("доктор не лечит №{seat} две ночи подряд"),
        LiftAfterThanks { seat } => format!(
            "голосование закончилось на «Спасибо»: после него №{seat} может убрать руку, голос засчитан (000 п.8)"
        ),
        BestMoveSeats => "лучший ход — от одного до трёх разных номеров, не свой".to_string(),
        ProtestOnlyAfterGame => "протест — только после игры".to_string(),
        ExtraPoints => "доп. баллы — после игры, не больше 5 в любую сторону".to_string(),
        CardsFirst { role: Role::Mafia } => "сначала отметьте номера мафии".to_string(),
        CardsFirst { role: r } => format!("сначала отметьте номер {}", role_object(*r)),
        CardsCount {
            role: Role::Mafia,
            want,
            got,
        } => format!(
            "мафия — {want} {}, отмечено {got}",
            plural_ru(usize::from(*want), "игрок", "игрока", "игроков")
        ),
        CardsCount { role: r, got, .. } => format!("{} — один номер, отмечено {got}", role(*r)),
        CardsTeam {
            seat,
            role: Role::Don,
        } => format!("№{seat} не просыпался с мафией — он не Дон"),
        CardsTeam { seat, role: r } => {
            format!("№{seat} уже просыпался раньше — он не {}", role(*r))
        }
    }
}

pub(super) fn check_answer(by: Role, target: Seat, found: bool) -> String {
    match (by, found) {
        (Role::Don, true) => format!("№{target} — Шериф"),
        (Role::Don, false) => format!("№{target} — не Шериф"),
        (_, true) => format!("№{target} — чёрный"),
        (_, false) => format!("№{target} — красный"),
    }
}

pub(super) fn hint(h: Hint) -> String {
    match h {
        Hint::CardsAgreement(n) => format!(
            "Карты вслепую: коснитесь номеров, кто открыл глаза ({n} {}; удалённого — по карте, которую вы забрали), затем «Договорились».",
            plural_ru(usize::from(n), "номер", "номера", "номеров")
        ),
        Hint::CardsWake(r) => {
            format!(
                "Карты вслепую: коснитесь номера, который проснулся, — это {} (удалённого — по карте, которую вы забрали).",
                role(r)
            )
        }
        Hint::Nominate => "Выставление: коснитесь номера кандидата.".into(),
        Hint::NominateBy => "Выставление: коснитесь того, кто выставляет, затем кандидата.".into(),
        Hint::LastCount(n) => format!(
            "Последняя кандидатура: её руки и все, кто не голосовал, — {} (R-VOTE-2). Скажите «Спасибо», затем «Принято»: отмечать руки не нужно.",
            votes(usize::from(n))
        ),
        Hint::Hands => "Рука на столе, палец вверх, 2 секунды — «Спасибо». Отметьте руки (или их число) — «Принято».".into(),
        Hint::AllLeaveHands => "Рука на столе, 2 секунды — «Спасибо». Отметьте руки (или их число) — «Принято».".into(),
        Hint::BlindShot => "Глаза закрыты: называйте номера по порядку. Коснитесь номера, на котором выстрелили все чёрные, иначе — «Промах».".into(),
        Hint::Shot => "Коснитесь номера жертвы или «Промах».".into(),
        Hint::BestMove => "Отметьте до трёх номеров.".into(),
        Hint::PointsAt(r) => {
            let r = role(r);
            // The same words whether the role is in the game or has left: the screen tells
            // a glance nothing (the host knows the cards).
            format!("Коснитесь номера, на который указал {r}. Если {r} выбыл — такая же пауза: «Дальше» раньше времени — удержанием.")
        }
    }
}

/// The host's line for the answer moment: how to give it.
/// The answer's gesture (R-NIGHT-2/3): yes when the Don found the Sheriff or the Sheriff a
/// black.
pub(super) fn gesture(yes: bool, g: engine::rules::AnswerGesture) -> &'static str {
    use engine::rules::AnswerGesture::*;
    match (g, yes) {
        (Nod, true) => "кивните",
        (Nod, false) => "покачайте головой",
        (Thumb, true) => "большой палец вверх",
        (Thumb, false) => "большой палец вниз",
    }
}

pub(super) fn answer_hint(by: Role) -> String {
    format!(
        "Удерживайте, чтобы увидеть ответ и жест, и ответьте {} молча; затем «Дальше».",
        match by {
            Role::Don => "Дону",
            _ => "Шерифу",
        }
    )
}

pub(super) fn wake_line(r: Role) -> String {
    format!("Будите {}", role_object(r))
}

pub(super) fn change(c: Change<'_>, applied: bool) -> String {
    let (will, become_) = if applied {
        ("Изменились", "стало")
    } else {
        ("Изменятся", "станет")
    };
    let nobody = |s: Option<&str>| s.unwrap_or("никто").to_string();
    match c {
        Change::Entries(changed) => format!("{will} записи: {changed}."),
        Change::Out { before, after } => format!(
            "Выбыли: было — {}; {become_} — {}.",
            nobody(before),
            nobody(after)
        ),
        Change::Now { before, after } => format!("Сейчас: было — {before}; {become_} — {after}."),
        Change::Unchanged => "Остальная игра без изменений.".to_string(),
    }
}

fn list(seats: impl IntoIterator<Item = Seat>) -> String {
    comma(seats, |s| s.to_string())
}

pub(super) fn protocol_head() -> [&'static str; 6] {
    ["№", "Игрок", "Роль", "Фолы", "Выбыл", "Баллы"]
}

pub(super) fn period_line(l: PeriodLine<'_>) -> String {
    match l {
        PeriodLine::Nominated(nominations) => {
            let items = comma(nominations, |n| format!("№{} (от №{})", n.target, n.by));
            format!("Выставлены: {items}")
        }
        PeriodLine::NobodyNominated => "Никто не выставлен".to_string(),
        PeriodLine::Count { revote, votes } => {
            let votes = comma(votes, |(s, v)| format!("№{s} — {v}"));
            let label = if revote {
                "Переголосование"
            } else {
                "Голосование"
            };
            format!("{label}: {votes}")
        }
        PeriodLine::AllLeave(a) => {
            let verdict = if a.passed {
                "уходят"
            } else {
                "остаются"
            };
            format!(
                "Все уходят? «За» {} из {}: {verdict}",
                a.votes_for, a.living
            )
        }
        PeriodLine::Shot(s) => format!("Выстрел: №{s}"),
        PeriodLine::Miss => "Промах".to_string(),
        PeriodLine::Check(c) => {
            format!("{}: {}", role(c.by), check_answer(c.by, c.target, c.found))
        }
        PeriodLine::BestMove(b) => format!(
            "Лучший ход №{}: {} — чёрных\u{a0}{}",
            b.by,
            list(b.seats.iter().copied()),
            b.blacks
        ),
        PeriodLine::Out(out) => {
            let out = comma(out, |e| format!("№{} {}", e.seat, exit(e.exit)));
            format!("Выбыли: {out}")
        }
        PeriodLine::NobodyLeft => "Никто не ушёл".to_string(),
    }
}

/// R-FOUL-3: why the host removed a player, in the rule's words (000 r.2, 4, 9, 12–13,
/// 22, 24, 25; 002).
fn removed_for(why: RemovedFor) -> &'static str {
    match why {
        RemovedFor::Host(RemovalReason::Oath) => "за клятву, пари или обращение к религии",
        RemovedFor::Host(RemovalReason::Insult) => "за брань или оскорбление",
        RemovedFor::Host(RemovalReason::Peeking) => "за подглядывание",
        RemovedFor::Host(RemovalReason::Signalling) => "за подсказку знаками ночью",
        RemovedFor::Host(RemovalReason::RefusedHands) => "за отказ показать руки при подсчёте",
        RemovedFor::Host(RemovalReason::EarlyProtest) => "за протест до конца игры",
        RemovedFor::Host(RemovalReason::Other) => "по решению ведущего",
        RemovedFor::Table(RemovalReason::Other) => "по решению стола",
        RemovedFor::Table(r) => removed_for(RemovedFor::Host(r)),
        RemovedFor::FourthFoul => "четвёртый фол",
        RemovedFor::HandLift => "рука убрана до «Спасибо»",
    }
}

/// R-FOUL-3: the one offence, as the host names it aloud: «за клятву» (000 r.2 names the
/// oath first; the reason chip «Клятва, пари» is one reason of the log).
fn removed_said(why: RemovedFor) -> &'static str {
    match why {
        RemovedFor::Host(RemovalReason::Oath) => "за клятву",
        RemovedFor::Host(RemovalReason::Insult) => "за оскорбление",
        RemovedFor::Host(RemovalReason::Peeking) => "за подглядывание",
        RemovedFor::Host(RemovalReason::Signalling) => "за подсказку ночью",
        RemovedFor::Host(RemovalReason::RefusedHands) => "за отказ показать руки",
        RemovedFor::Host(RemovalReason::EarlyProtest) => "за протест до конца игры",
        RemovedFor::Host(RemovalReason::Other) => "по решению ведущего",
        RemovedFor::Table(RemovalReason::Other) => "по решению стола",
        RemovedFor::Table(r) => removed_said(RemovedFor::Host(r)),
        RemovedFor::FourthFoul => "за четвёртый фол",
        RemovedFor::HandLift => "за руку, убранную до «Спасибо»",
    }
}

/// R-LAST-2: a removed player leaves in silence; the host says why, once:
/// «Игрок №6 удаляется из игры за клятву. Без последнего слова.»
fn removed_line(seat: Seat, why: Option<RemovedFor>) -> String {
    match why {
        Some(w) => format!(
            "Игрок №{seat} удаляется из игры {}. Без последнего слова.",
            removed_said(w)
        ),
        None => format!("Игрок №{seat} удаляется из игры. Без последнего слова."),
    }
}

pub(super) fn ruling(r: Ruling<'_>) -> String {
    match r {
        Ruling::VotesToLast { candidate, count } => format!(
            "Голоса не проголосовавших ({count}) отданы последнему кандидату — №{candidate}."
        ),
        Ruling::Tally(results) => results
            .iter()
            .map(|(s, n)| format!("№{s}: {}", votes(*n as usize)))
            .collect::<Vec<_>>()
            .join(" · "),
        Ruling::Tie(tied) => format!(
            "Автокатастрофа: {} — оправдательные речи и переголосование.",
            seats_list(tied)
        ),
        Ruling::TieAgain(tied) => format!(
            "Снова поровну: {} — «Кто за то, чтобы все голосуемые покинули игру?»",
            seats_list(tied)
        ),
        Ruling::AllLeave {
            votes_for,
            living,
            passed: true,
        } => {
            format!("За — {votes_for} из {living}: больше половины, все голосуемые покидают игру.")
        }
        Ruling::AllLeave {
            votes_for, living, ..
        } => format!("За — {votes_for} из {living}: не больше половины, все остаются."),
        Ruling::NoExit(why) => match why {
            NoExitWhy::NoCandidates => "Кандидатур нет — голосования нет.",
            NoExitWhy::SingleCandidateFirstDay => {
                "В первый день одна кандидатура — голосования нет."
            }
            NoExitWhy::SingleCandidateNoVote => "Одна кандидатура — снимается, голосования нет.",
            NoExitWhy::Cancelled => "Игрок удалён — голосования сегодня нет.",
            NoExitWhy::WholeTableTie => "Голоса разделились на весь стол — никто не уходит.",
            NoExitWhy::HalfTableLimit => "Больше половины стола уйти не может — все остаются.",
            NoExitWhy::AllStay => "Все остаются.",
        }
        .into(),
        Ruling::VoteCancelled => "Удаление до итогов: голосования сегодня не будет.".into(),
        Ruling::SpeechSkipped { seat, why } => match why {
            SkipWhy::SpeechLost => format!("№{seat} пропускает речь (3 фола)."),
            SkipWhy::Silenced => format!("№{seat} молчит сегодня."),
        },
        Ruling::SpeechLost { seat, day } => {
            format!("Третий фол: №{seat} теряет речь в день {day}.")
        }
        Ruling::Removed { seat, why } => match why {
            Some(why) => format!("№{seat} удалён ({}) и уходит молча.", removed_for(why)),
            None => format!("№{seat} удалён и уходит молча."),
        },
        Ruling::LoneNominee(seat) => {
            format!("Одна кандидатура — №{seat} покидает игру без голосования.")
        }
        Ruling::Card { seat, role: r } => format!("Карта №{seat}: {}.", role(r)),
        Ruling::Winner(winner) => winner_text(winner, false).into(),
    }
}

fn ru_preset_table(p: Preset) -> &'static str {
    match p {
        Preset::Sport => "«Спорт»",
        Preset::Club => "«Клуб»",
        Preset::Home => "«Дома»",
        Preset::Party => "«Вечеринка»",
    }
}

pub(super) fn text(text: Text<'_>) -> String {
    match text {
        Text::Start(t) => start_text(t),
        Text::TieBreak { name, over, by, mine, theirs, points } => {
            use engine::evening::Criterion as C;
            let by = match by {
                C::Total => "очки",
                C::ExtraPenaltyBest => "доп. баллы, штрафы и лучший ход вместе",
                C::Wins => "побед",
                C::SheriffDonWins => "побед шерифом и доном",
                C::FirstKilled => "раз убит(а) первым",
                C::Survived => "игр дожил(а) до конца",
            };
            let equal = if points { "при равных очках" } else { "при равном числе побед" };
            format!("{name} выше, чем {over}, {equal}: {by} — {mine} против {theirs}.")
        }
        Text::GameColumn(n, w) => format!("Игра {n}: {}", evening(w)),
        Text::EveningHead(preset, games) => format!(
            "{} · {games} {}",
            msg(Msg::StartScreen(StartWord::PresetName(preset))),
            plural_ru(games, "игра", "игры", "игр")
        ),
        Text::PointParts { win, best, penalty, extra, ci, first, survived } => format!(
            "За победы {win} · лучший ход {best} · штрафы {penalty} · доп. {extra} · компенсация {ci} · убит первым {first} · дожил до конца {survived}"
        ),
        Text::RatingSkipped { game, why } => {
            use engine::export::ExportError as E;
            let why = match why {
                E::NotOver => "она не окончена".to_string(),
                E::Annulled => "протест отменил её результат".to_string(),
                E::Party => "сайт не считает рейтинг «Вечеринки»: открытые роли и победа чёрных до последнего красного — не турнирная игра".to_string(),
                E::Seats { count } => format!(
                    "за столом {count} {}, а сайт принимает игры только на десятерых",
                    plural_ru(*count, "игрок", "игрока", "игроков")
                ),
                E::Role { seat, role } => format!("в формате сайта нет роли «{}» (№{seat})", role_full(*role)),
                E::Composition { civilians, sheriffs, mafia, dons } => format!(
                    "в колоде мирных {civilians}, шерифов {sheriffs}, мафии {mafia}, донов {dons}, а сайт принимает только 6, 1, 2 и 1"
                ),
                E::NoStartTime => "у неё нет времени начала".to_string(),
                E::NoEndTime => "у неё нет времени конца".to_string(),
            };
            if game == 0 {
                format!("Эту игру не выгрузить для рейтинга: {why}.")
            } else {
                format!("Игра {game} не выгружена: {why}.")
            }
        }
        Text::FoulCount(n) => format!("{n} {}", plural_ru(usize::from(n), "фол", "фола", "фолов")),
        Text::GameNo(n) => format!("Игра {n}"),
        Text::NextTable { playing, min, max } => match super::say::table(playing, min, max) {
            TableLine::Fixed { playing, seats } => format!("Играют {playing}, а мест за столом {seats}"),
            TableLine::TooFew { playing, min } => format!("Играют {playing}: нужно хотя бы {min}"),
            TableLine::TooMany { playing, max } => format!("Играют {playing}: мест не больше {max}"),
            TableLine::Playing(playing) => format!("Играют {playing}"),
        },
        Text::PastEvening { date, preset, games } => format!(
            "{date} · {} · {games} {}",
            msg(Msg::StartScreen(StartWord::PresetName(preset))),
            plural_ru(games, "игра", "игры", "игр")
        ),
        Text::ConfirmLoneExit(s) => format!(
            "Выставлен один игрок — №{s}: с концом обсуждения он покинет игру без голосования. Нажмите ещё раз, чтобы завершить."
        ),
        Text::AgreedCards(marked, want) => format!("Договорились · {marked} из {want}"),
        Text::EntryDeleted { n, changed: "" } => format!("Запись {n} удалена; остальное без изменений."),
        Text::EntryDeleted { n, changed } => format!("Запись {n} удалена; изменились записи: {changed}."),
        Text::EntryFixed(n) => format!("Запись {n} исправлена."),
        Text::Rulings(n) => format!("{n} {}", plural_ru(n, "решение", "решения", "решений")),
        Text::EntryCannotChange { n, later, deleted: true, why } => format!(
            "Нельзя удалить запись {n}: после неё запись «{later}» больше не подходит ({why}). Сначала исправьте или удалите «{later}»."
        ),
        Text::EntryCannotChange { n, later, why, .. } => format!(
            "Нельзя так исправить запись {n}: после неё запись «{later}» больше не подходит ({why}). Сначала исправьте или удалите «{later}»."
        ),
        Text::Accepted(n) => format!("Принято: {}", votes(n)),
        Text::ShotsEntered(k) => format!("Записано выстрелов: {k}. Коснитесь цели следующего чёрного (по порядку мест)."),
        Text::At(Moment::Day(d)) => format!("День {d}"),
        Text::At(Moment::Night(n)) => format!("Ночь {n}"),
        Text::BestMoveLine { by, seats, blacks } => format!("Лучший ход №{by}: {} (чёрных — {blacks})", seats_list(seats)),
        Text::Seats(seats) => seats_list(seats),
        Text::ProtestLine { team: t, remedy, upheld } => format!(
            "Протест ({}) — {}: {}",
            team(t),
            msg(Msg::Remedy(remedy)),
            if upheld { "поддержан" } else { "отклонён" }
        ),
        Text::PointsHelp { win, best3, best2, fouls4, dq } => format!("R-SCORE: победа {win}; лучший ход красного: 3 чёрных {best3}, 2 чёрных {best2}; удаление за 4 фола {fouls4}, дисквалификация {dq}; доп. баллы ведущего — шагом 0,1 (отменяются кнопкой «Отменить»). Числа меняются в «Настройках»."),
        Text::EditTitle { n, label, deleting: false } => format!("Исправить запись {n} ({label})"),
        Text::EditTitle { n, label, deleting: true } => format!("Удалить запись {n} ({label})?"),
        Text::Becomes(what) => format!("Станет: {what}"),
        Text::EditBreaks { later: None, why } => format!("Так нельзя — {why}"),
        Text::EditBreaks { later: Some(later), why } => format!("Так нельзя: после этого запись «{later}» больше не подойдёт ({why}). Сначала исправьте или удалите «{later}»."),
        Text::NominatedBy(by) => format!("от №{by}"),
        Text::NoteSeat(seat) => format!("Место №{seat}"),
        Text::VotedFor(c) => format!("за №{c}"),
        Text::TableGame { round, table } => format!("Тур {} · стол {}", round + 1, table + 1),
        Text::TableTicket { name, table, games } => format!("{name} · стол {} · {games} {}", table + 1, plural_ru(games, "игра", "игры", "игр")),
        Text::TableAsk { kept, new } => format!("На телефоне билет турнира «{kept}». Заменить его билетом турнира «{new}»? Результаты «{kept}», не отданные организатору, пропадут."),
        Text::CodesRead { total: 0, .. } => "Наведите камеру на первый код (любой) или выберите его фото.".to_string(),
        Text::CodesRead { read, total } => format!("Прочитано кодов: {read} из {total}"),
        Text::Entries(n) => format!("{n} {}", plural_ru(n, "запись", "записи", "записей")),
        Text::ShowCodes(1) => "Показать QR-код".to_string(),
        Text::ShowCodes(n) => format!("Показать QR-коды ({n})"),
        Text::TooLongForCodes { needed, max } => format!("Игра слишком длинная для QR-кодов (нужно {needed}, можно {max}): передайте файл."),
        Text::CodeOf(k, n) => format!("Код {k} из {n}"),
        Text::AtShort(Moment::Day(d)) => format!("Д{d}"),
        Text::AtShort(Moment::Night(n)) => format!("Н{n}"),
        Text::ProtestSheet { team: t, votes, upheld } => format!(
            "Протест ({}), «за»: {votes} — {} (R-WIN-3)",
            team(t),
            if upheld { "поддержан" } else { "отклонён" }
        ),
    }
}

pub(super) fn start(word: StartWord) -> &'static str {
    match word {
        StartWord::AppTitle => "Мафия — ведущий",
        StartWord::Tagline => "Ведите партию с одного телефона: подсказки, таймеры, голосование.",
        StartWord::NewGame => "Новая игра",
        StartWord::Continue => "Продолжить",
        StartWord::NoSavedGame => "Сохранённой игры нет",
        StartWord::Language => "Язык",
        StartWord::Loading => "Загрузка…",
        StartWord::OldBrowser => "Этот браузер слишком старый для приложения: нужен Safari 15 (iOS 15), Chrome 96 или Firefox 79 — или новее.",
        StartWord::Evening => "Вечер",
        StartWord::Tournament => "Турнир",
        StartWord::ChooseRules => "Выберите правила",
        StartWord::Back => "Назад",
        StartWord::PresetName(p) => match p {
            Preset::Sport => "Спорт",
            Preset::Club => "Клуб",
            Preset::Home => "Дома",
            Preset::Party => "Вечеринка",
        },
        StartWord::PresetLine(p) => match p {
            Preset::Sport => "10 игроков, турнирные правила Федерации Игры Мафия, лучший ход",
            Preset::Club => "10 игроков, клубные правила, мягче к фолам",
            Preset::Home => "5–30 игроков, состав по калькулятору",
            Preset::Party => "5–30 игроков, доктор, роли открываются",
        },
        StartWord::Next => "Далее",
        StartWord::StepPlayers => "Игроки",
        StartWord::StepLineup => "Состав и правила",
        StartWord::StepDeal => "Раздача ролей",
        StartWord::PlayerCount => "Сколько игроков",
        StartWord::FewerPlayers => "Меньше игроков",
        StartWord::MorePlayers => "Больше игроков",
        StartWord::NamesHint => "Имена или ники по местам — по желанию. Запомнятся до следующей игры.",
        StartWord::DrawSeats => "Рассадка жребием",
        StartWord::SeatsFromEvening => "Места вытянуты жребием вечера: рассадка по ним. Вытянуть заново — на экране вечера.",
        StartWord::SeatsFromTicket => "Места по билету турнира: рассадка как у организатора.",
        StartWord::SeatsDrawn => "Места разыграны — покажите экран всем",
        StartWord::Lineup => "Состав",
        StartWord::LineupFixed => "Состав задан правилами",
        StartWord::LineupCalculator => "Предложение калькулятора; число мафии можно поменять",
        StartWord::FewerMafia => "Меньше мафии",
        StartWord::MoreMafia => "Больше мафии",
        StartWord::RoleName(r) => role_full(r),
        StartWord::AdvancedRules => "Расширенные правила",
        StartWord::AdvancedHint => "Правила выбранного набора. Поменяйте, если за столом играют иначе.",
        StartWord::SwitchName(s) => match s {
            RuleSwitch::Reveal => "Роль выбывшего",
            RuleSwitch::Discussion => "Обсуждение днём",
            RuleSwitch::MafiaNight => "Ночь мафии",
            RuleSwitch::SingleCandidate => "Одна кандидатура",
            RuleSwitch::TiedVote => "Голос в переголосовании",
            RuleSwitch::TiedVoteAllLeave => "Голос на «все покидают?»",
            RuleSwitch::WholeTableTie => "Все поровну",
            RuleSwitch::LastWordSeconds => "Последнее слово",
            RuleSwitch::HandLift => "Рука убрана со стола",
            RuleSwitch::Foul3Nominate => "Выставление с 3 фолами",
            RuleSwitch::Foul3Short => "Короткая речь с 3 фолами",
            RuleSwitch::BestMove => "Лучший ход",
            RuleSwitch::BestMoveAt => "Когда лучший ход",
            RuleSwitch::BlackWin => "Победа мафии",
            RuleSwitch::QuietRounds => "Тихие круги до ничьей",
            RuleSwitch::QuietResult => "Итог тихих кругов",
            RuleSwitch::AnswerGesture => "Ответ на проверку",
        },
        StartWord::SwitchHelp(s) => match s {
            RuleSwitch::Reveal => "Открывать ли роль игрока, когда он покидает игру.",
            RuleSwitch::Discussion => "Речи по кругу по минуте или одно общее обсуждение.",
            RuleSwitch::MafiaNight => {
                "Мафия стреляет вслепую жестами или выбирает жертву с открытыми глазами."
            }
            RuleSwitch::SingleCandidate => {
                "Если выставлен один игрок (со второго дня), он уходит без голосования или голосования нет."
            }
            RuleSwitch::TiedVote => "Голосуют ли сами игроки с равными голосами при переголосовании.",
            RuleSwitch::TiedVoteAllLeave => {
                "Голосуют ли сами голосуемые на «все покидают?»; если нет, большинство считают среди остальных."
            }
            RuleSwitch::WholeTableTie => {
                "Если голоса поделились поровну на всех живых, день заканчивается."
            }
            RuleSwitch::LastWordSeconds => "Время последнего слова игрока, ушедшего голосованием.",
            RuleSwitch::HandLift => {
                "Голос — рука на столе, большой палец вверх. Турнир (000 п.8–9): голосование кончается на «Спасибо»; убрал руку до него — удаление, после — можно. Клуб (002): рука лежит до «Принято»; убрал раньше — фол, а голос засчитывается."
            }
            RuleSwitch::Foul3Nominate => "Может ли игрок с тремя фолами выставлять кандидатуру.",
            RuleSwitch::Foul3Short => "Игрок с тремя фолами говорит 30 секунд вместо минуты.",
            RuleSwitch::BestMove => "Убитый первой ночью называет трёх подозреваемых.",
            RuleSwitch::BestMoveAt => {
                "Ночью, в маске, после проверки Шерифа (ФСМ), или утром: ведущий назвал убитого, тот называет три номера до прощальной минуты (ФИИМ)."
            }
            RuleSwitch::BlackWin => {
                "Мафия побеждает при равенстве с мирными или когда ушли все красные."
            }
            RuleSwitch::QuietRounds => "Сколько кругов подряд без выбывших дают конец игры.",
            RuleSwitch::QuietResult => "Чем кончаются тихие круги: ничьей или победой красных.",
            RuleSwitch::AnswerGesture => {
                "Чем ведущий отвечает Дону и Шерифу: кивком (да) или покачиванием головы (нет), либо большим пальцем вверх или вниз."
            }
        },
        StartWord::On => "Да",
        StartWord::Off => "Нет",
        StartWord::OptSpeeches => "Речи",
        StartWord::OptOpen => "Общее",
        StartWord::OptBlind => "Вслепую",
        StartWord::OptEyesOpen => "С открытыми глазами",
        StartWord::OptEliminated => "Уходит",
        StartWord::OptNoVote => "Без голосования",
        StartWord::OptRemoval => "Удаление",
        StartWord::OptWarning => "Фол",
        StartWord::OptNod => "Кивок",
        StartWord::OptThumb => "Большой палец",
        StartWord::OptAtNight => "Ночью",
        StartWord::OptInMorning => "Утром",
        StartWord::OptParity => "Паритет",
        StartWord::OptAllRedsOut => "Все красные ушли",
        StartWord::OptDraw => "Ничья",
        StartWord::OptRedWins => "Победа красных",
        StartWord::DealHow => "Как раздать роли",
        StartWord::DealPass => "Телефон по кругу",
        StartWord::DealPassLine => "Каждый игрок сам открывает свою карту на экране",
        StartWord::DealCards => "Настоящие карты",
        StartWord::DealCardsLine => "Вы раздаёте колоду и отмечаете карты",
        StartWord::DealFaceDown => "Карты вслепую",
        StartWord::DealFaceDownLine => "Как на турнире: колода рубашкой вверх, карты узнаёте ночью",
        StartWord::DealHostless => "Без ведущего",
        StartWord::DealHostlessLine => "Телефон ведёт игру сам: ночью идёт по кругу, днём лежит на столе",
        StartWord::FaceDownDealt => "Колода роздана",
        StartWord::FaceDownHint => "Карт вы не видели: в первую ночь коснётесь номеров мафии, затем Дона и Шерифа, когда они проснутся.",
        StartWord::NoRandom => "Браузер не даёт случайных чисел — раздайте настоящие карты",
        StartWord::PassHint => "Остальные не смотрят на экран",
        StartWord::PickCard => "Выберите карту",
        StartWord::CardBack => "Карта рубашкой вверх",
        StartWord::HoldToSee => "Удерживайте, чтобы увидеть роль",
        StartWord::YourRole => "Ваша роль",
        StartWord::GotIt => "Готово — передать дальше",
        StartWord::AllDealt => "Все роли розданы",
        StartWord::AllDealtHint => "Телефон снова у ведущего. Роли скрыты до конца игры.",
        StartWord::AllDealtHostless => "Положите телефон в центр стола: ночью его передают по кругу. Роли скрыты до конца игры.",
        StartWord::AllDealtHostlessReveal => "Положите телефон в центр стола: ночью его передают по кругу. Роль выбывшего открывается при выходе.",
        StartWord::StartGame => "Начать игру",
        StartWord::CardsHint => "Отметьте карту, которую получил игрок. Назад — исправить место.",
        StartWord::CardsDone => "Все карты отмечены",
        StartWord::NameCut => "Имя обрезано до 40 знаков: длиннее нельзя.",
        StartWord::History => "История",
        StartWord::OpenFile => "Открыть файл",
        StartWord::ScanCodes => "Сканировать коды",
        StartWord::Practice => "Тренировка",
        StartWord::Settings => "Настройки",
        StartWord::RedealWarning => "Игроки уже видели свои карты. «Назад» раздаст роли заново: каждому придётся смотреть новую карту.",
        StartWord::RedealYes => "Раздать заново",
        StartWord::RedealStay => "Остаться",
        StartWord::RoleDuty(Role::Civilian) => "Днём ищете мафию и голосуете против неё.",
        StartWord::RoleDuty(Role::Sheriff) => "Ночью проверяете одного игрока: красный он или чёрный.",
        StartWord::RoleDuty(Role::Doctor) => "Ночью лечите одного игрока; одного и того же — не две ночи подряд.",
        StartWord::RoleDuty(Role::Silencer) => "Вы за красных: ночью выбираете игрока, который днём молчит.",
        StartWord::RoleDuty(Role::Mafia) => "Вы за чёрных: ночью стреляете вместе с сообщниками, днём прячетесь среди мирных.",
        StartWord::RoleDuty(Role::Don) => "Глава мафии: стреляете с ней и ночью ищете шерифа.",
        StartWord::ScreenOpen => "Экран для игроков",
        StartWord::TournamentTable => "Стол турнира",
    }
}

pub(super) fn msg(msg: Msg) -> &'static str {
    match msg {
        Msg::StartScreen(word) => start(word),
        Msg::Evening(word) => evening(word),
        Msg::Tour(word) => tour_word(word),
        Msg::Table(word) => table(word),
        Msg::SaveBroken => "Сохранённая игра не открывается",
        Msg::SaveKept => "Текст сохранения не удалён: скачайте или скопируйте его. Новую игру можно начать — он останется здесь.",
        Msg::WhyMalformed => "Текст повреждён или обрезан.",
        Msg::FinishedNotSaved => "Законченная игра не сохранилась: память телефона переполнена. Скачайте её файл сейчас — после перезагрузки её не будет.",
        Msg::WhyUnknownField => "В файле есть поле, которого в этом формате нет.",
        Msg::WhyNotASave => "Это не сохранение «Мафия — ведущий».",
        Msg::WhyBadVersion => "В файле нет номера версии или он не целый.",
        Msg::WhyNewer => "Сохранено более новой версией приложения.",
        Msg::WhySetup => "Рассадка в нём не подходит правилам.",
        Msg::WhyRefused => "Запись в нём больше не подходит правилам.",
        Msg::Download => "Скачать",
        Msg::Copy => "Копировать",
        Msg::Copied => "Скопировано",
        Msg::CopyFailed => "Браузер не дал скопировать — скачайте файл",
        Msg::CopiedBroken => "Скопировано, но испорченный знак буфер обмена заменил на «�»; файл хранит его точно",
        Msg::Delete => "Удалить",
        Msg::SaveFailed => "Игра не сохраняется: память браузера недоступна или заполнена. Игра идёт дальше, но если закрыть страницу, она пропадёт.",
        Msg::Dismiss => "Понятно",
        Msg::UpdateReady => "Доступна новая версия приложения.",
        Msg::Reload => "Перезагрузить",
        Msg::Later => "Позже",
        Msg::OtherTab => "Эту игру продолжили в другой вкладке. Здесь она не сохраняется и нажатия не принимаются — играйте там или заберите игру сюда.",
        Msg::TakeOver => "Играть в этой вкладке",
        Msg::OtherTabNewGame => "В другой вкладке начали другую игру. Эта игра здесь не сохраняется и нажатия не принимаются — скачайте её журнал, чтобы не потерять, или откройте здесь игру из другой вкладки.",
        Msg::HistoryTitle => "Сыгранные игры",
        Msg::HistoryEmpty => "Законченных игр пока нет.",
        Msg::SaveStuck => "Память телефона для приложения заполнена: этот текст занимает место сохранения, и пока он здесь, ни одна игра не сохраняется. Скачайте или скопируйте его, затем нажмите «Удалить» — тогда игры снова будут сохраняться.",
        Msg::AbandonTitle => "Начать новую игру?",
        Msg::AbandonBody => "Незаконченная игра не пропадёт: она уйдёт в историю как брошенная.",
        Msg::AbandonFinished => "Законченная игра не попала в историю, и новая игра займёт её место в сохранении. Сначала скачайте её файл (кнопка выше).",
        Msg::UnfinishedGame => "Незаконченная игра",
        Msg::NotInHistory => "Законченная игра не попала в историю (история повреждена или память переполнена). Она остаётся в сохранении до новой игры — скачайте её файл.",
        Msg::HistoryBroken => "История игр повреждена и не читается",
        Msg::RosterBroken => "Список игроков повреждён и не читается",
        Msg::StoreKept => "Текст сохранён как есть и не будет перезаписан: скачайте или скопируйте его. Пока он не удалён, сюда ничего не записывается; законченная игра остаётся в сохранении.",
        Msg::HistoryDropped => "История хранит 50 игр: самая старая удалена.",
        Msg::ReplaceTitle => "Заменить незаконченную игру?",
        Msg::ReplaceBody => "На этом телефоне есть незаконченная игра. Полученная игра ({n}) займёт её место, а сохранённая будет потеряна.",
        Msg::Replace => "Заменить",
        Msg::Cancel => "Отмена",
        Msg::ImportFailed => "Файл не открывается",
        Msg::Why => "Почему? Текст правила",
        Msg::WhyLoading => "Загружаю текст правила…",
        Msg::WhyFailed => "Текст правила не загрузился: приложение ещё не сохранено для работы без сети. Откройте его один раз онлайн или попробуйте снова.",
        Msg::WhyNoText => "Текста этого правила нет в файле правил.",
        Msg::Retry => "Ещё раз",
        Msg::Close => "Закрыть",
        Msg::PracticeIntro => "Трудные случаи на настоящей игре: откройте случай, прочтите, что делать, и доиграйте. Тренировка не сохраняется и не попадает в историю; ваша сохранённая игра не меняется.",
        Msg::PracticeBanner => "Тренировка — не сохраняется",
        Msg::PracticeFailed => "Этот случай не открылся: правила игры его больше не допускают.",
        Msg::Players => "Игроки и статистика",
        Msg::PlayersTitle => "Игроки",
        Msg::PlayersEmpty => "Пока никого: имена из игр попадают сюда сами.",
        Msg::PlayersHint => "Статистика — по законченным играм из истории; у ролей — победы/игры.",
        Msg::Rename => "Переименовать",
        Msg::RenameEmpty => "Имя не может быть пустым.",
        Msg::Merged => "Имена объединены: это один игрок.",
        Msg::StatGames => "игр",
        Msg::StatWins => "побед",
        Msg::StatBestMoves => "лучших ходов",
        Msg::StatFouls => "фолов",
        Msg::SettingsTitle => "Настройки",
        Msg::ScoringTitle => "Баллы (Спорт)",
        Msg::ScoringHint => "Числа баллов — как принято в вашем клубе; дробь через точку или запятую, до ±10.",
        Msg::ScoreWin => "Победа команды, каждому",
        Msg::ScoreBestThree => "Лучший ход: 3 чёрных",
        Msg::ScoreBestTwo => "Лучший ход: 2 чёрных",
        Msg::ScoreFourFouls => "Удаление за 4 фола",
        Msg::ScoreDisqualified => "Дисквалификация",
        Msg::Save => "Сохранить",
        Msg::Saved => "Сохранено.",
        Msg::NotSaved => "Браузер не дал сохранить.",
        Msg::ResetDefaults => "Вернуть как в правилах",
        Msg::FixErrors => "Исправьте отмеченные числа: ничего не сохранено.",
        Msg::PointsEmpty => "Введите число, например 0,5.",
        Msg::PointsNotANumber => "Это не число: например 1, 0,4 или −0,5.",
        Msg::PointsTooPrecise => "Не больше двух знаков после запятой.",
        Msg::PointsTooLarge => "Не больше 10 по модулю.",
        Msg::Protocol => "Протокол",
        Msg::ProtocolTitle => "Протокол игры",
        Msg::Print => "Печать / PDF",
        Msg::Onward => "Дальше",
        Msg::ThankYou => "Спасибо",
        Msg::EarlyAccepted => "2 секунды ещё не прошли: руки могут подниматься. Нажмите «Принято» ещё раз, чтобы записать голоса.",
        Msg::Silenced => "молчит",
        Msg::CodeForeign => "Это не код передачи игры Mafia Host.",
        Msg::CodeOtherGame => "Этот код — от другой игры; сканируйте коды одной игры.",
        Msg::CodesDamaged => "Коды не сложились в игру; отсканируйте их заново.",
        // Reading codes (issue 24)
        Msg::PickCodePhoto => "Выбрать фото кода",
        Msg::PhotoReading => "Читаю фото…",
        Msg::NoCodeInPhoto => "На этом фото не найден QR-код. Снимите код ближе и ровнее.",
        Msg::NotAPicture => "Этот файл не открылся как картинка.",
        Msg::NoCameraHere => "На этом устройстве нет камеры: выберите фото кода.",
        Msg::NoCameraResults => "На этом устройстве нет камеры: выберите фото каждого кода или откройте файл результатов.",
        Msg::NoCameraScan => "На этом устройстве нет камеры: выберите фото кода или откройте файл.",
        Msg::CameraRefused => "Камера не разрешена: выберите фото кода.",
        Msg::CameraFailed => "Камера не открылась: выберите фото кода.",
        Msg::HandOffWarning => "В файле и в кодах — роли всех игроков. Не показывайте их столу; на этом экране ролей нет.",
        Msg::HandOffFileHint => "На другом телефоне: «Открыть файл» на первом экране.",
        Msg::ScanHintMany => "На другом телефоне: «Сканировать коды» на первом экране; коды — в любом порядке.",
        Msg::ScanHintOne => "На другом телефоне: «Сканировать коды» на первом экране.",
        Msg::Pause => "Пауза",
        Msg::Start => "Старт",
        Msg::EditHowDelete => "Запись уйдёт из журнала, остальные будут пересчитаны.",
        Msg::EditHowCount => "Отметьте верные места на столе или число рук.",
        Msg::EditHowBestMove => "Отметьте до трёх мест на столе.",
        Msg::EditHowSeat => "Коснитесь верного места на столе.",
        Msg::MissLower => "промах",
        Msg::EditSame => "Так и записано — изменений нет.",
        Msg::Apply => "Применить",
        Msg::Unfinished => "не закончена",
        Msg::WinnerShort(w) => match w {
            Winner::Red => "победа красных",
            Winner::Black => "победа чёрных",
            Winner::Draw => "ничья",
        },
        Msg::Remedy(r) => match r {
            Remedy::Annul => "аннулировать",
            Remedy::Replay => "переиграть",
            Remedy::RedWins => "победа красных",
            Remedy::BlackWins => "победа чёрных",
        },
        Msg::ProtestHelp => "Кто протестует, что просит, и кто голосует «за» (нужна вся команда и один соперник; R-WIN-3).",
        Msg::NoPoints => "Игра аннулирована или назначена переигровка (R-WIN-3): баллов нет.",
        Msg::ProtocolCopied => "Протокол скопирован",
        Msg::CopyRefused => "Браузер не дал скопировать",
        Msg::UndoHead => "↶ Отменить",
        Msg::HoldForAnswer => "Удерживайте — ответ проверки",
        Msg::AcceptedBestMove => "Принято",
        Msg::NoShotThisOne => "Этот не стрелял / мимо",
        Msg::FoulModeHint => "Коснитесь игрока, получающего фол.",
        Msg::Reason(r) => match r {
            RemovalReason::Oath => "Клятва, пари",
            RemovalReason::Insult => "Брань, оскорбление",
            RemovalReason::Peeking => "Подглядывание",
            RemovalReason::Signalling => "Знаки ночью",
            RemovalReason::RefusedHands => "Не показал руки",
            RemovalReason::EarlyProtest => "Протест",
            RemovalReason::Other => "Другое",
        },
        Msg::RemoveModeHint => "Выберите причину, затем коснитесь игрока, которого удаляете (можно отменить).",
        Msg::HandCount => "число рук",
        Msg::NoVoice => "В этом браузере нет голоса для русского языка: читайте с экрана, всё остальное работает так же.",
        Msg::FoulMode => "Фол",
        Msg::RemoveMode => "Удалить",
        Msg::CallNumbers => "Считать вслух",
        Msg::VoteWindow => "2 с → «Спасибо»",
        Msg::Miss => "Промах",
        Msg::HandOffHeading => "Передать игру на другой телефон",
        Msg::DownloadGame => "Скачать файл игры",
        Msg::SendFile => "Отправить файл…",
        Msg::PrevArrow => "← Назад",
        Msg::NextArrow => "Дальше →",
        Msg::HideCodes => "Скрыть коды",
        Msg::BackToGame => "Вернуться к игре",
        Msg::HoldLabel => "удерживайте",
        Msg::Menu => "В меню",
        Msg::GameLog => "Журнал игры",
        Msg::Hide => "Скрыть",
        Msg::LogTitle => "Журнал: исправить или удалить запись",
        Msg::Fix => "Исправить",
        Msg::EachBlackShot => "Выстрел каждого чёрного",
        Msg::WithdrawNomination => "Снять выставление",
        Msg::HandLiftHelp(HandLift::Removal) => {
            "Коснитесь игрока, который убрал руку до «Спасибо»: он удаляется (000 п.9). После «Спасибо» руку убирать можно — голос засчитан."
        }
        Msg::HandLiftHelp(HandLift::Warning) => {
            "Коснитесь игрока, который убрал руку до «Принято»: ему фол, голос засчитан (002)."
        }
        Msg::HandLiftEarly(HandLift::Removal) => "Убрал руку",
        Msg::HandLiftEarly(HandLift::Warning) => "Убрал руку",
        Msg::Roles => "Роли",
        Msg::UndoToLastStep => "шаг назад",
        Msg::TimerAuto => "Автозапуск таймера",
        Msg::VoteWindowAuto => "2 с — сами, после вопроса",
        Msg::ExitTile(Exit::VotedOut) => "ушёл",
        Msg::ExitTile(Exit::Killed) => "убит",
        Msg::ExitTile(Exit::Removed) => "удалён",
        Msg::SheetMore => "Ещё",
        Msg::SheetRulings => "Решения по правилам",
        Msg::MoreTools => "Ещё: голос, шум ночи, заметка, передать игру",
        Msg::Voice => "Голос",
        Msg::NightSoundHelp => "Шум моря на всю ночь: за столом не слышно движений",
        Msg::NightSound => "Шум ночи",
        Msg::HandOffHelp => "Передать игру на другой телефон (файл, QR-коды)",
        Msg::HandOff => "Передать",
        Msg::Note => "Заметка",
        Msg::NoteHelp => "Заметка ведущего о месте: только для вас, столу не показывается",
        Msg::NotePickSeat => "Нажмите на место, о котором заметка.",
        Msg::NotePlaceholder => "Например: «заявился шерифом во 2-й день»",
        Msg::NoteSave => "Сохранить",
        Msg::NoteClear => "Стереть",
        Msg::HostNotes => "Заметки ведущего",
        Msg::PrintableProtocol => "Протокол для печати",
        Msg::NewGameSamePlayers => "Новая игра с теми же игроками",
        Msg::DownloadLog => "Скачать журнал",
        Msg::ShareLog => "Поделиться",
        Msg::CopyProtocol => "Копировать протокол",
        Msg::ProtestTitle => "Протест",
        Msg::RecordProtest => "Записать протест",
        Msg::PointsTitle => "Баллы",
        Msg::TimerSound => "Звук таймера",
        Msg::ReceiveGame => "Приём игры",
        // Pairing (issue 24)
        Msg::ScreenOpenHelp => "Показать ход игры столу на втором устройстве",
        Msg::ScreenIdle => "Экран игроков не подключён",
        Msg::ScreenWaiting => "Ждём экран игроков…",
        Msg::ScreenOn => "Экран игроков подключён",
        Msg::ScreenLost => "Экран игроков отключён",
        Msg::ScreenOfferHint => "На втором устройстве откройте приложение, нажмите «Экран для игроков» и наведите камеру на этот код. Потом отсканируйте код, который появится там.",
        Msg::ScreenScanScreen => "Сканировать код экрана",
        Msg::ScreenScanScreenHint => "Наведите камеру на код, который показывает экран игроков.",
        Msg::ScreenShowOffer => "Показать мой код",
        Msg::ScreenPairAgain => "Подключить заново",
        Msg::ScreenMaking => "Готовим код…",
        Msg::ScreenOnHint => "Экран показывает столу то, что можно видеть всем: ролей и ночных действий на нём нет.",
        Msg::PairForeign => "Это не код экрана игроков.",
        Msg::PairVersion => "Код от другой версии приложения. Обновите приложение на обоих устройствах.",
        Msg::PairDamaged => "Код прочитан не целиком. Отсканируйте ещё раз.",
        Msg::PairSdp => "Этот браузер не может подключить экран игроков.",
        Msg::PairUnavailable => "В этом браузере нет WebRTC: экран игроков к нему не подключить.",
        Msg::BackupTitle => "Резервная копия",
        Msg::BackupHint => "Один файл со всем, что хранит приложение: идущая игра, история, вечера, состав, настройки.",
        Msg::BackupSave => "Сохранить копию",
        Msg::BackupRestore => "Восстановить из копии",
        Msg::BackupNever => "Копия ещё не сохранялась.",
        Msg::BackupLast => "Последняя копия:",
        Msg::BackupNotSaved => "Браузер не дал сохранить файл.",
        Msg::BackupAdds => "Добавит:",
        Msg::BackupNothing => "Ничего нового: всё из копии уже здесь.",
        Msg::BackupReplaces => "Заменит только отмеченное:",
        Msg::BackupApply => "Восстановить",
        Msg::BackupDone => "Восстановлено.",
        Msg::BackupWriteFailed => "Браузер не дал записать всё: часть данных не восстановлена. Ничего из того, что было здесь, не потеряно.",
        Msg::BackupDamaged => "Это не резервная копия приложения, или файл повреждён: ничего не изменено.",
        Msg::BackupNewer => "Копия сделана более новой версией приложения: обновите приложение. Ничего не изменено.",
        Msg::BackupUnreadable => "Файл не читается как текст: ничего не изменено.",
        Msg::ScreenUnavailableHint => "Игра на этом телефоне идёт как обычно. Для экрана игроков откройте приложение в браузере с WebRTC: Chrome, Firefox или Safari.",
        Msg::LeaveGameAsk => "Выйти из игры в меню?",
        Msg::LeaveGameHint => "Игра сохранена: «Продолжить» вернёт её на этот же шаг.",
        Msg::LeaveOverHint => "Игра окончена и сохранена в истории. После выхода последний шаг уже не отменить.",
        Msg::LeaveGameYes => "Выйти в меню",
        Msg::StayInGame => "Остаться в игре",
        Msg::ScreenLeaveAsk => "Отключить этот экран от телефона ведущего?",
        Msg::ScreenLeaveYes => "Отключить",
        Msg::ScreenStay => "Остаться",
        Msg::StorageTitle => "Хранение данных",
        Msg::StoragePersisted => "Браузер хранит игры, историю, вечера и состав постоянно: сам он их не удалит.",
        Msg::StorageBestEffort => "Браузер может удалить данные приложения, когда мало места (Safari — через семь дней без визитов, если приложение не на главном экране). Делайте резервную копию.",
        Msg::StorageUnknown => "Браузер не говорит, сохранит ли он данные. Делайте резервную копию.",
        Msg::BrowserTitle => "Этот браузер",
        Msg::BrowserHasAll => "Всё, чем пользуется приложение, здесь есть.",
        Msg::LacksVibration => "Телефон не вибрирует на таймере: в этом браузере нет вибрации. Звуки таймера работают.",
        Msg::LacksWakeLock => "Экран может погаснуть во время игры: этот браузер не держит его включённым. Увеличьте время до отключения экрана в настройках телефона.",
        Msg::LacksVoice => "Голоса нет: этот браузер не читает вслух. Слова ведущего — на экране.",
        Msg::LacksSound => "Таймер без звука: в этом браузере нет Web Audio. Следите за временем на экране.",
        Msg::PairRefused => "Браузер не дал подключиться. Попробуйте ещё раз.",
        Msg::PairHostCode => "Это код ведущего: его сканирует экран игроков.",
        Msg::PairScreenCode => "Это код экрана игроков: его сканирует телефон ведущего.",
        Msg::PairNoOffer => "Это ответ на старый код. Пусть экран отсканирует код, который сейчас на телефоне.",
        Msg::PairHostChanged => "Экран помнит этот телефон до перезагрузки. Подключим заново: пусть экран отсканирует этот код.",
        Msg::ScreenScanHost => "Сканировать код ведущего",
        Msg::ScreenScanHostHint => "На телефоне ведущего: «⋯» → «Экран для игроков». Наведите камеру на его код.",
        Msg::ScreenAnswerHint => "Теперь ведущий сканирует этот код: «Сканировать код экрана».",
        Msg::ScreenRepairHint => "Чтобы вернуть связь, ведущий сканирует этот код: «⋯» → «Экран для игроков» → «Сканировать код экрана».",
        Msg::ScreenLinked => "Подключено к телефону ведущего",
        Msg::ScreenUnlinked => "Связь с телефоном ведущего потеряна",
    }
}

/// The host's line in the deal (002 4.1.2–4.1.3: masks on, each player in turn takes a
/// card, takes the mask off, sees the role, puts the mask on and bows the head).
fn deal_line(line: DealLine) -> String {
    use super::keys::DealHow;
    use DealLine::*;
    match line {
        Turn {
            seat,
            first,
            how,
            quiet,
        } => {
            let rule = match quiet {
                Some(q) if first => format!("{} ", quiet_rule(q)),
                _ => String::new(),
            };
            let before = if first {
                "Наступает ночь. Все надевают маски. "
            } else {
                "Наденьте маску. "
            };
            let turn = match how {
                DealHow::Phone => {
                    format!("Игрок №{seat}, снимите маску, выберите карту на телефоне и посмотрите карту.")
                }
                DealHow::Deck => {
                    format!("Игрок №{seat}, выберите карту, снимите маску и посмотрите карту.")
                }
                DealHow::FaceDown => format!(
                    "Игрок №{seat}, выберите карту, снимите маску и посмотрите карту. Верните её рубашкой вверх."
                ),
            };
            format!("{rule}{before}{turn}")
        }
        Done => "Наденьте маску. Все опускают головы.".into(),
    }
}

/// R-WIN-2a said before play: «До начала игры: если три дня и три ночи подряд никто не
/// покидает игру, объявляется ничья.»
fn quiet_rule(q: super::say::QuietRule) -> String {
    let n = usize::from(q.rounds);
    let span = match n {
        1 => "один день и одну ночь".to_string(),
        2 => "два дня и две ночи".to_string(),
        3 => "три дня и три ночи".to_string(),
        4 => "четыре дня и четыре ночи".to_string(),
        _ => format!(
            "{n} {} и {n} {}",
            plural_ru(n, "день", "дня", "дней"),
            plural_ru(n, "ночь", "ночи", "ночей")
        ),
    };
    let result = match (q.winner, q.colours) {
        (Winner::Draw, _) => "объявляется ничья",
        (Winner::Red, true) => "объявляется победа красных",
        (Winner::Red, false) => "объявляется победа мирных жителей",
        (Winner::Black, true) => "объявляется победа чёрных",
        (Winner::Black, false) => "объявляется победа мафии",
    };
    format!("До начала игры: если {span} подряд никто не покидает игру, {result}.")
}

pub(super) fn evening(word: EveningWord) -> &'static str {
    match word {
        EveningWord::Title => start(StartWord::Evening),
        EveningWord::StartLine => "Несколько игр с одними людьми: таблица после каждой игры, рассадка, лист вечера.",
        EveningWord::Preset => "Правила вечера",
        EveningWord::Players => "Игроки вечера",
        EveningWord::AddPlayer => "Добавить",
        EveningWord::NamePlaceholder => "Имя игрока",
        EveningWord::FromRoster => "Из списка игроков",
        EveningWord::Begin => "Начать вечер",
        EveningWord::Standings => "Таблица",
        EveningWord::NoGamesYet => "Игр ещё не было.",
        EveningWord::Games => "Игры вечера",
        EveningWord::NextGame => "Следующая игра",
        EveningWord::NextLine => "Нажмите на имя, чтобы игрок отдохнул эту игру.",
        EveningWord::Rests => "отдыхает",
        EveningWord::Draw => "Рассадка",
        EveningWord::Redraw => "Ещё раз",
        EveningWord::SeatsTitle => "Места на следующую игру",
        EveningWord::Deal => "Раздать карты",
        EveningWord::GameOn => "Игра вечера идёт",
        EveningWord::Sheet => "Лист вечера",
        EveningWord::Print => "Печать",
        EveningWord::CopyText => "Копировать текст",
        EveningWord::Csv => "Таблица CSV",
        EveningWord::File => "Файл вечера",
        EveningWord::Rating => "Игры для рейтинга",
        EveningWord::End => "Закончить вечер",
        EveningWord::EndTitle => "Закончить вечер?",
        EveningWord::EndBody => "Вечер перейдёт в прошлые: его таблица, лист и файл останутся здесь.",
        EveningWord::Past => "Прошлые вечера",
        EveningWord::OpenFile => "Открыть файл вечера",
        EveningWord::Damaged => "Вечер не открывается",
        EveningWord::DamagedKept => "Его текст сохранён как есть. Скачайте или скопируйте его; новый вечер можно начать, когда этот текст удалён.",
        EveningWord::ImportedToPast => "Сейчас идёт другой вечер: открытый добавлен в прошлые.",
        EveningWord::ToEvening => "К таблице вечера",
        EveningWord::FromGame => "Начать вечер с этой игры",
        EveningWord::CountPoints => "Считать очки (победа, лучший ход, фолы, компенсация)",
        EveningWord::CiCap => "Компенсация убитому первым, предел",
        EveningWord::CiShare => "Доля игр",
        EveningWord::CiHelp => "Красный, убитый первым в игре, которую красные проиграли, получает за неё: сколько раз его убивали первым × предел ÷ (его игры × доля, с округлением), но не больше предела. 0 — без компенсации.",
        EveningWord::RefusedEmpty => "Впишите имя.",
        EveningWord::RefusedTaken => "Этот игрок уже есть в вечере.",
        EveningWord::RefusedFull => "В вечере уже 60 игроков.",
        EveningWord::NotSaved => "Не сохранилось: память браузера заполнена. Скачайте файл вечера и освободите место.",
        EveningWord::Annulled => "отменена",
        EveningWord::ColRank => "№",
        EveningWord::ColName => "Игрок",
        EveningWord::ColGames => "Игр",
        EveningWord::ColWins => "Поб.",
        EveningWord::ColRedBlack => "К/Ч",
        EveningWord::ColSheriffDon => "Ш/Д",
        EveningWord::ColCi => "Комп.",
        EveningWord::ColPoints => "Очки",
        EveningWord::ColSurvived => "Выжил",
        EveningWord::CsvRank => "Место",
        EveningWord::CsvName => "Игрок",
        EveningWord::CsvGames => "Игр",
        EveningWord::CsvWins => "Побед",
        EveningWord::CsvWinsRed => "Побед красным",
        EveningWord::CsvWinsBlack => "Побед чёрным",
        EveningWord::CsvWinsSheriff => "Побед шерифом",
        EveningWord::CsvWinsDon => "Побед доном",
        EveningWord::CsvFirstKilled => "Убит первым",
        EveningWord::CsvSurvived => "Дожил до конца",
        EveningWord::CsvWinPoints => "За победы",
        EveningWord::CsvBestMove => "Лучший ход",
        EveningWord::CsvPenalty => "Штрафы",
        EveningWord::CsvExtra => "Доп. баллы",
        EveningWord::CsvCi => "Компенсация",
        EveningWord::CsvTotal => "Итого",
        EveningWord::GridTitle => "По играм",
        EveningWord::Legend => "Обозначения",
        EveningWord::TieBreaks => "Места при равных очках",
        EveningWord::SatOut => "не играл(а)",
        EveningWord::MarkFirstKilled => "ПУ",
        EveningWord::MarkBestMove => "ЛХ",
        EveningWord::MarkPenalty => "штр",
        EveningWord::MarkExtra => "доп",
        EveningWord::MarkCi => "комп",
        EveningWord::MarkWon => "поб",
        EveningWord::MarkSurvived => "жив",
        EveningWord::LegRank => "место",
        EveningWord::LegGames => "сыграно игр",
        EveningWord::LegWins => "побед",
        EveningWord::LegRedBlack => "побед за красных / за чёрных",
        EveningWord::LegSheriffDon => "побед шерифом / доном",
        EveningWord::LegCi => "компенсация убитому первым",
        EveningWord::LegPoints => "очки, всего",
        EveningWord::LegSurvived => "игр, в которых дожил(а) до конца",
        EveningWord::LegGameNo => "номер игры; в клетке — место за столом, роль, очки за игру",
        EveningWord::LegSatOut => "не играл(а) эту игру",
        EveningWord::LegFirstKilled => "первый убитый: застрелен(а) в первую ночь с выстрелом",
        EveningWord::LegBestMove => "лучший ход",
        EveningWord::LegPenalty => "штраф: удаление (4 фола или ведущим)",
        EveningWord::LegExtra => "дополнительные баллы ведущего",
        EveningWord::LegCiPart => "компенсация убитому первым за эту игру",
        EveningWord::LegWon => "команда игрока победила",
        EveningWord::LegSurvivedMark => "дожил(а) до конца игры",
        EveningWord::LegTieMark => "место решил дополнительный показатель — ниже, какой",
        EveningWord::LegWonBold => "Жирное число — команда игрока победила.",
        EveningWord::SheetNarrow => "На телефоне — главные столбцы; все — при печати и в CSV.",
        EveningWord::GameSeat => "место за столом",
        EveningWord::GameRole => "роль",
        EveningWord::GameWin => "за победу",
        EveningWord::GameBestMove => "лучший ход",
        EveningWord::GamePenalty => "штраф",
        EveningWord::GameExtra => "доп. баллы",
        EveningWord::GameCi => "компенсация",
        EveningWord::GameTotal => "очки",
        EveningWord::GameWon => "победа (1/0)",
        EveningWord::GameSurvived => "дожил(а) до конца (1/0)",
        EveningWord::OpenPast => "Открыть",
        EveningWord::PastTitle => "Прошлый вечер",
        EveningWord::PastReadOnly => "Вечер закончен: его можно посмотреть, напечатать и скачать, но не изменить.",
    }
}

/// The players' screen (issue 24): what the table reads, large, from across the table.
pub(super) fn board(word: BoardWord<'_>) -> String {
    match word {
        BoardWord::Phase(p) => match p {
            Phase::Night { night } => format!("Ночь {night}"),
            Phase::Morning { day } => format!("День {day} · Доброе утро"),
            Phase::LastWord { day, .. } => format!("День {day} · Последнее слово"),
            Phase::Speech { day } => format!("День {day} · Выступления"),
            Phase::Discussion { day } => format!("День {day} · Обсуждение"),
            Phase::Vote { day, revote: false } => format!("День {day} · Голосование"),
            Phase::Vote { day, revote: true } => format!("День {day} · Переголосование"),
            Phase::TieSpeech { day } => format!("День {day} · Речи при равенстве голосов"),
            Phase::AllLeave { day } => format!("День {day} · Все покидают стол?"),
            Phase::GameOver => "Игра окончена".into(),
        },
        BoardWord::NightLine => "Город спит".into(),
        BoardWord::Speaker(seat) => format!("Говорит игрок №{seat}"),
        BoardWord::Timer(kind) => match kind {
            TimerKind::Agreement => "Договорка",
            TimerKind::Speech => "Речь",
            TimerKind::ShortSpeech => "Речь (сокращённая)",
            TimerKind::Discussion => "Обсуждение",
            TimerKind::TieSpeech => "Речь при равенстве голосов",
            TimerKind::LastWord => "Последнее слово",
            TimerKind::Check => "Проверка",
            TimerKind::BestMove => "Лучший ход",
            TimerKind::VoteWindow => "Голосование",
        }
        .into(),
        BoardWord::Ballot => "Выставлены".into(),
        BoardWord::NominatedBy(seat) => format!("выставил №{seat}"),
        BoardWord::VotingOn(seat) => format!("Голосуем за игрока №{seat}"),
        BoardWord::Count { revote: false } => "Голоса".into(),
        BoardWord::Count { revote: true } => "Голоса переголосования".into(),
        BoardWord::Hands(n) => {
            let n = usize::from(n);
            format!("{n} {}", plural_ru(n, "голос", "голоса", "голосов"))
        }
        BoardWord::NotVoting(seats) => format!("Не голосуют: {}", list(seats.iter().copied())),
        BoardWord::Tie(seats) => format!("Поровну голосов: {}", list(seats.iter().copied())),
        BoardWord::AllLeave(a) => format!(
            "За то, чтобы все покинули стол: {} из {} — {}",
            a.votes_for,
            a.voters,
            if a.passed {
                "покидают"
            } else {
                "остаются"
            }
        ),
        BoardWord::NoExit(why) => no_vote(why).into(),
        BoardWord::Killed(seat) => format!("Ночью убит игрок №{seat}"),
        BoardWord::NobodyKilled => "Этой ночью никто не убит".into(),
        BoardWord::KillFoiled => "Этой ночью доктор спас игрока".into(),
        BoardWord::Silenced(seat) => format!("Сегодня молчит игрок №{seat}"),
        BoardWord::BestMove(b) => {
            format!(
                "Лучший ход игрока №{}: {}",
                b.by,
                list(b.seats.iter().copied())
            )
        }
        BoardWord::Out(how) => match how {
            OutHow::Killed => "убит",
            OutHow::VotedOut => "заголосован",
            OutHow::FourFouls => "удалён: 4 фола",
            OutHow::Removed => "удалён",
        }
        .into(),
        BoardWord::When(at) => moment(at),
        BoardWord::Fouls(n) => {
            let n = usize::from(n);
            format!("{n} {}", plural_ru(n, "фол", "фола", "фолов"))
        }
        BoardWord::Waiting => {
            "Связь с ведущим есть. Игра появится здесь, когда ведущий её начнёт.".into()
        }
        BoardWord::Lost => "Нет связи с ведущим".into(),
        BoardWord::ThankYou => "Спасибо".into(),
        BoardWord::Winner(w, colours) => winner_text(w, colours).into(),
    }
}

pub(super) fn start_text(text: StartText<'_>) -> String {
    match text {
        StartText::Players(n) => format!("{n} {}", plural_ru(n, "игрок", "игрока", "игроков")),
        StartText::StepOf(k, total) => format!("Шаг {k} из {total}"),
        StartText::Seat(s) => format!("№{s}"),
        StartText::NameOf(s) => format!("Игрок {s}"),
        StartText::Blacks { blacks, min, max } => {
            format!("Чёрных {blacks} — можно от {min} до {max} (10–\u{2060}40\u{a0}%)")
        }
        StartText::Seconds(s) => format!("{s} с"),
        StartText::Rounds(0) => "выкл".to_string(),
        StartText::Rounds(n) => n.to_string(),
        StartText::PassTo(s) => format!("Передайте телефон игроку №{s}"),
        StartText::Deal(line) => deal_line(line),
        StartText::IAmSeat(s) => format!("Я — игрок №{s}"),
        StartText::WhichCard(s) => format!("Место №{s}: какая карта?"),
        StartText::Left(n) => format!("{n} {}", plural_ru(n as usize, "карта", "карты", "карт")),
        StartText::Error(e) => match e {
            SetupError::PlayerCount {
                preset,
                players,
                min,
                max,
            } if min == max => format!(
                "За столом {} ровно {min} {}, а не {players}",
                ru_preset_table(*preset),
                plural_ru(*min, "игрок", "игрока", "игроков")
            ),
            SetupError::PlayerCount {
                preset,
                players,
                min,
                max,
            } => format!(
                "За столом {} от {min} до {max} игроков, а не {players}",
                ru_preset_table(*preset)
            ),
            SetupError::Composition { preset, .. } => {
                let need = match preset {
                    Preset::Sport | Preset::Club => "6 мирных, шериф, 2 мафии и дон",
                    Preset::Home => "один шериф и один дон, остальные — мирные и мафия",
                    Preset::Party => "один доктор, один маньяк, мирные и хотя бы одна мафия",
                };
                format!("За столом {} нужны {need}", ru_preset_table(*preset))
            }
            SetupError::BlackShare {
                players,
                blacks,
                min,
                max,
            } => format!(
                "При {players} {} чёрных должно быть от {min} до {max} (10–\u{2060}40\u{a0}%), а не {blacks}",
                plural_ru(*players, "игроке", "игроках", "игроках")
            ),
            SetupError::Seats { fault } => seat_fault(fault),
        },
    }
}

/// What is wrong with the seats (R-ROLE-4), in Russian.
fn seat_fault(f: &engine::setup::SeatFault) -> String {
    use engine::setup::{SeatFault, NAME_MAX};
    match f {
        SeatFault::Order {
            players,
            position,
            seat,
        } => format!(
            "Игроки должны идти по местам с 1 по {players}, а {position}-м записано место №{seat}"
        ),
        SeatFault::NameTooLong { seat, chars } => format!(
            "В имени на месте №{seat} {chars} {}, а в имени не больше {NAME_MAX} знаков",
            plural_ru(*chars, "знак", "знака", "знаков")
        ),
        SeatFault::DeckSize { cards, seats } => format!(
            "В колоде рубашкой вверх {cards} {}, а мест {seats}",
            plural_ru(*cards, "карта", "карты", "карт")
        ),
        SeatFault::RoleWithFaceDown { seat } => {
            format!("Колода лежит рубашкой вверх, а у места №{seat} в расстановке записана роль")
        }
        SeatFault::NoRole { seat } => format!("У места №{seat} нет роли"),
    }
}

/// Why a save or a game log does not open: the facts of `OpenError`'s English, in Russian.
pub(super) fn open_error(e: &engine::OpenError) -> String {
    use engine::log::{LOG_FORMAT, LOG_VERSION, LOG_VERSION_MIN};
    use engine::save::{SAVE_FORMAT, SAVE_VERSION};
    use engine::{LogError, OpenError};
    match e {
        OpenError::Log(LogError::Malformed { detail }) => {
            format!("журнал игры не читается: {}", read_error(detail))
        }
        OpenError::Log(LogError::NotALog) => {
            format!("это не журнал игры (его «format» — не «{LOG_FORMAT}»)")
        }
        OpenError::Log(LogError::BadVersion { found: None }) => format!(
            "в журнале игры нет «version» (приложение пишет версию {LOG_VERSION})"
        ),
        OpenError::Log(LogError::BadVersion { found: Some(v) }) => format!(
            "«version» журнала игры — {v}, а не целое число (приложение читает версии с {LOG_VERSION_MIN} по {LOG_VERSION})"
        ),
        OpenError::Log(LogError::UnknownVersion { found, supported }) => format!(
            "версия журнала игры {found} не поддерживается: приложение читает версии с {LOG_VERSION_MIN} по {supported}"
        ),
        OpenError::Log(LogError::Setup { error }) => format!(
            "расстановка в журнале игры не подходит правилам: {}: {}",
            error.rule().as_str(),
            start_text(StartText::Error(error))
        ),
        OpenError::NotASave => format!(
            "это не сохранение и не журнал игры (его «format» — ни «{SAVE_FORMAT}», ни «{LOG_FORMAT}»)"
        ),
        OpenError::UnknownVersion { found, supported } => format!(
            "версия сохранения {found} не поддерживается: приложение читает версию {supported}"
        ),
        OpenError::BadVersion { found: None } => format!(
            "в сохранении нет «version» (приложение пишет версию {SAVE_VERSION})"
        ),
        OpenError::BadVersion { found: Some(v) } => format!(
            "«version» сохранения — {v}, а не целое число (приложение читает версию {SAVE_VERSION})"
        ),
        OpenError::Refused(e) => format!(
            "запись {} отклонена: {}: {}",
            e.index,
            e.error.rule,
            refusal(&e.error.refusal)
        ),
    }
}

/// Why an evening does not open, in Russian.
pub(super) fn evening_error(e: &engine::evening::EveningError) -> String {
    use engine::evening::{EveningError, EVENING_FORMAT, EVENING_VERSION};
    match e {
        EveningError::Malformed { detail } => {
            format!("вечер не читается: {}", read_error(detail))
        }
        EveningError::NotAnEvening => {
            format!("это не вечер (его «format» — не «{EVENING_FORMAT}»)")
        }
        EveningError::UnknownVersion { found } => format!(
            "версия вечера {found} не поддерживается: приложение читает версию {EVENING_VERSION}"
        ),
        EveningError::Game { number, error } => format!("игра {number}: {}", open_error(error)),
    }
}

/// Why a text does not read (`engine::ReadError`), in Russian: the fault, with the names and
/// values it quotes from the file (`` `x` ``), and where it is.
fn read_error(e: &ReadError) -> String {
    let q = |name: &str| format!("`{name}`");
    let fault = match &e.fault {
        ReadFault::NotText => "файл не читается как текст".to_string(),
        ReadFault::BrokenCharacter => "в тексте испорченный знак".to_string(),
        ReadFault::EndsEarly => "текст обрывается".to_string(),
        ReadFault::NotJson => "разметка JSON нарушена".to_string(),
        ReadFault::MissingField { field } => format!("нет поля {}", q(field)),
        ReadFault::UnknownField { field } => {
            format!("лишнее поле {}, которого в этом формате нет", q(field))
        }
        ReadFault::DuplicateField { field } => format!("поле {} записано дважды", q(field)),
        ReadFault::ActionWithoutField { action, field } => format!(
            "у действия {} нет поля {}",
            action.as_deref().map(q).unwrap_or_default(),
            q(field)
        ),
        ReadFault::UnknownValue { value } => format!("неизвестное значение {}", q(value)),
        ReadFault::WrongLength => "в списке не столько элементов, сколько нужно".to_string(),
        ReadFault::WrongType { found, needs } => {
            // What the file needs there, as «вместо …» says it.
            let needs = needs.map(|n| match n {
                Needs::Byte => "целого числа от 0 до 255",
                Needs::SignedByte => "целого числа от −128 до 127",
                Needs::Whole => "целого числа",
                Needs::List => "списка […]",
                Needs::Object => "объекта {…}",
                Needs::TrueOrFalse => "true или false",
                Needs::Text => "текста в кавычках",
            });
            match (found, needs) {
                (Some(v), Some(n)) => format!("{v} вместо {n}"),
                (Some(v), None) => format!("{v} — значение не того вида"),
                (None, Some(n)) => format!("значение не того вида вместо {n}"),
                (None, None) => "значение не того вида".to_string(),
            }
        }
        ReadFault::NoteSeatAbsent { seat } => {
            format!("заметка к месту №{seat}, которого нет за столом")
        }
        ReadFault::TwoNotes { seat } => format!("У места №{seat} две заметки"),
        ReadFault::NoteTooLong { max, .. } => format!("заметка длиннее {max} знаков"),
        ReadFault::DecisionSeatAbsent { decision, seat } => {
            format!("решение стола №{decision} называет место №{seat}, которого нет за столом")
        }
        ReadFault::NoSuchSeat { seat } => format!("места №{seat} нет за этим столом"),
        ReadFault::Other => "содержимое не того вида, что нужно".to_string(),
    };
    match e.at {
        Some(At::LineColumn { line, column }) => format!("{fault} (строка {line}, знак {column})"),
        Some(At::Position(p)) => format!("{fault} (знак {})", p + 1),
        None => fault,
    }
}

/// A setting's name, as Settings shows it.
fn setting_name(s: engine::backup::Setting) -> &'static str {
    use engine::backup::Setting;
    match s {
        Setting::Language => start(StartWord::Language),
        Setting::Muted => msg(Msg::TimerSound),
        Setting::Voice => msg(Msg::Voice),
        Setting::TimerAuto => msg(Msg::TimerAuto),
        Setting::VoteWindowAuto => msg(Msg::VoteWindowAuto),
        Setting::NightSound => msg(Msg::NightSound),
        Setting::Scoring => msg(Msg::ScoringTitle),
        Setting::LastPlayers => "Имена последней игры",
        Setting::TournamentTable => "Стол турнира: билет и результаты",
    }
}

pub(super) fn backup_line(line: &BackupLine) -> String {
    let n = |n: usize, one, few, many| format!("{n} {}", plural_ru(n, one, few, many));
    match line {
        BackupLine::AddGame => "идущая игра".to_string(),
        BackupLine::AddSetup => "недоделанная настройка партии".to_string(),
        BackupLine::AddEvening => "вечер, что идёт".to_string(),
        BackupLine::AddTournament => "турнир".to_string(),
        BackupLine::TournamentKept => {
            "турнир из копии — в сохранённые тексты (здесь другой турнир)".to_string()
        }
        BackupLine::EveningToPast => "вечер из копии — в прошедшие (здесь идёт другой)".to_string(),
        BackupLine::AddHistory(k) => format!("в историю: {}", n(*k, "игра", "игры", "игр")),
        BackupLine::AddPastEvenings(k) => {
            format!("прошедшие вечера: {}", n(*k, "вечер", "вечера", "вечеров"))
        }
        BackupLine::AddPlayers(k) => format!("в состав: {}", n(*k, "игрок", "игрока", "игроков")),
        BackupLine::AddSettings(k) => {
            format!("настройки: {}", n(*k, "настройка", "настройки", "настроек"))
        }
        BackupLine::AddKept(k) => format!(
            "нераспознанные данные, как есть: {}",
            n(*k, "запись", "записи", "записей")
        ),
        BackupLine::Dropped(k) => format!(
            "история полна: уйдут самые старые — {}",
            n(*k, "игра", "игры", "игр")
        ),
        BackupLine::ReplaceGame => "идущую игру (она уйдёт в историю)".to_string(),
        BackupLine::ReplaceSetup => "недоделанную настройку партии".to_string(),
        BackupLine::ReplaceEvening => "текущий вечер (он станет прошедшим)".to_string(),
        BackupLine::ReplaceTournament => {
            "турнир (здешний останется в сохранённых текстах)".to_string()
        }
        BackupLine::ReplaceHistory(d) => format!("игру от {d} в истории"),
        BackupLine::ReplacePastEvening(d) => format!("прошедший вечер от {d}"),
        BackupLine::ReplacePlayer(name) => format!("имена игрока «{name}»"),
        BackupLine::ReplaceSetting(Ok(s)) => format!("настройку «{}»", setting_name(*s)),
        BackupLine::ReplaceSetting(Err(k)) => format!("настройку {k}"),
        BackupLine::ReplaceStore(k) => {
            format!("нечитаемые данные {k} (они останутся среди нераспознанных)")
        }
    }
}

/// The game without a host (issue 41).
pub(super) fn hostless(t: HostlessText<'_>) -> String {
    use HostlessText as H;
    let seats = |list: &[(Seat, Seat)]| {
        list.iter()
            .map(|(by, at)| format!("№{by} → №{at}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match t {
        H::PassTo { seat, name: "" } => format!("Передайте телефон игроку №{seat}"),
        H::PassTo { seat, name } => format!("Передайте телефон игроку №{seat} — {name}"),
        H::PassHint(seat) => format!(
            "Остальные — в масках, головы опущены. №{seat} снимает маску, берёт телефон экраном к себе и нажимает кнопку ниже. После хода наденьте маску, положите телефон экраном вниз и коснитесь плеча следующего."
        ),
        H::ItsMe(seat) => format!("Я — игрок №{seat}"),
        H::Night(0) => "Первая ночь: знакомство".to_string(),
        H::Night(n) => format!("Ночь {n}"),
        H::YouAre(role) => format!("Ваша роль: {}", role_full(role)),
        H::YouLeft => "Вы выбыли из игры. Сделайте ход как все: коснитесь показанных номеров.".to_string(),
        H::TapShown(seat) => format!("Коснитесь №{seat}"),
        H::Shoot => "Выстрел: коснитесь номера. Убийство — только если вся мафия выстрелит в один номер.".to_string(),
        H::DonCheck => "Проверка Дона: коснитесь номера — Шериф ли это?".to_string(),
        H::SheriffCheck => "Проверка Шерифа: коснитесь номера — красный или чёрный?".to_string(),
        H::Heal => "Доктор: коснитесь номера того, кого лечите этой ночью.".to_string(),
        H::Silence => "Коснитесь номера игрока, который будет молчать днём.".to_string(),
        H::Agreement => "Договорка: запомните своих.".to_string(),
        H::Blacks(list) => {
            let names: Vec<String> = list
                .iter()
                .map(|&(seat, role)| match role {
                    Role::Don => format!("№{seat} (Дон)"),
                    _ => format!("№{seat}"),
                })
                .collect();
            format!("Мафия: {}", names.join(", "))
        }
        H::ShotsBefore([]) => "Вы стреляете первым из мафии.".to_string(),
        H::ShotsBefore(list) => format!("Уже выстрелили: {}", seats(list)),
        H::ShotsAt { at: [], more } => format!("Уже выстрелили: {more}"),
        H::ShotsAt { at, more } => {
            let list = at
                .iter()
                .map(|(seat, n)| format!("в №{seat} — {n}"))
                .collect::<Vec<_>>()
                .join(", ");
            match more {
                0 => format!("Уже выстрелили: {list}"),
                n => format!("Уже выстрелили: {list} и ещё {n}"),
            }
        }
        H::MustAgree => "Убийство — только если вся мафия выстрелила в один номер; иначе промах.".to_string(),
        H::Wait(n) => format!("Ход закроется сам через {n} с"),
        H::Done => "Готово".to_string(),
        H::NotAtTable(seat) => format!("№{seat} нет за столом"),
        H::Out(seat) => format!("№{seat} уже выбыл: выберите игрока, который ещё в игре"),
        H::HealRepeat(seat) => format!("№{seat} вы лечили прошлой ночью: две ночи подряд нельзя"),
        H::TapsDone => "Оба касания сделаны: нажмите «Готово»".to_string(),
        H::TapsLeft(n) => format!("Осталось касаний: {n}"),
        H::WhoSpeaker(seat) => format!("Говорит №{seat}: выставляя, он сам касается номера"),
        H::WhoNominator => "Выставляющий касается своего номера, затем номера кандидата".to_string(),
        H::WhoCounter => "Один игрок отмечает проголосовавших, все видят".to_string(),
        H::WhoNamed(seat) => format!("№{seat} касается трёх номеров"),
        H::WhoAnyone => "Кнопку нажимает любой игрок".to_string(),
        H::FoulAnyone => "Фол может отметить любой игрок".to_string(),
        H::Nightfall => "Наступает ночь. Все надевают маски.".to_string(),
        H::Hidden(n) => format!("Ход идёт ещё {n} с. Когда появится «Передайте телефон…», положите телефон экраном вниз и коснитесь плеча следующего."),
        H::PlanTap(n) => format!("Договорка: коснитесь номера игрока, в которого мафия стреляет в ночь {n}."),
        H::PlanAsk => "Вы — Дон: назначьте порядок отстрела на ночи 2 и 3.".to_string(),
        H::PlanByDon => "Порядок отстрела на ночи 2 и 3 назначает Дон.".to_string(),
        H::Plan([]) => "Дон не назначил порядок отстрела: стреляйте все в один номер.".to_string(),
        H::Plan(list) => {
            let nights: Vec<String> = list
                .iter()
                .zip(2..)
                .map(|(seat, n)| format!("ночь {n} — №{seat}"))
                .collect();
            format!("Договорка Дона: {}.", nights.join(", "))
        }
        H::PlanBlack(seat) => format!("№{seat} — мафия: выберите другой номер"),
        H::Unknown => "Роли других игроков вам неизвестны.".to_string(),
        H::Quiet => "Этот экран не видит никто, кроме вас.".to_string(),
        H::SameTime(n) => format!("Ход у каждого длится {n} с и закрывается сам."),
        H::AnswerHere => "Ответ проверки появится здесь.".to_string(),
        H::NoCheck => "Проверки у вас нет.".to_string(),
        H::TurnMade => "Ход сделан: «Готово» скроет экран.".to_string(),
        H::NoTurn => "Ход уже закрыт".to_string(),
        H::PutRemove { seat, reason: RemovalReason::Other } => format!(
            "Предложено удалить игрока №{seat}. Кто за? Поднимите руки."
        ),
        H::PutRemove { seat, reason } => format!(
            "Предложено удалить игрока №{seat} {}. Кто за? Поднимите руки.",
            removed_said(RemovedFor::Host(reason))
        ),
        H::PutUndo(what) => format!(
            "Предложено вернуться на шаг назад: отменить «{what}». Кто за? Поднимите руки."
        ),
        H::PutNeeds { need, living } => {
            format!("Решает большинство живых: нужно {need} из {living}.")
        }
        H::PutHands { hands, living } => format!("За: {hands} из {living}"),
        H::PutRemoveHint => "Выберите причину, затем коснитесь игрока. Удалить его может только стол: большинство живых.".to_string(),
        H::PutWithdraw => "Снять предложение".to_string(),
        H::Decided {
            hands,
            living,
            carried: true,
        } => format!("Решение стола: за {hands} из {living} — принято."),
        H::Decided { hands, living, .. } => format!(
            "Решение стола: за {hands} из {living} — не принято. Всё остаётся как было."
        ),
        H::DecisionLine(d) => {
            let what = match d.motion {
                Motion::Remove {
                    seat,
                    reason: RemovalReason::Other,
                } => format!("удалить №{seat}"),
                Motion::Remove { seat, reason } => format!(
                    "удалить №{seat} {}",
                    removed_said(RemovedFor::Host(reason))
                ),
                Motion::Undo => "вернуться на шаг назад".to_string(),
            };
            let when = match d.day {
                0 => "до первого дня".to_string(),
                n => format!("день {n}"),
            };
            format!(
                "{when}: {what} — за {} из {}, {}",
                d.hands.len(),
                d.living,
                if d.carried { "принято" } else { "не принято" }
            )
        }
        H::DecisionsHead => "Решения стола".to_string(),
    }
}

/// The organiser's results and standings (issue 50).
pub(super) fn results(text: ResultsText<'_>) -> String {
    use engine::tournament::{DocError, Merged, ResultError};
    use ResultsText as R;
    let game_n = |g: u32| format!("Игра {}", g + 1);
    match text {
        R::Title => "Результаты столов".into(),
        R::Hint => "Отсканируйте коды с телефона стола или откройте его файл результатов. Одни и те же результаты можно принять сколько угодно раз — ничего не задвоится.".into(),
        R::Scan => "Сканировать коды стола".into(),
        R::OpenFile => "Открыть файл результатов".into(),
        R::StopScan => "Закрыть камеру".into(),
        R::Outcome { game, merged } => match merged {
            Merged::Added => format!("{}: принята и засчитана", game_n(game)),
            Merged::Same => format!("{}: уже была принята — ничего не изменилось", game_n(game)),
            Merged::Disputed => format!(
                "{}: результат расходится с полученным раньше — выберите, какой засчитать",
                game_n(game)
            ),
            Merged::Refused(e) => format!("{}: не принята — {}", game_n(game), results(R::Refused(e))),
        },
        R::Refused(e) => match e {
            ResultError::UnknownGame { games, .. } => {
                format!("в турнире нет такой игры (игр всего {games})")
            }
            ResultError::Place {
                round,
                table,
                expected_round,
                expected_table,
                ..
            } => format!(
                "по рассадке она в туре {}, за столом {}, а пришла как тур {}, стол {}",
                expected_round + 1,
                expected_table + 1,
                round + 1,
                table + 1
            ),
            ResultError::Size { players, .. } => {
                format!("в ней {players} {}, а нужно 10", plural_ru(*players, "игрок", "игрока", "игроков"))
            }
            ResultError::Preset {
                found, expected, ..
            } => format!(
                "сыграна по правилам {}, а турнир — по правилам {}",
                ru_preset_table(*found),
                ru_preset_table(*expected)
            ),
            ResultError::Seat {
                seat,
                found,
                expected,
                ..
            } => format!("на месте №{seat} «{found}», а по рассадке там «{expected}»"),
            ResultError::Open { error, .. } => {
                format!("запись игры не открывается: {}", open_error(error))
            }
            ResultError::NotOver { .. } => "игра ещё не закончена".into(),
        },
        R::Unreadable(e) => match e {
            // The parser's own words are English: the Russian screen says the fault alone.
            DocError::Malformed { .. } => {
                "Файл повреждён или обрезан — ничего не изменено.".into()
            }
            DocError::Foreign { .. } => {
                "Это не результаты стола этого приложения — ничего не изменено.".into()
            }
            DocError::Newer { .. } => "Результаты записаны более новой версией приложения: обновите приложение. Ничего не изменено.".into(),
            DocError::BadVersion { found } => {
                format!("У результатов непонятная версия ({found}) — ничего не изменено.")
            }
        },
        R::FileUnread => "Файл не читается как текст — ничего не изменено.".into(),
        R::OtherTournament => {
            "Это результаты другого турнира — не приняты, ничего не изменено.".into()
        }
        R::NoGames => "В этих результатах нет ни одной игры.".into(),
        R::LastIntake => "Последние принятые".into(),
        R::Disputes(n) => format!("Расхождения: {n}"),
        R::DisputeOf { game, round, table } => format!(
            "{} · тур {} · стол {}",
            game_n(game),
            round + 1,
            table + 1
        ),
        R::DisputeHint => "С телефонов пришли разные результаты этой игры. Пока вы не выберете, игра не засчитана.".into(),
        R::Version(n) => format!("Вариант {n}"),
        R::SeatCol => "№".into(),
        R::PlayerCol => "Игрок".into(),
        R::CellsHold => "В клетке — баллы игрока и когда он выбыл; где варианты расходятся, строка выделена.".into(),
        R::Annulled => "Игра аннулирована".into(),
        R::Choose(n) => format!("Засчитать вариант {n}"),
        R::Counts => "Засчитан".into(),
        R::NotChosen => "Этого варианта уже нет среди полученных — ничего не изменено.".into(),
        R::Won(w) => match w {
            Winner::Red => "К",
            Winner::Black => "Ч",
            Winner::Draw => "Н",
        }
        .into(),
        R::Chosen { game, version } => {
            format!("{}: засчитан вариант {version}", game_n(game))
        }
        R::Standings => "Таблица турнира".into(),
        R::Progress {
            counted,
            games,
            pending,
            disputed,
        } => {
            let mut s = format!("Засчитано {counted} из {games}");
            if pending > 0 {
                s += &format!(" · ждём {pending}");
            }
            if disputed > 0 {
                s += &format!(" · расхождений {disputed}");
            }
            s
        }
        R::Waiting(n) => format!(
            "Ещё не сыграли ни одной засчитанной игры: {n} {}",
            plural_ru(n, "игрок", "игрока", "игроков")
        ),
        R::RoundsTitle => "Туры и столы".into(),
        R::Pending => "ждём".into(),
        R::DisputedMark => "спор".into(),
        R::RoundsLegend => "К — победа красных, Ч — победа чёрных, Н — ничья, «ждём» — стол ещё не прислал результат, «спор» — пришли разные результаты.".into(),
        R::Print => "Печать (А4)".into(),
        R::Cards => "Карточки игроков".into(),
        R::CardPick => "Игрок".into(),
        R::CardTitle(name) => format!("{name}: где я сижу в каждом туре"),
        R::CardRound { round, place } => match place {
            Some(p) => format!(
                "Тур {}: стол {}, место №{}",
                round + 1,
                p.table + 1,
                p.seat
            ),
            None => format!("Тур {}: отдыхаю", round + 1),
        },
        R::CardQr => "QR-код карточки".into(),
        R::CardTooLong => "Карточка не помещается в один QR-код — распечатайте её.".into(),
        R::CardPrint => "Печать карточки".into(),
        R::NoTournament => "Турнира ещё нет: сначала создайте или откройте его.".into(),
    }
}

pub(super) fn tour_word(w: TourWord) -> &'static str {
    use TourWord::*;
    match w {
        StartLine => "Турнир на нескольких столах: рассадка, билеты столам, результаты и таблица.",
        SecSeating => "Рассадка",
        SecHandOut => "Столам",
        SecResults => "Результаты",
        SecStandings => "Таблица",
        SecFinal => "Финал",
        SecFile => "Файл",
        NewTitle => "Новый турнир",
        Name => "Название",
        NamePlaceholder => "Кубок клуба",
        Players => "Игроки — по одному в строке",
        PlayersHint => "Команда — после косой черты: «Аня / Клуб 1». Игроки одной команды по возможности не садятся за один стол.",
        PlayersPlaceholder => "Аня / Клуб 1\nБорис\nВера / Клуб 1",
        Tables => "Столов",
        Games => "Игр на игрока",
        Rules => "Правила",
        Seat => "Рассадить",
        Seating => "Рассаживаю…",
        TakeNow => "Взять как есть",
        Cancel => "Отменить",
        Round => "Тур",
        SitsOut => "Пропускают",
        Scores => "Оценки рассадки",
        Pairs => "Пары",
        Numbers => "Номера",
        TablesScore => "Столы",
        Within => "в норме",
        Beyond => "хуже нормы",
        ScoresHelp => "Меньше — лучше, 0 — идеально. Норма — граница рейтингового сайта.",
        NoClashes => "Игроки одной команды за одним столом не встречаются.",
        SwapHint => "Нажмите двух игроков тура, чтобы поменять их местами.",
        SwapCancel => "Не менять",
        Played => "сыграна",
        HandOutLine => "Билет стола: его игры и имена по местам. Телефон стола сканирует коды или открывает файл.",
        Table => "Стол",
        Rounds => "Туры",
        AllRounds => "Все туры",
        Phone => "Чей телефон",
        PhonePlaceholder => "Телефон судьи стола",
        TicketCodes => "Показать коды билета",
        TicketFile => "Файл билета",
        Export => "Сохранить турнир в файл",
        Import => "Открыть файл турнира",
        DimTomExport => "Рассадка в формате DimTom",
        DimTomImport => "Взять рассадку DimTom",
        DimTomLine => "Рассадку можно отдать рейтинговому сайту или взять готовую — пока нет результатов.",
        ReplaceTitle => "Заменить турнир?",
        Replace => "Заменить",
        Keep => "Оставить",
        Damaged => "Сохранённый турнир не открывается. Его текст сохранён как есть — заберите файл, потом удалите.",
        DeleteDamaged => "Удалить этот текст",
        NotSaved => "Не сохранено: память браузера заполнена. Сохраните турнир в файл.",
        End => "Закончить турнир",
        EndAsk => "Удалить турнир с телефона? Сначала сохраните его в файл.",
        EndYes => "Удалить",
        Imported => "Турнир открыт из файла.",
        Reseated => "Рассадка заменена.",
        Pending => "ждёт результата",
        Done => "результат есть",
        Disputed => "результаты расходятся",
        NoStandings => "Результатов ещё нет.",
        Waiting => "Ещё не играли",
        FinalRule => "Правило финала",
        FinalTop => "Финалистов (лучшие по отбору)",
        FinalGames => "Игр в финале",
        FinalCarry => "Очки отбора переходят в финал",
        FinalSetRule => "Сохранить правило",
        FinalRuleSet => "Правило финала сохранено.",
        Finalists => "Финалисты",
        FinalTieHint => "Нажмите на тех, кто проходит (по жребию).",
        FinalBegin => "Начать финал",
        FinalBegun => "Финал начат: игры за столом 1 после отборочных туров.",
        FinalGamesTitle => "Игры финала",
        FinalStandings => "Таблица финала",
        FinalPrint => "Печать таблицы финала",
    }
}

pub(super) fn tour(t: TourText<'_>) -> String {
    match t {
        TourText::Draft(e) => draft_error(e),
        TourText::Seating(e) => seating_error(e),
        TourText::Tournament(e) => tournament_error(e),
        TourText::Swap(e) => swap_error(e),
        TourText::Ticket(e) => ticket_error(e),
        TourText::RoundNo(n) => format!("Тур {n}"),
        TourText::TableNo(n) => format!("Стол {n}"),
        TourText::Summary {
            players,
            tables,
            games,
            rounds,
        } => format!(
            "{players} {}, {tables} {}, {games} {} на игрока, {rounds} {}",
            plural_ru(players, "игрок", "игрока", "игроков"),
            plural_ru(tables, "стол", "стола", "столов"),
            plural_ru(games, "игра", "игры", "игр"),
            plural_ru(rounds, "тур", "тура", "туров"),
        ),
        TourText::Counted(n) => format!("{n} {}", plural_ru(n, "игрок", "игрока", "игроков")),
        TourText::Progress(p) => format!("Рассаживаю… {p} %"),
        TourText::Score { score, bound } => {
            format!("{} (норма до {})", decimal(score), decimal(bound))
        }
        TourText::Clash { round, table, a, b } => format!(
            "Тур {round}, стол {table}: «{a}» и «{b}» из одной команды"
        ),
        TourText::SwapFrom(name) => format!("«{name}»: теперь нажмите, с кем поменять"),
        TourText::Swapped(a, b) => format!("«{a}» и «{b}» поменялись местами"),
        TourText::HandedTo(phone) => format!("Отдано: {phone}"),
        TourText::Final(e) => final_error(e),
        TourText::QualPlace(n) => format!("{n}-е место в отборе"),
        TourText::FinalGameNo(n) => format!("Игра финала {n}"),
        TourText::TieChosen { chosen, places } => {
            format!("Выбрано {chosen} из {places}")
        }
        TourText::ReplaceAsk { here, file } => format!(
            "На телефоне турнир «{here}». Заменить его турниром «{file}» из файла? Здешний останется в сохранённых текстах."
        ),
    }
}

fn final_error(e: &engine::tournament::FinalError) -> String {
    use engine::tournament::seating::SEATS;
    use engine::tournament::{FinalError, MOST_FINAL_GAMES};
    match e {
        FinalError::Begun => "Финал уже начат: правило и финалистов не изменить.".to_string(),
        FinalError::Top { top, players } => format!(
            "В финал {top} {}: можно от {SEATS} до {players} (игроков турнира).",
            plural_ru(*top as usize, "игрок", "игрока", "игроков")
        ),
        FinalError::Games { games } => format!(
            "Финал из {games} {}: можно от 1 до {MOST_FINAL_GAMES}.",
            plural_ru(*games as usize, "игры", "игр", "игр")
        ),
        FinalError::Pending { games } => format!(
            "Отбор не закончен, нет результата: {} {}.",
            plural_ru(games.len(), "игра", "игры", "игр"),
            games
                .iter()
                .map(|g| (g + 1).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        FinalError::Tie { place, tied } => format!(
            "{} {} делят {place}-е место по всем показателям: выберите, кто проходит в финал.",
            tied.len(),
            plural_ru(tied.len(), "игрок", "игрока", "игроков")
        ),
        FinalError::Finalists { named, top } => {
            format!("Финалистов {named}, а нужно {top}: выберите ровно столько.")
        }
    }
}

/// A score with a decimal comma, two places at most.
fn decimal(x: f64) -> String {
    let s = format!("{:.2}", x);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.replace('.', ",")
}

fn draft_error(e: &engine::tournament::DraftError) -> String {
    use engine::tournament::DraftError;
    match e {
        DraftError::NoName => "Дайте турниру название.".to_string(),
        DraftError::Preset(p) => format!(
            "Турнир играют по правилам «Спорт» или «Клуб», не «{}».",
            start(StartWord::PresetName(*p))
        ),
        DraftError::NoPlayerName { line } => {
            format!("Строка {line}: команда есть, а имени нет.")
        }
        DraftError::Repeated { first, again, name } => {
            format!("«{name}» записан дважды: строки {first} и {again}. Одно имя — один игрок.")
        }
        DraftError::Seating(e) => seating_error(e),
    }
}

fn seating_error(e: &engine::tournament::SeatingError) -> String {
    use engine::tournament::seating::{GAMES, PLAYERS, SEATS, TABLES};
    use engine::tournament::SeatingError::*;
    match e {
        Players { players } => format!(
            "{players} {}: турнир рассаживается для {}–{} игроков.",
            plural_ru(*players, "игрок", "игрока", "игроков"),
            PLAYERS.start(),
            PLAYERS.end()
        ),
        Tables { tables } => format!(
            "{tables} {}: столов может быть от {} до {}.",
            plural_ru(*tables, "стол", "стола", "столов"),
            TABLES.start(),
            TABLES.end()
        ),
        Games { games } => format!(
            "{games} {} на игрока: можно от {} до {}.",
            plural_ru(*games, "игра", "игры", "игр"),
            GAMES.start(),
            GAMES.end()
        ),
        TooFewPlayers { players, tables } => format!(
            "{players} {} не хватит на {tables} {} по десять: нужно не меньше {}.",
            plural_ru(*players, "игрока", "игроков", "игроков"),
            plural_ru(*tables, "стол", "стола", "столов"),
            tables * SEATS
        ),
        NotDivisible { players, games } => format!(
            "{players} × {games} = {} мест — не делится на 10, столы по десять не заполнить. Измените число игроков или игр.",
            players * games
        ),
        NoRounds => "В рассадке нет ни одного тура.".to_string(),
        EmptyRound { round } => format!("В туре {} нет столов.", round + 1),
        TooManyTables {
            round,
            tables,
            most,
        } => format!(
            "В туре {} {tables} {}, а столов всего {most}.",
            round + 1,
            plural_ru(*tables, "стол", "стола", "столов")
        ),
        TwiceInRound { round, player } => {
            format!("Игрок № {} сидит в туре {} дважды.", player + 1, round + 1)
        }
        UnequalGames {
            player,
            games,
            expected,
        } => format!(
            "У игрока № {} {games} {}, а у остальных {expected}.",
            player + 1,
            plural_ru(*games, "игра", "игры", "игр")
        ),
        TeamsLength { teams, players } => format!(
            "Команд указано {teams}, игроков {players}: нужно по одной на игрока."
        ),
        NoSuchRound { round, rounds } => {
            format!("Тура {} нет: туров {rounds}.", round + 1)
        }
        NoSuchPlayer { player, players } => {
            format!("Игрока № {} нет: игроков {players}.", player + 1)
        }
        SamePlayer { .. } => "Игрока нельзя поменять местами с самим собой.".to_string(),
        SitsOut { round, player } => format!(
            "Игрок № {} пропускает тур {}: с ним поменяться нельзя — у одного стало бы на игру больше, у другого меньше.",
            player + 1,
            round + 1
        ),
        Json(detail) => format!(
            "Это не рассадка «DimTom»: {}",
            read_error(&ReadError::from_reader(detail))
        ),
        UnknownGame { round, game, games } => format!(
            "Тур {} называет игру {}, а игр в файле {games}.",
            round + 1,
            game + 1
        ),
        GameTwice { game } => format!("Игра {} стоит в рассадке больше одного раза.", game + 1),
        GameUnused { game } => format!("Игра {} не стоит ни в одном туре.", game + 1),
        GameSize { game, players } => format!(
            "В игре {} {players} {}, а не {SEATS}.",
            game + 1,
            plural_ru(*players, "игрок", "игрока", "игроков")
        ),
    }
}

fn doc_error(e: &engine::tournament::DocError) -> String {
    use engine::tournament::DocError;
    match e {
        DocError::Malformed { detail } => format!(
            "файл не читается: {}",
            read_error(&ReadError::from_reader(detail))
        ),
        DocError::Foreign { .. } => "это не турнир, а другой файл".to_string(),
        DocError::Newer { found, reads } => format!(
            "его записала более новая версия приложения (версия {found}, это приложение читает {reads}) — обновите приложение; файл не изменён"
        ),
        DocError::BadVersion { found } => {
            format!("версия файла «{found}» — не та, что пишет приложение")
        }
    }
}

fn result_error(e: &engine::tournament::ResultError) -> String {
    use engine::tournament::ResultError;
    match e {
        ResultError::UnknownGame { game, games } => {
            format!("игры {} в турнире нет: игр {games}", game + 1)
        }
        ResultError::Place {
            game,
            round,
            table,
            expected_round,
            expected_table,
        } => format!(
            "игра {} пришла как тур {}, стол {}, а по рассадке это тур {}, стол {}",
            game + 1,
            round + 1,
            table + 1,
            expected_round + 1,
            expected_table + 1
        ),
        ResultError::Size { game, players } => format!(
            "в игре {} {players} {}, а не 10",
            game + 1,
            plural_ru(*players, "игрок", "игрока", "игроков")
        ),
        ResultError::Preset {
            game,
            found,
            expected,
        } => format!(
            "игра {} сыграна по правилам «{}», а турнир — «{}»",
            game + 1,
            start(StartWord::PresetName(*found)),
            start(StartWord::PresetName(*expected))
        ),
        ResultError::Seat {
            game,
            seat,
            found,
            expected,
        } => format!(
            "игра {}: на месте {seat} «{found}», а по рассадке «{expected}»",
            game + 1
        ),
        ResultError::Open { game, error } => {
            format!("игра {} не открывается: {}", game + 1, open_error(error))
        }
        ResultError::NotOver { game } => format!("игра {} не закончена", game + 1),
    }
}

fn tournament_error(e: &engine::tournament::TournamentError) -> String {
    use engine::tournament::TournamentError::*;
    let what = match e {
        Doc(e) => doc_error(e),
        PlayerName { id, name } if name.is_empty() => format!("у игрока № {} нет имени", id + 1),
        PlayerName { name, .. } => format!("имя «{name}» записано у двух игроков"),
        PlayerId { id } => format!("у двух игроков один номер {id}"),
        PlayersCount { players, seated } => {
            format!("в списке {players} игроков, а рассажено {seated}")
        }
        TeamsLength { teams, players } => {
            format!("команд указано {teams}, игроков {players}")
        }
        GameOrder { game } => format!("игра {} не на своём месте", game + 1),
        Seats { game } => format!("в игре {} не десять игроков турнира", game + 1),
        Seating(e) => seating_error(e),
        Result(e) => result_error(e),
        Results { game } => format!(
            "результаты игры {} записаны не так, как их сводит приложение",
            game + 1
        ),
        Final { game } => format!(
            "игра {} финала не на своём месте: игры финала идут последними, по одной за столом 1, по десять игроков",
            game + 1
        ),
        Kept { game, error } => {
            use engine::tournament::KeptError;
            let n = u64::from(*game) + 1;
            match error {
                KeptError::Missing => format!("игры {n} нет в памяти телефона"),
                KeptError::Doc(e) => format!("игра {n} в памяти телефона повреждена: {}", doc_error(e)),
                KeptError::Other { found } => {
                    format!(
                        "на месте игры {n} в памяти телефона записана игра {}",
                        u64::from(*found) + 1
                    )
                }
            }
        }
    };
    format!("Турнир не открывается: {what}")
}

fn swap_error(e: &engine::tournament::SwapError) -> String {
    use engine::tournament::SwapError;
    match e {
        SwapError::Seating(e) => seating_error(e),
        SwapError::Played { game } => format!(
            "У игры {} уже есть результат: её рассадку не меняют.",
            game + 1
        ),
        SwapError::Tournament(e) => tournament_error(e),
    }
}

fn ticket_error(e: &engine::tournament::TicketError) -> String {
    use engine::tournament::TicketError;
    match e {
        TicketError::NoTable { table, tables } => {
            format!("Стола {} нет: столов {tables}.", table + 1)
        }
        TicketError::NoGame { table, round } => {
            format!("У стола {} нет игры в туре {}.", table + 1, round + 1)
        }
    }
}

/// A tournament table's words.
pub(super) fn table(word: TableWord) -> &'static str {
    match word {
        TableWord::Empty => "Билета нет. Организатор турнира даёт столу билет: QR-код или файл.",
        TableWord::ScanTicket => "Сканировать билет",
        TableWord::OpenTicketFile => "Открыть файл билета",
        TableWord::CloseCamera => "Закрыть камеру",
        TableWord::ScanHint => "Наведите камеру на QR-код билета на телефоне организатора.",
        TableWord::Games => "Игры стола",
        TableWord::Start => "Начать",
        TableWord::NextBadge => "следующая",
        TableWord::PlayingBadge => "идёт",
        TableWord::ReportedBadge => "результат готов",
        TableWord::Report => "Результат для организатора",
        TableWord::ResultsTitle => "Результаты для организатора",
        TableWord::ShowResults => "Показать результаты",
        TableWord::DownloadResults => "Скачать файл результатов",
        TableWord::ResultsHint => "Организатор сканирует коды своим телефоном или открывает файл.",
        TableWord::NoResults => "Сыгранных игр пока нет.",
        TableWord::AllPlayed => "Все игры билета сыграны. Отдайте результаты организатору.",
        TableWord::Changed => "Эта игра не подходит к билету: при подготовке изменили имена, места или правила. Результат не записан.",
        TableWord::NotOver => "Игра ещё не окончена.",
        TableWord::NotStarted => "Эта игра начата не из билета стола.",
        TableWord::Taken => "Билет принят.",
        TableWord::Updated => "Билет обновлён, прежние результаты сохранены.",
        TableWord::Replace => "Заменить",
        TableWord::KeepOld => "Оставить прежний",
        TableWord::KeptDamaged => "Сохранённый билет стола не читается. Новый билет займёт его место.",
        TableWord::NotSaved => "Браузер не сохранил: ничего не изменилось.",
        TableWord::RefusedMalformed => "Это не билет: файл или код повреждён либо прочитан не целиком. Ничего не изменилось.",
        TableWord::RefusedForeign => "Это не билет стола турнира, а другой документ. Ничего не изменилось.",
        TableWord::RefusedNewer => "Билет сделан более новой версией приложения: обновите приложение. Ничего не изменилось.",
        TableWord::RefusedBadVersion => "У билета нет понятной версии: он не читается. Ничего не изменилось.",
        TableWord::RefusedCode => "Это не код билета или код повреждён. Ничего не изменилось.",
    }
}

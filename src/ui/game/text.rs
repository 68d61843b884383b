//! The in-game words, Russian and English: what the host says, labels, refusals.
//! Terms the players use stay in Russian in both languages where RULES.md keeps them.

use crate::engine::event::{FirstNightStep, NightStep, NoExitWhy, SkipWhy};
use crate::engine::{
    Exit, GameEvent, HostAction, LastWordCause, Moment, Refusal, Role, RuleError, RuleId, Script,
    Seat, Stage, Team, Winner,
};

use crate::ui::i18n::{plural_ru, Lang};

pub fn votes(lang: Lang, n: usize) -> String {
    match lang {
        Lang::Ru => format!("{n} {}", plural_ru(n, "голос", "голоса", "голосов")),
        Lang::En if n == 1 => "1 vote".to_string(),
        Lang::En => format!("{n} votes"),
    }
}

pub fn role(lang: Lang, r: Role) -> &'static str {
    match (lang, r) {
        (Lang::Ru, Role::Civilian) => "Мирный",
        (Lang::Ru, Role::Sheriff) => "Шериф",
        (Lang::Ru, Role::Doctor) => "Доктор",
        (Lang::Ru, Role::Silencer) => "Маньяк",
        (Lang::Ru, Role::Mafia) => "Мафия",
        (Lang::Ru, Role::Don) => "Дон",
        (Lang::En, Role::Civilian) => "Civilian",
        (Lang::En, Role::Sheriff) => "Sheriff",
        (Lang::En, Role::Doctor) => "Doctor",
        (Lang::En, Role::Silencer) => "Silencer",
        (Lang::En, Role::Mafia) => "Mafia",
        (Lang::En, Role::Don) => "Don",
    }
}

fn role_gen(lang: Lang, r: Role) -> &'static str {
    match (lang, r) {
        (Lang::Ru, Role::Don) => "Дона",
        (Lang::Ru, Role::Sheriff) => "Шерифа",
        (Lang::Ru, Role::Doctor) => "Доктора",
        (Lang::Ru, Role::Silencer) => "Маньяка",
        (Lang::Ru, _) => "мафию",
        (Lang::En, r) => role(Lang::En, r),
    }
}

/// The phase line at the top: "День 2 · речи".
pub fn phase(lang: Lang, stage: &Stage, day: u32, night: u32) -> String {
    let ru = lang == Lang::Ru;
    let part = match stage {
        Stage::FirstNight { .. } => {
            return if ru {
                "Ночь 1 · знакомство".into()
            } else {
                "Night 1 · introductions".into()
            }
        }
        Stage::Night { .. } => {
            return if ru {
                format!("Ночь {night}")
            } else {
                format!("Night {night}")
            }
        }
        Stage::GameOver => {
            return if ru {
                "Игра окончена".into()
            } else {
                "Game over".into()
            }
        }
        Stage::Morning => {
            if ru {
                "утро"
            } else {
                "morning"
            }
        }
        Stage::LastWord { .. } => {
            if ru {
                "последнее слово"
            } else {
                "last word"
            }
        }
        Stage::Speech { .. } => {
            if ru {
                "речи"
            } else {
                "speeches"
            }
        }
        Stage::Discussion { .. } => {
            if ru {
                "обсуждение"
            } else {
                "discussion"
            }
        }
        Stage::Voting(r) if r.revote => {
            if ru {
                "переголосование"
            } else {
                "revote"
            }
        }
        Stage::Voting(_) => {
            if ru {
                "голосование"
            } else {
                "voting"
            }
        }
        Stage::TieSpeech { .. } => {
            if ru {
                "автокатастрофа"
            } else {
                "автокатастрофа (tie)"
            }
        }
        Stage::AllLeave { .. } => {
            if ru {
                "все покидают?"
            } else {
                "all leave?"
            }
        }
    };
    if ru {
        format!("День {day} · {part}")
    } else {
        format!("Day {day} · {part}")
    }
}

fn seats_list(seats: &[Seat]) -> String {
    seats
        .iter()
        .map(|s| format!("№{s}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the host says now, read aloud.
pub fn say(lang: Lang, script: &Script) -> String {
    let ru = lang == Lang::Ru;
    match script {
        Script::MafiaAgreement => if ru {
            "Наступает ночь. Мафия, проснитесь: договорка — одна минута. Дон, покажите себя."
        } else {
            "Night falls. Mafia, wake up: the договорка, one minute. Don, show yourself."
        }
        .into(),
        Script::RoleMeetsHost { role: r } => {
            if ru {
                format!(
                    "Мафия засыпает. Просыпается {}: знакомство с ведущим.",
                    role(lang, *r)
                )
            } else {
                format!(
                    "Mafia, sleep. The {} wakes and meets the host.",
                    role(lang, *r)
                )
            }
        }
        Script::GoodMorning {
            day,
            killed,
            kill_prevented,
            silenced,
        } => {
            let mut s = if ru {
                "Доброе утро!".to_string()
            } else {
                "Good morning!".to_string()
            };
            if *day > 1 {
                match killed {
                    Some(k) if ru => s += &format!(" Этой ночью был убит игрок №{k}."),
                    Some(k) => s += &format!(" Tonight seat {k} was killed."),
                    None if *kill_prevented && ru => {
                        s += " Ночью было покушение, но доктор спас жертву."
                    }
                    None if *kill_prevented => {
                        s += " There was an attempt tonight, but the Doctor saved the victim."
                    }
                    None if ru => s += " Утро действительно доброе: никто не убит.",
                    None => s += " A truly good morning: nobody was killed.",
                }
            }
            if let Some(x) = silenced {
                s += &if ru {
                    format!(" Игрок №{x} сегодня молчит.")
                } else {
                    format!(" Seat {x} may not speak today.")
                };
            }
            s
        }
        Script::LastWord { seat, cause } => match (ru, cause) {
            (true, LastWordCause::Killed) => format!("Последнее слово игроку №{seat}."),
            (true, LastWordCause::VotedOut) => {
                format!("Игрок №{seat} покидает игру. Последнее слово.")
            }
            (false, LastWordCause::Killed) => format!("Last word for seat {seat}."),
            (false, LastWordCause::VotedOut) => format!("Seat {seat} leaves the game. Last word."),
        },
        Script::Speech {
            seat,
            nominate_only: false,
        } => {
            if ru {
                format!("Слово игроку №{seat}.")
            } else {
                format!("Seat {seat}, your speech.")
            }
        }
        Script::Speech {
            seat,
            nominate_only: true,
        } => {
            if ru {
                format!("Игрок №{seat} без речи (3 фола), но может выставить кандидатуру.")
            } else {
                format!("Seat {seat} has no speech (3 fouls) but may nominate.")
            }
        }
        Script::OpenDiscussion => if ru {
            "Город обсуждает. Выставляйте кандидатуры."
        } else {
            "The town discusses. Take nominations."
        }
        .into(),
        Script::VoteFor {
            candidate,
            candidates,
            is_last,
        } => {
            let lead = if ru {
                format!(
                    "Дневное обсуждение завершено. На голосовании: {}. ",
                    seats_list(candidates)
                )
            } else {
                format!(
                    "The day's discussion is over. On the ballot: {}. ",
                    seats_list(candidates)
                )
            };
            let ask = if ru {
                format!("Кто за то, чтобы нашу игру покинул игрок №{candidate}?")
            } else {
                format!("Who votes for seat {candidate} to leave the game?")
            };
            let last = match (is_last, ru) {
                (true, true) => " Кто не голосовал — голос за этого кандидата.",
                (true, false) => " Those who did not vote count for this candidate.",
                _ => "",
            };
            format!("{lead}{ask}{last}")
        }
        Script::TieSpeech { seat, tied } => {
            if ru {
                format!(
                    "Автокатастрофа: {}. Оправдательная речь игрока №{seat} — 30 секунд.",
                    seats_list(tied)
                )
            } else {
                format!(
                    "A tie (автокатастрофа): {}. Seat {seat} speaks for 30 seconds.",
                    seats_list(tied)
                )
            }
        }
        Script::AllLeave { tied } => {
            if ru {
                format!(
                    "Кто за то, чтобы все голосуемые ({}) покинули игру?",
                    seats_list(tied)
                )
            } else {
                format!(
                    "Who votes for all of {} to leave the game?",
                    seats_list(tied)
                )
            }
        }
        Script::MafiaShoot { blind: true } => if ru {
            "Мафия выходит на охоту. Называю номера: 1, 2, 3…"
        } else {
            "The mafia go hunting. I call the numbers: 1, 2, 3…"
        }
        .into(),
        Script::MafiaShoot { blind: false } => if ru {
            "Мафия просыпается и показывает жертву."
        } else {
            "The mafia wake and point at their victim."
        }
        .into(),
        Script::RoleWakes { role: r, out } => {
            let base = if ru {
                format!("Просыпается {}.", role(lang, *r))
            } else {
                format!("The {} wakes.", role(lang, *r))
            };
            let tail = match (r, ru) {
                (Role::Don, true) => " Ищет Шерифа.",
                (Role::Don, false) => " Looking for the Sheriff.",
                (Role::Sheriff, true) => " Ищет мафию.",
                (Role::Sheriff, false) => " Looking for the mafia.",
                (Role::Doctor, true) => " Кого лечит?",
                (Role::Doctor, false) => " Whom does the Doctor heal?",
                (_, true) => " Кто завтра молчит?",
                (_, false) => " Who keeps silent tomorrow?",
            };
            let gone = match (out, ru) {
                (true, true) => format!(
                    " ({} выбыл — выдержите паузу и продолжайте.)",
                    role(lang, *r)
                ),
                (true, false) => format!(" (The {} is out: wait, then go on.)", role(lang, *r)),
                _ => String::new(),
            };
            format!("{base}{tail}{gone}")
        }
        Script::BestMove { seat } => {
            if ru {
                format!("Лучший ход: игрок №{seat} называет три номера (20 секунд).")
            } else {
                format!("Best move (лучший ход): seat {seat} names three seats (20 seconds).")
            }
        }
        Script::GameOver { winner } => winner_text(lang, *winner).into(),
    }
}

pub fn winner_text(lang: Lang, w: Winner) -> &'static str {
    match (lang, w) {
        (Lang::Ru, Winner::Red) => "Победа красных — мирного города",
        (Lang::Ru, Winner::Black) => "Победа чёрных — мафии",
        (Lang::Ru, Winner::Draw) => "Ничья",
        (Lang::En, Winner::Red) => "Red wins — the town",
        (Lang::En, Winner::Black) => "Black wins — the mafia",
        (Lang::En, Winner::Draw) => "A draw",
    }
}

pub fn team(lang: Lang, t: Team) -> &'static str {
    match (lang, t) {
        (Lang::Ru, Team::Red) => "красный",
        (Lang::Ru, Team::Black) => "чёрный",
        (Lang::En, Team::Red) => "red",
        (Lang::En, Team::Black) => "black",
    }
}

pub fn exit(lang: Lang, e: Exit) -> &'static str {
    match (lang, e) {
        (Lang::Ru, Exit::VotedOut) => "заголосован",
        (Lang::Ru, Exit::Killed) => "убит",
        (Lang::Ru, Exit::Removed) => "удалён",
        (Lang::En, Exit::VotedOut) => "voted out",
        (Lang::En, Exit::Killed) => "killed",
        (Lang::En, Exit::Removed) => "removed",
    }
}

/// How a player left and when: "заголосован · день 2".
pub fn exit_when(lang: Lang, e: Exit, at: Moment) -> String {
    let when = match (at, lang) {
        (Moment::Day(d), Lang::Ru) => format!("день {d}"),
        (Moment::Day(d), Lang::En) => format!("day {d}"),
        (Moment::Night(n), Lang::Ru) => format!("ночь {n}"),
        (Moment::Night(n), Lang::En) => format!("night {n}"),
    };
    format!("{} · {when}", exit(lang, e))
}

/// A short label for an action, for "Undo: …".
pub fn action_label(lang: Lang, a: &HostAction) -> String {
    let ru = lang == Lang::Ru;
    match a {
        HostAction::Next => if ru { "шаг вперёд" } else { "step" }.into(),
        HostAction::Nominate { by, target } => {
            if ru {
                format!("№{by} выставил №{target}")
            } else {
                format!("{by} nominated {target}")
            }
        }
        HostAction::Withdraw { by } => {
            if ru {
                format!("№{by} снял кандидатуру")
            } else {
                format!("{by} withdrew")
            }
        }
        HostAction::RepeatBallot => if ru {
            "повтор списка"
        } else {
            "ballot repeated"
        }
        .into(),
        HostAction::Vote { candidate, voters } => {
            if ru {
                format!("за №{candidate}: {}", votes(lang, voters.len()))
            } else {
                format!("for {candidate}: {}", votes(lang, voters.len()))
            }
        }
        HostAction::VoteCount { candidate, count } => {
            if ru {
                format!("за №{candidate}: {}", votes(lang, *count as usize))
            } else {
                format!("for {candidate}: {}", votes(lang, *count as usize))
            }
        }
        HostAction::AllLeave { voters } => {
            if ru {
                format!("все покидают: {}", votes(lang, voters.len()))
            } else {
                format!("all leave: {}", votes(lang, voters.len()))
            }
        }
        HostAction::AllLeaveCount { count } => {
            if ru {
                format!("все покидают: {}", votes(lang, *count as usize))
            } else {
                format!("all leave: {}", votes(lang, *count as usize))
            }
        }
        HostAction::Foul { seat } => {
            if ru {
                format!("фол №{seat}")
            } else {
                format!("foul on {seat}")
            }
        }
        HostAction::Remove { seat, .. } => {
            if ru {
                format!("удаление №{seat}")
            } else {
                format!("removal of {seat}")
            }
        }
        HostAction::HandLift { seat } => {
            if ru {
                format!("рука №{seat}")
            } else {
                format!("hand lift {seat}")
            }
        }
        // Night entries are secrets: the label does not say what they were.
        HostAction::Shoot { .. } | HostAction::ShootEach { .. } => {
            if ru { "выстрел" } else { "shot" }.into()
        }
        HostAction::DonCheck { .. } => if ru {
            "проверка Дона"
        } else {
            "Don's check"
        }
        .into(),
        HostAction::SheriffCheck { .. } => if ru {
            "проверка Шерифа"
        } else {
            "Sheriff's check"
        }
        .into(),
        HostAction::Heal { .. } => if ru { "лечение" } else { "heal" }.into(),
        HostAction::Silence { .. } => if ru { "молчание" } else { "silence" }.into(),
        HostAction::BestMove { .. } => if ru {
            "лучший ход"
        } else {
            "best move"
        }
        .into(),
        HostAction::Protest { .. } => if ru { "протест" } else { "protest" }.into(),
        HostAction::ExtraPoints { seat, tenths } => {
            let p = crate::engine::scoring::points(i16::from(*tenths) * 10);
            if ru {
                format!("доп. баллы №{seat}: {p}")
            } else {
                format!("extra points {seat}: {p}")
            }
        }
    }
}

/// The main button's words for moving on.
pub fn next_label(lang: Lang, stage: &Stage) -> String {
    let ru = lang == Lang::Ru;
    match stage {
        Stage::FirstNight {
            step: FirstNightStep::Agreement,
        } => {
            if ru {
                "Договорились"
            } else {
                "Agreed"
            }
        }
        Stage::FirstNight { .. } => {
            if ru {
                "Дальше"
            } else {
                "Next"
            }
        }
        Stage::Morning => {
            if ru {
                "Начать день"
            } else {
                "Start the day"
            }
        }
        Stage::LastWord { .. } | Stage::TieSpeech { .. } => {
            if ru {
                "Спасибо"
            } else {
                "Thank you (Спасибо)"
            }
        }
        Stage::Speech { .. } => {
            if ru {
                "Спасибо — следующий"
            } else {
                "Thank you — next"
            }
        }
        Stage::Discussion { .. } => {
            if ru {
                "Завершить обсуждение"
            } else {
                "End the discussion"
            }
        }
        Stage::Night {
            step: NightStep::BestMove,
        } => {
            if ru {
                "Без лучшего хода"
            } else {
                "No best move"
            }
        }
        Stage::Night { .. } => {
            if ru {
                "Дальше (без выбора)"
            } else {
                "Next (no choice)"
            }
        }
        _ => {
            if ru {
                "Дальше"
            } else {
                "Next"
            }
        }
    }
    .into()
}

/// A refusal, in the host's language, with its rule id.
pub fn refusal(lang: Lang, e: &RuleError) -> String {
    if lang == Lang::En {
        if matches!(e.refusal, Refusal::AlreadyNominated { .. }) {
            return format!(
                "{}: {}; to nominate another, first «Withdraw nomination»",
                e.rule, e.refusal
            );
        }
        return format!("{}: {}", e.rule, e.refusal);
    }
    use Refusal::*;
    let text = match &e.refusal {
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
        TooManyVotes { count, remaining } => {
            format!("{count} — больше, чем осталось голосов ({remaining})")
        }
        NotABlack { seat } => format!("№{seat} не стреляет"),
        RoleOut { role: r } => format!("{} выбыл и не ходит", role(lang, *r)),
        HealRepeat { seat } => format!("доктор не лечит №{seat} две ночи подряд"),
        BestMoveSeats => "лучший ход — от одного до трёх разных номеров, не свой".to_string(),
        ProtestOnlyAfterGame => "протест — только после игры".to_string(),
        ExtraPoints => "доп. баллы — после игры, не больше 5 в любую сторону".to_string(),
    };
    format!("{}: {text}", e.rule)
}

/// The answer of a check, shown only while held.
pub fn check_answer(lang: Lang, by: Role, target: Seat, found: bool) -> String {
    match (lang, by, found) {
        (Lang::Ru, Role::Don, true) => format!("№{target} — Шериф"),
        (Lang::Ru, Role::Don, false) => format!("№{target} — не Шериф"),
        (Lang::Ru, _, true) => format!("№{target} — чёрный"),
        (Lang::Ru, _, false) => format!("№{target} — красный"),
        (Lang::En, Role::Don, true) => format!("Seat {target} is the Sheriff"),
        (Lang::En, Role::Don, false) => format!("Seat {target} is not the Sheriff"),
        (Lang::En, _, true) => format!("Seat {target} is black"),
        (Lang::En, _, false) => format!("Seat {target} is red"),
    }
}

/// The hint under the script: what to tap.
pub fn hint(lang: Lang, stage: &Stage, wake: Option<Role>) -> Option<String> {
    let ru = lang == Lang::Ru;
    let s = match stage {
        Stage::Speech { .. } => {
            if ru {
                "Выставление: коснитесь номера кандидата."
            } else {
                "Nomination: tap the candidate's seat."
            }
        }
        Stage::Discussion { .. } => {
            if ru {
                "Выставление: коснитесь того, кто выставляет, затем кандидата."
            } else {
                "Nomination: tap who nominates, then the candidate."
            }
        }
        Stage::Voting(_) | Stage::AllLeave { .. } => {
            if ru {
                "Отметьте поднятые руки и скажите «Принято»."
            } else {
                "Tap the raised hands, then say «Принято»."
            }
        }
        Stage::Night {
            step: NightStep::Shot,
        } => {
            if ru {
                "Коснитесь номера жертвы или «Промах»."
            } else {
                "Tap the victim's seat, or Miss."
            }
        }
        Stage::Night {
            step: NightStep::BestMove,
        } => {
            if ru {
                "Отметьте до трёх номеров."
            } else {
                "Tap up to three seats."
            }
        }
        Stage::Night { .. } => {
            return wake.map(|r| {
                if ru {
                    format!("Коснитесь номера, на который указал {}.", role(lang, r))
                } else {
                    format!("Tap the seat the {} points at.", role(lang, r))
                }
            })
        }
        _ => return None,
    };
    Some(s.into())
}

pub fn wake_line(lang: Lang, r: Role) -> String {
    if lang == Lang::Ru {
        format!("Будите {}", role_gen(lang, r))
    } else {
        format!("Wake the {}", role(lang, r))
    }
}

/// The explanation of an automatic decision and its rule id, for the host to read out.
/// Night secrets are never explained on screen.
pub fn explain(lang: Lang, e: &GameEvent) -> Option<(RuleId, String)> {
    let ru = lang == Lang::Ru;
    let text = match e {
        GameEvent::VotesToLast {
            candidate, count, ..
        } => {
            if ru {
                format!(
                    "Не голосовавшие ({}) отданы последнему кандидату — №{candidate}.",
                    votes(lang, *count as usize)
                )
            } else {
                format!(
                    "Those who did not vote ({}) go to the last candidate, seat {candidate}.",
                    votes(lang, *count as usize)
                )
            }
        }
        GameEvent::Tally { results, .. } => results
            .iter()
            .map(|(s, n)| format!("№{s}: {}", votes(lang, *n as usize)))
            .collect::<Vec<_>>()
            .join(" · "),
        GameEvent::TieDeclared { tied, .. } => {
            if ru {
                format!(
                    "Автокатастрофа: {} — речи по 30 секунд и переголосование.",
                    seats_list(tied)
                )
            } else {
                format!(
                    "A tie: {} — 30 s speeches, then a revote.",
                    seats_list(tied)
                )
            }
        }
        GameEvent::AllLeaveAsked { tied, .. } => {
            if ru {
                format!(
                    "Снова поровну: {} — «Кто за то, чтобы все голосуемые покинули игру?»",
                    seats_list(tied)
                )
            } else {
                format!(
                    "The same tie again: {} — ask whether all of them leave.",
                    seats_list(tied)
                )
            }
        }
        GameEvent::AllLeaveDecided {
            votes_for,
            living,
            passed,
            ..
        } => match (ru, passed) {
            (true, true) => format!(
                "За — {} из {living}: больше половины, все голосуемые покидают игру.",
                votes_for
            ),
            (true, false) => format!(
                "За — {} из {living}: не больше половины, все остаются.",
                votes_for
            ),
            (false, true) => {
                format!("{votes_for} of {living} for: more than half, all of them leave.")
            }
            (false, false) => format!("{votes_for} of {living} for: not more than half, all stay."),
        },
        GameEvent::NoExit { why, .. } => match (ru, why) {
            (true, NoExitWhy::NoCandidates) => "Кандидатур нет — голосования нет.".into(),
            (false, NoExitWhy::NoCandidates) => "No candidates — no vote.".into(),
            (true, NoExitWhy::SingleCandidateFirstDay) => {
                "В первый день одна кандидатура — голосования нет.".into()
            }
            (false, NoExitWhy::SingleCandidateFirstDay) => {
                "One candidate on day 1 — no vote.".into()
            }
            (true, NoExitWhy::SingleCandidateNoVote) => {
                "Одна кандидатура — снимается, голосования нет.".into()
            }
            (false, NoExitWhy::SingleCandidateNoVote) => {
                "One candidate — withdrawn, no vote.".into()
            }
            (true, NoExitWhy::Cancelled) => {
                "Ведущий удалил игрока — голосования сегодня нет.".into()
            }
            (false, NoExitWhy::Cancelled) => "The host removed a player — no vote today.".into(),
            (true, NoExitWhy::WholeTableTie) => {
                "Голоса разделились на весь стол — никто не уходит.".into()
            }
            (false, NoExitWhy::WholeTableTie) => "The whole table tied — nobody leaves.".into(),
            (true, NoExitWhy::HalfTableLimit) => {
                "Больше половины стола уйти не может — все остаются.".into()
            }
            (false, NoExitWhy::HalfTableLimit) => {
                "More than half the table cannot leave — all stay.".into()
            }
            (true, NoExitWhy::AllStay) => "Все остаются.".into(),
            (false, NoExitWhy::AllStay) => "All stay.".into(),
        },
        GameEvent::VoteCancelled { .. } => if ru {
            "Удаление до итогов: голосования сегодня не будет."
        } else {
            "A removal before the result: there is no vote today."
        }
        .into(),
        GameEvent::SpeechSkipped { seat, why, .. } => match (ru, why) {
            (true, SkipWhy::SpeechLost) => format!("№{seat} пропускает речь (3 фола)."),
            (false, SkipWhy::SpeechLost) => format!("Seat {seat} skips the speech (3 fouls)."),
            (true, SkipWhy::Silenced) => format!("№{seat} молчит сегодня."),
            (false, SkipWhy::Silenced) => format!("Seat {seat} is silenced today."),
        },
        GameEvent::SpeechLost { seat, day, .. } => {
            if ru {
                format!("Третий фол: №{seat} теряет речь в день {day}.")
            } else {
                format!("Third foul: seat {seat} loses the speech of day {day}.")
            }
        }
        GameEvent::Eliminated {
            seat,
            exit: Exit::Removed,
            ..
        } => {
            if ru {
                format!("№{seat} удалён и уходит молча.")
            } else {
                format!("Seat {seat} is removed and leaves silently.")
            }
        }
        GameEvent::Eliminated {
            seat,
            exit: Exit::VotedOut,
            rule: RuleId::Vote4,
            ..
        } => {
            if ru {
                format!("Одна кандидатура — №{seat} покидает игру без голосования.")
            } else {
                format!("A single candidate — seat {seat} leaves without a vote.")
            }
        }
        GameEvent::RoleRevealed { seat, role: r, .. } => {
            if ru {
                format!("Карта №{seat}: {}.", role(lang, *r))
            } else {
                format!("Seat {seat}'s card: {}.", role(lang, *r))
            }
        }
        GameEvent::GameEnded { winner, .. } => winner_text(lang, *winner).into(),
        _ => return None,
    };
    Some((e.rule(), text))
}

//! What the host reads aloud (issue 13): the engine's step (`GameState::next_step`) and its
//! words (`mafia_host::words::say`), step by step as a federation judge would say them.

mod common;

use common::*;
use mafia_host::engine::event::{NightStep, NoExitWhy};
use mafia_host::engine::*;
use mafia_host::words::{say, Lang};

fn ru(t: &Table) -> String {
    say(Lang::Ru, &t.state().next_step().say)
}

fn en(t: &Table) -> String {
    say(Lang::En, &t.state().next_step().say)
}

fn party() -> Table {
    // Doctor 2, Silencer 4, mafia 3 and 6.
    let roles = [
        Role::Civilian,
        Role::Doctor,
        Role::Mafia,
        Role::Silencer,
        Role::Civilian,
        Role::Mafia,
        Role::Civilian,
    ];
    Table::new(Preset::Party, Rules::preset(Preset::Party), &roles)
}

fn sport_to_night_2() -> Table {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[]);
    t
}

// ----- 1, 2: every night starts with «Наступает ночь» (the first in the deal); every role is put back to sleep

#[test]
fn the_first_night_sends_each_role_to_sleep_before_the_next_wakes() {
    let mut t = Table::sport_night();
    assert_eq!(
        ru(&t),
        "Просыпается мафия. У вас минута на договорку. Дон, покажите себя."
    );
    t.next();
    assert_eq!(
        ru(&t),
        "Мафия засыпает. Просыпается Дон и знакомится с ведущим."
    );
    t.next();
    assert_eq!(
        ru(&t),
        "Засыпает Дон. Просыпается Шериф и знакомится с ведущим."
    );
    t.next();
    assert_eq!(ru(&t), "Засыпает Шериф. Доброе утро! Все просыпаются.");
}

#[test]
fn a_later_night_starts_with_night_falls_and_sends_mafia_don_and_sheriff_to_sleep() {
    let mut t = sport_to_night_2();
    assert_eq!(
        ru(&t),
        "Кандидатур нет — голосования нет. Наступает ночь. Все надевают маски. Мафия выходит на охоту."
    );
    t.act(HostAction::Shoot { target: None });
    assert_eq!(ru(&t), "Мафия засыпает. Просыпается Дон. Дон ищет Шерифа.");
    // The Don passes (no check): the sleep line opens the Sheriff's step.
    t.next();
    assert_eq!(ru(&t), "Засыпает Дон. Просыпается Шериф. Шериф ищет мафию.");
    t.next();
    let morning = ru(&t);
    // A miss: the news right after «Доброе утро!» (issue 48).
    assert_eq!(
        morning,
        "Засыпает Шериф. Доброе утро! Этой ночью никто не убит."
    );
}

#[test]
fn a_party_night_with_eyes_open_sends_the_mafia_to_sleep_before_the_doctor_wakes() {
    let mut t = party();
    assert_eq!(ru(&t), "Просыпается мафия и знакомится.");
    t.next();
    assert_eq!(
        ru(&t),
        "Мафия засыпает. Просыпается Доктор и знакомится с ведущим."
    );
    t.next();
    assert_eq!(
        ru(&t),
        "Доктор засыпает. Просыпается Маньяк и знакомится с ведущим."
    );
    t.next();
    assert_eq!(ru(&t), "Маньяк засыпает. Доброе утро! Все просыпаются.");
    t.next();
    t.next(); // the open discussion ends with no candidates
    assert!(ru(&t)
        .ends_with("Наступает ночь. Все надевают маски. Просыпается мафия и выбирает жертву."));
    t.act(HostAction::Shoot { target: Some(1) });
    assert_eq!(
        ru(&t),
        "Мафия засыпает. Просыпается Доктор. Кого вы лечите?"
    );
    t.act(HostAction::Heal { target: 1 });
    assert_eq!(
        ru(&t),
        "Доктор засыпает. Просыпается Маньяк. Кто сегодня молчит?"
    );
}

// ----- 3: a blind night never tells the host to wake the mafia -------------------------

#[test]
fn a_blind_night_wakes_nobody_the_mafia_go_hunting() {
    let t = sport_to_night_2();
    let step = t.state().next_step();
    assert_eq!(
        step.say,
        Script::MafiaShoot {
            blind: true,
            day_end: Some(NoExitWhy::NoCandidates)
        }
    );
    assert_eq!(step.wake, None, "no «Будите мафию» on a blind night");
    assert!(!ru(&t).contains("Просыпается мафия"));
    let mut p = party();
    p.through_first_night();
    p.next();
    p.next();
    assert_eq!(p.state().next_step().wake, Some(Role::Mafia));
}

// ----- 4: a role that has left is called exactly like a living one -----------------------

#[test]
fn a_role_that_left_is_called_in_the_same_words_and_only_the_host_sees_it() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[]);
    let living = t.state().next_step();
    t.act(HostAction::Shoot { target: Some(7) });
    let don_alive = (ru(&t), en(&t), t.state().next_step().out);
    t.next();
    t.next();
    t.next(); // best move declined; the Don dies at dawn
    assert!(!t.alive(7));
    t.speeches(&[]);
    t.act(HostAction::Shoot { target: None });
    assert_eq!(
        t.stage(),
        &Stage::Night {
            step: NightStep::DonCheck
        }
    );
    let step = t.state().next_step();
    assert!(step.out);
    assert!(!don_alive.2);
    assert_eq!((ru(&t), en(&t)), (don_alive.0, don_alive.1));
    assert_eq!(step.timer, t.state().next_step().timer);
    assert!(!ru(&t).contains("выбыл") && !en(&t).contains("out"));
    // The host's reminder is a hint, never spoken.
    let hint = mafia_host::words::hint(Lang::Ru, &step, t.stage()).unwrap();
    assert!(hint.contains("выбыл"), "{hint}");
    assert_eq!(living.wake, None);
}

// ----- 5: the vote is called as in 002, the last candidate included ---------------------

#[test]
fn the_vote_is_announced_once_then_each_candidate_is_called_the_last_one_included() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    assert_eq!(
        ru(&t),
        "Дневное обсуждение завершено. Город приступает к голосованию. На голосование выставлены игроки №3, №7. Повторяю: №3, №7. Кто за то, чтобы нашу игру покинул игрок №3?"
    );
    assert_eq!(t.state().next_step().last_count, None);
    t.act(HostAction::Vote {
        candidate: 3,
        voters: vec![1, 2, 4, 5, 6],
    });
    // The last candidate is called, and the count it gets is shown for «Принято».
    assert_eq!(ru(&t), "Кто за то, чтобы нашу игру покинул игрок №7?");
    assert_eq!(t.state().next_step().last_count, Some(5));
    assert_eq!(en(&t), "Who votes for player 7 to leave the game?");
    t.act(HostAction::Vote {
        candidate: 7,
        voters: vec![],
    });
    // 5 : 5 — a tie; speeches, then the revote is announced once.
    assert_eq!(
        ru(&t),
        "Автокатастрофа: игроки №3, №7. Оправдательная речь — 30 секунд каждому. Слово игроку №3."
    );
    t.next();
    assert_eq!(ru(&t), "Слово игроку №7.");
    t.next();
    assert_eq!(
        ru(&t),
        "Переголосование. На голосовании игроки №3, №7. Повторяю: №3, №7. Кто за то, чтобы нашу игру покинул игрок №3?"
    );
}

// ----- 8: the day's end and each exit are announced --------------------------------------

#[test]
fn a_day_without_a_vote_says_why_before_the_night_and_an_exit_is_announced() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[(1, 3)]);
    assert!(ru(&t).starts_with(
        "В первый день выставлена одна кандидатура — она не голосуется. Наступает ночь."
    ));
    t.night(None);
    t.speeches(&[(2, 8), (3, 4)]);
    t.votes(&[&[1, 2, 3, 5, 6, 7, 9]]);
    assert_eq!(
        ru(&t),
        "Игрок №8 покидает игру. Последнее слово — одна минута."
    );
    // Where roles are revealed, the role is said with the exit.
    let mut p = party();
    p.through_first_night();
    p.next();
    p.act(HostAction::Nominate { by: 1, target: 3 });
    p.act(HostAction::Nominate { by: 2, target: 5 });
    p.next();
    p.votes(&[&[1, 2, 4, 5, 6]]);
    assert_eq!(
        ru(&p),
        "Игрок №3 покидает игру. Его карта — Мафия. Последнее слово — одна минута."
    );
}

// ----- 9: Party is its own script --------------------------------------------------------

#[test]
fn a_doctors_save_is_announced_as_a_miss_without_naming_the_victim() {
    let mut t = party();
    t.through_first_night();
    t.next();
    t.next();
    t.act(HostAction::Shoot { target: Some(5) });
    t.act(HostAction::Heal { target: 5 });
    t.next(); // the Silencer passes
    let morning = ru(&t);
    assert_eq!(
        morning,
        "Маньяк засыпает. Доброе утро! Все просыпаются. Ночью было покушение, но мафия промахнулась."
    );
    assert!(!morning.contains('5'));
    assert!(!en(&t).contains('5'));
}

// ----- 10: durations come from the game's rules ------------------------------------------

#[test]
fn durations_follow_the_switches() {
    let mut t = Table::sport_with(|r| {
        r.agreement_seconds = 90;
        r.tie_speech_seconds = 45;
        r.last_word_vote_seconds = 30;
        r.best_move_seconds = 40;
        r.best_move_at = rules::BestMoveAt::Night;
    });
    assert!(
        ru(&t).contains("У вас полторы минуты на договорку"),
        "{}",
        ru(&t)
    );
    assert!(en(&t).contains("a minute and a half"), "{}", en(&t));
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    t.votes(&[&[1, 2, 4, 5, 6]]);
    assert!(
        ru(&t).contains("Оправдательная речь — 45 секунд"),
        "{}",
        ru(&t)
    );
    t.finish_speeches();
    t.votes(&[&[1, 2, 4, 5, 6, 8]]);
    assert!(
        ru(&t).ends_with("Последнее слово — 30 секунд."),
        "{}",
        ru(&t)
    );
    t.finish_speeches();
    t.act(HostAction::Shoot { target: Some(4) });
    t.next();
    t.next();
    assert!(
        ru(&t).contains("называет три номера — 40 секунд"),
        "{}",
        ru(&t)
    );
}

// ----- 12: Club — the tied players do not vote on «все покидают?» -------------------------

#[test]
fn club_tied_players_do_not_vote_on_all_leave_and_the_majority_counts_the_others() {
    assert!(!Rules::preset(Preset::Club).tied_players_vote_on_all_leave);
    assert!(Rules::preset(Preset::Sport).tied_players_vote_on_all_leave);
    let mut t = Table::club();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    t.votes(&[&[1, 2, 4, 5, 6]]);
    t.finish_speeches();
    // Club revote: 3 and 7 do not vote; 8 voters: 4 : 4.
    t.votes(&[&[1, 2, 4, 5]]);
    assert_eq!(t.stage(), &Stage::AllLeave { tied: vec![3, 7] });
    let e = t.refused(HostAction::AllLeave { voters: vec![1, 3] });
    assert!(matches!(e.refusal, Refusal::NotAVoter { seat: 3 }));
    // 5 of the 8 who may vote: more than half — both leave (5 of 10 would not be).
    let ev = t.act(HostAction::AllLeave {
        voters: vec![1, 2, 4, 5, 6],
    });
    assert!(ev.iter().any(|e| matches!(
        e,
        GameEvent::AllLeaveDecided {
            votes_for: 5,
            living: 8,
            passed: true,
            ..
        }
    )));
    assert!(!t.alive(3) && !t.alive(7));
}

// ----- 7: each check's answer is its own moment ---------------------------------------------

#[test]
fn each_checks_answer_is_its_own_moment_before_the_checker_sleeps() {
    let mut t = sport_to_night_2();
    t.act(HostAction::Shoot { target: Some(4) });
    assert_eq!(t.state().next_step().answer, None);
    t.act(HostAction::DonCheck { target: 5 });
    // Before the Sheriff wakes: the Don's answer, a gesture (issue 22 §2.2), and only then
    // «Засыпает Дон», at the head of the Sheriff's words.
    let step = t.state().next_step();
    assert_eq!(
        step.answer,
        Some(Answer {
            by: Role::Don,
            target: 5,
            found: true
        })
    );
    assert_eq!(ru(&t), "Засыпает Дон. Просыпается Шериф. Шериф ищет мафию.");
    use mafia_host::engine::rules::AnswerGesture;
    assert_eq!(
        mafia_host::words::held_answer(Lang::Ru, Role::Don, 5, true, AnswerGesture::Nod),
        "№5 — Шериф: кивните"
    );
    assert_eq!(
        mafia_host::words::held_answer(Lang::Ru, Role::Don, 10, false, AnswerGesture::Nod),
        "№10 — не Шериф: покачайте головой"
    );
    assert_eq!(
        mafia_host::words::held_answer(Lang::En, Role::Sheriff, 3, true, AnswerGesture::Thumb),
        "Player 3 is black: thumb up"
    );
    t.act(HostAction::SheriffCheck { target: 7 });
    // The best move is before the morning on night 2: the Sheriff's answer comes first.
    let step = t.state().next_step();
    assert_eq!(
        step.answer,
        Some(Answer {
            by: Role::Sheriff,
            target: 7,
            found: true
        })
    );
    assert_eq!(
        ru(&t),
        "Засыпает Шериф. Лучший ход: игрок №4 называет три номера — 20 секунд."
    );
    t.next();
    assert_eq!(t.state().next_step().answer, None);
    // A reload is a replay: the answer moment comes back from the log.
    let mut u = sport_to_night_2();
    u.act(HostAction::Shoot { target: None });
    u.act(HostAction::DonCheck { target: 1 });
    u.act(HostAction::SheriffCheck { target: 9 });
    let again = Game::replay(u.game.setup().clone(), u.game.actions()).unwrap();
    assert_eq!(
        again.state().next_step().answer,
        Some(Answer {
            by: Role::Sheriff,
            target: 9,
            found: true
        })
    );
    assert_eq!(
        say(Lang::Ru, &again.state().next_step().say),
        "Засыпает Шериф. Доброе утро! Этой ночью никто не убит."
    );
}

// ----- said at once after an entry: a foul, a silent exit, an accepted best move ---------

#[test]
fn a_foul_and_a_fourth_fouls_exit_are_said_to_the_table() {
    use mafia_host::words::announce;
    let mut t = Table::sport_night();
    t.through_first_night();
    let first = t.act(HostAction::Foul { seat: 6 });
    assert_eq!(announce(Lang::Ru, &first), ["Игроку №6 — фол."]);
    assert_eq!(announce(Lang::En, &first), ["Player 6: a foul."]);
    t.act(HostAction::Foul { seat: 6 });
    let third = t.act(HostAction::Foul { seat: 6 });
    assert_eq!(announce(Lang::Ru, &third)[0], "Игроку №6 — третий фол.");
    let fourth = t.act(HostAction::Foul { seat: 6 });
    assert_eq!(
        announce(Lang::Ru, &fourth),
        [
            "Игроку №6 — четвёртый фол.",
            "Игрок №6 удаляется из игры за четвёртый фол. Без последнего слова.",
            // R-VOTE-9, said when it happens (issue 22).
            "Голосования сегодня не будет."
        ]
    );
    // Sport keeps the cards hidden: no role in the line.
    assert!(!announce(Lang::Ru, &fourth).concat().contains("роль"));
}

/// Issue 39 §3.2: a removal says why, in the rule's words (000 r.2, 4, 9, 22, 24).
#[test]
fn a_removal_says_its_reason() {
    use mafia_host::words::{announce, explain};
    let cases = [
        (
            RemovalReason::Insult,
            "Игрок №6 удаляется из игры за оскорбление. Без последнего слова.",
            "Player 6 is removed for an insult; no last word.",
        ),
        (
            RemovalReason::Peeking,
            "Игрок №6 удаляется из игры за подглядывание. Без последнего слова.",
            "Player 6 is removed for peeking; no last word.",
        ),
        (
            RemovalReason::Oath,
            "Игрок №6 удаляется из игры за клятву. Без последнего слова.",
            "Player 6 is removed for swearing an oath; no last word.",
        ),
    ];
    for (reason, ru, en) in cases {
        let mut t = Table::sport_night();
        t.through_first_night();
        let ev = t.act(HostAction::Remove { seat: 6, reason });
        assert_eq!(announce(Lang::Ru, &ev)[0], ru);
        assert_eq!(announce(Lang::En, &ev)[0], en);
    }
    // The hand lifted before «Спасибо» (Sport, 000 r.9).
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7)]);
    let ev = t.act(HostAction::HandLift {
        seat: 4,
        after_thanks: false,
    });
    assert_eq!(
        announce(Lang::Ru, &ev)[0],
        "Игрок №4 удаляется из игры за руку, убранную до «Спасибо». Без последнего слова."
    );
    let why: Vec<_> = ev.iter().filter_map(|e| explain(Lang::Ru, e)).collect();
    assert!(why
        .iter()
        .any(|(_, l)| l == "№4 удалён (рука убрана до «Спасибо») и уходит молча."));
}

#[test]
fn a_removal_where_cards_are_shown_says_the_role_and_no_night_secret_is_said() {
    use mafia_host::words::announce;
    let mut t = party();
    let removed = t.act(HostAction::Remove {
        seat: 3,
        reason: RemovalReason::Other,
    });
    assert_eq!(
        announce(Lang::Ru, &removed),
        ["Игрок №3 удаляется из игры по решению ведущего. Без последнего слова. Его карта — Мафия."]
    );
    // A night's shot or check is never said at once.
    let mut s = sport_to_night_2();
    let shot = s.act(HostAction::Shoot { target: Some(4) });
    assert!(announce(Lang::Ru, &shot).is_empty());
    let check = s.act(HostAction::DonCheck { target: 5 });
    assert!(announce(Lang::Ru, &check).is_empty());
}

#[test]
fn an_accepted_best_move_is_repeated_by_the_host() {
    use mafia_host::words::announce;
    let mut t = sport_to_night_2();
    t.act(HostAction::Shoot { target: Some(8) });
    while !matches!(
        t.stage(),
        Stage::Night {
            step: NightStep::BestMove
        }
    ) {
        t.next();
    }
    let made = t.act(HostAction::BestMove {
        seats: vec![3, 7, 9],
    });
    assert_eq!(announce(Lang::Ru, &made), ["Принято: №3, №7, №9."]);
    assert_eq!(announce(Lang::En, &made), ["Accepted: players 3, 7 and 9."]);
}

// ----- the spotlight and the night flag of each step ---------------------------------------

#[test]
fn each_speaker_candidate_and_tied_player_is_in_the_spotlight_by_day() {
    let mut t = Table::sport_night();
    t.through_first_night();
    t.reach_speeches();
    let first = t.speaker().expect("a speech");
    let step = t.state().next_step();
    assert_eq!((step.seat, step.night), (Some(first), false));
    t.speeches(&[(1, 3), (2, 7)]);
    let step = t.state().next_step();
    assert_eq!((step.seat, step.night), (Some(3), false));
    t.votes_before_last(&[&[1, 2, 4, 5, 6]]);
    assert_eq!(t.state().next_step().seat, Some(7));
    t.votes(&[]);
    // 5 : 5 — the tied players speak again, each in the spotlight.
    assert!(matches!(t.stage(), Stage::TieSpeech { seat: 3, .. }));
    let step = t.state().next_step();
    assert_eq!((step.seat, step.night), (Some(3), false));
    t.next();
    assert!(matches!(t.stage(), Stage::TieSpeech { seat: 7, .. }));
    assert_eq!(t.state().next_step().seat, Some(7));
}

#[test]
fn every_night_step_is_a_night_step_and_the_best_move_spotlights_the_killed() {
    let mut t = sport_to_night_2();
    let step = t.state().next_step();
    assert_eq!((step.night, step.seat, step.wake), (true, None, None));
    t.act(HostAction::Shoot { target: Some(8) });
    let step = t.state().next_step();
    assert_eq!(step.wake, Some(Role::Don));
    assert!(step.night);
    t.act(HostAction::DonCheck { target: 5 });
    while !matches!(
        t.stage(),
        Stage::Night {
            step: NightStep::SheriffCheck
        }
    ) {
        t.next();
    }
    let step = t.state().next_step();
    assert_eq!(step.wake, Some(Role::Sheriff));
    assert!(step.night);
    while !matches!(
        t.stage(),
        Stage::Night {
            step: NightStep::BestMove
        }
    ) {
        t.next();
    }
    let step = t.state().next_step();
    assert_eq!((step.seat, step.night), (Some(8), true));
    t.next();
    assert_eq!(t.stage(), &Stage::Morning);
    assert!(!t.state().next_step().night);
}

#[test]
fn a_night_starts_afresh_nobody_to_send_to_sleep_and_its_record_numbered() {
    let mut t = Table::sport_night();
    t.through_first_night();
    // The morning sends the Sheriff, the last woken, to sleep.
    assert_eq!(t.state().to_sleep, Some(Role::Sheriff));
    t.speeches(&[]);
    assert_eq!(
        t.stage(),
        &Stage::Night {
            step: NightStep::Shot
        }
    );
    assert_eq!(t.state().to_sleep, None, "nobody is awake at nightfall");
    assert_eq!(t.state().night_number, 2);
    assert_eq!(t.state().night.number, 2);
    t.act(HostAction::Shoot { target: None });
    assert_eq!(t.state().night.number, 2);
}

// ----- the count said at its moment (issue 22): «Спасибо», «Принято», the result ----------

#[test]
fn each_count_ends_with_accepted_and_the_result_is_said_after_the_last() {
    use mafia_host::words::announce;
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[(1, 5), (2, 8), (4, 3)]);
    assert_eq!(say(Lang::Ru, &Script::ThankYou), "Спасибо.");
    assert_eq!(say(Lang::En, &Script::ThankYou), "Thank you.");
    let first = t.votes_before_last(&[&[1, 2, 3, 4]]);
    assert_eq!(announce(Lang::Ru, &first), ["4 голоса. Принято."]);
    assert_eq!(announce(Lang::En, &first), ["4 votes. Accepted."]);
    let second = t.votes_before_last(&[&[6, 7]]);
    assert_eq!(announce(Lang::Ru, &second), ["2 голоса. Принято."]);
    // The last candidate: its hands and every vote not cast, then the result, said.
    let last = t.votes(&[]);
    assert_eq!(
        announce(Lang::Ru, &last),
        ["4 голоса. Принято.", "За №5 — 4, за №8 — 2, за №3 — 4."]
    );
    assert_eq!(
        announce(Lang::En, &last),
        [
            "4 votes. Accepted.",
            "Player 5: 4 votes, player 8: 2 votes, player 3: 4 votes."
        ]
    );
    // The decision is the next step's line.
    assert!(
        ru(&t).starts_with("Автокатастрофа: игроки №5, №3."),
        "{}",
        ru(&t)
    );
}

#[test]
fn a_lone_candidate_who_leaves_is_announced_and_a_cancelled_vote_is_said_when_it_happens() {
    use mafia_host::words::announce;
    // Home: a lone candidate on day 2 leaves by R-VOTE-4.
    let mut t = Table::sport_with(|r| {
        r.single_candidate_later_days = mafia_host::engine::rules::SingleCandidate::Eliminated;
        r.best_move_at = mafia_host::engine::rules::BestMoveAt::Night;
    });
    t.through_first_night();
    t.speeches(&[]);
    t.night(Some(1));
    t.next();
    t.finish_speeches();
    let mut last = Vec::new();
    for _ in 0..12 {
        if !matches!(t.stage(), Stage::Speech { .. }) {
            break;
        }
        let speaker = t.speaker().expect("a speaker");
        if speaker == 2 {
            t.act(HostAction::Nominate { by: 2, target: 6 });
        }
        last = t.next();
    }
    assert_eq!(
        announce(Lang::Ru, &last),
        ["Выставлен один игрок — №6. Он покидает игру."]
    );
    // Sport: a removal in the speeches cancels the vote, said at once.
    let mut s = Table::sport_night();
    s.through_first_night();
    let removed = s.remove(4, RemovalReason::Insult);
    assert_eq!(
        announce(Lang::Ru, &removed),
        [
            "Игрок №4 удаляется из игры за оскорбление. Без последнего слова.",
            "Голосования сегодня не будет."
        ]
    );
    // Issue 48: said once; the night does not say again that nobody was voted out.
    s.speeches(&[]);
    assert_eq!(
        ru(&s),
        "Наступает ночь. Все надевают маски. Мафия выходит на охоту."
    );
    assert_eq!(
        en(&s),
        "Night falls. Everyone, masks on. Mafia, time to shoot."
    );
    // A removal during the count: said with the removal too, once.
    let mut s = Table::sport_night();
    s.through_first_night();
    s.speeches(&[(1, 3), (2, 7)]);
    let removed = s.act(HostAction::HandLift {
        seat: 5,
        after_thanks: false,
    });
    assert_eq!(
        announce(Lang::En, &removed),
        [
            "Player 5 is removed for taking the hand off before “Thank you”; no last word.",
            "There will be no vote today."
        ]
    );
    assert_eq!(
        ru(&s),
        "Наступает ночь. Все надевают маски. Мафия выходит на охоту."
    );
}

#[test]
fn a_voted_seat_or_a_seat_that_does_not_vote_is_refused_before_it_is_marked() {
    let mut t = Table::club();
    t.through_first_night();
    t.speeches(&[(1, 3), (2, 7), (4, 9)]);
    t.votes_before_last(&[&[1, 2]]);
    let e = t.state().may_mark(1).expect_err("№1 voted for №3");
    assert_eq!(e.rule, RuleId::Vote2);
    assert_eq!(
        mafia_host::words::refusal(Lang::Ru, &e),
        "R-VOTE-2: №1 уже голосовал за №3"
    );
    assert!(t.state().may_mark(5).is_ok());
    assert!(t.state().may_mark(11).is_err());
    // Club revote: the tied players do not vote (R-VOTE-6).
    // 2 for №3, 4 for №7, the 4 others for №9: a tie.
    t.votes(&[&[4, 5, 6, 8]]);
    t.finish_speeches();
    assert!(
        matches!(t.stage(), Stage::Voting(r) if r.revote),
        "{:?}",
        t.stage()
    );
    let e = t.state().may_mark(7).expect_err("№7 is tied");
    assert_eq!(e.rule, RuleId::Vote6);
    assert!(t.state().may_mark(1).is_ok());
}

/// Issue 39 §3.9: the host closes the game first, then names the winner.
#[test]
fn the_game_is_over_is_said_before_the_winner() {
    let over = Script::GameOver {
        winner: Winner::Red,
        colours: true,
        morning: None,
    };
    assert_eq!(say(Lang::Ru, &over), "Игра окончена. Победа красных.");
    assert_eq!(say(Lang::En, &over), "The game is over. The red team wins.");
}

/// Issue 39 §3.9: in English a person is "Player 4", as «Игрок №4» in Russian — in the deal's
/// call (said aloud, each player in turn) and on the players' screen — never "Seat 4".
#[test]
fn english_calls_a_person_player_not_seat() {
    use mafia_host::engine::public::BestMove;
    use mafia_host::words::{board, tf, BoardWord, DealHow, DealLine, StartText, Text};
    for how in [DealHow::Phone, DealHow::Deck, DealHow::FaceDown] {
        for first in [true, false] {
            let turn = DealLine::Turn {
                seat: 4,
                first,
                how,
                quiet: None,
            };
            let en = tf(Lang::En, Text::Start(StartText::Deal(turn)));
            let ru = tf(Lang::Ru, Text::Start(StartText::Deal(turn)));
            assert!(ru.contains("Игрок №4, "), "{ru}");
            assert!(en.contains("Player 4, "), "{en}");
            assert!(!en.to_lowercase().contains("seat"), "{en}");
        }
    }
    let best = BestMove {
        by: 4,
        seats: vec![1, 2, 3],
    };
    for word in [
        BoardWord::Speaker(4),
        BoardWord::VotingOn(4),
        BoardWord::Killed(4),
        BoardWord::Silenced(4),
        BoardWord::BestMove(&best),
    ] {
        let ru = board(Lang::Ru, word);
        let en = board(Lang::En, word);
        assert!(ru.contains("игрок"), "{ru}");
        assert!(en.to_lowercase().contains("player 4"), "{en}");
        assert!(!en.to_lowercase().contains("seat"), "{en}");
    }
}

/// Issue 39 §3.4: «все покидают?» passed with three tied players: all of them leave, by
/// majority, the seats read with «и» / "and" and set apart as a whole phrase.
#[test]
fn all_leave_passed_for_three_reads_as_one_sentence() {
    use mafia_host::words::announce;
    let out = |seat| GameEvent::Eliminated {
        seat,
        exit: Exit::VotedOut,
        at: Moment::Day(2),
        rule: RuleId::Vote7,
        removed: None,
    };
    let events = [
        GameEvent::AllLeaveDecided {
            votes_for: 6,
            living: 10,
            passed: true,
            rule: RuleId::Vote7,
        },
        out(3),
        out(4),
        out(5),
    ];
    assert_eq!(
        announce(Lang::Ru, &events),
        ["6 голосов. Принято. Большинством голосов все голосуемые — №3, №4 и №5 — покидают игру."]
    );
    assert_eq!(
        announce(Lang::En, &events),
        ["6 votes. Accepted. By a majority, players 3, 4 and 5 all leave."]
    );
}

// ----- issue 48: a judge's words, in both languages ---------------------------------------

#[test]
fn issue_48_the_hosts_words_read_as_a_judge_says_them() {
    use mafia_host::words::{hostless, start_text, HostlessText, StartText};
    // The morning after a miss, and the vote's opening.
    let mut t = Table::sport_night();
    t.through_first_night();
    t.speeches(&[]);
    t.night(None);
    assert_eq!(
        ru(&t),
        "Засыпает Шериф. Доброе утро! Этой ночью никто не убит."
    );
    assert_eq!(
        en(&t),
        "Sheriff, go to sleep. Good morning! Nobody was killed last night."
    );
    t.next();
    t.speeches(&[(2, 8), (3, 4)]);
    assert!(
        en(&t).starts_with("Discussion is over. Time to vote. Nominated: players 8 and 4."),
        "{}",
        en(&t)
    );
    // Party: five minutes to discuss; the Doctor and the Silencer are asked; a save.
    let mut p = party();
    p.through_first_night();
    p.next();
    assert_eq!(
        ru(&p),
        "У вас пять минут на обсуждение. Выставляйте кандидатуры."
    );
    assert_eq!(
        en(&p),
        "You have five minutes to discuss. Make your nominations."
    );
    p.next();
    p.act(HostAction::Shoot { target: Some(5) });
    assert_eq!(
        en(&p),
        "Mafia, go to sleep. Doctor, wake up. Who will you save?"
    );
    p.act(HostAction::Heal { target: 5 });
    assert_eq!(
        en(&p),
        "Doctor, go to sleep. Silencer, wake up. Who will you silence?"
    );
    p.next();
    assert!(
        en(&p).ends_with("The mafia struck last night, but nobody died."),
        "{}",
        en(&p)
    );
    // The deal, and the game without a host: "player" for a person (the app's own rule).
    assert_eq!(
        start_text(Lang::En, StartText::PassTo(1)),
        "Pass the phone to player 1"
    );
    assert_eq!(start_text(Lang::En, StartText::IAmSeat(1)), "I'm player 1");
    let pass = HostlessText::PassTo { seat: 1, name: "" };
    assert_eq!(hostless(Lang::En, pass), "Pass the phone to player 1");
    assert_eq!(hostless(Lang::En, HostlessText::ItsMe(1)), "I'm player 1");
    assert_eq!(
        hostless(Lang::Ru, HostlessText::Heal),
        "Доктор: коснитесь номера того, кого лечите этой ночью."
    );
    assert!(hostless(Lang::Ru, HostlessText::HealRepeat(3)).ends_with("две ночи подряд нельзя"));
    // «ведущий», never «судья», for the host.
    let cancelled = say(
        Lang::Ru,
        &Script::MafiaShoot {
            blind: true,
            day_end: Some(NoExitWhy::Cancelled),
        },
    );
    assert!(!cancelled.contains("суд"), "{cancelled}");
}

/// Issue 48 (a judge's reading, word for word): a morning after a miss is «Доброе утро!
/// Этой ночью никто не убит.» (000: the host says the morning is truly good and nobody was
/// hurt), with no «Все просыпаются» in between; the first morning, a kill and a foiled
/// attempt keep it (000 r.25, 001, 002: «весь город просыпается»).
#[test]
fn issue_48_the_morning_after_a_miss_goes_straight_to_the_news() {
    let mut t = Table::sport();
    t.through_first_night();
    t.speeches(&[]);
    t.night(None);
    assert_eq!(
        ru(&t),
        "Засыпает Шериф. Доброе утро! Этой ночью никто не убит."
    );
    assert_eq!(
        en(&t),
        "Sheriff, go to sleep. Good morning! Nobody was killed last night."
    );
    // A kill: everyone but the killed wakes (002), said as before.
    let mut k = Table::sport();
    k.through_first_night();
    k.speeches(&[]);
    k.night(Some(6));
    assert_eq!(
        ru(&k),
        "Засыпает Шериф. Доброе утро! Все просыпаются. Этой ночью был убит игрок №6."
    );
    // The first morning: «Все просыпаются» (000 r.25, tournament 4.2.5).
    let mut f = Table::sport();
    f.through_first_night();
    assert!(
        ru(&f).ends_with("Доброе утро! Все просыпаются."),
        "{}",
        ru(&f)
    );
}

/// Issue 48: Party's night roles are named once in their call: «Doctor, wake up. Who will
/// you save?», not "Doctor, wake up. Doctor, who will you save?" (Russian: «Просыпается
/// Доктор. Кого вы лечите?», not «…Кого лечит Доктор?»).
#[test]
fn issue_48_partys_night_roles_are_named_once_in_their_call() {
    let mut p = party();
    p.through_first_night();
    p.next();
    p.next();
    p.act(HostAction::Shoot { target: Some(5) });
    assert_eq!(
        ru(&p),
        "Мафия засыпает. Просыпается Доктор. Кого вы лечите?"
    );
    assert_eq!(
        en(&p),
        "Mafia, go to sleep. Doctor, wake up. Who will you save?"
    );
    p.act(HostAction::Heal { target: 5 });
    assert_eq!(
        ru(&p),
        "Доктор засыпает. Просыпается Маньяк. Кто сегодня молчит?"
    );
    assert_eq!(
        en(&p),
        "Doctor, go to sleep. Silencer, wake up. Who will you silence?"
    );
}

/// Issue 48 §11: where three quiet rounds end the game (R-WIN-2a on: Sport by default), the
/// deal's first line opens with the rule, before the night falls; where it is off (Club,
/// Home and Party by default) it is not said. The deal of a game without a host is the
/// pass-and-play deal, said by the phone: the same lines from the same rules.
#[test]
fn issue_48_the_quiet_rounds_rule_is_said_before_the_deal_where_it_is_on() {
    use mafia_host::engine::rules::QuietResult;
    use mafia_host::words::say::quiet_rule;
    use mafia_host::words::{tf, DealHow, DealLine, StartText, Text};
    let line = |lang, preset, rules: &Rules, seat, how| {
        tf(
            lang,
            Text::Start(StartText::Deal(DealLine::turn(
                seat,
                how,
                quiet_rule(preset, rules),
            ))),
        )
    };
    let sport = Rules::preset(Preset::Sport);
    assert_eq!(sport.draw_after_quiet_rounds, 3);
    assert_eq!(
        line(Lang::Ru, Preset::Sport, &sport, 1, DealHow::Deck),
        "До начала игры: если три дня и три ночи подряд никто не покидает игру, объявляется ничья. \
         Наступает ночь. Все надевают маски. Игрок №1, выберите карту, снимите маску и посмотрите карту."
    );
    assert_eq!(
        line(Lang::En, Preset::Sport, &sport, 1, DealHow::Deck),
        "Before we start: if three days and three nights in a row pass with nobody leaving the game, \
         the game is a draw. Night falls. Everyone, masks on. Player 1, pick a card, take your mask \
         off and look at your card."
    );
    for how in [DealHow::Phone, DealHow::Deck, DealHow::FaceDown] {
        // Every way of dealing, the first turn; said once: not on the turns after it.
        assert!(line(Lang::Ru, Preset::Sport, &sport, 1, how).starts_with("До начала игры: "));
        assert!(line(Lang::En, Preset::Sport, &sport, 1, how).starts_with("Before we start: "));
        for seat in [2, 10] {
            assert!(line(Lang::Ru, Preset::Sport, &sport, seat, how).starts_with("Наденьте маску."));
            assert!(line(Lang::En, Preset::Sport, &sport, seat, how).starts_with("Mask back on."));
        }
    }
    // Off: the deal opens with the night.
    for preset in [Preset::Club, Preset::Home, Preset::Party] {
        let rules = Rules::preset(preset);
        assert_eq!(rules.draw_after_quiet_rounds, 0, "{preset:?}");
        assert!(line(Lang::Ru, preset, &rules, 1, DealHow::Phone).starts_with("Наступает ночь."));
        assert!(line(Lang::En, preset, &rules, 1, DealHow::Phone).starts_with("Night falls."));
    }
    // A setting at any table: on at Home, ending in a red win, the team named as Home
    // names it; another count of rounds.
    let mut home = Rules::preset(Preset::Home);
    home.draw_after_quiet_rounds = 3;
    home.quiet_rounds_result = QuietResult::RedWins;
    assert!(
        line(Lang::Ru, Preset::Home, &home, 1, DealHow::Phone).starts_with(
            "До начала игры: если три дня и три ночи подряд никто не покидает игру, объявляется \
         победа мирных жителей. Наступает ночь."
        )
    );
    assert!(line(Lang::En, Preset::Home, &home, 1, DealHow::Phone).starts_with(
        "Before we start: if three days and three nights in a row pass with nobody leaving the \
         game, the town wins. Night falls."
    ));
    home.draw_after_quiet_rounds = 5;
    assert!(line(Lang::Ru, Preset::Home, &home, 1, DealHow::Phone)
        .starts_with("До начала игры: если 5 дней и 5 ночей подряд никто не покидает игру"));
    assert!(line(Lang::En, Preset::Home, &home, 1, DealHow::Phone)
        .starts_with("Before we start: if five days and five nights in a row pass"));
    // Without a host: a Sport table dealt for it keeps its rules, so its deal says the rule.
    let mut hostless = setup(Preset::Sport, sport.clone(), &SPORT_ROLES);
    hostless.hostless = true;
    assert_eq!(
        quiet_rule(hostless.preset, &hostless.rules),
        quiet_rule(Preset::Sport, &sport)
    );
    assert!(quiet_rule(hostless.preset, &hostless.rules).is_some());
}

//! The script as a document (issue 13): one whole scripted game per preset, and everything
//! the host reads aloud, in order, in both languages, written to
//! `docs/script/{sport,club,home,party}.{ru,en}.md` (and `sport-fiim`, a Sport game decided
//! at dawn, and `sport-night`, Sport with the best move at night, a setting). Between the lines, in brackets: the
//! phase when it changes, what only the host sees (a check's answer) and the host's tap.
//! The test fails when a committed file differs from what the game produces, so a change
//! of words is a reviewed change of these files: `UPDATE_SCRIPT=1 cargo test --test
//! transcripts` writes them anew.
//!
//! The lines are `words::say` of each step, the very words the screen shows in large type
//! and the voice (web/voice.rs) speaks; the hints, which only the host reads, are not in it.
//! The automatic decisions the screen shows after a tap (`words::explain`, with the rule
//! id) are in brackets too.

use mafia_host::engine::*;
use mafia_host::words::say::quiet_rule;
use mafia_host::words::{
    announce, explain, held_answer, next_label, phase, say, seat_calls, t, tap, tf, DealHow,
    DealLine, Lang, Msg, StartText, StartWord, Text,
};

/// One planned entry; before it, the host moves on (`Next`) for as long as the game refuses
/// the entry and expects a `Next` (speeches without a nomination, last words, a role with
/// nothing to do).
struct Plan(Vec<HostAction>);

fn nom(by: Seat, target: Seat) -> HostAction {
    HostAction::Nominate { by, target }
}

fn vote(candidate: Seat, voters: &[Seat]) -> HostAction {
    HostAction::Vote {
        candidate,
        voters: voters.to_vec(),
    }
}

fn shot(target: Option<Seat>) -> HostAction {
    HostAction::Shoot { target }
}

fn don(target: Seat) -> HostAction {
    HostAction::DonCheck { target }
}

fn sheriff(target: Seat) -> HostAction {
    HostAction::SheriffCheck { target }
}

struct Writer {
    lang: Lang,
    out: Vec<String>,
    phase: String,
    /// The step's words last written: an entry that does not move the game on (a
    /// nomination, a foul) leaves the host's line as it was, said once.
    said: String,
    /// The count («Кто за то…» as written) whose «Спасибо» has been said.
    thanked: Option<String>,
}

impl Writer {
    fn line(&mut self, s: String) {
        self.out.push(s);
    }

    fn bracket(&mut self, s: String) {
        self.out.push(format!("*[{s}]*"));
    }

    /// The moment the game is at: the phase when it changes, a check's answer with the
    /// checker's sleep (a moment of its own), then the step's words.
    fn moment(&mut self, s: &GameState) {
        let step = s.next_step();
        let words = say(self.lang, &step.say);
        if let Some(a) = step.answer.filter(|_| words != self.said) {
            // The answer's moment: a gesture, nothing said; «Засыпает Дон» opens the next
            // words.
            let gesture = s.rules.answer_gesture;
            let answer = held_answer(self.lang, a.by, a.target, a.found, gesture);
            let only = match self.lang {
                Lang::Ru => "ответ, только ведущему, жестом",
                Lang::En => "the answer, for the host only, by a gesture",
            };
            let next = t(self.lang, Msg::Onward);
            self.bracket(format!("{only}: {answer}"));
            self.bracket(next.to_string());
        }
        let p = phase(self.lang, &s.stage, s.day_number, s.night_number);
        if p != self.phase {
            self.out.push(format!("### {p}"));
            self.phase = p;
        }
        if words != self.said {
            self.line(words.clone());
            if matches!(step.say, Script::MafiaShoot { blind: true, .. }) {
                // The caller: the living seats in order, one a second.
                self.line(seat_calls(&s.living()));
            }
            self.said = words;
        }
    }

    /// What the host says at once after the entry (a foul, a silent exit, an accepted best
    /// move), then what the screen says of its automatic decisions, with their rule ids.
    fn explain(&mut self, events: &[GameEvent]) {
        for line in announce(self.lang, events) {
            self.line(line);
        }
        for e in events {
            if let Some((rule, text)) = explain(self.lang, e) {
                self.bracket(format!("{rule} · {text}"));
            }
        }
    }

    fn tap(&mut self, s: &GameState, a: &HostAction) {
        let step = s.next_step();
        let words = match (a, step.last_count) {
            (HostAction::Next, _) => next_label(self.lang, &s.stage),
            // The last candidate: the count is on the button, «Принято».
            (HostAction::Vote { .. }, Some(n)) => tf(self.lang, Text::Accepted(n.into())),
            _ => tap(self.lang, a),
        };
        self.bracket(words);
    }
}

/// Plays `plan` on `setup` to the end of the game and writes the host's lines.
fn transcript(setup: &Setup, plan: &Plan, lang: Lang, title: &str, intro: &str) -> String {
    let mut game = Game::new(setup.clone()).expect("game");
    let mut w = Writer {
        lang,
        out: Vec::new(),
        phase: String::new(),
        said: String::new(),
        thanked: None,
    };
    deal(&mut w, setup);
    let mut moved = 0;
    let mut dawn = Vec::new();
    for a in &plan.0 {
        loop {
            w.moment(game.state());
            let before = game.state().clone();
            match game.act(a.clone()) {
                Ok(events) => {
                    let events = events.to_vec();
                    if a.is_count() || matches!(a, HostAction::HandLift { .. }) {
                        // The 2 seconds after the question: «Спасибо» (once a count), then
                        // the hands are marked (a hand taken off early among them), and the
                        // count ends with «Принято» (announce).
                        if w.thanked.as_ref() != Some(&w.said) {
                            w.line(say(lang, &Script::ThankYou));
                            w.thanked = Some(w.said.clone());
                        }
                    }
                    w.tap(&before, a);
                    if game.state().is_over() && game.state().night_unsaid() {
                        // Decided as the night ended: the screen shows the decision once
                        // the checker sleeps (issue 39 §3.3), after the morning's words.
                        dawn = events;
                    } else {
                        w.explain(&events);
                    }
                    break;
                }
                Err(e) => {
                    let step = before.next_step();
                    assert!(
                        step.expect.contains(&Expect::Next),
                        "{a:?} refused at {:?}: {e}",
                        before.stage
                    );
                    let events = game
                        .act(HostAction::Next)
                        .unwrap_or_else(|e| panic!("Next refused at {:?}: {e}", before.stage))
                        .to_vec();
                    w.tap(&before, &HostAction::Next);
                    w.explain(&events);
                    moved += 1;
                    assert!(moved < 400, "the plan does not fit the game");
                }
            }
        }
    }
    assert!(game.state().is_over(), "the plan ends before the game does");
    w.moment(game.state());
    w.explain(&dawn);
    let mut doc = format!("# {title}\n\n{intro}\n");
    for l in w.out {
        doc += &format!("\n{l}\n");
    }
    doc
}

/// The deal, before the first night (002 4.1.2–4.1.3): a deck dealt face down in one line;
/// otherwise each seat in turn, its card drawn from the deck (Sport: the host marks it) or
/// seen on the phone (Home, Party).
fn deal(w: &mut Writer, setup: &Setup) {
    let lang = w.lang;
    w.out.push(format!(
        "### {}",
        t(lang, Msg::StartScreen(StartWord::StepDeal))
    ));
    let start = t(lang, Msg::StartScreen(StartWord::StartGame)).to_string();
    let how = match setup.preset {
        _ if setup.face_down.is_some() => DealHow::FaceDown,
        Preset::Sport | Preset::Club => DealHow::Deck,
        Preset::Home | Preset::Party => DealHow::Phone,
    };
    for p in &setup.players {
        w.line(tf(
            lang,
            Text::Start(StartText::Deal(DealLine::turn(
                p.seat,
                how,
                quiet_rule(setup.preset, &setup.rules),
            ))),
        ));
        match how {
            // The host marks the card the player drew (for the host's eyes only).
            DealHow::Deck => {
                let which = tf(lang, Text::Start(StartText::WhichCard(p.seat)));
                w.bracket(format!(
                    "{which} — {}",
                    t(lang, Msg::StartScreen(StartWord::RoleName(p.role)))
                ));
            }
            // The card handed back face down: the host sees none and moves on.
            DealHow::FaceDown => w.bracket(t(lang, Msg::StartScreen(StartWord::Next)).to_string()),
            DealHow::Phone => {}
        }
    }
    w.line(tf(lang, Text::Start(StartText::Deal(DealLine::Done))));
    w.bracket(start);
}

fn seats(roles: &[Role]) -> Setup {
    seats_with(Preset::Sport, Rules::preset(Preset::Sport), roles)
}

fn seats_with(preset: Preset, rules: Rules, roles: &[Role]) -> Setup {
    let names: Vec<String> = (1..=roles.len()).map(|i| format!("P{i}")).collect();
    Setup::with_roles(preset, rules, &names, roles).expect("valid set-up")
}

const SPORT: [Role; 10] = practice::SPORT_SEATING;

/// Sport: a tie, a revote, «все покидают?», a kill, a miss, both checks, a best move (in the
/// morning, Sport's default since issue 48) and a removal.
fn sport() -> (Setup, Plan) {
    (seats(&SPORT), sport_plan(1))
}

/// Sport with the best move at night, masked, after the Sheriff's check (ФСМ 4.5.9, a
/// setting): the same game as `sport`.
fn sport_night() -> (Setup, Plan) {
    let mut rules = Rules::preset(Preset::Sport);
    rules.best_move_at = rules::BestMoveAt::Night;
    (seats_with(Preset::Sport, rules, &SPORT), sport_plan(2))
}

/// `to_speeches`: the host's «Дальше» from the accepted best move to the first speech of
/// day 2 (the farewell minute; at night, the morning too), where the removal comes.
fn sport_plan(to_speeches: usize) -> Plan {
    let mut plan = vec![
        // Day 1: 4 and 8 tie, tie again, and stay.
        nom(1, 4),
        nom(2, 8),
        vote(4, &[1, 2, 3, 5, 6]),
        vote(8, &[]),
        vote(4, &[1, 2, 3, 5, 6]),
        vote(8, &[]),
        HostAction::AllLeave {
            voters: vec![1, 2, 3],
        },
        // Night 2: 8 killed, the Don finds the Sheriff, the Sheriff a black, best move.
        shot(Some(8)),
        don(5),
        sheriff(7),
        HostAction::BestMove {
            seats: vec![3, 7, 9],
        },
    ];
    plan.extend(std::iter::repeat_n(HostAction::Next, to_speeches));
    plan.extend([
        // Day 2: a removal in the first speech: no vote today.
        HostAction::Remove {
            seat: 6,
            reason: RemovalReason::Oath,
        },
        // Night 3: a miss; both checks.
        shot(None),
        don(1),
        sheriff(9),
        // Day 3: 9 leaves.
        nom(1, 9),
        nom(2, 3),
        vote(9, &[1, 2, 4, 5, 10]),
        vote(3, &[]),
        // Night 4: the Sheriff is killed.
        shot(Some(5)),
        don(2),
        sheriff(3),
        // Day 4: the Don leaves.
        nom(1, 7),
        nom(2, 3),
        vote(7, &[1, 2, 4, 10]),
        vote(3, &[]),
        // Night 5: the Don and the Sheriff are out and still called.
        shot(Some(1)),
        // Day 5: the last black leaves.
        nom(2, 3),
        nom(3, 4),
        vote(3, &[2, 4, 10]),
        vote(4, &[]),
    ]);
    Plan(plan)
}

/// Sport as FIIM clubs play it, as the preset does since issue 48: the best move in the
/// morning, once the killed player is named and before the farewell minute (`best_move_at`,
/// issue 39 §3.9); the game is decided by a night's shot, and said once the Sheriff sleeps
/// and the morning is said (§3.3).
fn sport_fiim() -> (Setup, Plan) {
    (
        seats(&SPORT),
        Plan(vec![
            // Day 1: one nominee: no vote.
            nom(1, 4),
            // Night 2: 8 killed; in the morning 8 makes the best move, then speaks.
            shot(Some(8)),
            don(5),
            sheriff(7),
            HostAction::BestMove {
                seats: vec![3, 7, 9],
            },
            // Day 2: 4 leaves.
            nom(2, 4),
            nom(3, 10),
            vote(4, &[1, 2, 3, 5, 6, 7]),
            vote(10, &[]),
            // Night 3: 1 killed; day 3 nominates nobody.
            shot(Some(1)),
            don(2),
            sheriff(3),
            // Night 4: 2 killed: three reds against three blacks, decided at dawn.
            shot(Some(2)),
            don(6),
            sheriff(9),
        ]),
    )
}

/// Club: the tied players stay out of the revote and of «все покидают?»; a hand taken off
/// the table early is a warning; a lone candidate is taken off the ballot.
fn club() -> (Setup, Plan) {
    (
        // Dealt face down, the judge's way: the cards are learned on night 1.
        Setup::face_down(
            Preset::Club,
            Rules::preset(Preset::Club),
            &(1..=10).map(|i| format!("P{i}")).collect::<Vec<_>>(),
            Composition::standard(Preset::Club, 10),
        )
        .expect("a face-down deck"),
        Plan(vec![
            HostAction::Cards {
                seats: vec![3, 7, 9],
            },
            HostAction::Cards { seats: vec![7] },
            HostAction::Cards { seats: vec![5] },
            nom(1, 3),
            nom(2, 7),
            vote(3, &[1, 2, 4, 5, 6]),
            vote(7, &[]),
            // №6 takes the hand off after «Спасибо», before «Принято»: a warning (Club, 002),
            // and the vote counts for №3. After «Спасибо», as the screen enters it (the
            // host marks the hands once «Спасибо» is said, as the lines above read).
            HostAction::HandLift {
                seat: 6,
                after_thanks: true,
            },
            vote(3, &[1, 2, 4, 6]),
            vote(7, &[]),
            HostAction::AllLeave {
                voters: vec![1, 2, 4, 5, 6],
            },
            shot(Some(5)),
            sheriff(9),
            nom(1, 9),
            shot(Some(1)),
            nom(4, 9),
            nom(6, 10),
            vote(9, &[2, 4, 6, 8]),
            vote(10, &[]),
        ]),
    )
}

/// Home with 13 players: Don 2, mafia 5, 9 and 12, Sheriff 7.
fn home() -> (Setup, Plan) {
    let mut roles = [Role::Civilian; 13];
    roles[1] = Role::Don;
    roles[4] = Role::Mafia;
    roles[8] = Role::Mafia;
    roles[11] = Role::Mafia;
    roles[6] = Role::Sheriff;
    (
        seats_with(Preset::Home, Rules::preset(Preset::Home), &roles),
        Plan(vec![
            nom(1, 5),
            nom(3, 9),
            vote(5, &[1, 3, 4, 6, 7, 8, 10]),
            vote(9, &[]),
            shot(Some(7)),
            don(7),
            sheriff(2),
            nom(3, 2),
            nom(4, 12),
            vote(2, &[1, 3, 4, 6, 8, 10, 11, 13]),
            vote(12, &[]),
            shot(None),
            nom(3, 9),
            nom(4, 12),
            vote(9, &[1, 3, 4, 6, 8, 10]),
            vote(12, &[]),
            shot(Some(1)),
            nom(4, 12),
            nom(6, 13),
            vote(12, &[3, 4, 6, 8, 10]),
            vote(13, &[]),
        ]),
    )
}

/// Party (002): Doctor 2, mafia 3 and 6, Silencer 4; a Doctor's save and a silenced player.
fn party() -> (Setup, Plan) {
    let roles = [
        Role::Civilian,
        Role::Doctor,
        Role::Mafia,
        Role::Silencer,
        Role::Civilian,
        Role::Mafia,
        Role::Civilian,
        Role::Civilian,
    ];
    (
        seats_with(Preset::Party, Rules::preset(Preset::Party), &roles),
        Plan(vec![
            nom(1, 3),
            nom(2, 5),
            vote(3, &[1, 2, 4, 5, 7]),
            vote(5, &[]),
            shot(Some(5)),
            HostAction::Heal { target: 5 },
            HostAction::Silence { target: 7 },
            nom(1, 6),
            nom(2, 4),
            vote(6, &[1, 2, 5, 8]),
            vote(4, &[]),
        ]),
    )
}

fn check(name: &str, game: (Setup, Plan), titles: [(&str, &str); 2]) {
    let (setup, plan) = game;
    for (lang, (title, intro)) in [Lang::Ru, Lang::En].into_iter().zip(titles) {
        let doc = transcript(&setup, &plan, lang, title, intro);
        if lang == Lang::En {
            let cyrillic: Vec<&str> = doc
                .lines()
                .filter(|l| {
                    l.chars()
                        .any(|c| ('\u{400}'..='\u{4ff}').contains(&c) || c == '№')
                })
                .collect();
            assert!(
                cyrillic.is_empty(),
                "{name}.en: Russian in English: {cyrillic:#?}"
            );
        }
        let path = format!(
            "{}/docs/script/{name}.{}.md",
            env!("CARGO_MANIFEST_DIR"),
            lang.code()
        );
        if std::env::var_os("UPDATE_SCRIPT").is_some() {
            std::fs::create_dir_all(format!("{}/docs/script", env!("CARGO_MANIFEST_DIR")))
                .expect("docs/script");
            std::fs::write(&path, &doc).expect("write the transcript");
        }
        let stored = std::fs::read_to_string(&path).unwrap_or_else(|_| {
            panic!("{path} is missing: UPDATE_SCRIPT=1 cargo test --test transcripts")
        });
        assert!(
            stored == doc,
            "{path} differs from what the game says now; review the change and write it with UPDATE_SCRIPT=1 cargo test --test transcripts"
        );
    }
}

const RU_INTRO: &str = "Что ведущий говорит вслух, строка за строкой, в одной сыгранной партии. В скобках — фаза, то, что видит только ведущий, и его нажатие. Файл пишет тест `tests/transcripts.rs` (`UPDATE_SCRIPT=1 cargo test --test transcripts`); правка слов — правка этого файла.";
const EN_INTRO: &str = "What the host says aloud, line by line, in one game played through. In brackets: the phase, what only the host sees, and the host's tap. Written by the test `tests/transcripts.rs` (`UPDATE_SCRIPT=1 cargo test --test transcripts`); a change of words is a change of this file.";

#[test]
fn sport_transcript() {
    check(
        "sport",
        sport(),
        [
            ("Спорт: сценарий ведущего", RU_INTRO),
            ("Sport: the host's script", EN_INTRO),
        ],
    );
}

#[test]
fn sport_night_transcript() {
    check(
        "sport-night",
        sport_night(),
        [
            ("Спорт, лучший ход ночью (ФСМ): сценарий ведущего", RU_INTRO),
            (
                "Sport, the best move at night (FSM rules): the host's script",
                EN_INTRO,
            ),
        ],
    );
}

#[test]
fn sport_fiim_transcript() {
    check(
        "sport-fiim",
        sport_fiim(),
        [
            (
                "Спорт, лучший ход утром (ФИИМ): сценарий ведущего",
                RU_INTRO,
            ),
            (
                "Sport, the best move in the morning (FIIM): the host's script",
                EN_INTRO,
            ),
        ],
    );
}

#[test]
fn club_transcript() {
    check(
        "club",
        club(),
        [
            ("Клуб: сценарий ведущего", RU_INTRO),
            ("Club: the host's script", EN_INTRO),
        ],
    );
}

#[test]
fn home_transcript() {
    check(
        "home",
        home(),
        [
            ("Дома, 13 игроков: сценарий ведущего", RU_INTRO),
            ("Home, 13 players: the host's script", EN_INTRO),
        ],
    );
}

#[test]
fn party_transcript() {
    check(
        "party",
        party(),
        [
            ("Вечеринка: сценарий ведущего", RU_INTRO),
            ("Party: the host's script", EN_INTRO),
        ],
    );
}

//! Why a save, a game log or an evening does not open, as the host reads it: in English the
//! `replay` command's own words, in Russian the same fault in Russian, with no English word
//! on the Russian screen (the names and values quoted from the file aside). Every text here
//! is a real way a file gets damaged: cut short, a character lost, a value of another kind,
//! a field added or dropped, a version changed, an action refused on replay.
mod common;
use common::languages::assert_russian;
use mafia_host::engine::evening::{Evening, EveningError};
use mafia_host::engine::read_error::{At, Needs};
use mafia_host::engine::rng::SplitMix64;
use mafia_host::engine::*;
use mafia_host::words::{evening_error, open_error, Lang};
use serde_json::Value;

fn read(p: &str) -> String {
    std::fs::read_to_string(format!("{}/{p}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// JSON's own words, named as the file must hold them («true или false»).
const JSON_WORDS: &[&str] = &["true или false", "JSON"];

/// Texts that do not open, each made from a good one by a damage a file really suffers.
fn damaged(good: &str) -> Vec<String> {
    let mut out = Vec::new();
    // Cut short.
    for at in (0..good.len()).step_by(41) {
        if good.is_char_boundary(at) {
            out.push(good[..at].to_string());
        }
    }
    // One character lost.
    let chars: Vec<char> = good.chars().collect();
    for at in (0..chars.len()).step_by(29) {
        let mut c = chars.clone();
        c.remove(at);
        out.push(c.into_iter().collect());
    }
    // A value of another kind, a field added, a field dropped, anywhere in the tree.
    let value: Value = serde_json::from_str(good).unwrap();
    let mut rng = SplitMix64(25);
    for _ in 0..300 {
        let mut v = value.clone();
        let kind = rng.next_u64() % 4;
        mutate(&mut v, &mut rng, kind);
        out.push(serde_json::to_string(&v).unwrap());
    }
    out.push(String::new());
    out.push("[1, 2]".to_string());
    out.push("not a save {".to_string());
    out
}

/// One damage somewhere in `v`: 0 another kind of value, 1 an added field, 2 a dropped
/// field, 3 a number out of its range.
fn mutate(v: &mut Value, rng: &mut SplitMix64, kind: u64) {
    let children = match v {
        Value::Object(m) => m.len(),
        Value::Array(a) => a.len(),
        _ => 0,
    };
    // Go deeper most of the time; act here when there is nowhere to go.
    if children > 0 && !rng.next_u64().is_multiple_of(3) {
        let i = (rng.next_u64() % children as u64) as usize;
        match v {
            Value::Object(m) => {
                let key = m.keys().nth(i).unwrap().clone();
                mutate(m.get_mut(&key).unwrap(), rng, kind);
            }
            Value::Array(a) => mutate(&mut a[i], rng, kind),
            _ => unreachable!(),
        }
        return;
    }
    match (kind, &mut *v) {
        (1, Value::Object(m)) => {
            m.insert("extra".to_string(), Value::from(1));
        }
        (2, Value::Object(m)) if !m.is_empty() => {
            let key = m.keys().next().unwrap().clone();
            m.remove(&key);
        }
        (3, _) => *v = Value::from(-1.5),
        _ => {
            *v = match v {
                Value::String(_) => Value::from(7),
                Value::Number(_) => Value::from("seven"),
                Value::Bool(_) => Value::Null,
                Value::Array(_) => Value::from(true),
                _ => Value::Array(vec![]),
            }
        }
    }
}

#[test]
fn a_damaged_save_or_log_is_refused_in_russian_words_and_in_the_replay_commands_english() {
    let log = read("docs/examples/sport-red-win.json");
    let (_, game) = open_text(&log).unwrap();
    let save = Save::of(&game, 1, 2, "tab").to_json();
    let mut refused = 0;
    for good in [log, save] {
        for text in damaged(&good) {
            if let Err(e) = open_text(&text) {
                refused += 1;
                assert_eq!(open_error(Lang::En, &e), e.to_string());
                assert_russian(&open_error(Lang::Ru, &e), JSON_WORDS);
            }
        }
    }
    assert!(refused > 500, "only {refused} damaged texts refused");
    for fixture in [
        "tests/data/malformed.json",
        "tests/data/unknown-version.json",
        "tests/data/refused-vote-order.json",
    ] {
        let e = open_text(&read(fixture)).unwrap_err();
        assert_russian(&open_error(Lang::Ru, &e), JSON_WORDS);
    }
}

#[test]
fn each_fault_is_named_in_russian() {
    let cases: [(&str, &str); 6] = [
        (r#"{"format": "x"}"#, "это не сохранение и не журнал игры"),
        (
            r#"{"format": "mafia-host-save", "version": 2, "game": {}}"#,
            "версия сохранения 2 не поддерживается",
        ),
        (
            r#"{"format": "mafia-host-game-log", "version": 9}"#,
            "версия журнала игры 9 не поддерживается: приложение читает версии с 1 по 5",
        ),
        (
            r#"{"format": "mafia-host-game-log"}"#,
            "в журнале игры нет «version»",
        ),
        (
            r#"{"format": "mafia-host-game-log", "version": "1"}"#,
            "«version» журнала игры — \"1\", а не целое число",
        ),
        (r#"{"format": "mafia-host-game-log", "#, "текст обрывается"),
    ];
    for (text, words) in cases {
        let e = open_text(text).unwrap_err();
        let ru = open_error(Lang::Ru, &e);
        assert!(ru.contains(words), "{ru:?} does not say {words:?}");
    }
    let refused = open_text(&read("tests/data/refused-vote-order.json")).unwrap_err();
    assert!(open_error(Lang::Ru, &refused).starts_with("запись 16 отклонена: R-VOTE-1: "));
    let log = read("docs/examples/sport-red-win.json");
    let typo = log.replacen("\"setup\": {", "\"setup\": {\"rulez\": {}, ", 1);
    let e = open_text(&typo).unwrap_err();
    assert!(open_error(Lang::Ru, &e).contains("лишнее поле `rulez`"));
}

/// A set-up whose seats do not fit (R-ROLE-4) is refused with what is wrong, in the
/// language of the interface: the seat, the count, the limit.
#[test]
fn each_seat_fault_of_a_log_is_named_in_its_language() {
    let log: Value = serde_json::from_str(&read("docs/examples/sport-red-win.json")).unwrap();
    let with = |f: &dyn Fn(&mut Value)| {
        let mut v = log.clone();
        f(&mut v);
        open_text(&v.to_string()).unwrap_err()
    };
    let cases: Vec<(OpenError, &str, &str)> = vec![
        (
            with(&|v| v["setup"]["players"][0]["name"] = Value::from("Ж".repeat(41))),
            "R-ROLE-4: В имени на месте №1 41 знак, а в имени не больше 40 знаков",
            "R-ROLE-4: the name at seat 1 has 41 characters; a name has at most 40",
        ),
        (
            with(&|v| v["setup"]["players"][4]["seat"] = Value::from(7)),
            "Игроки должны идти по местам с 1 по 10, а 5-м записано место №7",
            "players must be listed by seat 1..10; position 5 has seat 7",
        ),
        (
            with(&|v| {
                v["setup"]["players"][2]
                    .as_object_mut()
                    .unwrap()
                    .remove("role");
            }),
            "У места №3 нет роли",
            "seat 3 has no role",
        ),
    ];
    for (e, ru, en) in cases {
        let said_ru = open_error(Lang::Ru, &e);
        assert!(said_ru.contains(ru), "{said_ru:?} does not say {ru:?}");
        assert_russian(&said_ru, JSON_WORDS);
        let said_en = open_error(Lang::En, &e);
        assert!(said_en.contains(en), "{said_en:?} does not say {en:?}");
        assert_eq!(said_en, e.to_string());
    }
}

/// The messages the browser's reader gives (`JSON.parse`, serde-wasm-bindgen), which the
/// native reader never does: each said in Russian.
#[test]
fn the_browsers_reader_messages_are_said_in_russian() {
    for (message, words) in [
        ("Unexpected end of JSON input", "текст обрывается"),
        (
            "Expected property name or '}' in JSON at position 1 (line 1 column 2)",
            "разметка JSON нарушена (строка 1, знак 2)",
        ),
        (
            "Unexpected token 'n', \"not a save {\" is not valid JSON",
            "разметка JSON нарушена",
        ),
        (
            "Unterminated string in JSON at position 10",
            "текст обрывается (знак 11)",
        ),
        (
            "invalid type: floating point `-1.5`, expected u8",
            "`-1.5` вместо целого числа от 0 до 255",
        ),
        ("missing field `actions`", "нет поля `actions`"),
        ("unknown field `targte`", "лишнее поле `targte`"),
        (
            "action `next` has no field `target`",
            "у действия `next` нет поля `target`",
        ),
        (
            "unknown variant `shot`, expected one of `shoot`, `next`",
            "неизвестное значение `shot`",
        ),
        (
            "invalid length 3, expected a tuple of size 2",
            "не столько элементов",
        ),
        (
            "something no reader has said yet",
            "содержимое не того вида",
        ),
    ] {
        let e = OpenError::Log(LogError::Malformed {
            detail: ReadError::from_reader(message),
        });
        let ru = open_error(Lang::Ru, &e);
        assert!(
            ru.contains(words),
            "{message:?}: {ru:?} does not say {words:?}"
        );
        assert_russian(&ru, JSON_WORDS);
    }
}

#[test]
fn a_damaged_evening_is_refused_in_russian_words() {
    let names: Vec<String> = (1..=12).map(|i| format!("Игрок {i}")).collect();
    let good = Evening::new(1, Preset::Sport, &names).to_json();
    let mut refused = 0;
    for text in damaged(&good) {
        if let Err(e) = Evening::from_json(&text) {
            refused += 1;
            assert_eq!(evening_error(Lang::En, &e), e.to_string());
            assert_russian(&evening_error(Lang::Ru, &e), JSON_WORDS);
        }
    }
    assert!(refused > 100, "only {refused} damaged evenings refused");
    let game = EveningError::Game {
        number: 2,
        error: OpenError::NotASave,
    };
    assert!(evening_error(Lang::Ru, &game).starts_with("игра 2: это не сохранение"));
}

/// Each fault a reader or the engine finds in a text is said in both languages: in English
/// the reader's own words (or the engine's), in Russian the fault, with no Latin letter but
/// the names and values it quotes from the file. A message is classified once, in the
/// engine, into the fault named beside it.
#[test]
fn each_read_fault_is_said_in_both_languages() {
    let from = |message: &str| ReadError::from_reader(message);
    let found = ReadError::found;
    let s = |x: &str| x.to_string();
    let cases: Vec<(ReadError, ReadFault)> = vec![
        (found(ReadFault::NotText), ReadFault::NotText),
        (
            found(ReadFault::BrokenCharacter),
            ReadFault::BrokenCharacter,
        ),
        (
            from("EOF while parsing a value at line 3 column 0"),
            ReadFault::EndsEarly,
        ),
        (
            from("expected `,` or `}` at line 1 column 9"),
            ReadFault::NotJson,
        ),
        (
            from("missing field `actions` at line 9 column 1"),
            ReadFault::MissingField {
                field: s("actions"),
            },
        ),
        (
            from("unknown field `rulez`, expected one of `preset`, `rules`"),
            ReadFault::UnknownField { field: s("rulez") },
        ),
        (
            from("duplicate field `seat` at line 4 column 12"),
            ReadFault::DuplicateField { field: s("seat") },
        ),
        (
            from("action `foul` has no field `by`"),
            ReadFault::ActionWithoutField {
                action: Some(s("foul")),
                field: s("by"),
            },
        ),
        (
            from("unknown variant `chess`, expected one of `sport`, `club`"),
            ReadFault::UnknownValue { value: s("chess") },
        ),
        (
            from("invalid length 3, expected a tuple of size 2"),
            ReadFault::WrongLength,
        ),
        (
            from("invalid type: floating point `-1.5`, expected u8 at line 2 column 7"),
            ReadFault::WrongType {
                found: Some(s("`-1.5`")),
                needs: Some(Needs::Byte),
            },
        ),
        (
            from("invalid type: string \"seven\", expected i8"),
            ReadFault::WrongType {
                found: Some(s("\"seven\"")),
                needs: Some(Needs::SignedByte),
            },
        ),
        (
            from("invalid type: map, expected u32"),
            ReadFault::WrongType {
                found: None,
                needs: Some(Needs::Whole),
            },
        ),
        (
            from("invalid type: integer `7`, expected a sequence"),
            ReadFault::WrongType {
                found: Some(s("`7`")),
                needs: Some(Needs::List),
            },
        ),
        (
            from("invalid type: boolean `true`, expected struct LogSetup"),
            ReadFault::WrongType {
                found: Some(s("`true`")),
                needs: Some(Needs::Object),
            },
        ),
        (
            from("invalid type: null, expected a boolean"),
            ReadFault::WrongType {
                found: None,
                needs: Some(Needs::TrueOrFalse),
            },
        ),
        (
            from("invalid type: integer `7`, expected a string"),
            ReadFault::WrongType {
                found: Some(s("`7`")),
                needs: Some(Needs::Text),
            },
        ),
        (
            from("invalid value: integer `7`, expected something odd"),
            ReadFault::WrongType {
                found: Some(s("`7`")),
                needs: None,
            },
        ),
        (
            found(ReadFault::NoteSeatAbsent { seat: 11 }),
            ReadFault::NoteSeatAbsent { seat: 11 },
        ),
        (
            found(ReadFault::TwoNotes { seat: 3 }),
            ReadFault::TwoNotes { seat: 3 },
        ),
        (
            found(ReadFault::NoteTooLong {
                seat: 3,
                chars: 301,
                max: 300,
            }),
            ReadFault::NoteTooLong {
                seat: 3,
                chars: 301,
                max: 300,
            },
        ),
        (
            found(ReadFault::DecisionSeatAbsent {
                decision: 2,
                seat: 12,
            }),
            ReadFault::DecisionSeatAbsent {
                decision: 2,
                seat: 12,
            },
        ),
        (
            found(ReadFault::NoSuchSeat { seat: 12 }),
            ReadFault::NoSuchSeat { seat: 12 },
        ),
        (from("something no reader has said yet"), ReadFault::Other),
    ];
    // Every fault is among the cases (a new one does not compile here until it is added).
    let kind = |f: &ReadFault| -> usize {
        match f {
            ReadFault::NotText => 0,
            ReadFault::BrokenCharacter => 1,
            ReadFault::EndsEarly => 2,
            ReadFault::NotJson => 3,
            ReadFault::MissingField { .. } => 4,
            ReadFault::UnknownField { .. } => 5,
            ReadFault::DuplicateField { .. } => 6,
            ReadFault::ActionWithoutField { .. } => 7,
            ReadFault::UnknownValue { .. } => 8,
            ReadFault::WrongLength => 9,
            ReadFault::WrongType { .. } => 10,
            ReadFault::NoteSeatAbsent { .. } => 11,
            ReadFault::TwoNotes { .. } => 12,
            ReadFault::NoteTooLong { .. } => 13,
            ReadFault::DecisionSeatAbsent { .. } => 14,
            ReadFault::NoSuchSeat { .. } => 15,
            ReadFault::Other => 16,
        }
    };
    let mut seen = [false; 17];
    for (e, fault) in cases {
        assert_eq!(e.fault, fault, "{e}");
        seen[kind(&e.fault)] = true;
        let error = OpenError::Log(LogError::Malformed { detail: e.clone() });
        let en = open_error(Lang::En, &error);
        assert_eq!(en, error.to_string());
        assert!(
            !e.to_string().is_empty() && en.ends_with(&e.to_string()),
            "{en:?}"
        );
        assert_russian(&open_error(Lang::Ru, &error), JSON_WORDS);
        let evening = EveningError::Malformed { detail: e.clone() };
        assert_eq!(evening_error(Lang::En, &evening), evening.to_string());
        assert_russian(&evening_error(Lang::Ru, &evening), JSON_WORDS);
    }
    assert!(seen.iter().all(|s| *s), "a fault without a case: {seen:?}");
    // Where the reader stopped is said too.
    let at = from("missing field `game` at line 3 column 5");
    assert_eq!(at.at, Some(At::LineColumn { line: 3, column: 5 }));
    let ru = open_error(
        Lang::Ru,
        &OpenError::Log(LogError::Malformed { detail: at }),
    );
    assert!(ru.ends_with("нет поля `game` (строка 3, знак 5)"), "{ru}");
    let at = from("Unterminated string in JSON at position 10");
    assert_eq!(at.at, Some(At::Position(10)));
}

/// The languages' check itself finds English in Russian and Russian in English, and leaves
/// what a text quotes, the rule ids and the names it is told of.
#[test]
fn the_languages_check_can_fail() {
    use common::languages::{english_fault, russian_fault};
    assert!(russian_fault("Игра over", &[]).is_some());
    assert!(russian_fault("Game over", &[]).is_some());
    assert!(russian_fault("42", &[]).is_some());
    assert!(english_fault("Game окончена", &[]).is_some());
    assert_eq!(
        russian_fault("Поле «rules» не читается (R-VOTE-4)", &[]),
        None
    );
    assert_eq!(russian_fault("Это не JSON", &["JSON"]), None);
    assert_eq!(english_fault("Аня is out", &["Аня"]), None);
}

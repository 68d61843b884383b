//! The rule texts the app shows on "Why?" (public/rules/{ru,en}.json) cover every rule id
//! of the engine, in both languages, so the files cannot drift from the code.

use mafia_host::engine::practice::Case;
use mafia_host::engine::RuleId;
use std::collections::BTreeMap;

fn texts(lang: &str) -> BTreeMap<String, String> {
    let path = format!("{}/public/rules/{lang}.json", env!("CARGO_MANIFEST_DIR"));
    let raw = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&raw).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A new `RuleId` variant fails to compile here: add it to `RuleId::ALL` and to both files.
fn listed(id: RuleId) -> bool {
    use RuleId::*;
    match id {
        Role2 | Role3 | Role4 | Role5 | Role6 | N0_1 | N0_2 | N0_3 | N0_4 | Day1 | Day2 | Day3
        | Day4 | Day5 | Day6 | Vote1 | Vote2 | Vote3 | Vote4 | Vote5 | Vote6 | Vote7 | Vote7a
        | Vote8 | Vote9 | Last1 | Last2 | Last3 | Foul1 | Foul2 | Foul3 | Foul4 | Night1
        | Night1a | Night2 | Night3 | Night4 | Night5 | Night6 | Win1 | Win2 | Win2a | Win3
        | Score => RuleId::ALL.contains(&id),
    }
}

#[test]
fn rule_id_all_lists_each_id_once() {
    assert!(RuleId::ALL.into_iter().all(listed));
    assert_eq!(RuleId::ALL.len(), 44);
    for id in RuleId::ALL {
        assert_eq!(RuleId::parse(id.as_str()), Some(id));
    }
    assert_eq!(RuleId::parse("R-VOTE-99"), None);
}

#[test]
fn every_rule_id_has_a_text_in_russian_and_in_english() {
    for lang in ["ru", "en"] {
        let t = texts(lang);
        for id in RuleId::ALL {
            let text = t
                .get(id.as_str())
                .unwrap_or_else(|| panic!("{lang}: no {id}"));
            assert!(
                text.trim().len() > 20,
                "{lang}: {id} is too short: {text:?}"
            );
        }
    }
}

#[test]
fn both_languages_hold_the_same_rules_and_nothing_outside_rules_md() {
    let (ru, en) = (texts("ru"), texts("en"));
    assert_eq!(ru.keys().collect::<Vec<_>>(), en.keys().collect::<Vec<_>>());
    for id in en.keys() {
        // R-ROLE-1 has no automatic decision, so no RuleId; it is still a rule of RULES.md.
        // The practice cases' words live in the same files (kept out of the wasm).
        let practice = Case::ALL
            .iter()
            .any(|c| id.starts_with(&format!("practice:{}:", c.id())));
        assert!(
            RuleId::parse(id).is_some() || id == "R-ROLE-1" || practice,
            "unknown id {id}"
        );
    }
}

#[test]
fn every_practice_case_has_its_title_todo_and_rule_line_in_both_languages() {
    for lang in ["ru", "en"] {
        let t = texts(lang);
        for case in Case::ALL {
            for part in ["title", "todo", "line"] {
                let key = format!("practice:{}:{part}", case.id());
                let ok = t.get(&key).is_some_and(|s| !s.trim().is_empty());
                assert!(ok, "{lang}: no {key}");
            }
        }
    }
}

#[test]
fn the_russian_texts_are_russian() {
    let ru = texts("ru");
    for (id, text) in &ru {
        let cyrillic = text
            .chars()
            .filter(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(*c)))
            .count();
        assert!(
            cyrillic * 2 > text.chars().filter(|c| c.is_alphabetic()).count(),
            "{id} is not Russian: {text}"
        );
    }
    assert!(ru["R-VOTE-6"].contains("автокатастрофа") || ru["R-VOTE-6"].contains("Автокатастрофа"));
    assert!(ru["R-LAST-3"].contains("лучший ход") || ru["R-LAST-3"].contains("Лучший ход"));
}

//! "English is English, Russian is Russian", checked one way for every native test of the
//! words: a Russian text has no Latin letter of its own, an English text no Cyrillic one.
//! What a text quotes (a name, a field, a value from a file) is not its own words.

/// `text` without what it quotes (`…`, «…», "…", “…”) and without rule ids (R-VOTE-4).
pub fn own_words(text: &str) -> String {
    let mut out = String::new();
    let mut close = None;
    for c in text.chars() {
        match (close, c) {
            (Some(end), c) if c == end => close = None,
            (Some(_), _) => {}
            (None, '`') => close = Some('`'),
            (None, '«') => close = Some('»'),
            (None, '"') => close = Some('"'),
            (None, '“') => close = Some('”'),
            (None, c) => out.push(c),
        }
    }
    out.split_whitespace()
        .filter(|w| !w.trim_start_matches(['(', '[']).starts_with("R-"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// What is wrong with a Russian text, if anything: no Russian in it, or a Latin letter in its
/// own words but the `names` it may use as Russian writes them (JSON, QR).
pub fn russian_fault(text: &str, names: &[&str]) -> Option<String> {
    let own = names
        .iter()
        .fold(own_words(text), |own, name| own.replace(name, ""));
    if own.chars().any(|c| c.is_ascii_alphabetic()) {
        Some(format!("English in the Russian {text:?}"))
    } else if !text
        .chars()
        .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c)))
    {
        Some(format!("no Russian in {text:?}"))
    } else {
        None
    }
}

/// What is wrong with an English text, if anything: a Cyrillic letter but in the `names` it
/// gives as they were typed.
pub fn english_fault(text: &str, names: &[&str]) -> Option<String> {
    let own = names
        .iter()
        .fold(text.to_string(), |own, name| own.replace(name, ""));
    own.chars()
        .any(|c| ('\u{400}'..='\u{4ff}').contains(&c))
        .then(|| format!("Russian in the English {text:?}"))
}

pub fn assert_russian(text: &str, names: &[&str]) {
    if let Some(fault) = russian_fault(text, names) {
        panic!("{fault}");
    }
}

pub fn assert_english(text: &str, names: &[&str]) {
    if let Some(fault) = english_fault(text, names) {
        panic!("{fault}");
    }
}

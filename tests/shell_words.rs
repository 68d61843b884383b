//! index.html paints the start screen before the wasm arrives (its hero, and on a first visit
//! Continue and New game), so it carries a few words of its own. They must be the start
//! screen's words, `words::start`, in both languages: the wasm's screen takes the page's
//! place without a word changing. (The last word is the page's own: a browser too old for
//! the wasm is told so instead of a blank page.)

use mafia_host::words::{start, Lang, StartWord};

const PAGE: &str = include_str!("../index.html");

/// The words of `lang: [...]` in the page's script: the quoted strings, in order.
fn page_words(lang: &str) -> Vec<String> {
    let open = format!("{lang}: [");
    let at = PAGE
        .find(&open)
        .unwrap_or_else(|| panic!("index.html has no `{open}`"));
    let rest = &PAGE[at + open.len()..];
    let list = &rest[..rest.find(']').expect("the list ends")];
    list.split('\'')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

const ORDER: [StartWord; 7] = [
    StartWord::AppTitle,
    StartWord::Tagline,
    StartWord::Continue,
    StartWord::NoSavedGame,
    StartWord::NewGame,
    StartWord::Loading,
    StartWord::OldBrowser,
];

#[test]
fn the_page_says_what_the_start_screen_says() {
    for (code, lang) in [("ru", Lang::Ru), ("en", Lang::En)] {
        let want: Vec<&str> = ORDER.iter().map(|&w| start(lang, w)).collect();
        assert_eq!(page_words(code), want, "index.html's {code} words");
    }
}

#[test]
fn the_hero_is_painted_in_russian_before_any_script() {
    for w in [StartWord::AppTitle, StartWord::Tagline] {
        let word = start(Lang::Ru, w);
        assert!(
            PAGE.contains(&format!(">{word}</")),
            "index.html's hero says «{word}» as it is painted"
        );
    }
}

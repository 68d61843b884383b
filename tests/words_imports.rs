//! The words (`src/words/`) import only the engine: no UI, no browser, no Leptos. So they
//! build natively (the script's transcripts are written by a native test) and no import cycle
//! runs through them.

mod common;

#[test]
fn words_import_only_the_engine() {
    let files = common::assert_imports_only("words", &["engine", "words"]);
    assert!(files >= 4, "mod.rs, say.rs, ru.rs and en.rs");
}

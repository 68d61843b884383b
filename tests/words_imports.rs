//! The words (`src/words/`) import only the engine: no UI, no browser, no Leptos. So they
//! build natively (the script's transcripts are written by a native test) and no import cycle
//! runs through them.

use std::fs;

#[test]
fn words_import_only_the_engine() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/words");
    let mut files = 0;
    for entry in fs::read_dir(dir).expect("src/words exists") {
        let path = entry.expect("a file of src/words").path();
        let text = fs::read_to_string(&path).expect("a words file reads");
        files += 1;
        for (n, line) in text.lines().enumerate() {
            for bad in [
                "crate::ui",
                "crate::web",
                "leptos",
                "web_sys",
                "wasm_bindgen",
                "js_sys",
            ] {
                assert!(
                    !line.contains(bad),
                    "{}:{}: the words import `{bad}`: {line}",
                    path.display(),
                    n + 1
                );
            }
            let l = line.trim_start();
            if l.starts_with("use crate::") {
                assert!(
                    l.starts_with("use crate::engine"),
                    "{}:{}: the words import something other than the engine: {line}",
                    path.display(),
                    n + 1
                );
            }
        }
    }
    assert!(files >= 3, "mod.rs, ru.rs and en.rs");
}

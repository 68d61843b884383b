//! The layers, read from the source: each pure folder imports only the floors below it and
//! nothing of the browser or Leptos, so it builds natively, the native tests reach all of
//! it, and no import runs back up. The engine is the ground (with `crate::json`, the one
//! JSON door of both builds); `link` and the words stand on it; `host` on both.
//! A file's every path into the crate counts: `crate::x`, and `super::` climbing out of its
//! folder; comment lines do not (they import nothing).

/// The web crates, present only in the wasm build.
const WEB: [&str; 5] = ["leptos", "web_sys", "wasm_bindgen", "js_sys", "gloo"];

#[test]
fn the_engine_imports_nothing_above_it() {
    let files = assert_imports_only("engine", &["engine", "json"]);
    assert!(
        files >= 30,
        "every file of src/engine, its folders too: {files}"
    );
}

#[test]
fn link_imports_only_the_engine() {
    let files = assert_imports_only("link", &["engine", "link"]);
    assert!(
        files >= 5,
        "mod.rs, qr.rs, qr_read.rs, handoff.rs, pair.rs: {files}"
    );
}

#[test]
fn the_words_import_only_the_engine() {
    let files = assert_imports_only("words", &["engine", "words"]);
    assert!(
        files >= 6,
        "mod.rs, keys.rs, grammar.rs, say.rs, ru.rs, en.rs: {files}"
    );
}

/// `host` is pure: no UI, no browser, no Leptos, so it builds natively and its tests
/// (`tests/host.rs`, `tests/hostless.rs`) reach all of it.
#[test]
fn host_imports_only_the_engine_and_the_words() {
    let files = assert_imports_only("host", &["engine", "words", "host"]);
    assert!(
        files >= 5,
        "mod.rs, tile.rs, said.rs, edit.rs, hostless.rs: {files}"
    );
}

/// The reader itself: a wrong import in any form is found, a comment is not.
#[test]
fn a_forbidden_import_is_found_in_every_form() {
    let grid = ["engine", "evening", "grid"];
    let engine = ["engine", "json"];
    for bad in [
        "use crate::ui::game::Ctx;",
        "use crate::{engine::Game, web};",
        "    let x = crate::words::t(lang, msg);",
        "use super::super::super::host::tap;",
        "use super::super::super::{engine, link};",
        "use leptos::prelude::*;",
        "    web_sys::window();",
        "use gloo_timers::callback::Timeout;",
    ] {
        assert!(
            !offences(&grid, bad, &engine).is_empty(),
            "not found: {bad}"
        );
    }
    for fine in [
        "use crate::engine::state::GameState;",
        "use crate::{engine::Game, json};",
        "use super::super::rules::Preset;",
        "use super::standings::Standing;",
        "/// The words are in `crate::words`; no `leptos` here.",
        "    // crate::ui draws it",
    ] {
        assert_eq!(
            offences(&grid, fine, &engine),
            Vec::<String>::new(),
            "{fine}"
        );
    }
    // From a folder's `mod.rs` one `super::` already reaches the crate's root.
    assert!(!offences(&["engine"], "use super::web::clock;", &engine).is_empty());
    assert!(offences(&["engine"], "use super::json;", &engine).is_empty());
}

/// Every `.rs` file under `src/<folder>` (its folders too) reaches only the crate modules in
/// `allowed`, and no web crate. Returns how many files were read.
fn assert_imports_only(folder: &str, allowed: &[&str]) -> usize {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root.join(folder), &mut files);
    let mut found = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("a source file reads");
        let rel = path.strip_prefix(&root).expect("under src");
        // The file's module path: engine/evening/grid.rs is engine::evening::grid, and
        // engine/evening/mod.rs is engine::evening.
        let mut module: Vec<String> = rel
            .with_extension("")
            .iter()
            .map(|s| s.to_string_lossy().into_owned())
            .collect();
        if module.last().is_some_and(|m| m == "mod") {
            module.pop();
        }
        let module: Vec<&str> = module.iter().map(String::as_str).collect();
        for o in offences(&module, &text, allowed) {
            found.push(format!("src/{}:{o}", rel.display()));
        }
    }
    assert!(
        found.is_empty(),
        "`{folder}` may reach only {allowed:?} of the crate and no web crate:\n{}",
        found.join("\n")
    );
    files.len()
}

fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("an entry of the folder").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// What `text`, the source of the module at `module` (`["engine", "log"]`), reaches that it
/// may not: each as "line: what: the line".
fn offences(module: &[&str], text: &str, allowed: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("//") {
            continue;
        }
        let at = n + 1;
        for bad in WEB {
            if line.contains(bad) {
                found.push(format!("{at}: `{bad}`: {line}"));
            }
        }
        let mut reached = Vec::new();
        for (i, _) in line.match_indices("crate::") {
            reached.extend(names(&line[i + "crate::".len()..]));
        }
        // A chain of `super::` that climbs to the crate's root names a crate module.
        let mut rest = line;
        while let Some(i) = rest.find("super::") {
            let mut after = &rest[i..];
            let mut up = 0;
            while let Some(r) = after.strip_prefix("super::") {
                up += 1;
                after = r;
            }
            if up >= module.len() {
                reached.extend(names(after));
            }
            rest = after;
        }
        for m in reached {
            if !allowed.contains(&m.as_str()) {
                found.push(format!("{at}: `crate::{m}`: {line}"));
            }
        }
    }
    found
}

/// The module (or, after `{`, the modules) a path names first: `ui::x` → `ui`,
/// `{engine::Game, web}` → `engine`, `web`.
fn names(path: &str) -> Vec<String> {
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    match path.strip_prefix('{') {
        Some(list) => list
            .split('}')
            .next()
            .unwrap_or("")
            .split(',')
            .map(ident)
            .filter(|m| !m.is_empty() && m != "self")
            .collect(),
        None => Some(ident(path))
            .filter(|m| !m.is_empty())
            .into_iter()
            .collect(),
    }
}

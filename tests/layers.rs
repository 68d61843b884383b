//! The layers are crates (issue 49 §4): `engine` ← `words` ← `host`, `link` alone, the app
//! (`ui`, `web`, `route`) over them. An import that runs back up a layer does not compile,
//! because the lower crate does not depend on the upper one; this test keeps the manifests
//! so: each crate's dependencies are exactly the ones its layer may have, and no web crate
//! (Leptos, web-sys) is among them, so each builds and is tested natively.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

/// The names under every `[…dependencies]` table of `crates/<name>/Cargo.toml` (the
/// target-specific ones included; dev-dependencies are not the crate's).
fn dependencies(name: &str) -> BTreeSet<String> {
    let path = format!("{}/crates/{name}/Cargo.toml", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut deps = BTreeSet::new();
    let mut inside = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            inside = line.ends_with("dependencies]") && !line.contains("dev-dependencies");
            continue;
        }
        if inside && !line.is_empty() && !line.starts_with('#') {
            let key = line.split('=').next().unwrap_or("").trim();
            deps.insert(key.to_string());
        }
    }
    deps
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

#[test]
fn the_engine_depends_on_serde_and_on_the_browser_s_json_only_in_the_wasm() {
    assert_eq!(
        dependencies("engine"),
        set(&[
            "serde",
            "serde_json",
            "js-sys",
            "wasm-bindgen",
            "serde-wasm-bindgen"
        ])
    );
    // The browser's crates only under the wasm target: natively the engine has serde alone.
    let path = format!("{}/crates/engine/Cargo.toml", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let wasm = text
        .find("[target.'cfg(target_arch = \"wasm32\")'.dependencies]")
        .expect("the wasm table");
    for web in ["js-sys", "wasm-bindgen", "serde-wasm-bindgen"] {
        assert!(text.find(web).is_some_and(|at| at > wasm), "{web} natively");
    }
}

#[test]
fn the_words_depend_on_the_engine_only() {
    assert_eq!(dependencies("words"), set(&["engine"]));
}

#[test]
fn the_host_s_table_depends_on_the_engine_and_the_words_only() {
    assert_eq!(dependencies("host"), set(&["engine", "words", "serde"]));
}

#[test]
fn the_codes_depend_on_nothing_of_the_game() {
    assert_eq!(dependencies("link"), set(&["rqrr"]));
}

#[test]
fn no_layer_names_a_web_crate_or_the_app() {
    for name in ["engine", "words", "host", "link"] {
        for bad in ["leptos", "web-sys", "gloo-timers", "mafia-host"] {
            assert!(!dependencies(name).contains(bad), "{name} depends on {bad}");
        }
    }
}

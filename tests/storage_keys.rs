//! Every storage key of the app is written once, in `crates/engine/src/backup.rs` (issue 49):
//! every other file of `src/` and `crates/` takes it from there, so no two places can spell a key differently.

use mafia_host::engine::backup::{Setting, GROUPED, NOT_BACKED_UP};
use std::path::{Path, PathBuf};

const HOME: &str = "crates/engine/src/backup.rs";

fn keys() -> Vec<&'static str> {
    let mut keys: Vec<&str> = GROUPED.into_iter().chain(NOT_BACKED_UP).collect();
    keys.extend(Setting::ALL.map(Setting::key));
    keys
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_key_is_a_part_of_another() {
    let keys = keys();
    for a in &keys {
        for b in &keys {
            assert!(a == b || !b.contains(a), "{a} is inside {b}");
        }
    }
}

#[test]
fn each_storage_key_is_written_once_in_the_backup_module() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("crates"), &mut files);
    assert!(files.len() > 50, "src/ was read: {} files", files.len());
    let mut wrong = Vec::new();
    for key in keys() {
        let mut found = Vec::new();
        for file in &files {
            let text = std::fs::read_to_string(file).expect("a source file");
            let name = file
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            found.extend(std::iter::repeat_n(name, text.matches(key).count()));
        }
        if found != [HOME] {
            wrong.push(format!("{key}: {found:?}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "each key's text belongs only to {HOME}; found:\n{}",
        wrong.join("\n")
    );
}

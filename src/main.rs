//! Entry point of the browser app. Trunk builds this binary for wasm32.

#[cfg(target_arch = "wasm32")]
fn main() {
    mafia_host::ui::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "Mafia Host runs in the browser: build it with `trunk build --release` (see README.md)."
    );
    std::process::exit(2);
}

//! The start binary (issue 16): the small wasm the page loads first, before the app
//! (`src/main.rs`). It draws the start screen (`ui::boot`) so New game answers a tap while the
//! app is still on its way. `scripts/start.js` builds it after Trunk's build.

#[cfg(target_arch = "wasm32")]
fn main() {
    mafia_host::ui::boot::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "The start screen of Mafia Host runs in the browser: `trunk build --release` builds it (see README.md)."
    );
    std::process::exit(2);
}

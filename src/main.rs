//! Entry point of the browser app. Trunk builds this binary for wasm32.

#[cfg(target_arch = "wasm32")]
fn main() {
    // The wasm's instantiation and the app's first render are two tasks, not one long one
    // (BENCHMARKS.md, TBT): the page stays responsive in between.
    gloo_timers::callback::Timeout::new(0, mafia_host::ui::root::mount).forget();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "Mafia Host runs in the browser: build it with `trunk build --release` (see README.md)."
    );
    std::process::exit(2);
}

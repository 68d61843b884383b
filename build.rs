//! The wasm app is linked with its relocations kept (`--emit-relocs`): scripts/split.js cuts
//! the linked wasm into a main module and chunks at the `#[lazy]`-style split points
//! (`#[wasm_split(chunk)]`, each beside its component in src/ui/; the machinery in
//! src/ui/lazy.rs), and the splitter needs them to move code between modules. Only the
//! app's binary is linked so: the native `replay` tool never is.
fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bin=mafia-host=--emit-relocs");
    }
}

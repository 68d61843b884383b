//! `split-wasm INPUT.wasm OUT_DIR MAIN_OUT.wasm MAIN_MODULE LINK_NAME`
//!
//! Splits INPUT.wasm (the app as rustc linked it, with `--emit-relocs`, before wasm-bindgen)
//! at its split points: the main module goes to MAIN_OUT.wasm (for wasm-bindgen, with
//! `--keep-lld-exports`), each chunk to OUT_DIR/NAME.wasm, the JS that loads the chunks to
//! OUT_DIR/LINK_NAME (it imports `initSync` from MAIN_MODULE, a path relative to itself),
//! and OUT_DIR/split-manifest.json maps each split point to the chunk files it needs.
//! Prints the chunk files, one a line.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [input, out_dir, main_out, main_module, link_name] = args.as_slice() else {
        eprintln!("usage: split-wasm INPUT.wasm OUT_DIR MAIN_OUT.wasm MAIN_MODULE LINK_NAME");
        return ExitCode::from(2);
    };
    match run(
        Path::new(input),
        Path::new(out_dir),
        Path::new(main_out),
        main_module,
        link_name,
    ) {
        Ok(chunks) => {
            for c in chunks {
                println!("{}", c.display());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("split-wasm: {e:?}");
            ExitCode::FAILURE
        }
    }
}

fn run(
    input: &Path,
    out_dir: &Path,
    main_out: &Path,
    main_module: &str,
    link_name: &str,
) -> Result<Vec<PathBuf>, Box<dyn std::error::Error>> {
    let wasm = std::fs::read(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let split = wasm_split_cli_support::transform({
        let mut opts = wasm_split_cli_support::Options::new(&wasm);
        opts.output_dir = out_dir;
        opts.main_out_path = main_out;
        opts.main_module = main_module;
        opts.link_name = link_name;
        opts
    })
    .map_err(|e| format!("{e:?}"))?;
    let manifest = serde_json::to_string_pretty(&split.prefetch_map)?;
    std::fs::write(out_dir.join("split-manifest.json"), manifest)?;
    Ok(split.split_modules)
}

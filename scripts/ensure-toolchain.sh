#!/usr/bin/env bash
# Installs whatever `make run` and `make test` need and is missing, at pinned versions.
# Idempotent: every step checks first and skips when the right version is already there.
# Needs rustup/cargo and Node.js 20 with npm; on Debian it installs Chromium, Firefox ESR,
# WebKitGTK's driver and Xvfb itself.
# `scripts/ensure-toolchain.sh mutants` also installs cargo-mutants (only `make mutants` asks).
# README.md ("Toolchain notes") says why each pin exists.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
MUTANTS_VERSION=27.1.0
WASM_TARGET=wasm32-unknown-unknown
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

say() { printf '==> %s\n' "$*"; }
die() { printf 'ensure-toolchain: %s\n' "$*" >&2; exit 1; }

# The version of `wasm-bindgen` locked in Cargo.lock: the CLI must match it exactly.
lock_version() {
  awk -v name="$1" '
    $0 == "name = \"" name "\"" { found = 1; next }
    found && /^version = / { gsub(/"/, "", $3); print $3; exit }
  ' Cargo.lock
}

command -v cargo >/dev/null || die "cargo not found: install Rust with rustup first"
command -v npm >/dev/null || die "npm not found: install Node.js 20 first"

# 1. The wasm target.
if rustup target list --installed | grep -qx "$WASM_TARGET"; then
  say "rust target $WASM_TARGET: present"
else
  say "rust target $WASM_TARGET: installing"
  rustup target add "$WASM_TARGET"
fi

# 2. Trunk (0.22 needs a newer rustc than 1.95).
if command -v trunk >/dev/null && [ "$(trunk --version)" = "trunk $TRUNK_VERSION" ]; then
  say "trunk $TRUNK_VERSION: present"
else
  say "trunk $TRUNK_VERSION: installing (about 20 minutes cold)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

# 3. wasm-bindgen CLI, exactly the library's version. Without --locked: its own lockfile
#    pins a crate the registry mirror lacks.
WBG_VERSION=$(lock_version wasm-bindgen)
[ -n "$WBG_VERSION" ] || die "wasm-bindgen not found in Cargo.lock"
if command -v wasm-bindgen >/dev/null && [ "$(wasm-bindgen --version)" = "wasm-bindgen $WBG_VERSION" ]; then
  say "wasm-bindgen $WBG_VERSION: present"
else
  say "wasm-bindgen $WBG_VERSION: installing (about 10 minutes cold)"
  cargo install wasm-bindgen-cli --version "$WBG_VERSION"
fi
grep -q "^wasm_bindgen = \"$WBG_VERSION\"" Trunk.toml \
  || die "Trunk.toml [tools] wasm_bindgen must be \"$WBG_VERSION\" (Cargo.lock)"

# 4. Chromium for the browser tests (Debian's; Playwright never downloads one).
if command -v chromium >/dev/null; then
  say "chromium: present"
else
  say "chromium: installing from Debian"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update
  $SUDO apt-get install -y --no-install-recommends chromium chromium-driver fonts-liberation
fi

# 4b. Firefox ESR and WebKitGTK (MiniBrowser, driven by WebKitWebDriver) for the engines
#     suite (tests/engines/), and the virtual display MiniBrowser needs (xvfb-run).
if command -v firefox-esr >/dev/null && command -v WebKitWebDriver >/dev/null \
  && command -v xvfb-run >/dev/null && command -v xauth >/dev/null; then
  say "firefox-esr, WebKitWebDriver, xvfb-run: present"
else
  say "firefox-esr, webkit2gtk-driver, xvfb: installing from Debian"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update
  $SUDO apt-get install -y --no-install-recommends firefox-esr webkit2gtk-driver xvfb xauth
fi

# 5. npm packages (Playwright, puppeteer-core and selenium-webdriver, binaryen's wasm-opt),
#    again only when the lockfile changed.
STAMP=node_modules/.package-lock.sha256
WANT=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$WANT" ]; then
  say "node_modules: up to date"
else
  say "node_modules: npm ci"
  npm ci --no-audit --no-fund
  echo "$WANT" >"$STAMP"
fi
case "$(wasm-opt --version)" in
  *"(version_132)"*) say "wasm-opt version_132: present" ;;
  *) die "wasm-opt on PATH is not binaryen 132: $(command -v wasm-opt)" ;;
esac

# 6. Crates, so that Trunk's offline cargo build finds them.
cargo fetch --locked

# 7. The wasm splitter run by Trunk's post_build hook (scripts/split.js): a native tool of
#    ours on wasm_split_cli_support (tools/split-wasm, its own lock file). Cargo rebuilds it
#    only when its sources change (about 2 minutes cold).
cargo build --quiet --release --locked --manifest-path tools/split-wasm/Cargo.toml
say "split-wasm: built"

# 7. Only when asked (`make mutants`): cargo-mutants for mutation testing (TESTING.md).
if [ "${1:-}" = "mutants" ]; then
  if command -v cargo-mutants >/dev/null && [ "$(cargo mutants --version)" = "cargo-mutants $MUTANTS_VERSION" ]; then
    say "cargo-mutants $MUTANTS_VERSION: present"
  else
    say "cargo-mutants $MUTANTS_VERSION: installing (a few minutes cold)"
    cargo install --locked cargo-mutants --version "$MUTANTS_VERSION"
  fi
fi
say "toolchain ready"

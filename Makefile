# Two entry points (README.md): `make run` and `make test`. Both install what is missing.
# `make bench` runs the benchmarks (BENCHMARKS.md); it is not part of `make test`.
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export TRUNK_SKIP_VERSION_CHECK := true
WASM := wasm32-unknown-unknown
PORT ?= 8080

.PHONY: help run test bench mutants toolchain dist engines unit

# `make` alone lists the two entry points.
help:
	@grep -E '^[a-z]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-6s %s\n", $$1, $$2}'

run: toolchain dist ## Build the release bundle and serve it at http://127.0.0.1:8080
	node tests/e2e/serve.js dist $(PORT)

test: toolchain ## Format, lints (native + wasm), unit tests, release build, browser tests
	cargo fmt --all --check
	cargo clippy --workspace --all-targets -- -D warnings
	cargo clippy -p g2p -- -D warnings
	cargo clippy --workspace --target $(WASM) --all-targets -- -D warnings
	$(MAKE) --no-print-directory -j2 --output-sync=target unit dist
	playwright test --config tests/e2e/playwright.config.js
	$(MAKE) --no-print-directory engines

# The native tests beside the release build (`make -j2 unit dist` in `test`): each leaves a
# core idle much of its time (the longest property tests run alone at the end; the release
# build's last crate is one codegen unit), and their folders of target/ differ, so neither
# waits for the other's lock. Each target's output is shown whole when it ends. Each cargo
# keeps its own two jobs (make's jobserver is not passed down to it: unset, not half-passed).
unit:
	env -u MAKEFLAGS -u MFLAGS cargo test --workspace

# The same app in Firefox ESR and WebKitGTK (Safari's engine), tests/engines/ (TESTING.md);
# MiniBrowser needs a display, so the suite runs under xvfb-run. Needs `make dist` first.
# Two test files at a time (each its own server and browser; 3 minutes, against 5 one at a
# time, with the same results in three runs); a run that hangs is stopped at 15 minutes and
# fails (a browser left running once kept it waiting until CI's own limit).
engines:
	timeout --kill-after=30s 15m xvfb-run -a node --test --test-concurrency=2 tests/engines/*.test.mjs \
	  || { status=$$?; [ $$status -ne 124 ] || echo 'make engines: stopped after 15 minutes (a hang)' >&2; exit $$status; }

# Each bench script also runs alone (README.md); here the bundle is built once. bench/size
# exits 1 over the size budget: the other benchmarks still run, and make reports the failure.
bench: toolchain dist ## Benchmarks: bundle size, engine, tap-to-paint, Lighthouse (BENCHMARKS.md)
	status=0; \
	bench/size --no-build || status=$$?; \
	bench/engine; \
	bench/interaction --no-build; \
	bench/lighthouse --no-build; \
	exit $$status

# Mutation testing of the engine (TESTING.md); installs cargo-mutants only here.
mutants: ## Mutation testing of crates/engine/src with cargo-mutants (TESTING.md; long, not in make test)
	bench/mutants

toolchain:
	scripts/ensure-toolchain.sh

dist:
	env -u MAKEFLAGS -u MFLAGS trunk build --release

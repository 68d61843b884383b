// Builds the start binary (src/start.rs, issue 16) and puts it into the build: the first step
// of the Trunk post_build hook (Trunk.toml), before split.js.
//
// The page loads it first: a small wasm that draws the start screen (src/ui/boot.rs) while
// the app (Trunk's own build of src/main.rs, split by split.js) is still on its way. It is
// built without the `app` feature: the app's split points are exports and would keep every
// screen in it (Cargo.toml).
//   1. cargo builds the `mafia-start` binary for wasm32 (the library is already compiled by
//      Trunk's build; only the feature set differs, so only this crate is compiled again);
//   2. wasm-bindgen (--target web), then wasm-opt -Oz on a release build;
//   3. the JS and the wasm get names with a hash of their content, and index.html's loader
//      (Trunk.toml pattern_script: `mafia-start.js`, `mafia-start_bg.wasm`) points at them.
// Usage: TRUNK_STAGING_DIR=dir TRUNK_PROFILE=release node scripts/start.js
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { staging, dieAs, hash16 } = require('./hook');

const repo = path.resolve(__dirname, '..');
const { dir, profile } = staging();
const NAME = 'mafia-start';
const TARGET = 'wasm32-unknown-unknown';
const work = path.join(repo, 'target', 'start', profile);

const die = dieAs('start.js');
const run = (cmd, args) => execFileSync(cmd, args, { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'] });

const html = path.join(dir, 'index.html');
let page = fs.readFileSync(html, 'utf8');
for (const f of [`${NAME}.js`, `${NAME}_bg.wasm`]) {
  if (page.split(f).length !== 2) die(`index.html's loader must name ${f} once (Trunk.toml pattern_script)`);
}

run('cargo', ['build', '--target', TARGET, '--bin', NAME, '--no-default-features', ...(profile === 'release' ? ['--release'] : [])]);
const raw = path.join(repo, 'target', TARGET, profile === 'release' ? 'release' : 'debug', `${NAME}.wasm`);
fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(work, { recursive: true });
run('wasm-bindgen', ['--target=web', `--out-dir=${work}`, `--out-name=${NAME}`, '--no-typescript', raw]);
const wasmOut = path.join(work, `${NAME}_bg.wasm`);
// The copy before wasm-opt keeps its function names (bench/size reads it).
fs.copyFileSync(wasmOut, path.join(work, `${NAME}_named.wasm`));
if (profile === 'release') run('wasm-opt', ['-Oz', wasmOut, '-o', wasmOut]);

const wasm = fs.readFileSync(wasmOut);
const wasmName = `${NAME}-${hash16(wasm)}_bg.wasm`;
let js = fs.readFileSync(path.join(work, `${NAME}.js`), 'utf8');
if (!js.includes(`${NAME}_bg.wasm`)) die(`the wasm-bindgen JS does not name ${NAME}_bg.wasm`);
js = js.split(`${NAME}_bg.wasm`).join(wasmName);
const jsName = `${NAME}-${hash16(js)}.js`;
fs.writeFileSync(path.join(dir, wasmName), wasm);
fs.writeFileSync(path.join(dir, jsName), js);
page = page.split(`${NAME}.js`).join(jsName).split(`${NAME}_bg.wasm`).join(wasmName);
fs.writeFileSync(html, page);
console.log(`start.js: ${jsName} (${js.length} B) and ${wasmName} (${wasm.length} B)`);

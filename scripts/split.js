// Splits the app's wasm into a main module and chunks (issue 16), after Trunk's build: the
// first step of the Trunk post_build hook (Trunk.toml), before csp.js and precache.js.
//
// Trunk 0.21 runs cargo, wasm-bindgen and wasm-opt on the whole app; it cannot split. This
// step starts again from what rustc linked (target/wasm32-unknown-unknown/<profile>/
// mafia-host.wasm, linked with --emit-relocs by build.rs) and does what cargo-leptos --split
// does:
//   1. tools/split-wasm (wasm_split_cli_support) cuts it at the `#[lazy]` split points: the
//      main module, one chunk per split point (and chunks of code two split points share),
//      and the JS that fetches and instantiates a chunk when the main module asks for it;
//   2. wasm-bindgen on the main module (--keep-lld-exports: the chunks import its functions,
//      memory and table by their linker names);
//   3. wasm-opt -Oz --low-memory-unused on the main module and on each chunk (release builds;
//      below: why the low kilobyte of memory is never used);
//   4. every file gets a name with a hash of its content (the service worker fetches hashed
//      names from the HTTP cache and never revalidates them), Trunk's unsplit JS and wasm are
//      removed, and index.html's loader points at the new ones.
// Usage: TRUNK_STAGING_DIR=dir TRUNK_PROFILE=release node scripts/split.js
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');

/** The first 16 hex digits of the SHA-256 of the parts: the hash in a built file's name. */
const hash16 = (...parts) => {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 16);
};

const repo = path.resolve(__dirname, '..');
// Where Trunk stages the build, and the profile it builds.
const dir = path.resolve(process.env.TRUNK_STAGING_DIR || process.argv[2] || 'dist');
const profile = process.env.TRUNK_PROFILE || 'release';
const NAME = 'mafia-host';
// Cargo's output folder: CARGO_TARGET_DIR when the build was given one (a second checkout
// built beside this one), else the checkout's target/.
const target = path.resolve(repo, process.env.CARGO_TARGET_DIR || 'target');
const raw = path.join(target, 'wasm32-unknown-unknown', profile, `${NAME}.wasm`);
const tool = path.join(repo, 'tools', 'split-wasm', 'target', 'release', 'split-wasm');
const work = path.join(target, 'split', profile);
const LINK = '__wasm_split.js';

const die = (msg) => {
  console.error(`split.js: ${msg}`);
  process.exit(1);
};
const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'] }).toString();

const files = fs.readdirSync(dir);
const trunkJs = files.find((f) => new RegExp(`^${NAME}-[0-9a-f]+\\.js$`).test(f));
const trunkWasm = files.find((f) => new RegExp(`^${NAME}-[0-9a-f]+_bg\\.wasm$`).test(f));
if (!trunkJs || !trunkWasm) die(`no ${NAME}-<hash>.js and _bg.wasm in ${dir}`);
if (!fs.existsSync(raw)) die(`${raw} not found (Trunk's cargo output)`);
if (!fs.existsSync(tool)) die(`${tool} not found: scripts/ensure-toolchain.sh builds it`);
const input = fs.readFileSync(raw);
if (!input.includes(Buffer.from('__wasm_split_placeholder__'))) die(`${raw} has no split point (#[lazy])`);

fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(path.join(work, 'bg'), { recursive: true });
const main = path.join(work, 'main.wasm');
const chunks = run(tool, [raw, work, main, `./${NAME}.js`, `./${LINK}`])
  .split('\n')
  .filter(Boolean)
  .map((p) => path.basename(p, '.wasm'));
run('wasm-bindgen', ['--target=web', `--out-dir=${path.join(work, 'bg')}`, `--out-name=${NAME}`,
  '--no-typescript', '--keep-lld-exports', '--no-demangle', main]);
const wasmFiles = [path.join(work, 'bg', `${NAME}_bg.wasm`), ...chunks.map((c) => path.join(work, `${c}.wasm`))];
// A copy of each part before wasm-opt keeps its function names, for `bench/interaction
// --profile` (the same code, unoptimised by wasm-opt, under the built file's name: named.json).
const namedDir = path.join(work, 'named');
fs.mkdirSync(namedDir, { recursive: true });
for (const f of wasmFiles) fs.copyFileSync(f, path.join(namedDir, path.basename(f)));
// --low-memory-unused: wasm-opt may fold a small constant added to an address into the
// load's or store's offset, which differs only for an address in the first 1 KB of memory
// reached by wrapping round. rustc links the wasm stack first (the stack pointer starts at
// 1 MB and grows down; data and heap lie above it), so that kilobyte is the far end of a
// 1 MB stack, never reached before the stack overflows. 4.0 KB gzip smaller over all wasm
// (BENCHMARKS.md, issue 40); the e2e and engines suites run this build.
if (profile === 'release') {
  for (const f of wasmFiles) run('wasm-opt', ['-Oz', '--low-memory-unused', f, '-o', f]);
}

// Hashed names. The chunks first (the link module names them), then the main wasm, then the
// two JS modules, which import each other: they share one hash of both their contents.
let link = fs.readFileSync(path.join(work, LINK), 'utf8');
const named = new Map(); // file in work/ -> name in the build
for (const c of chunks) {
  const body = fs.readFileSync(path.join(work, `${c}.wasm`));
  const to = `${c}-${hash16(body)}.wasm`;
  if (!link.includes(`"./${c}.wasm"`)) die(`${LINK} does not name ${c}.wasm`);
  link = link.split(`"./${c}.wasm"`).join(`"./${to}"`);
  named.set(path.join(work, `${c}.wasm`), to);
}
const mainWasm = fs.readFileSync(wasmFiles[0]);
const wasmName = `${NAME}-${hash16(mainWasm)}_bg.wasm`;
named.set(wasmFiles[0], wasmName);
let js = fs.readFileSync(path.join(work, 'bg', `${NAME}.js`), 'utf8');
if (!js.includes(`'./${LINK}'`) && !js.includes(`"./${LINK}"`)) die(`the wasm-bindgen JS does not import ./${LINK}`);
if (!link.includes(`"./${NAME}.js"`)) die(`${LINK} does not import ./${NAME}.js`);
// (this script's own text too: a change in how it rewrites them makes new names)
const h = hash16(js, '\0', link, '\0', wasmName, '\0', fs.readFileSync(__filename));
const jsName = `${NAME}-${h}.js`;
const linkName = `${NAME}-split-${h}.js`;
// Only the import statements: the wasm's own import names ("./__wasm_split.js", the keys of
// its imports object) stay as they are.
js = js
  .replace(new RegExp(`(from\\s*["'])\\./${LINK.replace('.', '\\.')}(["'])`, 'g'), `$1./${linkName}$2`)
  .split(`${NAME}_bg.wasm`)
  .join(wasmName);
if (!js.includes(`./${linkName}`)) die(`no import of ./${LINK} renamed in the wasm-bindgen JS`);
link = link.split(`"./${NAME}.js"`).join(`"./${jsName}"`);

// Release builds: both JS modules minified (terser, pinned in package.json; ES modules, so
// their imports and exports keep their names): wasm-bindgen's JS comes unminified.
if (profile === 'release') {
  const terser = path.join(repo, 'node_modules', '.bin', 'terser');
  if (!fs.existsSync(terser)) die(`${terser} not found: scripts/ensure-toolchain.sh installs it (npm ci)`);
  const minify = (text, name) => {
    const from = path.join(work, `min-${name}`);
    fs.writeFileSync(from, text);
    return run(terser, [from, '--module', '--compress', '--mangle']);
  };
  js = minify(js, 'main.js');
  link = minify(link, 'link.js');
}
for (const [from, to] of named) fs.copyFileSync(from, path.join(dir, to));
fs.writeFileSync(path.join(namedDir, 'named.json'), JSON.stringify(Object.fromEntries(
  [...named].map(([from, to]) => [to, path.join(namedDir, path.basename(from))]))));
fs.writeFileSync(path.join(dir, jsName), js);
fs.writeFileSync(path.join(dir, linkName), link);
fs.rmSync(path.join(dir, trunkJs));
fs.rmSync(path.join(dir, trunkWasm));
const html = path.join(dir, 'index.html');
let page = fs.readFileSync(html, 'utf8');
if (!page.includes(trunkJs) || !page.includes(trunkWasm)) die(`index.html does not load ${trunkJs} and ${trunkWasm}`);
page = page.split(trunkJs).join(jsName).split(trunkWasm).join(wasmName);
// The JS module the main one imports, preloaded beside it (not a request after it): the
// page's preload tag of the main JS (Trunk.toml pattern_preload, as Trunk wrote it), again.
const pre = (page.match(/<link[^>]*modulepreload[^>]*>/g) || []).find((t) => t.includes(jsName));
if (!pre) die('index.html does not preload the main JS module (Trunk.toml pattern_preload)');
page = page.replace(pre, `${pre}${pre.split(jsName).join(linkName)}`);
fs.writeFileSync(html, page);
const size = (f) => fs.statSync(path.join(dir, f)).size;
console.log(`split.js: ${wasmName} (${size(wasmName)} B) and ${chunks.length} chunks: ${[...named.values()].slice(0, -1).map((f) => `${f} (${size(f)} B)`).join(', ')}`);

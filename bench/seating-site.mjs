// Issue 50: our seating beside the rating site's own in-browser optimizer (mafiaratings'
// js/src/seating.js), given the same seconds, for a table of sizes; every seating scored by
// the same code (`seating --score`, the site's three scores as include/seating.php computes
// them). Not in `make test`: it needs the site's code, which has no licence, so none of it is
// in this repository (as scripts/check-mafiaratings.sh).
//
//   cargo build --release --bin seating
//   MAFIARATINGS=/path/to/szotin/mafiaratings node bench/seating-site.mjs [P×T×G ...]
//
// For each size: our `seating P T G` (its own time, T seconds, printed), then the site's
// `Seating.generate` and `optimizeDistr` run in node with its own setTimeout steps, stopped
// after the same T seconds (or ended by itself: it is a hill climb that stops at a local
// optimum), its rounds written as DimTom's JSON and scored. Prints a markdown table.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = process.env.MAFIARATINGS;
if (!site || !fs.existsSync(path.join(site, 'js/src/seating.js'))) {
  console.error('set MAFIARATINGS to a checkout of szotin/mafiaratings (js/src/seating.js not found)');
  process.exit(2);
}
const bin = path.join(repo, 'target/release/seating');
if (!fs.existsSync(bin)) {
  console.error('build it first: cargo build --release --bin seating');
  process.exit(2);
}

const sizes = (process.argv.slice(2).length ? process.argv.slice(2) : [
  '20x2x6', '30x3x10', '45x3x6', '75x6x8', '100x10x10', '150x12x8', '200x20x10',
]).map((s) => s.split(/[x×]/).map(Number));

// The site's class, loaded as its page loads it (a script defining `class Seating`).
const code = fs.readFileSync(path.join(site, 'js/src/seating.js'), 'utf8');
// Its page's own demo lines (a log of a sample seating) are kept quiet.
const context = vm.createContext({ setTimeout, clearTimeout, Math, console: { log() {} }, Number, Array });
vm.runInContext(`${code}\n;globalThis.__Seating = Seating;`, context);
const Site = context.__Seating;

/** The three scores of a DimTom document, by our command. */
function score(json) {
  const file = path.join(os.tmpdir(), `seating-${process.pid}.json`);
  fs.writeFileSync(file, json);
  const run = spawnSync(bin, ['--score', file], { encoding: 'utf8' });
  fs.unlinkSync(file);
  const get = (name) => Number((run.stderr.match(new RegExp(`^${name}\\s+([\\d.]+)`, 'm')) || [])[1]);
  return { pairs: get('pairs'), numbers: get('numbers'), tables: get('tables'), text: run.stderr };
}

/** The site's optimizer for `seconds`, or until it stops by itself. */
function siteSeating(players, tables, games, seconds) {
  return new Promise((resolve) => {
    const s = new Site(players, tables, games);
    const started = performance.now();
    if (!s.generate(players, tables, games)) {
      resolve(null);
      return;
    }
    let steps = 0;
    const timer = setTimeout(() => s.stop(), seconds * 1000);
    s.optimizeDistr(
      () => {
        steps += 1;
      },
      () => {
        clearTimeout(timer);
        const rounds = s.rounds;
        const dimtom = { rounds: [], games: [] };
        for (const round of rounds) {
          const ids = [];
          for (const table of round) {
            dimtom.games.push({ players: table.slice() });
            ids.push(dimtom.games.length - 1);
          }
          dimtom.rounds.push({ gameIds: ids });
        }
        resolve({ json: JSON.stringify(dimtom), seconds: (performance.now() - started) / 1000, steps });
      },
    );
  });
}

console.log(`Measured ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, node ${process.version}; seed 1.\n`);
console.log('| size | our time | ours: pairs / numbers / tables | the site\'s optimizer, same seconds | lower pairs |');
console.log('| --- | --- | --- | --- | --- |');
// Each row as soon as it is measured (the site's optimizer cannot be stopped inside a step:
// a large size may take long).
const rows = { push: (row) => console.log(row) };
for (const [p, t, g] of sizes) {
  const ours = spawnSync(bin, [String(p), String(t), String(g)], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const took = Number((ours.stderr.match(/([\d.]+) s$/m) || [])[1]);
  const mine = score(ours.stdout);
  const theirs = await siteSeating(p, t, g, took);
  if (!theirs) {
    rows.push(`| ${p} × ${t} × ${g} | ${took.toFixed(2)} s | ${mine.pairs} / ${mine.numbers} / ${mine.tables} | the site refuses the size | |`);
    continue;
  }
  const s = score(theirs.json);
  const better = mine.pairs <= s.pairs ? 'ours' : 'the site\'s';
  rows.push(
    `| ${p} × ${t} × ${g} | ${took.toFixed(2)} s | ${mine.pairs.toFixed(2)} / ${mine.numbers.toFixed(0)} / ${mine.tables.toFixed(0)} | ` +
      `${s.pairs.toFixed(2)} / ${s.numbers.toFixed(0)} / ${s.tables.toFixed(0)} (${theirs.seconds.toFixed(2)} s, ${theirs.steps} steps) | ${better} |`,
  );
  console.error(`${p}×${t}×${g} done`);
}

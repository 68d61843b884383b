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
// `Seating.generate` and `optimizeDistr` in a worker thread with its own setTimeout steps:
// its seating as it stood at our T seconds, and as it stood when it ended by itself (a hill
// climb that stops at a local optimum) or at CAP seconds (default 120). Every seating is
// written as DimTom's JSON and scored. Prints a markdown table, a row as each size is done.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
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

// The site's class runs in a worker thread, loaded as its page loads it (a script defining
// `class Seating`): a step of its optimizer cannot be interrupted, so the worker posts its
// seating after every improvement and is terminated at the deadline.
const code = fs.readFileSync(path.join(site, 'js/src/seating.js'), 'utf8');
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const vm = require('node:vm');
const context = vm.createContext({ setTimeout, clearTimeout, Math, console: { log() {} }, Number, Array });
vm.runInContext(workerData.code + '\\n;globalThis.__Seating = Seating;', context);
const { players, tables, games } = workerData;
const s = new context.__Seating(players, tables, games);
const t0 = performance.now();
const post = (done) => {
  s._playersToRounds();
  parentPort.postMessage({ at: (performance.now() - t0) / 1000, rounds: JSON.parse(JSON.stringify(s.rounds)), done });
};
if (!s.generate(players, tables, games)) parentPort.postMessage({ refused: true });
else s.optimizeDistr(() => post(false), () => post(true));
`;

/** The three scores of a DimTom document, by our command. */
function score(json) {
  const file = path.join(os.tmpdir(), `seating-${process.pid}.json`);
  fs.writeFileSync(file, json);
  const run = spawnSync(bin, ['--score', file], { encoding: 'utf8' });
  fs.unlinkSync(file);
  const get = (name) => Number((run.stderr.match(new RegExp(`^${name}\\s+([\\d.]+)`, 'm')) || [])[1]);
  return { pairs: get('pairs'), numbers: get('numbers'), tables: get('tables'), text: run.stderr };
}

/** DimTom's JSON of the site's rounds. */
function dimtomOf(rounds) {
  const dimtom = { rounds: [], games: [] };
  for (const round of rounds) {
    const ids = [];
    for (const table of round) {
      dimtom.games.push({ players: table.slice() });
      ids.push(dimtom.games.length - 1);
    }
    dimtom.rounds.push({ gameIds: ids });
  }
  return JSON.stringify(dimtom);
}

/** The site's optimizer: its seating at `seconds` and at its end (or at `cap` seconds). */
function siteSeating(players, tables, games, seconds, cap) {
  return new Promise((resolve) => {
    const w = new Worker(WORKER, { eval: true, workerData: { code, players, tables, games } });
    let atDeadline = null;
    let last = null;
    let steps = 0;
    const finish = (ended) => {
      clearTimeout(timer);
      w.terminate();
      resolve(last && { atDeadline: atDeadline || last, last, steps, ended });
    };
    const timer = setTimeout(() => finish(false), cap * 1000);
    w.on('message', (m) => {
      if (m.refused) return finish(false);
      steps += 1;
      // The seating as it stood at our seconds (its first one, if even that came later).
      if (m.at <= seconds || !atDeadline) atDeadline = m;
      last = m;
      if (m.done) finish(true);
      return undefined;
    });
  });
}

const CAP = Number(process.env.CAP || 120);
console.log(`Measured ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, node ${process.version}; seed 1.\n`);
console.log(`| size | our time | ours: pairs / numbers / tables | the site's optimizer at our seconds | the site's, run to its end (at most ${CAP} s) | lower pairs at the same seconds |`);
console.log('| --- | --- | --- | --- | --- | --- |');
// Each row as soon as it is measured (the site's optimizer cannot be stopped inside a step:
// a large size may take long).
const rows = { push: (row) => console.log(row) };
for (const [p, t, g] of sizes) {
  const ours = spawnSync(bin, [String(p), String(t), String(g)], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const took = Number((ours.stderr.match(/([\d.]+) s$/m) || [])[1]);
  const mine = score(ours.stdout);
  const theirs = await siteSeating(p, t, g, took, CAP);
  if (!theirs) {
    rows.push(`| ${p} × ${t} × ${g} | ${took.toFixed(2)} s | ${mine.pairs.toFixed(2)} / ${mine.numbers.toFixed(0)} / ${mine.tables.toFixed(0)} | the site refuses the size | | |`);
    continue;
  }
  const at = score(dimtomOf(theirs.atDeadline.rounds));
  const end = score(dimtomOf(theirs.last.rounds));
  const fmt = (x) => `${x.pairs.toFixed(2)} / ${x.numbers.toFixed(0)} / ${x.tables.toFixed(0)}`;
  const better = mine.pairs <= at.pairs ? 'ours' : 'the site\'s';
  rows.push(
    `| ${p} × ${t} × ${g} | ${took.toFixed(2)} s | ${fmt(mine)} | ${fmt(at)} (its seating at ${theirs.atDeadline.at.toFixed(2)} s) | ` +
      `${fmt(end)} (${theirs.ended ? `ended at ${theirs.last.at.toFixed(1)} s` : `stopped at ${CAP} s, its seating from ${theirs.last.at.toFixed(1)} s`}, ${theirs.steps - 1} improvements) | ${better} |`,
  );
  console.error(`${p}×${t}×${g} done`);
}

// Bytes over the wire on a first visit, against the bundle's gzip size. Run by bench/size
// (after its tables); alone: node bench/wire.mjs [DIST]   (WIRE_PORT, default 8096)
//
// How: dist/ is served by tests/e2e/serve.js --like-a-host --log (gzip -9 and ETags, as a
// static web host; one log line per response with the bytes sent for it: status line,
// headers and body). Debian's Chromium with a fresh profile opens the page and stays until
// the service worker is active and has precached the build, and the network is quiet. Every
// request counts: the page's and the worker's.
// Prints: every response, the total, the bundle (gzip -9 of every file of the build, summed)
// and their ratio against the budget (≤ 1.05), and the bytes received before the app marked
// itself usable (`performance.mark('app-usable')`) against that budget (≤ 150 KB: issue 25, the start screen and the rules from the main module).
// Exits 1 over a budget, 2 when it cannot measure.
import { spawn, execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.resolve(repo, process.argv[2] || process.env.WIRE_DIST || 'dist');
const PORT = Number(process.env.WIRE_PORT || 8096);
const URL_ = `http://127.0.0.1:${PORT}/`;
const CHROMIUM = process.env.CHROMIUM || execSync('command -v chromium', { shell: '/bin/bash' }).toString().trim();
const RATIO = 1.05;
const USABLE = 150 * 1024;

function walk(d) {
  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(d, e.name);
    return e.isDirectory() ? walk(p) : [p];
  });
}

function waitForServer(url, ms) {
  const until = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const poll = () =>
      http
        .get(url, (res) => {
          res.resume();
          resolve();
        })
        .on('error', () => (Date.now() > until ? reject(new Error(`${url} did not answer`)) : setTimeout(poll, 100)));
    poll();
  });
}

const readLog = (file) =>
  fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l))
    : [];

const bundle = walk(DIST).reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length, 0);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mafia-wire-'));
const logFile = path.join(tmp, 'requests.jsonl');
const server = spawn(process.execPath, [path.join(repo, 'tests/e2e/serve.js'), DIST, String(PORT), '--like-a-host', '--log', logFile], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
let code = 0;
let browser;
try {
  await waitForServer(`${URL_}__none__`, 15000);
  fs.writeFileSync(logFile, ''); // the probe above is not part of the visit
  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: false, // --headless=new below
    userDataDir: path.join(tmp, 'profile'),
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage();
  await page.goto(URL_);
  // The app marks itself usable; the worker installs (precaching everything) and activates.
  const usableAt = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const look = () => {
          const m = performance.getEntriesByName('app-usable')[0];
          if (m) resolve(performance.timeOrigin + m.startTime);
          else setTimeout(look, 50);
        };
        look();
        setTimeout(() => resolve(null), 30000);
      }),
  );
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (reg.active.state !== 'activated') {
      await new Promise((r) => reg.active.addEventListener('statechange', () => reg.active.state === 'activated' && r()));
    }
  });
  // Quiet: no new response for 2 s.
  let seen = -1;
  for (;;) {
    const n = readLog(logFile).length;
    if (n === seen) break;
    seen = n;
    await new Promise((r) => setTimeout(r, 2000));
  }
  const lines = readLog(logFile).filter((l) => l.path !== '/__none__'); // the start-up probe
  const total = lines.reduce((s, l) => s + l.bytes, 0);
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  console.log('## Bytes over the wire on a first visit (the page and its service worker, gzip -9 host)\n');
  console.log('| # | request | status | bytes sent |\n| ---: | --- | ---: | ---: |');
  lines.forEach((l, i) => console.log(`| ${i + 1} | ${l.method} ${l.path} | ${l.status} | ${l.bytes} |`));
  const counts = new Map();
  for (const l of lines) counts.set(l.path, (counts.get(l.path) || 0) + 1);
  const twice = [...counts].filter(([p, n]) => n > 1 && /-[0-9a-f]{16,}(_bg)?\.[a-z]+$/.test(p));
  const ratio = total / bundle;
  console.log(`\nbytes over the wire on a first visit: ${total} B (${kb(total)}); bundle gzip -9: ${bundle} B (${kb(bundle)}); ${ratio.toFixed(3)}× (budget ≤ ${RATIO}×)`);
  if (twice.length) console.log(`hashed files requested more than once: ${twice.map(([p, n]) => `${p} ×${n}`).join(', ')}`);
  if (ratio > RATIO) {
    console.error(`bytes over the wire ${ratio.toFixed(3)}× the bundle: over the budget of ${RATIO}×`);
    code = 1;
  }
  if (usableAt === null) {
    console.log('first download before app-usable: the page never marked app-usable (performance.mark)');
  } else {
    const before = lines.filter((l) => l.t <= usableAt).reduce((s, l) => s + l.bytes, 0);
    console.log(`first download before app-usable: ${before} B (${kb(before)}) (budget ≤ ${kb(USABLE)})`);
    if (before > USABLE) {
      console.error(`first download before app-usable ${before} B is over the budget of ${USABLE} B`);
      code = 1;
    }
  }
} catch (e) {
  console.error(`bench/wire: could not measure: ${e.stack || e}`);
  code = 2;
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);

// Issue 25's moment: from navigation start until the set-up can begin — the host taps
// «Новая игра» as soon as it is there and enabled, and the rule choice with «Далее» is there
// and enabled — on a first visit (a fresh profile), at 390×844, with applied throttling
// (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU), each build served gzip -9 from
// 127.0.0.1 (tests/e2e/serve.js --like-a-host). The moment is the first animation frame in
// which the page has the control there and enabled (each app's `done`, below). Also the bytes
// fetched by then (the encoded bytes of every response finished by the moment, from the
// DevTools protocol), and the
// whole first visit: every byte the server sent for the visit (the page's requests and its
// service worker's, as serve.js --log counts them: status line, headers and body) until the
// network has been quiet for 5 s after the moment.
//
// Usage: node bench/setup-moment.mjs NAME=DIR[@STEPS] [NAME=DIR[@STEPS] ...]   (ROUNDS=N, default 5)
// STEPS says what is tapped and awaited (default `this`):
//   this          this app: tap «Новая игра»; the radio «Спорт» and an enabled «Далее».
//   asmodee       takashiro/asmodee-werewolf-react (bench/peers.sh builds it): tap «Start a New
//                 Game» in the lobby; the role picker (RoomCreator): the spin button «Werewolf»
//                 and an enabled «Start». The context's locale is ru-RU as for the others; the app
//                 has no Russian and falls back to en-US, so it shows English.
//   mafiahostapp  anyalink99/mafiahostapp (bench/peers.sh): tap «Подготовка» on the menu; the
//                 mode screen (#prepare-mode-screen, `.screen.active`) with an enabled
//                 «Продолжить». Its menu is in the HTML, there before its scripts have bound the
//                 click handler: a tap that changes nothing is tapped again (every 100 ms), as a
//                 host would.
// Every host but 127.0.0.1 is unresolvable (Chromium's --host-resolver-rules): a build that
// loads anything from the internet (mafiahostapp: Tailwind's CDN script, Google Fonts) gets an
// immediate failure for it, as it would offline, not a wait on a network this machine lacks.
// Builds are measured interleaved, round by round, so a busy machine weighs on each alike.
// Prints one line per round and build, then a Markdown table (median, min–max).
// PLAY=1 (this app's steps only): from the moment on, a Sport game is set up as fast as a test
// can tap (the preset, the players, the line-up, physical cards marked seat by seat, «Начать
// игру»), and each visit says whether a loading frame showed after the deal and how long after
// the moment the game's first screen was up (issue 25: the game arrives while the host sets up),
// and when the set-up's and the app's chunks were in (the page's `chunk-setup` and `chunk-app`
// marks, set by `lazy::prefetch`).
// TIMELINE=1: also what had arrived by the moment and when, with the page's marks and paints.
// REQUESTS=1: also every response of each visit (from the server's log; after the moment or not).
// SHOTS=DIR: also a screenshot of each visit at the moment, into DIR.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.env.ROUNDS || 5);
const QUIET_MS = 5000;
let shot = 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Waits until a button with this exact text is there and neither disabled nor aria-disabled
// (inside `scope`, a CSS selector, when given).
function enabledButton(page, text, scope = null) {
  return page.waitForFunction(([text, scope]) => {
    const root = scope ? document.querySelector(scope) : document;
    if (!root) return false;
    const b = [...root.querySelectorAll('button')].find((x) => x.textContent.trim() === text);
    return b && !b.disabled && b.getAttribute('aria-disabled') !== 'true';
  }, [text, scope], { timeout: 60_000, polling: 'raf' });
}

// The first tap is a finger's: the page looks for the button (`tap`: its exact text, inside
// `scope` when given) on every animation frame from the navigation on, and in the first frame it
// is there and enabled hands its centre to the bench through a binding (one message, no round
// trip), which touches the screen there (`Input.dispatchTouchEvent`, what a touch screen sends).
// Not Playwright's click: its chain of round trips (find the element, wait until visible,
// enabled and stable over two frames, check what is under the point, retry with a back-off when
// the element is replaced) took 0.3–0.8 s on this throttled CPU after the button was there, so
// the measured moment waited for the driver (BENCHMARKS.md, issue 38). A tap that did not take is
// tapped again `every` ms, as a host would: taken is a click on the button (its handler bound
// with the button, as in this app and asmodee's), or `took`, a selector, there (a page whose
// button is drawn before its handler is bound: mafiahostapp).
function fingerTap({ text, scope, took, every }) {
  let sent = 0;
  let clicked = false;
  addEventListener('click', (e) => {
    if (e.target.closest?.('button')?.textContent.trim() === text) clicked = true;
  }, true);
  const loop = () => {
    if (took ? document.querySelector(took) : clicked) return;
    const root = scope ? document.querySelector(scope) : document;
    const b = root && [...root.querySelectorAll('button')].find((x) => x.textContent.trim() === text);
    if (b && !b.disabled && b.getAttribute('aria-disabled') !== 'true' && (sent === 0 || performance.now() - sent >= every)) {
      const r = b.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) {
        sent = performance.now();
        performance.mark('the button there');
        window.__tapAt(JSON.stringify({ x: r.x + r.width / 2, y: r.y + r.height / 2 }));
      }
    }
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
}

// Each app's moment is `done`, a predicate checked in the page on every animation frame from
// the navigation on, which notes the first frame it holds (`window.__moment`): the moment is
// when the page had it, not when a Playwright wait next looked (its waits back off to 500 ms
// between looks, and had come up to 300 ms late where the control came while the wait was
// already backing off). `reach` taps what must be tapped, as soon as it is there and enabled.
const STEPS = {
  this: {
    locale: 'ru-RU',
    done() {
      const radio = [...document.querySelectorAll('[role=radio]')].some((r) => r.textContent.trim().startsWith('Спорт'));
      const b = [...document.querySelectorAll('button')].find((x) => x.textContent.trim() === 'Далее');
      const ok = radio && b && !b.disabled && b.getAttribute('aria-disabled') !== 'true';
      if (ok) window.__moment ??= performance.now();
      return ok;
    },
    tap: { text: 'Новая игра', every: 500 },
    async reach(page) {
      const next = page.getByRole('button', { name: 'Далее', exact: true });
      await page.getByRole('radio', { name: 'Спорт' }).waitFor({ timeout: 60_000 });
      await next.waitFor({ timeout: 60_000 });
      await enabledButton(page, 'Далее');
    },
  },
  asmodee: {
    locale: 'ru-RU', // no Russian in the app: it falls back to en-US (src/model/Locale.ts)
    done() {
      const root = document.querySelector('.room-creator');
      const spin = [...document.querySelectorAll('input[type=number][aria-labelledby]')].some((i) => document.getElementById(i.getAttribute('aria-labelledby'))?.textContent.trim() === 'Werewolf');
      const b = root && [...root.querySelectorAll('button')].find((x) => x.textContent.trim() === 'Start');
      const ok = spin && b && !b.disabled && b.getAttribute('aria-disabled') !== 'true';
      if (ok) window.__moment ??= performance.now();
      return ok;
    },
    tap: { text: 'Start a New Game', every: 500 },
    async reach(page) {
      await page.getByRole('spinbutton', { name: 'Werewolf', exact: true }).waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Start', exact: true }).waitFor({ timeout: 60_000 });
      await enabledButton(page, 'Start', '.room-creator');
    },
  },
  mafiahostapp: {
    locale: 'ru-RU',
    done() {
      const root = document.querySelector('#prepare-mode-screen.active');
      const b = root && [...root.querySelectorAll('button')].find((x) => x.textContent.trim() === 'Продолжить');
      const ok = b && !b.disabled && b.getAttribute('aria-disabled') !== 'true';
      if (ok) window.__moment ??= performance.now();
      return ok;
    },
    tap: { text: 'Подготовка', scope: '#menu-screen', took: '#prepare-mode-screen.active', every: 100 },
    async reach(page) {
      await page.locator('#prepare-mode-screen').getByRole('button', { name: 'Продолжить', exact: true }).waitFor({ timeout: 60_000 });
      await enabledButton(page, 'Продолжить', '#prepare-mode-screen.active');
    },
  },
};

const builds = process.argv.slice(2).map((a, i) => {
  let [name, dir] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, a];
  let steps = 'this';
  const at = dir.lastIndexOf('@');
  if (at >= 0 && Object.hasOwn(STEPS, dir.slice(at + 1))) [dir, steps] = [dir.slice(0, at), dir.slice(at + 1)];
  return { name, dir: path.resolve(dir), steps, port: 8120 + i };
});
if (builds.length === 0) {
  console.error(`usage: node bench/setup-moment.mjs NAME=DIR[@STEPS] [NAME=DIR[@STEPS] ...]   (STEPS: ${Object.keys(STEPS).join(', ')})`);
  process.exit(2);
}
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'setup-moment-'));

function serve(b) {
  b.log = path.join(tmp, `${b.port}.jsonl`);
  return new Promise((resolve, reject) => {
    const p = spawn('node', [path.join(repo, 'tests/e2e/serve.js'), b.dir, String(b.port), '--like-a-host', '--log', b.log], { stdio: ['ignore', 'pipe', 'inherit'] });
    p.stdout.once('data', () => resolve(p));
    p.once('error', reject);
    p.once('exit', (code) => reject(new Error(`serve.js for ${b.name} (${b.dir}, port ${b.port}) exited ${code}`)));
  });
}

// The lines serve.js has logged so far (a last line still being written is left for later).
const served = (b) => (fs.existsSync(b.log) ? fs.readFileSync(b.log, 'utf8').split('\n').slice(0, -1).map((l) => JSON.parse(l)) : []);

async function once(browser, b) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: STEPS[b.steps].locale });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Each finished response's encoded bytes at its time on the wall clock (the protocol's
  // monotonic clock, set against the wall by a request's `wallTime`), so the bytes are those
  // finished by the page's moment, not by when the script next looked.
  const finished = [];
  let wallOffset = null;
  const inFlight = new Set();
  let lastEvent = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    wallOffset ??= e.wallTime * 1000 - e.timestamp * 1000;
    inFlight.add(e.requestId);
    lastEvent = Date.now();
  });
  cdp.on('Network.loadingFinished', (e) => {
    finished.push([e.timestamp * 1000, e.encodedDataLength]);
    inFlight.delete(e.requestId);
    lastEvent = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    inFlight.delete(e.requestId);
    lastEvent = Date.now();
  });
  await cdp.send('Runtime.enable'); // a binding reaches a page's new documents only with it
  await cdp.send('Runtime.addBinding', { name: '__tapAt' });
  // One tap after the other (a touch begun is ended before the next begins).
  let taps = Promise.resolve();
  cdp.on('Runtime.bindingCalled', (e) => {
    if (e.name !== '__tapAt') return;
    const { x, y } = JSON.parse(e.payload);
    taps = taps.then(async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }).catch((err) => {
      // The visit is over (its page closed) while a late tap was on its way: nothing to tap.
      if (!/closed/i.test(String(err))) console.error(`a tap failed: ${err.message}`);
    });
  });
  await page.addInitScript(fingerTap, STEPS[b.steps].tap);
  if (process.env.TIMELINE) {
    await page.addInitScript(() => {
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) performance.mark(`long task ${e.duration.toFixed(0)} ms from ${e.startTime.toFixed(0)}`);
      }).observe({ type: 'longtask', buffered: true });
      addEventListener('touchstart', () => performance.mark('touchstart'), true);
      addEventListener('touchend', () => performance.mark('touchend'), true);
      addEventListener('click', () => performance.mark('a tap'), true);
      new MutationObserver(() => {
        if (!window.__radio && document.querySelector('[role=radio]')) {
          window.__radio = true;
          performance.mark('the rules drawn');
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }
  const logFrom = served(b).length;
  const t0 = Date.now();
  await page.goto(`http://127.0.0.1:${b.port}/`, { waitUntil: 'commit' });
  const done = page.waitForFunction(STEPS[b.steps].done, null, { timeout: 60_000, polling: 'raf' });
  done.catch(() => {}); // awaited below; a timeout while `reach` waits must not end the process before the servers are stopped
  await STEPS[b.steps].reach(page);
  await done;
  const [ms, origin] = await page.evaluate(() => [window.__moment, performance.timeOrigin]);
  const bytes = finished.filter(([t]) => t + wallOffset <= origin + ms).reduce((sum, [, n]) => sum + n, 0);
  const tMoment = Date.now();
  if (process.env.TIMELINE) {
    // What had arrived by the moment, and when (the page's clock, ms since navigation).
    const t = await page.evaluate(() => [
      ...performance.getEntriesByType('resource').map((r) => [r.responseEnd, `${r.name.split('/').pop()} (${r.encodedBodySize} B)`]),
      ...performance.getEntriesByType('mark').map((m) => [m.startTime, `mark ${m.name}`]),
      ...performance.getEntriesByType('paint').map((p) => [p.startTime, p.name]),
    ].sort((x, y) => x[0] - y[0]));
    for (const [at, what] of t) console.log(`  ${b.name} ${at.toFixed(0)} ms ${what}`);
  }
  let played = null;
  if (process.env.PLAY && b.steps === 'this') played = await play(page, ms);
  if (process.env.SHOTS) {
    fs.mkdirSync(process.env.SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(process.env.SHOTS, `${b.name}-${++shot}.png`) });
  }
  // The whole first visit: wait for 5 s with no request of the page in flight, no page event and
  // no new response from the server (the service worker's requests are seen there only).
  let lines = served(b).length;
  let quietSince = Date.now();
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    await sleep(250);
    const n = served(b).length;
    if (n !== lines || inFlight.size > 0 || lastEvent > quietSince) {
      lines = n;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= QUIET_MS) break;
  }
  const visit = served(b).slice(logFrom);
  const whole = visit.reduce((s, l) => s + l.bytes, 0);
  if (process.env.REQUESTS) {
    for (const l of visit) console.log(`  ${b.name} +${l.t - t0} ms${l.t > tMoment ? ' (after)' : ''} ${l.method} ${l.path} ${l.status} ${l.bytes} B`);
  }
  await context.close();
  return { ms, bytes, whole, played };
}

// A Sport game set up as fast as a test can tap, from the rule choice on (PLAY=1).
const SPORT_ROLES = ['civilian', 'civilian', 'mafia', 'civilian', 'sheriff', 'civilian', 'don', 'civilian', 'mafia', 'civilian'];
async function play(page, moment) {
  const next = () => page.getByRole('button', { name: 'Далее', exact: true }).click();
  await page.getByRole('radio', { name: 'Спорт' }).click();
  await next();
  await next();
  await next();
  await page.getByRole('radio', { name: 'Настоящие карты' }).click();
  await next();
  for (const role of SPORT_ROLES) await page.locator(`.role-btn[data-role="${role}"]`).click();
  // The deal's tap and the game's first screen, each noted in the page when it happens (a
  // Playwright wait for the game would look up to 500 ms late: its retries back off).
  await page.evaluate(() => {
    window.__frame = false;
    window.__game = null;
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent.trim() === 'Начать игру');
    b.addEventListener('click', () => { window.__dealt ??= performance.now(); }, true);
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="screen-loading"]')) window.__frame = true;
      if (document.querySelector('section.game')) window.__game ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Начать игру' }).click();
  await page.waitForFunction(() => window.__game !== null, null, { timeout: 60_000, polling: 'raf' });
  const [dealt, game, frame, setup, app] = await page.evaluate(() => [window.__dealt, window.__game, window.__frame,
    ...['chunk-setup', 'chunk-app'].map((n) => performance.getEntriesByName(n)[0]?.startTime ?? NaN)]);
  return { frame, dealt: dealt - moment, game: game - moment, setup: setup - moment, app: app - moment };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const servers = [];
const results = new Map(builds.map((b) => [b.name, []]));
let browser;
try {
  for (const b of builds) servers.push(await serve(b));
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  for (let r = 1; r <= rounds; r += 1) {
    for (const b of builds) {
      const m = await once(browser, b);
      results.get(b.name).push(m);
      const p = m.played ? `; the set-up's chunk in ${m.played.setup.toFixed(0)} ms after, the app's ${m.played.app.toFixed(0)} ms after; dealt ${m.played.dealt.toFixed(0)} ms after, the game up ${m.played.game.toFixed(0)} ms after, ${m.played.frame ? 'a loading frame after the deal' : 'no loading frame after the deal'}` : '';
      console.log(`round ${r} ${b.name}: ${m.ms.toFixed(0)} ms, ${(m.bytes / 1024).toFixed(1)} KB by then, ${(m.whole / 1024).toFixed(1)} KB whole first visit${p}`);
    }
  }
} finally {
  await browser?.close();
  for (const s of servers) s.kill();
  fs.rmSync(tmp, { recursive: true, force: true });
}
console.log('\n| build | until the set-up can begin (median, min–max) | bytes fetched by then (median) | whole first visit (median) |');
console.log('| --- | --- | --- | --- |');
for (const b of builds) {
  const ms = results.get(b.name).map((m) => m.ms);
  const kb = results.get(b.name).map((m) => m.bytes / 1024);
  const whole = results.get(b.name).map((m) => m.whole / 1024);
  console.log(`| ${b.name} | ${median(ms).toFixed(0)} ms (${Math.min(...ms).toFixed(0)}–${Math.max(...ms).toFixed(0)}) | ${median(kb).toFixed(1)} KB | ${median(whole).toFixed(1)} KB |`);
}

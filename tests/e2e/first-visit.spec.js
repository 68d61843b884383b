// A first visit (issues 16, 25). The wasm's main module draws the start screen and the set-up;
// the app's chunk arrives while the host sets up.
// It downloads each file once: the service worker's precache takes
// the hashed files (the wasm, its chunks, the JS) from the HTTP cache the page has just filled
// instead of downloading them again, and the app starts offline afterwards. On a slow network
// the screens in chunks show their frame at once and fill in, and a whole game plays. This
// spec runs its own serve.js, gzip as a host (--like-a-host) with a request log (--log), on
// E2E_PORT + 1000.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const http = require('node:http');
const { spawn } = require('node:child_process');
const { test, expect } = require('./fixtures');
const g = require('./game');

const DIST = process.env.E2E_DIST || path.join(__dirname, '..', '..', 'dist');
const PORT = Number(process.env.E2E_PORT || 8099) + 1000;
const HASHED = /-[0-9a-f]{16,}(_bg)?\.[a-z]+$/;

let server;
let logFile;
const readLog = () =>
  fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));

test.use({ baseURL: `http://127.0.0.1:${PORT}/` });

test.beforeAll(async () => {
  logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mafia-first-visit-')), 'requests.jsonl');
  server = spawn(process.execPath, [path.join(__dirname, 'serve.js'), DIST, String(PORT), '--like-a-host', '--log', logFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 15_000;
  for (;;) {
    const up = await new Promise((resolve) => {
      http.get(`http://127.0.0.1:${PORT}/__probe__`, (res) => resolve(res.resume() && true)).on('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > until) throw new Error(`serve.js did not start on ${PORT}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
});

/** Waits until no response has been logged for `quiet` ms. */
async function settle(quiet = 1500) {
  let seen = -1;
  for (;;) {
    const n = readLog().length;
    if (n === seen) return;
    seen = n;
    await new Promise((r) => setTimeout(r, quiet));
  }
}

test('a first visit requests each hashed file once, and the app then starts offline', async ({ page, context }) => {
  fs.writeFileSync(logFile, '');
  await page.goto('/');
  await expect(page.locator('main > section.start')).toBeVisible();
  // The worker has precached the build and controls the page (clients.claim on activate).
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await settle();

  const log = readLog().filter((l) => l.path !== '/__probe__');
  const hashed = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (HASHED.test(e.name)) hashed.push(`/${path.relative(DIST, p).split(path.sep).join('/')}`);
    }
  };
  walk(DIST);
  expect(hashed.some((f) => f.endsWith('.wasm'))).toBe(true);
  const requests = Object.fromEntries(hashed.map((f) => [f, log.filter((l) => l.path === f).length]));
  expect(requests).toEqual(Object.fromEntries(hashed.map((f) => [f, 1])));
  // Every file the worker precached came from this visit: nothing is missing from its cache.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith('mafia-host-')));
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  for (const f of hashed) expect(cached).toContain(f);

  // Offline: the page, the app and a game come from the worker.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('main > section.start')).toBeVisible();
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await g.primary(page);
  await expect(g.phase(page)).toHaveText('Ночь 1 · знакомство');
  await context.setOffline(false);
});

test('on a slow network a screen shows its frame at once and fills in, a whole game plays, then offline too', async ({ page, context }) => {
  test.setTimeout(120_000);
  // The clock faked: the waits between the game's taps pass at once (game.js); the network
  // is not the page's clock, it stays as slow.
  await g.fakeClock(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // About 800 kbit/s with 300 ms round trips: the chunks arrive seconds after the start screen.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 100 * 1024,
    uploadThroughput: 50 * 1024,
  });
  await page.goto('/');
  // The main module's start screen (first-screens.spec.js), the app's chunk still on its way.
  await expect(page.locator('main > section.start')).toBeVisible();
  // The first tap is answered by the set-up itself, no frame in between.
  await page.getByRole('button', { name: 'Новая игра' }).click();
  await expect(page.getByRole('radio', { name: 'Спорт' })).toBeVisible();
  await expect(page.getByTestId('screen-loading')).toHaveCount(0);

  // A whole Sport game to a red win (as game.spec.js plays it), on the slow network.
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await g.primary(page, 4);
  await g.speeches(page, { 1: 9, 2: 3 });
  await g.vote(page, [1, 2, 3, 4, 5, 6]);
  await expect(g.say(page)).toContainText('Игрок №9 покидает игру');
  await g.redWinFromLastWord(page);
  await expect(page.getByTestId('winner')).toHaveText('Победа красных');

  // Offline after this first visit: the app, a game and the other screens' chunks.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await context.setOffline(true);
  await page.reload();
  // This tab was at game over: the reload shows the result again (issue 39 §4.2); its first
  // button goes to the start screen.
  await expect(page.getByTestId('winner')).toHaveText('Победа красных');
  await page.locator('.over nav.actions button').first().click();
  await expect(page.locator('main > section.start')).toBeVisible();
  await page.getByTestId('history-open').click();
  await expect(page.locator('section.history')).toBeVisible();
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await expect(g.phase(page)).toHaveText('Ночь 1 · знакомство');
  await context.setOffline(false);
});

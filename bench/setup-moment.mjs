// Issue 25's moment: from navigation start until the set-up can begin — the host taps
// «Новая игра» as soon as it is there and enabled, and the rule choice with «Далее» is there
// and enabled — on a first visit (a fresh profile), at 390×844, with applied throttling
// (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU), each build served gzip -9 from
// 127.0.0.1 (tests/e2e/serve.js --like-a-host). Also the bytes fetched by then (the encoded
// bytes of every response finished before the moment, from the DevTools protocol).
//
// Usage: node bench/setup-moment.mjs NAME=DIR [NAME=DIR ...]   (ROUNDS=N, default 5)
// Builds are measured interleaved, round by round, so a busy machine weighs on each alike.
// Prints one line per round and build, then a Markdown table (median, min–max).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.env.ROUNDS || 5);
const builds = process.argv.slice(2).map((a, i) => {
  const [name, dir] = a.includes('=') ? a.split('=') : [a, a];
  return { name, dir: path.resolve(dir), port: 8120 + i };
});
if (builds.length === 0) {
  console.error('usage: node bench/setup-moment.mjs NAME=DIR [NAME=DIR ...]');
  process.exit(2);
}

function serve(b) {
  return new Promise((resolve, reject) => {
    const p = spawn('node', [path.join(repo, 'tests/e2e/serve.js'), b.dir, String(b.port), '--like-a-host'], { stdio: ['ignore', 'pipe', 'inherit'] });
    p.stdout.once('data', () => resolve(p));
    p.once('error', reject);
  });
}

async function once(browser, b) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'ru-RU' });
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
  let bytes = 0;
  let counting = true;
  cdp.on('Network.loadingFinished', (e) => {
    if (counting) bytes += e.encodedDataLength;
  });
  await page.goto(`http://127.0.0.1:${b.port}/`, { waitUntil: 'commit' });
  const newGame = page.getByRole('button', { name: 'Новая игра' });
  await newGame.click({ timeout: 60_000 });
  const next = page.getByRole('button', { name: 'Далее', exact: true });
  await page.getByRole('radio', { name: 'Спорт' }).waitFor({ timeout: 60_000 });
  await next.waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => {
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent.trim() === 'Далее');
    return b && !b.disabled && b.getAttribute('aria-disabled') !== 'true';
  }, null, { timeout: 60_000, polling: 'raf' });
  const ms = await page.evaluate(() => performance.now());
  counting = false;
  await context.close();
  return { ms, bytes };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const servers = [];
for (const b of builds) servers.push(await serve(b));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const results = new Map(builds.map((b) => [b.name, []]));
try {
  for (let r = 1; r <= rounds; r += 1) {
    for (const b of builds) {
      const m = await once(browser, b);
      results.get(b.name).push(m);
      console.log(`round ${r} ${b.name}: ${m.ms.toFixed(0)} ms, ${(m.bytes / 1024).toFixed(1)} KB`);
    }
  }
} finally {
  await browser.close();
  for (const s of servers) s.kill();
}
console.log('\n| build | until the set-up can begin (median, min–max) | bytes fetched by then (median) |');
console.log('| --- | --- | --- |');
for (const b of builds) {
  const ms = results.get(b.name).map((m) => m.ms);
  const kb = results.get(b.name).map((m) => m.bytes / 1024);
  console.log(`| ${b.name} | ${median(ms).toFixed(0)} ms (${Math.min(...ms).toFixed(0)}–${Math.max(...ms).toFixed(0)}) | ${median(kb).toFixed(1)} KB |`);
}

// Issue 38: issue 25's moment in three engines — Chromium, Firefox ESR and WebKitGTK (Safari's
// engine) — on a first visit, unthrottled. From navigation start until the set-up can begin:
// «Новая игра» tapped as soon as it is there and enabled, then the rule choice with the radio
// «Спорт» and an enabled «Далее» (bench/setup-moment.mjs's `this` steps). Each engine through
// tests/engines' adapter (driver.mjs: Chromium and Firefox by puppeteer-core, WebKitGTK's
// MiniBrowser by WebKitWebDriver) and server (server.mjs: dist/ on 127.0.0.1, uncompressed,
// no throttling), at 390×844, pixel ratio 1, in Russian.
//
// A first visit: each visit launches its engine anew, so a fresh profile (no storage, no
// service worker, no HTTP cache), and closes it after.
//
// What is noted in the page, on the page's clock (ms since navigation start):
// - the moment: a predicate checked on every animation frame from navigation on
//   (window.__moment = performance.now() at the first frame it holds). It runs from the
//   suite's init script (server.mjs puts it first in <head>), appended to it by `initExtra`:
//   WebKitWebDriver has no init script of its own;
// - the tap: a capturing click listener on the window marks `bench-tap`;
// - `app-usable`: the app's own mark (the wasm has drawn its first screen);
// - DOMContentLoaded and the load event (navigation timing).
// The driver taps as early as it can: its navigation returns at DOMContentLoaded (not at the
// load event: the adapter's `until`; WebKitWebDriver returns at the load event, its 'eager'
// page load strategy never returned), it then polls on every animation frame for the button
// and taps it with the driver's own click (a real pointer click in each engine), retried if
// the button went between finding and clicking (the wasm redrawing the start screen).
//
// Usage: xvfb-run -a node bench/engines-moment.mjs   (ROUNDS=N, default 5; ENGINES=chromium,firefox,webkit)
// Engines are measured interleaved, round by round, so a busy machine weighs on each alike.
// Prints one line per round and engine, then a Markdown table (median, min–max).
// DRIVER=1: also, per visit, when the driver's navigation returned (an evaluate's
// performance.now(), so at or after it; one more round trip before the first look), its first
// look for the button, the look that found it enabled and when the pointer went down (a
// capturing pointerdown listener).
import { serve } from '../tests/engines/server.mjs';
import { launch } from '../tests/engines/driver.mjs';

const rounds = Number(process.env.ROUNDS || 5);
const engines = (process.env.ENGINES || 'chromium,firefox,webkit').split(',').filter(Boolean);
const NAMES = { chromium: 'Chromium', firefox: 'Firefox ESR', webkit: 'WebKitGTK' };
const TIMEOUT = 60_000;

// In the page from navigation on (after init.js, before any of the app's scripts).
const WATCH = `(() => {
  const now = window.__engines.realNow;
  addEventListener('click', () => performance.mark('bench-tap'), true);
  addEventListener('pointerdown', () => performance.mark('bench-press'), true);
  const done = () => {
    const radio = [...document.querySelectorAll('[role=radio]')].some((r) => r.textContent.trim().startsWith('Спорт'));
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent.trim() === 'Далее');
    return radio && b && !b.disabled && b.getAttribute('aria-disabled') !== 'true';
  };
  (function frame() {
    if (done()) window.__moment = now();
    else requestAnimationFrame(frame);
  })();
})();`;

const NEW_GAME = { css: 'main > section.start button', text: 'Новая игра' };

// «Новая игра» there, shown and enabled (the adapter's click then finds it by NEW_GAME).
function newGameReady() {
  const b = [...document.querySelectorAll('main > section.start button')].find((x) => x.textContent.replace(/\s+/g, ' ').trim() === 'Новая игра');
  const ok = !!b && !b.disabled && b.getAttribute('aria-disabled') !== 'true' && b.getClientRects().length > 0;
  window.__look ??= performance.now();
  if (ok) window.__seen ??= performance.now();
  return ok;
}

async function once(engine, server) {
  const page = await launch(engine, server, { until: 'domcontentloaded' });
  try {
    await page.goto('/');
    const back = process.env.DRIVER ? await page.evaluate(() => performance.now()) : null;
    const until = Date.now() + TIMEOUT;
    for (;;) {
      await page.waitFor(newGameReady, null, { timeout: TIMEOUT, polling: 'raf', what: '«Новая игра» enabled' });
      try {
        await page.click(NEW_GAME);
        break;
      } catch (e) {
        // The button went between the look and the click: tapped already, or look again.
        if (await page.evaluate(() => performance.getEntriesByName('bench-tap').length > 0)) break;
        if (Date.now() > until) throw e;
      }
    }
    await page.waitFor(() => window.__moment !== undefined, null, { timeout: TIMEOUT, what: 'the rule choice with «Далее» enabled' });
    const m = await page.evaluate(() => {
      const at = (n) => performance.getEntriesByName(n)[0]?.startTime ?? null;
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        moment: window.__moment,
        tap: at('bench-tap'),
        usable: at('app-usable'),
        dcl: nav ? nav.domContentLoadedEventStart : null,
        load: nav ? nav.loadEventStart : null,
        taps: performance.getEntriesByName('bench-tap').length,
        look: window.__look,
        seen: window.__seen,
        press: at('bench-press'),
      };
    });
    m.back = back;
    m.errors = await page.errors();
    return m;
  } finally {
    await page.close().catch(() => {});
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => (x === null || x === undefined || Number.isNaN(x) ? '—' : `${Math.round(x)} ms`);
const cell = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && !Number.isNaN(x));
  if (v.length === 0) return '—';
  const f = (x) => Math.round(x).toLocaleString('en').replace(/,/g, ' ').replace('-', '−');
  return `${f(median(v))} ms (${f(Math.min(...v))}–${f(Math.max(...v))})`;
};

const server = await serve(undefined, { initExtra: WATCH });
const results = new Map(engines.map((e) => [e, []]));
try {
  for (let r = 1; r <= rounds; r += 1) {
    for (const engine of engines) {
      const m = await once(engine, server);
      results.get(engine).push(m);
      const order = m.usable === null ? 'no app-usable mark' : `${m.tap < m.usable ? 'before' : 'after'} app-usable at ${ms(m.usable)}`;
      console.log(`round ${r} ${NAMES[engine] || engine}: ${ms(m.moment)} until the set-up can begin; tapped at ${ms(m.tap)} (${order}); DOMContentLoaded ${ms(m.dcl)}, load ${ms(m.load)}${m.taps > 1 ? `; ${m.taps} taps` : ''}`);
      if (process.env.DRIVER) console.log(`  the driver: navigation back by ${ms(m.back)}, first look at ${ms(m.look)}, the button seen enabled at ${ms(m.seen)}, pointer down at ${ms(m.press)}`);
      for (const e of m.errors) console.log(`  ${engine} page error: ${e}`);
    }
  }
} finally {
  await server.close();
}

console.log(`\n| engine (${rounds} rounds) | until the set-up can begin | app-usable | the tap | tap − app-usable | DOMContentLoaded | load event |`);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const engine of engines) {
  const rs = results.get(engine);
  const col = (k) => cell(rs.map((m) => m[k]));
  console.log(`| ${NAMES[engine] || engine} | ${col('moment')} | ${col('usable')} | ${col('tap')} | ${cell(rs.map((m) => (m.usable === null ? NaN : m.tap - m.usable)))} | ${col('dcl')} | ${col('load')} |`);
}

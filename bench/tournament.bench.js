// Issue 50's budget: the seating for 100 players, 10 tables, 10 games each, made on the
// organiser's phone in Chromium at 4x CPU throttling (CDP Emulation.setCPUThrottlingRate):
// from the tap on «Рассадить» to the seating drawn (the first round's ten tables), and the main thread's longest task
// meanwhile (PerformanceObserver 'longtask': every task over 50 ms is listed), ROUNDS times
// (default 3). Prints the figures; asserts nothing about them (BENCHMARKS.md).
// PROFILE=1 (bench/tournament --profile): the V8 sampling profiler runs from the tap to the
// seating drawn, and each stretch of the main thread busy over 50 ms with no idle sample
// (a long task, as the profile sees it) is printed with the app's functions that took most
// of it (inclusive time; the build's wasm keeps its names, bench/named-dist).
'use strict';
const { test, expect } = require('../tests/e2e/fixtures');
const g = require('../tests/e2e/game');
const { longStretches, print, watchLongTasks } = require('./profile');

const ROUNDS = Number(process.env.ROUNDS || 3);
const RATE = Number(process.env.RATE || 4);
const PROFILE = process.env.PROFILE === '1';

test('the seating of 100 × 10 × 10 on the phone', async ({ page }) => {
  const rows = [];
  await watchLongTasks(page);
  for (let round = 0; round < ROUNDS; round += 1) {
    await page.evaluate(() => localStorage.clear()).catch(() => {});
    await g.toStart(page);
    await page.getByTestId('tournament-open').click();
    await expect(page.getByTestId('tour-create')).toBeVisible();
    const names = Array.from({ length: 100 }, (_, i) => `Игрок ${i + 1}`).join('\n');
    await page.getByTestId('tour-name-input').fill('Bench');
    await page.getByTestId('tour-players').fill(names);
    await page.getByTestId('tour-tables').fill('10');
    await page.getByTestId('tour-games').fill('10');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    const t0 = await page.evaluate(() => {
      window.__long = [];
      return performance.now();
    });
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.getByTestId('tour-seat').click();
    await expect(page.getByTestId('tour-seating')).toBeVisible({ timeout: 120_000 });
    // The first round's ten tables all drawn (the screen draws them a few at a time).
    await expect(page.getByTestId('tour-table')).toHaveCount(10, { timeout: 60_000 });
    const { t1, long } = await page.evaluate(() => ({ t1: performance.now(), long: window.__long }));
    if (PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      for (const st of longStretches(profile)) {
        console.log(`  busy ${((st.to - st.from) / 1000).toFixed(0)} ms at ${(st.from / 1e6).toFixed(2)} s of the profile:`);
        print([...st.incl].sort((a, b) => b[1] - a[1]).slice(0, 12), '    ');
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const during = long.filter((l) => l.at >= t0);
    const longest = during.reduce((m, l) => Math.max(m, l.ms), 0);
    rows.push({ seconds: (t1 - t0) / 1000, longest, over50: during.length });
    console.log(`round ${round + 1}: ${((t1 - t0) / 1000).toFixed(2)} s at ${RATE}x; longest task ${longest.toFixed(0)} ms; tasks over 50 ms: ${during.length} (${during.map((l) => `${((l.at - t0) / 1000).toFixed(2)} s: ${l.ms.toFixed(0)} ms`).join(", ")})`);
    await page.evaluate(() => localStorage.clear());
  }
  const secs = rows.map((r) => r.seconds).sort((a, b) => a - b);
  console.log(`| 100 × 10 × 10 at ${RATE}x | median ${secs[Math.floor(secs.length / 2)].toFixed(2)} s | longest task ${Math.max(...rows.map((r) => r.longest)).toFixed(0)} ms | tasks over 50 ms per seating: ${rows.map((r) => r.over50).join(', ')} |`);
});

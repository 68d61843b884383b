// The speech timer run to its end with its cues counted (as tests/e2e/sound.spec.js does in
// Chromium): a tick (a sine oscillator) for each of the last 10 seconds, then 3 square
// beeps, once. The timer's clock (performance.now) is frozen in the page and moved on by
// the test a second at a time (init.js), so the 60 s run in a few real seconds however
// busy the machine is; a step waits for the tick it should have made before the next.
import assert from 'node:assert/strict';
import { scenario } from './harness.mjs';
import { continueGame, freshLog, primary, SPORT_ROLES } from './app.mjs';

const tones = (page) => page.evaluate(() => window.__engines.tones.map((t) => t.type));
const timerIs = (page, text) =>
  page.waitFor((t) => document.querySelector('[data-testid="timer"]')?.textContent === t, text, { what: `the timer at ${text}` });
/** Sets the page's frozen clock to `ms` after the moment it was frozen. */
const at = (page, ms) => page.evaluate((d) => (window.__engines.clock.frozen = window.__engines.frozeAt + d), ms);

scenario(
  'speech timer cues',
  async (page) => {
    // Timers wait for ▶ (⋯ «Автозапуск таймера» off), so the count starts at the tap.
    await continueGame(page, freshLog('sport', SPORT_ROLES), { 'mafia-host.timer-auto.v1': '0' });
    await primary(page, 4);
    await page.waitFor(() => document.querySelector('[data-testid="say"]')?.textContent.trim() === 'Слово игроку №1.', null, { what: 'seat 1’s speech' });
    await timerIs(page, '1:00');
    await page.evaluate(() => {
      const E = window.__engines;
      E.frozeAt = performance.now();
      E.clock.frozen = E.frozeAt;
    });
    await page.click('timer-toggle');
    await at(page, 48_500);
    await timerIs(page, '0:12');
    await at(page, 49_500);
    await timerIs(page, '0:11');
    assert.deepEqual(await tones(page), [], 'no cue before the last 10 seconds');
    for (let left = 10; left >= 1; left -= 1) {
      await at(page, 60_000 - left * 1000 + 500);
      await timerIs(page, `0:${String(left).padStart(2, '0')}`);
      const want = 11 - left;
      await page
        .waitFor((n) => window.__engines.tones.length >= n, want, { timeout: 3000, what: `tick ${want}` })
        .catch(async (e) => {
          throw new Error(`${e.message}; oscillators started: ${(await tones(page)).length}`);
        });
    }
    assert.deepEqual(await tones(page), Array(10).fill('sine'), 'a sine tick for each of the last 10 seconds');
    await at(page, 60_500);
    await timerIs(page, '0:00');
    await page
      .waitFor(() => window.__engines.tones.length >= 13, null, { timeout: 3000, what: 'the 3 end beeps' })
      .catch(async (e) => {
        throw new Error(`${e.message}; oscillators: ${JSON.stringify(await tones(page))}`);
      });
    // Time up sounds once, however long the host waits.
    await at(page, 66_000);
    await new Promise((r) => setTimeout(r, 800));
    assert.deepEqual(await tones(page), [...Array(10).fill('sine'), 'square', 'square', 'square']);
  },
  { timeout: 120_000 },
);

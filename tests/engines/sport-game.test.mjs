// A Sport game of 10 with physical cards (each seat's card marked), through day 1 (speeches,
// two nominations, the vote, the last word) and night 2 (the shot, the Don's and the
// Sheriff's checks, each answer shown only while held) to day 2. Sport seating: blacks 3,
// 7 (Don), 9; the Sheriff 5.
import assert from 'node:assert/strict';
import { scenario } from './harness.mjs';
import { openApp, startPhysical, primary, speeches, vote, tap, endAnswer, look, SPORT_ROLES } from './app.mjs';
import { shot } from './shots.mjs';

scenario(
  'sport game with physical cards',
  async (page) => {
    await openApp(page);
    await startPhysical(page, 'sport', SPORT_ROLES);
    await primary(page, 4);
    await page.waitFor(() => document.querySelector('[data-testid="say"]')?.textContent.trim() === 'Слово игроку №1.', null, {
      what: 'seat 1’s speech',
    });
    assert.equal((await look(page)).phase, 'День 1 · речи');
    await shot(page, 'game');
    await speeches(page, { 1: 4, 2: 7 });
    assert.equal((await look(page)).phase, 'День 1 · голосование');
    // Six hands for seat 4 of ten: seat 4 leaves (its last word), then night 2.
    await vote(page, [1, 2, 3, 5, 6, 8]);
    await page.waitFor(() => document.querySelector('[data-testid="phase"]')?.textContent.trim() === 'День 1 · последнее слово', null, {
      what: 'the last word',
    });
    await primary(page);
    await page.waitFor(() => document.querySelector('[data-testid="phase"]')?.textContent.trim() === 'Ночь 2', null, { what: 'night 2' });
    assert.ok((await look(page)).living.every((n) => n !== 4));

    // The shot on seat 8, the Don checks seat 5 (the Sheriff): the answer only while held.
    await tap(page, 8);
    await page.waitFor(() => document.querySelector('[data-testid="say"]')?.textContent.includes('Дон'), null, { what: 'the Don’s step' });
    await tap(page, 5);
    await heldAnswer(page, '№5 — Шериф');
    await endAnswer(page);
    await page.waitFor(() => document.querySelector('[data-testid="say"]')?.textContent.includes('Просыпается Шериф'), null, { what: 'the Sheriff’s step' });
    await tap(page, 3);
    await heldAnswer(page, '№3 — чёрный');
    await endAnswer(page);
    // Morning: seat 8 was shot, day 2.
    for (let guard = 0; guard < 8 && !/^День 2/.test((await look(page)).phase || ''); guard += 1) {
      const now = await look(page);
      if (now.expect.includes('BestMove')) {
        for (const n of [3, 7, 9]) await tap(page, n);
      }
      await primary(page);
    }
    const day2 = await look(page);
    assert.match(day2.phase, /^День 2/);
    assert.ok(!day2.living.includes(8), 'seat 8 was shot');
  },
  { timeout: 180_000 },
);

/** The check's answer card: blank until held, `answer` while held, blank again after. */
async function heldAnswer(page, answer) {
  await page.waitTarget('hold-answer');
  const text = () => page.evaluate(() => document.querySelector('[data-testid="hold-answer"]').textContent);
  assert.ok(!(await text()).includes(answer), `«${answer}» not shown before the hold`);
  const held = await page.hold('hold-answer', {
    until: new Function('a', `return document.querySelector('[data-testid="hold-answer"]')?.textContent.includes(${JSON.stringify(answer)})`),
    during: () => document.querySelector('[data-testid="hold-answer"]').textContent,
  });
  assert.ok(held.includes(answer), `held: ${held}`);
  await page.waitFor((a) => !document.querySelector('[data-testid="hold-answer"]')?.textContent.includes(a), answer, { what: 'the answer hidden again' });
}

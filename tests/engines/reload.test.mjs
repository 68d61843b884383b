// A reload mid-game comes back at the same step: mid-speech with a nomination made and the
// timer running, then at night after the shot; and the game goes on from there.
import assert from 'node:assert/strict';
import { scenario } from './harness.mjs';
import { openApp, startPhysical, primary, tap, look, SPORT_ROLES } from './app.mjs';

/** What the host sees: phase, words, the main button, every seat. */
const snapshot = () => {
  const t = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent.replace(/\s+/g, ' ').trim() ?? null;
  return {
    night: document.querySelector('section.game')?.classList.contains('night') ?? null,
    expect: document.querySelector('section.game')?.getAttribute('data-expect'),
    phase: t('phase'),
    say: t('say'),
    primary: t('primary'),
    undo: t('undo'),
    seats: [...document.querySelectorAll('.seat')].map((s) => `${[...s.classList].filter((c) => c !== 'recent').sort().join(' ')}|${s.textContent.replace(/\s+/g, ' ').trim()}`),
  };
};

async function reloadSame(page) {
  await page.waitFor(() => !document.querySelector('section.game.settling'), null, { what: 'the step settled' });
  const before = await page.evaluate(snapshot);
  const timer = await page.evaluate(() => document.querySelector('[data-testid="timer"]')?.textContent ?? null);
  await page.reload();
  await page.waitTarget({ css: 'section.game' }, 20_000);
  await page.waitFor(() => !document.querySelector('section.game.settling'), null, { what: 'the step settled' });
  assert.deepEqual(await page.evaluate(snapshot), before);
  return timer;
}

scenario(
  'reload mid-game',
  async (page) => {
    await openApp(page);
    await startPhysical(page, 'sport', SPORT_ROLES);
    await primary(page, 4);
    await page.waitFor(() => document.querySelector('[data-testid="say"]')?.textContent.trim() === 'Слово игроку №1.', null, { what: 'seat 1’s speech' });
    await tap(page, 4);
    await page.waitFor(() => document.querySelector('.seat[data-seat="4"]')?.textContent.includes('от №1'), null, { what: 'seat 4 nominated' });
    // The speech's timer runs by itself: after the reload it goes on from where it was.
    await page.waitFor(() => /^0:5\d$/.test(document.querySelector('[data-testid="timer"]')?.textContent), null, { what: 'the timer running' });
    const before = Number((await reloadSame(page)).split(':')[1]);
    const after = Number((await page.evaluate(() => document.querySelector('[data-testid="timer"]').textContent)).split(':')[1]);
    assert.ok(after <= before && after >= before - 10, `the timer went on: ${before} then ${after}`);
    // On: seat 2 speaks.
    await primary(page);
    await page.waitFor(() => document.querySelector('[data-testid="say"]')?.textContent.trim() === 'Слово игроку №2.', null, { what: 'seat 2’s speech' });

    // At night, after the shot.
    for (let guard = 0; guard < 16 && (await look(page)).phase !== 'Ночь 2'; guard += 1) {
      const now = await look(page);
      if (now.expect.includes('Votes')) await tap(page, 1);
      await primary(page);
    }
    assert.equal((await look(page)).phase, 'Ночь 2');
    await tap(page, 8);
    await page.waitFor(() => document.querySelector('[data-testid="say"]')?.textContent.includes('Просыпается Дон'), null, { what: 'the Don’s step' });
    await reloadSame(page);
    await tap(page, 5);
    await page.waitTarget('hold-answer');
  },
  { timeout: 150_000 },
);

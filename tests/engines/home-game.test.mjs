// A whole Home game of 7: the pass-and-play deal (each seat holds its card to see its role,
// nothing left on screen after), then a seeded host plays every step to a winner.
import assert from 'node:assert/strict';
import { scenario } from './harness.mjs';
import { openApp, setUp, passAndPlay, playToEnd, look, SAVE_KEY, ROLE_NAMES } from './app.mjs';

const CODES = { 'Мирный житель': 'civilian', Шериф: 'sheriff', Доктор: 'doctor', Маньяк: 'silencer', Мафия: 'mafia', Дон: 'don' };

scenario(
  'home game of 7',
  async (page) => {
    await openApp(page);
    await setUp(page, 'home', 7, 'Телефон по кругу');
    const seen = await passAndPlay(page, 7);
    assert.ok(seen.every((r) => ROLE_NAMES.includes(r)));
    await page.click({ css: 'button', text: 'Начать игру' });
    await page.waitTarget({ css: 'section.game.playing' });
    // The game that started is the one dealt.
    const log = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).game, SAVE_KEY);
    assert.equal(log.setup.preset, 'home');
    assert.deepEqual(log.setup.players.map((p) => p.role), seen.map((r) => CODES[r]));

    const steps = await playToEnd(page, 7);
    assert.ok(steps > 10, `a whole game takes more than 10 steps (${steps})`);
    await page.waitTarget('winner', 20_000);
    const end = await look(page);
    assert.match(end.winner, /Победа (красных|чёрных|мирных|мафии)|ничья/i);
    // The finished game went to the history and the save holds every action.
    assert.ok(end.entries === -1 || end.entries > 10, `entries ${end.entries}`);
  },
  { timeout: 240_000 },
);

// A tournament's table (issue 50) in Firefox and WebKit: the organiser's ticket file picked
// on the table's screen (the engine's ticket, tests/e2e/fixtures/tournament-ticket.json),
// its first game started: the set-up opens with the ticket's ten names in its seats, and the
// game begins with them.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { scenario } from './harness.mjs';
import { REPO } from './server.mjs';
import { NEXT, SAVE_KEY, SPORT_ROLES, openApp } from './app.mjs';

const FILE = path.join(REPO, 'tests', 'e2e', 'fixtures', 'tournament-ticket.json');
const TICKET = JSON.parse(fs.readFileSync(FILE, 'utf8'));

scenario(
  'a ticket file opens and its game starts with its names',
  async (page) => {
    await openApp(page);
    await page.click('tournament-open', 20_000);
    await page.click('table-open', 20_000);
    await page.setFile('table-file-input', FILE);
    assert.equal(await page.text('table-note'), 'Билет принят.');
    assert.equal(await page.text('table-ticket'), 'Кубок · стол 1 · 2 игры');
    assert.equal(await page.count({ css: '[data-testid="table-game"]' }), 2);
    await page.click('table-start');
    await page.waitTarget({ css: '.name-input' });
    const names = await page.evaluate(() => [...document.querySelectorAll('.name-input')].map((i) => i.value));
    assert.deepEqual(names.slice(0, 10), TICKET.games[0].seats);
    await page.click(NEXT);
    await page.click(NEXT);
    await page.click({ css: '[role="radio"]', text: 'Настоящие карты', exact: false });
    await page.click(NEXT);
    for (const role of SPORT_ROLES) await page.click({ css: `.role-btn[data-role="${role}"]` });
    await page.click({ css: 'button', text: 'Начать игру' });
    await page.waitTarget({ css: 'section.game' });
    const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), SAVE_KEY);
    assert.deepEqual(saved.game.setup.players.map((p) => p.name), TICKET.games[0].seats);
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('mafia-host.tournament-table.v1')));
    assert.equal(kept.playing.game, 0);
    assert.equal(kept.playing.id, saved.id);
  },
  { timeout: 120_000 },
);

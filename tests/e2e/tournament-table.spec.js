// A tournament's table on one phone (issue 50): the organiser's ticket taken by file (a
// damaged or foreign one refused in words) or by one scan, another tournament's ticket asked
// about first; a ticket game started into the set-up with the ticket's names in its seats,
// played to the end with a reload mid-game, its result shown as codes and downloaded as a
// file holding the whole game. The ticket is the engine's (tests/tournament_table.rs writes
// fixtures/tournament-ticket.json and its codes).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { test, expect, openApp, readCodes } = require('./fixtures');
const g = require('./game');

const FIXTURES = path.join(__dirname, 'fixtures');
const TICKET = fs.readFileSync(path.join(FIXTURES, 'tournament-ticket.json'), 'utf8');
const CODES = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'tournament-ticket-codes.json'), 'utf8'));
const ticket = JSON.parse(TICKET);
const KEY = 'mafia-host.tournament-table.v1';
const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots');

const pick = (page, name, text) => page.getByTestId('table-file-input').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

async function openTable(page) {
  await page.getByTestId('tournament-open').click();
  await page.getByTestId('table-open').click();
  await expect(page.getByTestId('tournament-table')).toBeVisible();
}

async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `tournament-table-${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The game's state as the screen and the save show it. */
async function state(page) {
  await page.waitForTimeout(50);
  return page.evaluate(() => ({
    phase: document.querySelector('[data-testid="phase"]')?.textContent,
    say: document.querySelector('[data-testid="say"]')?.textContent,
    out: [...document.querySelectorAll('.seat.out')].map((s) => s.dataset.seat),
    actions: JSON.parse(localStorage.getItem('mafia-host.save.v1')).game.actions.length,
  }));
}

test('a ticket by file: its game played to the end, reloaded half-way, its result as codes and a file', async ({ page }, info) => {
  await openApp(page);
  await openTable(page);
  await expect(page.getByTestId('table-empty')).toContainText('Билета нет');

  // Refused in words, nothing kept: another document, a damaged one.
  await pick(page, 'evening.json', JSON.stringify({ format: 'mafia-host-evening', version: 1 }));
  await expect(page.getByTestId('table-refusal')).toHaveText('Это не билет стола турнира, а другой документ. Ничего не изменилось.');
  await pick(page, 'cut.json', TICKET.slice(0, 80));
  await expect(page.getByTestId('table-refusal')).toContainText('Это не билет');
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();

  await pick(page, 'ticket.json', TICKET);
  await expect(page.getByTestId('table-note')).toHaveText('Билет принят.');
  await expect(page.getByTestId('table-ticket')).toHaveText('Кубок · стол 1 · 2 игры');
  await expect(page.getByTestId('table-rules')).toHaveText('Спорт');
  const games = page.getByTestId('table-game');
  await expect(games).toHaveCount(2);
  await expect(games.first()).toContainText('Тур 1 · стол 1');
  await expect(games.first().getByTestId('table-badge')).toHaveText('следующая');
  for (const name of ticket.games[0].seats) await expect(games.first()).toContainText(name);

  // Start: the set-up at the players' step, the ticket's names in the ticket's seats.
  await games.first().getByTestId('table-start').click();
  const names = page.locator('.name-input');
  await expect(names).toHaveCount(10);
  for (let i = 0; i < 10; i += 1) await expect(names.nth(i)).toHaveValue(ticket.games[0].seats[i]);
  // The seats are the organiser's: said, not drawn again.
  await expect(page.getByTestId('seats-from-evening')).toHaveText('Места по билету турнира: рассадка как у организатора.');
  await expect(page.getByTestId('draw-seats')).toHaveCount(0);
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  const fold = page.locator('details.advanced');
  await fold.locator('summary').click();
  await fold.locator('[data-switch="best_move_at"] .seg').first().click();
  await fold.locator('summary').click();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await page.getByRole('radio', { name: 'Настоящие карты' }).click();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  for (const role of g.SPORT_ROLES) await page.locator(`.role-btn[data-role="${role}"]`).click();
  await page.getByRole('button', { name: 'Начать игру' }).click();
  await expect(page.locator('section.game')).toBeVisible();

  // Night 1, day 1: seat 9 voted out; a reload resumes exactly there.
  await g.primary(page, 4);
  await g.speeches(page, { 1: 9, 2: 3 });
  await g.vote(page, [1, 2, 4, 5, 6, 8]);
  const before = await state(page);
  expect(before.out).toEqual(['9']);
  await page.reload();
  await expect(page.locator('section.game')).toBeVisible();
  expect(await state(page)).toEqual(before);
  await g.redWinFromLastWord(page);
  await expect(page.getByTestId('winner')).toBeVisible();
  const played = await page.evaluate(() => JSON.parse(localStorage.getItem('mafia-host.save.v1')).game);

  // Game over offers the result for the organiser: codes at once.
  await page.getByTestId('table-result').click();
  const codes = await readCodes(page);

  // The file: the tournament's id, the game's id, round, table and its whole log.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('table-results-file').click()]);
  expect(download.suggestedFilename()).toBe(`mafia-host-results-${ticket.tournament}-table-1.json`);
  const where = info.outputPath('results.json');
  fs.writeFileSync(where, fs.readFileSync(await download.path(), 'utf8'));
  const results = JSON.parse(fs.readFileSync(where, 'utf8'));
  expect(results.format).toBe('mafia-host-tournament-results');
  expect(results.tournament).toBe(ticket.tournament);
  expect(results.results).toHaveLength(1);
  const r = results.results[0];
  expect([r.game, r.round, r.table]).toEqual([0, 0, 0]);
  expect(r.log.actions).toEqual(played.actions);
  expect(r.log.setup.players.map((p) => p.name)).toEqual(ticket.games[0].seats);
  // The codes carry the same document.
  expect(codes[codes.length - 1]).toMatch(new RegExp(`^MH1:${codes.length}/${codes.length}:`));

  // The list: game 0 has its result, game 2 is next; kept across a reload.
  await page.getByTestId('qr-hide').click();
  // Made: not offered again.
  await expect(page.getByTestId('table-report')).toHaveCount(0);
  await expect(games.first().getByTestId('table-badge')).toHaveText('результат готов');
  await expect(games.nth(1).getByTestId('table-badge')).toHaveText('следующая');
  await g.toStart(page);
  await openTable(page);
  await expect(games.first().getByTestId('table-badge')).toHaveText('результат готов');

  // Screenshots: the ticket's games and the results' code, Russian and English, two phones.
  for (const lang of ['ru', 'en']) {
    if (lang === 'en') {
      await page.evaluate(() => localStorage.setItem('mafia-host.lang.v1', 'en'));
      await g.toStart(page);
      await openTable(page);
      await expect(page.getByTestId('table-ticket')).toHaveText('Кубок · table 1 · 2 games');
    }
    for (const [w, h] of [[360, 740], [390, 844]]) {
      await page.setViewportSize({ width: w, height: h });
      await page.getByTestId('table-games').scrollIntoViewIfNeeded();
      await shot(page, `games-${w}-${lang}`);
      await page.getByTestId('table-results-qr').click();
      await expect(page.getByTestId('qr')).toBeVisible();
      await shot(page, `results-${w}-${lang}`);
      await page.getByTestId('qr-hide').click();
    }
  }
});

test('a ticket by one scan; another tournament\'s ticket is asked about, nothing replaced unasked', async ({ page }) => {
  await page.addInitScript((shown) => {
    window.shown = shown;
    window.BarcodeDetector = class {
      async detect() {
        const code = window.shown.shift();
        return code ? [{ rawValue: code }] : [];
      }
    };
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.getContext('2d').fillRect(0, 0, 10, 10);
      return canvas.captureStream(5);
    };
  }, ['https://example.com/not-ours', ...CODES]);
  await openApp(page);
  await openTable(page);
  await page.getByTestId('table-scan').click();
  await expect(page.getByTestId('table-note')).toHaveText('Билет принят.', { timeout: 10_000 });
  await expect(page.getByTestId('table-game')).toHaveCount(2);
  const kept = await page.evaluate((k) => localStorage.getItem(k), KEY);
  expect(JSON.parse(kept).ticket).toEqual(ticket);

  // Another tournament's ticket: asked; «keep» changes nothing, «replace» takes it.
  const other = { ...ticket, tournament: ticket.tournament + 1, name: 'Лига' };
  await pick(page, 'other.json', JSON.stringify(other));
  await expect(page.getByTestId('table-ask')).toContainText('«Кубок»');
  await expect(page.getByTestId('table-ask')).toContainText('«Лига»');
  await page.getByTestId('table-keep-old').click();
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe(kept);
  await expect(page.getByTestId('table-ticket')).toHaveText('Кубок · стол 1 · 2 игры');
  // The phone's Back over the question answers it «keep»: the table's screen stays.
  await pick(page, 'other.json', JSON.stringify(other));
  await expect(page.getByTestId('table-ask')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('table-ask')).toHaveCount(0);
  await expect(page.getByTestId('tournament-table')).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe(kept);
  // A reload comes back to the table's screen, its ticket kept.
  await page.reload();
  await expect(page.getByTestId('tournament-table')).toBeVisible();
  await expect(page.getByTestId('table-ticket')).toHaveText('Кубок · стол 1 · 2 игры');
  await pick(page, 'other.json', JSON.stringify(other));
  await page.getByTestId('table-replace').click();
  await expect(page.getByTestId('table-ticket')).toHaveText('Лига · стол 1 · 2 игры');
  expect(JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY)).ticket.tournament).toBe(other.tournament);
});

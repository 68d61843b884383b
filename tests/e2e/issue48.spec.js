// Issue 48, points 15–19: the game-over Back asks as mid-game does; Settings shows a
// restored backup's numbers at once; the evening sheet's standings fit a phone and the past
// evenings are there while an evening is under way; a finger's bounce on a vote's seat is
// one touch; «Копировать протокол» keeps a name as typed; a game's own file imported again
// is not a second history entry.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { test, expect, shot } = require('./fixtures');
const g = require('./game');

const EXAMPLE = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'examples', 'sport-red-win.json'), 'utf8'));
const HISTORY_KEY = 'mafia-host.history.v1';
const EVENING_KEY = 'mafia-host.evening.v1';
const EVENINGS_KEY = 'mafia-host.evenings.v1';

/** The example game one action before its end: the last «Дальше» ends it. */
const almostOver = () => ({ ...EXAMPLE, actions: EXAMPLE.actions.slice(0, -1) });

test('Back at game over asks as mid-game does: staying keeps «Отменить», leaving goes to the menu', async ({ page }) => {
  await g.continueGame(page, almostOver());
  await g.primary(page);
  await expect(page.getByTestId('winner')).toBeVisible();
  await expect(page.getByTestId('undo')).toBeVisible();
  // The app's own history entry on top (`web::back`), so Back is the app's to take: on a busy
  // machine (a clean clone's run, three workers) Back once came before it and nothing asked.
  await page.waitForFunction(() => history.state === 'mafia-host');
  await page.goBack();
  const sheet = page.getByTestId('sheet');
  await expect(sheet).toContainText('Выйти из игры в меню?');
  await expect(sheet).toContainText('После выхода последний шаг уже не отменить.');
  await expect(page.locator('main > section.start')).toHaveCount(0);
  await shot(page, 'issue48-back-at-game-over-ru');
  // Back again closes the question; «Остаться» too: the game over, «Отменить» there.
  await page.goBack();
  await expect(sheet).toHaveCount(0);
  await page.goBack();
  await page.getByTestId('leave-stay').click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByTestId('winner')).toBeVisible();
  await expect(page.getByTestId('undo')).toBeVisible();
  // Leaving: the menu.
  await page.goBack();
  await page.getByTestId('leave-yes').click();
  await expect(page.locator('main > section.start')).toBeVisible();
});

test('a restored backup\'s scoring numbers are in Settings at once, and «Сохранить» keeps them', async ({ page }) => {
  await g.toStart(page);
  await page.getByTestId('settings-open').click();
  const win = page.getByTestId('score-input-0');
  await win.fill('1,5');
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-status')).toHaveText('Сохранено.');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-save').click()]);
  const text = fs.readFileSync(await file.path(), 'utf8');
  // An empty phone: Settings shows the defaults, then the backup is restored there.
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await g.toStart(page);
  await page.getByTestId('settings-open').click();
  await expect(win).toHaveValue('1');
  await page.getByTestId('backup-file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByTestId('backup-apply').click();
  await expect(page.getByTestId('backup-status')).toHaveText('Восстановлено.');
  await expect(win).toHaveValue('1,5');
  await page.getByTestId('settings-save').click();
  expect(await page.evaluate(() => localStorage.getItem('mafia-host.scoring.v1'))).toContain('150');
});

/** An evening of Sport games of twelve people (`g.eveningDoc`, as evening-sheet.spec.js's). */
const PEOPLE = ['Аня', 'Борис', 'Вера', 'Глеб', 'Дина', 'Ефим', 'Жанна', 'Зоя', 'Иван', 'Кира', 'Лев', 'Мила'];
const eveningDoc = (games, id) => g.eveningDoc(PEOPLE, games, id);

for (const width of [390, 360]) {
  test(`the evening sheet's standings fit ${width} px, every column in print; a past evening opens while one is under way`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await g.toStart(page);
    const past = JSON.stringify(eveningDoc(2, 1764000000000));
    await page.evaluate(([k1, t1, k2, t2]) => { localStorage.setItem(k1, t1); localStorage.setItem(k2, t2); },
      [EVENING_KEY, JSON.stringify(eveningDoc(3)), EVENINGS_KEY, JSON.stringify([past])]);
    await page.reload();
    await page.getByTestId('evening-open').click();
    await expect(page.getByTestId('evening-deal')).toBeVisible();
    // «Прошлые вечера» under the evening under way, and it opens read-only.
    await expect(page.getByTestId('past-evenings').locator('li')).toHaveCount(1);
    await page.getByTestId('past-open').click();
    await expect(page.getByTestId('past-evening')).toBeVisible();
    await expect(page.getByTestId('evening-grid').locator('thead th.game')).toHaveCount(2);
    await page.getByTestId('evening-sheet-back').click();
    await expect(page.getByTestId('evening-deal')).toBeVisible();
    await expect(page.getByTestId('evening-games').locator('li')).toHaveCount(3);

    // The sheet: its standings inside the screen, nothing to scroll sideways.
    await page.getByTestId('evening-sheet').click();
    const table = page.locator('.sheet-standings');
    await expect(table).toBeVisible();
    const fit = await table.evaluate((t) => ({
      right: t.getBoundingClientRect().right,
      box: t.parentElement.scrollWidth - t.parentElement.clientWidth,
      page: document.documentElement.scrollWidth - window.innerWidth,
      shown: [...t.querySelectorAll('thead th')].filter((th) => th.getClientRects().length > 0).map((th) => th.textContent),
    }));
    expect(fit.right, 'the standings end inside the screen').toBeLessThanOrEqual(width);
    expect(fit.box, 'the standings\' box does not scroll sideways').toBeLessThanOrEqual(0);
    expect(fit.page, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
    expect(fit.shown).toEqual(['Место', 'Игрок', 'Игр', 'Побед', 'Компенсация', 'Итого']);
    await expect(page.getByTestId('sheet-narrow')).toBeVisible();
    // A Sport evening's legend names no Doctor and no Maniac.
    const legend = page.getByTestId('grid-legend');
    await expect(legend).toContainText('Шер');
    await expect(legend).not.toContainText('Док');
    await expect(legend).not.toContainText('Ман');
    await shot(page, `issue48-sheet-standings-ru-${width}`);
    // Printed: all sixteen columns.
    await page.emulateMedia({ media: 'print' });
    expect(await table.evaluate((t) => [...t.querySelectorAll('thead th')].filter((th) => th.getClientRects().length > 0).length)).toBe(16);
    await expect(page.getByTestId('sheet-narrow')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });
}

test('two touches 40 ms apart on a vote\'s seat are one hand; a tap after a moment takes it off', async ({ page }) => {
  // The clock faked: the 40 ms between the touches are 40 ms, however busy the machine.
  await g.fakeClock(page);
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await g.primary(page, 4);
  await g.speeches(page, { 1: 9, 2: 3 });
  await expect(g.say(page)).toHaveText(/покинул игрок №9/);
  const button = page.getByTestId('primary');
  await g.unguard(page);
  const seat = g.seat(page, 4);
  await seat.tap();
  await g.runFor(page, 40);
  await seat.tap();
  await expect(button).toHaveText('Принято: 1 голос');
  await expect(seat).toHaveClass(/picked/);
  // Three touches of one bounce on another seat: one more hand.
  const other = g.seat(page, 6);
  await g.runFor(page, 500);
  await other.tap();
  await g.runFor(page, 40);
  await other.tap();
  await g.runFor(page, 40);
  await other.tap();
  await expect(button).toHaveText('Принято: 2 голоса');
  // A deliberate second tap, half a second later, takes the hand off.
  await g.runFor(page, 500);
  await seat.tap();
  await expect(button).toHaveText('Принято: 1 голос');
});

test('«Копировать протокол» copies a name as typed, U+2066 included', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const log = almostOver();
  const name = '\u2066Ника';
  log.setup = { ...log.setup, players: log.setup.players.map((p) => (p.seat === 2 ? { ...p, name } : p)) };
  await g.continueGame(page, log);
  await g.primary(page);
  await expect(page.getByTestId('winner')).toBeVisible();
  await page.getByTestId('copy-protocol').click();
  await expect(page.getByTestId('copy-status')).toHaveText('Протокол скопирован');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const line = copied.split('\n').find((l) => l.startsWith('2. '));
  expect(line).toContain(name);
  expect(line.startsWith(`2. \u2068${name}`)).toBe(true);
});

test('a finished game\'s own file imported again is the same history entry, not a second', async ({ page }, info) => {
  await g.continueGame(page, almostOver());
  await g.primary(page);
  await expect(page.getByTestId('winner')).toBeVisible();
  const history = () => page.evaluate((k) => JSON.parse(localStorage.getItem(k) || '[]'), HISTORY_KEY);
  await expect.poll(async () => (await history()).length).toBe(1);
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-json').click()]);
  const where = info.outputPath('game.json');
  fs.writeFileSync(where, fs.readFileSync(await file.path(), 'utf8'));
  await g.toStart(page);
  await page.getByTestId('import-file').setInputFiles(where);
  await expect(page.getByTestId('winner')).toBeVisible();
  await page.waitForTimeout(300);
  const after = await history();
  expect(after.length, 'one entry: the game imported is the one held').toBe(1);
});

// Issue 48 §10: a new Sport game, its set-up untouched, makes the best move in the morning
// (FIIM; the night is a setting): the night's kill is announced first, then the killed
// player names three seats by day.
test('a new Sport game, set-up untouched, makes its best move in the morning', async ({ page }) => {
  await g.fakeClock(page);
  await g.startGame(page, 'sport', g.SPORT_ROLES, 'ru', { bestMoveAt: 'morning' });
  const rules = await page.evaluate(() => JSON.parse(localStorage.getItem('mafia-host.save.v1')).game.setup.rules);
  expect(rules.best_move_at).toBe('morning');
  // The first night, the morning, a day with no nomination: to night 2.
  for (let i = 0; i < 40 && (await g.phase(page).textContent()) !== 'Ночь 2'; i += 1) await g.primary(page);
  await expect(g.phase(page)).toHaveText('Ночь 2');
  await g.tap(page, 8);
  await g.tap(page, 5);
  await g.endAnswer(page);
  await g.tap(page, 3);
  await g.endAnswer(page);
  // No best move at night: the morning's news comes first.
  await expect(g.say(page)).toContainText('Этой ночью был убит игрок №8');
  await g.primary(page);
  await expect(g.phase(page)).toHaveText('День 2 · лучший ход');
  await expect(g.say(page)).toContainText('Игрок №8, лучший ход');
  await g.tap(page, 3);
  await g.tap(page, 7);
  await g.tap(page, 9);
  await g.primary(page);
  const actions = await page.evaluate(() => JSON.parse(localStorage.getItem('mafia-host.save.v1')).game.actions);
  expect(actions.at(-1)).toEqual({ action: 'best_move', seats: [3, 7, 9] });
});

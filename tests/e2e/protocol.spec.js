// Issue 6 items 8 and 9: the printable protocol (from game over and from the history),
// the scoring numbers in Settings, and the players' roster with statistics.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { test, expect, shot } = require('./fixtures');
const g = require('./game');

const HISTORY_KEY = 'mafia-host.history.v1';
const SCORING_KEY = 'mafia-host.scoring.v1';
const ROSTER_KEY = 'mafia-host.roster.v1';
const DOCS_SHOT = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'protocol.png');

// The game of tests/protocol.rs `scripted()` (the native test checks this file is it):
// day 1: 1 nominates 3, 2 nominates 6 (4 nominates 8 and withdraws); 3 gets 4 votes, 6 the
// other 6 and is voted out. Night 2: seat 2 is shot, the Don checks 5 (the Sheriff), the
// Sheriff checks 9 (black), seat 2 names 3, 7, 9. Day 2: seat 10 fouls twice, seat 8 is
// disqualified, the three blacks are removed: red wins.
const LOG = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'protocol-sport.json'), 'utf8'));
const NAMES = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дина', 'Егор', 'Зоя', 'Илья', 'Кира', 'Лев'];

/** The scripted game with seat i named `names[i - 1]`. */
function named(names) {
  const log = structuredClone(LOG);
  log.setup.players.forEach((p, i) => { p.name = names[i]; });
  return log;
}

function envelope(log, id) {
  return { format: 'mafia-host-save', version: 1, id, saved_at: id, tab: 'x', game: log };
}

/** Opens the app with `history` (game logs, oldest first) and anything else in storage. */
async function openWith(page, history, extra = {}) {
  await page.goto('/');
  await page.evaluate(([key, list, more]) => {
    localStorage.clear();
    localStorage.setItem(key, JSON.stringify(list));
    for (const [k, v] of Object.entries(more)) localStorage.setItem(k, v);
  }, [HISTORY_KEY, history.map((log, i) => envelope(log, 1_764_460_800_000 + i * 3_600_000)), extra]);
  await page.reload();
  await expect(page.locator('main > section.start')).toBeVisible();
}

async function historyProtocol(page, row = 0) {
  await page.getByTestId('history-open').click();
  await page.getByTestId('history-protocol').nth(row).click();
  await expect(page.getByTestId('protocol')).toBeVisible();
}

const seatRow = (page, n) => page.locator(`[data-testid="protocol-seats"] tr[data-seat="${n}"]`);
const cell = (page, n, col) => seatRow(page, n).locator(`[data-col="${col}"]`);
const period = (page, at) => page.locator(`[data-testid="protocol-periods"] tr[data-at="${at}"]`);

test.describe('protocol', () => {
  test('from the history: roles, fouls, who left when and how, nominations and votes, checks, points', async ({ page }) => {
    await openWith(page, [named(NAMES)]);
    await historyProtocol(page);
    await expect(page.getByTestId('protocol-winner')).toHaveText('Победа красных');
    await expect(page.locator('[data-testid="protocol-seats"] tbody tr')).toHaveCount(10);
    await expect(seatRow(page, 1)).toContainText('Анна');
    await expect(seatRow(page, 1)).toContainText('Мирный');
    await expect(seatRow(page, 5)).toContainText('Шериф');
    await expect(seatRow(page, 7)).toContainText('Дон');
    await expect(seatRow(page, 3)).toContainText('Мафия');
    await expect(cell(page, 10, 'fouls')).toHaveText('2');
    await expect(cell(page, 1, 'fouls')).toHaveText('');
    await expect(cell(page, 6, 'out')).toHaveText('заголосован Д1');
    await expect(cell(page, 2, 'out')).toHaveText('убит Н2');
    await expect(cell(page, 8, 'out')).toHaveText('удалён Д2');
    await expect(cell(page, 1, 'out')).toHaveText('');
    // Sport points with the rules' numbers: win +1, best move 3 blacks +0.4, disqualified −0.5.
    await expect(cell(page, 1, 'points')).toHaveText('1');
    await expect(cell(page, 2, 'points')).toHaveText('1,4');
    await expect(cell(page, 8, 'points')).toHaveText('0,5');
    await expect(cell(page, 7, 'points')).toHaveText('−0,5');

    // Night 1 had nothing to record; day 1, night 2, day 2 follow.
    const order = await page.locator('[data-testid="protocol-periods"] tr').evaluateAll((rows) => rows.map((r) => r.dataset.at));
    expect(order).toEqual(['Day 1', 'Night 2', 'Day 2']);
    const lines = (at) => period(page, at).locator('li').allTextContents();
    expect(await lines('Day 1')).toEqual([
      'Выставлены: №3 (от №1), №6 (от №2)',
      'Голосование: №3 — 4, №6 — 6',
      'Выбыли: №6 заголосован',
    ]);
    expect(await lines('Night 2')).toEqual([
      'Выстрел: №2',
      'Дон: №5 — Шериф',
      'Шериф: №9 — чёрный',
      'Лучший ход №2: 3, 7, 9 — чёрных\u00a03',
      'Выбыли: №2 убит',
    ]);
    expect(await lines('Day 2')).toEqual([
      'Никто не выставлен',
      'Выбыли: №8 удалён, №3 удалён, №7 удалён, №9 удалён',
    ]);
    await shot(page, 'protocol-ru');
    fs.mkdirSync(path.dirname(DOCS_SHOT), { recursive: true });
    await page.screenshot({ path: DOCS_SHOT, animations: 'disabled' });

    await page.getByTestId('protocol-back').click();
    await expect(page.getByTestId('history')).toBeVisible();
  });

  test('in English, opened from game over, and Back returns there', async ({ page }) => {
    await openWith(page, [], { 'mafia-host.lang.v1': 'en' });
    await page.getByTestId('import-file').setInputFiles({
      name: 'game.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(named(NAMES.map((_, i) => `Player ${i + 1}`)))),
    });
    await expect(page.getByTestId('winner')).toBeVisible();
    // Game over lists every player's fouls, not only a removed one's (issue 23 §8).
    const row = (n) => page.locator('.over .protocol-row').nth(n - 1).locator('[data-col="fouls"]');
    await expect(row(10)).toHaveText('2 fouls');
    await expect(row(1)).toHaveText('');
    await page.getByTestId('protocol-open').click();
    await expect(page.getByTestId('protocol-winner')).toHaveText('The red team wins');
    await expect(cell(page, 6, 'out')).toHaveText('voted out D1');
    await expect(cell(page, 2, 'out')).toHaveText('killed N2');
    await expect(seatRow(page, 7)).toContainText('Don');
    expect(await period(page, 'Day 1').locator('li').allTextContents()).toEqual([
      'Nominated: 3 (by 1), 6 (by 2)',
      'Vote: 3 — 4, 6 — 6',
      'Left: seat 6 voted out',
    ]);
    await expect(period(page, 'Night 2')).toContainText('Player 9 is black');
    await expect(cell(page, 2, 'points')).toHaveText('1.4');
    await shot(page, 'protocol-en');
    await page.getByTestId('protocol-back').click();
    await expect(page.getByTestId('winner')).toBeVisible();
  });

  test('prints on exactly one A4 page, black on white, without the app chrome', async ({ page }) => {
    await openWith(page, [named(NAMES)]);
    await historyProtocol(page);
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) || [];
    expect(pages.length).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print')).toBeHidden();
    await expect(page.getByTestId('protocol-back')).toBeHidden();
    const colours = await page.locator('body').evaluate((b) => {
      const s = getComputedStyle(b);
      return [s.backgroundColor, s.color];
    });
    expect(colours).toEqual(['rgb(255, 255, 255)', 'rgb(0, 0, 0)']);
    await shot(page, 'protocol-print-ru');
  });
});

test.describe('scoring settings', () => {
  test('a bad number is refused with a message; a changed one changes the points; reset', async ({ page }) => {
    await openWith(page, [named(NAMES)]);
    await page.getByTestId('settings-open').click();
    const win = page.getByTestId('score-input-0');
    await expect(win).toHaveValue('1');
    await expect(page.getByTestId('score-input-1')).toHaveValue('0,4');
    await expect(page.getByTestId('score-input-3')).toHaveValue('−0,5');
    await win.fill('много');
    await page.getByTestId('score-input-2').fill('0,125');
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('settings-status')).toHaveText('Исправьте отмеченные числа: ничего не сохранено.');
    await expect(page.locator('.setting').nth(0).locator('.error')).toHaveText('Это не число: например 1, 0,4 или −0,5.');
    await expect(page.locator('.setting').nth(2).locator('.error')).toHaveText('Не больше двух знаков после запятой.');
    expect(await page.evaluate((k) => localStorage.getItem(k), SCORING_KEY)).toBeNull();
    await shot(page, 'settings-error-ru');

    await win.fill('2');
    await page.getByTestId('score-input-2').fill('0,25');
    await page.getByTestId('score-input-4').fill('-1');
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('settings-status')).toHaveText('Сохранено.');
    expect(await page.evaluate((k) => localStorage.getItem(k), SCORING_KEY)).toBe('200 40 25 -50 -100');

    // The protocol counts with the new numbers.
    await page.reload();
    await historyProtocol(page);
    await expect(cell(page, 1, 'points')).toHaveText('2');
    await expect(cell(page, 2, 'points')).toHaveText('2,4');
    await expect(cell(page, 8, 'points')).toHaveText('1');
    await expect(cell(page, 3, 'points')).toHaveText('−1');

    // So does the points table on the game-over screen.
    await page.getByTestId('protocol-back').click();
    await page.locator('.history-row').first().click();
    await page.getByTestId('scores-toggle').click();
    await expect(page.getByTestId('score-1')).toHaveText('2');
    await expect(page.getByTestId('score-2')).toHaveText('2,4');
    await expect(page.getByTestId('scores')).toContainText('победа +2');

    // Back to the rules' numbers.
    await page.goto('/');
    await page.getByTestId('settings-open').click();
    await expect(win).toHaveValue('2');
    await page.getByTestId('settings-reset').click();
    await expect(win).toHaveValue('1');
    await expect(page.getByTestId('score-input-4')).toHaveValue('−0,5');
    expect(await page.evaluate((k) => localStorage.getItem(k), SCORING_KEY)).toBe('100 40 25 -50 -50');
    await shot(page, 'settings-ru');
  });

  test('in English', async ({ page }) => {
    await openWith(page, [], { 'mafia-host.lang.v1': 'en' });
    await page.getByTestId('settings-open').click();
    await expect(page.getByTestId('score-input-1')).toHaveValue('0.4');
    await page.getByTestId('score-input-0').fill('11');
    await page.getByTestId('settings-save').click();
    await expect(page.locator('.setting').nth(0).locator('.error')).toHaveText('Between −10 and 10.');
    await shot(page, 'settings-en');
  });
});

test.describe('players', () => {
  // Game 2 seats the same people one seat on: seat 1 is Лев, seat 2 Анна, …
  const SHIFTED = NAMES.map((_, i) => NAMES[(i + 9) % 10]);

  async function stats(page, name) {
    const row = page.locator(`.player[data-player="${name}"]`);
    return [await row.getByTestId('player-stats').textContent(), await row.getByTestId('player-roles').textContent()];
  }

  test('after two finished games the roster shows each player\'s counts; rename, delete, a new game\'s names join it', async ({ page }) => {
    await openWith(page, [named(NAMES), named(SHIFTED)]);
    await page.getByTestId('history-open').click();
    await page.getByTestId('players-open').click();
    await expect(page.locator('.player')).toHaveCount(10);
    // Анна: a civilian twice (seat 1, then seat 2 shot with the best move of three blacks).
    expect(await stats(page, 'Анна')).toEqual(['игр: 2 · побед: 2 · лучших ходов: 1 · фолов: 0', 'Мирный 2/2']);
    // Лев: seat 10 (two fouls), then seat 1.
    expect(await stats(page, 'Лев')).toEqual(['игр: 2 · побед: 2 · лучших ходов: 0 · фолов: 2', 'Мирный 2/2']);
    // Зоя: the Don (seat 7), then a civilian (seat 8).
    expect(await stats(page, 'Зоя')).toEqual(['игр: 2 · побед: 1 · лучших ходов: 0 · фолов: 0', 'Мирный 1/1 · Дон 0/1']);
    // Кира: mafia (seat 9), then seat 10 with two fouls.
    expect(await stats(page, 'Кира')).toEqual(['игр: 2 · побед: 1 · лучших ходов: 0 · фолов: 2', 'Мирный 1/1 · Мафия 0/1']);
    await shot(page, 'players-ru');

    // A rename keeps the games; an empty name is refused.
    const anna = page.locator('.player[data-player="Анна"]');
    await anna.getByRole('button', { name: 'Переименовать' }).click();
    await page.getByTestId('rename-input').fill('  ');
    await page.getByTestId('rename-save').click();
    await expect(page.getByTestId('players-notice')).toHaveText('Имя не может быть пустым.');
    await page.getByTestId('rename-input').fill('Аня');
    await shot(page, 'players-rename-ru');
    await page.getByTestId('rename-save').click();
    expect(await stats(page, 'Аня')).toEqual(['игр: 2 · побед: 2 · лучших ходов: 1 · фолов: 0', 'Мирный 2/2']);
    // Delete.
    await page.locator('.player[data-player="Лев"]').getByRole('button', { name: 'Переименовать' }).click();
    await page.getByTestId('player-delete').click();
    await expect(page.locator('.player')).toHaveCount(9);
    await expect(page.locator('.player[data-player="Лев"]')).toHaveCount(0);
    const roster = (await page.evaluate((k) => localStorage.getItem(k), ROSTER_KEY)).split('\n');
    expect(roster[0]).toBe('Аня\tАнна');
    expect(roster).not.toContain('Лев');
    expect(roster).toHaveLength(9);

    // Set-up suggests the known names.
    await page.goto('/');
    await page.getByRole('button', { name: 'Новая игра' }).click();
    await page.getByRole('radio', { name: 'Спорт' }).click();
    await page.getByRole('button', { name: 'Далее', exact: true }).click();
    await expect(page.locator('.name-input').first()).toHaveAttribute('list', 'roster-names');
    const options = await page.locator('#roster-names option').evaluateAll((o) => o.map((x) => x.value));
    expect(options).toContain('Аня');
    expect(options).not.toContain('Лев');

    // A new game's names join the roster (Лев comes back, a newcomer is added).
    await page.locator('.name-input').nth(0).fill('Лев');
    await page.locator('.name-input').nth(1).fill('Новичок');
    await page.getByRole('button', { name: 'Далее', exact: true }).click();
    await page.getByRole('button', { name: 'Далее', exact: true }).click();
    await page.getByRole('radio', { name: 'Настоящие карты' }).click();
    await page.getByRole('button', { name: 'Далее', exact: true }).click();
    for (const role of ['civilian', 'civilian', 'mafia', 'civilian', 'sheriff', 'civilian', 'don', 'civilian', 'mafia', 'civilian']) {
      await page.locator(`.role-btn[data-role="${role}"]`).click();
    }
    await page.getByRole('button', { name: 'Начать игру' }).click();
    await expect(page.locator('section.game')).toBeVisible();
    await g.toStart(page);
    await page.getByTestId('history-open').click();
    await page.getByTestId('players-open').click();
    await expect(page.locator('.player')).toHaveCount(11);
    expect(await stats(page, 'Новичок')).toEqual(['игр: 0 · побед: 0 · лучших ходов: 0 · фолов: 0', '']);
    expect(await stats(page, 'Лев')).toEqual(['игр: 2 · побед: 2 · лучших ходов: 0 · фолов: 2', 'Мирный 2/2']);
  });

  test('in English', async ({ page }) => {
    await openWith(page, [named(NAMES)], { 'mafia-host.lang.v1': 'en' });
    await page.getByTestId('history-open').click();
    await page.getByTestId('players-open').click();
    expect(await stats(page, 'Зоя')).toEqual(['games: 1 · wins: 0 · best moves: 0 · fouls: 0', 'Don 0/1']);
    await shot(page, 'players-en');
  });
});

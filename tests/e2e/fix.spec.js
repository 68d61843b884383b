// Fixing an earlier entry, each black's shot on a blind night, a new game with the same
// players, and the tablet layout. Sport seating: blacks 3 (mafia), 7 (Don), 9 (mafia).
'use strict';
const { test, expect, shot } = require('./fixtures');
const g = require('./game');
const fs = require('node:fs');
const path = require('node:path');

/**
 * Day 1 of a Sport game up to the vote: seat 1 nominates 4, seat 2 nominates 7. The clock
 * faked first: the waits between taps pass at once (game.js); it runs on by itself.
 */
async function toFirstVote(page, lang = 'ru') {
  await g.fakeClock(page);
  await g.startGame(page, 'sport', g.SPORT_ROLES, lang);
  await g.primary(page, 4);
  await g.speeches(page, { 1: 4, 2: 7 });
}

/** Opens the log and starts fixing the entry whose label contains `label`. */
async function fix(page, label, button = 'Исправить') {
  await g.phase(page).click();
  const entry = page.locator('.log-entry').filter({ hasText: label });
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: button }).click();
  await expect(page.getByTestId('edit')).toBeVisible();
}

test.describe('fix an earlier entry', () => {
  test('a vote fixed after the fact changes who left, shown before it is applied', async ({ page }) => {
    await toFirstVote(page);
    // Six hands for seat 4, the four others go to seat 7: seat 4 leaves.
    await g.vote(page, [1, 2, 3, 5, 6, 8]);
    await expect(g.say(page)).toContainText('Игрок №4 покидает игру');
    await g.primary(page);
    await expect(g.phase(page)).toHaveText('Ночь 2');

    // The host counted wrong: only 1, 2 and 3 voted for seat 4.
    await fix(page, 'за №4: 6 голосов');
    await expect(page.getByTestId('edit')).toContainText('Отметьте верные места');
    for (const s of [1, 2, 3, 5, 6, 8]) await expect(g.seat(page, s)).toHaveClass(/picked/);
    // While an entry is fixed the main button is gone: a tap can only change the entry.
    await expect(page.getByTestId('primary')).toBeDisabled();
    for (const s of [5, 6, 8]) await g.tap(page, s);
    await expect(page.getByTestId('edit-draft')).toHaveText('Станет: за №4: 3 голоса');
    const preview = page.getByTestId('edit-preview');
    await expect(preview).toContainText('Выбыли: было — №4 заголосован · день 1; станет — №7 заголосован · день 1.');
    await shot(page, 'game-fix-ru');
    // Nothing changes until the host applies it.
    await expect(g.seat(page, 4)).toHaveClass(/out/);
    await g.holdToAct(page, 'edit-apply');
    await expect(await g.notices(page)).toContainText(/Запись \d+ исправлена\./);
    await expect(await g.notices(page)).toContainText('Выбыли: было — №4 заголосован · день 1; стало — №7 заголосован · день 1.');
    await expect(g.seat(page, 7)).toHaveClass(/out/);
    await expect(g.seat(page, 4)).not.toHaveClass(/out/);
    await expect(g.phase(page)).toHaveText('Ночь 2');

    // A fix that breaks a later entry is refused in the preview and cannot be applied:
    // with seat 4 out the night would not follow the same path... here: seat 2 cannot
    // nominate seat 4 again, already on the ballot from seat 1.
    await fix(page, '№2 выставил №7');
    await g.tap(page, 4);
    await expect(page.getByTestId('edit-preview')).toContainText('Так нельзя');
    await expect(page.getByTestId('edit-apply')).toBeDisabled();
    await page.getByTestId('edit-cancel').click();
    await expect(g.seat(page, 7)).toHaveClass(/out/);

    // Undo while an entry is open closes the edit: the entry may be the one undone.
    // (Cancel left the log open.)
    await page.locator('.log-entry').filter({ hasText: '№2 выставил №7' }).getByRole('button', { name: 'Исправить' }).click();
    await expect(page.getByTestId('edit')).toBeVisible();
    await g.holdToAct(page, 'undo');
    await expect(page.getByTestId('edit')).toHaveCount(0);
    await expect(page.getByTestId('primary')).toBeVisible();
  });

  test('a night entry opens blank, so fixing it never shows what was entered', async ({ page }) => {
    await toFirstVote(page);
    await g.vote(page, [1, 2, 3, 5, 6, 8]);
    await g.primary(page);
    // Night 1: the shot is a miss; the host fixes it to seat 10.
    await g.primary(page);
    await expect(g.say(page)).toContainText('Дон');
    await fix(page, 'выстрел');
    await expect(page.locator('.seat.picked')).toHaveCount(0);
    await expect(page.getByTestId('edit-draft')).toHaveCount(0);
    await g.tap(page, 10);
    await expect(page.getByTestId('edit-draft')).toHaveText('Станет: №10');
    await g.holdToAct(page, 'edit-apply');
    await expect(await g.notices(page)).toContainText('исправлена');
    await g.primary(page, 2);
    await expect(g.say(page)).toContainText('Лучший ход: игрок №10');
  });
});

test.describe('blind night', () => {
  test("each black's shot: the same seat kills, different seats miss (R-NIGHT-1)", async ({ page }) => {
    await toFirstVote(page);
    await g.vote(page, [1, 2, 3, 5, 6, 8]);
    await g.primary(page);
    await expect(g.phase(page)).toHaveText('Ночь 2');
    await page.getByTestId('shots-each').click();
    await expect(page.getByTestId('shots-hint')).toContainText('Записано выстрелов: 0');
    await g.tap(page, 10);
    await g.tap(page, 10);
    await expect(page.getByTestId('shots-hint')).toContainText('Записано выстрелов: 2');
    await shot(page, 'game-shots-each-ru');
    // The third black shoots between numbers: no kill.
    await g.primary(page);
    await expect(g.say(page)).toContainText('Дон');
    await expect(page.getByTestId('shots-hint')).toHaveCount(0);
    await g.holdToAct(page, 'undo');
    // Undo brings the night back as entered: two shots at 10; the third on 10 kills.
    await expect(page.getByTestId('shots-hint')).toContainText('Записано выстрелов: 2');
    await g.tap(page, 10);
    await g.primary(page, 2);
    await expect(g.say(page)).toContainText('Лучший ход: игрок №10');
  });
});

test.describe('new game with the same players', () => {
  test('opens the players with their names, the line-up and the rules of the last game', async ({ page }) => {
    const file = path.join(__dirname, '..', '..', 'docs', 'examples', 'sport-red-win.json');
    const log = JSON.parse(fs.readFileSync(file, 'utf8'));
    await page.goto('/');
    await page.getByTestId('import-file').setInputFiles(file);
    await expect(page.getByTestId('winner')).toBeVisible();
    await page.getByTestId('again').click();
    await expect(page.locator('section.setup')).toBeVisible();
    const names = log.setup.players.map((p) => p.name);
    const inputs = page.locator('section.setup input[type="text"]');
    await expect(inputs).toHaveCount(10);
    for (let i = 0; i < names.length; i += 1) await expect(inputs.nth(i)).toHaveValue(names[i]);
    await shot(page, 'setup-again-ru');
  });
});

test.describe('tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the table sits beside the script, every seat and the main button in view', async ({ page }) => {
    await toFirstVote(page);
    const seats = await page.getByTestId('seats').boundingBox();
    const say = await g.say(page).boundingBox();
    expect(seats.x).toBeGreaterThan(say.x + say.width);
    for (let s = 1; s <= 10; s += 1) await expect(g.seat(page, s)).toBeInViewport();
    await expect(page.getByTestId('primary')).toBeInViewport();
    await shot(page, 'game-tablet-ru');
  });
});

test.describe('points', () => {
  test('a Sport game scores win, best move and the host extras, which undo takes back', async ({ page }) => {
    // docs/examples/sport-red-win.json: red wins; seat 4, killed on night 2, named 3, 7, 8
    // (two blacks: +0.25); the blacks are 3, 7 and 9.
    const file = path.join(__dirname, '..', '..', 'docs', 'examples', 'sport-red-win.json');
    await page.goto('/');
    await page.getByTestId('import-file').setInputFiles(file);
    await expect(page.getByTestId('winner')).toBeVisible();
    await page.getByTestId('scores-toggle').click();
    await expect(page.getByTestId('score-1')).toHaveText('1');
    await expect(page.getByTestId('score-4')).toHaveText('1,25');
    await expect(page.getByTestId('score-9')).toHaveText('0');
    await page.getByRole('button', { name: '+0,1 5' }).click();
    await page.getByRole('button', { name: '+0,1 5' }).click();
    await page.getByRole('button', { name: '−0,1 9' }).click();
    await expect(page.getByTestId('score-5')).toHaveText('1,2');
    await expect(page.getByTestId('score-9')).toHaveText('−0,1');
    await shot(page, 'game-points-ru');
    await page.getByTestId('undo').click();
    await expect(page.getByTestId('score-9')).toHaveText('0');
    await expect(page.getByTestId('score-5')).toHaveText('1,2');
  });
});

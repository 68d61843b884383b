// "Why?": a decision's rule id is a chip that opens the rule's text (public/rules/*.json,
// fetched on first use, cached by the service worker); practice cases on real games.
'use strict';
const path = require('node:path');
const { test, expect, shot, openApp } = require('./fixtures');
const g = require('./game');

const SAVE_KEY = 'mafia-host.save.v1';
const HISTORY_KEY = 'mafia-host.history.v1';

/** What the phone's screen shows (the sheet is fixed to it; a full-page shot misplaces it). */
async function view(page, name) {
  await page.screenshot({ path: path.join(__dirname, 'screenshots', `${name}.png`), animations: 'disabled' });
}

/** From the first night to the first speech of day 1. */
async function toSpeeches(page) {
  for (let guard = 0; guard < 10; guard += 1) {
    if (/^Слово игроку №1\./.test(await g.say(page).textContent())) return;
    await g.primary(page);
  }
  throw new Error('no speech of seat 1');
}

test.describe('why', () => {
  test('a tie shows its R-VOTE-6 chip; the panel shows the rule in RU, then in EN; the log offers it too', async ({ page }) => {
    await g.continueGame(page, g.freshLog('sport', g.SPORT_ROLES));
    await toSpeeches(page);
    await g.speeches(page, { 1: 2, 2: 4 });
    await g.vote(page, [1, 3, 5, 6, 7]);
    // What the host said of the count is the line above the step's words.
    await expect(page.getByTestId('announce')).toHaveText('5 голосов. Принято. За №2 — 5, за №4 — 5.');
    const chip = (await g.notices(page)).locator('[data-rule="R-VOTE-6"]');
    await expect(chip).toHaveText('R-VOTE-6 · Автокатастрофа: №2, №4 — оправдательные речи и переголосование.');
    // The votes handed to the last candidate have their own chip.
    await expect((await g.notices(page)).locator('[data-rule="R-VOTE-2"]')).toContainText('отданы последнему кандидату — №4');
    await chip.click();
    const panel = page.getByTestId('why-panel');
    await expect(panel.getByTestId('why-rule')).toHaveText('R-VOTE-6');
    await expect(panel.getByTestId('why-text')).toContainText('игроки с равными голосами говорят по 30 секунд в порядке выставления');
    // The tie speech's timer and its controls stay above the sheet, in reach.
    const sheet = await panel.boundingBox();
    const toggle = await page.getByTestId('timer-toggle').boundingBox();
    expect(toggle.y + toggle.height).toBeLessThanOrEqual(sheet.y);
    await page.getByTestId('timer-toggle').click();
    await view(page, 'why-panel-ru');
    await panel.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(panel.getByTestId('why-text')).toContainText('the tied players each speak 30 seconds in ballot order');
    // Everything said of the last change is in the new language too: the line said aloud,
    // the rulings, not a word of Russian left on the screen.
    await expect(page.getByTestId('announce')).toHaveText('5 votes. Accepted. Player 2: 5 votes, player 4: 5 votes.');
    await expect(page.getByTestId('notice-line')).toHaveText('3 rulings · R-VOTE-2›');
    // (The players' names are the log's, and the rule's text quotes the Russian term.)
    expect(await page.locator('.script').innerText()).not.toMatch(/[А-Яа-яЁё]/);
    await view(page, 'why-panel-en');
    await page.getByTestId('why-close').click();
    await expect(panel).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The rulings' sheet, in English after the switch.
    await page.getByTestId('notice-line').click();
    await expect(page.getByTestId('notices').locator('[data-rule="R-VOTE-6"]')).toContainText('A tie: players 2 and 4');
    await g.closeSheet(page);
    // A reload keeps what was said, in both languages.
    await page.reload();
    await expect(page.getByTestId('announce')).toHaveText('5 votes. Accepted. Player 2: 5 votes, player 4: 5 votes.');
    await page.evaluate(() => localStorage.setItem('mafia-host.lang.v1', 'ru'));
    await page.reload();
    await expect(page.getByTestId('announce')).toHaveText('5 голосов. Принято. За №2 — 5, за №4 — 5.');
    await page.evaluate(() => localStorage.setItem('mafia-host.lang.v1', 'en'));
    await page.reload();
    await expect(page.getByTestId('announce')).toHaveText('5 votes. Accepted. Player 2: 5 votes, player 4: 5 votes.');

    // The step's own rule in the script's foot is a chip too.
    await page.locator('.script .rule [data-testid="why"]').click();
    await expect(panel.getByTestId('why-rule')).toHaveText('R-VOTE-6');
    await page.getByTestId('why-close').click();

    // The log: the vote entry carries its decisions, each with its "Why?".
    await page.getByTestId('log-toggle').click();
    const logged = page.locator('[data-testid="log"] [data-rule="R-VOTE-6"]');
    await expect(logged).toContainText('A tie: players 2 and 4 — their speeches, then a revote.');
    await page.locator('.log-list').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await view(page, 'why-log-en');
    await logged.click();
    await expect(panel.getByTestId('why-text')).toContainText('then a revote among them only');
  });

  test('offline after one visit, the rule texts come from the service worker', async ({ page, context }) => {
    await openApp(page);
    await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('practice-open').click();
    await page.locator('[data-case="half-table"] [data-testid="why"]').click();
    await expect(page.getByTestId('why-text')).toContainText('За одно голосование стол может покинуть не больше половины игроков');
    await context.setOffline(false);
  });
});

test.describe('practice', () => {
  test('the repeated tie is played to R-VOTE-7 and on; the saved game and the history are untouched', async ({ page }) => {
    const saved = JSON.stringify(g.freshLog('sport', g.SPORT_ROLES));
    await page.goto('/');
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, saved]);
    await page.reload();
    await expect(page.getByTestId('continue')).toBeEnabled();

    await page.getByTestId('practice-open').click();
    await expect(page.locator('.practice-case')).toHaveCount(5);
    await shot(page, 'practice-list-ru');
    await page.getByTestId('practice-repeated-tie').click();
    const banner = page.getByTestId('practice-banner');
    await expect(banner).toContainText('Тренировка — не сохраняется · Повторная автокатастрофа');
    await expect(banner.getByTestId('practice-todo')).toContainText('Отметьте 5 рук за №2');
    await expect(banner.locator('[data-rule="R-VOTE-7"]')).toBeVisible();
    await expect(g.say(page)).toContainText('№2');
    await view(page, 'practice-case-ru');

    // The revote: 5 for seat 2, the other 5 go to seat 4 — the same tie again.
    await g.vote(page, [1, 3, 5, 6, 7]);
    const decided = (await g.notices(page)).locator('[data-rule="R-VOTE-7"]');
    await expect(decided).toHaveText('R-VOTE-7 · Снова поровну: №2, №4 — «Кто за то, чтобы все голосуемые покинули игру?»');
    await decided.click();
    await expect(page.getByTestId('why-text')).toContainText('Те же игроки снова набрали поровну');
    await page.getByTestId('why-close').click();
    // «All leave?»: 6 of 10 for — more than half, both leave.
    await g.vote(page, [1, 3, 5, 6, 7, 8]);
    await expect((await g.notices(page)).locator('[data-rule="R-VOTE-7"]').first()).toContainText('За — 6 из 10: больше половины');
    await expect(g.seat(page, 2)).toHaveClass(/out/);
    await expect(g.seat(page, 4)).toHaveClass(/out/);

    // Nothing of it was saved: the real game is as it was, the history empty.
    expect(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).toBe(saved);
    expect(await page.evaluate((k) => localStorage.getItem(k), HISTORY_KEY)).toBeNull();
    await page.getByRole('button', { name: 'В меню' }).click();
    await page.getByTestId('continue').click();
    await expect(g.phase(page)).toHaveText('Ночь 1 · знакомство');
    await expect(page.getByTestId('practice-banner')).toHaveCount(0);
  });

  test('English: the practice list and the half-table case', async ({ page }) => {
    await openApp(page);
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByTestId('practice-open').click();
    await expect(page.locator('[data-testid="practice-half-table"]')).toHaveText('More than half the table');
    await shot(page, 'practice-list-en');
    await page.getByTestId('practice-half-table').click();
    await expect(page.getByTestId('practice-todo')).toContainText('A revote of all five');
    await view(page, 'practice-case-en');
    // One tap folds the case's lines away, so the table fits again.
    await page.locator('[data-testid="practice-banner"] summary').click();
    await expect(page.getByTestId('practice-todo')).toBeHidden();
    await expect(page.getByTestId('practice-banner')).toContainText('Practice — not saved · More than half the table');
    for (const [candidate, voter] of [[2, 1], [3, 2], [4, 3], [5, 4]]) {
      await g.vote(page, [voter]);
    }
    await expect((await g.notices(page)).locator('[data-rule="R-VOTE-8"]')).toContainText('More than half the table cannot leave');
    await shot(page, 'practice-half-table-en');
  });
});

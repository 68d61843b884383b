// The whole Sport game in English, screen by screen, with a screenshot of each: the first
// night, the morning, speeches, a vote, a tie, «all leave?», the night's shot and checks,
// the best move, the log and a fix, the last word and the end. Blacks 3, 7 (Don), 9.
'use strict';
const { test, expect, shot } = require('./fixtures');
const g = require('./game');

test.use({ locale: 'en-US' });

// The voice, recorded: what is spoken in English must be English too.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__spoken = [];
    const synth = {
      getVoices: () => [{ lang: 'en-US', name: 'test en' }],
      speak: (u) => window.__spoken.push(u.text),
      cancel: () => {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  });
});

/**
 * Issue 13: no Russian word in the English interface. Every screen of the tour is checked
 * (what is shown, and what the voice has said so far) before its screenshot.
 */
const CYRILLIC = /[\u0400-\u04FF№«»]/;
async function english(page, name) {
  const shown = await page.locator('body').innerText();
  const bad = shown.split('\n').filter((l) => CYRILLIC.test(l));
  expect(bad, `${name}: Russian on an English screen`).toEqual([]);
  const spoken = await page.evaluate(() => window.__spoken);
  expect(spoken.filter((l) => CYRILLIC.test(l)), `${name}: Russian spoken in English`).toEqual([]);
  await shot(page, name);
}

test('a Sport game hosted in English, every screen', async ({ page }) => {
  // The clock faked: the waits between taps pass at once (game.js).
  await g.fakeClock(page);
  await g.startGame(page, 'sport', g.SPORT_ROLES, 'en');
  await g.openTools(page);
  await page.getByTestId('voice').click();
  await expect(page.getByTestId('voice')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('more').click();
  await expect(g.phase(page)).toHaveText('Night 1 · introductions');
  await expect(g.say(page)).toContainText('one minute to agree on your shooting order');
  await english(page, 'en-01-first-night');
  await g.primary(page);
  await english(page, 'en-02-first-night-don');
  const peek = page.getByTestId('peek');
  await peek.dispatchEvent('pointerdown');
  await expect(g.seat(page, 7)).toContainText('Don');
  await english(page, 'en-03-peek');
  await peek.dispatchEvent('pointerup');
  await expect(page.locator('.seat-role')).toHaveCount(0);
  await g.primary(page, 2);
  await expect(g.say(page)).toHaveText('Sheriff, go to sleep. Good morning! Everyone, wake up.');
  await english(page, 'en-04-morning');
  await g.primary(page);

  await expect(g.phase(page)).toHaveText('Day 1 · speeches');
  await g.tap(page, 2);
  await expect(g.seat(page, 2)).toContainText('by 1');
  await page.getByTestId('foul-mode').click();
  await english(page, 'en-05-foul-mode');
  await g.tap(page, 10);
  await expect(g.seat(page, 10)).toContainText('●');
  await english(page, 'en-06-speech');
  await g.primary(page);
  await g.speeches(page, { 2: 4, 3: 8 });

  await expect(g.phase(page)).toHaveText('Day 1 · voting');
  await g.vote(page, [1, 3, 5, 6]);
  await english(page, 'en-07-vote');
  await g.vote(page, [2, 7, 9, 10]);
  await expect(await g.notices(page)).toContainText('R-VOTE-2');
  await expect(g.phase(page)).toHaveText('Day 1 · tie speeches');
  await english(page, 'en-08-tie-speech');
  await g.primary(page, 2);
  await expect(g.phase(page)).toHaveText('Day 1 · revote');
  await g.vote(page, [1, 3, 5, 6, 8]);
  await expect(g.phase(page)).toHaveText('Day 1 · all leave?');
  await g.tap(page, 1);
  await english(page, 'en-09-all-leave');
  await g.tap(page, 1);
  await g.vote(page, [1, 2, 3, 4]);
  await expect(await g.notices(page)).toContainText('R-VOTE-7');
  await g.closeSheet(page);
  await expect(g.phase(page)).toHaveText('Night 2');
  await english(page, 'en-11-night-shot');
  await page.getByTestId('shots-each').click();
  await expect(page.getByTestId('shots-hint')).toContainText('Shots entered: 0');
  await english(page, 'en-11b-shots-each');
  await page.getByTestId('shots-each').click();
  await g.tap(page, 8);
  await g.tap(page, 5);
  const answer = page.getByTestId('hold-answer');
  await english(page, 'en-12-check-hidden');
  await g.hold(answer, 'Sheriff');
  await expect(g.say(page)).toHaveText('');
  await g.endAnswer(page);
  await expect(g.say(page)).toHaveText('Don, go to sleep. Sheriff, wake up. Find the mafia.');
  await g.tap(page, 3);
  await g.hold(answer, 'black');
  await g.endAnswer(page);
  await expect(g.say(page)).toContainText('8');
  await g.tap(page, 3);
  await g.tap(page, 7);
  await g.tap(page, 9);
  await english(page, 'en-13-best-move');
  await g.primary(page);
  await expect(g.say(page)).toContainText('8');
  await english(page, 'en-14-morning-killed');

  // The log, and a fix of the best move before it is applied.
  await g.phase(page).click();
  await expect(page.getByTestId('sheet')).toContainText('Log: fix or delete an entry');
  await english(page, 'en-15-log');
  await page.locator('.log-entry').filter({ hasText: 'best move' }).getByRole('button', { name: 'Fix' }).click();
  await g.tap(page, 9);
  await expect(page.getByTestId('edit-draft')).toHaveText('Becomes: best move: players 3 and 7');
  await expect(page.getByTestId('edit-preview')).toContainText('The rest of the game stays as it is.');
  await english(page, 'en-16-fix');
  await page.getByTestId('edit-cancel').click();
  await page.locator('.log-entry').filter({ hasText: 'best move' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('edit')).toContainText('Delete entry');
  await english(page, 'en-16b-delete');
  await page.getByTestId('edit-cancel').click();
  await g.phase(page).click();

  await g.primary(page, 2);
  await g.speeches(page, { 3: 5 });
  await expect(await g.notices(page)).toContainText('R-VOTE-4');
  await expect(g.phase(page)).toHaveText('Day 2 · last word');
  await english(page, 'en-17-last-word');
  await g.primary(page);
  await expect(g.phase(page)).toHaveText('Night 3');
  await g.tap(page, 1);
  await g.tap(page, 4);
  await g.endAnswer(page);
  await g.primary(page);
  // Day 3: seat 10 alone on the ballot leaves; three blacks against three reds.
  await expect(g.say(page)).toHaveText('Sheriff, go to sleep. Good morning! Everyone, wake up. Last night player 1 was killed.');
  await g.primary(page, 2);
  await g.speeches(page, { 2: 10 });
  await expect(page.getByTestId('winner')).toHaveText('The black team wins');
  await english(page, 'en-18-game-over');
  await page.getByTestId('scores-toggle').click();
  await expect(page.getByTestId('score-3')).toHaveText('1');
  await english(page, 'en-18b-points');
  await page.getByTestId('protest-toggle').click();
  await english(page, 'en-19-protest');
});

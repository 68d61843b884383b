// Issue 50, the tournament's final on the organiser's phone: a tournament whose qualifying
// games all have results (tests/e2e/fixtures/tournament-final.json, written by the engine in
// tests/tournament.rs) opened from a file; the Final tab: the top ten proposed with their
// qualifying places, a rule refused in words, a top of twelve that cuts inside a tie settled
// by tapping the player who goes, the final begun, its five games shown by seat, the final's
// ticket for table 1 downloaded from the hand-out, its standings shown. Screenshots in both
// languages at 360×740 and 390×844 go to docs/screenshots/tournament-final-*.png.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { test, expect, storedTournament } = require('./fixtures');
const g = require('./game');

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots');
const FIXTURE = fs.readFileSync(path.join(__dirname, 'fixtures', 'tournament-final.json'), 'utf8');

const WORDS = {
  ru: { locale: 'ru-RU', top: 'можно от 10 до 20', set: 'Правило финала сохранено', tie: 'делят 12-е место', short: 'Финалистов 11, а нужно 12', begun: 'Финал начат', place: '1-е место в отборе' },
  en: { locale: 'en-US', top: 'give between 10 and 20', set: "The final's rule is kept", tie: 'share place 12', short: '11 finalists named, the final takes 12', begun: 'The final has begun', place: 'qualifying place 1' },
};

async function downloaded(page, locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), locator.click()]);
  return { name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), 'utf8') };
}

async function fitsWidth(page) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(over, 'nothing wider than the screen').toBeLessThanOrEqual(0);
}

const SIZES = [{ width: 390, height: 844 }, { width: 360, height: 740 }];
for (const [lang, size] of ['ru', 'en'].flatMap((l) => SIZES.map((s) => [l, s]))) {
  const ui = WORDS[lang];
  test.describe(`the tournament's final (${lang}, ${size.width}×${size.height})`, () => {
    test.use({ locale: ui.locale, viewport: size });

    test('finalists proposed, a rule refused, a tie settled by hand, begun, handed out, ranked', async ({ page }) => {
      test.setTimeout(120_000);
      await g.toStart(page);
      await page.getByTestId('tournament-open').click();
      await page.getByTestId('tour-import-file').setInputFiles({ name: 'final.json', mimeType: 'application/json', buffer: Buffer.from(FIXTURE) });
      await page.getByTestId('tour-tab-final').click();

      // The top ten proposed in order, each with their qualifying place.
      const finalists = page.getByTestId('final-finalist');
      await expect(finalists).toHaveCount(10);
      await expect(finalists.first()).toContainText('Игрок 5');
      await expect(finalists.first()).toContainText(ui.place);

      // A top under one table refused in words, nothing kept.
      await page.getByTestId('final-top').fill('9');
      await page.getByTestId('final-set-rule').click();
      await expect(page.getByTestId('tour-said')).toContainText(ui.top);
      await expect(finalists).toHaveCount(10);

      // Twelve: the cut falls inside a place three players share.
      await page.getByTestId('final-top').fill('12');
      await page.getByTestId('final-set-rule').click();
      await expect(page.getByTestId('tour-said')).toContainText(ui.set);
      await expect(page.getByTestId('final-tie')).toContainText(ui.tie);
      await expect(page.getByTestId('final-tied')).toHaveCount(3);
      await expect(finalists).toHaveCount(11);
      await page.getByTestId('final-begin').click();
      await expect(page.getByTestId('tour-said')).toContainText(ui.short);
      await page.locator('[data-testid="final-tied"][data-player="19"]').click();
      await expect(page.locator('[data-testid="final-tied"][data-player="19"]')).toHaveAttribute('aria-pressed', 'true');
      await fitsWidth(page);
      await page.getByTestId('final-begin').click();
      await expect(page.getByTestId('tour-said')).toContainText(ui.begun);

      // Five games at table 1, ten names by seat; the rule no longer changes.
      const games = page.getByTestId('final-game');
      await expect(games).toHaveCount(5);
      for (let k = 0; k < 5; k += 1) await expect(games.nth(k).locator('li')).toHaveCount(10);
      await expect(games.nth(0).locator('li').first()).toHaveText('Игрок 5');
      await expect(page.getByTestId('final-top')).toBeDisabled();
      await expect(page.getByTestId('final-standings')).toContainText('Игрок 20');
      await fitsWidth(page);
      await page.getByTestId('final-games-top').scrollIntoViewIfNeeded();
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `tournament-final-${lang}-${size.width}.png`), animations: 'disabled' });

      // The kept document has the final's games after the qualifying ones.
      const doc = JSON.parse(await storedTournament(page));
      expect(doc.games.filter((x) => x.final_game).map((x) => [x.id, x.round, x.table])).toEqual([[2, 1, 0], [3, 2, 0], [4, 3, 0], [5, 4, 0], [6, 5, 0]]);

      // The final's ticket for table 1, its rounds chosen in the hand-out.
      await page.getByTestId('tour-tab-handout').click();
      await expect(page.getByTestId('tour-ticket-round')).toHaveCount(6);
      await page.getByTestId('tour-ticket-table').nth(0).click();
      await page.getByTestId('tour-ticket-round').nth(1).click();
      const ticket = JSON.parse((await downloaded(page, page.getByTestId('tour-ticket-file'))).text);
      expect(ticket.table).toBe(0);
      expect(ticket.games.map((x) => [x.game, x.round])).toEqual([[2, 1]]);
      expect(ticket.games[0].seats[0]).toBe('Игрок 5');

      // The standings: the qualifying's as before; the final's under its tab.
      await page.getByTestId('tour-tab-standings').click();
      await expect(page.getByTestId('tour-standings')).toContainText('Игрок 5');
      await page.getByTestId('tour-tab-final').click();
      await expect(page.getByTestId('final-standings')).toContainText('Игрок 5');
    });
  });
}

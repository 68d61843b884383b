// Issue 50, the organiser's phone, part B: the tables' results in, the standings out. A
// tournament (20 players, 2 tables, 2 rounds) is opened from its document file; tables'
// results come in as files (made natively from random finished games:
// tests/tournament_fixtures.rs writes tests/e2e/fixtures/tournament/ and checks it is
// current): table 1's two games, the same file again (nothing changes), table 2's game, a
// different result of it (a dispute: the results side by side, the organiser chooses one),
// results of another tournament (refused whole). Then the standings, the rounds × tables
// grid and a player's card; and table 2's results through a fake camera (the hand-off's
// numbered codes). Screenshots at 360×740 and 390×844 in Russian and English.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { test, expect, fakeCamera, storedTournament } = require('./fixtures');
const g = require('./game');

const DIR = path.join(__dirname, 'fixtures', 'tournament');
const DOCS = path.join(__dirname, '..', '..', 'docs', 'screenshots');
const file = (name) => ({ name, mimeType: 'application/json', buffer: fs.readFileSync(path.join(DIR, name)) });

const WORDS = {
  ru: {
    locale: 'ru-RU',
    added: ['Игра 1: принята и засчитана', 'Игра 3: принята и засчитана'],
    same: ['Игра 1: уже была принята — ничего не изменилось', 'Игра 3: уже была принята — ничего не изменилось'],
    added2: 'Игра 2: принята и засчитана',
    disputed: 'Игра 2: результат расходится с полученным раньше — выберите, какой засчитать',
    foreign: 'Это результаты другого турнира — не приняты, ничего не изменено.',
    chosen: 'Игра 2: засчитан вариант 2',
    counts: 'Засчитан',
    progress: ['Засчитано 2 из 4 · ждём 1 · расхождений 1', 'Засчитано 3 из 4 · ждём 1'],
    card: 'Аня: где я сижу в каждом туре',
    cardRounds: ['Тур 1: стол 1, место №1', 'Тур 2: стол 1, место №1'],
    pending: 'ждём',
  },
  en: {
    locale: 'en-US',
    added: ['Game 1: taken and counted', 'Game 3: taken and counted'],
    same: ['Game 1: already taken — nothing changed', 'Game 3: already taken — nothing changed'],
    added2: 'Game 2: taken and counted',
    disputed: 'Game 2: differs from the result received before — choose which counts',
    foreign: 'These are another tournament\'s results — refused, nothing changed.',
    chosen: 'Game 2: version 2 counts',
    counts: 'Counts',
    progress: ['Counted 2 of 4 · waiting for 1 · disputed 1', 'Counted 3 of 4 · waiting for 1'],
    card: 'Аня: where I sit in each round',
    cardRounds: ['Round 1: table 1, seat 1', 'Round 2: table 1, seat 1'],
    pending: 'waiting',
  },
};

/** The tournament opened from its file, the results tab up. */
async function openTournament(page) {
  await g.toStart(page);
  await page.getByTestId('tournament-open').click();
  await page.getByTestId('tour-import-file').setInputFiles(file('tournament.json'));
  await expect(page.getByTestId('tour-name')).toHaveText('Кубок клуба');
  await page.getByTestId('tour-tab-results').click();
  await expect(page.getByTestId('tour-results')).toBeVisible();
}

const said = (page) => page.getByTestId('results-said').locator('li');
const kept = (page) => storedTournament(page);

async function fitsWidth(page) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(over, 'nothing wider than the screen').toBeLessThanOrEqual(0);
}

const SIZES = [{ width: 360, height: 740 }, { width: 390, height: 844 }];
for (const [lang, size] of ['ru', 'en'].flatMap((l) => SIZES.map((s) => [l, s]))) {
  const ui = WORDS[lang];
  const tag = `${size.width}-${lang}`;
  test.describe(`the organiser's results (${lang}, ${size.width}×${size.height})`, () => {
    test.use({ locale: ui.locale, viewport: size });

    test('results from files: added, the same again, a dispute chosen, another tournament refused; the standings, the grid and a card', async ({ page }) => {
      test.setTimeout(120_000);
      await openTournament(page);
      const input = page.getByTestId('results-file-input');

      await input.setInputFiles(file('results-table1.json'));
      await expect(said(page)).toHaveText(ui.added);
      await expect(said(page).first()).toHaveAttribute('data-outcome', 'added');
      await page.screenshot({ path: path.join(DOCS, `tournament-intake-${tag}.png`), animations: 'disabled' });
      await fitsWidth(page);

      // The same file again: said, and nothing stored changes.
      const before = await kept(page);
      await input.setInputFiles(file('results-table1.json'));
      await expect(said(page)).toHaveText(ui.same);
      expect(await kept(page)).toBe(before);

      await input.setInputFiles(file('results-table2.json'));
      await expect(said(page)).toHaveText([ui.added2]);
      // Another result of the same game: a dispute, side by side.
      await input.setInputFiles(file('results-conflict.json'));
      await expect(said(page)).toHaveText([ui.disputed]);
      const dispute = page.getByTestId('dispute');
      await expect(dispute).toHaveCount(1);
      await expect(dispute).toHaveAttribute('data-game', '1');
      await expect(dispute.locator('tr[data-seat]')).toHaveCount(10);
      await expect(dispute.getByTestId('dispute-choose')).toHaveCount(2);
      await dispute.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: path.join(DOCS, `tournament-dispute-${tag}.png`), animations: 'disabled' });
      await fitsWidth(page);

      // Another tournament's results: refused whole, nothing stored changes.
      const beforeForeign = await kept(page);
      await input.setInputFiles(file('results-foreign.json'));
      await expect(said(page)).toHaveText([ui.foreign]);
      await expect(said(page).first()).toHaveAttribute('data-outcome', 'refused');
      expect(await kept(page)).toBe(beforeForeign);

      // The standings before the choice: the disputed game counts for nothing.
      await page.getByTestId('tour-tab-standings').click();
      await expect(page.getByTestId('standings-progress')).toHaveText(ui.progress[0]);
      await expect(page.locator('[data-testid="round-grid"][data-round="2"] tr[data-status="pending"]')).toHaveCount(1);
      await expect(page.locator('tr[data-status="disputed"]')).toHaveCount(1);

      // The organiser chooses version 2: it counts, the other stays kept.
      await page.getByTestId('tour-tab-results').click();
      await page.locator('[data-testid="dispute-choose"][data-version="2"]').click();
      await expect(said(page)).toHaveText([ui.chosen]);
      await expect(page.getByTestId('dispute-counts')).toHaveText(ui.counts);
      const doc = JSON.parse(await kept(page));
      expect(doc.games[1].chosen).toBe(true);
      expect(doc.games[1].others).toHaveLength(1);

      await page.getByTestId('tour-tab-standings').click();
      await expect(page.getByTestId('standings-progress')).toHaveText(ui.progress[1]);
      // Everyone played a counted game: twenty lines, ranked.
      await expect(page.getByTestId('standings').locator('tbody tr.line')).toHaveCount(20);
      await expect(page.locator('tr[data-status="pending"] td.state')).toHaveText(ui.pending);
      await fitsWidth(page);
      await page.screenshot({ path: path.join(DOCS, `tournament-standings-${tag}.png`), animations: 'disabled' });

      // A player's card: a line a round, and its QR code holding the same text.
      await page.getByTestId('card-player').selectOption({ label: 'Аня' });
      const card = page.getByTestId('player-card');
      await expect(card.locator('h3')).toHaveText(ui.card);
      await expect(card.locator('li')).toHaveText(ui.cardRounds);
      await expect(page.getByTestId('card-qr').locator('svg')).toBeVisible();
      expect(await page.getByTestId('card-qr').getAttribute('data-code')).toContain(ui.cardRounds[1]);
    });
  });
}

test('a table\'s results through the camera: the numbered codes read in any order, the game taken', async ({ page }) => {
  const codes = JSON.parse(fs.readFileSync(path.join(DIR, 'results-table2-codes.json'), 'utf8'));
  // The camera and the detector stand in for a phone's: a foreign code first, then the
  // parts backwards.
  await fakeCamera(page, ['https://example.com/not-ours', ...codes.slice().reverse()]);
  await openTournament(page);
  await page.getByTestId('results-scan').click();
  await expect(page.getByTestId('results-camera')).toBeVisible();
  await page.evaluate(() => {
    window.go = true;
  });
  await expect(said(page)).toHaveText([WORDS.ru.added2], { timeout: 10_000 });
  const doc = JSON.parse(await kept(page));
  expect(doc.games[1].result).toBeTruthy();
});

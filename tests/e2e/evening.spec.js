// Issue 23: the evening. A three-game Sport evening played through the UI: players entered,
// one sits out, a guest joins mid-evening, the seats drawn for each game (nobody in the same
// seat twice), standings after each game, a reload in the middle of game 2, the sheet
// printed, the CSV, the evening's file and the rating site's export downloaded and read
// back. A damaged evening store is kept word for word and shown.
'use strict';
const fs = require('node:fs');
const { test, expect, shot } = require('./fixtures');
const g = require('./game');
const d = require('./driver');

const EVENING_KEY = 'mafia-host.evening.v1';
const PEOPLE = ['Аня', 'Борис', 'Вера', 'Глеб', 'Дина', 'Ефим', 'Жанна', 'Зоя', 'Иван', 'Кира', 'Лев'];

const WORDS = {
  ru: { locale: 'ru-RU', next: 'Далее', physical: 'Настоящие карты', start: 'Начать игру', eleven: 'Играют 11, а мест за столом 10', ten: 'Играют 10', sep: ';', rank: 'Место' },
  en: { locale: 'en-US', next: 'Next', physical: 'Physical cards', start: 'Start the game', eleven: '11 playing; the table has 10 seats', ten: '10 playing', sep: ',', rank: 'Rank' },
};

async function evening(page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key)), EVENING_KEY);
}

/** The seating shown before the deal: names by seat. */
async function seating(page) {
  return page.locator('[data-testid="evening-seating"] .who').allTextContents();
}

/** From the set-up's players step (opened by «Раздать карты»): the line-up, physical cards. */
async function deal(page, ui, names) {
  const inputs = page.locator('.seat-list input');
  await expect(inputs).toHaveCount(10);
  for (let i = 0; i < 10; i += 1) await expect(inputs.nth(i)).toHaveValue(names[i]);
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  await page.getByRole('radio', { name: ui.physical }).click();
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  for (const role of g.SPORT_ROLES) await page.locator(`.role-btn[data-role="${role}"]`).click();
  await page.getByRole('button', { name: ui.start }).click();
  await expect(page.locator('section.game')).toBeVisible();
}

/** Reads a download's text. */
async function downloaded(page, testid) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testid).click()]);
  return { name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), 'utf8') };
}

/** No part of the screen is wider than the phone. */
async function fitsWidth(page) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(over, 'nothing wider than the screen').toBeLessThanOrEqual(0);
}

const SIZES = [{ width: 390, height: 844 }, { width: 360, height: 740 }];
for (const [lang, size] of ['ru', 'en'].flatMap((l) => SIZES.map((s) => [l, s]))) {
  const ui = WORDS[lang];
  test.describe(`a Sport evening (${lang}, ${size.width}×${size.height})`, () => {
    test.use({ locale: ui.locale, viewport: size });

    test('three games: seats drawn, standings after each, a reload in game 2, the sheet and its files', async ({ page }) => {
      test.setTimeout(420_000);
      await page.clock.install();
      // The same draws every run: README's standings picture changes only when the screen does.
      await g.fixedRandom(page);
      await g.toStart(page);
      await page.getByTestId('evening-open').click();
      await expect(page.getByTestId('evening')).toBeVisible();
      // The players: typed in, a repeated name refused in words.
      for (const name of PEOPLE) {
        await page.getByTestId('evening-name').fill(name);
        await page.getByTestId('evening-name').press('Enter');
      }
      await page.getByTestId('evening-name').fill(' аня ');
      await page.getByTestId('evening-add').click();
      await expect(page.getByTestId('evening-refused')).toBeVisible();
      await expect(page.getByTestId('evening-count')).toHaveText('11');
      await fitsWidth(page);
      await shot(page, `evening-${lang}-${size.width}-new`);
      await page.getByTestId('evening-begin').click();
      await expect(page.getByTestId('standings-empty')).toBeVisible();
      // Eleven for ten seats: the draw waits until one sits out.
      await expect(page.getByTestId('evening-table')).toHaveText(ui.eleven);
      await expect(page.getByTestId('evening-draw')).toBeDisabled();
      await page.locator('[data-testid="evening-players"] [data-name="Лев"]').click();
      await expect(page.getByTestId('evening-table')).toHaveText(ui.ten);

      const seatsBefore = [];
      for (let n = 1; n <= 3; n += 1) {
        if (n === 2) {
          // Who sits out rotates (issue 48 §15): Лев, who rested in game 1, plays; one who
          // played game 1 rests in his place.
          const resting = page.locator('[data-testid="evening-players"] .chip.resting');
          await expect(resting).toHaveCount(1);
          const rests = await resting.getAttribute('data-name');
          expect(rests).not.toBe('Лев');
          // A guest comes; one more sits out, by hand.
          await page.getByTestId('evening-name').fill('Гость');
          await page.getByTestId('evening-add').click();
          const second = rests === 'Аня' ? 'Борис' : 'Аня';
          await page.locator(`[data-testid="evening-players"] [data-name="${second}"]`).click();
          await expect(page.getByTestId('evening-table')).toHaveText(ui.ten);
        }
        await page.getByTestId('evening-draw').click();
        const names = await seating(page);
        expect(names).toHaveLength(10);
        expect(new Set(names).size).toBe(10);
        // R-EVE-4: nobody in a seat they had earlier this evening.
        for (const before of seatsBefore) {
          names.forEach((name, i) => expect(before[i], `seat ${i + 1} of game ${n}`).not.toBe(name));
        }
        seatsBefore.push(names);
        if (n === 1) {
          await shot(page, `evening-${lang}-${size.width}-seats`);
          await fitsWidth(page);
        }
        await page.getByTestId('evening-deal').click();
        await deal(page, ui, names);
        if (n === 2) {
          // A reload in the middle of game 2: the game reopens by itself, still the evening's.
          for (let i = 0; i < 25; i += 1) await d.hostStep(page, d.rng(200 + i), { fake: true, brisk: true });
          const entries = await d.entries(page);
          await page.reload();
          await expect(page.locator('section.game')).toBeVisible();
          expect(await d.entries(page)).toBe(entries);
          expect((await evening(page)).playing).toBeGreaterThan(0);
        }
        await d.playToEnd(page, 40 + n, { fake: true, brisk: true }, 2000);
        await expect(page.locator('.over')).toBeVisible();
        if (n === 1) {
          // Game over gives the game in the rating site's format too.
          const one = JSON.parse((await downloaded(page, 'export-rating')).text);
          expect(one.players.map((p) => p.name)).toEqual(names);
          expect(one.players.map((p) => p.role)).toEqual(['civ', 'civ', 'maf', 'civ', 'sheriff', 'civ', 'don', 'civ', 'maf', 'civ']);
          // The server's format (issue 39 §2): what left the table is there, with its round.
          expect(one.features).toMatch(/^gsdutc/);
          expect(one.endTime).toBeGreaterThanOrEqual(one.startTime);
          expect(one.players.filter((p) => p.death).length).toBeGreaterThan(0);
          for (const p of one.players.filter((q) => q.death)) expect(['day', 'night', 'warnings', 'kickOut']).toContain(p.death.type);
        }
        await page.getByTestId('to-evening').click();
        // The standings after this game.
        await expect(page.getByTestId('evening-games').locator('li')).toHaveCount(n);
        const saved = await evening(page);
        expect(saved.games).toHaveLength(n);
        expect(saved.playing).toBeUndefined();
        const rows = page.locator('[data-testid="standings"] tbody tr');
        await expect(rows).toHaveCount(n === 1 ? 10 : 12);
        const games = (await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.children[2].textContent)))).reduce((a, b) => a + b, 0);
        expect(games, 'ten players a game').toBe(10 * n);
        await shot(page, `evening-${lang}-${size.width}-standings-${n}`);
        if (n === 3 && lang === 'ru' && size.width === 390) {
          // README's picture: the standings after three games, as the phone shows them.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: require('node:path').join(__dirname, '..', '..', 'docs', 'screenshots', 'evening-standings-ru.png'), animations: 'disabled' });
        }
        await fitsWidth(page);
      }

      // The sheet: printed on one page, as text, as CSV.
      await page.getByTestId('evening-sheet').click();
      await expect(page.getByTestId('evening-sheet-page')).toBeVisible();
      const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page(?!s)/g) || [], 'the sheet prints on one A4 page').toHaveLength(1);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('evening-back')).toBeHidden();
      await expect(page.getByTestId('evening-print')).toBeHidden();
      await shot(page, `evening-${lang}-${size.width}-print`);
      await page.emulateMedia({ media: 'screen' });
      const csv = await downloaded(page, 'evening-csv');
      expect(csv.name).toMatch(/\.csv$/);
      const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines).toHaveLength(13);
      expect(lines[0].split(ui.sep)[0]).toBe(ui.rank);
      expect(lines[0].split(ui.sep)).toHaveLength(16 + 3 * 8);
      await page.getByTestId('evening-sheet-back').click();
      // The evening's file reads back as the evening.
      const file = await downloaded(page, 'evening-file');
      const doc = JSON.parse(file.text);
      expect(doc.format).toBe('mafia-host-evening');
      expect(doc.games).toHaveLength(3);
      expect(doc).toEqual(await evening(page));
      // The rating site's games (docs/export.md): one per game, in its format.
      const rating = JSON.parse((await downloaded(page, 'evening-rating')).text);
      expect(rating).toHaveLength(3);
      rating.forEach((game, i) => {
        expect(game.players).toHaveLength(10);
        for (const p of game.players) expect(['civ', 'maf', 'sheriff', 'don']).toContain(p.role);
        expect(['civ', 'maf']).toContain(game.winner);
        expect(game.startTime).toBe(Math.floor(doc.games[i].id / 1000));
        // A game ended before the next one began.
        if (i + 1 < doc.games.length) expect(game.endTime).toBe(Math.floor(doc.games[i + 1].id / 1000));
        const names = game.players.map((p) => p.name);
        expect(names, `game ${i + 1}'s seats`).toEqual(doc.games[i].game.setup.players.map((p) => p.name));
      });
      await expect(page.getByTestId('rating-skipped')).toHaveCount(0);
      // Ended (asked first), the evening moves to the past ones; its file opens it again whole.
      await page.getByTestId('evening-end').click();
      await page.getByTestId('evening-end-yes').click();
      await expect(page.getByTestId('evening-begin')).toBeVisible();
      await expect(page.getByTestId('past-evenings').locator('li')).toHaveCount(1);
      await page.getByTestId('evening-import-file').setInputFiles({ name: file.name, mimeType: 'application/json', buffer: Buffer.from(file.text) });
      await expect(page.getByTestId('evening-games').locator('li')).toHaveCount(3);
      expect(await evening(page)).toEqual(doc);
    });
  });
}

test('a damaged evening is kept word for word and shown, and a new one begins only once it is deleted', async ({ page }) => {
  await g.toStart(page);
  const broken = '{"format": "mafia-host-evening", "version": 1, "id": 5, "preset": "sport", "players": ["Аня"';
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [EVENING_KEY, broken]);
  await page.reload();
  await page.getByTestId('evening-open').click();
  await expect(page.getByTestId('damaged-evening')).toBeVisible();
  await expect(page.getByTestId('damaged-evening-detail')).toContainText('вечер не читается: ');
  await expect(page.getByTestId('evening-begin')).toHaveCount(0);
  const kept = await downloaded(page, 'download');
  expect(kept.text).toBe(broken);
  // Still there, word for word, after a reload.
  await page.reload();
  expect(await page.evaluate((key) => localStorage.getItem(key), EVENING_KEY)).toBe(broken);
  await page.getByTestId('evening-open').click();
  await page.getByTestId('damaged-evening-delete').click();
  await expect(page.getByTestId('evening-begin')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), EVENING_KEY)).toBeNull();
});

test('a full storage: a change to the evening is refused in words and nothing is lost', async ({ page }) => {
  await g.toStart(page);
  await page.getByTestId('evening-open').click();
  for (const name of PEOPLE.slice(0, 10)) {
    await page.getByTestId('evening-name').fill(name);
    await page.getByTestId('evening-name').press('Enter');
  }
  await page.getByTestId('evening-begin').click();
  await expect(page.getByTestId('standings-empty')).toBeVisible();
  const before = await evening(page);
  // The browser refuses every write from now on, as a full storage does.
  await page.evaluate(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await page.getByTestId('evening-name').fill('Гость');
  await page.getByTestId('evening-add').click();
  await expect(page.getByTestId('evening-refused')).toContainText('память браузера заполнена');
  await expect(page.locator('[data-testid="evening-players"] [data-name="Гость"]')).toHaveCount(0);
  await page.getByTestId('evening-deal').click();
  await expect(page.getByTestId('evening-refused')).toContainText('память браузера заполнена');
  await expect(page.getByTestId('evening')).toBeVisible();
  expect(await evening(page)).toEqual(before);
});

test('from a game\'s end: an evening begins with that game as its first, and the next game is dealt from it', async ({ page }) => {
  const log = JSON.parse(fs.readFileSync(require('node:path').join(__dirname, '..', 'data', 'protocol-sport.json'), 'utf8'));
  log.setup.players.forEach((p, i) => { p.name = PEOPLE[i]; });
  await g.toStart(page);
  await page.getByTestId('import-file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(log)) });
  await expect(page.getByTestId('winner')).toBeVisible();
  await expect(page.getByTestId('to-evening')).toHaveText('Начать вечер с этой игры');
  await page.getByTestId('to-evening').click();
  await expect(page.getByTestId('evening-games').locator('li')).toHaveText(['Игра 1 — Победа красных']);
  await expect(page.locator('[data-testid="standings"] tbody tr')).toHaveCount(10);
  const saved = await evening(page);
  expect(saved.players).toEqual(PEOPLE.slice(0, 10));
  expect(saved.games[0].game).toEqual(log);
  // Back to the game's end: it is the evening's now.
  await page.getByTestId('evening-back').click();
  await page.getByTestId('history-open').click();
  await page.locator('.history-row').first().click();
  await expect(page.getByTestId('to-evening')).toHaveText('К таблице вечера');
});

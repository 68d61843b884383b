// Issue 39 §1: the evening's sheet a club keeps. A three-game evening ended and reopened from
// «Прошлые вечера» (read-only: its standings, per-game grid and sheet, printed again, its CSV
// and file); the standings' legend and the tie-breaks that decided places at equal points;
// the sheet's one «Назад»; ten games of fourteen players on one A4 page; a game dealt from the
// evening's drawn seats offers no second «Рассадка жребием».
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { test, expect, shot } = require('./fixtures');
const g = require('./game');

const EVENING_KEY = 'mafia-host.evening.v1';
const EVENINGS_KEY = 'mafia-host.evenings.v1';
const PEOPLE = ['Аня', 'Борис', 'Вера', 'Глеб', 'Дина', 'Ефим', 'Жанна', 'Зоя', 'Иван', 'Кира', 'Лев', 'Мила', 'Нина', 'Олег'];

const eveningDoc = g.eveningDoc;

async function downloaded(page, locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), locator.click()]);
  return { name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), 'utf8') };
}

async function fitsWidth(page) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(over, 'nothing wider than the screen').toBeLessThanOrEqual(0);
  // Nothing cut at the screen's right edge either (a box that clips hides what the page's
  // width does not show): every element ends inside the screen, unless it is in a table's
  // own sideways box (`.grid-scroll`: the names stay in view, the columns scroll), and the
  // sheet as a whole never scrolls sideways.
  const cut = await page.evaluate(() => [...document.querySelectorAll('main *')]
    .filter((el) => el.getClientRects().length > 0 && !el.parentElement.closest('.grid-scroll'))
    .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
    .map((el) => `${el.tagName.toLowerCase()}.${el.className} «${el.textContent.slice(0, 20)}» ${Math.round(el.getBoundingClientRect().right)}`));
  expect(cut, 'nothing cut at the right edge').toEqual([]);
  const sideways = await page.evaluate(() => [...document.querySelectorAll('.evening-sheet')]
    .filter((el) => el.scrollWidth > el.clientWidth + 1).length);
  expect(sideways, 'the sheet itself does not scroll sideways').toBe(0);
}

/** How many A4 pages the page prints on. */
async function pages(page) {
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  return (pdf.match(/\/Type\s*\/Page(?!s)/g) || []).length;
}

/** The standings' lines as [rank, name, points]. */
async function lines(page, scope) {
  return page.locator(`${scope} [data-testid="standings"] tbody tr.line`).evaluateAll((trs) =>
    trs.map((tr) => [Number(tr.dataset.rank), tr.dataset.name, tr.querySelector('[data-col="total"]').textContent]));
}

const WORDS = {
  ru: { locale: 'ru-RU', back: 'Назад', legend: ['К/Ч — побед за красных / за чёрных', 'Ш/Д — побед шерифом / доном', 'Комп. — компенсация убитому первым'], tie: /выше, чем .+, при равных очках: /, star: '* — место решил дополнительный показатель', sep: ';', seat: 'Игра 1: место за столом', satOut: 'не играл(а)' },
  en: { locale: 'en-US', back: 'Back', legend: ['R/B — wins for red / for black', 'S/D — wins as Sheriff / as Don', 'Ci — first-killed compensation'], tie: /above .+ at equal points: /, star: '* — a tie-break decided the place', sep: ',', seat: 'Game 1: seat', satOut: 'sat out' },
};

const SIZES = [{ width: 390, height: 844 }, { width: 360, height: 740 }];
for (const [lang, size] of ['ru', 'en'].flatMap((l) => SIZES.map((s) => [l, s]))) {
  const ui = WORDS[lang];
  test.describe(`the evening's sheet (${lang}, ${size.width}×${size.height})`, () => {
    test.use({ locale: ui.locale, viewport: size });

    test('a three-game evening: legend, tie-breaks, the grid, one «Назад»; ended, it reopens read-only and prints again', async ({ page }) => {
      test.setTimeout(120_000);
      const doc = eveningDoc(PEOPLE.slice(0, 12), 3);
      await g.toStart(page);
      await page.evaluate(([key, text]) => localStorage.setItem(key, text), [EVENING_KEY, JSON.stringify(doc)]);
      await page.reload();
      await page.getByTestId('evening-open').click();
      await expect(page.getByTestId('evening-games').locator('li')).toHaveCount(3);
      // Every short column has its legend.
      const legend = page.getByTestId('standings-legend');
      for (const line of ui.legend) await expect(legend).toContainText(line);
      // Where places differ at equal points, the tie-break that decided is said.
      const shown = await lines(page, '[data-testid="evening"]');
      const decided = shown.filter((l, i) => i + 1 < shown.length && l[2] === shown[i + 1][2] && l[0] !== shown[i + 1][0]);
      expect(decided.length, 'the fixture has places decided at equal points').toBeGreaterThan(0);
      const ties = page.locator('[data-testid="evening"] > [data-testid="tie-breaks"] li');
      await expect(ties).toHaveCount(decided.length);
      expect(await ties.evaluateAll((li) => li.map((x) => Number(x.dataset.rank)))).toEqual(decided.map((l) => l[0]));
      await expect(ties.first()).toHaveText(ui.tie);
      // The mark on such a place has its legend too.
      expect(await page.locator('[data-testid="evening"] > [data-testid="standings"] tr.tied').evaluateAll((tr) => tr.map((x) => Number(x.dataset.rank)))).toEqual(decided.map((l) => l[0]));
      await expect(legend).toContainText(ui.star);
      await fitsWidth(page);
      await shot(page, `evening-sheet-${lang}-${size.width}-standings`);

      // The sheet: the grid, and one way back, to the evening.
      await page.getByTestId('evening-sheet').click();
      await expect(page.getByTestId('evening-sheet-page')).toBeVisible();
      await expect(page.getByRole('button', { name: ui.back, exact: true })).toHaveCount(1);
      await expect(page.getByTestId('evening-back')).toHaveCount(0);
      const grid = page.getByTestId('evening-grid');
      await expect(grid.locator('tbody tr')).toHaveCount(12);
      await expect(grid.locator('thead th.game')).toHaveCount(3);
      // Game k seats people 3k..3k+9 (of twelve, round the list): Лев sat out game 1, then
      // played seat 8 (a civilian) and seat 5 (the Sheriff); Борис sat out game 2.
      const lev = grid.locator('tbody tr[data-name="Лев"] td.cell');
      await expect(lev.nth(0)).toHaveClass(/out/);
      await expect(lev.nth(0)).toHaveText('—');
      await expect(lev.nth(1).locator('.cell-head')).toHaveText(lang === 'ru' ? '8 Мир' : '8 Civ');
      await expect(lev.nth(2).locator('.cell-head')).toHaveText(lang === 'ru' ? '5 Шер' : '5 Sher');
      await expect(grid.locator('tbody tr[data-name="Борис"] td.cell').nth(1)).toHaveClass(/out/);
      await expect(page.getByTestId('grid-legend')).toContainText(lang === 'ru' ? 'ПУ — первый убитый' : 'FK — first killed');
      await fitsWidth(page);
      await shot(page, `evening-sheet-${lang}-${size.width}-sheet`);
      await page.getByTestId('evening-sheet-back').click();
      await expect(page.getByTestId('evening-deal')).toBeVisible();
      // The phone's Back from the sheet goes to the evening as well.
      await page.getByTestId('evening-sheet').click();
      await page.goBack();
      await expect(page.getByTestId('evening-deal')).toBeVisible();

      // Ended, it is among the past evenings, and opens there.
      await page.getByTestId('evening-end').click();
      await page.getByTestId('evening-end-yes').click();
      await expect(page.getByTestId('evening-begin')).toBeVisible();
      const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), EVENINGS_KEY);
      expect(stored).toHaveLength(1);
      await page.getByTestId('past-open').click();
      const past = page.getByTestId('past-evening');
      await expect(past).toBeVisible();
      expect(await lines(page, '[data-testid="past-evening"]')).toEqual(shown);
      await expect(past.getByTestId('standings-legend')).toContainText(ui.legend[0]);
      await expect(past.getByTestId('tie-breaks').locator('li')).toHaveCount(decided.length);
      await expect(page.getByTestId('evening-grid').locator('tbody tr')).toHaveCount(12);
      await expect(page.getByTestId('evening-games').locator('li')).toHaveCount(3);
      // Read-only: nothing to type, draw, deal, end or import; one «Назад».
      for (const id of ['evening-name', 'evening-draw', 'evening-deal', 'evening-end', 'evening-import', 'evening-players', 'evening-begin']) {
        await expect(page.getByTestId(id)).toHaveCount(0);
      }
      await expect(page.locator('input')).toHaveCount(0);
      await expect(page.getByRole('button', { name: ui.back, exact: true })).toHaveCount(1);
      await fitsWidth(page);
      await shot(page, `evening-sheet-${lang}-${size.width}-past`);
      if (lang === 'ru' && size.width === 390) {
        // README's picture: an ended evening reopened from «Прошлые вечера», from its top.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(__dirname, '..', '..', 'docs', 'screenshots', 'evening-past-ru.png'), animations: 'disabled' });
      }
      // Printed again on one A4 page: only the sheet.
      expect(await pages(page), 'the past evening prints on one A4 page').toBe(1);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('evening-print')).toBeHidden();
      await expect(past).toBeHidden();
      await expect(page.getByTestId('evening-grid')).toBeVisible();
      await shot(page, `evening-sheet-${lang}-${size.width}-past-print`);
      await page.emulateMedia({ media: 'screen' });
      // Its CSV holds the grid; its file is the evening as it was stored.
      const csv = await downloaded(page, page.getByTestId('evening-csv'));
      const rows = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(ui.sep));
      expect(rows).toHaveLength(13);
      expect(rows[0]).toHaveLength(16 + 3 * 8);
      expect(rows[0][16]).toBe(ui.seat);
      const levRow = rows.find((r) => r[1] === 'Лев');
      expect(levRow.slice(16, 18)).toEqual(['', ui.satOut]);
      expect(levRow[16 + 8]).toBe('8');
      expect(rows.find((r) => r[1] === 'Борис')[16 + 8 + 1]).toBe(ui.satOut);
      const file = await downloaded(page, page.getByTestId('evening-file'));
      expect(file.text).toBe(stored[0]);
      // «Назад» goes to the evening's screen, with the list.
      await page.getByTestId('evening-sheet-back').click();
      await expect(page.getByTestId('past-evenings')).toBeVisible();
      await page.getByTestId('past-open').click();
      await page.goBack();
      await expect(page.getByTestId('past-evenings')).toBeVisible();
    });
  });
}

test('ten games of fourteen players print on one A4 page, the grid whole', async ({ page }) => {
  const doc = eveningDoc(PEOPLE, 10);
  await g.toStart(page);
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [EVENING_KEY, JSON.stringify(doc)]);
  await page.reload();
  await page.getByTestId('evening-open').click();
  await page.getByTestId('evening-sheet').click();
  const grid = page.getByTestId('evening-grid');
  await expect(grid.locator('tbody tr')).toHaveCount(14);
  await expect(grid.locator('tbody td.cell')).toHaveCount(140);
  await expect(grid.locator('tbody td.cell.out')).toHaveCount(40);
  expect(await pages(page), 'ten games, fourteen players: one A4 page').toBe(1);
  // In print the whole grid is on the page: no cell cut off at the right (A4 less margins).
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  const right = await grid.evaluate((t) => t.getBoundingClientRect().right);
  expect(right).toBeLessThanOrEqual(794);
  await shot(page, 'evening-sheet-ru-a4-ten-games');
  // README's picture: the printed sheet of a ten-game club evening.
  await page.screenshot({ path: path.join(__dirname, '..', '..', 'docs', 'screenshots', 'evening-sheet-a4-ru.png'), fullPage: true, animations: 'disabled' });
  await page.emulateMedia({ media: 'screen' });
});

test('a game dealt from the evening\'s drawn seats offers no second draw; dealt without a draw, it does', async ({ page }) => {
  const doc = eveningDoc(PEOPLE.slice(0, 10), 1);
  await g.toStart(page);
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [EVENING_KEY, JSON.stringify(doc)]);
  await page.reload();
  await page.getByTestId('evening-open').click();
  await page.getByTestId('evening-draw').click();
  const seats = await page.locator('[data-testid="evening-seating"] .who').allTextContents();
  await page.getByTestId('evening-deal').click();
  const inputs = page.locator('.seat-list input');
  await expect(inputs).toHaveCount(10);
  for (let i = 0; i < 10; i += 1) await expect(inputs.nth(i)).toHaveValue(seats[i]);
  await expect(page.getByRole('button', { name: 'Рассадка жребием' })).toHaveCount(0);
  await expect(page.getByTestId('seats-from-evening')).toHaveText(/Места вытянуты жребием вечера/);
  await shot(page, 'evening-sheet-ru-390-dealt-seats');
  // A reload keeps it so.
  await page.reload();
  await expect(inputs).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Рассадка жребием' })).toHaveCount(0);
  await expect(page.getByTestId('seats-from-evening')).toBeVisible();
  // The set-up left; dealt again without drawing, the set-up's draw is there.
  await page.evaluate((key) => {
    localStorage.removeItem('mafia-host.setup.v1');
    const e = JSON.parse(localStorage.getItem(key));
    delete e.seating;
    delete e.dealing;
    localStorage.setItem(key, JSON.stringify(e));
  }, EVENING_KEY);
  await g.toStart(page);
  await page.getByTestId('evening-open').click();
  await expect(page.getByTestId('evening-seating')).toHaveCount(0);
  await page.getByTestId('evening-deal').click();
  await expect(inputs).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Рассадка жребием' })).toBeVisible();
  await expect(page.getByTestId('seats-from-evening')).toHaveCount(0);
});

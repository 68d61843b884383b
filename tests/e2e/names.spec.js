// Names (issue 15, point 10): one length limit everywhere, long words wrap or are cut with
// an ellipsis on every screen (no screen wider than the phone), and a bidi control in a
// name (U+202E) is isolated so it cannot turn the words around it.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { test, expect, shot, openApp } = require('./fixtures');
const g = require('./game');

const EXAMPLE = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'examples', 'sport-red-win.json'), 'utf8'),
);
const LONG = 'Константинопольский'; // 19 letters, one word
const FORTY = 'Ж'.repeat(40); // the limit, one word
const RLO = 'Ева\u202Eвонаворп'; // a right-to-left override inside a name

/** The example game with long names, one action before its end. */
function longNames() {
  const log = JSON.parse(JSON.stringify(EXAMPLE));
  log.setup.players.forEach((p, i) => {
    p.name = [LONG, FORTY, RLO][i % 3];
  });
  log.actions = log.actions.slice(0, -1);
  return log;
}

async function fitsThePhone(page, what) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > page.viewportSize().width) {
    console.log(await page.evaluate(() => [...document.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > window.innerWidth).map((e) => `${e.tagName}.${e.className} ${e.getBoundingClientRect().right}`).slice(0, 15).join('\n')));
  }
  expect(width, `${what}: page width`).toBeLessThanOrEqual(page.viewportSize().width);
}

for (const [w, h] of [[360, 740], [390, 844]]) {
  test(`long names fit every screen at ${w}×${h}: the table, game over, points, the protocol`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await g.continueGame(page, longNames());
    await fitsThePhone(page, 'game');
    await g.primary(page);
    await expect(page.getByTestId('winner')).toBeVisible();
    await fitsThePhone(page, 'game over');
    await page.getByTestId('scores-toggle').click();
    await expect(page.getByTestId('score-1')).toBeVisible();
    await fitsThePhone(page, 'points');
    await shot(page, `names-over-${w}-ru`);
    await page.getByTestId('protocol-open').click();
    await expect(page.getByTestId('protocol')).toBeVisible();
    await fitsThePhone(page, 'protocol');
    await shot(page, `names-protocol-${w}-ru`);
  });
}

test('a bidi control in a name is isolated on every screen that shows it', async ({ page }) => {
  await g.continueGame(page, longNames());
  const seat3 = await g.seat(page, 3).locator('.seat-name').textContent();
  expect(seat3).toBe(`\u2068${RLO}\u2069`);
  await g.primary(page);
  await page.getByTestId('scores-toggle').click();
  const whos = await page.locator('.who').allTextContents();
  expect(whos.length).toBeGreaterThan(0);
  for (const who of whos) {
    expect(who.startsWith('\u2068') && who.endsWith('\u2069'), JSON.stringify(who)).toBe(true);
  }
  await page.getByTestId('protocol-open').click();
  const names = await page.locator('[data-testid="protocol"] td.name').allTextContents();
  expect(names).toContain(`\u2068${RLO}\u2069`);
});

test('an imported name over the limit is refused in words, under R-ROLE-4', async ({ page }, info) => {
  await openApp(page);
  const log = longNames();
  log.setup.players[0].name = 'Ж'.repeat(41);
  const where = info.outputPath('long-name.json');
  fs.writeFileSync(where, JSON.stringify(log));
  await page.getByTestId('import-file').setInputFiles(where);
  // In the Russian interface the fault is said in Russian, under its rule, with the seat.
  await expect(page.getByTestId('import-error')).toContainText('R-ROLE-4');
  await expect(page.getByTestId('import-error')).toContainText(
    'В имени на месте №1 41 знак, а в имени не больше 40 знаков');
  await expect(page.getByTestId('continue')).toBeDisabled();
  // The same refusal in English after a switch, in the replay command's words.
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByTestId('import-error')).toContainText('R-ROLE-4');
  await expect(page.getByTestId('import-error')).toContainText('at most 40');
  await expect(page.getByTestId('import-error')).not.toContainText('знак');
});

test('the set-up field takes at most 40 characters', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Новая игра' }).click();
  await page.getByRole('radio', { name: /Спорт/ }).click();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  const input = page.locator('.name-input').first();
  // Counted in characters, not UTF-16 units (issue 22 §5.6): 20 × 👍🏽 (80 units) fit whole.
  const thumbs = '👍🏽'.repeat(20);
  await input.fill(thumbs);
  await expect(input).toHaveValue(thumbs);
  await expect(page.getByTestId('name-cut')).toHaveCount(0);
  // A longer name is cut to 40 characters, and the cut is said.
  await input.fill(`${'Я'.repeat(40)}лишнее`);
  await expect(input).toHaveValue('Я'.repeat(40));
  await expect(page.getByTestId('name-cut')).toHaveText('Имя обрезано до 40 знаков: длиннее нельзя.');
  await shot(page, 'name-cut-ru');
});

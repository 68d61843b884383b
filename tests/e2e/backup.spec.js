// One backup file of everything the app keeps (issue 38, docs/backup.md): saved from
// Settings and restored onto an empty phone with everything back and nothing changed; a
// damaged file refused in words with nothing changed; a restore that would replace the game
// in progress replaces it only when ticked.
'use strict';
const fs = require('node:fs');
const { test, expect, shot, storedTournament } = require('./fixtures');
const g = require('./game');

// The phone's own keys, never in a backup (engine::backup::NOT_BACKED_UP).
const OWN = ['mafia-host.pair-host.v1', 'mafia-host.backup-made.v1', 'mafia-host.pair-screen.v1',
  'mafia-host.screen-linked.v1', 'mafia-host.resume', 'mafia-host.doing'];

/** The app's keys and their texts, the phone's own left out. */
const stored = (page) => page.evaluate((own) => {
  const out = {};
  for (let i = 0; i < localStorage.length; i += 1) {
    const k = localStorage.key(i);
    if (k.startsWith('mafia-host.') && !own.includes(k)) out[k] = localStorage.getItem(k);
  }
  return out;
}, OWN);

async function openSettings(page) {
  await g.toStart(page);
  await page.getByTestId('settings-open').click();
  await expect(page.getByTestId('backup-save')).toBeVisible();
}

async function saveBackup(page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-save').click()]);
  expect(file.suggestedFilename()).toMatch(/^mafia-host-backup-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
  return fs.readFileSync(await file.path(), 'utf8');
}

const pick = (page, text) => page.getByTestId('backup-file').setInputFiles({
  name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text),
});

test('a backup brings everything back onto an empty phone, nothing changed; a damaged one changes nothing', async ({ page }) => {
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await g.primary(page, 4);
  await page.evaluate(() => localStorage.setItem('mafia-host.muted.v1', '1'));
  await openSettings(page);
  await expect(page.getByTestId('backup-made')).toHaveText('Копия ещё не сохранялась.');
  const before = await stored(page);
  expect(Object.keys(before)).toEqual(expect.arrayContaining(['mafia-host.save.v1', 'mafia-host.muted.v1']));
  const text = await saveBackup(page);
  expect(JSON.parse(text)).toMatchObject({ format: 'mafia-host-backup', version: 1 });
  await expect(page.getByTestId('backup-made')).toHaveText(/^Последняя копия: \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

  // An empty phone: the same file restores it all.
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await openSettings(page);
  await pick(page, text);
  await expect(page.getByTestId('backup-adds')).toContainText('идущая игра');
  await expect(page.getByTestId('backup-replaces')).toHaveCount(0);
  await shot(page, 'backup-plan-ru');
  await page.getByTestId('backup-apply').click();
  await expect(page.getByTestId('backup-status')).toHaveText('Восстановлено.');
  expect(await stored(page)).toEqual(before);
  await g.toStart(page);
  await page.getByTestId('continue').click();
  await expect(g.say(page)).toHaveText('Слово игроку №1.');

  // A damaged file: refused in words, nothing changed.
  await openSettings(page);
  const now = await stored(page);
  await pick(page, text.slice(0, text.length / 2));
  await expect(page.getByTestId('backup-status')).toHaveText('Это не резервная копия приложения, или файл повреждён: ничего не изменено.');
  await expect(page.getByTestId('backup-plan')).toHaveCount(0);
  await pick(page, JSON.stringify({ format: 'mafia-host-backup', version: 99 }));
  await expect(page.getByTestId('backup-status')).toHaveText('Копия сделана более новой версией приложения: обновите приложение. Ничего не изменено.');
  expect(await stored(page)).toEqual(now);
});

test('a restore that would replace the game in progress asks first: unticked, the game here stays', async ({ page }) => {
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await g.primary(page, 4);
  await openSettings(page);
  const text = await saveBackup(page);
  const theirs = await page.evaluate(() => localStorage.getItem('mafia-host.save.v1'));
  // Another game in progress here now.
  await g.startGame(page, 'home', ['civilian', 'mafia', 'civilian', 'sheriff', 'civilian', 'civilian', 'don']);
  const ours = await page.evaluate(() => localStorage.getItem('mafia-host.save.v1'));
  expect(ours).not.toEqual(theirs);
  await openSettings(page);
  await pick(page, text);
  const replace = page.getByTestId('backup-replaces');
  await expect(replace).toContainText('идущую игру (она уйдёт в историю)');
  await expect(page.getByTestId('backup-replace-0')).not.toBeChecked();
  await shot(page, 'backup-replace-ru');
  await page.getByTestId('backup-apply').click();
  await expect(page.getByTestId('backup-status')).toHaveText('Восстановлено.');
  expect(await page.evaluate(() => localStorage.getItem('mafia-host.save.v1'))).toEqual(ours);

  // Ticked: the backup's game is in progress, the one here went into the history.
  await pick(page, text);
  const items = await replace.locator('li').allTextContents();
  const at = items.findIndex((t) => t.includes('идущую игру'));
  expect(at).toBeGreaterThanOrEqual(0);
  await page.getByTestId(`backup-replace-${at}`).check();
  await page.getByTestId('backup-apply').click();
  await expect(page.getByTestId('backup-status')).toHaveText('Восстановлено.');
  expect(await page.evaluate(() => localStorage.getItem('mafia-host.save.v1'))).toEqual(theirs);
  const history = await page.evaluate(() => JSON.parse(localStorage.getItem('mafia-host.history.v1') || '[]'));
  expect(history.map((s) => s.id)).toContain(JSON.parse(ours).id);
});

test("the organiser's tournament, kept as a base and a key per game, goes into a backup as one whole document and comes back", async ({ page }) => {
  const KEY = 'mafia-host.tournament.v1';
  const doc = fs.readFileSync(`${__dirname}/fixtures/tournament/tournament.json`, 'utf8');
  // An earlier release's whole document: opened as before, then kept split.
  await g.toStart(page);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, doc]);
  await page.reload();
  await page.getByTestId('tournament-open').click();
  await expect(page.getByTestId('tour-tab-results')).toBeVisible();
  const keys = await stored(page);
  expect(JSON.parse(keys[KEY])).toMatchObject({ format: 'mafia-host-tournament-kept', version: 1, games: 4 });
  expect(Object.keys(keys).filter((k) => k.startsWith(`${KEY}.game.`)).sort()).toEqual([0, 1, 2, 3].map((i) => `${KEY}.game.${i}`));
  expect(JSON.parse(await storedTournament(page))).toEqual(JSON.parse(doc));

  // The backup holds it whole, under its key, and no game's key.
  await openSettings(page);
  const text = await saveBackup(page);
  const backup = JSON.parse(text);
  expect(JSON.parse(backup.tournament.text)).toEqual(JSON.parse(doc));
  expect(Object.keys(backup.settings || {}).filter((k) => k.startsWith(KEY))).toEqual([]);

  // Restored onto an empty phone: the whole document under the key, opened and kept split.
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await openSettings(page);
  await pick(page, text);
  await page.getByTestId('backup-apply').click();
  await expect(page.getByTestId('backup-status')).toHaveText('Восстановлено.');
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe(backup.tournament.text);
  await g.toStart(page);
  await page.getByTestId('tournament-open').click();
  await expect(page.getByTestId('tour-tab-results')).toBeVisible();
  expect(JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY)).format).toBe('mafia-host-tournament-kept');
  expect(JSON.parse(await storedTournament(page))).toEqual(JSON.parse(doc));
});

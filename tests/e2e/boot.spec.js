// The start binary (issue 16, src/ui/boot.rs): a small wasm the page loads before the app. It
// draws the start screen, so New game answers a tap while the app (held back here) is still
// on its way; the app then takes the start screen's place and carries the tap out. When the
// app has something to decide first (a save, a game under way), the start binary draws nothing.
'use strict';
const { test, expect, shot } = require('./fixtures');
const g = require('./game');

// The app's wasm is held back by a route; a service worker would answer it past the route.
test.use({ serviceWorkers: 'block' });

/** Holds the app's own wasm (not the start binary's) until `release()`. */
async function holdApp(page) {
  let release;
  const gate = new Promise((r) => { release = r; });
  const held = [];
  await page.route(/\/mafia-host-[0-9a-f]{16}_bg\.wasm$/, async (route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { release: () => release(), held };
}

test('the start binary draws the start screen before the app; a tap on New game is carried out when the app arrives', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/');
  const boot = page.locator('[data-boot] section.start');
  await expect(boot).toBeVisible();
  expect(app.held.length, 'the app wasm was requested and is held').toBe(1);
  // The page calls itself usable here, with the app still held back.
  expect(await page.evaluate(() => performance.getEntriesByName('app-usable').length)).toBe(1);
  await expect(page.getByTestId('continue')).toBeDisabled();
  await expect(page.locator('[data-boot]').getByText('Сохранённой игры нет')).toBeVisible();
  // The host's language, chosen before the app arrived, stays.
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.locator('#shell h1')).toHaveText('Mafia Host');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'New game' }).click();
  // The tap is answered at once: the hero gives way to the set-up's frame.
  await expect(page.locator('[data-boot] [data-testid="screen-loading"]')).toHaveText('Loading…');
  await expect(page.locator('#shell')).toBeHidden();
  app.release();
  await expect(page.getByRole('radio', { name: 'Sport' })).toBeVisible();
  await expect(page.locator('[data-boot]')).toHaveCount(0);
  await expect(page.getByTestId('screen-loading')).toHaveCount(0);
  // One mark: the app does not mark the page usable a second time.
  expect(await page.evaluate(() => performance.getEntriesByName('app-usable').length)).toBe(1);
  // The app's Back returns to its own start screen, in the host's language.
  await page.getByRole('button', { name: 'Back' }).first().click();
  await expect(page.locator('section.start')).toBeVisible();
  await expect(page.getByTestId('history-open')).toHaveText('History');
  await expect(page.locator('[data-boot]')).toHaveCount(0);
});

test('with no tap before the app, the app takes the start screen over in place', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/');
  await expect(page.locator('[data-boot] section.start')).toBeVisible();
  const button = page.getByRole('button', { name: 'Новая игра' });
  const before = await button.boundingBox();
  app.release();
  await expect(page.getByTestId('history-open')).toBeVisible();
  await expect(page.locator('[data-boot]')).toHaveCount(0);
  await expect(page.locator('section.start')).toHaveCount(1);
  await expect(page.locator('#shell')).toBeVisible();
  expect(await button.boundingBox()).toEqual(before);
  await button.click();
  await expect(page.getByRole('radio', { name: 'Спорт' })).toBeVisible();
});

test('a saved game or a game under way: the start binary draws nothing, the app decides', async ({ page }) => {
  // A game under way, then a reload: the game comes back, and no start screen ever showed.
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await expect(g.phase(page)).toHaveText('Ночь 1 · знакомство');
  await page.addInitScript(() => {
    window.__bootSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-boot], section.start')) window.__bootSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(g.phase(page)).toHaveText('Ночь 1 · знакомство');
  expect(await page.evaluate(() => window.__bootSeen)).toBe(false);

  // A new tab over a saved game, with the app held back: only the hero, no buttons that
  // could say the wrong thing; then the app's start screen with Continue.
  const app = await holdApp(page);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await expect(page.locator('#shell h1')).toBeVisible();
  await expect.poll(() => app.held.length).toBe(1);
  await expect(page.locator('section.start')).toHaveCount(0);
  expect(await page.evaluate(() => performance.getEntriesByName('app-usable').length)).toBe(0);
  app.release();
  await expect(page.getByTestId('continue')).toBeEnabled();
  expect(await page.evaluate(() => performance.getEntriesByName('app-usable').length)).toBe(1);
});

// What the host sees of the start binary, looked at: its start screen and the frame a tap
// opens, at both phone sizes and in both languages (tests/e2e/screenshots/boot-*.png).
for (const [w, h] of [[360, 740], [390, 844]]) {
  for (const lang of ['ru', 'en']) {
    test(`the start binary's screen and frame at ${w}×${h} (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await page.addInitScript((l) => localStorage.setItem('mafia-host.lang.v1', l), lang);
      const app = await holdApp(page);
      await page.goto('/');
      const start = page.locator('[data-boot] section.start');
      await expect(start).toBeVisible();
      const newGame = page.getByRole('button', { name: lang === 'ru' ? 'Новая игра' : 'New game' });
      // The main button in thumb reach, the whole screen without a scroll.
      const box = await newGame.boundingBox();
      expect(box.y + box.height).toBeLessThanOrEqual(h);
      expect(box.y + box.height).toBeGreaterThan(h * 0.8);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(h);
      await shot(page, `boot-${lang}-${w}`);
      await newGame.click();
      await expect(page.getByTestId('screen-loading')).toHaveText(lang === 'ru' ? 'Загрузка…' : 'Loading…');
      await shot(page, `boot-${lang}-${w}-frame`);
      app.release();
      await expect(page.getByRole('radio', { name: lang === 'ru' ? 'Спорт' : 'Sport' })).toBeVisible();
    });
  }
}

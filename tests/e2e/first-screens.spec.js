// The first screens (issue 25, src/ui/root.rs): the wasm's main module draws the start screen
// and the whole set-up, so neither waits for the app's chunk (`split_app`, held back here). The
// app takes over when the host leaves them, carrying out what was asked (the dealt game, a
// start tool, a file); when it has something to decide first (a save, a game under way), it
// draws the first screen itself and the main module draws none.
'use strict';
const { test, expect, shot } = require('./fixtures');
const g = require('./game');

// The app's chunk is held back by a route; a service worker would answer it past the route.
test.use({ serviceWorkers: 'block' });

/** Holds every request for a file whose address matches `re` until `release()`. */
async function hold(page, re) {
  let release;
  const gate = new Promise((r) => { release = r; });
  const held = [];
  await page.route(re, async (route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { release: () => release(), held };
}

/** Holds a chunk (`split_<name>`, the app's unless told). */
const holdChunk = (page, name = 'app') => hold(page, new RegExp(`/split_${name}-[0-9a-f]{16}\\.wasm$`));

/** Holds the main module's wasm (the preload and the loader's fetch). */
const holdMain = (page) => hold(page, /\/mafia-host-[0-9a-f]{16}_bg\.wasm$/);

test('before the wasm, a first visit\'s New game is there: a hurried tap is kept and opens the set-up once', async ({ page }) => {
  const main = await holdMain(page);
  await page.goto('/');
  await expect.poll(() => main.held.length, { message: 'the main module was requested and is held' }).toBeGreaterThan(0);
  const newGame = page.getByRole('button', { name: 'Новая игра', exact: true });
  await expect(newGame).toBeEnabled();
  await expect(page.getByTestId('continue')).toBeDisabled();
  await expect(page.getByText('Сохранённой игры нет')).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByName('app-usable').length)).toBe(0);
  const early = await newGame.boundingBox();
  await shot(page, 'first-before-wasm-ru');
  // A double tap: the first is kept, the second lands on the frame and does nothing.
  await page.mouse.dblclick(early.x + early.width / 2, early.y + early.height / 2);
  await expect(page.getByTestId('screen-loading')).toContainText('Загрузка…');
  await expect(page.locator('#shell')).toBeHidden();
  await expect(newGame).toHaveCount(0);
  await shot(page, 'first-before-wasm-tapped-ru');
  main.release();
  // The set-up's first step, not the next one; the page's own screen gone.
  await expect(page.getByRole('radio', { name: 'Спорт' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Далее', exact: true })).toBeEnabled();
  await expect(page.getByTestId('screen-loading')).toHaveCount(0);
  await expect(page.locator('#early')).toHaveCount(0);
  await expect(page.locator('section.setup')).toHaveCount(1);
  // Back: the wasm's start screen, its New game exactly where the page's was.
  await page.getByRole('button', { name: 'Назад' }).first().click();
  await expect(page.locator('main > section.start')).toHaveCount(1);
  await expect(page.locator('#shell')).toBeVisible();
  expect(await newGame.boundingBox()).toEqual(early);
});

test('before the wasm, in English on a short phone; untapped, the wasm\'s start screen takes the page\'s place unmoved', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('mafia-host.lang.v1', 'en'));
  const main = await holdMain(page);
  await page.goto('/');
  const newGame = page.getByRole('button', { name: 'New game', exact: true });
  await expect(newGame).toBeEnabled();
  await expect(page.getByText('No saved game')).toBeVisible();
  await expect(page.locator('#shell h1')).toHaveText('Mafia Host');
  const early = await newGame.boundingBox();
  await shot(page, 'first-before-wasm-en-360');
  main.release();
  await expect(page.getByTestId('evening-open')).toBeVisible();
  await expect(page.locator('#early')).toHaveCount(0);
  await expect(page.locator('main > section.start')).toHaveCount(1);
  expect(await newGame.boundingBox()).toEqual(early);
  await newGame.click();
  await expect(page.getByRole('radio', { name: 'Sport' })).toBeVisible();
});

test('before the wasm, a host who has been here before sees only the hero: the app decides', async ({ page }) => {
  // Anything of the app's stored (here a setting) and the page draws no buttons of its own.
  await page.addInitScript(() => localStorage.setItem('mafia-host.muted.v1', 'true'));
  const main = await holdMain(page);
  await page.goto('/');
  await expect(page.locator('#shell h1')).toBeVisible();
  await expect.poll(() => main.held.length).toBeGreaterThan(0);
  await expect(page.locator('section.start')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  main.release();
  await expect(page.getByRole('button', { name: 'Новая игра', exact: true })).toBeEnabled();
});

test('the start screen and a whole set-up without the app; the dealt game waits in a frame until it comes', async ({ page }) => {
  const app = await holdChunk(page);
  await page.goto('/');
  await expect(page.locator('main > section.start')).toBeVisible();
  // The page calls itself usable with the app still held back.
  expect(await page.evaluate(() => performance.getEntriesByName('app-usable').length)).toBe(1);
  await expect.poll(() => app.held.length, { message: 'the app chunk was requested and is held' }).toBe(1);
  await expect(page.getByTestId('continue')).toBeDisabled();
  // The host's language, chosen here, stays when the app takes over.
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.locator('#shell h1')).toHaveText('Mafia Host');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'New game' }).click();
  // The set-up itself at once, no frame, and the hero gone.
  await expect(page.getByRole('radio', { name: 'Sport' })).toBeVisible();
  await expect(page.getByTestId('screen-loading')).toHaveCount(0);
  await expect(page.locator('#shell')).toBeHidden();
  // Its Back returns to the same start screen.
  await page.getByRole('button', { name: 'Back' }).first().click();
  await expect(page.locator('main > section.start')).toBeVisible();
  await expect(page.locator('#shell')).toBeVisible();
  // The whole set-up, cards marked seat by seat, the app still held.
  await g.startGame(page, 'sport', g.SPORT_ROLES, 'en', { reload: false, until: 'dealt' });
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByTestId('screen-loading')).toHaveText('Loading…');
  expect(app.held.length).toBe(1);
  app.release();
  // The game the set-up dealt, in the host's language, its seats as marked.
  await expect(g.phase(page)).toHaveText('Night 1 · introductions');
  await expect(page.getByTestId('screen-loading')).toHaveCount(0);
  await expect(page.locator('.seat[data-seat]')).toHaveCount(10);
  // One mark: the app does not mark the page usable a second time.
  expect(await page.evaluate(() => performance.getEntriesByName('app-usable').length)).toBe(1);
  // A reload comes back to the game, drawn by the app.
  await page.reload();
  await expect(g.phase(page)).toHaveText('Night 1 · introductions');
});

test('the rarely opened parts of a game come in their own chunk: before it, a sheet waits in place, the seats stay put, and another tab\'s lock covers the game at once', async ({ page, context }) => {
  const more = await holdChunk(page, 'more');
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await expect(g.phase(page)).toHaveText('Ночь 1 · знакомство');
  await expect.poll(() => more.held.length, { message: 'the more chunk was requested and is held' }).toBe(1);
  const seats = await page.locator('.seats').boundingBox();
  // The tools' sheet is up at once, over the words, saying what it holds is on its way.
  await g.openTools(page);
  const sheet = page.getByTestId('sheet');
  await expect(sheet.getByTestId('screen-loading')).toContainText('Загрузка…');
  await expect(page.getByTestId('handoff-open')).toHaveCount(0);
  expect(await page.locator('.seats').boundingBox()).toEqual(seats);
  await shot(page, 'sheet-waiting-ru');
  // Another tab continues the game (the save written with its tab's word): before the
  // banner's words are there, a layer covers the whole game and no tap reaches it.
  const second = await context.newPage();
  await second.goto('/manifest.webmanifest');
  await second.evaluate((k) => {
    const save = JSON.parse(localStorage.getItem(k));
    save.tab = 'another';
    localStorage.setItem(k, JSON.stringify(save));
  }, 'mafia-host.save.v1');
  const lock = page.locator('.handoff.loading');
  await expect(lock).toContainText('Загрузка…');
  expect(await g.coversScreen(page, '.handoff.loading')).toBe(true);
  await expect(page.getByTestId('primary').click({ timeout: 1000 })).rejects.toThrow();
  await shot(page, 'other-tab-waiting-ru');
  more.release();
  await expect(page.getByTestId('other-tab')).toContainText('продолжили в другой вкладке');
  await expect(lock).toHaveCount(0);
  await page.getByTestId('other-tab-take').click();
  await expect(page.getByTestId('other-tab-lock')).toHaveCount(0);
  await expect(g.phase(page)).toHaveText('Ночь 1 · знакомство');
  expect(await page.locator('.seats').boundingBox()).toEqual(seats);
  // Once it is there, the sheets and the hand-off open with no frame at all.
  await g.openTools(page);
  await page.getByTestId('handoff-open').click();
  await expect(page.getByTestId('handoff')).toContainText('роли всех игроков');
  await expect(page.getByTestId('screen-loading')).toHaveCount(0);
  await second.close();
});

test('a start tool tapped before the app is there opens its screen when it comes', async ({ page }) => {
  const app = await holdChunk(page);
  await page.goto('/');
  await page.getByTestId('history-open').click();
  await expect(page.getByTestId('screen-loading')).toBeVisible();
  await expect(page.locator('#shell')).toBeHidden();
  app.release();
  await expect(page.locator('section.history')).toBeVisible();
  await expect(page.getByTestId('screen-loading')).toHaveCount(0);
  // The app's own start screen behind it, with its tools.
  await page.getByRole('button', { name: 'Назад' }).first().click();
  await expect(page.locator('main > section.start')).toHaveCount(1);
  await expect(page.locator('#shell')).toBeVisible();
  await expect(page.getByTestId('evening-open')).toBeVisible();
});

test('a saved game or a game under way: the main module draws no first screen, the app decides', async ({ page }) => {
  // A game under way, then a reload: the game comes back, and no start screen ever showed.
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await expect(g.phase(page)).toHaveText('Ночь 1 · знакомство');
  await page.addInitScript(() => {
    window.__startSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('section.start, section.setup')) window.__startSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(g.phase(page)).toHaveText('Ночь 1 · знакомство');
  expect(await page.evaluate(() => window.__startSeen)).toBe(false);

  // A new tab over a saved game, with the app held back: only the hero, no buttons that
  // could say the wrong thing; then the app's start screen with Continue.
  const app = await holdChunk(page);
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

// What the host sees of the first screens before the app has come, looked at: the start
// screen and the set-up's first step, at both phone sizes and in both languages
// (tests/e2e/screenshots/first-*.png).
for (const [w, h] of [[360, 740], [390, 844]]) {
  for (const lang of ['ru', 'en']) {
    test(`the first screens without the app at ${w}×${h} (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await page.addInitScript((l) => localStorage.setItem('mafia-host.lang.v1', l), lang);
      const app = await holdChunk(page);
      await page.goto('/');
      await expect(page.locator('main > section.start')).toBeVisible();
      const newGame = page.getByRole('button', { name: lang === 'ru' ? 'Новая игра' : 'New game' });
      // The main button in thumb reach.
      const box = await newGame.boundingBox();
      expect(box.y + box.height).toBeLessThanOrEqual(h);
      expect(box.y + box.height).toBeGreaterThan(h * 0.8);
      await expect(page.getByTestId('scan-open')).toBeVisible();
      await shot(page, `first-${lang}-${w}-start`);
      await newGame.click();
      await expect(page.getByRole('radio', { name: lang === 'ru' ? 'Спорт' : 'Sport' })).toBeVisible();
      const next = page.getByRole('button', { name: lang === 'ru' ? 'Далее' : 'Next', exact: true });
      await expect(next).toBeEnabled();
      const nb = await next.boundingBox();
      expect(nb.y + nb.height).toBeLessThanOrEqual(h);
      await shot(page, `first-${lang}-${w}-setup`);
      app.release();
    });
  }
}

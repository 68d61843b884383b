'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { test, expect, shot, openApp } = require('./fixtures');

const SAVE_KEY = 'mafia-host.save.v1';
// A real game log that replays: Continue is enabled only for an unfinished game that loads.
const SAVED_GAME = fs.readFileSync(
  path.join(__dirname, '..', '..', 'docs', 'examples', 'sport-red-win.json'),
  'utf8',
);

test.describe('start screen', () => {
  test('draws the title, New game, and a disabled Continue when nothing is saved', async ({
    page,
  }) => {
    const requests = [];
    page.on('request', (r) => requests.push(r.url()));
    await openApp(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мафия — ведущий');
    await expect(page).toHaveTitle('Мафия — ведущий');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('button', { name: 'Новая игра' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Продолжить' })).toBeDisabled();
    await expect(page.getByText('Сохранённой игры нет')).toBeVisible();
    // The guard in fixtures.js checks every request; make sure it saw the real ones.
    expect(requests.some((u) => u.endsWith('.wasm'))).toBe(true);
    await shot(page, 'start-ru');
  });

  test('keeps Continue disabled when the save is not a game', async ({ page }) => {
    await openApp(page);
    await page.evaluate((key) => localStorage.setItem(key, '{"events":[]}'), SAVE_KEY);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Продолжить' })).toBeDisabled();
  });

  test('enables Continue once an unfinished game is saved', async ({ page }) => {
    await openApp(page);
    const unfinished = JSON.parse(SAVED_GAME);
    unfinished.actions = unfinished.actions.slice(0, 10);
    await page.evaluate(([key, log]) => localStorage.setItem(key, log), [SAVE_KEY, JSON.stringify(unfinished)]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Продолжить' })).toBeEnabled();
    await expect(page.getByText('Сохранённой игры нет')).toHaveCount(0);
  });

  test('puts the primary action at the bottom, in thumb reach', async ({ page }) => {
    await openApp(page);
    const box = await page.getByRole('button', { name: 'Новая игра' }).boundingBox();
    const viewport = page.viewportSize();
    expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.8);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  });

  for (const [width, height] of [[360, 740], [390, 844]]) {
    test(`fits the top bar's tools and the language switch unclipped in both languages at ${width}×${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await openApp(page);
      for (const lang of ['RU', 'EN']) {
        await page.getByRole('button', { name: lang, exact: true }).click();
        await expect(page.getByTestId('tournament-open')).toBeVisible();
        const boxes = await page
          .locator('.start .topbar button')
          .evaluateAll((els) => els.map((e) => ({ label: e.textContent, ...e.getBoundingClientRect().toJSON(), clipped: e.scrollWidth > e.clientWidth })));
        expect(boxes.length).toBe(4);
        for (const b of boxes) {
          expect(b.clipped, `${lang} ${width}: "${b.label}" clipped`).toBe(false);
          expect(b.left, `${lang} ${width}: "${b.label}"`).toBeGreaterThanOrEqual(0);
          expect(b.right, `${lang} ${width}: "${b.label}"`).toBeLessThanOrEqual(width);
          expect(b.height).toBeGreaterThanOrEqual(48);
        }
        // Side by side, none over another.
        for (let i = 1; i < boxes.length; i += 1) expect(boxes[i].left).toBeGreaterThanOrEqual(boxes[i - 1].right);
      }
    });
  }

  test('makes every button at least 48 px in both directions', async ({ page }) => {
    await openApp(page);
    for (const screen of ['start', 'setup']) {
      if (screen === 'setup') await page.getByRole('button', { name: 'Новая игра' }).click();
      const boxes = await page
        .locator('button')
        .evaluateAll((els) => els.map((e) => [e.textContent, e.getBoundingClientRect()]));
      expect(boxes.length).toBeGreaterThan(0);
      for (const [label, r] of boxes) {
        expect(r.height, `${screen}: "${label}" height`).toBeGreaterThanOrEqual(48);
        expect(r.width, `${screen}: "${label}" width`).toBeGreaterThanOrEqual(48);
      }
    }
  });
});

test.describe('language', () => {
  test('switches RU <-> EN and remembers the choice after a reload', async ({ page }) => {
    await openApp(page);
    const ru = page.getByRole('button', { name: 'RU', exact: true });
    const en = page.getByRole('button', { name: 'EN', exact: true });
    await expect(ru).toHaveAttribute('aria-pressed', 'true');

    await en.click();
    await expect(en).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mafia Host');
    await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mafia Host');
    await expect(page).toHaveTitle('Mafia Host');
    await shot(page, 'start-en');

    await page.getByRole('button', { name: 'RU', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Новая игра' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мафия — ведущий');
  });

  test.describe('for an English browser', () => {
    test.use({ locale: 'en-US' });
    test('defaults to English', async ({ page }) => {
      await openApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mafia Host');
      await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute('aria-pressed', 'true');
    });
  });

  test.describe('for a German browser', () => {
    test.use({ locale: 'de-DE' });
    test('defaults to Russian, the app\'s first language', async ({ page }) => {
      await openApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мафия — ведущий');
    });
  });
});

test.describe('new game', () => {
  const presets = {
    ru: [
      ['Спорт', '10 игроков, турнирные правила Федерации Игры Мафия, лучший ход'],
      ['Клуб', '10 игроков, клубные правила, мягче к фолам'],
      ['Дома', '5–30 игроков, состав по калькулятору'],
      ['Вечеринка', '5–30 игроков, доктор, роли открываются'],
    ],
    en: [
      ['Sport', '10 players, Mafia Game Federation tournament rules, best move'],
      ['Club', '10 players, club rules, gentler on fouls'],
      ['Home', '5–30 players, line-up from the calculator'],
      ['Party', '5–30 players, a Doctor, roles revealed'],
    ],
  };

  for (const [lang, ui] of [
    ['ru', { newGame: 'Новая игра', back: 'Назад', choose: 'Выберите правила' }],
    ['en', { newGame: 'New game', back: 'Back', choose: 'Choose the rules' }],
  ]) {
    test(`opens the preset choice and Back returns (${lang})`, async ({ page }) => {
      await openApp(page);
      await page.getByRole('button', { name: lang.toUpperCase() }).click();
      await page.getByRole('button', { name: ui.newGame }).click();

      await expect(page.getByRole('radiogroup', { name: ui.choose })).toBeVisible();
      const cards = page.getByRole('radio');
      await expect(cards).toHaveCount(4);
      for (const [i, [name, line]] of presets[lang].entries()) {
        await expect(cards.nth(i)).toContainText(name);
        await expect(cards.nth(i)).toContainText(line);
      }
      await expect(cards.nth(0)).toHaveAttribute('aria-checked', 'true');
      await cards.nth(1).tap();
      await expect(cards.nth(1)).toHaveAttribute('aria-checked', 'true');
      await expect(cards.nth(0)).toHaveAttribute('aria-checked', 'false');
      await shot(page, `setup-${lang}`);

      await page.getByRole('button', { name: ui.back }).click();
      await expect(page.locator('main > section.start')).toBeVisible();
      await expect(page.getByRole('button', { name: ui.newGame })).toBeVisible();
    });
  }
});

test.describe('install', () => {
  test('serves a manifest whose icons all load', async ({ page }) => {
    await openApp(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const res = await page.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      start_url: '.',
      scope: '.',
      display: 'standalone',
    });
    const purposes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(purposes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    // One file serves both purposes of the 512 px icon: it is downloaded once.
    const large = manifest.icons.filter((i) => i.sizes === '512x512').map((i) => i.src);
    expect(new Set(large).size).toBe(1);
    for (const src of [...new Set(manifest.icons.map((i) => i.src)), apple]) {
      const icon = await page.request.get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type'], src).toMatch(/^image\//);
    }
    // Each picture decodes at the size the manifest gives it (the PNGs are palette images
    // written by scripts/icons-palette.js).
    for (const icon of manifest.icons.filter((i) => i.sizes !== 'any')) {
      const size = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return `${img.naturalWidth}x${img.naturalHeight}`;
      }, icon.src);
      expect(size, icon.src).toBe(icon.sizes);
    }
  });
});

test.describe('first paint', () => {
  for (const [locale, title] of [['ru-RU', 'Мафия — ведущий'], ['en-US', 'Mafia Host']]) {
    test.describe(locale, () => {
      test.use({ locale });

      test('the start hero shows before the wasm arrives, and the app keeps it where it was', async ({ page }) => {
        let release;
        const gate = new Promise((r) => { release = r; });
        await page.route('**/*.wasm', async (route) => { await gate; await route.continue(); });
        await page.goto('/');
        const h1 = page.locator('#shell h1');
        await expect(h1).toHaveText(title);
        await expect(page.locator('#shell .emblem')).toBeVisible();
        // Only the page's own first-visit buttons (first-screens.spec.js), none of the app's.
        await expect(page.locator('section.start')).toHaveCount(1);
        await expect(page.locator('#early > section.start')).toHaveCount(1);
        const before = await h1.boundingBox();
        // The same node the browser painted first: the app adds the buttons under it.
        await h1.evaluate((el) => { el.dataset.painted = 'first'; });
        release();
        await expect(page.locator('main > section.start')).toBeVisible();
        await expect(page.locator('#early')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.locator('h1[data-painted="first"]')).toHaveCount(1);
        expect(await h1.boundingBox()).toEqual(before);
        // Other screens hide it; back at the start it is there again.
        await page.getByRole('button', { name: locale === 'ru-RU' ? 'Новая игра' : 'New game' }).click();
        await expect(page.locator('#shell')).toBeHidden();
        await page.getByRole('button', { name: locale === 'ru-RU' ? 'Назад' : 'Back' }).first().click();
        await expect(page.locator('#shell h1')).toBeVisible();
        // The hero follows the language switch.
        await page.getByRole('button', { name: locale === 'ru-RU' ? 'EN' : 'RU' }).click();
        await expect(h1).toHaveText(locale === 'ru-RU' ? 'Mafia Host' : 'Мафия — ведущий');
      });
    });
  }
});

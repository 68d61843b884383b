// Handing a game to another phone without a network (docs/handoff.md): by the game file
// between two browser contexts (two phones), and by QR codes read in any order.
'use strict';
const fs = require('node:fs');
const { test, expect, shot, openApp, fakeCamera } = require('./fixtures');
const g = require('./game');

const SAVE_KEY = 'mafia-host.save.v1';
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'ru-RU' };
// Words that would give a role away on screen.
const ROLE_WORDS = ['Шериф', 'Дон', 'Мафия', 'Мирный', 'Sheriff', 'Don', 'Mafia', 'Civilian'];

/**
 * Phone A's game: night 1, day 1 with two nominations, seat 9 voted out, its last word.
 * Started through the set-up screens, or (`noisy`) continued from a log whose players have
 * long made-up names, which do not compress: a log that needs several codes.
 */
async function playPart(page, noisy = false) {
  if (noisy) {
    let x = 7;
    const letters = 'абвгдежзийклмнопрстуфхцчшщэюяABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const log = g.freshLog('sport', g.SPORT_ROLES);
    for (const p of log.setup.players) {
      p.name = Array.from({ length: 40 }, () => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return letters[x % letters.length];
      }).join('');
    }
    await g.continueGame(page, log);
  } else {
    await g.startGame(page, 'sport', g.SPORT_ROLES);
  }
  await g.primary(page, 4);
  await g.speeches(page, { 1: 9, 2: 3 });
  await g.vote(page, [1, 2, 4, 5, 6, 8]);
}

/** What must be the same on both phones. */
async function state(page) {
  await page.waitForTimeout(50);
  return page.evaluate((key) => ({
    phase: document.querySelector('[data-testid="phase"]')?.textContent,
    say: document.querySelector('[data-testid="say"]')?.textContent,
    out: [...document.querySelectorAll('.seat.out')].map((s) => s.dataset.seat),
    seats: [...document.querySelectorAll('.seat')].map((s) => `${[...s.classList].sort().join(' ')}|${s.textContent}`),
    actions: JSON.parse(localStorage.getItem(key)).game.actions.length,
  }), SAVE_KEY);
}

/** A second phone: its own context, so its own storage; it fails on console errors too. */
async function secondPhone(browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { context, page, errors };
}

test('a game handed to another phone by file continues there', async ({ page, browser }, info) => {
  await playPart(page);
  const before = await state(page);
  expect(before.out).toEqual(['9']);
  await shot(page, 'handoff-game-tools-ru');

  // Hand off: the hand-off screen covers the whole game; no role is on it.
  await g.openTools(page);
  await page.getByTestId('handoff-open').click();
  const screen = page.getByTestId('handoff');
  await expect(screen).toContainText('роли всех игроков');
  expect(await g.coversScreen(page, '[data-testid="handoff"]'), 'every point of the screen is the hand-off layer').toBe(true);
  const text = await screen.innerText();
  for (const word of ROLE_WORDS) expect(text).not.toContain(word);
  await shot(page, 'handoff-ru');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('handoff-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^mafia-host-\d{4}-\d\d-\d\d-\d{4}\.json$/);
  const where = info.outputPath('handed.json');
  fs.writeFileSync(where, fs.readFileSync(await download.path(), 'utf8'));
  expect(JSON.parse(fs.readFileSync(where, 'utf8')).actions).toHaveLength(before.actions);
  // Back to the game, on the same step.
  await page.getByTestId('handoff-close').click();
  expect(await state(page)).toEqual(before);

  // The game goes on under the hand-off screen: the last word's timer, which started by
  // itself with its step, keeps running.
  await expect(page.getByTestId('timer')).toHaveText(/^(1:00|0:5\d)$/);
  await g.openTools(page);
  await page.getByTestId('handoff-open').click();
  await page.waitForTimeout(2200);
  await page.getByTestId('handoff-close').click();
  await expect(page.getByTestId('timer')).toHaveText(/^0:[0-5]\d$/);
  await page.getByTestId('timer-toggle').click();

  // Phone B has its own unfinished game: the import asks before replacing it.
  const b = await secondPhone(browser);
  await b.page.goto('/');
  await b.page.evaluate(
    ([k, log]) => localStorage.setItem(k, JSON.stringify(log)),
    [SAVE_KEY, g.freshLog('sport', g.SPORT_ROLES)],
  );
  await b.page.reload();
  await expect(b.page.getByTestId('continue')).toBeEnabled();
  await b.page.getByTestId('import-file').setInputFiles(where);
  const confirm = b.page.getByTestId('replace-confirm');
  await expect(confirm).toContainText('Заменить незаконченную игру?');
  await expect(confirm).toContainText(`(${before.actions} запис`);
  await shot(b.page, 'handoff-replace-ru');
  await b.page.getByTestId('replace-no').click();
  await expect(confirm).toHaveCount(0);
  expect(JSON.parse(await b.page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).actions).toEqual([]);
  await b.page.getByTestId('import-file').setInputFiles(where);
  await b.page.getByTestId('replace-yes').click();
  await expect(b.page.locator('section.game')).toBeVisible();
  expect(await state(b.page)).toEqual(before);

  // Phone B goes on: the last word ends, night 1 — the same as phone A doing it.
  await g.primary(b.page);
  await g.primary(page);
  const after = await state(b.page);
  expect(after.actions).toBe(before.actions + 1);
  expect(after).toEqual(await state(page));
  expect(after.phase).toMatch(/^Ночь/);
  expect(b.errors).toEqual([]);
  await b.context.close();
});

test('the QR codes page through, and a phone with a detector reads them in any order', async ({ page, browser }) => {
  await playPart(page, true);
  const before = await state(page);
  await g.openTools(page);
  await page.getByTestId('handoff-open').click();
  await page.getByTestId('handoff-qr').click();
  const count = page.getByTestId('qr-count');
  await expect(count).toHaveText(/^Код 1 из \d+$/);
  const total = Number((await count.textContent()).match(/из (\d+)/)[1]);
  expect(total).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('qr-prev')).toBeDisabled();
  const codes = [];
  for (let k = 1; k <= total; k += 1) {
    const figure = page.getByTestId('qr');
    await expect(count).toHaveText(`Код ${k} из ${total}`);
    const code = await figure.getAttribute('data-code');
    expect(code).toMatch(new RegExp(`^MH1:${k}/${total}:[0-9A-Z]{4}:[0-9A-Z $%*+\\-./:]+$`));
    // The picture is a QR code drawn square with its quiet zone.
    const box = await figure.locator('svg').boundingBox();
    expect(Math.abs(box.width - box.height)).toBeLessThan(1);
    expect(box.width).toBeGreaterThanOrEqual(300);
    codes.push(code);
    if (k === 1) {
      await shot(page, 'handoff-qr-ru');
      // The whole screen fits a 390×844 phone: the way back is in reach without scrolling.
      expect(await page.getByTestId('handoff').evaluate((el) => el.scrollHeight)).toBeLessThanOrEqual(844);
    }
    if (k < total) await page.getByTestId('qr-next').click();
  }
  await expect(page.getByTestId('qr-next')).toBeDisabled();

  // Phone B: the camera and the detector stand in for a phone's (the camera shows a
  // canvas; the detector answers with the code in front of it, in the order set below:
  // a foreign code, one part of another game, then this game's parts from the last).
  const b = await secondPhone(browser);
  await fakeCamera(b.page, ['https://example.com/not-ours', 'MH1:1/2:ZZZZ:00', ...codes.slice().reverse(), codes[0]]);
  await b.page.goto('/');
  await b.page.getByTestId('scan-open').click();
  await expect(b.page.getByTestId('scan-progress')).toHaveText('Наведите камеру на первый код (любой) или выберите его фото.');
  await expect(b.page.getByTestId('code-photo')).toBeAttached();
  await shot(b.page, 'handoff-scan-ru');
  await b.page.evaluate(() => {
    window.go = true;
  });
  await expect(b.page.locator('section.game')).toBeVisible({ timeout: 10_000 });
  expect(await state(b.page)).toEqual(before);
  expect(b.errors).toEqual([]);
  await b.context.close();
});

/** Phone A's game shown as QR codes: each code's text and a PNG of its picture. */
async function shownCodes(page) {
  await playPart(page, true);
  const before = await state(page);
  await g.openTools(page);
  await page.getByTestId('handoff-open').click();
  await page.getByTestId('handoff-qr').click();
  const count = page.getByTestId('qr-count');
  const total = Number((await count.textContent()).match(/из (\d+)/)[1]);
  const codes = [];
  for (let k = 1; k <= total; k += 1) {
    await expect(count).toHaveText(`Код ${k} из ${total}`);
    const figure = page.getByTestId('qr');
    codes.push({ text: await figure.getAttribute('data-code'), png: await figure.locator('svg').screenshot() });
    if (k < total) await page.getByTestId('qr-next').click();
  }
  return { before, codes };
}

test('a phone with no detector and no camera receives the game from photos of the codes', async ({ page, browser }) => {
  const { before, codes } = await shownCodes(page);
  expect(codes.length).toBeGreaterThanOrEqual(2);

  const b = await secondPhone(browser);
  await b.page.addInitScript(() => {
    delete window.BarcodeDetector;
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined });
  });
  await b.page.goto('/');
  await b.page.getByTestId('scan-open').click();
  await expect(b.page.getByTestId('camera-absent')).toHaveText('На этом устройстве нет камеры: выберите фото кода или откройте файл.');
  await expect(b.page.getByText('Выбрать фото кода')).toBeVisible();
  await expect(b.page.getByTestId('scan-file')).toBeVisible();
  await shot(b.page, 'handoff-scan-photo-ru');
  const photo = b.page.getByTestId('code-photo');
  // A picture with no code in it, and a file that is not a picture.
  const blank = await b.page.getByTestId('scan').screenshot();
  await photo.setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: blank });
  await expect(b.page.getByTestId('photo-status')).toHaveText('На этом фото не найден QR-код. Снимите код ближе и ровнее.');
  await photo.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(b.page.getByTestId('photo-status')).toHaveText('Этот файл не открылся как картинка.');
  // The codes' photos, the last first.
  const order = codes.slice().reverse();
  for (const [k, c] of order.entries()) {
    await photo.setInputFiles({ name: `code-${k}.png`, mimeType: 'image/png', buffer: c.png });
    if (k + 1 < order.length) {
      await expect(b.page.getByTestId('scan-progress')).toHaveText(`Прочитано кодов: ${k + 1} из ${codes.length}`);
      await expect(b.page.getByTestId('photo-status')).toHaveCount(0);
    }
  }
  await expect(b.page.locator('section.game')).toBeVisible({ timeout: 10_000 });
  expect(await state(b.page)).toEqual(before);
  // Phone B goes on from the same step as phone A.
  await page.getByTestId('handoff-close').click();
  await g.primary(b.page);
  await g.primary(page);
  expect(await state(b.page)).toEqual(await state(page));
  expect(b.errors).toEqual([]);
  await b.context.close();
});

test('without a detector, camera frames are read in the wasm', async ({ page, browser }) => {
  const { before, codes } = await shownCodes(page);

  // Phone B's camera films phone A's codes one after another (a canvas stream with each
  // code's picture drawn on it, a second each, a little smaller and off centre).
  const b = await secondPhone(browser);
  await b.page.addInitScript((pngs) => {
    delete window.BarcodeDetector;
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const ctx = canvas.getContext('2d');
      const pictures = await Promise.all(
        pngs.map((b64) => createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }))),
      );
      const started = Date.now();
      setInterval(() => {
        const k = Math.floor((Date.now() - started) / 1000) % pictures.length;
        ctx.fillStyle = '#ddd';
        ctx.fillRect(0, 0, 640, 480);
        ctx.drawImage(pictures[k], 150, 40, 400, 400);
      }, 100);
      return canvas.captureStream(10);
    };
  }, codes.map((c) => c.png.toString('base64')));
  await b.page.goto('/');
  await b.page.getByTestId('scan-open').click();
  await expect(b.page.locator('video.reader-video')).toBeVisible();
  await expect(b.page.locator('section.game')).toBeVisible({ timeout: 20_000 });
  expect(await state(b.page)).toEqual(before);
  expect(b.errors).toEqual([]);
  await b.context.close();
});

test('where the camera is refused or absent, the scan screen says so and offers a photo and the file', async ({ page }) => {
  await page.addInitScript(() => {
    delete window.BarcodeDetector;
    navigator.mediaDevices.getUserMedia = async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    };
  });
  await openApp(page);
  await page.getByTestId('scan-open').click();
  await expect(page.getByTestId('camera-error')).toHaveText('Камера не разрешена: выберите фото кода.');
  await expect(page.getByTestId('camera-error')).toHaveAttribute('data-error', 'NotAllowedError');
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByTestId('code-photo')).toBeAttached();
  await expect(page.getByTestId('scan-file')).toBeVisible();
  await shot(page, 'handoff-scan-refused-ru');
  await page.getByTestId('scan-back').click();
  await expect(page.locator('main > section.start')).toBeVisible();
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the hand-off and QR screens', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mafia-host.lang.v1', 'en'));
    await openApp(page);
    await page.evaluate(
      ([k, log]) => localStorage.setItem(k, JSON.stringify(log)),
      [SAVE_KEY, { ...g.freshLog('sport', g.SPORT_ROLES), actions: [{ action: 'next' }, { action: 'next' }, { action: 'next' }, { action: 'next' }] }],
    );
    await page.reload();
    await page.getByTestId('continue').click();
    await g.openTools(page);
    await page.getByTestId('handoff-open').click();
    await expect(page.getByTestId('handoff')).toContainText("every player's role");
    await shot(page, 'handoff-en');
    await page.getByTestId('handoff-qr').click();
    // A short game is one code: no paging.
    await expect(page.getByTestId('qr-count')).toHaveText('Code 1 of 1');
    await expect(page.getByTestId('qr-next')).toBeHidden();
    await shot(page, 'handoff-qr-en');
    await page.getByTestId('handoff-close').click();
    await expect(page.getByTestId('phase')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByTestId('scan-open').click();
    await expect(page.getByText('Pick a photo of the code', { exact: true })).toBeVisible();
    await shot(page, 'handoff-scan-en');
  });

  test('the scan screen without a camera', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('mafia-host.lang.v1', 'en');
      Object.defineProperty(navigator, 'mediaDevices', { value: undefined });
    });
    await openApp(page);
    await page.getByTestId('scan-open').click();
    await expect(page.getByTestId('camera-absent')).toHaveText('No camera on this device: pick a photo of the code, or import a game file.');
    await shot(page, 'handoff-scan-photo-en');
  });
});

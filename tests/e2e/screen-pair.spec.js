// The players' screen's pairing (issue 24, docs/players-screen.md): two browser contexts
// (the host's phone and the second device) pair over WebRTC through QR codes read from
// pictures (the photo path: a screenshot of one page's code is picked as a file on the
// other's), with no server; a reload of the players' screen re-pairs with one scan by the
// host; a closed players' screen is shown as lost on the host's phone, whose taps go on.
'use strict';
const { test, expect, shot } = require('./fixtures');
const g = require('./game');

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'ru-RU' };

// Both contexts are in one Chromium on one machine: their host candidates are mDNS names
// that Chromium resolves itself, so no flag is needed here.

/** The second device: its own context (its own storage), failing on page errors. */
async function screenPage(browser, options = PHONE) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { context, page, errors };
}

/** The picture of the QR code `from` (a locator), as a photo of it would be. */
async function picture(from) {
  await expect(from.locator('svg')).toBeVisible();
  return { png: await from.screenshot(), code: await from.getAttribute('data-code') };
}

/** Picks `pic` as a photo on `to`'s code reader. */
async function give(pic, to) {
  await to.getByTestId('code-photo').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: pic.png });
}

/** Reads the QR code `from` on `to`'s code reader. */
async function feed(from, to) {
  await give(await picture(from), to);
}

async function openScreen(page) {
  await g.toStart(page);
  await page.getByTestId('players-screen-open').click();
  await expect(page.getByTestId('pair-panel')).toBeVisible();
}

async function openHostSheet(page) {
  await g.openTools(page);
  await page.getByTestId('screen-open').click();
  await expect(page.getByTestId('screen-sheet')).toBeVisible();
}

test('two devices pair by two codes, re-pair by one after a reload, and a closed screen never stops the host', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await g.primary(page, 2);
  const phaseBefore = await page.getByTestId('phase').textContent();

  // First pairing: the host's offer, the screen's answer.
  await openHostSheet(page);
  await expect(page.getByTestId('screen-status')).toHaveText('Ждём экран игроков…');
  const offer = page.getByTestId('screen-offer');
  await expect(offer).toHaveAttribute('data-code', /^MS1:O:/);
  const { context, page: screen, errors } = await screenPage(browser);
  await openScreen(screen);
  await shot(screen, 'screen-pair-scan-390');
  await feed(offer, screen);
  const answer = screen.getByTestId('screen-answer');
  await expect(answer).toHaveAttribute('data-code', /^MS1:A:/);
  await shot(page, 'screen-link-offer-390');
  await shot(screen, 'screen-pair-answer-390');
  await page.getByTestId('screen-scan').click();
  await shot(page, 'screen-link-scan-390');
  await feed(answer, page);
  await expect(page.getByTestId('screen-status')).toHaveText('Экран игроков подключён');
  await expect(page.getByTestId('screen-status')).toHaveAttribute('data-link', 'open');
  // The link is open: the pairing gives way to the table's picture, sent at once.
  await expect(screen.getByTestId('board')).toBeVisible();
  await expect(screen.getByTestId('screen-linked')).toHaveAttribute('aria-label', 'Подключено к телефону ведущего');
  await shot(page, 'screen-link-open-390');
  // The game went on underneath, as it was.
  await page.getByTestId('screen-close').click();
  await expect(page.getByTestId('phase')).toHaveText(phaseBefore);

  // A reload of the players' screen: it shows a re-pair code by itself; one scan.
  await screen.reload();
  const repair = screen.getByTestId('screen-repair');
  await expect(repair).toHaveAttribute('data-code', /^MS1:R:/);
  await shot(screen, 'screen-pair-repair-390');
  await expect(page.getByTestId('screen-lost')).toHaveText('Экран игроков отключён');
  await page.getByTestId('screen-lost').click();
  await expect(page.getByTestId('screen-status')).toHaveText('Экран игроков отключён');
  await page.getByTestId('screen-scan').click();
  await feed(repair, page);
  await expect(page.getByTestId('screen-status')).toHaveText('Экран игроков подключён');
  await expect(screen.getByTestId('board')).toBeVisible();
  await page.getByTestId('screen-close').click();

  // The screen closes: the host's phone says so, and its taps go on at once.
  await context.close();
  await expect(page.getByTestId('screen-lost')).toHaveText('Экран игроков отключён', { timeout: 15_000 });
  await shot(page, 'screen-lost-390');
  const before = await page.getByTestId('phase').textContent();
  await g.primary(page, 1);
  await expect(page.getByTestId('phase')).not.toHaveText(before);
  expect(errors).toEqual([]);
  void info;
});

test('a host code on the host, a screen code on the screen, and any text are refused in words', async ({ page, browser }) => {
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await openHostSheet(page);
  const offer = page.getByTestId('screen-offer');
  await expect(offer).toHaveAttribute('data-code', /^MS1:O:/);
  const { context, page: screen } = await screenPage(browser);
  await openScreen(screen);
  // The host reads its own kind of code: refused, the sheet stays.
  const own = await picture(offer);
  await page.getByTestId('screen-scan').click();
  await give(own, page);
  await expect(page.getByTestId('screen-error')).toHaveText('Это код ведущего: его сканирует экран игроков.');
  // The screen pairs, then is shown its own answer: refused.
  await give(own, screen);
  const answer = screen.getByTestId('screen-answer');
  await expect(answer).toHaveAttribute('data-code', /^MS1:A:/);
  const mine = await picture(answer);
  await screen.getByTestId('pair-scan-host').click();
  await give(mine, screen);
  await expect(screen.getByTestId('pair-error')).toHaveText('Это код экрана игроков: его сканирует телефон ведущего.');
  await context.close();
});

for (const [lang, size] of [['ru', [360, 740]], ['en', [360, 740]], ['en', [390, 844]]]) {
  test(`the host's sheet and the screen's panel fit ${size.join('×')} without a scroll (${lang})`, async ({ page, browser }) => {
    await page.setViewportSize({ width: size[0], height: size[1] });
    await page.goto('/');
    await page.evaluate((l) => localStorage.setItem('mafia-host.lang.v1', l), lang);
    await g.startGame(page, 'sport', g.SPORT_ROLES, lang);
    await openHostSheet(page);
    const offer = page.getByTestId('screen-offer');
    await expect(offer.locator('svg')).toBeVisible();
    const fits = async (p) => p.evaluate(() => {
      const el = document.querySelector('[data-testid="screen-sheet"]') || document.scrollingElement;
      return el.scrollHeight <= el.clientHeight + 1;
    });
    expect(await fits(page)).toBe(true);
    await shot(page, `screen-link-offer-${lang}-${size[0]}`);
    await page.getByTestId('screen-scan').click();
    expect(await fits(page)).toBe(true);
    await shot(page, `screen-link-scan-${lang}-${size[0]}`);
    const { context, page: screen } = await screenPage(browser, { ...PHONE, viewport: { width: size[0], height: size[1] }, locale: lang === 'en' ? 'en-US' : 'ru-RU' });
    await openScreen(screen);
    await page.getByTestId('screen-show-offer').click();
    await feed(offer, screen);
    await expect(screen.getByTestId('screen-answer').locator('svg')).toBeVisible();
    expect(await screen.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight + 1)).toBe(true);
    await shot(screen, `screen-pair-answer-${lang}-${size[0]}`);
    await context.close();
  });
}

test('Back on a linked players\' screen asks before it unpairs; a host page that comes back without the link says so at once', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await openHostSheet(page);
  const { context, page: screen, errors } = await screenPage(browser);
  await openScreen(screen);
  await feed(page.getByTestId('screen-offer'), screen);
  await page.getByTestId('screen-scan').click();
  await feed(screen.getByTestId('screen-answer'), page);
  await expect(screen.getByTestId('board')).toBeVisible();
  await page.getByTestId('screen-close').click();

  // Back asks; Back again stays, linked.
  await screen.goBack();
  await expect(screen.getByTestId('public-leave-ask')).toContainText('Отключить этот экран от телефона ведущего?');
  await shot(screen, 'screen-back-ask-390');
  await screen.goBack();
  await expect(screen.getByTestId('public-leave-ask')).toHaveCount(0);
  await expect(screen.getByTestId('board')).toBeVisible();
  await expect(page.getByTestId('screen-lost')).toHaveCount(0);
  // Back, then «Отключить»: the start screen, and the host's phone is told.
  await screen.goBack();
  await screen.getByTestId('public-leave').click();
  await expect(screen.locator('main > section.start')).toBeVisible();
  await expect(page.getByTestId('screen-lost')).toHaveText('Экран игроков отключён', { timeout: 15_000 });

  // Paired again, then the host's page goes away and comes back (a reload, as after Back
  // left the app): the lost link is said at once, and one scan re-pairs.
  await openScreen(screen);
  const repair = screen.getByTestId('screen-repair');
  await page.getByTestId('screen-lost').click();
  await page.getByTestId('screen-scan').click();
  await feed(repair, page);
  await expect(page.getByTestId('screen-status')).toHaveText('Экран игроков подключён');
  await page.getByTestId('screen-close').click();
  await page.reload();
  await expect(page.locator('section.game')).toBeVisible();
  await expect(page.getByTestId('screen-lost')).toHaveText('Экран игроков отключён');
  await context.close();
  expect(errors).toEqual([]);
});

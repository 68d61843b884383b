// Every phone a host holds (issue 38), in Chromium: a browser without vibration, WebRTC or
// WebAssembly; a reload after the time is up; the phone's Back in each state (a sheet, the
// set-up, a game, the game's end, a players' screen); the browser asked to keep the data.
// tests/engines/ runs the same app in Firefox and WebKit.
'use strict';
const base = require('@playwright/test');
const { test, expect, shot } = require('./fixtures');
const g = require('./game');

/** Counts the timer's tones (Web Audio oscillators started) in `window.__tones`. */
async function countTones(page) {
  await page.addInitScript(() => {
    window.__tones = [];
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function () {
      const osc = create.call(this);
      const start = osc.start.bind(osc);
      osc.start = (when) => {
        window.__tones.push(osc.type);
        return start(when);
      };
      return osc;
    };
  });
}
const tones = (page) => page.evaluate(() => window.__tones);

/** The first speech of a Sport game, its timer waiting for ▶. */
async function firstSpeech(page) {
  await page.addInitScript(() => localStorage.setItem('mafia-host.timer-auto.v1', '0'));
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await g.primary(page, 4);
  await expect(g.say(page)).toHaveText('Слово игроку №1.');
}

test('without navigator.vibrate (Safari, Firefox) every tick and the end still sound', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    delete Navigator.prototype.vibrate;
  });
  await countTones(page);
  await page.clock.install();
  await firstSpeech(page);
  expect(await page.evaluate(() => 'vibrate' in navigator)).toBe(false);
  await page.getByTestId('timer-toggle').click();
  await page.clock.runFor(50_000);
  await expect(page.getByTestId('timer')).toHaveText('0:10');
  await expect.poll(() => tones(page).then((t) => t.length)).toBe(1);
  await page.clock.runFor(9_000);
  await expect.poll(() => tones(page).then((t) => t.length)).toBe(10);
  await page.clock.runFor(1_500);
  await expect(page.getByTestId('timer')).toHaveText('0:00');
  await expect.poll(() => tones(page)).toEqual([...Array(10).fill('sine'), 'square', 'square', 'square']);
  // The next speech's timer sounds as well: nothing stopped after the first cue.
  await g.primary(page);
  await page.getByTestId('timer-toggle').click();
  await page.clock.runFor(61_000);
  await expect.poll(() => tones(page).then((t) => t.length)).toBe(26);
});

test('a reload of a step whose time is up does not sound the end again', async ({ page }) => {
  test.setTimeout(90_000);
  await countTones(page);
  await page.clock.install();
  await firstSpeech(page);
  await page.getByTestId('timer-toggle').click();
  await page.clock.runFor(61_000);
  await expect(page.getByTestId('timer')).toHaveText('0:00');
  await expect.poll(() => tones(page).then((t) => t.length)).toBe(13);
  await page.reload();
  await expect(g.say(page)).toHaveText('Слово игроку №1.');
  await expect(page.getByTestId('timer')).toHaveText('0:00');
  // The page's counter starts again at the reload: the timer must add nothing to it.
  await page.clock.runFor(3_000);
  expect(await tones(page)).toEqual([]);
});

test('without WebRTC the players\' screen sheet says so once and offers only the way back', async ({ page }) => {
  await page.addInitScript(() => {
    delete window.RTCPeerConnection;
  });
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await g.openTools(page);
  await page.getByTestId('screen-open').click();
  const sheet = page.getByTestId('screen-sheet');
  await expect(sheet.getByTestId('screen-unavailable')).toHaveText('В этом браузере нет WebRTC: экран игроков к нему не подключить.');
  await expect(sheet.getByText('Готовим код…')).toHaveCount(0);
  await expect(sheet.getByTestId('screen-scan')).toHaveCount(0);
  await expect(sheet.getByTestId('screen-offer')).toHaveCount(0);
  await shot(page, 'no-webrtc-sheet-ru');
  await sheet.getByTestId('screen-close').click();
  await expect(sheet).toHaveCount(0);
});

test('the phone\'s Back: a sheet closes, a game asks before it is left and stays, the set-up goes a step back', async ({ page }) => {
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await g.primary(page, 4);
  await expect(g.say(page)).toHaveText('Слово игроку №1.');
  const url = page.url();
  // A sheet open: Back closes it, the game as it was.
  await page.getByTestId('log-toggle').click();
  await expect(page.getByTestId('sheet')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('sheet')).toHaveCount(0);
  await expect(g.say(page)).toHaveText('Слово игроку №1.');
  // No sheet: Back asks; Back again (or «Остаться») stays.
  await page.goBack();
  await expect(page.getByTestId('sheet')).toContainText('Выйти из игры в меню?');
  await expect(page.getByTestId('sheet')).toContainText('Игра сохранена: «Продолжить» вернёт её на этот же шаг.');
  await expect(page.locator('.seat')).toHaveCount(10);
  await shot(page, 'back-in-game-ru');
  await page.goBack();
  await expect(page.getByTestId('sheet')).toHaveCount(0);
  await page.goBack();
  await page.getByTestId('leave-stay').click();
  await expect(page.getByTestId('sheet')).toHaveCount(0);
  expect(page.url()).toBe(url);
  await expect(g.say(page)).toHaveText('Слово игроку №1.');
  // Leave: the menu, and Continue brings the game back at the same step.
  await page.goBack();
  await page.getByTestId('leave-yes').click();
  await expect(page.locator('main > section.start')).toBeVisible();
  await page.getByTestId('continue').click();
  await expect(g.say(page)).toHaveText('Слово игроку №1.');
  expect(page.url()).toBe(url);

  // The set-up: Back is each step's Back, down to the start screen.
  await g.toStart(page);
  await page.getByRole('button', { name: 'Новая игра' }).click();
  if (await page.getByTestId('abandon-confirm').count()) await page.getByTestId('abandon-yes').click();
  await page.getByRole('radio', { name: 'Дома' }).click();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await expect(page.locator('.stepper')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('radio', { name: 'Дома' })).toBeChecked();
  await page.goBack();
  await expect(page.locator('main > section.start')).toBeVisible();
  expect(page.url()).toBe(url);
});

test('the phone\'s Back on the other screens goes where their Back goes; a players\' screen unlinked goes back', async ({ page }) => {
  await g.toStart(page);
  const url = page.url();
  await page.getByTestId('evening-open').click();
  await expect(page.getByTestId('evening')).toBeVisible();
  for (const name of ['Аня', 'Борис', 'Вера', 'Глеб', 'Дина', 'Егор', 'Жанна', 'Зоя', 'Иван', 'Кира']) {
    await page.getByTestId('evening-name').fill(name);
    await page.getByTestId('evening-name').press('Enter');
  }
  await page.getByTestId('evening-begin').click();
  // The evening's sheet: Back is the sheet's «Назад», to the evening; then to the menu.
  await page.getByTestId('evening-sheet').click();
  await expect(page.getByTestId('evening-sheet-page')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('evening-sheet-page')).toHaveCount(0);
  await expect(page.getByTestId('evening-sheet')).toBeVisible();
  await page.goBack();
  await expect(page.locator('main > section.start')).toBeVisible();
  await page.getByTestId('settings-open').click();
  await page.goBack();
  await expect(page.locator('main > section.start')).toBeVisible();
  await page.getByTestId('players-screen-open').click();
  await expect(page.getByTestId('public-screen')).toBeVisible();
  await page.goBack();
  await expect(page.locator('main > section.start')).toBeVisible();
  expect(page.url()).toBe(url);
});

test('the first game asks the browser to keep the data; Settings says what it answered', async ({ page }) => {
  await page.addInitScript(() => {
    window.__persist = 0;
    const persist = StorageManager.prototype.persist;
    StorageManager.prototype.persist = function () {
      window.__persist += 1;
      return persist.call(this);
    };
  });
  await g.toStart(page);
  expect(await page.evaluate(() => window.__persist)).toBe(0);
  await g.startGame(page, 'sport', g.SPORT_ROLES, 'ru', { reload: false });
  await expect.poll(() => page.evaluate(() => window.__persist)).toBe(1);
  const granted = await page.evaluate(() => navigator.storage.persisted());
  await g.toStart(page);
  await page.getByTestId('settings-open').click();
  const kept = page.getByTestId('storage-kept');
  await expect(kept).toHaveAttribute('data-kept', granted ? 'persisted' : 'besteffort');
  await expect(kept).toHaveText(granted
    ? 'Браузер хранит игры, историю, вечера и состав постоянно: сам он их не удалит.'
    : /^Браузер может удалить данные приложения, когда мало места/);
  await expect(page.getByTestId('browser-limits')).toHaveText('Всё, чем пользуется приложение, здесь есть.');
  await shot(page, 'settings-storage-ru');
});

test('Settings says once what this browser lacks and what still works (no vibration, no wake lock: Safari, Firefox)', async ({ page }) => {
  await page.addInitScript(() => {
    delete Navigator.prototype.vibrate;
    delete Navigator.prototype.wakeLock;
  });
  await page.addInitScript(() => localStorage.setItem('mafia-host.lang.v1', 'en'));
  await g.toStart(page);
  await page.getByTestId('settings-open').click();
  await expect(page.getByTestId('browser-limits').locator('li')).toHaveText([
    "The phone does not vibrate at the timer: this browser has no vibration. The timer's sounds work.",
    "The screen may go dark during a game: this browser cannot keep it on. Set a longer screen timeout in the phone's settings.",
  ]);
  await page.getByTestId('browser-limits').scrollIntoViewIfNeeded();
  await shot(page, 'settings-browser-en');
});

// Not the fixtures' page: with no WebAssembly the page's own loader never starts, and the
// test checks exactly what is said instead of a blank page.
base.test('a browser without the WebAssembly the app needs is told so in words', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    WebAssembly.validate = () => false;
  });
  await page.goto('/');
  await base.expect(page.getByTestId('old-browser')).toHaveText(
    'Этот браузер слишком старый для приложения: нужен Safari 15 (iOS 15), Chrome 96 или Firefox 79 — или новее.');
  await page.waitForTimeout(500);
  await base.expect(page.locator('main > section.start')).toHaveCount(0);
  base.expect(errors).toEqual([]);
});

for (const [w, h] of [[360, 740], [390, 844]]) {
  test(`Back's question in English at ${w}×${h}: the seats and the main button stay in view`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.addInitScript(() => localStorage.setItem('mafia-host.lang.v1', 'en'));
    await g.startGame(page, 'home', ['civilian', 'mafia', 'civilian', 'sheriff', 'civilian', 'civilian', 'don'], 'en');
    await page.getByTestId('log-toggle').click();
    await page.goBack();
    await expect(page.getByTestId('sheet')).toHaveCount(0);
    await page.goBack();
    const sheet = page.getByTestId('sheet');
    await expect(sheet).toContainText('Leave the game for the menu?');
    await expect(sheet).toContainText('The game is kept: Continue brings it back at this very step.');
    await expect(page.getByTestId('leave-stay')).toHaveText('Stay in the game');
    await expect(page.getByTestId('leave-yes')).toHaveText('To the menu');
    for (const el of [page.locator('.seat').last(), page.getByTestId('primary'), page.getByTestId('leave-yes')]) {
      const box = await el.boundingBox();
      expect(box.y + box.height).toBeLessThanOrEqual(h);
    }
    expect(await page.evaluate(() => document.scrollingElement.scrollHeight)).toBeLessThanOrEqual(h);
    await shot(page, `back-in-game-${w}-en`);
    await page.getByTestId('leave-stay').click();
    await expect(sheet).toHaveCount(0);
  });
}

test('after a reload the screen lock, refused without a tap (WebKit), is asked again at the next tap', async ({ page }) => {
  // A wake lock that refuses a request made before the page had a gesture, as WebKit's
  // does after a reload. (Not `navigator.userActivation`: Chromium carries a fresh one over
  // a reload made within its 5 s, which would make this test depend on the clock.)
  await page.addInitScript(() => {
    window.__wake = [];
    let gesture = false;
    for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => { gesture = true; }, true);
    const lock = {
      request() {
        const ok = gesture;
        window.__wake.push(ok ? 'granted' : 'refused');
        if (!ok) return Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
        return Promise.resolve({ release: () => Promise.resolve() });
      },
    };
    Object.defineProperty(Navigator.prototype, 'wakeLock', { get: () => lock, configurable: true });
  });
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await expect.poll(() => page.evaluate(() => window.__wake.at(-1))).toBe('granted');
  await page.reload();
  await expect(page.locator('section.game')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__wake)).toEqual(['refused']);
  await g.primary(page);
  await expect.poll(() => page.evaluate(() => window.__wake)).toEqual(['refused', 'granted']);
  // Held now: the next taps ask for nothing more.
  await g.primary(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.__wake)).toEqual(['refused', 'granted']);
});

test('the phone\'s Back in the deal is the deal\'s own Back: the last card marked comes off, nothing else', async ({ page }) => {
  await g.startGame(page, 'sport', g.SPORT_ROLES, 'ru', { until: 'dealt' });
  const marked = () => page.evaluate(() => JSON.parse(localStorage.getItem('mafia-host.setup.v1')).deal.roles.length);
  await expect.poll(marked).toBe(10);
  await page.goBack();
  await expect.poll(marked).toBe(9);
  await page.goBack();
  await expect.poll(marked).toBe(8);
  await expect(page.locator('section.setup')).toHaveCount(1);
  // Marked again, the game starts as dealt.
  await page.locator(`.role-btn[data-role="${g.SPORT_ROLES[8]}"]`).click();
  await page.locator(`.role-btn[data-role="${g.SPORT_ROLES[9]}"]`).click();
  await page.getByRole('button', { name: 'Начать игру' }).click();
  await expect(page.locator('section.game')).toBeVisible();
});

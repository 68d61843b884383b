// The leak-proof night (issue 6, item 5) and its ambience (item 2): the screen reads the
// same whatever the shot or the check was, destructive actions need a hold, and the sea
// noise fades in at night and out at «Доброе утро». Sport seating: blacks 3, 7 (Don), 9.
'use strict';
const { test, expect, shot } = require('./fixtures');
const g = require('./game');

/** Day 1 to night 2: seat 4 is voted out (six hands of ten), its last word, then night. */
async function toSecondNight(page, lang = 'ru') {
  await g.startGame(page, 'sport', g.SPORT_ROLES, lang);
  await g.primary(page, 4);
  await g.speeches(page, { 1: 4, 2: 7 });
  await g.vote(page, [1, 2, 3, 5, 6, 8]);
  await g.primary(page);
  await expect(g.phase(page)).toHaveText(lang === 'ru' ? 'Ночь 2' : 'Night 2');
}

const screen = (page) => page.locator('section.game').innerHTML();

test('a kill and a miss, a red and a black check leave the same night screen', async ({ page }) => {
  await toSecondNight(page);
  // The shot on seat 8 (a kill), then the Don's step.
  await g.tap(page, 8);
  await expect(g.say(page)).toContainText('Дон');
  const afterKill = await screen(page);
  await g.holdToAct(page, 'undo');
  // The same night with a miss.
  await g.primary(page);
  await expect(g.say(page)).toContainText('Дон');
  expect(await screen(page)).toBe(afterKill);

  // The Sheriff checks a red (seat 1) or a black (seat 3): the same screen until held.
  await g.tap(page, 5);
  await expect(g.say(page)).toHaveText('');
  await g.endAnswer(page);
  await expect(g.say(page)).toContainText('Шериф');
  await g.tap(page, 1);
  await expect(page.getByTestId('hold-answer')).toBeVisible();
  const red = await screen(page);
  // The Sheriff's answer moment is still the night: undo needs a hold.
  await g.holdToAct(page, 'undo');
  await g.endAnswer(page);
  await g.tap(page, 3);
  expect(await screen(page)).toBe(red);
  await g.hold(page.getByTestId('hold-answer'), '№3 — чёрный');
});

test('at night undo needs a hold: a tap or a short press does nothing', async ({ page }) => {
  await toSecondNight(page);
  await g.tap(page, 8);
  await g.tap(page, 5);
  const undo = page.getByTestId('undo');
  await expect(undo).toContainText('проверка Дона');
  await expect(undo).toContainText('удерживайте');
  await shot(page, 'night-hold-ru');
  await undo.click();
  await expect(undo).toContainText('проверка Дона');
  await undo.dispatchEvent('pointerdown');
  await expect(undo).toHaveClass(/holding/);
  await undo.dispatchEvent('pointerup');
  await expect(undo).not.toHaveClass(/holding/);
  await page.waitForTimeout(1200);
  await expect(undo).toContainText('проверка Дона');
  // Held to the end it undoes once (the click that ends the gesture does not act again).
  await g.holdToAct(page, 'undo');
  await expect(undo).toContainText('выстрел');
  await expect(g.say(page)).toContainText('Дон');
  // By day the same button is a plain tap.
  await g.primary(page, 3);
  await expect(g.phase(page)).not.toContainText('Ночь');
  await expect(undo).not.toHaveClass(/needs-hold/);
});

test.describe('ambience', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.__sea = [];
      const create = AudioContext.prototype.createBufferSource;
      AudioContext.prototype.createBufferSource = function () {
        const src = create.call(this);
        const start = src.start.bind(src);
        const stop = src.stop.bind(src);
        src.start = (...a) => {
          window.__sea.push({ on: true, loop: src.loop, seconds: src.buffer.duration });
          return start(...a);
        };
        src.stop = (when) => {
          window.__sea.push({ on: false, after: when - src.context.currentTime });
          return stop(when);
        };
        return src;
      };
    });
  });
  const sea = (page) => page.evaluate(() => window.__sea);

  test('the sea noise plays at night when chosen, fades out at «Доброе утро», and is remembered', async ({ page }) => {
    await g.startGame(page, 'sport', g.SPORT_ROLES);
    // The first night: the switch is there; by day it is not.
    await g.openTools(page);
    await expect(page.getByTestId('ambience')).toHaveAttribute('aria-pressed', 'false');
    expect(await sea(page)).toEqual([]);
    await page.getByTestId('ambience').click();
    await expect(page.getByTestId('ambience')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => sea(page)).toEqual([{ on: true, loop: true, seconds: 6 }]);
    await g.primary(page, 4);
    await expect(page.getByTestId('ambience')).toHaveCount(0);
    const s = await sea(page);
    expect(s).toHaveLength(2);
    expect(s[1].on).toBe(false);
    expect(s[1].after).toBeGreaterThan(2);
    expect(await page.evaluate(() => localStorage.getItem('mafia-host.ambience.v1'))).toBe('1');
    // The next night it starts by itself; switched off, it fades out at once.
    await g.speeches(page, { 1: 4 });
    await g.primary(page, 2);
    await expect(g.phase(page)).toHaveText('Ночь 2');
    await expect.poll(async () => (await sea(page)).length).toBe(3);
    await g.openTools(page);
    await page.getByTestId('ambience').click();
    await expect.poll(async () => (await sea(page)).length).toBe(4);
    expect(await page.evaluate(() => localStorage.getItem('mafia-host.ambience.v1'))).toBe('0');
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });
  test('the night asks for the same hold', async ({ page }) => {
    await toSecondNight(page, 'en');
    await g.tap(page, 8);
    const undo = page.getByTestId('undo');
    await expect(undo).toContainText('shot');
    await expect(undo).toContainText('hold');
    await g.openTools(page);
    await expect(page.getByTestId('ambience')).toHaveText('Night sound');
    await shot(page, 'night-hold-en');
    await g.holdToAct(page, 'undo');
    await expect(undo).not.toContainText('shot');
  });
});

test('a check answer is its own moment, and a reload in the middle of it brings it back', async ({ page }) => {
  // Night 2 of a Sport game with nobody nominated on day 1: a miss, then the Don checks 5.
  const log = g.freshLog('sport', g.SPORT_ROLES);
  log.actions = [
    ...Array(14).fill({ action: 'next' }),
    { action: 'shoot', target: null },
    { action: 'don_check', target: 5 },
  ];
  await g.continueGame(page, log);
  await expect(g.phase(page)).toHaveText('Ночь 2');
  const answer = page.getByTestId('hold-answer');
  await expect(g.say(page)).toHaveText('');
  await g.hold(answer, '№5 — Шериф');
  await shot(page, 'night-answer-ru');
  // The phone is reloaded before the host moves on: the game reopens by itself and the
  // answer comes back.
  await page.reload();
  await expect(page.locator('section.game')).toBeVisible();
  await expect(g.say(page)).toHaveText('');
  await g.hold(answer, '№5 — Шериф');
  // Only after «Дон засыпает» does the Sheriff wake; a reload then does not bring it back.
  await g.endAnswer(page);
  await expect(answer).toHaveCount(0);
  await expect(g.say(page)).toHaveText('Засыпает Дон. Просыпается Шериф. Шериф ищет мафию.');
  await page.reload();
  await expect(g.say(page)).toHaveText('Засыпает Дон. Просыпается Шериф. Шериф ищет мафию.');
  await expect(answer).toHaveCount(0);
  await g.tap(page, 9);
  await expect(g.say(page)).toHaveText('');
  await g.hold(answer, '№9 — чёрный');
  await g.endAnswer(page);
  await expect(g.say(page)).toHaveText('Засыпает Шериф. Доброе утро! Все просыпаются. Утро действительно доброе: ночью никто не пострадал.');
});

test('the last candidate is called, and the count it gets is confirmed with one tap', async ({ page }) => {
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await g.primary(page, 4);
  await g.speeches(page, { 1: 4, 2: 7 });
  await expect(g.say(page)).toHaveText(
    'Дневное обсуждение завершено. Город приступает к голосованию. На голосование выставлены игроки №4, №7. Повторяю: №4, №7. Кто за то, чтобы нашу игру покинул игрок №4?',
  );
  await expect(page.locator('.script .hint')).toContainText('Рука на столе');
  for (const n of [1, 2, 3, 5, 6, 8]) await g.tap(page, n);
  await g.primary(page);
  // The opening sentence is not repeated; the last candidate is asked too.
  await expect(g.say(page)).toHaveText('Кто за то, чтобы нашу игру покинул игрок №7?');
  const button = page.getByTestId('primary');
  await expect(button).toHaveText('Принято: 4 голоса');
  await expect(page.locator('.script .hint')).toContainText('все, кто не голосовал, — 4 голоса');
  await shot(page, 'vote-last-ru');
  await button.click();
  await expect(g.say(page)).toHaveText('Игрок №4 покидает игру. Последнее слово — одна минута.');
});

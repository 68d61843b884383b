// Helpers that drive the game screens the way a host does: tap a seat, tap the main button.
'use strict';
const { expect } = require('./fixtures');

const SPORT_ROLES = ['civilian', 'civilian', 'mafia', 'civilian', 'sheriff', 'civilian', 'don', 'civilian', 'mafia', 'civilian'];

/** A game log with no actions yet, as the app saves one when a game starts. */
function freshLog(preset, roles) {
  return {
    format: 'mafia-host-game-log',
    version: 1,
    setup: {
      preset,
      players: roles.map((role, i) => ({ seat: i + 1, name: `Игрок ${i + 1}`, role })),
    },
    actions: [],
  };
}

const LABELS = {
  ru: {
    newGame: 'Новая игра', next: 'Далее', more: 'Больше игроков', fewer: 'Меньше игроков',
    physical: 'Настоящие карты', start: 'Начать игру',
    presets: { sport: 'Спорт', club: 'Клуб', home: 'Дома', party: 'Вечеринка' },
  },
  en: {
    newGame: 'New game', next: 'Next', more: 'More players', fewer: 'Fewer players',
    physical: 'Physical cards', start: 'Start the game',
    presets: { sport: 'Sport', club: 'Club', home: 'Home', party: 'Party' },
  },
};

/**
 * Starts a game through the set-up screens, as a host with physical cards does: the
 * preset, the number of players, the standard line-up, then the card of each seat.
 */
async function startGame(page, preset, roles, lang = 'ru') {
  const ui = LABELS[lang];
  await page.goto('/');
  await page.getByRole('button', { name: ui.newGame }).click();
  // Over an unfinished game, «New game» asks first (the old one goes to the history).
  if (await page.getByTestId('abandon-confirm').count()) await page.getByTestId('abandon-yes').click();
  await page.getByRole('radio', { name: ui.presets[preset] }).click();
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  if (preset === 'home' || preset === 'party') {
    const value = page.locator('.stepper .step-value').first();
    for (;;) {
      const now = Number(await value.textContent());
      if (now === roles.length) break;
      await page.getByRole('button', { name: now < roles.length ? ui.more : ui.fewer }).click();
      await expect(value).not.toHaveText(String(now));
    }
  }
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  await page.getByRole('radio', { name: ui.physical }).click();
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  for (const role of roles) {
    await page.locator(`.role-btn[data-role="${role}"]`).click();
  }
  await page.getByRole('button', { name: ui.start }).click();
  await expect(page.locator('section.game')).toBeVisible();
}

/** Opens the app with `log` saved and continues it. */
async function continueGame(page, log) {
  await page.goto('/');
  await page.evaluate((s) => localStorage.setItem('mafia-host.save.v1', s), JSON.stringify(log));
  await page.reload();
  await page.getByTestId('continue').click();
  await expect(page.locator('section.game')).toBeVisible();
}

const seat = (page, n) => page.locator(`.seat[data-seat="${n}"]`);
const say = (page) => page.getByTestId('say');
const phase = (page) => page.getByTestId('phase');

async function tap(page, n) {
  await seat(page, n).click();
}

async function primary(page, times = 1) {
  for (let i = 0; i < times; i += 1) {
    await page.getByTestId('primary').click();
  }
}

/** Taps the raised hands, then «Принято». */
async function vote(page, seats) {
  for (const n of seats) await tap(page, n);
  await expect(page.getByTestId('primary')).toContainText(String(seats.length));
  await primary(page);
}

/** Runs speeches until voting or night; `noms` maps speaker seat to the seat nominated. */
async function speeches(page, noms = {}) {
  for (let guard = 0; guard < 40; guard += 1) {
    // Game over has no script: the speeches ended the game.
    if ((await say(page).count()) === 0) return;
    const text = await say(page).textContent();
    const m = text.match(/^(?:Слово игроку №(\d+)\.|Игрок №(\d+) без речи|Seat (\d+), your speech|Seat (\d+) has no speech)/);
    if (!m) return;
    const speaker = Number(m.slice(1).find((x) => x !== undefined));
    await expect(seat(page, speaker)).toHaveClass(/speaking/);
    if (noms[speaker]) await tap(page, noms[speaker]);
    await primary(page);
  }
  throw new Error('speeches did not end');
}

/** Holds a button: `expected` shows only while it is held. */
async function hold(locator, expected) {
  await expect(locator).not.toContainText(expected);
  await locator.dispatchEvent('pointerdown');
  await expect(locator).toContainText(expected);
  await locator.dispatchEvent('pointerup');
  await expect(locator).not.toContainText(expected);
}

/**
 * A destructive action at night (undo, applying a fix) acts only after a hold of 0.8 s
 * (src/ui/game/hold.rs): presses, waits for the bar to fill, lets go.
 */
async function holdToAct(page, testid) {
  const button = page.getByTestId(testid);
  await expect(button).toHaveClass(/needs-hold/);
  await button.dispatchEvent('pointerdown');
  await expect(button).toHaveClass(/holding/);
  // Done: the bar empties, or the button goes with the card it was on.
  await expect
    .poll(async () => (await button.count()) === 0 || !/holding/.test(await button.getAttribute('class')))
    .toBe(true);
  if ((await button.count()) > 0) {
    await button.dispatchEvent('pointerup');
    await button.dispatchEvent('click');
  }
}

/**
 * The notices of the last entry: their one line above the seats opens them as a sheet.
 * Returns the list (opened if it was not).
 */
async function notices(page) {
  const list = page.getByTestId('notices');
  if ((await list.count()) === 0) await page.getByTestId('notice-line').click();
  await expect(list).toBeVisible();
  return list;
}

/** Closes the sheet over the words (notices, log, tools), if one is open. */
async function closeSheet(page) {
  const close = page.getByTestId('sheet-close');
  if ((await close.count()) > 0) await close.click();
  await expect(close).toHaveCount(0);
}

/** Unfolds the game's less used tools (voice, night sound, hand-off) behind "⋯". */
async function openTools(page) {
  const more = page.getByTestId('more');
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
}

module.exports = {
  openTools, notices, closeSheet,
  SPORT_ROLES, freshLog, startGame, continueGame, seat, say, phase, tap, primary, vote, speeches, hold, holdToAct,
};

// Helpers that drive the game screens the way a host does: tap a seat, tap the main button.
'use strict';
const { expect } = require('./fixtures');

/**
 * Pages whose clock `fakeClock` has faked. There the helpers below move the clock on where
 * the app makes a tap wait — a new step ignores taps for 400 ms (SETTLE_MS), a «Принято»
 * that moved a count on waits 0.65 s after the last tap on it (SAME_PRESS_MS) and a seat
 * that moved the game on a second (SAME_TAP_MS), a
 * hold takes 0.8 s — instead of waiting that long for real. The faked clock still runs on
 * with real time in between (Playwright's `clock.install`), so a timer that counts or a
 * window that closes by itself does so as before. For each page: `ran`, the ms moved on so
 * far; `seatAt`, `ran` when a seat last moved the game on.
 */
const fakes = new WeakMap();

/** Fakes the page's clock (before the page loads) for the helpers below to move on. */
async function fakeClock(page) {
  await page.clock.install();
  // Counts each new step's wait beginning (section.game taking the class `settling`): a tap
  // that moved the game on began one.
  await page.addInitScript(() => {
    window.__settles = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        const was = /(^|\s)settling(\s|$)/.test(r.oldValue || '');
        if (!was && r.target.matches('section.game.settling')) window.__settles += 1;
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
  });
  fakes.set(page, { ran: 0, seatAt: new Map() });
}

const faked = (page) => fakes.has(page);

/**
 * The page's `crypto.getRandomValues` (the app's only random source: the deal, the draw of
 * seats) replaced by a fixed sequence (xorshift32 from `seed`), before the page loads: for a
 * README picture that should change only when the screen does.
 */
async function fixedRandom(page, seed = 0x2545f491) {
  await page.addInitScript((seed) => {
    let x = seed | 0 || 1;
    crypto.getRandomValues = (a) => {
      const bytes = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
      for (let i = 0; i < bytes.length; i += 1) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        bytes[i] = x & 0xff;
      }
      return a;
    };
  }, seed);
}

/**
 * The page's faked clock stopped a moment ahead of now. On a busy machine the moment read
 * from the page can be past by the time `pauseAt` reaches it ("Cannot fast-forward to the
 * past"): it is tried again further ahead.
 */
async function pause(page) {
  for (let ahead = 100; ; ahead *= 4) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch (e) {
      if (ahead > 10_000 || !/past/.test(String(e))) throw e;
    }
  }
}

async function runFor(page, ms) {
  await page.clock.runFor(ms);
  fakes.get(page).ran += ms;
}

/**
 * Lets what keeps the next tap waiting pass: a new step's 400 ms (section.game.settling)
 * and, for the main button (`main`), its second after a «Принято» that moved a count on
 * (its aria-disabled). With the clock faked, at once. With a real clock, looked at every
 * frame: a click's own wait for an enabled button tries again only every half second,
 * which is most of a step's time in a whole game.
 */
async function unguard(page, main = false) {
  if (!faked(page)) {
    await page.waitForFunction(
      (m) => !document.querySelector('section.game.settling') && !(m && document.querySelector('[data-testid="primary"][aria-disabled="true"]')),
      main,
      { polling: 'raf', timeout: 5000 },
    );
    return;
  }
  const { settling, waiting } = await page.evaluate(() => ({
    settling: document.querySelector('section.game.settling') !== null,
    waiting: document.querySelector('[data-testid="primary"][aria-disabled="true"]') !== null,
  }));
  if (main && waiting) await runFor(page, 1050);
  else if (settling) await runFor(page, 450);
}

/** With a real clock: when each seat was last tapped (Date.now()), for each page. */
const tappedAt = new WeakMap();

/**
 * An evening document of `games` games (the same recorded Sport game, red wins), game k
 * seating ten of `people` from the k-th on, so everyone moves seat and some sit games out.
 * `id`: the evening's; its games' ids follow it.
 */
function eveningDoc(people, games, id = 1764608400000) {
  const fs = require('node:fs');
  const path = require('node:path');
  const recorded = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'protocol-sport.json'), 'utf8'));
  const docGames = [];
  for (let k = 0; k < games; k += 1) {
    const log = JSON.parse(JSON.stringify(recorded));
    log.setup.players.forEach((p, i) => { p.name = people[(k * 3 + i) % people.length]; });
    docGames.push({ id: id + 100_000 + k * 3_600_000, game: log });
  }
  return {
    format: 'mafia-host-evening',
    version: 1,
    id,
    preset: 'sport',
    scoring: {
      count_points: true,
      points: { win: 100, best_move_three: 40, best_move_two: 25, four_fouls: -50, disqualified: -50 },
      ci_cap: 40,
      ci_share: 40,
    },
    players: people,
    games: docGames,
  };
}

const SPORT_ROLES = ['civilian', 'civilian', 'mafia', 'civilian', 'sheriff', 'civilian', 'don', 'civilian', 'mafia', 'civilian'];

/** A game log with no actions yet, as the app saves one when a game starts. */
function freshLog(preset, roles) {
  return {
    format: 'mafia-host-game-log',
    version: 2,
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
 * Opens the start screen as a new tab would: a reload of a tab that was playing or setting
 * up reopens that by itself (sessionStorage), a new tab starts at the start screen.
 */
async function toStart(page) {
  if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await expect(page.locator('main > section.start')).toBeVisible();
}

/**
 * Starts a game through the set-up screens, as a host with physical cards does: the
 * preset, the number of players, the standard line-up, then the card of each seat.
 */
async function startGame(page, preset, roles, lang = 'ru', { startGap = null, reload = true, until = 'started', bestMoveAt = 'night' } = {}) {
  const ui = LABELS[lang];
  // `reload: false`: from the start screen that is up; `until: 'dealt'`: the cards marked,
  // «Начать игру» not tapped.
  if (reload) await toStart(page);
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
  // On the line-up step: Sport's best move is made in the morning since issue 48; the scripted Sport games here
  // were written for the night (a setting, ФСМ 4.5.9) and play it unless told
  // `bestMoveAt: 'morning'`. The fold's first choice is «Ночью» / "At night".
  if (preset === 'sport' && bestMoveAt === 'night') {
    const fold = page.locator('details.advanced');
    await fold.locator('summary').click();
    const night = fold.locator('[data-switch="best_move_at"] .seg').first();
    await night.click();
    await expect(night).toHaveAttribute('aria-pressed', 'true');
    await fold.locator('summary').click();
  }
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  await page.getByRole('radio', { name: ui.physical }).click();
  await page.getByRole('button', { name: ui.next, exact: true }).click();
  for (const role of roles) {
    await page.locator(`.role-btn[data-role="${role}"]`).click();
  }
  const start = page.getByRole('button', { name: ui.start });
  if (until === 'dealt') return;
  if (startGap === null) {
    await start.click();
  } else {
    // A hurried double tap on «Начать игру»: the second lands on the game's first step.
    const box = await start.boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(startGap);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
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
  await unguard(page);
  if (!faked(page)) {
    // A seat that moved the game on ignores a tap on it for a second, with no sign on its
    // tile: the same seat again within a second waits the rest of it.
    if (!tappedAt.has(page)) tappedAt.set(page, new Map());
    const at = tappedAt.get(page);
    const since = Date.now() - (at.get(n) ?? -Infinity);
    if (since < 1050) await page.waitForTimeout(1050 - since);
    await seat(page, n).click();
    at.set(n, Date.now());
    return;
  }
  // A seat that moved the game on ignores a tap on it for a second, with no sign on its
  // tile (a shot's seat is not the Don's check): the same seat again within a second of
  // the faked clock has that second pass first.
  const f = fakes.get(page);
  const since = f.ran - (f.seatAt.get(n) ?? -Infinity);
  if (since < 1050) await runFor(page, 1050 - since);
  // The same seat touched again within 0.4 s is a finger's bounce, one touch (issue 48
  // §18): a deliberate second tap (a hand marked, then taken off, then marked again) comes
  // after that, as a host's does. Natural time is not counted here, so it always waits.
  const touched = f.touchAt?.get(n);
  if (touched !== undefined && f.ran - touched < 450) await runFor(page, 450 - (f.ran - touched));
  const settles = () => page.evaluate(() => window.__settles);
  const before = await settles();
  await seat(page, n).click();
  f.touchAt = new Map([[n, f.ran]]);
  // Only the last seat that moved the game on waits (`Ctx::recent`).
  if ((await settles()) !== before) f.seatAt = new Map([[n, f.ran]]);
}

/**
 * Taps the main button; where it needs a hold (a left role's step before its seconds are
 * up, `Ctx::early_next`), holds it. With the page's clock faked, `fake` moves the hold on.
 */
async function primary(page, times = 1, fake = faked(page)) {
  for (let i = 0; i < times; i += 1) {
    await unguard(page, true);
    await primaryNow(page, fake);
  }
}

/** The main button tapped once, or held where it needs it; its wait has passed (driver.js). */
async function primaryNow(page, fake = faked(page)) {
  const button = page.getByTestId('primary');
  if (/needs-hold/.test((await button.getAttribute('class')) || '')) {
    await holdToAct(page, 'primary', fake);
  } else {
    await button.click();
  }
}

/**
 * Taps the hands on the table, then «Принято». When the next candidate is the last one,
 * they are called too and get every vote not cast (R-VOTE-2): one more «Принято» with the
 * count on the button (issue 13).
 */
async function vote(page, seats) {
  for (const n of seats) await tap(page, n);
  await expect(page.getByTestId('primary')).toContainText(String(seats.length));
  const before = await say(page).textContent();
  await primary(page);
  // The count is taken when the host's words move on (or the game ends).
  await expect.poll(async () => (await say(page).count()) === 0 || (await say(page).textContent()) !== before).toBe(true);
  await acceptLast(page);
}

/** The last candidate's «Принято», if the vote is at the last candidate. */
async function acceptLast(page) {
  const button = page.getByTestId('primary');
  if ((await button.count()) > 0 && (await button.getAttribute('data-step')) === 'last-candidate') {
    await unguard(page, true);
    await button.click();
  }
}

/** A check's answer moment: the answer given by a gesture, on to the next step's words. */
async function endAnswer(page) {
  const button = page.getByTestId('primary');
  await expect(button).toHaveAttribute('data-step', 'answer');
  await unguard(page, true);
  await button.click();
}

/** Runs speeches until voting or night; `noms` maps speaker seat to the seat nominated. */
async function speeches(page, noms = {}) {
  for (let guard = 0; guard < 40; guard += 1) {
    // Game over has no script: the speeches ended the game.
    if ((await say(page).count()) === 0) return;
    const text = await say(page).textContent();
    const m = text.match(/^(?:Слово игроку №(\d+)\.|Игрок №(\d+) без речи|Player (\d+), your speech|Player (\d+) has no speech)/);
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
async function holdToAct(page, testid, fake = faked(page)) {
  const button = page.getByTestId(testid);
  await expect(button).toHaveClass(/needs-hold/);
  await button.dispatchEvent('pointerdown');
  await expect(button).toHaveClass(/holding/);
  if (fake) await page.clock.runFor(850);
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
  if ((await list.count()) === 0) {
    // Another sheet (the tools) may be over the line: close it first.
    await closeSheet(page);
    await page.getByTestId('notice-line').click();
  }
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

/**
 * game.spec.js's Sport red win, from day 1's last word of seat 9 to the end: night 2's shot
 * and both checks (each answer its own moment), the best move, day 2's nominations and vote, night
 * 3, day 3's speeches end the game.
 */
async function redWinFromLastWord(page) {
  await primary(page);
  await tap(page, 4);
  await tap(page, 5);
  await endAnswer(page);
  await tap(page, 7);
  await endAnswer(page);
  for (const n of [3, 7, 8]) await tap(page, n);
  await primary(page);
  await primary(page, 2);
  await speeches(page, { 5: 7, 6: 3 });
  await vote(page, [1, 2, 5, 6, 8, 10]);
  await primary(page);
  await tap(page, 5);
  await primary(page);
  await tap(page, 3);
  await endAnswer(page);
  await primary(page, 2);
  await speeches(page, { 6: 3 });
}

/**
 * Whether the element matching `selector` is what a tap finds at every point of the screen
 * (a grid every 60 px): nothing under it can be tapped.
 */
function coversScreen(page, selector) {
  return page.evaluate((selector) => {
    const cover = document.querySelector(selector);
    const points = [];
    for (let x = 5; x < innerWidth; x += 60) for (let y = 5; y < innerHeight; y += 60) points.push([x, y]);
    return cover !== null && points.every(([x, y]) => cover.contains(document.elementFromPoint(x, y)));
  }, selector);
}

module.exports = {
  pause,
  eveningDoc, coversScreen, fakeClock, runFor, unguard, fixedRandom, openTools, notices, closeSheet, toStart,
  SPORT_ROLES, freshLog, startGame, continueGame, seat, say, phase, tap, primary, primaryNow, vote, acceptLast, endAnswer, speeches, redWinFromLastWord, hold, holdToAct,
};

// A host who plays a whole game from the screen alone: it reads what the step takes
// (section.game's data-expect, the engine's `Expect`s) and taps seats and the main button
// with seeded choices, so a game goes through speeches, nominations, votes, ties, «все
// покидают?», fouls, shots, checks and best moves without a script.
'use strict';
const fs = require('node:fs');
const { expect } = require('./fixtures');
const { primaryNow } = require('./game');
const { rng, shuffle } = require('../seeded');

const SAVE_KEY = 'mafia-host.save.v1';

/** The number of entries in the saved game. */
async function entries(page) {
  return page.evaluate((key) => {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text).game.actions.length : -1;
  }, SAVE_KEY);
}

/** The step at a glance: playing, settling, what it takes, the living seats, the entries. */
async function look(page) {
  return page.evaluate((key) => {
    const game = document.querySelector('section.game');
    const text = localStorage.getItem(key);
    return {
      playing: document.querySelector('section.game.playing') !== null,
      settling: document.querySelector('section.game.settling') !== null,
      expect: (game?.getAttribute('data-expect') || '').split(' ').filter(Boolean),
      living: [...document.querySelectorAll('.seat:not(.out)')].map((e) => Number(e.dataset.seat)),
      // Seats that have voted this round: dimmed, refused at the tap (a host skips them).
      voted: [...document.querySelectorAll('.seat.voted')].map((e) => Number(e.dataset.seat)),
      entries: text ? JSON.parse(text).game.actions.length : -1,
    };
  }, SAVE_KEY);
}

async function expects(page) {
  return ((await page.locator('section.game').getAttribute('data-expect')) || '').split(' ').filter(Boolean);
}

async function living(page) {
  return page.$$eval('.seat:not(.out)', (els) => els.map((e) => Number(e.dataset.seat)));
}

/**
 * Waits, looking at every frame, until `selector` matches nothing (within expect's 5 s):
 * an expect's own polling looks again only after 100, 250, 500 ms…, most of a 400 ms wait.
 */
async function gone(page, selector) {
  await page.waitForFunction((s) => document.querySelector(s) === null, selector, { polling: 'raf', timeout: 5000 });
}

/**
 * Lets a new step's guard against double taps (SETTLE_MS, ui/game/ctx.rs) pass. With the
 * page's clock faked (`page.clock.install()`), the time is moved on at once.
 */
async function settle(page, fake) {
  if ((await page.locator('section.game.settling').count()) === 0) return;
  if (fake) {
    await page.clock.runFor(450);
    await expect(page.locator('section.game.settling')).toHaveCount(0);
  } else {
    await gone(page, 'section.game.settling');
  }
}

/** «Принято» that moved a count on waits a second (`SAME_TAP_MS`, ui/game/ctx.rs). */
async function settleCount(page, fake) {
  const waiting = page.locator('[data-testid="primary"][aria-disabled="true"]');
  if ((await waiting.count()) === 0) return;
  if (fake) {
    await page.clock.runFor(1050);
    await expect(waiting).toHaveCount(0);
  } else {
    await gone(page, '[data-testid="primary"][aria-disabled="true"]');
  }
}

async function tapSeat(page, n, fake) {
  await settle(page, fake);
  await page.locator(`.seat[data-seat="${n}"]`).click();
}

async function press(page, fake) {
  await settle(page, fake);
  await settleCount(page, fake);
  await primaryNow(page, fake);
}

/**
 * Plays one step. `brisk` plays a big table whole in fewer taps: few nominations, no hands
 * marked, a shot every night, a rare foul. `each(kind)` is called before every tap (kind: 'seat' or 'primary'), so a
 * test can look at the screen at every step, and `after()` after every tap. Returns false
 * when the game is over.
 */
async function hostStep(page, r, { fake = false, brisk = false, each = async () => {}, after = async () => {} } = {}) {
  // What the step is, in one look (a big table is a thousand steps: each look counts).
  let now = await look(page);
  if (!now.playing) return false;
  if (now.settling) {
    await settle(page, fake);
    now = await look(page);
  }
  const ex = now.expect;
  const alive = now.living;
  const before = now.entries;
  const some = () => alive[Math.floor(r() * alive.length)];
  const seat = async (n) => {
    await each('seat');
    await tapSeat(page, n, fake);
    await after();
  };
  const main = async () => {
    await each('primary');
    await press(page, fake);
    await after();
  };
  const day = ex.includes('Nominate') || ex.includes('Votes') || ex.includes('AllLeaveVotes');
  if (day && r() < (brisk ? 0.01 : 0.04)) {
    // A foul now and then.
    await each('seat');
    await settle(page, fake);
    await page.getByTestId('foul-mode').click();
    await after();
    await seat(some());
    return true;
  }
  if (ex.includes('Votes') || ex.includes('AllLeaveVotes')) {
    // Brisk (a big table played whole): no hand marked, so the last candidate gets every
    // vote (R-VOTE-2) and leaves; a day is a few taps, not one per hand.
    const free = alive.filter((n) => !now.voted.includes(n));
    const hands = brisk ? [] : shuffle(r, free).slice(0, Math.floor(r() * (free.length / 2 + 1)));
    for (const n of hands) await seat(n);
    await main();
  } else if (ex.includes('Shot')) {
    if (!brisk && r() < 0.2) await main();
    else await seat(some());
  } else if (ex.includes('DonCheck') || ex.includes('SheriffCheck') || ex.includes('Heal') || ex.includes('Silence')) {
    for (const n of shuffle(r, alive)) {
      await seat(n);
      if ((await entries(page)) !== before) break;
    }
  } else if (ex.includes('BestMove')) {
    const picks = shuffle(r, alive).slice(0, 1 + Math.floor(r() * 3));
    for (const n of picks) await seat(n);
    await main();
  } else if (ex.includes('Nominate')) {
    if (r() < (brisk ? 0.08 : 0.45)) {
      await seat(some());
      if ((await entries(page)) === before) {
        // Refused (already on the ballot, or out): the speech goes on.
      }
    }
    await main();
  } else if (ex.includes('Next')) {
    await main();
  } else {
    return false;
  }
  return true;
}

/** Plays the game to its end (or `limit` steps). */
async function playToEnd(page, seed, opts = {}, limit = 600) {
  const r = rng(seed);
  for (let i = 0; i < limit; i += 1) {
    if (!(await hostStep(page, r, opts))) return i;
  }
  throw new Error(`the game did not end in ${limit} steps`);
}

/**
 * The damaged-save notice's Download, for a stored text with a lone surrogate: the file is
 * UTF-16LE after its byte order mark (no UTF-8 file can hold the lone unit). Returns the
 * file's text, unit for unit.
 */
async function downloadUtf16(page, notice) {
  const [download] = await Promise.all([page.waitForEvent('download'), notice.getByTestId('download').click()]);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 2)], 'a UTF-16LE byte order mark').toEqual([0xff, 0xfe]);
  return bytes.subarray(2).toString('utf16le');
}

module.exports = { rng, entries, expects, living, settle, tapSeat, press, hostStep, playToEnd, downloadUtf16, SAVE_KEY };

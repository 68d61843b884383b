// Issue 24: the players' screen. Two pages in one Chromium, the host's phone and a second
// device, pair through their QR codes by the picked-photo path (a screenshot of one page's
// code is the photo the other page picks), then a whole Sport game is hosted while the
// players' page is checked at every step against the public view the host's phone sent.
// A reload of the players' page re-pairs with one scan by the host; a closed players' page
// never blocks a host's tap; what the players' page sends changes nothing.
'use strict';
const path = require('node:path');
const { test, expect, shot } = require('./fixtures');
const g = require('./game');
const { hostStep, rng, entries } = require('./driver');

// Both pages run in this container's network namespace: the host candidates are its own
// interface's; nothing leaves 127.0.0.1 but the peer-to-peer UDP on that interface, which
// the fixture's request check does not see (it is not an HTTP request).

/** The page's errors, as the fixture collects them for `page`. */
function watch(page) {
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/** The QR code on screen, as the photo the other device's camera app would take. */
async function photo(locator) {
  await expect(locator.locator('svg')).toBeVisible();
  return locator.screenshot();
}

async function pick(page, png, name = 'code.png') {
  await page.getByTestId('code-photo').setInputFiles({ name, mimeType: 'image/png', buffer: png });
}

/** The players' page: open as a second device does, from the start screen. */
async function openScreen(screen) {
  await screen.goto('/');
  await expect(screen.locator('main > section.start')).toBeVisible();
  await screen.getByTestId('players-screen-open').click();
  await expect(screen.getByTestId('pair-panel')).toBeVisible();
}

/** The host opens the players' screen sheet from the game's tools. */
async function hostSheet(host) {
  await g.openTools(host);
  await host.getByTestId('screen-open').click();
  await expect(host.getByTestId('screen-sheet')).toBeVisible();
}

/** The first pairing: the host's offer to the screen, the screen's answer to the host. */
async function pair(host, screen) {
  await hostSheet(host);
  const offer = await photo(host.getByTestId('screen-offer'));
  await pick(screen, offer, 'offer.png');
  const answer = await photo(screen.getByTestId('screen-answer'));
  await host.getByTestId('screen-scan').click();
  await pick(host, answer, 'answer.png');
  await expect(host.getByTestId('screen-status')).toHaveAttribute('data-link', 'open');
  await expect(screen.getByTestId('board')).toBeVisible();
  await host.getByTestId('screen-close').click();
}

const PHASE_RU = {
  night: (p) => `Ночь ${p.night}`,
  morning: (p) => `День ${p.day} · Доброе утро`,
  last_word: (p) => `День ${p.day} · Последнее слово`,
  speech: (p) => `День ${p.day} · Выступления`,
  discussion: (p) => `День ${p.day} · Обсуждение`,
  vote: (p) => `День ${p.day} · ${p.revote ? 'Переголосование' : 'Голосование'}`,
  tie_speech: (p) => `День ${p.day} · Речи при равенстве голосов`,
  all_leave: (p) => `День ${p.day} · Все покидают стол?`,
  game_over: () => 'Игра окончена',
};

/**
 * The players' page shows exactly what the host's phone sent last, and its board says it:
 * the phase, the speaker, the timer, each seat's fouls and exit, and no role before the end.
 */
async function sameAsSent(host, screen) {
  const sent = await host.locator('section.game').getAttribute('data-public');
  expect(sent, 'the host sends a public view while a screen is linked').toBeTruthy();
  await expect(screen.getByTestId('public-screen')).toHaveAttribute('data-view', sent);
  const view = JSON.parse(sent);
  await expect(screen.getByTestId('board-phase')).toHaveText(PHASE_RU[view.phase.phase](view.phase));
  const tiles = await screen.$$eval('.board-seat', (els) => els.map((e) => ({
    seat: Number(e.dataset.seat),
    fouls: Number(e.dataset.fouls),
    out: e.classList.contains('out'),
    role: e.querySelector('[data-testid="board-role"]')?.textContent ?? null,
  })));
  expect(tiles.map((t) => t.seat)).toEqual(view.seats.map((s) => s.seat));
  for (const [i, s] of view.seats.entries()) {
    expect(tiles[i].fouls, `seat ${s.seat}'s fouls`).toBe(s.fouls);
    expect(tiles[i].out, `seat ${s.seat} out`).toBe(s.out !== null);
    // Sport reveals no role before the end (R-ROLE-6).
    expect(tiles[i].role !== null, `seat ${s.seat}'s role shown`).toBe(view.phase.phase === 'game_over');
  }
  if (view.speaker !== null) await expect(screen.getByTestId('board-speaker')).toContainText(`№${view.speaker}`);
  // The vote's 2 seconds show once the host starts them (issue 39 §3.7).
  const timed = view.timer && !(view.timer.kind === 'vote_window' && view.timer.clock === null);
  await expect(screen.getByTestId('board-timer')).toHaveCount(timed ? 1 : 0);
  for (const [i, s] of view.seats.entries()) {
    const fouls = screen.locator(`.board-seat[data-seat="${s.seat}"] [data-testid="board-fouls"]`);
    if (s.fouls > 0) await expect(fouls, `seat ${s.seat}'s fouls as a number`).toHaveText(new RegExp(`^${s.fouls} фол`));
    else await expect(fouls).toHaveCount(0);
    void i;
  }
  return view;
}

const SIZES = [[1280, 720, 'tv'], [768, 1024, 'tablet'], [390, 844, 'phone']];

/** The players' page at a moment, at each size, in both languages (its own switch). */
async function gallery(screen, moment) {
  for (const [width, height, name] of SIZES) {
    await screen.setViewportSize({ width, height });
    for (const lang of ['en', 'ru']) {
      await screen.locator(`.board-bar .lang[lang="${lang}"]`).click();
      await expect(screen.locator('html')).toHaveAttribute('lang', lang);
      await shot(screen, `players-screen-${moment}-${name}-${lang}`);
      // The README's picture: the count on a TV.
      if (moment === 'vote' && name === 'tv' && lang === 'ru') {
        await screen.screenshot({ path: path.join(__dirname, '..', '..', 'docs', 'screenshots', 'players-screen-tv-ru.png'), animations: 'disabled' });
      }
    }
  }
  await screen.setViewportSize({ width: 1280, height: 720 });
}

test('a Sport game on the players\' screen: paired by QR photos, checked at every step, re-paired with one scan', async ({ page: host, browser }) => {
  test.setTimeout(420_000);
  const other = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'ru-RU' });
  // What the players' page sends down the channel, to send more than it should later.
  await other.addInitScript(() => {
    window.__channels = [];
    const make = RTCPeerConnection.prototype.createDataChannel;
    RTCPeerConnection.prototype.createDataChannel = function (...args) {
      const ch = make.apply(this, args);
      window.__channels.push(ch);
      return ch;
    };
  });
  let screen = await other.newPage();
  const errors = watch(screen);

  await g.startGame(host, 'sport', g.SPORT_ROLES);
  await openScreen(screen);
  await shot(screen, 'players-screen-pair-ru');
  await pair(host, screen);

  // The game, hosted from the screen alone; after every tap the players' page is checked.
  const r = rng(24);
  let nightView = null;
  let steps = 0;
  const shown = new Set();
  const after = async () => {
    const view = await sameAsSent(host, screen);
    // Each kind of moment once, at every size and in both languages.
    const moment = view.phase.phase === 'vote' && view.vote && view.counts.length === 0 && view.vote.counts.length > 0 ? 'vote'
      : view.phase.phase === 'speech' && view.ballot.length > 0 ? 'speech'
        : ['night', 'morning', 'game_over'].includes(view.phase.phase) ? view.phase.phase : null;
    if (moment && !shown.has(moment)) {
      shown.add(moment);
      await gallery(screen, moment);
    }
    // One picture all night: every view from «Наступает ночь» to «Доброе утро» is the first.
    if (view.phase.phase === 'night') {
      if (nightView && nightView.phase.night === view.phase.night) expect(view).toEqual(nightView);
      else nightView = view;
    }
    steps += 1;
  };
  await after();
  for (let i = 0; i < 25; i += 1) await hostStep(host, r, { after });

  // Nothing the players' page sends changes the game: host actions, junk, a flood.
  const before = await entries(host);
  await screen.evaluate(() => {
    for (const ch of window.__channels) {
      if (ch.readyState !== 'open') continue;
      ch.send(JSON.stringify({ action: 'next' }));
      ch.send('{"format":"mafia-host-game-log","version":3,"actions":[]}');
      for (let i = 0; i < 200; i += 1) ch.send('x'.repeat(1000));
    }
  });
  await host.waitForTimeout(500);
  expect(await entries(host)).toBe(before);
  await sameAsSent(host, screen);

  // A reload of the players' page: it shows its re-pair code; one scan by the host.
  await screen.reload();
  await expect(screen.getByTestId('screen-repair')).toBeVisible();
  await shot(screen, 'players-screen-repair-ru');
  await expect(host.getByTestId('screen-lost')).toBeVisible();
  const repair = await photo(screen.getByTestId('screen-repair'));
  await host.getByTestId('screen-lost').click();
  await host.getByTestId('screen-scan').click();
  await pick(host, repair, 'repair.png');
  await expect(host.getByTestId('screen-status')).toHaveAttribute('data-link', 'open');
  await host.getByTestId('screen-close').click();
  await expect(screen.getByTestId('board')).toBeVisible();
  await sameAsSent(host, screen);

  // The rest of the game, to its end: the winner and every role on the players' page.
  let playing = true;
  for (let i = 0; i < 600 && playing; i += 1) playing = await hostStep(host, r, { after });
  expect(playing, 'the game ended').toBe(false);
  const last = await sameAsSent(host, screen);
  expect(last.winner).not.toBeNull();
  await expect(screen.getByTestId('board-winner')).toBeVisible();
  await expect(screen.getByTestId('board-role')).toHaveCount(10);
  expect(steps).toBeGreaterThan(40);
  expect([...shown].sort()).toEqual(['game_over', 'morning', 'night', 'speech', 'vote']);
  expect(errors).toEqual([]);
  await other.close();
});


test('the players\' screen after the first night, a foul and the vote\'s 2 seconds (issue 39 §3.7)', async ({ page: host, browser }) => {
  test.setTimeout(120_000);
  const other = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'ru-RU' });
  const screen = await other.newPage();
  await g.startGame(host, 'sport', g.SPORT_ROLES);
  await openScreen(screen);
  await pair(host, screen);
  // Night 1 is the acquaintance: nobody is shot, so day 1 has no «никто не убит».
  await g.primary(host, 4);
  await expect(screen.getByTestId('board-phase')).toHaveText('День 1 · Выступления');
  await expect(screen.getByTestId('board-facts')).not.toContainText('никто не убит');
  await expect(screen.locator('.board-line[data-kind="news"]')).toHaveCount(0);
  // A foul on seat 6: a number and its word on the tile, large.
  await host.getByTestId('foul-mode').click();
  await g.tap(host, 6);
  const fouls = screen.locator('.board-seat[data-seat="6"] [data-testid="board-fouls"]');
  await expect(fouls).toHaveText('1 фол');
  const size = await fouls.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(size, 'as large as the names, not dots').toBeGreaterThanOrEqual(20);
  await g.speeches(host, { 1: 4, 2: 7 });
  await expect(screen.getByTestId('board-voting')).toContainText('№4');
  // Before the host starts the 2 seconds: no clock on the players' screen.
  await expect(screen.getByTestId('board-timer')).toHaveCount(0);
  await host.getByTestId('vote-window').click();
  const timer = screen.getByTestId('board-timer');
  await expect(timer).toHaveText(/^0:0[12]$/);
  await expect(timer).not.toHaveClass(/warn/);
  await shot(screen, 'players-screen-window-tv-ru');
  // It counts down, then ends in «Спасибо», with the host.
  await expect(timer).toHaveText('Спасибо', { timeout: 4000 });
  await expect(g.say(host)).toHaveText('Спасибо.');
  await shot(screen, 'players-screen-thanks-tv-ru');
  await screen.locator('.board-bar .lang[lang="en"]').click();
  await expect(timer).toHaveText('Thank you');
  await expect(fouls).toHaveText('1 foul');
  await shot(screen, 'players-screen-thanks-tv-en');
  await other.close();
});

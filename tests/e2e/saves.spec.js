// Offline and durable (docs/saves.md): the service worker, installability, autosave and
// resume after every step, damaged saves, a refused write, history, export and import,
// two tabs, and the screen wake lock.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test, expect, shot, openApp } = require('./fixtures');
const g = require('./game');
const { downloadUtf16 } = require('./driver');

const SAVE_KEY = 'mafia-host.save.v1';
const REJECTED_KEY = 'mafia-host.rejected.v1';
const HISTORY_KEY = 'mafia-host.history.v1';
const EXAMPLE = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'examples', 'sport-red-win.json'), 'utf8'),
);
const REFUSED = fs.readFileSync(path.join(__dirname, '..', 'data', 'refused-vote-order.json'), 'utf8');

/** A save envelope around a game log, as the app writes one. */
function envelope(log, extra = {}) {
  return { format: 'mafia-host-save', version: 1, id: 1_700_000_000_000, saved_at: 1_700_000_000_000, tab: 'x', game: log, ...extra };
}

/** The example game one action before its end: the last `next` ends it. */
function almostOver() {
  return { ...EXAMPLE, actions: EXAMPLE.actions.slice(0, -1) };
}

async function waitForServiceWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
}

/** What the host sees of the game: phase, script, timer, main button, every seat. */
async function snapshot(page) {
  await page.waitForTimeout(50);
  return page.evaluate(() => {
    const text = (sel) => document.querySelector(sel)?.textContent ?? null;
    return {
      night: document.querySelector('section.game')?.classList.contains('night') ?? null,
      phase: text('[data-testid="phase"]'),
      say: text('[data-testid="say"]'),
      timer: text('[data-testid="timer"]'),
      primary: text('[data-testid="primary"]'),
      seats: [...document.querySelectorAll('.seat')].map((s) => `${[...s.classList].sort().join(' ')}|${s.textContent}`),
    };
  });
}

async function protocol(page) {
  return page.locator('.over').evaluate((el) =>
    [...el.querySelectorAll('.winner, .protocol-row, .checks li, .best-move')].map((e) => e.textContent),
  );
}

async function downloaded(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
}

test.describe('offline', () => {
  test('after one load the app starts offline, a game starts and is saved', async ({ page, context }) => {
    await openApp(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('main > section.start')).toBeVisible();
    await g.startGame(page, 'sport', g.SPORT_ROLES);
    await g.primary(page);
    const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
    expect(save.game.actions).toEqual([{ action: 'next' }]);
    // The reload reopens the game by itself, offline too.
    await page.reload();
    await expect(g.phase(page)).toHaveText('Ночь 1 · знакомство');
    await context.setOffline(false);
  });

  test('any path under the app opens offline, with no failed request (issue 22 §5.5)', async ({ page, context }) => {
    await openApp(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const failed = [];
    // A chunk still being fetched when the next path is opened is cut off by the navigation
    // (net::ERR_ABORTED), not refused: only a request that failed on its own counts.
    page.on('requestfailed', (r) => { if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(r.url()); });
    page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    for (const where of ['/some/deep/link', '/game/', '/a/b/c?x=1']) {
      await page.goto(where);
      await expect(page.locator('main > section.start')).toBeVisible();
      await expect(page.locator('#shell img.emblem')).toHaveJSProperty('complete', true);
      expect(await page.evaluate(() => document.querySelector('#shell img.emblem').naturalWidth)).toBeGreaterThan(0);
    }
    expect(failed).toEqual([]);
    await context.setOffline(false);
  });

  test('the service worker precaches every built file, hashed names included', async ({ page }) => {
    await openApp(page);
    await waitForServiceWorker(page);
    const dist = process.env.E2E_DIST || path.join(__dirname, '..', '..', 'dist');
    const built = [];
    const walk = (d) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else built.push(path.relative(dist, p).split(path.sep).join('/'));
      }
    };
    walk(dist);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((n) => n.startsWith('mafia-host-')));
      return (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1));
    });
    // The page is cached once, as './' (the worker answers every navigation with it).
    const expected = built.filter((f) => f !== 'sw.js' && f !== 'index.html');
    expect(expected.some((f) => /_bg\.wasm$/.test(f))).toBe(true);
    expect(cached.sort()).toEqual(['', ...expected].sort());
  });
});

test.describe('install', () => {
  // Chromium never offers to install from an incognito profile, which is what a Playwright
  // context is; this test runs a real (temporary) profile instead.
  test('Chromium reports no installability errors and the service worker controls the page', async ({ playwright }, info) => {
    const { baseURL, launchOptions, viewport } = info.project.use;
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mafia-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, viewport, locale: 'ru-RU' });
    const errors = [];
    try {
      const page = context.pages()[0] || (await context.newPage());
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(baseURL);
      await expect(page.locator('main > section.start')).toBeVisible();
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
      expect(url).toBe(new URL('manifest.webmanifest', baseURL).href);
      expect(manifestErrors).toEqual([]);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(baseURL);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('resume', () => {
  test('a reload after every step of a Sport game resumes the same phase, speaker, candidates and votes', async ({ page }) => {
    test.setTimeout(240_000);
    await g.startGame(page, 'sport', g.SPORT_ROLES);
    const steps = [
      () => g.primary(page),
      () => g.primary(page),
      () => g.primary(page),
      () => g.primary(page),
      () => g.tap(page, 9),
      () => g.primary(page),
      () => g.tap(page, 3),
      ...Array.from({ length: 9 }, () => () => g.primary(page)),
      // The votes: 6 hands for seat 9; the rest go to seat 3.
      () => g.vote(page, [1, 2, 4, 5, 6, 7]),
      () => g.primary(page),
      // Night 2: the shot, the Don's and the Sheriff's checks, the best move.
      () => g.tap(page, 4),
      () => g.tap(page, 5),
      () => g.endAnswer(page),
      () => g.tap(page, 7),
      () => g.endAnswer(page),
      async () => {
        for (const s of [3, 7, 8]) await g.tap(page, s);
        await g.primary(page);
      },
      () => g.primary(page),
      () => g.primary(page),
      // Day 2: a foul, then seat 5 nominates 7 and seat 6 nominates 3.
      async () => {
        await page.getByTestId('foul-mode').click();
        await g.tap(page, 2);
      },
      () => g.tap(page, 7),
      () => g.primary(page),
      () => g.tap(page, 8),
      () => g.primary(page),
    ];
    // A running timer keeps running through a reload: it may read less afterwards, by no
    // more than the time the reload took (a busy 2-core machine takes seconds), never more.
    const seconds = (t) => (t === null ? null : t.split(':').reduce((m, x) => m * 60 + Number(x), 0));
    const same = async (before, at) => {
      const now = await snapshot(page);
      const passed = Math.ceil((Date.now() - at) / 1000) + 1;
      const [b, n] = [seconds(before.timer), seconds(now.timer)];
      const timerOk = b === n || (b !== null && n !== null && n <= b && n >= b - passed);
      return { ...now, timer: timerOk ? before.timer : now.timer };
    };
    let before = await snapshot(page);
    for (const [i, step] of steps.entries()) {
      await step();
      before = await snapshot(page);
      const at = Date.now();
      // A running game reopens by itself after a reload.
      await page.reload();
      await expect(page.locator('section.game')).toBeVisible();
      await expect.poll(() => same(before, at), { message: `after step ${i + 1}` }).toEqual(before);
    }
    // The state really moved on: day 2's speeches, a foul and two candidates on the ballot.
    expect(before.phase).toBe('День 2 · речи');
    await expect(g.seat(page, 7)).toContainText('от №');
    await expect(g.seat(page, 8)).toContainText('от №');
    await expect(g.seat(page, 2)).toContainText('●');
  });

  test('a finished game is not offered to continue (a reload shows its result, issue 39 §4.2); the history keeps it', async ({ page }) => {
    await g.continueGame(page, almostOver());
    await g.primary(page);
    await expect(page.getByTestId('winner')).toBeVisible();
    const shown = await protocol(page);
    await page.reload();
    expect(await protocol(page)).toEqual(shown);
    await page.locator('.over nav.actions button').first().click();
    await expect(page.getByTestId('continue')).toBeDisabled();
    await page.getByTestId('history-open').click();
    const rows = page.getByTestId('history').locator('.history-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Спорт · 10 · победа красных');
    await shot(page, 'history-ru');
    await rows.first().click();
    expect(await protocol(page)).toEqual(shown);
  });

  test('the history keeps 50 games and says when the oldest is dropped', async ({ page }) => {
    await openApp(page);
    const old = Array.from({ length: 50 }, (_, i) => envelope(EXAMPLE, { id: i + 1, saved_at: 1_700_000_000_000 + i }));
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [HISTORY_KEY, JSON.stringify(old)]);
    await g.continueGame(page, almostOver());
    await g.primary(page);
    await expect(page.getByTestId('history-dropped')).toContainText('самая старая удалена');
    const ids = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).map((e) => e.id), HISTORY_KEY);
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe(2);
    expect(ids.slice(0, 49)).toEqual(Array.from({ length: 49 }, (_, i) => i + 2));
  });
});

test.describe('damaged saves', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  const valid = JSON.stringify(envelope({ ...EXAMPLE, actions: EXAMPLE.actions.slice(0, 10) }));
  const cases = [
    ['corrupt', 'not a save {', 'Это не сохранение «Мафия — ведущий».', 'это не сохранение и не журнал игры'],
    ['broken', '{"format": "mafia-host-save", "version": 1, "game": {', 'Текст повреждён или обрезан.', 'журнал игры не читается: '],
    ['future version', JSON.stringify({ ...JSON.parse(valid), version: 2 }), 'Сохранено более новой версией приложения.', 'версия сохранения 2 не поддерживается: приложение читает версию 1'],
    ['truncated', valid.slice(0, Math.floor(valid.length / 2)), 'Текст повреждён или обрезан.', 'журнал игры не читается'],
    ['refused on replay', REFUSED, 'Запись в нём больше не подходит правилам.', 'запись 16 отклонена: R-VOTE-1: '],
  ];
  for (const [name, raw, why, detail] of cases) {
    test(`a ${name} save: a clear message, the text kept, and a new game`, async ({ page }) => {
      await openApp(page);
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, raw]);
      await page.reload();
      const notice = page.getByTestId('damaged-save');
      await expect(notice).toContainText('Сохранённая игра не открывается');
      await expect(notice).toContainText(why);
      await expect(page.getByTestId('damaged-detail')).toContainText(detail);
      // The technical line is in the host's language too: no English on the Russian screen.
      expect(await page.getByTestId('damaged-detail').innerText()).not.toMatch(/\b(the|is|not|at|line|column|expected|refused|malformed)\b/);
      await expect(page.getByTestId('continue')).toBeDisabled();
      if (name === 'future version') await shot(page, 'damaged-save-ru');
      // The raw text survives, word for word, and can be downloaded or copied.
      expect(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), REJECTED_KEY)).toEqual([raw]);
      const file = await downloaded(page, notice.getByTestId('download'));
      expect(file.text).toBe(raw);
      await notice.getByTestId('copy').click();
      await expect(notice.getByTestId('copy-status')).toHaveText('Скопировано');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(raw);
      // A new game starts and saves; the damaged text is still kept and still shown.
      await g.startGame(page, 'sport', g.SPORT_ROLES);
      await g.primary(page);
      const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
      expect(save.game.actions).toHaveLength(1);
      expect(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), REJECTED_KEY)).toEqual([raw]);
      await g.toStart(page);
      await expect(page.getByTestId('damaged-save')).toBeVisible();
      await expect(page.getByTestId('continue')).toBeEnabled();
      // Only the host deletes it.
      await page.getByTestId('discard').click();
      await expect(page.getByTestId('damaged-save')).toHaveCount(0);
      expect(await page.evaluate((k) => localStorage.getItem(k), REJECTED_KEY)).toBeNull();
    });
  }

  test('when even keeping the damaged text fails, it stays in the save slot and nothing overwrites it', async ({ page }) => {
    await page.addInitScript((key) => {
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (k === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return set.call(this, k, v);
      };
    }, REJECTED_KEY);
    await openApp(page);
    await page.evaluate((k) => localStorage.setItem(k, 'half a save {"format"'), SAVE_KEY);
    await page.reload();
    await expect(page.getByTestId('damaged-save')).toContainText('Это не сохранение «Мафия — ведущий».');
    await g.startGame(page, 'sport', g.SPORT_ROLES);
    await expect(page.getByTestId('save-failed')).toBeVisible();
    await g.primary(page);
    expect(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).toBe('half a save {"format"');
  });

  test('a save that fills the storage: the truth is said, and once moved out games save again', async ({ page }) => {
    // Storage is full: nothing more can be written, so the damaged save cannot be moved aside.
    await page.addInitScript((key) => {
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (k === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return set.call(this, k, v);
      };
    }, REJECTED_KEY);
    const big = `{"format": "mafia-host-save", "junk": "${'x'.repeat(4_000_000)}`;
    await openApp(page);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, big]);
    await page.reload();
    const notice = page.getByTestId('damaged-save');
    await expect(page.getByTestId('damaged-hint')).toContainText('ни одна игра не сохраняется');
    await expect(page.getByTestId('damaged-hint')).not.toContainText('Новую игру можно начать');
    await shot(page, 'save-stuck-ru');
    const file = await downloaded(page, notice.getByTestId('download'));
    expect(file.text).toBe(big);
    // Moved out: deleted from the slot by the host; a new game is saved again.
    await notice.getByTestId('discard').click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).toBeNull();
    await g.startGame(page, 'sport', g.SPORT_ROLES);
    await g.primary(page);
    await expect(page.getByTestId('save-failed')).toHaveCount(0);
    const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
    expect(save.game.actions).toHaveLength(1);
  });

  test('a history that does not read is said so, kept word for word and never written over', async ({ page }) => {
    const damaged = '[{"format": "mafia-host-save", "vers';
    await openApp(page);
    await page.evaluate((k) => localStorage.setItem(k, '[{"format": "mafia-host-save", "vers'), HISTORY_KEY);
    await g.continueGame(page, almostOver());
    await g.primary(page);
    await expect(page.getByTestId('winner')).toBeVisible();
    // The finished game is not in the history: the host is told and offered its file; the
    // damaged history is untouched; the game stays in the save slot.
    await expect(page.getByTestId('not-in-history')).toBeVisible();
    const file = await downloaded(page, page.getByTestId('not-in-history').getByTestId('download'));
    expect(JSON.parse(file.text).actions).toHaveLength(EXAMPLE.actions.length);
    expect(await page.evaluate((k) => localStorage.getItem(k), HISTORY_KEY)).toBe(damaged);
    expect(JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).game.actions).toHaveLength(EXAMPLE.actions.length);
    // After a reload: still told, still offered; the History screen says the history is
    // damaged (not "no finished games yet") and gives its text.
    // (This tab was at game over: the reload shows the result again, issue 39 §4.2.)
    await page.goto('/');
    await expect(page.getByTestId('winner')).toBeVisible();
    await expect(page.getByTestId('not-in-history')).toBeVisible();
    await page.locator('.over nav.actions button').first().click();
    await expect(page.getByTestId('not-in-history')).toBeVisible();
    await page.getByTestId('history-open').click();
    const notice = page.getByTestId('history-damaged');
    await expect(notice).toContainText('История игр повреждена');
    await expect(page.getByText('Законченных игр пока нет.')).toHaveCount(0);
    expect((await downloaded(page, notice.getByTestId('download'))).text).toBe(damaged);
    await shot(page, 'history-damaged-ru');
    // «New game» now would take the finished game's place in the save: it asks first.
    await page.goto('/');
    await page.getByRole('button', { name: 'Новая игра' }).click();
    await expect(page.getByTestId('abandon-confirm')).toContainText('Законченная игра не попала в историю');
    await page.getByTestId('abandon-no').click();
    await page.getByTestId('history-open').click();
    // Deleted by the host only; then the finished game goes into the history on the next start.
    await notice.getByTestId('history-discard').click();
    await page.goto('/');
    // The app moves the game into the history once it has started (not at the first paint).
    await expect
      .poll(async () => JSON.parse(await page.evaluate((k) => localStorage.getItem(k), HISTORY_KEY))?.length ?? 0)
      .toBe(1);
    await expect(page.getByTestId('not-in-history')).toHaveCount(0);
  });

  test('a finished game the full storage cannot hold is said so and offered at once (issue 22 §5.3)', async ({ page }) => {
    await g.continueGame(page, almostOver());
    // The storage fills up now: no write of the save or the history goes through.
    await page.evaluate(([save, history]) => {
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (k === save || k === history) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return set.call(this, k, v);
      };
    }, [SAVE_KEY, HISTORY_KEY]);
    await g.primary(page);
    await expect(page.getByTestId('winner')).toBeVisible();
    const banner = page.getByTestId('not-in-history');
    // Not «it stays in the save»: it is not there, and a reload would lose it.
    await expect(banner).toContainText('Законченная игра не сохранилась: память телефона переполнена.');
    await expect(banner).not.toContainText('остаётся в сохранении');
    await shot(page, 'finished-not-saved-ru');
    const file = await downloaded(page, banner.getByTestId('download'));
    expect(JSON.parse(file.text).actions).toHaveLength(EXAMPLE.actions.length);
  });

  test('binary junk in the save slot is kept exactly, lone surrogates included', async ({ page }) => {
    await openApp(page);
    await page.evaluate((k) => localStorage.setItem(k, 'junk \uD800 x \uDFFF\u0000 end'), SAVE_KEY);
    await page.reload();
    await expect(page.getByTestId('damaged-save')).toBeVisible();
    const kept = await page.evaluate((k) => {
      const list = JSON.parse(localStorage.getItem(k));
      return list.map((t) => [...t].map((c) => c.charCodeAt(0)));
    }, REJECTED_KEY);
    const want = [...'junk \uD800 x \uDFFF\u0000 end'].map((c) => c.charCodeAt(0));
    expect(kept).toEqual([want]);
    expect(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).toBeNull();
    // A new game and a delete of another kept text leave it exact.
    await g.startGame(page, 'sport', g.SPORT_ROLES);
    await g.primary(page);
    const again = await page.evaluate((k) => JSON.parse(localStorage.getItem(k))[0], REJECTED_KEY);
    expect([...again].map((c) => c.charCodeAt(0))).toEqual(want);
  });

  test('a damaged save with a lone surrogate is downloaded exactly, every UTF-16 unit (issue 22 §5.7, issue 39 §4.4)', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openApp(page);
    const raw = '{"format": "mafia-host-save", "version": 1, "note": "a \uDC00 b", "game": {';
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, raw]);
    await page.reload();
    const notice = page.getByTestId('damaged-save');
    await expect(notice).toBeVisible();
    // UTF-16LE after its byte order mark: no UTF-8 file can hold the lone surrogate.
    const text = await downloadUtf16(page, notice);
    expect([...text].map((c) => c.charCodeAt(0))).toEqual([...raw].map((c) => c.charCodeAt(0)));
    // The clipboard writes U+FFFD for it (the browser's limit), and the notice says so.
    await notice.getByTestId('copy').click();
    await expect(notice.getByTestId('copy-status')).toHaveText('Скопировано, но испорченный знак буфер обмена заменил на «�»; файл хранит его точно');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(raw.replace('\uDC00', '\uFFFD'));
  });

  test('a damaged players list is said so, kept word for word and never written over', async ({ page }) => {
    const ROSTER_KEY = 'mafia-host.roster.v1';
    const junk = 'Анна\tАня\n\uD83D broken \u0001';
    await openApp(page);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [ROSTER_KEY, junk]);
    // A new game with names does not write over it.
    await g.startGame(page, 'sport', g.SPORT_ROLES);
    await g.toStart(page);
    expect(await page.evaluate((k) => localStorage.getItem(k), ROSTER_KEY)).toBe(junk);
    await page.getByTestId('history-open').click();
    await page.getByTestId('players-open').click();
    const notice = page.getByTestId('roster-damaged');
    await expect(notice).toContainText('Список игроков повреждён');
    await shot(page, 'roster-damaged-ru');
    await notice.getByTestId('roster-discard').click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), ROSTER_KEY)).toBeNull();
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });
    test('the new notices speak English: a new game over an unfinished one, a damaged history', async ({ page }) => {
      await openApp(page);
      const log = envelope({ ...EXAMPLE, actions: EXAMPLE.actions.slice(0, 16) });
      await page.evaluate(([k, v, h]) => {
        localStorage.setItem(k, v);
        localStorage.setItem(h, '[{"broken');
      }, [SAVE_KEY, JSON.stringify(log), HISTORY_KEY]);
      await page.reload();
      await page.getByRole('button', { name: 'New game' }).click();
      await expect(page.getByTestId('abandon-what')).toHaveText('Unfinished game: Sport · day 1 · 10 players · 16 entries');
      await expect(page.getByTestId('abandon-confirm')).toContainText('it goes into the history as abandoned');
      await shot(page, 'abandon-en');
      await page.getByTestId('abandon-no').click();
      await page.getByTestId('history-open').click();
      await expect(page.getByTestId('history-damaged')).toContainText('The history of games is damaged');
      await shot(page, 'history-damaged-en');
    });

    test('a damaged save says so in English', async ({ page }) => {
      await openApp(page);
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, '{"format": "mafia-host-save", "version": 3}']);
      await page.reload();
      const notice = page.getByTestId('damaged-save');
      await expect(notice).toContainText('The saved game cannot be opened');
      await expect(notice).toContainText('It was saved by a newer version of the app.');
      await expect(notice).toContainText('save version 3 is not supported');
      await shot(page, 'damaged-save-en');
    });
  });

  test('a refused write: the game goes on in memory and the host is warned once', async ({ page }) => {
    await page.addInitScript((key) => {
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (k === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return set.call(this, k, v);
      };
    }, SAVE_KEY);
    await g.startGame(page, 'sport', g.SPORT_ROLES);
    const warning = page.getByTestId('save-failed');
    await expect(warning).toContainText('Игра не сохраняется');
    await shot(page, 'save-failed-ru');
    await warning.getByRole('button', { name: 'Понятно' }).click();
    await expect(warning).toHaveCount(0);
    await g.primary(page, 4);
    await expect(g.phase(page)).toHaveText('День 1 · речи');
    await expect(warning).toHaveCount(0);
  });
});

test.describe('export and import', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a finished game exported as JSON and imported shows the same protocol', async ({ page }, info) => {
    await g.continueGame(page, almostOver());
    await g.primary(page);
    await expect(page.getByTestId('winner')).toBeVisible();
    const shown = await protocol(page);
    await shot(page, 'game-over-export-ru');
    const file = await downloaded(page, page.getByTestId('export-json'));
    expect(file.name).toMatch(/^mafia-host-\d{4}-\d\d-\d\d-\d{4}\.json$/);
    const log = JSON.parse(file.text);
    // Written as this release writes a log (version 5, docs/game-log.md), otherwise the same.
    expect(log.version).toBe(5);
    expect(log).toEqual({ ...EXAMPLE, version: 5, setup: { ...EXAMPLE.setup, rules: log.setup.rules } });
    await page.getByTestId('copy-protocol').click();
    await expect(page.getByTestId('copy-status')).toHaveText('Протокол скопирован');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')[0]).toBe('Победа красных');
    // Every name is a bidi isolate in the text (issue 15).
    expect(copied).toContain('9. \u2068Ирина\u2069 — Мафия (чёрный) — заголосован · день 1');

    // A fresh start: nothing saved, then the file is imported.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    const where = info.outputPath('export.json');
    fs.writeFileSync(where, file.text);
    await page.getByTestId('import-file').setInputFiles(where);
    await expect(page.getByTestId('winner')).toBeVisible();
    expect(await protocol(page)).toEqual(shown);
    await page.getByTestId('copy-protocol').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copied);
  });

  test('the log goes to the share sheet where the Web Share API can share files', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: (d) => Array.isArray(d.files) });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (d) => {
          window.shared = { name: d.files[0].name, type: d.files[0].type, text: await d.files[0].text() };
        },
      });
    });
    await g.continueGame(page, almostOver());
    await g.primary(page);
    await page.getByTestId('share').click();
    await page.waitForFunction(() => window.shared);
    const shared = await page.evaluate(() => window.shared);
    expect(shared.name).toMatch(/^mafia-host-.*\.json$/);
    expect(shared.type).toBe('application/json');
    expect(JSON.parse(shared.text).actions).toEqual(EXAMPLE.actions);
  });

  test('no share button where the browser cannot share files', async ({ page }) => {
    await page.addInitScript(() => {
      delete Navigator.prototype.share;
      delete Navigator.prototype.canShare;
    });
    await g.continueGame(page, almostOver());
    await g.primary(page);
    await expect(page.getByTestId('export-json')).toBeVisible();
    await expect(page.getByTestId('share')).toHaveCount(0);
  });

  test('an unfinished game imported continues where it stopped', async ({ page }, info) => {
    await openApp(page);
    const where = info.outputPath('unfinished.json');
    fs.writeFileSync(where, JSON.stringify({ ...EXAMPLE, actions: EXAMPLE.actions.slice(0, 5) }));
    await page.getByTestId('import-file').setInputFiles(where);
    await expect(g.phase(page)).toHaveText('День 1 · речи');
    await expect(g.seat(page, 9)).toContainText('от №1');
  });

  test('a file that does not replay is refused with the replay command\'s words', async ({ page }, info) => {
    await openApp(page);
    for (const [name, text, words] of [
      ['refused.json', REFUSED, 'запись 16 отклонена: R-VOTE-1: '],
      ['future.json', JSON.stringify({ ...EXAMPLE, version: 9 }), 'версия журнала игры 9 не поддерживается: приложение читает версии с 1 по 5'],
      ['cut.json', JSON.stringify(EXAMPLE).slice(0, 100), 'журнал игры не читается'],
    ]) {
      const where = info.outputPath(name);
      fs.writeFileSync(where, text);
      await page.getByTestId('import-file').setInputFiles(where);
      await expect(page.getByTestId('import-error')).toContainText('Файл не открывается');
      await expect(page.getByTestId('import-error')).toContainText(words);
    }
    await shot(page, 'import-error-ru');
    await expect(page.locator('main > section.start')).toBeVisible();
    // The same refusal in English, in the replay command's words, after a switch.
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.getByTestId('import-error')).toContainText('the game log is malformed');
  });

  test('a field the format does not have is refused, not dropped, at any depth (wasm reader too)', async ({ page }, info) => {
    await openApp(page);
    const night = EXAMPLE.actions.findIndex((a) => a.action === 'shoot');
    const typo = { ...EXAMPLE, actions: EXAMPLE.actions.map((a, i) => (i === night ? { action: 'shoot', targte: 5 } : a)) };
    const rulez = { ...EXAMPLE, setup: { ...EXAMPLE.setup, rulez: {} } };
    const foreign = { ...EXAMPLE, actions: [{ action: 'next', target: 5 }, ...EXAMPLE.actions.slice(1)] };
    const inSave = envelope(EXAMPLE, { note: 'x' });
    for (const [name, log, words] of [
      ['typo.json', typo, 'лишнее поле `targte`'],
      ['rulez.json', rulez, 'лишнее поле `rulez`'],
      ['foreign.json', foreign, 'у действия `next` нет поля `target`'],
      ['note.json', inSave, 'лишнее поле `note`'],
    ]) {
      const where = info.outputPath(name);
      fs.writeFileSync(where, JSON.stringify(log));
      await page.getByTestId('import-file').setInputFiles(where);
      await expect(page.getByTestId('import-error')).toContainText('Файл не открывается');
      await expect(page.getByTestId('import-error')).toContainText(words);
    }
    // Nothing was imported: no game to continue.
    await expect(page.getByTestId('continue')).toBeDisabled();
  });

  test('errors are in a host\'s words: no Rust type names; a missing version is said so, not «newer»', async ({ page }, info) => {
    await openApp(page);
    const { version, ...noVersion } = EXAMPLE;
    const badSeat = { ...EXAMPLE, actions: EXAMPLE.actions.map((a, i) => (i === 4 ? { ...a, by: -1.5 } : a)) };
    for (const [name, text, words] of [
      ['no-version.json', JSON.stringify(noVersion), 'В файле нет номера версии или он не целый.'],
      ['list.json', '[1, 2]', 'Это не сохранение «Мафия — ведущий».'],
      ['bad-seat.json', JSON.stringify(badSeat), '`-1.5` вместо целого числа от 0 до 255'],
    ]) {
      const where = info.outputPath(name);
      fs.writeFileSync(where, text);
      await page.getByTestId('import-file').setInputFiles(where);
      const box = page.getByTestId('import-error');
      await expect(box).toContainText(words);
      await expect(box).not.toContainText('newer');
      await expect(box).not.toContainText('более новой');
      for (const rust of ['u8', 'struct', 'LogHeader', 'invalid type', 'expected', 'Error:']) {
        await expect(box).not.toContainText(rust);
      }
    }
  });

  test('each refusal names its real fault: the version, a field the format lacks (issue 22 §5.4)', async ({ page }, info) => {
    await openApp(page);
    const { version, ...noVersion } = EXAMPLE;
    const typo = { ...EXAMPLE, setup: { ...EXAMPLE.setup, rulez: {} } };
    for (const [name, text, why, detail] of [
      ['text-version.json', JSON.stringify({ ...EXAMPLE, version: '1' }), 'В файле нет номера версии или он не целый.', '«version» журнала игры — "1", а не целое число'],
      ['fraction-version.json', JSON.stringify({ ...EXAMPLE, version: 1.5 }), 'В файле нет номера версии или он не целый.', '«version» журнала игры — 1.5, а не целое число'],
      ['no-version.json', JSON.stringify(noVersion), 'В файле нет номера версии или он не целый.', 'в журнале игры нет «version»'],
      ['typo.json', JSON.stringify(typo), 'В файле есть поле, которого в этом формате нет.', 'лишнее поле `rulez`'],
    ]) {
      const where = info.outputPath(name);
      fs.writeFileSync(where, text);
      await page.getByTestId('import-file').setInputFiles(where);
      const box = page.getByTestId('import-error');
      await expect(box).toContainText(why);
      await expect(box).toContainText(detail);
      await expect(box).not.toContainText('mafia-host-game-log');
      await expect(box).not.toContainText('повреждён');
    }
  });
});

test.describe('nothing replaced without asking', () => {
  const sixteen = () => envelope({ ...EXAMPLE, actions: EXAMPLE.actions.slice(0, 16) });

  test('an older save of the same game imported asks first, saying what it replaces', async ({ page }, info) => {
    await openApp(page);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, JSON.stringify(sixteen())]);
    await page.reload();
    const older = info.outputPath('older.json');
    fs.writeFileSync(older, JSON.stringify(envelope({ ...EXAMPLE, actions: EXAMPLE.actions.slice(0, 5) })));
    for (const file of [older]) {
      await page.getByTestId('import-file').setInputFiles(file);
      const confirm = page.getByTestId('replace-confirm');
      await expect(confirm).toContainText('Заменить незаконченную игру?');
      await expect(page.getByTestId('replace-what')).toHaveText('Незаконченная игра: Спорт · день 1 · 10 игроков · 16 записей');
      await shot(page, 'replace-older-ru');
      await page.getByTestId('replace-no').click();
      const kept = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
      expect(kept.game.actions).toHaveLength(16);
    }
    // A bare log of the same game asks too.
    const bare = info.outputPath('bare.json');
    fs.writeFileSync(bare, JSON.stringify({ ...EXAMPLE, actions: EXAMPLE.actions.slice(0, 5) }));
    await page.getByTestId('import-file').setInputFiles(bare);
    await expect(page.getByTestId('replace-confirm')).toBeVisible();
    await page.getByTestId('replace-yes').click();
    await expect(page.locator('section.game')).toBeVisible();
    const now = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
    expect(now.game.actions).toHaveLength(5);
  });

  test('«New game» over an unfinished game asks, and the game put aside is kept in the history', async ({ page }) => {
    await openApp(page);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, JSON.stringify(sixteen())]);
    await page.reload();
    await page.getByRole('button', { name: 'Новая игра' }).click();
    const ask = page.getByTestId('abandon-confirm');
    await expect(ask).toContainText('Начать новую игру?');
    await expect(page.getByTestId('abandon-what')).toHaveText('Незаконченная игра: Спорт · день 1 · 10 игроков · 16 записей');
    await shot(page, 'abandon-ru');
    await page.getByTestId('abandon-no').click();
    await expect(ask).toHaveCount(0);
    await expect(page.locator('main > section.start')).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), HISTORY_KEY)).toBeNull();
    await page.getByRole('button', { name: 'Новая игра' }).click();
    await page.getByTestId('abandon-yes').click();
    await expect(page.locator('section.start')).toHaveCount(0);
    const history = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), HISTORY_KEY));
    expect(history).toHaveLength(1);
    expect(history[0].game.actions).toHaveLength(16);
    await g.toStart(page);
    await page.getByTestId('history-open').click();
    await expect(page.getByTestId('history')).toContainText('не закончена');
  });
});

test.describe('two tabs', () => {
  test('a second tab that continues the game stops the first from saving over it', async ({ page, context }) => {
    const log = g.freshLog('sport', g.SPORT_ROLES);
    await g.continueGame(page, log);
    await g.primary(page);
    const second = await context.newPage();
    await second.goto('/');
    await second.getByTestId('continue').click();
    await expect(g.phase(second)).toHaveText('Ночь 1 · знакомство');
    await g.primary(second, 2);
    await expect(page.getByTestId('other-tab')).toContainText('продолжили в другой вкладке');
    await shot(page, 'other-tab-ru');
    // The first tab takes no tap at all: the notice covers its whole screen.
    expect(await g.coversScreen(page, '[data-testid="other-tab-lock"]')).toBe(true);
    await expect(page.getByTestId('primary').click({ timeout: 1000 })).rejects.toThrow();
    let save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
    expect(save.game.actions).toHaveLength(3);
    // The host takes the game over in the first tab: it reopens the latest save (the second
    // tab's three entries), saves its taps, and the second tab now says so and is locked.
    await page.getByTestId('other-tab-take').click();
    await expect(page.getByTestId('other-tab-lock')).toHaveCount(0);
    await g.primary(page);
    save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
    expect(save.game.actions).toHaveLength(4);
    await expect(second.getByTestId('other-tab-lock')).toBeVisible();
    await expect(second.getByTestId('primary').click({ timeout: 1000 })).rejects.toThrow();
    // A reload of the first tab: it reopens the game by itself, nothing it played is lost.
    await page.reload();
    await expect(page.locator('section.game')).toBeVisible();
    save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
    expect(save.game.actions).toHaveLength(4);
    await second.close();
  });
});

test.describe('two tabs, another game', () => {
  test('a new game started in a second tab: the first tab says so and its game can still be downloaded', async ({ page, context }) => {
    const log = g.freshLog('sport', g.SPORT_ROLES);
    await g.continueGame(page, log);
    await g.primary(page, 2);
    const second = await context.newPage();
    await g.startGame(second, 'club', g.SPORT_ROLES);
    const banner = page.getByTestId('other-tab');
    await expect(banner).toContainText('В другой вкладке начали другую игру');
    await shot(page, 'other-tab-new-game-ru');
    const file = await downloaded(page, banner.getByTestId('other-tab-download'));
    const mine = JSON.parse(file.text);
    expect(mine.setup.preset).toBe('sport');
    expect(mine.actions).toEqual([{ action: 'next' }, { action: 'next' }]);
    // The second tab's game is the one saved.
    const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
    expect(save.game.setup.preset).toBe('club');
    await second.close();
  });
});

test.describe('wake lock', () => {
  test('the screen stays on during a game and the lock comes back when the tab is visible again', async ({ page }) => {
    await page.addInitScript(() => {
      window.wake = { requests: 0, released: 0 };
      const lock = {
        request: async () => {
          window.wake.requests += 1;
          return { release: async () => { window.wake.released += 1; } };
        },
      };
      Object.defineProperty(Navigator.prototype, 'wakeLock', { configurable: true, get: () => lock });
    });
    await openApp(page);
    expect(await page.evaluate(() => window.wake.requests)).toBe(0);
    await g.startGame(page, 'sport', g.SPORT_ROLES);
    await expect.poll(() => page.evaluate(() => window.wake.requests)).toBe(1);
    // Back from another app: the browser dropped the lock; it is asked for again.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => page.evaluate(() => window.wake.requests)).toBe(2);
    await page.getByRole('button', { name: 'В меню' }).click();
    await expect.poll(() => page.evaluate(() => window.wake.released)).toBe(1);
  });

  test('no error where the browser has no wake lock', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'wakeLock', { configurable: true, get: () => undefined });
    });
    await g.startGame(page, 'sport', g.SPORT_ROLES);
    await g.primary(page);
    await expect(g.phase(page)).toHaveText('Ночь 1 · знакомство');
  });
});

test.describe('update', () => {
  test('a new version is announced, and taken only when the host reloads', async ({ browser }) => {
    // A copy of the build on its own port, so the test can publish a "new version".
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mafia-dist-'));
    fs.cpSync(process.env.E2E_DIST || path.join(__dirname, '..', '..', 'dist'), dir, { recursive: true });
    const port = 8100 + Math.floor(Math.random() * 800);
    const { spawn } = require('node:child_process');
    const server = spawn(process.execPath, [path.join(__dirname, 'serve.js'), dir, String(port)], { stdio: 'pipe' });
    await new Promise((resolve) => server.stdout.once('data', resolve));
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    try {
      await page.goto(`http://127.0.0.1:${port}/`);
      await waitForServiceWorker(page);
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, JSON.stringify(g.freshLog('sport', g.SPORT_ROLES))]);
      await page.reload();
      await page.getByTestId('continue').click();
      await g.primary(page);
      await expect(page.getByTestId('update')).toHaveCount(0);
      const sw = path.join(dir, 'sw.js');
      fs.writeFileSync(sw, fs.readFileSync(sw, 'utf8').replace(/const VERSION = "[0-9a-f]+"/, 'const VERSION = "next"'));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
      const notice = page.getByTestId('update');
      await expect(notice).toContainText('Доступна новая версия');
      // Not forced: the game goes on under the old version.
      await g.primary(page);
      await expect(g.phase(page)).toHaveText('Ночь 1 · знакомство');
      await shot(page, 'update-ru');
      expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()).waiting)).toBe(true);
      await Promise.all([page.waitForEvent('load'), notice.getByTestId('reload').click()]);
      await expect(page.locator('section.game')).toBeVisible();
      await expect.poll(() => page.evaluate(() => caches.keys())).toEqual(['mafia-host-next']);
      // Taken mid-game, the new version lands straight back on the same step.
      await expect(g.say(page)).toContainText('Просыпается Шериф');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      server.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Issue 40: the game and the game screen's step are one save, written once per tap
// (docs/saves.md), and a save written by the release before, the step under its own key,
// still opens with its step.
test.describe('one write per tap', () => {
  /** Counts the app's writes to localStorage from now on, by key. */
  const countWrites = (page) =>
    page.evaluate(() => {
      window.__writes = [];
      if (window.__counting) return;
      window.__counting = true;
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (this === window.localStorage) window.__writes.push(k);
        return set.call(this, k, v);
      };
    });
  const writes = async (page) => {
    await page.waitForTimeout(300);
    return page.evaluate(() => window.__writes.splice(0));
  };

  test('a tap that moves the game on, a seat, a hand marked and «Принято» each write the save once; a reload shows the same step', async ({ page }) => {
    test.setTimeout(120_000);
    await g.startGame(page, 'sport', g.SPORT_ROLES);
    await countWrites(page);
    await writes(page);
    // The main button moves the game on (an entry and a new step).
    await g.primary(page);
    expect(await writes(page)).toEqual([SAVE_KEY]);
    await g.primary(page, 3);
    await writes(page);
    // A nomination in a speech (an entry, the step as it was).
    await g.tap(page, 9);
    expect(await writes(page)).toEqual([SAVE_KEY]);
    await g.primary(page);
    await g.tap(page, 3);
    await g.primary(page, 9);
    await writes(page);
    // A hand marked: only the step changes.
    await g.tap(page, 1);
    expect(await writes(page)).toEqual([SAVE_KEY]);
    await g.tap(page, 2);
    expect(await writes(page)).toEqual([SAVE_KEY]);
    // The save holds the step with the game: a reload brings the marked hands back.
    const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
    expect(JSON.parse(save.step).step.picked).toEqual([1, 2]);
    expect(await page.evaluate(() => localStorage.getItem('mafia-host.step.v1'))).toBeNull();
    const before = await snapshot(page);
    await page.reload();
    await expect(page.locator('section.game')).toBeVisible();
    await expect.poll(() => snapshot(page)).toEqual(before);
    await expect(page.getByTestId('primary')).toContainText('2');
    // «Принято»: the count is entered, the step is new.
    await countWrites(page);
    await g.primary(page);
    expect(await writes(page)).toEqual([SAVE_KEY]);
  });

  test('a save of the release before, its step under its own key, opens with its step; the next tap writes both as one', async ({ page }) => {
    const old = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'storage', 'previous-release-step.json'), 'utf8'));
    await page.goto('/');
    await page.evaluate((o) => {
      localStorage.setItem('mafia-host.save.v1', o['mafia-host.save.v1']);
      localStorage.setItem('mafia-host.step.v1', o['mafia-host.step.v1']);
    }, old);
    await page.reload();
    await page.getByTestId('continue').click();
    await expect(page.locator('section.game')).toBeVisible();
    await expect(g.phase(page)).toHaveText('День 1 · голосование');
    // The hands marked under the release before are marked still.
    await expect(page.getByTestId('primary')).toContainText('2');
    await expect(g.seat(page, 1)).toHaveClass(/picked/);
    await expect(g.seat(page, 2)).toHaveClass(/picked/);
    await expect(g.seat(page, 4)).not.toHaveClass(/picked/);
    // Written as one save from now on: the old key is gone, nothing is lost.
    await g.tap(page, 4);
    await expect(page.getByTestId('primary')).toContainText('3');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mafia-host.step.v1'))).toBeNull();
    const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
    expect(JSON.parse(save.step).step.picked).toEqual([1, 2, 4]);
    // Nothing lost: every field of the old game is there as it was (a rule switch added
    // since, like best_move_at, is written with the value the old game was played with).
    // The log is written in this release's version (5), its content as it was.
    const before = JSON.parse(old['mafia-host.save.v1']).game;
    expect(save.game.version).toBe(5);
    expect(save.game).toMatchObject({ ...before, version: 5 });
    expect(save.game.setup.rules.best_move_at).toBe('night');
    await page.reload();
    await expect(page.getByTestId('primary')).toContainText('3');
  });
});

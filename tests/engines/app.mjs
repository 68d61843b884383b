// Driving Mafia Host as a host does, through the adapter (driver.mjs), the same way in both
// engines: the start screen, the set-up (pass-and-play or physical cards), seats and the main
// button, and a seeded host that plays a whole game from what the screen asks for (the
// port of tests/e2e/driver.js, without fouls). The waits are real: a new step ignores taps
// for 400 ms, a seat or «Принято» that moved the game on waits a second (ui/game/ctx.rs).
import assert from 'node:assert/strict';
import seeded from '../seeded.js';

const { shuffle } = seeded;
/** A small seeded random source (tests/seeded.js): the same seed, the same game. */
export const { rng } = seeded;

export const SAVE_KEY = 'mafia-host.save.v1';
export const SPORT_ROLES = ['civilian', 'civilian', 'mafia', 'civilian', 'sheriff', 'civilian', 'don', 'civilian', 'mafia', 'civilian'];
export const ROLE_NAMES = ['Мирный житель', 'Шериф', 'Доктор', 'Маньяк', 'Мафия', 'Дон'];

const button = (text) => ({ css: 'button', text });
export const NEXT = button('Далее');

/** A game log with no actions yet, as the app saves one when a game starts. */
export function freshLog(preset, roles) {
  return {
    format: 'mafia-host-game-log',
    version: 2,
    setup: { preset, players: roles.map((role, i) => ({ seat: i + 1, name: `Игрок ${i + 1}`, role })) },
    actions: [],
  };
}

/** Opens the app at / and waits until the wasm has drawn its own start screen. */
export async function openApp(page) {
  await page.goto('/');
  await startScreen(page);
}

/** The app's own start screen is up (index.html's `#early` is gone, the wasm drew it). */
export async function startScreen(page, timeout = 20_000) {
  await page.waitFor(() => !document.querySelector('#early') && document.querySelector('main > section.start'), null, {
    timeout,
    what: 'the app’s start screen',
  });
}

/** The game's state at a glance (tests/e2e/driver.js look). */
export function look(page) {
  return page.evaluate((key) => {
    const game = document.querySelector('section.game');
    const text = localStorage.getItem(key);
    let entries = -1;
    try {
      entries = text ? JSON.parse(text).game.actions.length : -1;
    } catch {
      entries = -2;
    }
    const t = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent.replace(/\s+/g, ' ').trim() ?? null;
    return {
      playing: document.querySelector('section.game.playing') !== null,
      settling: document.querySelector('section.game.settling') !== null,
      expect: (game?.getAttribute('data-expect') || '').split(' ').filter(Boolean),
      living: [...document.querySelectorAll('.seat:not(.out)')].map((e) => Number(e.dataset.seat)),
      voted: [...document.querySelectorAll('.seat.voted')].map((e) => Number(e.dataset.seat)),
      entries,
      phase: t('phase'),
      say: t('say'),
      step: document.querySelector('[data-testid="primary"]')?.getAttribute('data-step') ?? null,
      winner: t('winner'),
    };
  }, SAVE_KEY);
}

/** Waits until a tap would be taken: no new step's 400 ms, and for the main button no count's second. */
export async function unguard(page, main = false) {
  await page.waitFor(
    (m) => !document.querySelector('section.game.settling') && !(m && document.querySelector('[data-testid="primary"][aria-disabled="true"]')),
    main,
    { what: 'the step to take taps' },
  );
}

const tappedAt = new WeakMap();

/** Taps seat `n`; the same seat again within a second waits the rest of it. */
export async function tap(page, n) {
  await unguard(page);
  if (!tappedAt.has(page)) tappedAt.set(page, new Map());
  const at = tappedAt.get(page);
  const since = Date.now() - (at.get(n) ?? -Infinity);
  if (since < 1100) await new Promise((r) => setTimeout(r, 1100 - since));
  await page.click({ css: `.seat[data-seat="${n}"]` });
  at.set(n, Date.now());
}

/**
 * Holds the main button (or `testid`) until its bar has filled (hold.rs, 0.8 s): the
 * button takes the class `holding`, then loses it (or goes with the card it was on).
 */
export async function holdToAct(page, testid = 'primary') {
  assert.match((await page.attr(testid, 'class')) || '', /needs-hold/, `${testid} needs a hold`);
  await page.evaluate(() => (window.__heldSeen = false));
  await page.hold(testid, {
    until: new Function(`
      const b = document.querySelector('[data-testid="${testid}"]');
      const holding = !!b && /(^|\\s)holding(\\s|$)/.test(b.className);
      if (holding) window.__heldSeen = true;
      return window.__heldSeen && !holding;`),
    timeout: 5000,
  });
}

/** Taps the main button `times` times; where it needs a hold, holds it. */
export async function primary(page, times = 1) {
  for (let i = 0; i < times; i += 1) {
    await unguard(page, true);
    const cls = (await page.attr('primary', 'class')) || '';
    if (/needs-hold/.test(cls)) await holdToAct(page, 'primary');
    else await page.click('primary');
  }
}

/** The check's answer moment: given by a gesture, on to the next step's words. */
export async function endAnswer(page) {
  await page.waitFor(() => document.querySelector('[data-testid="primary"]')?.getAttribute('data-step') === 'answer', null, {
    what: 'the answer moment',
  });
  await unguard(page, true);
  await page.click('primary');
}

/** Runs speeches until voting or night; `noms` maps a speaker's seat to the seat nominated. */
export async function speeches(page, noms = {}) {
  for (let guard = 0; guard < 40; guard += 1) {
    const { say } = await look(page);
    if (say === null) return;
    const m = say.match(/^(?:Слово игроку №(\d+)\.|Игрок №(\d+) без речи)/);
    if (!m) return;
    const speaker = Number(m[1] ?? m[2]);
    await page.waitTarget({ css: `.seat.speaking[data-seat="${speaker}"]` });
    if (noms[speaker]) await tap(page, noms[speaker]);
    const before = (await look(page)).say;
    await primary(page);
    await page.waitFor((b) => document.querySelector('[data-testid="say"]')?.textContent.replace(/\s+/g, ' ').trim() !== b, before, {
      what: `the speech of seat ${speaker} to end`,
    });
  }
  throw new Error('speeches did not end');
}

/** Hands for the candidate called, then «Принято» (and the last candidate's, if called). */
export async function vote(page, seats) {
  for (const n of seats) await tap(page, n);
  const before = (await look(page)).say;
  await primary(page);
  await page.waitFor((b) => (document.querySelector('[data-testid="say"]')?.textContent.replace(/\s+/g, ' ').trim() ?? null) !== b, before, {
    what: 'the count to be taken',
  });
  if ((await page.attr('primary', 'data-step')) === 'last-candidate') await primary(page);
}

/** Opens the app with `log` saved and continues it. */
export async function continueGame(page, log, extra = {}) {
  await page.goto('/');
  await startScreen(page);
  // Every chunk fetched first: a reload aborts a chunk's import still on its way, which
  // Firefox's loader reports as a console error (the app would fetch it again).
  await page.waitFor(() => performance.getEntriesByName('chunk-more').length > 0, null, { timeout: 30_000, what: 'every chunk fetched' });
  await page.evaluate(
    (key, text, more) => {
      localStorage.setItem(key, text);
      for (const [k, v] of Object.entries(more)) localStorage.setItem(k, v);
    },
    SAVE_KEY,
    JSON.stringify(log),
    extra,
  );
  await page.reload();
  await page.click('continue', 20_000);
  await page.waitTarget({ css: 'section.game' });
}

/** The set-up from the start screen to the deal: preset, players, line-up, deal mode. */
export async function setUp(page, preset, count, deal) {
  const names = { sport: 'Спорт', club: 'Клуб', home: 'Дома', party: 'Вечеринка' };
  await page.click(button('Новая игра'), 20_000);
  if (await page.has('abandon-confirm')) await page.click('abandon-yes');
  await page.click({ css: '[role="radio"]', text: names[preset], exact: false });
  await page.click(NEXT);
  const value = { css: '.stepper .step-value' };
  // Sport and Club seat 10, with no stepper.
  for (let guard = 0; guard < 40 && (preset === 'home' || preset === 'party'); guard += 1) {
    const now = Number(await page.text(value));
    if (now === count) break;
    await page.click(button(now < count ? 'Больше игроков' : 'Меньше игроков'));
    await page.waitFor((n) => Number(document.querySelector('.stepper .step-value')?.textContent) !== n, now, { what: 'the count to change' });
  }
  await page.click(NEXT);
  await page.click(NEXT);
  await page.click({ css: '[role="radio"]', text: deal, exact: false });
  await page.click(NEXT);
}

/** A Sport (or any) game with physical cards: each seat's card marked, then «Начать игру». */
export async function startPhysical(page, preset, roles) {
  await setUp(page, preset, roles.length, 'Настоящие карты');
  for (const role of roles) await page.click({ css: `.role-btn[data-role="${role}"]` });
  await page.click(button('Начать игру'));
  await page.waitTarget({ css: 'section.game' });
}

/**
 * Pass-and-play for `seats` seats: each seat picks a face-down card and holds it to see
 * the role, which shows only while held. Returns the roles seen, by seat.
 */
export async function passAndPlay(page, seats) {
  const seen = [];
  for (let s = 1; s <= seats; s += 1) {
    await page.waitTarget({ css: '.big-say', text: `Передайте телефон игроку №${s}` });
    await page.click(button(`Я — игрок №${s}`));
    const backs = await page.waitFor((left) => document.querySelectorAll('.card-back').length === left, seats - s + 1, {
      what: `${seats - s + 1} cards face down`,
    });
    assert.ok(backs);
    await page.click({ css: '.card-back', nth: (s * 3) % (seats - s + 1) });
    await page.waitTarget({ css: '.hold-card', text: 'Удерживайте, чтобы увидеть роль', exact: false });
    assert.equal(await page.count({ css: '.hold-role' }), 0, 'no role before the hold');
    assert.equal(await page.attr(button('Готово — передать дальше'), 'disabled') !== null || (await page.attr(button('Готово — передать дальше'), 'aria-disabled')) === 'true', true, 'Done waits for the hold');
    const role = await page.hold({ css: '.hold-card' }, {
      until: () => document.querySelector('.hold-role') !== null,
      during: () => document.querySelector('.hold-role').textContent.trim(),
    });
    assert.ok(ROLE_NAMES.includes(role), `seat ${s} saw a role: ${role}`);
    await page.waitGone({ css: '.hold-role' });
    const body = await page.evaluate(() => document.body.innerText);
    for (const r of ROLE_NAMES) assert.ok(!new RegExp(`(?<!\\p{L})${r}(?!\\p{L})`, 'u').test(body), `seat ${s}: «${r}» on screen after the release`);
    seen.push(role);
    await page.click(button('Готово — передать дальше'));
  }
  await page.waitTarget({ css: '.big-say', text: 'Все роли розданы' });
  return seen;
}

/** One step as a host plays it, chosen from what the step takes; false when the game is over. */
export async function hostStep(page, r) {
  const now = await look(page);
  if (!now.playing) return false;
  const ex = now.expect;
  const alive = now.living;
  const some = () => alive[Math.floor(r() * alive.length)];
  if (ex.includes('Votes') || ex.includes('AllLeaveVotes')) {
    const free = alive.filter((n) => !now.voted.includes(n));
    for (const n of shuffle(r, free).slice(0, Math.floor(r() * (free.length / 2 + 1)))) await tap(page, n);
    await primary(page);
  } else if (ex.includes('Shot')) {
    if (r() < 0.2) await primary(page);
    else await tap(page, some());
  } else if (ex.includes('DonCheck') || ex.includes('SheriffCheck') || ex.includes('Heal') || ex.includes('Silence')) {
    for (const n of shuffle(r, alive)) {
      await tap(page, n);
      if ((await look(page)).entries !== now.entries) break;
    }
  } else if (ex.includes('BestMove')) {
    for (const n of shuffle(r, alive).slice(0, 1 + Math.floor(r() * 3))) await tap(page, n);
    await primary(page);
  } else if (ex.includes('Nominate')) {
    if (r() < 0.45) await tap(page, some());
    await primary(page);
  } else if (ex.includes('Next')) {
    await primary(page);
  } else {
    throw new Error(`a step this host cannot play: ${JSON.stringify(now)}`);
  }
  return true;
}

/** Plays to the end (or until `stop(look)` is true); returns the number of steps. */
export async function playToEnd(page, seed, { limit = 400, stop = null } = {}) {
  const r = rng(seed);
  for (let i = 0; i < limit; i += 1) {
    if (stop && stop(await look(page))) return i;
    if (!(await hostStep(page, r))) return i;
  }
  throw new Error(`the game did not end in ${limit} steps`);
}

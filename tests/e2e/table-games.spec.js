// Whole games at 360×740 and 390×844 (issue 14's "Done when") and a reload after every tap
// of a whole Sport game (issue 15.9): the seats a fixed keyboard, every tap survives a reload.
'use strict';
const { test, expect, shot } = require('./fixtures');
const g = require('./game');
const d = require('./driver');

// The longest file of the suite (~6 min alone): each test starts from its own page, so its
// tests spread over the config's workers instead of holding one for the whole file.
test.describe.configure({ mode: 'parallel' });

/** What the host sees: phase, words, main button, tools, what was said, every seat, the timer. */
async function screen(page) {
  return page.evaluate(() => {
    const text = (sel) => document.querySelector(sel)?.textContent ?? null;
    return {
      phase: text('[data-testid="phase"]'),
      say: text('[data-testid="say"]'),
      primary: text('[data-testid="primary"]'),
      undo: text('[data-testid="undo"]'),
      tools: text('.step-tools'),
      hint: text('.mode-hint'),
      notice: text('[data-testid="notice-line"]'),
      refusal: text('[data-testid="refusal"]'),
      answer: document.querySelector('[data-testid="hold-answer"]') !== null,
      over: text('.over .winner'),
      seats: [...document.querySelectorAll('.seat')].map(
        (s) => `${[...s.classList].filter((c) => c !== 'settling').sort().join(' ')}|${s.getAttribute('aria-pressed')}|${s.textContent}`,
      ),
      timer: text('[data-testid="timer"]'),
      running: document.querySelector('[data-testid="timer-toggle"]')?.getAttribute('aria-label') ?? null,
    };
  });
}

function seconds(t) {
  if (!t) return null;
  const [m, s] = t.split(':').map(Number);
  return m * 60 + s;
}

test.describe('reload after every tap', () => {
  test('a whole Sport game: after each tap a reload shows the same screen, the game reopening by itself', async ({ page }) => {
    test.setTimeout(600_000);
    await g.startGame(page, 'sport', g.SPORT_ROLES);
    let taps = 0;
    let exact = 0;
    const after = async () => {
      taps += 1;
      await page.waitForTimeout(80);
      const before = await screen(page);
      if (before.over) {
        // The last tap ended the game: it is in the history at once, and a reload shows its
        // result again (issue 39 §4.2); from there the start screen has nothing to continue
        // (saves.spec.js looks at the history).
        await page.reload();
        await expect(page.getByTestId('winner')).toBeVisible();
        await page.locator('.over nav.actions button').first().click();
        await expect(page.locator('main > section.start')).toBeVisible();
        await expect(page.getByTestId('continue')).toBeDisabled();
        const history = await page.evaluate(() => JSON.parse(localStorage.getItem('mafia-host.history.v1')));
        expect(history).toHaveLength(1);
        exact += 1;
        return;
      }
      const at = Date.now();
      await page.reload();
      await expect(page.locator('section.game')).toBeVisible();
      await page.waitForTimeout(80);
      const now = await screen(page);
      const tb = seconds(before.timer);
      const tn = seconds(now.timer);
      // A running timer moved on by the reload's time (seconds on a busy 2-core machine),
      // never back; a paused one stays.
      if (tb !== null && tn !== null && before.running === now.running) {
        const passed = before.running === 'Пауза' ? Math.ceil((Date.now() - at) / 1000) + 1 : 0;
        expect(tb - tn, `timer after tap ${taps}`).toBeGreaterThanOrEqual(0);
        expect(tb - tn, `timer after tap ${taps}`).toBeLessThanOrEqual(passed);
        before.timer = now.timer;
      }
      expect(now, `screen after tap ${taps} and a reload`).toEqual(before);
      exact += 1;
    };
    await d.playToEnd(page, 7, { after });
    expect(exact).toBe(taps);
    console.log(`reload after every tap: ${exact} of ${taps} exact`);
  });
});

/** The table at this step: every seat tile's box, whether something covers it, cut text. */
async function table(page) {
  return page.evaluate(() => {
    const tiles = [...document.querySelectorAll('.seat')].map((t) => {
      const b = t.getBoundingClientRect();
      // The centre and the corners, 6 px in: a tile's rounded corner (14 px) is not its.
      const points = [
        [b.x + b.width / 2, b.y + b.height / 2],
        [b.x + 6, b.y + 6],
        [b.right - 6, b.y + 6],
        [b.x + 6, b.bottom - 6],
        [b.right - 6, b.bottom - 6],
      ];
      const covered = points.some(([x, y]) => {
        const e = document.elementFromPoint(x, y);
        return !e || !t.contains(e);
      });
      return {
        seat: t.dataset.seat,
        out: t.classList.contains('out'),
        box: [b.x, b.y, b.width, b.height].map((v) => Math.round(v)),
        inside: b.x >= 0 && b.y >= 0 && b.right <= innerWidth && b.bottom <= innerHeight,
        covered,
      };
    });
    const cut = [
      ...document.querySelectorAll(
        // A player's name is theirs and may be long (40 letters): it is cut short with
        // «…» by design, the seat number being the key; every word of the app must fit.
        '.seat span:not(.seat-name), .game-top .phase, .undo-head, .undo-what, .game-actions .btn, .step-tools .btn, .notice-first, .timer-buttons .btn',
      ),
    ]
      .filter((e) => e.offsetParent !== null && e.scrollWidth > e.clientWidth)
      .map((e) => `${e.className}: ${e.textContent}`);
    // Nothing on a tile clipped at its edges (a status under a name on a small tile).
    for (const t of document.querySelectorAll('.seat')) {
      const tb = t.getBoundingClientRect();
      for (const e of t.querySelectorAll('.seat-no, .seat-name, .seat-status')) {
        const b = e.getBoundingClientRect();
        if (b.height === 0 || e.textContent === '') continue;
        if (b.top < tb.top + 1 || b.bottom > tb.bottom - 1) cut.push(`clipped on seat ${t.dataset.seat}: ${e.className}: ${e.textContent}`);
      }
    }
    // No word broken across two lines (no hyphenation in Russian: «автокатастроф-а»).
    for (const e of document.querySelectorAll('.game-top .phase, .undo-head, .undo-what, .game-actions .btn, .notice-first, .seat span:not(.seat-name)')) {
      const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of node.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) cut.push(`a word broken: ${e.className}: ${m[0]}`);
        }
      }
    }
    // The top bar's parts (menu, phase, undo) each whole inside the screen.
    for (const e of document.querySelectorAll('.game-top > *, .game-top .undo')) {
      const b = e.getBoundingClientRect();
      if (b.width > 0 && (b.left < 0 || b.right > innerWidth)) cut.push(`off the screen: ${e.className}: ${e.textContent}`);
    }
    // The words above the seats scroll inside their area only as a last resort: at no step
    // may a host need that scroll to read what to say or reach a button.
    const flow = document.querySelector('.stage-flow');
    if (flow && flow.scrollHeight > flow.clientHeight + 1) {
      cut.push(`the words need a scroll: ${flow.scrollHeight} px in ${flow.clientHeight} px (fit ${flow.dataset.fit})`);
    }
    const phase = document.querySelector('[data-testid="phase"]')?.textContent ?? '';
    // What kind of step this is, for its screenshot (photograph).
    const game = document.querySelector('section.game');
    const kind = `${phase.replace(/[0-9]+/g, 'N')}|${game?.dataset.expect ?? ''}|${document.querySelector('.game-sheet') ? 'sheet' : ''}|${document.querySelector('[data-testid="hold-answer"]') ? 'answer' : ''}`;
    return { phase, kind, tiles, cut, scrollX: window.scrollX, scrollY: window.scrollY, scrollHeight: document.scrollingElement.scrollHeight, height: innerHeight };
  });
}

/**
 * A screenshot of each kind of step (the phase without its numbers, what the step takes, a
 * sheet open or not) the first time a game reaches it: tests/e2e/screenshots/PREFIX-NN.png,
 * to be looked at in both languages at both sizes (issue 14).
 */
async function photograph(page, seen, prefix, key) {
  if (seen.has(key)) return;
  seen.add(key);
  await shot(page, `${prefix}-${String(seen.size).padStart(2, '0')}`);
}

/** At this step: no scroll, no cut word, every living seat where it was, whole, uncovered. */
async function inPlace(page, first, label) {
  const now = await table(page);
  const where = `${label} (${now.phase})`;
  // Every finding in one list and one expect: a step of a 30-seat game is checked in
  // milliseconds (an expect per tile costs a recorded test step each).
  const wrong = [...now.cut];
  if (now.scrollY !== 0) wrong.push(`scrollY ${now.scrollY}`);
  if (now.scrollX !== 0) wrong.push(`scrollX ${now.scrollX}`);
  if (now.scrollHeight > now.height) wrong.push(`page height ${now.scrollHeight} > ${now.height}`);
  for (const [i, t] of now.tiles.entries()) {
    if (t.box.join() !== first.tiles[i].box.join()) wrong.push(`seat ${t.seat} moved: ${first.tiles[i].box} → ${t.box}`);
    if (t.out) continue;
    if (!t.inside) wrong.push(`seat ${t.seat} outside the screen`);
    if (t.covered) wrong.push(`seat ${t.seat} covered`);
    if (t.box[2] < 48 || t.box[3] < 48) wrong.push(`seat ${t.seat} smaller than 48 px: ${t.box}`);
  }
  if (wrong.length > 0) await shot(page, `table-failed-${label.replace(/[^a-z0-9]+/gi, '-')}`);
  expect(wrong, where).toEqual([]);
  return now;
}

const GAMES = [
  { name: 'Sport 10', preset: 'sport', roles: g.SPORT_ROLES, seed: 10, langs: ['ru', 'en'] },
  {
    name: 'Home 13',
    preset: 'home',
    roles: ['civilian', 'don', 'civilian', 'civilian', 'mafia', 'civilian', 'civilian', 'civilian', 'mafia', 'civilian', 'civilian', 'sheriff', 'civilian'],
    seed: 5,
    langs: ['ru'],
  },
  {
    name: 'Party 8',
    preset: 'party',
    roles: ['civilian', 'mafia', 'doctor', 'civilian', 'silencer', 'mafia', 'civilian', 'civilian'],
    seed: 3,
    langs: ['ru', 'en'],
  },
  {
    name: 'Home 30',
    preset: 'home',
    roles: Array.from({ length: 30 }, (_, i) => (i === 4 ? 'don' : i === 9 ? 'sheriff' : [1, 7, 12, 15, 19, 22, 26, 28].includes(i) ? 'mafia' : 'civilian')),
    seed: 9,
    langs: ['ru'],
    // Thirty players played whole: few nominations, the votes to the last candidate.
    brisk: true,
  },
];

/** A new game's log with the players' names in the screen's language. */
function logIn(lang, preset, roles) {
  const log = g.freshLog(preset, roles);
  if (lang === 'en') for (const p of log.setup.players) p.name = `Player ${p.seat}`;
  return log;
}

/** The phases the scripted Sport game goes through, as each language names them. */
const PHASES = {
  ru: { tie: 'День 1 · автокатастрофа', revote: 'День 1 · переголосование', allLeave: 'День 1 · все покидают?', night2: 'Ночь 2' },
  en: { tie: 'Day 1 · tie speeches', revote: 'Day 1 · revote', allLeave: 'Day 1 · all leave?', night2: 'Night 2' },
};

for (const viewport of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  for (const lang of ['ru', 'en']) {
    test.describe(`the seats are a fixed keyboard at ${viewport.width}×${viewport.height} (${lang})`, () => {
      test.use({ viewport, locale: lang === 'ru' ? 'ru-RU' : 'en-US' });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((l) => localStorage.setItem('mafia-host.lang.v1', l), lang);
      });
      const size = `${viewport.width}`;

      test('Sport: the tie, its speeches, the revote and «все покидают?», with their notices', async ({ page }) => {
        const words = PHASES[lang];
        // The clock faked: the waits between taps pass at once (game.js).
        await g.fakeClock(page);
        await g.continueGame(page, logIn(lang, 'sport', g.SPORT_ROLES));
        const first = await table(page);
        let n = 0;
        const at = async (label) => {
          await inPlace(page, first, label);
          n += 1;
          await shot(page, `table-${lang}-${size}-sport-script-${String(n).padStart(2, '0')}`);
        };
        await g.primary(page, 4);
        await at('day 1');
        await g.speeches(page, { 1: 2, 2: 4 });
        await at('the vote');
        // Five hands for seat 2, the other five to seat 4: a tie.
        await g.vote(page, [1, 3, 5, 6, 7]);
        await expect(g.phase(page)).toHaveText(words.tie);
        await at('the tie');
        await g.notices(page);
        await at('the tie, its notices open');
        await g.closeSheet(page);
        // The tie's first speech is seat 2's (above); «Спасибо», seat 4's.
        await g.primary(page);
        await at('tie speech 2');
        await g.primary(page);
        await expect(g.phase(page)).toHaveText(words.revote);
        await at('the revote');
        await g.vote(page, [1, 3, 5, 6, 7]);
        await expect(g.phase(page)).toHaveText(words.allLeave);
        await at('all leave?');
        await g.tap(page, 1);
        await at('all leave?, a hand');
        await g.tap(page, 1);
        await g.vote(page, [1, 2, 3]);
        await expect(g.phase(page)).toHaveText(words.night2);
        await at('night 2 after «все остаются»');
        await g.openTools(page);
        await at('night 2, the tools open');
      });

      test('Club: the count as a judge runs it — «Спасибо», a hand lifted early, a voted seat refused, «Принято», the tally, the revote and «все покидают?» (issue 22)', async ({ page }) => {
        const ru = lang === 'ru';
        const w = {
          thanks: ru ? 'Спасибо.' : 'Thank you.',
          foul: ru ? 'Игроку №6 — фол.' : 'Player 6: a foul.',
          accepted5: ru ? '5 голосов. Принято.' : '5 votes. Accepted.',
          refused: ru ? '№1 уже голосовал за №3' : 'seat 1 has already voted for seat 3',
          tally: ru ? '5 голосов. Принято. За №3 — 5, за №7 — 5.' : '5 votes. Accepted. Player 3: 5 votes, player 7: 5 votes.',
          abstain: ru ? 'Игроки №3, №7 не голосуют.' : 'Players 3 and 7 do not vote.',
          tallyAgain: ru ? 'За №3 — 4, за №7 — 4.' : 'Player 3: 4 votes, player 7: 4 votes.',
          allLeft: ru ? 'Игрок №3 покидает игру.' : 'Player 3 leaves the game.',
          bothLeave: ru
            ? '5 голосов. Принято. Большинством голосов оба игрока — №3 и №7 — покидают игру.'
            : '5 votes. Accepted. By a majority, players 3 and 7 both leave.',
        };
        // The clock faked: the waits between taps pass at once (game.js, driver.js).
        await g.fakeClock(page);
        await g.continueGame(page, logIn(lang, 'club', g.SPORT_ROLES));
        const first = await table(page);
        let n = 0;
        const at = async (label) => {
          await inPlace(page, first, label);
          n += 1;
          await shot(page, `table-${lang}-${size}-club-count-${String(n).padStart(2, '0')}`);
        };
        await g.primary(page, 4);
        await g.speeches(page, { 1: 3, 2: 7 });
        await at('the vote for №3');
        // The 2-second window: one tap, and «Спасибо» is the line, large.
        await page.getByTestId('vote-window').click();
        await expect(g.say(page)).toHaveText(w.thanks, { timeout: 4000 });
        for (const s of [1, 2, 4, 5]) await g.tap(page, s);
        await at('«Спасибо», four hands marked');
        // №6 takes the hand off early: a warning in Club; the four marks stay, №6's counts.
        await page.getByTestId('hand-lift').click();
        await g.tap(page, 6);
        await expect(page.getByTestId('announce')).toHaveText(w.foul);
        for (const s of [1, 2, 4, 5, 6]) await expect(g.seat(page, s)).toHaveAttribute('aria-pressed', 'true');
        await at('a hand lifted early: the foul, the marks kept');
        await g.primary(page);
        await expect(page.getByTestId('announce')).toHaveText(w.accepted5);
        // №1 voted for №3: dimmed, refused at the tap.
        await g.tap(page, 1);
        await expect(page.getByTestId('refusal')).toContainText(w.refused, { ignoreCase: true });
        await expect(g.seat(page, 1)).toHaveAttribute('aria-pressed', 'false');
        await at('the last candidate, a voted seat refused');
        await g.acceptLast(page);
        await expect(page.getByTestId('announce')).toHaveText(w.tally);
        await at('the tally said, the tie');
        await g.primary(page, 2);
        await expect(g.say(page)).toContainText(w.abstain);
        await at('the revote: the tied do not vote');
        for (const s of [1, 2, 4, 5]) await g.tap(page, s);
        await g.primary(page);
        await g.acceptLast(page);
        await expect(page.getByTestId('announce')).toContainText(w.tallyAgain);
        await at('tied again: «все покидают?»');
        // Club: the tied do not vote on it; five of the eight others is more than half.
        for (const s of [1, 2, 4, 5, 6]) await g.tap(page, s);
        await g.primary(page);
        // Issue 39 §3.4: the table hears that both leave, and by what.
        await expect(page.getByTestId('announce')).toHaveText(w.bothLeave);
        await expect(g.say(page)).toContainText(w.allLeft);
        await at('both leave: the last words');
        if (size === '390') {
          // The whole game at 390×844: the host plays it on to the end, every seat in place.
          await d.playToEnd(page, 22, { fake: true, each: async () => inPlace(page, first, 'the Club game, on to its end') });
          await expect(page.locator('.over')).toBeVisible();
          await shot(page, `table-${lang}-${size}-club-count-over`);
        }
      });

      for (const game of GAMES.filter((x) => x.langs.includes(lang))) {
        test(`${game.name}: every step, every living seat in place, uncovered, no scroll, no cut text`, async ({ page }) => {
          test.setTimeout(900_000);
          await page.clock.install();
          await g.continueGame(page, logIn(lang, game.preset, game.roles));
          const first = await table(page);
          const phases = new Set();
          const seen = new Set();
          const prefix = `table-${lang}-${size}-${game.name.toLowerCase().replace(' ', '')}`;
          let steps = 0;
          const each = async () => {
            steps += 1;
            const now = await inPlace(page, first, `${game.name}, step ${steps}`);
            phases.add(now.phase);
            await photograph(page, seen, prefix, now.kind);
          };
          await d.playToEnd(page, game.seed, { fake: true, brisk: game.brisk, each }, Number(process.env.TABLE_LIMIT || 2000));
          await expect(page.locator('.over')).toBeVisible();
          await shot(page, `${prefix}-over`);
          console.log(`${game.name} (${lang}, ${size}): ${steps} taps to the end, every one checked`);
          if (game.preset === 'sport') {
            // The Sport game went through a tie, a revote and «все покидают?».
            expect([...phases].join(' | ')).toContain(PHASES[lang].tie.split(' · ')[1]);
          }
        });
      }
    });
  }
}

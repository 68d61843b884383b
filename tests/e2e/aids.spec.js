// One whole Sport game in Russian with every table-side aid of issue 6 used on the way, as
// a host would: the voice and the night's sea noise switched on, the timer, the vote's
// 2-second window, «Why?» on a decision, the caller at the shot, a night undo held, the
// checks' answers held, a fix previewed from the log, the hand-off codes, then the points,
// the printable protocol, the players' statistics and a practice case. Blacks 3, 7 (Don), 9.
'use strict';
const { test, expect, shot } = require('./fixtures');
const g = require('./game');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__aids = { spoken: [], sea: [], tones: 0 };
    const synth = {
      getVoices: () => [{ lang: 'ru-RU', name: 'test ru' }],
      speak: (u) => window.__aids.spoken.push(u.text),
      cancel: () => {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    const source = AudioContext.prototype.createBufferSource;
    AudioContext.prototype.createBufferSource = function () {
      const src = source.call(this);
      const start = src.start.bind(src);
      const stop = src.stop.bind(src);
      src.start = (...a) => { window.__aids.sea.push('start'); return start(...a); };
      src.stop = (...a) => { window.__aids.sea.push('stop'); return stop(...a); };
      return src;
    };
    const osc = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function () {
      window.__aids.tones += 1;
      return osc.call(this);
    };
  });
});

const aids = (page) => page.evaluate(() => window.__aids);

test('a whole game with every aid', async ({ page }) => {
  test.setTimeout(120_000);
  await g.fakeClock(page);
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  // Voice and the night's sea noise, from the folded tools.
  await g.openTools(page);
  await page.getByTestId('voice').click();
  await expect(page.getByTestId('voice')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('ambience').click();
  await expect.poll(async () => (await aids(page)).sea).toEqual(['start']);
  await page.getByTestId('more').click();
  await expect.poll(async () => (await aids(page)).spoken.length).toBeGreaterThan(0);
  // The договорка's timer runs by itself.
  await expect(page.getByTestId('timer')).not.toHaveText('1:00');
  await g.primary(page);
  const peek = page.getByTestId('peek');
  await peek.dispatchEvent('pointerdown');
  await expect(g.seat(page, 7)).toContainText('Дон');
  await peek.dispatchEvent('pointerup');
  await g.primary(page, 2);
  // «Доброе утро»: the sea fades out, the voice says it.
  await expect(g.say(page)).toHaveText('Засыпает Шериф. Доброе утро! Все просыпаются.');
  await expect.poll(async () => (await aids(page)).sea).toEqual(['start', 'stop']);
  await expect.poll(async () => (await aids(page)).spoken).toContain('Засыпает Шериф. Доброе утро! Все просыпаются.');
  await g.primary(page);

  // Day 1: a foul, nominations, then the vote with its 2-second window.
  await g.tap(page, 2);
  await page.getByTestId('foul-mode').click();
  await g.tap(page, 10);
  await expect(g.seat(page, 10)).toContainText('●');
  await g.primary(page);
  await g.speeches(page, { 2: 4, 3: 8 });
  await expect(g.phase(page)).toHaveText('День 1 · голосование');
  await page.getByTestId('vote-window').click();
  await expect(g.say(page)).toHaveText('Спасибо.', { timeout: 4000 });
  await expect(g.say(page)).toHaveClass(/thanked/);
  await g.vote(page, [1, 3, 5, 6]);
  await g.vote(page, [2, 7, 9, 10]);
  // Why? The tie's rule, in the rule's own words.
  const chip = (await g.notices(page)).locator('[data-rule="R-VOTE-6"]');
  await chip.click();
  await expect(page.getByTestId('why-rule')).toHaveText('R-VOTE-6');
  await expect(page.getByTestId('why-text')).toContainText('30 секунд');
  await shot(page, 'aids-why-ru');
  await page.getByTestId('why-close').click();
  await g.primary(page, 2);
  await g.vote(page, [1, 3, 5, 6, 8]);
  await g.vote(page, [1, 2, 3, 4]);
  await expect(g.phase(page)).toHaveText('Ночь 2');
  await expect.poll(async () => (await aids(page)).sea).toEqual(['start', 'stop', 'start']);

  // Night 2: the caller counts the seats; a shot entered by mistake is taken back by a hold.
  await page.getByTestId('caller').click();
  await expect(page.getByTestId('called')).toHaveText('1', { timeout: 3000 });
  await g.tap(page, 6);
  const undo = page.getByTestId('undo');
  await expect(undo).toContainText('выстрел');
  await undo.click();
  await expect(undo).toContainText('выстрел');
  await g.holdToAct(page, 'undo');
  await expect(undo).not.toContainText('выстрел');
  await g.tap(page, 8);
  await g.tap(page, 5);
  const answer = page.getByTestId('hold-answer');
  await g.hold(answer, 'Шериф');
  // The voice says the answer moment's line, never the answer nor a hint.
  // The answer is a gesture: the voice says nothing until «Засыпает Дон» opens the next words.
  expect((await aids(page)).spoken).not.toContain('Засыпает Дон. Просыпается Шериф. Шериф ищет мафию.');
  await g.endAnswer(page);
  await expect.poll(async () => (await aids(page)).spoken).toContain('Засыпает Дон. Просыпается Шериф. Шериф ищет мафию.');
  await g.tap(page, 3);
  await g.hold(answer, 'чёрный');
  await g.endAnswer(page);
  const spoken = (await aids(page)).spoken;
  expect(spoken.filter((w) => /Шериф —|чёрный|красный|Коснитесь|Удерживайте/.test(w))).toEqual([]);
  await g.tap(page, 3);
  await g.tap(page, 7);
  await g.tap(page, 9);
  await g.primary(page);
  await expect(g.say(page)).toContainText('8');

  // The log: a fix of the best move, previewed, then left as it was.
  await g.phase(page).click();
  await page.locator('.log-entry').filter({ hasText: 'лучший ход' }).getByRole('button', { name: 'Исправить' }).click();
  await g.tap(page, 9);
  await expect(page.getByTestId('edit-preview')).toBeVisible();
  await page.getByTestId('edit-cancel').click();
  await g.phase(page).click();

  // Hand-off: the codes, with no role on the screen.
  await g.openTools(page);
  await page.getByTestId('handoff-open').click();
  await page.getByTestId('handoff-qr').click();
  await expect(page.getByTestId('qr').locator('svg')).toBeVisible();
  await expect(page.getByTestId('handoff')).not.toContainText('Дон');
  await page.getByTestId('handoff-close').click();

  // To the end: day 2 votes out seat 5, night 3 kills seat 1, day 3 seat 10 leaves.
  await g.primary(page, 2);
  await g.speeches(page, { 3: 5 });
  await g.primary(page);
  await expect(g.phase(page)).toHaveText('Ночь 3');
  await g.tap(page, 1);
  await g.tap(page, 4);
  await g.primary(page);
  await g.primary(page, 2);
  await expect(g.phase(page)).toHaveText('День 3 · последнее слово');
  await g.primary(page);
  await g.speeches(page, { 2: 10 });
  await expect(page.getByTestId('winner')).toContainText('чёрн');
  await expect.poll(async () => (await aids(page)).sea.at(-1)).toBe('stop');

  // Points, the protocol, the players.
  await page.getByTestId('scores-toggle').click();
  await expect(page.getByTestId('score-3')).toHaveText('1');
  await page.getByTestId('protocol-open').click();
  await expect(page.getByTestId('protocol-seats')).toContainText('Дон');
  await expect(page.getByTestId('protocol-periods')).toContainText('Ночь 2');
  await shot(page, 'aids-protocol-ru');
  await page.getByTestId('protocol-back').click();
  const aloud = (await aids(page)).spoken;
  expect(aloud.length).toBeGreaterThan(20);
  expect((await aids(page)).tones).toBeGreaterThan(0);
});

// The set-up flow: preset -> players (names, seat draw) -> line-up and advanced rules ->
// the deal (pass-and-play or physical cards) -> the game starts.
'use strict';
const { test, expect, shot, openApp } = require('./fixtures');

const SAVE_KEY = 'mafia-host.save.v1';
const PLAYERS_KEY = 'mafia-host.players.v1';

const UI = {
  ru: {
    newGame: 'Новая игра',
    next: 'Далее',
    back: 'Назад',
    more: 'Больше игроков',
    fewer: 'Меньше игроков',
    moreMafia: 'Больше мафии',
    fewerMafia: 'Меньше мафии',
    draw: 'Рассадка жребием',
    drawn: 'Места разыграны — покажите экран всем',
    advanced: 'Расширенные правила',
    passPhone: 'Телефон по кругу',
    physical: 'Настоящие карты',
    passTo: (s) => `Передайте телефон игроку №${s}`,
    iAm: (s) => `Я — игрок №${s}`,
    cardBack: 'Карта рубашкой вверх',
    hold: 'Удерживайте, чтобы увидеть роль',
    gotIt: 'Готово — передать дальше',
    allDealt: 'Все роли розданы',
    start: 'Начать игру',
    cardsDone: 'Все карты отмечены',
    whichCard: (s) => `Место №${s}: какая карта?`,
    roles: {
      civilian: 'Мирный житель',
      sheriff: 'Шериф',
      doctor: 'Доктор',
      silencer: 'Маньяк',
      mafia: 'Мафия',
      don: 'Дон',
    },
    presets: { sport: 'Спорт', club: 'Клуб', home: 'Дома', party: 'Вечеринка' },
  },
  en: {
    newGame: 'New game',
    next: 'Next',
    back: 'Back',
    more: 'More players',
    fewer: 'Fewer players',
    moreMafia: 'More mafia',
    fewerMafia: 'Fewer mafia',
    draw: 'Draw seats by lot',
    drawn: 'Seats drawn — show the screen to everyone',
    advanced: 'Advanced rules',
    passPhone: 'Pass the phone',
    physical: 'Physical cards',
    passTo: (s) => `Pass the phone to player ${s}`,
    iAm: (s) => `I'm player ${s}`,
    cardBack: 'A face-down card',
    hold: 'Hold to see your role',
    gotIt: 'Done — pass it on',
    allDealt: 'Every role is dealt',
    start: 'Start the game',
    cardsDone: 'Every card is marked',
    whichCard: (s) => `Seat ${s}: which card?`,
    roles: {
      civilian: 'Civilian',
      sheriff: 'Sheriff',
      doctor: 'Doctor',
      silencer: 'Silencer',
      mafia: 'Mafia',
      don: 'Don',
    },
    presets: { sport: 'Sport', club: 'Club', home: 'Home', party: 'Party' },
  },
};

const SWITCHES = [
  'reveal_on_elimination',
  'discussion',
  'mafia_night',
  'single_candidate_later_days',
  'tied_players_vote_in_revote',
  'tied_players_vote_on_all_leave',
  'whole_table_tie_ends_day',
  'last_word_vote_seconds',
  'hand_lift',
  'foul3_may_nominate',
  'foul3_short_speech',
  'best_move',
  'best_move_at',
  'black_win',
  'draw_after_quiet_rounds',
  'quiet_rounds_result',
  'answer_gesture',
];

const NAMES = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дина', 'Егор', 'Жанна', 'Захар', 'Ира', 'Кирилл'];

async function openSetup(page, lang) {
  await openApp(page);
  if (lang === 'en') await page.getByRole('button', { name: 'EN', exact: true }).click();
  await page.getByRole('button', { name: UI[lang].newGame }).click();
  await expect(page.locator('section.setup')).toBeVisible();
}

/** Every visible button, input and summary is at least 48 px both ways; nothing overflows. */
async function checkLayout(page, where) {
  const boxes = await page
    .locator('button, input, summary')
    .evaluateAll((els) =>
      els
        .filter((e) => e.offsetParent !== null)
        .map((e) => [e.textContent || e.getAttribute('aria-label'), e.getBoundingClientRect()]),
    );
  expect(boxes.length, where).toBeGreaterThan(0);
  for (const [label, r] of boxes) {
    expect(r.height, `${where}: "${label}" height`).toBeGreaterThanOrEqual(48);
    expect(r.width, `${where}: "${label}" width`).toBeGreaterThanOrEqual(48);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where}: horizontal overflow`).toBeLessThanOrEqual(0);
}

/** The primary action of a step is in thumb reach: its bottom in the lowest fifth. */
async function checkThumbReach(page, name) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  const vp = page.viewportSize();
  expect(box.y + box.height).toBeGreaterThan(vp.height * 0.8);
  expect(box.y + box.height).toBeLessThanOrEqual(vp.height + 1);
}

async function pickPreset(page, lang, preset) {
  await page.getByRole('radio', { name: UI[lang].presets[preset] }).click();
  await page.getByRole('button', { name: UI[lang].next, exact: true }).click();
}

async function setCount(page, lang, n) {
  const value = page.locator('.stepper .step-value').first();
  for (;;) {
    const now = Number(await value.textContent());
    if (now === n) return;
    await page.getByRole('button', { name: now < n ? UI[lang].more : UI[lang].fewer }).click();
    await expect(value).not.toHaveText(String(now));
  }
}

/** The game log inside the save envelope (docs/saves.md). */
async function savedLog(page) {
  const save = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), SAVE_KEY);
  expect(save.format).toBe('mafia-host-save');
  return save.game;
}

/** Matches `word` as a whole word (Cyrillic too), e.g. "Don" but not "Done". */
function asWord(word) {
  return new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u');
}

/** Pass-and-play for every seat: returns the role names seen, by seat. */
async function passAndPlay(page, lang, seats, shots) {
  const ui = UI[lang];
  const roleNames = Object.values(ui.roles);
  const seen = [];
  for (let s = 1; s <= seats; s++) {
    await expect(page.getByText(ui.passTo(s), { exact: true })).toBeVisible();
    if (shots && s === 1) await shot(page, `deal-pass-${lang}`);
    await page.getByRole('button', { name: ui.iAm(s), exact: true }).click();
    const deck = page.getByRole('button', { name: ui.cardBack });
    await expect(deck).toHaveCount(seats - s + 1);
    if (shots && s === 1) await shot(page, `deal-deck-${lang}`);
    await deck.nth((s * 3) % (seats - s + 1)).click();

    const card = page.locator('.hold-card');
    await expect(card).toContainText(ui.hold);
    await expect(page.locator('.hold-role')).toHaveCount(0);
    await expect(page.getByRole('button', { name: ui.gotIt })).toBeDisabled();
    if (shots && s === 1) await shot(page, `deal-card-${lang}`);

    const box = await card.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const role = page.locator('.hold-role');
    await expect(role).toBeVisible();
    const name = (await role.textContent()).trim();
    expect(roleNames).toContain(name);
    if (shots && s === 1) await shot(page, `deal-held-${lang}`);
    await page.mouse.up();

    await expect(page.locator('.hold-role')).toHaveCount(0);
    const text = await page.locator('body').innerText();
    for (const r of roleNames) {
      expect(text, `seat ${s}: no role on screen after release`).not.toMatch(asWord(r));
    }
    seen.push(name);
    await page.getByRole('button', { name: ui.gotIt }).click();
  }
  await expect(page.getByText(ui.allDealt)).toBeVisible();
  const after = await page.locator('body').innerText();
  for (const r of roleNames) expect(after).not.toMatch(asWord(r));
  return seen;
}

test.describe('set-up', () => {
  test('Sport with names, pass-and-play for all 10 seats, then the game starts', async ({
    page,
  }) => {
    const ui = UI.ru;
    await openSetup(page, 'ru');
    await pickPreset(page, 'ru', 'sport');

    await expect(page.getByText('10 игроков', { exact: true })).toBeVisible();
    const inputs = page.locator('.name-input');
    await expect(inputs).toHaveCount(10);
    for (const [i, name] of NAMES.entries()) await inputs.nth(i).fill(name);
    await page.getByRole('button', { name: ui.next, exact: true }).click();

    // The fixed line-up, read-only.
    await expect(page.locator('.role-count[data-role="civilian"]')).toHaveText('6');
    await expect(page.locator('.role-count[data-role="sheriff"]')).toHaveText('1');
    await expect(page.locator('.role-count[data-role="mafia"]')).toHaveText('2');
    await expect(page.locator('.role-count[data-role="don"]')).toHaveText('1');
    await expect(page.getByRole('button', { name: ui.moreMafia })).toHaveCount(0);
    await page.getByRole('button', { name: ui.next, exact: true }).click();

    await expect(page.getByRole('radio', { name: ui.passPhone })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('button', { name: ui.next, exact: true }).click();
    // The name is a bidi isolate on screen (issue 15).
    await expect(page.getByText('\u2068Анна\u2069', { exact: true })).toBeVisible();

    const seen = await passAndPlay(page, 'ru', 10, false);
    const count = (r) => seen.filter((x) => x === ui.roles[r]).length;
    expect([count('civilian'), count('sheriff'), count('mafia'), count('don')]).toEqual([
      6, 1, 2, 1,
    ]);

    await checkThumbReach(page, ui.start);
    await page.getByRole('button', { name: ui.start }).click();
    await expect(page.locator('section.setup')).toHaveCount(0);
    await expect(page.locator('section.game')).toHaveCount(1);

    // The game that started is the one dealt: the roles each seat saw, the names typed.
    const log = await savedLog(page);
    expect(log.setup.preset).toBe('sport');
    expect(log.setup.players.map((p) => p.name)).toEqual(NAMES);
    const codes = Object.fromEntries(Object.entries(ui.roles).map(([k, v]) => [v, k]));
    expect(log.setup.players.map((p) => p.role)).toEqual(seen.map((n) => codes[n]));
    // The names are remembered for the next game.
    const remembered = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), PLAYERS_KEY);
    expect(remembered).toEqual(NAMES);
  });

  test('Home with 13 players: the calculator, an invalid line-up disables Next', async ({
    page,
  }) => {
    const ui = UI.ru;
    await openSetup(page, 'ru');
    await pickPreset(page, 'ru', 'home');
    await setCount(page, 'ru', 13);
    await expect(page.locator('.name-input')).toHaveCount(13);
    await page.getByRole('button', { name: ui.next, exact: true }).click();

    await expect(page.getByText('Дома · 13 игроков')).toBeVisible();
    await expect(page.locator('.role-count[data-role="civilian"]')).toHaveText('9');
    await expect(page.locator('.role-count[data-role="sheriff"]')).toHaveText('1');
    await expect(page.locator('.step-value[data-role="mafia"]')).toHaveText('2');
    await expect(page.locator('.role-count[data-role="don"]')).toHaveText('1');
    const next = page.getByRole('button', { name: ui.next, exact: true });
    await expect(next).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);

    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: ui.moreMafia }).click();
    await expect(page.locator('.step-value[data-role="mafia"]')).toHaveText('4');
    await expect(page.locator('.role-count[data-role="civilian"]')).toHaveText('7');
    // At the limit (5 blacks of 13) «+» greys out: the line-up never goes past it.
    await expect(page.getByRole('button', { name: ui.moreMafia })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(next).toBeEnabled();
    await page.getByRole('button', { name: ui.fewerMafia }).click();
    await expect(page.locator('.step-value[data-role="mafia"]')).toHaveText('3');

    // Back keeps the host's line-up for the same table.
    await page.getByRole('button', { name: ui.back, exact: true }).click();
    await page.getByRole('button', { name: ui.next, exact: true }).click();
    await expect(page.locator('.step-value[data-role="mafia"]')).toHaveText('3');
  });

  test('Party with 7 players and physical cards', async ({ page }) => {
    const ui = UI.ru;
    await openSetup(page, 'ru');
    await pickPreset(page, 'ru', 'party');
    await setCount(page, 'ru', 7);
    await page.getByRole('button', { name: ui.next, exact: true }).click();
    await expect(page.getByText('Вечеринка · 7 игроков')).toBeVisible();
    await expect(page.locator('.role-count[data-role="civilian"]')).toHaveText('3');
    await expect(page.locator('.role-count[data-role="doctor"]')).toHaveText('1');
    await expect(page.locator('.role-count[data-role="silencer"]')).toHaveText('1');
    await expect(page.locator('.step-value[data-role="mafia"]')).toHaveText('2');
    await page.getByRole('button', { name: ui.next, exact: true }).click();

    await page.getByRole('radio', { name: ui.physical }).click();
    await page.getByRole('button', { name: ui.next, exact: true }).click();

    const deal = ['civilian', 'mafia', 'doctor', 'civilian', 'silencer', 'mafia', 'civilian'];
    const pick = (r) => page.locator(`.role-btn[data-role="${r}"]`);
    await expect(page.locator('.role-btn')).toHaveCount(4);
    await expect(pick('civilian')).toContainText('3 карты');
    for (const [i, r] of deal.entries()) {
      await expect(page.getByText(ui.whichCard(i + 1))).toBeVisible();
      await pick(r).click();
    }
    await expect(page.getByText(ui.cardsDone)).toBeVisible();
    // Back fixes the last seat.
    await page.getByRole('button', { name: ui.back, exact: true }).click();
    await expect(page.getByText(ui.whichCard(7))).toBeVisible();
    await expect(pick('civilian')).toContainText('1 карта');
    await expect(pick('mafia')).toBeDisabled();
    await expect(pick('doctor')).toBeDisabled();
    await pick('civilian').click();

    await page.getByRole('button', { name: ui.start }).click();
    await expect(page.locator('section.setup')).toHaveCount(0);
    const log = await savedLog(page);
    expect(log.setup.preset).toBe('party');
    expect(log.setup.players.map((p) => p.role)).toEqual(deal);
    expect(log.setup.players.map((p) => p.seat)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test('remembers the names after a reload, and draws the seats by lot', async ({ page }) => {
    const ui = UI.ru;
    await openSetup(page, 'ru');
    await pickPreset(page, 'ru', 'sport');
    const inputs = page.locator('.name-input');
    for (const [i, name] of NAMES.entries()) await inputs.nth(i).fill(name);
    await page.getByRole('button', { name: ui.next, exact: true }).click();

    // A reload reopens the set-up by itself on the same step (the line-up); back on the
    // names, they are all there.
    await page.reload();
    await expect(page.getByText('Шаг 3 из 4')).toBeVisible();
    await page.getByRole('button', { name: ui.back, exact: true }).click();
    for (const [i, name] of NAMES.entries()) await expect(inputs.nth(i)).toHaveValue(name);
    // A new tab starts at the start screen; the names are remembered there too.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.getByRole('button', { name: ui.newGame }).click();
    await pickPreset(page, 'ru', 'sport');
    for (const [i, name] of NAMES.entries()) await expect(inputs.nth(i)).toHaveValue(name);

    await page.getByRole('button', { name: ui.draw }).click();
    await expect(page.getByText(ui.drawn)).toBeVisible();
    const drawn = await inputs.evaluateAll((els) => els.map((e) => e.value));
    expect([...drawn].sort()).toEqual([...NAMES].sort());
    // A Home table opens with the remembered number of players.
    await page.getByRole('button', { name: ui.back, exact: true }).click();
    await pickPreset(page, 'ru', 'home');
    await expect(page.locator('.stepper .step-value')).toHaveText('10');
  });

  test('the advanced rules fold lists every switch, starting from the preset', async ({
    page,
  }) => {
    const ui = UI.ru;
    await openSetup(page, 'ru');
    await pickPreset(page, 'ru', 'club');
    await page.getByRole('button', { name: ui.next, exact: true }).click();

    const fold = page.locator('details.advanced');
    await expect(fold.locator('.switch').first()).toBeHidden();
    await page.getByText(ui.advanced).click();
    const switches = fold.locator('.switch');
    await expect(switches).toHaveCount(SWITCHES.length);
    expect(await switches.evaluateAll((els) => els.map((e) => e.dataset.switch))).toEqual(
      SWITCHES,
    );
    for (const sw of SWITCHES) {
      await expect(fold.locator(`[data-switch="${sw}"] .switch-help`)).not.toBeEmpty();
    }
    const pressed = (sw) =>
      fold.locator(`[data-switch="${sw}"] .seg[aria-pressed="true"]`);
    // Club: a lone candidate is not voted on, a hand up is a foul, 30 s last word.
    await expect(pressed('single_candidate_later_days')).toHaveText('Без голосования');
    await expect(pressed('hand_lift')).toHaveText('Фол');
    await expect(pressed('last_word_vote_seconds')).toHaveText('30 с');
    await expect(pressed('best_move')).toHaveText('Нет');
    // Club (issue 13): the tied players do not vote on «все покидают?»; a whole table tied
    // is played out (R-VOTE-7a is the tournament rules' only).
    await expect(pressed('tied_players_vote_on_all_leave')).toHaveText('Нет');
    await expect(pressed('whole_table_tie_ends_day')).toHaveText('Нет');
    await checkLayout(page, 'advanced rules');
    await fold.locator('[data-switch="best_move"] .seg', { hasText: 'Да' }).click();
    await expect(pressed('best_move')).toHaveText('Да');
    await fold.locator('[data-switch="draw_after_quiet_rounds"] .seg', { hasText: 'выкл' }).click();

    // The switches reach the game.
    await page.getByRole('button', { name: ui.next, exact: true }).click();
    await page.getByRole('radio', { name: ui.physical }).click();
    await page.getByRole('button', { name: ui.next, exact: true }).click();
    for (const r of ['civilian', 'civilian', 'civilian', 'civilian', 'civilian', 'civilian']) {
      await page.locator(`.role-btn[data-role="${r}"]`).click();
    }
    for (const r of ['sheriff', 'mafia', 'mafia', 'don']) {
      await page.locator(`.role-btn[data-role="${r}"]`).click();
    }
    await page.getByRole('button', { name: ui.start }).click();
    await expect(page.locator('section.setup')).toHaveCount(0);
    const log = await savedLog(page);
    expect(log.setup.preset).toBe('club');
    expect(log.setup.rules.best_move).toBe(true);
    expect(log.setup.rules.draw_after_quiet_rounds).toBe(0);
    expect(log.setup.rules.hand_lift).toBe('warning');
    expect(log.setup.rules.tied_players_vote_on_all_leave).toBe(false);
  });

  test('Back on each step returns to the one before', async ({ page }) => {
    const ui = UI.ru;
    await openSetup(page, 'ru');
    await pickPreset(page, 'ru', 'home');
    await page.getByRole('button', { name: ui.next, exact: true }).click();
    await page.getByRole('button', { name: ui.next, exact: true }).click();
    await page.getByRole('button', { name: ui.next, exact: true }).click();
    await expect(page.getByText(ui.passTo(1))).toBeVisible();
    for (const heading of ['Раздача ролей', 'Состав и правила', 'Игроки', 'Новая игра']) {
      await page.getByRole('button', { name: ui.back, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await expect(page.getByRole('radio', { name: 'Дома' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('button', { name: ui.back, exact: true }).click();
    await expect(page.locator('main > section.start')).toBeVisible();
  });
});

// Screenshots of every set-up screen in both languages, at 390 and 360 px wide.
for (const width of [390, 360]) {
  for (const lang of ['ru', 'en']) {
    test.describe(`screens at ${width} px (${lang})`, () => {
      test.use({ viewport: { width, height: 800 } });
      test('every step fits, has 48 px targets, and is photographed', async ({ page }) => {
        test.setTimeout(90_000);
        const ui = UI[lang];
        const tag = width === 390 ? lang : `${lang}-${width}`;
        await openSetup(page, lang);
        await checkLayout(page, 'preset');
        await checkThumbReach(page, ui.next);
        await shot(page, `setup-preset-${tag}`);
        await pickPreset(page, lang, 'home');
        await setCount(page, lang, 12);
        await page.locator('.name-input').nth(0).fill(lang === 'ru' ? 'Анна' : 'Anna');
        await page.locator('.name-input').nth(1).fill(lang === 'ru' ? 'Борис' : 'Boris');
        await checkLayout(page, 'players');
        await checkThumbReach(page, ui.next);
        await shot(page, `setup-players-${tag}`);
        await page.getByRole('button', { name: ui.draw }).click();
        await expect(page.getByText(ui.drawn)).toBeVisible();
        await page.getByRole('button', { name: ui.next, exact: true }).click();
        await checkLayout(page, 'line-up');
        await checkThumbReach(page, ui.next);
        await shot(page, `setup-lineup-${tag}`);
        // «+» stops at the limit (R-ROLE-3): the line-up cannot be made wrong.
        const more = page.getByRole('button', { name: ui.moreMafia });
        let added = 0;
        while (await more.isEnabled()) {
          await more.click();
          added += 1;
        }
        await expect(more).toBeDisabled();
        await expect(page.getByRole('alert')).toHaveCount(0);
        await shot(page, `setup-lineup-max-${tag}`);
        for (let i = 0; i < added; i++) await page.getByRole('button', { name: ui.fewerMafia }).click();
        await page.getByText(ui.advanced).click();
        await checkLayout(page, 'advanced');
        await shot(page, `setup-advanced-${tag}`);
        // The fold as the host sees it, one screen at a time.
        await page.locator('details.advanced > summary').evaluate((e) => e.scrollIntoView());
        await page.screenshot({ path: `${__dirname}/screenshots/setup-advanced-top-${tag}.png` });
        await page
          .locator('[data-switch="black_win"]')
          .evaluate((e) => e.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: `${__dirname}/screenshots/setup-advanced-end-${tag}.png` });
        await page.getByRole('button', { name: ui.next, exact: true }).click();
        await checkLayout(page, 'deal mode');
        await shot(page, `setup-dealmode-${tag}`);
        await page.getByRole('button', { name: ui.next, exact: true }).click();
        if (width === 390) {
          await passAndPlay(page, lang, 12, true);
        } else {
          await page.getByRole('button', { name: ui.iAm(1) }).click();
          await checkLayout(page, 'deck');
          await page.getByRole('button', { name: ui.cardBack }).first().click();
          await checkLayout(page, 'card');
          await shot(page, `deal-card-${tag}`);
          // Once a card is picked the only way on is to look at it.
          await expect(page.getByRole('button', { name: ui.back, exact: true })).toHaveCount(0);
          const box = await page.locator('.hold-card').boundingBox();
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.down();
          await expect(page.locator('.hold-role')).toBeVisible();
          await checkLayout(page, 'held');
          await shot(page, `deal-held-${tag}`);
          await page.mouse.up();
          await page.getByRole('button', { name: ui.gotIt }).click();
          await expect(page.getByText(ui.passTo(2), { exact: true })).toBeVisible();
          // Seat 1 has seen a card: Back asks before dealing again.
          await page.getByRole('button', { name: ui.back, exact: true }).click();
          await page.getByTestId('redeal-yes').click();
          await page.getByRole('radio', { name: ui.physical }).click();
          await page.getByRole('button', { name: ui.next, exact: true }).click();
        }
        if (width === 390) {
          await checkLayout(page, 'all dealt');
          await shot(page, `deal-done-${tag}`);
          // The physical-cards screens. Back after the deal asks first: players have seen
          // their cards.
          await page.getByRole('button', { name: ui.back, exact: true }).click();
          await page.getByTestId('redeal-yes').click();
          await page.getByRole('radio', { name: ui.physical }).click();
          await page.getByRole('button', { name: ui.next, exact: true }).click();
        }
        await expect(page.getByText(ui.whichCard(1))).toBeVisible();
        await checkLayout(page, 'physical');
        await shot(page, `deal-physical-${tag}`);
      });
    });
  }
}

// No set-up step but the names (a list as long as the table) needs a scroll on a small phone
// or a common one: the choices and Back / Next are all on the screen (DEVELOPERS.md).
for (const [width, height] of [[360, 740], [390, 844]]) {
  for (const lang of ['ru', 'en']) {
    test.describe(`set-up steps at ${width}×${height} (${lang})`, () => {
      test.use({ viewport: { width, height } });
      test('the rules, the line-up, the deal and the physical cards fit with no scroll', async ({ page }) => {
        const ui = UI[lang];
        const fits = async (where) => {
          const { scroll, inner } = await page.evaluate(() => ({
            scroll: document.scrollingElement.scrollHeight,
            inner: innerHeight,
          }));
          expect(scroll, `${where}: the page is ${scroll} px high in ${inner} px`).toBeLessThanOrEqual(inner);
        };
        for (const preset of ['sport', 'party']) {
          // A new tab: a set-up under way would reopen by itself.
          if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
          await openSetup(page, lang);
          await fits('the rules');
          await pickPreset(page, lang, preset);
          await page.getByRole('button', { name: ui.next, exact: true }).click();
          await expect(page.locator('.role-row').first()).toBeVisible();
          await fits(`${preset}: the line-up`);
          await page.getByRole('button', { name: ui.next, exact: true }).click();
          await page.getByRole('radio', { name: ui.physical }).click();
          await fits(`${preset}: the deal`);
          await page.getByRole('button', { name: ui.next, exact: true }).click();
          await expect(page.getByText(ui.whichCard(1))).toBeVisible();
          await fits(`${preset}: the physical cards`);
          await checkThumbReach(page, ui.back);
          // Sport's first call opens with the draw rule, in smaller type: looked at.
          await shot(page, `deal-physical-${preset}-${lang}-${width}`);
        }
      });
    });
  }
}

test.describe('reload after every tap of the set-up', () => {
  /** What the host sees of the set-up: its text, every field's value, what is chosen. */
  async function setupScreen(page) {
    return page.evaluate(() => {
      const root = document.querySelector('section.setup');
      if (!root) return null;
      return {
        text: root.innerText,
        values: [...root.querySelectorAll('input')].map((e) => e.value),
        chosen: [...root.querySelectorAll('[aria-checked="true"], [aria-pressed="true"], input:checked')].map(
          (e) => `${e.tagName}:${e.textContent}:${e.getAttribute('data-role') ?? ''}`,
        ),
      };
    });
  }

  test('a Home table from the preset to the last card: each tap survives a reload exactly (issue 15.9)', async ({ page }) => {
    test.setTimeout(180_000);
    const ui = UI.ru;
    const roles = ['civilian', 'mafia', 'civilian', 'sheriff', 'civilian', 'don', 'civilian', 'civilian'];
    let taps = 0;
    const tap = async (locator) => {
      await locator.click();
      taps += 1;
      // The steps after the rules are a chunk of their own: the step is there once it is drawn.
      await expect(page.getByTestId('screen-loading')).toHaveCount(0);
      const before = await setupScreen(page);
      await page.reload();
      await expect(page.locator('section.setup')).toBeVisible();
      await expect(page.getByTestId('screen-loading')).toHaveCount(0);
      expect(await setupScreen(page), `the set-up after tap ${taps} and a reload`).toEqual(before);
    };
    await openSetup(page, 'ru');
    await tap(page.getByRole('radio', { name: ui.presets.home }));
    await tap(page.getByRole('button', { name: ui.next, exact: true }));
    // Eight players: «Меньше игроков» until 8.
    const value = page.locator('.stepper .step-value').first();
    while (Number(await value.textContent()) > 8) await tap(page.getByRole('button', { name: ui.fewer }));
    while (Number(await value.textContent()) < 8) await tap(page.getByRole('button', { name: ui.more }));
    await page.locator('.name-input').first().fill('Анна');
    await tap(page.getByRole('button', { name: ui.next, exact: true }));
    await tap(page.getByRole('button', { name: ui.next, exact: true }));
    await tap(page.getByRole('radio', { name: ui.physical }));
    await tap(page.getByRole('button', { name: ui.next, exact: true }));
    // The physical cards, one seat at a time: each mark survives a reload.
    for (const role of roles) await tap(page.locator(`.role-btn[data-role="${role}"]`));
    await page.getByRole('button', { name: ui.start }).click();
    await expect(page.locator('section.game')).toBeVisible();
    const log = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).game, SAVE_KEY);
    expect(log.setup.players.map((p) => p.role)).toEqual(roles);
    expect(log.setup.players[0].name).toBe('Анна');
    console.log(`set-up: ${taps} of ${taps} taps exact after a reload`);
  });
});

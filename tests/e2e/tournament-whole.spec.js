// Issue 50's "Done when", whole: a tournament of 30 players at 3 tables over 3 rounds and a
// final, on four phones. The organiser's phone makes it and hands the tables their tickets
// (table 1's by QR codes read through a fake camera, tables 2 and 3's by file); each table's
// phone (its own browser context) plays its three games to the end through the screens, and
// its results come back to the organiser (table 1's first game by its numbered QR codes through
// the organiser's fake camera, the rest by file). One result is sent twice (nothing changes,
// said); a fourth phone takes table 2's ticket too and plays its first game to the other
// side's win: the two results side by side, the organiser keeps the table's. Then the
// standings (thirty players, three counted games each), the top ten to the final, its first
// game's ticket taken by table 1's phone, played, and its result in the final's standings.
'use strict';
const fs = require('node:fs');
const { test, expect, openApp, fakeCamera, readCodes, storedTournament } = require('./fixtures');
const g = require('./game');
const d = require('./driver');

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'ru-RU' };
const NAME = 'Кубок весны';
const PLAYERS = Array.from({ length: 30 }, (_, i) => `Игрок ${i + 1}`);
const BLACK = ['mafia', 'don'];
const WINNER = { red: 'Победа красных', black: 'Победа чёрных' };

const stored = (page) => storedTournament(page);
const said = (page) => page.getByTestId('results-said').locator('li');
const lines = (page) => page.getByTestId('tour-standings').locator('[data-testid="standings"] tbody tr.line');

async function downloaded(page, locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), locator.click()]);
  return { name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), 'utf8') };
}

const asFile = (name, text) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

/**
 * A table's phone: its own context (its own storage), the game's clock faked so the taps'
 * waits pass at once (game.js), a fake camera when it scans; it fails the test on a console
 * error, an uncaught exception or a request that leaves 127.0.0.1, as the organiser's does.
 */
async function phone(browser, codes = null) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  const outside = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!['data:', 'blob:'].includes(u.protocol) && u.hostname !== '127.0.0.1') outside.push(r.url());
  });
  if (codes) await fakeCamera(page, codes);
  await g.fakeClock(page);
  await openApp(page);
  await page.getByTestId('tournament-open').click();
  await page.getByTestId('table-open').click();
  await expect(page.getByTestId('tournament-table')).toBeVisible();
  await expect(page.getByTestId('table-empty')).toContainText('Билета нет');
  return { context, page, errors, outside };
}

/** SPORT_ROLES turned by `turn` seats: the black cards in other seats game by game. */
const dealt = (turn) => g.SPORT_ROLES.map((_, i) => g.SPORT_ROLES[(i + turn) % 10]);

/**
 * Plays the game on screen to `want`'s win, the way a host follows the players: it reads
 * what the step takes (section.game's data-expect) and taps accordingly. Each day the first
 * two speakers who can nominate the losing side's two lowest seats (the second, the last
 * candidate, gets every hand and leaves); every night the mafia shoot the lowest red seat;
 * a check taps seats from the lowest until one is taken; the best move names the black
 * seats still in. Red's side loses a player a night, black's one a day: red wins on day 3,
 * black on night 3. Returns the number of steps.
 */
async function playTo(page, want, roles) {
  const black = roles.map((r, i) => (BLACK.includes(r) ? i + 1 : 0)).filter(Boolean);
  const nominated = new Map();
  for (let step = 0; step < 400; step += 1) {
    await g.unguard(page);
    if ((await page.locator('section.game.playing').count()) === 0) return step;
    const ex = await d.expects(page);
    const alive = await d.living(page);
    const reds = alive.filter((n) => !black.includes(n));
    const blacks = alive.filter((n) => black.includes(n));
    const before = await d.entries(page);
    if (ex.includes('Shot')) {
      await g.tap(page, reds[0]);
      expect(await d.entries(page), `the shot at seat ${reds[0]} taken`).toBe(before + 1);
    } else if (ex.includes('DonCheck') || ex.includes('SheriffCheck')) {
      for (const n of alive) {
        await g.tap(page, n);
        if ((await d.entries(page)) !== before) break;
      }
      expect(await d.entries(page), 'a check taken').toBe(before + 1);
    } else if (ex.includes('BestMove')) {
      for (const n of blacks.slice(0, 3)) await g.tap(page, n);
      await g.primary(page);
    } else if (ex.includes('Nominate')) {
      const day = (await g.phase(page).textContent()).match(/День (\d+)/)?.[1] ?? '?';
      const today = nominated.get(day) ?? [];
      const target = (want === 'red' ? blacks : reds).find((n) => !today.includes(n));
      if (today.length < 2 && target !== undefined) {
        await g.tap(page, target);
        // A nomination refused (the speaker's own seat, say) leaves it to the next speaker.
        if ((await d.entries(page)) !== before) nominated.set(day, [...today, target]);
      }
      await g.primary(page);
    } else if (ex.includes('Votes') || ex.includes('AllLeaveVotes') || ex.includes('Next')) {
      // No hands raised: the last candidate gets every vote (R-VOTE-2).
      await g.primary(page);
    } else {
      throw new Error(`a step this host does not know: ${ex.join(' ')}`);
    }
  }
  throw new Error('the game did not end in 400 steps');
}

/**
 * A ticket game started from the table's list (`nth`), its names checked in the set-up's
 * seats, the cards dealt (`roles`), played to `want`'s win; game over's «Результат для
 * организатора» makes the result. Returns the codes then shown.
 */
async function playTicketGame(page, nth, names, want, roles) {
  const game = page.getByTestId('table-game').nth(nth);
  await expect(game.getByTestId('table-badge')).toHaveText('следующая');
  await game.getByTestId('table-start').click();
  const inputs = page.locator('.name-input');
  await expect(inputs).toHaveCount(10);
  for (let i = 0; i < 10; i += 1) await expect(inputs.nth(i)).toHaveValue(names[i]);
  await expect(page.getByTestId('seats-from-evening')).toHaveText('Места по билету турнира: рассадка как у организатора.');
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  await page.getByRole('radio', { name: 'Настоящие карты' }).click();
  await page.getByRole('button', { name: 'Далее', exact: true }).click();
  for (const role of roles) await page.locator(`.role-btn[data-role="${role}"]`).click();
  await page.getByRole('button', { name: 'Начать игру' }).click();
  await expect(page.locator('section.game')).toBeVisible();
  const steps = await playTo(page, want, roles);
  await expect(page.getByTestId('winner')).toHaveText(WINNER[want]);
  await page.getByTestId('table-result').click();
  const codes = await readCodes(page);
  // The codes hidden, the list: this game's result made, the next one offered.
  await page.getByTestId('qr-hide').click();
  await expect(page.getByTestId('table-game').nth(nth).getByTestId('table-badge')).toHaveText('результат готов');
  return { codes, steps };
}

/** The names by seat of the tournament's game `id`, from the organiser's document. */
function seatsOf(doc, id) {
  return doc.games[id].seats.map((p) => doc.players.find((x) => x.id === p).name);
}

test('a tournament of 30 at 3 tables over 3 rounds and a final, on four phones', async ({ page, browser }) => {
  test.setTimeout(480_000);
  const t0 = Date.now();
  const took = (what) => console.log(`${what}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const phones = [];

  // The organiser's phone: a camera stood in for (its codes given later), then the form.
  await fakeCamera(page, []);
  await openApp(page);
  await page.getByTestId('tournament-open').click();
  await page.getByTestId('tour-name-input').fill(NAME);
  await page.getByTestId('tour-players').fill(PLAYERS.join('\n'));
  await expect(page.getByTestId('tour-count')).toHaveText('30 игроков');
  await page.getByTestId('tour-tables').fill('3');
  await page.getByTestId('tour-games').fill('3');
  await page.getByTestId('tour-preset').getByRole('radio', { name: 'Спорт' }).click();
  await expect(page.getByTestId('tour-preset').getByRole('radio', { name: 'Спорт' })).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('tour-seat').click();
  await expect(page.getByTestId('tour-seating')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('tour-name')).toHaveText(NAME);
  await expect(page.getByTestId('tour-summary')).toHaveText('30 игроков, 3 стола, 3 игры на игрока, 3 тура');
  const doc = JSON.parse(await stored(page));
  expect(doc.preset).toBe('sport');
  expect(doc.games.map((x) => [x.round, x.table])).toEqual([[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2], [2, 0], [2, 1], [2, 2]]);
  // Every player at one table each round.
  for (let r = 0; r < 3; r += 1) {
    const round = doc.games.filter((x) => x.round === r).flatMap((x) => x.seats);
    expect(new Set(round).size, `round ${r + 1} seats everyone once`).toBe(30);
  }
  const table = page.getByTestId('tour-table');
  await expect(table).toHaveCount(3);
  for (let k = 0; k < 3; k += 1) expect(await table.nth(k).locator('.tour-pname').allTextContents()).toEqual(seatsOf(doc, k));
  took('seated');

  // The tickets: table 1's as QR codes, tables 2 and 3's as files.
  await page.getByTestId('tour-tab-handout').click();
  await page.getByTestId('tour-ticket-table').nth(0).click();
  await page.getByTestId('tour-ticket-all').click();
  await page.getByTestId('tour-ticket-phone').fill('Телефон А');
  await page.getByTestId('tour-ticket-codes').click();
  await expect(page.getByTestId('tour-ticket-head')).toHaveText('Стол 1 · Все туры');
  const ticketCodes = await readCodes(page);
  took(`table 1's ticket in ${ticketCodes.length} codes`);
  await page.getByTestId('qr-hide').click();
  await expect(page.getByTestId('tour-said')).toHaveText('Отдано: Телефон А');
  const tickets = [null];
  for (const [k, who] of [[1, 'Телефон Б'], [2, 'Телефон В']]) {
    await page.getByTestId('tour-ticket-table').nth(k).click();
    await page.getByTestId('tour-ticket-all').click();
    await page.getByTestId('tour-ticket-phone').fill(who);
    const file = await downloaded(page, page.getByTestId('tour-ticket-file'));
    await expect(page.getByTestId('tour-said')).toHaveText(`Отдано: ${who}`);
    const ticket = JSON.parse(file.text);
    expect(ticket.format).toBe('mafia-host-tournament-table');
    expect([ticket.tournament, ticket.name, ticket.table]).toEqual([doc.id, NAME, k]);
    expect(ticket.games.map((x) => [x.game, x.round])).toEqual([[k, 0], [k + 3, 1], [k + 6, 2]]);
    for (const x of ticket.games) expect(x.seats).toEqual(seatsOf(doc, x.game));
    tickets.push(file);
  }
  // Where each game went, as the organiser reads it.
  await expect(page.getByTestId('tour-owners').locator('li')).toHaveText(
    [0, 1, 2].flatMap((r) => [`Тур ${r + 1}, Стол 1: Телефон А`, `Тур ${r + 1}, Стол 2: Телефон Б`, `Тур ${r + 1}, Стол 3: Телефон В`]),
  );

  // Three tables' phones take their tickets: table 1 by one scan, the others by file.
  const a = await phone(browser, ticketCodes);
  const b = await phone(browser);
  const c = await phone(browser);
  // A fourth phone that takes table 2's ticket as well.
  const x = await phone(browser);
  phones.push(a, b, c, x);
  await a.page.getByTestId('table-scan').click();
  await a.page.evaluate(() => {
    window.go = true;
  });
  await expect(a.page.getByTestId('table-note')).toHaveText('Билет принят.', { timeout: 15_000 });
  for (const [p, file] of [[b, tickets[1]], [c, tickets[2]], [x, tickets[1]]]) {
    await p.page.getByTestId('table-file-input').setInputFiles(asFile(file.name, file.text));
    await expect(p.page.getByTestId('table-note')).toHaveText('Билет принят.');
  }
  const tables = [a, b, c];
  for (const [k, p] of tables.entries()) {
    await expect(p.page.getByTestId('table-ticket')).toHaveText(`${NAME} · стол ${k + 1} · 3 игры`);
    await expect(p.page.getByTestId('table-rules')).toHaveText('Спорт');
    const games = p.page.getByTestId('table-game');
    await expect(games).toHaveCount(3);
    for (let r = 0; r < 3; r += 1) {
      await expect(games.nth(r).getByTestId('table-game-head')).toHaveText(`Тур ${r + 1} · стол ${k + 1}`);
      await expect(games.nth(r).locator('.table-seat .who')).toHaveText(seatsOf(doc, k + 3 * r));
    }
  }
  took('tickets taken');

  // The games, the three tables (and the fourth phone) at once: each table its three
  // rounds, the winners varied; the fourth phone plays table 2's first game to the other
  // side's win.
  const plan = [['red', 'black', 'red'], ['red', 'black', 'red'], ['black', 'red', 'red']];
  const codesA = [];
  const results = await Promise.all([
    ...tables.map(async (p, k) => {
      for (let r = 0; r < 3; r += 1) {
        const { codes, steps } = await playTicketGame(p.page, r, seatsOf(doc, k + 3 * r), plan[k][r], dealt(3 * k + r));
        if (k === 0 && r === 0) codesA.push(...codes);
        took(`table ${k + 1}, round ${r + 1} played (${steps} steps)`);
      }
      await expect(p.page.getByTestId('table-all-played')).toHaveText('Все игры билета сыграны. Отдайте результаты организатору.');
      const file = await downloaded(p.page, p.page.getByTestId('table-results-file'));
      expect(file.name).toBe(`mafia-host-results-${doc.id}-table-${k + 1}.json`);
      const sent = JSON.parse(file.text);
      expect(sent.results.map((y) => [y.game, y.round, y.table])).toEqual([0, 1, 2].map((r) => [k + 3 * r, r, k]));
      return file;
    }),
    (async () => {
      await playTicketGame(x.page, 0, seatsOf(doc, 1), 'black', dealt(3));
      took('the fourth phone\'s game played');
      return downloaded(x.page, x.page.getByTestId('table-results-file'));
    })(),
  ]);
  const [fileA, fileB, fileC, fileX] = results;
  expect(JSON.parse(fileX.text).results.map((y) => [y.game, y.round, y.table])).toEqual([[1, 0, 1]]);

  // Back at the organiser's: table 1's first game by its codes through the camera.
  await page.getByTestId('tour-tab-results').click();
  await expect(page.getByTestId('tour-results')).toBeVisible();
  await page.evaluate((codes) => {
    window.shown = codes;
  }, codesA.slice().reverse());
  await page.getByTestId('results-scan').click();
  await expect(page.getByTestId('results-camera')).toBeVisible();
  await page.evaluate(() => {
    window.go = true;
  });
  await expect(said(page)).toHaveText(['Игра 1: принята и засчитана'], { timeout: 15_000 });
  took(`table 1's first game in by ${codesA.length} codes`);
  await page.getByTestId('results-scan').click();
  await expect(page.getByTestId('results-camera')).toHaveCount(0);
  expect(JSON.parse(await stored(page)).games[0].result).toBeTruthy();

  // The rest by file: table 1's whole file (its first game already in), tables 2 and 3.
  const input = page.getByTestId('results-file-input');
  await input.setInputFiles(asFile(fileA.name, fileA.text));
  await expect(said(page)).toHaveText(['Игра 1: уже была принята — ничего не изменилось', 'Игра 4: принята и засчитана', 'Игра 7: принята и засчитана']);
  await input.setInputFiles(asFile(fileB.name, fileB.text));
  await expect(said(page)).toHaveText(['Игра 2: принята и засчитана', 'Игра 5: принята и засчитана', 'Игра 8: принята и засчитана']);
  await input.setInputFiles(asFile(fileC.name, fileC.text));
  await expect(said(page)).toHaveText(['Игра 3: принята и засчитана', 'Игра 6: принята и засчитана', 'Игра 9: принята и засчитана']);
  await page.getByTestId('tour-tab-standings').click();
  await expect(page.getByTestId('standings-progress')).toHaveText('Засчитано 9 из 9');
  const standing = async () => (await lines(page).evaluateAll((rows) => rows.map((r) => r.textContent)));
  const before = { doc: await stored(page), rows: await standing() };
  expect(before.rows).toHaveLength(30);

  // Table 3's file sent again: said, nothing changes.
  await page.getByTestId('tour-tab-results').click();
  await input.setInputFiles(asFile(fileC.name, fileC.text));
  await expect(said(page)).toHaveText(['Игра 3: уже была принята — ничего не изменилось', 'Игра 6: уже была принята — ничего не изменилось', 'Игра 9: уже была принята — ничего не изменилось']);
  await expect(said(page).first()).toHaveAttribute('data-outcome', 'same');
  expect(await stored(page)).toBe(before.doc);
  await page.getByTestId('tour-tab-standings').click();
  await expect(page.getByTestId('standings-progress')).toHaveText('Засчитано 9 из 9');
  expect(await standing()).toEqual(before.rows);
  const kept = page.locator('[data-testid="round-grid"][data-round="1"] tr[data-game="1"] td.state');
  await expect(kept).toHaveText('К');
  took('results in');

  // The fourth phone's result of the same game: a dispute, the two side by side.
  await page.getByTestId('tour-tab-results').click();
  await input.setInputFiles(asFile(fileX.name, fileX.text));
  await expect(said(page)).toHaveText(['Игра 2: результат расходится с полученным раньше — выберите, какой засчитать']);
  await expect(page.getByTestId('disputes-title')).toHaveText('Расхождения: 1');
  const dispute = page.getByTestId('dispute');
  await expect(dispute).toHaveCount(1);
  await expect(dispute).toHaveAttribute('data-game', '1');
  await expect(dispute.locator('h3')).toHaveText('Игра 2 · тур 1 · стол 2');
  await expect(dispute.locator('tr[data-seat] td.who')).toHaveText(seatsOf(doc, 1));
  const sides = dispute.locator('tr.winner-row td.side');
  await expect(sides).toHaveCount(2);
  expect((await sides.allTextContents()).sort()).toEqual([WINNER.black, WINNER.red].sort());
  await expect(dispute.locator('tr.winner-row td.side.differs')).toHaveCount(2);
  await expect(dispute.getByTestId('dispute-choose')).toHaveCount(2);
  // Until chosen the game counts for nothing.
  await page.getByTestId('tour-tab-standings').click();
  await expect(page.getByTestId('standings-progress')).toHaveText('Засчитано 8 из 9 · расхождений 1');
  await expect(page.locator('tr[data-status="disputed"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="round-grid"] tr[data-game="1"]')).toHaveAttribute('data-status', 'disputed');
  // The organiser keeps table 2's own: red's win.
  await page.getByTestId('tour-tab-results').click();
  const version = (await sides.allTextContents()).indexOf(WINNER.red) + 1;
  await page.locator(`[data-testid="dispute-choose"][data-version="${version}"]`).click();
  await expect(said(page)).toHaveText([`Игра 2: засчитан вариант ${version}`]);
  await expect(page.getByTestId('dispute-counts')).toHaveText('Засчитан');
  const chosen = JSON.parse(await stored(page));
  expect(chosen.games[1].chosen).toBe(true);
  expect(chosen.games[1].others).toHaveLength(1);
  expect(chosen.games[1].result).toEqual(JSON.parse(before.doc).games[1].result);

  // The standings: thirty players, three counted games each, points; the grid complete.
  await page.getByTestId('tour-tab-standings').click();
  await expect(page.getByTestId('standings-progress')).toHaveText('Засчитано 9 из 9');
  await expect(lines(page)).toHaveCount(30);
  expect(await standing()).toEqual(before.rows);
  const rows = await lines(page).evaluateAll((trs) => trs.map((tr) => ({
    name: tr.dataset.name,
    rank: Number(tr.dataset.rank),
    games: tr.querySelector('[data-col="games"]').textContent,
    wins: Number(tr.querySelector('[data-col="wins"]').textContent),
    total: tr.querySelector('[data-col="total"]').textContent,
  })));
  expect(rows.map((r) => r.name).sort()).toEqual(PLAYERS.slice().sort());
  for (const r of rows) {
    expect(r.games, `${r.name}'s counted games`).toBe('3');
    expect(r.total, `${r.name}'s points`).toMatch(/^−?\d+(,\d+)?$/);
  }
  // Ranked by points, the best first.
  const points = rows.map((r) => Number(r.total.replace('−', '-').replace(',', '.')));
  for (let i = 1; i < rows.length; i += 1) {
    expect(points[i], `${rows[i].name}'s points under ${rows[i - 1].name}'s`).toBeLessThanOrEqual(points[i - 1]);
    expect(rows[i].rank).toBeGreaterThanOrEqual(rows[i - 1].rank);
  }
  // Every counted game's winners: seven for a red win, three for a black one (table 2's
  // first game counted as red's, the version kept).
  const redWins = plan.flat().filter((w) => w === 'red').length;
  expect(rows.reduce((sum, r) => sum + r.wins, 0), 'the wins of the nine counted games').toBe(redWins * 7 + (9 - redWins) * 3);
  await expect(page.getByTestId('standings-waiting')).toHaveCount(0);
  await expect(page.locator('[data-testid="round-grid"] tr[data-status="done"]')).toHaveCount(9);
  await expect(kept).toHaveText('К');
  took('standings');

  // The final: the top ten proposed (a tie at the cut settled by the organiser's taps).
  await page.getByTestId('tour-tab-final').click();
  const finalists = page.getByTestId('final-finalist');
  let going;
  if ((await page.getByTestId('final-tie').count()) > 0) {
    const sure = await finalists.locator('.name').allTextContents();
    const places = 10 - sure.length;
    await expect(page.getByTestId('final-tie-count')).toHaveText(`Выбрано 0 из ${places}`);
    const tied = page.getByTestId('final-tied');
    const picked = [];
    for (let i = 0; i < places; i += 1) {
      await tied.nth(i).click();
      await expect(tied.nth(i)).toHaveAttribute('aria-pressed', 'true');
      picked.push(await tied.nth(i).textContent());
    }
    await expect(page.getByTestId('final-tie-count')).toHaveText(`Выбрано ${places} из ${places}`);
    going = [...sure, ...picked];
    for (const name of sure) expect(rows.find((r) => r.name === name).rank).toBeLessThan(rows.find((r) => r.name === picked[0]).rank);
    took(`a tie at the cut: ${places} of ${await tied.count()} tied players chosen`);
  } else {
    await expect(finalists).toHaveCount(10);
    going = await finalists.locator('.name').allTextContents();
    expect(going).toEqual(rows.slice(0, 10).map((r) => r.name));
    await expect(finalists.first()).toContainText('1-е место в отборе');
  }
  expect(new Set(going).size).toBe(10);
  await page.getByTestId('final-begin').click();
  await expect(page.getByTestId('tour-said')).toHaveText('Финал начат: игры за столом 1 после отборочных туров.');
  const finalGames = page.getByTestId('final-game');
  await expect(finalGames).toHaveCount(5);
  const firstFinal = await finalGames.nth(0).locator('li').allTextContents();
  expect(firstFinal.slice().sort()).toEqual(going.slice().sort());
  await expect(finalGames.nth(0).locator('h4')).toHaveText('Игра финала 1 · Тур 4 · Стол 1 — ждёт результата');
  await expect(finalGames.nth(0)).toHaveAttribute('data-status', 'pending');
  const finalRows = () => page.getByTestId('final-standings').locator('tbody tr.line').evaluateAll((trs) => trs.map((tr) => [tr.dataset.name, Number(tr.querySelector('[data-col="games"]').textContent)]));
  const finalBefore = Object.fromEntries(await finalRows());
  expect(Object.keys(finalBefore).sort()).toEqual(going.slice().sort());
  took('final begun');

  // Its first game's ticket, for table 1's phone, by file.
  await page.getByTestId('tour-tab-handout').click();
  await expect(page.getByTestId('tour-ticket-round')).toHaveCount(8);
  await page.getByTestId('tour-ticket-table').nth(0).click();
  await page.getByTestId('tour-ticket-round').nth(3).click();
  await page.getByTestId('tour-ticket-phone').fill('Телефон А');
  const finalTicket = await downloaded(page, page.getByTestId('tour-ticket-file'));
  const ft = JSON.parse(finalTicket.text);
  expect(ft.games.map((y) => [y.game, y.round, y.seats])).toEqual([[9, 3, firstFinal]]);
  await a.page.getByTestId('table-file-input').setInputFiles(asFile(finalTicket.name, finalTicket.text));
  await expect(a.page.getByTestId('table-note')).toHaveText('Билет обновлён, прежние результаты сохранены.');
  await expect(a.page.getByTestId('table-ticket')).toHaveText(`${NAME} · стол 1 · 1 игра`);
  await expect(a.page.getByTestId('table-game')).toHaveCount(1);
  await expect(a.page.getByTestId('table-game').locator('.table-seat .who')).toHaveText(firstFinal);
  const { steps } = await playTicketGame(a.page, 0, firstFinal, 'red', dealt(5));
  took(`the final's first game played (${steps} steps)`);
  const finalResults = await downloaded(a.page, a.page.getByTestId('table-results-file'));
  expect(JSON.parse(finalResults.text).results.map((y) => y.game)).toEqual([0, 3, 6, 9]);

  // The organiser takes it: the qualifying's three already in, the final's game counted.
  await page.getByTestId('tour-tab-results').click();
  await input.setInputFiles(asFile(finalResults.name, finalResults.text));
  await expect(said(page)).toHaveText([
    'Игра 1: уже была принята — ничего не изменилось',
    'Игра 4: уже была принята — ничего не изменилось',
    'Игра 7: уже была принята — ничего не изменилось',
    'Игра 10: принята и засчитана',
  ]);
  await page.getByTestId('tour-tab-final').click();
  await expect(finalGames.nth(0).locator('h4')).toHaveText('Игра финала 1 · Тур 4 · Стол 1 — результат есть');
  await expect(finalGames.nth(0)).toHaveAttribute('data-status', 'done');
  await expect(finalGames.nth(1).locator('h4')).toHaveText('Игра финала 2 · Тур 5 · Стол 1 — ждёт результата');
  // Each finalist has one game more in the final's standings.
  const finalAfter = Object.fromEntries(await finalRows());
  expect(Object.keys(finalAfter).sort()).toEqual(going.slice().sort());
  for (const name of going) expect(finalAfter[name], `${name}'s games in the final's standings`).toBe(finalBefore[name] + 1);
  // The qualifying's standings are as they were.
  await page.getByTestId('tour-tab-standings').click();
  expect(await standing()).toEqual(before.rows);
  took('final game in');

  for (const p of phones) {
    expect(p.errors, 'a table phone\'s console errors and page errors').toEqual([]);
    expect(p.outside, 'a table phone\'s requests that left 127.0.0.1').toEqual([]);
    await p.context.close();
  }
});

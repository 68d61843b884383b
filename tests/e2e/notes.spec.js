// Issue 23 item 7: the host's private note on a seat, written from «⋯» on the seat grid,
// kept with the game (a reload, the save), never on the game screen unless the note sheet
// is open, printed in the protocol and its copied text only when the host asks.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { test, expect, shot } = require('./fixtures');
const g = require('./game');

const SAVE_KEY = 'mafia-host.save.v1';
const EXAMPLE = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'examples', 'sport-red-win.json'), 'utf8'),
);

const WORDS = {
  ru: {
    note: 'Заявился шерифом во 2-й день, проверил №7 <script>alert(1)</script>',
    pick: 'Нажмите на место, о котором заметка.',
    title: 'Заметка',
    seat: 'Место №5',
    speech: 'Слово игроку №1.',
    notes: 'Заметки ведущего',
    save: 'Сохранить',
  },
  en: {
    note: 'Claimed Sheriff on day 2, checked 7 <script>alert(1)</script>',
    pick: 'Tap the seat the note is about.',
    title: 'Note',
    seat: 'Seat 5',
    speech: 'Player 1, your speech.',
    notes: "Host's notes",
    save: 'Save',
  },
};

/** Where every seat is on the screen. */
async function seatBoxes(page) {
  return page.locator('.seat').evaluateAll((tiles) => tiles.map((t) => {
    const r = t.getBoundingClientRect();
    return [t.dataset.seat, r.x, r.y, r.width, r.height].join(' ');
  }));
}

/** Opens the note sheet from «⋯». */
async function openNote(page) {
  await g.openTools(page);
  await page.getByTestId('note-open').click();
  await expect(page.getByTestId('note-pick')).toBeVisible();
}

for (const lang of ['ru', 'en']) {
  for (const viewport of [{ width: 390, height: 844 }, { width: 360, height: 740 }]) {
    const size = `${viewport.width}x${viewport.height}`;
    const w = WORDS[lang];

    test.describe(`notes ${lang} ${size}`, () => {
      test.use({ viewport, locale: lang === 'ru' ? 'ru-RU' : 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });

      test('a note on a seat: the seats never move, nothing shows on the game screen, a reload keeps it', async ({ page }) => {
        await g.startGame(page, 'sport', g.SPORT_ROLES, lang);
        await g.primary(page, 4);
        await expect(g.say(page)).toHaveText(w.speech);
        const game = page.locator('section.game');
        const seats = await seatBoxes(page);
        expect(seats).toHaveLength(10);

        await openNote(page);
        await expect(page.getByTestId('sheet')).toContainText(w.title);
        await expect(page.getByTestId('note-pick')).toHaveText(w.pick);
        expect(await seatBoxes(page)).toEqual(seats);
        // The main button waits while a note is being written.
        await expect(page.getByTestId('primary')).toBeDisabled();
        await shot(page, `notes-pick-${lang}-${size}`);

        // A seat tap picks the seat: nothing is entered in the game (no nomination).
        await g.tap(page, 5);
        const panel = page.getByTestId('note-panel');
        await expect(panel).toHaveAttribute('data-seat', '5');
        await expect(panel).toContainText(w.seat);
        await expect(g.seat(page, 5)).toHaveClass(/picked/);
        await expect(g.seat(page, 5)).not.toHaveClass(/nominee/);
        const field = page.getByTestId('note-text');
        await expect(field).toBeFocused();
        await field.fill(w.note);
        await expect(page.getByTestId('note-save')).toHaveText(w.save);
        // The field is in the sheet over the words: it covers no seat, moves none.
        expect(await seatBoxes(page)).toEqual(seats);
        const sheet = await page.getByTestId('sheet').boundingBox();
        const first = await g.seat(page, 1).boundingBox();
        expect(sheet.y + sheet.height).toBeLessThanOrEqual(first.y);
        await shot(page, `notes-sheet-${lang}-${size}`);

        await page.getByTestId('note-save').click();
        await expect(page.getByTestId('sheet')).toHaveCount(0);
        expect(await seatBoxes(page)).toEqual(seats);
        // Still seat 1's speech; the note is nowhere on the screen, no seat is marked.
        await expect(g.say(page)).toHaveText(w.speech);
        await expect(page.locator('.seat.noted')).toHaveCount(0);
        await expect(game).not.toContainText('alert(1)');
        expect(await page.locator('script:not([src])').evaluateAll((s) => s.some((x) => x.textContent.includes('alert(1)')))).toBe(false);
        // The autosave has it, with the game.
        const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
        expect(saved.game.notes).toEqual([{ seat: 5, text: w.note }]);
        expect(saved.game.actions).toHaveLength(4);

        // A reload reopens the game at the same step; the note is there, behind «⋯».
        await page.reload();
        await expect(g.say(page)).toHaveText(w.speech);
        await expect(game).not.toContainText('alert(1)');
        await openNote(page);
        await expect(g.seat(page, 5)).toHaveClass(/noted/);
        await expect(page.locator('.seat.noted')).toHaveCount(1);
        expect(await seatBoxes(page)).toEqual(seats);
        await g.tap(page, 5);
        await expect(page.getByTestId('note-text')).toHaveValue(w.note);
        // Cleared, it is gone from the save.
        await page.getByTestId('note-clear').click();
        await expect(page.getByTestId('sheet')).toHaveCount(0);
        const cleared = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
        expect(cleared.game.notes).toBeUndefined();
        // And the game goes on as it was.
        await g.primary(page);
        await expect(g.say(page)).not.toHaveText(w.speech);
      });

      test('the protocol and its copied text show the notes only after the switch', async ({ page }) => {
        await g.continueGame(page, { ...EXAMPLE, actions: EXAMPLE.actions.slice(0, -1) });
        await openNote(page);
        await g.tap(page, 9);
        await page.getByTestId('note-text').fill(`  ${w.note}\n`);
        await page.getByTestId('note-save').click();
        await expect(page.getByTestId('sheet')).toHaveCount(0);
        await g.primary(page);
        await expect(page.getByTestId('winner')).toBeVisible();
        // Game over: the table may see this screen, the note is not on it.
        await expect(page.locator('section.game')).not.toContainText('alert(1)');

        // The copied protocol: without notes, then with them.
        await page.getByTestId('copy-protocol').click();
        await expect(page.getByTestId('copy-status')).toBeVisible();
        const plain = await page.evaluate(() => navigator.clipboard.readText());
        expect(plain).not.toContain('alert(1)');
        const copySwitch = page.getByTestId('copy-notes-switch');
        await expect(copySwitch).toHaveAttribute('aria-pressed', 'false');
        await copySwitch.click();
        await expect(copySwitch).toHaveAttribute('aria-pressed', 'true');
        await shot(page, `notes-over-${lang}-${size}`);
        await page.getByTestId('copy-protocol').click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe(plain);
        const noted = await page.evaluate(() => navigator.clipboard.readText());
        expect(noted.startsWith(plain)).toBe(true);
        expect(noted).toContain(`${w.notes}:\n9. \u2068Ирина\u2069: \u2068${w.note}\u2069`);

        await page.getByTestId('protocol-open').click();
        await expect(page.getByTestId('protocol')).toBeVisible();
        await expect(page.getByTestId('protocol-notes')).toHaveCount(0);
        await expect(page.getByTestId('protocol')).not.toContainText('alert(1)');
        const sw = page.getByTestId('protocol-notes-switch');
        await expect(sw).toHaveText(w.notes);
        await expect(sw).toHaveAttribute('aria-pressed', 'false');
        await sw.click();
        const notes = page.getByTestId('protocol-notes');
        await expect(notes).toBeVisible();
        await expect(notes.locator('h2')).toHaveText(w.notes);
        await expect(notes.locator('li[data-seat="9"]')).toContainText(w.note);
        await expect(notes.locator('li[data-seat="9"]')).toContainText('Ирина');
        // The markup is text, not a script element.
        await expect(page.locator('[data-testid="protocol"] script')).toHaveCount(0);
        await shot(page, `notes-protocol-${lang}-${size}`);
        await sw.click();
        await expect(notes).toHaveCount(0);
        await expect(sw).toHaveAttribute('aria-pressed', 'false');
        // Switched on, the notes print; the switch itself does not.
        await sw.click();
        await page.emulateMedia({ media: 'print' });
        await expect(sw).toBeHidden();
        await expect(notes).toBeVisible();
        await page.emulateMedia({ media: 'screen' });
      });
    });
  }
}

test('a game without notes shows no notes switch in the protocol', async ({ page }) => {
  await g.continueGame(page, { ...EXAMPLE, actions: EXAMPLE.actions.slice(0, -1) });
  await g.primary(page);
  await expect(page.getByTestId('winner')).toBeVisible();
  await expect(page.getByTestId('copy-notes-switch')).toHaveCount(0);
  await page.getByTestId('protocol-open').click();
  await expect(page.getByTestId('protocol')).toBeVisible();
  await expect(page.getByTestId('protocol-notes-switch')).toHaveCount(0);
  await expect(page.getByTestId('protocol-notes')).toHaveCount(0);
});

// A file out and back in: the finished game's log offered as a download («JSON»; init.js
// keeps the file the app hands to <a download>), then, on a fresh start, picked in the
// start screen's «Открыть файл» (the driver's own file picking: BiDi input.setFiles in
// Firefox, WebDriver's Element Send Keys to the file input in WebKit): the same protocol.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scenario } from './harness.mjs';
import { REPO } from './server.mjs';
import { continueGame, primary, startScreen } from './app.mjs';

const EXAMPLE = JSON.parse(fs.readFileSync(path.join(REPO, 'docs', 'examples', 'sport-red-win.json'), 'utf8'));
const protocol = () => [...document.querySelectorAll('.over .winner, .over .protocol-row, .over .checks li, .over .best-move')].map((e) => e.textContent);

scenario(
  'export and import',
  async (page, engine) => {
    // The example game one action before its end: the last «next» ends it.
    await continueGame(page, { ...EXAMPLE, actions: EXAMPLE.actions.slice(0, -1) });
    await primary(page);
    await page.waitTarget('winner');
    const shown = await page.evaluate(protocol);
    assert.ok(shown.length > 10, `the protocol has its rows (${shown.length})`);
    assert.match(shown[0], /Победа красных/);

    await page.click('export-json');
    const file = await page.waitFor(() => window.__engines.downloads.find((d) => d.text !== null), null, { what: 'the file offered' });
    assert.match(file.name, /^mafia-host-\d{4}-\d\d-\d\d-\d{4}\.json$/);
    assert.equal(file.type, 'application/json');
    const log = JSON.parse(file.text);
    // Written as this release writes a log (version 5, docs/game-log.md), otherwise the same.
    assert.equal(log.version, 5);
    assert.deepEqual(log, { ...EXAMPLE, version: 5, setup: { ...EXAMPLE.setup, rules: log.setup.rules } });

    // A fresh start: nothing saved, then the file picked.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('/');
    await startScreen(page);
    assert.notEqual(await page.attr('continue', 'disabled'), null, 'nothing to continue');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `engines-files-${engine}-`));
    const where = path.join(dir, file.name);
    fs.writeFileSync(where, file.text);
    const history = () => page.evaluate(() => JSON.parse(localStorage.getItem('mafia-host.history.v1') || '[]').length);
    try {
      await page.setFile('import-file', where);
      await page.waitTarget('winner', 15_000);
      assert.deepEqual(await page.evaluate(protocol), shown);
      assert.equal(await history(), 1, 'the game imported is in the history');
      // The same file imported again (issue 48 §17): the same history entry, not a second.
      await page.goto('/');
      await startScreen(page);
      await page.setFile('import-file', where);
      await page.waitTarget('winner', 15_000);
      assert.deepEqual(await page.evaluate(protocol), shown);
      assert.equal(await history(), 1, 'the same file imported twice is one history entry');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
  { timeout: 120_000 },
);

// The suite's own safety when WebKitGTK's page process dies under a test (CI, 2026-12-04:
// a GLib fatal error in WebKitWebProcess, then MiniBrowser, left running, held the driver's
// output pipe and the test file's process never ended: the run hung until CI's limit).
// The real crash comes at any step and fails whatever the driver was doing (harness.mjs's
// `crashed` reads MiniBrowser's own «WebProcess CRASHED»).
// Here the page process is killed on purpose: the failure reads as a crash, closing the
// page ends every process of the browser within seconds, and a scenario whose first run
// crashed is run again from the start and passes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execSync } from 'node:child_process';
import { serve } from './server.mjs';
import { ENGINES, launch } from './driver.mjs';
import { browserSaid, crashed, scenario } from './harness.mjs';
import { openApp } from './app.mjs';

const webkit = ENGINES.includes('webkit');

/** The processes alive in a process group (zombies left out). */
function alive(group) {
  const out = execSync(`ps -eo pgid=,stat=,comm= || true`, { shell: '/bin/bash' }).toString();
  return out
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter(([g, stat]) => Number(g) === group && stat && !stat.startsWith('Z'))
    .map(([, , comm]) => comm);
}

/** Kills the page's process (WebKitWebProcess) of the browser in `group`. */
function killPage(group) {
  execSync(`pkill -KILL -g ${group} -f WebKitWebProcess`);
}

// The command after the kill may go unanswered: the driver's own limit (75 s) ends it.
test('webkit: a crashed page process fails as a crash and leaves no process [webkit]', { skip: !webkit && 'ENGINES has no webkit', timeout: 150_000 }, async () => {
  const server = await serve();
  const page = await launch('webkit', server);
  const group = page.impl.group;
  try {
    await openApp(page);
    assert.ok(alive(group).some((c) => c.startsWith('WebKitWebProc')), `a page process in ${alive(group)}`);
    killPage(group);
    const e = await page.waitTarget('primary', 5000).then(() => null, (err) => err);
    assert.ok(e, 'a command after the crash fails');
    const said = await browserSaid(page, 5000);
    assert.ok(crashed(e, said), `read as a crash: ${e.name}: ${e.message}`);
    assert.match(said, /WebProcess CRASHED/);
  } finally {
    const t0 = Date.now();
    await page.close();
    await server.close();
    // Within the quit's 10 s and the exit's 3 s, on a busy machine.
    assert.ok(Date.now() - t0 < 15_000, `closed in ${Date.now() - t0} ms`);
  }
  // Killed at once; on a busy machine a process may take a moment to be gone.
  for (let i = 0; i < 50 && alive(group).length; i += 1) await new Promise((r) => setTimeout(r, 100));
  assert.deepEqual(alive(group), [], 'no process of the browser is left');
});

// The scenario's first run has its page process killed once it has opened the app; the
// second run is not touched. Run in WebKit only (the crash is WebKit's).
let runs = 0;
if (webkit) {
  scenario(
    'a crash is run again',
    async (page) => {
      runs += 1;
      await openApp(page);
      if (runs === 1) killPage(page.impl.group);
      await page.click({ css: 'main > section.start button', text: 'Новая игра' });
    },
    { engines: ['webkit'] },
  );
  test('the crashed scenario ran twice', () => assert.equal(runs, 2));
}

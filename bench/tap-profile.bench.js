// Where a tap's time goes: plays the first day of the Sport game of bench/interaction at 4x
// CPU throttling under the V8 sampling profiler and prints the functions with the most self
// time during the taps. Run by `bench/interaction --profile`, which serves a copy of dist/
// whose wasm parts keep their function names (the main module and its chunks as
// scripts/split.js had them before wasm-opt strips the names: target/split/release/named; the
// code is the same but not optimised by wasm-opt, so absolute times run higher).
// Prints the functions with the most self time, then the inclusive time of the app's own
// functions (PROFILE_MATCH=regex picks others, e.g. PROFILE_MATCH=. for every function).
'use strict';
const { test } = require('../tests/e2e/fixtures');
const g = require('../tests/e2e/game');

test('where the taps of a Sport day spend their time (4x CPU)', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await g.startGame(page, 'sport', g.SPORT_ROLES);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await g.primary(page, 4);
  await g.speeches(page, { 1: 9, 2: 3 });
  for (let i = 0; i < 7; i += 1) await page.getByTestId('count-plus').click();
  await g.primary(page, 2);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const name = n.callFrame.functionName || `(${n.callFrame.url.split('/').pop() || 'anonymous'})`;
    const dt = profile.timeDeltas[i] || 0;
    if (name !== '(idle)') busy += dt;
    self.set(name, (self.get(name) || 0) + dt);
  });
  const rows = [...self].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 40);
  const out = [`\n## Self time during the taps of a Sport day at 4x CPU: ${(busy / 1000).toFixed(0)} ms busy\n`, '| ms | share | function |', '| ---: | ---: | --- |'];
  for (const [k, v] of rows) out.push(`| ${(v / 1000).toFixed(1)} | ${((100 * v) / busy).toFixed(1)} % | ${k.replace(/::h[0-9a-f]{16}$/, '').replace(/\|/g, '\\|').slice(0, 140)} |`);
  // Inclusive time of the app's own functions (a function's samples and its callees'), each
  // counted once per stack even when it recurses.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const incl = new Map();
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] || 0;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at).callFrame.functionName.replace(/::h[0-9a-f]{16}$/, '');
      if (!new RegExp(process.env.PROFILE_MATCH || "mafia_host|serde|setItem").test(name) || seen.has(name)) continue;
      seen.add(name);
      incl.set(name, (incl.get(name) || 0) + dt);
    }
  });
  out.push('', '| ms inclusive | share | app function |', '| ---: | ---: | --- |');
  for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 40)) out.push(`| ${(v / 1000).toFixed(1)} | ${((100 * v) / busy).toFixed(1)} % | ${k.replace(/\|/g, '\\|').slice(0, 140)} |`);
  console.log(out.join('\n'));
});

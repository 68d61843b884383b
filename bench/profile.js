// Reading a V8 CPU profile (CDP Profiler.stop) for the benches' --profile: the app's
// functions by inclusive time (a function's samples and its callees', each counted once per
// stack), over the whole profile or per stretch of the main thread busy over 50 ms with no
// idle sample (a long task, as the profile sees it). The names are the wasm's own when the
// build keeps them (bench/named-dist).
'use strict';

const APP = /mafia_host|engine|host::|words|serde|setItem|getItem|leptos|tachys|reactive_graph/;

function walk(profile, each) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const name = (id) => byId.get(id).callFrame.functionName.replace(/::h[0-9a-f]{16}$/, '').replace(/17h[0-9a-f]{16}E$/, '') || '(anonymous)';
  let now = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] || 0;
    now += dt;
    const stack = [];
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const f = name(at);
      if (!seen.has(f)) stack.push(f);
      seen.add(f);
    }
    each({ now, dt, idle: name(id) === '(idle)', stack });
  });
}

/** The app's functions by inclusive time over the whole profile, the first `n`. */
function topInclusive(profile, n = 15) {
  const incl = new Map();
  walk(profile, ({ dt, idle, stack }) => {
    if (idle) return;
    for (const f of stack) if (APP.test(f)) incl.set(f, (incl.get(f) || 0) + dt);
  });
  return [...incl].sort((a, b) => b[1] - a[1]).slice(0, n);
}

/** The busy stretches over 50 ms, each with its app functions' inclusive times. */
function longStretches(profile) {
  const stretches = [];
  let cur = null;
  walk(profile, ({ now, dt, idle, stack }) => {
    if (idle) {
      if (cur) stretches.push(cur);
      cur = null;
      return;
    }
    if (!cur) cur = { from: now, to: now, incl: new Map() };
    cur.to = now;
    for (const f of stack) if (APP.test(f)) cur.incl.set(f, (cur.incl.get(f) || 0) + dt);
  });
  if (cur) stretches.push(cur);
  return stretches.filter((s) => s.to - s.from > 50_000);
}

/** Prints `rows` of [function, µs] as milliseconds. */
function print(rows, indent = '  ') {
  for (const [f, us] of rows) console.log(`${indent}${(us / 1000).toFixed(1)} ms  ${f.replace(/^_ZN\d*/, '').slice(0, 150)}`);
}

/** Before the page loads: every task over 50 ms listed in `window.__long` (Long Tasks API;
 * without it the list stays empty and the times are still measured). */
async function watchLongTasks(page) {
  await page.addInitScript(() => {
    window.__long = [];
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__long.push({ at: e.startTime, ms: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch (_) {
      // No Long Tasks API.
    }
  });
}

module.exports = { topInclusive, longStretches, print, watchLongTasks };

// The seeded choices of the two browser suites' random host (tests/e2e/driver.js,
// tests/engines/app.mjs): the same seed, the same game, in every engine.
'use strict';

/** A small seeded random source (LCG): the same seed, the same game. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** `list` shuffled by `r` (Fisher–Yates), a new array. */
function shuffle(r, list) {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i -= 1) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

module.exports = { rng, shuffle };

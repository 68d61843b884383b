// Playwright config for bench/tournament (issue 50): bench/tournament.bench.js on its own
// port (BENCH_DIST: another build; with --profile, the copy of dist/ whose wasm keeps its
// names). Not in `make test`.
'use strict';
const path = require('node:path');
const { benchConfig, repo } = require('./bench.config.js');

module.exports = benchConfig({
  match: 'tournament.bench.js',
  port: 8097,
  out: 'bench-tournament',
  dist: process.env.PROFILE === '1' ? path.join(repo, 'target', 'bench-profile-dist') : undefined,
});

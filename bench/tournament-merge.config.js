// Playwright config for bench/tournament-merge (issue 50): bench/tournament-merge.bench.js on
// its own port (BENCH_DIST: another build). Not in `make test`.
'use strict';
const { benchConfig } = require('./bench.config.js');

module.exports = benchConfig({ match: 'tournament-merge.bench.js', port: 8096, out: 'bench-tournament-merge' });

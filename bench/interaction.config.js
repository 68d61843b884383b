// Playwright config for bench/interaction: bench/interaction.bench.js on its own port
// (BENCH_DIST: another build to measure). Not part of `make test`.
'use strict';
const { benchConfig } = require('./bench.config.js');

module.exports = benchConfig({ match: 'interaction.bench.js', port: 8098, out: 'bench-interaction' });

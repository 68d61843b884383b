// Trunk post_build hook (Trunk.toml): writes sw.js into the staging directory with the
// list of every file of the build and a cache version that is a hash of their contents,
// so the list is never kept by hand and any change of any file makes a new version.
// Usage: TRUNK_STAGING_DIR=dir node scripts/precache.js   (or: node scripts/precache.js dir)
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

const dir = path.resolve(process.env.TRUNK_STAGING_DIR || process.argv[2] || 'dist');
const OUT = 'sw.js';

function walk(d) {
  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(d, e.name);
    return e.isDirectory() ? walk(p) : [p];
  });
}

const files = walk(dir)
  .map((p) => path.relative(dir, p).split(path.sep).join('/'))
  .filter((f) => f !== OUT)
  .sort();
if (!files.includes('index.html')) {
  console.error(`precache.js: no index.html in ${dir}`);
  process.exit(1);
}
const hash = crypto.createHash('sha256');
for (const f of files) {
  hash.update(f);
  hash.update('\0');
  hash.update(fs.readFileSync(path.join(dir, f)));
}
const version = hash.digest('hex').slice(0, 16);
// Hashed names (Trunk's filehash and the wasm chunks: `name-<16 hex>.ext`, `name-<hex>_bg.wasm`)
// are fetched from the HTTP cache; the rest is revalidated. The page itself is cached as
// './' only: the worker answers every navigation with it, so './index.html' would be a
// second download of the same bytes.
const isHashed = (f) => /-[0-9a-f]{16,}(_bg)?\.[a-z]+$/.test(f);
const hashed = files.filter(isHashed).map((f) => `./${f}`);
const others = ['./', ...files.filter((f) => f !== 'index.html' && !isHashed(f)).map((f) => `./${f}`)];
const template = fs.readFileSync(path.join(__dirname, 'sw.js'), 'utf8');
const sw = template
  .replace("'__VERSION__'", JSON.stringify(version))
  .replace('__HASHED__', JSON.stringify(hashed))
  .replace('__FILES__', JSON.stringify(others));
if (hashed.length === 0) {
  console.error(`precache.js: no file with a hashed name in ${dir} (Trunk's filehash is off?)`);
  process.exit(1);
}
fs.writeFileSync(path.join(dir, OUT), sw);
console.log(`precache.js: ${OUT} caches ${hashed.length} hashed files and ${others.length} other URLs as version ${version}`);

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
const urls = ['./', ...files.map((f) => `./${f}`)];
const template = fs.readFileSync(path.join(__dirname, 'sw.js'), 'utf8');
const sw = template
  .replace("'__VERSION__'", JSON.stringify(version))
  .replace('__FILES__', JSON.stringify(urls));
fs.writeFileSync(path.join(dir, OUT), sw);
console.log(`precache.js: ${OUT} caches ${urls.length} URLs as version ${version}`);

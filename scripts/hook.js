// What the post_build steps share (scripts/split.js, csp.js, precache.js): where
// Trunk stages the build, the profile, a stop with a message, and a name's content hash.
'use strict';
const path = require('node:path');
const crypto = require('node:crypto');

/** The step's settings: the staging directory and the profile Trunk builds. */
const staging = () => ({
  dir: path.resolve(process.env.TRUNK_STAGING_DIR || process.argv[2] || 'dist'),
  profile: process.env.TRUNK_PROFILE || 'release',
});

/** Stops the build with `step: message`. */
const dieAs = (step) => (msg) => {
  console.error(`${step}: ${msg}`);
  process.exit(1);
};

/** The first 16 hex digits of the SHA-256 of the parts: the hash in a built file's name. */
const hash16 = (...parts) => {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 16);
};

module.exports = { staging, dieAs, hash16 };

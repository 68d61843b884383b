// Screenshots of the engines at 390×844 (PNG, pixel ratio 1): into tests/engines/screenshots/
// (not kept), or with ENGINES_SHOTS=docs into docs/screenshots/engines/, the ones kept.
import path from 'node:path';
import { REPO } from './server.mjs';

export const SHOTS =
  process.env.ENGINES_SHOTS === 'docs' ? path.join(REPO, 'docs', 'screenshots', 'engines') : path.join(REPO, 'tests', 'engines', 'screenshots');

/** Saves the viewport as NAME-ENGINE.png, once what fades in has. */
export async function shot(page, name) {
  // The start screen's tools come in with an animation.
  await page.waitFor(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, {
    what: 'the animations to end',
  });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot(path.join(SHOTS, `${name}-${page.engine}.png`));
}

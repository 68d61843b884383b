#!/usr/bin/env bash
# Renders the app icons from public/icons/icon.svg. The PNGs are committed, so the build
# never needs this; run it after editing the SVG. Needs rsvg-convert (Debian: librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v rsvg-convert >/dev/null; then
  echo "rsvg-convert not found: apt-get install -y --no-install-recommends librsvg2-bin" >&2
  exit 1
fi

src=public/icons/icon.svg
out=public/icons
# The artwork is full bleed and stays inside the central 80% circle, so one drawing serves
# the plain icons, the maskable one (the manifest names icon-512.png for both purposes: one
# download, not two of the same 41 KB) and Apple's (which iOS rounds itself).
rsvg-convert -w 192 -h 192 "$src" -o "$out/icon-192.png"
rsvg-convert -w 512 -h 512 "$src" -o "$out/icon-512.png"
rsvg-convert -w 180 -h 180 "$src" -o "$out/apple-touch-icon.png"
# 256-colour palettes: about half the bytes, no visible change (scripts/icons-palette.js).
node scripts/icons-palette.js "$out/icon-192.png" "$out/icon-512.png" "$out/apple-touch-icon.png"
ls -l "$out"

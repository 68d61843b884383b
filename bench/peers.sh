#!/usr/bin/env bash
# Builds the two peer apps of issue 25 for bench/setup-moment, each into a folder that a static
# server serves at `/`:
#   target/peers/asmodee-werewolf-react/  takashiro/asmodee-werewolf-react
#       commit 4202463114ac5e3ab3de8b429630aca22d5c52d4 (2024-10-21, "Upgrade vulnerable dependencies")
#       `npm ci --ignore-scripts` (no package of its lock file has an install script; this keeps
#       Playwright from ever fetching a browser), run with npm 10 (`npx -y npm@10`, from the npm
#       registry): npm 11 refuses this lock file ("Missing: fsevents@2.3.3 from lock file", an
#       optional macOS-only package the lock never listed), npm 10 installs it as locked. Then
#       `npm run build` (linguist release && webpack, production mode). Its output folder is the checkout's own dist/: webpack writes
#       dist/index.html and dist/static/, linguist writes dist/message/*.json, and the committed
#       dist/style/ (logo, background, role pictures) and icons sit beside them. That dist/ is copied.
#   target/peers/mafiahostapp/  anyalink99/mafiahostapp
#       commit 5204074aeb204a00e837a31ebc2796f572e24a49 (2026-05-01)
#       static files, no build: what its own scripts/copy-www.cjs puts in www/ (index.html,
#       manifest.webmanifest, service-worker.js, css/, js/, icons/, audio/).
#       This mirror lacks audio/track2.mp3 (a default music track): it is left out (a 404). It
#       changes nothing measured: the app asks for it only in its service worker's precache list,
#       whose install fails anyway (that list names mp3 files the repo no longer has), and in a
#       prefetch that waits for that worker to be ready, so never runs.
#       Its index.html also loads Tailwind's play CDN script and Google Fonts from the internet;
#       they are not copied (bench/setup-moment.mjs makes every host but 127.0.0.1 unresolvable).
# The sources come from the bare mirrors under /work/.mirror (PEER_MIRRORS to change), checked out
# at the commits above into target/peers/src/. Rerunnable: a peer whose folder has index.html and
# a .commit file naming the same commit is skipped unless --rebuild.
# Usage: bench/peers.sh [--rebuild]
set -euo pipefail
cd "$(dirname "$0")/.."
mirrors="${PEER_MIRRORS:-/work/.mirror}"
out="$PWD/target/peers"
rebuild=0
for arg in "$@"; do
  case "$arg" in
    --rebuild) rebuild=1 ;;
    *) echo "usage: bench/peers.sh [--rebuild]" >&2; exit 2 ;;
  esac
done

asmodee_commit=4202463114ac5e3ab3de8b429630aca22d5c52d4
mafiahostapp_commit=5204074aeb204a00e837a31ebc2796f572e24a49

# built NAME COMMIT: true when target/peers/NAME is there, built from COMMIT, and no --rebuild.
built() {
  [ "$rebuild" = 0 ] && [ -f "$out/$1/index.html" ] && [ "$(cat "$out/$1/.commit" 2>/dev/null)" = "$2" ]
}

# checkout MIRROR COMMIT DIR: a fresh copy of the tree at COMMIT in DIR. A mirror may lack the
# content of its largest files (listed in the tree, absent from its objects): those are left out,
# named on stderr and in DIR/.missing.
checkout() {
  local git_dir="$mirrors/$1/repo" missing=() path
  [ -d "$git_dir" ] || { echo "bench/peers.sh: $git_dir missing (a bare mirror of github.com/${1/+//})" >&2; exit 1; }
  git --git-dir="$git_dir" cat-file -e "$2^{commit}" 2>/dev/null \
    || { echo "bench/peers.sh: $git_dir has no commit $2" >&2; exit 1; }
  while IFS=$'\t' read -r meta path; do
    git --git-dir="$git_dir" cat-file -e "${meta##* }" 2>/dev/null || missing+=("$path")
  done < <(git --git-dir="$git_dir" ls-tree -r "$2")
  rm -rf "$3"
  mkdir -p "$3"
  # (git archive still reports the excluded missing objects as "invalid object": not an error here)
  git --git-dir="$git_dir" archive "$2" -- . "${missing[@]/#/:(exclude,literal)}" \
    2> >(grep -v -e '^error: invalid object' -e "^error: cannot read" >&2) | tar -x -C "$3"
  if [ "${#missing[@]}" -gt 0 ]; then
    printf '%s\n' "${missing[@]}" >"$3/.missing"
    echo "bench/peers.sh: $1 at $2: the mirror lacks ${missing[*]}; left out" >&2
  fi
}

mkdir -p "$out/src"

name=asmodee-werewolf-react
if built "$name" "$asmodee_commit"; then
  echo "bench/peers.sh: $name already built ($asmodee_commit)"
else
  src="$out/src/$name"
  echo "bench/peers.sh: building $name at $asmodee_commit"
  checkout takashiro+asmodee-werewolf-react "$asmodee_commit" "$src"
  (
    cd "$src"
    export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
    npx -y npm@10 ci --ignore-scripts --no-audit --no-fund --loglevel=error
    npm run build
  )
  [ -f "$src/dist/index.html" ] && [ -f "$src/dist/static/app.js" ] \
    || { echo "bench/peers.sh: $name built no dist/index.html or dist/static/app.js" >&2; exit 1; }
  rm -rf "$out/$name"
  cp -a "$src/dist" "$out/$name"
  echo "$asmodee_commit" >"$out/$name/.commit"
fi

name=mafiahostapp
if built "$name" "$mafiahostapp_commit"; then
  echo "bench/peers.sh: $name already built ($mafiahostapp_commit)"
else
  src="$out/src/$name"
  echo "bench/peers.sh: copying $name at $mafiahostapp_commit"
  checkout anyalink99+mafiahostapp "$mafiahostapp_commit" "$src"
  rm -rf "$out/$name"
  mkdir -p "$out/$name"
  for d in css js icons audio; do cp -a "$src/$d" "$out/$name/"; done
  for f in index.html manifest.webmanifest service-worker.js; do cp -a "$src/$f" "$out/$name/"; done
  [ ! -f "$src/.missing" ] || cp "$src/.missing" "$out/$name/.missing"
  echo "$mafiahostapp_commit" >"$out/$name/.commit"
fi

echo "bench/peers.sh: $out/asmodee-werewolf-react and $out/mafiahostapp are ready"

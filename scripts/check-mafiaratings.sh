#!/usr/bin/env bash
# Runs mafiaratings' own game checker (Game::check in include/game.php) on the rating-site
# export of every example and fixture game and of random ten-seat games (docs/export.md).
#
#   scripts/check-mafiaratings.sh [path to a szotin/mafiaratings checkout]
#   MAFIARATINGS=/path/to/checkout scripts/check-mafiaratings.sh
#
# Not part of `make test`: it needs the site's code, which has no licence, so none of it is
# in this repository. The PHP driver below is written to a temporary directory; it reads
# the checkout's include/rules.php and include/game.php, leaves out their require_once lines
# (database, sessions, ratings: nothing the checker calls) and gives only `Exc` and
# `get_label`. Each export is checked twice, as the server does on a push
# (api/ops/game.php create → Game::update): `check(false)` for the issues, then
# `check(true)` to see whether the checker would repair (change) anything. Then every check
# is run once more and must pass. Any issue, repair, PHP warning, exception or failed check
# fails the run. Needs php (8.x CLI) and cargo.
set -euo pipefail

site="${1:-${MAFIARATINGS:-}}"
if [[ -z "$site" || ! -f "$site/include/game.php" ]]; then
	echo "usage: $0 <mafiaratings checkout> (or MAFIARATINGS=<checkout>): include/game.php not found" >&2
	exit 2
fi
site="$(cd "$site" && pwd)"
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/exports"

cat >"$work/driver.php" <<'PHP'
<?php
// mafiaratings' Game::check on JSON files: php driver.php <checkout> <file>...
error_reporting(E_ALL & ~E_DEPRECATED);
$warnings = [];
set_error_handler(function ($no, $text, $file, $line) use (&$warnings) {
	// PHP 8.2 deprecates the site's dynamic properties: not a finding about the game.
	if ($no & (E_DEPRECATED | E_USER_DEPRECATED)) { return true; }
	$warnings[] = "PHP warning: $text (line $line)";
	return true;
});
class Exc extends Exception {}
function get_label($text, ...$args) {
	foreach ($args as $i => $a) { $text = str_replace('[' . $i . ']', (string)$a, $text); }
	return $text;
}
$root = $argv[1];
foreach (['include/rules.php', 'include/game.php'] as $file) {
	$src = file_get_contents($root . '/' . $file);
	$src = preg_replace('/^\s*require_once[^;]*;/m', '', $src);
	eval(preg_replace('/^<\?php/', '', $src));
}
$files = array_slice($argv, 2);
$bad = 0;
foreach ($files as $path) {
	$text = file_get_contents($path);
	$warnings = [];
	$problems = [];
	try {
		$game = new Game($text);
		$flags = $game->flags;
		$game->check(false);
		foreach (isset($game->issues) ? $game->issues : [] as $issue) { $problems[] = "issue: $issue"; }
		foreach (['check_game_result', 'check_deaths', 'check_nominations', 'check_shooting',
				'check_voting', 'check_warnings', 'check_tech_fouls'] as $check) {
			$game->init_votings(true);
			if (!$game->$check(false)) { $problems[] = "$check did not pass"; }
		}
		$fixed = new Game($text);
		$fixed->check(true);
		if (json_encode($fixed->data) !== json_encode(json_decode($text)) || $fixed->flags !== $flags) {
			$problems[] = 'repaired: features ' . Game::feature_flags_to_leters($flags) . ' -> ' . Game::feature_flags_to_leters($fixed->flags);
		}
	} catch (Throwable $e) {
		$problems[] = 'refused: ' . $e->getMessage();
	}
	foreach ($warnings as $w) { $problems[] = $w; }
	if ($problems) {
		++$bad;
		echo basename($path) . ":\n  " . implode("\n  ", $problems) . "\n";
	}
}
echo count($files) . " games checked: " . ($bad ? "$bad with issues" : "no issue found, nothing repaired") . "\n";
exit($bad ? 1 : 0);
PHP

echo "exports → $work/exports"
(cd "$repo" && MAFIARATINGS_EXPORTS="$work/exports" cargo test --quiet --test export writes_every_export_for_the_sites_checker >/dev/null)
php "$work/driver.php" "$site" "$work/exports"/*.json

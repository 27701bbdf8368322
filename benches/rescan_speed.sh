#!/usr/bin/env bash
# How much the fingerprint cache speeds up scanning a tree again: times a first scan that
# starts with no cache (and fills it) against a second scan of the unchanged tree with it,
# for the full scan (exact and near duplicates) and for --exact-only.
#
# usage: benches/rescan_speed.sh [TREE] [RUNS]
#   TREE  folder to scan (default: /root/.pyenv if present, else /usr)
#   RUNS  first/second pairs per mode (default: 5); medians are compared
#
# The page cache is warmed first, so both scans find the files' bytes in memory: the
# ratio is what the fingerprint cache saves, not what the disk costs (on a cold disk it is
# far larger). Checks that both scans report the same groups. Prints a Markdown table.
set -euo pipefail

tree=${1:-}
if [ -z "$tree" ]; then
  if [ -d /root/.pyenv ]; then tree=/root/.pyenv; else tree=/usr; fi
fi
runs=${2:-5}
here=$(cd "$(dirname "$0")/.." && pwd)
doppel=$here/target/release/doppel

(cd "$here" && cargo build --release --locked --quiet)
"$doppel" scan --help | grep -q -- '--cache-file' \
  || { echo "this doppel has no 'scan --cache-file' option" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cache=$work/fingerprints.sqlite3

scan() { # output mode-args...
  local output=$1; shift
  "$doppel" scan --quiet --format json --output "$output" --cache-file "$cache" "$@" "$tree"
}

seconds() { # command... -> wall seconds
  local start end
  start=$(date +%s.%N)
  "$@" 2>"$work/err" || { echo "scan failed:" >&2; cat "$work/err" >&2; exit 1; }
  end=$(date +%s.%N)
  echo "$end - $start" | bc -l
}

median() { sort -n | awk '{t[NR]=$1} END {printf "%.3f", (NR % 2) ? t[(NR+1)/2] : (t[NR/2] + t[NR/2+1]) / 2}'; }

# The same groups and skipped files, whatever the timing.
same_report() { # a.json b.json
  python3 - "$1" "$2" <<'EOF'
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
for r in (a, b):
    r["stats"].pop("seconds", None)
sys.exit(0 if a == b else 1)
EOF
}

echo "Tree: $tree ($(find "$tree" -type f 2>/dev/null | wc -l) files, $(du -sh "$tree" 2>/dev/null | cut -f1))" >&2
"$doppel" scan --quiet --no-cache --format json --output /dev/null "$tree" 2>/dev/null  # warm the page cache

echo
echo "| scan | first (no cache, fills it) | second (cache) | speed-up | cache size |"
echo "|---|---|---|---|---|"
for mode in full exact-only; do
  args=()
  [ "$mode" = exact-only ] && args=(--exact-only)
  : >"$work/first"; : >"$work/second"
  for i in $(seq "$runs"); do
    echo "$mode: run $i/$runs" >&2
    rm -f "$cache" "$cache"-wal "$cache"-shm
    seconds scan "$work/first.json" "${args[@]}" >>"$work/first"
    seconds scan "$work/second.json" "${args[@]}" >>"$work/second"
    same_report "$work/first.json" "$work/second.json" \
      || { echo "$mode: the second scan reported something else than the first" >&2; exit 1; }
  done
  first=$(median <"$work/first")
  second=$(median <"$work/second")
  size=$(du -sh "$cache" | cut -f1)
  printf '| %s | %s s | %s s | %.1f× | %s |\n' "$mode" "$first" "$second" \
    "$(echo "$first / $second" | bc -l)" "$size"
done

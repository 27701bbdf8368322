#!/usr/bin/env bash
# What folder detection adds to a scan: runs `doppel scan` on the same tree without and
# with --folders, alternating the two so both see the same (warm) page cache and machine
# load, and prints the median wall time and peak memory (max RSS) of each and their ratio.
# The budget (issue #14): at most 20 % more time and memory on a 1,000,000-file tree.
#
# usage: [RUNS=N] benches/folders_cost.sh [TREE...]
#   TREE  folders to scan together (default: /work/tree-1m; make one with
#         python3 benches/make_tree.py /work/tree-1m --files 1000000)
#   RUNS  timed runs of each after one warm-up run each (default: 3)
#
# Needs GNU time (apt-get install time). Builds the headless release binary first.
set -euo pipefail

trees=("$@")
[ ${#trees[@]} -gt 0 ] || trees=(/work/tree-1m)
runs=${RUNS:-3}
here=$(cd "$(dirname "$0")/.." && pwd)
target=${CARGO_TARGET_DIR:-$here/target}
doppel=$target/release/doppel

for tree in "${trees[@]}"; do
  [ -d "$tree" ] || { echo "no tree at $tree: python3 benches/make_tree.py $tree" >&2; exit 2; }
done
[ -x /usr/bin/time ] || { echo "GNU time not found: apt-get install time" >&2; exit 2; }
(cd "$here" && cargo build --release --no-default-features --locked --quiet --bin doppel)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Exact copies only: the near stage reads documents and would drown the difference.
run() { # name, extra arguments...
  local name=$1
  shift
  /usr/bin/time -f "%e %M" -o "$work/$name.one" \
    "$doppel" scan --no-cache --exact-only --quiet --format json "$@" "${trees[@]}" \
    >"$work/$name.json" 2>"$work/$name.err" \
    || { echo "$name failed:" >&2; cat "$work/$name.err" >&2; exit 1; }
  cat "$work/$name.one" >>"$work/$name.times"
}

run without
run with --folders
rm -f "$work"/*.times
for _ in $(seq "$runs"); do
  run without
  run with --folders
done

median() { # column of FILE
  cut -d' ' -f"$1" "$2" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
folders=$(python3 - "$work/with.json" <<'PY'
import json, sys
found = json.load(open(sys.argv[1])).get("folders", [])
duplicates = sum(1 for g in found if g["kind"] == "duplicate")
print(f"{duplicates} duplicate groups, {len(found) - duplicates} similar pairs")
PY
)
t0=$(median 1 "$work/without.times"); m0=$(median 2 "$work/without.times")
t1=$(median 1 "$work/with.times"); m1=$(median 2 "$work/with.times")
echo "trees: ${trees[*]}, $runs runs each (median), folders found: $folders"
echo "| scan | wall time (s) | max RSS (MiB) |"
echo "|---|---|---|"
awk -v t0="$t0" -v m0="$m0" -v t1="$t1" -v m1="$m1" 'BEGIN {
  printf "| without --folders | %.2f | %.0f |\n", t0, m0 / 1024
  printf "| with --folders | %.2f | %.0f |\n", t1, m1 / 1024
  printf "| ratio | %.3f | %.3f |\n", t1 / t0, m1 / m0
}'

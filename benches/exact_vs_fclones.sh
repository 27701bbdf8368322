#!/usr/bin/env bash
# Compares Doppel's exact-duplicate scan with `fclones group` on the same tree, in the same
# run, alternating the two so both see the same (warm) page cache and the same machine load.
#
# usage: benches/exact_vs_fclones.sh [TREE] [RUNS]
#   TREE  folder to scan (default: /root/.pyenv if present, else /usr)
#   RUNS  timed runs of each tool after one warm-up run each (default: 7)
#
# Needs: fclones (cargo install fclones --locked) and GNU time (apt-get install time).
# Prints a Markdown table: median and min wall time, peak memory, groups found, and the
# ratio of Doppel's median to fclones'.
set -euo pipefail

tree=${1:-}
if [ -z "$tree" ]; then
  if [ -d /root/.pyenv ]; then tree=/root/.pyenv; else tree=/usr; fi
fi
runs=${2:-7}
here=$(cd "$(dirname "$0")/.." && pwd)
doppel=$here/target/release/doppel

command -v fclones >/dev/null || { echo "fclones not found: cargo install fclones --locked" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "GNU time not found: apt-get install time" >&2; exit 2; }
(cd "$here" && cargo build --release --locked --quiet)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Both tools: exact duplicates only, hidden files included, .gitignore not honoured, links not followed, sizes >= 1.
run_doppel()  { "$doppel" scan --exact-only --hidden --quiet --format json --output "$work/doppel.json" "$tree"; }
run_fclones() { fclones --quiet group --hidden --no-ignore --output "$work/fclones.txt" "$tree"; }

export -f run_doppel run_fclones
export doppel tree work

timed() { # name
  /usr/bin/time -f "%e %M" -o "$work/$1.one" bash -c "run_$1" >/dev/null 2>"$work/$1.err" \
    || { echo "$1 failed:" >&2; cat "$work/$1.err" >&2; exit 1; }
  cat "$work/$1.one" >>"$work/$1.times"
}

echo "Tree: $tree ($(find "$tree" -type f 2>/dev/null | wc -l) files, $(du -sh "$tree" 2>/dev/null | cut -f1))" >&2
run_doppel >/dev/null 2>&1; run_fclones >/dev/null 2>&1   # warm the page cache for both
for i in $(seq "$runs"); do
  echo "run $i/$runs" >&2
  timed doppel
  timed fclones
done

stats() { # file -> "median min peak_kb"
  sort -n "$1" | awk '{t[NR]=$1; if ($2>m) m=$2} END {
    med = (NR % 2) ? t[(NR+1)/2] : (t[NR/2] + t[NR/2+1]) / 2;
    printf "%.2f %.2f %d\n", med, t[1], m }'
}
read -r d_med d_min d_mem < <(stats "$work/doppel.times")
read -r f_med f_min f_mem < <(stats "$work/fclones.times")
d_groups=$(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['groups']))" "$work/doppel.json")
f_groups=$(grep -c '^[0-9a-f]*, [0-9]* B' "$work/fclones.txt" || true)

echo
echo "| tool | median s | min s | peak RSS MiB | groups |"
echo "|---|---|---|---|---|"
printf "| doppel %s | %s | %s | %d | %s |\n" "$("$doppel" --version | cut -d' ' -f2)" "$d_med" "$d_min" $((d_mem / 1024)) "$d_groups"
printf "| fclones %s | %s | %s | %d | %s |\n" "$(fclones --version | cut -d' ' -f2)" "$f_med" "$f_min" $((f_mem / 1024)) "$f_groups"
echo
awk -v d="$d_med" -v f="$f_med" 'BEGIN { printf "Doppel median / fclones median = %.2f (%.1fx faster)\n", d / f, f / d }'

#!/usr/bin/env bash
# Doppel beside jdupes, fclones and czkawka_cli on a generated tree of a million files: wall
# time and peak memory of each, measured in one run on the same tree, the same warm page
# cache and the same machine load (issue #16).
#
# usage: benches/scale_vs_peers.sh [--files N] [--seed S] [--tree DIR] [--runs R]
#   --files N   files in the generated tree (default 1,000,000; 20,000 take about 15 s in all)
#   --seed S    benches/make_tree.py seed (default 1)
#   --tree DIR  use the tree at DIR when it exists (--files and --seed are then ignored),
#               else make it there and keep it; without it, a temporary tree is made and
#               removed at the end
#   --runs R    timed runs of every row (default 3): the median time and the highest peak
#               memory are reported
#
# Binaries: DOPPEL (default target/release/doppel, built only when missing), FCLONES
# (default: fclones on PATH, else /work/peers/bin/fclones), JDUPES (default: jdupes on PATH),
# CZKAWKA (default: czkawka_cli on PATH, else /work/peers/bin/czkawka_cli). A peer that is not
# found is skipped with a note. Needs python3 and GNU time (apt-get install time).
#
# How: the tree is read once, untimed (`tar -cf - TREE | cat >/dev/null`, which reads every
# byte; tar skips the contents when writing straight to /dev/null), so every tool finds the
# files' bytes and metadata in memory: the figures are CPU and memory, not the disk. Then, R
# times, every row below runs once, in this order, under `/usr/bin/time -f '%e %M'` (wall
# seconds, peak RSS), with each tool's report going to a file in the work folder (nothing to
# the terminal) and XDG_CACHE_HOME/XDG_CONFIG_HOME pointing into the work folder:
#    1. find TREE -printf '%s %T@ %i\n'          one thread: the walk's floor
#    2. doppel scan --exact-only --no-cache       the baseline of the ratio column
#    3. doppel scan --no-cache                    default scan: exact and near duplicates
#    4. doppel scan --cache-file C                cache filling (C removed just before)
#    5. the same again                            cache used (C as 4 left it, nothing changed)
#    6. 4 and 5 with --exact-only
#    7. jdupes -r -q TREE                         recursive, no progress; without an action
#                                                 (-d, -L...) it only lists, never prompts; it
#                                                 treats hard links as non-duplicates unless -H
#    8. fclones group TREE -o FILE                fclones' defaults (hard links not matched)
#    9. czkawka_cli dup -d TREE -m 1 -H ...       cache off (-H), files from 1 byte (-m 1:
#                                                 its default skips files under 8 KiB, most of
#                                                 this tree); when installed
# Every doppel row uses --quiet --format json -o REPORT.
# Checks (warnings only, never a failure): doppel's exact groups (row 2) against fclones'
# (number of groups and of paths in them: fclones lists every name of a hard-linked file,
# doppel one file with its other names as aliases, so paths, not files, are comparable), the
# cache reports against the no-cache ones. Prints the groups, paths and files beyond the
# first of each group (hard links counted once where the tool folds them) of every tool. Prints the tree's file count and apparent size, and a Markdown table:
# tool / mode, median seconds, ratio to `doppel scan --exact-only --no-cache`, peak memory.
set -euo pipefail
export LC_ALL=C

files=1000000 seed=1 tree='' runs=3
while [ $# -gt 0 ]; do
  case $1 in
    --files) files=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --tree) tree=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    -h|--help) sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown argument: $1 (see --help)" >&2; exit 2 ;;
  esac
done
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "--runs wants a positive number" >&2; exit 2; }

here=$(cd "$(dirname "$0")/.." && pwd)
make_tree=$here/benches/make_tree.py
log() { echo "[$(date +%T)] $*" >&2; }

[ -x /usr/bin/time ] || { echo "GNU time not found: apt-get install time" >&2; exit 2; }
doppel=${DOPPEL:-$here/target/release/doppel}
if [ ! -x "$doppel" ] && [ -z "${DOPPEL:-}" ]; then
  log "building $doppel"
  (cd "$here" && cargo build --release --locked --quiet)
fi
[ -x "$doppel" ] || { echo "no doppel binary at $doppel" >&2; exit 2; }

find_tool() { # ENV-value name -> path of the binary, or nothing
  local given=$1 name=$2
  if [ -n "$given" ]; then
    command -v "$given" 2>/dev/null || true
  elif command -v "$name" >/dev/null 2>&1; then
    command -v "$name"
  elif [ -x "/work/peers/bin/$name" ]; then
    echo "/work/peers/bin/$name"
  fi
}
fclones=$(find_tool "${FCLONES:-}" fclones)
jdupes=$(find_tool "${JDUPES:-}" jdupes)
czkawka=$(find_tool "${CZKAWKA:-}" czkawka_cli)
notes=()
[ -n "$fclones" ] || notes+=("fclones not found (FCLONES=..., or cargo install fclones --locked): skipped")
[ -n "$jdupes" ] || notes+=("jdupes not found (JDUPES=..., or apt-get install jdupes): skipped")
[ -n "$czkawka" ] || notes+=("czkawka_cli not found on PATH or in /work/peers/bin (CZKAWKA=...): skipped")

work=$(mktemp -d "${TMPDIR:-/tmp}/scale-vs-peers.XXXXXX")
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME=$work/xdg-cache XDG_CONFIG_HOME=$work/xdg-config
mkdir -p "$XDG_CACHE_HOME" "$XDG_CONFIG_HOME"
cache=$work/cache.sqlite3

if [ -z "$tree" ]; then
  tree=$work/tree
else
  tree=$(realpath -m "$tree")
fi
if [ -d "$tree" ]; then
  log "using the tree in $tree"
else
  log "making $files files (seed $seed) in $tree"
  mkdir -p "$(dirname "$tree")"
  python3 "$make_tree" "$tree" --files "$files" --seed "$seed" >&2
fi
n_files=$(find "$tree" -type f | wc -l)
apparent=$(du -s --apparent-size -B1 "$tree" | cut -f1)
apparent_h=$(numfmt --to=iec --suffix=B "$apparent")
log "$n_files files, $apparent_h apparent size"

log "warming the page cache (reading the whole tree once)"
start=$(date +%s.%N)
tar -cf - -C "$(dirname "$tree")" "$(basename "$tree")" 2>/dev/null | cat >/dev/null || true
log "  read in $(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN {printf "%.1f", b - a}') s"

# Rows: key, label, allowed exit statuses, stdout target; the command is in row_cmd_KEY.
keys=()
declare -A label ok out
row() { # key label ok-statuses stdout command...
  local key=$1; keys+=("$key"); label[$key]=$2; ok[$key]=$3; out[$key]=$4; shift 4
  declare -ga "row_cmd_$key"
  local -n def=row_cmd_$key
  # shellcheck disable=SC2034  # def is a name for row_cmd_KEY, read by measure
  def=("$@")
}
doppel_version=$("$doppel" --version 2>/dev/null | awk '{print $NF}')
scan=("$doppel" scan --quiet --format json)
row find "find -printf '%s %T@ %i\\n' (one thread)" 0 /dev/null \
  find "$tree" -printf '%s %T@ %i\n'
row exact "doppel $doppel_version scan --exact-only --no-cache" 0 /dev/null \
  "${scan[@]}" --exact-only --no-cache -o "$work/exact.json" "$tree"
row full "doppel scan --no-cache (default: exact and near)" 0 /dev/null \
  "${scan[@]}" --no-cache -o "$work/full.json" "$tree"
row full_fill "doppel scan, cache filling" 0 /dev/null \
  "${scan[@]}" --cache-file "$cache" -o "$work/full_fill.json" "$tree"
row full_used "doppel scan, cache used (nothing changed)" 0 /dev/null \
  "${scan[@]}" --cache-file "$cache" -o "$work/full_used.json" "$tree"
row exact_fill "doppel scan --exact-only, cache filling" 0 /dev/null \
  "${scan[@]}" --exact-only --cache-file "$cache" -o "$work/exact_fill.json" "$tree"
row exact_used "doppel scan --exact-only, cache used (nothing changed)" 0 /dev/null \
  "${scan[@]}" --exact-only --cache-file "$cache" -o "$work/exact_used.json" "$tree"
if [ -n "$jdupes" ]; then
  row jdupes "jdupes $("$jdupes" --version | awk 'NR == 1 {print $2}') -r -q" 0 "$work/jdupes.txt" \
    "$jdupes" -r -q "$tree"
fi
if [ -n "$fclones" ]; then
  row fclones "fclones $("$fclones" --version | awk '{print $NF}') group" 0 /dev/null \
    "$fclones" group -o "$work/fclones.txt" "$tree"
fi
if [ -n "$czkawka" ]; then
  cz_help=$("$czkawka" dup --help 2>&1 || true)
  has() { grep -q -- "$1" <<<"$cz_help"; }
  cz=("$czkawka" dup -d "$tree")
  cz_label="czkawka_cli $("$czkawka" --version 2>/dev/null | awk 'NR == 1 {print $NF}') dup"
  if has --minimal-file-size; then cz+=(--minimal-file-size 1); cz_label+=" -m 1"; fi
  if has --disable-cache; then cz+=(--disable-cache); cz_label+=" (cache off)"
  else notes+=("this czkawka_cli has no --disable-cache: it ran with its cache"); cz_label+=" (cache on)"; fi
  has --do-not-print-results && cz+=(--do-not-print-results)
  has --file-to-save && cz+=(--file-to-save "$work/czkawka.txt")
  # czkawka_cli exits with 11 when it found duplicates.
  row czkawka "$cz_label" "0 11" /dev/null "${cz[@]}"
fi

measure() { # key: one timed run, appends "seconds peak-KiB" to $work/KEY.times
  local key=$1 rc=0
  local -n cmd=row_cmd_$key
  /usr/bin/time -f '%e %M' -o "$work/$key.one" "${cmd[@]}" >"${out[$key]}" 2>"$work/$key.err" || rc=$?
  if [[ " ${ok[$key]} " == *" $rc "* ]]; then
    tail -n 1 "$work/$key.one" >>"$work/$key.times"
  else
    log "  ${label[$key]}: exit status $rc; stderr:"
    tail -n 5 "$work/$key.err" >&2
    echo "$rc" >>"$work/$key.failed"
  fi
}

for i in $(seq "$runs"); do
  log "run $i/$runs"
  for key in "${keys[@]}"; do
    case $key in full_fill|exact_fill) rm -f "$cache" "$cache-wal" "$cache-shm" "$cache-journal" ;; esac
    measure "$key"
    case $key in
      full_used) cache_full=$(du -sh "$cache" 2>/dev/null | cut -f1) ;;
      exact_used) cache_exact=$(du -sh "$cache" 2>/dev/null | cut -f1) ;;
    esac
  done
done

stats() { # key -> "median-seconds peak-MiB", or nothing when no run succeeded
  [ -s "$work/$1.times" ] || return 0
  sort -n "$work/$1.times" | awk '{t[NR] = $1; if ($2 > m) m = $2} END {
    printf "%.2f %d\n", (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2, m / 1024 }'
}

# Exact groups, paths in them and files beyond the first of each: "groups paths redundant".
doppel_counts() { # report.json; a file's hard links are its "aliases"
  python3 - "$1" <<'EOF'
import json, sys
groups = [g for g in json.load(open(sys.argv[1]))["groups"] if g["kind"] == "exact"]
paths = sum(len(f.get("aliases", [])) + 1 for g in groups for f in g["files"])
print(len(groups), paths, sum(len(g["files"]) - 1 for g in groups))
EOF
}
fclones_counts() { # fclones' default text report: "HASH, SIZE B (HUMAN) * COUNT:" per group
  awk '/^[0-9a-f]+, [0-9]+ B .*\* [0-9]+:$/ {n++; c = $NF; sub(":", "", c); p += c}
       END {print n + 0, p + 0, p - n}' "$1"
}
jdupes_counts() { # jdupes' report: sets of paths separated by blank lines
  awk 'NF {p++; if (!in_set) {n++; in_set = 1}; next} {in_set = 0} END {print n + 0, p + 0, p - n}' "$1"
}
same_groups() { # a.json b.json: the same groups, whatever the timing
  python3 - "$1" "$2" <<'EOF'
import json, sys
a, b = (json.load(open(p))["groups"] for p in sys.argv[1:3])
sys.exit(0 if a == b else 1)
EOF
}

warnings=()
counts=()
if [ -s "$work/exact.json" ]; then
  read -r d_groups d_paths d_redundant < <(doppel_counts "$work/exact.json") || true
  counts+=("| doppel --exact-only | ${d_groups:-?} | ${d_paths:-?} | ${d_redundant:-?} |")
  if [ -n "$fclones" ] && [ -s "$work/fclones.txt" ]; then
    read -r f_groups f_paths f_redundant < <(fclones_counts "$work/fclones.txt")
    counts+=("| fclones | $f_groups | $f_paths | $f_redundant |")
    if [ "${d_groups:-?} ${d_paths:-?}" != "$f_groups $f_paths" ]; then
      warnings+=("WARNING: doppel found ${d_groups:-?} exact groups holding ${d_paths:-?} paths, fclones $f_groups holding $f_paths")
    fi
  fi
  if [ -n "$jdupes" ] && [ -s "$work/jdupes.txt" ]; then
    read -r j_groups j_paths j_redundant < <(jdupes_counts "$work/jdupes.txt")
    counts+=("| jdupes | $j_groups | $j_paths | $j_redundant |")
  fi
  for pair in full:full_used exact:exact_used full:full_fill exact:exact_fill; do
    a=${pair%%:*} b=${pair#*:}
    if [ -s "$work/$a.json" ] && [ -s "$work/$b.json" ] && ! same_groups "$work/$a.json" "$work/$b.json"; then
      warnings+=("WARNING: '${label[$b]}' reported other groups than '${label[$a]}'")
    fi
  done
fi

read -r base _ < <(stats exact) || base=''
echo
echo "Tree: $tree: $n_files files, $apparent bytes ($apparent_h) apparent size; warm page cache; $(nproc) cores; median of $runs run(s)"
echo
echo "| tool / mode | median s | × doppel --exact-only --no-cache | peak memory MiB |"
echo "|---|---|---|---|"
for key in "${keys[@]}"; do
  read -r secs mib < <(stats "$key") || { secs='' mib=''; }
  if [ -z "$secs" ]; then
    echo "| ${label[$key]} | failed (status $(sort -u "$work/$key.failed" | paste -sd,)) | | |"
    continue
  fi
  ratio='?'
  [ -n "$base" ] && ratio=$(awk -v a="$secs" -v b="$base" 'BEGIN {if (b > 0) printf "%.2f", a / b; else print "?"}')
  echo "| ${label[$key]} | $secs | $ratio | $mib |"
  if [ -s "$work/$key.failed" ]; then
    notes+=("${label[$key]}: $(wc -l <"$work/$key.failed") of $runs run(s) failed; the figures are the others'")
  fi
done
if [ ${#counts[@]} -gt 0 ]; then
  echo
  echo "| exact duplicates | groups | paths in them | files beyond the first of each |"
  echo "|---|---|---|---|"
  printf '%s\n' "${counts[@]}"
fi
echo
echo "Cache file after a filling run: ${cache_full:-?} (default scan), ${cache_exact:-?} (--exact-only)"
[ ${#notes[@]} -eq 0 ] || printf '%s\n' "${notes[@]}"
[ ${#warnings[@]} -eq 0 ] || printf '%s\n' "${warnings[@]}"

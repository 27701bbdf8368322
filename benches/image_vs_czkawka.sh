#!/usr/bin/env bash
# Doppel's similar-image search beside czkawka_cli's (issue #17): wall time, peak memory, recall
# and precision of each on the same set of photos and their edited copies, made by
# benches/image_quality.py (see its header for the set and for how recall and precision are
# counted: the same counting is applied to both tools' reports).
#
# usage: benches/image_vs_czkawka.sh [--work DIR] [--runs R] [--max-sources N] [--czkawka-defaults]
#   --work DIR          image_quality.py's work folder (default ${TMPDIR:-/tmp}/doppel-image-set):
#                       the set is made there when missing (a few minutes) and kept, so reruns
#                       only time the tools
#   --runs R            timed runs of every row (default 3): the median time and the highest
#                       peak memory are reported; recall and precision are the last run's
#   --max-sources N     source photos in a newly made set (default: all found, at most 40)
#   --czkawka-defaults  also time czkawka_cli image with its own defaults (row 3)
#
# Binaries: DOPPEL (default target/release/doppel, built only when missing), CZKAWKA (default:
# czkawka_cli on PATH, else /work/peers/bin/czkawka_cli; cargo install czkawka_cli --locked).
# A tool that is not found, or a doppel without `scan --images`, is skipped with a note.
# DOPPEL_ARGS adds arguments to doppel's row (e.g. '--image-likeness similar'); CZKAWKA_ARGS replaces
# the similarity arguments of czkawka's row 2. Needs python3, ImageMagick and heif-enc (for the
# set: apt-get install imagemagick libheif-examples) and GNU time (apt-get install time).
#
# The set holds, besides the edited copies, the photo as HEIC, AVIF, a RAW file made here (a
# minimal TIFF-based .nef whose IFD0 carries the JPEG; no camera made it) and PSD (issue #29).
# A czkawka_cli built with default features (cargo install czkawka_cli) reads none of these:
# HEIC needs its `heif` feature, AVIF its `libavif`, PSD it does not list, and its RAW decoder
# (rawler) knows a RAW file by the camera that made it, which these files do not name. It
# passes over or fails on them, and they count as its misses, as for any other file.
#
# How: the set is read once, untimed, so every tool finds its bytes in the page cache. Then, R
# times, every row below runs once, in this order, under `nice -n 19 /usr/bin/time -f '%e %M'`
# (wall seconds, peak RSS; nice because this machine is shared: NICE='' to drop it), with each
# report going to a file in a temporary folder and XDG_CACHE_HOME/XDG_CONFIG_HOME pointing into
# a fresh folder for every run (so no tool finds a cache or settings of an earlier run):
#    1. doppel scan --images --no-cache --quiet --format json -o REPORT SET
#                     Doppel's defaults: 64-bit DCT hash, distance up to 10 (--image-likeness
#                     alike), any turn or mirror
#    2. czkawka_cli image -d SET -m 1 -c 8 -s 10 --geometric-invariance mirror-flip-rotate90
#                     -H -N -W -C REPORT.json
#                     the nearest to Doppel's default: 64-bit hash (-c 8), difference up to 10
#                     (-s 10), mirrors and quarter turns compared; files from 1 byte (-m 1: its
#                     default skips files under 16 KiB), cache off (-H), results only to the
#                     JSON file (-N -C), exit 0 when it found some (-W). Its hash stays its
#                     default (Gradient, Nearest resize); flags it lacks are left out with a note
#    3. czkawka_cli image -d SET -m 1 -H -N -W -C REPORT.json   (--czkawka-defaults only)
#                     its own defaults: 16x16 hash, difference up to 5, no turns or mirrors
# Prints a Markdown table: tool, median seconds, peak MiB, recall, precision (false pairs), then
# the recall of each kind of change for every row (image_quality.py's tables).
set -euo pipefail
export LC_ALL=C

work=${TMPDIR:-/tmp}/doppel-image-set runs=3 max_sources='' cz_defaults=0
while [ $# -gt 0 ]; do
  case $1 in
    --work) work=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --max-sources) max_sources=$2; shift 2 ;;
    --czkawka-defaults) cz_defaults=1; shift ;;
    -h|--help) sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown argument: $1 (see --help)" >&2; exit 2 ;;
  esac
done
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "--runs wants a positive number" >&2; exit 2; }

here=$(cd "$(dirname "$0")/.." && pwd)
quality=$here/benches/image_quality.py
log() { echo "[$(date +%T)] $*" >&2; }
read -r -a nice_cmd <<<"${NICE-nice -n 19}"

[ -x /usr/bin/time ] || { echo "GNU time not found: apt-get install time" >&2; exit 2; }
notes=()
doppel=${DOPPEL:-$here/target/release/doppel}
if [ ! -x "$doppel" ] && [ -z "${DOPPEL:-}" ]; then
  log "building $doppel"
  (cd "$here" && "${nice_cmd[@]}" cargo build --release --locked --quiet)
fi
if [ ! -x "$doppel" ]; then
  notes+=("no doppel binary at $doppel (DOPPEL=...): skipped")
  doppel=''
elif ! "$doppel" scan --help 2>/dev/null | grep -q -- '--images'; then
  notes+=("this doppel ($doppel) has no 'scan --images' yet: skipped")
  doppel=''
fi
czkawka=''
if [ -n "${CZKAWKA:-}" ]; then
  czkawka=$(command -v "$CZKAWKA" 2>/dev/null || true)
elif command -v czkawka_cli >/dev/null 2>&1; then
  czkawka=$(command -v czkawka_cli)
elif [ -x /work/peers/bin/czkawka_cli ]; then
  czkawka=/work/peers/bin/czkawka_cli
fi
[ -n "$czkawka" ] || notes+=("czkawka_cli not found on PATH or in /work/peers/bin (CZKAWKA=...): skipped")

work=$(realpath -m "$work")
make_args=("$work" --make-only)
[ -n "$max_sources" ] && make_args+=(--max-sources "$max_sources")
log "making or checking the set in $work"
python3 "$quality" "${make_args[@]}"
set_dir=$work/images
n_files=$(find "$set_dir" -type f | wc -l)
apparent=$(du -s --apparent-size -B1 "$set_dir" | cut -f1)
apparent_h=$(numfmt --to=iec --suffix=B "$apparent")
log "$n_files files, $apparent_h"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/image-vs-czkawka.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

log "warming the page cache (reading the set once)"
tar -cf - -C "$work" images 2>/dev/null | cat >/dev/null || true

# Rows: key, label, allowed exit statuses, report file, scorer option; command in row_cmd_KEY.
keys=()
declare -A label ok report scorer
row() { # key label ok-statuses report scorer command...
  local key=$1; keys+=("$key"); label[$key]=$2; ok[$key]=$3; report[$key]=$4; scorer[$key]=$5; shift 5
  declare -ga "row_cmd_$key"
  local -n def=row_cmd_$key
  # shellcheck disable=SC2034  # def is a name for row_cmd_KEY, read by measure
  def=("$@")
}
if [ -n "$doppel" ]; then
  read -r -a doppel_extra <<<"${DOPPEL_ARGS:-}"
  d_label="doppel $("$doppel" --version 2>/dev/null | awk '{print $NF}') scan --images --no-cache"
  [ -n "${DOPPEL_ARGS:-}" ] && d_label+=" ${DOPPEL_ARGS}"
  row doppel "$d_label" 0 "$tmp/doppel.json" --score-doppel \
    "$doppel" scan --images --no-cache --quiet --format json -o "$tmp/doppel.json" \
    "${doppel_extra[@]}" "$set_dir"
fi
if [ -n "$czkawka" ]; then
  cz_help=$("$czkawka" image --help 2>&1 || true)
  has() { grep -q -- "$1" <<<"$cz_help"; }
  cz_version=$("$czkawka" --version 2>/dev/null | awk 'NR == 1 {print $NF}')
  base=("$czkawka" image -d "$set_dir")
  tail_args=()
  if has --minimal-file-size; then base+=(-m 1); fi
  if has --disable-cache; then tail_args+=(-H)
  else notes+=("this czkawka_cli has no --disable-cache: it ran with a fresh cache folder each run"); fi
  has --do-not-print-results && tail_args+=(-N)
  has --ignore-error-code-on-found && tail_args+=(-W)
  if has --compact-file-to-save; then out_opt=-C
  else out_opt=-f; notes+=("this czkawka_cli has no --compact-file-to-save: its text report was scored"); fi
  if [ -n "${CZKAWKA_ARGS:-}" ]; then
    read -r -a similar <<<"$CZKAWKA_ARGS"
  else
    similar=(-c 8 -s 10)
    if has --geometric-invariance; then similar+=(--geometric-invariance mirror-flip-rotate90)
    else notes+=("this czkawka_cli has no --geometric-invariance: turned and mirrored copies are compared as they are"); fi
  fi
  # czkawka_cli exits with 11 when it found similar images (unless -W).
  row czkawka "czkawka_cli $cz_version image ${similar[*]}" "0 11" "$tmp/czkawka.json" --score-czkawka \
    "${base[@]}" "${similar[@]}" "${tail_args[@]}" "$out_opt" "$tmp/czkawka.json"
  if [ "$cz_defaults" = 1 ]; then
    row czkawka_def "czkawka_cli $cz_version image (its defaults)" "0 11" "$tmp/czkawka_def.json" --score-czkawka \
      "${base[@]}" "${tail_args[@]}" "$out_opt" "$tmp/czkawka_def.json"
  fi
fi
[ ${#keys[@]} -gt 0 ] || { printf '%s\n' "${notes[@]}" >&2; echo "no tool to run" >&2; exit 1; }

measure() { # key: one timed run, appends "seconds peak-KiB" to $tmp/KEY.times
  local key=$1 rc=0
  local -n cmd=row_cmd_$key
  rm -rf "$tmp/xdg" "${report[$key]}"
  mkdir -p "$tmp/xdg/cache" "$tmp/xdg/config"
  XDG_CACHE_HOME=$tmp/xdg/cache XDG_CONFIG_HOME=$tmp/xdg/config \
    "${nice_cmd[@]}" /usr/bin/time -f '%e %M' -o "$tmp/$key.one" "${cmd[@]}" \
    >"$tmp/$key.out" 2>"$tmp/$key.err" || rc=$?
  if [[ " ${ok[$key]} " == *" $rc "* ]] && [ -s "${report[$key]}" ]; then
    tail -n 1 "$tmp/$key.one" >>"$tmp/$key.times"
  else
    log "  ${label[$key]}: exit status $rc$([ -s "${report[$key]}" ] || echo ', no report'); stderr:"
    tail -n 5 "$tmp/$key.err" >&2
    echo "$rc" >>"$tmp/$key.failed"
  fi
}

for i in $(seq "$runs"); do
  log "run $i/$runs"
  for key in "${keys[@]}"; do
    measure "$key"
  done
done

stats() { # key -> "median-seconds peak-MiB", or nothing when no run succeeded
  [ -s "$tmp/$1.times" ] || return 0
  sort -n "$tmp/$1.times" | awk '{t[NR] = $1; if ($2 > m) m = $2} END {
    printf "%.2f %d\n", (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2, m / 1024 }'
}

echo
echo "Set: $set_dir: $n_files files ($(python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); print(len(m["sources"]), "source photos,", len(m["files"]) - len(m["sources"]), "variants")' "$work/manifest.json")), $apparent_h; warm page cache; $(nproc) cores; median of $runs run(s)"
echo
echo "| tool | median s | peak MiB | recall | precision (false pairs) |"
echo "|---|---|---|---|---|"
for key in "${keys[@]}"; do
  read -r secs mib < <(stats "$key") || { secs='' mib=''; }
  if [ -z "$secs" ]; then
    echo "| ${label[$key]} | failed (status $(sort -u "$tmp/$key.failed" | paste -sd,)) | | | |"
    continue
  fi
  if read -r found recall precision false < <(python3 "$quality" "$work" "${scorer[$key]}" "${report[$key]}" --brief 2>/dev/null); then
    echo "| ${label[$key]} | $secs | $mib | $recall % ($found) | $precision % ($false) |"
  else
    echo "| ${label[$key]} | $secs | $mib | scoring failed | |"
    notes+=("${label[$key]}: its report could not be scored (python3 $quality $work ${scorer[$key]} FILE)")
  fi
  if [ -s "$tmp/$key.failed" ]; then
    notes+=("${label[$key]}: $(wc -l <"$tmp/$key.failed") of $runs run(s) failed; the figures are the others'")
  fi
done
for key in "${keys[@]}"; do
  [ -s "${report[$key]}" ] || continue
  echo
  echo "${label[$key]}, by kind of change (last run):"
  python3 "$quality" "$work" "${scorer[$key]}" "${report[$key]}" 2>"$tmp/$key.score.err" | sed '1,/^$/d' || true
  sed 's/^/  /' "$tmp/$key.score.err" >&2
done
echo
[ ${#notes[@]} -eq 0 ] || printf '%s\n' "${notes[@]}"

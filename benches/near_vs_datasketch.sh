#!/usr/bin/env bash
# End-to-end near-duplicate scan: Doppel against the Python datasketch pipeline (MinHash 128
# + MinHashLSH at 0.8 over word 3-shingles, benches/datasketch_pipeline.py) on the same files,
# alternating the two in the same run.
#
# usage: benches/near_vs_datasketch.sh [VERSIONS_FOLDER] [RUNS]
#   VERSIONS_FOLDER  holds Python installations (default ~/.pyenv/versions); the corpus is
#                    the top-level standard-library modules of each, copied to a temp folder
#   RUNS             timed runs of each (default 3)
# Needs: pip install datasketch
set -euo pipefail
versions=${1:-$HOME/.pyenv/versions}
runs=${2:-3}
here=$(cd "$(dirname "$0")/.." && pwd)
python3 -c 'import datasketch' 2>/dev/null || { echo "datasketch missing: pip install datasketch" >&2; exit 2; }
(cd "$here" && cargo build --release --locked --quiet)

corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
for lib in "$versions"/*/lib/python*; do
  [ -d "$lib" ] || continue
  mkdir -p "$corpus/$(basename "$(dirname "$(dirname "$lib")")")"
  cp "$lib"/*.py "$corpus/$(basename "$(dirname "$(dirname "$lib")")")/" 2>/dev/null || true
done
echo "Corpus: $(find "$corpus" -type f | wc -l) files, $(du -sh "$corpus" | cut -f1)" >&2

doppel_times=(); python_times=()
for i in $(seq "$runs"); do
  TIMEFORMAT=%R
  seconds=$( { time "$here/target/release/doppel" scan --quiet --similarity 0.8 --format json \
                 -o "$corpus.json" "$corpus" >/dev/null ; } 2>&1 )
  doppel_times+=("$seconds")
  python_times+=("$(python3 "$here/benches/datasketch_pipeline.py" "$corpus" | python3 -c 'import json,sys; print(json.load(sys.stdin)["seconds"])')")
  echo "run $i: doppel ${doppel_times[-1]} s, datasketch ${python_times[-1]} s" >&2
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
d=$(median "${doppel_times[@]}"); p=$(median "${python_times[@]}")
groups=$(python3 -c "import json; r=json.load(open('$corpus.json')); print(sum(1 for g in r['groups'] if g['kind']=='near'))")
rm -f "$corpus.json"
echo "| pipeline | median s |"
echo "|---|---|"
echo "| doppel scan (exact + near, all cores) | $d |"
echo "| datasketch MinHash+LSH (Python, one core) | $p |"
awk -v d="$d" -v p="$p" -v g="$groups" 'BEGIN { printf "Doppel is %.0fx faster (%s near groups found)\n", p / d, g }'

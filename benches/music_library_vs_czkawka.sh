#!/usr/bin/env bash
# Similar music at the size of a library (issue #42): a first scan and a rescan after a few
# songs are added, for `doppel scan --music` and `czkawka_cli music` in its content mode,
# in the same run on the same set. The other music benchmark (music_vs_czkawka.sh) is a
# small set where every file has copies; this one is what a user's library is: many
# recordings, few copies, scanned again and again. It shows the cost of comparing: czkawka
# aligns every pair of files on every scan, Doppel asks an index of fingerprint items which
# pairs are worth aligning, so its rescan reads only the new files.
#
# The set is made by ffmpeg from the Ogg Vorbis tracks of wesnoth-1.16-music: each track at
# its own pitch and at 22 others (−11 to +11 semitones, skipping 0, by playing it faster or
# slower: `asetrate`), as Ogg Vorbis, so about 940 recordings of 1 to 9 minutes that share
# no sound. Then the first COPIES of them re-encoded as MP3 at 128 kbit/s: the copies a
# scan must find. The rescan adds ADDED more MP3 copies of other recordings.
#
# Measured, with GNU time: the first scan with both tools' caches empty, then a second scan
# after the ADDED copies are put in, each tool with its own cache from its first scan
# (Doppel's fingerprint cache, czkawka's cache of fingerprints). Both are scored on the
# copies: a copy found is its recording and its copy in one group; a pair found that is not
# a recording and its copy counts against precision.
#
# usage: benches/music_library_vs_czkawka.sh [SHIFTS] [COPIES] [ADDED]   (default 23 40 10)
# Env:   WORK=/tmp/doppel-music-library  DOPPEL=target/release/doppel  CZKAWKA=czkawka_cli
# Needs ffmpeg, python3, GNU time; about 4 GB of disk and 10 minutes to make the set.
set -euo pipefail
cd "$(dirname "$0")/.."

SHIFTS=${1:-23}
COPIES=${2:-40}
ADDED=${3:-10}
WORK=${WORK:-/tmp/doppel-music-library}
DOPPEL=${DOPPEL:-target/release/doppel}
CZKAWKA=${CZKAWKA:-czkawka_cli}
SET="$WORK/library"
LATER="$WORK/later"

command -v ffmpeg >/dev/null || { echo "ffmpeg is needed (sudo apt-get install ffmpeg)"; exit 1; }
[ -x /usr/bin/time ] || { echo "GNU time is needed (sudo apt-get install time)"; exit 1; }
[ -x "$DOPPEL" ] || { echo "build Doppel first: cargo build --release"; exit 1; }
command -v "$CZKAWKA" >/dev/null || { echo "czkawka_cli is needed (cargo install czkawka_cli --locked)"; exit 1; }

# One recording: track $1 shifted $2 semitones, as Ogg Vorbis named $3.
make_recording() {
    local track=$1 shift=$2 out=$3 rate
    rate=$(ffprobe -v error -select_streams a:0 -show_entries stream=sample_rate -of csv=p=0 "$track")
    nice -n 10 ffmpeg -nostdin -hide_banner -loglevel error -y -i "$track" \
        -af "asetrate=$rate*pow(2\,$shift/12),aresample=$rate" -map_metadata -1 \
        -c:a libvorbis -q:a 3 "$out"
}
export -f make_recording

make_set() {
    local source_files
    source_files=$(dpkg -L wesnoth-1.16-music 2>/dev/null | grep '\.ogg$' | sort || true)
    [ -n "$source_files" ] || { echo "install the music first: sudo apt-get install wesnoth-1.16-music"; exit 1; }
    rm -rf "$SET" "$LATER" && mkdir -p "$SET" "$LATER"
    local jobs="$WORK/jobs.txt" n=0
    : >"$jobs"
    while IFS= read -r track; do
        # A track of silence only is no recording.
        local loudest
        loudest=$(ffmpeg -nostdin -hide_banner -i "$track" -af volumedetect -f null - 2>&1 |
            awk '/max_volume/ {print int($5)}')
        [ "${loudest:--99}" -lt -60 ] && continue
        local k=0
        for shift in 0 -1 1 -2 2 -3 3 -4 4 -5 5 -6 6 -7 7 -8 8 -9 9 -10 10 -11 11; do
            [ "$k" -ge "$SHIFTS" ] && break
            echo "$track $shift $SET/$(printf 'rec%04d' "$n").ogg" >>"$jobs"
            n=$((n + 1)) k=$((k + 1))
        done
    done <<<"$source_files"
    # Two at a time: one a core. (Debian's paths hold no spaces.)
    xargs -P 2 -L 1 bash -c 'make_recording "$0" "$1" "$2"' <"$jobs"
    # The copies a scan must find, and the ones the rescan adds (other recordings).
    local i=0
    for rec in $(ls "$SET"/rec*.ogg | sort -R --random-source=<(yes)); do
        local name
        name=$(basename "$rec" .ogg)
        if [ "$i" -lt "$COPIES" ]; then
            ffmpeg -nostdin -hide_banner -loglevel error -y -i "$rec" -b:a 128k "$SET/$name.copy.mp3"
        elif [ "$i" -lt $((COPIES + ADDED)) ]; then
            ffmpeg -nostdin -hide_banner -loglevel error -y -i "$rec" -b:a 128k "$LATER/$name.copy.mp3"
        else
            break
        fi
        i=$((i + 1))
    done
    echo "made $(ls "$SET"/*.ogg | wc -l) recordings, $(find "$SET" -type f | wc -l) files, $(du -sh "$SET" | cut -f1); $(ls "$LATER" | wc -l) to add"
}

# measure CMD...: "seconds peak_kib" of one run.
source benches/measure.sh

# Groups (JSON: a list of lists of paths) scored on the copies in the set: recall, precision.
score() {
    python3 - "$1" "$2" <<'PY'
import json, sys, itertools, os
name, groups_file = sys.argv[1], sys.argv[2]
groups = json.load(open(groups_file))
rec = lambda p: os.path.basename(p).split('.')[0]
found = {tuple(sorted(pair)) for g in groups for pair in itertools.combinations(set(g), 2)}
files = [os.path.join(d, f) for d, _, fs in os.walk(os.environ['SET']) for f in fs]
copies = [p for p in files if p.endswith('.copy.mp3')]
truth = {tuple(sorted((c, c.replace('.copy.mp3', '.ogg')))) for c in copies}
hit = len(found & truth)
right = sum(1 for a, b in found if rec(a) == rec(b))
print(f'{name}\trecall {hit / len(truth):.3f} ({hit} of {len(truth)})\t'
      f'precision {right / len(found) if found else 1.0:.3f} ({len(found)} pairs found)')
PY
}

doppel_groups() {
    python3 -c "
import json; r = json.load(open('$1'))
json.dump([[f['path'] for f in g['files']] for g in r['groups'] if g['kind'] == 'music'], open('$2', 'w'))"
}

czkawka_groups() {
    python3 -c "
import json; r = json.load(open('$1'))
groups = r if isinstance(r, list) else list(r.values())
def paths(g):
    return [e['path'] for e in (g if isinstance(g, list) else g.get('files', []))]
json.dump([paths(g) for g in groups], open('$2', 'w'))"
}

mkdir -p "$WORK"
[ -d "$SET" ] && [ -n "$(ls -A "$SET" 2>/dev/null)" ] || make_set
# Put back a set a run before changed: the added copies out again, both caches emptied.
for f in "$SET"/*.copy.mp3; do [ -e "$LATER/$(basename "$f")" ] && rm "$f"; done
rm -rf "$WORK/doppel-home" "$WORK/czkawka-home"
mkdir -p "$WORK/doppel-home" "$WORK/czkawka-home"
export SET
cat "$SET"/* "$LATER"/* >/dev/null
echo "$(ls "$SET"/*.ogg | wc -l) recordings, $(find "$SET" -type f | wc -l) files; the rescan adds $(ls "$LATER" | wc -l)"

# Each tool's cache in a home of its own.
doppel() { env HOME="$WORK/doppel-home" XDG_CACHE_HOME="$WORK/doppel-home/cache" "$DOPPEL" "$@"; }
czkawka() {
    env HOME="$WORK/czkawka-home" XDG_CACHE_HOME="$WORK/czkawka-home/cache" \
        XDG_CONFIG_HOME="$WORK/czkawka-home/config" "$CZKAWKA" "$@"
}
export -f doppel czkawka
export DOPPEL CZKAWKA WORK

D_ARGS=(scan --music --no-videos --no-images --format json)
C_ARGS=(music -s CONTENT -x mp3,ogg -N -M -W)

read -r d1 d1_kib < <(measure bash -c 'doppel "$@"' _ "${D_ARGS[@]}" -o "$WORK/doppel-1.json" "$SET")
read -r c1 c1_kib < <(measure bash -c 'czkawka "$@"' _ "${C_ARGS[@]}" -C "$WORK/czkawka-1.json" -d "$SET")
cp "$LATER"/* "$SET"/
read -r d2 d2_kib < <(measure bash -c 'doppel "$@"' _ "${D_ARGS[@]}" -o "$WORK/doppel-2.json" "$SET")
read -r c2 c2_kib < <(measure bash -c 'czkawka "$@"' _ "${C_ARGS[@]}" -C "$WORK/czkawka-2.json" -d "$SET")

doppel_groups "$WORK/doppel-2.json" "$WORK/doppel-groups.json"
czkawka_groups "$WORK/czkawka-2.json" "$WORK/czkawka-groups.json"
score "doppel (rescan)" "$WORK/doppel-groups.json"
score "czkawka (rescan)" "$WORK/czkawka-groups.json"
ratio() { python3 -c "print(f'{$1/$2:.2f}')"; }
echo "first scan, s	doppel $d1	czkawka $c1	czkawka/doppel $(ratio "$c1" "$d1")"
echo "rescan, s	doppel $d2	czkawka $c2	czkawka/doppel $(ratio "$c2" "$d2")"
echo "peak KiB, first	doppel $d1_kib	czkawka $c1_kib	doppel/czkawka $(ratio "$d1_kib" "$c1_kib")"
echo "peak KiB, rescan	doppel $d2_kib	czkawka $c2_kib	doppel/czkawka $(ratio "$d2_kib" "$c2_kib")"

#!/usr/bin/env bash
# Similar music (issue #42): recall and precision of same-recording pairs per kind of change,
# and wall time and peak memory, for `doppel scan --music` and `czkawka_cli music` in its
# content mode (Chromaprint fingerprints, symphonia decoding), in the same run on the same set.
#
# The set is real music from a Debian package: the Ogg Vorbis tracks of wesnoth-1.16-music
# (apt-get install wesnoth-1.16-music). Each of the first N tracks by name becomes, made by
# ffmpeg: the original (`.original.ogg`, a copy), re-encoded as MP3 at 96 kbit/s
# (`.mp3-96k.mp3`), AAC in mono (`.mono.m4a`), 6 dB quieter as FLAC (`.quieter.flac`), 3 s
# cut off the start as Opus (`.trimmed.opus`), 5 s of silence before it as WAV
# (`.silence.wav`, 22,050 Hz), a 30 s excerpt from 0:20 as MP3 (`.excerpt.mp3`; from 0:05
# for a track under a minute), and for the first four tracks WMA (`.wma.wma`). Two hard
# negatives: `decoy.sametags.mp3` has track001's sound under track000's tags (title, artist,
# album): it must group with track001 only. Two files are the same recording when their
# tracks are (the decoy is track001); an excerpt counts as the same recording as every other
# file of its track.
#
# Recall of a change: the share of (original, changed copy) pairs found in one group. Its
# precision: of the pairs found that hold a file of that change, the share that are one
# recording. The last line: every pair found, against every same-recording pair. A track
# that is silence only (Wesnoth's `silence.ogg`: −90 dB) is no recording: its files are
# listed in `$WORK/silent.txt` when the set is made and count in no true pair (by the
# issue's own rule, silence is never shared sound), but a pair found among them counts
# against precision.
#
# usage: benches/music_vs_czkawka.sh [TRACKS]   (default 24)
# Env:   WORK=/tmp/doppel-music-bench  DOPPEL=target/release/doppel  CZKAWKA=czkawka_cli
# czkawka runs with its defaults for content mode and every format of the set allowed:
#   czkawka_cli music -s CONTENT -x mp3,flac,ogg,opus,wma,m4a,wav -H -N -M -W -C OUT -d SET
# (`-H`: no cache, as doppel's `--no-cache`). The last line times both again on only the
# files czkawka reads (Ogg, MP3, FLAC): the same work. Needs ffmpeg, python3 and GNU time.
set -euo pipefail
cd "$(dirname "$0")/.."

TRACKS=${1:-24}
WORK=${WORK:-/tmp/doppel-music-bench}
DOPPEL=${DOPPEL:-target/release/doppel}
CZKAWKA=${CZKAWKA:-czkawka_cli}
SET="$WORK/music"

command -v ffmpeg >/dev/null || { echo "ffmpeg is needed (sudo apt-get install ffmpeg)"; exit 1; }
[ -x /usr/bin/time ] || { echo "GNU time is needed (sudo apt-get install time)"; exit 1; }
[ -x "$DOPPEL" ] || { echo "build Doppel first: cargo build --release"; exit 1; }

make_set() {
    local source_files
    source_files=$(dpkg -L wesnoth-1.16-music 2>/dev/null | grep '\.ogg$' | sort || true)
    [ -n "$source_files" ] || { echo "install the music first: sudo apt-get install wesnoth-1.16-music"; exit 1; }
    rm -rf "$SET" "$WORK/silent.txt" && mkdir -p "$SET" && touch "$WORK/silent.txt"
    local ff=(nice -n 10 ffmpeg -nostdin -hide_banner -loglevel error -y)
    local n=0
    while IFS= read -r track; do
        [ "$n" -ge "$TRACKS" ] && break
        local id o length start
        id=$(printf 'track%03d' "$n")
        o="$SET/$id.original.ogg"
        cp "$track" "$o"
        local loudest
        loudest=$(ffmpeg -nostdin -hide_banner -i "$o" -af volumedetect -f null - 2>&1 |
            awk '/max_volume/ {print int($5)}')
        if [ "${loudest:--99}" -lt -60 ]; then
            echo "$id" >>"$WORK/silent.txt"
        fi
        length=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$o" | cut -d. -f1)
        start=20
        [ "${length:-0}" -lt 60 ] && start=5
        if ! { "${ff[@]}" -i "$o" -b:a 96k "$SET/$id.mp3-96k.mp3" &&
            "${ff[@]}" -i "$o" -ac 1 -c:a aac "$SET/$id.mono.m4a" &&
            "${ff[@]}" -i "$o" -af volume=-6dB "$SET/$id.quieter.flac" &&
            "${ff[@]}" -ss 3 -i "$o" -c:a libopus "$SET/$id.trimmed.opus" &&
            "${ff[@]}" -i "$o" -af adelay=5000:all=1 -ar 22050 "$SET/$id.silence.wav" &&
            "${ff[@]}" -ss "$start" -t 30 -i "$o" "$SET/$id.excerpt.mp3"; }; then
            rm -f "$SET/$id".*
            continue
        fi
        if [ "$n" -lt 4 ]; then
            "${ff[@]}" -i "$o" -c:a wmav2 "$SET/$id.wma.wma" || true
        fi
        n=$((n + 1))
    done <<<"$source_files"
    # track001's sound under track000's tags.
    "${ff[@]}" -i "$SET/track001.original.ogg" -map_metadata -1 \
        -metadata title="Same Title" -metadata artist="Same Artist" -metadata album="Same Album" \
        "$SET/decoy.sametags.mp3"
    "${ff[@]}" -i "$SET/track000.original.ogg" \
        -metadata title="Same Title" -metadata artist="Same Artist" -metadata album="Same Album" \
        -c copy "$SET/track000.tagged.ogg"
    rm "$SET/track000.original.ogg"
    mv "$SET/track000.tagged.ogg" "$SET/track000.original.ogg"
    echo "made $n tracks, $(find "$SET" -type f | wc -l) files, $(du -sh "$SET" | cut -f1)"
}

# measure CMD...: "seconds peak_kib" of one run.
source benches/measure.sh

# Scores groups (JSON: a list of lists of paths) against the truth, per kind of change.
score() {
    python3 - "$1" "$2" <<'PY'
import json, sys, itertools, os
name, groups_file = sys.argv[1], sys.argv[2]
groups = json.load(open(groups_file))
silent = set(open(os.path.join(os.path.dirname(os.environ['SET']), 'silent.txt')).read().split())
def track(p):
    b = os.path.basename(p)
    return 'track001' if b.startswith('decoy') else b.split('.')[0]
def kind(p):
    b = os.path.basename(p)
    return 'decoy' if b.startswith('decoy') else b.split('.')[1]
found = set()
for g in groups:
    for a, b in itertools.combinations(sorted(set(g)), 2):
        found.add((a, b))
files = sorted(os.path.join(dp, f) for dp, _, fs in os.walk(os.environ['SET']) for f in fs)
kinds = ['mp3-96k', 'mono', 'quieter', 'trimmed', 'silence', 'excerpt', 'wma', 'decoy']
for k in kinds:
    truth = [(o, v) for o in files for v in files
             if kind(o) == 'original' and kind(v) == k and track(o) == track(v)
             and track(o) not in silent]
    hit = sum(1 for o, v in truth if (min(o, v), max(o, v)) in found)
    mine = [(a, b) for a, b in found if k in (kind(a), kind(b))]
    right = sum(1 for a, b in mine if track(a) == track(b) and track(a) not in silent)
    rec = hit / len(truth) if truth else 0
    prec = right / len(mine) if mine else 1.0
    print(f'{name}\t{k}\t{rec:.3f}\t{prec:.3f}\t{len(truth)}\t{len(mine)}')
truth_all = {(a, b) for a, b in itertools.combinations(files, 2)
             if track(a) == track(b) and track(a) not in silent}
right = sum(1 for p in found if p in truth_all)
prec = right / len(found) if found else 1.0
rec = right / len(truth_all) if truth_all else 0
print(f'{name}\tall pairs\t{rec:.3f}\t{prec:.3f}\t{len(truth_all)}\t{len(found)}')
PY
}

mkdir -p "$WORK"
[ -d "$SET" ] && [ -n "$(ls -A "$SET" 2>/dev/null)" ] || make_set
export SET
# Read once, untimed, so both tools find the bytes in the page cache.
cat "$SET"/* >/dev/null
echo "tool	change	recall	precision	true pairs	pairs found"

read -r d_secs d_kib < <(measure "$DOPPEL" scan --music --no-videos --no-images --no-cache \
    --format json -o "$WORK/doppel.json" "$SET")
python3 -c "
import json; r = json.load(open('$WORK/doppel.json'))
json.dump([[f['path'] for f in g['files']] for g in r['groups'] if g['kind'] == 'music'], open('$WORK/doppel-groups.json', 'w'))"
score doppel "$WORK/doppel-groups.json"

if command -v "$CZKAWKA" >/dev/null; then
    read -r c_secs c_kib < <(measure "$CZKAWKA" music -s CONTENT -x mp3,flac,ogg,opus,wma,m4a,wav \
        -H -N -M -W -C "$WORK/czkawka.json" -d "$SET")
    python3 -c "
import json; r = json.load(open('$WORK/czkawka.json'))
groups = r if isinstance(r, list) else list(r.values())
def paths(g):
    return [e['path'] for e in (g if isinstance(g, list) else g.get('files', []))]
json.dump([paths(g) for g in groups], open('$WORK/czkawka-groups.json', 'w'))"
    score czkawka "$WORK/czkawka-groups.json"
    echo "time_s	doppel $d_secs	czkawka $c_secs	czkawka/doppel $(python3 -c "print(f'{$c_secs/$d_secs:.2f}')")"
    echo "peak_kib	doppel $d_kib	czkawka $c_kib	doppel/czkawka $(python3 -c "print(f'{$d_kib/$c_kib:.2f}')")"
    # The same work for both: only the files czkawka reads (Ogg, MP3, FLAC), linked into
    # a folder of their own.
    common="$WORK/common"
    rm -rf "$common" && mkdir -p "$common"
    ln "$SET"/*.ogg "$SET"/*.mp3 "$SET"/*.flac "$common"/
    read -r dc_secs _ < <(measure "$DOPPEL" scan --music --no-videos --no-images --no-cache "$common")
    read -r cc_secs _ < <(measure "$CZKAWKA" music -s CONTENT -H -N -M -W -C "$WORK/czkawka-common.json" -d "$common")
    echo "time_s, Ogg/MP3/FLAC only ($(find "$common" -type f | wc -l) files)	doppel $dc_secs	czkawka $cc_secs	czkawka/doppel $(python3 -c "print(f'{$cc_secs/$dc_secs:.2f}')")"
else
    echo "czkawka_cli not installed (cargo install czkawka_cli --locked): the peer was skipped"
    echo "time_s	doppel $d_secs"
    echo "peak_kib	doppel $d_kib"
fi

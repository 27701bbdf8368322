#!/usr/bin/env bash
# Similar videos: recall and precision of same-clip pairs per kind of change, and time and
# peak memory, for `doppel scan --videos` and, when installed, `czkawka_cli video`.
#
# Clips are made from real pictures that Debian packages install (/usr/share/wallpapers,
# /usr/share/backgrounds, /usr/share/pixmaps, any /usr/share/**/*.jpg|png): each picture
# becomes a 12-second clip zooming slowly into it, and each clip gets one variant per kind
# of change: re-encoded at a low bitrate, half size, trimmed (2 s off the start, 1 s off
# the end), VP9 in WebM, and with a 3-second intro put before it (the SAME intro for every
# clip: a search that joins videos on a shared intro merges every clip's group, which the
# precision shows). Two files are the same clip when they come from the same picture.
#
# Usage: benches/similar_videos.sh [CLIPS]   (default 24; needs ffmpeg, /usr/bin/time, python3)
# Env:   WORK=/tmp/doppel-video-bench  DOPPEL=target/release/doppel  CZKAWKA=czkawka_cli
set -euo pipefail

CLIPS=${1:-24}
WORK=${WORK:-/tmp/doppel-video-bench}
DOPPEL=${DOPPEL:-target/release/doppel}
CZKAWKA=${CZKAWKA:-czkawka_cli}
SET="$WORK/videos"

command -v ffmpeg >/dev/null || { echo "ffmpeg is needed (sudo apt-get install ffmpeg)"; exit 1; }
[ -x "$DOPPEL" ] || { echo "build Doppel first: cargo build --release"; exit 1; }

make_set() {
    rm -rf "$SET" && mkdir -p "$SET"
    local ff=(ffmpeg -nostdin -hide_banner -loglevel error -y)
    # The shared intro: ffmpeg's test pattern, 3 s, at the clips' size.
    "${ff[@]}" -f lavfi -i testsrc2=size=480x360:rate=25:duration=3 -pix_fmt yuv420p \
        -c:v libx264 -preset veryfast "$WORK/intro.mp4"
    local n=0
    while IFS= read -r picture; do
        [ "$n" -ge "$CLIPS" ] && break
        local id
        id=$(printf 'clip%03d' "$n")
        # A slow zoom into the picture (transparency on black), 12 s at 25 fps.
        if ! "${ff[@]}" -loop 1 -i "$picture" -t 12 -vf \
            "scale=960:720:force_original_aspect_ratio=increase,crop=960:720,zoompan=z='1+0.002*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=300:s=480x360:fps=25,setsar=1,format=yuv420p" \
            -frames:v 300 -c:v libx264 -preset veryfast "$SET/$id.original.mp4"; then
            continue
        fi
        local o="$SET/$id.original.mp4"
        "${ff[@]}" -i "$o" -c:v libx264 -b:v 120k "$SET/$id.reencoded.mp4"
        "${ff[@]}" -i "$o" -vf scale=240:180 -c:v libx264 "$SET/$id.half.mp4"
        "${ff[@]}" -ss 2 -i "$o" -t 9 -c:v libx264 "$SET/$id.trimmed.mp4"
        "${ff[@]}" -i "$o" -c:v libvpx-vp9 -b:v 300k -deadline realtime -cpu-used 8 "$SET/$id.vp9.webm"
        "${ff[@]}" -i "$WORK/intro.mp4" -i "$o" -filter_complex '[0:v]setsar=1[i];[1:v]setsar=1[c];[i][c]concat=n=2:v=1[v]' \
            -map '[v]' -pix_fmt yuv420p -c:v libx264 -preset veryfast "$SET/$id.intro.mp4"
        n=$((n + 1))
    done < <(find /usr/share/wallpapers /usr/share/backgrounds /usr/share/pixmaps /usr/share \
        -type f \( -iname '*.jpg' -o -iname '*.jpeg' -o -iname '*.png' \) -size +8k 2>/dev/null |
        awk '!seen[$0]++' | sort)
    echo "made $n clips, $(find "$SET" -type f | wc -l) files, $(du -sh "$SET" | cut -f1)"
}

# measure CMD...: "seconds peak_kib" of one run.
source "$(dirname "$0")/measure.sh"

# Scores groups (JSON: a list of lists of paths) against the truth, per kind of change.
score() {
    python3 - "$1" "$2" <<'PY'
import json, sys, itertools, os
name, groups_file = sys.argv[1], sys.argv[2]
groups = json.load(open(groups_file))
clip = lambda p: os.path.basename(p).split('.')[0]
kind = lambda p: os.path.basename(p).split('.')[1]
found = set()
for g in groups:
    for a, b in itertools.combinations(sorted(set(g)), 2):
        found.add((a, b))
files = sorted(os.path.join(dp, f) for dp, _, fs in os.walk(os.environ['SET']) for f in fs)
kinds = ['reencoded', 'half', 'trimmed', 'vp9', 'intro']
rows = []
for k in kinds:
    # Recall: each variant of this kind grouped with its own original.
    truth = [(o, v) for o in files for v in files
             if kind(o) == 'original' and kind(v) == k and clip(o) == clip(v)]
    hit = sum(1 for o, v in truth if (min(o, v), max(o, v)) in found)
    # Precision: of the pairs found holding a variant of this kind, the same clip.
    mine = [(a, b) for a, b in found if k in (kind(a), kind(b))]
    right = sum(1 for a, b in mine if clip(a) == clip(b))
    rec = hit / len(truth) if truth else 0
    prec = right / len(mine) if mine else 1.0
    rows.append((k, rec, prec, len(truth), len(mine)))
allp = len(found); allr = sum(1 for a, b in found if clip(a) == clip(b))
for k, rec, prec, t, m in rows:
    print(f'{name}\t{k}\t{rec:.3f}\t{prec:.3f}\t{t}\t{m}')
print(f'{name}\tall pairs\t-\t{(allr / allp if allp else 1):.3f}\t-\t{allp}')
PY
}

mkdir -p "$WORK"
[ -d "$SET" ] && [ -n "$(ls -A "$SET" 2>/dev/null)" ] || make_set
export SET
echo "tool	change	recall	precision	true pairs	pairs found"

# Doppel: a cold scan (no cache), JSON out; its video groups as lists of paths.
read -r d_secs d_kib < <(measure "$DOPPEL" scan --videos --no-cache --format json -o "$WORK/doppel.json" "$SET")
python3 -c "
import json; r = json.load(open('$WORK/doppel.json'))
json.dump([[f['path'] for f in g['files']] for g in r['groups'] if g['kind'] == 'video'], open('$WORK/doppel-groups.json', 'w'))"
score doppel "$WORK/doppel-groups.json"

if command -v "$CZKAWKA" >/dev/null; then
    read -r c_secs c_kib < <(measure "$CZKAWKA" video -d "$SET" -C "$WORK/czkawka.json")
    python3 -c "
import json; r = json.load(open('$WORK/czkawka.json'))
groups = r if isinstance(r, list) else list(r.values())
json.dump([[e['path'] for e in g] for g in groups], open('$WORK/czkawka-groups.json', 'w'))"
    score czkawka "$WORK/czkawka-groups.json"
    echo "time_s	doppel $d_secs	czkawka $c_secs	ratio $(python3 -c "print(f'{$d_secs/$c_secs:.2f}')")"
    echo "peak_kib	doppel $d_kib	czkawka $c_kib	ratio $(python3 -c "print(f'{$d_kib/$c_kib:.2f}')")"
else
    echo "czkawka_cli not installed: the peer was skipped"
    echo "time_s	doppel $d_secs"
    echo "peak_kib	doppel $d_kib"
fi

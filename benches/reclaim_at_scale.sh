#!/usr/bin/env bash
# Reclaiming space at scale on btrfs: Doppel's hard-link and clone cleanups beside fclones
# (`link`, `dedupe`) and rmlint (its hardlink and clone scripts), on the same generated tree,
# with the space each freed (statvfs) and Doppel's undo.
#
# usage: benches/reclaim_at_scale.sh [--files N] [--seed S] [--methods LIST] [--keep-work]
#   --files N      files in the generated tree (default 200,000; the 1,000,000-file tree needs
#                  an image of about 20 GiB)
#   --seed S       make_tree.py seed (default 1)
#   --methods LIST comma-separated, from doppel-hardlink, doppel-clone, fclones-link,
#                  fclones-dedupe, rmlint-hardlink, rmlint-clone (default: all)
#   --keep-work    keep the work folder (image, outputs) for a look afterwards
#
# DOPPEL=path/to/doppel uses that binary; otherwise target/release/doppel is built.
# Needs root: the btrfs image (truncate + mkfs.btrfs, from btrfs-progs) is mounted in a
# private mount namespace (the script runs itself again under `unshare -m`). Peers:
# FCLONES=… or `fclones` on PATH (`cargo install fclones --locked`), `rmlint` on PATH
# (`apt-get install rmlint`); a missing peer's rows are left out, and said so.
#
# For each method, on a tree made afresh (so no method starts from blocks another shared):
#   1. find the duplicates (doppel scan --exact-only, fclones group, rmlint), timed;
#   2. act on every group, keeping the first copy, timed, and timed again until what it
#      changed is on the disk (a sync after it: Doppel syncs inside its act, the peers not);
#   3. measure the space freed on the file system (statvfs, after a btrfs sync) beside what
#      the duplicates' sizes say could be freed;
#   4. for Doppel: undo it (`doppel restore --last`, timed) and check the tree is as it was
#      (every path, its content and modified time); for the hard links, the space comes back
#      only once the trash is emptied, so the cleanup is run again and the trash emptied to
#      measure that.
# Prints a Markdown table, with each time as a ratio to the fastest peer doing the same.
set -uo pipefail
export LC_ALL=C

files=200000 seed=1 methods=doppel-hardlink,doppel-clone,fclones-link,fclones-dedupe,rmlint-hardlink,rmlint-clone keep_work=
args=("$@")
while [ $# -gt 0 ]; do
  case $1 in
    --files) files=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --methods) methods=$2; shift 2 ;;
    --keep-work) keep_work=1; shift ;;
    -h|--help) sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown argument: $1 (see --help)" >&2; exit 2 ;;
  esac
done

here=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${RECLAIM_BENCH_IN_NAMESPACE:-}" ]; then
  [ "$(id -u)" = 0 ] || { echo "needs root, to mount a btrfs image in a private mount namespace" >&2; exit 2; }
  command -v mkfs.btrfs >/dev/null || { echo "needs mkfs.btrfs (apt-get install btrfs-progs)" >&2; exit 2; }
  if [ -z "${DOPPEL:-}" ]; then
    (cd "$here" && cargo build --release --locked --quiet) || exit 1
    export DOPPEL=$here/target/release/doppel
  fi
  RECLAIM_BENCH_IN_NAMESPACE=1 exec unshare --mount --propagation private "$0" "${args[@]}"
fi

doppel=$DOPPEL
fclones=${FCLONES:-$(command -v fclones || true)}
rmlint=$(command -v rmlint || true)
make_tree=$here/benches/make_tree.py
log() { echo "[$(date +%T)] $*" >&2; }

work=$(mktemp -d "${TMPDIR:-/var/tmp}/reclaim-bench.XXXXXX")
mnt=$work/mnt
mkdir -p "$mnt"
# Room for the tree's data, its metadata and a second copy's worth of slack.
image_gib=$(( files * 16 / 1024 / 1024 + 3 ))
truncate -s "${image_gib}G" "$work/btrfs.img"
mkfs.btrfs -q "$work/btrfs.img" >/dev/null || exit 1
mount -o loop "$work/btrfs.img" "$mnt" || exit 1
finish() {
  umount "$mnt" 2>/dev/null
  if [ -n "$keep_work" ]; then log "work folder kept: $work"; else rm -rf "$work"; fi
}
trap finish EXIT
tree=$mnt/tree
# rmlint leaves files in the folder it runs in.
cd "$work" || exit 1
# The trash and the journal on the image: a hard link's original goes to a trash on its own
# file system.
export XDG_DATA_HOME=$mnt/data XDG_CACHE_HOME=$mnt/cache

# run NAME command... : stdout/stderr to $work/NAME.out/.err; sets rc and secs.
run() {
  local name=$1 start end; shift
  start=$(date +%s.%N)
  "$@" >"$work/$name.out" 2>"$work/$name.err"; rc=$?
  end=$(date +%s.%N)
  secs=$(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.2f", b - a}')
  [ $rc -eq 0 ] || log "  $name exited $rc: $(tail -2 "$work/$name.err")"
}

settle() { sync; btrfs filesystem sync "$mnt" >/dev/null 2>&1 || true; }
# Sets on_disk: the act's time plus that of writing what it changed to the disk. Doppel
# syncs the file system inside its act (to measure the space it freed); the peers leave
# their changes to the kernel's next commit. Timed to the disk, every method does the same.
durable() {
  local start end
  start=$(date +%s.%N)
  settle
  end=$(date +%s.%N)
  on_disk=$(awk -v a="$start" -v b="$end" -v act="$act" 'BEGIN {printf "%.2f", act + b - a}')
}
free_bytes() { settle; stat -f -c '%f %S' "$mnt" | awk '{printf "%.0f\n", $1 * $2}'; }
mib() { awk -v b="$1" 'BEGIN {printf "%.0f", b / 1048576}'; }

expected=
fresh_tree() {
  rm -rf "$tree" "$mnt/data" "$mnt/cache" "$work"/*.groups "$work"/rmlint.*
  mkdir -p "$XDG_DATA_HOME" "$XDG_CACHE_HOME"
  python3 "$make_tree" "$tree" --files "$files" --seed "$seed" >/dev/null || exit 1
  if [ -z "$expected" ]; then
    # What keeping one copy of each group could free, the same for every method's tree.
    "$doppel" scan "$tree" --exact-only --format json -o "$work/expected.json" 2>/dev/null
    expected=$(reclaimable "$work/expected.json")
    rm -rf "$XDG_CACHE_HOME"/*
  fi
  settle
}

snapshot() { # name: path, size, mtime and content hash of every file
  (cd "$tree" && find . -type f -printf '%P\t%s\t%T@\n' | sort) >"$work/$1.stat"
  python3 "$make_tree" "$tree" --manifest "$work/$1.manifest" --manifest-only >/dev/null || exit 1
}

same_as_before() { # name: yes when paths, sizes, mtimes and contents are as before
  snapshot "$1"
  if cmp -s "$work/before.stat" "$work/$1.stat" && cmp -s "$work/before.manifest" "$work/$1.manifest"; then
    echo yes
  else
    echo no
  fi
}

# Bytes a cleanup keeping one copy of each group could free, from Doppel's report.
reclaimable() {
  python3 - "$1" <<'EOF'
import json, sys
report = json.load(open(sys.argv[1]))
print(sum(g.get("size", 0) * (len(g.get("files", [])) - 1)
          for g in report.get("groups", []) if g.get("kind", "exact") == "exact"))
EOF
}

rows=()
row() { rows+=("$*"); }
find_secs=() act_secs=()

for method in ${methods//,/ }; do
  case $method in
    doppel-hardlink|doppel-clone)
      kind=${method#doppel-}
      if ! "$doppel" clean --help 2>/dev/null | grep -q -- "--as .*$kind"; then
        log "$method: this doppel has no --as $kind; left out"; continue
      fi
      log "$method: making the tree ($files files)"
      fresh_tree; snapshot before
      run "$method.scan" "$doppel" scan "$tree" --exact-only --format json -o "$work/report.json"
      find=$secs
      before=$(free_bytes)
      run "$method.clean" "$doppel" clean "$work/report.json" --keep first --as "$kind"
      act=$secs act_rc=$rc
      durable
      freed=$(( $(free_bytes) - before ))
      run "$method.restore" "$doppel" restore --last
      undo=$secs undo_rc=$rc
      whole=$(same_as_before "$method.restored")
      note="undo ${undo} s (exit $undo_rc), tree as before: $whole"
      if [ "$kind" = hardlink ]; then
        # The originals wait in the trash: the space comes back once it is emptied.
        run "$method.clean2" "$doppel" clean "$work/report.json" --keep first --as "$kind"
        rm -rf "$XDG_DATA_HOME/Trash"
        freed_emptied=$(( $(free_bytes) - before ))
        note="$note; freed once the trash is emptied: $(mib "$freed_emptied") MiB"
      fi
      # Doppel's journals stay on the image: space not freed, said beside what was.
      journals=$(du -sb "$XDG_DATA_HOME/doppel" 2>/dev/null | cut -f1)
      note="$note; Doppel's journals: $(mib "${journals:-0}") MiB"
      row "$method|$find|$act (exit $act_rc)|$on_disk|$(mib "$freed")|$(mib "$expected")|$note"
      ;;
    fclones-link|fclones-dedupe)
      [ -n "$fclones" ] || { log "$method: no fclones; left out"; continue; }
      log "$method: making the tree ($files files)"
      fresh_tree
      run "$method.group" "$fclones" group "$tree" -o "$work/fclones.groups"
      find=$secs
      before=$(free_bytes)
      run "$method.act" sh -c "'$fclones' ${method#fclones-} < '$work/fclones.groups'"
      act=$secs act_rc=$rc
      durable
      freed=$(( $(free_bytes) - before ))
      row "$method|$find|$act (exit $act_rc)|$on_disk|$(mib "$freed")|$(mib "$expected")|no undo"
      ;;
    rmlint-hardlink|rmlint-clone)
      [ -n "$rmlint" ] || { log "$method: no rmlint; left out"; continue; }
      log "$method: making the tree ($files files)"
      fresh_tree
      # rmlint finds the groups and writes a script that acts on them.
      run "$method.find" "$rmlint" "$tree" -T df -o "sh:$work/rmlint.sh" -o "json:$work/rmlint.json" \
        -c "sh:handler=${method#rmlint-}"
      find=$secs
      before=$(free_bytes)
      run "$method.act" sh "$work/rmlint.sh" -d -q
      act=$secs act_rc=$rc
      durable
      freed=$(( $(free_bytes) - before ))
      row "$method|$find|$act (exit $act_rc)|$on_disk|$(mib "$freed")|$(mib "$expected")|no undo"
      ;;
    *) echo "unknown method: $method" >&2; exit 2 ;;
  esac
done

# The fastest peer's time for each kind of action, for the ratios: field 3 is the act,
# field 4 the act until on the disk.
fastest() { # hardlink|clone field
  local best= line
  for line in "${rows[@]}"; do
    case ${line%%|*} in
      fclones-link|rmlint-hardlink) [ "$1" = hardlink ] || continue ;;
      fclones-dedupe|rmlint-clone) [ "$1" = clone ] || continue ;;
      *) continue ;;
    esac
    local t; t=$(echo "$line" | cut -d'|' -f"$2" | cut -d' ' -f1)
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN {exit !(a < b)}'; then best=$t; fi
  done
  echo "$best"
}
ratio() { # time best
  [ -n "$2" ] && awk -v a="$1" -v b="$2" 'BEGIN {if (b > 0) printf "%.2f×", a / b}'
}

echo
echo "Reclaiming space on btrfs: $files files (make_tree.py seed $seed), $(nproc) cores."
echo "Peers: ${fclones:+$("$fclones" --version 2>/dev/null | head -1)}${rmlint:+, $("$rmlint" --version 2>&1 | head -1)}."
echo "'act' ends when the command exits; 'on disk' adds a sync of the file system after it"
echo "(Doppel syncs inside its act, to measure what it freed; the peers do not)."
echo
echo "| method | find (s) | act (s) | on disk (s) | on disk / fastest peer | act / fastest peer | freed (MiB, statvfs) | could free (MiB) | undo |"
echo "|---|---|---|---|---|---|---|---|---|"
for line in "${rows[@]}"; do
  IFS='|' read -r method find act on_disk freed expected note <<<"$line"
  case $method in
    *hardlink*|*link) kind=hardlink ;;
    *) kind=clone ;;
  esac
  by_disk=$(ratio "$on_disk" "$(fastest $kind 4)")
  by_act=$(ratio "${act%% *}" "$(fastest $kind 3)")
  echo "| $method | $find | $act | $on_disk | $by_disk | $by_act | $freed | $expected | $note |"
done

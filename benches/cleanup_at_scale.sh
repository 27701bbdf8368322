#!/usr/bin/env bash
# Cleanup and undo at scale, and whether a cleanup killed at any moment can still be undone.
#
# usage: benches/cleanup_at_scale.sh [--files N] [--seed S] [--kills K] [--tree DIR] [--keep-work]
#   --files N    files in the generated tree (default 1,000,000; 20,000 runs in under a minute)
#   --seed S     make_tree.py seed, also seeds the kill delays (default 1)
#   --kills K    kill runs (default 5)
#   --tree DIR   use (or, when missing, make and keep) the tree at DIR instead of a temporary
#                one; it is changed while the script runs and put back at the end
#   --keep-work  keep the work folder (report, outputs, trash, journal) for a look afterwards
#
# DOPPEL=path/to/doppel uses that binary; otherwise target/release/doppel is built.
# Needs python3 (benches/make_tree.py); GNU time (apt-get install time) for peak memory.
#
# What it does, with XDG_DATA_HOME (so the trash and the cleanup journal) and XDG_CACHE_HOME
# in a work folder on the tree's file system:
#   1. makes the tree (benches/make_tree.py), takes its manifest (sha1 of every file) and the
#      size, modified time, inode and link count of every file;
#   2. `doppel scan TREE --exact-only --format json -o REPORT`;
#   3. the peer, in the same run: `fclones group TREE`, then times `fclones move` of its
#      redundant copies to a folder beside the tree (fclones keeps no record, so it has no
#      undo: the script puts the files back by renaming them, timed too) and checks the
#      tree is whole again. FCLONES=path/to/fclones, else `fclones` on PATH (`cargo install
#      fclones --locked`); without it the peer's rows are left out, and said so;
#   4. times `doppel clean REPORT --keep first` and counts what went to the trash;
#   5. times `doppel restore --last` (repeated until nothing is left to restore);
#   6. checks the tree is as it was: same paths and contents, same modified times (and the
#      same inodes and link counts: files are moved, never copied);
#   7. K times: starts the same cleanup, SIGKILLs it after a random delay (run i in the i-th
#      K-th of the first cleanup's duration), restores every cleanup the journal holds
#      (`restore --last` until there is none) and checks the tree again. A run passes when
#      the tree is whole again and the trash empty. Files that doppel could not bring back
#      are put back by this script from the trash's .trashinfo files, so the next run starts
#      from a whole tree, and are counted. Empty placeholder files a kill leaves in the trash
#      (the trash makes one just before moving a file in) are counted, then dropped.
# Prints Markdown tables of the figures, with Doppel's times as ratios to fclones move's.
set -uo pipefail
export LC_ALL=C

files=1000000 seed=1 kills=5 tree= keep_work=
while [ $# -gt 0 ]; do
  case $1 in
    --files) files=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --kills) kills=$2; shift 2 ;;
    --tree) tree=$2; shift 2 ;;
    --keep-work) keep_work=1; shift ;;
    -h|--help) sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown argument: $1 (see --help)" >&2; exit 2 ;;
  esac
done

here=$(cd "$(dirname "$0")/.." && pwd)
make_tree=$here/benches/make_tree.py
if [ -z "${DOPPEL:-}" ]; then
  DOPPEL=$here/target/release/doppel
  (cd "$here" && cargo build --release --locked --quiet) || exit 1
fi
doppel=$DOPPEL
[ -x "$doppel" ] || { echo "no doppel binary at $doppel" >&2; exit 2; }
has_gnu_time=; [ -x /usr/bin/time ] && has_gnu_time=1
has_list=; "$doppel" restore --help 2>/dev/null | grep -q -- '--list' && has_list=1

own_tree=
if [ -z "$tree" ]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/cleanup-bench.XXXXXX")
  tree=$work/tree
  own_tree=1
else
  tree=$(realpath -m "$tree")
  mkdir -p "$(dirname "$tree")"
  work=$(mktemp -d "$(dirname "$tree")/cleanup-bench.XXXXXX")
fi
export XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache
mkdir -p "$XDG_DATA_HOME" "$XDG_CACHE_HOME"
trash=$XDG_DATA_HOME/Trash
journal_dir=$XDG_DATA_HOME/doppel
log() { echo "[$(date +%T)] $*" >&2; }

# Puts back, from the trash's .trashinfo files, whatever is still in the trash; prints how
# many files it moved back. Empty items are dropped, not put back: they are placeholders the
# trash makes just before moving a file in (a kill at that moment leaves one behind), and
# doppel never trashes empty files. Used after a run doppel could not fully undo, and on exit.
rescue() {
  [ -d "$trash/info" ] || { echo 0; return; }
  python3 - "$trash" <<'EOF'
import os, sys, urllib.parse
trash = sys.argv[1]
back = 0
for info in sorted(os.listdir(f"{trash}/info")):
    if not info.endswith(".trashinfo"):
        continue
    path = None
    with open(f"{trash}/info/{info}", "rb") as f:
        for line in f:
            if line.startswith(b"Path="):
                path = urllib.parse.unquote_to_bytes(line[5:].strip())
    item = os.fsencode(f"{trash}/files/{info[:-len('.trashinfo')]}")
    if os.path.isfile(item) and not os.path.islink(item) and os.path.getsize(item) == 0:
        os.unlink(item)
    elif path and os.path.lexists(item) and not os.path.lexists(path):
        os.rename(item, path)
        back += 1
    if not os.path.lexists(item):
        os.unlink(f"{trash}/info/{info}")
print(back)
EOF
}

finish() {
  if [ -z "$own_tree" ] && [ -d "$trash/files" ] && [ "$(trash_count)" -gt 0 ]; then
    log "putting back $(rescue) files still in the trash into $tree"
  fi
  if [ -n "$keep_work" ] || { [ -z "$own_tree" ] && [ "$(trash_count)" -gt 0 ]; }; then
    log "work folder kept: $work"
  else
    rm -rf "$work"
  fi
}
trap finish EXIT

trash_count() { # items in the trash, but empty files (see rescue)
  if [ -d "$trash/files" ]; then find "$trash/files" -mindepth 1 -maxdepth 1 ! -empty | wc -l; else echo 0; fi
}
empty_count() { # empty files in the trash: placeholders left by a kill
  if [ -d "$trash/files" ]; then find "$trash/files" -mindepth 1 -maxdepth 1 -type f -empty | wc -l; else echo 0; fi
}

# run NAME command... : runs it with stdout/stderr to $work/NAME.out/.err; sets rc, secs
# and peak_mib (empty without GNU time).
run() {
  local name=$1 start end; shift
  start=$(date +%s.%N)
  if [ -n "$has_gnu_time" ]; then
    /usr/bin/time -v -o "$work/$name.time" "$@" >"$work/$name.out" 2>"$work/$name.err"; rc=$?
    peak_mib=$(awk -F': ' '/Maximum resident set size/ {printf "%d", $2 / 1024}' "$work/$name.time")
  else
    "$@" >"$work/$name.out" 2>"$work/$name.err"; rc=$?
    peak_mib=
  fi
  end=$(date +%s.%N)
  secs=$(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.2f", b - a}')
}

# Restores every cleanup the journal holds: `restore --last` until it says there is nothing
# left (status 2) or brings nothing back. Sets restore_secs/restore_mib (the first call),
# restore_rounds, restored (items that left the trash) and restore_rc (worst status but 2).
restore_all() { # label
  local label=$1 before round=0
  before=$(trash_count)
  restore_rc=0 restore_rounds=0 restore_secs= restore_mib=
  while [ $round -lt 100 ]; do
    local left; left=$(trash_count)
    run "$label.restore$round" "$doppel" restore --last
    [ -z "$restore_secs" ] && { restore_secs=$secs; restore_mib=$peak_mib; }
    round=$((round + 1))
    [ $rc -eq 2 ] && break
    restore_rounds=$round
    [ $rc -gt $restore_rc ] && restore_rc=$rc
    [ "$(trash_count)" -eq "$left" ] && break
  done
  restored=$((before - $(trash_count)))
  if [ -n "$has_list" ]; then
    "$doppel" restore --list >"$work/$label.list" 2>&1 || true
  fi
}

snapshot() { # name: manifest (content) and stat list (size, mtime, inode, links) of the tree
  python3 "$make_tree" "$tree" --manifest "$work/$1.manifest" --manifest-only >/dev/null || exit 1
  (cd "$tree" && find . -type f -printf '%P\t%s\t%T@\t%i\t%n\n') | LC_ALL=C sort >"$work/$1.stat"
}

# Compares snapshot NAME with "before"; sets same_content, same_mtime, same_inode (yes/no)
# and prints what differs.
compare() { # name
  local name=$1
  snapshot "$name"
  same_content=yes same_mtime=yes same_inode=yes
  if ! cmp -s "$work/before.manifest" "$work/$name.manifest"; then
    same_content=no
    log "  $name: content differs: $(python3 - "$work/before.manifest" "$work/$name.manifest" <<'EOF'
import sys
a, b = ({l[42:-1]: l[:40] for l in open(p, encoding="utf-8", errors="surrogateescape")} for p in sys.argv[1:3])
print(f"{len(a.keys() - b.keys())} paths missing, {len(b.keys() - a.keys())} new, "
      f"{sum(1 for k in a.keys() & b.keys() if a[k] != b[k])} with other content")
EOF
)"
  fi
  if ! cmp -s <(cut -f1-3 "$work/before.stat") <(cut -f1-3 "$work/$name.stat"); then
    same_mtime=no
    log "  $name: $(comm -3 <(cut -f1-3 "$work/before.stat") <(cut -f1-3 "$work/$name.stat") | wc -l) path/size/mtime lines differ"
  fi
  if ! cmp -s "$work/before.stat" "$work/$name.stat"; then
    same_inode=no
  fi
}

[ "$(stat -c %d "$(dirname "$tree")")" = "$(stat -c %d "$work")" ] \
  || { echo "the work folder $work is not on the tree's file system" >&2; exit 2; }

log "doppel: $doppel ($("$doppel" --version 2>/dev/null)); restore --list: ${has_list:-not supported}"
make_secs=
if [ ! -d "$tree" ]; then
  log "making $files files in $tree"
  start=$(date +%s.%N)
  python3 "$make_tree" "$tree" --files "$files" --seed "$seed" --manifest "$work/before.manifest" >&2 || exit 1
  make_secs=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN {printf "%.0f", b - a}')
  (cd "$tree" && find . -type f -printf '%P\t%s\t%T@\t%i\t%n\n') | LC_ALL=C sort >"$work/before.stat"
else
  log "using the tree in $tree; taking its manifest"
  snapshot before
fi
n_files=$(wc -l <"$work/before.manifest")
log "$n_files files, $(du -sh "$tree" | cut -f1)"

log "scanning"
run scan "$doppel" scan "$tree" --exact-only --quiet --no-cache --format json -o "$work/report.json"
[ $rc -eq 0 ] || { echo "scan failed ($rc):" >&2; cat "$work/scan.err" >&2; exit 1; }
scan_secs=$secs scan_mib=$peak_mib
read -r groups planned < <(python3 -c '
import json, sys
groups = [g for g in json.load(open(sys.argv[1]))["groups"] if g["kind"] == "exact"]
print(len(groups), sum(len(g["files"]) - 1 for g in groups))' "$work/report.json")
log "scan: ${scan_secs} s, $groups exact groups, $planned files beyond the first of each"

fclones=${FCLONES:-$(command -v fclones || true)}
fc_move_secs= fc_move_mib= fc_moved= fc_back_secs= fc_ok=
if [ -n "$fclones" ]; then
  log "peer: $("$fclones" --version 2>/dev/null): grouping"
  run fc_group "$fclones" group "$tree" --hidden --no-ignore -o "$work/fclones.groups"
  [ $rc -eq 0 ] || { echo "fclones group failed ($rc):" >&2; tail "$work/fc_group.err" >&2; exit 1; }
  log "fclones group: ${secs} s; moving"
  moved_to=$work/fclones-moved
  run fc_move "$fclones" move "$moved_to" <"$work/fclones.groups"
  fc_move_secs=$secs fc_move_mib=$peak_mib
  [ $rc -eq 0 ] || { echo "fclones move failed ($rc):" >&2; tail "$work/fc_move.err" >&2; }
  fc_moved=$(find "$moved_to" -type f | wc -l)
  log "fclones move: ${fc_move_secs} s, $fc_moved files; putting them back"
  start=$(date +%s.%N)
  # fclones move keeps each file's absolute path under the target folder.
  python3 -c '
import os, sys
top = sys.argv[1]
for folder, _, names in os.walk(top):
    for name in names:
        moved = os.path.join(folder, name)
        os.rename(moved, "/" + os.path.relpath(moved, top))
' "$moved_to"
  fc_back_secs=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN {printf "%.2f", b - a}')
  compare after_fclones
  fc_ok=$same_content/$same_mtime/$same_inode
  rm -rf "$moved_to"
  [ "$same_content" = yes ] || { echo "the tree is not whole after fclones move and back; stopping" >&2; exit 1; }
else
  log "fclones not found: no peer figures (cargo install fclones --locked, or FCLONES=path)"
fi

log "cleaning (--keep first)"
run clean "$doppel" clean "$work/report.json" --keep first
clean_rc=$rc clean_secs=$secs clean_mib=$peak_mib
moved=$(trash_count)
said_moved=$(grep -c '^Moved to the trash: ' "$work/clean.out")
refused=$(awk '/^Left in place: / {print $4}' "$work/clean.out"); refused=${refused:-0}
log "clean: status $clean_rc, ${clean_secs} s, $moved items in the trash (output lists $said_moved moved, $refused left in place)"
[ $clean_rc -le 1 ] || { echo "clean failed ($clean_rc):" >&2; head "$work/clean.err" >&2; exit 1; }
[ "$moved" -gt 0 ] || { echo "clean moved nothing:" >&2; head "$work/clean.out" "$work/clean.err" >&2; exit 1; }

log "restoring"
restore_all first
first_restore_secs=$restore_secs first_restore_mib=$restore_mib
log "restore: status $restore_rc, first call ${restore_secs} s, $restored items back, $(trash_count) left in the trash, $restore_rounds call(s)"
compare after_restore
first_ok=$same_content/$same_mtime/$same_inode
log "after restore: content $same_content, mtimes $same_mtime, inodes $same_inode"
if [ "$(trash_count)" -gt 0 ] || [ "$same_content" != yes ]; then
  log "putting back $(rescue) files by hand before the kill runs"
  mkdir -p "$journal_dir"; [ -f "$journal_dir/journal.jsonl" ] && mv "$journal_dir/journal.jsonl" "$journal_dir/journal.jsonl.first"
  compare after_rescue
  [ "$same_content" = yes ] || { echo "the tree could not be put back; stopping" >&2; exit 1; }
fi

passed=0 finished_early=0 stranded_total=0
kill_rows=()
for i in $(seq "$kills"); do
  delay=$(awk -v s="$seed" -v i="$i" -v k="$kills" -v t="$clean_secs" \
    'BEGIN {srand(s * 1000 + i); printf "%.3f", t * (i - 1 + rand()) / k}')
  "$doppel" clean "$work/report.json" --keep first >"$work/kill$i.clean.out" 2>&1 &
  pid=$!
  sleep "$delay"
  if kill -KILL "$pid" 2>/dev/null; then how=killed; else how=finished; fi
  wait "$pid" 2>/dev/null
  in_trash=$(trash_count)
  [ "$how" = finished ] && finished_early=$((finished_early + 1))
  restore_all "kill$i"
  left=$(trash_count) empties=$(empty_count)
  compare "kill$i"
  stranded=0
  if [ "$left" -gt 0 ] || [ "$empties" -gt 0 ] || [ "$same_content" != yes ]; then
    stranded=$(rescue)
    stranded_total=$((stranded_total + stranded))
    mkdir -p "$journal_dir"; [ -f "$journal_dir/journal.jsonl" ] && mv "$journal_dir/journal.jsonl" "$journal_dir/journal.jsonl.kill$i"
  fi
  ok=no
  [ "$left" -eq 0 ] && [ "$same_content" = yes ] && [ "$same_mtime" = yes ] && { ok=yes; passed=$((passed + 1)); }
  kill_rows+=("| $i | $delay | $how | $in_trash | $restored | $left | $empties | $stranded | $same_content | $same_mtime | $ok |")
  log "kill run $i: $how after ${delay} s with $in_trash in the trash; restored $restored, $left left in the trash ($empties empty placeholders), put back by hand $stranded; content $same_content, mtimes $same_mtime -> $ok"
  if [ "$stranded" -gt 0 ] || [ "$same_content" != yes ]; then
    compare "kill$i.rescued"
    [ "$same_content" = yes ] || { echo "the tree could not be put back after kill run $i; stopping" >&2; break; }
  fi
done

echo
echo "| files | exact groups | scan s | scan MiB | duplicates moved | refused | clean s | clean MiB | restore s | restore MiB | identical after restore (content/mtime/inode) | kill runs passed |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
echo "| $n_files | $groups | $scan_secs | ${scan_mib:-?} | $moved of $planned | $refused | $clean_secs | ${clean_mib:-?} | $first_restore_secs | ${first_restore_mib:-?} | $first_ok | $passed of $kills |"
echo
echo "| kill run | SIGKILL after s | clean | in trash | restored by doppel | left in trash | empty placeholders left | put back by hand | content | mtimes | passed |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${kill_rows[@]}"
echo
if [ -n "$fc_move_secs" ]; then
  ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }
  echo "| step | seconds | peak MiB | × fclones move |"
  echo "|---|---|---|---|"
  echo "| fclones move ($fc_moved files to a folder; no record, no undo) | $fc_move_secs | ${fc_move_mib:-?} | 1.00 |"
  echo "| putting them back by rename (a script; fclones has no undo) | $fc_back_secs | | $(ratio "$fc_back_secs" "$fc_move_secs") |"
  echo "| doppel clean --keep first ($moved items to the trash, journaled) | $clean_secs | ${clean_mib:-?} | $(ratio "$clean_secs" "$fc_move_secs") |"
  echo "| doppel restore --last | $first_restore_secs | ${first_restore_mib:-?} | $(ratio "$first_restore_secs" "$fc_move_secs") |"
  echo
  echo "Tree after fclones move and back (content/mtime/inode): $fc_ok"
else
  echo "fclones was not found, so there are no peer figures."
fi
[ -n "$make_secs" ] && echo && echo "make_tree.py: $make_secs s for $n_files files"
[ "$finished_early" -gt 0 ] && echo "($finished_early kill run(s) finished before the SIGKILL)"
[ "$stranded_total" -gt 0 ] && echo "$stranded_total files over all kill runs were not brought back by doppel restore"
[ "$passed" -eq "$kills" ] && [ "$first_ok" = yes/yes/yes ]

# Sourced by the benchmark scripts that time a peer beside Doppel (similar_videos.sh,
# music_vs_czkawka.sh, music_library_vs_czkawka.sh); not run on its own.
#
# measure CMD...: runs CMD under GNU time (`/usr/bin/time -v`, its log in $WORK/time.log),
# its output thrown away and its failure ignored, and prints "seconds peak_kib".
measure() {
    local log="$WORK/time.log"
    /usr/bin/time -v "$@" 2>"$log" >/dev/null || true
    local wall peak
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$log")
    peak=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$log")
    python3 -c "
w='$wall'.split(':'); s=sum(float(x)*60**i for i,x in enumerate(reversed(w)))
print(f'{s:.1f} $peak')"
}

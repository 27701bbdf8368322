#!/usr/bin/env bash
# Shows that the simulation would have found each finding its guards fix: for every guard of
# the promise (`failpoint::guarded` in the engine), the simulation runs with that guard
# turned off (DOPPEL_GUARDS_OFF, honoured only by the test build) until a world breaks the
# promise or the time is up. Every guard should be found; a row "not found" is a gap in
# what the worlds generate.
#
#   benches/simulation_guards.sh [SECONDS_EACH] [SEED]
#
# SECONDS_EACH defaults to 300; SEED to the simulation's fixed one; GUARDS="a b" runs only
# those; SIM=volumes runs the worlds on volumes (btrfs, tmpfs, volume swaps; as root, in a
# private mount namespace) rather than the plain ones. Prints, for each guard,
# the world that first broke the promise and what broke, and exits 1 if any guard was not
# found.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"
seed="${2:-218734101}"
guards=(
    kept-link-gone
    companion-only-copy
    companion-coverage
    companion-in-a-group
    link-attributes
    kept-in-reference
    ignore-list-named
    kept-has-unseen-names
    folder-as-scanned
    missing-entry-pending
    fuller-kept
    playlist-refused
)
if [ -n "${GUARDS:-}" ]; then
    read -r -a guards <<<"$GUARDS"
fi
test=simulation::generated_worlds_keep_the_promise
seconds_variable=DOPPEL_SIM_SECONDS
if [ "${SIM:-}" = volumes ]; then
    test=simulation::generated_worlds_on_volumes_keep_the_promise
    seconds_variable=DOPPEL_SIM_VOLUME_SECONDS
fi
cargo test --locked --test it --no-run 2>/dev/null
missed=0
printf '%-24s %-12s %s\n' guard found 'what broke (shrunk)'
for guard in "${guards[@]}"; do
    log="$(mktemp)"
    env DOPPEL_GUARDS_OFF="$guard" "$seconds_variable=$seconds" DOPPEL_SIM_SEED="$seed" \
        cargo test --locked --test it -- "$test" --exact --include-ignored --nocapture >"$log" 2>&1 || true
    first="$(grep -o 'world [0-9]* was the first' "$log" | grep -o '[0-9]*' || true)"
    if [ -n "$first" ]; then
        # The last message is the shrunk world's.
        what="$(grep -oE 'after the [^:]+: (P[1-4]: .*)?' "$log" | tail -1 || true)"
        printf '%-24s %-12s %s\n' "$guard" "world $first" "${what:0:140}"
    else
        lived="$(grep -o '[0-9]* worlds lived through' "$log" | head -1)"
        printf '%-24s %-12s %s\n' "$guard" "not found" "$lived"
        missed=$((missed + 1))
    fi
    rm -f "$log"
done
exit $((missed > 0))

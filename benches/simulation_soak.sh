#!/usr/bin/env bash
# The simulation's long soak: generated worlds lived through by the real binary, with the
# promise (P1-P4, docs/src/cleanup.md) checked after every cleanup and undo, for as long as
# asked. CI lives through a minute of the same worlds (tests/it/simulation/).
#
#   benches/simulation_soak.sh [SECONDS] [SEED]
#
# SECONDS defaults to 1800; SEED to a fresh one (printed, so a finding can be replayed with
# DOPPEL_SIM_SEED). DOPPEL_SIM_WITHOUT=companions,references,aliases,folders,kills leaves an
# ingredient out, to look past a known finding. Prints how many worlds were lived through,
# and the smallest failing world if one broke the promise. SIM=volumes soaks the worlds on
# volumes instead (btrfs, tmpfs, clones, volume swaps; as root, in a private mount namespace).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-1800}"
seed="${2:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}"
echo "soak: $seconds s, seed $seed"
test=simulation::generated_worlds_keep_the_promise
seconds_variable=DOPPEL_SIM_SECONDS
if [ "${SIM:-}" = volumes ]; then
    test=simulation::generated_worlds_on_volumes_keep_the_promise
    seconds_variable=DOPPEL_SIM_VOLUME_SECONDS
fi
env "$seconds_variable=$seconds" DOPPEL_SIM_SEED="$seed" \
    cargo test --locked --test it -- "$test" --exact --include-ignored --nocapture

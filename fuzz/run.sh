#!/usr/bin/env bash
# Runs every fuzz target (or the ones named) for SECONDS each, two at a time, starting from
# the committed test fixtures and seeds. Needs the nightly toolchain and cargo-fuzz
# (`cargo install cargo-fuzz`). Crashes land in fuzz/artifacts/TARGET/.
#
#   fuzz/run.sh [SECONDS] [TARGET...]      default: 600 seconds, every target
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-600}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    mapfile -t targets < <(cargo +nightly fuzz list)
fi
fixtures=../tests/fixtures/extract

# Which committed files start each target's corpus.
seeds_for() {
    case "$1" in
        plain_text) echo "$fixtures/sample.txt $fixtures/README.md" ;;
        html) echo "$fixtures/sample.html" ;;
        xml) echo "$fixtures/hyphenated.fodt" ;;
        markdown) echo "$fixtures/README.md ../README.md" ;;
        pdf) echo "$fixtures/sample.pdf $fixtures/hyphenated.pdf" ;;
        rtf) echo "$fixtures/sample.rtf" ;;
        docx) echo "$fixtures/sample.docx" ;;
        odt) echo "$fixtures/sample.odt $fixtures/hyphenated.fodt" ;;
        epub) echo "$fixtures/sample.epub" ;;
        report_json) echo "seeds/report_json/report.json" ;;
    esac
}

cargo +nightly fuzz build -O
mkdir -p logs
run_one() {
    local target="$1"
    mkdir -p "corpus/$target"
    local seed
    for seed in $(seeds_for "$target"); do
        # Two seeds may share a name (README.md), so each keeps its folder in its name.
        cp "$seed" "corpus/$target/seed-$(echo "$seed" | tr '/.' '__')"
    done
    cargo +nightly fuzz run -O "$target" "corpus/$target" -- \
        -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
        > "logs/$target.log" 2>&1 && echo "$target: no crash" || echo "$target: CRASH, see fuzz/logs/$target.log"
}
running=0
for target in "${targets[@]}"; do
    run_one "$target" &
    running=$((running + 1))
    if [ "$running" -ge 2 ]; then
        wait -n || true
        running=$((running - 1))
    fi
done
wait

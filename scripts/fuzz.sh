#!/bin/bash
# make fuzz: coverage-guided fuzzing (libFuzzer, with AddressSanitizer) of the
# core's entry points that take arbitrary input. See RELIABILITY.md.
#
#   FUZZ_SECONDS=60                    how long each target runs
#   FUZZ_TARGETS="changeset diff ..."  which targets (default: all four)
#
# The fuzzer is built with swiftc, not SwiftPM, so normal builds never see it:
# the core's sources as one module, then the test support and the targets
# (Tests/PlaceholderCoreTests/Support and Fuzz, shared with the regression
# tests) with libFuzzer's entry point (Tests/Fuzz/FuzzMain.swift).
#
# Each target starts from its committed seed corpus (Tests/Fuzz/TARGET/corpus);
# what it learns goes to .build/fuzz/TARGET/corpus. A failing input is written
# to Tests/Fuzz/TARGET/crashes/, where FuzzRegressionTests replays it in every
# `make test`: commit it with the fix.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFTC=${SWIFTC:-swiftc}
seconds=${FUZZ_SECONDS:-60}
targets=${FUZZ_TARGETS:-changeset diff reader pagestate}
out=.build/fuzz
mkdir -p "$out"

# -O for speed, but with the checks of a debug build (assert, preconditions).
flags=(-O -assert-config Debug -sanitize=fuzzer,address -swift-version 6 -package-name placeholders
  -parse-as-library -I Sources/CGettext)
harness=(Tests/PlaceholderCoreTests/Support/*.swift Tests/PlaceholderCoreTests/Fuzz/*.swift Tests/Fuzz/FuzzMain.swift)
# The core's sources at any depth: its folders have folders of their own
# (Loading/PageState/), and Errors.swift sits at its top.
mapfile -t core < <(find Sources/PlaceholderCore -name '*.swift' | sort)
binary=$out/fuzz-core
# The linker warns about ASan's local symbols on every link; nothing to act on.
quiet_link() { grep -v "Cannot export local symbol '__asan" || true; }

if [ ! -x "$binary" ] || [ -n "$(find Sources/PlaceholderCore "${harness[@]}" -newer "$binary" -name '*.swift' | sed -n 1p)" ]; then
  echo "fuzz: building the core and the fuzz targets with -sanitize=fuzzer,address"
  "$SWIFTC" "${flags[@]}" -module-name PlaceholderCore -wmo -emit-module \
    -emit-module-path "$out/PlaceholderCore.swiftmodule" -c "${core[@]}" \
    -o "$out/PlaceholderCore.o" 2>&1 | quiet_link
  "$SWIFTC" "${flags[@]}" -module-name PlaceholderFuzz -I "$out" "${harness[@]}" "$out/PlaceholderCore.o" \
    -o "$binary" 2>&1 | quiet_link
  [ -x "$binary" ] || { echo "fuzz: the build failed"; exit 1; }
fi

failed=0
summary=()
for target in $targets; do
  seeds=Tests/Fuzz/$target/corpus
  crashes=Tests/Fuzz/$target/crashes
  learned=$out/$target/corpus
  log=$out/$target/log.txt
  mkdir -p "$learned" "$crashes"
  echo "fuzz: $target for ${seconds} s (seeds: $(ls "$seeds" | wc -l), log: $log)"
  status=0
  SWIFT_BACKTRACE=enable=no FUZZ_TARGET=$target "$binary" -max_total_time="$seconds" -print_final_stats=1 -max_len=1024 -timeout=10 \
    -rss_limit_mb=2048 -artifact_prefix="$crashes/" "$learned" "$seeds" >"$log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  corpus=$(find "$learned" "$seeds" -type f | wc -l)
  # libFuzzer's own corpus: the inputs it keeps, each adding coverage.
  active=$(grep -o 'corp: [0-9]*/[0-9]*[a-zA-Z]*' "$log" | tail -1 | cut -d' ' -f2)
  line="$target: ${runs:-?} executions (${speed:-?}/s), corpus ${active%%/*} inputs kept (${active#*/}; $corpus files, seeds"
  line="$line $(ls "$seeds" | wc -l)), coverage ${coverage:-?} edges"
  if [ "$status" -ne 0 ]; then
    failed=1
    line="$line, FAILED (exit $status)"
    grep -E "check failed|ERROR: |SUMMARY: |Test unit written" "$log" | head -8
  fi
  echo "fuzz: $line"
  summary+=("$line")
done

echo "fuzz: summary (${seconds} s per target)"
printf '  %s\n' "${summary[@]}"
if [ "$failed" -ne 0 ]; then
  echo "fuzz: FAILED; the inputs are in Tests/Fuzz/*/crashes/ (FuzzRegressionTests replays them)"
  exit 1
fi

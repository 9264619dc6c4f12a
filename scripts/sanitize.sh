#!/bin/bash
# make sanitize: the tests built and run with the sanitizers, each in a
# scratch path of its own (.build/sanitize-address, .build/sanitize-thread) so
# that normal builds are not invalidated. See RELIABILITY.md.
#
# - AddressSanitizer (+ UndefinedBehaviorSanitizer on the C shim's inline
#   helpers: Swift itself has no -sanitize=undefined on Linux; its own
#   overflow, bounds and unwrap checks trap in these debug builds): the
#   headless core tests and every GTK test (GtkKitTests,
#   PlaceholderGtkTests, PlaceholderDemoTests) on Xvfb.
# - ThreadSanitizer: the core tests, and the GTK tests that cross threads
#   (changes posted from background threads, `await` resumed inside the GTK
#   loop, main-queue work run by the loop).
#
# Reports from GTK, GLib, fontconfig, Mesa themselves are suppressed in
# scripts/sanitizers/*.supp (each line says why); anything else fails the run.
#   SANITIZERS="address thread"   which ones (default both)
# The GTK test environment (G_DEBUG=fatal-criticals…) comes from the Makefile.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
sanitizers=${SANITIZERS:-address thread}
supp=$PWD/scripts/sanitizers
xvfb=(xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp")
thread_gtk_tests='GtkKitTests.MainLoopTests|PlaceholderGtkTests.ReliabilityDataSourceTests/testChangesPostedFromBackgroundThreads'
summary=()
failed=0

# The test count of a log: XCTest's grand total (its last "Executed" line,
# unless it ran none) and swift-testing's "Test run with N tests … passed"
# (or its failure line, unless it ran none): a suite may hold both kinds.
count_tests() {
  local log=$1 xctest testing
  xctest=$(grep -hoE "Executed [1-9][0-9]* tests?, with ([0-9]+ tests? skipped and )?[0-9]+ failures?" "$log" | tail -1 || true)
  testing=$(grep -hoE "Test run with [1-9][0-9]* tests?( in [0-9]+ suites?)? (passed|failed)" "$log" | tail -1 || true)
  if [ -n "$xctest" ] && [ -n "$testing" ]; then
    echo "XCTest: $xctest; swift-testing: $testing"
  else
    echo "${xctest:-${testing:-no test count}}"
  fi
}

# run NAME SANITIZER LOG COMMAND…: runs a test command, counts its tests and
# the sanitizer reports in its output.
run() {
  local name=$1 sanitizer=$2 log=$3
  shift 3
  local status=0 start
  start=$(date +%s)
  echo "sanitize: $name"
  "$@" >"$log" 2>&1 || status=$?
  local reports
  reports=$(grep -cE "^(==[0-9]+==ERROR: AddressSanitizer|WARNING: ThreadSanitizer|SUMMARY: UndefinedBehaviorSanitizer|.*runtime error: )" "$log" || true)
  local line="$name [$sanitizer]: $(count_tests "$log"), $reports sanitizer reports, $(($(date +%s) - start)) s"
  if [ "$status" -ne 0 ] || [ "$reports" -ne 0 ]; then
    failed=1
    line="$line, FAILED (exit $status, log $log)"
    grep -E -A12 "ERROR: AddressSanitizer|WARNING: ThreadSanitizer|runtime error: |error: |failed" "$log" | head -40 || true
  fi
  echo "sanitize: $line"
  summary+=("$line")
}

for sanitizer in $sanitizers; do
  scratch=.build/sanitize-$sanitizer
  flags=(--scratch-path "$scratch" --sanitize="$sanitizer")
  [ "$sanitizer" = address ] && flags+=(-Xswiftc -Xcc -Xswiftc -fsanitize=undefined)
  echo "sanitize: building the tests with --sanitize=$sanitizer in $scratch"
  build_start=$(date +%s)
  "$SWIFT" build --build-tests "${flags[@]}" 2>&1 | grep -E "error:|warning:|Build complete" \
    | grep -v "prohibited flag\|Cannot export local symbol" | tail -20
  [ "${PIPESTATUS[0]}" -eq 0 ] || { echo "sanitize: the $sanitizer build failed"; exit 1; }
  summary+=("build [$sanitizer]: $(($(date +%s) - build_start)) s")
  mkdir -p "$scratch/logs"
  case $sanitizer in
  address)
    # Leaks are `make leakcheck`'s job (valgrind, which tells our frames from
    # GTK's); here ASan stops at the first memory error, UBSan likewise.
    export ASAN_OPTIONS="detect_leaks=0:halt_on_error=1:abort_on_error=1:suppressions=$supp/asan.supp"
    # ASan's quarantine keeps freed memory resident: the storms' RSS checks
    # would measure it, not a leak (ReliabilitySupport.swift).
    export PLACEHOLDERS_RSS_UNCHECKED=1
    export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:suppressions=$supp/ubsan.supp"
    run "core tests" address "$scratch/logs/core.log" \
      env -u DISPLAY -u WAYLAND_DISPLAY "$SWIFT" test "${flags[@]}" --skip-build --filter PlaceholderCoreTests
    run "GTK tests" address "$scratch/logs/gtk.log" \
      "${xvfb[@]}" "$SWIFT" test "${flags[@]}" --skip-build --filter 'GtkKitTests|PlaceholderGtkTests'
    run "demo tests" address "$scratch/logs/demo.log" \
      "${xvfb[@]}" "$SWIFT" test "${flags[@]}" --skip-build --filter PlaceholderDemoTests
    unset ASAN_OPTIONS UBSAN_OPTIONS PLACEHOLDERS_RSS_UNCHECKED
    ;;
  thread)
    export TSAN_OPTIONS="halt_on_error=0:second_deadlock_stack=1:suppressions=$supp/tsan.supp"
    run "core tests" thread "$scratch/logs/core.log" \
      env -u DISPLAY -u WAYLAND_DISPLAY "$SWIFT" test "${flags[@]}" --skip-build --filter PlaceholderCoreTests
    run "GTK threading tests" thread "$scratch/logs/gtk.log" \
      "${xvfb[@]}" "$SWIFT" test "${flags[@]}" --skip-build --filter "$thread_gtk_tests"
    unset TSAN_OPTIONS
    ;;
  *)
    echo "sanitize: unknown sanitizer $sanitizer" >&2
    exit 2
    ;;
  esac
done

echo "sanitize: summary"
printf '  %s\n' "${summary[@]}"
[ "$failed" -eq 0 ] || { echo "sanitize: FAILED"; exit 1; }

#!/bin/bash
# make soak-gtk: the GTK layer's random walk (Tests/GtkSoak) under
# AddressSanitizer on a private Xvfb, with GTK criticals fatal.
# make soak-gtk-wayland: the same walk as a client of a private headless
# mutter (scripts/with-wayland.sh).
#
#   SOAK_SECONDS=N   how long the walk runs (default 60)
#   SOAK_SEED=N      replays a run (default: a fresh seed, printed)
#   SOAK_WAYLAND=1   on Wayland instead of Xvfb
#
# Built alone (the soak and the three library modules, not the test suites)
# in the scratch path `make sanitize` uses, so the two share a build. Fails
# on the walk's own failure (a screen that did not match its data source),
# on a crash, on any sanitizer report, and on any warning from the library
# itself. RELIABILITY.md has the figures.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
scratch=.build/sanitize-address
supp=$PWD/scripts/sanitizers
log=$scratch/logs/soak-gtk.log
mkdir -p "$scratch/logs"

echo "soak-gtk: building the soak with --sanitize=address in $scratch"
if ! "$SWIFT" build --product GtkSoak --scratch-path "$scratch" --sanitize=address >"$scratch/logs/soak-gtk-build.log" 2>&1; then
  grep -E "error:" "$scratch/logs/soak-gtk-build.log" | head -20
  echo "soak-gtk: the build failed (log $scratch/logs/soak-gtk-build.log)"
  exit 1
fi

# Leaks are `make leakcheck`'s job; ASan stops at the first memory error.
export ASAN_OPTIONS="detect_leaks=0:halt_on_error=1:abort_on_error=1:suppressions=$supp/asan.supp"
# The walk needs no input device (it acts through the public API and
# activates widgets as a click would), so the same walk runs on either.
if [ "${SOAK_WAYLAND:-0}" = 1 ]; then
  display=(scripts/with-wayland.sh)
  echo "soak-gtk: on Wayland (a private headless mutter)"
else
  display=(xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp")
fi
# The walk's lines (and any report) as they come; everything in the log.
set +e
"${display[@]}" "$scratch/debug/GtkSoak" 2>&1 | tee "$log" \
  | grep --line-buffered -E "^soak-gtk|^  |ERROR: AddressSanitizer|CRITICAL|WARNING"
status=${PIPESTATUS[0]}
set -e
reports=$(grep -cE "ERROR: AddressSanitizer|runtime error: " "$log" || true)
# The walk's data sources behave: any warning of the library's own (a row
# it could not read, a change set refused) is a fault the screen check may
# not see, such as a row left blank.
warnings=$(grep -c "Placeholders-WARNING" "$log" || true)
if [ "$status" -ne 0 ] || [ "$reports" -ne 0 ] || [ "$warnings" -ne 0 ]; then
  echo "soak-gtk: FAILED (exit $status, $reports sanitizer reports, $warnings library warnings; log $log)"
  grep -E -A30 "ERROR: AddressSanitizer" "$log" | head -60 || true
  exit 1
fi
echo "soak-gtk: no sanitizer report (log $log)"

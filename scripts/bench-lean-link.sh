#!/usr/bin/env bash
# Links the bare benchmark program exactly as an app links itself with
# scripts/lean-link.sh (README, "Linking an app"): its start-up profiled up
# to the empty table window's first frame, the code that ran laid out
# together. Copies the binary into OUTDIR.
#   scripts/bench-lean-link.sh OUTDIR
set -euo pipefail
cd "$(dirname "$0")/.."
outdir=$1
mkdir -p "$outdir"
# table-1m closes the empty window at its first frame, to open the million
# rows: BARE_STOP_AFTER_EMPTY ends the run there instead, with the window
# on screen, as an app's first window stays (what the window's closing
# runs is no part of start-up).
bin=$(BARE_STOP_AFTER_EMPTY=1 scripts/lean-link.sh placeholder-bare-bench -- --bench table-1m)
cp "$bin" "$outdir/placeholder-bare-bench"
cp "${LEAN_LINK_SCRATCH:-.build/lean-link}/profile/layout.order" "$outdir/layout.order"

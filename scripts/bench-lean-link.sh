#!/usr/bin/env bash
# Links the bare benchmark program exactly as an app links itself with
# scripts/lean-link.sh (README, "Linking an app"): its start-up profiled up
# to the empty table window's first frame, the code that ran laid out
# together; then, as an app names the work it does after its first frame
# (--then), the whole table-1m scenario, whose rows' code comes next.
# Copies the binary into OUTDIR.
#   scripts/bench-lean-link.sh OUTDIR
set -euo pipefail
cd "$(dirname "$0")/.."
outdir=$1
mkdir -p "$outdir"
# table-1m's start-up run stops at the empty window's first frame, with the
# window on screen, as an app's first window stays (BareBench.swift); the
# --then run goes on to the million rows.
bin=$(scripts/lean-link.sh placeholder-bare-bench -- --bench table-1m --then --bench table-1m)
cp "$bin" "$outdir/placeholder-bare-bench"
cp "${LEAN_LINK_SCRATCH:-.build/lean-link}/profile/layout.order" "$outdir/layout.order"

#!/usr/bin/env bash
# Links the bare benchmark program as BENCHMARKS.md ("Linking an app")
# recommends for an app: with lld, without looking for libraries in its own
# folder, without exporting the binary's symbols,
# with packed relative relocations (where glibc can load them), and with
# the code it runs laid out together. That last step profiles the program
# (callgrind: its start-up up to the empty window's first paint, then the
# whole table-1m scenario) and hands lld the functions each ran, start-up's
# first. A separate build folder keeps the main build's flags.
#   scripts/bench-lean-link.sh OUTDIR    (needs a display)
set -euo pipefail
cd "$(dirname "$0")/.."
outdir=$1
product=placeholder-bare-bench
mkdir -p "$outdir"
outdir=$(cd "$outdir" && pwd)

flags=(-c release --static-swift-stdlib --disable-local-rpath --scratch-path .build/lean -Xswiftc -use-ld=lld
  -Xlinker --no-export-dynamic)
# DT_RELR needs glibc 2.36 (Debian 12) at run time; older ones refuse the binary.
glibc=$(getconf GNU_LIBC_VERSION | awk '{print $2}')
if [ "$(printf '%s\n' 2.36 "$glibc" | sort -V | sed -n 1p)" = 2.36 ]; then
  flags+=(-Xlinker -z -Xlinker pack-relative-relocs)
fi
swift build "${flags[@]}" --product "$product"
bin=$(swift build "${flags[@]}" --show-bin-path)

# The functions start-up runs, by their linker names, then those the rest of
# the table-1m scenario runs (the million rows, emptying and refilling).
functions() {
  callgrind_annotate --threshold=100 --inclusive=no "$1" \
    | grep -F "/$product]" \
    | sed -E "s/^ *[0-9,]+ +\([^)]*\) +//; s/ \[[^]]*\]$//; s/^[^:]*://; s/'[0-9]+$//" \
    | awk '!seen[$0]++'
}
BARE_STOP_AFTER_EMPTY=1 valgrind --tool=callgrind --demangle=no --callgrind-out-file="$outdir/startup.callgrind" \
  "$bin/$product" --bench table-1m > /dev/null 2>&1
valgrind --tool=callgrind --demangle=no --callgrind-out-file="$outdir/table-1m.callgrind" \
  "$bin/$product" --bench table-1m > /dev/null 2>&1
functions "$outdir/startup.callgrind" > "$outdir/layout.order"
functions "$outdir/table-1m.callgrind" | grep -vxF -f "$outdir/layout.order" >> "$outdir/layout.order" || true
echo "$(wc -l < "$outdir/layout.order") functions laid out first, start-up's first" >&2

swift build "${flags[@]}" -Xlinker --symbol-ordering-file="$outdir/layout.order" -Xlinker --no-warn-symbol-ordering \
  --product "$product"
cp "$bin/$product" "$outdir/$product"

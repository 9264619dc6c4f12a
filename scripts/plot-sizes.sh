#!/usr/bin/env bash
# Draws cost against size from `make bench`'s medians: the first frame of a
# table, the memory its rows add, and the core's diff, at 10,000 to
# 10,000,000 rows, Swift beside C, on log scales (gnuplot, SVG).
#   plot-sizes.sh MEDIANS OUT.svg
set -euo pipefail
medians=$1 out=$2
# A median, or NaN (gnuplot's missing value) when the run has none.
value() { awk -v k="$1" 'BEGIN { v = "NaN" } $2 == k { v = $3 } END { print v }' "$medians"; }
# a − b, or NaN
minus() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "NaN" || b == "NaN") print "NaN"; else printf "%.2f", a - b }'; }
data=$(mktemp)
trap 'rm -f "$data"' EXIT

# rows, first frame (Swift, C), memory the rows add (Swift, C), diff
for size in 10k:10000 100k:100000 1m:1000000 10m:10000000; do
  label=${size%%:*} rows=${size##*:}
  echo "$rows $(value "bare_table_${label}_first_frame_ms") $(value "bare_c_table_${label}_first_frame_ms")" \
    "$(minus "$(value "bare_table_${label}_rss_mib")" "$(value bare_table_empty_rss_mib)")" \
    "$(minus "$(value "bare_c_table_${label}_rss_mib")" "$(value bare_c_table_empty_rss_mib)")" \
    "$(value "core_diff_${label}_ms")" >>"$data"
done

gnuplot <<GNUPLOT
set terminal svg size 1200,400 dynamic font "sans,12" background "white"
set output "$out"
set multiplot layout 1,3 title "Cost against size (medians, GTK $(pkg-config --modversion gtk4), cairo on Xvfb)"
set logscale xy
set xrange [5000:20000000]
set format x "10^{%L}"
set xlabel "rows"
set key top left
set grid
set datafile missing "NaN"
set title "first frame of the table"
set ylabel "ms"
plot "$data" using 1:2 with linespoints lw 2 pt 7 title "Swift", \
     "$data" using 1:3 with linespoints lw 2 pt 5 dt 2 title "C (GTK alone)"
set title "memory the rows add"
set ylabel "MiB"
set yrange [0.05:*]
plot "$data" using 1:(\$4 > 0 ? \$4 : 0.05) with linespoints lw 2 pt 7 title "Swift", \
     "$data" using 1:(\$5 > 0 ? \$5 : 0.05) with linespoints lw 2 pt 5 dt 2 title "C (GTK alone)"
set title "core diff, 1% changed (off the main thread)"
set ylabel "ms"
set autoscale y
plot "$data" using 1:6 with linespoints lw 2 pt 7 title "Swift"
unset multiplot
GNUPLOT

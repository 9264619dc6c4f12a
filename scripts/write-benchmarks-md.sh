#!/usr/bin/env bash
# Writes BENCHMARKS.md from a file of median BENCH lines.
#   write-benchmarks-md.sh MEDIANS RUNS SHORT_RUNS [OTHER]
# (SHORT_RUNS: how often the short scenarios, startup and table-1m, ran;
# the medians' RUNS line says how often the bare program's start-up and
# first frames ran, CLOSE_RUNS below.
# OTHER: make bench-unstable's medians, from another GTK, whose figures go
# in columns of their own in the bare, search and sizes tables.)
set -euo pipefail
medians=$1 runs=$2 short_runs=$3 other=${4:-}
# The runs of the figures compared with C within 5%, from the medians' RUNS
# line (bench.sh); a file from before it ran them as often as the short ones.
close_runs=$(awk -v d="$short_runs" '$1 == "RUNS" { print ($4 == "" ? d : $4); exit }' "$medians")
close_runs=${close_runs:-$short_runs}
value() { awk -v k="$1" '$2 == k { print $3 }' "$medians"; }
# The GTK a medians file was measured on, from its GTK line (bench.sh);
# a file from before that line, this machine's.
gtk_of() {
  local version
  version=$(awk '$1 == "GTK" { print $2; exit }' "$1")
  echo "${version:-$(pkg-config --modversion gtk4)}"
}
cpu=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)
cores=$(nproc)
memory=$(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)
gtk=$(gtk_of "$medians")
swift_version=$(swift --version 2>/dev/null | head -1)
renderer="${GSK_RENDERER:-the default (GL)}"
[ -n "${GSK_RENDERER:-}" ] && renderer="$renderer (GSK_RENDERER), on Xvfb"

# within PERCENT of the reference → "yes"/"no"
within() { awk -v a="$1" -v b="$2" -v p="$3" 'BEGIN { if (a == "" || b == "") print "n/a"; else print (a <= b * (1 + p / 100)) ? "yes" : "no" }'; }
below() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "") print "n/a"; else print (a + 0 < b + 0) ? "yes" : "no" }'; }
at_most() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "") print "n/a"; else print (a + 0 <= b + 0) ? "yes" : "no" }'; }

empty=$(value table_empty_rss_mib)
million=$(value table_1m_rss_mib)
growth=$(awk -v a="$million" -v b="$empty" 'BEGIN { if (a == "" || b == "") print ""; else printf "%.2f", a - b }')
# Swift ÷ C, and Swift − C
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b + 0 == 0) print "n/a"; else printf "×%.2f", a / b }'; }
difference() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "") print "n/a"; else printf "%+.2f", a - b }'; }
minus() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "") print ""; else printf "%.2f", a - b }'; }
plus() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == "") print ""; else printf "%.2f", a + b }'; }
bare_rows=$(minus "$(value bare_table_1m_rss_mib)" "$(value bare_table_empty_rss_mib)")
bare_c_rows=$(minus "$(value bare_c_table_1m_rss_mib)" "$(value bare_c_table_empty_rss_mib)")

# The other GTK's columns: with them, every Swift and C column says its GTK;
# without them the tables are as they were. "—": a figure that run lacks
# (it ran some suites only).
here="" there="" other_gtk=""
if [ -n "$other" ]; then
  other_gtk=$(gtk_of "$other")
  here=" (GTK $gtk)" there=" (GTK $other_gtk)"
  other_runs=$(awk '$1 == "RUNS" { print $2 " runs (" $3 " for the short ones" ($4 == "" ? "" : ", " $4 " for the bare start-up and first frames") ")" }' "$other")
  other_note="
Here and in the search and size tables below, the columns headed GTK
$other_gtk are \`make bench-unstable\`'s: the same programs in a Debian
unstable root on this machine, on Xvfb with cairo, on
$(date -u -r "$other" +%Y-%m-%d), medians of ${other_runs:-its runs}. Swift vs C, the target
and whether it is met are GTK $gtk's.
"
fi
other_value() { [ -z "$other" ] || awk -v k="$1" '$2 == k { print $3 }' "$other"; }
cell() { if [ -z "$1" ]; then echo "—"; else echo "$1${2:+ $2}"; fi; }
# Two cells (another GTK's Swift and C), or none: values, or keys.
other_cells() { [ -z "$other" ] || printf ' %s | %s |' "$(cell "$1" "${3:-}")" "$(cell "$2" "${3:-}")"; }
other_figures() { [ -z "$other" ] || other_cells "$(other_value "$1")" "$(other_value "$2")" "${3:-}"; }
# The memory another GTK's rows add: PREFIX (bare_table, bare_c_table) SIZE.
other_rows() { minus "$(other_value "$1_$2_rss_mib")" "$(other_value "$1_empty_rss_mib")"; }
# Their heads and rules, after a prefix ("first frame, ").
other_heads() { [ -z "$other" ] || printf ' %sSwift%s | %sC%s |' "${1:-}" "$there" "${1:-}" "$there"; }
other_rules() { [ -z "$other" ] || printf -- '---|---|'; }

ref_growth=$(awk -v a="$(value ref_table_1m_rss_mib)" -v b="$(value ref_table_empty_rss_mib)" 'BEGIN { if (a == "" || b == "") print ""; else printf "%.2f", a - b }')

cat <<MD
# Benchmarks

Written by \`make bench\` on $(date -u +%Y-%m-%d). Every figure is the median
of $runs runs ($short_runs for the short ones: the demo's startup and table-1m, search and the Files listing;
$close_runs for the bare program's start-up and first frame at every size, compared with C within 5%; core
figures: the median of 9 timed runs each, after a warm-up), release build
with the Swift runtime linked in (\`--static-swift-stdlib\`, as meson
installs the demo). Timings never go in tests; they live here.

Every program that measures lives in \`Benchmarks/\`; the demo and the
examples carry no measurement code:

| section | program | folder | what it runs |
|---|---|---|---|
| Core | \`placeholder-core-bench\` | Benchmarks/Core | the pure core, headless |
| GUI | \`placeholder-demo-bench NAME\` | Benchmarks/Demo | the demo's own window and code (the PlaceholderDemo module) |
| Bare | \`placeholder-bare-bench --bench NAME\` | Benchmarks/Bare | one table and its placeholder, public API only |
| Files | \`placeholder-files-bench FOLDER\` | Benchmarks/Files | the Files example's window (the FilesExample module) |
| C twins | \`gtk_reference\`, \`bare_reference\`, \`search_reference\`, \`files_reference\` | Benchmarks/reference | the same scenarios in plain GTK |

| machine | |
|---|---|
| CPU | $cpu |
| cores | $cores |
| memory | $memory |
| GTK | $gtk${other_gtk:+; $other_gtk in a Debian unstable root (\`make bench-unstable\`)} |
| Swift | $swift_version |
| renderer | $renderer |

## Core (headless)

| figure | value | target | met |
|---|---|---|---|
| core_reindex_1m_ms (10,000 sections / 1,000,000 rows) | $(value core_reindex_1m_ms) ms | < 1 ms | $(below "$(value core_reindex_1m_ms)" 1) |
| core_lookup_1m_ms (1,000,000 random lookups) | $(value core_lookup_1m_ms) ms | < 50 ms | $(below "$(value core_lookup_1m_ms)" 50) |
| core_batch_10k_ms (10,000-op batch → splices) | $(value core_batch_10k_ms) ms | < 20 ms | $(below "$(value core_batch_10k_ms)" 20) |
| core_diff_1m_ms (1,000,000 items, 1% changed; off the main thread in a search) | $(value core_diff_1m_ms) ms | ≤ 30 ms | $(at_most "$(value core_diff_1m_ms)" 30) |
| core_transition_ns (one page-state transition) | $(value core_transition_ns) ns | — | |

## GUI (frames timed with GTK's frame clock, inside the app)

"C" is the same scenario written straight against GTK in C
(Benchmarks/reference/gtk_reference.c): the same window, lazy list model and
cells, without the Swift layer. For start-up that means the demo's first
frame widget for widget, with the same strings: its wrapping summary and
status lines, header bar, menus, actions, window icon, and the refresh strip
starting to slide in. What the Swift library adds (its stylesheets, the
placeholder group over each list, its controllers and signal closures, the
Swift runtime) is what the comparison measures. The Swift million-row table
has 10,000 sections of 100 rows, read through the data source; the C one is
a flat list. One asymmetry favours Swift by about 1 ms: its empty table
(opened first, in both) already has a label, the refresh strip's, so GTK's
one-time label set-up falls outside the Swift figure and inside the C one.

| figure | Swift | C | target | met |
|---|---|---|---|---|
| startup_first_frame_ms | $(value startup_first_frame_ms) ms | $(value ref_startup_first_frame_ms) ms | within 10% of C | $(within "$(value startup_first_frame_ms)" "$(value ref_startup_first_frame_ms)" 10) |
| table_1m_first_frame_ms | $(value table_1m_first_frame_ms) ms | $(value ref_table_1m_first_frame_ms) ms | within 10% of C | $(within "$(value table_1m_first_frame_ms)" "$(value ref_table_1m_first_frame_ms)" 10) |
| table_1m_rss_mib (empty table: $empty MiB) | $million MiB (+$growth) | $(value ref_table_1m_rss_mib) MiB (+$ref_growth) | within a few MiB of empty | $(at_most "$growth" 8) |
| clear_to_placeholder_frames | $(value clear_to_placeholder_frames) | — | the next frame (1) | $(at_most "$(value clear_to_placeholder_frames)" 1) |
| refill_to_rows_frames | $(value refill_to_rows_frames) | — | the next frame (1) | $(at_most "$(value refill_to_rows_frames)" 1) |
| scroll_1m_p99_frame_ms (200 even jumps, top to bottom) | $(value scroll_1m_p99_frame_ms) ms | $(value ref_scroll_1m_p99_frame_ms) ms | < 16.7 ms | $(below "$(value scroll_1m_p99_frame_ms)" 16.7) |
| scroll_1m_max_frame_ms | $(value scroll_1m_max_frame_ms) ms | $(value ref_scroll_1m_max_frame_ms) ms | — | |
| scroll_pages_p99_frame_ms (200 one-page steps from the top) | $(value scroll_pages_p99_frame_ms) ms | $(value ref_scroll_pages_p99_frame_ms) ms | < 16.7 ms | $(below "$(value scroll_pages_p99_frame_ms)" 16.7) |
| scroll_pages_max_frame_ms | $(value scroll_pages_max_frame_ms) ms | $(value ref_scroll_pages_max_frame_ms) ms | — | |
| toggle_10k_ms (10,000 empty ⇄ 40-row toggles) | $(value toggle_10k_ms) ms | — | — | |
| toggle_10k_rss_growth_kib | $(value toggle_10k_rss_growth_kib) KiB | — | < 2048 KiB | $(below "$(value toggle_10k_rss_growth_kib)" 2048) |

The demo's \`toggle_10k_rss_growth_kib\` spreads from 0.25 to 4 MiB from
run to run of the same binary (seen on 2026-11-23 on that day's first commit,
a7f92c7, and on its last; on 2026-11-24, 1.7 to 3.4 MiB with the table's
cell reuse on and the same with it off, so the spare cells are not it),
more than its median moves between commits: the bare program's toggles,
which do not drain the main loop after each one, grow by less than 0.2
MiB. Where the demo's spread comes from is not known yet (glibc's trim
threshold at 0 takes a third of it off).

### Changing one placeholder among 100

A window shows 100 placeholder slots; one of them switches between two
backgrounds the others already use, and the frame after each switch is
timed (median of 200). Before the looks became shared classes, each
placeholder's colours were regenerated into one provider for the whole
display, so every switch restyled every widget on screen.

| figure | now | before (660be0c, one provider per display) |
|---|---|---|
| restyle_one_of_100_frame_ms | $(value restyle_one_of_100_frame_ms) ms | 16.08 ms |
| restyle_idle_frame_100_ms (same frame, nothing changed) | $(value restyle_idle_frame_100_ms) ms | ≈0.1 ms |

A frame's time is its own work, from the frame clock's before-paint to its
after-paint (the wait for the next frame's turn is not the frame's cost).
The machines are shared and there is no GPU: single runs vary by a factor
of two, which is why medians are quoted and why Swift and C run alternately
in the same minutes, each going first in every other pair (since
2026-11-29: before, Swift always ran first). Under Xvfb both draw with GTK's cairo renderer, since
the GL renderer would run on Mesa's llvmpipe, whose shader compiles add
hundreds of milliseconds of noise to every start.

What start-up taught us, for anyone timing a GTK app:

- A wrapping label makes the whole window measure height-for-width: GTK 4.8
  asks the window's body for its width at a dozen heights, and each wrapping
  label lays its text out again for each (some 150 Pango layouts for one
  summary line). A reference window without wrapping labels skips all of
  that, so the C window wraps where the demo wraps; before it did, it
  looked some 15% faster than it is.
- Asking GTK for the icon theme early (the demo did, to add a search path
  for its icon) made it load the theme on the main thread at the first
  icon lookup, instead of using the copy it loads on a worker thread: 15
  to 20 ms, and as much again once the search path was added. The demo
  finds its icon from the source tree through \`XDG_DATA_DIRS\` instead.
- Most lists never show a placeholder, so a slot builds its scroller and
  stock layout (some twenty widgets) the first time one shows.
- Linking the Swift runtime in saves 10 to 20 ms: ten fewer libraries to
  map, and fewer scopes for every symbol lookup, GTK's own included.
- Opening the display before \`g_application_run()\` (\`gtk_init_check()\`,
  to report a missing display yourself) cost a tenth of a bare window's
  start-up; connecting to the display server's socket to check first cost
  more. Looking at the socket costs nothing measurable.
- SwiftPM links a binary with its own folder as a run path, and the
  loader then looks there for every library first: \`--disable-local-rpath\`
  brought a bare window's start-up from ×1.05 to ×1.00 of the C twin.

Run one scenario by itself with \`placeholder-demo-bench NAME\` (Benchmarks/Demo, the demo's own window and code; startup,
table-1m, scroll-1m, toggle-10k, restyle-100); the C reference takes the
first four names.

## Bare (the library's own cost against plain GTK)

The demo's windows hold much more than a list, so they cannot say what a
Swift list with placeholders costs over the same list in C. The bare
program (\`placeholder-bare-bench --bench NAME\`, Benchmarks/Bare, public
API only) holds one 800×600 window whose only content is a table of "Row N"
labels with the library's empty placeholder configured; its C twin
(Benchmarks/reference/bare_reference.c) is a GtkListView over a lazy
GListModel in a GtkOverlay whose placeholder box (icon, title) is faded by
CSS and hidden while there are rows. Both run the same chain of steps, each
started by the window's next after-paint or by an idle callback, start
through the same launcher and run alternately ($close_runs runs each;
$runs for toggle-10k). The Swift program is linked as the README's
"Linking an app" recommends, by the command an app runs
(scripts/lean-link.sh: lld, no exported symbols, packed relative
relocations, every function in a section of its own, those called a
hundred times or more laid out first, then those its start-up runs up to
the empty window's first frame, from callgrind runs of its own); the same program linked by SwiftPM's defaults
is measured too, for its empty window.

- startup: the 40-row window, process start to its first after-paint.
  Both programs leave opening the display to GtkApplication's startup, as
  a C program does. \`Application.launch\` used to open it first, with
  \`gtk_init_check()\`, to say in one line when there is no display; that
  step measured ×1.07 to ×1.11 of the twin in three \`make bench\` runs
  (2026-11-26). It now only looks for the display server's socket first
  (\`DisplayProbe\`: Wayland's under \`XDG_RUNTIME_DIR\`, a local X
  server's in /tmp/.X11-unix) and opens the display itself only when it
  cannot tell. Four programs, 30 alternating runs (2026-11-26 evening):
  the twin 93.7 ms, the launch with the probe 98.0 ms (×1.05), with the
  display opened first 103.7 ms (×1.11), with no check at all 95.5 ms.
  Connecting to the socket to check (and closing at once) cost more than
  opening the display: in another 30 runs 123.0 ms, against 112.7 with
  the display opened first and 100.0 for the twin; Xvfb works for each
  connection. Then the link: SwiftPM gives a binary a run path of its own
  folder, so the loader looked for GTK and each of its other libraries
  there first (23 failed opens); linked with \`--disable-local-rpath\`
  (README, "Linking an app"), the program measured 94.7 ms against the
  twin's 95.1 (30 alternating runs). Both run the same instructions to
  their first frame (callgrind: 464 and 466 million); the binary's larger
  image costs about 210 more page faults (under \`perf stat\`). Single
  runs spread by a third on this shared machine, and a day's medians by a
  tenth: only alternating runs compare.
- table-1m: an empty table (placeholder shown), its memory after the first
  paint; that window destroyed and, at the next idle moment (when it is
  wholly gone in both), a 1,000,000-row one made: creation to first
  after-paint, and its memory; then every row removed (frames until the
  placeholder is mapped and visible) and put back (frames until rows are),
  each large change also timed from the change to the after-paint that
  shows it; the same again with one core kept busy by another process
  (the \_loaded rows).
- toggle-10k: the 40-row window, 200 warm-up toggles, then 10,000 toggles
  between 0 and 40 rows, 100 per idle callback (frames run between
  callbacks when due): the time, and the resident memory gained. The Swift
  table reuses the cells of the rows GTK destroys (\`reusesCells\`, on by
  default); toggle-10k-no-reuse runs the Swift program with it off, so that
  its rows build their widgets as the C twin's do.
${other_note:-}
| figure | Swift$here | C$here |$(other_heads) Swift vs C | target | met |
|---|---|---|$(other_rules)---|---|---|
| startup_first_frame_ms | $(value bare_startup_first_frame_ms) ms | $(value bare_c_startup_first_frame_ms) ms |$(other_figures bare_startup_first_frame_ms bare_c_startup_first_frame_ms ms) $(ratio "$(value bare_startup_first_frame_ms)" "$(value bare_c_startup_first_frame_ms)") | ≤ 1.05 × C | $(within "$(value bare_startup_first_frame_ms)" "$(value bare_c_startup_first_frame_ms)" 5) |
| startup_instructions_m (callgrind, start to first frame and quit) | $(value bare_startup_instructions_m) M | $(value bare_c_startup_instructions_m) M |$(other_figures bare_startup_instructions_m bare_c_startup_instructions_m M) $(ratio "$(value bare_startup_instructions_m)" "$(value bare_c_startup_instructions_m)") | ≤ 1.05 × C | $(within "$(value bare_startup_instructions_m)" "$(value bare_c_startup_instructions_m)" 5) |
| table_1m_first_frame_ms | $(value bare_table_1m_first_frame_ms) ms | $(value bare_c_table_1m_first_frame_ms) ms |$(other_figures bare_table_1m_first_frame_ms bare_c_table_1m_first_frame_ms ms) $(ratio "$(value bare_table_1m_first_frame_ms)" "$(value bare_c_table_1m_first_frame_ms)") | ≤ 1.05 × C | $(within "$(value bare_table_1m_first_frame_ms)" "$(value bare_c_table_1m_first_frame_ms)" 5) |
| table_1m_first_frame_instructions_m (callgrind, the first frame alone) | $(value bare_table_1m_first_frame_instructions_m) M | $(value bare_c_table_1m_first_frame_instructions_m) M |$(other_figures bare_table_1m_first_frame_instructions_m bare_c_table_1m_first_frame_instructions_m M) $(ratio "$(value bare_table_1m_first_frame_instructions_m)" "$(value bare_c_table_1m_first_frame_instructions_m)") | ≤ 1.05 × C | $(within "$(value bare_table_1m_first_frame_instructions_m)" "$(value bare_c_table_1m_first_frame_instructions_m)" 5) |
| table_empty_rss_mib | $(value bare_table_empty_rss_mib) MiB | $(value bare_c_table_empty_rss_mib) MiB |$(other_figures bare_table_empty_rss_mib bare_c_table_empty_rss_mib MiB) $(difference "$(value bare_table_empty_rss_mib)" "$(value bare_c_table_empty_rss_mib)") MiB | ≤ C + 4 MiB | $(at_most "$(value bare_table_empty_rss_mib)" "$(plus 4 "$(value bare_c_table_empty_rss_mib)")") |
| table_empty_rss_mib, SwiftPM's default link | $(value bare_default_link_table_empty_rss_mib) MiB | $(value bare_c_table_empty_rss_mib) MiB |$(other_figures bare_default_link_table_empty_rss_mib bare_c_table_empty_rss_mib MiB) $(difference "$(value bare_default_link_table_empty_rss_mib)" "$(value bare_c_table_empty_rss_mib)") MiB | — | |
| table_1m_rss_mib | $(value bare_table_1m_rss_mib) MiB | $(value bare_c_table_1m_rss_mib) MiB |$(other_figures bare_table_1m_rss_mib bare_c_table_1m_rss_mib MiB) $(difference "$(value bare_table_1m_rss_mib)" "$(value bare_c_table_1m_rss_mib)") MiB | — | |
| rows' memory (table_1m − table_empty) | $bare_rows MiB | $bare_c_rows MiB |$(other_cells "$(other_rows bare_table 1m)" "$(other_rows bare_c_table 1m)" MiB) $(difference "$bare_rows" "$bare_c_rows") MiB | ≤ C's + 1 MiB | $(at_most "$bare_rows" "$(plus 1 "$bare_c_rows")") |
| clear_to_placeholder_frames | $(value bare_clear_to_placeholder_frames) | $(value bare_c_clear_to_placeholder_frames) |$(other_figures bare_clear_to_placeholder_frames bare_c_clear_to_placeholder_frames) | 1 | $(at_most "$(value bare_clear_to_placeholder_frames)" 1) |
| refill_to_rows_frames | $(value bare_refill_to_rows_frames) | $(value bare_c_refill_to_rows_frames) |$(other_figures bare_refill_to_rows_frames bare_c_refill_to_rows_frames) | 1 | $(at_most "$(value bare_refill_to_rows_frames)" 1) |
| clear_to_placeholder_ms (every row removed: the change to the frame that shows the placeholder) | $(value bare_clear_to_placeholder_ms) ms | $(value bare_c_clear_to_placeholder_ms) ms |$(other_figures bare_clear_to_placeholder_ms bare_c_clear_to_placeholder_ms ms) $(ratio "$(value bare_clear_to_placeholder_ms)" "$(value bare_c_clear_to_placeholder_ms)") | — | |
| refill_to_rows_ms (every row put back: the change to the frame that shows rows) | $(value bare_refill_to_rows_ms) ms | $(value bare_c_refill_to_rows_ms) ms |$(other_figures bare_refill_to_rows_ms bare_c_refill_to_rows_ms ms) $(ratio "$(value bare_refill_to_rows_ms)" "$(value bare_c_refill_to_rows_ms)") | — | |
| table_1m_first_frame_ms_loaded (one core kept busy by another process) | $(value bare_table_1m_first_frame_ms_loaded) ms | $(value bare_c_table_1m_first_frame_ms_loaded) ms |$(other_figures bare_table_1m_first_frame_ms_loaded bare_c_table_1m_first_frame_ms_loaded ms) $(ratio "$(value bare_table_1m_first_frame_ms_loaded)" "$(value bare_c_table_1m_first_frame_ms_loaded)") | — | |
| clear_to_placeholder_ms_loaded | $(value bare_clear_to_placeholder_ms_loaded) ms | $(value bare_c_clear_to_placeholder_ms_loaded) ms |$(other_figures bare_clear_to_placeholder_ms_loaded bare_c_clear_to_placeholder_ms_loaded ms) $(ratio "$(value bare_clear_to_placeholder_ms_loaded)" "$(value bare_c_clear_to_placeholder_ms_loaded)") | — | |
| refill_to_rows_ms_loaded | $(value bare_refill_to_rows_ms_loaded) ms | $(value bare_c_refill_to_rows_ms_loaded) ms |$(other_figures bare_refill_to_rows_ms_loaded bare_c_refill_to_rows_ms_loaded ms) $(ratio "$(value bare_refill_to_rows_ms_loaded)" "$(value bare_c_refill_to_rows_ms_loaded)") | — | |
| toggle_10k_ms | $(value bare_toggle_10k_ms) ms | $(value bare_c_toggle_10k_ms) ms |$(other_figures bare_toggle_10k_ms bare_c_toggle_10k_ms ms) $(ratio "$(value bare_toggle_10k_ms)" "$(value bare_c_toggle_10k_ms)") | ≤ 1.10 × C | $(within "$(value bare_toggle_10k_ms)" "$(value bare_c_toggle_10k_ms)" 10) |
| toggle_10k_rss_growth_kib | $(value bare_toggle_10k_rss_growth_kib) KiB | $(value bare_c_toggle_10k_rss_growth_kib) KiB |$(other_figures bare_toggle_10k_rss_growth_kib bare_c_toggle_10k_rss_growth_kib KiB) | < 1024 KiB | $(below "$(value bare_toggle_10k_rss_growth_kib)" 1024) |
| toggle_10k_no_reuse_ms (every row built, as in C) | $(value bare_toggle_10k_no_reuse_ms) ms | $(value bare_c_toggle_10k_ms) ms |$(other_figures bare_toggle_10k_no_reuse_ms bare_c_toggle_10k_ms ms) $(ratio "$(value bare_toggle_10k_no_reuse_ms)" "$(value bare_c_toggle_10k_ms)") | — | |
| toggle_10k_no_reuse_rss_growth_kib | $(value bare_toggle_10k_no_reuse_rss_growth_kib) KiB | $(value bare_c_toggle_10k_rss_growth_kib) KiB |$(other_figures bare_toggle_10k_no_reuse_rss_growth_kib bare_c_toggle_10k_rss_growth_kib KiB) | < 1024 KiB | $(below "$(value bare_toggle_10k_no_reuse_rss_growth_kib)" 1024) |

Rows that are one label (2026-11-28). A cell may make one widget its
row's root (\`TableCell.root\`, set in \`setup()\`); the bare program's
cell gives its label, so a row is GTK's list item widget and a label in
both programs, as a GTK developer writes a list of text (until then every
Swift row had the library's box around the app's widgets, and the C twin
mirrored it). On GTK 4.8 the first frame stays ahead of C at every size.

Where GTK 4.24's first frame went (2026-11-28). The whole table-1m run
under callgrind counted the same for Swift at 10k and 10M rows (×1.02 of
C), which hid it: both programs now mark the first frame's start and end
(\`BARE_MARKS\`: a \`sched_yield\` nothing else calls, where callgrind's
\`--dump-before\` cuts), and counted alone it was 92.6 M instructions
against C's 83.4 M (×1.11, the size of the time gap; page faults and the
main thread's waits were level). The extra 9 M, and what took them away
(now 86.6 M, ×1.04, \`table_1m_first_frame_instructions_m\` above): every
cell built its \`contentView\` box though it gave its row a label of its
own (2.8 M: the box is now made when first asked for); every row watched
its position for moves (0.9 M: only grouped tables and collections need
it now); each row's widget went into the row after GTK had put the row
in the window (a tenth as cheap before, so a table with one kind of cell
gives each new row its cell when GTK makes it); a natural-height row asked
GTK its margins and size on every bind. What remains above C is about
2 M of GTK inserting rows into a list already in a window (the C twin
fills its list before adding it; filling the Swift table first measured
no better) and 2 M of the Swift runtime (retain and release, generic
metadata). Start-up is level on both
GTKs in time and within ×1.05 in instructions (GTK 4.24 forks helpers
whose copies report counts of their own under valgrind; only the
program's own is taken).

The rows' code laid out, the lists without tasks (2026-11-28, second
stop). \`scripts/lean-link.sh\` now takes a second run after \`--then\`,
of what an app does after its first frame, and lays out the code that run
adds right after start-up's; the bench's program names its million-row
scenario there. The rows' memory went from 1.7 MiB over C's to 0.06, on
both GTKs. Lists no longer wait for a painted frame in a \`Task\` after
their rows change (two tasks and their continuations in every first
window), and a focus change finds its row without listing every row (0.3
M instructions). The empty window stays at 4.0 to 4.1 MiB over C on both
GTKs (runs spread 3.8 to 4.2): 3.3 MiB of it is the binary's pages (2.4
MiB of code, of which the standard library's one unmovable section is 1.3
MiB and start-up's own laid-out code 0.4 MiB; 0.25 MiB of relocated data;
0.12 MiB of zeroed data), 0.2 MiB heap and 0.1 MiB anonymous memory; no
library is mapped that C does not map, and the large allocations are the
same in both. Linking without PIE (no relocated data) took only 0.09 MiB
away, not enough to give up address randomisation for.

Where GTK 4.24's first frame stands (2026-11-29). It counts 85.3 M
instructions against C's 83.3 M (×1.024; 86.3 M a stop ago), and its time
spreads from ×1.0 to ×1.07 of C from one run of this bench to the next on
this shared two-core machine, as C's own medians move by a tenth. Most of
the last stop's 3 M extra was GTK's, for the library's stylesheets: GTK
sorts each stylesheet's rules into a tree by the selector most of them
share and tests every branch on every widget it styles, so each of the
library's classes cost every row a test (measured by leaving the
stylesheets out: 1.1 M). Lists now load a feature's rules with the
feature's first widget (sections, paging, the offline strip, the grouped
style, skeleton rows…: 0.59 M a plain table no longer pays), and every
library rule names one class, \`.placeholders-styled\`, that only the
library's widgets carry (0.31 M). A row's bind no longer asks for its item
as an optional of the generic item type (a metadata lookup per row, 45
K). What remains: about 1.3 M of the Swift runtime and the rows' setup and
bind (retain and release 0.3 M, generic metadata 0.1 M), 0.6 M the box the
refresh and offline strips go in, which makes GTK's walks up the widget
tree one level longer (measured by leaving it out). Callgrind's cache
simulation showed the rest of the time gap a stop ago: the same fill of
the window's surface missed the last cache level on 30,000 lines in Swift
against 18,400 in C: a larger working set, not more work.

Start-up on GTK 4.24, and a strip no list should have shown (2026-11-29,
second stop). Both bare programs now mark the start-up window's first
frame too, so callgrind counts start-up to it alone: 434.5 M instructions
in Swift against 422.9 M in C, and 6.5 M of the 11.6 M extra was text
(FreeType, HarfBuzz and Pango) that C never lays out. It was the offline
strip. In the Debian unstable root, GLib 2.87's systemd network monitor
(what GIO picks where NetworkManager does not run) reports no network, and
the bare table, which loads nothing, said "Offline. Showing what was loaded
before." over its rows: its icon loaded, its wrapping label measured twenty
times at falling widths. That was wrong for any list that loads nothing, as
its rows were not loaded; such a list has no strip now. Start-up to the
first frame counts 424.0 M (×1.003 of C). The million-row first frame did
not include the strip, which came a frame later, so its count stays at
85.3 M against 83.3 M. What is left at start-up: the Swift runtime reads
/proc/self/maps as it loads, one \`sscanf\` per mapping (640 in a GTK
app, 1.2 M instructions), to find \`argv\`; every Swift program on Linux
pays it. Three runs of \`make bench-unstable\` on this stop's code, with
the same instruction counts, put the first frame at ×0.99–×1.08 of C at
10k rows, ×1.04–×1.11 at 100k, ×1.02–×1.06 at 1M and ×1.01–×1.04 at 10M,
and start-up at ×1.04; a fourth run, on a disturbed machine (single runs
from 17 to 61 ms), gave ×1.32 at 10k and ×1.23 at 10M. Callgrind's cache simulation of
the 10k first frame puts its cycles at ×1.05 of C: 2.3% more
instructions, 6% more first-level instruction-cache misses, 8% more
mispredicted branches, and 23,000 more last-level write misses where both
programs fill the same 800×600 surface.

Run by run (2026-11-29, third stop). On this shared two-core machine a
single run's time spreads twofold, the main thread's processor time with
it, and so does a fixed loop of arithmetic timed alone (a C loop of 20
million multiply-adds: 8.4 to 16.2 ms of processor time, median 9.7, over
300 runs 90 ms apart, measured once, barely correlated from one run to
the next). The figures compared with C within 5% run $close_runs times, and
each Swift run is also set against the C run beside it: the median of
those ratios (\`BENCH paired_…\`), and in brackets the ratios between
which that median lies 95 times in 100 (the sign test's interval: ranks k
and n + 1 − k of the n sorted ratios, k = n/2 − 0.98·√n rounded up). In
the bare suite the C twin also runs a second time, and the rows "C
against itself" set its two runs against each other: what two runs of
one program give here. A run's place counts: with the C twin's first run
always in the middle of the three, its second run, always first or last
as Swift's were, measured ×1.10 of it (1.03 to 1.28) on the million-row
first frame, so Swift was judged against a favoured place; the three now
take turns at each place (\`in_rotation\`). An interval wider than ±5% means this
machine cannot tell ×1.05 from ×1.00 in that many runs; the instruction
counts above can. Counted this stop on GTK 4.24 (callgrind, the first
frame alone): 85.24 M against 83.17 M at 10k rows, 85.26 / 83.31 M at
100k, 85.29 / 83.34 M at 1M and 85.25 / 83.30 M at 10M, so the sizes
differ in time only by chance. Without the strips' box (an experiment,
the strips left out) the count fell by 0.66 M, half of it GTK finding
each row's window one level further up (\`gtk_widget_get_native\`);
giving the box GTK's one-child layout instead of a box's saved nothing
(85.26 M), so its cost is its place in the tree.

| figure | Swift ÷ C, medians$here | run by run$here | met |$([ -z "$other" ] || printf ' medians%s | run by run%s | met |' "$there" "$there") target |
|---|---|---|---|$([ -z "$other" ] || printf -- '---|---|---|')---|
MD
# A paired ratio as the medians' are written (×1.023), its 95% interval,
# and whether it is within 5% of C (unless a third argument says it has no
# target): from this machine's medians, or another GTK's (other_value).
paired() {
  local source=${2:-value}
  awk -v a="$("$source" "$1")" -v low="$("$source" "$1_low")" -v high="$("$source" "$1_high")" -v judged="${3:-yes}" 'BEGIN {
    if (a == "") { print "— | |"; exit }
    range = (low == "") ? "" : sprintf(" (%.2f–%.2f)", low, high)
    met = (judged != "yes") ? "" : (a + 0 <= 1.05 ? "yes" : "no")
    printf "×%.3f%s | %s |", a, range, met }'
}
# The targets are on time; the main thread's processor time is shown
# beside them, with no target of its own.
for name in startup_first_frame_ms table_10k_first_frame_ms table_100k_first_frame_ms table_1m_first_frame_ms table_10m_first_frame_ms table_1m_first_frame_cpu_ms; do
  judged=yes target="≤ 1.05 × C"
  [ "$name" != table_1m_first_frame_cpu_ms ] || judged=no target="—"
  other_pair=""
  [ -z "$other" ] || other_pair=" $(ratio "$(other_value bare_$name)" "$(other_value bare_c_$name)") | $(paired paired_$name other_value $judged)"
  echo "| $name | $(ratio "$(value bare_$name)" "$(value bare_c_$name)") | $(paired paired_$name value $judged)$other_pair $target |"
done
for name in startup_first_frame_ms table_1m_first_frame_ms table_1m_first_frame_cpu_ms; do
  other_pair=""
  [ -z "$other" ] || other_pair=" $(ratio "$(other_value bare_c_again_$name)" "$(other_value bare_c_$name)") | $(paired paired_c_again_$name other_value no)"
  echo "| $name, C against itself | $(ratio "$(value bare_c_again_$name)" "$(value bare_c_$name)") | $(paired paired_c_again_$name value no)$other_pair — |"
done
cat <<MD

The strips in the slot, and where the time goes (2026-12-07). The
refresh indicator and the offline strip now lie across the top of the
list's placeholder slot, in its own overlay, with the rows and the
placeholder placed below them in the same layout pass
(\`PlaceholderSlot+Band.swift\`): the box around the slot is gone, and with
it one level of every row's walk up to its window. The million-row first
frame counts 84.6 M instructions against C's 83.2 M (×1.016; 85.3 M
before). Time follows the counts loosely. Fifteen runs in rotation of the
program before this change, after it and the C list (GTK 4.24) took
26.77, 26.52 and 25.41 ms (medians), and 20.73, 20.37 and 18.65 ms of the
main thread's processor time: some 9% more processor time than C for
1.6% more instructions. A \`make bench-unstable\` of the bare suite alone,
that morning on the code before, put the million-row frame at ×1.108 of C
(1.08–1.13); a full run on this code at ×1.028 (0.88–1.16), with the
10k and 100k frames at ×0.94 and ×1.06; a full run later that day
(with the GTK 4.8 change below, which leaves this frame alone) at ×1.03, and the 10k, 100k and 10m frames at ×1.09, ×1.05
and ×1.07: within a few percent of C, above or below from run to run. Three
explanations fall away. The system: between the frame's marks both
programs make the same system calls, the same number of each (\`strace\`),
and take the same 1,300 page faults within 17. The cache simulation's
23,000 extra last-level write misses (above): valgrind models this
machine's last level as 256 MiB and direct-mapped, so a miss there is an
address the program had not touched yet; both programs draw the new
window into new buffers, and C's happen to land at addresses its first
window used (its fill of the 800×600 surface misses 18,432 of 30,000
lines; Swift's misses all), while the fault counts, level, say the pages
are new to both. And Swift's own code: \`make frame-profile\` samples the
processor clock (perf's software clock; this virtual machine has no
hardware counters) on the main thread between the same marks. On GTK
4.24, with the lean link, 30 runs of each taking turns, Swift's frame
took 400 samples per run to C's 365 (+10%): 11.4 in the program's own
code, and 20 more in GTK, GObject and GLib, which run only 0.6 M more
instructions than C's. Linked
without the lean link's layout, the program's own code took 15.3 samples
of 478 (3.2% of the time for 1.5% of the instructions: code that runs
once per row, cold), and GTK, GObject and GLib 33 more than C's 427: the
same library work, slower in the Swift process. On GTK 4.8 the lean
Swift frame took fewer samples than C's (384 against 395: 12.1 in its
own code, 15 fewer in GLib). What slows GTK 4.24's work in the Swift
process, whether the heap's layout or the processor's caches and branch
predictors, sampling cannot see here. Callgrind's first-level cache
simulation (32 KiB each, as this processor's) gives a lead: the program's
own code misses the instruction cache 80 K times for its 1.27 M
instructions (6%, where GTK's code misses far less often), and GObject's
data reads miss 18.9 K times more than in C (+9%, most in its type
checks): the code a row runs and the objects GTK reads are spread wider
than the caches hold. Fewer and smaller functions on a row's path, and
objects made together, are where the rest of the time is.

Where the rest of GTK 4.24's first-frame time goes, counted (2026-12-07,
second stop). Callgrind can simulate the caches of this processor (an AMD
EPYC: 32 KiB first-level instruction and data caches per core, 512 KiB
second level; the last level here a 1 MiB one) and a branch predictor.
Set so, the 10k first frame of the code before this stop counted 84.55 M
instructions against C's 83.25 M (+1.6%), 1.488 M first-level
instruction misses against 1.402 M (+86 K), 29 K more first-level data
misses, 6.4 K more last-level misses, and 695 K mispredicted conditional
branches against 634.6 K (+61 K: 18.8 K in the program's own code, 42 K
more in GTK, GObject, GLib and libc, whose branches the Swift code run
between their calls leaves harder to predict). At about 1.7
instructions a cycle (20 ms of processor time for 83 M instructions),
some 14 cycles a first-level miss, 150 a last-level one and 17 a
misprediction, that is 3.5 M cycles more in a frame of about 50 M: the 5
to 9% more processor time than C that the runs show, for 1.6% more
instructions. Most of the program's own instruction-cache misses are on
a row's path (57.6 K of 68 K: 73 functions, some 290 cache lines a row,
which GTK's work on a row evicts before the next), most of its
last-level misses in code that runs once a frame (making the table: 2,900
of 3,200 lines). Two suspects measured no difference: the Swift objects a
row allocates among GTK's (a C list that allocates five blocks a row,
as the Swift rows do, took ×1.013 of plain C's processor time over 40
runs taking turns, 0.97–1.05), and \`-Osize\` (84.68 M instructions and
1.498 M instruction misses: more of both).

What this stop took away. The list-item factory's four signals reached
the rows' factory through closures that held it weakly, and a weak
reference gives an object a side table, after which every retain and
release of it takes the runtime's slow path: several a row. They now
reach it through C functions given the factory itself as their data,
disconnected as it goes (\`ListItemFactorySignals\`). The thread check at
GTK's calls is inlined where the compiler allows, the row binding's style
closure holds the styling (which holds its list weakly), and the row
identities' maps are made with room for a window's rows (they grew five
times in a first frame). The program's own code in the 10k frame went
from 1.264 M to 1.046 M instructions and from 80.7 K to 71.8 K
instruction misses, the frame from 84.55 M to 84.33 M (×1.013 of C), its
own mispredicted branches from 18.8 K to 14.6 K (694 K in all). Thirty runs in rotation of the program before, after and
the C list, on a busy machine (C's median 31 ms): processor time ×1.069
of C before (paired; 0.98–1.16) and ×1.019 after (0.93–1.13). The
tables above are from the code after: on GTK 4.8 its first frames are
×0.79 to ×0.90 of C's; on GTK 4.24 this run put them at ×1.07 (10k),
×0.96 (100k), ×1.06 (1M) and ×1.13 (10m), as spread as ever from run to
run for the same instructions at every size. The machine was busy
through this run: GTK 4.8's start-up medians came out ×1.07 of C's, with
C's two runs ×1.05 of each other, and run by run ×1.022 (0.97–1.05)
for start-up code this stop left alone. What is left is the breadth of
the Swift layer a row passes through (some 70 functions, each a few
cache lines and branches that GTK's code then predicts worse), and
making the table's parts, which a plain C list does not have.

A row's path, shorter (2026-12-07, fourth stop). Seven steps a row took
through the library are gone or shorter: the thread check at each of
GTK's callbacks (a call into GtkKit, which asked the C library for the
thread: now one load of a thread-local, inlined where GTK calls back),
the lazy model's owner (a search of the model's qdata: now a slot in its
instance), its row type (a lazy static: now a property), the hosts' key
on the list items (read once), the registration lookup for a one-kind
table's new cell (its maker is called directly), the weak load of a
delegate never set, the section search of a one-section table, and the
row objects' map (each key now beside its value). Counted on GTK 4.24
(callgrind, the 10k first frame, caches and branch predictor simulated
as above): the program's own code ran 1.045 M → 0.941 M instructions,
70.8 K → 58.9 K instruction misses, 15.9 K → 15.0 K mispredicted
conditional and 7.6 K → 5.9 K mispredicted indirect branches; the whole
frame 84.44 M → 84.21 M instructions (C 83.12 M, ×1.013), 1.476 M →
1.450 M instruction misses (C 1.403 M) and 695.5 K → 686.7 K
mispredicted branches (C 639.5 K). No other thread runs in either
program's frame (callgrind per thread: the others ran the same in both;
strace: both make the same calls, all on the main thread). In time this
machine could not tell the change from its noise. Thirty runs in
rotation of the program before, after the first half, and the C list put
the after program at ×1.017 of C and the before at ×1.077 (paired
medians; spreads 0.88 to 1.17); thirty more after the second half put
them at ×1.081 and ×0.965, with C's own median at 40 to 43 ms where it
had been 25 a day before. Three \`make bench-unstable\` runs that evening
gave, after the first half, ×1.077 (10k), ×1.028 (100k), ×1.127 (1M;
processor time ×1.134) and ×1.047 (10m), with C against itself ×1.034;
after both, ×1.007, ×1.062, ×1.026 (processor time ×1.025) and ×1.002,
with C against itself ×0.944; and on the same code again ×1.046, ×1.044,
×1.050 (processor time ×1.066) and ×1.059, with start-up, which no change
touched, at ×1.064 (the table above is this last run). With one core
busy the million-row frame took 25.2 ms against C's 30.0 in the first,
24.4 against 24.3 in the second, 33.4 against 29.7 in the third. The
\`make bench\` on GTK 4.8 that evening put the first frames at ×0.87 to
×0.94 of C's. This machine is a Firecracker
virtual machine (its kernel says so): no hardware counters, and
processor time charged by 250 Hz ticks; a C program measured against
itself moves by 3 to 6% from run to run, as much as what is left
between the two lists.

Where the first frame's time goes (2026-12-08). Traced with the
scheduler's events (perf, GTK 4.24, the 10k frame, 15 runs of each
program, one Xvfb for all): the main thread sleeps 6.4 ms of the frame in
Swift and 6.5 in C (medians; waiting for the X server), and is on the
processor 21.4 ms against 19.9. Sampled at 10 kHz (20 runs of each),
the frame holds 463 samples against C's 440 (+5.2%): the program's own
code 11.4 of the difference, GObject 6.1, GTK 4.2, the C library 2.1,
GLib 1.9; the kernel level (101.5 against 101.2: page faults, 1312
against 1302 in the frame). The program's own 0.94 M instructions take
1.1 ms there, a third of an instruction per cycle: its code is cold at
every row (206 instruction-cache lines a row, which GTK's own code
evicts before the next), which the simulated caches above price lower
than this processor does. Making a one-kind table's cells eight at a
time, so that GTK's label-making code stays in the cache, was tried and
missed more (1.489 M instruction misses against 1.447 M): dropped. A
list that loads nothing made GIO's network monitor at its start-up
(netlink sockets and a read of the route table; NetworkManager's
monitor calls NetworkManager over D-Bus): lists now follow the network
from the first operation or delegate, and start-up to the first frame
counts 430.53 M instructions against C's 430.69 M (431.33 M before). The
lean link now puts first the functions a profiled run called a hundred
times or more: a row's code lies in 21 pages of the binary instead of 39
(instruction misses 1.4499 M in the frame, against 1.4502 M; C 1.4027 M).
Start-up sampled the same way (20 runs of each) held 5% more samples in
Swift, two thirds of them the kernel's: 218 more page faults (8,933
against 8,715), and the Swift runtime reading /proc/self/maps, line by
line, before \`main\` to find \`argv\` (the kernel writing 640 lines
and the C library scanning them, about 0.7 ms), which every Swift
program on Linux does. The runs the tables show are this code's first:
GTK 4.24's first frames ×0.982 (10k), ×1.025 (100k), ×1.016 (1M) and
×1.041 (10m) of C's, start-up ×1.030 (C against itself ×0.994 and
×0.957); GTK 4.8's ×0.993, ×0.904, ×0.891 and ×0.937, start-up ×0.979.
Every one is within 5% of C, by less than this machine's noise on
GTK 4.24: runs of nearly the same code the day before gave ×1.00 to
×1.08.

This machine was noisier on the morning of 2026-12-07 than a stop ago:
the search's longest gap between frames measured 25 to 38 ms in both
programs where it had been 21, and above C's in that run on both GTKs (a
maximum over a run, the noisiest of the figures); in a run later that
day it was below C's on both, quiet and loaded, and the bare toggles
×0.95 of C; in the run the tables here show (the second stop's) it is
below C's on GTK 4.8 and above on GTK 4.24 (27.9 against 25.5 ms, and
30.4 against 25.9 with one core busy). Twelve runs of the search
(GTK 4.24) alternating the program from before the strips change with
this one put their longest gaps at 33.1 and 30.2 ms (medians): the change
did not lengthen them. The bare toggles measured ×1.18 of C on GTK 4.8
(five runs, each from 7.8 to 12.3 s in both programs); counted in
instructions (callgrind, GTK 4.24, the whole run with 1,200 toggles), the
program after the change runs 1.1% fewer than before it (5.70 G against
5.76 G).

The empty window (2026-11-29). The library found GNOME in
\`XDG_CURRENT_DESKTOP\` with a substring search, which comes from Swift's
string-processing library and linked it and its regex parser into every
app: 2 MB of binary, 0.17 MiB resident at start-up (alternating runs of
both links, GTK 4.8); \`make test\` now checks that the library's modules
call none of it. \`scripts/lean-link.sh\` now lays out the C start-up
code as well (\`frame_dummy\`, whose symbols have no size, so callgrind
names it by address only: it had a 64 KiB window of pages to itself).
The binary's pages still vary by ±0.2 MiB from one link to the next, with
where the standard library's one unmovable section falls against the
kernel's 64 KiB windows (the load address moves by whole pages; the
alignment a program asks for is not kept for PIE here).

The large changes (table-1m's emptying and refilling). Both programs show
each in the next frame, quiet and with one core busy; its time is mostly
the wait for that frame. Emptying a million rows is faster in Swift; the
refill takes longer on GTK 4.8 (×1.12) though it counts fewer
instructions (57.4 M against 66.0 M, callgrind between the third and
fourth \`BARE_MARKS\`): the frame it lands in comes later, not its work.

What the gaps are made of (investigated on 2026-11-23; GTK 4.8, Xvfb):

- **The empty window's resident memory.** Both programs copy
  /proc/self/smaps to \`BARE_SMAPS=FILE\` when they read
  \`table_empty_rss_mib\`; summed per mapping, the first comparison's
  +13 MiB was 6.9 MiB of drawing, not Swift: the library's stock
  placeholder draws its icon at 128 px (AdwStatusPage's size), a size
  Adwaita has no PNG for, so GTK renders the SVG through gdk-pixbuf's SVG
  loader: librsvg (6.3 MiB of its code resident), libxml2 and the MIME
  cache. The first C twin drew a 64 px PNG; it now draws the same icon in
  the library's look. What remained was the Swift program's own image: 5.5
  MiB of the binary's mapped pages; the heap differs by 0.2 MiB, and the
  icon theme, fonts and GTK's own libraries by less than 0.1 MiB each. The
  binary links the Swift runtime in (the standard library's code is 3.4 MB,
  the regex parser and string processing every Swift module imports 0.8
  MB, the runtime 0.5 MB, libdispatch 0.1 MB, PlaceholderCore and
  PlaceholderGtk 0.5 MB). Which of its pages were resident, read from
  /proc/self/pagemap at that moment: 652 KiB of relocation table (28,000
  relative relocations, which the loader reads whole at start-up), 284 KiB
  of dynamic symbol table (the static standard library's link arguments
  export every symbol of the app's own modules), and 3.5 MiB of code out of
  6 MB. Start-up runs about a thousand functions of the binary, 330 KB of
  code, but they lie all over it, and the kernel maps the 64 KiB of file
  around each page it faults in. Linking with lld, without exporting the
  symbols and with packed relative relocations (DT_RELR: 5 KiB instead of
  652) took 0.7 MiB away; laying out the functions start-up runs first (a
  symbol ordering file from a callgrind run) 1.5 MiB more, most of it the
  runtime's C++ objects, which come whole. The rest of the standard
  library's code is one section per object file and cannot be moved, nor
  can the library's modules be split finer usefully (function sections for
  them measured no smaller). The remainder above C is the binary's code
  and data that start-up does touch.
- **The million-row first frame.** Single runs spread from 19 to 250 ms
  in both programs on this shared machine, so only the medians of many
  alternating runs say anything. Counted in instructions (callgrind, both
  programs' whole table-1m run: 731 million in Swift, 729 million in C),
  creating and presenting the two windows costs the Swift table less than
  the C twin (108 against 118 million). The gap was in the protocol: the
  Swift program's last references to the empty window were its step's
  own, released when the step returned, so GTK finalized that window's
  widgets (29 million instructions) after the clock had started for the
  million-row one; the C twin's window was gone before. Both now open the
  million-row window at the next idle moment after closing the empty one.
  Found earlier: every table built its pull-to-refresh strip (a revealer
  with an arrow icon, a spinner and a label) up front, though most lists
  are never pulled; it is now built at the first pull or refresh (1.3 ms,
  5% of the first frame, and 0.7 MiB of the empty window).
- **Memory per million rows.** The rows' own memory is GTK's (its list
  item tree and the rows on screen) in both; the Swift table adds its flat
  index (one entry per section, not per row) and the identities of the row
  objects GTK holds (about forty).
- **Toggles.** Each toggle destroys 40 rows and builds 40. In the C twin
  that is almost all GTK's work: a GtkListItemWidget with its gesture
  controllers, and the row's widgets with their CSS nodes (when the rows
  were a box around a label, making the label alone was 13% of the C
  twin's time, sampled with \`perf record -e cpu-clock\`; the box, the
  label and their teardown together about a third). The Swift table builds a row's cell once
  (UITableView's reuse queue, \`ListAdapting.reusesCells\`): when GTK
  destroys a row, the row's cell waits, unbound, for the next row of its
  kind, so emptying and refilling a table (a search, a reload, a
  placeholder shown and hidden) moves cells between list items instead of
  building widgets. The pool holds at most as many cells as the table had
  rows alive at once, and none once the table leaves its window.
- **Toggles, every row built (toggle-10k-no-reuse).** With reuse off the
  Swift rows do the C twin's widget work plus the library's, and what is
  left over C is the Swift layer's cost per row made and destroyed.
  Counted with callgrind over the whole run (2026-11-23): 67.7 G
  instructions against C's 63.6 G, +6.5%, after earlier rounds took out
  SipHash tables, generic metadata lookups, executor queries, per-row
  closure allocations and size-request resizes (see git history). Time
  grows more than instructions: sampled on 2026-11-24 (2,000 Hz, the
  whole run), the Swift program's 1.4 s over C was 38% its own code
  (reference counting, the four Swift objects a row has: row host, cell,
  and the box's and label's wrappers), 21% GLib's signal-handler table,
  and the rest spread over GObject, GTK and malloc, whose same calls run
  slower on a heap with more objects per row. The handler table is a
  threshold, not a cost per row: GObject looks every disposed object up
  in one GHashTable of the instances that have handlers, and GLib cleans
  that table's tombstones only when it resizes. Read from the running
  programs with gdb, the C twin's table falls below 64 live entries
  whenever its list is empty, so GLib shrinks it from 256 slots to 128 and
  grows it again, cleaning it each time the list empties and fills; the
  Swift window keeps
  about 40 more long-lived objects with handlers (the placeholder's
  scroller and its scrollbars, the Retry button, the list's key, scroll
  and drag controllers), so its table stays at 256 slots, 85–94% full of
  entries and tombstones, and each lookup probes further. The C twin
  given 40 extra objects with a handler (what a few buttons and a second
  scrolled window bring) runs 2–3% slower; the Swift program without its
  placeholder scroller (20 of those objects) ran no faster, since it stays
  above the threshold.
- **Frames.** Emptying the million-row table paints the placeholder in the
  next frame, and refilling it paints rows in the next frame, in both.

The demo's own \`toggle-10k\` above drains the main loop after every toggle;
the bare one toggles 100 times per idle callback as a C program would
(\`MainLoop.whenIdle\`), so frames run only when they are due.

## Search over a million rows, and cost against size

search-1m (\`placeholder-bare-bench --bench search-1m\`, public API only,
against Benchmarks/reference/search_reference.c, alternately, $short_runs runs
each): an 800×600 window with a table of 1,000,000 rows "Row N" and the
library's placeholder; after the first after-paint the frame clock runs
every frame (a tick callback in C, \`FrameClock.beginUpdating()\` in
Swift) to the end; the queries "1", "12", "123", "1234", "12345", "123456",
"1234567" (nothing matches: the no-results placeholder) and "" are applied
one after another, each at the first after-paint after the previous one's
result is on screen. A row matches when "Row N" contains the query,
ignoring case. The C twin is GTK's own answer: a GtkStringList, a
GtkStringFilter in a GtkFilterListModel filtering incrementally (a slice
between frames), a "No Results" overlay shown when the filter is done and
empty. The Swift table's search filters and diffs on a background thread
(\`replaceAllInBackground\`), a query that extends the one on screen
filtering the rows on screen; a change of more than 65,536 entries lands
in slices from the top, a frame between each (\`LandingSlicer\`), the
others in one main-thread turn.

On a busy machine (2026-11-28). With a second process keeping one of the
two cores busy, the filter on Swift's shared pool took the core the main
thread was waiting for: the longest gap was 102 ms on GTK 4.24 where
GtkFilterListModel, which works on the main thread alone, held 45 ms
(load 2 to 5). The filter and the diff now run on one thread of their
own whose nice value is 10 (\`BackgroundComputeExecutor\`), a tenth of
the main thread's share when both want a core: with a \`make test\`
running beside it on GTK 4.8, three runs each, the longest gap went from
33 to 62 ms to 21 to 25 ms, and with one core kept busy it is below C's
on GTK 4.8 and within about a millisecond of it on GTK 4.24, above or
below from one run of the bench to the next (the _loaded rows). What a landing turn costs was
timed inside the bench (a patch not kept): 8 to 11 ms for the first
queries, almost all of it GTK taking the change and rebinding the rows on
screen (two splices, \`FlatIndex.emissions\`), whatever the size of the
change (280 changes cost as much as 45,000). Slicing the change bounds the
part that grows with it; the rebinding of a screen of rows stays in the
first slice's turn.

Where the Swift frames go. A search's change lands in one main-thread
turn of 6 to 10 ms for the first queries: GTK 4.8 keeps 205 row widgets
(its list view's 200 and a few), and a change of that size replaces
them all, where the C twin's incremental filter replaces a few per frame.
Landing mid-frame, that turn held the next frame up (30 to 38 ms between
frames); a change of 10,000 entries or more now lands just after a frame
is painted (\`Widget.nextFramePainted\`), so the turn and the frame that
shows it fit in about a frame's time, and a smaller one (a search's last
keystrokes) lands at once. The longest frame is then bimodal: 19 to 21 ms
in about half the runs, and 23 to 30 ms in the others, always in a big
change's frame (traced with \`BARE_SEARCH_TRACE=1\`), where C's stays
between 22 and 26 ms; the medians are level. Below C's every time would
take GTK keeping its row widgets through a big change, which GTK 4.8 does
only for an item it finds again among the new ones. A deletion in more runs than GTK is told
one by one goes to GTK as its span without making the runs' splices
(\`FlatIndex.emissions\`). The No Results frame is cheaper than C's: a
list on screen loads its placeholders' icons while idle, on GTK's loading
thread, where the C twin (as any plain GTK program) reads and renders
the SVG in the frame that first shows it.

On GTK 4.24 (2026-11-28), every frame interval of search-1m counted
under callgrind (both programs mark each after-paint): the longest Swift
intervals were a landing slice with its frame, about 90 M instructions,
where C's worst was 62 M. GTK 4.24 holds about two hundred row widgets
around the view and rebuilt them all for the first slice, and putting the
keyboard focus back on the row that took the removed focused row's place
scrolled to it, which made GTK build the rows inside the landing turn
(7.6 M). The first slice now holds a hundred changes (the rows at the
top), so the rebuild spreads over two frames, and a row standing where the
focused one stood gets the focus when GTK shows it, without a scroll.
Off the main thread, the slicer no longer hashes every index into a set
to find repeats (383 M of a search's 1.56 G background instructions).

On GTK 4.8 (2026-12-07), the same count (callgrind, each frame interval
of search-1m on the main thread): the heaviest Swift intervals were 132,
91 and 77 M instructions, C's 65 and 58 M. GTK 4.8's signal factory
unbinds and binds again every row whose position changes, at every
emission, so the first slice of “1” (15 emissions) bound 2,439 rows for
the 205 GTK holds, and the landing of “12” 1,191. A row bound again to
its own row object now keeps its binding, as on GTK 4.12 and later
(\`RowFactory.defersUnbind\`): the heaviest intervals fell to 91, 81 and
74 M, the first slice of “1” from 77 to 46 M. What is left in them is a
change of more than 64 runs, which lands as one span: GTK makes all 205
of its rows again in that frame, about 440 K instructions a row where C's
rows cost 320 K, of which about 12 M a frame is GTK 4.8 asking the model
for each of the thousands of rows the span adds, looking for its anchor
row among them (a new row object each, dropped at once). In time, the
longest gap did not move (12 runs of each program in rotation, medians:
20.1 ms before, 20.7 after, C 23.7; a second dozen 23.4, 22.8 and 23.5;
with one core busy 19.9, 20.9 and 25.3): both programs have runs of 26 to
38 ms, which \`BARE_SEARCH_TRACE=1\` puts in the span's frame of “123” or
“1234” when the change lands mid-frame. Tried and not kept: two leading
slices of a hundred changes (the heaviest interval 82 M, but GTK made 389
rows for 205, each slice pulling old rows into its range), and emitting
every replacement of more than 256 rows as a removal then an addition
(119 M for “12”, whose slices leave the old rows below them).

| figure | Swift$here | C$here |$(other_heads) Swift vs C | target | met |
|---|---|---|$(other_rules)---|---|---|
| search_1m_total_ms (first query to every row back) | $(value bare_search_1m_total_ms) ms | $(value bare_c_search_1m_total_ms) ms |$(other_figures bare_search_1m_total_ms bare_c_search_1m_total_ms ms) $(ratio "$(value bare_search_1m_total_ms)" "$(value bare_c_search_1m_total_ms)") | ≤ C | $(at_most "$(value bare_search_1m_total_ms)" "$(value bare_c_search_1m_total_ms)") |
| search_1m_max_gap_ms (longest time between two frames) | $(value bare_search_1m_max_gap_ms) ms | $(value bare_c_search_1m_max_gap_ms) ms |$(other_figures bare_search_1m_max_gap_ms bare_c_search_1m_max_gap_ms ms) $(difference "$(value bare_search_1m_max_gap_ms)" "$(value bare_c_search_1m_max_gap_ms)") ms | ≤ C | $(at_most "$(value bare_search_1m_max_gap_ms)" "$(value bare_c_search_1m_max_gap_ms)") |
| search_1m_max_gap_ms_loaded (the same, one core kept busy by another process) | $(value bare_search_1m_max_gap_ms_loaded) ms | $(value bare_c_search_1m_max_gap_ms_loaded) ms |$(other_figures bare_search_1m_max_gap_ms_loaded bare_c_search_1m_max_gap_ms_loaded ms) $(difference "$(value bare_search_1m_max_gap_ms_loaded)" "$(value bare_c_search_1m_max_gap_ms_loaded)") ms | ≤ C | $(at_most "$(value bare_search_1m_max_gap_ms_loaded)" "$(value bare_c_search_1m_max_gap_ms_loaded)") |
| search_1m_total_ms_loaded | $(value bare_search_1m_total_ms_loaded) ms | $(value bare_c_search_1m_total_ms_loaded) ms |$(other_figures bare_search_1m_total_ms_loaded bare_c_search_1m_total_ms_loaded ms) $(ratio "$(value bare_search_1m_total_ms_loaded)" "$(value bare_c_search_1m_total_ms_loaded)") | — | |
| search_1m_no_results_ms ("1234567" to its placeholder on screen) | $(value bare_search_1m_no_results_ms) ms | $(value bare_c_search_1m_no_results_ms) ms |$(other_figures bare_search_1m_no_results_ms bare_c_search_1m_no_results_ms ms) $(difference "$(value bare_search_1m_no_results_ms)" "$(value bare_c_search_1m_no_results_ms)") ms | ≤ C + 16.7 ms | $(at_most "$(value bare_search_1m_no_results_ms)" "$(plus 16.7 "$(value bare_c_search_1m_no_results_ms)")") |
| search_1m_rss_mib (at the end) | $(value bare_search_1m_rss_mib) MiB | $(value bare_c_search_1m_rss_mib) MiB |$(other_figures bare_search_1m_rss_mib bare_c_search_1m_rss_mib MiB) $(difference "$(value bare_search_1m_rss_mib)" "$(value bare_c_search_1m_rss_mib)") MiB | ≤ C | $(at_most "$(value bare_search_1m_rss_mib)" "$(value bare_c_search_1m_rss_mib)") |

The search's memory, from its start to its peak (2026-12-07). At the end
of search-1m the resident memory is the same run after run (168.7 to
169.0 MiB in six runs on GTK 4.24, where C's list ends at 198.7 to 198.9);
what swings is the peak in between, when a query's diff holds the old
and the new rows' matching (the first query, a million rows against
470,000) or lists a million insertions (the last, "", every row back).
The diff now counts its insertions and deletions before it lists them,
and the slicer sorts the indices in place (a diff lists them in order
already): the lists no longer grow by doubling, each growth a copy with
the old and the new buffer held together. The heap's peak (valgrind's
massif, GTK 4.8) fell from 69.0 to 55.8 MB, the resident peak from 202 to
190 MiB on GTK 4.8 (C's 170) and from 214 to 209 MiB on GTK 4.24 (C's
198), three runs each, the same in every run. What is left at the peak
is the diff's hash buckets for matching rows by identity (31 MB for the
first query) and the app's own rows (8 MB), which C's GtkStringList holds
as objects instead.

The search's memory at its end, above C's again (found 2026-12-08). Since
the bench of 2026-12-08 (the first after rows replaced on screen kept
their widgets) search-1m ends at 187 MiB on GTK 4.8 (C's 171) and 203 to
205 on GTK 4.24 (C's 198), where it ended at 153 and 169. It is memory
glibc keeps, not memory held: the same binary ends at 110 to 111 MiB with
glibc's trim or mmap threshold fixed (\`GLIBC_TUNABLES\`, two runs of
each, GTK 4.8), and at 183 to 187 without. After a change of 100,000
entries or more the list gives the heap's free memory back
(\`ListModelSync\`, \`malloc_trim\`), but a big
replacement now lands in slices of 65,536, none of which is that big.
The list now counts the entries changed since it last gave memory back
and does so once no replacement is landing (after a landing's last
slice, never between two). \`make bench\`'s search suite on GTK 4.8 with
it (15 runs, the figures in the search table above): 148.75 MiB at the
end against C's 171.21, the longest gap 20.57 against 24.18 ms (21.18
against 25.71 with one core busy); on GTK 4.24 (\`make bench-unstable\`'s
search suite, 15 runs) 164.45 MiB against 198.35, the longest gap 23.08
against 25.08 ms (24.40 against 26.04 loaded).

The rows on screen through a search's landing (2026-12-07, third stop).
Counted under callgrind, each frame interval of search-1m on GTK 4.24
(both programs mark each after-paint), the heaviest Swift intervals were
88, 82 and 74 M instructions, C's 62 and 37 M: in them GTK destroyed the
widgets of the rows a landing replaced (a hash table of them, emptied at
the end of the emission: 10.7 M) and built as many new ones (their
objects and controllers: 26 M), as the row objects of the replaced rows
went with them and the new rows had new ones. GTK 4.12 and later keep a
row's widget when its object comes back in the same emission, and GTK
4.8 does too. A list's own change now hands a replaced row's object to
the row that replaces it (\`RowIdentities.applyReusingReplaced\`), and a
big replacement that is emitted as a removal then an addition replaces
the rows that have objects (those GTK shows and holds near them) in
place first (\`SpliceEmission.replacingShownRowsInPlace\`): GTK keeps
their widgets and cells, and the list binds them to their new items
(GTK 4.12 and later do not rebind a row whose object stayed; each
object counts the rows it stood for, and a row bound at an older count
is bound again). The heaviest intervals fell to 42, 42 and 40 M, below
C's heaviest. In time, ten runs of each in rotation (GTK 4.24, the program before
this change, after it, and C): the longest gap 24.4 ms before (20.8 to
39.7), 22.3 ms after (21.3 to 25.1) and 24.7 ms for C (23.1 to 32.1),
medians; with one core kept busy (eight runs each) 21.9, 21.5 and 23.1
ms; the whole search 903, 900 and 1,308 ms. The long gaps of 26 to 40 ms
that every other run had are gone. On GTK 4.8, the same way: 26.7 ms
before (20.0 to 35.2), 22.5 after (19.8 to 24.8), C 25.5 (23.6 to 28.2);
with one core busy 21.2, 22.8 and 28.2 ms. What still builds rows in the
heaviest intervals is a change of up to 64 separate splices (a later
query's deletions), which GTK takes one by one: the rows it removes lose
their widgets, and the rows that come into view are built.

## An endless feed with a memory cap (\`maxPages\`)

A feed without end (\`placeholder-bare-bench --bench endless\` and
\`endless-capped\`, Benchmarks/Bare/BareEndless.swift): pages of 200 items
of 500 bytes of text each, each answered a frame after it is asked for
(as from the network, at the soonest), scrolled down a third of the
800×600 window per frame for 150 pages (30,000 items). \`endless\` keeps
every page; \`endless-capped\` sets \`maxPages = 10\`, so each page that
lands lets go of the one farthest above the screen. Resident memory every
25 pages ($runs runs each, medians; \`BARE_ENDLESS_TRACE=1\` prints each
frame's scroll position):

| pages scrolled | 25 | 50 | 75 | 100 | 125 | 150 | time per page | items held at the end |
|---|---|---|---|---|---|---|---|---|
| every page kept | $(value bare_endless_rss_mib_at_25) | $(value bare_endless_rss_mib_at_50) | $(value bare_endless_rss_mib_at_75) | $(value bare_endless_rss_mib_at_100) | $(value bare_endless_rss_mib_at_125) | $(value bare_endless_rss_mib_at_150) MiB | $(value bare_endless_ms_per_page) ms | $(value bare_endless_items_held) |
| \`maxPages = 10\` | $(value bare_endless_capped_rss_mib_at_25) | $(value bare_endless_capped_rss_mib_at_50) | $(value bare_endless_capped_rss_mib_at_75) | $(value bare_endless_capped_rss_mib_at_100) | $(value bare_endless_capped_rss_mib_at_125) | $(value bare_endless_capped_rss_mib_at_150) MiB | $(value bare_endless_capped_ms_per_page) ms | $(value bare_endless_capped_items_held) |

With the cap the memory stays flat once ten pages are held; without it
it grows by the items' text and rows. The cap costs no time: a page
takes the frames the scrolling takes either way, with the drop (200
rows removed above the screen, the row on screen kept in place) inside
them, and fewer rows held make GTK's work on the rest no dearer.

Cost against size: the bare table-1m at 10,000, 100,000, 1,000,000 and
10,000,000 rows (\`--rows N\`, both programs), and the core's diff of as
many items with 1% changed.
The diff grows with the items, all of which it reads: it places the items
that kept their place by walking the old sections beside the new, then
deals every item into cache-sized buckets by hash to catch repeated IDs
and match the rest. An integer ID is dealt by a one-to-one mix of its
bits, not by Swift's SipHash (8 ns an ID, a quarter of the diff before).

| rows | first frame, Swift$here | first frame, C$here |$(other_heads "first frame, ") Swift vs C | rows' memory, Swift$here | rows' memory, C$here |$(other_heads "rows' memory, ") core diff |
|---|---|---|$(other_rules)---|---|---|$(other_rules)---|
MD
for size in 10k 100k 1m 10m; do
  swift_rows=$(minus "$(value bare_table_${size}_rss_mib)" "$(value bare_table_empty_rss_mib)")
  c_rows=$(minus "$(value bare_c_table_${size}_rss_mib)" "$(value bare_c_table_empty_rss_mib)")
  echo "| $size | $(value bare_table_${size}_first_frame_ms) ms | $(value bare_c_table_${size}_first_frame_ms) ms |$(other_figures bare_table_${size}_first_frame_ms bare_c_table_${size}_first_frame_ms ms)" \
    "$(ratio "$(value bare_table_${size}_first_frame_ms)" "$(value bare_c_table_${size}_first_frame_ms)") |" \
    "$swift_rows MiB | $c_rows MiB |$(other_cells "$(other_rows bare_table "$size")" "$(other_rows bare_c_table "$size")" MiB)" \
    "$(value core_diff_${size}_ms) ms |"
done
cat <<MD

![Cost against size: first frame, memory the rows add, and the diff, against rows, Swift beside C, log scales](Benchmarks/cost-against-size.svg)

## Files (Examples/Files against GTK's GtkDirectoryList)

A folder of 100,000 empty files, listed by the Files example
(\`placeholder-files-bench FOLDER\`, Benchmarks/Files, the Files example's window: GIO enumeration in batches of
$(value files_batch_size) through \`Folder.entries()\`, two sections, a live
monitor) and by a C program with GtkDirectoryList under a GtkListView
(Benchmarks/reference/files_reference.c): the same 480×600 window, row
(icon, name, size) and GIO attributes, started through the same launcher
and run alternately ($short_runs runs each). Times run from the process start.

From the first frame to the first rows both take about 60 ms (GIO opens
the folder and reads the first batch on its worker thread); what the Swift
side adds comes before, in the first frame: the Swift runtime, the
library's set-up and the loading placeholder it draws while C draws an
empty list (10 to 15 ms). Reading on, the example asks for 100 entries
first and then 5,000 per batch, as GtkDirectoryList does for local
folders; with 200 per batch the last row came a third later than C's.
The Swift listing keeps a small value per file where GtkDirectoryList
keeps a GFileInfo, hence less memory.

| figure | Swift | C | target | met |
|---|---|---|---|---|
| first painted frame (loading placeholder / empty list) | $(value files_first_frame_ms) ms | $(value files_c_first_frame_ms) ms | — | |
| first painted rows | $(value files_first_rows_ms) ms | $(value files_c_first_rows_ms) ms | ≤ 1.10 × C | $(within "$(value files_first_rows_ms)" "$(value files_c_first_rows_ms)" 10) |
| last row read | $(value files_all_rows_ms) ms | $(value files_c_all_rows_ms) ms | ≤ 1.10 × C | $(within "$(value files_all_rows_ms)" "$(value files_c_all_rows_ms)" 10) |
| resident memory, all rows in | $(value files_rss_mib) MiB | $(value files_c_rss_mib) MiB | ≤ C + 10 MiB | $(at_most "$(value files_rss_mib)" "$(awk -v c="$(value files_c_rss_mib)" 'BEGIN { print c + 10 }')") |
MD

#!/usr/bin/env bash
# make bench: the core suite and the GUI suite, in release mode, with the
# same GUI scenarios written straight against GTK in C for comparison.
# Prints one `BENCH <name> <value> <unit>` line per figure (medians of
# BENCH_RUNS runs, default 5; three times as many for startup and
# table-1m, six times for the bare program's start-up and first frames),
# then writes BENCHMARKS.md.
#   BENCH_SUITES="bare sizes search"   some suites only (make bench-unstable):
#   their medians, without BENCHMARKS.md, which would lose the others' figures
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${BENCH_RUNS:-5}
out=.build/bench
mkdir -p "$out"
: > "$out/raw.txt"
all_suites="core gui bare search endless sizes files"
suites=" ${BENCH_SUITES:-$all_suites} "
for suite in $suites; do
  [[ " $all_suites " == *" $suite "* ]] || { echo "bench: unknown suite '$suite' (suites: $all_suites)" >&2; exit 2; }
done
runs_suite() { [[ $suites == *" $1 "* ]]; }

# Release mode, with the Swift runtime linked in, as meson installs the demo
# (scripts/swiftpm-build.sh): the dynamic loader then has ten fewer
# libraries to map and every symbol lookup (GTK's own included) fewer
# scopes to search, which is 10 to 20 ms of start-up.
release=(-c release --static-swift-stdlib)
echo "Building in release mode…" >&2
# Only the programs the suites run: a first release build in a fresh root
# (make bench-unstable) is most of its time.
if runs_suite gui; then swift build "${release[@]}" --product placeholder-demo-bench >&2; fi
if runs_suite core; then swift build "${release[@]}" --product placeholder-core-bench >&2; fi
if runs_suite bare; then swift build "${release[@]}" --product placeholder-bare-bench >&2; fi
bin=$(swift build "${release[@]}" --show-bin-path)
if runs_suite bare; then cp "$bin/placeholder-bare-bench" "$out/placeholder-bare-bench-default-link"; fi
gcc -O2 -o "$out/gtk_reference" Benchmarks/reference/gtk_reference.c $(pkg-config --cflags --libs gtk4)
gcc -O2 -o "$out/bare_reference" Benchmarks/reference/bare_reference.c $(pkg-config --cflags --libs gtk4)
gcc -O2 -o "$out/search_reference" Benchmarks/reference/search_reference.c $(pkg-config --cflags --libs gtk4)
gcc -O2 -o "$out/launch" Benchmarks/reference/launch.c

# Use the display there is; Xvfb when there is none.
display=()
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  display=(xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp")
  # Xvfb has no GPU: GTK's GL renderer then runs on Mesa's llvmpipe, whose
  # shader compiles alone make single runs vary twofold. Swift and C both
  # draw with cairo there instead (set GSK_RENDERER to choose).
  export GSK_RENDERER=${GSK_RENDERER:-cairo}
fi
# Mesa's EGL (Debian 13 and later, GTK 4.24's root) complains at every start
# that Xvfb has no DRI3: it logs fatal errors only, as in the tests (Makefile).
export GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 GTK_A11Y=none EGL_LOG_LEVEL=fatal

# in_turn RUN SWIFT C ARGS…: one run of a Swift/C comparison, each function
# called with ARGS. Swift goes first in odd runs and C in even ones, so
# that neither program always runs in the other's wake (its files cached,
# the processor's clock already up).
in_turn() {
  local run=$1 first=$2 second=$3
  shift 3
  if ((run % 2)); then "$first" "$@"; "$second" "$@"; else "$second" "$@"; "$first" "$@"; fi
}

# in_rotation RUN ARG A B C: one run of three programs, each function called
# with ARG, in an order that turns by one each run (A B C, B C A, C A B):
# over three runs each takes each place once. A place is worth up to a
# tenth here: a program started right after another GTK program's run ran
# faster than one started after two (the C twin against itself: ×1.10 from
# its place alone, when it always ran last or first and the other in the
# middle).
in_rotation() {
  local run=$1 arg=$2
  local programs=("$3" "$4" "$5") index
  for index in 0 1 2; do "${programs[(run - 1 + index) % 3]}" "$arg"; done
}

if runs_suite core; then
  echo "Core suite…" >&2
  "$bin/placeholder-core-bench" | grep '^BENCH' >> "$out/raw.txt"
fi

# The two short scenarios compared with C (start-up and the 1M-row first
# frame, a few tens of milliseconds each) run three times as often, Swift and
# C alternately: on a shared machine single runs vary by half. Those whose
# target is within 5% of C (the bare program's start-up and first frame at
# every size) run six times as often (a multiple of two and of three, for
# in_turn and in_rotation): there single runs spread twofold,
# the main thread's processor time with them.
short_runs=$((runs * 3))
close_runs=$((runs * 6))
if runs_suite gui; then
  echo "GUI suite ($runs runs per scenario; $short_runs for startup and table-1m)…" >&2
  demo_startup() { "${display[@]}" "$out/launch" "$bin/placeholder-demo-bench" startup | grep '^BENCH' >> "$out/raw.txt" || true; }
  demo_startup_c() { "${display[@]}" "$out/launch" "$out/gtk_reference" startup | grep '^BENCH' >> "$out/raw.txt" || true; }
  demo_table() { "${display[@]}" "$bin/placeholder-demo-bench" table-1m | grep '^BENCH' >> "$out/raw.txt" || true; }
  demo_table_c() { "${display[@]}" "$out/gtk_reference" table-1m | grep '^BENCH' >> "$out/raw.txt" || true; }
  for run in $(seq "$short_runs"); do
    in_turn "$run" demo_startup demo_startup_c
    in_turn "$run" demo_table demo_table_c
  done
  for run in $(seq "$runs"); do
    for scenario in scroll-1m toggle-10k restyle-100; do
      "${display[@]}" "$bin/placeholder-demo-bench" "$scenario" | grep '^BENCH' >> "$out/raw.txt" || true
    done
    "${display[@]}" "$out/gtk_reference" scroll-1m | grep '^BENCH' >> "$out/raw.txt" || true
  done
fi

# The bare suite: the library's own cost, one table and its placeholder in a
# window, against its C twin, alternately (startup and table-1m as often as
# the short scenarios above). The bare program is linked as BENCHMARKS.md
# ("Linking an app") recommends: scripts/bench-lean-link.sh. Search, the
# endless feed and the sizes run that program too.
if runs_suite bare || runs_suite search || runs_suite endless || runs_suite sizes; then
  echo "Linking the bare program lean…" >&2
  "${display[@]}" scripts/bench-lean-link.sh "$out/lean" >&2
fi
lean="$out/lean/placeholder-bare-bench"
if runs_suite bare; then
  echo "Bare suite ($close_runs runs; $runs for toggle-10k and toggle-10k-no-reuse)…" >&2
  bare_swift() { "${display[@]}" "$out/launch" "$lean" --bench "$1" | grep '^BENCH' >> "$out/raw.txt" || true; }
  bare_c() { "${display[@]}" "$out/launch" "$out/bare_reference" "$1" | grep '^BENCH' >> "$out/raw.txt" || true; }
  # The C twin against itself, for what this machine can tell apart: a
  # second run of it beside the first, its first frames named bare_c_again_….
  bare_c_again() { "${display[@]}" "$out/launch" "$out/bare_reference" "$1" \
    | grep -E '^BENCH bare_c_(startup_first_frame_ms|table_1m_first_frame_ms|table_1m_first_frame_cpu_ms) ' \
    | sed 's/^BENCH bare_c_/BENCH bare_c_again_/' >> "$out/raw.txt" || true; }
  for run in $(seq "$close_runs"); do
    "${display[@]}" "$out/placeholder-bare-bench-default-link" --bench table-1m \
      | grep '^BENCH bare_table_empty_rss_mib' | sed 's/^BENCH bare_/BENCH bare_default_link_/' >> "$out/raw.txt" || true
    for scenario in startup table-1m; do
      in_rotation "$run" "$scenario" bare_swift bare_c bare_c_again
    done
  done
  # toggle-10k-no-reuse: the same toggles with the table's cell reuse off, so
  # every row GTK makes builds its widgets as the C twin's rows do.
  for run in $(seq "$runs"); do
    "${display[@]}" "$lean" --bench toggle-10k | grep '^BENCH' >> "$out/raw.txt" || true
    "${display[@]}" "$out/bare_reference" toggle-10k | grep '^BENCH' >> "$out/raw.txt" || true
    "${display[@]}" "$lean" --bench toggle-10k-no-reuse | grep '^BENCH' >> "$out/raw.txt" || true
  done
  # The large changes on a busy machine: table-1m's million rows emptied
  # and put back (and its first frame), with a second process keeping one
  # core busy for both programs alike (figures named …_loaded).
  echo "Million-row table with one core kept busy ($short_runs runs)…" >&2
  (while :; do :; done) &
  busy=$!
  loaded='^BENCH bare_(c_)?(table_1m_first_frame_ms|clear_to_placeholder_ms|refill_to_rows_ms) '
  # shellcheck disable=SC2086 # the program and its first argument
  table_loaded() { "${display[@]}" "$out/launch" $1 table-1m | grep -E "$loaded" \
    | sed -E 's/^(BENCH [a-z_0-9]+)/\1_loaded/' >> "$out/raw.txt" || true; }
  table_loaded_swift() { table_loaded "$lean --bench"; }
  table_loaded_c() { table_loaded "$out/bare_reference"; }
  for run in $(seq "$short_runs"); do
    in_turn "$run" table_loaded_swift table_loaded_c
  done
  kill "$busy"
  wait "$busy" 2>/dev/null || true
  # Start-up in instructions, which a busy machine does not move: the whole
  # startup scenario (process start to its first frame, then quitting)
  # under callgrind, once each; millions of instructions. Only the program's
  # own count: GTK 4.24 forks helpers whose copies report theirs too.
  for program in "$lean --bench" "$out/bare_reference"; do
    name=bare_startup_instructions_m
    [ "$program" = "$out/bare_reference" ] && name=bare_c_startup_instructions_m
    # shellcheck disable=SC2086 # the program and its first argument
    "${display[@]}" valgrind --tool=callgrind --callgrind-out-file=/dev/null $program startup 2>&1 >/dev/null \
      | awk -v name="$name" '
          / Command: / { split($1, pid, "=="); program = pid[2] }
          /Collected :/ { split($1, pid, "=="); if (pid[2] == program) printf "BENCH %s %.1f M\n", name, $NF / 1e6 }' \
        >> "$out/raw.txt" || true
  done
  # The million-row first frame in instructions: both programs mark its
  # start and end with a call nothing else makes (BARE_MARKS), where
  # callgrind cuts its counts; the second part is the first frame.
  for program in "$lean --bench" "$out/bare_reference"; do
    name=bare_table_1m_first_frame_instructions_m
    [ "$program" = "$out/bare_reference" ] && name=bare_c_table_1m_first_frame_instructions_m
    counts=$(mktemp -d)
    # shellcheck disable=SC2086 # the program and its first argument
    BARE_MARKS=1 "${display[@]}" valgrind --tool=callgrind --dump-before=sched_yield \
      --callgrind-out-file="$counts/out.%p" $program table-1m > /dev/null 2>&1 || true
    # The program's own parts: the lowest process ID (helpers GTK forks come later).
    part=$(find "$counts" -name 'out.*.2' -printf '%f\n' | sort -t. -k2 -n | head -1)
    [ -n "$part" ] && awk -v name="$name" '/^summary:/ { printf "BENCH %s %.1f M\n", name, $2 / 1e6 }' "$counts/$part" \
      >> "$out/raw.txt"
    rm -rf "$counts"
  done
fi

# search-1m: eight queries over a million rows, the Swift table filtering
# in the background against GTK's incremental GtkFilterListModel,
# alternately; as often as the short scenarios, since its longest frame is
# compared with C's within a few milliseconds.
if runs_suite search; then
  echo "Search ($short_runs runs)…" >&2
  # search_swift SUFFIX, search_c SUFFIX: one run, its figures named with SUFFIX.
  search_swift() { "${display[@]}" "$lean" --bench search-1m | grep '^BENCH' | sed -E "s/^(BENCH [a-z_0-9]+)/\1$1/" >> "$out/raw.txt" || true; }
  search_c() { "${display[@]}" "$out/search_reference" | grep '^BENCH' | sed -E "s/^(BENCH [a-z_0-9]+)/\1$1/" >> "$out/raw.txt" || true; }
  for run in $(seq "$short_runs"); do
    in_turn "$run" search_swift search_c ""
  done
  # The same on a busy machine: a second process keeps one core busy for
  # both programs alike (its figures are named …_loaded).
  echo "Search with one core kept busy ($short_runs runs)…" >&2
  (while :; do :; done) &
  busy=$!
  for run in $(seq "$short_runs"); do
    in_turn "$run" search_swift search_c _loaded
  done
  kill "$busy"
  wait "$busy" 2>/dev/null || true
fi

# endless and endless-capped: an endless feed scrolled for 150 pages,
# without and with the memory cap, alternately.
if runs_suite endless; then
  echo "Endless feed ($runs runs, with and without maxPages)…" >&2
  for run in $(seq "$runs"); do
    for scenario in endless endless-capped; do
      "${display[@]}" "$lean" --bench "$scenario" | grep '^BENCH' >> "$out/raw.txt" || true
    done
  done
fi

# Cost against size: table-1m at 10,000, 100,000 and 10,000,000 rows too
# (a million ran in the bare suite, as did the empty window the rows'
# memory is measured against), Swift and C alternately; only the sized
# figures are kept.
# As many runs as the million rows get in the bare suite: the first frame
# is compared with C's within 5%, which five runs cannot resolve.
if runs_suite sizes; then
  echo "Sizes ($close_runs runs of 10k, 100k and 10m rows)…" >&2
  sized_swift() { "${display[@]}" "$lean" --bench table-1m --rows "$1" | grep -E '^BENCH bare_table_[0-9]+[km]_' >> "$out/raw.txt" || true; }
  sized_c() { "${display[@]}" "$out/bare_reference" table-1m --rows "$1" | grep -E '^BENCH bare_c_table_[0-9]+[km]_' >> "$out/raw.txt" || true; }
  for run in $(seq "$close_runs"); do
    for rows in 10000 100000 10000000; do
      in_turn "$run" sized_swift sized_c "$rows"
    done
  done
fi

# The Files example's listing against GTK's own GtkDirectoryList, over a
# folder of 100,000 empty files, alternately.
if runs_suite files; then
  folder="$out/files-100k"
  if [ "$(find "$folder" -maxdepth 1 -type f 2>/dev/null | wc -l)" != 100000 ]; then
    rm -rf "$folder"
    mkdir -p "$folder"
    (cd "$folder" && seq -f 'file-%06g.txt' 0 99999 | xargs touch)
  fi
  swift build "${release[@]}" --product placeholder-files-bench >&2
  gcc -O2 -o "$out/files_reference" Benchmarks/reference/files_reference.c $(pkg-config --cflags --libs gtk4)
  # Its first rows come a few hundred milliseconds after start-up, whose
  # spread on a shared machine is as wide: as many runs as the short ones.
  echo "Files suite ($short_runs runs)…" >&2
  files_swift() { "${display[@]}" "$out/launch" "$bin/placeholder-files-bench" "$folder" | grep '^BENCH' >> "$out/raw.txt" || true; }
  files_c() { "${display[@]}" "$out/launch" "$out/files_reference" "$folder" | grep '^BENCH' >> "$out/raw.txt" || true; }
  for run in $(seq "$short_runs"); do
    in_turn "$run" files_swift files_c
  done
fi

# Medians per figure, in first-seen order, after two lines that say which
# GTK measured and how often, for write-benchmarks-md.sh: a file from
# another GTK (make bench-unstable) is read beside this machine's.
{ echo "GTK $(pkg-config --modversion gtk4)"; echo "RUNS $runs $short_runs $close_runs"; } > "$out/medians.txt"
awk '
  { key = $2; unit[key] = $4; values[key] = values[key] " " $3; if (!(key in seen)) { seen[key] = 1; order[n++] = key } }
  END {
    for (i = 0; i < n; i++) {
      key = order[i]; m = split(substr(values[key], 2), v, " ")
      for (a = 1; a <= m; a++) for (b = a + 1; b <= m; b++) if (v[b] + 0 < v[a] + 0) { t = v[a]; v[a] = v[b]; v[b] = t }
      median = (m % 2) ? v[(m + 1) / 2] : (v[m / 2] + v[m / 2 + 1]) / 2
      printf "BENCH %s %s %s\n", key, median, unit[key]
    }
  }' "$out/raw.txt" | tee -a "$out/medians.txt"
# The figures compared with C within 5%, run by run: each Swift run against
# the C run beside it (in_turn, in_rotation), and the median of those ratios
# (BENCH paired_NAME); and the C twin's second run against its first
# (BENCH paired_c_again_NAME), which says how far apart two runs of the
# same program fall here. A pair runs within seconds, so a spell that slows
# the machine for longer slows both sides of it alike, where the medians
# of each side's runs can fall in different spells. With it, the
# ratios between which the median lies 95 times in 100 (ranks k and n+1−k
# of the n sorted ratios, k = n/2 − 0.98·√n rounded up: 10 and 21 of 30;
# the sign test's interval, which assumes nothing of the ratios' spread):
# BENCH paired_NAME_low and _high. Missing runs (a program that printed
# nothing) leave the figure out.
close_figures="startup_first_frame_ms table_1m_first_frame_ms table_1m_first_frame_cpu_ms table_10k_first_frame_ms table_100k_first_frame_ms table_10m_first_frame_ms"
pairs=""
for figure in $close_figures; do pairs="$pairs paired_$figure:bare_$figure:bare_c_$figure"; done
for figure in startup_first_frame_ms table_1m_first_frame_ms table_1m_first_frame_cpu_ms; do
  pairs="$pairs paired_c_again_$figure:bare_c_again_$figure:bare_c_$figure"
done
awk -v pairs="$pairs" '
  BEGIN {
    n = split(pairs, pair, " ")
    for (i = 1; i <= n; i++) { split(pair[i], part, ":"); out[i] = part[1]; top[part[2]] = i; bottom[part[3]] = bottom[part[3]] " " i }
  }
  $2 in top { i = top[$2]; s[i, ++ns[i]] = $3 }
  $2 in bottom { m = split(substr(bottom[$2], 2), list, " "); for (j = 1; j <= m; j++) { i = list[j]; r[i, ++nr[i]] = $3 } }
  END {
    for (i = 1; i <= n; i++) {
      m = ns[i]
      if (m == 0 || m != nr[i]) continue
      for (k = 1; k <= m; k++) v[k] = (r[i, k] > 0) ? s[i, k] / r[i, k] : 0
      for (a = 1; a <= m; a++) for (b = a + 1; b <= m; b++) if (v[b] < v[a]) { t = v[a]; v[a] = v[b]; v[b] = t }
      median = (m % 2) ? v[(m + 1) / 2] : (v[m / 2] + v[m / 2 + 1]) / 2
      printf "BENCH %s %.3f ratio\n", out[i], median
      k = m / 2 - 0.98 * sqrt(m); k = (k == int(k)) ? k : int(k) + 1
      if (k >= 1) printf "BENCH %s_low %.3f ratio\nBENCH %s_high %.3f ratio\n", out[i], v[k], out[i], v[m + 1 - k]
    }
  }' "$out/raw.txt" | tee -a "$out/medians.txt"

if [ "$suites" != " $all_suites " ]; then
  echo "Wrote $out/medians.txt (suites:$suites); only a run of every suite writes BENCHMARKS.md" >&2
  exit 0
fi
scripts/plot-sizes.sh "$out/medians.txt" Benchmarks/cost-against-size.svg
# GTK 4.24's figures, when make bench-unstable has made them, in columns
# of their own.
unstable=()
[ -e "$out/medians-unstable.txt" ] && unstable=("$out/medians-unstable.txt")
scripts/write-benchmarks-md.sh "$out/medians.txt" "$runs" "$short_runs" "${unstable[@]}" > BENCHMARKS.md
echo "Wrote BENCHMARKS.md and Benchmarks/cost-against-size.svg" >&2

#!/usr/bin/env bash
# make frame-profile: where the million-row table's first frame spends its
# time, library by library, in the Swift bare program against its C twin.
# Instruction counts (callgrind, make bench) are not time: this samples the
# processor clock with perf (its software clock, which a virtual machine
# without hardware counters has too), the main thread every 1/FREQ second,
# and keeps the samples between the two marks both programs make around the
# frame (BARE_MARKS: a sched_yield nothing else calls, seen here as a
# tracepoint). Sampling slows the frames, both alike.
#
#   scripts/frame-profile.sh [RUNS]     (default 30 runs of each, alternately)
#   FRAME_PROFILE_FREQ=4000 …           samples per second (default 10000)
#   FRAME_PROFILE_ROWS=10000 …          the table's rows (default a million)
#   DEBIAN_TARGET=frame-profile make test-unstable   (on GTK 4.24)
#
# Needs root (perf's tracepoints) and Debian's linux-perf, which it installs.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-30}
freq=${FRAME_PROFILE_FREQ:-10000}
rows=${FRAME_PROFILE_ROWS:-1000000}
out=.build/frame-profile
mkdir -p "$out"
if [ "$(id -u)" -ne 0 ]; then
  echo "frame-profile: needs root (perf's sched_yield tracepoint)" >&2
  exit 1
fi
command -v perf >/dev/null 2>&1 && perf version >/dev/null 2>&1 || {
  echo "frame-profile: perf does not run here (Debian's linux-perf; on Ubuntu, linux-tools for this kernel)" >&2
  exit 1
}
# The tracepoints live in tracefs, which a container or chroot may not have mounted.
tracing=/sys/kernel/tracing
if [ ! -d "$tracing/events/syscalls" ] && mount -t tracefs nodev "$tracing" 2>/dev/null; then
  trap 'umount "$tracing" 2>/dev/null || true' EXIT
fi
[ -d "$tracing/events/syscalls/sys_enter_sched_yield" ] || {
  echo "frame-profile: no sched_yield tracepoint in $tracing (tracefs, or a kernel without syscall tracepoints)" >&2
  exit 1
}

# The programs as make bench runs them: the Swift one lean-linked.
display=()
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  display=(xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp")
  export GSK_RENDERER=${GSK_RENDERER:-cairo}
fi
export GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 GTK_A11Y=none EGL_LOG_LEVEL=fatal
echo "Linking the bare program lean…" >&2
"${display[@]}" scripts/bench-lean-link.sh "$out/lean" >&2
gcc -O2 -o "$out/bare_reference" Benchmarks/reference/bare_reference.c $(pkg-config --cflags --libs gtk4)

echo "Sampling $runs runs of each, $freq samples a second…" >&2
# Swift first in odd runs, C in even ones: a run's place counts (make bench).
run_both() {
  local run
  for run in $(seq "$runs"); do
    if ((run % 2)); then swift_run; c_run; else c_run; swift_run; fi
  done
}
swift_run() { BARE_MARKS=1 "${display[@]}" "$out/lean/placeholder-bare-bench" --bench table-1m --rows "$rows" >/dev/null; }
c_run() { BARE_MARKS=1 "${display[@]}" "$out/bare_reference" table-1m --rows "$rows" >/dev/null; }
export -f run_both swift_run c_run
export runs rows out
perf record -q -k CLOCK_MONOTONIC -F "$freq" -e cpu-clock -e syscalls:sys_enter_sched_yield \
  -o "$out/perf.data" -- bash -c "$(declare -p display); run_both" 2>/dev/null
perf script -i "$out/perf.data" -F comm,pid,tid,time,event,ip,sym,dso 2>/dev/null | python3 scripts/frame-profile.py

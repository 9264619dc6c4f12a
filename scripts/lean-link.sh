#!/usr/bin/env bash
# Links an app's executable lean (README, "Linking an app"): the Swift
# runtime linked in, lld, no library search in the binary's own folder, no
# exported symbols, packed relative relocations where glibc can load them,
# and the code start-up runs laid out together, so that the kernel maps
# fewer of the binary's pages. Run it in the app's package:
#
#   .build/checkouts/placeholders/scripts/lean-link.sh PRODUCT [-- ARGS…]
#
# It builds PRODUCT in release mode in its own scratch folder
# (.build/lean-link, so the usual build keeps its flags), every Swift
# function in a section of its own; runs it once under callgrind with
# ARGS and PLACEHOLDERS_EXIT_AFTER_FIRST_FRAME=1 (the app quits after its
# first window's first frame; on Xvfb when there is no display); hands lld
# the functions that run ran, the busiest first, and relinks.
# Prints the binary's path. Needs valgrind and python3
# (scripts/ensure-packages.sh lean-link installs them on Debian), and lld,
# which ships with Swift.
#   LEAN_LINK_TIMEOUT  seconds the profiled run may take (default 300)
#   LEAN_LINK_SCRATCH  the scratch folder (default .build/lean-link)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
usage() { echo "usage: lean-link.sh PRODUCT [-- ARGS…]  (in the app's package folder)" >&2; exit 2; }
[ $# -ge 1 ] || usage
product=$1; shift
if [ $# -gt 0 ]; then [ "$1" = -- ] || usage; shift; fi
[ -f Package.swift ] || { echo "lean-link: no Package.swift here: run it in the app's package folder" >&2; exit 2; }
if command -v dpkg-query > /dev/null; then "$here/ensure-packages.sh" lean-link >&2; fi

scratch=${LEAN_LINK_SCRATCH:-.build/lean-link}
work=$scratch/profile
mkdir -p "$work"
work=$(cd "$work" && pwd)
flags=(-c release --static-swift-stdlib --disable-local-rpath --scratch-path "$scratch" -Xswiftc -use-ld=lld
  -Xswiftc -Xfrontend -Xswiftc -function-sections
  -Xlinker --no-export-dynamic -Xlinker "$here/lean-link-locals.ld")
# DT_RELR needs glibc 2.36 (Debian 12) at run time; older ones refuse the binary.
glibc=$(getconf GNU_LIBC_VERSION | awk '{print $2}')
if [ "$(printf '%s\n' 2.36 "$glibc" | sort -V | sed -n 1p)" = 2.36 ]; then
  flags+=(-Xlinker -z -Xlinker pack-relative-relocs)
fi
echo "lean-link: building $product…" >&2
swift build "${flags[@]}" -Xlinker -Map="$work/unordered.map" --product "$product" >&2
bin=$(swift build "${flags[@]}" --show-bin-path)/$product

# The profiled run: on the display there is, else on Xvfb (without a
# session's accessibility bus or settings). GTK draws with cairo unless
# GSK_RENDERER says otherwise: the app's own code runs the same with any
# renderer, and GL under valgrind (Mesa's software GL on Xvfb) takes minutes.
display=()
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  display=(xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" env NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory)
fi
echo "lean-link: profiling its start-up to the first frame (callgrind)…" >&2
rm -f "$work"/startup.callgrind*
status=0
# The profile is dumped as the app quits (g_application_quit): what it runs
# after, closing its windows, is no part of its start-up.
"${display[@]}" env GSK_RENDERER="${GSK_RENDERER:-cairo}" PLACEHOLDERS_EXIT_AFTER_FIRST_FRAME=1 timeout "${LEAN_LINK_TIMEOUT:-300}" \
  valgrind --tool=callgrind --demangle=no --dump-before=g_application_quit \
  --callgrind-out-file="$work/startup.callgrind" "$bin" "$@" > "$work/run.log" 2>&1 || status=$?
# A first dump is start-up's; without one (the app never quit), the whole run.
for part in "$work/startup.callgrind.1" "$work/startup.callgrind"; do
  if [ -s "$part" ]; then profile=$part; break; fi
done
if [ -z "${profile:-}" ]; then
  echo "lean-link: the profiled run wrote no profile (status $status; $work/run.log)" >&2
  exit 1
fi
if [ "$status" -ne 0 ]; then
  echo "lean-link: the profiled run ended with status $status (did the app quit after its first frame? it" \
    "needs Placeholders' Application; $work/run.log); laying out what it ran" >&2
fi
"$here/lean-link-order.py" "$profile" "$bin" "$work/unordered.map" > "$work/layout.order"

echo "lean-link: relinking…" >&2
swift build "${flags[@]}" -Xlinker --symbol-ordering-file="$work/layout.order" -Xlinker --no-warn-symbol-ordering \
  -Xlinker -Map="$work/layout.map" --product "$product" >&2
echo "$bin"

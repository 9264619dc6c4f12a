#!/usr/bin/env bash
# Links an app's executable lean (README, "Linking an app"): the Swift
# runtime linked in, lld, no library search in the binary's own folder, no
# exported symbols, packed relative relocations where glibc can load them,
# and the code start-up runs laid out together, so that the kernel maps
# fewer of the binary's pages. Run it in the app's package:
#
#   .build/checkouts/placeholders/scripts/lean-link.sh PRODUCT [-- ARGS…] [--then ARGS…]
#
# It builds PRODUCT in release mode in its own scratch folder
# (.build/lean-link, so the usual build keeps its flags), every Swift
# function in a section of its own; runs it once under callgrind with
# ARGS and PLACEHOLDERS_EXIT_AFTER_FIRST_FRAME=1 (the app quits after its
# first window's first frame; on Xvfb when there is no display); hands lld
# the functions that run ran, the busiest first, and relinks. With --then,
# a second run with those arguments, to the app's own end (the work an app
# does after its first frame, such as loading its rows, when it can be
# started from the command line and quits when done): the functions it ran
# that start-up did not come next, so that they lie together too.
# Prints the binary's path. Needs valgrind and python3
# (scripts/ensure-packages.sh lean-link installs them on Debian), and lld,
# which ships with Swift.
#   LEAN_LINK_TIMEOUT  seconds the profiled run may take (default 300)
#   LEAN_LINK_SCRATCH  the scratch folder (default .build/lean-link)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
usage() { echo "usage: lean-link.sh PRODUCT [-- ARGS…] [--then ARGS…]  (in the app's package folder)" >&2; exit 2; }
[ $# -ge 1 ] || usage
product=$1; shift
startup_args=() then_args=() then=false
if [ $# -gt 0 ]; then
  case $1 in --) shift ;; --then) ;; *) usage ;; esac
  for arg in "$@"; do
    if [ "$arg" = --then ] && ! $then; then then=true
    elif $then; then then_args+=("$arg")
    else startup_args+=("$arg")
    fi
  done
fi
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
# run_profiled NAME [ENV=VALUE…] -- ARGS…: one run under callgrind, its
# profile dumped as the app quits (g_application_quit): what it runs after,
# closing its windows, is no part of what is laid out. Prints the profile's
# path: the first dump, or without one (the app never quit) the whole run's.
run_profiled() {
  local name=$1; shift
  local settings=()
  while [ "$1" != -- ]; do settings+=("$1"); shift; done
  shift
  rm -f "$work/$name".callgrind*
  local status=0
  "${display[@]}" env GSK_RENDERER="${GSK_RENDERER:-cairo}" "${settings[@]}" timeout "${LEAN_LINK_TIMEOUT:-300}" \
    valgrind --tool=callgrind --demangle=no --dump-before=g_application_quit \
    --callgrind-out-file="$work/$name.callgrind" "$bin" "$@" > "$work/$name.log" 2>&1 || status=$?
  local part
  for part in "$work/$name.callgrind.1" "$work/$name.callgrind"; do
    if [ -s "$part" ]; then
      if [ "$status" -eq 124 ]; then
        echo "lean-link: the $name run did not end within ${LEAN_LINK_TIMEOUT:-300} s (LEAN_LINK_TIMEOUT), so it" \
          "was stopped; laying out what it ran until then" >&2
      elif [ "$status" -ne 0 ]; then
        echo "lean-link: the $name run ended with status $status ($work/$name.log); laying out what it ran" >&2
      fi
      echo "$part"
      return
    fi
  done
  echo "lean-link: the $name run wrote no profile (status $status; $work/$name.log)" >&2
  return 1
}

echo "lean-link: profiling its start-up to the first frame (callgrind)…" >&2
# PLACEHOLDERS_EXIT_AFTER_FIRST_FRAME: Application quits once the first
# window has painted (an app that does not run through it is laid out by
# what it ran until the timeout).
profile=$(run_profiled startup PLACEHOLDERS_EXIT_AFTER_FIRST_FRAME=1 -- "${startup_args[@]}")
profiles=("$profile")
if $then; then
  echo "lean-link: profiling the run after --then (callgrind)…" >&2
  profile=$(run_profiled then -- "${then_args[@]}")
  profiles+=("$profile")
fi
"$here/lean-link-order.py" "$bin" "$work/unordered.map" "${profiles[@]}" > "$work/layout.order"

echo "lean-link: relinking…" >&2
swift build "${flags[@]}" -Xlinker --symbol-ordering-file="$work/layout.order" -Xlinker --no-warn-symbol-ordering \
  -Xlinker -Map="$work/layout.map" --product "$product" >&2
echo "$bin"

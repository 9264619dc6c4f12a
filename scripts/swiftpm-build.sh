#!/bin/sh
# Builds placeholder-demo with SwiftPM for meson.
#   swiftpm-build.sh SOURCE_ROOT SCRATCH_DIR debug|release OUTPUT
set -eu
source_root=$1 scratch=$2 configuration=$3
# meson passes the output relative to the build directory: resolve it first.
output=$(realpath -m "$4")
cd "$source_root"
set -- --configuration "$configuration" --scratch-path "$scratch"
# A release build links the Swift runtime in: the installed program needs no
# Swift toolchain on the machine, and starts 10 to 20 ms sooner (see
# BENCHMARKS.md). Nor does it look for its libraries next to itself (in
# /usr/bin once installed) before the system's.
if [ "$configuration" = release ]; then set -- "$@" --static-swift-stdlib --disable-local-rpath; fi
swift build "$@" --product placeholder-demo
cp "$(swift build "$@" --show-bin-path)/placeholder-demo" "$output"

#!/bin/sh
# Builds placeholder-demo with SwiftPM for meson.
#   swiftpm-build.sh SOURCE_ROOT SCRATCH_DIR debug|release OUTPUT
set -eu
source_root=$1 scratch=$2 configuration=$3
# meson passes the output relative to the build directory: resolve it first.
output=$(realpath -m "$4")
cd "$source_root"
swift build --configuration "$configuration" --scratch-path "$scratch" --product placeholder-demo
cp "$(swift build --configuration "$configuration" --scratch-path "$scratch" --show-bin-path)/placeholder-demo" "$output"

#!/usr/bin/env bash
# The library's modules call nothing in the string-processing library
# (`_StringProcessing`, which Swift imports into every file, and the regex
# parser it brings): a string search such as `text.contains("GNOME")`
# comes from there, and links both into every app, some 2 MB of binary and
# 0.2 MiB more resident at start-up (BENCHMARKS.md, the empty window).
# Reads the object files of the last `swift build`; an app that uses them
# itself links them anyway, as it chose.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
swift=${SWIFT:-swift}
bin=$(cd "$root" && $swift build ${BUILD_FLAGS:-} --show-bin-path)
found=0
for module in GtkKit PlaceholderCore PlaceholderGtk Adwaita PlaceholderWebKit; do
  for object in "$bin/$module.build"/*.o; do
    [ -e "$object" ] || { echo "check-footprint: no objects for $module in $bin (build first)" >&2; exit 1; }
    uses=$(nm -u "$object" | awk '{print $NF}' | grep -E '17_StringProcessing|12_RegexParser' || true)
    if [ -n "$uses" ]; then
      echo "check-footprint: $module/$(basename "$object" .o) uses the string-processing library:" >&2
      echo "$uses" | swift demangle | sed 's/^/  /' >&2
      found=1
    fi
  done
done
if [ "$found" -ne 0 ]; then
  echo "check-footprint: say it with the standard library (split, elementsEqual, a loop over utf8)" >&2
  exit 1
fi
echo "check-footprint: the library's modules do not use the string-processing library"

#!/usr/bin/env bash
# make screenshots: renders every page and state in light and dark into
# .build/screenshots, and refreshes the ones the README and the AppStream
# metadata show, in data/screenshots.
set -euo pipefail
cd "$(dirname "$0")/.."
all=.build/screenshots
rm -rf "$all"
swift build --product placeholder-demo
bin=$(swift build --show-bin-path)
display=()
[ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || display=(xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp")
"${display[@]}" env GSETTINGS_BACKEND=memory PLACEHOLDERS_LOCALEDIR="$PWD/.build/locale" \
  "$bin/placeholder-demo" --screenshot "$all" | tail -1
# Chinese, for the README's translation example.
"${display[@]}" env GSETTINGS_BACKEND=memory LANGUAGE=zh_CN PLACEHOLDERS_LOCALEDIR="$PWD/.build/locale" \
  "$bin/placeholder-demo" --screenshot "$all/zh_CN" | tail -1

shown=(
  table-rows-light table-failed-light table-failed-dark table-loading-light
  gallery-photos-light gallery-sign-in-dark gallery-no-wifi-light
  page-states-network-error-dark search-no-results-light sections-mixed-dark
  collection-vertical-light zero-config-no-network-light any-view-loading-dark
)
mkdir -p data/screenshots
for name in "${shown[@]}"; do cp "$all/$name.png" "data/screenshots/$name.png"; done
cp "$all/zh_CN/sections-mixed-light.png" data/screenshots/sections-mixed-zh_CN.png
echo "data/screenshots: ${#shown[@]} + 1 refreshed"

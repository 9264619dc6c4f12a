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
# On a phone held upright (360 by 720, as a Librem 5 or PinePhone lays it
# out): the narrow layout, for the README and the AppStream metadata.
"${display[@]}" env GSETTINGS_BACKEND=memory PLACEHOLDERS_LOCALEDIR="$PWD/.build/locale" \
  "$bin/placeholder-demo" --size 360x720 --screenshot "$all/narrow" | tail -1
# Chinese, for the README's translation example, in a real zh_CN.UTF-8
# locale: Pango takes glyph forms from the locale, and LANGUAGE alone would
# draw the Chinese text with Japanese forms.
locpath=$(scripts/locale.sh zh_CN.UTF-8)
"${display[@]}" env GSETTINGS_BACKEND=memory ${locpath:+"LOCPATH=$locpath"} LC_ALL=zh_CN.UTF-8 LANGUAGE=zh_CN \
  PLACEHOLDERS_LOCALEDIR="$PWD/.build/locale" "$bin/placeholder-demo" --screenshot "$all/zh_CN" | tail -1

# The libadwaita comparison (Examples/Adwaita --compare), light and dark:
# the test that checks it writes the pictures.
swift build --build-tests >/dev/null
"${display[@]}" env GSETTINGS_BACKEND=memory PLACEHOLDERS_ARTIFACTS="$PWD/$all/adwaita" \
  swift test --skip-build --filter AdwaitaExampleTests.testOurPlaceholderHasTheLayoutOfAnAdwStatusPage >/dev/null

shown=(
  table-rows-light table-failed-light table-failed-dark table-loading-light
  gallery-photos-light gallery-sign-in-dark gallery-no-wifi-light
  page-states-network-error-dark search-no-results-light sections-mixed-dark
  collection-vertical-light zero-config-no-network-light any-view-loading-dark
)
mkdir -p data/screenshots
for name in "${shown[@]}"; do cp "$all/$name.png" "data/screenshots/$name.png"; done
cp "$all/zh_CN/sections-mixed-light.png" data/screenshots/sections-mixed-zh_CN.png
for style in light dark; do
  cp "$all/narrow/table-failed-$style.png" "data/screenshots/narrow-table-failed-$style.png"
done
cp "$all"/adwaita/adwaita-compare-light.png "$all"/adwaita/adwaita-compare-dark.png data/screenshots/
echo "data/screenshots: ${#shown[@]} + 5 refreshed"

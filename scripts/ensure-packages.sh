#!/usr/bin/env bash
# Installs the Debian packages a make target needs, when any is missing.
#
#   scripts/ensure-packages.sh build|test|a11y|screen-reader|wayland|demo|bench|lean-link|frame-profile|leakcheck|monkey|
#   monkey-wayland|meson
#
# Prints what it installs; does nothing when everything is present. Runs
# apt-get as root, or through sudo.
set -euo pipefail

build=(libgtk-4-dev pkg-config gettext adwaita-icon-theme librsvg2-common)
# Fonts, and GNOME's settings schemas (the dark and high-contrast switches
# the apps follow).
runtime=(fonts-cantarell fonts-noto-cjk gsettings-desktop-schemas)
# The Adwaita and PlaceholderWebKit products and their examples; the other
# products do not need them.
examples=(libadwaita-1-dev libwebkitgtk-6.0-dev)
case "${1:-build}" in
  build) wanted=("${build[@]}" "${examples[@]}") ;;
  demo) wanted=("${build[@]}" "${runtime[@]}") ;;
  # The web view's tests serve real pages (python3) over TLS (openssl).
  test) wanted=("${build[@]}" "${examples[@]}" "${runtime[@]}" xvfb xauth xdotool desktop-file-utils appstream locales iproute2
    python3 openssl) ;;
  a11y) wanted=("${build[@]}" "${examples[@]}" "${runtime[@]}" xvfb xauth dbus-daemon at-spi2-core gir1.2-atspi-2.0 python3-gi) ;;
  # GNOME's screen reader, headless (scripts/screen-reader/README.md).
  screen-reader) wanted=("${build[@]}" "${examples[@]}" "${runtime[@]}" xvfb xauth xdotool dbus-daemon at-spi2-core
    gir1.2-atspi-2.0 python3-gi python3-pyatspi orca) ;;
  # A headless mutter (GNOME's compositor), a private session bus, gdbus.
  wayland) wanted=("${build[@]}" "${examples[@]}" "${runtime[@]}" mutter dbus-daemon libglib2.0-bin) ;;
  bench) wanted=("${build[@]}" "${runtime[@]}" xvfb xauth gcc valgrind python3 gnuplot-nox) ;;
  # scripts/lean-link.sh: an app's start-up profiled (callgrind), on Xvfb
  # when there is no display, and the order its functions ran (python3).
  lean-link) wanted=("${build[@]}" xvfb xauth valgrind python3) ;;
  # scripts/frame-profile.sh: the bare programs sampled by perf (Debian's
  # linux-perf), on Xvfb, lean-linked as make bench links them.
  frame-profile) wanted=("${build[@]}" "${runtime[@]}" xvfb xauth gcc valgrind python3 linux-perf) ;;
  leakcheck) wanted=("${build[@]}" "${examples[@]}" "${runtime[@]}" xvfb xauth valgrind) ;;
  monkey) wanted=("${build[@]}" "${runtime[@]}" xvfb xdotool x11-utils python3) ;;
  # The monkey on a headless mutter (scripts/monkey.py --wayland): input
  # through mutter's RemoteDesktop D-Bus interface from Python (GLib's Gio,
  # python3-gi), on one connection kept open for the whole run.
  monkey-wayland) wanted=("${build[@]}" "${runtime[@]}" mutter dbus-daemon libglib2.0-bin python3 python3-gi) ;;
  meson) wanted=("${build[@]}" meson ninja-build desktop-file-utils appstream) ;;
  *) echo "ensure-packages: unknown target '$1'" >&2; exit 2 ;;
esac

missing=()
for package in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -c "install ok installed" > /dev/null || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "ensure-packages: missing ${missing[*]}; install them as root (apt-get install ${missing[*]})" >&2
  exit 1
fi

echo "Installing Debian packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
# A machine whose package lists were never fetched (a fresh container) knows
# none of the packages: fetch the lists first, quietly, rather than let the
# first install attempt print "Unable to locate package".
for package in "${missing[@]}"; do
  if ! apt-cache show "$package" >/dev/null 2>&1; then
    "${sudo[@]}" apt-get update -qq >/dev/null
    break
  fi
done
if ! "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>/tmp/ensure-packages.$$; then
  # The lists may be stale (a package moved to a newer version): refresh once.
  "${sudo[@]}" apt-get update -qq >/dev/null
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
rm -f /tmp/ensure-packages.$$

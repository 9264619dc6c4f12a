#!/usr/bin/env bash
# Runs a command as a client of a private headless Wayland compositor: GNOME's
# own, mutter (`--headless --wayland --no-x11`, one 1280x800 virtual monitor),
# on a private D-Bus session bus, with a runtime directory of its own. The
# command gets WAYLAND_DISPLAY and GDK_BACKEND=wayland, and no DISPLAY, so
# nothing can fall back to X11. Tests send real input through mutter's
# RemoteDesktop D-Bus interface on that bus (Tests/PlaceholderTestSupport).
#
#   scripts/with-wayland.sh COMMAND [ARGUMENT...]
#
# Exits with the command's status; the compositor's own messages go to
# $WAYLAND_LOG (default: a file in the runtime directory, shown on failure).
set -euo pipefail

if [ -z "${PLACEHOLDERS_WAYLAND_BUS:-}" ]; then
  # A private session bus first: mutter's D-Bus services and the test's
  # calls to them must not reach the desktop's own bus.
  exec env PLACEHOLDERS_WAYLAND_BUS=1 dbus-run-session -- "$0" "$@"
fi

runtime=$(mktemp -d "${TMPDIR:-/tmp}/placeholders-wayland.XXXXXX")
chmod 700 "$runtime"
log=${WAYLAND_LOG:-$runtime/mutter.log}
socket=placeholders-wayland-0
compositor=
cleanup() {
  [ -n "$compositor" ] && kill "$compositor" 2>/dev/null && wait "$compositor" 2>/dev/null
  rm -rf "$runtime"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

export XDG_RUNTIME_DIR=$runtime
unset DISPLAY
mutter --headless --wayland --no-x11 --virtual-monitor 1280x800 --wayland-display="$socket" >"$log" 2>&1 &
compositor=$!
for _ in $(seq 100); do
  [ -S "$runtime/$socket" ] && break
  kill -0 "$compositor" 2>/dev/null || break
  sleep 0.1
done
if [ ! -S "$runtime/$socket" ]; then
  echo "with-wayland: mutter did not start a Wayland display; its output:" >&2
  cat "$log" >&2
  exit 1
fi
# mutter registers its D-Bus services (RemoteDesktop) as it starts.
for _ in $(seq 50); do
  gdbus introspect --session --dest org.gnome.Mutter.RemoteDesktop \
    --object-path /org/gnome/Mutter/RemoteDesktop >/dev/null 2>&1 && break
  sleep 0.1
done

# This compositor has no GPU to give its clients; Mesa then tries one
# hardware driver after another and reports each failure on standard error
# (of every GTK program) before it settles on its software renderer, so
# clients get that renderer at once.
status=0
WAYLAND_DISPLAY=$socket GDK_BACKEND=wayland LIBGL_ALWAYS_SOFTWARE=1 "$@" || status=$?
if [ "$status" -ne 0 ] && [ -z "${WAYLAND_LOG:-}" ]; then
  echo "with-wayland: the command exited $status; mutter's output:" >&2
  tail -n 20 "$log" >&2
fi
exit "$status"

#!/usr/bin/env bash
# Runs GNOME's screen reader Orca headless against a GTK 4 app and reads what
# Orca speaks (the SPEECH OUTPUT lines of its debug log). See README.md.
#
#   orca-session.sh run [OPTIONS] -- APP [ARG...]
#       Starts a private Xvfb display and D-Bus session bus, the AT-SPI bus,
#       the app, and (once the app is on the AT-SPI bus) Orca; gives the
#       app's window the keyboard focus; runs the driver (--steps or
#       --driver); stops everything it started, even on failure.
#       Options:
#         --steps FILE     run the steps in FILE ('-': standard input)
#         --driver CMD     run `bash -c CMD` instead, in the session's
#                          environment (below); it may call the commands
#                          below through $ORCA_SESSION
#         --out DIR        keep logs in DIR (default: a new /tmp/orca-session.*)
#         --app-name NAME  find the app on AT-SPI by name, not by process id
#         --timeout SECS   for each start-up wait (default 30)
#         --orca-arg ARG   pass ARG to Orca (repeatable), e.g. -e OPTION
#         --speech MODE    (or ORCA_SESSION_SPEECH=MODE)
#                          null (default): Orca's speech goes nowhere;
#                          speechd: through speech-dispatcher and espeak-ng
#                          to libao's null driver (same log, slower)
#       Orca's messages are in English (ORCA_LANG=xx_YY.UTF-8 to change).
#       Without --steps or --driver it waits for Orca to settle and prints
#       what Orca said at start-up.
#       Exit status: the driver's or the steps'; 3 when the session could
#       not be set up. Logs: DIR/orca.log, DIR/app.log, DIR/spoken.txt.
#
#   Commands for drivers and steps (need ORCA_SESSION_DIR, set by `run`):
#     key KEY...              xdotool key --clearmodifiers KEY... (e.g. Tab,
#                             shift+Tab, Return, ctrl+f)
#     type TEXT               xdotool type TEXT
#     focus                   give the app's newest visible window X focus
#     mark [NAME]             remember how far Orca's log is now
#     spoken [--raw] [NAME]   print what Orca spoke since the mark, one
#                             utterance a line
#     settle [QUIET] [MAX]    wait until Orca's log has been still for QUIET
#                             seconds (default 0.7), at most MAX (default 10)
#     wait-spoken REGEX [TIMEOUT] [NAME]
#                             wait until Orca speaks a line matching REGEX
#                             (grep -E) since the mark; status 1 on timeout
#                             (TIMEOUT in whole seconds, default 5)
#     tree                    print the app's accessible tree (on GTK 4 this
#                             also makes the app send events for every
#                             object in it: see README.md)
#     steps FILE              run a steps file (below)
#
#   A steps file has one step a line (a line starting with '#' is a comment):
#     key KEY... | type TEXT | focus | tree | mark [NAME] | settle [QUIET] [MAX]
#     wait SECONDS            sleep
#     spoken [NAME]           print what Orca spoke since the mark
#     expect REGEX            wait-spoken REGEX (5 s); the run fails if not
#     expect-not REGEX        settle, then fail if Orca spoke REGEX since
#                             the mark
#     sh COMMAND...           bash -c COMMAND... in the session's environment
#     on N STEP               run STEP only on Orca N (a major version: 43,
#                             51); `on N+ STEP`: on Orca N or later. For what
#                             Orca does differently that no one step covers
#     on gtk M.N+ STEP        run STEP only with GTK M.N or later (the GTK
#                             pkg-config finds, which the app is built
#                             against): for what GTK does differently, e.g.
#                             `on gtk 4.12+ key ctrl+Tab`
#   Steps run in order; the first failing one stops them (status 1).
#
#   The driver's environment: DISPLAY, DBUS_SESSION_BUS_ADDRESS,
#   ORCA_SESSION (this script), ORCA_SESSION_DIR, ORCA_LOG, APP_PID (the
#   process on the AT-SPI bus), APP_WINDOW (its X window id).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
self="$here/$(basename "${BASH_SOURCE[0]}")"
python=/usr/bin/python3   # Debian's, which has gi, pyatspi and Orca
helper="$here/session-helper.py"

die() { echo "orca-session: $*" >&2; exit 3; }

need_session() {
  [ -n "${ORCA_SESSION_DIR:-}" ] && [ -f "$ORCA_SESSION_DIR/orca.log" ] ||
    { echo "orca-session: $1: ORCA_SESSION_DIR is not set to a running session" >&2; exit 2; }
}

log_size() { stat -c %s "$ORCA_SESSION_DIR/orca.log"; }

mark_file() { echo "$ORCA_SESSION_DIR/marks/${1:-default}"; }

cmd_mark() {
  need_session mark
  mkdir -p "$ORCA_SESSION_DIR/marks"
  log_size > "$(mark_file "${1:-}")"
}

cmd_spoken() {
  need_session spoken
  local raw=() name=""
  for arg in "$@"; do
    if [ "$arg" = --raw ]; then raw=(--raw); else name=$arg; fi
  done
  local offset=0 file
  file=$(mark_file "$name")
  [ -f "$file" ] && offset=$(cat "$file")
  "$python" "$helper" spoken "$ORCA_SESSION_DIR/orca.log" "$offset" "${raw[@]}"
}

cmd_settle() {
  need_session settle
  local quiet=${1:-0.7} max=${2:-10}
  "$python" - "$ORCA_SESSION_DIR/orca.log" "$quiet" "$max" <<'EOF'
import os, sys, time
log, quiet, limit = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
start = time.monotonic()
size, since = os.stat(log).st_size, time.monotonic()
while time.monotonic() - start < limit:
    time.sleep(0.05)
    now = os.stat(log).st_size
    if now != size:
        size, since = now, time.monotonic()
    elif time.monotonic() - since >= quiet:
        sys.exit(0)
print("orca-session: settle: Orca's log still growing after %gs" % limit,
      file=sys.stderr)
sys.exit(1)
EOF
}

cmd_wait_spoken() {
  need_session wait-spoken
  local regex=$1 timeout=${2:-5} name=${3:-}
  local deadline=$(( $(date +%s%N) + ${timeout%.*} * 1000000000 ))
  while :; do
    if cmd_spoken "$name" | grep -Eq -- "$regex"; then return 0; fi
    if [ "$(date +%s%N)" -ge "$deadline" ]; then
      echo "orca-session: Orca did not say /$regex/ within ${timeout}s; it said:" >&2
      cmd_spoken "$name" | sed 's/^/  | /' >&2
      return 1
    fi
    sleep 0.1
  done
}

cmd_key() {
  need_session key
  DISPLAY=$(cat "$ORCA_SESSION_DIR/display") xdotool key --clearmodifiers "$@"
}

cmd_type() {
  need_session type
  DISPLAY=$(cat "$ORCA_SESSION_DIR/display") xdotool type --clearmodifiers -- "$*"
}

cmd_focus() {
  need_session focus
  local window
  window=$(DISPLAY=$(cat "$ORCA_SESSION_DIR/display") \
    xdotool search --onlyvisible --pid "$(cat "$ORCA_SESSION_DIR/app.pid")" | tail -1)
  [ -n "$window" ] || { echo "orca-session: focus: the app has no visible window" >&2; return 1; }
  DISPLAY=$(cat "$ORCA_SESSION_DIR/display") xdotool windowfocus --sync "$window"
}

cmd_tree() {
  need_session tree
  DISPLAY=$(cat "$ORCA_SESSION_DIR/display") \
    DBUS_SESSION_BUS_ADDRESS=$(head -1 "$ORCA_SESSION_DIR/bus.address") \
    "$python" "$helper" tree "$(cat "$ORCA_SESSION_DIR/app.pid")"
}

orca_major() {    # the running Orca's major version (43, 51)
  local version
  version=$(cat "$ORCA_SESSION_DIR/orca-version" 2>/dev/null) || return 1
  echo "${version%%.*}"
}

# run_step NUMBER LINE: one step of a steps file.
run_step() {
  local number=$1 line=$2 verb rest major
  local -a words
  read -r -a words <<< "$line" || true
  verb=${words[0]}
  rest=$(sed -E 's/^[[:space:]]*[^[:space:]]+[[:space:]]*//; s/[[:space:]]+$//' <<< "$line")
  case $verb in
    key) cmd_key "${words[@]:1}" ;;
    type) cmd_type "$rest" ;;
    focus) cmd_focus ;;
    tree) cmd_tree ;;
    mark) cmd_mark "${words[1]:-}" ;;
    settle) cmd_settle "${words[@]:1}" ;;
    wait) sleep "${words[1]}" ;;
    spoken) cmd_spoken "${words[1]:-}" ;;
    expect) cmd_wait_spoken "$rest" 5 ;;
    expect-not)
      cmd_settle
      if cmd_spoken | grep -Eq -- "$rest"; then
        echo "orca-session: step $number: Orca said /$rest/:" >&2
        cmd_spoken | grep -E -- "$rest" | sed 's/^/  | /' >&2
        return 1
      fi ;;
    sh) bash -c "$rest" ;;
    on)
      if [ "${words[1]:-}" = gtk ]; then
        [[ ${words[2]:-} =~ ^([0-9]+)\.([0-9]+)\+$ ]] && [ ${#words[@]} -gt 3 ] ||
          { echo "orca-session: step $number: 'on gtk' needs a version (M.N+) and a step" >&2; return 2; }
        local gtk gtk_major gtk_minor wanted_major=${BASH_REMATCH[1]} wanted_minor=${BASH_REMATCH[2]}
        gtk=$(pkg-config --modversion gtk4 2>/dev/null) ||
          { echo "orca-session: step $number: GTK's version is not known (pkg-config gtk4)" >&2; return 2; }
        IFS=. read -r gtk_major gtk_minor _ <<< "$gtk"
        if [ "$gtk_major" -gt "$wanted_major" ] ||
          { [ "$gtk_major" -eq "$wanted_major" ] && [ "$gtk_minor" -ge "$wanted_minor" ]; }; then
          run_step "$number" "$(sed -E 's/^[[:space:]]*on[[:space:]]+gtk[[:space:]]+[^[:space:]]+[[:space:]]*//' <<< "$line")"
        else
          echo "orca-session: step $number: skipped on GTK $gtk" >&2
        fi
        return
      fi
      [[ ${words[1]:-} =~ ^([0-9]+)(\+?)$ ]] && [ ${#words[@]} -gt 2 ] ||
        { echo "orca-session: step $number: 'on' needs an Orca major version (N or N+) and a step" >&2; return 2; }
      major=$(orca_major) || { echo "orca-session: step $number: Orca's version is not known" >&2; return 2; }
      if [ "$major" -eq "${BASH_REMATCH[1]}" ] ||
        { [ -n "${BASH_REMATCH[2]}" ] && [ "$major" -gt "${BASH_REMATCH[1]}" ]; }; then
        run_step "$number" "$(sed -E 's/^[[:space:]]*[^[:space:]]+[[:space:]]+[^[:space:]]+[[:space:]]*//' <<< "$line")"
      else
        echo "orca-session: step $number: skipped on Orca $major" >&2
      fi ;;
    *) echo "orca-session: step $number: unknown step '$verb'" >&2; return 2 ;;
  esac
}

cmd_steps() {
  need_session steps
  local file=${1:--} line number=0
  # The steps come in on descriptor 9: a step's command keeps the script's
  # standard input.
  while IFS= read -r line <&9 || [ -n "$line" ]; do
    number=$((number + 1))
    [[ $line =~ ^[[:space:]]*# ]] && continue
    [[ $line =~ ^[[:space:]]*$ ]] && continue
    echo "orca-session: step $number: $(sed -E 's/^[[:space:]]+//; s/[[:space:]]+$//' <<< "$line")" >&2
    run_step "$number" "$line" ||
      { echo "orca-session: step $number failed: $line" >&2; return 1; }
  done 9< <(if [ "$file" = - ]; then cat; else cat -- "$file"; fi)
}

# ---------------------------------------------------------------- run

session_id=""
out=""
pids=()          # processes started here, stopped in reverse order

alive() {        # alive PID: running, and not a zombie
  local state
  state=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1) || return 1
  [ -n "$state" ] && [ "$state" != Z ]
}

stop_pid() {     # stop_pid PID [GRACE_SECONDS]: TERM, then KILL
  local pid=$1 grace=${2:-3} i
  alive "$pid" || return 0
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < grace * 10; i++)); do
    alive "$pid" || return 0
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null || true
}

# Every process of the session carries ORCA_SESSION_ID in its environment
# (D-Bus-activated ones too: they inherit the bus daemon's): find the ones
# still running after the others stopped (the AT-SPI bus and registry,
# speech-dispatcher, the app's children) by that, and by nothing broader.
session_processes() {
  local dir pid
  for dir in /proc/[0-9]*; do
    pid=${dir#/proc/}
    [ "$pid" = "$$" ] || [ "$pid" = "$BASHPID" ] && continue
    if tr '\0' '\n' 2>/dev/null < "$dir/environ" | grep -qxF "ORCA_SESSION_ID=$session_id"; then
      echo "$pid"
    fi
  done 2>/dev/null
}

cleanup() {
  local status=$? i pid
  trap - EXIT INT TERM HUP
  set +e
  # Orca first (its log ends with its shutdown), then the app, then the
  # rest in reverse order of start.
  [ -f "$out/orca.pid" ] && stop_pid "$(cat "$out/orca.pid")" 3
  if [ -n "$out" ] && [ -f "$out/orca.log" ]; then
    "$python" "$helper" spoken "$out/orca.log" 0 > "$out/spoken.txt" 2>/dev/null
  fi
  [ -f "$out/driver.pid" ] && stop_pid "$(cat "$out/driver.pid")" 2
  [ -f "$out/app.pid" ] && stop_pid "$(cat "$out/app.pid")" 3
  [ -f "$out/launched.pid" ] && stop_pid "$(cat "$out/launched.pid")" 2
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do stop_pid "${pids[i]}" 2; done
  if [ -n "$session_id" ]; then
    for pid in $(session_processes); do kill -TERM "$pid" 2>/dev/null; done
    sleep 0.3
    for pid in $(session_processes); do kill -KILL "$pid" 2>/dev/null; done
  fi
  [ -n "$out" ] && echo "orca-session: logs in $out" >&2
  exit "$status"
}

elapsed() { echo "$(( ($(date +%s%N) - start_ns) / 1000000 )) ms"; }

cmd_run() {
  local steps="" driver="" app_name="" timeout=30 speech=${ORCA_SESSION_SPEECH:-null}
  local -a orca_args=(-d braille)
  while [ $# -gt 0 ]; do
    case $1 in
      --steps) steps=$2; shift 2 ;;
      --driver) driver=$2; shift 2 ;;
      --out) out=$2; shift 2 ;;
      --app-name) app_name=$2; shift 2 ;;
      --timeout) timeout=$2; shift 2 ;;
      --orca-arg) orca_args+=("$2"); shift 2 ;;
      --speech) speech=$2; shift 2 ;;
      --) shift; break ;;
      *) die "run: unknown option '$1' (the app goes after --)" ;;
    esac
  done
  [ $# -gt 0 ] || die "run: no app given (orca-session.sh run [OPTIONS] -- APP [ARG...])"
  for tool in Xvfb xdotool dbus-daemon "$python"; do
    command -v "$tool" >/dev/null || die "$tool is missing: see README.md for the packages"
  done
  [ -x /usr/bin/orca ] || die "Orca is missing (apt-get install orca)"
  [ -x /usr/libexec/at-spi-bus-launcher ] || die "at-spi2-core is missing"

  if [ -z "$out" ]; then out=$(mktemp -d /tmp/orca-session.XXXXXX); fi
  mkdir -p "$out"
  out=$(cd "$out" && pwd)
  rm -rf "$out/home" "$out/runtime" "$out/marks" "$out"/*.pid "$out"/*.log "$out/spoken.txt" "$out/bus.address" "$out/display" "$out/orca-version"
  mkdir -p "$out/home" "$out/runtime" "$out/marks"
  chmod 700 "$out/runtime"
  : > "$out/orca.log"
  # For the steps' `on` (Orca 43 and 51 differ in what they say).
  "$python" -c 'import orca.orca_platform as p; print(p.version)' > "$out/orca-version" 2>/dev/null ||
    rm -f "$out/orca-version"
  session_id="$$-$(date +%s%N)"
  export ORCA_SESSION_ID=$session_id
  trap cleanup EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  trap 'exit 129' HUP
  start_ns=$(date +%s%N)

  # The session's own runtime directory: the AT-SPI bus socket and
  # speech-dispatcher's go there, not in a desktop's.
  export XDG_RUNTIME_DIR="$out/runtime"
  unset GTK_A11Y NO_AT_BRIDGE AT_SPI_BUS_ADDRESS WAYLAND_DISPLAY DBUS_SESSION_BUS_PID
  export GSETTINGS_BACKEND=memory
  export GSK_RENDERER=${GSK_RENDERER:-cairo}

  # A free display: the first number from 200 on without a lock; Xvfb's
  # own check decides a race (then the next number is tried).
  local display="" n tries
  for ((n = 200, tries = 0; n < 400 && tries < 5; n++)); do
    [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ] && continue
    tries=$((tries + 1))
    Xvfb ":$n" -screen 0 1280x1024x24 -nolisten tcp > "$out/xvfb-$n.log" 2>&1 &
    local xvfb=$!
    local i
    for ((i = 0; i < 100; i++)); do
      [ -S "/tmp/.X11-unix/X$n" ] && alive "$xvfb" && break
      alive "$xvfb" || break
      sleep 0.05
    done
    if alive "$xvfb" && [ -S "/tmp/.X11-unix/X$n" ]; then
      pids+=("$xvfb"); display=":$n"; break
    fi
    wait "$xvfb" 2>/dev/null || true
  done
  [ -n "$display" ] || die "could not start Xvfb (see $out/xvfb-*.log)"
  export DISPLAY=$display
  echo "$display" > "$out/display"

  # The session bus, started after DISPLAY is set: the AT-SPI registry it
  # activates needs the display to hear keys (XInput on the X server).
  # --nofork: the daemon stays this script's child, so it is reaped here
  # (a forked one is left to PID 1, which in a container may not reap).
  dbus-daemon --session --nofork --print-address=3 3> "$out/bus.address" \
    > "$out/dbus.log" 2>&1 &
  pids+=($!)
  for ((i = 0; i < 200; i++)); do
    [ -s "$out/bus.address" ] && break
    alive "${pids[-1]}" || break
    sleep 0.05
  done
  [ -s "$out/bus.address" ] || die "could not start dbus-daemon"
  export DBUS_SESSION_BUS_ADDRESS
  DBUS_SESSION_BUS_ADDRESS=$(head -1 "$out/bus.address")
  # The accessibility bus (at-spi-bus-launcher, which starts its own
  # dbus-daemon and at-spi2-registryd), now rather than on first use.
  # libatspi aborts (dbind-ERROR) when the bus launcher is not answering
  # yet, as happens on a loaded machine: ask again, a few times.
  local attempt
  for attempt in 1 2 3 4 5; do
    "$python" - "$timeout" 2>> "$out/atspi-start.log" <<'EOF' && break
import sys, time, gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi
deadline = time.monotonic() + float(sys.argv[1])
while time.monotonic() < deadline:
    # The registry answers once at-spi-bus-launcher has started it.
    if Atspi.get_desktop(0).get_child_count() >= 0:
        sys.exit(0)
    time.sleep(0.05)
sys.exit(1)
EOF
    [ "$attempt" -lt 5 ] || die "could not start the AT-SPI bus (at-spi-bus-launcher; see $out/atspi-start.log)"
    sleep 0.5
  done
  echo "orca-session: display $display, buses up after $(elapsed)" >&2

  # The app, then Orca: an Orca already running when a GTK 4 app starts
  # sees the app's first events from objects it cannot read yet ([DEAD]),
  # misses its window's activation and at times the first key; an Orca
  # started after the app finds the active window and its focused widget.
  # Its own state folder: what an app keeps between launches (the Chat
  # example's place) starts empty in every session.
  mkdir -p "$out/app-state"
  XDG_STATE_HOME="$out/app-state" "$@" > "$out/app.log" 2>&1 &
  local launched=$!
  echo "$launched" > "$out/launched.pid"
  local found
  found=$("$python" "$helper" wait-app "$launched" "${app_name:--}" "$timeout") ||
    die "the app exited, or showed no window on the AT-SPI bus within ${timeout}s (see $out/app.log)"
  local app_pid=${found%% *}
  echo "$app_pid" > "$out/app.pid"
  echo "orca-session: app '${found#* }' (pid $app_pid) on the AT-SPI bus after $(elapsed)" >&2
  local window
  window=$(timeout "$timeout" xdotool search --sync --onlyvisible --pid "$app_pid" | tail -1) ||
    die "the app's X window did not show within ${timeout}s"
  # No window manager: give the window the X keyboard focus ourselves.
  xdotool windowfocus --sync "$window"

  if [ "$speech" = speechd ]; then
    # Orca starts speech-dispatcher itself (in its environment, so with
    # this private configuration). Its default sound output (PulseAudio,
    # then ALSA) fails here and then blocks Orca for good on its first
    # interruption; libao's null driver takes the sound and drops it.
    mkdir -p "$out/home/.config/speech-dispatcher"
    cat > "$out/home/.config/speech-dispatcher/speechd.conf" <<'EOF'
AudioOutputMethod "libao"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
Timeout 5
EOF
    echo "default_driver=null" > "$out/home/.libao"
  fi
  HOME="$out/home" XDG_CONFIG_HOME="$out/home/.config" \
    XDG_DATA_HOME="$out/home/.local/share" XDG_CACHE_HOME="$out/home/.cache" \
    LANG=${ORCA_LANG:-C.UTF-8} LANGUAGE="" LC_ALL="" \
    ORCA_HEADLESS_LOG="$out/orca.log" ORCA_HEADLESS_SPEECH=$speech \
    "$python" "$here/orca-headless.py" "${orca_args[@]}" > "$out/orca.out" 2>&1 &
  echo $! > "$out/orca.pid"
  export ORCA_SESSION="$self" ORCA_SESSION_DIR="$out" ORCA_LOG="$out/orca.log"
  export APP_PID=$app_pid APP_WINDOW=$window
  local deadline=$(( $(date +%s) + timeout ))
  # Orca 43 logs "Startup complete notification made" once it has found
  # the focus, Orca 51 "Starting Atspi main event loop".
  until grep -qE 'ORCA: (Startup complete|Starting Atspi main event loop)' "$out/orca.log"; do
    alive "$(cat "$out/orca.pid")" || die "Orca exited at start-up (see $out/orca.out)"
    [ "$(date +%s)" -lt "$deadline" ] || die "Orca did not start within ${timeout}s (see $out/orca.log)"
    sleep 0.05
  done
  echo "orca-session: Orca started after $(elapsed)" >&2
  cmd_settle 0.5 "$timeout" || true
  echo "orca-session: Orca settled after $(elapsed)" >&2

  local status=0
  if [ -n "$steps" ]; then
    cmd_steps "$steps" || status=$?
  elif [ -n "$driver" ]; then
    # In the background, so a signal to this script stops the session at
    # once (bash runs traps only after a foreground command ends).
    bash -c "$driver" <&0 &
    echo $! > "$out/driver.pid"
    wait "$(cat "$out/driver.pid")" || status=$?
    rm -f "$out/driver.pid"
  else
    ORCA_SESSION_DIR=$out cmd_spoken
  fi
  echo "orca-session: done after $(elapsed), status $status" >&2
  return "$status"
}

command=${1:-}
[ $# -gt 0 ] && shift
case $command in
  run) cmd_run "$@" ;;
  key) cmd_key "$@" ;;
  type) cmd_type "$@" ;;
  focus) cmd_focus ;;
  tree) cmd_tree ;;
  mark) cmd_mark "$@" ;;
  spoken) cmd_spoken "$@" ;;
  settle) cmd_settle "$@" ;;
  wait-spoken) cmd_wait_spoken "$@" ;;
  steps) cmd_steps "$@" ;;
  *) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# make test-screen-reader: GNOME's screen reader, Orca, driving the demo and
# the examples with real keys, headless; each scenario asserts what Orca
# speaks (its debug log's SPEECH OUTPUT lines). See scripts/screen-reader/.
#
#   scripts/test-screen-reader.sh [SCENARIO...]   (default: every
#                                                 Tests/ScreenReader/*.steps)
#
# A scenario is a steps file of scripts/screen-reader/orca-session.sh whose
# first line says what to run: `# run: PRODUCT [ARG...]`, a product of this
# package (placeholder-demo, contacts-example, …) from the debug build.
# A line `# skip on Orca N: REASON` skips the scenario where Orca's major
# version is N, saying why: for what is known not to work there yet.
# Logs of a failed scenario stay in .build/screen-reader/NAME/.
set -uo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
bin=$("$SWIFT" build --show-bin-path)
export PLACEHOLDERS_LOCALEDIR=$PWD/.build/locale
export XDG_DATA_DIRS=$PWD/data:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}
# English, whatever the machine's: the scenarios expect English words.
export LANGUAGE=en LANG=C.UTF-8 LC_ALL=C.UTF-8
scenarios=("$@")
[ ${#scenarios[@]} -gt 0 ] || scenarios=(Tests/ScreenReader/*.steps)
orca_major=$(/usr/bin/orca --version 2>/dev/null | grep -oE '[0-9]+' | sed -n 1p)
passed=0
failed=0
skipped=0
failures=()
for scenario in "${scenarios[@]}"; do
  name=$(basename "$scenario" .steps)
  read -r -a command < <(sed -n '1s/^# run: //p' "$scenario")
  if [ ${#command[@]} -eq 0 ] || [ ! -x "$bin/${command[0]}" ]; then
    echo "test-screen-reader: $name: its first line must be '# run: PRODUCT [ARG...]' naming a built product" >&2
    failed=$((failed + 1))
    failures+=("$name")
    continue
  fi
  reason=$(sed -n "s/^# skip on Orca ${orca_major:-none}: //p" "$scenario" | sed -n 1p)
  if [ -n "$reason" ]; then
    skipped=$((skipped + 1))
    echo "test-screen-reader: $name skipped on Orca $orca_major: $reason"
    continue
  fi
  out=.build/screen-reader/$name
  rm -rf "$out"
  mkdir -p "$out"
  start=$(date +%s)
  if scripts/screen-reader/orca-session.sh run --out "$PWD/$out" --steps "$scenario" \
    -- "$bin/${command[0]}" "${command[@]:1}" >"$out/session.txt" 2>&1; then
    passed=$((passed + 1))
    echo "test-screen-reader: $name passed ($(($(date +%s) - start)) s)"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "test-screen-reader: $name FAILED ($(($(date +%s) - start)) s); Orca said:"
    sed 's/^/    /' "$out/spoken.txt" 2>/dev/null | tail -40
    grep -E "step [0-9]+:|expect" "$out/session.txt" | tail -5 | sed 's/^/    /'
  fi
done
[ ${#failures[@]} -eq 0 ] || echo "test-screen-reader: failed: ${failures[*]}"
echo "screen-reader: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]

#!/usr/bin/env bash
# Makes a locale usable without root, for the screenshots and tests that
# show a translation (Pango picks glyph forms from the locale, not from
# LANGUAGE: under C.UTF-8, Chinese is drawn with Japanese forms).
#
#   scripts/locale.sh zh_CN.UTF-8     prints the LOCPATH to run with
#
# Prints nothing when the system has the locale already; otherwise compiles
# it once with localedef (from the `locales` package's definitions) into
# .build/locales and prints that directory. Run the program with
# LOCPATH=<printed directory> (when not empty) and LC_ALL=<locale>.
set -euo pipefail
locale=${1:?usage: scripts/locale.sh LANG_TERRITORY.UTF-8}
language=${locale%%.*}
charset=${locale#*.}
normalized="$language.$(echo "$charset" | tr -d '-' | tr '[:upper:]' '[:lower:]')"
if locale -a 2>/dev/null | grep -cx -e "$locale" -e "$normalized" > /dev/null; then
  exit 0
fi
directory=$(cd "$(dirname "$0")/.." && pwd)/.build/locales
if [ ! -e "$directory/$locale/LC_CTYPE" ]; then
  if [ ! -e "/usr/share/i18n/locales/$language" ]; then
    echo "locale.sh: no definition of $language; install the 'locales' package" >&2
    exit 1
  fi
  mkdir -p "$directory"
  # localedef exits 1 on mere warnings; the files are what count.
  localedef --no-archive -i "$language" -f "$charset" "$directory/$locale" 2>/dev/null || true
  [ -e "$directory/$locale/LC_CTYPE" ] || { echo "locale.sh: localedef could not make $locale" >&2; exit 1; }
fi
echo "$directory"

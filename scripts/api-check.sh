#!/usr/bin/env bash
# make api-check [API_BASELINE=<git ref>]: the public API's breaking changes
# since a baseline commit (HEAD~1 unless told), found by SwiftPM's
# `diagnose-api-breaking-changes` for the library products (GtkKit,
# PlaceholderCore, PlaceholderGtk). Every break it reports must be listed
# in CHANGELOG.md's "Unreleased" section: the check looks there for the
# broken declaration's name (`Type.member` or `Type`). A break the
# changelog does not list fails the check, naming it.
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=${1:-${API_BASELINE:-HEAD~1}}
swift=${SWIFT:-swift}
scratch=.build/api-check

# A shallow clone may lack the baseline: ask the remote for one more commit.
if ! git rev-parse --verify --quiet "$baseline^{commit}" > /dev/null \
  && [ "$(git rev-parse --is-shallow-repository)" = true ]; then
  git fetch --quiet --deepen=1 || true
fi
if ! git rev-parse --verify --quiet "$baseline^{commit}" > /dev/null; then
  echo "api-check: baseline $baseline is not a commit here (a shallow clone?); nothing to compare" >&2
  exit 1
fi

report=$(mktemp)
trap 'rm -f "$report"' EXIT
status=0
"$swift" package --scratch-path "$scratch" diagnose-api-breaking-changes "$baseline" > "$report" 2>&1 || status=$?

# The breaks, one per line, without the emoji SwiftPM puts first.
breaks=$(grep -E 'API breakage: ' "$report" | sed -E 's/^.*API breakage: //' | sort -u || true)
if [ "$status" -ne 0 ] && [ -z "$breaks" ]; then
  cat "$report" >&2
  echo "api-check: diagnose-api-breaking-changes failed (status $status) without reporting breaks" >&2
  exit 1
fi

if [ -z "$breaks" ]; then
  echo "api-check: no breaking change since $(git rev-parse --short "$baseline")"
  exit 0
fi

# The changelog's Unreleased section: from its heading to the next "## ".
unreleased=$(awk '/^## \[?Unreleased\]?/{on=1; next} on && /^## /{exit} on' CHANGELOG.md)
unlisted=0
count=0
while IFS= read -r line; do
  count=$((count + 1))
  # "func PlaceholderSlot.onAction(_:) has been removed" -> PlaceholderSlot.onAction
  name=$(sed -E 's/^(static |class |mutating |final |open |public )*(func|var|let|class|struct|enum|protocol|typealias|constructor|subscript|case|associatedtype|accessor|import|extension|operator) +//; s/^([A-Za-z0-9_.]+).*/\1/' <<< "$line")
  short=${name##*.}
  # An initializer is listed by its type's name ("Type.init" -> "Type").
  [ "$short" = init ] && name=${name%.init} && short=${name##*.}
  # SwiftPM's digester also reports `package` declarations, which are not
  # the public API: a name the baseline never declared public or open is
  # skipped.
  # A function or property is looked for as such ("public … func name"),
  # so that a package function sharing a public property's name is not
  # taken for public API.
  kind=$(sed -E 's/^(static |class |mutating |final |open |public )*([a-z]+) .*/\2/' <<< "$line")
  case "$kind" in
    func | var | let) declaration="\b$kind[[:space:]]+$short\b" ;;
    *) declaration="\b$short\b" ;;
  esac
  # A member is looked for in the files that declare or extend its type.
  files=(Sources)
  if [ "$name" != "$short" ]; then
    owner=${name%.*}
    owner=${owner##*.}
    mapfile -t files < <(git grep -lE "\b(struct|class|enum|protocol|actor|extension)[[:space:]]+$owner\b" "$baseline" -- Sources |
      sed "s/^[^:]*://")
    [ ${#files[@]} -gt 0 ] || files=(Sources)
  fi
  if ! git grep -qE "^[[:space:]]*(@[A-Za-z]+ +)*(public|open)([[:space:]]|\().*$declaration" "$baseline" -- "${files[@]}"; then
    count=$((count - 1))
    continue
  fi
  if ! grep -qF -- "$name" <<< "$unreleased"; then
    echo "api-check: not in CHANGELOG.md's Unreleased section: $line (looked for \`$name\`)" >&2
    unlisted=$((unlisted + 1))
  fi
done <<< "$breaks"

if [ "$unlisted" -gt 0 ]; then
  echo "api-check: $unlisted of $count breaking changes since $(git rev-parse --short "$baseline") are not listed" >&2
  exit 1
fi
echo "api-check: $count breaking changes since $(git rev-parse --short "$baseline"), each listed in CHANGELOG.md"

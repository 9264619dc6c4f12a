#!/usr/bin/env bash
# make api-check [API_BASELINE=<git ref>]: the public API's breaking changes
# since a baseline commit (HEAD~1 unless told), found by SwiftPM's
# `diagnose-api-breaking-changes` for the library products (GtkKit,
# PlaceholderCore, PlaceholderGtk).
#
# The rule (DESIGN.md): a public name that changes keeps a deprecated alias
# for one minor release (`@available(*, deprecated, renamed:)`, or a
# re-export when a type changes module), so the compiler walks an app
# through the upgrade; an alias is no break. A break with no alias must be
# listed, with its reason, under "#### Breaks without an alias" in
# CHANGELOG.md's Unreleased section: a bullet that names the declaration
# (`Type.member` or `Type`) and gives the reason after a colon. A break
# listed nowhere, or listed without a reason, fails the check, naming it.
# And an alias whose message says "Removed in X.Y" fails the check once
# VERSION has reached X.Y: it has lived its release.
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


# The changelog's list of breaks without an alias: the bullets under
# "#### Breaks without an alias" in the Unreleased section, each joined
# onto one line ("- `A`, `B`: reason").
# One awk, not a pipeline: a reader that stops early would end its writer
# with SIGPIPE, which pipefail turns into a silent failure (status 141).
unreleased=$(awk '
  /^## / { if (inUnreleased) exit; inUnreleased = ($0 ~ /^## \[?Unreleased\]?/); next }
  !inUnreleased { next }
  /^#### Breaks without an alias/ { inBreaks = 1; next }
  inBreaks && /^#/ { inBreaks = 0 }
  !inBreaks { next }
  /^- / { if (bullet) print bullet; bullet = $0; next }
  /^  / { sub(/^ +/, ""); bullet = bullet " " $0; next }
  END { if (bullet) print bullet }' CHANGELOG.md)
unlisted=0
count=0
while IFS= read -r line; do
  [ -n "$line" ] || continue
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
  [ -n "${API_CHECK_VERBOSE:-}" ] && echo "api-check: break: $line"
  # A member of a type listed as a whole (moved, gone) is covered by it.
  owner_name=${name%.*}
  listed=$(grep -F -e "\`$name\`" -e "\`$owner_name\`" <<< "$unreleased" || true)
  if ! grep -qE ': +[^ ]+ [^ ]+' <<< "$listed"; then
    echo "api-check: a break with no deprecated alias, and not under \"Breaks without an alias\" (with a reason) in CHANGELOG.md: $line (looked for \`$name\`)" >&2
    unlisted=$((unlisted + 1))
  fi
done <<< "$breaks"

# Aliases that have lived their release: "Removed in X.Y." with VERSION at
# X.Y or later.
version=$(cat VERSION)
while IFS= read -r hit; do
  removal=$(grep -oE 'Removed in [0-9]+\.[0-9]+' <<< "$hit" | grep -oE '[0-9]+\.[0-9]+')
  if [ "$(printf '%s\n%s\n' "$removal" "$version" | sort -V | sed -n 1p)" = "$removal" ]; then
    echo "api-check: an alias past its release (VERSION is $version): $hit" >&2
    unlisted=$((unlisted + 1))
  fi
done < <(grep -rnE 'Removed in [0-9]+\.[0-9]+' Sources || true)

if [ "$unlisted" -gt 0 ]; then
  echo "api-check: $unlisted problems in $count breaking changes since $(git rev-parse --short "$baseline")" >&2
  exit 1
fi
echo "api-check: $count breaking changes since $(git rev-parse --short "$baseline"), each listed with its reason in CHANGELOG.md"

#!/usr/bin/env bash
# Refreshes the translation template and merges it into every language:
# po/POTFILES lists each Swift file that calls translate(…).
set -euo pipefail
cd "$(dirname "$0")/.."
grep -rl --include='*.swift' 'translate(' Sources | sort > po/POTFILES
xgettext --language=C --from-code=UTF-8 --keyword=translate:1,1t --keyword=translate:1,2,3t \
  --add-comments=Translators: --package-name=placeholders --msgid-bugs-address=https://github.com/placeholders/placeholders/issues \
  --files-from=po/POTFILES --output=po/placeholders.pot
for lang in $(cat po/LINGUAS); do
  if [ -f "po/$lang.po" ]; then
    msgmerge --quiet --update --backup=none "po/$lang.po" po/placeholders.pot
  else
    msginit --no-translator --locale="$lang.UTF-8" --input=po/placeholders.pot --output-file="po/$lang.po"
  fi
done
# Report what is left to translate.
for lang in $(cat po/LINGUAS); do
  printf '%s: ' "$lang"; msgfmt --statistics -o /dev/null "po/$lang.po"
done

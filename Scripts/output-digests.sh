#!/usr/bin/env bash
# Prints a digest of every file `trellis build` writes for the repository's sites, so that a
# refactoring can show its output is byte for byte the same before and after:
#
#   Scripts/output-digests.sh [TRELLIS] > after.txt     # default: .build/debug/trellis
#   git stash; swift build; Scripts/output-digests.sh > before.txt; git stash pop
#   diff before.txt after.txt                            # no output: the same files
#
# Sites: the bundled gallery (Data/, with its site.json's item pages and search), the catalog
# (Catalog/), the fixture site and its right-to-left copy (Tests/Fixtures/site, rtl), and
# Examples/unicode (its emoji.json imported from Debian's Unicode and CLDR files first, as its
# README says). Each line is `SITE PATH SHA256`, then one `SITE * SHA256` of the whole site.
set -euo pipefail
cd "$(dirname "$0")/.."
trellis="${1:-.build/debug/trellis}"
[ -x "$trellis" ] || { echo "output-digests.sh: no $trellis (swift build first)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cldr=/usr/share/unicode/cldr/common
cp -R Examples/unicode "$work/unicode-site"
"$trellis" import --annotations "$cldr/annotations/en.xml" --annotations "$cldr/annotationsDerived/en.xml" \
  --output "$work/unicode-site/emoji.json" >/dev/null
for entry in gallery:Data catalog:Catalog fixture:Tests/Fixtures/site rtl:Tests/Fixtures/rtl \
  unicode:"$work/unicode-site"; do
  name="${entry%%:*}"
  site="${entry#*:}"
  "$trellis" build --site "$site" --output "$work/$name" >/dev/null 2>"$work/$name.log" || {
    cat "$work/$name.log" >&2
    exit 1
  }
  (cd "$work/$name" && find . -type f ! -name '.trellis-manifest*' | LC_ALL=C sort | xargs sha256sum) \
    | awk -v site="$name" '{ print site, substr($2, 3), $1 }' >"$work/$name.sums"
  cat "$work/$name.sums"
  echo "$name * $(awk '{ print $2, $3 }' "$work/$name.sums" | sha256sum | cut -d' ' -f1)"
done

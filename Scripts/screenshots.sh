#!/usr/bin/env bash
# Takes the bundled gallery's screenshots into docs/screenshots/, and the catalog's into
# docs/screenshots/catalog/: every page (the home page, each
# gallery page, a sample of the expanded and cut pages, the search page and two item pages) at 390
# and 1440 wide, light and dark, each picture at most 3,000 px tall. Run it after changing the look.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/setup.sh
swift build -c release --product trellis
output="$(mktemp -d)"
trap 'rm -rf "$output"' EXIT
.build/release/trellis build --site Data --output "$output/site"
.venv/bin/python Tests/Browser/screenshots.py "$output/site" docs/screenshots
.build/release/trellis build --site Catalog --output "$output/catalog"
# The catalog's pages end with their layouts' source: a picture shows the first 900 px (below, the
# sidebar, pinned to the window, would end), in light
# only, and at 1440 with the Annotate switch on, to keep the repository small.
.venv/bin/python Tests/Browser/screenshots.py "$output/catalog" docs/screenshots/catalog Catalog 900 light

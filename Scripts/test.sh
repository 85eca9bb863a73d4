#!/usr/bin/env bash
# Runs every test: the Swift package's unit and CLI tests, then the browser check that the
# compiled CSS puts every box where the solver says, at five viewports.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/setup.sh
swift build --build-tests
swift test --skip-build --disable-xctest

# Every layout fixture, and every section of the bundled gallery, checked in Chromium.
sections=$(.build/debug/trellis check --site Data | awk '/^page /{page=$2} /^  [A-Za-z]/ && page {print "Data/site.json#" page "/" $1}')
.venv/bin/python Tests/Browser/check_layouts.py .build/debug/trellis Tests/Fixtures/layouts/*.json $sections

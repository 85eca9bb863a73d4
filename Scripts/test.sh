#!/usr/bin/env bash
# Runs every test: the Swift package's unit and CLI tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/setup.sh
swift build --build-tests
swift test --skip-build --disable-xctest

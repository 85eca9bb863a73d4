#!/usr/bin/env bash
# Builds the bundled gallery (Data/) with a release build of trellis.
# Until `trellis build` exists, this loads and checks the gallery and prints its summary.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/setup.sh
swift build -c release --product trellis
.build/release/trellis check --site Data

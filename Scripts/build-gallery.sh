#!/usr/bin/env bash
# Builds the bundled gallery (Data/) into Output/ with a release build of trellis.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/setup.sh
swift build -c release --product trellis
.build/release/trellis build --site Data --output Output
echo "open Output/index.html in a browser"

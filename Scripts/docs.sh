#!/usr/bin/env bash
# Builds the library's documentation with DocC (swift-docc-plugin): the Trellis module, its
# articles (Sources/Trellis/Trellis.docc) and the modules it re-exports (TrellisGallery, TrellisLayout,
# TrellisDiagnostics), as one archive, with every warning an error. Then checks that every public
# symbol has a documentation comment (Scripts/doc-coverage.py).
#
# The archive is .build/plugins/Swift-DocC/outputs/Trellis.doccarchive; extra arguments go to the
# plugin (`--transform-for-static-hosting --output-path DIR` for a folder a web server can serve).
set -euo pipefail
cd "$(dirname "$0")/.."
# SwiftPM 6.3 itself has crashed here (SIGSEGV in libdispatch while planning the build for the
# plugin's symbol graphs): a crash, and only a crash, is run once more; a warning or an error in the
# documentation fails at once.
Scripts/once-more-if-crashed.sh swift package generate-documentation \
  --target Trellis --target TrellisGallery --target TrellisLayout --target TrellisDiagnostics \
  --enable-experimental-combined-documentation --warnings-as-errors "$@"
python3 Scripts/doc-coverage.py

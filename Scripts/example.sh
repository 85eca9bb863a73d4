#!/usr/bin/env bash
# Builds and runs Examples/GalleryFromSwift, the package that depends on Trellis by path: its
# gallery of Swift values built by the library (`swift run make-gallery`), then written as a site
# folder and checked and built by the command plugin (`swift package trellis check|build`). The
# two outputs must be the same, byte for byte.
set -euo pipefail
cd "$(dirname "$0")/../Examples/GalleryFromSwift"
rm -rf Output Output-library Site
swift build
swift run make-gallery Output-library
swift run make-gallery --site Site
swift package trellis check
swift package --allow-writing-to-package-directory trellis build
diff -r Output-library Output
echo "example.sh: the library and the plugin built the same $(find Output -type f | wc -l) files"

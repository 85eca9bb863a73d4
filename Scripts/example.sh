#!/usr/bin/env bash
# Builds and runs Examples/GalleryFromSwift, the package that depends on Trellis by path: its
# gallery of Swift values built by the library (`swift run make-gallery`), then written as a site
# folder and checked and built by the command plugin (`swift package trellis check|build`). The
# two outputs must be the same, byte for byte.
#
# The example builds in the Trellis package's own build folder (`--scratch-path ../../.build`), so
# that what `swift build` compiled there for the main package (its library, the trellis tool the
# plugin runs, their dependencies) is not compiled again: after the main build this stage compiles
# make-gallery alone (about 25 s here, where a build folder of its own took about 160 s). The main
# package's next `swift build --build-tests` recompiles some modules (about 55 s once), since the
# example's build left them compiled for another root package.
set -euo pipefail
cd "$(dirname "$0")/../Examples/GalleryFromSwift"
rm -rf Output Output-library Site
scratch=(--scratch-path ../../.build)
# SwiftPM itself crashes now and then: a crash (and only a crash) is run once more.
retry=../../Scripts/once-more-if-crashed.sh
$retry swift build "${scratch[@]}"
$retry swift run "${scratch[@]}" make-gallery Output-library
$retry swift run "${scratch[@]}" make-gallery --site Site
$retry swift package "${scratch[@]}" trellis check
$retry swift package "${scratch[@]}" --allow-writing-to-package-directory trellis build
diff -r Output-library Output
echo "example.sh: the library and the plugin built the same $(find Output -type f | wc -l) files"

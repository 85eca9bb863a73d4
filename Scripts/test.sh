#!/usr/bin/env bash
# Runs the tests, in two tiers.
#
#   Scripts/test.sh          the quick tier, to run before every commit: the formatting lint (swift
#                            format, .swift-format), the build, the Swift package's tests, then the
#                            Python suite's quick tier (pytest.ini; conftest.py): the bad-input
#                            probe, a browser sample that touches every compiler path (geometry of
#                            the fixture site at two widths, each behaviour once, the standards on a
#                            handful of pages, about 50 generated layouts, the suite's self-test),
#                            the README's commands run as it shows them, the JSON Schemas against
#                            the decoder (Tests/Schemas), and the preview server's main checks.
#   Scripts/test.sh --all    the full tier, what CI runs: the same, plus the library's documentation
#                            (Scripts/docs.sh), 12 s of fuzzing per input reader under
#                            AddressSanitizer (Scripts/fuzz.sh), the release archive made and run
#                            without the Swift toolchain (Scripts/release-check.sh), the whole Python
#                            suite on the archive's binary, the one users get (`pytest --tier full`:
#                            every site, page and viewport, 300 generated layouts, every server
#                            check with both file watchers), and the example package that depends
#                            on Trellis by path (Scripts/example.sh).
#
# Each stage's time goes to standard error. One Python check alone: `.venv/bin/pytest -k NAME`.
set -euo pipefail
cd "$(dirname "$0")/.."
tier=quick
case "${1:-}" in
  "") ;;
  --all) tier=full ;;
  *) echo "usage: Scripts/test.sh [--all]" >&2; exit 2 ;;
esac
source Scripts/setup.sh
stage() {
  local name="$1"
  shift
  local start=$SECONDS
  "$@"
  echo "test.sh: $name took $((SECONDS - start)) s (total $SECONDS s)" >&2
}
stage lint swift format lint --strict --recursive Sources Tests Plugins Benchmarks Package.swift Examples/GalleryFromSwift/Sources Examples/GalleryFromSwift/Package.swift
stage build swift build --build-tests
# The Swift tests, run from the test bundle the build made. (`swift test --skip-build` would do the
# same, but it plans the build again without the plugins' generated files, so the next
# `swift build` relinks a tool and recompiles three targets: 7 to 17 s on every run.)
stage swift-test .build/debug/TrellisPackageTests.xctest --testing-library swift-testing
if [ "$tier" = full ]; then
  # The library's documentation (DocC, warnings as errors), and every public symbol documented.
  stage docs Scripts/docs.sh
  # Scripts/asan-validation.sh (the validation tests under AddressSanitizer) is not run here: its
  # build of every target with ASan takes 14 minutes. The fuzz targets run under ASan.
  stage fuzz Scripts/fuzz.sh 12
  # The release archive, checked without the toolchain; the Python suites then run its binary,
  # which is also faster than the debug one (a tenth off the browser stage).
  trellis="$(stage release Scripts/release-check.sh .build/release-archive)"
else
  trellis=.build/debug/trellis
fi
# The browser suite, the generative suite, the probe, the README's transcripts and the schemas'
# agreement with the decoder in four processes (pytest-xdist), each with its own Chromium, which
# keep two cores busy. Then the swipes across carousels (orthogonal_swipe) on their own, in two
# processes: where a fling comes to rest depends on when Chromium draws its frames, and beside the
# other checks a swipe could pass its next resting point. Then the preview server's checks on
# their own, since some of them time the server's answers.
stage python .venv/bin/pytest --tier "$tier" --trellis "$trellis" -n 4 -k "not orthogonal_swipe" \
  Tests/Browser Tests/Probe Tests/Docs Tests/Schemas
stage swipes .venv/bin/pytest --tier "$tier" --trellis "$trellis" -n 2 -k orthogonal_swipe Tests/Browser
stage serve .venv/bin/pytest --tier "$tier" --trellis "$trellis" Tests/Serve
if [ "$tier" = full ]; then
  # The example package, which depends on Trellis by path: its gallery built by the library and
  # by the command plugin, the same files either way.
  stage example Scripts/example.sh
fi

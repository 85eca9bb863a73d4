#!/usr/bin/env bash
# Runs every test: the formatting lint (swift format, .swift-format), the Swift package's unit and
# CLI tests, the library's documentation (Scripts/docs.sh: DocC with warnings as errors, every
# public symbol documented), 12 s of fuzzing per input reader under AddressSanitizer (Scripts/fuzz.sh), the bad-input probe
# (Tests/Probe/probe.py), then the real-browser conformance
# suite (Tests/Browser/conformance.py): geometry at five viewports, behaviour, standards and the
# suite's own self-test (its screenshots are for people: conformance.py BINARY pictures); then the generative suite (Tests/Browser/generative.py:
# 300 random layouts of a fixed seed, each at 3 random viewports); then `trellis serve` against a real running server
# (Tests/Browser/serve.py): routes, path escapes, live rebuilds, problems, load, the browser client;
# and its live groups again with the polling watcher; last the example package that depends on
# Trellis by path (Scripts/example.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/setup.sh
# Each stage's time goes to standard error, to keep the whole under CI's budget.
stage() {
  local name="$1"
  shift
  local start=$SECONDS
  "$@"
  echo "test.sh: $name took $((SECONDS - start)) s (total $SECONDS s)" >&2
}
stage lint swift format lint --strict --recursive Sources Tests Plugins Benchmarks Package.swift Examples/GalleryFromSwift/Sources Examples/GalleryFromSwift/Package.swift
stage build swift build --build-tests
stage swift-test swift test --skip-build --disable-xctest
# The library's documentation (DocC, warnings as errors), and every public symbol documented.
stage docs Scripts/docs.sh
stage fuzz Scripts/fuzz.sh 12
# Scripts/asan-validation.sh (the validation tests under AddressSanitizer) is not run here: its
# build of every target with ASan took 14 minutes of CI's 40. The fuzz targets run under ASan.
stage probe .venv/bin/python Tests/Probe/probe.py .build/debug/trellis

stage conformance .venv/bin/python Tests/Browser/conformance.py .build/debug/trellis geometry behaviour standards self-test
stage generative .venv/bin/python Tests/Browser/generative.py .build/debug/trellis
stage serve .venv/bin/python Tests/Browser/serve.py .build/debug/trellis
# The same edits watched by the portable polling watcher (the one used where there is no inotify).
stage serve-polling .venv/bin/python Tests/Browser/serve.py .build/debug/trellis --poll live problems coalescing browser
# The example package, which depends on Trellis by path: its gallery built by the library and
# by the command plugin, the same files either way.
stage example Scripts/example.sh

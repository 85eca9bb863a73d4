#!/usr/bin/env bash
# Runs the validation tests (libxml2 driven through Swift pointers) under AddressSanitizer, in
# their own build directory (.build-asan). Leak detection is off: Foundation's Process leaks a
# weak reference the test helpers cannot free.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests --build-path .build-asan -Xswiftc -sanitize=address
ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 \
  swift test --skip-build --disable-xctest --build-path .build-asan --filter TrellisValidationTests

#!/usr/bin/env bash
# Preview benchmark: `trellis serve` (release) on the one-page galleries of the build benchmark
# (x1 and x100) and on the many-page site of the many-page benchmark (x10: a page per emoji and
# per 200 of a category). For a one-emoji edit: the server's rebuild time and the time from the
# file written to the patch event received; then wrk with 200 connections on loopback (x1 only),
# with 20 event clients connected throughout. See Benchmarks/serve_benchmark.py.
#
#   Benchmarks/run_serve_benchmark.sh                          # x1 and x100, many pages x10
#   SCALES="1" PAGES_SCALES="" Benchmarks/run_serve_benchmark.sh   # x1 only
#
# Installs wrk with apt-get when missing; the galleries come from run_build_benchmark.sh (run it
# once first).
set -euo pipefail
cd "$(dirname "$0")/.."

SCALES=${SCALES:-"1 100"}
PAGES_SCALES=${PAGES_SCALES-"10"}
if ! command -v wrk >/dev/null; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends wrk >/dev/null
fi
swift build -c release --product trellis >&2
for scale in $SCALES; do
  gallery=Benchmarks/.galleries/x$scale/trellis
  [ -f "$gallery/emoji.json" ] || { echo "error: no $gallery; run SCALES=\"$scale\" Benchmarks/run_build_benchmark.sh first" >&2; exit 1; }
  load=10; [ "$scale" = 1 ] || load=0
  echo "== x$scale"
  python3 Benchmarks/serve_benchmark.py .build/release/trellis "$gallery" --edits 11 --wrk "$load"
done
for scale in $PAGES_SCALES; do
  site=Benchmarks/.galleries/x$scale/pages/trellis
  [ -f "$site/emoji.json" ] || { echo "error: no $site; run Benchmarks/run_build_benchmark.sh first" >&2; exit 1; }
  echo "== many pages x$scale"
  python3 Benchmarks/serve_benchmark.py .build/release/trellis "$site" --edits 5 --wrk 0
done

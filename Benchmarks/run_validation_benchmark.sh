#!/usr/bin/env bash
# Validation benchmark: how fast Trellis checks the x100 gallery's output (a 104 MB page of
# 731,000 cells), against libxml2's own xmllint on the same file, in one run. CPU time (user +
# system) is the figure to compare per core: the page is one file, read by one thread. Then the
# page of each shape of the shapes benchmark (grid, outline, lists, characters, carousels, mix):
# its size, `trellis validate`'s CPU time and its throughput per megabyte against the grid's.
#
#   Benchmarks/run_validation_benchmark.sh            # 5 runs each (xmllint's RelaxNG: 1 run)
#   RUNS=9 Benchmarks/run_validation_benchmark.sh
#   TRELLIS=/path/to/trellis Benchmarks/run_validation_benchmark.sh
#
# Needs the x100 galleries (Benchmarks/run_build_benchmark.sh makes them) and xmllint
# (libxml2-utils, installed here if missing).
set -euo pipefail
cd "$(dirname "$0")/.."   # the repository root

RUNS=${RUNS:-5}
SITE=Benchmarks/.galleries/x100/trellis
OUT=$(mktemp -d)/out
trap 'rm -rf "$(dirname "$OUT")"' EXIT

command -v xmllint >/dev/null || {
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libxml2-utils >/dev/null
}
[ -f "$SITE/site.json" ] || { echo "error: no $SITE; run Benchmarks/run_build_benchmark.sh first" >&2; exit 1; }
# TRELLIS: the binary to measure (default: built here in release).
if [ -z "${TRELLIS:-}" ]; then
  swift build -c release --product trellis >&2
  TRELLIS=.build/release/trellis
fi
$TRELLIS build --site "$SITE" --output "$OUT" --progress never >&2
PAGE=$OUT/gallery.html

measure() {  # measure RUNS NAME COMMAND...: median wall and CPU seconds, peak RSS
  local runs=$1 name=$2; shift 2
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %U %S %M" "$@" 2>&1 >/dev/null | tail -1
  done | awk '{print $1, $2 + $3, $4}' | sort -n -k2 | awk -v name="$name" '
    {w[NR] = $1; c[NR] = $2; m[NR] = $3}
    END {i = int((NR + 1) / 2); printf "%-44s %8.2f %8.2f %8.0f\n", name, w[i], c[i], m[i] / 1024}'
}

echo "x100 page: $(du -m "$PAGE" | cut -f1) MB, $(grep -c '<li class="t-cell' "$PAGE") grid cells; medians of $RUNS runs"
printf "%-44s %8s %8s %8s\n" "checker" "wall s" "cpu s" "MiB"
measure "$RUNS" "xmllint --noout (well-formed, tree)" xmllint --noout "$PAGE"
measure "$RUNS" "xmllint --noout --stream (well-formed)" xmllint --noout --stream "$PAGE"
measure 1 "xmllint --stream --relaxng page.rng" xmllint --noout --stream --relaxng Schemas/page.rng "$PAGE"
measure "$RUNS" "trellis validate (schema, runs collapsed)" $TRELLIS validate "$OUT"
measure 1 "trellis validate --every-element" $TRELLIS validate --every-element "$OUT"

# Each shape's page: the throughput of `trellis validate` on it (MB of the page per CPU second),
# and its ratio to the grid's. Each output is timed against its whole size: the characters'
# avatars (an SVG file for each look, 1,135 of them) are checked too, and their bytes counted.
echo
echo "each shape's output at x100 (trellis validate; medians of $RUNS runs)"
printf "%-12s %10s %8s %8s %10s\n" shape "output MB" "cpu s" "MB/s" "vs grid"
grid_rate=""
for shape in grid outline list insetList characters carousel mix; do
  site=Benchmarks/.galleries/x100/shapes/$shape/trellis
  [ -f "$site/site.json" ] || { echo "$shape: no $site (run Benchmarks/run_shapes_benchmark.sh first)"; continue; }
  rm -rf "$OUT"
  $TRELLIS build --site "$site" --output "$OUT" --progress never >/dev/null 2>&1
  megabytes=$(du -sb "$OUT" | awk '{printf "%.1f", $1 / 1e6}')
  cpu=$(measure "$RUNS" "$shape" $TRELLIS validate "$OUT" | awk '{print $3}')
  rate=$(awk -v m="$megabytes" -v c="$cpu" 'BEGIN {printf "%.0f", m / c}')
  [ -n "$grid_rate" ] || grid_rate=$rate
  printf "%-12s %10s %8s %8s %10s\n" "$shape" "$megabytes" "$cpu" "$rate" \
    "$(awk -v r="$rate" -v g="$grid_rate" 'BEGIN {printf "%.2f", r / g}')"
done

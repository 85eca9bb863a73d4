#!/usr/bin/env bash
# Validation benchmark: how fast Trellis checks the x100 gallery's output (a 104 MB page of
# 731,000 cells), against libxml2's own xmllint on the same file, in one run. CPU time (user +
# system) is the figure to compare per core: the page is one file, read by one thread.
#
#   Benchmarks/run_validation_benchmark.sh            # 5 runs each (xmllint's RelaxNG: 1 run)
#   RUNS=9 Benchmarks/run_validation_benchmark.sh
#
# Needs the x100 gallery (Benchmarks/run_build_benchmark.sh makes it) and xmllint
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
swift build -c release --product trellis >&2
TRELLIS=.build/release/trellis
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

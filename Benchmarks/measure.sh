# shellcheck shell=bash
# Measuring shared by the one-page build benchmarks (run_build_benchmark.sh,
# run_shapes_benchmark.sh), sourced after benchmark-setup.sh. Whole processes are timed with the
# clock and /usr/bin/time; each run writes into a fresh empty directory, removed afterwards.
#
# OUT_ROOT: where the output directories go (default /tmp). When PROBE names a file of the output
# (a path in it), run_once sets PROBE_BYTES to that file's size ("-" when it is missing). When
# SHOW_WARNINGS is 1, run_once prints the warnings in the command's output.
OUT_ROOT=${OUT_ROOT:-/tmp}
PROBE=""
PROBE_BYTES=""
SHOW_WARNINGS=0

# run_once OUT_VAR COMMAND...: runs COMMAND once; its output directory is "{out}" in the arguments,
# replaced by a fresh empty directory under OUT_ROOT (removed afterwards). Sets OUT_VAR to
# "MILLISECONDS KIB": wall time (clock read around /usr/bin/time, 1 ms resolution; time's own %e
# has only 10 ms) and peak resident memory (/usr/bin/time's %M). A failed run prints its output and
# ends the script.
# shellcheck disable=SC2034  # result is a nameref: setting it sets the caller's variable
run_once() {
  local -n result=$1; shift
  local out log args=() start end
  out=$(mktemp -d "$OUT_ROOT/trellis-build-bench.XXXXXX")
  log=$(mktemp /tmp/trellis-build-bench-log.XXXXXX)
  for a in "$@"; do args+=("${a//\{out\}/$out}"); done
  start=$(date +%s%N)
  if ! /usr/bin/time -f "%M" -o "$log.time" "${args[@]}" >"$log" 2>&1; then
    echo "error: failed: ${args[*]}" >&2; cat "$log" >&2
    rm -rf "$out" "$log" "$log.time"; exit 1
  fi
  end=$(date +%s%N)
  if [ "$SHOW_WARNINGS" = 1 ] && grep -qi 'warn' "$log"; then
    echo "warnings from ${args[0]##*/}:" >&2; grep -i 'warn' "$log" | sed 's/^/  /' >&2
  fi
  result="$(( (end - start) / 1000000 )) $(tail -n1 "$log.time")"
  if [ -n "$PROBE" ]; then PROBE_BYTES=$(stat -c %s "$out/$PROBE" 2>/dev/null || echo "-"); fi
  rm -rf "$out" "$log" "$log.time"
}

median() { sort -n | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }

# sample NAME RUN COMMAND...: runs COMMAND; records "ms KiB" in SAMPLES[NAME] unless RUN is 0
# (the warm-up).
declare -A SAMPLES
sample() {
  local name=$1 run=$2 r; shift 2
  run_once r "$@"
  if [ "$run" -gt 0 ]; then SAMPLES[$name]+="$r"$'\n'; fi
}
stat_of() {  # stat_of NAME FIELD(1 = ms, 2 = KiB): the median
  printf '%s' "${SAMPLES[$1]}" | awk -v f="$2" 'NF {print $f}' | median
}
mib() { awk -v k="$1" 'BEGIN {printf "%.0f", k / 1024}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", a / b}'; }
runs_of() { printf '%s' "${SAMPLES[$1]}" | awk 'NF {printf "%s%s ms/%.0f MiB", (NR > 1 ? ", " : ""), $1, $2 / 1024}'; }

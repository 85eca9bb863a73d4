#!/usr/bin/env bash
# Checks the release archive as a user without Swift would get it (the full tier runs it):
#
#   Scripts/release-check.sh [DIR]    DIR: where to leave the archive and its unpacked folder,
#                                     DIR/trellis-VERSION-linux-ARCH/ (default: a temporary folder,
#                                     removed after). Prints the unpacked binary's path.
#
# 1. Scripts/release.sh makes it; its name carries what `trellis --version` prints.
# 2. The binary needs no library of the Swift toolchain: `ldd` lists none under the toolchain's
#    folder and no Swift runtime or Foundation library, and its ELF file names no library path
#    but its own folder.
# 3. In a folder holding only the binary and the system libraries `ldd` lists (libxml2 and what it
#    and the C++ runtime need), run through the dynamic loader with that folder as its only
#    library path and an empty environment, it makes a site (`init`), builds it and validates it.
# 4. The manual pages and the completion scripts are in the archive, and the man pages read.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
kept="${1:-$work/out}"
archive="$(Scripts/release.sh "$kept")"
name="$(basename "$archive" .tar.gz)"
rm -rf "${kept:?}/$name"
tar -xzf "$archive" -C "$kept"
root="$(cd "$kept/$name" && pwd)"
binary="$root/bin/trellis"
fail() { echo "release-check: $*" >&2; exit 1; }

version="$("$binary" --version)"
[ "$name" = "trellis-$version-linux-$(uname -m)" ] || fail "$name does not carry the version $version"

toolchain="$(dirname "$(dirname "$(readlink -f "$(type -P swift)")")")"
libraries="$(ldd "$binary")"
if grep -E "not found|libswift|libFoundation|libdispatch|libBlocksRuntime|$toolchain" <<<"$libraries"; then
  fail "the binary needs the libraries above"
fi
# A library path other than the binary's own folder ($ORIGIN) would reach outside the archive.
if readelf -d "$binary" | grep -E "RUNPATH|RPATH" | grep -v 'path: \[\$ORIGIN\]$'; then
  fail "the binary names a library path outside its folder"
fi

# A folder with the binary and the system libraries it loads, nothing else.
jail="$work/jail"
mkdir -p "$jail/lib"
awk '/=> \// { print $3 } /^\t\/lib/ { print $1 }' <<<"$libraries" | while read -r library; do
  cp -L "$library" "$jail/lib/"
done
loader="$(awk '/^\t\/lib/ { print $1 }' <<<"$libraries")"
run() {
  env -i HOME="$work/home" "$jail/lib/$(basename "$loader")" --inhibit-cache --library-path "$jail/lib" \
    "$binary" "$@"
}
[ "$(run --version)" = "$version" ] || fail "--version differs when run without the toolchain"
run init "$work/site" >/dev/null
run build --site "$work/site" --output "$work/site-output" >/dev/null
run validate "$work/site-output" >/dev/null
[ -s "$work/site-output/index.html" ] || fail "the built site has no index.html"

for page in trellis trellis.build trellis.serve trellis.init; do
  [ -s "$root/share/man/man1/$page.1" ] || fail "no manual page $page.1"
done
man -l "$root/share/man/man1/trellis.build.1" 2>/dev/null | grep -q -- "--output" \
  || fail "the manual page of build does not read"
[ -s "$root/share/bash-completion/completions/trellis" ] || fail "no bash completion"
[ -s "$root/share/zsh/site-functions/_trellis" ] || fail "no zsh completion"
[ -s "$root/share/fish/vendor_completions.d/trellis.fish" ] || fail "no fish completion"
echo "release-check: $name ($(du -k "$archive" | cut -f1) KiB) runs without the toolchain: init, build and validate" >&2
echo "$binary"

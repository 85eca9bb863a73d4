#!/usr/bin/env bash
# Makes the release archive:
#
#   Scripts/release.sh [DIR]     -> DIR/trellis-VERSION-linux-ARCH.tar.gz (default DIR: .build/release-archive)
#
# The archive holds one folder, trellis-VERSION-linux-ARCH/, with
#   bin/trellis                      a release build, the Swift runtime and Foundation linked in
#                                    statically: it needs only the C library and libxml2 (Debian's
#                                    libxml2 package), no Swift toolchain;
#   share/man/man1/trellis*.1        the manual, one page per command (the argument parser's
#                                    generate-manual plugin);
#   share/bash-completion/completions/trellis, share/zsh/site-functions/_trellis,
#   share/fish/vendor_completions.d/trellis.fish
#                                    completion scripts (`trellis --generate-completion-script`);
#   README.md, LICENSE (when the repository has one).
# VERSION is what the binary's `trellis --version` prints. Prints the archive's path.
# Scripts/install.sh installs the same files for the current user.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/release-archive}"
flags=(-c release --product trellis --static-swift-stdlib)
binary="$(swift build "${flags[@]}" --show-bin-path)/trellis"
# Linked again whatever is there: a build without --static-swift-stdlib (a benchmark's, the
# manual plugin's) leaves a binary that SwiftPM may take as up to date.
rm -f "$binary"
swift build "${flags[@]}" >&2
version="$("$binary" --version)"
name="trellis-$version-linux-$(uname -m)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/$name"
mkdir -p "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
  "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d"
cp "$binary" "$root/bin/trellis"
strip "$root/bin/trellis" 2>/dev/null || true
"$binary" --generate-completion-script bash >"$root/share/bash-completion/completions/trellis"
"$binary" --generate-completion-script zsh >"$root/share/zsh/site-functions/_trellis"
"$binary" --generate-completion-script fish >"$root/share/fish/vendor_completions.d/trellis.fish"
# The manual: the plugin builds the tool to read its commands from it; the debug build (which
# the tests have made already) has the same commands as the release one.
mkdir -p "$work/manual"
swift package plugin generate-manual --configuration debug --multi-page --date 2026-01-01 \
  --authors "The Trellis authors" --output-directory "$work/manual" >&2
find "$work/manual" -name '*.1' -exec cp {} "$root/share/man/man1/" \;
ls "$root/share/man/man1/"*.1 >/dev/null
cp README.md "$root/"
[ -f LICENSE ] && cp LICENSE "$root/"
mkdir -p "$out"
archive="$(cd "$out" && pwd)/$name.tar.gz"
# Byte for byte the same archive for the same files: sorted names, fixed owner and times.
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime='2026-01-01 00:00Z' -C "$work" -czf "$archive" "$name"
echo "$archive"

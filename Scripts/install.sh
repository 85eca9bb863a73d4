#!/usr/bin/env bash
# Installs `trellis` for the current user:
#
#   Scripts/install.sh [PREFIX]      (default PREFIX: ~/.local)
#
# Makes the release archive (Scripts/release.sh: a release build with the Swift runtime linked in,
# the manual and the completion scripts) and unpacks it into PREFIX: PREFIX/bin/trellis,
# PREFIX/share/man/man1/trellis*.1 and the bash, zsh and fish completions under PREFIX/share.
# Run it again to update. Needs the Swift toolchain to build; the installed binary does not.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${1:-$HOME/.local}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
archive="$(Scripts/release.sh "$work")"
tar -xzf "$archive" -C "$work"
root="$work/$(basename "$archive" .tar.gz)"
mkdir -p "$prefix"
# The binary is replaced by a rename, so a trellis that is running keeps its file.
install -d "$prefix/bin"
install -m 0755 "$root/bin/trellis" "$prefix/bin/.trellis.new"
mv -f "$prefix/bin/.trellis.new" "$prefix/bin/trellis"
(cd "$root/share" && find . -type f) | while read -r file; do
  install -D -m 0644 "$root/share/$file" "$prefix/share/$file"
done
echo "installed $("$prefix/bin/trellis" --version) into $prefix/bin/trellis (manual: man trellis)"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "$prefix/bin is not on your PATH: add it, e.g. echo 'export PATH=\"$prefix/bin:\$PATH\"' >> ~/.profile" ;;
esac

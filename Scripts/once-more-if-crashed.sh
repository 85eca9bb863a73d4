#!/usr/bin/env bash
# Runs a command, and once more if it crashed (killed by a signal: status above 128); any other
# failure is returned at once.
#
#   Scripts/once-more-if-crashed.sh COMMAND [ARGUMENT...]
#
# SwiftPM 6.3 itself crashes here now and then (SIGSEGV in libdispatch's event loop, or while
# planning the build for a plugin's symbol graphs), in a build that then succeeds as it is.
# Scripts/docs.sh and Scripts/example.sh run their SwiftPM commands through this.
set -uo pipefail
status=0
"$@" || status=$?
if ((status > 128)); then
  echo "once-more-if-crashed.sh: $1 crashed (status $status); running it once more" >&2
  exec "$@"
fi
exit "$status"

# Sourced by Scripts/test and Scripts/lib/quiet-build.bash (Scripts/run, Scripts/preview).

# Usage: swift_build [SWIFT-BUILD-ARGUMENTS...]
# `swift build` with these arguments, planned again once if its saved plan is stale.
#
# SwiftPM (6.3.1 here) fails every build after a source file of a local dependency was deleted or
# moved (a pull, a rename) with "couldn't build … because of missing inputs": its saved manifest
# (<scratch>/<configuration>.yaml) still names the file and is not planned again. On that failure
# the manifest is removed, SwiftPM writes it anew, and the build runs once more.
swift_build() {
  local log status bin
  log=$(mktemp "${TMPDIR:-/tmp}/swift-build.XXXXXX") || return 1
  swift build "$@" 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  if [ "$status" -ne 0 ] && grep -q 'because of missing inputs' "$log" &&
    bin=$(swift build "$@" --show-bin-path 2>/dev/null); then
    echo "note: the build manifest named a deleted file; planning and building again"
    rm -f "$(dirname "$(dirname "$bin")")/$(basename "$bin").yaml"
    swift build "$@"
    status=$?
  fi
  rm -f "$log"
  return "$status"
}

# Builds a SwiftPM package's products quietly, for the entry points that then run what they built
# with standard input, output and the terminal left to it. Sourced by Scripts/preview and
# Scripts/run.

# shellcheck source=swift-build.bash
source "$(dirname "${BASH_SOURCE[0]}")/swift-build.bash"

# Usage: quiet_build PACKAGE WHAT [SWIFT-BUILD-ARGUMENTS...]
# Runs `swift build` silently unless it fails (then its output goes to standard error) or takes
# long (then a note says what is being built, on standard error). Returns swift build's status.
quiet_build() {
  local package=$1 what=$2
  shift 2
  local log
  log=$(mktemp "${TMPDIR:-/tmp}/quiet-build.XXXXXX") || return 1
  swift_build --package-path "$package" "$@" </dev/null >"$log" 2>&1 &
  local pid=$! waited=0
  while kill -0 "$pid" 2>/dev/null; do
    sleep 0.2
    waited=$((waited + 1))
    if [ "$waited" -eq 25 ]; then
      echo "Building $what… (a cold build takes a few minutes)" >&2
    fi
  done
  wait "$pid"
  local status=$?
  if [ "$status" -ne 0 ]; then
    grep -v '^\[[0-9]*/[0-9]*\]' "$log" >&2
    echo "error: building $what failed (swift build exited $status)" >&2
  fi
  rm -f "$log"
  return "$status"
}

# Usage: bin_path PACKAGE [SWIFT-BUILD-ARGUMENTS...]
# Where `swift build` puts the package's products, as SwiftPM says (never a hard-coded
# `.build/debug`); the arguments as given to quiet_build (--scratch-path).
bin_path() {
  swift build --package-path "$@" --show-bin-path 2>/dev/null
}

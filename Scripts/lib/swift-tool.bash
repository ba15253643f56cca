# Runs the executable of a tooling package under Scripts/, building it first when its sources are
# newer than the binary. The build goes into the package's own .build, the folder `swift build`
# and `swift test` of the package use, or into SWIFT_TOOL_SCRATCH when it is set (Scripts/test
# sets it to the one scratch folder its packages build in), so no tool is compiled twice. A build
# says at once what it builds and about how long a first build takes, then shows SwiftPM's
# progress on one line (a line every 15 s when standard error is not a terminal); its log is
# shown only when it fails.
# Sourced by the thin wrappers (Scripts/bench-build, Scripts/new-feature, Scripts/doc-examples…).

# Usage: run_swift_tool PACKAGE PRODUCT ESTIMATE WATCHED... -- ARGUMENTS...
# PACKAGE is the package folder, PRODUCT its executable, ESTIMATE how long a first build takes on
# two idle cores (e.g. "about 1 minute"); WATCHED are the files and folders whose changes need a
# rebuild (the package's own manifest and sources, and those of the local packages it depends
# on). Replaces the shell with the tool, so its exit status is the script's.
run_swift_tool() {
  set -o pipefail
  local package=$1 product=$2 estimate=$3
  shift 3
  local watched=()
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do watched+=("$1"); shift; done
  [ $# -gt 0 ] && shift
  local scratch=${SWIFT_TOOL_SCRATCH:-$package/.build} binary
  binary=$(swift_tool_binary "$package" "$product")
  if [ ! -x "$binary" ] ||
    [ -n "$(find "${watched[@]}" -newer "$binary" -print -quit 2>/dev/null)" ]; then
    local first="a first build takes $estimate on two cores"
    [ -x "$binary" ] && first="its sources changed; $first"
    echo "Building $product (${package#"$(dirname "$(dirname "$package")")"/}): $first..." >&2
    local log
    log=$(mktemp "${TMPDIR:-/tmp}/$product-build.XXXXXX")
    if ! swift build --package-path "$package" --scratch-path "$scratch" --product "$product" 2>&1 |
      tee "$log" | swift_build_progress "$product"; then
      cat "$log" >&2
      rm -f "$log"
      echo "error: building $product ($package) failed (see above)" >&2
      exit 2
    fi
    rm -f "$log"
    # swift build leaves the binary untouched when nothing changed; refresh it so the check above
    # stays cheap.
    touch "$binary"
  fi
  exec "$binary" "$@"
}

# Prints where run_swift_tool builds PRODUCT of PACKAGE (whether or not it is built yet).
swift_tool_binary() { # package, product
  echo "${SWIFT_TOOL_SCRATCH:-$1/.build}/debug/$2"
}

# Reads `swift build` output and shows its latest `[done/total]` step: in place on a terminal,
# else one line every 15 s.
swift_build_progress() {
  local product=$1 line step last=$SECONDS
  while IFS= read -r line; do
    [[ $line =~ ^\[([0-9]+/[0-9]+)\] ]] || continue
    step=${BASH_REMATCH[1]}
    if [ -t 2 ]; then
      printf '\r  building %s: step %s ' "$product" "$step" >&2
    elif [ $((SECONDS - last)) -ge 15 ]; then
      echo "  building $product: step $step" >&2
      last=$SECONDS
    fi
  done
  [ -t 2 ] && printf '\r\033[K' >&2
  return 0
}

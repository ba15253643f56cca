# Runs the executable of a tooling package under Scripts/, building it first when its sources are
# newer than the binary. The build is quiet (its log is shown only when it fails) and goes into the
# package's own scratch folder (.build-tool), so it never waits for, or disturbs, a `swift build`
# of the package itself. Sourced by the thin wrappers (Scripts/bench-build,
# Scripts/generate-synthetic, Scripts/dependency-graph).

# Usage: run_swift_tool PACKAGE PRODUCT WATCHED... -- ARGUMENTS...
# PACKAGE is the package folder, PRODUCT its executable; WATCHED are the files and folders whose
# changes need a rebuild (the package's own manifest and sources, and those of the local packages
# it depends on). Replaces the shell with the tool, so its exit status is the script's.
run_swift_tool() {
  local package=$1 product=$2
  shift 2
  local watched=()
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do watched+=("$1"); shift; done
  [ $# -gt 0 ] && shift
  local scratch="$package/.build-tool"
  local binary="$scratch/debug/$product"
  if [ ! -x "$binary" ] ||
    [ -n "$(find "${watched[@]}" -newer "$binary" -print -quit 2>/dev/null)" ]; then
    local log
    if ! log="$(swift build --package-path "$package" --scratch-path "$scratch" \
      --product "$product" 2>&1)"; then
      echo "$log" >&2
      echo "error: building $product ($package) failed (see above)" >&2
      exit 2
    fi
    # swift build leaves the binary untouched when nothing changed; refresh it so the check above
    # stays cheap.
    touch "$binary"
  fi
  exec "$binary" "$@"
}

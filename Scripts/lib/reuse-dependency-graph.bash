# shellcheck shell=bash
# Puts this repository's build of the dependency-graph tool into a copy of the tool's folder (in
# a scratch copy of a repository), so the copy's entry point runs it as is instead of building it
# cold: the entry point runs its binary when it is newer than the tool's sources, and the copy's
# sources are the same files. Builds the tool first if its sources changed.
#
# Usage: reuse_dependency_graph_build SCRATCH DESTINATION
#   SCRATCH      where this repository builds its tools (SWIFT_TOOL_SCRATCH); empty for the tool's
#                own .build-tool
#   DESTINATION  the copy's tool folder, the one holding its dependency-graph entry point
reuse_dependency_graph_build() {
  local scratch=$1 destination=$2 tool
  tool="$(cd "$(dirname "${BASH_SOURCE[0]}")/../DependencyGraph" && pwd)"
  SWIFT_TOOL_SCRATCH=$scratch "$tool/dependency-graph" --help >/dev/null || return
  mkdir -p "$destination/.build-tool/debug"
  # Copied now, after the sources were: newer than them.
  cp "${scratch:-$tool/.build-tool}/debug/dependency-graph" "$destination/.build-tool/debug/"
}

# What the scripts need that Linux (GNU) and macOS (BSD, bash 3.2) spell differently, spelled once
# in a form both run. Sourced; Scripts/portability-check refuses the GNU-only forms elsewhere.

# Exits with a message naming the Homebrew step unless bash is at least MAJOR.MINOR: macOS ships
# bash 3.2, which lacks associative arrays, `mapfile` and `wait -n`.
require_bash() { # major, minor, script name
  local major=$1 minor=$2 name=$3
  if [ "${BASH_VERSINFO[0]}" -gt "$major" ] ||
    { [ "${BASH_VERSINFO[0]}" -eq "$major" ] && [ "${BASH_VERSINFO[1]}" -ge "$minor" ]; }; then
    return 0
  fi
  echo "error: $name needs bash $major.$minor or later; this is bash $BASH_VERSION." >&2
  echo "  On macOS: brew install bash coreutils (Homebrew's bash comes first on PATH)." >&2
  exit 2
}

# Milliseconds since the epoch (`date +%s%N` is GNU's; perl is on both systems).
now_ms() {
  perl -MTime::HiRes=time -e 'printf "%.0f\n", time() * 1000'
}

# The number of processors online (`nproc` is GNU's).
cpu_count() {
  getconf _NPROCESSORS_ONLN
}

# The 1, 5 and 15-minute load averages, `0.52 0.58 0.59` (Linux's /proc/loadavg has no twin
# on macOS; both systems' `uptime` print them, with commas on Linux).
load_average() {
  uptime | sed -E 's/.*load averages?: *//; s/,//g'
}

# Runs a command under a wall-clock limit of SECONDS where `timeout` is there (GNU coreutils;
# on macOS through Homebrew), and without one where it is not.
with_time_limit() { # seconds, command...
  local seconds=$1
  shift
  if command -v timeout >/dev/null; then
    timeout "$seconds" "$@" # portability-check: allow (only where `timeout` is installed)
  else
    "$@"
  fi
}

# "STOLEN TOTAL": the CPU time, in clock ticks summed over the processors, that the hypervisor
# took from this virtual machine, and all of it, since boot (Linux's /proc/stat); nothing where
# the system does not say. A benchmark on a shared VM reports the share stolen while it ran.
cpu_ticks() {
  [ -r /proc/stat ] || return 0 # portability-check: allow (Linux only, guarded)
  awk '$1 == "cpu" { for (i = 2; i <= 9; i++) total += $i; print $9, total; exit }' /proc/stat # portability-check: allow (Linux only, guarded)
}

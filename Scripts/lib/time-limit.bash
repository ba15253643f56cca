# Runs `swift test` (or any command) under a wall-clock limit, ending the whole process tree of a
# command that outlives it, and reads Swift Testing's log for the test that was running. Sourced by
# Scripts/test and Scripts/stress-test; set `time_limit` (seconds, 0 for none) before use.

# Runs a command under the wall-clock limit of `time_limit` seconds (none if 0).
#
# `swift test` starts the test binary in a process group of its own, so the signal `timeout` sends
# to its group never reaches a hanging binary, which would be left running; and `swift test` prints
# the binary's output only as that binary exits, so ending `swift test` first loses the very lines
# that tell which test hung. `timeout` therefore runs with --foreground (it signals only its
# child, not its process group) and its child is `end_tree_on_signal`, which on that TERM ends the
# command's process tree from the leaves up: the test binary first, then, if it has not exited by
# itself after printing the log, `swift test`. --kill-after is the backstop should that ever stall.
time_limited() {
  if [ "$time_limit" -eq 0 ]; then
    "$@"
    return
  fi
  # portability-check: allow (callers set time_limit=0 where `timeout` is missing)
  timeout --foreground --kill-after=10 -s TERM "$time_limit" bash -c \
    "$(declare -f process_table descendants end_tree end_tree_on_signal)"'; end_tree_on_signal "$@"' \
    end_tree_on_signal "$@"
}

# Runs a command as a child; on TERM, ends its process tree (end_tree) and exits. Ctrl-C reaches
# the command directly and `swift test` handles it (it ends the test binary), as without a limit.
end_tree_on_signal() {
  "$@" &
  local child=$! status
  trap "end_tree $child; exit 143" TERM
  trap : INT
  while :; do
    wait "$child"
    status=$?
    kill -0 "$child" 2>/dev/null || return $status # else a trap ended the wait, not the command
  done
}

# Ends every process below $1, the deepest first, with TERM and, for any still there 4 s later,
# KILL; each time gives $1 up to 4 s to exit on its own (`swift test` then prints the log of the
# test binary it lost), and finally kills $1 if it has not.
end_tree() {
  local root=$1 signal pid
  for signal in TERM KILL; do
    for pid in $(descendants "$root"); do kill -"$signal" "$pid" 2>/dev/null; done
    for _ in 1 2 3 4 5 6 7 8; do
      kill -0 "$root" 2>/dev/null || break
      sleep 0.5
    done
  done
  kill -KILL "$root" 2>/dev/null
  wait "$root" 2>/dev/null
}

# Prints the processes below $1, one per line, the deepest first.
descendants() {
  process_table | awk -v root="$1" '
    { children[$2] = children[$2] " " $1 }
    END {
      n = 0; queue[n++] = root
      for (i = 0; i < n; i++) {
        count = split(children[queue[i]], found, " ")
        for (j = 1; j <= count; j++) queue[n++] = found[j]
      }
      for (i = n - 1; i > 0; i--) print queue[i]
    }'
}

# Prints "pid ppid" for every process: from /proc where there is one (no procps needed), else ps.
process_table() {
  if [ -r /proc/self/stat ]; then # portability-check: allow (ps below where there is no /proc)
    local stat line fields
    # portability-check: allow (only where /proc is, as above)
    for stat in /proc/[0-9]*/stat; do
      { read -r line <"$stat"; } 2>/dev/null || continue  # it may have exited meanwhile
      # The command name, in parentheses, may contain spaces: the fields after it are plain.
      read -r -a fields <<<"${line##*) }"
      echo "${line%% *} ${fields[1]}"
    done
  else
    ps -A -o pid= -o ppid=
  fi
}

# Prints the last test that Swift Testing's log says started ("◇ Test name() started.") and that
# never passed, failed or was skipped; nothing if every started test finished. (The cases of a
# parameterized test report only their start; the test itself reports its end.)
last_unfinished_test() {
  grep -vE '^[^ ]+ Test (run (started|with)|case passing )' "$1" \
    | sed -nE \
        -e 's/^[^ ]+ Test (.+) started\.$/S\1/p;t' \
        -e 's/^[^ ]+ Test (.+) with [0-9]+ test cases? (passed|failed) after .*/E\1/p;t' \
        -e 's/^[^ ]+ Test (.+) (passed|failed) after .*/E\1/p;t' \
        -e 's/^[^ ]+ Test (.+) skipped.*/E\1/p' \
    | awk '
        /^S/ { name = substr($0, 2); running[name]++; started[++n] = name }
        /^E/ { running[substr($0, 2)]-- }
        END { for (i = n; i > 0; i--) if (running[started[i]] > 0) { print started[i]; exit } }'
}

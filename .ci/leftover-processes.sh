# Sourced by .ci/run (and its test): which processes a run left behind. Every process `npm test` starts
# inherits KK_CI_RUN=<this run's random marker> in its environment, so /proc/<pid>/environ names them (Linux).

# Prints "pid: command line" for each living process whose environment holds KK_CI_RUN=$1.
ci_processes_with_marker() {
  local marker=$1 dir pid
  for dir in /proc/[0-9]*; do
    pid=${dir#/proc/}
    [ "$pid" = "$$" ] && continue
    [ "$pid" = "${BASHPID:-}" ] && continue
    if tr '\0' '\n' <"$dir/environ" 2>/dev/null | grep -qxF "KK_CI_RUN=$marker"; then
      local args
      args=$(tr '\0' ' ' <"$dir/cmdline" 2>/dev/null)
      [ -n "$args" ] && echo "$pid: $args"   # a zombie has no command line and holds nothing
    fi
  done
}

# Waits up to $2 seconds (default 5) for the marked processes to end by themselves; then reports each one
# left ("left running after npm test: pid: command"), kills it, and answers how many there were on stdout's
# last line. The caller must have unset KK_CI_RUN, so the shells and tools used here are not counted.
ci_stop_leftovers() {
  local marker=$1 wait_s=${2:-5} left i
  for ((i = 0; i < wait_s * 5; i++)); do
    left=$(ci_processes_with_marker "$marker")
    [ -z "$left" ] && break
    sleep 0.2
  done
  if [ -z "$left" ]; then echo 0; return; fi
  echo "$left" | sed 's/^/left running after npm test: pid /'
  echo "$left" | cut -d: -f1 | xargs kill -KILL 2>/dev/null
  echo "$left" | wc -l | tr -d ' '
}

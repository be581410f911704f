# Sourced by .ci/run (and its test): which processes a run left behind. Every process `npm test` starts
# inherits KK_CI_RUN=<this run's random marker> in its environment, so /proc/<pid>/environ names them (Linux).

# Prints "pid: command line" for each living process whose environment holds KK_CI_RUN=$1.
ci_processes_with_marker() {
  local marker=$1 dir pid
  for dir in /proc/[0-9]*; do
    pid=${dir#/proc/}
    [ "$pid" = "$$" ] && continue
    [ "$pid" = "${BASHPID:-}" ] && continue
    if grep -qzxF "KK_CI_RUN=$marker" "$dir/environ" 2>/dev/null; then
      local args
      args=$(tr '\0' ' ' <"$dir/cmdline" 2>/dev/null)
      [ -n "$args" ] && echo "$pid: $args"   # a zombie has no command line and holds nothing
    fi
  done
}

# Waits up to $2 seconds (default 5) for the marked processes to end by themselves; then reports each one
# left ("left running after npm test: pid: command"), kills it, and answers how many there were on stdout's
# last line. The caller must not carry KK_CI_RUN itself (.ci/run gives it to npm test alone), or the tools
# used here would be counted.
ci_stop_leftovers() {
  local marker=$1 until=$((SECONDS + ${2:-5})) left
  while :; do
    left=$(ci_processes_with_marker "$marker")
    [ -z "$left" ] || [ "$SECONDS" -ge "$until" ] && break
    sleep 0.2
  done
  if [ -z "$left" ]; then echo 0; return; fi
  echo "$left" | sed 's/^/left running after npm test: pid /'
  echo "$left" | cut -d: -f1 | xargs kill -KILL 2>/dev/null
  echo "$left" | wc -l | tr -d ' '
}

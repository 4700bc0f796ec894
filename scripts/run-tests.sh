#!/usr/bin/env bash
# Runs the test command given as arguments with a TMPDIR of its own, then checks that the run
# left no process behind: nothing whose environment or command line names that TMPDIR (private
# dbus-daemons, the services they activate, daemons started by the tests) and nothing running a
# binary from this checkout's build directories. Leftovers are listed, killed, and fail the run.
#   scripts/run-tests.sh swift test --no-parallel      (what `make test` runs)
set -uo pipefail
cd "$(dirname "$0")/.."
checkout=$(pwd -P)
run_dir=$(mktemp -d "${TMPDIR:-/tmp}/themeswitch-run-XXXXXX")
# Readable by all, like /tmp itself: the reliability suite runs its daemon as `nobody`.
chmod 755 "$run_dir"
export TMPDIR="$run_dir"

"$@"
status=$?

# leftovers: pid and command of every process of this run still alive.
leftovers() {
    for proc in /proc/[0-9]*; do
        pid=${proc#/proc/}
        [ "$pid" = "$$" ] && continue
        exe=$(readlink "$proc/exe" 2>/dev/null) || continue
        if [[ "$exe" == "$checkout"/.build* ]] \
            || tr '\0' '\n' 2>/dev/null < "$proc/environ" | grep -q "^TMPDIR=$run_dir\$" \
            || tr '\0' ' ' 2>/dev/null < "$proc/cmdline" | grep -qF "$run_dir"; then
            echo "$pid $(tr '\0' ' ' 2>/dev/null < "$proc/cmdline" | cut -c1-160)"
        fi
    done
}

# Processes told to stop at the end of a test may take a moment to go.
left=""
for _ in $(seq 30); do
    left=$(leftovers)
    [ -z "$left" ] && break
    sleep 0.1
done
if [ -n "$left" ]; then
    echo "run-tests.sh: the test run left these processes behind (now killed):" >&2
    echo "$left" | sed 's/^/  /' >&2
    echo "$left" | cut -d' ' -f1 | xargs -r kill -9 2>/dev/null
    status=1
else
    echo "run-tests.sh: no process of the test run is left"
fi
rm -rf "$run_dir"
exit $status

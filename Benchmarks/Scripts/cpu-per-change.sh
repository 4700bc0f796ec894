#!/usr/bin/env bash
# The release daemon's CPU time per change as the scheduler counts it: the run time of all its
# threads (`/proc/PID/task/*/schedstat`, nanoseconds, not sampled at clock ticks) and their
# voluntary context switches, over CHANGES applies (themes alternate: each a change), with fsync
# made a no-op by Debian's libeatmydata ("fsync excluded", issue 19 goal 2). The triggers are
# `dbus-send` processes; their own CPU is not counted.
# Usage, from the repository root after
# `swift build -c release -Xswiftc -static-stdlib --product themeswitchd`:
#   Benchmarks/Scripts/cpu-per-change.sh [CHANGES]   (default 400)
# Needs: dbus-daemon, dbus-send, libeatmydata1 (scripts/install-deps.sh --bench).
set -euo pipefail
changes="${1:-400}"
cd "$(dirname "$0")/../.."
source Benchmarks/Scripts/release-daemon.sh
bin="$(swift build -c release -Xswiftc -static-stdlib --show-bin-path)"
trap stop_daemon EXIT
# The bus, the daemon and the start-up probes run with libeatmydata; only the daemon writes files.
LD_PRELOAD=libeatmydata.so start_daemon cpu-per-change
call="dbus-send --bus=$address --print-reply --dest=org.themeswitch.Theme1 /org/themeswitch/Theme1 org.themeswitch.Theme1"
$call.Apply string:nord >/dev/null
$call.Apply string:sunset >/dev/null

run_time() { cat /proc/"$daemon_pid"/task/*/schedstat | awk '{ns += $1} END {print ns}'; }
switches() { awk '/^voluntary_ctxt_switches/ {n += $2} END {print n}' /proc/"$daemon_pid"/task/*/status; }
threads() { ls /proc/"$daemon_pid"/task | tr '\n' ' '; }

threads_before="$(threads)"
ns_before="$(run_time)"
switches_before="$(switches)"
for i in $(seq "$changes"); do
    if ((i % 2)); then $call.Apply string:nord >/dev/null; else $call.Apply string:sunset >/dev/null; fi
done
ns_after="$(run_time)"
switches_after="$(switches)"
# A thread that ended during the run took its time with it: say so rather than print too little.
[[ "$(threads)" == "$threads_before" ]] || echo "cpu-per-change: the daemon's threads changed during the run; the figure misses the ended ones" >&2
awk -v ns=$((ns_after - ns_before)) -v sw=$((switches_after - switches_before)) -v n="$changes" -v load="$(cut -d' ' -f1-3 /proc/loadavg)" \
    'BEGIN { printf "%.3f ms of CPU per change, %.1f voluntary context switches per change (%d changes, fsync a no-op; load %s)\n", ns / 1e6 / n, sw / n, n, load }'

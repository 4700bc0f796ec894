#!/usr/bin/env bash
# The release daemon's CPU time per change as the scheduler counts it: the run time of all its
# threads (`/proc/PID/task/*/schedstat`, nanoseconds, not sampled at clock ticks) and their
# voluntary context switches, over CHANGES applies (themes alternate: each a change). The triggers
# are `dbus-send` processes; their own CPU is not counted. Two daemons, one after the other:
#   1. with its fsyncs, each counted by Benchmarks/Scripts/fsync-cpu.c (LD_PRELOAD: the CPU time
#      spent inside fsync and fdatasync): "fsync excluded" (issue 19 goal 2) is the run time less that;
#   2. with Debian's libeatmydata, which makes fsync return at once. On ext4 this is an upper bound:
#      a rename over a file whose data was not flushed makes ext4 start that flush itself
#      (auto_da_alloc), in the renaming thread.
# XDG_RUNTIME_DIR is on a tmpfs, as on a desktop (release-daemon.sh); the settings file is under /tmp.
# Usage, from the repository root after
# `swift build -c release -Xswiftc -static-stdlib --product themeswitchd`:
#   Benchmarks/Scripts/cpu-per-change.sh [CHANGES]   (default 400)
# Needs: dbus-daemon, dbus-send, cc, libeatmydata1 (scripts/install-deps.sh --bench).
set -euo pipefail
changes="${1:-400}"
cd "$(dirname "$0")/../.."
source Benchmarks/Scripts/release-daemon.sh
bin="$(swift build -c release -Xswiftc -static-stdlib --show-bin-path)"
counter_dir="$(mktemp -d /tmp/fsync-cpu.XXXXXX)"
trap 'stop_daemon; rm -rf "$counter_dir"' EXIT
cc -shared -fPIC -O2 -o "$counter_dir/fsync-cpu.so" Benchmarks/Scripts/fsync-cpu.c -ldl

run_time() { cat /proc/"$daemon_pid"/task/*/schedstat | awk '{ns += $1} END {print ns}'; }
switches() { awk '/^voluntary_ctxt_switches/ {n += $2} END {print n}' /proc/"$daemon_pid"/task/*/status; }
threads() { ls /proc/"$daemon_pid"/task | tr '\n' ' '; }
fsync_ns() { cat "$counter_dir/total" 2>/dev/null || echo 0; }

# Applies CHANGES themes, alternating; sets ns, fsync, sw to what they cost the daemon.
measure() {
    local call="dbus-send --bus=$address --print-reply --dest=org.themeswitch.Theme1 /org/themeswitch/Theme1 org.themeswitch.Theme1"
    $call.Apply string:nord >/dev/null
    $call.Apply string:sunset >/dev/null
    local threads_before ns_before fsync_before switches_before
    threads_before="$(threads)"
    ns_before="$(run_time)"
    fsync_before="$(fsync_ns)"
    switches_before="$(switches)"
    for i in $(seq "$changes"); do
        if ((i % 2)); then $call.Apply string:nord >/dev/null; else $call.Apply string:sunset >/dev/null; fi
    done
    ns=$(($(run_time) - ns_before))
    fsync=$(($(fsync_ns) - fsync_before))
    sw=$(($(switches) - switches_before))
    # A thread that ended during the run took its time with it: say so rather than print too little.
    [[ "$(threads)" == "$threads_before" ]] || echo "cpu-per-change: the daemon's threads changed during the run; the figure misses the ended ones" >&2
}

load() { cut -d' ' -f1-3 /proc/loadavg; }

LD_PRELOAD="$counter_dir/fsync-cpu.so" FSYNC_CPU_FILE="$counter_dir/total" start_daemon cpu-per-change
measure
awk -v ns="$ns" -v fsync="$fsync" -v sw="$sw" -v n="$changes" -v load="$(load)" 'BEGIN {
    printf "%.3f ms of CPU per change, fsync excluded (%.3f ms in all, %.3f ms of it inside fsync), %.1f voluntary context switches per change (%d changes; load %s)\n",
        (ns - fsync) / 1e6 / n, ns / 1e6 / n, fsync / 1e6 / n, sw / n, n, load }'
stop_daemon

LD_PRELOAD=libeatmydata.so start_daemon cpu-per-change
measure
awk -v ns="$ns" -v sw="$sw" -v n="$changes" -v load="$(load)" 'BEGIN {
    printf "%.3f ms of CPU per change with fsync a no-op (libeatmydata), %.1f voluntary context switches per change (%d changes; load %s)\n",
        ns / 1e6 / n, sw / n, n, load }'

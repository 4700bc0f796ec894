#!/usr/bin/env bash
# The idle daemon's wake-ups with and without a schedule (issue 38 §1): over SECONDS of nothing
# happening, its context switches as `perf stat -e context-switches` counts them over all its
# threads, those that start and end during the run included (each time a thread ran after sleeping
# or was put off), and the system calls `strace -f` sees, by name (what it woke for). Two
# daemons, one after the other, on a private bus: one with no config.yaml, one with a clock
# schedule whose next window is hours away, so that what the schedule adds is its alarm (a timerfd
# that does not fire) and its system-bus watches. Swift's runtime wakes by itself too (its
# cooperative pool's timer); the first daemon is that floor.
# Usage, from the repository root after `make release` (or with BIN=.build/debug):
#   Benchmarks/Scripts/schedule-wakeups.sh [SECONDS]   (default 60)
# Needs: dbus-daemon, dbus-send, perf, strace (scripts/install-deps.sh --bench).
set -euo pipefail
seconds="${1:-60}"
cd "$(dirname "$0")/../.."
source Benchmarks/Scripts/release-daemon.sh
bin="${BIN:-$(swift build -c release -Xswiftc -static-stdlib --show-bin-path)}"
trap 'stop_daemon' EXIT

# Prints the daemon's context switches, then its system calls, each over `seconds`, after a settling second.
measure() {
    sleep 1
    local switches tracer
    switches="$(perf stat -x, -e context-switches -p "$daemon_pid" -- sleep "$seconds" 2>&1 | awk -F, '/context-switches/ {print $1}')"
    awk -v n="$switches" -v s="$seconds" -v what="$1" 'BEGIN { printf "%s: %d context switches in %d s (%.2f per second)\n", what, n, s, n / s }'
    strace -f -qq -c -p "$daemon_pid" -o "$work/strace" &
    tracer=$!
    sleep "$seconds"
    kill -INT "$tracer"
    wait "$tracer" 2>/dev/null || true
    awk -v s="$seconds" '$1 ~ /^[0-9.]+$/ && $NF != "total" { calls[$NF] = $4 } END {
        printf "  system calls in %d s:", s; for (name in calls) printf " %s %d", name, calls[name]; print "" }' "$work/strace"
}

start_daemon schedule-wakeups
measure "no schedule"
stop_daemon

start_daemon schedule-wakeups
hour=$(( ($(date -u +%s) / 3600 + 3) % 24 ))
mkdir -p "$XDG_CONFIG_HOME/themeswitch"
printf 'schedule:\n  light: "%02d:00"\n  dark: "%02d:00"\n' "$hour" $(( (hour + 6) % 24 )) >"$XDG_CONFIG_HOME/themeswitch/config.yaml"
# The schedule's state file appears when the daemon follows it.
state="$HOME/.local/state/themeswitch/schedule.json"
for _ in $(seq 100); do [[ -f "$state" ]] && break; sleep 0.05; done
[[ -f "$state" ]] || { echo "the daemon did not take up the schedule; its log: $work/daemon.log" >&2; exit 1; }
TZ=UTC measure "a schedule, next window hours away"

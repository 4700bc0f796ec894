#!/bin/bash
# Instructions per change of the release daemon, counted by callgrind (they do not depend on the
# machine's load, unlike times). Usage, from the repository root after
# `swift build -c release -Xswiftc -static-stdlib --product themeswitchd`:
#   Benchmarks/Scripts/profile-change.sh [BINDIR] [CHANGES]   (default .build/release, 40)
# Starts a private bus and `valgrind --tool=callgrind --instr-atstart=no themeswitchd` on it in a
# temporary directory of its own, applies two themes, turns instrumentation on, applies CHANGES
# themes alternately with dbus-send (each a change: persist with fsyncs, publish), dumps, and
# prints the instructions per change; the profile stays in $TMPDIR/callgrind.out.themeswitchd for
# `callgrind_annotate --inclusive=yes`.
set -euo pipefail
bin="${1:-.build/release}"
changes="${2:-40}"
out="${TMPDIR:-/tmp}/callgrind.out.themeswitchd"
work="$(mktemp -d /tmp/profile-change.XXXXXX)"
mkdir -p "$work/config" "$work/data" "$work/cache" "$work/runtime"
chmod 700 "$work/runtime"
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache"
export XDG_RUNTIME_DIR="$work/runtime" HOME="$work"
dbus-daemon --session --fork --print-address=3 --print-pid=4 3>"$work/address" 4>"$work/pid"
bus_pid="$(cat "$work/pid")"
address="$(head -n1 "$work/address")"
valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$work/callgrind.out" \
    "$bin/themeswitchd" --bus-address "$address" 2>"$work/daemon.log" &
daemon_pid=$!
trap 'kill $daemon_pid 2>/dev/null; wait $daemon_pid 2>/dev/null; kill $bus_pid 2>/dev/null; rm -rf "$work"' EXIT
owned() {
    dbus-send --bus="$address" --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.NameHasOwner string:org.themeswitch.Theme1 2>/dev/null | grep -q "boolean true"
}
for _ in $(seq 600); do owned && break; sleep 0.1; done
owned || { echo "the daemon did not take its name in 60 s under valgrind; its log: $work/daemon.log" >&2; exit 1; }
apply() {
    dbus-send --bus="$address" --print-reply --dest=org.themeswitch.Theme1 /org/themeswitch/Theme1 \
        org.themeswitch.Theme1.Apply "string:$1" >/dev/null
}
apply nord
apply sunset
callgrind_control -i on "$daemon_pid" >/dev/null 2>&1
for i in $(seq "$changes"); do if (( i % 2 )); then apply nord; else apply sunset; fi; done
callgrind_control -i off "$daemon_pid" >/dev/null 2>&1
callgrind_control -d "$daemon_pid" >/dev/null 2>&1
sleep 1
profile="$(ls -t "$work"/callgrind.out* | head -n1)"
cp "$profile" "$out"
total="$(sed -n 's/^totals: //p' "$out")"
echo "$((total / changes)) instructions per change ($total over $changes changes); profile: $out"

#!/usr/bin/env bash
# startup-profile: what one `themeswitch apply sunset` (no change) costs to start and run (the
# front, and themeswitch-cli, which the front hands everything else to), against
# `dbus-send` making the same call and a static Swift "hello" (the least a Swift program costs),
# on a private bus with the real release daemon. Per command: instructions (valgrind's
# callgrind, repeatable whatever the load), system calls (strace -f -c), page faults and CPU
# time (perf stat -r 20). The figures of docs/PERFORMANCE.md's start-up table.
#
# Usage: Benchmarks/CLI/startup-profile.sh   (from the repository root)
# Needs: valgrind, strace, perf (linux-perf), dbus-daemon, dbus-send.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
source Benchmarks/Scripts/release-daemon.sh

build_release
trap stop_daemon EXIT
start_daemon startup-profile
printf 'print("hi")\n' >"$work/hello.swift"
swiftc -O -static-stdlib "$work/hello.swift" -o "$work/hello" 2> >(grep -v "mktemp" >&2)

call="dbus-send --bus=$address --print-reply --dest=org.themeswitch.Theme1 /org/themeswitch/Theme1 org.themeswitch.Theme1"
rows=(
    "dbus-send Apply (C)|$call.Apply string:sunset"
    "Swift print(\"hi\"), static runtime|$work/hello"
    "themeswitch apply sunset|$bin/themeswitch apply sunset --bus-address $address"
    "themeswitch scheme dark|$bin/themeswitch scheme dark --bus-address $address"
    "themeswitch-cli apply sunset (ArgumentParser)|$bin/themeswitch-cli apply sunset --bus-address $address"
)
$bin/themeswitch scheme dark --bus-address "$address" >/dev/null
printf '%-36s %14s %9s %12s %10s\n' command instructions syscalls page-faults task-clock
for row in "${rows[@]}"; do
    IFS='|' read -r label command <<<"$row"
    read -r -a argv <<<"$command"
    instructions=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "${argv[@]}" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
    syscalls=$(strace -f -c -o "$work/strace" "${argv[@]}" >/dev/null 2>&1; awk '/total/ {print $4}' "$work/strace")
    perf stat -r 20 -x, -e page-faults,task-clock -o "$work/perf" "${argv[@]}" >/dev/null 2>&1
    faults=$(awk -F, '/page-faults/ {print $1}' "$work/perf")
    clock=$(awk -F, '/task-clock/ {printf "%.2f ms", $1}' "$work/perf")
    printf '%-36s %14s %9s %12s %10s\n' "$label" "$instructions" "$syscalls" "$faults" "$clock"
done

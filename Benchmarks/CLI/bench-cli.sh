#!/usr/bin/env bash
# bench-cli: whole-process time of `themeswitch apply X` against `dbus-send --print-reply … Apply`
# (a C client: the floor) and `gsettings set` (the peer), in one hyperfine run on a private bus
# with the real daemon. Goal (issue 5): median within 1.5x of dbus-send.
#
# Usage: Benchmarks/CLI/bench-cli.sh [runs]     (from the repository root; `make bench` runs it)
# Needs: swift, dbus-daemon, dbus-send, gsettings + dconf, hyperfine, jq.
set -euo pipefail

runs="${1:-300}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="${BENCH_CLI_SCRATCH:-$root/.build-client}"
cd "$root"

echo "building release binaries (dynamic and static Swift stdlib)…" >&2
swift build -c release --scratch-path "$scratch" --product themeswitchd >&2
swift build -c release --scratch-path "$scratch" --product themeswitch >&2
swift build -c release --scratch-path "$scratch-static" -Xswiftc -static-stdlib --product themeswitch >&2
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)"
static_bin="$(swift build -c release --scratch-path "$scratch-static" -Xswiftc -static-stdlib --show-bin-path)"

work="$(mktemp -d /tmp/bench-cli.XXXXXX)"
bus_pid=""
daemon_pid=""
cleanup() {
    [[ -n "$daemon_pid" ]] && kill "$daemon_pid" 2>/dev/null && wait "$daemon_pid" 2>/dev/null || true
    [[ -n "$bus_pid" ]] && kill "$bus_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/config" "$work/data" "$work/runtime" "$work/cache"
chmod 700 "$work/runtime"
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_RUNTIME_DIR="$work/runtime"
export XDG_CACHE_HOME="$work/cache" HOME="$work" GSETTINGS_BACKEND=dconf
dbus-daemon --session --fork --print-address=3 --print-pid=4 3>"$work/address" 4>"$work/pid"
bus_pid="$(cat "$work/pid")"
address="$(head -n1 "$work/address")"
export DBUS_SESSION_BUS_ADDRESS="$address"

"$bin/themeswitchd" --bus-address "$address" 2>"$work/daemon.log" &
daemon_pid=$!
for _ in $(seq 100); do
    dbus-send --bus="$address" --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.NameHasOwner string:org.themeswitch.Theme1 2>/dev/null | grep -q "boolean true" && break
    sleep 0.05
done
gsettings set org.gnome.desktop.interface color-scheme prefer-dark   # starts dconf-service once

echo "themeswitch $(du -h "$bin/themeswitch" | cut -f1) dynamic, $(du -h "$static_bin/themeswitch" | cut -f1) static" >&2
hyperfine -N --warmup 20 --runs "$runs" --export-json "$work/result.json" \
    -n dbus-send "dbus-send --bus=$address --print-reply --dest=org.themeswitch.Theme1 /org/themeswitch/Theme1 org.themeswitch.Theme1.Apply string:sunset" \
    -n themeswitch "$bin/themeswitch apply sunset --bus-address $address" \
    -n themeswitch-static "$static_bin/themeswitch apply sunset --bus-address $address" \
    -n gsettings "gsettings set org.gnome.desktop.interface color-scheme prefer-dark"

echo
echo "median (ms) and ratio to dbus-send:"
jq -r '
  (.results[] | select(.command == "dbus-send") | .median) as $floor
  | .results[] | "\(.command)\t\(.median * 1000 | . * 100 | round / 100) ms\t\(.median / $floor | . * 100 | round / 100)x"
' "$work/result.json" | column -t -s $'\t'

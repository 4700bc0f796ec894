#!/usr/bin/env bash
# bench-cli: whole-process time of `themeswitch apply X` and `themeswitch scheme dark` against
# `dbus-send --print-reply` of the same method (a C client: the floor) and `gsettings set` (the
# peer), with hyperfine on a private bus with the real release daemon and real dconf. Two runs:
#   repeat  - the same request again and again: the daemon answers without a change, so the
#             figure is the client's start-up plus one round trip;
#   switch  - each timed request is a real change (hyperfine --prepare, untimed, switches back
#             first): the daemon persists (two fsyncs) and publishes before it answers.
# Goal (performance issue, item 3): `themeswitch apply X` median within 1.5x of dbus-send.
#
# Usage: Benchmarks/CLI/bench-cli.sh [runs]     (from the repository root; `make bench` runs it)
# Builds with the Makefile's release flags (static Swift runtime); SWIFTPM_FLAGS are passed on.
# Needs: swift, dbus-daemon, dbus-send, gsettings + dconf, hyperfine, jq (scripts/install-deps.sh --bench).
set -euo pipefail

runs="${1:-300}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
read -r -a swiftpm <<<"${SWIFTPM_FLAGS:-}"
release=(-c release -Xswiftc -static-stdlib "${swiftpm[@]}")

echo "building release binaries…" >&2
swift build "${release[@]}" --product themeswitchd >&2
swift build "${release[@]}" --product themeswitch >&2
bin="$(swift build "${release[@]}" --show-bin-path)"

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

call="dbus-send --bus=$address --print-reply --dest=org.themeswitch.Theme1 /org/themeswitch/Theme1 org.themeswitch.Theme1"
ts="$bin/themeswitch"
gset="gsettings set org.gnome.desktop.interface color-scheme"

# report FILE: median (ms) of each command and its ratio to the dbus-send row of the same method.
report() {
    jq -r '
      (.results | map(select(.command | startswith("dbus-send"))) | map({key: (.command | split(" ")[1]), value: .median}) | from_entries) as $floors
      | .results[]
      | (if (.command | test("scheme|SetColorScheme|gsettings")) then $floors["SetColorScheme"] else $floors["Apply"] end) as $floor
      | "\(.command)\t\(.median * 1000 * 100 | round / 100) ms\t\(.median / $floor * 100 | round / 100)x"
    ' "$1" | column -t -s $'\t'
}

echo "themeswitch $(du -h "$ts" | cut -f1); $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
echo "== repeat: the same request each time (the daemon answers without a change)"
hyperfine -N --warmup 20 --runs "$runs" --export-json "$work/repeat.json" \
    -n "dbus-send Apply" "$call.Apply string:sunset" \
    -n "themeswitch apply" "$ts apply sunset --bus-address $address" \
    -n "themeswitch apply (ArgumentParser path, via env)" \
        "env THEMESWITCH_ARGUMENT_PARSER=1 $ts apply sunset --bus-address $address" \
    -n "dbus-send SetColorScheme" "$call.SetColorScheme string:dark" \
    -n "themeswitch scheme" "$ts scheme dark --bus-address $address" \
    -n "gsettings set color-scheme" "$gset prefer-dark" >&2
echo "median and ratio to dbus-send calling the same method (gsettings: to SetColorScheme):"
report "$work/repeat.json"

echo
echo "== switch: every timed request is a change (switched back first, untimed)"
hyperfine -N --warmup 10 --runs "$runs" --export-json "$work/switch.json" \
    --prepare "$call.Apply string:rose" -n "dbus-send Apply" "$call.Apply string:sunset" \
    --prepare "$call.Apply string:rose" -n "themeswitch apply" "$ts apply sunset --bus-address $address" \
    --prepare "$call.SetColorScheme string:light" -n "dbus-send SetColorScheme" "$call.SetColorScheme string:dark" \
    --prepare "$call.SetColorScheme string:light" -n "themeswitch scheme" "$ts scheme dark --bus-address $address" \
    --prepare "$gset prefer-light" -n "gsettings set color-scheme" "$gset prefer-dark" >&2
echo "median and ratio to dbus-send calling the same method (gsettings: to SetColorScheme):"
report "$work/switch.json"

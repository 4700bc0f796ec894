#!/usr/bin/env bash
# bench-cli: whole-process time of `themeswitch apply X` and `themeswitch scheme dark` against
# `dbus-send --print-reply` of the same method (a C client: the floor) and `gsettings set` (the
# peer), with hyperfine on a private bus with the real release daemon and real dconf. Two runs:
#   repeat  - the same request again and again: the daemon answers without a change, so the
#             figure is the client's start-up plus one round trip;
#   switch  - each timed request is a real change (hyperfine --prepare, untimed, switches back
#             first): the daemon persists (two fsyncs) and publishes before it answers.
# The repeat run also times floor/apply.swift: one blocking libdbus call from a Swift program
# with the static runtime and nothing else, the least any Swift client on libdbus can cost.
# hyperfine times one command after the other, so load that comes and goes on a shared machine
# lands on some rows only: each run is done in 3 rounds (the order reversed every other round),
# and the script prints per row the median of the rounds' medians and of the rounds' ratios.
# Goal (issue 19, goal 1): `themeswitch apply X` and `scheme` median within 1.5x of dbus-send,
# repeating and switching. The repeat run also times `get` against dbus-send's GetTokens, and what
# handing a command on to themeswitch-cli costs (`--version` through the front and without it).
# A third run times the offline commands on a config.yaml with a template and a schedule
# (`config check`, `template list`, `schedule show`: no bus), against `themeswitch --version`,
# the least any command handed on to themeswitch-cli costs (issue 37: what linking the
# configuration library into themeswitch-cli costs them).
#
# Usage: Benchmarks/CLI/bench-cli.sh [runs per round] [EARLIER]   (from the repository root; `make bench` runs it)
#   EARLIER: the bin directory of another build (themeswitch, themeswitch-cli and themeswitchd side
#   by side); its `themeswitch apply`, `get` and offline commands are timed in the same rounds, as
#   "(earlier build)" rows, against the same daemon.
# Builds with RELEASE_FLAGS and SWIFTPM_FLAGS from the environment (`make bench` passes its own),
# else with the Makefile's RELEASE_FLAGS (static Swift runtime).
# Needs: swift, dbus-daemon, dbus-send, gsettings + dconf, hyperfine, jq (scripts/install-deps.sh --bench).
set -euo pipefail

runs="${1:-100}"
earlier="${2:-}"
if [[ -n "$earlier" ]]; then earlier="$(cd "$earlier" && pwd)"; fi
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
source Benchmarks/Scripts/release-daemon.sh

build_release
trap stop_daemon EXIT
# For dconf, which the bus activates.
export GSETTINGS_BACKEND=dconf
start_daemon bench-cli
export DBUS_SESSION_BUS_ADDRESS="$address"
read -r -a dbus_includes <<<"$(pkg-config --cflags-only-I dbus-1 | sed 's/-I/-Xcc -I/g')"
swiftc -O -static-stdlib -I Sources/CDBus "${dbus_includes[@]}" Benchmarks/CLI/floor/apply.swift \
    -o "$work/swift-floor" 2> >(grep -v "mktemp" >&2)
gsettings set org.gnome.desktop.interface color-scheme prefer-dark   # starts dconf-service once

call="dbus-send --bus=$address --print-reply --dest=org.themeswitch.Theme1 /org/themeswitch/Theme1 org.themeswitch.Theme1"
ts="$bin/themeswitch"
gset="gsettings set org.gnome.desktop.interface color-scheme"

# measure NAME ROW...: times the rows, each "name|command|prepare" (prepare may be empty), in 3
# rounds of hyperfine, then prints per row the median over rounds of its median and of its ratio
# to the dbus-send row calling the same method in that round (gsettings: to SetColorScheme; the
# offline commands: to `themeswitch --version`).
measure() {
    local name=$1; shift
    local rows=("$@") round order=() arguments=() row
    for round in 1 2 3; do
        order=("${rows[@]}")
        if ((round % 2 == 0)); then
            order=(); for ((i = ${#rows[@]} - 1; i >= 0; i--)); do order+=("${rows[i]}"); done
        fi
        arguments=()
        for row in "${order[@]}"; do
            IFS='|' read -r label command prepare <<<"$row"
            [[ -n "$prepare" ]] && arguments+=(--prepare "$prepare")
            arguments+=(-n "$label" "$command")
        done
        hyperfine -N --warmup 10 --runs "$runs" --export-json "$work/$name-$round.json" "${arguments[@]}" >&2
    done
    jq -s -r --argjson order "$(printf '%s\n' "${rows[@]}" | cut -d'|' -f1 | jq -R . | jq -s .)" '
      [ .[] | .results
        | (map(select(.command | startswith("dbus-send") or . == "themeswitch --version (handed on to themeswitch-cli)"))
           | map({key: (.command | split(" ")[1]), value: .median}) | from_entries) as $floors
        | .[] | . as $row
        | {command, median, ratio: (.median / (if (.command | test("^themeswitch (config|template|schedule|--version)"))
                                               then $floors["--version"]
                                               elif (.command | test("scheme|SetColorScheme|gsettings"))
                                               then $floors["SetColorScheme"]
                                               elif (.command | test(" get($| \\()|GetTokens")) then $floors["GetTokens"]
                                               else $floors["Apply"] end))} ]
      | group_by(.command)
      | map({command: .[0].command, median: (map(.median) | sort | .[1]), ratio: (map(.ratio) | sort | .[1]),
             ratios: (map(.ratio * 100 | round / 100) | sort)})
      | sort_by(.command as $c | $order | index($c))
      | .[] | "\(.command)\t\(.median * 1000 * 100 | round / 100) ms\t\(.ratio * 100 | round / 100)x\t(rounds: \(.ratios | map(tostring + "x") | join(", ")))"
    ' "$work/$name"-[123].json | column -t -s $'\t'
}

echo "themeswitch $(du -h "$ts" | cut -f1), themeswitch-cli $(stat -c %s "$bin/themeswitch-cli") bytes; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
# earlier_rows ROW...: the rows again for the EARLIER build's themeswitch, when one was given.
earlier_rows() {
    [[ -z "$earlier" ]] && return
    local row label command
    for row in "$@"; do
        IFS='|' read -r label command _ <<<"$row"
        printf '%s\n' "$label (earlier build)|${command/#$ts /$earlier/themeswitch }|"
    done
}

echo "== repeat: the same request each time (the daemon answers without a change); median of 3 rounds"
[[ -n "$earlier" ]] && echo "earlier build: $earlier (themeswitch-cli $(stat -c %s "$earlier/themeswitch-cli") bytes)"
mapfile -t earlier_front < <(earlier_rows \
    "themeswitch apply|$ts apply sunset --bus-address $address|" \
    "themeswitch get|$ts get color.accent --bus-address $address|" \
    "themeswitch --version (handed on to themeswitch-cli)|$ts --version|")
measure repeat \
    "dbus-send Apply|$call.Apply string:sunset|" \
    "themeswitch apply|$ts apply sunset --bus-address $address|" \
    "Swift floor: one blocking Apply (floor/apply.swift)|$work/swift-floor sunset $address|" \
    "themeswitch apply, ArgumentParser path (via env)|env THEMESWITCH_ARGUMENT_PARSER=1 $ts apply sunset --bus-address $address|" \
    "dbus-send SetColorScheme|$call.SetColorScheme string:dark|" \
    "themeswitch scheme|$ts scheme dark --bus-address $address|" \
    "gsettings set color-scheme|$gset prefer-dark|" \
    "dbus-send GetTokens|$call.GetTokens string:|" \
    "themeswitch get|$ts get color.accent --bus-address $address|" \
    "themeswitch --version (handed on to themeswitch-cli)|$ts --version|" \
    "themeswitch-cli --version|$bin/themeswitch-cli --version|" \
    "${earlier_front[@]}"

echo
echo "== switch: every timed request is a change (switched back first, untimed); median of 3 rounds"
measure switch \
    "dbus-send Apply|$call.Apply string:sunset|$call.Apply string:rose" \
    "themeswitch apply|$ts apply sunset --bus-address $address|$call.Apply string:rose" \
    "dbus-send SetColorScheme|$call.SetColorScheme string:dark|$call.SetColorScheme string:light" \
    "themeswitch scheme|$ts scheme dark --bus-address $address|$call.SetColorScheme string:light" \
    "gsettings set color-scheme|$gset prefer-dark|$gset prefer-light"

echo
echo "== offline: commands that read config.yaml without the bus (a template and a schedule); median of 3 rounds"
mkdir -p "$XDG_CONFIG_HOME/themeswitch"
cat >"$XDG_CONFIG_HOME/themeswitch/config.yaml" <<'YAML'
templates:
  - builtin: kitty
    output: ~/.config/kitty/themeswitch.conf
schedule:
  light: "07:00"
  dark: "19:30"
YAML
offline=(
    "themeswitch config check|$ts config check|"
    "themeswitch template list|$ts template list|"
    "themeswitch schedule show|$ts schedule show|")
mapfile -t earlier_offline < <(earlier_rows "${offline[@]}")
measure offline "themeswitch --version (handed on to themeswitch-cli)|$ts --version|" "${offline[@]}" "${earlier_offline[@]}"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

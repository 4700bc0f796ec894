#!/usr/bin/env bash
# bench-edit: how soon a key press in `themeswitch edit` shows in its preview pane and in the set
# the daemon publishes (issue 24: "within 50 ms (median)"). The release editor runs in a private
# tmux server against the real release daemon on a private bus, on a user theme that is applied,
# with the color picker open on color.accent's lightness. The script talks to tmux through one
# control-mode client (`tmux -C`): keys go in as `send-keys` lines and the editor's output comes
# back as `%output` lines as it is written, filtered by one `grep -o` down to the few marks
# looked for, so no process is started per key or per look (a `tmux send-keys` or
# `capture-pane` process costs 15–40 ms on a loaded machine, and the shell reads a pipe a byte
# at a time). The two accents a step gives are read once before the rounds. Each round sends
# → or ← (one 0.01 step of OKLCH lightness, alternating) and waits, reading the output and
# `$XDG_RUNTIME_DIR/themeswitch/tokens.json` (read by the shell, no process) as they come, for:
#   - preview: the frame drawn for the key: the status line naming the new accent, which is the
#     last row of the one write that also redraws the preview's Send button in it (the editor
#     draws a color set in the picker at once);
#   - published: tokens.json holding the new accent (the daemon replaces the file before
#     ThemeChanged goes out, so every app can have it then);
#   - read back: the accentHover row redrawn, i.e. the editor has the daemon's derived colors.
# The peer, in the same run: the same two colors set by `themeswitch theme set` (a whole client
# process, the way to edit without the editor), from its start until tokens.json holds the color.
# Rounds are 100 ms apart: the daemon paces the publishing of a burst of edits at one per 50 ms
# (docs/dbus-api.md), so a single key press, not a held key, is measured. Prints median, p95 and
# max of each, and the ratios of the medians to the peer's. A round whose mark tmux split between
# two `%output` lines (so grep cannot see it) is counted as lost and left out; the count is printed.
#
# Usage: Benchmarks/Edit/bench-edit.sh [rounds]   (from the repository root; `make bench` runs it)
# Builds with RELEASE_FLAGS and SWIFTPM_FLAGS from the environment, else the Makefile's RELEASE_FLAGS.
# Needs: swift, dbus-daemon, dbus-send, tmux (scripts/install-deps.sh).
set -euo pipefail

rounds="${1:-100}"
source "$(dirname "$0")/../Scripts/tmux-bench.sh"

start_tmux_bench bench-edit
tokens="$runtime/themeswitch/tokens.json"
id="$("${ts[@]}" theme new "Bench Edit" --from default)"
"${ts[@]}" theme save "$id"
"${ts[@]}" apply "$id"
start_in_tmux 130 50 "XDG_STATE_HOME='$work/state' '$bin/themeswitch' edit '$id' --bus-address '$address'"
coproc CONTROL {
    tmux -S "$socket" -C attach -t 0 2>&1 \
        | grep --line-buffered -o -E 'Theme info section, closed|Accent family section, open|Hex of color\.accent:|Lightness 0\.6[34]0 of color\.accent, #[0-9A-F]{6}|color\.accentHover'
}
echo "refresh-client -C 130x50" >&"${CONTROL[1]}"

# now: microseconds on the monotonic-enough wall clock the shell keeps ($EPOCHREALTIME, no process).
now() { local t=$EPOCHREALTIME; echo $((10#${t/./})); }
# until_output TEXT: reads the editor's output until a line holds TEXT; fails after 10 s.
until_output() {
    local line deadline=$((SECONDS + 10))
    while ((SECONDS <= deadline)); do
        IFS= read -r -t 1 line <&"${CONTROL[0]}" || continue
        [[ "$line" == *"$1"* ]] && return 0
    done
    echo "bench-edit: the editor never showed '$1'" >&2
    exit 1
}
until_output "Theme info section, closed"
echo "send-keys -t 0 Tab Tab Tab Enter" >&"${CONTROL[1]}"
until_output "Accent family section, open"
echo "send-keys -t 0 Down Enter" >&"${CONTROL[1]}"
until_output "Hex of color.accent:"
echo "send-keys -t 0 Down" >&"${CONTROL[1]}"
until_output "Lightness 0.630 of color.accent"
# accent_after KEY LIGHTNESS: sends KEY and reads the accent the status line names at LIGHTNESS.
accent_after() {
    local line deadline=$((SECONDS + 10))
    echo "send-keys -t 0 $1" >&"${CONTROL[1]}"
    while ((SECONDS <= deadline)); do
        IFS= read -r -t 1 line <&"${CONTROL[0]}" || continue
        [[ "$line" =~ ^Lightness\ $2\ of\ color\.accent,\ (#[0-9A-F]{6}) ]] && { accent="${BASH_REMATCH[1]}"; return 0; }
    done
    echo "bench-edit: the editor never showed lightness $2" >&2
    exit 1
}
accent_after Right 0.640
lighter=$accent
accent_after Left 0.630
darker=$accent
colors=("$lighter" "$darker")
sleep 0.5
while IFS= read -r -t 0.2 line <&"${CONTROL[0]}"; do :; done

lost=0
preview_times=()
published_times=()
readback_times=()
for ((round = 0; round < rounds; round++)); do
    if ((round % 2 == 0)); then key=Right; lightness=0.640; else key=Left; lightness=0.630; fi
    hex="${colors[round % 2]}"
    frame="Lightness $lightness of color.accent, $hex"
    start=$(now)
    echo "send-keys -t 0 $key" >&"${CONTROL[1]}"
    preview="" published="" readback="" partial=""
    deadline=$((SECONDS + 3))
    until [[ -n "$preview" && -n "$published" && -n "$readback" ]] || ((SECONDS > deadline)); do
        # A read that times out keeps what it got of the line in `line`; it is the start of the next.
        line=""
        if IFS= read -r -t 0.001 line <&"${CONTROL[0]}"; then
            line="$partial$line" partial=""
            [[ -z "$preview" && "$line" == "$frame" ]] && preview=$(now)
            [[ -n "$preview" && -z "$readback" && "$line" == "color.accentHover" ]] && readback=$(now)
        else
            partial+="$line"
        fi
        if [[ -z "$published" ]]; then
            content=""
            IFS= read -r -d '' content <"$tokens" || true
            [[ "$content" == *"\"color.accent\":\"$hex\""* ]] && published=$(now)
        fi
    done
    if [[ -z "$preview" || -z "$published" || -z "$readback" ]]; then
        [[ -z "$published" ]] && { echo "bench-edit: round $round: the daemon never published $hex" >&2; exit 1; }
        lost=$((lost + 1))
        while IFS= read -r -t 0.2 line <&"${CONTROL[0]}"; do :; done
        continue
    fi
    preview_times+=($((preview - start)))
    published_times+=($((published - start)))
    readback_times+=($((readback - start)))
    sleep 0.1
done

peer_times=()
for ((round = 0; round < rounds; round++)); do
    hex="${colors[round % 2]}"
    start=$(now)
    "${ts[@]}" theme set "$id" color.accent "$hex" --scheme light
    deadline=$((SECONDS + 5))
    while :; do
        content=""
        IFS= read -r -d '' content <"$tokens" || true
        [[ "$content" == *"\"color.accent\":\"$hex\""* ]] && break
        if ((SECONDS > deadline)); then echo "bench-edit: theme set never published $hex" >&2; exit 1; fi
    done
    peer_times+=($(($(now) - start)))
    sleep 0.1
done

# median MICROSECONDS...: the median.
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "rounds lost to a split mark: $lost"
summary 58 "editor: key → frame with the preview in the new accent drawn" "${preview_times[@]}"
summary 58 "editor: key → daemon's published set (tokens.json) updated" "${published_times[@]}"
summary 58 "editor: key → daemon's derived colors read back and drawn" "${readback_times[@]}"
summary 58 "peer: themeswitch theme set started → published set updated" "${peer_times[@]}"
awk -v a="$(median "${preview_times[@]}")" -v b="$(median "${published_times[@]}")" \
    -v c="$(median "${readback_times[@]}")" -v p="$(median "${peer_times[@]}")" 'BEGIN {
        printf "ratio to the peer (medians): preview %.2f, published %.2f, read back %.2f   (goal: preview and published ≤ 50 ms)\n", a / p, b / p, c / p
    }'

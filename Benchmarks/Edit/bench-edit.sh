#!/usr/bin/env bash
# bench-edit: how soon a key press in `themeswitch edit` shows in its preview pane and in the set
# the daemon publishes (issue 24: "within 50 ms (median)"). The release editor runs in a private
# tmux server against the real release daemon on a private bus, on a user theme that is applied,
# with the color picker open on color.accent's lightness. Each round sends → or ← (one 0.01 step
# of OKLCH lightness, alternating), then polls, as fast as they answer (about 1–3 ms a poll):
#   - the pane (`tmux capture-pane -e`) until the preview's Send button is drawn with the new
#     accent as its background: the editor has sent the edit, read the theme back and redrawn;
#   - $XDG_RUNTIME_DIR/themeswitch/tokens.json until it holds the new accent: the daemon has
#     published it (the file is replaced before ThemeChanged goes out).
# The peer, in the same run: the same two colors set by `themeswitch theme set` (a whole client
# process), from its start until tokens.json holds the color. Rounds are 100 ms apart: the
# daemon paces the publishing of a burst of edits at one per 50 ms (docs/dbus-api.md), so a
# single key press, not a held key, is measured. Prints median, p95 and max, and the ratios.
#
# Usage: Benchmarks/Edit/bench-edit.sh [rounds]   (from the repository root; `make bench` runs it)
# Builds with RELEASE_FLAGS and SWIFTPM_FLAGS from the environment, else the Makefile's RELEASE_FLAGS.
# Needs: swift, dbus-daemon, dbus-send, tmux (scripts/install-deps.sh).
set -euo pipefail

rounds="${1:-100}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
source Benchmarks/Scripts/release-daemon.sh

build_release
socket=""
cleanup() {
    [[ -n "$socket" ]] && tmux -S "$socket" kill-server 2>/dev/null || true
    stop_daemon
}
trap cleanup EXIT
start_daemon bench-edit
socket="$work/tmux.sock"
tokens="$work/runtime/themeswitch/tokens.json"

ts=("$bin/themeswitch" --bus-address "$address")
id="$("${ts[@]}" theme new "Bench Edit" --from default)"
"${ts[@]}" theme save "$id"
"${ts[@]}" apply "$id"
rows=50
tmux -S "$socket" -f /dev/null new-session -d -x 130 -y "$rows" \
    "env -u NO_COLOR COLORTERM=truecolor XDG_RUNTIME_DIR='$work/runtime' XDG_STATE_HOME='$work/state' '$bin/themeswitch' edit '$id' --bus-address '$address'; sleep 600"

# pane_shows TEXT [SECONDS]: polls the status line until it contains TEXT; fails after SECONDS (default 5).
status_shows() {
    local deadline=$((SECONDS + ${2:-5}))
    until tmux -S "$socket" capture-pane -p -S $((rows - 1)) -E $((rows - 1)) | grep -qF "$1"; do
        if ((SECONDS > deadline)); then echo "bench-edit: the editor never showed '$1'" >&2; exit 1; fi
    done
}
status_shows "Theme info section, closed." 10
tmux -S "$socket" send-keys Tab Tab Tab Enter
status_shows "Accent family section, open."
tmux -S "$socket" send-keys Down Enter
status_shows "Hex of color.accent:"
tmux -S "$socket" send-keys Down
status_shows "Lightness 0.630 of color.accent"

# rgb HEX: "R;G;B" of #RRGGBB, as the truecolor escapes write it.
rgb() { printf '%d;%d;%d' "0x${1:1:2}" "0x${1:3:2}" "0x${1:5:2}"; }

editor_preview=()
editor_published=()
colors=()
for ((round = 0; round < rounds; round++)); do
    if ((round % 2 == 0)); then key=Right; expected="Lightness 0.640"; else key=Left; expected="Lightness 0.630"; fi
    start=$(date +%s%N)
    tmux -S "$socket" send-keys "$key"
    status_shows "$expected"
    hex="$(tmux -S "$socket" capture-pane -p -S $((rows - 1)) -E $((rows - 1)) | grep -o '#[0-9A-F]\{6\}' | head -n1)"
    background="48;2;$(rgb "$hex")m Send "
    preview=0
    published=0
    deadline=$((SECONDS + 5))
    until ((preview > 0 && published > 0)); do
        if ((preview == 0)) && tmux -S "$socket" capture-pane -p -e | grep -qF "$background"; then preview=$(date +%s%N); fi
        if ((published == 0)) && grep -qF "\"$hex\"" "$tokens"; then published=$(date +%s%N); fi
        if ((SECONDS > deadline)); then echo "bench-edit: $hex never reached the preview and the published set" >&2; exit 1; fi
    done
    editor_preview+=($(((preview - start) / 1000)))
    editor_published+=($(((published - start) / 1000)))
    ((round < 2)) && colors+=("$hex")
    sleep 0.1
done

peer=()
for ((round = 0; round < rounds; round++)); do
    hex="${colors[round % 2]}"
    start=$(date +%s%N)
    "${ts[@]}" theme set "$id" color.accent "$hex" --scheme light
    deadline=$((SECONDS + 5))
    until grep -qF "\"$hex\"" "$tokens"; do
        if ((SECONDS > deadline)); then echo "bench-edit: theme set never published $hex" >&2; exit 1; fi
    done
    peer+=($((($(date +%s%N) - start) / 1000)))
    sleep 0.1
done

# median MICROSECONDS...: the median.
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# summary LABEL MICROSECONDS...: median, p95 and max in ms.
summary() {
    local label=$1; shift
    printf '%s\n' "$@" | sort -n | awk -v label="$label" '
        { v[NR] = $1 }
        END {
            p95 = int(NR * 0.95 + 0.5); if (p95 < 1) p95 = 1
            printf "%-56s median %6.1f ms   p95 %6.1f ms   max %6.1f ms   (%d rounds)\n", label, v[int((NR + 1) / 2)] / 1000, v[p95] / 1000, v[NR] / 1000, NR
        }'
}
summary "editor: key → preview redrawn in the new color" "${editor_preview[@]}"
summary "editor: key → daemon's published set (tokens.json) updated" "${editor_published[@]}"
summary "peer: themeswitch theme set → published set updated" "${peer[@]}"
awk -v a="$(median "${editor_preview[@]}")" -v b="$(median "${editor_published[@]}")" -v p="$(median "${peer[@]}")" \
    'BEGIN { printf "ratio editor/peer (medians): preview %.2f, published %.2f   (goal: both editor medians ≤ 50 ms)\n", a / p, b / p }'

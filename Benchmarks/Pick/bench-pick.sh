#!/usr/bin/env bash
# bench-pick: how soon `themeswitch pick` shows a change made elsewhere (issue 14: "re-renders it
# within 100 ms"). The release picker runs in a private tmux server against the real release
# daemon on a private bus, focused on the applied theme (VaultMail). Each round applies, from
# another process, the second theme of the catalog or the first again, then polls the picker's
# status line (`tmux capture-pane` of the last row, as fast as it answers, about 1–3 ms a poll)
# until it says "VaultMail theme, not applied." or "VaultMail theme, applied.": that sentence
# is written only after the picker has read the daemon's new state and redrawn.
# Two figures per round: from the start of `themeswitch apply` (its whole process included) and
# from its exit (the daemon publishes before it answers, so this is the picker's own share plus
# the daemon's signal) until the status line shows the change. Prints median, p95 and max.
#
# Usage: Benchmarks/Pick/bench-pick.sh [rounds]   (from the repository root; `make bench` runs it)
# Builds with RELEASE_FLAGS and SWIFTPM_FLAGS from the environment, else the Makefile's RELEASE_FLAGS.
# Needs: swift, dbus-daemon, dbus-send, tmux (scripts/install-deps.sh).
set -euo pipefail

rounds="${1:-200}"
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
start_daemon bench-pick
socket="$work/tmux.sock"

ts=("$bin/themeswitch" --bus-address "$address")
"${ts[@]}" apply default
second="$("${ts[@]}" list | sed -n '2s/\t.*//p')"
rows=40
tmux -S "$socket" -f /dev/null new-session -d -x 100 -y "$rows" \
    "env -u NO_COLOR COLORTERM=truecolor XDG_RUNTIME_DIR='$work/runtime' '$bin/themeswitch' pick --bus-address '$address'; sleep 600"

# status_shows TEXT [SECONDS]: polls the last row until it contains TEXT; fails after SECONDS (default 5).
status_shows() {
    local deadline=$((SECONDS + ${2:-5}))
    until tmux -S "$socket" capture-pane -p -S $((rows - 1)) -E $((rows - 1)) | grep -qF "$1"; do
        if ((SECONDS > deadline)); then echo "bench-pick: the picker never showed '$1'" >&2; exit 1; fi
    done
}
status_shows "VaultMail theme, applied." 10

total=()
after=()
for ((round = 0; round < rounds; round++)); do
    if ((round % 2 == 0)); then target=$second; expected="VaultMail theme, not applied."
    else target=default; expected="VaultMail theme, applied."; fi
    start=$(date +%s%N)
    "${ts[@]}" apply "$target"
    answered=$(date +%s%N)
    status_shows "$expected"
    shown=$(date +%s%N)
    total+=($(((shown - start) / 1000)))
    after+=($(((shown - answered) / 1000)))
done

# summary LABEL MICROSECONDS...: median, p95 and max in ms.
summary() {
    local label=$1; shift
    printf '%s\n' "$@" | sort -n | awk -v label="$label" '
        { v[NR] = $1 }
        END {
            p95 = int(NR * 0.95 + 0.5); if (p95 < 1) p95 = 1
            printf "%-52s median %6.1f ms   p95 %6.1f ms   max %6.1f ms   (%d rounds)\n", label, v[int((NR + 1) / 2)] / 1000, v[p95] / 1000, v[NR] / 1000, NR
        }'
}
summary "apply started → picker's status line changed" "${total[@]}"
summary "apply answered → picker's status line changed" "${after[@]}"

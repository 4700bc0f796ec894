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
source "$(dirname "$0")/../Scripts/tmux-bench.sh"

start_tmux_bench bench-pick
"${ts[@]}" apply default
second="$("${ts[@]}" list | sed -n '2s/\t.*//p')"
rows=40
start_in_tmux 100 "$rows" "'$bin/themeswitch' pick --bus-address '$address'"

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

summary 52 "apply started → picker's status line changed" "${total[@]}"
summary 52 "apply answered → picker's status line changed" "${after[@]}"

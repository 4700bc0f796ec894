# Sourced by the benchmarks of the terminal UIs (Benchmarks/Pick/bench-pick.sh,
# Benchmarks/Edit/bench-edit.sh); changes to the repository root. Gives them the release daemon
# on a private bus (release-daemon.sh), a private tmux server to run the UI in, and the summary
# of the timings.
#   start_tmux_bench NAME          builds the release binaries and starts the daemon (NAME names its
#                                  directory); both, and the tmux server, are stopped on exit; sets
#                                  socket (the tmux server's) and ts (themeswitch on the bus, an array)
#   start_in_tmux COLUMNS ROWS CMD starts the shell line CMD in a tmux session of COLUMNS × ROWS
#                                  cells, in truecolor with the daemon's runtime directory; the pane
#                                  stays after CMD ends
#   summary WIDTH LABEL MICROSECONDS...
#                                  prints LABEL, padded to WIDTH, and the median, p95 and max in ms
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
source Benchmarks/Scripts/release-daemon.sh

socket=""

start_tmux_bench() {
    build_release
    trap stop_tmux_bench EXIT
    start_daemon "$1"
    socket="$work/tmux.sock"
    ts=("$bin/themeswitch" --bus-address "$address")
}

# stop_tmux_bench: stops the bench's tmux control client (coproc CONTROL) when it has one, the tmux
# server and the daemon.
stop_tmux_bench() {
    [[ -n "${CONTROL_PID:-}" ]] && kill "$CONTROL_PID" 2>/dev/null || true
    [[ -n "$socket" ]] && tmux -S "$socket" kill-server 2>/dev/null || true
    stop_daemon
}

start_in_tmux() {
    tmux -S "$socket" -f /dev/null new-session -d -x "$1" -y "$2" \
        "env -u NO_COLOR COLORTERM=truecolor XDG_RUNTIME_DIR='$runtime' $3; sleep 600"
}

summary() {
    local width=$1 label=$2; shift 2
    printf '%s\n' "$@" | sort -n | awk -v label="$label" -v width="$width" '
        { v[NR] = $1 }
        END {
            p95 = int(NR * 0.95 + 0.5); if (p95 < 1) p95 = 1
            printf "%-*s median %6.1f ms   p95 %6.1f ms   max %6.1f ms   (%d rounds)\n", width, label, v[int((NR + 1) / 2)] / 1000, v[p95] / 1000, v[NR] / 1000, NR
        }'
}

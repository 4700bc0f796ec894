#!/usr/bin/env bash
# bench-settings: how soon Themeswitch Settings shows its window, and how soon it repaints for a
# change made elsewhere (issue 41: "first frame ≤ 300 ms from exec", "a switch made elsewhere
# repaints ≤ 100 ms"). Everything runs on a private Xvfb and a private bus with the real release
# daemon; first-frame.c (built here) watches the screen with X's DAMAGE extension, and Xvfb has
# no compositor, so a window's pixels reach the screen when the toolkit draws them.
#   first frame - from the exec to the first drawing on the screen, for the release app, for the
#                 floor (floor/bare-window.c, built here: an empty AdwApplicationWindow of the
#                 same size) and for the peer gtk4-demo (Debian's gtk-4-examples), taken in turn,
#                 each round in another order; the ratio is the app's median over the floor's
#   repaint     - with the window shown, `themeswitch scheme dark` / `light` from another process,
#                 from its exit (the daemon publishes before it answers) until the screen's pixel
#                 of the window background changes; the floor is bare-window --follow, which swaps
#                 its background on each ThemeChanged signal (GDBus) and does nothing else
# GTK draws with cairo (GSK_RENDERER=cairo): Xvfb has no GPU, and GL there is Mesa's software
# rasterizer, seconds to a first frame for every GTK app (one round of that is printed last).
#
# Usage: Benchmarks/Settings/bench-settings.sh [rounds]   (from the repository root; `make bench` runs it)
# Builds with RELEASE_FLAGS and SWIFTPM_FLAGS from the environment, else the Makefile's RELEASE_FLAGS.
# Needs: swift, gcc, libadwaita-1-dev, libx11-dev, libxdamage-dev, Xvfb, gtk4-demo (scripts/install-deps.sh --bench).
set -euo pipefail

rounds="${1:-20}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
source Benchmarks/Scripts/release-daemon.sh

build_release
read -r -a release <<<"${RELEASE_FLAGS:-$(sed -n 's/^RELEASE_FLAGS ?= //p' Makefile)} ${SWIFTPM_FLAGS:-}"
swift build "${release[@]}" --product themeswitch-settings >&2

xvfb_pid=""
cleanup() {
    [[ -n "$xvfb_pid" ]] && kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null || true
    stop_daemon
}
trap cleanup EXIT
start_daemon bench-settings
export DBUS_SESSION_BUS_ADDRESS="$address"
read -r -a adwaita <<<"$(pkg-config --cflags --libs libadwaita-1)"
gcc -O2 -o "$work/bare-window" Benchmarks/Settings/floor/bare-window.c "${adwaita[@]}"
gcc -O2 -o "$work/first-frame" Benchmarks/Settings/first-frame.c -lX11 -lXdamage

Xvfb -displayfd 1 -screen 0 800x800x24 -nolisten tcp -noreset >"$work/display" 2>"$work/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 100); do [[ -s "$work/display" ]] && break; sleep 0.05; done
export DISPLAY=":$(head -n1 "$work/display")"
export GSK_RENDERER=cairo NO_AT_BRIDGE=1 GTK_A11Y=none
unset WAYLAND_DISPLAY

settings="$bin/themeswitch-settings"
floor="$work/bare-window"
peer="$(command -v gtk4-demo)"
frame="$work/first-frame"

# summary NAME FILE [FLOOR-FILE]: median, p95 and max of the milliseconds in FILE, and the ratio
# of its median to FLOOR-FILE's.
summary() {
    local median ratio=""
    median="$(sort -n "$2" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')"
    if [[ -n "${3:-}" ]]; then
        ratio="$(sort -n "$3" | awk -v m="$median" '{a[NR]=$1} END {printf "  ratio %.2f", m / a[int((NR+1)/2)]}')"
    fi
    sort -n "$2" | awk -v name="$1" -v m="$median" -v r="$ratio" \
        '{a[NR]=$1} END {printf "%-44s median %7.1f ms  p95 %7.1f  max %7.1f%s\n", name, m, a[int(NR*0.95+0.999)], a[NR], r}'
}

: >"$work/settings.ms"; : >"$work/floor.ms"; : >"$work/peer.ms"
# The first start of each warms the file cache, the fontconfig cache and the icon theme: untimed.
"$frame" launch "$settings" >/dev/null; "$frame" launch "$floor" >/dev/null; "$frame" launch "$peer" >/dev/null 2>&1
for ((round = 0; round < rounds; round++)); do
    case $((round % 3)) in
        0) order=(settings floor peer) ;;
        1) order=(floor peer settings) ;;
        *) order=(peer settings floor) ;;
    esac
    for which in "${order[@]}"; do
        case $which in
            settings) "$frame" launch "$settings" >>"$work/settings.ms" ;;
            floor) "$frame" launch "$floor" >>"$work/floor.ms" ;;
            peer) "$frame" launch "$peer" 2>/dev/null >>"$work/peer.ms" ;;
        esac
    done
done
echo "first frame, from exec ($rounds rounds; goal: the app ≤ 300 ms)"
summary "themeswitch-settings" "$work/settings.ms" "$work/floor.ms"
summary "floor: an empty AdwApplicationWindow (C)" "$work/floor.ms"
summary "peer: gtk4-demo" "$work/peer.ms" "$work/floor.ms"

# repaint TITLE FILE COMMAND...: shows the window of COMMAND, waits until the window titled TITLE
# is viewable and one untimed switch (from light to dark) has repainted it, then times rounds of scheme switches made
# with the CLI into FILE.
repaint() {
    local title=$1 file=$2 scheme; shift 2
    "$bin/themeswitch" scheme light >/dev/null
    "$@" 2>/dev/null &
    local shown=$!
    for _ in $(seq 200); do xwininfo -name "$title" 2>/dev/null | grep -q IsViewable && break; sleep 0.05; done
    "$frame" repaint 20 380 "$bin/themeswitch" scheme dark >/dev/null
    for ((round = 0; round < rounds; round++)); do
        if ((round % 2 == 0)); then scheme=light; else scheme=dark; fi
        "$frame" repaint 20 380 "$bin/themeswitch" scheme "$scheme" >>"$file"
    done
    kill "$shown"; wait "$shown" 2>/dev/null || true
}
: >"$work/settings-repaint.ms"; : >"$work/floor-repaint.ms"
repaint "Themeswitch Settings" "$work/settings-repaint.ms" "$settings"
repaint "Bare Window" "$work/floor-repaint.ms" "$floor" --follow
echo
echo "repaint after \`themeswitch scheme\` from another process, from its exit ($rounds rounds; goal: the app ≤ 100 ms)"
summary "themeswitch-settings" "$work/settings-repaint.ms" "$work/floor-repaint.ms"
summary "floor: bare-window --follow (C, GDBus)" "$work/floor-repaint.ms"

echo
echo "first frame with GTK's GL renderer on Mesa's software rasterizer (one start each)"
env -u GSK_RENDERER "$frame" launch "$settings" 2>/dev/null >"$work/settings-gl.ms"
env -u GSK_RENDERER "$frame" launch "$floor" 2>/dev/null >"$work/floor-gl.ms"
summary "themeswitch-settings (GL)" "$work/settings-gl.ms" "$work/floor-gl.ms"
summary "floor (GL)" "$work/floor-gl.ms"

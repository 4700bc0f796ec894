#!/bin/sh
# A headless sway session with Themeswitch in it, for the desktop end-to-end test
# (docs/desktop-e2e.md): a fresh account whose sway, foot and waybar are configured by hand
# (this directory's sway.conf, foot.ini, waybar.json and waybar.css, none of which loads a
# Themeswitch file), then `themeswitch setup --yes` (which writes config.yaml and wires them, and
# GTK, whose directory exists), a private session bus, themeswitchd, xdg-desktop-portal with the
# themeswitch backend, sway on wlroots' headless backend, waybar, foot and a libadwaita app.
#
#   session.sh DIR BIN
#
# DIR: an empty directory of the user this runs as (sway refuses root), mode 0700; the session's
# HOME, XDG directories and logs go there. BIN: the directory holding themeswitchd.
# Prints the session's DBUS_SESSION_BUS_ADDRESS, WAYLAND_DISPLAY and SWAYSOCK as KEY=VALUE lines,
# then "ready" once the windows and the bar are up; ends everything it started when its
# standard input closes (or on SIGTERM/SIGINT). Every wait is limited to 20 s.
set -eu

if [ $# -ne 2 ]; then
    echo "usage: session.sh DIR BIN" >&2
    exit 2
fi
dir=$1
bin=$2
here=$(cd "$(dirname "$0")" && pwd -P)
if [ "$(id -u)" -eq 0 ]; then
    echo "session.sh: run it as an unprivileged user: sway refuses root" >&2
    exit 2
fi

export HOME="$dir/home"
export XDG_CONFIG_HOME="$HOME/.config" XDG_DATA_HOME="$HOME/.local/share" XDG_STATE_HOME="$HOME/.local/state"
export XDG_CACHE_HOME="$HOME/.cache" XDG_RUNTIME_DIR="$dir/runtime" TMPDIR="$dir/tmp"
export SWAYSOCK="$XDG_RUNTIME_DIR/sway.sock"
export XDG_CURRENT_DESKTOP=sway XDG_SESSION_TYPE=wayland SHELL=/bin/sh LANG=C.UTF-8
# wlroots without a GPU or input devices; software rendering everywhere, so pixels are exact.
export WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman
export GDK_BACKEND=wayland GSK_RENDERER=cairo GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 GTK_A11Y=none
unset DISPLAY WAYLAND_DISPLAY DBUS_SESSION_BUS_ADDRESS STATE_DIRECTORY
logs="$dir/logs"
mkdir -p "$XDG_CONFIG_HOME/sway" "$XDG_CONFIG_HOME/foot" "$XDG_CONFIG_HOME/waybar" "$XDG_CONFIG_HOME/gtk-4.0" \
    "$XDG_CONFIG_HOME/xdg-desktop-portal" "$XDG_DATA_HOME" "$XDG_STATE_HOME" "$XDG_CACHE_HOME" \
    "$XDG_RUNTIME_DIR" "$TMPDIR" "$dir/portals" "$logs"
chmod 700 "$XDG_RUNTIME_DIR"
# Everything starts in HOME, which this user can enter, whatever directory this was started in.
cd "$HOME"
cp "$here/sway.conf" "$XDG_CONFIG_HOME/sway/config"
cp "$here/foot.ini" "$XDG_CONFIG_HOME/foot/foot.ini"
cp "$here/waybar.json" "$XDG_CONFIG_HOME/waybar/config"
cp "$here/waybar.css" "$XDG_CONFIG_HOME/waybar/style.css"
cp "$here/../../systemd/themeswitch.portal" "$dir/portals/themeswitch.portal"
# xdg-desktop-portal starts the document portal, which would mount a FUSE file system in the
# runtime directory; the session's bus finds this stand-in first, which fails at once.
mkdir -p "$XDG_DATA_HOME/dbus-1/services"
printf '[D-BUS Service]\nName=org.freedesktop.portal.Documents\nExec=/bin/false\n' \
    > "$XDG_DATA_HOME/dbus-1/services/org.freedesktop.portal.Documents.service"
# xdg-desktop-portal 1.17+ chooses backends by portals.conf; 1.16 asks every Settings backend it finds.
printf '[preferred]\ndefault=none\norg.freedesktop.impl.portal.Settings=themeswitch\n' \
    > "$XDG_CONFIG_HOME/xdg-desktop-portal/portals.conf"

pids=""
# stop_all: ends every process started here, newest first (the apps before the compositor,
# the compositor before the bus).
stop_all() {
    trap - EXIT INT TERM HUP
    for pid in $pids; do kill "$pid" 2>/dev/null || true; done
    for pid in $pids; do wait "$pid" 2>/dev/null || true; done
}
trap stop_all EXIT
trap 'exit 143' INT TERM HUP

# start NAME COMMAND...: runs the command in the background, its output in logs/NAME.log.
start() {
    name=$1
    shift
    "$@" >"$logs/$name.log" 2>&1 &
    pids="$! $pids"
}

# wait_for WHAT COMMAND...: runs the command every 0.1 s until it succeeds, at most 20 s.
wait_for() {
    what=$1
    shift
    tries=0
    until "$@" >/dev/null 2>&1; do
        tries=$((tries + 1))
        if [ $tries -ge 200 ]; then
            echo "session.sh: $what did not happen within 20 s; logs in $logs:" >&2
            tail -n 20 "$logs"/*.log >&2 || true
            exit 1
        fi
        sleep 0.1
    done
}

owns() { dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.NameHasOwner "string:$1" | grep -q "boolean true"; }
has_window() { swaymsg -t get_tree | jq -e --arg id "$1" '[.. | objects | select(.app_id? == $id)] | length > 0'; }

start bus dbus-daemon --session --nofork --address="unix:path=$XDG_RUNTIME_DIR/bus"
wait_for "the session bus" test -S "$XDG_RUNTIME_DIR/bus"
export DBUS_SESSION_BUS_ADDRESS="unix:path=$XDG_RUNTIME_DIR/bus"

# setup, as a new user runs it: config.yaml with the templates and live-reload: terminals, and
# the include/@import lines in the files above.
if ! "$bin/themeswitch" setup --yes >"$logs/setup.log" 2>&1; then
    echo "session.sh: themeswitch setup --yes failed:" >&2
    cat "$logs/setup.log" >&2
    exit 1
fi

# The daemon first: it writes the templates' outputs that sway, foot and waybar read at start.
start themeswitchd "$bin/themeswitchd"
wait_for "themeswitchd owning org.themeswitch.Theme1" owns org.themeswitch.Theme1
for output in foot/themeswitch.ini waybar/themeswitch.css sway/themeswitch.conf gtk-4.0/themeswitch.css; do
    wait_for "themeswitchd writing $output" test -s "$XDG_CONFIG_HOME/$output"
done

XDG_DESKTOP_PORTAL_DIR="$dir/portals" start portal /usr/libexec/xdg-desktop-portal --replace
wait_for "xdg-desktop-portal owning org.freedesktop.portal.Desktop" owns org.freedesktop.portal.Desktop

start sway sway
wait_for "sway answering on $SWAYSOCK" swaymsg -t get_version
WAYLAND_DISPLAY=$(cd "$XDG_RUNTIME_DIR" && ls wayland-* | grep -v '\.lock$' | head -n 1)
export WAYLAND_DISPLAY

start waybar waybar
wait_for "waybar taking the top of the screen" sh -c 'swaymsg -t get_workspaces | jq -e ".[0].rect.y > 0"'
# foot first, so that it takes the left half and the app, started last, the right half and the focus.
start foot foot --app-id=foot --title=foot sh -c 'printf "\033[1mthemeswitch\033[0m  "; for n in 1 2 3 4 5 6; do printf "\033[3${n}m■\033[0m "; done; echo; exec sleep 3600'
wait_for "foot's window" has_window foot
start app /usr/bin/python3 "$here/adwaita-app.py"
wait_for "the libadwaita app's window" has_window org.themeswitch.DesktopTest

echo "DBUS_SESSION_BUS_ADDRESS=$DBUS_SESSION_BUS_ADDRESS"
echo "WAYLAND_DISPLAY=$WAYLAND_DISPLAY"
echo "SWAYSOCK=$SWAYSOCK"
echo ready
cat >/dev/null

#!/usr/bin/env bash
# Builds and runs themeswitchd, then shows it working: applies a theme and prints the
# ThemeChanged signal every subscriber receives. Uses the session bus when there is
# one; otherwise starts a private bus and prints its address. Ctrl-C stops it all.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --run
swift build --product themeswitchd
swift build --product themeswitch >/dev/null 2>&1 || true
swift build --product themeswitch-cli >/dev/null 2>&1 || true
bin=$(swift build --show-bin-path)

cleanup() {
  [ -n "${monitor_pid:-}" ] && kill "$monitor_pid" 2>/dev/null || true
  [ -n "${daemon_pid:-}" ] && kill "$daemon_pid" 2>/dev/null && wait "$daemon_pid" 2>/dev/null || true
  [ -n "${bus_pid:-}" ] && kill "$bus_pid" 2>/dev/null || true
}
trap cleanup EXIT

if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] || ! gdbus call --session --dest org.freedesktop.DBus \
     --object-path /org/freedesktop/DBus --method org.freedesktop.DBus.GetId >/dev/null 2>&1; then
  read -r DBUS_SESSION_BUS_ADDRESS bus_pid < <(dbus-daemon --session --fork --print-address=1 --print-pid=1 | paste -sd' ')
  export DBUS_SESSION_BUS_ADDRESS
  echo "no session bus: started a private one at $DBUS_SESSION_BUS_ADDRESS"
  echo "  (in another shell: export DBUS_SESSION_BUS_ADDRESS='$DBUS_SESSION_BUS_ADDRESS')"
fi

call() {
  gdbus call --session --dest org.themeswitch.Theme1 --object-path /org/themeswitch/Theme1 \
    --method "org.themeswitch.Theme1.$1" "${@:2}"
}

if gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
     --method org.freedesktop.DBus.NameHasOwner org.themeswitch.Theme1 | grep -q true; then
  echo "themeswitchd is already running on this bus; using it"
else
  "$bin/themeswitchd" --verbose &
  daemon_pid=$!
  for _ in $(seq 100); do call ListThemes >/dev/null 2>&1 && break; sleep 0.05; done
fi

echo
echo "== subscribing to ThemeChanged, then: apply sunset, scheme dark"
dbus-monitor --session "type='signal',interface='org.themeswitch.Theme1',member='ThemeChanged'" \
  | grep --line-buffered -E "member=ThemeChanged|^   string \"(sunset|dark|light|default)\"|^   uint64" &
monitor_pid=$!
sleep 0.5
if [ -x "$bin/themeswitch" ]; then
  "$bin/themeswitch" apply sunset
  "$bin/themeswitch" scheme dark
  echo
  "$bin/themeswitch" current
else
  call Apply sunset >/dev/null
  call SetColorScheme dark >/dev/null
fi
sleep 0.5
echo
echo "== color.accent is now: $(call GetTokens '' | grep -o "'color.accent': <'[^']*'>")"
snapshot="${XDG_RUNTIME_DIR:-}/themeswitch/tokens.json"
if [ -n "${XDG_RUNTIME_DIR:-}" ] && [ -r "$snapshot" ] && command -v jq >/dev/null; then
  echo "== the lean path's snapshot ($snapshot), read with jq:"
  jq -c '{serial, theme, scheme, accent: .tokens["color.accent"]}' "$snapshot"
fi
if [ -n "${daemon_pid:-}" ]; then
  echo
  echo "themeswitchd is running (pid $daemon_pid). Try: $bin/themeswitch apply forest — Ctrl-C to stop."
  wait "$daemon_pid"
fi

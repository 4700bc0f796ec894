#!/usr/bin/env bash
# Installs themeswitch under PREFIX (default ~/.local): binaries, the systemd user unit,
# the D-Bus activation file, the introspection XML and the portal backend files.
# Usage: scripts/install.sh [PREFIX]   (make install PREFIX=...)
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${1:-${PREFIX:-$HOME/.local}}"
# The Swift runtime is linked statically: faster start-up and less resident memory.
release=(-c release -Xswiftc -static-stdlib)
bin_dir=$(swift build "${release[@]}" --show-bin-path)
swift build "${release[@]}" --product themeswitchd >/dev/null
swift build "${release[@]}" --product themeswitch >/dev/null

substitute() { sed "s|@PREFIX@|$prefix|g" "$1" > "$2"; }

install -Dm755 "$bin_dir/themeswitchd" "$prefix/bin/themeswitchd"
[ -x "$bin_dir/themeswitch" ] && install -Dm755 "$bin_dir/themeswitch" "$prefix/bin/themeswitch"

# systemd looks for user units in ~/.config/systemd/user (and $prefix/lib/systemd/user
# when prefix is /usr or /usr/local); dbus-daemon for session services in
# $XDG_DATA_HOME/dbus-1/services, i.e. ~/.local/share/dbus-1/services.
unit_dir="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"
case "$prefix" in /usr|/usr/local) unit_dir="$prefix/lib/systemd/user" ;; esac
mkdir -p "$unit_dir" "$prefix/share/dbus-1/services" "$prefix/share/dbus-1/interfaces"
substitute systemd/themeswitchd.service "$unit_dir/themeswitchd.service"
substitute systemd/org.themeswitch.Theme1.service "$prefix/share/dbus-1/services/org.themeswitch.Theme1.service"
install -Dm644 systemd/org.themeswitch.Theme1.xml "$prefix/share/dbus-1/interfaces/org.themeswitch.Theme1.xml"

if [ -f systemd/themeswitch.portal ]; then
  install -Dm644 systemd/themeswitch.portal "$prefix/share/xdg-desktop-portal/portals/themeswitch.portal"
  install -Dm644 systemd/themeswitch-portals.conf "$prefix/share/doc/themeswitch/themeswitch-portals.conf.example"
fi
if [ -f systemd/org.freedesktop.impl.portal.desktop.themeswitch.service ]; then
  substitute systemd/org.freedesktop.impl.portal.desktop.themeswitch.service \
    "$prefix/share/dbus-1/services/org.freedesktop.impl.portal.desktop.themeswitch.service"
fi
install -Dm644 README.md "$prefix/share/doc/themeswitch/README.md"

if [ -x "$prefix/bin/themeswitch" ]; then
  for shell in bash zsh fish; do
    case $shell in
      bash) target="$prefix/share/bash-completion/completions/themeswitch" ;;
      zsh) target="$prefix/share/zsh/site-functions/_themeswitch" ;;
      fish) target="$prefix/share/fish/vendor_completions.d/themeswitch.fish" ;;
    esac
    mkdir -p "$(dirname "$target")"
    "$prefix/bin/themeswitch" --generate-completion-script $shell > "$target" 2>/dev/null || rm -f "$target"
  done
fi

systemctl --user daemon-reload 2>/dev/null || true
echo "installed themeswitch under $prefix (unit: $unit_dir/themeswitchd.service)"
echo "start it with: systemctl --user enable --now themeswitchd.service   (or let D-Bus activation start it)"

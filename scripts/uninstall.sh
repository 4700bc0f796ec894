#!/usr/bin/env bash
# Removes what scripts/install.sh placed under PREFIX (default ~/.local).
set -euo pipefail
prefix="${1:-${PREFIX:-$HOME/.local}}"
unit_dir="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"
case "$prefix" in /usr|/usr/local) unit_dir="$prefix/lib/systemd/user" ;; esac
systemctl --user disable --now themeswitchd.service 2>/dev/null || true
rm -f "$prefix/bin/themeswitchd" "$prefix/bin/themeswitch" \
  "$unit_dir/themeswitchd.service" \
  "$prefix/share/dbus-1/services/org.themeswitch.Theme1.service" \
  "$prefix/share/dbus-1/services/org.freedesktop.impl.portal.desktop.themeswitch.service" \
  "$prefix/share/dbus-1/interfaces/org.themeswitch.Theme1.xml" \
  "$prefix/share/xdg-desktop-portal/portals/themeswitch.portal" \
  "$prefix/share/bash-completion/completions/themeswitch" \
  "$prefix/share/zsh/site-functions/_themeswitch" \
  "$prefix/share/fish/vendor_completions.d/themeswitch.fish"
rm -rf "$prefix/share/doc/themeswitch"
systemctl --user daemon-reload 2>/dev/null || true
echo "removed themeswitch from $prefix (settings in ${XDG_CONFIG_HOME:-$HOME/.config}/themeswitch are kept)"

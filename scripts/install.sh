#!/usr/bin/env bash
# Installs themeswitch under PREFIX (default ~/.local): binaries, man pages, the systemd user
# unit, the D-Bus activation file, the introspection XML, the portal backend files, shell
# completions, and the settings app with its desktop entry and icon when the build has it. Every file goes under $DESTDIR$PREFIX and nowhere else; only without DESTDIR
# is systemd asked to reload its units. See docs/INSTALL.md.
# Usage: scripts/install.sh [--from DIR [--man DIR] [--completions DIR]] [PREFIX]       (make install PREFIX=... DESTDIR=...)
#   --from DIR  take themeswitch, themeswitch-cli, themeswitchd and man/*.1 from DIR, a build's bin
#               directory (as scripts/man.sh fills it), instead of building in release (scripts/release-build.sh)
#   --man DIR   take the man pages from DIR instead of DIR/man of --from
#   --completions DIR  take the completion scripts bash, zsh and fish from DIR instead of DIR/completions
#               of --from (where there are none, the installed themeswitch writes them)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/install-layout.sh

from=""
man_dir=""
completions=""
while [ $# -gt 0 ]; do
    case "$1" in
        --from) from="${2:?install.sh: --from needs a directory}"; shift 2 ;;
        --man) man_dir="${2:?install.sh: --man needs a directory}"; shift 2 ;;
        --completions) completions="${2:?install.sh: --completions needs a directory}"; shift 2 ;;
        -*) echo "install.sh: unknown option '$1' (accepted: --from DIR, --man DIR, --completions DIR)" >&2; exit 2 ;;
        *) break ;;
    esac
done
prefix="${1:-${PREFIX:-$HOME/.local}}"
case "$prefix" in
    /*) ;;
    *) echo "install.sh: PREFIX must be an absolute path, not '$prefix'" >&2; exit 2 ;;
esac
root="${DESTDIR:-}$prefix"

if [ -z "$from" ]; then
    built=$(scripts/release-build.sh)
    { read -r from; read -r man_dir; } <<<"$built"
fi
man_dir="${man_dir:-$from/man}"
completions="${completions:-$from/completions}"
for file in "$from/themeswitchd" "$from/themeswitch" "$from/themeswitch-cli" "$man_dir/themeswitch.1" "$man_dir/themeswitchd.1"; do
    if [ ! -f "$file" ]; then
        echo "install.sh: $file is missing (build the products and run scripts/man.sh first)" >&2
        exit 1
    fi
done

substitute() { mkdir -p "$(dirname "$2")"; sed "s|@PREFIX@|$prefix|g" "$1" > "$2"; }

install -Dm755 "$from/themeswitchd" "$root/bin/themeswitchd"
install -Dm755 "$from/themeswitch" "$root/bin/themeswitch"
# The commands themselves, which `themeswitch` runs for all but a plain `apply`, `scheme` and `get`.
install -Dm755 "$from/themeswitch-cli" "$root/libexec/themeswitch/themeswitch-cli"
install -Dm644 "$man_dir/themeswitch.1" "$root/share/man/man1/themeswitch.1"
install -Dm644 "$man_dir/themeswitchd.1" "$root/share/man/man1/themeswitchd.1"

unit="$prefix/$(unit_dir "$prefix")/themeswitchd.service"
substitute systemd/themeswitchd.service "${DESTDIR:-}$unit"
substitute systemd/org.themeswitch.Theme1.service "$root/share/dbus-1/services/org.themeswitch.Theme1.service"
substitute systemd/org.freedesktop.impl.portal.desktop.themeswitch.service \
    "$root/share/dbus-1/services/org.freedesktop.impl.portal.desktop.themeswitch.service"
install -Dm644 systemd/org.themeswitch.Theme1.xml "$root/share/dbus-1/interfaces/org.themeswitch.Theme1.xml"
install -Dm644 systemd/themeswitch.portal "$root/share/xdg-desktop-portal/portals/themeswitch.portal"
install -Dm644 systemd/themeswitch-portals.conf "$root/$doc_dir/themeswitch-portals.conf.example"
install -Dm644 README.md "$root/$doc_dir/README.md"
install -Dm644 docs/INSTALL.md "$root/$doc_dir/INSTALL.md"
install -Dm644 LICENSE "$root/$doc_dir/LICENSE"

# The settings app, when the build has it (GTK 4 and libadwaita were there to build it): the
# executable, its man page, its desktop entry (naming the executable's final path) and its icon.
if [ -f "$from/themeswitch-settings" ]; then
    install -Dm755 "$from/themeswitch-settings" "$root/bin/themeswitch-settings"
    install -Dm644 desktop/themeswitch-settings.1 "$root/share/man/man1/themeswitch-settings.1"
    substitute desktop/org.themeswitch.Settings.desktop "$root/share/applications/org.themeswitch.Settings.desktop"
    install -Dm644 desktop/org.themeswitch.Settings.svg "$root/share/icons/hicolor/scalable/apps/org.themeswitch.Settings.svg"
fi

for shell in bash zsh fish; do
    target="$root/$(completion_file $shell)"
    mkdir -p "$(dirname "$target")"
    if [ -f "$completions/$shell" ]; then
        install -m644 "$completions/$shell" "$target"
    else
        "$root/bin/themeswitch" --generate-completion-script $shell > "$target"
    fi
done

echo "installed themeswitch in $root"
echo "systemd user unit: ${DESTDIR:-}$unit"
if ! command -v systemd-analyze >/dev/null 2>&1; then
    echo "  (systemd-analyze is missing: cannot tell whether systemd looks in $(dirname "$unit"))"
elif systemd-analyze --user unit-paths 2>/dev/null | grep -qxF "$(dirname "$unit")"; then
    echo "  systemd looks for user units in $(dirname "$unit")"
else
    echo "  systemd does NOT look for user units in $(dirname "$unit");"
    echo "  make it known with: systemctl --user link $unit"
fi

if [ -n "${DESTDIR:-}" ]; then
    echo "DESTDIR is set: systemd is not reloaded; the files are meant to live under $prefix"
    exit 0
fi
shadow="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user/themeswitchd.service"
if [ -e "$shadow" ] && [ "$shadow" != "$unit" ]; then
    echo "note: $shadow (from an older install) overrides this unit; remove it"
fi
systemctl --user daemon-reload 2>/dev/null || true
echo "start it with: systemctl --user enable --now themeswitchd.service   (or let D-Bus activation start it)"

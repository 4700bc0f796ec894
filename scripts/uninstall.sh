#!/usr/bin/env bash
# Removes what scripts/install.sh placed under $DESTDIR$PREFIX (PREFIX default ~/.local),
# and the directories that leaves empty. Only without DESTDIR is the service stopped and
# systemd reloaded. Settings, state and themes in the home directory are kept.
# Usage: scripts/uninstall.sh [PREFIX]       (make uninstall PREFIX=... DESTDIR=...)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/install-layout.sh

prefix="${1:-${PREFIX:-$HOME/.local}}"
case "$prefix" in
    /*) ;;
    *) echo "uninstall.sh: PREFIX must be an absolute path, not '$prefix'" >&2; exit 2 ;;
esac
root="${DESTDIR:-}$prefix"

if [ -z "${DESTDIR:-}" ]; then
    systemctl --user disable --now themeswitchd.service 2>/dev/null || true
fi
# Both unit directories: the prefix may have been installed while $HOME was elsewhere.
removed=("$root/share/systemd/user/themeswitchd.service" "$root/lib/systemd/user/themeswitchd.service")
for file in "${installed_files[@]}"; do removed+=("$root/$file"); done
rm -f "${removed[@]}"
rm -rf "${root:?}/$doc_dir"
# Prune the directories this left empty, up to (not including) the prefix.
for file in "${removed[@]}" "$root/$doc_dir/README.md"; do
    directory=$(dirname "$file")
    while [ "${#directory}" -gt "${#root}" ]; do
        if [ -d "$directory" ]; then rmdir "$directory" 2>/dev/null || break; fi
        directory=$(dirname "$directory")
    done
done
if [ -z "${DESTDIR:-}" ]; then
    systemctl --user daemon-reload 2>/dev/null || true
fi
echo "removed themeswitch from $root (settings in ${XDG_CONFIG_HOME:-$HOME/.config}/themeswitch are kept)"

#!/usr/bin/env bash
# install.sh of the release tarball (made by scripts/dist.sh; no Swift toolchain needed): installs
# themeswitch into ~/.local, or under the prefix --prefix names, and enables the systemd user unit
# when a user manager runs; --uninstall removes what it installed (settings in ~/.config/themeswitch
# stay). Without a user manager, D-Bus activation starts themeswitchd on first use.
# Usage: ./install.sh [--prefix DIR] [--uninstall]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

prefix="$HOME/.local"
uninstall=false
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="${2:?install.sh: --prefix needs a directory}"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --uninstall) uninstall=true; shift ;;
        -h | --help) sed -n '2,6s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) echo "install.sh: unknown argument '$1' (accepted: --prefix DIR, --uninstall)" >&2; exit 2 ;;
    esac
done

if $uninstall; then
    exec "$here/scripts/uninstall.sh" "$prefix"
fi
"$here/scripts/install.sh" --from "$here/bin" --man "$here/share/man/man1" --completions "$here/share/completions" "$prefix"
if systemctl --user show-environment >/dev/null 2>&1; then
    if systemctl --user enable --now themeswitchd.service; then
        echo "enabled and started themeswitchd.service"
    else
        echo "could not enable themeswitchd.service (see above); D-Bus activation still starts themeswitchd on first use"
    fi
else
    echo "no systemd user manager runs here: D-Bus activation starts themeswitchd on first use"
fi

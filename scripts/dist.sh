#!/usr/bin/env bash
# Builds the release tarball themeswitch-<version>-<machine>-linux.tar.gz, which installs with no Swift
# toolchain: the three executables (release, the Swift runtime linked statically, stripped), the man
# pages and completion scripts, the unit, D-Bus and portal files, the install scripts, and at its top
# install.sh (scripts/release-install.sh): `./install.sh` installs into ~/.local, `--prefix DIR`
# elsewhere, `--uninstall` removes it again. Prints the tarball's path. docs/INSTALL.md, "The tarball".
# Usage: scripts/dist.sh [--from DIR [--man DIR]] [--output DIR]      (make dist)
#   --from DIR, --man DIR  take the executables and man pages from there (as install.sh does) instead of
#                          building in release (scripts/release-build.sh)
#   --output DIR           where the tarball goes (default: the checkout's top directory)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/release-files.sh
umask 022

from=""
man=""
output=$(pwd)
while [ $# -gt 0 ]; do
    case "$1" in
        --from) from="${2:?dist.sh: --from needs a directory}"; shift 2 ;;
        --man) man="${2:?dist.sh: --man needs a directory}"; shift 2 ;;
        --output) output="${2:?dist.sh: --output needs a directory}"; shift 2 ;;
        *) echo "dist.sh: unknown argument '$1' (accepted: --from DIR, --man DIR, --output DIR)" >&2; exit 2 ;;
    esac
done
if [ -z "$from" ]; then
    built=$(scripts/release-build.sh)
    { read -r from; read -r man; } <<<"$built"
fi
man="${man:-$from/man}"

name="themeswitch-$(scripts/version.sh)-$(uname -m)-linux"
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"
work=$(mktemp -d "${TMPDIR:-/tmp}/themeswitch-dist-XXXXXX")
trap 'rm -rf "$work"' EXIT
top="$work/$name"

for executable in themeswitch themeswitchd themeswitch-cli; do
    install -Dm755 "$from/$executable" "$top/bin/$executable"
    strip_elf "$top/bin/$executable"
done
for page in themeswitch.1 themeswitchd.1; do
    install -Dm644 "$man/$page" "$top/share/man/man1/$page"
done
mkdir -p "$top/share/completions"
for shell in bash zsh fish; do
    "$top/bin/themeswitch" --generate-completion-script $shell > "$top/share/completions/$shell"
done
# What install.sh and uninstall.sh read, where they read it (relative to the tarball's top).
install -Dm755 -t "$top/scripts" scripts/install.sh scripts/uninstall.sh
install -Dm644 -t "$top/scripts" scripts/install-layout.sh
install -Dm644 -t "$top/systemd" systemd/themeswitchd.service systemd/org.themeswitch.Theme1.service \
    systemd/org.freedesktop.impl.portal.desktop.themeswitch.service systemd/org.themeswitch.Theme1.xml \
    systemd/themeswitch.portal systemd/themeswitch-portals.conf
install -Dm644 -t "$top/docs" docs/INSTALL.md
install -Dm644 -t "$top" README.md LICENSE
install -Dm755 scripts/release-install.sh "$top/install.sh"

tarball="$output/$name.tar.gz"
tar --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner -C "$work" -cf - "$name" | gzip -9n > "$tarball"
echo "$tarball"

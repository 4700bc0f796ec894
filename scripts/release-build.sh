#!/usr/bin/env bash
# Builds what an install ships: themeswitch, themeswitch-cli and themeswitchd in release (and
# themeswitch-settings where GTK 4 and libadwaita are installed), the Swift
# runtime linked statically (faster start-up, less resident memory, and no library of the Swift
# toolchain needed where they run), and the man pages (scripts/man.sh). Prints two lines: the
# release build's bin directory and the man pages' directory. Run by install.sh, deb.sh and dist.sh
# when they are given no --from.
#   scripts/release-build.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# No $ORIGIN in the executables' run path: installed in /usr/bin, they load no library from beside
# themselves (Makefile's RELEASE_FLAGS are the same, so that `make bench` links the same executables).
release=(-c release -Xswiftc -static-stdlib --disable-local-rpath)
products=(themeswitchd themeswitch themeswitch-cli)
# The settings app (issue 41) where GTK 4 and libadwaita's headers are installed (scripts/install-deps.sh).
if pkg-config --exists gtk4 libadwaita-1 2>/dev/null; then products+=(themeswitch-settings); fi
for product in "${products[@]}"; do
    swift build "${release[@]}" --product "$product" >/dev/null
done
swift build "${release[@]}" --show-bin-path
scripts/man.sh

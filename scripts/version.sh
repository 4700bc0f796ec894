#!/usr/bin/env bash
# Prints the release's version, read from the one place it is written:
# Sources/ThemeswitchRelease/ThemeswitchVersion.swift, which `themeswitch --version` and
# `themeswitchd --version` print. `make deb` and `make dist` name their files with it.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^ *public static let string = "\([^"]*\)"$/\1/p' Sources/ThemeswitchRelease/ThemeswitchVersion.swift)
if [ -z "$version" ]; then
    echo "version.sh: no 'public static let string = \"…\"' in Sources/ThemeswitchRelease/ThemeswitchVersion.swift" >&2
    exit 1
fi
echo "$version"

#!/usr/bin/env bash
# Installs themeswitch as `make install` builds it (scripts/install.sh: release, static Swift
# runtime) into a temporary DESTDIR and fails when the installed `themeswitch` or
# `libexec/themeswitch/themeswitch-cli` contains ICU's data
# (`icudtNN`, 34 MB, linked by full Foundation's FoundationInternationalization): the CLI imports
# FoundationEssentials only and formats times through the C library (docs/PERFORMANCE.md).
# Prints the size of the installed executables, and whether each carries ICU.
#   scripts/check-lean.sh            (run by `make test`)
#   scripts/check-lean.sh FILE...    check these executables instead, all of them strictly
set -euo pipefail
cd "$(dirname "$0")/.."

# carries_icu FILE: true when FILE holds ICU's data table or FoundationInternationalization.
carries_icu() {
    grep -a -q -E 'icudt[0-9]+l' "$1" || nm "$1" 2>/dev/null | grep -q -E 'icudt[0-9]+_dat|FoundationInternationalization'
}

strict=()
report=()
if [ $# -gt 0 ]; then
    strict=("$@")
else
    staging=$(mktemp -d "${TMPDIR:-/tmp}/themeswitch-lean-XXXXXX")
    trap 'rm -rf "$staging"' EXIT
    DESTDIR="$staging" scripts/install.sh /usr/local >/dev/null
    strict=("$staging/usr/local/bin/themeswitch" "$staging/usr/local/libexec/themeswitch/themeswitch-cli")
    # The daemon still links full Foundation through Yams (docs/PERFORMANCE.md): reported, not failed.
    report=("$staging/usr/local/bin/themeswitchd")
fi

failed=0
for file in "${strict[@]}" "${report[@]}"; do
    size=$(stat -c %s "$file")
    if carries_icu "$file"; then
        verdict="contains ICU data"
    else
        verdict="no ICU"
    fi
    echo "check-lean: $(basename "$file"): $((size / 1024 / 1024)) MiB ($size bytes), $verdict"
done
for file in "${strict[@]}"; do
    if carries_icu "$file"; then
        echo "check-lean: $file contains ICU's data; a file of this target imports full Foundation (use FoundationEssentials; format dates through the C library)" >&2
        failed=1
    fi
done
exit $failed

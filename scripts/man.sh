#!/usr/bin/env bash
# Generates the man pages themeswitch.1 and themeswitchd.1 from each command's own help,
# with swift-argument-parser's generate-manual plugin, into man/ in the debug build's bin
# directory, where install.sh --from and the tests take them. Prints that directory.
# Usage: scripts/man.sh [SWIFTPM OPTIONS...]      (make man SWIFTPM_FLAGS=...)
set -euo pipefail
cd "$(dirname "$0")/.."
# The help text does not depend on the configuration; debug reuses the build make test made.
swift package "$@" generate-manual --configuration debug >&2
bin=$(swift build "$@" --show-bin-path)
# The plugin writes to <scratch>/plugins/GenerateManual/outputs/<target>/<target>.1.
outputs="$(dirname "$(dirname "$bin")")/plugins/GenerateManual/outputs"
mkdir -p "$bin/man"
# Each page as "PRODUCT PAGE": the commands of `themeswitch` are themeswitch-cli's (the front
# that runs them takes no ArgumentParser, so the plugin passes it by).
for pair in "themeswitch-cli themeswitch" "themeswitchd themeswitchd"; do
    read -r product page <<<"$pair"
    if [ ! -f "$outputs/$product/$page.1" ]; then
        echo "man.sh: generate-manual wrote no $outputs/$product/$page.1" >&2
        exit 1
    fi
    # A blank line in a help text's discussion becomes mdoc's paragraph macro: groff warns of empty
    # input lines ("mdoc warning: Empty input line", lintian's groff-message), and both render .Pp alike.
    cat -s "$outputs/$product/$page.1" | sed 's/^$/.Pp/' > "$bin/man/$page.1"
done
echo "$bin/man"

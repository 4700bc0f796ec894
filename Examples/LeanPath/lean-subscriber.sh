#!/bin/sh
# Follows the theme on the lean path: each TokensChanged, then jq on the snapshot file.
snapshot="$XDG_RUNTIME_DIR/themeswitch/tokens.json"
gdbus monitor --session --dest org.themeswitch.Theme1 --object-path /org/themeswitch/Theme1 |
while read -r line; do
    case $line in
        Monitoring*) echo ready ;;
        *org.themeswitch.Theme1.TokensChanged*)
            jq -r '"\(.serial) \(.theme) \(.scheme) \(.tokens["color.accent"])"' "$snapshot" ;;
    esac
done

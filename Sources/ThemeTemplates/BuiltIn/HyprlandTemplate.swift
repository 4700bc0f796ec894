/// Hyprland: variables and `general`/`decoration` colors in hyprland.conf's grammar (Hyprland
/// wiki, "Variables": colors as `rgb(RRGGBB)`), to `source =` from hyprland.conf; `hyprctl reload`.
enum HyprlandTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for Hyprland; `source =` this file from hyprland.conf. Generated; edits are overwritten.
    $ts_background = rgb({{color.background | flatten | bare}})
    $ts_foreground = rgb({{color.textPrimary | flatten | bare}})
    $ts_accent = rgb({{color.accent | flatten | bare}})
    $ts_border = rgb({{color.border | flatten | bare}})
    $ts_destructive = rgb({{color.destructive | flatten | bare}})

    general {
        col.active_border = rgb({{color.accent | flatten | bare}})
        col.inactive_border = rgb({{color.border | flatten | bare}})
    }

    """
}

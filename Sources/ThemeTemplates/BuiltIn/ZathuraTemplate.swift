/// zathura: `set` commands for its colors (zathurarc(5)) to `include` from zathurarc; recolor
/// (dark documents) uses the background and text colors. zathura reads it at start.
enum ZathuraTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for zathura; `include` this file from zathurarc. Generated; edits are overwritten.
    set default-bg "{{color.background | flatten}}"
    set default-fg "{{color.textPrimary | flatten}}"
    set statusbar-bg "{{color.surfaceElevated | flatten}}"
    set statusbar-fg "{{color.textPrimary | flatten}}"
    set inputbar-bg "{{color.surfaceElevated | flatten}}"
    set inputbar-fg "{{color.textPrimary | flatten}}"
    set notification-bg "{{color.surfaceElevated | flatten}}"
    set notification-fg "{{color.textPrimary | flatten}}"
    set notification-error-bg "{{color.destructive | flatten}}"
    set notification-error-fg "{{color.textInverse | flatten}}"
    set notification-warning-bg "{{color.warning | flatten}}"
    set notification-warning-fg "{{color.textInverse | flatten}}"
    set completion-bg "{{color.surface | flatten}}"
    set completion-fg "{{color.textPrimary | flatten}}"
    set completion-highlight-bg "{{color.accent | flatten}}"
    set completion-highlight-fg "{{color.textInverse | flatten}}"
    set index-bg "{{color.background | flatten}}"
    set index-fg "{{color.textPrimary | flatten}}"
    set index-active-bg "{{color.accent | flatten}}"
    set index-active-fg "{{color.textInverse | flatten}}"
    set highlight-color "{{color.accentMuted | flatten}}"
    set highlight-active-color "{{color.accent | flatten}}"
    set recolor-lightcolor "{{color.background | flatten}}"
    set recolor-darkcolor "{{color.textPrimary | flatten}}"

    """
}

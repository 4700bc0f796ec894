/// polybar: a `[colors]` section (polybar(5)) to `include-file` from the user's config.ini and
/// use as `${colors.background}`, `${colors.primary}`, …; `polybar-msg cmd restart` reloads it.
enum PolybarTemplate {
    static let source = """
    ; Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for polybar; include-file this from config.ini and use ${colors.NAME}. Generated; edits are overwritten.
    [colors]
    background = {{color.background | flatten}}
    background-alt = {{color.surface | flatten}}
    surface = {{color.surfaceElevated | flatten}}
    foreground = {{color.textPrimary | flatten}}
    foreground-alt = {{color.textSecondary | flatten}}
    disabled = {{color.textTertiary | flatten}}
    primary = {{color.accent | flatten}}
    on-primary = {{color.textInverse | flatten}}
    secondary = {{color.accentHover | flatten}}
    border = {{color.border | flatten}}
    alert = {{color.destructive | flatten}}
    success = {{color.success | flatten}}
    warning = {{color.warning | flatten}}

    """
}

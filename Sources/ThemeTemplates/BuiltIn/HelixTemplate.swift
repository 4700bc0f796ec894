/// Helix: a theme (Helix book, "Themes": TOML, scopes to `{ fg, bg, modifiers }`, colors from
/// `[palette]`) in `helix/themes/themeswitch.toml`, for `theme = "themeswitch"`; `:config-reload`.
enum HelixTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} theme for Helix; `theme = "themeswitch"` in config.toml. Generated; edits are overwritten.
    "ui.background" = { bg = "background" }
    "ui.text" = { fg = "foreground" }
    "ui.cursor" = { fg = "cursor_text", bg = "cursor" }
    "ui.selection" = { fg = "selection_fg", bg = "selection_bg" }
    "ui.linenr" = { fg = "tertiary" }
    "ui.linenr.selected" = { fg = "accent" }
    "ui.statusline" = { fg = "foreground", bg = "elevated" }
    "ui.statusline.inactive" = { fg = "secondary", bg = "surface" }
    "ui.popup" = { fg = "foreground", bg = "elevated" }
    "ui.menu" = { fg = "foreground", bg = "elevated" }
    "ui.menu.selected" = { fg = "on_accent", bg = "accent" }
    "comment" = { fg = "comment", modifiers = ["italic"] }
    "string" = { fg = "green" }
    "keyword" = { fg = "accent", modifiers = ["bold"] }
    "function" = { fg = "blue" }
    "type" = { fg = "yellow" }
    "constant" = { fg = "magenta" }
    "error" = { fg = "red" }
    "warning" = { fg = "yellow" }

    [palette]
    background = "{{terminal.background}}"
    foreground = "{{terminal.foreground}}"
    cursor = "{{terminal.cursor}}"
    cursor_text = "{{terminal.cursorText}}"
    selection_fg = "{{terminal.selectionForeground}}"
    selection_bg = "{{terminal.selectionBackground}}"
    secondary = "{{color.textSecondary | flatten}}"
    tertiary = "{{color.textTertiary | flatten}}"
    surface = "{{color.surface | flatten}}"
    elevated = "{{color.surfaceElevated | flatten}}"
    accent = "{{color.accent | flatten}}"
    on_accent = "{{color.textInverse | flatten}}"
    comment = "{{terminal.color8}}"
    red = "{{terminal.color1}}"
    green = "{{terminal.color2}}"
    yellow = "{{terminal.color3}}"
    blue = "{{terminal.color4}}"
    magenta = "{{terminal.color5}}"

    """
}

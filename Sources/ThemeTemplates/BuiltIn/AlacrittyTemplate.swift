/// alacritty 0.13 and later: TOML `[colors.*]` tables (alacritty(5), "COLORS"), to `import` from
/// alacritty.toml; alacritty reloads imported files live.
enum AlacrittyTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for alacritty (0.13+, TOML); import this file from alacritty.toml. Generated; edits are overwritten.
    [colors.primary]
    foreground = "{{terminal.foreground}}"
    background = "{{terminal.background}}"

    [colors.cursor]
    text = "{{terminal.cursorText}}"
    cursor = "{{terminal.cursor}}"

    [colors.selection]
    text = "{{terminal.selectionForeground}}"
    background = "{{terminal.selectionBackground}}"

    [colors.normal]
    black = "{{terminal.color0}}"
    red = "{{terminal.color1}}"
    green = "{{terminal.color2}}"
    yellow = "{{terminal.color3}}"
    blue = "{{terminal.color4}}"
    magenta = "{{terminal.color5}}"
    cyan = "{{terminal.color6}}"
    white = "{{terminal.color7}}"

    [colors.bright]
    black = "{{terminal.color8}}"
    red = "{{terminal.color9}}"
    green = "{{terminal.color10}}"
    yellow = "{{terminal.color11}}"
    blue = "{{terminal.color12}}"
    magenta = "{{terminal.color13}}"
    cyan = "{{terminal.color14}}"
    white = "{{terminal.color15}}"

    """
}

/// kitty: a colors `.conf` to `include` from kitty.conf (kitty.conf(5), "Color scheme").
enum KittyTemplate {
    /// `color0` … `color15`.
    private static let palette = (0..<16).map { "color\($0) {{terminal.color\($0)}}" }.joined(separator: "\n")

    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for kitty; `include` this file from kitty.conf. Generated; edits are overwritten.
    foreground {{terminal.foreground}}
    background {{terminal.background}}
    selection_foreground {{terminal.selectionForeground}}
    selection_background {{terminal.selectionBackground}}
    cursor {{terminal.cursor}}
    cursor_text_color {{terminal.cursorText}}
    url_color {{color.link | flatten}}
    active_border_color {{color.accent | flatten}}
    inactive_border_color {{color.border | flatten}}
    active_tab_foreground {{color.textInverse | flatten}}
    active_tab_background {{color.accent | flatten}}
    inactive_tab_foreground {{color.textSecondary | flatten}}
    inactive_tab_background {{color.surfaceElevated | flatten}}
    \(palette)

    """
}

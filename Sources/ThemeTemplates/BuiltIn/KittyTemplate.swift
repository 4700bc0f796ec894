/// kitty: a colors `.conf` to `include` from kitty.conf (kitty.conf(5), "Color scheme").
enum KittyTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for kitty; `include` this file from kitty.conf. Generated; edits are overwritten.
    foreground {{terminal.foreground}}
    background {{terminal.background}}
    selection_foreground {{terminal.selectionForeground}}
    selection_background {{terminal.selectionBackground}}
    cursor {{terminal.cursor}}
    cursor_text_color {{terminal.cursorText}}
    url_color {{color.accent | flatten}}
    active_border_color {{color.accent | flatten}}
    inactive_border_color {{color.border | flatten}}
    active_tab_foreground {{color.textInverse | flatten}}
    active_tab_background {{color.accent | flatten}}
    inactive_tab_foreground {{color.textSecondary | flatten}}
    inactive_tab_background {{color.surfaceElevated | flatten}}
    color0 {{terminal.color0}}
    color1 {{terminal.color1}}
    color2 {{terminal.color2}}
    color3 {{terminal.color3}}
    color4 {{terminal.color4}}
    color5 {{terminal.color5}}
    color6 {{terminal.color6}}
    color7 {{terminal.color7}}
    color8 {{terminal.color8}}
    color9 {{terminal.color9}}
    color10 {{terminal.color10}}
    color11 {{terminal.color11}}
    color12 {{terminal.color12}}
    color13 {{terminal.color13}}
    color14 {{terminal.color14}}
    color15 {{terminal.color15}}

    """
}

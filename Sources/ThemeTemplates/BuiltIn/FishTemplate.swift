/// fish: a theme file (fish 3.4+, `themes/NAME.theme`: one `fish_color_*` or
/// `fish_pager_color_*` variable and its `set_color` arguments a line) that
/// `fish_config theme choose themeswitch` sets; colors from the terminal palette and tokens.
enum FishTemplate {
    static let source = """
    # name: 'Themeswitch'
    # preferred_background: {{terminal.background | bare}}
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for fish; `fish_config theme choose themeswitch` in config.fish. Generated; edits are overwritten.

    fish_color_normal {{terminal.foreground | bare}}
    fish_color_command {{terminal.color4 | bare}}
    fish_color_keyword {{terminal.color5 | bare}}
    fish_color_quote {{terminal.color2 | bare}}
    fish_color_redirection {{terminal.color6 | bare}}
    fish_color_end {{terminal.color5 | bare}}
    fish_color_error {{terminal.color1 | bare}}
    fish_color_param {{terminal.foreground | bare}}
    fish_color_option {{terminal.color6 | bare}}
    fish_color_comment {{terminal.color8 | bare}}
    fish_color_operator {{terminal.color3 | bare}}
    fish_color_escape {{terminal.color6 | bare}}
    fish_color_autosuggestion {{terminal.color8 | bare}}
    fish_color_valid_path --underline
    fish_color_cwd {{terminal.color2 | bare}}
    fish_color_cwd_root {{terminal.color1 | bare}}
    fish_color_user {{terminal.color2 | bare}}
    fish_color_host {{terminal.foreground | bare}}
    fish_color_match --background={{terminal.selectionBackground | bare}}
    fish_color_selection {{terminal.selectionForeground | bare}} --bold --background={{terminal.selectionBackground | bare}}
    fish_color_search_match --background={{terminal.selectionBackground | bare}}
    fish_color_history_current --bold
    fish_color_cancel -r
    fish_pager_color_progress {{color.textInverse | flatten | bare}} --background={{color.accent | flatten | bare}}
    fish_pager_color_prefix {{color.accent | flatten | bare}} --bold --underline
    fish_pager_color_completion {{terminal.foreground | bare}}
    fish_pager_color_description {{terminal.color8 | bare}}
    fish_pager_color_selected_background --background={{terminal.selectionBackground | bare}}

    """
}

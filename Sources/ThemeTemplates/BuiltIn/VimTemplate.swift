/// Vim: a colorscheme (`:colorscheme themeswitch`) with GUI and true-color highlight groups,
/// `:help :highlight`; checked by `vim -es`.
enum VimTemplate {
    static let source = """
    " Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colorscheme for Vim; `:colorscheme themeswitch`. Generated; edits are overwritten.
    highlight clear
    if exists('syntax_on') | syntax reset | endif
    set background={{#light}}light{{/light}}{{#dark}}dark{{/dark}}
    let g:colors_name = 'themeswitch'
    highlight Normal guifg={{terminal.foreground}} guibg={{terminal.background}}
    highlight Comment gui=italic guifg={{terminal.color8}}
    highlight Constant guifg={{terminal.color5}}
    highlight String guifg={{terminal.color2}}
    highlight Identifier guifg={{terminal.color4}}
    highlight Statement gui=bold guifg={{color.accent | flatten}}
    highlight PreProc guifg={{terminal.color6}}
    highlight Type guifg={{terminal.color3}}
    highlight Special guifg={{terminal.color6}}
    highlight Error guifg={{color.destructive | flatten}} guibg={{terminal.background}}
    highlight Todo gui=bold guifg={{color.warning | flatten}} guibg={{terminal.background}}
    highlight Visual guifg={{terminal.selectionForeground}} guibg={{terminal.selectionBackground}}
    highlight Search guifg={{color.textInverse | flatten}} guibg={{color.accent | flatten}}
    highlight CursorLine guibg={{color.surface | flatten}}
    highlight LineNr guifg={{color.textTertiary | flatten}}
    highlight CursorLineNr gui=bold guifg={{color.accent | flatten}}
    highlight StatusLine gui=NONE guifg={{color.textPrimary | flatten}} guibg={{color.surfaceElevated | flatten}}
    highlight StatusLineNC gui=NONE guifg={{color.textSecondary | flatten}} guibg={{color.surface | flatten}}
    highlight VertSplit guifg={{color.border | flatten}} guibg={{terminal.background}}
    highlight Pmenu guifg={{color.textPrimary | flatten}} guibg={{color.surfaceElevated | flatten}}
    highlight PmenuSel guifg={{color.textInverse | flatten}} guibg={{color.accent | flatten}}
    highlight DiffAdd guibg={{color.successMuted | flatten}}
    highlight DiffDelete guibg={{color.destructiveMuted | flatten}}
    highlight DiffChange guibg={{color.warningMuted | flatten}}

    """
}

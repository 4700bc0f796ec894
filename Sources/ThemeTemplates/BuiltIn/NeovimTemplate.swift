/// Neovim colorscheme in Lua (`~/.config/nvim/colors/themeswitch.lua`, `:colorscheme themeswitch`):
/// UI and syntax groups with `vim.api.nvim_set_hl` (Neovim 0.7+) and the terminal palette.
enum NeovimTemplate {
    /// `vim.g.terminal_color_0` … `_15`, the palette of `:terminal` buffers.
    private static let terminalColors = (0..<16)
        .map { "vim.g.terminal_color_\($0) = \"{{terminal.color\($0)}}\"" }.joined(separator: "\n")

    static let source = """
    -- Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colorscheme for Neovim 0.7+. Generated; edits are overwritten.
    vim.cmd("highlight clear")
    if vim.fn.exists("syntax_on") == 1 then vim.cmd("syntax reset") end
    vim.o.background = "{{#light}}light{{/light}}{{#dark}}dark{{/dark}}"
    vim.o.termguicolors = true
    vim.g.colors_name = "themeswitch"

    local set = vim.api.nvim_set_hl
    set(0, "Normal", { fg = "{{terminal.foreground}}", bg = "{{terminal.background}}" })
    set(0, "NormalFloat", { fg = "{{terminal.foreground}}", bg = "{{color.surfaceElevated | flatten}}" })
    set(0, "FloatBorder", { fg = "{{color.border | flatten}}", bg = "{{color.surfaceElevated | flatten}}" })
    set(0, "Cursor", { fg = "{{terminal.cursorText}}", bg = "{{terminal.cursor}}" })
    set(0, "CursorLine", { bg = "{{color.surfaceElevated | flatten}}" })
    set(0, "CursorLineNr", { fg = "{{color.accent | flatten}}", bold = true })
    set(0, "LineNr", { fg = "{{color.textTertiary | flatten}}" })
    set(0, "SignColumn", { bg = "{{terminal.background}}" })
    set(0, "Visual", { fg = "{{terminal.selectionForeground}}", bg = "{{terminal.selectionBackground}}" })
    set(0, "Underlined", { fg = "{{color.link | flatten}}", underline = true })
    set(0, "Search", { fg = "{{color.textInverse | flatten}}", bg = "{{color.accent | flatten}}" })
    set(0, "IncSearch", { fg = "{{color.textInverse | flatten}}", bg = "{{color.accentHover | flatten}}" })
    set(0, "MatchParen", { fg = "{{color.accent | flatten}}", bold = true })
    set(0, "Pmenu", { fg = "{{terminal.foreground}}", bg = "{{color.surfaceElevated | flatten}}" })
    set(0, "PmenuSel", { fg = "{{color.textInverse | flatten}}", bg = "{{color.accent | flatten}}" })
    set(0, "StatusLine", { fg = "{{terminal.foreground}}", bg = "{{color.surfaceElevated | flatten}}" })
    set(0, "StatusLineNC", { fg = "{{color.textSecondary | flatten}}", bg = "{{color.surface | flatten}}" })
    set(0, "VertSplit", { fg = "{{color.separator | flatten}}" })
    set(0, "WinSeparator", { fg = "{{color.separator | flatten}}" })
    set(0, "NonText", { fg = "{{color.textTertiary | flatten}}" })
    set(0, "Comment", { fg = "{{terminal.color8}}", italic = true })
    set(0, "Constant", { fg = "{{terminal.color5}}" })
    set(0, "String", { fg = "{{terminal.color2}}" })
    set(0, "Identifier", { fg = "{{terminal.color4}}" })
    set(0, "Function", { fg = "{{terminal.color4}}" })
    set(0, "Statement", { fg = "{{color.accent | flatten}}", bold = true })
    set(0, "PreProc", { fg = "{{terminal.color6}}" })
    set(0, "Type", { fg = "{{terminal.color3}}" })
    set(0, "Special", { fg = "{{terminal.color6}}" })
    set(0, "Error", { fg = "{{terminal.color1}}" })
    set(0, "ErrorMsg", { fg = "{{terminal.color1}}" })
    set(0, "WarningMsg", { fg = "{{terminal.color3}}" })
    set(0, "DiagnosticError", { fg = "{{terminal.color1}}" })
    set(0, "DiagnosticWarn", { fg = "{{terminal.color3}}" })
    set(0, "DiagnosticInfo", { fg = "{{terminal.color4}}" })
    set(0, "DiagnosticHint", { fg = "{{terminal.color6}}" })
    set(0, "DiffAdd", { fg = "{{terminal.color2}}" })
    set(0, "DiffChange", { fg = "{{terminal.color3}}" })
    set(0, "DiffDelete", { fg = "{{terminal.color1}}" })

    \(terminalColors)

    """
}

/// fzf: the `--color` option (fzf(1), COLOR SCHEME) as a file of options, for
/// `FZF_DEFAULT_OPTS="$(cat FILE)"` or fzf 0.50+'s `FZF_DEFAULT_OPTS_FILE`.
enum FzfTemplate {
    static let source = """
    --color={{#light}}light{{/light}}{{#dark}}dark{{/dark}},fg:{{terminal.foreground}},bg:{{terminal.background}},hl:{{color.accent | flatten}},fg+:{{terminal.selectionForeground}},bg+:{{terminal.selectionBackground}},hl+:{{color.accent | flatten}},info:{{color.textSecondary | flatten}},border:{{color.border | flatten}},prompt:{{color.accent | flatten}},pointer:{{color.accent | flatten}},marker:{{color.success | flatten}},spinner:{{color.accent | flatten}},header:{{color.textSecondary | flatten}}

    """
}

/// tmux: `set -g` style options (tmux(1), STYLES) to `source-file` from tmux.conf; a running
/// server takes them up with `tmux source-file FILE`.
enum TmuxTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for tmux; `source-file` this file from tmux.conf. Generated; edits are overwritten.
    set -g status-style "fg={{color.textPrimary | flatten}},bg={{color.surfaceElevated | flatten}}"
    set -g window-status-style "fg={{color.textSecondary | flatten}},bg={{color.surfaceElevated | flatten}}"
    set -g window-status-current-style "fg={{color.textInverse | flatten}},bg={{color.accent | flatten}}"
    set -g pane-border-style "fg={{color.border | flatten}}"
    set -g pane-active-border-style "fg={{color.accent | flatten}}"
    set -g message-style "fg={{color.textPrimary | flatten}},bg={{color.surfaceElevated | flatten}}"
    set -g mode-style "fg={{terminal.selectionForeground}},bg={{terminal.selectionBackground}}"
    set -g display-panes-active-colour "{{color.accent | flatten}}"
    set -g display-panes-colour "{{color.border | flatten}}"
    set -g clock-mode-colour "{{color.accent | flatten}}"

    """
}

/// dunst: a drop-in (dunst(5): files in `dunstrc.d/` next to dunstrc, read after it, since 1.9)
/// with the frame, highlight and each urgency's colors.
enum DunstTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for dunst, a drop-in in dunstrc.d. Generated; edits are overwritten.
    [global]
        frame_color = "{{color.border | flatten}}"
        separator_color = frame
        highlight = "{{color.accent | flatten}}"

    [urgency_low]
        background = "{{color.surface | flatten}}"
        foreground = "{{color.textSecondary | flatten}}"

    [urgency_normal]
        background = "{{color.background | flatten}}"
        foreground = "{{color.textPrimary | flatten}}"

    [urgency_critical]
        background = "{{color.background | flatten}}"
        foreground = "{{color.textPrimary | flatten}}"
        frame_color = "{{color.destructive | flatten}}"

    """
}

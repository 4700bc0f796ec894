/// delta: a gitconfig feature section `[delta "themeswitch"]` (delta's `features`) with the
/// diff, line-number, file and hunk-header styles, highlighting with bat's `themeswitch` theme;
/// `[include] path = …` from git's config, and `features = themeswitch` in `[delta]`.
enum DeltaTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for delta; include this from git's config and set features = themeswitch in [delta]. Generated; edits are overwritten.
    [delta "themeswitch"]
        {{#light}}light = true{{/light}}{{#dark}}dark = true{{/dark}}
        syntax-theme = themeswitch
        minus-style = syntax "{{color.destructiveMuted | flatten}}"
        minus-emph-style = syntax "{{color.destructive | opacity(0.35) | flatten}}"
        plus-style = syntax "{{color.successMuted | flatten}}"
        plus-emph-style = syntax "{{color.success | opacity(0.35) | flatten}}"
        line-numbers-minus-style = "{{terminal.color1}}"
        line-numbers-plus-style = "{{terminal.color2}}"
        line-numbers-zero-style = "{{terminal.color8}}"
        file-style = "{{color.accent | flatten}}" bold
        file-decoration-style = "{{color.accent | flatten}}" ul
        hunk-header-style = file line-number syntax
        hunk-header-decoration-style = "{{color.border | flatten}}" box
        commit-decoration-style = "{{color.accent | flatten}}" box

    """
}

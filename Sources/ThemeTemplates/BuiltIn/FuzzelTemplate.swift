/// fuzzel: a `[colors]` section (fuzzel.ini(5), `RRGGBBAA` without `#`) for `--config=` or an
/// `include=` from fuzzel.ini where the fuzzel has one; fuzzel reads it at every start.
enum FuzzelTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for fuzzel. Generated; edits are overwritten.
    [colors]
    background={{color.background | flatten | bare}}ff
    text={{color.textPrimary | flatten | bare}}ff
    match={{color.accent | flatten | bare}}ff
    selection={{color.accent | flatten | bare}}ff
    selection-text={{color.textInverse | flatten | bare}}ff
    selection-match={{color.textInverse | flatten | bare}}ff
    border={{color.border | flatten | bare}}ff

    """
}

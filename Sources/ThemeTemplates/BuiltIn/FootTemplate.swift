/// foot: `foot.ini` color sections (foot.ini(5)). Colors are `RRGGBB` without `#`.
enum FootTemplate {
    /// The keys every foot color section shares.
    private static let colors = """
    foreground={{terminal.foreground | bare}}
    background={{terminal.background | bare}}
    selection-foreground={{terminal.selectionForeground | bare}}
    selection-background={{terminal.selectionBackground | bare}}
    urls={{color.link | flatten | bare}}
    regular0={{terminal.color0 | bare}}
    regular1={{terminal.color1 | bare}}
    regular2={{terminal.color2 | bare}}
    regular3={{terminal.color3 | bare}}
    regular4={{terminal.color4 | bare}}
    regular5={{terminal.color5 | bare}}
    regular6={{terminal.color6 | bare}}
    regular7={{terminal.color7 | bare}}
    bright0={{terminal.color8 | bare}}
    bright1={{terminal.color9 | bare}}
    bright2={{terminal.color10 | bare}}
    bright3={{terminal.color11 | bare}}
    bright4={{terminal.color12 | bare}}
    bright5={{terminal.color13 | bare}}
    bright6={{terminal.color14 | bare}}
    bright7={{terminal.color15 | bare}}

    """

    /// One scheme, for foot before 1.23 (Debian 12 has 1.13): `[colors]`, and the cursor in
    /// `[cursor]`, where those versions read it (1.23 moved it to `colors.cursor`).
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for foot; `include=` this file from foot.ini. Generated; edits are overwritten.
    [cursor]
    color={{terminal.cursorText | bare}} {{terminal.cursor | bare}}

    [colors]

    """ + colors

    /// Both schemes in one file for newer foot, which switches between `[colors-light]` and
    /// `[colors-dark]` at run time and starts with `initial-color-theme`.
    static let pairedSource = """
    # Themeswitch: light and dark colors for foot with [colors-light]/[colors-dark] (newer foot); `include=` this file from foot.ini. Generated; edits are overwritten.
    [main]
    initial-color-theme={{#light}}light{{/light}}{{#dark}}dark{{/dark}}

    [colors-light]
    {{#with light}}
    cursor={{terminal.cursorText | bare}} {{terminal.cursor | bare}}

    """ + colors + """
    {{/with}}

    [colors-dark]
    {{#with dark}}
    cursor={{terminal.cursorText | bare}} {{terminal.cursor | bare}}

    """ + colors + """
    {{/with}}

    """
}

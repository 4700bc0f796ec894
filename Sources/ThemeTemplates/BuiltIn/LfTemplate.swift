/// lf: its colors file (lf(1), Colors: whitespace-separated pairs in `LS_COLORS` syntax, read
/// after `LS_COLORS` and `LF_COLORS`, so it wins), with the colors of the dircolors template;
/// lf reads it at start.
enum LfTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for lf, its whole colors file (keep your own entries in LF_COLORS). Generated; edits are overwritten.
    fi 00
    di 01;{{color.accent | flatten | sgr}}
    ln {{terminal.color6 | sgr}}
    or 01;{{terminal.color1 | sgr}}
    pi {{terminal.color3 | sgr}}
    so 01;{{terminal.color5 | sgr}}
    bd 01;{{terminal.color3 | sgr}}
    cd 01;{{terminal.color3 | sgr}}
    ex 01;{{terminal.color2 | sgr}}
    su 01;{{terminal.color1 | sgr}}
    sg 01;{{terminal.color1 | sgr}}
    tw 01;{{terminal.color2 | sgr}}
    ow 01;{{terminal.color4 | sgr}}
    st 01;{{terminal.color4 | sgr}}

    """ + DircolorsTemplate.extensions.map { kind in kind.names.map { "*.\($0) {{\(kind.color) | sgr}}" }.joined(separator: "\n") }.joined(separator: "\n") + "\n"
}

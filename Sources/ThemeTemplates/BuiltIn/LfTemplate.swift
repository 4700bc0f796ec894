/// lf: its colors file (lf(1), Colors: whitespace-separated pairs in `LS_COLORS` syntax, read
/// after `LS_COLORS` and `LF_COLORS`, so it wins), with the dircolors template's colors
/// (``FileTypeColors``); lf reads it at start.
enum LfTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} colors for lf, its whole colors file (keep your own entries in LF_COLORS). Generated; edits are overwritten.
    fi 00

    """ + FileTypeColors.lines(name: { $0.lf }, pattern: { "*.\($0)" })
}

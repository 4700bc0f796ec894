/// `LS_COLORS`: a dircolors(1) database (`eval "$(dircolors -b FILE)"`) giving ls, tree, fd and
/// others 24-bit colors from the terminal palette and the accent (``FileTypeColors``).
enum DircolorsTemplate {
    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} LS_COLORS; eval "$(dircolors -b FILE)". Generated; edits are overwritten.
    RESET 0

    """ + FileTypeColors.lines(name: { $0.dircolors }, pattern: { ".\($0)" })
}

/// `LS_COLORS`: a dircolors(1) database (`eval "$(dircolors -b FILE)"`) giving ls, tree, fd and
/// others 24-bit colors from the terminal palette and the accent.
enum DircolorsTemplate {
    /// File name extensions by kind, each kind one palette color (also lf's, `LfTemplate`).
    static let extensions: [(color: String, names: [String])] = [
        ("terminal.color1", ["tar", "tgz", "gz", "xz", "zst", "bz2", "zip", "7z", "rar", "deb", "rpm"]),
        ("terminal.color5", ["png", "jpg", "jpeg", "gif", "webp", "svg", "avif"]),
        ("terminal.color6", ["mp3", "flac", "ogg", "opus", "wav", "mp4", "mkv", "webm"]),
    ]

    static let source = """
    # Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} LS_COLORS; eval "$(dircolors -b FILE)". Generated; edits are overwritten.
    RESET 0
    DIR 01;{{color.accent | flatten | sgr}}
    LINK {{terminal.color6 | sgr}}
    ORPHAN 01;{{terminal.color1 | sgr}}
    MISSING 01;{{terminal.color1 | sgr}}
    FIFO {{terminal.color3 | sgr}}
    SOCK 01;{{terminal.color5 | sgr}}
    BLK 01;{{terminal.color3 | sgr}}
    CHR 01;{{terminal.color3 | sgr}}
    EXEC 01;{{terminal.color2 | sgr}}
    SETUID 01;{{terminal.color1 | sgr}}
    SETGID 01;{{terminal.color1 | sgr}}
    STICKY_OTHER_WRITABLE 01;{{terminal.color2 | sgr}}
    OTHER_WRITABLE 01;{{terminal.color4 | sgr}}
    STICKY 01;{{terminal.color4 | sgr}}

    """ + extensions.map { kind in kind.names.map { ".\($0) {{\(kind.color) | sgr}}" }.joined(separator: "\n") }.joined(separator: "\n") + "\n"
}

/// The colors file listings give each type of file, from the terminal palette and the accent:
/// the one table the dircolors and lf templates both render, each with its own names.
enum FileTypeColors {
    /// A special file type: dircolors(1)'s keyword for it, lf's code (nil where lf has none) and
    /// its SGR value as template text.
    struct FileType {
        let dircolors: String
        let lf: String?
        let sgr: String

        init(_ dircolors: String, _ lf: String?, _ sgr: String) {
            self.dircolors = dircolors
            self.lf = lf
            self.sgr = sgr
        }
    }

    /// The special file types, in the order both files list them.
    static let types: [FileType] = [
        FileType("DIR", "di", "01;{{color.accent | flatten | sgr}}"),
        FileType("LINK", "ln", "{{terminal.color6 | sgr}}"),
        FileType("ORPHAN", "or", "01;{{terminal.color1 | sgr}}"),
        FileType("MISSING", nil, "01;{{terminal.color1 | sgr}}"),
        FileType("FIFO", "pi", "{{terminal.color3 | sgr}}"),
        FileType("SOCK", "so", "01;{{terminal.color5 | sgr}}"),
        FileType("BLK", "bd", "01;{{terminal.color3 | sgr}}"),
        FileType("CHR", "cd", "01;{{terminal.color3 | sgr}}"),
        FileType("EXEC", "ex", "01;{{terminal.color2 | sgr}}"),
        FileType("SETUID", "su", "01;{{terminal.color1 | sgr}}"),
        FileType("SETGID", "sg", "01;{{terminal.color1 | sgr}}"),
        FileType("STICKY_OTHER_WRITABLE", "tw", "01;{{terminal.color2 | sgr}}"),
        FileType("OTHER_WRITABLE", "ow", "01;{{terminal.color4 | sgr}}"),
        FileType("STICKY", "st", "01;{{terminal.color4 | sgr}}"),
    ]

    /// File name extensions by kind, each kind one palette color.
    static let extensions: [(color: String, names: [String])] = [
        ("terminal.color1", ["tar", "tgz", "gz", "xz", "zst", "bz2", "zip", "7z", "rar", "deb", "rpm"]),
        ("terminal.color5", ["png", "jpg", "jpeg", "gif", "webp", "svg", "avif"]),
        ("terminal.color6", ["mp3", "flac", "ogg", "opus", "wav", "mp4", "mkv", "webm"]),
    ]

    /// The table as `NAME VALUE` lines: each file type under the name `name` gives it (a type it
    /// gives none is left out), then each extension under the pattern `pattern` makes of it.
    static func lines(name: (FileType) -> String?, pattern: (String) -> String) -> String {
        let types = types.compactMap { type in name(type).map { "\($0) \(type.sgr)\n" } }
        let extensions = extensions.flatMap { kind in kind.names.map { "\(pattern($0)) {{\(kind.color) | sgr}}\n" } }
        return (types + extensions).joined()
    }
}

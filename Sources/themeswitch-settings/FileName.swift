/// What a file's name says of it.
enum FileName {
    /// The extension of the file at `path`, lowercased, without its dot: "theme" for
    /// `/home/a/Deep Sea.Theme`; empty when the name has none.
    static func suffix(of path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        return name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
    }
}

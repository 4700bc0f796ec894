/// How a file Themeswitch generated says so, for the daemon (which files at output paths are
/// its own) and `themeswitch setup` (an output an older version wrote where a line now goes).
public enum GeneratedFile {
    /// Whether a file's name (`themeswitch.conf`) or its first 512 bytes (the built-in templates'
    /// header, `Themeswitch: … Generated; edits are overwritten.`) say it is ours.
    public static func saysOurs(_ path: String, _ bytes: [UInt8]) -> Bool {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        if name.contains("themeswitch") { return true }
        let head = String(decoding: bytes.prefix(512), as: UTF8.self)
        return head.contains("Themeswitch") && head.contains("Generated")
    }
}

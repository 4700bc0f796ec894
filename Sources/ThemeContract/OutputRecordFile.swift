import FoundationEssentials

/// `outputs.json` in the daemon's state directory: what the daemon knows of the files it writes
/// for programs (docs/config.md, "What is never lost"). The daemon writes it; `themeswitch status`
/// reads it.
public struct OutputRecordFile: Codable, Sendable, Equatable {
    /// One file of the user's that was in an output's way.
    public struct MovedAside: Codable, Sendable, Equatable {
        /// The output path where the user's file was.
        public var path: String
        /// Where it is now.
        public var movedTo: String
        /// When (ISO 8601, UTC).
        public var at: String
        /// What was to be written there (`template lf`).
        public var by: String

        public init(path: String, movedTo: String, at: String, by: String) {
            self.path = path
            self.movedTo = movedTo
            self.at = at
            self.by = by
        }
    }

    /// SHA-256 of what was last written to each output path whose name and header do not
    /// already say it is ours (a user's own template without a header).
    public var written: [String: String] = [:]
    /// Every file moved aside, oldest first.
    public var movedAside: [MovedAside] = []
    /// The problem of each output or reload that fails now, by subject.
    public var findings: [String: String] = [:]

    public init() {}

    /// The file's name in the state directory (``ThemeStateDirectory``).
    public static let name = "outputs.json"
}

import FoundationEssentials
import Logging
import ThemeConfiguration

/// Log lines to standard error: `level: message`. Outside systemd a UTC timestamp
/// comes first; under systemd (JOURNAL_STREAM set) the journal adds its own.
public struct DaemonLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    private let timestamps: Bool

    public init(level: Logger.Level, environment: [String: String] = ProcessInfo.processInfo.environment) {
        logLevel = level
        timestamps = environment["JOURNAL_STREAM"] == nil
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let stamp = timestamps ? Date().formatted(.iso8601) + " " : ""
        StandardError.write("\(stamp)\(event.level): \(event.message)")
    }
}

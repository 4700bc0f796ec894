import DBus
import Foundation
import Glibc
import Logging
import Synchronization
import TestSupport
import ThemeConfiguration
import ThemeContract
import ThemeDaemon

/// Every line a daemon logged, for tests that check what was reported and how often.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])

    /// The lines so far.
    var all: [String] { lines.withLock { $0 } }

    /// The lines containing `text`.
    func matching(_ text: String) -> [String] { all.filter { $0.contains(text) } }

    fileprivate func append(_ line: String) { lines.withLock { $0.append(line) } }
}

/// A log handler that records into ``LogLines``.
struct RecordingLogHandler: LogHandler {
    let lines: LogLines
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) { lines.append("\(event.level): \(event.message)") }
}

/// A private bus with the daemon in this process, started after `prepare` set up the user's
/// files (config.yaml, hooks), and a log that records every line.
struct FollowFixture: Sendable {
    let bus: PrivateBus
    let daemon: Daemon.Running
    let log: LogLines

    var paths: ConfigurationPaths { ConfigurationPaths(environment: bus.environment) }
    var configHome: URL { paths.configHome }

    /// Calls a method of org.themeswitch.Theme1 from the daemon's own connection's bus.
    @discardableResult
    func call(_ method: String, _ arguments: [Value] = []) async throws -> [Value] {
        let client = try Connection(bus: .address(bus.address))
        defer { client.close() }
        return try await client.call(
            destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.name, method: method, arguments: arguments).arguments
    }

    /// Writes `text` to config.yaml the way editors save: a new file renamed over the old one.
    func writeConfiguration(_ text: String) throws {
        try FollowFixture.writeConfiguration(text, in: paths)
    }

    static func writeConfiguration(_ text: String, in paths: ConfigurationPaths) throws {
        try FileManager.default.createDirectory(at: paths.directory, withIntermediateDirectories: true)
        let temporary = paths.directory.appendingPathComponent(".config.yaml.swp")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, paths.configFile.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}

/// Runs `body` with a fresh ``FollowFixture``; always stops the daemon and the bus.
func withFollowingDaemon(
    extraEnvironment: [String: String] = [:], prepare: (ConfigurationPaths) throws -> Void = { _ in },
    _ body: (FollowFixture) async throws -> Void
) async throws {
    let bus = try PrivateBus(extraEnvironment: extraEnvironment)
    defer { bus.stop() }
    try prepare(ConfigurationPaths(environment: bus.environment))
    let log = LogLines()
    let logger = Logger(label: "test-daemon") { _ in RecordingLogHandler(lines: log) }
    let daemon = try await Daemon(bus: .address(bus.address), environment: bus.environment, logger: logger).start()
    do {
        try await body(FollowFixture(bus: bus, daemon: daemon, log: log))
    } catch {
        await daemon.stop()
        throw error
    }
    await daemon.stop()
}

/// The file's text, or nil when it cannot be read.
func contents(_ url: URL) -> String? {
    try? String(contentsOf: url, encoding: .utf8)
}

/// Runs `body` with a program started in the background (its standard error goes to the file
/// at `errorPath`); always stops it (SIGTERM, then SIGKILL after 5 s) and waits for it.
func withChild(
    _ program: String, _ arguments: [String], environment: [String: String], _ body: (ChildProcess, _ errorPath: String) async throws -> Void
) async throws {
    let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: errorPath) }
    let child = try ChildProcess(program, arguments, environment: environment, errorPath: errorPath)
    try await child.stopping(within: .seconds(5)) { try await body(child, errorPath) }
}

/// Writes an executable script. The file is opened with O_CLOEXEC, so a child another test
/// starts meanwhile does not inherit it open for writing, which would make exec of the script
/// fail with ETXTBSY.
func writeScript(_ body: String, at url: URL, mode: mode_t = 0o755) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    let bytes = Array("#!/bin/sh\n\(body)\n".utf8)
    guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    guard fchmod(descriptor, mode) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}

import Dispatch
import Foundation

/// The outcome of running a program to its end.
public struct CommandResult: Sendable {
    public let status: Int32
    public let standardOutput: String
    public let standardError: String
}

/// A program that ran past its time limit; it was killed.
public struct CommandTimedOut: Error, CustomStringConvertible {
    public let command: String
    public let timeout: Duration
    public var description: String { "\(command) did not finish within \(timeout) and was killed" }
}

/// Runs a program (looked up on PATH) to completion, with `environment` added to ours. A program
/// still running after `timeout` is killed and the call throws, so a stuck tool fails the test
/// instead of hanging the run.
public func runCommand(
    _ program: String, _ arguments: [String], environment: [String: String] = [:], input: String = "",
    timeout: Duration = .seconds(30)
) async throws -> CommandResult {
    try await onOwnThread {
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        let child = try ChildProcess(
            program, arguments,
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, errorPath: errorPath)
        let watchdog = Watchdog(child, after: timeout)
        try? child.input.write(contentsOf: Data(input.utf8))
        try? child.input.close()
        let output = child.output.readDataToEndOfFile()
        let status = child.waitForExit()
        if watchdog.disarm() { throw CommandTimedOut(command: ([program] + arguments).joined(separator: " "), timeout: timeout) }
        return CommandResult(
            status: status, standardOutput: String(decoding: output, as: UTF8.self),
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }
}

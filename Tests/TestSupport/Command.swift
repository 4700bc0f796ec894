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

/// Runs a program (looked up on PATH) to completion, with `environment` added to ours. The
/// program runs in a process group of its own; when it is still running after `timeout`, the
/// whole group is killed (SIGKILL) and the call throws, so a stuck tool, or anything it
/// started that holds its output open, fails the test instead of hanging the run.
public func runCommand(
    _ program: String, _ arguments: [String], environment: [String: String] = [:], input: String = "",
    timeout: Duration = .seconds(30)
) async throws -> CommandResult {
    let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: errorPath) }
    let child = try ChildProcess(
        program, arguments, environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, errorPath: errorPath,
        ownProcessGroup: true)
    let watchdog = Watchdog(child, after: timeout)
    // A descendant that left the group may keep the pipe open after the kill: stop reading 5 s later.
    let readDeadline = ContinuousClock.now + timeout + .seconds(5)
    let output = try await onOwnThread {
        try? child.input.write(contentsOf: Data(input.utf8))
        try? child.input.close()
        return child.readOutput(until: readDeadline).data
    }
    let status = await child.waitForExit(within: max(readDeadline - .now, .zero) + .seconds(5))
    if watchdog.disarm() || status == nil {
        throw CommandTimedOut(command: ([program] + arguments).joined(separator: " "), timeout: timeout)
    }
    return CommandResult(
        status: status ?? -1, standardOutput: String(decoding: output, as: UTF8.self),
        standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
}

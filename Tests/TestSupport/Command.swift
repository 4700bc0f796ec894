import Foundation

/// The outcome of running a program to its end.
public struct CommandResult: Sendable {
    public let status: Int32
    public let standardOutput: String
    public let standardError: String
}

/// Runs a program (looked up on PATH) to completion, with `environment` added to ours.
public func runCommand(
    _ program: String, _ arguments: [String], environment: [String: String] = [:], input: String = ""
) async throws -> CommandResult {
    try await onOwnThread {
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        let child = try ChildProcess(
            program, arguments,
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, errorPath: errorPath)
        try? child.input.write(contentsOf: Data(input.utf8))
        try? child.input.close()
        let output = child.output.readDataToEndOfFile()
        let status = child.waitForExit()
        return CommandResult(
            status: status, standardOutput: String(decoding: output, as: UTF8.self),
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }
}

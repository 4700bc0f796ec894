import Foundation
import Glibc
import Spawn

/// Runs a helper program (such as `gsettings`) to completion without blocking
/// Swift's cooperative threads: the wait happens on a thread of its own.
enum CommandRunner {
    struct Result: Sendable {
        let status: Int32
        let output: String
        let errorOutput: String
    }

    static func run(_ program: String, _ arguments: [String], environment: [String: String]) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Swift.Result { try runBlocking(program, arguments, environment: environment) })
            }.start()
        }
    }

    private static func runBlocking(_ program: String, _ arguments: [String], environment: [String: String]) throws -> Result {
        let output = try Spawn.pipe()
        let errors = try Spawn.pipe()
        defer {
            close(output.read)
            close(errors.read)
        }
        let child: pid_t
        do {
            defer {
                close(output.write)
                close(errors.write)
            }
            child = try Spawn.start(
                program, arguments, environment: environment,
                standardInput: .file(path: "/dev/null", flags: O_RDONLY),
                standardOutput: .descriptor(output.write), standardError: .descriptor(errors.write))
        }
        let outputText = readAll(output.read)
        let errorText = readAll(errors.read)
        return Result(status: Spawn.waitForExit(child), output: outputText, errorOutput: errorText)
    }

    /// Reads a pipe to its end. The helpers here print a few bytes, so reading one
    /// pipe after the other cannot fill the other and block.
    private static func readAll(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

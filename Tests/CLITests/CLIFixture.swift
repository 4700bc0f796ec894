import Foundation
import Glibc
import TestSupport

/// A private bus with the real daemon, and the built `themeswitch` to run against it.
struct CLIFixture: Sendable {
    let bus: PrivateBus
    let daemon: DaemonProcess

    /// Runs `themeswitch` with `arguments` and `--bus-address` of this bus.
    func run(_ arguments: String...) async throws -> CommandResult {
        try await themeswitch(arguments + ["--bus-address", bus.address])
    }
}

/// Runs the built `themeswitch` with `arguments`.
func themeswitch(_ arguments: [String], environment: [String: String] = [:]) async throws -> CommandResult {
    try await runCommand(builtExecutable("themeswitch"), arguments, environment: environment)
}

/// Runs `body` with a private bus and the daemon; always stops both.
func withDaemon(_ body: (CLIFixture) async throws -> Void) async throws {
    let bus = try PrivateBus()
    defer { bus.stop() }
    let daemon = try await DaemonProcess(on: bus)
    do {
        try await body(CLIFixture(bus: bus, daemon: daemon))
    } catch {
        await daemon.stop()
        throw error
    }
    await daemon.stop()
}

/// Parses JSON text, failing the test's `try` when it is not valid JSON.
func parseJSON(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}

/// Reads lines from a pipe until `count` have arrived or `timeout` passes (on a thread of its own).
func readLines(_ count: Int, from handle: FileHandle, timeout: Duration) async throws -> [String] {
    try await onOwnThread {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var buffer = Data()
        var lines: [String] = []
        while lines.count < count, ContinuousClock.now < deadline {
            var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                buffer = Data(buffer[buffer.index(after: newline)...])
            }
        }
        return lines
    }
}

import Foundation
import Synchronization

/// A child's standard output, collected line by line on a thread of its own.
public final class OutputLines: Sendable {
    private let lines = Mutex<[String]>([])

    /// Starts reading `output` until its end.
    public init(_ output: FileHandle) {
        Thread { [self] in
            var pending = Data()
            while true {
                let chunk = output.availableData
                if chunk.isEmpty { return }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    self.lines.withLock { $0.append(line) }
                }
            }
        }.start()
    }

    /// A line that did not come in time.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// How many lines came so far.
    public var count: Int { lines.withLock(\.count) }

    /// Waits (at most `timeout`) for a line equal to `expected`.
    public func wait(for expected: String, timeout: Duration = .seconds(10)) async throws {
        _ = try await wait(timeout: timeout, "a line '\(expected)'") { $0 == expected }
    }

    /// Waits (at most `timeout`) for a line `matches` accepts and returns the first one.
    public func wait(timeout: Duration = .seconds(10), _ what: String, where matches: (String) -> Bool) async throws -> String {
        var found: String?
        _ = await eventually(within: timeout) {
            found = lines.withLock { $0.first(where: matches) }
            return found != nil
        }
        guard let found else { throw Missing(description: "no \(what); got \(lines.withLock { $0 })") }
        return found
    }
}

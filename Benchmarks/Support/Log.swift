import Glibc

/// The running benchmark's name (its executable's), for its messages.
let benchmarkName = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "bench"

/// Writes `message` to standard error as `<bench>: message`.
public func note(_ message: String) {
    let line = Array("\(benchmarkName): \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

/// Writes `message` like ``note(_:)`` and exits with status 1.
public func fail(_ message: String) -> Never {
    note(message)
    exit(1)
}

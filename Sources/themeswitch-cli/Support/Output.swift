#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to the terminal: lines, errors, and whether 24-bit color is wanted. Writes go
/// straight to the file descriptors (no stdio buffer), so `watch` lines arrive as they happen.
enum Output {
    /// Writes a line to standard output.
    static func line(_ text: String) {
        write(text + "\n")
    }

    /// Writes text as is to standard output.
    static func write(_ text: String) {
        send(text, to: STDOUT_FILENO)
    }

    /// Writes one sentence to standard error.
    static func error(_ message: String) {
        send(message + "\n", to: STDERR_FILENO)
    }

    /// Whether standard output is a terminal and `NO_COLOR` is unset: then output may use color.
    static var usesColor: Bool {
        isatty(STDOUT_FILENO) != 0 && getenv("NO_COLOR") == nil
    }

    private static func send(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

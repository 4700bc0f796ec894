import Glibc
import TestSupport

extension ChildProcess {
    /// The next line the child prints, without its newline; nil once it closed its output.
    /// Reads byte by byte, so nothing after the line is consumed.
    public func nextLine() -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(output.fileDescriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }

    /// Writes `line` and a newline to the child's standard input.
    public func send(_ line: String) {
        try? input.write(contentsOf: Array((line + "\n").utf8))
    }
}

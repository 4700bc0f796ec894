/// A text file's lines as bytes, each with the line end it had, so that a file can be edited
/// line by line and written back with every byte not meant to change as it was: an encoding
/// that is not UTF-8 (a Latin-1 comment), CRLF line ends and a missing final newline all stay.
/// Pure: no I/O.
public struct TextLines: Sendable, Equatable {
    /// One line: its bytes without the line end, and the line end (`\n`, `\r\n`, or empty for a
    /// last line without one).
    public struct Line: Sendable, Equatable {
        public var content: [UInt8]
        public var end: [UInt8]

        public init(content: [UInt8], end: [UInt8]) {
            self.content = content
            self.end = end
        }

        /// The line's content read as UTF-8, with any byte that is not replaced (for matching
        /// ASCII keys and markers only: write ``content`` back, never this).
        public var text: String { String(decoding: content, as: UTF8.self) }
    }

    public var lines: [Line]

    /// Splits `bytes` after every `\n`; a `\r` before it belongs to the line end.
    public init(_ bytes: some Collection<UInt8>) {
        var lines: [Line] = []
        var current: [UInt8] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if current.last == UInt8(ascii: "\r") {
                    current.removeLast()
                    lines.append(Line(content: current, end: [13, 10]))
                } else {
                    lines.append(Line(content: current, end: [10]))
                }
                current = []
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { lines.append(Line(content: current, end: [])) }
        self.lines = lines
    }

    /// The file's bytes: every line and its end, as read or as edited.
    public var bytes: [UInt8] { lines.flatMap { $0.content + $0.end } }

    /// The line end the file uses (that of its first line), `\n` for a file without one.
    public var lineEnd: [UInt8] { lines.first { !$0.end.isEmpty }?.end ?? [10] }

    /// Whether the last line lacks a line end (a file without a final newline).
    public var lacksFinalLineEnd: Bool { lines.last.map { $0.end.isEmpty } ?? false }

    /// A new line with the file's own line end.
    public func line(_ text: String) -> Line { Line(content: Array(text.utf8), end: lineEnd) }

    /// The bytes that appending `texts` as lines adds: the file's line end first when its last
    /// line has none, then each line with the file's line end.
    public func appendix(_ texts: [String]) -> [UInt8] {
        (lacksFinalLineEnd ? lineEnd : []) + texts.flatMap { line($0).content + lineEnd }
    }

    /// The index of the first line whose content is `text`, from `start` on.
    public func firstIndex(of text: String, from start: Int = 0) -> Int? {
        let wanted = Array(text.utf8)
        return lines.indices.dropFirst(start).first { lines[$0].content == wanted }
    }
}

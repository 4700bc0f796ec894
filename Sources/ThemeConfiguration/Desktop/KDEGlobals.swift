import FileReading

/// `kdeglobals`, KDE's INI file, edited as bytes (``TextLines``): group headers and keys are
/// matched as ASCII, every byte of every line not set here is carried through as it was (an
/// encoding that is not UTF-8, CRLF line ends, a missing final newline). Lines added use the
/// file's own line end; a file without a final newline still has none after an edit.
package struct KDEGlobals: Equatable {
    private(set) var file: TextLines

    package init(bytes: [UInt8]) { file = TextLines(bytes) }

    package init(text: String) { self.init(bytes: Array(text.utf8)) }

    /// The file's bytes as edited.
    package var bytes: [UInt8] { file.bytes }

    /// What ``set(_:_:in:)`` changed, for putting it back.
    package enum Change: Equatable {
        /// The key's line was rewritten; it was `original` (its bytes, without the line end).
        case replaced(original: [UInt8])
        /// The key had no line in its group: one was added.
        case inserted
        /// The group had no header: it was added at the end, after a blank line when `separator`.
        case addedGroup(separator: Bool)
    }

    /// The value of `key` in `[group]`, or nil when the file has none.
    package func value(_ key: String, in group: String) -> String? {
        keyLine(key, in: group).map { line in
            let content = file.lines[line].content
            let value = content[(content.firstIndex(of: UInt8(ascii: "=")) ?? content.endIndex)...].dropFirst()
            return String(decoding: value, as: UTF8.self)
        }
    }

    /// Sets `key` in `[group]` (after the group's last line that is not blank), adding the group
    /// at the end when missing; returns what was there.
    @discardableResult
    package mutating func set(_ key: String, _ value: String, in group: String) -> Change {
        let content = Array("\(key)=\(value)".utf8)
        if let line = keyLine(key, in: group) {
            let original = file.lines[line].content
            file.lines[line].content = content
            return .replaced(original: original)
        }
        guard let body = body(of: group) else {
            let separator = file.lines.last.map { !isBlank($0) } ?? false
            if separator { insert([], at: file.lines.count) }
            insert(Array("[\(group)]".utf8), at: file.lines.count)
            insert(content, at: file.lines.count)
            return .addedGroup(separator: separator)
        }
        insert(content, at: lastFilled(in: body) + 1)
        return .inserted
    }

    /// Puts `key`'s line in `[group]` back to `original`; nothing when the key has no line.
    package mutating func restore(_ key: String, in group: String, to original: [UInt8]) {
        if let line = keyLine(key, in: group) { file.lines[line].content = original }
    }

    /// Removes `key`'s line from `[group]`, if any.
    package mutating func remove(_ key: String, in group: String) {
        if let line = keyLine(key, in: group) { remove(at: line) }
    }

    /// Removes the header of `[group]` when no line but blank ones follows it in the group, and
    /// the blank line before it when `separator`.
    package mutating func removeGroupIfEmpty(_ group: String, separator: Bool) {
        guard let body = body(of: group), lastFilled(in: body) < body.lowerBound else { return }
        let header = body.lowerBound - 1
        remove(at: header)
        if separator, header > 0, isBlank(file.lines[header - 1]) { remove(at: header - 1) }
    }

    /// The lines of `[group]` after its header (up to the next header), or nil without a header.
    private func body(of group: String) -> Range<Int>? {
        let header = Array("[\(group)]".utf8)
        guard let start = file.lines.indices.first(where: { trimmed(file.lines[$0].content) == header[...] }) else { return nil }
        let end = file.lines.indices.dropFirst(start + 1).first { trimmed(file.lines[$0].content).first == UInt8(ascii: "[") }
        return (start + 1)..<(end ?? file.lines.count)
    }

    /// The index of `key`'s line in `[group]`.
    private func keyLine(_ key: String, in group: String) -> Int? {
        let name = Array(key.utf8)
        return body(of: group)?.first { line in
            let content = file.lines[line].content
            guard let equals = content.firstIndex(of: UInt8(ascii: "=")) else { return false }
            return trimmed(content[..<equals]) == name[...]
        }
    }

    /// The last line in `body` that is not blank, or the header's index when all are.
    private func lastFilled(in body: Range<Int>) -> Int {
        body.last { !isBlank(file.lines[$0]) } ?? (body.lowerBound - 1)
    }

    /// Inserts a line at `index` with the file's line end; at the end of a file whose last line
    /// has none, that line gets it and the new last line has none (no final newline, as before).
    private mutating func insert(_ content: [UInt8], at index: Int) {
        var line = TextLines.Line(content: content, end: file.lineEnd)
        if index == file.lines.count, let last = file.lines.indices.last, file.lines[last].end.isEmpty {
            file.lines[last].end = line.end
            line.end = []
        }
        file.lines.insert(line, at: index)
    }

    /// Removes the line at `index`; when it is the last line and has no line end, the line
    /// before it becomes the last one, without a line end (the reverse of ``insert(_:at:)``).
    private mutating func remove(at index: Int) {
        let removed = file.lines.remove(at: index)
        if index == file.lines.count, removed.end.isEmpty, let last = file.lines.indices.last {
            file.lines[last].end = []
        }
    }

    private func isBlank(_ line: TextLines.Line) -> Bool { trimmed(line.content).isEmpty }

    /// `bytes` without ASCII spaces, tabs and carriage returns at either end.
    private func trimmed(_ bytes: some BidirectionalCollection<UInt8>) -> ArraySlice<UInt8> {
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
        let start = bytes.firstIndex { !blank($0) } ?? bytes.endIndex
        let end = bytes.lastIndex { !blank($0) }.map { bytes.index(after: $0) } ?? start
        return ArraySlice(bytes[start..<max(start, end)])
    }
}

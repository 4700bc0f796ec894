import FileReading

/// The two lines `themeswitch setup` appends to a program's configuration (its marker comment and
/// the line that loads our output), found and removed again on the file's bytes, so that every
/// other byte (an encoding that is not UTF-8, CRLF, a missing final newline) stays (pure).
enum SetupLines {
    /// What `--undo` does with one file.
    enum Undo: Equatable {
        /// It holds no line of setup's.
        case untouched
        /// It is exactly as before setup once these bytes are written (setup's bytes were still its end).
        case restored([UInt8])
        /// Setup created it and it holds nothing else: it goes.
        case delete
        /// Setup's own lines are removed, the user's changes since stay; `kept` are the lines under
        /// a marker that setup did not write, kept while the marker went.
        case edited([UInt8], kept: [String])
    }

    /// The marker and load line of `syntax` loading `output` (git's `[include]` and its `path` are two).
    static func lines(_ syntax: SetupSyntax, output: String) -> [String] {
        [syntax.marker] + syntax.loadLine(output).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The lines under each of `markers` in `bytes` (setup's own bytes, as the ledger has them), up
    /// to the next marker or the end, each block joined by `\n` as a load line with several.
    static func blocks(in bytes: [UInt8], markers: Set<String>) -> [String] {
        var blocks: [[String]] = []
        for line in TextLines(bytes).lines.map(\.text) where !line.isEmpty {
            if markers.contains(line) {
                blocks.append([])
            } else if !blocks.isEmpty {
                blocks[blocks.count - 1].append(line)
            }
        }
        return blocks.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }
    }

    /// The bytes that writing `lines` at the top of `file` puts before its first byte: each line
    /// with the file's own line end.
    static func prefix(_ lines: [String], in file: TextLines) -> [UInt8] {
        lines.flatMap { file.line($0).content + file.lineEnd }
    }

    /// Whether `file` holds `lines` one after the other.
    static func contains(_ lines: [String], in file: TextLines) -> Bool {
        let wanted = lines.map { Array($0.utf8) }
        let contents = file.lines.map(\.content)
        guard !wanted.isEmpty, contents.count >= wanted.count else { return false }
        return (0...(contents.count - wanted.count)).contains { Array(contents[$0..<$0 + wanted.count]) == wanted }
    }

    /// A load line an older setup wrote under its marker in `file` (Neovim 0.7 rejects
    /// `vim.cmd.colorscheme`), or nil.
    static func formerLine(in file: TextLines, _ syntax: SetupSyntax) -> String? {
        let marker = Array(syntax.marker.utf8)
        let former = Set(syntax.formerLines.map { Array($0.utf8) })
        return zip(file.lines, file.lines.dropFirst()).first { $0.0.content == marker && former.contains($0.1.content) }?.1.text
    }

    /// Undo in a file now holding `bytes`. With what the ledger says setup `appended` (the
    /// separator line end first, when it added one) or `prepended`, and whether it `created` the
    /// file: the bytes before setup when `bytes` still end (or start) with it. Otherwise, or without a ledger: each line that
    /// is one of `markers` goes, with the lines under it only when they are one of `setupLines`
    /// (a load line of several lines joined by `\n`).
    static func undo(
        _ bytes: [UInt8], appended: [UInt8]?, prepended: [UInt8]? = nil, created: Bool, markers: Set<String>, setupLines: Set<String>
    ) -> Undo {
        if let prepended, !prepended.isEmpty, bytes.starts(with: prepended) {
            let after = Array(bytes.dropFirst(prepended.count))
            if created && after.isEmpty { return .delete }
            let older = undo(after, appended: nil, created: created, markers: markers, setupLines: setupLines)
            return older == .untouched ? .restored(after) : older
        }
        if let appended, !appended.isEmpty, bytes.count >= appended.count, Array(bytes.suffix(appended.count)) == appended {
            let before = Array(bytes.dropLast(appended.count))
            if created && before.isEmpty { return .delete }
            // Lines an older setup left above (without a ledger) go too.
            let older = undo(before, appended: nil, created: created, markers: markers, setupLines: setupLines)
            return older == .untouched ? .restored(before) : older
        }
        var file = TextLines(bytes)
        let marker = Set(markers.map { Array($0.utf8) })
        let ours = Set(setupLines.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) } })
        var kept: [String] = []
        var removedAtEnd = false
        var index = 0
        var changed = false
        while index < file.lines.count {
            guard marker.contains(file.lines[index].content) else {
                index += 1
                continue
            }
            let next = index + 1 < file.lines.count ? file.lines[index + 1] : nil
            let under = file.lines[(index + 1)...].map(\.content)
            let count = 1 + (ours.filter { under.starts(with: $0) }.map(\.count).max() ?? 0)
            if count == 1, let next { kept.append(next.text) }
            file.lines.removeSubrange(index..<index + count)
            removedAtEnd = index == file.lines.count
            changed = true
        }
        // The line end setup added before its lines goes with them when they were the last.
        if removedAtEnd, let appended, let first = TextLines(appended).lines.first, first.content.isEmpty, !file.lines.isEmpty {
            file.lines[file.lines.count - 1].end = []
        }
        if created && file.bytes.isEmpty { return .delete }
        return changed ? .edited(file.bytes, kept: kept) : .untouched
    }
}

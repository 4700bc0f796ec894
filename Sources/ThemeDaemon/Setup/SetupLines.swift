/// The two lines `themeswitch setup` appends to a program's configuration (its marker comment and
/// the line that loads our output), found and removed again by text alone (pure).
enum SetupLines {
    /// The marker and load line for `program` loading `output`.
    static func lines(for program: SetupProgram, output: String) -> [String] {
        [program.marker, program.loadLine(output)]
    }

    /// Whether `text` holds `lines` one after the other.
    static func contains(_ lines: [String], in text: String) -> Bool {
        range(of: lines, in: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)) != nil
    }

    /// `text` with `lines` at its end, after a line break if it lacks one.
    static func appending(_ lines: [String], to text: String) -> String {
        text + (text.isEmpty || text.hasSuffix("\n") ? "" : "\n") + lines.joined(separator: "\n") + "\n"
    }

    /// What to append to a file holding `text` for `lines` to follow it.
    static func appendix(_ lines: [String], after text: String) -> String {
        String(appending(lines, to: text).dropFirst(text.count))
    }

    /// `text` without every run of a marker line and the line after it that setup wrote, or nil
    /// when `text` has none. Lines the user changed stay: only the marker and the exact line go.
    static func removing(marker: String, from text: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.contains(marker) else { return nil }
        while let index = lines.firstIndex(of: marker) {
            let end = index + 1 < lines.count && !lines[index + 1].isEmpty ? index + 2 : index + 1
            lines.removeSubrange(index..<end)
        }
        return lines.joined(separator: "\n")
    }

    private static func range(of run: [String], in lines: [String]) -> Range<Int>? {
        guard !run.isEmpty, lines.count >= run.count else { return nil }
        for start in 0...(lines.count - run.count) where Array(lines[start..<start + run.count]) == run {
            return start..<start + run.count
        }
        return nil
    }
}

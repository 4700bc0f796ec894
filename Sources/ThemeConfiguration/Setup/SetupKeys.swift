import FileReading
import ThemeCore

/// One key `themeswitch setup` sets in a program's own settings file, where the program has no
/// include but chooses our output by a setting (btop's `color_theme`, qt5ct's
/// `color_scheme_path`): the whole line written, in its section (nil: before any section).
struct SetupKey: Codable, Equatable, Sendable {
    var section: String?
    var key: String
    /// The line setup writes, as the program writes it (`color_theme = "…"`, `custom_palette=true`).
    var line: String
    /// The line the file had for the key before, nil when it had none (filled in when set).
    var original: String?
    /// Whether setup made the key's section (and, `addedLineEnd`, ended the file's last line first).
    var madeSection: Bool?
    var addedLineEnd: Bool?
    /// Whether a missing key goes at the file's top (a TOML root key), not at its section's end.
    var atTop: Bool?
    /// A word added to the end of the key's value where it has one (delta's `features`), which
    /// then stays, instead of the whole line being replaced.
    var word: String?

    init(section: String?, key: String, line: String, atTop: Bool? = nil, word: String? = nil) {
        self.section = section
        self.key = key
        self.line = line
        self.atTop = atTop
        self.word = word
    }
}

/// Sets and restores ``SetupKey``s on a file's bytes, keeping every other byte (an encoding that
/// is not UTF-8, CRLF, a missing final newline). These files are rewritten by their programs
/// (btop on exit, QSettings), so no marker comment would survive: the ledger alone remembers (pure).
enum SetupKeys {
    /// `bytes` with each of `keys` set: its line replaced in its section, else added at the
    /// section's end (the section made at the file's end when missing); the keys are returned with
    /// the line each replaced. Nil when every key is set already.
    static func set(_ keys: [SetupKey], in bytes: [UInt8]) -> (bytes: [UInt8], keys: [SetupKey])? {
        var file = TextLines(bytes)
        var recorded: [SetupKey] = []
        for var key in keys {
            if let index = index(of: key, in: file) {
                let text = file.lines[index].text
                if let word = key.word {
                    guard !value(of: text).split(whereSeparator: \.isWhitespace).contains(Substring(word)) else { continue }
                    key.line = String(text.reversed().drop(while: \.isWhitespace).reversed()) + " " + word
                } else {
                    guard text != key.line else { continue }
                }
                key.original = text
                file.lines[index].content = Array(key.line.utf8)
            } else if key.atTop == true {
                key.original = nil
                file.lines.insert(file.line(key.line), at: 0)
            } else {
                key.original = nil
                var found = section(key.section, in: file)
                if found == nil {
                    key.madeSection = true
                    if file.lacksFinalLineEnd {
                        key.addedLineEnd = true
                        file.lines[file.lines.count - 1].end = file.lineEnd
                    }
                    file.lines.append(file.line("[\(key.section ?? "")]"))
                    found = file.lines.count..<file.lines.count
                }
                guard let range = found else { continue }
                // After the section's last line that is not blank.
                var at = range.upperBound
                while at > range.lowerBound, file.lines[at - 1].text.allSatisfy(\.isWhitespace) { at -= 1 }
                if at == file.lines.count, file.lacksFinalLineEnd { file.lines[at - 1].end = file.lineEnd }
                file.lines.insert(file.line(key.line), at: at)
            }
            recorded.append(key)
        }
        return recorded.isEmpty ? nil : (file.bytes, recorded)
    }

    /// `bytes` with each of `keys` still holding setup's line given back its original line (or
    /// that line removed when it had none); returns the keys whose line is no longer setup's (changed since: left).
    static func restore(_ keys: [SetupKey], in bytes: [UInt8]) -> (bytes: [UInt8], changed: [SetupKey]) {
        var file = TextLines(bytes)
        var changed: [SetupKey] = []
        for key in keys {
            guard let index = index(of: key, in: file), file.lines[index].text == key.line else {
                changed.append(key)
                continue
            }
            if let original = key.original {
                file.lines[index].content = Array(original.utf8)
            } else {
                file.lines.remove(at: index)
            }
        }
        // A section setup made goes once nothing is left in it, with the line end setup added before it.
        for key in keys where key.madeSection == true {
            guard let range = section(key.section, in: file), range.isEmpty, range.lowerBound > 0 else { continue }
            file.lines.remove(at: range.lowerBound - 1)
            if key.addedLineEnd == true, range.lowerBound - 1 == file.lines.count, !file.lines.isEmpty {
                file.lines[file.lines.count - 1].end = []
            }
        }
        return (file.bytes, changed)
    }

    /// The line of `key` in its section, or nil.
    private static func index(of key: SetupKey, in file: TextLines) -> Int? {
        lines(of: key, in: file).index
    }

    /// The first line of `key` in its section, and how many other lines set a key of its name
    /// (again, or in another section).
    static func lines(of key: SetupKey, in file: TextLines) -> (index: Int?, elsewhere: Int) {
        let range = section(key.section, in: file) ?? (key.section == nil ? 0..<0 : nil)
        let all = file.lines.indices.filter { name(of: file.lines[$0].text) == key.key }
        let index = all.first { range?.contains($0) == true }
        return (index, all.count - (index == nil ? 0 : 1))
    }

    /// The lines of `section` (after its header, up to the next), or of the part before any
    /// section when nil; nil when the file has no such section.
    private static func section(_ section: String?, in file: TextLines) -> Range<Int>? {
        let headers = file.lines.indices.filter { file.lines[$0].text.trimmed.hasPrefix("[") }
        guard let section else { return 0..<(headers.first ?? file.lines.count) }
        guard let header = headers.first(where: { file.lines[$0].text.trimmed == "[\(section)]" }) else { return nil }
        return (header + 1)..<(headers.first { $0 > header } ?? file.lines.count)
    }

    /// What follows the `=` of a `key = value` line.
    private static func value(of line: String) -> Substring {
        line.firstIndex(of: "=").map { line[line.index(after: $0)...] } ?? ""
    }

    /// The key a `key = value` line sets, nil for a comment or a line without `=`.
    private static func name(of line: String) -> String? {
        let trimmed = line.trimmed
        guard !trimmed.hasPrefix("#"), !trimmed.hasPrefix(";"), let equals = trimmed.firstIndex(of: "=") else { return nil }
        return String(trimmed[..<equals]).trimmed
    }
}


extension SetupKeys {
    /// Why setup cannot add `themeswitch` to `[delta]`'s `features` in the git configuration
    /// `file` by editing one line, nil when it can: a `[delta]` given twice (git merges them, the
    /// last value winning) or with a key on its header line, a `features` given twice or with a
    /// value that is not plain names (quotes, a comment, a continuation), or one in `others`,
    /// git's other files, which a value here would replace.
    static func gitFeaturesClash(in file: TextLines, others: [TextLines]) -> String? {
        let advice = "add themeswitch to the end of [delta]'s features yourself, and these lines"
        let headers = file.lines.map(\.text.trimmed).filter { $0.lowercased().hasPrefix("[delta]") }
        if headers.count > 1 || headers.contains(where: { $0 != "[delta]" }) {
            return "it gives [delta] twice or with a key on its header line, so setup cannot tell which features count; \(advice)"
        }
        let features = featuresLines(in: file)
        if features.count > 1 || features.contains(where: { name(of: file.lines[$0].text) != "features" }) {
            return "its [delta] sets features twice or in capitals; \(advice)"
        }
        if let index = features.first, !value(of: file.lines[index].text).allSatisfy({ $0.isLetter || $0.isNumber || " \t-_.".contains($0) }) {
            return "its features value has quotes, a comment or a continuation, which setup does not edit; \(advice)"
        }
        if others.contains(where: { !featuresLines(in: $0).isEmpty }) {
            return "git's other configuration file sets delta's features, which a value in this one would replace; \(advice)"
        }
        return nil
    }

    /// The lines of `[delta]` that set `features`, in any case.
    private static func featuresLines(in file: TextLines) -> [Int] {
        (section("delta", in: file) ?? 0..<0).filter { name(of: file.lines[$0].text)?.lowercased() == "features" }
    }
}

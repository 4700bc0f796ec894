import FoundationEssentials
import ThemeCore

/// Edits one top-level key of `config.yaml` as text, so that the user's comments, order and
/// layout elsewhere stay as they are: the key's block (its line and the indented or blank lines
/// under it) is replaced, removed, or appended at the end.
enum ConfigurationEditor {
    /// `text` with the block of `key` replaced by `block` (lines starting with `key:`), or removed when nil.
    static func replacing(_ key: String, in text: String, with block: String?) -> String {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        if let start = lines.firstIndex(where: { $0 == "\(key):" || $0.hasPrefix("\(key):") && $0.dropFirst(key.count + 1).first == " " }) {
            var end = start + 1
            while end < lines.count, lines[end].isEmpty || lines[end].first == " " || lines[end].first == "\t" { end += 1 }
            // Blank lines before the next key stay with it.
            while end > start + 1, lines[end - 1].trimmed.isEmpty { end -= 1 }
            lines.replaceSubrange(start..<end, with: block.map { $0.components(separatedBy: "\n") } ?? [])
        } else if let block {
            lines += block.components(separatedBy: "\n")
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// `text` with `items` (already formatted, e.g. `builtin: kitty`) added to the block list of
    /// `key`, after its last item and with that item's indentation; the key is appended when
    /// absent. Nil when the key holds something else than a block list (a flow list `[…]`).
    static func appendingItems(_ items: [String], toListOf key: String, in text: String) -> String? {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        guard let start = lines.firstIndex(where: { $0.hasPrefix("\(key):") }) else {
            return replacing(key, in: text, with: (["\(key):"] + items.map { "  - \($0)" }).joined(separator: "\n"))
        }
        guard lines[start].dropFirst(key.count + 1).trimmed.hasPrefix("#")
                || lines[start].dropFirst(key.count + 1).trimmed.isEmpty else { return nil }
        var end = start + 1
        while end < lines.count, lines[end].isEmpty || lines[end].first == " " || lines[end].first == "\t" || lines[end].hasPrefix("-") { end += 1 }
        while end > start + 1, lines[end - 1].trimmed.isEmpty { end -= 1 }
        let indent = lines[(start + 1)..<end].first { $0.trimmed.hasPrefix("- ") }
            .map { String($0.prefix { $0 == " " }) } ?? "  "
        lines.insert(contentsOf: items.map { "\(indent)- \($0)" }, at: end)
        return lines.joined(separator: "\n") + "\n"
    }
}

import FoundationEssentials
import ThemeCore

/// `kdeglobals`, the KDE INI file holding the color scheme, edited in place: the groups and
/// keys set here are replaced or added, every other line is kept as it was.
struct KDEGlobals {
    private var lines: [String]

    init(text: String) {
        lines = text.isEmpty ? [] : text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
    }

    var text: String { lines.joined(separator: "\n") + "\n" }

    /// The value of `key` in `[group]`, or nil when the file has none.
    func value(_ key: String, in group: String) -> String? {
        guard let start = lines.firstIndex(of: "[\(group)]") else { return nil }
        for line in lines[(start + 1)...] {
            if line.hasPrefix("[") { break }
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].trimmed == key { return String(parts[1]) }
        }
        return nil
    }

    /// Sets `key` in `[group]`, adding the group at the end when missing.
    mutating func set(_ key: String, _ value: String, in group: String) {
        let header = "[\(group)]"
        guard let start = lines.firstIndex(of: header) else {
            if !lines.isEmpty, lines.last != "" { lines.append("") }
            lines += [header, "\(key)=\(value)"]
            return
        }
        var index = start + 1
        while index < lines.count, !lines[index].hasPrefix("[") {
            if lines[index].split(separator: "=", maxSplits: 1).first.map({ $0.trimmed }) == key {
                lines[index] = "\(key)=\(value)"
                return
            }
            index += 1
        }
        // After the group's last key, before any blank lines that separate it from the next group.
        var insertion = index
        while insertion > start + 1, lines[insertion - 1].trimmed.isEmpty { insertion -= 1 }
        lines.insert("\(key)=\(value)", at: insertion)
    }

    /// The color scheme of a token set: KDE's color groups from our tokens, the accent as the
    /// selection (highlight) and focus color and as Plasma's `AccentColor`.
    mutating func apply(_ tokens: TokenSet) {
        func rgb(_ key: String) -> String? {
            guard case .color(let color)? = tokens[key] else { return nil }
            let flat = color.isOpaque ? color : (tokens["color.background"].flatMap { value -> RGBAColor? in
                if case .color(let background) = value { return color.composited(over: background) }
                return nil
            } ?? color)
            let hex = Array(flat.hex.dropFirst())
            let channels = stride(from: 0, to: 6, by: 2).compactMap { Int(String(hex[$0..<($0 + 2)]), radix: 16) }
            return channels.map(String.init).joined(separator: ",")
        }
        let groups: [(String, [(String, String)])] = [
            ("General", [("ColorScheme", "Themeswitch"), ("AccentColor", "color.accent")]),
            ("Colors:Window", [("BackgroundNormal", "color.background"), ("ForegroundNormal", "color.textPrimary"),
                               ("ForegroundInactive", "color.textSecondary"), ("DecorationFocus", "color.accent")]),
            ("Colors:View", [("BackgroundNormal", "color.surface"), ("ForegroundNormal", "color.textPrimary"),
                             ("ForegroundInactive", "color.textSecondary"), ("DecorationFocus", "color.accent"),
                             ("DecorationHover", "color.accent"), ("ForegroundLink", "color.accent")]),
            ("Colors:Button", [("BackgroundNormal", "color.surfaceElevated"), ("ForegroundNormal", "color.textPrimary"),
                               ("DecorationFocus", "color.accent"), ("DecorationHover", "color.accent")]),
            ("Colors:Selection", [("BackgroundNormal", "color.accent"), ("ForegroundNormal", "color.textInverse"),
                                  ("DecorationFocus", "color.accent")]),
            ("Colors:Tooltip", [("BackgroundNormal", "color.surfaceElevated"), ("ForegroundNormal", "color.textPrimary")]),
        ]
        for (group, keys) in groups {
            for (key, token) in keys {
                if key == "ColorScheme" {
                    set(key, token, in: group)
                } else if let value = rgb(token) {
                    set(key, value, in: group)
                }
            }
        }
    }
}

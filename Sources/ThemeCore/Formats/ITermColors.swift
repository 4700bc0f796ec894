/// iTerm2's color preset (`.itermcolors`, iTerm2-Color-Schemes' `schemes/`): an XML property
/// list of `Ansi 0 Color` … `Ansi 15 Color`, `Background Color`, `Foreground Color`, `Cursor
/// Color`, `Cursor Text Color`, `Selection Color`, `Selected Text Color`, each a dictionary of
/// float `Red`/`Green`/`Blue Component`s in its `Color Space`: `sRGB`; `P3` (Display P3,
/// converted to sRGB through linear light, out-of-gamut channels clamped); `Calibrated` or none
/// (the older presets), read as sRGB as iTerm2-Color-Schemes' own converter reads them, so a
/// preset imports to the same colors as the collection's kitty, Alacritty and Ghostty files.
enum ITermColors {
    private static let keys: [String: String] = {
        var keys = ["Background Color": "background", "Foreground Color": "foreground", "Cursor Color": "cursor",
                    "Cursor Text Color": "cursorText", "Selection Color": "selectionBackground",
                    "Selected Text Color": "selectionForeground"]
        for index in 0..<16 { keys["Ansi \(index) Color"] = "color\(index)" }
        return keys
    }()

    /// Display P3 to sRGB, both in linear light (the D65 primaries' matrices multiplied).
    private static let displayP3ToSRGB: [[Double]] = [
        [1.2249401762805598, -0.22494017628055996, 0],
        [-0.042056954709688163, 1.0420569547096881, 0],
        [-0.019637554590334432, -0.078636045550631889, 1.0982736001409663],
    ]

    static func read(_ text: String) throws(TerminalSchemeError) -> TerminalScheme {
        let root: PropertyListXML.Value
        do throws(PropertyListXML.SyntaxError) { root = try PropertyListXML.parse(text) } catch {
            throw TerminalSchemeError(.iterm2, "is not an XML property list: \(error.reason)")
        }
        guard case .dictionary(let members) = root else {
            throw TerminalSchemeError(.iterm2, "holds no dictionary; expected 'Ansi 0 Color' … 'Ansi 15 Color' and the others")
        }
        var colors: [String: RGBAColor] = [:]
        for (key, value) in members {
            guard let canonical = keys[key] else { continue }
            colors[canonical] = try color(value, key: key)
        }
        return try TerminalScheme.make(.iterm2, name: nil, colors: colors) { canonical in
            "'" + (keys.first { $0.value == canonical }?.key ?? canonical) + "'"
        }
    }

    private static func color(_ value: PropertyListXML.Value, key: String) throws(TerminalSchemeError) -> RGBAColor {
        guard case .dictionary(let members) = value else {
            throw TerminalSchemeError(.iterm2, "has '\(key)' that is not a dictionary; expected Red, Green and Blue Components")
        }
        let fields = Dictionary(members, uniquingKeysWith: { first, _ in first })
        var channels: [Double] = []
        for channel in ["Red", "Green", "Blue"] {
            guard let number = fields["\(channel) Component"]?.number, (-0.001...1.001).contains(number) else {
                throw TerminalSchemeError(.iterm2, "has '\(key)' without a \(channel) Component from 0 to 1")
            }
            channels.append(number)
        }
        let space: String
        switch fields["Color Space"] {
        case .string(let name)?: space = name.trimmed
        case nil: space = "Calibrated"
        default: throw TerminalSchemeError(.iterm2, "has '\(key)' whose Color Space is not a string")
        }
        switch space {
        case "sRGB", "Calibrated", "Device":
            return RGBAColor(red: channels[0], green: channels[1], blue: channels[2]).quantized
        case "P3":
            let linear = channels.map(LinearSRGB.decode)
            let converted = displayP3ToSRGB.map { row in zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 } }
            return LinearSRGB(red: converted[0], green: converted[1], blue: converted[2]).rgba().quantized
        default:
            throw TerminalSchemeError(.iterm2, "has '\(key)' in Color Space '\(space.prefix(20))'; expected sRGB, P3 or Calibrated")
        }
    }

    static func render(_ scheme: TerminalScheme) -> String {
        var entries: [(String, RGBAColor)] = scheme.ansi.enumerated().map { ("Ansi \($0.offset) Color", $0.element) }
        entries += [("Background Color", scheme.background), ("Foreground Color", scheme.foreground)]
        let extras = ["cursor": "Cursor Color", "cursorText": "Cursor Text Color", "selectionBackground": "Selection Color",
                      "selectionForeground": "Selected Text Color"]
        entries += scheme.namedExtras.map { (extras[$0.0] ?? $0.0, $0.1) }
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            "<plist version=\"1.0\">", "<dict>",
        ]
        for (key, color) in entries.sorted(by: { $0.0 < $1.0 }) {
            lines += ["\t<key>\(key)</key>", "\t<dict>"]
            for (name, value) in [("Alpha Component", 1.0), ("Blue Component", color.blue), ("Color Space", nil),
                                  ("Green Component", color.green), ("Red Component", color.red)] {
                lines.append("\t\t<key>\(name)</key>")
                lines.append(value.map { "\t\t<real>\(JSONText.number($0))</real>" } ?? "\t\t<string>sRGB</string>")
            }
            lines.append("\t</dict>")
        }
        return (lines + ["</dict>", "</plist>"]).joined(separator: "\n") + "\n"
    }
}

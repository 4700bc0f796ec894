/// An Omarchy theme's `colors.toml` (basecamp/omarchy `themes/*/colors.toml`), resolved as
/// Omarchy's own `omarchy-theme-color` resolves it for every consumer, so the 16 colors are those
/// its templates (kitty, Alacritty, Ghostty, foot…) write:
///
/// - the current keys: `background`, `foreground`, `bright_foreground`, `muted`, `selection`
///   (or `selection_background`), `selection_foreground`, `accent`, the six colors `red`, `green`,
///   `yellow`, `blue`, `magenta` (or `purple`), `cyan` and their `bright_` forms;
/// - the older form: `color0`…`color15`, `cursor`, `selection_background` beside the same names;
///   a key of the current form wins over its `colorN`, as in Omarchy.
///
/// color0 is the background and color7 the foreground (Omarchy sets them so whatever the file
/// says), color8 `muted` (else `color8`, `dark_foreground`, the foreground), color15
/// `bright_foreground` (else `color15`, the foreground), and a missing bright color is the normal
/// one mixed 20% with white. The cursor is `bright_foreground`, as Omarchy forces it; the
/// selection `selection_background` (else `selection`, `color8`, the background) with
/// `selection_foreground` (else `bright_foreground`) on it. `mode`
/// (`dark`/`light`, or the older `theme_type`) is the variant; without it, light when the
/// background's red, green and blue add up to more than 382, as Omarchy decides.
public enum OmarchyColors {
    private static let hues = ["red", "green", "yellow", "blue", "magenta", "cyan"]

    static func read(_ text: String) throws(TerminalSchemeError) -> TerminalScheme {
        let document: TOMLDocument
        do throws(TOMLDocument.SyntaxError) { document = try TOMLDocument(text) } catch {
            throw TerminalSchemeError(.omarchy, "is not TOML (\(error)); expected lines like background = \"#1a1b26\"")
        }
        var given: [String: RGBAColor] = [:]
        for key in document.keys where key != "mode" && key != "theme_type" {
            let value = document.values[key] ?? ""
            guard let color = TerminalScheme.color(value), value.trimmed.hasPrefix("#") else {
                throw TerminalSchemeError(.omarchy, "sets \(key) to '\(value.prefix(40))'; expected a color like \"#1a1b26\"")
            }
            given[key] = color
        }
        func first(_ keys: String...) -> RGBAColor? { keys.lazy.compactMap { given[$0] }.first }
        guard let background = first("background", "color0") else {
            throw TerminalSchemeError(.omarchy, "has no background (or color0); it needs the background, the foreground and the six colors red…cyan")
        }
        guard let foreground = first("foreground", "color7") else {
            throw TerminalSchemeError(.omarchy, "has no foreground (or color7); it needs the background, the foreground and the six colors red…cyan")
        }
        var normal: [RGBAColor] = []
        var bright: [RGBAColor] = []
        for (offset, hue) in hues.enumerated() {
            let spellings = hue == "magenta" ? [hue, "color\(offset + 1)", "purple"] : [hue, "color\(offset + 1)"]
            guard let color = spellings.lazy.compactMap({ given[$0] }).first else {
                throw TerminalSchemeError(.omarchy, "has no \(hue) (or color\(offset + 1)); it needs the background, the foreground and the six colors red…cyan")
            }
            normal.append(color)
            let brightSpellings = ["bright_" + hue, "color\(offset + 9)"] + (hue == "magenta" ? ["bright_purple"] : [])
            bright.append(brightSpellings.lazy.compactMap { given[$0] }.first ?? mixed(color, with: PrimitiveColors.white, 0.2))
        }
        let brightForeground = first("bright_foreground", "color15") ?? foreground
        let muted = first("muted", "color8", "dark_foreground") ?? foreground
        let ansi = [background] + normal + [foreground, muted] + bright + [brightForeground]
        var scheme = TerminalScheme(name: TerminalSchemeFormat.omarchy.untitledName, ansi: ansi, foreground: foreground, background: background,
                                    cursor: brightForeground, selectionBackground: first("selection_background", "selection", "color8") ?? background,
                                    selectionForeground: first("selection_foreground") ?? brightForeground, accent: first("accent"))
        scheme.declaredVariant = mode(document, background: background)
        return scheme
    }

    /// `mode` (or `theme_type`) when it is `light` or `dark`; else Omarchy's test on the background.
    private static func mode(_ document: TOMLDocument, background: RGBAColor) -> ColorScheme {
        if let given = document.values["mode"] ?? document.values["theme_type"], let mode = ColorScheme(rawValue: given.trimmed.lowercased()) {
            return mode
        }
        let channels = bytes(background)
        return channels.red + channels.green + channels.blue > 382 ? .light : .dark
    }

    /// Omarchy's `mix_color`: each 8-bit channel `start × (1 − amount) + end × amount`, rounded half up.
    static func mixed(_ start: RGBAColor, with end: RGBAColor, _ amount: Double) -> RGBAColor {
        let (from, to) = (bytes(start), bytes(end))
        func channel(_ a: Int, _ b: Int) -> UInt32 { UInt32((Double(a) * (1 - amount) + Double(b) * amount + 0.5).rounded(.down)) }
        return RGBAColor(rgb: channel(from.red, to.red) << 16 | channel(from.green, to.green) << 8 | channel(from.blue, to.blue))
    }

    private static func bytes(_ color: RGBAColor) -> (red: Int, green: Int, blue: Int) {
        (Int((color.red * 255).rounded()), Int((color.green * 255).rounded()), Int((color.blue * 255).rounded()))
    }

    /// The scheme as a `colors.toml` of the current keys. Omarchy makes color0 the background and
    /// color7 the foreground, so those two ANSI colors are not written.
    static func render(_ scheme: TerminalScheme) -> String {
        func line(_ key: String, _ color: RGBAColor) -> String { "\(key) = \"\(TerminalScheme.hex(color))\"" }
        var lines = ["# \(scheme.name)", "mode = \"\(scheme.variant.rawValue)\"", ""]
        lines.append(line("accent", TerminalSchemeMapping.accent(of: scheme)))
        lines.append(line("selection", scheme.selectionBackgroundColor))
        lines.append(line("selection_foreground", scheme.selectionForegroundColor))
        lines.append(line("muted", scheme.ansi[8]))
        lines += ["", line("background", scheme.background), line("foreground", scheme.foreground),
                  line("bright_foreground", scheme.ansi[15]), ""]
        for (offset, hue) in hues.enumerated() { lines.append(line(hue, scheme.ansi[offset + 1])) }
        lines.append("")
        for (offset, hue) in hues.enumerated() { lines.append(line("bright_" + hue, scheme.ansi[offset + 9])) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether a text looks like a `colors.toml`: a top-level `background`, `accent` or `color0`
    /// set to a quoted string (Ghostty's themes write colors unquoted).
    static func looksLikeColors(_ line: Substring) -> Bool {
        guard let equals = line.firstIndex(of: "=") else { return false }
        let key = line[..<equals].trimmed
        let value = line[line.index(after: equals)...].trimmed
        return ["background", "accent", "color0"].contains(key) && (value.hasPrefix("\"#") || value.hasPrefix("'#"))
    }
}

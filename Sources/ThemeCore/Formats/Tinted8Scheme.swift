/// A Tinted8 scheme (tinted-theming's styling spec 0.2, `scheme.system: tinted8`) as the 16 ANSI
/// colors: `palette.black`…`palette.white` are color0–7 and their `-bright` forms color8–15, a
/// missing bright form derived as the builder spec says (HSL lightness + 0.12, saturation × 1.08
/// below lightness 0.5, × 0.9 from 0.8). `variant` (`dark`/`light`) is the variant; the
/// background and foreground are `ui.global.background.normal` and `ui.global.foreground.normal`,
/// else black and white (white and black in a light scheme), the builder's defaults; the cursor
/// `ui.cursor.normal`, the selection `ui.selection.background`/`foreground` where given, and the
/// accent `ui.accent`, else cyan, the builder's default. The `-dim` forms and the `syntax` group
/// have no token here and are left alone. The YAML itself is read by the daemon's YAML reader,
/// which gives this type the file's scalars by dotted key (`palette.red-bright`).
public enum Tinted8Scheme {
    /// The eight palette colors, color0–7.
    static let colors = TerminalScheme.colorNames
    /// The styling spec a written scheme says it follows.
    static let stylingSpec = "0.2.0"

    /// The scheme of a Tinted8 file's scalars by dotted key.
    public static func scheme(fields: [String: String]) throws(TerminalSchemeError) -> TerminalScheme {
        guard fields["scheme.system"] == "tinted8" else {
            throw TerminalSchemeError(.tinted8, "has no scheme.system: tinted8; expected a scheme mapping with system \"tinted8\"")
        }
        guard let variant = fields["variant"].flatMap(ColorScheme.init(rawValue:)) else {
            throw TerminalSchemeError(.tinted8, "has variant '\((fields["variant"] ?? "").prefix(20))'; expected dark or light")
        }
        func color(_ key: String) throws(TerminalSchemeError) -> RGBAColor? {
            guard let text = fields[key] else { return nil }
            guard text.trimmed.hasPrefix("#"), let color = TerminalScheme.color(text) else {
                throw TerminalSchemeError(.tinted8, "sets \(key) to '\(text.prefix(40))'; expected a color like \"#1e1e2e\"")
            }
            return color
        }
        var normal: [RGBAColor] = []
        var bright: [RGBAColor] = []
        for name in colors {
            guard let given = try color("palette." + name) else {
                throw TerminalSchemeError(.tinted8, "has no palette.\(name); it needs the eight colors black, red, green, yellow, blue, magenta, cyan and white")
            }
            normal.append(given)
            bright.append(try color("palette.\(name)-bright") ?? brightened(given))
        }
        let (dark, light) = (normal[0], normal[7])
        let name = fields["scheme.name"] ?? [fields["scheme.family"], fields["scheme.style"]].compactMap { $0 }.joined(separator: " ")
        let foreground = try color("ui.global.foreground.normal"), background = try color("ui.global.background.normal")
        let cursor = try color("ui.cursor.normal"), cursorBackground = try color("ui.cursor.normal.background")
        let accent = try color("ui.accent")
        var scheme = TerminalScheme(
            name: name.trimmed.isEmpty ? TerminalSchemeFormat.tinted8.untitledName : String(name.trimmed.prefix(50)), ansi: normal + bright,
            foreground: foreground ?? (variant == .dark ? light : dark), background: background ?? (variant == .dark ? dark : light),
            cursor: cursor ?? cursorBackground, selectionBackground: try color("ui.selection.background"),
            selectionForeground: try color("ui.selection.foreground"), accent: accent ?? normal[6])
        scheme.declaredVariant = variant
        return scheme
    }

    /// The builder spec's `bright` variant of a color: in HSL, lightness + min(0.12, 1 − l), the
    /// saturation × 1.08 below lightness 0.5, × 1 below 0.8, else × 0.9, the hue kept.
    static func brightened(_ color: RGBAColor) -> RGBAColor {
        let (hue, saturation, lightness) = hsl(color)
        let factor = lightness < 0.5 ? 1.08 : lightness < 0.8 ? 1.0 : 0.9
        return rgb(hue: hue, saturation: min(max(saturation * factor, 0), 1),
                   lightness: min(max(lightness + min(0.12, 1 - lightness), 0), 1)).quantized
    }

    private static func hsl(_ color: RGBAColor) -> (hue: Double, saturation: Double, lightness: Double) {
        let (r, g, b) = (color.red, color.green, color.blue)
        let (high, low) = (max(r, g, b), min(r, g, b))
        let lightness = (high + low) / 2
        guard high > low else { return (0, 0, lightness) }
        let delta = high - low
        let saturation = lightness > 0.5 ? delta / (2 - high - low) : delta / (high + low)
        var hue = high == r ? (g - b) / delta + (g < b ? 6 : 0) : high == g ? (b - r) / delta + 2 : (r - g) / delta + 4
        hue *= 60
        return (hue, saturation, lightness)
    }

    private static func rgb(hue: Double, saturation: Double, lightness: Double) -> RGBAColor {
        guard saturation > 0 else { return RGBAColor(red: lightness, green: lightness, blue: lightness) }
        let q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation
        let p = 2 * lightness - q
        func channel(_ offset: Double) -> Double {
            var t = hue / 360 + offset
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1.0 / 6 { return p + (q - p) * 6 * t }
            if t < 0.5 { return q }
            if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
            return p
        }
        return RGBAColor(red: channel(1.0 / 3), green: channel(0), blue: channel(-1.0 / 3))
    }

    /// The scheme as a Tinted8 YAML file: every color written, so it reads back exactly.
    static func render(_ scheme: TerminalScheme) -> String {
        func quoted(_ color: RGBAColor) -> String { "\"\(TerminalScheme.hex(color))\"" }
        let name = scheme.name.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        var lines = ["scheme:", "  system: \"tinted8\"", "  supports:", "    styling-spec: \"\(stylingSpec)\"", "  name: \"\(name)\"",
                     "  author: \"Themeswitch\"", "variant: \"\(scheme.variant.rawValue)\"", "palette:"]
        for (index, name) in colors.enumerated() { lines.append("  \(name): \(quoted(scheme.ansi[index]))") }
        for (index, name) in colors.enumerated() { lines.append("  \(name)-bright: \(quoted(scheme.ansi[index + 8]))") }
        lines += ["ui:", "  global:", "    background:", "      normal: \(quoted(scheme.background))", "    foreground:",
                  "      normal: \(quoted(scheme.foreground))", "  accent: \(quoted(TerminalSchemeMapping.accent(of: scheme)))"]
        if let cursor = scheme.cursor { lines += ["  cursor:", "    normal: \(quoted(cursor))"] }
        let selection = [("background", scheme.selectionBackground), ("foreground", scheme.selectionForeground)]
            .compactMap { key, color in color.map { "    \(key): \(quoted($0))" } }
        if !selection.isEmpty { lines += ["  selection:"] + selection }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A COSMIC theme export (`.ron`, cosmic-theme's serialized `ThemeBuilder`, as COSMIC Settings
/// exports it; docs/themes.md "COSMIC, Omarchy and Tinted8"). COSMIC's theme has no ANSI palette,
/// so the 16 colors live in the palette entries of the same hue, and the grays on its neutral
/// ramp (which runs from the background's side, `neutral_0`, to the text's, `neutral_10`, in both
/// variants):
///
/// | ANSI | palette entry | ANSI | palette entry |
/// |---|---|---|---|
/// | 1 red | `accent_red` | 9 | `bright_red` |
/// | 2 green | `accent_green` | 10 | `bright_green` |
/// | 3 yellow | `accent_yellow` | 11 | `ext_yellow` |
/// | 4 blue | `accent_indigo` | 12 | `ext_indigo` |
/// | 5 magenta | `accent_purple` | 13 | `ext_purple` |
/// | 6 cyan | `accent_blue` (COSMIC's blue is a cyan) | 14 | `ext_blue` |
/// | 0, 8, 7, 15 | `neutral_1`, `neutral_5`, `neutral_8`, `neutral_9` in a dark palette; `neutral_9`, `neutral_5`, `neutral_2`, `neutral_1` in a light one | | |
///
/// The background is `bg_color`, else the palette's `gray_1` (as COSMIC builds it); the
/// foreground `text_tint`, else `neutral_10`; the accent `accent`, else `accent_blue` (COSMIC's
/// default); the variant the palette's (`Dark`, `Light`, `HighContrastDark`, `HighContrastLight`).
/// `corner_radii`' `radius_s`, `radius_m`, `radius_l` and `radius_xl` (the first corner) are the
/// theme's `shape.small`, `.medium`, `.large` and `.extraLarge`. Colors are hex strings
/// (`"#RRGGBBAA"`, as COSMIC writes them now) or `(red:, green:, blue:, alpha:)` in 0–1 (older
/// exports). Spacing, tints, container colors, frosting and gaps have no token here and are left alone.
public enum CosmicTheme {
    /// Each ANSI color's palette entry in a dark palette (the grays move in a light one, ``entry(_:light:)``).
    private static let entries = [
        "neutral_1", "accent_red", "accent_green", "accent_yellow", "accent_indigo", "accent_purple", "accent_blue", "neutral_8",
        "neutral_5", "bright_red", "bright_green", "ext_yellow", "ext_indigo", "ext_purple", "ext_blue", "neutral_9",
    ]

    /// The theme's shape keys and COSMIC's corner radii.
    public static let radii = [("shape.small", "radius_s"), ("shape.medium", "radius_m"), ("shape.large", "radius_l"),
                               ("shape.extraLarge", "radius_xl")]

    /// The palette entry ANSI color `index` is in.
    static func entry(_ index: Int, light: Bool) -> String {
        let name = entries[index]
        guard light, name.hasPrefix("neutral_"), let step = Int(name.dropFirst("neutral_".count)) else { return name }
        return "neutral_\(10 - step)"
    }

    /// The scheme of an export, and the shape values its corner radii give (`shape.small` → 8).
    public static func read(_ text: String) throws(TerminalSchemeError) -> (scheme: TerminalScheme, shapes: [String: Double]) {
        let document: RONDocument
        do throws(RONDocument.SyntaxError) { document = try RONDocument(text) } catch {
            throw TerminalSchemeError(.cosmic, "is not RON (\(error)); expected a (palette: Dark((…)), …) theme")
        }
        let variant: ColorScheme
        switch document.variants["palette"] {
        case "Dark", "HighContrastDark": variant = .dark
        case "Light", "HighContrastLight": variant = .light
        case let other:
            throw TerminalSchemeError(.cosmic, "has palette \(other.map { "'\($0.prefix(30))'" } ?? "missing"); expected Dark((…)) or Light((…))")
        }
        func color(_ key: String) throws(TerminalSchemeError) -> RGBAColor? {
            if let text = document.values[key] {
                guard text.hasPrefix("#"), let color = try? RGBAColor(hex: text), text.utf8.count == 7 || text.utf8.count == 9 else {
                    throw TerminalSchemeError(.cosmic, "sets \(key) to '\(text.prefix(40))'; expected a color like \"#1B1B1BFF\"")
                }
                return color.withAlpha(1)
            }
            let channels = ["red", "green", "blue"].map { document.values["\(key).\($0)"].flatMap(Double.init) }
            guard channels.contains(where: { $0 != nil }) else { return nil }
            guard let red = channels[0], let green = channels[1], let blue = channels[2],
                  [red, green, blue].allSatisfy({ (0...1).contains($0) }) else {
                throw TerminalSchemeError(.cosmic, "sets \(key) to a color without red, green and blue from 0 to 1")
            }
            return RGBAColor(red: red, green: green, blue: blue).quantized
        }
        func entry(_ name: String) throws(TerminalSchemeError) -> RGBAColor {
            guard let color = try color("palette." + name) else {
                throw TerminalSchemeError(.cosmic, "has no palette.\(name); a COSMIC palette names every color of its ramp and accents")
            }
            return color
        }
        var ansi: [RGBAColor] = []
        for index in 0..<16 { ansi.append(try entry(Self.entry(index, light: variant == .light))) }
        let (givenBackground, givenForeground, givenAccent) = (try color("bg_color"), try color("text_tint"), try color("accent"))
        let (defaultBackground, defaultForeground, defaultAccent) = (try entry("gray_1"), try entry("neutral_10"), try entry("accent_blue"))
        let background = givenBackground ?? defaultBackground
        let foreground = givenForeground ?? defaultForeground
        let accent = givenAccent ?? defaultAccent
        let name = document.values["palette.name"] ?? ""
        var scheme = TerminalScheme(name: name.trimmed.isEmpty ? TerminalSchemeFormat.cosmic.untitledName : String(name.trimmed.prefix(50)),
                                    ansi: ansi, foreground: foreground, background: background, accent: accent)
        scheme.declaredVariant = variant
        var shapes: [String: Double] = [:]
        for (key, radius) in radii {
            guard let text = document.values["corner_radii.\(radius).0"] else { continue }
            guard let value = Double(text), (0...1000).contains(value) else {
                throw TerminalSchemeError(.cosmic, "sets corner_radii.\(radius) to '\(text.prefix(20))'; expected a radius from 0 to 1000")
            }
            shapes[key] = value
        }
        return (scheme, shapes)
    }

    /// The shape values of a resolved set that become an export's corner radii (`shape.small` → 8).
    public static func shapes(of set: TokenSet) -> [String: Double] {
        var shapes: [String: Double] = [:]
        for (key, _) in radii {
            if case .dimension(let radius)? = set[key] { shapes[key] = radius }
        }
        return shapes
    }

    /// COSMIC's own neutral ramps (cosmic-theme's dark.ron and light.ron), for the entries no ANSI color fills.
    private static let neutrals: [ColorScheme: [UInt32]] = [
        .dark: [0x000000, 0x030303, 0x161616, 0x2E2E2E, 0x484848, 0x636363, 0x808080, 0x9E9E9E, 0xBEBEBE, 0xDEDEDE, 0xFFFFFF],
        .light: [0xFFFFFF, 0xDEDEDE, 0xBEBEBE, 0x9E9E9E, 0x808080, 0x636363, 0x484848, 0x2E2E2E, 0x161616, 0x030303, 0x000000],
    ]

    /// The scheme as a `ThemeBuilder` export COSMIC Settings imports: the table's entries, the
    /// other palette entries made from them (oranges between red and yellow, pinks between red
    /// and magenta, warm grays the bright black), `shapes` (`shape.small` …) as the corner radii
    /// (COSMIC's own where not given), and COSMIC's default spacing, gaps and hint.
    public static func render(_ scheme: TerminalScheme, shapes: [String: Double] = [:]) -> String {
        let light = scheme.variant == .light
        let ansi = scheme.ansi
        var palette: [String: RGBAColor] = [:]
        for (step, rgb) in (neutrals[scheme.variant] ?? []).enumerated() { palette["neutral_\(step)"] = RGBAColor(rgb: rgb) }
        for index in 0..<16 { palette[entry(index, light: light)] = ansi[index] }
        let orange = TerminalSchemeMapping.midpoint(ansi[1], ansi[3]), pink = TerminalSchemeMapping.midpoint(ansi[1], ansi[5])
        palette["gray_1"] = scheme.background
        palette["gray_2"] = TerminalSchemeMapping.midpoint(scheme.background, ansi[8])
        for name in ["bright_orange", "accent_orange", "ext_orange"] { palette[name] = orange }
        for name in ["accent_pink", "ext_pink"] { palette[name] = pink }
        for name in ["accent_warm_grey", "ext_warm_grey"] { palette[name] = ansi[8] }
        let order = ["bright_red", "bright_green", "bright_orange", "gray_1", "gray_2"] + (0...10).map { "neutral_\($0)" }
            + ["accent_blue", "accent_indigo", "accent_purple", "accent_pink", "accent_red", "accent_orange", "accent_yellow", "accent_green",
               "accent_warm_grey", "ext_warm_grey", "ext_orange", "ext_yellow", "ext_blue", "ext_purple", "ext_pink", "ext_indigo"]
        func hex(_ color: RGBAColor) -> String { "\"\(color.withAlpha(1).hex)FF\"" }
        let name = scheme.name.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        var lines = ["(", "    palette: \(light ? "Light" : "Dark")((", "        name: \"\(name)\","]
        lines += order.map { "        \($0): \(hex(palette[$0] ?? scheme.background))," }
        lines += ["    )),", "    spacing: ("]
        lines += zip(["space_none", "space_xxxs", "space_xxs", "space_xs", "space_s", "space_m", "space_l", "space_xl", "space_xxl", "space_xxxl"],
                     [0, 4, 8, 12, 16, 24, 32, 48, 64, 128]).map { "        \($0): \($1)," }
        lines += ["    ),", "    corner_radii: ("]
        let defaults = ["radius_0": 0.0, "radius_xs": 4, "radius_s": 8, "radius_m": 16, "radius_l": 32, "radius_xl": 160]
        for radius in ["radius_0", "radius_xs", "radius_s", "radius_m", "radius_l", "radius_xl"] {
            let value = radii.first { $0.1 == radius }.flatMap { shapes[$0.0] } ?? defaults[radius] ?? 0
            let number = value == value.rounded() && abs(value) < 1e9 ? "\(Int(value)).0" : "\(value)"
            lines.append("        \(radius): (\(number), \(number), \(number), \(number)),")
        }
        lines += ["    ),", "    neutral_tint: None,", "    bg_color: Some(\(hex(scheme.background))),", "    primary_container_bg: None,",
                  "    secondary_container_bg: None,", "    text_tint: Some(\(hex(scheme.foreground))),",
                  "    accent: Some(\(hex(TerminalSchemeMapping.accent(of: scheme)))),", "    success: None,", "    warning: None,",
                  "    destructive: None,", "    gaps: (0, 8),", "    active_hint: 3,", "    window_hint: None,", ")"]
        return lines.joined(separator: "\n") + "\n"
    }
}

import ThemeCore

/// GNOME's nine named accent colors (`org.gnome.desktop.interface accent-color`), and the rule
/// libadwaita uses to pick the nearest one for any color.
public enum GNOMEAccent: String, Sendable, CaseIterable {
    case blue, teal, green, yellow, orange, red, pink, purple, slate

    /// libadwaita's own color for each accent (adw-accent-color.c, `adw_accent_color_to_rgba`).
    public var color: RGBAColor {
        switch self {
        case .blue: RGBAColor(rgb: 0x3584E4)
        case .teal: RGBAColor(rgb: 0x2190A4)
        case .green: RGBAColor(rgb: 0x3A944A)
        case .yellow: RGBAColor(rgb: 0xC88800)
        case .orange: RGBAColor(rgb: 0xED5B00)
        case .red: RGBAColor(rgb: 0xE62D42)
        case .pink: RGBAColor(rgb: 0xD56199)
        case .purple: RGBAColor(rgb: 0x9141AC)
        case .slate: RGBAColor(rgb: 0x6F8396)
        }
    }

    /// The accent libadwaita's `adw_accent_color_nearest_from_rgba` gives (GNOME/libadwaita,
    /// src/adw-accent-color.c): OKLCH chroma below 0.04 is slate; otherwise by hue in degrees,
    /// bands with exclusive lower bounds: > 345 pink, > 280 purple, > 230 blue, > 175 teal,
    /// > 115 green, > 75.5 yellow, > 35 orange, > 10 red, else pink. Alpha is ignored.
    public static func nearest(to color: RGBAColor) -> GNOMEAccent {
        let lch = OKLCH(color)
        if lch.chroma < 0.04 { return .slate }
        let bands: [(above: Double, accent: GNOMEAccent)] = [
            (345, .pink), (280, .purple), (230, .blue), (175, .teal), (115, .green), (75.5, .yellow), (35, .orange), (10, .red),
        ]
        return bands.first { lch.hue > $0.above }?.accent ?? .pink
    }
}
